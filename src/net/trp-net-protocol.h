/* trp-net-protocol.h: the messages of a hosted table (docs/protocol.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a guest may send, read through the same bounded reader as save
 * files, and what a host sends back. No sockets here: the host and the
 * guest use these on whatever carries the text, and the fuzz target feeds
 * them bytes directly.
 */

#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "trp-action.h"

G_BEGIN_DECLS

#define TRP_NET_PROTOCOL          "trapoula-table"
#define TRP_NET_PROTOCOL_VERSION  1

/* The largest message a guest may send: a move is a few hundred bytes. */
#define TRP_NET_MAX_GUEST_MESSAGE (64 * 1024)
/* The largest message a guest accepts from a host: an observation of a
 * long Biriba round with its legal moves is well under this. */
#define TRP_NET_MAX_HOST_MESSAGE  (4 * 1024 * 1024)
/* Beyond this the WebSocket itself is closed, before any of it is kept. */
#define TRP_NET_MAX_FRAME         (1024 * 1024)

#define TRP_NET_CODE_LENGTH       6

#define TRP_NET_ERROR (trp_net_error_quark ())

/* Why a host refuses a message; each has its name on the wire
 * (trp_net_error_to_reason()). */
typedef enum
{
  TRP_NET_ERROR_NOT_JSON,
  TRP_NET_ERROR_TOO_LARGE,
  TRP_NET_ERROR_BAD_MESSAGE,
  TRP_NET_ERROR_VERSION,
  TRP_NET_ERROR_WRONG_CODE,
  TRP_NET_ERROR_NO_SUCH_SEAT,
  TRP_NET_ERROR_SEAT_TAKEN,
  TRP_NET_ERROR_NOT_JOINED,
  TRP_NET_ERROR_ALREADY_JOINED,
  TRP_NET_ERROR_NOT_YOUR_SEAT,
  TRP_NET_ERROR_NOT_YOUR_TURN,
  TRP_NET_ERROR_ILLEGAL,
  TRP_NET_ERROR_STALE,
  TRP_NET_ERROR_FLOOD,
  TRP_NET_ERROR_TABLE_FULL,
  TRP_NET_ERROR_CLOSED,
  TRP_NET_N_ERRORS,
} TrpNetError;

GQuark      trp_net_error_quark       (void);
const char *trp_net_error_to_reason   (TrpNetError  code);
gboolean    trp_net_error_from_reason (const char  *reason,
                                       TrpNetError *out_code);

typedef enum
{
  TRP_NET_REQUEST_JOIN,
  TRP_NET_REQUEST_MOVE,
  TRP_NET_REQUEST_HINT,
  TRP_NET_REQUEST_DESCRIBE,
} TrpNetRequestType;

/* The most melds a describe request may stage, and cards in one: more
 * than a Biriba hand ever holds. */
#define TRP_NET_MAX_STAGED_GROUPS 32
#define TRP_NET_MAX_STAGED_CARDS  108

/**
 * TrpNetRequest:
 * @type: what the guest asks
 * @code: join: the table code
 * @seat_name: join: the name of the seat asked for
 * @seq: move, hint: the position the guest saw (the state's "seq"), or
 *   -1 when the guest did not say
 * @action: move: the move, as in save files
 * @level: hint: the computer level to ask ("easy", "normal", "hard")
 * @staged: describe: the melds the guest has staged, each a #GArray of
 *   #TrpCard, in the order staged (docs/moves.md)
 *
 * One message from a guest, checked for its form only: whether the code,
 * the seat and the move are right is the host's to say.
 */
typedef struct
{
  TrpNetRequestType  type;
  char              *code;
  char              *seat_name;
  gint64             seq;
  TrpAction         *action;
  char              *level;
  GPtrArray         *staged;
} TrpNetRequest;

TrpNetRequest *trp_net_request_parse (const char    *data,
                                      gsize          length,
                                      GError       **error);
void           trp_net_request_free  (TrpNetRequest *request);

char          *trp_net_new_table_code (GError      **error);
gboolean       trp_net_code_equal     (const char   *expected,
                                       const char   *given);

JsonNode      *trp_net_parse_host_message (const char  *data,
                                           gsize        length,
                                           GError     **error);

JsonBuilder   *trp_net_begin_message  (const char  *type);
const char    *trp_net_member_string  (JsonObject  *object,
                                       const char  *name);
gint64         trp_net_member_int     (JsonObject  *object,
                                       const char  *name,
                                       gint64       fallback);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TrpNetRequest, trp_net_request_free)

G_END_DECLS
