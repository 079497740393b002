/* test-match-driver.c: computer seats move on their own, people wait
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "toy-game.h"
#include "trp-match-driver.h"

typedef struct
{
  int  human_turns;
  int  computer_moves;
  int  rounds_over;
  int  last_seat;
} Counts;

static void
human_turn_cb (TrpMatchDriver *driver,
               int             seat,
               Counts         *counts)
{
  counts->human_turns++;
  counts->last_seat = seat;
}

static void
computer_played_cb (TrpMatchDriver *driver,
                    TrpAction      *action,
                    Counts         *counts)
{
  g_assert_cmpint (action->seat, ==, 1);
  counts->computer_moves++;
}

static void
round_over_cb (TrpMatchDriver *driver,
               Counts         *counts)
{
  counts->rounds_over++;
}

static void
failed_cb (TrpMatchDriver *driver,
           GError         *error,
           gpointer        user_data)
{
  g_error ("a computer player failed: %s", error->message);
}

static void
test_driver_plays_computers_and_waits_for_people (void)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&toy_descriptor);
  TrpPlayer players[] = {
    { (char *) "You", TRP_PLAYER_HUMAN, NULL, 0 },
    { (char *) "Computer", TRP_PLAYER_COMPUTER, (char *) "hard", 1 },
  };
  g_autoptr(TrpMatch) match = trp_match_new ("toy", rules, players, 2, toy_game_factory, NULL);
  g_autoptr(TrpMatchDriver) driver = trp_match_driver_new (match);
  g_autoptr(JsonNode) deal = json_from_string ("{\"hands\": [[\"AS\", \"2S\", \"3S\"], [\"KH\", \"QH\", \"JH\"]]}", NULL);
  Counts counts = { 0, };

  trp_match_driver_set_budget (driver, 20 * 1000);
  g_signal_connect (driver, "human-turn", G_CALLBACK (human_turn_cb), &counts);
  g_signal_connect (driver, "computer-played", G_CALLBACK (computer_played_cb), &counts);
  g_signal_connect (driver, "round-over", G_CALLBACK (round_over_cb), &counts);
  g_signal_connect (driver, "failed", G_CALLBACK (failed_cb), NULL);

  /* Dealer 0, so the computer (seat 1) leads. */
  trp_match_set_first_dealer (match, 0);
  g_assert_true (trp_match_start_round_explicit (match, json_node_get_object (deal), NULL));
  g_assert_cmpint (trp_game_get_current_seat (trp_match_get_game (match)), ==, 1);

  trp_match_driver_advance (driver);
  while (counts.rounds_over == 0)
    {
      int turns = counts.human_turns;

      while (counts.human_turns == turns && counts.rounds_over == 0)
        g_main_context_iteration (NULL, TRUE);

      if (counts.rounds_over == 0)
        {
          g_autoptr(GPtrArray) legal = trp_game_legal_actions (trp_match_get_game (match));
          g_autoptr(GError) error = NULL;

          g_assert_false (trp_match_driver_get_busy (driver));
          g_assert_cmpint (counts.last_seat, ==, 0);
          g_assert_true (trp_match_driver_play (driver, g_ptr_array_index (legal, 0), &error));
          g_assert_no_error (error);
        }
    }

  g_assert_cmpint (counts.human_turns, ==, 3);
  g_assert_cmpint (counts.computer_moves, ==, 3);
  g_assert_false (trp_match_get_round_in_progress (match));
}

