/* test-marianna-rules.c: the four-player Marianna, rules M-1 to M-40, M-67,
 * M-68 (rules/marianna.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "marianna-test-util.h"
#include "marianna/trp-marianna-private.h"

#define MARIANNA TRP_MARIANNA_DECLARE_MARIANNA
#define MARIANNINO TRP_MARIANNA_DECLARE_MARIANNINO
#define MARIANNONE TRP_MARIANNA_DECLARE_MARIANNONE

/* Dealer 3, so P0 leads. No pairs anywhere. */
static const char *plain_hands[] = {
  "7H 2S 4D 5C AS",
  "KS 3H 6D 2C 4S",
  "2H 5D 7C JS QD",
  "AC 6H 4C KD 3S",
};

/* Each seat holds one pair: P0 spades, P1 hearts, P2 diamonds, P3 clubs. */
static const char *pair_hands[] = {
  "KS QS 2H 4D 5C",
  "KH QH 2S 4C 5D",
  "KD QD 2C 4H 5S",
  "KC QC 2D 4S 5H",
};

static TrpGame *
new_dealt (const char         *options,
           const char *const  *hands,
           const char         *stock)
{
  TrpGame *game = mt_new ("marianna", options);

  mt_deal (game, 3, hands, stock, NULL, 0, 0);
  return game;
}

static void
test_m1_seats_and_direction (void)
{
  g_autoptr(TrpGame) game = new_dealt (NULL, plain_hands, "");
  g_autoptr(TrpGame) wrong = NULL;
  g_autoptr(TrpRules) rules = trp_rules_new (&trp_marianna_rules_descriptor);
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (trp_game_get_n_seats (game), ==, 4);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 0);
  mt_play (game, 0, "7H");
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 1);
  mt_play (game, 1, "KS");
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 2);

  /* A four-player ruleset dealt to two seats. */
  wrong = g_object_new (TRP_TYPE_MARIANNA_GAME, "rules", rules, "n-seats", 2, NULL);
  g_assert_false (trp_game_deal_seeded (wrong, 0, NULL, 1, &error));
  g_assert_error (error, TRP_RULE_ERROR, TRP_RULE_ERROR_INVALID_DEAL);
}

static void
test_m2_partners (void)
{
  g_autoptr(TrpGame) game = new_dealt (NULL, plain_hands, "");

  g_assert_cmpuint (trp_game_get_n_scoring_units (game), ==, 2);
  g_assert_cmpuint (trp_game_get_scoring_unit (game, 0), ==, 0);
  g_assert_cmpuint (trp_game_get_scoring_unit (game, 2), ==, 0);
  g_assert_cmpuint (trp_game_get_scoring_unit (game, 1), ==, 1);
  g_assert_cmpuint (trp_game_get_scoring_unit (game, 3), ==, 1);

  /* P3's king wins: his team takes the trick's 4 points (M-13). */
  mt_trick (game, "4D 6D 5D KD");
  g_assert_cmpint (trp_marianna_game_get_leader (TRP_MARIANNA_GAME (game)), ==, 3);
  g_assert_cmpint (mt_points (game, 1), ==, 4);
  g_assert_cmpint (mt_points (game, 0), ==, 0);
}

