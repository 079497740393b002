/* trp-table-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "trp-alert.h"
#include "trp-card-view.h"
#include "trp-dialog.h"
#include "trp-format.h"
#include "trp-hand-view.h"
#include "trp-pile-dialog.h"
#include "trp-move-history.h"
#include "trp-round-result-sheet.h"
#include "trp-score-pad.h"
#include "trp-table-view.h"

/* The table shows only what the person at it may see: it draws from the
 * observation of the human seat, never from the game's hidden state. */

#define MAX_SEATS 8
#define FLIGHT_MAX_CARDS 6

/* Cards in flight from where a move took them to where it put them, drawn
 * above the table, so that a person can follow what the others do. */
typedef enum
{
  TARGET_NONE,
  TARGET_HAND,
  TARGET_TRICK,
  TARGET_PILE,
  TARGET_EXPOSED,
  TARGET_MELD,
} FlightTarget;

typedef struct
{
  FlightTarget      target;
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

  GtkWidget        *table;
  AdwAnimation     *animation;
  double            progress;
} Flight;

typedef struct
{
  GtkWidget *box;
  GtkWidget *name;
  GtkWidget *detail;
  GtkWidget *hand;
  GtkWidget *spinner;
} SeatArea;

struct _TrpTableView
{
  GtkWidget         parent_instance;

  TrpHandSort       sort;
  int               card_width;
  guint             resize_idle;

  TrpMatchDriver   *driver;
  TrpMatch         *match;
  TrpCardStyle      style;
  int               viewer;

  GtkWidget        *root;
  GtkWidget        *info_box;
  GtkWidget        *top_box;
  GtkWidget        *left_box;
  GtkWidget        *right_box;
  GtkWidget        *center_box;
  GtkWidget        *status_label;
  GtkWidget        *last_move_label;
  GtkWidget        *buttons_box;
  GtkWidget        *hint_button;
  GtkWidget        *hint_label;
  guint             hint_timeout;
  /* The move the last hint suggested, until the selection or the game
   * changes: Enter then makes it. */
  TrpAction        *hinted;
  gboolean          hint_selecting;
  GtkWidget        *undo_button;
  GtkWidget        *inspect_button;
  GtkWidget        *scrolled;
  GCancellable     *hint_cancellable;
  SeatArea          seats[MAX_SEATS];
  GtkWidget        *my_hand;

  GPtrArray        *button_actions;

  /* Biriba: melds the person has put together this turn but not yet laid
   * down, one array of cards each; going down lays them all at once, as
   * one action (B-56, B-60). */
  GPtrArray        *staged;
  GtkWidget        *go_down_button;
  /* Da Bai Fen: the confirm button of the burial, which counts. */
  GtkWidget        *bury_button;
  JsonObject       *observation;
  guint             result_shown;  /* the round whose sheet was shown, from 1 */
  guint             last_turn_idle;
  JsonNode         *previous_round;  /* the viewer's view at its end */

  GSettings        *settings;

  /* Widgets of the middle of the table that moves land on; they belong
   * to the box and are rebuilt by every refresh. */
  GtkWidget        *stock_view;
  GtkWidget        *pile_view;
  GtkWidget        *exposed_view;
  GtkWidget        *trick_row;
  GtkWidget        *side_box;
  GtkWidget        *trick_views[MAX_SEATS];
  GPtrArray        *meld_views;

  GPtrArray        *flights;

  /* Da Bai Fen's draw, shown a card at a time: how many cards the table
   * has shown drawn, and the viewer's drawn cards not yet shown. */
  guint             shown_drawn;
  guint             drawn_target;
  int               draw_starter;
  GArray           *pending_cards;
  GArray           *known_hand;
  guint             draw_timeout;
  /* The person asked for the rest of this draw at once. */
  gboolean          draw_at_once;

  /* Whether the table holds the driver: the computers wait while a move
   * is still being shown. */
  gboolean          holding;
};

G_DEFINE_FINAL_TYPE (TrpTableView, trp_table_view, GTK_TYPE_WIDGET)

enum {
  MATCH_FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void refresh    (TrpTableView *self);
static void maybe_auto_pass (TrpTableView *self);
static void aim_flight (TrpTableView *self,
                        Flight       *flight);
static int  last_trick (TrpTableView *self,
                        JsonObject   *obs,
                        GArray      **per_seat);

/* The Marianna family's rank order, A 3 K Q J 7 6 5 4 2 (M-4), and the
 * usual ace-high order elsewhere, as sort keys (higher sorts later). */
static int
rank_key (const char *game_id,
          TrpCard     card)
{
  static const int marianna[] = { 0, 10, 1, 9, 2, 3, 4, 5, 0, 0, 0, 6, 7, 8 };
  guint rank = trp_card_get_rank (card);

  if (trp_card_is_joker (card))
    return 100 + rank;
  if (!g_str_equal (game_id, "biriba") && !g_str_equal (game_id, "dabaifen"))
    return marianna[rank];
  return rank == TRP_RANK_ACE ? 14 : (int) rank;
}

/* Suits alternate black and red: spades, hearts, clubs, diamonds. */
static int
suit_key (TrpCard card)
{
  static const int order[] = { 0, 1, 3, 2, 4 };

  return order[trp_card_get_suit (card)];
}

static const char *sort_game_id;

static int
compare_cards (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  TrpHandSort sort = GPOINTER_TO_INT (user_data);
  TrpCard x = *(const TrpCard *) a, y = *(const TrpCard *) b;
  int by_suit = suit_key (x) - suit_key (y);
  int by_rank = rank_key (sort_game_id, x) - rank_key (sort_game_id, y);

  if (sort == TRP_HAND_SORT_RANK_SUIT)
    return by_rank != 0 ? by_rank : by_suit;
  return by_suit != 0 ? by_suit : by_rank;
}

/* The game's own keys for the hand, where it gives them (Da Bai Fen: the
 * trumps as a suit of their own, in trump order, D-8 to D-11). */
typedef struct
{
  TrpHandSort sort;
  int         suit[256];
  int         rank[256];
} GameKeys;

static int
compare_by_game_keys (gconstpointer a,
                      gconstpointer b,
                      gpointer      user_data)
{
  const GameKeys *keys = user_data;
  TrpCard x = *(const TrpCard *) a, y = *(const TrpCard *) b;
  int by_suit = keys->suit[x] - keys->suit[y];
  int by_rank = keys->rank[x] - keys->rank[y];

  if (keys->sort == TRP_HAND_SORT_RANK_SUIT && keys->suit[x] != 4 && keys->suit[y] != 4)
    return by_rank != 0 ? by_rank : by_suit;
  return by_suit != 0 ? by_suit : by_rank;
}

static void
sort_hand (TrpTableView *self,
           JsonObject   *obs,
           GArray       *cards)
{
  JsonArray *hand = json_object_get_array_member (obs, "hand");
  JsonArray *suits = json_object_has_member (obs, "hand_suit_keys")
                     ? json_object_get_array_member (obs, "hand_suit_keys") : NULL;
  JsonArray *ranks = json_object_has_member (obs, "hand_rank_keys")
                     ? json_object_get_array_member (obs, "hand_rank_keys") : NULL;

  if (self->sort == TRP_HAND_SORT_NONE)
    return;

  if (hand != NULL && suits != NULL && ranks != NULL &&
      json_array_get_length (suits) == json_array_get_length (hand) &&
      json_array_get_length (ranks) == json_array_get_length (hand))
    {
      g_autofree GameKeys *keys = g_new0 (GameKeys, 1);
      /* The natural suits alternate colours as below; the trumps last. */
      static const int suit_order[] = { 0, 1, 3, 2, 4 };

      keys->sort = self->sort;
      for (guint i = 0; i < json_array_get_length (hand); i++)
        {
          TrpCard card;
          gint64 suit = json_array_get_int_element (suits, i);

          if (!trp_card_from_code (json_array_get_string_element (hand, i), &card, NULL))
            continue;
          keys->suit[card] = suit >= 0 && suit <= 4 ? suit_order[suit] : 5;
          keys->rank[card] = (int) json_array_get_int_element (ranks, i);
        }
      g_array_sort_with_data (cards, compare_by_game_keys, keys);
      return;
    }

  sort_game_id = trp_match_get_game_id (self->match);
  g_array_sort_with_data (cards, compare_cards, GINT_TO_POINTER (self->sort));
}

/* --- Reading the observation ------------------------------------------- */

static JsonNode *
member (JsonObject *object,
        const char *name)
{
  return object != NULL ? json_object_get_member (object, name) : NULL;
}

static gint64
int_member (JsonObject *object,
            const char *name,
            gint64      fallback)
{
  JsonNode *node = member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return fallback;
  return json_node_get_int (node);
}

static const char *
string_member (JsonObject *object,
               const char *name)
{
  JsonNode *node = member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

static JsonArray *
array_member (JsonObject *object,
              const char *name)
{
  JsonNode *node = member (object, name);

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

static JsonObject *
object_member (JsonObject *object,
               const char *name)
{
  JsonNode *node = member (object, name);

  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

/* Cards of a JSON list such as ["AS", "10H"]; unknown text is skipped. */
static GArray *
cards_from_array (JsonArray *array)
{
  GArray *cards = g_array_new (FALSE, FALSE, sizeof (TrpCard));

  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      TrpCard card;

      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING &&
          trp_card_from_code (json_node_get_string (node), &card, NULL))
        g_array_append_val (cards, card);
    }

  return cards;
}

static TrpCard
card_member (JsonObject *object,
             const char *name)
{
  const char *code = string_member (object, name);
  TrpCard card = TRP_CARD_NONE;

  if (code != NULL)
    trp_card_from_code (code, &card, NULL);
  return card;
}

/* --- Small widgets ----------------------------------------------------- */

static GtkWidget *
new_chip (const char *title,
          const char *value)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (title);
  GtkWidget *text = gtk_label_new (value);

  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (text, "heading");
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), text);
  gtk_widget_add_css_class (box, "table-chip");
  return box;
}

static GtkWidget *
new_small_cards (TrpTableView *self,
                 GArray       *cards,
                 int           width,
                 gboolean      face_down)
{
  GtkWidget *hand = trp_hand_view_new ();

  /* The table's faces: Italian suits in the 40-card games (M-38). */
  trp_hand_view_set_style (TRP_HAND_VIEW (hand), &self->style);
  trp_hand_view_set_card_width (TRP_HAND_VIEW (hand), width);
  trp_hand_view_set_selection_mode (TRP_HAND_VIEW (hand), GTK_SELECTION_NONE);
  trp_hand_view_set_cards (TRP_HAND_VIEW (hand), (TrpCard *) cards->data, cards->len);
  trp_hand_view_set_face_down (TRP_HAND_VIEW (hand), face_down);
  gtk_widget_set_focusable (hand, FALSE);
  return hand;
}

static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    if (GTK_IS_FLOW_BOX (box))
      gtk_flow_box_remove (GTK_FLOW_BOX (box), child);
    else
      gtk_box_remove (GTK_BOX (box), child);
}

static char *
seat_name (TrpTableView *self,
           int           seat)
{
  return g_strdup (trp_match_get_player (self->match, seat)->name);
}

/* What the table shows only as moving cards and toasts, a screen reader
 * is told: the computers' moves and the refusals of the person's own. */
static void
announce (TrpTableView *self,
          const char   *text)
{
#if GTK_CHECK_VERSION (4, 14, 0)
  gtk_accessible_announce (GTK_ACCESSIBLE (self), text, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
#else
  /* The last-move line is a live region (a status): its text is read out
   * when it changes. */
  gtk_label_set_text (GTK_LABEL (self->last_move_label), text);
#endif
}

static void
show_toast (TrpTableView *self,
            const char   *message)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
  const char *bracket = strrchr (message, '[');
  g_autofree char *head = g_strndup (message, bracket != NULL ? (gsize) (bracket - message) : strlen (message));
  g_autofree char *local = trp_localize_digits (head);
  /* The engine writes numbers with Latin digits; the rule ID in its
   * brackets keeps them, as the rules print it. */
  g_autofree char *text = g_strconcat (local, bracket != NULL ? bracket : "", NULL);
  /* Toast titles are markup; messages are plain text. */
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  if (overlay != NULL)
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), adw_toast_new (escaped));
  else
    gtk_label_set_text (GTK_LABEL (self->status_label), text);
  announce (self, text);
}

/* --- Card sizes ------------------------------------------------------- */

/* Everything on the table follows the size of the viewer's cards, which
 * follows the window. */
static int
trick_width (TrpTableView *self)
{
  return MAX (40, self->card_width * 3 / 4);
}

static int
pile_width (TrpTableView *self)
{
  return MAX (32, self->card_width * 4 / 7);
}

static int
meld_width (TrpTableView *self)
{
  return MAX (26, self->card_width * 3 / 7);
}

static int
seat_width (TrpTableView *self)
{
  return MAX (24, self->card_width * 2 / 5);
}

/* --- Cards in flight --------------------------------------------------- */

static guint
speed_ms (TrpTableView *self,
          guint         fast,
          guint         normal,
          guint         slow)
{
  g_autofree char *speed = NULL;
  gboolean animate = TRUE;

  /* Reduced motion (the desktop's animations switched off): cards are
   * placed at once, whatever the speed chosen. */
  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &animate, NULL);
  if (!animate)
    return 0;

  if (self->settings == NULL)
    return normal;

  speed = g_settings_get_string (self->settings, "animation-speed");
  if (g_str_equal (speed, "off"))
    return 0;
  if (g_str_equal (speed, "fast"))
    return fast;
  if (g_str_equal (speed, "slow"))
    return slow;
  return normal;
}

static void
flight_free (Flight *flight)
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

  if (widget == NULL || gtk_widget_get_root (widget) == NULL ||
      !gtk_widget_compute_bounds (widget, GTK_WIDGET (self), &bounds))
    return FALSE;

  graphene_rect_get_center (&bounds, point);
  return TRUE;
}

