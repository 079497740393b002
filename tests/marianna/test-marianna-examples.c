/* test-marianna-examples.c: the worked examples M-EX-1 to M-EX-11 of
 * rules/marianna.md as scenarios
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Four-player examples: dealer 3 unless said otherwise, so P0 leads the
 * first trick. Where an example starts in the middle of a hand, the
 * scenario first plays the tricks that lead there.
 */

#include "config.h"

#include <string.h>

#include "marianna-test-util.h"
#include "marianna/trp-marianna-private.h"

#define MARIANNA TRP_MARIANNA_DECLARE_MARIANNA
#define MARIANNINO TRP_MARIANNA_DECLARE_MARIANNINO
#define MARIANNONE TRP_MARIANNA_DECLARE_MARIANNONE
#define MATRIMONIO TRP_MARIANNA_DECLARE_MATRIMONIO

static TrpGame *
dealt (const char         *ruleset,
       const char         *options,
       guint               dealer,
       const char *const  *hands,
       const char         *stock,
       const char         *indicator)
{
  TrpGame *game = mt_new (ruleset, options);

  mt_deal (game, dealer, hands, stock, indicator, 0, 0);
  return game;
}

static guint
leader_of (TrpGame *game)
{
  return trp_marianna_game_get_leader (TRP_MARIANNA_GAME (game));
}

static void
test_ex1_tricks_without_trumps (void)
{
  static const char *hands_a[] = {
    "7H 2S 4D 5C 6S",
    "KS 3H 6D 2C 4S",
    "2H 5D 7C JS QD",
    "AC 6H 4C KD 3S",
  };
  static const char *hands_b[] = {
    "JD 2S 4H 5C 6S",
    "KD 3H 6H 2C 4S",
    "3D 5D 7C JS QH",
    "AS 7H 4C 6D 3S",
  };
  g_autoptr(TrpGame) a = dealt ("marianna", NULL, 3, hands_a, "", NULL);
  g_autoptr(TrpGame) b = dealt ("marianna", NULL, 0, hands_b, "", NULL);

  /* (a) Only hearts can win; 7H beats 2H: 15 points for team 0. */
  mt_trick (a, "7H KS 2H AC");
  g_assert_cmpuint (leader_of (a), ==, 0);
  g_assert_cmpint (mt_points (a, 0), ==, 15);

  /* (b) P1 leads; the three beats the king: P2 wins 27 for team 0. */
  g_assert_cmpint (trp_game_get_current_seat (b), ==, 1);
  mt_trick (b, "KD 3D AS JD");
  g_assert_cmpuint (leader_of (b), ==, 2);
  g_assert_cmpint (mt_points (b, 0), ==, 27);
}

static void
test_ex2_trump_trick (void)
{
  static const char *hands[] = {
    "3H 5C 6C 7C 4C",
    "KD 5D 6D 7D 4D",
    "AH KS QS 2D 2C",
    "2S 5H 6H 7H 4H",
  };
  /* Dealer 1: P2 leads, and makes spades trumps. */
  g_autoptr(TrpGame) game = dealt ("marianna", NULL, 1, hands, "", NULL);

  mt_declare (game, 2, MARIANNA, "KS QS");
  mt_trick (game, "AH 2S 3H KD");
  /* The only trump wins: 25 for team 1. */
  g_assert_cmpuint (leader_of (game), ==, 3);
  g_assert_cmpint (mt_points (game, 1), ==, 25);
}

static void
test_ex3_trumps_changed_mid_trick (void)
{
  static const char *hands[] = {
    "7S AC 5D 4S 2D",
    "6S 6H AD 4H 4D",
    "5S KC QC 7D JD",
    "2S 3S KH QH 2H",
  };
  g_autoptr(TrpGame) game = dealt ("marianna", NULL, 3, hands, "6D 5H 7C 7H 5C 6C JS JH", NULL);
  g_autoptr(TrpGame) without = NULL;

  mt_trick (game, "7S 6S 5S 2S");
  /* Trick 2: P2 declares clubs, the first marianna (40). */
  mt_play (game, 0, "AC");
  mt_play (game, 1, "4H");
  mt_declare (game, 2, MARIANNA, "KC QC");
  mt_play (game, 2, "7D");
  mt_play (game, 3, "3S");
  g_assert_cmpint (mt_trump (game), ==, TRP_SUIT_CLUBS);
  g_assert_cmpuint (leader_of (game), ==, 0);
  g_assert_cmpint (mt_declared (game, 0), ==, 40);

  /* Trick 3. */
  mt_play (game, 0, "5D");
  mt_play (game, 1, "AD");
  mt_play (game, 2, "KC");
  without = trp_game_clone (game);
  mt_declare (game, 3, MARIANNA, "KH QH");
  mt_play (game, 3, "2H");
  /* Hearts at the end of the trick: 2H wins, KC lost its power. */
  g_assert_cmpuint (leader_of (game), ==, 3);
  g_assert_cmpint (mt_points (game, 1), ==, 15);
  g_assert_cmpint (mt_declared (game, 1), ==, 60);
  g_assert_cmpint (mt_trump (game), ==, TRP_SUIT_HEARTS);

  /* Without P3's declaration KC would have won for team 0. */
  mt_play (without, 3, "2H");
  g_assert_cmpuint (leader_of (without), ==, 2);
  g_assert_cmpint (mt_points (without, 0), ==, 21 + 15);
}

