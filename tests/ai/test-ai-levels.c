/* test-ai-levels.c: every level of computer player, in every game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a person relies on whatever the game: every move a computer player
 * returns is legal, it depends only on what its seat may see, a seed and an
 * iteration budget fix it, and the search keeps to its time and stops
 * when cancelled. TRAPOULA_SOAK_HANDS (set low under the sanitizers)
 * scales the number of decisions down.
 */

#include "config.h"

#include <string.h>

#include "trp-ai.h"
#include "trp-action-types.h"
#include "trp-computer-player.h"
#include "trp-game-catalog.h"
#include "trp-marianna-player.h"

/* The hard level's playouts in these tests: enough to exercise the racing
 * and the rule-based fallback, few enough to keep the suite fast. */
#define HARD_ITERATIONS 12

#define DECISIONS 10000

static TrpGame *
new_game (const char *game_id,
          guint64     seed)
{
  const TrpGameInfo *info = trp_game_catalog_lookup (game_id);
  g_autoptr(TrpRules) rules = NULL;
  g_autoptr(GError) error = NULL;
  TrpGame *game;

  g_assert_nonnull (info);
  rules = trp_rules_new (info->rules);
  game = trp_game_catalog_create_game (game_id, rules, info->default_players, &error);
  g_assert_no_error (error);
  g_assert_true (trp_game_deal_seeded (game, seed % info->default_players, NULL, seed, &error));
  g_assert_no_error (error);
  return game;
}

static guint
n_decisions (void)
{
  const char *env = g_getenv ("TRAPOULA_SOAK_HANDS");

  /* A soak hand is a few dozen decisions. */
  if (env != NULL && *env != '\0')
    return CLAMP (g_ascii_strtoull (env, NULL, 10) * 40, 200, DECISIONS);
  return DECISIONS;
}

static TrpAction *
choose_with (TrpGame    *game,
             TrpAiLevel  level,
             guint64     seed,
             guint       iterations)
{
  return trp_ai_choose_full (game, level, seed, 0, iterations, NULL, NULL);
}

static TrpAction *
choose (TrpGame    *game,
        TrpAiLevel  level,
        guint64     seed)
{
  return choose_with (game, level, seed, HARD_ITERATIONS);
}

static void
assert_legal (TrpGame         *game,
              const TrpAction *action,
              TrpAiLevel       level)
{
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (action);
  g_assert_cmpint (action->seat, ==, trp_game_get_current_seat (game));
  if (!trp_game_validate (game, action, &error))
    {
      g_autofree char *text = trp_action_to_string (action);

      g_error ("%s: the %s player chose %s in phase %s: %s", trp_game_get_id (game),
               trp_ai_level_to_string (level), text, trp_game_get_phase (game), error->message);
    }
}

