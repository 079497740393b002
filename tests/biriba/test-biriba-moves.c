/* test-biriba-moves.c: the moves of a Biriba turn as the engine describes
 * them (B-21, B-23, B-24, B-27, B-60, A-10; #40), from exact deals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "biriba-test-util.h"
#include "moves-test-util.h"

static GArray *
cards_of (const char *codes)
{
  g_auto(GStrv) split = g_strsplit (codes, " ", -1);
  GArray *cards = g_array_new (FALSE, FALSE, sizeof (TrpCard));

  for (guint i = 0; split[i] != NULL; i++)
    {
      TrpCard card;

      g_assert_true (trp_card_from_code (split[i], &card, NULL));
      g_array_append_val (cards, card);
    }
  return cards;
}

static void
stage (TrpGame    *game,
       GPtrArray  *staged,
       const char *codes)
{
  g_autoptr(GError) error = NULL;
  GArray *cards = cards_of (codes);

  if (!trp_game_check_staged_meld (game, 0, staged, (TrpCard *) cards->data, cards->len, &error))
    g_error ("staging %s refused: %s", codes, error->message);
  g_ptr_array_add (staged, cards);
}

static void
refuse_staging (TrpGame    *game,
                GPtrArray  *staged,
                const char *codes,
                const char *rule_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) cards = cards_of (codes);
  g_autofree char *rule = NULL;

  g_assert_false (trp_game_check_staged_meld (game, 0, staged, (TrpCard *) cards->data, cards->len, &error));
  g_assert_error (error, TRP_RULE_ERROR, TRP_RULE_ERROR_ILLEGAL);
  rule = trp_rule_error_get_rule_id (error);
  g_assert_cmpstr (rule, ==, rule_id);
}

static void
assert_unavailable (const TrpMove *move,
                    const char    *rule_id)
{
  g_assert_false (trp_move_is_available (move));
  g_assert_nonnull (trp_move_get_reason (move));
  g_assert_cmpstr (trp_move_get_rule_id (move), ==, rule_id);
  g_assert_true (g_str_has_suffix (trp_move_get_reason (move), "]"));
}

#define HAND "[\"3S\",\"4S\",\"5S\",\"7H\",\"7D\",\"7C\",\"9H\",\"10S\",\"5H\",\"6D\",\"JK\"]"

/* B-21: before the draw, the draw and the pile; after it, the meld step:
 * discard one card to the pile, which ends the turn, new melds, and the
 * side's melds with the cards that fit them (B-24). */
