/* trp-search.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "trp-search.h"

/* Rounds end long before this; it only guards against an engine bug
 * turning a playout into an endless loop. */
#define MAX_PLAYOUT_MOVES 20000

/* A move stays in the race while its mean reward is within this many
 * standard errors of the leader's, measured on the same sampled deals. */
#define Z_DROP 2.5

/* The search overrules the rule-based player only when its best move beats
 * the rule-based move by this many standard errors on the same deals, when
 * it compared one other move (overrule_threshold() for more): a
 * rule-based move that is as good is the one a person can follow. Games
 * may ask for another threshold through TrpSearchParams.overrule_z. */
#define Z_OVERRULE 1.5

/* Fewer deals than this say nothing either way. */
#define MIN_SAMPLES 4

typedef struct
{
  TrpAction *action;
  gboolean   active;
  /* The reward on the deal being played, -1 if the move is out of the
   * race. */
  double     reward;
  /* Over the deals played so far, in their order. */
  double     sum;
  guint      n;
} Arm;

/* Move a's reward less move b's, over the deals on which both were tried:
 * kept for each pair a < b as the deals come, so that racing costs no
 * pass over all the deals. The sums are made in the same order as such a
 * pass would, and so are the same to the last bit.
 */
typedef struct
{
  double sum;
  double sum_sq;
  guint  n;
  /* The deals on which the first move did better, and worse. */
  guint  first_better;
  guint  first_worse;
} Pair;

static void
arm_clear (Arm *arm)
{
  trp_action_free (arm->action);
}

void
trp_search_params_init (TrpSearchParams *params)
{
  g_return_if_fail (params != NULL);

  params->iterations = 0;
  params->time_budget_us = TRP_SEARCH_DEFAULT_BUDGET_US;
  params->seed = 0;
  params->rollout_policy = NULL;
  params->policy_data = NULL;
  params->reward = NULL;
  params->omniscient = FALSE;
  params->overrule_z = Z_OVERRULE;
  params->guided_rollouts = FALSE;
  params->run_full_budget = FALSE;
  params->rollout_moves = 0;
  params->keep_rule = NULL;
}

/**
 * trp_policy_random:
 *
 * Returns: (transfer full) (nullable): a uniformly random legal action
 */
TrpAction *
trp_policy_random (TrpGame  *game,
                   TrpRng   *rng,
                   gpointer  user_data)
{
  g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);

  if (legal->len == 0)
    return NULL;

  return trp_action_copy (g_ptr_array_index (legal, trp_rng_uniform (rng, legal->len)));
}

/**
 * trp_playout:
 * @max_moves: a safety bound
 *
 * Plays @game to the end of the round with @policy (random moves where it
 * has none).
 *
 * Returns: %TRUE if the round ended
 */
gboolean
trp_playout (TrpGame       *game,
             TrpRng        *rng,
             TrpPolicyFunc  policy,
             gpointer       policy_data,
             guint          max_moves)
{
  if (policy == NULL)
    {
      trp_game_playout_random (game, rng, max_moves, NULL);
      return trp_game_is_round_over (game);
    }

  for (guint move = 0; move < max_moves && !trp_game_is_round_over (game); move++)
    {
      g_autoptr(TrpAction) action = NULL;

      if (policy != NULL)
        action = policy (game, rng, policy_data);
      if (action == NULL)
        action = trp_policy_random (game, rng, NULL);
      if (action == NULL)
        return FALSE;

      trp_game_apply (game, action);
    }

  return trp_game_is_round_over (game);
}

/**
 * trp_search_reward_for_totals:
 * @totals: the round's points of each scoring unit
 * @mine: the unit the reward is for
 * @match_winner: the unit that won the match with this round, -1 for a
 *   drawn match, or %TRP_MATCH_GOES_ON
 *
 * A round that ends the match (a Mariaccio claim, a mariannone, a target
 * reached) is worth the match, whatever its points: a false claim made
 * while ahead on points is still a lost match.
 *
 * Returns: how good the round is for @mine, in [0, 1]: 0.5 for a draw
 *   with the best other unit, rising with the point margin
 */
