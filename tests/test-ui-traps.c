/* test-ui-traps.c: the table's traps, each driven by keys and clicks
 *
 * Each test plays the person's seat the way a person would, through key
 * presses carried to the focused widget and clicks on the table's
 * buttons, and checks that the move made is the one the person chose
 * (issue 20).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "test-locale.h"
#include "test-ui-common.h"
#include "trp-ai.h"
#include "trp-application.h"
#include "trp-board.h"
#include "trp-card-view.h"
#include "dabaifen/trp-dabaifen-game.h"
#include "trp-fan-row.h"
#include "trp-format.h"
#include "trp-game-catalog.h"
#include "trp-hand-view.h"
#include "trp-match-driver.h"
#include "trp-move-history.h"
#include "trp-pile-dialog.h"
#include "trp-new-match-dialog.h"
#include "trp-table-view.h"
#include "trp-trick-board.h"
#include "trp-window.h"

#define TURN_TIMEOUT_MS 30000

typedef struct
{
  TrpApplication *app;
  TrpMatch       *match;
  GtkWidget      *window;
  GtkWidget      *table;
  GtkWidget      *hand;
} Table;

static void
table_open (Table      *t,
            const char *game_id,
            guint       n_players,
            guint64     seed)
{
  ui_init ();
  t->app = ui_application_new ();
  g_settings_set_string (trp_application_get_settings (t->app), "animation-speed", "off");
  g_settings_set_int (trp_application_get_settings (t->app), "thinking-time", 100);
  t->window = GTK_WIDGET (trp_window_new (t->app));
  gtk_window_present (GTK_WINDOW (t->window));
  ui_wait_mapped (t->window);

  t->match = ui_match_new (game_id, n_players, seed);
  trp_window_show_match (TRP_WINDOW (t->window), t->match);
  t->table = ui_find_first (t->window, TRP_TYPE_TABLE_VIEW);
  g_assert_nonnull (t->table);
}

static void
table_close (Table *t)
{
  ui_destroy_toplevels ();
  g_clear_object (&t->match);
  g_clear_object (&t->app);
}

static gboolean
person_to_play (Table *t)
{
  return trp_match_get_round_in_progress (t->match) &&
         !trp_match_driver_get_busy (trp_table_view_get_driver (TRP_TABLE_VIEW (t->table))) &&
         trp_game_get_current_seat (trp_match_get_game (t->match)) == 0;
}

static gboolean
person_to_play_cb (gpointer data)
{
  return person_to_play (data);
}

static gboolean
hand_focused_cb (gpointer data)
{
  Table *t = data;
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (t->window));

  /* The hand, or the card at its cursor, which screen readers follow. */
  return focus != NULL &&
         (TRP_IS_HAND_VIEW (focus) || gtk_widget_get_ancestor (focus, TRP_TYPE_HAND_VIEW) != NULL);
}

static GtkWidget *
focused_hand (Table *t)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (t->window));

  return TRP_IS_HAND_VIEW (focus) ? focus : gtk_widget_get_ancestor (focus, TRP_TYPE_HAND_VIEW);
}

static GArray *
observed_hand (Table *t)
{
  g_autoptr(JsonNode) node = trp_game_observation (trp_match_get_game (t->match), 0);
  JsonArray *hand = json_object_get_array_member (json_node_get_object (node), "hand");
  GArray *cards = g_array_new (FALSE, FALSE, sizeof (TrpCard));

  for (guint i = 0; i < json_array_get_length (hand); i++)
    {
      TrpCard card;

      g_assert_true (trp_card_from_code (json_array_get_string_element (hand, i), &card, NULL));
      g_array_append_val (cards, card);
    }

  return cards;
}

static gboolean
holds (GArray  *cards,
       TrpCard  card)
{
  for (guint i = 0; i < cards->len; i++)
    if (g_array_index (cards, TrpCard, i) == card)
      return TRUE;
  return FALSE;
}

/* Whether a shown label of the table begins with @prefix. */
static gboolean
table_shows_prefix (Table      *t,
                    const char *prefix)
{
  g_autoptr(GPtrArray) labels = ui_find_all (t->table, GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);

      if (gtk_widget_get_visible (label) &&
          g_str_has_prefix (gtk_label_get_text (GTK_LABEL (label)), prefix))
        return TRUE;
    }

  return FALSE;
}

static gboolean
hint_shown_cb (gpointer data)
{
  return table_shows_prefix (data, "Hint: ");
}

/* Ctrl+Enter plays the selection, not the card under the cursor, and
 * Enter after a hint makes the hinted move: in Biriba, three cards picked
 * with the arrows and Space, then Ctrl+Enter, must not discard the
 * cursor card and end the turn (issue 20). Focus is in the hand as soon
 * as the match opens, so the keys work without a click. */
static void
test_keys_act_on_selection (void)
{
  Table t = { 0, };
  g_autoptr(GArray) before = NULL;
  g_autoptr(GArray) after = NULL;
  g_autoptr(GArray) hinted = NULL;
  guint shown, staged;

  table_open (&t, "biriba", 4, 7);
  g_assert_true (ui_wait (person_to_play_cb, &t, TURN_TIMEOUT_MS));
  g_assert_true (ui_wait (hand_focused_cb, &t, 10000));
  t.hand = focused_hand (&t);

  /* Ctrl+D draws, from the hand. */
  before = observed_hand (&t);
  g_assert_true (ui_press_key (t.window, GDK_KEY_d, GDK_CONTROL_MASK));
  g_clear_pointer (&after, g_array_unref);
  after = observed_hand (&t);
  g_assert_cmpuint (after->len, >, before->len);
  g_assert_true (person_to_play (&t));

  /* Three cards, then Ctrl+Enter: a meld is tried or refused, and the
   * turn goes on either way; nothing is discarded. */
  g_clear_pointer (&before, g_array_unref);
  before = observed_hand (&t);
  g_assert_true (ui_press_key (t.window, GDK_KEY_Home, 0));
  g_assert_true (ui_press_key (t.window, GDK_KEY_space, 0));
  g_assert_true (ui_press_key (t.window, GDK_KEY_Right, 0));
  g_assert_true (ui_press_key (t.window, GDK_KEY_space, 0));
  g_assert_true (ui_press_key (t.window, GDK_KEY_Right, 0));
  g_assert_true (ui_press_key (t.window, GDK_KEY_space, 0));
  g_clear_pointer (&hinted, g_array_unref);
  hinted = trp_hand_view_get_selected_cards (TRP_HAND_VIEW (t.hand));
  g_assert_cmpuint (hinted->len, ==, 3);
  g_assert_true (ui_press_key (t.window, GDK_KEY_Return, GDK_CONTROL_MASK));
  ui_settle (50);
  g_assert_true (person_to_play (&t));
  g_clear_pointer (&after, g_array_unref);
  after = observed_hand (&t);
  g_assert_true (after->len == before->len || after->len == before->len - 3);

  /* Ctrl+H, then Enter: the hinted cards leave the hand, and only they:
   * those selected, or those staged as the melds of a go-down. */
  shown = trp_hand_view_get_n_cards (TRP_HAND_VIEW (t.hand));
  g_assert_true (ui_press_key (t.window, GDK_KEY_h, GDK_CONTROL_MASK));
  g_assert_true (ui_wait (hint_shown_cb, &t, 20000));
  g_clear_pointer (&hinted, g_array_unref);
  hinted = trp_hand_view_get_selected_cards (TRP_HAND_VIEW (t.hand));
  staged = shown - trp_hand_view_get_n_cards (TRP_HAND_VIEW (t.hand));
  g_assert_cmpuint (hinted->len + staged, >=, 1);
  g_clear_pointer (&before, g_array_unref);
  before = observed_hand (&t);
  g_assert_true (ui_press_key (t.window, GDK_KEY_Return, 0));
  ui_settle (50);
  g_clear_pointer (&after, g_array_unref);
  after = observed_hand (&t);
  g_assert_cmpuint (after->len, ==, before->len - hinted->len - staged);
  for (guint i = 0; i < hinted->len; i++)
    g_assert_false (holds (after, g_array_index (hinted, TrpCard, i)));

  table_close (&t);
}

/* --- Biriba: staging melds, then going down (B-56, B-60) -------------- */

/* A Biriba deal of @n_players: the person holds @hand (11 cards), the
 * stock's top cards are @stock_top, the biribakia hold @packet_sizes
 * cards, and the rest of the deck goes round in its canonical order. */
static JsonObject *
biriba_deal (guint               n_players,
             const char * const *hand,
             const char * const *stock_top,
             const guint        *packet_sizes,
             guint               n_packets)
{
  g_autoptr(GByteArray) deck = trp_deck_new (TRP_DECK_DOUBLE_WITH_4_JOKERS);
  guint8 counts[256] = { 0, };
  JsonObject *deal = json_object_new ();
  JsonArray *hands = json_array_new ();
  JsonArray *packets = json_array_new ();
  JsonArray *stock = json_array_new ();
  JsonArray *mine = json_array_new ();
  guint next = 0;
  TrpCard card;

  for (guint i = 0; i < deck->len; i++)
    counts[deck->data[i]]++;
#define TAKE(code) G_STMT_START { \
    g_assert_true (trp_card_from_code ((code), &card, NULL)); \
    g_assert_cmpuint (counts[card], >, 0); \
    counts[card]--; } G_STMT_END
#define NEXT_FREE() G_STMT_START { \
    while (counts[deck->data[next]] == 0) next++; \
    card = deck->data[next]; counts[card]--; } G_STMT_END

  for (guint i = 0; hand[i] != NULL; i++)
    {
      TAKE (hand[i]);
      json_array_add_string_element (mine, hand[i]);
    }
  for (guint i = 0; stock_top[i] != NULL; i++)
    TAKE (stock_top[i]);
  TAKE ("5C");
  json_array_add_array_element (hands, mine);
  for (guint seat = 1; seat < n_players; seat++)
    {
      JsonArray *other = json_array_new ();

      for (guint i = 0; i < 11; i++)
        {
          NEXT_FREE ();
          json_array_add_string_element (other, trp_card_to_code (card));
        }
      json_array_add_array_element (hands, other);
    }
  for (guint p = 0; p < n_packets; p++)
    {
      JsonArray *packet = json_array_new ();

      for (guint i = 0; i < packet_sizes[p]; i++)
        {
          NEXT_FREE ();
          json_array_add_string_element (packet, trp_card_to_code (card));
        }
      json_array_add_array_element (packets, packet);
    }
  for (guint i = 0; stock_top[i] != NULL; i++)
    json_array_add_string_element (stock, stock_top[i]);
  for (guint i = 0; i < 256; i++)
    while (counts[i] > 0)
      {
        counts[i]--;
        json_array_add_string_element (stock, trp_card_to_code ((TrpCard) i));
      }
#undef TAKE
#undef NEXT_FREE

  json_object_set_array_member (deal, "hands", hands);
  json_object_set_array_member (deal, "biribakia", packets);
  json_object_set_array_member (deal, "stock", stock);
  json_object_set_string_member (deal, "upcard", "5C");
  return deal;
}

/* A 3-player Biriba deal where the person, first to play, can go down in
 * the solo phase only with two melds at once: the 10♠ lies on top of the
 * stock and, drawn, completes the run. */
static JsonObject *
solo_go_down_deal (void)
{
  static const char *hand[] = { "3S", "4S", "5S", "6S", "7S", "8S", "9S", "KH", "KD", "KC", "5H", NULL };
  static const char *stock_top[] = { "10S", NULL };
  static const guint packet_sizes[] = { 18, 11 };

  return biriba_deal (3, hand, stock_top, packet_sizes, G_N_ELEMENTS (packet_sizes));
}

static void
select_cards (Table       *t,
              const char  *codes)
{
  g_auto(GStrv) parts = g_strsplit (codes, " ", -1);
  TrpHandView *hand = TRP_HAND_VIEW (t->hand);

  trp_hand_view_clear_selection (hand);
  for (guint p = 0; parts[p] != NULL; p++)
    {
      TrpCard card;
      gboolean found = FALSE;

      g_assert_true (trp_card_from_code (parts[p], &card, NULL));
      for (guint i = 0; i < trp_hand_view_get_n_cards (hand) && !found; i++)
        if (trp_hand_view_get_card (hand, i) == card && !trp_hand_view_is_selected (hand, i))
          {
            /* As the person does: the cursor to the card, then Space. */
            trp_hand_view_set_cursor (hand, i);
            g_assert_true (ui_press_key (t->window, GDK_KEY_space, 0));
            found = TRUE;
          }
      g_assert_true (found);
    }
}

/* The button labelled @label that the table shows now: the boards keep
 * their buttons and hide those that do not apply. */
static GtkWidget *
shown_button (GtkWidget  *table,
              const char *label)
{
  GtkWidget *button = ui_find_button_label (table, label);

  return button != NULL && gtk_widget_is_visible (button) ? button : NULL;
}

static void
click (GtkWidget *button)
{
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  ui_settle (20);
}

typedef struct
{
  Table *table;
  guint  n_cards;
} HandCount;

static gboolean
hand_shows_cb (gpointer data)
{
  HandCount *count = data;

  return trp_hand_view_get_n_cards (TRP_HAND_VIEW (count->table->hand)) == count->n_cards;
}

/* Waits for the hand to show @n_cards: the table refreshes after a move
 * on its own time, later on a loaded machine. */
static void
wait_hand_shows (Table *t,
                 guint  n_cards)
{
  HandCount count = { t, n_cards };

  g_assert_true (ui_wait (hand_shows_cb, &count, 10000));
}

static gboolean
sensitive_cb (gpointer data)
{
  return gtk_widget_is_sensitive (data);
}

/* 3-player Biriba in the solo phase: the person stages the run, sees Go
 * Down disabled with the rule that stops it (B-56), stages the set, and
 * goes down with both melds at once; before, “Meld Selected” tried one
 * meld, was refused, and there was no way to go down (issue 20). */
