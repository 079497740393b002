/* trp-score-strip.h: each side's score at the top of the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>

#include "trp-match.h"

G_BEGIN_DECLS

#define TRP_TYPE_SCORE_STRIP (trp_score_strip_get_type ())

G_DECLARE_FINAL_TYPE (TrpScoreStrip, trp_score_strip, TRP, SCORE_STRIP, GtkWidget)

GtkWidget *trp_score_strip_new    (void);
void       trp_score_strip_update (TrpScoreStrip *self,
                                   TrpMatch      *match,
                                   JsonArray     *levels,
                                   int            target_score);

G_END_DECLS
