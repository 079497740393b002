/* trp-table-guest.h: a seat at a table hosted on another computer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "trp-action.h"

G_BEGIN_DECLS

#define TRP_TYPE_TABLE_GUEST (trp_table_guest_get_type ())

G_DECLARE_FINAL_TYPE (TrpTableGuest, trp_table_guest, TRP, TABLE_GUEST, GObject)

TrpTableGuest *trp_table_guest_new             (const char      *uri,
                                                const char      *code,
                                                const char      *seat_name);
char          *trp_table_guest_address_to_uri  (const char      *address,
                                                GError         **error);
void           trp_table_guest_set_autoplay    (TrpTableGuest   *self,
                                                const char      *level);
void           trp_table_guest_connect         (TrpTableGuest   *self);
void           trp_table_guest_send_move       (TrpTableGuest   *self,
                                                const TrpAction *action);
void           trp_table_guest_send_text       (TrpTableGuest   *self,
                                                const char      *text);
void           trp_table_guest_ask_hint        (TrpTableGuest   *self,
                                                const char      *level);
void           trp_table_guest_send_describe   (TrpTableGuest   *self,
                                                GPtrArray       *staged);
void           trp_table_guest_close           (TrpTableGuest   *self);
int            trp_table_guest_get_seat        (TrpTableGuest   *self);
const char    *trp_table_guest_get_game_id     (TrpTableGuest   *self);
JsonObject    *trp_table_guest_get_state       (TrpTableGuest   *self);
gboolean       trp_table_guest_get_closed      (TrpTableGuest   *self);
const char    *trp_table_guest_get_closing_reason (TrpTableGuest *self);
guint          trp_table_guest_get_n_refused   (TrpTableGuest   *self);
guint          trp_table_guest_get_n_moves     (TrpTableGuest   *self);
GArray        *trp_table_guest_get_round_trips (TrpTableGuest   *self);

G_END_DECLS
