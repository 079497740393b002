/* trp-card-figures.h: the court cards' figures, drawn in code
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "trp-card-style.h"

G_BEGIN_DECLS

void trp_card_fill_suit    (cairo_t            *cr,
                            TrpSuit             suit,
                            const TrpCardStyle *style,
                            double              cx,
                            double              cy,
                            double              size,
                            gboolean            upside_down);
void trp_card_suit_colour  (TrpSuit             suit,
                            const TrpCardStyle *style,
                            double              rgb[3]);

void trp_card_paint_figure (cairo_t            *cr,
                            guint               rank,
                            TrpSuit             suit,
                            const TrpCardStyle *style,
                            double              width,
                            double              height);

void trp_card_paint_jester (cairo_t            *cr,
                            const double        rgb[3],
                            double              width,
                            double              height);

G_END_DECLS
