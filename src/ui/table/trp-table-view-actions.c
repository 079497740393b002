/* trp-table-view-actions.c: the table's actions and its choice bar
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "trp-alert.h"
#include "trp-choice-bar.h"
#include "trp-dialog.h"
#include "trp-format.h"
#include "trp-hand-view.h"
#include "trp-move-history.h"
#include "trp-move-shortcuts.h"
#include "trp-pile-dialog.h"
#include "trp-score-pad.h"
#include "trp-table-view-private.h"
#include "trp-trick-board.h"

/* Every table.* action is installed here, and enabled or disabled by one
 * function, _trp_table_view_actions_update(), after every change. The
 * moves are the game's (trp_game_describe_moves()): their buttons, keys
 * and the cards they take come from the descriptions, and a move not
 * allowed now says why, with its rule, on its button and its key. */

/* --- The moves the game describes ------------------------------------- */

/* The moves the person may make now, and those shown but not allowed,
 * as the game describes them with the board's staging (docs/moves.md);
 * NULL off the person's turn. */
GPtrArray *
_trp_table_view_describe_moves (TrpTableView *self)
{
  if (self->match == NULL || !_trp_table_view_my_turn (self))
    return NULL;
  return trp_game_describe_moves_staged (_trp_table_view_get_game (self), self->viewer,
                                         trp_board_get_staged (TRP_BOARD (self->board)));
}

/* A move the rules make final in a way its player should weigh first (a
 * Mariaccio claim ends the match either way, M-65) is asked first, in
 * the game's words. */
static void
make_action (TrpTableView    *self,
             const TrpMove   *move,
             const TrpAction *action)
{
  const char *heading = trp_move_get_confirmation_heading (move);

  if (trp_move_get_confirmation (move) == NULL)
    _trp_table_view_perform (self, action);
  else
    _trp_table_view_confirm (self, heading != NULL ? heading : _("Make This Move?"),
                             trp_move_get_confirmation (move), NULL, trp_move_get_label (move),
                             trp_move_get_emphasis (move) == TRP_MOVE_EMPHASIS_DESTRUCTIVE, action);
}

/* Puts @cards aside as one more staged move; refused at once with the
 * rule. */
static gboolean
stage (TrpTableView *self,
       GArray       *cards)
{
  g_autoptr(GError) error = NULL;

  if (cards->len == 0)
    {
      _trp_table_view_show_toast (self, _("Select the cards of the meld first"));
      return FALSE;
    }
  if (!trp_board_stage (TRP_BOARD (self->board), _trp_table_view_get_game (self), self->viewer, cards, &error))
    {
      _trp_table_view_show_toast (self, error->message);
      return FALSE;
    }
  trp_hand_view_clear_selection (TRP_HAND_VIEW (self->my_hand));
  return TRUE;
}

/* Lays the staged moves down when the game takes them together, else
 * says what they lack (B-56, B-60, A-10); the staging stays. */
static void
lay_down (TrpTableView *self)
{
  g_autoptr(GPtrArray) moves = _trp_table_view_describe_moves (self);
  TrpMove *move = trp_game_find_lay_down_move (moves);
  g_autoptr(TrpAction) action = NULL;
  g_autoptr(GError) error = NULL;

  if (move == NULL)
    return;
  action = trp_game_build_move (_trp_table_view_get_game (self), move, NULL, &error);
  if (action == NULL)
    {
      _trp_table_view_show_toast (self, error->message);
      return;
    }
  make_action (self, move, action);
}

/**
 * _trp_table_view_make_move:
 * @move: a move the game described for the person
 * @cards: (nullable): the cards chosen for it, for a move that takes cards
 *
 * Makes @move, stages it, or says why not, with the rule.
 */
gboolean
_trp_table_view_make_move (TrpTableView *self,
                           TrpMove      *move,
                           GArray       *cards)
{
  g_autoptr(TrpAction) action = NULL;
  g_autoptr(GError) error = NULL;

  if (!_trp_table_view_my_turn (self))
    return FALSE;
  if (!trp_move_is_available (move))
    {
      _trp_table_view_show_toast (self, trp_move_get_reason (move));
      return FALSE;
    }

  if (trp_move_is_staging (move))
    {
      g_autoptr(GArray) bound = NULL;

      /* A hinted meld comes with its cards. */
      if (cards == NULL && trp_move_get_n_groups (move) > 0)
        {
          guint n = 0;
          const TrpCard *group = trp_move_get_group (move, 0, &n);

          bound = g_array_sized_new (FALSE, FALSE, sizeof (TrpCard), n);
          g_array_append_vals (bound, group, n);
          cards = bound;
        }
      if (cards == NULL || !stage (self, cards))
        return FALSE;
      _trp_table_view_refresh (self);
      _trp_table_view_staging_changed (self);
      return TRUE;
    }

  if (trp_move_takes_cards (move))
    {
      if (cards == NULL || cards->len == 0)
        {
          _trp_table_view_show_toast (self, _("Select cards in your hand first"));
          return FALSE;
        }
      action = trp_game_build_move_with_cards (_trp_table_view_get_game (self), move,
                                               (TrpCard *) cards->data, cards->len, &error);
    }
  else
    action = trp_game_build_move (_trp_table_view_get_game (self), move, NULL, &error);

  if (action == NULL)
    {
      _trp_table_view_show_toast (self, error->message);
      return FALSE;
    }
  make_action (self, move, action);
  return TRUE;
}