static void
table_centre (TrpTableView     *self,
              graphene_point_t *point)
{
  if (!centre_of (self, self->scrolled, point))
    graphene_point_init (point, gtk_widget_get_width (GTK_WIDGET (self)) / 2.f,
                         gtk_widget_get_height (GTK_WIDGET (self)) / 2.f);
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
 * while cards fly or the draw is being dealt out, the driver waits. */
static void
update_hold (TrpTableView *self)
{
  gboolean hold = self->draw_timeout != 0 ||
                  (self->flights != NULL && self->flights->len > 0);

  if (hold == self->holding || self->driver == NULL)
    return;

  self->holding = hold;
  if (hold)
    trp_match_driver_hold (self->driver);
  else
    trp_match_driver_release (self->driver);
}

static void
flight_done_cb (Flight *flight)
{
  TrpTableView *self = TRP_TABLE_VIEW (flight->table);

  gtk_widget_queue_draw (flight->table);
  g_ptr_array_remove_fast (self->flights, flight);
  update_hold (self);
}

/* Takes @flight. A move ends the flights before it, so that the table
 * never falls behind the game; the cards of a draw fly together. */
static void
start_flight_full (TrpTableView *self,
                   Flight       *flight,
                   guint         duration,
                   gboolean      end_others)
{
  if (end_others)
    for (guint i = self->flights->len; i > 0 && self->flights->len > 0; i--)
      adw_animation_skip (((Flight *) g_ptr_array_index (self->flights, 0))->animation);

  if (flight == NULL)
    return;
  if (duration == 0 || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      flight_free (flight);
      return;
    }

  flight->table = GTK_WIDGET (self);
  flight->animation =
    adw_timed_animation_new (GTK_WIDGET (self), 0, 1, duration,
                             adw_callback_animation_target_new (flight_value_cb, flight, NULL));
  aim_flight (self, flight);
  g_signal_connect_swapped (flight->animation, "done", G_CALLBACK (flight_done_cb), flight);
  g_ptr_array_add (self->flights, flight);
  adw_animation_play (flight->animation);
  update_hold (self);
}

static void
start_flight (TrpTableView *self,
              Flight       *flight)
{
  start_flight_full (self, flight, speed_ms (self, 150, 280, 600), TRUE);
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

static GtkWidget *
hand_of_seat (TrpTableView *self,
              int           seat)
{
  if (seat == self->viewer)
    return self->my_hand;
  if (seat < 0 || seat >= MAX_SEATS)
    return NULL;
  return self->seats[seat].hand;
}

static GtkWidget *
last_card_widget (GtkWidget *hand)
{
  guint n;

  if (hand == NULL || !TRP_IS_HAND_VIEW (hand))
    return hand;
  n = trp_hand_view_get_n_cards (TRP_HAND_VIEW (hand));
  return n > 0 ? trp_hand_view_get_card_widget (TRP_HAND_VIEW (hand), n - 1) : hand;
}

static gboolean
type_is (const TrpAction *action,
         const char      *type)
{
  return g_str_equal (action->type, type);
}

/* Where the cards of @action start, read before the table is rebuilt for
 * the move: the seat's hand for cards it gives up, the stock or the pile
 * for cards it takes. NULL for moves without cards. */
static Flight *
plan_flight (TrpTableView    *self,
             const TrpAction *action)
{
  GtkWidget *hand = hand_of_seat (self, action->seat);
  gboolean mine = action->seat == self->viewer;
  g_autofree Flight *flight = NULL;
  gboolean leaving = type_is (action, "play") || type_is (action, "discard") ||
                     type_is (action, "new_meld") || type_is (action, "add_to_meld") ||
                     type_is (action, "bury") || type_is (action, "expose");
  gboolean arriving = type_is (action, "draw_stock") || type_is (action, "take_pile") ||
                      type_is (action, "take_biribaki") || type_is (action, "first_card_keep");

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
      flight->face_down = type_is (action, "bury") && !mine;

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
      flight->from_width = mine ? self->card_width : seat_width (self);
    }
  else
    {
      GtkWidget *from = type_is (action, "draw_stock") ? self->stock_view
                        : type_is (action, "take_pile") ? self->pile_view : NULL;

      if (!centre_of (self, from, &flight->from))
        table_centre (self, &flight->from);
      flight->from_width = pile_width (self);

      /* The whole pile is public (B-9): it goes over face up. */
      if (type_is (action, "take_pile") && self->pile_view != NULL)
        {
          guint n = trp_hand_view_get_n_cards (TRP_HAND_VIEW (self->pile_view));

          for (guint i = n > FLIGHT_MAX_CARDS ? n - FLIGHT_MAX_CARDS : 0; i < n; i++)
            flight->cards[flight->n_cards++] = trp_hand_view_get_card (TRP_HAND_VIEW (self->pile_view), i);
        }
      if (flight->n_cards == 0)
        {
          flight->n_cards = 1;
          flight->cards[0] = TRP_CARD_NONE;
          flight->face_down = TRUE;
        }
      flight->target = TARGET_HAND;
      flight->target_index = action->seat;
      flight->to_width = mine ? self->card_width : seat_width (self);
      centre_of (self, hand, &flight->to_point);
    }

  return g_steal_pointer (&flight);
}

/* The widget a flight lands on. The middle of the table is rebuilt by
 * every refresh, so this is asked again after each. */
static void
aim_flight (TrpTableView *self,
            Flight       *flight)
{
  GtkWidget *to = NULL;
  gboolean hide = TRUE;
  int index = flight->target_index;

  switch (flight->target)
    {
    case TARGET_HAND:
      to = hand_of_seat (self, index);
      hide = FALSE;
      break;
    case TARGET_TRICK:
      to = index >= 0 && index < MAX_SEATS ? self->trick_views[index] : NULL;
      break;
    case TARGET_PILE:
      to = self->pile_view != NULL ? last_card_widget (self->pile_view) : NULL;
      break;
    case TARGET_EXPOSED:
      to = self->exposed_view;
      break;
    case TARGET_MELD:
      if (self->meld_views->len > 0)
        to = g_ptr_array_index (self->meld_views,
                                index >= 0 && (guint) index < self->meld_views->len
                                ? (guint) index : self->meld_views->len - 1);
      hide = FALSE;
      break;
    case TARGET_NONE:
    default:
      return;
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

static void
aim_flights (TrpTableView *self)
{
  for (guint i = 0; i < self->flights->len; i++)
    aim_flight (self, g_ptr_array_index (self->flights, i));
}

/* Where the cards land, once the table shows the move. */
static void
launch_flight (TrpTableView    *self,
               Flight          *flight,
               const TrpAction *action)
{
  int width = trick_width (self);

  if (flight == NULL)
    return;

  if (flight->target == TARGET_NONE)
    {
      flight->target_index = action->seat;
      if (type_is (action, "play"))
        flight->target = TARGET_TRICK;
      else if (type_is (action, "discard"))
        {
          flight->target = TARGET_PILE;
          width = pile_width (self);
        }
      else if (type_is (action, "expose"))
        {
          flight->target = TARGET_EXPOSED;
          width = pile_width (self);
        }
      else if (type_is (action, "add_to_meld") || type_is (action, "new_meld"))
        {
          flight->target = TARGET_MELD;
          flight->target_index = type_is (action, "add_to_meld") ? action->target : -1;
          width = meld_width (self);
        }

      table_centre (self, &flight->to_point);
      flight->to_width = width;
    }

  start_flight (self, flight);
}

/* --- Da Bai Fen's draw, a card at a time ------------------------------ */

/* The engine draws until someone may expose (D-16), many cards in one
 * step; the table deals them out one by one, from the pack to the seat
 * that drew each (D-14), and holds the viewer's new cards back until
 * they land, so that a player sees the moment a trump-rank card comes. */

static gboolean
cards_contain (GArray  *cards,
               TrpCard  card)
{
  for (guint i = 0; i < cards->len; i++)
    if (g_array_index (cards, TrpCard, i) == card)
      return TRUE;
  return FALSE;
}

static gboolean
drawing (TrpTableView *self)
{
  return self->draw_timeout != 0;
}

static void deal_one (TrpTableView *self);

/* Shows every card drawn so far in the hands at once (D-14). */
static void
finish_draw_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);

  if (!drawing (self))
    return;

  g_clear_handle_id (&self->draw_timeout, g_source_remove);
  self->shown_drawn = self->drawn_target;
  self->draw_at_once = TRUE;
  g_array_set_size (self->pending_cards, 0);
  refresh (self);
  maybe_auto_pass (self);
}

static gboolean
draw_tick_cb (gpointer user_data)
{
  TrpTableView *self = user_data;

  if (self->shown_drawn >= self->drawn_target)
    {
      self->draw_timeout = 0;
      refresh (self);
      return G_SOURCE_REMOVE;
    }

  /* The driver is held while the draw is dealt out, so the game never
   * runs ahead of it and every card can come on its own. */
  deal_one (self);

  if (self->shown_drawn >= self->drawn_target)
    g_array_set_size (self->pending_cards, 0);
  refresh (self);

  /* The last card is out: the choices it brings can be shown. */
  if (self->shown_drawn >= self->drawn_target)
    {
      self->draw_timeout = 0;
      refresh (self);
      maybe_auto_pass (self);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
deal_one (TrpTableView *self)
{
  guint n = trp_match_get_n_players (self->match);
  int seat = (self->draw_starter + self->shown_drawn) % n;
  Flight *flight;

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
  if (!centre_of (self, self->stock_view, &flight->from))
    table_centre (self, &flight->from);
  flight->from_width = pile_width (self);
  flight->target = TARGET_HAND;
  flight->target_index = seat;
  if (!centre_of (self, hand_of_seat (self, seat), &flight->to_point))
    table_centre (self, &flight->to_point);
  flight->to_width = seat == self->viewer ? self->card_width : seat_width (self);

  start_flight_full (self, flight, speed_ms (self, 120, 240, 420), FALSE);
}

/* Follows the number of cards drawn; returns the viewer's hand as the
 * table may show it now. */
static void
follow_draw (TrpTableView *self,
             JsonObject   *obs,
             GArray       *hand)
{
  guint n_drawn = int_member (obs, "n_drawn", 0);
  guint interval = speed_ms (self, 40, 80, 150);
  gboolean in_draw = g_strcmp0 (string_member (obs, "phase"), "draw") == 0;

  /* A new deal, or a redeal (D-25). */
  if (n_drawn < self->drawn_target)
    {
      g_clear_handle_id (&self->draw_timeout, g_source_remove);
      self->shown_drawn = self->drawn_target = 0;
      self->draw_at_once = FALSE;
      g_array_set_size (self->pending_cards, 0);
      g_array_set_size (self->known_hand, 0);
    }

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

              if (!cards_contain (self->known_hand, card) && !cards_contain (self->pending_cards, card))
                g_array_append_val (self->pending_cards, card);
            }
          self->draw_starter = int_member (obs, "starter", 0);
          if (self->draw_timeout == 0)
            self->draw_timeout = g_timeout_add (interval, draw_tick_cb, self);
        }
      self->drawn_target = n_drawn;
    }

  g_array_set_size (self->known_hand, 0);
  g_array_append_vals (self->known_hand, hand->data, hand->len);

  for (guint i = hand->len; i > 0; i--)
    if (cards_contain (self->pending_cards, g_array_index (hand, TrpCard, i - 1)))
      g_array_remove_index (hand, i - 1);
}

/* How many of a seat's cards are still on their way. */
static guint
cards_in_flight_to (TrpTableView *self,
                    guint         seat)
{
  guint n = trp_match_get_n_players (self->match);
  guint count = 0;

  for (guint i = self->shown_drawn; i < self->drawn_target; i++)
    count += (self->draw_starter + i) % n == seat;
  return count;
}

/* --- Playing ----------------------------------------------------------- */

static void
perform (TrpTableView    *self,
         const TrpAction *action)
{
  g_autoptr(GError) error = NULL;
  Flight *flight;

  /* Whatever widget asked: the table plays only the person's own moves,
   * never a computer's. */
  if (action->seat < 0 || (guint) action->seat >= trp_match_get_n_players (self->match) ||
      trp_match_get_player (self->match, action->seat)->kind != TRP_PLAYER_HUMAN)
    {
      show_toast (self, _("Wait for your turn"));
      return;
    }
  flight = plan_flight (self, action);

  g_clear_pointer (&self->hinted, trp_action_free);
  g_clear_handle_id (&self->hint_timeout, g_source_remove);
  gtk_widget_set_visible (self->hint_label, FALSE);

  /* Held until the move's own flight or draw holds it, so that no
   * computer answers before the move is on the table. */
  trp_match_driver_hold (self->driver);

  /* The engine's refusal says why, with the rule's ID. */
  if (!trp_match_driver_play (self->driver, action, &error))
    {
      g_clear_pointer (&flight, flight_free);
      show_toast (self, error->message);
    }

  refresh (self);
  launch_flight (self, flight, action);
  trp_match_driver_release (self->driver);

  /* The person's move may leave the person a turn with only a pass in
   * it: it goes by now, before anything else can act on that turn. */
  maybe_auto_pass (self);
}

static TrpGame *
current_game (TrpTableView *self)
{
  return trp_match_get_game (self->match);
}

static gboolean
my_turn (TrpTableView *self)
{
  int seat;

  if (!trp_match_get_round_in_progress (self->match))
    return FALSE;
  seat = trp_game_get_current_seat (current_game (self));
  /* The person moves only for a person's seat: a table of computers is
   * watched from seat 0, and a click in a computer's pause must not play
   * its move for it. */
  return seat == (int) self->viewer &&
         trp_match_get_player (self->match, seat)->kind == TRP_PLAYER_HUMAN &&
         !trp_match_driver_get_busy (self->driver) && !drawing (self);
}

/* Da Bai Fen's leader buries the kitty's number of cards (D-27): how
 * many are still to bury, 0 when nobody buries now. */
static guint
cards_to_bury (TrpTableView *self)
{
  g_autoptr(JsonNode) node = NULL;

  if (g_strcmp0 (trp_game_get_phase (current_game (self)), "bury") != 0)
    return 0;
  node = trp_game_observation (current_game (self), self->viewer);
  return (guint) int_member (json_node_get_object (node), "to_bury", 0);
}

/* The burial is confirmed only with exactly the cards it needs; before,
 * the selection stays the person's to change. */
static gboolean
check_bury_count (TrpTableView *self,
                  guint         n_selected)
{
  guint wanted = cards_to_bury (self);
  g_autofree char *number = NULL;
  g_autofree char *text = NULL;

  if (wanted == 0 || n_selected == wanted)
    return TRUE;

  number = trp_format_number (wanted);
  /* Translators: Da Bai Fen: the leader buries the kitty's number of
   * cards (D-27). */
  text = g_strdup_printf (ngettext ("Select exactly %s card to bury, then confirm",
                                    "Select exactly %s cards to bury, then confirm", wanted),
                          number);
  show_toast (self, text);
  return FALSE;
}

static void
update_bury_button (TrpTableView *self)
{
  g_autoptr(GArray) cards = NULL;
  guint wanted;
  g_autofree char *chosen = NULL;
  g_autofree char *of = NULL;
  g_autofree char *label = NULL;

  if (self->bury_button == NULL)
    return;

  wanted = cards_to_bury (self);
  cards = trp_hand_view_get_selected_cards (TRP_HAND_VIEW (self->my_hand));
  chosen = trp_format_number (cards->len);
  of = trp_format_number (wanted);
  /* Translators: the confirm button of Da Bai Fen's burial, with how
   * many cards are selected of those to bury, e.g. “Bury 3 of 6”. */
  label = g_strdup_printf (_("_Bury %s of %s"), chosen, of);
  gtk_button_set_label (GTK_BUTTON (self->bury_button), label);
  gtk_widget_set_sensitive (self->bury_button, wanted > 0 && cards->len == wanted);
}

static void
card_activated_cb (TrpHandView  *hand,
                   guint         index,
                   TrpTableView *self)
{
  g_autoptr(GPtrArray) legal = NULL;
  TrpCard card = trp_hand_view_get_card (hand, index);
  const char *type = NULL;

  if (!my_turn (self))
    {
      show_toast (self, _("Wait for your turn"));
      return;
    }

  /* Enter right after a hint with no cards (“Draw”) makes that move. */
  if (self->hinted != NULL && self->hinted->n_cards == 0)
    {
      g_autoptr(TrpAction) hinted = g_steal_pointer (&self->hinted);

      perform (self, hinted);
      return;
    }

  /* A double click never buries: the burial waits for its confirm. */
  if (cards_to_bury (self) > 0)
    {
      check_bury_count (self, 1);
      return;
    }

  /* Playing one card: the legal single-card action that uses it, or the
   * game's card action, so that a refusal explains itself. */
  legal = trp_game_legal_actions (current_game (self));
  for (guint i = 0; i < legal->len; i++)
    {
      TrpAction *action = g_ptr_array_index (legal, i);

      if (action->n_cards == 1 && action->cards[0] == card && action->target < 0 &&
          trp_action_get_n_groups (action) <= 1)
        {
          perform (self, action);
          return;
        }
      if (action->n_cards > 0 && type == NULL)
        type = action->type;
    }

  {
    g_autoptr(TrpAction) action = trp_action_new_with_cards (type != NULL ? type : "play",
                                                             self->viewer, &card, 1);

    perform (self, action);
  }
}

static gboolean
selection_is_hint (TrpTableView *self)
{
  g_autoptr(GArray) cards = NULL;

  if (self->hinted == NULL || self->hinted->n_cards == 0)
    return FALSE;

  cards = trp_hand_view_get_selected_cards (TRP_HAND_VIEW (self->my_hand));
  if (cards->len != self->hinted->n_cards)
    return FALSE;
  for (guint i = 0; i < cards->len; i++)
    {
      gboolean found = FALSE;

      for (guint k = 0; k < self->hinted->n_cards && !found; k++)
        found = self->hinted->cards[k] == g_array_index (cards, TrpCard, i);
      if (!found)
        return FALSE;
    }
  return TRUE;
}

/* Enter with cards selected: the hinted move when the selection is the
 * hint's, else what Ctrl+Enter does with the selection. */
