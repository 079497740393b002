/* trp-biriba-fast.c: what the random playout keeps between moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The current hand's masks, which cards fit which melds, the side's meld
 * lists, and the candidate new melds of three, for the draws of
 * trp-biriba-playout.c (whose opening comment explains them); and the
 * self-check that recounts all of it for the tests.
 */

#include "config.h"

#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "trp-biriba-fast.h"
#include "trp-biriba-heuristics.h"

/* The natural ranks (bits; an ace at bit 1) that may join run @m, a
 * superset of those trp_biriba_meld_add_one() accepts: with one card more
 * the run spans n + 1 positions in a row (B-14), so the card lies within
 * n positions of each of its naturals other than 2s, and not at one of
 * theirs; an ace stands at 1 or at 14. Most of a suit's cards in a hand
 * are further away, and would each cost an add_one() to be refused.
 */
guint
fast_run_window_find (FastFits       *fits,
                      const BirState *s,
                      guint           m)
{
  const BirMeld *meld = &s->melds[m];
  guint n = meld->info.n_cards;
  guint taken = 0;   /* positions, an ace at both 1 and 14 */
  guint window = 0;

  for (guint i = 0; i < n; i++)
    {
      TrpCard card = meld->cards[i];
      guint rank = trp_card_get_rank (card);

      if (!trp_biriba_card_is_wild_capable (card))
        taken |= 1u << rank | (rank == TRP_RANK_ACE ? 1u << 14 : 0);
    }

  /* Positions hi - n … lo + n, with the ace low, then with it high. */
  for (guint high = 0; high < 2 && taken != 0; high++)
    {
      guint positions = high ? taken & ~(1u << TRP_RANK_ACE) : taken & ~(1u << 14);
      guint lo = (guint) __builtin_ctz (positions);
      guint hi = 31 - (guint) __builtin_clz (positions);
      guint from = hi > n ? hi - n : 1;
      guint to = MIN (lo + n, 14);

      window |= ((2u << to) - (1u << from)) & ~positions;
    }
  if (taken == 0)
    window = 0x7ffe;   /* no natural to place it by: any position */
  if (window & (1u << 14))
    window = (window & ~(1u << 14)) | 1u << TRP_RANK_ACE;

  fits->window[m] = (guint16) window;
  fits->window_cards[m] = (guint8) n;
  return window;
}

/* Meld @m as it is now, in its side's lists; its row emptied and its
 * window found again if it has grown.
 */
void
fast_fits_set (FastFits       *fits,
               const BirState *s,
               guint           m)
{
  const TrpBiribaMeldInfo *info = &s->melds[m].info;
  FastSideMeld *entry = &fits->side_info[s->melds[m].side][fits->slot[m]];

  fast_fits_row (fits, s, m);
  entry->meld = (guint8) m;
  entry->is_run = info->kind == TRP_BIRIBA_MELD_RUN;
  entry->key = info->key;
  entry->window = (guint16) (entry->is_run ? fast_run_window (fits, s, m) : 0);
  fits->side_biriba[s->melds[m].side] |= trp_biriba_is_biriba (info->n_cards);
  fits->lane_window[s->melds[m].side][fits->slot[m]] = entry->window;
  fits->lane_suit[s->melds[m].side][fits->slot[m]] = entry->is_run ? entry->key : FAST_NO_SUIT;
  fits->lane_rank[s->melds[m].side][fits->slot[m]] = entry->is_run ? 0 : (guint16) (1u << entry->key);
}

/* Lists each side's melds: all of them again when the teams have formed
 * (B-52, B-53) or nothing was listed yet, else the new ones.
 */
void
fast_fits_list (FastFits       *fits,
                const BirState *s)
{
  guint from = fits->listed_melds;

  if (from > s->n_melds || fits->listed_solo != s->solo_phase)
    {
      memset (fits->n_side_melds, 0, sizeof fits->n_side_melds);
      memset (fits->side_biriba, 0, sizeof fits->side_biriba);
      memset (fits->lane_window, 0, sizeof fits->lane_window);
      memset (fits->lane_suit, 0xff, sizeof fits->lane_suit);
      memset (fits->lane_rank, 0, sizeof fits->lane_rank);
      from = 0;
    }
  for (guint m = from; m < s->n_melds; m++)
    {
      guint owner = s->melds[m].side;

      fits->slot[m] = fits->n_side_melds[owner];
      fits->side_melds[owner][fits->n_side_melds[owner]++] = (guint8) m;
      fast_fits_set (fits, s, m);
    }
  fits->listed_melds = s->n_melds;
  fits->listed_solo = s->solo_phase;
}