static const char *ex4_hands[] = {
  "KS QS JS 7H 6C",
  "4D 2H 5C 6S 4S",
  "KD QD 7C 2C 5H",
  "AS 3H 2S 5S 4C",
};

static TrpGame *
ex4_trick2 (const char *options)
{
  TrpGame *game = dealt ("marianna", options, 3, ex4_hands, "2D 6H 4H 3D", NULL);

  mt_trick (game, "7H 2H 5H 4C");
  g_assert_cmpuint (leader_of (game), ==, 0);
  mt_declare (game, 0, MARIANNA, "KS QS");
  mt_play (game, 0, "JS");
  mt_play (game, 1, "4D");
  mt_declare (game, 2, MARIANNA, "KD QD");
  mt_play (game, 2, "7C");
  mt_play (game, 3, "AS");
  return game;
}

static void
test_ex4_two_declarations (void)
{
  g_autoptr(TrpGame) latest = ex4_trick2 (NULL);
  g_autoptr(TrpGame) first = ex4_trick2 ("{\"trump_change\": \"first_only\"}");
  g_autoptr(TrpGame) low = ex4_trick2 ("{\"marianna_scoring\": \"seq_20_40_60_80\"}");

  /* (a) Diamonds: 4D wins 13 for team 1; team 0 scores 100. */
  g_assert_cmpint (mt_trump (latest), ==, TRP_SUIT_DIAMONDS);
  g_assert_cmpuint (leader_of (latest), ==, 1);
  g_assert_cmpint (mt_points (latest, 1), ==, 13);
  g_assert_cmpint (mt_declared (latest, 0), ==, 100);

  /* (b) Spades stay: AS beats JS, 13 for team 1; still 100. */
  g_assert_cmpint (mt_trump (first), ==, TRP_SUIT_SPADES);
  g_assert_cmpuint (leader_of (first), ==, 3);
  g_assert_cmpint (mt_points (first, 1), ==, 13);
  g_assert_cmpint (mt_declared (first, 0), ==, 100);

  /* (c) 20 + 40. */
  g_assert_cmpint (mt_declared (low, 0), ==, 60);
}

static const char *pair_hands[] = {
  "KH QH 2S 4D 5C",
  "KS QS KD QD 2C",
  "2H 4C 5S 6D 7H",
  "KC QC 2D 4S 5H",
};

static void
test_ex5_when_allowed (void)
{
  g_autoptr(TrpGame) game = dealt ("marianna", NULL, 3, pair_hands, "", NULL);
  g_autoptr(TrpGame) late = dealt ("marianna", "{\"late_declaration\": true}", 3, pair_hands, "", NULL);
  g_autoptr(TrpGame) late7 = dealt ("marianna", "{\"late_declaration\": true}", 3, pair_hands, "", NULL);
  g_autoptr(TrpGame) two = dealt ("marianna", NULL, 3, pair_hands, "", NULL);

  /* (a) Trick 6: refused; with late declarations allowed, not in 7. */
  for (guint t = 0; t < 5; t++)
    {
      mt_play_trick_avoiding (game, "KH QH");
      mt_play_trick_avoiding (late, "KH QH");
      mt_play_trick_avoiding (late7, "KH QH");
    }
  mt_play_until_turn (game, 0, "KH QH");
  mt_refuse (game, mt_declare_action (0, MARIANNA, "KH QH"), TRP_RULE_ERROR_ILLEGAL, "M-18");
  mt_play_until_turn (late, 0, "KH QH");
  mt_declare (late, 0, MARIANNA, "KH QH");
  mt_play_trick_avoiding (late7, "KH QH");
  mt_play_until_turn (late7, 0, "KH QH");
  mt_refuse (late7, mt_declare_action (0, MARIANNA, "KH QH"), TRP_RULE_ERROR_ILLEGAL, "M-18");

  /* (b) Trick 2 here is trick 1: one of the two pairs only. */
  mt_play (two, 0, "2S");
  mt_declare (two, 1, MARIANNA, "KS QS");
  mt_refuse (two, mt_declare_action (1, MARIANNA, "KD QD"), TRP_RULE_ERROR_ILLEGAL, "M-21");
  mt_play (two, 1, "2C");
  /* (c) Later: spades again refused, diamonds allowed. */
  mt_play_trick_avoiding (two, "KS QS KD QD");
  mt_play_until_turn (two, 1, "KS QS KD QD");
  mt_refuse (two, mt_declare_action (1, MARIANNA, "KS QS"), TRP_RULE_ERROR_ILLEGAL, "M-21");
  mt_declare (two, 1, MARIANNA, "KD QD");
}

