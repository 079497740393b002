/* trp-biriba-meld.c: runs, sets and wild cards (rules/biriba.md B-11 to B-25)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine never stores which rank a wild card stands for: after every
 * change it recomputes the valid arrangement with the fewest wild-role
 * cards (B-17). That makes the moves of B-24 free, and reduces every
 * question to "is this multiset of cards a meld, and with how many wilds?".
 */

#include "config.h"

#include <string.h>

#include "trp-biriba-meld.h"

/* B-11, with the joker_value and two_value options. */
int
trp_biriba_card_value (TrpCard card,
                       int     joker_value,
                       int     two_value)
{
  guint rank;

  if (trp_card_is_joker (card))
    return joker_value;

  rank = trp_card_get_rank (card);
  if (rank == TRP_RANK_ACE)
    return 15;
  if (rank == TRP_RANK_TWO)
    return two_value;
  if (rank >= TRP_RANK_EIGHT)
    return 10;
  return 5;
}

/* The fewest wild-role cards with which @cards form a run (B-14, B-16,
 * B-17), or -1. Positions are bits: 1 is a low ace, 14 a high one.
 */
static int
evaluate_run (const TrpCard *cards,
              guint          n_cards,
              gboolean       ace_high,
              guint8        *out_suit,
              gboolean      *out_ace_is_high,
              gboolean      *out_natural_two)
{
  gboolean best_ace_high = FALSE;
  gboolean best_natural_two = FALSE;
  int suit = -1;
  guint wild_fixed = 0;
  guint twos_of_suit = 0;
  guint twos_by_suit[TRP_N_SUITS] = { 0, };
  guint n_twos = 0;
  guint n_aces = 0;
  guint n_plain = 0;   /* the naturals other than aces, each at its own bit */
  guint32 mask = 0;
  int best = -1;

  if (n_cards < 3 || n_cards > 13)
    return -1;

  /* The natural anchors: every card that is neither a joker nor a 2. The
   * 2s are wild unless of the run's suit, known at the end.
   */
  for (guint i = 0; i < n_cards; i++)
    {
      TrpCard card = cards[i];
      guint rank;

      if (trp_card_is_joker (card))
        {
          wild_fixed++;
          continue;
        }
      if (trp_card_get_rank (card) == TRP_RANK_TWO)
        {
          twos_by_suit[trp_card_get_suit (card)]++;
          n_twos++;
          continue;
        }
      if (suit < 0)
        suit = trp_card_get_suit (card);
      else if ((int) trp_card_get_suit (card) != suit)
        return -1;

      rank = trp_card_get_rank (card);
      if (rank == TRP_RANK_ACE)
        {
          n_aces++;
          continue;
        }
      if (mask & (1u << rank))
        return -1;
      mask |= 1u << rank;
      n_plain++;
    }

  if (suit < 0 || n_aces > 1)
    return -1;

  twos_of_suit = twos_by_suit[suit];
  wild_fixed += n_twos - twos_of_suit;

  for (guint ace_pos = 0; ace_pos < 2; ace_pos++)
    {
      guint32 base;

      if (n_aces == 0 && ace_pos == 1)
        break;
      if (ace_pos == 1 && !ace_high)
        break;
      base = mask | (n_aces ? (1u << (ace_pos ? 14 : 1)) : 0);

      for (int natural_two = twos_of_suit > 0 ? 1 : 0; natural_two >= 0; natural_two--)
        {
          guint32 m = base;
          int wild = (int) (wild_fixed + twos_of_suit) - natural_two;
          int lo, hi, count, gaps;

          if (wild > 1)
            continue;
          if (natural_two)
            {
              if (m & (1u << 2))
                continue;
              m |= 1u << 2;
            }

          lo = __builtin_ctz (m);
          hi = 31 - __builtin_clz (m);
          if (lo == 1 && hi == 14)
            continue;
          /* The bits of m, counted without a popcount. */
          count = (int) (n_plain + n_aces) + natural_two;
          gaps = hi - lo + 1 - count;
          if (gaps > wild)
            continue;

          if (wild - gaps == 1)
            {
              /* The wild card lengthens the run at one end; a run may not
               * hold both a low and a high ace (B-14).
               */
              gboolean down = lo >= 2 && !(lo == 2 && hi == 14);
              gboolean up = hi <= 12 || (hi == 13 && ace_high && lo != 1);

              if (!down && !up)
                continue;
            }

          if (best < 0 || wild < best)
            {
              best = wild;
              best_ace_high = ace_pos == 1;
              best_natural_two = natural_two;
            }
        }
    }

  if (best >= 0 && out_suit != NULL)
    *out_suit = (guint8) suit;
  if (out_ace_is_high != NULL)
    *out_ace_is_high = best_ace_high;
  if (out_natural_two != NULL)
    *out_natural_two = best_natural_two;
  return best;
}

