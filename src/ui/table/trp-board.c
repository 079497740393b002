/* trp-board.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "trp-board.h"
#include "trp-hand-view.h"

G_DEFINE_INTERFACE (TrpBoard, trp_board, GTK_TYPE_WIDGET)

static void
trp_board_default_init (TrpBoardInterface *iface)
{
  /**
   * TrpBoard::move-chosen:
   * @move: the move the person chose on the board
   * @codes: (nullable): the cards dragged for it, as codes separated by
   *   spaces, or %NULL for the cards selected in the hand
   *
   * The one way a board plays: the person dropped cards on a place or
   * clicked it. The table makes the move, or says why not.
   *
   * Returns: whether the move was made (a drop that was not springs
   *   back)
   */
  g_signal_new ("move-chosen", TRP_TYPE_BOARD, G_SIGNAL_RUN_LAST, 0,
                g_signal_accumulator_first_wins, NULL, NULL,
                G_TYPE_BOOLEAN, 2, TRP_TYPE_MOVE, G_TYPE_STRING);
}

static void
keep_moves (TrpBoard              *self,
            const TrpBoardContext *context)
{
  g_object_set_data_full (G_OBJECT (self), "trp-board-moves",
                          context->moves != NULL ? g_ptr_array_ref (context->moves) : NULL,
                          (GDestroyNotify) g_ptr_array_unref);
}

/**
 * trp_board_find_move:
 * @place: where cards go
 * @index: the meld, or -1
 *
 * Returns: (transfer none) (nullable): the move of the viewer's that
 *   takes cards of the hand to @place now, allowed or not
 */
TrpMove *
trp_board_find_move (TrpBoard *self,
                     TrpPlace  place,
                     int       index)
{
  GPtrArray *moves = g_object_get_data (G_OBJECT (self), "trp-board-moves");

  for (guint i = 0; moves != NULL && i < moves->len; i++)
    {
      TrpMove *move = g_ptr_array_index (moves, i);

      if (trp_move_get_place (move) == place && trp_move_takes_cards (move) &&
          (place != TRP_PLACE_MELD || trp_move_get_place_index (move) == index))
        return move;
    }
  return NULL;
}

gboolean
trp_board_choose_move (TrpBoard   *self,
                       TrpMove    *move,
                       const char *codes)
{
  gboolean done = FALSE;

  g_signal_emit_by_name (self, "move-chosen", move, codes, &done);
  return done;
}

static TrpMove *
drop_move (GtkDropTarget *target)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  TrpBoard *board = TRP_BOARD (gtk_widget_get_ancestor (widget, TRP_TYPE_BOARD));

  return trp_board_find_move (board,
                              GPOINTER_TO_INT (g_object_get_data (G_OBJECT (target), "trp-place")),
                              GPOINTER_TO_INT (g_object_get_data (G_OBJECT (widget), "trp-drop-index")));
}

/* Whether every dragged card may take part in @move now. */
static gboolean
drop_is_legal (TrpMove      *move,
               const GValue *value)
{
  g_auto(GStrv) codes = NULL;

  if (!trp_move_is_available (move) || value == NULL || !G_VALUE_HOLDS_STRING (value))
    return FALSE;
  codes = g_strsplit (g_value_get_string (value) != NULL ? g_value_get_string (value) : "", " ", -1);
  for (guint i = 0; codes[i] != NULL; i++)
    {
      TrpCard card;

      if (!trp_card_from_code (codes[i], &card, NULL) || !trp_move_is_candidate (move, card))
        return FALSE;
    }
  return codes[0] != NULL;
}

/* A place lights up only where the cards dragged may go; elsewhere the
 * drop is still taken, to spring back and say why. */
static GdkDragAction
drop_motion_cb (GtkDropTarget *target,
                double         x,
                double         y,
                gpointer       user_data)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  TrpMove *move = drop_move (target);

  if (move == NULL)
    return 0;
  if (drop_is_legal (move, gtk_drop_target_get_value (target)))
    gtk_widget_add_css_class (widget, "drop-legal");
  else
    gtk_widget_remove_css_class (widget, "drop-legal");
  return GDK_ACTION_MOVE;
}

