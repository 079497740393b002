/* trp-guest-table.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A guest's table holds no match: what it shows is the host's last
 * "state" (docs/protocol.md): this seat's observation, the seats and the
 * scores, and on its turn the engine's move descriptions, rebuilt here as
 * TrpMove so that a table view reads them as it reads a local game's
 * trp_game_describe_moves(). The guest chooses one; the host checks it.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "trp-guest-table.h"
#include "trp-net-protocol.h"
#include "trp-net-record.h"
#include "trp-table-guest.h"

/* The lines kept of what happened at the table. */
#define MAX_HISTORY 200

struct _TrpGuestTable
{
  GObject        parent_instance;

  char          *address;
  TrpTableGuest *guest;
  gboolean       joined;
  gboolean       closed;

  gint64         seq;
  guint          round;
  gboolean       round_over;
  gboolean       match_over;
  int            current_seat;
  char          *phase;
  GArray        *totals;       /* int */
  GArray        *seats;        /* TrpGuestSeat */
  JsonObject    *observation;
  GPtrArray     *moves;        /* TrpMove */
  /* The melds staged at this position, as the host took them (GArray of
   * TrpCard each); the moves above are described with them. */
  GPtrArray     *staged;
  GPtrArray     *history;      /* char *, oldest first */
  /* The latest round's turns in words, and once it is over, its result
   * and whose each seat's score is. */
  GPtrArray     *turns;        /* TrpTurn */
  guint          turns_round;
  TrpRoundResult *result;
  guint          result_round;
  gboolean       result_match_over;
  int            result_winner;
  gboolean       result_round_limit;
  int            unit_of_seat[8];
};

G_DEFINE_FINAL_TYPE (TrpGuestTable, trp_guest_table, G_TYPE_OBJECT)

enum {
  JOINED,
  CHANGED,
  REFUSED,
  NOTICE,
  HINT,
  CLOSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
guest_seat_clear (gpointer data)
{
  TrpGuestSeat *seat = data;

  g_free (seat->name);
  g_free (seat->kind);
  g_free (seat->stand_in);
}

static void
add_history (TrpGuestTable *self,
             const char    *line)
{
  if (self->history->len >= MAX_HISTORY)
    g_ptr_array_remove_index (self->history, 0);
  g_ptr_array_add (self->history, g_strdup (line));
}

static gboolean
member_bool (JsonObject *object,
             const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
         json_node_get_value_type (node) == G_TYPE_BOOLEAN && json_node_get_boolean (node);
}

static JsonArray *
member_array (JsonObject *object,
              const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

/* Cards by their codes; FALSE on any that is not a card. */
static gboolean
read_cards (JsonArray *array,
            GArray    *cards)
{
  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      TrpCard card;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING ||
          !trp_card_from_code (json_node_get_string (node), &card, NULL))
        return FALSE;
      g_array_append_val (cards, card);
    }
  return TRUE;
}

static int
index_of (const char * const *names,
          guint               n_names,
          const char         *name)
{
  for (guint i = 0; name != NULL && i < n_names; i++)
    if (g_str_equal (names[i], name))
      return (int) i;
  return -1;
}

/* One description as the host wrote it (add_description() in
 * trp-table-host.c); NULL when it is not one. */
