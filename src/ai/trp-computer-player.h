/* trp-computer-player.h: what a game gives the computer players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-search.h"

G_BEGIN_DECLS

/* A rule-based player's choice with a short, translated reason. */
typedef TrpAction *(*TrpExplainedChoice) (TrpGame  *game,
                                          TrpRng   *rng,
                                          char    **reason);

/**
 * TrpComputerPlayer:
 * @policy: the rule-based player (Normal), also the search's rollouts
 *   where @guided_rollouts is %FALSE
 * @choose: @policy with its reason, for the hints
 * @reward: (nullable): how the search scores a playout; %NULL for the
 *   round's totals (trp_search_reward())
 * @guided_rollouts: the search's rollouts use the game's own fast rules
 *   of thumb (trp_game_playout_guided()) instead of @policy: many more
 *   deals per decision, where the benchmark shows the trade pays
 * @rollout_moves: a rollout stops after this many moves; 0 plays each to
 *   the round's end
 * @keep_rule: (nullable): where the search must play @policy's move
 * @params_for_position: (nullable): tunes the search for the position
 *   (a phase that plays longer)
 * @contrast: (nullable): a hint's reason where the search overrules
 *   @choose: what the search's move does that the rule-based move does
 *   not, read from the seat's view, in a short translated sentence with
 *   its numbers; %NULL where it has nothing to say
 *
 * One per game engine, named by every rule set of its catalog row
 * (TrpGameInfo.player): src/ai finds a game's player there, never by
 * its type.
 */
typedef struct _TrpComputerPlayer
{
  TrpPolicyFunc        policy;
  TrpExplainedChoice   choose;
  TrpRewardFunc        reward;
  gboolean             guided_rollouts;
  guint                rollout_moves;
  TrpKeepRuleFunc      keep_rule;
  void               (*params_for_position) (TrpSearchParams *params,
                                             TrpGame         *game);
  char              *(*contrast)            (TrpGame         *game,
                                             const TrpAction *move,
                                             const TrpAction *usual);
} TrpComputerPlayer;

G_END_DECLS
