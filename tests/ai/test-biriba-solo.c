/* test-biriba-solo.c: computer players in the solo phase of 3- and
 * 5-player Biriba (B-52, B-53, B-56, A-10), and the hints there
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "../biriba/biriba-test-util.h"
#include "trp-ai.h"
#include "trp-game-catalog.h"
#include "trp-match.h"
#include "trp-search.h"

/* Whole matches of computer players to 5000 end in 5 to 30 hands; before
 * A-10's default and the players' going down, none ended in 10,000. */
#define MATCH_ROUND_LIMIT 150

static TrpMatch *
new_match (guint n_players)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&trp_biriba_rules_descriptor);
  g_autofree TrpPlayer *players = g_new0 (TrpPlayer, n_players);
  g_autoptr(GError) error = NULL;
  TrpMatch *match;

  g_assert_true (trp_rules_set_int (rules, "player_count", n_players, NULL));
  for (guint i = 0; i < n_players; i++)
    {
      players[i].name = (char *) "normal";
      players[i].kind = TRP_PLAYER_COMPUTER;
      players[i].level = (char *) "normal";
      players[i].team = -1;
    }
  match = trp_match_new ("biriba", rules, players, n_players, trp_game_catalog_create_game, &error);
  g_assert_no_error (error);
  return match;
}

/* Plays a whole match of Normal players; returns its rounds, and how many
 * of them some player ended by going down in the solo phase. */
static guint
play_match (guint    n_players,
            guint64  seed,
            guint   *out_went_down)
{
  g_autoptr(TrpMatch) match = new_match (n_players);
  g_autoptr(TrpRng) rng = trp_rng_new (seed);
  guint rounds = 0;

  *out_went_down = 0;
  while (!trp_match_get_is_over (match))
    {
      g_autoptr(GError) error = NULL;
      guint moves = 0;
      gboolean went_down = FALSE;

      g_assert_cmpuint (++rounds, <=, MATCH_ROUND_LIMIT);
      g_assert_true (trp_match_start_round (match, trp_rng_next (rng) >> 11, &error));
      g_assert_no_error (error);
      while (trp_match_get_round_in_progress (match))
        {
          TrpGame *game = trp_match_get_game (match);
          g_autoptr(TrpAction) action = NULL;
          gboolean solo = trp_biriba_game_get_solo_phase (TRP_BIRIBA_GAME (game));

          g_assert_cmpuint (++moves, <, 20000);
          action = trp_ai_choose (game, TRP_AI_LEVEL_NORMAL, trp_rng_next (rng), 0, NULL);
          g_assert_nonnull (action);
          g_assert_true (trp_match_perform (match, action, &error));
          g_assert_no_error (error);
          went_down |= solo && !trp_biriba_game_get_solo_phase (TRP_BIRIBA_GAME (trp_match_get_game (match)));
        }
      *out_went_down += went_down;
    }
  return rounds;
}

static void
test_matches_end (gconstpointer data)
{
  guint n_players = GPOINTER_TO_UINT (data);

  /* B-52, B-53, A-10: somebody goes down in the solo phase, the teams
   * form, and the match reaches its target. */
  for (guint64 seed = 1; seed <= 3; seed++)
    {
      guint went_down;
      guint rounds = play_match (n_players, seed, &went_down);

      g_test_message ("%u players, seed %" G_GUINT64_FORMAT ": %u rounds, %u gone down",
                      n_players, seed, rounds, went_down);
      g_assert_cmpuint (went_down, >, rounds / 2);
    }
}

/* ---- Hints: what the table's hint button asks (trp-match-driver.c) ---- */

static TrpAction *
hint (TrpGame  *game,
      char    **reason)
{
  TrpAction *action = trp_ai_hint (game, 3000, NULL, reason);

  g_assert_nonnull (action);
  g_assert_true (trp_game_validate (game, action, NULL));
  return action;
}

static TrpGame *
solo_position (const char *position)
{
  TrpGame *game = bt_new_game ("{\"player_count\": 3}");

  bt_deal (game, 2, "{}");
  bt_position (game, position);
  g_assert_true (trp_biriba_game_get_solo_phase (TRP_BIRIBA_GAME (game)));
  return game;
}

/* B-56: a joker and a 2 complete a pair or a gapped run; before the teams
 * form they are the last cards to throw away. The search alone, its
 * rollouts cut before anyone goes down, threw the joker of the second
 * hand away on every seed tried. */
