/* test-dabaifen-moves.c: the moves of a Da Bai Fen step as the engine
 * describes them (D-16, D-27, D-29, D-31, D-32; #40), from exact deals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "dabaifen-test-util.h"
#include "moves-test-util.h"

static TrpMove *
only_move (TrpGame    *game,
           GPtrArray **moves_out,
           const char *id)
{
  int seat = trp_game_get_current_seat (game);

  g_clear_pointer (moves_out, g_ptr_array_unref);
  *moves_out = trp_game_describe_moves (game, seat);
  g_assert_cmpuint ((*moves_out)->len, ==, 1);
  g_assert_cmpstr (trp_move_get_id (g_ptr_array_index (*moves_out, 0)), ==, id);
  return g_ptr_array_index (*moves_out, 0);
}

static TrpAction *
build (TrpGame       *game,
       const TrpMove *move,
       const char    *codes,
       GError       **error)
{
  g_auto(GStrv) split = g_strsplit (codes, " ", -1);
  TrpCard cards[DBF_N_CARDS];
  guint n = 0;

  for (guint i = 0; split[i] != NULL; i++)
    cards[n++] = card (split[i]);
  return trp_game_build_move_with_cards (game, move, cards, n, error);
}

static void
assert_refused (TrpGame       *game,
                const TrpMove *move,
                const char    *codes,
                const char    *rule_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TrpAction) action = build (game, move, codes, &error);
  g_autofree char *rule = NULL;

  g_assert_null (action);
  rule = trp_rule_error_get_rule_id (error);
  g_assert_cmpstr (rule, ==, rule_id);
}

/* D-27: the leader buries exactly the kitty's six cards, any of the 18,
 * to the kitty; fewer or more are refused with D-27. */
static void
test_bury (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(JsonObject) carry = later_carry (6, 6, 0, 0);
  g_autoptr(GPtrArray) moves = NULL;
  g_autoptr(GPtrArray) others = NULL;
  g_autoptr(TrpAction) action = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *hand = NULL;
  TrpMove *bury;

  deal_hands (game, 0, carry, "6S RJ KS", NULL, NULL, NULL, "KH KD KC 10H 10D 10C");
  drive_draw (game, "6S");
  pass_redeal (game);
  bury = only_move (game, &moves, "bury");
  g_assert_cmpint (trp_move_get_cards_mode (bury), ==, TRP_MOVE_CARDS_EXACTLY);
  g_assert_cmpuint (trp_move_get_n_cards (bury), ==, 6);
  g_assert_cmpint (trp_move_get_place (bury), ==, TRP_PLACE_KITTY);
  g_assert_cmpstr (trp_move_get_accel (bury), ==, "<Control>Return");
  g_assert_true (trp_move_is_available (bury));
  trp_move_get_candidates (bury, NULL);
  {
    guint n;

    trp_move_get_candidates (bury, &n);
    g_assert_cmpuint (n, ==, 18);
  }
  g_assert_true (trp_move_is_candidate (bury, card ("KH")));
  g_assert_false (trp_move_is_candidate (bury, card ("AH")));
  others = trp_game_describe_moves (game, 1);
  g_assert_cmpuint (others->len, ==, 0);

  assert_refused (game, bury, "RJ 6S", "D-27");
  assert_refused (game, bury, "RJ 6S KS KH KD KC 10H", "D-27");
  /* A card not held: validate()'s refusal. */
  assert_refused (game, bury, "RJ 6S KS KH KD AH", "D-27");

  action = build (game, bury, "RJ 6S KS KH KD KC", &error);
  g_assert_no_error (error);
  g_assert_true (trp_game_perform (game, action, NULL));
  g_assert_cmpuint (state (game)->buried, ==, mask_of ("RJ 6S KS KH KD KC"));
  g_assert_cmpint (state (game)->phase, ==, DBF_PHASE_PLAY);
  hand = mv_candidates (only_move (game, &moves, "play"));
  g_assert_cmpuint (strlen (hand), >, 0);
}

/* D-32: a follow takes as many cards as were led; while the suit led
 * lasts, only its cards; short of it, all of it and any others. */
