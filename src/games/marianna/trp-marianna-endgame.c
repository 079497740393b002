/* trp-marianna-endgame.c: the exact end of the two-player games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "trp-marianna-endgame.h"
#include "trp-marianna-heuristics.h"
#include "trp-marianna-private.h"

/* M-62, M-AMB-17: what the second player may play after @led. */
static inline guint64
strict_follow (guint64 hand,
               int     led,
               guint64 trumps)
{
  guint64 same = hand & M_SUIT_MASK (led / 10);
  guint64 higher = same & trp_marianna_above[led];

  if (higher != 0)
    return higher;
  if (same != 0)
    return same;
  if ((hand & trumps) != 0)
    return hand & trumps;
  return hand;
}

static inline gboolean
second_wins (int     led,
             int     second,
             guint64 trumps)
{
  guint64 beaters = trp_marianna_beaters (trumps, led);

  return (beaters >> second) & 1;
}

gboolean
trp_marianna_endgame_second_wins (int     led,
                                  int     second,
                                  guint64 trumps)
{
  return second_wins (led, second, trumps);
}

int
trp_marianna_endgame_answer (guint64  lead,
                             guint64  follow,
                             int      led,
                             guint64  trumps,
                             gboolean strict,
                             int      alpha,
                             int      beta)
{
  guint64 allowed = strict ? strict_follow (follow, led, trumps) : follow;
  int worst = 1000;

  for (; allowed != 0; allowed &= allowed - 1)
    {
      int f = __builtin_ctzll (allowed);
      int points = m_points_of_index[led] + m_points_of_index[f];
      guint64 lead_rest = lead & ~M_BIT (led);
      guint64 follow_rest = follow & ~M_BIT (f);
      int b = MIN (beta, worst);
      int value;

      if (second_wins (led, f, trumps))
        value = -points - trp_marianna_endgame_lead (follow_rest, lead_rest, trumps, strict,
                                                     -b - points, -alpha - points);
      else
        value = points + trp_marianna_endgame_lead (lead_rest, follow_rest, trumps, strict,
                                                    alpha - points, b - points);
      if (value < worst)
        {
          worst = value;
          /* The leader has something at least as good already. */
          if (worst <= alpha)
            break;
        }
    }
  return worst;
}

int
trp_marianna_endgame_lead (guint64  lead,
                           guint64  follow,
                           guint64  trumps,
                           gboolean strict,
                           int      alpha,
                           int      beta)
{
  int best = -1000;

  if (lead == 0)
    return 0;
  for (guint64 rest = lead; rest != 0; rest &= rest - 1)
    {
      int value = trp_marianna_endgame_answer (lead, follow, __builtin_ctzll (rest), trumps,
                                               strict, MAX (alpha, best), beta);

      if (value > best)
        {
          best = value;
          if (best >= beta)
            break;
        }
    }
  return best;
}

/**
 * trp_marianna_endgame_choose:
 * @hand: the cards of the seat to play
 * @theirs: the other seat's cards
 * @led: the card led to this trick, or -1 when the seat leads
 * @plays: the cards of @hand it may play
 * @trumps: the trump suit's cards, 0 while none
 * @strict: Mariaccio's duty to follow and beat (M-62)
 *
 * The card of @plays with the best margin over the rest of the hand, the
 * lowest on a tie: the one end play of the rule-based player and the
 * guided playout.
 *
 * Returns: its mask index
 */
int
trp_marianna_endgame_choose (guint64  hand,
                             guint64  theirs,
                             int      led,
                             guint64  plays,
                             guint64  trumps,
                             gboolean strict)
{
  int best = -1000;
  int chosen = __builtin_ctzll (plays);

  for (guint64 rest = plays; rest != 0; rest &= rest - 1)
    {
      int card = __builtin_ctzll (rest);
      int value;

      if (led < 0)
        value = trp_marianna_endgame_answer (hand, theirs, card, trumps, strict, best, 1000);
      else
        {
          int points = m_points_of_index[led] + m_points_of_index[card];

          if (second_wins (led, card, trumps))
            value = points + trp_marianna_endgame_lead (hand & ~M_BIT (card), theirs, trumps,
                                                        strict, best - points, 1000);
          else
            value = -points - trp_marianna_endgame_lead (theirs, hand & ~M_BIT (card), trumps,
                                                         strict, -1000, -best - points);
        }
      if (value > best)
        {
          best = value;
          chosen = card;
        }
    }
  return chosen;
}
