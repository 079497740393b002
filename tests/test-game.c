/* test-game.c: the TrpGame contract, on a tiny game made for the test
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "toy-game.h"

static TrpGame *
new_toy (int bonus)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&toy_descriptor);

  g_assert_true (trp_rules_set_int (rules, "bonus", bonus, NULL));
  return g_object_new (TOY_TYPE_GAME, "rules", rules, "n-seats", 2, NULL);
}

static TrpGame *
new_explicit_toy (void)
{
  TrpGame *game = new_toy (5);
  g_autoptr(JsonNode) deal = json_from_string ("{\"hands\": [[\"AS\", \"2S\", \"3S\"], [\"KH\", \"QH\", \"JH\"]]}", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (trp_game_deal_explicit (game, 0, NULL, json_node_get_object (deal), &error));
  g_assert_no_error (error);
  return game;
}

static TrpAction *
play (int         seat,
      const char *code)
{
  TrpCard card;

  g_assert_true (trp_card_from_code (code, &card, NULL));
  return trp_action_new_with_cards ("play", seat, &card, 1);
}

static void
count_cb (TrpGame  *game,
          guint    *count)
{
  (*count)++;
}

static void
round_finished_cb (TrpGame        *game,
                   TrpRoundResult *result,
                   int            *total)
{
  *total = trp_round_result_get_total (result, 1);
}

static void
test_game_refusal_names_rule_and_changes_nothing (void)
{
  g_autoptr(TrpGame) game = new_explicit_toy ();
  g_autoptr(JsonNode) before = trp_game_observation (game, 0);
  g_autoptr(JsonNode) after = NULL;
  g_autoptr(TrpAction) wrong_seat = play (0, "AS");
  g_autoptr(TrpAction) not_held = play (1, "AS");
  g_autoptr(TrpAction) no_such_seat = play (5, "AS");
  g_autoptr(GError) error = NULL;
  g_autofree char *rule = NULL;

  /* Seat 1, right of dealer 0, leads. */
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 1);

  g_assert_false (trp_game_perform (game, wrong_seat, &error));
  g_assert_error (error, TRP_RULE_ERROR, TRP_RULE_ERROR_NOT_YOUR_TURN);
  rule = trp_rule_error_get_rule_id (error);
  g_assert_cmpstr (rule, ==, "T-1");
  g_assert_true (g_str_has_prefix (error->message, "Wait for your turn"));
  g_clear_error (&error);
  g_clear_pointer (&rule, g_free);

  g_assert_false (trp_game_perform (game, not_held, &error));
  g_assert_error (error, TRP_RULE_ERROR, TRP_RULE_ERROR_ILLEGAL);
  rule = trp_rule_error_get_rule_id (error);
  g_assert_cmpstr (rule, ==, "T-2");
  g_clear_error (&error);

  g_assert_false (trp_game_perform (game, no_such_seat, &error));
  g_assert_error (error, TRP_RULE_ERROR, TRP_RULE_ERROR_NOT_YOUR_TURN);

  after = trp_game_observation (game, 0);
  g_assert_true (json_node_equal (before, after));
}

/* A right-to-left message keeps the rule's ID in an isolate; the ID is
 * read all the same (the table's Persian round tests rely on it). */
static void
test_game_rule_id_isolated (void)
{
  g_autoptr(GError) error = g_error_new_literal (TRP_RULE_ERROR, TRP_RULE_ERROR_ILLEGAL,
                                                 "\u0646\u0648\u0628\u062a \u2068[M-10]\u2069");
  g_autoptr(GError) plain = g_error_new_literal (TRP_RULE_ERROR, TRP_RULE_ERROR_ILLEGAL,
                                                 "You have already drawn [B-21]");
  g_autoptr(GError) none = g_error_new_literal (TRP_RULE_ERROR, TRP_RULE_ERROR_ILLEGAL,
                                                "No rule here \u2069");
  g_autofree char *isolated_id = trp_rule_error_get_rule_id (error);
  g_autofree char *plain_id = trp_rule_error_get_rule_id (plain);
  g_autofree char *no_id = trp_rule_error_get_rule_id (none);

  g_assert_cmpstr (isolated_id, ==, "M-10");
  g_assert_cmpstr (plain_id, ==, "B-21");
  g_assert_null (no_id);
}

