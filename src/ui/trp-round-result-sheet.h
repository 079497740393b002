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

/**
 * TrpRoundRecord:
 * @result: the round's result
 * @match_over: the round ended the match
 * @winner: the scoring unit that won the match, or -1
 * @round_limit: the match ended at its round limit
 * @unit_of_seat: (array length=n_seats): each seat's scoring unit
 * @n_seats: the seats
 * @viewer: the seat that reads the sheet, “you”
 */
typedef struct
{
  TrpRoundResult *result;
  gboolean        match_over;
  int             winner;
  gboolean        round_limit;
  const int      *unit_of_seat;
  guint           n_seats;
  int             viewer;
} TrpRoundRecord;

G_DECLARE_FINAL_TYPE (TrpRoundResultSheet, trp_round_result_sheet, TRP, ROUND_RESULT_SHEET, TrpDialogBase)

GtkWidget *trp_round_result_sheet_new           (GtkWindow           *parent,
                                                 TrpMatch            *match,
                                                 guint                round);
GtkWidget *trp_round_result_sheet_new_for_record (GtkWindow          *parent,
                                                 TrpMatch           *seats,
                                                 guint               round,
                                                 const TrpRoundRecord *record);
void       trp_round_result_sheet_set_for_reading (TrpRoundResultSheet *self);
guint      trp_round_result_sheet_get_round     (TrpRoundResultSheet *self);
char      *trp_round_result_sheet_format_total  (TrpRoundResult      *result,
                                                 int                  total);

G_END_DECLS
