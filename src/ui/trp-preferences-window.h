/* trp-preferences-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TRP_TYPE_PREFERENCES_WINDOW (trp_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (TrpPreferencesWindow, trp_preferences_window, TRP, PREFERENCES_WINDOW, AdwPreferencesWindow)

TrpPreferencesWindow *trp_preferences_window_new (GtkWindow *transient_for,
                                                  GSettings *settings);

G_END_DECLS
