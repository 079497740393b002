/* trp-guest-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The guest's table, read from a TrpGuestTable only: the seats and
 * whether their people are there, the scores, this seat's hand from its
 * observation, and on its turn the engine's move descriptions as buttons
 * (docs/moves.md): a move that takes cards takes those selected in the
 * hand. The host checks every move with the engine; its refusal, with the
 * rule's ID, shows under the hand. The middle is the local table's own
 * board (TrpTrickBoard, TrpMeldBoard), fed the guest's observation and
 * moves as the table view feeds it a local game's; a drop or a click on
 * it plays as the buttons do.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "trp-board.h"
#include "trp-choice-bar.h"
#include "trp-format.h"
#include "trp-game-catalog.h"
#include "trp-guest-view.h"
#include "trp-hand-view.h"
#include "trp-dialog.h"
#include "trp-meld-board.h"
#include "trp-move-history.h"
#include "trp-observation-reader.h"
#include "trp-round-result-sheet.h"
#include "trp-trick-board.h"

/* The cards' width on the board and in the hand. */
#define CARD_WIDTH 80

struct _TrpGuestView
{
  GtkWidget      parent_instance;

  TrpGuestTable *table;
  GtkWidget     *scroller;
  GtkWidget     *status;
  GtkWidget     *seats;
  GtkWidget     *scores;
  GtkWidget     *history;
  GtkWidget     *board;
  /* The seats' names and sides for the board, as a match that is never
   * dealt: the guest holds no game (docs/protocol.md). */
  TrpMatch      *names;
  TrpCardStyle   style;
  GtkWidget     *hand;
  GtkWidget     *moves;
  GtkWidget     *hint_button;
  GtkWidget     *scores_button;
  GtkWidget     *message;
  /* What Happened while open, followed as the host tells more. */
  GtkWidget     *history_dialog;
  /* The round whose result sheet came up by itself, from 1; 0 for none. */
  guint          sheet_shown_round;
};

G_DEFINE_FINAL_TYPE (TrpGuestView, trp_guest_view, GTK_TYPE_WIDGET)

static void
show_message (TrpGuestView *self,
              const char   *text)
{
  gtk_label_set_text (GTK_LABEL (self->message), text != NULL ? text : "");
  gtk_widget_add_css_class (self->message, "error");
  gtk_widget_set_visible (self->message, text != NULL && text[0] != '\0');
}

/* A hint is news, not a fault: the same line, not in red. */
static void
show_hint (TrpGuestView *self,
           const char   *text)
{
  show_message (self, text);
  gtk_widget_remove_css_class (self->message, "error");
}

static const char *
seat_name (TrpGuestView *self,
           int           seat)
{
  if (seat < 0 || (guint) seat >= trp_guest_table_get_n_seats (self->table))
    return "";
  return trp_guest_table_get_seat_info (self->table, seat)->name;
}

static char *
describe_status (TrpGuestView *self)
{
  int current = trp_guest_table_get_current_seat (self->table);

  if (trp_guest_table_get_closed (self->table))
    return g_strdup (_("The table is closed"));
  if (trp_guest_table_get_match_over (self->table))
    return g_strdup (_("The match is over"));
  if (trp_guest_table_get_round_over (self->table))
    return g_strdup (_("The round is over: the host deals the next one"));
  if (trp_guest_table_is_my_turn (self->table))
    return g_strdup (_("Your turn"));
  if (current >= 0)
    /* Translators: whose turn it is at a hosted table, e.g. “Anna’s turn”. */
    return g_strdup_printf (_("%s’s turn"), seat_name (self, current));
  return g_strdup (_("Waiting for the host"));
}

static char *
describe_seat_state (TrpGuestView *self,
                     guint         seat)
{
  const TrpGuestSeat *info = trp_guest_table_get_seat_info (self->table, seat);

  if ((int) seat == trp_guest_table_get_seat (self->table))
    return g_strdup (_("You"));
  if (info->stand_in != NULL)
    return g_strdup (_("A computer plays until they are back"));
  if (g_strcmp0 (info->kind, "computer") == 0)
    return g_strdup (_("Computer"));
  if (g_strcmp0 (info->kind, "human") == 0)
    return g_strdup (_("Host"));
  return g_strdup (info->present ? _("At the table") : _("Waiting for them to join"));
}

