/* trp-settings.h: the app's settings and house rules, apart from any widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "trp-game-catalog.h"

G_BEGIN_DECLS

#define TRP_TYPE_SETTINGS (trp_settings_get_type ())
G_DECLARE_FINAL_TYPE (TrpSettings, trp_settings, TRP, SETTINGS, GObject)

TrpSettings *trp_settings_get_default   (void);
GSettings   *trp_settings_get_gsettings (TrpSettings       *self);
TrpRules    *trp_settings_load_rules    (TrpSettings       *self,
                                         const TrpGameInfo *info);
void         trp_settings_store_rules   (TrpSettings       *self,
                                         TrpRules          *rules);

G_END_DECLS
