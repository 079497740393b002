/* trp-score-chart.h: the running totals of a match, drawn over its rounds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "trp-match.h"

G_BEGIN_DECLS

#define TRP_TYPE_SCORE_CHART (trp_score_chart_get_type ())

G_DECLARE_FINAL_TYPE (TrpScoreChart, trp_score_chart, TRP, SCORE_CHART, GtkWidget)

GtkWidget *trp_score_chart_new        (TrpMatch      *match);
guint      trp_score_chart_get_n_points (TrpScoreChart *self);
int        trp_score_chart_get_value  (TrpScoreChart *self,
                                       guint          unit,
                                       guint          point);
GStrv      trp_score_chart_dup_axis_labels (TrpScoreChart *self);

G_END_DECLS
