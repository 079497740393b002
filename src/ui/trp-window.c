/* trp-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "trp-alert.h"
#include "trp-dialog.h"
#include "trp-game-catalog.h"
#include "trp-match-driver.h"
#include "trp-format.h"
#include "trp-new-match-dialog.h"
#include "trp-guest-view.h"
#include "trp-hosted-table.h"
#include "trp-join-dialog.h"
#include "trp-saved-match.h"
#include "trp-settings.h"
#include "trp-score-pad.h"
#include "trp-rules-editor.h"
#include "trp-lesson-catalog.h"
#include "trp-lesson-list.h"
#include "trp-lesson-progress.h"
#include "trp-lesson-view.h"
#include "trp-rules-help.h"
#include "trp-statistics.h"
#include "trp-table-view.h"
#include "trp-window.h"

struct _TrpWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;

  GtkWidget            *header_bar;
  AdwToastOverlay      *toast_overlay;
  /* What says the match is not being saved, while it shows. */
  AdwToast             *save_toast;
  GtkStack             *stack;
  AdwStatusPage        *start_page;
  AdwPreferencesGroup  *games_group;
  AdwPreferencesGroup  *learn_group;
  GList                *learn_rows;  /* the group's rows, owned by it */
  AdwPreferencesGroup  *saved_group;
  GPtrArray            *saved_rows;
  GtkWidget            *back_button;
  GtkWidget            *rules_button;
  AdwWindowTitle       *window_title;
  GtkWidget            *new_match_button;
  GtkWidget            *continue_button;
  GMenu                *help_section;
  /* A match's rules are wanted in the header bar; under NARROW_HEADER px
   * they go to the main menu, and the title has the room (#32). */
  gboolean              match_rules;
  gboolean              narrow;
  guint                 header_idle;

  GtkWidget            *table;
  /* A lesson at the table (#38), in place of a match. */
  GtkWidget            *lesson_view;
  /* The match at the table opened to guests on other computers. */
  TrpHostedTable       *hosted;
  /* A seat at a table another computer hosts. */
  GtkWidget            *guest_view;
  /* While a practice copy is at the table (the coach's Try Again from
   * Here, #38): the real match, to go back to. */
  TrpMatch             *practice_return;
  char                 *continue_path;
  /* Files whose moves failed to replay: "path\nmtime" → the reason. */
  GHashTable           *broken_saves;
  /* Files deleted on the start page while their Undo toast shows: they
   * are gone for the player, so never opened. */
  GHashTable           *pending_deletes;
  /* The start page's listing, read by a worker thread. */
  GCancellable         *cancellable;
  guint                 listing_generation;
  gboolean              listing;
  /* The listing waits for the first frame: reading and replaying saved
   * matches would compete with it for the processor. */
  gboolean              listing_deferred;
  gulong                first_paint_handler;
  /* The game rows wait for the first frame too: their summaries wrap,
   * and laying them out cost as much as the rest of the start page. */
  gboolean              games_populated;
};

G_DEFINE_FINAL_TYPE (TrpWindow, trp_window, ADW_TYPE_APPLICATION_WINDOW)

static void restore_window_state (TrpWindow *self);
static void add_plain_toast (TrpWindow *self, const char *message);
static void update_start_actions (TrpWindow *self);
static void release_table (TrpWindow *self);
static void leave_guest_table (TrpWindow *self);
static void set_continue_path (TrpWindow *self, const char *path);
static void show_match_rules (TrpWindow *self, gboolean shown);

TrpWindow *
trp_window_new (TrpApplication *application)
{
  TrpWindow *self;

  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);

  self = g_object_new (TRP_TYPE_WINDOW,
                       "application", application,
                       NULL);
  restore_window_state (self);
  return self;
}

static void start_cb (TrpNewMatchDialog *dialog,
                      TrpMatch          *match,
                      TrpWindow         *self);

/* A game's row starts a new match of that game: the new-match dialog
 * opens with the game chosen. */
static void
game_row_activated_cb (AdwActionRow *row,
                       TrpWindow    *self)
{
  const char *game_id = g_object_get_data (G_OBJECT (row), "game-id");
  TrpNewMatchDialog *dialog = trp_new_match_dialog_new (GTK_WINDOW (self), self->settings);

  trp_new_match_dialog_select_game (dialog, game_id);
  g_signal_connect (dialog, "start", G_CALLBACK (start_cb), self);
  trp_dialog_present (GTK_WIDGET (dialog));
}

/* A chevron that says a row opens something; the icon theme mirrors it
 * right to left. */
static GtkWidget *
new_open_icon (void)
{
  GtkWidget *icon = gtk_image_new_from_icon_name ("go-next-symbolic");

  gtk_accessible_update_state (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  return icon;
}

/* --- Lessons (#38) ------------------------------------------------------ */

static void show_start (TrpWindow *self);

/* The computers of a lesson move slower than at a match: each move comes
 * with a sentence to read. */
static guint
lesson_delay_for_speed (GSettings *settings)
{
  g_autofree char *speed = settings != NULL ? g_settings_get_string (settings, "animation-speed")
                                            : g_strdup ("normal");

  if (g_str_equal (speed, "off"))
    return 0;
  if (g_str_equal (speed, "fast"))
    return 900;
  if (g_str_equal (speed, "slow"))
    return 3000;
  return 1800;
}

/* Each Learn row says how far the person got: “4 lessons, 1 finished”. */
static void
update_learning (TrpWindow *self)
{
  for (GList *l = self->learn_rows; l != NULL; l = l->next)
    {
      const char *family = g_object_get_data (G_OBJECT (l->data), "family");
      const char * const *ids = trp_lesson_catalog_get_ids (family);
      guint n = 0, finished = 0;
      g_autofree char *lessons = NULL;
      g_autofree char *text = NULL;

      for (; ids[n] != NULL; n++)
        finished += trp_lesson_progress_is_finished (ids[n]);
      /* Translators: a family's lessons on the start page, e.g.
       * “4 lessons”; then “4 lessons, 1 finished”. */
      lessons = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u lesson", "%u lessons", n), n);
      if (finished == 0)
        text = g_steal_pointer (&lessons);
      else
        /* Translators: %s is “4 lessons”, %u how many of them are finished. */
        text = g_strdup_printf (_("%s, %u finished"), lessons, finished);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (l->data), text);
    }
}

static void
lesson_left_cb (TrpLessonView *view,
                TrpWindow     *self)
{
  show_start (self);
  update_learning (self);
}

static void
remove_lesson_view (TrpWindow *self)
{
  if (self->lesson_view == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->lesson_view, self);
  gtk_stack_remove (self->stack, self->lesson_view);
  self->lesson_view = NULL;
}