static void
test_m3_deck (void)
{
  g_autoptr(TrpGame) game = mt_new ("marianna", NULL);
  static const char *bad_deals[] = {
    /* The same card twice. */
    "{\"hands\": [[\"AS\",\"AS\",\"3S\",\"4S\",\"5S\"],[\"6S\",\"7S\",\"JS\",\"QS\",\"KS\"],"
    "[\"AH\",\"2H\",\"3H\",\"4H\",\"5H\"],[\"6H\",\"7H\",\"JH\",\"QH\",\"KH\"]],"
    "\"stock\": [\"AD\",\"2D\",\"3D\",\"4D\",\"5D\",\"6D\",\"7D\",\"JD\",\"QD\",\"KD\","
    "\"AC\",\"2C\",\"3C\",\"4C\",\"5C\",\"6C\",\"7C\",\"JC\",\"QC\",\"KC\"]}",
    /* A ten, not in the 40-card pack. */
    "{\"hands\": [[\"AS\",\"10S\",\"3S\",\"4S\",\"5S\"],[\"6S\",\"7S\",\"JS\",\"QS\",\"KS\"],"
    "[\"AH\",\"2H\",\"3H\",\"4H\",\"5H\"],[\"6H\",\"7H\",\"JH\",\"QH\",\"KH\"]],"
    "\"stock\": [\"AD\",\"2D\",\"3D\",\"4D\",\"5D\",\"6D\",\"7D\",\"JD\",\"QD\",\"KD\","
    "\"AC\",\"2C\",\"3C\",\"4C\",\"5C\",\"6C\",\"7C\",\"JC\",\"QC\",\"KC\"]}",
    /* A short stock. */
    "{\"hands\": [[\"AS\",\"2S\",\"3S\",\"4S\",\"5S\"],[\"6S\",\"7S\",\"JS\",\"QS\",\"KS\"],"
    "[\"AH\",\"2H\",\"3H\",\"4H\",\"5H\"],[\"6H\",\"7H\",\"JH\",\"QH\",\"KH\"]],"
    "\"stock\": [\"AD\",\"2D\"]}",
    /* An unknown pile. */
    "{\"hands\": [[\"AS\",\"2S\",\"3S\",\"4S\",\"5S\"],[\"6S\",\"7S\",\"JS\",\"QS\",\"KS\"],"
    "[\"AH\",\"2H\",\"3H\",\"4H\",\"5H\"],[\"6H\",\"7H\",\"JH\",\"QH\",\"KH\"]],"
    "\"stock\": [\"AD\",\"2D\",\"3D\",\"4D\",\"5D\",\"6D\",\"7D\",\"JD\",\"QD\",\"KD\","
    "\"AC\",\"2C\",\"3C\",\"4C\",\"5C\",\"6C\",\"7C\",\"JC\",\"QC\",\"KC\"], \"indicator\": \"AD\"}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad_deals); i++)
    {
      g_autoptr(JsonNode) node = json_from_string (bad_deals[i], NULL);
      g_autoptr(GError) error = NULL;

      g_assert_false (trp_game_deal_explicit (game, 0, NULL, json_node_get_object (node), &error));
      g_assert_error (error, TRP_RULE_ERROR, TRP_RULE_ERROR_INVALID_DEAL);
    }
}

static void
test_m4_rank_order (void)
{
  static const char *hands[] = {
    "QH 2S 4D 5C 7S",
    "AH 6S 6D 2C 4S",
    "3H 5D 7C JS 2D",
    "KH 6H 4C 7D 5S",
  };
  g_autoptr(TrpGame) game = new_dealt (NULL, hands, "");

  /* A beats 3, 3 beats K, K beats Q. */
  mt_trick (game, "QH AH 3H KH");
  g_assert_cmpint (trp_marianna_game_get_leader (TRP_MARIANNA_GAME (game)), ==, 1);
  g_assert_cmpint (mt_points (game, 1), ==, 3 + 11 + 10 + 4);
  /* J beats 7, 7 beats 6, 6 beats 5. */
  mt_trick (game, "6S JS 5S 7S");
  g_assert_cmpint (trp_marianna_game_get_leader (TRP_MARIANNA_GAME (game)), ==, 2);
}

static void
test_m5_card_points (void)
{
  g_autoptr(TrpGame) game = new_dealt (NULL, plain_hands, "");
  g_autoptr(TrpRoundResult) result = NULL;
  g_autoptr(GByteArray) deck = trp_deck_new (TRP_DECK_ITALIAN_40);
  int sum = 0;

  g_assert_cmpint (trp_marianna_game_card_points (mt_card ("AH")), ==, 11);
  g_assert_cmpint (trp_marianna_game_card_points (mt_card ("3H")), ==, 10);
  g_assert_cmpint (trp_marianna_game_card_points (mt_card ("KH")), ==, 4);
  g_assert_cmpint (trp_marianna_game_card_points (mt_card ("QH")), ==, 3);
  g_assert_cmpint (trp_marianna_game_card_points (mt_card ("JH")), ==, 2);
  g_assert_cmpint (trp_marianna_game_card_points (mt_card ("7H")), ==, 0);
  g_assert_cmpint (trp_marianna_game_card_points (mt_card ("2H")), ==, 0);
  for (guint i = 0; i < deck->len; i++)
    sum += trp_marianna_game_card_points (deck->data[i]);
  g_assert_cmpint (sum, ==, 120);

  result = mt_play_out (game);
  g_assert_cmpint (mt_line_points (result, 0, "M-25") + mt_line_points (result, 1, "M-25"), ==, 120);
}

static void
test_m6_next_dealer (void)
{
  for (guint dealer = 0; dealer < 4; dealer++)
    {
      g_autoptr(TrpGame) game = mt_new ("marianna", NULL);
      g_autoptr(TrpRoundResult) result = NULL;

      g_assert_true (trp_game_deal_seeded (game, dealer, NULL, 100 + dealer, NULL));
      /* M-10: right of the dealer leads; M-AMB-1: he deals next. */
      g_assert_cmpint (trp_game_get_current_seat (game), ==, (dealer + 1) % 4);
      result = mt_play_out (game);
      g_assert_cmpint (json_object_get_int_member (trp_round_result_get_carry (result),
                                                   TRP_CARRY_NEXT_DEALER), ==, (dealer + 1) % 4);
    }
}

static void
test_m8_seeded_deal_pattern (void)
{
  g_autoptr(TrpGame) game = mt_new ("marianna", NULL);
  g_autoptr(TrpGame) again = mt_new ("marianna", NULL);
  g_autoptr(TrpRng) rng = trp_rng_new (42);
  g_autoptr(GByteArray) deck = trp_deck_new (TRP_DECK_ITALIAN_40);
  TrpMariannaGame *self;
  g_autoptr(JsonNode) a = NULL;
  g_autoptr(JsonNode) b = NULL;

  g_assert_true (trp_game_deal_seeded (game, 1, NULL, 42, NULL));
  g_assert_true (trp_game_deal_seeded (again, 1, NULL, 42, NULL));
  a = trp_game_observation (game, 3);
  b = trp_game_observation (again, 3);
  g_assert_true (json_node_equal (a, b));

  /* M-8: one card at a time from the dealer's right (M-7's cut is not
   * modelled: it has no effect on the rules).
   */
  trp_rng_shuffle (rng, deck->data, deck->len);
  self = TRP_MARIANNA_GAME (game);
  for (guint i = 0; i < 20; i++)
    g_assert_true (self->st.hand[(2 + i) % 4] & M_BIT (m_card_index (deck->data[i])));
  for (guint i = 20; i < 40; i++)
    g_assert_true (self->st.stock[i - 20] == deck->data[i]);
  g_assert_cmpuint (trp_marianna_game_get_stock_size (self), ==, 20);
}

static void
test_m9_no_trump_at_start (void)
{
  g_autoptr(TrpGame) game = new_dealt (NULL, plain_hands, "");

  g_assert_cmpint (mt_trump (game), ==, TRP_SUIT_NONE);
}

static void
test_m10_leads (void)
{
  g_autoptr(TrpGame) game = new_dealt (NULL, plain_hands, "");

  g_assert_cmpint (trp_game_get_current_seat (game), ==, 0);
  mt_refuse (game, mt_play_action (1, "KS"), TRP_RULE_ERROR_NOT_YOUR_TURN, "M-10");
  mt_refuse (game, mt_play_action (0, "KS"), TRP_RULE_ERROR_ILLEGAL, "M-10");
  mt_refuse (game, trp_action_new ("pass", 0), TRP_RULE_ERROR_WRONG_PHASE, "M-10");
  /* M-EX-1 a: P0 wins with 7H and leads the next trick. */
  mt_trick (game, "7H KS 2H AC");
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 0);
  g_assert_cmpint (mt_points (game, 0), ==, 15);
}

static void
test_m11_no_obligations (void)
{
  g_autoptr(TrpGame) game = new_dealt (NULL, plain_hands, "");
  guint hearts_led = 0;

  mt_play (game, 0, "7H");
  /* P1 holds 3H but may play a spade. */
  g_assert_true (mt_is_legal (game, mt_play_action (1, "KS")));
  g_assert_true (mt_is_legal (game, mt_play_action (1, "2C")));

  /* Even after the stock is gone every card stays playable. */
  mt_play (game, 1, "4S");
  mt_play (game, 2, "5D");
  mt_play (game, 3, "3S");
  for (guint t = 0; t < 5; t++)
    mt_play_trick_avoiding (game, NULL);
  g_assert_cmpuint (trp_marianna_game_get_stock_size (TRP_MARIANNA_GAME (game)), ==, 0);
  mt_pass_windows (game);
  {
    g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);
    int seat = trp_game_get_current_seat (game);
    TrpCard cards[5];
    guint n = trp_marianna_game_get_hand (TRP_MARIANNA_GAME (game), seat, cards);

    g_assert_cmpuint (legal->len, ==, n);
    hearts_led = n;
  }
  g_assert_cmpuint (hearts_led, ==, 4);
}

