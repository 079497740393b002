/* test-ui-sizes.c: cards sized to the table, every place in view (#32)
 *
 * Each board, at each player count, is opened part-way through a round
 * in a window of a laptop's 1024×720 and of a phone's 360×720, with
 * normal and with large text (text scaling 1.5, through gtk-xft-dpi), and
 * the sizes of its cards and the places of everything it must show are
 * measured where a player sees them: in the window.
 *
 * TRP_SIZES_REPORT=1 prints a line per table, for the size table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "test-locale.h"
#include "test-ui-common.h"
#include "trp-ai.h"
#include "trp-application.h"
#include "trp-board.h"
#include "trp-card-view.h"
#include "trp-game-catalog.h"
#include "trp-hand-view.h"
#include "trp-table-view.h"
#include "trp-window.h"

typedef struct
{
  TrpApplication *app;
  TrpMatch       *match;
  GtkWidget      *window;
  GtkWidget      *table;
  GtkWidget      *board;
  GtkWidget      *board_window;
  GtkWidget      *hand;
  const char     *name;
} Table;

typedef struct
{
  const char *game;
  guint       players;
  /* Moves played before the table is looked at; Biriba plays on until
   * each side has this many melds (or the round would end). */
  guint       moves;
  guint       melds;
  /* Names the table where a game is looked at twice. */
  const char *stage;
} Board;

static const Board boards[] = {
  { "biriba", 2, 400, 8 }, { "biriba", 3, 400, 8 }, { "biriba", 4, 400, 8 },
  { "biriba", 5, 400, 8 }, { "biriba", 6, 400, 8 },
  { "dabaifen", 4, 1, 0, "-draw" }, { "dabaifen", 4, 14, 0 }, { "marianna", 4, 14, 0 }, { "cinquecento", 4, 14, 0 },
  { "briscola_151", 2, 9, 0 }, { "mariaccio", 2, 9, 0 },
};

/* The fewest melds any side has on the table. */
static guint
fewest_melds (TrpMatch *match)
{
  g_autoptr(JsonNode) node = trp_game_observation (trp_match_get_game (match), 0);
  JsonObject *obs = json_node_get_object (node);
  JsonArray *melds = json_object_has_member (obs, "melds") ? json_object_get_array_member (obs, "melds") : NULL;
  JsonArray *sides = json_object_get_array_member (obs, "side_of_seat");
  guint counts[6] = { 0, };
  guint n_sides = 0, fewest = G_MAXUINT;

  for (guint s = 0; s < json_array_get_length (sides); s++)
    n_sides = MAX (n_sides, (guint) json_array_get_int_element (sides, s) + 1);
  for (guint m = 0; melds != NULL && m < json_array_get_length (melds); m++)
    {
      guint side = json_object_get_int_member (json_array_get_object_element (melds, m), "side");

      if (side < G_N_ELEMENTS (counts))
        counts[side]++;
    }
  for (guint s = 0; s < n_sides && s < G_N_ELEMENTS (counts); s++)
    fewest = MIN (fewest, counts[s]);
  return fewest;
}

/* Plays @board's match as the computers would (the person's seat too),
 * stopping at the person's turn @board->moves moves in. Biriba stops at
 * the person's turn where the sides have the most melds of the round: of
 * the first deal where each side has @board->melds, else of the deal
 * with the most (five and six players' rounds end sooner). */
static TrpMatch *
mid_round (const Board *board)
{
  guint64 best_deal = 11;
  guint best = 0, best_move = 0;

  for (guint64 deal = 11; deal < 31 && (deal == 11 || best < board->melds); deal++)
    {
      g_autoptr(TrpMatch) match = ui_match_new (board->game, board->players, deal);
      guint64 seed = 5;

      guint m;

      for (m = 0; m <= board->moves && trp_match_get_round_in_progress (match); m++)
        {
          TrpGame *game = trp_match_get_game (match);
          g_autoptr(TrpAction) action = NULL;
          g_autoptr(GError) error = NULL;

          if (board->melds == 0 && m >= board->moves)
            return g_steal_pointer (&match);
          if (trp_game_get_current_seat (game) == 0)
            {
              if (board->melds > 0 && fewest_melds (match) > best)
                {
                  best = fewest_melds (match);
                  best_move = m;
                  best_deal = deal;
                }
            }
          action = trp_ai_choose (game, TRP_AI_LEVEL_NORMAL, seed++, 0, NULL);
          g_assert_nonnull (action);
          g_assert_true (trp_match_perform (match, action, &error));
          g_assert_no_error (error);
        }
      if (board->melds == 0)
        g_error ("%s at %u: the round ended after %u moves", board->game, board->players, m);
    }

  {
    TrpMatch *match = ui_match_new (board->game, board->players, best_deal);
    guint64 seed = 5;

    for (guint m = 0; m < best_move; m++)
      {
        g_autoptr(TrpAction) action = trp_ai_choose (trp_match_get_game (match), TRP_AI_LEVEL_NORMAL,
                                                     seed++, 0, NULL);

        g_assert_true (trp_match_perform (match, action, NULL));
      }
    g_test_message ("%s at %u: %u melds a side", board->game, board->players, fewest_melds (match));
    if (g_getenv ("TRP_SIZES_REPORT") != NULL)
      g_printerr ("%s at %u: %u melds a side\n", board->game, board->players, fewest_melds (match));
    return match;
  }
}

