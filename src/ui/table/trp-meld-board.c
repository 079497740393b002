/* trp-meld-board.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "trp-card-view.h"
#include "trp-fan-row.h"
#include "trp-format.h"
#include "trp-hand-view.h"
#include "trp-meld-board.h"
#include "trp-wrap-box.h"
#include "trp-observation-reader.h"
#include "trp-pile-dialog.h"

/* Biriba's board: the stock and the pile, always in sight, the melds the
 * person is putting together, and every side's melds in a row of its
 * own, labelled with its players and the state of its biribaki. */

typedef struct
{
  GtkWidget *box;
  GtkWidget *name;
  GtkWidget *biribaki;
  GtkWidget *flow;
  gboolean   takes_drops;
} SideRow;

typedef struct
{
  GtkWidget *box;    /* in its side's row */
  GtkWidget *cards;
  GtkWidget *kind;
  int        side;
} MeldItem;

struct _TrpMeldBoard
{
  GtkWidget   parent_instance;

  GtkWidget  *content;
  GtkWidget  *facts_box;
  GtkWidget  *piles_box;
  GtkWidget  *pile_button;
  GtkWidget  *staging_box;
  GtkWidget  *staging_label;
  GtkWidget  *staging_note;
  GtkWidget  *staged_row;
  GtkWidget  *take_back_button;
  GtkWidget  *sides_box;

  GtkWidget  *kozi_chip;
  GtkWidget  *stock_chip;
  GtkWidget  *stock_view;
  GtkWidget  *pile_view;

  GPtrArray  *sides;        /* SideRow, by side */
  GPtrArray  *melds;        /* MeldItem, by meld index */
  GPtrArray  *staged_views;
  int         my_side;

  /* The melds the person has put together this turn but not yet laid
   * down, one GArray of TrpCard each: going down lays them all at once,
   * as one action (B-56, B-60). */
  GPtrArray  *staged;
  const TrpCardStyle *style;
};

static void trp_meld_board_board_init (TrpBoardInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TrpMeldBoard, trp_meld_board, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (TRP_TYPE_BOARD, trp_meld_board_board_init))

/* Clicking one of the side's melds with cards selected adds them to it:
 * the move the game describes at that meld. */
static void
meld_clicked_cb (GtkGestureClick *gesture,
                 int              n_press,
                 double           x,
                 double           y,
                 TrpMeldBoard    *self)
{
  GtkWidget *cards = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (cards), "trp-drop-index"));
  TrpMove *move = trp_board_find_move (TRP_BOARD (self), TRP_PLACE_MELD, index);
  g_autoptr(TrpMove) kept = move != NULL ? trp_move_ref (move) : NULL;

  if (kept != NULL)
    trp_board_choose_move (TRP_BOARD (self), kept, NULL);
}

static SideRow *
side_row (TrpMeldBoard *self,
          guint         side)
{
  while (self->sides->len <= side)
    {
      SideRow *row = g_new0 (SideRow, 1);
      /* The side's name and biribaki on a line above its melds, which
       * take the whole width: beside them, the names' column left a
       * side of ten melds too narrow a line at 1024 px. */
      GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

      row->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      row->name = gtk_label_new (NULL);
      gtk_widget_add_css_class (row->name, "caption-heading");
      gtk_label_set_xalign (GTK_LABEL (row->name), 0);
      gtk_label_set_wrap (GTK_LABEL (row->name), TRUE);
      row->biribaki = gtk_label_new (NULL);
      gtk_widget_add_css_class (row->biribaki, "dim-label");
      gtk_widget_add_css_class (row->biribaki, "caption");
      gtk_label_set_xalign (GTK_LABEL (row->biribaki), 0);
      gtk_label_set_wrap (GTK_LABEL (row->biribaki), TRUE);
      gtk_box_append (GTK_BOX (header), row->name);
      gtk_box_append (GTK_BOX (header), row->biribaki);

      /* The side's melds, closing up as the line fills and only then
       * wrapping (trp-fan-row.c): the board grows taller, never wider,
       * so that it scrolls on one axis, wherever the pointer is. */
      row->flow = trp_fan_row_new (6);
      gtk_widget_set_valign (row->flow, GTK_ALIGN_CENTER);
      gtk_widget_set_hexpand (row->flow, TRUE);

      gtk_box_append (GTK_BOX (row->box), header);
      gtk_box_append (GTK_BOX (row->box), row->flow);
      gtk_box_append (GTK_BOX (self->sides_box), row->box);
      g_ptr_array_add (self->sides, row);
    }

  return g_ptr_array_index (self->sides, side);
}

