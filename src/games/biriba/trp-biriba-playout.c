/* trp-biriba-playout.c: Biriba's playouts, for search and the benchmark
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "trp-biriba-cover.h"
#include "trp-biriba-heuristics.h"
#include "trp-biriba-private.h"

/* A random playout is the inner loop of search and of the speed benchmark,
 * so it builds its moves on the stack and never allocates, except for the
 * rare fallback to the full enumeration below.
 *
 * How moves are sampled (the distribution trp_game_playout_random()
 * documents per game):
 *
 * - a step with a fixed answer (the first draw, TAKE_BIRIBAKI) plays it;
 *   declare_kozi and the first card's choice (B-62, B-63) are uniform;
 * - at the draw step, the kinds available (draw from the stock, take the
 *   pile, pass) are chosen among uniformly. Once the stock is empty and
 *   2 × N turns have been played, the playout passes whenever it may, so
 *   that random players cannot take the pile back and forth for ever
 *   the rules set no limit);
 * - at the meld step, a kind (discard, add to a meld, new meld) is chosen
 *   uniformly among the kinds that have a legal move, then a move of that
 *   kind uniformly among its candidates that validate() accepts. The
 *   candidates: each card of the hand to discard (a card held twice is
 *   twice as likely); each distinct card onto each of the side's melds;
 *   as new melds, natural sets and runs of three, such pairs completed by
 *   a wild card, and all of these at once (greedily, for an opening
 *   minimum). When none of these would do (an opening minimum still out
 *   of reach, B-56 going down with at most FAST_GO_DOWN_MAX cards, a B-61
 *   obligation), new melds come from legal_actions() instead.
 *
 * Every move that the rules could refuse goes through bir_validate_state(), or
 * for discards, single cards onto a meld and the fast new melds through
 * the checks of it that depend on the move (the seat, phase and holding
 * are right by construction): bir_check_discard(),
 * bir_check_hand_after_add(), bir_check_new_meld(), bir_obligation_kept(),
 * the very functions validation calls, so that each rule is written once
 * (trp-biriba-validate.c, trp-biriba-private.h). A playout is thus legal
 * whatever the options, and its log replays through trp_game_perform()
 * (tests/biriba/test-biriba-playout.c); what it keeps of its own are
 * candidates and caches.
 *
 * For speed the playout works the current hand's rank and suit masks out
 * of the state's counts once a move (FastHand), and keeps, from move to
 * move, which cards were seen to fit or not each meld (FastFits, for as
 * long as the meld keeps its size) and each side's melds. Candidates
 * already known not to fit, and natural cards too far from a run to join
 * it, are left out of the add_to_meld draw, and kinds of move found to
 * have no candidate or no legal move by a quick test (no meld of three
 * in the hand; the rules' bir_new_meld_may_be_legal()) are not
 * enumerated: these leave the distribution above as it was, uniform over
 * the legal candidates.
 * With trp_biriba_playout_self_check set, what is kept is checked against
 * a recount after every move.
 */
enum
{
  KIND_DISCARD,
  KIND_ADD,
  KIND_NEW,
  N_KINDS
};

/* An add_to_meld candidate is meld << FAST_CARD_BITS | card. */
#define FAST_CARD_BITS 7
#define FAST_MAX_CANDIDATES (BIR_MAX_MELDS << FAST_CARD_BITS)
G_STATIC_ASSERT (BIR_N_CODES <= 1 << FAST_CARD_BITS);
G_STATIC_ASSERT (FAST_MAX_CANDIDATES <= G_MAXUINT16);
/* The largest hand a random playout tries to go down with (B-56). */
#define FAST_GO_DOWN_MAX 15

typedef struct
{
  TrpAction         action;
  TrpCard           cards[BIR_MAX_CARDS];
  guint8            group_sizes[BIR_MAX_MELDS];
  TrpBiribaMeldInfo info;   /* an add_to_meld's meld after it */
  TrpBiribaMeldInfo infos[BIR_MAX_MELDS];  /* a new_meld's groups */
} FastMove;

/* The playout's random draws: both 32-bit halves of each of the rng's
 * 64-bit outputs, the high one first, where trp_rng_uniform_inline()
 * uses one (xoshiro256** gives all its bits the same quality). A hand
 * draws some 400 times: its state's update was a twenty-fifth of it.
 */
typedef struct
{
  TrpRng   rng;
  guint32  spare;
  gboolean has_spare;
} FastRng;

static inline guint32
fast_rng_next32 (FastRng *r)
{
  guint64 x;

  if (r->has_spare)
    {
      r->has_spare = FALSE;
      return r->spare;
    }
  x = trp_rng_next_inline (&r->rng);
  r->spare = (guint32) x;
  r->has_spare = TRUE;
  return (guint32) (x >> 32);
}

/* trp_rng_uniform_inline() on fast_rng_next32(): Lemire's method. */
static inline guint32
fast_rng_uniform (FastRng *r,
                  guint32  bound)
{
  guint64 m = (guint64) fast_rng_next32 (r) * bound;
  guint32 low = (guint32) m;

  if (G_UNLIKELY (low < bound))
    {
      guint32 threshold = -bound % bound;

      while (low < threshold)
        {
          m = (guint64) fast_rng_next32 (r) * bound;
          low = (guint32) m;
        }
    }

  return (guint32) (m >> 32);
}

enum { FIT_UNKNOWN, FIT_YES, FIT_NO };

typedef struct
{
  guint8  meld;
  guint8  is_run;
  guint8  key;      /* TrpBiribaMeldInfo.key */
  guint16 window;   /* a run's fast_run_window() */
} FastSideMeld;

/* Whether each card joins each meld (trp_biriba_meld_add_one()), kept for
 * one playout: a card that does not fit stays in the hand turn after
 * turn, and would be tested again each time. A meld only grows within a
 * hand, so its size tells whether its row is still current.
 */
typedef struct
{
  guint8            n_cards[BIR_MAX_MELDS];   /* the meld's size for its row */
  guint8            fit[BIR_MAX_MELDS][BIR_N_CODES];
  TrpBiribaMeldInfo after[BIR_MAX_MELDS][BIR_N_CODES];

  /* The natural ranks that may join each run (fast_run_window()), and the
   * run's size when they were found.
   */
  guint16           window[BIR_MAX_MELDS];
  guint8            window_cards[BIR_MAX_MELDS];

  /* Each side's melds, listed again when a meld is made or the teams
   * form (B-52, B-53), the only changes to which meld is whose.
   */
  guint8            side_melds[BIR_MAX_SEATS][BIR_MAX_MELDS];
  guint8            n_side_melds[BIR_MAX_SEATS];
  guint             listed_melds;   /* G_MAXUINT: not listed yet */
  gboolean          listed_solo;

  /* The same lists as the add_to_meld draw reads them, kept current as
   * soon as a meld is made or grows (fast_fits_follow()), each meld's row
   * and run window with them: the draw then reads one small record a
   * meld, and tests nothing for being stale.
   */
  FastSideMeld      side_info[BIR_MAX_SEATS][BIR_MAX_MELDS];
  guint8            slot[BIR_MAX_MELDS];   /* each meld's place in its list */
  gboolean          side_biriba[BIR_MAX_SEATS];   /* a meld of 7+ (B-28) */

  /* The same records as 16-bit lanes, so that the draw finds the melds a
   * hand holds naturals for eight at a time (fast_side_melds_held()): a
   * run's window and suit, a set's rank as a bit. A lane past the list,
   * or a set's suit, is FAST_NO_SUIT, and its window and rank bit 0.
   */
  guint16           lane_window[BIR_MAX_SEATS][BIR_MAX_MELDS];
  guint16           lane_suit[BIR_MAX_SEATS][BIR_MAX_MELDS];
  guint16           lane_rank[BIR_MAX_SEATS][BIR_MAX_MELDS];

  /* For the guided playout: whether each card joins one of each side's
   * melds, -1 if not known yet. An answer holds until a meld the card
   * may join (bir_may_fit()) is made or grows, or the teams form; each
   * meld's size is kept as the answers last saw it.
   */
  gint8             side_fits[BIR_MAX_SEATS][BIR_N_CODES];
  guint8            memo_cards[BIR_MAX_MELDS];
  guint             memo_melds;
  int               memo_solo;   /* -1: nothing known */
} FastFits;