static TrpMove *
read_move (JsonObject *object)
{
  static const char * const cards_modes[] = { "none", "fixed", "exactly", "at-least", "any" };
  static const char * const places[] = {
    "none", "stock", "pile", "meld", "new-meld", "trick", "kitty", "biribaki", "declaration",
  };
  static const char * const emphases[] = { "none", "suggested", "destructive" };
  g_autoptr(TrpAction) action = NULL;
  g_autoptr(TrpMove) move = NULL;
  g_autoptr(GArray) cards = g_array_new (FALSE, FALSE, sizeof (TrpCard));
  JsonNode *action_node = json_object_get_member (object, "action");
  JsonArray *groups;
  const char *id = trp_net_member_string (object, "id");
  const char *label = trp_net_member_string (object, "label");
  int mode = index_of (cards_modes, G_N_ELEMENTS (cards_modes), trp_net_member_string (object, "cards_mode"));
  int place = index_of (places, G_N_ELEMENTS (places), trp_net_member_string (object, "place"));
  int emphasis = index_of (emphases, G_N_ELEMENTS (emphases), trp_net_member_string (object, "emphasis"));

  if (id == NULL || label == NULL || action_node == NULL || mode < 0)
    return NULL;
  action = trp_action_new_from_json (action_node, NULL);
  if (action == NULL)
    return NULL;

  move = trp_move_new (id, label, action);
  if (trp_net_member_string (object, "accel") != NULL)
    trp_move_set_accel (move, trp_net_member_string (object, "accel"));
  if (!member_bool (object, "available"))
    trp_move_set_unavailable_text (move, trp_net_member_string (object, "reason") != NULL
                                   ? trp_net_member_string (object, "reason") : "");
  trp_move_set_cards (move, mode, (guint) CLAMP (trp_net_member_int (object, "n_cards", 0), 0, 200));
  if (!read_cards (member_array (object, "candidates"), cards))
    return NULL;
  for (guint i = 0; i < cards->len; i++)
    trp_move_add_candidate (move, g_array_index (cards, TrpCard, i));
  groups = member_array (object, "groups");
  for (guint g = 0; groups != NULL && g < json_array_get_length (groups); g++)
    {
      JsonNode *group = json_array_get_element (groups, g);

      g_array_set_size (cards, 0);
      if (!JSON_NODE_HOLDS_ARRAY (group) || !read_cards (json_node_get_array (group), cards))
        return NULL;
      trp_move_add_group (move, (const TrpCard *) cards->data, cards->len);
    }
  trp_move_set_place (move, place >= 0 ? place : TRP_PLACE_NONE,
                      (int) CLAMP (trp_net_member_int (object, "place_index", -1), -1, 10000));
  trp_move_set_ends_turn (move, member_bool (object, "ends_turn"));
  trp_move_set_staging (move, member_bool (object, "staging"));
  if (trp_net_member_string (object, "confirmation") != NULL)
    trp_move_set_confirmation (move, trp_net_member_string (object, "confirmation"));
  trp_move_set_emphasis (move, emphasis >= 0 ? emphasis : TRP_MOVE_EMPHASIS_NONE);
  return g_steal_pointer (&move);
}

/* What Happened and the round's result sheet, as the host tells them. */
static void
read_record (TrpGuestTable *self,
             JsonObject    *state)
{
  g_autoptr(GPtrArray) turns = trp_net_turns_from_json (json_object_get_member (state, "turns"));
  JsonNode *node = json_object_get_member (state, "result");
  JsonObject *result = node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;

  if (turns != NULL)
    {
      g_clear_pointer (&self->turns, g_ptr_array_unref);
      self->turns = g_steal_pointer (&turns);
      self->turns_round = (guint) CLAMP (trp_net_member_int (state, "turns_round", 0), 0, G_MAXINT);
    }

  g_clear_pointer (&self->result, trp_round_result_unref);
  if (result != NULL && self->seats->len <= G_N_ELEMENTS (self->unit_of_seat))
    {
      self->result = trp_net_round_result_from_json (result, self->seats->len, self->unit_of_seat);
      self->result_round = (guint) CLAMP (trp_net_member_int (result, "round", 0), 0, G_MAXINT);
      self->result_match_over = member_bool (result, "match_over");
      self->result_winner = (int) CLAMP (trp_net_member_int (result, "winner", -1), -1, TRP_NET_MAX_UNITS - 1);
      self->result_round_limit = member_bool (result, "round_limit");
    }
}

static void
read_descriptions (TrpGuestTable *self,
                   JsonArray     *array)
{
  g_ptr_array_set_size (self->moves, 0);
  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      TrpMove *move = JSON_NODE_HOLDS_OBJECT (node) ? read_move (json_node_get_object (node)) : NULL;

      /* A move this guest cannot read is left out; the others stay. */
      if (move != NULL)
        g_ptr_array_add (self->moves, move);
    }
}