double
trp_search_reward_for_totals (const int *totals,
                              guint      n_units,
                              guint      mine,
                              int        match_winner)
{
  int own, best_other = G_MININT;
  double scale = 1.0;

  if (n_units == 0 || mine >= n_units)
    return 0.5;
  if (match_winner != TRP_MATCH_GOES_ON)
    return match_winner < 0 ? 0.5 : match_winner == (int) mine ? 1.0 : 0.0;

  own = totals[mine];
  for (guint unit = 0; unit < n_units; unit++)
    {
      scale = MAX (scale, ABS (totals[unit]));
      if (unit != mine)
        best_other = MAX (best_other, totals[unit]);
    }

  if (best_other == G_MININT)
    best_other = 0;

  /* Winning the round counts most; the margin, relative to the round's
   * largest score so one constant serves Marianna's 120 points and
   * Biriba's thousands alike, still tells a close round from a rout. */
  return 0.5 + 0.25 * ((own > best_other) - (own < best_other)) +
         0.25 * tanh (2.0 * (own - best_other) / scale);
}

/**
 * trp_search_reward:
 *
 * Returns: trp_search_reward_for_totals() of the finished round of @game
 *   for @seat's scoring unit; 0.5 while the round goes on
 */
double
trp_search_reward (TrpGame *game,
                   int      seat)
{
  int totals[TRP_SEARCH_MAX_UNITS];
  int winner;
  guint n_units;

  n_units = trp_game_round_totals (game, totals, G_N_ELEMENTS (totals), &winner);
  return trp_search_reward_for_totals (totals, n_units, trp_game_get_scoring_unit (game, seat), winner);
}

static void
play_moves (TrpGame               *game,
            TrpRng                *rng,
            const TrpSearchParams *params,
            gboolean               guided,
            guint                  moves)
{
  if (guided)
    trp_game_playout_guided (game, rng, moves, NULL);
  else
    trp_playout (game, rng, params->rollout_policy, params->policy_data, moves);
}

/* Plays the rest of the round, or with rollout_moves that many moves and
 * then the rest of the last one's turn: a rollout cut short stops between
 * turns, not with a seat's hand still full of the pile it just took. */
static void
rollout (TrpGame               *game,
         TrpRng                *rng,
         const TrpSearchParams *params,
         gboolean               guided)
{
  int seat;

  if (params->rollout_moves == 0)
    {
      play_moves (game, rng, params, guided, MAX_PLAYOUT_MOVES);
      return;
    }

  play_moves (game, rng, params, guided, MIN (params->rollout_moves, MAX_PLAYOUT_MOVES) - 1);
  seat = trp_game_get_current_seat (game);
  for (guint move = 0; move < MAX_PLAYOUT_MOVES && !trp_game_is_round_over (game) &&
                       trp_game_get_current_seat (game) == seat; move++)
    play_moves (game, rng, params, guided, 1);
}

/* Adds the deal just played by every move still in the race. */
static void
record_deal (GArray *arms,
             Pair   *pairs)
{
  for (guint a = 0; a < arms->len; a++)
    {
      Arm *arm = &g_array_index (arms, Arm, a);
      double x = arm->reward;

      if (x < 0)
        continue;
      arm->sum += x;
      arm->n++;
      for (guint b = a + 1; b < arms->len; b++)
        {
          double y = g_array_index (arms, Arm, b).reward;
          Pair *pair = &pairs[a * arms->len + b];

          if (y < 0)
            continue;
          pair->sum += x - y;
          pair->sum_sq += (x - y) * (x - y);
          pair->n++;
          pair->first_better += x > y;
          pair->first_worse += x < y;
        }
    }
}

/* The mean and standard error of move @a's reward minus move @b's, over
 * the deals on which both were tried. */
static guint
paired_difference (const Pair *pairs,
                   guint       n_arms,
                   guint       a,
                   guint       b,
                   double     *mean,
                   double     *stderror)
{
  const Pair *pair = &pairs[MIN (a, b) * n_arms + MAX (a, b)];
  guint n = pair->n;

  /* The negation of a difference is exact: b less a is -(a less b). */
  *mean = n > 0 ? (a < b ? pair->sum : -pair->sum) / n : 0;
  *stderror = n > 1 ? sqrt (MAX (pair->sum_sq / n - *mean * *mean, 0) / (n - 1)) : G_MAXDOUBLE;
  return n;
}

