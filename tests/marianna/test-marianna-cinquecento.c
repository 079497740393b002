/* test-marianna-cinquecento.c: Cinquecento (M-41 to M-45) and Covering
 * (M-39, M-46 to M-50) (rules/marianna.md)
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

static const char *pair_hands[] = {
  "KS QS 2H 4D 5C",
  "KH QH 2S 4C 5D",
  "KD QD 2C 4H 5S",
  "KC QC 2D 4S 5H",
};

/* M-EX-8 b: P0 holds QC, his partner P2 KC. */
static const char *cover_hands[] = {
  "QC 2H 4D 5S 6H",
  "7C 2S KH QH 6D",
  "KC 2D 4S 5H 6S",
  "JC 3C 4C 7H 7S",
};

static TrpGame *
new_dealt (const char         *ruleset,
           const char         *options,
           const char *const  *hands)
{
  TrpGame *game = mt_new (ruleset, options);

  /* Dealer 3: P0 leads, P2 is his partner. */
  mt_deal (game, 3, hands, "", NULL, 0, 0);
  return game;
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
test_m41_m42_first_then_twenty (void)
{
  g_autoptr(TrpGame) game = new_dealt ("cinquecento", NULL, pair_hands);
  g_autoptr(TrpRoundResult) result = NULL;

  g_assert_cmpstr (trp_game_get_phase (game), ==, "declare_window");
  mt_declare (game, 0, MARIANNA, "KS QS");
  g_assert_cmpint (mt_trump (game), ==, TRP_SUIT_SPADES);
  mt_declare (game, 1, MARIANNA, "KH QH");
  /* M-42: 20, and spades stay trumps. */
  g_assert_cmpint (mt_trump (game), ==, TRP_SUIT_SPADES);
  g_assert_cmpint (mt_declared (game, 0), ==, 40);
  g_assert_cmpint (mt_declared (game, 1), ==, 20);
  mt_pass (game, 2);
  mt_pass (game, 3);
  g_assert_cmpstr (trp_game_get_phase (game), ==, "turn");
  result = mt_play_out (game);
  g_assert_cmpint (mt_line_points (result, 0, "M-41"), ==, 40);
  g_assert_cmpint (mt_line_points (result, 1, "M-42"), ==, 20);
}

static void
test_m43_any_time (void)
{
  g_autoptr(TrpGame) game = new_dealt ("cinquecento", NULL, pair_hands);

  mt_pass_windows (game);
  mt_play (game, 0, "2H");
  /* The window before P1's card starts with P1. */
  g_assert_cmpstr (trp_game_get_phase (game), ==, "declare_window");
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 1);
  mt_refuse (game, mt_declare_action (3, MARIANNA, "KC QC"), TRP_RULE_ERROR_NOT_YOUR_TURN, "M-43");
  mt_refuse (game, mt_play_action (1, "2S"), TRP_RULE_ERROR_WRONG_PHASE, "M-43");
  mt_pass_windows (game);
  mt_play (game, 1, "2S");
  mt_pass_windows (game);
  mt_play (game, 2, "2C");
  mt_pass_windows (game);
  mt_play (game, 3, "2D");
  /* No window after the fourth card: the next trick has begun. */
  g_assert_cmpuint (trp_marianna_game_get_trick_number (TRP_MARIANNA_GAME (game)), ==, 2);
}

/* M-21 a in M-43's windows: the player who has declared is no longer
 * polled, and his second declaration in the trick names M-21, in the
 * window where he declared and in the next card's. */
