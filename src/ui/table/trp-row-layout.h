/* trp-row-layout.h: measuring containers that lay their children out in
 * rows, wrapping where the width runs out (TrpWrapBox, TrpFanRow)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Lays @container's children out in rows of at most @width (only
 * measures unless @allocate); returns the height taken. */
typedef int (*TrpRowArrange) (GtkWidget *container,
                              int        width,
                              gboolean   allocate);

void trp_row_layout_measure          (GtkWidget      *container,
                                      GtkOrientation  orientation,
                                      int             for_size,
                                      int             spacing,
                                      TrpRowArrange   arrange,
                                      int            *minimum,
                                      int            *natural);
void trp_row_layout_remove_children  (GtkWidget      *container);

G_END_DECLS
