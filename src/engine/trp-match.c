/* trp-match.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "trp-format.h"
#include "trp-json-input.h"
#include "trp-json-reader.h"
#include "trp-match.h"

/* Bounds for files that may come from anywhere: a real match of thousands
 * of moves stays far below them. */
#define MAX_FILE_SIZE       (16 * 1024 * 1024)
#define MAX_JSON_DEPTH      32
#define MAX_ROUNDS          10000
#define MAX_ACTIONS         100000
#define MAX_NAME_LENGTH     200
#define MAX_SAFE_SEED       G_GINT64_CONSTANT (9007199254740991)  /* 2^53 − 1 */

G_STATIC_ASSERT (MAX_JSON_DEPTH == TRP_JSON_READER_MAX_DEPTH);

typedef struct
{
  gboolean        has_seed;
  guint64         seed;
  JsonObject     *deal;
  guint           dealer;
  GPtrArray      *actions;
  TrpRoundResult *result;
  /* What the round was dealt from, so that its moves can be told again
   * after later rounds changed the match. */
  JsonObject     *carry_in;
  /* The round's save-file text once it is finished and will not change,
   * so that saving after every move writes only the round being played. */
  char           *text;
} Round;

struct _TrpMatch
{
  GObject          parent_instance;

  char            *game_id;
  TrpRules        *rules;
  GArray          *players;
  TrpGameFactory   factory;

  TrpGame         *game;
  GPtrArray       *rounds;
  JsonObject      *carry;
  int             *totals;
  guint            n_units;
  guint            next_dealer;
  int              first_dealer;
  gboolean         is_over;
  int              winner;

  char            *save_path;
  /* The file as this match last read or wrote it, so that a save never
   * goes over a change made by another program. */
  gboolean         have_stamp;
  GStatBuf         stamp;
  /* Saving stopped once the file changed behind the match's back. */
  gboolean         save_refused;
  /* The advisory lock of trp_match_lock(), or -1. */
  int              lock_fd;
  char            *lock_path;
  char            *created;
};

G_DEFINE_FINAL_TYPE (TrpMatch, trp_match, G_TYPE_OBJECT)
G_DEFINE_QUARK (trp-match-error-quark, trp_match_error)

enum {
  PROP_0,
  PROP_GAME,
  PROP_N_ROUNDS,
  PROP_IS_OVER,
  PROP_WINNER,
  N_PROPS
};

enum {
  CHANGED,
  ROUND_FINISHED,
  MATCH_FINISHED,
  SAVE_FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
round_free (gpointer data)
{
  Round *round = data;

  g_clear_pointer (&round->deal, json_object_unref);
  g_clear_pointer (&round->carry_in, json_object_unref);
  g_clear_pointer (&round->actions, g_ptr_array_unref);
  g_clear_pointer (&round->result, trp_round_result_unref);
  g_free (round->text);
  g_free (round);
}

static void
player_clear (gpointer data)
{
  TrpPlayer *player = data;

  g_free (player->name);
  g_free (player->level);
}

static void
trp_match_finalize (GObject *object)
{
  TrpMatch *self = (TrpMatch *)object;

  g_clear_pointer (&self->game_id, g_free);
  g_clear_object (&self->rules);
  g_clear_pointer (&self->players, g_array_unref);
  g_clear_object (&self->game);
  g_clear_pointer (&self->rounds, g_ptr_array_unref);
  g_clear_pointer (&self->carry, json_object_unref);
  g_clear_pointer (&self->totals, g_free);
  trp_match_unlock (self);
  g_clear_pointer (&self->save_path, g_free);
  g_clear_pointer (&self->created, g_free);

  G_OBJECT_CLASS (trp_match_parent_class)->finalize (object);
}

static void
trp_match_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  TrpMatch *self = TRP_MATCH (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    case PROP_N_ROUNDS:
      g_value_set_uint (value, self->rounds->len);
      break;

    case PROP_IS_OVER:
      g_value_set_boolean (value, self->is_over);
      break;

    case PROP_WINNER:
      g_value_set_int (value, self->winner);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
trp_match_class_init (TrpMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = trp_match_finalize;
  object_class->get_property = trp_match_get_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         TRP_TYPE_GAME,
                         (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY));
  properties[PROP_N_ROUNDS] =
    g_param_spec_uint ("n-rounds", NULL, NULL,
                       0, G_MAXUINT, 0,
                       (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY));
  properties[PROP_IS_OVER] =
    g_param_spec_boolean ("is-over", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY));
  properties[PROP_WINNER] =
    g_param_spec_int ("winner", NULL, NULL,
                      -1, G_MAXINT, -1,
                      (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * TrpMatch::round-finished:
   * @round: the index of the round that ended
   */
  signals[ROUND_FINISHED] =
    g_signal_new ("round-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  signals[MATCH_FINISHED] =
    g_signal_new ("match-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * TrpMatch::save-failed:
   * @error: why; the match goes on in memory and the last good file stays
   */
  signals[SAVE_FAILED] =
    g_signal_new ("save-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
trp_match_init (TrpMatch *self)
{
  self->players = g_array_new (FALSE, TRUE, sizeof (TrpPlayer));
  g_array_set_clear_func (self->players, player_clear);
  self->rounds = g_ptr_array_new_with_free_func (round_free);
  self->winner = -1;
  self->first_dealer = -1;
  self->lock_fd = -1;
}

static GDateTime *
now_utc (void)
{
  return g_date_time_new_now_utc ();
}

static char *
now_iso8601 (void)
{
  g_autoptr(GDateTime) now = now_utc ();

  return g_date_time_format_iso8601 (now);
}

/**
 * trp_match_new:
 * @game_id: the game or rule set, e.g. "biriba"
 * @rules: its rules; the match keeps a frozen copy
 * @players: (array length=n_players): the seats, in order of play
 * @factory: creates the game for @game_id
 *
 * Returns: (transfer full) (nullable): a match with no round dealt yet
 */
TrpMatch *
trp_match_new (const char       *game_id,
               TrpRules         *rules,
               const TrpPlayer  *players,
               guint             n_players,
               TrpGameFactory    factory,
               GError          **error)
{
  g_autoptr(TrpMatch) self = NULL;

  g_return_val_if_fail (game_id != NULL, NULL);
  g_return_val_if_fail (TRP_IS_RULES (rules), NULL);
  g_return_val_if_fail (players != NULL && n_players > 0, NULL);
  g_return_val_if_fail (factory != NULL, NULL);

  self = g_object_new (TRP_TYPE_MATCH, NULL);
  self->game_id = g_strdup (game_id);
  self->rules = trp_rules_copy (rules);
  trp_rules_freeze (self->rules);
  self->factory = factory;
  self->created = now_iso8601 ();

  for (guint i = 0; i < n_players; i++)
    {
      TrpPlayer copy = players[i];

      copy.name = g_strdup (players[i].name);
      copy.level = g_strdup (players[i].level);
      g_array_append_val (self->players, copy);
    }

  self->game = factory (game_id, self->rules, n_players, error);
  if (self->game == NULL)
    return NULL;

  self->n_units = trp_game_get_n_scoring_units (self->game);
  self->totals = g_new0 (int, self->n_units);
  for (guint i = 0; i < self->n_units; i++)
    self->totals[i] = trp_game_get_initial_total (self->game, i);
  return g_steal_pointer (&self);
}

static JsonObject *
carry_for_next_round (TrpMatch *self)
{
  JsonObject *carry = json_object_new ();
  JsonArray *totals = json_array_new ();

  if (self->carry != NULL)
    {
      JsonObjectIter iter;
      const char *member;
      JsonNode *value;

      json_object_iter_init (&iter, self->carry);
      while (json_object_iter_next (&iter, &member, &value))
        json_object_set_member (carry, member, json_node_copy (value));
    }

  for (guint i = 0; i < self->n_units; i++)
    json_array_add_int_element (totals, self->totals[i]);
  json_object_set_array_member (carry, TRP_CARRY_TOTALS, totals);

  return carry;
}

static gboolean
check_can_start (TrpMatch  *self,
                 GError   **error)
{
  if (self->is_over)
    {
      g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_OVER, _("The match is over"));
      return FALSE;
    }

  if (trp_match_get_round_in_progress (self))
    {
      g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_INVALID,
                   _("Round %u is still being played"), self->rounds->len);
      return FALSE;
    }

  if (self->rounds->len >= MAX_ROUNDS)
    {
      g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_TOO_LARGE,
                   _("A match has at most %d rounds"), MAX_ROUNDS);
      return FALSE;
    }

  return TRUE;
}

/* A game dealt as @round is, from the state the match had before it:
 * for a new round, and again to take a move back. */
static TrpGame *
deal_round_game (TrpMatch  *self,
                 Round     *round,
                 GError   **error)
{
  g_autoptr(JsonObject) carry = NULL;
  g_autoptr(TrpGame) game = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  gboolean ok;

  game = self->factory (self->game_id, self->rules, self->players->len, error);
  if (game == NULL)
    return NULL;

  for (guint i = 0; i < self->players->len; i++)
    g_ptr_array_add (names, g_array_index (self->players, TrpPlayer, i).name);
  g_ptr_array_add (names, NULL);
  trp_game_set_seat_names (game, (const char * const *) names->pdata);

  if (round->carry_in == NULL)
    round->carry_in = carry_for_next_round (self);
  carry = json_object_ref (round->carry_in);
  if (round->has_seed)
    ok = trp_game_deal_seeded (game, round->dealer, carry, round->seed, error);
  else
    ok = trp_game_deal_explicit (game, round->dealer, carry, round->deal, error);
  if (!ok)
    return NULL;

  return g_steal_pointer (&game);
}

static gboolean
start_round (TrpMatch    *self,
             gboolean     has_seed,
             guint64      seed,
             JsonObject  *deal,
             GError     **error)
{
  g_autoptr(TrpGame) game = NULL;
  Round *round;
  guint dealer;

  if (!check_can_start (self, error))
    return FALSE;

  /* The first dealer is drawn by lot (B-4, M-6); the seed decides it, so
   * a save file replays it. */
  if (self->rounds->len == 0 && self->first_dealer >= 0)
    dealer = (guint) self->first_dealer;
  else if (self->rounds->len == 0)
    {
      g_autoptr(TrpRng) rng = trp_rng_new (has_seed ? seed : g_str_hash (self->created));

      dealer = trp_rng_uniform (rng, self->players->len);
    }
  else
    dealer = self->next_dealer;

  round = g_new0 (Round, 1);
  round->has_seed = has_seed;
  round->seed = seed;
  round->deal = deal != NULL ? json_object_ref (deal) : NULL;
  round->dealer = dealer;
  round->actions = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_action_free);

  game = deal_round_game (self, round, error);
  if (game == NULL)
    {
      round_free (round);
      return FALSE;
    }
  g_ptr_array_add (self->rounds, round);

  g_set_object (&self->game, game);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ROUNDS]);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

/**
 * trp_match_start_round:
 * @seed: the shuffle's seed, at most 2^53 − 1 so that every JSON reader
 *   keeps it exact
 *
 * Deals the next round, with the dealer the rules give.
 */
gboolean
trp_match_start_round (TrpMatch  *self,
                       guint64    seed,
                       GError   **error)
{
  g_return_val_if_fail (TRP_IS_MATCH (self), FALSE);
  g_return_val_if_fail (seed <= (guint64) MAX_SAFE_SEED, FALSE);

  return start_round (self, TRUE, seed, NULL, error);
}

/**
 * trp_match_start_round_explicit:
 * @deal: every pile named, in the game's explicit-deal form
 */
gboolean
trp_match_start_round_explicit (TrpMatch    *self,
                                JsonObject  *deal,
                                GError     **error)
{
  g_return_val_if_fail (TRP_IS_MATCH (self), FALSE);
  g_return_val_if_fail (deal != NULL, FALSE);

  return start_round (self, FALSE, 0, deal, error);
}

static void
autosave (TrpMatch *self)
{
  g_autoptr(GError) error = NULL;

  if (self->save_path == NULL || self->save_refused)
    return;

  if (!trp_match_save (self, &error))
    {
      /* Said once: every later move would say it again. */
      if (g_error_matches (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_CHANGED))
        self->save_refused = TRUE;
      g_signal_emit (self, signals[SAVE_FAILED], 0, error);
    }
}

static void
finish_round (TrpMatch *self)
{
  Round *round = g_ptr_array_index (self->rounds, self->rounds->len - 1);
  JsonObject *carry;
  JsonArray *totals;

  round->result = trp_game_round_result (self->game);
  g_assert (round->result != NULL);

  carry = trp_round_result_get_carry (round->result);
  totals = carry != NULL && json_object_has_member (carry, TRP_CARRY_TOTALS)
           ? json_object_get_array_member (carry, TRP_CARRY_TOTALS) : NULL;

  /* The game may keep totals its own way (Da Bai Fen's levels); otherwise
   * the round's scores add up. */
  for (guint i = 0; i < self->n_units; i++)
    {
      if (totals != NULL && i < json_array_get_length (totals))
        self->totals[i] = (int) json_array_get_int_element (totals, i);
      else
        self->totals[i] += trp_round_result_get_total (round->result, i);
    }

  g_clear_pointer (&self->carry, json_object_unref);
  if (carry != NULL)
    self->carry = json_object_ref (carry);

  if (carry != NULL && json_object_has_member (carry, TRP_CARRY_NEXT_DEALER))
    self->next_dealer = (guint) json_object_get_int_member (carry, TRP_CARRY_NEXT_DEALER) % self->players->len;
  else
    self->next_dealer = (round->dealer + 1) % self->players->len;

  if (carry != NULL && json_object_get_boolean_member_with_default (carry, TRP_CARRY_MATCH_OVER, FALSE))
    {
      self->is_over = TRUE;
      self->winner = (int) json_object_get_int_member_with_default (carry, TRP_CARRY_WINNER, -1);
    }
}

/* Plays @action, which the match then owns. A replay (@loading) neither
 * signals nor saves: nothing watches a match that is still being read,
 * and the file it comes from is the one it would write. */
static gboolean
perform (TrpMatch   *self,
         TrpAction  *action,
         gboolean    loading,
         GError    **error)
{
  g_autoptr(TrpAction) owned = action;
  Round *round;

  if (!trp_match_get_round_in_progress (self))
    {
      g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_INVALID,
                   _("No round is being played"));
      return FALSE;
    }

