/* trp-table-host-peers.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table host's connections: the port and its WebSocket, a guest's
 * handshake (the code, the seat), the rate limit, refusals, and the
 * invitation's addresses. Whatever a peer sends is read here through the
 * save files' bounded reader before the match (trp-table-host.c) sees any
 * of it; every refusal is a message, never a fault.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>

#include "trp-table-host-private.h"

/* A connection that has not joined within this time is closed. */
#define JOIN_DEADLINE_MS      10000
/* A peer that goes on flooding after this many refused messages is
 * closed: it is not a person. */
#define MAX_FLOODED           100

TrpTablePeer *
trp_table_peer_ref (TrpTablePeer *peer)
{
  peer->ref_count++;
  return peer;
}

void
trp_table_peer_unref (TrpTablePeer *peer)
{
  if (--peer->ref_count > 0)
    return;

  g_clear_handle_id (&peer->join_deadline_id, g_source_remove);
  if (peer->funcs->destroy != NULL)
    peer->funcs->destroy (peer->user_data);
  g_free (peer);
}

void
trp_table_peer_send_node (TrpTablePeer *peer,
                          JsonNode     *node)
{
  g_autofree char *text = NULL;

  if (peer->host == NULL || peer->closing)
    return;

  text = json_to_string (node, FALSE);
  peer->funcs->send (peer->user_data, text);
}

void
trp_table_host_close_peer (TrpTableHost *self,
                           TrpTablePeer *peer)
{
  if (peer->closing)
    return;

  peer->closing = TRUE;
  g_clear_handle_id (&peer->join_deadline_id, g_source_remove);
  peer->funcs->close (peer->user_data);
}

void
trp_table_peer_send_built (TrpTablePeer *peer,
                           JsonBuilder  *builder)
{
  g_autoptr(JsonNode) node = NULL;

  json_builder_end_object (builder);
  node = json_builder_get_root (builder);
  trp_table_peer_send_node (peer, node);
}

/* @request: the type of the request refused, when it was read that far,
 * so that a guest knows which of its requests got no answer. */
void
trp_table_host_refuse_request (TrpTableHost *self,
                               TrpTablePeer *peer,
                               const char   *request,
                               TrpNetError   code,
                               const char   *rule_id,
                               const char   *message)
{
  g_autoptr(JsonBuilder) builder = trp_net_begin_message ("refused");

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
  trp_table_peer_send_built (peer, builder);
}

void
trp_table_host_refuse (TrpTableHost *self,
                       TrpTablePeer *peer,
                       TrpNetError   code,
                       const char   *rule_id,
                       const char   *message)
{
  trp_table_host_refuse_request (self, peer, NULL, code, rule_id, message);
}

static gboolean
join_deadline_cb (gpointer user_data)
{
  TrpTablePeer *peer = user_data;

  peer->join_deadline_id = 0;
  if (peer->host != NULL && peer->seat < 0)
    {
      peer->host->stats.dropped++;
      trp_table_host_close_peer (peer->host, peer);
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
      trp_table_host_refuse_request (self, peer, "join", TRP_NET_ERROR_ALREADY_JOINED, NULL, _("You already have a seat at this table"));
      return;
    }

  /* One try per connection: guessing the code costs a connection each. */
  if (!trp_net_code_equal (self->code, request->code))
    {
      trp_table_host_refuse_request (self, peer, "join", TRP_NET_ERROR_WRONG_CODE, NULL,
                                     _("That is not this table’s code: ask the host for it"));
      self->stats.dropped++;
      trp_table_host_close_peer (self, peer);
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
      trp_table_host_refuse_request (self, peer, "join", TRP_NET_ERROR_NO_SUCH_SEAT, NULL,
                                     _("No seat of that name waits for a guest at this table"));
      return;
    }
  if (self->seats[seat].peer != NULL)
    {
      trp_table_host_refuse_request (self, peer, "join", TRP_NET_ERROR_SEAT_TAKEN, NULL,
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

  builder = trp_net_begin_message ("welcome");
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
  trp_table_peer_send_built (peer, builder);

  trp_table_host_broadcast_notice (self, returning ? "returned" : "joined", seat);
  self->seq++;
  trp_table_host_broadcast_states (self);
  trp_match_driver_advance (self->driver);
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
      trp_table_host_refuse (self, peer, TRP_NET_ERROR_FLOOD, NULL,
                             _("Too many messages: wait a moment; more of them close the connection"));
    }
  else
    self->stats.refused++;
  if (peer->n_flooded > MAX_FLOODED)
    {
      self->stats.dropped++;
      trp_table_host_close_peer (self, peer);
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

      trp_table_host_refuse (self, peer, TRP_NET_ERROR_TOO_LARGE, NULL, message);
      return;
    }

  request = trp_net_request_parse (data, length, &error);
  if (request == NULL)
    {
      trp_table_host_refuse (self, peer, error->code, NULL, error->message);
      return;
    }

  if (request->type == TRP_NET_REQUEST_JOIN)
    handle_join (self, peer, request);
  else if (peer->seat < 0)
    trp_table_host_refuse (self, peer, TRP_NET_ERROR_NOT_JOINED, NULL, _("Take a seat first: send “join” with the table code"));
  else if (request->type == TRP_NET_REQUEST_MOVE)
    trp_table_host_handle_move (self, peer, request);
  else if (request->type == TRP_NET_REQUEST_DESCRIBE)
    trp_table_host_handle_describe (self, peer, request);
  else
    trp_table_host_handle_hint (self, peer, request);
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
      trp_table_host_refuse (self, peer, self->closed ? TRP_NET_ERROR_CLOSED : TRP_NET_ERROR_TABLE_FULL, NULL,
                             self->closed ? _("The host has closed this table") : _("Too many connections to this table"));
      peer->funcs->close (peer->user_data);
      peer->host = NULL;
      trp_table_peer_unref (peer);
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
    trp_table_host_seat_left (self, seat);
  trp_table_peer_unref (peer);
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
        trp_table_host_refuse (peer->host, peer, TRP_NET_ERROR_NOT_JSON, NULL, _("A message is JSON text"));
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