static void
selection_activated_cb (TrpHandView  *hand,
                        TrpTableView *self)
{
  if (selection_is_hint (self) && my_turn (self))
    {
      g_autoptr(TrpAction) hinted = g_steal_pointer (&self->hinted);

      perform (self, hinted);
      return;
    }

  gtk_widget_activate_action (GTK_WIDGET (self), "table.play-selected", NULL);
}

static void
selection_changed_cb (TrpHandView  *hand,
                      TrpTableView *self)
{
  if (!self->hint_selecting)
    g_clear_pointer (&self->hinted, trp_action_free);
  update_bury_button (self);
}

static void
claim_response_cb (GObject      *dialog,
                   const char   *response,
                   TrpTableView *self)
{
  TrpAction *action = g_object_get_data (G_OBJECT (dialog), "action");

  if (g_str_equal (response, "claim") && my_turn (self))
    perform (self, action);
}

/* Mariaccio's claim ends the match either way (M-65): asked first, with
 * the total against the target. */
static void
confirm_claim (TrpTableView    *self,
               const TrpAction *action)
{
  g_autoptr(JsonNode) node = trp_game_observation (current_game (self), self->viewer);
  JsonObject *obs = json_node_get_object (node);
  int total = (int) int_member (obs, "claim_total", 0);
  int target = (int) int_member (obs, "target", 0);
  g_autofree char *total_text = trp_format_number (total);
  g_autofree char *target_text = trp_format_number (target);
  g_autofree char *body = NULL;
  GObject *dialog;

  if (total >= target)
    /* Translators: Mariaccio's claim (M-65). */
    body = g_strdup_printf (_("You count %s points and the target is %s: the claim wins the match "
                              "at once."), total_text, target_text);
  else
    body = g_strdup_printf (_("You count %s points and the target is %s: the claim would lose the "
                              "match at once (M-65)."), total_text, target_text);

  dialog = trp_alert_new (_("Claim Victory?"), body);
  trp_alert_add_response (dialog, "cancel", _("_Play On"), ADW_RESPONSE_DEFAULT);
  trp_alert_add_response (dialog, "claim", _("_Claim"),
                          total >= target ? ADW_RESPONSE_SUGGESTED : ADW_RESPONSE_DESTRUCTIVE);
  trp_alert_set_default_response (dialog, "cancel");
  trp_alert_set_close_response (dialog, "cancel");
  g_object_set_data_full (dialog, "action", trp_action_copy (action),
                          (GDestroyNotify) trp_action_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (claim_response_cb), self, 0);
  trp_alert_present (dialog, GTK_WIDGET (self));
}

static void
action_button_clicked_cb (GtkButton    *button,
                          TrpTableView *self)
{
  TrpAction *action = g_object_get_data (G_OBJECT (button), "action");

  if (g_str_equal (action->type, "claim"))
    {
      confirm_claim (self, action);
      return;
    }

  perform (self, action);
}

/* Whether @self's person has only a pass to make, or a pass and a claim
 * that could only lose: a window with nothing to declare (M-17), a Da
 * Bai Fen draw with nothing to expose (D-16). */
static gboolean
only_pass_left (TrpTableView *self)
{
  g_autoptr(GPtrArray) legal = trp_game_legal_actions (current_game (self));
  gboolean pass = FALSE;

  for (guint i = 0; i < legal->len; i++)
    {
      TrpAction *action = g_ptr_array_index (legal, i);

      if (g_str_equal (action->type, "pass"))
        pass = TRUE;
      else if (g_str_equal (action->type, "claim"))
        {
          g_autoptr(JsonNode) node = trp_game_observation (current_game (self), self->viewer);
          JsonObject *obs = json_node_get_object (node);

          if (int_member (obs, "claim_total", 0) >= int_member (obs, "target", G_MAXINT))
            return FALSE;
        }
      else
        return FALSE;
    }

  return pass;
}

/* With the preference on, a turn that offers nothing but a pass goes by
 * without a question (issue 20: Cinquecento asked “Pass” 20 times a
 * hand). Runs when the driver hands the turn over, before anyone can act
 * on it, so a person never races it. */
static void
maybe_auto_pass (TrpTableView *self)
{
  g_autoptr(TrpAction) pass = NULL;

  if (self->settings == NULL || !g_settings_get_boolean (self->settings, "auto-pass") ||
      !my_turn (self) || !only_pass_left (self))
    return;

  pass = trp_action_new ("pass", self->viewer);
  perform (self, pass);
}

static void
selected_action_clicked_cb (GtkButton    *button,
                            TrpTableView *self)
{
  const char *type = g_object_get_data (G_OBJECT (button), "type");
  g_autoptr(GArray) cards = trp_hand_view_get_selected_cards (TRP_HAND_VIEW (self->my_hand));
  g_autoptr(TrpAction) action = NULL;

  if (cards->len == 0)
    {
      show_toast (self, _("Select cards in your hand first"));
      return;
    }
  if (g_str_equal (type, "bury") && !check_bury_count (self, cards->len))
    return;

  action = trp_action_new_with_cards (type, self->viewer, (TrpCard *) cards->data, cards->len);
  perform (self, action);
}

static void
meld_clicked_cb (GtkGestureClick *gesture,
                 int              n_press,
                 double           x,
                 double           y,
                 TrpTableView    *self)
{
  GtkWidget *meld = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (meld), "meld-index"));
  g_autoptr(GArray) cards = trp_hand_view_get_selected_cards (TRP_HAND_VIEW (self->my_hand));
  g_autoptr(TrpAction) action = NULL;

  if (cards->len == 0)
    {
      show_toast (self, _("Select the cards to add to this meld first"));
      return;
    }

  action = trp_action_new_with_cards ("add_to_meld", self->viewer, (TrpCard *) cards->data, cards->len);
  action->target = index;
  perform (self, action);
}

static GArray *
cards_from_codes (const char *codes)
{
  g_auto(GStrv) parts = g_strsplit (codes != NULL ? codes : "", " ", -1);
  GArray *cards = g_array_new (FALSE, FALSE, sizeof (TrpCard));

  for (guint i = 0; parts[i] != NULL && i < TRP_ACTION_MAX_CARDS; i++)
    {
      TrpCard card;

      if (trp_card_from_code (parts[i], &card, NULL))
        g_array_append_val (cards, card);
    }

  return cards;
}

/* Cards dropped on the table: played, or in Biriba melded (several) or
 * discarded (one), or buried by Da Bai Fen's leader. */
static gboolean
table_drop_cb (GtkDropTarget *target,
               const GValue  *value,
               double         x,
               double         y,
               TrpTableView  *self)
{
  g_autoptr(GArray) cards = cards_from_codes (g_value_get_string (value));
  const char *game_id = trp_match_get_game_id (self->match);
  const char *type = "play";
  g_autoptr(TrpAction) action = NULL;

  if (cards->len == 0)
    return FALSE;

  if (!my_turn (self))
    {
      show_toast (self, _("Wait for your turn"));
      return FALSE;
    }

  if (g_str_equal (game_id, "biriba"))
    type = cards->len == 1 ? "discard" : "new_meld";
  else if (g_str_equal (game_id, "dabaifen") &&
           g_strcmp0 (trp_game_get_phase (current_game (self)), "bury") == 0)
    {
      if (!check_bury_count (self, cards->len))
        return FALSE;
      type = "bury";
    }

  action = trp_action_new_with_cards (type, self->viewer, (TrpCard *) cards->data, cards->len);
  perform (self, action);
  return TRUE;
}

static gboolean
meld_drop_cb (GtkDropTarget *target,
              const GValue  *value,
              double         x,
              double         y,
              TrpTableView  *self)
{
  GtkWidget *meld = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  g_autoptr(GArray) cards = cards_from_codes (g_value_get_string (value));
  g_autoptr(TrpAction) action = NULL;

  if (cards->len == 0)
    return FALSE;

  action = trp_action_new_with_cards ("add_to_meld", self->viewer, (TrpCard *) cards->data, cards->len);
  action->target = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (meld), "meld-index"));
  perform (self, action);
  return TRUE;
}

/* A short label for a choice, from the chooser's point of view. */
static char *
choice_label (TrpTableView    *self,
              const TrpAction *action)
{
  const char *type = action->type;
  g_autofree char *card = NULL;
  g_autofree char *from_game = trp_game_describe_choice (current_game (self), action);

  /* The game's own label, where it has one, says the most. */
  if (from_game != NULL)
    return trp_localize_digits (from_game);

  if (action->n_cards > 0)
    card = trp_card_get_display_name (action->cards[0], self->style.faces);

  if (g_str_equal (type, "draw_stock"))
    return g_strdup (_("_Draw"));
  if (g_str_equal (type, "take_pile"))
    return g_strdup (_("Take the _Pile"));
  if (g_str_equal (type, "pass"))
    return g_strdup (_("_Pass"));
  if (g_str_equal (type, "take_biribaki"))
    return g_strdup (_("Take the _Biribaki"));
  if (g_str_equal (type, "first_card_keep"))
    return g_strdup (_("_Keep the Card"));
  if (g_str_equal (type, "first_card_to_pile"))
    return g_strdup (_("Turn It _Up"));
  if (g_str_equal (type, "declare_kozi"))
    return action->suit == TRP_SUIT_NONE ? g_strdup (_("No Kozi"))
                                         : g_strdup (trp_suit_get_display_name (action->suit, self->style.faces));
  if (g_str_equal (type, "claim_redeal"))
    return g_strdup (_("Claim a _Redeal"));
  if (g_str_equal (type, "claim"))
    return g_strdup (_("Claim _Victory"));
  if (g_str_equal (type, "expose") && card != NULL &&
      g_str_equal (trp_match_get_game_id (self->match), "dabaifen"))
    /* Translators: Da Bai Fen: showing a trump-rank card fixes the trump
     * suit (D-16). */
    return g_strdup_printf (_("_Declare with the %s"), card);
  if (g_str_equal (type, "expose") && card != NULL)
    return g_strdup_printf (_("Expose the %s"), card);
  if (g_str_equal (type, "swap_indicator") && card != NULL)
    return g_strdup_printf (_("Swap for the %s"), card);
  if (g_str_equal (type, "cover_request") && action->suit != TRP_SUIT_NONE)
    return g_strdup_printf (_("Ask for Cover in %s"), trp_suit_get_display_name (action->suit, self->style.faces));
  if (g_str_equal (type, "cover_answer"))
    return g_strdup (action->target == 1 ? _("Yes, I Cover") : _("No Cover"));

  /* Moves with cards, said to the player who would make them. */
  if (action->n_cards > 0)
    {
      GString *cards = g_string_new (NULL);
      g_autofree char *list = NULL;

      for (guint i = 0; i < action->n_cards; i++)
        {
          g_autofree char *name = trp_card_get_display_name (action->cards[i], self->style.faces);

          g_string_append_printf (cards, "%s%s", i > 0 ? ", " : "", name);
        }
      list = g_string_free (cards, FALSE);

      if (g_str_equal (type, "play"))
        return g_strdup_printf (_("Play %s"), list);
      if (g_str_equal (type, "discard"))
        return g_strdup_printf (_("Discard %s"), list);
      if (g_str_equal (type, "new_meld"))
        return g_strdup_printf (_("Meld %s"), list);
      if (g_str_equal (type, "add_to_meld"))
        return g_strdup_printf (_("Add %s to a meld"), list);
      if (g_str_equal (type, "bury"))
        return g_strdup_printf (_("Bury %s"), list);
    }

  return trp_game_describe_action (current_game (self), action);
}

static gboolean
needs_selection (const TrpAction *action)
{
  const char *type = action->type;

  /* These take cards the player picks; the others are complete choices. */
  return g_str_equal (type, "play") || g_str_equal (type, "bury") ||
         g_str_equal (type, "new_meld") || g_str_equal (type, "add_to_meld") ||
         g_str_equal (type, "discard");
}

static const char *
selection_label (const char *type)
{
  if (g_str_equal (type, "play"))
    return _("_Play Selected");
  if (g_str_equal (type, "bury"))
    return _("_Bury Selected");
  if (g_str_equal (type, "new_meld"))
    return _("_Meld Selected");
  if (g_str_equal (type, "discard"))
    return _("_Discard");
  return NULL;
}

/* --- Staging melds (Biriba) ------------------------------------------ */

static gboolean
staging_possible (TrpTableView *self)
{
  return my_turn (self) && g_str_equal (trp_match_get_game_id (self->match), "biriba") &&
         g_strcmp0 (trp_game_get_phase (current_game (self)), "meld") == 0;
}

/* Every staged meld as one new_meld action of several groups. */
static TrpAction *
staged_action (TrpTableView *self)
{
  TrpAction *action = trp_action_new ("new_meld", self->viewer);

  for (guint i = 0; i < self->staged->len; i++)
    {
      GArray *group = g_ptr_array_index (self->staged, i);

      trp_action_add_group (action, (TrpCard *) group->data, group->len);
    }

  return action;
}

/* Takes the staged cards out of @hand; the staging is dropped when the
 * turn has moved on or the hand no longer holds its cards. */
static void
apply_staging (TrpTableView *self,
               GArray       *hand)
{
  g_autoptr(GArray) left = NULL;

  if (self->staged->len == 0)
    return;
  if (!staging_possible (self))
    {
      g_ptr_array_set_size (self->staged, 0);
      return;
    }

  left = g_array_copy (hand);
  for (guint i = 0; i < self->staged->len; i++)
    {
      GArray *group = g_ptr_array_index (self->staged, i);

      for (guint c = 0; c < group->len; c++)
        {
          guint k;

          for (k = 0; k < left->len; k++)
            if (g_array_index (left, TrpCard, k) == g_array_index (group, TrpCard, c))
              break;
          if (k == left->len)
            {
              g_ptr_array_set_size (self->staged, 0);
              return;
            }
          g_array_remove_index (left, k);
        }
    }

  g_array_set_size (hand, 0);
  g_array_append_vals (hand, left->data, left->len);
}

/* The points of the staged cards (B-11), from the values the engine
 * gives for the hand's cards. */
static int
staged_points (TrpTableView *self,
               JsonObject   *obs)
{
  JsonArray *hand = array_member (obs, "hand");
  JsonArray *values = array_member (obs, "hand_values");
  int value_of[256] = { 0, };
  int total = 0;

  for (guint i = 0; hand != NULL && values != NULL && i < json_array_get_length (hand) &&
                    i < json_array_get_length (values); i++)
    {
      TrpCard card;

      if (trp_card_from_code (json_array_get_string_element (hand, i), &card, NULL))
        value_of[card] = (int) json_array_get_int_element (values, i);
    }

  for (guint i = 0; i < self->staged->len; i++)
    {
      GArray *group = g_ptr_array_index (self->staged, i);

      for (guint c = 0; c < group->len; c++)
        total += value_of[g_array_index (group, TrpCard, c)];
    }

  return total;
}

static void
new_meld_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);
  g_autoptr(GArray) cards = trp_hand_view_get_selected_cards (TRP_HAND_VIEW (self->my_hand));

  if (cards->len == 0)
    {
      show_toast (self, _("Select the cards of the meld first"));
      return;
    }

  /* Staged, not yet laid: nothing is asked of the engine until Go Down. */
  g_ptr_array_add (self->staged, g_steal_pointer (&cards));
  refresh (self);
}

static void
unstage_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);

  g_ptr_array_set_size (self->staged, 0);
  refresh (self);
}

static void
go_down_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);
  g_autoptr(TrpAction) action = NULL;
  g_autoptr(GPtrArray) staged = NULL;

  if (self->staged->len == 0)
    return;

  action = staged_action (self);
  /* Laid down, the staging is done with; refused, it stays for the
   * person to mend, and the toast says which rule refused it. */
  staged = g_steal_pointer (&self->staged);
  self->staged = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  if (!trp_game_validate (current_game (self), action, NULL))
    {
      g_ptr_array_unref (self->staged);
      self->staged = g_steal_pointer (&staged);
    }
  perform (self, action);
}

/* Go Down stays in sight while melds can be staged; when the engine would
 * refuse the staged melds, it is disabled and says which rule stops it. */
