/* test-ui-table.c: a whole round of every game, played at the table
 *
 * The person's seat is played by the test as a person plays it: cards
 * chosen with clicks on the hand or with its keys (arrows, Space), moves
 * made with their keys (Ctrl+D, Ctrl+P, Ctrl+., Enter, Ctrl+Enter), a
 * double click, a click on a meld or on the choice bar's buttons; never
 * by activating a table.* action or calling the engine (issue 20). The
 * computer seats play on their own.
 * After each of the person's moves the widgets must show the engine's
 * state, and a refused move must toast the engine's reason with its rule
 * ID. Screenshots go to the build folder.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "test-locale.h"
#include "test-ui-common.h"
#include "trp-ai.h"
#include "trp-application.h"
#include "trp-wrap-box.h"
#include "trp-format.h"
#include "trp-game-catalog.h"
#include "trp-card-view.h"
#include "trp-hand-over.h"
#include "trp-hand-view.h"
#include "trp-match-driver.h"
#include "trp-status-bar.h"
#include "trp-table-view.h"
#include "trp-window.h"

/* The longest a computer seat may take before it is the person's turn. */
#define TURN_TIMEOUT_MS 30000

typedef struct
{
  TrpMatch    *match;
  GtkWidget   *window;
  GtkWidget   *table;
  GtkWidget   *overlay;
  GtkWidget   *hand;
  int          viewer;
} Table;

static GtkWidget *
find_my_hand (GtkWidget *widget)
{
  g_autoptr(GPtrArray) hands = ui_find_all (widget, TRP_TYPE_HAND_VIEW);

  /* The person's hand is the one that takes the keyboard focus. */
  for (guint i = 0; i < hands->len; i++)
    if (gtk_widget_get_focusable (g_ptr_array_index (hands, i)))
      return g_ptr_array_index (hands, i);

  return NULL;
}

static TrpMatchDriver *
table_driver (Table *t)
{
  return trp_table_view_get_driver (TRP_TABLE_VIEW (t->table));
}

static gboolean
round_over (Table *t)
{
  return trp_match_get_n_rounds (t->match) >= 1 && !trp_match_get_round_in_progress (t->match);
}

static gboolean
person_to_play (Table *t)
{
  return trp_match_get_round_in_progress (t->match) &&
         !trp_match_driver_get_busy (table_driver (t)) &&
         trp_game_get_current_seat (trp_match_get_game (t->match)) == t->viewer;
}

static gboolean
turn_or_end_cb (gpointer data)
{
  Table *t = data;

  return round_over (t) || person_to_play (t);
}

static GArray *
cards_of (JsonArray *array)
{
  GArray *cards = g_array_new (FALSE, FALSE, sizeof (TrpCard));

  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      TrpCard card;

      g_assert_true (trp_card_from_code (json_array_get_string_element (array, i), &card, NULL));
      g_array_append_val (cards, card);
    }

  return cards;
}

static int
compare_card (gconstpointer a,
              gconstpointer b)
{
  return (int) *(const TrpCard *) a - (int) *(const TrpCard *) b;
}

static gboolean
has_label (GPtrArray  *labels,
           const char *text)
{
  for (guint i = 0; i < labels->len; i++)
    if (g_strcmp0 (gtk_label_get_text (g_ptr_array_index (labels, i)), text) == 0)
      return TRUE;
  return FALSE;
}

/* The widgets show the engine's state: the person's hand card for card,
 * every other seat's card count, and the match totals. */
/* Messages name the players, never a seat by its number (issue 20), in
 * the language the test runs in: “seat 2”, or the translation's word for
 * a seat followed by a digit. */
static void
assert_names_no_seat (const char *text)
{
  g_autofree char *word = g_strdup (_("Seat %u"));
  char *percent = strchr (word, '%');
  g_autofree char *pattern = NULL;
  g_autofree char *local = NULL;

  if (percent != NULL)
    *percent = '\0';
  local = g_regex_escape_string (g_strstrip (word), -1);
  pattern = g_strdup_printf ("(?i)(\\bseat|%s)\\s*[0-9\\x{06F0}-\\x{06F9}]", local);
  if (g_regex_match_simple (pattern, text, G_REGEX_OPTIMIZE, 0))
    g_error ("a message names a seat by number: %s", text);
}

static void
check_widgets (Table *t)
{
  TrpGame *game = trp_match_get_game (t->match);
  g_autoptr(JsonNode) node = trp_game_observation (game, t->viewer);
  JsonObject *obs = json_node_get_object (node);
  g_autoptr(GArray) expected = cards_of (json_object_get_array_member (obs, "hand"));
  g_autoptr(GArray) shown = g_array_new (FALSE, FALSE, sizeof (TrpCard));
  g_autoptr(GPtrArray) labels = NULL;
  guint n = trp_hand_view_get_n_cards (TRP_HAND_VIEW (t->hand));

  for (guint i = 0; i < n; i++)
    {
      TrpCard card = trp_hand_view_get_card (TRP_HAND_VIEW (t->hand), i);

      g_array_append_val (shown, card);
    }
  g_array_sort (expected, compare_card);
  g_array_sort (shown, compare_card);
  g_assert_cmpuint (shown->len, ==, expected->len);
  g_assert_cmpmem (shown->data, shown->len * sizeof (TrpCard), expected->data, expected->len * sizeof (TrpCard));

  {
    g_autofree char *text = ui_collect_text (t->window);

    assert_names_no_seat (text);
  }

  /* Each other seat says how many cards it holds. */
  labels = ui_find_all (t->table, GTK_TYPE_LABEL);
  for (guint seat = 0; seat < trp_match_get_n_players (t->match); seat++)
    {
      g_autoptr(JsonNode) other = NULL;
      JsonArray *hand;
      guint count;
      g_autofree char *number = NULL;
      g_autofree char *text = NULL;

      if ((int) seat == t->viewer)
        continue;
      other = trp_game_observation (game, seat);
      hand = json_object_get_array_member (json_node_get_object (other), "hand");
      count = hand != NULL ? json_array_get_length (hand) : 0;
      number = trp_format_number (count);
      text = g_strdup_printf (ngettext ("%s card", "%s cards", count), number);
      g_assert_true (has_label (labels, text));
    }

  /* The match totals, as the engine keeps them, one labelled chip a side. */
  g_assert_true (ui_shows_score_strip (t->table, t->match));
}

/* --- Making a move through the interface ------------------------------ */

typedef enum
{
  VIA_NONE,
  VIA_ACTION,       /* a table.* GAction */
  VIA_SELECTION,    /* select the cards, then table.play-selected */
  VIA_ACTIVATE,     /* activate one card (double click, Enter) */
  VIA_MELD,         /* select the cards, then click a meld */
  VIA_BUTTON,       /* a choice button */
} Via;

typedef struct
{
  Via          via;
  const char  *gaction;
  GArray      *indices;
  GtkWidget   *widget;
} Plan;

static void
plan_clear (Plan *plan)
{
  g_clear_pointer (&plan->indices, g_array_unref);
  plan->via = VIA_NONE;
  plan->gaction = NULL;
  plan->widget = NULL;
}

/* The hand positions of @cards, one position per card. */
static GArray *
select_indices (Table         *t,
                const TrpCard *cards,
                guint          n_cards)
{
  guint n = trp_hand_view_get_n_cards (TRP_HAND_VIEW (t->hand));
  g_autofree gboolean *taken = g_new0 (gboolean, MAX (n, 1));
  g_autoptr(GArray) indices = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint c = 0; c < n_cards; c++)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < n && !found; i++)
        if (!taken[i] && trp_hand_view_get_card (TRP_HAND_VIEW (t->hand), i) == cards[c])
          {
            taken[i] = found = TRUE;
            g_array_append_val (indices, i);
          }
      if (!found)
        return NULL;
    }

  return g_steal_pointer (&indices);
}

