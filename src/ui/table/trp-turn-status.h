/* trp-turn-status.h: what the line under the hand says of the turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-match.h"

G_BEGIN_DECLS

/* Whose turn it is, as the table sees it. */
typedef struct
{
  TrpMatch      *match;
  int            current;    /* the seat to move, or -1 */
  gboolean       person;     /* a person at this table sits there */
  gboolean       mine;       /* the viewer's turn, their cards shown */
  gboolean       can_move;   /* ... and the table takes a move now */
  GPtrArray     *moves;      /* the viewer's moves, or NULL */
  const TrpCard *hand;       /* the viewer's cards as shown */
  guint          n_hand;
} TrpTurnStatus;

char *trp_turn_status_describe (const TrpTurnStatus *status);

G_END_DECLS
