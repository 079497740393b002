/* trp-board.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "trp-board.h"
#include "trp-hand-view.h"

G_DEFINE_INTERFACE (TrpBoard, trp_board, GTK_TYPE_WIDGET)

static void
trp_board_default_init (TrpBoardInterface *iface)
{
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

  TRP_BOARD_GET_IFACE (self)->update (self, context);
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

int
trp_board_trick_width (int card_width)
{
  return MAX (40, card_width * 3 / 4);
}

int
trp_board_pile_width (int card_width)
{
  return MAX (32, card_width * 4 / 7);
}

int
trp_board_meld_width (int card_width)
{
  return MAX (26, card_width * 3 / 7);
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
