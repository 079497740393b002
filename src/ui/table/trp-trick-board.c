/* trp-trick-board.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "trp-card-view.h"
#include "trp-format.h"
#include "trp-game-catalog.h"
#include "trp-hand-view.h"
#include "trp-observation-reader.h"
#include "trp-pile-dialog.h"
#include "trp-trick-board.h"
#include "trp-wrap-box.h"

#define MAX_SEATS TRP_TRICK_BOARD_MAX_SEATS

/* The trick games' board: the trick in front of whoever played each card,
 * with the facts of the hand, the stock or pack, and what was exposed
 * beside it. It reads the observation's members, never the game's id. */
struct _TrpTrickBoard
{
  GtkWidget   parent_instance;

  GtkWidget  *side_box;
  GtkWidget  *trick_box;
  GtkWidget  *facts_box;
  /* On a phone, the facts that did not fit under the trick's start side,
   * beside the hand's way up, above the cards there. */
  GtkWidget  *facts_end_box;
  GtkWidget  *piles_box;
  GtkWidget  *pack_box;
  GtkWidget  *pack_label;
  GtkWidget  *rest_button;
  GtkWidget  *exposed_box;
  GtkWidget  *exposed_label;
  GtkWidget  *last_trick_label;
  GtkWidget  *trick_grid;
  GtkWidget  *kitty_box;

  /* Built once, then changed in place. */
  GtkWidget  *points_chip;
  GtkWidget  *captured_chip;
  GtkWidget  *trump_chip;
  GtkWidget  *trump_rank_chip;
  GtkWidget  *trump_suit_chip;
  GtkWidget  *declarers_chip;
  GtkWidget  *leader_chip;
  GtkWidget  *stock_chip;
  GtkWidget  *declarations_chip;
  GtkWidget  *stock_view;
  GtkWidget  *indicator_view;
  GtkWidget  *pack_view;
  GtkWidget  *exposed_view;
  GtkWidget  *kitty_view;

  guint       n_seats;
  int         viewer;
  /* The facts' titles beside their values, or above them in a phone's
   * half width; changed after the allocation that asks for it. */
  GtkOrientation chip_orientation;
  int         chip_width;
  guint       chip_idle;
  /* What the last allocation asked for: the chips' orientation, and how
   * many of the facts stay in @facts_box, the rest in @facts_end_box. */
  GtkOrientation wanted_orientation;
  guint       wanted_split;
  int         wanted_chip_width;
  GtkWidget  *trick_views[MAX_SEATS];

  /* The viewer's view at the end of the round before, for its last
   * trick until this round's first is taken: for which round count and
   * viewer it was read. */
  JsonNode   *previous_round;
  guint       previous_round_of;
  int         previous_viewer;
};

static void trp_trick_board_board_init (TrpBoardInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TrpTrickBoard, trp_trick_board, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (TRP_TYPE_BOARD, trp_trick_board_board_init))

/* A level or trump rank as the cards print it: 2 … 10, J, Q, K, A (D-7). */
static char *
rank_text (int rank)
{
  switch (rank)
    {
    case 11: return g_strdup (C_("level", "J"));
    case 12: return g_strdup (C_("level", "Q"));
    case 13: return g_strdup (C_("level", "K"));
    case 14: return g_strdup (C_("level", "A"));
    default: return trp_format_number (rank);
    }
}

/* Each side's points with its name, a line each: “You and Nikos 40”,
 * “Anna and Boris 25”, so that nobody has to know which number is whose. */
static char *
points_by_side (TrpMatch  *match,
                guint      n_units,
                const int *first,
                const int *second)
{
  GString *str = g_string_new (NULL);

  for (guint u = 0; u < n_units; u++)
    {
      g_autofree char *number = trp_format_number (first[u] + (second != NULL ? second[u] : 0));
      g_autofree char *name = u < trp_match_get_n_units (match) ? trp_match_dup_unit_name (match, u)
                                                                 : trp_format_number (u + 1);

      if (str->len > 0)
        g_string_append_c (str, '\n');
      /* Translators: a side's points on the table, “You and Nikos 40”. */
      g_string_append_printf (str, C_("side points", "%s %s"), name, number);
    }

  return g_string_free (str, FALSE);
}

static const char *
suit_name (int                 suit,
           const TrpCardStyle *style)
{
  if (suit < 0)
    /* Translators: the trump suit, before there is one. */
    return _("None yet");
  return trp_suit_get_display_name ((TrpSuit) suit, style->faces);
}

