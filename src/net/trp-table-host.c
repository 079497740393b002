/* trp-table-host.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The host holds the match, as the app does for one person: the match
 * driver plays the computers, the match saves itself after every move.
 * Guests hold nothing: each is sent its own seat's observation and, on its
 * turn, its legal moves, and sends back a move, which goes through the
 * engine like any other. Whatever a guest sends is read through the save
 * files' bounded reader, and every refusal is a message, never a fault.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "trp-rng.h"
#include "trp-ai.h"
#include "trp-move.h"
#include "trp-net-record.h"
#include "trp-table-host-private.h"

/* The default rate: far above a person's; a headless guest playing a
 * long Biriba turn at full speed sends two messages a move. */
#define DEFAULT_RATE          50
#define DEFAULT_BURST         100

G_DEFINE_FINAL_TYPE (TrpTableHost, trp_table_host, G_TYPE_OBJECT)

enum {
  NOTICE,
  ROUND_OVER,
  FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];


static const char *
seat_kind (TrpTableHost *self,
           guint         seat)
{
  const TrpPlayer *player = trp_match_get_player (self->match, seat);

  if (player->kind == TRP_PLAYER_COMPUTER)
    return "computer";
  return player->invited ? "invited" : "human";
}

static void
add_seats (TrpTableHost *self,
           JsonBuilder  *builder)
{
  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->n_seats; i++)
    {
      const TrpPlayer *player = trp_match_get_player (self->match, i);
      const char *stand_in = trp_match_driver_get_stand_in (self->driver, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, player->name);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, seat_kind (self, i));
      json_builder_set_member_name (builder, "present");
      json_builder_add_boolean_value (builder, !player->invited || self->seats[i].peer != NULL);
      if (stand_in != NULL)
        {
          json_builder_set_member_name (builder, "stand_in");
          json_builder_add_string_value (builder, stand_in);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_cards (JsonBuilder   *builder,
           const char    *name,
           const TrpCard *cards,
           guint          n_cards)
{
  json_builder_set_member_name (builder, name);
  trp_json_builder_add_cards (builder, cards, n_cards);
}

/* One move description (docs/moves.md) as a guest's table needs it: the
 * same members as TrpMove's accessors, the enums by name. */
static void
add_description (JsonBuilder   *builder,
                 const TrpMove *move)
{
  static const char * const cards_modes[] = { "none", "fixed", "exactly", "at-least", "any" };
  static const char * const places[] = {
    "none", "stock", "pile", "meld", "new-meld", "trick", "kitty", "biribaki", "declaration",
  };
  static const char * const emphases[] = { "none", "suggested", "destructive" };
  TrpMoveCards mode = trp_move_get_cards_mode (move);
  TrpPlace place = trp_move_get_place (move);
  TrpMoveEmphasis emphasis = trp_move_get_emphasis (move);
  const TrpCard *candidates;
  guint n;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, trp_move_get_id (move));
  json_builder_set_member_name (builder, "label");
  json_builder_add_string_value (builder, trp_move_get_label (move));
  if (trp_move_get_accel (move) != NULL)
    {
      json_builder_set_member_name (builder, "accel");
      json_builder_add_string_value (builder, trp_move_get_accel (move));
    }
  json_builder_set_member_name (builder, "available");
  json_builder_add_boolean_value (builder, trp_move_is_available (move));
  if (trp_move_get_reason (move) != NULL)
    {
      json_builder_set_member_name (builder, "reason");
      json_builder_add_string_value (builder, trp_move_get_reason (move));
    }
  if (trp_move_get_rule_id (move) != NULL)
    {
      json_builder_set_member_name (builder, "rule");
      json_builder_add_string_value (builder, trp_move_get_rule_id (move));
    }
  json_builder_set_member_name (builder, "cards_mode");
  json_builder_add_string_value (builder, mode < G_N_ELEMENTS (cards_modes) ? cards_modes[mode] : "none");
  json_builder_set_member_name (builder, "n_cards");
  json_builder_add_int_value (builder, trp_move_get_n_cards (move));
  candidates = trp_move_get_candidates (move, &n);
  add_cards (builder, "candidates", candidates, n);
  if (trp_move_get_n_groups (move) > 0)
    {
      json_builder_set_member_name (builder, "groups");
      json_builder_begin_array (builder);
      for (guint g = 0; g < trp_move_get_n_groups (move); g++)
        {
          const TrpCard *group = trp_move_get_group (move, g, &n);

          trp_json_builder_add_cards (builder, group, n);
        }
      json_builder_end_array (builder);
    }
  json_builder_set_member_name (builder, "place");
  json_builder_add_string_value (builder, place < G_N_ELEMENTS (places) ? places[place] : "none");
  json_builder_set_member_name (builder, "place_index");
  json_builder_add_int_value (builder, trp_move_get_place_index (move));
  json_builder_set_member_name (builder, "ends_turn");
  json_builder_add_boolean_value (builder, trp_move_get_ends_turn (move));
  json_builder_set_member_name (builder, "staging");
  json_builder_add_boolean_value (builder, trp_move_is_staging (move));
  if (trp_move_get_confirmation (move) != NULL)
    {
      json_builder_set_member_name (builder, "confirmation");
      json_builder_add_string_value (builder, trp_move_get_confirmation (move));
    }
  json_builder_set_member_name (builder, "emphasis");
  json_builder_add_string_value (builder, emphasis < G_N_ELEMENTS (emphases) ? emphases[emphasis] : "none");
  json_builder_set_member_name (builder, "action");
  json_builder_add_value (builder, trp_action_to_json (trp_move_get_action (move)));
  json_builder_end_object (builder);
}