static void
drop_leave_cb (GtkDropTarget *target,
               gpointer       user_data)
{
  gtk_widget_remove_css_class (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target)), "drop-legal");
}

static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         gpointer       user_data)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  TrpMove *move = drop_move (target);
  g_autoptr(TrpMove) kept = move != NULL ? trp_move_ref (move) : NULL;

  gtk_widget_remove_css_class (widget, "drop-legal");
  if (kept == NULL)
    return FALSE;
  return trp_board_choose_move (TRP_BOARD (gtk_widget_get_ancestor (widget, TRP_TYPE_BOARD)),
                                kept, g_value_get_string (value));
}

/**
 * trp_board_add_drop_place:
 * @widget: a widget of @self's
 * @place: the place it shows
 * @index: the meld it shows, or -1
 *
 * Makes @widget take cards dragged from the hand for the move at @place.
 */
void
trp_board_add_drop_place (TrpBoard  *self,
                          GtkWidget *widget,
                          TrpPlace   place,
                          int        index)
{
  GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_STRING, GDK_ACTION_MOVE);

  gtk_drop_target_set_preload (drop, TRUE);
  g_object_set_data (G_OBJECT (drop), "trp-place", GINT_TO_POINTER (place));
  trp_board_set_drop_index (widget, index);
  g_signal_connect (drop, "enter", G_CALLBACK (drop_motion_cb), NULL);
  g_signal_connect (drop, "motion", G_CALLBACK (drop_motion_cb), NULL);
  g_signal_connect (drop, "leave", G_CALLBACK (drop_leave_cb), NULL);
  g_signal_connect (drop, "drop", G_CALLBACK (drop_cb), NULL);
  gtk_widget_add_css_class (widget, "drop-place");
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drop));
}

static void
mark_hinted (GtkWidget     *widget,
             const TrpMove *move)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (gtk_widget_has_css_class (child, "drop-place"))
        {
          g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (child);
          gboolean hinted = FALSE;

          for (guint i = 0; move != NULL && i < g_list_model_get_n_items (controllers); i++)
            {
              g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

              if (GTK_IS_DROP_TARGET (controller) &&
                  GPOINTER_TO_INT (g_object_get_data (controller, "trp-place")) == (int) trp_move_get_place (move) &&
                  (trp_move_get_place (move) != TRP_PLACE_MELD ||
                   GPOINTER_TO_INT (g_object_get_data (G_OBJECT (child), "trp-drop-index")) == trp_move_get_place_index (move)))
                hinted = TRUE;
            }
          if (hinted)
            gtk_widget_add_css_class (child, "hinted");
          else
            gtk_widget_remove_css_class (child, "hinted");
        }
      mark_hinted (child, move);
    }
}

/**
 * trp_board_show_hinted:
 * @move: (nullable): the hinted move, or %NULL when the hint has gone
 *
 * Outlines the place the hinted move goes to: the one meld a card joins.
 */
void
trp_board_show_hinted (TrpBoard      *self,
                       const TrpMove *move)
{
  g_return_if_fail (TRP_IS_BOARD (self));

  /* A new meld or a card played shows in the hand's selection and the
   * staged melds; only a place with several of its kind is outlined. */
  if (move != NULL && trp_move_get_place (move) != TRP_PLACE_MELD)
    move = NULL;
  mark_hinted (GTK_WIDGET (self), move);
}

/**
 * trp_board_stage_hint:
 * @move: (transfer full): the hinted move
 * @action: the action the hint would make
 *
 * One move a newcomer can follow: a go-down of several melds shows as
 * the melds it makes, staged one by one (as one selection it would be
 * refused as one meld that is neither a run nor a set, B-14), and what
 * is left to make is the move that lays them down.
 *
 * Returns: (transfer full) (nullable): the move left to make: @move
 *   itself unless it stages
 */