static void
update_facts (TrpTrickBoard         *self,
              const TrpBoardContext *context,
              const TrpTrickTable   *table)
{
  TrpMatch *match = context->match;
  g_autofree char *points = NULL;
  g_autofree char *captured = NULL;
  g_autofree char *rank = NULL;
  g_autofree char *declarers = NULL;
  g_autofree char *leader = NULL;
  g_autofree char *stock = NULL;
  GString *declarations = g_string_new (NULL);

  /* The Marianna family: card points and declarations together. */
  if (table->facts & TRP_TRICK_FACT_CARD_POINTS)
    points = points_by_side (match, table->n_units, table->card_points, table->declared_points);
  trp_board_chip_set (self->points_chip, points);

  /* Da Bai Fen: the points captured so far (D-33). */
  if (table->facts & TRP_TRICK_FACT_CAPTURED)
    captured = points_by_side (match, table->n_units, table->captured_points, NULL);
  trp_board_chip_set (self->captured_chip, captured);

  trp_board_chip_set (self->trump_chip, table->facts & TRP_TRICK_FACT_TRUMP
                                        ? suit_name (table->trump_suit, context->style) : NULL);

  /* The trump rank is the declaring side's level (D-7); Da Bai Fen's
   * pack is French (D-2), whatever faces the Italian games wear. */
  if (table->facts & TRP_TRICK_FACT_LEVELS)
    {
      TrpCardStyle french = *context->style;

      french.faces = TRP_FACE_STYLE_FRENCH;
      if (table->trump_rank >= 0)
        rank = rank_text (CLAMP (table->trump_rank, 2, 14));
      trp_board_chip_set (self->trump_suit_chip, suit_name (table->trump_suit, &french));
      /* Who declares and who leads (D-23, D-24), once known. */
      if (table->declarers >= 0)
        declarers = trp_match_dup_unit_name (match, (guint) table->declarers);
      if (table->leader >= 0 && table->step != TRP_ROUND_STEP_DRAWING)
        leader = trp_board_seat_name (match, table->leader);
    }
  else
    trp_board_chip_set (self->trump_suit_chip, NULL);
  trp_board_chip_set (self->trump_rank_chip, rank);
  trp_board_chip_set (self->declarers_chip, declarers);
  trp_board_chip_set (self->leader_chip, leader);

  if (table->facts & TRP_TRICK_FACT_STOCK)
    stock = trp_format_number (table->stock_size);
  trp_board_chip_set (self->stock_chip, stock);

  /* Declarations so far this hand: who, how much, in which suit. */
  for (guint i = 0; table->declarations != NULL && i < table->declarations->len; i++)
    {
      const TrpTrickDeclaration *declaration = &g_array_index (table->declarations, TrpTrickDeclaration, i);
      g_autofree char *name = trp_board_seat_name (match, declaration->seat);
      g_autofree char *number = trp_format_number (declaration->points);

      if (declarations->len > 0)
        g_string_append (declarations, C_("list separator", ", "));
      if (declaration->suit >= 0)
        g_string_append_printf (declarations, "%s %s (%s)", name, number,
                                suit_name (declaration->suit, context->style));
      else
        g_string_append_printf (declarations, "%s %s", name, number);
    }
  trp_board_chip_set (self->declarations_chip, declarations->len > 0 ? declarations->str : NULL);
  g_string_free (declarations, TRUE);
}

static void
update_piles (TrpTrickBoard         *self,
              const TrpBoardContext *context,
              const TrpTrickTable   *table)
{
  int width = trp_board_pile_width (context->card_width);

  /* The stock and, in the two-player games, the trump card under it. */
  trp_card_view_set_card_width (TRP_CARD_VIEW (self->stock_view), width);
  gtk_widget_set_visible (self->stock_view, table->stock_size > 0);
  trp_card_view_set_style (TRP_CARD_VIEW (self->indicator_view), context->style);
  trp_card_view_set_card_width (TRP_CARD_VIEW (self->indicator_view), width);
  if (table->indicator != TRP_CARD_NONE)
    trp_card_view_set_card (TRP_CARD_VIEW (self->indicator_view), table->indicator);
  gtk_widget_set_visible (self->indicator_view, table->indicator != TRP_CARD_NONE);
  /* Empty, it would still take the facts' spacing twice. */
  gtk_widget_set_visible (self->piles_box,
                          gtk_widget_get_visible (self->stock_view) ||
                          gtk_widget_get_visible (self->indicator_view));

  /* The pack while it is drawn from (D-14), counting the cards drawn but
   * not yet shown dealt. */
  if (table->step == TRP_ROUND_STEP_DRAWING || context->dealing)
    {
      guint left = table->left_to_draw + context->undealt;
      g_autofree char *number = trp_format_number (left);
      g_autofree char *text = g_strdup_printf (ngettext ("%s card left to draw", "%s cards left to draw", left),
                                               number);

      trp_card_view_set_card_width (TRP_CARD_VIEW (self->pack_view), width);
      gtk_label_set_text (GTK_LABEL (self->pack_label), text);
      gtk_widget_set_visible (self->rest_button, context->dealing);
      gtk_widget_set_visible (self->pack_box, TRUE);
    }
  else
    gtk_widget_set_visible (self->pack_box, FALSE);

  /* What was exposed decides the trump and the declarers (D-16); after
   * the draw and the burial the facts say both, and the card gives the
   * board's room to the kitty and the last trick. */
  if (table->exposed != TRP_CARD_NONE && table->step != TRP_ROUND_STEP_OTHER)
    {
      g_autofree char *who = trp_board_seat_name (context->match, MAX (table->exposed_seat, 0));
      g_autofree char *text = g_strdup_printf (_("%s exposed:"), who);

      gtk_label_set_text (GTK_LABEL (self->exposed_label), text);
      trp_card_view_set_style (TRP_CARD_VIEW (self->exposed_view), context->style);
      trp_card_view_set_card_width (TRP_CARD_VIEW (self->exposed_view), width);
      trp_card_view_set_card (TRP_CARD_VIEW (self->exposed_view), table->exposed);
      gtk_widget_set_visible (self->exposed_box, TRUE);
    }
  else
    gtk_widget_set_visible (self->exposed_box, FALSE);

  /* The leader's own kitty, once buried (D-27). */
  trp_board_set_cards (self->kitty_view, context->style, trp_board_meld_width (context->card_width), table->buried);
  gtk_widget_set_visible (self->kitty_box, table->buried != NULL && table->buried->len > 0);
}

