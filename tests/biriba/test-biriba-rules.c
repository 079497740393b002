/* test-biriba-rules.c: the table, the information and the meld rules that
 * the other Biriba tests only use (B-1, B-3, B-4, B-6, B-9, B-12, B-13,
 * B-16, B-54), each from an exact deal or position
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "biriba-test-util.h"
#include "biriba/trp-biriba-meld.h"

static BirState *
state (TrpGame *game)
{
  return &TRP_BIRIBA_GAME (game)->s;
}

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

/* B-1: melded cards score for their side, cards left in hand against it;
 * a player going out ends the hand. */
static void
test_b1_objective (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);
  g_autoptr(TrpRoundResult) result = NULL;

  g_assert_true (trp_game_deal_seeded (game, 3, NULL, 1, NULL));
  bt_position (game,
    "{\"current\": 0, \"phase\": \"meld\", \"kozi\": \"H\","
    " \"melds\": [{\"side\": 0, \"cards\": [\"3S\",\"4S\",\"5S\",\"6S\",\"7S\",\"8S\",\"9S\"]},"
    "             {\"side\": 1, \"cards\": [\"QC\",\"QD\",\"QH\"]}],"
    " \"sides\": [{\"took\": true, \"taker\": 0}, {\"took\": true, \"taker\": 1}],"
    " \"hands\": [[\"10S\", \"KD\"], [\"AS\"], [\"KC\"], [\"4H\"]]}");
  g_assert_false (trp_game_is_round_over (game));
  bt_do (game, 0, "add_to_meld", 0, "10S");
  bt_do (game, 0, "discard", -1, "KD");
  /* Seat 0 went out: the hand is over. */
  g_assert_true (trp_game_is_round_over (game));
  result = trp_game_round_result (game);
  /* Side 1's queens score for it; its hands (AS 15, 4H 5) count against it. */
  g_assert_true (bt_has_line (result, 1, "B-40", 30));
  g_assert_true (bt_has_line (result, 1, "B-40", -15));
  g_assert_true (bt_has_line (result, 1, "B-40", -5));
  /* Side 0: no card left for seat 0, KC 10 left for seat 2. */
  g_assert_true (bt_has_line (result, 0, "B-40", -10));
  g_assert_cmpint (trp_round_result_get_total (result, 0), >, trp_round_result_get_total (result, 1));
}

/* B-3: seats play in order i, i+1; partners sit opposite, or play alone. */
static void
test_b3_seating (void)
{
  struct { const char *rules; guint n; guint units[6]; } cases[] = {
    { "{\"player_count\": 4}", 4, { 0, 1, 0, 1 } },
    { "{\"player_count\": 6}", 6, { 0, 1, 2, 0, 1, 2 } },
    { "{\"player_count\": 2}", 2, { 0, 1 } },
    { "{\"player_count\": 3, \"three_player_mode\": \"no_teams\"}", 3, { 0, 1, 2 } },
  };
  g_autoptr(TrpGame) game = bt_new_game (NULL);

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(TrpGame) table = bt_new_game (cases[c].rules);

      g_assert_cmpuint (trp_game_get_n_seats (table), ==, cases[c].n);
      for (guint seat = 0; seat < cases[c].n; seat++)
        g_assert_cmpuint (trp_game_get_scoring_unit (table, seat), ==, cases[c].units[seat]);
    }

  /* Dealer 3: seat 0 plays first, then seat 1. */
  bt_deal (game, 3, "{\"hands\": [[\"5C\", \"9D\"], [\"6C\"]], \"stock\": [\"KD\", \"QD\"]}");
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 0);
  bt_do (game, 0, "draw_stock", -1, NULL);
  bt_do (game, 0, "discard", -1, "5C");
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 1);
}

