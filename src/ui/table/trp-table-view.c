/* trp-table-view.c: the shell of the card table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "trp-rng.h"
#include "trp-alert.h"
#include "trp-choice-bar.h"
#include "trp-dialog.h"
#include "trp-format.h"
#include "trp-hand-over.h"
#include "trp-hand-view.h"
#include "trp-meld-board.h"
#include "trp-round-result-sheet.h"
#include "trp-score-strip.h"
#include "trp-wrap-box.h"
#include "trp-status-bar.h"
#include "trp-game-catalog.h"
#include "trp-table-view-private.h"
#include "trp-board-fit.h"
#include "trp-seat-ring.h"
#include "trp-turn-status.h"
#include "trp-trick-board.h"

/* The shell holds what every game's table has: the seats round the
 * table, the score strip, the person's hand, the choice bar and the
 * status line. The middle is a board (TrpBoard) chosen once for the
 * game; the shell never asks which game it shows anywhere else. */

G_DEFINE_FINAL_TYPE (TrpTableView, trp_table_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CARD_FACES,
  PROP_FOUR_COLOUR_DECK,
  PROP_HAND_SORT_ORDER,
  PROP_ANIMATION_SPEED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  MATCH_FINISHED,
  MOVE_PROPOSED,
  STAGING_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* --- Messages ---------------------------------------------------------- */

char *
_trp_table_view_seat_name (TrpTableView *self,
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
  trp_hint_line_announce (TRP_HINT_LINE (self->hint_line), text);
#endif
}

void
_trp_table_view_show_toast (TrpTableView *self,
                            const char   *message)
{
  /* The engine writes numbers with Latin digits. */
  g_autofree char *text = trp_localize_message (message);
  /* Toast titles are markup; messages are plain text. */
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  AdwToast *toast;

  /* The newest refusal is the one that answers the person's last try:
   * it shows at once instead of waiting behind the one before. */
  toast = adw_toast_new (escaped);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (self->board_toast_overlay), toast);
  announce (self, text);
}


/* --- Playing ----------------------------------------------------------- */

static void
confirm_response_cb (GObject      *dialog,
                     const char   *response,
                     TrpTableView *self)
{
  TrpAction *action = g_object_get_data (G_OBJECT (dialog), "action");

  if (g_str_equal (response, "go") && _trp_table_view_my_turn (self))
    _trp_table_view_perform_now (self, action);
}

/* Asks before @action, in the game's words, and makes it on “go”;
 * @cancel_label NULL for “Cancel”. */
void
_trp_table_view_confirm (TrpTableView    *self,
                         const char      *heading,
                         const char      *body,
                         const char      *cancel_label,
                         const char      *go_label,
                         gboolean         destructive,
                         const TrpAction *action)
{
  GObject *dialog = trp_alert_new (heading, body);

  trp_alert_add_response (dialog, "cancel", cancel_label != NULL ? cancel_label : _("_Cancel"),
                          ADW_RESPONSE_DEFAULT);
  trp_alert_add_response (dialog, "go", go_label, destructive ? ADW_RESPONSE_DESTRUCTIVE : ADW_RESPONSE_SUGGESTED);
  trp_alert_set_default_response (dialog, "cancel");
  trp_alert_set_close_response (dialog, "cancel");
  g_object_set_data_full (dialog, "action", trp_action_copy (action), (GDestroyNotify) trp_action_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (confirm_response_cb), self, 0);
  trp_alert_present (dialog, GTK_WIDGET (self));
}

/* The person's move. One that may cost the hand in a way the person
 * cannot know (Da Bai Fen's throw, D-31) is asked first, with what it
 * risks, as the game words it. */
void
_trp_table_view_perform (TrpTableView    *self,
                         const TrpAction *action)
{
  g_autofree char *risk = NULL;

  if (!_trp_table_view_filter_move (self, action))
    return;
  if (_trp_table_view_my_turn (self))
    risk = trp_game_describe_risk (_trp_table_view_get_game (self), action);
  if (risk == NULL)
    _trp_table_view_perform_now (self, action);
  else
    _trp_table_view_confirm (self, _("Lead These Cards Together?"), risk, _("_Choose Again"), _("_Lead Them"), TRUE,
                             action);
}

/* A person at this computer: not a computer's seat, nor a guest's on
 * another computer, whose moves come through the table host. */
static gboolean
is_person (TrpTableView *self,
           int           seat)
{
  const TrpPlayer *player;

  if (seat < 0 || (guint) seat >= trp_match_get_n_players (self->match))
    return FALSE;
  player = trp_match_get_player (self->match, seat);
  return player->kind == TRP_PLAYER_HUMAN && !player->invited;
}

void
_trp_table_view_perform_now (TrpTableView    *self,
                             const TrpAction *action)
{
  g_autoptr(GError) error = NULL;
  TrpFlight *flight;

  /* Whatever widget asked: the table plays only the person's own moves,
   * never a computer's. */
  if (!is_person (self, action->seat))
    return;
  /* Asked again here, where every move passes, whatever asked first. */
  if (!_trp_table_view_filter_move (self, action))
    return;
  flight = trp_card_flights_plan (self->flights, action);

  _trp_table_view_forget_hint (self);

  /* Held until the move's own flight or draw holds it, so that no
   * computer answers before the move is on the table. */
  trp_match_driver_hold (self->driver);

  /* The engine's refusal says why, with the rule's ID; a move made
   * clears the refusal from the line under the hand. */
  if (!trp_match_driver_play (self->driver, action, &error))
    {
      g_clear_pointer (&flight, trp_flight_free);
      _trp_table_view_show_toast (self, error->message);
    }
  else
    _trp_table_view_show_last_turn (self);

  _trp_table_view_refresh (self);
  trp_card_flights_launch (self->flights, flight, action);
  trp_match_driver_release (self->driver);

  /* The person's move may leave the person a turn with only a pass in
   * it: it goes by now, before anything else can act on that turn. */
  _trp_table_view_maybe_auto_pass (self);

  /* The keys go on from the hand, whichever widget made the move (a
   * button clicked goes insensitive and leaves the window's focus on
   * nothing). */
  _trp_table_view_focus_hand (self);
}