/* Whole hands with every seat at @level: each choice must validate. */
static void
test_legal (gconstpointer data)
{
  const char *game_id = data;
  const TrpAiLevel levels[] = { TRP_AI_LEVEL_EASY, TRP_AI_LEVEL_NORMAL, TRP_AI_LEVEL_HARD };
  guint wanted = n_decisions ();
  gboolean slow = trp_game_catalog_lookup (game_id)->long_rounds;

  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    {
      g_autoptr(TrpRng) rng = trp_rng_new (17 + l);
      guint decisions = 0, hands = 0;
      gint64 start = g_get_monotonic_time ();

      while (decisions < wanted)
        {
          g_autoptr(TrpGame) game = new_game (game_id, trp_rng_next (rng) >> 11);

          for (guint moves = 0; !trp_game_is_round_over (game) && decisions < wanted; moves++)
            {
              /* A Biriba playout is a whole hand of rule-based turns, a
               * hundred times a trick game's: there one decision in ten
               * searches a little, and the others have too few playouts
               * to search, which still runs the search's fallback. */
              guint iterations = !slow ? HARD_ITERATIONS : decisions % 10 == 0 ? 8 : 1;
              g_autoptr(TrpAction) action = choose_with (game, levels[l], trp_rng_next (rng),
                                                         iterations);

              g_assert_cmpuint (moves, <, 100000);
              assert_legal (game, action, levels[l]);
              trp_game_apply (game, action);
              decisions++;
            }
          hands++;
        }
      g_test_message ("%s, %s: %u decisions in %u hands, %.1f s", game_id,
                      trp_ai_level_to_string (levels[l]), decisions, hands,
                      (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);
    }
}

/* Blindness (B-9, D-*, M-68): resampling every card the seat to move cannot
 * see, consistently with what it knows, never changes its choice for a
 * fixed seed, at any level; and the same seed and iterations give the
 * same move twice. */
static void
test_blind_and_reproducible (gconstpointer data)
{
  const char *game_id = data;
  g_autoptr(TrpRng) rng = trp_rng_new (99);
  /* One hand under the sanitizers, which set TRAPOULA_SOAK_HANDS. */
  guint n_hands = g_getenv ("TRAPOULA_SOAK_HANDS") != NULL ? 1 : 3;
  guint compared = 0;

  for (guint hand = 0; hand < n_hands; hand++)
    {
      g_autoptr(TrpGame) game = new_game (game_id, 1000 + hand);

      for (guint moves = 0; !trp_game_is_round_over (game); moves++)
        {
          g_autoptr(TrpAction) next = NULL;
          int seat = trp_game_get_current_seat (game);

          if (moves % 3 == 0)
            {
              g_autoptr(TrpGame) twin = trp_game_determinize (game, seat, rng);
              guint64 seed = trp_rng_next (rng);

              for (TrpAiLevel level = TRP_AI_LEVEL_EASY; level <= TRP_AI_LEVEL_HARD; level++)
                {
                  g_autoptr(TrpAction) mine = choose (game, level, seed);
                  g_autoptr(TrpAction) again = choose (game, level, seed);
                  g_autoptr(TrpAction) theirs = choose (twin, level, seed);

                  g_assert_true (trp_action_equal (mine, again));
                  if (!trp_action_equal (mine, theirs))
                    {
                      g_autofree char *a = trp_action_to_string (mine);
                      g_autofree char *b = trp_action_to_string (theirs);

                      g_error ("%s, %s, seat %d: %s, but %s once the hidden cards moved",
                               game_id, trp_ai_level_to_string (level), seat, a, b);
                    }
                  compared++;
                }
            }

          next = choose (game, TRP_AI_LEVEL_NORMAL, trp_rng_next (rng));
          trp_game_apply (game, next);
        }
    }

  g_test_message ("%s: %u choices compared", game_id, compared);
  g_assert_cmpuint (compared, >, 10 * n_hands);
}

/* A position with a choice, some way into a hand. */
static TrpGame *
position_with_choice (const char *game_id)
{
  g_autoptr(TrpRng) rng = trp_rng_new (5);
  TrpGame *game = new_game (game_id, 77);

  for (guint moves = 0; ; moves++)
    {
      g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);
      g_autoptr(TrpAction) next = NULL;

      g_assert_false (trp_game_is_round_over (game));
      if (legal->len > 1 && moves >= 6)
        return game;
      next = choose (game, TRP_AI_LEVEL_NORMAL, trp_rng_next (rng));
      trp_game_apply (game, next);
    }
}

/* The search stops at its time budget, give or take the playout under
 * way: the slack is a few playouts' time (at least 400 ms), so a loaded
 * machine or the sanitizers, where one playout can take longer than the
 * budget, do not fail it, while a search that ignored the budget and went
 * on for many playouts would. */
static void
test_budget (gconstpointer data)
{
  g_autoptr(TrpGame) game = position_with_choice (data);
  g_autoptr(TrpAction) action = NULL;
  TrpSearchParams params;
  TrpSearchStats stats;
  gint64 start, elapsed, per_playout;

  trp_search_params_init (&params);
  params.time_budget_us = 40 * 1000;
  params.rollout_policy = trp_ai_lookup_policy (data);
  start = g_get_monotonic_time ();
  action = trp_search_choose (game, &params, NULL, &stats);
  elapsed = g_get_monotonic_time () - start;
  g_assert_cmpint (stats.iterations, >, 0);
  per_playout = elapsed / (gint64) stats.iterations;
  g_assert_cmpint (elapsed, <, params.time_budget_us + MAX (400 * 1000, 3 * per_playout));
  assert_legal (game, action, TRP_AI_LEVEL_HARD);
}