static void
state_cb (TrpTableGuest *guest,
          JsonObject    *state,
          TrpGuestTable *self)
{
  JsonArray *array;

  self->seq = trp_net_member_int (state, "seq", -1);
  self->round = (guint) CLAMP (trp_net_member_int (state, "round", 0), 0, G_MAXINT);
  self->round_over = member_bool (state, "round_over");
  self->match_over = member_bool (state, "match_over");
  self->current_seat = (int) CLAMP (trp_net_member_int (state, "current_seat", -1), -1, 64);
  g_free (self->phase);
  self->phase = g_strdup (trp_net_member_string (state, "phase"));

  g_array_set_size (self->totals, 0);
  array = member_array (state, "totals");
  for (guint i = 0; array != NULL && i < json_array_get_length (array) && i < 16; i++)
    {
      int total = (int) CLAMP (json_array_get_int_element (array, i), G_MININT, G_MAXINT);

      g_array_append_val (self->totals, total);
    }

  g_array_set_size (self->seats, 0);
  array = member_array (state, "seats");
  for (guint i = 0; array != NULL && i < json_array_get_length (array) && i < 8; i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      TrpGuestSeat seat = { 0 };
      JsonObject *object;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        continue;
      object = json_node_get_object (node);
      seat.name = g_strdup (trp_net_member_string (object, "name") != NULL ? trp_net_member_string (object, "name") : "");
      seat.kind = g_strdup (trp_net_member_string (object, "kind") != NULL ? trp_net_member_string (object, "kind") : "human");
      seat.present = member_bool (object, "present");
      seat.stand_in = g_strdup (trp_net_member_string (object, "stand_in"));
      g_array_append_val (self->seats, seat);
    }

  g_clear_pointer (&self->observation, json_object_unref);
  if (json_object_get_member (state, "observation") != NULL &&
      JSON_NODE_HOLDS_OBJECT (json_object_get_member (state, "observation")))
    self->observation = json_object_ref (json_object_get_object_member (state, "observation"));

  /* A new position: what was staged at the last one is gone. */
  g_ptr_array_set_size (self->staged, 0);
  read_descriptions (self, member_array (state, "descriptions"));

  read_record (self, state);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
welcome_cb (TrpTableGuest *guest,
            int            seat,
            TrpGuestTable *self)
{
  self->joined = TRUE;
  g_signal_emit (self, signals[JOINED], 0, seat);
}

/**
 * trp_guest_table_describe_refusal:
 * @reason: the refusal's name on the wire
 * @host_message: (nullable): the host's own sentence, in its language
 *
 * Returns: (transfer full): what to tell the guest, in the guest's
 *   language where this version knows the reason
 */
char *
trp_guest_table_describe_refusal (const char *reason,
                                  const char *host_message)
{
  TrpNetError code;

  if (reason == NULL || !trp_net_error_from_reason (reason, &code))
    return g_strdup (host_message != NULL ? host_message : _("The host refused the request"));

  switch (code)
    {
    case TRP_NET_ERROR_WRONG_CODE:
      return g_strdup (_("That code is not this table’s. Check it with the host, and mind letters and digits alike (no 0 or O, 1 or I)."));
    case TRP_NET_ERROR_NO_SUCH_SEAT:
      return g_strdup (_("No invited seat at this table has that name."));
    case TRP_NET_ERROR_SEAT_TAKEN:
      return g_strdup (_("Someone already sits in that seat."));
    case TRP_NET_ERROR_VERSION:
      return g_strdup (_("The host runs another version of Trapoula: update both to the same one."));
    case TRP_NET_ERROR_TABLE_FULL:
      return g_strdup (_("The table is full."));
    case TRP_NET_ERROR_CLOSED:
      return g_strdup (_("The host has closed this table."));
    case TRP_NET_ERROR_ILLEGAL:
    case TRP_NET_ERROR_NOT_YOUR_TURN:
      /* The rule's words, with its ID, come from the engine on the host. */
      return g_strdup (host_message != NULL ? host_message : _("The host refused the move"));
    default:
      return g_strdup (host_message != NULL ? host_message : _("The host refused the request"));
    }
}

/**
 * trp_guest_table_describe_closing:
 * @reason: (nullable): as TrpTableGuest::closed gives it
 *
 * Returns: (transfer full): what to tell the guest
 */
char *
trp_guest_table_describe_closing (const char *reason)
{
  if (g_strcmp0 (reason, "host-stopped") == 0)
    return g_strdup (_("The host has closed the table. The match is saved on the host’s computer: when it is continued, you can take your seat again."));
  if (g_strcmp0 (reason, "match-over") == 0 || g_strcmp0 (reason, "rounds-done") == 0)
    return g_strdup (_("The table is closed: the play is over."));
  if (g_strcmp0 (reason, "unreachable") == 0)
    return g_strdup (_("No table answers at that address. Check the address, and that the host’s computer lets the port through."));
  return g_strdup (_("The connection to the table was lost. Join again with the same code and seat to take your seat back."));
}

static void
refused_cb (TrpTableGuest *guest,
            const char    *reason,
            const char    *rule,
            const char    *message,
            const char    *request,
            TrpGuestTable *self)
{
  g_autofree char *text = trp_guest_table_describe_refusal (reason, message);

  add_history (self, text);
  g_signal_emit (self, signals[REFUSED], 0, reason, text);
}

static void
notice_cb (TrpTableGuest *guest,
           const char    *event,
           int            seat,
           const char    *name,
           TrpGuestTable *self)
{
  g_autofree char *text = NULL;

  if (name == NULL)
    return;
  if (g_strcmp0 (event, "joined") == 0)
    text = g_strdup_printf (_("%s has taken their seat"), name);
  else if (g_strcmp0 (event, "returned") == 0)
    text = g_strdup_printf (_("%s is back and plays again"), name);
  else if (g_strcmp0 (event, "away") == 0)
    text = g_strdup_printf (_("%s has lost the connection; a computer plays for them if they are not back soon"), name);
  else if (g_strcmp0 (event, "stand-in") == 0)
    text = g_strdup_printf (_("A computer plays for %s until they are back"), name);
  else
    return;

  add_history (self, text);
  g_signal_emit (self, signals[NOTICE], 0, text);
}

static void
hint_cb (TrpTableGuest *guest,
         JsonNode      *node,
         TrpGuestTable *self)
{
  g_autoptr(TrpAction) action = trp_action_new_from_json (node, NULL);
  TrpMove *found = NULL;

  if (action == NULL || action->seat != trp_guest_table_get_seat (self))
    return;
  for (guint i = 0; found == NULL && i < self->moves->len; i++)
    if (trp_move_matches_action (g_ptr_array_index (self->moves, i), action))
      found = g_ptr_array_index (self->moves, i);
  g_signal_emit (self, signals[HINT], 0, found, action);
}

/* The moves with the melds staged, for the position shown only: an
 * answer to a position left behind is dropped. */
static void
described_cb (TrpTableGuest *guest,
              JsonObject    *message,
              TrpGuestTable *self)
{
  JsonArray *staged = member_array (message, "staged");
  JsonArray *descriptions = member_array (message, "descriptions");

  if (trp_net_member_int (message, "seq", -2) != self->seq || !trp_guest_table_is_my_turn (self) ||
      staged == NULL || descriptions == NULL || json_array_get_length (staged) > TRP_NET_MAX_STAGED_GROUPS)
    return;

  g_ptr_array_set_size (self->staged, 0);
  for (guint g = 0; g < json_array_get_length (staged); g++)
    {
      JsonNode *node = json_array_get_element (staged, g);
      g_autoptr(GArray) cards = g_array_new (FALSE, FALSE, sizeof (TrpCard));

      if (!JSON_NODE_HOLDS_ARRAY (node) || !read_cards (json_node_get_array (node), cards))
        {
          g_ptr_array_set_size (self->staged, 0);
          return;
        }
      g_ptr_array_add (self->staged, g_steal_pointer (&cards));
    }
  read_descriptions (self, descriptions);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
closed_cb (TrpTableGuest *guest,
           const char    *reason,
           TrpGuestTable *self)
{
  g_autofree char *text = trp_guest_table_describe_closing (reason);

  self->closed = TRUE;
  add_history (self, text);
  g_signal_emit (self, signals[CLOSED], 0, text);
}

static void
trp_guest_table_dispose (GObject *object)
{
  TrpGuestTable *self = (TrpGuestTable *)object;

  if (self->guest != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->guest, self);
      trp_table_guest_close (self->guest);
    }
  g_clear_object (&self->guest);

  G_OBJECT_CLASS (trp_guest_table_parent_class)->dispose (object);
}

static void
trp_guest_table_finalize (GObject *object)
{
  TrpGuestTable *self = (TrpGuestTable *)object;

  g_free (self->address);
  g_free (self->phase);
  g_clear_pointer (&self->totals, g_array_unref);
  g_clear_pointer (&self->seats, g_array_unref);
  g_clear_pointer (&self->observation, json_object_unref);
  g_clear_pointer (&self->moves, g_ptr_array_unref);
  g_clear_pointer (&self->staged, g_ptr_array_unref);
  g_clear_pointer (&self->history, g_ptr_array_unref);
  g_clear_pointer (&self->turns, g_ptr_array_unref);
  g_clear_pointer (&self->result, trp_round_result_unref);

  G_OBJECT_CLASS (trp_guest_table_parent_class)->finalize (object);
}

static void
trp_guest_table_class_init (TrpGuestTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = trp_guest_table_dispose;
  object_class->finalize = trp_guest_table_finalize;

  /**
   * TrpGuestTable::joined:
   * @seat: the seat the host gave
   */
  signals[JOINED] =
    g_signal_new ("joined", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  /**
   * TrpGuestTable::changed:
   *
   * A new state: the observation, the seats, the scores, the moves.
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * TrpGuestTable::refused:
   * @reason: the refusal's name on the wire ("wrong-code", "illegal", …)
   * @text: what to tell the guest
   */
  signals[REFUSED] =
    g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);

  /**
   * TrpGuestTable::notice:
   * @text: what happened to a seat, for everyone at the table
   */
  signals[NOTICE] =
    g_signal_new ("notice", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  /**
   * TrpGuestTable::hint:
   * @move: (nullable): the move description the hint is one of
   * @action: the move a computer would play in this seat now
   */
  signals[HINT] =
    g_signal_new ("hint", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, TRP_TYPE_MOVE, TRP_TYPE_ACTION);

  /**
   * TrpGuestTable::closed:
   * @text: why, to tell the guest
   */
  signals[CLOSED] =
    g_signal_new ("closed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
trp_guest_table_init (TrpGuestTable *self)
{
  self->seq = -1;
  self->current_seat = -1;
  self->totals = g_array_new (FALSE, FALSE, sizeof (int));
  self->seats = g_array_new (FALSE, TRUE, sizeof (TrpGuestSeat));
  g_array_set_clear_func (self->seats, guest_seat_clear);
  self->moves = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_move_unref);
  self->staged = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  self->history = g_ptr_array_new_with_free_func (g_free);
}

/**
 * trp_guest_table_new:
 * @address: "HOST:PORT", "[IPv6]:PORT" or a ws:// address
 * @code: the table's code, in either case
 * @seat_name: the invited seat to take
 *
 * Returns: (transfer full) (nullable): the table, not yet connected, or
 *   %NULL when @address is not one
 */
TrpGuestTable *
trp_guest_table_new (const char  *address,
                     const char  *code,
                     const char  *seat_name,
                     GError     **error)
{
  g_autofree char *uri = NULL;
  g_autofree char *stripped_code = NULL;
  g_autofree char *stripped_address = NULL;
  TrpGuestTable *self;

  g_return_val_if_fail (address != NULL && code != NULL && seat_name != NULL, NULL);

  stripped_address = g_strstrip (g_strdup (address));
  stripped_code = g_strstrip (g_strdup (code));
  if (stripped_address[0] == '\0')
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("Type the address the host gave, such as 192.168.1.5:7420"));
      return NULL;
    }
  if (strlen (stripped_code) != TRP_NET_CODE_LENGTH)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   ngettext ("The table code has %d character", "The table code has %d characters",
                             TRP_NET_CODE_LENGTH), TRP_NET_CODE_LENGTH);
      return NULL;
    }
  if (seat_name[0] == '\0')
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("Choose your seat, by the name the host gave it"));
      return NULL;
    }
  uri = trp_table_guest_address_to_uri (stripped_address, error);
  if (uri == NULL)
    return NULL;

  self = g_object_new (TRP_TYPE_GUEST_TABLE, NULL);
  self->address = g_steal_pointer (&stripped_address);
  self->guest = trp_table_guest_new (uri, stripped_code, seat_name);
  g_signal_connect (self->guest, "welcome", G_CALLBACK (welcome_cb), self);
  g_signal_connect (self->guest, "state", G_CALLBACK (state_cb), self);
  g_signal_connect (self->guest, "refused", G_CALLBACK (refused_cb), self);
  g_signal_connect (self->guest, "notice", G_CALLBACK (notice_cb), self);
  g_signal_connect (self->guest, "closed", G_CALLBACK (closed_cb), self);
  g_signal_connect (self->guest, "hint", G_CALLBACK (hint_cb), self);
  g_signal_connect (self->guest, "described", G_CALLBACK (described_cb), self);
  return self;
}