/* The fewest wild-role cards with which @cards form a set (B-15, B-16). */
static int
evaluate_set (const TrpCard *cards,
              guint          n_cards,
              gboolean       sets_of_twos,
              guint8        *out_rank)
{
  int rank = -1;
  guint jokers = 0;
  guint twos = 0;
  int wild;

  if (n_cards < 3)
    return -1;

  for (guint i = 0; i < n_cards; i++)
    {
      TrpCard card = cards[i];

      if (trp_card_is_joker (card))
        jokers++;
      else if (trp_card_get_rank (card) == TRP_RANK_TWO)
        twos++;
      else if (rank < 0)
        rank = trp_card_get_rank (card);
      else if ((int) trp_card_get_rank (card) != rank)
        return -1;
    }

  if (rank < 0)
    {
      /* A set of 2s: its 2s are natural and only a joker is wild. */
      if (!sets_of_twos || twos < 2)
        return -1;
      rank = TRP_RANK_TWO;
      wild = jokers;
    }
  else
    wild = jokers + twos;

  if (wild > 1)
    return -1;

  if (out_rank != NULL)
    *out_rank = (guint8) rank;
  return wild;
}

/* Is @cards a meld? Refusals say which rule: B-13 for size, B-16 for a
 * second wild card, B-14/B-15 otherwise.
 */
TrpBiribaMeldProblem
trp_biriba_meld_evaluate (const TrpBiribaMeldRules *rules,
                          const TrpCard            *cards,
                          guint                     n_cards,
                          TrpBiribaMeldInfo        *out_info)
{
  guint8 key = 0;
  int wild;
  guint n_wild_capable = 0;

  if (n_cards < 3)
    return TRP_BIRIBA_MELD_TOO_SHORT;
  if (n_cards > TRP_BIRIBA_MELD_MAX)
    return TRP_BIRIBA_MELD_NOT_A_MELD;

  wild = evaluate_run (cards, n_cards, rules->ace_high_in_runs, &key, NULL, NULL);
  if (wild >= 0)
    {
      if (out_info != NULL)
        *out_info = (TrpBiribaMeldInfo) { TRP_BIRIBA_MELD_RUN, key, (guint8) wild, (guint8) n_cards };
      return TRP_BIRIBA_MELD_OK;
    }

  if (!rules->runs_only)
    {
      wild = evaluate_set (cards, n_cards, rules->allow_sets_of_twos, &key);
      if (wild >= 0)
        {
          if (out_info != NULL)
            *out_info = (TrpBiribaMeldInfo) { TRP_BIRIBA_MELD_SET, key, (guint8) wild, (guint8) n_cards };
          return TRP_BIRIBA_MELD_OK;
        }
    }

  /* Tell "two wild cards" apart from "not a run or set at all", since the
   * former is the commoner mistake and has its own rule.
   */
  for (guint i = 0; i < n_cards; i++)
    n_wild_capable += trp_card_is_joker (cards[i]) ? 2 : trp_biriba_card_is_wild_capable (cards[i]);
  if (n_wild_capable >= 3)
    return TRP_BIRIBA_MELD_TWO_WILDS;

  if (rules->runs_only)
    {
      guint8 rank = 0;

      if (evaluate_set (cards, n_cards, rules->allow_sets_of_twos, &rank) >= 0)
        return TRP_BIRIBA_MELD_NO_SETS;
    }

  return TRP_BIRIBA_MELD_NOT_A_MELD;
}