static void
rebuild_seats (TrpGuestView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->seats)) != NULL)
    gtk_box_remove (GTK_BOX (self->seats), child);

  for (guint i = 0; i < trp_guest_table_get_n_seats (self->table); i++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *name = gtk_label_new (trp_guest_table_get_seat_info (self->table, i)->name);
      g_autofree char *state = describe_seat_state (self, i);
      GtkWidget *caption = gtk_label_new (state);

      gtk_widget_add_css_class (box, "card");
      gtk_widget_set_size_request (box, 120, -1);
      gtk_widget_add_css_class (name, "heading");
      gtk_widget_set_margin_top (name, 6);
      gtk_widget_set_margin_start (name, 12);
      gtk_widget_set_margin_end (name, 12);
      gtk_widget_add_css_class (caption, "caption");
      gtk_widget_add_css_class (caption, "dim-label");
      gtk_label_set_wrap (GTK_LABEL (caption), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (caption), 16);
      gtk_label_set_justify (GTK_LABEL (caption), GTK_JUSTIFY_CENTER);
      gtk_widget_set_margin_bottom (caption, 6);
      gtk_widget_set_margin_start (caption, 6);
      gtk_widget_set_margin_end (caption, 6);
      if ((int) i == trp_guest_table_get_current_seat (self->table))
        gtk_widget_add_css_class (name, "accent");
      gtk_box_append (GTK_BOX (box), name);
      gtk_box_append (GTK_BOX (box), caption);
      gtk_box_append (GTK_BOX (self->seats), box);
    }
}

static void
update_scores (TrpGuestView *self)
{
  GArray *totals = trp_guest_table_get_totals (self->table);
  g_autoptr(GPtrArray) numbers = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < totals->len; i++)
    g_ptr_array_add (numbers, trp_format_number (g_array_index (totals, int, i)));
  if (numbers->len > 0)
    {
      g_autofree char *list = trp_format_list ((const char * const *) numbers->pdata, numbers->len);
      /* Translators: the match totals at a hosted table, per side. */
      g_autofree char *line = g_strdup_printf (_("Match totals: %s"), list);

      gtk_label_set_text (GTK_LABEL (self->scores), line);
    }
  else
    gtk_label_set_text (GTK_LABEL (self->scores), "");
}

static void
update_history (TrpGuestView *self)
{
  GPtrArray *history = trp_guest_table_get_history (self->table);
  g_autoptr(GString) text = g_string_new (NULL);

  /* The last two lines: the seats' comings and goings, the refusals. */
  for (guint i = history->len > 2 ? history->len - 2 : 0; i < history->len; i++)
    {
      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, g_ptr_array_index (history, i));
    }
  gtk_label_set_text (GTK_LABEL (self->history), text->str);
  gtk_widget_set_visible (self->history, text->len > 0);
}

static void
update_hand (TrpGuestView *self)
{
  JsonObject *observation = trp_guest_table_get_observation (self->table);
  JsonArray *hand = observation != NULL ? trp_observation_get_array (observation, "hand") : NULL;
  g_autoptr(GArray) cards = hand != NULL ? trp_observation_cards (hand) : NULL;

  /* The staged cards lie on the board, as at the local table. */
  if (cards != NULL && self->board != NULL)
    trp_board_keep_staged (TRP_BOARD (self->board), trp_guest_table_get_moves (self->table), cards);
  if (cards != NULL)
    trp_hand_view_set_cards (TRP_HAND_VIEW (self->hand), (const TrpCard *) cards->data, cards->len);
  else
    trp_hand_view_set_cards (TRP_HAND_VIEW (self->hand), NULL, 0);
}

static gboolean board_move_chosen_cb (TrpBoard     *board,
                                      TrpMove      *move,
                                      const char   *codes,
                                      TrpGuestView *self);

/* The board's staging area holds what the host took last; a meld is
 * staged on the board only after the host checked it. */