TrpMove *
trp_board_stage_hint (TrpBoard        *self,
                      TrpGame         *game,
                      int              seat,
                      TrpMove         *move,
                      const TrpAction *action)
{
  g_return_val_if_fail (TRP_IS_BOARD (self), move);

  for (guint guard = 0; move != NULL && trp_move_is_staging (move) && guard < 16; guard++)
    {
      guint n = 0;
      const TrpCard *group = trp_move_get_group (move, 0, &n);
      g_autoptr(GArray) cards = g_array_sized_new (FALSE, FALSE, sizeof (TrpCard), n);

      g_array_append_vals (cards, group, n);
      if (!trp_board_stage (self, game, seat, cards, NULL))
        break;
      g_clear_pointer (&move, trp_move_unref);
      move = trp_game_move_for_action (game, trp_board_get_staged (self), action);
    }
  return move;
}

/**
 * trp_board_point_at:
 * @move: (nullable): the move a lesson asks for, or %NULL
 *
 * Outlines the place @move goes to, whatever its kind: the stock, the
 * pile or the trick as well as a meld (a lesson points at it).
 */
void
trp_board_point_at (TrpBoard      *self,
                    const TrpMove *move)
{
  g_return_if_fail (TRP_IS_BOARD (self));

  mark_hinted (GTK_WIDGET (self), move);
}

/* The meld a drop place shows now, as melds keep their widgets. */
void
trp_board_set_drop_index (GtkWidget *widget,
                          int        index)
{
  g_object_set_data (G_OBJECT (widget), "trp-drop-index", GINT_TO_POINTER (index));
}

static GQuark
inspector_quark (void)
{
  return g_quark_from_static_string ("trp-board-inspector");
}

static void
weak_ref_free (GWeakRef *ref)
{
  g_weak_ref_clear (ref);
  g_free (ref);
}

/* An open inspector follows the match: a discard, a taken pile, a trick
 * taken, a new round show in it as they happen. */
static void
refill_inspector (TrpBoard *self,
                  TrpMatch *match,
                  int       viewer)
{
  GWeakRef *ref = g_object_get_qdata (G_OBJECT (self), inspector_quark ());
  g_autoptr(GObject) dialog = ref != NULL ? g_weak_ref_get (ref) : NULL;

  if (dialog != NULL && match != NULL && trp_match_get_n_rounds (match) > 0)
    trp_board_fill_inspector (self, TRP_PILE_DIALOG (dialog), match, viewer);
}

/**
 * trp_board_open_inspector:
 * @parent: (nullable): the window to show it over
 * @style: the faces, kept for as long as the dialog lives
 *
 * A dialog that shows in full what the board keeps face up (the pile and
 * the melds, or the last trick), as @viewer may see it. It follows the
 * match as the board is updated, until it is closed or another is
 * opened.
 *
 * Returns: (transfer none): the dialog, to present
 */
GtkWidget *
trp_board_open_inspector (TrpBoard           *self,
                          GtkWindow          *parent,
                          const TrpCardStyle *style,
                          TrpMatch           *match,
                          int                 viewer)
{
  GtkWidget *dialog;
  GWeakRef *ref;

  g_return_val_if_fail (TRP_IS_BOARD (self), NULL);

  dialog = trp_pile_dialog_new (parent, trp_board_get_inspector_title (self), style);
  trp_board_fill_inspector (self, TRP_PILE_DIALOG (dialog), match, viewer);
  ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, dialog);
  g_object_set_qdata_full (G_OBJECT (self), inspector_quark (), ref, (GDestroyNotify) weak_ref_free);
  return dialog;
}

/**
 * trp_board_update:
 * @context: what to show
 *
 * Shows @context, changing the board's widgets in place: a widget keyed
 * by what it shows (a seat's place in the trick, a meld) is kept from one
 * update to the next, so that focus and flights survive a move.
 */
void
trp_board_update (TrpBoard              *self,
                  const TrpBoardContext *context)
{
  g_return_if_fail (TRP_IS_BOARD (self));
  g_return_if_fail (context != NULL);

  keep_moves (self, context);
  TRP_BOARD_GET_IFACE (self)->update (self, context);
  refill_inspector (self, context->match, context->viewer);
}

/**
 * trp_board_get_place:
 * @place: the kind of place
 * @index: the seat or meld, where @place has several
 *
 * Returns: (transfer none) (nullable): the widget that shows @place now
 */
