/* trp-round-result-sheet.h: a round's score, side by side, line by line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "trp-dialog.h"

#include "trp-match.h"

G_BEGIN_DECLS

#define TRP_TYPE_ROUND_RESULT_SHEET (trp_round_result_sheet_get_type ())

G_DECLARE_FINAL_TYPE (TrpRoundResultSheet, trp_round_result_sheet, TRP, ROUND_RESULT_SHEET, TrpDialogBase)

GtkWidget *trp_round_result_sheet_new           (GtkWindow           *parent,
                                                 TrpMatch            *match,
                                                 guint                round);
void       trp_round_result_sheet_set_for_reading (TrpRoundResultSheet *self);
guint      trp_round_result_sheet_get_round     (TrpRoundResultSheet *self);
char      *trp_round_result_sheet_format_total  (TrpRoundResult      *result,
                                                 int                  total);

G_END_DECLS
