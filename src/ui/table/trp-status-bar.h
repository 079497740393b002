/* trp-status-bar.h: the line under the hand (whose turn, the last move,
 * the table's small buttons), one row or several as the width allows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TRP_TYPE_STATUS_BAR (trp_status_bar_get_type ())

G_DECLARE_FINAL_TYPE (TrpStatusBar, trp_status_bar, TRP, STATUS_BAR, GtkWidget)

GtkWidget *trp_status_bar_new        (void);
void       trp_status_bar_set_status (TrpStatusBar *self,
                                      GtkWidget    *status);
void       trp_status_bar_add_detail (TrpStatusBar *self,
                                      GtkWidget    *detail);
void       trp_status_bar_set_end    (TrpStatusBar *self,
                                      GtkWidget    *end);

G_END_DECLS
