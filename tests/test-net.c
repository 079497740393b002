/* test-net.c: hosted tables over loopback (#42)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A host and headless guests in one process, talking WebSocket over
 * 127.0.0.1 only. Every loop here stops by itself: at a count, or at a
 * deadline. The guests play by the host's hints at the Normal level,
 * which is the computer's own choice from the guest's seat, with the
 * seed that computer would get: so a round played over the network must
 * be, move for move, the round that four local computers play, and any
 * harm a hostile guest did would show as a difference.
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "trp-game-catalog.h"
#include "trp-match-driver.h"
#include "trp-move.h"
#include "trp-net-protocol.h"
#include "trp-table-guest.h"
#include "trp-table-host.h"

#define DEADLINE_US (30 * G_USEC_PER_SEC)

/* Runs the main loop until *@flag is set, or the deadline. */
static gboolean
run_until (const gboolean *flag)
{
  gint64 end = g_get_monotonic_time () + DEADLINE_US;

  while (!*flag && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (500);

  return *flag;
}

/* Runs the main loop a little, for messages already under way. */
static void
run_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;

  while (g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (500);
}

/* Seats 0-2 invited, seat 3 a Normal computer, or all four computers. */
static TrpMatch *
new_match (const char *game_id,
           guint64     seed,
           gboolean    guests)
{
  static const char * const names[] = { "Anna", "Bob", "Dan", "Cleo" };
  g_autoptr(TrpRules) rules = trp_rules_new (trp_game_catalog_lookup_rules (game_id));
  g_autoptr(GError) error = NULL;
  TrpPlayer players[4] = { { NULL, } };
  TrpMatch *match;

  for (guint i = 0; i < 4; i++)
    {
      players[i].name = (char *) names[i];
      players[i].team = -1;
      players[i].invited = guests && i < 3;
      players[i].kind = players[i].invited ? TRP_PLAYER_HUMAN : TRP_PLAYER_COMPUTER;
      players[i].level = players[i].invited ? NULL : (char *) "normal";
    }

  match = trp_match_new (game_id, rules, players, 4, trp_game_catalog_create_game, &error);
  g_assert_no_error (error);
  trp_match_set_first_dealer (match, 1);
  trp_match_start_round (match, seed, &error);
  g_assert_no_error (error);
  return match;
}

/* The moves of round 1, as its save file has them. */
static char *
round_moves (TrpMatch *match)
{
  g_autoptr(JsonNode) node = trp_match_to_json (match);
  JsonArray *rounds = json_object_get_array_member (json_node_get_object (node), "rounds");
  JsonNode *actions = json_object_get_member (json_array_get_object_element (rounds, 0), "actions");

  return json_to_string (actions, FALSE);
}

/* Connected swapped, whatever the signal's arguments. */
static void
raise_flag (gboolean *flag)
{
  *flag = TRUE;
}

/* Round 1 as four local computers play it, through the match driver. */
static char *
play_locally (const char *game_id,
              guint64     seed)
{
  g_autoptr(TrpMatch) match = new_match (game_id, seed, FALSE);
  g_autoptr(TrpMatchDriver) driver = trp_match_driver_new (match);
  gboolean over = FALSE;

  g_signal_connect_swapped (driver, "round-over", G_CALLBACK (raise_flag), &over);
  trp_match_driver_advance (driver);
  g_assert_true (run_until (&over));
  return round_moves (match);
}

typedef struct
{
  TrpTableHost  *host;
  char          *uri;
  TrpTableGuest *guests[3];
  gboolean       finished;
  char          *finish_reason;
  GPtrArray     *notices;
} Table;

static void
finished_cb (TrpTableHost *host,
             const char   *reason,
             Table        *table)
{
  table->finished = TRUE;
  g_free (table->finish_reason);
  table->finish_reason = g_strdup (reason);
}

static void
notice_cb (TrpTableHost *host,
           const char   *event,
           guint         seat,
           Table        *table)
{
  g_ptr_array_add (table->notices, g_strdup_printf ("%s %u", event, seat));
}

static void
table_open (Table    *table,
            TrpMatch *match)
{
  g_autoptr(GError) error = NULL;

  table->host = trp_table_host_new (match, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (strlen (trp_table_host_get_code (table->host)), ==, TRP_NET_CODE_LENGTH);
  trp_table_host_set_max_rounds (table->host, 1);
  trp_table_host_set_grace (table->host, 50);
  trp_table_host_listen (table->host, "127.0.0.1", 0, &error);
  g_assert_no_error (error);
  table->uri = g_strdup_printf ("ws://127.0.0.1:%u/", trp_table_host_get_port (table->host));
  table->notices = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (table->host, "finished", G_CALLBACK (finished_cb), table);
  g_signal_connect (table->host, "notice", G_CALLBACK (notice_cb), table);
}

/* An honest guest's only refusals: a hint or a move for a position the
 * table had left when it arrived (a join, a computer's move), which the
 * guest asks again for the new one. */
static void
log_refusal_cb (TrpTableGuest *guest,
                const char    *reason,
                const char    *rule,
                const char    *message,
                const char    *request,
                gpointer       honest_guest)
{
  g_test_message ("seat %d refused: %s %s %s (%s)", trp_table_guest_get_seat (guest), reason, rule, message, request);
  if (GPOINTER_TO_INT (honest_guest))
    g_assert_true (g_str_equal (reason, "stale") || g_str_equal (reason, "not-your-turn"));
}

static gboolean honest = TRUE;

static TrpTableGuest *
guest_join (Table      *table,
            const char *name,
            const char *level)
{
  TrpTableGuest *guest = trp_table_guest_new (table->uri, trp_table_host_get_code (table->host), name);
  gboolean welcomed = FALSE;
  gulong id = g_signal_connect_swapped (guest, "welcome", G_CALLBACK (raise_flag), &welcomed);

  trp_table_guest_set_autoplay (guest, level);
  g_signal_connect (guest, "refused", G_CALLBACK (log_refusal_cb), GINT_TO_POINTER (honest));
  trp_table_guest_connect (guest);
  g_assert_true (run_until (&welcomed));
  g_signal_handler_disconnect (guest, id);
  return guest;
}

static void
table_close (Table *table)
{
  if (table->host != NULL)
    {
      trp_table_host_close (table->host, "host-stopped");
      run_for (20);
    }
  for (guint i = 0; i < 3; i++)
    g_clear_object (&table->guests[i]);
  g_clear_object (&table->host);
  g_clear_pointer (&table->uri, g_free);
  g_clear_pointer (&table->finish_reason, g_free);
  g_clear_pointer (&table->notices, g_ptr_array_unref);
}

static gboolean
has_notice (Table      *table,
            const char *text)
{
  for (guint i = 0; i < table->notices->len; i++)
    if (g_str_equal (g_ptr_array_index (table->notices, i), text))
      return TRUE;
  return FALSE;
}

/* What a guest saw last is its own seat's observation, exactly, and
 * not another seat's. */
static void
assert_sees_own_seat (TrpTableGuest *guest,
                      TrpMatch      *match)
{
  JsonObject *state = trp_table_guest_get_state (guest);
  int seat = trp_table_guest_get_seat (guest);
  TrpGame *game = trp_match_get_game (match);
  JsonNode *seen;

  g_assert_nonnull (state);
  seen = json_object_get_member (state, "observation");
  for (guint other = 0; other < 4; other++)
    {
      g_autoptr(JsonNode) observation = trp_game_observation (game, other);

      g_assert_true (json_node_equal (seen, observation) == ((int) other == seat));
    }
  /* Nothing of the deal's secrets travels. */
  g_assert_false (json_object_has_member (state, "seed"));
  g_assert_false (json_object_has_member (state, "rng"));
}

typedef struct
{
  TrpMatch *match;
  guint     checked;
} Descriptions;

/* On its turn a guest gets the move descriptions of its seat (docs/moves.md),
 * the same the host's engine gives, in order. */
static void
check_descriptions_cb (TrpTableGuest *guest,
                       JsonObject    *state,
                       Descriptions  *check)
{
  TrpGame *game = trp_match_get_game (check->match);
  int seat = trp_table_guest_get_seat (guest);
  g_autoptr(GPtrArray) described = NULL;
  JsonArray *sent;

  if (!json_object_has_member (state, "moves") || trp_game_get_current_seat (game) != seat ||
      json_object_get_int_member (state, "seq") < 0)
    return;

  g_assert_true (json_object_has_member (state, "descriptions"));
  sent = json_object_get_array_member (state, "descriptions");
  described = trp_game_describe_moves (game, seat);
  g_assert_cmpuint (json_array_get_length (sent), ==, described->len);
  for (guint i = 0; i < described->len; i++)
    {
      JsonObject *object = json_array_get_object_element (sent, i);
      TrpMove *move = g_ptr_array_index (described, i);

      g_assert_cmpstr (json_object_get_string_member (object, "id"), ==, trp_move_get_id (move));
      g_assert_cmpstr (json_object_get_string_member (object, "label"), ==, trp_move_get_label (move));
      g_assert_true (json_object_get_boolean_member (object, "available") == trp_move_is_available (move));
      g_assert_true (json_object_get_boolean_member (object, "ends_turn") == trp_move_get_ends_turn (move));
    }
  check->checked++;
}

static void
test_round (gconstpointer data)
{
  const char *game_id = data;
  const guint64 seed = 4207;
  g_autoptr(TrpMatch) match = new_match (game_id, seed, TRUE);
  g_autofree char *local = play_locally (game_id, seed);
  g_autofree char *hosted = NULL;
  g_autoptr(GError) error = NULL;
  Table table = { NULL, };
  g_autoptr(GArray) trips = g_array_new (FALSE, FALSE, sizeof (gint64));
  guint moves = 0;
  Descriptions descriptions = { match, 0 };

  table_open (&table, match);
  /* The invitation: where, the code, the seats that wait. */
  {
    g_auto(GStrv) addresses = trp_table_host_dup_addresses (table.host);
    g_autofree char *expected = g_strdup_printf ("127.0.0.1:%u", trp_table_host_get_port (table.host));
    g_autofree char *invitation = trp_table_host_dup_invitation (table.host);
    g_autofree char *code_line = g_strdup_printf ("Code: %s\n", trp_table_host_get_code (table.host));
    g_autofree char *address_line = g_strdup_printf ("Address: %s\n", expected);

    g_assert_cmpuint (g_strv_length (addresses), ==, 1);
    g_assert_cmpstr (addresses[0], ==, expected);
    g_assert_nonnull (strstr (invitation, address_line));
    g_assert_nonnull (strstr (invitation, code_line));
    g_assert_true (g_str_has_suffix (invitation, "Seats: Anna, Bob, Dan"));
  }
  table.guests[0] = guest_join (&table, "Anna", "normal");
  table.guests[1] = guest_join (&table, "Bob", "normal");
  table.guests[2] = guest_join (&table, "Dan", "normal");
  g_signal_connect (table.guests[0], "state", G_CALLBACK (check_descriptions_cb), &descriptions);
  trp_table_host_start (table.host, &error);
  g_assert_no_error (error);

  if (!run_until (&table.finished))
    {
      for (guint i = 0; i < 3; i++)
        {
          g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), trp_table_guest_get_state (table.guests[i]));
          g_autofree char *text = json_to_string (node, FALSE);

          g_test_message ("guest %u: moves %u refused %u state %.300s", i, trp_table_guest_get_n_moves (table.guests[i]),
                          trp_table_guest_get_n_refused (table.guests[i]), text);
        }
      g_test_message ("host: seat %d phase %s actions %u", trp_game_get_current_seat (trp_match_get_game (match)),
                      trp_game_get_phase (trp_match_get_game (match)), trp_match_get_round_n_actions (match, 0));
      g_assert_not_reached ();
    }
  g_assert_cmpstr (table.finish_reason, ==, "rounds-done");
  g_assert_false (trp_match_get_round_in_progress (match));
  run_for (20);

  hosted = round_moves (match);
  g_assert_cmpstr (hosted, ==, local);
  for (guint i = 0; i < 3; i++)
    {
      GArray *rt = trp_table_guest_get_round_trips (table.guests[i]);

      assert_sees_own_seat (table.guests[i], match);
      moves += trp_table_guest_get_n_moves (table.guests[i]);
      g_array_append_vals (trips, rt->data, rt->len);
    }
  g_assert_cmpuint (moves, >, 0);
  g_assert_cmpuint (descriptions.checked, >, 0);
  g_assert_cmpuint (trp_table_host_get_stats (table.host)->moves, ==, moves);

  /* The round trip of a move: sent, checked, applied, saved (no file
   * here), and the next state back. */
  if (trips->len > 0)
    {
      gint64 total = 0, worst = 0;

      for (guint i = 0; i < trips->len; i++)
        {
          total += g_array_index (trips, gint64, i);
          worst = MAX (worst, g_array_index (trips, gint64, i));
        }
      g_test_message ("%s: %u guest moves, round trip mean %.2f ms, worst %.2f ms",
                      game_id, trips->len, total / 1000.0 / trips->len, worst / 1000.0);
    }

  table_close (&table);
}