static void
test_game_round_and_signals (void)
{
  g_autoptr(TrpGame) game = new_explicit_toy ();
  static const char *moves[] = { "KH", "AS", "QH", "2S", "JH", "3S" };
  guint changed = 0;
  int seat1_total = -1;
  g_autoptr(TrpRoundResult) result = NULL;

  g_signal_connect (game, "changed", G_CALLBACK (count_cb), &changed);
  g_signal_connect (game, "round-finished", G_CALLBACK (round_finished_cb), &seat1_total);

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      g_autoptr(TrpAction) action = play (trp_game_get_current_seat (game), moves[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);
      gboolean listed = FALSE;

      for (guint k = 0; k < legal->len; k++)
        listed |= trp_action_equal (g_ptr_array_index (legal, k), action);
      g_assert_true (listed);

      g_assert_false (trp_game_is_round_over (game));
      g_assert_true (trp_game_perform (game, action, &error));
      g_assert_no_error (error);
    }

  g_assert_cmpuint (changed, ==, G_N_ELEMENTS (moves));
  g_assert_true (trp_game_is_round_over (game));
  g_assert_cmpint (trp_game_get_current_seat (game), ==, -1);
  /* K + Q + J = 13 + 12 + 11. */
  g_assert_cmpint (seat1_total, ==, 36);

  result = trp_game_round_result (game);
  g_assert_cmpint (trp_round_result_get_total (result, 0), ==, 1 + 2 + 3 + 5);
  g_assert_cmpuint (trp_round_result_get_n_lines (result), ==, 7);
  g_assert_cmpstr (trp_round_result_get_line (result, 6)->rule_id, ==, "T-3");
}

static void
test_game_clone_is_independent (void)
{
  g_autoptr(TrpGame) game = new_explicit_toy ();
  g_autoptr(TrpGame) copy = trp_game_clone (game);
  g_autoptr(TrpAction) action = play (1, "KH");
  g_autoptr(JsonNode) before = trp_game_observation (game, 1);
  g_autoptr(JsonNode) after = NULL;

  g_assert_true (trp_game_perform (copy, action, NULL));
  after = trp_game_observation (game, 1);
  g_assert_true (json_node_equal (before, after));
  g_assert_true (trp_game_get_rules (copy) == trp_game_get_rules (game));
  g_assert_cmpstr (trp_game_get_id (copy), ==, "toy");
}

static void
test_game_determinize_keeps_observation (void)
{
  g_autoptr(TrpGame) game = new_explicit_toy ();
  g_autoptr(TrpAction) action = play (1, "KH");
  g_autoptr(TrpRng) rng = trp_rng_new (5);
  gboolean hidden_changed = FALSE;

  g_assert_true (trp_game_perform (game, action, NULL));

  for (guint i = 0; i < 20; i++)
    {
      g_autoptr(TrpGame) sample = trp_game_determinize (game, 0, rng);
      g_autoptr(JsonNode) mine = trp_game_observation (game, 0);
      g_autoptr(JsonNode) theirs = trp_game_observation (sample, 0);
      g_autoptr(JsonNode) real_other = trp_game_observation (game, 1);
      g_autoptr(JsonNode) sampled_other = trp_game_observation (sample, 1);

      g_assert_true (json_node_equal (mine, theirs));
      hidden_changed |= !json_node_equal (real_other, sampled_other);
    }

  g_assert_true (hidden_changed);
}

/* The generic random playout plays legal moves only, and its log replays
 * to the same state. */