static void
test_follow (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(GPtrArray) moves = NULL;
  g_autofree char *lead = NULL;
  g_autofree char *void_hand = NULL;
  g_autofree char *one_heart = NULL;
  g_autofree char *hearts = NULL;
  g_autofree char *expected = NULL;
  TrpMove *play;

  setup_play (game, 0,
              "AH KH 6S 2S 3S 4S 5S 7S 8S 9S 10S JS",
              "6H AC KC QC JC 10C 9C 8C 7C 5C 4C 3C",
              "QH 2C AD KD QD JD 10D 9D 8D 7D 5D 4D",
              "JH 10H 9H 8H 7H 5H 4H 3H 2H 6C 6D 3D",
              "QS KS AS RJ BJ 2D", "6S", NULL);

  /* The lead: any number, of the whole hand (D-29). */
  play = only_move (game, &moves, "play");
  g_assert_cmpint (trp_move_get_cards_mode (play), ==, TRP_MOVE_CARDS_ANY);
  g_assert_cmpint (trp_move_get_place (play), ==, TRP_PLACE_TRICK);
  g_assert_true (trp_move_get_ends_turn (play));
  lead = mv_candidates (play);
  expected = mv_sorted ("AH KH 6S 2S 3S 4S 5S 7S 8S 9S 10S JS");
  g_assert_cmpstr (lead, ==, expected);
  g_clear_pointer (&expected, g_free);
  assert_refused (game, play, "AH 2S", "D-29");
  must (game, "play", 0, "AH KH");

  /* Void in hearts (6H is a trump): any two cards. */
  play = only_move (game, &moves, "play");
  g_assert_cmpint (trp_move_get_cards_mode (play), ==, TRP_MOVE_CARDS_EXACTLY);
  g_assert_cmpuint (trp_move_get_n_cards (play), ==, 2);
  void_hand = mv_candidates (play);
  expected = mv_sorted ("6H AC KC QC JC 10C 9C 8C 7C 5C 4C 3C");
  g_assert_cmpstr (void_hand, ==, expected);
  g_clear_pointer (&expected, g_free);
  assert_refused (game, play, "AC", "D-32");
  must (game, "play", 1, "AC KC");

  /* One heart: it and any other card. */
  play = only_move (game, &moves, "play");
  one_heart = mv_candidates (play);
  expected = mv_sorted ("QH 2C AD KD QD JD 10D 9D 8D 7D 5D 4D");
  g_assert_cmpstr (one_heart, ==, expected);
  g_clear_pointer (&expected, g_free);
  assert_refused (game, play, "AD KD", "D-32");
  must (game, "play", 2, "QH 2C");

  /* Many hearts: hearts only. */
  play = only_move (game, &moves, "play");
  hearts = mv_candidates (play);
  expected = mv_sorted ("JH 10H 9H 8H 7H 5H 4H 3H 2H");
  g_assert_cmpstr (hearts, ==, expected);
  assert_refused (game, play, "JH 6C", "D-32");
}

/* D-31: a throw that may fail is confirmed first: the risk of the
 * action built from the lead move; a single card has none. */
static void
test_throw_risk (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(GPtrArray) moves = NULL;
  g_autoptr(TrpAction) throw = NULL;
  g_autoptr(TrpAction) single = NULL;
  g_autofree char *risk = NULL;
  g_autofree char *none = NULL;
  TrpMove *play;

  setup_play (game, 0, "6S AH QH", NULL, "KH", NULL, NULL, "6S", NULL);
  play = only_move (game, &moves, "play");
  throw = build (game, play, "AH QH", NULL);
  g_assert_nonnull (throw);
  risk = trp_game_describe_risk (game, throw);
  g_assert_nonnull (risk);
  g_assert_nonnull (strstr (risk, "D-31"));
  single = build (game, play, "AH", NULL);
  none = trp_game_describe_risk (game, single);
  g_assert_null (none);
}

/* D-16, D-17: each trump-rank card drawn may be shown, as one move with
 * its card, or the window passed. */
static void
test_expose (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(JsonObject) carry = later_carry (6, 6, 0, 0);

  deal_hands (game, 0, carry, "6S", NULL, NULL, NULL, "KH KD KC 10H 10D 10C");
  for (guint step = 0; step < 60 && state (game)->phase == DBF_PHASE_DRAW; step++)
    {
      int seat = trp_game_get_current_seat (game);
      g_autoptr(GPtrArray) moves = trp_game_describe_moves (game, seat);
      TrpMove *show = trp_game_find_move (moves, "expose:6S");
      TrpMove *pass = trp_game_find_move (moves, "pass");

      g_assert_nonnull (pass);
      g_assert_true (trp_move_is_available (pass));
      g_assert_cmpstr (trp_move_get_accel (pass), ==, "<Control>period");
      if (show != NULL)
        {
          g_autoptr(TrpAction) action = trp_game_build_move (game, show, NULL, NULL);

          g_assert_cmpint (seat, ==, 0);
          g_assert_cmpint (trp_move_get_cards_mode (show), ==, TRP_MOVE_CARDS_FIXED);
          g_assert_cmpint (trp_move_get_place (show), ==, TRP_PLACE_DECLARATION);
          g_assert_nonnull (action);
          g_assert_true (trp_game_perform (game, action, NULL));
          g_assert_cmpint (state (game)->trump_suit, ==, TRP_SUIT_SPADES);
          return;
        }
      g_assert_true (trp_game_perform (game, trp_move_get_action (pass), NULL));
    }
  g_assert_not_reached ();
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/dabaifen/D-27/bury-move", test_bury);
  g_test_add_func ("/dabaifen/D-32/follow-candidates", test_follow);
  g_test_add_func ("/dabaifen/D-31/throw-confirmation", test_throw_risk);
  g_test_add_func ("/dabaifen/D-16/expose-moves", test_expose);
  return g_test_run ();
}