/* The hand takes the keyboard focus back, unless the person is typing. */
void
_trp_table_view_focus_hand (TrpTableView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus != NULL && (GTK_IS_EDITABLE (focus) || GTK_IS_TEXT_VIEW (focus)))
    return;
  /* At a table several people share, the next person's hand-over. */
  if (gtk_widget_get_visible (self->hand_over))
    {
      gtk_widget_grab_focus (self->hand_over);
      return;
    }
  if (!self->covered && gtk_widget_get_focusable (self->my_hand) &&
      trp_hand_view_get_n_cards (TRP_HAND_VIEW (self->my_hand)) > 0)
    gtk_widget_grab_focus (self->my_hand);
}

TrpGame *
_trp_table_view_get_game (TrpTableView *self)
{
  return trp_match_get_game (self->match);
}

gboolean
_trp_table_view_my_turn (TrpTableView *self)
{
  int seat;

  if (!trp_match_get_round_in_progress (self->match))
    return FALSE;
  seat = trp_game_get_current_seat (_trp_table_view_get_game (self));
  /* The person moves only for a person's seat: a table of computers is
   * watched from seat 0, and a click in a computer's pause must not play
   * its move for it. */
  return seat == (int) self->viewer && !self->covered &&
         is_person (self, seat) &&
         !trp_match_driver_get_busy (self->driver) && !trp_card_flights_get_dealing (self->flights);
}

/* Enter or a double click on a card: the hinted move while the hint
 * stands, else the move that card makes alone. A card leaves for the
 * pile only when the person chose it first: Enter on the card under the
 * cursor selects it, and a second Enter discards it (B-23). A card
 * played to the trick goes at once; a move that takes more cards (a
 * burial of six, D-27) says so. */
static void
card_activated_cb (TrpHandView  *hand,
                   guint         index,
                   TrpTableView *self)
{
  g_autoptr(GPtrArray) moves = NULL;
  g_autoptr(GArray) cards = g_array_new (FALSE, FALSE, sizeof (TrpCard));
  TrpCard card = trp_hand_view_get_card (hand, index);
  TrpMove *move;

  if (!_trp_table_view_my_turn (self) || _trp_table_view_make_hinted (self))
    return;

  g_array_append_val (cards, card);
  moves = _trp_table_view_describe_moves (self);
  move = trp_game_find_move_for_cards (moves, &card, 1);
  if (move == NULL)
    return;
  if (trp_move_get_place (move) == TRP_PLACE_PILE && trp_move_is_available (move) &&
      !trp_hand_view_is_selected (hand, index))
    {
      trp_hand_view_set_selected (hand, index, TRUE);
      return;
    }
  _trp_table_view_make_move (self, move, cards);
}

/* Enter with cards selected: the hinted move while the hint stands (it
 * goes when the person changes the selection, selection_changed_cb),
 * else what Ctrl+Enter does with the selection. */
static void
selection_activated_cb (TrpHandView  *hand,
                        TrpTableView *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "table.play-selected", NULL);
}

static void
selection_changed_cb (TrpHandView  *hand,
                      TrpTableView *self)
{
  if (!self->hint_selecting && self->hinted != NULL)
    _trp_table_view_forget_hint (self);
  _trp_table_view_update_choices (self);
}

/* With the preference on, a turn that offers nothing but a pass goes by
 * without a question (Cinquecento asked “Pass” 20 times a hand). Runs
 * when the driver hands the turn over, before anyone can act on it, so
 * a person never races it. */
void
_trp_table_view_maybe_auto_pass (TrpTableView *self)
{
  g_autoptr(GPtrArray) moves = NULL;
  TrpMove *pass;

  if (self->settings == NULL || !g_settings_get_boolean (self->settings, "auto-pass") ||
      !_trp_table_view_my_turn (self))
    return;
  moves = _trp_table_view_describe_moves (self);
  if ((pass = trp_game_find_only_pass (moves)) != NULL)
    _trp_table_view_perform (self, trp_move_get_action (pass));
}

/* Where every move the person may make is one card of the hand (the
 * trick games), the cards no move takes are dimmed; melding games leave
 * all enabled. */
static void
update_playable_cards (TrpTableView *self,
                       GPtrArray    *moves)
{
  TrpHandView *hand = TRP_HAND_VIEW (self->my_hand);

  if (!trp_game_moves_are_single_cards (moves))
    return;
  for (guint i = 0; i < trp_hand_view_get_n_cards (hand); i++)
    trp_hand_view_set_enabled (hand, i, trp_game_moves_take_card (moves, trp_hand_view_get_card (hand, i)));
}

/* --- Layout ------------------------------------------------------------ */

static void
update_seat_headers (TrpTableView *self,
                     GPtrArray    *moves)
{
  g_autoptr(GArray) hand = trp_hand_view_get_cards (TRP_HAND_VIEW (self->my_hand));
  g_autofree char *status = NULL;
  TrpTurnStatus turn = { self->match, -1, };

  turn.current = trp_match_get_round_in_progress (self->match)
                 ? trp_game_get_current_seat (_trp_table_view_get_game (self)) : -1;
  turn.person = is_person (self, turn.current);
  /* “Your turn” only to the person who can see their cards: never to a
   * spectator of computers, nor over a covered hand. */
  turn.mine = turn.current == self->viewer && turn.person && !self->covered;
  turn.can_move = turn.mine && _trp_table_view_my_turn (self);
  turn.moves = moves;
  turn.hand = (const TrpCard *) hand->data;
  turn.n_hand = hand->len;

  trp_seat_ring_set_turn (self->seat_ring, turn.current, trp_match_driver_get_busy (self->driver));

  status = trp_turn_status_describe (&turn);
  if (status != NULL)
    gtk_label_set_text (GTK_LABEL (self->status_label), status);
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

  if (!trp_match_start_round (self->match, trp_rng_new_deal_seed (), &error))
    {
      _trp_table_view_show_toast (self, error->message);
      return;
    }

  _trp_table_view_refresh (self);
  trp_match_driver_advance (self->driver);
}