/* The table sizes its cards over a few frames: waits until the trick's
 * and the melds' sizes hold for a while (at most three seconds). */
static void
settle_sizes (Table *t)
{
  int last = -1, steady = 0;

  ui_settle (200);
  for (guint i = 0; i < 30 && steady < 3; i++)
    {
      GtkWidget *board = ui_find_first (t->table, TRP_TYPE_BOARD);
      GtkWidget *trick = trp_board_get_place (TRP_BOARD (board), TRP_BOARD_PLACE_TRICK, 0);
      GtkWidget *meld = trp_board_get_place (TRP_BOARD (board), TRP_BOARD_PLACE_MELD, 0);
      int now = (trick != NULL ? trp_hand_view_get_card_width (TRP_HAND_VIEW (trick)) : 0) +
                1000 * (meld != NULL ? trp_hand_view_get_card_width (TRP_HAND_VIEW (meld)) : 0);

      steady = now == last ? steady + 1 : 0;
      last = now;
      ui_settle (100);
    }
}

static void
table_open (Table       *t,
            const Board *board,
            int          width,
            int          height,
            double       text_scale)
{
  ui_init ();
  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", (int) round (96 * 1024 * text_scale), NULL);
  t->app = ui_application_new ();
  g_settings_set_string (trp_application_get_settings (t->app), "animation-speed", "off");
  t->window = GTK_WIDGET (trp_window_new (t->app));
  gtk_window_set_default_size (GTK_WINDOW (t->window), width, height);
  gtk_window_present (GTK_WINDOW (t->window));
  ui_wait_mapped (t->window);

  t->match = mid_round (board);
  trp_window_show_match (TRP_WINDOW (t->window), t->match);
  t->table = ui_find_first (t->window, TRP_TYPE_TABLE_VIEW);
  g_assert_nonnull (t->table);
  ui_wait_mapped (t->table);
  settle_sizes (t);
  t->board = ui_find_first (t->table, TRP_TYPE_BOARD);
  g_assert_nonnull (t->board);
  t->board_window = gtk_widget_get_ancestor (t->board, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (t->board_window);
  t->hand = NULL;
  {
    g_autoptr(GPtrArray) hands = ui_find_all (t->table, TRP_TYPE_HAND_VIEW);

    for (guint i = 0; i < hands->len && t->hand == NULL; i++)
      if (gtk_widget_get_focusable (g_ptr_array_index (hands, i)))
        t->hand = g_ptr_array_index (hands, i);
  }
  g_assert_nonnull (t->hand);
}

static void
table_close (Table *t)
{
  ui_destroy_toplevels ();
  g_clear_object (&t->match);
  g_clear_object (&t->app);
  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", 96 * 1024, NULL);
}

/* The height of the cards a row of cards (or a card) shows, as drawn. */
static int
card_height (GtkWidget *place)
{
  int width = 0;

  if (place == NULL)
    return 0;
  if (TRP_IS_HAND_VIEW (place))
    width = trp_hand_view_get_card_width (TRP_HAND_VIEW (place));
  else
    g_object_get (place, "card-width", &width, NULL);
  return (int) ceil (width * TRP_CARD_ASPECT);
}

/* What is wrong with the tables looked at so far: every table is looked
 * at and reported before the test fails. */
static GString *failures;

static void
fail (const char *format,
      ...) G_GNUC_PRINTF (1, 2);

static void
fail (const char *format,
      ...)
{
  va_list args;
  g_autofree char *text = NULL;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  g_test_message ("FAIL %s", text);
  g_string_append_printf (failures, "%s\n", text);
}

static graphene_rect_t
bounds_in_window (Table     *t,
                  GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, t->window, &bounds));
  return bounds;
}