static void
lesson_start_cb (TrpLessonList *list,
                 TrpLesson     *lesson,
                 guint          resume_at,
                 TrpWindow     *self)
{
  g_autoptr(GError) error = NULL;
  GtkWidget *view = trp_lesson_view_new (lesson, resume_at, lesson_delay_for_speed (self->settings), &error);

  if (view == NULL)
    {
      add_plain_toast (self, error->message);
      return;
    }
  if (self->table != NULL)
    {
      release_table (self);
      self->table = NULL;
    }
  remove_lesson_view (self);
  self->lesson_view = view;
  g_signal_connect (view, "leave", G_CALLBACK (lesson_left_cb), self);
  gtk_stack_add_named (self->stack, view, "lesson");
  gtk_stack_set_visible_child (self->stack, view);
  gtk_widget_grab_focus (trp_lesson_view_get_table (TRP_LESSON_VIEW (view)));

  adw_window_title_set_title (self->window_title, _(trp_lesson_get_title (lesson)));
  gtk_widget_set_visible (self->back_button, TRUE);
  show_match_rules (self, FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.leave-match", TRUE);
}

static void
learn_row_activated_cb (AdwActionRow *row,
                        TrpWindow    *self)
{
  GtkWidget *list = trp_lesson_list_new (GTK_WINDOW (self), g_object_get_data (G_OBJECT (row), "family"));

  g_signal_connect_object (list, "start", G_CALLBACK (lesson_start_cb), self, 0);
  trp_dialog_present (list);
}

static void
learn_button_clicked_cb (GtkButton *button,
                         TrpWindow *self)
{
  GtkWidget *list = trp_lesson_list_new (GTK_WINDOW (self), g_object_get_data (G_OBJECT (button), "family"));

  g_signal_connect_object (list, "start", G_CALLBACK (lesson_start_cb), self, 0);
  trp_dialog_present (list);
}

/* A game's row has its lessons too: the family's (the Marianna variants
 * are taught with Marianna). */
static void
add_learn_button (TrpWindow  *self,
                  GtkWidget  *row,
                  const char *game_id)
{
  const char *family = trp_lesson_catalog_family_of_game (game_id);
  GtkWidget *button;

  if (family == NULL)
    return;
  button = gtk_button_new_with_label (_("Learn"));
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, trp_lesson_catalog_family_title (family));
  g_object_set_data (G_OBJECT (button), "family", (gpointer) family);
  g_signal_connect (button, "clicked", G_CALLBACK (learn_button_clicked_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
}

static void
populate_learning (TrpWindow *self)
{
  const char * const *families = trp_lesson_catalog_get_families ();

  for (guint i = 0; families[i] != NULL; i++)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), trp_lesson_catalog_family_title (families[i]));
      g_object_set_data (G_OBJECT (row), "family", (gpointer) families[i]);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), new_open_icon ());
      g_signal_connect (row, "activated", G_CALLBACK (learn_row_activated_cb), self);
      adw_preferences_group_add (self->learn_group, row);
      self->learn_rows = g_list_append (self->learn_rows, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->learn_group), TRUE);
  update_learning (self);
}

static void
populate_games (TrpWindow *self)
{
  const TrpGameInfo *games;
  guint n_games;

  if (self->games_populated)
    return;
  self->games_populated = TRUE;

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
      else
        {
          g_object_set_data (G_OBJECT (row), "game-id", (gpointer) games[i].id);
          gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
          add_learn_button (self, row, games[i].id);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), new_open_icon ());
          g_signal_connect (row, "activated", G_CALLBACK (game_row_activated_cb), self);
        }

      adw_preferences_group_add (self->games_group, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->games_group), TRUE);
  populate_learning (self);
}

/* GtkWindow sets "application" after construction, so this runs from
 * trp_window_new() rather than from constructed(). */
static void
restore_window_state (TrpWindow *self)
{
  self->settings = g_object_ref (trp_settings_get_gsettings (trp_settings_get_default ()));
  update_start_actions (self);

  /* Bound rather than saved on close, so that however the app ends
   * (Ctrl+Q destroys the windows without a close request) the size is
   * kept. GTK leaves the default size alone while maximized, so it is
   * the size to come back to. */
  g_settings_bind (self->settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);
}

static void
trp_window_dispose (GObject *object)
{
  TrpWindow *self = (TrpWindow *)object;

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_handle_id (&self->header_idle, g_source_remove);
  if (self->hosted != NULL)
    trp_hosted_table_close (self->hosted);
  g_clear_object (&self->hosted);
  g_clear_object (&self->settings);
  g_clear_object (&self->practice_return);
  g_clear_pointer (&self->continue_path, g_free);
  g_clear_pointer (&self->pending_deletes, g_hash_table_unref);
  g_clear_pointer (&self->saved_rows, g_ptr_array_unref);
  g_clear_pointer (&self->learn_rows, g_list_free);
  g_clear_pointer (&self->broken_saves, g_hash_table_unref);

  G_OBJECT_CLASS (trp_window_parent_class)->dispose (object);
}

static guint
delay_for_speed (GSettings *settings)
{
  g_autofree char *speed = settings != NULL ? g_settings_get_string (settings, "animation-speed")
                                            : g_strdup ("normal");

  if (g_str_equal (speed, "off"))
    return 0;
  /* The pause before a computer's turn; its moves within the turn take
   * only the time they are shown (a whole turn in 1.2 s). */
  if (g_str_equal (speed, "fast"))
    return 150;
  if (g_str_equal (speed, "slow"))
    return 900;
  return 250;
}

/* Toasts read their title as markup: a message quoting a path or a name
 * (“&”, “<”) is shown as the plain text it is. */
static void
add_plain_toast (TrpWindow  *self,
                 const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (escaped));
}

static void
save_toast_dismissed_cb (AdwToast  *toast,
                         TrpWindow *self)
{
  if (self->save_toast == toast)
    self->save_toast = NULL;
}

/* One toast says that saving fails, however many moves fail to save: the
 * latest reason replaces the earlier. */
static void
save_failed_cb (TrpMatch  *match,
                GError    *error,
                TrpWindow *self)
{
  g_autofree char *escaped = g_markup_escape_text (error->message, -1);

  /* The match goes on in memory; the last good file is kept. */
  if (self->save_toast != NULL)
    {
      adw_toast_set_title (self->save_toast, escaped);
      return;
    }
  self->save_toast = adw_toast_new (escaped);
  g_signal_connect_object (self->save_toast, "dismissed", G_CALLBACK (save_toast_dismissed_cb), self, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, self->save_toast);
}

/* Once a save works again the toast is withdrawn: it would only cover the
 * table's buttons (Draw, Take the Pile, Pass) with news that is over. */
static void
save_failing_cb (TrpMatch   *match,
                 GParamSpec *pspec,
                 TrpWindow  *self)
{
  if (!trp_match_get_save_failing (match) && self->save_toast != NULL)
    adw_toast_dismiss (self->save_toast);
}

static void show_start (TrpWindow *self);

static void
round_finished_cb (TrpMatch  *match,
                   guint      round,
                   TrpWindow *self)
{
  if (self->settings != NULL)
    trp_statistics_record_round (self->settings, match, round);
}

static void
match_over_cb (TrpMatch  *match,
               TrpWindow *self)
{
  if (self->settings != NULL)
    trp_statistics_record_match (self->settings, match);
}

static void
match_finished_cb (TrpTableView *table,
                   TrpWindow    *self)
{
  show_start (self);
}

/* The menu names the game at the table: “Rules of Biriba”. The entry
 * is the first of its section. */
static void
update_rules_menu (TrpWindow         *self,
                   const TrpGameInfo *info)
{
  g_autofree char *label = NULL;

  if (info != NULL)
    /* Translators: a menu entry that opens the rules of the game being
     * played, e.g. “Rules of Biriba”. */
    label = g_strdup_printf (_("_Rules of %s"), _(info->title));
  else
    label = g_strdup (_("_Rules"));

  g_menu_remove (self->help_section, 0);
  g_menu_insert (self->help_section, 0, label, "win.rules-help");
}