/* The turns of the round whose moves are the latest (the one before,
 * just after a deal), as What Happened tells them at the host's table. */
static JsonNode *
get_turns (TrpTableHost *self,
           guint        *round)
{
  guint n_rounds = trp_match_get_n_rounds (self->match);

  if (n_rounds == 0)
    return NULL;
  if (self->turns == NULL || self->turns_seq != self->seq)
    {
      g_autoptr(GPtrArray) turns = NULL;
      g_autoptr(GError) error = NULL;

      self->turns_round = n_rounds - 1;
      if (self->turns_round > 0 && trp_match_get_round_n_actions (self->match, self->turns_round) == 0)
        self->turns_round--;
      turns = trp_match_describe_round (self->match, self->turns_round, &error);
      if (turns == NULL)
        {
          g_warning ("Telling round %u again failed: %s", self->turns_round + 1, error->message);
          turns = g_ptr_array_new ();
        }
      g_clear_pointer (&self->turns, json_node_unref);
      self->turns = trp_net_turns_to_json (turns);
      self->turns_seq = self->seq;
    }
  *round = self->turns_round;
  return self->turns;
}

/* What @seat may know now, and on its turn what it may do: never another
 * seat's hand, the stock's order or the deal's seed. */
static void
send_state (TrpTableHost *self,
            TrpTablePeer *peer)
{
  g_autoptr(JsonBuilder) builder = trp_net_begin_message ("state");
  TrpGame *game = trp_match_get_game (self->match);
  gboolean in_progress = trp_match_get_round_in_progress (self->match);
  int current = in_progress ? trp_game_get_current_seat (game) : -1;
  guint n_units = trp_match_get_n_units (self->match);

  json_builder_set_member_name (builder, "seq");
  json_builder_add_int_value (builder, self->seq);
  json_builder_set_member_name (builder, "round");
  json_builder_add_int_value (builder, trp_match_get_n_rounds (self->match));
  json_builder_set_member_name (builder, "round_over");
  json_builder_add_boolean_value (builder, !in_progress);
  json_builder_set_member_name (builder, "match_over");
  json_builder_add_boolean_value (builder, trp_match_get_is_over (self->match));
  json_builder_set_member_name (builder, "current_seat");
  json_builder_add_int_value (builder, current);
  json_builder_set_member_name (builder, "phase");
  json_builder_add_string_value (builder, trp_game_get_phase (game));
  json_builder_set_member_name (builder, "totals");
  json_builder_begin_array (builder);
  for (guint unit = 0; unit < n_units; unit++)
    json_builder_add_int_value (builder, trp_match_get_total (self->match, unit));
  json_builder_end_array (builder);
  add_seats (self, builder);

  /* What Happened and, once the round is over, its result sheet: what
   * every seat at the host's table sees. */
  {
    guint round = 0;
    JsonNode *turns = get_turns (self, &round);

    if (turns != NULL)
      {
        json_builder_set_member_name (builder, "turns_round");
        json_builder_add_int_value (builder, round);
        json_builder_set_member_name (builder, "turns");
        json_builder_add_value (builder, json_node_copy (turns));
      }
    if (!in_progress && trp_match_get_n_rounds (self->match) > 0)
      {
        JsonNode *result = trp_net_round_result_to_json (self->match, trp_match_get_n_rounds (self->match) - 1);

        if (result != NULL)
          {
            json_builder_set_member_name (builder, "result");
            json_builder_add_value (builder, result);
          }
      }
  }

  if (peer->accepted_seq >= 0)
    {
      json_builder_set_member_name (builder, "accepted");
      json_builder_add_int_value (builder, peer->accepted_seq);
      peer->accepted_seq = -1;
    }

  json_builder_set_member_name (builder, "observation");
  json_builder_add_value (builder, trp_game_observation (game, peer->seat));

  if (current >= 0 && current == peer->seat)
    {
      g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);

      g_autoptr(GPtrArray) described = trp_game_describe_moves (game, peer->seat);

      json_builder_set_member_name (builder, "moves");
      json_builder_begin_array (builder);
      for (guint i = 0; i < legal->len; i++)
        json_builder_add_value (builder, trp_action_to_json (g_ptr_array_index (legal, i)));
      json_builder_end_array (builder);

      json_builder_set_member_name (builder, "descriptions");
      json_builder_begin_array (builder);
      for (guint i = 0; i < described->len; i++)
        add_description (builder, g_ptr_array_index (described, i));
      json_builder_end_array (builder);
    }

  trp_table_peer_send_built (peer, builder);
}