static double
arm_mean (const Arm *arm)
{
  return arm->n > 0 ? arm->sum / arm->n : -1;
}

/* The active move with the best mean over the deals it was tried on. */
static guint
leader (GArray *arms)
{
  guint best = 0;
  double best_mean = -2;

  for (guint i = 0; i < arms->len; i++)
    {
      Arm *arm = &g_array_index (arms, Arm, i);
      double mean = arm_mean (arm);

      if (arm->active && mean > best_mean)
        {
          best_mean = mean;
          best = i;
        }
    }

  return best;
}

/* Racing: drops the moves that are clearly worse than the leader on the
 * same deals, so the budget goes to the moves that are close.
 *
 * Returns: how many moves are still in the race */
static guint
race (GArray     *arms,
      const Pair *pairs,
      guint       keep)
{
  guint best = leader (arms);
  guint active = 0;

  for (guint i = 0; i < arms->len; i++)
    {
      Arm *arm = &g_array_index (arms, Arm, i);
      double mean, stderror;

      if (!arm->active || i == best || i == keep)
        continue;
      if (paired_difference (pairs, arms->len, i, best, &mean, &stderror) >= MIN_SAMPLES &&
          mean + Z_DROP * stderror < 0)
        arm->active = FALSE;
    }

  for (guint i = 0; i < arms->len; i++)
    active += g_array_index (arms, Arm, i).active;

  return active;
}

/* The standard errors by which the best of @n_rivals moves must beat the
 * rule-based move, for the chance that a move no better than it does so
 * by luck to stay what @z gives for one move (Šidák's correction). The
 * leader is the best of many noisy means, which flatters it: with a fixed
 * threshold, the more moves a position offers (a Biriba discard or meld
 * step has ten to thirty), the more often one of them beat the rule-based
 * move by luck alone, and the search overruled it for nothing, as often
 * with more playouts as with fewer (a fifth of Hard's Biriba
 * decisions, among them discards that fed the next opponent's melds). */
static double
overrule_threshold (double z,
                    guint  n_rivals)
{
  double tail, each, low = z, high = 10;

  if (n_rivals <= 1 || z <= 0)
    return z;
  tail = 0.5 * erfc (z / G_SQRT2);
  each = -expm1 (log1p (-tail) / n_rivals);
  /* The upper tail falls as the threshold rises: bisect for @each. */
  for (guint i = 0; i < 40; i++)
    {
      double mid = 0.5 * (low + high);

      if (0.5 * erfc (mid / G_SQRT2) > each)
        low = mid;
      else
        high = mid;
    }
  return high;
}

/* When the clock was last read, and the longest time between two
 * readings: what one playout can overrun the budget by. */
typedef struct
{
  gint64 start;
  gint64 last;
  gint64 setup;
  gint64 longest;
} Clock;

static gboolean
out_of_budget (const TrpSearchParams *params,
               guint                  iterations,
               Clock                 *clock,
               GCancellable          *cancellable)
{
  gint64 now;

  if (g_cancellable_is_cancelled (cancellable))
    return TRUE;
  if (params->iterations > 0)
    return iterations >= params->iterations;

  now = g_get_monotonic_time ();
  if (clock->last == 0)
    clock->setup = now - clock->start;
  else
    clock->longest = MAX (clock->longest, now - clock->last);
  clock->last = now;
  return now - clock->start >= params->time_budget_us;
}

