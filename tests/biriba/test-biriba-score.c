/* test-biriba-score.c: the worked examples of rules/biriba.md §7 (EX-1 to
 * EX-10) and the scoring rules B-40 to B-47, B-57, B-60, B-65, B-66
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The examples are end-of-hand states that play cannot reach (§7 preface),
 * so they are loaded as positions over a seeded deal and scored.
 */

#include "config.h"

#include "biriba-test-util.h"

static TrpRoundResult *
score (const char *rules_json,
       guint       dealer,
       const char *position)
{
  g_autoptr(TrpGame) game = bt_new_game (rules_json);

  g_assert_true (trp_game_deal_seeded (game, dealer, NULL, 1, NULL));
  bt_position (game, position);
  g_assert_true (trp_game_is_round_over (game));
  return trp_game_round_result (game);
}

static void
assert_totals (TrpRoundResult *result,
               int             a,
               int             b)
{
  g_assert_cmpint (trp_round_result_get_total (result, 0), ==, a);
  g_assert_cmpint (trp_round_result_get_total (result, 1), ==, b);
}

#define EX1 \
  "{\"kozi\": \"H\", \"end\": \"out\", \"went_out\": 0," \
  " \"melds\": [{\"side\": 0, \"cards\": [\"3S\",\"4S\",\"5S\",\"6S\",\"7S\",\"8S\",\"9S\"]}," \
  "             {\"side\": 0, \"cards\": [\"QC\",\"QD\",\"QH\"]}," \
  "             {\"side\": 1, \"cards\": [\"9H\",\"10H\",\"JH\",\"QH\",\"JK\"]}," \
  "             {\"side\": 1, \"cards\": [\"7S\",\"7D\",\"2C\"]}]," \
  " \"sides\": [{\"took\": true, \"taker\": 0}, {\"took\": false}]," \
  " \"hands\": [[], [\"AS\",\"8D\",\"JK\"], [\"KD\",\"4C\"], [\"3H\",\"4H\"]]}"

/* The hand lines name the seat: the player's name when the seats have
 * names, “Player n” otherwise.
 */
static gboolean
has_label (TrpRoundResult *result,
           guint           unit,
           int             points,
           const char     *label)
{
  for (guint i = 0; i < trp_round_result_get_n_lines (result); i++)
    {
      const TrpScoreLine *line = trp_round_result_get_line (result, i);

      if (line->unit == unit && line->points == points &&
          g_strcmp0 (line->label, label) == 0)
        return TRUE;
    }
  return FALSE;
}

static void
test_seat_names (void)
{
  const char *names[] = { "Anna", "Babis", "Chrysa", "Dimos", NULL };
  g_autoptr(TrpGame) game = bt_new_game (NULL);
  g_autoptr(TrpRoundResult) unnamed = NULL;
  g_autoptr(TrpRoundResult) named = NULL;

  g_assert_true (trp_game_deal_seeded (game, 3, NULL, 1, NULL));
  bt_position (game, EX1);
  unnamed = trp_game_round_result (game);
  g_assert_true (has_label (unnamed, 1, -45, "Cards left in the hand of Player 2"));
  g_assert_true (has_label (unnamed, 1, -10, "Cards left in the hand of Player 4"));

  trp_game_set_seat_names (game, names);
  named = trp_game_round_result (game);
  g_assert_true (has_label (named, 0, -15, "Cards left in the hand of Chrysa"));
  g_assert_true (has_label (named, 1, -45, "Cards left in the hand of Babis"));
  g_assert_true (has_label (named, 1, -10, "Cards left in the hand of Dimos"));
}

static void
test_ex1 (void)
{
  g_autoptr(TrpRoundResult) result = score (NULL, 3, EX1);

  assert_totals (result, 360, -75);
  g_assert_true (bt_has_line (result, 0, "B-40", 45 + 30));
  g_assert_true (bt_has_line (result, 0, "B-41", 200));
  g_assert_true (bt_has_line (result, 0, "B-42", 100));
  g_assert_true (bt_has_line (result, 0, "B-40", -15));
  g_assert_true (bt_has_line (result, 1, "B-43", -100));
  g_assert_true (bt_has_line (result, 1, "B-40", -45));
  g_assert_true (bt_has_line (result, 1, "B-40", -10));
}