/* A phone's header bar holds the back button, the title and the main
 * menu: with the rules' button and large text, a 360 px window cut
 * “Marianna” to “Maria…” (#32). */
#define NARROW_HEADER 480

/* Whether the main menu has “This Match’s Rules”, after the game's
 * rules. */
static gboolean
menu_has_match_rules (TrpWindow *self)
{
  g_autofree char *action = NULL;

  return g_menu_model_get_n_items (G_MENU_MODEL (self->help_section)) > 1 &&
         g_menu_model_get_item_attribute (G_MENU_MODEL (self->help_section), 1, G_MENU_ATTRIBUTE_ACTION,
                                          "s", &action) &&
         g_strcmp0 (action, "win.match-rules") == 0;
}

static void
show_match_rules (TrpWindow *self,
                  gboolean   shown)
{
  gboolean in_menu = menu_has_match_rules (self);

  self->match_rules = shown;
  gtk_widget_set_visible (self->rules_button, shown && !self->narrow);
  if (shown && self->narrow && !in_menu)
    g_menu_insert (self->help_section, 1, _("This Match’s Rules"), "win.match-rules");
  else if (!(shown && self->narrow) && in_menu)
    g_menu_remove (self->help_section, 1);
}

static gboolean
update_header_cb (gpointer user_data)
{
  TrpWindow *self = user_data;

  self->header_idle = 0;
  show_match_rules (self, self->match_rules);
  return G_SOURCE_REMOVE;
}

static void
trp_window_size_allocate (GtkWidget *widget,
                          int        width,
                          int        height,
                          int        baseline)
{
  TrpWindow *self = TRP_WINDOW (widget);

  GTK_WIDGET_CLASS (trp_window_parent_class)->size_allocate (widget, width, height, baseline);
  /* Not while allocating: after it. */
  if ((width < NARROW_HEADER) != self->narrow)
    {
      self->narrow = width < NARROW_HEADER;
      if (self->header_idle == 0)
        self->header_idle = g_idle_add (update_header_cb, self);
    }
}

/* A match with guests' seats opens the table to them while it is at the
 * table (issue #42); the invitation shows at once, and again from the
 * header bar. */
static void
host_table (TrpWindow      *self,
            TrpMatchDriver *driver)
{
  g_autoptr(GError) error = NULL;

  self->hosted = trp_hosted_table_new (driver, self->table, self->toast_overlay, &error);
  if (self->hosted == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Guests cannot join: %s"), error->message);

      add_plain_toast (self, text);
      return;
    }
  adw_header_bar_pack_end (ADW_HEADER_BAR (self->header_bar), trp_hosted_table_get_button (self->hosted));
  trp_hosted_table_present_invitation (self->hosted, GTK_WIDGET (self));
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

  g_clear_object (&self->practice_return);
  /* The match at the table, if any, lets go of its file first: it may be
   * this one's. */
  if (self->table != NULL)
    {
      release_table (self);
      self->table = NULL;
    }
  leave_guest_table (self);

  /* One window at a time plays a file, even when two instances of the
   * app do not know of each other (no session bus). */
  if (trp_match_get_save_path (match) != NULL)
    {
      g_autoptr(GError) error = NULL;

      if (!trp_match_lock (match, &error))
        {
          add_plain_toast (self, error->message);
          if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "start") != 0)
            show_start (self);
          return;
        }
    }

  driver = trp_match_driver_new (match);
  trp_match_driver_set_delay (driver, delay_for_speed (self->settings));
  if (self->settings != NULL)
    trp_match_driver_set_budget (driver, (gint64) g_settings_get_int (self->settings, "thinking-time") * 1000);
  g_signal_connect_object (match, "save-failed", G_CALLBACK (save_failed_cb), self, 0);
  g_signal_connect_object (match, "notify::save-failing", G_CALLBACK (save_failing_cb), self, 0);
  g_signal_connect_object (match, "round-finished", G_CALLBACK (round_finished_cb), self, 0);
  g_signal_connect_object (match, "match-finished", G_CALLBACK (match_over_cb), self, 0);

  /* The table binds its own properties to the preferences. */
  self->table = trp_table_view_new (driver);
  g_signal_connect (self->table, "match-finished", G_CALLBACK (match_finished_cb), self);
  gtk_stack_add_named (self->stack, self->table, "table");
  gtk_stack_set_visible_child (self->stack, self->table);
  /* The table's shortcuts work at once, without a click on the table. */
  gtk_widget_grab_focus (self->table);

  info = trp_game_catalog_lookup (trp_match_get_game_id (match));
  adw_window_title_set_title (self->window_title, info != NULL ? _(info->title) : _("Trapoula"));
  gtk_widget_set_visible (self->back_button, TRUE);
  show_match_rules (self, TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.leave-match", TRUE);
  update_rules_menu (self, info);

  if (trp_hosted_table_match_has_guests (match))
    host_table (self, driver);

  trp_match_driver_advance (driver);
}

static void open_saved_match (TrpWindow  *self,
                              const char *path);

/* A saved match's score pad, finished or not, without sitting at it. */
static void
score_pad_clicked_cb (GtkButton *button,
                      TrpWindow *self)
{
  const char *path = g_object_get_data (G_OBJECT (button), "path");
  g_autoptr(GError) error = NULL;
  g_autoptr(TrpMatch) match = NULL;

  match = trp_match_load (path, trp_game_catalog_create_game, trp_game_catalog_lookup_rules, &error);
  if (match == NULL)
    {
      /* Opening it says why, and offers to keep or remove the file. */
      open_saved_match (self, path);
      return;
    }
  trp_dialog_present (trp_score_pad_new (GTK_WINDOW (self), match));
}

