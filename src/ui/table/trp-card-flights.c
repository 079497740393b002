/* trp-card-flights.c: cards flying across the table, and a draw dealt out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "trp-card-flights.h"
#include "trp-card-painter.h"
#include "trp-game-catalog.h"
#include "trp-hand-view.h"
#include "trp-observation-reader.h"

/* Cards in flight from where a move took them to where it put them, drawn
 * above the table, so that a person can follow what the others do. The
 * table says which widget shows each place; the flights land on it.
 *
 * While cards fly or a draw is being dealt out the table holds the match
 * (TrpCardFlights:holding): the computers move only once the move before
 * is shown. */

#define FLIGHT_MAX_CARDS 6

struct _TrpFlight
{
  TrpBoardPlace     target;
  gboolean          to_hand;
  int               target_index;
  TrpCard           cards[FLIGHT_MAX_CARDS];
  guint             n_cards;
  gboolean          face_down;
  graphene_point_t  from;
  float             from_width;
  GtkWidget        *to;
  gboolean          hide_to;
  graphene_point_t  to_point;
  float             to_width;
  gboolean          aimed;

  TrpCardFlights   *owner;
  AdwAnimation     *animation;
  double            progress;
  /* Drawn at least once on its way; when its time is over (monotonic
   * µs). */
  gboolean          seen;
  gint64            ends;
};

struct _TrpCardFlights
{
  GObject                    parent_instance;

  GtkWidget                 *table;     /* weak: it owns us */
  GtkWidget                 *centre;    /* weak: the table's child */
  const TrpCardFlightsTable *iface;
  const TrpCardStyle        *style;

  TrpMatch                  *match;
  int                        viewer;
  int                        hand_width;
  int                        board_width;
  gboolean                   shows_pile;
  char                      *speed;

  GPtrArray                 *flights;
  gboolean                   holding;
  gint64                     shown_until;
  guint                      shown_timeout;

  /* The seat whose move was shown last: the moves that follow it in the
   * same turn share what is left of the turn's time, so that a whole
   * turn takes at most 1.2 s at the normal speed. When the turn being
   * shown began and when the last move was launched (monotonic µs). */
  int                        last_flight_seat;
  gint64                     turn_start;
  gint64                     last_launch;

  /* A draw shown a card at a time (Da Bai Fen, D-14): how many cards the
   * table has shown drawn, and the viewer's drawn cards not yet shown. */
  guint                      shown_drawn;
  guint                      drawn_target;
  int                        draw_starter;
  GArray                    *pending_cards;
  GArray                    *known_hand;
  guint                      draw_timeout;
  /* The person asked for the rest of this draw at once. */
  gboolean                   draw_at_once;
};

G_DEFINE_FINAL_TYPE (TrpCardFlights, trp_card_flights, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_HOLDING,
  N_PROPS
};