/* trp_biriba_meld_add_one() of the cards that its shortcuts leave: the
 * meld evaluated again with the card. Apart, so that the shortcuts need
 * no stack frame.
 */
static G_GNUC_NO_INLINE TrpBiribaMeldProblem
add_one_evaluate (const TrpBiribaMeldRules *rules,
                  const TrpCard            *meld,
                  const TrpBiribaMeldInfo  *info,
                  TrpCard                   card,
                  TrpBiribaMeldInfo        *out_info)
{
  TrpCard cards[TRP_BIRIBA_MELD_MAX + 1];
  TrpBiribaMeldInfo result;
  TrpBiribaMeldProblem problem;

  memcpy (cards, meld, info->n_cards);
  cards[info->n_cards] = card;
  if (info->kind == TRP_BIRIBA_MELD_RUN)
    {
      /* What trp_biriba_meld_evaluate() would say, as far as it matters
       * here: a run's cards hold a natural other than a 2, so they are
       * never a set of 2s, and any other set is a refusal too; three
       * wild-capable cards are B-16's refusal.
       */
      guint8 suit = 0;
      int wild = evaluate_run (cards, info->n_cards + 1, rules->ace_high_in_runs, &suit, NULL, NULL);

      if (wild < 0)
        {
          guint n_wild_capable = 0;

          for (guint i = 0; i <= info->n_cards; i++)
            n_wild_capable += trp_card_is_joker (cards[i]) ? 2 : trp_biriba_card_is_wild_capable (cards[i]);
          return n_wild_capable >= 3 ? TRP_BIRIBA_MELD_TWO_WILDS : TRP_BIRIBA_MELD_NOT_A_MELD;
        }
      result = (TrpBiribaMeldInfo) { TRP_BIRIBA_MELD_RUN, suit, (guint8) wild,
                                     (guint8) (info->n_cards + 1) };
    }
  else
    {
      problem = trp_biriba_meld_evaluate (rules, cards, info->n_cards + 1, &result);
      if (problem != TRP_BIRIBA_MELD_OK)
        return problem == TRP_BIRIBA_MELD_TWO_WILDS ? problem : TRP_BIRIBA_MELD_NOT_A_MELD;
    }

  /* B-13: a meld keeps the type it was created with. */
  if (result.kind != info->kind || result.key != info->key)
    return TRP_BIRIBA_MELD_NOT_A_MELD;

  /* A 2 of the run's suit that joins a run with a wild card must take the
   * natural place; otherwise the run would need two wild cards.
   */
  if (info->n_wild > 0 && result.n_wild > info->n_wild)
    return TRP_BIRIBA_MELD_WILD_FOR_WILD;

  if (out_info != NULL)
    *out_info = result;
  return TRP_BIRIBA_MELD_OK;
}

/* One card added to a meld of the side (B-24, B-25). The common cases
 * answer first, each returning, and the general evaluation comes last:
 * kept whole, as that order is what makes it both right and fast (a
 * playout asks it for most cards of a hand). */