static void
leave_match_cb (TrpTableView *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.leave-match", NULL);
}

/* The sheet of the last finished round: at its end, and again from the
 * table (table.round-result). */
void
_trp_table_view_present_round_result (TrpTableView *self)
{
  GtkWidget *sheet;
  guint round;

  if (self->match == NULL || !trp_match_find_last_result (self->match, &round))
    return;
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
  _trp_table_view_present_round_result (self);
}


/* --- Driver signals ---------------------------------------------------- */

static void
driver_changed_cb (TrpTableView *self)
{
  _trp_table_view_refresh (self);
  _trp_table_view_maybe_auto_pass (self);
}

void
_trp_table_view_show_last_turn (TrpTableView *self)
{
  /* Another's turn: a computer's, or another person's at a table
   * several people share. Undo shows it again, as the person's own moves
   * taken back leave the others' last turn what it was. */
  g_autofree char *summary = trp_match_describe_last_turn (self->match,
                                                           is_person (self, self->viewer) ? self->viewer : -1);

  trp_hint_line_set_last_turn (TRP_HINT_LINE (self->hint_line), summary);
}

/* A match reopened from its file says at once what the computers did
 * last, once the table is built. */
static gboolean
show_last_turn_cb (gpointer data)
{
  TrpTableView *self = data;

  self->last_turn_idle = 0;
  _trp_table_view_show_last_turn (self);
  return G_SOURCE_REMOVE;
}

static void
computer_played_cb (TrpMatchDriver *driver,
                    TrpAction      *action,
                    TrpTableView   *self)
{
  g_autofree char *text = NULL;
  TrpFlight *flight;

  /* A screen reader hears the move; the line shows the computer's whole
   * turn so far (telling it replays the round: about a millisecond for
   * a long Biriba round). */
  if (trp_match_get_n_rounds (self->match) > 0)
    text = trp_game_describe_action (_trp_table_view_get_game (self), action);
  if (text != NULL)
    announce (self, text);
  _trp_table_view_show_last_turn (self);

  flight = trp_card_flights_plan (self->flights, action);
  _trp_table_view_refresh (self);
  trp_card_flights_launch (self->flights, flight, action);
}

static void
round_over_cb (TrpMatchDriver *driver,
               TrpTableView   *self)
{
  /* What the viewer saw at the end, for the last trick (Ctrl+T) once the
   * next round is dealt. */
  _trp_table_view_refresh (self);
  show_round_result (self);
}

static void
failed_cb (TrpMatchDriver *driver,
           GError         *error,
           TrpTableView   *self)
{
  g_autofree char *text = g_strdup_printf (_("A computer player could not move: %s"),
                                           error != NULL ? error->message : "");

  _trp_table_view_show_toast (self, text);
}

static void
busy_changed_cb (TrpMatchDriver *driver,
                 GParamSpec     *pspec,
                 TrpTableView   *self)
{
  g_autoptr(GPtrArray) moves = _trp_table_view_describe_moves (self);

  update_seat_headers (self, moves);
  _trp_table_view_actions_update (self, moves);
}


/* --- The score strip --------------------------------------------------- */

/* --- Several people at one table ---------------------------------------- */

static void
cover_hand (TrpTableView *self)
{
  self->covered = TRUE;
  trp_board_clear_staged (TRP_BOARD (self->board));
  _trp_table_view_forget_hint (self);
  trp_hand_view_clear_selection (TRP_HAND_VIEW (self->my_hand));
}

/* The table follows the person whose turn it is. Between two people's
 * turns the hand is covered; when a person's turn comes, the hand-over
 * screen hides the whole table until they ask for their cards. With one
 * person nothing is ever covered. */
static void
follow_turn (TrpTableView *self)
{
  int current;

  if (self->n_people < 2)
    return;

  current = trp_match_get_round_in_progress (self->match)
            ? trp_game_get_current_seat (_trp_table_view_get_game (self)) : -1;

  if (current >= 0 && !is_person (self, current) && !self->covered)
    {
      /* Another's turn: the person who just moved turns their cards
       * down, and what they staged goes back to the hand. */
      cover_hand (self);
    }

  if (!is_person (self, current) || (current == self->viewer && !self->covered))
    {
      gtk_widget_set_visible (self->hand_over, FALSE);
      return;
    }

  if (current != self->viewer)
    {
      trp_card_flights_end (self->flights);
      self->viewer = current;
      cover_hand (self);
      trp_seat_ring_build (self->seat_ring, self->match, self->viewer, self->card_width);
    }

  if (!gtk_widget_get_visible (self->hand_over))
    {
      g_autofree char *name = _trp_table_view_seat_name (self, current);

      trp_hand_over_set_name (TRP_HAND_OVER (self->hand_over), name);
      gtk_widget_set_visible (self->hand_over, TRUE);
      gtk_widget_grab_focus (self->hand_over);
    }
}

static void
show_cards_cb (TrpTableView *self)
{
  self->covered = FALSE;
  gtk_widget_set_visible (self->hand_over, FALSE);
  _trp_table_view_refresh (self);
  _trp_table_view_show_last_turn (self);
  gtk_widget_grab_focus (self->my_hand);
  _trp_table_view_maybe_auto_pass (self);
}