/* Appends a group of cards to a new_meld move. */
void
fast_move_add_group (FastMove      *move,
                     const TrpCard *cards,
                     guint          n_cards)
{
  TrpAction *action = &move->action;

  if (action->n_groups == 0 && action->n_cards > 0)
    {
      move->group_sizes[0] = (guint8) action->n_cards;
      action->n_groups = 1;
    }
  if (action->n_cards > 0)
    {
      action->group_sizes = move->group_sizes;
      move->group_sizes[action->n_groups++] = (guint8) n_cards;
    }
  memcpy (move->cards + action->n_cards, cards, n_cards);
  action->n_cards += n_cards;
}

/* The greedy union of @triples that the hand holds, as a new_meld move. */
void
fast_all_triples (const guint8  *counts,
                  TrpCard      (*triples)[3],
                  guint          n_triples,
                  FastMove      *move)
{
  guint8 left[BIR_N_CODES];

  memcpy (left, counts, sizeof left);
  for (guint i = 0; i < n_triples && move->action.n_groups < BIR_MAX_MELDS; i++)
    {
      const TrpCard *t = triples[i];

      if (left[t[0]] == 0)
        continue;
      left[t[0]]--;
      if (left[t[1]] == 0)
        {
          left[t[0]]++;
          continue;
        }
      left[t[1]]--;
      if (left[t[2]] == 0)
        {
          left[t[0]]++, left[t[1]]++;
          continue;
        }
      left[t[2]]--;
      fast_move_add_group (move, t, 3);
    }
}

/* fast_hand_build() one card code at a time: where SSE2 is missing, and
 * for the self-check.
 */
static void
fast_hand_build_slow (const BirState *s,
                      int             seat,
                      FastHand       *hand)
{
  guint twice[TRP_N_SUITS] = { 0, };

  memset (hand, 0, sizeof *hand);
  hand->counts = (guint8 *) s->counts[seat];
  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    for (guint rank = 0; rank < 16; rank++)
      {
        guint count = hand->counts[TRP_CARD (suit, rank)];

        if (count == 0 || !(FAST_NATURAL_RANKS & (1u << rank)))
          continue;
        hand->masks[suit] |= 1u << rank;
        twice[suit] |= (guint) (count >= 2) << rank;
        hand->suits_of_rank[rank] |= (guint8) (1u << suit);
        hand->of_rank[rank] += (guint8) count;
      }
  hand->pairs = fast_pairs (hand->masks, twice);
  hand->n_wilds = bir_collect_wilds (hand->counts, hand->wilds);
  hand->ready = TRUE;
}

void
fast_hand_build (const BirState *s,
                 int             seat,
                 FastHand       *hand)
{
#ifdef __SSE2__
  /* A card code is its suit × 16 + its rank: each suit's counts are one
   * 16-byte lane, ranks in place.
   */
  const guint8 *counts = s->counts[seat];
  const __m128i zero = _mm_setzero_si128 ();
  const __m128i one = _mm_set1_epi8 (1);
  const __m128i naturals = _mm_setr_epi8 (0, -1, 0, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
                                          0, 0);
  __m128i of_rank = zero;
  __m128i suits = zero;
  guint twice[TRP_N_SUITS];

  G_STATIC_ASSERT (TRP_CARD (1, 0) == 16 && TRP_CARD_JOKER >= 4 * 16);
  hand->counts = (guint8 *) counts;
  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    {
      __m128i lane = _mm_loadu_si128 ((const __m128i *) (counts + 16 * suit));
      __m128i none = _mm_cmpeq_epi8 (lane, zero);
      __m128i at_most_one = _mm_cmpeq_epi8 (_mm_min_epu8 (lane, one), lane);

      hand->masks[suit] = ~(guint) _mm_movemask_epi8 (none) & FAST_NATURAL_RANKS;
      twice[suit] = ~(guint) _mm_movemask_epi8 (at_most_one) & FAST_NATURAL_RANKS;
      of_rank = _mm_add_epi8 (of_rank, lane);
      suits = _mm_or_si128 (suits, _mm_andnot_si128 (none, _mm_set1_epi8 ((char) (1 << suit))));
    }
  _mm_storeu_si128 ((__m128i *) hand->of_rank, _mm_and_si128 (of_rank, naturals));
  _mm_storeu_si128 ((__m128i *) hand->suits_of_rank, _mm_and_si128 (suits, naturals));
  hand->pairs = fast_pairs (hand->masks, twice);
  hand->n_wilds = bir_collect_wilds (hand->counts, hand->wilds);
  hand->ready = TRUE;
#else
  fast_hand_build_slow (s, seat, hand);
#endif
}

