/* trp-biriba-heuristics.c: Biriba's rules of thumb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The weights were tuned on the rule-based player (docs/strength.md); the
 * guided playout of the search calls the same functions, so that its
 * rollouts play as the player does.
 */

#include "config.h"

#include <string.h>

#include "trp-biriba-heuristics.h"

static inline int
card_value (const TrpBiribaPosition *pos,
            TrpCard                  card)
{
  return trp_biriba_card_value (card, pos->joker_value, pos->two_value);
}

/* ------------------------------------------------------------------ */
/* Describing the seat to move                                         */

/* The rule-based player, from its seat view, and the guided playout,
 * from a sample's state, describe the seat to move through these three,
 * so that both read one position type filled the same way.
 */

/* The table around @seat: the kozi (B-62), what a card left in hand
 * costs (B-11), the seat, its side and the number of seats. The caller
 * fills side_of_seat[], pile, the flags of B-56 and A-10 and its
 * answers to the questions.
 */
void
trp_biriba_position_set_table (TrpBiribaPosition *pos,
                               int                kozi,
                               int                joker_value,
                               int                two_value,
                               int                seat,
                               int                side,
                               guint              n_seats)
{
  pos->kozi = kozi;
  pos->joker_value = joker_value;
  pos->two_value = two_value;
  pos->seat = seat;
  pos->side = side;
  pos->n_seats = n_seats;
}

/* The seat's own hand, @hand_len cards counted by card byte in @hand,
 * which must stay as long as @pos is read.
 */
void
trp_biriba_position_set_hand (TrpBiribaPosition *pos,
                              const guint8      *hand,
                              guint              hand_len)
{
  guint n_wilds = hand[TRP_CARD_JOKER] + hand[TRP_CARD_RED_JOKER] + hand[TRP_CARD_BLACK_JOKER];

  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    n_wilds += hand[TRP_CARD (suit, TRP_RANK_TWO)];
  pos->hand = hand;
  pos->hand_len = hand_len;
  pos->n_wilds = n_wilds;
}

/* Whether the hand may end any time now, and whether going out pays:
 * the stock nearly out, or an opposing side that may go out (@threat,
 * B-31) with the stock running low, or at once with @threat_ends_now.
 * Going out ends the hand for everyone; with a partner still holding
 * many cards and nobody pressing, melding on is worth more.
 */
void
trp_biriba_position_weigh_end (TrpBiribaPosition *pos,
                               gboolean           threat,
                               guint              stock,
                               guint              partner_cards,
                               gboolean           threat_ends_now)
{
  guint n = pos->n_seats;

  pos->threat = threat;
  pos->endgame = stock <= 2 * n || (threat && (threat_ends_now || stock <= 6 * n));
  pos->want_out = !(partner_cards >= 9 && !threat && !pos->endgame);
}

/* ------------------------------------------------------------------ */
/* Scores                                                              */

/**
 * trp_biriba_meld_score:
 * @n: the cards the meld step melds
 * @wilds: how many of them go in as wild cards (fewer than none when a
 *   natural card takes a wild card's place, B-17)
 * @longest: the longest meld it makes or leaves
 * @dirties: a wild card spoils a clean meld that is or may become a biriba
 * @kozi_run: it lays off onto a run of the kozi suit (B-41)
 * @why: (out): what the score stands for
 *
 * Returns: how much the seat wants this meld step; -1 where it would
 *   rather not meld
 */
