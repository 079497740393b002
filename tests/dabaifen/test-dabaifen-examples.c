/* test-dabaifen-examples.c: the worked examples D-EX-1 to D-EX-10
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "dabaifen-test-util.h"

static int
carry_level (JsonObject *carry,
             guint       team)
{
  return json_array_get_int_element (json_object_get_array_member (carry, "levels"), team);
}

/* D-EX-1: R = 6, T = spades. */
static void
test_ex1_trump_order (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  TrpDabaifenGame *d;
  static const char *order[] = {
    "RJ", "BJ", "6S", "6H", "AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "5S", "4S", "3S", "2S",
  };
  static const char *hearts[] = {
    "AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H", "5H", "4H", "3H", "2H",
  };

  setup_play (game, 0, "6S", NULL, NULL, NULL, NULL, "6S", NULL);
  d = TRP_DABAIFEN_GAME (game);
  g_assert_cmpint (trp_dabaifen_game_get_trump_suit (d), ==, TRP_SUIT_SPADES);
  g_assert_cmpuint (dbf_popcount (state (game)->eff_mask[DBF_TRUMP]), ==, 18);

  for (guint i = 0; i + 1 < G_N_ELEMENTS (order); i++)
    {
      g_assert_true (trp_dabaifen_game_is_trump (d, card (order[i])));
      g_assert_cmpint (trp_dabaifen_game_get_strength (d, card (order[i])), >,
                       trp_dabaifen_game_get_strength (d, card (order[i + 1])));
    }
  g_assert_cmpint (trp_dabaifen_game_get_strength (d, card ("6H")), ==, 101);
  g_assert_cmpint (trp_dabaifen_game_get_strength (d, card ("6D")), ==, 101);
  g_assert_cmpint (trp_dabaifen_game_get_strength (d, card ("6C")), ==, 101);

  for (guint i = 0; i < G_N_ELEMENTS (hearts); i++)
    {
      g_assert_false (trp_dabaifen_game_is_trump (d, card (hearts[i])));
      if (i + 1 < G_N_ELEMENTS (hearts))
        g_assert_cmpint (trp_dabaifen_game_get_strength (d, card (hearts[i])), >,
                         trp_dabaifen_game_get_strength (d, card (hearts[i + 1])));
    }
  g_assert_cmpuint (dbf_popcount (state (game)->eff_mask[TRP_SUIT_HEARTS]), ==, 12);
}

/* D-EX-2. */
static void
test_ex2_plain_single_lead (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);

  setup_play (game, 0, "9H 6S", "KH", "3H", "AH", NULL, "6S", NULL);
  must (game, "play", 0, "9H");
  must (game, "play", 1, "KH");
  must (game, "play", 2, "3H");
  must (game, "play", 3, "AH");
  g_assert_cmpint (state (game)->tricks[0].winner, ==, 3);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 3);
  g_assert_cmpint (trp_dabaifen_game_get_captured_points (TRP_DABAIFEN_GAME (game), 1), ==, 10);
  g_assert_cmpint (trp_dabaifen_game_get_captured_points (TRP_DABAIFEN_GAME (game), 0), ==, 0);
}

/* D-EX-3. */
static void
test_ex3_trumped_and_overtrumped (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);

  setup_play (game, 0,
              "QD 6S AD 2D 3D 4D 5D 7D 8D 9D 10D JD",
              "2S 3S 4S 5S 7S 8S 9S 10S JS QS KS AS",
              "KD AH 2H 3H 4H 5H 7H 8H 9H 10H JH QH",
              "6C AC 2C 3C 4C 5C 7C 8C 9C 10C JC QC",
              "KH 6H 6D KC RJ BJ", "6S", NULL);
  must (game, "play", 0, "QD");
  must (game, "play", 1, "2S");
  must (game, "play", 2, "KD");
  must (game, "play", 3, "6C");
  g_assert_cmpint (state (game)->tricks[0].winner, ==, 3);
  g_assert_cmpint (trp_dabaifen_game_get_captured_points (TRP_DABAIFEN_GAME (game), 1), ==, 10);
}