static void
sync_staged (TrpGuestView *self)
{
  GPtrArray *staged = trp_guest_table_get_staged (self->table);
  GPtrArray *shown = trp_board_get_staged (TRP_BOARD (self->board));

  if (shown == NULL)
    return;
  if (shown->len < staged->len)
    trp_hand_view_clear_selection (TRP_HAND_VIEW (self->hand));
  trp_board_clear_staged (TRP_BOARD (self->board));
  for (guint g = 0; g < staged->len; g++)
    trp_board_stage (TRP_BOARD (self->board), NULL, trp_guest_table_get_seat (self->table),
                     g_ptr_array_index (staged, g), NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.unstage", staged->len > 0);
}

/* A match of the host's seats, by name and kind, under the game's
 * default rules: what a board asks of a match is names and sides. */
static TrpMatch *
new_names_match (TrpGuestView *self,
                 const char   *game_id)
{
  const TrpRulesDescriptor *descriptor = trp_game_catalog_lookup_rules (game_id);
  guint n = trp_guest_table_get_n_seats (self->table);
  g_autofree TrpPlayer *players = NULL;
  g_autoptr(TrpRules) rules = NULL;

  if (descriptor == NULL || n == 0)
    return NULL;
  rules = trp_rules_new (descriptor);
  if (trp_rules_descriptor_find_option (descriptor, "player_count") != NULL &&
      !trp_rules_set_int (rules, "player_count", n, NULL))
    return NULL;
  players = g_new0 (TrpPlayer, n);
  for (guint i = 0; i < n; i++)
    {
      const TrpGuestSeat *seat = trp_guest_table_get_seat_info (self->table, i);

      players[i].name = seat->name;
      players[i].kind = g_strcmp0 (seat->kind, "computer") == 0 ? TRP_PLAYER_COMPUTER : TRP_PLAYER_HUMAN;
      players[i].level = players[i].kind == TRP_PLAYER_COMPUTER ? (char *) "normal" : NULL;
      players[i].team = -1;
    }
  return trp_match_new (game_id, rules, players, n, trp_game_catalog_create_game, NULL);
}

static TrpMatch *
get_names (TrpGuestView *self)
{
  const char *game_id = trp_guest_table_get_game_id (self->table);

  if (self->names == NULL && game_id != NULL)
    self->names = new_names_match (self, game_id);
  return self->names;
}

static void
update_board (TrpGuestView *self)
{
  const char *game_id = trp_guest_table_get_game_id (self->table);
  JsonObject *observation = trp_guest_table_get_observation (self->table);
  TrpBoardContext context = { NULL, };
  g_autoptr(GPtrArray) moves = NULL;

  if (game_id == NULL || observation == NULL)
    return;
  if (get_names (self) == NULL || trp_match_get_n_players (self->names) != trp_guest_table_get_n_seats (self->table))
    return;

  if (self->board == NULL)
    {
      const TrpGameInfo *info = trp_game_catalog_lookup (game_id);
      gboolean melds = info != NULL && info->board == TRP_BOARD_MELDS;

      self->board = melds ? trp_meld_board_new () : trp_trick_board_new ();
      gtk_widget_set_name (self->board, "guest-board");
      g_signal_connect (self->board, "move-chosen", G_CALLBACK (board_move_chosen_cb), self);
      gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (self->history)), self->board, self->history);
      trp_hand_view_set_selection_mode (TRP_HAND_VIEW (self->hand),
                                        info != NULL && info->plays_several_cards
                                        ? GTK_SELECTION_MULTIPLE : GTK_SELECTION_SINGLE);
    }

  /* The melds staged, as the host took them: the board shows them, and
   * its moves are described with them (Go Down's reason, B-56, B-60). */
  sync_staged (self);
  if (trp_guest_table_is_my_turn (self->table))
    moves = g_ptr_array_ref (trp_guest_table_get_moves (self->table));

  context.match = self->names;
  context.viewer = trp_guest_table_get_seat (self->table);
  context.observation = observation;
  context.style = &self->style;
  context.card_width = CARD_WIDTH;
  context.moves = moves;
  trp_board_update (TRP_BOARD (self->board), &context);
}

/* The local table's own choice bar: one button per move, insensitive
 * with its reason while not allowed or while the selection does not fit
 * it. Off the guest's turn the buttons stay, insensitive. */
