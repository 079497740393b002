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

/* UCB1's exploration constant for rewards in [0, 1]. */
#define EXPLORATION 0.7

typedef struct
{
  TrpAction *action;
  guint      visits;
  double     total;
} Arm;

void
trp_search_params_init (TrpSearchParams *params)
{
  g_return_if_fail (params != NULL);

  params->iterations = 0;
  params->time_budget_us = TRP_SEARCH_DEFAULT_BUDGET_US;
  params->seed = 0;
  params->rollout_policy = NULL;
  params->policy_data = NULL;
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
 * trp_search_reward:
 *
 * Returns: how good a finished round is for @seat, in [0, 1]: 0.5 for a
 *   draw with the best other side, rising with the point margin
 */
double
trp_search_reward (TrpGame *game,
                   int      seat)
{
  g_autoptr(TrpRoundResult) result = trp_game_round_result (game);
  guint mine, n_units;
  int own, best_other = G_MININT;
  double scale = 1.0;

  if (result == NULL)
    return 0.5;

  mine = trp_game_get_scoring_unit (game, seat);
  n_units = trp_round_result_get_n_units (result);
  own = trp_round_result_get_total (result, mine);

  for (guint unit = 0; unit < n_units; unit++)
    {
      int total = trp_round_result_get_total (result, unit);

      scale = MAX (scale, ABS (total));
      if (unit != mine)
        best_other = MAX (best_other, total);
    }

  if (best_other == G_MININT)
    best_other = 0;

  /* The margin relative to the round's largest score, so one constant
   * serves Marianna's 120 points and Biriba's thousands alike. */
  return 0.5 + 0.5 * tanh (2.0 * (own - best_other) / scale);
}

static TrpAction *
search (TrpGame               *game,
        const TrpSearchParams *params,
        GCancellable          *cancellable,
        TrpSearchStats        *stats)
{
  g_autoptr(GPtrArray) legal = NULL;
  g_autoptr(TrpRng) rng = NULL;
  g_autofree Arm *arms = NULL;
  gint64 start = g_get_monotonic_time ();
  int seat = trp_game_get_current_seat (game);
  guint iterations = 0;
  guint best = 0;

  g_return_val_if_fail (seat >= 0, NULL);

  legal = trp_game_legal_actions (game);
  if (legal->len == 0)
    return NULL;

  arms = g_new0 (Arm, legal->len);
  for (guint i = 0; i < legal->len; i++)
    arms[i].action = g_ptr_array_index (legal, i);

  rng = trp_rng_new (params->seed);

  /* A forced move needs no thought. */
  while (legal->len > 1)
    {
      g_autoptr(TrpGame) sample = NULL;
      double log_total, best_score = -1.0;
      guint arm = 0;

      if (params->iterations > 0 ? iterations >= params->iterations
                                 : g_get_monotonic_time () - start >= params->time_budget_us)
        break;
      if (g_cancellable_is_cancelled (cancellable))
        break;

      /* UCB1 over the root moves: try each once, then balance the best
       * average against the least explored. */
      log_total = log ((double) MAX (iterations, 1));
      for (guint i = 0; i < legal->len; i++)
        {
          double score;

          if (arms[i].visits == 0)
            {
              arm = i;
              break;
            }
          score = arms[i].total / arms[i].visits +
                  EXPLORATION * sqrt (log_total / arms[i].visits);
          if (score > best_score)
            {
              best_score = score;
              arm = i;
            }
        }

      /* Each playout sees a fresh deal of the cards this seat cannot see:
       * the search never reads another seat's hidden cards. */
      sample = trp_game_determinize (game, seat, rng);
      if (trp_game_validate (sample, arms[arm].action, NULL))
        {
          trp_game_apply (sample, arms[arm].action);
          trp_playout (sample, rng, params->rollout_policy, params->policy_data, MAX_PLAYOUT_MOVES);
          arms[arm].total += trp_search_reward (sample, seat);
        }
      arms[arm].visits++;
      iterations++;
    }

  for (guint i = 1; i < legal->len; i++)
    if (arms[i].visits > arms[best].visits ||
        (arms[i].visits == arms[best].visits &&
         arms[i].total > arms[best].total))
      best = i;

  if (stats != NULL)
    {
      stats->iterations = iterations;
      stats->elapsed_us = g_get_monotonic_time () - start;
      stats->best_mean = arms[best].visits > 0 ? arms[best].total / arms[best].visits : 0.5;
    }

  return trp_action_copy (arms[best].action);
}

/**
 * trp_search_choose:
 * @game: a game whose current seat is to move
 * @params: budget, seed and rollout policy
 * @cancellable: (nullable): stops the search early; the best move so far
 *   is returned
 * @stats: (out) (optional): what the search did
 *
 * Determinized search: every playout deals the hidden cards anew from the
 * current seat's point of view, plays one root move and the rest of the
 * round with the rollout policy, and scores the result; the most tried
 * move wins.
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
