/* trp-pile-dialog.h: a window to look at public cards at a readable size
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "trp-dialog.h"

#include "trp-card-painter.h"

G_BEGIN_DECLS

#define TRP_TYPE_PILE_DIALOG (trp_pile_dialog_get_type ())

G_DECLARE_FINAL_TYPE (TrpPileDialog, trp_pile_dialog, TRP, PILE_DIALOG, TrpDialogBase)

GtkWidget *trp_pile_dialog_new         (GtkWindow          *parent,
                                        const char         *title,
                                        const TrpCardStyle *style);
void       trp_pile_dialog_set_heading (TrpPileDialog      *self,
                                        const char         *title);
void       trp_pile_dialog_begin       (TrpPileDialog      *self);
void       trp_pile_dialog_end         (TrpPileDialog      *self);
void       trp_pile_dialog_add_section (TrpPileDialog      *self,
                                        const char         *key,
                                        const char         *heading,
                                        const TrpCard      *cards,
                                        guint               n_cards);
void       trp_pile_dialog_add_captioned (TrpPileDialog    *self,
                                          const char       *key,
                                          const char       *heading,
                                          const TrpCard    *cards,
                                          const char *const *captions,
                                          guint             n_cards);
void       trp_pile_dialog_add_text    (TrpPileDialog      *self,
                                        const char         *key,
                                        const char         *text);

G_END_DECLS