gboolean trp_biriba_playout_self_check = FALSE;

/* For tests: the state's counts, the hand worked out and every known fit
 * against a recount.
 */
void
fast_self_check (const BirState *s,
                 FastFits       *fits)
{
  FastHand fast, slow;

  for (guint seat = 0; seat < s->n_seats; seat++)
    {
      guint8 counts[BIR_N_CODES] = { 0, };

      for (guint i = 0; i < s->hand_len[seat]; i++)
        counts[s->hands[seat][i]]++;
      g_assert_true (memcmp (counts, s->counts[seat], sizeof counts) == 0);
    }

  if (s->current >= 0 && s->current < (int) s->n_seats)
    {
      TrpCard triples[4 * 14 * 8 + 13 * 8][3];

      fast_hand_build (s, s->current, &fast);
      fast_hand_build_slow (s, s->current, &slow);
      g_assert_true (fast.counts == slow.counts);
      g_assert_true (memcmp (fast.masks, slow.masks, sizeof fast.masks) == 0);
      g_assert_true (memcmp (fast.suits_of_rank, slow.suits_of_rank, sizeof fast.suits_of_rank) == 0);
      g_assert_true (memcmp (fast.of_rank, slow.of_rank, sizeof fast.of_rank) == 0);
      g_assert_cmpuint (fast.pairs, ==, slow.pairs);
      g_assert_cmpuint (fast.n_wilds, ==, slow.n_wilds);
      g_assert_true (memcmp (fast.wilds, slow.wilds, fast.n_wilds) == 0);
      g_assert_cmpint (fast_holds_triple (s, &fast), ==,
                       fast_new_candidates (s, &fast, triples) > 0);
    }

  if (fits->listed_melds == s->n_melds && fits->listed_solo == s->solo_phase)
    for (guint side = 0; side < s->n_seats; side++)
      {
        guint k = 0;

        gboolean biriba = FALSE;

        for (guint m = 0; m < s->n_melds; m++)
          if (s->melds[m].side == side)
            {
              const FastSideMeld *entry = &fits->side_info[side][k];
              const TrpBiribaMeldInfo *info = &s->melds[m].info;

              /* What the add_to_meld draw reads is current. */
              g_assert_cmpuint (fits->slot[m], ==, k);
              g_assert_cmpuint (entry->meld, ==, m);
              g_assert_cmpuint (entry->is_run, ==, info->kind == TRP_BIRIBA_MELD_RUN);
              g_assert_cmpuint (entry->key, ==, info->key);
              g_assert_cmpuint (fits->n_cards[m], ==, info->n_cards);
              if (entry->is_run)
                {
                  g_assert_cmpuint (fits->window_cards[m], ==, info->n_cards);
                  g_assert_cmpuint (entry->window, ==, fits->window[m]);
                }
              g_assert_cmpuint (fits->lane_window[side][k], ==, entry->window);
              g_assert_cmpuint (fits->lane_suit[side][k], ==, entry->is_run ? entry->key : FAST_NO_SUIT);
              g_assert_cmpuint (fits->lane_rank[side][k], ==, entry->is_run ? 0 : 1u << entry->key);
              biriba |= trp_biriba_is_biriba (info->n_cards);
              g_assert_cmpuint (fits->side_melds[side][k++], ==, m);
            }
        g_assert_cmpuint (fits->n_side_melds[side], ==, k);
        for (guint lane = k; lane < BIR_MAX_MELDS; lane++)
          g_assert_true (fits->lane_window[side][lane] == 0 && fits->lane_rank[side][lane] == 0 &&
                         fits->lane_suit[side][lane] == FAST_NO_SUIT);
        g_assert_cmpint (fits->side_biriba[side], ==, biriba);
      }

  for (guint m = 0; m < s->n_melds; m++)
    {
      TrpCard arranged[TRP_BIRIBA_MELD_MAX];
      TrpCard laid_out[TRP_BIRIBA_MELD_MAX];
      TrpBiribaMeldInfo whole;

      /* Each meld as trp_biriba_meld_arrange() lays it out, whatever
       * shortcut bir_apply_add_to_meld() took, or once bir_lay_out_meld()
       * has laid it out.
       */
      memcpy (arranged, s->melds[m].cards, s->melds[m].info.n_cards);
      trp_biriba_meld_arrange (&s->meld_rules, arranged, s->melds[m].info.n_cards);
      g_assert_true (memcmp (arranged, laid_out, bir_meld_laid_out (s, m, laid_out)) == 0);
      g_assert_cmpint (trp_biriba_meld_evaluate (&s->meld_rules, s->melds[m].cards,
                                                 s->melds[m].info.n_cards, &whole),
                       ==, TRP_BIRIBA_MELD_OK);
      g_assert_true (memcmp (&whole, &s->melds[m].info, sizeof whole) == 0);

      /* No natural card outside a run's window joins it. */
      if (whole.kind == TRP_BIRIBA_MELD_RUN)
        for (guint rank = TRP_RANK_ACE; rank <= TRP_RANK_KING; rank++)
          if (rank != TRP_RANK_TWO && !(fast_run_window (fits, s, m) & (1u << rank)))
            g_assert_cmpint (trp_biriba_meld_add_one (&s->meld_rules, s->melds[m].cards,
                                                      &whole, TRP_CARD (whole.key, rank), NULL),
                             !=, TRP_BIRIBA_MELD_OK);

      if (fits->n_cards[m] != s->melds[m].info.n_cards)
        continue;
      for (guint c = 0; c < BIR_N_CODES; c++)
        {
          TrpBiribaMeldInfo info;
          gboolean fit;

          if (fits->fit[m][c] == FIT_UNKNOWN)
            continue;
          fit = trp_biriba_meld_add_one (&s->meld_rules, s->melds[m].cards, &s->melds[m].info,
                                         (TrpCard) c, &info) == TRP_BIRIBA_MELD_OK;
          g_assert_cmpint (fits->fit[m][c], ==, fit ? FIT_YES : FIT_NO);
          if (fit)
            g_assert_true (memcmp (&info, &fits->after[m][c], sizeof info) == 0);
        }
    }
}

