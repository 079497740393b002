/* trp-table-guest.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A guest holds no match: it has its seat's observation and, on its
 * turn, the legal moves the host sent, and sends back one of them. A
 * headless guest (trapoula-cli join, the tests) plays by itself: it asks
 * the host what a computer of its level would play from this seat's
 * knowledge only, or picks among its legal moves at random.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <libsoup/soup.h>

#include "trp-net-protocol.h"
#include "trp-rng.h"
#include "trp-table-guest.h"

/* After a refusal for flooding, a headless guest waits this long. */
#define FLOOD_RETRY_MS 1000

struct _TrpTableGuest
{
  GObject                  parent_instance;

  char                    *uri;
  char                    *code;
  char                    *seat_name;
  char                    *autoplay;
  SoupSession             *session;
  SoupWebsocketConnection *connection;
  GCancellable            *cancellable;
  TrpRng                  *rng;

  int                      seat;
  char                    *game_id;
  JsonObject              *state;
  gint64                   seq;
  gboolean                 hint_pending;
  gint64                   hint_seq;
  /* The position this guest last moved in: one move per position. */
  gint64                   moved_seq;
  guint                    retry_id;
  gboolean                 closed;
  char                    *closing_reason;
  guint                    n_refused;
  /* The moves the host made: a move refused and sent again is one. */
  guint                    n_moves;
  /* When the last move went out, for the round trip to the state that
   * says it was made. */
  gint64                   move_sent_time;
  GArray                  *round_trips;
};

G_DEFINE_FINAL_TYPE (TrpTableGuest, trp_table_guest, G_TYPE_OBJECT)

