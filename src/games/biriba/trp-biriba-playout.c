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
#include "trp-biriba-fast.h"
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
 * One case a kind, kept in one function always inlined into fast_pick(),
 * whose comment says what the calls cost.
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