/* B-4: the deal passes to the next seat in the order of play. */
static void
test_b4_dealer_passes (void)
{
  const char *position =
    "{\"end\": \"all_pass\", \"melds\": [], \"hands\": [[],[],[],[],[],[]],"
    " \"sides\": [{\"took\": true}, {\"took\": true}, {\"took\": true}]}";

  for (guint dealer = 0; dealer < 4; dealer++)
    {
      g_autoptr(TrpRoundResult) result = score (NULL, dealer, position);

      g_assert_cmpint (json_object_get_int_member (trp_round_result_get_carry (result), "next_dealer"),
                       ==, (dealer + 1) % 4);
    }
  {
    g_autoptr(TrpRoundResult) result = score ("{\"player_count\": 6}", 5, position);

    g_assert_cmpint (json_object_get_int_member (trp_round_result_get_carry (result), "next_dealer"), ==, 0);
  }
}

/* B-6, B-9: the biribakia, the stock and the other hands are hidden; the
 * melds, the pile and every count are public. */
static void
test_b6_b9_information (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *text = NULL;
  JsonObject *obs;
  JsonArray *packets, *sizes;

  bt_deal (game, 3, "{\"hands\": [[\"5C\", \"9D\"], [\"6C\"]], \"upcard\": \"7H\","
                    " \"stock\": [\"KD\", \"QD\"], \"biribakia\": [[\"AH\", \"AH\"], [\"AD\"]]}");
  /* B-6: the packets are outside the stock. */
  g_assert_cmpuint (state (game)->stock_len, ==, 41);
  g_assert_cmpuint (state (game)->packet_len[0], ==, 11);
  g_assert_cmpuint (state (game)->packet_len[1], ==, 11);

  node = trp_game_observation (game, 0);
  obs = json_node_get_object (node);
  g_assert_cmpint (json_array_get_length (json_object_get_array_member (obs, "hand")), ==, 11);
  sizes = json_object_get_array_member (obs, "hand_sizes");
  for (guint seat = 0; seat < 4; seat++)
    g_assert_cmpint (json_array_get_int_element (sizes, seat), ==, 11);
  g_assert_cmpint (json_object_get_int_member (obs, "stock_size"), ==, 41);
  /* The pile, the up-card here, is public in full. */
  g_assert_cmpint (json_array_get_length (json_object_get_array_member (obs, "pile")), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (obs, "pile"), 0), ==, "7H");
  /* A packet shows its size and taker, never its cards. */
  packets = json_object_get_array_member (obs, "biribakia");
  g_assert_cmpuint (json_array_get_length (packets), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      JsonObject *packet = json_array_get_object_element (packets, i);

      g_assert_cmpint (json_object_get_int_member (packet, "size"), ==, 11);
      g_assert_false (json_object_has_member (packet, "cards"));
    }
  /* Seat 1's 6C, the stock's KD and QD appear nowhere in seat 0's view. */
  text = json_to_string (node, FALSE);
  g_assert_null (strstr (text, "6C"));
  g_assert_null (strstr (text, "KD"));
  g_assert_null (strstr (text, "QD"));
}

/* B-30: the first side to take a biribaki receives the first packet,
 * whichever side it is; the next side the next packet. */
#define B30_PACKETS \
  " \"biribakia\": [[\"AH\",\"KH\",\"QH\",\"JH\",\"10H\",\"9H\",\"8H\",\"7H\",\"6H\",\"5H\",\"4H\"]," \
  "               [\"AC\",\"KC\",\"QC\",\"JC\",\"10C\",\"9C\",\"8C\",\"7C\",\"6C\",\"5C\",\"4C\"]]"