static int
compare_uint (gconstpointer a,
              gconstpointer b)
{
  return (int) *(const guint *) a - (int) *(const guint *) b;
}

/* The move play-selected makes of the selected cards, as the table does. */
static TrpAction *
selection_action (Table  *t,
                  GArray *indices)
{
  const char *game_id = trp_match_get_game_id (t->match);
  g_autoptr(GArray) cards = g_array_new (FALSE, FALSE, sizeof (TrpCard));
  const char *type;

  g_array_sort (indices, compare_uint);
  for (guint i = 0; i < indices->len; i++)
    {
      TrpCard card = trp_hand_view_get_card (TRP_HAND_VIEW (t->hand), g_array_index (indices, guint, i));

      g_array_append_val (cards, card);
    }

  if (g_str_equal (game_id, "biriba"))
    type = cards->len == 1 ? "discard" : "new_meld";
  else if (g_str_equal (game_id, "dabaifen") &&
           g_strcmp0 (trp_game_get_phase (trp_match_get_game (t->match)), "bury") == 0)
    type = "bury";
  else
    type = "play";

  return trp_action_new_with_cards (type, t->viewer, (TrpCard *) cards->data, cards->len);
}

/* Our side's melds take the selected cards on a click; the table says so
 * in their tooltip. */
static GtkWidget *
find_meld (Table *t,
           int    index)
{
  g_autoptr(GPtrArray) views = ui_find_all (t->table, TRP_TYPE_HAND_VIEW);

  for (guint i = 0; i < views->len; i++)
    {
      GtkWidget *view = g_ptr_array_index (views, i);

      if (view != t->hand &&
          g_strcmp0 (gtk_widget_get_tooltip_text (view), _("Click to add the selected cards")) == 0 &&
          GPOINTER_TO_INT (g_object_get_data (G_OBJECT (view), "meld-index")) == index)
        return view;
    }

  return NULL;
}

static GtkWidget *
find_choice_button (Table           *t,
                    const TrpAction *action)
{
  g_autoptr(GPtrArray) buttons = ui_find_all (t->table, GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    {
      TrpAction *shown = g_object_get_data (g_ptr_array_index (buttons, i), "action");

      if (shown != NULL && trp_action_equal (shown, action) &&
          gtk_widget_is_sensitive (g_ptr_array_index (buttons, i)))
        return g_ptr_array_index (buttons, i);
    }

  return NULL;
}

/* How the person would make @action at this table, if they can. */
static gboolean
plan_action (Table           *t,
             const TrpAction *action,
             Plan            *plan)
{
  TrpGame *game = trp_match_get_game (t->match);
  const char *type = action->type;
  static const struct { const char *type; const char *gaction; } keyed[] = {
    { "draw_stock", "table.move::draw" },
    { "take_pile", "table.move::take-pile" },
    { "pass", "table.move::pass" },
  };

  plan_clear (plan);

  for (guint k = 0; k < G_N_ELEMENTS (keyed); k++)
    if (g_str_equal (type, keyed[k].type) && action->n_cards == 0)
      {
        g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);

        /* The GAction takes the first legal move of its kind. */
        for (guint i = 0; i < legal->len; i++)
          {
            TrpAction *first = g_ptr_array_index (legal, i);

            if (g_str_equal (first->type, type) && first->n_cards == 0)
              {
                if (!trp_action_equal (first, action))
                  break;
                plan->via = VIA_ACTION;
                plan->gaction = keyed[k].gaction;
                return TRUE;
              }
          }
      }

  if ((g_str_equal (type, "play") || g_str_equal (type, "bury") || g_str_equal (type, "new_meld") ||
       g_str_equal (type, "discard") || g_str_equal (type, "add_to_meld")) &&
      action->n_cards > 0 && trp_action_get_n_groups (action) <= 1 && action->suit == TRP_SUIT_NONE)
    {
      g_autoptr(GArray) indices = select_indices (t, action->cards, action->n_cards);
      g_autoptr(TrpAction) made = NULL;

      if (indices == NULL)
        return FALSE;

      if (g_str_equal (type, "add_to_meld"))
        {
          GtkWidget *meld = find_meld (t, action->target);

          if (meld == NULL)
            return FALSE;
          made = selection_action (t, indices);
          made->type = g_intern_static_string ("add_to_meld");
          made->target = action->target;
          if (!trp_game_validate (game, made, NULL))
            return FALSE;
          plan->via = VIA_MELD;
          plan->widget = meld;
          plan->indices = g_steal_pointer (&indices);
          return TRUE;
        }

      if (action->target >= 0)
        return FALSE;

      /* One card of a trick game: a double click or Enter plays it. */
      if (g_str_equal (type, "play") && action->n_cards == 1 &&
          !g_str_equal (trp_match_get_game_id (t->match), "dabaifen"))
        {
          plan->via = VIA_ACTIVATE;
          plan->indices = g_steal_pointer (&indices);
          return TRUE;
        }

      made = selection_action (t, indices);
      if (made->type != action->type || !trp_game_validate (game, made, NULL))
        return FALSE;
      plan->via = VIA_SELECTION;
      plan->gaction = "table.play-selected";
      plan->indices = g_steal_pointer (&indices);
      return TRUE;
    }

  plan->widget = find_choice_button (t, action);
  if (plan->widget != NULL)
    {
      plan->via = VIA_BUTTON;
      return TRUE;
    }

  return FALSE;
}

/* The hand's click gesture, which takes the pointer's presses. */
static GObject *
hand_click (Table *t)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (t->hand);

  for (guint c = 0; c < g_list_model_get_n_items (controllers); c++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, c);

      if (GTK_IS_GESTURE_CLICK (controller))
        return controller;
    }
  g_assert_not_reached ();
  return NULL;
}

/* Whether every card of the hand has its place on screen. */
static gboolean
hand_laid_out (gpointer data)
{
  Table *t = data;
  guint n = trp_hand_view_get_n_cards (TRP_HAND_VIEW (t->hand));

  for (guint i = 0; i < n; i++)
    if (gtk_widget_get_width (trp_hand_view_get_card_widget (TRP_HAND_VIEW (t->hand), i)) == 0)
      return FALSE;
  return TRUE;
}

/* Presses the pointer @n_press times (2: a double click) on the card at
 * @index, where it shows between the cards that overlap it. */
static void
click_card (Table *t,
            guint  index,
            int    n_press)
{
  guint n = trp_hand_view_get_n_cards (TRP_HAND_VIEW (t->hand));
  GtkWidget *card = trp_hand_view_get_card_widget (TRP_HAND_VIEW (t->hand), index);
  graphene_rect_t bounds;
  float x, y;
  gboolean found = FALSE;

  /* Cards just dealt or moved have no place until the next layout. */
  g_assert_true (ui_wait (hand_laid_out, t, 5000));
  g_assert_true (gtk_widget_compute_bounds (card, t->hand, &bounds));
  y = bounds.origin.y + bounds.size.height / 2;
  for (x = bounds.origin.x + 1; x < bounds.origin.x + bounds.size.width - 1 && !found; x += 1)
    {
      found = TRUE;
      for (guint j = 0; j < n && found; j++)
        {
          graphene_rect_t other;

          /* Only the cards drawn above it hide it: the later ones, or
           * right to left the earlier ones (trp-hand-view.c). */
          if (j != index && (gtk_widget_get_direction (t->hand) == GTK_TEXT_DIR_RTL ? j < index : j > index) &&
              gtk_widget_compute_bounds (trp_hand_view_get_card_widget (TRP_HAND_VIEW (t->hand), j), t->hand, &other) &&
              graphene_rect_contains_point (&other, &GRAPHENE_POINT_INIT (x, y)))
            found = FALSE;
        }
    }
  if (!found)
    g_test_message ("card %u of %u: %g,%g %gx%g", index, n, bounds.origin.x, bounds.origin.y,
                    bounds.size.width, bounds.size.height);
  g_assert_true (found);

  for (int press = 1; press <= n_press; press++)
    g_signal_emit_by_name (hand_click (t), "pressed", press, (double) x - 1, (double) y);
}