static GtkWidget *
new_score_pad_button (TrpWindow  *self,
                      const char *path)
{
  GtkWidget *button = gtk_button_new_from_icon_name ("trapoula-score-pad-symbolic");

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, _("Score Pad"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Score Pad"), -1);
  g_object_set_data_full (G_OBJECT (button), "path", g_strdup (path), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (score_pad_clicked_cb), self);
  return button;
}

static void
saved_row_activated_cb (AdwActionRow *row,
                        TrpWindow    *self)
{
  open_saved_match (self, g_object_get_data (G_OBJECT (row), "path"));
}

/* Showing a folder needs a file manager, or the portal inside a
 * sandbox; without either the button would only fail. */
static gboolean
can_show_folder (void)
{
  g_autoptr(GAppInfo) manager = NULL;

  if (g_file_test ("/.flatpak-info", G_FILE_TEST_EXISTS))
    return TRUE;
  manager = g_app_info_get_default_for_type ("inode/directory", FALSE);
  return manager != NULL;
}

static void
show_folder_clicked_cb (GtkButton *button,
                        TrpWindow *self)
{
  g_autofree char *folder = trp_match_dup_default_folder ();

#if GTK_CHECK_VERSION (4, 10, 0)
  g_autoptr(GFile) file = g_file_new_for_path (folder);
  g_autoptr(GtkFileLauncher) launcher = gtk_file_launcher_new (file);

  /* Through the portal in a sandbox, like any file the app opens. */
  gtk_file_launcher_launch (launcher, GTK_WINDOW (self), NULL, NULL, NULL);
#else
  g_autofree char *uri = g_filename_to_uri (folder, NULL, NULL);

  if (uri != NULL)
    gtk_show_uri (GTK_WINDOW (self), uri, GDK_CURRENT_TIME);
#endif
}

typedef struct
{
  TrpWindow *window;
  GtkWidget *row;
  char      *path;
  gboolean   undone;
} PendingDelete;

static void
pending_delete_free (PendingDelete *pending)
{
  g_clear_weak_pointer (&pending->window);
  g_object_unref (pending->row);
  g_free (pending->path);
  g_free (pending);
}

static void
undo_clicked_cb (AdwToast      *toast,
                 PendingDelete *pending)
{
  pending->undone = TRUE;
  gtk_widget_set_visible (pending->row, TRUE);
  if (pending->window != NULL && pending->window->pending_deletes != NULL)
    {
      g_hash_table_remove (pending->window->pending_deletes, pending->path);
      update_start_actions (pending->window);
    }
}

/* The file goes only when the toast does, so Undo really undoes. */
static void
toast_dismissed_cb (AdwToast      *toast,
                    PendingDelete *pending)
{
  if (!pending->undone)
    {
      g_unlink (pending->path);
      /* Toasts are dismissed too when the window goes. */
      if (pending->window != NULL && pending->window->pending_deletes != NULL)
        {
          g_hash_table_remove (pending->window->pending_deletes, pending->path);
          update_start_actions (pending->window);
        }
    }
  pending_delete_free (pending);
}

static void
delete_clicked_cb (GtkButton *button,
                   GtkWidget *row)
{
  TrpWindow *self = TRP_WINDOW (gtk_widget_get_root (row));
  const char *path = g_object_get_data (G_OBJECT (row), "path");
  PendingDelete *pending;
  AdwToast *toast;

  /* Another window is playing it: deleting would lose that match. */
  if (trp_match_path_is_locked (path))
    {
      add_plain_toast (self, _("This match is open in another window"));
      return;
    }

  pending = g_new0 (PendingDelete, 1);
  toast = adw_toast_new (_("Match deleted"));

  g_set_weak_pointer (&pending->window, self);
  pending->row = g_object_ref (row);
  pending->path = g_strdup (g_object_get_data (G_OBJECT (row), "path"));
  gtk_widget_set_visible (row, FALSE);
  g_hash_table_add (self->pending_deletes, g_strdup (pending->path));
  /* Continue must not open the match being deleted: at once, and then
   * another match if there is one. */
  if (g_strcmp0 (self->continue_path, pending->path) == 0)
    {
      set_continue_path (self, NULL);
      update_start_actions (self);
    }

  adw_toast_set_button_label (toast, _("_Undo"));
  g_signal_connect (toast, "button-clicked", G_CALLBACK (undo_clicked_cb), pending);
  g_signal_connect (toast, "dismissed", G_CALLBACK (toast_dismissed_cb), pending);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static char *
describe_saved (TrpSavedMatch *saved)
{
  g_autoptr(GDateTime) when = g_date_time_new_from_unix_local (saved->modified);
  g_autofree char *date = when != NULL ? g_date_time_format (when, "%x %H:%M") : g_strdup ("");
  g_autofree char *local_date = trp_localize_digits (date);
  g_autofree char *round = trp_format_number (saved->n_rounds);
  GString *totals = g_string_new (NULL);
  char *text;

  const TrpGameInfo *info = saved->game_id != NULL ? trp_game_catalog_lookup (saved->game_id) : NULL;

  for (guint i = 0; i < saved->n_totals; i++)
    {
      g_autofree char *number = NULL;

      if (info != NULL && trp_game_info_totals_are_levels (info))
        {
          g_autofree char *rank = trp_level_get_short_name ((int) saved->totals[i]);

          number = trp_localize_digits (rank);
        }
      else
        number = trp_format_number (saved->totals[i]);

      /* The same separator as the table's score: a middle dot reads as a
       * Persian zero between Persian digits. */
      if (i > 0)
        g_string_append (totals, C_("scores", " – "));
      g_string_append (totals, number);
    }

  if (saved->over)
    /* Translators: a finished saved match: its final totals and when it
     * was last played. */
    text = g_strdup_printf (_("Over · %s · %s"), totals->str, local_date);
  else
    /* Translators: a saved match: its round, its totals and when it was
     * last played. */
    text = g_strdup_printf (_("Round %s · %s · %s"), round, totals->str, local_date);

  g_string_free (totals, TRUE);

  /* Two matches of one game under different house rules differ here. */
  {
    const TrpRulesPreset *preset = NULL;
    const char *rules = NULL;

    if (info != NULL && info->rules != NULL && saved->preset != NULL)
      preset = trp_rules_descriptor_find_preset (info->rules, saved->preset);
    if (preset != NULL)
      rules = _(preset->title);
    else if (saved->custom_rules)
      rules = _("Custom rules");
    if (rules != NULL)
      {
        char *with_rules;

        /* Translators: a saved match's house rules (a preset's name, or
         * “Custom rules”), then its round, totals and date. */
        with_rules = g_strdup_printf (C_("saved match", "%s · %s"), rules, text);
        g_free (text);
        text = with_rules;
      }
  }
  return text;
}

static char *
broken_save_key (const char *path,
                 gint64      modified)
{
  return g_strdup_printf ("%s\n%" G_GINT64_FORMAT, path, modified);
}

static void
remember_broken_save (TrpWindow  *self,
                      const char *path,
                      const char *reason)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                                 G_FILE_QUERY_INFO_NONE, NULL, NULL);

  if (info == NULL)
    return;

  g_hash_table_replace (self->broken_saves,
                        broken_save_key (path, g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED)),
                        g_strdup (reason));
}