/* The places of the trick, one per seat, made once for the number of
 * seats: the viewer's at the bottom, the others round the table in the
 * order of play, as the seats sit (docs/table.md). */
static void
build_trick_places (TrpTrickBoard *self,
                    guint          n,
                    int            viewer,
                    int            width)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->trick_grid)) != NULL)
    gtk_grid_remove (GTK_GRID (self->trick_grid), child);
  memset (self->trick_views, 0, sizeof self->trick_views);
  self->n_seats = n;
  self->viewer = viewer;

  /* Empty places keep every seat's card where it belongs, however many
   * cards the trick has yet. Half-card rows: the cards across the table
   * and the viewer's overlap the side seats' rows, so a trick is two
   * cards high, not three. */
  for (int column = 0; column < 3; column++)
    {
      GtkWidget *place = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

      if (column != 1 && n == 2)
        continue;
      gtk_widget_set_size_request (place, width, column == 1 ? (int) (2 * width * TRP_CARD_ASPECT) : 0);
      gtk_grid_attach (GTK_GRID (self->trick_grid), place, column, 0, 1, column == 1 ? 4 : 1);
    }

  for (guint seat = 0; seat < n && seat < MAX_SEATS; seat++)
    {
      guint r = (seat + n - viewer) % n;
      int column = 1, row = 1;

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

      self->trick_views[seat] = trp_board_new_cards (NULL, width);
      gtk_widget_set_visible (self->trick_views[seat], FALSE);
      gtk_grid_attach (GTK_GRID (self->trick_grid), self->trick_views[seat], column, row, 1, 2);
    }
}

/* The trick's places follow the size its cards are given: the middle
 * column keeps the room of two cards, the side columns one card's width. */
static void
size_trick_places (TrpTrickBoard *self,
                   int            width)
{
  for (GtkWidget *place = gtk_widget_get_first_child (self->trick_grid); place != NULL;
       place = gtk_widget_get_next_sibling (place))
    {
      int column;

      if (!GTK_IS_BOX (place))
        continue;
      gtk_grid_query_child (GTK_GRID (self->trick_grid), place, &column, NULL, NULL, NULL);
      gtk_widget_set_size_request (place, width, column == 1 ? (int) (2 * width * TRP_CARD_ASPECT) : 0);
    }
}

/**
 * trp_trick_board_read_table:
 * @match: the match @observation is of, whose catalog row says what its
 *   table shows
 *
 * Reads a trick game's @observation as its board shows it; clear @table
 * with trp_trick_table_clear().
 */
void
trp_trick_board_read_table (TrpTrickTable *table,
                            TrpMatch      *match,
                            JsonObject    *observation)
{
  const TrpGameInfo *info = trp_game_catalog_lookup (trp_match_get_game_id (match));

  trp_trick_table_read (table, info != NULL ? info->trick_table : NULL, observation,
                        trp_match_get_n_players (match));
}

static void
update_trick (TrpTrickBoard         *self,
              const TrpBoardContext *context,
              const TrpTrickTable   *table)
{
  guint n = MIN (trp_match_get_n_players (context->match), MAX_SEATS);
  int width = trp_board_trick_width (context->card_width);
  GArray * const *per_seat = table->trick;
  gboolean dimmed = FALSE;
  int winner = -1;

  if (n != self->n_seats || context->viewer != self->viewer)
    build_trick_places (self, n, context->viewer, width);
  else
    size_trick_places (self, width);

  /* Between tricks the one just taken stays in view, dimmed, until the
   * next card is led, so that its last card can be seen. */
  if (!table->trick_started && table->step == TRP_ROUND_STEP_OTHER && table->last_trick_winner >= 0)
    {
      per_seat = table->last_trick;
      winner = table->last_trick_winner;
      dimmed = TRUE;
    }

  for (guint seat = 0; seat < n; seat++)
    {
      GtkWidget *cards = self->trick_views[seat];
      g_autofree char *name = trp_board_seat_name (context->match, seat);
      /* Translators: the cards a player put on the table, for screen
       * readers, e.g. “Played by Anna”. */
      g_autofree char *text = g_strdup_printf (_("Played by %s"), name);

      trp_board_set_cards (cards, context->style, width, per_seat[seat]);
      if (dimmed)
        gtk_widget_add_css_class (cards, "dim-label");
      else
        gtk_widget_remove_css_class (cards, "dim-label");
      gtk_accessible_update_property (GTK_ACCESSIBLE (cards), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->trick_grid), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  dimmed ? _("The last trick") : _("The trick"), -1);

  if (winner >= 0)
    {
      g_autofree char *name = trp_board_seat_name (context->match, winner);
      g_autofree char *text = g_strdup_printf (_("%s took the last trick"), name);

      gtk_label_set_text (GTK_LABEL (self->last_trick_label), text);
    }
  gtk_widget_set_visible (self->last_trick_label, winner >= 0);
}

