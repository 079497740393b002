/* trp-score-pad.h: every round's score and the running totals of a match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "trp-dialog.h"

#include "trp-match.h"

G_BEGIN_DECLS

#define TRP_TYPE_SCORE_PAD (trp_score_pad_get_type ())

G_DECLARE_FINAL_TYPE (TrpScorePad, trp_score_pad, TRP, SCORE_PAD, TrpDialogBase)

GtkWidget *trp_score_pad_new (GtkWindow *parent,
                              TrpMatch  *match);

G_END_DECLS
