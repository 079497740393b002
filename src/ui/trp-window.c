/* trp-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "trp-game-catalog.h"
#include "trp-window.h"

struct _TrpWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;

  AdwToastOverlay      *toast_overlay;
  GtkStack             *stack;
  AdwStatusPage        *start_page;
  AdwPreferencesGroup  *games_group;
};

G_DEFINE_FINAL_TYPE (TrpWindow, trp_window, ADW_TYPE_APPLICATION_WINDOW)

static void restore_window_state (TrpWindow *self);

TrpWindow *
trp_window_new (TrpApplication *application)
{
  TrpWindow *self;

  g_return_val_if_fail (TRP_IS_APPLICATION (application), NULL);

  self = g_object_new (TRP_TYPE_WINDOW,
                       "application", application,
                       NULL);
  restore_window_state (self);
  return self;
}

static void
save_window_state (TrpWindow *self)
{
  int width, height;

  if (self->settings == NULL)
    return;

  /* The unmaximized size, so leaving maximized mode restores it. */
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self)));
}

static gboolean
trp_window_close_request (GtkWindow *window)
{
  save_window_state (TRP_WINDOW (window));

  return GTK_WINDOW_CLASS (trp_window_parent_class)->close_request (window);
}

static void
populate_games (TrpWindow *self)
{
  const TrpGameInfo *games;
  guint n_games;

  games = trp_game_catalog_get_all (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *status;

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(games[i].title));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(games[i].summary));

      /* Say plainly which games cannot be played yet, rather than offer
       * a table that does not exist. */
      if (!trp_game_info_is_playable (&games[i]))
        {
          status = gtk_label_new (_("Coming soon"));
          gtk_widget_add_css_class (status, "dim-label");
          gtk_widget_set_valign (status, GTK_ALIGN_CENTER);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), status);
        }

      adw_preferences_group_add (self->games_group, row);
    }
}

/* GtkWindow sets "application" after construction, so this runs from
 * trp_window_new() rather than from constructed(). */
static void
restore_window_state (TrpWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  self->settings = g_object_ref (trp_application_get_settings (TRP_APPLICATION (app)));
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static void
trp_window_dispose (GObject *object)
{
  TrpWindow *self = (TrpWindow *)object;

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (trp_window_parent_class)->dispose (object);
}

static void
trp_window_class_init (TrpWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = trp_window_dispose;
  window_class->close_request = trp_window_close_request;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/trapoula/Trapoula/ui/trp-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TrpWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TrpWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TrpWindow, start_page);
  gtk_widget_class_bind_template_child (widget_class, TrpWindow, games_group);

  /* The card table lands later; until then these stay disabled, with a
   * tooltip that says why. */
  gtk_widget_class_install_action (widget_class, "win.new-match", NULL, NULL);
  gtk_widget_class_install_action (widget_class, "win.continue-match", NULL, NULL);
}

static void
trp_window_init (TrpWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  if (g_strcmp0 (PROFILE, "development") == 0)
    gtk_widget_add_css_class (GTK_WIDGET (self), "devel");

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.new-match", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.continue-match", FALSE);

  populate_games (self);
}

typedef struct
{
  GtkWindow *window;
  char      *path;
} Screenshot;

static gboolean
save_screenshot_cb (gpointer user_data)
{
  Screenshot *shot = user_data;
  GtkWidget *widget = GTK_WIDGET (shot->window);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  GskRenderer *renderer;

  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
  node = gtk_snapshot_to_node (snapshot);
  renderer = gtk_native_get_renderer (GTK_NATIVE (widget));

  if (node != NULL && renderer != NULL)
    {
      texture = gsk_renderer_render_texture (renderer, node,
                                             &GRAPHENE_RECT_INIT (0, 0, width, height));
      if (!gdk_texture_save_to_png (texture, shot->path))
        g_printerr ("Could not save the screenshot to %s\n", shot->path);
    }

  g_application_quit (g_application_get_default ());
  g_free (shot->path);
  g_free (shot);
  return G_SOURCE_REMOVE;
}

/**
 * trp_window_save_screenshot_and_quit:
 *
 * A developer tool: waits for the window to settle, saves it as a PNG and
 * quits, so the interface can be looked at in every language.
 */
void
trp_window_save_screenshot_and_quit (GtkWindow  *self,
                                     const char *path)
{
  Screenshot *shot;

  g_return_if_fail (GTK_IS_WINDOW (self));
  g_return_if_fail (path != NULL);

  shot = g_new0 (Screenshot, 1);
  shot->window = self;
  shot->path = g_strdup (path);
  g_timeout_add (1500, save_screenshot_cb, shot);
}