/* Chooses exactly the cards at @indices, as a person does: with clicks,
 * or (@by_key) with Home, the arrows and Space. */
static void
choose_cards (Table    *t,
              GArray   *indices,
              gboolean  by_key)
{
  guint n = trp_hand_view_get_n_cards (TRP_HAND_VIEW (t->hand));
  g_autofree gboolean *wanted_at = g_new0 (gboolean, MAX (n, 1));
  guint last = 0;

  /* The cursor goes no further than the last card to change. */
  for (guint k = 0; indices != NULL && k < indices->len; k++)
    wanted_at[g_array_index (indices, guint, k)] = TRUE;
  for (guint i = 0; i < n; i++)
    if (wanted_at[i] != trp_hand_view_is_selected (TRP_HAND_VIEW (t->hand), i))
      last = i + 1;

  if (by_key && last > 0)
    {
      gtk_widget_grab_focus (t->hand);
      g_assert_true (ui_press_key (t->window, GDK_KEY_Home, 0));
    }

  for (guint i = 0; i < last; i++)
    {
      gboolean wanted = wanted_at[i];

      if (wanted != trp_hand_view_is_selected (TRP_HAND_VIEW (t->hand), i))
        {
          if (by_key)
            g_assert_true (ui_press_key (t->window, GDK_KEY_space, 0));
          else
            click_card (t, i, 1);
        }
      g_assert_cmpint (wanted, ==, trp_hand_view_is_selected (TRP_HAND_VIEW (t->hand), i));
      if (by_key && i + 1 < last)
        {
          gboolean rtl = gtk_widget_get_direction (t->hand) == GTK_TEXT_DIR_RTL;

          g_assert_true (ui_press_key (t->window, rtl ? GDK_KEY_Left : GDK_KEY_Right, 0));
        }
    }
}

