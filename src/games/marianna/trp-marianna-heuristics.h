/* trp-marianna-heuristics.h: the rules of thumb of the Marianna family
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pure move scores on card masks (as in trp-marianna-view.h), shared by
 * the rule-based player (src/ai) and the guided playout, so that a rule
 * of thumb is written once.
 */

#pragma once

#include "trp-card.h"
#include "trp-marianna-view.h"

G_BEGIN_DECLS

int      trp_marianna_trump_fitness (guint64  hand,
                                     guint    suit);
int      trp_marianna_pair_value    (guint64  hand,
                                     guint    suit,
                                     guint    n_seats,
                                     guint    trump);
gboolean trp_marianna_swap_pays     (guint64  hand,
                                     TrpCard  indicator,
                                     guint    declared_suits,
                                     guint    stock_size,
                                     guint    trick_number);

int      trp_marianna_keep_value2   (guint    pos,
                                     gboolean is_trump,
                                     gboolean two_players,
                                     gboolean pair_held,
                                     gboolean pair_open);

/**
 * trp_marianna_seat_after_value2:
 * @partner: whether the seat still to play is the partner
 * @two_players: whether the game has two seats
 * @ruleset: the rule set, for two players
 *
 * What one seat still to play after this card adds to the worth of taking
 * the trick, in half points. With four players a partner still to play
 * adds points to a trick we hold, while an opponent still to play chooses
 * freely what to give (no duty to follow, M-11) and the winner must lead
 * next, so an early win counts for less. Measured in self-play and
 * against random play. Inline: the guided playout asks it on every card.
 *
 * Returns: the value in half points
 */
static inline int
trp_marianna_seat_after_value2 (gboolean           partner,
                                gboolean           two_players,
                                TrpMariannaRuleset ruleset)
{
  if (partner)
    return 6;
  if (!two_players)
    return -6;
  return ruleset == TRP_MARIANNA_RULESET_BRISCOLA_151 ? 3 : -4;
}

G_END_DECLS
