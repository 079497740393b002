/* trp-table-host.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The host holds the match, as the app does for one person: the match
 * driver plays the computers, the match saves itself after every move.
 * Guests hold nothing: each is sent its own seat's observation and, on its
 * turn, its legal moves, and sends back a move, which goes through the
 * engine like any other. Whatever a guest sends is read through the save
 * files' bounded reader, and every refusal is a message, never a fault.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <ifaddrs.h>
#include <libsoup/soup.h>
#include <net/if.h>
#include <netinet/in.h>

#include "trp-ai.h"
#include "trp-move.h"
#include "trp-net-record.h"
#include "trp-table-host.h"

/* A connection that has not joined within this time is closed. */
#define JOIN_DEADLINE_MS      10000
/* A peer that goes on flooding after this many refused messages is
 * closed: it is not a person. */
#define MAX_FLOODED           100
/* The default rate: far above a person's; a headless guest playing a
 * long Biriba turn at full speed sends two messages a move. */
#define DEFAULT_RATE          50
#define DEFAULT_BURST         100

struct _TrpTablePeer
{
  int                      ref_count;
  TrpTableHost            *host;     /* NULL once removed */
  const TrpTablePeerFuncs *funcs;
  gpointer                 user_data;
  int                      seat;     /* -1 until joined */
  gboolean                 closing;
  /* The rate limit: a token bucket. */
  double                   tokens;
  gint64                   refill_time;
  guint                    n_flooded;
  gint64                   flood_reply_time;
  gboolean                 hinting;
  guint                    join_deadline_id;
  /* The position of this peer's move that the engine took, told with
   * the next state and only then: -1 when there is none to tell. */
  gint64                   accepted_seq;
};

typedef struct
{
  TrpTablePeer *peer;
  /* The guest dropped out; the seat waits for it until the grace ends. */
  gboolean      away;
  guint         grace_id;
} Seat;

struct _TrpTableHost
{
  GObject            parent_instance;

  TrpMatch          *match;
  TrpMatchDriver    *driver;
  SoupServer        *server;
  /* What trp_table_host_listen() was given: NULL for every interface. */
  char              *listen_address;
  char              *code;
  GPtrArray         *peers;
  Seat               seats[TRP_MATCH_DRIVER_MAX_SEATS];
  guint              n_seats;

  guint              grace_ms;
  char              *stand_in_level;
  guint              round_pause_ms;
  guint              max_rounds;
  guint              rate;
  guint              burst;

  /* The position guests see: one more after every change. */
  gint64             seq;
  guint              next_round_id;
  guint              rounds_seen;
  gboolean           started;
  /* The app's window deals the rounds and shows their results; a
   * headless host deals them itself. */
  gboolean           owner_deals;
  gboolean           closed;
  GCancellable      *cancellable;
  TrpTableHostStats  stats;
  /* The round's turns in words, told once a position for every guest. */
  JsonNode          *turns;
  gint64             turns_seq;
  guint              turns_round;
};

G_DEFINE_FINAL_TYPE (TrpTableHost, trp_table_host, G_TYPE_OBJECT)

enum {
  NOTICE,
  ROUND_OVER,
  FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static TrpTablePeer *
peer_ref (TrpTablePeer *peer)
{
  peer->ref_count++;
  return peer;
}

static void
peer_unref (TrpTablePeer *peer)
{
  if (--peer->ref_count > 0)
    return;

  g_clear_handle_id (&peer->join_deadline_id, g_source_remove);
  if (peer->funcs->destroy != NULL)
    peer->funcs->destroy (peer->user_data);
  g_free (peer);
}

static void
peer_send_node (TrpTablePeer *peer,
                JsonNode     *node)
{
  g_autofree char *text = NULL;

  if (peer->host == NULL || peer->closing)
    return;

  text = json_to_string (node, FALSE);
  peer->funcs->send (peer->user_data, text);
}

static void
peer_close (TrpTableHost *self,
            TrpTablePeer *peer)
{
  if (peer->closing)
    return;

  peer->closing = TRUE;
  g_clear_handle_id (&peer->join_deadline_id, g_source_remove);
  peer->funcs->close (peer->user_data);
}

static JsonBuilder *
begin_message (const char *type)
{
  JsonBuilder *builder = json_builder_new_immutable ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "type");
  json_builder_add_string_value (builder, type);
  return builder;
}

static void
send_built (TrpTablePeer *peer,
            JsonBuilder  *builder)
{
  g_autoptr(JsonNode) node = NULL;

  json_builder_end_object (builder);
  node = json_builder_get_root (builder);
  peer_send_node (peer, node);
}

/* @request: the type of the request refused, when it was read that far,
 * so that a guest knows which of its requests got no answer. */
static void
refuse_request (TrpTableHost *self,
                TrpTablePeer *peer,
                const char   *request,
                TrpNetError   code,
                const char   *rule_id,
                const char   *message)
{
  g_autoptr(JsonBuilder) builder = begin_message ("refused");

  self->stats.refused++;
  if (request != NULL)
    {
      json_builder_set_member_name (builder, "request");
      json_builder_add_string_value (builder, request);
    }
  json_builder_set_member_name (builder, "reason");
  json_builder_add_string_value (builder, trp_net_error_to_reason (code));
  if (rule_id != NULL)
    {
      json_builder_set_member_name (builder, "rule");
      json_builder_add_string_value (builder, rule_id);
    }
  json_builder_set_member_name (builder, "message");
  json_builder_add_string_value (builder, message);
  send_built (peer, builder);
}

static void
refuse (TrpTableHost *self,
        TrpTablePeer *peer,
        TrpNetError   code,
        const char   *rule_id,
        const char   *message)
{
  refuse_request (self, peer, NULL, code, rule_id, message);
}

static const char *
seat_kind (TrpTableHost *self,
           guint         seat)
{
  const TrpPlayer *player = trp_match_get_player (self->match, seat);

  if (player->kind == TRP_PLAYER_COMPUTER)
    return "computer";
  return player->invited ? "invited" : "human";
}