  round = g_ptr_array_index (self->rounds, self->rounds->len - 1);
  if (round->actions->len >= MAX_ACTIONS)
    {
      g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_TOO_LARGE,
                   _("A round has at most %d moves"), MAX_ACTIONS);
      return FALSE;
    }

  /* A replay skips the game's signals too, and the round result that its
   * round-finished signal would compute a second time. */
  if (loading)
    {
      if (!trp_game_validate (self->game, owned, error))
        return FALSE;
      trp_game_apply (self->game, owned);
    }
  else if (!trp_game_perform (self->game, owned, error))
    return FALSE;

  g_ptr_array_add (round->actions, g_steal_pointer (&owned));

  if (trp_game_is_round_over (self->game))
    {
      finish_round (self);
      if (!loading)
        {
          g_signal_emit (self, signals[ROUND_FINISHED], 0, self->rounds->len - 1);
          if (self->is_over)
            {
              g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IS_OVER]);
              g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WINNER]);
              g_signal_emit (self, signals[MATCH_FINISHED], 0);
            }
        }
    }

  if (!loading)
    {
      g_signal_emit (self, signals[CHANGED], 0);
      autosave (self);
    }
  return TRUE;
}

/**
 * trp_match_perform:
 *
 * Validates and plays @action in the current round, logs it, and saves the
 * match when it has a save path. A failed save is reported through
 * #TrpMatch::save-failed; the move still counts.
 */
gboolean
trp_match_perform (TrpMatch         *self,
                   const TrpAction  *action,
                   GError          **error)
{
  g_return_val_if_fail (TRP_IS_MATCH (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  return perform (self, trp_action_copy (action), FALSE, error);
}

/**
 * trp_match_can_undo:
 *
 * Whether the last move of the round being played may be taken back: the
 * seat that made it is a person's and is still to move, and the game
 * allows it (trp_game_can_undo(): a meld before the discard, never what
 * revealed a hidden card).
 */
gboolean
trp_match_can_undo (TrpMatch *self)
{
  Round *round;
  const TrpAction *last;

  g_return_val_if_fail (TRP_IS_MATCH (self), FALSE);

  if (!trp_match_get_round_in_progress (self))
    return FALSE;

  round = g_ptr_array_index (self->rounds, self->rounds->len - 1);
  if (round->actions->len == 0)
    return FALSE;

  last = g_ptr_array_index (round->actions, round->actions->len - 1);
  return last->seat >= 0 && (guint) last->seat < self->players->len &&
         g_array_index (self->players, TrpPlayer, last->seat).kind == TRP_PLAYER_HUMAN &&
         trp_game_get_current_seat (self->game) == last->seat &&
         trp_game_can_undo (self->game, last);
}

/**
 * trp_match_undo:
 *
 * Takes back the last move when trp_match_can_undo() allows it: the round
 * is dealt again and replayed without it, so the game is exactly the one
 * a save file would give. Calling it again steps further back within the
 * same turn. The match is saved, and #GObject::notify for #TrpMatch:game
 * and #TrpMatch::changed tell views that the game is a new object.
 *
 * Returns: %TRUE if a move was taken back
 */
gboolean
trp_match_undo (TrpMatch  *self,
                GError   **error)
{
  g_autoptr(TrpGame) game = NULL;
  g_autoptr(GError) local_error = NULL;
  Round *round;
  guint n_kept;

  g_return_val_if_fail (TRP_IS_MATCH (self), FALSE);

  if (!trp_match_can_undo (self))
    {
      g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_INVALID,
                   _("This move cannot be taken back"));
      return FALSE;
    }

  round = g_ptr_array_index (self->rounds, self->rounds->len - 1);
  n_kept = round->actions->len - 1;

  /* Replaying from the deal rather than keeping a copy before every move:
   * a round is a few hundred moves at most, replayed in well under a
   * millisecond, and nothing can drift from what loading the file gives. */
  game = deal_round_game (self, round, &local_error);
  for (guint a = 0; game != NULL && a < n_kept; a++)
    {
      const TrpAction *action = g_ptr_array_index (round->actions, a);

      if (!trp_game_validate (game, action, &local_error))
        g_clear_object (&game);
      else
        trp_game_apply (game, action);
    }
  if (game == NULL)
    {
      /* The moves were legal when they were made: a game that is not
       * deterministic is a bug, and the match stays as it was. */
      g_critical ("Replaying round %u to take a move back failed: %s",
                  self->rounds->len, local_error->message);
      g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_INVALID,
                   _("This move cannot be taken back"));
      return FALSE;
    }

  g_ptr_array_set_size (round->actions, n_kept);
  g_set_object (&self->game, game);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  g_signal_emit (self, signals[CHANGED], 0);
  autosave (self);
  return TRUE;
}

/**
 * trp_match_set_first_dealer:
 * @dealer: the seat that deals the first round, or -1 to draw it by lot
 *   (B-4, M-6)
 */
void
trp_match_set_first_dealer (TrpMatch *self,
                            int       dealer)
{
  g_return_if_fail (TRP_IS_MATCH (self));
  g_return_if_fail (dealer < (int) self->players->len);
  g_return_if_fail (self->rounds->len == 0);

  self->first_dealer = dealer;
}

const char *
trp_match_get_game_id (TrpMatch *self)
{
  g_return_val_if_fail (TRP_IS_MATCH (self), NULL);

  return self->game_id;
}

/**
 * trp_match_get_rules:
 *
 * Returns: (transfer none): the match's frozen rules
 */
TrpRules *
trp_match_get_rules (TrpMatch *self)
{
  g_return_val_if_fail (TRP_IS_MATCH (self), NULL);

  return self->rules;
}

guint
trp_match_get_n_players (TrpMatch *self)
{
  g_return_val_if_fail (TRP_IS_MATCH (self), 0);

  return self->players->len;
}

const TrpPlayer *
trp_match_get_player (TrpMatch *self,
                      guint     seat)
{
  g_return_val_if_fail (TRP_IS_MATCH (self), NULL);
  g_return_val_if_fail (seat < self->players->len, NULL);

  return &g_array_index (self->players, TrpPlayer, seat);
}