static void
test_m12_winner (void)
{
  /* A trump beats the led suit; other suits never win. */
  static const char *hands[] = {
    "KS QS 2H 4D 5C",
    "AH 3D 2S 4C 5D",
    "3H JD 2C 4H 5S",
    "AC 7D 6S 4S 5H",
  };
  g_autoptr(TrpGame) game = new_dealt (NULL, hands, "");

  mt_declare (game, 0, MARIANNA, "KS QS");
  g_assert_cmpint (mt_trump (game), ==, TRP_SUIT_SPADES);
  mt_trick (game, "2H AH 3H 4S");
  /* 4S, the only trump, beats AH and 3H. */
  g_assert_cmpint (trp_marianna_game_get_leader (TRP_MARIANNA_GAME (game)), ==, 3);
  g_assert_cmpint (mt_points (game, 1), ==, 21);
  /* The led suit may be trumps: the highest trump wins. */
  mt_trick (game, "6S KS 2S 2C");
  g_assert_cmpint (trp_marianna_game_get_leader (TRP_MARIANNA_GAME (game)), ==, 0);
}

static void
test_m14_drawing (void)
{
  g_autoptr(TrpGame) game = new_dealt (NULL, plain_hands, "AH 3D JH 5S 7D 6C");
  TrpMariannaGame *self = TRP_MARIANNA_GAME (game);

  mt_trick (game, "7H 3H 2H 6H");
  g_assert_cmpint (trp_marianna_game_get_leader (self), ==, 1);
  /* P1's 3H won: P1 draws AH, P2 3D, P3 JH, P0 5S. */
  g_assert_true (mt_holds (game, 1, "AH"));
  g_assert_true (mt_holds (game, 2, "3D"));
  g_assert_true (mt_holds (game, 3, "JH"));
  g_assert_true (mt_holds (game, 0, "5S"));
  for (guint s = 0; s < 4; s++)
    g_assert_cmpint (__builtin_popcountll (self->st.hand[s]), ==, 5);
  g_assert_cmpuint (trp_marianna_game_get_stock_size (self), ==, 16);

  for (guint t = 1; t < 5; t++)
    mt_play_trick_avoiding (game, NULL);
  g_assert_cmpuint (trp_marianna_game_get_stock_size (self), ==, 0);
  for (guint s = 0; s < 4; s++)
    g_assert_cmpint (__builtin_popcountll (self->st.hand[s]), ==, 5);
  mt_play_trick_avoiding (game, NULL);
  for (guint s = 0; s < 4; s++)
    g_assert_cmpint (__builtin_popcountll (self->st.hand[s]), ==, 4);
}

static void
test_m15_end_of_hand (void)
{
  g_autoptr(TrpGame) game = new_dealt (NULL, plain_hands, "");
  g_autoptr(TrpRoundResult) result = NULL;

  for (guint t = 0; t < 9; t++)
    mt_play_trick_avoiding (game, NULL);
  g_assert_false (trp_game_is_round_over (game));
  g_assert_null (trp_game_round_result (game));
  mt_play_trick_avoiding (game, NULL);
  g_assert_true (trp_game_is_round_over (game));
  g_assert_cmpint (trp_game_get_current_seat (game), ==, -1);
  mt_refuse (game, mt_play_action (0, "AS"), TRP_RULE_ERROR_WRONG_PHASE, "M-15");
  result = trp_game_round_result (game);
  g_assert_nonnull (result);
}

static void
test_m16_marianna (void)
{
  g_autoptr(TrpGame) game = new_dealt (NULL, pair_hands, "");
  g_autoptr(JsonNode) seen = NULL;
  JsonArray *known;

  mt_refuse (game, mt_declare_action (0, MARIANNA, "KH QH"), TRP_RULE_ERROR_ILLEGAL, "M-16");
  mt_refuse (game, mt_declare_action (0, MARIANNA, "KS 2H"), TRP_RULE_ERROR_ILLEGAL, "M-16");
  mt_refuse (game, mt_declare_action (0, MARIANNA, "KS"), TRP_RULE_ERROR_ILLEGAL, "M-16");
  g_assert_true (mt_is_legal (game, mt_declare_action (0, MARIANNA, "KS QS")));
  mt_declare (game, 0, MARIANNA, "KS QS");

  /* Both cards stay in hand and are known to everyone. */
  g_assert_true (mt_holds (game, 0, "KS") && mt_holds (game, 0, "QS"));
  seen = trp_game_observation (game, 1);
  known = json_array_get_array_element (json_object_get_array_member (json_node_get_object (seen), "known"), 0);
  g_assert_cmpuint (json_array_get_length (known), ==, 2);
  g_assert_cmpint (mt_declared (game, 0), ==, 40);
  /* Not obliged to play either of them. */
  mt_play (game, 0, "2H");
}

static void
test_m17_own_turn (void)
{
  g_autoptr(TrpGame) game = new_dealt (NULL, pair_hands, "");

  /* P1 holds hearts but it is P0's turn. */
  mt_refuse (game, mt_declare_action (1, MARIANNA, "KH QH"), TRP_RULE_ERROR_NOT_YOUR_TURN, "M-17");
  mt_play (game, 0, "2H");
  mt_declare (game, 1, MARIANNA, "KH QH");
  mt_play (game, 1, "2S");
  /* After his card his turn is over. */
  mt_refuse (game, mt_declare_action (1, MARIANNA, "KH QH"), TRP_RULE_ERROR_NOT_YOUR_TURN, "M-17");
}

static void
test_m18_cut_off (void)
{
  g_autoptr(TrpGame) game = new_dealt (NULL, pair_hands, "");

  for (guint t = 0; t < 5; t++)
    mt_play_trick_avoiding (game, "KS QS");
  g_assert_cmpuint (trp_marianna_game_get_trick_number (TRP_MARIANNA_GAME (game)), ==, 6);
  mt_play_until_turn (game, 0, "KS QS");
  mt_refuse (game, mt_declare_action (0, MARIANNA, "KS QS"), TRP_RULE_ERROR_ILLEGAL, "M-18");
}

