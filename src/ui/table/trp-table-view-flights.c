/* trp-table-view-flights.c: cards in flight, and a draw dealt out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "trp-hand-view.h"
#include "trp-seat-view.h"
#include "trp-table-view-private.h"

/* Cards in flight from where a move took them to where it put them, drawn
 * above the table, so that a person can follow what the others do. The
 * board says which widget shows each place; the flights land on it. */

void
_trp_table_view_flight_free (Flight *flight)
{
  /* A playing animation holds itself alive; it must stop before the
   * flight its callback points at goes. */
  if (flight->animation != NULL)
    {
      g_signal_handlers_disconnect_by_data (flight->animation, flight);
      if (adw_animation_get_state (flight->animation) == ADW_ANIMATION_PLAYING)
        adw_animation_skip (flight->animation);
      g_object_unref (flight->animation);
    }
  if (flight->to != NULL)
    {
      if (flight->hide_to)
        gtk_widget_set_opacity (flight->to, 1.0);
      g_object_unref (flight->to);
    }
  g_free (flight);
}

static gboolean
centre_of (TrpTableView     *self,
           GtkWidget        *widget,
           graphene_point_t *point)
{
  graphene_rect_t bounds;

  if (widget == NULL || gtk_widget_get_root (widget) == NULL || !gtk_widget_get_mapped (widget) ||
      !gtk_widget_compute_bounds (widget, GTK_WIDGET (self), &bounds))
    return FALSE;

  graphene_rect_get_center (&bounds, point);
  return TRUE;
}

static void
table_centre (TrpTableView     *self,
              graphene_point_t *point)
{
  if (!centre_of (self, self->board_window, point))
    graphene_point_init (point, gtk_widget_get_width (GTK_WIDGET (self)) / 2.f,
                         gtk_widget_get_height (GTK_WIDGET (self)) / 2.f);
}

static GtkWidget *
place_widget (TrpTableView  *self,
              TrpBoardPlace  place,
              int            index)
{
  return self->board != NULL ? trp_board_get_place (TRP_BOARD (self->board), place, index) : NULL;
}

/* The stock's and the pile's cards: at the melds' size on a meld board
 * (trp-meld-board.c), a little larger beside a trick. */
static int
pile_card_width (TrpTableView *self)
{
  return self->shows_pile ? trp_board_meld_width (self->board_card_width)
                          : trp_board_pile_width (self->board_card_width);
}

static void
flight_value_cb (double   value,
                 gpointer user_data)
{
  Flight *flight = user_data;

  flight->progress = value;
  gtk_widget_queue_draw (flight->table);
}

/* The computers move only once the table has shown the move before:
 * while cards fly or the draw is being dealt out, the driver waits. The
 * wait ends by the clock, not at the frame that ends the flight's
 * animation: waiting for that frame cost each move 100–250 ms under a
 * slow renderer, and Biriba's turns of four or five moves went over
 * 1.2 s (issue 20). */
void
_trp_table_view_update_hold (TrpTableView *self)
{
  gboolean hold = self->draw_timeout != 0 || self->shown_timeout != 0;

  if (!hold)
    self->shown_until = 0;
  if (hold == self->holding || self->driver == NULL)
    return;

  self->holding = hold;
  if (hold)
    trp_match_driver_hold (self->driver);
  else
    trp_match_driver_release (self->driver);
}

static gboolean
shown_cb (gpointer user_data)
{
  TrpTableView *self = user_data;

  self->shown_timeout = 0;
  _trp_table_view_update_hold (self);
  return G_SOURCE_REMOVE;
}

/* Holds the driver for @duration ms from now, or longer if an earlier
 * move asked for longer. */
static void
hold_for (TrpTableView *self,
          guint         duration)
{
  gint64 now = g_get_monotonic_time ();

  if (duration == 0)
    return;
  self->shown_until = MAX (self->shown_until, now + (gint64) duration * 1000);
  g_clear_handle_id (&self->shown_timeout, g_source_remove);
  self->shown_timeout = g_timeout_add ((guint) ((self->shown_until - now + 999) / 1000), shown_cb, self);
  _trp_table_view_update_hold (self);
}

static void
flight_done_cb (Flight *flight)
{
  TrpTableView *self = TRP_TABLE_VIEW (flight->table);

  gtk_widget_queue_draw (flight->table);
  g_ptr_array_remove_fast (self->flights, flight);
  _trp_table_view_update_hold (self);
}