/* D-EX-4 (a) and (b): P1 leads KC, two void players trump. */
static void
test_ex4_equal_trumps (void)
{
  g_autoptr(TrpGame) a = new_game (NULL);
  g_autoptr(TrpGame) b = new_game (NULL);
  g_autoptr(TrpGame) c = new_game (NULL);

  /* (a): nobody exposes; the kitty's top card 6S makes spades trumps. */
  setup_play (a, 1,
              "5C 2C 3C 4C 7C 8C 9C 10C JC QC AC 2S",
              "KC 6C 3S 4S 5S 7S 8S 9S 10S JS QS KS",
              "6H AH 2H 3H 4H 5H 7H 8H 9H 10H JH QH",
              "6D AD 2D 3D 4D 5D 7D 8D 9D 10D JD QD",
              "6S AS KH KD RJ BJ", NULL, NULL);
  g_assert_cmpint (state (a)->trump_suit, ==, TRP_SUIT_SPADES);
  must (a, "play", 1, "KC");
  must (a, "play", 2, "6H");
  must (a, "play", 3, "6D");
  must (a, "play", 0, "5C");
  g_assert_cmpint (state (a)->tricks[0].winner, ==, 2);
  g_assert_cmpint (trp_dabaifen_game_get_captured_points (TRP_DABAIFEN_GAME (a), 0), ==, 15);

  /* (b): P3 plays 6S instead, which beats 6H. */
  setup_play (b, 1,
              "5C 2C 3C 4C 7C 8C 9C 10C JC QC AC 2S",
              "KC 6C 3S 4S 5S 7S 8S 9S 10S JS QS KS",
              "6H AH 2H 3H 4H 5H 7H 8H 9H 10H JH QH",
              "6S AD 2D 3D 4D 5D 7D 8D 9D 10D JD QD",
              "6D AS KH KD RJ BJ", "6S", NULL);
  must (b, "play", 1, "KC");
  must (b, "play", 2, "6H");
  must (b, "play", 3, "6S");
  must (b, "play", 0, "5C");
  g_assert_cmpint (state (b)->tricks[0].winner, ==, 3);
  g_assert_cmpint (trp_dabaifen_game_get_captured_points (TRP_DABAIFEN_GAME (b), 1), ==, 15);

  /* (c): P0 leads 6H, P1 6D: equal, the first played wins. */
  setup_play (c, 0, "6H", "6D", "AS", "2S 6S", NULL, "6S", NULL);
  must (c, "play", 0, "6H");
  must (c, "play", 1, "6D");
  must (c, "play", 2, "AS");
  must (c, "play", 3, "2S");
  g_assert_cmpint (state (c)->tricks[0].winner, ==, 0);
}

#define EX5_HANDS \
  "AH KH 4H 6S 3S 4S 5S 7S 8S 9S 10S JS", \
  "QH 10H AD 2D 3D 4D 5D 7D 8D 9D 10D JD", \
  "5H 7C QD KD 6D AC 2C 3C 4C 5C 8C 9C", \
  "RJ 2S BJ 6H 6C 10C JC QC KC AS KS QS", \
  "JH 9H 8H 7H 3H 2H"

/* D-EX-5. The hearts the example has played earlier are buried here with
 * JH: for D-30 both places are ignored alike.
 */
static void
test_ex5_sound_throw (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(TrpGame) unsound = new_game ("{\"failed_throw_policy\": \"reject\"}");

  setup_play (game, 0, EX5_HANDS, "6S", NULL);
  must (game, "play", 0, "AH KH");
  g_assert_false (state (game)->failed);
  refused (game, "play", 1, "QH AD", TRP_RULE_ERROR_ILLEGAL, "D-32");
  must (game, "play", 1, "QH 10H");
  refused (game, "play", 2, "7C 8C", TRP_RULE_ERROR_ILLEGAL, "D-32");
  must (game, "play", 2, "5H 7C");
  must (game, "play", 3, "RJ 2S");
  g_assert_cmpint (state (game)->tricks[0].winner, ==, 0);
  g_assert_cmpint (trp_dabaifen_game_get_captured_points (TRP_DABAIFEN_GAME (game), 0), ==, 25);

  /* AH KH 4H would be unsound: QH, 10H and 5H beat 4H. */
  setup_play (unsound, 0, EX5_HANDS, "6S", NULL);
  refused (unsound, "play", 0, "AH KH 4H", TRP_RULE_ERROR_ILLEGAL, "D-30");
}

#define EX6_KITTY "10H 5S 2H 3H 4H 7H"

/* D-EX-6 (a): an opponent's failed throw; (b) the same throw is sound when
 * AD is buried.
 */