/**
 * trp_match_get_game:
 *
 * Returns: (transfer none): the game of the current or last round
 */
TrpGame *
trp_match_get_game (TrpMatch *self)
{
  g_return_val_if_fail (TRP_IS_MATCH (self), NULL);

  return self->game;
}

guint
trp_match_get_n_rounds (TrpMatch *self)
{
  g_return_val_if_fail (TRP_IS_MATCH (self), 0);

  return self->rounds->len;
}

guint
trp_match_get_round_n_actions (TrpMatch *self,
                               guint     round)
{
  g_return_val_if_fail (TRP_IS_MATCH (self), 0);
  g_return_val_if_fail (round < self->rounds->len, 0);

  return ((Round *) g_ptr_array_index (self->rounds, round))->actions->len;
}

/**
 * trp_match_get_round_result:
 *
 * Returns: (transfer none) (nullable): the score of a finished round
 */
TrpRoundResult *
trp_match_get_round_result (TrpMatch *self,
                            guint     round)
{
  g_return_val_if_fail (TRP_IS_MATCH (self), NULL);
  g_return_val_if_fail (round < self->rounds->len, NULL);

  return ((Round *) g_ptr_array_index (self->rounds, round))->result;
}

guint
trp_match_get_n_units (TrpMatch *self)
{
  g_return_val_if_fail (TRP_IS_MATCH (self), 0);

  return self->n_units;
}

int
trp_match_get_total (TrpMatch *self,
                     guint     unit)
{
  g_return_val_if_fail (TRP_IS_MATCH (self), 0);
  g_return_val_if_fail (unit < self->n_units, 0);

  return self->totals[unit];
}

guint
trp_match_get_next_dealer (TrpMatch *self)
{
  g_return_val_if_fail (TRP_IS_MATCH (self), 0);

  return self->next_dealer;
}

gboolean
trp_match_get_is_over (TrpMatch *self)
{
  g_return_val_if_fail (TRP_IS_MATCH (self), FALSE);

  return self->is_over;
}

int
trp_match_get_winner (TrpMatch *self)
{
  g_return_val_if_fail (TRP_IS_MATCH (self), -1);

  return self->winner;
}

gboolean
trp_match_get_round_in_progress (TrpMatch *self)
{
  g_return_val_if_fail (TRP_IS_MATCH (self), FALSE);

  return self->rounds->len > 0 &&
         ((Round *) g_ptr_array_index (self->rounds, self->rounds->len - 1))->result == NULL;
}

/**
 * trp_match_dup_unit_name:
 * @unit: a scoring unit
 *
 * Returns: (transfer full): the unit by its players' names, “Anna and
 *   Nikos”, or the one player's name
 */
char *
trp_match_dup_unit_name (TrpMatch *self,
                         guint     unit)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  TrpGame *game;

  g_return_val_if_fail (TRP_IS_MATCH (self), NULL);

  game = self->game;
  for (guint seat = 0; seat < self->players->len; seat++)
    if ((game != NULL ? trp_game_get_scoring_unit (game, (int) seat) : seat) == unit)
      g_ptr_array_add (names, g_array_index (self->players, TrpPlayer, seat).name);

  return trp_format_list ((const char * const *) names->pdata, names->len);
}

void
trp_turn_free (TrpTurn *turn)
{
  if (turn == NULL)
    return;
  g_free (turn->summary);
  g_strfreev (turn->moves);
  g_free (turn);
}

static TrpTurn *
finish_turn (TrpGame   *game,
             int        seat,
             guint      first,
             GPtrArray *moves)
{
  TrpTurn *turn = g_new0 (TrpTurn, 1);

  g_ptr_array_add (moves, NULL);
  turn->seat = seat;
  turn->first_action = first;
  turn->moves = (char **) g_ptr_array_steal (moves, NULL);
  turn->n_actions = g_strv_length (turn->moves);
  turn->summary = trp_game_describe_turn (game, seat, (const char * const *) turn->moves);
  return turn;
}

/**
 * trp_match_describe_round:
 * @round: a round of @self, finished or being played
 *
 * Tells the round's moves again, in words, turn by turn: each turn is a
 * player's moves in a row, each move described against the game as it
 * was before it, by the game itself (trp_game_describe_move()).
 *
 * Returns: (transfer full) (element-type TrpTurn): the turns, in order;
 *   together they hold every move of the round's log exactly once
 */
GPtrArray *
trp_match_describe_round (TrpMatch  *self,
                          guint      round_index,
                          GError   **error)
{
  g_autoptr(GPtrArray) turns = NULL;
  g_autoptr(GPtrArray) moves = NULL;
  g_autoptr(TrpGame) game = NULL;
  Round *round;
  guint first = 0;
  int seat = -1;

  g_return_val_if_fail (TRP_IS_MATCH (self), NULL);
  g_return_val_if_fail (round_index < self->rounds->len, NULL);

  round = g_ptr_array_index (self->rounds, round_index);
  game = deal_round_game (self, round, error);
  if (game == NULL)
    return NULL;

  turns = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_turn_free);
  moves = g_ptr_array_new_with_free_func (g_free);
  for (guint a = 0; a < round->actions->len; a++)
    {
      const TrpAction *action = g_ptr_array_index (round->actions, a);

      if (action->seat != seat && moves->len > 0)
        {
          g_ptr_array_add (turns, finish_turn (game, seat, first, moves));
          first = a;
        }
      seat = action->seat;
      g_ptr_array_add (moves, trp_game_describe_move (game, action));
      if (!trp_game_validate (game, action, error))
        return NULL;
      trp_game_apply (game, action);
    }
  if (moves->len > 0)
    g_ptr_array_add (turns, finish_turn (game, seat, first, moves));

  return g_steal_pointer (&turns);
}

/**
 * trp_match_replay_round:
 * @round_index: a round of @self, finished or being played
 *
 * Plays the round again from its deal to its last move so far: how its
 * table looked at its end, e.g. its last trick once the next round is
 * dealt, also after the match was read back from its file.
 *
 * Returns: (transfer full): a game standing where the round's log ends
 */
TrpGame *
trp_match_replay_round (TrpMatch  *self,
                        guint      round_index,
                        GError   **error)
{
  g_autoptr(TrpGame) game = NULL;
  Round *round;

  g_return_val_if_fail (TRP_IS_MATCH (self), NULL);
  g_return_val_if_fail (round_index < self->rounds->len, NULL);

  round = g_ptr_array_index (self->rounds, round_index);
  game = deal_round_game (self, round, error);
  if (game == NULL)
    return NULL;

  for (guint a = 0; a < round->actions->len; a++)
    {
      const TrpAction *action = g_ptr_array_index (round->actions, a);

      if (!trp_game_validate (game, action, error))
        return NULL;
      trp_game_apply (game, action);
    }

  return g_steal_pointer (&game);
}

/* --- Writing ----------------------------------------------------------- */

/* The save file is written as text directly rather than through a
 * JsonBuilder tree: a long match has thousands of moves, and building and
 * freeing a node for each of them cost more than everything else in a
 * save. */

static void
append_string (GString    *out,
               const char *text)
{
  g_string_append_c (out, '"');
  for (const char *p = text; *p != '\0'; p++)
    {
      guchar c = (guchar) *p;

      if (c == '"' || c == '\\')
        {
          g_string_append_c (out, '\\');
          g_string_append_c (out, c);
        }
      else if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_c (out, c);
    }
  g_string_append_c (out, '"');
}

static void
append_member (GString    *out,
               const char *name)
{
  if (out->len > 0 && out->str[out->len - 1] != '{' && out->str[out->len - 1] != '[')
    g_string_append_c (out, ',');
  append_string (out, name);
  g_string_append_c (out, ':');
}

static void
append_int_array (GString   *out,
                  const int *values,
                  guint      n_values)
{
  g_string_append_c (out, '[');
  for (guint i = 0; i < n_values; i++)
    g_string_append_printf (out, i > 0 ? ",%d" : "%d", values[i]);
  g_string_append_c (out, ']');
}

static void
append_node (GString  *out,
             JsonNode *node)
{
  g_autofree char *text = json_to_string (node, FALSE);

  g_string_append (out, text);
}

static void
append_cards (GString       *out,
              const TrpCard *cards,
              guint          n_cards)
{
  g_string_append_c (out, '[');
  for (guint i = 0; i < n_cards; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      append_string (out, trp_card_to_code (cards[i]));
    }
  g_string_append_c (out, ']');
}

/* The same members as trp_action_to_json(), which stays the reference. */
static void
append_action (GString         *out,
               const TrpAction *action)
{
  guint n_groups = trp_action_get_n_groups (action);

  g_string_append_c (out, '{');
  append_member (out, "type");
  append_string (out, action->type);
  append_member (out, "seat");
  g_string_append_printf (out, "%d", action->seat);
  if (action->target >= 0)
    {
      append_member (out, "target");
      g_string_append_printf (out, "%d", action->target);
    }
  if (action->suit != TRP_SUIT_NONE)
    {
      append_member (out, "suit");
      append_string (out, trp_suit_to_code (action->suit));
    }
  if (n_groups == 1)
    {
      append_member (out, "cards");
      append_cards (out, action->cards, action->n_cards);
    }
  else if (n_groups > 1)
    {
      append_member (out, "groups");
      g_string_append_c (out, '[');
      for (guint g = 0; g < n_groups; g++)
        {
          guint n;
          const TrpCard *cards = trp_action_get_group (action, g, &n);

          if (g > 0)
            g_string_append_c (out, ',');
          append_cards (out, cards, n);
        }
      g_string_append_c (out, ']');
    }
  g_string_append_c (out, '}');
}

static void
append_round (GString  *out,
              TrpMatch *self,
              Round    *round)
{
  g_string_append_c (out, '{');
  if (round->has_seed)
    {
      append_member (out, "seed");
      g_string_append_printf (out, "%" G_GUINT64_FORMAT, round->seed);
    }
  else
    {
      g_autoptr(JsonNode) deal = json_node_init_object (json_node_alloc (), round->deal);

      append_member (out, "deal");
      append_node (out, deal);
    }
  append_member (out, "dealer");
  g_string_append_printf (out, "%u", round->dealer);
  append_member (out, "actions");
  g_string_append_c (out, '[');
  for (guint a = 0; a < round->actions->len; a++)
    {
      if (a > 0)
        g_string_append_c (out, ',');
      append_action (out, g_ptr_array_index (round->actions, a));
    }
  g_string_append_c (out, ']');
  if (round->result != NULL)
    {
      g_autofree int *scores = g_new0 (int, self->n_units);

      for (guint i = 0; i < self->n_units; i++)
        scores[i] = trp_round_result_get_total (round->result, i);
      append_member (out, "scores");
      append_int_array (out, scores, self->n_units);
    }
  g_string_append_c (out, '}');
}