static void
test_m19_ladder (void)
{
  g_autoptr(TrpGame) game = new_dealt (NULL, pair_hands, "");
  g_autoptr(TrpRoundResult) result = NULL;

  mt_declare (game, 0, MARIANNA, "KS QS");
  mt_play (game, 0, "2H");
  mt_declare (game, 1, MARIANNA, "KH QH");
  mt_play (game, 1, "2S");
  mt_declare (game, 2, MARIANNA, "KD QD");
  mt_play (game, 2, "2C");
  mt_declare (game, 3, MARIANNA, "KC QC");
  mt_play (game, 3, "2D");
  /* 40 + 80 for team 0, 60 + 100 for team 1. */
  g_assert_cmpint (mt_declared (game, 0), ==, 120);
  g_assert_cmpint (mt_declared (game, 1), ==, 160);
  g_assert_cmpint (mt_trump (game), ==, TRP_SUIT_CLUBS);
  result = mt_play_out (game);
  g_assert_cmpint (trp_round_result_get_total (result, 0) + trp_round_result_get_total (result, 1), ==, 120 + 280);
}

static void
test_m20_trump_at_once (void)
{
  g_autoptr(TrpGame) game = new_dealt (NULL, pair_hands, "");

  mt_play (game, 0, "2H");
  mt_play (game, 1, "5D");
  /* P2's diamonds are trump for this very trick: 5D is a trump. */
  mt_declare (game, 2, MARIANNA, "KD QD");
  g_assert_cmpint (mt_trump (game), ==, TRP_SUIT_DIAMONDS);
  mt_play (game, 2, "4H");
  mt_play (game, 3, "5H");
  g_assert_cmpint (trp_marianna_game_get_leader (TRP_MARIANNA_GAME (game)), ==, 1);
}

static void
test_m21_limits (void)
{
  static const char *hands[] = {
    "2H 4D 5C 6S 7H",
    "KS QS KD QD 2C",
    "2S 4H 5D 6C 7S",
    "3S 4S 5H 6D 7C",
  };
  g_autoptr(TrpGame) game = new_dealt (NULL, hands, "");

  /* M-EX-5 b: one declaration per player and trick. */
  mt_play (game, 0, "2H");
  mt_declare (game, 1, MARIANNA, "KS QS");
  mt_refuse (game, mt_declare_action (1, MARIANNA, "KD QD"), TRP_RULE_ERROR_ILLEGAL, "M-21");
  mt_play (game, 1, "2C");
  mt_trick (game, "2S 3S");
  /* P3 won? 3S is a trump (spades): P3 leads trick 2. */
  g_assert_cmpint (trp_marianna_game_get_leader (TRP_MARIANNA_GAME (game)), ==, 3);
  mt_play_until_turn (game, 1, "KS QS KD QD");
  /* M-EX-5 c: spades once per hand; diamonds now. */
  mt_refuse (game, mt_declare_action (1, MARIANNA, "KS QS"), TRP_RULE_ERROR_ILLEGAL, "M-21");
  mt_declare (game, 1, MARIANNA, "KD QD");
  g_assert_cmpint (mt_declared (game, 1), ==, 100);
  g_assert_cmpint (mt_trump (game), ==, TRP_SUIT_DIAMONDS);
}

static void
test_m22_mariannino (void)
{
  static const char *hands[] = {
    "2H 4D 5C 6S 7H",
    "QH QD QC QS KD",
    "2S 4H 5D 6C 7S",
    "3S 4S 5H 6D 7C",
  };
  g_autoptr(TrpGame) game = new_dealt (NULL, hands, "2D 3D 4C KS");
  g_autoptr(TrpGame) off = mt_new ("marianna", "{\"mariannino\": false}");

  mt_play (game, 0, "2H");
  mt_refuse (game, mt_declare_action (1, MARIANNINO, "QH QD QC QS"), TRP_RULE_ERROR_ILLEGAL, "M-22");
  mt_declare (game, 1, MARIANNINO, "QH QD QC QS KD");
  g_assert_cmpint (mt_declared (game, 1), ==, 250);
  g_assert_cmpint (mt_trump (game), ==, TRP_SUIT_DIAMONDS);
  /* Not a marianna: the next marianna would still be the first. */
  g_assert_cmpint (TRP_MARIANNA_GAME (game)->st.n_mariannas, ==, 0);
  mt_play (game, 1, "KD");
  mt_play (game, 2, "2S");
  mt_play (game, 3, "3S");
  /* KD, the only trump, wins; P1 draws 2D, P2 3D, P3 4C, P0 KS. */
  g_assert_cmpint (trp_marianna_game_get_leader (TRP_MARIANNA_GAME (game)), ==, 1);
  g_assert_true (mt_holds (game, 1, "2D"));
  mt_play (game, 1, "2D");
  mt_play_until_turn (game, 0, NULL);

  /* Disabled by the option (M-35). */
  mt_deal (off, 0, hands, "", NULL, 0, 0);
  mt_refuse (off, mt_declare_action (1, MARIANNINO, "QH QD QC QS KD"), TRP_RULE_ERROR_ILLEGAL, "M-35");
}

static void
test_m22_once_per_hand (void)
{
  static const char *hands[] = {
    "2H 4D 5C 6S 7H",
    "QH QD QC QS KD",
    "2S 4H 5D 6C 7S",
    "3S 4S 5H 6D 7C",
  };
  /* P1 wins trick 1 with KD (trumps) and draws KS. */
  g_autoptr(TrpGame) game = new_dealt (NULL, hands, "KS 3D 4C 2D");

  mt_play (game, 0, "2H");
  mt_declare (game, 1, MARIANNINO, "QH QD QC QS KD");
  mt_play (game, 1, "KD");
  mt_play (game, 2, "2S");
  mt_play (game, 3, "3S");
  g_assert_true (mt_holds (game, 1, "KS"));
  mt_refuse (game, mt_declare_action (1, MARIANNINO, "QH QD QC QS KS"), TRP_RULE_ERROR_ILLEGAL, "M-22");
  /* M-24: the spade marianna from the same cards is allowed. */
  mt_declare (game, 1, MARIANNA, "KS QS");
  g_assert_cmpint (mt_declared (game, 1), ==, 290);
}

static void
test_m24_marianna_then_mariannino (void)
{
  static const char *hands[] = {
    "2H 4D 5C 6S 7H",
    "QH QD QC KD 2S",
    "3S 4H 5D 6C 7S",
    "4S 5S 5H 6D 7C",
  };
  /* P0 wins trick 1 with the only heart; P1 draws QS. */
  g_autoptr(TrpGame) game = new_dealt (NULL, hands, "2D QS 3D 4C");

  mt_play (game, 0, "2H");
  mt_declare (game, 1, MARIANNA, "KD QD");
  mt_play (game, 1, "2S");
  mt_play (game, 2, "3S");
  mt_play (game, 3, "4S");
  g_assert_cmpint (trp_marianna_game_get_leader (TRP_MARIANNA_GAME (game)), ==, 0);
  g_assert_true (mt_holds (game, 1, "QS"));
  mt_play_until_turn (game, 1, "KD QD QH QC QS");
  /* The marianna's cards serve again in the mariannino. */
  mt_declare (game, 1, MARIANNINO, "QH QD QC QS KD");
  g_assert_cmpint (mt_declared (game, 1), ==, 40 + 250);
}

