/* trp-marianna-heuristics.c: the rules of thumb of the Marianna family
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "trp-marianna-heuristics.h"
#include "trp-marianna-private.h"

/**
 * trp_marianna_trump_fitness:
 *
 * Returns: how good @suit would be as trumps for @hand: its length and
 *   strength, in tenths of a card
 */
int
trp_marianna_trump_fitness (guint64 hand,
                            guint   suit)
{
  int value = 0;

  for (guint64 cards = hand & M_SUIT_MASK (suit); cards != 0; cards &= cards - 1)
    value += 20 + 3 * (__builtin_ctzll (cards) % 10);
  return value;
}

/**
 * trp_marianna_pair_value:
 *
 * Returns: how much declaring @suit's king and queen is worth against
 *   the other pairs @hand could declare: with two players 40 in trumps
 *   and 20 otherwise (M-54, M-63), with four the suit's trump fitness
 *   (the marianna makes its suit trumps, M-32)
 */
int
trp_marianna_pair_value (guint64 hand,
                         guint   suit,
                         guint   n_seats,
                         guint   trump)
{
  if (n_seats == 2)
    return suit == trump ? 2 : 1;
  return trp_marianna_trump_fitness (hand, suit);
}

/**
 * trp_marianna_swap_pays:
 * @indicator: the card under the stock, or %TRP_CARD_NONE
 * @trick_number: the trick in progress, counting from 1
 *
 * M-56: the swap pays when it completes the trump pair in time to declare
 * it (M-55): in this trick from the second on, or in a later one.
 *
 * Returns: whether to take the indicator for the trump ace
 */
gboolean
trp_marianna_swap_pays (guint64 hand,
                        TrpCard indicator,
                        guint   declared_suits,
                        guint   stock_size,
                        guint   trick_number)
{
  int index = m_card_index (indicator);
  int other;

  if (index < 0 || (index % 10 != POS_KING && index % 10 != POS_QUEEN))
    return FALSE;
  other = (index / 10) * 10 + (POS_KING + POS_QUEEN - index % 10);
  if (!(hand & M_BIT (other)) || (declared_suits & (1u << (index / 10))))
    return FALSE;
  return stock_size > 2 || (stock_size > 0 && trick_number >= 2);
}


/**
 * trp_marianna_choose_cover_request:
 * @hand: the leader's cards
 * @gone: the cards already won in tricks
 * @declared_suits: bit 1 << suit: a marianna or matrimonio made there
 * @request_suits: bit 1 << suit: the suits a covering may be asked in
 *
 * M-46 to M-48: never instead of a declaration (the covered trick bars
 * the leader's own, M-48); else in a suit whose ace and three are in the
 * leader's hand or already won, so that no other card can take the
 * covered trick; the best trump suit (the covering makes it trumps,
 * M-48) among several. Asking also when one of the two is still out
 * played as well in 1,000 mirrored deals of Normal against Normal
 * (49.7 % and 49.9 % of deals for this rule in Cinquecento and Marianna
 * with Covering, margins +0.09 and +0.26 points a hand): the surer rule
 * is kept.
 *
 * Returns: the suit to ask in, or -1 to pass
 */
int
trp_marianna_choose_cover_request (guint64 hand,
                                   guint64 gone,
                                   guint   declared_suits,
                                   guint   request_suits)
{
  guint64 pairs = hand & TRP_MARIANNA_QUEENS & (hand >> 1) &
                  ~trp_marianna_declared_queens[declared_suits & 15];
  int best = -1;
  int best_fit = -1;

  if (pairs != 0)
    return -1;
  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    {
      guint64 tops = M_BIT (suit * 10 + POS_ACE) | M_BIT (suit * 10 + POS_THREE);
      int fit;

      if (!(request_suits & (1u << suit)))
        continue;
      if ((tops & ~hand & ~gone) != 0)
        continue;
      fit = trp_marianna_trump_fitness (hand, suit);
      if (fit > best_fit)
        {
          best = suit;
          best_fit = fit;
        }
    }
  return best;
}

/* What a trump is worth kept, in half points, by its position in the
 * suit, weakest first: spending the ace of trumps on an empty trick
 * throws away the hand's best card.
 */
static const guint8 trump_keep2[10] = { 7, 8, 9, 10, 11, 13, 15, 17, 32, 40 };