double
trp_biriba_meld_score (const TrpBiribaPosition *pos,
                       gboolean                 is_new,
                       guint                    n,
                       int                      wilds,
                       guint                    longest,
                       gboolean                 dirties,
                       gboolean                 kozi_run,
                       TrpBiribaMeldWhy        *why)
{
  guint h = pos->hand_len - MIN (n, pos->hand_len);
  gboolean biriba_after = pos->has_biriba || trp_biriba_is_biriba (longest);

  *why = TRP_BIRIBA_MELD_WHY_NONE;

  /* B-29 (a): melding the whole hand takes the biribaki at once; in the
   * solo phase leaving one card to discard takes it too. */
  if ((h == 0 || (h == 1 && pos->first_free)) && !pos->took && (biriba_after || pos->first_free))
    {
      *why = TRP_BIRIBA_MELD_WHY_BIRIBAKI;
      return 1000 + n - h;
    }
  /* B-31: all but one card melded, the discard goes out. */
  if (h == 1 && pos->took && biriba_after)
    {
      if (!pos->want_out)
        return -1;
      *why = TRP_BIRIBA_MELD_WHY_OUT;
      return 900 + n;
    }
  if (h < 2 && !pos->took && !biriba_after)
    return -1;

  /* The side's first biriba opens the way to the biribaki. */
  if (!pos->has_biriba && trp_biriba_is_biriba (longest))
    {
      *why = TRP_BIRIBA_MELD_WHY_BIRIBA;
      return 500 + n - 3 * MAX (wilds, 0);
    }

  if (wilds <= 0)
    {
      *why = is_new ? TRP_BIRIBA_MELD_WHY_NATURAL : TRP_BIRIBA_MELD_WHY_LAY_OFF;
      if (is_new)
        return 80 + n;
      return 100 + longest + (kozi_run ? 3 : 0) + (wilds < 0 ? 5 : 0);
    }

  /* A wild card: only to empty the hand for the biribaki, or to cash it
   * before the hand ends; never to spoil a clean biriba-to-be. */
  if (!pos->took && pos->has_biriba && !dirties)
    {
      *why = TRP_BIRIBA_MELD_WHY_WILD_EMPTY;
      return 60 + n;
    }
  if (pos->endgame)
    {
      *why = TRP_BIRIBA_MELD_WHY_WILD_LATE;
      return 50 + n - (dirties ? 20 : 0);
    }
  if (is_new && pos->hand_len >= 13 && !dirties)
    {
      *why = TRP_BIRIBA_MELD_WHY_WILD_EMPTY;
      return 30 + n;
    }
  return -1;
}

/* How much a natural card helps to build melds with @counts (which hold
 * the card itself once): its run neighbours (a 2 in its natural place
 * among them), and more of its rank.
 */
double
trp_biriba_synergy (const TrpBiribaPosition *pos,
                    const guint8            *counts,
                    TrpCard                  card)
{
  guint suit = trp_card_get_suit (card);
  guint rank = trp_card_get_rank (card);
  double score = 0;
  int at[2] = { rank, rank == TRP_RANK_ACE ? 14 : -100 };

  for (guint k = 0; k < 2; k++)
    {
      if (at[k] < 0)
        continue;
      score += 12 * (trp_biriba_count_at (counts, suit, at[k] - 1) > 0) +
               12 * (trp_biriba_count_at (counts, suit, at[k] + 1) > 0) +
               5 * (trp_biriba_count_at (counts, suit, at[k] - 2) > 0) +
               5 * (trp_biriba_count_at (counts, suit, at[k] + 2) > 0);
    }
  if (pos->kozi == (int) suit && score > 0)
    score += 4;

  if (!pos->rules.runs_only && rank != TRP_RANK_TWO)
    score += 14 * MIN (trp_biriba_rank_count (counts, rank) - 1, 2u);

  return score;
}

/* How well the natural @card goes with @known, the cards a seat is known
 * to hold (B-9): more of its rank, its run neighbours.
 */
double
trp_biriba_known_affinity (const TrpBiribaPosition *pos,
                           const guint8            *known,
                           TrpCard                  card)
{
  guint suit = trp_card_get_suit (card);
  guint rank = trp_card_get_rank (card);
  double d = 0;

  if (!pos->rules.runs_only)
    d += 8 * MIN (trp_biriba_rank_count (known, rank), 2u);
  d += 8 * (trp_biriba_count_at (known, suit, (int) rank - 1) +
            trp_biriba_count_at (known, suit, (int) rank + 1) > 0) +
       4 * (trp_biriba_count_at (known, suit, (int) rank - 2) +
            trp_biriba_count_at (known, suit, (int) rank + 2) > 0);
  return d;
}

/* How much the seat would rather keep @card than discard it; the lowest
 * total of keep and danger is discarded.
 */