void
trp_guest_table_connect (TrpGuestTable *self)
{
  g_return_if_fail (TRP_IS_GUEST_TABLE (self));

  trp_table_guest_connect (self->guest);
}

/**
 * trp_guest_table_leave:
 *
 * Leaves the table; the host keeps the seat for a while, then lets a
 * computer play it until the guest joins again.
 */
void
trp_guest_table_leave (TrpGuestTable *self)
{
  g_return_if_fail (TRP_IS_GUEST_TABLE (self));

  if (self->guest != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->guest, self);
      trp_table_guest_close (self->guest);
    }
  self->closed = TRUE;
}

gboolean
trp_guest_table_get_joined (TrpGuestTable *self)
{
  g_return_val_if_fail (TRP_IS_GUEST_TABLE (self), FALSE);

  return self->joined;
}

gboolean
trp_guest_table_get_closed (TrpGuestTable *self)
{
  g_return_val_if_fail (TRP_IS_GUEST_TABLE (self), TRUE);

  return self->closed;
}

const char *
trp_guest_table_get_address (TrpGuestTable *self)
{
  g_return_val_if_fail (TRP_IS_GUEST_TABLE (self), NULL);

  return self->address;
}

const char *
trp_guest_table_get_game_id (TrpGuestTable *self)
{
  g_return_val_if_fail (TRP_IS_GUEST_TABLE (self), NULL);

  return trp_table_guest_get_game_id (self->guest);
}

