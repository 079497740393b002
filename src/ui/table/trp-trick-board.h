/* trp-trick-board.h: the board of the trick games (Da Bai Fen, the
 * Marianna family)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-board.h"

G_BEGIN_DECLS

#define TRP_TRICK_BOARD_MAX_SEATS 8

#define TRP_TYPE_TRICK_BOARD (trp_trick_board_get_type ())

G_DECLARE_FINAL_TYPE (TrpTrickBoard, trp_trick_board, TRP, TRICK_BOARD, GtkWidget)

GtkWidget *trp_trick_board_new             (void);
int        trp_trick_board_read_last_trick (JsonObject *observation,
                                            guint       n_seats,
                                            GArray    **per_seat);

G_END_DECLS
