/* trp-hint-line.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The line under the hand says what the others did on their last turn.
 * A hint stands in for it while it shows, in the same place, so that
 * the table keeps its height and the hint never covers a choice. The
 * hint goes after a while or with the next move, whatever the pointer
 * does.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "trp-format.h"
#include "trp-hint-line.h"

/* Long enough to read a hint with its reason twice. */
#define HINT_SECONDS 12

struct _TrpHintLine
{
  GtkWidget  parent_instance;

  GtkWidget *last_turn;
  GtkWidget *hint;
  guint      hint_timeout;
};

G_DEFINE_FINAL_TYPE (TrpHintLine, trp_hint_line, GTK_TYPE_WIDGET)

static GtkWidget *
line_label_new (TrpHintLine       *self,
                GtkAccessibleRole  role,
                const char        *css_class)
{
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL, "accessible-role", role, NULL);

  /* Two lines at most, where a phone's width makes it wrap; the whole
   * text is in the tooltip and in What Happened. */
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (GTK_LABEL (label), 2);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (label, css_class);
  gtk_widget_set_parent (label, GTK_WIDGET (self));
  return label;
}

static void
set_text (GtkWidget  *label,
          const char *text)
{
  g_autofree char *local = text != NULL ? trp_localize_digits (text) : NULL;

  gtk_label_set_text (GTK_LABEL (label), local != NULL ? local : "");
  gtk_widget_set_tooltip_text (label, local);
}

/**
 * trp_hint_line_set_last_turn:
 * @text: (nullable): what the others did on their last turn
 */
void
trp_hint_line_set_last_turn (TrpHintLine *self,
                             const char  *text)
{
  g_return_if_fail (TRP_IS_HINT_LINE (self));

  set_text (self->last_turn, text);
}

/**
 * trp_hint_line_announce:
 * @text: what a screen reader should hear
 *
 * Where GTK cannot announce (before 4.14), the last-turn line is a live
 * region (a status): its text is read out when it changes.
 */
void
trp_hint_line_announce (TrpHintLine *self,
                        const char  *text)
{
  g_return_if_fail (TRP_IS_HINT_LINE (self));

  gtk_label_set_text (GTK_LABEL (self->last_turn), text);
}

static gboolean
hint_timeout_cb (gpointer user_data)
{
  TrpHintLine *self = user_data;

  self->hint_timeout = 0;
  trp_hint_line_hide_hint (self);
  return G_SOURCE_REMOVE;
}

/**
 * trp_hint_line_show_hint:
 * @move: the hinted move, as a player says it
 * @reason: (nullable): why, in a sentence
 */
void
trp_hint_line_show_hint (TrpHintLine *self,
                         const char  *move,
                         const char  *reason)
{
  g_autofree char *text = NULL;

  g_return_if_fail (TRP_IS_HINT_LINE (self));

  if (reason != NULL)
    /* Translators: a hint: the move, then why, e.g. “Hint: Anna plays
     * the Three of Cups — win the trick: it holds 21 points”. */
    text = g_strdup_printf (_("Hint: %s — %s"), move, reason);
  else
    text = g_strdup_printf (_("Hint: %s"), move);

  set_text (self->hint, text);
  gtk_widget_set_visible (self->hint, TRUE);
  gtk_widget_set_visible (self->last_turn, FALSE);
  g_clear_handle_id (&self->hint_timeout, g_source_remove);
  self->hint_timeout = g_timeout_add_seconds (HINT_SECONDS, hint_timeout_cb, self);
}

void
trp_hint_line_hide_hint (TrpHintLine *self)
{
  g_return_if_fail (TRP_IS_HINT_LINE (self));

  g_clear_handle_id (&self->hint_timeout, g_source_remove);
  gtk_widget_set_visible (self->hint, FALSE);
  gtk_widget_set_visible (self->last_turn, TRUE);
}

gboolean
trp_hint_line_get_hint_shown (TrpHintLine *self)
{
  g_return_val_if_fail (TRP_IS_HINT_LINE (self), FALSE);

  return gtk_widget_get_visible (self->hint);
}

static void
trp_hint_line_dispose (GObject *object)
{
  TrpHintLine *self = TRP_HINT_LINE (object);

  g_clear_handle_id (&self->hint_timeout, g_source_remove);
  g_clear_pointer (&self->last_turn, gtk_widget_unparent);
  g_clear_pointer (&self->hint, gtk_widget_unparent);
  G_OBJECT_CLASS (trp_hint_line_parent_class)->dispose (object);
}

static void
trp_hint_line_class_init (TrpHintLineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = trp_hint_line_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "hintline");
}

static void
trp_hint_line_init (TrpHintLine *self)
{
  /* A live region for screen readers (trp_hint_line_announce()). */
  self->last_turn = line_label_new (self, GTK_ACCESSIBLE_ROLE_STATUS, "dim-label");
  self->hint = line_label_new (self, GTK_ACCESSIBLE_ROLE_LABEL, "accent");
  gtk_widget_set_visible (self->hint, FALSE);
}