/* The hint goes with the next move or selection: the move it named,
 * the place outlined and the line under the hand. */
void
_trp_table_view_forget_hint (TrpTableView *self)
{
  g_clear_pointer (&self->hinted, trp_move_unref);
  trp_board_show_hinted (TRP_BOARD (self->board), NULL);
  trp_hint_line_hide_hint (TRP_HINT_LINE (self->hint_line));
}

/* Enter or Ctrl+Enter right after a hint makes exactly the hinted move. */
gboolean
_trp_table_view_make_hinted (TrpTableView *self)
{
  g_autoptr(TrpMove) hinted = g_steal_pointer (&self->hinted);

  if (hinted == NULL || !_trp_table_view_my_turn (self))
    return FALSE;
  trp_board_show_hinted (TRP_BOARD (self->board), NULL);
  if (trp_move_is_staging (hinted))
    {
      if (_trp_table_view_make_move (self, hinted, NULL))
        lay_down (self);
      return TRUE;
    }
  _trp_table_view_make_move (self, hinted, NULL);
  return TRUE;
}

/* The chosen cards, as the move they make: staged and laid down with
 * the melds already staged, or made, or refused with the rule. */
void
_trp_table_view_make_selection (TrpTableView *self,
                                GArray       *cards)
{
  g_autoptr(GPtrArray) moves = NULL;
  TrpMove *move;

  if (!_trp_table_view_my_turn (self) || _trp_table_view_make_hinted (self))
    return;
  if (cards->len == 0)
    {
      _trp_table_view_show_toast (self, _("Select cards in your hand first"));
      return;
    }

  moves = _trp_table_view_describe_moves (self);
  move = trp_game_find_move_for_cards (moves, (TrpCard *) cards->data, cards->len);
  if (move == NULL)
    return;
  if (trp_move_is_staging (move))
    {
      if (_trp_table_view_make_move (self, move, cards))
        lay_down (self);
      return;
    }
  _trp_table_view_make_move (self, move, cards);
}

void
_trp_table_view_choice_activated_cb (TrpChoiceBar *bar,
                     TrpMove      *move,
                     TrpTableView *self)
{
  g_autoptr(GArray) cards = trp_hand_view_get_selected_cards (TRP_HAND_VIEW (self->my_hand));
  g_autoptr(TrpMove) kept = trp_move_ref (move);

  _trp_table_view_forget_hint (self);
  _trp_table_view_make_move (self, kept, cards);
}

/* table.move(id): the move of that ID as the game describes it now, with
 * the selected cards where it takes some; a move not allowed now says
 * why, with the rule (Ctrl+G: “Your side needs a biriba first ”). */
static void
move_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);
  g_autoptr(GPtrArray) moves = _trp_table_view_describe_moves (self);
  TrpMove *move = trp_game_find_move (moves, g_variant_get_string (parameter, NULL));
  g_autoptr(GArray) cards = trp_hand_view_get_selected_cards (TRP_HAND_VIEW (self->my_hand));

  if (move == NULL)
    return;
  _trp_table_view_forget_hint (self);
  _trp_table_view_make_move (self, move, cards);
}

/* Ctrl+Enter: the selected cards, as the move that takes them now (a
 * card played, a discard, a meld, a burial), or the hinted move. */
static void
play_selected_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);
  g_autoptr(GArray) cards = trp_hand_view_get_selected_cards (TRP_HAND_VIEW (self->my_hand));

  _trp_table_view_make_selection (self, cards);
}

static void
unstage_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);

  trp_board_clear_staged (TRP_BOARD (self->board));
  _trp_table_view_refresh (self);
  _trp_table_view_staging_changed (self);
}

/* The choice bar follows the selection. */
void
_trp_table_view_update_choices (TrpTableView *self)
{
  g_autoptr(GArray) cards = trp_hand_view_get_selected_cards (TRP_HAND_VIEW (self->my_hand));

  trp_choice_bar_set_selection (TRP_CHOICE_BAR (self->choice_bar), (TrpCard *) cards->data, cards->len);
}

