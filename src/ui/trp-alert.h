/* trp-alert.h: alerts on every libadwaita the app builds with
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

GObject *trp_alert_new                  (const char            *heading,
                                         const char            *body);
void     trp_alert_add_response         (GObject               *alert,
                                         const char            *id,
                                         const char            *label,
                                         AdwResponseAppearance  appearance);
void     trp_alert_set_default_response (GObject               *alert,
                                         const char            *id);
void     trp_alert_set_close_response   (GObject               *alert,
                                         const char            *id);
void     trp_alert_present              (GObject               *alert,
                                         GtkWidget             *parent);

G_END_DECLS