enum {
  WELCOME,
  STATE,
  REFUSED,
  NOTICE,
  HINT,
  DESCRIBED,
  CLOSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
send_node (TrpTableGuest *self,
           JsonNode      *node)
{
  g_autofree char *text = json_to_string (node, FALSE);

  trp_table_guest_send_text (self, text);
}

static void
send_built (TrpTableGuest *self,
            JsonBuilder   *builder)
{
  g_autoptr(JsonNode) node = NULL;

  json_builder_end_object (builder);
  node = json_builder_get_root (builder);
  send_node (self, node);
}

static void
send_move_at (TrpTableGuest *self,
              JsonNode      *action,
              gint64         seq)
{
  g_autoptr(JsonBuilder) builder = trp_net_begin_message ("move");

  json_builder_set_member_name (builder, "seq");
  json_builder_add_int_value (builder, seq);
  json_builder_set_member_name (builder, "action");
  json_builder_add_value (builder, json_node_copy (action));
  self->move_sent_time = g_get_monotonic_time ();
  self->moved_seq = seq;
  send_built (self, builder);
}

static void
send_hint_request (TrpTableGuest *self,
                   const char    *level)
{
  g_autoptr(JsonBuilder) builder = trp_net_begin_message ("hint");

  json_builder_set_member_name (builder, "seq");
  json_builder_add_int_value (builder, self->seq);
  json_builder_set_member_name (builder, "level");
  json_builder_add_string_value (builder, level);
  self->hint_pending = TRUE;
  self->hint_seq = self->seq;
  send_built (self, builder);
}

static void
autoplay (TrpTableGuest *self)
{
  JsonArray *moves;

  if (self->autoplay == NULL || self->state == NULL || self->hint_pending ||
      self->retry_id != 0 || self->moved_seq == self->seq ||
      !json_object_has_member (self->state, "moves") ||
      json_object_get_member (self->state, "moves") == NULL ||
      !JSON_NODE_HOLDS_ARRAY (json_object_get_member (self->state, "moves")))
    return;
  moves = json_object_get_array_member (self->state, "moves");
  if (json_array_get_length (moves) == 0)
    return;

  if (g_str_equal (self->autoplay, "random"))
    {
      guint index = (guint) trp_rng_uniform (self->rng, json_array_get_length (moves));

      send_move_at (self, json_array_get_element (moves, index), self->seq);
    }
  else
    send_hint_request (self, self->autoplay);
}

static gboolean
retry_cb (gpointer user_data)
{
  TrpTableGuest *self = user_data;

  self->retry_id = 0;
  autoplay (self);
  return G_SOURCE_REMOVE;
}

static void
handle_message (TrpTableGuest *self,
                JsonObject    *message)
{
  const char *type = trp_net_member_string (message, "type");

  if (g_strcmp0 (type, "welcome") == 0)
    {
      self->seat = (int) trp_net_member_int (message, "seat", -1);
      g_free (self->game_id);
      self->game_id = g_strdup (trp_net_member_string (message, "game"));
      g_signal_emit (self, signals[WELCOME], 0, self->seat);
    }
  else if (g_strcmp0 (type, "state") == 0)
    {
      JsonNode *observation = json_object_get_member (message, "observation");

      if (observation == NULL || !JSON_NODE_HOLDS_OBJECT (observation))
        return;
      /* Only the host knows whether a move was made: its state says so
       * with "accepted"; a refusal says it was not. */
      if (json_object_has_member (message, "accepted"))
        self->n_moves++;
      if (self->move_sent_time != 0 && json_object_has_member (message, "accepted"))
        {
          gint64 elapsed = g_get_monotonic_time () - self->move_sent_time;

          g_array_append_val (self->round_trips, elapsed);
          self->move_sent_time = 0;
        }
      g_clear_pointer (&self->state, json_object_unref);
      self->state = json_object_ref (message);
      self->seq = trp_net_member_int (message, "seq", -1);
      g_signal_emit (self, signals[STATE], 0, self->state);
      autoplay (self);
    }
  else if (g_strcmp0 (type, "hint") == 0)
    {
      JsonNode *action = json_object_get_member (message, "action");

      self->hint_pending = FALSE;
      if (action == NULL || !JSON_NODE_HOLDS_OBJECT (action))
        return;
      g_signal_emit (self, signals[HINT], 0, action);
      if (self->autoplay != NULL && trp_net_member_int (message, "seq", -2) == self->seq &&
          self->moved_seq != self->seq &&
          self->state != NULL && json_object_has_member (self->state, "moves"))
        send_move_at (self, action, self->seq);
      else
        autoplay (self);
    }
  else if (g_strcmp0 (type, "described") == 0)
    g_signal_emit (self, signals[DESCRIBED], 0, message);
  else if (g_strcmp0 (type, "refused") == 0)
    {
      self->n_refused++;
      if (g_strcmp0 (trp_net_member_string (message, "request"), "move") == 0 ||
          g_strcmp0 (trp_net_member_string (message, "reason"), "flood") == 0)
        self->move_sent_time = 0;
      /* The host read none of it: a while later, the headless player asks
       * again, or moves again. */
      if (g_strcmp0 (trp_net_member_string (message, "reason"), "flood") == 0 && self->autoplay != NULL)
        {
          self->hint_pending = FALSE;
          self->moved_seq = -1;
          self->move_sent_time = 0;
          if (self->retry_id == 0)
            self->retry_id = g_timeout_add (FLOOD_RETRY_MS, retry_cb, self);
        }
      /* A hint asked for a position already gone: ask again for the one
       * shown now (the same one would only be refused again). */
      if (self->hint_pending && g_strcmp0 (trp_net_member_string (message, "request"), "hint") == 0)
        {
          self->hint_pending = FALSE;
          if (self->hint_seq != self->seq)
            autoplay (self);
        }
      g_signal_emit (self, signals[REFUSED], 0,
                     trp_net_member_string (message, "reason"), trp_net_member_string (message, "rule"),
                     trp_net_member_string (message, "message"), trp_net_member_string (message, "request"));
    }
  else if (g_strcmp0 (type, "notice") == 0)
    g_signal_emit (self, signals[NOTICE], 0, trp_net_member_string (message, "event"),
                   (int) trp_net_member_int (message, "seat", -1), trp_net_member_string (message, "name"));
  else if (g_strcmp0 (type, "closing") == 0)
    {
      const char *reason = trp_net_member_string (message, "reason");

      g_free (self->closing_reason);
      self->closing_reason = g_strdup (reason != NULL ? reason : "host-stopped");
    }
  /* Anything else is from a newer host: left alone. */
}

static void
message_cb (SoupWebsocketConnection *connection,
            int                      type,
            GBytes                  *bytes,
            TrpTableGuest           *self)
{
  g_autoptr(JsonNode) node = NULL;
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);

  if (type != SOUP_WEBSOCKET_DATA_TEXT || data == NULL)
    return;
  node = trp_net_parse_host_message (data, length, NULL);
  if (node == NULL)
    return;

  handle_message (self, json_node_get_object (node));
}

static void
finish_closed (TrpTableGuest *self)
{
  if (self->closed)
    return;
  self->closed = TRUE;
  if (self->connection != NULL)
    g_signal_handlers_disconnect_by_data (self->connection, self);
  g_signal_emit (self, signals[CLOSED], 0, self->closing_reason);
}