static void
test_ex2 (void)
{
  g_autoptr(TrpRoundResult) result = score (NULL, 0,
    "{\"kozi\": \"D\", \"end\": \"all_pass\","
    " \"melds\": [{\"side\": 0, \"cards\": [\"5D\",\"6D\",\"7D\",\"8D\",\"9D\",\"10D\",\"JD\",\"QD\"]},"
    "             {\"side\": 0, \"cards\": [\"KS\",\"KS\",\"KH\",\"KD\",\"KC\",\"KC\",\"JK\"]},"
    "             {\"side\": 1, \"cards\": [\"3C\",\"4C\",\"5C\",\"6C\",\"7C\",\"8C\",\"2S\"]}],"
    " \"sides\": [{\"took\": true, \"taker\": 0}, {\"took\": true, \"taker\": 1}],"
    " \"hands\": [[\"AS\",\"9C\"], [\"KH\",\"KD\"], [\"6H\"], [\"JK\",\"AH\"]]}");

  assert_totals (result, 665, 90);
  g_assert_true (bt_has_line (result, 0, "B-41", 400));
  g_assert_true (bt_has_line (result, 0, "B-41", 150));
  g_assert_true (bt_has_line (result, 1, "B-41", 100));
}

#define EX3(rules, run, a) \
  G_STMT_START { \
    g_autoptr(TrpRoundResult) r = score (rules, 0, \
      "{\"kozi\": \"S\", \"end\": \"out\", \"went_out\": 0," \
      " \"melds\": [{\"side\": 0, \"cards\": " run "}," \
      "             {\"side\": 1, \"cards\": [\"10H\",\"JH\",\"QH\"]}]," \
      " \"sides\": [{\"took\": true, \"taker\": 0}, {\"took\": false}]," \
      " \"hands\": [[], [\"KC\",\"QC\"], [\"3D\"], [\"9S\",\"5H\",\"5H\"]]}"); \
    assert_totals (r, a, -110); \
  } G_STMT_END

#define CLEAN_FULL "[\"AS\",\"2S\",\"3S\",\"4S\",\"5S\",\"6S\",\"7S\",\"8S\",\"9S\",\"10S\",\"JS\",\"QS\",\"KS\"]"
#define DIRTY_FULL "[\"AS\",\"2S\",\"3S\",\"4S\",\"5S\",\"6S\",\"JK\",\"8S\",\"9S\",\"10S\",\"JS\",\"QS\",\"KS\"]"

/* EX-3: clean and dirty full biribas on the kozi (B-18), under each bonus
 * scheme. */
static void
test_ex3 (void)
{
  EX3 (NULL, CLEAN_FULL, 2205);
  EX3 ("{\"biriba_bonus_scheme\": \"kouridakis\"}", CLEAN_FULL, 1205);
  EX3 ("{\"kozi_bonus_enabled\": false}", CLEAN_FULL, 1205);
  EX3 (NULL, DIRTY_FULL, 1220);
  EX3 ("{\"biriba_bonus_scheme\": \"kouridakis\"}", DIRTY_FULL, 720);
}

#define EX4 \
  "{\"kozi\": \"D\", \"end\": \"out\", \"went_out\": 2, \"unused_biribaki\": [1]," \
  " \"melds\": [{\"side\": 1, \"cards\": [\"4H\",\"5H\",\"6H\",\"7H\",\"8H\",\"9H\",\"10H\"]}," \
  "             {\"side\": 1, \"cards\": [\"8S\",\"8D\",\"8C\"]}," \
  "             {\"side\": 0, \"cards\": [\"JK\",\"9C\",\"10C\",\"JC\",\"QC\",\"KC\",\"AC\"]}]," \
  " \"sides\": [{\"took\": true, \"taker\": 0}, {\"took\": true, \"taker\": 1}]," \
  " \"hands\": [[\"7D\"], [\"KS\",\"QS\",\"JH\",\"10S\",\"9C\",\"8C\",\"JK\",\"AD\",\"3D\",\"4D\",\"2C\"]," \
  "             [], [\"JC\",\"QC\"]]}"