/* --- Refresh ----------------------------------------------------------- */

/* Shows the game as it is now: the hand, the seats, the board in place,
 * and every action enabled or not. */
void
_trp_table_view_refresh (TrpTableView *self)
{
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GArray) hand = NULL;
  g_autoptr(GPtrArray) moves = NULL;
  TrpBoardContext context = { NULL, };
  JsonObject *obs;

  if (self->match == NULL || trp_match_get_n_rounds (self->match) == 0)
    return;

  follow_turn (self);
  /* A covered table shows what every seat may see, and the hand face
   * down: nothing of it reaches the screen, not even its order. */
  node = trp_game_observation (_trp_table_view_get_game (self),
                               self->covered ? TRP_SEAT_SPECTATOR : self->viewer);
  obs = json_node_get_object (node);

  hand = trp_observation_cards (trp_observation_get_array (obs, "hand"));
  trp_card_flights_set_match (self->flights, self->match, self->viewer);
  trp_card_flights_set_card_widths (self->flights, self->card_width, self->board_card_width, self->shows_pile);
  trp_card_flights_follow_draw (self->flights, obs, hand);
  /* The moves before the staging is checked against them, and again
   * after, when it was dropped. */
  moves = _trp_table_view_describe_moves (self);
  if (trp_board_keep_staged (TRP_BOARD (self->board), moves, hand))
    {
      g_clear_pointer (&moves, g_ptr_array_unref);
      moves = _trp_table_view_describe_moves (self);
    }
  if (self->sort != TRP_HAND_SORT_NONE)
    trp_observation_sort_cards (obs, hand, self->sort == TRP_HAND_SORT_RANK_SUIT);
  trp_hand_view_set_style (TRP_HAND_VIEW (self->my_hand), &self->style);
  if (self->covered)
    trp_hand_view_set_backs (TRP_HAND_VIEW (self->my_hand),
                             trp_observation_get_int_at (obs, "hand_sizes", self->viewer, 0));
  else
    {
      g_autoptr(GArray) kitty = trp_observation_cards (trp_observation_get_array (obs, "kitty"));

      trp_hand_view_set_face_down (TRP_HAND_VIEW (self->my_hand), FALSE);
      trp_hand_view_set_cards (TRP_HAND_VIEW (self->my_hand), (TrpCard *) hand->data, hand->len);
      /* The leader sees which cards the kitty brought (D-27). */
      trp_hand_view_mark_cards (TRP_HAND_VIEW (self->my_hand), kitty);
    }
  trp_hand_view_set_selection_mode (TRP_HAND_VIEW (self->my_hand),
                                    self->multi_select ? GTK_SELECTION_MULTIPLE : GTK_SELECTION_SINGLE);

  trp_score_strip_update (TRP_SCORE_STRIP (self->score_strip), self->match,
                          trp_observation_get_array (obs, "levels"),
                          trp_game_get_target (_trp_table_view_get_game (self)));
  trp_seat_ring_set_hand_sizes (self->seat_ring, trp_observation_get_array (obs, "hand_sizes"), self->flights);

  context.match = self->match;
  context.viewer = self->viewer;
  context.observation = obs;
  context.style = &self->style;
  context.card_width = self->board_card_width;
  context.undealt = trp_card_flights_get_undealt (self->flights);
  context.dealing = trp_card_flights_get_dealing (self->flights);
  context.moves = moves;
  trp_board_update (TRP_BOARD (self->board), &context);

  update_seat_headers (self, moves);
  _trp_table_view_actions_update (self, moves);
  update_playable_cards (self, moves);
  trp_card_flights_aim (self->flights);
}

/* --- Properties and settings ------------------------------------------- */

/* Faces are display only (M-38): the 40-card games follow the preference,
 * or their rules' deck style; the 52-card games are always French. */
static void
update_style (TrpTableView *self)
{
  TrpRules *rules = self->match != NULL ? trp_match_get_rules (self->match) : NULL;
  TrpFaceStyle faces = TRP_FACE_STYLE_FRENCH;

  if (rules != NULL &&
      trp_rules_descriptor_find_option (trp_rules_get_descriptor (rules), "deck_style") != NULL)
    {
      if (self->card_faces == NULL || g_str_equal (self->card_faces, "rules"))
        faces = g_str_equal (trp_rules_get_enum_id (rules, "deck_style"), "italian")
                ? TRP_FACE_STYLE_ITALIAN : TRP_FACE_STYLE_FRENCH;
      else if (g_str_equal (self->card_faces, "italian"))
        faces = TRP_FACE_STYLE_ITALIAN;
    }

  self->style.faces = faces;
  self->style.four_colours = self->four_colours;
  _trp_table_view_refresh (self);
}

static void
set_string (char       **field,
            const char  *value)
{
  g_free (*field);
  *field = g_strdup (value);
}

