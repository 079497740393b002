/* trp-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "trp-game-catalog.h"
#include "trp-match-driver.h"
#include "trp-new-match-dialog.h"
#include "trp-table-view.h"
#include "trp-window.h"

struct _TrpWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;

  AdwToastOverlay      *toast_overlay;
  GtkStack             *stack;
  AdwStatusPage        *start_page;
  AdwPreferencesGroup  *games_group;
  GtkWidget            *back_button;
  AdwWindowTitle       *window_title;
  GtkWidget            *new_match_button;
  GtkWidget            *continue_button;

  GtkWidget            *table;
  char                 *continue_path;
};

G_DEFINE_FINAL_TYPE (TrpWindow, trp_window, ADW_TYPE_APPLICATION_WINDOW)

static void restore_window_state (TrpWindow *self);
static void update_start_actions (TrpWindow *self);

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
  update_start_actions (self);
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
  g_clear_pointer (&self->continue_path, g_free);

  G_OBJECT_CLASS (trp_window_parent_class)->dispose (object);
}

static guint
delay_for_speed (GSettings *settings)
{
  g_autofree char *speed = settings != NULL ? g_settings_get_string (settings, "animation-speed")
                                            : g_strdup ("normal");

  if (g_str_equal (speed, "off"))
    return 0;
  if (g_str_equal (speed, "fast"))
    return 300;
  if (g_str_equal (speed, "slow"))
    return 1400;
  return 750;
}

/* Faces are display only (M-38): the 40-card games follow the preference,
 * or their rules' deck style; the 52-card games are always French. */
static TrpFaceStyle
card_faces_for (GSettings *settings,
                TrpMatch  *match)
{
  TrpRules *rules = trp_match_get_rules (match);
  g_autofree char *faces = g_settings_get_string (settings, "card-faces");

  if (trp_rules_descriptor_find_option (trp_rules_get_descriptor (rules), "deck_style") == NULL)
    return TRP_FACE_STYLE_FRENCH;
  if (g_str_equal (faces, "rules"))
    return g_str_equal (trp_rules_get_enum_id (rules, "deck_style"), "italian")
           ? TRP_FACE_STYLE_ITALIAN : TRP_FACE_STYLE_FRENCH;

  return g_str_equal (faces, "italian") ? TRP_FACE_STYLE_ITALIAN : TRP_FACE_STYLE_FRENCH;
}

static void
save_failed_cb (TrpMatch  *match,
                GError    *error,
                TrpWindow *self)
{
  /* The match goes on in memory; the last good file is kept. */
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (error->message));
}

static void show_start (TrpWindow *self);

static void
match_finished_cb (TrpTableView *table,
                   TrpWindow    *self)
{
  show_start (self);
}

/**
 * trp_window_show_match:
 *
 * Sits the player at @match's table; computer seats start playing.
 */
void
trp_window_show_match (TrpWindow *self,
                       TrpMatch  *match)
{
  g_autoptr(TrpMatchDriver) driver = NULL;
  const TrpGameInfo *info;

  g_return_if_fail (TRP_IS_WINDOW (self));
  g_return_if_fail (TRP_IS_MATCH (match));

  if (self->table != NULL)
    gtk_stack_remove (self->stack, self->table);

  driver = trp_match_driver_new (match);
  trp_match_driver_set_delay (driver, delay_for_speed (self->settings));
  g_signal_connect_object (match, "save-failed", G_CALLBACK (save_failed_cb), self, 0);

  self->table = trp_table_view_new (driver);
  if (self->settings != NULL)
    {
      g_autofree char *sort = g_settings_get_string (self->settings, "hand-sort-order");
      TrpCardStyle style;

      trp_table_view_set_sort (TRP_TABLE_VIEW (self->table),
                               g_str_equal (sort, "rank-suit") ? TRP_HAND_SORT_RANK_SUIT :
                               g_str_equal (sort, "none") ? TRP_HAND_SORT_NONE : TRP_HAND_SORT_SUIT_RANK);
      trp_card_style_init (&style);
      style.four_colours = g_settings_get_boolean (self->settings, "four-colour-deck");
      style.faces = card_faces_for (self->settings, match);
      trp_table_view_set_style (TRP_TABLE_VIEW (self->table), &style);
    }
  g_signal_connect (self->table, "match-finished", G_CALLBACK (match_finished_cb), self);
  gtk_stack_add_named (self->stack, self->table, "table");
  gtk_stack_set_visible_child (self->stack, self->table);

  info = trp_game_catalog_lookup (trp_match_get_game_id (match));
  adw_window_title_set_title (self->window_title, info != NULL ? _(info->title) : _("Trapoula"));
  gtk_widget_set_visible (self->back_button, TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.leave-match", TRUE);

  trp_match_driver_advance (driver);
}

/* The most recent saved match that is not over, if any. */
static char *
find_unfinished_match (void)
{
  g_autofree char *folder = trp_match_dup_default_folder ();
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  g_autofree char *best = NULL;
  gint64 best_time = 0;
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autoptr(JsonParser) parser = NULL;
      GStatBuf st;
      JsonNode *root;

      if (!g_str_has_suffix (name, ".json"))
        continue;
      path = g_build_filename (folder, name, NULL);
      if (g_stat (path, &st) != 0 || st.st_size > 16 * 1024 * 1024 || st.st_mtime <= best_time)
        continue;

      /* Only a peek at the “over” flag: loading replays the file later. */
      parser = json_parser_new ();
      if (!json_parser_load_from_file (parser, path, NULL) ||
          (root = json_parser_get_root (parser)) == NULL || !JSON_NODE_HOLDS_OBJECT (root) ||
          json_object_get_boolean_member_with_default (json_node_get_object (root), "over", FALSE))
        continue;

      best_time = st.st_mtime;
      g_free (best);
      best = g_steal_pointer (&path);
    }

  return g_steal_pointer (&best);
}

