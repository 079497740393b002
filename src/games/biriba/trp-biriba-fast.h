/* trp-biriba-fast.h: the random playout's hand, fits and candidates
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by trp-biriba-playout.c, which draws the moves, and
 * trp-biriba-fast.c, which keeps what the draws read: the current hand's
 * masks (FastHand), which cards fit which melds (FastFits), and the
 * candidate new melds. The helpers the draw calls at every move stay
 * inline here; trp-biriba-playout.c explains the sampling.
 */

#pragma once

#include "trp-biriba-private.h"

G_BEGIN_DECLS

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

/* trp-biriba-fast.c */
guint          fast_run_window_find (FastFits                *fits,
                                     const BirState          *s,
                                     guint                    m);
void           fast_fits_set        (FastFits                *fits,
                                     const BirState          *s,
                                     guint                    m);
void           fast_fits_list       (FastFits                *fits,
                                     const BirState          *s);
void           fast_move_add_group  (FastMove                *move,
                                     const TrpCard           *cards,
                                     guint                    n);
void           fast_all_triples     (const guint8            *counts,
                                     TrpCard                (*triples)[3],
                                     guint                    n_triples,
                                     FastMove                *move);
void           fast_hand_build      (const BirState          *s,
                                     int                      seat,
                                     FastHand                *hand);
void           fast_self_check      (const BirState          *s,
                                     FastFits                *fits);
guint          fast_new_candidates  (const BirState          *s,
                                     const FastHand          *hand,
                                     TrpCard                (*out)[3]);
gboolean       fast_new_meld_legal  (const BirState          *s,
                                     const FastFits          *fits,
                                     FastHand                *hand,
                                     FastMove                *move);
TrpAction     *slow_pick_new_meld   (TrpGame                 *game,
                                     TrpRng                  *rng);
gboolean       fast_new_incomplete  (const BirState          *s);

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

static inline guint
fast_run_window (FastFits       *fits,
                 const BirState *s,
                 guint           m)
{
  if (G_LIKELY (fits->window_cards[m] == s->melds[m].info.n_cards))
    return fits->window[m];
  return fast_run_window_find (fits, s, m);
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

/* The current seat's hand, worked out if need be. */
static inline FastHand *
fast_hand_get (const BirState *s,
               FastHand       *hand)
{
  if (!hand->ready)
    fast_hand_build (s, s->current, hand);
  return hand;
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

/* Small enough to inline at each of the draws' calls. */

/* The melds of @side. */
static inline const guint8 *
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
static inline gboolean
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

static inline void
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

G_END_DECLS
