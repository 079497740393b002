/* trp-ai.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "trp-ai.h"
#include "trp-biriba-player.h"
#include "trp-dabaifen-player.h"
#include "trp-marianna-player.h"
#include "trp-game-catalog.h"
#include "biriba/trp-biriba-view.h"
#include "dabaifen/trp-dabaifen-view.h"
#include "marianna/trp-marianna-view.h"

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

/* A game's computer player, found by the game's type: every rule set of
 * that engine shares it (TrpGameInfo says how far its search trusts it). */
typedef struct
{
  GType              (*get_type) (void);
  TrpPolicyFunc        policy;
  TrpExplainedChoice   choose;
  TrpRewardFunc        reward;
  /* Rollouts with the game's own fast rules of thumb instead of the
   * rule-based player: many more deals per decision, where the benchmark
   * shows the trade pays. */
  gboolean             guided_rollouts;
  /* 0 plays each rollout to the round's end. */
  guint                rollout_moves;
  TrpKeepRuleFunc      keep_rule;
} PolicyEntry;

static double
sigmoid (double x)
{
  return 1.0 / (1.0 + exp (-x));
}

/* A Da Bai Fen round scores only levels, and most rounds gain none. What
 * decides them is the opponents' total p (D-38): under 40 the declarers
 * go up, from 80 the opponents do, with 0 and 100 adding a level each
 * (D-40). Steps smoothed over about 10 points tell the search which of two
 * level-less playouts came closer to a threshold; the declarers' own card
 * points count for nothing. */
static double
dabaifen_reward (TrpGame *game,
                 int      seat)
{
  TrpDabaifenView view;
  guint team = trp_game_get_scoring_unit (game, seat);
  int totals[2], winner, p;
  double outcome, side;

  if (trp_game_round_totals (game, totals, 2, &winner) < 2)
    return 0.5;
  if (winner != TRP_MATCH_GOES_ON)
    return winner < 0 ? 0.5 : winner == (int) team ? 1.0 : 0.0;

  outcome = 0.5 + 0.25 * ((totals[team] > totals[1 - team]) - (totals[team] < totals[1 - team])) +
            0.0625 * CLAMP (totals[team] - totals[1 - team], -2, 2);

  trp_dabaifen_game_get_view (game, seat, &view);
  p = view.opponents_total;
  side = (sigmoid ((p - 37.5) / 8.0) + sigmoid ((p - 77.5) / 8.0) +
          0.5 * sigmoid ((p - 2.5) / 4.0) +
          0.5 * sigmoid ((p - 97.5) / 8.0)) / 3.0;
  if ((int) team == view.declarers)
    side = 1.0 - side;

  return 0.5 * outcome + 0.5 * side;
}

/* A Biriba rollout cut short scores the hand as it stands: the melds
 * made and the cards still held are most of a hand's score. */
static double
biriba_reward (TrpGame *game,
               int      seat)
{
  int totals[TRP_SEARCH_MAX_UNITS];
  guint n_units;

  if (trp_game_is_round_over (game))
    return trp_search_reward (game, seat);

  n_units = trp_biriba_game_score_standing (game, totals, G_N_ELEMENTS (totals));
  return trp_search_reward_for_totals (totals, n_units, trp_game_get_scoring_unit (game, seat),
                                       TRP_MATCH_GOES_ON);
}

/* the rules let players take the pile and throw a card back for
 * ever, drawing nothing from the stock and melding nothing. The rule-based
 * player takes a single card only to meld it, and once the stock is empty
 * takes the pile only to meld from it, so its moves bring the end closer.
 * The search finds a small gain in taking a card and throwing a worse one;
 * with every seat doing so, a hand of four Hard players went round for
 * ever. After two rounds of the table in a circle, Hard plays the
 * rule-based move. */
#define BIRIBA_IDLE_ROUNDS 2

static gboolean
biriba_keep_rule (TrpGame *game)
{
  TrpBiribaView view;

  trp_biriba_game_get_view (game, MAX (trp_game_get_current_seat (game), 0), &view);
  return view.idle_turns >= BIRIBA_IDLE_ROUNDS * view.n_seats;
}

/* Rule-based players register here, one per engine, and
 * trp-game-catalog.c tunes each rule set's search (search_overrule_z).
 *
 * The trick games search with guided rollouts: ten times the deals per
 * decision for the same strength or better (Hard vs Normal at 20 ms, 150
 * mirrored deals: Briscola 151 63 % of deals against 57 %, Mariaccio 78 %
 * against 67 %, Marianna and Cinquecento within the noise; Da Bai Fen 70 %
 * against 60 % over 100). Biriba's guided rollouts play by the rule-based
 * player's own scores, over ten times as fast as the player itself (from
 * the start of a hand, about 2,500 playouts in 200 ms against 190): at
 * 50 ms a move Hard won 39 of 40 mirrored deals against Normal, where it
 * won 77 of 100 with the rule-based player's rollouts, and at 10 ms 81 %
 * of 2,000.
 *
 * Biriba's rollouts stop after BIRIBA_ROLLOUT_MOVES moves, at the end of
 * that turn, and score the hand as it stands: from the start of a hand
 * that is about a third of the moves, and 2.5 times the deals in the same
 * time. Against the same search playing every rollout to the hand's end,
 * over 400 mirrored deals at 10 ms a move: 50 moves won 52.6 % [47.7,
 * 57.5], 60 moves (without the turn's end) 57.8 % [52.9, 62.5], 40 moves
 * only 41.5 % of 200 [34.9, 48.4]. Against Normal, Hard with the cut won
 * 88.7 % [87.2, 90.0] of 2,000 mirrored deals at 10 ms, where it won 81 %
 * with full rollouts. */