static void
update_go_down (TrpTableView *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TrpAction) action = NULL;
  gboolean possible = staging_possible (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.new-meld", possible);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.unstage", possible && self->staged->len > 0);

  if (!possible || self->staged->len == 0)
    {
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.go-down", FALSE);
      if (self->go_down_button != NULL)
        gtk_widget_set_tooltip_text (self->go_down_button,
                                     _("Select the cards of each meld and stage it with "
                                       "New Meld from Selection (Ctrl+M)"));
      return;
    }

  action = staged_action (self);
  if (trp_game_validate (current_game (self), action, &error))
    {
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.go-down", TRUE);
      if (self->go_down_button != NULL)
        gtk_widget_set_tooltip_text (self->go_down_button, _("Lay down the staged melds (Ctrl+G)"));
    }
  else
    {
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.go-down", FALSE);
      if (self->go_down_button != NULL)
        gtk_widget_set_tooltip_text (self->go_down_button, error->message);
    }
}

/* The staged melds on the table, with their total against what going
 * down asks now. */
static void
add_staging_area (TrpTableView *self,
                  JsonObject   *obs)
{
  GtkWidget *area, *row, *label, *take_back;
  int minimum = (int) int_member (obs, "opening_minimum", 0);
  gboolean go_down_only = json_object_get_boolean_member_with_default (obs, "go_down_only", FALSE);
  g_autofree char *points = trp_format_number (staged_points (self, obs));
  g_autofree char *text = NULL;
  g_autofree char *count = trp_format_number (self->staged->len);

  if (self->staged->len == 0 && minimum <= 0 && !go_down_only)
    return;
  if (!staging_possible (self))
    return;

  area = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (area, "card");
  gtk_widget_set_halign (area, GTK_ALIGN_CENTER);

  if (minimum > 0)
    {
      g_autofree char *min = trp_format_number (minimum);

      /* Translators: Biriba: melds put together but not yet laid down,
       * their points and the opening minimum (B-60), e.g. “Staged: 2
       * melds, 85 points of the 90 needed to open”. */
      text = g_strdup_printf (ngettext ("Staged: %s meld, %s points of the %s needed to open",
                                        "Staged: %s melds, %s points of the %s needed to open",
                                        self->staged->len), count, points, min);
    }
  else
    text = g_strdup_printf (ngettext ("Staged: %s meld, %s points",
                                      "Staged: %s melds, %s points",
                                      self->staged->len), count, points);
  label = gtk_label_new (text);
  gtk_widget_add_css_class (label, "heading");
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_box_append (GTK_BOX (area), label);

  if (go_down_only)
    {
      GtkWidget *note = gtk_label_new (_("Before the teams form, going down takes all your cards "
                                         "but one at most, laid at once (B-56)"));

      gtk_widget_add_css_class (note, "dim-label");
      gtk_label_set_wrap (GTK_LABEL (note), TRUE);
      gtk_box_append (GTK_BOX (area), note);
    }

  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_halign (row, GTK_ALIGN_CENTER);
  for (guint i = 0; i < self->staged->len; i++)
    gtk_box_append (GTK_BOX (row), new_small_cards (self, g_ptr_array_index (self->staged, i),
                                                    meld_width (self), FALSE));
  if (self->staged->len > 0)
    {
      take_back = gtk_button_new_with_mnemonic (_("_Take Back Staged Melds"));
      gtk_widget_add_css_class (take_back, "flat");
      gtk_widget_set_valign (take_back, GTK_ALIGN_CENTER);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (take_back), "table.unstage");
      gtk_box_append (GTK_BOX (row), take_back);
      gtk_box_append (GTK_BOX (area), row);
    }

  gtk_box_append (GTK_BOX (self->center_box), area);
}

static void
update_buttons (TrpTableView *self)
{
  g_autoptr(GPtrArray) legal = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) selection_types = g_hash_table_new (g_str_hash, g_str_equal);
  gboolean multi_play = FALSE;

  clear_box (self->buttons_box);
  self->go_down_button = NULL;
  self->bury_button = NULL;
  gtk_widget_set_visible (self->buttons_box, FALSE);
  g_ptr_array_set_size (self->button_actions, 0);

  if (!my_turn (self))
    return;

  legal = trp_game_legal_actions (current_game (self));
  for (guint i = 0; i < legal->len; i++)
    {
      TrpAction *action = g_ptr_array_index (legal, i);
      g_autofree char *label = NULL;
      GtkWidget *button;

      if (needs_selection (action))
        {
          g_hash_table_add (selection_types, (gpointer) action->type);
          multi_play |= action->n_cards > 1;
          continue;
        }

      label = choice_label (self, action);
      if (g_hash_table_contains (seen, label))
        continue;

      button = gtk_button_new_with_mnemonic (label);
      /* A claim ends the match: it stands apart from Play On, inviting
       * when it would win, a warning when it would lose (M-65). */
      if (g_str_equal (action->type, "claim"))
        {
          g_autoptr(JsonNode) node = trp_game_observation (current_game (self), self->viewer);
          JsonObject *obs = json_node_get_object (node);
          gboolean wins = int_member (obs, "claim_total", 0) >= int_member (obs, "target", G_MAXINT);

          gtk_widget_add_css_class (button, wins ? "suggested-action" : "destructive-action");
        }
      g_object_set_data_full (G_OBJECT (button), "action", trp_action_copy (action),
                              (GDestroyNotify) trp_action_free);
      g_signal_connect (button, "clicked", G_CALLBACK (action_button_clicked_cb), self);
      gtk_box_append (GTK_BOX (self->buttons_box), button);
      g_hash_table_add (seen, g_steal_pointer (&label));
    }

  /* Actions on selected cards; single cards also play with a double
   * click or Enter. */
  {
    static const char *order[] = { "new_meld", "discard", "bury", "play" };

    for (guint i = 0; i < G_N_ELEMENTS (order); i++)
      {
        GtkWidget *button;

        /* Biriba's melds are staged, then laid down together. */
        if (g_str_equal (order[i], "new_meld") && staging_possible (self))
          {
            button = gtk_button_new_with_mnemonic (_("New Meld from _Selection"));
            gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "table.new-meld");
            gtk_widget_set_tooltip_text (button, _("Put the selected cards aside as a meld, "
                                                   "to lay down with Go Down (Ctrl+M)"));
            gtk_box_append (GTK_BOX (self->buttons_box), button);
            button = self->go_down_button = gtk_button_new_with_mnemonic (_("_Go Down"));
            gtk_widget_add_css_class (button, "suggested-action");
            gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "table.go-down");
            gtk_box_append (GTK_BOX (self->buttons_box), button);
            continue;
          }

        if (!g_hash_table_contains (selection_types, order[i]) ||
            (g_str_equal (order[i], "play") && !multi_play))
          continue;

        button = gtk_button_new_with_mnemonic (selection_label (order[i]));
        gtk_widget_add_css_class (button, "suggested-action");
        if (g_str_equal (order[i], "bury"))
          self->bury_button = button;
        g_object_set_data (G_OBJECT (button), "type", (gpointer) g_intern_static_string (order[i]));
        g_signal_connect (button, "clicked", G_CALLBACK (selected_action_clicked_cb), self);
        gtk_box_append (GTK_BOX (self->buttons_box), button);
      }
  }

  gtk_widget_set_visible (self->buttons_box, gtk_widget_get_first_child (self->buttons_box) != NULL);
  update_bury_button (self);
}

/* Dims the cards no legal action can use, where the legal actions list
 * every card play (the trick games); melding games leave all enabled. */
static void
update_playable_cards (TrpTableView *self)
{
  g_autoptr(GPtrArray) legal = NULL;
  gboolean only_single_plays = TRUE, any_play = FALSE;
  guint n = trp_hand_view_get_n_cards (TRP_HAND_VIEW (self->my_hand));
  guint8 usable[256] = { 0, };

  if (!my_turn (self))
    return;

  legal = trp_game_legal_actions (current_game (self));
  for (guint i = 0; i < legal->len; i++)
    {
      TrpAction *action = g_ptr_array_index (legal, i);

      if (!g_str_equal (action->type, "play"))
        continue;
      any_play = TRUE;
      only_single_plays &= action->n_cards == 1;
      for (guint c = 0; c < action->n_cards; c++)
        usable[action->cards[c]] = 1;
    }

  if (!any_play || !only_single_plays)
    return;

  for (guint i = 0; i < n; i++)
    trp_hand_view_set_enabled (TRP_HAND_VIEW (self->my_hand), i,
                               usable[trp_hand_view_get_card (TRP_HAND_VIEW (self->my_hand), i)]);
}

/* “Take the _Pile” as it reads: “Take the Pile”. */
static char *
strip_mnemonic (const char *label)
{
  GString *out = g_string_new (NULL);

  for (const char *p = label; *p != '\0'; p++)
    {
      if (*p == '_')
        {
          /* “__” is a written underscore. */
          if (p[1] == '_')
            {
              g_string_append_c (out, '_');
              p++;
            }
          continue;
        }
      g_string_append_c (out, *p);
    }

  return g_string_free (out, FALSE);
}

static gboolean
hint_timeout_cb (gpointer user_data)
{
  TrpTableView *self = user_data;

  self->hint_timeout = 0;
  gtk_widget_set_visible (self->hint_label, FALSE);
  return G_SOURCE_REMOVE;
}

/* A hint shows in the bar under the choices, never over them, and goes
 * after a while or with the next move, whatever the pointer does. */
static void
show_hint (TrpTableView *self,
           const char   *text)
{
  g_autofree char *local = trp_localize_digits (text);

  gtk_label_set_text (GTK_LABEL (self->hint_label), local);
  gtk_widget_set_visible (self->hint_label, TRUE);
  g_clear_handle_id (&self->hint_timeout, g_source_remove);
  self->hint_timeout = g_timeout_add_seconds (12, hint_timeout_cb, self);
}

static void
hint_ready_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  TrpTableView *self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *reason = NULL;
  g_autoptr(TrpAction) action = trp_match_driver_hint_finish (TRP_MATCH_DRIVER (source), result,
                                                              &reason, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  gtk_widget_set_sensitive (self->hint_button, TRUE);
  if (action == NULL)
    return;

  /* Point at the cards as well as saying the move: the hint's cards
   * alone are selected, so that Enter makes the hinted move. */
  self->hint_selecting = TRUE;
  trp_hand_view_clear_selection (TRP_HAND_VIEW (self->my_hand));
  for (guint i = 0; i < action->n_cards; i++)
    for (guint k = 0; k < trp_hand_view_get_n_cards (TRP_HAND_VIEW (self->my_hand)); k++)
      if (trp_hand_view_get_card (TRP_HAND_VIEW (self->my_hand), k) == action->cards[i] &&
          !trp_hand_view_is_selected (TRP_HAND_VIEW (self->my_hand), k))
        {
          trp_hand_view_set_selected (TRP_HAND_VIEW (self->my_hand), k, TRUE);
          if (i == 0)
            trp_hand_view_set_cursor (TRP_HAND_VIEW (self->my_hand), k);
          break;
        }
  self->hint_selecting = FALSE;
  g_clear_pointer (&self->hinted, trp_action_free);
  self->hinted = trp_action_copy (action);

  {
    g_autofree char *mnemonic = choice_label (self, action);
    g_autofree char *move = strip_mnemonic (mnemonic);
    g_autofree char *text = NULL;

    if (reason != NULL)
      /* Translators: a hint: the move, then why, e.g. “Hint: Anna plays
       * the Three of Cups — win the trick: it holds 21 points”. */
      text = g_strdup_printf (_("Hint: %s — %s"), move, reason);
    else
      text = g_strdup_printf (_("Hint: %s"), move);

    show_hint (self, text);
  }
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);

  if (!my_turn (self))
    {
      show_toast (self, _("Wait for your turn"));
      return;
    }

  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  self->hint_cancellable = g_cancellable_new ();
  gtk_widget_set_sensitive (self->hint_button, FALSE);
  trp_match_driver_hint_async (self->driver, self->hint_cancellable, hint_ready_cb, self);
}

/* Keyboard paths for the choices that are not a card: the first legal
 * action of the type, as its button would do. */
static void
perform_first_of_type (TrpTableView *self,
                       const char   *type)
{
  g_autoptr(GPtrArray) legal = NULL;

  if (!my_turn (self))
    {
      show_toast (self, _("Wait for your turn"));
      return;
    }

  legal = trp_game_legal_actions (current_game (self));
  for (guint i = 0; i < legal->len; i++)
    {
      TrpAction *action = g_ptr_array_index (legal, i);

      if (g_str_equal (action->type, type) && action->n_cards == 0)
        {
          perform (self, action);
          return;
        }
    }

  {
    g_autoptr(TrpAction) action = trp_action_new (type, self->viewer);

    /* Not legal now: the engine says why. */
    perform (self, action);
  }
}

static void
draw_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  perform_first_of_type (TRP_TABLE_VIEW (widget), "draw_stock");
}

static void
take_pile_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  perform_first_of_type (TRP_TABLE_VIEW (widget), "take_pile");
}

static void
pass_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  perform_first_of_type (TRP_TABLE_VIEW (widget), "pass");
}

static void
play_selected_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);
  g_autoptr(GArray) cards = trp_hand_view_get_selected_cards (TRP_HAND_VIEW (self->my_hand));
  const char *game_id = trp_match_get_game_id (self->match);
  const char *type = g_str_equal (game_id, "biriba") ? (cards->len == 1 ? "discard" : "new_meld") : "play";
  g_autoptr(TrpAction) action = NULL;

  if (!my_turn (self))
    {
      show_toast (self, _("Wait for your turn"));
      return;
    }
  if (cards->len == 0)
    {
      show_toast (self, _("Select cards in your hand first"));
      return;
    }

  /* With melds staged, the selection is one more, and all go down. */
  if (self->staged->len > 0 && cards->len > 1)
    {
      g_ptr_array_add (self->staged, g_steal_pointer (&cards));
      go_down_action (widget, "table.go-down", NULL);
      return;
    }

  /* Da Bai Fen's leader buries before the first trick. */
  if (g_str_equal (game_id, "dabaifen") &&
      g_strcmp0 (trp_game_get_phase (current_game (self)), "bury") == 0)
    {
      if (!check_bury_count (self, cards->len))
        return;
      type = "bury";
    }

  action = trp_action_new_with_cards (type, self->viewer, (TrpCard *) cards->data, cards->len);
  perform (self, action);
}

/* --- Taking back a move ------------------------------------------------ */

/* Only the viewer's own steps within the turn, before anyone else has
 * seen them acted on; the engine decides which those are. */
static void
update_undo (TrpTableView *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.undo",
                                 my_turn (self) && trp_match_can_undo (self->match));
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);
  g_autoptr(GError) error = NULL;

  if (!my_turn (self) || !trp_match_can_undo (self->match))
    return;

  start_flight_full (self, NULL, 0, TRUE);
  if (!trp_match_undo (self->match, &error))
    show_toast (self, error->message);
  gtk_label_set_text (GTK_LABEL (self->last_move_label), "");
  refresh (self);
}

/* --- Looking at public cards ------------------------------------------- */

static TrpPileDialog *
new_pile_dialog (TrpTableView *self,
                 const char   *title)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return TRP_PILE_DIALOG (trp_pile_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                               title, &self->style));
}

/* Discards and takings of this round, read from the match's log: all of
 * it happened in view of everyone (B-9). */
static void
add_discard_history (TrpTableView  *self,
                     TrpPileDialog *dialog)
{
  g_autoptr(JsonNode) node = trp_match_to_json (self->match);
  JsonArray *rounds = array_member (json_node_get_object (node), "rounds");
  JsonArray *actions = NULL;
  GString *text = g_string_new (NULL);

  if (rounds != NULL && json_array_get_length (rounds) > 0)
    actions = array_member (json_array_get_object_element (rounds, json_array_get_length (rounds) - 1),
                            "actions");

  /* The latest first, as the pile is read from its top. */
  for (guint i = actions != NULL ? json_array_get_length (actions) : 0; i > 0; i--)
    {
      g_autoptr(TrpAction) action = trp_action_new_from_json (json_array_get_element (actions, i - 1), NULL);
      g_autofree char *name = NULL;
      g_autofree char *card = NULL;

      if (action == NULL || (!type_is (action, "discard") && !type_is (action, "take_pile")))
        continue;

      name = seat_name (self, action->seat);
      if (type_is (action, "discard") && action->n_cards > 0)
        {
          card = trp_card_get_display_name (action->cards[0], self->style.faces);
          /* Translators: a line of the discard history: who, and the card. */
          g_string_append_printf (text, _("%s discarded the %s"), name, card);
        }
      else
        /* Translators: a line of the discard history. */
        g_string_append_printf (text, _("%s took the pile"), name);
      g_string_append_c (text, '\n');
    }

  if (text->len > 0)
    {
      g_string_truncate (text, text->len - 1);
      trp_pile_dialog_add_section (dialog, _("Discards this round, latest first"), NULL, 0);
      trp_pile_dialog_add_text (dialog, text->str);
    }
  g_string_free (text, TRUE);
}