static void
trp_table_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TrpTableView *self = TRP_TABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_CARD_FACES:
      g_value_set_string (value, self->card_faces);
      break;
    case PROP_FOUR_COLOUR_DECK:
      g_value_set_boolean (value, self->four_colours);
      break;
    case PROP_HAND_SORT_ORDER:
      g_value_set_string (value, self->sort == TRP_HAND_SORT_RANK_SUIT ? "rank-suit"
                                 : self->sort == TRP_HAND_SORT_NONE ? "none" : "suit-rank");
      break;
    case PROP_ANIMATION_SPEED:
      g_value_set_string (value, self->animation_speed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
trp_table_view_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  TrpTableView *self = TRP_TABLE_VIEW (object);
  const char *text;

  switch (prop_id)
    {
    case PROP_CARD_FACES:
      if (g_strcmp0 (self->card_faces, g_value_get_string (value)) == 0)
        return;
      set_string (&self->card_faces, g_value_get_string (value));
      update_style (self);
      g_object_notify_by_pspec (object, pspec);
      break;
    case PROP_FOUR_COLOUR_DECK:
      if (self->four_colours == g_value_get_boolean (value))
        return;
      self->four_colours = g_value_get_boolean (value);
      update_style (self);
      g_object_notify_by_pspec (object, pspec);
      break;
    case PROP_HAND_SORT_ORDER:
      text = g_value_get_string (value);
      trp_table_view_set_sort (self, g_strcmp0 (text, "rank-suit") == 0 ? TRP_HAND_SORT_RANK_SUIT
                                     : g_strcmp0 (text, "none") == 0 ? TRP_HAND_SORT_NONE
                                     : TRP_HAND_SORT_SUIT_RANK);
      break;
    case PROP_ANIMATION_SPEED:
      if (g_strcmp0 (self->animation_speed, g_value_get_string (value)) == 0)
        return;
      set_string (&self->animation_speed, g_value_get_string (value));
      if (self->flights != NULL)
        trp_card_flights_set_speed (self->flights, self->animation_speed);
      g_object_notify_by_pspec (object, pspec);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The table's surface: felt (the template's default, style.css), or the
 * window's plain background. */
static void
table_surface_changed_cb (GSettings    *settings,
                          const char   *key,
                          TrpTableView *self)
{
  g_autofree char *surface = g_settings_get_string (settings, key);

  if (g_strcmp0 (surface, "plain") == 0)
    gtk_widget_remove_css_class (self->root, "felt");
  else
    gtk_widget_add_css_class (self->root, "felt");
}

/* The Hard players and the hints think for the time the person sets,
 * also when it changes during a match. */
static void
thinking_time_changed_cb (GSettings  *settings,
                          const char *key,
                          gpointer    user_data)
{
  TrpTableView *self = user_data;

  if (self->driver != NULL)
    trp_match_driver_set_budget (self->driver, (gint64) g_settings_get_int (settings, key) * 1000);
}

/* The preferences shown at once on an open table (Console binds its
 * settings the same way). Tests and a missing schema keep the defaults. */
static void
bind_settings (TrpTableView *self)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = source != NULL
    ? g_settings_schema_source_lookup (source, "io.github.trapoula.Trapoula", TRUE) : NULL;

  if (schema == NULL || !g_settings_schema_has_key (schema, "animation-speed"))
    return;

  self->settings = g_settings_new_full (schema, NULL, NULL);
  g_settings_bind (self->settings, "card-faces", self, "card-faces", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "four-colour-deck", self, "four-colour-deck", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "hand-sort-order", self, "hand-sort-order", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "animation-speed", self, "animation-speed", G_SETTINGS_BIND_GET);
  g_signal_connect_object (self->settings, "changed::table-surface",
                           G_CALLBACK (table_surface_changed_cb), self, 0);
  table_surface_changed_cb (self->settings, "table-surface", self);
  g_signal_connect_object (self->settings, "changed::thinking-time",
                           G_CALLBACK (thinking_time_changed_cb), self, 0);
}

/* --- Object ------------------------------------------------------------ */

static void apply_card_width (TrpTableView *self);

/* Cards follow the window: a phone-sized window gets small cards, a 4K
 * screen large ones. Applied after the allocation, not during it. */
static gboolean
apply_card_width_cb (gpointer user_data)
{
  TrpTableView *self = user_data;

  self->resize_idle = 0;
  apply_card_width (self);
  _trp_table_view_refresh (self);
  return G_SOURCE_REMOVE;
}

static void
apply_card_width (TrpTableView *self)
{
  trp_hand_view_set_card_width (TRP_HAND_VIEW (self->my_hand), self->card_width);
  trp_seat_ring_set_card_width (self->seat_ring, self->card_width);
}

static int
card_width_for_size (int width,
                     int height)
{
  /* Under an eighth of the height: the rest goes to the board, whose
   * cards the table makes as large as it holds. */
  return CLAMP (MIN (width / 7, height * 2 / 17), 44, 150);
}

/* --- The board's cards: the largest that fit --------------------------- */

/* The board's cards never outgrow the hand's by more than this, so that
 * the hand, the trick and the melds stay in proportion. */
#define BOARD_CARDS_PER_HAND 1.0

static int
fit_board_step (TrpTableView *self,
                int           room_width,
                int           room_height)
{
  int largest = MAX (TRP_BOARD_FIT_SMALLEST, (int) (self->card_width * BOARD_CARDS_PER_HAND));

  return trp_board_fit_step (&self->fit, self->board, self->board_card_width, largest,
                             room_width, room_height);
}

/* The whole search at once, between two frames: the board is measured
 * at each size tried, which needs no allocation, so that the table never
 * shows a size on the way (a board taller than its room for a frame). */
static gboolean
fit_board_cb (gpointer user_data)
{
  TrpTableView *self = user_data;
  int room_width = gtk_widget_get_width (self->board_window);
  int room_height = gtk_widget_get_height (self->board_window);

  self->fit_idle = 0;
  for (guint tries = 0; tries < 12 && self->board != NULL && self->match != NULL; tries++)
    {
      int next = fit_board_step (self, room_width, room_height);

      if (next == self->board_card_width)
        break;
      self->board_card_width = next;
      _trp_table_view_refresh (self);
    }
  return G_SOURCE_REMOVE;
}

static void
fit_board_cards (TrpTableView *self)
{
  int room_width = gtk_widget_get_width (self->board_window);
  int room_height = gtk_widget_get_height (self->board_window);

  if (self->board == NULL || room_width <= 0 || room_height <= 0 || self->match == NULL ||
      self->fit_idle != 0)
    return;
  if (fit_board_step (self, room_width, room_height) != self->board_card_width)
    self->fit_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 15, fit_board_cb, self, NULL);
}

