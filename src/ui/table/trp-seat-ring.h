/* trp-seat-ring.h: the other players' seats round the viewer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "trp-card-flights.h"
#include "trp-match.h"

G_BEGIN_DECLS

#define TRP_TYPE_SEAT_RING (trp_seat_ring_get_type ())

G_DECLARE_FINAL_TYPE (TrpSeatRing, trp_seat_ring, TRP, SEAT_RING, GObject)

TrpSeatRing *trp_seat_ring_new            (GtkWidget      *top_box,
                                           GtkWidget      *left_box,
                                           GtkWidget      *right_box);
void         trp_seat_ring_build          (TrpSeatRing    *self,
                                           TrpMatch       *match,
                                           int             viewer,
                                           int             card_width);
void         trp_seat_ring_clear          (TrpSeatRing    *self);
GtkWidget   *trp_seat_ring_get_seat       (TrpSeatRing    *self,
                                           int             seat);
GtkWidget   *trp_seat_ring_get_hand       (TrpSeatRing    *self,
                                           int             seat);
void         trp_seat_ring_set_card_width (TrpSeatRing    *self,
                                           int             card_width);
void         trp_seat_ring_set_hand_sizes (TrpSeatRing    *self,
                                           JsonArray      *sizes,
                                           TrpCardFlights *flights);
void         trp_seat_ring_set_turn       (TrpSeatRing    *self,
                                           int             current,
                                           gboolean        thinking);

G_END_DECLS