static void
add_seats (TrpTableHost *self,
           JsonBuilder  *builder)
{
  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->n_seats; i++)
    {
      const TrpPlayer *player = trp_match_get_player (self->match, i);
      const char *stand_in = trp_match_driver_get_stand_in (self->driver, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, player->name);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, seat_kind (self, i));
      json_builder_set_member_name (builder, "present");
      json_builder_add_boolean_value (builder, !player->invited || self->seats[i].peer != NULL);
      if (stand_in != NULL)
        {
          json_builder_set_member_name (builder, "stand_in");
          json_builder_add_string_value (builder, stand_in);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_cards (JsonBuilder   *builder,
           const char    *name,
           const TrpCard *cards,
           guint          n_cards)
{
  json_builder_set_member_name (builder, name);
  trp_json_builder_add_cards (builder, cards, n_cards);
}

/* One move description (docs/moves.md) as a guest's table needs it: the
 * same members as TrpMove's accessors, the enums by name. */
static void
add_description (JsonBuilder   *builder,
                 const TrpMove *move)
{
  static const char * const cards_modes[] = { "none", "fixed", "exactly", "at-least", "any" };
  static const char * const places[] = {
    "none", "stock", "pile", "meld", "new-meld", "trick", "kitty", "biribaki", "declaration",
  };
  static const char * const emphases[] = { "none", "suggested", "destructive" };
  TrpMoveCards mode = trp_move_get_cards_mode (move);
  TrpPlace place = trp_move_get_place (move);
  TrpMoveEmphasis emphasis = trp_move_get_emphasis (move);
  const TrpCard *candidates;
  guint n;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, trp_move_get_id (move));
  json_builder_set_member_name (builder, "label");
  json_builder_add_string_value (builder, trp_move_get_label (move));
  if (trp_move_get_accel (move) != NULL)
    {
      json_builder_set_member_name (builder, "accel");
      json_builder_add_string_value (builder, trp_move_get_accel (move));
    }
  json_builder_set_member_name (builder, "available");
  json_builder_add_boolean_value (builder, trp_move_is_available (move));
  if (trp_move_get_reason (move) != NULL)
    {
      json_builder_set_member_name (builder, "reason");
      json_builder_add_string_value (builder, trp_move_get_reason (move));
    }
  if (trp_move_get_rule_id (move) != NULL)
    {
      json_builder_set_member_name (builder, "rule");
      json_builder_add_string_value (builder, trp_move_get_rule_id (move));
    }
  json_builder_set_member_name (builder, "cards_mode");
  json_builder_add_string_value (builder, mode < G_N_ELEMENTS (cards_modes) ? cards_modes[mode] : "none");
  json_builder_set_member_name (builder, "n_cards");
  json_builder_add_int_value (builder, trp_move_get_n_cards (move));
  candidates = trp_move_get_candidates (move, &n);
  add_cards (builder, "candidates", candidates, n);
  if (trp_move_get_n_groups (move) > 0)
    {
      json_builder_set_member_name (builder, "groups");
      json_builder_begin_array (builder);
      for (guint g = 0; g < trp_move_get_n_groups (move); g++)
        {
          const TrpCard *group = trp_move_get_group (move, g, &n);

          trp_json_builder_add_cards (builder, group, n);
        }
      json_builder_end_array (builder);
    }
  json_builder_set_member_name (builder, "place");
  json_builder_add_string_value (builder, place < G_N_ELEMENTS (places) ? places[place] : "none");
  json_builder_set_member_name (builder, "place_index");
  json_builder_add_int_value (builder, trp_move_get_place_index (move));
  json_builder_set_member_name (builder, "ends_turn");
  json_builder_add_boolean_value (builder, trp_move_get_ends_turn (move));
  json_builder_set_member_name (builder, "staging");
  json_builder_add_boolean_value (builder, trp_move_is_staging (move));
  if (trp_move_get_confirmation (move) != NULL)
    {
      json_builder_set_member_name (builder, "confirmation");
      json_builder_add_string_value (builder, trp_move_get_confirmation (move));
    }
  json_builder_set_member_name (builder, "emphasis");
  json_builder_add_string_value (builder, emphasis < G_N_ELEMENTS (emphases) ? emphases[emphasis] : "none");
  json_builder_set_member_name (builder, "action");
  json_builder_add_value (builder, trp_action_to_json (trp_move_get_action (move)));
  json_builder_end_object (builder);
}

/* The turns of the round whose moves are the latest (the one before,
 * just after a deal), as What Happened tells them at the host's table. */
static JsonNode *
get_turns (TrpTableHost *self,
           guint        *round)
{
  guint n_rounds = trp_match_get_n_rounds (self->match);

  if (n_rounds == 0)
    return NULL;
  if (self->turns == NULL || self->turns_seq != self->seq)
    {
      g_autoptr(GPtrArray) turns = NULL;
      g_autoptr(GError) error = NULL;

      self->turns_round = n_rounds - 1;
      if (self->turns_round > 0 && trp_match_get_round_n_actions (self->match, self->turns_round) == 0)
        self->turns_round--;
      turns = trp_match_describe_round (self->match, self->turns_round, &error);
      if (turns == NULL)
        {
          g_warning ("Telling round %u again failed: %s", self->turns_round + 1, error->message);
          turns = g_ptr_array_new ();
        }
      g_clear_pointer (&self->turns, json_node_unref);
      self->turns = trp_net_turns_to_json (turns);
      self->turns_seq = self->seq;
    }
  *round = self->turns_round;
  return self->turns;
}

/* What @seat may know now, and on its turn what it may do: never another
 * seat's hand, the stock's order or the deal's seed. */
