/* trp-meld-board.h: the board of the melding game (Biriba)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-board.h"

G_BEGIN_DECLS

#define TRP_TYPE_MELD_BOARD (trp_meld_board_get_type ())

G_DECLARE_FINAL_TYPE (TrpMeldBoard, trp_meld_board, TRP, MELD_BOARD, GtkWidget)

GtkWidget *trp_meld_board_new (void);

G_END_DECLS
