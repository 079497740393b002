/* trp-biriba-rules.c: the state transitions of Biriba
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * apply(), the playouts and the B-61 look-ahead of validation all change
 * the flat state through bir_apply_state() and its meld steps, so each
 * transition is written once.
 */

#include "config.h"

#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "trp-biriba-private.h"

static int
hand_find (const BirState *s,
           int             seat,
           TrpCard         card)
{
  for (guint i = 0; i < s->hand_len[seat]; i++)
    if (s->hands[seat][i] == card)
      return (int) i;
  return -1;
}

#ifdef __SSE2__
/* Removes the first @card of the @len (1 … 32) cards at @hand, moving the
 * 32 bytes after it down by one. Without a branch on where the card is:
 * a playout removes a card at almost every move, and a search loop's and
 * memmove()'s exits at a random place are mispredicted each time.
 */
static inline void
remove_first_of_32 (TrpCard *hand,
                    guint    len,
                    TrpCard  card)
{
  const __m128i iota_lo = _mm_setr_epi8 (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
  const __m128i iota_hi = _mm_add_epi8 (iota_lo, _mm_set1_epi8 (16));
  __m128i lo = _mm_loadu_si128 ((const __m128i *) hand);
  __m128i hi = _mm_loadu_si128 ((const __m128i *) (hand + 16));
  __m128i next_lo = _mm_loadu_si128 ((const __m128i *) (hand + 1));
  __m128i next_hi = _mm_loadu_si128 ((const __m128i *) (hand + 17));
  __m128i wanted = _mm_set1_epi8 ((char) card);
  guint mask = (guint) _mm_movemask_epi8 (_mm_cmpeq_epi8 (lo, wanted)) |
               (guint) _mm_movemask_epi8 (_mm_cmpeq_epi8 (hi, wanted)) << 16;
  __m128i at;
  __m128i keep_lo, keep_hi;

  mask &= G_MAXUINT32 >> (32 - len);
  g_assert (mask != 0);
  /* Bytes before the card stay, the others take their successor's value;
   * the signed compare is right for indices below 128.
   */
  at = _mm_set1_epi8 ((char) __builtin_ctz (mask));
  keep_lo = _mm_cmpgt_epi8 (at, iota_lo);
  keep_hi = _mm_cmpgt_epi8 (at, iota_hi);
  lo = _mm_or_si128 (_mm_and_si128 (keep_lo, lo), _mm_andnot_si128 (keep_lo, next_lo));
  hi = _mm_or_si128 (_mm_and_si128 (keep_hi, hi), _mm_andnot_si128 (keep_hi, next_hi));
  _mm_storeu_si128 ((__m128i *) hand, lo);
  _mm_storeu_si128 ((__m128i *) (hand + 16), hi);
}
#endif

static void
hand_remove (BirState *s,
             int       seat,
             TrpCard   card)
{
  TrpCard *hand = s->hands[seat];
  guint len = s->hand_len[seat];

#ifdef __SSE2__
  /* The bytes past the hand's end are moved along with it and mean
   * nothing.
   */
  G_STATIC_ASSERT (BIR_MAX_CARDS >= 33);
  if (len >= 1 && len <= 32)
    remove_first_of_32 (hand, len, card);
  else
#endif
    {
      int i = hand_find (s, seat, card);

      g_assert (i >= 0);
      memmove (&hand[i], &hand[i + 1], len - i - 1);
    }
  s->hand_len[seat]--;
  s->counts[seat][card]--;
  /* Without a branch: most cards are not known to the others (B-9). */
  s->known[seat][card] -= s->known[seat][card] > 0;
}

/* After the hands were written other than by hand_add() and
 * hand_remove(): a deal or a position read from a file, a sample.
 */
void
bir_count_hands (BirState *s)
{
  memset (s->counts, 0, sizeof s->counts);
  for (guint seat = 0; seat < s->n_seats; seat++)
    for (guint i = 0; i < s->hand_len[seat]; i++)
      s->counts[seat][s->hands[seat][i]]++;
}

void
bir_hand_counts (const BirState *s,
                 int             seat,
                 guint8         *counts)
{
  memcpy (counts, s->counts[seat], BIR_N_CODES);
}

/* ------------------------------------------------------------------ */
/* Applying                                                            */

static void
end_hand (BirState *s,
          BirEnd    end)
{
  s->end = end;
  s->phase = BIR_PHASE_OVER;
}

static void
next_turn (BirState *s)
{
  /* B-32 end_when_empty: the turn that drew the last card is complete. */
  if (s->opt.end_when_empty && s->drew_last_stock)
    {
      end_hand (s, BIR_END_STOCK_EMPTY);
      return;
    }

  /* the self-play safeguard. */
  if (s->started_empty && s->opt.stalemate_limit > 0 &&
      ++s->turns_after_empty >= (guint) s->opt.stalemate_limit)
    {
      end_hand (s, BIR_END_STALEMATE);
      return;
    }

  s->idle_turns++;
  /* No division: it would cost more than the rest of the turn's end. */
  s->current = s->current + 1 < (int) s->n_seats ? s->current + 1 : 0;
  s->phase = BIR_PHASE_DRAW;
  s->took_pile = FALSE;
  s->taken_top = TRP_CARD_NONE;
  memset (s->taken_codes, 0, sizeof s->taken_codes);
  s->restriction_waived = FALSE;
  s->pile_obligation = FALSE;
  s->drew_last_stock = FALSE;
  s->must_draw_stock = FALSE;
  s->melded_this_turn = FALSE;
  s->biribaki_after_discard = FALSE;
  s->first_card = TRP_CARD_NONE;
  s->started_empty = s->stock_len == 0;
  /* B-44: the record lasts until the taker's next turn begins. */
  s->unused_packet[s->current] = FALSE;
}

/* B-52, B-53: the taker of the first packet plays alone, the others pair
 * up alternately. A team's side is its first member's.
 */
static void
form_teams (BirState *s,
            int       taker)
{
  guint n = s->n_seats;
  int a, b;

  for (guint pair = 0; pair < (n == 5 ? 2u : 1u); pair++)
    {
      if (n == 5)
        {
          a = (taker + 1 + pair) % 5;
          b = (taker + 3 + pair) % 5;
        }
      else
        {
          a = (taker + 1) % 3;
          b = (taker + 2) % 3;
        }

      s->side_of_seat[b] = (gint8) a;
      s->sides[a].opened |= s->sides[b].opened;
      memset (&s->sides[b], 0, sizeof s->sides[b]);
      s->sides[b].taker = -1;
      s->sides[b].packet = -1;
      for (guint m = 0; m < s->n_melds; m++)
        if (s->melds[m].side == b)
          s->melds[m].side = (guint8) a;
    }

  s->solo_phase = FALSE;
}

static void
after_meld (BirState *s,
            int       seat,
            const TrpCard *cards,
            guint          n_cards)
{
  int side = s->side_of_seat[seat];

  s->sides[side].opened = TRUE;
  s->melded_this_turn = TRUE;
  s->idle_turns = 0;
  if (s->pile_obligation)
    for (guint i = 0; i < n_cards; i++)
      if (s->taken_codes[cards[i]])
        s->pile_obligation = FALSE;

  /* B-29 (a): an empty hand takes the biribaki at once. */
  if (s->hand_len[seat] == 0)
    {
      s->phase = BIR_PHASE_BIRIBAKI;
      s->biribaki_after_discard = FALSE;
    }
}

/* @info is the meld with the cards added, which random playouts know
 * from their own test of the move.
 */
/* Where trp_biriba_meld_arrange() would put one card added to an arranged
 * meld, in the common cases where that is plain to see; -1 otherwise.
 */
static int
arranged_place (const BirState          *s,
                const BirMeld           *meld,
                TrpCard                  card,
                const TrpBiribaMeldInfo *info)
{
  const TrpCard *cards = meld->cards;
  guint n = meld->info.n_cards;

  if (info->kind == TRP_BIRIBA_MELD_SET && info->key != TRP_RANK_TWO)
    {
      /* The naturals by suit, then the wild card. */
      guint k = n - meld->info.n_wild;

      if (trp_biriba_card_is_wild_capable (card))
        return meld->info.n_wild == 0 ? (int) n : -1;
      while (k > 0 && cards[k - 1] > card)
        k--;
      return (int) k;
    }

  /* A run of naturals alone (no 2 at its low end) grows at one end; its
   * ace, if any, is high. A wild card goes on top while there is room.
   */
  if (info->kind == TRP_BIRIBA_MELD_RUN && meld->info.n_wild == 0 &&
      trp_card_get_rank (cards[0]) != TRP_RANK_ACE && trp_card_get_rank (cards[0]) != TRP_RANK_TWO)
    {
      guint top = trp_card_get_rank (cards[n - 1]);

      if (info->n_wild == 0 && !trp_biriba_card_is_wild_capable (card))
        return trp_card_get_rank (card) != TRP_RANK_ACE &&
               trp_card_get_rank (card) < trp_card_get_rank (cards[0]) ? 0 : (int) n;
      if (info->n_wild == 1 && trp_biriba_card_is_wild_capable (card))
        return top != TRP_RANK_ACE && (top <= 12 || s->meld_rules.ace_high_in_runs) ? (int) n : 0;
    }

  return -1;
}

G_STATIC_ASSERT (BIR_MAX_MELDS <= 64);

/* Lays out meld @m if a playout left its cards in the order played. */
void
bir_lay_out_meld (BirState *s,
                  guint     m)
{
  guint64 bit = G_GUINT64_CONSTANT (1) << m;

  if (s->unarranged & bit)
    {
      trp_biriba_meld_arrange_known (&s->meld_rules, s->melds[m].cards,
                                     s->melds[m].info.n_cards, &s->melds[m].info);
      s->unarranged &= ~bit;
    }
}

/* Copies the cards of meld @m into @cards as laid out, without changing
 * the state; returns how many.
 */
guint
bir_meld_laid_out (const BirState *s,
                   guint           m,
                   TrpCard        *cards)
{
  const BirMeld *meld = &s->melds[m];

  memcpy (cards, meld->cards, meld->info.n_cards);
  if (s->unarranged & (G_GUINT64_CONSTANT (1) << m))
    trp_biriba_meld_arrange_known (&s->meld_rules, cards, meld->info.n_cards, &meld->info);
  return meld->info.n_cards;
}

/* Without @lay_out, as playouts apply, the cards join the meld in the
 * order played and the meld is marked to be laid out when looked at: the
 * layout cost a tenth of a random playout, which nothing reads.
 */
void
bir_apply_add_to_meld (BirState                *s,
                       const TrpAction         *action,
                       const TrpBiribaMeldInfo *info,
                       gboolean                 lay_out)
{
  BirMeld *meld = &s->melds[action->target];

  if (!lay_out)
    {
      for (guint i = 0; i < action->n_cards; i++)
        meld->cards[meld->info.n_cards + i] = action->cards[i];
      s->unarranged |= G_GUINT64_CONSTANT (1) << action->target;
    }
  else
    {
      int place;

      /* arranged_place() reads the layout. */
      bir_lay_out_meld (s, (guint) action->target);
      place = action->n_cards == 1 ? arranged_place (s, meld, action->cards[0], info) : -1;
      if (place >= 0)
        {
          memmove (meld->cards + place + 1, meld->cards + place, meld->info.n_cards - place);
          meld->cards[place] = action->cards[0];
        }
      else
        {
          memcpy (meld->cards + meld->info.n_cards, action->cards, action->n_cards);
          trp_biriba_meld_arrange_known (&s->meld_rules, meld->cards, info->n_cards, info);
        }
    }
  meld->info = *info;
  for (guint i = 0; i < action->n_cards; i++)
    hand_remove (s, action->seat, action->cards[i]);
  after_meld (s, action->seat, action->cards, action->n_cards);
}

/* @infos, if not %NULL, are the groups' evaluations, which random
 * playouts know from their own test of the move.
 */
void
bir_apply_new_meld (BirState                *s,
                    const TrpAction         *action,
                    const TrpBiribaMeldInfo *infos,
                    gboolean                 lay_out)
{
  guint n_groups = trp_action_get_n_groups (action);
  int seat = action->seat;
  int side = s->side_of_seat[seat];
  const TrpCard *cards = action->cards;

  for (guint g = 0; g < n_groups; g++)
    {
      guint n = action->n_groups == 0 ? action->n_cards : action->group_sizes[g];
      BirMeld *meld = &s->melds[s->n_melds++];

      memset (meld, 0, sizeof *meld);
      memcpy (meld->cards, cards, n);
      if (infos != NULL)
        meld->info = infos[g];
      else
        trp_biriba_meld_evaluate (&s->meld_rules, cards, n, &meld->info);
      if (lay_out)
        trp_biriba_meld_arrange_known (&s->meld_rules, meld->cards, n, &meld->info);
      else
        s->unarranged |= G_GUINT64_CONSTANT (1) << (s->n_melds - 1);
      meld->side = (guint8) side;
      for (guint i = 0; i < n; i++)
        hand_remove (s, seat, cards[i]);
      cards += n;
    }
  after_meld (s, seat, action->cards, action->n_cards);
}

/* bir_apply_state() of the moves other than the draw from the stock and
 * the discard: apart, so that those two need no large stack frame.
 */
static G_GNUC_NO_INLINE void
apply_other (BirState        *s,
             const TrpAction *action)
{
  const char *type = action->type;
  int seat = action->seat;

  if (type == bir_action_take_pile)
    {
      guint n = s->pile_len;
      guint8 *counts = s->counts[seat];
      guint8 *known = s->known[seat];

      s->took_pile = TRUE;
      s->taken_top = s->pile[n - 1];
      /* Through locals: a card is a byte, and each store of one would
       * otherwise have every length read again from memory.
       */
      memcpy (s->hands[seat] + s->hand_len[seat], s->pile, n);
      s->hand_len[seat] += n;
      for (guint i = 0; i < n; i++)
        {
          TrpCard card = s->pile[i];

          counts[card]++;
          known[card]++;
          s->taken_codes[card] = 1;
        }
      s->pile_len = 0;
      s->passes = 0;
      s->restriction_waived = bir_all_forbidden (s, s->counts[seat], s->hand_len[seat]);
      s->pile_obligation = s->opt.pickup == TRP_BIRIBA_PILE_PICKUP_RESTRICTION_MUST_MELD_FROM_PILE;
      s->phase = BIR_PHASE_MELD;
    }
  else if (type == bir_action_pass)
    {
      if (++s->passes >= s->n_seats)
        end_hand (s, BIR_END_ALL_PASS);
      else
        next_turn (s);
    }
  else if (type == bir_action_new_meld)
    bir_apply_new_meld (s, action, NULL, TRUE);
  else if (type == bir_action_add_to_meld)
    {
      const BirMeld *meld = &s->melds[action->target];
      TrpBiribaMeldInfo info;

      trp_biriba_meld_add (&s->meld_rules, meld->cards, &meld->info,
                           action->cards, action->n_cards, &info);
      bir_apply_add_to_meld (s, action, &info, TRUE);
    }
  else if (type == bir_action_take_biribaki)
    {
      int side = s->side_of_seat[seat];
      int packet = s->n_packets_taken++;

      for (guint i = 0; i < s->packet_len[packet]; i++)
        hand_add (s, seat, s->packets[packet][i]);
      s->sides[side].took = TRUE;
      s->sides[side].taker = (gint8) seat;
      s->idle_turns = 0;
      s->sides[side].packet = (gint8) packet;
      if (s->solo_phase)
        form_teams (s, seat);

      if (s->biribaki_after_discard)
        {
          /* B-29 (b): the new cards wait for the next turn (B-44). */
          s->unused_packet[seat] = TRUE;
          next_turn (s);
        }
      else
        s->phase = BIR_PHASE_MELD;
    }
  else if (type == bir_action_declare_kozi)
    {
      s->kozi = action->suit == TRP_SUIT_NONE ? -1 : (int) action->suit;
      s->phase = BIR_PHASE_DRAW;
    }
  else if (type == bir_action_first_card_keep)
    s->phase = BIR_PHASE_MELD;
  else if (type == bir_action_first_card_to_pile)
    {
      hand_remove (s, seat, s->first_card);
      s->pile[s->pile_len++] = s->first_card;
      s->first_card = TRP_CARD_NONE;
      s->must_draw_stock = TRUE;
      s->phase = BIR_PHASE_DRAW;
    }
  else
    g_assert_not_reached ();
}

void
bir_apply_state (BirState        *s,
                 const TrpAction *action)
{
  const char *type = action->type;
  int seat = action->seat;

  if (type == bir_action_draw_stock)
    {
      TrpCard card = s->stock[--s->stock_len];

      hand_add (s, seat, card);
      if (s->stock_len == 0)
        s->drew_last_stock = TRUE;
      s->passes = 0;
      s->idle_turns = 0;
      if (s->phase == BIR_PHASE_FIRST_DRAW)
        {
          s->first_card = card;
          s->phase = BIR_PHASE_FIRST_CARD;
        }
      else
        s->phase = BIR_PHASE_MELD;
      s->must_draw_stock = FALSE;
    }
  else if (type == bir_action_discard)
    {
      TrpCard card = action->cards[0];
      int side = s->side_of_seat[seat];

      hand_remove (s, seat, card);
      s->pile[s->pile_len++] = card;

      if (s->hand_len[seat] == 0)
        {
          if (bir_may_go_out (s, seat, bir_side_has_biriba (s, side)))
            {
              s->went_out_seat = seat;
              end_hand (s, BIR_END_OUT);
            }
          else
            {
              s->phase = BIR_PHASE_BIRIBAKI;
              s->biribaki_after_discard = TRUE;
            }
        }
      else
        next_turn (s);
    }
  else
    apply_other (s, action);
}
