/* trp-hand-view.h: a hand of cards, fanned, to select and play from
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "trp-card-painter.h"

G_BEGIN_DECLS

#define TRP_TYPE_HAND_VIEW (trp_hand_view_get_type ())

G_DECLARE_FINAL_TYPE (TrpHandView, trp_hand_view, TRP, HAND_VIEW, GtkWidget)

GtkWidget *trp_hand_view_new                (void);
void       trp_hand_view_set_cards          (TrpHandView        *self,
                                             const TrpCard      *cards,
                                             guint               n_cards);
guint      trp_hand_view_get_n_cards        (TrpHandView        *self);
TrpCard    trp_hand_view_get_card           (TrpHandView        *self,
                                             guint               index);
GtkWidget *trp_hand_view_get_card_widget    (TrpHandView        *self,
                                             guint               index);
void       trp_hand_view_set_face_down      (TrpHandView        *self,
                                             gboolean            face_down);
void       trp_hand_view_set_backs          (TrpHandView        *self,
                                             guint               n_cards);
void       trp_hand_view_set_style          (TrpHandView        *self,
                                             const TrpCardStyle *style);
int        trp_hand_view_get_card_width     (TrpHandView        *self);
void       trp_hand_view_set_card_width     (TrpHandView        *self,
                                             int                 width);
void       trp_hand_view_set_selection_mode (TrpHandView        *self,
                                             GtkSelectionMode    mode);
gboolean   trp_hand_view_is_selected        (TrpHandView        *self,
                                             guint               index);
void       trp_hand_view_set_selected       (TrpHandView        *self,
                                             guint               index,
                                             gboolean            selected);
GArray    *trp_hand_view_get_selected_cards (TrpHandView        *self);
void       trp_hand_view_clear_selection    (TrpHandView        *self);
void       trp_hand_view_select_cards       (TrpHandView        *self,
                                             const TrpCard      *cards,
                                             guint               n_cards);
void       trp_hand_view_set_marked         (TrpHandView        *self,
                                             guint               index,
                                             gboolean            marked);
void       trp_hand_view_mark_cards         (TrpHandView        *self,
                                             const GArray       *cards);
gboolean   trp_hand_view_is_marked          (TrpHandView        *self,
                                             guint               index);
gboolean   trp_hand_view_is_enabled         (TrpHandView        *self,
                                             guint               index);
void       trp_hand_view_set_enabled        (TrpHandView        *self,
                                             guint               index,
                                             gboolean            enabled);
guint      trp_hand_view_get_cursor         (TrpHandView        *self);
void       trp_hand_view_set_cursor         (TrpHandView        *self,
                                             guint               index);

G_END_DECLS