static void
test_ex6_mariannino_and_mariannone (void)
{
  static const char *hands[] = {
    "AS AH 7C 6C 5C",
    "QH QD QC 2S 2H",
    "4S 4H 4D 4C 5S",
    "6S 6H 6D 7S 7H",
  };
  static const char *kings[] = {
    "2H 4D 5C 6S 7H",
    "2S 4H 5D 6C 7S",
    "KH KD KC KS QC",
    "3S 4S 5H 6D 7C",
  };
  g_autoptr(TrpGame) game = dealt ("marianna", NULL, 3, hands, "5D QS 5H 3C 2C KD 2D 3S", NULL);
  g_autoptr(TrpGame) mariannone = dealt ("marianna", NULL, 3, kings, "", NULL);
  g_autoptr(TrpGame) cinq = dealt ("cinquecento", NULL, 3, kings, "", NULL);
  g_autoptr(TrpRoundResult) result = NULL;

  /* (a) P1 reaches trick 3 with QH QD QC QS KD. */
  mt_trick (game, "AS 2S 4S 6S");
  mt_trick (game, "AH 2H 4H 6H");
  g_assert_cmpuint (trp_marianna_game_get_trick_number (TRP_MARIANNA_GAME (game)), ==, 3);
  mt_play (game, 0, "7C");
  mt_declare (game, 1, MARIANNINO, "QH QD QC QS KD");
  g_assert_cmpint (mt_declared (game, 1), ==, 250);
  g_assert_cmpint (mt_trump (game), ==, TRP_SUIT_DIAMONDS);
  mt_refuse (game, mt_declare_action (1, MARIANNA, "KD QD"), TRP_RULE_ERROR_ILLEGAL, "M-21");
  mt_play (game, 1, "QH");
  mt_play_until_turn (game, 1, "KD QD");
  g_assert_cmpuint (trp_marianna_game_get_trick_number (TRP_MARIANNA_GAME (game)), ==, 4);
  mt_declare (game, 1, MARIANNA, "KD QD");
  g_assert_cmpint (mt_declared (game, 1), ==, 290);
  g_assert_cmpint (mt_trump (game), ==, TRP_SUIT_DIAMONDS);

  /* (b) The mariannone wins the match at once. */
  mt_play (mariannone, 0, "2H");
  mt_play (mariannone, 1, "2S");
  mt_declare (mariannone, 2, MARIANNONE, "KH KD KC KS QC");
  result = trp_game_round_result (mariannone);
  g_assert_true (json_object_get_boolean_member (trp_round_result_get_carry (result), TRP_CARRY_MATCH_OVER));
  g_assert_cmpint (json_object_get_int_member (trp_round_result_get_carry (result), TRP_CARRY_WINNER), ==, 0);

  /* (c) Cinquecento: no mariannone; the club marianna instead, in the
   * window before P2's card.
   */
  mt_pass_windows (cinq);
  mt_play (cinq, 0, "2H");
  mt_pass_windows (cinq);
  mt_play (cinq, 1, "2S");
  g_assert_cmpint (trp_game_get_current_seat (cinq), ==, 2);
  g_assert_cmpstr (trp_game_get_phase (cinq), ==, "declare_window");
  mt_refuse (cinq, mt_declare_action (2, MARIANNONE, "KH KD KC KS QC"), TRP_RULE_ERROR_ILLEGAL, "M-44");
  mt_declare (cinq, 2, MARIANNA, "KC QC");
  g_assert_cmpint (mt_declared (cinq, 0), ==, 40);
}

/* Learns the hand's points from a dry run, then deals it again with totals
 * that make the after-hand totals @after0 : @after1.
 */
static JsonObject *
ex7_hand (int after0,
          int after1)
{
  static const char *hands[] = {
    "AS 2H 4D 5C 6S",
    "KH QH 2S 4C 5D",
    "KD 2C 4H 5S 6D",
    "KC 3C 2D 4S 5H",
  };
  g_autoptr(TrpGame) dry = dealt ("marianna", NULL, 3, hands, "", NULL);
  g_autoptr(TrpGame) game = mt_new ("marianna", NULL);
  g_autoptr(TrpRoundResult) dry_result = NULL;
  g_autoptr(TrpRoundResult) result = NULL;
  JsonObject *carry;

  /* Team 1 declares the hand's only marianna (40). */
  mt_play (dry, 0, "2H");
  mt_declare (dry, 1, MARIANNA, "KH QH");
  dry_result = mt_play_out (dry);
  g_assert_cmpint (mt_line_points (dry_result, 1, "M-19"), ==, 40);

  mt_deal (game, 3, hands, "", NULL,
           after0 - trp_round_result_get_total (dry_result, 0),
           after1 - trp_round_result_get_total (dry_result, 1));
  mt_play (game, 0, "2H");
  mt_declare (game, 1, MARIANNA, "KH QH");
  result = mt_play_out (game);
  carry = trp_round_result_get_carry (result);
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (carry, TRP_CARRY_TOTALS), 0), ==, after0);
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (carry, TRP_CARRY_TOTALS), 1), ==, after1);
  return json_object_ref (carry);
}

