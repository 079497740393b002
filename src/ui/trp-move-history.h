/* trp-move-history.h: what every player did in a round, turn by turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "trp-dialog.h"

#include "trp-match.h"

G_BEGIN_DECLS

#define TRP_TYPE_MOVE_HISTORY (trp_move_history_get_type ())

G_DECLARE_FINAL_TYPE (TrpMoveHistory, trp_move_history, TRP, MOVE_HISTORY, TrpDialogBase)

GtkWidget *trp_move_history_new       (GtkWindow      *parent,
                                       TrpMatch       *match,
                                       guint           round);
GtkWidget *trp_move_history_new_for_turns (GtkWindow    *parent,
                                           guint         round,
                                           GPtrArray    *turns);
void       trp_move_history_set_turns (TrpMoveHistory *self,
                                       guint           round,
                                       GPtrArray      *turns);
guint      trp_move_history_get_n_turns (TrpMoveHistory *self);
guint      trp_move_history_get_round (TrpMoveHistory *self);

G_END_DECLS