static void
test_m43_one_declaration_per_trick (void)
{
  static const char *hands[] = {
    "KS QS 2H 4D 5C",
    "KH QH KD QD 2S",
    "4C 5D 2C 4H 5S",
    "KC QC 2D 4S 5H",
  };
  g_autoptr(TrpGame) game = new_dealt ("cinquecento", NULL, hands);

  mt_pass (game, 0);
  mt_declare (game, 1, MARIANNA, "KH QH");
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 2);
  mt_refuse (game, mt_declare_action (1, MARIANNA, "KD QD"), TRP_RULE_ERROR_ILLEGAL, "M-21");
  mt_pass_windows (game);
  mt_play (game, 0, "2H");
  g_assert_cmpstr (trp_game_get_phase (game), ==, "declare_window");
  g_assert_cmpint (trp_game_get_current_seat (game), !=, 1);
  mt_refuse (game, mt_declare_action (1, MARIANNA, "KD QD"), TRP_RULE_ERROR_ILLEGAL, "M-21");
  /* Another player's declaration out of the window's order is still one
   * out of turn. */
  mt_refuse (game, mt_declare_action (3, MARIANNA, "KC QC"), TRP_RULE_ERROR_NOT_YOUR_TURN, "M-43");
}

static void
test_m43_polling_order (void)
{
  g_autoptr(TrpGame) game = new_dealt ("cinquecento", NULL, pair_hands);

  /* P0 passes, P1 declares: P0 may still declare when asked again, and
   * the first marianna in time fixes trumps (M-33).
   */
  mt_pass (game, 0);
  mt_declare (game, 1, MARIANNA, "KH QH");
  mt_pass (game, 2);
  mt_pass (game, 3);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 0);
  mt_declare (game, 0, MARIANNA, "KS QS");
  g_assert_cmpint (mt_trump (game), ==, TRP_SUIT_HEARTS);
  g_assert_cmpint (mt_declared (game, 0), ==, 20);
  mt_pass (game, 2);
  mt_pass (game, 3);
  g_assert_cmpstr (trp_game_get_phase (game), ==, "turn");
}

static void
test_m44_no_mariannino (void)
{
  static const char *hands[] = {
    "QH QD QC QS KD",
    "KH KS KC 4C 5D",
    "2H 4D 5C 6S 7H",
    "2S 4H 5S 6C 7S",
  };
  g_autoptr(TrpGame) game = new_dealt ("cinquecento", NULL, hands);

  mt_refuse (game, mt_declare_action (0, MARIANNINO, "QH QD QC QS KD"), TRP_RULE_ERROR_ILLEGAL, "M-44");
  mt_refuse (game, mt_declare_action (0, MARIANNONE, "QH QD QC QS KD"), TRP_RULE_ERROR_ILLEGAL, "M-44");
  mt_declare (game, 0, MARIANNA, "KD QD");
}

static JsonObject *
finish_with_totals (int after0,
                    int after1)
{
  g_autoptr(TrpGame) dry = new_dealt ("cinquecento", NULL, pair_hands);
  g_autoptr(TrpGame) game = mt_new ("cinquecento", NULL);
  g_autoptr(TrpRoundResult) dry_result = mt_play_out (dry);
  g_autoptr(TrpRoundResult) result = NULL;

  mt_deal (game, 3, pair_hands, "", NULL,
           after0 - trp_round_result_get_total (dry_result, 0),
           after1 - trp_round_result_get_total (dry_result, 1));
  result = mt_play_out (game);
  return json_object_ref (trp_round_result_get_carry (result));
}

static void
test_m45_target (void)
{
  g_autoptr(JsonObject) below = finish_with_totals (500, 420);
  g_autoptr(JsonObject) above = finish_with_totals (501, 420);

  g_assert_false (json_object_get_boolean_member (below, TRP_CARRY_MATCH_OVER));
  g_assert_true (json_object_get_boolean_member (above, TRP_CARRY_MATCH_OVER));
  g_assert_cmpint (json_object_get_int_member (above, TRP_CARRY_WINNER), ==, 0);
}