enum {
  DEALT,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

void
trp_flight_free (TrpFlight *flight)
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

/* The speed of the cards, from the animation-speed setting. Reduced
 * motion (the desktop's animations switched off) places cards at once,
 * whatever the speed chosen. */
static guint
speed_ms (TrpCardFlights *self,
          guint           fast,
          guint           normal,
          guint           slow)
{
  gboolean animate = TRUE;

  if (self->table != NULL)
    g_object_get (gtk_widget_get_settings (self->table), "gtk-enable-animations", &animate, NULL);
  if (!animate || g_strcmp0 (self->speed, "off") == 0)
    return 0;
  if (g_strcmp0 (self->speed, "fast") == 0)
    return fast;
  if (g_strcmp0 (self->speed, "slow") == 0)
    return slow;
  return normal;
}

static gboolean
table_shown (TrpCardFlights *self)
{
  return self->table != NULL && gtk_widget_get_mapped (self->table);
}

static gboolean
centre_of (TrpCardFlights   *self,
           GtkWidget        *widget,
           graphene_point_t *point)
{
  graphene_rect_t bounds;

  if (widget == NULL || self->table == NULL || gtk_widget_get_root (widget) == NULL ||
      !gtk_widget_get_mapped (widget) || !gtk_widget_compute_bounds (widget, self->table, &bounds))
    return FALSE;

  graphene_rect_get_center (&bounds, point);
  return TRUE;
}

static void
table_centre (TrpCardFlights   *self,
              graphene_point_t *point)
{
  if (!centre_of (self, self->centre, point))
    graphene_point_init (point,
                         self->table != NULL ? gtk_widget_get_width (self->table) / 2.f : 0,
                         self->table != NULL ? gtk_widget_get_height (self->table) / 2.f : 0);
}

static GtkWidget *
place_widget (TrpCardFlights *self,
              TrpBoardPlace   place,
              int             index)
{
  return self->table != NULL ? self->iface->get_place (self->table, place, index) : NULL;
}

static GtkWidget *
hand_of_seat (TrpCardFlights *self,
              int             seat)
{
  return self->table != NULL ? self->iface->get_hand (self->table, seat) : NULL;
}

/* The stock's and the pile's cards: at the melds' size on a meld board
 * (trp-meld-board.c), a little larger beside a trick. */
static int
pile_card_width (TrpCardFlights *self)
{
  return self->shows_pile ? trp_board_meld_width (self->board_width)
                          : trp_board_pile_width (self->board_width);
}

static int
seat_card_width (TrpCardFlights *self,
                 int             seat)
{
  return seat == self->viewer ? self->hand_width : trp_board_seat_width (self->hand_width);
}

static void
queue_draw (TrpCardFlights *self)
{
  if (self->table != NULL)
    gtk_widget_queue_draw (self->table);
}

/* The wait ends by the clock, not at the frame that ends the flight's
 * animation: waiting for that frame costs each move 100–250 ms under a
 * slow renderer, and a Biriba turn of four or five moves would go over
 * its 1.2 s. */
static void
update_hold (TrpCardFlights *self)
{
  gboolean hold = self->draw_timeout != 0 || self->shown_timeout != 0;

  if (!hold)
    self->shown_until = 0;
  if (hold == self->holding)
    return;

  self->holding = hold;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOLDING]);
}

static gboolean
shown_cb (gpointer user_data)
{
  TrpCardFlights *self = user_data;

  self->shown_timeout = 0;
  update_hold (self);
  return G_SOURCE_REMOVE;
}

/* Holds the match for @duration ms from now, or longer if an earlier move
 * asked for longer. */
static void
hold_for (TrpCardFlights *self,
          guint           duration)
{
  gint64 now = g_get_monotonic_time ();

  if (duration == 0)
    return;
  self->shown_until = MAX (self->shown_until, now + (gint64) duration * 1000);
  g_clear_handle_id (&self->shown_timeout, g_source_remove);
  self->shown_timeout = g_timeout_add ((guint) ((self->shown_until - now + 999) / 1000), shown_cb, self);
  update_hold (self);
}

static void
flight_value_cb (double   value,
                 gpointer user_data)
{
  TrpFlight *flight = user_data;

  flight->progress = value;
  queue_draw (flight->owner);
}

static void
flight_done_cb (TrpFlight *flight)
{
  TrpCardFlights *self = flight->owner;

  queue_draw (self);
  g_ptr_array_remove_fast (self->flights, flight);
  update_hold (self);
}

/* The widget a flight lands on, asked again after each refresh: a new
 * meld or a card turned up brings a new one. */
static void
aim_flight (TrpCardFlights *self,
            TrpFlight      *flight)
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
trp_card_flights_aim (TrpCardFlights *self)
{
  g_return_if_fail (TRP_IS_CARD_FLIGHTS (self));

  for (guint i = 0; i < self->flights->len; i++)
    aim_flight (self, g_ptr_array_index (self->flights, i));
}

/* Lands every flight, or (@all FALSE) those whose time is over and that
 * have been drawn on their way at least once: a slow frame delays their
 * landing, never the game. A flight still on time goes on beside the
 * next one. */