static void
test_ex4 (void)
{
  g_autoptr(TrpRoundResult) result = score (NULL, 0, EX4);
  g_autoptr(TrpRoundResult) off = score ("{\"unused_biribaki_rule\": false}", 0, EX4);

  assert_totals (result, 280, 160);
  g_assert_true (bt_has_line (result, 1, "B-44", -100));
  assert_totals (off, 280, 145);
}

static void
test_ex5 (void)
{
  g_autoptr(TrpRoundResult) result = score ("{\"player_count\": 5}", 0,
    "{\"kozi\": \"H\", \"end\": \"out\", \"went_out\": 1, \"solo_phase\": false,"
    " \"side_of_seat\": [3, 1, 2, 3, 2],"
    " \"melds\": [{\"side\": 1, \"cards\": [\"9S\",\"9S\",\"9H\",\"9H\",\"9D\",\"9D\",\"9C\"]},"
    "             {\"side\": 1, \"cards\": [\"3H\",\"4H\",\"5H\"]},"
    "             {\"side\": 2, \"cards\": [\"9C\",\"10C\",\"JC\",\"QC\",\"KC\",\"AC\",\"2D\"]},"
    "             {\"side\": 3, \"cards\": [\"5S\",\"5D\",\"5C\"]}],"
    " \"sides\": [{}, {\"took\": true, \"taker\": 1}, {\"took\": true, \"taker\": 2}, {\"took\": false}],"
    " \"hands\": [[\"9D\",\"10D\",\"JD\"], [], [\"4D\"], [\"AS\",\"AS\"], [\"JK\",\"KS\"]]}");

  /* B-57: half-points. */
  g_assert_cmpuint (trp_round_result_get_n_units (result), ==, 5);
  g_assert_cmpint (trp_round_result_get_total (result, 1), ==, 2 * 485);
  g_assert_cmpint (trp_round_result_get_total (result, 2), ==, 140);
  g_assert_cmpint (trp_round_result_get_total (result, 4), ==, 140);
  g_assert_cmpint (trp_round_result_get_total (result, 3), ==, -145);
  g_assert_cmpint (trp_round_result_get_total (result, 0), ==, -145);
}

static int
minimum (const char *table,
         int         total)
{
  g_autofree char *rules = g_strdup_printf ("{\"initial_meld_minimum\": \"%s\"}", table);
  g_autoptr(TrpGame) game = bt_new_game (rules);

  return trp_biriba_opening_minimum (&TRP_BIRIBA_GAME (game)->s.opt, total);
}

static void
test_ex6_lookups (void)
{
  g_assert_cmpint (minimum ("fa_5000_a", -200), ==, 0);
  g_assert_cmpint (minimum ("fa_5000_a", 1495), ==, 0);
  g_assert_cmpint (minimum ("fa_5000_a", 1500), ==, 75);
  g_assert_cmpint (minimum ("fa_5000_a", 2995), ==, 75);
  g_assert_cmpint (minimum ("fa_5000_a", 3000), ==, 100);
  g_assert_cmpint (minimum ("fa_5000_a", 3995), ==, 100);
  g_assert_cmpint (minimum ("fa_5000_a", 4000), ==, 120);
  g_assert_cmpint (minimum ("fa_5000_c", 0), ==, 55);
  g_assert_cmpint (minimum ("fa_5000_c", 3000), ==, 95);
  g_assert_cmpint (minimum ("fa_3030", 1025), ==, 0);
  g_assert_cmpint (minimum ("fa_3030", 1030), ==, 75);
  g_assert_cmpint (minimum ("fa_3000_a", 500), ==, 75);
  g_assert_cmpint (minimum ("fa_3000_a", 2000), ==, 120);
  g_assert_cmpint (minimum ("fa_2000", 1750), ==, 150);
  g_assert_cmpint (minimum ("fa_5000_b", 1995), ==, 0);
  g_assert_cmpint (minimum ("fa_5000_b", 3000), ==, 90);
  g_assert_cmpint (minimum ("fa_3000_b", 1000), ==, 75);
  g_assert_cmpint (minimum ("fa_3000_b", 1500), ==, 90);
  g_assert_cmpint (minimum ("none", 5000), ==, 0);
}

