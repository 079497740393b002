/* trp-choice-bar.h: the row of moves under the hand, from the engine's
 * move descriptions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "trp-card.h"
#include "trp-move.h"

G_BEGIN_DECLS

#define TRP_TYPE_CHOICE_BAR (trp_choice_bar_get_type ())

G_DECLARE_FINAL_TYPE (TrpChoiceBar, trp_choice_bar, TRP, CHOICE_BAR, GtkWidget)

GtkWidget *trp_choice_bar_new            (void);
void       trp_choice_bar_set_moves      (TrpChoiceBar  *self,
                                          GPtrArray     *moves,
                                          const TrpCard *selected,
                                          guint          n_selected);
void       trp_choice_bar_set_selection  (TrpChoiceBar  *self,
                                          const TrpCard *selected,
                                          guint          n_selected);
GtkWidget *trp_choice_bar_get_button     (TrpChoiceBar  *self,
                                          const char    *move_id);
gboolean   trp_choice_bar_has_focus      (TrpChoiceBar  *self);

G_END_DECLS
