/* trp-preferences-dialog.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "trp-game-catalog.h"

G_BEGIN_DECLS

/* AdwPreferencesDialog (libadwaita 1.5) replaces AdwPreferencesWindow,
 * deprecated in 1.6; see trp-dialog.h for why these are macros. */
#if ADW_CHECK_VERSION (1, 5, 0)
# define TRP_TYPE_PREFERENCES_BASE ADW_TYPE_PREFERENCES_DIALOG
# define TrpPreferencesBase AdwPreferencesDialog
typedef AdwPreferencesDialogClass TrpPreferencesBaseClass;
#else
# define TRP_TYPE_PREFERENCES_BASE ADW_TYPE_PREFERENCES_WINDOW
# define TrpPreferencesBase AdwPreferencesWindow
typedef AdwPreferencesWindowClass TrpPreferencesBaseClass;
#endif

#define TRP_TYPE_PREFERENCES_DIALOG (trp_preferences_dialog_get_type ())

G_DECLARE_FINAL_TYPE (TrpPreferencesDialog, trp_preferences_dialog, TRP, PREFERENCES_DIALOG, TrpPreferencesBase)

TrpPreferencesDialog *trp_preferences_dialog_new (GtkWindow *transient_for,
                                                  GSettings *settings);
void                  trp_preferences_dialog_present (TrpPreferencesDialog *self);
void                  trp_preferences_dialog_show_house_rules (TrpPreferencesDialog *self,
                                                               const char           *game_id);

G_END_DECLS