static void
test_ex6_custom_table (void)
{
  g_autoptr(TrpGame) game = bt_new_game (
    "{\"initial_meld_minimum\": \"custom\","
    " \"initial_meld_minimum_custom\": [[null, 10], [100, 50]]}");
  BirOptions *opt = &TRP_BIRIBA_GAME (game)->s.opt;

  g_assert_cmpint (trp_biriba_opening_minimum (opt, -5), ==, 10);
  g_assert_cmpint (trp_biriba_opening_minimum (opt, 100), ==, 50);
}

static void
test_ex6_legality (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"initial_meld_minimum\": \"fa_5000_a\"}");
  g_autoptr(TrpGame) game_c = bt_new_game ("{\"initial_meld_minimum\": \"fa_5000_c\"}");
  g_autoptr(JsonNode) carry = json_from_string ("{\"totals\": [3200, 0]}", NULL);
  g_autoptr(JsonObject) full = NULL;

  full = bt_full_deal (game, "{\"hands\": [[], [\"8S\",\"9S\",\"10S\",\"JS\",\"KD\",\"KC\",\"JK\",\"AH\",\"AC\",\"AD\",\"5H\"]]}");
  g_assert_true (trp_game_deal_explicit (game, 0, json_node_get_object (carry), full, NULL));
  bt_do (game, 1, "draw_stock", -1, NULL);
  /* Seat 1 is on team B, total 0: no minimum. Seat 1's team is B = unit 1. */
  bt_position (game, "{\"totals\": [0, 3200]}");
  bt_refuse (game, 1, "new_meld", -1, "8S 9S 10S JS | KD KC JK",
             TRP_RULE_ERROR_ILLEGAL, "B-60");
  bt_do (game, 1, "new_meld", -1, "8S 9S 10S JS | KD KC JK | AH AC AD");
  /* Once open, the side melds freely. */
  g_assert_true (TRP_BIRIBA_GAME (game)->s.sides[1].opened);

  bt_deal (game_c, 0, "{\"hands\": [[], [\"3S\",\"4S\",\"5S\",\"7H\",\"7D\",\"7C\",\"KD\",\"KC\",\"KH\"]]}");
  bt_do (game_c, 1, "draw_stock", -1, NULL);
  bt_refuse (game_c, 1, "new_meld", -1, "3S 4S 5S | 7H 7D 7C",
             TRP_RULE_ERROR_ILLEGAL, "B-60");
  bt_do (game_c, 1, "new_meld", -1, "3S 4S 5S | 7H 7D 7C | KD KC KH");
}

static JsonObject *
carry_after (const char *rules,
             guint       n_seats,
             const char *totals)
{
  g_autofree char *all_rules = g_strdup_printf ("{\"player_count\": %u%s%s}", n_seats,
                                                rules != NULL ? ", " : "", rules != NULL ? rules : "");
  g_autofree char *position = g_strdup_printf (
    "{\"end\": \"all_pass\", \"melds\": [], \"hands\": [[],[],[],[],[],[]],"
    " \"sides\": [{\"took\": true}, {\"took\": true}, {\"took\": true}], \"totals\": %s}", totals);
  g_autoptr(TrpRoundResult) result = score (all_rules, 0, position);
  JsonObject *carry = trp_round_result_get_carry (result);

  return json_object_ref (carry);
}

/* EX-7: the match ends past the target (B-46); ties play on (B-47). */
static void
test_ex7 (void)
{
  g_autoptr(JsonObject) a = carry_after (NULL, 4, "[5010, 5100]");
  g_autoptr(JsonObject) b = carry_after (NULL, 4, "[5000, 4700]");
  g_autoptr(JsonObject) c = carry_after (NULL, 4, "[5050, 5050]");
  g_autoptr(JsonObject) d = carry_after (NULL, 6, "[5100, 5100, 4000]");
  g_autoptr(JsonObject) e = carry_after ("\"target_score\": 2000", 4, "[1995, 0]");
  g_autoptr(JsonObject) f = carry_after ("\"target_score\": 2000", 4, "[2005, 0]");
  g_autoptr(JsonObject) g = carry_after ("\"target_score\": 2005, \"target_comparison\": \"at_least\"", 4, "[2005, 0]");
  g_autoptr(JsonObject) h = carry_after ("\"target_score\": 2005, \"target_comparison\": \"at_least\"", 4, "[2000, 0]");

  g_assert_true (json_object_get_boolean_member (a, "match_over"));
  g_assert_cmpint (json_object_get_int_member (a, "winner"), ==, 1);
  g_assert_false (json_object_get_boolean_member (b, "match_over"));
  g_assert_false (json_object_get_boolean_member (c, "match_over"));
  g_assert_false (json_object_get_boolean_member (d, "match_over"));
  g_assert_false (json_object_get_boolean_member (e, "match_over"));
  g_assert_true (json_object_get_boolean_member (f, "match_over"));
  g_assert_cmpint (json_object_get_int_member (f, "winner"), ==, 0);
  g_assert_true (json_object_get_boolean_member (g, "match_over"));
  g_assert_cmpint (json_object_get_int_member (g, "winner"), ==, 0);
  g_assert_false (json_object_get_boolean_member (h, "match_over"));
  g_assert_cmpint (json_object_get_int_member (a, "next_dealer"), ==, 1);
}