/* A guest drops out mid-round: everyone is told, a computer plays its
 * seat after the grace, it comes back with the code and takes it. */
static void
test_drop_rejoin (void)
{
  const guint64 seed = 77;
  g_autoptr(TrpMatch) match = new_match ("marianna", seed, TRUE);
  g_autofree char *local = play_locally ("marianna", seed);
  g_autofree char *hosted = NULL;
  g_autoptr(GError) error = NULL;
  Table table = { NULL, };
  gboolean stood_in = FALSE;
  guint moves_before;

  table_open (&table, match);
  table.guests[0] = guest_join (&table, "Anna", "normal");
  table.guests[1] = guest_join (&table, "Bob", "normal");
  table.guests[2] = guest_join (&table, "Dan", "normal");
  trp_table_host_start (table.host, &error);
  g_assert_no_error (error);

  /* Anna plays a move or two, then her connection goes. */
  {
    gint64 end = g_get_monotonic_time () + DEADLINE_US;

    while (trp_table_guest_get_n_moves (table.guests[0]) < 2 && g_get_monotonic_time () < end)
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (500);
  }
  g_assert_cmpuint (trp_table_guest_get_n_moves (table.guests[0]), >=, 2);
  trp_table_guest_close (table.guests[0]);
  g_clear_object (&table.guests[0]);

  g_signal_connect_swapped (table.host, "notice", G_CALLBACK (raise_flag), &stood_in);
  {
    gint64 end = g_get_monotonic_time () + DEADLINE_US;

    while (!has_notice (&table, "stand-in 0") && g_get_monotonic_time () < end)
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (500);
  }
  g_assert_true (has_notice (&table, "away 0"));
  g_assert_true (has_notice (&table, "stand-in 0"));
  g_assert_false (trp_table_host_seat_is_present (table.host, 0));
  g_assert_cmpstr (trp_match_driver_get_stand_in (trp_table_host_get_driver (table.host), 0), ==, "normal");

  /* The computer plays her seat a while, then she is back. */
  moves_before = trp_match_get_round_n_actions (match, 0);
  {
    gint64 end = g_get_monotonic_time () + DEADLINE_US;

    while (trp_match_get_round_n_actions (match, 0) < moves_before + 8 && !table.finished &&
           g_get_monotonic_time () < end)
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (500);
  }
  if (!table.finished)
    {
      table.guests[0] = guest_join (&table, "Anna", "normal");
      g_assert_true (has_notice (&table, "returned 0"));
      g_assert_true (trp_table_host_seat_is_present (table.host, 0));
      g_assert_null (trp_match_driver_get_stand_in (trp_table_host_get_driver (table.host), 0));
    }

  g_assert_true (run_until (&table.finished));
  hosted = round_moves (match);
  /* The stand-in is the Normal computer: the round is the local one. */
  g_assert_cmpstr (hosted, ==, local);
  /* Her seat is still hers, a guest's. */
  g_assert_true (trp_match_get_player (match, 0)->invited);
  g_assert_cmpint (trp_match_get_player (match, 0)->kind, ==, TRP_PLAYER_HUMAN);

  table_close (&table);
}

