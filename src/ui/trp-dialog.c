/* trp-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * New Match, Statistics, the match's rules, the pile, the round result,
 * the score pad and the move history are AdwDialogs on libadwaita 1.5 and
 * newer, and modal AdwWindows on Debian 12's 1.2. The callers build them
 * through these few functions and never name either; the #if blocks stay
 * here, as those for alerts stay in trp-alert.c.
 */

#include "config.h"

#include "trp-dialog.h"

#if ADW_CHECK_VERSION (1, 5, 0)
/* The window to present over, kept weakly until trp_dialog_present(). */
static GQuark
parent_quark (void)
{
  return g_quark_from_static_string ("trp-dialog-parent");
}

static void
weak_ref_free (GWeakRef *ref)
{
  g_weak_ref_clear (ref);
  g_free (ref);
}
#endif

/**
 * trp_dialog_new:
 *
 * Returns: (transfer floating): an empty dialog, for one that needs no
 *   class of its own
 */
GtkWidget *
trp_dialog_new (void)
{
  return g_object_new (TRP_TYPE_DIALOG_BASE, NULL);
}

/**
 * trp_dialog_setup:
 * @parent: (nullable): the window it is about
 * @title: (nullable): its title, for the window list and screen readers
 * @width: the size it opens at
 *
 * Makes @dialog modal over @parent and closed by Escape.
 */
void
trp_dialog_setup (GtkWidget  *dialog,
                  GtkWindow  *parent,
                  const char *title,
                  int         width,
                  int         height)
{
  g_return_if_fail (trp_dialog_is_dialog (dialog));
  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));

#if ADW_CHECK_VERSION (1, 5, 0)
  {
    GWeakRef *ref = g_new0 (GWeakRef, 1);

    g_weak_ref_init (ref, parent);
    g_object_set_qdata_full (G_OBJECT (dialog), parent_quark (), ref, (GDestroyNotify) weak_ref_free);
    if (title != NULL)
      adw_dialog_set_title (ADW_DIALOG (dialog), title);
    adw_dialog_set_content_width (ADW_DIALOG (dialog), width);
    adw_dialog_set_content_height (ADW_DIALOG (dialog), height);
  }
#else
  {
    /* AdwDialog closes with Escape by itself; a window needs telling. */
    GtkEventController *controller = gtk_shortcut_controller_new ();

    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                            gtk_named_action_new ("window.close")));
    gtk_widget_add_controller (dialog, controller);

    gtk_window_set_transient_for (GTK_WINDOW (dialog), parent);
    gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
    gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
    if (title != NULL)
      gtk_window_set_title (GTK_WINDOW (dialog), title);
    gtk_window_set_default_size (GTK_WINDOW (dialog), width, height);
  }
#endif
}

void
trp_dialog_set_title (GtkWidget  *dialog,
                      const char *title)
{
  g_return_if_fail (trp_dialog_is_dialog (dialog));

#if ADW_CHECK_VERSION (1, 5, 0)
  adw_dialog_set_title (ADW_DIALOG (dialog), title);
#else
  gtk_window_set_title (GTK_WINDOW (dialog), title);
#endif
}

/* The button Enter in an entry presses. */
void
trp_dialog_set_default_widget (GtkWidget *dialog,
                               GtkWidget *widget)
{
  g_return_if_fail (trp_dialog_is_dialog (dialog));

#if ADW_CHECK_VERSION (1, 5, 0)
  adw_dialog_set_default_widget (ADW_DIALOG (dialog), widget);
#else
  gtk_window_set_default_widget (GTK_WINDOW (dialog), widget);
#endif
}

/**
 * trp_dialog_page_new:
 * @header_bar: an #AdwHeaderBar
 * @content: what scrolls under it
 * @bottom_bar: (nullable): buttons along the bottom edge
 *
 * Returns: (transfer floating): @content under @header_bar, in an
 *   AdwToolbarView where libadwaita has it (1.4), which draws the header
 *   flat until the content scrolls under it
 */
GtkWidget *
trp_dialog_page_new (GtkWidget *header_bar,
                     GtkWidget *content,
                     GtkWidget *bottom_bar)
{
#if ADW_CHECK_VERSION (1, 4, 0)
  GtkWidget *view = adw_toolbar_view_new ();

  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (view), header_bar);
  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (view), content);
  if (bottom_bar != NULL)
    adw_toolbar_view_add_bottom_bar (ADW_TOOLBAR_VIEW (view), bottom_bar);
  return view;
#else
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_widget_set_vexpand (content, TRUE);
  gtk_box_append (GTK_BOX (box), header_bar);
  gtk_box_append (GTK_BOX (box), content);
  if (bottom_bar != NULL)
    gtk_box_append (GTK_BOX (box), bottom_bar);
  return box;
#endif
}

/**
 * trp_dialog_set_content:
 *
 * Puts @content under @header_bar (see trp_dialog_page_new()) as all that
 * @dialog shows.
 */
void
trp_dialog_set_content (GtkWidget *dialog,
                        GtkWidget *header_bar,
                        GtkWidget *content,
                        GtkWidget *bottom_bar)
{
  GtkWidget *page = trp_dialog_page_new (header_bar, content, bottom_bar);

  g_return_if_fail (trp_dialog_is_dialog (dialog));

#if ADW_CHECK_VERSION (1, 5, 0)
  adw_dialog_set_child (ADW_DIALOG (dialog), page);
#else
  adw_window_set_content (ADW_WINDOW (dialog), page);
#endif
}

/* Shows @dialog over the window given to trp_dialog_setup(). */
void
trp_dialog_present (GtkWidget *dialog)
{
  g_return_if_fail (trp_dialog_is_dialog (dialog));

#if ADW_CHECK_VERSION (1, 5, 0)
  {
    GWeakRef *ref = g_object_get_qdata (G_OBJECT (dialog), parent_quark ());
    g_autoptr(GtkWidget) parent = ref != NULL ? g_weak_ref_get (ref) : NULL;

    adw_dialog_present (ADW_DIALOG (dialog), parent);
  }
#else
  gtk_window_present (GTK_WINDOW (dialog));
#endif
}

/* As the close button does: the dialog goes away and is freed. */
void
trp_dialog_close (GtkWidget *dialog)
{
  g_return_if_fail (trp_dialog_is_dialog (dialog));

#if ADW_CHECK_VERSION (1, 5, 0)
  adw_dialog_close (ADW_DIALOG (dialog));
#else
  gtk_window_close (GTK_WINDOW (dialog));
#endif
}

/* Frees a dialog that was built but never presented. */
void
trp_dialog_discard (GtkWidget *dialog)
{
  g_return_if_fail (trp_dialog_is_dialog (dialog));

#if ADW_CHECK_VERSION (1, 5, 0)
  if (gtk_widget_get_parent (dialog) != NULL)
    adw_dialog_force_close (ADW_DIALOG (dialog));
  else
    g_object_unref (g_object_ref_sink (dialog));
#else
  gtk_window_destroy (GTK_WINDOW (dialog));
#endif
}

gboolean
trp_dialog_is_dialog (GtkWidget *widget)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, TRP_TYPE_DIALOG_BASE);
}

/**
 * trp_dialog_get_window:
 *
 * Returns: (transfer none) (nullable): the window @dialog shows in: itself
 *   before libadwaita 1.5, the window it was presented over after
 */
GtkWindow *
trp_dialog_get_window (GtkWidget *dialog)
{
  GtkRoot *root;

  g_return_val_if_fail (trp_dialog_is_dialog (dialog), NULL);

  root = gtk_widget_get_root (dialog);
  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}