static void
test_b30_packets_in_order (void)
{
  g_autoptr(TrpGame) first = bt_new_game (NULL);
  g_autoptr(TrpGame) second = bt_new_game (NULL);
  g_autofree char *hand = NULL;

  /* Side 1 (seat 1) empties its hand first: it takes the first packet. */
  g_assert_true (trp_game_deal_seeded (first, 3, NULL, 5, NULL));
  bt_position (first,
    "{\"current\": 1, \"phase\": \"meld\","
    " \"melds\": [{\"side\": 1, \"cards\": [\"3S\",\"4S\",\"5S\",\"6S\",\"7S\",\"8S\",\"9S\"]}],"
    " \"hands\": [[\"2D\"], [\"10S\", \"JS\"], [\"3D\"], [\"4D\"]]," B30_PACKETS "}");
  bt_do (first, 1, "add_to_meld", 0, "JS 10S");
  bt_do (first, 1, "take_biribaki", -1, NULL);
  hand = bt_hand (first, 1);
  g_assert_cmpstr (hand, ==, "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H");
  g_assert_cmpint (state (first)->sides[1].packet, ==, 0);
  g_clear_pointer (&hand, g_free);

  /* Side 1 has taken the first: side 0 (seat 0) receives the second. */
  g_assert_true (trp_game_deal_seeded (second, 3, NULL, 5, NULL));
  bt_position (second,
    "{\"current\": 0, \"phase\": \"meld\","
    " \"melds\": [{\"side\": 0, \"cards\": [\"3S\",\"4S\",\"5S\",\"6S\",\"7S\",\"8S\",\"9S\"]}],"
    " \"sides\": [{\"took\": false}, {\"took\": true, \"taker\": 1}],"
    " \"hands\": [[\"10S\", \"JS\"], [\"2D\"], [\"3D\"], [\"4D\"]]," B30_PACKETS "}");
  state (second)->n_packets_taken = 1;
  bt_do (second, 0, "add_to_meld", 0, "JS 10S");
  bt_do (second, 0, "take_biribaki", -1, NULL);
  hand = bt_hand (second, 0);
  g_assert_cmpstr (hand, ==, "AC KC QC JC 10C 9C 8C 7C 6C 5C 4C");
  g_assert_cmpint (state (second)->sides[0].packet, ==, 1);
}

static const TrpBiribaMeldRules standard = { FALSE, FALSE, TRUE };

static TrpBiribaMeldProblem
evaluate (const char        *text,
          TrpBiribaMeldInfo *info)
{
  g_auto(GStrv) codes = g_strsplit (text, " ", -1);
  TrpCard cards[16];
  guint n = 0;

  for (guint i = 0; codes[i] != NULL; i++)
    g_assert_true (trp_card_from_code (codes[i], &cards[n++], NULL));
  return trp_biriba_meld_evaluate (&standard, cards, n, info);
}

/* B-12: jokers and 2s stand for any card, in runs and in sets. */
static void
test_b12_wild_cards (void)
{
  TrpBiribaMeldInfo info;

  g_assert_cmpint (evaluate ("7S 7D JK", &info), ==, TRP_BIRIBA_MELD_OK);
  g_assert_cmpuint (info.kind, ==, TRP_BIRIBA_MELD_SET);
  g_assert_cmpuint (info.n_wild, ==, 1);
  g_assert_cmpint (evaluate ("7S 7D 2C", &info), ==, TRP_BIRIBA_MELD_OK);
  g_assert_cmpuint (info.kind, ==, TRP_BIRIBA_MELD_SET);
  g_assert_cmpuint (info.n_wild, ==, 1);
  g_assert_cmpint (evaluate ("5H 6H 2S 8H", &info), ==, TRP_BIRIBA_MELD_OK);
  g_assert_cmpuint (info.kind, ==, TRP_BIRIBA_MELD_RUN);
  g_assert_cmpuint (info.n_wild, ==, 1);
  g_assert_cmpint (evaluate ("5H JK 7H", &info), ==, TRP_BIRIBA_MELD_OK);
  g_assert_cmpuint (info.kind, ==, TRP_BIRIBA_MELD_RUN);
  /* A card that is not wild stands only for itself. */
  g_assert_cmpint (evaluate ("5H 3S 7H", NULL), ==, TRP_BIRIBA_MELD_NOT_A_MELD);
}