static void
trp_trick_board_update (TrpBoard              *board,
                        const TrpBoardContext *context)
{
  TrpTrickBoard *self = TRP_TRICK_BOARD (board);
  g_auto(TrpTrickTable) table = { 0, };

  trp_trick_board_read_table (&table, context->match, context->observation);
  update_facts (self, context, &table);
  update_piles (self, context, &table);
  update_trick (self, context, &table);
}

static GtkWidget *
trp_trick_board_get_place (TrpBoard      *board,
                           TrpBoardPlace  place,
                           int            index)
{
  TrpTrickBoard *self = TRP_TRICK_BOARD (board);

  switch (place)
    {
    case TRP_BOARD_PLACE_STOCK:
      if (gtk_widget_get_visible (self->pack_box))
        return self->pack_view;
      return gtk_widget_get_visible (self->stock_view) ? self->stock_view : NULL;
    case TRP_BOARD_PLACE_TRICK:
      return index >= 0 && index < MAX_SEATS ? self->trick_views[index] : NULL;
    case TRP_BOARD_PLACE_EXPOSED:
      return self->exposed_view;
    case TRP_BOARD_PLACE_PILE:
    case TRP_BOARD_PLACE_MELD:
    default:
      return NULL;
    }
}

/* How the previous round ended, seen from the viewer's seat: kept when
 * a round ends at this table, else played again from the match's log
 * (a match just reopened from its file). NULL before the second round. */
static JsonObject *
previous_round_view (TrpTrickBoard *self,
                     TrpMatch      *match,
                     int            viewer)
{
  guint n_rounds = trp_match_get_n_rounds (match);

  if (self->previous_round_of != n_rounds || self->previous_viewer != viewer)
    {
      g_clear_pointer (&self->previous_round, json_node_unref);
      self->previous_round_of = n_rounds;
      self->previous_viewer = viewer;
    }
  if (self->previous_round == NULL && n_rounds >= 2)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TrpGame) game = trp_match_replay_round (match, n_rounds - 2, &error);

      if (game == NULL)
        {
          /* The log was checked when the match was read; a replay that
           * fails is a bug, said rather than hidden. */
          g_warning ("Replaying round %u failed: %s", n_rounds - 1, error->message);
          return NULL;
        }
      self->previous_round = trp_game_observation (game, viewer);
    }

  return self->previous_round != NULL ? json_node_get_object (self->previous_round) : NULL;
}

/* The last trick taken, or the previous round's until the first trick
 * of this one; what was shown before changes in place. */
static void
trp_trick_board_fill_inspector (TrpBoard      *board,
                                TrpPileDialog *dialog,
                                TrpMatch      *match,
                                int            viewer)
{
  TrpTrickBoard *self = TRP_TRICK_BOARD (board);
  guint n = MIN (trp_match_get_n_players (match), MAX_SEATS);
  g_autoptr(JsonNode) node = trp_game_observation (trp_match_get_game (match), viewer);
  g_auto(TrpTrickTable) table = { 0, };
  GArray * const *per_seat;
  gboolean previous = FALSE;
  int winner;

  trp_trick_board_read_table (&table, match, json_node_get_object (node));
  /* Until the new round's first trick, the last one of the round before
   * is still the last trick. */
  if (table.last_trick_winner < 0)
    {
      JsonObject *before = previous_round_view (self, match, viewer);

      if (before != NULL)
        {
          trp_trick_table_clear (&table);
          trp_trick_board_read_table (&table, match, before);
          previous = table.last_trick_winner >= 0;
        }
    }
  winner = table.last_trick_winner;
  per_seat = table.last_trick;

  trp_pile_dialog_set_heading (dialog, previous ? _("The Last Trick of the Previous Round") : _("The Last Trick"));
  trp_pile_dialog_begin (dialog);
  if (winner < 0)
    trp_pile_dialog_add_text (dialog, "no-trick", _("No trick has been taken yet."));
  else
    {
      g_autofree char *name = trp_board_seat_name (match, winner);
      g_autofree char *text = g_strdup_printf (_("%s took it."), name);

      g_autoptr(GArray) cards = g_array_new (FALSE, FALSE, sizeof (TrpCard));
      g_autoptr(GPtrArray) captions = g_ptr_array_new_with_free_func (g_free);

      /* Seat by seat from the viewer, each card with who played it. */
      for (guint r = 0; r < n; r++)
        {
          guint seat = (viewer + r) % n;

          for (guint i = 0; per_seat[seat] != NULL && i < per_seat[seat]->len; i++)
            {
              g_array_append_val (cards, g_array_index (per_seat[seat], TrpCard, i));
              g_ptr_array_add (captions, trp_board_seat_name (match, seat));
            }
        }
      trp_pile_dialog_add_captioned (dialog, "trick", text, (TrpCard *) cards->data,
                                     (const char *const *) captions->pdata, cards->len);
    }
  trp_pile_dialog_end (dialog);
}