TrpBiribaMeldProblem
trp_biriba_meld_add_one (const TrpBiribaMeldRules *rules,
                         const TrpCard            *meld,
                         const TrpBiribaMeldInfo  *info,
                         TrpCard                   card,
                         TrpBiribaMeldInfo        *out_info)
{
  if (info->n_cards >= TRP_BIRIBA_MELD_MAX)
    return TRP_BIRIBA_MELD_NOT_A_MELD;

  /* A natural card of a set's rank always joins the set, and the search
   * adds many: the set's own naturals rule out a run, and no wild card
   * is added (B-15, B-16).
   */
  if (info->kind == TRP_BIRIBA_MELD_SET && info->key != TRP_RANK_TWO &&
      !trp_biriba_card_is_wild_capable (card) && trp_card_get_rank (card) == info->key)
    {
      if (out_info != NULL)
        *out_info = (TrpBiribaMeldInfo) { TRP_BIRIBA_MELD_SET, info->key, info->n_wild,
                                          (guint8) (info->n_cards + 1) };
      return TRP_BIRIBA_MELD_OK;
    }

  /* A wild card joins a set that has none as its wild card: the set's
   * naturals rule out a run (B-15, B-16).
   */
  if (info->kind == TRP_BIRIBA_MELD_SET && info->key != TRP_RANK_TWO && info->n_wild == 0 &&
      trp_biriba_card_is_wild_capable (card))
    {
      if (out_info != NULL)
        *out_info = (TrpBiribaMeldInfo) { TRP_BIRIBA_MELD_SET, info->key, 1,
                                          (guint8) (info->n_cards + 1) };
      return TRP_BIRIBA_MELD_OK;
    }

  /* A run of naturals alone, as most runs are (no 2, so an ace is high):
   * a natural card must extend it at one end (B-14), since no card can
   * fill a gap, and a wild card can always lengthen it downwards. The
   * search tries many cards that do not fit.
   */
  if (info->kind == TRP_BIRIBA_MELD_RUN &&
      (!trp_biriba_card_is_wild_capable (card) || trp_card_is_joker (card) ||
       trp_card_get_suit (card) != info->key))
    {
      guint32 mask = 0;
      guint i;

      for (i = 0; i < info->n_cards && !trp_biriba_card_is_wild_capable (meld[i]); i++)
        mask |= 1u << trp_card_get_rank (meld[i]);
      if (i == info->n_cards)
        {
          guint rank = trp_card_get_rank (card);
          gboolean fits;
          int lo, hi;

          /* Without a 2, an ace in such a run can only be high. */
          if (mask & (1u << TRP_RANK_ACE))
            mask = (mask & ~(1u << TRP_RANK_ACE)) | 1u << 14;
          lo = __builtin_ctz (mask);
          hi = 31 - __builtin_clz (mask);
          if (trp_biriba_card_is_wild_capable (card))
            {
              if (out_info != NULL)
                *out_info = (TrpBiribaMeldInfo) { TRP_BIRIBA_MELD_RUN, info->key, 1,
                                                  (guint8) (info->n_cards + 1) };
              return TRP_BIRIBA_MELD_OK;
            }
          if (trp_card_get_suit (card) != info->key)
            fits = FALSE;
          else if (rank == TRP_RANK_ACE)
            fits = hi == 13 && rules->ace_high_in_runs;
          else
            fits = (int) rank == lo - 1 || (int) rank == hi + 1;
          if (!fits)
            return TRP_BIRIBA_MELD_NOT_A_MELD;
          if (out_info != NULL)
            *out_info = (TrpBiribaMeldInfo) { TRP_BIRIBA_MELD_RUN, info->key, 0,
                                              (guint8) (info->n_cards + 1) };
          return TRP_BIRIBA_MELD_OK;
        }
    }

  /* A natural card and a run whose only wild-capable card is a wild one
   * (a joker, or a 2 of another suit): evaluate_run() on the positions,
   * with that one wild card.
   */
  if (info->kind == TRP_BIRIBA_MELD_RUN && !trp_biriba_card_is_wild_capable (card))
    {
      guint32 mask = 0;
      guint n_plain = 0, n_aces = 0, n_wild = 0;
      gboolean simple = TRUE;

      for (guint i = 0; i < info->n_cards && simple; i++)
        {
          TrpCard c = meld[i];
          guint rank = trp_card_get_rank (c);

          if (trp_card_is_joker (c) || (rank == TRP_RANK_TWO && trp_card_get_suit (c) != info->key))
            n_wild++;
          else if (rank == TRP_RANK_TWO || trp_card_get_suit (c) != info->key)
            simple = FALSE;
          else if (rank == TRP_RANK_ACE)
            n_aces++;
          else if (mask & (1u << rank))
            simple = FALSE;
          else
            {
              mask |= 1u << rank;
              n_plain++;
            }
        }

      if (simple && n_wild == 1 && n_aces <= 1)
        {
          guint rank = trp_card_get_rank (card);

          if (trp_card_get_suit (card) != info->key ||
              (rank == TRP_RANK_ACE ? n_aces > 0 : (mask & (1u << rank)) != 0))
            return TRP_BIRIBA_MELD_NOT_A_MELD;
          if (rank == TRP_RANK_ACE)
            n_aces++;
          else
            {
              mask |= 1u << rank;
              n_plain++;
            }

          for (guint ace_pos = 0; ace_pos < 2; ace_pos++)
            {
              guint32 m;
              int lo, hi, gaps;

              if (ace_pos == 1 && (n_aces == 0 || !rules->ace_high_in_runs))
                break;
              m = mask | (n_aces ? (1u << (ace_pos ? 14 : 1)) : 0);
              lo = __builtin_ctz (m);
              hi = 31 - __builtin_clz (m);
              if (lo == 1 && hi == 14)
                continue;
              gaps = hi - lo + 1 - (int) (n_plain + n_aces);
              if (gaps > 1)
                continue;
              /* No gap: the wild card lengthens the run at one end. */
              if (gaps == 0 &&
                  !(lo >= 2 && !(lo == 2 && hi == 14)) &&
                  !(hi <= 12 || (hi == 13 && rules->ace_high_in_runs && lo != 1)))
                continue;
              if (out_info != NULL)
                *out_info = (TrpBiribaMeldInfo) { TRP_BIRIBA_MELD_RUN, info->key, 1,
                                                  (guint8) (info->n_cards + 1) };
              return TRP_BIRIBA_MELD_OK;
            }
          return TRP_BIRIBA_MELD_NOT_A_MELD;
        }
    }

  /* B-25: while the meld holds a wild card, a card that could only be
   * wild may not join it, even if an existing wild 2 could move to its
   * natural place; the change would pass through two wild cards.
   */
  if (info->n_wild > 0 && info->kind == TRP_BIRIBA_MELD_SET &&
      (trp_card_is_joker (card) ||
       (trp_card_get_rank (card) == TRP_RANK_TWO && info->key != TRP_RANK_TWO)))
    return TRP_BIRIBA_MELD_TWO_WILDS;   /* B-16 covers sets */
  if (info->n_wild > 0 && info->kind == TRP_BIRIBA_MELD_RUN &&
      (trp_card_is_joker (card) ||
       (trp_card_get_rank (card) == TRP_RANK_TWO && trp_card_get_suit (card) != info->key)))
    return TRP_BIRIBA_MELD_WILD_FOR_WILD;

  return add_one_evaluate (rules, meld, info, card, out_info);
}

