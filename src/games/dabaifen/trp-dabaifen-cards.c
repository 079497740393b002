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


static void
build_tables (DbfTables *t,
              int        trump_rank,
              TrpSuit    trump_suit)
{
  guint rank = dbf_rank_of_level (trump_rank);

  memset (t, 0, sizeof *t);
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
        eff = DBF_TRUMP, strength = trp_card_get_suit (card) == trump_suit ? 102 : 101;
      else if (trp_card_get_suit (card) == trump_suit)
        eff = DBF_TRUMP, strength = dbf_natural_value (card);
      else
        eff = trp_card_get_suit (card), strength = dbf_natural_value (card);

      t->eff_suit[i] = eff;
      t->strength[i] = strength;
      t->eff_mask[eff] |= DBF_BIT (i);
    }

  /* The same order as dbf_sorted_by_strength(). */
  for (guint eff = 0, n = 0; eff < DBF_N_EFF; eff++)
    {
      guint start = n;

      t->eff_start[eff] = (guint8) start;
      for (guint64 m = t->eff_mask[eff]; m != 0; m &= m - 1)
        {
          guint8 index = (guint8) __builtin_ctzll (m);
          guint j = n++;

          for (; j > start && t->strength[t->by_strength[j - 1]] < t->strength[index]; j--)
            t->by_strength[j] = t->by_strength[j - 1];
          t->by_strength[j] = index;
        }
      t->eff_start[eff + 1] = (guint8) n;
    }

  for (guint i = 0; i < DBF_N_CARDS; i++)
    for (guint j = 0; j < DBF_N_CARDS; j++)
      if (t->eff_suit[j] == t->eff_suit[i] && t->strength[j] >= t->strength[i])
        t->at_least[i] |= DBF_BIT (j);
}

/* Levels 2..14 times four suits: built once, since every hand, and every
 * random playout, needs one of them.
 */
static DbfTables all_tables[13][TRP_N_SUITS];

const DbfTables *
dbf_get_tables (const DbfState *s)
{
  static gsize built = 0;

  if (g_once_init_enter (&built))
    {
      for (int level = 2; level <= 14; level++)
        for (guint suit = 0; suit < TRP_N_SUITS; suit++)
          build_tables (&all_tables[level - 2][suit], level, (TrpSuit) suit);
      g_once_init_leave (&built, 1);
    }

  g_assert (s->trump_rank >= 2 && s->trump_rank <= 14 && s->trump_suit < TRP_N_SUITS);
  return &all_tables[s->trump_rank - 2][s->trump_suit];
}

/* D-8 to D-11, once T is fixed. */
void
dbf_compute_tables (DbfState *s)
{
  const DbfTables *t = dbf_get_tables (s);

  memcpy (s->eff_mask, t->eff_mask, sizeof s->eff_mask);
  memcpy (s->eff_suit, t->eff_suit, sizeof s->eff_suit);
  memcpy (s->strength, t->strength, sizeof s->strength);
  memcpy (s->by_strength, t->by_strength, sizeof s->by_strength);
  memcpy (s->eff_start, t->eff_start, sizeof s->eff_start);
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
 * card takes the lead over. A trump's key is raised above every plain
 * card's, and a card of another plain suit has key 0.
 */
int
dbf_single_trick_winner (const DbfState *s,
                         const DbfTrick *trick)
{
  int best_seat = trick->leader;
  int first = __builtin_ctzll (trick->by_seat[trick->leader]);
  guint led = s->eff_suit[first];
  guint best = s->strength[first] + (led == DBF_TRUMP ? 128 : 0);

  for (int k = 1; k < DBF_N_SEATS; k++)
    {
      int seat = (guint) (trick->leader + k) % DBF_N_SEATS;
      int i = __builtin_ctzll (trick->by_seat[seat]);
      guint eff = s->eff_suit[i];
      guint key = eff == DBF_TRUMP ? s->strength[i] + 128u : eff == led ? s->strength[i] : 0u;

      if (key > best)
        best = key, best_seat = seat;
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