static void
test_m23_mariannone (void)
{
  static const char *hands[] = {
    "2H 4D 5C 6S 7H",
    "2S 4H 5D 6C 7S",
    "KH KD KC KS QC",
    "3S 4S 5H 6D 7C",
  };
  g_autoptr(TrpGame) game = new_dealt (NULL, hands, "");
  g_autoptr(TrpGame) off = mt_new ("marianna", "{\"mariannone\": false}");
  g_autoptr(TrpRoundResult) result = NULL;
  JsonObject *carry;

  mt_play (game, 0, "2H");
  mt_play (game, 1, "2S");
  mt_declare (game, 2, MARIANNONE, "KH KD KC KS QC");
  /* M-28: the match ends at once, whatever the totals. */
  g_assert_true (trp_game_is_round_over (game));
  result = trp_game_round_result (game);
  carry = trp_round_result_get_carry (result);
  g_assert_true (json_object_get_boolean_member (carry, TRP_CARRY_MATCH_OVER));
  g_assert_cmpint (json_object_get_int_member (carry, TRP_CARRY_WINNER), ==, 0);
  g_assert_cmpint (mt_line_points (result, 0, "M-23"), ==, 500);
  g_assert_cmpuint (trp_round_result_get_n_lines (result), ==, 1);

  mt_deal (off, 3, hands, "", NULL, 0, 0);
  mt_play_until_turn (off, 2, NULL);
  mt_refuse (off, mt_declare_action (2, MARIANNONE, "KH KD KC KS QC"), TRP_RULE_ERROR_ILLEGAL, "M-36");
  /* The club marianna is still there. */
  mt_declare (off, 2, MARIANNA, "KC QC");
}

static void
test_m25_hand_score (void)
{
  /* Team 1 declares but the play-out may give it no trick: it still
   * scores (M-AMB-8).
   */
  g_autoptr(TrpGame) game = new_dealt (NULL, pair_hands, "");
  g_autoptr(TrpRoundResult) result = NULL;

  mt_play (game, 0, "2H");
  mt_declare (game, 1, MARIANNA, "KH QH");
  result = mt_play_out (game);
  g_assert_cmpint (mt_line_points (result, 1, "M-19"), ==, 40);
  g_assert_cmpint (trp_round_result_get_total (result, 1), ==, mt_points (game, 1) + 40);
  g_assert_cmpint (trp_round_result_get_total (result, 0), ==, mt_points (game, 0));
  g_assert_cmpint (mt_points (game, 0) + mt_points (game, 1), ==, 120);
}

static void
test_m26_cumulative (void)
{
  g_autoptr(TrpGame) game = mt_new ("marianna", NULL);
  g_autoptr(TrpRoundResult) result = NULL;
  JsonArray *totals;

  mt_deal (game, 3, plain_hands, "", NULL, 100, 200);
  result = mt_play_out (game);
  totals = json_object_get_array_member (trp_round_result_get_carry (result), TRP_CARRY_TOTALS);
  g_assert_cmpint (json_array_get_int_element (totals, 0), ==, 100 + mt_points (game, 0));
  g_assert_cmpint (json_array_get_int_element (totals, 1), ==, 200 + mt_points (game, 1));
  g_assert_false (json_object_get_boolean_member (trp_round_result_get_carry (result), TRP_CARRY_MATCH_OVER));
}

/* Plays @hands once to learn the card points, then again with totals that
 * make the after-hand totals @after0 : @after1.
 */
static JsonObject *
finish_with_totals (const char *options,
                    int         after0,
                    int         after1)
{
  g_autoptr(TrpGame) dry = new_dealt (options, plain_hands, "");
  g_autoptr(TrpGame) game = mt_new ("marianna", options);
  g_autoptr(TrpRoundResult) dry_result = mt_play_out (dry);
  g_autoptr(TrpRoundResult) result = NULL;

  mt_deal (game, 3, plain_hands, "", NULL,
           after0 - mt_points (dry, 0), after1 - mt_points (dry, 1));
  result = mt_play_out (game);
  return json_object_ref (trp_round_result_get_carry (result));
}

static void
test_m27_end_of_match (void)
{
  g_autoptr(JsonObject) a = finish_with_totals (NULL, 502, 558);
  g_autoptr(JsonObject) b = finish_with_totals (NULL, 501, 449);
  g_autoptr(JsonObject) tie = finish_with_totals (NULL, 540, 540);
  g_autoptr(JsonObject) none = finish_with_totals (NULL, 500, 499);

  g_assert_true (json_object_get_boolean_member (a, TRP_CARRY_MATCH_OVER));
  g_assert_cmpint (json_object_get_int_member (a, TRP_CARRY_WINNER), ==, 1);
  g_assert_true (json_object_get_boolean_member (b, TRP_CARRY_MATCH_OVER));
  g_assert_cmpint (json_object_get_int_member (b, TRP_CARRY_WINNER), ==, 0);
  /* M-AMB-9: equal totals, another hand. */
  g_assert_false (json_object_get_boolean_member (tie, TRP_CARRY_MATCH_OVER));
  g_assert_false (json_object_get_boolean_member (none, TRP_CARRY_MATCH_OVER));
}

static void
test_m28_mariannone_ends_match (void)
{
  static const char *hands[] = {
    "KH KD KC KS QC",
    "2S 4H 5D 6C 7S",
    "2H 4D 5C 6S 7H",
    "3S 4S 5H 6D 7C",
  };
  g_autoptr(TrpGame) game = mt_new ("marianna", NULL);
  g_autoptr(TrpRoundResult) result = NULL;

  /* Team 0 far behind still wins. */
  mt_deal (game, 3, hands, "", NULL, 0, 480);
  mt_declare (game, 0, MARIANNONE, "KH KD KC KS QC");
  result = trp_game_round_result (game);
  g_assert_cmpint (json_object_get_int_member (trp_round_result_get_carry (result), TRP_CARRY_WINNER), ==, 0);
  mt_refuse (game, mt_play_action (0, "KH"), TRP_RULE_ERROR_WRONG_PHASE, "M-15");
}