static void
test_ex6_failed_throw_by_opponent (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(TrpGame) sound = new_game (NULL);
  g_autoptr(JsonObject) carry = NULL;
  g_autoptr(JsonNode) observation = NULL;
  JsonObject *failed;

  setup_play (game, 0, "3C 6S", "AC KD QD", "AD 2C", "4C", EX6_KITTY, "6S", NULL);
  g_assert_cmpint (dbf_mask_points (state (game)->buried), ==, 15);
  must (game, "play", 0, "3C");
  must (game, "play", 1, "AC");
  must (game, "play", 2, "2C");
  must (game, "play", 3, "4C");
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 1);
  must (game, "play", 1, "KD QD");

  g_assert_true (trp_game_is_round_over (game));
  g_assert_true (state (game)->failed);
  g_assert_cmpint (state (game)->offending_card, ==, card ("AD"));
  g_assert_cmpint (state (game)->offending_holder, ==, 2);
  observation = trp_game_observation (game, 3);
  failed = json_object_get_object_member (json_node_get_object (observation), "failed_throw");
  g_assert_cmpstr (json_object_get_string_member (failed, "offending_card"), ==, "AD");
  g_assert_cmpint (json_object_get_int_member (failed, "holder"), ==, 2);

  carry = result_carry (game);
  g_assert_cmpint (hand_int (carry, "p"), ==, 0);
  g_assert_cmpint (carry_level (carry, 0), ==, 8);
  g_assert_cmpint (carry_level (carry, 1), ==, 6);
  g_assert_cmpint (json_object_get_int_member (carry, "declarers"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (carry, TRP_CARRY_NEXT_DEALER), ==, 2);

  /* (b) */
  setup_play (sound, 0, "3C 6S", "AC KD QD", "2C", "4C", "10H 5S AD 2H 3H 4H", "6S", NULL);
  g_assert_cmpint (dbf_mask_points (state (sound)->buried), ==, 15);
  must (sound, "play", 0, "3C");
  must (sound, "play", 1, "AC");
  must (sound, "play", 2, "2C");
  must (sound, "play", 3, "4C");
  g_assert_cmpint (trp_game_get_current_seat (sound), ==, 1);
  must (sound, "play", 1, "KD QD");
  g_assert_false (state (sound)->failed);
  g_assert_cmpint (trp_game_get_current_seat (sound), ==, 2);
}

/* D-EX-6 (c): a declarer's failed throw; (d) under “reject”. */
static void
test_ex6_failed_throw_by_declarer (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(TrpGame) reject = new_game ("{\"failed_throw_policy\": \"reject\"}");
  g_autoptr(TrpGame) reject_a = new_game ("{\"failed_throw_policy\": \"reject\"}");
  g_autoptr(JsonObject) carry = NULL;
  g_autoptr(TrpRoundResult) result = NULL;

  setup_play (game, 0, "AC QC 6S", NULL, NULL, "KC", EX6_KITTY, "6S", NULL);
  must (game, "play", 0, "AC QC");
  g_assert_true (trp_game_is_round_over (game));
  g_assert_cmpint (state (game)->offending_card, ==, card ("KC"));
  g_assert_cmpint (state (game)->offending_holder, ==, 3);

  result = trp_game_round_result (game);
  g_assert_cmpint (trp_round_result_get_total (result, 1), ==, 2);
  g_assert_cmpint (trp_round_result_get_total (result, 0), ==, 0);
  carry = result_carry (game);
  g_assert_cmpint (hand_int (carry, "p"), ==, 115);
  g_assert_cmpint (hand_int (carry, "opponents_trick_points"), ==, 85);
  g_assert_cmpint (hand_int (carry, "opponents_kitty_points"), ==, 30);
  g_assert_cmpint (carry_level (carry, 1), ==, 8);
  g_assert_cmpint (json_object_get_int_member (carry, "declarers"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (carry, TRP_CARRY_NEXT_DEALER), ==, 1);

  /* (d) */
  setup_play (reject, 0, "AC QC 6S", NULL, NULL, "KC", EX6_KITTY, "6S", NULL);
  refused (reject, "play", 0, "AC QC", TRP_RULE_ERROR_ILLEGAL, "D-30");
  must (reject, "play", 0, "AC");

  setup_play (reject_a, 0, "3C 6S", "AC KD QD", "AD 2C", "4C", EX6_KITTY, "6S", NULL);
  must (reject_a, "play", 0, "3C");
  must (reject_a, "play", 1, "AC");
  must (reject_a, "play", 2, "2C");
  must (reject_a, "play", 3, "4C");
  refused (reject_a, "play", 1, "KD QD", TRP_RULE_ERROR_ILLEGAL, "D-30");
  must (reject_a, "play", 1, "KD");
}

/* D-EX-7 (a): the reveal stops at the first five. */
static void
test_ex7a_kitty_reveal (void)
{
  g_autoptr(TrpGame) game = new_game ("{\"start_level\": 5}");
  g_autoptr(JsonNode) node = NULL;
  JsonArray *public;

  deal_hands (game, 0, NULL, NULL, NULL, NULL, NULL, "QC 5H 9D KS 2C 7D");
  drive_draw (game, NULL);
  g_assert_cmpint (state (game)->trump_suit, ==, TRP_SUIT_HEARTS);
  g_assert_cmpint (state (game)->trump_by, ==, DBF_TRUMP_BY_KITTY);
  g_assert_cmpuint (state (game)->n_turned, ==, 2);
  node = trp_game_observation (game, 2);
  public = json_object_get_array_member (json_node_get_object (node), "kitty_public");
  g_assert_cmpuint (json_array_get_length (public), ==, 2);
  g_assert_cmpstr (json_array_get_string_element (public, 0), ==, "5H");
  g_assert_cmpstr (json_array_get_string_element (public, 1), ==, "QC");
}

/* D-EX-7 (b): no five in the kitty; KD was turned before KH. */
static void
test_ex7b_fallback (void)
{
  g_autoptr(TrpGame) game = new_game ("{\"start_level\": 5}");

  deal_hands (game, 0, NULL, NULL, NULL, NULL, NULL, "9C BJ KD 3S KH JC");
  drive_draw (game, NULL);
  g_assert_cmpint (state (game)->trump_suit, ==, TRP_SUIT_DIAMONDS);
  g_assert_cmpint (state (game)->trump_by, ==, DBF_TRUMP_BY_FALLBACK);
  g_assert_cmpint (state (game)->trump_card, ==, card ("KD"));
  g_assert_cmpuint (state (game)->n_turned, ==, 6);
}

/* D-EX-7 (c): the window after card 6 polls P2, P3, P0, P1. */
static void
test_ex7c_window_order (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);

  deal_hands (game, 1, NULL, "2H", NULL, NULL, "2C", NULL);
  /* Card 3 (P3 draws 2C): only P3 is asked. */
  g_assert_cmpuint (state (game)->n_drawn, ==, 3);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 3);
  must (game, "pass", 3, NULL);
  /* Card 4 (P0 draws 2H): P0, then P3. */
  g_assert_cmpuint (state (game)->n_drawn, ==, 4);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 0);
  must (game, "pass", 0, NULL);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 3);
  must (game, "pass", 3, NULL);
  /* Card 5 (P1): P3, then P0. */
  g_assert_cmpuint (state (game)->n_drawn, ==, 5);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 3);
  must (game, "pass", 3, NULL);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 0);
  must (game, "pass", 0, NULL);
  /* Card 6 (P2): P3 is asked before P0 and exposes. */
  g_assert_cmpuint (state (game)->n_drawn, ==, 6);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 3);
  refused (game, "expose", 0, "2H", TRP_RULE_ERROR_NOT_YOUR_TURN, "D-17");
  must (game, "expose", 3, "2C");
  g_assert_cmpint (state (game)->trump_suit, ==, TRP_SUIT_CLUBS);
  g_assert_cmpuint (state (game)->n_drawn, ==, 48);
  g_assert_cmpint (trp_dabaifen_game_get_leader (TRP_DABAIFEN_GAME (game)), ==, 3);
  g_assert_cmpint (trp_dabaifen_game_get_declarers (TRP_DABAIFEN_GAME (game)), ==, 1);
}