static void
test_ex7_end_of_match (void)
{
  /* The example's card points (72 : 48 and so on) are replaced by this
   * deal's; the totals after the hand are the example's.
   */
  g_autoptr(JsonObject) a = ex7_hand (502, 558);
  g_autoptr(JsonObject) b = ex7_hand (501, 449);
  g_autoptr(JsonObject) c = ex7_hand (540, 540);

  g_assert_true (json_object_get_boolean_member (a, TRP_CARRY_MATCH_OVER));
  g_assert_cmpint (json_object_get_int_member (a, TRP_CARRY_WINNER), ==, 1);
  g_assert_true (json_object_get_boolean_member (b, TRP_CARRY_MATCH_OVER));
  g_assert_cmpint (json_object_get_int_member (b, TRP_CARRY_WINNER), ==, 0);
  g_assert_false (json_object_get_boolean_member (c, TRP_CARRY_MATCH_OVER));
}

static TrpAction *
cover_request (int         seat,
               const char *suit)
{
  TrpAction *action = trp_action_new ("cover_request", seat);

  action->suit = mt_suit (suit);
  return action;
}

static TrpAction *
cover_answer (int seat,
              int yes)
{
  TrpAction *action = trp_action_new ("cover_answer", seat);

  action->target = yes;
  return action;
}

static void
test_ex8_cinquecento (void)
{
  static const char *hands[] = {
    "3D KS QS 7H 5S",
    "2C KC QC 2H 6S",
    "4D 4H 6C 7S 2S",
    "AD 5H 3S 4S 6D",
  };
  g_autoptr(TrpGame) game = dealt ("cinquecento", NULL, 3, hands, "", NULL);

  mt_trick (game, "7H 2H 4H 5H");
  g_assert_cmpuint (leader_of (game), ==, 0);

  /* Trick 2. */
  mt_pass_windows (game);
  mt_play (game, 0, "3D");
  mt_pass_windows (game);
  mt_play (game, 1, "2C");
  mt_pass_windows (game);
  mt_play (game, 2, "4D");
  /* The window before P3's card: P1, who has played, declares clubs. */
  mt_pass (game, 3);
  mt_pass (game, 0);
  mt_declare (game, 1, MARIANNA, "KC QC");
  g_assert_cmpint (mt_trump (game), ==, TRP_SUIT_CLUBS);
  mt_pass_windows (game);
  mt_play (game, 3, "AD");
  g_assert_cmpuint (leader_of (game), ==, 1);
  g_assert_cmpint (mt_points (game, 1), ==, 21);
  g_assert_cmpint (mt_declared (game, 1), ==, 40);

  /* Trick 4: P0's spades score 20 and clubs stay. */
  mt_play_trick_avoiding (game, "KS QS");
  g_assert_cmpuint (trp_marianna_game_get_trick_number (TRP_MARIANNA_GAME (game)), ==, 4);
  while (trp_game_get_current_seat (game) != 0)
    mt_pass (game, trp_game_get_current_seat (game));
  g_assert_cmpstr (trp_game_get_phase (game), ==, "declare_window");
  mt_declare (game, 0, MARIANNA, "KS QS");
  g_assert_cmpint (mt_declared (game, 0), ==, 20);
  g_assert_cmpint (mt_trump (game), ==, TRP_SUIT_CLUBS);
}

static void
test_ex8_covering (void)
{
  static const char *hands[] = {
    "QC 2H 4D 5S 6H",
    "7C 2S 4H 5D 6D",
    "KC 2D 4S 5H 6S",
    "JC 3C 4C 7H 7S",
  };
  g_autoptr(TrpGame) won = dealt ("marianna", "{\"covering\": true}", 3, hands, "", NULL);
  g_autoptr(TrpGame) lost = dealt ("marianna", "{\"covering\": true}", 3, hands, "", NULL);

  /* (b) */
  mt_do (won, cover_request (0, "C"));
  mt_do (won, cover_answer (2, 1));
  mt_trick (won, "QC 7C KC JC");
  g_assert_cmpint (mt_declared (won, 0), ==, 20);
  g_assert_cmpint (mt_trump (won), ==, TRP_SUIT_CLUBS);
  g_assert_cmpint (mt_points (won, 0), ==, 9);

  /* (c) */
  mt_do (lost, cover_request (0, "C"));
  mt_do (lost, cover_answer (2, 1));
  mt_trick (lost, "QC 7C KC 3C");
  g_assert_cmpuint (leader_of (lost), ==, 3);
  g_assert_cmpint (mt_points (lost, 1), ==, 17);
  g_assert_cmpint (mt_declared (lost, 0), ==, 0);
  g_assert_cmpint (mt_trump (lost), ==, TRP_SUIT_NONE);
}

