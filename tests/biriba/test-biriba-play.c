/* test-biriba-play.c: deal and turn rules of Biriba (B-2 to B-34, B-52 to
 * B-64), each from an exact deal or position
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "biriba-test-util.h"

#define ILLEGAL TRP_RULE_ERROR_ILLEGAL
#define WRONG_PHASE TRP_RULE_ERROR_WRONG_PHASE

static BirState *
state (TrpGame *game)
{
  return &TRP_BIRIBA_GAME (game)->s;
}

static guint
total_cards (TrpGame *game)
{
  BirState *s = state (game);
  guint n = s->stock_len + s->pile_len;

  for (guint seat = 0; seat < s->n_seats; seat++)
    n += s->hand_len[seat];
  for (guint p = s->n_packets_taken; p < s->n_packets; p++)
    n += s->packet_len[p];
  for (guint m = 0; m < s->n_melds; m++)
    n += s->melds[m].info.n_cards;
  return n;
}

static void
check_sizes (const char *rules,
             guint       n_seats,
             guint       deck,
             guint       stock,
             guint       n_packets,
             guint       first_packet)
{
  g_autoptr(TrpGame) game = bt_new_game (rules);
  BirState *s;

  g_assert_true (trp_game_deal_seeded (game, 0, NULL, 42, NULL));
  s = state (game);
  g_assert_cmpuint (s->n_seats, ==, n_seats);
  for (guint seat = 0; seat < n_seats; seat++)
    g_assert_cmpuint (s->hand_len[seat], ==, 11);
  g_assert_cmpuint (s->stock_len, ==, stock);
  g_assert_cmpuint (s->n_packets, ==, n_packets);
  g_assert_cmpuint (s->packet_len[0], ==, first_packet);
  g_assert_cmpuint (total_cards (game), ==, deck);
}

static void
test_deal_sizes (void)
{
  /* B-2 */
  check_sizes ("{\"player_count\": 2}", 2, 108, 63, 2, 11);
  check_sizes ("{\"player_count\": 3}", 3, 108, 45, 2, 18);
  check_sizes ("{\"player_count\": 3, \"three_player_mode\": \"no_teams\"}", 3, 162, 95, 3, 11);
  check_sizes ("{\"player_count\": 4}", 4, 108, 41, 2, 11);
  check_sizes ("{\"player_count\": 5}", 5, 162, 66, 3, 18);
  check_sizes ("{\"player_count\": 6}", 6, 162, 62, 3, 11);
  check_sizes ("{\"upcard_mode\": \"no_upcard\"}", 4, 108, 42, 2, 11);
}

static void
test_explicit_deal (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);
  g_autoptr(JsonObject) deal = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *hand = NULL;
  JsonArray *hand0;

  /* B-5: seat d+1 plays first; the up-card starts the pile (B-7). */
  bt_deal (game, 2, "{\"hands\": [[], [], [], [\"AS\",\"2S\",\"3S\",\"4S\",\"5S\",\"6S\",\"7S\",\"8S\",\"9S\",\"10S\",\"JS\"]],"
                    " \"upcard\": \"7H\", \"stock\": [\"KD\"]}");
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 3);
  hand = bt_hand (game, 3);
  g_assert_cmpstr (hand, ==, "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS");
  g_assert_cmpint (trp_biriba_game_get_kozi (TRP_BIRIBA_GAME (game)), ==, TRP_SUIT_HEARTS);
  bt_do (game, 3, "draw_stock", -1, NULL);
  g_assert_cmpuint (state (game)->hands[3][11], ==, TRP_CARD (TRP_SUIT_DIAMONDS, TRP_RANK_KING));

  /* B-10: the deck exactly. */
  deal = bt_full_deal (game, "{}");
  hand0 = json_array_get_array_element (json_object_get_array_member (deal, "hands"), 0);
  json_array_add_string_element (hand0, "JK");
  json_array_remove_element (hand0, 0);
  g_assert_false (trp_game_deal_explicit (game, 0, NULL, deal, &error));
  g_assert_error (error, TRP_RULE_ERROR, TRP_RULE_ERROR_INVALID_DEAL);
  g_clear_error (&error);

  json_array_remove_element (hand0, 0);
  g_assert_false (trp_game_deal_explicit (game, 0, NULL, deal, &error));
  g_assert_error (error, TRP_RULE_ERROR, TRP_RULE_ERROR_INVALID_DEAL);
  g_clear_error (&error);

  json_array_add_string_element (hand0, "RJ");
  g_assert_false (trp_game_deal_explicit (game, 0, NULL, deal, &error));
  g_assert_error (error, TRP_RULE_ERROR, TRP_RULE_ERROR_INVALID_DEAL);

  /* A refused deal leaves the hand in play untouched. */
  g_assert_cmpuint (state (game)->hand_len[3], ==, 12);
  g_assert_cmpstr (trp_game_get_phase (game), ==, "meld");
}

static void
test_seeded_deal_reproducible (void)
{
  g_autoptr(TrpGame) a = bt_new_game (NULL);
  g_autoptr(TrpGame) b = bt_new_game (NULL);

  g_assert_true (trp_game_deal_seeded (a, 1, NULL, 99, NULL));
  g_assert_true (trp_game_deal_seeded (b, 1, NULL, 99, NULL));
  g_assert_true (memcmp (state (a), state (b), sizeof (BirState)) == 0);
  g_assert_cmpint (trp_game_get_current_seat (a), ==, 2);
}

static void
test_turn_order (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);

  bt_deal (game, 0, "{\"hands\": [[], [\"3S\"]]}");
  /* B-20, B-21 */
  bt_refuse (game, 2, "draw_stock", -1, NULL, TRP_RULE_ERROR_NOT_YOUR_TURN, "B-20");
  bt_refuse (game, 1, "discard", -1, "3S", WRONG_PHASE, "B-21");
  bt_refuse (game, 1, "take_biribaki", -1, NULL, WRONG_PHASE, "B-21");
  bt_refuse (game, 1, "shuffle", -1, NULL, ILLEGAL, "B-34");
  bt_refuse (game, 1, "pass", -1, NULL, ILLEGAL, "B-32");
  bt_do (game, 1, "draw_stock", -1, NULL);
  bt_refuse (game, 1, "draw_stock", -1, NULL, WRONG_PHASE, "B-21");
  bt_refuse (game, 1, "discard", -1, "KH KH", ILLEGAL, "B-27");
  bt_do (game, 1, "discard", -1, "3S");
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 2);
  /* B-8: the pile, up-card and all, may be taken. */
  bt_do (game, 2, "take_pile", -1, NULL);
  g_assert_cmpuint (state (game)->hand_len[2], ==, 13);
}

static void
test_discard_restriction (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);
  g_autoptr(TrpGame) wide = bt_new_game ("{\"discard_restriction_scope\": \"all_taken_cards\"}");
  const char *position =
    "{\"current\": 0, \"pile\": [\"9D\", \"7H\"],"
    " \"hands\": [[\"7H\", \"9D\", \"KS\", \"QS\"], [], [], []]}";

  g_assert_true (trp_game_deal_seeded (game, 3, NULL, 5, NULL));
  bt_position (game, position);
  bt_do (game, 0, "take_pile", -1, NULL);
  /* B-27 (b): not the top card, nor one identical to it. */
  bt_refuse (game, 0, "discard", -1, "7H", ILLEGAL, "B-27");
  bt_do (game, 0, "discard", -1, "9D");

  /* all_taken_cards */
  g_assert_true (trp_game_deal_seeded (wide, 3, NULL, 5, NULL));
  bt_position (wide, position);
  bt_do (wide, 0, "take_pile", -1, NULL);
  bt_refuse (wide, 0, "discard", -1, "9D", ILLEGAL, "B-27");
  bt_refuse (wide, 0, "discard", -1, "7H", ILLEGAL, "B-27");
  bt_do (wide, 0, "discard", -1, "KS");
}