static void
closed_cb (SoupWebsocketConnection *connection,
           TrpTableGuest           *self)
{
  finish_closed (self);
}

static void
connected_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  TrpTableGuest *self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonBuilder) builder = NULL;
  SoupWebsocketConnection *connection;

  connection = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, &error);
  if (connection == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          g_free (self->closing_reason);
          self->closing_reason = g_strdup ("unreachable");
          finish_closed (self);
        }
      g_object_unref (self);
      return;
    }

  self->connection = connection;
  soup_websocket_connection_set_max_incoming_payload_size (connection, TRP_NET_MAX_HOST_MESSAGE);
  g_signal_connect (connection, "message", G_CALLBACK (message_cb), self);
  g_signal_connect (connection, "closed", G_CALLBACK (closed_cb), self);

  builder = trp_net_begin_message ("join");
  json_builder_set_member_name (builder, "protocol");
  json_builder_add_string_value (builder, TRP_NET_PROTOCOL);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, TRP_NET_PROTOCOL_VERSION);
  json_builder_set_member_name (builder, "code");
  json_builder_add_string_value (builder, self->code);
  json_builder_set_member_name (builder, "seat");
  json_builder_add_string_value (builder, self->seat_name);
  send_built (self, builder);
  g_object_unref (self);
}

static void
trp_table_guest_dispose (GObject *object)
{
  TrpTableGuest *self = (TrpTableGuest *)object;

  g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->retry_id, g_source_remove);
  if (self->connection != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->connection, self);
      if (soup_websocket_connection_get_state (self->connection) == SOUP_WEBSOCKET_STATE_OPEN)
        soup_websocket_connection_close (self->connection, SOUP_WEBSOCKET_CLOSE_GOING_AWAY, NULL);
    }
  g_clear_object (&self->connection);
  g_clear_object (&self->session);
  g_clear_pointer (&self->state, json_object_unref);

  G_OBJECT_CLASS (trp_table_guest_parent_class)->dispose (object);
}

static void
trp_table_guest_finalize (GObject *object)
{
  TrpTableGuest *self = (TrpTableGuest *)object;

  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->rng, trp_rng_free);
  g_clear_pointer (&self->round_trips, g_array_unref);
  g_free (self->uri);
  g_free (self->code);
  g_free (self->seat_name);
  g_free (self->autoplay);
  g_free (self->closing_reason);
  g_free (self->game_id);

  G_OBJECT_CLASS (trp_table_guest_parent_class)->finalize (object);
}