static void
test_turn_moves (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);
  g_autoptr(GPtrArray) before = NULL;
  g_autoptr(GPtrArray) after = NULL;
  g_autoptr(GPtrArray) other = NULL;
  g_autofree char *discard_cards = NULL;
  g_autofree char *meld_cards = NULL;
  g_autofree char *other_cards = NULL;
  TrpMove *discard;
  TrpMove *add;

  bt_deal (game, 3, "{\"hands\": [" HAND "], \"stock\": [\"8S\"], \"pile\": [\"KD\"]}");
  bt_position (game, "{\"melds\": [{\"side\": 0, \"cards\": [\"10H\", \"JH\", \"QH\"]},"
                     " {\"side\": 1, \"cards\": [\"4D\", \"5D\", \"6D\"]},"
                     " {\"side\": 0, \"cards\": [\"9C\", \"9D\", \"9S\"]}]}");
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 0);

  /* Only the seat to act has moves. */
  other = trp_game_describe_moves (game, 1);
  g_assert_cmpuint (other->len, ==, 0);

  before = trp_game_describe_moves (game, 0);
  g_assert_true (trp_move_is_available (mv_find (before, "draw")));
  g_assert_cmpstr (trp_move_get_accel (mv_find (before, "draw")), ==, "<Control>d");
  g_assert_cmpint (trp_move_get_place (mv_find (before, "draw")), ==, TRP_PLACE_STOCK);
  g_assert_true (trp_move_is_available (mv_find (before, "take-pile")));
  g_assert_cmpstr (trp_move_get_accel (mv_find (before, "take-pile")), ==, "<Control>p");
  /* B-32: no pass while the stock has cards. */
  assert_unavailable (mv_find (before, "pass"), "B-32");
  assert_unavailable (mv_find (before, "discard"), "B-21");
  assert_unavailable (mv_find (before, "new-meld"), "B-21");
  assert_unavailable (mv_find (before, "go-down"), "B-21");
  assert_unavailable (mv_find (before, "add-to-meld:0"), "B-21");
  g_assert_null (trp_game_find_move (before, "add-to-meld:1"));

  bt_do (game, 0, "draw_stock", -1, NULL);
  after = trp_game_describe_moves (game, 0);
  assert_unavailable (mv_find (after, "draw"), "B-21");
  assert_unavailable (mv_find (after, "take-pile"), "B-21");

  discard = mv_find (after, "discard");
  g_assert_true (trp_move_is_available (discard));
  g_assert_cmpint (trp_move_get_cards_mode (discard), ==, TRP_MOVE_CARDS_EXACTLY);
  g_assert_cmpuint (trp_move_get_n_cards (discard), ==, 1);
  g_assert_cmpint (trp_move_get_place (discard), ==, TRP_PLACE_PILE);
  g_assert_true (trp_move_get_ends_turn (discard));
  discard_cards = mv_candidates (discard);
  g_assert_cmpstr (discard_cards, ==, "10S 3S 4S 5H 5S 6D 7C 7D 7H 8S 9H JK");

  /* The run of hearts takes hearts and the wild cards; the set of nines
   * takes nines (9H) and the wild cards; the other side's run is no move. */
  add = mv_find (after, "add-to-meld:0");
  g_assert_true (trp_move_is_available (add));
  g_assert_cmpint (trp_move_get_place (add), ==, TRP_PLACE_MELD);
  g_assert_cmpint (trp_move_get_place_index (add), ==, 0);
  g_assert_false (trp_move_get_ends_turn (add));
  meld_cards = mv_candidates (add);
  g_assert_cmpstr (meld_cards, ==, "5H 7H 9H JK");
  g_assert_null (trp_game_find_move (after, "add-to-meld:1"));
  other_cards = mv_candidates (mv_find (after, "add-to-meld:2"));
  g_assert_cmpstr (other_cards, ==, "9H JK");
  g_assert_true (trp_move_is_available (mv_find (after, "add-to-meld:2")));

  g_assert_true (trp_move_is_available (mv_find (after, "new-meld")));
  g_assert_true (trp_move_is_staging (mv_find (after, "new-meld")));
  g_assert_cmpstr (trp_move_get_accel (mv_find (after, "new-meld")), ==, "<Control>m");
  assert_unavailable (mv_find (after, "go-down"), "B-23");

  /* Building: the 9H fits, the 5H does not (B-24); the discard of two
   * cards is refused (B-27). */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GArray) nine = cards_of ("9H");
    g_autoptr(GArray) five = cards_of ("5H");
    g_autoptr(GArray) two = cards_of ("5H 6D");
    g_autoptr(TrpAction) action = trp_game_build_move_with_cards (game, add, (TrpCard *) nine->data, 1, &error);
    g_autoptr(TrpAction) refused = NULL;
    g_autofree char *rule = NULL;

    g_assert_no_error (error);
    g_assert_cmpstr (action->type, ==, "add_to_meld");
    g_assert_cmpint (action->target, ==, 0);
    g_assert_true (trp_game_validate (game, action, NULL));

    refused = trp_game_build_move_with_cards (game, add, (TrpCard *) five->data, 1, &error);
    g_assert_null (refused);
    rule = trp_rule_error_get_rule_id (error);
    g_assert_cmpstr (rule, ==, "B-24");
    g_clear_error (&error);
    g_clear_pointer (&rule, g_free);

    refused = trp_game_build_move_with_cards (game, discard, (TrpCard *) two->data, 2, &error);
    g_assert_null (refused);
    rule = trp_rule_error_get_rule_id (error);
    g_assert_cmpstr (rule, ==, "B-27");
  }
}