/* @place shows whole on the board: inside the board's visible area
 * (without scrolling where @scrolled is FALSE, else across), never under
 * the hand. */
static void
assert_in_view (Table      *t,
                GtkWidget  *place,
                const char *what,
                gboolean    scrolled)
{
  graphene_rect_t rect, view, hand;

  if (place == NULL || !gtk_widget_get_mapped (place))
    return;
  rect = bounds_in_window (t, place);
  view = bounds_in_window (t, t->board_window);
  hand = bounds_in_window (t, t->hand);
  if (g_test_verbose () || g_getenv ("TRP_SIZES_REPORT") != NULL)
    g_test_message ("  %s at %.0f,%.0f %.0f×%.0f in %.0f,%.0f %.0f×%.0f", what,
                    rect.origin.x, rect.origin.y, rect.size.width, rect.size.height,
                    view.origin.x, view.origin.y, view.size.width, view.size.height);
  /* Across: never cut by the board's sides. */
  if (rect.origin.x < view.origin.x - 1 || rect.origin.x + rect.size.width > view.origin.x + view.size.width + 1)
    fail ("%s: %s is cut at the board's side: %.0f…%.0f of %.0f…%.0f", t->name, what, rect.origin.x,
             rect.origin.x + rect.size.width, view.origin.x, view.origin.x + view.size.width);
  if (!scrolled &&
      (rect.origin.y < view.origin.y - 1 || rect.origin.y + rect.size.height > view.origin.y + view.size.height + 1))
    fail ("%s: %s is out of view: %.0f…%.0f of %.0f…%.0f", t->name, what, rect.origin.y,
             rect.origin.y + rect.size.height, view.origin.y, view.origin.y + view.size.height);
  if (graphene_rect_intersection (&rect, &hand, NULL) && !scrolled)
    fail ("%s: %s is under the hand", t->name, what);
}

typedef struct
{
  int hand;
  int trick;
  int meld;
  int pile;
  int exposed;
} Sizes;

/* Every place the board must show: the stock, the pile's top card, the
 * trick's cards, the exposed card, every meld; measures the cards. */
static Sizes
check_places (Table      *t,
              const char *name,
              gboolean    scrolled)
{
  TrpBoard *board = TRP_BOARD (t->board);
  Sizes sizes = { card_height (t->hand), 0, 0, 0, 0 };
  GtkWidget *place;

  place = trp_board_get_place (board, TRP_BOARD_PLACE_STOCK, 0);
  assert_in_view (t, place, "the stock", scrolled);
  place = trp_board_get_place (board, TRP_BOARD_PLACE_PILE, 0);
  if (place != NULL)
    sizes.pile = card_height (place);
  assert_in_view (t, place, "the pile", scrolled);
  if (place == NULL && (place = trp_board_get_place (board, TRP_BOARD_PLACE_STOCK, 0)) != NULL)
    sizes.pile = card_height (place);
  place = trp_board_get_place (board, TRP_BOARD_PLACE_EXPOSED, 0);
  if (place != NULL && gtk_widget_get_mapped (place))
    sizes.exposed = card_height (place);
  assert_in_view (t, place, "the exposed card", scrolled);
  for (guint seat = 0; seat < trp_match_get_n_players (t->match); seat++)
    {
      g_autofree char *what = g_strdup_printf ("seat %u's trick card", seat);

      place = trp_board_get_place (board, TRP_BOARD_PLACE_TRICK, seat);
      if (place == NULL)
        continue;
      sizes.trick = MAX (sizes.trick, card_height (place));
      assert_in_view (t, place, what, scrolled);
    }
  for (int meld = 0; ; meld++)
    {
      g_autofree char *what = g_strdup_printf ("meld %d", meld);
      GtkWidget *last = trp_board_get_place (board, TRP_BOARD_PLACE_MELD, -1);

      place = trp_board_get_place (board, TRP_BOARD_PLACE_MELD, meld);
      if (place == NULL)
        break;
      sizes.meld = sizes.meld == 0 ? card_height (place) : MIN (sizes.meld, card_height (place));
      assert_in_view (t, place, what, scrolled);
      if (place == last)
        break;
    }
  return sizes;
}