static void
update_choices (TrpGuestView *self)
{
  g_autoptr(GArray) selected = trp_hand_view_get_selected_cards (TRP_HAND_VIEW (self->hand));
  g_autoptr(GPtrArray) moves = NULL;

  if (trp_guest_table_is_my_turn (self->table))
    {
      moves = g_ptr_array_ref (trp_guest_table_get_moves (self->table));
    }
  trp_choice_bar_set_moves (TRP_CHOICE_BAR (self->moves), moves,
                            (const TrpCard *) selected->data, selected->len);
}

/* The round's result sheet, as a local player's, read from the host's
 * record; for reading, since the host deals. */
static gboolean
present_round_result (TrpGuestView *self)
{
  guint round = 0;
  TrpRoundResult *result = trp_guest_table_get_round_result (self->table, &round);
  TrpMatch *names = get_names (self);
  g_autofree int *units = NULL;
  TrpRoundRecord record = { NULL, };
  guint n_seats = trp_guest_table_get_n_seats (self->table);

  if (result == NULL || names == NULL || trp_match_get_n_players (names) != n_seats)
    return FALSE;
  units = g_new (int, n_seats);
  for (guint seat = 0; seat < n_seats; seat++)
    units[seat] = trp_guest_table_get_scoring_unit (self->table, seat);
  record.result = result;
  trp_guest_table_get_result_outcome (self->table, &record.match_over, &record.winner, &record.round_limit);
  record.unit_of_seat = units;
  record.n_seats = n_seats;
  record.viewer = trp_guest_table_get_seat (self->table);
  trp_dialog_present (trp_round_result_sheet_new_for_record (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                                             names, round, &record));
  return TRUE;
}

static void
round_result_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  present_round_result (TRP_GUEST_VIEW (widget));
}

/* Take Back Staged Melds: the host describes the moves with none. */
static void
unstage_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TrpGuestView *self = TRP_GUEST_VIEW (widget);
  g_autoptr(GPtrArray) none = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;

  if (!trp_guest_table_stage (self->table, none, &error))
    show_message (self, error->message);
}

static void
history_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TrpGuestView *self = TRP_GUEST_VIEW (widget);
  guint round = 0;
  GPtrArray *turns = trp_guest_table_get_turns (self->table, &round);

  if (turns == NULL)
    return;
  if (self->history_dialog == NULL)
    {
      self->history_dialog = trp_move_history_new_for_turns (GTK_WINDOW (gtk_widget_get_root (widget)), round, turns);
      g_object_add_weak_pointer (G_OBJECT (self->history_dialog), (gpointer *) &self->history_dialog);
    }
  trp_dialog_present (self->history_dialog);
}

static void
update_record (TrpGuestView *self)
{
  guint round = 0;
  GPtrArray *turns = trp_guest_table_get_turns (self->table, &round);
  TrpRoundResult *result = trp_guest_table_get_round_result (self->table, &round);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "guest.history", turns != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "guest.round-result", result != NULL);
  if (self->history_dialog != NULL && turns != NULL)
    {
      guint turns_round = 0;

      trp_guest_table_get_turns (self->table, &turns_round);
      trp_move_history_set_turns (TRP_MOVE_HISTORY (self->history_dialog), turns_round, turns);
    }
  /* As at the local table, the sheet comes up when the round is over. */
  if (result != NULL && self->sheet_shown_round != round + 1 &&
      gtk_widget_get_root (GTK_WIDGET (self)) != NULL && present_round_result (self))
    self->sheet_shown_round = round + 1;
}

static void
table_changed_cb (TrpGuestTable *table,
                  TrpGuestView  *self)
{
  g_autofree char *status = describe_status (self);

  gtk_label_set_text (GTK_LABEL (self->status), status);
  gtk_widget_set_sensitive (self->hint_button, trp_guest_table_is_my_turn (table));
  rebuild_seats (self);
  update_scores (self);
  update_history (self);
  update_board (self);
  update_hand (self);
  update_choices (self);
  update_record (self);
}