/* Every meld on the table, side by side, as laid out: what the pile
 * could still join, and what each side has to show for its round. */
static void
add_melds (TrpTableView  *self,
           TrpPileDialog *dialog,
           JsonObject    *obs)
{
  JsonArray *melds = array_member (obs, "melds");
  JsonArray *sides = array_member (obs, "side_of_seat");
  guint n_sides = 0;

  for (guint i = 0; sides != NULL && i < json_array_get_length (sides); i++)
    n_sides = MAX (n_sides, (guint) json_array_get_int_element (sides, i) + 1);

  for (guint side = 0; side < n_sides; side++)
    {
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *who = NULL;
      g_autofree char *heading = NULL;
      gboolean any = FALSE;

      for (guint seat = 0; seat < json_array_get_length (sides); seat++)
        if ((guint) json_array_get_int_element (sides, seat) == side)
          g_ptr_array_add (names, seat_name (self, seat));
      who = trp_format_list ((const char * const *) names->pdata, names->len);
      /* Translators: a heading in the pile window; %s names a side's
       * players, “Sara and Nikos”. */
      heading = g_strdup_printf (_("Melds of %s"), who);

      for (guint m = 0; melds != NULL && m < json_array_get_length (melds); m++)
        {
          JsonObject *meld = json_array_get_object_element (melds, m);
          g_autoptr(GArray) cards = NULL;
          gboolean run, clean;

          if ((guint) int_member (meld, "side", -1) != side)
            continue;
          cards = cards_from_array (array_member (meld, "cards"));
          run = g_strcmp0 (string_member (meld, "kind"), "run") == 0;
          clean = json_object_get_boolean_member_with_default (meld, "clean", FALSE);
          if (!any)
            trp_pile_dialog_add_section (dialog, heading, NULL, 0);
          any = TRUE;
          trp_pile_dialog_add_section (dialog,
                                       run ? (clean ? _("A clean run") : _("A run with wild cards"))
                                           : (clean ? _("A clean set") : _("A set with wild cards")),
                                       (TrpCard *) cards->data, cards->len);
        }
    }
}

static void
show_pile_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GArray) pile = NULL;
  TrpPileDialog *dialog;

  if (trp_match_get_n_rounds (self->match) == 0)
    return;

  if (!g_str_equal (trp_match_get_game_id (self->match), "biriba"))
    {
      gtk_widget_activate_action (widget, "table.show-last-trick", NULL);
      return;
    }

  node = trp_game_observation (current_game (self), self->viewer);
  pile = cards_from_array (array_member (json_node_get_object (node), "pile"));
  dialog = new_pile_dialog (self, _("The Pile"));

  if (pile->len == 0)
    trp_pile_dialog_add_text (dialog, _("The pile is empty."));
  else
    {
      g_autofree char *number = trp_format_number (pile->len);
      g_autofree char *heading = g_strdup_printf (ngettext ("%s card, the top card last",
                                                            "%s cards, the top card last",
                                                            pile->len), number);

      trp_pile_dialog_add_section (dialog, heading, (TrpCard *) pile->data, pile->len);
    }
  add_melds (self, dialog, json_node_get_object (node));
  add_discard_history (self, dialog);
  trp_dialog_present (GTK_WIDGET (dialog));
}

static int last_trick (TrpTableView *self,
                       JsonObject   *obs,
                       GArray      **per_seat);

/* How the previous round ended, seen from the viewer's seat: kept when
 * a round ends at this table, else played again from the match's log
 * (a match just reopened from its file). NULL before the second round. */
static JsonObject *
previous_round_view (TrpTableView *self)
{
  guint n_rounds = trp_match_get_n_rounds (self->match);

  if (self->previous_round == NULL && n_rounds >= 2)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TrpGame) game = trp_match_replay_round (self->match, n_rounds - 2, &error);

      if (game == NULL)
        {
          /* The log was checked when the match was read; a replay that
           * fails is a bug, said rather than hidden. */
          g_warning ("Replaying round %u failed: %s", n_rounds - 1, error->message);
          return NULL;
        }
      self->previous_round = trp_game_observation (game, self->viewer);
    }

  return self->previous_round != NULL ? json_node_get_object (self->previous_round) : NULL;
}

static void
show_last_trick_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);
  guint n = MIN (trp_match_get_n_players (self->match), MAX_SEATS);
  g_autoptr(JsonNode) node = NULL;
  GArray *per_seat[MAX_SEATS] = { NULL, };
  TrpPileDialog *dialog;
  gboolean previous = FALSE;
  int winner;

  if (trp_match_get_n_rounds (self->match) == 0)
    return;

  if (g_str_equal (trp_match_get_game_id (self->match), "biriba"))
    {
      gtk_widget_activate_action (widget, "table.show-pile", NULL);
      return;
    }

  node = trp_game_observation (current_game (self), self->viewer);
  winner = last_trick (self, json_node_get_object (node), per_seat);
  /* Until the new round's first trick, the last one of the round before
   * is still the last trick. */
  if (winner < 0)
    {
      JsonObject *before = previous_round_view (self);

      if (before != NULL)
        {
          for (guint seat = 0; seat < MAX_SEATS; seat++)
            g_clear_pointer (&per_seat[seat], g_array_unref);
          winner = last_trick (self, before, per_seat);
          previous = winner >= 0;
        }
    }
  dialog = new_pile_dialog (self, previous ? _("The Last Trick of the Previous Round") : _("The Last Trick"));

  if (winner < 0)
    trp_pile_dialog_add_text (dialog, _("No trick has been taken yet."));
  else
    {
      g_autofree char *name = seat_name (self, winner);
      g_autofree char *text = g_strdup_printf (_("%s took it."), name);

      g_autoptr(GArray) cards = g_array_new (FALSE, FALSE, sizeof (TrpCard));
      g_autoptr(GPtrArray) captions = g_ptr_array_new_with_free_func (g_free);

      /* Seat by seat from the viewer, each card with who played it. */
      for (guint r = 0; r < n; r++)
        {
          guint seat = (self->viewer + r) % n;

          for (guint i = 0; per_seat[seat] != NULL && i < per_seat[seat]->len; i++)
            {
              g_array_append_val (cards, g_array_index (per_seat[seat], TrpCard, i));
              g_ptr_array_add (captions, seat_name (self, seat));
            }
        }
      trp_pile_dialog_add_captioned (dialog, text, (TrpCard *) cards->data,
                                     (const char *const *) captions->pdata, cards->len);
    }

  for (guint seat = 0; seat < MAX_SEATS; seat++)
    g_clear_pointer (&per_seat[seat], g_array_unref);
  trp_dialog_present (GTK_WIDGET (dialog));
}

/* --- Layout ------------------------------------------------------------ */

/* Where a seat sits, seen from the viewer at the bottom: play passes to
 * the right (B-3, D-1, M-1), so the next seat is on the right; GTK mirrors
 * the boxes in right-to-left languages, as the spec wants. */
static GtkWidget *
place_for_seat (TrpTableView *self,
                guint         relative,
                guint         n_seats)
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

static void
build_seats (TrpTableView *self)
{
  guint n = trp_match_get_n_players (self->match);

  for (guint r = 1; r < n; r++)
    {
      int seat = (self->viewer + r) % n;
      SeatArea *area = &self->seats[seat];
      GtkWidget *place = place_for_seat (self, r, n);
      GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      g_autofree char *name = seat_name (self, seat);

      area->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      gtk_widget_set_valign (area->box, GTK_ALIGN_CENTER);
      gtk_widget_set_halign (area->box, GTK_ALIGN_CENTER);
      area->name = gtk_label_new (name);
      gtk_widget_add_css_class (area->name, "heading");
      area->spinner = gtk_spinner_new ();
      gtk_widget_set_tooltip_text (area->spinner, _("Thinking…"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (area->spinner),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("Thinking"), -1);
      area->detail = gtk_label_new (NULL);
      gtk_widget_add_css_class (area->detail, "dim-label");
      gtk_widget_add_css_class (area->detail, "caption");
      area->hand = trp_hand_view_new ();
      trp_hand_view_set_face_down (TRP_HAND_VIEW (area->hand), TRUE);
      trp_hand_view_set_selection_mode (TRP_HAND_VIEW (area->hand), GTK_SELECTION_NONE);
      trp_hand_view_set_card_width (TRP_HAND_VIEW (area->hand), seat_width (self));

      gtk_box_append (GTK_BOX (header), area->name);
      gtk_box_append (GTK_BOX (header), area->spinner);
      gtk_box_append (GTK_BOX (area->box), header);
      gtk_box_append (GTK_BOX (area->box), area->hand);
      gtk_box_append (GTK_BOX (area->box), area->detail);
      /* Play goes round the table: the next seat at one side, then
       * across the top away from it, then the other side. The top row
       * is filled from its far end, so that with five and six players it
       * runs on from the side seat rather than back against the order.
       * Right to left, the boxes and the grid mirror the whole table,
       * so play runs the other way round on the screen, as the page is
       * read (docs/table.md). */
      if (place == self->top_box)
        gtk_box_prepend (GTK_BOX (place), area->box);
      else
        gtk_box_append (GTK_BOX (place), area->box);
    }
}

/* --- Refresh: one function per family ----------------------------------- */

static void  add_chip  (TrpTableView *self,
                        const char   *title,
                        const char   *value);

/* A level as the cards print its rank: 2 … 10, J, Q, K, A (D-7). */
static char *
level_text (int level)
{
  switch (level)
    {
    /* Translators: Da Bai Fen's levels past 10, named by the card
     * (D-7): the jack, queen, king and ace, as short as the language
     * allows. */
    case 11: return g_strdup (C_("level", "J"));
    case 12: return g_strdup (C_("level", "Q"));
    case 13: return g_strdup (C_("level", "K"));
    case 14: return g_strdup (C_("level", "A"));
    default: return trp_format_number (level);
    }
}

/* One labelled chip per side: its players, and its score against the
 * target (“You and Nikos  1,240 / 5,000”), or its level as a rank where
 * the game counts levels (Da Bai Fen). */
static void
add_score_strip (TrpTableView *self,
                 JsonObject   *obs)
{
  JsonArray *levels = array_member (obs, "levels");
  TrpRules *rules = trp_match_get_rules (self->match);
  gboolean has_target = trp_rules_descriptor_find_option (trp_rules_get_descriptor (rules),
                                                          "target_score") != NULL;
  g_autofree char *target = has_target ? trp_format_number (trp_rules_get_int (rules, "target_score"))
                                       : NULL;

  for (guint u = 0; u < trp_match_get_n_units (self->match); u++)
    {
      g_autofree char *name = trp_match_dup_unit_name (self->match, u);
      g_autofree char *value = NULL;

      if (levels != NULL && u < json_array_get_length (levels))
        {
          g_autofree char *rank = level_text ((int) json_array_get_int_element (levels, u));

          /* Translators: Da Bai Fen: a side's level, named by a card
           * rank, e.g. “Level 7”, “Level A”. */
          value = g_strdup_printf (_("Level %s"), rank);
        }
      else
        {
          g_autofree char *total = trp_format_number (trp_match_get_total (self->match, u));

          /* Translators: a side's score and the match's target, e.g.
           * “1,240 / 5,000”. */
          value = target != NULL ? g_strdup_printf (C_("score of target", "%s / %s"), total, target)
                                 : g_strdup (total);
        }
      add_chip (self, name, value);
    }
}

static void
add_chip (TrpTableView *self,
          const char   *title,
          const char   *value)
{
  GtkWidget *chip = new_chip (title, value);

  gtk_flow_box_append (GTK_FLOW_BOX (self->info_box), chip);
  gtk_widget_set_focusable (gtk_widget_get_parent (chip), FALSE);
}

static char *
format_scores (JsonArray *values)
{
  GString *str = g_string_new (NULL);

  for (guint i = 0; values != NULL && i < json_array_get_length (values); i++)
    {
      g_autofree char *number = trp_format_number (json_array_get_int_element (values, i));

      /* Translators: between the scores of the sides, “120 – 85”; pick a
       * mark that cannot be read as a digit (Persian zero is a dot). */
      if (i > 0)
        g_string_append (str, C_("scores", " – "));
      g_string_append (str, number);
    }

  return g_string_free (str, FALSE);
}

static void
set_hand_sizes (TrpTableView *self,
                JsonArray    *sizes)
{
  guint n = trp_match_get_n_players (self->match);

  for (guint seat = 0; seat < n; seat++)
    {
      SeatArea *area = &self->seats[seat];
      guint count;
      g_autofree TrpCard *backs = NULL;
      g_autofree char *number = NULL;
      g_autofree char *text = NULL;

      if ((int) seat == self->viewer || area->hand == NULL)
        continue;

      count = sizes != NULL && seat < json_array_get_length (sizes) ? json_array_get_int_element (sizes, seat) : 0;
      count -= MIN (count, cards_in_flight_to (self, seat));
      backs = g_new0 (TrpCard, MAX (count, 1));
      trp_hand_view_set_cards (TRP_HAND_VIEW (area->hand), backs, MIN (count, 40));
      number = trp_format_number (count);
      text = g_strdup_printf (ngettext ("%s card", "%s cards", count), number);
      gtk_label_set_text (GTK_LABEL (area->detail), text);
      {
        g_autofree char *name = seat_name (self, seat);
        /* Translators: a computer player's hidden hand, for screen
         * readers: the player, then “11 cards”. */
        g_autofree char *label = g_strdup_printf (C_("hand", "%s: %s"), name, text);

        gtk_accessible_update_property (GTK_ACCESSIBLE (area->hand),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      }
    }
}

/* The cards each seat put on the table in this trick, in front of it. */
static void
add_trick (TrpTableView *self,
           GArray      **per_seat,
           gboolean      dimmed)
{
  guint n = trp_match_get_n_players (self->match);
  GtkWidget *grid = gtk_grid_new ();

  /* Half-card rows: the cards across the table and the viewer's overlap
   * the side seats' rows, so a trick is two cards high, not three. */
  gtk_grid_set_row_homogeneous (GTK_GRID (grid), TRUE);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 3);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  gtk_widget_set_valign (grid, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (grid), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  dimmed ? _("The last trick") : _("The trick"), -1);

  /* Empty places keep every seat's card where it belongs, however many
   * cards the trick has yet. */
  for (int column = 0; column < 3; column++)
    {
      GtkWidget *place = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

      if (column != 1 && n == 2)
        continue;
      gtk_widget_set_size_request (place, trick_width (self),
                                   column == 1 ? (int) (2 * trick_width (self) * TRP_CARD_ASPECT) : 0);
      gtk_grid_attach (GTK_GRID (grid), place, column, 0, 1, column == 1 ? 4 : 1);
    }

  for (guint seat = 0; seat < n; seat++)
    {
      guint r = (seat + n - self->viewer) % n;
      int column = 1, row = 1;
      GtkWidget *cards;

      if (per_seat[seat] == NULL || per_seat[seat]->len == 0)
        continue;

      if (r == 0)
        row = 2;
      else if (n == 2 || (n == 4 && r == 2))
        row = 0;
      else if (r == 1)
        column = 2;
      else if (r == n - 1)
        column = 0;
      else
        row = 0;

      cards = new_small_cards (self, per_seat[seat], trick_width (self), FALSE);
      if (dimmed)
        gtk_widget_add_css_class (cards, "dim-label");
      {
        g_autofree char *name = seat_name (self, seat);

        /* Translators: the cards a player put on the table, for screen
         * readers, e.g. “Played by Anna”. */
        g_autofree char *text = g_strdup_printf (_("Played by %s"), name);

        gtk_accessible_update_property (GTK_ACCESSIBLE (cards), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
      }
      self->trick_views[seat] = cards;
      gtk_grid_attach (GTK_GRID (grid), cards, column, row, 1, 2);
    }

  gtk_box_append (GTK_BOX (self->trick_row), grid);
}

/* The last complete trick, card by seat, from either family's
 * observation: Marianna lists a trick's cards from its leader on, Da Bai
 * Fen by seat. Returns the winner, or -1 if no trick is complete yet. */
static int
last_trick (TrpTableView *self,
            JsonObject   *obs,
            GArray      **per_seat)
{
  guint n = MIN (trp_match_get_n_players (self->match), MAX_SEATS);
  JsonArray *tricks = array_member (obs, "tricks");
  gboolean by_seat = g_str_equal (trp_match_get_game_id (self->match), "dabaifen");

  for (guint t = tricks != NULL ? json_array_get_length (tricks) : 0; t > 0; t--)
    {
      JsonObject *trick = json_array_get_object_element (tricks, t - 1);
      JsonArray *cards = array_member (trick, "cards");
      int leader = int_member (trick, "leader", 0);

      if (cards == NULL || json_array_get_length (cards) < n)
        continue;

      for (guint i = 0; i < n; i++)
        {
          JsonNode *node = json_array_get_element (cards, i);

          if (by_seat)
            per_seat[i] = cards_from_array (JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL);
          else
            {
              TrpCard card;
              guint seat = (leader + i) % n;

              per_seat[seat] = g_array_new (FALSE, FALSE, sizeof (TrpCard));
              if (JSON_NODE_HOLDS_VALUE (node) &&
                  trp_card_from_code (json_node_get_string (node), &card, NULL))
                g_array_append_val (per_seat[seat], card);
            }
        }
      return int_member (trick, "winner", -1);
    }

  return -1;
}

/* Between tricks the one just taken stays in view, dimmed, until the
 * next card is led, so that its last card can be seen. */
static void
add_last_trick (TrpTableView *self,
                JsonObject   *obs)
{
  GArray *per_seat[MAX_SEATS] = { NULL, };
  int winner = last_trick (self, obs, per_seat);

  if (winner >= 0)
    {
      g_autofree char *name = seat_name (self, winner);
      g_autofree char *text = g_strdup_printf (_("%s took the last trick"), name);
      GtkWidget *label = gtk_label_new (text);

      gtk_widget_add_css_class (label, "dim-label");
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 16);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      gtk_box_append (GTK_BOX (self->side_box), label);
      add_trick (self, per_seat, TRUE);
    }
  else
    add_trick (self, per_seat, FALSE);

  for (guint seat = 0; seat < MAX_SEATS; seat++)
    g_clear_pointer (&per_seat[seat], g_array_unref);
}

static void
refresh_marianna (TrpTableView *self,
                  JsonObject   *obs)
{
  guint n = trp_match_get_n_players (self->match);
  JsonArray *trick = array_member (obs, "trick");
  int leader = int_member (obs, "leader", 0);
  TrpCard indicator = card_member (obs, "indicator");
  const char *trump = string_member (obs, "trump");
  g_autofree char *points = NULL;
  g_autofree char *stock = trp_format_number (int_member (obs, "stock_size", 0));
  GArray *per_seat[MAX_SEATS] = { NULL, };
  g_autoptr(GArray) trick_cards = cards_from_array (trick);

  {
    JsonArray *card_points = array_member (obs, "card_points");
    JsonArray *declared = array_member (obs, "declared_points");
    g_autoptr(JsonArray) sum = json_array_new ();

    for (guint u = 0; card_points != NULL && u < json_array_get_length (card_points); u++)
      json_array_add_int_element (sum, json_array_get_int_element (card_points, u) +
                                  (declared != NULL ? json_array_get_int_element (declared, u) : 0));
    points = format_scores (sum);
  }

  add_chip (self, _("Points this hand"), points);
  if (trump != NULL)
    {
      TrpSuit suit;

      if (trp_suit_from_code (trump, &suit, NULL))
        add_chip (self, _("Trump"), trp_suit_get_display_name (suit, self->style.faces));
    }
  else
    add_chip (self, _("Trump"), _("None yet"));
  add_chip (self, _("Stock"), stock);

  /* Declarations so far this hand: who, and in which suit. */
  {
    JsonArray *declarations = array_member (obs, "declarations");
    GString *str = g_string_new (NULL);

    for (guint i = 0; declarations != NULL && i < json_array_get_length (declarations); i++)
      {
        JsonObject *declaration = json_array_get_object_element (declarations, i);
        g_autofree char *name = seat_name (self, int_member (declaration, "seat", 0));
        g_autofree char *points = trp_format_number (int_member (declaration, "points", 0));
        const char *suit_code = string_member (declaration, "suit");
        TrpSuit suit;

        if (str->len > 0)
          /* Translators: between the items of a short list on the
           * table; a middle dot would read as a Persian zero. */
          g_string_append (str, C_("list separator", ", "));
        if (suit_code != NULL && trp_suit_from_code (suit_code, &suit, NULL))
          g_string_append_printf (str, "%s %s (%s)", name, points,
                                  trp_suit_get_display_name (suit, self->style.faces));
        else
          g_string_append_printf (str, "%s %s", name, points);
      }
    if (str->len > 0)
      add_chip (self, _("Declarations"), str->str);
    g_string_free (str, TRUE);
  }

  set_hand_sizes (self, array_member (obs, "hand_sizes"));

  /* The stock and, in the two-player games, the trump card under it. */
  {
    GtkWidget *piles = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

    gtk_widget_set_halign (piles, GTK_ALIGN_CENTER);
    if (int_member (obs, "stock_size", 0) > 0)
      {
        GtkWidget *back = trp_card_view_new (TRP_CARD_NONE);

        trp_card_view_set_face_down (TRP_CARD_VIEW (back), TRUE);
        trp_card_view_set_card_width (TRP_CARD_VIEW (back), pile_width (self));
        gtk_widget_set_tooltip_text (back, _("Stock"));
        gtk_box_append (GTK_BOX (piles), back);
        self->stock_view = back;
      }
    if (indicator != TRP_CARD_NONE)
      {
        GtkWidget *view = trp_card_view_new (indicator);

        trp_card_view_set_style (TRP_CARD_VIEW (view), &self->style);
        trp_card_view_set_card_width (TRP_CARD_VIEW (view), pile_width (self));
        gtk_widget_set_tooltip_text (view, _("The trump card"));
        gtk_accessible_update_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                        _("The trump card"), -1);
        gtk_box_append (GTK_BOX (piles), view);
      }
    gtk_box_append (GTK_BOX (self->side_box), piles);
  }

  for (guint i = 0; i < trick_cards->len && i < n; i++)
    {
      guint seat = (leader + i) % n;

      per_seat[seat] = g_array_new (FALSE, FALSE, sizeof (TrpCard));
      g_array_append_val (per_seat[seat], g_array_index (trick_cards, TrpCard, i));
    }
  if (trick_cards->len > 0)
    add_trick (self, per_seat, FALSE);
  else
    add_last_trick (self, obs);
  for (guint seat = 0; seat < MAX_SEATS; seat++)
    g_clear_pointer (&per_seat[seat], g_array_unref);
}