static void
clicked_cb (GtkButton *button,
            gboolean  *clicked)
{
  *clicked = TRUE;
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

static gboolean
has_width (gpointer widget)
{
  return gtk_widget_get_width (widget) > 0;
}

/* Clicks @button, which must be on screen and sensitive, as the pointer
 * does: a press and a release in its middle, through the button's own
 * click gesture, which clicks only a sensitive button under the pointer.
 * gtk_widget_activate() did it as the keyboard does, showing the button
 * pressed for a quarter of a second first: a Biriba round spent about
 * four of its seven seconds there. */
static void
click_button (GtkWidget *button)
{
  g_autoptr(GListModel) controllers = NULL;
  GObject *gesture = NULL;
  gboolean clicked = FALSE;
  double x, y;
  gulong handler;

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_visible (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  /* A button just added to the bar has its place at the next layout. */
  g_assert_true (ui_wait (has_width, button, 5000));
  controllers = gtk_widget_observe_controllers (button);
  for (guint c = 0; c < g_list_model_get_n_items (controllers) && gesture == NULL; c++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, c);

      if (GTK_IS_GESTURE_CLICK (controller))
        gesture = controller;
    }
  g_assert_nonnull (gesture);

  x = gtk_widget_get_width (button) / 2.0;
  y = gtk_widget_get_height (button) / 2.0;
  handler = g_signal_connect (button, "clicked", G_CALLBACK (clicked_cb), &clicked);
  g_object_ref (button);
  g_signal_emit_by_name (gesture, "pressed", 1, x, y);
  g_signal_emit_by_name (gesture, "released", 1, x, y);
  g_assert_true (ui_wait (is_true, &clicked, 5000));
  g_signal_handler_disconnect (button, handler);
  g_object_unref (button);
}

/* The choice bar's button that makes a move of @type with the chosen
 * cards (“Play Selected”, “Bury 6 of 6”, “Discard”, “Meld Selected”). */
static GtkWidget *
find_selection_button (Table      *t,
                       const char *type)
{
  static const struct { const char *type; const char *move; } moves[] = {
    { "play", "table.move::play" },
    { "bury", "table.move::bury" },
    { "discard", "table.move::discard" },
    { "new_meld", "table.move::new-meld" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    if (g_str_equal (moves[i].type, type))
      {
        GtkWidget *button = ui_find_action_button (t->table, moves[i].move);

        return button != NULL && gtk_widget_get_visible (button) ? button : NULL;
      }
  return NULL;
}

/* The key of a table.* action, as the shortcuts window lists it. */
static guint
action_key (const char *gaction)
{
  if (g_str_equal (gaction, "table.move::draw"))
    return GDK_KEY_d;
  if (g_str_equal (gaction, "table.move::take-pile"))
    return GDK_KEY_p;
  if (g_str_equal (gaction, "table.move::pass"))
    return GDK_KEY_period;
  return 0;
}

/* Makes the planned move as a person would: with the keys and the mouse
 * in turn, the keys given to the hand, which has the focus at the table. */
static void
run_plan (Table *t,
          Plan  *plan,
          guint  turn)
{
  gboolean by_key = turn % 2 == 0;

  if (by_key)
    gtk_widget_grab_focus (t->hand);

  switch (plan->via)
    {
    case VIA_ACTION:
      if (by_key)
        g_assert_true (ui_press_key (t->window, action_key (plan->gaction), GDK_CONTROL_MASK));
      else
        /* The move's button is on the bar and can be clicked. */
        click_button (ui_find_action_button (t->table, plan->gaction));
      break;

    case VIA_SELECTION:
      choose_cards (t, plan->indices, by_key);
      /* Ctrl+Enter acts on the selection (issue 20). */
      if (by_key)
        g_assert_true (ui_press_key (t->window, GDK_KEY_Return, GDK_CONTROL_MASK));
      else
        {
          g_autoptr(TrpAction) made = selection_action (t, plan->indices);
          GtkWidget *stage = ui_find_action_button (t->table, "table.move::new-meld");

          /* Biriba's melds are staged, then laid down with Go Down. */
          if (g_str_equal (made->type, "new_meld") && stage != NULL && gtk_widget_get_visible (stage))
            {
              click_button (stage);
              /* Go Down is a button of its own, not table.go-down's, which
               * stays on to say why it cannot be done yet. */
              click_button (ui_find_button_label (t->table, _("_Go Down")));
            }
          else if (find_selection_button (t, made->type) != NULL)
            click_button (find_selection_button (t, made->type));
          else
            {
              /* No button for one card: a double click plays it. */
              g_assert_cmpuint (plan->indices->len, ==, 1);
              choose_cards (t, NULL, FALSE);
              click_card (t, g_array_index (plan->indices, guint, 0), 2);
            }
        }
      break;

    case VIA_ACTIVATE:
      if (by_key)
        {
          /* Enter plays the card under the cursor when none is chosen. */
          choose_cards (t, NULL, TRUE);
          g_assert_true (ui_press_key (t->window, GDK_KEY_Home, 0));
          for (guint i = 0; i < g_array_index (plan->indices, guint, 0); i++)
            g_assert_true (ui_press_key (t->window,
                                         gtk_widget_get_direction (t->hand) == GTK_TEXT_DIR_RTL
                                         ? GDK_KEY_Left : GDK_KEY_Right, 0));
          g_assert_true (ui_press_key (t->window, GDK_KEY_Return, 0));
        }
      else
        {
          choose_cards (t, NULL, FALSE);
          click_card (t, g_array_index (plan->indices, guint, 0), 2);
        }
      break;

    case VIA_MELD:
      {
        g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (plan->widget);
        GObject *click = NULL;

        choose_cards (t, plan->indices, by_key);
        /* The table's click was added last, after the hand view's own
         * controllers, and GTK lists the latest first. */
        for (guint c = 0; c < g_list_model_get_n_items (controllers) && click == NULL; c++)
          {
            g_autoptr(GObject) controller = g_list_model_get_item (controllers, c);

            if (GTK_IS_GESTURE_CLICK (controller))
              click = controller;
          }
        g_assert_nonnull (click);
        g_signal_emit_by_name (click, "pressed", 1, 1.0, 1.0);
      }
      break;

    case VIA_BUTTON:
      click_button (plan->widget);
      break;

    case VIA_NONE:
    default:
      g_assert_not_reached ();
    }
}

/* --- A refused move ---------------------------------------------------- */

typedef struct {
  GtkWidget  *overlay;
  const char *text;
} ToastWait;

static gboolean
toast_is_shown (gpointer data)
{
  ToastWait *wait = data;

  return ui_toast_shown (wait->overlay, wait->text);
}

/* The refusal's toast, waited for rather than looked for after a fixed
 * pause: under the sanitizers or a loaded machine the table takes longer. */
static gboolean
toast_appears (GtkWidget  *overlay,
               const char *text)
{
  ToastWait wait = { overlay, text };

  return ui_wait (toast_is_shown, &wait, 10000);
}

/* Whether a toast with @text shows within a short while: for moves that
 * must be answered by nothing at all. */
static gboolean
toast_appears_soon (GtkWidget  *overlay,
                    const char *text)
{
  ToastWait wait = { overlay, text };

  return ui_wait (toast_is_shown, &wait, 400);
}

/* The choice bar: the wrap box of the choices. */
static GtkWidget *
choice_bar (GtkWidget *table)
{
  g_autoptr(GPtrArray) boxes = ui_find_all (table, TRP_TYPE_WRAP_BOX);

  for (guint i = 0; i < boxes->len; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (boxes, i), "choices"))
      return g_ptr_array_index (boxes, i);
  return NULL;
}

/* A refusal shows over the board, never over the hand, the choice bar or
 * the status line the person turns to next (issue 20). */
static void
check_toast_covers_no_choice (Table      *t,
                              const char *text)
{
  GtkWidget *label = ui_toast_label (t->window, text);
  GtkWidget *overlay = label != NULL ? gtk_widget_get_ancestor (label, ADW_TYPE_TOAST_OVERLAY) : NULL;
  GtkWidget *kept_clear[] = {
    t->hand,
    choice_bar (t->table),
    ui_find_first (t->table, TRP_TYPE_STATUS_BAR),
  };
  graphene_rect_t over;

  g_assert_nonnull (overlay);
  g_assert_true (gtk_widget_compute_bounds (overlay, t->window, &over));
  for (guint i = 0; i < G_N_ELEMENTS (kept_clear); i++)
    {
      graphene_rect_t bounds;

      g_assert_nonnull (kept_clear[i]);
      g_assert_false (gtk_widget_is_ancestor (kept_clear[i], overlay));
      g_assert_true (gtk_widget_compute_bounds (kept_clear[i], t->window, &bounds));
      g_assert_false (graphene_rect_intersection (&over, &bounds, NULL));
    }
}

/* Whether some legal move takes cards of the hand now. */
static gboolean
selection_move_open (Table *t)
{
  g_autoptr(GPtrArray) legal = trp_game_legal_actions (trp_match_get_game (t->match));

  for (guint a = 0; a < legal->len; a++)
    if (((TrpAction *) g_ptr_array_index (legal, a))->n_cards > 0)
      return TRUE;
  return FALSE;
}

/* A refusal as the toast shows it: the engine's words with the
 * language's digits, the rule's ID in its brackets as the rules print it
 * (trp-table-view.c, _trp_table_view_show_toast). */
static char *
toast_text (const char *message)
{
  const char *bracket = strrchr (message, '[');
  g_autofree char *head = g_strndup (message, bracket != NULL ? (gsize) (bracket - message) : strlen (message));
  g_autofree char *local = trp_localize_digits (head);

  return g_strconcat (local, bracket != NULL ? bracket : "", NULL);
}

/* Tries a move the rules refuse, through the interface, and checks the
 * toast gives the engine's reason with the rule's ID. FALSE when this turn
 * offers no such move. */
static gboolean
try_refused_move (Table    *t,
                  gboolean  keyed_too)
{
  TrpGame *game = trp_match_get_game (t->match);
  gboolean biriba = g_str_equal (trp_match_get_game_id (t->match), "biriba");
  g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);
  guint n = trp_hand_view_get_n_cards (TRP_HAND_VIEW (t->hand));
  guint before = trp_match_get_round_n_actions (t->match, 0);

  for (guint i = 0; i < n; i++)
    {
      TrpCard card = trp_hand_view_get_card (TRP_HAND_VIEW (t->hand), i);
      g_autoptr(TrpAction) attempt = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *rule_id = NULL;
      const char *type = NULL;
      gboolean single_legal = FALSE;

      for (guint a = 0; a < legal->len; a++)
        {
          TrpAction *action = g_ptr_array_index (legal, a);

          if (action->n_cards == 1 && action->cards[0] == card && action->target < 0 &&
              trp_action_get_n_groups (action) <= 1)
            single_legal = TRUE;
          if (action->n_cards > 0 && type == NULL)
            type = action->type;
        }
      if (single_legal)
        continue;

      if (biriba)
        {
          g_autoptr(GArray) indices = g_array_new (FALSE, FALSE, sizeof (guint));

          g_array_append_val (indices, i);
          attempt = selection_action (t, indices);
        }
      else
        attempt = trp_action_new_with_cards (type != NULL ? type : "play", t->viewer, &card, 1);

      if (trp_game_validate (game, attempt, &error))
        continue;
      rule_id = trp_rule_error_get_rule_id (error);
      if (rule_id == NULL || g_str_equal (rule_id, "-"))
        continue;

      {
        g_autofree char *text = trp_action_to_string (attempt);

        g_autoptr(JsonNode) obs = trp_game_observation (game, t->viewer);
        g_autofree char *obs_text = json_to_string (obs, FALSE);

        g_test_message ("refused: %s: %s", text, error->message);
        if (g_getenv ("TRP_TEST_DEBUG") != NULL)
          g_test_message ("observation: %s", obs_text);
      }
      /* The message ends with the rule's ID in brackets. */
      g_assert_true (strstr (error->message, rule_id) != NULL);

      {
        g_autoptr(GArray) indices = g_array_new (FALSE, FALSE, sizeof (guint));

        g_array_append_val (indices, i);

        /* A card the rules do not let the person play now is greyed
         * in the hand: it cannot be chosen, and a double click on it
         * does nothing (the Marianna family's following, M-12). */
        if (!trp_hand_view_is_enabled (TRP_HAND_VIEW (t->hand), i))
          {
            g_autofree char *shown = toast_text (error->message);

            choose_cards (t, NULL, FALSE);
            click_card (t, i, 2);
            g_assert_false (trp_hand_view_is_selected (TRP_HAND_VIEW (t->hand), i));
            g_assert_false (toast_appears_soon (t->overlay, shown));
            g_assert_cmpuint (trp_match_get_round_n_actions (t->match, 0), ==, before);
            g_assert_true (person_to_play (t));
            return TRUE;
          }

        /* Chosen with a click, and Ctrl+Enter. */
        choose_cards (t, indices, FALSE);
        gtk_widget_grab_focus (t->hand);
        /* No card move is open now (a draw comes first, B-21): the
         * move the game shows for cards, not allowed, says why with its
         * rule (#40), and nothing is played. */
        if (!selection_move_open (t))
          {
            g_autoptr(GPtrArray) moves = trp_game_describe_moves (game, t->viewer);
            const char *reason = NULL;

            for (guint m = 0; m < moves->len && reason == NULL; m++)
              if (trp_move_takes_cards (g_ptr_array_index (moves, m)) &&
                  trp_move_get_place (g_ptr_array_index (moves, m)) != TRP_PLACE_MELD)
                reason = trp_move_get_reason (g_ptr_array_index (moves, m));

            ui_press_key (t->window, GDK_KEY_Return, GDK_CONTROL_MASK);
            if (reason != NULL)
              {
                g_autofree char *shown = toast_text (reason);

                g_assert_nonnull (strchr (reason, '['));
                g_assert_true (toast_appears_soon (t->overlay, shown));
              }
            g_assert_cmpuint (trp_match_get_round_n_actions (t->match, 0), ==, before);
            choose_cards (t, NULL, FALSE);
            /* The other cards would say nothing either. */
            break;
          }
        g_assert_true (ui_press_key (t->window, GDK_KEY_Return, GDK_CONTROL_MASK));
      }

      {
        g_autofree char *shown = toast_text (error->message);

        g_assert_true (toast_appears (t->overlay, shown));
        check_toast_covers_no_choice (t, shown);
      }
      /* Refused: nothing moved. */
      g_assert_cmpuint (trp_match_get_round_n_actions (t->match, 0), ==, before);
      g_assert_true (person_to_play (t));
      choose_cards (t, NULL, FALSE);
      return TRUE;
    }

  /* A key the moment does not allow (Ctrl+., Ctrl+P, Ctrl+D). */
  if (keyed_too)
  {
    static const struct { const char *type; const char *gaction; } keyed[] = {
      { "pass", "table.move::pass" },
      { "take_pile", "table.move::take-pile" },
      { "draw_stock", "table.move::draw" },
    };

    for (guint k = 0; k < G_N_ELEMENTS (keyed); k++)
      {
        g_autoptr(TrpAction) attempt = trp_action_new (keyed[k].type, t->viewer);
        g_autoptr(GError) error = NULL;
        g_autofree char *rule_id = NULL;
        gboolean offered = FALSE;

        for (guint a = 0; a < legal->len; a++)
          offered |= g_str_equal (((TrpAction *) g_ptr_array_index (legal, a))->type, keyed[k].type);
        if (offered || trp_game_validate (game, attempt, &error))
          continue;
        rule_id = trp_rule_error_get_rule_id (error);
        g_test_message ("refused %s: %s", keyed[k].gaction, error->message);
        if (rule_id == NULL || g_str_equal (rule_id, "-"))
          continue;

        /* A move the moment does not offer makes nothing. Where the game
         * shows it, not allowed, its key says why with the rule (#40);
         * a move the game does not show now has no key. */
        g_autoptr(GPtrArray) moves = trp_game_describe_moves (game, t->viewer);
        TrpMove *shown_move = trp_game_find_move (moves, keyed[k].gaction + strlen ("table.move::"));

        gtk_widget_grab_focus (t->hand);
        ui_press_key (t->window, action_key (keyed[k].gaction), GDK_CONTROL_MASK);
        if (shown_move != NULL && !trp_move_is_available (shown_move))
          {
            g_autofree char *shown = toast_text (trp_move_get_reason (shown_move));

            g_assert_true (toast_appears_soon (t->overlay, shown));
          }
        else
          {
            g_autofree char *shown = toast_text (error->message);

            g_assert_false (toast_appears_soon (t->overlay, shown));
          }
        g_assert_cmpuint (trp_match_get_round_n_actions (t->match, 0), ==, before);
        g_assert_true (person_to_play (t));
        return TRUE;
      }
  }

  return FALSE;
}

/* --- The round --------------------------------------------------------- */

static TrpMatch *
new_match (const char *game_id,
           guint64     seed)
{
  const TrpGameInfo *info = trp_game_catalog_lookup (game_id);
  static const char *names[] = { "You", "Anna", "Nikos", "Sara", "Giorgos", "Maryam" };
  g_autoptr(TrpRules) rules = trp_rules_new (info->rules);
  g_autofree TrpPlayer *players = g_new0 (TrpPlayer, info->default_players);
  g_autoptr(GError) error = NULL;
  TrpMatch *match;

  if (trp_rules_descriptor_find_option (info->rules, "player_count") != NULL)
    g_assert_true (trp_rules_set_int (rules, "player_count", info->default_players, NULL));

  for (guint i = 0; i < info->default_players; i++)
    {
      players[i].name = (char *) names[i];
      players[i].kind = i == 0 ? TRP_PLAYER_HUMAN : TRP_PLAYER_COMPUTER;
      players[i].level = i == 0 ? NULL : (char *) "normal";
      players[i].team = -1;
    }

  match = trp_match_new (game_id, rules, players, info->default_players, trp_game_catalog_create_game, &error);
  g_assert_no_error (error);
  trp_match_set_first_dealer (match, info->default_players - 1);
  g_assert_true (trp_match_start_round (match, seed, &error));
  g_assert_no_error (error);
  return match;
}

static void
test_table_round (gconstpointer data)
{
  const char *game_id = data;
  const TrpGameInfo *info = trp_game_catalog_lookup (game_id);
  g_autoptr(TrpApplication) app = NULL;
  g_autoptr(TrpMatch) match = NULL;
  g_autofree char *name = NULL;
  g_autofree char *shot = NULL;
  GSettings *settings;
  Table t = { 0, };
  Plan plan = { 0, };
  guint turns = 0, fallbacks = 0;
  gboolean refused = FALSE, pictured = FALSE;
  guint64 seed = 151;
  GtkWidget *result;

  g_assert_nonnull (info);
  if (!trp_game_info_is_playable (info))
    {
      g_test_skip ("no engine yet");
      return;
    }

  ui_init ();
  app = ui_application_new ();
  settings = trp_application_get_settings (app);
  /* Computer seats move at once. */
  g_settings_set_string (settings, "animation-speed", "off");
  g_settings_set_int (settings, "thinking-time", 100);
  g_settings_set_int (settings, "window-width", 1200);
  g_settings_set_int (settings, "window-height", 800);

  t.window = GTK_WIDGET (trp_window_new (app));
  gtk_window_present (GTK_WINDOW (t.window));
  ui_wait_mapped (t.window);

  match = new_match (game_id, 20261121 + g_str_hash (game_id) % 1000);
  t.match = match;
  t.viewer = 0;
  trp_window_show_match (TRP_WINDOW (t.window), match);
  t.table = ui_find_first (t.window, TRP_TYPE_TABLE_VIEW);
  t.overlay = ui_find_first (t.window, ADW_TYPE_TOAST_OVERLAY);
  g_assert_nonnull (t.table);
  g_assert_nonnull (t.overlay);
  t.hand = find_my_hand (t.table);
  g_assert_nonnull (t.hand);

  for (;;)
    {
      TrpGame *game;
      g_autoptr(TrpAction) choice = NULL;
      guint before;

      g_assert_true (ui_wait (turn_or_end_cb, &t, TURN_TIMEOUT_MS));
      if (round_over (&t))
        break;

      /* Let the table catch up with the driver's signals. */
      ui_settle (5);
      check_widgets (&t);
      game = trp_match_get_game (match);

      /* A card the rules refuse if a turn offers one, else a keyboard
       * path that does not apply. */
      if (g_getenv ("TRP_TEST_DEBUG") != NULL)
        {
          g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);
          g_autoptr(JsonNode) obs = trp_game_observation (game, t.viewer);
          g_autofree char *obs_text = json_to_string (obs, FALSE);

          g_test_message ("turn %u: %u legal, %u cards: %s", turns, legal->len,
                          trp_hand_view_get_n_cards (TRP_HAND_VIEW (t.hand)), obs_text);
          for (guint i = 0; i < legal->len; i++)
            {
              g_autofree char *text = trp_action_to_string (g_ptr_array_index (legal, i));

              g_test_message ("  legal: %s", text);
            }
        }
      if (!refused)
        refused = try_refused_move (&t, turns >= 8);

      if (!pictured && turns >= 6)
        {
          name = g_strdup_printf ("table-%s", game_id);
          g_free (ui_screenshot (t.window, name));
          pictured = TRUE;
        }

      /* The person plays as the rule-based player would, when the table
       * lets them; otherwise the first move it lets them make. */
      choice = trp_ai_choose (game, TRP_AI_LEVEL_NORMAL, seed++, 0, NULL);
      g_assert_nonnull (choice);
      if (!plan_action (&t, choice, &plan))
        {
          g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);
          g_autofree char *wanted = trp_action_to_string (choice);

          g_test_message ("%s: the table offers no way to make %s", game_id, wanted);
          fallbacks++;
          for (guint i = 0; i < legal->len && plan.via == VIA_NONE; i++)
            plan_action (&t, g_ptr_array_index (legal, i), &plan);
          if (plan.via == VIA_NONE)
            {
              GString *all = g_string_new (NULL);

              for (guint i = 0; i < legal->len; i++)
                {
                  g_autofree char *text = trp_action_to_string (g_ptr_array_index (legal, i));

                  g_string_append_printf (all, " %s", text);
                }
              g_error ("%s: no legal move can be made at the table:%s", game_id, all->str);
            }
        }

      before = trp_match_get_round_n_actions (match, 0);
      run_plan (&t, &plan, turns);
      /* The move went through the engine. */
      if (!round_over (&t) && trp_match_get_round_n_actions (match, 0) == before)
        {
          g_autofree char *wanted = trp_action_to_string (choice);
          g_autoptr(GPtrArray) labels = ui_find_all (t.overlay, GTK_TYPE_LABEL);

          for (guint i = 0; i < labels->len; i++)
            if (!gtk_widget_is_ancestor (g_ptr_array_index (labels, i), t.table))
              g_test_message ("toast: %s", gtk_label_get_text (g_ptr_array_index (labels, i)));
          g_error ("%s: move %u (by way %d, phase %s) did not go through; the policy wanted %s",
                   game_id, turns, plan.via, trp_game_get_phase (game), wanted);
        }
      plan_clear (&plan);
      turns++;
      g_assert_cmpuint (turns, <, 2000);
    }

  g_test_message ("%s: %u moves by the person, %u of them not the policy's", game_id, turns, fallbacks);
  g_assert_cmpuint (turns, >, 0);
  g_assert_true (refused);

  /* The round's result sheet explains its points: every line in words,
   * no rule ID inline, and what each side's lines add up to is its
   * score for the round (B-45, D-50, M-25). */
  g_assert_true (ui_wait (ui_has_round_result_sheet, NULL, 5000));
  result = ui_find_round_result_sheet ();
  {
    g_autofree char *text = ui_collect_text (GTK_WIDGET (result));
    TrpRoundResult *rr = trp_match_get_round_result (match, 0);
    gint64 sums[8];
    guint n_sides;

    g_assert_nonnull (rr);
    assert_names_no_seat (text);
    g_assert_cmpuint (trp_round_result_get_n_lines (rr), >, 0);
    for (guint i = 0; i < trp_round_result_get_n_lines (rr); i++)
      {
        const TrpScoreLine *line = trp_round_result_get_line (rr, i);
        g_autofree char *label = trp_localize_digits (line->label);

        g_assert_nonnull (strstr (text, label));
        g_assert_null (strstr (text, line->rule_id));
      }
    n_sides = ui_round_result_sheet_sum (result, sums, G_N_ELEMENTS (sums));
    g_assert_cmpuint (n_sides, ==, trp_round_result_get_n_units (rr));
    for (guint u = 0; u < n_sides; u++)
      g_assert_cmpint (sums[u], ==, trp_round_result_get_total (rr, u));
  }
  g_free (name);
  name = g_strdup_printf ("round-result-%s", game_id);
  shot = ui_screenshot (GTK_WIDGET (result), name);

  /* The table shows the new totals behind the result. */
  g_assert_true (ui_shows_score_strip (t.table, match));

  ui_destroy_toplevels ();
}