static const char *
trp_trick_board_get_inspector_title (TrpBoard *board)
{
  return _("The Last Trick");
}

static void
trp_trick_board_board_init (TrpBoardInterface *iface)
{
  iface->update = trp_trick_board_update;
  iface->get_place = trp_trick_board_get_place;
  iface->fill_inspector = trp_trick_board_fill_inspector;
  iface->get_inspector_title = trp_trick_board_get_inspector_title;
}

/* --- Layout: side by side, or one above the other on a phone ---------- */

/* The facts and the cards beside the trick (the stock, what was exposed,
 * the kitty) sit beside it where the width allows it, and below it where
 * it does not: on a phone's 360 px the two side by side needed about
 * 490 px. libadwaita 1.2 has no AdwBreakpoint, so the board
 * chooses from the width it is given, as AdwLeaflet folds.
 *
 * Cards fly to the trick from every seat (trp-table-view-flights.c):
 * from the side seats across the board's middle, from the seat across
 * the table and from the hand down and up its centre. Nothing the
 * player reads lies on their way: beside the trick, the facts
 * sit above the side seats' lane and the cards below it; under the
 * trick, the two sit either side of the hand's way up. */
#define SIDE_BY_SIDE_SPACING 36
#define STACKED_SPACING 12
/* The side seats' lane, round the board's middle: the table centres
 * the seats on the board, and their cards sit under their names, some
 * way below the middle (24 px with normal text). */
#define LANE_ABOVE 12
#define LANE_BELOW 40
/* The hand's way up to the trick, under it. */
#define CORRIDOR 24

typedef struct
{
  GtkAllocation facts;
  GtkAllocation facts_end;
  GtkAllocation side;
  GtkAllocation trick;
  int           height;
  gboolean      stacked;
  guint         split;
  int           chip_width;
} Plan;

static void
measure_width (GtkWidget *widget,
               int       *minimum,
               int       *natural)
{
  *minimum = *natural = 0;
  if (gtk_widget_should_layout (widget))
    gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, minimum, natural, NULL, NULL);
}

static int
height_for (GtkWidget *widget,
            int        width)
{
  int height = 0;

  if (gtk_widget_should_layout (widget) && width > 0)
    gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
  return height;
}

static void
mirror (GtkAllocation *allocation,
        int            width)
{
  allocation->x = width - allocation->x - allocation->width;
}

/* The facts in order, wherever they are: the first ones in @facts_box,
 * the rest in @facts_end_box. */
static GtkWidget *
first_fact (TrpTrickBoard *self)
{
  GtkWidget *child = gtk_widget_get_first_child (self->facts_box);

  return child != NULL ? child : gtk_widget_get_first_child (self->facts_end_box);
}

static GtkWidget *
next_fact (TrpTrickBoard *self,
           GtkWidget     *fact)
{
  GtkWidget *next = gtk_widget_get_next_sibling (fact);

  if (next == NULL && gtk_widget_get_parent (fact) == self->facts_box)
    next = gtk_widget_get_first_child (self->facts_end_box);
  return next;
}

static guint
count_children (GtkWidget *box)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (box); child != NULL; child = gtk_widget_get_next_sibling (child))
    n++;
  return n;
}

/* On a phone, under the trick, the facts either side of the hand's way
 * up: the first ones at the start side, the rest above the cards at the
 * end side, split where the taller of the two is shortest. With all the
 * facts at one side, Da Bai Fen's five (the points, the trump rank and
 * suit, the declarers, the leader) stood 210 px tall in a column of
 * 88 px at 360 px, and the last ones were only in view scrolled. Returns
 * how many stay at the start; @start and @end are the two columns'
 * facts' heights. */
static guint
split_facts (TrpTrickBoard *self,
             int            width,
             int            side_h,
             int           *start,
             int           *end)
{
  int heights[32];
  guint n = 0, best = 0;
  int total = 0, before = 0, best_tallest = G_MAXINT;

  for (GtkWidget *child = first_fact (self); child != NULL && n < G_N_ELEMENTS (heights);
       child = next_fact (self, child))
    {
      heights[n] = height_for (child, width);
      if (heights[n] > 0)
        heights[n] += gtk_box_get_spacing (GTK_BOX (self->facts_box));
      total += heights[n++];
    }
  *start = *end = 0;
  for (guint k = 0; k <= n; k++)
    {
      int after = total - before;
      int tallest = MAX (before, after + (after > 0 && side_h > 0 ? STACKED_SPACING : 0) + side_h);

      /* Ties keep the facts at the start. */
      if (tallest <= best_tallest)
        {
          best_tallest = tallest;
          best = k;
          *start = before;
          *end = after;
        }
      if (k < n)
        before += heights[k];
    }
  return best;
}

/* The facts' narrowest width with their titles beside their values
 * (@beside), or above them, whichever way they are shown now: the
 * board chooses where they go from these, so that turning them does
 * not turn the choice back. */