static void
table_refused_cb (TrpGuestTable *table,
                  const char    *reason,
                  const char    *text,
                  TrpGuestView  *self)
{
  show_message (self, text);
  update_history (self);
}

static void
table_notice_cb (TrpGuestTable *table,
                 const char    *text,
                 TrpGuestView  *self)
{
  update_history (self);
}

static void
hint_clicked_cb (GtkButton    *button,
                 TrpGuestView *self)
{
  trp_guest_table_ask_hint (self->table, "normal");
}

/* A hinted go-down shows as the melds it makes, staged, as at the local
 * table (as one selection it would be refused as one meld, B-14): the
 * host checks them, and Go Down lays them. */
static void
stage_hinted (TrpGuestView    *self,
              const TrpAction *action)
{
  GPtrArray *moves = trp_guest_table_get_moves (self->table);
  GPtrArray *kept = trp_guest_table_get_staged (self->table);
  g_autoptr(GPtrArray) staged = NULL;
  TrpMove *stage = NULL;

  for (guint i = 0; stage == NULL && i < moves->len; i++)
    if (trp_move_is_staging (g_ptr_array_index (moves, i)) && trp_move_is_available (g_ptr_array_index (moves, i)))
      stage = g_ptr_array_index (moves, i);
  if (stage == NULL || action->n_cards == 0 ||
      g_strcmp0 (trp_move_get_action (stage)->type, action->type) != 0)
    return;

  staged = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  for (guint g = 0; g < kept->len; g++)
    g_ptr_array_add (staged, g_array_ref (g_ptr_array_index (kept, g)));
  for (guint g = 0; g < trp_action_get_n_groups (action); g++)
    {
      guint n = 0;
      const TrpCard *group = trp_action_get_group (action, g, &n);
      GArray *cards = g_array_sized_new (FALSE, FALSE, sizeof (TrpCard), n);

      g_array_append_vals (cards, group, n);
      g_ptr_array_add (staged, cards);
    }
  if (trp_guest_table_stage (self->table, staged, NULL))
    trp_hand_view_clear_selection (TRP_HAND_VIEW (self->hand));
}

/* The hinted cards are selected in the hand, the move named, and the
 * place it acts on outlined on the board, as at the local table. */
static void
table_hint_cb (TrpGuestTable   *table,
               TrpMove         *move,
               const TrpAction *action,
               TrpGuestView    *self)
{
  TrpHandView *hand = TRP_HAND_VIEW (self->hand);
  g_autofree char *label = NULL;
  g_autofree char *text = NULL;

  trp_hand_view_clear_selection (hand);
  trp_hand_view_select_cards (hand, action->cards, action->n_cards);
  if (self->board != NULL)
    trp_board_show_hinted (TRP_BOARD (self->board), move);
  stage_hinted (self, action);
  if (move == NULL)
    return;

  /* The cards say more than “Play Selected”: the card's name, or the
   * cards' short names; the move's own label for a move of no card. */
  if (action->n_cards == 1)
    label = trp_card_get_display_name (action->cards[0], self->style.faces);
  else if (action->n_cards > 1)
    label = trp_cards_get_short_names (action->cards, action->n_cards);
  else
    /* The button's mnemonic is no part of the sentence. */
    label = trp_move_dup_plain_label (move);
  text = g_strdup_printf (_("Hint: %s"), label);
  show_hint (self, text);
}

static void
table_closed_cb (TrpGuestTable *table,
                 const char    *text,
                 TrpGuestView  *self)
{
  show_message (self, text);
  table_changed_cb (table, self);
}

/* The move's cards: its own when bound, else the hand's selection, which
 * must be among its candidates and as many as it takes. */