#define EX8 \
  "{\"end\": \"all_pass\", \"melds\": [{\"side\": 0, \"cards\": [\"3S\",\"4S\",\"5S\"]}]," \
  " \"sides\": [{\"took\": true, \"taker\": 0}, {\"took\": false}]," \
  " \"hands\": [[], [\"JK\",\"2C\",\"5D\"], [], [\"KH\",\"QH\"]]}"

static int
ex8 (const char *rules)
{
  g_autoptr(TrpRoundResult) result = score (rules, 0, EX8);

  return trp_round_result_get_total (result, 1);
}

static void
test_ex8 (void)
{
  g_assert_cmpint (ex8 (NULL), ==, -155);
  g_assert_cmpint (ex8 ("{\"no_biriba_penalty\": 100}"), ==, -255);
  g_assert_cmpint (ex8 ("{\"no_meld_penalty\": 300}"), ==, -355);
  g_assert_cmpint (ex8 ("{\"no_meld_penalty\": 300, \"no_biriba_penalty\": 100}"), ==, -355);
  g_assert_cmpint (ex8 ("{\"no_meld_penalty\": 300, \"no_meld_penalty_mode\": \"replaces_hand_score\"}"), ==, -300);
  g_assert_cmpint (ex8 ("{\"joker_value\": 25, \"two_value\": 20}"), ==, -170);
}

static int
meld_total (const char *cards)
{
  g_autofree char *position = g_strdup_printf (
    "{\"kozi\": \"C\", \"end\": \"all_pass\", \"melds\": [{\"side\": 0, \"cards\": %s}],"
    " \"sides\": [{\"took\": true}, {\"took\": true}], \"hands\": [[],[],[],[]]}", cards);
  g_autoptr(TrpRoundResult) result = score (NULL, 0, position);

  return trp_round_result_get_total (result, 0);
}

static void
test_ex9 (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);
  g_autoptr(TrpRoundResult) result = NULL;

  g_assert_cmpint (meld_total ("[\"AH\",\"2H\",\"3H\",\"4H\",\"5H\",\"6H\",\"7H\"]"), ==, 250);
  g_assert_cmpint (meld_total ("[\"3H\",\"4H\",\"5H\",\"6H\",\"7H\",\"2H\",\"9H\"]"), ==, 145);
  g_assert_cmpint (meld_total ("[\"2H\",\"3H\",\"4H\",\"5H\",\"6H\",\"7H\",\"8H\"]"), ==, 245);
  g_assert_cmpint (meld_total ("[\"AD\",\"2D\",\"3D\",\"JK\",\"5D\"]"), ==, 55);

  /* The transitions, played. */
  g_assert_true (trp_game_deal_seeded (game, 3, NULL, 9, NULL));
  bt_position (game,
    "{\"kozi\": \"C\", \"current\": 0, \"phase\": \"meld\","
    " \"melds\": [{\"side\": 0, \"cards\": [\"3H\",\"4H\",\"2H\",\"6H\",\"7H\"]}],"
    " \"hands\": [[\"JK\",\"2C\",\"5H\",\"KS\",\"QS\"], [], [], []]}");
  bt_refuse (game, 0, "add_to_meld", 0, "JK", TRP_RULE_ERROR_ILLEGAL, "B-25");
  bt_refuse (game, 0, "add_to_meld", 0, "2C", TRP_RULE_ERROR_ILLEGAL, "B-25");
  bt_do (game, 0, "add_to_meld", 0, "5H");
  g_assert_cmpuint (TRP_BIRIBA_GAME (game)->s.melds[0].info.n_wild, ==, 0);
  bt_do (game, 0, "add_to_meld", 0, "JK");
  g_assert_cmpuint (TRP_BIRIBA_GAME (game)->s.melds[0].info.n_wild, ==, 1);
  g_assert_cmpuint (TRP_BIRIBA_GAME (game)->s.melds[0].info.n_cards, ==, 7);
  bt_position (game, "{\"end\": \"all_pass\", \"hands\": [[],[],[],[]],"
                     " \"sides\": [{\"took\": true}, {\"took\": true}]}");
  result = trp_game_round_result (game);
  g_assert_cmpint (trp_round_result_get_total (result, 0), ==, 55 + 100);
}