static int
facts_min_width (TrpTrickBoard *self,
                 gboolean       beside)
{
  int widest = 0;

  for (GtkWidget *child = first_fact (self); child != NULL; child = next_fact (self, child))
    {
      int width = 0;

      if (!gtk_widget_should_layout (child))
        continue;
      if (GTK_IS_BOX (child))
        {
          int title = 0, value = 0;

          measure_width (gtk_widget_get_first_child (child), &title, &width);
          measure_width (gtk_widget_get_last_child (child), &value, &width);
          width = beside ? title + gtk_box_get_spacing (GTK_BOX (child)) + value : MAX (title, value);
        }
      else
        {
          int natural;

          measure_width (child, &width, &natural);
        }
      widest = MAX (widest, width);
    }
  return widest;
}

/* Where the three go in @width (and @height, or -1 to find the height
 * they need). */
static void
plan_layout (TrpTrickBoard *self,
             int            width,
             int            height,
             Plan          *plan)
{
  gboolean rtl = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL;
  int facts_min, facts_nat, side_min, side_nat, trick_min, trick_nat;
  int column_min, column_nat, trick_w, trick_h, facts_h, side_h, room;

  measure_width (self->facts_box, &facts_min, &facts_nat);
  measure_width (self->side_box, &side_min, &side_nat);
  measure_width (self->trick_box, &trick_min, &trick_nat);
  column_min = MAX (facts_min_width (self, TRUE), side_min);
  column_nat = MAX (facts_nat, side_nat);
  if (width < 0)
    width = column_nat + SIDE_BY_SIDE_SPACING + trick_nat;
  memset (plan, 0, sizeof *plan);
  plan->split = G_MAXUINT;

  room = width - SIDE_BY_SIDE_SPACING - trick_nat;
  if (room >= column_min)
    {
      /* Beside the trick: their natural width where it fits, else
       * what the trick leaves them with their labels wrapped. Wrapping
       * a fact costs less than stacking: a Persian Da Bai Fen board of
       * three-card plays stacked at 1024 px and scrolled, hiding the
       * trump and the declarers. */
      int column_w = MIN (room, column_nat);
      int row = column_w + SIDE_BY_SIDE_SPACING + trick_nat;
      int x = (width - row) / 2;

      trick_w = trick_nat;
      trick_h = height_for (self->trick_box, trick_w);
      facts_h = height_for (self->facts_box, column_w);
      side_h = height_for (self->side_box, column_w);
      if (self->n_seats > 2)
        {
          /* The facts above the lane, the cards below it. */
          int centre;

          plan->height = MAX (trick_h, 2 * MAX (facts_h + LANE_ABOVE, side_h + LANE_BELOW));
          centre = (height >= 0 ? height : plan->height) / 2;
          plan->facts = (GtkAllocation) { x, centre - LANE_ABOVE - facts_h, column_w, facts_h };
          plan->side = (GtkAllocation) { x, centre + LANE_BELOW, column_w, side_h };
        }
      else
        {
          /* Nobody plays from the sides: one column. */
          int gap = facts_h > 0 && side_h > 0 ? STACKED_SPACING : 0;
          int top;

          plan->height = MAX (trick_h, facts_h + gap + side_h);
          top = ((height >= 0 ? height : plan->height) - facts_h - gap - side_h) / 2;
          plan->facts = (GtkAllocation) { x, top, column_w, facts_h };
          plan->side = (GtkAllocation) { x, top + facts_h + gap, column_w, side_h };
        }
      plan->trick = (GtkAllocation) { x + row - trick_w, ((height >= 0 ? height : plan->height) - trick_h) / 2,
                                      trick_w, trick_h };
    }
  else
    {
      /* The trick first, where a phone shows it without scrolling; the
       * facts and the cards below it, either side of the hand's way up
       * where they fit there, else one under the other. */
      int half = (width - CORRIDOR) / 2;
      int below, y, gap = STACKED_SPACING;

      trick_w = MIN (trick_nat, width);
      trick_h = height_for (self->trick_box, trick_w);
      plan->stacked = TRUE;
      if (half >= MAX (facts_min_width (self, FALSE), side_min))
        {
          int side_w = MIN (half, side_nat), end_h;

          side_h = height_for (self->side_box, side_w);
          plan->split = split_facts (self, half, side_h, &facts_h, &end_h);
          plan->chip_width = half;
          below = MAX (facts_h, end_h + (end_h > 0 && side_h > 0 ? STACKED_SPACING : 0) + side_h);
          /* The side seats' cards fly up past the halves' outer
           * corners: a lane under the trick. */
          gap = 2 * STACKED_SPACING;
          plan->facts = (GtkAllocation) { 0, 0, half, facts_h };
          plan->facts_end = (GtkAllocation) { width - half, 0, half, end_h };
          plan->side = (GtkAllocation) { width - half, below - side_h, side_w, side_h };
        }
      else
        {
          int facts_w = MIN (facts_nat, width), side_w = MIN (side_nat, width);

          facts_h = height_for (self->facts_box, facts_w);
          side_h = height_for (self->side_box, side_w);
          below = facts_h + (facts_h > 0 && side_h > 0 ? STACKED_SPACING : 0) + side_h;
          plan->facts = (GtkAllocation) { (width - facts_w) / 2, 0, facts_w, facts_h };
          plan->side = (GtkAllocation) { (width - side_w) / 2, below - side_h, side_w, side_h };
        }
      plan->height = trick_h + (below > 0 ? gap + below : 0);
      y = MAX (0, ((height >= 0 ? height : plan->height) - plan->height) / 2);
      plan->trick = (GtkAllocation) { (width - trick_w) / 2, y, trick_w, trick_h };
      plan->facts.y += y + trick_h + gap;
      plan->facts_end.y += y + trick_h + gap;
      plan->side.y += y + trick_h + gap;
    }

  /* GTK mirrors boxes right to left; this board is mirrored the same. */
  if (rtl)
    {
      mirror (&plan->facts, width);
      mirror (&plan->facts_end, width);
      mirror (&plan->side, width);
      mirror (&plan->trick, width);
    }
}