static void
test_m29_result_report (void)
{
  g_autoptr(TrpGame) game = mt_new ("marianna", NULL);
  g_autoptr(TrpRoundResult) result = NULL;
  JsonObject *carry;
  const TrpScoreLine *line = NULL;

  mt_deal (game, 3, pair_hands, "", NULL, 10, 20);
  mt_play (game, 0, "2H");
  mt_declare (game, 1, MARIANNA, "KH QH");
  result = mt_play_out (game);
  for (guint i = 0; i < trp_round_result_get_n_lines (result); i++)
    if (g_strcmp0 (trp_round_result_get_line (result, i)->rule_id, "M-19") == 0)
      line = trp_round_result_get_line (result, i);
  g_assert_nonnull (line);
  g_assert_cmpuint (line->unit, ==, 1);
  g_assert_nonnull (strstr (line->label, "Hearts"));
  /* The player by name, never by seat number. */
  g_assert_nonnull (strstr (line->label, "Player 2"));
  g_assert_null (strstr (line->label, "seat"));
  g_assert_nonnull (strstr (line->label, "trick 1"));
  g_assert_nonnull (strstr (line->label, "trumps changed"));
  carry = trp_round_result_get_carry (result);
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (carry, "totals_before"), 1), ==, 20);
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (carry, TRP_CARRY_TOTALS), 1), ==,
                   20 + trp_round_result_get_total (result, 1));
}

static void
test_m30_rulesets (void)
{
  static const char *ids[] = { "marianna", "cinquecento", "briscola_151", "mariaccio" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr(TrpGame) game = mt_new (ids[i], NULL);

      g_assert_cmpint (trp_marianna_game_get_ruleset (TRP_MARIANNA_GAME (game)), ==, i);
      g_assert_cmpstr (trp_marianna_game_get_ruleset_id (TRP_MARIANNA_GAME (game)), ==, ids[i]);
      g_assert_true (trp_game_deal_seeded (game, 0, NULL, 9, NULL));
    }
}

static void
test_m31_trick_start (void)
{
  g_autoptr(TrpGame) game = new_dealt ("{\"declaration_timing\": \"trick_start\"}", pair_hands, "");

  /* Everyone is polled before the lead, leader first. */
  g_assert_cmpstr (trp_game_get_phase (game), ==, "declare_window");
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 0);
  mt_refuse (game, mt_play_action (0, "2H"), TRP_RULE_ERROR_WRONG_PHASE, "M-31");
  mt_pass (game, 0);
  mt_declare (game, 1, MARIANNA, "KH QH");
  mt_pass (game, 2);
  mt_pass (game, 3);
  /* P0 passed before P1's declaration: he is asked again and may declare. */
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 0);
  mt_pass (game, 0);
  g_assert_cmpstr (trp_game_get_phase (game), ==, "turn");
  mt_play (game, 0, "2H");
  /* No declaration once the first card is down. */
  mt_refuse (game, mt_declare_action (1, MARIANNA, "KH QH"), TRP_RULE_ERROR_WRONG_PHASE, "M-31");
  mt_refuse (game, mt_declare_action (1, MARIANNA, "KD QD"), TRP_RULE_ERROR_WRONG_PHASE, "M-31");
}

/* P1 holds two pairs, hearts and diamonds. */
static const char *two_pair_hands[] = {
  "KS QS 2H 4D 5C",
  "KH QH KD QD 2S",
  "4C 5D 2C 4H 5S",
  "KC QC 2D 4S 5H",
};

/* M-21 a under M-31 trick_start: the window moves on past a player who has
 * declared, and his second declaration in the trick is refused for being a
 * second one, not as a turn out of order. */
static void
test_m21_second_declaration_in_window (void)
{
  g_autoptr(TrpGame) game = new_dealt ("{\"declaration_timing\": \"trick_start\"}", two_pair_hands, "");

  mt_pass (game, 0);
  mt_declare (game, 1, MARIANNA, "KH QH");
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 2);
  mt_refuse (game, mt_declare_action (1, MARIANNA, "KD QD"), TRP_RULE_ERROR_ILLEGAL, "M-21");
  /* The refusal changed nothing. */
  g_assert_cmpstr (trp_game_get_phase (game), ==, "declare_window");
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 2);
  g_assert_cmpint (mt_declared (game, 1), ==, 40);
  mt_pass (game, 2);
  mt_pass (game, 3);
  mt_pass (game, 0);
  mt_play (game, 0, "2H");
  /* P1, to play, is too late (M-31); once he has played, his second
   * declaration is still refused for being one. */
  mt_refuse (game, mt_declare_action (1, MARIANNA, "KD QD"), TRP_RULE_ERROR_WRONG_PHASE, "M-31");
  mt_play (game, 1, "QH");
  mt_refuse (game, mt_declare_action (1, MARIANNA, "KD QD"), TRP_RULE_ERROR_ILLEGAL, "M-21");
}

static void
test_m31_leader_only (void)
{
  g_autoptr(TrpGame) game = new_dealt ("{\"declaration_timing\": \"leader_only\"}", pair_hands, "");

  mt_play (game, 0, "2H");
  mt_refuse (game, mt_declare_action (1, MARIANNA, "KH QH"), TRP_RULE_ERROR_ILLEGAL, "M-31");
  mt_play (game, 1, "2S");
  mt_play (game, 2, "2C");
  mt_play (game, 3, "5H");
  /* P3 won with 5H; he may declare before leading. */
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 3);
  mt_declare (game, 3, MARIANNA, "KC QC");
  mt_play (game, 3, "2D");
}

static void
test_m31_any_time (void)
{
  g_autoptr(TrpGame) game = new_dealt ("{\"declaration_timing\": \"any_time\"}", pair_hands, "");

  /* A window before each card, from the player about to play. */
  g_assert_cmpstr (trp_game_get_phase (game), ==, "declare_window");
  mt_pass_windows (game);
  mt_play (game, 0, "2H");
  g_assert_cmpstr (trp_game_get_phase (game), ==, "declare_window");
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 1);
  mt_pass (game, 1);
  mt_pass (game, 2);
  mt_pass (game, 3);
  /* P0, who has played, may still declare. */
  mt_declare (game, 0, MARIANNA, "KS QS");
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 1);
  mt_pass (game, 1);
  mt_pass (game, 2);
  mt_pass (game, 3);
  g_assert_cmpstr (trp_game_get_phase (game), ==, "turn");
  mt_refuse (game, mt_declare_action (1, MARIANNA, "KH QH"), TRP_RULE_ERROR_WRONG_PHASE, "M-43");
}

