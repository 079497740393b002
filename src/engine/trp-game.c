/* trp-game.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "trp-format.h"
#include "trp-game.h"

typedef struct
{
  TrpRules *rules;
  guint     n_seats;
  guint     dealer;
  gboolean  dealt;
  GStrv     seat_names;
  int       person_seat;
} TrpGamePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (TrpGame, trp_game, G_TYPE_OBJECT)
G_DEFINE_QUARK (trp-rule-error-quark, trp_rule_error)

enum {
  PROP_0,
  PROP_RULES,
  PROP_N_SEATS,
  N_PROPS
};

enum {
  CHANGED,
  ROUND_FINISHED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/**
 * trp_set_rule_error:
 * @code: why the action is refused
 * @rule_id: the spec's ID of the rule it breaks, e.g. "B-21"
 * @format: a translated, plain-words reason
 *
 * Sets an error whose message is the reason followed by the rule ID, so the
 * interface can show both and trp_rule_error_get_rule_id() can find the ID.
 */
void
trp_set_rule_error (GError       **error,
                    TrpRuleError   code,
                    const char    *rule_id,
                    const char    *format,
                    ...)
{
  g_autofree char *reason = NULL;
  va_list args;

  g_return_if_fail (rule_id != NULL);

  if (error == NULL)
    return;

  va_start (args, format);
  reason = g_strdup_vprintf (format, args);
  va_end (args);

  /* Translators: a refused move: the reason, then the rule's ID such as
   * B-21. Keep the ID in brackets at the end. */
  g_set_error (error, TRP_RULE_ERROR, code, _("%s [%s]"), reason, rule_id);
}

/**
 * trp_rule_error_get_rule_id:
 *
 * Returns: (transfer full) (nullable): the rule ID at the end of a
 *   %TRP_RULE_ERROR message
 */
char *
trp_rule_error_get_rule_id (const GError *error)
{
  const char *open;
  gsize len;

  g_return_val_if_fail (error != NULL, NULL);

  if (error->domain != TRP_RULE_ERROR)
    return NULL;

  len = strlen (error->message);
  /* Right to left, the ID is kept in an isolate (U+2068 … U+2069). */
  if (g_str_has_suffix (error->message, "\u2069"))
    len -= strlen ("\u2069");
  if (len < 3 || error->message[len - 1] != ']' ||
      (open = g_strrstr_len (error->message, len, "[")) == NULL)
    return NULL;

  return g_strndup (open + 1, error->message + len - 1 - (open + 1));
}

static void
trp_game_finalize (GObject *object)
{
  TrpGame *self = (TrpGame *)object;
  TrpGamePrivate *priv = trp_game_get_instance_private (self);

  g_clear_object (&priv->rules);
  g_clear_pointer (&priv->seat_names, g_strfreev);

  G_OBJECT_CLASS (trp_game_parent_class)->finalize (object);
}

static void
trp_game_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  TrpGame *self = TRP_GAME (object);
  TrpGamePrivate *priv = trp_game_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_RULES:
      g_value_set_object (value, priv->rules);
      break;

    case PROP_N_SEATS:
      g_value_set_uint (value, priv->n_seats);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