/* Candidate new melds of three cards out of @hand. */
guint
fast_new_candidates (const BirState *s,
                     const FastHand *hand,
                     TrpCard        (*out)[3])
{
  const guint8 *counts = hand->counts;
  const TrpCard *wilds = hand->wilds;
  guint n_wilds = hand->n_wilds;
  guint n = 0;

  /* Sets: the first three naturals of each rank held twice, by suit, or
   * the first two and each wild card.
   */
  for (guint ranks = hand->pairs; ranks != 0; ranks &= ranks - 1)
    {
      guint rank = (guint) __builtin_ctz (ranks);
      TrpCard natural[3];
      guint k = 0;

      if (!trp_biriba_set_of_three_possible (&s->meld_rules, rank, hand->of_rank[rank], n_wilds))
        continue;
      for (guint suits = hand->suits_of_rank[rank]; suits != 0 && k < 3; suits &= suits - 1)
        {
          TrpCard card = TRP_CARD (__builtin_ctz (suits), rank);

          for (guint i = 0; i < counts[card] && k < 3; i++)
            natural[k++] = card;
        }
      if (k == 3)
        memcpy (out[n++], natural, 3);
      for (guint w = 0; w < n_wilds; w++)
        {
          out[n][0] = natural[0];
          out[n][1] = natural[1];
          out[n++][2] = wilds[w];
        }
    }

  /* Runs, in the order of suit and then of lowest position. */
  {
    guint64 mask;
    guint64 starts = fast_run_starts (s, hand, &mask);

    for (; starts != 0; starts &= starts - 1)
      {
        guint bit = (guint) __builtin_ctzll (starts);
        guint suit = bit / 16;
        guint lo = bit % 16;
        guint window = (guint) (mask >> bit) & 7;
        TrpCard three[3];

        for (guint k = 0; k < 3; k++)
          three[k] = TRP_CARD (suit, lo + k == 14 ? TRP_RANK_ACE : lo + k);
        if (window == 7)
          memcpy (out[n++], three, 3);
        else
          {
            guint missing = (window & 1) == 0 ? 0 : (window & 2) == 0 ? 1 : 2;

            for (guint w = 0; w < n_wilds; w++)
              {
                memcpy (out[n], three, 3);
                out[n++][missing] = wilds[w];
              }
          }
      }
  }

  return n;
}