typedef struct
{
  const TrpBiribaMeldRules *rules;
  const TrpCard            *add;
  guint                     n_add;
  guint8                    visited[1 << 12];
  TrpBiribaMeldProblem      first_problem;
} AddSearch;

static gboolean
add_search (AddSearch               *search,
            TrpCard                 *meld,
            const TrpBiribaMeldInfo *info,
            guint                    used,
            TrpBiribaMeldInfo       *out_info)
{
  if (used == (1u << search->n_add) - 1)
    {
      *out_info = *info;
      return TRUE;
    }
  if (search->visited[used])
    return FALSE;
  search->visited[used] = 1;

  for (guint i = 0; i < search->n_add; i++)
    {
      TrpBiribaMeldInfo next;
      TrpBiribaMeldProblem problem;
      gboolean duplicate = FALSE;

      if (used & (1u << i))
        continue;
      /* Identical cards lead to the same states: try one copy. */
      for (guint j = 0; j < i && !duplicate; j++)
        duplicate = !(used & (1u << j)) && search->add[j] == search->add[i];
      if (duplicate)
        continue;

      problem = trp_biriba_meld_add_one (search->rules, meld, info, search->add[i], &next);
      if (problem != TRP_BIRIBA_MELD_OK)
        {
          if (search->first_problem == TRP_BIRIBA_MELD_OK ||
              problem == TRP_BIRIBA_MELD_WILD_FOR_WILD)
            search->first_problem = problem;
          continue;
        }

      meld[info->n_cards] = search->add[i];
      if (add_search (search, meld, &next, used | (1u << i), out_info))
        return TRUE;
    }

  return FALSE;
}