static void
send_state (TrpTableHost *self,
            TrpTablePeer *peer)
{
  g_autoptr(JsonBuilder) builder = begin_message ("state");
  TrpGame *game = trp_match_get_game (self->match);
  gboolean in_progress = trp_match_get_round_in_progress (self->match);
  int current = in_progress ? trp_game_get_current_seat (game) : -1;
  guint n_units = trp_match_get_n_units (self->match);

  json_builder_set_member_name (builder, "seq");
  json_builder_add_int_value (builder, self->seq);
  json_builder_set_member_name (builder, "round");
  json_builder_add_int_value (builder, trp_match_get_n_rounds (self->match));
  json_builder_set_member_name (builder, "round_over");
  json_builder_add_boolean_value (builder, !in_progress);
  json_builder_set_member_name (builder, "match_over");
  json_builder_add_boolean_value (builder, trp_match_get_is_over (self->match));
  json_builder_set_member_name (builder, "current_seat");
  json_builder_add_int_value (builder, current);
  json_builder_set_member_name (builder, "phase");
  json_builder_add_string_value (builder, trp_game_get_phase (game));
  json_builder_set_member_name (builder, "totals");
  json_builder_begin_array (builder);
  for (guint unit = 0; unit < n_units; unit++)
    json_builder_add_int_value (builder, trp_match_get_total (self->match, unit));
  json_builder_end_array (builder);
  add_seats (self, builder);

  /* What Happened and, once the round is over, its result sheet: what
   * every seat at the host's table sees. */
  {
    guint round = 0;
    JsonNode *turns = get_turns (self, &round);

    if (turns != NULL)
      {
        json_builder_set_member_name (builder, "turns_round");
        json_builder_add_int_value (builder, round);
        json_builder_set_member_name (builder, "turns");
        json_builder_add_value (builder, json_node_copy (turns));
      }
    if (!in_progress && trp_match_get_n_rounds (self->match) > 0)
      {
        JsonNode *result = trp_net_round_result_to_json (self->match, trp_match_get_n_rounds (self->match) - 1);

        if (result != NULL)
          {
            json_builder_set_member_name (builder, "result");
            json_builder_add_value (builder, result);
          }
      }
  }

  if (peer->accepted_seq >= 0)
    {
      json_builder_set_member_name (builder, "accepted");
      json_builder_add_int_value (builder, peer->accepted_seq);
      peer->accepted_seq = -1;
    }

  json_builder_set_member_name (builder, "observation");
  json_builder_add_value (builder, trp_game_observation (game, peer->seat));

  if (current >= 0 && current == peer->seat)
    {
      g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);

      g_autoptr(GPtrArray) described = trp_game_describe_moves (game, peer->seat);

      json_builder_set_member_name (builder, "moves");
      json_builder_begin_array (builder);
      for (guint i = 0; i < legal->len; i++)
        json_builder_add_value (builder, trp_action_to_json (g_ptr_array_index (legal, i)));
      json_builder_end_array (builder);

      json_builder_set_member_name (builder, "descriptions");
      json_builder_begin_array (builder);
      for (guint i = 0; i < described->len; i++)
        add_description (builder, g_ptr_array_index (described, i));
      json_builder_end_array (builder);
    }

  send_built (peer, builder);
}

static void
broadcast_states (TrpTableHost *self)
{
  for (guint i = 0; i < self->peers->len; i++)
    {
      TrpTablePeer *peer = g_ptr_array_index (self->peers, i);

      if (peer->seat >= 0)
        send_state (self, peer);
    }
}

/* Tells every joined guest what happened to a seat, and the host's own
 * front end through TrpTableHost::notice. */
static void
broadcast_notice (TrpTableHost *self,
                  const char   *event,
                  guint         seat)
{
  const TrpPlayer *player = trp_match_get_player (self->match, seat);

  for (guint i = 0; i < self->peers->len; i++)
    {
      TrpTablePeer *peer = g_ptr_array_index (self->peers, i);
      g_autoptr(JsonBuilder) builder = NULL;

      if (peer->seat < 0)
        continue;

      builder = begin_message ("notice");
      json_builder_set_member_name (builder, "event");
      json_builder_add_string_value (builder, event);
      json_builder_set_member_name (builder, "seat");
      json_builder_add_int_value (builder, seat);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, player->name);
      if (g_str_equal (event, "away"))
        {
          json_builder_set_member_name (builder, "grace_ms");
          json_builder_add_int_value (builder, self->grace_ms);
        }
      else if (g_str_equal (event, "stand-in"))
        {
          json_builder_set_member_name (builder, "level");
          json_builder_add_string_value (builder, self->stand_in_level);
        }
      send_built (peer, builder);
    }

  g_signal_emit (self, signals[NOTICE], 0, event, seat);
}

static void
match_changed_cb (TrpMatch     *match,
                  TrpTableHost *self)
{
  if (self->closed)
    return;

  self->seq++;
  broadcast_states (self);
}

static void
finish (TrpTableHost *self,
        const char   *reason)
{
  g_signal_emit (self, signals[FINISHED], 0, reason);
}

static gboolean
next_round_cb (gpointer user_data)
{
  TrpTableHost *self = user_data;
  g_autoptr(GError) error = NULL;

  self->next_round_id = 0;
  /* As the app deals a new round. */
  if (!trp_match_start_round (self->match,
                              g_random_int () | ((guint64) (g_random_int () & 0x1fffff) << 32),
                              &error))
    {
      g_warning ("Could not deal the next round: %s", error->message);
      finish (self, "failed");
      return G_SOURCE_REMOVE;
    }
  trp_match_driver_advance (self->driver);
  return G_SOURCE_REMOVE;
}

static void
round_over_cb (TrpMatchDriver *driver,
               TrpTableHost   *self)
{
  guint n_rounds = trp_match_get_n_rounds (self->match);

  /* The driver says so whenever it is asked to go on. */
  if (self->closed || n_rounds == self->rounds_seen || self->next_round_id != 0)
    return;
  self->rounds_seen = n_rounds;

  g_signal_emit (self, signals[ROUND_OVER], 0, n_rounds);
  if (self->owner_deals)
    return;
  if (trp_match_get_is_over (self->match))
    finish (self, "match-over");
  else if (self->max_rounds > 0 && n_rounds >= self->max_rounds)
    finish (self, "rounds-done");
  else if (!self->closed)
    self->next_round_id = g_timeout_add (self->round_pause_ms, next_round_cb, self);
}

static void
driver_failed_cb (TrpMatchDriver *driver,
                  GError         *error,
                  TrpTableHost   *self)
{
  g_warning ("A computer player could not move: %s", error->message);
  finish (self, "failed");
}

typedef struct
{
  TrpTableHost *host;
  guint         seat;
} GraceData;

static gboolean
stand_in_cb (gpointer user_data)
{
  GraceData *data = user_data;
  TrpTableHost *self = data->host;
  guint seat = data->seat;

  self->seats[seat].grace_id = 0;
  if (self->closed || self->seats[seat].peer != NULL)
    return G_SOURCE_REMOVE;

  /* The seat stays the person's in the match and its file: the computer
   * only plays it until the guest comes back. */
  trp_match_driver_set_stand_in (self->driver, seat, self->stand_in_level);
  broadcast_notice (self, "stand-in", seat);
  self->seq++;
  broadcast_states (self);
  trp_match_driver_advance (self->driver);
  return G_SOURCE_REMOVE;
}

static void
seat_left (TrpTableHost *self,
           guint         seat)
{
  self->seats[seat].peer = NULL;
  self->seats[seat].away = TRUE;
  g_clear_handle_id (&self->seats[seat].grace_id, g_source_remove);
  if (self->closed)
    return;

  broadcast_notice (self, "away", seat);
  if (trp_match_driver_get_stand_in (self->driver, seat) == NULL)
    {
      GraceData *data = g_new (GraceData, 1);

      data->host = self;
      data->seat = seat;
      self->seats[seat].grace_id = g_timeout_add_full (G_PRIORITY_DEFAULT, self->grace_ms,
                                                       stand_in_cb, data, g_free);
    }
}