static void
test_discard_restriction_waiver (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);

  g_assert_true (trp_game_deal_seeded (game, 3, NULL, 5, NULL));
  bt_position (game, "{\"current\": 0, \"pile\": [\"7H\"], \"hands\": [[\"7H\"], [], [], []]}");
  bt_do (game, 0, "take_pile", -1, NULL);
  /* Only forbidden cards right after the take: the restriction is waived. */
  bt_do (game, 0, "discard", -1, "7H");
}

/* B-27 (b): once waived at the take, the restriction holds for no meld of
 * the turn either: melding may leave only taken cards.
 */
static void
test_discard_restriction_waiver_melds (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"discard_restriction_scope\": \"all_taken_cards\"}");

  g_assert_true (trp_game_deal_seeded (game, 3, NULL, 5, NULL));
  bt_position (game, "{\"current\": 0, \"pile\": [\"5S\", \"6S\", \"QD\", \"7S\"],"
                     " \"melds\": [{\"side\": 0, \"cards\": [\"8S\", \"9S\", \"10S\"]}],"
                     " \"hands\": [[], [], [], []]}");
  bt_do (game, 0, "take_pile", -1, NULL);
  bt_do (game, 0, "add_to_meld", 0, "7S");
  bt_do (game, 0, "discard", -1, "QD");
}

static void
test_meld_leaves_no_discard (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);

  g_assert_true (trp_game_deal_seeded (game, 3, NULL, 5, NULL));
  bt_position (game, "{\"current\": 0, \"pile\": [\"7H\"],"
                     " \"hands\": [[\"7H\", \"3S\", \"4S\", \"5S\", \"KD\"], [], [], []]}");
  bt_do (game, 0, "take_pile", -1, NULL);
  /* Melding 3S 4S 5S 7H... is fine, but keeping only 7H 7H is not. */
  bt_refuse (game, 0, "new_meld", -1, "3S 4S 5S KD", ILLEGAL, "B-14");
  bt_do (game, 0, "new_meld", -1, "3S 4S 5S");
  bt_refuse (game, 0, "discard", -1, "7H", ILLEGAL, "B-27");
  bt_do (game, 0, "discard", -1, "KD");
}

/* B-27 (b): a meld may not leave only cards that may not be discarded:
 * copies of the taken top card, or with all_taken_cards any taken card.
 */
static void
test_meld_leaves_only_taken (void)
{
  g_autoptr(TrpGame) top = bt_new_game (NULL);
  g_autoptr(TrpGame) all = bt_new_game ("{\"discard_restriction_scope\": \"all_taken_cards\"}");

  g_assert_true (trp_game_deal_seeded (top, 3, NULL, 5, NULL));
  bt_position (top, "{\"current\": 0, \"pile\": [\"7H\"],"
                    " \"hands\": [[\"7H\", \"3S\", \"4S\", \"5S\"], [], [], []]}");
  bt_do (top, 0, "take_pile", -1, NULL);
  bt_refuse (top, 0, "new_meld", -1, "3S 4S 5S", ILLEGAL, "B-27");

  /* The card under the top is no bar with the default scope. */
  bt_position (top, "{\"current\": 0, \"pile\": [\"9D\", \"7H\"],"
                    " \"hands\": [[\"3S\", \"4S\", \"5S\"], [], [], []]}");
  bt_do (top, 0, "take_pile", -1, NULL);
  bt_do (top, 0, "new_meld", -1, "3S 4S 5S");
  bt_do (top, 0, "discard", -1, "9D");

  g_assert_true (trp_game_deal_seeded (all, 3, NULL, 5, NULL));
  bt_position (all, "{\"current\": 0, \"pile\": [\"9D\", \"7H\"],"
                    " \"hands\": [[\"3S\", \"4S\", \"5S\"], [], [], []]}");
  bt_do (all, 0, "take_pile", -1, NULL);
  bt_refuse (all, 0, "new_meld", -1, "3S 4S 5S", ILLEGAL, "B-27");
}

static void
test_keep_two_cards (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);

  g_assert_true (trp_game_deal_seeded (game, 3, NULL, 5, NULL));
  bt_position (game, "{\"current\": 0, \"phase\": \"meld\","
                     " \"hands\": [[\"3S\", \"4S\", \"5S\", \"9H\"], [], [], []]}");
  /* B-28: no biriba, no biribaki: keep two cards. */
  bt_refuse (game, 0, "new_meld", -1, "3S 4S 5S", ILLEGAL, "B-28");
  bt_refuse (game, 0, "new_meld", -1, "3S 4S", ILLEGAL, "B-13");
  bt_refuse (game, 0, "new_meld", -1, "3S 4S 5S 5S", ILLEGAL, "B-23");
}

static void
test_biribaki_in_meld_step (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);

  g_assert_true (trp_game_deal_seeded (game, 3, NULL, 5, NULL));
  bt_position (game,
    "{\"current\": 0, \"phase\": \"meld\","
    " \"melds\": [{\"side\": 0, \"cards\": [\"3S\",\"4S\",\"5S\",\"6S\",\"7S\",\"8S\",\"9S\"]}],"
    " \"hands\": [[\"10S\", \"JS\"], [], [], []]}");
  /* B-28: with a biriba the side may empty a hand; B-29 (a). */
  bt_do (game, 0, "add_to_meld", 0, "JS 10S");
  g_assert_cmpstr (trp_game_get_phase (game), ==, "biribaki");
  bt_refuse (game, 0, "discard", -1, "JS", WRONG_PHASE, "B-29");
  bt_do (game, 0, "take_biribaki", -1, NULL);
  g_assert_cmpuint (state (game)->hand_len[0], ==, 11);
  g_assert_true (state (game)->sides[0].took);
  g_assert_cmpstr (trp_game_get_phase (game), ==, "meld");
  /* The second packet now belongs to the other team (B-30). */
  g_assert_cmpuint (state (game)->n_packets_taken, ==, 1);
}