static void
report (const char  *name,
        const Sizes *sizes)
{
  if (g_getenv ("TRP_SIZES_REPORT") != NULL)
    g_printerr ("SIZES %-28s hand %3d trick %3d meld %3d pile/stock %3d exposed %3d\n", name,
                sizes->hand, sizes->trick, sizes->meld, sizes->pile, sizes->exposed);
}

/* What makes a table wider than its window, for the log. */
static void
dump_widths (GtkWidget *widget,
             guint      depth)
{
  int min = 0;

  if (depth > 7 || !gtk_widget_get_visible (widget))
    return;
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_test_message ("%*s%s needs %d px", depth * 2, "", G_OBJECT_TYPE_NAME (widget), min);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    dump_widths (child, depth + 1);
}

static void
test_sizes (gconstpointer data)
{
  const double text_scale = g_getenv ("TRP_SIZES_SCALE") != NULL ? g_ascii_strtod (g_getenv ("TRP_SIZES_SCALE"), NULL)
                                                                 : GPOINTER_TO_INT (data) / 10.0;
  static const struct { int width, height; } windows[] = { { 1024, 720 }, { 360, 720 }, { 1920, 1080 } };

  failures = g_string_new (NULL);

  for (guint b = 0; b < G_N_ELEMENTS (boards); b++)
    for (guint w = 0; w < G_N_ELEMENTS (windows); w++)
      {
        const Board *board = &boards[b];
        int width = windows[w].width, height = windows[w].height;
        gboolean narrow = width < 600;
        g_autofree char *name = g_strdup_printf ("%s%s-%u-%dx%d%s", board->game,
                                                 board->stage != NULL ? board->stage : "", board->players,
                                                 width, height, text_scale > 1 ? "-large" : "");
        Table t = { 0, };
        Sizes sizes;

        if (g_getenv ("TRP_SIZES_ONLY") != NULL && strstr (name, g_getenv ("TRP_SIZES_ONLY")) == NULL)
          continue;
        /* The large window only for the report: it is measured, not
         * asserted, beyond growing. */
        if (windows[w].width > 1024 && g_getenv ("TRP_SIZES_REPORT") == NULL)
          continue;
        t.name = name;
        table_open (&t, board, width, height, text_scale);
        g_free (ui_screenshot (t.window, name));
        /* Everything in view without scrolling at a laptop's size; on a
         * phone, or with large text, the board may scroll, on one axis:
         * nothing in it scrolls apart, so the wheel scrolls the board
         * wherever the pointer is, and nothing is cut at its sides. */
        sizes = check_places (&t, name, narrow || text_scale > 1);
        if (ui_find_first (t.board, GTK_TYPE_SCROLLED_WINDOW) != NULL)
          fail ("%s: the board scrolls within itself", name);
        report (name, &sizes);

        /* The window was not made wider than asked. */
        if (gtk_widget_get_width (t.window) > width)
          {
            fail ("%s: the window grew to %d px", name, gtk_widget_get_width (t.window));
            dump_widths (t.table, 0);
          }

        if (!narrow && width == 1024 && text_scale == 1)
          {
            /* At 1024×720 a trick card is at least 100 px tall, a meld
             * card at least 70 px at 4 players (#32). */
            if (sizes.trick > 0 && sizes.trick < 100)
              fail ("%s: trick cards %d px tall", name, sizes.trick);
            if (sizes.meld > 0 && board->players <= 4 && sizes.meld < 70)
              fail ("%s: meld cards %d px tall", name, sizes.meld);
          }
        table_close (&t);
      }

  if (failures->len > 0)
    g_error ("%s", failures->str);
  g_string_free (failures, TRUE);
}

int
main (int    argc,
      char **argv)
{
  test_locale_init ();
  bindtextdomain (GETTEXT_PACKAGE, BUILD_ROOT "/po");
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  if (!ui_test_init (&argc, &argv))
    return 0;
  /* Persian is laid out as it is read, right to left. */
  if (g_str_has_prefix (g_getenv ("LANGUAGE"), "fa"))
    gtk_widget_set_default_direction (GTK_TEXT_DIR_RTL);

  g_test_add_data_func ("/ui/sizes/normal-text", GINT_TO_POINTER (10), test_sizes);
  g_test_add_data_func ("/ui/sizes/large-text", GINT_TO_POINTER (15), test_sizes);

  return ui_test_run ();
}
