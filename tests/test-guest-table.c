/* test-guest-table.c: the guest's model reads the host's state whole (#42)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A host over 127.0.0.1 and a TrpGuestTable in one process. On the
 * guest's turn in every game, the moves it rebuilt from the host's
 * "descriptions" must be the engine's trp_game_describe_moves() for that
 * seat, member by member, and its observation the seat's own; a move sent
 * through it goes into the host's match. Every wait has a deadline.
 */

#include "config.h"

#include <string.h>

#include "trp-game-catalog.h"
#include "trp-guest-table.h"
#include "trp-match-driver.h"
#include "trp-table-host.h"

#define DEADLINE_US (20 * G_USEC_PER_SEC)

typedef gboolean (*Condition) (gpointer data);

static gboolean
run_until (Condition condition,
           gpointer  data)
{
  gint64 end = g_get_monotonic_time () + DEADLINE_US;

  while (!condition (data) && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (500);
  return condition (data);
}

static gboolean
is_joined (gpointer data)
{
  return trp_guest_table_get_joined (data);
}

static gboolean
is_my_turn (gpointer data)
{
  return trp_guest_table_is_my_turn (data);
}

static TrpMatch *
new_match (const char *game_id)
{
  g_autoptr(TrpRules) rules = trp_rules_new (trp_game_catalog_lookup_rules (game_id));
  g_autoptr(GError) error = NULL;
  static const char * const names[] = { "Anna", "Bob", "Cleo", "Dan", "Eve", "Fay" };
  const TrpGameInfo *info = trp_game_catalog_lookup (game_id);
  guint n = info->default_players;
  TrpPlayer players[G_N_ELEMENTS (names)] = { { NULL, } };
  TrpMatch *match;

  g_assert_cmpuint (n, <=, G_N_ELEMENTS (names));
  for (guint i = 0; i < n; i++)
    {
      players[i].name = (char *) names[i];
      players[i].team = -1;
      players[i].invited = i == 0;
      players[i].kind = i == 0 ? TRP_PLAYER_HUMAN : TRP_PLAYER_COMPUTER;
      players[i].level = i == 0 ? NULL : (char *) "easy";
    }
  if (trp_rules_descriptor_find_option (trp_rules_get_descriptor (rules), "player_count") != NULL)
    g_assert_true (trp_rules_set_int (rules, "player_count", n, NULL));
  match = trp_match_new (game_id, rules, players, n, trp_game_catalog_create_game, &error);
  g_assert_no_error (error);
  trp_match_set_first_dealer (match, n - 1);
  g_assert_true (trp_match_start_round (match, 20261207, &error));
  g_assert_no_error (error);
  return match;
}

static void
assert_same_cards (const TrpCard *a,
                   guint          n_a,
                   const TrpCard *b,
                   guint          n_b)
{
  g_assert_cmpuint (n_a, ==, n_b);
  for (guint i = 0; i < n_a; i++)
    g_assert_cmpstr (trp_card_to_code (a[i]), ==, trp_card_to_code (b[i]));
}

static void
assert_same_move (const TrpMove *engine,
                  const TrpMove *guest)
{
  const TrpCard *a, *b;
  guint n_a, n_b;

  g_assert_cmpstr (trp_move_get_id (guest), ==, trp_move_get_id (engine));
  g_assert_cmpstr (trp_move_get_label (guest), ==, trp_move_get_label (engine));
  g_assert_cmpstr (trp_move_get_accel (guest), ==, trp_move_get_accel (engine));
  g_assert_cmpint (trp_move_is_available (guest), ==, trp_move_is_available (engine));
  g_assert_cmpint (trp_move_get_cards_mode (guest), ==, trp_move_get_cards_mode (engine));
  g_assert_cmpuint (trp_move_get_n_cards (guest), ==, trp_move_get_n_cards (engine));
  a = trp_move_get_candidates (engine, &n_a);
  b = trp_move_get_candidates (guest, &n_b);
  assert_same_cards (a, n_a, b, n_b);
  g_assert_cmpuint (trp_move_get_n_groups (guest), ==, trp_move_get_n_groups (engine));
  for (guint g = 0; g < trp_move_get_n_groups (engine); g++)
    {
      a = trp_move_get_group (engine, g, &n_a);
      b = trp_move_get_group (guest, g, &n_b);
      assert_same_cards (a, n_a, b, n_b);
    }
  g_assert_cmpint (trp_move_get_place (guest), ==, trp_move_get_place (engine));
  g_assert_cmpint (trp_move_get_place_index (guest), ==, trp_move_get_place_index (engine));
  g_assert_cmpint (trp_move_get_ends_turn (guest), ==, trp_move_get_ends_turn (engine));
  g_assert_cmpint (trp_move_is_staging (guest), ==, trp_move_is_staging (engine));
  g_assert_cmpstr (trp_move_get_confirmation (guest), ==, trp_move_get_confirmation (engine));
  g_assert_cmpint (trp_move_get_emphasis (guest), ==, trp_move_get_emphasis (engine));
  g_assert_true (trp_action_equal (trp_move_get_action (guest), trp_move_get_action (engine)));
}

typedef struct
{
  TrpMatch *match;
  guint     n_actions;
} Progress;

static gboolean
moved (gpointer data)
{
  Progress *progress = data;

  return trp_match_get_round_n_actions (progress->match, trp_match_get_n_rounds (progress->match) - 1)
         > progress->n_actions;
}

static void
test_descriptions (gconstpointer data)
{
  const char *game_id = data;
  g_autoptr(TrpMatch) match = new_match (game_id);
  g_autoptr(TrpTableHost) host = NULL;
  g_autoptr(TrpGuestTable) guest = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) engine = NULL;
  g_autoptr(JsonNode) seen = NULL;
  g_autofree char *address = NULL;
  g_autofree char *seen_text = NULL;
  g_autofree char *guest_text = NULL;
  GPtrArray *moves;
  Progress progress = { match, 0 };
  const TrpMove *chosen = NULL;

  host = trp_table_host_new (match, &error);
  g_assert_no_error (error);
  trp_match_driver_set_delay (trp_table_host_get_driver (host), 0);
  g_assert_true (trp_table_host_listen (host, "127.0.0.1", 0, &error));
  g_assert_true (trp_table_host_start (host, &error));
  address = g_strdup_printf ("127.0.0.1:%u", trp_table_host_get_port (host));

  guest = trp_guest_table_new (address, trp_table_host_get_code (host), "Anna", &error);
  g_assert_no_error (error);
  trp_guest_table_connect (guest);
  g_assert_true (run_until (is_joined, guest));
  g_assert_cmpint (trp_guest_table_get_seat (guest), ==, 0);
  g_assert_cmpstr (trp_guest_table_get_game_id (guest), ==, game_id);
  g_assert_true (run_until (is_my_turn, guest));

  /* The seats as the host has them. */
  g_assert_cmpuint (trp_guest_table_get_n_seats (guest), ==, trp_match_get_n_players (match));
  g_assert_cmpstr (trp_guest_table_get_seat_info (guest, 0)->kind, ==, "invited");
  g_assert_true (trp_guest_table_get_seat_info (guest, 0)->present);
  g_assert_cmpstr (trp_guest_table_get_seat_info (guest, 1)->name, ==, "Bob");
  g_assert_cmpstr (trp_guest_table_get_seat_info (guest, 1)->kind, ==, "computer");
  g_assert_cmpint (trp_guest_table_get_current_seat (guest), ==, 0);

  /* Its observation is seat 0's, and nothing else. */
  seen = trp_game_observation (trp_match_get_game (match), 0);
  seen_text = json_to_string (seen, FALSE);
  {
    g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), trp_guest_table_get_observation (guest));

    guest_text = json_to_string (node, FALSE);
  }
  g_assert_cmpstr (guest_text, ==, seen_text);

  /* Its moves are the engine's, member for member. */
  engine = trp_game_describe_moves (trp_match_get_game (match), 0);
  moves = trp_guest_table_get_moves (guest);
  g_assert_cmpuint (moves->len, ==, engine->len);
  for (guint i = 0; i < engine->len; i++)
    assert_same_move (g_ptr_array_index (engine, i), g_ptr_array_index (moves, i));

  /* Another seat's move is refused before it leaves; a move of its own
   * reaches the host's match. */
  {
    g_autoptr(TrpAction) other = trp_action_new ("pass", 1);

    g_assert_false (trp_guest_table_play (guest, other, &error));
    g_assert_error (error, TRP_NET_ERROR, TRP_NET_ERROR_NOT_YOUR_SEAT);
    g_clear_error (&error);
  }
  for (guint i = 0; chosen == NULL && i < moves->len; i++)
    {
      const TrpMove *move = g_ptr_array_index (moves, i);
      TrpMoveCards mode = trp_move_get_cards_mode (move);

      if (trp_move_is_available (move) && !trp_move_is_staging (move) &&
          (mode == TRP_MOVE_CARDS_NONE ||
           (mode == TRP_MOVE_CARDS_EXACTLY && trp_move_get_n_cards (move) == 1)))
        chosen = move;
    }
  g_assert_nonnull (chosen);
  {
    g_autoptr(TrpAction) action = trp_action_copy (trp_move_get_action (chosen));
    guint n;

    if (trp_move_get_cards_mode (chosen) == TRP_MOVE_CARDS_EXACTLY)
      trp_action_set_cards (action, trp_move_get_candidates (chosen, &n), 1);
    progress.n_actions = trp_match_get_round_n_actions (match, trp_match_get_n_rounds (match) - 1);
    g_assert_true (trp_guest_table_play (guest, action, &error));
    g_assert_no_error (error);
    g_assert_true (run_until (moved, &progress));
  }

  trp_table_host_close (host, "host-stopped");
  g_assert_true (run_until ((Condition) trp_guest_table_get_closed, guest));
  g_assert_false (trp_guest_table_is_my_turn (guest));
}

int
main (int    argc,
      char **argv)
{
  guint n_games;
  const TrpGameInfo *games = trp_game_catalog_get_all (&n_games);

  g_test_init (&argc, &argv, NULL);

  /* Every game the catalog can play, so that a new one is covered
   * without editing this list. */
  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *path = NULL;

      if (!trp_game_info_is_playable (&games[i]))
        continue;
      path = g_strdup_printf ("/net/guest-table/descriptions/%s", games[i].id);
      g_test_add_data_func (path, games[i].id, test_descriptions);
    }

  return g_test_run ();
}