static void
test_biribaki_after_discard_unused (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);
  g_autoptr(TrpRoundResult) result = NULL;

  g_assert_true (trp_game_deal_seeded (game, 3, NULL, 5, NULL));
  bt_position (game,
    "{\"current\": 0, \"phase\": \"meld\", \"stock\": [\"10C\", \"5D\"], \"kozi\": \"H\","
    " \"melds\": [{\"side\": 0, \"cards\": [\"3S\",\"4S\",\"5S\",\"6S\",\"7S\",\"8S\",\"9S\"]},"
    "             {\"side\": 1, \"cards\": [\"3C\",\"4C\",\"5C\",\"6C\",\"7C\",\"8C\",\"9C\"]}],"
    " \"sides\": [{\"took\": false}, {\"took\": true, \"taker\": 1}],"
    " \"hands\": [[\"10S\", \"KD\"], [\"KH\"], [\"QD\"], [\"QC\"]]}");
  state (game)->n_packets_taken = 1;
  bt_do (game, 0, "add_to_meld", 0, "10S");
  /* B-29 (b) */
  bt_do (game, 0, "discard", -1, "KD");
  g_assert_cmpstr (trp_game_get_phase (game), ==, "biribaki");
  bt_do (game, 0, "take_biribaki", -1, NULL);
  g_assert_true (state (game)->unused_packet[0]);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 1);

  /* B-31: seat 1 goes out by discarding its last card. */
  bt_do (game, 1, "draw_stock", -1, NULL);
  bt_refuse (game, 1, "add_to_meld", 0, "10C", ILLEGAL, "B-26");
  bt_refuse (game, 1, "new_meld", -1, "10C KH", ILLEGAL, "B-13");
  bt_do (game, 1, "add_to_meld", 1, "10C");
  bt_do (game, 1, "discard", -1, "KH");
  g_assert_true (trp_game_is_round_over (game));

  /* B-44: the packet does not count, the side pays the penalty. */
  result = trp_game_round_result (game);
  g_assert_true (bt_has_line (result, 0, "B-44", -100));
  g_assert_true (bt_has_line (result, 1, "B-42", 100));
  g_assert_cmpint (trp_round_result_get_total (result, 0), ==, 55 + 200 - 10 - 100);
  g_assert_cmpint (trp_round_result_get_total (result, 1), ==, 55 + 200 + 100 - 10);
}

static void
test_keep_one_card (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);

  g_assert_true (trp_game_deal_seeded (game, 3, NULL, 5, NULL));
  bt_position (game,
    "{\"current\": 0, \"phase\": \"meld\","
    " \"melds\": [{\"side\": 0, \"cards\": [\"3S\",\"4S\",\"5S\",\"6S\",\"7S\",\"8S\",\"9S\"]}],"
    " \"sides\": [{\"took\": true, \"taker\": 2}, {\"took\": false}],"
    " \"hands\": [[\"10S\", \"JS\"], [], [], []]}");
  state (game)->n_packets_taken = 1;
  /* B-28, B-31: the last card is never melded, it is discarded. */
  bt_refuse (game, 0, "add_to_meld", 0, "10S JS", ILLEGAL, "B-28");
  bt_do (game, 0, "add_to_meld", 0, "10S");
  bt_do (game, 0, "discard", -1, "JS");
  g_assert_true (trp_game_is_round_over (game));
  g_assert_cmpint (bt_total (game, 0), ==, 55 + 200 + 100);
}

static void
test_going_out_requires_own (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"going_out_requires_own_biribaki\": true}");

  g_assert_true (trp_game_deal_seeded (game, 3, NULL, 5, NULL));
  bt_position (game,
    "{\"current\": 0, \"phase\": \"meld\","
    " \"melds\": [{\"side\": 0, \"cards\": [\"3S\",\"4S\",\"5S\",\"6S\",\"7S\",\"8S\",\"9S\"]}],"
    " \"sides\": [{\"took\": true, \"taker\": 2}, {\"took\": false}],"
    " \"hands\": [[\"10S\", \"JS\"], [], [], []]}");
  state (game)->n_packets_taken = 1;
  /* B-19, A-15: seat 0 did not take the packet, so it keeps two cards. */
  bt_refuse (game, 0, "add_to_meld", 0, "10S", ILLEGAL, "B-28");
}

static void
test_all_pass (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);

  g_assert_true (trp_game_deal_seeded (game, 3, NULL, 5, NULL));
  bt_position (game, "{\"current\": 0, \"stock\": [], \"pile\": []}");
  /* B-22, A-2 */
  bt_refuse (game, 0, "take_pile", -1, NULL, ILLEGAL, "B-22");
  bt_refuse (game, 0, "draw_stock", -1, NULL, ILLEGAL, "B-22");
  for (int seat = 0; seat < 4; seat++)
    {
      g_assert_false (trp_game_is_round_over (game));
      bt_do (game, seat, "pass", -1, NULL);
    }
  /* B-32 */
  g_assert_true (trp_game_is_round_over (game));
  g_assert_cmpint (state (game)->end, ==, BIR_END_ALL_PASS);
}

static void
test_take_pile_resets_passes (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);

  g_assert_true (trp_game_deal_seeded (game, 3, NULL, 5, NULL));
  bt_position (game, "{\"current\": 0, \"stock\": [], \"pile\": [\"9C\"]}");
  bt_do (game, 0, "pass", -1, NULL);
  bt_do (game, 1, "pass", -1, NULL);
  bt_do (game, 2, "take_pile", -1, NULL);
  g_assert_cmpuint (state (game)->passes, ==, 0);
}

static void
test_end_when_empty (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"stock_exhaustion_rule\": \"end_when_empty\"}");

  g_assert_true (trp_game_deal_seeded (game, 3, NULL, 5, NULL));
  bt_position (game, "{\"current\": 0, \"stock\": [\"9C\"], \"hands\": [[\"KD\"], [\"3S\"], [], []]}");
  bt_do (game, 0, "draw_stock", -1, NULL);
  g_assert_false (trp_game_is_round_over (game));
  bt_do (game, 0, "discard", -1, "KD");
  /* B-32 end_when_empty, A-7 */
  g_assert_true (trp_game_is_round_over (game));
  g_assert_cmpint (state (game)->end, ==, BIR_END_STOCK_EMPTY);
}

static void
test_stalemate_limit (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"stalemate_turn_limit\": 2}");

  g_assert_true (trp_game_deal_seeded (game, 3, NULL, 5, NULL));
  bt_position (game, "{\"current\": 0, \"stock\": [], \"pile\": [\"9C\"],"
                     " \"hands\": [[\"KD\"], [\"3S\"], [], []]}");
  state (game)->started_empty = TRUE;
  bt_do (game, 0, "take_pile", -1, NULL);
  bt_do (game, 0, "discard", -1, "KD");
  bt_do (game, 1, "take_pile", -1, NULL);
  bt_do (game, 1, "discard", -1, "3S");
  /* */
  g_assert_true (trp_game_is_round_over (game));
  g_assert_cmpint (state (game)->end, ==, BIR_END_STALEMATE);
}

