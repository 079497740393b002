/* trp-window-saved.c: the start page's saved matches
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "trp-dialog.h"
#include "trp-game-catalog.h"
#include "trp-format.h"
#include "trp-saved-match.h"
#include "trp-score-pad.h"
#include "trp-window.h"
#include "trp-window-private.h"


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
      _trp_window_open_saved_match (self, path);
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
  _trp_window_open_saved_match (self, g_object_get_data (G_OBJECT (row), "path"));
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
      _trp_window_update_start_actions (pending->window);
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
          _trp_window_update_start_actions (pending->window);
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
      _trp_window_add_plain_toast (self, _("This match is open in another window"));
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
      _trp_window_set_continue_path (self, NULL);
      _trp_window_update_start_actions (self);
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

void
_trp_window_remember_broken_save (TrpWindow  *self,
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
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), _trp_window_new_open_icon ());
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

void
_trp_window_set_continue_path (TrpWindow  *self,
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
    _trp_window_add_plain_toast (self, listing->folder_error->message);
  for (guint i = 0; i + 1 < listing->newly_broken->len; i += 2)
    _trp_window_remember_broken_save (self, g_ptr_array_index (listing->newly_broken, i),
                          g_ptr_array_index (listing->newly_broken, i + 1));

  /* A match deleted while the worker ran is not offered either. */
  if (listing->continue_path != NULL && g_hash_table_contains (self->pending_deletes, listing->continue_path))
    g_clear_pointer (&listing->continue_path, g_free);
  _trp_window_set_continue_path (self, listing->continue_path);
  populate_saved (self, listing->saved);
}

/* Lists the saved matches off the main thread, so that no file, however
 * long or odd, keeps the window from showing. */
void
_trp_window_start_listing (TrpWindow *self)
{
  g_autoptr(GTask) task = NULL;
  Listing *listing = g_new0 (Listing, 1);

  self->listing_deferred = FALSE;
  listing->folder = trp_match_dup_default_folder ();
  listing->skip = copy_string_table (self->pending_deletes);
  listing->broken_saves = copy_string_table (self->broken_saves);
  listing->generation = self->listing_generation;

  task = g_task_new (self, self->cancellable, listed_cb, NULL);
  g_task_set_source_tag (task, _trp_window_update_start_actions);
  g_task_set_task_data (task, listing, (GDestroyNotify) listing_free);
  g_task_run_in_thread (task, list_thread);
}

void
_trp_window_update_start_actions (TrpWindow *self)
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
    _trp_window_start_listing (self);
}