static void
test_ex9_briscola (void)
{
  static const char *hands_a[] = {
    "2C KH 4D 5S 7D",
    "3H AS 4H 5H 7S",
  };
  static const char *hands_b[] = {
    "2H 4D 5S 7D 6S",
    "KC QC KH QH 3H",
  };
  static const char *hands_c[] = {
    "AC QC 2H 4D 5S",
    "3H 2C AS KH QH",
  };
  g_autoptr(TrpGame) a = dealt ("briscola_151", NULL, 0, hands_a, "", "6C");
  g_autoptr(TrpGame) b = dealt ("briscola_151", NULL, 0, hands_b, "", "6C");
  g_autoptr(TrpGame) b16 = dealt ("briscola_151", NULL, 0, hands_b, "", "6C");
  g_autoptr(TrpGame) c = dealt ("briscola_151", "{\"ace_swap\": true}", 0, hands_c, "", "KC");
  TrpCard ace = mt_card ("AC");
  int loser;

  /* (a) P1 leads; 2C trumps 3H; then KH holds against AS. */
  g_assert_cmpint (trp_game_get_current_seat (a), ==, 1);
  mt_trick (a, "3H 2C");
  g_assert_cmpuint (leader_of (a), ==, 0);
  g_assert_cmpint (mt_points (a, 0), ==, 10);
  mt_trick (a, "KH AS");
  g_assert_cmpint (mt_points (a, 0), ==, 25);

  /* (b) Not in trick 1; 40 in trick 2; a heart matrimonio is 20. */
  mt_refuse (b, mt_declare_action (1, MATRIMONIO, "KC QC"), TRP_RULE_ERROR_ILLEGAL, "M-55");
  mt_trick (b, "3H 2H");
  mt_declare (b, 1, MATRIMONIO, "KC QC");
  g_assert_cmpint (mt_declared (b, 1), ==, 40);
  mt_trick (b, "KC 4D");
  mt_declare (b, 1, MATRIMONIO, "KH QH");
  g_assert_cmpint (mt_declared (b, 1), ==, 60);
  /* From trick 16 on, none. */
  for (guint t = 0; t < 15; t++)
    mt_play_trick_avoiding (b16, "KC QC");
  mt_play_until_turn (b16, 1, "KC QC");
  mt_refuse (b16, mt_declare_action (1, MATRIMONIO, "KC QC"), TRP_RULE_ERROR_ILLEGAL, "M-55");

  /* (c) The swap. */
  mt_play (c, 1, "3H");
  mt_do (c, trp_action_new_with_cards ("swap_indicator", 0, &ace, 1));
  g_assert_true (mt_holds (c, 0, "KC"));
  mt_play (c, 0, "2H");
  mt_play_until_turn (c, 0, "KC QC");
  mt_declare (c, 0, MATRIMONIO, "KC QC");
  g_assert_cmpint (mt_declared (c, 0), ==, 40);
  for (guint t = 1; t < 15; t++)
    mt_play_trick_avoiding (c, NULL);
  /* The 15th trick's winner leads the 16th (M-53). */
  loser = 1 - mt_trick_winner (c, 14);
  g_assert_cmpint (trp_game_get_current_seat (c), ==, 1 - loser);
  g_assert_true (mt_holds (c, loser, "AC"));
}

static void
test_ex9d_briscola_totals (void)
{
  static const char *hands[] = {
    "2C KH 4D 5S 7D",
    "3H AS 4H 5H 7S",
  };
  g_autoptr(TrpGame) dry = dealt ("briscola_151", NULL, 0, hands, "", "6C");
  g_autoptr(TrpRoundResult) dry_result = mt_play_out (dry);
  g_autoptr(TrpGame) game = mt_new ("briscola_151", NULL);
  g_autoptr(TrpRoundResult) result = NULL;
  JsonObject *carry;

  /* (d) 155 : 205 after the hand: both passed 151, P1 wins. */
  mt_deal (game, 0, hands, "", "6C",
           155 - trp_round_result_get_total (dry_result, 0),
           205 - trp_round_result_get_total (dry_result, 1));
  result = mt_play_out (game);
  carry = trp_round_result_get_carry (result);
  g_assert_true (json_object_get_boolean_member (carry, TRP_CARRY_MATCH_OVER));
  g_assert_cmpint (json_object_get_int_member (carry, TRP_CARRY_WINNER), ==, 1);
}

static guint64
mask_of (const char *codes)
{
  g_auto(GStrv) parts = g_strsplit (codes, " ", -1);
  guint64 mask = 0;

  for (guint i = 0; parts[i] != NULL; i++)
    mask |= M_BIT (m_card_index (mt_card (parts[i])));
  return mask;
}

/* Takes from @pool a plain card of a suit other than @suit, from the suit
 * with most cards left, so that the greedy pairing does not run dry.
 */