static void
test_pickup_restrictions (void)
{
  g_autoptr(TrpGame) existing = bt_new_game ("{\"pile_pickup_restriction\": \"can_add_to_existing\"}");
  g_autoptr(TrpGame) form_new = bt_new_game ("{\"pile_pickup_restriction\": \"can_add_or_form_new\"}");
  g_autoptr(TrpGame) must = bt_new_game ("{\"pile_pickup_restriction\": \"must_meld_from_pile\"}");
  const char *meld = "\"melds\": [{\"side\": 0, \"cards\": [\"3S\",\"4S\",\"5S\"]}]";
  g_autofree char *fits = g_strdup_printf ("{\"current\": 0, \"pile\": [\"6S\", \"KH\"], %s,"
                                           " \"hands\": [[\"QH\", \"9D\", \"2C\"], [], [], []]}", meld);
  g_autofree char *no_fit = g_strdup_printf ("{\"current\": 0, \"pile\": [\"KH\"], %s,"
                                             " \"hands\": [[\"QH\", \"9D\", \"7C\"], [], [], []]}", meld);
  g_autofree char *new_fit = g_strdup_printf ("{\"current\": 0, \"pile\": [\"KH\"], %s,"
                                              " \"hands\": [[\"QH\", \"JH\", \"7C\", \"8D\"], [], [], []]}", meld);

  /* B-61 can_add_to_existing */
  g_assert_true (trp_game_deal_seeded (existing, 3, NULL, 5, NULL));
  bt_position (existing, no_fit);
  bt_refuse (existing, 0, "take_pile", -1, NULL, ILLEGAL, "B-61");
  bt_position (existing, new_fit);
  bt_refuse (existing, 0, "take_pile", -1, NULL, ILLEGAL, "B-61");
  bt_position (existing, fits);
  bt_do (existing, 0, "take_pile", -1, NULL);
  /* The player need not make the addition. */
  bt_do (existing, 0, "discard", -1, "9D");

  /* can_add_or_form_new */
  g_assert_true (trp_game_deal_seeded (form_new, 3, NULL, 5, NULL));
  bt_position (form_new, no_fit);
  bt_refuse (form_new, 0, "take_pile", -1, NULL, ILLEGAL, "B-61");
  bt_position (form_new, new_fit);
  bt_do (form_new, 0, "take_pile", -1, NULL);

  /* must_meld_from_pile */
  g_assert_true (trp_game_deal_seeded (must, 3, NULL, 5, NULL));
  bt_position (must, fits);
  bt_do (must, 0, "take_pile", -1, NULL);
  bt_refuse (must, 0, "discard", -1, "9D", ILLEGAL, "B-61");
  bt_do (must, 0, "add_to_meld", 0, "6S");
  bt_do (must, 0, "discard", -1, "9D");
}

static void
test_joker_upcard (void)
{
  g_autoptr(TrpGame) no_kozi = bt_new_game (NULL);
  g_autoptr(TrpGame) declare = bt_new_game ("{\"joker_upcard_rule\": \"first_player_declares\"}");
  g_autoptr(TrpGame) take = bt_new_game ("{\"joker_upcard_rule\": \"first_player_takes_joker\"}");
  g_autoptr(TrpAction) kozi = trp_action_new ("declare_kozi", 1);
  const char *deal = "{\"upcard\": \"JK\", \"stock\": [\"JK\", \"2D\", \"5C\"]}";
  guint n;

  /* B-62 no_kozi */
  bt_deal (no_kozi, 0, deal);
  g_assert_cmpint (trp_biriba_game_get_kozi (TRP_BIRIBA_GAME (no_kozi)), ==, -1);
  g_assert_cmpuint (state (no_kozi)->pile_len, ==, 1);

  /* first_player_declares */
  bt_deal (declare, 0, deal);
  g_assert_cmpstr (trp_game_get_phase (declare), ==, "declare-kozi");
  bt_refuse (declare, 1, "draw_stock", -1, NULL, WRONG_PHASE, "B-62");
  kozi->suit = TRP_SUIT_HEARTS;
  g_assert_true (trp_game_perform (declare, kozi, NULL));
  g_assert_cmpint (trp_biriba_game_get_kozi (TRP_BIRIBA_GAME (declare)), ==, TRP_SUIT_HEARTS);
  bt_do (declare, 1, "draw_stock", -1, NULL);

  /* first_player_takes_joker: both jokers, then the 2D is turned. */
  bt_deal (take, 0, deal);
  g_assert_cmpuint (state (take)->hand_len[1], ==, 13);
  trp_biriba_game_get_pile (TRP_BIRIBA_GAME (take), &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (trp_biriba_game_get_kozi (TRP_BIRIBA_GAME (take)), ==, TRP_SUIT_DIAMONDS);
  g_assert_cmpstr (trp_game_get_phase (take), ==, "meld");
  g_assert_cmpuint (trp_biriba_game_get_stock_size (TRP_BIRIBA_GAME (take)), ==, 39);
}

static void
test_no_upcard (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"upcard_mode\": \"no_upcard\"}");
  g_autoptr(TrpGame) keep = bt_new_game ("{\"upcard_mode\": \"no_upcard\"}");

  /* B-63, A-23 */
  bt_deal (game, 0, "{\"stock\": [\"9H\", \"4C\"]}");
  g_assert_cmpint (trp_biriba_game_get_kozi (TRP_BIRIBA_GAME (game)), ==, -1);
  bt_refuse (game, 1, "take_pile", -1, NULL, WRONG_PHASE, "B-63");
  bt_do (game, 1, "draw_stock", -1, NULL);
  g_assert_cmpstr (trp_game_get_phase (game), ==, "first-card");
  bt_do (game, 1, "first_card_to_pile", -1, NULL);
  bt_refuse (game, 1, "take_pile", -1, NULL, ILLEGAL, "B-63");
  bt_do (game, 1, "draw_stock", -1, NULL);
  g_assert_cmpuint (state (game)->hand_len[1], ==, 12);
  g_assert_cmpuint (state (game)->pile_len, ==, 1);

  bt_deal (keep, 0, "{\"stock\": [\"9H\", \"4C\"]}");
  bt_do (keep, 1, "draw_stock", -1, NULL);
  bt_do (keep, 1, "first_card_keep", -1, NULL);
  bt_do (keep, 1, "discard", -1, "9H");
}

static void
test_two_upcard (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);

  /* */
  bt_deal (game, 0, "{\"upcard\": \"2C\"}");
  g_assert_cmpint (trp_biriba_game_get_kozi (TRP_BIRIBA_GAME (game)), ==, TRP_SUIT_CLUBS);
}

#define GO_DOWN_HAND "[\"3S\",\"4S\",\"5S\",\"6S\",\"7S\",\"8S\",\"9S\",\"KH\",\"KD\",\"KC\",\"5H\"]"

static void
test_three_player_teams (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"player_count\": 3}");

  /* B-53, B-56 go_down_only */
  bt_deal (game, 2, "{\"hands\": [" GO_DOWN_HAND "], \"stock\": [\"10S\", \"QD\"]}");
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 0);
  g_assert_true (state (game)->solo_phase);
  bt_do (game, 0, "draw_stock", -1, NULL);
  bt_refuse (game, 0, "new_meld", -1, "KH KD KC", ILLEGAL, "B-56");
  bt_refuse (game, 0, "new_meld", -1, "3S 4S 5S 6S 7S 8S 9S | KH KD KC", ILLEGAL, "B-56");
  bt_do (game, 0, "new_meld", -1, "3S 4S 5S 6S 7S 8S 9S 10S | KH KD KC");
  bt_do (game, 0, "discard", -1, "5H");
  bt_do (game, 0, "take_biribaki", -1, NULL);
  g_assert_cmpuint (state (game)->hand_len[0], ==, 18);
  g_assert_false (state (game)->solo_phase);
  g_assert_cmpint (trp_biriba_game_get_side_of_seat (TRP_BIRIBA_GAME (game), 1), ==,
                   trp_biriba_game_get_side_of_seat (TRP_BIRIBA_GAME (game), 2));
  g_assert_cmpint (trp_biriba_game_get_side_of_seat (TRP_BIRIBA_GAME (game), 0), ==, 0);
  g_assert_true (trp_biriba_game_uses_half_points (TRP_BIRIBA_GAME (game)));
  /* B-29 (b) then B-44 record until seat 0's next turn. */
  g_assert_true (state (game)->unused_packet[0]);
}