int
trp_guest_table_get_seat (TrpGuestTable *self)
{
  g_return_val_if_fail (TRP_IS_GUEST_TABLE (self), -1);

  return trp_table_guest_get_seat (self->guest);
}

gint64
trp_guest_table_get_seq (TrpGuestTable *self)
{
  g_return_val_if_fail (TRP_IS_GUEST_TABLE (self), -1);

  return self->seq;
}

guint
trp_guest_table_get_round (TrpGuestTable *self)
{
  g_return_val_if_fail (TRP_IS_GUEST_TABLE (self), 0);

  return self->round;
}

gboolean
trp_guest_table_get_round_over (TrpGuestTable *self)
{
  g_return_val_if_fail (TRP_IS_GUEST_TABLE (self), FALSE);

  return self->round_over;
}

gboolean
trp_guest_table_get_match_over (TrpGuestTable *self)
{
  g_return_val_if_fail (TRP_IS_GUEST_TABLE (self), FALSE);

  return self->match_over;
}

int
trp_guest_table_get_current_seat (TrpGuestTable *self)
{
  g_return_val_if_fail (TRP_IS_GUEST_TABLE (self), -1);

  return self->current_seat;
}

gboolean
trp_guest_table_is_my_turn (TrpGuestTable *self)
{
  g_return_val_if_fail (TRP_IS_GUEST_TABLE (self), FALSE);

  return !self->closed && self->current_seat >= 0 &&
         self->current_seat == trp_table_guest_get_seat (self->guest) && self->moves->len > 0;
}

