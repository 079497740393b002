/* trp-dabaifen-cards.c: effective suits, strengths, throws and following
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rules D-3, D-4 and D-8 to D-11 (card order), D-30 (throw soundness),
 * D-32 (following) and D-33 (the winner of a single-card trick).
 */

#include "config.h"

#include <string.h>

#include "trp-dabaifen-private.h"

int
dbf_card_index (TrpCard card)
{
  TrpSuit suit = trp_card_get_suit (card);
  guint rank = trp_card_get_rank (card);

  if (suit < TRP_SUIT_NONE && rank >= TRP_RANK_ACE && rank <= TRP_RANK_KING)
    return suit * 13 + rank - 1;
  if (card == TRP_CARD_RED_JOKER)
    return 52;
  if (card == TRP_CARD_BLACK_JOKER)
    return 53;
  return -1;
}

TrpCard
dbf_index_card (guint index)
{
  g_assert (index < DBF_N_CARDS);

  if (index == 52)
    return TRP_CARD_RED_JOKER;
  if (index == 53)
    return TRP_CARD_BLACK_JOKER;
  return TRP_CARD (index / 13, index % 13 + 1);
}

/* Cards that are not in the Da Bai Fen deck, or are named twice, set
 * @duplicates; the caller refuses the action.
 */
guint64
dbf_mask_from_cards (const TrpCard *cards,
                     guint          n_cards,
                     gboolean      *duplicates)
{
  guint64 mask = 0;

  *duplicates = FALSE;
  for (guint i = 0; i < n_cards; i++)
    {
      int index = dbf_card_index (cards[i]);

      if (index < 0 || (mask & DBF_BIT (index)) != 0)
        *duplicates = TRUE;
      else
        mask |= DBF_BIT (index);
    }

  return mask;
}

guint
dbf_mask_to_cards (guint64  mask,
                   TrpCard *out)
{
  guint n = 0;

  while (mask != 0)
    {
      guint index = (guint) __builtin_ctzll (mask);

      out[n++] = dbf_index_card (index);
      mask &= mask - 1;
    }

  return n;
}

/* D-4: kings and tens 10, fives 5; bits of K and 10, and of 5, in each
 * of the four suits.
 */
#define TENS_AND_KINGS (G_GUINT64_CONSTANT (0x1200) * (1 | DBF_BIT (13) | DBF_BIT (26) | DBF_BIT (39)))
#define FIVES          (G_GUINT64_CONSTANT (0x10) * (1 | DBF_BIT (13) | DBF_BIT (26) | DBF_BIT (39)))

int
dbf_mask_points (guint64 mask)
{
  return 10 * dbf_popcount (mask & TENS_AND_KINGS) + 5 * dbf_popcount (mask & FIVES);
}

/* D-3: 2..10, J 11, Q 12, K 13, A 14. */
int
dbf_natural_value (TrpCard card)
{
  guint rank = trp_card_get_rank (card);

  return rank == TRP_RANK_ACE ? 14 : (int) rank;
}

/* D-5: a level names a rank, with the ace as 14. */
guint
dbf_rank_of_level (int level)
{
  return level == 14 ? TRP_RANK_ACE : (guint) level;
}

guint64
dbf_rank_mask (int level)
{
  guint rank = dbf_rank_of_level (level);
  guint64 mask = 0;

  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    mask |= DBF_BIT (suit * 13 + rank - 1);
  return mask;
}

/* D-8 to D-11, once T is fixed. */
void
dbf_compute_tables (DbfState *s)
{
  guint rank = dbf_rank_of_level (s->trump_rank);

  memset (s->eff_mask, 0, sizeof s->eff_mask);
  for (guint i = 0; i < DBF_N_CARDS; i++)
    {
      TrpCard card = dbf_index_card (i);
      guint eff;
      guint strength;

      if (card == TRP_CARD_RED_JOKER)
        eff = DBF_TRUMP, strength = 104;
      else if (card == TRP_CARD_BLACK_JOKER)
        eff = DBF_TRUMP, strength = 103;
      else if (trp_card_get_rank (card) == rank)
        eff = DBF_TRUMP, strength = trp_card_get_suit (card) == s->trump_suit ? 102 : 101;
      else if (trp_card_get_suit (card) == s->trump_suit)
        eff = DBF_TRUMP, strength = dbf_natural_value (card);
      else
        eff = trp_card_get_suit (card), strength = dbf_natural_value (card);

      s->eff_suit[i] = eff;
      s->strength[i] = strength;
      s->eff_mask[eff] |= DBF_BIT (i);
    }
}