static int
take_other_suit (guint64 *pool,
                 int      suit)
{
  int best = -1;
  guint best_count = 0;

  for (int s = 0; s < TRP_N_SUITS; s++)
    {
      guint count = m_popcount (*pool & M_SUIT_MASK (s));

      if (s != suit && count > best_count)
        {
          best = s;
          best_count = count;
        }
    }
  g_assert_cmpint (best, >=, 0);
  best = __builtin_ctzll (*pool & M_SUIT_MASK (best));
  *pool &= ~M_BIT (best);
  return best;
}

/* A real Mariaccio hand played to the point where the stock is gone, P0
 * leads @lead and P1 holds exactly @hand (two or three cards). Trumps are
 * spades (indicator 6S). The deal is built so that P0 wins tricks 1 to 14
 * (P1 throws a plain card of another suit), P1 wins trick 15 with a trump
 * and draws the last face-down card while P0 draws the indicator; then
 * club tricks, which P0 wins, bring P1 down to @hand (M-61, M-62).
 */
static TrpGame *
endgame (const char *lead,
         const char *hand)
{
  int spades = mt_suit ("S");
  guint64 final1 = mask_of (hand);
  gboolean two_left = m_popcount (final1) == 2;
  guint64 keep0 = mask_of (two_left ? "AC 3C KC" : "AC 3C JC") | mask_of (lead);
  guint64 keep1 = mask_of (two_left ? "2C 4C 6C" : "2C 4C") | final1;
  guint64 indicator = mask_of ("6S");
  guint64 rest = (M_BIT (M_N_CARDS) - 1) & ~keep0 & ~keep1 & ~indicator;
  int seq0[15], seq1[15], res0[4], res1[5];
  TrpCard stock[29];
  char *hands[2];
  g_autoptr(GString) h0 = g_string_new (NULL);
  g_autoptr(GString) h1 = g_string_new (NULL);
  g_autoptr(GString) st = g_string_new (NULL);
  guint64 plain1;
  TrpGame *game;

  g_assert_cmpuint (m_popcount (keep0), ==, 4);
  g_assert_cmpuint (m_popcount (keep1), ==, 5);
  g_assert_cmpuint (m_popcount (rest), ==, 30);

  /* Trick 15: a plain card of P0's, a trump of P1's. */
  seq1[14] = __builtin_ctzll (rest & M_SUIT_MASK (spades));
  rest &= ~M_BIT (seq1[14]);
  seq0[14] = __builtin_ctzll (rest & ~M_SUIT_MASK (spades));
  rest &= ~M_BIT (seq0[14]);

  /* Tricks 1 to 14: P0 leads plain cards, then every trump left; P1
   * throws a plain card of another suit. */
  plain1 = 0;
  {
    guint64 plain = rest & ~M_SUIT_MASK (spades);
    guint64 trumps = rest & M_SUIT_MASK (spades);
    guint n0 = 0;

    /* P1 gets 14 plain cards, P0 the trumps and the other plain cards. */
    for (guint i = 0; i < 14; i++)
      {
        int index = take_other_suit (&plain, -1);

        plain1 |= M_BIT (index);
      }
    /* Plain cards first: the trumps pair with anything. */
    while (plain != 0)
      {
        seq0[n0++] = __builtin_ctzll (plain);
        plain &= plain - 1;
      }
    while (trumps != 0)
      {
        seq0[n0++] = __builtin_ctzll (trumps);
        trumps &= trumps - 1;
      }
    g_assert_cmpuint (n0, ==, 14);
    for (guint i = 0; i < 14; i++)
      seq1[i] = take_other_suit (&plain1, seq0[i] / 10 == spades ? -1 : seq0[i] / 10);
  }

  /* The cards held back arrive with the last draws. */
  for (guint i = 0; i < 4; i++)
    {
      res0[i] = __builtin_ctzll (keep0);
      keep0 &= keep0 - 1;
    }
  for (guint i = 0; i < 5; i++)
    {
      res1[i] = __builtin_ctzll (keep1);
      keep1 &= keep1 - 1;
    }
  for (guint t = 1; t <= 14; t++)
    {
      stock[2 * (t - 1)] = m_index_card (t <= 10 ? seq0[t + 4] : res0[t - 11]);
      stock[2 * (t - 1) + 1] = m_index_card (t <= 10 ? seq1[t + 4] : res1[t - 11]);
    }
  stock[28] = m_index_card (res1[4]);

  for (guint i = 0; i < 5; i++)
    {
      g_string_append_printf (h0, "%s%s", i ? " " : "", trp_card_to_code (m_index_card (seq0[i])));
      g_string_append_printf (h1, "%s%s", i ? " " : "", trp_card_to_code (m_index_card (seq1[i])));
    }
  for (guint i = 0; i < 29; i++)
    g_string_append_printf (st, "%s%s", i ? " " : "", trp_card_to_code (stock[i]));
  hands[0] = h0->str;
  hands[1] = h1->str;

  /* Dealer 1: P0 leads. */
  game = mt_new ("mariaccio", NULL);
  mt_deal (game, 1, (const char *const *) hands, st->str, "6S", 0, 0);
  for (guint t = 0; t < 15; t++)
    {
      g_autofree char *trick = g_strdup_printf ("%s %s", trp_card_to_code (m_index_card (seq0[t])),
                                                trp_card_to_code (m_index_card (seq1[t])));

      mt_trick (game, trick);
      mt_pass_windows (game);
      g_assert_cmpuint (trp_marianna_game_get_leader (TRP_MARIANNA_GAME (game)), ==, (t < 14 ? 0 : 1));
    }
  g_assert_cmpuint (trp_marianna_game_get_stock_size (TRP_MARIANNA_GAME (game)), ==, 0);
  mt_trick (game, "2C AC");
  mt_trick (game, "3C 4C");
  if (two_left)
    mt_trick (game, "KC 6C");
  mt_pass_windows (game);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 0);
  g_assert_cmpuint (TRP_MARIANNA_GAME (game)->st.hand[1], ==, final1);
  return game;
}