static void
test_biriba_stage_and_go_down (void)
{
  Table t = { 0, };
  g_autoptr(JsonObject) deal = solo_go_down_deal ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) after = NULL;
  GtkWidget *stage, *go_down;
  const char *tooltip;

  ui_init ();
  t.app = ui_application_new ();
  g_settings_set_string (trp_application_get_settings (t.app), "animation-speed", "off");
  t.window = GTK_WIDGET (trp_window_new (t.app));
  gtk_window_present (GTK_WINDOW (t.window));
  ui_wait_mapped (t.window);
  t.match = ui_match_new_unstarted ("biriba", 3);
  g_assert_true (trp_match_start_round_explicit (t.match, deal, &error));
  g_assert_no_error (error);
  trp_window_show_match (TRP_WINDOW (t.window), t.match);
  t.table = ui_find_first (t.window, TRP_TYPE_TABLE_VIEW);
  g_assert_true (ui_wait (person_to_play_cb, &t, TURN_TIMEOUT_MS));
  g_assert_true (ui_wait (hand_focused_cb, &t, 10000));
  t.hand = focused_hand (&t);

  g_assert_true (ui_press_key (t.window, GDK_KEY_d, GDK_CONTROL_MASK));
  {
    g_autoptr(GArray) drawn = observed_hand (&t);

    g_assert_cmpuint (drawn->len, ==, 12);
    wait_hand_shows (&t, drawn->len);
  }

  /* The run, staged: it leaves the hand for the staging area. */
  select_cards (&t, "3S 4S 5S 6S 7S 8S 9S 10S");
  stage = ui_find_button_label (t.table, _("New Meld from _Selection"));
  g_assert_nonnull (stage);
  g_assert_true (ui_wait (sensitive_cb, stage, 10000));
  click (stage);
  wait_hand_shows (&t, 4);
  g_assert_true (person_to_play (&t));

  /* Four cards would stay: Go Down is there, disabled, and says why. */
  go_down = ui_find_button_label (t.table, _("_Go Down"));
  g_assert_nonnull (go_down);
  g_assert_true (gtk_widget_get_visible (go_down));
  g_assert_false (gtk_widget_is_sensitive (go_down));
  tooltip = gtk_widget_get_tooltip_text (go_down);
  g_assert_nonnull (tooltip);
  g_assert_nonnull (strstr (tooltip, "B-56"));
  g_free (ui_screenshot (t.window, "traps-biriba-staged"));

  /* The set, staged too; now both go down as one move. */
  select_cards (&t, "KH KD KC");
  stage = ui_find_button_label (t.table, _("New Meld from _Selection"));
  g_assert_nonnull (stage);
  g_assert_true (ui_wait (sensitive_cb, stage, 10000));
  click (stage);
  wait_hand_shows (&t, 1);
  go_down = ui_find_button_label (t.table, _("_Go Down"));
  g_assert_nonnull (go_down);
  g_assert_true (ui_wait (sensitive_cb, go_down, 10000));
  click (go_down);
  after = observed_hand (&t);
  g_assert_cmpuint (after->len, ==, 1);
  g_assert_true (holds (after, TRP_CARD (TRP_SUIT_HEARTS, TRP_RANK_FIVE)));

  table_close (&t);
}

/* --- Keys that do what the person asked (#40) --------------------------- */

static gboolean toast_says_cb (gpointer data);

static void
table_open_deal (Table      *t,
                 const char *game_id,
                 guint       n_players,
                 JsonObject *deal)
{
  g_autoptr(GError) error = NULL;

  ui_init ();
  t->app = ui_application_new ();
  g_settings_set_string (trp_application_get_settings (t->app), "animation-speed", "off");
  g_settings_set_int (trp_application_get_settings (t->app), "thinking-time", 100);
  t->window = GTK_WIDGET (trp_window_new (t->app));
  gtk_window_present (GTK_WINDOW (t->window));
  ui_wait_mapped (t->window);
  t->match = ui_match_new_unstarted (game_id, n_players);
  g_assert_true (trp_match_start_round_explicit (t->match, deal, &error));
  g_assert_no_error (error);
  trp_window_show_match (TRP_WINDOW (t->window), t->match);
  t->table = ui_find_first (t->window, TRP_TYPE_TABLE_VIEW);
  g_assert_true (ui_wait (person_to_play_cb, t, TURN_TIMEOUT_MS));
  g_assert_true (ui_wait (hand_focused_cb, t, 10000));
  t->hand = focused_hand (t);
}

/* A focusable button of the window's header bar, outside the table. */
static GtkWidget *
header_button (Table *t)
{
  g_autoptr(GPtrArray) buttons = ui_find_all (t->window, GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, i);

      if (gtk_widget_get_ancestor (button, ADW_TYPE_HEADER_BAR) != NULL &&
          gtk_widget_is_drawable (button) && gtk_widget_get_focusable (button) &&
          !gtk_widget_is_ancestor (button, t->table))
        return button;
    }
  return NULL;
}

static guint
last_action_index (Table *t)
{
  guint n_rounds = trp_match_get_n_rounds (t->match);

  return trp_match_get_round_n_actions (t->match, n_rounds - 1);
}

/* The table's keys work wherever the focus is: after Tab took it to
 * the header bar, and after Draw was clicked with the mouse (the button
 * goes insensitive and left the focus on nothing). Tab comes back to the
 * hand, with the card at the cursor drawn focused. Before, Ctrl+D and
 * Ctrl+H did nothing in both cases (#40). */
static void
test_keys_anywhere (void)
{
  Table t = { 0, };
  g_autoptr(GArray) before = NULL;
  g_autoptr(GArray) after = NULL;
  GtkWidget *header, *draw;
  gboolean card_focused = FALSE;

  table_open (&t, "biriba", 4, 7);
  g_assert_true (ui_wait (person_to_play_cb, &t, TURN_TIMEOUT_MS));
  g_assert_true (ui_wait (hand_focused_cb, &t, 10000));
  t.hand = focused_hand (&t);

  /* Draw clicked with the mouse: the button takes the focus, draws, and
   * the focus comes back to the hand, where Ctrl+H hints. */
  before = observed_hand (&t);
  draw = ui_find_action_button (t.table, "table.move::draw");
  g_assert_nonnull (draw);
  g_assert_true (ui_wait (sensitive_cb, draw, 10000));
  gtk_widget_grab_focus (draw);
  click (draw);
  after = observed_hand (&t);
  g_assert_cmpuint (after->len, ==, before->len + 1);
  g_assert_true (hand_focused_cb (&t));

  /* The focus in the header bar: Ctrl+H still hints. */
  header = header_button (&t);
  g_assert_nonnull (header);
  g_assert_true (gtk_widget_grab_focus (header));
  g_assert_false (hand_focused_cb (&t));
  g_assert_true (ui_press_key (t.window, GDK_KEY_h, GDK_CONTROL_MASK));
  g_assert_true (ui_wait (hint_shown_cb, &t, 20000));

  /* Tab from the header bar reaches the hand, and the card at the
   * cursor shows the focus. */
  g_assert_true (gtk_widget_grab_focus (header));
  /* What the window does with Tab: the focus shows, and moves on. */
  gtk_window_set_focus_visible (GTK_WINDOW (t.window), TRUE);
  for (guint i = 0; i < 40 && !hand_focused_cb (&t); i++)
    gtk_widget_child_focus (t.window, GTK_DIR_TAB_FORWARD);
  g_assert_true (hand_focused_cb (&t));
  ui_settle (20);
  for (guint i = 0; i < trp_hand_view_get_n_cards (TRP_HAND_VIEW (t.hand)); i++)
    {
      GtkWidget *card = trp_hand_view_get_card_widget (TRP_HAND_VIEW (t.hand), i);

      card_focused |= (trp_card_view_get_state (TRP_CARD_VIEW (card)) & TRP_CARD_STATE_FOCUSED) != 0;
    }
  g_test_message ("focus %s visible %d cursor %u", G_OBJECT_TYPE_NAME (gtk_root_get_focus (GTK_ROOT (t.window))),
                  gtk_window_get_focus_visible (GTK_WINDOW (t.window)), trp_hand_view_get_cursor (TRP_HAND_VIEW (t.hand)));
  g_assert_true (card_focused);
  table_close (&t);

  /* A new table, the focus in the header bar: Ctrl+D draws. */
  table_open (&t, "biriba", 4, 7);
  g_assert_true (ui_wait (person_to_play_cb, &t, TURN_TIMEOUT_MS));
  g_assert_true (ui_wait (hand_focused_cb, &t, 10000));
  header = header_button (&t);
  g_assert_true (gtk_widget_grab_focus (header));
  g_clear_pointer (&before, g_array_unref);
  before = observed_hand (&t);
  g_assert_true (ui_press_key (t.window, GDK_KEY_d, GDK_CONTROL_MASK));
  g_clear_pointer (&after, g_array_unref);
  after = observed_hand (&t);
  g_assert_cmpuint (after->len, ==, before->len + 1);
  g_assert_true (hand_focused_cb (&t));
  table_close (&t);
}

/* Enter on a card that is not selected never discards it in Biriba: it
 * selects it, and Enter again discards it (B-23). Before, the card
 * under the cursor went at once (#40). */
static void
test_enter_unselected (void)
{
  Table t = { 0, };
  g_autoptr(GArray) before = NULL;
  g_autoptr(GArray) after = NULL;
  g_autoptr(GArray) selected = NULL;
  TrpCard card;
  guint actions;

  table_open (&t, "biriba", 4, 7);
  g_assert_true (ui_wait (person_to_play_cb, &t, TURN_TIMEOUT_MS));
  g_assert_true (ui_wait (hand_focused_cb, &t, 10000));
  t.hand = focused_hand (&t);
  g_assert_true (ui_press_key (t.window, GDK_KEY_d, GDK_CONTROL_MASK));
  wait_hand_shows (&t, 12);

  before = observed_hand (&t);
  actions = last_action_index (&t);
  g_assert_true (ui_press_key (t.window, GDK_KEY_Home, 0));
  card = trp_hand_view_get_card (TRP_HAND_VIEW (t.hand), 0);
  g_assert_true (ui_press_key (t.window, GDK_KEY_Return, 0));
  ui_settle (50);
  after = observed_hand (&t);
  g_assert_cmpuint (after->len, ==, before->len);
  g_assert_cmpuint (last_action_index (&t), ==, actions);
  g_assert_true (person_to_play (&t));
  selected = trp_hand_view_get_selected_cards (TRP_HAND_VIEW (t.hand));
  g_assert_cmpuint (selected->len, ==, 1);
  g_assert_cmpint (g_array_index (selected, TrpCard, 0), ==, card);

  /* Chosen, Enter discards it. */
  g_assert_true (ui_press_key (t.window, GDK_KEY_Return, 0));
  ui_settle (50);
  g_clear_pointer (&after, g_array_unref);
  after = observed_hand (&t);
  g_assert_cmpuint (after->len, ==, before->len - 1);
  g_assert_false (holds (after, card) && !holds (before, card));
  table_close (&t);
}

/* In a trick game Enter on the focused card plays it at once (M-20). */
static void
test_enter_plays_trick_card (void)
{
  Table t = { 0, };
  g_autoptr(GArray) after = NULL;
  TrpHandView *hand;
  guint index = G_MAXUINT;
  TrpCard card;

  table_open (&t, "briscola_151", 2, 5);
  g_assert_true (ui_wait (person_to_play_cb, &t, TURN_TIMEOUT_MS));
  g_assert_true (ui_wait (hand_focused_cb, &t, 10000));
  t.hand = focused_hand (&t);
  hand = TRP_HAND_VIEW (t.hand);
  for (guint i = 0; i < trp_hand_view_get_n_cards (hand) && index == G_MAXUINT; i++)
    if (trp_hand_view_is_enabled (hand, i))
      index = i;
  g_assert_cmpuint (index, !=, G_MAXUINT);
  g_assert_true (ui_press_key (t.window, GDK_KEY_Home, 0));
  for (guint i = 0; i < index; i++)
    g_assert_true (ui_press_key (t.window, gtk_widget_get_direction (t.hand) == GTK_TEXT_DIR_RTL
                                           ? GDK_KEY_Left : GDK_KEY_Right, 0));
  card = trp_hand_view_get_card (hand, index);
  g_assert_true (ui_press_key (t.window, GDK_KEY_Return, 0));
  ui_settle (50);
  after = observed_hand (&t);
  g_assert_false (holds (after, card));
  g_assert_cmpuint (trp_match_get_round_n_actions (t.match, 0), >, 0);
  table_close (&t);
}

/* 4-player Biriba: the person draws, lays 8♠ 9♠ 10♠, and holds J♠.
 * Ctrl+H hints adding J♠ to that meld; Ctrl+Enter makes exactly that
 * move. Before, Ctrl+Enter took J♠ alone as a discard and the turn
 * passed (#40). */
static void
test_hint_then_ctrl_enter (void)
{
  static const char *hand[] = { "8S", "9S", "10S", "JS", "3H", "5D", "7C", "9H", "QD", "KC", "4C", NULL };
  static const char *stock_top[] = { "6H", NULL };
  static const guint packet_sizes[] = { 11, 11 };
  g_autoptr(JsonObject) deal = biriba_deal (4, hand, stock_top, packet_sizes, G_N_ELEMENTS (packet_sizes));
  g_autoptr(GArray) after = NULL;
  g_autoptr(JsonNode) node = NULL;
  Table t = { 0, };
  JsonArray *melds;
  TrpCard jack;

  g_assert_true (trp_card_from_code ("JS", &jack, NULL));
  table_open_deal (&t, "biriba", 4, deal);
  g_assert_true (ui_press_key (t.window, GDK_KEY_d, GDK_CONTROL_MASK));
  wait_hand_shows (&t, 12);
  select_cards (&t, "8S 9S 10S");
  g_assert_true (ui_press_key (t.window, GDK_KEY_Return, GDK_CONTROL_MASK));
  wait_hand_shows (&t, 9);
  g_assert_true (person_to_play (&t));

  g_assert_true (ui_press_key (t.window, GDK_KEY_h, GDK_CONTROL_MASK));
  g_assert_true (ui_wait (hint_shown_cb, &t, 20000));
  g_assert_true (table_shows_prefix (&t, "Hint: Add"));
  /* The meld J♠ joins is outlined. */
  {
    GtkWidget *board = ui_find_first (t.table, TRP_TYPE_BOARD);
    GtkWidget *meld = trp_board_get_place (TRP_BOARD (board), TRP_BOARD_PLACE_MELD, 0);

    g_assert_true (gtk_widget_has_css_class (meld, "hinted"));
  }
  g_assert_true (ui_press_key (t.window, GDK_KEY_Return, GDK_CONTROL_MASK));
  ui_settle (50);

  /* J♠ joined the run; the turn goes on, to discard. */
  after = observed_hand (&t);
  g_assert_false (holds (after, jack));
  g_assert_true (person_to_play (&t));
  node = trp_game_observation (trp_match_get_game (t.match), 0);
  melds = json_object_get_array_member (json_node_get_object (node), "melds");
  g_assert_cmpuint (json_array_get_length (melds), ==, 1);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_array_get_object_element (melds, 0), "cards")), ==, 4);
  table_close (&t);
}

/* 3-player Biriba's solo phase (B-56): the hint to go down with a run
 * and a set stages them as two melds, and Ctrl+Enter lays both. Before,
 * the hint selected all eleven cards as one, and Ctrl+Enter was refused
 * as one meld (B-14, #40). */