/* A peer without a socket: the host's handler as the fuzz target sees it,
 * with the replies kept. */
typedef struct
{
  GPtrArray *replies;
  gboolean   closed;
} LocalPeer;

static void
local_send (gpointer    user_data,
            const char *text)
{
  LocalPeer *local = user_data;

  g_ptr_array_add (local->replies, g_strdup (text));
}

static void
local_close (gpointer user_data)
{
  LocalPeer *local = user_data;

  local->closed = TRUE;
}

static const TrpTablePeerFuncs local_funcs = { local_send, local_close, NULL };

/* The reason of the last reply, which must be a refusal. */
static char *
last_refusal (LocalPeer *local)
{
  g_autoptr(JsonNode) node = NULL;
  JsonObject *object;

  g_assert_cmpuint (local->replies->len, >, 0);
  node = json_from_string (g_ptr_array_index (local->replies, local->replies->len - 1), NULL);
  g_assert_nonnull (node);
  object = json_node_get_object (node);
  g_assert_cmpstr (json_object_get_string_member (object, "type"), ==, "refused");
  g_assert_true (json_object_has_member (object, "message"));
  return g_strdup (json_object_get_string_member (object, "reason"));
}

typedef struct
{
  guint tried;
  guint refused;
} Hostile;

/* Runs the main loop until @guest got @count refusals, or the deadline. */
static void
wait_refused (TrpTableGuest *guest,
              guint          count)
{
  gint64 end = g_get_monotonic_time () + DEADLINE_US;

  while (trp_table_guest_get_n_refused (guest) < count && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (500);
  g_assert_cmpuint (trp_table_guest_get_n_refused (guest), >=, count);
}

/* Sends @text from @local and checks that it is refused for @reason. */
static void
expect_refused (Table      *table,
                TrpTablePeer *peer,
                LocalPeer  *local,
                Hostile    *hostile,
                const char *text,
                gssize      length,
                const char *reason)
{
  g_autofree char *got = NULL;
  guint before = local->replies->len;

  hostile->tried++;
  trp_table_host_peer_receive (table->host, peer, text, length < 0 ? strlen (text) : (gsize) length);
  g_assert_cmpuint (local->replies->len, ==, before + 1);
  got = last_refusal (local);
  g_assert_cmpstr (got, ==, reason);
  hostile->refused++;
}

typedef struct
{
  Table   *table;
  Hostile *hostile;
  guint    turns;
  guint    not_turns;
  GHashTable *expected;  /* reason → count still to come */
} Dan;

/* Dan, on each of his first turns, first tries what a cheat would: a
 * move for another seat, a move from the past, a move with a card he
 * does not hold; when it is not his turn, a move anyway. Then his own
 * guest asks the hint and plays it, as the others do. */
static void
dan_state_cb (TrpTableGuest *guest,
              JsonObject    *state,
              Dan           *dan)
{
  JsonArray *moves = json_object_has_member (state, "moves") ? json_object_get_array_member (state, "moves") : NULL;
  gint64 seq = json_object_get_int_member (state, "seq");
  g_autofree char *text = NULL;

  if (json_object_get_boolean_member (state, "round_over"))
    return;

  if (moves != NULL && json_array_get_length (moves) > 0 && dan->turns < 3)
    {
      JsonObject *move = json_array_get_object_element (moves, 0);
      /* A deep copy: json_node_copy() would share the object. */
      g_autofree char *original = json_to_string (json_array_get_element (moves, 0), FALSE);
      g_autoptr(JsonNode) copy = json_from_string (original, NULL);
      JsonObject *object = json_node_get_object (copy);
      g_autofree char *action = NULL;

      dan->turns++;
      /* Another seat's move (B-/D-/M- rules never reached: refused first). */
      json_object_set_int_member (object, "seat", (json_object_get_int_member (move, "seat") + 1) % 4);
      action = json_to_string (copy, FALSE);
      text = g_strdup_printf ("{\"type\":\"move\",\"seq\":%" G_GINT64_FORMAT ",\"action\":%s}", seq, action);
      trp_table_guest_send_text (guest, text);
      g_clear_pointer (&text, g_free);
      dan->hostile->tried++;

      /* A move from an older position. */
      json_object_set_int_member (object, "seat", json_object_get_int_member (move, "seat"));
      g_clear_pointer (&action, g_free);
      action = json_to_string (copy, FALSE);
      text = g_strdup_printf ("{\"type\":\"move\",\"seq\":%" G_GINT64_FORMAT ",\"action\":%s}", seq + 1000, action);
      trp_table_guest_send_text (guest, text);
      g_clear_pointer (&text, g_free);
      dan->hostile->tried++;

      /* A card he does not hold, in the move he may make: the engine
       * refuses it with its rule. */
      {
        static const char * const cards[] = { "AS", "AC", "AH", "AD", "3S", "3C", "3H", "3D", NULL };
        JsonArray *hand = json_object_get_array_member (json_object_get_object_member (state, "observation"), "hand");
        JsonArray *played = json_array_new ();

        for (guint c = 0; cards[c] != NULL; c++)
          {
            gboolean held = FALSE;

            for (guint h = 0; h < json_array_get_length (hand); h++)
              held |= g_str_equal (json_array_get_string_element (hand, h), cards[c]);
            if (!held)
              {
                json_array_add_string_element (played, cards[c]);
                break;
              }
          }
        json_object_set_array_member (object, "cards", played);
        g_clear_pointer (&action, g_free);
        action = json_to_string (copy, FALSE);
        text = g_strdup_printf ("{\"type\":\"move\",\"seq\":%" G_GINT64_FORMAT ",\"action\":%s}", seq, action);
        trp_table_guest_send_text (guest, text);
        g_clear_pointer (&text, g_free);
      }
      dan->hostile->tried++;
    }
  else if ((moves == NULL || json_array_get_length (moves) == 0) && dan->not_turns < 3 &&
           json_object_get_int_member (state, "current_seat") >= 0)
    {
      dan->not_turns++;
      /* Out of turn, without a position: the engine says whose turn. */
      text = g_strdup_printf ("{\"type\":\"move\",\"action\":{\"type\":\"pass\",\"seat\":%d}}",
                              trp_table_guest_get_seat (guest));
      trp_table_guest_send_text (guest, text);
      dan->hostile->tried++;
    }
}

static void
dan_refused_cb (TrpTableGuest *guest,
                const char    *reason,
                const char    *rule,
                const char    *message,
                const char    *request,
                Dan           *dan)
{
  /* His own guest's hints are not cheats. */
  if (g_strcmp0 (request, "hint") == 0)
    return;
  dan->hostile->refused++;
  g_hash_table_insert (dan->expected, g_strdup (reason),
                       GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (dan->expected, reason)) + 1));
  /* A refusal in words, and the rule where the rules refused. */
  g_assert_nonnull (message);
  if (g_str_equal (reason, "illegal"))
    g_assert_cmpstr (rule, ==, "M-10");
}

