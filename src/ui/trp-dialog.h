/* trp-dialog.h: the app's dialogs on every libadwaita it builds with
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A dialog class derives from TrpDialogBase: AdwDialog where libadwaita
 * has it (1.5), which closes with Escape and becomes a bottom sheet on a
 * narrow window, and a modal AdwWindow before. G_DECLARE_FINAL_TYPE takes
 * TrpDialogBase as the parent's name, so both are macros naming the real
 * types, and the class struct a typedef. */
#if ADW_CHECK_VERSION (1, 5, 0)
# define TRP_TYPE_DIALOG_BASE ADW_TYPE_DIALOG
# define TrpDialogBase AdwDialog
typedef AdwDialogClass TrpDialogBaseClass;
#else
# define TRP_TYPE_DIALOG_BASE ADW_TYPE_WINDOW
# define TrpDialogBase AdwWindow
typedef AdwWindowClass TrpDialogBaseClass;
#endif

GtkWidget *trp_dialog_new          (void);
void       trp_dialog_setup        (GtkWidget  *dialog,
                                    GtkWindow  *parent,
                                    const char *title,
                                    int         width,
                                    int         height);
void       trp_dialog_set_title    (GtkWidget  *dialog,
                                    const char *title);
void       trp_dialog_set_default_widget (GtkWidget *dialog,
                                          GtkWidget *widget);
void       trp_dialog_set_content  (GtkWidget  *dialog,
                                    GtkWidget  *header_bar,
                                    GtkWidget  *content,
                                    GtkWidget  *bottom_bar);
GtkWidget *trp_dialog_page_new     (GtkWidget  *header_bar,
                                    GtkWidget  *content,
                                    GtkWidget  *bottom_bar);
void       trp_dialog_present      (GtkWidget  *dialog);
void       trp_dialog_close        (GtkWidget  *dialog);
void       trp_dialog_discard      (GtkWidget  *dialog);
gboolean   trp_dialog_is_dialog    (GtkWidget  *widget);
GtkWindow *trp_dialog_get_window   (GtkWidget  *dialog);

G_END_DECLS