static void
test_hint_two_melds (void)
{
  g_autoptr(JsonObject) deal = solo_go_down_deal ();
  g_autoptr(GArray) after = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GArray) selected = NULL;
  Table t = { 0, };

  table_open_deal (&t, "biriba", 3, deal);
  g_assert_true (ui_press_key (t.window, GDK_KEY_d, GDK_CONTROL_MASK));
  wait_hand_shows (&t, 12);
  g_assert_true (ui_press_key (t.window, GDK_KEY_h, GDK_CONTROL_MASK));
  g_assert_true (ui_wait (hint_shown_cb, &t, 20000));

  /* Staged, the eleven cards left the hand as two melds. */
  wait_hand_shows (&t, 1);
  selected = trp_hand_view_get_selected_cards (TRP_HAND_VIEW (t.hand));
  g_assert_cmpuint (selected->len, ==, 0);
  g_assert_true (table_shows_prefix (&t, "Staged: 2 melds"));
  g_free (ui_screenshot (t.window, "traps-biriba-hint-two-melds"));

  g_assert_true (ui_press_key (t.window, GDK_KEY_Return, GDK_CONTROL_MASK));
  ui_settle (50);
  after = observed_hand (&t);
  g_assert_cmpuint (after->len, ==, 1);
  node = trp_game_observation (trp_match_get_game (t.match), 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_node_get_object (node), "melds")), ==, 2);
  table_close (&t);
}

/* Staging checks each meld as it is staged: three cards that are no
 * meld are refused at once with the rule and stay in the hand. With a
 * good run staged, Go Down is insensitive and Ctrl+G says why, with the
 * rule (B-56). Before, anything was staged (“1 meld, 20 points”) and
 * Ctrl+G did nothing (#40). */
static void
test_staging_refused (void)
{
  g_autoptr(JsonObject) deal = solo_go_down_deal ();
  GtkWidget *go_down;
  Table t = { 0, };

  table_open_deal (&t, "biriba", 3, deal);
  /* Nothing is staged before the draw (B-21). */
  {
    GtkWidget *stage = ui_find_button_label (t.table, _("New Meld from _Selection"));

    g_assert_true (stage == NULL || !gtk_widget_get_visible (stage) || !gtk_widget_is_sensitive (stage));
  }
  g_assert_true (ui_press_key (t.window, GDK_KEY_d, GDK_CONTROL_MASK));
  wait_hand_shows (&t, 12);

  select_cards (&t, "10S 5H KD");
  g_assert_true (ui_press_key (t.window, GDK_KEY_m, GDK_CONTROL_MASK));
  g_assert_true (ui_wait (toast_says_cb, (gpointer []) { &t, (gpointer) "[B-1" }, 10000));
  ui_settle (20);
  g_assert_cmpuint (trp_hand_view_get_n_cards (TRP_HAND_VIEW (t.hand)), ==, 12);
  g_assert_false (table_shows_prefix (&t, "Staged: 1 meld"));

  select_cards (&t, "3S 4S 5S 6S 7S 8S 9S 10S");
  g_assert_true (ui_press_key (t.window, GDK_KEY_m, GDK_CONTROL_MASK));
  wait_hand_shows (&t, 4);
  go_down = ui_find_button_label (t.table, _("_Go Down"));
  g_assert_nonnull (go_down);
  g_assert_false (gtk_widget_is_sensitive (go_down));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (go_down), "[B-56]"));
  g_assert_true (ui_press_key (t.window, GDK_KEY_g, GDK_CONTROL_MASK));
  g_assert_true (ui_wait (toast_says_cb, (gpointer []) { &t, (gpointer) "[B-56]" }, 10000));
  g_assert_true (person_to_play (&t));
  table_close (&t);
}

/* --- Da Bai Fen: burying exactly the kitty's number (D-27) ------------ */

/* The first hand dealt in deck order, the person holding the 2♥, which
 * the person exposes: the person leads and buries (D-23, D-27). The draw
 * and the redeal poll are played on the engine before the table opens. */
