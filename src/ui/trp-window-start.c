/* trp-window-start.c: the start page's game rows and Learn group
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "trp-dialog.h"
#include "trp-game-catalog.h"
#include "trp-new-match-dialog.h"
#include "trp-lesson-catalog.h"
#include "trp-lesson-list.h"
#include "trp-lesson-progress.h"
#include "trp-lesson-view.h"
#include "trp-window.h"
#include "trp-window-private.h"


/* A game's row starts a new match of that game: the new-match dialog
 * opens with the game chosen. */
static void
game_row_activated_cb (AdwActionRow *row,
                       TrpWindow    *self)
{
  const char *game_id = g_object_get_data (G_OBJECT (row), "game-id");
  TrpNewMatchDialog *dialog = trp_new_match_dialog_new (GTK_WINDOW (self), self->settings);

  trp_new_match_dialog_select_game (dialog, game_id);
  g_signal_connect (dialog, "start", G_CALLBACK (_trp_window_start_cb), self);
  trp_dialog_present (GTK_WIDGET (dialog));
}

/* A chevron that says a row opens something; the icon theme mirrors it
 * right to left. */
GtkWidget *
_trp_window_new_open_icon (void)
{
  GtkWidget *icon = gtk_image_new_from_icon_name ("go-next-symbolic");

  gtk_accessible_update_state (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  return icon;
}

/* --- Lessons ------------------------------------------------------------ */


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
  _trp_window_show_start (self);
  update_learning (self);
}

void
_trp_window_remove_lesson_view (TrpWindow *self)
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
      _trp_window_add_plain_toast (self, error->message);
      return;
    }
  if (self->table != NULL)
    {
      _trp_window_release_table (self);
      self->table = NULL;
    }
  _trp_window_remove_lesson_view (self);
  self->lesson_view = view;
  g_signal_connect (view, "leave", G_CALLBACK (lesson_left_cb), self);
  gtk_stack_add_named (self->stack, view, "lesson");
  gtk_stack_set_visible_child (self->stack, view);
  gtk_widget_grab_focus (trp_lesson_view_get_table (TRP_LESSON_VIEW (view)));

  _trp_window_set_header_title (self, _(trp_lesson_get_title (lesson)), NULL);
  gtk_widget_set_visible (self->back_button, TRUE);
  _trp_window_show_match_rules (self, FALSE);
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
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), _trp_window_new_open_icon ());
      g_signal_connect (row, "activated", G_CALLBACK (learn_row_activated_cb), self);
      adw_preferences_group_add (self->learn_group, row);
      self->learn_rows = g_list_append (self->learn_rows, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->learn_group), TRUE);
  update_learning (self);
}

void
_trp_window_populate_games (TrpWindow *self)
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
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), _trp_window_new_open_icon ());
          g_signal_connect (row, "activated", G_CALLBACK (game_row_activated_cb), self);
        }

      adw_preferences_group_add (self->games_group, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->games_group), TRUE);
  populate_learning (self);
}

/* GtkWindow sets "application" after construction, so this runs from
 * trp_window_new() rather than from constructed(). */