#define FAST_NO_SUIT 0xffff

/* The row of meld @m, emptied if the meld has grown since it was filled. */
static inline guint8 *
fast_fits_row (FastFits       *fits,
               const BirState *s,
               guint           m)
{
  if (fits->n_cards[m] != s->melds[m].info.n_cards)
    {
      memset (fits->fit[m], FIT_UNKNOWN, BIR_N_CODES);
      fits->n_cards[m] = s->melds[m].info.n_cards;
    }
  return fits->fit[m];
}

/* The natural ranks (bits; an ace at bit 1) that may join run @m, a
 * superset of those trp_biriba_meld_add_one() accepts: with one card more
 * the run spans n + 1 positions in a row (B-14), so the card lies within
 * n positions of each of its naturals other than 2s, and not at one of
 * theirs; an ace stands at 1 or at 14. Most of a suit's cards in a hand
 * are further away, and would each cost an add_one() to be refused.
 */
static G_GNUC_NO_INLINE guint
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

static inline guint
fast_run_window (FastFits       *fits,
                 const BirState *s,
                 guint           m)
{
  if (G_LIKELY (fits->window_cards[m] == s->melds[m].info.n_cards))
    return fits->window[m];
  return fast_run_window_find (fits, s, m);
}

/* Meld @m as it is now, in its side's lists; its row emptied and its
 * window found again if it has grown.
 */
static void
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
static void
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

/* After @action: what it changed of the melds. */
static inline void
fast_fits_follow (FastFits        *fits,
                  const BirState  *s,
                  const TrpAction *action)
{
  if (action->type == bir_action_add_to_meld)
    fast_fits_set (fits, s, (guint) action->target);
  if (fits->listed_melds != s->n_melds || fits->listed_solo != s->solo_phase)
    fast_fits_list (fits, s);
}

/* The melds of @side. */
static const guint8 *
fast_side_melds (FastFits       *fits,
                 const BirState *s,
                 int             side,
                 guint          *n)
{
  if (fits->listed_melds != s->n_melds || fits->listed_solo != s->solo_phase)
    fast_fits_list (fits, s);
  *n = fits->n_side_melds[side];
  return fits->side_melds[side];
}

/* Whether @card joins meld @m; @out_info gets the meld after it. */
static gboolean
fast_fits (FastFits                *fits,
           const BirState          *s,
           guint                    m,
           TrpCard                  card,
           TrpBiribaMeldInfo       *out_info)
{
  guint8 *row = fast_fits_row (fits, s, m);

  if (row[card] == FIT_UNKNOWN)
    row[card] = trp_biriba_meld_add_one (&s->meld_rules, s->melds[m].cards, &s->melds[m].info,
                                         card, &fits->after[m][card]) == TRP_BIRIBA_MELD_OK
                ? FIT_YES : FIT_NO;
  if (row[card] != FIT_YES)
    return FALSE;
  *out_info = fits->after[m][card];
  return TRUE;
}

static void
fast_move_init (FastMove   *move,
                const char *type,
                int         seat)
{
  move->action.type = type;
  move->action.seat = seat;
  move->action.target = -1;
  move->action.suit = TRP_SUIT_NONE;
  move->action.n_cards = 0;
  move->action.cards = move->cards;
  move->action.n_groups = 0;
  move->action.group_sizes = NULL;
}

/* Appends a group of cards to a new_meld move. */
static void
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
static void
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

/* The current seat's hand seen the ways the candidates need it, worked
 * out from the state's counts at most once a move (fast_hand_get()). The
 * hand changes at almost every move of its seat, so keeping this from
 * move to move, card by card, cost more than working it out again.
 */
typedef struct
{
  gboolean ready;                 /* for the move being chosen */
  /* The state's own: a playout owns its state, and the checks of a move
   * take its cards out of the counts for a moment and put them back.
   */
  guint8  *counts;
  guint    masks[TRP_N_SUITS];    /* the natural ranks held, by suit */
  guint8   suits_of_rank[16];     /* the suits held, by natural rank */
  guint8   of_rank[16];           /* the naturals held, by rank */
  guint    pairs;                 /* the natural ranks held twice or more */
  TrpCard  wilds[8];              /* bir_collect_wilds() */
  guint    n_wilds;
} FastHand;

/* The natural ranks: the ace, 3 … king (B-11: 2s are wild). */
#define FAST_NATURAL_RANKS 0x3ffau

/* The ranks held twice or more, out of each suit's ranks held once or
 * more (@masks) and twice or more (@twice).
 */