/**
 * trp_marianna_keep_value2:
 * @pos: the card's position in its suit, weakest first (M-4)
 * @is_trump: whether the card is a trump
 * @two_players: whether the game has two seats
 * @pair_held: a king or queen whose other half is in the hand, while a
 *   declaration is still ahead (M-16, M-54, M-63)
 * @pair_open: a king or queen whose other half may still come
 *
 * What a card is worth kept in hand, apart from its points: the one
 * weighing of the rule-based player (src/ai/trp-marianna-player.c) and the
 * guided playout (trp-marianna-guided.c). Plain aces and threes are worth
 * a little, trumps more; a king or queen waiting for its pair is worth the
 * pair's half more (with two players, 20 plain and 40 in trumps: M-54),
 * one that may still meet its other half 3 more. @pair_held and
 * @pair_open count only for kings and queens.
 *
 * Returns: the value in half points
 */
int
trp_marianna_keep_value2 (guint    pos,
                          gboolean is_trump,
                          gboolean two_players,
                          gboolean pair_held,
                          gboolean pair_open)
{
  int value;

  g_return_val_if_fail (pos < 10, 0);

  if (is_trump)
    value = trump_keep2[pos];
  else
    value = pos == POS_ACE ? 4 : pos == POS_THREE ? 2 : 0;

  if (pos == POS_KING || pos == POS_QUEEN)
    {
      if (pair_held)
        value += two_players ? (is_trump ? 70 : 36) : 60;
      if (pair_open)
        value += 6;
    }
  return value;
}

#define ABOVE(i)     (M_SUIT_MASK ((i) / 10) & ~(M_BIT ((i) + 1) - 1))
#define ABOVE_ROW(s) ABOVE (s * 10), ABOVE (s * 10 + 1), ABOVE (s * 10 + 2), \
  ABOVE (s * 10 + 3), ABOVE (s * 10 + 4), ABOVE (s * 10 + 5), ABOVE (s * 10 + 6), \
  ABOVE (s * 10 + 7), ABOVE (s * 10 + 8), ABOVE (s * 10 + 9)
const guint64 trp_marianna_above[M_N_CARDS] = {
  ABOVE_ROW (0), ABOVE_ROW (1), ABOVE_ROW (2), ABOVE_ROW (3)
};

#define DECLARED_QUEENS(sd) (((sd) & 1 ? M_BIT (POS_QUEEN) : 0) | \
                             ((sd) & 2 ? M_BIT (10 + POS_QUEEN) : 0) | \
                             ((sd) & 4 ? M_BIT (20 + POS_QUEEN) : 0) | \
                             ((sd) & 8 ? M_BIT (30 + POS_QUEEN) : 0))
const guint64 trp_marianna_declared_queens[16] = {
  DECLARED_QUEENS (0), DECLARED_QUEENS (1), DECLARED_QUEENS (2), DECLARED_QUEENS (3),
  DECLARED_QUEENS (4), DECLARED_QUEENS (5), DECLARED_QUEENS (6), DECLARED_QUEENS (7),
  DECLARED_QUEENS (8), DECLARED_QUEENS (9), DECLARED_QUEENS (10), DECLARED_QUEENS (11),
  DECLARED_QUEENS (12), DECLARED_QUEENS (13), DECLARED_QUEENS (14), DECLARED_QUEENS (15)
};

gint16 trp_marianna_keep_penalty[2][TRP_N_SUITS + 1][4 * 64];

/* Two bits @k at a card's place in waiting | single << 1: a king's bit 0
 * is its own waiting bit or its queen's single bit, which is clear when
 * the king is held; a queen's bit 1 is its own single bit or its king's
 * waiting bit, set with its own; other cards' bits say nothing about
 * them.
 */
#define WAITING(p, k) ((p) == POS_KING || (p) == POS_QUEEN ? (k) & 1 : 0)
#define SINGLE(p, k)  ((p) == POS_KING ? (k) >> 1 : (p) == POS_QUEEN ? (k) == 2 : 0)

/**
 * trp_marianna_heuristics_init:
 *
 * Fills trp_marianna_keep_penalty; called once with the game's names,
 * before any game exists.
 */
void
trp_marianna_heuristics_init (void)
{
  for (guint two = 0; two < 2; two++)
    for (guint trump = 0; trump <= TRP_N_SUITS; trump++)
      for (guint kind = 0; kind < 4; kind++)
        for (guint index = 0; index < M_N_CARDS; index++)
          {
            guint pos = index % 10;
            int keep2 = trp_marianna_keep_value2 (pos, index / 10 == trump, two,
                                                  WAITING (pos, kind), SINGLE (pos, kind));

            trp_marianna_keep_penalty[two][trump][kind * 64 + index] =
              (gint16) (256 * keep2 + 2 * pos);
          }
}
