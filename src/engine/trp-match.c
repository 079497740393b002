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
#include "trp-match-private.h"

G_DEFINE_FINAL_TYPE (TrpMatch, trp_match, G_TYPE_OBJECT)
G_DEFINE_QUARK (trp-match-error-quark, trp_match_error)

enum {
  PROP_0,
  PROP_GAME,
  PROP_N_ROUNDS,
  PROP_IS_OVER,
  PROP_WINNER,
  PROP_SAVE_FAILING,
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

void
_trp_match_player_clear (gpointer data)
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

    case PROP_SAVE_FAILING:
      g_value_set_boolean (value, self->save_failing);
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
  /**
   * TrpMatch:save-failing:
   *
   * Whether the last save after a move failed (#TrpMatch::save-failed);
   * it turns %FALSE again once a save works, so that what told the
   * person can be withdrawn.
   */
  properties[PROP_SAVE_FAILING] =
    g_param_spec_boolean ("save-failing", NULL, NULL,
                          FALSE,
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
  g_array_set_clear_func (self->players, _trp_match_player_clear);
  self->rounds = g_ptr_array_new_with_free_func (round_free);
  self->winner = -1;
  self->first_dealer = -1;
  self->lock_fd = -1;
}

GDateTime *
_trp_match_now_utc (void)
{
  return g_date_time_new_now_utc ();
}

char *
_trp_match_now_iso8601 (void)
{
  g_autoptr(GDateTime) now = _trp_match_now_utc ();

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
  self->created = _trp_match_now_iso8601 ();

  for (guint i = 0; i < n_players; i++)
    {
      TrpPlayer copy = players[i];

      copy.name = g_strdup (players[i].name);
      copy.level = g_strdup (players[i].level);
      copy.invited = players[i].kind == TRP_PLAYER_HUMAN && players[i].invited;
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

static void autosave (TrpMatch *self);

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
  trp_game_set_person_seat (game, trp_match_get_person_seat (self));

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
  /* The saved-match list says “Round 2” as soon as round 2 is dealt. */
  autosave (self);
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
set_save_failing (TrpMatch *self,
                  gboolean  failing)
{
  if (self->save_failing == failing)
    return;
  self->save_failing = failing;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVE_FAILING]);
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
      set_save_failing (self, TRUE);
      g_signal_emit (self, signals[SAVE_FAILED], 0, error);
    }
  else
    set_save_failing (self, FALSE);
}

/* The last round a match may have is played and no side reached the
 * target (house rules under which totals only fall): the higher total
 * wins, and the round's result says so; equal highest totals win for no
 * one. The save file then stays within what the loader reads. */