static void
populate_saved (TrpWindow *self,
                GPtrArray *saved)
{
  for (guint i = 0; i < self->saved_rows->len; i++)
    adw_preferences_group_remove (self->saved_group, g_ptr_array_index (self->saved_rows, i));
  g_ptr_array_set_size (self->saved_rows, 0);

  /* Every saved match is listed; the start page scrolls. */
  for (guint i = 0; i < saved->len; i++)
    {
      TrpSavedMatch *match = g_ptr_array_index (saved, i);
      const TrpGameInfo *info;
      GtkWidget *row, *delete;
      g_autofree char *title = NULL;
      g_autofree char *subtitle = NULL;

      /* A match being deleted is gone for the player. */
      if (g_hash_table_contains (self->pending_deletes, match->path))
        continue;

      info = match->game_id != NULL ? trp_game_catalog_lookup (match->game_id) : NULL;
      row = adw_action_row_new ();
      delete = gtk_button_new_from_icon_name ("user-trash-symbolic");

      if (info != NULL && match->error == NULL)
        {
          g_autoptr(GPtrArray) isolated = g_ptr_array_new_with_free_func (g_free);
          g_autofree char *names = NULL;

          /* Names may be in any script: isolate each, so that a Latin
           * name reads right in Persian and the other way round; the
           * list is joined the language's way (“،” in Persian). */
          for (guint n = 0; match->player_names != NULL && match->player_names[n] != NULL; n++)
            g_ptr_array_add (isolated, g_strdup_printf ("\u2068%s\u2069", match->player_names[n]));
          names = trp_format_list ((const char * const *) isolated->pdata, isolated->len);
          /* Translators: a saved match's title: the game, then its
           * players, “Biriba · You, Anna, Nikos and Sara”. */
          title = g_strdup_printf (C_("saved match", "%s · %s"), _(info->title), names);
          subtitle = describe_saved (match);
        }
      else
        {
          g_autofree char *basename = g_path_get_basename (match->path);

          /* A file that cannot be read is shown, never hidden or
           * removed behind the player's back. */
          title = g_strdup (basename);
          subtitle = g_strdup_printf (_("Cannot be read: %s"),
                                      match->error != NULL ? match->error : _("unknown game"));
          gtk_widget_add_css_class (row, "error");
        }

      /* Names and errors are plain text, never markup. */
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      /* Files come from anywhere: a row never grows with their text. */
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 2);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 3);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_object_set_data_full (G_OBJECT (row), "path", g_strdup (match->path), g_free);

      gtk_widget_set_valign (delete, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (delete, "flat");
      gtk_widget_set_tooltip_text (delete, _("Delete the Match"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (delete), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Delete the Match"), -1);
      g_signal_connect (delete, "clicked", G_CALLBACK (delete_clicked_cb), row);

      if (info != NULL && match->error == NULL)
        adw_action_row_add_suffix (ADW_ACTION_ROW (row), new_score_pad_button (self, match->path));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), delete);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), new_open_icon ());
      g_signal_connect (row, "activated", G_CALLBACK (saved_row_activated_cb), self);
      adw_preferences_group_add (self->saved_group, row);
      g_ptr_array_add (self->saved_rows, row);
    }

  gtk_widget_set_visible (GTK_WIDGET (self->saved_group), self->saved_rows->len > 0);

  /* One button for the folder, in the group's header, where it cannot
   * be taken for a row's Open. */
  if (adw_preferences_group_get_header_suffix (self->saved_group) == NULL && can_show_folder ())
    {
      GtkWidget *folder = gtk_button_new_with_mnemonic (_("Show _Folder"));

      gtk_widget_add_css_class (folder, "flat");
      gtk_widget_set_valign (folder, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (folder, _("Show the folder of the saved matches"));
      g_signal_connect (folder, "clicked", G_CALLBACK (show_folder_clicked_cb), self);
      adw_preferences_group_set_header_suffix (self->saved_group, folder);
    }
}

/* What the start page needs from the matches folder, gathered in a worker
 * thread: listing reads a head and a tail of each file, and choosing the
 * match Continue offers replays it, which may take a while for a long
 * match or a slow disk. */
typedef struct
{
  char         *folder;
  GHashTable   *skip;          /* paths being deleted */
  GHashTable   *broken_saves;  /* a copy of the window's */
  guint         generation;
  GPtrArray    *saved;
  char         *continue_path;
  GPtrArray    *newly_broken;  /* path, reason, path, reason, ... */
  GError       *folder_error;
} Listing;

static void
listing_free (Listing *listing)
{
  g_free (listing->folder);
  g_clear_pointer (&listing->skip, g_hash_table_unref);
  g_clear_pointer (&listing->broken_saves, g_hash_table_unref);
  g_clear_pointer (&listing->saved, g_ptr_array_unref);
  g_free (listing->continue_path);
  g_clear_pointer (&listing->newly_broken, g_ptr_array_unref);
  g_clear_error (&listing->folder_error);
  g_free (listing);
}

static GHashTable *
copy_string_table (GHashTable *table)
{
  GHashTable *copy = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, table);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (copy, g_strdup (key), g_strdup (value));
  return copy;
}

static void
list_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  Listing *listing = task_data;

  listing->saved = trp_saved_match_list_full (listing->folder, &listing->folder_error);
  listing->newly_broken = g_ptr_array_new_with_free_func (g_free);

  /* The list reads only each file's summary; a file already found
   * broken on opening stays marked until it changes. */
  for (guint i = 0; i < listing->saved->len; i++)
    {
      TrpSavedMatch *match = g_ptr_array_index (listing->saved, i);
      g_autofree char *key = broken_save_key (match->path, match->modified);
      const char *reason = g_hash_table_lookup (listing->broken_saves, key);

      if (match->error == NULL && reason != NULL)
        match->error = g_strdup (reason);
    }

  /* Continue takes the most recent match that is not over and really
   * replays: one click must not lead to an error. */
  for (guint i = 0; i < listing->saved->len && listing->continue_path == NULL; i++)
    {
      TrpSavedMatch *match = g_ptr_array_index (listing->saved, i);
      g_autoptr(TrpMatch) loaded = NULL;
      g_autoptr(GError) error = NULL;

      if (g_cancellable_is_cancelled (cancellable))
        break;
      if (match->error != NULL || match->over || g_hash_table_contains (listing->skip, match->path))
        continue;

      loaded = trp_match_load (match->path, trp_game_catalog_create_game,
                               trp_game_catalog_lookup_rules, &error);
      if (loaded != NULL)
        listing->continue_path = g_strdup (match->path);
      else
        {
          g_ptr_array_add (listing->newly_broken, g_strdup (match->path));
          g_ptr_array_add (listing->newly_broken, g_strdup (error->message));
          match->error = g_strdup (error->message);
        }
    }

  g_task_return_boolean (task, TRUE);
}

static void
set_continue_path (TrpWindow  *self,
                   const char *path)
{
  g_free (self->continue_path);
  self->continue_path = g_strdup (path);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.continue-match", self->continue_path != NULL);
  gtk_widget_set_tooltip_text (self->continue_button,
                               self->continue_path != NULL ? _("Go on with your last match")
                                                           : _("No unfinished match is saved"));
}

static void
listed_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  GTask *task = G_TASK (result);
  Listing *listing = g_task_get_task_data (task);
  TrpWindow *self;

  /* The window went while the folder was being read. */
  if (g_cancellable_is_cancelled (g_task_get_cancellable (task)))
    return;
  self = TRP_WINDOW (source);
  /* A newer listing is on its way. */
  if (listing->generation != self->listing_generation)
    return;
  self->listing = FALSE;

  if (listing->folder_error != NULL)
    add_plain_toast (self, listing->folder_error->message);
  for (guint i = 0; i + 1 < listing->newly_broken->len; i += 2)
    remember_broken_save (self, g_ptr_array_index (listing->newly_broken, i),
                          g_ptr_array_index (listing->newly_broken, i + 1));

  /* A match deleted while the worker ran is not offered either. */
  if (listing->continue_path != NULL && g_hash_table_contains (self->pending_deletes, listing->continue_path))
    g_clear_pointer (&listing->continue_path, g_free);
  set_continue_path (self, listing->continue_path);
  populate_saved (self, listing->saved);
}

/* Lists the saved matches off the main thread, so that no file, however
 * long or odd, keeps the window from showing. */
