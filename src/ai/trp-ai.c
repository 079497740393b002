/* trp-ai.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "trp-ai.h"
#include "trp-computer-player.h"
#include "trp-game-catalog.h"

/* Easy players make a random legal move this often instead of the rule
 * based one, so that a beginner can win. */
#define EASY_MISTAKE_RATE 4  /* one move in four */

static const char * const level_names[] = { "easy", "normal", "hard", "random" };

const char *
trp_ai_level_to_string (TrpAiLevel level)
{
  g_return_val_if_fail (level <= TRP_AI_LEVEL_RANDOM, NULL);

  return level_names[level];
}

gboolean
trp_ai_level_from_string (const char *text,
                          TrpAiLevel *out_level)
{
  g_return_val_if_fail (out_level != NULL, FALSE);

  for (guint i = 0; text != NULL && i < G_N_ELEMENTS (level_names); i++)
    if (strcmp (text, level_names[i]) == 0)
      {
        *out_level = i;
        return TRUE;
      }

  return FALSE;
}

const char *
trp_ai_level_get_title (TrpAiLevel level)
{
  switch (level)
    {
    case TRP_AI_LEVEL_EASY:   return C_("computer level", "Easy");
    case TRP_AI_LEVEL_NORMAL: return C_("computer level", "Normal");
    case TRP_AI_LEVEL_HARD:   return C_("computer level", "Hard");
    case TRP_AI_LEVEL_RANDOM: return C_("computer level", "Random");
    default:                  g_return_val_if_reached (NULL);
    }
}

/* A game's computer player is named by its catalog row (every rule set of
 * an engine shares it; TrpGameInfo says how far its search trusts it).
 * Games outside the catalog (the tests' toy games) and rows without one
 * play at random; test-game-registry requires a player of every row a
 * person can choose. */
static const TrpComputerPlayer *
lookup (const char *game_id)
{
  const TrpGameInfo *info = trp_game_catalog_lookup (game_id);

  if (info == NULL || !trp_game_info_is_playable (info))
    return NULL;

  return info->player;
}

TrpPolicyFunc
trp_ai_lookup_policy (const char *game_id)
{
  const TrpComputerPlayer *entry = lookup (game_id);

  return entry != NULL ? entry->policy : NULL;
}

/**
 * trp_ai_search_params_init:
 *
 * Sets @params for the hard level of @game_id: its rule-based player plays
 * the rollouts, and the game's own reward scores them.
 */
void
trp_ai_search_params_init (TrpSearchParams *params,
                           const char      *game_id)
{
  const TrpComputerPlayer *entry = lookup (game_id);
  const TrpGameInfo *info = trp_game_catalog_lookup (game_id);

  g_return_if_fail (params != NULL);

  trp_search_params_init (params);
  if (entry != NULL)
    {
      params->rollout_policy = entry->policy;
      params->reward = entry->reward;
    }
  if (info != NULL && info->search_overrule_z > 0)
    params->overrule_z = info->search_overrule_z;
  if (entry != NULL)
    {
      params->guided_rollouts = entry->guided_rollouts;
      params->rollout_moves = entry->rollout_moves;
      params->keep_rule = entry->keep_rule;
    }
}

/**
 * trp_ai_search_params_init_for_game:
 *
 * Like trp_ai_search_params_init() for @game's id, and for the position
 * @game is in where a game searches differently by phase.
 */
void
trp_ai_search_params_init_for_game (TrpSearchParams *params,
                                    TrpGame         *game)
{
  const TrpComputerPlayer *entry;

  g_return_if_fail (TRP_IS_GAME (game));

  entry = lookup (trp_game_get_id (game));
  trp_ai_search_params_init (params, trp_game_get_id (game));
  if (entry != NULL && entry->params_for_position != NULL)
    entry->params_for_position (params, game);
}

/* The rule-based player's move, and its reason. */
static TrpAction *
usual_move (const TrpComputerPlayer *entry,
            TrpGame                 *game,
            guint64                  seed,
            char                   **reason)
{
  g_autoptr(TrpRng) rng = trp_rng_new (seed);

  return entry->choose (game, rng, reason);
}

/**
 * trp_ai_explain:
 * @game: a game whose current seat is to move
 * @action: a move for that seat, such as the search's
 * @seed: the rule-based player's randomness
 *
 * Returns: (transfer full) (nullable): the rule-based player's reason, when
 *   it would make the same move; a hint then says why
 */
char *
trp_ai_explain (TrpGame         *game,
                const TrpAction *action,
                guint64          seed)
{
  const TrpComputerPlayer *entry;
  g_autoptr(TrpAction) own = NULL;
  g_autofree char *reason = NULL;

  g_return_val_if_fail (TRP_IS_GAME (game), NULL);
  g_return_val_if_fail (action != NULL, NULL);

  entry = lookup (trp_game_get_id (game));
  if (entry == NULL)
    return NULL;

  own = usual_move (entry, game, seed, &reason);
  if (own == NULL || !trp_action_equal (own, action))
    return NULL;

  return g_steal_pointer (&reason);
}