static TrpAction *
search (TrpGame               *game,
        const TrpSearchParams *params,
        GCancellable          *cancellable,
        TrpSearchStats        *stats)
{
  g_autoptr(GPtrArray) legal = NULL;
  g_autoptr(TrpRng) rng = NULL;
  g_autoptr(GArray) arms = NULL;
  g_autoptr(TrpAction) rule = NULL;
  g_autoptr(TrpGame) scratch = NULL;
  g_autoptr(TrpGame) sample_scratch = NULL;
  g_autofree Pair *pairs = NULL;
  gint64 start = g_get_monotonic_time ();
  Clock clock = { start, 0, 0, 0 };
  int seat = trp_game_get_current_seat (game);
  guint iterations = 0, n_samples = 0, best;
  int reference = -1;
  gboolean stopped = FALSE, rule_based = FALSE;
  gboolean guided = params->guided_rollouts && trp_game_has_playout_guided (game);

  g_return_val_if_fail (seat >= 0, NULL);

  legal = trp_game_legal_actions (game);
  if (legal->len == 0)
    return NULL;

  /* The rule-based player's move, with the seed a normal player would use,
   * is the one to beat. Its moves may lie outside a game's enumerated
   * subset (Biriba's melds), so it joins the race when it does. */
  if (params->rollout_policy != NULL)
    {
      g_autoptr(TrpRng) rule_rng = trp_rng_new (params->seed);

      rule = params->rollout_policy (game, rule_rng, params->policy_data);
      if (rule != NULL && !trp_game_validate (game, rule, NULL))
        g_clear_pointer (&rule, trp_action_free);
    }

  arms = g_array_new (FALSE, TRUE, sizeof (Arm));
  g_array_set_clear_func (arms, (GDestroyNotify) arm_clear);
  for (guint i = 0; i < legal->len; i++)
    {
      Arm arm = { trp_action_copy (g_ptr_array_index (legal, i)), TRUE, -1, 0, 0 };

      if (rule != NULL && reference < 0 && trp_action_equal (rule, arm.action))
        reference = i;
      g_array_append_val (arms, arm);
    }
  if (rule != NULL && reference < 0)
    {
      Arm arm = { trp_action_copy (rule), TRUE, -1, 0, 0 };

      reference = arms->len;
      g_array_append_val (arms, arm);
    }

  rng = trp_rng_new (params->seed);
  pairs = g_new0 (Pair, arms->len * arms->len);

  /* A forced move needs no thought, and too few playouts to try every
   * move once on one deal could only be wasted. */
  if (params->iterations > 0 && params->iterations < arms->len)
    stopped = TRUE;
  if (reference >= 0 && params->keep_rule != NULL && params->keep_rule (game))
    stopped = TRUE;

  while (arms->len > 1 && !stopped)
    {
      g_autoptr(TrpGame) owned = NULL;
      TrpGame *sample;
      guint64 rollout_seed;

      /* Each round deals the cards this seat cannot see anew, so the
       * search never reads another seat's hidden cards, and tries every
       * move still in the race on that same deal, with the same rollout
       * randomness: the moves are compared on equal terms, and the luck
       * of the deal cancels out of their differences. */
      if (params->omniscient)
        {
          /* Every hand as it lies, the cards nobody sees (a stock) dealt
           * anew where the game says which they are: the same sampling as
           * below but for what the seat sees. On one fixed future,
           * Biriba's nearly deterministic rollouts judged every move on a
           * single playout. */
          if (sample_scratch == NULL || !trp_game_copy_state (sample_scratch, game))
            {
              g_clear_object (&sample_scratch);
              sample_scratch = trp_game_clone (game);
            }
          sample = sample_scratch;
          trp_game_resample_unseen (sample, rng);
        }
      else if (sample_scratch != NULL && trp_game_determinize_into (sample_scratch, game, seat, rng))
        sample = sample_scratch;
      else
        {
          sample = owned = trp_game_determinize (game, seat, rng);
          /* Later samples reuse this one's memory where the game can. */
          if (sample_scratch == NULL)
            sample_scratch = trp_game_clone (sample);
        }
      rollout_seed = trp_rng_next (rng);

      for (guint i = 0; i < arms->len; i++)
        {
          Arm *arm = &g_array_index (arms, Arm, i);
          TrpGame *copy;
          TrpRng rollout_rng;
          double reward = -1;

          if (arm->active)
            {
              if (out_of_budget (params, iterations, &clock, cancellable))
                {
                  stopped = TRUE;
                  break;
                }

              /* One scratch game serves every playout where the game can
               * copy its state in place: no allocation per playout. */
              if (scratch == NULL || !trp_game_copy_state (scratch, sample))
                {
                  g_clear_object (&scratch);
                  scratch = trp_game_clone (sample);
                }
              copy = scratch;
              trp_rng_init (&rollout_rng, rollout_seed);
              /* A sample may make a move impossible (a card the seat was
               * sure of); it then counts as a loss there. */
              reward = 0;
              if (trp_game_validate (copy, arm->action, NULL))
                {
                  trp_game_apply (copy, arm->action);
                  rollout (copy, &rollout_rng, params, guided);
                  reward = params->reward != NULL ? params->reward (copy, seat)
                                                  : trp_search_reward (copy, seat);
                }
              iterations++;
            }
          arm->reward = reward;
        }

      /* A deal not every move saw would favour those that saw it. */
      if (stopped)
        break;

      record_deal (arms, pairs);
      n_samples++;
      /* Once one move is left in the race, more deals cannot change the
       * choice: the time is better given back to the table. */
      if (((n_samples & (n_samples - 1)) == 0 || n_samples % 16 == 0) &&
          race (arms, pairs, reference) <= 1 &&
          !params->run_full_budget)
        break;
    }

  best = n_samples > 0 ? leader (arms) : (reference >= 0 ? (guint) reference : 0);
  if (reference >= 0 && best != (guint) reference)
    {
      double mean, stderror;
      guint n = paired_difference (pairs, arms->len, best, reference, &mean, &stderror);

      if (n < MIN_SAMPLES || mean <= overrule_threshold (params->overrule_z, arms->len - 1) * stderror)
        best = reference;
    }
  rule_based = reference >= 0 && best == (guint) reference;

  if (stats != NULL)
    {
      double mean = n_samples > 0 ? arm_mean (&g_array_index (arms, Arm, best)) : -1;

      stats->iterations = iterations;
      stats->elapsed_us = g_get_monotonic_time () - start;
      stats->best_mean = mean >= 0 ? mean : 0.5;
      stats->samples = n_samples;
      stats->candidates = arms->len;
      stats->rule_based = rule_based;
      stats->setup_us = clock.last > 0 ? clock.setup : stats->elapsed_us;
      stats->longest_playout_us = clock.longest;
      if (reference >= 0 && best != (guint) reference)
        {
          const Pair *pair = &pairs[MIN (best, (guint) reference) * arms->len +
                                    MAX (best, (guint) reference)];

          stats->deals_compared = pair->n;
          stats->deals_better = best < (guint) reference ? pair->first_better : pair->first_worse;
          stats->deals_worse = best < (guint) reference ? pair->first_worse : pair->first_better;
        }
      else
        stats->deals_compared = stats->deals_better = stats->deals_worse = 0;
    }

  return trp_action_copy (g_array_index (arms, Arm, best).action);
}