static void
test_three_player_no_wild_discard (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"player_count\": 3, \"three_player_team_no_wild_discard\": true}");

  g_assert_true (trp_game_deal_seeded (game, 2, NULL, 5, NULL));
  bt_position (game, "{\"current\": 1, \"phase\": \"meld\", \"solo_phase\": false,"
                     " \"side_of_seat\": [0, 1, 1],"
                     " \"hands\": [[], [\"JK\", \"2S\", \"5D\"], [\"JK\", \"2S\"]]}");
  /* B-64: seat 1 plays just before its partner. */
  bt_refuse (game, 1, "discard", -1, "JK", ILLEGAL, "B-64");
  bt_refuse (game, 1, "discard", -1, "2S", ILLEGAL, "B-64");
  bt_do (game, 1, "discard", -1, "5D");
  /* Seat 2 plays before seat 0, an opponent; and all its cards are wild. */
  bt_do (game, 2, "draw_stock", -1, NULL);
}

static void
test_five_player_teams (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"player_count\": 5}");
  BirState *s;

  /* B-52: taker t plays alone; {t+1, t+3} and {t+2, t+4}. */
  bt_deal (game, 1, "{\"hands\": [[], [], [\"3S\",\"4S\",\"5S\",\"6S\",\"7S\",\"8S\",\"9S\",\"KH\",\"KD\",\"KC\",\"KS\"]],"
                    " \"stock\": [\"10S\"]}");
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 2);
  bt_do (game, 2, "draw_stock", -1, NULL);
  bt_do (game, 2, "new_meld", -1, "3S 4S 5S 6S 7S 8S 9S 10S | KH KD KC");
  bt_do (game, 2, "add_to_meld", 1, "KS");
  g_assert_cmpstr (trp_game_get_phase (game), ==, "biribaki");
  bt_do (game, 2, "take_biribaki", -1, NULL);
  s = state (game);
  g_assert_cmpuint (s->hand_len[2], ==, 18);
  g_assert_cmpint (s->side_of_seat[3], ==, s->side_of_seat[0]);
  g_assert_cmpint (s->side_of_seat[4], ==, s->side_of_seat[1]);
  g_assert_cmpint (s->side_of_seat[3], !=, s->side_of_seat[4]);
  g_assert_false (s->unused_packet[2]);
  /* The taker continues the turn under the normal rules (B-56). */
  g_assert_cmpstr (trp_game_get_phase (game), ==, "meld");
}

static void
test_solo_phase_allowed (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"player_count\": 3, \"solo_phase_melding\": \"allowed\"}");

  bt_deal (game, 2, "{\"hands\": [" GO_DOWN_HAND "], \"stock\": [\"10S\"]}");
  bt_do (game, 0, "draw_stock", -1, NULL);
  bt_do (game, 0, "new_meld", -1, "KH KD KC");
}

#define NO_BIRIBA_HAND "[\"3S\",\"4S\",\"5S\",\"6H\",\"7H\",\"8H\",\"9H\",\"KH\",\"KD\",\"KC\",\"5D\"]"

static void
test_first_biribaki_without_biriba (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"player_count\": 3}");

  /* A-10 default: going down completely in the solo phase takes the
   * 18-card packet, though no meld is a biriba. */
  bt_deal (game, 2, "{\"hands\": [" NO_BIRIBA_HAND "], \"stock\": [\"6S\"]}");
  bt_do (game, 0, "draw_stock", -1, NULL);
  bt_refuse (game, 0, "new_meld", -1, "3S 4S 5S 6S | KH KD KC", ILLEGAL, "B-56");
  bt_do (game, 0, "new_meld", -1, "3S 4S 5S 6S | 6H 7H 8H 9H | KH KD KC");
  bt_do (game, 0, "discard", -1, "5D");
  bt_do (game, 0, "take_biribaki", -1, NULL);
  g_assert_cmpuint (state (game)->hand_len[0], ==, 18);
  g_assert_false (state (game)->solo_phase);
  g_assert_cmpint (trp_biriba_game_get_side_of_seat (TRP_BIRIBA_GAME (game), 1), ==,
                   trp_biriba_game_get_side_of_seat (TRP_BIRIBA_GAME (game), 2));
}

static void
test_first_biribaki_strict (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"player_count\": 5, \"solo_first_biribaki_needs_biriba\": true}");
  g_autoptr(TrpGame) loose = bt_new_game ("{\"player_count\": 5}");

  /* A-10 strict reading: the same going down needs a biriba. */
  bt_deal (game, 4, "{\"hands\": [" NO_BIRIBA_HAND "], \"stock\": [\"6S\"]}");
  bt_do (game, 0, "draw_stock", -1, NULL);
  bt_refuse (game, 0, "new_meld", -1, "3S 4S 5S 6S | 6H 7H 8H 9H | KH KD KC", ILLEGAL, "A-10");
  g_assert_true (state (game)->solo_phase);

  /* Five players without the option: the taker stays alone, B-52. */
  bt_deal (loose, 4, "{\"hands\": [" NO_BIRIBA_HAND "], \"stock\": [\"6S\"]}");
  bt_do (loose, 0, "draw_stock", -1, NULL);
  bt_do (loose, 0, "new_meld", -1, "3S 4S 5S 6S | 6H 7H 8H 9H | KH KD KC");
  bt_do (loose, 0, "discard", -1, "5D");
  bt_do (loose, 0, "take_biribaki", -1, NULL);
  g_assert_cmpuint (state (loose)->hand_len[0], ==, 18);
  g_assert_false (state (loose)->solo_phase);
}

static gboolean
lists_new_meld (TrpGame *game)
{
  g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);

  for (guint i = 0; i < legal->len; i++)
    if (g_str_equal (((TrpAction *) g_ptr_array_index (legal, i))->type, "new_meld"))
      return TRUE;
  return FALSE;
}

static void
test_go_down_natural_two (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"player_count\": 3}");
  const BirState *s;
  int value;

  /* B-56, B-17: 2S stands at its own place in 2S 3S JK, so 3S is no loose
   * card, and going down with one card left (5D) is listed. */
  bt_deal (game, 2, "{\"hands\": [[\"2S\",\"3S\",\"JK\",\"KH\",\"KD\",\"KC\",\"KS\",\"QH\",\"QD\",\"QC\","
                    " \"5D\"]], \"stock\": [\"QS\"]}");
  bt_do (game, 0, "draw_stock", -1, NULL);
  s = state (game);
  g_assert_cmpuint (bir_hand_loose_cards (s, 0, TRUE, &value), ==, 1);
  g_assert_true (bir_new_meld_may_be_legal (s, 0, TRUE));
  /* The playouts' narrower bound leaves this one to chance. */
  g_assert_cmpuint (bir_hand_loose_cards (s, 0, FALSE, &value), ==, 2);
  g_assert_false (bir_new_meld_may_be_legal (s, 0, FALSE));
  g_assert_true (lists_new_meld (game));
  bt_do (game, 0, "new_meld", -1, "2S 3S JK | KH KD KC KS | QH QD QC QS");
  g_assert_cmpuint (state (game)->hand_len[0], ==, 1);
}