/**
 * trp_ai_search_reason:
 * @stats: what the search did, with the deals where its move did better
 *   and worse than the rule-based player's
 * @contrast: (nullable): what the move does that the rule-based player's
 *   does not, in the game's own words
 *
 * Why the search's move, where the rule-based player would play another:
 * @contrast, if the game has one, and what the search found against that
 * player's move on the deals it tried. The search overrules that move
 * only when its own comes out ahead on average, which it may do while
 * losing more deals than it wins (it gains much where it gains, and loses
 * little where it loses): the share of deals won is given only when it is
 * more than half, else the sentence says what is true, that the move is
 * better on average.
 *
 * Returns: (transfer full): the hint's reason
 */
char *
trp_ai_search_reason (const TrpSearchStats *stats,
                      const char           *contrast)
{
  guint tried = stats->deals_better + stats->deals_worse;

  if (tried > 0 && 2 * stats->deals_better > tried)
    {
      guint percent = (guint) (100.0 * stats->deals_better / tried + 0.5);

      if (contrast != NULL)
        /* TRANSLATORS: a hint's reason when the search overrules the
         * usual play (the rule-based move): %s says what the hinted move
         * does that the usual one does not; %u %% is the share of the
         * deals of the hidden cards where the hinted move did better,
         * always more than half. */
        return g_strdup_printf (_("%s (better in %u %% of the deals tried)"), contrast, percent);
      /* TRANSLATORS: a hint's reason when the search overrules the usual
       * play (the rule-based move): of the deals of the hidden cards the
       * search played out where the two moves did not come out equal, the
       * share where the hinted move did better, always more than half.
       * Kept short: it shares a line of the status bar with the move. */
      return g_strdup_printf (_("Beats the usual play in %u %% of the deals tried"), percent);
    }
  if (tried > 0 && contrast != NULL)
    /* TRANSLATORS: a hint's reason when the search overrules the usual
     * play: %s says what the hinted move does that the usual one does
     * not; the hinted move did better on fewer than half of the %u deals
     * of the hidden cards where the two differed, but by more, so that
     * it comes out ahead on average. */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%s (better on average over %u deal)",
                                         "%s (better on average over %u deals)",
                                         tried),
                            contrast, tried);
  if (tried > 0)
    /* TRANSLATORS: a hint's reason when the search overrules the usual
     * play: the hinted move did better on fewer than half of the %u
     * deals of the hidden cards where the two differed, but by more.
     * Kept short: it shares a line of the status bar with the move. */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Beats the usual play on average over %u deal",
                                         "Beats the usual play on average over %u deals",
                                         tried),
                            tried);
  if (contrast != NULL)
    return g_strdup (contrast);
  if (stats->samples > 0)
    /* TRANSLATORS: a hint's reason; %u is how many deals of the cards the
     * player cannot see the search played out. */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Came out best on the %u deal tried",
                                         "Came out best on the %u deals tried",
                                         stats->samples),
                            stats->samples);
  return g_strdup (_("This move scores best by the rules of thumb"));
}

/**
 * trp_ai_hint_full:
 * @game: a game whose current seat is to move
 * @budget_us: the search's thinking time, the person's setting for the
 *   Hard players; 0 for the default
 * @iterations: if not 0, the search's playouts instead of its time budget,
 *   so that tests get the same move everywhere
 * @cancellable: (nullable): to stop the search
 * @reason: (out) (optional): why, always: the rule-based player's reason
 *   when it would make the same move, else what the move does that the
 *   rule-based player's does not, where the game says
 *   (TrpComputerPlayer.contrast), and how often it beat that move on the
 *   deals the search tried
 *
 * What the table's hint suggests: the Hard player's own search, seeing
 * only the seat to move's cards.
 *
 * Returns: (transfer full) (nullable): the suggested move
 */
TrpAction *
trp_ai_hint_full (TrpGame      *game,
                  gint64        budget_us,
                  guint         iterations,
                  GCancellable *cancellable,
                  char        **reason)
{
  const TrpComputerPlayer *entry;
  TrpSearchParams params;
  TrpSearchStats stats = { 0 };
  TrpAction *action;

  g_return_val_if_fail (TRP_IS_GAME (game), NULL);

  if (reason != NULL)
    *reason = NULL;
  entry = lookup (trp_game_get_id (game));
  trp_ai_search_params_init_for_game (&params, game);
  if (budget_us > 0)
    params.time_budget_us = budget_us;
  if (iterations > 0)
    params.iterations = iterations;
  action = trp_search_choose (game, &params, cancellable, &stats);
  if (action != NULL && reason != NULL && entry != NULL)
    {
      g_autofree char *usual_reason = NULL;
      g_autofree char *contrast = NULL;
      /* The seed the search gave the rule-based player's move to beat. */
      g_autoptr(TrpAction) usual = usual_move (entry, game, params.seed, &usual_reason);

      if (usual != NULL && trp_action_equal (usual, action))
        *reason = g_steal_pointer (&usual_reason);
      else
        {
          if (usual != NULL && entry->contrast != NULL)
            contrast = entry->contrast (game, action, usual);
          *reason = trp_ai_search_reason (&stats, contrast);
        }
    }
  else if (action != NULL && reason != NULL)
    *reason = trp_ai_search_reason (&stats, NULL);
  return action;
}