static void
append_winner (GString  *out,
               TrpMatch *self)
{
  append_member (out, "winner");
  if (self->is_over && self->winner >= 0)
    g_string_append_printf (out, "%d", self->winner);
  else
    g_string_append (out, "null");
}

/* What the start page lists, so that listing the folder reads a few
 * hundred bytes of each file instead of replaying every match. It repeats
 * facts the moves already decide, and loading checks it against them. It
 * comes right after the header for the same reason. */
static void
append_summary (GString    *out,
                TrpMatch   *self,
                const char *updated)
{
  append_member (out, "summary");
  g_string_append_c (out, '{');
  append_member (out, "game");
  append_string (out, self->game_id);
  append_member (out, "players");
  g_string_append_c (out, '[');
  for (guint i = 0; i < self->players->len; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      append_string (out, g_array_index (self->players, TrpPlayer, i).name);
    }
  g_string_append_c (out, ']');
  append_member (out, "totals");
  append_int_array (out, self->totals, self->n_units);
  append_member (out, "rounds");
  g_string_append_printf (out, "%u", self->rounds->len);
  append_member (out, "over");
  g_string_append (out, self->is_over ? "true" : "false");
  append_winner (out, self);
  append_member (out, "updated");
  append_string (out, updated);
  g_string_append_c (out, '}');
}

static char *
to_text (TrpMatch *self,
         gsize    *length)
{
  g_autoptr(GString) out = g_string_sized_new (4096);
  g_autofree char *updated = now_iso8601 ();
  g_autoptr(JsonNode) rules = trp_rules_to_json (self->rules);
  const TrpRulesDescriptor *descriptor = trp_rules_get_descriptor (self->rules);

  g_string_append_c (out, '{');
  append_member (out, "format");
  append_string (out, TRP_MATCH_FORMAT);
  append_member (out, "version");
  g_string_append_printf (out, "%d", TRP_MATCH_VERSION);
  append_member (out, "game");
  append_string (out, self->game_id);
  append_member (out, "created");
  append_string (out, self->created);
  append_member (out, "updated");
  append_string (out, updated);
  append_summary (out, self, updated);
  append_member (out, "rules");
  append_node (out, rules);

  append_member (out, "target");
  if (trp_rules_descriptor_find_option (descriptor, "target_score") != NULL)
    g_string_append_printf (out, "%d", trp_rules_get_int (self->rules, "target_score"));
  else
    g_string_append (out, "null");

  append_member (out, "players");
  g_string_append_c (out, '[');
  for (guint i = 0; i < self->players->len; i++)
    {
      const TrpPlayer *player = &g_array_index (self->players, TrpPlayer, i);

      if (i > 0)
        g_string_append_c (out, ',');
      g_string_append_c (out, '{');
      append_member (out, "name");
      append_string (out, player->name);
      append_member (out, "kind");
      append_string (out, player->kind == TRP_PLAYER_HUMAN ? "human" : "computer");
      if (player->level != NULL)
        {
          append_member (out, "level");
          append_string (out, player->level);
        }
      append_member (out, "team");
      g_string_append_printf (out, "%d", player->team);
      g_string_append_c (out, '}');
    }
  g_string_append_c (out, ']');

  append_member (out, "rounds");
  g_string_append_c (out, '[');
  for (guint r = 0; r < self->rounds->len; r++)
    {
      Round *round = g_ptr_array_index (self->rounds, r);

      if (r > 0)
        g_string_append_c (out, ',');
      if (round->text == NULL && round->result != NULL)
        {
          g_autoptr(GString) text = g_string_new (NULL);

          append_round (text, self, round);
          round->text = g_string_free (g_steal_pointer (&text), FALSE);
        }
      if (round->text != NULL)
        g_string_append (out, round->text);
      else
        append_round (out, self, round);
    }
  g_string_append_c (out, ']');

  append_member (out, "totals");
  append_int_array (out, self->totals, self->n_units);
  append_member (out, "over");
  g_string_append (out, self->is_over ? "true" : "false");
  append_winner (out, self);
  g_string_append_c (out, '}');

  if (length != NULL)
    *length = out->len;
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/**
 * trp_match_to_json:
 *
 * Returns: (transfer full): the save file (format version 1), with its
 *   summary
 */
JsonNode *
trp_match_to_json (TrpMatch *self)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (TRP_IS_MATCH (self), NULL);

  text = to_text (self, NULL);
  return json_from_string (text, NULL);
}

/* --- Loading ----------------------------------------------------------- */

/* Save files are read with TrpJsonReader rather than json-glib: a match of
 * thousands of moves cost a node and a hash table per move to build, free
 * and look up, several times the price of replaying the moves themselves.
 * Only the small parts other modules read as JsonNode (the rules, an
 * explicit deal) are copied into json-glib, and a move whose form is not
 * the usual one goes through trp_action_new_from_json(), which stays the
 * reference and words every error. */

static gboolean
invalid (GError     **error,
         TrpMatchError code,
         const char  *format,
         ...) G_GNUC_PRINTF (3, 4);

static gboolean
invalid (GError       **error,
         TrpMatchError  code,
         const char    *format,
         ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  g_set_error_literal (error, TRP_MATCH_ERROR, code, message);
  return FALSE;
}

/* @object's member @name when it is of @kind, else -1. TRP_JSON_TRUE
 * stands for either boolean. */
static TrpJsonRef
get_member (TrpJsonReader *reader,
            TrpJsonRef     object,
            const char    *name,
            TrpJsonKind    kind)
{
  TrpJsonRef member = trp_json_reader_member (reader, object, name);
  TrpJsonKind found;

  if (member < 0)
    return -1;
  found = trp_json_reader_kind (reader, member);
  if (kind == TRP_JSON_TRUE && found == TRP_JSON_FALSE)
    return member;
  return found == kind ? member : -1;
}

static gboolean
int_array_equals (TrpJsonReader *reader,
                  TrpJsonRef     array,
                  const int     *values,
                  guint          n_values)
{
  TrpJsonRef element;
  guint i = 0;

  if (!trp_json_reader_is (reader, array, TRP_JSON_ARRAY) ||
      trp_json_reader_length (reader, array) != n_values)
    return FALSE;

  for (element = trp_json_reader_first (reader, array); element >= 0;
       element = trp_json_reader_next (reader, element), i++)
    {
      if (!trp_json_reader_is (reader, element, TRP_JSON_INT) ||
          trp_json_reader_get_int (reader, element) != values[i])
        return FALSE;
    }

  return TRUE;
}

/* Whether the stored totals @array are the replay's. Da Bai Fen files
 * written before its totals started from the levels (D-5, D-43) say zeros
 * until the first hand ends, and still load. */
static gboolean
totals_equal (TrpMatch      *self,
              TrpJsonReader *reader,
              TrpJsonRef     array)
{
  g_autofree int *zeros = NULL;

  if (int_array_equals (reader, array, self->totals, self->n_units))
    return TRUE;

  for (guint r = 0; r < self->rounds->len; r++)
    if (((Round *) g_ptr_array_index (self->rounds, r))->result != NULL)
      return FALSE;
  zeros = g_new0 (int, self->n_units);
  return int_array_equals (reader, array, zeros, self->n_units);
}

static gboolean
parse_players (TrpJsonReader  *reader,
               TrpJsonRef      array,
               GArray         *players,
               GError        **error)
{
  guint n = trp_json_reader_length (reader, array);
  TrpJsonRef node = trp_json_reader_first (reader, array);

  if (n == 0 || n > 8)
    return invalid (error, TRP_MATCH_ERROR_INVALID, _("A match has 1 to 8 players, not %u"), n);

  for (guint i = 0; i < n; i++, node = trp_json_reader_next (reader, node))
    {
      static const char * const levels[] = { "easy", "normal", "hard", NULL };
      TrpJsonRef name, kind, level, team;
      g_autofree char *name_text = NULL;
      g_autofree char *level_text = NULL;
      TrpPlayer player = { NULL, };

      if (!trp_json_reader_is (reader, node, TRP_JSON_OBJECT))
        return invalid (error, TRP_MATCH_ERROR_INVALID, _("Player %u is not an object"), i);

      name = get_member (reader, node, "name", TRP_JSON_STRING);
      kind = get_member (reader, node, "kind", TRP_JSON_STRING);
      level = trp_json_reader_member (reader, node, "level");
      team = get_member (reader, node, "team", TRP_JSON_INT);

      name_text = name >= 0 ? trp_json_reader_dup_string (reader, name) : NULL;
      if (name_text == NULL || strlen (name_text) > MAX_NAME_LENGTH ||
          !g_utf8_validate (name_text, -1, NULL))
        return invalid (error, TRP_MATCH_ERROR_INVALID, _("Player %u has no valid name"), i);
      if (!trp_json_reader_string_equal (reader, kind, "human") &&
          !trp_json_reader_string_equal (reader, kind, "computer"))
        return invalid (error, TRP_MATCH_ERROR_INVALID,
                        _("Player %u must be “human” or “computer”"), i);
      if (level >= 0)
        {
          level_text = trp_json_reader_dup_string (reader, level);
          /* An unknown level would be played as another and written back
           * as it was: the format knows three. */
          if (level_text == NULL || !g_strv_contains (levels, level_text))
            return invalid (error, TRP_MATCH_ERROR_INVALID, _("Player %u has an invalid level"), i);
        }
      if (team < 0 || trp_json_reader_get_int (reader, team) < -1 ||
          trp_json_reader_get_int (reader, team) > 8)
        return invalid (error, TRP_MATCH_ERROR_INVALID, _("Player %u has an invalid team"), i);

      player.name = g_steal_pointer (&name_text);
      player.kind = trp_json_reader_string_equal (reader, kind, "human") ? TRP_PLAYER_HUMAN : TRP_PLAYER_COMPUTER;
      player.level = g_steal_pointer (&level_text);
      player.team = (int) trp_json_reader_get_int (reader, team);
      g_array_append_val (players, player);
    }

  return TRUE;
}