static void
test_amb12_cut_off (void)
{
  g_autoptr(TrpGame) game = new_dealt ("cinquecento", NULL, pair_hands);
  g_autoptr(TrpGame) late = new_dealt ("cinquecento", "{\"late_declaration\": true}", pair_hands);

  for (guint t = 0; t < 5; t++)
    {
      mt_play_trick_avoiding (game, "KS QS");
      mt_play_trick_avoiding (late, "KS QS");
    }
  /* Trick 6: no window, no declaration (M-18, M-AMB-12). */
  g_assert_cmpstr (trp_game_get_phase (game), ==, "turn");
  mt_play_until_turn (game, 0, "KS QS");
  mt_refuse (game, mt_declare_action (0, MARIANNA, "KS QS"), TRP_RULE_ERROR_ILLEGAL, "M-18");
  /* M-34: with late declarations trick 6 still has its windows. */
  g_assert_cmpstr (trp_game_get_phase (late), ==, "declare_window");
}

static void
test_m39_covering_option (void)
{
  g_autoptr(TrpGame) off = new_dealt ("marianna", NULL, cover_hands);
  g_autoptr(TrpGame) on = new_dealt ("cinquecento", "{\"covering\": true}", cover_hands);

  g_assert_cmpstr (trp_game_get_phase (off), ==, "turn");
  mt_refuse (off, cover_request (0, "C"), TRP_RULE_ERROR_ILLEGAL, "M-39");
  g_assert_cmpstr (trp_game_get_phase (on), ==, "cover");
}

static void
test_m46_request (void)
{
  static const char *both[] = {
    "KS QS QC 2H 4D",
    "7C 2S KH QH 6D",
    "KC 2D 4S 5H 6S",
    "JC 3C 4C 7H 7S",
  };
  g_autoptr(TrpGame) game = new_dealt ("marianna", "{\"covering\": true}", both);
  g_autoptr(JsonNode) node = NULL;
  JsonObject *cover;

  g_assert_cmpstr (trp_game_get_phase (game), ==, "cover");
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 0);
  mt_refuse (game, cover_request (2, "C"), TRP_RULE_ERROR_NOT_YOUR_TURN, "M-46");
  /* Neither card of hearts; both cards of spades. */
  mt_refuse (game, cover_request (0, "H"), TRP_RULE_ERROR_ILLEGAL, "M-46");
  mt_refuse (game, cover_request (0, "S"), TRP_RULE_ERROR_ILLEGAL, "M-46");
  mt_refuse (game, mt_play_action (0, "QC"), TRP_RULE_ERROR_WRONG_PHASE, "M-46");
  g_assert_true (mt_is_legal (game, cover_request (0, "C")));
  mt_do (game, cover_request (0, "C"));
  /* The request is public. */
  node = trp_game_observation (game, 1);
  cover = json_array_get_object_element (json_object_get_array_member (json_node_get_object (node), "coverings"), 0);
  g_assert_cmpstr (json_object_get_string_member (cover, "suit"), ==, "C");
  g_assert_true (json_object_get_null_member (cover, "answer"));
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 2);
}

static void
test_m47_answer (void)
{
  static const char *hands[] = {
    "QC 2H 4D 5S 6H",
    "KC 2S KH QH 6D",
    "7C 2D 4S 5H 6S",
    "JC 3C 4C 7H 7S",
  };
  g_autoptr(TrpGame) game = new_dealt ("marianna", "{\"covering\": true}", hands);
  g_autoptr(TrpGame) refusing = new_dealt ("marianna", "{\"covering\": true}", cover_hands);

  mt_do (game, cover_request (0, "C"));
  /* P2 lacks the king of clubs: only "no". */
  mt_refuse (game, cover_answer (2, 1), TRP_RULE_ERROR_ILLEGAL, "M-47");
  mt_refuse (game, mt_play_action (2, "7C"), TRP_RULE_ERROR_WRONG_PHASE, "M-47");
  mt_do (game, cover_answer (2, 0));
  /* After "no" the trick is played normally. */
  g_assert_true (mt_is_legal (game, mt_play_action (0, "2H")));

  /* He may say no while holding it. */
  mt_do (refusing, cover_request (0, "C"));
  g_assert_true (mt_is_legal (refusing, cover_answer (2, 1)));
  mt_do (refusing, cover_answer (2, 0));
  mt_play (refusing, 0, "2H");
}

