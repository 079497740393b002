/* trp-marianna-endgame.c: the exact end of the two-player games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "trp-marianna-endgame.h"
#include "trp-marianna-private.h"

/* The stronger cards of a card's own suit, by mask index. */
#define ABOVE(i)     (M_SUIT_MASK ((i) / 10) & ~(M_BIT ((i) + 1) - 1))
#define ABOVE_ROW(s) ABOVE (s * 10), ABOVE (s * 10 + 1), ABOVE (s * 10 + 2), \
  ABOVE (s * 10 + 3), ABOVE (s * 10 + 4), ABOVE (s * 10 + 5), ABOVE (s * 10 + 6), \
  ABOVE (s * 10 + 7), ABOVE (s * 10 + 8), ABOVE (s * 10 + 9)
static const guint64 above_of[M_N_CARDS] = {
  ABOVE_ROW (0), ABOVE_ROW (1), ABOVE_ROW (2), ABOVE_ROW (3)
};

/* M-62, M-AMB-17: what the second player may play after @led. */
static inline guint64
strict_follow (guint64 hand,
               int     led,
               guint64 trumps)
{
  guint64 same = hand & M_SUIT_MASK (led / 10);
  guint64 higher = same & above_of[led];

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
  guint64 beaters = above_of[led] | ((trumps & M_BIT (led)) ? 0 : trumps);

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
