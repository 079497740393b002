/* trp-seat-ring.c: the other players' seats round the viewer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "trp-board.h"
#include "trp-seat-ring.h"
#include "trp-seat-view.h"

#define MAX_SEATS 8

/* The viewer sits at the bottom, under the board; the others sit on the
 * three boxes of the table round it, a TrpSeatView each. */
struct _TrpSeatRing
{
  GObject    parent_instance;

  GtkWidget *top_box;
  GtkWidget *left_box;
  GtkWidget *right_box;
  /* TrpSeatView, by seat; the viewer's NULL */
  GtkWidget *seats[MAX_SEATS];
  guint      n_seats;
  int        viewer;
};

G_DEFINE_FINAL_TYPE (TrpSeatRing, trp_seat_ring, G_TYPE_OBJECT)

/* Where a seat sits, seen from the viewer at the bottom: play passes to
 * the right (B-3, D-1, M-1), so the next seat is on the right; GTK mirrors
 * the boxes in right-to-left languages, as the spec wants. */
static GtkWidget *
place_for_seat (TrpSeatRing *self,
                guint        relative,
                guint        n_seats)
{
  if (relative == 0)
    return NULL;
  if (n_seats == 2)
    return self->top_box;
  if (relative == 1)
    return self->right_box;
  if (relative == n_seats - 1)
    return self->left_box;
  return self->top_box;
}

/* The seats round the viewer go when the viewer changes (several people
 * at one table), to be built again round the next one. */
void
trp_seat_ring_clear (TrpSeatRing *self)
{
  g_return_if_fail (TRP_IS_SEAT_RING (self));

  for (guint seat = 0; seat < MAX_SEATS; seat++)
    if (self->seats[seat] != NULL)
      {
        GtkWidget *box = gtk_widget_get_parent (self->seats[seat]);

        if (box != NULL)
          gtk_box_remove (GTK_BOX (box), self->seats[seat]);
        g_clear_object (&self->seats[seat]);
      }
  self->n_seats = 0;
}

void
trp_seat_ring_build (TrpSeatRing *self,
                     TrpMatch    *match,
                     int          viewer,
                     int          card_width)
{
  guint n;

  g_return_if_fail (TRP_IS_SEAT_RING (self));

  trp_seat_ring_clear (self);
  n = MIN (trp_match_get_n_players (match), MAX_SEATS);
  self->n_seats = n;
  self->viewer = viewer;
  for (guint r = 1; r < n; r++)
    {
      int seat = (viewer + r) % n;
      GtkWidget *place = place_for_seat (self, r, n);

      self->seats[seat] = g_object_ref_sink (trp_seat_view_new (trp_match_get_player (match, seat)->name,
                                                                place == self->top_box));
      trp_seat_view_set_card_width (TRP_SEAT_VIEW (self->seats[seat]), trp_board_seat_width (card_width));
      /* Play goes round the table: the next seat at one side, then
       * across the top away from it, then the other side. The top row
       * is filled from its far end, so that with five and six players it
       * runs on from the side seat rather than back against the order.
       * Right to left, the boxes and the grid mirror the whole table,
       * so play runs the other way round on the screen, as the page is
       * read (docs/table.md). */
      if (place == self->top_box)
        gtk_box_prepend (GTK_BOX (place), self->seats[seat]);
      else
        gtk_box_append (GTK_BOX (place), self->seats[seat]);
    }
}

/**
 * trp_seat_ring_get_hand:
 *
 * Returns: (transfer none) (nullable): the widget that shows @seat's
 *   cards, face down; %NULL for the viewer's own seat
 */
GtkWidget *
trp_seat_ring_get_hand (TrpSeatRing *self,
                        int          seat)
{
  g_return_val_if_fail (TRP_IS_SEAT_RING (self), NULL);

  if (seat < 0 || seat >= MAX_SEATS || self->seats[seat] == NULL)
    return NULL;
  return trp_seat_view_get_hand (TRP_SEAT_VIEW (self->seats[seat]));
}

/**
 * trp_seat_ring_get_seat:
 *
 * Returns: (transfer none) (nullable): the TrpSeatView of @seat, or
 *   %NULL for the viewer's own seat
 */
GtkWidget *
trp_seat_ring_get_seat (TrpSeatRing *self,
                        int          seat)
{
  g_return_val_if_fail (TRP_IS_SEAT_RING (self), NULL);

  return seat >= 0 && seat < MAX_SEATS ? self->seats[seat] : NULL;
}

void
trp_seat_ring_set_card_width (TrpSeatRing *self,
                              int          card_width)
{
  g_return_if_fail (TRP_IS_SEAT_RING (self));

  for (guint seat = 0; seat < MAX_SEATS; seat++)
    if (self->seats[seat] != NULL)
      trp_seat_view_set_card_width (TRP_SEAT_VIEW (self->seats[seat]), trp_board_seat_width (card_width));
}

/* Each seat's cards, as the observation counts them ("hand_sizes"), less
 * those of a draw still on their way to it. */
void
trp_seat_ring_set_hand_sizes (TrpSeatRing    *self,
                              JsonArray      *sizes,
                              TrpCardFlights *flights)
{
  g_return_if_fail (TRP_IS_SEAT_RING (self));

  for (guint seat = 0; seat < self->n_seats; seat++)
    {
      guint count;

      if (self->seats[seat] == NULL)
        continue;
      count = sizes != NULL && seat < json_array_get_length (sizes) ? json_array_get_int_element (sizes, seat) : 0;
      count -= MIN (count, trp_card_flights_n_coming_to (flights, seat));
      trp_seat_view_set_n_cards (TRP_SEAT_VIEW (self->seats[seat]), count);
    }
}

/* Whose turn it is (@current, or -1), and whether that computer is
 * thinking. */
void
trp_seat_ring_set_turn (TrpSeatRing *self,
                        int          current,
                        gboolean     thinking)
{
  g_return_if_fail (TRP_IS_SEAT_RING (self));

  for (guint seat = 0; seat < MAX_SEATS; seat++)
    if (self->seats[seat] != NULL)
      trp_seat_view_set_turn (TRP_SEAT_VIEW (self->seats[seat]), (int) seat == current,
                              (int) seat == current && thinking);
}

static void
trp_seat_ring_dispose (GObject *object)
{
  TrpSeatRing *self = TRP_SEAT_RING (object);

  for (guint seat = 0; seat < MAX_SEATS; seat++)
    g_clear_object (&self->seats[seat]);
  g_clear_weak_pointer (&self->top_box);
  g_clear_weak_pointer (&self->left_box);
  g_clear_weak_pointer (&self->right_box);

  G_OBJECT_CLASS (trp_seat_ring_parent_class)->dispose (object);
}

static void
trp_seat_ring_class_init (TrpSeatRingClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = trp_seat_ring_dispose;
}

static void
trp_seat_ring_init (TrpSeatRing *self)
{
}

/**
 * trp_seat_ring_new:
 * @top_box: (not nullable): the row across the top of the table
 * @left_box: (not nullable): the column at its left
 * @right_box: (not nullable): the column at its right
 */
TrpSeatRing *
trp_seat_ring_new (GtkWidget *top_box,
                   GtkWidget *left_box,
                   GtkWidget *right_box)
{
  TrpSeatRing *self = g_object_new (TRP_TYPE_SEAT_RING, NULL);

  g_set_weak_pointer (&self->top_box, top_box);
  g_set_weak_pointer (&self->left_box, left_box);
  g_set_weak_pointer (&self->right_box, right_box);
  return self;
}