static void
test_m48_covered_trick_won (void)
{
  g_autoptr(TrpGame) game = new_dealt ("marianna", "{\"covering\": true}", cover_hands);

  mt_do (game, cover_request (0, "C"));
  mt_do (game, cover_answer (2, 1));
  mt_refuse (game, mt_play_action (0, "2H"), TRP_RULE_ERROR_ILLEGAL, "M-48");
  mt_refuse (game, mt_declare_action (0, MARIANNA, "KC QC"), TRP_RULE_ERROR_ILLEGAL, "M-48");
  mt_play (game, 0, "QC");
  /* Opponents play freely. */
  g_assert_true (mt_is_legal (game, mt_play_action (1, "2S")));
  mt_play (game, 1, "7C");
  mt_refuse (game, mt_play_action (2, "2D"), TRP_RULE_ERROR_ILLEGAL, "M-48");
  mt_play (game, 2, "KC");
  mt_play (game, 3, "JC");
  /* M-EX-8 b: 20 and clubs trumps; 9 card points. */
  g_assert_cmpint (mt_declared (game, 0), ==, 20);
  g_assert_cmpint (mt_points (game, 0), ==, 9);
  g_assert_cmpint (mt_trump (game), ==, TRP_SUIT_CLUBS);
}

static void
test_m48_covered_trick_lost (void)
{
  g_autoptr(TrpGame) game = new_dealt ("marianna", "{\"covering\": true}", cover_hands);
  g_autoptr(TrpRoundResult) result = NULL;

  mt_do (game, cover_request (0, "C"));
  mt_do (game, cover_answer (2, 1));
  mt_trick (game, "QC 7C KC 3C");
  /* M-EX-8 c: P3's three wins 17; nothing for the covering, no trumps. */
  g_assert_cmpint (mt_points (game, 1), ==, 17);
  g_assert_cmpint (mt_declared (game, 0), ==, 0);
  g_assert_cmpint (mt_trump (game), ==, TRP_SUIT_NONE);
  /* Still no trumps: the next leader (P3) may be asked again. */
  g_assert_cmpstr (trp_game_get_phase (game), ==, "cover");
  result = mt_play_out (game);
  g_assert_cmpint (mt_line_points (result, 0, "M-48"), ==, -1);
}

static void
test_m48_declaration_in_covered_trick (void)
{
  g_autoptr(TrpGame) game = new_dealt ("marianna", "{\"covering\": true}", cover_hands);
  g_autoptr(TrpRoundResult) result = NULL;

  mt_do (game, cover_request (0, "C"));
  mt_do (game, cover_answer (2, 1));
  mt_play (game, 0, "QC");
  /* P1 makes hearts trumps during the covered trick but plays no heart. */
  mt_declare (game, 1, MARIANNA, "KH QH");
  mt_play (game, 1, "7C");
  mt_play (game, 2, "KC");
  mt_play (game, 3, "JC");
  /* The covering's 20 count, the trump is not replaced. */
  g_assert_cmpint (mt_declared (game, 0), ==, 20);
  g_assert_cmpint (mt_declared (game, 1), ==, 40);
  g_assert_cmpint (mt_trump (game), ==, TRP_SUIT_HEARTS);
  result = mt_play_out (game);
  g_assert_cmpint (mt_line_points (result, 0, "M-48"), ==, 20);
}

