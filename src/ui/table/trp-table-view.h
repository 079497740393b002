/* trp-table-view.h: the card table of a match in progress
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "trp-card-painter.h"
#include "trp-match-driver.h"

G_BEGIN_DECLS

typedef enum
{
  TRP_HAND_SORT_SUIT_RANK,
  TRP_HAND_SORT_RANK_SUIT,
  TRP_HAND_SORT_NONE,
} TrpHandSort;

#define TRP_TYPE_TABLE_VIEW (trp_table_view_get_type ())

G_DECLARE_FINAL_TYPE (TrpTableView, trp_table_view, TRP, TABLE_VIEW, GtkWidget)

GtkWidget      *trp_table_view_new        (TrpMatchDriver     *driver);
TrpMatchDriver *trp_table_view_get_driver (TrpTableView       *self);
void            trp_table_view_refresh    (TrpTableView       *self);
GtkWidget      *trp_table_view_get_seat_view (TrpTableView    *self,
                                           guint               seat);
void            trp_table_view_set_sort   (TrpTableView       *self,
                                           TrpHandSort         sort);

GtkWidget      *trp_table_view_get_board  (TrpTableView       *self);
GtkWidget      *trp_table_view_get_hand   (TrpTableView       *self);
void            trp_table_view_play       (TrpTableView       *self,
                                           const TrpAction    *action);

G_END_DECLS