/**
 * trp_ai_hint:
 *
 * trp_ai_hint_full() at the default thinking time.
 *
 * Returns: (transfer full) (nullable): the suggested move
 */
TrpAction *
trp_ai_hint (TrpGame      *game,
             guint         iterations,
             GCancellable *cancellable,
             char        **reason)
{
  return trp_ai_hint_full (game, 0, iterations, cancellable, reason);
}

/**
 * trp_ai_hint_move:
 * @staged: (nullable) (element-type GArray): the melds the table has
 *   staged (Biriba), each a #GArray of #TrpCard
 * @action_out: (out) (optional) (transfer full): the whole hinted action
 *
 * trp_ai_hint() as the one move a person makes next, cards bound
 * (trp_game_move_for_action()): one card, one meld, one target meld; a
 * go-down of several melds is its first meld not yet staged.
 *
 * Returns: (transfer full) (nullable): the move
 */
TrpMove *
trp_ai_hint_move (TrpGame       *game,
                  GPtrArray     *staged,
                  guint          iterations,
                  GCancellable  *cancellable,
                  char         **reason,
                  TrpAction    **action_out)
{
  g_autoptr(TrpAction) action = trp_ai_hint (game, iterations, cancellable, reason);
  TrpMove *move;

  if (action_out != NULL)
    *action_out = NULL;
  if (action == NULL)
    return NULL;
  move = trp_game_move_for_action (game, staged, action);
  if (action_out != NULL)
    *action_out = g_steal_pointer (&action);
  return move;
}

/**
 * trp_ai_choose:
 * @game: a game whose current seat is a computer player's
 * @level: how well to play
 * @seed: the choice's randomness; the same seed chooses the same move
 * @budget_us: the thinking time of the search (hard level)
 *
 * Chooses on the calling thread; the interface calls it from a worker on a
 * clone (see trp_search_choose_async() for the search alone).
 *
 * Returns: (transfer full) (nullable): the move
 */
TrpAction *
trp_ai_choose (TrpGame      *game,
               TrpAiLevel    level,
               guint64       seed,
               gint64        budget_us,
               GCancellable *cancellable)
{
  return trp_ai_choose_full (game, level, seed, budget_us, 0, cancellable, NULL);
}

/**
 * trp_ai_choose_full:
 * @iterations: if not 0, the hard level's playouts instead of a time
 *   budget, so that tests and benchmarks choose the same move everywhere
 * @stats: (out) (optional): what the search did; zeroed for the other
 *   levels
 *
 * Like trp_ai_choose().
 *
 * Returns: (transfer full) (nullable): the move
 */
TrpAction *
trp_ai_choose_full (TrpGame        *game,
                    TrpAiLevel      level,
                    guint64         seed,
                    gint64          budget_us,
                    guint           iterations,
                    GCancellable   *cancellable,
                    TrpSearchStats *stats)
{
  TrpPolicyFunc policy;
  g_autoptr(TrpRng) rng = NULL;
  TrpAction *action = NULL;

  g_return_val_if_fail (TRP_IS_GAME (game), NULL);

  policy = trp_ai_lookup_policy (trp_game_get_id (game));
  rng = trp_rng_new (seed);
  if (stats != NULL)
    memset (stats, 0, sizeof *stats);

  switch (level)
    {
    case TRP_AI_LEVEL_HARD:
      {
        TrpSearchParams params;

        trp_ai_search_params_init_for_game (&params, game);
        params.seed = seed;
        params.time_budget_us = budget_us > 0 ? budget_us : TRP_SEARCH_DEFAULT_BUDGET_US;
        params.iterations = iterations;
        return trp_search_choose (game, &params, cancellable, stats);
      }

    case TRP_AI_LEVEL_RANDOM:
      return trp_policy_random (game, rng, NULL);

    case TRP_AI_LEVEL_EASY:
      if (trp_rng_uniform (rng, EASY_MISTAKE_RATE) == 0)
        return trp_policy_random (game, rng, NULL);
      G_GNUC_FALLTHROUGH;

    case TRP_AI_LEVEL_NORMAL:
    default:
      if (policy != NULL)
        action = policy (game, rng, NULL);
      if (action == NULL)
        action = trp_policy_random (game, rng, NULL);
      return action;
    }
}