static void
test_m49_not_a_marianna (void)
{
  static const char *hands[] = {
    "QC 2H 4D KS QS",
    "7C 2S KH QH 6D",
    "KC 2D 4S 5H 6S",
    "JC 3C 4C 7H 7S",
  };
  g_autoptr(TrpGame) game = new_dealt ("marianna", "{\"covering\": true}", hands);
  g_autoptr(TrpGame) cinq = new_dealt ("cinquecento", "{\"covering\": true}", hands);

  /* Marianna: the covering takes no place in the ladder. */
  mt_do (game, cover_request (0, "C"));
  mt_do (game, cover_answer (2, 1));
  mt_trick (game, "QC 7C KC JC");
  g_assert_cmpint (mt_trump (game), ==, TRP_SUIT_CLUBS);
  mt_play_until_turn (game, 0, "KS QS");
  mt_declare (game, 0, MARIANNA, "KS QS");
  /* The first marianna: 40, not 60. */
  g_assert_cmpint (mt_declared (game, 0), ==, 20 + 40);
  g_assert_cmpint (mt_trump (game), ==, TRP_SUIT_SPADES);

  /* Cinquecento: once the covering has fixed trumps, a marianna is 20. */
  mt_do (cinq, cover_request (0, "C"));
  mt_do (cinq, cover_answer (2, 1));
  mt_trick (cinq, "QC 7C KC JC");
  g_assert_cmpint (mt_trump (cinq), ==, TRP_SUIT_CLUBS);
  /* P2 leads trick 2; P0's spades in the first window. */
  g_assert_cmpint (trp_game_get_current_seat (cinq), ==, 2);
  mt_pass (cinq, 2);
  mt_pass (cinq, 3);
  mt_declare (cinq, 0, MARIANNA, "KS QS");
  g_assert_cmpint (mt_declared (cinq, 0), ==, 40);
  g_assert_cmpint (mt_trump (cinq), ==, TRP_SUIT_CLUBS);
}

static void
test_m50_only_before_trumps (void)
{
  static const char *hands[] = {
    "KS QS QC 2H 4D",
    "7C 2S KH QH 6D",
    "KC 2D 4S 5H 6S",
    "JC 3C 4C 7H 7S",
  };
  g_autoptr(TrpGame) game = new_dealt ("marianna", "{\"covering\": true}", hands);
  g_autoptr(TrpGame) late = new_dealt ("marianna", "{\"covering\": true}", cover_hands);

  mt_pass (game, 0);
  mt_declare (game, 0, MARIANNA, "KS QS");
  mt_trick (game, "2H 2S 2D 3C");
  /* Spades are trumps: trick 2 has no cover step. */
  g_assert_cmpstr (trp_game_get_phase (game), ==, "turn");
  mt_refuse (game, cover_request (trp_game_get_current_seat (game), "C"), TRP_RULE_ERROR_WRONG_PHASE, "M-50");

  /* After the stock, no covering either (M-AMB-13). */
  for (guint t = 0; t < 5; t++)
    mt_play_trick_avoiding (late, NULL);
  g_assert_cmpint (mt_trump (late), ==, TRP_SUIT_NONE);
  g_assert_cmpstr (trp_game_get_phase (late), ==, "turn");
  mt_refuse (late, cover_request (trp_game_get_current_seat (late), "C"), TRP_RULE_ERROR_WRONG_PHASE, "M-46");
}

static void
test_covering_determinize (void)
{
  g_autoptr(TrpGame) game = new_dealt ("marianna", "{\"covering\": true}", cover_hands);
  g_autoptr(TrpRng) rng = trp_rng_new (11);

  mt_do (game, cover_request (0, "C"));
  for (guint round = 0; round < 2; round++)
    {
      for (guint i = 0; i < 40; i++)
        for (int observer = 0; observer < 4; observer++)
          {
            g_autoptr(TrpGame) sample = trp_game_determinize (game, observer, rng);
            g_autoptr(JsonNode) a = trp_game_observation (game, observer);
            g_autoptr(JsonNode) b = trp_game_observation (sample, observer);
            gboolean king = mt_holds (sample, 0, "KC");
            gboolean queen = mt_holds (sample, 0, "QC");

            g_assert_true (json_node_equal (a, b));
            /* The leader holds exactly one card of the pair. */
            g_assert_true (king != queen);
            if (round == 1)
              {
                /* After "yes" the partner holds the other. */
                g_assert_true (mt_holds (sample, 2, "KC") || mt_holds (sample, 2, "QC"));
              }
            if (observer == 2 || observer == 0)
              g_assert_true (queen);
          }
      if (round == 0)
        mt_do (game, cover_answer (2, 1));
    }
}