static gboolean
time_up_cb (gpointer user_data)
{
  gboolean *done = user_data;

  *done = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop for @ms milliseconds. */
static void
run_for (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, time_up_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static void
test_driver_hold (gconstpointer data)
{
  guint delay_ms = GPOINTER_TO_UINT (data);
  g_autoptr(TrpRules) rules = trp_rules_new (&toy_descriptor);
  TrpPlayer players[] = {
    { (char *) "You", TRP_PLAYER_HUMAN, NULL, 0 },
    { (char *) "Computer", TRP_PLAYER_COMPUTER, (char *) "hard", 1 },
  };
  g_autoptr(TrpMatch) match = trp_match_new ("toy", rules, players, 2, toy_game_factory, NULL);
  g_autoptr(TrpMatchDriver) driver = trp_match_driver_new (match);
  g_autoptr(JsonNode) deal = json_from_string ("{\"hands\": [[\"AS\", \"2S\", \"3S\"], [\"KH\", \"QH\", \"JH\"]]}", NULL);
  Counts counts = { 0, };

  trp_match_driver_set_budget (driver, 20 * 1000);
  trp_match_driver_set_delay (driver, delay_ms);
  g_signal_connect (driver, "human-turn", G_CALLBACK (human_turn_cb), &counts);
  g_signal_connect (driver, "computer-played", G_CALLBACK (computer_played_cb), &counts);
  g_signal_connect (driver, "round-over", G_CALLBACK (round_over_cb), &counts);
  g_signal_connect (driver, "failed", G_CALLBACK (failed_cb), NULL);

  /* Dealer 0, so the computer (seat 1) leads. */
  trp_match_set_first_dealer (match, 0);
  g_assert_true (trp_match_start_round_explicit (match, json_node_get_object (deal), NULL));

  /* Held twice: the computer may think, but plays nothing. */
  trp_match_driver_hold (driver);
  trp_match_driver_hold (driver);
  g_assert_true (trp_match_driver_get_held (driver));
  trp_match_driver_advance (driver);
  run_for (delay_ms + 300);
  g_assert_cmpint (counts.computer_moves, ==, 0);
  g_assert_cmpint (counts.human_turns, ==, 0);
  g_assert_cmpint (trp_game_get_current_seat (trp_match_get_game (match)), ==, 1);

  /* One release of two: still held. */
  trp_match_driver_release (driver);
  g_assert_true (trp_match_driver_get_held (driver));
  run_for (100);
  g_assert_cmpint (counts.computer_moves, ==, 0);

  /* The last release lets the move through, from the main loop. */
  trp_match_driver_release (driver);
  g_assert_false (trp_match_driver_get_held (driver));
  g_assert_cmpint (counts.computer_moves, ==, 0);
  while (counts.human_turns == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (counts.computer_moves, ==, 1);
  g_assert_cmpint (counts.last_seat, ==, 0);

  /* A person's move under a hold: it is played, but the computer's
   * answer waits for the release. */
  trp_match_driver_hold (driver);
  {
    g_autoptr(GPtrArray) legal = trp_game_legal_actions (trp_match_get_game (match));
    g_autoptr(GError) error = NULL;

    g_assert_true (trp_match_driver_play (driver, g_ptr_array_index (legal, 0), &error));
    g_assert_no_error (error);
  }
  run_for (delay_ms + 300);
  g_assert_cmpint (counts.computer_moves, ==, 1);
  g_assert_cmpint (trp_game_get_current_seat (trp_match_get_game (match)), ==, 1);
  trp_match_driver_release (driver);
  while (counts.human_turns == 1)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (counts.computer_moves, ==, 2);
}

static void
hint_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  TrpAction **out = user_data;

  *out = trp_match_driver_hint_finish (TRP_MATCH_DRIVER (source), result, NULL, NULL);
}

static void
test_driver_hint (void)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&toy_descriptor);
  TrpPlayer players[] = {
    { (char *) "Computer", TRP_PLAYER_COMPUTER, (char *) "normal", 0 },
    { (char *) "You", TRP_PLAYER_HUMAN, NULL, 1 },
  };
  g_autoptr(TrpMatch) match = trp_match_new ("toy", rules, players, 2, toy_game_factory, NULL);
  g_autoptr(TrpMatchDriver) driver = trp_match_driver_new (match);
  g_autoptr(JsonNode) deal = json_from_string ("{\"hands\": [[\"AS\", \"2S\", \"3S\"], [\"KH\", \"QH\", \"JH\"]]}", NULL);
  TrpAction *hint = NULL;

  /* Dealer 0: seat 1, the person, leads. */
  trp_match_set_first_dealer (match, 0);
  g_assert_true (trp_match_start_round_explicit (match, json_node_get_object (deal), NULL));
  trp_match_driver_hint_async (driver, NULL, hint_cb, &hint);
  while (hint == NULL)
    g_main_context_iteration (NULL, TRUE);

  g_assert_cmpint (hint->seat, ==, 1);
  g_assert_true (trp_game_validate (trp_match_get_game (match), hint, NULL));
  trp_action_free (hint);
}