static void
test_hostile (void)
{
  const guint64 seed = 9001;
  g_autoptr(TrpMatch) match = new_match ("marianna", seed, TRUE);
  g_autofree char *local = play_locally ("marianna", seed);
  g_autofree char *hosted = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) big = g_string_new ("{\"type\":\"join\",\"pad\":\"");
  g_autoptr(GString) deep = g_string_new (NULL);
  g_autoptr(TrpTableGuest) wrong = NULL;
  g_autoptr(TrpTableGuest) flooder = NULL;
  g_autoptr(TrpTableGuest) giant = NULL;
  g_autoptr(GHashTable) reasons = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  Table table = { NULL, };
  LocalPeer local_peer = { g_ptr_array_new_with_free_func (g_free), FALSE };
  Hostile hostile = { 0, };
  Dan dan = { &table, &hostile, 0, 0, reasons };
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(TrpMatch) saved = NULL;
  guint flood_before, flood_refused, others_before;
  TrpTablePeer *peer;
  gboolean closed = FALSE;
  g_autofree char *code_text = NULL;
  g_autofree char *bad_code = NULL;

  /* The host saves after every move, as the app does: the file is what
   * is compared at the end. */
  dir = g_dir_make_tmp ("trapoula-net-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "hostile.json", NULL);
  trp_match_set_save_path (match, path);

  table_open (&table, match);
  table.guests[0] = guest_join (&table, "Anna", "normal");
  table.guests[1] = guest_join (&table, "Bob", "normal");

  /* Without a socket: the messages a stranger can send before a seat. */
  peer = trp_table_host_add_peer (table.host, &local_funcs, &local_peer);
  g_assert_nonnull (peer);
  expect_refused (&table, peer, &local_peer, &hostile, "\x01\xff garbage", -1, "not-json");
  expect_refused (&table, peer, &local_peer, &hostile, "", 0, "not-json");
  expect_refused (&table, peer, &local_peer, &hostile, "{\"type\":\"move\"} {\"type\":\"move\"}", -1, "not-json");
  expect_refused (&table, peer, &local_peer, &hostile, "[1,2,3]", -1, "bad-message");
  expect_refused (&table, peer, &local_peer, &hostile, "{\"type\":\"dance\"}", -1, "bad-message");
  expect_refused (&table, peer, &local_peer, &hostile, "{\"type\":\"join\",\"type\":\"join\"}", -1, "bad-message");
  for (guint i = 0; i < 40; i++)
    g_string_append_c (deep, '[');
  for (guint i = 0; i < 40; i++)
    g_string_append_c (deep, ']');
  expect_refused (&table, peer, &local_peer, &hostile, deep->str, -1, "too-large");
  for (guint i = 0; i < TRP_NET_MAX_GUEST_MESSAGE; i++)
    g_string_append_c (big, 'x');
  g_string_append (big, "\"}");
  expect_refused (&table, peer, &local_peer, &hostile, big->str, -1, "too-large");
  expect_refused (&table, peer, &local_peer, &hostile,
                  "{\"type\":\"move\",\"action\":{\"type\":\"play\",\"seat\":2,\"cards\":[\"AC\"]}}", -1,
                  "not-joined");
  /* A describe (Biriba's staging) malformed, bounded, then before a seat. */
  expect_refused (&table, peer, &local_peer, &hostile, "{\"type\":\"describe\"}", -1, "bad-message");
  expect_refused (&table, peer, &local_peer, &hostile, "{\"type\":\"describe\",\"staged\":{}}", -1, "bad-message");
  expect_refused (&table, peer, &local_peer, &hostile, "{\"type\":\"describe\",\"staged\":[[\"ZZ\"]]}", -1, "bad-message");
  expect_refused (&table, peer, &local_peer, &hostile, "{\"type\":\"describe\",\"staged\":[[7]]}", -1, "bad-message");
  expect_refused (&table, peer, &local_peer, &hostile, "{\"type\":\"describe\",\"staged\":[\"7S\"]}", -1, "bad-message");
  {
    g_autoptr(GString) many = g_string_new ("{\"type\":\"describe\",\"staged\":[");

    for (guint i = 0; i <= TRP_NET_MAX_STAGED_GROUPS; i++)
      g_string_append (many, i > 0 ? ",[\"7S\"]" : "[\"7S\"]");
    g_string_append (many, "]}");
    expect_refused (&table, peer, &local_peer, &hostile, many->str, -1, "bad-message");
  }
  expect_refused (&table, peer, &local_peer, &hostile,
                  "{\"type\":\"describe\",\"seq\":1,\"staged\":[[\"7S\",\"8S\",\"9S\"]]}", -1, "not-joined");
  expect_refused (&table, peer, &local_peer, &hostile,
                  "{\"type\":\"join\",\"protocol\":\"trapoula-table\",\"version\":2,\"code\":\"X\",\"seat\":\"Dan\"}", -1,
                  "version");
  expect_refused (&table, peer, &local_peer, &hostile,
                  "{\"type\":\"join\",\"protocol\":\"http\",\"version\":1,\"code\":\"X\",\"seat\":\"Dan\"}", -1,
                  "bad-message");
  code_text = g_strdup_printf ("{\"type\":\"join\",\"protocol\":\"trapoula-table\",\"version\":1,"
                               "\"code\":\"%s\",\"seat\":\"Anna\"}", trp_table_host_get_code (table.host));
  expect_refused (&table, peer, &local_peer, &hostile, code_text, -1, "seat-taken");
  g_clear_pointer (&code_text, g_free);
  code_text = g_strdup_printf ("{\"type\":\"join\",\"protocol\":\"trapoula-table\",\"version\":1,"
                               "\"code\":\"%s\",\"seat\":\"Cleo\"}", trp_table_host_get_code (table.host));
  expect_refused (&table, peer, &local_peer, &hostile, code_text, -1, "no-such-seat");
  g_assert_false (local_peer.closed);
  /* The wrong code closes the connection: one guess per connection. */
  expect_refused (&table, peer, &local_peer, &hostile,
                  "{\"type\":\"join\",\"protocol\":\"trapoula-table\",\"version\":1,\"code\":\"AAAAAA\",\"seat\":\"Dan\"}",
                  -1, "wrong-code");
  g_assert_true (local_peer.closed);
  trp_table_host_remove_peer (table.host, peer);

  /* The same over the socket. */
  bad_code = g_strdup (trp_table_host_get_code (table.host));
  bad_code[0] = bad_code[0] == 'A' ? 'B' : 'A';
  wrong = trp_table_guest_new (table.uri, bad_code, "Dan");
  g_signal_connect_swapped (wrong, "closed", G_CALLBACK (raise_flag), &closed);
  trp_table_guest_connect (wrong);
  g_assert_true (run_until (&closed));
  hostile.tried++;
  g_assert_cmpuint (trp_table_guest_get_n_refused (wrong), ==, 1);
  hostile.refused += trp_table_guest_get_n_refused (wrong);
  g_assert_cmpint (trp_table_guest_get_seat (wrong), ==, -1);

  /* Dan takes his seat and cheats on his turns; the round starts. */
  honest = FALSE;
  table.guests[2] = guest_join (&table, "Dan", "normal");
  honest = TRUE;
  g_signal_connect (table.guests[2], "state", G_CALLBACK (dan_state_cb), &dan);
  g_signal_connect (table.guests[2], "refused", G_CALLBACK (dan_refused_cb), &dan);
  trp_table_host_start (table.host, &error);
  g_assert_no_error (error);

  /* A flood from a stranger, over the socket, during the round: refused,
   * then cut off. */
  flooder = trp_table_guest_new (table.uri, trp_table_host_get_code (table.host), "Nobody");
  closed = FALSE;
  g_signal_connect_swapped (flooder, "closed", G_CALLBACK (raise_flag), &closed);
  trp_table_guest_connect (flooder);
  /* Connected once its asking for a seat nobody has is refused. */
  wait_refused (flooder, 1);
  flood_before = trp_table_host_get_stats (table.host)->refused;
  others_before = hostile.refused + trp_table_guest_get_n_refused (table.guests[0]) +
                  trp_table_guest_get_n_refused (table.guests[1]);
  for (guint i = 0; i < 300; i++)
    trp_table_guest_send_text (flooder, "{\"type\":\"hint\",\"level\":\"normal\"}");
  g_assert_true (run_until (&closed));
  run_for (50);
  /* The others' refusals meanwhile (Dan's cheats) are not the flood's. */
  flood_refused = trp_table_host_get_stats (table.host)->refused - flood_before -
                  (hostile.refused + trp_table_guest_get_n_refused (table.guests[0]) +
                   trp_table_guest_get_n_refused (table.guests[1]) - others_before);
  /* The burst is refused one by one (no seat), then as a flood, until
   * the host closes the connection; the rest is never read. */
  g_assert_cmpuint (flood_refused, >, 100);
  g_assert_cmpuint (flood_refused, <, 300);
  g_assert_cmpuint (trp_table_host_get_stats (table.host)->dropped, >=, 2);

  /* A frame over the WebSocket's own bound closes that connection before
   * it is read. */
  giant = trp_table_guest_new (table.uri, trp_table_host_get_code (table.host), "Nobody");
  closed = FALSE;
  g_signal_connect_swapped (giant, "closed", G_CALLBACK (raise_flag), &closed);
  trp_table_guest_connect (giant);
  wait_refused (giant, 1);
  {
    g_autofree char *huge = g_malloc (TRP_NET_MAX_FRAME + 2);

    memset (huge, ' ', TRP_NET_MAX_FRAME + 1);
    huge[TRP_NET_MAX_FRAME + 1] = '\0';
    trp_table_guest_send_text (giant, huge);
  }
  g_assert_true (run_until (&closed));

  g_assert_true (run_until (&table.finished));
  g_assert_cmpstr (table.finish_reason, ==, "rounds-done");
  run_for (20);

  /* Unharmed: the round saved on the host, checked move by move as it
   * loads, is the one four computers play locally. */
  saved = trp_match_load (path, trp_game_catalog_create_game, trp_game_catalog_lookup_rules, &error);
  g_assert_no_error (error);
  hosted = round_moves (saved);
  g_assert_cmpstr (hosted, ==, local);
  g_assert_false (trp_match_get_round_in_progress (saved));
  g_assert_cmpuint (dan.turns, >, 0);
  g_assert_cmpuint (dan.not_turns, >, 0);
  {
    GHashTableIter iter;
    gpointer key, value;

    g_hash_table_iter_init (&iter, reasons);
    while (g_hash_table_iter_next (&iter, &key, &value))
      g_test_message ("Dan's cheats refused as %s: %u", (char *) key, GPOINTER_TO_UINT (value));
  }
  g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (reasons, "not-your-seat")), ==, dan.turns);
  g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (reasons, "stale")), ==, dan.turns);
  g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (reasons, "illegal")) +
                    GPOINTER_TO_UINT (g_hash_table_lookup (reasons, "not-your-turn")), ==,
                    dan.turns + dan.not_turns);
  /* Dan's own hints were never refused: every refusal he got was one of
   * his cheats. */
  g_assert_cmpuint (hostile.refused, ==, hostile.tried);
  /* Each flooded message was refused too, answered or not, until the
   * host cut the connection. */
  g_test_message ("hostile guests: %u messages tried, %u refused; a flood of 300: %u refused, then "
                  "the connection closed; crashes 0; match unharmed (%u moves, as played locally)",
                  hostile.tried, hostile.refused, flood_refused, trp_match_get_round_n_actions (saved, 0));
  g_ptr_array_unref (local_peer.replies);
  table_close (&table);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The host quits mid-round: guests are told, the file holds every move;
 * a new host for the file opens the table again with a new code, the
 * same names take their seats, and the round ends as it would have. */