static void
trp_trick_board_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  TrpTrickBoard *self = TRP_TRICK_BOARD (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int facts_min, facts_nat, side_min, side_nat, trick_min, trick_nat;

      /* As narrow as the widest of the three, one under the other;
       * naturally, side by side. */
      measure_width (self->facts_box, &facts_min, &facts_nat);
      measure_width (self->side_box, &side_min, &side_nat);
      measure_width (self->trick_box, &trick_min, &trick_nat);
      /* The facts' least width with their titles above their values,
       * whichever way they are turned now: turned beside them for a
       * frame, they made a 360 px window with large text 375 px wide,
       * and a window does not shrink back. */
      *minimum = MAX (MAX (facts_min_width (self, FALSE), side_min), trick_min);
      *natural = MAX (facts_nat, side_nat) + SIDE_BY_SIDE_SPACING + trick_nat;
    }
  else
    {
      Plan plan;

      plan_layout (self, for_size, -1, &plan);
      *minimum = *natural = plan.height;
    }
}

/* The height depends on the width: stacked, the board is taller. */
static GtkSizeRequestMode
trp_trick_board_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* Titles above their values under the trick, where the facts have half
 * a phone's width, beside them beside the trick; and the facts split
 * between the two sides of the hand's way up as the allocation asked. */
static gboolean
turn_chips_cb (gpointer user_data)
{
  TrpTrickBoard *self = user_data;
  GtkOrientation orientation = self->wanted_orientation;
  guint n = count_children (self->facts_box);

  self->chip_idle = 0;
  while (n > self->wanted_split && n > 0)
    {
      g_autoptr(GtkWidget) chip = g_object_ref (gtk_widget_get_last_child (self->facts_box));

      gtk_box_remove (GTK_BOX (self->facts_box), chip);
      gtk_box_prepend (GTK_BOX (self->facts_end_box), chip);
      n--;
    }
  while (n < self->wanted_split && gtk_widget_get_first_child (self->facts_end_box) != NULL)
    {
      g_autoptr(GtkWidget) chip = g_object_ref (gtk_widget_get_first_child (self->facts_end_box));

      gtk_box_remove (GTK_BOX (self->facts_end_box), chip);
      gtk_box_append (GTK_BOX (self->facts_box), chip);
      n++;
    }
  self->chip_orientation = orientation;
  self->chip_width = self->wanted_chip_width;
  for (GtkWidget *child = first_fact (self); child != NULL; child = next_fact (self, child))
    if (GTK_IS_BOX (child))
      {
        GtkOrientation turned = orientation;
        int title = 0, value = 0, unused;

        /* A short fact stays on one line in a phone's half width:
         * “Trump rank 2”, “Leader You”. */
        measure_width (gtk_widget_get_first_child (child), &unused, &title);
        measure_width (gtk_widget_get_last_child (child), &unused, &value);
        if (self->chip_width > 0 && title + 6 + value <= self->chip_width)
          turned = GTK_ORIENTATION_HORIZONTAL;
        gtk_orientable_set_orientation (GTK_ORIENTABLE (child), turned);
        gtk_box_set_spacing (GTK_BOX (child), turned == GTK_ORIENTATION_HORIZONTAL ? 6 : 0);
      }
  return G_SOURCE_REMOVE;
}

static void
trp_trick_board_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  TrpTrickBoard *self = TRP_TRICK_BOARD (widget);
  guint n_start = count_children (self->facts_box);
  guint n_all = n_start + count_children (self->facts_end_box);
  Plan plan;

  plan_layout (self, width, height, &plan);
  self->wanted_orientation = plan.stacked ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL;
  self->wanted_split = MIN (plan.split, n_all);
  self->wanted_chip_width = plan.chip_width;
  if ((self->wanted_orientation != self->chip_orientation || self->wanted_split != n_start ||
       self->wanted_chip_width != self->chip_width) &&
      self->chip_idle == 0)
    self->chip_idle = g_idle_add (turn_chips_cb, self);
  if (gtk_widget_should_layout (self->facts_box))
    gtk_widget_size_allocate (self->facts_box, &plan.facts, -1);
  if (gtk_widget_should_layout (self->facts_end_box))
    gtk_widget_size_allocate (self->facts_end_box, &plan.facts_end, -1);
  if (gtk_widget_should_layout (self->side_box))
    gtk_widget_size_allocate (self->side_box, &plan.side, -1);
  gtk_widget_size_allocate (self->trick_box, &plan.trick, -1);
}