static void
end_at_round_limit (TrpMatch       *self,
                    TrpRoundResult *result)
{
  g_autofree char *limit = trp_format_number (MAX_ROUNDS);
  int best = 0;
  guint n_best = 0;

  for (guint i = 0; i < self->n_units; i++)
    {
      if (n_best == 0 || self->totals[i] > self->totals[best])
        {
          best = (int) i;
          n_best = 1;
        }
      else if (self->totals[i] == self->totals[best])
        n_best++;
    }

  self->is_over = TRUE;
  self->ended_at_round_limit = TRUE;
  self->winner = n_best == 1 ? best : -1;

  for (guint i = 0; i < self->n_units; i++)
    {
      g_autofree char *label = NULL;

      if (n_best == 1 && (int) i != best)
        continue;
      if (n_best > 1 && self->totals[i] != self->totals[best])
        continue;
      label = n_best == 1
              /* Translators: %s is the number of rounds a match has at
               * most, 400. */
              ? g_strdup_printf (_("After %s rounds the match ends: the higher total wins it"), limit)
              : g_strdup_printf (_("After %s rounds the match ends: the highest totals are equal, "
                                   "and no one wins"), limit);
      trp_round_result_add_line_full (result, i, TRP_SCORE_MATCH_WON, -1, "", 0, 0, label);
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
  else if (self->rounds->len >= MAX_ROUNDS)
    end_at_round_limit (self, round->result);
}

/* Plays @action, which the match then owns. A replay (@loading) neither
 * signals nor saves: nothing watches a match that is still being read,
 * and the file it comes from is the one it would write. */
gboolean
_trp_match_perform (TrpMatch   *self,
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

  return _trp_match_perform (self, trp_action_copy (action), FALSE, error);
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

/**
 * trp_match_get_max_rounds:
 *
 * Returns: the rounds a match has at most: the match ends after the last
 *   of them, the higher total winning
 */
guint
trp_match_get_max_rounds (void)
{
  return MAX_ROUNDS;
}

/**
 * trp_match_get_max_file_size:
 *
 * Returns: the size of the largest save file the loader reads, in bytes
 */
gsize
trp_match_get_max_file_size (void)
{
  return MAX_FILE_SIZE;
}

/**
 * trp_match_get_ended_at_round_limit:
 *
 * Returns: whether the match is over because its last round was played
 *   (trp_match_get_max_rounds()), not because a side reached the target
 */
gboolean
trp_match_get_ended_at_round_limit (TrpMatch *self)
{
  g_return_val_if_fail (TRP_IS_MATCH (self), FALSE);

  return self->ended_at_round_limit;
}

gboolean
trp_match_get_save_failing (TrpMatch *self)
{
  g_return_val_if_fail (TRP_IS_MATCH (self), FALSE);

  return self->save_failing;
}

gboolean
trp_match_get_round_in_progress (TrpMatch *self)
{
  g_return_val_if_fail (TRP_IS_MATCH (self), FALSE);

  return self->rounds->len > 0 &&
         ((Round *) g_ptr_array_index (self->rounds, self->rounds->len - 1))->result == NULL;
}

/**
 * trp_match_get_person_seat:
 *
 * Returns: the seat of the one person playing, whom the texts address
 *   as “you”, or -1 when no seat or several seats are people's
 */
int
trp_match_get_person_seat (TrpMatch *self)
{
  int person = -1;

  g_return_val_if_fail (TRP_IS_MATCH (self), -1);

  for (guint seat = 0; seat < self->players->len; seat++)
    if (g_array_index (self->players, TrpPlayer, seat).kind == TRP_PLAYER_HUMAN)
      {
        if (person >= 0)
          return -1;
        person = (int) seat;
      }
  return person;
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

/**
 * trp_match_dup_unit_partners:
 * @unit: a scoring unit
 * @with_person: (out): whether the person (trp_match_get_person_seat())
 *   is one of the unit's players
 *
 * A sentence about the person's own side is said to them, “You and Nikos
 * won the match”, with its verb in the plural: this gives the names
 * to go with “you”, or all of them for another side.
 *
 * Returns: (transfer full): the unit's players' names but the person's,
 *   as a list in words; “” when the person plays alone
 */
char *
trp_match_dup_unit_partners (TrpMatch *self,
                             guint     unit,
                             gboolean *with_person)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  int person;

  g_return_val_if_fail (TRP_IS_MATCH (self), NULL);
  g_return_val_if_fail (with_person != NULL, NULL);

  person = trp_match_get_person_seat (self);
  *with_person = FALSE;
  for (guint seat = 0; seat < self->players->len; seat++)
    {
      if ((self->game != NULL ? trp_game_get_scoring_unit (self->game, (int) seat) : seat) != unit)
        continue;
      if ((int) seat == person)
        *with_person = TRUE;
      else
        g_ptr_array_add (names, g_array_index (self->players, TrpPlayer, seat).name);
    }

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
  gboolean ends;

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
      ends = trp_game_ends_turn (game, action);
      if (!trp_game_validate (game, action, error))
        return NULL;
      trp_game_apply (game, action);
      if (ends)
        {
          g_ptr_array_add (turns, finish_turn (game, seat, first, moves));
          first = a + 1;
        }
    }
  if (moves->len > 0)
    g_ptr_array_add (turns, finish_turn (game, seat, first, moves));

  return g_steal_pointer (&turns);
}

/**
 * trp_match_describe_last_turn:
 * @except_seat: a seat whose own turns are passed over (the person's at
 *   the table), or -1
 *
 * Returns: (transfer full) (nullable): the latest turn of the round being
 *   played by another seat than @except_seat, in one sentence (whether
 *   one card or a Biriba turn of the pile, nine melds and going out);
 *   %NULL before any, so that a new round starts with a clean line
 */
char *
trp_match_describe_last_turn (TrpMatch *self,
                              int       except_seat)
{
  guint round;
  g_autoptr(GPtrArray) turns = NULL;

  g_return_val_if_fail (TRP_IS_MATCH (self), NULL);

  round = trp_match_get_n_rounds (self);
  if (round == 0 || trp_match_get_round_n_actions (self, round - 1) == 0)
    return NULL;

  turns = trp_match_describe_round (self, round - 1, NULL);
  for (guint t = turns != NULL ? turns->len : 0; t > 0; t--)
    {
      const TrpTurn *turn = g_ptr_array_index (turns, t - 1);

      if (turn->seat != except_seat)
        return g_strdup (turn->summary);
    }
  return NULL;
}

/**
 * trp_match_replay_round_to:
 * @round_index: a round of @self, finished or being played
 * @n_actions: how many of its moves to play again, at most all of them
 *
 * Plays the round again from its deal to just before its move
 * @n_actions: the table as a player saw it then (the coach's positions).
 *
 * Returns: (transfer full): a game standing there
 */
TrpGame *
trp_match_replay_round_to (TrpMatch  *self,
                           guint      round_index,
                           guint      n_actions,
                           GError   **error)
{
  g_autoptr(TrpGame) game = NULL;
  Round *round;

  g_return_val_if_fail (TRP_IS_MATCH (self), NULL);
  g_return_val_if_fail (round_index < self->rounds->len, NULL);

  round = g_ptr_array_index (self->rounds, round_index);
  g_return_val_if_fail (n_actions <= round->actions->len, NULL);
  game = deal_round_game (self, round, error);
  if (game == NULL)
    return NULL;

  for (guint a = 0; a < n_actions; a++)
    {
      const TrpAction *action = g_ptr_array_index (round->actions, a);

      if (!trp_game_validate (game, action, error))
        return NULL;
      trp_game_apply (game, action);
    }

  return g_steal_pointer (&game);
}

/**
 * trp_match_get_round_action:
 *
 * Returns: (transfer none): the move @index of the round's log
 */
const TrpAction *
trp_match_get_round_action (TrpMatch *self,
                            guint     round_index,
                            guint     index)
{
  Round *round;

  g_return_val_if_fail (TRP_IS_MATCH (self), NULL);
  g_return_val_if_fail (round_index < self->rounds->len, NULL);

  round = g_ptr_array_index (self->rounds, round_index);
  g_return_val_if_fail (index < round->actions->len, NULL);
  return g_ptr_array_index (round->actions, index);
}

/**
 * trp_match_new_practice_copy:
 * @round_index: a round of @self
 * @n_actions: the moves of that round to keep
 * @rules_lookup: finds a game's option table by id, as for loading
 *
 * A copy of @self as it stood before move @n_actions of round
 * @round_index, later rounds and moves left out, with no file: a person
 * tries a position again there without touching the real match or its
 * save.
 *
 * Returns: (transfer full) (nullable): the copy
 */
TrpMatch *
trp_match_new_practice_copy (TrpMatch       *self,
                             guint           round_index,
                             guint           n_actions,
                             TrpRulesLookup  rules_lookup,
                             GError        **error)
{
  g_autoptr(JsonNode) node = NULL;
  JsonObject *root;
  JsonArray *rounds, *kept_rounds, *kept_actions;
  JsonObject *round;
  JsonArray *actions;

  g_return_val_if_fail (TRP_IS_MATCH (self), NULL);
  g_return_val_if_fail (round_index < self->rounds->len, NULL);
  g_return_val_if_fail (n_actions <= trp_match_get_round_n_actions (self, round_index), NULL);

  node = trp_match_to_json (self);
  root = json_node_get_object (node);
  rounds = json_object_get_array_member (root, "rounds");
  kept_rounds = json_array_new ();
  for (guint r = 0; r <= round_index; r++)
    json_array_add_element (kept_rounds, json_node_copy (json_array_get_element (rounds, r)));
  round = json_array_get_object_element (kept_rounds, round_index);
  actions = json_object_get_array_member (round, "actions");
  kept_actions = json_array_new ();
  for (guint a = 0; a < n_actions; a++)
    json_array_add_element (kept_actions, json_node_copy (json_array_get_element (actions, a)));
  json_object_set_array_member (round, "actions", kept_actions);
  if (json_object_has_member (round, "scores"))
    json_object_remove_member (round, "scores");
  json_object_set_array_member (root, "rounds", kept_rounds);

  /* The copy's totals, end and winner are its replay's. */
  static const char * const replayed[] = { "over", "winner", "summary" };
  for (guint i = 0; i < G_N_ELEMENTS (replayed); i++)
    if (json_object_has_member (root, replayed[i]))
      json_object_remove_member (root, replayed[i]);
  /* The round in the copy runs: the totals are those it was dealt with. */
  {
    TrpRoundResult *result = ((Round *) g_ptr_array_index (self->rounds, round_index))->result;
    JsonArray *totals = json_array_new ();

    for (guint u = 0; u < self->n_units; u++)
      json_array_add_int_element (totals, result != NULL ? trp_round_result_get_total_before (result, u)
                                                         : self->totals[u]);
    json_object_set_array_member (root, "totals", totals);
  }

  return trp_match_new_from_json (node, self->factory, rules_lookup, error);
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