static TrpAction *
build_action (TrpGuestView  *self,
              TrpMove       *move,
              GError       **error)
{
  g_autoptr(TrpAction) action = trp_action_copy (trp_move_get_action (move));
  g_autoptr(GArray) selected = NULL;
  TrpMoveCards mode = trp_move_get_cards_mode (move);
  guint n = trp_move_get_n_cards (move);

  /* Go Down takes the melds staged, as trp_game_build_move() puts them. */
  if (mode == TRP_MOVE_CARDS_FIXED && trp_move_get_n_groups (move) == 1)
    {
      guint n_group = 0;
      const TrpCard *group = trp_move_get_group (move, 0, &n_group);

      trp_action_set_cards (action, group, n_group);
    }
  else if (mode == TRP_MOVE_CARDS_FIXED && trp_move_get_n_groups (move) > 1)
    {
      trp_action_set_cards (action, NULL, 0);
      for (guint g = 0; g < trp_move_get_n_groups (move); g++)
        {
          guint n_group = 0;
          const TrpCard *group = trp_move_get_group (move, g, &n_group);

          trp_action_add_group (action, group, n_group);
        }
    }
  if (mode == TRP_MOVE_CARDS_NONE || mode == TRP_MOVE_CARDS_FIXED)
    return g_steal_pointer (&action);

  selected = trp_hand_view_get_selected_cards (TRP_HAND_VIEW (self->hand));
  for (guint i = 0; i < selected->len; i++)
    if (!trp_move_is_candidate (move, g_array_index (selected, TrpCard, i)))
      {
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                             _("A card selected cannot take part in this move"));
        return NULL;
      }
  if ((mode == TRP_MOVE_CARDS_EXACTLY && selected->len != n) ||
      (mode == TRP_MOVE_CARDS_AT_LEAST && selected->len < n) ||
      selected->len == 0)
    {
      g_autofree char *latin = g_strdup_printf (mode == TRP_MOVE_CARDS_EXACTLY
                                                ? ngettext ("Select %u card for this move", "Select %u cards for this move", MAX (n, 1))
                                                : ngettext ("Select at least %u card for this move", "Select at least %u cards for this move", MAX (n, 1)),
                                                MAX (n, 1));

      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, latin);
      return NULL;
    }
  trp_action_set_cards (action, (const TrpCard *) selected->data, selected->len);
  return g_steal_pointer (&action);
}

/* The selection, as one more meld beside those staged: the host checks
 * it and answers with the moves staged so, or the rule it breaks. */
static gboolean
stage_selection (TrpGuestView *self)
{
  g_autoptr(GArray) selected = trp_hand_view_get_selected_cards (TRP_HAND_VIEW (self->hand));
  g_autoptr(GPtrArray) staged = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *kept = trp_guest_table_get_staged (self->table);

  if (selected->len == 0)
    {
      show_message (self, _("Select the cards of the meld first"));
      return FALSE;
    }
  staged = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  for (guint g = 0; g < kept->len; g++)
    g_ptr_array_add (staged, g_array_ref (g_ptr_array_index (kept, g)));
  g_ptr_array_add (staged, g_array_ref (selected));
  if (!trp_guest_table_stage (self->table, staged, &error))
    {
      show_message (self, error->message);
      return FALSE;
    }
  show_message (self, NULL);
  return TRUE;
}

static gboolean
play (TrpGuestView *self,
      TrpMove      *move)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TrpAction) action = NULL;

  /* As at the local table: a move not allowed now says why, with its
   * rule (Go Down before the opening minimum, B-60). */
  if (!trp_move_is_available (move))
    {
      g_autofree char *text = trp_localize_digits (trp_move_get_reason (move));

      show_message (self, text);
      return FALSE;
    }
  if (trp_move_is_staging (move))
    return stage_selection (self);
  action = build_action (self, move, &error);

  if (action == NULL || !trp_guest_table_play (self->table, action, &error))
    {
      g_autofree char *text = trp_localize_digits (error->message);

      show_message (self, text);
      return FALSE;
    }
  show_message (self, NULL);
  trp_hand_view_clear_selection (TRP_HAND_VIEW (self->hand));
  return TRUE;
}

static void
move_activated_cb (TrpChoiceBar *bar,
                   TrpMove      *move,
                   TrpGuestView *self)
{
  play (self, move);
}

static void
selection_changed_cb (TrpHandView  *hand,
                      TrpGuestView *self)
{
  g_autoptr(GArray) selected = trp_hand_view_get_selected_cards (hand);

  trp_choice_bar_set_selection (TRP_CHOICE_BAR (self->moves), (const TrpCard *) selected->data, selected->len);
}

