/* trp-wrap-box.h: children in a centred row where they fit, else in as
 * many centred rows as it takes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TRP_TYPE_WRAP_BOX (trp_wrap_box_get_type ())

G_DECLARE_FINAL_TYPE (TrpWrapBox, trp_wrap_box, TRP, WRAP_BOX, GtkWidget)

GtkWidget *trp_wrap_box_new                 (void);
void       trp_wrap_box_set_spacing         (TrpWrapBox *self,
                                             int         spacing);
void       trp_wrap_box_set_row_spacing     (TrpWrapBox *self,
                                             int         row_spacing);
void       trp_wrap_box_append              (TrpWrapBox *self,
                                             GtkWidget  *child);
void       trp_wrap_box_remove              (TrpWrapBox *self,
                                             GtkWidget  *child);
void       trp_wrap_box_reorder_child_after (TrpWrapBox *self,
                                             GtkWidget  *child,
                                             GtkWidget  *sibling);

G_END_DECLS