/* A table opened in a window already shown starts with cards for the
 * window's size, not the default: in a 360 px window the default cards
 * made the table wider than the window, which grew to fit and never
 * shrank back. The allocation
 * corrects the estimate. */
static void
trp_table_view_root (GtkWidget *widget)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);
  GtkWidget *root;
  int width, height;

  GTK_WIDGET_CLASS (trp_table_view_parent_class)->root (widget);

  root = GTK_WIDGET (gtk_widget_get_root (widget));
  width = gtk_widget_get_width (root);
  height = gtk_widget_get_height (root);
  /* Not shown yet (a match opened at start-up): the size it will have. */
  if ((width <= 0 || height <= 0) && GTK_IS_WINDOW (root))
    gtk_window_get_default_size (GTK_WINDOW (root), &width, &height);
  /* The table is the window less its margins and the header bar: cards
   * a few pixels too wide for it made a 360 px Greek Biriba table 7 px
   * too wide on its first frame, and the window grew to fit. */
  if (width > 0 && height > 0)
    {
      self->card_width = card_width_for_size (width - 24, height - 48);
      /* The board starts small and grows to what fits (fit_board_cards()):
       * started large, it would widen a phone's window for good. */
      self->board_card_width = MAX (TRP_BOARD_FIT_SMALLEST, self->card_width * 3 / 4);
      apply_card_width (self);
    }
}

static void
trp_table_view_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);
  int card_width = card_width_for_size (width, height);

  gtk_widget_size_allocate (self->root, &(GtkAllocation) { 0, 0, width, height }, baseline);
  if (gtk_widget_get_visible (self->hand_over))
    gtk_widget_size_allocate (self->hand_over, &(GtkAllocation) { 0, 0, width, height }, baseline);

  if (card_width != self->card_width && self->resize_idle == 0)
    {
      self->card_width = card_width;
      self->resize_idle = g_idle_add (apply_card_width_cb, self);
    }
  else if (self->resize_idle == 0)
    fit_board_cards (self);
}

static void
trp_table_view_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);

  gtk_widget_snapshot_child (widget, self->root, snapshot);
  trp_card_flights_snapshot (self->flights, snapshot);
  /* Over the flights too: a card on its way to the next person's hand
   * is theirs. */
  gtk_widget_snapshot_child (widget, self->hand_over, snapshot);
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
  TrpTableView *self = TRP_TABLE_VIEW (widget);

  gtk_widget_measure (self->root, orientation, for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
  if (gtk_widget_get_visible (self->hand_over))
    {
      int over_min, over_nat;

      gtk_widget_measure (self->hand_over, orientation, for_size, &over_min, &over_nat, NULL, NULL);
      *minimum = MAX (*minimum, over_min);
      *natural = MAX (*natural, over_nat);
    }
}

/* The table's keys work from the person's hand, where they choose. */
static gboolean
trp_table_view_grab_focus (GtkWidget *widget)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);

  if (self->hand_over != NULL && gtk_widget_get_visible (self->hand_over))
    return gtk_widget_grab_focus (self->hand_over);

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
  g_clear_handle_id (&self->fit_idle, g_source_remove);
  g_clear_handle_id (&self->last_turn_idle, g_source_remove);
  g_clear_object (&self->seat_ring);
  if (self->flights != NULL)
    g_signal_handlers_disconnect_by_data (self->flights, self);
  g_clear_object (&self->flights);
  if (self->holding && self->driver != NULL)
    trp_match_driver_release (self->driver);
  self->holding = FALSE;
  if (self->settings != NULL)
    {
      g_settings_unbind (self, "card-faces");
      g_settings_unbind (self, "four-colour-deck");
      g_settings_unbind (self, "hand-sort-order");
      g_settings_unbind (self, "animation-speed");
    }
  g_clear_object (&self->settings);
  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  g_clear_pointer (&self->hinted, trp_move_unref);

  if (self->driver != NULL)
    g_signal_handlers_disconnect_by_data (self->driver, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), TRP_TYPE_TABLE_VIEW);
  self->root = NULL;
  g_clear_pointer (&self->hand_over, gtk_widget_unparent);
  g_clear_object (&self->driver);
  g_clear_object (&self->match);

  G_OBJECT_CLASS (trp_table_view_parent_class)->dispose (object);
}

static void
trp_table_view_finalize (GObject *object)
{
  TrpTableView *self = (TrpTableView *)object;

  g_free (self->card_faces);
  g_free (self->animation_speed);

  G_OBJECT_CLASS (trp_table_view_parent_class)->finalize (object);
}