/* Cards dropped on the board (@codes), or a place of it clicked with
 * cards selected in the hand. */
static gboolean
board_move_chosen_cb (TrpBoard     *board,
                      TrpMove      *move,
                      const char   *codes,
                      TrpGuestView *self)
{
  if (codes != NULL && trp_move_get_cards_mode (move) != TRP_MOVE_CARDS_NONE &&
      trp_move_get_cards_mode (move) != TRP_MOVE_CARDS_FIXED)
    {
      g_autoptr(GArray) cards = trp_cards_from_codes (codes);

      trp_hand_view_clear_selection (TRP_HAND_VIEW (self->hand));
      trp_hand_view_select_cards (TRP_HAND_VIEW (self->hand), (TrpCard *) cards->data, cards->len);
    }
  return play (self, move);
}

/* A card activated (double click, Enter) plays the one move that takes
 * exactly that card: a trick's card, a discard. */
static void
card_activated_cb (TrpHandView  *hand,
                   guint         index,
                   TrpGuestView *self)
{
  GPtrArray *moves = trp_guest_table_get_moves (self->table);
  TrpCard card = trp_hand_view_get_card (hand, index);

  for (guint i = 0; trp_guest_table_is_my_turn (self->table) && i < moves->len; i++)
    {
      TrpMove *move = g_ptr_array_index (moves, i);

      if (trp_move_is_available (move) && !trp_move_is_staging (move) &&
          trp_move_get_cards_mode (move) == TRP_MOVE_CARDS_EXACTLY && trp_move_get_n_cards (move) == 1 &&
          trp_move_is_candidate (move, card))
        {
          trp_hand_view_clear_selection (hand);
          trp_hand_view_set_selected (hand, index, TRUE);
          play (self, move);
          return;
        }
    }
}

/**
 * trp_guest_view_play_move:
 * @move_id: a move description's id, as its button is named
 *
 * Plays that move as its button would.
 *
 * Returns: whether it went to the host
 */
gboolean
trp_guest_view_play_move (TrpGuestView *self,
                          const char   *move_id)
{
  GPtrArray *moves;

  g_return_val_if_fail (TRP_IS_GUEST_VIEW (self), FALSE);

  moves = trp_guest_table_get_moves (self->table);
  for (guint i = 0; i < moves->len; i++)
    if (g_str_equal (trp_move_get_id (g_ptr_array_index (moves, i)), move_id))
      return play (self, g_ptr_array_index (moves, i));
  return FALSE;
}

static void
trp_guest_view_dispose (GObject *object)
{
  TrpGuestView *self = (TrpGuestView *)object;

  if (self->table != NULL)
    g_signal_handlers_disconnect_by_data (self->table, self);
  g_clear_object (&self->table);
  g_clear_object (&self->names);
  if (self->history_dialog != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->history_dialog), (gpointer *) &self->history_dialog);
  self->history_dialog = NULL;
  g_clear_pointer (&self->scroller, gtk_widget_unparent);

  G_OBJECT_CLASS (trp_guest_view_parent_class)->dispose (object);
}

static void
trp_guest_view_class_init (TrpGuestViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = trp_guest_view_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  /* As the local table's Scores menu, with its shortcut. */
  gtk_widget_class_install_action (widget_class, "guest.round-result", NULL, round_result_action);
  gtk_widget_class_install_action (widget_class, "guest.history", NULL, history_action);
  /* The meld board's Take Back Staged Melds names the local table's. */
  gtk_widget_class_install_action (widget_class, "table.unstage", NULL, unstage_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "guest.history", NULL);
}