const char *
trp_guest_table_get_phase (TrpGuestTable *self)
{
  g_return_val_if_fail (TRP_IS_GUEST_TABLE (self), NULL);

  return self->phase;
}

guint
trp_guest_table_get_n_seats (TrpGuestTable *self)
{
  g_return_val_if_fail (TRP_IS_GUEST_TABLE (self), 0);

  return self->seats->len;
}

const TrpGuestSeat *
trp_guest_table_get_seat_info (TrpGuestTable *self,
                               guint          seat)
{
  g_return_val_if_fail (TRP_IS_GUEST_TABLE (self), NULL);
  g_return_val_if_fail (seat < self->seats->len, NULL);

  return &g_array_index (self->seats, TrpGuestSeat, seat);
}

/**
 * trp_guest_table_get_totals:
 *
 * Returns: (transfer none) (element-type int): the match totals per
 *   scoring unit
 */
GArray *
trp_guest_table_get_totals (TrpGuestTable *self)
{
  g_return_val_if_fail (TRP_IS_GUEST_TABLE (self), NULL);

  return self->totals;
}

/**
 * trp_guest_table_get_observation:
 *
 * Returns: (transfer none) (nullable): this seat's observation, as
 *   trp_game_observation() gives it on the host
 */
JsonObject *
trp_guest_table_get_observation (TrpGuestTable *self)
{
  g_return_val_if_fail (TRP_IS_GUEST_TABLE (self), NULL);

  return self->observation;
}