static void
test_hint_keeps_wild_cards (void)
{
  static const char * const positions[] = {
    "{\"current\": 0, \"phase\": \"meld\","
    " \"hands\": [[\"JK\",\"2C\",\"5H\",\"6H\",\"7H\",\"9S\",\"9D\",\"9C\",\"KD\",\"KS\",\"QC\",\"4D\"]],"
    " \"pile\": [\"3H\", \"10S\"]}",
    "{\"current\": 0, \"phase\": \"meld\","
    " \"hands\": [[\"JK\",\"4H\",\"8S\",\"10D\",\"QC\",\"KD\",\"3C\",\"6S\",\"9H\",\"JD\",\"5C\",\"7D\"]],"
    " \"pile\": [\"3H\", \"10S\"]}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    {
      g_autoptr(TrpGame) game = solo_position (positions[i]);
      g_autoptr(TrpAction) action = NULL;
      g_autofree char *reason = NULL;

      action = hint (game, &reason);
      g_assert_cmpstr (action->type, ==, TRP_ACTION_DISCARD);
      g_assert_false (trp_biriba_card_is_wild_capable (action->cards[0]));
      g_assert_nonnull (reason);
      /* In the first, QC and 4D fit no meld; all else does, with a wild card. */
      if (i == 0)
        g_assert_true (action->cards[0] == TRP_CARD (TRP_SUIT_CLUBS, TRP_RANK_QUEEN) ||
                       action->cards[0] == TRP_CARD (TRP_SUIT_DIAMONDS, TRP_RANK_FOUR));
    }
}

/* B-56, A-10: a hand that melds whole but for one card goes down at once,
 * without a biriba, and takes the 18-card biribaki. */
static void
test_hint_goes_down (void)
{
  g_autoptr(TrpGame) game = solo_position (
    "{\"current\": 0, \"phase\": \"meld\","
    " \"hands\": [[\"3S\",\"4S\",\"5S\",\"6H\",\"7H\",\"8H\",\"KD\",\"KS\",\"KC\",\"9D\",\"9C\",\"JK\"],"
    "            [\"3C\",\"4C\",\"5C\",\"6S\",\"7S\",\"8S\",\"9H\",\"10H\",\"JH\",\"QH\",\"AC\"],"
    "            [\"3D\",\"5D\",\"6D\",\"7D\",\"8D\",\"10C\",\"JC\",\"QC\",\"AD\",\"AS\",\"8C\"]],"
    " \"pile\": [\"3H\"]}");
  g_autoptr(TrpAction) action = NULL;
  g_autofree char *reason = NULL;

  action = hint (game, &reason);
  g_assert_cmpstr (action->type, ==, TRP_ACTION_NEW_MELD);
  g_assert_cmpuint (action->n_cards, ==, 12);
  g_assert_nonnull (reason);
  trp_game_apply (game, action);
  g_assert_cmpstr (trp_game_get_phase (game), ==, "biribaki");
}

/* B-22, B-56: the pile's one card makes the hand meld whole; a card from
 * the stock most likely would not. */
static void
test_hint_takes_the_pile (void)
{
  g_autoptr(TrpGame) game = solo_position (
    "{\"current\": 0, \"phase\": \"draw\","
    " \"hands\": [[\"3S\",\"4S\",\"5S\",\"6H\",\"7H\",\"8H\",\"KD\",\"KS\",\"KC\",\"9D\",\"9C\"],"
    "            [\"3C\",\"4C\",\"5C\",\"6S\",\"7S\",\"8S\",\"9H\",\"10H\",\"JH\",\"QH\",\"AC\"],"
    "            [\"3D\",\"5D\",\"6D\",\"7D\",\"8D\",\"10C\",\"JC\",\"QC\",\"AD\",\"AS\",\"8C\"]],"
    " \"pile\": [\"4H\", \"9S\"]}");
  g_autoptr(TrpAction) action = hint (game, NULL);

  g_assert_cmpstr (action->type, ==, TRP_ACTION_TAKE_PILE);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/biriba/B-56/matches-end/3-players", GUINT_TO_POINTER (3), test_matches_end);
  g_test_add_data_func ("/biriba/B-56/matches-end/5-players", GUINT_TO_POINTER (5), test_matches_end);
  g_test_add_func ("/biriba/hint/B-56/keeps-wild-cards", test_hint_keeps_wild_cards);
  g_test_add_func ("/biriba/hint/A-10/goes-down", test_hint_goes_down);
  g_test_add_func ("/biriba/hint/B-56/takes-the-pile", test_hint_takes_the_pile);

  return g_test_run ();
}
