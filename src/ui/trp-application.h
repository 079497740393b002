/* trp-application.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TRP_TYPE_APPLICATION (trp_application_get_type ())

G_DECLARE_FINAL_TYPE (TrpApplication, trp_application, TRP, APPLICATION, AdwApplication)

TrpApplication *trp_application_new          (void);
GSettings      *trp_application_get_settings (TrpApplication *self);
gboolean        trp_application_is_persian   (void);

G_END_DECLS
