/* trp-move-history.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * “What did Sara just do?”: the round told again, one row per turn, in
 * the words each game gives its moves (trp_match_describe_round()); the
 * latest turn is at the end, where the list opens.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "trp-dialog.h"
#include "trp-format.h"
#include "trp-move-history.h"

struct _TrpMoveHistory
{
  TrpDialogBase parent_instance;

  GtkWidget *title;
  GtkWidget *scrolled;
  GtkWidget *list;
  guint      n_turns;
};

G_DEFINE_FINAL_TYPE (TrpMoveHistory, trp_move_history, TRP_TYPE_DIALOG_BASE)

static void
trp_move_history_class_init (TrpMoveHistoryClass *klass)
{
}

static void
trp_move_history_init (TrpMoveHistory *self)
{
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *clamp = adw_clamp_new ();

  self->title = adw_window_title_new (_("What Happened"), NULL);
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), self->title);

  self->list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->list, "boxed-list");
  gtk_widget_set_valign (self->list, GTK_ALIGN_START);
  gtk_widget_set_margin_top (self->list, 18);
  gtk_widget_set_margin_bottom (self->list, 18);
  gtk_widget_set_margin_start (self->list, 12);
  gtk_widget_set_margin_end (self->list, 12);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 720);
  adw_clamp_set_child (ADW_CLAMP (clamp), self->list);

  self->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scrolled), clamp);
  gtk_widget_set_vexpand (self->scrolled, TRUE);
  trp_dialog_set_content (GTK_WIDGET (self), header, self->scrolled, NULL);
}

/* The latest turn is what the player came for. */
static gboolean
scroll_to_end_cb (gpointer data)
{
  TrpMoveHistory *self = data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled));

  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  return G_SOURCE_REMOVE;
}

static void
add_text_row (TrpMoveHistory *self,
              const char     *text)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), text);
  gtk_list_box_append (GTK_LIST_BOX (self->list), row);
}

/**
 * trp_move_history_new:
 * @parent: (nullable): the window of the table
 * @round: a round of @match, finished or being played
 */
GtkWidget *
trp_move_history_new (GtkWindow *parent,
                      TrpMatch  *match,
                      guint      round)
{
  TrpMoveHistory *self;
  g_autoptr(GPtrArray) turns = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *number = NULL;
  g_autofree char *subtitle = NULL;

  g_return_val_if_fail (TRP_IS_MATCH (match), NULL);
  g_return_val_if_fail (round < trp_match_get_n_rounds (match), NULL);

  self = g_object_new (TRP_TYPE_MOVE_HISTORY, NULL);
  trp_dialog_setup (GTK_WIDGET (self), parent, _("What Happened"), 560, 640);

  number = trp_format_number (round + 1);
  subtitle = g_strdup_printf (_("Round %s"), number);
  adw_window_title_set_subtitle (ADW_WINDOW_TITLE (self->title), subtitle);

  turns = trp_match_describe_round (match, round, &error);
  if (turns == NULL)
    {
      /* Every move was legal when it was made; a replay that fails is a
       * bug, said rather than hidden. */
      g_autofree char *text = g_strdup_printf (_("The moves cannot be told again: %s"), error->message);

      g_warning ("Telling round %u again failed: %s", round + 1, error->message);
      add_text_row (self, text);
      return GTK_WIDGET (self);
    }

  for (guint i = 0; i < turns->len; i++)
    {
      const TrpTurn *turn = g_ptr_array_index (turns, i);
      g_autofree char *summary = trp_localize_digits (turn->summary);
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), summary);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
      gtk_widget_add_css_class (row, "history-turn");
      g_object_set_data (G_OBJECT (row), "n-moves", GUINT_TO_POINTER (turn->n_actions));
      gtk_list_box_append (GTK_LIST_BOX (self->list), row);
    }
  self->n_turns = turns->len;
  if (turns->len == 0)
    add_text_row (self, _("Nothing has been played yet in this round."));

  g_idle_add_full (G_PRIORITY_LOW, scroll_to_end_cb, g_object_ref (self), g_object_unref);
  return GTK_WIDGET (self);
}

guint
trp_move_history_get_n_turns (TrpMoveHistory *self)
{
  g_return_val_if_fail (TRP_IS_MOVE_HISTORY (self), 0);

  return self->n_turns;
}