void
trp_table_host_broadcast_states (TrpTableHost *self)
{
  for (guint i = 0; i < self->peers->len; i++)
    {
      TrpTablePeer *peer = g_ptr_array_index (self->peers, i);

      if (peer->seat >= 0)
        send_state (self, peer);
    }
}

/* Tells every joined guest what happened to a seat, and the host's own
 * front end through TrpTableHost::notice. */
void
trp_table_host_broadcast_notice (TrpTableHost *self,
                                 const char   *event,
                                 guint         seat)
{
  const TrpPlayer *player = trp_match_get_player (self->match, seat);

  for (guint i = 0; i < self->peers->len; i++)
    {
      TrpTablePeer *peer = g_ptr_array_index (self->peers, i);
      g_autoptr(JsonBuilder) builder = NULL;

      if (peer->seat < 0)
        continue;

      builder = trp_net_begin_message ("notice");
      json_builder_set_member_name (builder, "event");
      json_builder_add_string_value (builder, event);
      json_builder_set_member_name (builder, "seat");
      json_builder_add_int_value (builder, seat);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, player->name);
      if (g_str_equal (event, "away"))
        {
          json_builder_set_member_name (builder, "grace_ms");
          json_builder_add_int_value (builder, self->grace_ms);
        }
      else if (g_str_equal (event, "stand-in"))
        {
          json_builder_set_member_name (builder, "level");
          json_builder_add_string_value (builder, self->stand_in_level);
        }
      trp_table_peer_send_built (peer, builder);
    }

  g_signal_emit (self, signals[NOTICE], 0, event, seat);
}

static void
match_changed_cb (TrpMatch     *match,
                  TrpTableHost *self)
{
  if (self->closed)
    return;

  self->seq++;
  trp_table_host_broadcast_states (self);
}

static void
finish (TrpTableHost *self,
        const char   *reason)
{
  g_signal_emit (self, signals[FINISHED], 0, reason);
}

/* As the app deals a new round: a seed of 53 bits, which a save file's
 * JSON number keeps exactly. */
static gboolean
deal_round (TrpTableHost  *self,
            GError       **error)
{
  return trp_match_start_round (self->match,
                                trp_rng_new_deal_seed (),
                                error);
}

static gboolean
next_round_cb (gpointer user_data)
{
  TrpTableHost *self = user_data;
  g_autoptr(GError) error = NULL;

  self->next_round_id = 0;
  if (!deal_round (self, &error))
    {
      g_warning ("Could not deal the next round: %s", error->message);
      finish (self, "failed");
      return G_SOURCE_REMOVE;
    }
  trp_match_driver_advance (self->driver);
  return G_SOURCE_REMOVE;
}