static void
check_follow (const char *lead,
              const char *hand,
              const char *legal)
{
  g_autoptr(TrpGame) game = endgame (lead, hand);
  g_auto(GStrv) expected = g_strsplit (legal, " ", -1);
  g_autoptr(GPtrArray) actions = NULL;

  mt_play (game, 0, lead);
  actions = trp_game_legal_actions (game);
  g_assert_cmpuint (actions->len, ==, g_strv_length (expected));
  for (guint i = 0; expected[i] != NULL; i++)
    g_assert_true (mt_is_legal (game, mt_play_action (1, expected[i])));
}

static void
test_ex10_mariaccio (void)
{
  static const char *hands_c[] = {
    "3H 2C 4D 5C 7D",
    "AH 4H 2S JD 7C",
  };
  static const char *hands_d[] = {
    "AS KS QS 2C 4D",
    "3H 2H 4H 5H 7H",
  };
  g_autoptr(TrpGame) c = dealt ("mariaccio", NULL, 1, hands_c, "", "6S");
  g_autoptr(TrpGame) d = dealt ("mariaccio", NULL, 1, hands_d, "", "6S");

  /* (a) */
  check_follow ("3H", "AH 4H 2S", "AH");
  check_follow ("3H", "7H 4H 2S", "7H 4H");
  check_follow ("3H", "KD 2S 5S", "2S 5S");
  check_follow ("3H", "KD 5C", "KD 5C");
  /* (b) */
  check_follow ("7S", "AS 2S KH", "AS");
  check_follow ("7S", "2S KH", "2S");

  /* (c) While the stock lasts, any card. */
  mt_play (c, 0, "3H");
  g_assert_true (mt_is_legal (c, mt_play_action (1, "AH")));
  g_assert_true (mt_is_legal (c, mt_play_action (1, "4H")));
  g_assert_true (mt_is_legal (c, mt_play_action (1, "2S")));

  /* (d) P0 wins trick 7 with his ace of trumps and declares 40. */
  for (guint t = 0; t < 6; t++)
    mt_play_trick_avoiding (d, "AS KS QS");
  g_assert_cmpuint (trp_marianna_game_get_trick_number (TRP_MARIANNA_GAME (d)), ==, 7);
  if (trp_game_get_current_seat (d) == 1)
    mt_play_until_turn (d, 0, "AS KS QS");
  mt_play (d, 0, "AS");
  if (g_strcmp0 (trp_game_get_phase (d), "turn") == 0)
    {
      /* P0 led: P1 still has to play. */
      g_autoptr(GPtrArray) legal = trp_game_legal_actions (d);

      mt_do (d, trp_action_copy (g_ptr_array_index (legal, 0)));
    }
  g_assert_cmpstr (trp_game_get_phase (d), ==, "winner_declare");
  g_assert_cmpint (trp_game_get_current_seat (d), ==, 0);
  mt_refuse (d, mt_declare_action (1, MATRIMONIO, "KH QH"), TRP_RULE_ERROR_NOT_YOUR_TURN, "M-63");
  mt_declare (d, 0, MATRIMONIO, "KS QS");
  g_assert_cmpint (mt_declared (d, 0), ==, 40);
}

