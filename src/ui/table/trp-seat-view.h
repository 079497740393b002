/* trp-seat-view.h: another player's place at the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TRP_TYPE_SEAT_VIEW (trp_seat_view_get_type ())

G_DECLARE_FINAL_TYPE (TrpSeatView, trp_seat_view, TRP, SEAT_VIEW, GtkWidget)

GtkWidget *trp_seat_view_new            (const char  *name,
                                         gboolean     at_top);
void       trp_seat_view_set_n_cards    (TrpSeatView *self,
                                         guint        n_cards);
void       trp_seat_view_set_turn       (TrpSeatView *self,
                                         gboolean     current,
                                         gboolean     thinking);
void       trp_seat_view_set_presence   (TrpSeatView *self,
                                         const char  *presence);
void       trp_seat_view_set_card_width (TrpSeatView *self,
                                         int          width);
GtkWidget *trp_seat_view_get_hand       (TrpSeatView *self);

G_END_DECLS