static int
strongest (const DbfState *s,
           guint64         mask,
           int            *index)
{
  int best = -1;

  *index = -1;
  while (mask != 0)
    {
      int i = __builtin_ctzll (mask);

      if (s->strength[i] > best)
        best = s->strength[i], *index = i;
      mask &= mask - 1;
    }

  return best;
}

/* D-30, D-AMB-7: only the other three hands count, and only a strictly
 * stronger card. The offending card reported (D-31) is the strongest one
 * held elsewhere, the first found counter-clockwise from the thrower
 * among equals.
 */
gboolean
dbf_throw_is_sound (const DbfState *s,
                    int             seat,
                    guint64         thrown,
                    TrpCard        *offending,
                    int            *holder)
{
  int weakest = G_MAXINT;
  int best = -1, best_index = -1, best_seat = -1;
  guint suit;
  guint64 mask = thrown;

  g_assert (thrown != 0);
  suit = s->eff_suit[__builtin_ctzll (thrown)];
  while (mask != 0)
    {
      int i = __builtin_ctzll (mask);

      weakest = MIN (weakest, s->strength[i]);
      mask &= mask - 1;
    }

  for (int k = 1; k < DBF_N_SEATS; k++)
    {
      int other = (seat + k) % DBF_N_SEATS;
      int index;
      int strength = strongest (s, s->hands[other] & s->eff_mask[suit], &index);

      if (strength > best)
        best = strength, best_index = index, best_seat = other;
    }

  if (best > weakest)
    {
      if (offending != NULL)
        *offending = dbf_index_card (best_index);
      if (holder != NULL)
        *holder = best_seat;
      return FALSE;
    }

  return TRUE;
}

/* D-33: the strongest trump, else the strongest card of the led suit;
 * among equal cards the first played wins, so only a strictly stronger
 * card takes the lead over.
 */
int
dbf_single_trick_winner (const DbfState *s,
                         const DbfTrick *trick)
{
  int best_seat = trick->leader;
  int best = __builtin_ctzll (trick->by_seat[trick->leader]);
  guint led = s->eff_suit[best];

  for (int k = 1; k < DBF_N_SEATS; k++)
    {
      int seat = (trick->leader + k) % DBF_N_SEATS;
      int i = __builtin_ctzll (trick->by_seat[seat]);
      gboolean best_trump = s->eff_suit[best] == DBF_TRUMP;

      if (s->eff_suit[i] == DBF_TRUMP)
        {
          if (!best_trump || s->strength[i] > s->strength[best])
            best = i, best_seat = seat;
        }
      else if (s->eff_suit[i] == led && !best_trump && s->strength[i] > s->strength[best])
        {
          best = i, best_seat = seat;
        }
    }

  return best_seat;
}

/* D-32: as many cards of the led effective suit as possible, up to n. */
gboolean
dbf_follow_is_legal (const DbfState *s,
                     guint64         hand,
                     guint64         cards,
                     guint           n,
                     guint           led_suit)
{
  guint64 held = hand & s->eff_mask[led_suit];

  return dbf_popcount (cards & held) == MIN (dbf_popcount (held), n);
}

/* Strongest first; equal cards in index order, so the order is stable. */
guint
dbf_sorted_by_strength (const DbfState *s,
                        guint64         mask,
                        TrpCard        *out)
{
  guint8 indices[DBF_N_CARDS];
  guint n = 0;

  while (mask != 0)
    {
      indices[n++] = (guint8) __builtin_ctzll (mask);
      mask &= mask - 1;
    }

  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && s->strength[indices[j]] > s->strength[indices[j - 1]]; j--)
      {
        guint8 t = indices[j];

        indices[j] = indices[j - 1];
        indices[j - 1] = t;
      }

  for (guint i = 0; i < n; i++)
    out[i] = dbf_index_card (indices[i]);
  return n;
}