static void
test_host_quits_and_resumes (void)
{
  const guint64 seed = 31337;
  g_autoptr(TrpMatch) match = new_match ("marianna", seed, TRUE);
  g_autoptr(TrpMatch) resumed = NULL;
  g_autofree char *local = play_locally ("marianna", seed);
  g_autofree char *hosted = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *first_code = NULL;
  g_autoptr(GError) error = NULL;
  Table table = { NULL, };
  gboolean closed[3] = { FALSE, };
  guint saved_moves;

  dir = g_dir_make_tmp ("trapoula-net-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "hosted.json", NULL);
  trp_match_set_save_path (match, path);

  table_open (&table, match);
  first_code = g_strdup (trp_table_host_get_code (table.host));
  table.guests[0] = guest_join (&table, "Anna", "normal");
  table.guests[1] = guest_join (&table, "Bob", "normal");
  table.guests[2] = guest_join (&table, "Dan", "normal");
  for (guint i = 0; i < 3; i++)
    g_signal_connect_swapped (table.guests[i], "closed", G_CALLBACK (raise_flag), &closed[i]);
  trp_table_host_start (table.host, &error);
  g_assert_no_error (error);
  {
    gint64 end = g_get_monotonic_time () + DEADLINE_US;

    while (trp_match_get_round_n_actions (match, 0) < 12 && g_get_monotonic_time () < end)
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (500);
  }

  trp_table_host_close (table.host, "host-stopped");
  saved_moves = trp_match_get_round_n_actions (match, 0);
  g_assert_cmpuint (saved_moves, >=, 12);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (run_until (&closed[i]));
      /* Told plainly, not just cut off. */
      g_assert_cmpstr (trp_table_guest_get_closing_reason (table.guests[i]), ==, "host-stopped");
    }
  /* Nothing moves once the table is closed. */
  run_for (100);
  g_assert_cmpuint (trp_match_get_round_n_actions (match, 0), ==, saved_moves);
  table_close (&table);
  g_clear_object (&match);

  resumed = trp_match_load (path, trp_game_catalog_create_game, trp_game_catalog_lookup_rules, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (trp_match_get_round_n_actions (resumed, 0), ==, saved_moves);
  g_assert_true (trp_match_get_player (resumed, 2)->invited);

  table_open (&table, resumed);
  g_assert_cmpstr (trp_table_host_get_code (table.host), !=, first_code);
  table.guests[0] = guest_join (&table, "Anna", "normal");
  table.guests[1] = guest_join (&table, "Bob", "normal");
  table.guests[2] = guest_join (&table, "Dan", "normal");
  trp_table_host_start (table.host, &error);
  g_assert_no_error (error);
  g_assert_true (run_until (&table.finished));

  hosted = round_moves (resumed);
  g_assert_cmpstr (hosted, ==, local);
  table_close (&table);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_codes (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < 200; i++)
    {
      g_autoptr(GError) error = NULL;
      char *code = trp_net_new_table_code (&error);

      g_assert_no_error (error);
      g_assert_cmpuint (strlen (code), ==, TRP_NET_CODE_LENGTH);
      for (const char *c = code; *c != '\0'; c++)
        g_assert_nonnull (strchr ("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", *c));
      g_assert_true (trp_net_code_equal (code, code));
      g_hash_table_add (seen, code);
    }
  /* 30 bits each: 200 codes do not repeat but once in ~50,000 runs. */
  g_assert_cmpuint (g_hash_table_size (seen), >=, 199);
  g_assert_true (trp_net_code_equal ("K7M2QX", "k7m2qx"));
  g_assert_false (trp_net_code_equal ("K7M2QX", "K7M2QY"));
  g_assert_false (trp_net_code_equal ("K7M2QX", "K7M2Q"));
  g_assert_false (trp_net_code_equal ("K7M2QX", NULL));
}

/* A guest's seat in a save file: a person's, with "invited": true, which
 * only people's seats may have (docs/save-format.md). */
static void
test_save_invited (void)
{
  g_autoptr(TrpMatch) match = new_match ("marianna", 5, TRUE);
  g_autoptr(TrpMatch) loaded = NULL;
  g_autoptr(TrpMatch) refused = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("trapoula-net-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "invited.json", NULL);
  g_autofree char *text = NULL;
  g_autofree char *on_computer = NULL;
  g_autofree char *not_bool = NULL;
  g_autofree char *older = NULL;
  gsize length;

  trp_match_set_save_path (match, path);
  trp_match_save (match, &error);
  g_assert_no_error (error);
  g_file_get_contents (path, &text, &length, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "\"name\":\"Dan\",\"kind\":\"human\",\"team\":-1,\"invited\":true}"));
  g_assert_nonnull (strstr (text, "\"name\":\"Cleo\",\"kind\":\"computer\",\"level\":\"normal\",\"team\":-1}"));

  loaded = trp_match_load_from_data (text, length, trp_game_catalog_create_game,
                                     trp_game_catalog_lookup_rules, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 4; i++)
    g_assert_true (trp_match_get_player (loaded, i)->invited == (i < 3));

  /* A computer is never a guest; "invited" is a boolean. */
  {
    g_auto(GStrv) parts = g_strsplit (text, "\"level\":\"normal\",\"team\":-1}", -1);

    on_computer = g_strjoinv ("\"level\":\"normal\",\"team\":-1,\"invited\":true}", parts);
  }
  refused = trp_match_load_from_data (on_computer, strlen (on_computer), trp_game_catalog_create_game,
                                      trp_game_catalog_lookup_rules, NULL, &error);
  g_assert_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_INVALID);
  g_assert_null (refused);
  g_clear_error (&error);
  {
    g_auto(GStrv) parts = g_strsplit (text, "\"invited\":true}", -1);

    not_bool = g_strjoinv ("\"invited\":1}", parts);
  }
  refused = trp_match_load_from_data (not_bool, strlen (not_bool), trp_game_catalog_create_game,
                                      trp_game_catalog_lookup_rules, NULL, &error);
  g_assert_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_INVALID);
  g_assert_null (refused);
  g_clear_error (&error);

  /* Without the member, as every file before hosted tables: people. */
  {
    g_auto(GStrv) parts = g_strsplit (text, ",\"invited\":true", -1);

    older = g_strjoinv ("", parts);
  }
  g_clear_object (&loaded);
  loaded = trp_match_load_from_data (older, strlen (older), trp_game_catalog_create_game,
                                     trp_game_catalog_lookup_rules, NULL, &error);
  g_assert_no_error (error);
  g_assert_false (trp_match_get_player (loaded, 0)->invited);
  g_assert_cmpint (trp_match_get_player (loaded, 0)->kind, ==, TRP_PLAYER_HUMAN);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static gboolean