static gboolean
cancel_cb (gpointer user_data)
{
  g_cancellable_cancel (user_data);
  return G_SOURCE_REMOVE;
}

static void
chosen_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  gboolean *done = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TrpAction) action = trp_search_choose_finish (result, &error);

  /* A cancelled task reports that it was, whatever the search found. */
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (action);
  *done = TRUE;
}

/* Cancelling an hour's thinking ends it at once; called directly, the
 * search then returns its best legal move so far. */
static void
test_cancel (gconstpointer data)
{
  g_autoptr(TrpGame) game = position_with_choice (data);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GCancellable) cancelled = g_cancellable_new ();
  g_autoptr(TrpAction) chosen = NULL;
  gboolean done = FALSE;
  TrpSearchParams params;
  gint64 start;

  trp_search_params_init (&params);
  params.time_budget_us = (gint64) G_USEC_PER_SEC * 3600;
  params.rollout_policy = trp_ai_lookup_policy (data);

  start = g_get_monotonic_time ();
  trp_search_choose_async (game, &params, cancellable, chosen_cb, &done);
  g_timeout_add (30, cancel_cb, cancellable);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  /* An hour's budget: only the cancellation can end it this soon. */
  g_assert_cmpint (g_get_monotonic_time () - start, <, 10 * G_USEC_PER_SEC);

  g_cancellable_cancel (cancelled);
  chosen = trp_search_choose (game, &params, cancelled, NULL);
  assert_legal (game, chosen, TRP_AI_LEVEL_HARD);
}

/* M-65: a claim is judged on the claimant's total, which is public, so the
 * hard player must never claim wrongly, even when a wrong claim would end
 * the hand while it leads on points (a lost match all the same). */
static void
test_mariaccio_claims (void)
{
  g_autoptr(TrpRng) rng = trp_rng_new (65);
  guint claims = 0;

  for (guint hand = 0; hand < 12; hand++)
    {
      g_autoptr(TrpGame) game = new_game ("mariaccio", trp_rng_next (rng) >> 11);
      g_autoptr(TrpRoundResult) result = NULL;
      g_autoptr(JsonNode) near = json_from_string ("{\"totals\": [185, 180]}", NULL);
      JsonObject *carry;
      int claimant = -1;

      /* Every other hand starts near the target of 200, where claims are
       * right as soon as a trick brings 15 or 20 points. */
      if (hand % 2 == 1)
        g_assert_true (trp_game_deal_seeded (game, hand % 2, json_node_get_object (near),
                                             trp_rng_next (rng) >> 11, NULL));

      while (!trp_game_is_round_over (game))
        {
          int seat = trp_game_get_current_seat (game);
          TrpAiLevel level = seat == 0 ? TRP_AI_LEVEL_HARD : TRP_AI_LEVEL_NORMAL;
          g_autoptr(TrpAction) action = choose_with (game, level, trp_rng_next (rng), 40);

          assert_legal (game, action, level);
          if (g_str_equal (action->type, "claim"))
            claimant = seat;
          trp_game_apply (game, action);
        }

      result = trp_game_round_result (game);
      carry = trp_round_result_get_carry (result);
      if (claimant >= 0)
        {
          claims++;
          g_assert_true (json_object_get_boolean_member (carry, TRP_CARRY_MATCH_OVER));
          g_assert_cmpint (json_object_get_int_member (carry, TRP_CARRY_WINNER), ==, claimant);
        }
    }
  g_test_message ("%u right claims in 12 hands", claims);
  g_assert_cmpuint (claims, >=, 3);
}

/* #34: every hint says why, also where the search overrules the
 * rule-based player: the positions of whole hands played by Normal
 * players, a hint at each decision with a choice (up to 60), each with a
 * reason; at 300 playouts some hints differ from the rule-based move, and
 * those name what the search found. */