double
trp_biriba_discard_cost (const TrpBiribaPosition *pos,
                         TrpCard                  card)
{
  gboolean wild = trp_biriba_card_is_wild_capable (card);
  double keep = 0, danger = 0;

  if (wild)
    keep += 300;
  else
    {
      if (pos->fits_side (pos, pos->side, card))
        keep += 60;
      keep += trp_biriba_synergy (pos, pos->hand, card);
    }
  /* Cards left in hand count against the side (B-40); before the teams
   * form (B-56) hardly anyone melds, so shed the dear ones first. */
  keep -= card_value (pos, card) * (pos->endgame || pos->solo_locked ? 1.5 : 0.3);

  /* Whoever takes the pile gets this card: the next seat first. */
  for (guint k = 1; k < pos->n_seats; k++)
    {
      int other = (pos->seat + (int) k) % (int) pos->n_seats;
      int other_side = pos->side_of_seat[other];
      double weight = k == 1 ? 1.0 : 0.3;
      double d = 0;

      if (wild)
        d += 30;
      else
        {
          if (pos->fits_side (pos, other_side, card))
            d += 40;
          d += pos->known_affinity (pos, other, card);
        }

      if (other_side == pos->side)
        weight *= -0.5;
      danger += weight * d;
    }
  danger *= 1.0 + pos->n_pile / 8.0;

  return keep + danger;
}

/* The hand and the pile together (@all), and their natural cards alone. */
static void
gather_pile (const TrpBiribaPosition *pos,
             guint8                  *all,
             guint8                  *naturals)
{
  memcpy (all, pos->hand, TRP_BIRIBA_N_CODES);
  for (guint i = 0; i < pos->n_pile; i++)
    if (pos->pile[i] < TRP_BIRIBA_N_CODES)
      all[pos->pile[i]]++;
  memcpy (naturals, all, TRP_BIRIBA_N_CODES);
  for (guint c = 0; c < TRP_BIRIBA_N_CODES; c++)
    if (trp_biriba_card_is_wild_capable ((TrpCard) c))
      naturals[c] = 0;
}

/* What the pile is worth to the seat, in "useful cards" less a charge
 * for the dead cards it would have to carry.
 */
double
trp_biriba_pile_worth (const TrpBiribaPosition *pos)
{
  guint8 naturals[TRP_BIRIBA_N_CODES];
  guint8 all[TRP_BIRIBA_N_CODES];
  double useful = 0, dead = 0;
  /* A wild card needs natural cards to go with: hands of wild cards only
   * would pass them round and round. */
  double wild_worth = pos->hand_len - pos->n_wilds >= 2 ? 2.5 : 0.3;

  gather_pile (pos, all, naturals);
  for (guint i = 0; i < pos->n_pile; i++)
    {
      TrpCard card = pos->pile[i];

      if (card >= TRP_BIRIBA_N_CODES)
        continue;
      if (trp_biriba_card_is_wild_capable (card))
        useful += wild_worth;
      else if (pos->fits_side (pos, pos->side, card))
        useful += 1.5;
      else if (pos->forms_meld (pos, naturals, card))
        useful += 1.0;
      else if (trp_biriba_synergy (pos, all, card) > 0)
        useful += 0.3;
      else
        dead += card_value (pos, card) / 10.0;
    }

  return useful - dead * (pos->endgame || pos->solo_locked ? 0.8 : pos->threat ? 0.5 : 0.25);
}

/* Once the stock is empty the hand ends only when everyone passes in a
 * row (B-32): take the pile then only to meld from it at once, so that
 * every pickup melds cards and the hand cannot go round for ever.
 */
gboolean
trp_biriba_pile_meldable_now (const TrpBiribaPosition *pos)
{
  guint8 naturals[TRP_BIRIBA_N_CODES];
  guint8 all[TRP_BIRIBA_N_CODES];

  /* B-28: the meld must leave two cards in hand. */
  if (pos->hand_len + pos->n_pile < 3 || pos->solo_locked)
    return FALSE;

  gather_pile (pos, all, naturals);
  for (guint i = 0; i < pos->n_pile; i++)
    {
      TrpCard card = pos->pile[i];

      if (card >= TRP_BIRIBA_N_CODES || trp_biriba_card_is_wild_capable (card))
        continue;
      if (pos->fits_side (pos, pos->side, card))
        return TRUE;
      if (pos->hand_len + pos->n_pile < 5)
        continue;
      if (pos->forms_meld (pos, naturals, card))
        return TRUE;
    }
  return FALSE;
}