static void
round_over_cb (TrpMatchDriver *driver,
               TrpTableHost   *self)
{
  guint n_rounds = trp_match_get_n_rounds (self->match);

  /* The driver says so whenever it is asked to go on. */
  if (self->closed || n_rounds == self->rounds_seen || self->next_round_id != 0)
    return;
  self->rounds_seen = n_rounds;

  g_signal_emit (self, signals[ROUND_OVER], 0, n_rounds);
  if (self->owner_deals)
    return;
  if (trp_match_get_is_over (self->match))
    finish (self, "match-over");
  else if (self->max_rounds > 0 && n_rounds >= self->max_rounds)
    finish (self, "rounds-done");
  else if (!self->closed)
    self->next_round_id = g_timeout_add (self->round_pause_ms, next_round_cb, self);
}

static void
driver_failed_cb (TrpMatchDriver *driver,
                  GError         *error,
                  TrpTableHost   *self)
{
  g_warning ("A computer player could not move: %s", error->message);
  finish (self, "failed");
}

typedef struct
{
  TrpTableHost *host;
  guint         seat;
} GraceData;

static gboolean
stand_in_cb (gpointer user_data)
{
  GraceData *data = user_data;
  TrpTableHost *self = data->host;
  guint seat = data->seat;

  self->seats[seat].grace_id = 0;
  if (self->closed || self->seats[seat].peer != NULL)
    return G_SOURCE_REMOVE;

  /* The seat stays the person's in the match and its file: the computer
   * only plays it until the guest comes back. */
  trp_match_driver_set_stand_in (self->driver, seat, self->stand_in_level);
  trp_table_host_broadcast_notice (self, "stand-in", seat);
  self->seq++;
  trp_table_host_broadcast_states (self);
  trp_match_driver_advance (self->driver);
  return G_SOURCE_REMOVE;
}

void
trp_table_host_seat_left (TrpTableHost *self,
                          guint         seat)
{
  self->seats[seat].peer = NULL;
  self->seats[seat].away = TRUE;
  g_clear_handle_id (&self->seats[seat].grace_id, g_source_remove);
  if (self->closed)
    return;

  trp_table_host_broadcast_notice (self, "away", seat);
  if (trp_match_driver_get_stand_in (self->driver, seat) == NULL)
    {
      GraceData *data = g_new (GraceData, 1);

      data->host = self;
      data->seat = seat;
      self->seats[seat].grace_id = g_timeout_add_full (G_PRIORITY_DEFAULT, self->grace_ms,
                                                       stand_in_cb, data, g_free);
    }
}


void
trp_table_host_handle_move (TrpTableHost  *self,
                            TrpTablePeer  *peer,
                            TrpNetRequest *request)
{
  g_autoptr(GError) error = NULL;

  if (request->action->seat != peer->seat)
    {
      trp_table_host_refuse_request (self, peer, "move", TRP_NET_ERROR_NOT_YOUR_SEAT, NULL, _("You may move only for your own seat"));
      return;
    }
  if (request->seq >= 0 && request->seq != self->seq)
    {
      trp_table_host_refuse_request (self, peer, "move", TRP_NET_ERROR_STALE, NULL,
                                     _("The table has moved on since: the move was not made"));
      return;
    }

  /* The engine is the authority, as for a person at the host's screen.
   * The state the move leads to tells the guest it was made: a move
   * refused, then sent again, is one move. */
  peer->accepted_seq = self->seq;
  if (!trp_match_driver_play (self->driver, request->action, &error))
    {
      g_autofree char *rule_id = error->domain == TRP_RULE_ERROR ? trp_rule_error_get_rule_id (error) : NULL;

      peer->accepted_seq = -1;
      trp_table_host_refuse_request (self, peer, "move",
                                     g_error_matches (error, TRP_RULE_ERROR, TRP_RULE_ERROR_NOT_YOUR_TURN)
                                     ? TRP_NET_ERROR_NOT_YOUR_TURN : TRP_NET_ERROR_ILLEGAL,
                                     rule_id != NULL && !g_str_equal (rule_id, "-") ? rule_id : NULL, error->message);
      return;
    }

  self->stats.moves++;
}

