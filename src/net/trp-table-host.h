/* trp-table-host.h: a match hosted for guests on other computers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-match.h"
#include "trp-match-driver.h"
#include "trp-net-protocol.h"

G_BEGIN_DECLS

/* How long a dropped guest's seat waits before a computer plays it. */
#define TRP_TABLE_HOST_DEFAULT_GRACE_MS 60000
/* At most this many connections at once, joined or not. */
#define TRP_TABLE_HOST_MAX_PEERS        16

/* One connection to the host, joined to a seat or not yet. */
typedef struct _TrpTablePeer TrpTablePeer;

/**
 * TrpTablePeerFuncs:
 * @send: sends one text message to the peer
 * @close: closes the connection; its owner then calls
 *   trp_table_host_remove_peer(), at once or later
 * @destroy: (nullable): frees the user data, when the peer is removed
 *
 * What carries a peer's messages: a WebSocket, or a test's or a fuzz
 * target's function.
 */
typedef struct
{
  void (*send)    (gpointer    user_data,
                   const char *text);
  void (*close)   (gpointer    user_data);
  void (*destroy) (gpointer    user_data);
} TrpTablePeerFuncs;

/**
 * TrpTableHostStats:
 * @received: messages received from peers
 * @refused: messages answered with a refusal
 * @moves: guests' moves the match took
 * @joins: seats taken (again)
 * @dropped: peers closed by the host (wrong code, flood, no join)
 */
typedef struct
{
  guint received;
  guint refused;
  guint moves;
  guint joins;
  guint dropped;
} TrpTableHostStats;

#define TRP_TYPE_TABLE_HOST (trp_table_host_get_type ())

G_DECLARE_FINAL_TYPE (TrpTableHost, trp_table_host, TRP, TABLE_HOST, GObject)

TrpTableHost   *trp_table_host_new              (TrpMatch          *match,
                                                 GError           **error);
TrpTableHost   *trp_table_host_new_for_driver   (TrpMatchDriver    *driver,
                                                 GError           **error);
TrpMatch       *trp_table_host_get_match        (TrpTableHost      *self);
TrpMatchDriver *trp_table_host_get_driver       (TrpTableHost      *self);
const char     *trp_table_host_get_code         (TrpTableHost      *self);
void            trp_table_host_set_grace        (TrpTableHost      *self,
                                                 guint              grace_ms);
void            trp_table_host_set_stand_in_level (TrpTableHost    *self,
                                                 const char        *level);
void            trp_table_host_set_round_pause  (TrpTableHost      *self,
                                                 guint              pause_ms);
void            trp_table_host_set_max_rounds   (TrpTableHost      *self,
                                                 guint              max_rounds);
void            trp_table_host_set_rate_limit   (TrpTableHost      *self,
                                                 guint              per_second,
                                                 guint              burst);
gboolean        trp_table_host_listen           (TrpTableHost      *self,
                                                 const char        *address,
                                                 guint              port,
                                                 GError           **error);
guint           trp_table_host_get_port         (TrpTableHost      *self);
char          **trp_table_host_dup_addresses    (TrpTableHost      *self);
char           *trp_table_host_dup_invitation   (TrpTableHost      *self);
gboolean        trp_table_host_start            (TrpTableHost      *self,
                                                 GError           **error);
void            trp_table_host_close            (TrpTableHost      *self,
                                                 const char        *reason);
gboolean        trp_table_host_get_closed       (TrpTableHost      *self);
guint           trp_table_host_get_n_peers      (TrpTableHost      *self);
gboolean        trp_table_host_seat_is_present  (TrpTableHost      *self,
                                                 guint              seat);
gboolean        trp_table_host_seat_is_away     (TrpTableHost      *self,
                                                 guint              seat);
const TrpTableHostStats *trp_table_host_get_stats (TrpTableHost    *self);

TrpTablePeer   *trp_table_host_add_peer         (TrpTableHost            *self,
                                                 const TrpTablePeerFuncs *funcs,
                                                 gpointer                 user_data);
void            trp_table_host_peer_receive     (TrpTableHost      *self,
                                                 TrpTablePeer      *peer,
                                                 const char        *data,
                                                 gsize              length);
void            trp_table_host_remove_peer      (TrpTableHost      *self,
                                                 TrpTablePeer      *peer);
int             trp_table_peer_get_seat         (TrpTablePeer      *peer);

G_END_DECLS