/* Several cards added at once: legal if some order of single additions is
 * legal at every step (B-25).
 */
TrpBiribaMeldProblem
trp_biriba_meld_add (const TrpBiribaMeldRules *rules,
                     const TrpCard            *meld,
                     const TrpBiribaMeldInfo  *info,
                     const TrpCard            *cards,
                     guint                     n_cards,
                     TrpBiribaMeldInfo        *out_info)
{
  AddSearch search;
  TrpCard work[TRP_BIRIBA_MELD_MAX + 1];
  TrpBiribaMeldInfo result;

  if (n_cards == 0 || info->n_cards + n_cards > TRP_BIRIBA_MELD_MAX || n_cards > 12)
    return TRP_BIRIBA_MELD_NOT_A_MELD;

  if (n_cards == 1)
    return trp_biriba_meld_add_one (rules, meld, info, cards[0], out_info);

  search.rules = rules;
  search.add = cards;
  search.n_add = n_cards;
  search.first_problem = TRP_BIRIBA_MELD_OK;
  memset (search.visited, 0, (size_t) 1 << n_cards);
  memcpy (work, meld, info->n_cards);

  if (add_search (&search, work, info, 0, &result))
    {
      if (out_info != NULL)
        *out_info = result;
      return TRP_BIRIBA_MELD_OK;
    }

  return search.first_problem != TRP_BIRIBA_MELD_OK ? search.first_problem : TRP_BIRIBA_MELD_NOT_A_MELD;
}

static gboolean
take_from_pool (guint8  *counts,
                TrpCard  card)
{
  if (counts[card] == 0)
    return FALSE;
  counts[card]--;
  return TRUE;
}

static TrpCard
take_wild_from_pool (guint8 *counts)
{
  if (take_from_pool (counts, TRP_CARD_JOKER))
    return TRP_CARD_JOKER;
  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    if (take_from_pool (counts, TRP_CARD (suit, TRP_RANK_TWO)))
      return TRP_CARD (suit, TRP_RANK_TWO);
  return TRP_CARD_NONE;
}

/* Could @card be part of a new 3-card meld made with cards of @pool_counts
 * (TRP_BIRIBA_N_CODES counts indexed by the card byte, @card itself not
 * included)? Every larger meld contains a 3-card one with the same card,
 * so three cards are enough to answer. Used by the pickup restrictions of
 * B-61; @out_meld, if not %NULL, receives the three cards found.
 */