/* Take the pile when its worth (trp_biriba_pile_worth()) reaches this:
 * piles are most often worth taking in Biriba, since every card may end
 * in a meld.
 */
#define PILE_THRESHOLD -1.0

/* Whether the seat would rather take the pile than draw from the stock
 * (@stock_left) or pass: once the stock is out, only to meld from it at
 * once (B-32); before the teams form (B-56), when it brings the hand
 * closer to going down (@cover is working space); one card only when it
 * melds at once or is a wild card for natural ones, which also keeps
 * hands of wild cards from handing one card round for ever; more by
 * their worth. Whether the rules let it be taken (B-22, B-61) is the
 * caller's to ask.
 */
gboolean
trp_biriba_pile_wanted (const TrpBiribaPosition *pos,
                        gboolean                 stock_left,
                        TrpBiribaCover          *cover)
{
  if (pos->n_pile == 0)
    return FALSE;
  if (!stock_left)
    return trp_biriba_pile_meldable_now (pos);
  if (pos->solo_locked)
    return trp_biriba_solo_pile_helps (pos, cover);
  if (pos->n_pile == 1)
    return trp_biriba_card_is_wild_capable (pos->pile[0]) ? pos->hand_len - pos->n_wilds >= 2
                                                          : trp_biriba_pile_meldable_now (pos);
  return trp_biriba_pile_worth (pos) >= PILE_THRESHOLD;
}

/* B-56: before the teams form, only going down with the whole hand
 * melds. The pile is worth taking when it leaves no more cards out of
 * melds than the hand has now: after the discard the hand is then closer
 * to going down than a card from the stock would most often make it.
 * @cover is working space.
 */
gboolean
trp_biriba_solo_pile_helps (const TrpBiribaPosition *pos,
                            TrpBiribaCover          *cover)
{
  guint8 with[TRP_BIRIBA_N_CODES];
  guint before, after;

  memcpy (with, pos->hand, sizeof with);
  for (guint i = 0; i < pos->n_pile; i++)
    if (pos->pile[i] < TRP_BIRIBA_N_CODES)
      with[pos->pile[i]]++;

  before = trp_biriba_cover_hand (cover, &pos->rules, pos->hand);
  after = trp_biriba_cover_hand (cover, &pos->rules, with);
  return after <= 1 || (after != G_MAXUINT && after <= before);
}

/**
 * trp_biriba_cover_go_down:
 * @cards: (out caller-allocates): room for 2 × %TRP_BIRIBA_COVER_MAX_CARDS
 * @sizes: (out caller-allocates): room for %TRP_BIRIBA_COVER_MAX_GROUPS
 *
 * The going down (B-56) that @cover found, its spare wild cards added to
 * melds without one, each meld laid out: @n_groups melds of @sizes cards
 * one after another in @cards.
 *
 * Returns: %FALSE unless it leaves at most one card
 */
gboolean
trp_biriba_cover_go_down (const TrpBiribaCover     *cover,
                          const TrpBiribaMeldRules *rules,
                          TrpCard                  *cards,
                          guint8                   *sizes,
                          guint                    *n_groups)
{
  guint at = 0, spare = 0, out = 0;

  if (cover->best_loose > 1 || cover->best_n_groups == 0)
    return FALSE;

  for (guint g = 0; g < cover->best_n_groups; g++)
    {
      TrpCard *group = cards + out;
      guint n = cover->best_sizes[g];

      memcpy (group, cover->best_cards + at, n);
      at += n;
      if (!cover->best_wild_in[g] && spare < cover->best_n_wilds && n < TRP_BIRIBA_MELD_MAX)
        group[n++] = cover->best_wilds[spare++];
      trp_biriba_meld_arrange (rules, group, n);
      sizes[g] = (guint8) n;
      out += n;
    }
  *n_groups = cover->best_n_groups;
  return TRUE;
}