/**
 * trp_guest_table_get_moves:
 *
 * Returns: (transfer none) (element-type TrpMove): on this seat's turn,
 *   its move descriptions in the engine's order; empty otherwise
 */
GPtrArray *
trp_guest_table_get_moves (TrpGuestTable *self)
{
  g_return_val_if_fail (TRP_IS_GUEST_TABLE (self), NULL);

  return self->moves;
}

/**
 * trp_guest_table_get_history:
 *
 * Returns: (transfer none) (element-type utf8): what happened at the
 *   table that the guest was told of (seats taken and left, refusals),
 *   oldest first
 */
GPtrArray *
trp_guest_table_get_history (TrpGuestTable *self)
{
  g_return_val_if_fail (TRP_IS_GUEST_TABLE (self), NULL);

  return self->history;
}

/**
 * trp_guest_table_ask_hint:
 * @level: "easy", "normal" or "hard"
 *
 * Asks the host what a computer of @level would play in this seat now:
 * the host searches from this seat's observation only, as its computers
 * do. TrpGuestTable::hint answers.
 */
void
trp_guest_table_ask_hint (TrpGuestTable *self,
                          const char    *level)
{
  g_return_if_fail (TRP_IS_GUEST_TABLE (self));

  if (trp_guest_table_is_my_turn (self))
    trp_table_guest_ask_hint (self->guest, level);
}

/* Whether this seat may send a move now: the table open, its turn. */
static gboolean
check_my_turn (TrpGuestTable  *self,
               GError        **error)
{
  if (self->closed)
    {
      g_set_error_literal (error, TRP_NET_ERROR, TRP_NET_ERROR_CLOSED, _("The table is closed"));
      return FALSE;
    }
  if (!trp_guest_table_is_my_turn (self))
    {
      g_set_error_literal (error, TRP_NET_ERROR, TRP_NET_ERROR_NOT_YOUR_TURN, _("It is not your turn"));
      return FALSE;
    }
  return TRUE;
}

/**
 * trp_guest_table_play:
 *
 * Sends @action, which must be this seat's, on its turn; the host checks
 * it with the engine and answers with a new state or a refusal.
 */