static TrpMatch *
dabaifen_at_burial (void)
{
  static const char *suits = "SHDC";
  static const char *ranks[] = { "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A" };
  TrpMatch *match = ui_match_new_unstarted ("dabaifen", 4);
  g_autoptr(GPtrArray) codes = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(JsonObject) deal = json_object_new ();
  JsonArray *hands = json_array_new ();
  JsonArray *kitty = json_array_new ();
  g_autoptr(GError) error = NULL;
  TrpCard two_hearts;

  g_assert_true (trp_card_from_code ("2H", &two_hearts, NULL));
  g_ptr_array_add (codes, g_strdup ("2H"));
  for (guint s = 0; s < 4; s++)
    for (guint r = 0; r < G_N_ELEMENTS (ranks); r++)
      if (!(suits[s] == 'H' && r == 0))
        g_ptr_array_add (codes, g_strdup_printf ("%s%c", ranks[r], suits[s]));
  g_ptr_array_add (codes, g_strdup ("RJ"));
  g_ptr_array_add (codes, g_strdup ("BJ"));
  g_assert_cmpuint (codes->len, ==, 54);

  for (guint seat = 0; seat < 4; seat++)
    {
      JsonArray *hand = json_array_new ();

      for (guint i = 0; i < 12; i++)
        json_array_add_string_element (hand, g_ptr_array_index (codes, seat * 12 + i));
      json_array_add_array_element (hands, hand);
    }
  for (guint i = 48; i < 54; i++)
    json_array_add_string_element (kitty, g_ptr_array_index (codes, i));
  json_object_set_array_member (deal, "hands", hands);
  json_object_set_array_member (deal, "kitty", kitty);
  g_assert_true (trp_match_start_round_explicit (match, deal, &error));
  g_assert_no_error (error);

  /* Everybody passes, but the person shows the 2♥ when first asked. */
  while (g_strcmp0 (trp_game_get_phase (trp_match_get_game (match)), "bury") != 0)
    {
      TrpGame *game = trp_match_get_game (match);
      g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);
      TrpAction *chosen = NULL;

      for (guint i = 0; i < legal->len; i++)
        {
          TrpAction *action = g_ptr_array_index (legal, i);

          if (g_str_equal (action->type, "expose") && action->n_cards == 1 &&
              action->cards[0] == two_hearts)
            chosen = action;
          else if (chosen == NULL && g_str_equal (action->type, "pass"))
            chosen = action;
        }
      g_assert_nonnull (chosen);
      g_assert_true (trp_match_perform (match, chosen, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpint (trp_game_get_current_seat (trp_match_get_game (match)), ==, 0);

  return match;
}

/* The leader selects 3 cards: the confirm reads “Bury 3 of 6” and stays
 * disabled, Ctrl+Enter and a double click bury nothing; with six
 * selected it buries them, all at once (issue 20: before, three were
 * buried at the first click, and a double click buried one). */
static void
test_dabaifen_bury_six (void)
{
  Table t = { 0, };
  g_autoptr(GArray) before = NULL;
  g_autoptr(GArray) after = NULL;
  g_autoptr(GArray) chosen = NULL;
  GtkWidget *confirm;
  guint marked = 0;

  ui_init ();
  t.app = ui_application_new ();
  g_settings_set_string (trp_application_get_settings (t.app), "animation-speed", "off");
  t.window = GTK_WIDGET (trp_window_new (t.app));
  gtk_window_present (GTK_WINDOW (t.window));
  ui_wait_mapped (t.window);
  t.match = dabaifen_at_burial ();
  trp_window_show_match (TRP_WINDOW (t.window), t.match);
  t.table = ui_find_first (t.window, TRP_TYPE_TABLE_VIEW);
  g_assert_true (ui_wait (person_to_play_cb, &t, TURN_TIMEOUT_MS));
  g_assert_true (ui_wait (hand_focused_cb, &t, 10000));
  t.hand = focused_hand (&t);
  before = observed_hand (&t);
  g_assert_cmpuint (before->len, ==, 18);

  /* The trumps (jokers, the 2s, the hearts) lie together, weakest
   * first, in trump order (D-8 to D-11). */
  {
    TrpDabaifenGame *game = TRP_DABAIFEN_GAME (trp_match_get_game (t.match));
    TrpHandView *hand = TRP_HAND_VIEW (t.hand);
    int first = -1, last = -1, previous = -1;

    for (guint i = 0; i < trp_hand_view_get_n_cards (hand); i++)
      if (trp_dabaifen_game_is_trump (game, trp_hand_view_get_card (hand, i)))
        {
          int strength = trp_dabaifen_game_get_strength (game, trp_hand_view_get_card (hand, i));

          if (first < 0)
            first = (int) i;
          last = (int) i;
          g_assert_cmpint (strength, >=, previous);
          previous = strength;
        }
    g_assert_cmpint (first, >=, 0);
    for (int i = first; i <= last; i++)
      g_assert_true (trp_dabaifen_game_is_trump (game, trp_hand_view_get_card (hand, (guint) i)));
  }

  /* The kitty's six cards are marked in the hand. */
  for (guint i = 0; i < trp_hand_view_get_n_cards (TRP_HAND_VIEW (t.hand)); i++)
    marked += trp_hand_view_is_marked (TRP_HAND_VIEW (t.hand), i);
  g_assert_cmpuint (marked, ==, 6);

  /* Three selected: the count shows, nothing can be buried yet. */
  for (guint i = 0; i < 3; i++)
    {
      trp_hand_view_set_cursor (TRP_HAND_VIEW (t.hand), i);
      g_assert_true (ui_press_key (t.window, GDK_KEY_space, 0));
    }
  g_free (ui_screenshot (t.window, "traps-dabaifen-bury"));
  confirm = ui_find_button_label (t.table, _("_Bury 3 of 6"));
  g_assert_nonnull (confirm);
  g_assert_false (gtk_widget_is_sensitive (confirm));
  g_assert_true (ui_press_key (t.window, GDK_KEY_Return, GDK_CONTROL_MASK));
  g_assert_true (ui_press_key (t.window, GDK_KEY_Return, 0));
  g_signal_emit_by_name (t.hand, "card-activated", 0u);
  ui_settle (20);
  g_clear_pointer (&after, g_array_unref);
  after = observed_hand (&t);
  g_assert_cmpuint (after->len, ==, 18);

  /* Six: the confirm says so, and buries them. */
  for (guint i = 3; i < 6; i++)
    {
      trp_hand_view_set_cursor (TRP_HAND_VIEW (t.hand), i);
      g_assert_true (ui_press_key (t.window, GDK_KEY_space, 0));
    }
  chosen = trp_hand_view_get_selected_cards (TRP_HAND_VIEW (t.hand));
  g_assert_cmpuint (chosen->len, ==, 6);
  confirm = ui_find_button_label (t.table, _("_Bury 6 of 6"));
  click (confirm);
  g_clear_pointer (&after, g_array_unref);
  after = observed_hand (&t);
  g_assert_cmpuint (after->len, ==, 12);
  for (guint i = 0; i < chosen->len; i++)
    g_assert_false (holds (after, g_array_index (chosen, TrpCard, i)));

  /* The leader leads. Two cards of one plain suit that another player
   * may beat: the table asks first and says what a failed throw costs
   * (D-31); “Choose Again” leaves the turn as it was (issue 20: the hand
   * ended without a word). */
  g_assert_true (ui_wait (person_to_play_cb, &t, TURN_TIMEOUT_MS));
  {
    TrpGame *game = trp_match_get_game (t.match);
    TrpHandView *hand = TRP_HAND_VIEW (t.hand);
    guint before = trp_match_get_round_n_actions (t.match, 0);
    g_autoptr(TrpAction) throw = NULL;
    g_autofree char *risk = NULL;
    GtkWidget *dialog;
    guint i;

    for (i = 0; i + 1 < trp_hand_view_get_n_cards (hand); i++)
      {
        TrpCard a = trp_hand_view_get_card (hand, i), b = trp_hand_view_get_card (hand, i + 1);

        if (!trp_dabaifen_game_is_trump (TRP_DABAIFEN_GAME (game), a) &&
            !trp_dabaifen_game_is_trump (TRP_DABAIFEN_GAME (game), b) &&
            trp_card_get_suit (a) == trp_card_get_suit (b))
          break;
      }
    g_assert_cmpuint (i + 1, <, trp_hand_view_get_n_cards (hand));
    throw = trp_action_new_with_cards ("play", 0, (TrpCard[]) { trp_hand_view_get_card (hand, i),
                                                                trp_hand_view_get_card (hand, i + 1) }, 2);
    risk = trp_game_describe_risk (game, throw);
    g_assert_nonnull (risk);
    g_assert_nonnull (strstr (risk, "D-31"));

    trp_hand_view_clear_selection (hand);
    trp_hand_view_set_selected (hand, i, TRUE);
    trp_hand_view_set_selected (hand, i + 1, TRUE);
    /* Ctrl+Enter is the table's and goes where the focus is: the bury
     * gave the hand new cards and the focus stayed in it, with no help
     * from the test (#22: on GTK 4.24 under load a focused card was
     * once removed unnoticed and the focus went to the header). */
    g_assert_true (hand_focused_cb (&t));
    g_assert_true (ui_press_key (t.window, GDK_KEY_Return, GDK_CONTROL_MASK));
    g_assert_true (ui_wait (ui_has_alert, (gpointer) "Lead These Cards Together?", 5000));
    dialog = ui_find_alert ("Lead These Cards Together?");
    g_free (ui_screenshot (dialog, "traps-dabaifen-throw"));
    g_assert_cmpuint (trp_match_get_round_n_actions (t.match, 0), ==, before);
    ui_alert_respond (dialog, "cancel");
    ui_settle (20);
    g_assert_cmpuint (trp_match_get_round_n_actions (t.match, 0), ==, before);
    g_assert_true (person_to_play (&t));
  }

  table_close (&t);
}

/* --- The Marianna family: passes and claims (M-17, M-65) -------------- */

static gboolean
turn_or_over_cb (gpointer data)
{
  Table *t = data;

  return person_to_play (t) || !trp_match_get_round_in_progress (t->match);
}

/* Plays the person's turn the way a person would: a card with the cursor
 * and Enter, else the first choice button, else Ctrl+. to pass. */
static void
play_a_turn (Table *t)
{
  g_autoptr(GPtrArray) legal = trp_game_legal_actions (trp_match_get_game (t->match));
  TrpHandView *hand = TRP_HAND_VIEW (t->hand);

  /* Keys go where a person's would: to the hand. */
  gtk_widget_grab_focus (t->hand);
  for (guint i = 0; i < legal->len; i++)
    {
      TrpAction *action = g_ptr_array_index (legal, i);

      if (!g_str_equal (action->type, "play") || action->n_cards != 1)
        continue;
      for (guint k = 0; k < trp_hand_view_get_n_cards (hand); k++)
        if (trp_hand_view_get_card (hand, k) == action->cards[0])
          {
            trp_hand_view_clear_selection (hand);
            trp_hand_view_set_cursor (hand, k);
            g_assert_true (ui_press_key (t->window, GDK_KEY_Return, 0));
            return;
          }
    }

  g_assert_true (ui_press_key (t->window, GDK_KEY_period, GDK_CONTROL_MASK));
}

static gboolean
only_pass (Table *t)
{
  g_autoptr(GPtrArray) legal = trp_game_legal_actions (trp_match_get_game (t->match));

  return legal->len == 1 && g_str_equal (((TrpAction *) g_ptr_array_index (legal, 0))->type, "pass");
}

/* Cinquecento with nothing to declare: the person is never stopped to
 * “Pass” (issue 20: about 20 times a hand); the first tricks are played
 * with the cursor and Enter. */
static void
test_cinquecento_passes_by_itself (void)
{
  Table t = { 0, };

  table_open (&t, "cinquecento", 0, 11);
  g_assert_true (g_settings_get_boolean (trp_application_get_settings (t.app), "auto-pass"));
  g_assert_true (ui_wait (hand_focused_cb, &t, 5000));
  t.hand = focused_hand (&t);

  for (guint turn = 0; turn < 12; turn++)
    {
      g_assert_true (ui_wait (turn_or_over_cb, &t, TURN_TIMEOUT_MS));
      if (!trp_match_get_round_in_progress (t.match))
        break;
      g_assert_false (only_pass (&t));
      play_a_turn (&t);
    }

  table_close (&t);
}

/* Whether the person, to play in @game, may declare a marriage: a move
 * of two cards in a game that plays one card at a time. */
static gboolean
person_may_declare (TrpGame *game)
{
  g_autoptr(GPtrArray) legal = NULL;

  if (trp_game_get_current_seat (game) != 0)
    return FALSE;
  legal = trp_game_legal_actions (game);
  for (guint i = 0; i < legal->len; i++)
    if (g_str_equal (((TrpAction *) g_ptr_array_index (legal, i))->type, "declare") &&
        ((TrpAction *) g_ptr_array_index (legal, i))->n_cards == 2)
      return TRUE;
  return FALSE;
}

static gboolean
hint_says_declare_cb (gpointer data)
{
  return table_shows_prefix (data, "Hint: Declare the ");
}

/* Enter right after a hint to declare a marriage declares it. The hand
 * holds one card at a time in the Marianna family, so of the hint's two
 * cards one showed selected, the selection was not the hint's, and
 * Enter did nothing: a round played with Ctrl+H and Enter stopped there
 * for good (issue 20, found playing Cinquecento in Persian). */
static void
test_hint_declares (void)
{
  Table t = { 0, };
  g_autofree char *summary = NULL;
  guint round, before;

  /* A deal played by the computers' rules to where the hint has the
   * person declare. */
  for (guint64 seed = 1; seed < 60 && t.match == NULL; seed++)
    {
      g_autoptr(TrpMatch) match = ui_match_new ("cinquecento", 0, seed);

      for (guint m = 0; m < 200 && trp_match_get_round_in_progress (match); m++)
        {
          g_autoptr(TrpAction) action = NULL;
          g_autoptr(GError) error = NULL;

          /* Where the hint declares. */
          if (person_may_declare (trp_match_get_game (match)))
            {
              g_autoptr(TrpAction) hint = trp_ai_hint (trp_match_get_game (match), 0, NULL, NULL);

              if (hint != NULL && g_str_equal (hint->type, "declare") && hint->n_cards == 2)
                {
                  t.match = g_steal_pointer (&match);
                  break;
                }
            }
          action = trp_ai_choose (trp_match_get_game (match), TRP_AI_LEVEL_NORMAL, seed + m, 0, NULL);
          g_assert_true (trp_match_perform (match, action, &error));
        }
    }
  g_assert_nonnull (t.match);

  ui_init ();
  t.app = ui_application_new ();
  g_settings_set_string (trp_application_get_settings (t.app), "animation-speed", "off");
  t.window = GTK_WIDGET (trp_window_new (t.app));
  gtk_window_present (GTK_WINDOW (t.window));
  ui_wait_mapped (t.window);
  trp_window_show_match (TRP_WINDOW (t.window), t.match);
  t.table = ui_find_first (t.window, TRP_TYPE_TABLE_VIEW);
  g_assert_true (ui_wait (person_to_play_cb, &t, TURN_TIMEOUT_MS));
  g_assert_true (ui_wait (hand_focused_cb, &t, 10000));

  round = trp_match_get_n_rounds (t.match) - 1;
  before = trp_match_get_round_n_actions (t.match, round);
  g_assert_true (ui_press_key (t.window, GDK_KEY_h, GDK_CONTROL_MASK));
  g_assert_true (ui_wait (hint_says_declare_cb, &t, 20000));
  g_assert_true (ui_press_key (t.window, GDK_KEY_Return, 0));
  g_assert_cmpuint (trp_match_get_round_n_actions (t.match, round), >, before);

  /* The move made is the declaration. */
  {
    g_autoptr(GPtrArray) turns = trp_match_describe_round (t.match, round, NULL);

    for (guint i = turns->len; i > 0 && summary == NULL; i--)
      if (((TrpTurn *) g_ptr_array_index (turns, i - 1))->seat == 0)
        summary = g_strdup (((TrpTurn *) g_ptr_array_index (turns, i - 1))->summary);
  }
  g_test_message ("the person's move: %s", summary);
  g_assert_nonnull (summary);
  g_assert_nonnull (strstr (summary, "declare"));

  table_close (&t);
}

static gboolean
claim_offered_cb (gpointer data)
{
  Table *t = data;

  if (!trp_match_get_round_in_progress (t->match))
    return TRUE;
  if (!person_to_play (t))
    return FALSE;
  return g_strcmp0 (trp_game_get_phase (trp_match_get_game (t->match)), "claim") == 0;
}

static GtkWidget *
find_button_prefix (GtkWidget  *widget,
                    const char *prefix)
{
  g_autoptr(GPtrArray) buttons = ui_find_all (widget, GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    {
      const char *label = gtk_button_get_label (g_ptr_array_index (buttons, i));

      if (label != NULL && g_str_has_prefix (label, prefix))
        return g_ptr_array_index (buttons, i);
    }

  return NULL;
}

/* Mariaccio with passing by itself off: the claim is a button of its own
 * with the total and the target, and it asks before it claims; Play On
 * in the question claims nothing (issue 20: one click at 0 points lost
 * the match). */
static void
test_mariaccio_claim_asks (void)
{
  Table t = { 0, };
  GtkWidget *claim, *dialog;

  table_open (&t, "mariaccio", 0, 5);
  g_settings_set_boolean (trp_application_get_settings (t.app), "auto-pass", FALSE);
  g_assert_true (ui_wait (hand_focused_cb, &t, 5000));
  t.hand = focused_hand (&t);

  while (!claim_offered_cb (&t))
    {
      g_assert_true (ui_wait (turn_or_over_cb, &t, TURN_TIMEOUT_MS));
      if (claim_offered_cb (&t))
        break;
      play_a_turn (&t);
    }
  g_assert_true (trp_match_get_round_in_progress (t.match));

  claim = find_button_prefix (t.table, "_Claim Victory: ");
  g_assert_nonnull (claim);
  {
    g_autoptr(JsonNode) node = trp_game_observation (trp_match_get_game (t.match), 0);
    g_autofree char *target = g_strdup_printf (" of %d", (int) json_object_get_int_member (
                                                 json_node_get_object (node), "target"));

    g_assert_true (g_str_has_suffix (gtk_button_get_label (GTK_BUTTON (claim)), target));
  }
  g_assert_nonnull (ui_find_button_label (t.table, "_Play On"));
  g_signal_emit_by_name (claim, "clicked");
  ui_settle (20);

  dialog = ui_find_alert (_("Claim Victory?"));
  g_assert_nonnull (dialog);
  g_free (ui_screenshot (t.window, "traps-mariaccio-claim-bar"));
  g_free (ui_screenshot (dialog, "traps-mariaccio-claim"));
  g_assert_true (trp_match_get_round_in_progress (t.match));
  ui_alert_respond (dialog, "cancel");
  ui_settle (20);
  g_assert_true (trp_match_get_round_in_progress (t.match));
  g_assert_false (trp_match_get_is_over (t.match));

  table_close (&t);
}

/* --- Seats round the table in the order of play (B-3) ----------------- */

static double
seat_angle (GtkWidget  *table,
            const char *name)
{
  g_autoptr(GPtrArray) labels = ui_find_all (table, GTK_TYPE_LABEL);
  GtkWidget *label = NULL;
  graphene_rect_t bounds;
  double cx = gtk_widget_get_width (table) / 2.0;
  double cy = gtk_widget_get_height (table) / 2.0;
  double x, y, degrees;

  /* The seat's own heading, not the score strip's chip of that name. */
  for (guint i = 0; i < labels->len && label == NULL; i++)
    if (g_strcmp0 (gtk_label_get_text (g_ptr_array_index (labels, i)), name) == 0 &&
        gtk_widget_has_css_class (g_ptr_array_index (labels, i), "heading"))
      label = g_ptr_array_index (labels, i);
  g_assert_nonnull (label);
  g_assert_true (gtk_widget_compute_bounds (label, table, &bounds));
  x = bounds.origin.x + bounds.size.width / 2 - cx;
  y = bounds.origin.y + bounds.size.height / 2 - cy;
  /* 0° at the bottom, where the person sits, 90° at the right. */
  degrees = atan2 (-y, x) * 180 / G_PI + 90;
  return fmod (degrees + 360, 360);
}

/* With five and six players the seats go round the table in the order
 * of play: counter-clockwise on the screen left to right, clockwise
 * mirrored right to left (issue 20: the top row ran backwards). */
static void
test_seat_order (void)
{
  static const char *names[] = { "You", "Anna", "Nikos", "Sara", "Giorgos", "Maryam" };

  for (guint rtl = 0; rtl < 2; rtl++)
    for (guint n = 5; n <= 6; n++)
      {
        Table t = { 0, };
        double previous;

        gtk_widget_set_default_direction (rtl ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR);
        table_open (&t, "biriba", n, 3);
        gtk_window_set_default_size (GTK_WINDOW (t.window), 1024, 720);
        ui_wait_mapped (t.table);
        ui_settle (100);

        previous = rtl ? 360 : 0;
        for (guint seat = 1; seat < n; seat++)
          {
            double angle = seat_angle (t.table, names[seat]);

            if (rtl)
              g_assert_cmpfloat (angle, <, previous);
            else
              g_assert_cmpfloat (angle, >, previous);
            previous = angle;
          }

        g_free (ui_screenshot (t.window, rtl ? (n == 5 ? "seats-5-rtl" : "seats-6-rtl")
                                             : (n == 5 ? "seats-5" : "seats-6")));
        table_close (&t);
      }

  gtk_widget_set_default_direction (GTK_TEXT_DIR_LTR);
}

/* --- Preferences show at once on an open table (issue 20) ------------- */

static int
rank_high (TrpCard card)
{
  guint rank = trp_card_get_rank (card);

  return rank == TRP_RANK_ACE ? 14 : (int) rank;
}

/* The table's properties follow the settings: a change in Preferences
 * (sort order, four colours, faces, speed) shows on the open table,
 * not only at the next match (before, the view read them once). */
static void
test_preferences_live (void)
{
  Table t = { 0, };
  GSettings *settings;
  gboolean four_colours = FALSE;
  g_autofree char *faces = NULL;
  guint n;

  table_open (&t, "biriba", 4, 3);
  settings = trp_application_get_settings (t.app);
  t.hand = focused_hand (&t);
  g_assert_nonnull (t.hand);
  n = trp_hand_view_get_n_cards (TRP_HAND_VIEW (t.hand));
  g_assert_cmpuint (n, >, 5);

  /* By rank: the natural cards rise, the jokers last. */
  g_settings_set_string (settings, "hand-sort-order", "rank-suit");
  ui_settle (20);
  for (guint i = 1; i < n; i++)
    {
      TrpCard before = trp_hand_view_get_card (TRP_HAND_VIEW (t.hand), i - 1);
      TrpCard card = trp_hand_view_get_card (TRP_HAND_VIEW (t.hand), i);

      if (trp_card_is_joker (card))
        continue;
      g_assert_false (trp_card_is_joker (before));
      g_assert_cmpint (rank_high (before), <=, rank_high (card));
    }

  /* By suit: each suit's cards together. */
  g_settings_set_string (settings, "hand-sort-order", "suit-rank");
  ui_settle (20);
  {
    guint changes = 0;

    for (guint i = 1; i < n; i++)
      changes += trp_card_get_suit (trp_hand_view_get_card (TRP_HAND_VIEW (t.hand), i)) !=
                 trp_card_get_suit (trp_hand_view_get_card (TRP_HAND_VIEW (t.hand), i - 1));
    g_assert_cmpuint (changes, <=, 4);
  }

  g_settings_set_boolean (settings, "four-colour-deck", TRUE);
  g_settings_set_string (settings, "card-faces", "italian");
  ui_settle (20);
  g_object_get (t.table, "four-colour-deck", &four_colours, "card-faces", &faces, NULL);
  g_assert_true (four_colours);
  g_assert_cmpstr (faces, ==, "italian");

  table_close (&t);
}

/* --- Every board at a laptop's size (issue 20) ------------------------ */

static void
dump_sizes (GtkWidget *widget,
            guint      depth)
{
  if (depth > 6 || !gtk_widget_get_visible (widget))
    return;
  g_test_message ("%*s%s %d×%d", depth * 2, "", G_OBJECT_TYPE_NAME (widget),
                  gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    dump_sizes (child, depth + 1);
}

/* Each board at 1024×720, part-way through a round (Biriba with melds on
 * the table), shows the middle of the table without scrolling; and it is
 * shot there and at a phone's 360 px, for looking at. */
static void
test_boards_fit (void)
{
  static const struct { const char *game; guint players; guint moves; } boards[] = {
    { "biriba", 4, 120 }, { "biriba", 3, 90 }, { "dabaifen", 4, 120 }, { "marianna", 4, 14 },
    { "cinquecento", 4, 14 }, { "briscola_151", 2, 9 }, { "mariaccio", 2, 9 },
  };

  const char *language = g_getenv ("LANGUAGE");

  /* Persian is shot as it is read, right to left. */
  if (language != NULL && g_str_has_prefix (language, "fa"))
    gtk_widget_set_default_direction (GTK_TEXT_DIR_RTL);

  for (guint b = 0; b < G_N_ELEMENTS (boards); b++)
    for (guint narrow = 0; narrow < 2; narrow++)
      {
        Table t = { 0, };
        g_autoptr(GError) error = NULL;
        GtkWidget *board_window;
        GtkAdjustment *adjustment;
        g_autofree char *name = NULL;
        guint64 seed = 5;

        ui_init ();
        t.app = ui_application_new ();
        g_settings_set_string (trp_application_get_settings (t.app), "animation-speed", "off");
        t.window = GTK_WIDGET (trp_window_new (t.app));
        gtk_window_set_default_size (GTK_WINDOW (t.window), narrow ? 360 : 1024, narrow ? 720 : 720);
        gtk_window_present (GTK_WINDOW (t.window));
        ui_wait_mapped (t.window);

        t.match = ui_match_new (boards[b].game, boards[b].players, 11);
        /* Part-way through, as the computers would play it, stopping at
         * the person's turn. */
        for (guint m = 0; m < boards[b].moves && trp_match_get_round_in_progress (t.match); m++)
          {
            g_autoptr(TrpAction) action = trp_ai_choose (trp_match_get_game (t.match), TRP_AI_LEVEL_NORMAL,
                                                         seed++, 0, NULL);

            g_assert_nonnull (action);
            g_assert_true (trp_match_perform (t.match, action, &error));
          }
        trp_window_show_match (TRP_WINDOW (t.window), t.match);
        t.table = ui_find_first (t.window, TRP_TYPE_TABLE_VIEW);
        ui_wait_mapped (t.table);
        ui_settle (300);

        name = g_strdup_printf ("board-%s-%u-%s", boards[b].game, boards[b].players, narrow ? "360" : "1024");
        g_free (ui_screenshot (t.window, name));

        board_window = ui_find_first (t.table, GTK_TYPE_SCROLLED_WINDOW);
        if (g_getenv ("TRP_DEBUG_LAYOUT") != NULL)
          dump_sizes (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (board_window)), 0);
        g_assert_nonnull (board_window);
        adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (board_window));
        g_test_message ("%s: board %.0f of %.0f px", name, gtk_adjustment_get_upper (adjustment),
                        gtk_adjustment_get_page_size (adjustment));
        if (!narrow)
          g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), <=, gtk_adjustment_get_page_size (adjustment) + 1);

        /* Every table fits a phone's 360 px. Biriba: the melds scroll in
         * their rows, the choice bar scrolls, the side seats stack their
         * counts, long fact titles wrap (issue 20; it needed 996 px).
         * The trick games: the facts go above the trick (they needed
         * about 490 px). */
        if (narrow)
          {
            int min_width = 0;

            gtk_widget_measure (t.table, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
            g_test_message ("%s: the table needs %d px", name, min_width);
            g_assert_cmpint (min_width, <=, 360);
          }

        table_close (&t);
      }

  gtk_widget_set_default_direction (GTK_TEXT_DIR_LTR);
}

/* --- The line under the hand at a phone's width (issue 20) ------------ */

/* The latest computer turn of @match's round, as the table words it. */
static char *
last_computer_turn (TrpMatch *match)
{
  g_autoptr(GPtrArray) turns = trp_match_describe_round (match, trp_match_get_n_rounds (match) - 1, NULL);

  for (guint i = turns != NULL ? turns->len : 0; i > 0; i--)
    {
      const TrpTurn *turn = g_ptr_array_index (turns, i - 1);

      if (trp_match_get_player (match, turn->seat)->kind == TRP_PLAYER_COMPUTER)
        return trp_localize_digits (turn->summary);
    }
  return NULL;
}

/* The computers play (the person's seat too, as a computer would) until
 * it is the person's turn after a computer turn of at least @min_chars
 * characters. */
static TrpMatch *
new_match_after_long_turn (const char *game_id,
                           guint       n_players,
                           guint       min_chars)
{
  TrpMatch *match = ui_match_new (game_id, n_players, 11);
  guint64 seed = 5;

  for (guint m = 0; m < 400; m++)
    {
      g_autoptr(TrpAction) action = NULL;
      g_autoptr(GError) error = NULL;
      TrpGame *game = trp_match_get_game (match);

      g_assert_true (trp_match_get_round_in_progress (match));
      if (m > 0 && trp_game_get_current_seat (game) == 0)
        {
          g_autofree char *turn = last_computer_turn (match);

          if (turn != NULL && g_utf8_strlen (turn, -1) >= min_chars)
            return match;
        }
      action = trp_ai_choose (game, TRP_AI_LEVEL_NORMAL, seed++, 0, NULL);
      g_assert_nonnull (action);
      g_assert_true (trp_match_perform (match, action, &error));
      g_assert_no_error (error);
    }
  g_error ("%s: no computer turn of %u characters", game_id, min_chars);
}

static gboolean
label_shows_cb (gpointer data)
{
  return g_strcmp0 (gtk_label_get_text (GTK_LABEL (((gpointer *) data)[0])), ((gpointer *) data)[1]) == 0;
}

static GtkWidget *
find_last_move_line (GtkWidget *table)
{
  g_autoptr(GPtrArray) labels = ui_find_all (table, GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    if (gtk_accessible_get_accessible_role (g_ptr_array_index (labels, i)) == GTK_ACCESSIBLE_ROLE_STATUS)
      return g_ptr_array_index (labels, i);
  return NULL;
}

static graphene_rect_t
bounds_in (GtkWidget *widget,
           GtkWidget *target)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, target, &bounds));
  return bounds;
}

