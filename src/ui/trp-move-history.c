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

  TrpMatch  *match;
  guint      round;
  guint      opened_round;
  GtkWidget *title;
  GtkWidget *scrolled;
  GtkWidget *list;
  /* The rows of the turns shown, kept and changed as the round goes on;
   * the note says why there are none. */
  GPtrArray *turn_rows;
  GtkWidget *note;
  guint      n_turns;
  guint      scroll_idle;
  /* Whether the history shows the round being played and follows the
   * match to the next one; the rounds the match had when last seen. */
  gboolean   following;
  guint      n_rounds;
  /* At another computer's table: the turns as its host told them, and
   * no match (only the latest round is told). */
  GPtrArray *record_turns;
};

G_DEFINE_FINAL_TYPE (TrpMoveHistory, trp_move_history, TRP_TYPE_DIALOG_BASE)

static void show_round (TrpMoveHistory *self,
                        guint           round);

static void
previous_round_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  TrpMoveHistory *self = TRP_MOVE_HISTORY (widget);

  if (self->round > 0)
    show_round (self, self->round - 1);
}

static void
next_round_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TrpMoveHistory *self = TRP_MOVE_HISTORY (widget);

  if (self->match != NULL && self->round + 1 < trp_match_get_n_rounds (self->match))
    show_round (self, self->round + 1);
}

static void
trp_move_history_dispose (GObject *object)
{
  TrpMoveHistory *self = TRP_MOVE_HISTORY (object);

  g_clear_handle_id (&self->scroll_idle, g_source_remove);
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  g_clear_pointer (&self->turn_rows, g_ptr_array_unref);
  g_clear_pointer (&self->record_turns, g_ptr_array_unref);

  G_OBJECT_CLASS (trp_move_history_parent_class)->dispose (object);
}

static void
trp_move_history_class_init (TrpMoveHistoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = trp_move_history_dispose;

  gtk_widget_class_install_action (widget_class, "history.previous-round", NULL, previous_round_action);
  gtk_widget_class_install_action (widget_class, "history.next-round", NULL, next_round_action);
  /* As pages are turned elsewhere in GNOME (tabs, documents). */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, GDK_CONTROL_MASK,
                                       "history.previous-round", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, GDK_CONTROL_MASK,
                                       "history.next-round", NULL);
}

static GtkWidget *
new_round_button (const char *icon_name,
                  const char *action_name,
                  const char *label)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon_name);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action_name);
  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return button;
}

static void
trp_move_history_init (TrpMoveHistory *self)
{
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *rounds = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  self->title = adw_window_title_new (_("What Happened"), NULL);
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), self->title);
  /* Earlier rounds from here, a round at a time; the arrows turn round
   * with the language's direction, as the icons have -rtl forms. */
  gtk_widget_add_css_class (rounds, "linked");
  gtk_box_append (GTK_BOX (rounds), new_round_button ("go-previous-symbolic", "history.previous-round",
                                                      _("Previous Round")));
  gtk_box_append (GTK_BOX (rounds), new_round_button ("go-next-symbolic", "history.next-round",
                                                      _("Next Round")));
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), rounds);

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
  self->turn_rows = g_ptr_array_new ();
}

/* The latest turn of the round the history opened at is what the player
 * came for; another round is read from its start. */
static gboolean
scroll_cb (gpointer data)
{
  TrpMoveHistory *self = data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled));

  self->scroll_idle = 0;
  gtk_adjustment_set_value (adjustment, self->round == self->opened_round ? gtk_adjustment_get_upper (adjustment) : 0);
  return G_SOURCE_REMOVE;
}

/* A note in place of the turns, or none. */
static void
set_note (TrpMoveHistory *self,
          const char     *text)
{
  if (self->note != NULL && text == NULL)
    {
      gtk_list_box_remove (GTK_LIST_BOX (self->list), self->note);
      self->note = NULL;
    }
  if (text == NULL)
    return;
  if (self->note == NULL)
    {
      self->note = adw_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->note), FALSE);
      gtk_list_box_append (GTK_LIST_BOX (self->list), self->note);
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->note), text);
}

/* The round whose moves are the latest: the last one, or just after a
 * deal, the one before, which ended a moment ago. */
static guint
latest_round (TrpMatch *match)
{
  guint round = trp_match_get_n_rounds (match) - 1;

  if (round > 0 && trp_match_get_round_n_actions (match, round) == 0)
    round--;
  return round;
}

/* The turns of @round in the rows shown: a row that stays is changed in
 * place (a turn grows by a move, Undo takes one back), so that a list
 * followed live keeps its place. */