/* The hinted move's own cards, alone, are selected in the hand. */
static void
select_move_cards (TrpTableView  *self,
                   const TrpMove *move)
{
  for (guint g = 0; g < trp_move_get_n_groups (move); g++)
    {
      guint n = 0;
      const TrpCard *cards = trp_move_get_group (move, g, &n);

      trp_hand_view_select_cards (TRP_HAND_VIEW (self->my_hand), cards, n);
    }
}

static void
hint_ready_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  TrpTableView *self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *reason = NULL;
  g_autoptr(TrpAction) action = NULL;
  g_autoptr(TrpMove) move = NULL;
  GPtrArray *staged;

  staged = trp_board_get_staged (TRP_BOARD (self->board));
  move = trp_match_driver_hint_move_finish (TRP_MATCH_DRIVER (source), result, staged, &reason, &action, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  gtk_widget_set_sensitive (self->hint_button, TRUE);
  if (move == NULL || !_trp_table_view_my_turn (self))
    return;

  self->hint_selecting = TRUE;
  trp_hand_view_clear_selection (TRP_HAND_VIEW (self->my_hand));
  move = trp_board_stage_hint (TRP_BOARD (self->board), _trp_table_view_get_game (self), self->viewer,
                               g_steal_pointer (&move), action);
  _trp_table_view_refresh (self);
  if (move != NULL && !trp_move_is_staging (move))
    select_move_cards (self, move);
  self->hint_selecting = FALSE;

  g_clear_pointer (&self->hinted, trp_move_unref);
  self->hinted = move != NULL ? trp_move_ref (move) : NULL;
  /* The meld the hinted cards join is outlined on the board. */
  trp_board_show_hinted (TRP_BOARD (self->board), move);

  {
    g_autofree char *mnemonic = trp_game_label_action (_trp_table_view_get_game (self), action);
    g_autofree char *said = trp_strip_mnemonic (mnemonic);

    trp_hint_line_show_hint (TRP_HINT_LINE (self->hint_line), said, reason);
  }
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);

  if (!_trp_table_view_my_turn (self))
    return;

  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  self->hint_cancellable = g_cancellable_new ();
  gtk_widget_set_sensitive (self->hint_button, FALSE);
  trp_match_driver_hint_async (self->driver, self->hint_cancellable, hint_ready_cb, self);
}

/* --- Taking back a move ------------------------------------------------ */

/* Only the viewer's own steps within the turn, before anyone else has
 * seen them acted on; the engine decides which those are. */
static void
update_undo (TrpTableView *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.undo",
                                 _trp_table_view_my_turn (self) && trp_match_can_undo (self->match));
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);
  g_autoptr(GError) error = NULL;

  if (!_trp_table_view_my_turn (self) || !trp_match_can_undo (self->match))
    return;

  trp_card_flights_end (self->flights);
  if (!trp_match_undo (self->match, &error))
    _trp_table_view_show_toast (self, error->message);
  _trp_table_view_show_last_turn (self);
  _trp_table_view_refresh (self);
}

/* --- Looking at public cards ------------------------------------------- */

/* What the board keeps face up: Biriba's pile, or a trick game's last
 * trick. table.show-pile and table.show-last-trick both show it, so
 * that either key works at any table. */
static void
show_face_up_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);
  GtkRoot *root = gtk_widget_get_root (widget);

  if (trp_match_get_n_rounds (self->match) == 0)
    return;
  trp_dialog_present (trp_board_open_inspector (TRP_BOARD (self->board), GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                &self->style, self->match, self->viewer));
}

static void
round_result_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  _trp_table_view_present_round_result (TRP_TABLE_VIEW (widget));
}

static void
score_pad_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);

  trp_dialog_present (trp_score_pad_new (GTK_WINDOW (gtk_widget_get_root (widget)), self->match));
}

static void
history_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);

  if (trp_match_get_n_rounds (self->match) > 0)
    trp_dialog_present (trp_move_history_new (GTK_WINDOW (gtk_widget_get_root (widget)), self->match,
                                              trp_match_get_latest_round_played (self->match)));
}


static void
finish_draw_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  trp_card_flights_finish_draw (TRP_TABLE_VIEW (widget)->flights);
}

/* The one place that says which table.* actions apply now: after every
 * change of the game, the selection or the staging. */