static void
refresh_dabaifen (TrpTableView *self,
                  JsonObject   *obs)
{
  guint n = trp_match_get_n_players (self->match);
  JsonObject *trick = object_member (obs, "trick");
  JsonArray *trick_cards = array_member (trick, "cards");
  JsonObject *exposed = object_member (obs, "exposed");
  const char *trump = string_member (obs, "trump_suit");
  g_autofree char *captured = format_scores (array_member (obs, "captured_points"));
  g_autofree char *rank = NULL;
  GArray *per_seat[MAX_SEATS] = { NULL, };

  /* The levels are in the score strip; the trump rank is the leading
   * side's level, named as the cards print it (D-7). */
  rank = level_text (CLAMP (int_member (obs, "trump_rank", 2), 2, 14));
  add_chip (self, _("Trump rank"), rank);

  /* Who declares and who leads (D-23, D-24), once known. */
  if (int_member (obs, "declarers", -1) >= 0)
    {
      g_autofree char *declarers = trp_match_dup_unit_name (self->match, (guint) int_member (obs, "declarers", 0));

      add_chip (self, _("Declarers"), declarers);
    }
  if (int_member (obs, "leader", -1) >= 0 && g_strcmp0 (string_member (obs, "phase"), "draw") != 0)
    {
      g_autofree char *leader = seat_name (self, (int) int_member (obs, "leader", 0));

      add_chip (self, _("Leader"), leader);
    }
  if (trump != NULL)
    {
      TrpSuit suit;

      if (trp_suit_from_code (trump, &suit, NULL))
        add_chip (self, _("Trump suit"), trp_suit_get_display_name (suit, TRP_FACE_STYLE_FRENCH));
    }
  else
    add_chip (self, _("Trump suit"), _("None yet"));
  add_chip (self, _("Captured points"), captured);

  set_hand_sizes (self, array_member (obs, "hand_sizes"));

  /* The pack while it is drawn from (D-14). */
  if (g_strcmp0 (string_member (obs, "phase"), "draw") == 0 || drawing (self))
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *back = trp_card_view_new (TRP_CARD_NONE);
      /* The cards still to come to the hands, the kitty apart, counting
       * those drawn but not yet shown dealt. */
      guint left = int_member (obs, "left_to_draw", 0) + (self->drawn_target - self->shown_drawn);
      g_autofree char *number = trp_format_number (left);
      g_autofree char *text = g_strdup_printf (ngettext ("%s card left to draw", "%s cards left to draw", left),
                                               number);
      GtkWidget *label = gtk_label_new (text);

      trp_card_view_set_face_down (TRP_CARD_VIEW (back), TRUE);
      trp_card_view_set_card_width (TRP_CARD_VIEW (back), pile_width (self));
      gtk_widget_set_tooltip_text (back, _("The pack"));
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_set_halign (row, GTK_ALIGN_CENTER);
      gtk_orientable_set_orientation (GTK_ORIENTABLE (row), GTK_ORIENTATION_VERTICAL);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 16);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      gtk_box_append (GTK_BOX (row), back);
      gtk_box_append (GTK_BOX (row), label);
      /* The draw shown a card at a time can be cut short. */
      if (drawing (self))
        {
          GtkWidget *rest = gtk_button_new_with_mnemonic (_("Deal the _Rest at Once"));

          gtk_actionable_set_action_name (GTK_ACTIONABLE (rest), "table.finish-draw");
          gtk_widget_add_css_class (rest, "pill");
          gtk_box_append (GTK_BOX (row), rest);
        }
      gtk_box_append (GTK_BOX (self->side_box), row);
      self->stock_view = back;
    }

  if (exposed != NULL && card_member (exposed, "card") != TRP_CARD_NONE)
    {
      g_autofree char *who = seat_name (self, int_member (exposed, "seat", 0));
      g_autofree char *text = g_strdup_printf (_("%s exposed:"), who);
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *view = trp_card_view_new (card_member (exposed, "card"));

      trp_card_view_set_style (TRP_CARD_VIEW (view), &self->style);
      trp_card_view_set_card_width (TRP_CARD_VIEW (view), pile_width (self));
      self->exposed_view = view;
      gtk_widget_set_halign (row, GTK_ALIGN_CENTER);
      gtk_orientable_set_orientation (GTK_ORIENTABLE (row), GTK_ORIENTATION_VERTICAL);
      gtk_box_append (GTK_BOX (row), gtk_label_new (text));
      gtk_box_append (GTK_BOX (row), view);
      gtk_box_append (GTK_BOX (self->side_box), row);
    }

  {
    g_autoptr(GArray) buried = cards_from_array (array_member (obs, "buried"));

    if (buried->len > 0)
      {
        GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

        gtk_widget_set_halign (row, GTK_ALIGN_CENTER);
        gtk_box_append (GTK_BOX (row), gtk_label_new (_("Your kitty:")));
        gtk_box_append (GTK_BOX (row), new_small_cards (self, buried, meld_width (self), FALSE));
        gtk_box_append (GTK_BOX (self->center_box), row);
      }
  }

  for (guint seat = 0; trick_cards != NULL && seat < n && seat < json_array_get_length (trick_cards); seat++)
    {
      JsonNode *node = json_array_get_element (trick_cards, seat);

      if (JSON_NODE_HOLDS_ARRAY (node))
        per_seat[seat] = cards_from_array (json_node_get_array (node));
    }
  {
    gboolean any = FALSE;

    for (guint seat = 0; seat < n; seat++)
      any |= per_seat[seat] != NULL && per_seat[seat]->len > 0;
    if (any)
      add_trick (self, per_seat, FALSE);
    else if (g_strcmp0 (string_member (obs, "phase"), "play") == 0)
      add_last_trick (self, obs);
  }
  for (guint seat = 0; seat < MAX_SEATS; seat++)
    g_clear_pointer (&per_seat[seat], g_array_unref);
}