static GtkWidget *
hand_of_seat (TrpTableView *self,
              int           seat)
{
  if (seat == self->viewer)
    return self->my_hand;
  if (seat < 0 || seat >= MAX_SEATS)
    return NULL;
  return self->seats[seat] != NULL ? trp_seat_view_get_hand (TRP_SEAT_VIEW (self->seats[seat])) : NULL;
}

/* The widget a flight lands on. Boards keep their widgets from one move
 * to the next; this is asked again after each refresh all the same, as a
 * new meld or a card turned up brings a new one. */
static void
aim_flight (TrpTableView *self,
            Flight       *flight)
{
  GtkWidget *to = NULL;
  gboolean hide = TRUE;

  if (!flight->aimed)
    return;

  if (flight->to_hand)
    {
      to = hand_of_seat (self, flight->target_index);
      hide = FALSE;
    }
  else
    {
      to = place_widget (self, flight->target, flight->target_index);
      /* Cards added to a meld join those already shown. */
      hide = flight->target != TRP_BOARD_PLACE_MELD;
    }

  if (to == flight->to)
    return;

  if (flight->to != NULL)
    {
      if (flight->hide_to)
        gtk_widget_set_opacity (flight->to, 1.0);
      g_clear_object (&flight->to);
    }

  /* The card appears where it lands, not before. */
  flight->hide_to = hide && flight->animation != NULL;
  if (to != NULL)
    {
      flight->to = g_object_ref (to);
      if (flight->hide_to)
        gtk_widget_set_opacity (to, 0.0);
    }
}

void
_trp_table_view_aim_flights (TrpTableView *self)
{
  for (guint i = 0; i < self->flights->len; i++)
    aim_flight (self, g_ptr_array_index (self->flights, i));
}

/* Lands every flight, or (@all FALSE) those whose time is over and that
 * have been drawn on their way at least once: a slow frame delays their
 * landing, never the game. A flight still on time goes on beside the
 * next one. */
static void
end_flights (TrpTableView *self,
             gboolean      all)
{
  gint64 now = g_get_monotonic_time ();

  for (guint i = self->flights->len; i > 0; i--)
    {
      Flight *flight;

      if (i > self->flights->len)
        continue;
      flight = g_ptr_array_index (self->flights, i - 1);
      if (all || (flight->seen && flight->ends <= now))
        adw_animation_skip (flight->animation);
    }
}

/* Takes @flight, which flies for @duration ms; the driver waits @hold ms
 * of it. A move lands the flights before it whose time is over, so that
 * the table never falls behind the game; the cards of a draw fly
 * together. */
static void
start_flight_full (TrpTableView *self,
                   Flight       *flight,
                   guint         duration,
                   guint         hold,
                   gboolean      end_others)
{
  if (end_others)
    end_flights (self, FALSE);

  if (flight == NULL)
    return;
  if (duration == 0 || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      _trp_table_view_flight_free (flight);
      return;
    }

  flight->table = GTK_WIDGET (self);
  flight->aimed = TRUE;
  flight->animation =
    adw_timed_animation_new (GTK_WIDGET (self), 0, 1, duration,
                             adw_callback_animation_target_new (flight_value_cb, flight, NULL));
  aim_flight (self, flight);
  g_signal_connect_swapped (flight->animation, "done", G_CALLBACK (flight_done_cb), flight);
  flight->ends = g_get_monotonic_time () + (gint64) duration * 1000;
  g_ptr_array_add (self->flights, flight);
  adw_animation_play (flight->animation);
  hold_for (self, hold);
}

void
_trp_table_view_end_flights (TrpTableView *self)
{
  end_flights (self, TRUE);
  g_clear_handle_id (&self->shown_timeout, g_source_remove);
  _trp_table_view_update_hold (self);
}

static void
paint_flight (TrpTableView *self,
              Flight       *flight,
              GtkSnapshot  *snapshot)
{
  graphene_point_t to = flight->to_point;
  double t = flight->progress;
  float width, step, x, y;

  if (flight->to != NULL)
    centre_of (self, flight->to, &to);

  width = flight->from_width + (flight->to_width - flight->from_width) * t;
  step = width * 0.3f;
  x = flight->from.x + (to.x - flight->from.x) * t - (width + step * (flight->n_cards - 1)) / 2;
  y = flight->from.y + (to.y - flight->from.y) * t - width * TRP_CARD_ASPECT / 2;

  if (t < 1.0)
    flight->seen = TRUE;

  for (guint i = 0; i < flight->n_cards; i++)
    {
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x + i * step, y));
      if (flight->face_down || flight->cards[i] == TRP_CARD_NONE)
        trp_card_paint_back (snapshot, width, TRP_CARD_STATE_NORMAL);
      else
        trp_card_paint (snapshot, flight->cards[i], &self->style, width, TRP_CARD_STATE_NORMAL);
      gtk_snapshot_restore (snapshot);
    }
}