/* The layout settled: @widget's top in the window the same over
 * STEADY_FRAMES frames in a row. A tick callback keeps the frame clock
 * running, and each tick reads the layout of the frame before, so this
 * waits for frames, not for time: under load a frame takes longer, and
 * a fixed wait could read a layout not yet made. */
#define STEADY_FRAMES 5

typedef struct
{
  GtkWidget *widget;
  GtkWidget *target;
  double     top;
  guint      same;
} Steady;

static gboolean
steady_tick_cb (GtkWidget     *widget,
                GdkFrameClock *frame_clock,
                gpointer       data)
{
  Steady *steady = data;
  graphene_rect_t bounds;
  double top = gtk_widget_compute_bounds (steady->widget, steady->target, &bounds) ? bounds.origin.y : -1;

  if (top >= 0 && top == steady->top)
    steady->same++;
  else
    steady->same = 0;
  steady->top = top;
  return G_SOURCE_CONTINUE;
}

static gboolean
steady_cb (gpointer data)
{
  return ((Steady *) data)->same >= STEADY_FRAMES;
}

static double
wait_steady_top (Table     *t,
                 GtkWidget *widget)
{
  Steady steady = { widget, t->window, -1, 0 };
  guint tick = gtk_widget_add_tick_callback (t->window, steady_tick_cb, &steady, NULL);

  g_assert_true (ui_wait (steady_cb, &steady, 20000));
  gtk_widget_remove_tick_callback (t->window, tick);
  return steady.top;
}

/* The table does not jump (#40): the choice bar keeps its place,
 * insensitive, on the computers' turns, and the hand with it; a refusal
 * leaves the line under the hand at the next move; a new round opens
 * with a clean line. Before, the bar went on computer turns and the
 * hand dropped by its height; the refusal stayed; round 2 showed round
 * 1's last turn. */
static void
test_steady_layout (void)
{
  Table t = { 0, };
  GtkWidget *bar, *line;
  TrpMatchDriver *driver;
  double hand_top;
  g_autoptr(GError) error = NULL;
  guint64 seed = 3;

  table_open (&t, "biriba", 4, 7);
  g_assert_true (ui_wait (person_to_play_cb, &t, TURN_TIMEOUT_MS));
  g_assert_true (ui_wait (hand_focused_cb, &t, 10000));
  t.hand = focused_hand (&t);
  bar = gtk_widget_get_parent (ui_find_action_button (t.table, "table.move::draw"));
  line = find_last_move_line (t.table);
  g_assert_true (ui_press_key (t.window, GDK_KEY_d, GDK_CONTROL_MASK));
  wait_hand_shows (&t, 12);
  hand_top = wait_steady_top (&t, t.hand);

  /* Two cards that make no meld: refused, with the rule. */
  g_assert_true (ui_press_key (t.window, GDK_KEY_Home, 0));
  g_assert_true (ui_press_key (t.window, GDK_KEY_space, 0));
  g_assert_true (ui_press_key (t.window, GDK_KEY_End, 0));
  g_assert_true (ui_press_key (t.window, GDK_KEY_space, 0));
  g_assert_true (ui_press_key (t.window, GDK_KEY_Return, GDK_CONTROL_MASK));
  g_assert_true (person_to_play (&t));
  g_assert_true (ui_wait (toast_says_cb, (gpointer []) { &t, (gpointer) "[B-" }, 10000));

  /* A card discarded: the computers' turn, which the driver holds for
   * as long as the layout takes to settle, however loaded the machine. */
  driver = trp_table_view_get_driver (TRP_TABLE_VIEW (t.table));
  trp_match_driver_hold (driver);
  trp_hand_view_clear_selection (TRP_HAND_VIEW (t.hand));
  g_assert_true (ui_press_key (t.window, GDK_KEY_Home, 0));
  g_assert_true (ui_press_key (t.window, GDK_KEY_space, 0));
  g_assert_true (ui_press_key (t.window, GDK_KEY_Return, 0));
  g_assert_false (person_to_play (&t));
  g_assert_null (strstr (gtk_label_get_text (GTK_LABEL (line)), "[B-"));
  g_assert_true (gtk_widget_get_visible (bar));
  g_assert_false (gtk_widget_is_sensitive (bar));
  g_assert_cmpfloat (fabs (wait_steady_top (&t, t.hand) - hand_top), <, 1);
  g_assert_false (person_to_play (&t));
  g_assert_false (gtk_widget_is_sensitive (bar));
  trp_match_driver_release (driver);
  table_close (&t);

  /* Round 2 opens with a clean line, not round 1's last turn. */
  ui_init ();
  t.app = ui_application_new ();
  g_settings_set_string (trp_application_get_settings (t.app), "animation-speed", "off");
  g_settings_set_int (trp_application_get_settings (t.app), "thinking-time", 5000);
  t.window = GTK_WIDGET (trp_window_new (t.app));
  gtk_window_present (GTK_WINDOW (t.window));
  ui_wait_mapped (t.window);
  t.match = ui_match_new ("marianna", 4, 11);
  for (guint m = 0; m < 400 && trp_match_get_round_in_progress (t.match); m++)
    {
      g_autoptr(TrpAction) action = trp_ai_choose (trp_match_get_game (t.match), TRP_AI_LEVEL_NORMAL, seed++, 0, NULL);

      g_assert_true (trp_match_perform (t.match, action, &error));
      g_assert_no_error (error);
    }
  g_assert_false (trp_match_get_round_in_progress (t.match));
  g_assert_true (trp_match_start_round (t.match, 12, &error));
  g_assert_no_error (error);
  trp_window_show_match (TRP_WINDOW (t.window), t.match);
  t.table = ui_find_first (t.window, TRP_TYPE_TABLE_VIEW);
  ui_wait_mapped (t.table);
  wait_steady_top (&t, find_last_move_line (t.table));
  if (trp_match_get_round_n_actions (t.match, 1) == 0)
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_last_move_line (t.table))), ==, "");
  table_close (&t);
}

/* --- Cards dragged to where they go (#40) -------------------------------- */

/* The place of the board that takes drops around @widget. */
static GtkWidget *
drop_place (GtkWidget *widget)
{
  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    if (gtk_widget_has_css_class (w, "drop-place"))
      return w;
  return NULL;
}

static GtkDropTarget *
drop_target_of (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        return GTK_DROP_TARGET (controller);
    }
  return NULL;
}

/* @codes dragged from the hand and dropped on @place, as the hand's drag
 * source gives them (“8S 9S 10S”), through the place's own drop
 * target: returns whether the drop was taken. */
static gboolean
drop_cards (GtkWidget  *place,
            const char *codes)
{
  GtkDropTarget *target;
  g_auto(GValue) value = G_VALUE_INIT;
  gboolean taken = FALSE;

  g_assert_nonnull (place);
  target = drop_target_of (place);
  g_assert_nonnull (target);
  g_value_init (&value, G_TYPE_STRING);
  g_value_set_string (&value, codes);
  g_signal_emit_by_name (target, "drop", &value, 1.0, 1.0, &taken);
  ui_settle (20);
  return taken;
}

static GtkWidget *
board_of (Table *t)
{
  return ui_find_first (t->table, TRP_TYPE_BOARD);
}

static guint
meld_size (Table *t,
           guint  index)
{
  g_autoptr(JsonNode) node = trp_game_observation (trp_match_get_game (t->match), 0);
  JsonArray *melds = json_object_get_array_member (json_node_get_object (node), "melds");

  if (melds == NULL || index >= json_array_get_length (melds))
    return 0;
  return json_array_get_length (json_object_get_array_member (json_array_get_object_element (melds, index), "cards"));
}

/* Biriba: cards dragged onto the person's side are staged as a new meld,
 * onto a meld are added to it, onto the pile are discarded. A card that
 * does not fit the meld springs back, and the toast says why with the
 * rule. Before, every drop went to one target on the whole table, which
 * guessed the move from the number of cards (#40). */
static void
test_drag_biriba (void)
{
  static const char *hand[] = { "8S", "9S", "10S", "JS", "3H", "5D", "7C", "9H", "QD", "KC", "4C", NULL };
  static const char *stock_top[] = { "6H", NULL };
  static const guint packet_sizes[] = { 11, 11 };
  g_autoptr(JsonObject) deal = biriba_deal (4, hand, stock_top, packet_sizes, G_N_ELEMENTS (packet_sizes));
  g_autoptr(GArray) after = NULL;
  Table t = { 0, };
  GtkWidget *board, *side;
  TrpCard card;

  table_open_deal (&t, "biriba", 4, deal);
  board = board_of (&t);

  /* Before the draw a discard is refused, and says why (B-21). */
  g_assert_false (drop_cards (drop_place (gtk_widget_get_parent (trp_board_get_place (TRP_BOARD (board), TRP_BOARD_PLACE_STOCK, -1))), "3H"));
  g_assert_true (ui_wait (toast_says_cb, (gpointer []) { &t, (gpointer) "[B-21]" }, 10000));

  g_assert_true (ui_press_key (t.window, GDK_KEY_d, GDK_CONTROL_MASK));
  wait_hand_shows (&t, 12);

  /* Onto the person's side: a new meld, staged, then laid with Ctrl+G. */
  side = NULL;
  {
    g_autoptr(GPtrArray) all = ui_find_all (board, GTK_TYPE_BOX);

    for (guint i = 0; i < all->len && side == NULL; i++)
      {
        GtkWidget *box = g_ptr_array_index (all, i);
        GtkDropTarget *target = gtk_widget_has_css_class (box, "drop-place") ? drop_target_of (box) : NULL;

        /* The side rows hold a row of melds. */
        if (target != NULL && ui_find_first (box, TRP_TYPE_FAN_ROW) != NULL)
          side = box;
      }
  }
  g_assert_nonnull (side);
  g_assert_true (drop_cards (side, "8S 9S 10S"));
  wait_hand_shows (&t, 9);
  g_assert_true (table_shows_prefix (&t, "Staged: 1 meld"));
  g_assert_true (ui_press_key (t.window, GDK_KEY_g, GDK_CONTROL_MASK));
  ui_settle (20);
  g_assert_cmpuint (meld_size (&t, 0), ==, 3);

  /* 5♦ does not fit the spade run: it springs back with the rule. */
  g_assert_false (drop_cards (drop_place (trp_board_get_place (TRP_BOARD (board), TRP_BOARD_PLACE_MELD, 0)), "5D"));
  g_assert_true (ui_wait (toast_says_cb, (gpointer []) { &t, (gpointer) "[B-" }, 10000));
  after = observed_hand (&t);
  g_assert_true (trp_card_from_code ("5D", &card, NULL));
  g_assert_true (holds (after, card));
  g_assert_cmpuint (meld_size (&t, 0), ==, 3);

  /* J♠ onto the run joins it. */
  g_assert_true (drop_cards (drop_place (trp_board_get_place (TRP_BOARD (board), TRP_BOARD_PLACE_MELD, 0)), "JS"));
  g_assert_cmpuint (meld_size (&t, 0), ==, 4);
  g_assert_true (person_to_play (&t));

  /* 3♥ onto the pile: discarded, and the turn passes. */
  g_assert_true (drop_cards (drop_place (gtk_widget_get_parent (trp_board_get_place (TRP_BOARD (board), TRP_BOARD_PLACE_STOCK, -1))), "3H"));
  g_clear_pointer (&after, g_array_unref);
  after = observed_hand (&t);
  g_assert_true (trp_card_from_code ("3H", &card, NULL));
  g_assert_false (holds (after, card));
  g_assert_cmpuint (after->len, ==, 7);
  table_close (&t);
}