static void
trp_table_guest_class_init (TrpTableGuestClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = trp_table_guest_dispose;
  object_class->finalize = trp_table_guest_finalize;

  /**
   * TrpTableGuest::welcome:
   * @seat: the seat taken
   */
  signals[WELCOME] =
    g_signal_new ("welcome", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  /**
   * TrpTableGuest::state:
   * @state: the host's "state" message (docs/protocol.md)
   */
  signals[STATE] =
    g_signal_new ("state", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, JSON_TYPE_OBJECT);

  /**
   * TrpTableGuest::refused:
   * @reason: the refusal's name on the wire ("illegal", "wrong-code", …)
   * @rule: (nullable): the rule the move breaks
   * @message: (nullable): the host's sentence
   * @request: (nullable): the type of the request refused ("join",
   *   "move", "hint"), when the host read it that far
   */
  signals[REFUSED] =
    g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 4,
                  G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING);

  /**
   * TrpTableGuest::notice:
   * @event: "joined", "returned", "away", "stand-in"
   * @seat: the seat
   * @name: (nullable): its name
   */
  signals[NOTICE] =
    g_signal_new ("notice", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_INT, G_TYPE_STRING);

  /**
   * TrpTableGuest::hint:
   * @action: the move a computer would play, as JSON
   */
  signals[HINT] =
    g_signal_new ("hint", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, JSON_TYPE_NODE);

  /**
   * TrpTableGuest::closed:
   * @reason: (nullable): why the host closed the table ("host-stopped",
   *   "match-over", "rounds-done"), "unreachable", or %NULL when the
   *   connection was lost without a word
   */
  /**
   * TrpTableGuest::described:
   * @message: the host's "described" message: the moves with the melds
   *   staged (docs/protocol.md)
   */
  signals[DESCRIBED] =
    g_signal_new ("described", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, JSON_TYPE_OBJECT);

  signals[CLOSED] =
    g_signal_new ("closed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
trp_table_guest_init (TrpTableGuest *self)
{
  self->seat = -1;
  self->seq = -1;
  self->moved_seq = -1;
  self->cancellable = g_cancellable_new ();
  self->round_trips = g_array_new (FALSE, FALSE, sizeof (gint64));
}

/**
 * trp_table_guest_new:
 * @uri: the host's WebSocket address ("ws://192.168.1.5:7420/")
 * @code: the table code the host gave
 * @seat_name: the invited seat to take, by its name
 */
TrpTableGuest *
trp_table_guest_new (const char *uri,
                     const char *code,
                     const char *seat_name)
{
  TrpTableGuest *self;

  g_return_val_if_fail (uri != NULL && code != NULL && seat_name != NULL, NULL);

  self = g_object_new (TRP_TYPE_TABLE_GUEST, NULL);
  self->uri = g_strdup (uri);
  self->code = g_strdup (code);
  self->seat_name = g_strdup (seat_name);
  self->rng = trp_rng_new (g_random_int ());
  return self;
}

/**
 * trp_table_guest_address_to_uri:
 * @address: "HOST:PORT", "[IPv6]:PORT" or a ws:// address
 *
 * Returns: (transfer full) (nullable): the WebSocket address
 */
char *
trp_table_guest_address_to_uri (const char  *address,
                                GError     **error)
{
  g_autoptr(GUri) uri = NULL;
  g_autofree char *text = NULL;

  g_return_val_if_fail (address != NULL, NULL);

  text = g_str_has_prefix (address, "ws://") || g_str_has_prefix (address, "wss://")
         ? g_strdup (address) : g_strconcat ("ws://", address, "/", NULL);
  uri = g_uri_parse (text, G_URI_FLAGS_NONE, error);
  if (uri == NULL)
    return NULL;
  if (g_uri_get_host (uri) == NULL || g_uri_get_port (uri) <= 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("“%s” is not an address and a port (HOST:PORT)"), address);
      return NULL;
    }

  return g_uri_to_string (uri);
}

/**
 * trp_table_guest_set_autoplay:
 * @level: (nullable): "easy", "normal" or "hard" to play as that
 *   computer would (the host searches from this seat's knowledge only),
 *   "random" to pick among the legal moves, %NULL to play nothing
 */
void
trp_table_guest_set_autoplay (TrpTableGuest *self,
                              const char    *level)
{
  g_return_if_fail (TRP_IS_TABLE_GUEST (self));

  g_free (self->autoplay);
  self->autoplay = g_strdup (level);
  autoplay (self);
}

/**
 * trp_table_guest_connect:
 *
 * Connects and asks for the seat; TrpTableGuest::welcome says it was
 * given, TrpTableGuest::refused or TrpTableGuest::closed that it was not.
 */
void
trp_table_guest_connect (TrpTableGuest *self)
{
  g_autoptr(SoupMessage) message = NULL;
  g_autoptr(GProxyResolver) proxy_resolver = NULL;

  g_return_if_fail (TRP_IS_TABLE_GUEST (self));
  g_return_if_fail (self->session == NULL);

  /* A table is reached directly: a web proxy would not pass it on, and
   * asking the system's proxy settings may ask the network. */
  proxy_resolver = g_simple_proxy_resolver_new (NULL, NULL);
  self->session = soup_session_new_with_options ("proxy-resolver", proxy_resolver, NULL);
  message = soup_message_new ("GET", self->uri);
  if (message == NULL)
    {
      self->closing_reason = g_strdup ("unreachable");
      finish_closed (self);
      return;
    }
  soup_session_websocket_connect_async (self->session, message, NULL, NULL, G_PRIORITY_DEFAULT,
                                        self->cancellable, connected_cb, g_object_ref (self));
}

void
trp_table_guest_send_move (TrpTableGuest   *self,
                           const TrpAction *action)
{
  g_autoptr(JsonNode) node = NULL;

  g_return_if_fail (TRP_IS_TABLE_GUEST (self));
  g_return_if_fail (action != NULL);

  node = trp_action_to_json (action);
  send_move_at (self, node, self->seq);
}

/**
 * trp_table_guest_ask_hint:
 * @level: "easy", "normal" or "hard"
 *
 * Asks the host what a computer of @level would play in this seat now,
 * searched from this seat's knowledge only; TrpTableGuest::hint answers,
 * or TrpTableGuest::refused. One at a time: a request while one is under
 * way is not sent.
 */
void
trp_table_guest_ask_hint (TrpTableGuest *self,
                          const char    *level)
{
  g_return_if_fail (TRP_IS_TABLE_GUEST (self));
  g_return_if_fail (level != NULL);

  if (self->hint_pending || self->connection == NULL)
    return;
  send_hint_request (self, level);
}

/**
 * trp_table_guest_send_describe:
 * @staged: (element-type GArray): the melds staged, each a #GArray of
 *   #TrpCard
 *
 * Asks the host for this seat's moves with @staged put aside (Biriba's
 * staging, B-56, B-60); TrpTableGuest::described answers, or
 * TrpTableGuest::refused with the rule of a meld it does not take.
 */
void
trp_table_guest_send_describe (TrpTableGuest *self,
                               GPtrArray     *staged)
{
  g_autoptr(JsonBuilder) builder = NULL;

  g_return_if_fail (TRP_IS_TABLE_GUEST (self));
  g_return_if_fail (staged != NULL);

  builder = trp_net_begin_message ("describe");
  json_builder_set_member_name (builder, "seq");
  json_builder_add_int_value (builder, self->seq);
  json_builder_set_member_name (builder, "staged");
  json_builder_begin_array (builder);
  for (guint g = 0; g < staged->len; g++)
    {
      GArray *cards = g_ptr_array_index (staged, g);

      trp_json_builder_add_cards (builder, (TrpCard *) cards->data, cards->len);
    }
  json_builder_end_array (builder);
  send_built (self, builder);
}

/**
 * trp_table_guest_send_text:
 *
 * Sends @text as it is: the tests' hostile guests send what no guest
 * would.
 */
void
trp_table_guest_send_text (TrpTableGuest *self,
                           const char    *text)
{
  g_return_if_fail (TRP_IS_TABLE_GUEST (self));

  if (self->connection != NULL &&
      soup_websocket_connection_get_state (self->connection) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_send_text (self->connection, text);
}

/**
 * trp_table_guest_close:
 *
 * Leaves the table; the seat waits for the guest through the host's
 * grace period.
 */
void
trp_table_guest_close (TrpTableGuest *self)
{
  g_return_if_fail (TRP_IS_TABLE_GUEST (self));

  g_cancellable_cancel (self->cancellable);
  if (self->connection != NULL &&
      soup_websocket_connection_get_state (self->connection) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (self->connection, SOUP_WEBSOCKET_CLOSE_GOING_AWAY, NULL);
}

int
trp_table_guest_get_seat (TrpTableGuest *self)
{
  g_return_val_if_fail (TRP_IS_TABLE_GUEST (self), -1);

  return self->seat;
}

/**
 * trp_table_guest_get_game_id:
 *
 * Returns: (nullable): the game the host's match plays, once welcomed
 */
const char *
trp_table_guest_get_game_id (TrpTableGuest *self)
{
  g_return_val_if_fail (TRP_IS_TABLE_GUEST (self), NULL);

  return self->game_id;
}

/**
 * trp_table_guest_get_state:
 *
 * Returns: (transfer none) (nullable): the last "state" message
 */
JsonObject *
trp_table_guest_get_state (TrpTableGuest *self)
{
  g_return_val_if_fail (TRP_IS_TABLE_GUEST (self), NULL);

  return self->state;
}

gboolean
trp_table_guest_get_closed (TrpTableGuest *self)
{
  g_return_val_if_fail (TRP_IS_TABLE_GUEST (self), TRUE);

  return self->closed;
}

const char *
trp_table_guest_get_closing_reason (TrpTableGuest *self)
{
  g_return_val_if_fail (TRP_IS_TABLE_GUEST (self), NULL);

  return self->closing_reason;
}

guint
trp_table_guest_get_n_refused (TrpTableGuest *self)
{
  g_return_val_if_fail (TRP_IS_TABLE_GUEST (self), 0);

  return self->n_refused;
}

/**
 * trp_table_guest_get_n_moves:
 *
 * Returns: the moves of this guest that the host made, as its states
 *   said ("accepted"); a refused move is none
 */
guint
trp_table_guest_get_n_moves (TrpTableGuest *self)
{
  g_return_val_if_fail (TRP_IS_TABLE_GUEST (self), 0);

  return self->n_moves;
}

/**
 * trp_table_guest_get_round_trips:
 *
 * Returns: (transfer none): the time from each move sent to the state
 *   that said it was made, in microseconds
 */
GArray *
trp_table_guest_get_round_trips (TrpTableGuest *self)
{
  g_return_val_if_fail (TRP_IS_TABLE_GUEST (self), NULL);

  return self->round_trips;
}