static void
show_round (TrpMoveHistory *self,
            guint           round)
{
  g_autoptr(GPtrArray) turns = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *number = NULL;
  g_autofree char *subtitle = NULL;
  gboolean same_round = round == self->round && self->n_rounds > 0;

  self->round = round;
  self->following = self->match == NULL || round >= latest_round (self->match);
  self->n_rounds = self->match != NULL ? trp_match_get_n_rounds (self->match) : round + 1;

  number = trp_format_number (round + 1);
  subtitle = g_strdup_printf (_("Round %s"), number);
  adw_window_title_set_subtitle (ADW_WINDOW_TITLE (self->title), subtitle);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.previous-round", self->match != NULL && round > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.next-round", round + 1 < self->n_rounds);

  if (self->match == NULL)
    {
      turns = g_ptr_array_ref (self->record_turns);
      set_note (self, turns->len == 0 ? _("Nothing has been played yet in this round.") : NULL);
    }
  else if ((turns = trp_match_describe_round (self->match, round, &error)) == NULL)
    {
      /* Every move was legal when it was made; a replay that fails is a
       * bug, said rather than hidden. */
      g_autofree char *text = g_strdup_printf (_("The moves cannot be told again: %s"), error->message);

      g_warning ("Telling round %u again failed: %s", round + 1, error->message);
      turns = g_ptr_array_new ();
      set_note (self, text);
    }
  else
    set_note (self, turns->len == 0 ? _("Nothing has been played yet in this round.") : NULL);

  for (guint i = 0; i < turns->len; i++)
    {
      const TrpTurn *turn = g_ptr_array_index (turns, i);
      g_autofree char *summary = trp_localize_digits (turn->summary);
      GtkWidget *row;

      if (i < self->turn_rows->len)
        row = g_ptr_array_index (self->turn_rows, i);
      else
        {
          row = adw_action_row_new ();
          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
          adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
          gtk_widget_add_css_class (row, "history-turn");
          gtk_list_box_append (GTK_LIST_BOX (self->list), row);
          g_ptr_array_add (self->turn_rows, row);
        }
      if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), summary) != 0)
        adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), summary);
      g_object_set_data (G_OBJECT (row), "n-moves", GUINT_TO_POINTER (turn->n_actions));
    }
  while (self->turn_rows->len > turns->len)
    {
      gtk_list_box_remove (GTK_LIST_BOX (self->list), g_ptr_array_steal_index (self->turn_rows,
                                                                               self->turn_rows->len - 1));
    }
  /* A new turn at the end of the round being followed comes into view. */
  if (self->following && same_round && turns->len > self->n_turns)
    self->opened_round = round;
  self->n_turns = turns->len;

  if (self->scroll_idle == 0 && (!same_round || self->following))
    self->scroll_idle = g_idle_add_full (G_PRIORITY_LOW, scroll_cb, self, NULL);
}

/* The match moved on while the history is open: the round being played
 * is told as it goes and a new round takes its place as it starts; an
 * earlier round being read stays, its arrows updated. */
static void
match_changed_cb (TrpMatch       *match,
                  TrpMoveHistory *self)
{
  guint n_rounds = trp_match_get_n_rounds (match);
  guint round;

  if (n_rounds == 0)
    return;
  if (!self->following)
    {
      round = MIN (self->round, n_rounds - 1);
      if (round == self->round)
        {
          self->n_rounds = n_rounds;
          gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.next-round", round + 1 < n_rounds);
          return;
        }
    }
  else
    round = n_rounds > self->n_rounds ? n_rounds - 1 : latest_round (match);

  if (self->following)
    self->opened_round = round;
  show_round (self, round);
}

/**
 * trp_move_history_new:
 * @parent: (nullable): the window of the table
 * @round: a round of @match, finished or being played; the others are
 *   a click away
 */
GtkWidget *
trp_move_history_new (GtkWindow *parent,
                      TrpMatch  *match,
                      guint      round)
{
  TrpMoveHistory *self;

  g_return_val_if_fail (TRP_IS_MATCH (match), NULL);
  g_return_val_if_fail (round < trp_match_get_n_rounds (match), NULL);

  self = g_object_new (TRP_TYPE_MOVE_HISTORY, NULL);
  trp_dialog_setup (GTK_WIDGET (self), parent, _("What Happened"), 560, 640);
  self->match = g_object_ref (match);
  self->opened_round = round;
  show_round (self, round);
  g_signal_connect_object (match, "changed", G_CALLBACK (match_changed_cb), self, 0);
  return GTK_WIDGET (self);
}

/**
 * trp_move_history_new_for_turns:
 * @parent: (nullable): the window of the table
 * @round: the round @turns are of, from 0
 * @turns: (element-type TrpTurn): the round's turns as the host of a
 *   table at another computer told them (a seat and a summary each)
 *
 * What Happened at a table another computer hosts: the round its host
 * tells, followed with trp_move_history_set_turns().
 */
GtkWidget *
trp_move_history_new_for_turns (GtkWindow *parent,
                                guint      round,
                                GPtrArray *turns)
{
  TrpMoveHistory *self;

  g_return_val_if_fail (turns != NULL, NULL);

  self = g_object_new (TRP_TYPE_MOVE_HISTORY, NULL);
  trp_dialog_setup (GTK_WIDGET (self), parent, _("What Happened"), 560, 640);
  self->record_turns = g_ptr_array_ref (turns);
  self->opened_round = round;
  show_round (self, round);
  return GTK_WIDGET (self);
}

/**
 * trp_move_history_set_turns:
 * @turns: (element-type TrpTurn): the round's turns now
 *
 * The host told more of the round, or a new round: for a history made
 * with trp_move_history_new_for_turns().
 */
void
trp_move_history_set_turns (TrpMoveHistory *self,
                            guint           round,
                            GPtrArray      *turns)
{
  g_return_if_fail (TRP_IS_MOVE_HISTORY (self));
  g_return_if_fail (self->match == NULL && turns != NULL);

  g_ptr_array_unref (self->record_turns);
  self->record_turns = g_ptr_array_ref (turns);
  if (round != self->round)
    self->opened_round = round;
  show_round (self, round);
}

guint
trp_move_history_get_n_turns (TrpMoveHistory *self)
{
  g_return_val_if_fail (TRP_IS_MOVE_HISTORY (self), 0);

  return self->n_turns;
}

/**
 * trp_move_history_get_round:
 *
 * Returns: the round shown, from 0
 */
guint
trp_move_history_get_round (TrpMoveHistory *self)
{
  g_return_val_if_fail (TRP_IS_MOVE_HISTORY (self), 0);

  return self->round;
}