gboolean
trp_biriba_card_forms_meld (const TrpBiribaMeldRules *rules,
                            TrpCard                   card,
                            const guint8             *pool_counts,
                            TrpCard                  *out_meld)
{
  guint8 counts[TRP_BIRIBA_N_CODES];

  /* Runs: every window of three positions in every suit. */
  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    for (guint start = 1; start <= 12; start++)
      {
        TrpCard meld[3];
        guint n_missing = 0;
        int missing_at = -1;
        gboolean placed = FALSE;

        if (start == 12 && !rules->ace_high_in_runs)
          continue;

        memcpy (counts, pool_counts, TRP_BIRIBA_N_CODES);
        for (guint k = 0; k < 3; k++)
          {
            guint pos = start + k;
            TrpCard natural = TRP_CARD (suit, pos == 14 ? TRP_RANK_ACE : pos);

            if (!placed && card == natural)
              {
                meld[k] = card;
                placed = TRUE;
              }
            else if (take_from_pool (counts, natural))
              meld[k] = natural;
            else
              {
                n_missing++;
                missing_at = (int) k;
              }
          }

        if (n_missing > 1)
          continue;
        if (!placed)
          {
            /* The card can only be the wild card filling the gap. */
            if (!trp_biriba_card_is_wild_capable (card) || n_missing != 1)
              continue;
            meld[missing_at] = card;
          }
        else if (n_missing == 1)
          {
            TrpCard wild = take_wild_from_pool (counts);

            if (wild == TRP_CARD_NONE)
              continue;
            meld[missing_at] = wild;
          }

        if (trp_biriba_meld_evaluate (rules, meld, 3, NULL) == TRP_BIRIBA_MELD_OK)
          {
            if (out_meld != NULL)
              memcpy (out_meld, meld, 3);
            return TRUE;
          }
      }

  if (rules->runs_only)
    return FALSE;

  /* Sets: the card as a natural with two more, or as the wild with two
   * naturals of one rank.
   */
  for (guint rank = TRP_RANK_ACE; rank <= TRP_RANK_KING; rank++)
    {
      TrpCard meld[3] = { card, 0, 0 };
      guint n = 1;

      if (rank == TRP_RANK_TWO && !rules->allow_sets_of_twos)
        continue;

      memcpy (counts, pool_counts, TRP_BIRIBA_N_CODES);
      for (guint suit = 0; suit < TRP_N_SUITS && n < 3; suit++)
        while (n < 3 && take_from_pool (counts, TRP_CARD (suit, rank)))
          meld[n++] = TRP_CARD (suit, rank);

      if (n == 2 && !trp_biriba_card_is_wild_capable (card))
        {
          TrpCard wild = rank == TRP_RANK_TWO
                         ? (take_from_pool (counts, TRP_CARD_JOKER) ? TRP_CARD_JOKER : TRP_CARD_NONE)
                         : take_wild_from_pool (counts);

          if (wild != TRP_CARD_NONE)
            meld[n++] = wild;
        }
      if (n < 3)
        continue;

      if (trp_biriba_meld_evaluate (rules, meld, 3, NULL) == TRP_BIRIBA_MELD_OK)
        {
          if (out_meld != NULL)
            memcpy (out_meld, meld, 3);
          return TRUE;
        }
    }

  return FALSE;
}

/* A set of rank @key: its naturals by suit, then its wild card. In
 * place: playouts lay out a meld at every new meld.
 */
static void
arrange_set (TrpCard *cards,
             guint    n_cards,
             guint    key)
{
  TrpCard wilds[TRP_BIRIBA_MELD_MAX];
  guint n_wilds = 0;
  guint n_naturals = 0;

  /* An insertion sort by suit of the naturals, which never overtakes the
   * card being read; the wild cards keep their order.
   */
  for (guint i = 0; i < n_cards; i++)
    {
      TrpCard card = cards[i];
      guint j;

      if (trp_card_is_joker (card) || (trp_card_get_rank (card) == TRP_RANK_TWO && key != TRP_RANK_TWO))
        {
          wilds[n_wilds++] = card;
          continue;
        }
      for (j = n_naturals; j > 0 && cards[j - 1] > card; j--)
        cards[j] = cards[j - 1];
      cards[j] = card;
      n_naturals++;
    }
  for (guint i = 0; i < n_wilds; i++)
    cards[n_naturals + i] = wilds[i];
}

/* Puts a valid meld's cards in the order a player lays them out: a run
 * from its lowest to its highest position with the wild card where it
 * stands (B-17), a set by suit with its wild card last.
 */