static gboolean
join_deadline_cb (gpointer user_data)
{
  TrpTablePeer *peer = user_data;

  peer->join_deadline_id = 0;
  if (peer->host != NULL && peer->seat < 0)
    {
      peer->host->stats.dropped++;
      peer_close (peer->host, peer);
    }
  return G_SOURCE_REMOVE;
}

static void
handle_join (TrpTableHost  *self,
             TrpTablePeer  *peer,
             TrpNetRequest *request)
{
  g_autoptr(JsonBuilder) builder = NULL;
  int seat = -1;
  gboolean returning;

  if (peer->seat >= 0)
    {
      refuse_request (self, peer, "join", TRP_NET_ERROR_ALREADY_JOINED, NULL, _("You already have a seat at this table"));
      return;
    }

  /* One try per connection: guessing the code costs a connection each. */
  if (!trp_net_code_equal (self->code, request->code))
    {
      refuse_request (self, peer, "join", TRP_NET_ERROR_WRONG_CODE, NULL,
              _("That is not this table’s code: ask the host for it"));
      self->stats.dropped++;
      peer_close (self, peer);
      return;
    }

  for (guint i = 0; i < self->n_seats; i++)
    if (trp_match_get_player (self->match, i)->invited &&
        g_str_equal (trp_match_get_player (self->match, i)->name, request->seat_name))
      {
        seat = (int) i;
        break;
      }
  if (seat < 0)
    {
      refuse_request (self, peer, "join", TRP_NET_ERROR_NO_SUCH_SEAT, NULL,
              _("No seat of that name waits for a guest at this table"));
      return;
    }
  if (self->seats[seat].peer != NULL)
    {
      refuse_request (self, peer, "join", TRP_NET_ERROR_SEAT_TAKEN, NULL,
              _("Someone else already sits in that seat"));
      return;
    }

  returning = self->seats[seat].away || trp_match_driver_get_stand_in (self->driver, seat) != NULL;
  g_clear_handle_id (&self->seats[seat].grace_id, g_source_remove);
  g_clear_handle_id (&peer->join_deadline_id, g_source_remove);
  self->seats[seat].peer = peer;
  self->seats[seat].away = FALSE;
  peer->seat = seat;
  trp_match_driver_set_stand_in (self->driver, seat, NULL);
  self->stats.joins++;

  builder = begin_message ("welcome");
  json_builder_set_member_name (builder, "protocol");
  json_builder_add_string_value (builder, TRP_NET_PROTOCOL);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, TRP_NET_PROTOCOL_VERSION);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, trp_match_get_game_id (self->match));
  json_builder_set_member_name (builder, "seat");
  json_builder_add_int_value (builder, seat);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, trp_match_get_player (self->match, seat)->name);
  send_built (peer, builder);

  broadcast_notice (self, returning ? "returned" : "joined", seat);
  self->seq++;
  broadcast_states (self);
  trp_match_driver_advance (self->driver);
}

static void
handle_move (TrpTableHost  *self,
             TrpTablePeer  *peer,
             TrpNetRequest *request)
{
  g_autoptr(GError) error = NULL;

  if (request->action->seat != peer->seat)
    {
      refuse_request (self, peer, "move", TRP_NET_ERROR_NOT_YOUR_SEAT, NULL, _("You may move only for your own seat"));
      return;
    }
  if (request->seq >= 0 && request->seq != self->seq)
    {
      refuse_request (self, peer, "move", TRP_NET_ERROR_STALE, NULL,
              _("The table has moved on since: the move was not made"));
      return;
    }

  /* The engine is the authority, as for a person at the host's screen.
   * The state the move leads to tells the guest it was made: a move
   * refused, then sent again, is one move. */
  peer->accepted_seq = self->seq;
  if (!trp_match_driver_play (self->driver, request->action, &error))
    {
      peer->accepted_seq = -1;
      g_autofree char *rule_id = error->domain == TRP_RULE_ERROR ? trp_rule_error_get_rule_id (error) : NULL;

      refuse_request (self, peer, "move",
              g_error_matches (error, TRP_RULE_ERROR, TRP_RULE_ERROR_NOT_YOUR_TURN)
              ? TRP_NET_ERROR_NOT_YOUR_TURN : TRP_NET_ERROR_ILLEGAL,
              rule_id != NULL && !g_str_equal (rule_id, "-") ? rule_id : NULL, error->message);
      return;
    }

  self->stats.moves++;
}

typedef struct
{
  TrpTablePeer *peer;
  TrpGame      *game;
  TrpAiLevel    level;
  guint64       seed;
  gint64        seq;
} HintData;

static void
hint_data_free (gpointer user_data)
{
  HintData *data = user_data;

  peer_unref (data->peer);
  g_clear_object (&data->game);
  g_free (data);
}

static void
hint_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  HintData *data = task_data;
  TrpAction *action = trp_ai_choose (data->game, data->level, data->seed,
                                     TRP_SEARCH_DEFAULT_BUDGET_US, cancellable);

  if (action == NULL)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED, "No legal move");
  else
    g_task_return_pointer (task, action, (GDestroyNotify) trp_action_free);
}

static void
hint_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  HintData *data = g_task_get_task_data (G_TASK (result));
  TrpTablePeer *peer = data->peer;
  g_autoptr(TrpAction) action = g_task_propagate_pointer (G_TASK (result), NULL);
  g_autoptr(JsonBuilder) builder = NULL;

  peer->hinting = FALSE;
  if (action == NULL || peer->host == NULL)
    return;

  builder = begin_message ("hint");
  json_builder_set_member_name (builder, "seq");
  json_builder_add_int_value (builder, data->seq);
  json_builder_set_member_name (builder, "action");
  json_builder_add_value (builder, trp_action_to_json (action));
  send_built (peer, builder);
}

/* What a computer of @level would play in the guest's seat, from what
 * that seat may know only (the computers' own discipline): a headless
 * guest plays by it, a person may ask it as a hint. */