static gboolean
hint_shown_cb (gpointer data)
{
  Table *t = data;
  g_autoptr(GPtrArray) labels = ui_find_all (t->table, GTK_TYPE_LABEL);

  /* The hint shows in the table's bar, where it covers no choice. */
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_get_visible (g_ptr_array_index (labels, i)) &&
        g_str_has_prefix (gtk_label_get_text (g_ptr_array_index (labels, i)), "Hint: "))
      return TRUE;

  return FALSE;
}

/* Ctrl+H asks the computer what it would play: the bar says the move, and
 * the card is selected in the hand, a legal one. */
static void
test_table_hint (void)
{
  g_autoptr(TrpApplication) app = NULL;
  g_autoptr(TrpMatch) match = NULL;
  g_autoptr(GArray) selected = NULL;
  g_autoptr(GPtrArray) legal = NULL;
  Table t = { 0, };
  gboolean found = FALSE;

  ui_init ();
  app = ui_application_new ();
  g_settings_set_string (trp_application_get_settings (app), "animation-speed", "off");
  g_settings_set_int (trp_application_get_settings (app), "thinking-time", 100);
  t.window = GTK_WIDGET (trp_window_new (app));
  gtk_window_present (GTK_WINDOW (t.window));
  ui_wait_mapped (t.window);

  match = new_match ("marianna", 42);
  t.match = match;
  trp_window_show_match (TRP_WINDOW (t.window), match);
  t.table = ui_find_first (t.window, TRP_TYPE_TABLE_VIEW);
  t.overlay = ui_find_first (t.window, ADW_TYPE_TOAST_OVERLAY);
  t.hand = find_my_hand (t.table);
  g_assert_true (ui_wait (turn_or_end_cb, &t, TURN_TIMEOUT_MS));
  g_assert_true (person_to_play (&t));
  ui_settle (5);

  /* Ctrl+H, given to the hand, which has the focus at the table. */
  gtk_widget_grab_focus (t.hand);
  g_assert_true (ui_press_key (t.window, GDK_KEY_h, GDK_CONTROL_MASK));
  g_assert_true (ui_wait (hint_shown_cb, &t, 20000));
  selected = trp_hand_view_get_selected_cards (TRP_HAND_VIEW (t.hand));
  g_assert_cmpuint (selected->len, ==, 1);
  legal = trp_game_legal_actions (trp_match_get_game (match));
  for (guint i = 0; i < legal->len; i++)
    {
      TrpAction *action = g_ptr_array_index (legal, i);

      found |= action->n_cards >= 1 && action->cards[0] == g_array_index (selected, TrpCard, 0);
    }
  g_assert_true (found);
  /* A hint is no move. */
  g_assert_true (person_to_play (&t));

  /* The hints and the Hard players think for the time the person sets,
   * also when it changes during the match (#34). */
  g_assert_cmpint (trp_match_driver_get_budget (trp_table_view_get_driver (TRP_TABLE_VIEW (t.table))), ==,
                   100 * 1000);
  g_settings_set_int (trp_application_get_settings (app), "thinking-time", 250);
  ui_settle (5);
  g_assert_cmpint (trp_match_driver_get_budget (trp_table_view_get_driver (TRP_TABLE_VIEW (t.table))), ==,
                   250 * 1000);

  ui_destroy_toplevels ();
}

