/* trp-wrap-box.h: children side by side where they fit, else one above
 * the other, centred
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TRP_TYPE_WRAP_BOX (trp_wrap_box_get_type ())

G_DECLARE_FINAL_TYPE (TrpWrapBox, trp_wrap_box, TRP, WRAP_BOX, GtkWidget)

GtkWidget *trp_wrap_box_new         (void);
int        trp_wrap_box_get_spacing (TrpWrapBox *self);
void       trp_wrap_box_set_spacing (TrpWrapBox *self,
                                     int         spacing);

G_END_DECLS
