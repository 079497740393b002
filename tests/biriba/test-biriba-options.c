/* test-biriba-options.c: the options of rules/biriba.md §6 and the presets
 * of §6.4 that the rule and example tests do not already cover
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "biriba-test-util.h"

#define ILLEGAL TRP_RULE_ERROR_ILLEGAL

static TrpGame *
preset_game (const char *preset)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&trp_biriba_rules_descriptor);

  g_assert_true (trp_rules_apply_preset (rules, preset, NULL));
  return trp_biriba_game_new (rules);
}

static void
test_presets (void)
{
  g_autoptr(TrpGame) greek = preset_game ("greek_2005");
  g_autoptr(TrpGame) kouridakis = preset_game ("kouridakis");
  g_autoptr(TrpGame) solo = preset_game ("solo_restricted");
  g_autoptr(TrpGame) standard = preset_game ("standard");
  BirState *s;

  s = &TRP_BIRIBA_GAME (greek)->s;
  g_assert_true (s->meld_rules.runs_only);
  g_assert_cmpint (s->opt.pickup, ==, TRP_BIRIBA_PILE_PICKUP_RESTRICTION_MUST_MELD_FROM_PILE);
  g_assert_true (s->opt.end_when_empty);
  g_assert_cmpint (s->opt.target, ==, 2005);
  g_assert_true (s->opt.at_least);
  g_assert_cmpuint (s->n_seats, ==, 4);

  s = &TRP_BIRIBA_GAME (kouridakis)->s;
  g_assert_true (s->meld_rules.runs_only);
  g_assert_cmpint (s->opt.pickup, ==, TRP_BIRIBA_PILE_PICKUP_RESTRICTION_CAN_ADD_OR_FORM_NEW);
  g_assert_cmpint (s->opt.bonus[8], ==, 1000);
  g_assert_cmpint (s->opt.bonus[9], ==, 500);

  s = &TRP_BIRIBA_GAME (solo)->s;
  g_assert_cmpint (s->opt.pickup, ==, TRP_BIRIBA_PILE_PICKUP_RESTRICTION_CAN_ADD_TO_EXISTING);

  s = &TRP_BIRIBA_GAME (standard)->s;
  g_assert_cmpint (s->opt.bonus[8], ==, 2000);
  g_assert_cmpint (s->opt.going_out_bonus, ==, 100);
  g_assert_cmpint (s->opt.biribaki_penalty, ==, 100);
  g_assert_false (s->meld_rules.runs_only);
  g_assert_true (s->meld_rules.ace_high_in_runs);
  g_assert_cmpuint (trp_game_get_n_scoring_units (standard), ==, 2);
}

static void
test_runs_only (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"runs_only\": true}");

  bt_deal (game, 0, "{\"hands\": [[], [\"QC\",\"QD\",\"QH\",\"3S\",\"4S\",\"5S\"]]}");
  bt_do (game, 1, "draw_stock", -1, NULL);
  /* B-15 */
  bt_refuse (game, 1, "new_meld", -1, "QC QD QH", ILLEGAL, "B-15");
  bt_do (game, 1, "new_meld", -1, "3S 4S 5S");
}

static void
test_sets_of_twos (void)
{
  g_autoptr(TrpGame) off = bt_new_game (NULL);
  g_autoptr(TrpGame) on = bt_new_game ("{\"allow_sets_of_twos\": true}");
  const char *deal = "{\"hands\": [[], [\"2C\",\"2D\",\"2H\",\"JK\"]]}";

  bt_deal (off, 0, deal);
  bt_do (off, 1, "draw_stock", -1, NULL);
  bt_refuse (off, 1, "new_meld", -1, "2C 2D 2H", ILLEGAL, "B-16");

  /* with the option the 2s are natural, and a joker may join. */
  bt_deal (on, 0, deal);
  bt_do (on, 1, "draw_stock", -1, NULL);
  bt_do (on, 1, "new_meld", -1, "2C 2D 2H");
  bt_do (on, 1, "add_to_meld", 0, "JK");
}

static void
test_ace_high (void)
{
  g_autoptr(TrpGame) off = bt_new_game ("{\"ace_high_in_runs\": false}");

  bt_deal (off, 0, "{\"hands\": [[], [\"QC\",\"KC\",\"AC\"]]}");
  bt_do (off, 1, "draw_stock", -1, NULL);
  /* B-14 (4), A-4 */
  bt_refuse (off, 1, "new_meld", -1, "QC KC AC", ILLEGAL, "B-14");
}

