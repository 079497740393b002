/* trp-seat-view.c: another player's place at the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "trp-format.h"
#include "trp-hand-view.h"
#include "trp-seat-view.h"
#include "trp-wrap-box.h"

/* A seat round the table other than the viewer's: the player's name,
 * how many cards they hold, a spinner while a computer thinks, and the
 * backs of their cards. The table only says what changed. */

struct _TrpSeatView
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *name;
  GtkWidget *detail;
  GtkWidget *spinner;
  /* A guest's seat at a hosted table: whether they are there. */
  GtkWidget *presence;
  GtkWidget *hand;
};

G_DEFINE_FINAL_TYPE (TrpSeatView, trp_seat_view, GTK_TYPE_WIDGET)

/* The name and the count of cards: beside each other at the top, where
 * the table keeps its height for the board, wrapping under each other
 * where the top's three seats are too wide side by side (large text at
 * 360 px); under each other at the sides, where height is to spare and
 * width is not. */
static GtkWidget *
header_new (gboolean at_top)
{
  GtkWidget *header;

  if (!at_top)
    return gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  header = trp_wrap_box_new ();
  trp_wrap_box_set_spacing (TRP_WRAP_BOX (header), 6);
  trp_wrap_box_set_row_spacing (TRP_WRAP_BOX (header), 0);
  return header;
}

static void
header_append (GtkWidget *header,
               GtkWidget *child)
{
  if (TRP_IS_WRAP_BOX (header))
    trp_wrap_box_append (TRP_WRAP_BOX (header), child);
  else
    gtk_box_append (GTK_BOX (header), child);
}

/**
 * trp_seat_view_new:
 * @name: the player's name
 * @at_top: whether the seat is across the table, in the top row
 */
GtkWidget *
trp_seat_view_new (const char *name,
                   gboolean    at_top)
{
  TrpSeatView *self = g_object_new (TRP_TYPE_SEAT_VIEW, NULL);
  GtkWidget *header = header_new (at_top);

  gtk_label_set_text (GTK_LABEL (self->name), name);
  gtk_widget_set_halign (header, GTK_ALIGN_CENTER);
  header_append (header, self->name);
  header_append (header, self->detail);
  header_append (header, self->spinner);
  gtk_box_append (GTK_BOX (self->box), header);
  gtk_box_append (GTK_BOX (self->box), self->presence);
  gtk_box_append (GTK_BOX (self->box), self->hand);
  return GTK_WIDGET (self);
}

/* The backs of @n_cards cards (at most 40 drawn), the count in words,
 * and both for screen readers. */
void
trp_seat_view_set_n_cards (TrpSeatView *self,
                           guint        n_cards)
{
  g_autofree char *number = trp_format_number (n_cards);
  g_autofree char *text = g_strdup_printf (ngettext ("%s card", "%s cards", n_cards), number);
  /* Translators: a computer player's hidden hand, for screen readers:
   * the player, then “11 cards”. */
  g_autofree char *label = g_strdup_printf (C_("hand", "%s: %s"), gtk_label_get_text (GTK_LABEL (self->name)),
                                            text);

  g_return_if_fail (TRP_IS_SEAT_VIEW (self));

  trp_hand_view_set_backs (TRP_HAND_VIEW (self->hand), n_cards);
  gtk_label_set_text (GTK_LABEL (self->detail), text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->hand), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* Whose turn it is shows in the name's colour, a computer thinking in
 * the spinner beside it. */
void
trp_seat_view_set_turn (TrpSeatView *self,
                        gboolean     current,
                        gboolean     thinking)
{
  g_return_if_fail (TRP_IS_SEAT_VIEW (self));

  if (current)
    gtk_widget_add_css_class (self->name, "accent");
  else
    gtk_widget_remove_css_class (self->name, "accent");
  gtk_widget_set_visible (self->spinner, thinking);
  gtk_spinner_set_spinning (GTK_SPINNER (self->spinner), thinking);
}

/**
 * trp_seat_view_set_presence:
 * @presence: (nullable): whether a guest from another computer is at
 *   the seat, in words; %NULL for a seat of this computer
 */
void
trp_seat_view_set_presence (TrpSeatView *self,
                            const char  *presence)
{
  g_return_if_fail (TRP_IS_SEAT_VIEW (self));

  gtk_label_set_text (GTK_LABEL (self->presence), presence != NULL ? presence : "");
  gtk_widget_set_visible (self->presence, presence != NULL && *presence != '\0');
}

void
trp_seat_view_set_card_width (TrpSeatView *self,
                              int          width)
{
  g_return_if_fail (TRP_IS_SEAT_VIEW (self));

  trp_hand_view_set_card_width (TRP_HAND_VIEW (self->hand), width);
}

/**
 * trp_seat_view_get_hand:
 *
 * Returns: (transfer none): the row of the player's card backs, where
 *   cards fly from and to
 */
GtkWidget *
trp_seat_view_get_hand (TrpSeatView *self)
{
  g_return_val_if_fail (TRP_IS_SEAT_VIEW (self), NULL);

  return self->hand;
}

static void
trp_seat_view_dispose (GObject *object)
{
  TrpSeatView *self = TRP_SEAT_VIEW (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (trp_seat_view_parent_class)->dispose (object);
}

static void
trp_seat_view_class_init (TrpSeatViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = trp_seat_view_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "seat");
}

static void
trp_seat_view_init (TrpSeatView *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_widget_set_valign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
  gtk_widget_set_halign (GTK_WIDGET (self), GTK_ALIGN_CENTER);

  self->name = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->name, "heading");
  self->spinner = gtk_spinner_new ();
  gtk_widget_set_visible (self->spinner, FALSE);
  gtk_widget_set_tooltip_text (self->spinner, _("Thinking…"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->spinner), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Thinking"), -1);
  self->detail = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->detail, "dim-label");
  gtk_widget_add_css_class (self->detail, "caption");
  self->presence = gtk_label_new (NULL);
  gtk_widget_set_name (self->presence, "seat-presence");
  gtk_widget_add_css_class (self->presence, "dim-label");
  gtk_widget_add_css_class (self->presence, "caption");
  gtk_label_set_wrap (GTK_LABEL (self->presence), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (self->presence), 24);
  gtk_label_set_justify (GTK_LABEL (self->presence), GTK_JUSTIFY_CENTER);
  gtk_widget_set_visible (self->presence, FALSE);
  self->hand = trp_hand_view_new ();
  trp_hand_view_set_face_down (TRP_HAND_VIEW (self->hand), TRUE);
  trp_hand_view_set_selection_mode (TRP_HAND_VIEW (self->hand), GTK_SELECTION_NONE);
}