static void
test_m32_scoring (void)
{
  g_autoptr(TrpGame) low = new_dealt ("{\"marianna_scoring\": \"seq_20_40_60_80\"}", pair_hands, "");
  g_autoptr(TrpGame) first = new_dealt ("{\"marianna_scoring\": \"first_40_then_20\"}", pair_hands, "");
  g_autoptr(TrpRoundResult) result = NULL;

  mt_declare (low, 0, MARIANNA, "KS QS");
  mt_play (low, 0, "2H");
  mt_declare (low, 1, MARIANNA, "KH QH");
  g_assert_cmpint (mt_declared (low, 0), ==, 20);
  g_assert_cmpint (mt_declared (low, 1), ==, 40);
  result = mt_play_out (low);
  g_assert_cmpint (mt_line_points (result, 0, "M-32"), ==, 20);

  mt_declare (first, 0, MARIANNA, "KS QS");
  mt_play (first, 0, "2H");
  mt_declare (first, 1, MARIANNA, "KH QH");
  g_assert_cmpint (mt_declared (first, 0), ==, 40);
  g_assert_cmpint (mt_declared (first, 1), ==, 20);
}

static void
test_m33_first_only (void)
{
  g_autoptr(TrpGame) game = new_dealt ("{\"trump_change\": \"first_only\"}", pair_hands, "");

  mt_declare (game, 0, MARIANNA, "KS QS");
  mt_play (game, 0, "2H");
  mt_declare (game, 1, MARIANNA, "KH QH");
  g_assert_cmpint (mt_trump (game), ==, TRP_SUIT_SPADES);
  g_assert_cmpint (mt_declared (game, 1), ==, 60);
  g_assert_false (TRP_MARIANNA_GAME (game)->st.decls[1].changed_trump);
}

static void
test_m34_late_declaration (void)
{
  g_autoptr(TrpGame) game = new_dealt ("{\"late_declaration\": true}", pair_hands, "");
  g_autoptr(TrpGame) later = new_dealt ("{\"late_declaration\": true}", pair_hands, "");

  for (guint t = 0; t < 5; t++)
    mt_play_trick_avoiding (game, "KS QS");
  mt_play_until_turn (game, 0, "KS QS");
  g_assert_cmpuint (trp_marianna_game_get_trick_number (TRP_MARIANNA_GAME (game)), ==, 6);
  mt_declare (game, 0, MARIANNA, "KS QS");

  for (guint t = 0; t < 6; t++)
    mt_play_trick_avoiding (later, "KS QS");
  mt_play_until_turn (later, 0, "KS QS");
  g_assert_cmpuint (trp_marianna_game_get_trick_number (TRP_MARIANNA_GAME (later)), ==, 7);
  mt_refuse (later, mt_declare_action (0, MARIANNA, "KS QS"), TRP_RULE_ERROR_ILLEGAL, "M-18");
}

static void
test_m37_target (void)
{
  g_autoptr(JsonObject) low = finish_with_totals ("{\"target_score\": 100}", 130, 60);
  g_autoptr(JsonObject) high = finish_with_totals ("{\"target_score\": 1000}", 990, 600);

  g_assert_true (json_object_get_boolean_member (low, TRP_CARRY_MATCH_OVER));
  g_assert_false (json_object_get_boolean_member (high, TRP_CARRY_MATCH_OVER));
}

static void
test_m38_deck_style (void)
{
  g_autoptr(TrpGame) french = new_dealt (NULL, pair_hands, "");
  g_autoptr(TrpGame) italian = new_dealt ("{\"deck_style\": \"italian\"}", pair_hands, "");
  g_autoptr(TrpAction) play = mt_play_action (0, "QS");
  g_autofree char *a = trp_game_describe_action (french, play);
  g_autofree char *b = trp_game_describe_action (italian, play);
  g_autoptr(GPtrArray) la = trp_game_legal_actions (french);
  g_autoptr(GPtrArray) lb = trp_game_legal_actions (italian);

  g_assert_nonnull (strstr (a, "Player 1"));
  g_assert_nonnull (strstr (b, "Horse"));
  g_assert_null (strstr (a, "Horse"));
  /* The rules do not change. */
  g_assert_cmpuint (la->len, ==, lb->len);
}

static void
test_m67_phases (void)
{
  g_autoptr(TrpGame) game = new_dealt (NULL, plain_hands, "");
  g_autoptr(TrpGame) cover = new_dealt ("{\"covering\": true}", plain_hands, "");
  g_autoptr(TrpGame) window = new_dealt ("{\"declaration_timing\": \"trick_start\"}", plain_hands, "");

  g_assert_cmpstr (trp_game_get_phase (game), ==, "turn");
  g_assert_cmpstr (trp_game_get_phase (cover), ==, "cover");
  g_assert_cmpstr (trp_game_get_phase (window), ==, "declare_window");
  g_clear_pointer (&game, g_object_unref);
  game = mt_new ("marianna", NULL);
  /* Nothing is legal before the deal. */
  {
    g_autoptr(TrpAction) play = mt_play_action (0, "AS");
    g_autoptr(GError) error = NULL;

    g_assert_false (trp_game_validate (game, play, &error));
    g_assert_error (error, TRP_RULE_ERROR, TRP_RULE_ERROR_WRONG_PHASE);
  }
}

static void
test_m68_observation_hides_partner (void)
{
  g_autoptr(TrpGame) game = new_dealt (NULL, pair_hands, "");
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *text = NULL;
  JsonObject *obs;

  mt_declare (game, 0, MARIANNA, "KS QS");
  node = trp_game_observation (game, 0);
  obs = json_node_get_object (node);
  text = json_to_string (node, FALSE);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (obs, "hand")), ==, 5);
  /* No card of the partner's hand (P2: KD QD 2C 4H 5S) appears. */
  g_assert_null (strstr (text, "\"KD\""));
  g_assert_null (strstr (text, "\"4H\""));
  g_assert_cmpstr (json_object_get_string_member (obs, "trump"), ==, "S");
  g_clear_pointer (&node, json_node_unref);
  g_clear_pointer (&text, g_free);
  node = trp_game_observation (game, 2);
  text = json_to_string (node, FALSE);
  /* P0's declared cards are known; his other cards are not. */
  g_assert_nonnull (strstr (text, "\"KS\""));
  g_assert_null (strstr (text, "\"5C\""));
}

