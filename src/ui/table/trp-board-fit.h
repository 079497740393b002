/* trp-board-fit.h: the largest cards at which a board fits its room
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Where nothing fits (a phone's height), cards whose index still reads
 * (melds 31 px wide), and the board scrolls. */
#define TRP_BOARD_FIT_SMALLEST 44

/* A search between the largest card width known to fit (low) and the
 * smallest known not to (high), for one board in one room. */
typedef struct
{
  GtkWidget *board;
  int        room_width;
  int        room_height;
  int        low;
  int        high;
} TrpBoardFit;

int trp_board_fit_step (TrpBoardFit *fit,
                        GtkWidget   *board,
                        int          current,
                        int          largest,
                        int          room_width,
                        int          room_height);

G_END_DECLS