/* B-13 to B-16: each staged meld is checked alone, at once; the staged
 * cards leave the other moves; Go Down binds them (B-23). */
static void
test_staging (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);
  g_autoptr(GPtrArray) staged = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autoptr(GPtrArray) moves = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TrpAction) action = NULL;
  g_autofree char *left = NULL;
  TrpMove *go_down;

  bt_deal (game, 3, "{\"hands\": [" HAND "], \"stock\": [\"8S\"]}");
  bt_do (game, 0, "draw_stock", -1, NULL);

  refuse_staging (game, staged, "10S 5H 6D", "B-14");
  refuse_staging (game, staged, "3S 4S", "B-13");
  refuse_staging (game, staged, "3S 4S 5S 7H 7D 7C 9H 10S 5H 6D JK 8S", "B-14");
  refuse_staging (game, staged, "3S 4S KS", "B-23");
  stage (game, staged, "3S 4S 5S");
  /* Held once, staged once. */
  refuse_staging (game, staged, "3S 4S 5S", "B-23");
  stage (game, staged, "7H 7D 7C");

  moves = trp_game_describe_moves_staged (game, 0, staged);
  left = mv_candidates (mv_find (moves, "discard"));
  g_assert_cmpstr (left, ==, "10S 5H 6D 8S 9H JK");
  go_down = mv_find (moves, "go-down");
  g_assert_true (trp_move_is_available (go_down));
  g_assert_cmpint (trp_move_get_cards_mode (go_down), ==, TRP_MOVE_CARDS_FIXED);
  g_assert_cmpuint (trp_move_get_n_groups (go_down), ==, 2);
  g_assert_cmpuint (trp_move_get_n_cards (go_down), ==, 6);
  g_assert_cmpstr (trp_move_get_accel (go_down), ==, "<Control>g");

  action = trp_game_build_move (game, go_down, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (trp_action_get_n_groups (action), ==, 2);
  g_assert_true (trp_game_perform (game, action, NULL));
  g_assert_cmpuint (TRP_BIRIBA_GAME (game)->s.n_melds, ==, 2);
}

/* B-28: with every card staged there is nothing to discard, and Go Down
 * says why it may not lay them all. */
static void
test_everything_staged (void)
{
  g_autoptr(TrpGame) game = bt_new_game (NULL);
  g_autoptr(GPtrArray) staged = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autoptr(GPtrArray) moves = NULL;

  bt_deal (game, 3, "{}");
  bt_position (game, "{\"current\": 0, \"phase\": \"meld\","
                     " \"hands\": [[\"3S\",\"4S\",\"5S\",\"7H\",\"7D\",\"7C\"], [], [], []]}");
  stage (game, staged, "3S 4S 5S");
  stage (game, staged, "7H 7D 7C");
  moves = trp_game_describe_moves_staged (game, 0, staged);
  g_assert_false (trp_move_is_available (mv_find (moves, "discard")));
  g_assert_nonnull (trp_move_get_reason (mv_find (moves, "discard")));
  assert_unavailable (mv_find (moves, "go-down"), "B-28");
}

/* B-60: Go Down says what the staged melds lack to open; with nothing
 * staged it says what to stage. */