static void
test_game_playout_random_replays (void)
{
  g_autoptr(TrpGame) game = new_explicit_toy ();
  g_autoptr(TrpGame) replay = trp_game_clone (game);
  g_autoptr(GPtrArray) log = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_action_free);
  g_autoptr(TrpRng) rng = trp_rng_new (9);
  g_autoptr(JsonNode) played = NULL;
  g_autoptr(JsonNode) replayed = NULL;
  guint moves;

  moves = trp_game_playout_random (game, rng, 1, log);
  g_assert_cmpuint (moves, ==, 1);
  g_assert_false (trp_game_is_round_over (game));
  moves += trp_game_playout_random (game, rng, G_MAXUINT, log);
  g_assert_cmpuint (moves, ==, 6);
  g_assert_cmpuint (log->len, ==, moves);
  g_assert_true (trp_game_is_round_over (game));

  for (guint i = 0; i < log->len; i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (trp_game_perform (replay, g_ptr_array_index (log, i), &error));
      g_assert_no_error (error);
    }

  played = trp_game_observation (game, 0);
  replayed = trp_game_observation (replay, 0);
  g_assert_true (json_node_equal (played, replayed));
}

static void
test_game_seeded_deal_is_reproducible (void)
{
  g_autoptr(TrpGame) a = new_toy (0);
  g_autoptr(TrpGame) b = new_toy (0);
  g_autoptr(JsonNode) obs_a = NULL;
  g_autoptr(JsonNode) obs_b = NULL;

  g_assert_true (trp_game_deal_seeded (a, 1, NULL, 77, NULL));
  g_assert_true (trp_game_deal_seeded (b, 1, NULL, 77, NULL));
  g_assert_cmpuint (trp_game_get_dealer (a), ==, 1);
  obs_a = trp_game_observation (a, 0);
  obs_b = trp_game_observation (b, 0);
  g_assert_true (json_node_equal (obs_a, obs_b));
}

static void
test_game_rules_are_frozen_copies (void)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&toy_descriptor);
  g_autoptr(TrpGame) game = g_object_new (TOY_TYPE_GAME, "rules", rules, "n-seats", 2, NULL);

  g_assert_true (trp_rules_set_int (rules, "bonus", 9, NULL));
  g_assert_cmpint (trp_rules_get_int (trp_game_get_rules (game), "bonus"), ==, 0);
  g_assert_true (trp_rules_is_frozen (trp_game_get_rules (game)));
}

static void
test_game_nothing_before_deal (void)
{
  g_autoptr(TrpGame) game = new_toy (0);
  g_autoptr(TrpAction) action = play (1, "AS");
  g_autoptr(GError) error = NULL;

  g_assert_false (trp_game_validate (game, action, &error));
  g_assert_error (error, TRP_RULE_ERROR, TRP_RULE_ERROR_WRONG_PHASE);
}

static void
test_game_seat_names (void)
{
  g_autoptr(TrpGame) game = new_explicit_toy ();
  g_autoptr(TrpGame) copy = NULL;
  const char *names[] = { "Anna", "Νίκος", NULL };
  g_autofree char *unnamed = trp_game_dup_seat_name (game, 1);
  g_autofree char *named = NULL;

  g_assert_cmpstr (unnamed, ==, "Player 2");
  trp_game_set_seat_names (game, names);
  named = trp_game_dup_seat_name (game, 1);
  g_assert_cmpstr (named, ==, "Νίκος");

  copy = trp_game_clone (game);
  g_clear_pointer (&named, g_free);
  named = trp_game_dup_seat_name (copy, 0);
  g_assert_cmpstr (named, ==, "Anna");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game/refusal-names-rule-and-changes-nothing", test_game_refusal_names_rule_and_changes_nothing);
  g_test_add_func ("/game/rule-id-isolated", test_game_rule_id_isolated);
  g_test_add_func ("/game/round-and-signals", test_game_round_and_signals);
  g_test_add_func ("/game/clone-is-independent", test_game_clone_is_independent);
  g_test_add_func ("/game/determinize-keeps-observation", test_game_determinize_keeps_observation);
  g_test_add_func ("/game/playout-random-replays", test_game_playout_random_replays);
  g_test_add_func ("/game/seeded-deal-is-reproducible", test_game_seeded_deal_is_reproducible);
  g_test_add_func ("/game/rules-are-frozen-copies", test_game_rules_are_frozen_copies);
  g_test_add_func ("/game/nothing-before-deal", test_game_nothing_before_deal);
  g_test_add_func ("/game/seat-names", test_game_seat_names);

  return g_test_run ();
}