static void
test_go_down_loose_cards (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"player_count\": 3}");
  const BirState *s;
  int value;

  /* B-56: three cards that no meld could hold (9D, JS, 5C) rule going down
   * out: no new meld is listed, and the melds of three are refused. */
  bt_deal (game, 2, "{\"hands\": [[\"3S\",\"4S\",\"5S\",\"KH\",\"KD\",\"KC\",\"QH\",\"QD\",\"QC\",\"9D\","
                    " \"JS\"]], \"stock\": [\"5C\"]}");
  bt_do (game, 0, "draw_stock", -1, NULL);
  s = state (game);
  g_assert_cmpuint (bir_hand_loose_cards (s, 0, TRUE, &value), ==, 3);
  g_assert_false (bir_new_meld_may_be_legal (s, 0, TRUE));
  g_assert_false (lists_new_meld (game));
  bt_refuse (game, 0, "new_meld", -1, "3S 4S 5S | KH KD KC | QH QD QC", ILLEGAL, "B-56");
}

static void
test_strict_biribaki_no_biriba_in_hand (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"player_count\": 5, \"solo_first_biribaki_needs_biriba\": true}");
  const BirState *s;

  /* A-10 strict, B-56: no seven cards of the hand could make a biriba, so
   * no new meld is legal and none is listed. */
  bt_deal (game, 4, "{\"hands\": [" NO_BIRIBA_HAND "], \"stock\": [\"6S\"]}");
  bt_do (game, 0, "draw_stock", -1, NULL);
  s = state (game);
  g_assert_false (bir_hand_may_make_biriba (s, 0));
  g_assert_false (bir_new_meld_may_be_legal (s, 0, TRUE));
  g_assert_false (lists_new_meld (game));
}

static void
test_clone_and_determinize (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);
  g_autoptr(TrpRng) rng = trp_rng_new (3);

  bt_deal (game, 0, "{\"hands\": [[], [\"3S\"]], \"upcard\": \"9H\"}");
  bt_do (game, 1, "draw_stock", -1, NULL);
  bt_do (game, 1, "discard", -1, "3S");
  bt_do (game, 2, "take_pile", -1, NULL);

  for (guint i = 0; i < 10; i++)
    {
      g_autoptr(TrpGame) sample = trp_game_determinize (game, 0, rng);
      g_autoptr(JsonNode) mine = trp_game_observation (game, 0);
      g_autoptr(JsonNode) theirs = trp_game_observation (sample, 0);

      g_assert_true (json_node_equal (mine, theirs));
      /* Seat 2 is known to hold the pile it took. */
      g_assert_cmpuint (state (sample)->known[2][TRP_CARD (TRP_SUIT_HEARTS, 9)], ==, 1);
      g_assert_cmpuint (state (sample)->hand_len[2], ==, state (game)->hand_len[2]);
    }
}

/* The benchmarks' all-seeing search (trp-search.c) samples with
 * trp_game_resample_unseen(): every hand, the pile and the melds as they
 * lie, the stock and the biribakia (B-9) dealt anew from the same cards,
 * so its rollouts meet the luck of the draw as Hard's do. */
static void
test_resample_unseen (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);
  g_autoptr(TrpRng) rng = trp_rng_new (5);
  guint reordered = 0;

  g_assert_true (trp_game_deal_seeded (game, 0, NULL, 42, NULL));

  for (guint i = 0; i < 10; i++)
    {
      g_autoptr(TrpGame) sample = trp_game_clone (game);
      const BirState *before = state (game);
      const BirState *after;
      guint8 was[BIR_N_CODES] = { 0, }, now[BIR_N_CODES] = { 0, };

      g_assert_true (trp_game_resample_unseen (sample, rng));
      after = state (sample);
      for (guint seat = 0; seat < before->n_seats; seat++)
        {
          g_assert_cmpuint (after->hand_len[seat], ==, before->hand_len[seat]);
          g_assert_cmpmem (after->hands[seat], after->hand_len[seat],
                           before->hands[seat], before->hand_len[seat]);
        }
      g_assert_cmpmem (after->pile, after->pile_len, before->pile, before->pile_len);
      g_assert_cmpuint (after->stock_len, ==, before->stock_len);
      g_assert_cmpuint (after->n_packets, ==, before->n_packets);

      for (guint j = 0; j < before->stock_len; j++)
        was[before->stock[j]]++, now[after->stock[j]]++;
      for (guint p = 0; p < before->n_packets; p++)
        {
          g_assert_cmpuint (after->packet_len[p], ==, before->packet_len[p]);
          for (guint j = 0; j < before->packet_len[p]; j++)
            was[before->packets[p][j]]++, now[after->packets[p][j]]++;
        }
      g_assert_cmpmem (was, sizeof was, now, sizeof now);
      reordered += memcmp (after->stock, before->stock, before->stock_len) != 0;
    }
  g_assert_cmpuint (reordered, ==, 10);
}

static void
test_full_hand (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);
  g_autoptr(TrpRoundResult) result = NULL;
  JsonObject *carry;

  /* B-50: a whole 4-player hand from an exact deal, with its score. */
  bt_deal (game, 3,
    "{\"hands\": [[\"3S\",\"4S\",\"5S\",\"6S\",\"7S\",\"8S\",\"9S\",\"QC\",\"QD\",\"QH\",\"KD\"],"
    "           [\"3C\",\"3C\",\"4D\",\"4D\",\"5D\",\"5D\",\"6D\",\"6D\",\"7D\",\"7D\",\"9C\"],"
    "           [\"3H\",\"3H\",\"4C\",\"4C\",\"JD\",\"JD\",\"7C\",\"7C\",\"8C\",\"8C\",\"9D\"],"
    "           [\"JC\",\"JC\",\"QS\",\"QS\",\"KC\",\"KC\",\"KS\",\"KS\",\"9D\",\"10C\",\"10C\"]],"
    " \"biribakia\": [[\"4H\",\"5H\",\"6H\",\"7H\",\"8H\",\"9H\",\"10H\",\"JH\",\"QH\",\"KH\",\"3D\"]],"
    " \"upcard\": \"8D\", \"stock\": [\"10S\", \"5C\", \"6C\", \"8H\", \"AH\"]}");
  g_assert_cmpint (trp_biriba_game_get_kozi (TRP_BIRIBA_GAME (game)), ==, TRP_SUIT_DIAMONDS);

  bt_do (game, 0, "draw_stock", -1, NULL);
  bt_do (game, 0, "new_meld", -1, "3S 4S 5S 6S 7S 8S 9S 10S | QC QD QH");
  bt_do (game, 0, "discard", -1, "KD");
  bt_do (game, 0, "take_biribaki", -1, NULL);
  g_assert_true (state (game)->unused_packet[0]);
  bt_do (game, 1, "draw_stock", -1, NULL);
  bt_do (game, 1, "discard", -1, "5C");
  bt_do (game, 2, "draw_stock", -1, NULL);
  bt_do (game, 2, "discard", -1, "6C");
  bt_do (game, 3, "draw_stock", -1, NULL);
  bt_do (game, 3, "discard", -1, "8H");
  g_assert_false (state (game)->unused_packet[0]);
  bt_do (game, 0, "draw_stock", -1, NULL);
  bt_refuse (game, 0, "new_meld", -1, "4H 5H 6H 7H 8H 9H 10H JH QH KH AH 3D", ILLEGAL, "B-14");
  bt_do (game, 0, "new_meld", -1, "4H 5H 6H 7H 8H 9H 10H JH QH KH AH");
  bt_do (game, 0, "discard", -1, "3D");

  g_assert_true (trp_game_is_round_over (game));
  g_assert_cmpint (trp_game_get_current_seat (game), ==, -1);
  result = trp_game_round_result (game);
  g_assert_cmpint (trp_round_result_get_total (result, 0), ==, 55 + 200 + 30 + 95 + 200 + 100 - 80);
  g_assert_cmpint (trp_round_result_get_total (result, 1), ==, -60 - 110 - 100);
  carry = trp_round_result_get_carry (result);
  g_assert_cmpint (json_object_get_int_member (carry, "next_dealer"), ==, 0);
  g_assert_false (json_object_get_boolean_member (carry, "match_over"));
}