void
_trp_table_view_paint_flights (TrpTableView *self,
                               GtkSnapshot  *snapshot)
{
  for (guint i = 0; i < self->flights->len; i++)
    paint_flight (self, g_ptr_array_index (self->flights, i), snapshot);
}

/* Where the cards of @action start, read before the table shows the
 * move: the seat's hand for cards it gives up, the stock or the pile for
 * cards it takes. NULL for moves without cards. */
Flight *
_trp_table_view_plan_flight (TrpTableView    *self,
                             const TrpAction *action)
{
  GtkWidget *hand = hand_of_seat (self, action->seat);
  gboolean mine = action->seat == self->viewer;
  g_autofree Flight *flight = NULL;
  TrpPlace place;
  TrpMotion motion = trp_game_describe_motion (_trp_table_view_get_game (self), action, &place, NULL);
  gboolean leaving = motion == TRP_MOTION_FROM_HAND;
  gboolean arriving = motion == TRP_MOTION_TO_HAND;

  if (hand == NULL || (!leaving && !arriving) || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return NULL;

  flight = g_new0 (Flight, 1);
  if (leaving)
    {
      GtkWidget *from = hand;

      if (action->n_cards == 0)
        return NULL;
      flight->n_cards = MIN (action->n_cards, FLIGHT_MAX_CARDS);
      memcpy (flight->cards, action->cards, flight->n_cards * sizeof (TrpCard));
      flight->face_down = place == TRP_PLACE_KITTY && !mine;

      /* From the very card in the viewer's hand. */
      if (mine)
        for (guint i = 0; i < trp_hand_view_get_n_cards (TRP_HAND_VIEW (hand)); i++)
          if (trp_hand_view_get_card (TRP_HAND_VIEW (hand), i) == action->cards[0])
            {
              from = trp_hand_view_get_card_widget (TRP_HAND_VIEW (hand), i);
              break;
            }
      if (!centre_of (self, from, &flight->from))
        return NULL;
      flight->from_width = mine ? self->card_width : trp_board_seat_width (self->card_width);
      flight->target_index = -2;
    }
  else
    {
      GtkWidget *from = place_widget (self, place == TRP_PLACE_PILE
                                            ? TRP_BOARD_PLACE_PILE : TRP_BOARD_PLACE_STOCK, -1);
      GtkWidget *pile = place == TRP_PLACE_PILE ? place_widget (self, TRP_BOARD_PLACE_PILE, -1) : NULL;

      if (!centre_of (self, from, &flight->from))
        table_centre (self, &flight->from);
      flight->from_width = pile_card_width (self);

      /* The whole pile is public (B-9): its top cards go over face up. */
      if (pile != NULL && TRP_IS_HAND_VIEW (gtk_widget_get_parent (pile)))
        {
          TrpHandView *view = TRP_HAND_VIEW (gtk_widget_get_parent (pile));
          guint n = trp_hand_view_get_n_cards (view);

          for (guint i = n > FLIGHT_MAX_CARDS ? n - FLIGHT_MAX_CARDS : 0; i < n; i++)
            flight->cards[flight->n_cards++] = trp_hand_view_get_card (view, i);
        }
      if (flight->n_cards == 0)
        {
          flight->n_cards = 1;
          flight->cards[0] = TRP_CARD_NONE;
          flight->face_down = TRUE;
        }
      flight->to_hand = TRUE;
      flight->target_index = action->seat;
      flight->to_width = mine ? self->card_width : trp_board_seat_width (self->card_width);
      centre_of (self, hand, &flight->to_point);
    }

  return g_steal_pointer (&flight);
}

/* How long a move's cards fly, and how long the driver waits for them.
 * A turn's first move flies at the chosen speed and is waited for. The
 * moves that follow it in the same turn (Biriba's melds and discard
 * after the draw) fly faster and share what is left of the turn's time:
 * the turn began when the turn before it was last shown, and at the
 * normal speed it is all shown in 1.2 s (issue 20). When the renderer's
 * frames have eaten that time, they are waited for less, so that they
 * fly together, each still from its start to its end. */
static void
turn_flight_ms (TrpTableView    *self,
                const TrpAction *action,
                guint           *duration,
                guint           *hold)
{
  gint64 now = g_get_monotonic_time ();
  gint64 turn = (gint64) _trp_table_view_speed_ms (self, 700, 1200, 3000) * 1000;
  /* Kept back for the pause before the next turn's first move, which
   * the driver makes, and the frame that shows the last move. */
  gint64 margin = (gint64) _trp_table_view_speed_ms (self, 150, 250, 900) * 1000 + 100 * 1000;
  gint64 left;

  if (action->seat != self->last_flight_seat || self->turn_start == 0)
    {
      self->turn_start = self->last_launch > 0 ? self->last_launch : now;
      *duration = *hold = _trp_table_view_speed_ms (self, 130, 240, 600);
    }
  else
    {
      /* A turn has a draw, a few melds and a discard: each move that
       * follows the first is given half of what is left. */
      *duration = _trp_table_view_speed_ms (self, 50, 90, 200);
      left = self->turn_start + turn - margin - now;
      *hold = (guint) CLAMP (left / 2000, 0, (gint64) *duration);
    }

  self->last_flight_seat = action->seat;
  self->last_launch = now;
}

/* Where the cards land, once the table shows the move. */
void
_trp_table_view_launch_flight (TrpTableView    *self,
                               Flight          *flight,
                               const TrpAction *action)
{
  int width = trp_board_trick_width (self->board_card_width);
  guint duration, hold;
  TrpPlace place;
  int index;

  if (flight == NULL)
    return;

  if (!flight->to_hand)
    {
      flight->target_index = action->seat;
      flight->target = TRP_BOARD_PLACE_TRICK;
      trp_game_describe_motion (_trp_table_view_get_game (self), action, &place, &index);
      switch (place)
        {
        case TRP_PLACE_PILE:
          flight->target = TRP_BOARD_PLACE_PILE;
          width = pile_card_width (self);
          break;
        case TRP_PLACE_DECLARATION:
          flight->target = TRP_BOARD_PLACE_EXPOSED;
          width = pile_card_width (self);
          break;
        case TRP_PLACE_MELD:
        case TRP_PLACE_NEW_MELD:
          flight->target = TRP_BOARD_PLACE_MELD;
          flight->target_index = index;
          width = trp_board_meld_width (self->board_card_width);
          break;
        case TRP_PLACE_KITTY:
          flight->target = TRP_BOARD_PLACE_STOCK;
          break;
        default:
          break;
        }

      table_centre (self, &flight->to_point);
      flight->to_width = width;
    }

  turn_flight_ms (self, action, &duration, &hold);
  start_flight_full (self, flight, duration, hold, TRUE);
}

/* --- A draw, a card at a time (Da Bai Fen) ----------------------------- */

/* The engine draws until someone may expose (D-16), many cards in one
 * step; the table deals them out one by one, from the pack to the seat
 * that drew each (D-14), and holds the viewer's new cards back until
 * they land, so that a player sees the moment a trump-rank card comes. */

gboolean
_trp_table_view_drawing (TrpTableView *self)
{
  return self->draw_timeout != 0;
}

/* Shows every card drawn so far in the hands at once (D-14). */
void
_trp_table_view_finish_draw (TrpTableView *self)
{
  if (!_trp_table_view_drawing (self))
    return;

  g_clear_handle_id (&self->draw_timeout, g_source_remove);
  self->shown_drawn = self->drawn_target;
  self->draw_at_once = TRUE;
  g_array_set_size (self->pending_cards, 0);
  _trp_table_view_refresh (self);
  _trp_table_view_maybe_auto_pass (self);
}

static void
deal_one (TrpTableView *self)
{
  guint n = trp_match_get_n_players (self->match);
  int seat = (self->draw_starter + self->shown_drawn) % n;
  Flight *flight;
  guint duration;

  self->shown_drawn++;

  flight = g_new0 (Flight, 1);
  flight->n_cards = 1;
  flight->cards[0] = TRP_CARD_NONE;
  flight->face_down = TRUE;
  if (seat == self->viewer && self->pending_cards->len > 0)
    {
      flight->cards[0] = g_array_index (self->pending_cards, TrpCard, 0);
      flight->face_down = FALSE;
      g_array_remove_index (self->pending_cards, 0);
    }
  if (!centre_of (self, place_widget (self, TRP_BOARD_PLACE_STOCK, -1), &flight->from))
    table_centre (self, &flight->from);
  flight->from_width = pile_card_width (self);
  flight->to_hand = TRUE;
  flight->target_index = seat;
  if (!centre_of (self, hand_of_seat (self, seat), &flight->to_point))
    table_centre (self, &flight->to_point);
  flight->to_width = seat == self->viewer ? self->card_width : trp_board_seat_width (self->card_width);

  duration = _trp_table_view_speed_ms (self, 120, 240, 420);
  start_flight_full (self, flight, duration, duration, FALSE);
}

static gboolean
draw_tick_cb (gpointer user_data)
{
  TrpTableView *self = user_data;

  if (self->shown_drawn >= self->drawn_target)
    {
      self->draw_timeout = 0;
      _trp_table_view_refresh (self);
      return G_SOURCE_REMOVE;
    }

  /* The driver is held while the draw is dealt out, so the game never
   * runs ahead of it and every card can come on its own. */
  deal_one (self);

  if (self->shown_drawn >= self->drawn_target)
    g_array_set_size (self->pending_cards, 0);
  _trp_table_view_refresh (self);

  /* The last card is out: the choices it brings can be shown. */
  if (self->shown_drawn >= self->drawn_target)
    {
      self->draw_timeout = 0;
      _trp_table_view_refresh (self);
      _trp_table_view_maybe_auto_pass (self);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

void
_trp_table_view_reset_draw (TrpTableView *self)
{
  g_clear_handle_id (&self->draw_timeout, g_source_remove);
  self->shown_drawn = self->drawn_target = 0;
  self->draw_at_once = FALSE;
  g_array_set_size (self->pending_cards, 0);
  g_array_set_size (self->known_hand, 0);
}

/* Follows the number of cards drawn, where the observation counts them
 * ("n_drawn"); takes out of @hand the viewer's cards not yet shown. */
void
_trp_table_view_follow_draw (TrpTableView *self,
                             JsonObject   *obs,
                             GArray       *hand)
{
  guint n_drawn = trp_observation_get_int (obs, "n_drawn", 0);
  guint interval = _trp_table_view_speed_ms (self, 40, 80, 150);
  gboolean in_draw = trp_observation_get_round_step (obs) == TRP_ROUND_STEP_DRAWING;

  if (!json_object_has_member (obs, "n_drawn"))
    return;

  /* A new deal, or a redeal (D-25). */
  if (n_drawn < self->drawn_target)
    _trp_table_view_reset_draw (self);

  if (n_drawn > self->drawn_target)
    {
      /* Watched from its start, not a match resumed after its draw. */
      if (interval == 0 || self->draw_at_once || !gtk_widget_get_mapped (GTK_WIDGET (self)) ||
          (!in_draw && self->drawn_target == 0))
        {
          g_clear_handle_id (&self->draw_timeout, g_source_remove);
          self->shown_drawn = n_drawn;
          g_array_set_size (self->pending_cards, 0);
        }
      else
        {
          for (guint i = 0; i < hand->len; i++)
            {
              TrpCard card = g_array_index (hand, TrpCard, i);

              if (!trp_cards_contain (self->known_hand, card) && !trp_cards_contain (self->pending_cards, card))
                g_array_append_val (self->pending_cards, card);
            }
          self->draw_starter = trp_observation_get_int (obs, "starter", 0);
          if (self->draw_timeout == 0)
            self->draw_timeout = g_timeout_add (interval, draw_tick_cb, self);
        }
      self->drawn_target = n_drawn;
    }

  g_array_set_size (self->known_hand, 0);
  g_array_append_vals (self->known_hand, hand->data, hand->len);

  for (guint i = hand->len; i > 0; i--)
    if (trp_cards_contain (self->pending_cards, g_array_index (hand, TrpCard, i - 1)))
      g_array_remove_index (hand, i - 1);
}

/* How many of a seat's cards are still on their way. */
guint
_trp_table_view_cards_in_flight_to (TrpTableView *self,
                                    guint         seat)
{
  guint n = trp_match_get_n_players (self->match);
  guint count = 0;

  for (guint i = self->shown_drawn; i < self->drawn_target; i++)
    count += (self->draw_starter + i) % n == seat;
  return count;
}