static void
meld_item_free (MeldItem *item)
{
  GtkWidget *parent = gtk_widget_get_parent (item->box);

  if (parent != NULL)
    trp_fan_row_remove (TRP_FAN_ROW (parent), item->box);
  g_free (item);
}

/* What a biriba is, in the words of the score (B-18), from what the
 * engine says of it. */
static const char *
biriba_text (JsonObject *meld,
             gboolean   *clean)
{
  const char *biriba = trp_observation_get_string (meld, "biriba");
  gboolean full = trp_observation_get_bool (meld, "full");
  gboolean kozi = trp_observation_get_bool (meld, "kozi");

  if (biriba == NULL)
    return NULL;
  *clean = g_str_equal (biriba, "clean");
  if (full && kozi)
    return *clean ? _("Clean full biriba in the kozi suit") : _("Dirty full biriba in the kozi suit");
  if (full)
    return *clean ? _("Clean full biriba") : _("Dirty full biriba");
  if (kozi)
    return *clean ? _("Clean biriba in the kozi suit") : _("Dirty biriba in the kozi suit");
  return *clean ? _("Clean biriba") : _("Dirty biriba");
}

static MeldItem *
new_meld_item (TrpMeldBoard *self,
               guint         index,
               int           side,
               gboolean      ours)
{
  MeldItem *item = g_new0 (MeldItem, 1);
  SideRow *row = side_row (self, side);

  item->side = side;
  item->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  item->cards = trp_board_new_cards (NULL, 26);
  item->kind = gtk_label_new (NULL);
  gtk_widget_add_css_class (item->kind, "caption");
  /* Under a meld of small cards (a phone's), “Dirty biriba in the kozi
   * suit” on one line was wider than the meld and cut by the row's
   * edge: it wraps to about the meld's width instead. */
  gtk_label_set_wrap (GTK_LABEL (item->kind), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (item->kind), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (item->kind), 12);
  gtk_label_set_justify (GTK_LABEL (item->kind), GTK_JUSTIFY_CENTER);
  gtk_widget_set_visible (item->kind, FALSE);
  if (ours)
    {
      GtkGesture *click = gtk_gesture_click_new ();

      g_signal_connect (click, "pressed", G_CALLBACK (meld_clicked_cb), self);
      gtk_widget_add_controller (item->cards, GTK_EVENT_CONTROLLER (click));
      trp_board_add_drop_place (TRP_BOARD (self), item->cards, TRP_PLACE_MELD, index);
      gtk_widget_set_tooltip_text (item->cards, _("Click to add the selected cards"));
    }
  else
    trp_board_set_drop_index (item->cards, index);
  gtk_box_append (GTK_BOX (item->box), item->cards);
  gtk_box_append (GTK_BOX (item->box), item->kind);
  trp_fan_row_append (TRP_FAN_ROW (row->flow), item->box);
  return item;
}