static void
test_hint_reasons (gconstpointer data)
{
  const char *game_id = data;
  g_autoptr(TrpRng) rng = trp_rng_new (34);
  const TrpGameInfo *info = trp_game_catalog_lookup (game_id);
  gboolean has_contrast = info->player != NULL && info->player->contrast != NULL;
  guint hints = 0, searched = 0, contrasted = 0;

  for (guint hand = 0; hand < 20 && hints < 60; hand++)
    {
      g_autoptr(TrpGame) game = new_game (game_id, 340 + hand);

      while (!trp_game_is_round_over (game) && hints < 60)
        {
          g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);
          g_autoptr(TrpAction) next = NULL;

          if (legal->len > 1 && trp_rng_uniform (rng, 4) == 0)
            {
              g_autofree char *reason = NULL;
              g_autofree char *own = NULL;
              g_autoptr(TrpAction) hint = trp_ai_hint_full (game, 0, 300, NULL, &reason);

              assert_legal (game, hint, TRP_AI_LEVEL_HARD);
              g_assert_nonnull (reason);
              g_assert_cmpuint (strlen (reason), >, 10);
              own = trp_ai_explain (game, hint, 0);
              searched += own == NULL;
              hints++;
              /* Where the game says what its move does that the usual one
               * does not, a discard for another says it, with the share of
               * the deals. */
              if (own == NULL)
                {
                  g_autofree char *text = trp_action_to_string (hint);

                  g_test_message ("%s overrules: %s, %s", game_id, text, reason);
                }
              if (own == NULL && has_contrast)
                {
                  g_autoptr(TrpAction) usual = choose (game, TRP_AI_LEVEL_NORMAL, 0);
                  g_autofree char *contrast = info->player->contrast (game, hint, usual);

                  if (g_str_equal (hint->type, TRP_ACTION_DISCARD) && g_str_equal (usual->type, TRP_ACTION_DISCARD))
                    {
                      g_assert_false (g_str_has_prefix (reason, "Beats the usual play"));
                      g_assert_nonnull (strstr (reason, "%"));
                    }
                  /* The game's own sentence leads the reason, and has
                   * its number. */
                  if (contrast != NULL)
                    {
                      g_assert_true (g_str_has_prefix (reason, contrast));
                      g_assert_true (strpbrk (contrast, "0123456789") != NULL);
                      contrasted++;
                    }
                }
            }
          next = choose (game, TRP_AI_LEVEL_NORMAL, trp_rng_next (rng));
          trp_game_apply (game, next);
        }
    }
  g_test_message ("%s: %u hints, %u of them overruling the rule-based move, %u said why in the game's terms",
                  game_id, hints, searched, contrasted);
  g_assert_cmpuint (hints, >=, 30);
  /* #34: where the search overrules, the game says why in its own terms
   * at least once (Biriba's discards, the trick games' cards). */
  if (has_contrast && searched > 0)
    g_assert_cmpuint (contrasted, >, 0);
  /* The Marianna family says why in its own terms every time: a card for
   * another, a declaration made or held back (M-5, M-12, M-18, M-19). */
  if (info->player == &trp_marianna_computer_player)
    g_assert_cmpuint (contrasted, ==, searched);
}

int
main (int    argc,
      char **argv)
{
  const TrpGameInfo *games;
  guint n_games;
  const char *only;

  g_test_init (&argc, &argv, NULL);
  /* The build runs one rule set a test (tests/list-rule-sets.py gives
   * them); by hand, every rule set of the catalog. */
  only = argc > 1 ? argv[1] : NULL;

  games = trp_game_catalog_get_all (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      const char *id = games[i].id;
      g_autofree char *legal = g_strdup_printf ("/ai/%s/legal", id);
      g_autofree char *blind = g_strdup_printf ("/ai/%s/blind-and-reproducible", id);
      g_autofree char *budget = g_strdup_printf ("/ai/%s/budget", id);
      g_autofree char *cancel = g_strdup_printf ("/ai/%s/cancel", id);
      g_autofree char *reasons = g_strdup_printf ("/ai/%s/every-hint-says-why", id);

      if (!trp_game_info_is_playable (&games[i]) || (only != NULL && g_strcmp0 (only, id) != 0))
        continue;

      g_test_add_data_func (legal, id, test_legal);
      g_test_add_data_func (blind, id, test_blind_and_reproducible);
      g_test_add_data_func (budget, id, test_budget);
      g_test_add_data_func (cancel, id, test_cancel);
      g_test_add_data_func (reasons, id, test_hint_reasons);
    }
  if (only == NULL || g_strcmp0 (only, "mariaccio") == 0)
    g_test_add_func ("/ai/mariaccio/M-65/hard-never-claims-wrongly", test_mariaccio_claims);

  return g_test_run ();
}
