/* test-marianna-moves.c: the moves of a Marianna-family step as the
 * engine describes them (M-16, M-20, M-21, M-47, M-65; #40), from exact
 * deals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "marianna-test-util.h"
#include "moves-test-util.h"
#include "trp-game-catalog.h"

#define MARIANNA TRP_MARIANNA_DECLARE_MARIANNA

/* Dealer 3: seat 0 leads; seat 1 holds two marriages (M-16). */
static const char *declaring_hands[] = {
  "2H 4D 5C 6S 7H",
  "KS QS KD QD 2C",
  "2S 4H 5D 6C 7S",
  "3S 4S 5H 6D 7C",
};

static GPtrArray *
moves_of (TrpGame *game)
{
  return trp_game_describe_moves (game, trp_game_get_current_seat (game));
}

static void
perform (TrpGame       *game,
         const TrpMove *move)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TrpAction) action = trp_game_build_move (game, move, NULL, &error);

  g_assert_no_error (error);
  g_assert_true (trp_game_perform (game, action, NULL));
}

/* M-16, M-20, M-21: on its turn a seat declares a king and queen it
 * holds, the cards bound; a second declaration in the same trick is in
 * sight but not allowed, with M-21; the play takes one of the cards. */
static void
test_declarations (void)
{
  g_autoptr(TrpGame) game = mt_new ("marianna", NULL);
  g_autoptr(GPtrArray) first = NULL;
  g_autoptr(GPtrArray) after = NULL;
  TrpMove *spades;
  TrpMove *diamonds;
  TrpMove *play;
  guint n;

  mt_deal (game, 3, declaring_hands, "", NULL, 0, 0);
  mt_play (game, 0, "2H");
  first = moves_of (game);
  spades = mv_find (first, "declare:0:S");
  diamonds = mv_find (first, "declare:0:D");
  g_assert_true (trp_move_is_available (spades));
  g_assert_true (trp_move_is_available (diamonds));
  g_assert_cmpint (trp_move_get_place (spades), ==, TRP_PLACE_DECLARATION);
  g_assert_cmpint (trp_move_get_cards_mode (spades), ==, TRP_MOVE_CARDS_FIXED);
  g_assert_cmpuint (trp_move_get_n_cards (spades), ==, 2);
  g_assert_false (trp_move_get_ends_turn (spades));
  g_assert_nonnull (strstr (trp_move_get_label (spades), "Spades"));

  play = mv_find (first, "play");
  g_assert_cmpint (trp_move_get_cards_mode (play), ==, TRP_MOVE_CARDS_EXACTLY);
  g_assert_cmpuint (trp_move_get_n_cards (play), ==, 1);
  g_assert_cmpint (trp_move_get_place (play), ==, TRP_PLACE_TRICK);
  g_assert_true (trp_move_get_ends_turn (play));
  g_assert_cmpstr (trp_move_get_accel (play), ==, "<Control>Return");
  trp_move_get_candidates (play, &n);
  g_assert_cmpuint (n, ==, 5);

  perform (game, spades);
  after = moves_of (game);
  /* M-21: one declaration per player and trick; spades are done. */
  g_assert_null (trp_game_find_move (after, "declare:0:S"));
  diamonds = mv_find (after, "declare:0:D");
  g_assert_false (trp_move_is_available (diamonds));
  g_assert_cmpstr (trp_move_get_rule_id (diamonds), ==, "M-21");
  g_assert_true (trp_move_is_available (mv_find (after, "play")));
}

/* M-47: the covering request names a suit of which the seat holds the
 * king or the queen alone; the partner's answer, yes or no. */
static void
test_covering (void)
{
  static const char *hands[] = {
    "QC 2H 4D 5S 6H",
    "7C 2S 4H 5D 6D",
    "KC 2D 4S 5H 6S",
    "JC 3C 4C 7H 7S",
  };
  g_autoptr(TrpGame) game = mt_new ("marianna", "{\"covering\": true}");
  g_autoptr(GPtrArray) request = NULL;
  g_autoptr(GPtrArray) answer = NULL;

  mt_deal (game, 3, hands, "", NULL, 0, 0);
  request = moves_of (game);
  g_assert_cmpuint (request->len, ==, 2);
  g_assert_true (trp_move_is_available (mv_find (request, "pass")));
  g_assert_cmpint (trp_move_get_place (mv_find (request, "cover-request:C")), ==, TRP_PLACE_DECLARATION);
  perform (game, mv_find (request, "cover-request:C"));

  g_assert_cmpint (trp_game_get_current_seat (game), ==, 2);
  answer = moves_of (game);
  g_assert_cmpuint (answer->len, ==, 2);
  g_assert_true (trp_move_is_available (mv_find (answer, "cover-answer:no")));
  perform (game, mv_find (answer, "cover-answer:yes"));
  mt_trick (game, "QC 7C KC JC");
  g_assert_cmpint (mt_declared (game, 0), ==, 20);
}

/* M-65: a Mariaccio claim ends the match either way: the move asks for a
 * confirmation that gives the total and the target, and says whether it
 * wins. */