/* A request answered "no" in an earlier trick still tells every seat that
 * the leader holds one card of the pair until he plays it (M-46, M-47).
 */
static void
test_covering_determinize_old_request (void)
{
  g_autoptr(TrpGame) game = new_dealt ("marianna", "{\"covering\": true}", cover_hands);
  g_autoptr(TrpRng) rng = trp_rng_new (12);

  mt_do (game, cover_request (0, "C"));
  mt_do (game, cover_answer (2, 0));
  /* Trick 1 without clubs from P0; P3 wins it with 7H and all draw. */
  mt_trick (game, "2H 2S 2D 7H");
  g_assert_cmpuint (trp_marianna_game_get_trick_number (TRP_MARIANNA_GAME (game)), ==, 2);
  mt_pass_windows (game);

  for (guint i = 0; i < 200; i++)
    for (int observer = 1; observer < 4; observer++)
      {
        g_autoptr(TrpGame) sample = trp_game_determinize (game, observer, rng);
        g_autoptr(JsonNode) a = trp_game_observation (game, observer);
        g_autoptr(JsonNode) b = trp_game_observation (sample, observer);

        g_assert_true (json_node_equal (a, b));
        g_assert_true (mt_holds (sample, 0, "KC") || mt_holds (sample, 0, "QC"));
        /* P2 holds the king, so he knows P0 has the queen. */
        if (observer == 2)
          g_assert_true (mt_holds (sample, 0, "QC"));
      }

  /* Once P0 has played the queen, the request binds no more. */
  mt_trick (game, "3C QC KH 4S");
  g_assert_false (mt_holds (game, 0, "QC"));
  {
    gboolean free_of_pair = FALSE;

    mt_pass_windows (game);
    for (guint i = 0; i < 200 && !free_of_pair; i++)
      {
        g_autoptr(TrpGame) sample = trp_game_determinize (game, 1, rng);

        free_of_pair = !mt_holds (sample, 0, "KC");
      }
    g_assert_true (free_of_pair);
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/marianna/M-41/first-marianna-fixes-trumps", test_m41_m42_first_then_twenty);
  g_test_add_func ("/marianna/M-43/any-time", test_m43_any_time);
  g_test_add_func ("/marianna/M-43/polling-order", test_m43_polling_order);
  g_test_add_func ("/marianna/M-21/a-one-declaration-per-trick-cinquecento", test_m43_one_declaration_per_trick);
  g_test_add_func ("/marianna/M-44/no-mariannino", test_m44_no_mariannino);
  g_test_add_func ("/marianna/M-45/target", test_m45_target);
  g_test_add_func ("/marianna/M-AMB-12/cut-off", test_amb12_cut_off);
  g_test_add_func ("/marianna/M-39/covering-option", test_m39_covering_option);
  g_test_add_func ("/marianna/M-46/request", test_m46_request);
  g_test_add_func ("/marianna/M-47/answer", test_m47_answer);
  g_test_add_func ("/marianna/M-48/covered-trick-won", test_m48_covered_trick_won);
  g_test_add_func ("/marianna/M-48/covered-trick-lost", test_m48_covered_trick_lost);
  g_test_add_func ("/marianna/M-48/declaration-in-covered-trick", test_m48_declaration_in_covered_trick);
  g_test_add_func ("/marianna/M-49/not-a-marianna", test_m49_not_a_marianna);
  g_test_add_func ("/marianna/M-50/only-before-trumps", test_m50_only_before_trumps);
  g_test_add_func ("/marianna/M-48/determinize-keeps-cover-knowledge", test_covering_determinize);
  g_test_add_func ("/marianna/M-47/determinize-keeps-old-no-answer", test_covering_determinize_old_request);

  return g_test_run ();
}