static void
test_opening_minimum (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"initial_meld_minimum\": \"fa_5000_c\"}");
  g_autoptr(GPtrArray) staged = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autoptr(GPtrArray) empty = NULL;
  g_autoptr(GPtrArray) short_of = NULL;
  g_autoptr(GPtrArray) enough = NULL;

  bt_deal (game, 0, "{\"hands\": [[], [\"3S\",\"4S\",\"5S\",\"7H\",\"7D\",\"7C\",\"KD\",\"KC\",\"KH\"]]}");
  bt_do (game, 1, "draw_stock", -1, NULL);

  empty = trp_game_describe_moves_staged (game, 1, staged);
  assert_unavailable (mv_find (empty, "go-down"), "B-60");

  {
    g_autoptr(GError) error = NULL;
    GArray *run = cards_of ("3S 4S 5S");
    GArray *set = cards_of ("7H 7D 7C");
    GArray *kings = cards_of ("KD KC KH");

    g_assert_true (trp_game_check_staged_meld (game, 1, staged, (TrpCard *) run->data, run->len, &error));
    g_ptr_array_add (staged, run);
    g_assert_true (trp_game_check_staged_meld (game, 1, staged, (TrpCard *) set->data, set->len, &error));
    g_ptr_array_add (staged, set);
    short_of = trp_game_describe_moves_staged (game, 1, staged);
    assert_unavailable (mv_find (short_of, "go-down"), "B-60");
    /* 5 + 5 + 5 + 3 × 5: 30 of the 55 needed. */
    g_assert_nonnull (strstr (trp_move_get_reason (mv_find (short_of, "go-down")), "30"));
    g_assert_nonnull (strstr (trp_move_get_reason (mv_find (short_of, "go-down")), "55"));

    g_assert_true (trp_game_check_staged_meld (game, 1, staged, (TrpCard *) kings->data, kings->len, &error));
    g_ptr_array_add (staged, kings);
    enough = trp_game_describe_moves_staged (game, 1, staged);
    g_assert_true (trp_move_is_available (mv_find (enough, "go-down")));
  }
}

#define NO_BIRIBA_HAND "[\"3S\",\"4S\",\"5S\",\"6H\",\"7H\",\"8H\",\"9H\",\"KH\",\"KD\",\"KC\",\"5D\"]"

/* A-10 strict: four good melds still may not go down without a biriba,
 * and Go Down says so. */
static void
test_needs_biriba (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"player_count\": 5, \"solo_first_biribaki_needs_biriba\": true}");
  g_autoptr(GPtrArray) staged = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autoptr(GPtrArray) moves = NULL;

  bt_deal (game, 4, "{\"hands\": [" NO_BIRIBA_HAND "], \"stock\": [\"6S\"]}");
  bt_do (game, 0, "draw_stock", -1, NULL);
  stage (game, staged, "3S 4S 5S 6S");
  stage (game, staged, "6H 7H 8H 9H");
  stage (game, staged, "KH KD KC");
  moves = trp_game_describe_moves_staged (game, 0, staged);
  assert_unavailable (mv_find (moves, "go-down"), "A-10");
}

/* B-62, B-70: the kozi is named by a declaration per suit, or none. */
static void
test_kozi (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"joker_upcard_rule\": \"first_player_declares\"}");
  g_autoptr(GPtrArray) moves = NULL;

  bt_deal (game, 0, "{\"upcard\": \"JK\", \"stock\": [\"JK\", \"2D\", \"5C\"]}");
  g_assert_cmpstr (trp_game_get_phase (game), ==, "declare-kozi");
  moves = trp_game_describe_moves (game, 1);
  g_assert_cmpuint (moves->len, ==, 5);
  for (guint i = 0; i < moves->len; i++)
    {
      TrpMove *move = g_ptr_array_index (moves, i);
      g_autoptr(TrpAction) action = trp_game_build_move (game, move, NULL, NULL);

      g_assert_cmpint (trp_move_get_place (move), ==, TRP_PLACE_DECLARATION);
      g_assert_nonnull (action);
    }
  g_assert_nonnull (trp_game_find_move (moves, "kozi:none"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/biriba/B-21/moves-before-and-after-the-draw", test_turn_moves);
  g_test_add_func ("/biriba/B-14/staging-checks-each-meld", test_staging);
  g_test_add_func ("/biriba/B-28/everything-staged", test_everything_staged);
  g_test_add_func ("/biriba/B-60/go-down-says-what-is-missing", test_opening_minimum);
  g_test_add_func ("/biriba/A-10/go-down-needs-a-biriba", test_needs_biriba);
  g_test_add_func ("/biriba/B-62/kozi-declarations", test_kozi);
  return g_test_run ();
}
