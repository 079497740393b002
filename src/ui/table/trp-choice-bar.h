/* trp-choice-bar.h: the person's choices as a row of buttons that wraps
 * to more rows where the width is short
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TRP_TYPE_CHOICE_BAR (trp_choice_bar_get_type ())

G_DECLARE_FINAL_TYPE (TrpChoiceBar, trp_choice_bar, TRP, CHOICE_BAR, GtkWidget)

GtkWidget *trp_choice_bar_new                 (void);
void       trp_choice_bar_append              (TrpChoiceBar *self,
                                               GtkWidget    *child);
void       trp_choice_bar_remove              (TrpChoiceBar *self,
                                               GtkWidget    *child);
void       trp_choice_bar_reorder_child_after (TrpChoiceBar *self,
                                               GtkWidget    *child,
                                               GtkWidget    *sibling);

G_END_DECLS