/* The rule a refusal cites, if the refusal came from the rules; “-” is
 * what the engine cites for checks no rule numbers (a seat that does not
 * exist). */
static void
report_rule (TrpMatchLoadReport *report,
             const GError       *rule_error)
{
  g_autofree char *rule_id = NULL;

  if (rule_error == NULL || rule_error->domain != TRP_RULE_ERROR)
    return;

  rule_id = trp_rule_error_get_rule_id (rule_error);
  if (rule_id != NULL && !g_str_equal (rule_id, "-"))
    {
      g_free (report->rule_id);
      report->rule_id = g_steal_pointer (&rule_id);
    }
}

/* A short unescaped string copied into @buffer, for the card and suit
 * codes that the card module reads nul-terminated. */
static gboolean
peek_code (TrpJsonReader *reader,
           TrpJsonRef     ref,
           char          *buffer,
           gsize          size)
{
  const char *text;
  gsize length;

  if (!trp_json_reader_is (reader, ref, TRP_JSON_STRING) ||
      (text = trp_json_reader_peek_string (reader, ref, &length)) == NULL ||
      length == 0 || length >= size)
    return FALSE;
  memcpy (buffer, text, length);
  buffer[length] = '\0';
  return TRUE;
}

/* Card codes by their bytes: the card module's own lookup compares the
 * text with every code, and a long match has tens of thousands of cards. */
static guint8 two_byte_cards[128][128];
static guint8 ten_cards[128];

static void
ensure_card_index (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      for (guint card = 1; card < 256; card++)
        {
          const char *code;

          if (!trp_card_is_valid ((TrpCard) card) ||
              (code = trp_card_to_code ((TrpCard) card)) == NULL)
            continue;
          if (strlen (code) == 2 && (guchar) code[0] < 128 && (guchar) code[1] < 128)
            two_byte_cards[(guchar) code[0]][(guchar) code[1]] = (guint8) card;
          else if (strlen (code) == 3 && code[0] == '1' && code[1] == '0' && (guchar) code[2] < 128)
            ten_cards[(guchar) code[2]] = (guint8) card;
        }
      g_once_init_leave (&initialized, 1);
    }
}

static gboolean
card_from_bytes (const char *text,
                 gsize       length,
                 TrpCard    *card)
{
  guchar a = length > 0 ? (guchar) text[0] : 0;
  guchar b = length > 1 ? (guchar) text[1] : 0;
  guchar c = length > 2 ? (guchar) text[2] : 0;

  if (length == 2 && a < 128 && b < 128)
    *card = two_byte_cards[a][b];
  else if (length == 3 && a == '1' && b == '0' && c < 128)
    *card = ten_cards[c];
  else
    *card = TRP_CARD_NONE;
  return *card != TRP_CARD_NONE;
}

static gboolean
quick_cards (TrpJsonReader *reader,
             TrpJsonRef     array,
             TrpCard       *cards,
             guint         *n_cards)
{
  guint n = trp_json_reader_length (reader, array);

  if (!trp_json_reader_is (reader, array, TRP_JSON_ARRAY) ||
      n == 0 || *n_cards + n > TRP_ACTION_MAX_CARDS)
    return FALSE;

  for (TrpJsonRef element = trp_json_reader_first (reader, array); element >= 0;
       element = trp_json_reader_next (reader, element))
    {
      const char *text;
      gsize length;

      if (!trp_json_reader_is (reader, element, TRP_JSON_STRING) ||
          (text = trp_json_reader_peek_string (reader, element, &length)) == NULL ||
          !card_from_bytes (text, length, &cards[(*n_cards)++]))
        return FALSE;
    }

  return TRUE;
}

/* The action types a load has met, interned: g_intern_string() takes a
 * global lock, and a game has a dozen types for thousands of moves. */
typedef struct
{
  const char *types[16];
  guint       n_types;
} TypeCache;

static const char *
intern_type (TypeCache  *cache,
             const char *type)
{
  const char *interned;

  for (guint i = 0; i < cache->n_types; i++)
    if (strcmp (cache->types[i], type) == 0)
      return cache->types[i];

  interned = g_intern_string (type);
  if (cache->n_types < G_N_ELEMENTS (cache->types))
    cache->types[cache->n_types++] = interned;
  return interned;
}

/* The move at @ref when it is in the form writers give it: known members
 * once each, of the right types, valid cards. %NULL for anything else,
 * which the reference parser then reads, accepting or wording the error
 * exactly as it always has. */
static TrpAction *
quick_action (TrpJsonReader *reader,
              TrpJsonRef     ref,
              TypeCache     *cache)
{
  g_autoptr(TrpAction) action = NULL;
  TrpJsonRef type = -1, cards = -1, groups = -1;
  int seat = -1, target = -1;
  TrpSuit suit = TRP_SUIT_NONE;
  TrpCard all[TRP_ACTION_MAX_CARDS];
  guint8 sizes[TRP_ACTION_MAX_CARDS];
  guint n_cards = 0, n_groups = 0;
  char type_text[33];
  guint seen = 0;

  if (!trp_json_reader_is (reader, ref, TRP_JSON_OBJECT))
    return NULL;
  ensure_card_index ();

  for (TrpJsonRef key = trp_json_reader_first (reader, ref); key >= 0;)
    {
      static const char * const names[] = { "type", "seat", "target", "suit", "cards", "groups" };
      TrpJsonRef value = trp_json_reader_next (reader, key);
      const char *name;
      gsize length;
      guint which;

      /* A name with escapes is left to the reference parser. */
      if ((name = trp_json_reader_peek_string (reader, key, &length)) == NULL)
        return NULL;
      for (which = 0; which < G_N_ELEMENTS (names); which++)
        if (strncmp (names[which], name, length) == 0 && names[which][length] == '\0')
          break;
      if (which == G_N_ELEMENTS (names) || (seen & (1u << which)) != 0)
        return NULL;
      seen |= 1u << which;

      switch (which)
        {
        case 0:
          if (!peek_code (reader, value, type_text, sizeof type_text))
            return NULL;
          type = value;
          break;

        case 1:
        case 2:
          {
            gint64 v;

            if (!trp_json_reader_is (reader, value, TRP_JSON_INT) ||
                (v = trp_json_reader_get_int (reader, value)) < 0 || v > G_MAXINT16)
              return NULL;
            if (which == 1)
              seat = (int) v;
            else
              target = (int) v;
          }
          break;

        case 3:
          {
            char code[8];

            if (!peek_code (reader, value, code, sizeof code) ||
                !trp_suit_from_code (code, &suit, NULL))
              return NULL;
          }
          break;

        case 4:
          cards = value;
          break;

        default:
          groups = value;
          break;
        }

      key = trp_json_reader_next (reader, value);
    }

  if (type < 0 || seat < 0 || (cards >= 0 && groups >= 0))
    return NULL;

  if (cards >= 0 && !quick_cards (reader, cards, all, &n_cards))
    return NULL;
  if (groups >= 0)
    {
      if (!trp_json_reader_is (reader, groups, TRP_JSON_ARRAY) ||
          trp_json_reader_length (reader, groups) < 2)
        return NULL;
      for (TrpJsonRef group = trp_json_reader_first (reader, groups); group >= 0;
           group = trp_json_reader_next (reader, group))
        {
          guint before = n_cards;

          if (!quick_cards (reader, group, all, &n_cards))
            return NULL;
          sizes[n_groups++] = (guint8) (n_cards - before);
        }
    }

  /* As trp_action_new() makes it, with the type interned already. */
  action = g_new0 (TrpAction, 1);
  action->type = intern_type (cache, type_text);
  action->seat = seat;
  action->target = target;
  action->suit = suit;
  action->n_cards = n_cards;
  action->cards = g_memdup2 (all, n_cards * sizeof (TrpCard));
  if (n_groups > 0)
    {
      action->n_groups = n_groups;
      action->group_sizes = g_memdup2 (sizes, n_groups);
    }

  return g_steal_pointer (&action);
}

static TrpAction *
read_action (TrpJsonReader  *reader,
             TrpJsonRef      ref,
             TypeCache      *cache,
             guint           round,
             guint           index,
             GError        **error)
{
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) local_error = NULL;
  TrpAction *action = quick_action (reader, ref, cache);
  TrpJsonRef type;

  if (action != NULL)
    return action;

  /* json-glib's getters complain about a member of the wrong kind rather
   * than fail; the one the action parser reads with a default is checked
   * here first. */
  type = trp_json_reader_member (reader, ref, "type");
  if (type >= 0 && !trp_json_reader_is (reader, type, TRP_JSON_STRING))
    {
      invalid (error, TRP_MATCH_ERROR_INVALID, _("Round %u, move %u: its “type” is not a string"),
               round, index);
      return NULL;
    }

  node = trp_json_reader_to_node (reader, ref);
  action = trp_action_new_from_json (node, &local_error);
  if (action == NULL)
    invalid (error, TRP_MATCH_ERROR_INVALID, _("Round %u, move %u: %s"),
             round, index, local_error->message);
  return action;
}