static void
trp_table_view_class_init (TrpTableViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = trp_table_view_dispose;
  object_class->finalize = trp_table_view_finalize;
  object_class->get_property = trp_table_view_get_property;
  object_class->set_property = trp_table_view_set_property;

  /**
   * TrpTableView:card-faces:
   *
   * "rules", "french" or "italian": the faces of the 40-card games.
   */
  properties[PROP_CARD_FACES] =
    g_param_spec_string ("card-faces", NULL, NULL, "rules",
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_FOUR_COLOUR_DECK] =
    g_param_spec_boolean ("four-colour-deck", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /**
   * TrpTableView:hand-sort-order:
   *
   * "suit-rank", "rank-suit" or "none".
   */
  properties[PROP_HAND_SORT_ORDER] =
    g_param_spec_string ("hand-sort-order", NULL, NULL, "suit-rank",
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /**
   * TrpTableView:animation-speed:
   *
   * "off", "fast", "normal" or "slow".
   */
  properties[PROP_ANIMATION_SPEED] =
    g_param_spec_string ("animation-speed", NULL, NULL, "normal",
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TrpTableView::match-finished:
   *
   * The player closed the final result: the window goes back to the start.
   */
  signals[MATCH_FINISHED] =
    g_signal_new ("match-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * TrpTableView::move-proposed:
   * @action: the move the person made at the table, before it is made
   *
   * Lets a lesson accept only the move it teaches.
   *
   * Returns: %TRUE to set the move aside (the handler says why), %FALSE
   *   to let the table make it
   */
  signals[MOVE_PROPOSED] =
    g_signal_new ("move-proposed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, g_signal_accumulator_true_handled, NULL, NULL,
                  G_TYPE_BOOLEAN, 1, TRP_TYPE_ACTION | G_SIGNAL_TYPE_STATIC_SCOPE);

  /**
   * TrpTableView::staging-changed:
   *
   * The person staged a move or took the staging back.
   */
  signals[STAGING_CHANGED] =
    g_signal_new ("staging-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  _trp_table_view_class_actions_init (widget_class);

  g_type_ensure (TRP_TYPE_HAND_VIEW);
  g_type_ensure (TRP_TYPE_STATUS_BAR);
  g_type_ensure (TRP_TYPE_WRAP_BOX);
  g_type_ensure (TRP_TYPE_CHOICE_BAR);
  g_type_ensure (TRP_TYPE_HINT_LINE);
  g_type_ensure (TRP_TYPE_SCORE_STRIP);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/trapoula/Trapoula/ui/trp-table-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TrpTableView, root);
  gtk_widget_class_bind_template_child (widget_class, TrpTableView, score_strip);
  gtk_widget_class_bind_template_child (widget_class, TrpTableView, board_toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TrpTableView, top_box);
  gtk_widget_class_bind_template_child (widget_class, TrpTableView, left_box);
  gtk_widget_class_bind_template_child (widget_class, TrpTableView, right_box);
  gtk_widget_class_bind_template_child (widget_class, TrpTableView, board_window);
  gtk_widget_class_bind_template_child (widget_class, TrpTableView, my_hand);
  gtk_widget_class_bind_template_child (widget_class, TrpTableView, choice_bar);
  gtk_widget_class_bind_template_child (widget_class, TrpTableView, status_label);
  gtk_widget_class_bind_template_child (widget_class, TrpTableView, hint_line);
  gtk_widget_class_bind_template_child (widget_class, TrpTableView, undo_button);
  gtk_widget_class_bind_template_child (widget_class, TrpTableView, inspect_button);
  gtk_widget_class_bind_template_child (widget_class, TrpTableView, hint_button);

  widget_class->measure = trp_table_view_measure;
  widget_class->snapshot = trp_table_view_snapshot;
  widget_class->size_allocate = trp_table_view_size_allocate;
  widget_class->root = trp_table_view_root;
  widget_class->grab_focus = trp_table_view_grab_focus;
  gtk_widget_class_set_css_name (widget_class, "table");
}

/* --- Cards in flight --------------------------------------------------- */

static GtkWidget *
flights_get_hand (gpointer table,
                  int      seat)
{
  TrpTableView *self = table;

  if (seat == self->viewer)
    return self->my_hand;
  return trp_seat_ring_get_hand (self->seat_ring, seat);
}

static GtkWidget *
flights_get_place (gpointer      table,
                   TrpBoardPlace place,
                   int           index)
{
  TrpTableView *self = table;

  return self->board != NULL ? trp_board_get_place (TRP_BOARD (self->board), place, index) : NULL;
}

static const TrpCardFlightsTable flights_table = {
  flights_get_hand,
  flights_get_place,
};

/* The computers move only once the table has shown the move before. */
static void
flights_holding_cb (TrpTableView *self)
{
  gboolean hold = trp_card_flights_get_holding (self->flights);

  if (hold == self->holding || self->driver == NULL)
    return;
  self->holding = hold;
  if (hold)
    trp_match_driver_hold (self->driver);
  else
    trp_match_driver_release (self->driver);
}

static void
flights_dealt_cb (TrpTableView *self,
                  gboolean      done)
{
  _trp_table_view_refresh (self);
  if (done)
    _trp_table_view_maybe_auto_pass (self);
}

static void
trp_table_view_init (TrpTableView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->sort = TRP_HAND_SORT_SUIT_RANK;
  self->card_faces = g_strdup ("rules");
  self->animation_speed = g_strdup ("normal");
  self->seat_ring = trp_seat_ring_new (self->top_box, self->left_box, self->right_box);
  self->flights = trp_card_flights_new (GTK_WIDGET (self), self->board_window, &flights_table, &self->style);
  trp_card_flights_set_speed (self->flights, self->animation_speed);
  g_signal_connect_swapped (self->flights, "notify::holding", G_CALLBACK (flights_holding_cb), self);
  g_signal_connect_swapped (self->flights, "dealt", G_CALLBACK (flights_dealt_cb), self);
  self->card_width = 84;
  /* The board's cards start at their smallest and grow to fit: larger,
   * they widen a narrow window before they are fitted, for good. */
  self->board_card_width = TRP_BOARD_FIT_SMALLEST;
  trp_card_style_init (&self->style);
  trp_hand_view_set_card_width (TRP_HAND_VIEW (self->my_hand), 84);

  g_signal_connect (self->my_hand, "card-activated", G_CALLBACK (card_activated_cb), self);
  g_signal_connect (self->my_hand, "selection-activated", G_CALLBACK (selection_activated_cb), self);
  g_signal_connect (self->my_hand, "selection-changed", G_CALLBACK (selection_changed_cb), self);
  g_signal_connect (self->choice_bar, "move-activated", G_CALLBACK (_trp_table_view_choice_activated_cb), self);

  self->hand_over = trp_hand_over_new ();
  gtk_widget_set_visible (self->hand_over, FALSE);
  gtk_widget_set_parent (self->hand_over, GTK_WIDGET (self));
  g_signal_connect_swapped (self->hand_over, "show-cards", G_CALLBACK (show_cards_cb), self);

  _trp_table_view_add_shortcuts (self);
  bind_settings (self);
}

/* The move the person chose on the board (cards dropped on a place, a
 * meld clicked), with the cards dragged, or else those selected: staged,
 * or made, or refused with the rule, and then the drop springs back. */
static gboolean
move_chosen_cb (TrpBoard     *board,
                TrpMove      *move,
                const char   *codes,
                TrpTableView *self)
{
  g_autoptr(GArray) cards = codes != NULL ? trp_cards_from_codes (codes)
                                          : trp_hand_view_get_selected_cards (TRP_HAND_VIEW (self->my_hand));

  g_clear_pointer (&self->hinted, trp_move_unref);
  return _trp_table_view_make_move (self, move, cards);
}

/* The board comes from the catalog row of the game played (its board
 * kind), and with it what the inspect button shows. */
static void
choose_board (TrpTableView *self)
{
  const TrpGameInfo *info = trp_game_catalog_lookup (trp_match_get_game_id (self->match));
  gboolean melds = info != NULL && info->board == TRP_BOARD_MELDS;

  self->board = melds ? trp_meld_board_new () : trp_trick_board_new ();
  g_signal_connect (self->board, "move-chosen", G_CALLBACK (move_chosen_cb), self);
  self->multi_select = info != NULL && info->plays_several_cards;
  self->shows_pile = melds;
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->board_window), self->board);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->inspect_button),
                                  melds ? "table.show-pile" : "table.show-last-trick");
  gtk_button_set_icon_name (GTK_BUTTON (self->inspect_button),
                            melds ? "trapoula-pile-symbolic" : "trapoula-last-trick-symbolic");
  gtk_widget_set_tooltip_text (self->inspect_button,
                               melds ? _("Show the Pile (Ctrl+L)") : _("Show the Last Trick (Ctrl+T)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->inspect_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  melds ? _("Show the pile") : _("Show the last trick"), -1);
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
   * watched from seat 0. Where several people share the table, it opens
   * covered, at the hand-over to whoever is to move. */
  n = trp_match_get_n_players (self->match);
  self->viewer = -1;
  for (guint seat = 0; seat < n; seat++)
    if (is_person (self, seat))
      {
        if (self->viewer < 0)
          self->viewer = seat;
        self->n_people++;
      }
  self->viewer = MAX (self->viewer, 0);
  self->covered = self->n_people > 1;

  choose_board (self);
  trp_seat_ring_build (self->seat_ring, self->match, self->viewer, self->card_width);

  g_signal_connect_swapped (driver, "human-turn", G_CALLBACK (driver_changed_cb), self);
  g_signal_connect (driver, "computer-played", G_CALLBACK (computer_played_cb), self);
  g_signal_connect (driver, "round-over", G_CALLBACK (round_over_cb), self);
  g_signal_connect (driver, "failed", G_CALLBACK (failed_cb), self);
  g_signal_connect (driver, "notify::busy", G_CALLBACK (busy_changed_cb), self);

  update_style (self);
  self->last_turn_idle = g_idle_add (show_last_turn_cb, self);
  return GTK_WIDGET (self);
}

/* Whether the move may be made: a lesson sets aside all but the one it
 * teaches (TrpTableView::move-proposed). */
gboolean
_trp_table_view_filter_move (TrpTableView    *self,
                             const TrpAction *action)
{
  gboolean set_aside = FALSE;

  g_signal_emit (self, signals[MOVE_PROPOSED], 0, action, &set_aside);
  return !set_aside;
}

void
_trp_table_view_staging_changed (TrpTableView *self)
{
  g_signal_emit (self, signals[STAGING_CHANGED], 0);
}

/**
 * trp_table_view_get_board:
 *
 * Returns: (transfer none): the board, a #TrpBoard
 */
GtkWidget *
trp_table_view_get_board (TrpTableView *self)
{
  g_return_val_if_fail (TRP_IS_TABLE_VIEW (self), NULL);

  return self->board;
}

/**
 * trp_table_view_get_hand:
 *
 * Returns: (transfer none): the person's hand, a #TrpHandView
 */
GtkWidget *
trp_table_view_get_hand (TrpTableView *self)
{
  g_return_val_if_fail (TRP_IS_TABLE_VIEW (self), NULL);

  return self->my_hand;
}

/**
 * trp_table_view_play:
 *
 * Makes @action for the person, as a click would: a forced pass that a
 * lesson makes where the person has nothing else to do.
 */
void
trp_table_view_play (TrpTableView    *self,
                     const TrpAction *action)
{
  g_return_if_fail (TRP_IS_TABLE_VIEW (self));
  g_return_if_fail (action != NULL);

  _trp_table_view_perform (self, action);
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
trp_table_view_set_sort (TrpTableView *self,
                         TrpHandSort   sort)
{
  g_return_if_fail (TRP_IS_TABLE_VIEW (self));

  if (self->sort == sort)
    return;
  self->sort = sort;
  _trp_table_view_refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAND_SORT_ORDER]);
}

void
trp_table_view_refresh (TrpTableView *self)
{
  g_return_if_fail (TRP_IS_TABLE_VIEW (self));

  _trp_table_view_refresh (self);
}

/**
 * trp_table_view_get_seat_view:
 *
 * Returns: (transfer none) (nullable): the TrpSeatView of @seat, or
 *   %NULL for the viewer's own seat
 */
GtkWidget *
trp_table_view_get_seat_view (TrpTableView *self,
                              guint         seat)
{
  g_return_val_if_fail (TRP_IS_TABLE_VIEW (self), NULL);

  return trp_seat_ring_get_seat (self->seat_ring, (int) seat);
}