static void
test_biribaki_without_biriba (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"biribaki_without_biriba\": true}");

  g_assert_true (trp_game_deal_seeded (game, 3, NULL, 5, NULL));
  bt_position (game, "{\"current\": 0, \"phase\": \"meld\","
                     " \"hands\": [[\"3S\", \"4S\", \"5S\"], [], [], []]}");
  /* B-19: the side may take its packet without a biriba... */
  bt_do (game, 0, "new_meld", -1, "3S 4S 5S");
  bt_do (game, 0, "take_biribaki", -1, NULL);
  g_assert_true (TRP_BIRIBA_GAME (game)->s.sides[0].took);
  /* ...but keeps two cards until it has one. */
  g_assert_cmpuint (TRP_BIRIBA_GAME (game)->s.hand_len[0], ==, 11);
}

static void
test_bonus_and_penalty_values (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"going_out_bonus\": 250, \"biribaki_not_taken_penalty\": 300}");
  g_autoptr(TrpRoundResult) result = NULL;

  g_assert_true (trp_game_deal_seeded (game, 0, NULL, 1, NULL));
  bt_position (game,
    "{\"kozi\": \"H\", \"end\": \"out\", \"went_out\": 0,"
    " \"melds\": [{\"side\": 0, \"cards\": [\"3S\",\"4S\",\"5S\",\"6S\",\"7S\",\"8S\",\"9S\"]}],"
    " \"sides\": [{\"took\": true, \"taker\": 0}, {\"took\": false}],"
    " \"hands\": [[], [], [], []]}");
  result = trp_game_round_result (game);
  /* B-42, B-43 */
  g_assert_cmpint (trp_round_result_get_total (result, 0), ==, 45 + 200 + 250);
  g_assert_cmpint (trp_round_result_get_total (result, 1), ==, -300);
}

static void
test_round_result_while_playing (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);

  g_assert_true (trp_game_deal_seeded (game, 0, NULL, 1, NULL));
  g_assert_null (trp_game_round_result (game));
}

static void
test_describe (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);
  g_autoptr(TrpAction) action = bt_action (1, "discard", -1, "7H");
  g_autofree char *text = NULL;

  g_assert_true (trp_game_deal_seeded (game, 0, NULL, 1, NULL));
  text = trp_game_describe_action (game, action);
  g_assert_cmpstr (text, ==, "Player 2 discards the Seven of Hearts");
}

static void
test_can_use_card (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);
  TrpBiribaGame *self;

  g_assert_true (trp_game_deal_seeded (game, 3, NULL, 5, NULL));
  bt_position (game, "{\"current\": 0, \"phase\": \"meld\","
                     " \"melds\": [{\"side\": 0, \"cards\": [\"3S\",\"4S\",\"5S\"]}],"
                     " \"hands\": [[\"QH\", \"QD\", \"9C\"], [], [], []]}");
  self = TRP_BIRIBA_GAME (game);
  g_assert_true (trp_biriba_game_can_use_card (self, 0, TRP_CARD (TRP_SUIT_SPADES, 6)));
  g_assert_true (trp_biriba_game_can_use_card (self, 0, TRP_CARD (TRP_SUIT_CLUBS, TRP_RANK_QUEEN)));
  g_assert_true (trp_biriba_game_can_use_card (self, 0, TRP_CARD_JOKER));
  g_assert_false (trp_biriba_game_can_use_card (self, 0, TRP_CARD (TRP_SUIT_HEARTS, 5)));
  /* Seat 1 is on the other side: the spade run is not its meld. */
  g_assert_false (trp_biriba_game_can_use_card (self, 1, TRP_CARD (TRP_SUIT_SPADES, 6)));
  g_assert_true (trp_biriba_game_can_add_card (self, 0, TRP_CARD (TRP_SUIT_SPADES, 2)));
}

static void
test_catalog_seats (void)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&trp_biriba_rules_descriptor);
  g_autoptr(TrpGame) game = g_object_new (TRP_TYPE_BIRIBA_GAME, "rules", rules, "n-seats", 6, NULL);

  /* B-51: six seats are three teams, whatever player_count says. */
  g_assert_cmpuint (trp_game_get_n_scoring_units (game), ==, 3);
  g_assert_true (trp_game_deal_seeded (game, 0, NULL, 1, NULL));
  g_assert_cmpuint (trp_game_get_scoring_unit (game, 4), ==, 1);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/biriba/presets", test_presets);
  g_test_add_func ("/biriba/B-15/runs-only", test_runs_only);
  g_test_add_func ("/biriba/A-19/sets-of-twos", test_sets_of_twos);
  g_test_add_func ("/biriba/A-4/ace-high-off", test_ace_high);
  g_test_add_func ("/biriba/B-19/biribaki-without-biriba", test_biribaki_without_biriba);
  g_test_add_func ("/biriba/B-42/bonus-and-penalty-values", test_bonus_and_penalty_values);
  g_test_add_func ("/biriba/B-33/no-result-while-playing", test_round_result_while_playing);
  g_test_add_func ("/biriba/describe-action", test_describe);
  g_test_add_func ("/biriba/B-51/catalog-seats", test_catalog_seats);
  g_test_add_func ("/biriba/B-61/can-use-card", test_can_use_card);

  return g_test_run ();
}