GtkWidget *
trp_board_get_place (TrpBoard      *self,
                     TrpBoardPlace  place,
                     int            index)
{
  g_return_val_if_fail (TRP_IS_BOARD (self), NULL);

  return TRP_BOARD_GET_IFACE (self)->get_place (self, place, index);
}

/**
 * trp_board_get_staged:
 *
 * Returns: (transfer none) (nullable) (element-type GArray): the moves the
 *   person has put aside but not made (Biriba's staged melds, each a
 *   #GArray of #TrpCard), or %NULL on a board that stages nothing
 */
GPtrArray *
trp_board_get_staged (TrpBoard *self)
{
  g_return_val_if_fail (TRP_IS_BOARD (self), NULL);

  if (TRP_BOARD_GET_IFACE (self)->get_staged == NULL)
    return NULL;
  return TRP_BOARD_GET_IFACE (self)->get_staged (self);
}

/**
 * trp_board_stage:
 * @cards: the cards of one more staged meld
 *
 * Puts @cards aside as one more staged move, if the game takes them as
 * one by themselves; else @error says which rule refuses them.
 */
gboolean
trp_board_stage (TrpBoard  *self,
                 TrpGame   *game,
                 int        seat,
                 GArray    *cards,
                 GError   **error)
{
  g_return_val_if_fail (TRP_IS_BOARD (self), FALSE);

  if (TRP_BOARD_GET_IFACE (self)->stage == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "Nothing is staged on this board");
      return FALSE;
    }
  return TRP_BOARD_GET_IFACE (self)->stage (self, game, seat, cards, error);
}

void
trp_board_clear_staged (TrpBoard *self)
{
  g_return_if_fail (TRP_IS_BOARD (self));

  if (TRP_BOARD_GET_IFACE (self)->clear_staged != NULL)
    TRP_BOARD_GET_IFACE (self)->clear_staged (self);
}

/**
 * trp_board_keep_staged:
 * @moves: (nullable): the moves the person may make now
 * @hand: (inout): the person's cards
 *
 * Takes the staged cards out of @hand, as they lie on the board. The
 * staging is dropped when staging is no longer open (the turn has moved
 * on) or the hand no longer holds its cards (they were laid down).
 *
 * Returns: whether the staging was dropped
 */
gboolean
trp_board_keep_staged (TrpBoard  *self,
                       GPtrArray *moves,
                       GArray    *hand)
{
  GPtrArray *staged;
  g_autoptr(GArray) left = NULL;
  gboolean open = FALSE;

  g_return_val_if_fail (TRP_IS_BOARD (self), FALSE);

  staged = trp_board_get_staged (self);
  if (staged == NULL || staged->len == 0)
    return FALSE;
  for (guint i = 0; moves != NULL && i < moves->len; i++)
    open |= trp_move_is_staging (g_ptr_array_index (moves, i)) &&
            trp_move_is_available (g_ptr_array_index (moves, i));
  if (!open)
    {
      trp_board_clear_staged (self);
      return TRUE;
    }

  left = g_array_copy (hand);
  for (guint i = 0; i < staged->len; i++)
    {
      GArray *group = g_ptr_array_index (staged, i);

      for (guint c = 0; c < group->len; c++)
        {
          guint k;

          for (k = 0; k < left->len; k++)
            if (g_array_index (left, TrpCard, k) == g_array_index (group, TrpCard, c))
              break;
          if (k == left->len)
            {
              trp_board_clear_staged (self);
              return TRUE;
            }
          g_array_remove_index (left, k);
        }
    }

  g_array_set_size (hand, 0);
  g_array_append_vals (hand, left->data, left->len);
  return FALSE;
}

/**
 * trp_board_fill_inspector:
 * @dialog: the dialog to fill, or fill again as the match goes on
 *
 * Shows in @dialog what the board keeps face up, in full (the pile and
 * the melds, or the last trick), as @viewer may see it.
 */
void
trp_board_fill_inspector (TrpBoard      *self,
                          TrpPileDialog *dialog,
                          TrpMatch      *match,
                          int            viewer)
{
  g_return_if_fail (TRP_IS_BOARD (self));

  if (TRP_BOARD_GET_IFACE (self)->fill_inspector != NULL)
    TRP_BOARD_GET_IFACE (self)->fill_inspector (self, dialog, match, viewer);
}