static void
hint_move_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  TrpMove **out = user_data;
  g_autoptr(TrpAction) action = NULL;

  *out = trp_match_driver_hint_move_finish (TRP_MATCH_DRIVER (source), result, NULL, NULL, &action, NULL);
  g_assert_nonnull (action);
}

/* #40: the hint as one move of the game's descriptions, its card bound,
 * which builds the very action the driver plays. The toy game has the
 * default descriptions: one "play" move of one card. */
static void
test_driver_hint_move (void)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&toy_descriptor);
  TrpPlayer players[] = {
    { (char *) "Computer", TRP_PLAYER_COMPUTER, (char *) "normal", 0 },
    { (char *) "You", TRP_PLAYER_HUMAN, NULL, 1 },
  };
  g_autoptr(TrpMatch) match = trp_match_new ("toy", rules, players, 2, toy_game_factory, NULL);
  g_autoptr(TrpMatchDriver) driver = trp_match_driver_new (match);
  g_autoptr(JsonNode) deal = json_from_string ("{\"hands\": [[\"AS\", \"2S\", \"3S\"], [\"KH\", \"QH\", \"JH\"]]}", NULL);
  g_autoptr(TrpMove) move = NULL;
  g_autoptr(TrpAction) action = NULL;
  g_autoptr(GPtrArray) moves = NULL;
  TrpMove *play;
  guint n;

  trp_match_set_first_dealer (match, 0);
  g_assert_true (trp_match_start_round_explicit (match, json_node_get_object (deal), NULL));

  /* The default description of the person's moves. */
  moves = trp_game_describe_moves (trp_match_get_game (match), 1);
  g_assert_cmpuint (moves->len, ==, 1);
  play = g_ptr_array_index (moves, 0);
  g_assert_cmpstr (trp_move_get_id (play), ==, "play");
  g_assert_cmpint (trp_move_get_cards_mode (play), ==, TRP_MOVE_CARDS_EXACTLY);
  g_assert_cmpuint (trp_move_get_n_cards (play), ==, 1);
  g_assert_cmpint (trp_move_get_place (play), ==, TRP_PLACE_TRICK);
  g_assert_true (trp_move_get_ends_turn (play));
  trp_move_get_candidates (play, &n);
  g_assert_cmpuint (n, ==, 3);

  trp_match_driver_hint_async (driver, NULL, hint_move_cb, &move);
  while (move == NULL)
    g_main_context_iteration (NULL, TRUE);

  g_assert_cmpstr (trp_move_get_id (move), ==, "play");
  g_assert_cmpint (trp_move_get_cards_mode (move), ==, TRP_MOVE_CARDS_FIXED);
  g_assert_cmpuint (trp_move_get_n_groups (move), ==, 1);
  g_assert_cmpuint (trp_move_get_n_cards (move), ==, 1);
  g_assert_true (trp_move_is_candidate (play, trp_move_get_group (move, 0, NULL)[0]));
  action = trp_game_build_move (trp_match_get_game (match), move, NULL, NULL);
  g_assert_nonnull (action);
  g_assert_true (trp_game_validate (trp_match_get_game (match), action, NULL));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/match-driver/plays-computers-waits-for-people", test_driver_plays_computers_and_waits_for_people);
  g_test_add_data_func ("/match-driver/hold", GUINT_TO_POINTER (0), test_driver_hold);
  g_test_add_data_func ("/match-driver/hold-with-delay", GUINT_TO_POINTER (50), test_driver_hold);
  g_test_add_func ("/match-driver/hint", test_driver_hint);
  g_test_add_func ("/match-driver/hint-move", test_driver_hint_move);

  return g_test_run ();
}