static void
test_ex10e_claims (void)
{
  static const char *hands[] = {
    "3H 2C 4D 5C 7D",
    "AH 4H 2S JD 7C",
  };
  g_autoptr(TrpGame) dry = dealt ("mariaccio", NULL, 1, hands, "", "6S");
  int running;

  /* Learn P0's running total after trick 9. */
  for (guint t = 0; t < 9; t++)
    mt_play_trick_avoiding (dry, NULL);
  running = mt_points (dry, 0) + mt_declared (dry, 0);

  for (guint k = 0; k < 2; k++)
    {
      /* 205 (right) or 195 (wrong) at the claim. */
      int total = k == 0 ? 205 : 195;
      g_autoptr(TrpGame) game = mt_new ("mariaccio", NULL);
      g_autoptr(TrpRoundResult) result = NULL;

      mt_deal (game, 1, hands, "", "6S", total - running, 0);
      for (guint t = 0; t < 8; t++)
        mt_play_trick_avoiding (game, NULL);
      /* Trick 9 and its claims. */
      while (trp_marianna_game_get_trick_number (TRP_MARIANNA_GAME (game)) == 9 &&
             !(g_strcmp0 (trp_game_get_phase (game), "claim") == 0 && trp_game_get_current_seat (game) == 0))
        {
          g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);

          if (g_strcmp0 (trp_game_get_phase (game), "turn") == 0)
            mt_do (game, trp_action_copy (g_ptr_array_index (legal, 0)));
          else
            mt_pass (game, trp_game_get_current_seat (game));
        }
      mt_do (game, trp_action_new ("claim", 0));
      result = trp_game_round_result (game);
      g_assert_cmpint (json_object_get_int_member (trp_round_result_get_carry (result), TRP_CARRY_WINNER), ==,
                       k == 0 ? 0 : 1);
    }
}

static TrpGame *
ex11_trick3 (const char *options)
{
  static const char *hands[] = {
    "KS QS 5S 5H 3C",
    "AS AH 2C 4C 5C",
    "KD QD 2S 2H 6C",
    "KH QH 4S 4H 7C",
  };
  TrpGame *game = dealt ("marianna", options, 0, hands, "", NULL);

  mt_trick (game, "AS 2S 4S 5S");
  mt_trick (game, "AH 2H 4H 5H");
  g_assert_cmpuint (trp_marianna_game_get_trick_number (TRP_MARIANNA_GAME (game)), ==, 3);
  g_assert_cmpint (mt_trump (game), ==, TRP_SUIT_NONE);
  g_assert_cmpstr (trp_game_get_phase (game), ==, "declare_window");
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 1);
  mt_pass (game, 1);
  mt_pass (game, 2);
  mt_declare (game, 3, MARIANNA, "KH QH");
  mt_pass (game, 0);
  /* The window stays open: P1 is asked again. */
  mt_pass (game, 1);
  mt_declare (game, 2, MARIANNA, "KD QD");
  /* P3 has declared and is skipped. */
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 0);
  return game;
}

static void
test_ex11_start_of_trick (void)
{
  g_autoptr(TrpGame) game = ex11_trick3 ("{\"declaration_timing\": \"trick_start\"}");
  g_autoptr(TrpGame) spades = ex11_trick3 ("{\"declaration_timing\": \"trick_start\"}");
  g_autoptr(TrpGame) first = ex11_trick3 ("{\"declaration_timing\": \"trick_start\", \"trump_change\": \"first_only\"}");

  mt_pass (game, 0);
  mt_pass (game, 1);
  g_assert_cmpstr (trp_game_get_phase (game), ==, "turn");
  /* Hearts: P3 plays after P2, though P2 declared later. */
  g_assert_cmpint (mt_trump (game), ==, TRP_SUIT_HEARTS);
  g_assert_cmpint (mt_declared (game, 1), ==, 40);
  g_assert_cmpint (mt_declared (game, 0), ==, 60);

  /* P0 declares spades at his last chance: spades, the third (80). */
  mt_declare (spades, 0, MARIANNA, "KS QS");
  g_assert_cmpint (mt_trump (spades), ==, TRP_SUIT_SPADES);
  g_assert_cmpint (mt_declared (spades, 0), ==, 60 + 80);

  /* first_only: hearts, the first in time. */
  g_assert_cmpint (mt_trump (first), ==, TRP_SUIT_HEARTS);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/marianna/M-EX-1/tricks-without-trumps", test_ex1_tricks_without_trumps);
  g_test_add_func ("/marianna/M-EX-2/trump-trick", test_ex2_trump_trick);
  g_test_add_func ("/marianna/M-EX-3/trumps-changed-mid-trick", test_ex3_trumps_changed_mid_trick);
  g_test_add_func ("/marianna/M-EX-4/two-declarations", test_ex4_two_declarations);
  g_test_add_func ("/marianna/M-EX-5/when-allowed", test_ex5_when_allowed);
  g_test_add_func ("/marianna/M-EX-6/mariannino-and-mariannone", test_ex6_mariannino_and_mariannone);
  g_test_add_func ("/marianna/M-EX-7/end-of-match", test_ex7_end_of_match);
  g_test_add_func ("/marianna/M-EX-8/cinquecento", test_ex8_cinquecento);
  g_test_add_func ("/marianna/M-EX-8/covering", test_ex8_covering);
  g_test_add_func ("/marianna/M-EX-9/briscola-151", test_ex9_briscola);
  g_test_add_func ("/marianna/M-EX-9/totals", test_ex9d_briscola_totals);
  g_test_add_func ("/marianna/M-EX-10/mariaccio", test_ex10_mariaccio);
  g_test_add_func ("/marianna/M-EX-10/claims", test_ex10e_claims);
  g_test_add_func ("/marianna/M-EX-11/start-of-trick", test_ex11_start_of_trick);

  return g_test_run ();
}
