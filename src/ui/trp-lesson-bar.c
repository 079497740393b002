/* trp-lesson-bar.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The strip above the table during a lesson: how far along the
 * lesson is, what the computer players just did and why,
 * what to do now and why, and, after another move than the lesson's,
 * what is wrong with it and a button to try again. Next goes on past a
 * note; Leave keeps the step reached, to resume there.
 *
 * Signals: "next", "retry", "leave".
 */

#include "config.h"

#include <glib/gi18n.h>

#include "trp-lesson-bar.h"

struct _TrpLessonBar
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *progress;
  GtkWidget *told;
  GtkWidget *text;
  GtkWidget *explanation;
  GtkWidget *next_button;
  GtkWidget *retry_button;
  GtkWidget *leave_button;
};

G_DEFINE_FINAL_TYPE (TrpLessonBar, trp_lesson_bar, GTK_TYPE_WIDGET)

enum {
  NEXT,
  RETRY,
  LEAVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
next_clicked_cb (TrpLessonBar *self)
{
  g_signal_emit (self, signals[NEXT], 0);
}

static void
retry_clicked_cb (TrpLessonBar *self)
{
  g_signal_emit (self, signals[RETRY], 0);
}

static void
leave_clicked_cb (TrpLessonBar *self)
{
  g_signal_emit (self, signals[LEAVE], 0);
}

static void
trp_lesson_bar_dispose (GObject *object)
{
  TrpLessonBar *self = TRP_LESSON_BAR (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (trp_lesson_bar_parent_class)->dispose (object);
}

static void
trp_lesson_bar_class_init (TrpLessonBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = trp_lesson_bar_dispose;

  signals[NEXT] = g_signal_new ("next", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[RETRY] = g_signal_new ("retry", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[LEAVE] = g_signal_new ("leave", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "lesson-bar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static GtkWidget *
new_label (const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), FALSE);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static void
trp_lesson_bar_init (TrpLessonBar *self)
{
  GtkWidget *heading = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *words = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_widget_add_css_class (GTK_WIDGET (self), "lesson-bar");

  /* The lesson's title is the window's: the bar names only the step. */
  self->progress = new_label ("dim-label");
  gtk_widget_add_css_class (self->progress, "caption-heading");
  gtk_widget_add_css_class (self->progress, "numeric");
  gtk_box_append (GTK_BOX (heading), self->progress);

  self->told = new_label ("lesson-told");
  gtk_widget_set_visible (self->told, FALSE);
  self->text = new_label ("lesson-text");
  self->explanation = new_label ("lesson-explanation");
  gtk_widget_add_css_class (self->explanation, "warning");
  gtk_widget_set_visible (self->explanation, FALSE);
  /* What the lesson says is read out as it changes. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->text),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _("What the lesson asks"), -1);

  gtk_box_append (GTK_BOX (words), heading);
  gtk_box_append (GTK_BOX (words), self->told);
  gtk_box_append (GTK_BOX (words), self->text);
  gtk_box_append (GTK_BOX (words), self->explanation);
  gtk_widget_set_hexpand (words, TRUE);

  self->retry_button = gtk_button_new_with_mnemonic (_("_Try Again"));
  gtk_widget_set_visible (self->retry_button, FALSE);
  self->next_button = gtk_button_new_with_mnemonic (_("_Next"));
  gtk_widget_add_css_class (self->next_button, "suggested-action");
  gtk_widget_set_visible (self->next_button, FALSE);
  self->leave_button = gtk_button_new_with_mnemonic (_("_Leave"));
  gtk_widget_set_tooltip_text (self->leave_button, _("Leave the lesson; it resumes where you left it"));
  g_signal_connect_swapped (self->next_button, "clicked", G_CALLBACK (next_clicked_cb), self);
  g_signal_connect_swapped (self->retry_button, "clicked", G_CALLBACK (retry_clicked_cb), self);
  g_signal_connect_swapped (self->leave_button, "clicked", G_CALLBACK (leave_clicked_cb), self);
  gtk_box_append (GTK_BOX (buttons), self->retry_button);
  gtk_box_append (GTK_BOX (buttons), self->next_button);
  gtk_box_append (GTK_BOX (buttons), self->leave_button);
  gtk_widget_set_valign (buttons, GTK_ALIGN_CENTER);

  gtk_box_append (GTK_BOX (self->box), words);
  gtk_box_append (GTK_BOX (self->box), buttons);
}

GtkWidget *
trp_lesson_bar_new (void)
{
  return g_object_new (TRP_TYPE_LESSON_BAR, NULL);
}

void
trp_lesson_bar_set_title (TrpLessonBar *self,
                          const char   *title)
{
  g_return_if_fail (TRP_IS_LESSON_BAR (self));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
}

void
trp_lesson_bar_set_progress (TrpLessonBar *self,
                             guint         step,
                             guint         n_steps)
{
  g_autofree char *text = NULL;

  g_return_if_fail (TRP_IS_LESSON_BAR (self));

  /* Translators: how far along a lesson is, e.g. “Step 2 of 7”. */
  text = g_strdup_printf (_("Step %u of %u"), MIN (step + 1, n_steps), n_steps);
  gtk_label_set_text (GTK_LABEL (self->progress), text);
}

static void
set_shown_text (GtkWidget  *label,
                const char *text)
{
  gtk_label_set_text (GTK_LABEL (label), text != NULL ? text : "");
  gtk_widget_set_visible (label, text != NULL && *text != '\0');
}

/* What to do now and why. */
void
trp_lesson_bar_set_text (TrpLessonBar *self,
                         const char   *text)
{
  g_return_if_fail (TRP_IS_LESSON_BAR (self));

  set_shown_text (self->text, text);
}

/* What a computer player just did, and why. */
void
trp_lesson_bar_set_told (TrpLessonBar *self,
                         const char   *told)
{
  g_return_if_fail (TRP_IS_LESSON_BAR (self));

  set_shown_text (self->told, told);
}

/* Why the move the person made is not the lesson's; %NULL once they try
 * again. */
void
trp_lesson_bar_set_explanation (TrpLessonBar *self,
                                const char   *explanation)
{
  g_return_if_fail (TRP_IS_LESSON_BAR (self));

  set_shown_text (self->explanation, explanation);
  gtk_widget_set_visible (self->retry_button, explanation != NULL);
  if (explanation != NULL)
    gtk_widget_grab_focus (self->retry_button);
}

/* A note waits for Next; the end of the lesson says Finish. */
void
trp_lesson_bar_set_can_go_on (TrpLessonBar *self,
                              gboolean      can_go_on,
                              gboolean      last)
{
  g_return_if_fail (TRP_IS_LESSON_BAR (self));

  gtk_button_set_label (GTK_BUTTON (self->next_button), last ? _("_Finish") : _("_Next"));
  gtk_widget_set_visible (self->next_button, can_go_on);
  gtk_widget_set_visible (self->leave_button, !last);
}

const char *
trp_lesson_bar_get_text (TrpLessonBar *self)
{
  g_return_val_if_fail (TRP_IS_LESSON_BAR (self), NULL);

  return gtk_widget_get_visible (self->text) ? gtk_label_get_text (GTK_LABEL (self->text)) : NULL;
}

const char *
trp_lesson_bar_get_told (TrpLessonBar *self)
{
  g_return_val_if_fail (TRP_IS_LESSON_BAR (self), NULL);

  return gtk_widget_get_visible (self->told) ? gtk_label_get_text (GTK_LABEL (self->told)) : NULL;
}

const char *
trp_lesson_bar_get_explanation (TrpLessonBar *self)
{
  g_return_val_if_fail (TRP_IS_LESSON_BAR (self), NULL);

  return gtk_widget_get_visible (self->explanation) ? gtk_label_get_text (GTK_LABEL (self->explanation)) : NULL;
}