typedef struct
{
  TrpTablePeer *peer;
  TrpGame      *game;
  TrpAiLevel    level;
  guint64       seed;
  gint64        seq;
} HintData;

static void
hint_data_free (gpointer user_data)
{
  HintData *data = user_data;

  trp_table_peer_unref (data->peer);
  g_clear_object (&data->game);
  g_free (data);
}

static void
hint_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  HintData *data = task_data;
  TrpAction *action = trp_ai_choose (data->game, data->level, data->seed,
                                     TRP_SEARCH_DEFAULT_BUDGET_US, cancellable);

  if (action == NULL)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED, "No legal move");
  else
    g_task_return_pointer (task, action, (GDestroyNotify) trp_action_free);
}

static void
hint_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  HintData *data = g_task_get_task_data (G_TASK (result));
  TrpTablePeer *peer = data->peer;
  g_autoptr(TrpAction) action = g_task_propagate_pointer (G_TASK (result), NULL);
  g_autoptr(JsonBuilder) builder = NULL;

  peer->hinting = FALSE;
  if (action == NULL || peer->host == NULL)
    return;

  builder = trp_net_begin_message ("hint");
  json_builder_set_member_name (builder, "seq");
  json_builder_add_int_value (builder, data->seq);
  json_builder_set_member_name (builder, "action");
  json_builder_add_value (builder, trp_action_to_json (action));
  trp_table_peer_send_built (peer, builder);
}

/* A request that only the seat to move may make, for the position it
 * saw: refused otherwise, and FALSE. */
static gboolean
check_turn (TrpTableHost  *self,
            TrpTablePeer  *peer,
            TrpNetRequest *request,
            const char    *request_name)
{
  if (!trp_match_get_round_in_progress (self->match) ||
      trp_game_get_current_seat (trp_match_get_game (self->match)) != peer->seat)
    {
      trp_table_host_refuse_request (self, peer, request_name, TRP_NET_ERROR_NOT_YOUR_TURN, NULL, _("It is not your turn"));
      return FALSE;
    }
  if (request->seq >= 0 && request->seq != self->seq)
    {
      trp_table_host_refuse_request (self, peer, request_name, TRP_NET_ERROR_STALE, NULL, _("The table has moved on since"));
      return FALSE;
    }
  return TRUE;
}

/* What a computer of @level would play in the guest's seat, from what
 * that seat may know only (the computers' own discipline): a headless
 * guest plays by it, a person may ask it as a hint. */
void
trp_table_host_handle_hint (TrpTableHost  *self,
                            TrpTablePeer  *peer,
                            TrpNetRequest *request)
{
  TrpGame *game = trp_match_get_game (self->match);
  g_autoptr(GTask) task = NULL;
  HintData *data;

  if (!check_turn (self, peer, request, "hint"))
    return;
  /* One at a time: a hint costs the host as much as a computer's move. */
  if (peer->hinting)
    {
      trp_table_host_refuse_request (self, peer, "hint", TRP_NET_ERROR_FLOOD, NULL, _("Wait for the hint asked already"));
      return;
    }

  data = g_new0 (HintData, 1);
  data->peer = trp_table_peer_ref (peer);
  data->game = trp_game_clone (game);
  data->level = TRP_AI_LEVEL_NORMAL;
  trp_ai_level_from_string (request->level, &data->level);
  /* The seed a computer in this seat would get: a guest that plays by the
   * hints plays as that computer would. */
  data->seed = trp_match_driver_get_choice_seed (self->driver);
  data->seq = self->seq;
  peer->hinting = TRUE;

  task = g_task_new (NULL, self->cancellable, hint_done_cb, NULL);
  g_task_set_source_tag (task, trp_table_host_handle_hint);
  g_task_set_task_data (task, data, hint_data_free);
  g_task_run_in_thread (task, hint_thread);
}


/* The guest's moves with the melds it has staged (Biriba, B-56, B-60):
 * each meld checked as the local table's staging area checks it
 * (trp_game_check_staged_meld()), refused with its rule, else the
 * descriptions as trp_game_describe_moves_staged() gives them to a
 * person at the host's screen. Its own seat only, on its turn only;
 * nothing of the match changes. */