#define EX10 \
  "{\"kozi\": \"S\", \"end\": \"%s\"," \
  " \"melds\": [{\"side\": 0, \"cards\": [\"8H\",\"9H\",\"10H\",\"JH\"]}," \
  "             {\"side\": 0, \"cards\": [\"AC\",\"AD\",\"JK\"]}," \
  "             {\"side\": 1, \"cards\": [\"4S\",\"5S\",\"6S\",\"7S\",\"8S\",\"9S\",\"10S\",\"JS\"]}]," \
  " \"hands\": [[\"3S\",\"3S\"], [\"KH\",\"KC\",\"2C\"], [\"QD\"], [\"6D\",\"7D\"]]}"

static void
test_ex10 (void)
{
  g_autofree char *pass = g_strdup_printf (EX10, "all_pass");
  g_autofree char *empty = g_strdup_printf (EX10, "stock_empty");
  g_autoptr(TrpRoundResult) a = score (NULL, 0, pass);
  g_autoptr(TrpRoundResult) b = score ("{\"no_biriba_penalty\": 100}", 0, pass);
  g_autoptr(TrpRoundResult) c = score ("{\"stock_exhaustion_rule\": \"end_when_empty\"}", 0, empty);

  assert_totals (a, -30, 320);
  assert_totals (b, -130, 320);
  assert_totals (c, -30, 320);
  g_assert_true (bt_has_line (b, 0, "B-65", -100));
}

static void
test_custom_scheme (void)
{
  g_autoptr(TrpRoundResult) result = score (
    "{\"biriba_bonus_scheme\": \"custom\","
    " \"biriba_bonus_custom\": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]}", 3, EX1);

  /* EX-1 with a clean run bonus of 1 instead of 200. */
  assert_totals (result, 161, -75);
}

static void
test_solo_phase_end (void)
{
  /* a 3-player hand that ends in the solo phase has no biribaki
   * penalty and no split. */
  g_autoptr(TrpRoundResult) result = score ("{\"player_count\": 3}", 0,
    "{\"end\": \"all_pass\", \"melds\": [], \"hands\": [[\"3S\"], [\"KS\"], []]}");

  g_assert_cmpint (trp_round_result_get_total (result, 0), ==, -10);
  g_assert_cmpint (trp_round_result_get_total (result, 1), ==, -20);
  g_assert_cmpint (trp_round_result_get_total (result, 2), ==, 0);
}

static void
test_two_players (void)
{
  /* B-55: each player is a side and a scoring unit. */
  g_autoptr(TrpRoundResult) result = score ("{\"player_count\": 2}", 0,
    "{\"end\": \"all_pass\", \"melds\": [{\"side\": 1, \"cards\": [\"3S\",\"4S\",\"5S\"]}],"
    " \"sides\": [{\"took\": false}, {\"took\": true, \"taker\": 1}],"
    " \"hands\": [[\"3S\"], [\"KS\"]]}");

  assert_totals (result, -105, 5);
}

/* The search's estimate of a rollout cut short: the hand scored as it
 * stands, as if it ended now with nobody going out (B-40, B-41, B-43). */
