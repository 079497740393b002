/* trp-new-match-dialog.h: choose a game, players and rules, and start
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "trp-dialog.h"

#include "trp-match.h"

G_BEGIN_DECLS

#define TRP_TYPE_NEW_MATCH_DIALOG (trp_new_match_dialog_get_type ())

G_DECLARE_FINAL_TYPE (TrpNewMatchDialog, trp_new_match_dialog, TRP, NEW_MATCH_DIALOG, TrpDialogBase)

TrpNewMatchDialog *trp_new_match_dialog_new    (GtkWindow         *parent,
                                                GSettings         *settings);
TrpMatch          *trp_new_match_dialog_create (TrpNewMatchDialog *self,
                                                GError           **error);
void               trp_new_match_dialog_select_game (TrpNewMatchDialog *self,
                                                     const char        *game_id);

G_END_DECLS