/**
 * trp_search_compare:
 * @game: a game whose current seat is to move
 * @params: the search's rollouts, reward and seed (its budget is unused)
 * @a: a legal move for the current seat
 * @b: another
 * @samples: the deals to compare them on
 * @mean: (out): @a's reward less @b's, on average over the deals
 * @stderror: (out): the standard error of @mean
 *
 * Judges two moves as the search does, each on the same @samples deals
 * of the cards the seat cannot see, with the same rollout randomness:
 * a second opinion on a search's choice, with its own deals (another
 * @params.seed), free of the luck that made that move the best of many.
 *
 * Returns: the deals on which both were played
 */
guint
trp_search_compare (TrpGame               *game,
                    const TrpSearchParams *params,
                    const TrpAction       *a,
                    const TrpAction       *b,
                    guint                  samples,
                    double                *mean,
                    double                *stderror)
{
  g_autoptr(TrpRng) rng = NULL;
  int seat = trp_game_get_current_seat (game);
  gboolean guided = params->guided_rollouts && trp_game_has_playout_guided (game);
  double sum = 0, sum_sq = 0;
  guint n = 0;

  g_return_val_if_fail (TRP_IS_GAME (game) && seat >= 0, 0);
  g_return_val_if_fail (a != NULL && b != NULL && mean != NULL && stderror != NULL, 0);

  rng = trp_rng_new (params->seed);
  for (guint k = 0; k < samples; k++)
    {
      g_autoptr(TrpGame) sample = NULL;
      guint64 rollout_seed;
      double reward[2];

      if (params->omniscient)
        {
          sample = trp_game_clone (game);
          trp_game_resample_unseen (sample, rng);
        }
      else
        sample = trp_game_determinize (game, seat, rng);
      rollout_seed = trp_rng_next (rng);

      for (guint i = 0; i < 2; i++)
        {
          g_autoptr(TrpGame) copy = trp_game_clone (sample);
          const TrpAction *move = i == 0 ? a : b;
          TrpRng rollout_rng;

          trp_rng_init (&rollout_rng, rollout_seed);
          reward[i] = 0;
          if (trp_game_validate (copy, move, NULL))
            {
              trp_game_apply (copy, move);
              rollout (copy, &rollout_rng, params, guided);
              reward[i] = params->reward != NULL ? params->reward (copy, seat)
                                                 : trp_search_reward (copy, seat);
            }
        }
      sum += reward[0] - reward[1];
      sum_sq += (reward[0] - reward[1]) * (reward[0] - reward[1]);
      n++;
    }

  *mean = n > 0 ? sum / n : 0;
  *stderror = n > 1 ? sqrt (MAX (sum_sq / n - *mean * *mean, 0) / (n - 1)) : G_MAXDOUBLE;
  return n;
}