gboolean
trp_guest_table_play (TrpGuestTable    *self,
                      const TrpAction  *action,
                      GError          **error)
{
  g_return_val_if_fail (TRP_IS_GUEST_TABLE (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (!check_my_turn (self, error))
    return FALSE;
  if (action->seat != trp_guest_table_get_seat (self))
    {
      g_set_error_literal (error, TRP_NET_ERROR, TRP_NET_ERROR_NOT_YOUR_SEAT,
                           _("You may move only for your own seat"));
      return FALSE;
    }

  trp_table_guest_send_move (self->guest, action);
  return TRUE;
}

/**
 * trp_guest_table_stage:
 * @staged: (element-type GArray): every meld to stage, those staged
 *   already first, each a #GArray of #TrpCard; empty to take them back
 *
 * Asks the host to describe this seat's moves with @staged put aside,
 * as the local table's staging area does (B-56, B-60): the host checks
 * each meld with the engine. TrpGuestTable::changed follows with the
 * melds staged and the moves (Go Down allowed or not, with its rule), or
 * TrpGuestTable::refused with the rule a meld breaks.
 */
gboolean
trp_guest_table_stage (TrpGuestTable  *self,
                       GPtrArray      *staged,
                       GError        **error)
{
  g_return_val_if_fail (TRP_IS_GUEST_TABLE (self), FALSE);
  g_return_val_if_fail (staged != NULL, FALSE);

  if (!check_my_turn (self, error))
    return FALSE;
  trp_table_guest_send_describe (self->guest, staged);
  return TRUE;
}

/**
 * trp_guest_table_get_staged:
 *
 * Returns: (transfer none) (element-type GArray): the melds staged at
 *   this position as the host took them, each a #GArray of #TrpCard
 */
GPtrArray *
trp_guest_table_get_staged (TrpGuestTable *self)
{
  g_return_val_if_fail (TRP_IS_GUEST_TABLE (self), NULL);

  return self->staged;
}

/**
 * trp_guest_table_get_turns:
 * @round: (out) (optional): the round they are of, from 0
 *
 * Returns: (transfer none) (nullable) (element-type TrpTurn): the turns of
 *   the latest round in the host's words (What Happened), each with its
 *   seat and summary; %NULL before the host told any
 */
GPtrArray *
trp_guest_table_get_turns (TrpGuestTable *self,
                           guint         *round)
{
  g_return_val_if_fail (TRP_IS_GUEST_TABLE (self), NULL);

  if (round != NULL)
    *round = self->turns_round;
  return self->turns;
}

/**
 * trp_guest_table_get_round_result:
 * @round: (out) (optional): the round, from 0
 *
 * Returns: (transfer none) (nullable): the result of the round just over,
 *   while no other is dealt
 */
TrpRoundResult *
trp_guest_table_get_round_result (TrpGuestTable *self,
                                  guint         *round)
{
  g_return_val_if_fail (TRP_IS_GUEST_TABLE (self), NULL);

  if (round != NULL)
    *round = self->result_round;
  return self->result;
}

/**
 * trp_guest_table_get_result_outcome:
 * @match_over: (out): the round ended the match
 * @winner: (out): the scoring unit that won it, or -1
 * @round_limit: (out): the match ended at its round limit
 */
void
trp_guest_table_get_result_outcome (TrpGuestTable *self,
                                    gboolean      *match_over,
                                    int           *winner,
                                    gboolean      *round_limit)
{
  g_return_if_fail (TRP_IS_GUEST_TABLE (self));

  *match_over = self->result_match_over;
  *winner = self->result_winner;
  *round_limit = self->result_round_limit;
}

/**
 * trp_guest_table_get_scoring_unit:
 *
 * Returns: whose score @seat's is, as the last result said; the seat
 *   itself before any
 */
int
trp_guest_table_get_scoring_unit (TrpGuestTable *self,
                                  guint          seat)
{
  g_return_val_if_fail (TRP_IS_GUEST_TABLE (self), -1);

  if (self->result == NULL || seat >= G_N_ELEMENTS (self->unit_of_seat))
    return (int) seat;
  return self->unit_of_seat[seat];
}