static void
start_listing (TrpWindow *self)
{
  g_autoptr(GTask) task = NULL;
  Listing *listing = g_new0 (Listing, 1);

  self->listing_deferred = FALSE;
  listing->folder = trp_match_dup_default_folder ();
  listing->skip = copy_string_table (self->pending_deletes);
  listing->broken_saves = copy_string_table (self->broken_saves);
  listing->generation = self->listing_generation;

  task = g_task_new (self, self->cancellable, listed_cb, NULL);
  g_task_set_source_tag (task, update_start_actions);
  g_task_set_task_data (task, listing, (GDestroyNotify) listing_free);
  g_task_run_in_thread (task, list_thread);
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
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.new-match", playable);
  gtk_widget_set_tooltip_text (self->new_match_button, playable ? NULL : _("No game can be played yet"));

  self->listing = TRUE;
  self->listing_generation++;
  if (self->first_paint_handler != 0 || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    self->listing_deferred = TRUE;
  else
    start_listing (self);
}

static void
run_deferred_listing (TrpWindow *self)
{
  populate_games (self);
  if (self->listing_deferred)
    start_listing (self);
}

static void
first_paint_cb (GdkFrameClock *frame_clock,
                TrpWindow     *self)
{
  g_clear_signal_handler (&self->first_paint_handler, frame_clock);
  run_deferred_listing (self);
}

/* The start page is drawn first, then filled in. */
static void
trp_window_map (GtkWidget *widget)
{
  TrpWindow *self = TRP_WINDOW (widget);
  GdkFrameClock *frame_clock;

  GTK_WIDGET_CLASS (trp_window_parent_class)->map (widget);

  frame_clock = gtk_widget_get_frame_clock (widget);
  if (!self->listing_deferred && self->games_populated)
    return;
  if (frame_clock == NULL)
    {
      run_deferred_listing (self);
      return;
    }
  if (self->first_paint_handler == 0)
    self->first_paint_handler = g_signal_connect_object (frame_clock, "after-paint",
                                                         G_CALLBACK (first_paint_cb), self, 0);
}

/**
 * trp_window_get_listing:
 *
 * Returns: whether the start page is still reading the matches folder
 */
gboolean
trp_window_get_listing (TrpWindow *self)
{
  g_return_val_if_fail (TRP_IS_WINDOW (self), FALSE);

  return self->listing;
}

/* The match leaves the table: its file is free for any window at once,
 * whoever still holds a reference to it. */
static void
release_table (TrpWindow *self)
{
  TrpMatchDriver *driver = trp_table_view_get_driver (TRP_TABLE_VIEW (self->table));

  /* The guests are told, and the port closes with the match. */
  if (self->hosted != NULL)
    {
      trp_hosted_table_close (self->hosted);
      adw_header_bar_remove (ADW_HEADER_BAR (self->header_bar), trp_hosted_table_get_button (self->hosted));
      g_clear_object (&self->hosted);
    }
  trp_match_unlock (trp_match_driver_get_match (driver));
  gtk_stack_remove (self->stack, self->table);
}

static void
leave_guest_table (TrpWindow *self)
{
  if (self->guest_view == NULL)
    return;
  trp_guest_table_leave (trp_guest_view_get_table (TRP_GUEST_VIEW (self->guest_view)));
  gtk_stack_remove (self->stack, self->guest_view);
  self->guest_view = NULL;
}

static void
show_start (TrpWindow *self)
{
  g_clear_object (&self->practice_return);
  gtk_stack_set_visible_child_name (self->stack, "start");
  if (self->table != NULL)
    {
      release_table (self);
      self->table = NULL;
    }
  remove_lesson_view (self);
  leave_guest_table (self);
  adw_window_title_set_title (self->window_title, _("Trapoula"));
  gtk_widget_set_visible (self->back_button, FALSE);
  show_match_rules (self, FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.leave-match", FALSE);
  update_rules_menu (self, NULL);
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
guest_joined_cb (TrpJoinDialog *dialog,
                 TrpGuestTable *table,
                 TrpWindow     *self)
{
  trp_window_show_guest_table (self, table);
}

static void
join_table_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TrpWindow *self = TRP_WINDOW (widget);
  TrpJoinDialog *dialog = trp_join_dialog_new (GTK_WINDOW (self), trp_table_discovery_get_default ());

  g_signal_connect_object (dialog, "joined", G_CALLBACK (guest_joined_cb), self, 0);
  trp_dialog_present (GTK_WIDGET (dialog));
}

/**
 * trp_window_get_hosted_table:
 *
 * Returns: (transfer none) (nullable): the match at the table, while it
 *   is open to guests
 */
TrpHostedTable *
trp_window_get_hosted_table (TrpWindow *self)
{
  g_return_val_if_fail (TRP_IS_WINDOW (self), NULL);

  return self->hosted;
}

/**
 * trp_window_show_guest_table:
 * @table: a table another computer hosts, the seat taken
 *
 * Sits the guest at @table.
 */
void
trp_window_show_guest_table (TrpWindow     *self,
                             TrpGuestTable *table)
{
  g_return_if_fail (TRP_IS_WINDOW (self));
  g_return_if_fail (TRP_IS_GUEST_TABLE (table));

  show_start (self);
  self->guest_view = trp_guest_view_new (table);
  gtk_stack_add_named (self->stack, self->guest_view, "guest");
  gtk_stack_set_visible_child (self->stack, self->guest_view);
  adw_window_title_set_title (self->window_title, _("Guest at a Table"));
  gtk_widget_set_visible (self->back_button, TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.leave-match", TRUE);
  gtk_widget_grab_focus (self->guest_view);
}

static void
new_match_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TrpWindow *self = TRP_WINDOW (widget);
  TrpNewMatchDialog *dialog = trp_new_match_dialog_new (GTK_WINDOW (self), self->settings);

  g_signal_connect (dialog, "start", G_CALLBACK (start_cb), self);
  trp_dialog_present (GTK_WIDGET (dialog));
}

static void
unreadable_response_cb (GObject    *alert,
                        const char *response,
                        TrpWindow  *self)
{
  const char *path = g_object_get_data (alert, "path");

  /* Removing is the player's choice; by default the file stays. */
  if (g_str_equal (response, "remove") && path != NULL)
    g_unlink (path);

  update_start_actions (self);
}

static void
open_saved_match (TrpWindow  *self,
                  const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TrpMatch) match = NULL;

  if (path == NULL || g_hash_table_contains (self->pending_deletes, path))
    return;

  match = trp_match_load (path, trp_game_catalog_create_game,
                          trp_game_catalog_lookup_rules, &error);
  if (match == NULL)
    {
      GObject *alert = trp_alert_new (_("The saved match cannot be read"), error->message);

      remember_broken_save (self, path, error->message);

      g_object_set_data_full (alert, "path", g_strdup (path), g_free);
      trp_alert_add_response (alert, "keep", _("_Keep the File"), ADW_RESPONSE_DEFAULT);
      trp_alert_add_response (alert, "remove", _("_Remove the File"), ADW_RESPONSE_DESTRUCTIVE);
      trp_alert_set_default_response (alert, "keep");
      trp_alert_set_close_response (alert, "keep");
      g_signal_connect (alert, "response", G_CALLBACK (unreadable_response_cb), self);
      trp_alert_present (alert, GTK_WIDGET (self));
      return;
    }

  if (trp_match_get_is_over (match))
    {
      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (_("This match is over")));
      return;
    }

  /* A file saved between rounds goes on with the next deal. */
  if (!trp_match_get_round_in_progress (match) &&
      !trp_match_start_round (match, g_random_int () | ((guint64) (g_random_int () & 0x1fffff) << 32), &error))
    {
      add_plain_toast (self, error->message);
      return;
    }

  trp_window_show_match (self, match);
}

static void
continue_match_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  TrpWindow *self = TRP_WINDOW (widget);

  open_saved_match (self, self->continue_path);
}