static void
test_standing_totals (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);
  g_autoptr(TrpGame) solo = bt_new_game ("{\"player_count\": 3}");
  g_autoptr(TrpRoundResult) result = NULL;
  int totals[4], winner;

  g_assert_true (trp_game_deal_seeded (game, 3, NULL, 1, NULL));
  g_assert_cmpuint (trp_biriba_game_get_standing_totals (TRP_BIRIBA_GAME (game), totals, 4), ==, 2);

  /* EX-1 before its end: 360 without the 100 of going out (B-42). */
  bt_position (game,
    "{\"kozi\": \"H\", \"current\": 1, \"phase\": \"meld\","
    " \"melds\": [{\"side\": 0, \"cards\": [\"3S\",\"4S\",\"5S\",\"6S\",\"7S\",\"8S\",\"9S\"]},"
    "             {\"side\": 0, \"cards\": [\"QC\",\"QD\",\"QH\"]},"
    "             {\"side\": 1, \"cards\": [\"9H\",\"10H\",\"JH\",\"QH\",\"JK\"]},"
    "             {\"side\": 1, \"cards\": [\"7S\",\"7D\",\"2C\"]}],"
    " \"sides\": [{\"took\": true, \"taker\": 0}, {\"took\": false}],"
    " \"hands\": [[], [\"AS\",\"8D\",\"JK\"], [\"KD\",\"4C\"], [\"3H\",\"4H\"]]}");
  g_assert_false (trp_game_is_round_over (game));
  g_assert_cmpuint (trp_game_round_totals (game, totals, 4, &winner), ==, 0);
  g_assert_cmpuint (trp_biriba_game_get_standing_totals (TRP_BIRIBA_GAME (game), totals, 4), ==, 2);
  g_assert_cmpint (totals[0], ==, 260);
  g_assert_cmpint (totals[1], ==, -75);

  /* A finished hand stands at its real score. */
  bt_position (game, EX1);
  result = trp_game_round_result (game);
  g_assert_cmpuint (trp_biriba_game_get_standing_totals (TRP_BIRIBA_GAME (game), totals, 4), ==, 2);
  g_assert_cmpint (totals[0], ==, trp_round_result_get_total (result, 0));
  g_assert_cmpint (totals[1], ==, trp_round_result_get_total (result, 1));
  g_assert_cmpint (totals[0], ==, 360);

  /* in the solo phase nobody has missed a biribaki yet. */
  g_assert_true (trp_game_deal_seeded (solo, 0, NULL, 1, NULL));
  bt_position (solo, "{\"current\": 0, \"melds\": [], \"hands\": [[\"3S\"], [\"KS\"], []]}");
  g_assert_cmpuint (trp_biriba_game_get_standing_totals (TRP_BIRIBA_GAME (solo), totals, 4), ==, 3);
  g_assert_cmpint (totals[0], ==, -10);
  g_assert_cmpint (totals[1], ==, -20);
  g_assert_cmpint (totals[2], ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/biriba/EX-1/basic-hand", test_ex1);
  g_test_add_func ("/biriba/EX-1/seat-names", test_seat_names);
  g_test_add_func ("/biriba/EX-2/all-pass", test_ex2);
  g_test_add_func ("/biriba/EX-3/full-kozi-biriba", test_ex3);
  g_test_add_func ("/biriba/EX-4/B-44-unused-biribaki", test_ex4);
  g_test_add_func ("/biriba/EX-5/B-57-split-scores", test_ex5);
  g_test_add_func ("/biriba/EX-6/B-60-lookups", test_ex6_lookups);
  g_test_add_func ("/biriba/EX-6/B-60-custom-table", test_ex6_custom_table);
  g_test_add_func ("/biriba/EX-6/B-60-legality", test_ex6_legality);
  g_test_add_func ("/biriba/EX-7/B-46-match-end", test_ex7);
  g_test_add_func ("/biriba/EX-8/B-65-B-66-penalties", test_ex8);
  g_test_add_func ("/biriba/EX-9/natural-and-wild-twos", test_ex9);
  g_test_add_func ("/biriba/EX-10/no-biribaki-taken", test_ex10);
  g_test_add_func ("/biriba/B-41/custom-scheme", test_custom_scheme);
  g_test_add_func ("/biriba/A-11/solo-phase-end", test_solo_phase_end);
  g_test_add_func ("/biriba/B-55/two-players", test_two_players);
  g_test_add_func ("/biriba/B-42/standing-totals", test_standing_totals);
  /* Rules the examples check, under their own IDs. */

  return g_test_run ();
}