static void
test_describe_actions (void)
{
  g_autoptr(TrpGame) game = new_dealt ("{\"covering\": true}", pair_hands, "");
  g_autoptr(TrpAction) request = trp_action_new ("cover_request", 0);
  g_autoptr(TrpAction) answer = trp_action_new ("cover_answer", 2);
  g_autoptr(TrpAction) pass = trp_action_new ("pass", 3);
  g_autoptr(TrpAction) declare = mt_declare_action (1, MARIANNA, "KH QH");
  g_autoptr(TrpAction) mariannino = mt_declare_action (1, MARIANNINO, "QH QD QC QS KD");
  g_autoptr(TrpAction) play = mt_play_action (3, "KC");
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autofree char *c = NULL;
  g_autofree char *d = NULL;
  g_autofree char *e = NULL;
  g_autofree char *f = NULL;

  request->suit = TRP_SUIT_CLUBS;
  answer->target = 1;
  a = trp_game_describe_action (game, request);
  b = trp_game_describe_action (game, answer);
  c = trp_game_describe_action (game, pass);
  d = trp_game_describe_action (game, declare);
  e = trp_game_describe_action (game, mariannino);
  f = trp_game_describe_action (game, play);
  g_assert_cmpstr (a, ==, "Player 1 asks their partner to cover them in Clubs");
  g_assert_cmpstr (b, ==, "Player 3 answers yes: they will cover");
  g_assert_cmpstr (c, ==, "Player 4 passes");
  g_assert_cmpstr (d, ==, "Player 2 declares a marianna in Hearts");
  g_assert_cmpstr (e, ==, "Player 2 declares a mariannino");
  g_assert_nonnull (strstr (f, "Player 4 plays the "));
}

static void
test_clone_and_determinize (void)
{
  g_autoptr(TrpGame) game = new_dealt (NULL, pair_hands, "");
  g_autoptr(TrpRng) rng = trp_rng_new (3);
  g_autoptr(TrpGame) copy = NULL;
  gboolean changed = FALSE;

  mt_declare (game, 0, MARIANNA, "KS QS");
  mt_play (game, 0, "2H");
  copy = trp_game_clone (game);
  mt_play (copy, 1, "2S");
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 1);
  g_assert_cmpstr (trp_game_get_id (copy), ==, "marianna");

  for (guint i = 0; i < 50; i++)
    for (int observer = 0; observer < 4; observer++)
      {
        g_autoptr(TrpGame) sample = trp_game_determinize (game, observer, rng);
        g_autoptr(JsonNode) a = trp_game_observation (game, observer);
        g_autoptr(JsonNode) b = trp_game_observation (sample, observer);
        g_autoptr(JsonNode) c = trp_game_observation (game, (observer + 2) % 4);
        g_autoptr(JsonNode) d = trp_game_observation (sample, (observer + 2) % 4);

        g_assert_true (json_node_equal (a, b));
        changed |= !json_node_equal (c, d);
        /* The declared spades stay with P0. */
        g_assert_true (mt_holds (sample, 0, "KS"));
      }
  g_assert_true (changed);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/marianna/M-1/seats-and-direction", test_m1_seats_and_direction);
  g_test_add_func ("/marianna/M-2/partners", test_m2_partners);
  g_test_add_func ("/marianna/M-3/deck", test_m3_deck);
  g_test_add_func ("/marianna/M-4/rank-order", test_m4_rank_order);
  g_test_add_func ("/marianna/M-5/card-points", test_m5_card_points);
  g_test_add_func ("/marianna/M-6/next-dealer", test_m6_next_dealer);
  g_test_add_func ("/marianna/M-7/shuffle-reproducible", test_m8_seeded_deal_pattern);
  g_test_add_func ("/marianna/M-9/no-trump-at-start", test_m9_no_trump_at_start);
  g_test_add_func ("/marianna/M-10/leads", test_m10_leads);
  g_test_add_func ("/marianna/M-11/no-obligations", test_m11_no_obligations);
  g_test_add_func ("/marianna/M-12/winner", test_m12_winner);
  g_test_add_func ("/marianna/M-14/drawing", test_m14_drawing);
  g_test_add_func ("/marianna/M-15/end-of-hand", test_m15_end_of_hand);
  g_test_add_func ("/marianna/M-16/marianna", test_m16_marianna);
  g_test_add_func ("/marianna/M-17/own-turn", test_m17_own_turn);
  g_test_add_func ("/marianna/M-18/cut-off", test_m18_cut_off);
  g_test_add_func ("/marianna/M-19/ladder", test_m19_ladder);
  g_test_add_func ("/marianna/M-20/trump-at-once", test_m20_trump_at_once);
  g_test_add_func ("/marianna/M-21/limits", test_m21_limits);
  g_test_add_func ("/marianna/M-21/a-second-declaration-in-window", test_m21_second_declaration_in_window);
  g_test_add_func ("/marianna/M-22/mariannino", test_m22_mariannino);
  g_test_add_func ("/marianna/M-22/once-per-hand", test_m22_once_per_hand);
  g_test_add_func ("/marianna/M-23/mariannone", test_m23_mariannone);
  g_test_add_func ("/marianna/M-24/marianna-then-mariannino", test_m24_marianna_then_mariannino);
  g_test_add_func ("/marianna/M-25/hand-score", test_m25_hand_score);
  g_test_add_func ("/marianna/M-26/cumulative", test_m26_cumulative);
  g_test_add_func ("/marianna/M-27/end-of-match", test_m27_end_of_match);
  g_test_add_func ("/marianna/M-28/mariannone-ends-match", test_m28_mariannone_ends_match);
  g_test_add_func ("/marianna/M-29/result-report", test_m29_result_report);
  g_test_add_func ("/marianna/M-30/rulesets", test_m30_rulesets);
  g_test_add_func ("/marianna/M-31/trick-start", test_m31_trick_start);
  g_test_add_func ("/marianna/M-31/leader-only", test_m31_leader_only);
  g_test_add_func ("/marianna/M-31/any-time", test_m31_any_time);
  g_test_add_func ("/marianna/M-32/scoring", test_m32_scoring);
  g_test_add_func ("/marianna/M-33/first-only", test_m33_first_only);
  g_test_add_func ("/marianna/M-34/late-declaration", test_m34_late_declaration);
  g_test_add_func ("/marianna/M-37/target", test_m37_target);
  g_test_add_func ("/marianna/M-38/deck-style", test_m38_deck_style);
  g_test_add_func ("/marianna/M-67/phases", test_m67_phases);
  g_test_add_func ("/marianna/M-68/observation-hides-partner", test_m68_observation_hides_partner);
  g_test_add_func ("/marianna/describe-actions", test_describe_actions);
  g_test_add_func ("/marianna/clone-and-determinize", test_clone_and_determinize);

  return g_test_run ();
}
