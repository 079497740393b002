/* trp-lesson-list.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The lessons of a family of games, in the order they are best
 * taken: each row the lesson's title and what it covers, a tick when it
 * was finished, the step it resumes at when it was left half-way.
 * Choosing one closes the list and emits "start" (the lesson, the step
 * to resume at).
 */

#include "config.h"

#include <glib/gi18n.h>

#include "trp-lesson-catalog.h"
#include "trp-lesson-list.h"
#include "trp-lesson-progress.h"

struct _TrpLessonList
{
  TrpDialogBase parent_instance;

  GtkWidget    *group;
};

G_DEFINE_FINAL_TYPE (TrpLessonList, trp_lesson_list, TRP_TYPE_DIALOG_BASE)

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
trp_lesson_list_class_init (TrpLessonListClass *klass)
{
  signals[START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 2, TRP_TYPE_LESSON, G_TYPE_UINT);
}

static void
trp_lesson_list_init (TrpLessonList *self)
{
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();

  self->group = adw_preferences_group_new ();
  gtk_widget_set_margin_top (self->group, 18);
  gtk_widget_set_margin_bottom (self->group, 18);
  gtk_widget_set_margin_start (self->group, 12);
  gtk_widget_set_margin_end (self->group, 12);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 600);
  adw_clamp_set_child (ADW_CLAMP (clamp), self->group);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_widget_set_vexpand (scrolled, TRUE);
  trp_dialog_set_content (GTK_WIDGET (self), header, scrolled, NULL);
}

static void
row_activated_cb (AdwActionRow  *row,
                  TrpLessonList *self)
{
  TrpLesson *lesson = g_object_get_data (G_OBJECT (row), "lesson");
  guint resume_at = trp_lesson_progress_get_reached (trp_lesson_get_id (lesson));
  g_autoptr(TrpLesson) held = g_object_ref (lesson);

  g_object_ref (self);
  trp_dialog_close (GTK_WIDGET (self));
  g_signal_emit (self, signals[START], 0, held, resume_at);
  g_object_unref (self);
}

static void
add_row (TrpLessonList *self,
         TrpLesson     *lesson)
{
  GtkWidget *row = adw_action_row_new ();
  const char *id = trp_lesson_get_id (lesson);
  guint reached = trp_lesson_progress_get_reached (id);
  GtkWidget *icon;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(trp_lesson_get_title (lesson)));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(trp_lesson_get_summary (lesson)));
  gtk_widget_set_name (row, id);

  if (reached > 0)
    {
      g_autofree char *text = NULL;
      GtkWidget *label;

      /* Translators: a lesson left half-way; %u is the step it resumes at. */
      text = g_strdup_printf (_("Resumes at step %u"), reached + 1);
      label = gtk_label_new (text);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
    }
  if (trp_lesson_progress_is_finished (id))
    {
      icon = gtk_image_new_from_icon_name ("object-select-symbolic");
      gtk_widget_add_css_class (icon, "success");
      gtk_widget_add_css_class (icon, "lesson-finished");
      gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Finished"), -1);
      gtk_widget_set_tooltip_text (icon, _("Finished"));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), icon);
    }
  icon = gtk_image_new_from_icon_name ("go-next-symbolic");
  gtk_accessible_update_state (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), icon);

  g_object_set_data_full (G_OBJECT (row), "lesson", g_object_ref (lesson), g_object_unref);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_signal_connect (row, "activated", G_CALLBACK (row_activated_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), row);
}

/**
 * trp_lesson_list_new:
 * @family: "biriba", "dabaifen" or "marianna"
 */
GtkWidget *
trp_lesson_list_new (GtkWindow  *parent,
                     const char *family)
{
  TrpLessonList *self;
  const char * const *ids;
  const char *title;

  g_return_val_if_fail (family != NULL, NULL);

  self = g_object_new (TRP_TYPE_LESSON_LIST, NULL);
  title = trp_lesson_catalog_family_title (family);
  trp_dialog_setup (GTK_WIDGET (self), parent, title, 560, 520);
  trp_dialog_set_title (GTK_WIDGET (self), title);

  ids = trp_lesson_catalog_get_ids (family);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TrpLesson) lesson = trp_lesson_catalog_load (ids[i], &error);

      /* The lessons are the app's own: one that does not load is a
       * defect that test-lessons catches, not the person's to see. */
      if (lesson == NULL)
        {
          g_warning ("Lesson %s: %s", ids[i], error->message);
          continue;
        }
      add_row (self, lesson);
    }

  return GTK_WIDGET (self);
}