static void
end_flights (TrpCardFlights *self,
             gboolean        all)
{
  gint64 now = g_get_monotonic_time ();

  for (guint i = self->flights->len; i > 0; i--)
    {
      TrpFlight *flight;

      if (i > self->flights->len)
        continue;
      flight = g_ptr_array_index (self->flights, i - 1);
      if (all || (flight->seen && flight->ends <= now))
        adw_animation_skip (flight->animation);
    }
}

/* Takes @flight, which flies for @duration ms; the match waits @hold ms
 * of it. A move lands the flights before it whose time is over, so that
 * the table never falls behind the game; the cards of a draw fly
 * together. */
static void
start_flight (TrpCardFlights *self,
              TrpFlight      *flight,
              guint           duration,
              guint           hold,
              gboolean        end_others)
{
  if (end_others)
    end_flights (self, FALSE);

  if (flight == NULL)
    return;
  if (duration == 0 || !table_shown (self))
    {
      trp_flight_free (flight);
      return;
    }

  flight->owner = self;
  flight->aimed = TRUE;
  flight->animation =
    adw_timed_animation_new (self->table, 0, 1, duration,
                             adw_callback_animation_target_new (flight_value_cb, flight, NULL));
  aim_flight (self, flight);
  g_signal_connect_swapped (flight->animation, "done", G_CALLBACK (flight_done_cb), flight);
  flight->ends = g_get_monotonic_time () + (gint64) duration * 1000;
  g_ptr_array_add (self->flights, flight);
  adw_animation_play (flight->animation);
  hold_for (self, hold);
}

/* Lands every card in flight at once, and lets the match go on. */
void
trp_card_flights_end (TrpCardFlights *self)
{
  g_return_if_fail (TRP_IS_CARD_FLIGHTS (self));

  end_flights (self, TRUE);
  g_clear_handle_id (&self->shown_timeout, g_source_remove);
  update_hold (self);
}

static void
paint_flight (TrpCardFlights *self,
              TrpFlight      *flight,
              GtkSnapshot    *snapshot)
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
        trp_card_paint (snapshot, flight->cards[i], self->style, width, TRP_CARD_STATE_NORMAL);
      gtk_snapshot_restore (snapshot);
    }
}

/* Draws the cards in flight, over the table. */
void
trp_card_flights_snapshot (TrpCardFlights *self,
                           GtkSnapshot    *snapshot)
{
  g_return_if_fail (TRP_IS_CARD_FLIGHTS (self));

  for (guint i = 0; i < self->flights->len; i++)
    paint_flight (self, g_ptr_array_index (self->flights, i), snapshot);
}

/**
 * trp_card_flights_plan:
 *
 * Where the cards of @action start, read before the table shows the
 * move: the seat's hand for cards it gives up, the stock or the pile for
 * cards it takes.
 *
 * Returns: (transfer full) (nullable): the flight, for
 *   trp_card_flights_launch(); %NULL for a move without cards
 */
TrpFlight *
trp_card_flights_plan (TrpCardFlights  *self,
                       const TrpAction *action)
{
  GtkWidget *hand;
  gboolean mine, leaving, arriving;
  g_autoptr(TrpFlight) flight = NULL;
  TrpPlace place;
  TrpMotion motion;

  g_return_val_if_fail (TRP_IS_CARD_FLIGHTS (self), NULL);

  if (self->match == NULL || !table_shown (self))
    return NULL;

  hand = hand_of_seat (self, action->seat);
  mine = action->seat == self->viewer;
  motion = trp_game_describe_motion (trp_match_get_game (self->match), action, &place, NULL);
  leaving = motion == TRP_MOTION_FROM_HAND;
  arriving = motion == TRP_MOTION_TO_HAND;
  if (hand == NULL || (!leaving && !arriving))
    return NULL;

  flight = g_new0 (TrpFlight, 1);
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
      flight->from_width = seat_card_width (self, action->seat);
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
      flight->to_width = seat_card_width (self, action->seat);
      centre_of (self, hand, &flight->to_point);
    }

  return g_steal_pointer (&flight);
}