/* --- Several people at one table (#33) ---------------------------------- */

typedef struct
{
  const char *name;
  const char *game_id;
  guint       people;   /* the person seats, one bit a seat */
  guint64     seed;     /* a deal played to its last trick */
} PeopleConfig;

static const PeopleConfig people_configs[] = {
  /* Seats 0 and 2 are partners (B-3, M-2); 0 and 1 are opponents. */
  { "biriba-partners", "biriba", 0x5, 20261207 },
  { "biriba-opponents", "biriba", 0x3, 7 },
  { "marianna-partners", "marianna", 0x5, 20261208 },
  { "marianna-opponents", "marianna", 0x3, 20261207 },
  { "dabaifen-partners", "dabaifen", 0x5, 20261207 },
};

static TrpMatch *
new_people_match (const PeopleConfig *config,
                  guint64             seed)
{
  const TrpGameInfo *info = trp_game_catalog_lookup (config->game_id);
  static const char *names[] = { "Anna", "Bob", "Cleo", "Dan" };
  g_autoptr(TrpRules) rules = trp_rules_new (info->rules);
  TrpPlayer players[4] = { { 0, } };
  g_autoptr(GError) error = NULL;
  TrpMatch *match;

  if (trp_rules_descriptor_find_option (info->rules, "player_count") != NULL)
    g_assert_true (trp_rules_set_int (rules, "player_count", 4, NULL));
  for (guint i = 0; i < 4; i++)
    {
      gboolean person = (config->people & (1u << i)) != 0;

      players[i].name = (char *) names[i];
      players[i].kind = person ? TRP_PLAYER_HUMAN : TRP_PLAYER_COMPUTER;
      players[i].level = person ? NULL : (char *) "normal";
      players[i].team = -1;
    }

  match = trp_match_new (config->game_id, rules, players, 4, trp_game_catalog_create_game, &error);
  g_assert_no_error (error);
  trp_match_set_first_dealer (match, 3);
  g_assert_true (trp_match_start_round (match, seed, &error));
  g_assert_no_error (error);
  return match;
}