static void
test_claim (void)
{
  static const char *hands[] = {
    "3H 2C 4D 5C 7D",
    "AH 4H 2S JD 7C",
  };

  for (guint k = 0; k < 2; k++)
    {
      g_autoptr(TrpGame) game = mt_new ("mariaccio", NULL);
      g_autoptr(GPtrArray) moves = NULL;
      TrpMove *claim;
      guint steps = 0;

      mt_deal (game, 1, hands, "", "6S", k == 0 ? 1000 : 0, k == 0 ? 1000 : 0);
      while (g_strcmp0 (trp_game_get_phase (game), "claim") != 0 && steps++ < 400)
        {
          g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);

          if (g_strcmp0 (trp_game_get_phase (game), "turn") == 0)
            mt_do (game, trp_action_copy (g_ptr_array_index (legal, legal->len - 1)));
          else
            mt_pass (game, trp_game_get_current_seat (game));
        }
      g_assert_cmpstr (trp_game_get_phase (game), ==, "claim");
      moves = moves_of (game);
      claim = mv_find (moves, "claim");
      g_assert_true (trp_move_is_available (claim));
      g_assert_nonnull (trp_move_get_confirmation (claim));
      g_test_message ("%s", trp_move_get_confirmation (claim));
      g_assert_nonnull (strstr (trp_move_get_confirmation (claim), "target"));
      if (k == 0)
        {
          g_assert_null (strstr (trp_move_get_confirmation (claim), "M-65"));
          g_assert_cmpint (trp_move_get_emphasis (claim), ==, TRP_MOVE_EMPHASIS_SUGGESTED);
        }
      else
        {
          g_assert_nonnull (strstr (trp_move_get_confirmation (claim), "M-65"));
          g_assert_cmpint (trp_move_get_emphasis (claim), ==, TRP_MOVE_EMPHASIS_DESTRUCTIVE);
        }
      /* Play On is the other choice. */
      g_assert_true (trp_move_is_available (mv_find (moves, "pass")));
      g_assert_null (trp_move_get_confirmation (mv_find (moves, "pass")));
    }
}

static void
read_table (TrpGame       *game,
            int            seat,
            TrpTrickTable *table)
{
  g_autoptr(JsonNode) node = trp_game_observation (game, seat);
  const TrpGameInfo *info = trp_game_catalog_lookup ("marianna");

  trp_trick_table_read (table, info->trick_table, json_node_get_object (node), 4);
}

static void
assert_cards (GArray     *cards,
              const char *codes)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_assert_nonnull (cards);
  for (guint i = 0; i < cards->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? " " : "", trp_card_to_code (g_array_index (cards, TrpCard, i)));
  g_assert_cmpstr (text->str, ==, codes);
}

/* M-68: the table a seat sees, as the board reads it from the
 * observation through the catalog's format: the trick by seat from its
 * leader on, the last trick with who took it, the trump fixed by the
 * marianna declared (M-16, M-19), the declaration with its suit. */
static void
test_trick_table (void)
{
  g_autoptr(TrpGame) game = mt_new ("marianna", NULL);
  g_auto(TrpTrickTable) table = { 0, };
  TrpTrickDeclaration *declaration;

  mt_deal (game, 3, declaring_hands, "", NULL, 0, 0);
  read_table (game, 2, &table);
  g_assert_cmpint (table.facts, ==, TRP_TRICK_FACT_CARD_POINTS | TRP_TRICK_FACT_TRUMP | TRP_TRICK_FACT_STOCK);
  g_assert_false (table.trick_started);
  g_assert_cmpint (table.last_trick_winner, ==, -1);
  g_assert_cmpint (table.trump_suit, ==, -1);
  g_assert_cmpuint (table.n_units, ==, 2);
  /* Another game's facts keep their "none" values. */
  g_assert_cmpint (table.trump_rank, ==, -1);
  g_assert_cmpint (table.declarers, ==, -1);
  g_assert_null (table.buried);

  mt_play (game, 0, "2H");
  mt_declare (game, 1, MARIANNA, "KS QS");
  mt_play (game, 1, "2C");
  trp_trick_table_clear (&table);
  read_table (game, 2, &table);
  g_assert_true (table.trick_started);
  assert_cards (table.trick[0], "2H");
  assert_cards (table.trick[1], "2C");
  g_assert_null (table.trick[2]);
  g_assert_null (table.trick[3]);
  g_assert_cmpint (table.trump_suit, ==, TRP_SUIT_SPADES);
  g_assert_cmpuint (table.declarations->len, ==, 1);
  declaration = &g_array_index (table.declarations, TrpTrickDeclaration, 0);
  g_assert_cmpint (declaration->seat, ==, 1);
  g_assert_cmpint (declaration->suit, ==, TRP_SUIT_SPADES);
  g_assert_cmpint (declaration->points, >, 0);
  g_assert_cmpint (table.declared_points[1], ==, declaration->points);

  mt_trick (game, "4H 5H");
  trp_trick_table_clear (&table);
  read_table (game, 2, &table);
  g_assert_false (table.trick_started);
  g_assert_cmpint (table.last_trick_winner, ==, 3);
  assert_cards (table.last_trick[0], "2H");
  assert_cards (table.last_trick[1], "2C");
  assert_cards (table.last_trick[2], "4H");
  assert_cards (table.last_trick[3], "5H");
  g_assert_cmpint (table.leader, ==, 3);
  g_assert_cmpint (table.trick_leader, ==, 3);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/marianna/M-21/declaration-moves", test_declarations);
  g_test_add_func ("/marianna/M-47/covering-moves", test_covering);
  g_test_add_func ("/marianna/M-65/claim-confirmation", test_claim);
  g_test_add_func ("/marianna/M-68/trick-table", test_trick_table);
  return g_test_run ();
}