static void
handle_hint (TrpTableHost  *self,
             TrpTablePeer  *peer,
             TrpNetRequest *request)
{
  TrpGame *game = trp_match_get_game (self->match);
  g_autoptr(GTask) task = NULL;
  HintData *data;

  if (!trp_match_get_round_in_progress (self->match) ||
      trp_game_get_current_seat (game) != peer->seat)
    {
      refuse_request (self, peer, "hint", TRP_NET_ERROR_NOT_YOUR_TURN, NULL, _("It is not your turn"));
      return;
    }
  if (request->seq >= 0 && request->seq != self->seq)
    {
      refuse_request (self, peer, "hint", TRP_NET_ERROR_STALE, NULL, _("The table has moved on since"));
      return;
    }
  /* One at a time: a hint costs the host as much as a computer's move. */
  if (peer->hinting)
    {
      refuse_request (self, peer, "hint", TRP_NET_ERROR_FLOOD, NULL, _("Wait for the hint asked already"));
      return;
    }

  data = g_new0 (HintData, 1);
  data->peer = peer_ref (peer);
  data->game = trp_game_clone (game);
  data->level = TRP_AI_LEVEL_NORMAL;
  trp_ai_level_from_string (request->level, &data->level);
  /* The seed a computer in this seat would get: a guest that plays by the
   * hints plays as that computer would. */
  data->seed = trp_match_driver_get_choice_seed (self->driver);
  data->seq = self->seq;
  peer->hinting = TRUE;

  task = g_task_new (NULL, self->cancellable, hint_done_cb, NULL);
  g_task_set_source_tag (task, handle_hint);
  g_task_set_task_data (task, data, hint_data_free);
  g_task_run_in_thread (task, hint_thread);
}

/* A token bucket per peer: TRUE when the message may be handled. */
static gboolean
take_token (TrpTableHost *self,
            TrpTablePeer *peer)
{
  gint64 now = g_get_monotonic_time ();

  peer->tokens = MIN ((double) self->burst,
                      peer->tokens + (double) (now - peer->refill_time) * self->rate / G_USEC_PER_SEC);
  peer->refill_time = now;
  if (peer->tokens >= 1.0)
    {
      peer->tokens -= 1.0;
      return TRUE;
    }

  /* Answered once a second at most: a flood gets no flood back. */
  peer->n_flooded++;
  if (now - peer->flood_reply_time >= G_USEC_PER_SEC)
    {
      peer->flood_reply_time = now;
      refuse (self, peer, TRP_NET_ERROR_FLOOD, NULL,
              _("Too many messages: wait a moment; more of them close the connection"));
    }
  else
    self->stats.refused++;
  if (peer->n_flooded > MAX_FLOODED)
    {
      self->stats.dropped++;
      peer_close (self, peer);
    }
  return FALSE;
}

/**
 * trp_table_host_peer_receive:
 * @data: (array length=length): one message, as received
 *
 * Handles one message of @peer: a refusal, a seat, a move, a hint. Nothing
 * a peer sends can harm the match: the worst is a refusal, or a closed
 * connection.
 */
void
trp_table_host_peer_receive (TrpTableHost *self,
                             TrpTablePeer *peer,
                             const char   *data,
                             gsize         length)
{
  g_autoptr(TrpNetRequest) request = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TRP_IS_TABLE_HOST (self));
  g_return_if_fail (peer != NULL && peer->host == self);
  g_return_if_fail (data != NULL || length == 0);

  if (peer->closing || self->closed)
    return;

  self->stats.received++;
  if (!take_token (self, peer))
    return;

  /* The size is checked before any reading. */
  if (length > TRP_NET_MAX_GUEST_MESSAGE)
    {
      g_autofree char *size = g_format_size (TRP_NET_MAX_GUEST_MESSAGE);
      g_autofree char *message = g_strdup_printf (_("A message is at most %s"), size);

      refuse (self, peer, TRP_NET_ERROR_TOO_LARGE, NULL, message);
      return;
    }

  request = trp_net_request_parse (data, length, &error);
  if (request == NULL)
    {
      refuse (self, peer, error->code, NULL, error->message);
      return;
    }

  if (request->type == TRP_NET_REQUEST_JOIN)
    handle_join (self, peer, request);
  else if (peer->seat < 0)
    refuse (self, peer, TRP_NET_ERROR_NOT_JOINED, NULL, _("Take a seat first: send “join” with the table code"));
  else if (request->type == TRP_NET_REQUEST_MOVE)
    handle_move (self, peer, request);
  else
    handle_hint (self, peer, request);
}

/**
 * trp_table_host_add_peer:
 * @funcs: (not nullable): how to reach the peer; kept, not copied
 *
 * A new connection, not yet at a seat. It must join before
 * JOIN_DEADLINE_MS, or it is closed.
 *
 * Returns: (transfer none) (nullable): the peer, valid until
 *   trp_table_host_remove_peer(), or %NULL when the table is full or
 *   closed (then @funcs' destroy has been called)
 */
TrpTablePeer *
trp_table_host_add_peer (TrpTableHost            *self,
                         const TrpTablePeerFuncs *funcs,
                         gpointer                 user_data)
{
  TrpTablePeer *peer;

  g_return_val_if_fail (TRP_IS_TABLE_HOST (self), NULL);
  g_return_val_if_fail (funcs != NULL && funcs->send != NULL && funcs->close != NULL, NULL);

  peer = g_new0 (TrpTablePeer, 1);
  peer->ref_count = 1;
  peer->accepted_seq = -1;
  peer->host = self;
  peer->funcs = funcs;
  peer->user_data = user_data;
  peer->seat = -1;
  peer->tokens = self->burst;
  peer->refill_time = g_get_monotonic_time ();

  if (self->closed || self->peers->len >= TRP_TABLE_HOST_MAX_PEERS)
    {
      refuse (self, peer, self->closed ? TRP_NET_ERROR_CLOSED : TRP_NET_ERROR_TABLE_FULL, NULL,
              self->closed ? _("The host has closed this table") : _("Too many connections to this table"));
      peer->funcs->close (peer->user_data);
      peer->host = NULL;
      peer_unref (peer);
      return NULL;
    }

  peer->join_deadline_id = g_timeout_add (JOIN_DEADLINE_MS, join_deadline_cb, peer);
  g_ptr_array_add (self->peers, peer);
  return peer;
}

/**
 * trp_table_host_remove_peer:
 *
 * The peer's connection is gone. A guest's seat waits for it through the
 * grace period, then a computer plays it until the guest is back.
 */
void
trp_table_host_remove_peer (TrpTableHost *self,
                            TrpTablePeer *peer)
{
  int seat;

  g_return_if_fail (TRP_IS_TABLE_HOST (self));
  g_return_if_fail (peer != NULL && peer->host == self);

  seat = peer->seat;
  peer->host = NULL;
  g_clear_handle_id (&peer->join_deadline_id, g_source_remove);
  g_ptr_array_remove (self->peers, peer);
  if (seat >= 0 && self->seats[seat].peer == peer)
    seat_left (self, seat);
  peer_unref (peer);
}

int
trp_table_peer_get_seat (TrpTablePeer *peer)
{
  g_return_val_if_fail (peer != NULL, -1);

  return peer->seat;
}