void
trp_table_host_handle_describe (TrpTableHost  *self,
                                TrpTablePeer  *peer,
                                TrpNetRequest *request)
{
  TrpGame *game = trp_match_get_game (self->match);
  g_autoptr(GPtrArray) checked = NULL;
  g_autoptr(GPtrArray) described = NULL;
  g_autoptr(JsonBuilder) builder = NULL;

  if (!check_turn (self, peer, request, "describe"))
    return;

  checked = g_ptr_array_new ();
  for (guint g = 0; g < request->staged->len; g++)
    {
      GArray *cards = g_ptr_array_index (request->staged, g);
      g_autoptr(GError) error = NULL;

      if (!trp_game_check_staged_meld (game, peer->seat, checked, (TrpCard *) cards->data, cards->len, &error))
        {
          g_autofree char *rule_id = error->domain == TRP_RULE_ERROR ? trp_rule_error_get_rule_id (error) : NULL;

          trp_table_host_refuse_request (self, peer, "describe", TRP_NET_ERROR_ILLEGAL,
                                         rule_id != NULL && !g_str_equal (rule_id, "-") ? rule_id : NULL,
                                         error->message);
          return;
        }
      g_ptr_array_add (checked, cards);
    }

  described = trp_game_describe_moves_staged (game, peer->seat, request->staged);
  builder = trp_net_begin_message ("described");
  json_builder_set_member_name (builder, "seq");
  json_builder_add_int_value (builder, self->seq);
  json_builder_set_member_name (builder, "staged");
  json_builder_begin_array (builder);
  for (guint g = 0; g < request->staged->len; g++)
    {
      GArray *cards = g_ptr_array_index (request->staged, g);

      trp_json_builder_add_cards (builder, (TrpCard *) cards->data, cards->len);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "descriptions");
  json_builder_begin_array (builder);
  for (guint i = 0; i < described->len; i++)
    add_description (builder, g_ptr_array_index (described, i));
  json_builder_end_array (builder);
  trp_table_peer_send_built (peer, builder);
}

static void
trp_table_host_dispose (GObject *object)
{
  TrpTableHost *self = (TrpTableHost *)object;

  trp_table_host_close (self, "host-stopped");
  while (self->peers != NULL && self->peers->len > 0)
    trp_table_host_remove_peer (self, g_ptr_array_index (self->peers, 0));
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  if (self->driver != NULL)
    g_signal_handlers_disconnect_by_data (self->driver, self);
  g_clear_object (&self->driver);
  g_clear_object (&self->match);
  g_clear_object (&self->server);

  G_OBJECT_CLASS (trp_table_host_parent_class)->dispose (object);
}

static void
trp_table_host_finalize (GObject *object)
{
  TrpTableHost *self = (TrpTableHost *)object;

  g_clear_pointer (&self->peers, g_ptr_array_unref);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->turns, json_node_unref);
  g_free (self->code);
  g_free (self->listen_address);
  g_free (self->stand_in_level);

  G_OBJECT_CLASS (trp_table_host_parent_class)->finalize (object);
}

