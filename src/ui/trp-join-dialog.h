/* trp-join-dialog.h: joining a table hosted on another computer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-dialog.h"
#include "trp-guest-table.h"
#include "trp-table-discovery.h"

G_BEGIN_DECLS

#define TRP_TYPE_JOIN_DIALOG (trp_join_dialog_get_type ())

G_DECLARE_FINAL_TYPE (TrpJoinDialog, trp_join_dialog, TRP, JOIN_DIALOG, TrpDialogBase)

TrpJoinDialog *trp_join_dialog_new       (GtkWindow         *parent,
                                          TrpTableDiscovery *discovery);
void           trp_join_dialog_set_timeout (TrpJoinDialog   *self,
                                          guint              timeout_ms);

G_END_DECLS