const char *
trp_board_get_inspector_title (TrpBoard *self)
{
  g_return_val_if_fail (TRP_IS_BOARD (self), NULL);

  if (TRP_BOARD_GET_IFACE (self)->get_inspector_title == NULL)
    return "";
  return TRP_BOARD_GET_IFACE (self)->get_inspector_title (self);
}

/* The board's cards in proportion, from the size the table found the
 * board's places fit at (@card_width, the trick's): the pile and stock a
 * little smaller, the melds, many on a side, smaller still. */
int
trp_board_trick_width (int card_width)
{
  return MAX (30, card_width);
}

int
trp_board_pile_width (int card_width)
{
  return MAX (28, card_width * 4 / 5);
}

int
trp_board_meld_width (int card_width)
{
  return MAX (24, (card_width * 7 + 5) / 10);
}

int
trp_board_seat_width (int card_width)
{
  return MAX (24, card_width * 2 / 5);
}

/* A row of face-up cards to look at, not to choose from. */
GtkWidget *
trp_board_new_cards (const TrpCardStyle *style,
                     int                 width)
{
  GtkWidget *hand = trp_hand_view_new ();

  if (style != NULL)
    trp_hand_view_set_style (TRP_HAND_VIEW (hand), style);
  trp_hand_view_set_card_width (TRP_HAND_VIEW (hand), width);
  trp_hand_view_set_selection_mode (TRP_HAND_VIEW (hand), GTK_SELECTION_NONE);
  gtk_widget_set_focusable (hand, FALSE);
  return hand;
}

/* Changes what a row of cards shows; a row without cards takes no room. */
void
trp_board_set_cards (GtkWidget          *cards,
                     const TrpCardStyle *style,
                     int                 width,
                     GArray             *list)
{
  trp_hand_view_set_style (TRP_HAND_VIEW (cards), style);
  trp_hand_view_set_card_width (TRP_HAND_VIEW (cards), width);
  trp_hand_view_set_cards (TRP_HAND_VIEW (cards), list != NULL ? (TrpCard *) list->data : NULL,
                           list != NULL ? list->len : 0);
  gtk_widget_set_visible (cards, list != NULL && list->len > 0);
}

/* A fact of the table, its title dimmed and its value beside it; the
 * value label is the title's next sibling. Appended to @parent, a box,
 * unless it is %NULL. */
GtkWidget *
trp_board_chip_new (GtkWidget  *parent,
                    const char *title)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (title);
  GtkWidget *text = gtk_label_new (NULL);

  gtk_widget_add_css_class (label, "dim-label");
  /* A long title (Persian's “Stock” is three words) wraps on a phone
   * rather than widening the window. */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_natural_wrap_mode (GTK_LABEL (label), GTK_NATURAL_WRAP_NONE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (text, "heading");
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (text), 24);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), text);
  gtk_widget_add_css_class (box, "table-chip");
  gtk_widget_set_visible (box, FALSE);
  if (parent != NULL)
    gtk_box_append (GTK_BOX (parent), box);
  return box;
}

/* Sets a chip's value; a chip without one is hidden. */
void
trp_board_chip_set (GtkWidget  *chip,
                    const char *value)
{
  GtkWidget *text = gtk_widget_get_last_child (chip);

  gtk_label_set_text (GTK_LABEL (text), value != NULL ? value : "");
  /* A short value stays whole (“0 / 5,000”, “Level 2”, “Clubs”): with
   * large text at 360 px a score wrapped to “0 /” over “5,000”.
   * Longer ones (each side's points, a line each) may wrap. */
  gtk_label_set_wrap (GTK_LABEL (text),
                      value != NULL && (g_utf8_strlen (value, -1) > 12 || strchr (value, '\n') != NULL));
  gtk_widget_set_visible (chip, value != NULL);
}

char *
trp_board_seat_name (TrpMatch *match,
                     int       seat)
{
  if (seat < 0 || (guint) seat >= trp_match_get_n_players (match))
    return g_strdup ("");
  return g_strdup (trp_match_get_player (match, seat)->name);
}