/* B-13: three cards at least, and a run or a set. */
static void
test_b13_melds (void)
{
  g_assert_cmpint (evaluate ("7S 7D", NULL), ==, TRP_BIRIBA_MELD_TOO_SHORT);
  g_assert_cmpint (evaluate ("7S 8S", NULL), ==, TRP_BIRIBA_MELD_TOO_SHORT);
  g_assert_cmpint (evaluate ("7S 8S 9S", NULL), ==, TRP_BIRIBA_MELD_OK);
  g_assert_cmpint (evaluate ("7S 7D 7C", NULL), ==, TRP_BIRIBA_MELD_OK);
  g_assert_cmpint (evaluate ("7S 8D 9C", NULL), ==, TRP_BIRIBA_MELD_NOT_A_MELD);
}

/* B-16: never two cards in a wild role in one meld. */
static void
test_b16_one_wild (void)
{
  g_assert_cmpint (evaluate ("7S JK 2C", NULL), !=, TRP_BIRIBA_MELD_OK);
  g_assert_cmpint (evaluate ("7S 7D JK JK", NULL), !=, TRP_BIRIBA_MELD_OK);
  g_assert_cmpint (evaluate ("5H JK 7H 2C", NULL), !=, TRP_BIRIBA_MELD_OK);
  g_assert_cmpint (evaluate ("5H JK 7H 8H", NULL), ==, TRP_BIRIBA_MELD_OK);
}

/* B-54: three players alone: 3 packs and 6 jokers, three packets of 11,
 * each seat a side of its own. */
static void
test_b54_three_alone (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"player_count\": 3, \"three_player_mode\": \"no_teams\"}");
  BirState *s;
  guint jokers = 0, total;

  g_assert_true (trp_game_deal_seeded (game, 2, NULL, 54, NULL));
  s = state (game);
  g_assert_cmpuint (trp_game_get_n_scoring_units (game), ==, 3);
  g_assert_cmpuint (s->n_packets, ==, 3);
  total = s->stock_len + s->pile_len;
  for (guint p = 0; p < s->n_packets; p++)
    {
      g_assert_cmpuint (s->packet_len[p], ==, 11);
      total += s->packet_len[p];
      for (guint i = 0; i < s->packet_len[p]; i++)
        jokers += s->packets[p][i] == TRP_CARD_JOKER;
    }
  for (guint seat = 0; seat < 3; seat++)
    {
      g_assert_cmpint (s->side_of_seat[seat], ==, seat);
      total += s->hand_len[seat];
      for (guint i = 0; i < s->hand_len[seat]; i++)
        jokers += s->hands[seat][i] == TRP_CARD_JOKER;
    }
  for (guint i = 0; i < s->stock_len; i++)
    jokers += s->stock[i] == TRP_CARD_JOKER;
  for (guint i = 0; i < s->pile_len; i++)
    jokers += s->pile[i] == TRP_CARD_JOKER;
  g_assert_cmpuint (total, ==, 162);
  g_assert_cmpuint (jokers, ==, 6);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/biriba/B-1/objective", test_b1_objective);
  g_test_add_func ("/biriba/B-3/seating", test_b3_seating);
  g_test_add_func ("/biriba/B-4/dealer-passes", test_b4_dealer_passes);
  g_test_add_func ("/biriba/B-6/B-9/information", test_b6_b9_information);
  g_test_add_func ("/biriba/B-12/wild-cards", test_b12_wild_cards);
  g_test_add_func ("/biriba/B-13/melds", test_b13_melds);
  g_test_add_func ("/biriba/B-16/one-wild", test_b16_one_wild);
  g_test_add_func ("/biriba/B-30/packets-in-order", test_b30_packets_in_order);
  g_test_add_func ("/biriba/B-54/three-alone", test_b54_three_alone);

  return g_test_run ();
}
