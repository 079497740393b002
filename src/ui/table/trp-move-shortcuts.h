/* trp-move-shortcuts.h: the keys of the moves, from their accelerators
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "trp-move.h"

G_BEGIN_DECLS

void trp_move_shortcuts_update (GtkShortcutController *controller,
                                GPtrArray             *moves);

G_END_DECLS