/* A match keeps the rules it started with: shown, never edited. */
static void
match_rules_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TrpWindow *self = TRP_WINDOW (widget);
  TrpMatch *match;
  const TrpGameInfo *info;
  GtkWidget *dialog, *header, *editor;

  if (self->table == NULL)
    return;

  match = trp_match_driver_get_match (trp_table_view_get_driver (TRP_TABLE_VIEW (self->table)));
  info = trp_game_catalog_lookup (trp_match_get_game_id (match));
  header = adw_header_bar_new ();
  editor = GTK_WIDGET (trp_rules_editor_new (info != NULL ? _(info->title) : "",
                                            trp_match_get_rules (match), TRUE));

  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header),
                                   adw_window_title_new (_("This Match’s Rules"),
                                                         info != NULL ? _(info->title) : NULL));

  /* A dialog over the table, a bottom sheet on a phone. */
  dialog = trp_dialog_new ();
  trp_dialog_setup (dialog, GTK_WINDOW (self), _("This Match’s Rules"), 560, 640);
  trp_dialog_set_content (dialog, header, editor, NULL);
  trp_dialog_present (dialog);
}

/* F1: the rules of the game at the table, with the match's own rules as
 * the current ones; away from the table, the rules help as last left. */
static void
rules_help_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TrpWindow *self = TRP_WINDOW (widget);
  TrpMatch *match = NULL;

  if (self->table != NULL)
    match = trp_match_driver_get_match (trp_table_view_get_driver (TRP_TABLE_VIEW (self->table)));

  trp_rules_help_present (GTK_WINDOW (self),
                          match != NULL ? trp_match_get_rules (match) : NULL,
                          match != NULL ? trp_match_get_game_id (match) : NULL,
                          NULL);
}

static void
statistics_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TrpWindow *self = TRP_WINDOW (widget);

  if (self->settings != NULL)
    trp_dialog_present (trp_statistics_dialog_new (GTK_WINDOW (self), self->settings));
}

static void
leave_match (TrpWindow *self)
{
  /* A lesson keeps its step, to resume there (#38). */
  if (self->lesson_view != NULL)
    {
      trp_lesson_view_leave (TRP_LESSON_VIEW (self->lesson_view));
      return;
    }

  /* Practice ends where it began: at the real match. */
  if (self->practice_return != NULL)
    {
      g_autoptr(TrpMatch) real = g_steal_pointer (&self->practice_return);

      trp_window_show_match (self, real);
      return;
    }

  if (self->guest_view != NULL)
    {
      show_start (self);
      adw_toast_overlay_add_toast (self->toast_overlay,
                                   adw_toast_new (_("You left the table: join again with the same code and seat to take it back")));
      return;
    }
  /* Every move is already saved: leaving loses nothing. */
  show_start (self);
  adw_toast_overlay_add_toast (self->toast_overlay,
                               adw_toast_new (_("The match is saved: Continue brings you back")));
}

static void
leave_match_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  /* No question first: the match is saved after every move, and the
   * toast says how to come back (the HIG asks no confirmation for what
   * loses nothing). */
  leave_match (TRP_WINDOW (widget));
}

/* The coach's Try Again from Here: a copy of the match at the table,
 * standing before the person's move (round, index), with no file. */
static void
try_again_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TrpWindow *self = TRP_WINDOW (widget);
  g_autoptr(TrpMatch) real = NULL;
  g_autoptr(TrpMatch) practice = NULL;
  g_autoptr(GError) error = NULL;
  guint round, index;

  if (self->table == NULL)
    return;
  g_variant_get (parameter, "(uu)", &round, &index);
  real = g_object_ref (trp_match_driver_get_match (trp_table_view_get_driver (TRP_TABLE_VIEW (self->table))));
  if (round >= trp_match_get_n_rounds (real) || index > trp_match_get_round_n_actions (real, round) ||
      trp_hosted_table_match_has_guests (real))
    return;
  practice = trp_match_new_practice_copy (real, round, index, trp_game_catalog_lookup_rules, &error);
  if (practice == NULL)
    {
      add_plain_toast (self, error->message);
      return;
    }
  /* Practising from a practice copy still goes back to the real match. */
  if (self->practice_return != NULL)
    g_set_object (&real, self->practice_return);
  trp_window_show_match (self, practice);
  self->practice_return = g_steal_pointer (&real);
  add_plain_toast (self, _("Practice: nothing here is saved, and leaving brings you back to your match"));
}

static void
trp_window_class_init (TrpWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = trp_window_dispose;

  widget_class->map = trp_window_map;
  widget_class->size_allocate = trp_window_size_allocate;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/trapoula/Trapoula/ui/trp-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TrpWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, TrpWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TrpWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TrpWindow, start_page);
  gtk_widget_class_bind_template_child (widget_class, TrpWindow, games_group);
  gtk_widget_class_bind_template_child (widget_class, TrpWindow, learn_group);
  gtk_widget_class_bind_template_child (widget_class, TrpWindow, saved_group);
  gtk_widget_class_bind_template_child (widget_class, TrpWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, TrpWindow, rules_button);
  gtk_widget_class_bind_template_child (widget_class, TrpWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, TrpWindow, new_match_button);
  gtk_widget_class_bind_template_child (widget_class, TrpWindow, continue_button);
  gtk_widget_class_bind_template_child (widget_class, TrpWindow, help_section);

  gtk_widget_class_install_action (widget_class, "win.new-match", NULL, new_match_action);
  gtk_widget_class_install_action (widget_class, "win.continue-match", NULL, continue_match_action);
  gtk_widget_class_install_action (widget_class, "win.leave-match", NULL, leave_match_action);
  gtk_widget_class_install_action (widget_class, "win.try-again", "(uu)", try_again_action);
  gtk_widget_class_install_action (widget_class, "win.join-table", NULL, join_table_action);
  gtk_widget_class_install_action (widget_class, "win.statistics", NULL, statistics_action);
  gtk_widget_class_install_action (widget_class, "win.match-rules", NULL, match_rules_action);
  gtk_widget_class_install_action (widget_class, "win.rules-help", NULL, rules_help_action);
}

/* Gives each entry of the shortcuts that names an action the keys the
 * application has for it. A GtkShortcutsWindow looks them up only as a
 * GtkApplicationWindow's help overlay, which this one is not: on GTK 4.8
 * its General and Matches entries showed no key at all. AdwShortcutsItem
 * looks them up itself and keeps its own accelerator for when it finds
 * none, so the same keys there do no harm. */
static void
shortcuts_show_app_accels (GtkBuilder     *builder,
                           GtkApplication *app)
{
  g_autoptr(GSList) objects = gtk_builder_get_objects (builder);

  if (app == NULL)
    return;
  for (GSList *l = objects; l != NULL; l = l->next)
    {
      g_autofree char *action_name = NULL;
      g_auto(GStrv) accels = NULL;
      g_autofree char *accelerator = NULL;

#if ADW_CHECK_VERSION (1, 8, 0)
      if (!ADW_IS_SHORTCUTS_ITEM (l->data))
        continue;
#else
      if (!GTK_IS_SHORTCUTS_SHORTCUT (l->data))
        continue;
#endif
      /* An AdwShortcutsItem without an action has "" for its name. */
      g_object_get (l->data, "action-name", &action_name, NULL);
      if (action_name == NULL || *action_name == '\0')
        continue;
      accels = gtk_application_get_accels_for_action (app, action_name);
      if (accels[0] == NULL)
        continue;
      accelerator = g_strjoinv (" ", accels);
      g_object_set (l->data, "accelerator", accelerator, NULL);
    }
}