static gboolean
is_person_seat (TrpMatch *match,
                int       seat)
{
  return seat >= 0 && trp_match_get_player (match, seat)->kind == TRP_PLAYER_HUMAN;
}

/* A person is to move, or the round is over: the table waits for them. */
static gboolean
people_turn_or_end_cb (gpointer data)
{
  Table *t = data;

  return round_over (t) ||
         (trp_match_get_round_in_progress (t->match) && !trp_match_driver_get_busy (table_driver (t)) &&
          is_person_seat (t->match, trp_game_get_current_seat (trp_match_get_game (t->match))));
}

static GtkWidget *
find_hand_over (Table *t)
{
  return ui_find_first (t->table, TRP_TYPE_HAND_OVER);
}

static gboolean
hand_over_up (Table *t)
{
  GtkWidget *over = find_hand_over (t);

  return over != NULL && gtk_widget_get_visible (over);
}

static gboolean
hand_over_gone_cb (gpointer data)
{
  return !hand_over_up (data);
}

static gboolean
covers_table_cb (gpointer data)
{
  Table *t = data;
  GtkWidget *over = find_hand_over (t);

  return gtk_widget_get_width (over) > 0 && gtk_widget_get_width (over) == gtk_widget_get_width (t->table);
}

static void
count_cards (JsonNode *node,
             guint    *counts)
{
  TrpCard card;

  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autoptr(GList) members = json_object_get_members (json_node_get_object (node));

      for (GList *l = members; l != NULL; l = l->next)
        count_cards (json_object_get_member (json_node_get_object (node), l->data), counts);
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        count_cards (json_array_get_element (array, i), counts);
    }
  else if (json_node_get_value_type (node) == G_TYPE_STRING &&
           trp_card_from_code (json_node_get_string (node), &card, NULL))
    counts[card]++;
}

/* While the hand-over screen is up, nothing of @seat's hand is on the
 * screen: the hand is face down, and no card face shown anywhere at the
 * table is one of that hand's cards beyond the copies every seat may see
 * (a double pack shows another 7♠ on a meld). The screen covers the whole
 * table. */
static void
assert_nothing_of_hand_shown (Table *t,
                              int    seat)
{
  TrpGame *game = trp_match_get_game (t->match);
  g_autoptr(JsonNode) own = trp_game_observation (game, seat);
  g_autoptr(JsonNode) public = trp_game_observation (game, TRP_SEAT_SPECTATOR);
  g_autoptr(GArray) hand = cards_of (json_object_get_array_member (json_node_get_object (own), "hand"));
  g_autoptr(GPtrArray) views = ui_find_all (t->table, TRP_TYPE_CARD_VIEW);
  guint shown[256] = { 0, }, seen[256] = { 0, };
  GtkWidget *mine = find_my_hand (t->table);
  GtkWidget *over = find_hand_over (t);

  count_cards (public, seen);
  for (guint i = 0; i < views->len; i++)
    {
      TrpCardView *view = g_ptr_array_index (views, i);

      if (gtk_widget_get_mapped (GTK_WIDGET (view)) && !trp_card_view_get_face_down (view) &&
          trp_card_view_get_card (view) != TRP_CARD_NONE)
        shown[trp_card_view_get_card (view)]++;
    }
  for (guint i = 0; i < hand->len; i++)
    {
      TrpCard card = g_array_index (hand, TrpCard, i);

      if (shown[card] > seen[card])
        g_error ("%s's %s shows before they asked for it", trp_match_get_player (t->match, seat)->name,
                 trp_card_to_code (card));
    }

  if (mine != NULL)
    for (guint i = 0; i < trp_hand_view_get_n_cards (TRP_HAND_VIEW (mine)); i++)
      g_assert_cmpuint (trp_hand_view_get_card (TRP_HAND_VIEW (mine), i), ==, TRP_CARD_NONE);

  g_assert_nonnull (over);
  g_assert_true (ui_wait (covers_table_cb, t, 5000));
  g_assert_cmpint (gtk_widget_get_width (over), ==, gtk_widget_get_width (t->table));
  g_assert_cmpint (gtk_widget_get_height (over), ==, gtk_widget_get_height (t->table));
  g_assert_cmpstr (trp_hand_over_get_name (TRP_HAND_OVER (over)), ==,
                   trp_match_get_player (t->match, seat)->name);
}

static gboolean
window_listed_cb (gpointer data)
{
  return !trp_window_get_listing (data);
}

static gboolean
table_shown_cb (gpointer data)
{
  return ui_find_first (data, TRP_TYPE_TABLE_VIEW) != NULL;
}

static GtkWidget *
find_undo_button (Table *t)
{
  return ui_find_action_button (t->table, "table.undo");
}

/* A whole round with two people at one table: each person's turn opens
 * at the hand-over screen, which shows nothing of their cards until they
 * ask, and Undo never takes back the other person's move. Halfway, the
 * match is left and continued from its file: it opens at the hand-over of
 * whoever is to move. */