void
_trp_table_view_actions_update (TrpTableView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean mine = self->match != NULL && _trp_table_view_my_turn (self);
  gboolean started = self->match != NULL && trp_match_get_n_rounds (self->match) > 0;
  g_autoptr(GPtrArray) moves = mine ? _trp_table_view_describe_moves (self) : NULL;
  g_autoptr(GArray) selected = trp_hand_view_get_selected_cards (TRP_HAND_VIEW (self->my_hand));
  gboolean finished = started && trp_match_find_last_result (self->match, NULL);


  gtk_widget_action_set_enabled (widget, "table.hint", mine);
  gtk_widget_action_set_enabled (widget, "table.move", mine);
  /* Also with no move taking cards now: right after a hint, Enter makes
   * the hinted move (a declaration, a draw). */
  gtk_widget_action_set_enabled (widget, "table.play-selected", mine);
  gtk_widget_action_set_enabled (widget, "table.unstage",
                                 trp_board_get_staged (TRP_BOARD (self->board)) != NULL &&
                                 trp_board_get_staged (TRP_BOARD (self->board))->len > 0);
  gtk_widget_action_set_enabled (widget, "table.finish-draw", self->match != NULL && trp_card_flights_get_dealing (self->flights));
  gtk_widget_action_set_enabled (widget, "table.show-pile", started);
  gtk_widget_action_set_enabled (widget, "table.show-last-trick", started);
  gtk_widget_action_set_enabled (widget, "table.round-result", finished);
  gtk_widget_action_set_enabled (widget, "table.score-pad", started);
  gtk_widget_action_set_enabled (widget, "table.history", started);
  if (self->match == NULL)
    return;

  trp_choice_bar_set_moves (TRP_CHOICE_BAR (self->choice_bar), moves, (TrpCard *) selected->data, selected->len);
  /* A button that had the focus and went insensitive leaves it to the
   * hand, so that the table's keys go on from there. */
  if (!mine && trp_choice_bar_has_focus (TRP_CHOICE_BAR (self->choice_bar)))
    gtk_widget_grab_focus (self->my_hand);
  trp_move_shortcuts_update (GTK_SHORTCUT_CONTROLLER (self->move_keys), moves);
  update_undo (self);

  /* Why the hint cannot help now. */
  gtk_widget_set_tooltip_text (self->hint_button, mine ? _("What would you play here? (Ctrl+H)")
                                                       : _("Hints are given on your turn"));
}

void
_trp_table_view_class_actions_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "table.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "table.move", "s", move_action);
  gtk_widget_class_install_action (widget_class, "table.play-selected", NULL, play_selected_action);
  gtk_widget_class_install_action (widget_class, "table.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "table.finish-draw", NULL, finish_draw_action);
  gtk_widget_class_install_action (widget_class, "table.unstage", NULL, unstage_action);
  gtk_widget_class_install_action (widget_class, "table.show-pile", NULL, show_face_up_action);
  gtk_widget_class_install_action (widget_class, "table.show-last-trick", NULL, show_face_up_action);
  gtk_widget_class_install_action (widget_class, "table.round-result", NULL, round_result_action);
  gtk_widget_class_install_action (widget_class, "table.score-pad", NULL, score_pad_action);
  gtk_widget_class_install_action (widget_class, "table.history", NULL, history_action);
}

/* The table's keys work wherever the focus is in the window while the
 * table shows: in the header bar after Tab, on no widget after a button
 * that was clicked goes insensitive (Draw), on a card of the hand. The
 * window runs a managed controller's shortcuts in the bubble phase, after
 * the focused widget: a text entry keeps its own keys. They run only
 * while the table is mapped. */
void
_trp_table_view_add_shortcuts (TrpTableView *self)
{
  static const struct {
    guint           keyval;
    GdkModifierType modifiers;
    const char     *action;
  } keys[] = {
    { GDK_KEY_h, GDK_CONTROL_MASK, "table.hint" },
    { GDK_KEY_Return, GDK_CONTROL_MASK, "table.play-selected" },
    { GDK_KEY_KP_Enter, GDK_CONTROL_MASK, "table.play-selected" },
    { GDK_KEY_z, GDK_CONTROL_MASK, "table.undo" },
    { GDK_KEY_l, GDK_CONTROL_MASK, "table.show-pile" },
    { GDK_KEY_t, GDK_CONTROL_MASK, "table.show-last-trick" },
    { GDK_KEY_r, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "table.round-result" },
    { GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "table.score-pad" },
    { GDK_KEY_h, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "table.history" },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller), GTK_SHORTCUT_SCOPE_MANAGED);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].keyval, keys[i].modifiers),
                                                            gtk_named_action_new (keys[i].action)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  /* The moves' own keys (trp_move_shortcuts_update()). */
  self->move_keys = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (self->move_keys), GTK_SHORTCUT_SCOPE_MANAGED);
  gtk_widget_add_controller (GTK_WIDGET (self), self->move_keys);
}
