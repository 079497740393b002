/* trp-dabaifen-heuristics.c: the rules of thumb of Da Bai Fen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rule-based player calls these per card; the guided playout reads
 * them from tables built once per trump rank and suit.
 */

#include "config.h"

#include "trp-dabaifen-heuristics.h"

/**
 * trp_dabaifen_keep_value:
 *
 * Returns: what a card is worth keeping, points left aside: trumps most,
 *   the jokers and trump-rank cards above all
 */
int
trp_dabaifen_keep_value (gboolean trump,
                         guint    strength)
{
  int s = (int) strength;

  if (trump)
    return 30 + (s > 100 ? 15 + 3 * (s - 100) : s);
  return s;
}

/**
 * trp_dabaifen_discard_cost:
 *
 * Returns: the cost of giving a card away to the opponents
 */
int
trp_dabaifen_discard_cost (gboolean trump,
                           guint    strength,
                           int      points)
{
  return trp_dabaifen_keep_value (trump, strength) + 4 * points;
}

/**
 * trp_dabaifen_give_score:
 *
 * Measured: a trump point card given to a won trick is well spent.
 *
 * Returns: how glad the seat is to give a card to its partner's trick
 */
int
trp_dabaifen_give_score (gboolean trump,
                         guint    strength,
                         int      points)
{
  return 6 * points - trp_dabaifen_keep_value (trump, strength) + (trump ? 10 : 0);
}

/**
 * trp_dabaifen_win_cost:
 *
 * Returns: the cost of winning a trick with a card: what it is worth
 *   kept, less what its own points bring in
 */
int
trp_dabaifen_win_cost (gboolean trump,
                       guint    strength,
                       int      points)
{
  return trp_dabaifen_keep_value (trump, strength) - 2 * points;
}

/**
 * trp_dabaifen_bury_cost:
 *
 * Keeping value when burying (D-27): trumps first, then point cards
 * (buried they may count double for the opponents, D-37), then aces, then
 * the rest. The callers add 4 per card of the suit's length, so that
 * short suits go first and leave voids to trump in.
 *
 * Returns: the cost of burying a card, its suit's length aside
 */
int
trp_dabaifen_bury_cost (gboolean trump,
                        guint    strength,
                        int      points)
{
  int cost = trp_dabaifen_keep_value (trump, strength);

  if (trump)
    return cost + 200;
  if (points > 0)
    return cost + 60 + points;
  return cost + (strength == 14 ? 30 : 0);
}

/**
 * trp_dabaifen_low_lead_value:
 *
 * Returns: how good a lead a card is that the seat does not know to win:
 *   cheap cards without points first; the callers add what they know of
 *   the suit (its length, voids)
 */
int
trp_dabaifen_low_lead_value (gboolean trump,
                             guint    strength,
                             int      points)
{
  return 12 - trp_dabaifen_keep_value (trump, strength) / 3 - 4 * points;
}