/**
 * trp_search_choose:
 * @game: a game whose current seat is to move
 * @params: budget, seed and rollout policy
 * @cancellable: (nullable): stops the search early; the best move so far
 *   is returned
 * @stats: (out) (optional): what the search did
 *
 * Determinized search: it deals the hidden cards anew from the current
 * seat's point of view, plays each legal move on that deal and the rest of
 * the round with the rollout policy, scores the results, and drops the
 * moves that fall clearly behind. The best move wins, unless the rollout
 * policy's own move is about as good.
 *
 * Returns: (transfer full) (nullable): the chosen action
 */
TrpAction *
trp_search_choose (TrpGame               *game,
                   const TrpSearchParams *params,
                   GCancellable          *cancellable,
                   TrpSearchStats        *stats)
{
  g_return_val_if_fail (TRP_IS_GAME (game), NULL);
  g_return_val_if_fail (params != NULL, NULL);

  return search (game, params, cancellable, stats);
}

typedef struct
{
  TrpGame         *game;
  TrpSearchParams  params;
} SearchTask;

static void
search_task_free (gpointer data)
{
  SearchTask *task = data;

  g_clear_object (&task->game);
  g_free (task);
}

static void
search_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  SearchTask *data = task_data;
  TrpAction *action = search (data->game, &data->params, cancellable, NULL);

  if (action == NULL)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED, "No legal move");
  else
    g_task_return_pointer (task, action, (GDestroyNotify) trp_action_free);
}

/**
 * trp_search_choose_async:
 *
 * Searches in a worker thread on a clone of @game, so the window never
 * waits; @game may change meanwhile.
 */
void
trp_search_choose_async (TrpGame               *game,
                         const TrpSearchParams *params,
                         GCancellable          *cancellable,
                         GAsyncReadyCallback    callback,
                         gpointer               user_data)
{
  g_autoptr(GTask) task = NULL;
  SearchTask *data;

  g_return_if_fail (TRP_IS_GAME (game));
  g_return_if_fail (params != NULL);

  data = g_new0 (SearchTask, 1);
  data->game = trp_game_clone (game);
  data->params = *params;

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, trp_search_choose_async);
  g_task_set_task_data (task, data, search_task_free);
  g_task_run_in_thread (task, search_thread);
}

/**
 * trp_search_choose_finish:
 *
 * Returns: (transfer full) (nullable): the chosen action
 */
TrpAction *
trp_search_choose_finish (GAsyncResult  *result,
                          GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