static gboolean
replay_round (TrpMatch           *self,
              guint               index,
              TrpJsonReader      *reader,
              TrpJsonRef          object,
              TypeCache          *cache,
              gboolean            is_last,
              TrpMatchLoadReport *report,
              GError            **error)
{
  TrpJsonRef seed = get_member (reader, object, "seed", TRP_JSON_INT);
  TrpJsonRef deal = get_member (reader, object, "deal", TRP_JSON_OBJECT);
  TrpJsonRef dealer = get_member (reader, object, "dealer", TRP_JSON_INT);
  TrpJsonRef actions = get_member (reader, object, "actions", TRP_JSON_ARRAY);
  TrpJsonRef scores = trp_json_reader_member (reader, object, "scores");
  g_autoptr(GError) local_error = NULL;
  gint64 dealer_seat;
  Round *round;
  guint n_actions, a;
  gboolean over;

  report->round = index + 1;
  report->action = 0;

  if ((seed < 0) == (deal < 0))
    return invalid (error, TRP_MATCH_ERROR_INVALID,
                    _("Round %u needs either a “seed” or a “deal”"), index + 1);
  if (seed >= 0 && (trp_json_reader_get_int (reader, seed) < 0 ||
                    trp_json_reader_get_int (reader, seed) > MAX_SAFE_SEED))
    return invalid (error, TRP_MATCH_ERROR_INVALID, _("Round %u has an invalid seed"), index + 1);
  if (actions < 0 || dealer < 0)
    return invalid (error, TRP_MATCH_ERROR_INVALID,
                    _("Round %u needs a “dealer” and a list of “actions”"), index + 1);
  dealer_seat = trp_json_reader_get_int (reader, dealer);

  /* The first dealer was drawn by lot when the match began. */
  if (index == 0)
    {
      if (dealer_seat < 0 || dealer_seat >= self->players->len)
        return invalid (error, TRP_MATCH_ERROR_INVALID, _("Round %u has no such dealer"), index + 1);
      trp_match_set_first_dealer (self, (int) dealer_seat);
    }

  if (seed >= 0)
    trp_match_start_round (self, (guint64) trp_json_reader_get_int (reader, seed), &local_error);
  else
    {
      g_autoptr(JsonNode) node = trp_json_reader_to_node (reader, deal);

      /* json-glib may refuse what the reader took (a number too large
       * for it); the deal is then no deal. */
      if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
        return invalid (error, TRP_MATCH_ERROR_INVALID, _("Round %u needs either a “seed” or a “deal”"),
                        index + 1);
      trp_match_start_round_explicit (self, json_node_get_object (node), &local_error);
    }
  if (local_error != NULL)
    {
      report_rule (report, local_error);
      return invalid (error, TRP_MATCH_ERROR_INVALID, _("Round %u cannot be dealt: %s"),
                      index + 1, local_error->message);
    }

  round = g_ptr_array_index (self->rounds, index);
  if (dealer_seat != round->dealer)
    return invalid (error, TRP_MATCH_ERROR_MISMATCH,
                    _("Round %u: the file says seat %d dealt, the rules say seat %u"),
                    index + 1, (int) dealer_seat, round->dealer);

  n_actions = trp_json_reader_length (reader, actions);
  if (n_actions > MAX_ACTIONS)
    return invalid (error, TRP_MATCH_ERROR_TOO_LARGE, _("Round %u has too many moves"), index + 1);

  /* After the deal, only a move can end the round, and then it has a
   * result. */
  a = 0;
  over = trp_game_is_round_over (self->game);
  for (TrpJsonRef element = trp_json_reader_first (reader, actions); element >= 0;
       element = trp_json_reader_next (reader, element))
    {
      TrpAction *action;

      report->action = ++a;
      if (over)
        return invalid (error, TRP_MATCH_ERROR_INVALID,
                        _("Round %u, move %u: the round was already over"), index + 1, a);

      action = read_action (reader, element, cache, index + 1, a, error);
      if (action == NULL)
        return FALSE;

      if (!perform (self, action, TRUE, &local_error))
        {
          report_rule (report, local_error);
          return invalid (error, TRP_MATCH_ERROR_ILLEGAL_ACTION, _("Round %u, move %u is illegal: %s"),
                          index + 1, a, local_error->message);
        }
      over = round->result != NULL;
    }
  report->action = 0;

  if (round->result == NULL)
    {
      if (!is_last)
        return invalid (error, TRP_MATCH_ERROR_INVALID,
                        _("Round %u ends before its last move, but more rounds follow"), index + 1);
      if (scores >= 0)
        return invalid (error, TRP_MATCH_ERROR_MISMATCH,
                        _("Round %u has scores but is not finished"), index + 1);
    }
  else
    {
      g_autofree int *computed = g_new0 (int, self->n_units);

      for (guint i = 0; i < self->n_units; i++)
        computed[i] = trp_round_result_get_total (round->result, i);
      if (!int_array_equals (reader, scores, computed, self->n_units))
        return invalid (error, TRP_MATCH_ERROR_MISMATCH,
                        _("Round %u: the stored scores do not match the moves"), index + 1);
    }

  return TRUE;
}

/**
 * trp_match_check_json_depth:
 * @text: JSON text, not yet parsed
 *
 * Refuses text nested deeper than a match ever is, before json-glib, which
 * parses recursively, could exhaust the stack on it.
 */
gboolean
trp_match_check_json_depth (const char  *text,
                            gsize        length,
                            GError     **error)
{
  int depth = 0;
  gboolean in_string = FALSE;

  for (gsize i = 0; i < length; i++)
    {
      char c = text[i];

      if (in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            in_string = FALSE;
        }
      else if (c == '"')
        in_string = TRUE;
      else if (c == '[' || c == '{')
        {
          if (++depth > MAX_JSON_DEPTH)
            return invalid (error, TRP_MATCH_ERROR_TOO_LARGE,
                            _("The file nests deeper than %d levels"), MAX_JSON_DEPTH);
        }
      else if (c == ']' || c == '}')
        depth--;
    }

  return TRUE;
}

/**
 * trp_match_load_report_clear:
 *
 * Frees the report's rule ID and resets it to “nowhere”.
 */
void
trp_match_load_report_clear (TrpMatchLoadReport *report)
{
  g_return_if_fail (report != NULL);

  g_clear_pointer (&report->rule_id, g_free);
  report->round = 0;
  report->action = 0;
}

static gboolean
summary_field_mismatch (GError     **error,
                        const char  *field)
{
  /* Translators: %s is a member of the save file's summary, such as
   * “totals”; it is not translated. */
  return invalid (error, TRP_MATCH_ERROR_MISMATCH,
                  _("The summary’s “%s” does not match the moves"), field);
}

/* Whether a stored winner is the replay's. No winner is written null;
 * −1 says the same. */
static gboolean
winner_agrees (TrpMatch      *self,
               TrpJsonReader *reader,
               TrpJsonRef     member)
{
  gint64 expected = self->is_over && self->winner >= 0 ? self->winner : -1;

  if (trp_json_reader_is (reader, member, TRP_JSON_NULL))
    return expected == -1;
  if (trp_json_reader_is (reader, member, TRP_JSON_INT))
    return trp_json_reader_get_int (reader, member) == expected;
  return FALSE;
}

/* The summary is redundant: a file whose summary says something else than
 * its moves has been edited or damaged, and the start page would show a
 * match that is not the one that opens. */
static gboolean
check_summary (TrpMatch       *self,
               TrpJsonReader  *reader,
               TrpJsonRef      summary,
               GError        **error)
{
  TrpJsonRef member, name;
  guint i;

  if (!trp_json_reader_is (reader, summary, TRP_JSON_OBJECT))
    return invalid (error, TRP_MATCH_ERROR_INVALID, _("The summary is not an object"));

  member = get_member (reader, summary, "game", TRP_JSON_STRING);
  if (!trp_json_reader_string_equal (reader, member, self->game_id))
    return summary_field_mismatch (error, "game");

  member = get_member (reader, summary, "players", TRP_JSON_ARRAY);
  if (member < 0 || trp_json_reader_length (reader, member) != self->players->len)
    return summary_field_mismatch (error, "players");
  for (name = trp_json_reader_first (reader, member), i = 0; name >= 0;
       name = trp_json_reader_next (reader, name), i++)
    {
      if (!trp_json_reader_string_equal (reader, name, g_array_index (self->players, TrpPlayer, i).name))
        return summary_field_mismatch (error, "players");
    }

  if (!totals_equal (self, reader, trp_json_reader_member (reader, summary, "totals")))
    return summary_field_mismatch (error, "totals");

  member = get_member (reader, summary, "rounds", TRP_JSON_INT);
  if (member < 0 || trp_json_reader_get_int (reader, member) != self->rounds->len)
    return summary_field_mismatch (error, "rounds");

  member = get_member (reader, summary, "over", TRP_JSON_TRUE);
  if (member < 0 || trp_json_reader_is (reader, member, TRP_JSON_TRUE) != self->is_over)
    return summary_field_mismatch (error, "over");

  member = trp_json_reader_member (reader, summary, "winner");
  if (member < 0 || !winner_agrees (self, reader, member))
    return summary_field_mismatch (error, "winner");

  /* The time of the last save is the one thing the moves cannot check. */
  member = trp_json_reader_member (reader, summary, "updated");
  if (member >= 0 && !trp_json_reader_is (reader, member, TRP_JSON_STRING))
    return summary_field_mismatch (error, "updated");

  return TRUE;
}