/* The trick games: a card dragged onto the trick is played; Da Bai Fen's
 * leader drags six cards beside the trick, where the kitty shows, to
 * bury them (D-27), and fewer spring back with the rule. */
static void
test_drag_trick (void)
{
  Table t = { 0, };
  g_autoptr(GArray) before = NULL;
  g_autoptr(GArray) after = NULL;
  GtkWidget *board, *trick;
  TrpHandView *hand;
  GString *codes = g_string_new (NULL);
  TrpCard card = TRP_CARD_NONE;

  table_open (&t, "briscola_151", 2, 5);
  g_assert_true (ui_wait (person_to_play_cb, &t, TURN_TIMEOUT_MS));
  g_assert_true (ui_wait (hand_focused_cb, &t, 10000));
  t.hand = focused_hand (&t);
  hand = TRP_HAND_VIEW (t.hand);
  for (guint i = 0; i < trp_hand_view_get_n_cards (hand) && card == TRP_CARD_NONE; i++)
    if (trp_hand_view_is_enabled (hand, i))
      card = trp_hand_view_get_card (hand, i);
  board = board_of (&t);
  trick = NULL;
  {
    g_autoptr(GPtrArray) all = ui_find_all (board, GTK_TYPE_WIDGET);

    for (guint i = 0; i < all->len; i++)
      {
        GtkWidget *w = g_ptr_array_index (all, i);

        if (gtk_widget_has_css_class (w, "drop-place") &&
            gtk_widget_is_ancestor (trp_board_get_place (TRP_BOARD (board), TRP_BOARD_PLACE_TRICK, 0), w))
          trick = w;
      }
  }
  g_assert_nonnull (trick);
  g_assert_true (drop_cards (trick, trp_card_to_code (card)));
  after = observed_hand (&t);
  g_assert_false (holds (after, card));
  table_close (&t);

  /* Da Bai Fen's burial. */
  ui_init ();
  t.app = ui_application_new ();
  g_settings_set_string (trp_application_get_settings (t.app), "animation-speed", "off");
  t.window = GTK_WIDGET (trp_window_new (t.app));
  gtk_window_present (GTK_WINDOW (t.window));
  ui_wait_mapped (t.window);
  t.match = dabaifen_at_burial ();
  trp_window_show_match (TRP_WINDOW (t.window), t.match);
  t.table = ui_find_first (t.window, TRP_TYPE_TABLE_VIEW);
  g_assert_true (ui_wait (person_to_play_cb, &t, TURN_TIMEOUT_MS));
  board = board_of (&t);
  before = observed_hand (&t);
  g_assert_cmpuint (before->len, ==, 18);
  {
    g_autoptr(GPtrArray) all = ui_find_all (board, GTK_TYPE_WIDGET);
    GtkWidget *kitty = NULL;

    for (guint i = 0; i < all->len; i++)
      {
        GtkWidget *w = g_ptr_array_index (all, i);

        if (gtk_widget_has_css_class (w, "drop-place") &&
            !gtk_widget_is_ancestor (trp_board_get_place (TRP_BOARD (board), TRP_BOARD_PLACE_TRICK, 0), w))
          kitty = w;
      }
    g_assert_nonnull (kitty);

    for (guint i = 0; i < 3; i++)
      g_string_append_printf (codes, "%s%s", i > 0 ? " " : "", trp_card_to_code (g_array_index (before, TrpCard, 17 - i)));
    g_assert_false (drop_cards (kitty, codes->str));
    g_assert_true (ui_wait (toast_says_cb, (gpointer []) { &t, (gpointer) "[D-27]" }, 10000));
    for (guint i = 3; i < 6; i++)
      g_string_append_printf (codes, " %s", trp_card_to_code (g_array_index (before, TrpCard, 17 - i)));
    g_assert_true (drop_cards (kitty, codes->str));
  }
  g_clear_pointer (&after, g_array_unref);
  after = observed_hand (&t);
  g_assert_cmpuint (after->len, ==, 12);
  g_string_free (codes, TRUE);
  table_close (&t);
}

static void
test_status_bar (void)
{
  static const struct { const char *game; guint players; guint min_chars; } tables[] = {
    /* A Marianna turn is one card, with the declarations before it
     * (#41): “Nikos played the Seven of Diamonds”. */
    { "biriba", 4, 60 }, { "marianna", 4, 20 }, { "dabaifen", 4, 20 },
  };
  const char *language = g_getenv ("LANGUAGE");

  if (language != NULL && g_str_has_prefix (language, "fa"))
    gtk_widget_set_default_direction (GTK_TEXT_DIR_RTL);

  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    for (guint narrow = 0; narrow < 2; narrow++)
      {
        Table t = { 0, };
        g_autofree char *expected = NULL;
        g_autofree char *name = NULL;
        GtkWidget *line, *status = NULL, *bar, *undo;
        PangoLayout *layout;
        graphene_rect_t line_box, status_box, undo_box, bar_box;
        gpointer shows[2];

        ui_init ();
        t.app = ui_application_new ();
        g_settings_set_string (trp_application_get_settings (t.app), "animation-speed", "off");
        t.window = GTK_WIDGET (trp_window_new (t.app));
        gtk_window_set_default_size (GTK_WINDOW (t.window), narrow ? 360 : 1024, 720);
        gtk_window_present (GTK_WINDOW (t.window));
        ui_wait_mapped (t.window);

        t.match = new_match_after_long_turn (tables[i].game, tables[i].players, tables[i].min_chars);
        expected = last_computer_turn (t.match);
        trp_window_show_match (TRP_WINDOW (t.window), t.match);
        t.table = ui_find_first (t.window, TRP_TYPE_TABLE_VIEW);
        ui_wait_mapped (t.table);

        line = find_last_move_line (t.table);
        g_assert_nonnull (line);
        shows[0] = line;
        shows[1] = expected;
        g_assert_true (ui_wait (label_shows_cb, shows, 10000));
        ui_settle (200);
        /* The window's frame may take a few pixels of the size asked
         * for, never more: the table opened with cards for the window's
         * size (Persian Biriba grew it to 374 px). */
        g_assert_cmpint (gtk_widget_get_width (t.window), <=, narrow ? 360 : 1024);
        g_assert_cmpint (gtk_widget_get_width (t.window), >=, narrow ? 340 : 1000);

        /* The status bar holds the line under the hand (the last turn,
         * or a hint in its place) beside the status. */
        bar = gtk_widget_get_parent (gtk_widget_get_parent (line));
        for (GtkWidget *child = gtk_widget_get_first_child (bar); child != NULL;
             child = gtk_widget_get_next_sibling (child))
          if (GTK_IS_LABEL (child) && gtk_widget_has_css_class (child, "heading"))
            status = child;
        g_assert_nonnull (status);
        undo = ui_find_action_button (t.table, "table.undo");
        g_assert_nonnull (undo);

        name = g_strdup_printf ("status-bar-%s-%s", tables[i].game, narrow ? "360" : "1024");
        g_free (ui_screenshot (t.window, name));
        g_test_message ("%s: “%s” / “%s”", name, gtk_label_get_text (GTK_LABEL (status)), expected);

        /* At 1024×720 the board shows whole, without scrolling. */
        if (!narrow)
          {
            GtkAdjustment *adjustment =
              gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (ui_find_first (t.table, GTK_TYPE_SCROLLED_WINDOW)));

            g_test_message ("%s: board %.0f of %.0f px", name, gtk_adjustment_get_upper (adjustment),
                            gtk_adjustment_get_page_size (adjustment));
            g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), <=, gtk_adjustment_get_page_size (adjustment) + 1);
          }

        /* The last move whole, on two lines at most. */
        layout = gtk_label_get_layout (GTK_LABEL (line));
        g_test_message ("%s: last move %d lines, status %d lines", name, pango_layout_get_line_count (layout),
                        pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (status))));
        g_assert_false (pango_layout_is_ellipsized (layout));
        g_assert_cmpint (pango_layout_get_line_count (layout), <=, narrow ? 2 : 1);
        g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (status))), <=, narrow ? 2 : 1);

        /* Within the window, and clear of the buttons. */
        line_box = bounds_in (line, t.window);
        status_box = bounds_in (status, t.window);
        undo_box = bounds_in (undo, t.window);
        bar_box = bounds_in (bar, t.window);
        g_assert_cmpfloat (line_box.origin.x, >=, 0);
        g_assert_cmpfloat (line_box.origin.x + line_box.size.width, <=, gtk_widget_get_width (t.window));
        g_assert_false (graphene_rect_intersection (&line_box, &undo_box, NULL));
        g_assert_false (graphene_rect_intersection (&status_box, &undo_box, NULL));
        g_assert_false (graphene_rect_intersection (&status_box, &line_box, NULL));

        g_test_message ("line %g,%g %gx%g status %g,%g %gx%g bar %g,%g %gx%g undo %g,%g", line_box.origin.x, line_box.origin.y,
                        line_box.size.width, line_box.size.height, status_box.origin.x, status_box.origin.y,
                        status_box.size.width, status_box.size.height, bar_box.origin.x, bar_box.origin.y,
                        bar_box.size.width, bar_box.size.height, undo_box.origin.x, undo_box.origin.y);
        /* Every button outside the board is whole in the window: the
         * choice bar wraps rather than scrolling its last choice out of
         * sight (Persian Biriba's Pass, at 360 px). */
        {
          g_autoptr(GPtrArray) buttons = ui_find_all (t.table, GTK_TYPE_BUTTON);
          GtkWidget *board_window = ui_find_first (t.table, GTK_TYPE_SCROLLED_WINDOW);
          guint n_choices = 0;

          for (guint b = 0; b < buttons->len; b++)
            {
              GtkWidget *button = g_ptr_array_index (buttons, b);
              graphene_rect_t box;

              if (!gtk_widget_is_drawable (button) || gtk_widget_is_ancestor (button, board_window))
                continue;
              box = bounds_in (button, t.window);
              g_assert_cmpfloat (box.origin.x, >=, 0);
              g_assert_cmpfloat (box.origin.x + box.size.width, <=, gtk_widget_get_width (t.window));
              if (!gtk_widget_is_ancestor (button, bar))
                n_choices++;
            }
          /* The person's turn shows choices. */
          g_assert_cmpuint (n_choices, >, 0);
        }

        if (narrow)
          {
            /* The last move under the status, from edge to edge. */
            g_assert_cmpfloat (line_box.origin.y, >=, status_box.origin.y + status_box.size.height);
            g_assert_cmpfloat (line_box.size.width, >=, bar_box.size.width - 1);
          }
        else
          {
            GtkWidget *hint = NULL;
            graphene_rect_t hint_box;

            /* One row: the status and the last move side by side. */
            g_assert_cmpfloat (fabs ((line_box.origin.y + line_box.size.height / 2) -
                                     (status_box.origin.y + status_box.size.height / 2)), <=, 1);

            /* A hint takes the last move's place in the row, wrapped to
             * two lines rather than taking rows of the board's room. */
            g_assert_true (ui_press_key (t.window, GDK_KEY_h, GDK_CONTROL_MASK));
            for (GtkWidget *child = gtk_widget_get_first_child (gtk_widget_get_parent (line)); child != NULL;
                 child = gtk_widget_get_next_sibling (child))
              if (GTK_IS_LABEL (child) && gtk_widget_has_css_class (child, "accent"))
                hint = child;
            g_assert_nonnull (hint);
            g_assert_true (ui_wait ((UiCondition) gtk_widget_get_visible, hint, 20000));
            ui_settle (100);
            g_free (ui_screenshot (t.window, "status-bar-hint"));
            hint_box = bounds_in (hint, t.window);
            status_box = bounds_in (status, t.window);
            g_test_message ("%s: hint “%s”, %d lines", name, gtk_label_get_text (GTK_LABEL (hint)),
                            pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (hint))));
            g_assert_false (gtk_widget_get_visible (line));
            g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (hint))), <=, 2);
            g_assert_cmpfloat (hint_box.origin.y, ==, status_box.origin.y);
            g_assert_false (graphene_rect_intersection (&hint_box, &status_box, NULL));
            g_assert_false (graphene_rect_intersection (&hint_box, &undo_box, NULL));
          }

        /* The status starts the line, the buttons end it: right to
         * left, the status's right edge is the line's. */
        if (gtk_widget_get_direction (status) == GTK_TEXT_DIR_RTL)
          g_assert_cmpfloat (status_box.origin.x + status_box.size.width, >, undo_box.origin.x + undo_box.size.width);
        else
          g_assert_cmpfloat (status_box.origin.x, <, undo_box.origin.x);

        table_close (&t);
      }

  gtk_widget_set_default_direction (GTK_TEXT_DIR_LTR);
}

/* --- The start page (issue 20) ---------------------------------------- */

/* Seventeen saved matches are all listed (the page scrolls), each row
 * says it opens, and a game's row starts a new match of that game
 * (before: 12 listed, game rows did nothing). */
/* The saved matches are listed after the window's first frame (#23):
 * on a loaded machine, some frames after the window is mapped. */
static gboolean
saved_matches_listed_cb (gpointer data)
{
  g_autoptr(GPtrArray) rows = ui_find_all (data, ADW_TYPE_ACTION_ROW);
  guint listed = 0;

  for (guint i = 0; i < rows->len; i++)
    listed += g_object_get_data (G_OBJECT (g_ptr_array_index (rows, i)), "path") != NULL;
  return listed >= 17;
}