static void
trp_guest_view_init (TrpGuestView *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *clamp = adw_clamp_new ();

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 960);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);

  self->status = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->status, "title-3");
  gtk_label_set_wrap (GTK_LABEL (self->status), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->status), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Turn"), -1);
  gtk_box_append (GTK_BOX (box), self->status);

  self->seats = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_halign (self->seats, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), self->seats);

  self->scores = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->scores, "numeric");
  gtk_box_append (GTK_BOX (box), self->scores);

  self->history = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->history, "dim-label");
  gtk_label_set_wrap (GTK_LABEL (self->history), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->history), GTK_JUSTIFY_CENTER);
  gtk_widget_set_visible (self->history, FALSE);
  gtk_box_append (GTK_BOX (box), self->history);

  trp_card_style_init (&self->style);
  self->hand = trp_hand_view_new ();
  gtk_widget_set_name (self->hand, "guest-hand");
  trp_hand_view_set_style (TRP_HAND_VIEW (self->hand), &self->style);
  trp_hand_view_set_card_width (TRP_HAND_VIEW (self->hand), CARD_WIDTH);
  trp_hand_view_set_selection_mode (TRP_HAND_VIEW (self->hand), GTK_SELECTION_MULTIPLE);
  gtk_widget_set_halign (self->hand, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->hand), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Your hand"), -1);
  g_signal_connect (self->hand, "card-activated", G_CALLBACK (card_activated_cb), self);
  g_signal_connect (self->hand, "selection-changed", G_CALLBACK (selection_changed_cb), self);
  gtk_box_append (GTK_BOX (box), self->hand);

  self->message = gtk_label_new (NULL);
  gtk_widget_set_name (self->message, "guest-message");
  gtk_widget_add_css_class (self->message, "error");
  gtk_label_set_wrap (GTK_LABEL (self->message), TRUE);
  gtk_widget_set_visible (self->message, FALSE);
  gtk_box_append (GTK_BOX (box), self->message);

  {
    GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

    gtk_widget_set_halign (bar, GTK_ALIGN_CENTER);
    self->moves = trp_choice_bar_new ();
    gtk_widget_set_name (self->moves, "guest-moves");
    g_signal_connect (self->moves, "move-activated", G_CALLBACK (move_activated_cb), self);
    gtk_box_append (GTK_BOX (bar), self->moves);
    /* Searched on the host from this seat's knowledge only. */
    self->hint_button = gtk_button_new_from_icon_name ("trapoula-hint-symbolic");
    gtk_widget_set_name (self->hint_button, "guest-hint");
    gtk_widget_set_tooltip_text (self->hint_button, _("Hint"));
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->hint_button), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Hint"), -1);
    g_signal_connect (self->hint_button, "clicked", G_CALLBACK (hint_clicked_cb), self);
    gtk_box_append (GTK_BOX (bar), self->hint_button);
    {
      g_autoptr(GMenu) menu = g_menu_new ();

      g_menu_append (menu, _("_Round Result"), "guest.round-result");
      g_menu_append (menu, _("_What Happened"), "guest.history");
      self->scores_button = gtk_menu_button_new ();
      gtk_widget_set_name (self->scores_button, "guest-scores");
      gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (self->scores_button), "trapoula-score-pad-symbolic");
      gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (self->scores_button), G_MENU_MODEL (menu));
      gtk_widget_set_tooltip_text (self->scores_button, _("Scores and What Happened"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->scores_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Scores and What Happened"), -1);
      gtk_box_append (GTK_BOX (bar), self->scores_button);
    }
    gtk_box_append (GTK_BOX (box), bar);
  }

  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), clamp);
}

/**
 * trp_guest_view_new:
 * @table: the guest's table, its seat taken
 */
GtkWidget *
trp_guest_view_new (TrpGuestTable *table)
{
  TrpGuestView *self;

  g_return_val_if_fail (TRP_IS_GUEST_TABLE (table), NULL);

  self = g_object_new (TRP_TYPE_GUEST_VIEW, NULL);
  self->table = g_object_ref (table);
  g_signal_connect (table, "changed", G_CALLBACK (table_changed_cb), self);
  g_signal_connect (table, "refused", G_CALLBACK (table_refused_cb), self);
  g_signal_connect (table, "notice", G_CALLBACK (table_notice_cb), self);
  g_signal_connect (table, "closed", G_CALLBACK (table_closed_cb), self);
  g_signal_connect (table, "hint", G_CALLBACK (table_hint_cb), self);
  table_changed_cb (table, self);
  return GTK_WIDGET (self);
}

TrpGuestTable *
trp_guest_view_get_table (TrpGuestView *self)
{
  g_return_val_if_fail (TRP_IS_GUEST_VIEW (self), NULL);

  return self->table;
}