static void
update_start_actions (TrpWindow *self)
{
  const TrpGameInfo *games;
  guint n_games;
  gboolean playable = FALSE;

  games = trp_game_catalog_get_all (&n_games);
  for (guint i = 0; i < n_games; i++)
    playable |= trp_game_info_is_playable (&games[i]);

  g_free (self->continue_path);
  self->continue_path = find_unfinished_match ();

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.new-match", playable);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.continue-match", self->continue_path != NULL);
  gtk_widget_set_tooltip_text (self->new_match_button, playable ? NULL : _("No game can be played yet"));
  gtk_widget_set_tooltip_text (self->continue_button,
                               self->continue_path != NULL ? _("Go on with your last match")
                                                           : _("No unfinished match is saved"));
}

static void
show_start (TrpWindow *self)
{
  gtk_stack_set_visible_child_name (self->stack, "start");
  if (self->table != NULL)
    {
      gtk_stack_remove (self->stack, self->table);
      self->table = NULL;
    }
  adw_window_title_set_title (self->window_title, _("Trapoula"));
  gtk_widget_set_visible (self->back_button, FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.leave-match", FALSE);
  update_start_actions (self);
}

static void
start_cb (TrpNewMatchDialog *dialog,
          TrpMatch          *match,
          TrpWindow         *self)
{
  trp_window_show_match (self, match);
}

static void
new_match_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TrpWindow *self = TRP_WINDOW (widget);
  TrpNewMatchDialog *dialog = trp_new_match_dialog_new (GTK_WINDOW (self), self->settings);

  g_signal_connect (dialog, "start", G_CALLBACK (start_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
unreadable_response_cb (AdwMessageDialog *dialog,
                        const char       *response,
                        TrpWindow        *self)
{
  const char *path = g_object_get_data (G_OBJECT (dialog), "path");

  /* Removing is the player's choice; by default the file stays. */
  if (g_str_equal (response, "remove") && path != NULL)
    g_unlink (path);

  update_start_actions (self);
}

static void
continue_match_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  TrpWindow *self = TRP_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(TrpMatch) match = NULL;

  if (self->continue_path == NULL)
    return;

  match = trp_match_load (self->continue_path, trp_game_catalog_create_game,
                          trp_game_catalog_lookup_rules, &error);
  if (match == NULL)
    {
      GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("The saved match cannot be read"),
                                                  error->message);

      g_object_set_data_full (G_OBJECT (dialog), "path", g_strdup (self->continue_path), g_free);
      adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                        "keep", _("_Keep the File"),
                                        "remove", _("_Remove the File"),
                                        NULL);
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "remove",
                                                  ADW_RESPONSE_DESTRUCTIVE);
      adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "keep");
      adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "keep");
      g_signal_connect (dialog, "response", G_CALLBACK (unreadable_response_cb), self);
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }

  /* A file saved between rounds goes on with the next deal. */
  if (!trp_match_get_round_in_progress (match) && !trp_match_get_is_over (match) &&
      !trp_match_start_round (match, g_random_int () | ((guint64) (g_random_int () & 0x1fffff) << 32), &error))
    {
      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (error->message));
      return;
    }

  trp_window_show_match (self, match);
}

static void
leave_match_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TrpWindow *self = TRP_WINDOW (widget);

  /* Every move is already saved: leaving loses nothing. */
  show_start (self);
  adw_toast_overlay_add_toast (self->toast_overlay,
                               adw_toast_new (_("The match is saved: Continue brings you back")));
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
  gtk_widget_class_bind_template_child (widget_class, TrpWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, TrpWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, TrpWindow, new_match_button);
  gtk_widget_class_bind_template_child (widget_class, TrpWindow, continue_button);

  gtk_widget_class_install_action (widget_class, "win.new-match", NULL, new_match_action);
  gtk_widget_class_install_action (widget_class, "win.continue-match", NULL, continue_match_action);
  gtk_widget_class_install_action (widget_class, "win.leave-match", NULL, leave_match_action);
}

static void
trp_window_init (TrpWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  if (g_strcmp0 (PROFILE, "development") == 0)
    gtk_widget_add_css_class (GTK_WIDGET (self), "devel");

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.leave-match", FALSE);

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
