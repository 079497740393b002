/* trp-guest-table.h: what a guest's table shows, from the host's messages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "trp-action.h"
#include "trp-move.h"
#include "trp-round-result.h"

G_BEGIN_DECLS

/**
 * TrpGuestSeat:
 * @name: the seat's name
 * @kind: "invited", "human" (the host's person) or "computer"
 * @present: a person sits there now (always for the host's and the
 *   computers')
 * @stand_in: (nullable): the level of the computer playing for a guest
 *   who dropped out
 */
typedef struct
{
  char     *name;
  char     *kind;
  gboolean  present;
  char     *stand_in;
} TrpGuestSeat;

#define TRP_TYPE_GUEST_TABLE (trp_guest_table_get_type ())

G_DECLARE_FINAL_TYPE (TrpGuestTable, trp_guest_table, TRP, GUEST_TABLE, GObject)

TrpGuestTable      *trp_guest_table_new             (const char      *address,
                                                     const char      *code,
                                                     const char      *seat_name,
                                                     GError         **error);
void                trp_guest_table_connect         (TrpGuestTable   *self);
void                trp_guest_table_leave           (TrpGuestTable   *self);
gboolean            trp_guest_table_get_joined      (TrpGuestTable   *self);
gboolean            trp_guest_table_get_closed      (TrpGuestTable   *self);
const char         *trp_guest_table_get_address     (TrpGuestTable   *self);
const char         *trp_guest_table_get_game_id     (TrpGuestTable   *self);
int                 trp_guest_table_get_seat        (TrpGuestTable   *self);
gint64              trp_guest_table_get_seq         (TrpGuestTable   *self);
guint               trp_guest_table_get_round       (TrpGuestTable   *self);
gboolean            trp_guest_table_get_round_over  (TrpGuestTable   *self);
gboolean            trp_guest_table_get_match_over  (TrpGuestTable   *self);
int                 trp_guest_table_get_current_seat (TrpGuestTable  *self);
gboolean            trp_guest_table_is_my_turn      (TrpGuestTable   *self);
const char         *trp_guest_table_get_phase       (TrpGuestTable   *self);
guint               trp_guest_table_get_n_seats     (TrpGuestTable   *self);
const TrpGuestSeat *trp_guest_table_get_seat_info   (TrpGuestTable   *self,
                                                     guint            seat);
GArray             *trp_guest_table_get_totals      (TrpGuestTable   *self);
JsonObject         *trp_guest_table_get_observation (TrpGuestTable   *self);
GPtrArray          *trp_guest_table_get_moves       (TrpGuestTable   *self);
GPtrArray          *trp_guest_table_get_history     (TrpGuestTable   *self);
GPtrArray          *trp_guest_table_get_turns       (TrpGuestTable   *self,
                                                     guint           *round);
TrpRoundResult     *trp_guest_table_get_round_result (TrpGuestTable  *self,
                                                     guint           *round);
void                trp_guest_table_get_result_outcome (TrpGuestTable *self,
                                                     gboolean        *match_over,
                                                     int             *winner,
                                                     gboolean        *round_limit);
int                 trp_guest_table_get_scoring_unit (TrpGuestTable  *self,
                                                     guint            seat);
void                trp_guest_table_ask_hint        (TrpGuestTable   *self,
                                                     const char      *level);
gboolean            trp_guest_table_play            (TrpGuestTable   *self,
                                                     const TrpAction *action,
                                                     GError         **error);

gboolean            trp_guest_table_stage           (TrpGuestTable   *self,
                                                     GPtrArray       *staged,
                                                     GError         **error);
GPtrArray          *trp_guest_table_get_staged      (TrpGuestTable   *self);
char               *trp_guest_table_describe_refusal (const char     *reason,
                                                      const char     *host_message);
char               *trp_guest_table_describe_closing (const char     *reason);

G_END_DECLS