/* D-EX-7 (d): first hand, nobody exposes, the reveal turns up 2D. */
static void
test_ex7d_kitty_starter_leads (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);

  deal_hands (game, 2, NULL, NULL, NULL, NULL, NULL, "7C 2D 9D KS 3C 7D");
  drive_draw (game, NULL);
  pass_redeal (game);
  g_assert_cmpint (state (game)->trump_suit, ==, TRP_SUIT_DIAMONDS);
  g_assert_cmpint (trp_dabaifen_game_get_leader (TRP_DABAIFEN_GAME (game)), ==, 2);
  g_assert_cmpint (trp_dabaifen_game_get_declarers (TRP_DABAIFEN_GAME (game)), ==, 0);
  g_assert_cmpstr (trp_game_get_phase (game), ==, TRP_DABAIFEN_PHASE_BURY);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 2);
}

#define EX8_KITTY "KC 5D 10H 3S 8D JC"
#define ZERO_KITTY "7D 8D 9D 7C 8C 9C"

/* D-EX-8 (a), (b): the kitty bonus goes to the last trick's team. Both
 * hands are played in full; the opponents take 2H KH 10D 10C, 30 points.
 */
static void
test_ex8_kitty_bonus (void)
{
  g_autoptr(TrpGame) a = new_game (NULL);
  g_autoptr(TrpGame) b = new_game (NULL);
  g_autoptr(JsonObject) ca = NULL;
  g_autoptr(JsonObject) cb = NULL;
  g_autoptr(JsonObject) carry = later_carry (6, 6, 0, 0);

  ca = play_scenario (a, carry, 0, 6, OPPONENTS_LAST, "2H", "KH", "10D", "10C", EX8_KITTY);
  g_assert_cmpint (hand_int (ca, "buried_points"), ==, 25);
  g_assert_cmpint (hand_int (ca, "buried_points_doubled"), ==, 50);
  g_assert_cmpint (hand_int (ca, "opponents_trick_points"), ==, 30);
  g_assert_cmpint (hand_int (ca, "p"), ==, 80);
  g_assert_cmpint (carry_level (ca, 0), ==, 6);
  g_assert_cmpint (carry_level (ca, 1), ==, 7);
  g_assert_cmpint (json_object_get_int_member (ca, "declarers"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (ca, TRP_CARRY_NEXT_DEALER), ==, 1);

  cb = play_scenario (b, carry, 0, 6, DECLARERS_LAST, "2H", "KH", "10D", "10C", EX8_KITTY);
  g_assert_cmpint (hand_int (cb, "buried_points"), ==, 25);
  g_assert_cmpint (hand_int (cb, "p"), ==, 30);
  g_assert_cmpint (carry_level (cb, 0), ==, 7);
  g_assert_cmpint (carry_level (cb, 1), ==, 6);
  g_assert_cmpint (json_object_get_int_member (cb, "declarers"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (cb, TRP_CARRY_NEXT_DEALER), ==, 2);
}

/* D-EX-8 (c): the rows of D-40 at their boundaries, each a hand played in
 * full: p is the four cards of the opponents' one trick, plus the doubled
 * kitty when they also take the last trick. 160 is a declarer's failed
 * throw with a 60-point kitty (D-39: 100 + b).
 */
static void
test_ex8_table_boundaries (void)
{
  static const struct {
    int p; Ending ending; const char *lead, *win, *partner, *other, *kitty;
    int decl_gain; int opp_gain; int next_declarers;
  } rows[] = {
    { 0, DECLARERS_LAST, "2H", "AH", "2D", "2C", ZERO_KITTY, 2, 0, 0 },
    { 5, DECLARERS_LAST, "2H", "AH", "5D", "2C", ZERO_KITTY, 1, 0, 0 },
    { 35, DECLARERS_LAST, "5H", "KH", "KD", "10C", ZERO_KITTY, 1, 0, 0 },
    { 40, DECLARERS_LAST, "10H", "KH", "KD", "10C", ZERO_KITTY, 0, 0, 1 },
    { 75, OPPONENTS_LAST, "5H", "KH", "KD", "10C", "KC 10D 7D 8D 9D 7C", 0, 0, 1 },
    { 80, OPPONENTS_LAST, "2H", "KH", "10D", "10C", EX8_KITTY, 0, 1, 1 },
    { 95, OPPONENTS_LAST, "5H", "KH", "KD", "10C", "KC 10D 5D 5C 7D 8D", 0, 1, 1 },
    { 100, OPPONENTS_LAST, "10H", "KH", "KD", "10C", "KC 10D 5D 5C 7D 8D", 0, 2, 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows) + 1; i++)
    {
      g_autoptr(TrpGame) game = new_game (NULL);
      g_autoptr(JsonObject) carry = later_carry (6, 6, 0, 0);
      g_autoptr(JsonObject) result = NULL;
      int p = i < G_N_ELEMENTS (rows) ? rows[i].p : 160;
      int decl_gain = i < G_N_ELEMENTS (rows) ? rows[i].decl_gain : 0;
      int opp_gain = i < G_N_ELEMENTS (rows) ? rows[i].opp_gain : 2;
      int next_declarers = i < G_N_ELEMENTS (rows) ? rows[i].next_declarers : 1;

      if (i < G_N_ELEMENTS (rows))
        result = play_scenario (game, carry, 0, 6, rows[i].ending, rows[i].lead, rows[i].win,
                                rows[i].partner, rows[i].other, rows[i].kitty);
      else
        {
          /* QD elsewhere beats JD: the throw fails. */
          setup_play (game, 0, "AD JD 6S", "QD", NULL, NULL, "KS KH KD KC 10S 10H", "6S", NULL);
          must (game, "play", 0, "AD JD");
          g_assert_true (state (game)->failed);
          result = result_carry (game);
        }
      g_assert_cmpint (hand_int (result, "p"), ==, p);
      g_assert_cmpint (carry_level (result, 0), ==, 6 + decl_gain);
      g_assert_cmpint (carry_level (result, 1), ==, 6 + opp_gain);
      g_assert_cmpint (json_object_get_int_member (result, "declarers"), ==, next_declarers);
      g_assert_cmpint (json_object_get_int_member (result, TRP_CARRY_NEXT_DEALER), ==,
                       next_declarers == 0 ? 2 : 1);
    }
}

static JsonObject *
play_out (TrpGame    *game,
          const char *moves[][2])
{
  for (guint i = 0; moves[i][0] != NULL; i++)
    must (game, "play", trp_game_get_current_seat (game), moves[i][1]);
  g_assert_true (trp_game_is_round_over (game));
  return result_carry (game);
}

/* D-EX-9: the source's narrative as one match, each hand dealt with the
 * previous hand's carry. Jack P0, Violet P1, Sara P2, Alice P3.
 */
static void
test_ex9_match_narrative (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(JsonObject) carry1 = NULL;
  g_autoptr(JsonObject) carry2 = NULL;
  g_autoptr(JsonObject) carry3 = NULL;
  g_autoptr(JsonObject) carry4 = NULL;
  g_autoptr(JsonObject) carry5 = NULL;
  TrpDabaifenGame *d = TRP_DABAIFEN_GAME (game);
  static const char *hand1[][2] = {
    { "", "5D" }, { "", "KD" }, { "", "3D" }, { "", "4D" },
    { "", "6D" }, { "", "AD" }, { "", "8D" }, { "", "9D" },
    { "", "RJ BJ 2S 2D 2C AH KH QH JH 10H" },
    { "", "AC KC QC JC 10C 9C 8C 7C 6C 5C" },
    { "", "AS KS QS JS 10S 9S 8S 7S 6S 5S" },
    { "", "9H 8H 7H 6H 5H 4H 3H 4S 3S 4C" },
    { NULL, NULL },
  };
  static const char *hand2[][2] = {
    { "", "KC" }, { "", "KH" }, { "", "KD" }, { "", "10C" },
    { "", "2D" }, { "", "4D" }, { "", "6D" }, { "", "AD" },
    { "", "AS KS QS JS 10S 9S 8S 7S 6S 5S" },
    { "", "AH QH JH 10H 9H 8H 7H 6H 5H 3H" },
    { "", "4H 2H 5D 7D 8D 9D 10D JD QD BJ" },
    { "", "AC QC JC 9C 8C 7C 6C 5C 4C 2C" },
    { NULL, NULL },
  };
  static const char *hand3[][2] = {
    { "", "RJ BJ 2S 2H 2D 2C AS KS QS JS 10S 9S" },
    { "", "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H" },
    { "", "AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C" },
    { "", "AD KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D" },
    { NULL, NULL },
  };

  /* Hand 1: trump rank 2; Sara exposes the first two (2H) and leads. */
  deal_hands (game, 0, NULL,
              "3D AD RJ BJ 2S 2D 2C AH KH QH JH 10H",
              "4D 8D AC KC QC JC 10C 9C 8C 7C 6C 5C",
              "2H 5D 9D AS KS QS JS 10S 9S 8S 7S 6S",
              "KD 6D 9H 8H 7H 6H 5H 4H 3H 4S 3S 4C",
              "5S 7D 10D JD QD 3C");
  g_assert_cmpint (trp_dabaifen_game_get_trump_rank (d), ==, 2);
  drive_draw (game, "2H");
  pass_redeal (game);
  g_assert_cmpint (trp_dabaifen_game_get_leader (d), ==, 2);
  g_assert_cmpint (trp_dabaifen_game_get_declarers (d), ==, 0);
  must (game, "bury", 2, "2H 7D 10D JD QD 3C");
  carry1 = play_out (game, hand1);
  g_assert_cmpint (hand_int (carry1, "p"), ==, 15);
  g_assert_cmpint (carry_level (carry1, 0), ==, 3);
  g_assert_cmpint (carry_level (carry1, 1), ==, 2);
  g_assert_cmpint (json_object_get_int_member (carry1, "declarers"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (carry1, TRP_CARRY_NEXT_DEALER), ==, 0);

  /* Hand 2: trump rank 3; Violet, an opponent, exposes 3H; Jack leads. */
  deal_hands (game, 0, carry1,
              "KC AD AS KS QS JS 10S 9S 8S 7S 6S 5S",
              "3H KH 2D AH QH JH 10H 9H 8H 7H 6H 5H",
              "KD 4D 4H 2H 5D 7D 8D 9D 10D JD QD BJ",
              "10C 6D AC QC JC 9C 8C 7C 6C 5C 4C 2C",
              "4S 2S 3S 3D 3C RJ");
  g_assert_cmpint (trp_dabaifen_game_get_trump_rank (d), ==, 3);
  g_assert_cmpint (trp_dabaifen_game_get_leader (d), ==, 0);
  drive_draw (game, "3H");
  g_assert_cmpint (trp_dabaifen_game_get_exposer (d, NULL), ==, 1);
  g_assert_cmpint (trp_dabaifen_game_get_leader (d), ==, 0);
  pass_redeal (game);
  must (game, "bury", 0, "4S 2S 3S 3D 3C RJ");
  carry2 = play_out (game, hand2);
  g_assert_cmpint (hand_int (carry2, "p"), ==, 40);
  g_assert_cmpint (carry_level (carry2, 0), ==, 3);
  g_assert_cmpint (carry_level (carry2, 1), ==, 2);
  g_assert_cmpint (json_object_get_int_member (carry2, "declarers"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (carry2, TRP_CARRY_NEXT_DEALER), ==, 1);

  /* Hand 3: trump rank 2 (team 1's level); Violet exposes a two, throws
   * twelve trumps and takes every card: p = 0.
   */
  deal_hands (game, 1, carry2,
              "AD KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D",
              "2S RJ BJ 2H 2D 2C AS KS QS JS 10S 9S",
              "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H",
              "AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C",
              "8S 7S 6S 5S 4S 3S");
  g_assert_cmpint (trp_dabaifen_game_get_trump_rank (d), ==, 2);
  drive_draw (game, "2S");
  pass_redeal (game);
  g_assert_cmpint (trp_dabaifen_game_get_leader (d), ==, 1);
  must (game, "bury", 1, "8S 7S 6S 5S 4S 3S");
  carry3 = play_out (game, hand3);
  g_assert_cmpint (hand_int (carry3, "p"), ==, 0);
  g_assert_cmpint (carry_level (carry3, 0), ==, 3);
  g_assert_cmpint (carry_level (carry3, 1), ==, 4);
  g_assert_cmpint (json_object_get_int_member (carry3, "declarers"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (carry3, TRP_CARRY_NEXT_DEALER), ==, 3);

  /* Hand 4: trump rank 4, Alice leads. */
  g_assert_true (trp_game_deal_seeded (game, 3, carry3, 4, NULL));
  g_assert_cmpint (trp_dabaifen_game_get_trump_rank (d), ==, 4);
  g_assert_cmpint (trp_dabaifen_game_get_leader (d), ==, 3);
  g_assert_cmpint (trp_dabaifen_game_get_declarers (d), ==, 1);

  /* Later: team 0 on K, team 1 on Q and declaring, Violet leading; team 0
   * take 90 (30 in a trick, and the last trick with a 30-point kitty): A,
   * no win yet; then, declaring on A with Sara leading, team 1 take 20 and
   * team 0 win. Both hands are played in full.
   */
  {
    g_autoptr(JsonObject) later = later_carry (13, 12, 1, 1);

    carry4 = play_scenario (game, later, 1, 12, OPPONENTS_LAST,
                            "2H", "KH", "10D", "10C", "KC 10H 5D 5C 7D 8D");
    g_assert_cmpint (hand_int (carry4, "p"), ==, 90);
    g_assert_cmpint (carry_level (carry4, 0), ==, 14);
    g_assert_false (json_object_get_boolean_member (carry4, TRP_CARRY_MATCH_OVER));
    g_assert_cmpint (json_object_get_int_member (carry4, "declarers"), ==, 0);
    g_assert_cmpint (json_object_get_int_member (carry4, TRP_CARRY_NEXT_DEALER), ==, 2);

    carry5 = play_scenario (game, carry4, 2, 14, DECLARERS_LAST, "2H", "KH", "10D", "2C", ZERO_KITTY);
    g_assert_cmpint (hand_int (carry5, "trump_rank"), ==, 14);
    g_assert_cmpint (hand_int (carry5, "leader"), ==, 2);
    g_assert_cmpint (hand_int (carry5, "p"), ==, 20);
    g_assert_cmpint (carry_level (carry5, 0), ==, 15);
    g_assert_true (json_object_get_boolean_member (carry5, TRP_CARRY_MATCH_OVER));
    g_assert_cmpint (json_object_get_int_member (carry5, TRP_CARRY_WINNER), ==, 0);
  }
}

/* A later hand with team 0 declaring and P0 leading, played in full. */
static JsonObject *
played_hand (const char *rules,
             int         level0,
             int         level1,
             Ending      ending,
             const char *lead,
             const char *win,
             const char *partner_card,
             const char *other_card,
             const char *kitty)
{
  g_autoptr(TrpGame) game = new_game (rules);
  g_autoptr(JsonObject) carry = later_carry (level0, level1, 0, 0);

  return play_scenario (game, carry, 0, level0, ending, lead, win, partner_card, other_card, kitty);
}

/* D-EX-10: every hand played in full. p = 0: the opponents' one trick
 * holds 2H AH 2D 2C; p = 85: 35 in a trick and the last trick with a
 * 25-point kitty; p = 20: 2H KH 10D 2C.
 */
static void
test_ex10_levels_and_winning (void)
{
  g_autoptr(JsonObject) a = played_hand (NULL, 13, 2, DECLARERS_LAST, "2H", "AH", "2D", "2C", ZERO_KITTY);
  g_autoptr(JsonObject) b = played_hand (NULL, 12, 2, DECLARERS_LAST, "2H", "AH", "2D", "2C", ZERO_KITTY);
  g_autoptr(JsonObject) c = played_hand (NULL, 2, 14, OPPONENTS_LAST, "5H", "KH", "KD", "10C",
                                         "KC 5D 10H 7D 8D 9D");
  g_autoptr(JsonObject) d1 = played_hand ("{\"win_above_level\": 7}", 6, 2, DECLARERS_LAST,
                                          "2H", "KH", "10D", "2C", ZERO_KITTY);
  g_autoptr(JsonObject) d2 = NULL;
  g_autoptr(TrpGame) e = new_game ("{\"start_level\": 7}");

  /* (a) K + 2 = 15 > A. */
  g_assert_cmpint (hand_int (a, "p"), ==, 0);
  g_assert_cmpint (carry_level (a, 0), ==, 15);
  g_assert_true (json_object_get_boolean_member (a, TRP_CARRY_MATCH_OVER));
  g_assert_cmpint (json_object_get_int_member (a, TRP_CARRY_WINNER), ==, 0);
  /* (b) Q + 2 = A: no win. */
  g_assert_cmpint (carry_level (b, 0), ==, 14);
  g_assert_false (json_object_get_boolean_member (b, TRP_CARRY_MATCH_OVER));
  /* (c) opponents on A, p = 85. */
  g_assert_cmpint (hand_int (c, "p"), ==, 85);
  g_assert_cmpint (carry_level (c, 1), ==, 15);
  g_assert_true (json_object_get_boolean_member (c, TRP_CARRY_MATCH_OVER));
  g_assert_cmpint (json_object_get_int_member (c, TRP_CARRY_WINNER), ==, 1);
  /* (d) win_above_level 7: 6 -> 7, then, dealt from that carry with P2
   * leading on 7, p = 0: 7 -> 9 wins.
   */
  g_assert_cmpint (hand_int (d1, "p"), ==, 20);
  g_assert_cmpint (carry_level (d1, 0), ==, 7);
  g_assert_false (json_object_get_boolean_member (d1, TRP_CARRY_MATCH_OVER));
  {
    g_autoptr(TrpGame) game = new_game ("{\"win_above_level\": 7}");

    d2 = play_scenario (game, d1, 2, 7, DECLARERS_LAST, "2H", "AH", "2D", "2C", "3D 4D 8D 3C 4C 8C");
    g_assert_cmpint (hand_int (d2, "trump_rank"), ==, 7);
    g_assert_cmpint (carry_level (d2, 0), ==, 9);
    g_assert_true (json_object_get_boolean_member (d2, TRP_CARRY_MATCH_OVER));
    g_assert_cmpint (json_object_get_int_member (d2, TRP_CARRY_WINNER), ==, 0);
  }
  /* (e) start_level 7: the first seven exposed makes the leader. */
  deal_hands (e, 0, NULL, NULL, "7D", NULL, NULL, NULL);
  g_assert_cmpint (trp_dabaifen_game_get_trump_rank (TRP_DABAIFEN_GAME (e)), ==, 7);
  drive_draw (e, "7D");
  g_assert_cmpint (trp_dabaifen_game_get_leader (TRP_DABAIFEN_GAME (e)), ==, 1);
  g_assert_cmpint (trp_dabaifen_game_get_declarers (TRP_DABAIFEN_GAME (e)), ==, 1);
  g_assert_cmpint (state (e)->trump_suit, ==, TRP_SUIT_DIAMONDS);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/dabaifen/D-EX-1/trump-order", test_ex1_trump_order);
  g_test_add_func ("/dabaifen/D-EX-2/plain-single-lead", test_ex2_plain_single_lead);
  g_test_add_func ("/dabaifen/D-EX-3/trumped-and-overtrumped", test_ex3_trumped_and_overtrumped);
  g_test_add_func ("/dabaifen/D-EX-4/equal-trumps", test_ex4_equal_trumps);
  g_test_add_func ("/dabaifen/D-EX-5/sound-throw-and-following", test_ex5_sound_throw);
  g_test_add_func ("/dabaifen/D-EX-6/failed-throw-by-opponent", test_ex6_failed_throw_by_opponent);
  g_test_add_func ("/dabaifen/D-EX-6/failed-throw-by-declarer", test_ex6_failed_throw_by_declarer);
  g_test_add_func ("/dabaifen/D-EX-7/kitty-reveal", test_ex7a_kitty_reveal);
  g_test_add_func ("/dabaifen/D-EX-7/fallback", test_ex7b_fallback);
  g_test_add_func ("/dabaifen/D-EX-7/window-order", test_ex7c_window_order);
  g_test_add_func ("/dabaifen/D-EX-7/kitty-starter-leads", test_ex7d_kitty_starter_leads);
  g_test_add_func ("/dabaifen/D-EX-8/kitty-bonus", test_ex8_kitty_bonus);
  g_test_add_func ("/dabaifen/D-EX-8/table-boundaries", test_ex8_table_boundaries);
  g_test_add_func ("/dabaifen/D-EX-9/match-narrative", test_ex9_match_narrative);
  g_test_add_func ("/dabaifen/D-EX-10/levels-and-winning", test_ex10_levels_and_winning);

  return g_test_run ();
}
