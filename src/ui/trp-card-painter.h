/* trp-card-painter.h: playing cards drawn in code, crisp at any size
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "trp-card-style.h"

G_BEGIN_DECLS

/* Cards are 5:7, close to a real poker card's 63 × 88 mm. */
#define TRP_CARD_ASPECT (7.0 / 5.0)

typedef enum
{
  TRP_CARD_STATE_NORMAL      = 0,
  TRP_CARD_STATE_SELECTED    = 1 << 0,
  TRP_CARD_STATE_DISABLED    = 1 << 1,
  TRP_CARD_STATE_HIGHLIGHTED = 1 << 2,
  TRP_CARD_STATE_FOCUSED     = 1 << 3,
} TrpCardState;


void trp_card_style_init  (TrpCardStyle       *style);
const char *trp_card_rank_index (guint          rank,
                                 TrpFaceStyle   faces);

void trp_card_paint       (GtkSnapshot        *snapshot,
                           TrpCard             card,
                           const TrpCardStyle *style,
                           float               width,
                           TrpCardState        state);
void trp_card_paint_back  (GtkSnapshot        *snapshot,
                           float               width,
                           TrpCardState        state);
void trp_card_paint_back_styled (GtkSnapshot        *snapshot,
                                 const TrpCardStyle *style,
                                 float               width,
                                 TrpCardState        state);

G_END_DECLS
