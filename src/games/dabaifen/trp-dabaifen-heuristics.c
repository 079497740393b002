/* trp-dabaifen-heuristics.c: the rules of thumb of Da Bai Fen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rule-based player calls these per card; the guided playout reads
 * them from tables built once per trump rank and suit.
 */

#include "config.h"

#include "trp-card.h"
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

/* D-4: the kings and tens of the four suits, and the fives, by card index
 * (13 a suit, the ace first). */
#define SUIT_BITS(m)   ((G_GUINT64_CONSTANT (m)) * \
                        (1 | (G_GUINT64_CONSTANT (1) << 13) | \
                         (G_GUINT64_CONSTANT (1) << 26) | (G_GUINT64_CONSTANT (1) << 39)))
#define POINT_CARDS    SUIT_BITS (0x1210)

/**
 * trp_dabaifen_bury_short_suits:
 * @hand: the leader's cards, by card index
 * @plain_masks: the cards of each plain suit as it plays (D-11: the trump
 *   rank and the jokers are not among them), TRP_N_SUITS of them
 * @need: the cards still to bury
 *
 * The first rule of burying (D-27, D-37), the rule-based player's and the
 * guided playout's alike: empty the shortest plain suits that hold no
 * point card and no ace, while they fit in @need; the void lets the
 * leader trump them.
 *
 * Returns: the cards of the suits emptied, maybe none
 */
guint64
trp_dabaifen_bury_short_suits (guint64        hand,
                               const guint64 *plain_masks,
                               guint          need)
{
  guint64 chosen = 0;
  guint length[TRP_N_SUITS];

  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    length[suit] = (guint) __builtin_popcountll (hand & plain_masks[suit]);

  /* Each round empties one suit, so there are at most four. */
  for (guint round = 0; round < TRP_N_SUITS; round++)
    {
      int best = -1;

      for (guint suit = 0; suit < TRP_N_SUITS; suit++)
        {
          guint64 cards = hand & plain_masks[suit] & ~chosen;

          if (cards == 0 || (cards & POINT_CARDS) != 0 ||
              (cards & (G_GUINT64_CONSTANT (1) << (13 * suit))) != 0 ||
              (guint) __builtin_popcountll (cards | chosen) > need)
            continue;
          if (best < 0 || length[suit] < length[best])
            best = (int) suit;
        }
      if (best < 0)
        break;
      chosen |= hand & plain_masks[best];
    }
  return chosen;
}