static void
update_melds (TrpMeldBoard          *self,
              const TrpBoardContext *context)
{
  JsonArray *melds = trp_observation_get_array (context->observation, "melds");
  guint n = melds != NULL ? json_array_get_length (melds) : 0;
  int width = trp_board_meld_width (context->card_width);

  /* A new round starts with no melds. */
  if (self->melds->len > n)
    g_ptr_array_set_size (self->melds, n);

  for (guint m = 0; m < n; m++)
    {
      JsonObject *meld = json_array_get_object_element (melds, m);
      int side = MAX (0, trp_observation_get_int (meld, "side", 0));
      g_autoptr(GArray) cards = trp_observation_cards (trp_observation_get_array (meld, "cards"));
      MeldItem *item = m < self->melds->len ? g_ptr_array_index (self->melds, m) : NULL;
      gboolean clean = FALSE;
      const char *what;

      if (item != NULL && item->side != side)
        {
          /* Another round's meld in the same place: made anew. */
          g_ptr_array_set_size (self->melds, m);
          item = NULL;
        }
      if (item == NULL)
        {
          item = new_meld_item (self, m, side, side == self->my_side);
          g_ptr_array_add (self->melds, item);
        }

      trp_board_set_cards (item->cards, context->style, width, cards);
      /* A biriba is marked for what it is (B-18). */
      what = biriba_text (meld, &clean);
      gtk_label_set_text (GTK_LABEL (item->kind), what != NULL ? what : "");
      gtk_widget_set_visible (item->kind, what != NULL);
      gtk_widget_remove_css_class (item->kind, clean ? "warning" : "success");
      gtk_widget_add_css_class (item->kind, clean ? "success" : "warning");
      if (what != NULL && side != self->my_side)
        gtk_widget_set_tooltip_text (item->cards, what);
    }
}

/* Each side's row: its players, and its biribaki in words (B-29). */
static void
update_sides (TrpMeldBoard          *self,
              const TrpBoardContext *context)
{
  JsonObject *obs = context->observation;
  JsonArray *sides = trp_observation_get_array (obs, "side_of_seat");
  JsonArray *biribakia = trp_observation_get_array (obs, "biribakia");
  guint n_seats = sides != NULL ? json_array_get_length (sides) : 0;
  guint n_sides = 0;

  for (guint seat = 0; seat < n_seats; seat++)
    n_sides = MAX (n_sides, (guint) json_array_get_int_element (sides, seat) + 1);

  for (guint side = 0; side < MAX (n_sides, self->sides->len); side++)
    {
      SideRow *row = side_row (self, side);
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *who = NULL;
      g_autofree char *state = NULL;
      int taker = -1;

      for (guint seat = 0; seat < n_seats; seat++)
        if ((guint) json_array_get_int_element (sides, seat) == side)
          g_ptr_array_add (names, trp_board_seat_name (context->match, seat));
      if (names->len == 0)
        {
          gtk_widget_set_visible (row->box, FALSE);
          continue;
        }
      gtk_widget_set_visible (row->box, TRUE);
      who = trp_format_list ((const char * const *) names->pdata, names->len);
      gtk_label_set_text (GTK_LABEL (row->name), who);

      for (guint p = 0; biribakia != NULL && p < json_array_get_length (biribakia); p++)
        {
          int seat = trp_observation_get_int (json_array_get_object_element (biribakia, p), "taken_by", -1);

          if (seat >= 0 && (guint) seat < n_seats && (guint) json_array_get_int_element (sides, seat) == side)
            taker = seat;
        }
      if (biribakia == NULL || json_array_get_length (biribakia) == 0)
        state = NULL;
      else if (taker >= 0)
        {
          g_autofree char *name = trp_board_seat_name (context->match, taker);

          /* Translators: Biriba: under a side's name, who of it took
           * its biribaki (B-29). */
          state = g_strdup_printf (_("Biribaki taken by %s"), name);
        }
      else
        state = g_strdup (_("Biribaki not taken yet"));
      gtk_label_set_text (GTK_LABEL (row->biribaki), state != NULL ? state : "");
      gtk_widget_set_visible (row->biribaki, state != NULL);
    }

  /* The viewer's side first. */
  if (self->my_side >= 0 && (guint) self->my_side < self->sides->len)
    gtk_box_reorder_child_after (GTK_BOX (self->sides_box),
                                 ((SideRow *) g_ptr_array_index (self->sides, self->my_side))->box, NULL);
}