trp_game_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  TrpGame *self = TRP_GAME (object);
  TrpGamePrivate *priv = trp_game_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_RULES:
      /* A game keeps its own frozen copy: rules never change mid-round. */
      g_clear_object (&priv->rules);
      if (g_value_get_object (value) != NULL)
        {
          priv->rules = trp_rules_copy (g_value_get_object (value));
          trp_rules_freeze (priv->rules);
        }
      break;

    case PROP_N_SEATS:
      priv->n_seats = g_value_get_uint (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static guint
trp_game_real_playout_random (TrpGame   *self,
                              TrpRng    *rng,
                              guint      max_moves,
                              GPtrArray *log)
{
  guint moves = 0;

  while (moves < max_moves && !trp_game_is_round_over (self))
    {
      g_autoptr(GPtrArray) legal = trp_game_legal_actions (self);
      const TrpAction *action;

      if (legal->len == 0)
        break;

      action = g_ptr_array_index (legal, trp_rng_uniform (rng, legal->len));
      if (log != NULL)
        g_ptr_array_add (log, trp_action_copy (action));
      TRP_GAME_GET_CLASS (self)->apply (self, action);
      moves++;
    }

  return moves;
}

static guint
trp_game_real_round_totals (TrpGame *self,
                            int     *totals,
                            guint    max_units,
                            int     *match_winner)
{
  g_autoptr(TrpRoundResult) result = trp_game_round_result (self);
  JsonObject *carry;
  guint n;

  if (result == NULL)
    return 0;

  n = MIN (trp_round_result_get_n_units (result), max_units);
  for (guint u = 0; u < n; u++)
    totals[u] = trp_round_result_get_total (result, u);

  carry = trp_round_result_get_carry (result);
  *match_winner = TRP_MATCH_GOES_ON;
  if (carry != NULL && json_object_get_boolean_member_with_default (carry, TRP_CARRY_MATCH_OVER, FALSE))
    *match_winner = json_object_get_int_member_with_default (carry, TRP_CARRY_WINNER, -1);

  return n;
}

static void
trp_game_class_init (TrpGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  klass->playout_random = trp_game_real_playout_random;
  klass->round_totals = trp_game_real_round_totals;

  object_class->finalize = trp_game_finalize;
  object_class->get_property = trp_game_get_property;
  object_class->set_property = trp_game_set_property;

  properties[PROP_RULES] =
    g_param_spec_object ("rules", NULL, NULL,
                         TRP_TYPE_RULES,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));

  properties[PROP_N_SEATS] =
    g_param_spec_uint ("n-seats", NULL, NULL,
                       1, 8, 4,
                       (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TrpGame::changed:
   *
   * Emitted after trp_game_perform() or a deal changed the state.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * TrpGame::round-finished:
   * @result: the round's score
   */
  signals[ROUND_FINISHED] =
    g_signal_new ("round-finished",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, TRP_TYPE_ROUND_RESULT);
}

static void
trp_game_init (TrpGame *self)
{
  TrpGamePrivate *priv = trp_game_get_instance_private (self);

  priv->n_seats = 4;
  priv->person_seat = -1;
}

/**
 * trp_game_get_id:
 *
 * Returns: the game or rule set: its rules' game id, so that one class can
 *   play several rule sets (Marianna, Cinquecento, …)
 */
const char *
trp_game_get_id (TrpGame *self)
{
  TrpGamePrivate *priv = trp_game_get_instance_private (self);

  g_return_val_if_fail (TRP_IS_GAME (self), NULL);

  if (priv->rules != NULL)
    return trp_rules_get_descriptor (priv->rules)->game_id;
  return TRP_GAME_GET_CLASS (self)->game_id;
}

/**
 * trp_game_get_rules:
 *
 * Returns: (transfer none): the game's frozen rules
 */
TrpRules *
trp_game_get_rules (TrpGame *self)
{
  TrpGamePrivate *priv = trp_game_get_instance_private (self);

  g_return_val_if_fail (TRP_IS_GAME (self), NULL);

  return priv->rules;
}

guint
trp_game_get_n_seats (TrpGame *self)
{
  TrpGamePrivate *priv = trp_game_get_instance_private (self);

  g_return_val_if_fail (TRP_IS_GAME (self), 0);

  return priv->n_seats;
}

guint
trp_game_get_dealer (TrpGame *self)
{
  TrpGamePrivate *priv = trp_game_get_instance_private (self);

  g_return_val_if_fail (TRP_IS_GAME (self), 0);

  return priv->dealer;
}

static gboolean
deal (TrpGame     *self,
      guint        dealer,
      JsonObject  *carry,
      TrpRng      *rng,
      JsonObject  *explicit_deal,
      GError     **error)
{
  TrpGamePrivate *priv = trp_game_get_instance_private (self);

  g_return_val_if_fail (dealer < priv->n_seats, FALSE);
  g_return_val_if_fail (TRP_GAME_GET_CLASS (self)->deal != NULL, FALSE);

  if (!TRP_GAME_GET_CLASS (self)->deal (self, dealer, carry, rng, explicit_deal, error))
    return FALSE;

  priv->dealer = dealer;
  priv->dealt = TRUE;
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

/**
 * trp_game_deal_seeded:
 * @dealer: the dealing seat
 * @carry: (nullable): the previous round's carry
 * @seed: the shuffle's seed; the same seed deals the same round everywhere
 */
gboolean
trp_game_deal_seeded (TrpGame     *self,
                      guint        dealer,
                      JsonObject  *carry,
                      guint64      seed,
                      GError     **error)
{
  TrpRng rng;

  g_return_val_if_fail (TRP_IS_GAME (self), FALSE);

  /* On the stack: a search deals once per sample. */
  trp_rng_init (&rng, seed);
  return deal (self, dealer, carry, &rng, NULL, error);
}

/**
 * trp_game_deal_explicit:
 * @deal: every pile named, in the game's explicit-deal form
 *
 * Deals exactly the given cards, for tests, tutorials and save files. A
 * deal that does not use the game's deck exactly is an error.
 */
gboolean
trp_game_deal_explicit (TrpGame     *self,
                        guint        dealer,
                        JsonObject  *carry,
                        JsonObject  *deal_object,
                        GError     **error)
{
  g_return_val_if_fail (TRP_IS_GAME (self), FALSE);
  g_return_val_if_fail (deal_object != NULL, FALSE);

  return deal (self, dealer, carry, NULL, deal_object, error);
}

int
trp_game_get_current_seat (TrpGame *self)
{
  g_return_val_if_fail (TRP_IS_GAME (self), -1);

  return TRP_GAME_GET_CLASS (self)->get_current_seat (self);
}

const char *
trp_game_get_phase (TrpGame *self)
{
  g_return_val_if_fail (TRP_IS_GAME (self), NULL);

  return TRP_GAME_GET_CLASS (self)->get_phase (self);
}

gboolean
trp_game_is_round_over (TrpGame *self)
{
  g_return_val_if_fail (TRP_IS_GAME (self), FALSE);

  return g_strcmp0 (trp_game_get_phase (self), TRP_PHASE_ROUND_OVER) == 0;
}

/**
 * trp_game_validate:
 *
 * Returns: %TRUE if @action is legal now; otherwise %FALSE with a
 *   %TRP_RULE_ERROR that names the rule. The state is never changed.
 */
gboolean
trp_game_validate (TrpGame          *self,
                   const TrpAction  *action,
                   GError          **error)
{
  TrpGamePrivate *priv = trp_game_get_instance_private (self);

  g_return_val_if_fail (TRP_IS_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (!priv->dealt)
    {
      trp_set_rule_error (error, TRP_RULE_ERROR_WRONG_PHASE, "-",
                          _("No cards have been dealt yet"));
      return FALSE;
    }

  if (action->seat < 0 || (guint) action->seat >= priv->n_seats)
    {
      trp_set_rule_error (error, TRP_RULE_ERROR_NOT_YOUR_TURN, "-",
                          _("There is no seat %d at this table"), action->seat);
      return FALSE;
    }

  return TRP_GAME_GET_CLASS (self)->validate (self, action, error);
}

/**
 * trp_game_apply:
 *
 * Performs @action without validating it or emitting signals: for search
 * on clones, after validation was done once. Use trp_game_perform() for
 * anything that comes from a player or a file.
 */
void
trp_game_apply (TrpGame         *self,
                const TrpAction *action)
{
  g_return_if_fail (TRP_IS_GAME (self));
  g_return_if_fail (action != NULL);

  TRP_GAME_GET_CLASS (self)->apply (self, action);
}

/**
 * trp_game_perform:
 *
 * Validates and applies @action, then emits #TrpGame::changed and, when it
 * ends the round, #TrpGame::round-finished.
 */
gboolean
trp_game_perform (TrpGame          *self,
                  const TrpAction  *action,
                  GError          **error)
{
  g_return_val_if_fail (TRP_IS_GAME (self), FALSE);

  if (!trp_game_validate (self, action, error))
    return FALSE;

  trp_game_apply (self, action);
  g_signal_emit (self, signals[CHANGED], 0);

  if (trp_game_is_round_over (self))
    {
      g_autoptr(TrpRoundResult) result = trp_game_round_result (self);

      g_signal_emit (self, signals[ROUND_FINISHED], 0, result);
    }

  return TRUE;
}

/**
 * trp_game_legal_actions:
 *
 * Returns: (transfer container) (element-type TrpAction): the legal actions
 */
GPtrArray *
trp_game_legal_actions (TrpGame *self)
{
  g_return_val_if_fail (TRP_IS_GAME (self), NULL);

  return TRP_GAME_GET_CLASS (self)->legal_actions (self);
}

/**
 * trp_game_playout_random:
 * @max_moves: a safety bound
 * @log: (nullable) (element-type TrpAction): receives each move played
 *
 * Plays uniformly random legal moves, the fastest way each game has, until
 * the round is over. This is what random playouts and the speed benchmark
 * run; it changes the state like trp_game_apply() but emits no signals.
 *
 * Returns: the number of moves played
 */
guint
trp_game_playout_random (TrpGame   *self,
                         TrpRng    *rng,
                         guint      max_moves,
                         GPtrArray *log)
{
  g_return_val_if_fail (TRP_IS_GAME (self), 0);
  g_return_val_if_fail (rng != NULL, 0);

  return TRP_GAME_GET_CLASS (self)->playout_random (self, rng, max_moves, log);
}

/**
 * trp_game_has_playout_guided:
 *
 * Returns: %TRUE if the game offers trp_game_playout_guided()
 */
gboolean
trp_game_has_playout_guided (TrpGame *self)
{
  g_return_val_if_fail (TRP_IS_GAME (self), FALSE);

  return TRP_GAME_GET_CLASS (self)->playout_guided != NULL;
}

/**
 * trp_game_copy_state:
 * @source: a game of the same class and number of seats
 *
 * Makes @self what trp_game_clone() of @source would be, reusing @self's
 * memory, where the game can (see #TrpGameClass).
 *
 * Returns: %FALSE if the game cannot: clone @source instead
 */
gboolean
trp_game_copy_state (TrpGame *self,
                     TrpGame *source)
{
  g_return_val_if_fail (TRP_IS_GAME (self), FALSE);
  g_return_val_if_fail (TRP_IS_GAME (source), FALSE);

  if (TRP_GAME_GET_CLASS (self)->copy_state == NULL ||
      G_OBJECT_TYPE (self) != G_OBJECT_TYPE (source) ||
      trp_game_get_n_seats (self) != trp_game_get_n_seats (source))
    return FALSE;

  TRP_GAME_GET_CLASS (self)->copy_state (self, source);
  return TRUE;
}

/**
 * trp_game_determinize_into:
 * @source: the game to sample, of the same class and number of seats
 *
 * Makes @self what trp_game_determinize() of @source would return with the
 * same @rng, reusing @self's memory, where the game can (see
 * #TrpGameClass).
 *
 * Returns: %FALSE if the game cannot: call trp_game_determinize() instead
 */
gboolean
trp_game_determinize_into (TrpGame *self,
                           TrpGame *source,
                           int      observer,
                           TrpRng  *rng)
{
  g_return_val_if_fail (TRP_IS_GAME (self), FALSE);
  g_return_val_if_fail (TRP_IS_GAME (source), FALSE);
  g_return_val_if_fail (rng != NULL, FALSE);

  if (TRP_GAME_GET_CLASS (self)->determinize_into == NULL ||
      G_OBJECT_TYPE (self) != G_OBJECT_TYPE (source) ||
      trp_game_get_n_seats (self) != trp_game_get_n_seats (source))
    return FALSE;

  TRP_GAME_GET_CLASS (self)->determinize_into (self, source, observer, rng);
  return TRUE;
}

/**
 * trp_game_resample_unseen:
 *
 * Deals anew the cards of @self that no seat can see, keeping every hand
 * (see #TrpGameClass).
 *
 * Returns: %FALSE if the game has no such cards to deal, or does not say
 *   which they are: @self is unchanged
 */
gboolean
trp_game_resample_unseen (TrpGame *self,
                          TrpRng  *rng)
{
  g_return_val_if_fail (TRP_IS_GAME (self), FALSE);
  g_return_val_if_fail (rng != NULL, FALSE);

  if (TRP_GAME_GET_CLASS (self)->resample_unseen == NULL)
    return FALSE;

  TRP_GAME_GET_CLASS (self)->resample_unseen (self, rng);
  return TRUE;
}

/**
 * trp_game_playout_guided:
 * @max_moves: a safety bound
 * @log: (nullable) (element-type TrpAction): receives each move played
 *
 * Plays the round on with the game's fast rules of thumb for every seat
 * (see #TrpGameClass). Games without them play random moves.
 *
 * Returns: the number of moves played
 */
guint
trp_game_playout_guided (TrpGame   *self,
                         TrpRng    *rng,
                         guint      max_moves,
                         GPtrArray *log)
{
  g_return_val_if_fail (TRP_IS_GAME (self), 0);
  g_return_val_if_fail (rng != NULL, 0);

  if (TRP_GAME_GET_CLASS (self)->playout_guided == NULL)
    return TRP_GAME_GET_CLASS (self)->playout_random (self, rng, max_moves, log);

  return TRP_GAME_GET_CLASS (self)->playout_guided (self, rng, max_moves, log);
}

/**
 * trp_game_can_undo:
 * @action: the last action applied, by the seat that is still to move
 *
 * Returns: %TRUE if that seat may take @action back (see #TrpGameClass)
 */
gboolean
trp_game_can_undo (TrpGame         *self,
                   const TrpAction *action)
{
  g_return_val_if_fail (TRP_IS_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (TRP_GAME_GET_CLASS (self)->can_undo == NULL)
    return FALSE;

  return TRP_GAME_GET_CLASS (self)->can_undo (self, action);
}

/**
 * trp_game_observation:
 * @seat: a seat, or %TRP_SEAT_SPECTATOR for what every seat may know
 *
 * A spectator's observation has every member a seat's has, with the
 * seat-private ones empty (the hand) or left out, so that a table shared
 * by several people shows it while nobody's hand may be seen.
 *
 * Returns: (transfer full): what @seat may know
 */
JsonNode *
trp_game_observation (TrpGame *self,
                      int      seat)
{
  g_return_val_if_fail (TRP_IS_GAME (self), NULL);
  g_return_val_if_fail (seat == TRP_SEAT_SPECTATOR ||
                        (seat >= 0 && (guint) seat < trp_game_get_n_seats (self)), NULL);

  return TRP_GAME_GET_CLASS (self)->observation (self, seat);
}

/**
 * trp_game_clone:
 *
 * Returns: (transfer full): an independent copy of the whole state
 */
TrpGame *
trp_game_clone (TrpGame *self)
{
  g_return_val_if_fail (TRP_IS_GAME (self), NULL);

  return TRP_GAME_GET_CLASS (self)->clone (self);
}

/**
 * trp_game_determinize:
 *
 * Returns: (transfer full): a copy whose hidden cards are resampled for
 *   @observer
 */
TrpGame *
trp_game_determinize (TrpGame *self,
                      int      observer,
                      TrpRng  *rng)
{
  g_return_val_if_fail (TRP_IS_GAME (self), NULL);
  g_return_val_if_fail (rng != NULL, NULL);

  return TRP_GAME_GET_CLASS (self)->determinize (self, observer, rng);
}

/**
 * trp_game_round_result:
 *
 * Returns: (transfer full) (nullable): the score, once the round is over
 */
TrpRoundResult *
trp_game_round_result (TrpGame *self)
{
  g_return_val_if_fail (TRP_IS_GAME (self), NULL);

  return TRP_GAME_GET_CLASS (self)->round_result (self);
}

/**
 * trp_game_round_totals:
 * @totals: (out caller-allocates) (array length=max_units): the total of
 *   each scoring unit
 * @match_winner: (out): the unit that won the match in this round, -1 for
 *   a tie, or %TRP_MATCH_GOES_ON
 *
 * The numbers of trp_game_round_result(), cheaply (see #TrpGameClass).
 *
 * Returns: the number of units, or 0 while the round runs
 */
guint
trp_game_round_totals (TrpGame *self,
                       int     *totals,
                       guint    max_units,
                       int     *match_winner)
{
  g_return_val_if_fail (TRP_IS_GAME (self), 0);
  g_return_val_if_fail (totals != NULL, 0);
  g_return_val_if_fail (match_winner != NULL, 0);

  *match_winner = TRP_MATCH_GOES_ON;
  return TRP_GAME_GET_CLASS (self)->round_totals (self, totals, max_units, match_winner);
}

char *
trp_game_describe_action (TrpGame         *self,
                          const TrpAction *action)
{
  g_return_val_if_fail (TRP_IS_GAME (self), NULL);
  g_return_val_if_fail (action != NULL, NULL);

  if (TRP_GAME_GET_CLASS (self)->describe_action != NULL)
    return TRP_GAME_GET_CLASS (self)->describe_action (self, action);

  return trp_action_to_string (action);
}

/**
 * trp_game_label_action:
 *
 * A short label for @action from the chooser's point of view: the game's
 * own (trp_game_describe_choice()), in the imperative, with the user's
 * digits, or where it has none the move as trp_game_describe_action()
 * tells it.
 *
 * Returns: (transfer full): the label, perhaps with a mnemonic
 */
char *
trp_game_label_action (TrpGame         *self,
                       const TrpAction *action)
{
  g_autofree char *from_game = NULL;

  g_return_val_if_fail (TRP_IS_GAME (self), NULL);

  from_game = trp_game_describe_choice (self, action);
  /* The engine writes numbers with Latin digits. */
  if (from_game != NULL)
    return trp_localize_digits (from_game);
  return trp_game_describe_action (self, action);
}

/**
 * trp_game_describe_risk:
 *
 * Returns: (transfer full) (nullable): why @action, legal, may cost its
 *   player the hand in a way the player cannot be sure of, for the table
 *   to ask first; %NULL for an ordinary move
 */
char *
trp_game_describe_risk (TrpGame         *self,
                        const TrpAction *action)
{
  g_return_val_if_fail (TRP_IS_GAME (self), NULL);
  g_return_val_if_fail (action != NULL, NULL);

  if (TRP_GAME_GET_CLASS (self)->describe_risk != NULL)
    return TRP_GAME_GET_CLASS (self)->describe_risk (self, action);

  return NULL;
}

/**
 * trp_game_describe_choice:
 *
 * Returns: (transfer full) (nullable): a short imperative label for a
 *   button that makes @action, or %NULL when the game gives none
 */
char *
trp_game_describe_choice (TrpGame         *self,
                          const TrpAction *action)
{
  g_return_val_if_fail (TRP_IS_GAME (self), NULL);
  g_return_val_if_fail (action != NULL, NULL);

  if (TRP_GAME_GET_CLASS (self)->describe_choice != NULL)
    return TRP_GAME_GET_CLASS (self)->describe_choice (self, action);

  return NULL;
}

/**
 * trp_game_describe_move:
 * @action: a move about to be applied to @self
 *
 * Returns: (transfer full): the move as a phrase without its player,
 *   for trp_game_describe_turn()
 */
char *
trp_game_describe_move (TrpGame         *self,
                        const TrpAction *action)
{
  g_return_val_if_fail (TRP_IS_GAME (self), NULL);
  g_return_val_if_fail (action != NULL, NULL);

  if (TRP_GAME_GET_CLASS (self)->describe_move != NULL)
    return TRP_GAME_GET_CLASS (self)->describe_move (self, action);

  return trp_game_describe_action (self, action);
}

/**
 * trp_game_ends_turn:
 * @action: a move about to be applied to @self
 *
 * Returns: whether the narration closes its player's turn with @action,
 *   even if the same player moves next
 */
gboolean
trp_game_ends_turn (TrpGame         *self,
                    const TrpAction *action)
{
  g_return_val_if_fail (TRP_IS_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (TRP_GAME_GET_CLASS (self)->ends_turn != NULL)
    return TRP_GAME_GET_CLASS (self)->ends_turn (self, action);
  return FALSE;
}

/**
 * trp_game_describe_turn:
 * @seat: the player whose turn it was
 * @moves: (array zero-terminated=1): the turn's moves, from
 *   trp_game_describe_move()
 *
 * Returns: (transfer full): the turn as one sentence: “Sara took the
 *   pile (7 cards), laid down 3♥ 4♥ 5♥ and went out”
 */
char *
trp_game_describe_turn (TrpGame            *self,
                        int                 seat,
                        const char * const *moves)
{
  g_autofree char *name = NULL;
  g_autofree char *list = NULL;
  g_autofree char *sentence = NULL;

  g_return_val_if_fail (TRP_IS_GAME (self), NULL);
  g_return_val_if_fail (moves != NULL, NULL);

  if (TRP_GAME_GET_CLASS (self)->describe_move == NULL)
    return trp_format_list (moves, -1);

  list = trp_format_list (moves, -1);
  if (trp_game_is_person (self, seat))
    /* Translators: the person's own turn, what they did in the second
     * person (“drew from the stock and discarded 8♦”, from the strings
     * with the context “your move”): “You drew from the stock and
     * discarded 8♦”. Where the verb says the person, leave only “%s”:
     * its first letter is made a capital. */
    sentence = g_strdup_printf (C_("your turn", "You %s"), list);
  else
    {
      name = trp_game_dup_seat_name (self, seat);
      /* Translators: a player's turn: the name, then what they did, as in
       * “Sara took the discard pile (7 cards) and discarded the 7♣”. */
      sentence = g_strdup_printf (C_("turn", "%1$s %2$s"), name, list);
    }
  return trp_capitalize_first (sentence);
}

guint
trp_game_get_scoring_unit (TrpGame *self,
                           int      seat)
{
  g_return_val_if_fail (TRP_IS_GAME (self), 0);

  if (TRP_GAME_GET_CLASS (self)->get_scoring_unit != NULL)
    return TRP_GAME_GET_CLASS (self)->get_scoring_unit (self, seat);
  return (guint) seat;
}

guint
trp_game_get_n_scoring_units (TrpGame *self)
{
  g_return_val_if_fail (TRP_IS_GAME (self), 0);

  if (TRP_GAME_GET_CLASS (self)->get_n_scoring_units != NULL)
    return TRP_GAME_GET_CLASS (self)->get_n_scoring_units (self);
  return trp_game_get_n_seats (self);
}

/**
 * trp_game_get_totals_are_levels:
 *
 * Returns: whether @self's match totals are levels (D-5), as its class says
 */
gboolean
trp_game_get_totals_are_levels (TrpGame *self)
{
  g_return_val_if_fail (TRP_IS_GAME (self), FALSE);

  return TRP_GAME_GET_CLASS (self)->totals_are_levels;
}

/**
 * trp_game_get_target:
 *
 * Returns: the match total that wins (the score strip's “0 / 501”), or 0
 *   where the game has no target in points
 */
int
trp_game_get_target (TrpGame *self)
{
  TrpRules *rules;

  g_return_val_if_fail (TRP_IS_GAME (self), 0);

  if (TRP_GAME_GET_CLASS (self)->get_target != NULL)
    return TRP_GAME_GET_CLASS (self)->get_target (self);
  rules = trp_game_get_rules (self);
  if (rules != NULL && trp_rules_descriptor_find_option (trp_rules_get_descriptor (rules), "target_score") != NULL)
    return trp_rules_get_int (rules, "target_score");
  return 0;
}

/**
 * trp_game_get_initial_total:
 * @unit: a scoring unit
 *
 * The match total @unit starts from, before any round has finished: 0
 * points, or Da Bai Fen's starting level (D-5, D-43).
 */
int
trp_game_get_initial_total (TrpGame *self,
                            guint    unit)
{
  g_return_val_if_fail (TRP_IS_GAME (self), 0);

  if (TRP_GAME_GET_CLASS (self)->get_initial_total != NULL)
    return TRP_GAME_GET_CLASS (self)->get_initial_total (self, unit);
  return 0;
}

/**
 * trp_game_copy_base:
 *
 * Copies the base class's state (dealer, dealt) into a clone that a
 * subclass made with the same rules and seats.
 */
void
trp_game_copy_base (TrpGame *dest,
                    TrpGame *src)
{
  TrpGamePrivate *dest_priv = trp_game_get_instance_private (dest);
  TrpGamePrivate *src_priv = trp_game_get_instance_private (src);

  g_return_if_fail (TRP_IS_GAME (dest));
  g_return_if_fail (TRP_IS_GAME (src));

  dest_priv->dealer = src_priv->dealer;
  /* Search clones copy names only if they have any: usually they have not. */
  if (src_priv->seat_names != NULL && dest_priv->seat_names == NULL)
    dest_priv->seat_names = g_strdupv (src_priv->seat_names);
  dest_priv->person_seat = src_priv->person_seat;
  dest_priv->dealt = src_priv->dealt;
  dest_priv->n_seats = src_priv->n_seats;
  if (dest_priv->rules != src_priv->rules)
    g_set_object (&dest_priv->rules, src_priv->rules);
}

/**
 * trp_game_set_seat_names:
 * @names: (nullable) (array zero-terminated=1): the players' names, seat
 *   by seat
 *
 * Names the seats for trp_game_describe_action(); a match sets its
 * players' names.
 */
void
trp_game_set_seat_names (TrpGame            *self,
                         const char * const *names)
{
  TrpGamePrivate *priv = trp_game_get_instance_private (self);

  g_return_if_fail (TRP_IS_GAME (self));

  g_clear_pointer (&priv->seat_names, g_strfreev);
  priv->seat_names = g_strdupv ((char **) names);
}

/**
 * trp_game_dup_seat_name:
 *
 * Returns: (transfer full): the player's name, or “Player 2” for seat 1
 *   when the seats have no names
 */
char *
trp_game_dup_seat_name (TrpGame *self,
                        int      seat)
{
  TrpGamePrivate *priv = trp_game_get_instance_private (self);
  g_autofree char *number = NULL;

  g_return_val_if_fail (TRP_IS_GAME (self), NULL);

  if (priv->seat_names != NULL && seat >= 0 &&
      (guint) seat < g_strv_length (priv->seat_names))
    return g_strdup (priv->seat_names[seat]);

  number = trp_format_number (seat + 1);
  /* Translators: a seat without a player's name; seats count from 1. */
  return g_strdup_printf (_("Player %s"), number);
}

/**
 * trp_game_set_person_seat:
 * @seat: the seat of the person at the table, or -1 when no seat is
 *   the person's (a table of computers, or of several people)
 *
 * The narration speaks to the person: “You drew from the stock”, in the
 * second person where a language conjugates it (“Τραβήξατε”,
 * “کشیدید”), never “Εσείς: τράβηξε”. A match sets it from its one human
 * player.
 */
void
trp_game_set_person_seat (TrpGame *self,
                          int      seat)
{
  TrpGamePrivate *priv = trp_game_get_instance_private (self);

  g_return_if_fail (TRP_IS_GAME (self));

  priv->person_seat = seat;
}

/**
 * trp_game_get_person_seat:
 *
 * Returns: the seat set by trp_game_set_person_seat(), or -1
 */
int
trp_game_get_person_seat (TrpGame *self)
{
  TrpGamePrivate *priv = trp_game_get_instance_private (self);

  g_return_val_if_fail (TRP_IS_GAME (self), -1);

  return priv->person_seat;
}

/**
 * trp_game_is_person:
 *
 * Returns: whether @seat is the person's, whose moves the narration tells
 *   in the second person
 */
gboolean
trp_game_is_person (TrpGame *self,
                    int      seat)
{
  return seat >= 0 && trp_game_get_person_seat (self) == seat;
}
