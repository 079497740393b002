/* trp-card-view.h: one card as a widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "trp-card-painter.h"

G_BEGIN_DECLS

#define TRP_TYPE_CARD_VIEW (trp_card_view_get_type ())

G_DECLARE_FINAL_TYPE (TrpCardView, trp_card_view, TRP, CARD_VIEW, GtkWidget)

GtkWidget    *trp_card_view_new            (TrpCard             card);
TrpCard       trp_card_view_get_card       (TrpCardView        *self);
void          trp_card_view_set_card       (TrpCardView        *self,
                                            TrpCard             card);
gboolean      trp_card_view_get_face_down  (TrpCardView        *self);
void          trp_card_view_set_face_down  (TrpCardView        *self,
                                            gboolean            face_down);
TrpCardState  trp_card_view_get_state      (TrpCardView        *self);
void          trp_card_view_set_state      (TrpCardView        *self,
                                            TrpCardState        state);
void          trp_card_view_set_style      (TrpCardView        *self,
                                            const TrpCardStyle *style);
void          trp_card_view_set_card_width (TrpCardView        *self,
                                            int                 width);

G_END_DECLS