/* The keyboard shortcuts, built when they are asked for rather than by
 * GtkApplication for every window at start-up: an AdwShortcutsDialog
 * (shortcuts-dialog.ui) from libadwaita 1.8 on, a GtkShortcutsWindow
 * before. Both keep the action name GtkApplicationWindow gives its help
 * overlay, so that the menu and the accelerators stay as they are. */
static void
show_shortcuts_cb (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
#if ADW_CHECK_VERSION (1, 8, 0)
  g_autoptr(GtkBuilder) builder =
    gtk_builder_new_from_resource ("/io/github/trapoula/Trapoula/ui/shortcuts-dialog.ui");

  shortcuts_show_app_accels (builder, gtk_window_get_application (GTK_WINDOW (user_data)));
  adw_dialog_present (ADW_DIALOG (gtk_builder_get_object (builder, "shortcuts_dialog")),
                      GTK_WIDGET (user_data));
#else
  g_autoptr(GtkBuilder) builder =
    gtk_builder_new_from_resource ("/io/github/trapoula/Trapoula/ui/help-overlay.ui");
  GtkWindow *shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));

  shortcuts_show_app_accels (builder, gtk_window_get_application (GTK_WINDOW (user_data)));
  gtk_window_set_transient_for (shortcuts, GTK_WINDOW (user_data));
  gtk_window_set_modal (shortcuts, TRUE);
  gtk_window_present (shortcuts);
#endif
}

static void
trp_window_init (TrpWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
#if ADW_CHECK_VERSION (1, 4, 0)
  /* The template's box of header and content becomes an AdwToolbarView,
   * which draws the header flat until the content scrolls under it. */
  {
    GtkWidget *box = adw_application_window_get_content (ADW_APPLICATION_WINDOW (self));
    g_autoptr(GtkWidget) header = g_object_ref (self->header_bar);
    g_autoptr(GtkWidget) content = g_object_ref (GTK_WIDGET (self->toast_overlay));

    gtk_box_remove (GTK_BOX (box), header);
    gtk_box_remove (GTK_BOX (box), content);
    adw_application_window_set_content (ADW_APPLICATION_WINDOW (self),
                                        trp_dialog_page_new (header, content, NULL));
  }
#endif
  {
    g_autoptr(GSimpleAction) shortcuts = g_simple_action_new ("show-help-overlay", NULL);

    g_signal_connect (shortcuts, "activate", G_CALLBACK (show_shortcuts_cb), self);
    g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (shortcuts));
  }
  self->saved_rows = g_ptr_array_new ();
  self->broken_saves = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->pending_deletes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->cancellable = g_cancellable_new ();

  if (g_strcmp0 (PROFILE, "development") == 0)
    gtk_widget_add_css_class (GTK_WIDGET (self), "devel");

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.leave-match", FALSE);
  /* Until the worker has found a match that replays. */
  set_continue_path (self, NULL);
}

typedef struct
{
  GtkWindow *window;
  char      *path;
} Screenshot;

/* The dialog on top: a visible window that is transient for another, the
 * deepest such one; else any visible window. */
static GtkWindow *
find_top_window (void)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();
  GtkWindow *top = NULL;
  guint top_depth = 0;

  for (GList *l = toplevels; l != NULL; l = l->next)
    {
      GtkWindow *window = l->data;
      guint depth = 1;

      if (!gtk_widget_get_visible (GTK_WIDGET (window)))
        continue;
      for (GtkWindow *parent = gtk_window_get_transient_for (window);
           parent != NULL;
           parent = gtk_window_get_transient_for (parent))
        depth++;
      if (depth > top_depth)
        {
          top = window;
          top_depth = depth;
        }
    }

  return top;
}

static gboolean
save_screenshot_cb (gpointer user_data)
{
  Screenshot *shot = user_data;
  GtkWidget *widget = GTK_WIDGET (shot->window != NULL ? shot->window : find_top_window ());
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  int width = widget != NULL ? gtk_widget_get_width (widget) : 0;
  int height = widget != NULL ? gtk_widget_get_height (widget) : 0;
  GskRenderer *renderer = NULL;

  if (widget == NULL)
    {
      g_printerr ("Nothing to save: no window is open\n");
      g_application_quit (g_application_get_default ());
      g_free (shot->path);
      g_free (shot);
      return G_SOURCE_REMOVE;
    }

  /* The start page shows its saved matches once the worker has read
   * them. */
  if (TRP_IS_WINDOW (widget) && trp_window_get_listing (TRP_WINDOW (widget)))
    return G_SOURCE_CONTINUE;

  /* A dialog is shown over its window, dimmed, as a person sees it. */
  if (shot->window == NULL && gtk_window_get_transient_for (GTK_WINDOW (widget)) != NULL)
    {
      GtkWidget *parent = GTK_WIDGET (gtk_window_get_transient_for (GTK_WINDOW (widget)));
      g_autoptr(GdkPaintable) parent_paintable = gtk_widget_paintable_new (parent);
      int parent_width = gtk_widget_get_width (parent);
      int parent_height = gtk_widget_get_height (parent);

      gdk_paintable_snapshot (parent_paintable, GDK_SNAPSHOT (snapshot), parent_width, parent_height);
      gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0, 0, 0, 0.3 },
                                 &GRAPHENE_RECT_INIT (0, 0, parent_width, parent_height));
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (MAX (0, (parent_width - width) / 2),
                                                              MAX (0, (parent_height - height) / 2)));
      paintable = gtk_widget_paintable_new (widget);
      gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
      gtk_snapshot_restore (snapshot);
      widget = parent;
      width = parent_width;
      height = parent_height;
    }
  else
    {
      paintable = gtk_widget_paintable_new (widget);
      gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
    }
  node = gtk_snapshot_to_node (snapshot);
  renderer = gtk_native_get_renderer (GTK_NATIVE (widget));

  if (node != NULL && renderer != NULL)
    {
      texture = gsk_renderer_render_texture (renderer, node,
                                             &GRAPHENE_RECT_INIT (0, 0, width, height));
      if (!gdk_texture_save_to_png (texture, shot->path))
        g_printerr ("Could not save the screenshot to %s\n", shot->path);
    }
  else
    g_printerr ("Nothing to save: the window has not been drawn (%d × %d)\n", width, height);

  g_application_quit (g_application_get_default ());
  g_free (shot->path);
  g_free (shot);
  return G_SOURCE_REMOVE;
}

/**
 * trp_window_save_screenshot_and_quit:
 *
 * A developer tool: waits for the window to settle, saves it as a PNG and
 * quits, so the interface can be looked at in every language. With no
 * @window, the dialog on top then is saved.
 */
void
trp_window_save_screenshot_and_quit (GtkWindow  *self,
                                     const char *path)
{
  Screenshot *shot;

  g_return_if_fail (self == NULL || GTK_IS_WINDOW (self));
  g_return_if_fail (path != NULL);

  shot = g_new0 (Screenshot, 1);
  shot->window = self;
  shot->path = g_strdup (path);
  g_timeout_add (3000, save_screenshot_cb, shot);
}
