/* trp-hosted-table.h: the window's match, opened to guests on other computers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "trp-table-host.h"

G_BEGIN_DECLS

/* The port a table listens on when it is free; any free one otherwise. */
#define TRP_HOSTED_TABLE_PORT 7420

#define TRP_TYPE_HOSTED_TABLE (trp_hosted_table_get_type ())

G_DECLARE_FINAL_TYPE (TrpHostedTable, trp_hosted_table, TRP, HOSTED_TABLE, GObject)

gboolean        trp_hosted_table_match_has_guests (TrpMatch        *match);
TrpHostedTable *trp_hosted_table_new            (TrpMatchDriver  *driver,
                                                 GtkWidget       *table,
                                                 AdwToastOverlay *toasts,
                                                 GError         **error);
TrpTableHost   *trp_hosted_table_get_host       (TrpHostedTable  *self);
GtkWidget      *trp_hosted_table_get_button     (TrpHostedTable  *self);
GtkWidget      *trp_hosted_table_present_invitation (TrpHostedTable *self,
                                                 GtkWidget       *parent);
char           *trp_hosted_table_describe_seat  (TrpHostedTable  *self,
                                                 guint            seat);
void            trp_hosted_table_close          (TrpHostedTable  *self);

G_END_DECLS