static void
websocket_send (gpointer    user_data,
                const char *text)
{
  SoupWebsocketConnection *connection = user_data;

  if (soup_websocket_connection_get_state (connection) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_send_text (connection, text);
}

static void
websocket_close (gpointer user_data)
{
  SoupWebsocketConnection *connection = user_data;

  if (soup_websocket_connection_get_state (connection) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (connection, SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION, NULL);
}

static void websocket_message_cb (SoupWebsocketConnection *connection,
                                  int                      type,
                                  GBytes                  *message,
                                  TrpTablePeer            *peer);
static void websocket_closed_cb  (SoupWebsocketConnection *connection,
                                  TrpTablePeer            *peer);

static void
websocket_destroy (gpointer user_data)
{
  SoupWebsocketConnection *connection = user_data;

  /* By function: GSignal matches no handler by signal ID alone, and a
   * connection still closing would call back into the freed peer. */
  g_signal_handlers_disconnect_matched (connection, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, websocket_message_cb, NULL);
  g_signal_handlers_disconnect_matched (connection, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, websocket_closed_cb, NULL);
  g_object_unref (connection);
}

static const TrpTablePeerFuncs websocket_funcs = {
  websocket_send,
  websocket_close,
  websocket_destroy,
};

static void
websocket_message_cb (SoupWebsocketConnection *connection,
                      int                      type,
                      GBytes                  *message,
                      TrpTablePeer            *peer)
{
  gsize length;
  const char *data = g_bytes_get_data (message, &length);

  if (peer->host == NULL)
    return;
  if (type != SOUP_WEBSOCKET_DATA_TEXT)
    {
      peer->host->stats.received++;
      if (take_token (peer->host, peer))
        refuse (peer->host, peer, TRP_NET_ERROR_NOT_JSON, NULL, _("A message is JSON text"));
      return;
    }

  trp_table_host_peer_receive (peer->host, peer, data != NULL ? data : "", length);
}

static void
websocket_closed_cb (SoupWebsocketConnection *connection,
                     TrpTablePeer            *peer)
{
  if (peer->host != NULL)
    trp_table_host_remove_peer (peer->host, peer);
}

static void
websocket_cb (SoupServer              *server,
              SoupServerMessage       *msg,
              const char              *path,
              SoupWebsocketConnection *connection,
              gpointer                 user_data)
{
  TrpTableHost *self = user_data;
  TrpTablePeer *peer;

  /* A message larger than this closes the connection before it is read;
   * smaller ones over the protocol's bound are refused one by one. */
  soup_websocket_connection_set_max_incoming_payload_size (connection, TRP_NET_MAX_FRAME);
  peer = trp_table_host_add_peer (self, &websocket_funcs, g_object_ref (connection));
  if (peer == NULL)
    return;

  g_signal_connect (connection, "message", G_CALLBACK (websocket_message_cb), peer);
  g_signal_connect (connection, "closed", G_CALLBACK (websocket_closed_cb), peer);
}

static void
trp_table_host_dispose (GObject *object)
{
  TrpTableHost *self = (TrpTableHost *)object;

  trp_table_host_close (self, "host-stopped");
  while (self->peers != NULL && self->peers->len > 0)
    trp_table_host_remove_peer (self, g_ptr_array_index (self->peers, 0));
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  if (self->driver != NULL)
    g_signal_handlers_disconnect_by_data (self->driver, self);
  g_clear_object (&self->driver);
  g_clear_object (&self->match);
  g_clear_object (&self->server);

  G_OBJECT_CLASS (trp_table_host_parent_class)->dispose (object);
}

static void
trp_table_host_finalize (GObject *object)
{
  TrpTableHost *self = (TrpTableHost *)object;

  g_clear_pointer (&self->peers, g_ptr_array_unref);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->turns, json_node_unref);
  g_free (self->code);
  g_free (self->listen_address);
  g_free (self->stand_in_level);

  G_OBJECT_CLASS (trp_table_host_parent_class)->finalize (object);
}

static void
trp_table_host_class_init (TrpTableHostClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = trp_table_host_dispose;
  object_class->finalize = trp_table_host_finalize;

  /**
   * TrpTableHost::notice:
   * @event: "joined", "returned", "away" or "stand-in"
   * @seat: the seat it happened to
   *
   * What guests are told about a seat, for the host's own front end.
   */
  signals[NOTICE] =
    g_signal_new ("notice", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_UINT);

  /**
   * TrpTableHost::round-over:
   * @n_rounds: the rounds played so far
   */
  signals[ROUND_OVER] =
    g_signal_new ("round-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  /**
   * TrpTableHost::finished:
   * @reason: "match-over", "rounds-done" or "failed"
   *
   * The table has nothing more to play; its owner closes it.
   */
  signals[FINISHED] =
    g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
trp_table_host_init (TrpTableHost *self)
{
  self->peers = g_ptr_array_new ();
  self->cancellable = g_cancellable_new ();
  self->grace_ms = TRP_TABLE_HOST_DEFAULT_GRACE_MS;
  self->stand_in_level = g_strdup ("normal");
  self->rate = DEFAULT_RATE;
  self->burst = DEFAULT_BURST;
}

/**
 * trp_table_host_new:
 * @match: the match to host; its invited seats are the guests'
 *
 * A table for @match with a new random code. It listens only after
 * trp_table_host_listen(), and plays only after trp_table_host_start().
 *
 * Returns: (transfer full) (nullable): the host, or %NULL when the system
 *   gives no random bytes for the code
 */
static TrpTableHost *
table_host_new (TrpMatch        *match,
                TrpMatchDriver  *driver,
                GError         **error)
{
  g_autoptr(TrpTableHost) self = NULL;

  g_return_val_if_fail (TRP_IS_MATCH (match), NULL);
  g_return_val_if_fail (trp_match_get_n_players (match) <= TRP_MATCH_DRIVER_MAX_SEATS, NULL);

  self = g_object_new (TRP_TYPE_TABLE_HOST, NULL);
  self->code = trp_net_new_table_code (error);
  if (self->code == NULL)
    return NULL;

  self->match = g_object_ref (match);
  self->n_seats = trp_match_get_n_players (match);
  self->driver = driver != NULL ? g_object_ref (driver) : trp_match_driver_new (match);
  self->owner_deals = driver != NULL;
  self->rounds_seen = trp_match_get_round_in_progress (match) ? 0 : trp_match_get_n_rounds (match);
  g_signal_connect (match, "changed", G_CALLBACK (match_changed_cb), self);
  g_signal_connect (self->driver, "round-over", G_CALLBACK (round_over_cb), self);
  g_signal_connect (self->driver, "failed", G_CALLBACK (driver_failed_cb), self);

  return g_steal_pointer (&self);
}

TrpTableHost *
trp_table_host_new (TrpMatch  *match,
                    GError   **error)
{
  return table_host_new (match, NULL, error);
}

/**
 * trp_table_host_new_for_driver:
 * @driver: the driver that already plays @driver's match at a window
 *
 * A table for a match the app's window runs: the guests' moves go
 * through @driver, which plays the computers and saves as it does for
 * the window's own person. The window deals every next round (after its
 * result sheet); the host only tells the guests. trp_table_host_start()
 * is not needed: the window lets the driver go on.
 *
 * Returns: (transfer full) (nullable): the host, or %NULL when the system
 *   gives no random bytes for the code
 */
TrpTableHost *
trp_table_host_new_for_driver (TrpMatchDriver  *driver,
                               GError         **error)
{
  g_return_val_if_fail (TRP_IS_MATCH_DRIVER (driver), NULL);

  return table_host_new (trp_match_driver_get_match (driver), driver, error);
}

TrpMatch *
trp_table_host_get_match (TrpTableHost *self)
{
  g_return_val_if_fail (TRP_IS_TABLE_HOST (self), NULL);

  return self->match;
}

TrpMatchDriver *
trp_table_host_get_driver (TrpTableHost *self)
{
  g_return_val_if_fail (TRP_IS_TABLE_HOST (self), NULL);

  return self->driver;
}

const char *
trp_table_host_get_code (TrpTableHost *self)
{
  g_return_val_if_fail (TRP_IS_TABLE_HOST (self), NULL);

  return self->code;
}

void
trp_table_host_set_grace (TrpTableHost *self,
                          guint         grace_ms)
{
  g_return_if_fail (TRP_IS_TABLE_HOST (self));

  self->grace_ms = grace_ms;
}

void
trp_table_host_set_stand_in_level (TrpTableHost *self,
                                   const char   *level)
{
  TrpAiLevel parsed;

  g_return_if_fail (TRP_IS_TABLE_HOST (self));
  g_return_if_fail (trp_ai_level_from_string (level, &parsed) && parsed != TRP_AI_LEVEL_RANDOM);

  g_free (self->stand_in_level);
  self->stand_in_level = g_strdup (level);
}

void
trp_table_host_set_round_pause (TrpTableHost *self,
                                guint         pause_ms)
{
  g_return_if_fail (TRP_IS_TABLE_HOST (self));

  self->round_pause_ms = pause_ms;
}

/**
 * trp_table_host_set_max_rounds:
 * @max_rounds: the rounds to play before TrpTableHost::finished, or 0
 *   for the whole match
 */
void
trp_table_host_set_max_rounds (TrpTableHost *self,
                               guint         max_rounds)
{
  g_return_if_fail (TRP_IS_TABLE_HOST (self));

  self->max_rounds = max_rounds;
}

/**
 * trp_table_host_set_rate_limit:
 * @per_second: messages a peer may send per second, on average
 * @burst: messages a peer may send at once
 */
void
trp_table_host_set_rate_limit (TrpTableHost *self,
                               guint         per_second,
                               guint         burst)
{
  g_return_if_fail (TRP_IS_TABLE_HOST (self));
  g_return_if_fail (per_second > 0 && burst > 0);

  self->rate = per_second;
  self->burst = burst;
}

/**
 * trp_table_host_listen:
 * @address: (nullable): the address to listen on ("127.0.0.1", "::1"),
 *   or %NULL for every interface
 * @port: the port, or 0 for any free one (trp_table_host_get_port())
 *
 * Opens the table to guests; trp_table_host_close() closes the port.
 */
gboolean
trp_table_host_listen (TrpTableHost  *self,
                       const char    *address,
                       guint          port,
                       GError       **error)
{
  g_autoptr(SoupServer) server = NULL;

  g_return_val_if_fail (TRP_IS_TABLE_HOST (self), FALSE);
  g_return_val_if_fail (self->server == NULL, FALSE);
  g_return_val_if_fail (port <= 65535, FALSE);

  if (self->closed)
    {
      g_set_error_literal (error, TRP_NET_ERROR, TRP_NET_ERROR_CLOSED, _("The host has closed this table"));
      return FALSE;
    }

  server = soup_server_new ("server-header", NULL, NULL);
  soup_server_add_websocket_handler (server, NULL, NULL, NULL, websocket_cb, self, NULL);

  if (address == NULL)
    {
      if (!soup_server_listen_all (server, port, 0, error))
        return FALSE;
    }
  else
    {
      g_autoptr(GSocketAddress) socket_address = g_inet_socket_address_new_from_string (address, port);

      if (socket_address == NULL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("“%s” is not an IP address"), address);
          return FALSE;
        }
      if (!soup_server_listen (server, socket_address, 0, error))
        return FALSE;
    }

  self->server = g_steal_pointer (&server);
  self->listen_address = g_strdup (address);
  return TRUE;
}

static void
add_address (GPtrArray    *addresses,
             GInetAddress *address,
             guint         port)
{
  g_autofree char *text = g_inet_address_to_string (address);

  g_ptr_array_add (addresses,
                   g_inet_address_get_family (address) == G_SOCKET_FAMILY_IPV6
                   ? g_strdup_printf ("[%s]:%u", text, port) : g_strdup_printf ("%s:%u", text, port));
}

/**
 * trp_table_host_dup_addresses:
 *
 * Where guests can reach the table: the address it listens on, or, when
 * it listens on every interface, this computer's addresses on its
 * networks (not the loopback one, nor IPv6 link-local ones, which need an
 * interface name), as "HOST:PORT".
 *
 * Returns: (transfer full): the addresses, %NULL-terminated; empty when
 *   the table does not listen
 */
char **
trp_table_host_dup_addresses (TrpTableHost *self)
{
  g_autoptr(GPtrArray) addresses = g_ptr_array_new_with_free_func (g_free);
  guint port;
  struct ifaddrs *list = NULL;

  g_return_val_if_fail (TRP_IS_TABLE_HOST (self), NULL);

  port = trp_table_host_get_port (self);
  if (port == 0)
    return (char **) g_ptr_array_free (g_steal_pointer (&addresses), FALSE);

  if (self->listen_address != NULL)
    {
      g_autoptr(GInetAddress) address = g_inet_address_new_from_string (self->listen_address);

      if (address != NULL)
        add_address (addresses, address, port);
    }
  else if (getifaddrs (&list) == 0)
    {
      for (struct ifaddrs *entry = list; entry != NULL; entry = entry->ifa_next)
        {
          g_autoptr(GSocketAddress) socket_address = NULL;
          GInetAddress *address;
          gsize size;

          if (entry->ifa_addr == NULL || !(entry->ifa_flags & IFF_UP) ||
              (entry->ifa_flags & IFF_LOOPBACK))
            continue;
          if (entry->ifa_addr->sa_family == AF_INET)
            size = sizeof (struct sockaddr_in);
          else if (entry->ifa_addr->sa_family == AF_INET6)
            size = sizeof (struct sockaddr_in6);
          else
            continue;
          socket_address = g_socket_address_new_from_native (entry->ifa_addr, size);
          if (!G_IS_INET_SOCKET_ADDRESS (socket_address))
            continue;
          address = g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (socket_address));
          if (g_inet_address_get_is_link_local (address) || g_inet_address_get_is_loopback (address))
            continue;
          add_address (addresses, address, port);
        }
      freeifaddrs (list);
    }

  g_ptr_array_add (addresses, NULL);
  return (char **) g_ptr_array_free (g_steal_pointer (&addresses), FALSE);
}

/**
 * trp_table_host_dup_invitation:
 *
 * The invitation as a text to copy into a message to friends: where to
 * connect, the code, and the seats that wait for them.
 *
 * Returns: (transfer full): the text, translated
 */
char *
trp_table_host_dup_invitation (TrpTableHost *self)
{
  g_auto(GStrv) addresses = NULL;
  g_autoptr(GString) seats = g_string_new (NULL);
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (TRP_IS_TABLE_HOST (self), NULL);

  addresses = trp_table_host_dup_addresses (self);
  for (guint i = 0; i < self->n_seats; i++)
    if (trp_match_get_player (self->match, i)->invited)
      {
        if (seats->len > 0)
          g_string_append (seats, ", ");
        g_string_append (seats, trp_match_get_player (self->match, i)->name);
      }

  g_string_append (text, _("Join my Trapoula table with this address and code, and take your seat by its name."));
  g_string_append_c (text, '\n');
  for (guint i = 0; addresses[i] != NULL; i++)
    {
      g_string_append_printf (text, _("Address: %s"), addresses[i]);
      g_string_append_c (text, '\n');
    }
  g_string_append_printf (text, _("Code: %s"), self->code);
  g_string_append_c (text, '\n');
  g_string_append_printf (text, _("Seats: %s"), seats->str);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

guint
trp_table_host_get_port (TrpTableHost *self)
{
  GSList *listeners;
  g_autoptr(GSocketAddress) address = NULL;

  g_return_val_if_fail (TRP_IS_TABLE_HOST (self), 0);

  if (self->server == NULL)
    return 0;
  listeners = soup_server_get_listeners (self->server);
  if (listeners == NULL)
    return 0;
  address = g_socket_get_local_address (listeners->data, NULL);
  g_slist_free (listeners);
  return G_IS_INET_SOCKET_ADDRESS (address)
         ? g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (address)) : 0;
}

/**
 * trp_table_host_start:
 *
 * Lets the match go on: deals the next round of a resumed match whose
 * last round was over, and lets the computers play.
 */
gboolean
trp_table_host_start (TrpTableHost  *self,
                      GError       **error)
{
  g_return_val_if_fail (TRP_IS_TABLE_HOST (self), FALSE);

  if (self->started)
    return TRUE;
  self->started = TRUE;

  if (!trp_match_get_round_in_progress (self->match) && !trp_match_get_is_over (self->match))
    {
      if (!trp_match_start_round (self->match,
                                  g_random_int () | ((guint64) (g_random_int () & 0x1fffff) << 32),
                                  error))
        return FALSE;
    }

  trp_match_driver_advance (self->driver);
  return TRUE;
}

/**
 * trp_table_host_close:
 * @reason: why, as guests are told: "host-stopped", "match-over",
 *   "rounds-done"
 *
 * Tells every guest that the table closes, closes their connections and
 * the port, and stops the computers. The match keeps its save file; a
 * new host for it opens the table again, with a new code.
 */
void
trp_table_host_close (TrpTableHost *self,
                      const char   *reason)
{
  g_return_if_fail (TRP_IS_TABLE_HOST (self));

  if (self->closed)
    return;
  self->closed = TRUE;

  g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->next_round_id, g_source_remove);
  for (guint i = 0; i < G_N_ELEMENTS (self->seats); i++)
    g_clear_handle_id (&self->seats[i].grace_id, g_source_remove);
  /* The computers stop with the table: no move after the last save. */
  if (self->driver != NULL)
    trp_match_driver_hold (self->driver);

  for (guint i = 0; i < self->peers->len; i++)
    {
      TrpTablePeer *peer = g_ptr_array_index (self->peers, i);
      g_autoptr(JsonBuilder) builder = begin_message ("closing");

      json_builder_set_member_name (builder, "reason");
      json_builder_add_string_value (builder, reason);
      json_builder_set_member_name (builder, "message");
      json_builder_add_string_value (builder,
                                     g_str_equal (reason, "host-stopped")
                                     ? _("The host has closed the table. The match is saved on the host’s computer; "
                                         "when it is continued, you can take your seat again.")
                                     : _("The table is closed: the play is over."));
      send_built (peer, builder);
      peer_close (self, peer);
    }

  if (self->server != NULL)
    soup_server_disconnect (self->server);
}