static void
refresh_biriba (TrpTableView *self,
                JsonObject   *obs)
{
  JsonArray *melds = array_member (obs, "melds");
  JsonArray *sides = array_member (obs, "side_of_seat");

  g_ptr_array_set_size (self->meld_views, melds != NULL ? json_array_get_length (melds) : 0);
  g_autofree char *stock = trp_format_number (int_member (obs, "stock_size", 0));
  g_autoptr(GArray) pile = cards_from_array (array_member (obs, "pile"));
  const char *kozi = string_member (obs, "kozi");
  int my_side = sides != NULL && (guint) self->viewer < json_array_get_length (sides)
                ? json_array_get_int_element (sides, self->viewer) : 0;

  if (kozi != NULL)
    {
      TrpSuit suit;

      if (trp_suit_from_code (kozi, &suit, NULL))
        add_chip (self, _("Kozi"), trp_suit_get_display_name (suit, self->style.faces));
    }
  else
    add_chip (self, _("Kozi"), C_("kozi", "None"));
  add_chip (self, _("Stock"), stock);

  /* Which biribakia are taken and by whom (B-9). */
  {
    JsonArray *biribakia = array_member (obs, "biribakia");
    GString *str = g_string_new (NULL);

    for (guint i = 0; biribakia != NULL && i < json_array_get_length (biribakia); i++)
      {
        JsonObject *packet = json_array_get_object_element (biribakia, i);
        int taker = int_member (packet, "taken_by", -1);

        if (str->len > 0)
          /* Translators: between the items of a short list on the
           * table; a middle dot would read as a Persian zero. */
          g_string_append (str, C_("list separator", ", "));
        if (taker < 0)
          g_string_append (str, C_("biribaki", "waiting"));
        else
          {
            g_autofree char *name = seat_name (self, taker);

            g_string_append (str, name);
          }
      }
    add_chip (self, _("Biribakia"), str->str);
    g_string_free (str, TRUE);
  }

  set_hand_sizes (self, array_member (obs, "hand_sizes"));

  /* Stock and pile; the pile is all public (B-9), its top card last. */
  {
    GtkWidget *piles = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
    GtkWidget *back = trp_card_view_new (TRP_CARD_NONE);

    gtk_widget_set_halign (piles, GTK_ALIGN_CENTER);
    trp_card_view_set_face_down (TRP_CARD_VIEW (back), TRUE);
    trp_card_view_set_card_width (TRP_CARD_VIEW (back), pile_width (self));
    gtk_widget_set_tooltip_text (back, _("Stock"));
    gtk_box_append (GTK_BOX (piles), back);
    self->stock_view = back;
    if (pile->len > 0)
      {
        GtkWidget *cards = new_small_cards (self, pile, pile_width (self), FALSE);
        GtkWidget *button = gtk_button_new ();
        g_autofree char *number = trp_format_number (pile->len);
        g_autofree char *label = g_strdup_printf (ngettext ("The pile: %s card. Show them all (Ctrl+L)",
                                                            "The pile: %s cards. Show them all (Ctrl+L)",
                                                            pile->len), number);

        /* The pile is all public (B-9); a click shows every card large. */
        gtk_button_set_child (GTK_BUTTON (button), cards);
        gtk_widget_add_css_class (button, "flat");
        gtk_widget_add_css_class (button, "pile-button");
        gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "table.show-pile");
        gtk_widget_set_tooltip_text (button, label);
        gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
        gtk_box_append (GTK_BOX (piles), button);
        self->pile_view = cards;
      }
    gtk_box_append (GTK_BOX (self->center_box), piles);
  }

  add_staging_area (self, obs);

  /* Each side's melds, ours first; a meld takes the selected cards. */
  for (int pass = 0; pass < 2; pass++)
    {
      GtkWidget *flow = gtk_flow_box_new ();
      GtkWidget *title = gtk_label_new (pass == 0 ? _("Your side’s melds") : _("Other sides’ melds"));

      gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
      gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 6);
      gtk_widget_add_css_class (title, "heading");
      gtk_widget_set_halign (title, GTK_ALIGN_START);

      for (guint m = 0; melds != NULL && m < json_array_get_length (melds); m++)
        {
          JsonObject *meld = json_array_get_object_element (melds, m);
          int side = int_member (meld, "side", -1);
          g_autoptr(GArray) cards = NULL;
          GtkWidget *view;

          if ((pass == 0) != (side == my_side))
            continue;

          cards = cards_from_array (array_member (meld, "cards"));
          view = new_small_cards (self, cards, meld_width (self), FALSE);
          if (m < self->meld_views->len)
            g_ptr_array_index (self->meld_views, m) = view;

          /* A biriba is a meld of seven or more (B-18); say what it is. */
          if (cards->len >= 7)
            {
              gboolean clean = json_object_get_boolean_member_with_default (meld, "clean", FALSE);
              const char *what = cards->len >= 13 ? (clean ? _("Clean full biriba") : _("Dirty full biriba"))
                                                  : (clean ? _("Clean biriba") : _("Dirty biriba"));

              gtk_widget_set_tooltip_text (view, what);
              gtk_widget_add_css_class (view, clean ? "success" : "warning");
            }
          g_object_set_data (G_OBJECT (view), "meld-index", GINT_TO_POINTER (m));
          if (pass == 0)
            {
              GtkGesture *click = gtk_gesture_click_new ();

              GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_STRING, GDK_ACTION_MOVE);

              g_signal_connect (click, "pressed", G_CALLBACK (meld_clicked_cb), self);
              gtk_widget_add_controller (view, GTK_EVENT_CONTROLLER (click));
              g_signal_connect (drop, "drop", G_CALLBACK (meld_drop_cb), self);
              gtk_widget_add_controller (view, GTK_EVENT_CONTROLLER (drop));
              gtk_widget_set_tooltip_text (view, _("Click to add the selected cards"));
            }
          gtk_flow_box_append (GTK_FLOW_BOX (flow), view);
        }

      /* No empty headings: the table keeps its height for the cards. */
      if (gtk_widget_get_first_child (flow) == NULL)
        {
          g_object_ref_sink (title);
          g_object_unref (title);
          g_object_ref_sink (flow);
          g_object_unref (flow);
          continue;
        }
      gtk_box_append (GTK_BOX (self->center_box), title);
      gtk_box_append (GTK_BOX (self->center_box), flow);
    }
}

static gboolean
only_card_plays (TrpTableView *self)
{
  g_autoptr(GPtrArray) legal = trp_game_legal_actions (current_game (self));

  for (guint i = 0; i < legal->len; i++)
    {
      TrpAction *action = g_ptr_array_index (legal, i);

      if (!g_str_equal (action->type, "play") || action->n_cards != 1)
        return FALSE;
    }

  return legal->len > 0;
}

/* Where the rules leave only some of the person's cards playable (the
 * trick games dim the others), the engine's refusal of one of them says
 * why, with its rule: “you must follow suit [D-29]”. */
static char *
play_rule_note (TrpTableView *self)
{
  g_autoptr(GPtrArray) legal = trp_game_legal_actions (current_game (self));
  guint8 usable[256] = { 0, };
  guint n = trp_hand_view_get_n_cards (TRP_HAND_VIEW (self->my_hand));

  for (guint i = 0; i < legal->len; i++)
    {
      TrpAction *action = g_ptr_array_index (legal, i);

      if (!g_str_equal (action->type, "play") || action->n_cards != 1)
        return NULL;
      usable[action->cards[0]] = 1;
    }

  for (guint i = 0; i < n; i++)
    {
      TrpCard card = trp_hand_view_get_card (TRP_HAND_VIEW (self->my_hand), i);
      g_autoptr(TrpAction) play = NULL;
      g_autoptr(GError) error = NULL;
      const char *bracket;
      g_autofree char *head = NULL;
      g_autofree char *digits = NULL;

      if (usable[card])
        continue;
      play = trp_action_new_with_cards ("play", self->viewer, &card, 1);
      if (trp_game_validate (current_game (self), play, &error) || error == NULL)
        return NULL;
      /* The rule ID keeps its Latin digits, as the rules print it. */
      bracket = strrchr (error->message, '[');
      head = g_strndup (error->message, bracket != NULL ? (gsize) (bracket - error->message)
                                                         : strlen (error->message));
      digits = trp_localize_digits (head);
      return g_strconcat (digits, bracket != NULL ? bracket : "", NULL);
    }

  return NULL;
}

static void
update_seat_headers (TrpTableView *self)
{
  g_autofree char *note = NULL;
  guint n = trp_match_get_n_players (self->match);
  int current = trp_match_get_round_in_progress (self->match)
                ? trp_game_get_current_seat (current_game (self)) : -1;

  for (guint seat = 0; seat < n; seat++)
    {
      SeatArea *area = &self->seats[seat];
      gboolean thinking = (int) seat == current && trp_match_driver_get_busy (self->driver);

      if (area->name == NULL)
        continue;

      if ((int) seat == current)
        gtk_widget_add_css_class (area->name, "accent");
      else
        gtk_widget_remove_css_class (area->name, "accent");
      gtk_widget_set_visible (area->spinner, thinking);
      gtk_spinner_set_spinning (GTK_SPINNER (area->spinner), thinking);
    }

  if (!trp_match_get_round_in_progress (self->match))
    gtk_label_set_text (GTK_LABEL (self->status_label), _("The round is over"));
  else if (current == self->viewer && cards_to_bury (self) > 0)
    {
      guint wanted = cards_to_bury (self);
      g_autofree char *number = trp_format_number (wanted);
      g_autofree char *text = g_strdup_printf (ngettext ("Your turn: select %s card to bury, then confirm; the kitty’s cards are outlined",
                                                         "Your turn: select %s cards to bury, then confirm; the kitty’s cards are outlined",
                                                         wanted), number);

      gtk_label_set_text (GTK_LABEL (self->status_label), text);
    }
  else if (current == self->viewer && my_turn (self) && (note = play_rule_note (self)) != NULL)
    {
      /* Translators: the status line when some cards cannot be played,
       * with the rule that stops them, e.g. “Your turn: you must follow
       * suit [D-29]”. */
      g_autofree char *text = g_strdup_printf (_("Your turn: %s"), note);

      gtk_label_set_text (GTK_LABEL (self->status_label), text);
    }
  else if (current == self->viewer && only_card_plays (self))
    gtk_label_set_text (GTK_LABEL (self->status_label),
                        _("Your turn: double-click a card, or select it and press Enter"));
  else if (current == self->viewer)
    gtk_label_set_text (GTK_LABEL (self->status_label), _("Your turn"));
  else if (current >= 0)
    {
      g_autofree char *name = seat_name (self, current);
      g_autofree char *text = g_strdup_printf (_("%s is playing…"), name);

      gtk_label_set_text (GTK_LABEL (self->status_label), text);
    }
}

static void
refresh (TrpTableView *self)
{
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GArray) hand = NULL;
  const char *game_id = trp_match_get_game_id (self->match);
  JsonObject *obs;

  if (trp_match_get_n_rounds (self->match) == 0)
    return;

  node = trp_game_observation (current_game (self), self->viewer);
  obs = json_node_get_object (node);

  clear_box (self->info_box);
  self->stock_view = self->pile_view = self->exposed_view = NULL;
  self->trick_row = self->side_box = NULL;
  memset (self->trick_views, 0, sizeof self->trick_views);
  g_ptr_array_set_size (self->meld_views, 0);
  clear_box (self->center_box);

  hand = cards_from_array (array_member (obs, "hand"));
  if (g_str_equal (game_id, "dabaifen"))
    follow_draw (self, obs, hand);
  apply_staging (self, hand);
  sort_hand (self, obs, hand);
  trp_hand_view_set_cards (TRP_HAND_VIEW (self->my_hand), (TrpCard *) hand->data, hand->len);
  trp_hand_view_set_selection_mode (TRP_HAND_VIEW (self->my_hand),
                                    g_str_equal (game_id, "biriba") || g_str_equal (game_id, "dabaifen")
                                    ? GTK_SELECTION_MULTIPLE : GTK_SELECTION_SINGLE);

  /* The leader sees which cards the kitty brought (D-27). */
  {
    g_autoptr(GArray) kitty = cards_from_array (array_member (obs, "kitty"));

    for (guint i = 0; i < hand->len; i++)
      trp_hand_view_set_marked (TRP_HAND_VIEW (self->my_hand), i,
                                cards_contain (kitty, g_array_index (hand, TrpCard, i)));
  }

  add_score_strip (self, obs);

  /* The trick games: piles and notes beside the trick, which keeps the
   * middle of the table low enough for a laptop's screen. */
  if (!g_str_equal (game_id, "biriba"))
    {
      self->trick_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 36);
      self->side_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
      gtk_widget_set_halign (self->trick_row, GTK_ALIGN_CENTER);
      gtk_widget_set_valign (self->side_box, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (self->trick_row), self->side_box);
      gtk_box_append (GTK_BOX (self->center_box), self->trick_row);
    }

  if (g_str_equal (game_id, "biriba"))
    refresh_biriba (self, obs);
  else if (g_str_equal (game_id, "dabaifen"))
    refresh_dabaifen (self, obs);
  else
    refresh_marianna (self, obs);

  update_seat_headers (self);
  update_buttons (self);
  update_go_down (self);
  update_playable_cards (self);
  update_undo (self);
  aim_flights (self);
  update_hold (self);
}

/* --- Round results ----------------------------------------------------- */

static void
next_round_cb (TrpTableView *self)
{
  g_autoptr(GError) error = NULL;

  if (trp_match_get_is_over (self->match))
    {
      g_signal_emit (self, signals[MATCH_FINISHED], 0);
      return;
    }
  if (trp_match_get_round_in_progress (self->match))
    return;

  if (!trp_match_start_round (self->match, g_random_int () | ((guint64) (g_random_int () & 0x1fffff) << 32), &error))
    {
      show_toast (self, error->message);
      return;
    }

  refresh (self);
  trp_match_driver_advance (self->driver);
}

static void
leave_match_cb (TrpTableView *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.leave-match", NULL);
}

/* The sheet of the last finished round: at its end, and again from the
 * table (table.round-result). */
static void
present_round_result (TrpTableView *self)
{
  GtkWidget *sheet;
  guint round;

  if (self->match == NULL || trp_match_get_n_rounds (self->match) == 0)
    return;
  round = trp_match_get_n_rounds (self->match) - 1;
  if (trp_match_get_round_result (self->match, round) == NULL)
    {
      if (round == 0)
        return;
      round--;
    }

  sheet = trp_round_result_sheet_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), self->match, round);
  g_signal_connect_object (sheet, "next-round", G_CALLBACK (next_round_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (sheet, "leave-match", G_CALLBACK (leave_match_cb), self, G_CONNECT_SWAPPED);
  trp_dialog_present (sheet);
}

static void
show_round_result (TrpTableView *self)
{
  guint round = trp_match_get_n_rounds (self->match) - 1;

  if (trp_match_get_round_result (self->match, round) == NULL || self->result_shown == round + 1)
    return;
  self->result_shown = round + 1;
  present_round_result (self);
}

static void
round_result_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  present_round_result (TRP_TABLE_VIEW (widget));
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
  guint n_rounds = trp_match_get_n_rounds (self->match);
  guint round = n_rounds - 1;

  if (n_rounds == 0)
    return;
  /* Just after a deal, what happened last is the round before's end. */
  if (round > 0 && trp_match_get_round_n_actions (self->match, round) == 0)
    round--;
  trp_dialog_present (trp_move_history_new (GTK_WINDOW (gtk_widget_get_root (widget)),
                                            self->match, round));
}

/* A button that opens the three: the sheet, the pad and the history. */
static GtkWidget *
new_scores_button (void)
{
  g_autoptr(GMenu) menu = g_menu_new ();
  GtkWidget *button = gtk_menu_button_new ();

  g_menu_append (menu, _("_Round Result"), "table.round-result");
  g_menu_append (menu, _("_Score Pad"), "table.score-pad");
  g_menu_append (menu, _("_What Happened"), "table.history");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (menu));
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "view-list-ordered-symbolic");
  gtk_widget_set_tooltip_text (button, _("Scores and What Happened"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Scores and What Happened"), -1);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  return button;
}

/* The three open with their keys wherever the focus is in the window
 * while the table shows: right after a match opens, the focus may be on
 * no widget of the table yet (a hand with no cards, a dialog just
 * closed). The window runs a managed controller's shortcuts only while
 * the table is mapped. */
static void
add_scores_shortcuts (TrpTableView *self)
{
  static const struct {
    guint       keyval;
    const char *action;
  } keys[] = {
    { GDK_KEY_r, "table.round-result" },
    { GDK_KEY_s, "table.score-pad" },
    { GDK_KEY_h, "table.history" },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller), GTK_SHORTCUT_SCOPE_MANAGED);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].keyval,
                                                                                    GDK_CONTROL_MASK | GDK_SHIFT_MASK),
                                                            gtk_named_action_new (keys[i].action)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

/* --- Driver signals ---------------------------------------------------- */

static void
driver_changed_cb (TrpTableView *self)
{
  refresh (self);
  maybe_auto_pass (self);
}

/* The latest computer turn, in the game's words, whether it was one card
 * or a Biriba turn of the pile, nine melds and going out; just after a
 * deal, the last one of the round before. NULL when no computer has
 * moved yet. */
static char *
last_computer_turn (TrpTableView *self)
{
  guint round = trp_match_get_n_rounds (self->match);
  g_autoptr(GPtrArray) turns = NULL;

  if (round == 0)
    return NULL;
  round--;
  if (round > 0 && trp_match_get_round_n_actions (self->match, round) == 0)
    round--;

  turns = trp_match_describe_round (self->match, round, NULL);
  for (guint t = turns != NULL ? turns->len : 0; t > 0; t--)
    {
      const TrpTurn *turn = g_ptr_array_index (turns, t - 1);

      if (trp_match_get_player (self->match, turn->seat)->kind == TRP_PLAYER_COMPUTER)
        return trp_localize_digits (turn->summary);
    }
  return NULL;
}

static void
show_last_turn (TrpTableView *self)
{
  g_autofree char *text = last_computer_turn (self);

  if (text == NULL)
    return;
  gtk_label_set_text (GTK_LABEL (self->last_move_label), text);
  gtk_widget_set_tooltip_text (self->last_move_label, text);
}

/* A match reopened from its file says at once what the computers did
 * last, once the table is built. */
static gboolean
show_last_turn_cb (gpointer data)
{
  TrpTableView *self = data;

  self->last_turn_idle = 0;
  show_last_turn (self);
  return G_SOURCE_REMOVE;
}

static void
computer_played_cb (TrpMatchDriver *driver,
                    TrpAction      *action,
                    TrpTableView   *self)
{
  g_autofree char *text = NULL;
  Flight *flight;

  /* A screen reader hears the move; the line shows the computer's whole
   * turn so far (telling it replays the round: about a millisecond for
   * a long Biriba round). */
  if (trp_match_get_n_rounds (self->match) > 0)
    text = trp_game_describe_action (current_game (self), action);
  if (text != NULL)
    announce (self, text);
  show_last_turn (self);

  flight = plan_flight (self, action);
  refresh (self);
  launch_flight (self, flight, action);
}