static void
trp_trick_board_dispose (GObject *object)
{
  g_clear_pointer (&TRP_TRICK_BOARD (object)->previous_round, json_node_unref);
  g_clear_handle_id (&TRP_TRICK_BOARD (object)->chip_idle, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (object), TRP_TYPE_TRICK_BOARD);

  G_OBJECT_CLASS (trp_trick_board_parent_class)->dispose (object);
}

static void
trp_trick_board_class_init (TrpTrickBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = trp_trick_board_dispose;

  g_type_ensure (TRP_TYPE_WRAP_BOX);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/trapoula/Trapoula/ui/trp-trick-board.ui");
  gtk_widget_class_bind_template_child (widget_class, TrpTrickBoard, side_box);
  gtk_widget_class_bind_template_child (widget_class, TrpTrickBoard, trick_box);
  gtk_widget_class_bind_template_child (widget_class, TrpTrickBoard, facts_box);
  gtk_widget_class_bind_template_child (widget_class, TrpTrickBoard, facts_end_box);
  gtk_widget_class_bind_template_child (widget_class, TrpTrickBoard, piles_box);
  gtk_widget_class_bind_template_child (widget_class, TrpTrickBoard, pack_box);
  gtk_widget_class_bind_template_child (widget_class, TrpTrickBoard, pack_label);
  gtk_widget_class_bind_template_child (widget_class, TrpTrickBoard, rest_button);
  gtk_widget_class_bind_template_child (widget_class, TrpTrickBoard, exposed_box);
  gtk_widget_class_bind_template_child (widget_class, TrpTrickBoard, exposed_label);
  gtk_widget_class_bind_template_child (widget_class, TrpTrickBoard, last_trick_label);
  gtk_widget_class_bind_template_child (widget_class, TrpTrickBoard, trick_grid);
  gtk_widget_class_bind_template_child (widget_class, TrpTrickBoard, kitty_box);
  widget_class->get_request_mode = trp_trick_board_get_request_mode;
  widget_class->measure = trp_trick_board_measure;
  widget_class->size_allocate = trp_trick_board_size_allocate;
}

static GtkWidget *
new_back (const char *tooltip)
{
  GtkWidget *back = trp_card_view_new (TRP_CARD_NONE);

  trp_card_view_set_face_down (TRP_CARD_VIEW (back), TRUE);
  gtk_widget_set_tooltip_text (back, tooltip);
  return back;
}

static void
trp_trick_board_init (TrpTrickBoard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->viewer = -1;
  /* Dragged cards are played to the trick, or buried beside it, in the
   * facts' column where the kitty shows (D-27). */
  trp_board_add_drop_place (TRP_BOARD (self), self->trick_box, TRP_PLACE_TRICK, -1);
  trp_board_add_drop_place (TRP_BOARD (self), self->side_box, TRP_PLACE_KITTY, -1);
  self->points_chip = trp_board_chip_new (self->facts_box, _("Points this hand"));
  self->captured_chip = trp_board_chip_new (self->facts_box, _("Captured points"));
  self->trump_rank_chip = trp_board_chip_new (self->facts_box, _("Trump rank"));
  self->trump_chip = trp_board_chip_new (self->facts_box, _("Trump"));
  self->trump_suit_chip = trp_board_chip_new (self->facts_box, _("Trump suit"));
  self->declarers_chip = trp_board_chip_new (self->facts_box, _("Declarers"));
  self->leader_chip = trp_board_chip_new (self->facts_box, _("Leader"));
  self->stock_chip = trp_board_chip_new (self->facts_box, _("Stock"));
  self->declarations_chip = trp_board_chip_new (self->facts_box, _("Declarations"));

  self->stock_view = new_back (_("Stock"));
  trp_wrap_box_append (TRP_WRAP_BOX (self->piles_box), self->stock_view);
  self->indicator_view = trp_card_view_new (TRP_CARD_NONE);
  gtk_widget_set_tooltip_text (self->indicator_view, _("The trump card"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->indicator_view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("The trump card"), -1);
  trp_wrap_box_append (TRP_WRAP_BOX (self->piles_box), self->indicator_view);

  /* “Deal the Rest at Once” wraps: on one line, in Greek, it made the
   * board of a 360 px window 420 px wide while the pack was drawn, and
   * the window grew to fit. */
  {
    GtkWidget *label = gtk_button_get_child (GTK_BUTTON (self->rest_button));

    if (GTK_IS_LABEL (label))
      {
        gtk_label_set_wrap (GTK_LABEL (label), TRUE);
        gtk_label_set_max_width_chars (GTK_LABEL (label), 16);
        gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      }
  }

  self->pack_view = new_back (_("The pack"));
  gtk_box_prepend (GTK_BOX (self->pack_box), self->pack_view);
  self->exposed_view = trp_card_view_new (TRP_CARD_NONE);
  gtk_box_append (GTK_BOX (self->exposed_box), self->exposed_view);
  self->kitty_view = trp_board_new_cards (NULL, 26);
  gtk_box_append (GTK_BOX (self->kitty_box), self->kitty_view);
}

GtkWidget *
trp_trick_board_new (void)
{
  return g_object_new (TRP_TYPE_TRICK_BOARD, NULL);
}