/* How long a move's cards fly, and how long the match waits for them.
 * A turn's first move flies at the chosen speed and is waited for. The
 * moves that follow it in the same turn (Biriba's melds and discard
 * after the draw) fly faster and share what is left of the turn's time:
 * the turn began when the turn before it was last shown, and at the
 * normal speed it is all shown in 1.2 s. When the renderer's frames have
 * eaten that time, they are waited for less, so that they fly together,
 * each still from its start to its end. */
static void
turn_flight_ms (TrpCardFlights  *self,
                const TrpAction *action,
                guint           *duration,
                guint           *hold)
{
  gint64 now = g_get_monotonic_time ();
  gint64 turn = (gint64) speed_ms (self, 700, 1200, 3000) * 1000;
  /* Kept back for the pause before the next turn's first move, which
   * the match makes, and the frame that shows the last move. */
  gint64 margin = (gint64) speed_ms (self, 150, 250, 900) * 1000 + 100 * 1000;
  gint64 left;

  if (action->seat != self->last_flight_seat || self->turn_start == 0)
    {
      self->turn_start = self->last_launch > 0 ? self->last_launch : now;
      *duration = *hold = speed_ms (self, 130, 240, 600);
    }
  else
    {
      /* A turn has a draw, a few melds and a discard: each move that
       * follows the first is given half of what is left. */
      *duration = speed_ms (self, 50, 90, 200);
      left = self->turn_start + turn - margin - now;
      *hold = (guint) CLAMP (left / 2000, 0, (gint64) *duration);
    }

  self->last_flight_seat = action->seat;
  self->last_launch = now;
}

/**
 * trp_card_flights_launch:
 * @flight: (transfer full) (nullable): from trp_card_flights_plan()
 *
 * Sends @flight to where @action put its cards, once the table shows the
 * move.
 */