has_turn (TrpTableGuest *guest)
{
  JsonObject *state = trp_table_guest_get_state (guest);

  return state != NULL && json_object_has_member (state, "moves") &&
         json_array_get_length (json_object_get_array_member (state, "moves")) > 0;
}

/* The guest's first legal move now, at the position it last saw. */
static void
send_first_move (TrpTableGuest *guest)
{
  JsonArray *moves = json_object_get_array_member (trp_table_guest_get_state (guest), "moves");
  g_autoptr(GError) error = NULL;
  g_autoptr(TrpAction) action = trp_action_new_from_json (json_array_get_element (moves, 0), &error);

  g_assert_no_error (error);
  trp_table_guest_send_move (guest, action);
}

/* A move the host refused is no move: a guest sent Anna's move for a
 * position the table had just left (Bob took his seat meanwhile), the
 * host refused it "stale" and the guest sent it again. The guest counts
 * one move, as the host does, and one round trip. */
static void
test_refused_move_not_counted (void)
{
  g_autoptr(TrpMatch) match = new_match ("marianna", 77, TRUE);
  g_autoptr(GError) error = NULL;
  Table table = { NULL, };
  LocalPeer bob = { g_ptr_array_new_with_free_func (g_free), FALSE };
  TrpTablePeer *peer;
  g_autofree char *join = NULL;
  gint64 end;
  gint64 seen_seq;
  guint host_moves;

  table_open (&table, match);
  honest = FALSE;
  table.guests[0] = guest_join (&table, "Anna", NULL);
  table.guests[2] = guest_join (&table, "Dan", "random");
  honest = TRUE;
  trp_table_host_start (table.host, &error);
  g_assert_no_error (error);

  end = g_get_monotonic_time () + DEADLINE_US;
  while (!has_turn (table.guests[0]) && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (500);
  g_assert_true (has_turn (table.guests[0]));
  g_assert_cmpuint (trp_table_guest_get_n_moves (table.guests[0]), ==, 0);

  /* Bob sits down: the table's position moves on before Anna's guest has
   * heard of it. */
  seen_seq = json_object_get_int_member (trp_table_guest_get_state (table.guests[0]), "seq");
  host_moves = trp_table_host_get_stats (table.host)->moves;
  peer = trp_table_host_add_peer (table.host, &local_funcs, &bob);
  join = g_strdup_printf ("{\"type\":\"join\",\"protocol\":\"trapoula-table\",\"version\":1,"
                          "\"code\":\"%s\",\"seat\":\"Bob\"}", trp_table_host_get_code (table.host));
  trp_table_host_peer_receive (table.host, peer, join, strlen (join));
  g_assert_cmpint (trp_table_peer_get_seat (peer), ==, 1);
  send_first_move (table.guests[0]);
  wait_refused (table.guests[0], 1);
  g_assert_cmpuint (trp_table_host_get_stats (table.host)->moves, ==, host_moves);

  /* The state that follows is the new position: the move again, made. */
  end = g_get_monotonic_time () + DEADLINE_US;
  while (json_object_get_int_member (trp_table_guest_get_state (table.guests[0]), "seq") == seen_seq &&
         g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (500);
  g_assert_true (has_turn (table.guests[0]));
  send_first_move (table.guests[0]);
  end = g_get_monotonic_time () + DEADLINE_US;
  while (trp_table_host_get_stats (table.host)->moves == host_moves && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (500);
  g_assert_cmpuint (trp_table_host_get_stats (table.host)->moves, ==, host_moves + 1);
  run_for (50);

  g_assert_cmpuint (trp_table_guest_get_n_refused (table.guests[0]), ==, 1);
  g_assert_cmpuint (trp_table_guest_get_n_moves (table.guests[0]), ==, 1);
  g_assert_cmpuint (trp_table_guest_get_round_trips (table.guests[0])->len, ==, 1);

  trp_table_host_remove_peer (table.host, peer);
  table_close (&table);
  g_ptr_array_unref (bob.replies);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/net/codes", test_codes);
  g_test_add_func ("/net/save-invited", test_save_invited);
  g_test_add_data_func ("/net/round/biriba", "biriba", test_round);
  g_test_add_data_func ("/net/round/dabaifen", "dabaifen", test_round);
  g_test_add_data_func ("/net/round/marianna", "marianna", test_round);
  g_test_add_func ("/net/refused-move-not-counted", test_refused_move_not_counted);
  g_test_add_func ("/net/drop-rejoin", test_drop_rejoin);
  g_test_add_func ("/net/hostile", test_hostile);
  g_test_add_func ("/net/host-quits-and-resumes", test_host_quits_and_resumes);

  return g_test_run ();
}