gboolean
trp_table_host_get_closed (TrpTableHost *self)
{
  g_return_val_if_fail (TRP_IS_TABLE_HOST (self), TRUE);

  return self->closed;
}

guint
trp_table_host_get_n_peers (TrpTableHost *self)
{
  g_return_val_if_fail (TRP_IS_TABLE_HOST (self), 0);

  return self->peers->len;
}

/**
 * trp_table_host_seat_is_present:
 *
 * Returns: whether a guest sits in @seat, an invited seat, now
 */
gboolean
trp_table_host_seat_is_present (TrpTableHost *self,
                                guint         seat)
{
  g_return_val_if_fail (TRP_IS_TABLE_HOST (self), FALSE);
  g_return_val_if_fail (seat < self->n_seats, FALSE);

  return self->seats[seat].peer != NULL;
}

/**
 * trp_table_host_seat_is_away:
 *
 * Returns: whether the guest of @seat lost the connection and has not
 *   come back
 */
gboolean
trp_table_host_seat_is_away (TrpTableHost *self,
                             guint         seat)
{
  g_return_val_if_fail (TRP_IS_TABLE_HOST (self), FALSE);
  g_return_val_if_fail (seat < self->n_seats, FALSE);

  return self->seats[seat].away;
}

const TrpTableHostStats *
trp_table_host_get_stats (TrpTableHost *self)
{
  g_return_val_if_fail (TRP_IS_TABLE_HOST (self), NULL);

  return &self->stats;
}
