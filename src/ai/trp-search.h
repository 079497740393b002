/* trp-search.h: a computer player that searches over sampled deals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "trp-game.h"

G_BEGIN_DECLS

/* Chooses a move for the current seat of @game; used for rollouts and by
 * the rule-based players. Returns a new action, or %NULL to fall back to a
 * random legal one. */
typedef TrpAction *(*TrpPolicyFunc) (TrpGame  *game,
                                     TrpRng   *rng,
                                     gpointer  user_data);

/* How good the round of @game is for @seat, in [0, 1]: a finished round,
 * or, after a rollout cut short (TrpSearchParams.rollout_moves), the
 * round as it stands. */
typedef double (*TrpRewardFunc) (TrpGame *game,
                                 int      seat);

/* Whether the rollout policy's move in @game is to be played as it is,
 * without a search. */
typedef gboolean (*TrpKeepRuleFunc) (TrpGame *game);

/**
 * TrpSearchParams:
 * @iterations: playouts to run; 0 runs until @time_budget_us
 * @time_budget_us: the thinking time, in microseconds (default 300 ms)
 * @seed: seeds the sampling, so a fixed seed and iteration count always
 *   choose the same move
 * @rollout_policy: plays the rest of the round in each playout; %NULL
 *   plays uniformly random legal moves
 * @policy_data: passed to @rollout_policy
 * @reward: scores a playout; %NULL is trp_search_reward()
 * @omniscient: search on the real hands instead of samples of the hidden
 *   cards, dealing anew only what no seat sees (trp_game_resample_unseen());
 *   it cheats, and only benchmarks use it, as the ceiling a fair search can
 *   approach
 * @overrule_z: how many standard errors, on the same deals, the best move
 *   must beat the rollout policy's own move by to be chosen instead
 * @guided_rollouts: play the rollouts with the game's own fast rules of
 *   thumb (trp_game_playout_guided()) where it has them; @rollout_policy
 *   still proposes the move to beat
 * @run_full_budget: keep sampling after every move but one has dropped out
 *   of the race; only benchmarks that measure throughput want this
 * @rollout_moves: the moves a rollout plays before @reward scores the
 *   round as it stands; 0 plays every rollout to the round's end
 * @keep_rule: (nullable): where it says so, @rollout_policy's move is
 *   played without a search
 */
typedef struct
{
  guint          iterations;
  gint64         time_budget_us;
  guint64        seed;
  TrpPolicyFunc  rollout_policy;
  gpointer       policy_data;
  TrpRewardFunc  reward;
  gboolean       omniscient;
  double         overrule_z;
  gboolean       guided_rollouts;
  gboolean       run_full_budget;
  guint          rollout_moves;
  TrpKeepRuleFunc keep_rule;
} TrpSearchParams;

#define TRP_SEARCH_DEFAULT_BUDGET_US (300 * 1000)

/* The most scoring units a reward looks at (Biriba's six solo players). */
#define TRP_SEARCH_MAX_UNITS 8

/**
 * TrpSearchStats:
 * @iterations: playouts run
 * @elapsed_us: time spent
 * @best_mean: the chosen move's average reward, in [0, 1]
 * @samples: deals sampled, each tried with every move still in the race
 * @candidates: the moves compared
 * @rule_based: whether the move is the rollout policy's own choice, kept
 *   because no other move was significantly better
 * @setup_us: the time before the first playout (the moves listed, the
 *   rollout policy's own move, the first sample): the budget cannot stop
 *   it
 * @longest_playout_us: the longest time between two looks at the clock
 *   (one playout and its sample); a search overruns its budget by up to
 *   that
 * @deals_compared: where the move is not the rollout policy's, the deals
 *   on which both were tried
 * @deals_better: of those, the deals on which the move did better
 * @deals_worse: and worse
 */
typedef struct
{
  guint     iterations;
  gint64    elapsed_us;
  double    best_mean;
  guint     samples;
  guint     candidates;
  gboolean  rule_based;
  gint64    setup_us;
  gint64    longest_playout_us;
  guint     deals_compared;
  guint     deals_better;
  guint     deals_worse;
} TrpSearchStats;

void       trp_search_params_init    (TrpSearchParams      *params);

guint      trp_search_compare        (TrpGame               *game,
                                      const TrpSearchParams *params,
                                      const TrpAction       *a,
                                      const TrpAction       *b,
                                      guint                  samples,
                                      double                *mean,
                                      double                *stderror);
TrpAction *trp_search_choose         (TrpGame              *game,
                                      const TrpSearchParams *params,
                                      GCancellable         *cancellable,
                                      TrpSearchStats       *stats);
void       trp_search_choose_async   (TrpGame              *game,
                                      const TrpSearchParams *params,
                                      GCancellable         *cancellable,
                                      GAsyncReadyCallback   callback,
                                      gpointer              user_data);
TrpAction *trp_search_choose_finish  (GAsyncResult         *result,
                                      GError              **error);

TrpAction *trp_policy_random         (TrpGame              *game,
                                      TrpRng               *rng,
                                      gpointer              user_data);
gboolean   trp_playout               (TrpGame              *game,
                                      TrpRng               *rng,
                                      TrpPolicyFunc         policy,
                                      gpointer              policy_data,
                                      guint                 max_moves);
double     trp_search_reward_for_totals (const int         *totals,
                                      guint                n_units,
                                      guint                mine,
                                      int                  match_winner);
double     trp_search_reward         (TrpGame              *game,
                                      int                   seat);

G_END_DECLS
