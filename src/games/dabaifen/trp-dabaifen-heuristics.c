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
#include "trp-dabaifen-private.h"

G_STATIC_ASSERT (TRP_DABAIFEN_N_CARDS == DBF_N_CARDS);
G_STATIC_ASSERT (TRP_DABAIFEN_TRUMP == DBF_TRUMP);

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

/* ---- The strategy ------------------------------------------------------- */

#define BIT(i)         DBF_BIT (i)
#define TENS_AND_KINGS SUIT_BITS (0x1200)
#define FIVES          SUIT_BITS (0x10)
#define ACES_AND_KINGS SUIT_BITS (0x1001)
#define JOKERS         (BIT (52) | BIT (53))
#define PLAIN_SUIT(s)  ((BIT (13) - 1) << (13 * (s)))
#define TRUMP          TRP_DABAIFEN_TRUMP

static TrpDabaifenGuide guides[13][TRP_N_SUITS];

static inline int
points (guint64 mask)
{
  return 10 * (int) dbf_popcount (mask & TENS_AND_KINGS) +
         5 * (int) dbf_popcount (mask & FIVES);
}

static void
build_guide (TrpDabaifenGuide *g,
             int               level,
             guint             suit)
{
  DbfState tmp;
  const DbfTables *t;

  tmp.trump_rank = (gint8) level;
  tmp.trump_suit = (TrpSuit) suit;
  t = dbf_get_tables (&tmp);
  memcpy (g->eff_mask, t->eff_mask, sizeof g->eff_mask);
  memcpy (g->eff_suit, t->eff_suit, sizeof g->eff_suit);
  memcpy (g->strength, t->strength, sizeof g->strength);

  for (guint i = 0; i < DBF_N_CARDS; i++)
    {
      guint eff = t->eff_suit[i];
      int strength = t->strength[i];
      int pts = points (BIT (i));
      gboolean trump = eff == DBF_TRUMP;

      g->above[i] = 0;
      for (guint j = 0; j < DBF_N_CARDS; j++)
        if (t->eff_suit[j] == eff && t->strength[j] > strength)
          g->above[i] |= BIT (j);

      g->keep[i] = (gint16) trp_dabaifen_keep_value (trump, strength);
      g->points[i] = (gint8) pts;
      g->discard[i] = (gint16) trp_dabaifen_discard_cost (trump, strength, pts);
      g->take[i] = (gint16) -trp_dabaifen_give_score (trump, strength, pts);
      g->win[i] = (gint16) trp_dabaifen_win_cost (trump, strength, pts);
      g->bury[i] = (gint16) trp_dabaifen_bury_cost (trump, strength, pts);
      g->low_lead[i] = (gint16) trp_dabaifen_low_lead_value (trump, strength, pts);
    }
}

/**
 * trp_dabaifen_guide:
 * @level: the trump rank as a level, 2 to 14 (D-5)
 * @trump_suit: the trump suit
 *
 * Returns: (transfer none): the card order and scores for these trumps
 */
const TrpDabaifenGuide *
trp_dabaifen_guide (int   level,
                    guint trump_suit)
{
  static gsize built = 0;

  if (g_once_init_enter (&built))
    {
      for (int l = 2; l <= 14; l++)
        for (guint suit = 0; suit < TRP_N_SUITS; suit++)
          build_guide (&guides[l - 2][suit], l, suit);
      g_once_init_leave (&built, 1);
    }
  g_assert (level >= 2 && level <= 14 && trump_suit < TRP_N_SUITS);
  return &guides[level - 2][trump_suit];
}

/**
 * trp_dabaifen_choose_exposure:
 * @hand: the seat's cards
 * @rank_mask: the four cards of the trump rank
 * @first_hand: whether this is the match's first hand, where exposing
 *   declares (D-23)
 * @own_side_starts: whether nobody exposing would make this seat's team
 *   declare (D-AMB-3)
 *
 * D-16, D-17: show the trump-rank card whose suit would give the best
 * trumps, once they beat the average holding by a margin: at once in the
 * first hand, where the exposer wins the race to declare; later by a
 * margin that shrinks as the hand fills up, only the suit being at stake
 * (D-24). Tuned in self-play, one change at a time against the previous
 * version (40,000 hands each). A holding counts in thirds of a card:
 * each trump 30, a joker 15 more, a trump-rank card 9, an ace or king of
 * the suit 12, against the n / 3 trumps of an average n-card hand.
 *
 * Returns: the card to expose, or -1 to wait
 */
int
trp_dabaifen_choose_exposure (guint64  hand,
                              guint64  rank_mask,
                              gboolean first_hand,
                              gboolean own_side_starts)
{
  guint64 rank_r = hand & rank_mask;
  int n = (int) dbf_popcount (hand);
  int jokers = (int) dbf_popcount (hand & JOKERS);
  int n_r = (int) dbf_popcount (rank_r);
  int base = 30 * (jokers + n_r) + 15 * jokers + 9 * n_r - 10 * n;
  int best = G_MININT, threshold;
  int best_card = -1;

  for (guint64 m = rank_r; m != 0; m &= m - 1)
    {
      guint i = (guint) __builtin_ctzll (m);
      guint64 in_suit = hand & PLAIN_SUIT (i / 13) & ~rank_mask;
      int excess = base + 30 * (int) dbf_popcount (in_suit) +
                   12 * (int) dbf_popcount (in_suit & ACES_AND_KINGS);

      if (excess > best)
        best = excess, best_card = (int) i;
    }

  if (first_hand)
    threshold = own_side_starts ? -15 : -30;
  else
    threshold = 15 + 6 * (DBF_HAND - n);

  return best >= threshold ? best_card : -1;
}

/**
 * trp_dabaifen_choose_bury:
 * @g: the trumps' guide
 * @hand: the leader's cards
 * @need: how many to bury
 * @voided: (out) (optional): whether a short suit was emptied
 *
 * D-27, D-37: empty the shortest plain suits without a point card or an
 * ace, when they fit, so that the leader may trump them; then the
 * cheapest cards to bury, a suit's cards the cheaper the shorter it is.
 *
 * Returns: the cards to bury
 */
guint64
trp_dabaifen_choose_bury (const TrpDabaifenGuide *g,
                          guint64                 hand,
                          guint                   need,
                          gboolean               *voided)
{
  guint64 chosen;
  int length[DBF_N_EFF];
  gint16 cost[DBF_N_CARDS];

  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    length[suit] = (int) dbf_popcount (hand & g->eff_mask[suit]);
  length[TRUMP] = 0;

  chosen = trp_dabaifen_bury_short_suits (hand, g->eff_mask, need);
  if (voided != NULL)
    *voided = chosen != 0;

  if (dbf_popcount (chosen) < need)
    {
      for (guint64 m = hand & ~chosen; m != 0; m &= m - 1)
        {
          guint i = (guint) __builtin_ctzll (m);

          cost[i] = (gint16) (g->bury[i] + 4 * length[g->eff_suit[i]]);
        }
      chosen |= trp_dabaifen_k_cheapest (cost, hand & ~chosen,
                                         need - dbf_popcount (chosen));
    }
  return chosen;
}
