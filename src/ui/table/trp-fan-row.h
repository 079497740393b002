/* trp-fan-row.h: a side's melds, closing up before they wrap
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TRP_TYPE_FAN_ROW (trp_fan_row_get_type ())

G_DECLARE_FINAL_TYPE (TrpFanRow, trp_fan_row, TRP, FAN_ROW, GtkWidget)

GtkWidget *trp_fan_row_new     (int         spacing);
void       trp_fan_row_append  (TrpFanRow  *self,
                                GtkWidget  *child);
void       trp_fan_row_remove  (TrpFanRow  *self,
                                GtkWidget  *child);

G_END_DECLS
