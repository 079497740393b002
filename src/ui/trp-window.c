/* trp-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "trp-rng.h"
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
#include "trp-window-private.h"

G_DEFINE_FINAL_TYPE (TrpWindow, trp_window, ADW_TYPE_APPLICATION_WINDOW)

static void restore_window_state (TrpWindow *self);
static void leave_guest_table (TrpWindow *self);

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

static void
restore_window_state (TrpWindow *self)
{
  self->settings = g_object_ref (trp_settings_get_gsettings (trp_settings_get_default ()));
  _trp_window_update_start_actions (self);

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
void
_trp_window_add_plain_toast (TrpWindow  *self,
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
  _trp_window_show_start (self);
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
 * “Marianna” to “Maria…”. */
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

void
_trp_window_show_match_rules (TrpWindow *self,
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
  _trp_window_show_match_rules (self, self->match_rules);
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
 * table; the invitation shows at once, and again from the
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

      _trp_window_add_plain_toast (self, text);
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
      _trp_window_release_table (self);
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
          _trp_window_add_plain_toast (self, error->message);
          if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "start") != 0)
            _trp_window_show_start (self);
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
  _trp_window_show_match_rules (self, TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.leave-match", TRUE);
  update_rules_menu (self, info);

  if (trp_hosted_table_match_has_guests (match))
    host_table (self, driver);

  trp_match_driver_advance (driver);
}

static void
run_deferred_listing (TrpWindow *self)
{
  _trp_window_populate_games (self);
  if (self->listing_deferred)
    _trp_window_start_listing (self);
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
void
_trp_window_release_table (TrpWindow *self)
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

void
_trp_window_show_start (TrpWindow *self)
{
  g_clear_object (&self->practice_return);
  gtk_stack_set_visible_child_name (self->stack, "start");
  if (self->table != NULL)
    {
      _trp_window_release_table (self);
      self->table = NULL;
    }
  _trp_window_remove_lesson_view (self);
  leave_guest_table (self);
  adw_window_title_set_title (self->window_title, _("Trapoula"));
  gtk_widget_set_visible (self->back_button, FALSE);
  _trp_window_show_match_rules (self, FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.leave-match", FALSE);
  update_rules_menu (self, NULL);
  _trp_window_update_start_actions (self);
}

void
_trp_window_start_cb (TrpNewMatchDialog *dialog,
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

  _trp_window_show_start (self);
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

  g_signal_connect (dialog, "start", G_CALLBACK (_trp_window_start_cb), self);
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

  _trp_window_update_start_actions (self);
}

void
_trp_window_open_saved_match (TrpWindow  *self,
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

      _trp_window_remember_broken_save (self, path, error->message);

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
      !trp_match_start_round (match, trp_rng_new_deal_seed (), &error))
    {
      _trp_window_add_plain_toast (self, error->message);
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

  _trp_window_open_saved_match (self, self->continue_path);
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
  /* A lesson keeps its step, to resume there. */
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
      _trp_window_show_start (self);
      adw_toast_overlay_add_toast (self->toast_overlay,
                                   adw_toast_new (_("You left the table: join again with the same code and seat to take it back")));
      return;
    }
  /* Every move is already saved: leaving loses nothing. */
  _trp_window_show_start (self);
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
      _trp_window_add_plain_toast (self, error->message);
      return;
    }
  /* Practising from a practice copy still goes back to the real match. */
  if (self->practice_return != NULL)
    g_set_object (&real, self->practice_return);
  trp_window_show_match (self, practice);
  self->practice_return = g_steal_pointer (&real);
  _trp_window_add_plain_toast (self, _("Practice: nothing here is saved, and leaving brings you back to your match"));
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
  _trp_window_set_continue_path (self, NULL);
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

