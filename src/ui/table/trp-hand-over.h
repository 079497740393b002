/* trp-hand-over.h: the screen that covers a table shared by several
 * people while it passes from one to the next
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TRP_TYPE_HAND_OVER (trp_hand_over_get_type ())

G_DECLARE_FINAL_TYPE (TrpHandOver, trp_hand_over, TRP, HAND_OVER, GtkWidget)

GtkWidget  *trp_hand_over_new      (void);
void        trp_hand_over_set_name (TrpHandOver *self,
                                    const char  *name);
const char *trp_hand_over_get_name (TrpHandOver *self);

G_END_DECLS