static void
trp_table_host_class_init (TrpTableHostClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = trp_table_host_dispose;
  object_class->finalize = trp_table_host_finalize;

  /**
   * TrpTableHost::notice:
   * @event: "joined", "returned", "away" or "stand-in"
   * @seat: the seat it happened to
   *
   * What guests are told about a seat, for the host's own front end.
   */
  signals[NOTICE] =
    g_signal_new ("notice", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_UINT);

  /**
   * TrpTableHost::round-over:
   * @n_rounds: the rounds played so far
   */
  signals[ROUND_OVER] =
    g_signal_new ("round-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  /**
   * TrpTableHost::finished:
   * @reason: "match-over", "rounds-done" or "failed"
   *
   * The table has nothing more to play; its owner closes it.
   */
  signals[FINISHED] =
    g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
trp_table_host_init (TrpTableHost *self)
{
  self->peers = g_ptr_array_new ();
  self->cancellable = g_cancellable_new ();
  self->grace_ms = TRP_TABLE_HOST_DEFAULT_GRACE_MS;
  self->stand_in_level = g_strdup ("normal");
  self->rate = DEFAULT_RATE;
  self->burst = DEFAULT_BURST;
}

/**
 * trp_table_host_new:
 * @match: the match to host; its invited seats are the guests'
 *
 * A table for @match with a new random code. It listens only after
 * trp_table_host_listen(), and plays only after trp_table_host_start().
 *
 * Returns: (transfer full) (nullable): the host, or %NULL when the system
 *   gives no random bytes for the code
 */
static TrpTableHost *
table_host_new (TrpMatch        *match,
                TrpMatchDriver  *driver,
                GError         **error)
{
  g_autoptr(TrpTableHost) self = NULL;

  g_return_val_if_fail (TRP_IS_MATCH (match), NULL);
  g_return_val_if_fail (trp_match_get_n_players (match) <= TRP_MATCH_DRIVER_MAX_SEATS, NULL);

  self = g_object_new (TRP_TYPE_TABLE_HOST, NULL);
  self->code = trp_net_new_table_code (error);
  if (self->code == NULL)
    return NULL;

  self->match = g_object_ref (match);
  self->n_seats = trp_match_get_n_players (match);
  self->driver = driver != NULL ? g_object_ref (driver) : trp_match_driver_new (match);
  self->owner_deals = driver != NULL;
  self->rounds_seen = trp_match_get_round_in_progress (match) ? 0 : trp_match_get_n_rounds (match);
  g_signal_connect (match, "changed", G_CALLBACK (match_changed_cb), self);
  g_signal_connect (self->driver, "round-over", G_CALLBACK (round_over_cb), self);
  g_signal_connect (self->driver, "failed", G_CALLBACK (driver_failed_cb), self);

  return g_steal_pointer (&self);
}

TrpTableHost *
trp_table_host_new (TrpMatch  *match,
                    GError   **error)
{
  return table_host_new (match, NULL, error);
}

/**
 * trp_table_host_new_for_driver:
 * @driver: the driver that already plays @driver's match at a window
 *
 * A table for a match the app's window runs: the guests' moves go
 * through @driver, which plays the computers and saves as it does for
 * the window's own person. The window deals every next round (after its
 * result sheet); the host only tells the guests. trp_table_host_start()
 * is not needed: the window lets the driver go on.
 *
 * Returns: (transfer full) (nullable): the host, or %NULL when the system
 *   gives no random bytes for the code
 */
TrpTableHost *
trp_table_host_new_for_driver (TrpMatchDriver  *driver,
                               GError         **error)
{
  g_return_val_if_fail (TRP_IS_MATCH_DRIVER (driver), NULL);

  return table_host_new (trp_match_driver_get_match (driver), driver, error);
}

TrpMatch *
trp_table_host_get_match (TrpTableHost *self)
{
  g_return_val_if_fail (TRP_IS_TABLE_HOST (self), NULL);

  return self->match;
}

TrpMatchDriver *
trp_table_host_get_driver (TrpTableHost *self)
{
  g_return_val_if_fail (TRP_IS_TABLE_HOST (self), NULL);

  return self->driver;
}

const char *
trp_table_host_get_code (TrpTableHost *self)
{
  g_return_val_if_fail (TRP_IS_TABLE_HOST (self), NULL);

  return self->code;
}

void
trp_table_host_set_grace (TrpTableHost *self,
                          guint         grace_ms)
{
  g_return_if_fail (TRP_IS_TABLE_HOST (self));

  self->grace_ms = grace_ms;
}

void
trp_table_host_set_stand_in_level (TrpTableHost *self,
                                   const char   *level)
{
  TrpAiLevel parsed;

  g_return_if_fail (TRP_IS_TABLE_HOST (self));
  g_return_if_fail (trp_ai_level_from_string (level, &parsed) && parsed != TRP_AI_LEVEL_RANDOM);

  g_free (self->stand_in_level);
  self->stand_in_level = g_strdup (level);
}

void
trp_table_host_set_round_pause (TrpTableHost *self,
                                guint         pause_ms)
{
  g_return_if_fail (TRP_IS_TABLE_HOST (self));

  self->round_pause_ms = pause_ms;
}

/**
 * trp_table_host_set_max_rounds:
 * @max_rounds: the rounds to play before TrpTableHost::finished, or 0
 *   for the whole match
 */
void
trp_table_host_set_max_rounds (TrpTableHost *self,
                               guint         max_rounds)
{
  g_return_if_fail (TRP_IS_TABLE_HOST (self));

  self->max_rounds = max_rounds;
}

/**
 * trp_table_host_set_rate_limit:
 * @per_second: messages a peer may send per second, on average
 * @burst: messages a peer may send at once
 */
void
trp_table_host_set_rate_limit (TrpTableHost *self,
                               guint         per_second,
                               guint         burst)
{
  g_return_if_fail (TRP_IS_TABLE_HOST (self));
  g_return_if_fail (per_second > 0 && burst > 0);

  self->rate = per_second;
  self->burst = burst;
}


/**
 * trp_table_host_start:
 *
 * Lets the match go on: deals the next round of a resumed match whose
 * last round was over, and lets the computers play.
 */
gboolean
trp_table_host_start (TrpTableHost  *self,
                      GError       **error)
{
  g_return_val_if_fail (TRP_IS_TABLE_HOST (self), FALSE);

  if (self->started)
    return TRUE;
  self->started = TRUE;

  if (!trp_match_get_round_in_progress (self->match) && !trp_match_get_is_over (self->match))
    {
      if (!deal_round (self, error))
        return FALSE;
    }

  trp_match_driver_advance (self->driver);
  return TRUE;
}

/**
 * trp_table_host_close:
 * @reason: why, as guests are told: "host-stopped", "match-over",
 *   "rounds-done"
 *
 * Tells every guest that the table closes, closes their connections and
 * the port, and stops the computers. The match keeps its save file; a
 * new host for it opens the table again, with a new code.
 */
void
trp_table_host_close (TrpTableHost *self,
                      const char   *reason)
{
  g_return_if_fail (TRP_IS_TABLE_HOST (self));

  if (self->closed)
    return;
  self->closed = TRUE;

  g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->next_round_id, g_source_remove);
  for (guint i = 0; i < G_N_ELEMENTS (self->seats); i++)
    g_clear_handle_id (&self->seats[i].grace_id, g_source_remove);
  /* The computers stop with the table: no move after the last save. */
  if (self->driver != NULL)
    trp_match_driver_hold (self->driver);

  for (guint i = 0; i < self->peers->len; i++)
    {
      TrpTablePeer *peer = g_ptr_array_index (self->peers, i);
      g_autoptr(JsonBuilder) builder = trp_net_begin_message ("closing");

      json_builder_set_member_name (builder, "reason");
      json_builder_add_string_value (builder, reason);
      json_builder_set_member_name (builder, "message");
      json_builder_add_string_value (builder,
                                     g_str_equal (reason, "host-stopped")
                                     ? _("The host has closed the table. The match is saved on the host’s computer; "
                                         "when it is continued, you can take your seat again.")
                                     : _("The table is closed: the play is over."));
      trp_table_peer_send_built (peer, builder);
      trp_table_host_close_peer (self, peer);
    }

  if (self->server != NULL)
    soup_server_disconnect (self->server);
}

gboolean
trp_table_host_get_closed (TrpTableHost *self)
{
  g_return_val_if_fail (TRP_IS_TABLE_HOST (self), TRUE);

  return self->closed;
}

guint
trp_table_host_get_n_peers (TrpTableHost *self)
{
  g_return_val_if_fail (TRP_IS_TABLE_HOST (self), 0);

  return self->peers->len;
}

/**
 * trp_table_host_seat_is_present:
 *
 * Returns: whether a guest sits in @seat, an invited seat, now
 */
gboolean
trp_table_host_seat_is_present (TrpTableHost *self,
                                guint         seat)
{
  g_return_val_if_fail (TRP_IS_TABLE_HOST (self), FALSE);
  g_return_val_if_fail (seat < self->n_seats, FALSE);

  return self->seats[seat].peer != NULL;
}

/**
 * trp_table_host_seat_is_away:
 *
 * Returns: whether the guest of @seat lost the connection and has not
 *   come back
 */
gboolean
trp_table_host_seat_is_away (TrpTableHost *self,
                             guint         seat)
{
  g_return_val_if_fail (TRP_IS_TABLE_HOST (self), FALSE);
  g_return_val_if_fail (seat < self->n_seats, FALSE);

  return self->seats[seat].away;
}

const TrpTableHostStats *
trp_table_host_get_stats (TrpTableHost *self)
{
  g_return_val_if_fail (TRP_IS_TABLE_HOST (self), NULL);

  return &self->stats;
}