void
trp_card_flights_launch (TrpCardFlights  *self,
                         TrpFlight       *flight,
                         const TrpAction *action)
{
  int width = trp_board_trick_width (self->board_width);
  guint duration, hold;
  TrpPlace place;
  int index;

  g_return_if_fail (TRP_IS_CARD_FLIGHTS (self));

  if (flight == NULL)
    return;

  if (!flight->to_hand)
    {
      flight->target_index = action->seat;
      flight->target = TRP_BOARD_PLACE_TRICK;
      trp_game_describe_motion (trp_match_get_game (self->match), action, &place, &index);
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
          width = trp_board_meld_width (self->board_width);
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
  start_flight (self, flight, duration, hold, TRUE);
}

/* --- A draw, a card at a time (Da Bai Fen) ----------------------------- */

/* The engine draws until someone may expose (D-16), many cards in one
 * step; the table deals them out one by one, from the pack to the seat
 * that drew each (D-14), and holds the viewer's new cards back until
 * they land, so that a player sees the moment a trump-rank card comes. */

gboolean
trp_card_flights_get_dealing (TrpCardFlights *self)
{
  g_return_val_if_fail (TRP_IS_CARD_FLIGHTS (self), FALSE);

  return self->draw_timeout != 0;
}

/* How many drawn cards the table has still to deal out. */
guint
trp_card_flights_get_undealt (TrpCardFlights *self)
{
  g_return_val_if_fail (TRP_IS_CARD_FLIGHTS (self), 0);

  return self->drawn_target - self->shown_drawn;
}

/* Shows every card drawn so far in the hands at once (D-14). */
void
trp_card_flights_finish_draw (TrpCardFlights *self)
{
  g_return_if_fail (TRP_IS_CARD_FLIGHTS (self));

  if (self->draw_timeout == 0)
    return;

  g_clear_handle_id (&self->draw_timeout, g_source_remove);
  self->shown_drawn = self->drawn_target;
  self->draw_at_once = TRUE;
  g_array_set_size (self->pending_cards, 0);
  update_hold (self);
  g_signal_emit (self, signals[DEALT], 0, TRUE);
}

static void
deal_one (TrpCardFlights *self)
{
  guint n = trp_match_get_n_players (self->match);
  int seat = (self->draw_starter + self->shown_drawn) % n;
  TrpFlight *flight;
  guint duration;

  self->shown_drawn++;

  flight = g_new0 (TrpFlight, 1);
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
  flight->to_width = seat_card_width (self, seat);

  duration = speed_ms (self, 120, 240, 420);
  start_flight (self, flight, duration, duration, FALSE);
}

static gboolean
draw_tick_cb (gpointer user_data)
{
  TrpCardFlights *self = user_data;
  gboolean done;

  /* The match is held while the draw is dealt out, so the game never
   * runs ahead of it and every card can come on its own. */
  if (self->shown_drawn < self->drawn_target)
    deal_one (self);

  done = self->shown_drawn >= self->drawn_target;
  if (done)
    {
      g_array_set_size (self->pending_cards, 0);
      self->draw_timeout = 0;
      update_hold (self);
    }
  /* The last card is out: the choices it brings can be shown. */
  g_signal_emit (self, signals[DEALT], 0, done);
  return done ? G_SOURCE_REMOVE : G_SOURCE_CONTINUE;
}

void
trp_card_flights_reset_draw (TrpCardFlights *self)
{
  g_return_if_fail (TRP_IS_CARD_FLIGHTS (self));

  g_clear_handle_id (&self->draw_timeout, g_source_remove);
  self->shown_drawn = self->drawn_target = 0;
  self->draw_at_once = FALSE;
  g_array_set_size (self->pending_cards, 0);
  g_array_set_size (self->known_hand, 0);
  update_hold (self);
}

/**
 * trp_card_flights_follow_draw:
 * @hand: (inout): the viewer's cards
 *
 * Follows the number of cards drawn, where the game's table shows its
 * draw (%TRP_TRICK_FACT_DRAW: "n_drawn", "starter"); takes out of @hand the viewer's cards not yet shown.
 */
void
trp_card_flights_follow_draw (TrpCardFlights *self,
                              JsonObject     *observation,
                              GArray         *hand)
{
  const TrpGameInfo *info;
  guint n_drawn, interval;
  gboolean in_draw;

  g_return_if_fail (TRP_IS_CARD_FLIGHTS (self));

  /* Only a game that says its cards are drawn one by one (D-14). */
  info = self->match != NULL ? trp_game_catalog_lookup (trp_match_get_game_id (self->match)) : NULL;
  if (info == NULL || info->trick_table == NULL || !(info->trick_table->facts & TRP_TRICK_FACT_DRAW))
    return;

  n_drawn = trp_observation_get_int (observation, "n_drawn", 0);
  interval = speed_ms (self, 40, 80, 150);
  in_draw = trp_observation_get_round_step (observation) == TRP_ROUND_STEP_DRAWING;

  /* A new deal, or a redeal (D-25). */
  if (n_drawn < self->drawn_target)
    trp_card_flights_reset_draw (self);

  if (n_drawn > self->drawn_target)
    {
      /* Watched from its start, not a match resumed after its draw. */
      if (interval == 0 || self->draw_at_once || !table_shown (self) ||
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
          self->draw_starter = trp_observation_get_int (observation, "starter", 0);
          if (self->draw_timeout == 0)
            self->draw_timeout = g_timeout_add (interval, draw_tick_cb, self);
        }
      self->drawn_target = n_drawn;
      update_hold (self);
    }

  g_array_set_size (self->known_hand, 0);
  g_array_append_vals (self->known_hand, hand->data, hand->len);

  for (guint i = hand->len; i > 0; i--)
    if (trp_cards_contain (self->pending_cards, g_array_index (hand, TrpCard, i - 1)))
      g_array_remove_index (hand, i - 1);
}

/* How many of @seat's drawn cards are still on their way. */
guint
trp_card_flights_n_coming_to (TrpCardFlights *self,
                              guint           seat)
{
  guint n, count = 0;

  g_return_val_if_fail (TRP_IS_CARD_FLIGHTS (self), 0);

  if (self->match == NULL)
    return 0;
  n = trp_match_get_n_players (self->match);
  for (guint i = self->shown_drawn; i < self->drawn_target; i++)
    count += (self->draw_starter + i) % n == seat;
  return count;
}

/* --- Object ------------------------------------------------------------ */

void
trp_card_flights_set_match (TrpCardFlights *self,
                            TrpMatch       *match,
                            int             viewer)
{
  g_return_if_fail (TRP_IS_CARD_FLIGHTS (self));

  g_set_object (&self->match, match);
  self->viewer = viewer;
}

void
trp_card_flights_set_card_widths (TrpCardFlights *self,
                                  int             hand_width,
                                  int             board_width,
                                  gboolean        shows_pile)
{
  g_return_if_fail (TRP_IS_CARD_FLIGHTS (self));

  self->hand_width = hand_width;
  self->board_width = board_width;
  self->shows_pile = shows_pile;
}

void
trp_card_flights_set_speed (TrpCardFlights *self,
                            const char     *speed)
{
  g_return_if_fail (TRP_IS_CARD_FLIGHTS (self));

  g_free (self->speed);
  self->speed = g_strdup (speed);
}

gboolean
trp_card_flights_get_holding (TrpCardFlights *self)
{
  g_return_val_if_fail (TRP_IS_CARD_FLIGHTS (self), FALSE);

  return self->holding;
}

static void
trp_card_flights_dispose (GObject *object)
{
  TrpCardFlights *self = TRP_CARD_FLIGHTS (object);

  g_clear_handle_id (&self->draw_timeout, g_source_remove);
  g_clear_handle_id (&self->shown_timeout, g_source_remove);
  g_ptr_array_set_size (self->flights, 0);
  g_clear_object (&self->match);
  g_clear_weak_pointer (&self->table);
  g_clear_weak_pointer (&self->centre);

  G_OBJECT_CLASS (trp_card_flights_parent_class)->dispose (object);
}

static void
trp_card_flights_finalize (GObject *object)
{
  TrpCardFlights *self = TRP_CARD_FLIGHTS (object);

  g_ptr_array_unref (self->flights);
  g_array_unref (self->pending_cards);
  g_array_unref (self->known_hand);
  g_free (self->speed);

  G_OBJECT_CLASS (trp_card_flights_parent_class)->finalize (object);
}

static void
trp_card_flights_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TrpCardFlights *self = TRP_CARD_FLIGHTS (object);

  switch (prop_id)
    {
    case PROP_HOLDING:
      g_value_set_boolean (value, self->holding);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
trp_card_flights_class_init (TrpCardFlightsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = trp_card_flights_dispose;
  object_class->finalize = trp_card_flights_finalize;
  object_class->get_property = trp_card_flights_get_property;

  /**
   * TrpCardFlights:holding:
   *
   * Whether a move or a draw is still being shown: the match should wait.
   */
  properties[PROP_HOLDING] =
    g_param_spec_boolean ("holding", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TrpCardFlights::dealt:
   * @done: whether the draw is all dealt out
   *
   * A drawn card reached its seat, or the draw was shown at once.
   */
  signals[DEALT] =
    g_signal_new ("dealt", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
}

static void
trp_card_flights_init (TrpCardFlights *self)
{
  self->flights = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_flight_free);
  self->pending_cards = g_array_new (FALSE, FALSE, sizeof (TrpCard));
  self->known_hand = g_array_new (FALSE, FALSE, sizeof (TrpCard));
  self->last_flight_seat = -1;
  self->speed = g_strdup ("normal");
}

/**
 * trp_card_flights_new:
 * @table: the widget the flights are drawn over (not referenced)
 * @centre: where cards without a place of their own go (not referenced)
 * @iface: where @table shows each hand and place
 * @style: the faces, kept by @table for as long as it lives
 */
TrpCardFlights *
trp_card_flights_new (GtkWidget                 *table,
                      GtkWidget                 *centre,
                      const TrpCardFlightsTable *iface,
                      const TrpCardStyle        *style)
{
  TrpCardFlights *self = g_object_new (TRP_TYPE_CARD_FLIGHTS, NULL);

  g_set_weak_pointer (&self->table, table);
  g_set_weak_pointer (&self->centre, centre);
  self->iface = iface;
  self->style = style;
  return self;
}
