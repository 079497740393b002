/* trp-board-fit.c: the largest cards at which a board fits its room
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "trp-board-fit.h"

/* AisleRiot scales its slots to the window; each board here lays out its
 * places, and the table finds the largest card size at which all of them
 * fit the board's room without scrolling: a search between the largest
 * size known to fit and the smallest known not to, each try first in
 * proportion to the room. Where nothing fits (a phone's height, large
 * text), the smallest cards, and the board scrolls.
 *
 * Returns the size to try next, the current one once found. */
int
trp_board_fit_step (TrpBoardFit *fit,
                    GtkWidget   *board,
                    int          current,
                    int          largest,
                    int          room_width,
                    int          room_height)
{
  int need = 0, min_width = 0, next;
  gboolean fits;

  /* Another room, or another board: search anew. */
  if (room_width != fit->room_width || room_height != fit->room_height || board != fit->board)
    {
      fit->board = board;
      fit->room_width = room_width;
      fit->room_height = room_height;
      fit->low = TRP_BOARD_FIT_SMALLEST;
      fit->high = largest + 1;
    }

  gtk_widget_measure (board, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (board, GTK_ORIENTATION_VERTICAL, room_width, NULL, &need, NULL, NULL);
  fits = need <= room_height && min_width <= room_width;

  if (fits)
    {
      fit->low = current;
      /* The board has taken less since (a new round): larger may fit. */
      if (need < room_height * 3 / 4)
        fit->high = largest + 1;
    }
  else
    {
      fit->high = current;
      /* It has taken more (more melds): smaller ones are unknown. */
      if (fit->low >= current)
        fit->low = TRP_BOARD_FIT_SMALLEST;
    }
  fit->high = MIN (fit->high, largest + 1);
  fit->low = MIN (fit->low, fit->high - 1);

  if (fit->high - fit->low <= 1)
    next = fit->low;
  else
    {
      /* Cards take most of a board's height: the size in proportion to
       * the room, kept strictly inside the bounds, or else halfway. */
      next = need > 0 ? (int) ((double) current * room_height / need) : fit->high - 1;
      if (next <= fit->low || next >= fit->high)
        next = (fit->low + fit->high) / 2;
      if (next == current)
        next = fits ? current + 1 : current - 1;
      next = CLAMP (next, fit->low, fit->high - 1);
    }
  next = CLAMP (next, TRP_BOARD_FIT_SMALLEST, largest);
  g_debug ("board cards %d: %d×%d in %d×%d, %s; next %d in [%d, %d)", current, min_width, need,
           room_width, room_height, fits ? "fits" : "too large", next, fit->low, fit->high);
  return next;
}