static void
test_people_round (gconstpointer data)
{
  const PeopleConfig *config = data;
  g_autoptr(TrpApplication) app = NULL;
  g_autoptr(TrpMatch) match = NULL;
  GSettings *settings;
  Table t = { 0, };
  Plan plan = { 0, };
  guint turns = 0, hand_overs = 0, changes = 0, undo_refused = 0;
  int last_person = -1, mover = -1;
  gboolean resumed = FALSE;
  guint64 seed = 7;

  ui_init ();
  ui_reset_matches_folder ();
  app = ui_application_new ();
  settings = trp_application_get_settings (app);
  g_settings_set_string (settings, "animation-speed", "off");
  g_settings_set_int (settings, "thinking-time", 100);
  g_settings_set_int (settings, "window-width", 1200);
  g_settings_set_int (settings, "window-height", 800);

  t.window = GTK_WIDGET (trp_window_new (app));
  gtk_window_present (GTK_WINDOW (t.window));
  ui_wait_mapped (t.window);

  match = new_people_match (config, config->seed);
  /* Saved as New Match saves it, so that Continue finds it. */
  {
    g_autofree char *path = trp_match_new_save_path ();
    g_autoptr(GError) error = NULL;

    trp_match_set_save_path (match, path);
    g_assert_true (trp_match_save (match, &error));
    g_assert_no_error (error);
  }
  t.match = match;
  trp_window_show_match (TRP_WINDOW (t.window), match);
  /* The table holds the match, and its file's lock, from here on. */
  g_clear_object (&match);
  t.table = ui_find_first (t.window, TRP_TYPE_TABLE_VIEW);
  g_assert_nonnull (t.table);

  for (;;)
    {
      TrpGame *game;
      g_autoptr(TrpAction) choice = NULL;
      int current;
      guint before;

      g_assert_true (ui_wait (people_turn_or_end_cb, &t, TURN_TIMEOUT_MS));
      if (round_over (&t))
        break;
      ui_settle (5);
      game = trp_match_get_game (t.match);
      current = trp_game_get_current_seat (game);

      /* Another person than the last one to see their cards: the table
       * must be covered for them. */
      if (current != last_person)
        g_assert_true (hand_over_up (&t));

      if (hand_over_up (&t))
        {
          GtkWidget *undo;

          assert_nothing_of_hand_shown (&t, current);
          undo = find_undo_button (&t);
          g_assert_true (undo == NULL || !gtk_widget_is_sensitive (undo));
          hand_overs++;
          changes += current != last_person;

          /* Halfway through the round, leave and continue the match from
           * its file: the hand-over of the same person greets it. */
          if (!resumed && changes >= 4)
            {
              g_autofree char *path = g_strdup (trp_match_get_save_path (t.match));

              g_assert_nonnull (path);
              /* The window goes, as when the app is closed mid-match. */
              ui_destroy_toplevels ();
              t.window = GTK_WIDGET (trp_window_new (app));
              gtk_window_present (GTK_WINDOW (t.window));
              ui_wait_mapped (t.window);
              g_assert_true (ui_wait (window_listed_cb, t.window, 30000));
              g_assert_true (gtk_widget_activate_action (t.window, "win.continue-match", NULL));
              g_assert_true (ui_wait (table_shown_cb, t.window, 5000));
              t.table = ui_find_first (t.window, TRP_TYPE_TABLE_VIEW);
              t.match = trp_match_driver_get_match (table_driver (&t));
              g_assert_cmpstr (trp_match_get_save_path (t.match), ==, path);
              g_assert_true (ui_wait (people_turn_or_end_cb, &t, TURN_TIMEOUT_MS));
              ui_settle (5);
              g_assert_cmpint (trp_game_get_current_seat (trp_match_get_game (t.match)), ==, current);
              g_assert_true (hand_over_up (&t));
              assert_nothing_of_hand_shown (&t, current);
              resumed = TRUE;
            }

          /* Enter on the hand-over shows the cards, which has the focus. */
          g_assert_true (ui_press_key (t.window, GDK_KEY_Return, 0));
          g_assert_true (ui_wait (hand_over_gone_cb, &t, 5000));
          last_person = current;
        }

      g_assert_cmpint (current, ==, last_person);
      t.viewer = current;
      t.hand = find_my_hand (t.table);
      g_assert_nonnull (t.hand);
      check_widgets (&t);

      /* Ctrl+Z at the start of a person's turn takes back nothing: the
       * moves before it are another's. */
      if (trp_match_get_round_n_actions (t.match, 0) > 0 && current != mover)
        {
          guint n_actions = trp_match_get_round_n_actions (t.match, 0);
          GtkWidget *undo = find_undo_button (&t);

          g_assert_true (undo == NULL || !gtk_widget_is_sensitive (undo));
          gtk_widget_grab_focus (t.hand);
          ui_press_key (t.window, GDK_KEY_z, GDK_CONTROL_MASK);
          ui_settle (5);
          g_assert_cmpuint (trp_match_get_round_n_actions (t.match, 0), ==, n_actions);
          undo_refused++;
        }
      game = trp_match_get_game (t.match);

      choice = trp_ai_choose (game, TRP_AI_LEVEL_NORMAL, seed++, 0, NULL);
      g_assert_nonnull (choice);
      if (!plan_action (&t, choice, &plan))
        {
          g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);

          for (guint i = 0; i < legal->len && plan.via == VIA_NONE; i++)
            plan_action (&t, g_ptr_array_index (legal, i), &plan);
          g_assert_true (plan.via != VIA_NONE);
        }
      before = trp_match_get_round_n_actions (t.match, 0);
      run_plan (&t, &plan, turns);
      g_assert_true (round_over (&t) || trp_match_get_round_n_actions (t.match, 0) > before);
      mover = current;
      plan_clear (&plan);
      turns++;
      if (g_getenv ("TRP_TEST_DEBUG") != NULL && turns % 10 == 0)
        g_printerr ("%s: %u moves by the people, %u in the round\n", config->name, turns,
                    trp_match_get_round_n_actions (t.match, 0));
      g_assert_cmpuint (turns, <, 2000);
    }

  g_test_message ("%s: %u moves by the people, %u hand-overs, %u from one person to the other, "
                  "%u moves in the round",
                  config->name, turns, hand_overs, changes, trp_match_get_round_n_actions (t.match, 0));
  {
    TrpRoundResult *rr = trp_match_get_round_result (t.match, 0);

    for (guint i = 0; rr != NULL && i < trp_round_result_get_n_lines (rr); i++)
      g_test_message ("  %s", trp_round_result_get_line (rr, i)->label);
  }
  g_assert_true (resumed);
  g_assert_cmpuint (changes, >=, 4);
  g_assert_cmpuint (undo_refused, >=, 4);

  ui_destroy_toplevels ();
  ui_reset_matches_folder ();
}

static gboolean
some_computer_turns_cb (gpointer data)
{
  Table *t = data;

  return round_over (t) || trp_match_get_round_n_actions (t->match, 0) >= 12;
}

/* A table of computers only is watched: nobody is told “Your turn”, not
 * while the computer at the first seat thinks either (#33). */
static void
test_people_none (void)
{
  g_autoptr(TrpApplication) app = NULL;
  g_autoptr(TrpMatch) match = NULL;
  static const PeopleConfig none = { "none", "marianna", 0, 20261207 };
  Table t = { 0, };
  guint looked = 0;

  ui_init ();
  app = ui_application_new ();
  g_settings_set_string (trp_application_get_settings (app), "animation-speed", "off");
  t.window = GTK_WIDGET (trp_window_new (app));
  gtk_window_present (GTK_WINDOW (t.window));
  ui_wait_mapped (t.window);

  match = new_people_match (&none, none.seed);
  t.match = match;
  trp_window_show_match (TRP_WINDOW (t.window), match);
  t.table = ui_find_first (t.window, TRP_TYPE_TABLE_VIEW);
  g_assert_null (find_hand_over (&t) != NULL && hand_over_up (&t) ? find_hand_over (&t) : NULL);

  while (!some_computer_turns_cb (&t))
    {
      g_autoptr(GPtrArray) labels = ui_find_all (t.table, GTK_TYPE_LABEL);

      for (guint i = 0; i < labels->len; i++)
        g_assert_false (g_str_has_prefix (gtk_label_get_text (g_ptr_array_index (labels, i)), "Your turn"));
      looked++;
      ui_settle (20);
      g_assert_cmpuint (looked, <, 3000);
    }
  g_test_message ("%u looks at the table over %u computer moves", looked, trp_match_get_round_n_actions (match, 0));
  g_assert_cmpuint (looked, >, 1);

  ui_destroy_toplevels ();
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) games = ui_playable_games ();

  /* LANGUAGE=fa plays the same rounds in Persian, right to left, from
   * the translation this build compiles (meson runs both). */
  test_locale_init_translations ();
  if (!ui_test_init (&argc, &argv))
    return 0;

  for (guint i = 0; i < games->len; i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/table/round/%s", (char *) games->pdata[i]);

      g_test_add_data_func (path, games->pdata[i], test_table_round);
    }

  g_test_add_func ("/ui/table/hint", test_table_hint);

  for (guint i = 0; i < G_N_ELEMENTS (people_configs); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/table/people/%s", people_configs[i].name);

      g_test_add_data_func (path, &people_configs[i], test_people_round);
    }
  g_test_add_func ("/ui/table/people/none", test_people_none);

  return ui_test_run ();
}