/* bir_validate_state() of a new_meld move built out of the hand's counts,
 * whose cards are held (B-23) by construction: bir_check_new_meld(), with
 * the side's biriba from the fits, keeps the groups' evaluations in @move
 * for the apply.
 */
gboolean
fast_new_meld_legal (const BirState *s,
                     const FastFits *fits,
                     FastHand       *hand,
                     FastMove       *move)
{
  const TrpAction *action = &move->action;
  int seat = action->seat;
  gboolean legal;

  if (!bir_room_for_melds (s, trp_action_get_n_groups (action)))
    return FALSE;

  /* The counts stand for the hand left for a moment. */
  for (guint i = 0; i < action->n_cards; i++)
    hand->counts[action->cards[i]]--;
  legal = bir_check_new_meld (s, action, hand->counts, fits->side_biriba[s->side_of_seat[seat]],
                              move->infos, NULL);
  for (guint i = 0; i < action->n_cards; i++)
    hand->counts[action->cards[i]]++;

  return legal && bir_obligation_kept (s, action);
}

/* The cases the fast candidates do not cover: a new meld from those that
 * legal_actions() would list, uniformly, or without @rng the one of the
 * most cards.
 */
TrpAction *
slow_pick_new_meld (TrpGame *game,
                    TrpRng  *rng)
{
  g_autoptr(GPtrArray) legal = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_action_free);
  BirState *s = &TRP_BIRIBA_GAME (game)->s;
  guint8 counts[BIR_N_CODES];
  guint indices[256];
  guint n = 0;

  bir_hand_counts (s, s->current, counts);
  /* fast_new_incomplete() has asked the rules, unless for a B-61
   * obligation; its narrower answer implies theirs.
   */
  bir_list_new_meld_actions (game, counts,
                             !s->pile_obligation || bir_new_meld_may_be_legal (s, s->current, TRUE),
                             legal);

  for (guint i = 0; i < legal->len && n < G_N_ELEMENTS (indices); i++)
    if (((TrpAction *) g_ptr_array_index (legal, i))->type == bir_action_new_meld)
      indices[n++] = i;
  if (n == 0)
    return NULL;
  if (rng == NULL)
    {
      guint largest = 0;

      for (guint i = 1; i < n; i++)
        if (((TrpAction *) g_ptr_array_index (legal, indices[i]))->n_cards >
            ((TrpAction *) g_ptr_array_index (legal, indices[largest]))->n_cards)
          largest = i;
      return g_ptr_array_steal_index (legal, indices[largest]);
    }
  return g_ptr_array_steal_index (legal, indices[trp_rng_uniform_inline (rng, n)]);
}

/* Whether new melds may need more than the fast candidates offer: several
 * melds at once for an opening minimum (B-60) or for going down (B-56), or
 * a pile card's meld (B-61). Which of these the playout looks for is its
 * own choice; whether any new meld could be legal is the rules' answer,
 * bir_new_meld_may_be_legal(), which legal_actions() asks too. The
 * playout leaves out the rare melds that need a 2 at its own place beside
 * another wild card (B-17): looking for them in the full enumeration cost
 * a 3-player random playout 8 % more instructions.
 */
gboolean
fast_new_incomplete (const BirState *s)
{
  int seat = s->current;

  /* The candidates do not aim at the pile's cards. */
  if (s->pile_obligation)
    return TRUE;
  if (bir_go_down_only (s))
    {
      /* A random player does not go down with a hand swollen by the
       * pile: the bounded search for it would cost most of the playout.
       */
      if (s->hand_len[seat] > FAST_GO_DOWN_MAX)
        return FALSE;
    }
  else if (bir_opening_minimum_now (s, seat) <= 0)
    return FALSE;   /* melds of three, one or all of them, will do */

  /* Asking legal_actions() costs much more than this. */
  return bir_new_meld_may_be_legal (s, seat, FALSE);
}
