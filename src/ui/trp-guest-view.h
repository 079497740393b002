/* trp-guest-view.h: a guest's seat at a table another computer hosts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "trp-guest-table.h"

G_BEGIN_DECLS

#define TRP_TYPE_GUEST_VIEW (trp_guest_view_get_type ())

G_DECLARE_FINAL_TYPE (TrpGuestView, trp_guest_view, TRP, GUEST_VIEW, GtkWidget)

GtkWidget     *trp_guest_view_new       (TrpGuestTable *table);
TrpGuestTable *trp_guest_view_get_table (TrpGuestView  *self);
gboolean       trp_guest_view_play_move (TrpGuestView  *self,
                                         const char    *move_id);

G_END_DECLS