static void
test_start_page (void)
{
  g_autoptr(TrpApplication) app = NULL;
  g_autofree char *folder = trp_match_dup_default_folder ();
  g_autoptr(GPtrArray) rows = NULL;
  GtkWidget *window, *marianna = NULL;
  TrpNewMatchDialog *dialog;
  guint listed = 0;

  ui_init ();
  ui_reset_matches_folder ();
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  for (guint i = 0; i < 17; i++)
    {
      g_autoptr(TrpMatch) match = ui_match_new ("marianna", 4, 100 + i);
      g_autofree char *name = g_strdup_printf ("match-%02u.json", i);
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autoptr(GError) error = NULL;

      trp_match_set_save_path (match, path);
      g_assert_true (trp_match_save (match, &error));
      g_assert_no_error (error);
    }

  app = ui_application_new ();
  window = GTK_WIDGET (trp_window_new (app));
  gtk_window_present (GTK_WINDOW (window));
  ui_wait_mapped (window);
  ui_wait (saved_matches_listed_cb, window, 10000);

  rows = ui_find_all (window, ADW_TYPE_ACTION_ROW);
  for (guint i = 0; i < rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (rows, i);
      g_autoptr(GPtrArray) images = ui_find_all (row, GTK_TYPE_IMAGE);
      gboolean chevron = FALSE;

      for (guint k = 0; k < images->len; k++)
        chevron |= g_strcmp0 (gtk_image_get_icon_name (g_ptr_array_index (images, k)),
                              "go-next-symbolic") == 0;
      if (g_object_get_data (G_OBJECT (row), "path") != NULL)
        {
          listed++;
          g_assert_true (chevron);
        }
      if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), _("Marianna")) == 0)
        marianna = row;
    }
  g_assert_cmpuint (listed, ==, 17);
  g_free (ui_screenshot (window, "start-page"));

  /* The game's row opens the new-match dialog on that game. */
  g_assert_nonnull (marianna);
  g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (marianna)));
  g_signal_emit_by_name (marianna, "activated");
  ui_settle (20);
  dialog = TRP_NEW_MATCH_DIALOG (ui_find_dialog (TRP_TYPE_NEW_MATCH_DIALOG));
  g_assert_nonnull (dialog);
  {
    AdwComboRow *game_row = ADW_COMBO_ROW (ui_find_row (GTK_WIDGET (dialog), _("Game")));
    GObject *item;

    g_assert_nonnull (game_row);
    item = adw_combo_row_get_selected_item (game_row);
    g_assert_nonnull (item);
    g_assert_cmpstr (gtk_string_object_get_string (GTK_STRING_OBJECT (item)), ==, _("Marianna"));
  }

  ui_destroy_toplevels ();
}

static gboolean
draw_shown_or_turn_cb (gpointer data)
{
  Table *t = data;

  return shown_button (t->table, "Deal the _Rest at Once") != NULL ||
         g_strcmp0 (trp_game_get_phase (trp_match_get_game (t->match)), "draw") != 0 ||
         person_to_play (t);
}

/* A Da Bai Fen match resumed in the middle of the draw says how many
 * cards are truly left to draw (D-14: 48 less those drawn; before, the
 * kitty was counted: “48 left” after 6 drawn), and the draw shown a card
 * at a time can be dealt at once. */
static void
test_dabaifen_draw (void)
{
  Table t = { 0, };
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;
  guint n_drawn = 0;

  ui_init ();
  t.match = ui_match_new ("dabaifen", 4, 21);
  while (n_drawn < 6)
    {
      TrpGame *game = trp_match_get_game (t.match);
      g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);
      g_autoptr(JsonNode) node = NULL;

      for (guint i = 0; i < legal->len; i++)
        if (g_str_equal (((TrpAction *) g_ptr_array_index (legal, i))->type, "pass"))
          {
            g_assert_true (trp_match_perform (t.match, g_ptr_array_index (legal, i), &error));
            g_assert_no_error (error);
            break;
          }
      node = trp_game_observation (trp_match_get_game (t.match), 0);
      n_drawn = (guint) json_object_get_int_member (json_node_get_object (node), "n_drawn");
    }
  g_assert_cmpstr (trp_game_get_phase (trp_match_get_game (t.match)), ==, "draw");

  t.app = ui_application_new ();
  g_settings_set_string (trp_application_get_settings (t.app), "animation-speed", "normal");
  t.window = GTK_WIDGET (trp_window_new (t.app));
  gtk_window_present (GTK_WINDOW (t.window));
  ui_wait_mapped (t.window);
  trp_window_show_match (TRP_WINDOW (t.window), t.match);
  t.table = ui_find_first (t.window, TRP_TYPE_TABLE_VIEW);

  expected = g_strdup_printf ("%u cards left to draw", 48 - n_drawn);
  g_assert_nonnull (ui_find_label (t.table, expected));

  /* Once the draw is shown a card at a time, it can be cut short; the
   * person passes where asked, with Ctrl+period. */
  g_assert_true (ui_wait (hand_focused_cb, &t, 5000));
  for (guint step = 0; step < 48; step++)
    {
      g_assert_true (ui_wait (draw_shown_or_turn_cb, &t, TURN_TIMEOUT_MS));
      if (shown_button (t.table, "Deal the _Rest at Once") != NULL)
        break;
      g_assert_true (person_to_play (&t));
      g_assert_true (ui_press_key (t.window, GDK_KEY_period, GDK_CONTROL_MASK));
    }
  /* Its label wraps rather than widening the board: on one line, in
   * Greek, it made a 360 px window's table 420 px wide. */
  {
    int min = 0;

    gtk_widget_measure (shown_button (t.table, "Deal the _Rest at Once"), GTK_ORIENTATION_HORIZONTAL, -1,
                        &min, NULL, NULL, NULL);
    g_test_message ("Deal the Rest at Once: %d px at least", min);
    g_assert_cmpint (min, <=, 150);
  }
  click (shown_button (t.table, "Deal the _Rest at Once"));
  g_assert_null (shown_button (t.table, "Deal the _Rest at Once"));
  {
    g_autoptr(JsonNode) node = trp_game_observation (trp_match_get_game (t.match), 0);
    int left = (int) json_object_get_int_member (json_node_get_object (node), "left_to_draw");
    g_autofree char *count = g_strdup_printf ("%d cards left to draw", left);

    if (left > 1)
      g_assert_nonnull (ui_find_label (t.table, count));
  }

  table_close (&t);
}

/* --- Moves that are not a choice now ---------------------------------- */

/* The bar's button for @action_name is in sight, and disabled with a
 * tooltip that names the rule that stops the move, or enabled. */
static void
assert_move_button (Table      *t,
                    const char *action_name,
                    const char *rule_prefix)
{
  GtkWidget *button = ui_find_action_button (t->table, action_name);
  const char *tooltip;

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_visible (button));
  if (rule_prefix == NULL)
    {
      g_assert_true (gtk_widget_is_sensitive (button));
      return;
    }
  g_assert_false (gtk_widget_is_sensitive (button));
  tooltip = gtk_widget_get_tooltip_text (button);
  g_test_message ("%s: %s", action_name, tooltip);
  g_assert_nonnull (tooltip);
  g_assert_nonnull (strstr (tooltip, rule_prefix));
}

/* Draw, Take the Pile and Pass stay on the bar when they are not a
 * choice, disabled, and the tooltip says which rule stops them; their
 * keys make nothing then (issue 20). */
/* For ui_wait(): a toast of the table (data[0], a Table) holds the
 * text data[1]. */
static gboolean
toast_says_cb (gpointer data)
{
  Table *t = ((gpointer *) data)[0];
  const char *fragment = ((gpointer *) data)[1];
  g_autoptr(GPtrArray) labels = ui_toast_labels (t->window);

  for (guint i = 0; i < labels->len; i++)
    if (strstr (gtk_label_get_text (g_ptr_array_index (labels, i)), fragment) != NULL)
      return TRUE;
  return FALSE;
}

static void
test_unavailable_moves (void)
{
  Table t = { 0, };
  guint before;

  /* Biriba, the person's first turn: a pass only with the stock empty
   * (B-32); once drawn, no second draw nor the pile (B-21). */
  table_open (&t, "biriba", 4, 7);
  g_assert_true (ui_wait (person_to_play_cb, &t, TURN_TIMEOUT_MS));
  ui_settle (20);
  g_assert_cmpstr (trp_game_get_phase (trp_match_get_game (t.match)), ==, "draw");
  assert_move_button (&t, "table.move::draw", NULL);
  assert_move_button (&t, "table.move::pass", "[B-32]");
  g_free (ui_screenshot (t.window, "traps-unavailable-pass"));

  /* A card played with Enter before drawing: the refusal says to draw
   * first (B-21), not “Biriba has no such move [B-34]” as it did when
   * the table asked for a trick game's “play”. */
  before = trp_match_get_round_n_actions (t.match, 0);
  g_assert_true (ui_wait (hand_focused_cb, &t, 10000));
  g_assert_true (ui_press_key (t.window, GDK_KEY_Return, 0));
  g_assert_true (ui_wait (toast_says_cb, (gpointer []) { &t, (gpointer) "[B-21]" }, 10000));
  g_assert_false (toast_says_cb ((gpointer []) { &t, (gpointer) "[B-34]" }));
  /* Ctrl+Enter's action is off while no move takes the selection. */
  g_assert_true (ui_press_key (t.window, GDK_KEY_space, 0));
  ui_press_key (t.window, GDK_KEY_Return, GDK_CONTROL_MASK);
  g_assert_false (toast_says_cb ((gpointer []) { &t, (gpointer) "[B-34]" }));
  g_assert_cmpuint (trp_match_get_round_n_actions (t.match, 0), ==, before);
  g_assert_true (ui_press_key (t.window, GDK_KEY_space, 0));

  click (ui_find_action_button (t.table, "table.move::draw"));
  g_assert_true (person_to_play (&t));
  assert_move_button (&t, "table.move::draw", "[B-21]");
  assert_move_button (&t, "table.move::take-pile", "[B-21]");
  assert_move_button (&t, "table.move::pass", "[B-21]");
  before = trp_match_get_round_n_actions (t.match, 0);
  ui_press_key (t.window, GDK_KEY_d, GDK_CONTROL_MASK);
  ui_press_key (t.window, GDK_KEY_p, GDK_CONTROL_MASK);
  ui_settle (20);
  g_assert_cmpuint (trp_match_get_round_n_actions (t.match, 0), ==, before);
  g_free (ui_screenshot (t.window, "traps-unavailable-draw"));
  table_close (&t);

  /* Da Bai Fen, a card to play: the game describes no pass then (D-28
   * when leading, D-32 when following), so the bar shows the play, not
   * a pass, and Ctrl+. makes nothing. */
  table_open (&t, "dabaifen", 4, 3);
  while (!person_to_play (&t) ||
         g_strcmp0 (trp_game_get_phase (trp_match_get_game (t.match)), "play") != 0)
    {
      g_autoptr(TrpAction) action = NULL;
      g_autoptr(GError) error = NULL;

      g_assert_true (ui_wait (person_to_play_cb, &t, TURN_TIMEOUT_MS));
      if (g_strcmp0 (trp_game_get_phase (trp_match_get_game (t.match)), "play") == 0)
        break;
      /* The draw and the burial are not what this test looks at. */
      action = trp_ai_choose (trp_match_get_game (t.match), TRP_AI_LEVEL_EASY, 1, 0, NULL);
      g_assert_true (trp_match_driver_play (trp_table_view_get_driver (TRP_TABLE_VIEW (t.table)),
                                            action, &error));
      g_assert_no_error (error);
      ui_settle (20);
    }
  ui_settle (20);
  g_assert_null (ui_find_action_button (t.table, "table.move::pass"));
  g_assert_nonnull (ui_find_action_button (t.table, "table.move::play"));
  before = trp_match_get_round_n_actions (t.match, 0);
  ui_press_key (t.window, GDK_KEY_period, GDK_CONTROL_MASK);
  ui_settle (20);
  g_assert_cmpuint (trp_match_get_round_n_actions (t.match, 0), ==, before);
  table_close (&t);
}

/* --- A table of computers only --------------------------------------- */

typedef struct
{
  gint64 last_move;
  guint  n_moves;
  char  *last_text;
} Watch;

static void
watch_played_cb (TrpMatchDriver *driver,
                 TrpAction      *action,
                 Watch          *watch)
{
  watch->last_move = g_get_monotonic_time ();
  watch->n_moves++;
  g_free (watch->last_text);
  watch->last_text = trp_action_to_string (action);
  if (g_getenv ("TRP_TEST_DEBUG") != NULL)
    g_test_message ("move %u: %s", watch->n_moves, watch->last_text);
}

/* A renderer slower than the frame clock, as software GL under Xvfb: every
 * frame takes longer than the frame before it was due, so the main loop
 * never runs idle sources while the table animates. */
static gboolean
slow_frame_cb (GtkWidget     *widget,
               GdkFrameClock *clock,
               gpointer       user_data)
{
  g_usleep (25000);
  return G_SOURCE_CONTINUE;
}

/* A window at 1024×720 showing a new match of @game_id with a computer
 * of @level in every seat, its first round dealt with @seed; @speed, if
 * given, is the animation speed (with a short thinking time). */
static void
table_open_computers (Table      *t,
                      const char *game_id,
                      const char *level,
                      const char *speed,
                      guint64     seed)
{
  const TrpGameInfo *info = trp_game_catalog_lookup (game_id);
  g_autoptr(TrpRules) rules = trp_rules_new (info->rules);
  g_autofree TrpPlayer *players = g_new0 (TrpPlayer, info->default_players);
  static const char *names[] = { "Anna", "Nikos", "Sara", "Giorgos", "Maryam", "Ali" };
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < info->default_players; i++)
    {
      players[i].name = (char *) names[i];
      players[i].kind = TRP_PLAYER_COMPUTER;
      players[i].level = (char *) level;
      players[i].team = -1;
    }
  ui_init ();
  t->app = ui_application_new ();
  if (speed != NULL)
    {
      g_settings_set_string (trp_application_get_settings (t->app), "animation-speed", speed);
      g_settings_set_int (trp_application_get_settings (t->app), "thinking-time", 100);
    }
  t->window = GTK_WIDGET (trp_window_new (t->app));
  gtk_window_set_default_size (GTK_WINDOW (t->window), 1024, 720);
  gtk_window_present (GTK_WINDOW (t->window));
  ui_wait_mapped (t->window);
  t->match = trp_match_new (game_id, rules, players, info->default_players, trp_game_catalog_create_game, &error);
  g_assert_no_error (error);
  g_assert_true (trp_match_start_round (t->match, seed, &error));
  trp_window_show_match (TRP_WINDOW (t->window), t->match);
  t->table = ui_find_first (t->window, TRP_TYPE_TABLE_VIEW);
  g_assert_nonnull (t->table);
}

/* New Match lets every seat be a computer: such a table plays its round
 * to the result by itself, at the fast speed, with every move shown.
 * Biriba stopped after its first draw and Da Bai Fen after its first
 * expose, as the driver's resumption after a shown move waited for an
 * idle main loop that a spinning seat never left (issue 20). */