void
trp_biriba_meld_arrange (const TrpBiribaMeldRules *rules,
                         TrpCard                  *cards,
                         guint                     n_cards)
{
  TrpCard slot[16] = { 0, };
  TrpCard wilds[TRP_BIRIBA_MELD_MAX];
  guint n_wilds = 0;
  gboolean ace_is_high = FALSE;
  gboolean natural_two = FALSE;
  guint8 suit;
  int lo = 15, hi = 0;
  guint k = 0;

  /* A run is what trp_biriba_meld_evaluate() tries first: one look at
   * the cards gives both the kind and the places of a run's cards.
   */
  if (evaluate_run (cards, n_cards, rules->ace_high_in_runs,
                    &suit, &ace_is_high, &natural_two) < 0)
    {
      TrpBiribaMeldInfo info;

      if (trp_biriba_meld_evaluate (rules, cards, n_cards, &info) != TRP_BIRIBA_MELD_OK)
        return;
      g_assert (info.kind == TRP_BIRIBA_MELD_SET);
      arrange_set (cards, n_cards, info.key);
      return;
    }

  for (guint i = 0; i < n_cards; i++)
    {
      TrpCard card = cards[i];
      guint rank = trp_card_get_rank (card);
      guint pos;

      if (trp_card_is_joker (card) ||
          (rank == TRP_RANK_TWO && (trp_card_get_suit (card) != suit || !natural_two || slot[2] != 0)))
        {
          wilds[n_wilds++] = card;
          continue;
        }
      pos = rank == TRP_RANK_ACE ? (ace_is_high ? 14 : 1) : rank;
      slot[pos] = card;
      lo = MIN (lo, (int) pos);
      hi = MAX (hi, (int) pos);
    }

  for (int pos = lo; pos <= hi && n_wilds > 0; pos++)
    if (slot[pos] == 0)
      slot[pos] = wilds[--n_wilds];
  if (n_wilds > 0)
    {
      if (hi <= 12 || (hi == 13 && rules->ace_high_in_runs && lo != 1))
        slot[++hi] = wilds[--n_wilds];
      else
        slot[--lo] = wilds[--n_wilds];
    }

  for (int pos = lo; pos <= hi; pos++)
    if (slot[pos] != 0)
      cards[k++] = slot[pos];
  g_assert (k == n_cards);
}

/* trp_biriba_meld_arrange() of a run whose naturals are neither aces nor
 * 2s, with at most one wild card that is a joker or a 2 of another suit:
 * each natural has one place, and the wild card fills the gap or goes
 * on top, or below when there is no room above. Most runs of a playout
 * are such; returns %FALSE for the others.
 */
static gboolean
arrange_plain_run (const TrpBiribaMeldRules *rules,
                   TrpCard                  *cards,
                   guint                     n_cards,
                   guint                     suit)
{
  TrpCard slot[16];
  TrpCard wild = TRP_CARD_NONE;
  guint mask = 0;
  guint gaps;
  int lo, hi;
  guint k = 0;

  for (guint i = 0; i < n_cards; i++)
    {
      TrpCard card = cards[i];
      guint rank = trp_card_get_rank (card);

      if (trp_card_is_joker (card) || (rank == TRP_RANK_TWO && trp_card_get_suit (card) != suit))
        {
          if (wild != TRP_CARD_NONE)
            return FALSE;
          wild = card;
          continue;
        }
      if (rank == TRP_RANK_ACE || rank == TRP_RANK_TWO)
        return FALSE;
      slot[rank] = card;
      mask |= 1u << rank;
    }
  if (mask == 0)
    return FALSE;

  lo = __builtin_ctz (mask);
  hi = 31 - __builtin_clz (mask);
  gaps = ~mask & ((2u << hi) - (1u << lo));
  if (wild != TRP_CARD_NONE)
    {
      if (gaps != 0)
        {
          slot[__builtin_ctz (gaps)] = wild;
          gaps &= gaps - 1;
        }
      else if (hi <= 12 || (hi == 13 && rules->ace_high_in_runs))
        slot[++hi] = wild;
      else
        slot[--lo] = wild;
    }
  /* A valid run has no gap left. */
  g_assert (gaps == 0);

  for (int pos = lo; pos <= hi; pos++)
    cards[k++] = slot[pos];
  g_assert (k == n_cards);
  return TRUE;
}

/* trp_biriba_meld_arrange() of a meld whose evaluation @info is known:
 * a set is laid out without evaluating it again (a meld that evaluates as
 * a set is never a run), and so is a plain run.
 */
void
trp_biriba_meld_arrange_known (const TrpBiribaMeldRules *rules,
                               TrpCard                  *cards,
                               guint                     n_cards,
                               const TrpBiribaMeldInfo  *info)
{
  if (info->kind == TRP_BIRIBA_MELD_SET)
    arrange_set (cards, n_cards, info->key);
  else if (info->kind != TRP_BIRIBA_MELD_RUN || !arrange_plain_run (rules, cards, n_cards, info->key))
    trp_biriba_meld_arrange (rules, cards, n_cards);
}