#define BIRIBA_ROLLOUT_MOVES 50

static const PolicyEntry policies[] = {
  { trp_biriba_game_get_type, trp_biriba_policy, trp_biriba_player_choose, biriba_reward, TRUE,
    BIRIBA_ROLLOUT_MOVES, biriba_keep_rule },
  { trp_dabaifen_game_get_type, trp_dabaifen_policy, trp_dabaifen_player_choose, dabaifen_reward, TRUE },
  { trp_marianna_game_get_type, trp_marianna_policy, trp_marianna_player_choose, NULL, TRUE },
};

/* Games outside the catalog (the tests' toy games) have no player and
 * play at random; a rule set of the catalog without one is a bug, which
 * test-game-registry catches before a person would meet computers
 * playing at random. */
static const PolicyEntry *
lookup (const char *game_id)
{
  const TrpGameInfo *info = trp_game_catalog_lookup (game_id);
  GType type;

  if (info == NULL || !trp_game_info_is_playable (info))
    return NULL;

  type = info->get_type ();
  for (guint i = 0; i < G_N_ELEMENTS (policies); i++)
    if (g_type_is_a (type, policies[i].get_type ()))
      return &policies[i];

  g_critical ("%s has no computer player", game_id);
  return NULL;
}

TrpPolicyFunc
trp_ai_lookup_policy (const char *game_id)
{
  const PolicyEntry *entry = lookup (game_id);

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
  const PolicyEntry *entry = lookup (game_id);
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

/* B-56, A-10: before the teams form, a hand is won by going down with
 * every card, which takes several turns of keeping the right cards. The
 * guided rollouts go down as the rule-based player does (the same
 * decomposition of the hand), most often within four turns of each seat
 * (about three moves a turn), but cut after BIRIBA_ROLLOUT_MOVES they
 * often stopped before anyone had, and the hand as it stands then values
 * a joker only as the points it costs in hand: the search shed jokers and
 * 2s (a 3-player hint advised just that). In the solo phase the rollouts
 * get those turns on top; not the hand's end, for the same reason as the
 * cut itself (more deals in the time, measured at 4 players). Whether
 * this beats rollouts to the hand's end in the solo phase is not
 * measured: 3 players, 400 mirrored deals at 20 ms, Hard won 65.5 %
 * [60.7, 70.0] with rollouts to the end (see docs/strength.md). */
#define BIRIBA_SOLO_MOVES_PER_SEAT 12

static void
biriba_params_for_position (TrpSearchParams *params,
                            TrpGame         *game)
{
  TrpBiribaView view;

  trp_biriba_game_get_view (game, MAX (trp_game_get_current_seat (game), 0), &view);
  if (view.solo_phase && params->rollout_moves > 0)
    params->rollout_moves += BIRIBA_SOLO_MOVES_PER_SEAT * trp_game_get_n_seats (game);
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
  g_return_if_fail (TRP_IS_GAME (game));

  trp_ai_search_params_init (params, trp_game_get_id (game));
  if (G_TYPE_CHECK_INSTANCE_TYPE (game, TRP_TYPE_BIRIBA_GAME))
    biriba_params_for_position (params, game);
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
  const PolicyEntry *entry;
  g_autoptr(TrpRng) rng = NULL;
  g_autoptr(TrpAction) own = NULL;
  g_autofree char *reason = NULL;

  g_return_val_if_fail (TRP_IS_GAME (game), NULL);
  g_return_val_if_fail (action != NULL, NULL);

  entry = lookup (trp_game_get_id (game));
  if (entry == NULL)
    return NULL;

  rng = trp_rng_new (seed);
  own = entry->choose (game, rng, &reason);
  if (own == NULL || !trp_action_equal (own, action))
    return NULL;

  return g_steal_pointer (&reason);
}

/**
 * trp_ai_hint:
 * @game: a game whose current seat is to move
 * @iterations: if not 0, the search's playouts instead of its time budget,
 *   so that tests get the same move everywhere
 * @cancellable: (nullable): to stop the search
 * @reason: (out) (optional) (nullable): why, when the rule-based player
 *   agrees with the move
 *
 * What the table's hint suggests: the Hard player's own search, seeing
 * only the seat to move's cards.
 *
 * Returns: (transfer full) (nullable): the suggested move
 */
TrpAction *
trp_ai_hint (TrpGame      *game,
             guint         iterations,
             GCancellable *cancellable,
             char        **reason)
{
  TrpSearchParams params;
  TrpAction *action;

  g_return_val_if_fail (TRP_IS_GAME (game), NULL);

  if (reason != NULL)
    *reason = NULL;
  trp_ai_search_params_init_for_game (&params, game);
  if (iterations > 0)
    params.iterations = iterations;
  action = trp_search_choose (game, &params, cancellable, NULL);
  if (action != NULL && reason != NULL)
    *reason = trp_ai_explain (game, action, 1);
  return action;
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
