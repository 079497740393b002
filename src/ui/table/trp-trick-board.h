/* trp-trick-board.h: the board of the trick games (Da Bai Fen, the
 * Marianna family)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-board.h"
#include "trp-trick-table.h"

G_BEGIN_DECLS

#define TRP_TRICK_BOARD_MAX_SEATS TRP_TRICK_TABLE_MAX_SEATS

#define TRP_TYPE_TRICK_BOARD (trp_trick_board_get_type ())

G_DECLARE_FINAL_TYPE (TrpTrickBoard, trp_trick_board, TRP, TRICK_BOARD, GtkWidget)

GtkWidget *trp_trick_board_new             (void);
void       trp_trick_board_read_table      (TrpTrickTable *table,
                                            TrpMatch      *match,
                                            JsonObject    *observation);

G_END_DECLS