static void
test_computers_only (gconstpointer data)
{
  const char *game_id = data;
  Watch watch = { 0, };
  Table t = { 0, };
  guint slow;
  gint64 end;

  table_open_computers (&t, game_id, "easy", "fast", 20);
  g_signal_connect (trp_table_view_get_driver (TRP_TABLE_VIEW (t.table)), "computer-played",
                    G_CALLBACK (watch_played_cb), &watch);
  slow = gtk_widget_add_tick_callback (t.window, slow_frame_cb, NULL, NULL);

  /* A stall is thirty seconds without a move: a fast move takes well
   * under one, but under AddressSanitizer on a loaded machine Da Bai
   * Fen's bury, with the kitty flying to the hand under the slow
   * renderer, took over five; the old stall never ended. */
  watch.last_move = g_get_monotonic_time ();
  end = watch.last_move + 120 * G_USEC_PER_SEC;
  while (trp_match_get_round_in_progress (t.match))
    {
      g_main_context_iteration (NULL, FALSE);
      if (g_get_monotonic_time () - watch.last_move > 30 * G_USEC_PER_SEC)
        g_error ("%s: the table stopped after %u moves, the last %s", game_id,
                 watch.n_moves, watch.last_text != NULL ? watch.last_text : "none");
      g_assert_cmpint (g_get_monotonic_time (), <, end);
      /* Every kind of move has been shown at the fast speed by then,
       * under the slow renderer; the rest of a long Biriba round goes
       * unshown at full speed, to keep the test short under
       * AddressSanitizer. */
      if (watch.n_moves == 24 && slow != 0)
        {
          gtk_widget_remove_tick_callback (t.window, slow);
          slow = 0;
          g_settings_set_string (trp_application_get_settings (t.app), "animation-speed", "off");
        }
      g_usleep (1000);
    }
  g_test_message ("%s: %u computer moves", game_id, watch.n_moves);
  g_assert_cmpuint (watch.n_moves, >, 10);

  /* The round's result comes up, as at a table with a person at it. */
  g_assert_true (ui_wait (ui_has_round_result_sheet, NULL, 10000));
  g_assert_nonnull (trp_match_get_round_result (t.match, 0));

  g_signal_handlers_disconnect_by_data (trp_table_view_get_driver (TRP_TABLE_VIEW (t.table)), &watch);
  g_free (watch.last_text);
  table_close (&t);
}

/* --- Views that follow the match (#22) ------------------------------ */

typedef struct
{
  Table *t;
  guint  n_actions;
} MovesSince;

static gboolean
moved_since_cb (gpointer data)
{
  MovesSince *since = data;
  TrpMatch *match = since->t->match;
  guint round = trp_match_get_n_rounds (match) - 1;

  return !trp_match_get_round_in_progress (match) ||
         trp_match_get_round_n_actions (match, round) >= since->n_actions + 4;
}

/* What Happened shows every turn of the round so far, a row each, and
 * the pile window the pile as it is now. Checked with the computers
 * held, between two of their moves. */
static guint
check_live_views (Table     *t,
                  GtkWidget *history,
                  GtkWidget *pile)
{
  TrpMatchDriver *driver = trp_table_view_get_driver (TRP_TABLE_VIEW (t->table));
  guint round = trp_match_get_n_rounds (t->match) - 1;
  g_autoptr(GPtrArray) turns = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(JsonNode) node = NULL;
  JsonArray *cards;
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  guint n_rows = 0;

  trp_match_driver_hold (driver);
  ui_settle (50);

  turns = trp_match_describe_round (t->match, round, NULL);
  g_assert_nonnull (turns);
  g_assert_cmpuint (trp_move_history_get_round (TRP_MOVE_HISTORY (history)), ==, round);
  g_assert_cmpuint (trp_move_history_get_n_turns (TRP_MOVE_HISTORY (history)), ==, turns->len);
  rows = ui_find_all (history, ADW_TYPE_ACTION_ROW);
  for (guint i = 0; i < rows->len; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (rows, i), "history-turn"))
      {
        g_autofree char *summary = trp_localize_digits (((TrpTurn *) g_ptr_array_index (turns, n_rows))->summary);

        g_assert_cmpstr (adw_preferences_row_get_title (g_ptr_array_index (rows, i)), ==, summary);
        n_rows++;
      }
  g_assert_cmpuint (n_rows, ==, turns->len);

  node = trp_game_observation (trp_match_get_game (t->match), 0);
  cards = json_object_get_array_member (json_node_get_object (node), "pile");
  text = ui_collect_text (pile);
  if (cards == NULL || json_array_get_length (cards) == 0)
    expected = g_strdup (_("The pile is empty."));
  else
    {
      g_autofree char *number = trp_format_number (json_array_get_length (cards));

      expected = g_strdup_printf (ngettext ("%s card, the top card last", "%s cards, the top card last",
                                            json_array_get_length (cards)), number);
    }
  g_assert_nonnull (strstr (text, expected));

  trp_match_driver_release (driver);
  return cards != NULL ? json_array_get_length (cards) : 0;
}

/* What Happened and the pile, left open at a table of computers, show
 * each move as it is made (before, they stayed as they were opened). */
static void
test_live_views (void)
{
  Table t = { 0, };
  MovesSince since = { &t, 0 };
  GtkWidget *history, *pile;
  GtkWidget *discards = NULL;
  gboolean seen_discards = FALSE;
  gboolean pile_changed = FALSE;
  guint first_pile, first_turns;

  table_open_computers (&t, "biriba", "easy", "off", 20);
  g_assert_true (ui_wait (moved_since_cb, &since, 30000));

  g_assert_true (gtk_widget_activate_action (t.table, "table.history", NULL));
  history = ui_find_dialog (TRP_TYPE_MOVE_HISTORY);
  g_assert_nonnull (history);
  g_assert_true (gtk_widget_activate_action (t.table, "table.show-pile", NULL));
  pile = ui_find_dialog (TRP_TYPE_PILE_DIALOG);
  g_assert_nonnull (pile);

  first_pile = check_live_views (&t, history, pile);
  first_turns = trp_move_history_get_n_turns (TRP_MOVE_HISTORY (history));
  for (guint i = 0; i < 6 && trp_match_get_round_in_progress (t.match); i++)
    {
      since.n_actions = trp_match_get_round_n_actions (t.match, trp_match_get_n_rounds (t.match) - 1);
      g_assert_true (ui_wait (moved_since_cb, &since, 30000));
      pile_changed |= check_live_views (&t, history, pile) != first_pile;

      /* The pile changes in place: the heading of the discards, once
       * there, is the same widget after every move (it was made anew on
       * every refresh before). */
      if (seen_discards && trp_match_get_round_in_progress (t.match))
        {
          g_assert_nonnull (discards);
          g_assert_true (ui_find_label (pile, _("Discards this round, latest first")) == discards);
        }
      if (!seen_discards)
        {
          discards = ui_find_label (pile, _("Discards this round, latest first"));
          seen_discards = discards != NULL;
          if (seen_discards)
            g_object_add_weak_pointer (G_OBJECT (discards), (gpointer *) &discards);
        }
    }
  g_assert_true (seen_discards);
  g_assert_nonnull (discards);
  g_object_remove_weak_pointer (G_OBJECT (discards), (gpointer *) &discards);
  g_assert_cmpuint (trp_move_history_get_n_turns (TRP_MOVE_HISTORY (history)), >, first_turns);
  g_assert_true (pile_changed);

  table_close (&t);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char **) a, *(const char **) b);
}

static gboolean
trick_taken_cb (gpointer data)
{
  Table *t = data;
  g_autoptr(JsonNode) node = trp_game_observation (trp_match_get_game (t->match), 0);
  g_auto(TrpTrickTable) table = { 0, };

  trp_trick_board_read_table (&table, t->match, json_node_get_object (node));
  return table.last_trick_winner >= 0 || !trp_match_get_round_in_progress (t->match);
}

/* The Last Trick, opened before any trick is taken, follows the match:
 * the trick taken since shows in it, each card with who played it, in
 * the card views it had (before, it said “No trick has been taken yet”
 * until closed). */
static void
test_live_last_trick (void)
{
  Table t = { 0, };
  TrpMatchDriver *driver;
  GtkWidget *dialog;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GPtrArray) views = NULL;
  g_autoptr(GPtrArray) shown = g_ptr_array_new ();
  g_autoptr(GPtrArray) played = g_ptr_array_new ();
  g_auto(TrpTrickTable) table = { 0, };

  table_open_computers (&t, "marianna", "easy", "off", 20);
  driver = trp_table_view_get_driver (TRP_TABLE_VIEW (t.table));
  g_assert_true (gtk_widget_activate_action (t.table, "table.show-last-trick", NULL));
  dialog = ui_find_dialog (TRP_TYPE_PILE_DIALOG);
  g_assert_nonnull (dialog);

  g_assert_true (ui_wait (trick_taken_cb, &t, 60000));
  trp_match_driver_hold (driver);
  ui_settle (50);
  g_assert_true (trp_match_get_round_in_progress (t.match));

  g_assert_true (ui_find_dialog (TRP_TYPE_PILE_DIALOG) == dialog);
  g_assert_cmpstr (ui_dialog_get_title (dialog), ==, _("The Last Trick"));
  g_assert_null (ui_find_label (dialog, _("No trick has been taken yet.")));

  node = trp_game_observation (trp_match_get_game (t.match), 0);
  trp_trick_board_read_table (&table, t.match, json_node_get_object (node));
  g_assert_cmpint (table.last_trick_winner, >=, 0);
  for (guint seat = 0; seat < G_N_ELEMENTS (table.last_trick); seat++)
    for (guint i = 0; table.last_trick[seat] != NULL && i < table.last_trick[seat]->len; i++)
      g_ptr_array_add (played, (gpointer) trp_card_to_code (g_array_index (table.last_trick[seat], TrpCard, i)));
  views = ui_find_all (dialog, TRP_TYPE_CARD_VIEW);
  for (guint i = 0; i < views->len; i++)
    g_ptr_array_add (shown, (gpointer) trp_card_to_code (trp_card_view_get_card (g_ptr_array_index (views, i))));
  g_ptr_array_sort (shown, compare_strings);
  g_ptr_array_sort (played, compare_strings);
  g_assert_cmpuint (shown->len, ==, played->len);
  for (guint i = 0; i < shown->len; i++)
    g_assert_cmpstr (g_ptr_array_index (shown, i), ==, g_ptr_array_index (played, i));

  trp_match_driver_release (driver);
  table_close (&t);
}

/* --- Pace (run with -m perf) ------------------------------------------ */

typedef struct
{
  gint64  last_end;
  int     seat;
  gboolean moved_cards;
  gint64  last_action;
  GArray *turns;   /* gint64 µs */
} Pace;

static void
pace_played_cb (TrpMatchDriver *driver,
                TrpAction      *action,
                Pace           *pace)
{
  gint64 now = g_get_monotonic_time ();

  /* A turn is a run of one seat's moves; it lasts from the end of the
   * turn before to its own last move. */
  if (action->seat != pace->seat)
    {
      if (pace->seat >= 0 && pace->moved_cards && pace->last_end > 0)
        {
          gint64 length = pace->last_action - pace->last_end;

          g_array_append_val (pace->turns, length);
        }
      pace->last_end = pace->last_action;
      pace->seat = action->seat;
      pace->moved_cards = FALSE;
    }
  pace->moved_cards |= g_str_equal (action->type, "play") || g_str_equal (action->type, "discard");
  if (g_getenv ("TRP_TEST_DEBUG") != NULL)
    g_test_message ("+%.3f s seat %d %s", (now - pace->last_action) / 1e6, action->seat, action->type);
  pace->last_action = now;
}

static int
compare_gint64 (gconstpointer a,
                gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

/* A table of computers at the default speed: how long each computer turn
 * takes to be shown, p50 and p95 (issue 20: at most 1.2 s). */
static void
test_pace (gconstpointer data)
{
  const char *game_id = data;
  Pace pace = { 0, -1, FALSE, 0, g_array_new (FALSE, FALSE, sizeof (gint64)) };
  Table t = { 0, };
  gint64 end;

  table_open_computers (&t, game_id, "normal", NULL, 77);
  g_signal_connect (trp_table_view_get_driver (TRP_TABLE_VIEW (t.table)), "computer-played",
                    G_CALLBACK (pace_played_cb), &pace);

  end = g_get_monotonic_time () + 150 * G_USEC_PER_SEC;
  while (pace.turns->len < 40 && trp_match_get_round_in_progress (t.match) &&
         g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);

  g_array_sort (pace.turns, compare_gint64);
  g_assert_cmpuint (pace.turns->len, >, 0);
  g_test_message ("pace %s: %u turns, p50 %.2f s, p95 %.2f s, max %.2f s", game_id, pace.turns->len,
                  g_array_index (pace.turns, gint64, pace.turns->len / 2) / 1e6,
                  g_array_index (pace.turns, gint64, MIN (pace.turns->len - 1, pace.turns->len * 95 / 100)) / 1e6,
                  g_array_index (pace.turns, gint64, pace.turns->len - 1) / 1e6);
  g_array_unref (pace.turns);
  table_close (&t);
}

int
main (int    argc,
      char **argv)
{
  /* LANGUAGE=el or fa shows the translations this build compiles, for
   * looking at the screenshots; the checks are written in English. */
  test_locale_init ();
  bindtextdomain (GETTEXT_PACKAGE, BUILD_ROOT "/po");
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ui/traps/keys", test_keys_act_on_selection);
  g_test_add_func ("/ui/traps/biriba-go-down", test_biriba_stage_and_go_down);
  g_test_add_func ("/ui/traps/keys-anywhere", test_keys_anywhere);
  g_test_add_func ("/ui/traps/enter-unselected", test_enter_unselected);
  g_test_add_func ("/ui/traps/enter-plays", test_enter_plays_trick_card);
  g_test_add_func ("/ui/traps/hint-then-ctrl-enter", test_hint_then_ctrl_enter);
  g_test_add_func ("/ui/traps/hint-two-melds", test_hint_two_melds);
  g_test_add_func ("/ui/traps/staging-refused", test_staging_refused);
  g_test_add_func ("/ui/traps/drag-biriba", test_drag_biriba);
  g_test_add_func ("/ui/traps/drag-trick", test_drag_trick);
  g_test_add_func ("/ui/traps/dabaifen-bury", test_dabaifen_bury_six);
  g_test_add_func ("/ui/traps/dabaifen-draw", test_dabaifen_draw);
  g_test_add_func ("/ui/traps/cinquecento-passes", test_cinquecento_passes_by_itself);
  g_test_add_func ("/ui/traps/hint-declares", test_hint_declares);
  g_test_add_func ("/ui/traps/mariaccio-claim", test_mariaccio_claim_asks);
  g_test_add_func ("/ui/traps/seat-order", test_seat_order);
  g_test_add_func ("/ui/traps/preferences-live", test_preferences_live);
  g_test_add_func ("/ui/traps/boards-fit", test_boards_fit);
  g_test_add_func ("/ui/traps/status-bar", test_status_bar);
  g_test_add_func ("/ui/traps/steady-layout", test_steady_layout);
  g_test_add_func ("/ui/traps/start-page", test_start_page);
  g_test_add_func ("/ui/traps/unavailable-moves", test_unavailable_moves);
  g_test_add_func ("/ui/traps/live-views", test_live_views);
  g_test_add_func ("/ui/traps/live-last-trick", test_live_last_trick);
  g_test_add_data_func ("/ui/traps/computers-biriba", "biriba", test_computers_only);
  g_test_add_data_func ("/ui/traps/computers-dabaifen", "dabaifen", test_computers_only);

  /* Measurements, not checks: test-ui-traps -m perf -p /ui/pace/biriba */
  if (g_test_perf ())
    {
      g_autoptr(GPtrArray) games = ui_playable_games ();

      for (guint i = 0; i < games->len; i++)
        {
          g_autofree char *path = g_strdup_printf ("/ui/pace/%s", (char *) games->pdata[i]);

          g_test_add_data_func (path, games->pdata[i], test_pace);
        }
    }

  return ui_test_run ();
}