static void
round_over_cb (TrpMatchDriver *driver,
               TrpTableView   *self)
{
  /* What the viewer saw at the end, for the last trick (Ctrl+T) once the
   * next round is dealt. */
  g_clear_pointer (&self->previous_round, json_node_unref);
  self->previous_round = trp_game_observation (current_game (self), self->viewer);
  refresh (self);
  show_round_result (self);
}

static void
failed_cb (TrpMatchDriver *driver,
           GError         *error,
           TrpTableView   *self)
{
  g_autofree char *text = g_strdup_printf (_("A computer player could not move: %s"),
                                           error != NULL ? error->message : "");

  show_toast (self, text);
}

static void
busy_changed_cb (TrpMatchDriver *driver,
                 GParamSpec     *pspec,
                 TrpTableView   *self)
{
  update_seat_headers (self);
  update_buttons (self);
  update_undo (self);
}

/* --- Object ------------------------------------------------------------ */

/* Cards follow the window: a phone-sized window gets small cards, a 4K
 * screen large ones. Applied after the allocation, not during it. */
static gboolean
apply_card_width_cb (gpointer user_data)
{
  TrpTableView *self = user_data;

  self->resize_idle = 0;
  trp_hand_view_set_card_width (TRP_HAND_VIEW (self->my_hand), self->card_width);
  for (guint seat = 0; seat < MAX_SEATS; seat++)
    if (self->seats[seat].hand != NULL)
      trp_hand_view_set_card_width (TRP_HAND_VIEW (self->seats[seat].hand), seat_width (self));
  /* The trick, piles and melds are sized as they are built. */
  refresh (self);
  return G_SOURCE_REMOVE;
}

static void
trp_table_view_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);
  int card_width = CLAMP (MIN (width / 7, height / 7), 44, 150);

  gtk_widget_size_allocate (self->root, &(GtkAllocation) { 0, 0, width, height }, baseline);

  if (card_width != self->card_width && self->resize_idle == 0)
    {
      self->card_width = card_width;
      self->resize_idle = g_idle_add (apply_card_width_cb, self);
    }
}

static void
trp_table_view_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);

  gtk_widget_snapshot_child (widget, self->root, snapshot);
  for (guint i = 0; i < self->flights->len; i++)
    paint_flight (self, g_ptr_array_index (self->flights, i), snapshot);
}

static void
trp_table_view_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  gtk_widget_measure (TRP_TABLE_VIEW (widget)->root, orientation, for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
}

void
trp_table_view_set_sort (TrpTableView *self,
                         TrpHandSort   sort)
{
  g_return_if_fail (TRP_IS_TABLE_VIEW (self));

  self->sort = sort;
  refresh (self);
}

/* The table's keys work from the person's hand, where they choose. */
static gboolean
trp_table_view_grab_focus (GtkWidget *widget)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);

  if (self->my_hand != NULL && gtk_widget_get_focusable (self->my_hand) &&
      gtk_widget_grab_focus (self->my_hand))
    return TRUE;

  return GTK_WIDGET_CLASS (trp_table_view_parent_class)->grab_focus (widget);
}

static void
trp_table_view_dispose (GObject *object)
{
  TrpTableView *self = (TrpTableView *)object;

  g_clear_handle_id (&self->resize_idle, g_source_remove);
  g_clear_handle_id (&self->last_turn_idle, g_source_remove);
  g_clear_pointer (&self->previous_round, json_node_unref);
  g_clear_handle_id (&self->draw_timeout, g_source_remove);
  g_clear_pointer (&self->flights, g_ptr_array_unref);
  update_hold (self);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->meld_views, g_ptr_array_unref);
  g_clear_pointer (&self->pending_cards, g_array_unref);
  g_clear_pointer (&self->known_hand, g_array_unref);
  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  g_clear_handle_id (&self->hint_timeout, g_source_remove);
  g_clear_pointer (&self->hinted, trp_action_free);

  if (self->driver != NULL)
    g_signal_handlers_disconnect_by_data (self->driver, self);
  g_clear_pointer (&self->root, gtk_widget_unparent);
  g_clear_object (&self->driver);
  g_clear_object (&self->match);
  g_clear_pointer (&self->button_actions, g_ptr_array_unref);
  g_clear_pointer (&self->staged, g_ptr_array_unref);

  G_OBJECT_CLASS (trp_table_view_parent_class)->dispose (object);
}

static void
trp_table_view_class_init (TrpTableViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = trp_table_view_dispose;

  /**
   * TrpTableView::match-finished:
   *
   * The player closed the final result: the window goes back to the start.
   */
  signals[MATCH_FINISHED] =
    g_signal_new ("match-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_install_action (widget_class, "table.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "table.draw", NULL, draw_action);
  gtk_widget_class_install_action (widget_class, "table.take-pile", NULL, take_pile_action);
  gtk_widget_class_install_action (widget_class, "table.pass", NULL, pass_action);
  gtk_widget_class_install_action (widget_class, "table.play-selected", NULL, play_selected_action);
  gtk_widget_class_install_action (widget_class, "table.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "table.finish-draw", NULL, finish_draw_action);
  gtk_widget_class_install_action (widget_class, "table.new-meld", NULL, new_meld_action);
  gtk_widget_class_install_action (widget_class, "table.go-down", NULL, go_down_action);
  gtk_widget_class_install_action (widget_class, "table.unstage", NULL, unstage_action);
  gtk_widget_class_install_action (widget_class, "table.show-pile", NULL, show_pile_action);
  gtk_widget_class_install_action (widget_class, "table.show-last-trick", NULL, show_last_trick_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "table.hint", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, GDK_CONTROL_MASK, "table.draw", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "table.take-pile", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_period, GDK_CONTROL_MASK, "table.pass", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "table.play-selected", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "table.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_m, GDK_CONTROL_MASK, "table.new-meld", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_g, GDK_CONTROL_MASK, "table.go-down", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_l, GDK_CONTROL_MASK, "table.show-pile", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_t, GDK_CONTROL_MASK, "table.show-last-trick", NULL);
  gtk_widget_class_install_action (widget_class, "table.round-result", NULL, round_result_action);
  gtk_widget_class_install_action (widget_class, "table.score-pad", NULL, score_pad_action);
  gtk_widget_class_install_action (widget_class, "table.history", NULL, history_action);

  widget_class->measure = trp_table_view_measure;
  widget_class->snapshot = trp_table_view_snapshot;
  widget_class->size_allocate = trp_table_view_size_allocate;
  widget_class->grab_focus = trp_table_view_grab_focus;
  gtk_widget_class_set_css_name (widget_class, "table");
}

static void
trp_table_view_init (TrpTableView *self)
{
  GtkWidget *grid, *bottom, *scrolled, *action_bar;

  self->button_actions = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_action_free);
  self->staged = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  self->meld_views = g_ptr_array_new ();
  self->flights = g_ptr_array_new_with_free_func ((GDestroyNotify) flight_free);
  self->pending_cards = g_array_new (FALSE, FALSE, sizeof (TrpCard));
  add_scores_shortcuts (self);
  self->known_hand = g_array_new (FALSE, FALSE, sizeof (TrpCard));
  self->card_width = 84;
  trp_card_style_init (&self->style);

  /* Only the speed of the cards is read here; the window sets the rest.
   * Tests and a missing schema fall back to the normal speed. */
  {
    GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
    g_autoptr(GSettingsSchema) schema = source != NULL
      ? g_settings_schema_source_lookup (source, "io.github.trapoula.Trapoula", TRUE) : NULL;

    if (schema != NULL && g_settings_schema_has_key (schema, "animation-speed"))
      self->settings = g_settings_new_full (schema, NULL, NULL);
  }

  self->root = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_parent (self->root, GTK_WIDGET (self));
  gtk_widget_add_css_class (self->root, "trapoula-table");

  /* The chips wrap on a phone rather than push the window wider. */
  self->info_box = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->info_box), GTK_SELECTION_NONE);
  /* Facts to read, not controls: a flow box whose children cannot take the
   * focus would still keep Tab from leaving it. */
  gtk_widget_set_can_focus (self->info_box, FALSE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->info_box), 8);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->info_box), 18);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->info_box), 2);
  gtk_widget_set_margin_start (self->info_box, 6);
  gtk_widget_set_margin_end (self->info_box, 6);
  gtk_widget_set_margin_top (self->info_box, 6);
  gtk_box_append (GTK_BOX (self->root), self->info_box);

  grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 12);
  gtk_widget_set_vexpand (grid, TRUE);
  gtk_widget_set_margin_start (grid, 12);
  gtk_widget_set_margin_end (grid, 12);

  self->top_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24);
  gtk_widget_set_halign (self->top_box, GTK_ALIGN_CENTER);
  self->left_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  self->right_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_valign (self->left_box, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (self->right_box, GTK_ALIGN_CENTER);

  self->center_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_hexpand (self->center_box, TRUE);
  gtk_widget_set_vexpand (self->center_box, TRUE);
  scrolled = self->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), self->center_box);
  gtk_widget_set_hexpand (scrolled, TRUE);
  gtk_widget_set_vexpand (scrolled, TRUE);

  /* The middle of the table takes dropped cards. */
  {
    GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_STRING, GDK_ACTION_MOVE);

    g_signal_connect (drop, "drop", G_CALLBACK (table_drop_cb), self);
    gtk_widget_add_controller (scrolled, GTK_EVENT_CONTROLLER (drop));
  }

  gtk_grid_attach (GTK_GRID (grid), self->top_box, 0, 0, 3, 1);
  gtk_grid_attach (GTK_GRID (grid), self->left_box, 0, 1, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), scrolled, 1, 1, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), self->right_box, 2, 1, 1, 1);
  gtk_box_append (GTK_BOX (self->root), grid);

  bottom = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->my_hand = trp_hand_view_new ();
  trp_hand_view_set_card_width (TRP_HAND_VIEW (self->my_hand), 84);
  gtk_widget_set_halign (self->my_hand, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->my_hand),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Your hand"), -1);
  g_signal_connect (self->my_hand, "card-activated", G_CALLBACK (card_activated_cb), self);
  g_signal_connect (self->my_hand, "selection-activated", G_CALLBACK (selection_activated_cb), self);
  g_signal_connect (self->my_hand, "selection-changed", G_CALLBACK (selection_changed_cb), self);
  gtk_box_append (GTK_BOX (bottom), self->my_hand);

  action_bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_margin_start (action_bar, 12);
  gtk_widget_set_margin_end (action_bar, 12);
  gtk_widget_set_margin_bottom (action_bar, 12);
  self->status_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->status_label, "heading");
  gtk_widget_set_hexpand (self->status_label, TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->status_label), 0);
  /* Long instructions wrap on a phone instead of widening the window. */
  gtk_label_set_wrap (GTK_LABEL (self->status_label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (self->status_label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_width_chars (GTK_LABEL (self->status_label), 12);
  /* Described, not named: its name is the text it shows. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->status_label),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _("Whose turn"), -1);
  self->buttons_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->hint_button = gtk_button_new_from_icon_name ("dialog-question-symbolic");
  gtk_widget_set_tooltip_text (self->hint_button, _("What would you play here? (Ctrl+H)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->hint_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Hint"), -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->hint_button), "table.hint");
  /* The icon has a right-to-left variant, picked by the theme. */
  self->undo_button = gtk_button_new_from_icon_name ("edit-undo-symbolic");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->undo_button), "table.undo");
  gtk_widget_set_tooltip_text (self->undo_button, _("Take Back Your Last Step (Ctrl+Z)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->undo_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Undo"), -1);
  self->inspect_button = gtk_button_new_from_icon_name ("view-list-symbolic");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->inspect_button), "table.show-last-trick");
  /* A live region for screen readers, where GTK cannot announce. */
  self->last_move_label = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS, NULL);
  gtk_widget_add_css_class (self->last_move_label, "dim-label");
  gtk_label_set_ellipsize (GTK_LABEL (self->last_move_label), PANGO_ELLIPSIZE_END);
  self->hint_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->hint_label, "accent");
  gtk_label_set_wrap (GTK_LABEL (self->hint_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->hint_label), 0);
  gtk_widget_set_visible (self->hint_label, FALSE);
  gtk_box_append (GTK_BOX (action_bar), self->status_label);
  gtk_box_append (GTK_BOX (action_bar), self->hint_label);
  gtk_box_append (GTK_BOX (action_bar), self->last_move_label);
  gtk_widget_set_valign (self->undo_button, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (self->inspect_button, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (self->hint_button, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (action_bar), self->undo_button);
  gtk_box_append (GTK_BOX (action_bar), self->inspect_button);
  gtk_box_append (GTK_BOX (action_bar), new_scores_button ());
  gtk_box_append (GTK_BOX (action_bar), self->hint_button);
  /* The choices sit under the hand, in a row of their own, so that a
   * phone's width holds them beside nothing else. */
  gtk_widget_set_halign (self->buttons_box, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_start (self->buttons_box, 12);
  gtk_widget_set_margin_end (self->buttons_box, 12);
  gtk_widget_set_visible (self->buttons_box, FALSE);
  gtk_box_append (GTK_BOX (bottom), self->buttons_box);
  gtk_box_append (GTK_BOX (bottom), action_bar);

  gtk_box_append (GTK_BOX (self->root), bottom);
}

/**
 * trp_table_view_new:
 * @driver: the match to show, with its computer players
 */
GtkWidget *
trp_table_view_new (TrpMatchDriver *driver)
{
  TrpTableView *self;
  guint n;

  g_return_val_if_fail (TRP_IS_MATCH_DRIVER (driver), NULL);

  self = g_object_new (TRP_TYPE_TABLE_VIEW, NULL);
  self->driver = g_object_ref (driver);
  self->match = g_object_ref (trp_match_driver_get_match (driver));

  /* The person sits at the first human seat; a table of computers is
   * watched from seat 0. */
  n = trp_match_get_n_players (self->match);
  for (guint seat = 0; seat < n; seat++)
    if (trp_match_get_player (self->match, seat)->kind == TRP_PLAYER_HUMAN)
      {
        self->viewer = seat;
        break;
      }

  build_seats (self);

  {
    gboolean biriba = g_str_equal (trp_match_get_game_id (self->match), "biriba");
    const char *label = biriba ? _("Show the Pile (Ctrl+L)") : _("Show the Last Trick (Ctrl+T)");

    gtk_actionable_set_action_name (GTK_ACTIONABLE (self->inspect_button),
                                    biriba ? "table.show-pile" : "table.show-last-trick");
    gtk_widget_set_tooltip_text (self->inspect_button, label);
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->inspect_button),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    biriba ? _("Show the pile") : _("Show the last trick"), -1);
  }

  g_signal_connect_swapped (driver, "human-turn", G_CALLBACK (driver_changed_cb), self);
  g_signal_connect (driver, "computer-played", G_CALLBACK (computer_played_cb), self);
  g_signal_connect (driver, "round-over", G_CALLBACK (round_over_cb), self);
  g_signal_connect (driver, "failed", G_CALLBACK (failed_cb), self);
  g_signal_connect (driver, "notify::busy", G_CALLBACK (busy_changed_cb), self);

  refresh (self);
  self->last_turn_idle = g_idle_add (show_last_turn_cb, self);
  return GTK_WIDGET (self);
}

/**
 * trp_table_view_get_driver:
 *
 * Returns: (transfer none): the driver
 */
TrpMatchDriver *
trp_table_view_get_driver (TrpTableView *self)
{
  g_return_val_if_fail (TRP_IS_TABLE_VIEW (self), NULL);

  return self->driver;
}

void
trp_table_view_set_style (TrpTableView       *self,
                          const TrpCardStyle *style)
{
  g_return_if_fail (TRP_IS_TABLE_VIEW (self));
  g_return_if_fail (style != NULL);

  self->style = *style;
  trp_hand_view_set_style (TRP_HAND_VIEW (self->my_hand), style);
  refresh (self);
}

void
trp_table_view_refresh (TrpTableView *self)
{
  g_return_if_fail (TRP_IS_TABLE_VIEW (self));

  refresh (self);
}
