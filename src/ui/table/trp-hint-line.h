/* trp-hint-line.h: the line under the hand: the last turn, or a hint
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TRP_TYPE_HINT_LINE (trp_hint_line_get_type ())

G_DECLARE_FINAL_TYPE (TrpHintLine, trp_hint_line, TRP, HINT_LINE, GtkWidget)

void        trp_hint_line_set_last_turn (TrpHintLine *self,
                                         const char  *text);
void        trp_hint_line_announce      (TrpHintLine *self,
                                         const char  *text);
void        trp_hint_line_show_hint     (TrpHintLine *self,
                                         const char  *move,
                                         const char  *reason);
void        trp_hint_line_hide_hint     (TrpHintLine *self);
gboolean    trp_hint_line_get_hint_shown (TrpHintLine *self);

G_END_DECLS