static void
test_combined_discard_waiver (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"player_count\": 3, \"three_player_team_no_wild_discard\": true}");

  g_assert_true (trp_game_deal_seeded (game, 2, NULL, 5, NULL));
  bt_position (game, "{\"current\": 1, \"solo_phase\": false, \"side_of_seat\": [0, 1, 1],"
                     " \"pile\": [\"5D\"], \"hands\": [[], [\"JK\", \"5D\"], [\"9S\"]]}");
  bt_do (game, 1, "take_pile", -1, NULL);
  /* B-27 (c): B-27 (b) forbids the 5s and B-64 the joker; B-64 gives way. */
  bt_refuse (game, 1, "discard", -1, "5D", TRP_RULE_ERROR_ILLEGAL, "B-27");
  bt_do (game, 1, "discard", -1, "JK");
}

static void
test_biriba_completed_by_last_cards (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);

  g_assert_true (trp_game_deal_seeded (game, 3, NULL, 5, NULL));
  bt_position (game,
    "{\"current\": 0, \"phase\": \"meld\","
    " \"melds\": [{\"side\": 0, \"cards\": [\"3S\",\"4S\",\"5S\",\"6S\",\"7S\",\"8S\"]}],"
    " \"hands\": [[\"9S\", \"10S\"], [], [], []]}");
  /* the biriba made by this very action lets the hand empty. */
  bt_do (game, 0, "add_to_meld", 0, "9S 10S");
  g_assert_cmpstr (trp_game_get_phase (game), ==, "biribaki");
  bt_do (game, 0, "take_biribaki", -1, NULL);
}

static void
test_out_after_meld_step_biribaki (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);

  g_assert_true (trp_game_deal_seeded (game, 3, NULL, 5, NULL));
  bt_position (game,
    "{\"current\": 0, \"phase\": \"meld\", \"kozi\": \"H\","
    " \"biribakia\": [[\"QS\", \"KS\", \"5D\"]],"
    " \"melds\": [{\"side\": 0, \"cards\": [\"3S\",\"4S\",\"5S\",\"6S\",\"7S\",\"8S\",\"9S\"]}],"
    " \"hands\": [[\"10S\", \"JS\"], [], [], []]}");
  bt_do (game, 0, "add_to_meld", 0, "10S JS");
  bt_do (game, 0, "take_biribaki", -1, NULL);
  /* the new cards may be melded and the last one discarded at once. */
  bt_do (game, 0, "add_to_meld", 0, "QS KS");
  bt_do (game, 0, "discard", -1, "5D");
  g_assert_true (trp_game_is_round_over (game));
  g_assert_cmpint (state (game)->end, ==, BIR_END_OUT);
  /* a packet taken in the meld step is never "unused". */
  g_assert_cmpint (bt_total (game, 0), ==, 25 + 60 + 200 + 100);
}

/* Only meld actions of the player still in the meld step may be taken back. */
static void
test_can_undo (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);
  g_autoptr(TrpAction) draw = bt_action (0, "draw_stock", -1, NULL);
  g_autoptr(TrpAction) meld = bt_action (0, "new_meld", -1, "QH QD QC");
  g_autoptr(TrpAction) add = bt_action (0, "add_to_meld", 0, "6S");
  g_autoptr(TrpAction) discard = bt_action (0, "discard", -1, "9D");
  g_autoptr(TrpAction) take = bt_action (1, "take_pile", -1, NULL);
  g_autoptr(TrpAction) last = bt_action (0, "add_to_meld", 0, "10S JS");
  g_autoptr(TrpAction) biribaki = bt_action (0, "take_biribaki", -1, NULL);

  g_assert_true (trp_game_deal_seeded (game, 3, NULL, 5, NULL));
  bt_position (game,
    "{\"current\": 0, \"phase\": \"draw\", \"stock\": [\"10C\", \"5D\"], \"pile\": [\"4H\"],"
    " \"melds\": [{\"side\": 0, \"cards\": [\"3S\",\"4S\",\"5S\"]}],"
    " \"hands\": [[\"QH\", \"QD\", \"QC\", \"6S\", \"9D\", \"8C\"], [\"KC\"], [\"QS\"], [\"JC\"]]}");
  g_assert_true (trp_game_perform (game, draw, NULL));
  g_assert_false (trp_game_can_undo (game, draw));
  g_assert_true (trp_game_perform (game, meld, NULL));
  g_assert_true (trp_game_can_undo (game, meld));
  /* Another seat's meld is not this seat's to take back. */
  meld->seat = 1;
  g_assert_false (trp_game_can_undo (game, meld));
  g_assert_true (trp_game_perform (game, add, NULL));
  g_assert_true (trp_game_can_undo (game, add));
  g_assert_true (trp_game_perform (game, discard, NULL));
  g_assert_false (trp_game_can_undo (game, discard));
  g_assert_true (trp_game_perform (game, take, NULL));
  g_assert_false (trp_game_can_undo (game, take));

  /* B-29 (a): a meld that empties the hand leads to the biribaki. */
  bt_position (game,
    "{\"current\": 0, \"phase\": \"meld\","
    " \"melds\": [{\"side\": 0, \"cards\": [\"3S\",\"4S\",\"5S\",\"6S\",\"7S\",\"8S\",\"9S\"]}],"
    " \"hands\": [[\"10S\", \"JS\"], [], [], []]}");
  g_assert_true (trp_game_perform (game, last, NULL));
  g_assert_false (trp_game_can_undo (game, last));
  g_assert_true (trp_game_perform (game, biribaki, NULL));
  g_assert_false (trp_game_can_undo (game, biribaki));
}

/* B-61 can_add_or_form_new with a B-60 minimum: the only legal opening is
 * the four sets, which leave the run 5C 6C 7C out (B-28: melding it too
 * would keep no card). A greedy choice starts from the run JH QH KH that
 * the pile card forms, and falls short of the minimum.
 */
