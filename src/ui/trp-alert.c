/* trp-alert.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * AdwAlertDialog (libadwaita 1.5) replaces AdwMessageDialog, deprecated
 * in 1.6. The two take the same responses and emit the same "response"
 * signal, so the callers connect to a GObject and never name either:
 * their callbacks take a GObject * as the first argument.
 */

#include "config.h"

#include "trp-alert.h"

/**
 * trp_alert_new:
 *
 * Returns: (transfer floating): an alert with @heading and @body, to be
 *   given responses and then trp_alert_present()
 */
GObject *
trp_alert_new (const char *heading,
               const char *body)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  return G_OBJECT (adw_alert_dialog_new (heading, body));
#else
  return G_OBJECT (adw_message_dialog_new (NULL, heading, body));
#endif
}

void
trp_alert_add_response (GObject               *alert,
                        const char            *id,
                        const char            *label,
                        AdwResponseAppearance  appearance)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  adw_alert_dialog_add_response (ADW_ALERT_DIALOG (alert), id, label);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (alert), id, appearance);
#else
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (alert), id, label);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (alert), id, appearance);
#endif
}

void
trp_alert_set_default_response (GObject    *alert,
                                const char *id)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (alert), id);
#else
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (alert), id);
#endif
}

/* The response Escape gives. */
void
trp_alert_set_close_response (GObject    *alert,
                              const char *id)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (alert), id);
#else
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (alert), id);
#endif
}

void
trp_alert_present (GObject   *alert,
                   GtkWidget *parent)
{
  GtkRoot *root = parent != NULL ? gtk_widget_get_root (parent) : NULL;

#if ADW_CHECK_VERSION (1, 5, 0)
  adw_dialog_present (ADW_DIALOG (alert), parent);
#else
  gtk_window_set_transient_for (GTK_WINDOW (alert), GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL);
  gtk_window_set_modal (GTK_WINDOW (alert), TRUE);
  gtk_window_present (GTK_WINDOW (alert));
#endif
  (void) root;
}