static inline guint
fast_pairs (const guint *masks,
            const guint *twice)
{
  return twice[0] | twice[1] | twice[2] | twice[3] |
         (masks[0] & masks[1]) | (masks[2] & masks[3]) |
         ((masks[0] | masks[1]) & (masks[2] | masks[3]));
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

static void
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

/* The current seat's hand, worked out if need be. */
static inline FastHand *
fast_hand_get (const BirState *s,
               FastHand       *hand)
{
  if (!hand->ready)
    fast_hand_build (s, s->current, hand);
  return hand;
}

gboolean trp_biriba_playout_self_check = FALSE;

static guint fast_new_candidates (const BirState *s,
                                  const FastHand *hand,
                                  TrpCard        (*out)[3]);
static inline gboolean fast_holds_triple (const BirState *s,
                                          const FastHand *hand);

/* For tests: the state's counts, the hand worked out and every known fit
 * against a recount.
 */
static void
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

/* The run windows of @hand that make a meld of three: the four suits at
 * once, 16 run positions each (1 … 14, 14 for a high ace) in @mask_out. The
 * bit lo of a suit's lane says that the window lo … lo + 2 holds three
 * natural cards, or two when a wild card can fill the third place.
 */
static inline guint64
fast_run_starts (const BirState *s,
                 const FastHand *hand,
                 guint64        *mask_out)
{
  const guint64 lanes = G_GUINT64_CONSTANT (0x0001000100010001);
  guint top = trp_biriba_run_top (&s->meld_rules);
  guint64 mask = 0;
  guint64 starts;

  G_STATIC_ASSERT (TRP_N_SUITS == 4 && TRP_RANK_ACE == 1 && TRP_RANK_KING < 15);
  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    mask |= (guint64) hand->masks[suit] << (16 * suit);
  mask |= (mask & (lanes << TRP_RANK_ACE)) << 13;

  if (hand->n_wilds == 0)
    starts = mask & mask >> 1 & mask >> 2;
  else
    starts = (mask & mask >> 1) | (mask & mask >> 2) | (mask >> 1 & mask >> 2);
  /* Windows start at 1 … top - 2, so that the bits shifted in from the
   * next suit never count.
   */
  *mask_out = mask;
  return starts & (((1u << (top - 1)) - 1) & ~1u) * lanes;
}

/* Candidate new melds of three cards out of @hand. */
static guint
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
static gboolean
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

/* Whether fast_new_candidates() finds any meld of three in @hand, at a
 * fraction of its cost: most meld steps' hands hold none.
 */
static inline gboolean
fast_holds_triple (const BirState *s,
                   const FastHand *hand)
{
  guint64 mask;

  for (guint ranks = hand->pairs; ranks != 0; ranks &= ranks - 1)
    if (trp_biriba_set_of_three_possible (&s->meld_rules, (guint) __builtin_ctz (ranks),
                                          hand->of_rank[__builtin_ctz (ranks)], hand->n_wilds))
      return TRUE;

  return fast_run_starts (s, hand, &mask) != 0;
}

/* The natural cards of @hand that may join the meld of @entry: of a run's
 * suit in its window, or of a set's rank. Both, and then one without a
 * branch: a set of 2s has no natural rank (suits_of_rank[] holds none
 * for 2s).
 */
static inline guint
fast_meld_held (const FastSideMeld *entry,
                const FastHand     *hand)
{
  guint run_held = hand->masks[entry->key & 3] & entry->window;
  guint set_held = hand->suits_of_rank[entry->key & 15];

  return entry->is_run ? run_held : set_held;
}

/* Writes the candidates of @held (fast_meld_held()) onto the meld of
 * @entry after the @n of @candidates; returns the new count. Each one is
 * written, and kept unless known not to fit, without a branch on that: it
 * would be mispredicted.
 */
static inline guint
fast_list_naturals (const FastFits     *fits,
                    const FastSideMeld *entry,
                    guint               held,
                    guint16            *candidates,
                    guint               n)
{
  guint base = (guint) entry->meld << FAST_CARD_BITS;
  const guint8 *row = fits->fit[entry->meld];

  for (guint bits = held; bits != 0; bits &= bits - 1)
    {
      guint bit = (guint) __builtin_ctz (bits);
      TrpCard card = entry->is_run ? TRP_CARD (entry->key, bit) : TRP_CARD (bit, entry->key);

      candidates[n] = (guint16) (base + card);
      n += row[card] != FIT_NO;
    }
  return n;
}

#ifdef __SSE2__
/* The melds of @side (bits, by their place in its list) that @hand holds
 * a natural card for: a card of a run's suit in its window, or one of a
 * set's rank. Eight melds at a time, with no branch on each: most melds
 * have none, and which do is a toss-up.
 */
static inline guint64
fast_side_melds_held (const FastFits *fits,
                      int             side,
                      const FastHand *hand)
{
  const __m128i zero = _mm_setzero_si128 ();
  __m128i by_suit[TRP_N_SUITS];
  __m128i any = _mm_set1_epi16 ((short) (hand->masks[0] | hand->masks[1] |
                                         hand->masks[2] | hand->masks[3]));
  guint64 held = 0;

  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    by_suit[suit] = _mm_set1_epi16 ((short) hand->masks[suit]);
  for (guint from = 0; from < fits->n_side_melds[side]; from += 8)
    {
      __m128i window = _mm_loadu_si128 ((const __m128i *) &fits->lane_window[side][from]);
      __m128i suit = _mm_loadu_si128 ((const __m128i *) &fits->lane_suit[side][from]);
      __m128i rank = _mm_loadu_si128 ((const __m128i *) &fits->lane_rank[side][from]);
      __m128i masks = zero;
      __m128i none;

      for (guint s = 0; s < TRP_N_SUITS; s++)
        masks = _mm_or_si128 (masks, _mm_and_si128 (_mm_cmpeq_epi16 (suit, _mm_set1_epi16 ((short) s)),
                                                    by_suit[s]));
      none = _mm_cmpeq_epi16 (_mm_or_si128 (_mm_and_si128 (masks, window), _mm_and_si128 (rank, any)),
                              zero);
      held |= (guint64) (~(guint) _mm_movemask_epi8 (_mm_packs_epi16 (none, none)) & 0xff) << from;
    }
  return held;
}
#endif

/* Picks a legal move of @kind uniformly among the candidates, by drawing
 * candidates without replacement until bir_validate_state() accepts one.
 */
static inline __attribute__ ((always_inline)) gboolean
fast_pick_meld_kind (const BirState *s,
                     FastRng        *rng,
                     FastFits       *fits,
                     guint           kind,
                     FastHand       *hand,
                     FastMove       *move)
{
  guint8 *counts = NULL;
  int seat = s->current;
  int side = s->side_of_seat[seat];
  guint16 candidates[FAST_MAX_CANDIDATES];
  TrpCard triples[4 * 14 * 8 + 13 * 8][3];
  guint n = 0;
  gboolean go_down = bir_must_go_down_first (s);
  gboolean has_biriba = FALSE;

  switch (kind)
    {
    case KIND_DISCARD:
      {
        guint pick;

        if (s->hand_len[seat] == 0)
          return FALSE;
        /* Most first draws are legal: the list is built only after a
         * refusal, and the random draws stay those of the loop below.
         */
        pick = fast_rng_uniform (rng, s->hand_len[seat]);
        fast_move_init (move, bir_action_discard, seat);
        move->cards[0] = s->hands[seat][pick];
        move->action.n_cards = 1;
        if (bir_check_discard (s, seat, move->cards[0], s->counts[seat], NULL))
          return TRUE;
        for (guint i = 0; i < s->hand_len[seat]; i++)
          candidates[n++] = s->hands[seat][i];
        candidates[pick] = candidates[--n];
      }
      break;

    case KIND_ADD:
      {
        const TrpCard *wilds;
        guint n_wilds;
        const FastSideMeld *side_info;
        guint n_side_melds;

        /* B-56: before the teams form, no card joins a meld. */
        if (go_down)
          return FALSE;

        hand = fast_hand_get (s, hand);
        counts = hand->counts;
        wilds = hand->wilds;
        n_wilds = hand->n_wilds;

        /* Only cards of the run's suit or of the set's rank, and wild
         * cards, can join a meld; of those, the ones already seen not to
         * fit are left out. Leaving out refused candidates keeps the
         * draw uniform over the legal ones.
         */
        n_side_melds = fits->n_side_melds[side];
        side_info = fits->side_info[side];
        has_biriba = fits->side_biriba[side];
#ifdef __SSE2__
        /* Without a wild card, only the melds it holds naturals for; in
         * the same order as below, so the draws are the same.
         */
        if (n_wilds == 0)
          {
            for (guint64 held = fast_side_melds_held (fits, side, hand); held != 0; held &= held - 1)
              {
                const FastSideMeld *entry = &side_info[__builtin_ctzll (held)];

                n = fast_list_naturals (fits, entry, fast_meld_held (entry, hand), candidates, n);
              }
            break;
          }
#endif
        for (guint i = 0; i < n_side_melds; i++)
          {
            const FastSideMeld *entry = &side_info[i];
            guint base = (guint) entry->meld << FAST_CARD_BITS;
            const guint8 *row = fits->fit[entry->meld];
            guint held = fast_meld_held (entry, hand);

            if (held == 0 && n_wilds == 0)
              continue;
            n = fast_list_naturals (fits, entry, held, candidates, n);
            for (guint w = 0; w < n_wilds; w++)
              {
                candidates[n] = (guint16) (base + wilds[w]);
                n += row[wilds[w]] != FIT_NO;
              }
          }
      }
      break;

    case KIND_NEW:
      {
        guint n_triples;

        hand = fast_hand_get (s, hand);
        counts = hand->counts;
        /* No candidate: nothing to draw (the random draws stay the same).
         * Going down, hands are large and hold some.
         */
        if (!go_down && !fast_holds_triple (s, hand))
          return FALSE;
        n_triples = fast_new_candidates (s, hand, triples);
        /* B-56: when one meld of three would leave more than one card,
         * bir_validate_state() refuses each; drawing them all in turn would
         * cost most of a 3- or 5-player playout.
         */
        if (!bir_go_down_keeps_too_many (s, s->hand_len[seat] - MIN (s->hand_len[seat], 3u)))
          for (guint i = 0; i < n_triples; i++)
            candidates[n++] = (guint16) i;
        /* All of them at once, as an opening would need. */
        if (n_triples > 1)
          candidates[n++] = G_MAXUINT16;

        while (n > 0)
          {
            guint pick = fast_rng_uniform (rng, n);
            guint index = candidates[pick];

            fast_move_init (move, bir_action_new_meld, seat);
            if (index == G_MAXUINT16)
              fast_all_triples (counts, triples, n_triples, move);
            else
              fast_move_add_group (move, triples[index], 3);

            /* What bir_validate_state() would refuse first, without its cost
             * (B-56, B-60); the random draws stay the same.
             */
            if (bir_go_down_keeps_too_many (s, s->hand_len[seat] - move->action.n_cards))
              {
                candidates[pick] = candidates[--n];
                continue;
              }
            if (fast_new_meld_legal (s, fits, hand, move))
              return TRUE;
            candidates[pick] = candidates[--n];
          }
        return FALSE;
      }

    default:
      g_assert_not_reached ();
    }

  /* An add_to_meld's tries differ only in the card and the meld. */
  if (kind == KIND_ADD)
    {
      fast_move_init (move, bir_action_add_to_meld, seat);
      move->action.n_cards = 1;
    }
  while (n > 0)
    {
      guint pick = fast_rng_uniform (rng, n);
      guint index = candidates[pick];
      gboolean legal;

      /* The candidates are held cards onto the side's melds in the meld
       * step of the current seat, so only the checks that depend on the
       * card are left of bir_validate_state().
       */
      if (kind == KIND_DISCARD)
        {
          fast_move_init (move, bir_action_discard, seat);
          move->cards[0] = (TrpCard) index;
          move->action.n_cards = 1;
          legal = bir_check_discard (s, seat, move->cards[0], s->counts[seat], NULL);
        }
      else
        {
          TrpCard card = (TrpCard) (index & ((1u << FAST_CARD_BITS) - 1));

          move->action.target = (int) (index >> FAST_CARD_BITS);
          move->cards[0] = card;
          /* The meld (B-24, B-25), then the hand left (B-27, B-28; the
           * counts stand for it for a moment) and the pile's card (B-61).
           * B-56 left no candidate.
           */
          legal = fast_fits (fits, s, index >> FAST_CARD_BITS, card, &move->info);
          if (legal)
            {
              counts[card]--;
              legal = bir_check_hand_after_add (s, seat, counts, 1, has_biriba, &move->info, NULL);
              counts[card]++;
            }
          legal = legal && bir_obligation_kept (s, &move->action);
        }

      if (legal)
        return TRUE;
      candidates[pick] = candidates[--n];
    }

  return FALSE;
}

/* The cases the fast candidates do not cover: a new meld from those that
 * legal_actions() would list, uniformly, or without @rng the one of the
 * most cards.
 */
static TrpAction *
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
static gboolean
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

/* Returns a move in @move, or %NULL in @slow with %FALSE when only the
 * full enumeration can find one; @slow may also carry a move to play.
 * Inlined into playout(), as fast_pick_meld_kind() into it: their calls
 * at every move cost a tenth of a random playout.
 */
static inline __attribute__ ((always_inline)) gboolean
fast_pick (TrpGame    *game,
           BirState   *s,
           FastRng    *rng,
           FastFits   *fits,
           FastHand   *hand,
           guint      *empty_turns,
           FastMove   *move,
           TrpAction **slow)
{
  int seat = s->current;

  *slow = NULL;

  switch (s->phase)
    {
    case BIR_PHASE_DECLARE_KOZI:
      fast_move_init (move, bir_action_declare_kozi, seat);
      move->action.suit = (TrpSuit) fast_rng_uniform (rng, TRP_SUIT_NONE + 1);
      return TRUE;

    case BIR_PHASE_FIRST_DRAW:
      fast_move_init (move, bir_action_draw_stock, seat);
      return TRUE;

    case BIR_PHASE_FIRST_CARD:
      fast_move_init (move, fast_rng_uniform (rng, 2) ? bir_action_first_card_keep
                                                      : bir_action_first_card_to_pile, seat);
      return TRUE;

    case BIR_PHASE_BIRIBAKI:
      fast_move_init (move, bir_action_take_biribaki, seat);
      return TRUE;

    case BIR_PHASE_DRAW:
      {
        const char *kinds[3];
        guint n = 0;
        gboolean may_pass = bir_may_pass (s);

        if (s->stock_len == 0 && may_pass && ++*empty_turns > 2 * s->n_seats)
          {
            fast_move_init (move, bir_action_pass, seat);
            return TRUE;
          }
        if (s->stock_len > 0)
          kinds[n++] = bir_action_draw_stock;
        if (bir_pile_takeable (s))
          kinds[n++] = bir_action_take_pile;
        if (may_pass)
          kinds[n++] = bir_action_pass;

        while (n > 0)
          {
            guint pick = fast_rng_uniform (rng, n);

            fast_move_init (move, kinds[pick], seat);
            /* B-61: the pile, taken only where it could be (above). */
            if (kinds[pick] != bir_action_take_pile || bir_pile_pickup_allowed (s, seat))
              return TRUE;
            kinds[pick] = kinds[--n];
          }
        return FALSE;
      }

    case BIR_PHASE_MELD:
      {
        /* The kinds in a random order, one draw for all: the first with a
         * legal move is uniform among those that have one.
         */
        static const guint8 orders[6][N_KINDS] = {
          { KIND_DISCARD, KIND_ADD, KIND_NEW }, { KIND_DISCARD, KIND_NEW, KIND_ADD },
          { KIND_ADD, KIND_DISCARD, KIND_NEW }, { KIND_ADD, KIND_NEW, KIND_DISCARD },
          { KIND_NEW, KIND_DISCARD, KIND_ADD }, { KIND_NEW, KIND_ADD, KIND_DISCARD },
        };
        const guint8 *order = orders[fast_rng_uniform (rng, G_N_ELEMENTS (orders))];

        for (guint i = 0; i < N_KINDS; i++)
          {
            if (fast_pick_meld_kind (s, rng, fits, order[i], hand, move))
              return TRUE;
            if (order[i] == KIND_NEW && fast_new_incomplete (s) &&
                (*slow = slow_pick_new_meld (game, &rng->rng)) != NULL)
              return FALSE;
          }
        return FALSE;
      }

    case BIR_PHASE_OVER:
    case BIR_PHASE_NONE:
    default:
      return FALSE;
    }
}

/* ------------------------------------------------------------------ */
/* Guided playouts                                                     */

/* A guided playout is the search's rollout: every seat plays the way the
 * rule-based player does (src/ai/trp-biriba-player.c), by the same
 * scores, but on the playout's hand masks and fits instead of the public
 * accessors, and only over the fast candidates (single cards onto a meld,
 * new melds of three, all of these at once). It never reads a card that a
 * seat of the sample could not see: the sample itself is what the
 * searching seat may know.
 */

/* Candidates kept for one meld step: the new melds of three and all of
 * them at once, then at most 13 naturals and 5 kinds of wild card onto
 * each meld. */
#define GUIDED_MAX_MELDS (4 * 14 * 8 + 13 * 8 + 1 + BIR_MAX_MELDS * (13 + 5))

/* The natural cards of the hand and the pile: by suit, the run positions
 * held (a high ace at 14 too), and how many of each rank. */
typedef struct
{
  guint  masks[TRP_N_SUITS];
  guint8 of_rank[16];
} GuidedPool;

/* What the seat to move knows, gathered once per step: what the shared
 * scores read in a TrpBiribaPosition, as the rule-based player describes
 * its seat, and what only the playout keeps besides.
 */
typedef struct
{
  const BirState *s;
  FastFits       *fits;
  FastHand       *hand;
  guint           known_seats;  /* the seats with cards known to all (B-9) */
  guint           partner_cards;
  gboolean        solo_phase;   /* B-52, B-53: when the sides were read */
  /* What the other seats and sides hold is current: it stays so for the
   * rest of this seat's turn, since only this seat moves meanwhile. */
  gboolean        ready;
  TrpBiribaPosition pos;        /* seat -1 before the first step */
  GuidedPool      pool;         /* while the pile is weighed */
  gboolean        pool_ready;   /* for this hand and pile */
} GuidedView;

/* Forgets the answers of @side_fits that a meld of @info may change. */
static void
guided_memo_forget (gint8                   *side_fits,
                    const TrpBiribaMeldInfo *info)
{
  if (info->kind == TRP_BIRIBA_MELD_RUN)
    for (guint rank = TRP_RANK_ACE; rank <= TRP_RANK_KING; rank++)
      side_fits[TRP_CARD (info->key, rank)] = -1;
  else
    for (guint suit = 0; suit < TRP_N_SUITS; suit++)
      side_fits[TRP_CARD (suit, info->key)] = -1;
  side_fits[TRP_CARD_JOKER] = -1;
  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    side_fits[TRP_CARD (suit, TRP_RANK_TWO)] = -1;
}

/* Brings the memo of guided_fits_side() up to date with meld @m. */
static inline void
guided_memo_check (FastFits       *fits,
                   const BirState *s,
                   guint           m)
{
  const BirMeld *meld = &s->melds[m];

  if (m < fits->memo_melds && fits->memo_cards[m] == meld->info.n_cards)
    return;
  /* A meld grows with its kind and key (B-13): the cards it may take stay
   * the same. */
  guided_memo_forget (fits->side_fits[meld->side], &meld->info);
  fits->memo_cards[m] = meld->info.n_cards;
}

/* For tests: every answer kept against a recount. */
static void
guided_memo_self_check (FastFits       *fits,
                        const BirState *s)
{
  for (guint side = 0; side < s->n_seats; side++)
    for (guint c = 0; c < BIR_N_CODES; c++)
      {
        gboolean fit = FALSE;

        if (fits->side_fits[side][c] < 0)
          continue;
        for (guint m = 0; m < s->n_melds && !fit; m++)
          fit = s->melds[m].side == side && bir_meld_takes_card (s, m, (TrpCard) c);
        g_assert_cmpint (fits->side_fits[side][c], ==, fit);
      }
}

static gboolean guided_fits_side_cb      (const TrpBiribaPosition *pos,
                                         int                      side,
                                         TrpCard                  card);
static gboolean guided_forms_meld_cb     (const TrpBiribaPosition *pos,
                                         guint8                  *naturals,
                                         TrpCard                  card);
static double   guided_known_affinity_cb (const TrpBiribaPosition *pos,
                                         int                      seat,
                                         TrpCard                  card);

/* The seat's own hand and biribaki, and the pile, which change at every
 * step. */
static void
guided_view_read_hand (GuidedView *v)
{
  const BirState *s = v->s;

  v->hand = fast_hand_get (s, v->hand);
  v->pool_ready = FALSE;
  trp_biriba_position_set_hand (&v->pos, v->hand->counts, s->hand_len[v->pos.seat]);
  v->pos.took = s->sides[v->pos.side].took;
  v->pos.pile = s->pile;
  v->pos.n_pile = s->pile_len;
}

static void
guided_view_init (GuidedView     *v,
                  const BirState *s,
                  FastFits       *fits,
                  FastHand       *hand)
{
  static const guint8 no_cards[BIR_N_CODES] = { 0, };
  TrpBiribaPosition *pos = &v->pos;
  guint partner_cards = 0;
  guint n = s->n_seats;
  guint biriba_sides = 0;
  gboolean threat = FALSE;

  v->s = s;
  v->fits = fits;
  v->hand = hand;
  /* The rule-based player's A-10 shortcut (first_free) is not the
   * rollouts'. */
  pos->rules = s->meld_rules;
  trp_biriba_position_set_table (pos, s->kozi, s->opt.joker_value, s->opt.two_value, s->current,
                                 s->side_of_seat[s->current], n);
  for (guint seat = 0; seat < TRP_BIRIBA_POSITION_MAX_SEATS; seat++)
    pos->side_of_seat[seat] = s->side_of_seat[seat];
  pos->solo_locked = bir_go_down_only (s);
  pos->first_free = FALSE;
  pos->fits_side = guided_fits_side_cb;
  pos->forms_meld = guided_forms_meld_cb;
  pos->known_affinity = guided_known_affinity_cb;
  pos->data = v;
  guided_view_read_hand (v);
  v->known_seats = 0;

  /* When the teams form, the melds change hands (B-52, B-53). */
  if (fits->memo_solo != (int) s->solo_phase)
    {
      memset (fits->side_fits, -1, sizeof fits->side_fits);
      fits->memo_melds = 0;
      fits->memo_solo = s->solo_phase;
    }
  for (guint m = 0; m < s->n_melds; m++)
    {
      if (trp_biriba_is_biriba (s->melds[m].info.n_cards))
        biriba_sides |= 1u << s->melds[m].side;
      guided_memo_check (fits, s, m);
    }
  fits->memo_melds = s->n_melds;
  pos->has_biriba = (biriba_sides >> pos->side) & 1;

  for (guint seat = 0; seat < n; seat++)
    {
      int other = s->side_of_seat[seat];

      if ((int) seat == pos->seat)
        continue;
      if (memcmp (s->known[seat], no_cards, BIR_N_CODES) != 0)
        v->known_seats |= 1u << seat;
      if (other == pos->side)
        partner_cards += s->hand_len[seat];
      else if (s->sides[other].took && ((biriba_sides >> other) & 1))
        threat = TRUE;
    }

  v->partner_cards = partner_cards;
  v->solo_phase = s->solo_phase;
  v->ready = TRUE;
  trp_biriba_position_weigh_end (pos, threat, s->stock_len, partner_cards, FALSE);
  if (G_UNLIKELY (trp_biriba_playout_self_check))
    guided_memo_self_check (fits, s);
}

/* The next step of the same turn: only this seat's hand and its side's
 * melds can have changed since guided_view_init(). */
static void
guided_view_update (GuidedView *v)
{
  const BirState *s = v->s;
  const guint8 *melds;
  guint n;
  gboolean has_biriba = FALSE;

  guided_view_read_hand (v);

  /* The melds made since are this side's, as are those that grew. */
  melds = fast_side_melds (v->fits, s, v->pos.side, &n);
  for (guint i = 0; i < n; i++)
    {
      has_biriba |= trp_biriba_is_biriba (s->melds[melds[i]].info.n_cards);
      guided_memo_check (v->fits, s, melds[i]);
    }
  v->fits->memo_melds = s->n_melds;
  v->pos.has_biriba = has_biriba;
  trp_biriba_position_weigh_end (&v->pos, v->pos.threat, s->stock_len, v->partner_cards, FALSE);
  if (G_UNLIKELY (trp_biriba_playout_self_check))
    guided_memo_self_check (v->fits, s);
}

/* Whether @card joins one of @side's melds. */
static gboolean
guided_fits_side (GuidedView *v,
                  int         side,
                  TrpCard     card)
{
  const guint8 *melds;
  guint n;
  TrpBiribaMeldInfo info;
  gint8 *known = &v->fits->side_fits[side][card];

  if (*known >= 0)
    return *known;
  *known = FALSE;
  melds = fast_side_melds (v->fits, v->s, side, &n);
  for (guint i = 0; i < n && !*known; i++)
    *known = bir_may_fit (&v->s->melds[melds[i]].info, card) &&
             fast_fits (v->fits, v->s, melds[i], card, &info);
  return *known;
}

static void
guided_pool_init (GuidedView *v,
                  GuidedPool *pool)
{
  const BirState *s = v->s;

  memcpy (pool->masks, v->hand->masks, sizeof pool->masks);
  memcpy (pool->of_rank, v->hand->of_rank, sizeof pool->of_rank);
  for (guint i = 0; i < s->pile_len; i++)
    {
      TrpCard card = s->pile[i];

      if (trp_biriba_card_is_wild_capable (card))
        continue;
      pool->masks[trp_card_get_suit (card)] |= 1u << trp_card_get_rank (card);
      pool->of_rank[trp_card_get_rank (card)]++;
    }
  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    if (pool->masks[suit] & (1u << TRP_RANK_ACE))
      pool->masks[suit] |= 1u << 14;
}

/* Whether the natural @card, which @pool holds, makes a meld of three
 * with two more of its natural cards: trp_biriba_card_forms_meld() on
 * natural cards alone, by masks. */
static gboolean
guided_pool_forms_meld (const BirState   *s,
                        const GuidedPool *pool,
                        TrpCard           card)
{
  guint rank = trp_card_get_rank (card);
  guint mask = pool->masks[trp_card_get_suit (card)];
  guint top = trp_biriba_run_top (&s->meld_rules);

  if (trp_biriba_set_of_three_possible (&s->meld_rules, rank, pool->of_rank[rank], 0))
    return TRUE;
  /* Every window of three run positions that holds the card; an ace sits
   * at position 1, and at 14 when it may be high. */
  for (guint p = rank; p <= top; p += rank == TRP_RANK_ACE ? 13 : 14)
    for (guint lo = p > 2 ? p - 2 : 1; lo <= p && lo + 2 <= top; lo++)
      if (((mask >> lo) & 7) == 7)
        return TRUE;
  return FALSE;
}

/* The questions of the shared scores, answered from the sample. */
static gboolean
guided_fits_side_cb (const TrpBiribaPosition *pos,
                     int                      side,
                     TrpCard                  card)
{
  return guided_fits_side (pos->data, side, card);
}

/* By the masks of the pool, gathered when the pile is first weighed. */
static gboolean
guided_forms_meld_cb (const TrpBiribaPosition *pos,
                      guint8                  *naturals,
                      TrpCard                  card)
{
  GuidedView *v = pos->data;

  if (!v->pool_ready)
    {
      guided_pool_init (v, &v->pool);
      v->pool_ready = TRUE;
    }
  return guided_pool_forms_meld (v->s, &v->pool, card);
}

static double
guided_known_affinity_cb (const TrpBiribaPosition *pos,
                          int                      seat,
                          TrpCard                  card)
{
  GuidedView *v = pos->data;

  if (!((v->known_seats >> seat) & 1))
    return 0;
  return trp_biriba_known_affinity (pos, v->s->known[seat], card);
}

/* B-56: before the teams form, a hand melds only by going down with all
 * its cards but one at most, so what counts is how many cards no meld
 * would hold: the rule-based player's decomposition (trp-biriba-cover.c),
 * which the rollouts of Hard's search must share, or they see no one go
 * down and value a joker only as the points it costs in hand.
 */

static gboolean
guided_draw (GuidedView *v,
             guint      *empty_turns,
             FastMove   *move)
{
  const BirState *s = v->s;
  gboolean may_pass = bir_may_pass (s);
  gboolean pile = bir_pile_takeable (s);
  gboolean take;
  TrpBiribaCover cover;

  /* As the random playout: once the stock is empty, players who take the
   * pile back and forth must not go on for ever. */
  if (s->stock_len == 0 && may_pass && ++*empty_turns > 2 * s->n_seats)
    {
      fast_move_init (move, bir_action_pass, v->pos.seat);
      return TRUE;
    }

  /* As the rule-based player, then whether the rules let it be taken
   * (B-61), which searches the whole hand for a way to meld from it. */
  take = pile && trp_biriba_pile_wanted (&v->pos, s->stock_len > 0, &cover) &&
         bir_pile_pickup_allowed (s, v->pos.seat);

  if (take)
    fast_move_init (move, bir_action_take_pile, v->pos.seat);
  else if (s->stock_len > 0)
    fast_move_init (move, bir_action_draw_stock, v->pos.seat);
  else if (may_pass)
    fast_move_init (move, bir_action_pass, v->pos.seat);
  else if (pile && bir_pile_pickup_allowed (s, v->pos.seat))
    fast_move_init (move, bir_action_take_pile, v->pos.seat);
  else
    return FALSE;
  return TRUE;
}

/* The rule-based score of a meld step (trp_biriba_meld_score()). */
static double
guided_meld_score (GuidedView *v,
                   gboolean    is_new,
                   guint       n,
                   int         wilds,
                   guint       longest,
                   gboolean    dirties,
                   gboolean    kozi_run)
{
  TrpBiribaMeldWhy why;

  return trp_biriba_meld_score (&v->pos, is_new, n, wilds, longest, dirties, kozi_run, &why);
}

typedef struct
{
  double   score;
  guint16  index;   /* a triple, G_MAXUINT16 for all of them, or a lay-off */
  gboolean is_new;
} GuidedMeld;

static guint
guided_wilds (const TrpCard *cards,
              guint          n)
{
  guint wilds = 0;

  for (guint i = 0; i < n; i++)
    wilds += trp_biriba_card_is_wild_capable (cards[i]);
  return wilds;
}

/* The cards in the hand of the seat to move, each once. */
static guint
guided_distinct (const BirState *s,
                 TrpCard        *out)
{
  guint64 seen[2] = { 0, 0 };
  guint n = 0;

  G_STATIC_ASSERT (BIR_N_CODES <= 128);
  for (guint i = 0; i < s->hand_len[s->current]; i++)
    {
      TrpCard card = s->hands[s->current][i];

      if (seen[card >> 6] & (G_GUINT64_CONSTANT (1) << (card & 63)))
        continue;
      seen[card >> 6] |= G_GUINT64_CONSTANT (1) << (card & 63);
      out[n++] = card;
    }
  return n;
}


/* The meld step's best meld by the rule-based scores that the rules
 * allow, if one scores above 0. */
static gboolean
guided_meld (GuidedView *v,
             FastMove   *move)
{
  const BirState *s = v->s;
  FastHand *hand = v->hand;
  TrpCard triples[4 * 14 * 8 + 13 * 8][3];
  GuidedMeld melds[GUIDED_MAX_MELDS];
  guint n_triples, n = 0;
  gboolean go_down = bir_must_go_down_first (s);

  n_triples = fast_new_candidates (s, hand, triples);
  for (guint i = 0; i < n_triples; i++)
    {
      double score = guided_meld_score (v, TRUE, 3, (int) guided_wilds (triples[i], 3), 3, FALSE, FALSE);

      if (score > 0)
        melds[n++] = (GuidedMeld) { score, (guint16) i, TRUE };
    }
  if (n_triples > 1)
    {
      double score;

      fast_move_init (move, bir_action_new_meld, v->pos.seat);
      fast_all_triples (hand->counts, triples, n_triples, move);
      score = guided_meld_score (v, TRUE, move->action.n_cards,
                                 (int) guided_wilds (move->cards, move->action.n_cards),
                                 3, FALSE, FALSE);
      if (move->action.n_groups > 1 && score > 0)
        melds[n++] = (GuidedMeld) { score, G_MAXUINT16, TRUE };
    }

  /* B-56: before the teams form, no card joins a meld. */
  if (!go_down)
    {
      const guint8 *side_melds;
      guint n_side_melds;

      side_melds = fast_side_melds (v->fits, s, v->pos.side, &n_side_melds);
      for (guint k = 0; k < n_side_melds; k++)
        {
          guint m = side_melds[k];
          const TrpBiribaMeldInfo *before = &s->melds[m].info;
          gboolean kozi_run = before->kind == TRP_BIRIBA_MELD_RUN && (int) before->key == s->kozi;

          TrpCard cards[TRP_N_SUITS * 16];
          guint n_cards = 0;

          /* Only cards of the run's suit or of the set's rank, and wild
           * cards, can join (bir_may_fit()). */
          if (before->kind == TRP_BIRIBA_MELD_RUN)
            for (guint bits = hand->masks[before->key]; bits != 0; bits &= bits - 1)
              cards[n_cards++] = TRP_CARD (before->key, __builtin_ctz (bits));
          else if (before->key != TRP_RANK_TWO)
            for (guint bits = hand->suits_of_rank[before->key]; bits != 0; bits &= bits - 1)
              cards[n_cards++] = TRP_CARD (__builtin_ctz (bits), before->key);
          for (guint w = 0; w < hand->n_wilds; w++)
            cards[n_cards++] = hand->wilds[w];

          for (guint i = 0; i < n_cards && n < G_N_ELEMENTS (melds); i++)
            {
              TrpCard c = cards[i];
              TrpBiribaMeldInfo after;
              int wilds;
              double score;

              if (!fast_fits (v->fits, s, m, c, &after))
                continue;
              wilds = (int) after.n_wild - (int) before->n_wild;
              score = guided_meld_score (v, FALSE, 1, wilds, after.n_cards,
                                         before->n_wild == 0 && after.n_wild > 0 && after.n_cards >= 5,
                                         kozi_run);
              if (score > 0)
                melds[n++] = (GuidedMeld) { score, (guint16) (m << FAST_CARD_BITS | c), FALSE };
            }
        }
    }

  /* The best first; the next best when the rules refuse it. */
  while (n > 0)
    {
      guint best = 0;
      GuidedMeld pick;
      gboolean legal;

      for (guint i = 1; i < n; i++)
        if (melds[i].score > melds[best].score)
          best = i;
      pick = melds[best];
      melds[best] = melds[--n];

      if (pick.is_new)
        {
          fast_move_init (move, bir_action_new_meld, v->pos.seat);
          if (pick.index == G_MAXUINT16)
            fast_all_triples (hand->counts, triples, n_triples, move);
          else
            fast_move_add_group (move, triples[pick.index], 3);
          legal = !bir_go_down_keeps_too_many (s, v->pos.hand_len - move->action.n_cards) &&
                  fast_new_meld_legal (s, v->fits, hand, move);
        }
      else
        {
          TrpCard card = (TrpCard) (pick.index & ((1u << FAST_CARD_BITS) - 1));
          guint m = pick.index >> FAST_CARD_BITS;

          fast_move_init (move, bir_action_add_to_meld, v->pos.seat);
          move->action.target = (int) m;
          move->cards[0] = card;
          move->action.n_cards = 1;
          legal = fast_fits (v->fits, s, m, card, &move->info);
          if (legal)
            {
              hand->counts[card]--;
              legal = bir_check_hand_after_add (s, v->pos.seat, hand->counts, 1, v->pos.has_biriba, &move->info, NULL);
              hand->counts[card]++;
            }
          legal = legal && bir_obligation_kept (s, &move->action);
        }
      if (legal)
        return TRUE;
    }

  return FALSE;
}

/* The cheapest card to discard that the rules allow. A wild card costs
 * more to give away than any natural one (300 to keep it), so wild cards
 * are weighed only when no natural card may go. */
static gboolean
guided_discard (GuidedView *v,
                FastMove   *move)
{
  const BirState *s = v->s;
  TrpCard distinct[BIR_N_CODES];
  guint n_distinct = guided_distinct (s, distinct);

  for (guint wild = 0; wild < 2; wild++)
    {
      TrpCard cards[BIR_N_CODES];
      double costs[BIR_N_CODES];
      guint n = 0;

      for (guint i = 0; i < n_distinct; i++)
        if ((trp_biriba_card_is_wild_capable (distinct[i]) ? 1u : 0u) == wild)
          {
            cards[n] = distinct[i];
            costs[n++] = trp_biriba_discard_cost (&v->pos, distinct[i]);
          }

      while (n > 0)
        {
          guint best = 0;
          TrpCard card;

          for (guint i = 1; i < n; i++)
            if (costs[i] < costs[best])
              best = i;
          card = cards[best];
          cards[best] = cards[--n];
          costs[best] = costs[n];

          if (bir_check_discard (s, v->pos.seat, card, v->hand->counts, NULL))
            {
              fast_move_init (move, bir_action_discard, v->pos.seat);
              move->cards[0] = card;
              move->action.n_cards = 1;
              return TRUE;
            }
        }
    }
  return FALSE;
}

/* Going down with the decomposition in @cover, its spare wild cards in
 * melds without one (the rule-based cover_go_down_action()), if it
 * leaves at most one card and the rules take it. */
static gboolean
guided_solo_go_down (GuidedView           *v,
                     const TrpBiribaCover *cover,
                     FastMove             *move)
{
  const BirState *s = v->s;
  TrpCard cards[2 * TRP_BIRIBA_COVER_MAX_CARDS];
  guint8 sizes[TRP_BIRIBA_COVER_MAX_GROUPS];
  guint n_groups, at = 0;

  if (!bir_room_for_melds (s, cover->best_n_groups) ||
      !trp_biriba_cover_go_down (cover, &s->meld_rules, cards, sizes, &n_groups))
    return FALSE;

  fast_move_init (move, bir_action_new_meld, v->pos.seat);
  for (guint g = 0; g < n_groups; g++)
    {
      fast_move_add_group (move, cards + at, sizes[g]);
      at += sizes[g];
    }
  return (int) v->pos.hand_len - (int) move->action.n_cards <= 1 &&
         fast_new_meld_legal (s, v->fits, v->hand, move);
}

/* The discard that keeps the hand closest to going down: a natural card
 * that the decomposition in @cover leaves out (no other card's loss
 * leaves fewer out), the cheapest of them by trp_biriba_discard_cost(). */
static gboolean
guided_solo_discard (GuidedView           *v,
                     const TrpBiribaCover *cover,
                     FastMove             *move)
{
  const BirState *s = v->s;
  guint8 loose[BIR_N_CODES];
  TrpCard best = TRP_CARD_NONE;
  double best_cost = G_MAXDOUBLE;

  if (cover->best_loose == G_MAXUINT)
    return FALSE;
  memcpy (loose, v->hand->counts, sizeof loose);
  for (guint i = 0; i < cover->best_n_cards; i++)
    loose[cover->best_cards[i]]--;

  for (guint code = 0; code < BIR_N_CODES; code++)
    {
      double cost;

      if (loose[code] == 0 || trp_biriba_card_is_wild_capable ((TrpCard) code) ||
          !bir_check_discard (s, v->pos.seat, (TrpCard) code, v->hand->counts, NULL))
        continue;
      cost = trp_biriba_discard_cost (&v->pos, (TrpCard) code);
      if (cost < best_cost)
        {
          best = (TrpCard) code;
          best_cost = cost;
        }
    }
  if (best == TRP_CARD_NONE)
    return FALSE;

  fast_move_init (move, bir_action_discard, v->pos.seat);
  move->cards[0] = best;
  move->action.n_cards = 1;
  return TRUE;
}

/* B-62: the suit the hand holds most ranks of, if more than two. */
static TrpSuit
guided_kozi (const FastHand *hand)
{
  TrpSuit best_suit = TRP_SUIT_NONE;
  guint best = 2;

  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    {
      guint n = (guint) __builtin_popcount (hand->masks[suit]);

      if (n > best)
        best = n, best_suit = (TrpSuit) suit;
    }
  return best_suit;
}

/* Like fast_pick(), by the rule-based player's rules of thumb. */
static gboolean
guided_pick (TrpGame    *game,
             BirState   *s,
             FastRng    *rng,
             FastFits   *fits,
             FastHand   *hand,
             guint      *empty_turns,
             FastMove   *move,
             TrpAction **slow,
             GuidedView *v)
{
  *slow = NULL;
  /* Another seat moved: what it holds or melded may have changed. */
  if (v->pos.seat != s->current)
    v->ready = FALSE;

  switch (s->phase)
    {
    case BIR_PHASE_DECLARE_KOZI:
      fast_move_init (move, bir_action_declare_kozi, s->current);
      move->action.suit = guided_kozi (fast_hand_get (s, hand));
      return TRUE;

    case BIR_PHASE_FIRST_CARD:
      fast_move_init (move, bir_action_first_card_keep, s->current);
      return TRUE;

    case BIR_PHASE_DRAW:
      guided_view_init (v, s, fits, hand);
      if (guided_draw (v, empty_turns, move))
        return TRUE;
      break;

    case BIR_PHASE_MELD:
      if (v->ready && s->side_of_seat[v->pos.seat] == v->pos.side && s->solo_phase == v->solo_phase)
        guided_view_update (v);
      else
        guided_view_init (v, s, fits, hand);
      /* B-56: go down as soon as the hand allows, else keep what comes
       * closest to it. */
      if (v->pos.solo_locked && !s->melded_this_turn)
        {
          TrpBiribaCover cover;

          trp_biriba_cover_hand (&cover, &s->meld_rules, v->hand->counts);
          if (guided_solo_go_down (v, &cover, move) || guided_meld (v, move))
            return TRUE;
          if (fast_new_incomplete (s) && (*slow = slow_pick_new_meld (game, NULL)) != NULL)
            return FALSE;
          if (guided_solo_discard (v, &cover, move) || guided_discard (v, move))
            return TRUE;
          break;
        }
      if (guided_meld (v, move))
        return TRUE;
      /* An opening minimum or going down may need what only the full
       * enumeration finds (B-56, B-60, B-61): the largest such meld. */
      if (fast_new_incomplete (s) && (*slow = slow_pick_new_meld (game, NULL)) != NULL)
        return FALSE;
      if (guided_discard (v, move))
        return TRUE;
      break;

    default:
      break;
    }

  /* Whatever the rules of thumb leave open, at random. */
  return fast_pick (game, s, rng, fits, hand, empty_turns, move, slow);
}

static guint
playout (TrpGame   *game,
         TrpRng    *caller_rng,
         guint      max_moves,
         GPtrArray *log,
         gboolean   guided)
{
  /* A copy on the stack, handed back at the end: the caller's, in the
   * heap, would be read again from memory after every store of a card.
   */
  FastRng local_rng = { .rng = *caller_rng, .has_spare = FALSE };
  FastRng *rng = &local_rng;
  BirState *s = &TRP_BIRIBA_GAME (game)->s;
  FastMove move;
  FastFits fits;
  FastHand hand = { .ready = FALSE };
  guint empty_turns = 0;
  guint moves = 0;
  GuidedView view = { .pos.seat = -1, .ready = FALSE };

  memset (fits.n_cards, 0, sizeof fits.n_cards);
  memset (fits.window_cards, 0, sizeof fits.window_cards);
  fits.listed_melds = G_MAXUINT;
  fits.memo_solo = -1;
  fast_fits_list (&fits, s);

  while (moves < max_moves && s->phase != BIR_PHASE_OVER && s->phase != BIR_PHASE_NONE)
    {
      g_autoptr(TrpAction) slow = NULL;
      const TrpAction *action;

      if (guided ? guided_pick (game, s, rng, &fits, &hand, &empty_turns, &move, &slow, &view)
                 : fast_pick (game, s, rng, &fits, &hand, &empty_turns, &move, &slow))
        action = &move.action;
      else if (slow != NULL)
        action = slow;
      else
        {
          /* Nothing the fast candidates hold is legal: enumerate. */
          g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);

          if (legal->len == 0)
            break;
          slow = trp_action_copy (g_ptr_array_index (legal, fast_rng_uniform (rng, legal->len)));
          action = slow;
        }

      if (log != NULL)
        g_ptr_array_add (log, trp_action_copy (action));
      /* The melds' records follow each change where it is made. */
      if (action == &move.action && action->type == bir_action_add_to_meld)
        {
          bir_apply_add_to_meld (s, action, &move.info, FALSE);
          fast_fits_set (&fits, s, (guint) action->target);
        }
      else if (action == &move.action && action->type == bir_action_new_meld)
        {
          bir_apply_new_meld (s, action, move.infos, FALSE);
          fast_fits_list (&fits, s);
        }
      else
        {
          bir_apply_state (s, action);
          fast_fits_follow (&fits, s, action);
        }
      hand.ready = FALSE;
      if (G_UNLIKELY (trp_biriba_playout_self_check))
        fast_self_check (s, &fits);
      moves++;
    }

  *caller_rng = local_rng.rng;
  return moves;
}

guint
bir_playout_random (TrpGame   *game,
                    TrpRng    *rng,
                    guint      max_moves,
                    GPtrArray *log)
{
  return playout (game, rng, max_moves, log, FALSE);
}

guint
bir_playout_guided (TrpGame   *game,
                    TrpRng    *rng,
                    guint      max_moves,
                    GPtrArray *log)
{
  return playout (game, rng, max_moves, log, TRUE);
}