static TrpMatch *
new_from_reader (TrpJsonReader       *reader,
                 TrpGameFactory       factory,
                 TrpRulesLookup       rules_lookup,
                 TrpMatchLoadReport  *report,
                 GError             **error)
{
  g_autoptr(TrpMatch) self = NULL;
  g_autoptr(TrpRules) rules = NULL;
  g_autoptr(GArray) players = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *game_id = NULL;
  const TrpRulesDescriptor *descriptor = NULL;
  TrpJsonRef root = trp_json_reader_root (reader);
  TrpJsonRef format, version, game, rules_ref, players_ref, rounds, created, over, winner, summary;
  TypeCache cache = { { NULL, }, 0 };
  gint64 version_number;
  guint n_rounds, r;

  if (!trp_json_reader_is (reader, root, TRP_JSON_OBJECT))
    {
      invalid (error, TRP_MATCH_ERROR_WRONG_FORMAT, _("This is not a Trapoula match"));
      return NULL;
    }

  format = get_member (reader, root, "format", TRP_JSON_STRING);
  version = get_member (reader, root, "version", TRP_JSON_INT);
  if (!trp_json_reader_string_equal (reader, format, TRP_MATCH_FORMAT) || version < 0)
    {
      invalid (error, TRP_MATCH_ERROR_WRONG_FORMAT, _("This is not a Trapoula match"));
      return NULL;
    }
  version_number = trp_json_reader_get_int (reader, version);
  if (version_number > TRP_MATCH_VERSION)
    {
      g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT, version_number);

      invalid (error, TRP_MATCH_ERROR_FUTURE_VERSION,
               _("This match was saved by a newer Trapoula (format version %s); "
                 "update Trapoula to open it"), number);
      return NULL;
    }
  if (version_number < 1)
    {
      invalid (error, TRP_MATCH_ERROR_WRONG_FORMAT, _("This is not a Trapoula match"));
      return NULL;
    }

  game = get_member (reader, root, "game", TRP_JSON_STRING);
  if (game >= 0)
    game_id = trp_json_reader_dup_string (reader, game);
  if (game_id == NULL || (descriptor = rules_lookup (game_id)) == NULL)
    {
      g_autofree char *quoted = trp_json_input_quote (game_id, -1);

      invalid (error, TRP_MATCH_ERROR_UNKNOWN_GAME, _("Unknown game “%s”"), quoted);
      return NULL;
    }

  rules_ref = get_member (reader, root, "rules", TRP_JSON_OBJECT);
  if (rules_ref >= 0)
    {
      g_autoptr(JsonNode) node = trp_json_reader_to_node (reader, rules_ref);

      if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
        rules = trp_rules_new_from_json (descriptor, node, &local_error);
    }
  if (rules == NULL)
    {
      invalid (error, TRP_MATCH_ERROR_INVALID, _("Invalid rules: %s"),
               local_error != NULL ? local_error->message : _("missing"));
      return NULL;
    }

  players_ref = get_member (reader, root, "players", TRP_JSON_ARRAY);
  players = g_array_new (FALSE, TRUE, sizeof (TrpPlayer));
  g_array_set_clear_func (players, player_clear);
  if (players_ref < 0)
    {
      invalid (error, TRP_MATCH_ERROR_INVALID, _("The match has no players"));
      return NULL;
    }
  if (!parse_players (reader, players_ref, players, error))
    return NULL;

  /* Rules that count the players (Biriba's B-2) must count these seats:
   * the game would otherwise deal for one number and seat another. */
  if (trp_rules_descriptor_find_option (descriptor, "player_count") != NULL &&
      trp_rules_get_int (rules, "player_count") != (int) players->len)
    {
      invalid (error, TRP_MATCH_ERROR_INVALID,
               _("The rules are for %d players, but the match seats %u"),
               trp_rules_get_int (rules, "player_count"), players->len);
      return NULL;
    }

  self = trp_match_new (game_id, rules,
                        (const TrpPlayer *) players->data, players->len,
                        factory, &local_error);
  if (self == NULL)
    {
      invalid (error, TRP_MATCH_ERROR_INVALID, "%s", local_error->message);
      return NULL;
    }

  created = get_member (reader, root, "created", TRP_JSON_STRING);
  if (created >= 0)
    {
      g_autofree char *text = trp_json_reader_dup_string (reader, created);

      g_free (self->created);
      self->created = g_strndup (text, 64);
    }

  rounds = get_member (reader, root, "rounds", TRP_JSON_ARRAY);
  if (rounds < 0)
    {
      invalid (error, TRP_MATCH_ERROR_INVALID, _("The match has no list of rounds"));
      return NULL;
    }

  n_rounds = trp_json_reader_length (reader, rounds);
  if (n_rounds > MAX_ROUNDS)
    {
      invalid (error, TRP_MATCH_ERROR_TOO_LARGE, _("A match has at most %d rounds"), MAX_ROUNDS);
      return NULL;
    }

  r = 0;
  for (TrpJsonRef round = trp_json_reader_first (reader, rounds); round >= 0;
       round = trp_json_reader_next (reader, round), r++)
    {
      if (!trp_json_reader_is (reader, round, TRP_JSON_OBJECT))
        {
          report->round = r + 1;
          invalid (error, TRP_MATCH_ERROR_INVALID, _("Round %u is not an object"), r + 1);
          return NULL;
        }
      if (!replay_round (self, r, reader, round, &cache, r + 1 == n_rounds, report, error))
        return NULL;
    }
  report->round = 0;

  if (!totals_equal (self, reader, trp_json_reader_member (reader, root, "totals")))
    {
      invalid (error, TRP_MATCH_ERROR_MISMATCH, _("The stored totals do not match the rounds"));
      return NULL;
    }
  /* A missing “over” means a match that goes on. */
  over = trp_json_reader_member (reader, root, "over");
  if ((over >= 0 && get_member (reader, root, "over", TRP_JSON_TRUE) < 0) ||
      trp_json_reader_is (reader, over, TRP_JSON_TRUE) != self->is_over)
    {
      invalid (error, TRP_MATCH_ERROR_MISMATCH,
               _("The file and the rules disagree on whether the match is over"));
      return NULL;
    }

  /* The winner is redundant too; files that have none still load. */
  winner = trp_json_reader_member (reader, root, "winner");
  if (winner >= 0 && !winner_agrees (self, reader, winner))
    {
      invalid (error, TRP_MATCH_ERROR_MISMATCH, _("The stored winner does not match the moves"));
      return NULL;
    }

  /* Files from before the summary existed have none, and still load. One
   * summary at most: the start page shows the first it finds, and must
   * show the one checked here. */
  if (trp_json_reader_count_members (reader, root, "summary") > 1)
    {
      invalid (error, TRP_MATCH_ERROR_MISMATCH, _("The file has more than one summary"));
      return NULL;
    }
  summary = trp_json_reader_member (reader, root, "summary");
  if (summary >= 0 && !check_summary (self, reader, summary, error))
    return NULL;

  return g_steal_pointer (&self);
}

/* Reads @text whole through the one JSON policy (trp-json-input.h), or
 * sets the loader's error: json-glib's words for text that is not JSON,
 * as the loader always gave them. Text that is not strict JSON but that
 * json-glib reads (comments, leading zeros) is read in its strict
 * rewriting, kept in @lax_text, so that every file that ever loaded still
 * does. */
static TrpJsonReader *
read_text (const char  *text,
           gsize        length,
           char       **lax_text,
           GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  TrpJsonReader *reader;

  reader = trp_json_input_read (text, length, MAX_FILE_SIZE, lax_text, &local_error);
  if (reader != NULL)
    return reader;

  switch ((TrpJsonInputError) local_error->code)
    {
    case TRP_JSON_INPUT_ERROR_TOO_LARGE:
      invalid (error, TRP_MATCH_ERROR_TOO_LARGE,
               _("the file is too large to be a match (%d MB at most)"),
               MAX_FILE_SIZE / (1024 * 1024));
      break;
    case TRP_JSON_INPUT_ERROR_TOO_DEEP:
      invalid (error, TRP_MATCH_ERROR_TOO_LARGE,
               _("The file nests deeper than %d levels"), MAX_JSON_DEPTH);
      break;
    case TRP_JSON_INPUT_ERROR_EMPTY:
      invalid (error, TRP_MATCH_ERROR_NOT_JSON, _("the file is empty"));
      break;
    case TRP_JSON_INPUT_ERROR_NOT_JSON:
    default:
      invalid (error, TRP_MATCH_ERROR_NOT_JSON, _("not a readable match file: %s"),
               local_error->message);
      break;
    }
  return NULL;
}

static TrpMatch *
new_from_text (const char          *text,
               gsize                length,
               TrpGameFactory       factory,
               TrpRulesLookup       rules_lookup,
               TrpMatchLoadReport  *report,
               GError             **error)
{
  g_auto(TrpMatchLoadReport) local_report = { 0, };
  g_autofree char *lax_text = NULL;
  g_autoptr(TrpJsonReader) reader = NULL;
  TrpMatch *self;

  if (report != NULL)
    *report = (TrpMatchLoadReport) { 0, };

  reader = read_text (text, length, &lax_text, error);
  if (reader == NULL)
    return NULL;

  self = new_from_reader (reader, factory, rules_lookup, &local_report, error);
  if (self != NULL)
    trp_match_load_report_clear (&local_report);
  if (report != NULL)
    {
      *report = local_report;
      local_report.rule_id = NULL;
    }

  return self;
}

/**
 * trp_match_new_from_json_full:
 * @factory: creates games by id
 * @rules_lookup: finds a game's option table by id
 * @report: (out caller-allocates) (optional): where loading stopped, when
 *   it fails; cleared when it succeeds. Free it with
 *   trp_match_load_report_clear().
 *
 * Rebuilds a match by replaying every move through the rules; the stored
 * scores, totals and summary must agree with the replay.
 *
 * Returns: (transfer full) (nullable): the match, or %NULL with @error set
 */
TrpMatch *
trp_match_new_from_json_full (JsonNode            *node,
                              TrpGameFactory       factory,
                              TrpRulesLookup       rules_lookup,
                              TrpMatchLoadReport  *report,
                              GError             **error)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (factory != NULL, NULL);
  g_return_val_if_fail (rules_lookup != NULL, NULL);

  if (report != NULL)
    *report = (TrpMatchLoadReport) { 0, };

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      invalid (error, TRP_MATCH_ERROR_WRONG_FORMAT, _("This is not a Trapoula match"));
      return NULL;
    }

  /* One loader for files and trees: the tree goes through its text. */
  text = json_to_string (node, FALSE);
  return new_from_text (text, strlen (text), factory, rules_lookup, report, error);
}

/**
 * trp_match_new_from_json:
 *
 * trp_match_new_from_json_full() without the report.
 *
 * Returns: (transfer full) (nullable): the match, or %NULL with @error set
 */
TrpMatch *
trp_match_new_from_json (JsonNode        *node,
                         TrpGameFactory   factory,
                         TrpRulesLookup   rules_lookup,
                         GError         **error)
{
  return trp_match_new_from_json_full (node, factory, rules_lookup, NULL, error);
}



/* --- Files ------------------------------------------------------------- */

void
trp_match_set_save_path (TrpMatch   *self,
                         const char *path)
{
  g_return_if_fail (TRP_IS_MATCH (self));

  if (g_strcmp0 (self->save_path, path) == 0)
    return;

  trp_match_unlock (self);
  g_free (self->save_path);
  self->save_path = g_strdup (path);
  self->have_stamp = FALSE;
  self->save_refused = FALSE;
}

const char *
trp_match_get_save_path (TrpMatch *self)
{
  g_return_val_if_fail (TRP_IS_MATCH (self), NULL);

  return self->save_path;
}

static gboolean
same_file_state (const GStatBuf *a,
                 const GStatBuf *b)
{
  return a->st_dev == b->st_dev && a->st_ino == b->st_ino && a->st_size == b->st_size &&
         a->st_mtim.tv_sec == b->st_mtim.tv_sec && a->st_mtim.tv_nsec == b->st_mtim.tv_nsec;
}

