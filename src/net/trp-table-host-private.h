/* trp-table-host-private.h: what the table host's two halves share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * trp-table-host.c runs the match for the guests (states, notices, rounds,
 * moves, hints); trp-table-host-peers.c keeps the connections (the port,
 * the handshake, the rate limit, refusals, the invitation).
 */

#pragma once

#include <libsoup/soup.h>

#include "trp-table-host.h"

G_BEGIN_DECLS

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

/* trp-table-host-peers.c */
TrpTablePeer *trp_table_peer_ref               (TrpTablePeer  *peer);
void          trp_table_peer_unref             (TrpTablePeer  *peer);
void          trp_table_peer_send_node         (TrpTablePeer  *peer,
                                                JsonNode      *node);
void          trp_table_peer_send_built        (TrpTablePeer  *peer,
                                                JsonBuilder   *builder);
void          trp_table_host_close_peer        (TrpTableHost  *self,
                                                TrpTablePeer  *peer);
void          trp_table_host_refuse_request    (TrpTableHost  *self,
                                                TrpTablePeer  *peer,
                                                const char    *request,
                                                TrpNetError    code,
                                                const char    *rule_id,
                                                const char    *message);
void          trp_table_host_refuse            (TrpTableHost  *self,
                                                TrpTablePeer  *peer,
                                                TrpNetError    code,
                                                const char    *rule_id,
                                                const char    *message);

/* trp-table-host.c */
void          trp_table_host_broadcast_states  (TrpTableHost  *self);
void          trp_table_host_broadcast_notice  (TrpTableHost  *self,
                                                const char    *event,
                                                guint          seat);
void          trp_table_host_seat_left         (TrpTableHost  *self,
                                                guint          seat);
void          trp_table_host_handle_move       (TrpTableHost  *self,
                                                TrpTablePeer  *peer,
                                                TrpNetRequest *request);
void          trp_table_host_handle_hint       (TrpTableHost  *self,
                                                TrpTablePeer  *peer,
                                                TrpNetRequest *request);
void          trp_table_host_handle_describe   (TrpTableHost  *self,
                                                TrpTablePeer  *peer,
                                                TrpNetRequest *request);

G_END_DECLS