static void
test_pickup_opening_exact (void)
{
  const char *rules = "{\"pile_pickup_restriction\": \"can_add_or_form_new\","
                      " \"initial_meld_minimum\": \"fa_3000_a\"}";
  g_autoptr(TrpGame) game = bt_new_game (rules);
  g_autoptr(TrpGame) short_of = bt_new_game (rules);

  /* fa_3000_a: 100 points from 1,000 up. */
  g_assert_true (trp_game_deal_seeded (game, 3, NULL, 5, NULL));
  bt_position (game,
    "{\"current\": 0, \"pile\": [\"KH\"], \"melds\": [], \"totals\": [1000, 0],"
    " \"hands\": [[\"KD\", \"KC\", \"QS\", \"QH\", \"QC\", \"JS\", \"JH\", \"JD\","
    "             \"AS\", \"AH\", \"AD\", \"5C\", \"6C\", \"7C\"], [], [], []]}");
  bt_do (game, 0, "take_pile", -1, NULL);
  bt_do (game, 0, "new_meld", -1, "KH KD KC | QS QH QC | JS JH JD | AS AH AD");
  g_assert_cmpuint (state (game)->hand_len[0], ==, 3);

  /* Without the aces the opening is 90 points, or 105 with the run but
   * then no card is left (B-28): the pile stays.
   */
  g_assert_true (trp_game_deal_seeded (short_of, 3, NULL, 5, NULL));
  bt_position (short_of,
    "{\"current\": 0, \"pile\": [\"KH\"], \"melds\": [], \"totals\": [1000, 0],"
    " \"hands\": [[\"KD\", \"KC\", \"QS\", \"QH\", \"QC\", \"JS\", \"JH\", \"JD\","
    "             \"5C\", \"6C\", \"7C\"], [], [], []]}");
  bt_refuse (short_of, 0, "take_pile", -1, NULL, ILLEGAL, "B-61");
}

static guint
count_listed (TrpGame    *game,
              const char *type,
              guint       n_cards)
{
  g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);
  guint n = 0;

  for (guint i = 0; i < legal->len; i++)
    {
      TrpAction *action = g_ptr_array_index (legal, i);

      g_assert_true (trp_game_validate (game, action, NULL));
      if (g_str_equal (action->type, type) && (n_cards == 0 || action->n_cards == n_cards))
        n++;
    }
  return n;
}

/* legal_actions() lists a useful subset of the melds, but each kind of
 * move that is legal at all: here an addition that is legal only with
 * both cards (the biriba lets the hand empty, B-28, B-29) and an opening
 * that only a search over the combinations of melds finds (B-60).
 */
static void
test_legal_actions_kinds (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);
  g_autoptr(TrpGame) opening = bt_new_game ("{\"initial_meld_minimum\": \"fa_3000_a\"}");

  g_assert_true (trp_game_deal_seeded (game, 3, NULL, 5, NULL));
  bt_position (game,
    "{\"current\": 0, \"phase\": \"meld\","
    " \"melds\": [{\"side\": 0, \"cards\": [\"3S\",\"4S\",\"5S\",\"6S\",\"7S\"]}],"
    " \"hands\": [[\"8S\", \"9S\"], [], [], []]}");
  g_assert_cmpuint (count_listed (game, "add_to_meld", 1), ==, 0);
  g_assert_cmpuint (count_listed (game, "add_to_meld", 2), ==, 1);

  /* fa_3000_a: 120 points from 2,000 up: the six aces and the three kings,
   * which must leave the run 6H 7H 8H in the hand (B-28); the greedy and
   * the covering candidates meld it too, or split the aces.
   */
  g_assert_true (trp_game_deal_seeded (opening, 3, NULL, 5, NULL));
  bt_position (opening,
    "{\"current\": 0, \"phase\": \"meld\", \"melds\": [], \"totals\": [2000, 0],"
    " \"hands\": [[\"6H\", \"7H\", \"8H\", \"AD\", \"AC\", \"AS\", \"AC\", \"AS\", \"AH\","
    "             \"KH\", \"KD\", \"KC\"], [], [], []]}");
  g_assert_cmpuint (count_listed (opening, "new_meld", 0), >=, 1);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/biriba/B-2/deal-sizes", test_deal_sizes);
  g_test_add_func ("/biriba/B-5/explicit-deal", test_explicit_deal);
  g_test_add_func ("/biriba/B-5/seeded-deal-reproducible", test_seeded_deal_reproducible);
  g_test_add_func ("/biriba/B-21/turn-order", test_turn_order);
  g_test_add_func ("/biriba/B-27/discard-restriction", test_discard_restriction);
  g_test_add_func ("/biriba/B-27/waiver", test_discard_restriction_waiver);
  g_test_add_func ("/biriba/B-27/waiver-melds", test_discard_restriction_waiver_melds);
  g_test_add_func ("/biriba/B-27/meld-leaves-no-discard", test_meld_leaves_no_discard);
  g_test_add_func ("/biriba/B-27/meld-leaves-only-taken", test_meld_leaves_only_taken);
  g_test_add_func ("/biriba/B-28/keep-two-cards", test_keep_two_cards);
  g_test_add_func ("/biriba/B-29/biribaki-in-meld-step", test_biribaki_in_meld_step);
  g_test_add_func ("/biriba/B-44/biribaki-after-discard-unused", test_biribaki_after_discard_unused);
  g_test_add_func ("/biriba/B-31/keep-one-card", test_keep_one_card);
  g_test_add_func ("/biriba/B-19/going-out-requires-own", test_going_out_requires_own);
  g_test_add_func ("/biriba/B-32/all-pass", test_all_pass);
  g_test_add_func ("/biriba/B-32/take-pile-resets-passes", test_take_pile_resets_passes);
  g_test_add_func ("/biriba/B-32/end-when-empty", test_end_when_empty);
  g_test_add_func ("/biriba/B-32/stalemate-limit", test_stalemate_limit);
  g_test_add_func ("/biriba/B-61/pickup-restrictions", test_pickup_restrictions);
  g_test_add_func ("/biriba/B-62/joker-upcard", test_joker_upcard);
  g_test_add_func ("/biriba/B-63/no-upcard", test_no_upcard);
  g_test_add_func ("/biriba/A-22/two-upcard", test_two_upcard);
  g_test_add_func ("/biriba/B-53/three-player-teams", test_three_player_teams);
  g_test_add_func ("/biriba/B-64/no-wild-discard", test_three_player_no_wild_discard);
  g_test_add_func ("/biriba/B-52/five-player-teams", test_five_player_teams);
  g_test_add_func ("/biriba/B-56/solo-phase-allowed", test_solo_phase_allowed);
  g_test_add_func ("/biriba/B-56/go-down-natural-two", test_go_down_natural_two);
  g_test_add_func ("/biriba/B-56/go-down-loose-cards", test_go_down_loose_cards);
  g_test_add_func ("/biriba/A-10/strict-no-biriba-in-hand", test_strict_biribaki_no_biriba_in_hand);
  g_test_add_func ("/biriba/A-10/first-biribaki-without-biriba", test_first_biribaki_without_biriba);
  g_test_add_func ("/biriba/A-10/strict", test_first_biribaki_strict);
  g_test_add_func ("/biriba/determinize-keeps-observation", test_clone_and_determinize);
  g_test_add_func ("/biriba/B-9/resample-unseen", test_resample_unseen);
  g_test_add_func ("/biriba/B-50/full-hand", test_full_hand);
  g_test_add_func ("/biriba/A-32/out-after-meld-step-biribaki", test_out_after_meld_step_biribaki);
  g_test_add_func ("/biriba/A-16/biriba-completed-by-last-cards", test_biriba_completed_by_last_cards);
  g_test_add_func ("/biriba/B-27/combined-waiver", test_combined_discard_waiver);
  g_test_add_func ("/biriba/B-21/can-undo", test_can_undo);
  g_test_add_func ("/biriba/B-61/pickup-opening-exact", test_pickup_opening_exact);
  g_test_add_func ("/biriba/B-34/legal-actions-kinds", test_legal_actions_kinds);
  /* Rules the tests above check along the way, under their own IDs. */

  return g_test_run ();
}