static void
update_piles (TrpMeldBoard          *self,
              const TrpBoardContext *context)
{
  JsonObject *obs = context->observation;
  /* The stock and the pile at the melds' size, as on a real table: the
   * board's height goes to the sides' melds. */
  int width = trp_board_meld_width (context->card_width);
  g_autoptr(GArray) pile = trp_observation_cards (trp_observation_get_array (obs, "pile"));
  const char *kozi = trp_observation_get_string (obs, "kozi");
  g_autofree char *stock = trp_format_number (trp_observation_get_int (obs, "stock_size", 0));
  TrpSuit suit;

  if (kozi != NULL && trp_suit_from_code (kozi, &suit, NULL))
    trp_board_chip_set (self->kozi_chip, trp_suit_get_display_name (suit, context->style->faces));
  else
    trp_board_chip_set (self->kozi_chip, C_("kozi", "None"));
  trp_board_chip_set (self->stock_chip, stock);

  trp_card_view_set_card_width (TRP_CARD_VIEW (self->stock_view), width);

  /* The pile is all public (B-9), its top card last; a click shows
   * every card large. */
  trp_board_set_cards (self->pile_view, context->style, width, pile);
  gtk_widget_set_visible (self->pile_view, TRUE);
  gtk_widget_set_visible (self->pile_button, pile->len > 0);
  if (pile->len > 0)
    {
      g_autofree char *number = trp_format_number (pile->len);
      g_autofree char *label = g_strdup_printf (ngettext ("The pile: %s card. Show them all (Ctrl+L)",
                                                          "The pile: %s cards. Show them all (Ctrl+L)",
                                                          pile->len), number);

      gtk_widget_set_tooltip_text (self->pile_button, label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->pile_button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    }
}

/* The points of the staged cards (B-11), from the values the engine
 * gives for the hand's cards. */
static int
staged_points (TrpMeldBoard *self,
               JsonObject   *obs)
{
  JsonArray *hand = trp_observation_get_array (obs, "hand");
  JsonArray *values = trp_observation_get_array (obs, "hand_values");
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

/* Whether the person may stage melds now: the game offers a move that
 * stages them (in the draw step it is there but not allowed, B-21). */
static gboolean
staging_open (const TrpBoardContext *context)
{
  for (guint i = 0; context->moves != NULL && i < context->moves->len; i++)
    {
      TrpMove *move = g_ptr_array_index (context->moves, i);

      if (trp_move_is_staging (move) && trp_move_is_available (move))
        return TRUE;
    }
  return FALSE;
}

/* What the staged melds are worth against what going down asks now, or
 * NULL when nothing is staged and nothing limits going down. */
static char *
staging_text (TrpMeldBoard          *self,
              const TrpBoardContext *context,
              const char           **note)
{
  JsonObject *obs = context->observation;
  int minimum = (int) trp_observation_get_int (obs, "opening_minimum", 0);
  gboolean go_down_only = trp_observation_get_bool (obs, "go_down_only");
  g_autofree char *points = NULL;
  g_autofree char *count = NULL;

  *note = NULL;
  if ((self->staged->len == 0 && minimum <= 0 && !go_down_only) || !staging_open (context))
    return NULL;

  points = trp_format_number (staged_points (self, obs));
  count = trp_format_number (self->staged->len);
  if (go_down_only)
    *note = _("Before the teams form, going down takes all your cards "
              "but one at most, laid at once (B-56)");

  if (minimum > 0)
    {
      g_autofree char *min = trp_format_number (minimum);

      /* Translators: Biriba: melds put together but not yet laid down,
       * their points and the opening minimum (B-60), e.g. “Staged: 2
       * melds, 85 points of the 90 needed to open”. */
      return g_strdup_printf (ngettext ("Staged: %s meld, %s points of the %s needed to open",
                                        "Staged: %s melds, %s points of the %s needed to open",
                                        self->staged->len), count, points, min);
    }
  return g_strdup_printf (ngettext ("Staged: %s meld, %s points",
                                    "Staged: %s melds, %s points",
                                    self->staged->len), count, points);
}

/* The melds the person has put together, with what they are worth
 * against what going down asks (B-56, B-60). */
static void
update_staging (TrpMeldBoard          *self,
                const TrpBoardContext *context)
{
  const char *note = NULL;
  g_autofree char *text = staging_text (self, context, &note);
  guint n = self->staged->len;

  gtk_widget_set_visible (self->staging_box, text != NULL);
  if (text == NULL)
    return;

  gtk_label_set_text (GTK_LABEL (self->staging_label), text);
  gtk_label_set_text (GTK_LABEL (self->staging_note), note != NULL ? note : "");
  gtk_widget_set_visible (self->staging_note, note != NULL);
  gtk_widget_set_visible (self->staged_row, n > 0);

  while (self->staged_views->len > n)
    {
      GtkWidget *view = g_ptr_array_steal_index (self->staged_views, self->staged_views->len - 1);

      gtk_box_remove (GTK_BOX (self->staged_row), view);
    }
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *view;

      if (i == self->staged_views->len)
        {
          view = trp_board_new_cards (context->style, 26);
          gtk_box_insert_child_after (GTK_BOX (self->staged_row), view,
                                      i > 0 ? g_ptr_array_index (self->staged_views, i - 1) : NULL);
          g_ptr_array_add (self->staged_views, view);
        }
      view = g_ptr_array_index (self->staged_views, i);
      trp_board_set_cards (view, context->style, trp_board_meld_width (context->card_width),
                           g_ptr_array_index (self->staged, i));
    }
}

static void
trp_meld_board_update (TrpBoard              *board,
                       const TrpBoardContext *context)
{
  TrpMeldBoard *self = TRP_MELD_BOARD (board);
  JsonArray *sides = trp_observation_get_array (context->observation, "side_of_seat");

  self->style = context->style;
  self->my_side = sides != NULL && context->viewer >= 0 && (guint) context->viewer < json_array_get_length (sides)
                  ? json_array_get_int_element (sides, context->viewer) : 0;

  update_piles (self, context);
  update_staging (self, context);
  update_sides (self, context);
  update_melds (self, context);

  /* Cards dropped on the person's side, beside its melds, are staged as
   * a new meld. */
  if (self->my_side >= 0 && (guint) self->my_side < self->sides->len)
    {
      SideRow *mine = g_ptr_array_index (self->sides, self->my_side);

      if (!mine->takes_drops)
        trp_board_add_drop_place (TRP_BOARD (self), mine->box, TRP_PLACE_NEW_MELD, -1);
      mine->takes_drops = TRUE;
    }
}

static GtkWidget *
trp_meld_board_get_place (TrpBoard      *board,
                          TrpBoardPlace  place,
                          int            index)
{
  TrpMeldBoard *self = TRP_MELD_BOARD (board);
  guint n;

  switch (place)
    {
    case TRP_BOARD_PLACE_STOCK:
      return self->stock_view;
    case TRP_BOARD_PLACE_PILE:
      n = trp_hand_view_get_n_cards (TRP_HAND_VIEW (self->pile_view));
      if (n == 0 || !gtk_widget_get_visible (self->pile_button))
        return NULL;
      return trp_hand_view_get_card_widget (TRP_HAND_VIEW (self->pile_view), n - 1);
    case TRP_BOARD_PLACE_MELD:
      if (self->melds->len == 0)
        return NULL;
      return ((MeldItem *) g_ptr_array_index (self->melds,
                                              index >= 0 && (guint) index < self->melds->len
                                              ? (guint) index : self->melds->len - 1))->cards;
    case TRP_BOARD_PLACE_TRICK:
    case TRP_BOARD_PLACE_EXPOSED:
    default:
      return NULL;
    }
}

/* Discards and takings of this round, read from the match's log: all of
 * it happened in view of everyone (B-9). */
static void
add_discard_history (TrpMeldBoard  *self,
                     TrpMatch      *match,
                     TrpPileDialog *dialog)
{
  g_autoptr(JsonNode) node = trp_match_to_json (match);
  JsonArray *rounds = trp_observation_get_array (json_node_get_object (node), "rounds");
  JsonArray *actions = NULL;
  GString *text = g_string_new (NULL);

  if (rounds != NULL && json_array_get_length (rounds) > 0)
    actions = trp_observation_get_array (json_array_get_object_element (rounds, json_array_get_length (rounds) - 1),
                            "actions");

  /* The latest first, as the pile is read from its top. */
  for (guint i = actions != NULL ? json_array_get_length (actions) : 0; i > 0; i--)
    {
      g_autoptr(TrpAction) action = trp_action_new_from_json (json_array_get_element (actions, i - 1), NULL);
      g_autofree char *name = NULL;
      g_autofree char *card = NULL;
      TrpMotion motion;
      TrpPlace place;
      gboolean you;

      if (action == NULL ||
          (motion = trp_game_describe_motion (trp_match_get_game (match), action, &place, NULL)) == TRP_MOTION_NONE ||
          place != TRP_PLACE_PILE)
        continue;

      name = trp_board_seat_name (match, action->seat);
      you = action->seat == trp_match_get_person_seat (match);
      if (motion == TRP_MOTION_FROM_HAND)
        {
          card = trp_card_get_display_name (action->cards[0], self->style != NULL ? self->style->faces : TRP_FACE_STYLE_FRENCH);
          if (you)
            /* Translators: a line of the discard history: the person's
             * own discard, in the second person. */
            g_string_append_printf (text, _("You discarded the %s"), card);
          else
            /* Translators: a line of the discard history: who, and the card. */
            g_string_append_printf (text, _("%s discarded the %s"), name, card);
        }
      else if (you)
        /* Translators: a line of the discard history: the person's own. */
        g_string_append (text, _("You took the pile"));
      else
        /* Translators: a line of the discard history. */
        g_string_append_printf (text, _("%s took the pile"), name);
      g_string_append_c (text, '\n');
    }

  if (text->len > 0)
    {
      g_string_truncate (text, text->len - 1);
      trp_pile_dialog_add_section (dialog, "discards", _("Discards this round, latest first"), NULL, 0);
      trp_pile_dialog_add_text (dialog, "discard-lines", text->str);
    }
  g_string_free (text, TRUE);
}

/* Every meld on the table, side by side, as laid out: what the pile
 * could still join, and what each side has to show for its round. */
static void
add_melds (TrpMeldBoard  *self,
           TrpMatch      *match,
           TrpPileDialog *dialog,
           JsonObject    *obs)
{
  JsonArray *melds = trp_observation_get_array (obs, "melds");
  JsonArray *sides = trp_observation_get_array (obs, "side_of_seat");
  guint n_sides = 0;

  for (guint i = 0; sides != NULL && i < json_array_get_length (sides); i++)
    n_sides = MAX (n_sides, (guint) json_array_get_int_element (sides, i) + 1);

  for (guint side = 0; side < n_sides; side++)
    {
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *who = NULL;
      g_autofree char *heading = NULL;
      g_autofree char *side_key = g_strdup_printf ("side %u", side);
      gboolean any = FALSE;

      for (guint seat = 0; seat < json_array_get_length (sides); seat++)
        if ((guint) json_array_get_int_element (sides, seat) == side)
          g_ptr_array_add (names, trp_board_seat_name (match, seat));
      who = trp_format_list ((const char * const *) names->pdata, names->len);
      /* Translators: a heading in the pile window; %s names a side's
       * players, “Sara and Nikos”. */
      heading = g_strdup_printf (_("Melds of %s"), who);

      for (guint m = 0; melds != NULL && m < json_array_get_length (melds); m++)
        {
          JsonObject *meld = json_array_get_object_element (melds, m);
          g_autofree char *meld_key = g_strdup_printf ("meld %u", m);
          g_autoptr(GArray) cards = NULL;
          gboolean run, clean;

          if ((guint) trp_observation_get_int (meld, "side", -1) != side)
            continue;
          cards = trp_observation_cards (trp_observation_get_array (meld, "cards"));
          run = g_strcmp0 (trp_observation_get_string (meld, "kind"), "run") == 0;
          clean = json_object_get_boolean_member_with_default (meld, "clean", FALSE);
          if (!any)
            trp_pile_dialog_add_section (dialog, side_key, heading, NULL, 0);
          any = TRUE;
          /* A meld keeps its place in the observation as cards join it,
           * so its cards change in place. */
          trp_pile_dialog_add_section (dialog, meld_key,
                                       run ? (clean ? _("A clean run") : _("A run with wild cards"))
                                           : (clean ? _("A clean set") : _("A set with wild cards")),
                                       (TrpCard *) cards->data, cards->len);
        }
    }
}

/* The pile as it is now, the melds beside it and this round's discards;
 * what was shown before changes in place. */
static void
trp_meld_board_fill_inspector (TrpBoard      *board,
                               TrpPileDialog *dialog,
                               TrpMatch      *match,
                               int            viewer)
{
  TrpMeldBoard *self = TRP_MELD_BOARD (board);
  g_autoptr(JsonNode) node = trp_game_observation (trp_match_get_game (match), viewer);
  g_autoptr(GArray) pile = trp_observation_cards (trp_observation_get_array (json_node_get_object (node), "pile"));

  trp_pile_dialog_begin (dialog);
  if (pile->len == 0)
    trp_pile_dialog_add_text (dialog, "pile-empty", _("The pile is empty."));
  else
    {
      g_autofree char *number = trp_format_number (pile->len);
      g_autofree char *heading = g_strdup_printf (ngettext ("%s card, the top card last",
                                                            "%s cards, the top card last",
                                                            pile->len), number);

      trp_pile_dialog_add_section (dialog, "pile", heading, (TrpCard *) pile->data, pile->len);
    }
  add_melds (self, match, dialog, json_node_get_object (node));
  add_discard_history (self, match, dialog);
  trp_pile_dialog_end (dialog);
}

static const char *
trp_meld_board_get_inspector_title (TrpBoard *board)
{
  return _("The Pile");
}

static GPtrArray *
trp_meld_board_get_staged (TrpBoard *board)
{
  return TRP_MELD_BOARD (board)->staged;
}

/* Stages @cards as one more meld, if the game takes them as a meld by
 * themselves: refused at once with the rule (B-13 to B-17), never “1
 * meld of 12 cards” with Go Down greyed and silent. What the staged
 * melds lack together is Go Down's reason, from the game's moves. */
static gboolean
trp_meld_board_stage (TrpBoard  *board,
                      TrpGame   *game,
                      int        seat,
                      GArray    *cards,
                      GError   **error)
{
  TrpMeldBoard *self = TRP_MELD_BOARD (board);

  /* No game: a guest's meld, checked already by the host that holds it
   * (docs/protocol.md, describe). */
  if (game != NULL &&
      !trp_game_check_staged_meld (game, seat, self->staged, (TrpCard *) cards->data, cards->len, error))
    return FALSE;
  g_ptr_array_add (self->staged, g_array_ref (cards));
  return TRUE;
}

static void
trp_meld_board_clear_staged (TrpBoard *board)
{
  g_ptr_array_set_size (TRP_MELD_BOARD (board)->staged, 0);
}

static void
trp_meld_board_board_init (TrpBoardInterface *iface)
{
  iface->update = trp_meld_board_update;
  iface->get_place = trp_meld_board_get_place;
  iface->get_staged = trp_meld_board_get_staged;
  iface->stage = trp_meld_board_stage;
  iface->clear_staged = trp_meld_board_clear_staged;
  iface->fill_inspector = trp_meld_board_fill_inspector;
  iface->get_inspector_title = trp_meld_board_get_inspector_title;
}

static void
trp_meld_board_dispose (GObject *object)
{
  TrpMeldBoard *self = TRP_MELD_BOARD (object);

  g_clear_pointer (&self->melds, g_ptr_array_unref);
  g_clear_pointer (&self->staged_views, g_ptr_array_unref);
  g_clear_pointer (&self->staged, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (object), TRP_TYPE_MELD_BOARD);
  g_clear_pointer (&self->sides, g_ptr_array_unref);

  G_OBJECT_CLASS (trp_meld_board_parent_class)->dispose (object);
}

static void
trp_meld_board_class_init (TrpMeldBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = trp_meld_board_dispose;

  g_type_ensure (TRP_TYPE_WRAP_BOX);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/trapoula/Trapoula/ui/trp-meld-board.ui");
  gtk_widget_class_bind_template_child (widget_class, TrpMeldBoard, content);
  gtk_widget_class_bind_template_child (widget_class, TrpMeldBoard, facts_box);
  gtk_widget_class_bind_template_child (widget_class, TrpMeldBoard, piles_box);
  gtk_widget_class_bind_template_child (widget_class, TrpMeldBoard, pile_button);
  gtk_widget_class_bind_template_child (widget_class, TrpMeldBoard, staging_box);
  gtk_widget_class_bind_template_child (widget_class, TrpMeldBoard, staging_label);
  gtk_widget_class_bind_template_child (widget_class, TrpMeldBoard, staging_note);
  gtk_widget_class_bind_template_child (widget_class, TrpMeldBoard, staged_row);
  gtk_widget_class_bind_template_child (widget_class, TrpMeldBoard, take_back_button);
  gtk_widget_class_bind_template_child (widget_class, TrpMeldBoard, sides_box);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
trp_meld_board_init (TrpMeldBoard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->sides = g_ptr_array_new_with_free_func (g_free);
  self->melds = g_ptr_array_new_with_free_func ((GDestroyNotify) meld_item_free);
  self->staged_views = g_ptr_array_new ();
  self->staged = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);

  /* Dragged cards go to the pile (a discard) and the staging area (a
   * new meld); the melds take theirs (update_melds()). */
  trp_board_add_drop_place (TRP_BOARD (self), self->piles_box, TRP_PLACE_PILE, -1);
  trp_board_add_drop_place (TRP_BOARD (self), self->staging_box, TRP_PLACE_NEW_MELD, -1);

  self->kozi_chip = trp_board_chip_new (self->facts_box, _("Kozi"));
  self->stock_chip = trp_board_chip_new (self->facts_box, _("Stock"));

  self->stock_view = trp_card_view_new (TRP_CARD_NONE);
  trp_card_view_set_face_down (TRP_CARD_VIEW (self->stock_view), TRUE);
  gtk_widget_set_tooltip_text (self->stock_view, _("Stock"));
  gtk_box_prepend (GTK_BOX (self->piles_box), self->stock_view);

  self->pile_view = trp_board_new_cards (NULL, 32);
  gtk_button_set_child (GTK_BUTTON (self->pile_button), self->pile_view);
}

GtkWidget *
trp_meld_board_new (void)
{
  return g_object_new (TRP_TYPE_MELD_BOARD, NULL);
}