/* Remembers the file as it is now: what this match read or wrote. */
static void
take_stamp (TrpMatch *self)
{
  self->have_stamp = self->save_path != NULL && g_stat (self->save_path, &self->stamp) == 0;
}

/* A hidden file beside the match: listing skips it, and the lock is the
 * flock() on it, which ends with the process however it ends. */
static char *
dup_lock_path (const char *path)
{
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *name = g_strconcat (".", base, ".lock", NULL);

  return g_build_filename (folder, name, NULL);
}

/**
 * trp_match_lock:
 *
 * Takes the advisory lock of the match's save file, held until the match
 * is freed, its save path changes or trp_match_unlock(): one writer per
 * file, even for two windows that do not know of each other.
 *
 * Returns: %TRUE when this match holds the lock; else %FALSE with
 *   %TRP_MATCH_ERROR_LOCKED when another holds it
 */
gboolean
trp_match_lock (TrpMatch  *self,
                GError   **error)
{
  g_autofree char *folder = NULL;
  g_autofree char *lock_path = NULL;

  g_return_val_if_fail (TRP_IS_MATCH (self), FALSE);
  g_return_val_if_fail (self->save_path != NULL, FALSE);

  if (self->lock_fd >= 0)
    return TRUE;

  folder = g_path_get_dirname (self->save_path);
  g_mkdir_with_parents (folder, 0700);
  lock_path = dup_lock_path (self->save_path);

  /* Another window may remove the lock file as it lets go of it; the lock
   * that counts is on the file found at the path afterwards. */
  for (guint attempt = 0; attempt < 8; attempt++)
    {
      GStatBuf held, named;
      int fd = g_open (lock_path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
      int saved_errno;

      if (fd < 0)
        {
          saved_errno = errno;
          g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_IO,
                       _("Could not lock the match %s: %s"), self->save_path, g_strerror (saved_errno));
          return FALSE;
        }
      if (flock (fd, LOCK_EX | LOCK_NB) != 0)
        {
          saved_errno = errno;
          close (fd);
          if (saved_errno == EWOULDBLOCK)
            {
              g_set_error_literal (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_LOCKED,
                                   _("This match is open in another window"));
              return FALSE;
            }
          g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_IO,
                       _("Could not lock the match %s: %s"), self->save_path, g_strerror (saved_errno));
          return FALSE;
        }
      if (fstat (fd, &held) == 0 && g_stat (lock_path, &named) == 0 &&
          held.st_dev == named.st_dev && held.st_ino == named.st_ino)
        {
          self->lock_fd = fd;
          self->lock_path = g_steal_pointer (&lock_path);
          return TRUE;
        }
      close (fd);
    }

  g_set_error_literal (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_LOCKED,
                       _("This match is open in another window"));
  return FALSE;
}

/**
 * trp_match_path_is_locked:
 * @path: a save file
 *
 * Returns: whether a match holds the lock of trp_match_lock() on @path, in
 *   this process or another: the file must then not be removed
 */
gboolean
trp_match_path_is_locked (const char *path)
{
  g_autofree char *lock_path = NULL;
  gboolean locked;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);

  lock_path = dup_lock_path (path);
  fd = g_open (lock_path, O_RDONLY | O_CLOEXEC, 0);
  if (fd < 0)
    return FALSE;
  /* flock() locks of one process conflict through separate open files
   * too, so this sees this process's own matches as well. */
  locked = flock (fd, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK;
  close (fd);
  return locked;
}

/**
 * trp_match_unlock:
 *
 * Lets go of the lock of trp_match_lock(), if this match holds it.
 */
void
trp_match_unlock (TrpMatch *self)
{
  g_return_if_fail (TRP_IS_MATCH (self));

  if (self->lock_fd < 0)
    return;

  /* Removed while still held, so that no one locks a file on its way
   * out. */
  g_unlink (self->lock_path);
  close (self->lock_fd);
  self->lock_fd = -1;
  g_clear_pointer (&self->lock_path, g_free);
}

/**
 * trp_match_save:
 *
 * Writes the match to its save path atomically: a temporary file in the
 * same folder, flushed to disk, then renamed over the old one, so a crash
 * or a full disk never leaves a half-written match. A file that another
 * program changed, replaced or removed since this match read or wrote it
 * is never overwritten: %TRP_MATCH_ERROR_CHANGED.
 */
gboolean
trp_match_save (TrpMatch  *self,
                GError   **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *text = NULL;
  gsize length;

  g_return_val_if_fail (TRP_IS_MATCH (self), FALSE);
  g_return_val_if_fail (self->save_path != NULL, FALSE);

  if (self->have_stamp)
    {
      GStatBuf now;

      if (g_stat (self->save_path, &now) != 0 || !same_file_state (&self->stamp, &now))
        {
          g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_CHANGED,
                       _("The match was not saved: another program changed or removed %s "
                         "while it was open, and it is left as that program left it"),
                       self->save_path);
          return FALSE;
        }
    }

  folder = g_path_get_dirname (self->save_path);
  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_IO,
                   _("Could not save the match to %s: %s"), self->save_path, g_strerror (saved_errno));
      return FALSE;
    }

  text = to_text (self, &length);
  if (!g_file_set_contents_full (self->save_path, text, length,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                 0600, &local_error))
    {
      g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_IO,
                   _("Could not save the match to %s: %s"), self->save_path, local_error->message);
      return FALSE;
    }

  take_stamp (self);
  return TRUE;
}

static gboolean
too_large (GError **error)
{
  return invalid (error, TRP_MATCH_ERROR_TOO_LARGE,
                  _("the file is too large to be a match (%d MB at most)"),
                  MAX_FILE_SIZE / (1024 * 1024));
}

/**
 * trp_match_load_from_data:
 * @text: (array length=length): the contents of a save file
 * @report: (out caller-allocates) (optional): where loading stopped
 *
 * Loads and replays a save file already read, with the same checks as
 * trp_match_load(); the messages do not name a file.
 *
 * Returns: (transfer full) (nullable): the match, with no save path
 */
TrpMatch *
trp_match_load_from_data (const char          *text,
                          gsize                length,
                          TrpGameFactory       factory,
                          TrpRulesLookup       rules_lookup,
                          TrpMatchLoadReport  *report,
                          GError             **error)
{
  g_return_val_if_fail (text != NULL || length == 0, NULL);
  g_return_val_if_fail (factory != NULL, NULL);
  g_return_val_if_fail (rules_lookup != NULL, NULL);

  return new_from_text (text, length, factory, rules_lookup, report, error);
}

/**
 * trp_match_load_full:
 * @path: a save file
 * @report: (out caller-allocates) (optional): where loading stopped, when
 *   it fails: the round, the move and the rule, as numbers and an ID
 *   rather than words. Free it with trp_match_load_report_clear().
 *
 * Loads and replays a save file. Errors name the path, the reason and,
 * where it applies, the round and move; the file is never changed.
 *
 * Returns: (transfer full) (nullable): the match, saving back to @path
 */
TrpMatch *
trp_match_load_full (const char          *path,
                     TrpGameFactory       factory,
                     TrpRulesLookup       rules_lookup,
                     TrpMatchLoadReport  *report,
                     GError             **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(TrpMatch) self = NULL;
  g_autofree char *text = NULL;
  GStatBuf st;
  int fd;
  gsize length;

  g_return_val_if_fail (path != NULL, NULL);

  if (report != NULL)
    *report = (TrpMatchLoadReport) { 0, };

  /* Only a regular file is read: a FIFO would block for ever, a device
   * such as /dev/zero would never end. O_NONBLOCK opens a FIFO without
   * waiting for a writer, and fstat() then refuses it. */
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0);
  if (fd < 0 || fstat (fd, &st) != 0)
    {
      int saved_errno = errno;

      if (fd >= 0)
        close (fd);
      g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_IO,
                   "%s: %s", path, g_strerror (saved_errno));
      return NULL;
    }
  if (!S_ISREG (st.st_mode))
    {
      close (fd);
      g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_IO,
                   "%s: %s", path, _("not a regular file"));
      return NULL;
    }
  /* Checked before reading, so a huge file is never read into memory. */
  if (st.st_size > MAX_FILE_SIZE)
    {
      close (fd);
      too_large (&local_error);
      g_set_error (error, TRP_MATCH_ERROR, local_error->code, "%s: %s", path, local_error->message);
      return NULL;
    }

  text = g_malloc ((gsize) st.st_size + 1);
  length = 0;
  while (length < (gsize) st.st_size)
    {
      gssize n = read (fd, text + length, (gsize) st.st_size - length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved_errno = errno;

          close (fd);
          g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_IO,
                       "%s: %s", path, g_strerror (saved_errno));
          return NULL;
        }
      if (n == 0)
        break;
      length += n;
    }
  text[length] = '\0';
  close (fd);

  self = trp_match_load_from_data (text, length, factory, rules_lookup, report, &local_error);
  if (self == NULL)
    {
      g_set_error (error, TRP_MATCH_ERROR, local_error->code, "%s: %s", path, local_error->message);
      return NULL;
    }

  trp_match_set_save_path (self, path);
  /* The file as read: a later save checks that no one changed it since. */
  self->have_stamp = TRUE;
  self->stamp = st;
  return g_steal_pointer (&self);
}

/**
 * trp_match_load:
 * @path: a save file
 *
 * trp_match_load_full() without the report.
 *
 * Returns: (transfer full) (nullable): the match, saving back to @path
 */
TrpMatch *
trp_match_load (const char      *path,
                TrpGameFactory   factory,
                TrpRulesLookup   rules_lookup,
                GError         **error)
{
  return trp_match_load_full (path, factory, rules_lookup, NULL, error);
}

/**
 * trp_match_dup_default_folder:
 *
 * Returns: (transfer full): where matches are saved
 */
char *
trp_match_dup_default_folder (void)
{
  return g_build_filename (g_get_user_data_dir (), "trapoula", "matches", NULL);
}

/**
 * trp_match_new_save_path:
 *
 * Returns: (transfer full): a new file name in the default folder, from the
 *   time and a random suffix, so two matches never share a file
 */
char *
trp_match_new_save_path (void)
{
  g_autoptr(GDateTime) now = now_utc ();
  g_autofree char *folder = trp_match_dup_default_folder ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *name = g_strdup_printf ("match-%s-%08x.json", stamp, g_random_int ());

  return g_build_filename (folder, name, NULL);
}
