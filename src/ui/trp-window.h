/* trp-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "trp-match.h"

#include "trp-guest-table.h"
#include "trp-hosted-table.h"

G_BEGIN_DECLS

#define TRP_TYPE_WINDOW (trp_window_get_type ())

/* The application's type, without its header: the application includes
 * this one. */
typedef struct _TrpApplication TrpApplication;

G_DECLARE_FINAL_TYPE (TrpWindow, trp_window, TRP, WINDOW, AdwApplicationWindow)

TrpWindow *trp_window_new                      (TrpApplication *application);
gboolean   trp_window_get_listing              (TrpWindow      *self);
void       trp_window_show_match               (TrpWindow      *self,
                                                TrpMatch       *match);
void       trp_window_show_guest_table         (TrpWindow      *self,
                                                TrpGuestTable  *table);
TrpHostedTable *trp_window_get_hosted_table    (TrpWindow      *self);
void       trp_window_save_screenshot_and_quit (GtkWindow      *window,
                                                const char     *path);

G_END_DECLS
