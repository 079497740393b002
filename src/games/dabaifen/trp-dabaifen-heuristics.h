/* trp-dabaifen-heuristics.h: the rules of thumb of Da Bai Fen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pure card scores, by a card's effective suit (trump or not), its
 * strength (D-9 to D-11: 2 to 14 in a plain suit, 101 to 104 for the
 * trump-rank cards and the jokers) and its points (D-4), shared by the
 * rule-based player (src/ai) and the guided playout, so that a rule of
 * thumb is written once. Lower costs go first; scores are glad.
 */

#pragma once

#include <glib.h>

#include "trp-card.h"

G_BEGIN_DECLS

int trp_dabaifen_keep_value      (gboolean trump,
                                  guint    strength);
int trp_dabaifen_discard_cost    (gboolean trump,
                                  guint    strength,
                                  int      points);
int trp_dabaifen_give_score      (gboolean trump,
                                  guint    strength,
                                  int      points);
int trp_dabaifen_win_cost        (gboolean trump,
                                  guint    strength,
                                  int      points);
int trp_dabaifen_bury_cost       (gboolean trump,
                                  guint    strength,
                                  int      points);
int trp_dabaifen_low_lead_value  (gboolean trump,
                                  guint    strength,
                                  int      points);

guint64 trp_dabaifen_bury_short_suits (guint64        hand,
                                       const guint64 *plain_masks,
                                       guint          need);

/* The strategy below is the one the rule-based player (src/ai) and the
 * guided playout both play. The two know different things: the player
 * only what its seat may see (D-49), so it reasons from the unseen cards
 * and the voids shown; a rollout plays a determinized deal, so it reads
 * the hands. Each fills the facts a rule asks for from what it knows,
 * and the rules, their order and their values, are written once here.
 */

#define TRP_DABAIFEN_N_CARDS 54
#define TRP_DABAIFEN_TRUMP   4   /* the effective suit of trumps (D-8) */

/* The cards' order and scores for one trump rank and suit, built once:
 * bit i is card i (suit * 13 + rank - 1, the red joker 52, the black one
 * 53), as in every card mask of the game.
 */
typedef struct
{
  guint64 eff_mask[TRP_DABAIFEN_TRUMP + 1];         /* D-8 */
  guint8  eff_suit[TRP_DABAIFEN_N_CARDS];
  guint8  strength[TRP_DABAIFEN_N_CARDS];           /* D-11 */
  guint64 above[TRP_DABAIFEN_N_CARDS];    /* strictly stronger, same suit */
  gint16  discard[TRP_DABAIFEN_N_CARDS];  /* cost of giving it away */
  gint16  take[TRP_DABAIFEN_N_CARDS];     /* minus the give score */
  gint16  win[TRP_DABAIFEN_N_CARDS];      /* cost of winning with it */
  gint16  bury[TRP_DABAIFEN_N_CARDS];     /* cost of burying, length aside */
  gint16  keep[TRP_DABAIFEN_N_CARDS];     /* what keeping it is worth */
  gint16  low_lead[TRP_DABAIFEN_N_CARDS]; /* a lead not known to win */
  gint8   points[TRP_DABAIFEN_N_CARDS];   /* D-4 */
} TrpDabaifenGuide;

const TrpDabaifenGuide *trp_dabaifen_guide (int     level,
                                            guint   trump_suit);

int     trp_dabaifen_choose_exposure (guint64   hand,
                                      guint64   rank_mask,
                                      gboolean  first_hand,
                                      gboolean  own_side_starts);

guint64 trp_dabaifen_choose_bury     (const TrpDabaifenGuide *g,
                                      guint64                 hand,
                                      guint                   need,
                                      gboolean               *voided);

/* What a lead weighs (D-29, D-30), as suit bits where it is per suit. */
typedef struct
{
  guint64 hand;            /* the cards it may lead */
  guint64 top;             /* those that no card elsewhere beats */
  guint   ruffed;          /* an opponent may trump a winner led there */
  guint   thin;            /* few cards of the suit are out: a winner may
                            * be trumped all the same */
  guint   to_partner;      /* the partner takes the trick: lead points */
  guint   partner_void;    /* low leads the partner may trump */
  guint   opponent_void;   /* low leads an opponent may trump */
  int     my_trumps;
  int     their_trumps;    /* the trumps that may oppose mine */
  int     trump_draw;      /* how good leading a top trump is */
} TrpDabaifenLead;

/* Why a follow was chosen, for the player's hints. */
typedef enum
{
  TRP_DABAIFEN_FOLLOW_GIVE_TO_THROW,
  TRP_DABAIFEN_FOLLOW_DISCARD_TO_THROW,
  TRP_DABAIFEN_FOLLOW_GIVE_TO_PARTNER,
  TRP_DABAIFEN_FOLLOW_KEEP_UNDER_PARTNER,
  TRP_DABAIFEN_FOLLOW_TAKE_OVER,
  TRP_DABAIFEN_FOLLOW_LOW_UNDER_PARTNER,
  TRP_DABAIFEN_FOLLOW_WIN_POINTS,
  TRP_DABAIFEN_FOLLOW_WIN_CHEAPLY,
  TRP_DABAIFEN_FOLLOW_TRY_TO_WIN,
  TRP_DABAIFEN_FOLLOW_LET_GO,
  TRP_DABAIFEN_FOLLOW_CANNOT_WIN,
} TrpDabaifenFollowReason;

/* What a follow needs to know beyond the cards on the table, asked only
 * when a rule needs it (a rollout reads the hands, the player guesses),
 * about the seat to move. @partner_last_wins and @keep_back may be NULL:
 * never so, and no card kept back.
 */
typedef struct
{
  /* Whether @card, winning the trick now, stays the winner against the
   * seat still to play after this one: TRUE when none does. */
  gboolean (*holds)             (gconstpointer knowledge,
                                 guint         card);
  /* Second to play, the partner last: does he win whatever comes? */
  gboolean (*partner_last_wins) (gconstpointer knowledge,
                                 guint         winning_card);
  /* A trump kept back for the last trick, worth @keep_back_worth. */
  guint64  (*keep_back)         (gconstpointer knowledge);
} TrpDabaifenKnowledge;

/* What a follow weighs (D-32 to D-34, D-37). */
typedef struct
{
  guint64  hand;
  guint    led;              /* the led effective suit */
  guint    n;                /* the cards led */
  gboolean partner_leads;
  gboolean partner_winning;
  guint    winning_card;     /* of a single-card trick */
  gboolean last_to_play;
  int      trick_points;     /* on the table */
  int      kitty_points;     /* what the last trick adds (D-37) */
  int      keep_back_worth;  /* a trump is kept back for the last trick
                              * unless this trick is worth more */
  int      takeover_points;  /* a trick worth taking from the partner */
  int      gamble_points;    /* a trick worth trying an unsure winner on */
  gboolean win_lead_cheaply; /* a sure cheap winner takes an empty trick */
} TrpDabaifenFollow;

#define TRP_DABAIFEN_BIT(i) (G_GUINT64_CONSTANT (1) << (i))

/* Without -mpopcnt the builtin is a libgcc call; the bit trick is a few
 * inline operations. */
static inline guint
trp_dabaifen_popcount (guint64 mask)
{
#ifdef __POPCNT__
  return (guint) __builtin_popcountll (mask);
#else
  mask = mask - ((mask >> 1) & G_GUINT64_CONSTANT (0x5555555555555555));
  mask = (mask & G_GUINT64_CONSTANT (0x3333333333333333)) +
         ((mask >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  mask = (mask + (mask >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);
  return (guint) ((mask * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56);
#endif
}

/* D-4: the points of the cards of @mask: tens and kings 10, fives 5. */
static inline int
trp_dabaifen_points (guint64 mask)
{
  const guint64 suits = 1 | TRP_DABAIFEN_BIT (13) | TRP_DABAIFEN_BIT (26) | TRP_DABAIFEN_BIT (39);

  return 10 * (int) trp_dabaifen_popcount (mask & (G_GUINT64_CONSTANT (0x1200) * suits)) +
         5 * (int) trp_dabaifen_popcount (mask & (G_GUINT64_CONSTANT (0x10) * suits));
}

/* The card of @pool with the lowest @score, the lowest index on a tie;
 * @pool is not empty.
 */
static inline guint
trp_dabaifen_cheapest (const gint16 *score,
          guint64       pool)
{
  guint best = (guint) __builtin_ctzll (pool);
  int best_score = score[best];

  for (pool &= pool - 1; pool != 0; pool &= pool - 1)
    {
      guint i = (guint) __builtin_ctzll (pool);

      if (score[i] < best_score)
        best = i, best_score = score[i];
    }
  return best;
}

/**
 * trp_dabaifen_k_cheapest:
 * @score: a score per card
 * @pool: the cards to choose from
 * @k: how many
 *
 * Returns: the @k cards of @pool with the lowest @score, all of @pool
 *   when it holds no more
 */
static inline guint64
trp_dabaifen_k_cheapest (const gint16 *score,
                         guint64       pool,
                         guint         k)
{
  guint64 chosen = 0;

  if (k >= trp_dabaifen_popcount (pool))
    return pool;
  for (; k > 0; k--)
    {
      guint64 bit = TRP_DABAIFEN_BIT (trp_dabaifen_cheapest (score, pool));

      chosen |= bit;
      pool &= ~bit;
    }
  return chosen;
}

/* The strategy's card choices are inline: they run at every card of a
 * guided rollout, where a call per rule and per card question cost a
 * tenth of its time.
 */

/**
 * trp_dabaifen_choose_lead:
 * @g: the trumps' guide
 * @lead: what the seat knows
 *
 * D-29, D-30: a sound throw of top cards when there is one, which always
 * wins (D-34); else a single card: a side-suit winner nobody trumps, a
 * point card to a partner who takes the trick, trumps to draw the
 * opponents' when holding more, otherwise a low card of a short suit.
 *
 * Returns: the cards to lead
 */
static inline guint64
trp_dabaifen_choose_lead (const TrpDabaifenGuide *g,
                          const TrpDabaifenLead  *lead)
{
  guint64 hand = lead->hand;
  guint64 best = 0;
  int best_value = G_MININT;
  int length[TRP_N_SUITS];

  for (guint eff = 0; eff < TRP_DABAIFEN_TRUMP + 1; eff++)
    {
      guint64 t = lead->top & g->eff_mask[eff];

      if ((t & (t - 1)) != 0)
        {
          int value = (eff == TRP_DABAIFEN_TRUMP ? 2 : 3) * (int) trp_dabaifen_popcount (t) + trp_dabaifen_points (t);

          if (value > best_value)
            best_value = value, best = t;
        }
    }
  if (best != 0)
    return best;

  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    length[suit] = (int) trp_dabaifen_popcount (hand & g->eff_mask[suit]);

  for (guint64 m = hand; m != 0; m &= m - 1)
    {
      guint i = (guint) __builtin_ctzll (m);
      guint eff = g->eff_suit[i];
      guint bit = 1u << eff;
      gboolean top = (lead->top & TRP_DABAIFEN_BIT (i)) != 0;
      int value;

      if (eff != TRP_DABAIFEN_TRUMP && top)
        {
          /* A winner, unless an opponent trumps it. */
          value = 30 + g->points[i];
          if ((lead->ruffed & bit) != 0)
            value -= 45;
          else if ((lead->thin & bit) != 0)
            value -= 12;
        }
      else if (top)
        value = lead->trump_draw;
      else if (eff != TRP_DABAIFEN_TRUMP && (lead->to_partner & bit) != 0)
        value = 20 + 6 * g->points[i] - g->keep[i] / 3;
      else
        {
          value = g->low_lead[i];
          if (eff != TRP_DABAIFEN_TRUMP)
            {
              if (length[eff] <= 2)
                value += 3;
              if ((lead->partner_void & ~lead->opponent_void & bit) != 0)
                value += 10;
              if ((lead->opponent_void & bit) != 0)
                value -= 10;
            }
          else
            value += lead->my_trumps >= lead->their_trumps ? 6 : -6;
        }

      if (value > best_value)
        best_value = value, best = TRP_DABAIFEN_BIT (i);
    }
  return best;
}

/* D-33: does card @i beat card @w, the winning card so far? */
static inline gboolean
trp_dabaifen_beats (const TrpDabaifenGuide *g,
                    guint                   i,
                    guint                   w)
{
  return (g->above[w] & TRP_DABAIFEN_BIT (i)) != 0 ||
         (g->eff_suit[i] == TRP_DABAIFEN_TRUMP && g->eff_suit[w] != TRP_DABAIFEN_TRUMP);
}

/* A winner of the led suit below an ace: cheap enough to take the lead
 * with (an ace is kept for a trick worth it, measured in self-play). */
static inline gboolean
trp_dabaifen_cheap_win (const TrpDabaifenGuide *g,
                        guint                   led,
                        guint                   i)
{
  return g->eff_suit[i] == led && g->strength[i] < 14;
}

/**
 * trp_dabaifen_choose_follow:
 * @g: the trumps' guide
 * @follow: what the seat knows
 * @know: what the seat may ask
 * @knowledge: its data
 * @reason: (out): why, for hints
 *
 * D-32 to D-34: a throw goes to its leader: give it points when the
 * partner threw, else the cheapest cards. The partner sure to win: give
 * him points; beaten: take over when the trick is worth it. An opponent
 * winning: beat him when the trick holds points, with the cheapest card
 * that stays the winner, or cheaply for the lead; last to play, an ace
 * is kept for a trick worth it (measured in self-play). Else the
 * cheapest card, keeping point cards.
 *
 * Returns: the cards to play
 */
static inline guint64
trp_dabaifen_choose_follow (const TrpDabaifenGuide     *g,
                            const TrpDabaifenFollow    *f,
                            const TrpDabaifenKnowledge *know,
                            gconstpointer               knowledge,
                            TrpDabaifenFollowReason    *reason)
{
  guint64 hand = f->hand;
  guint64 held = hand & g->eff_mask[f->led];
  guint64 pool, winners = 0, sure = 0;
  guint w = f->winning_card;
  int trick_points = f->trick_points;

  if (f->n >= 2)
    {
      /* All the led suit held when short of it, the rest from the pool. */
      guint64 base = 0;
      guint k = f->n;

      if (trp_dabaifen_popcount (held) >= f->n)
        pool = held;
      else
        base = held, pool = hand & ~held, k = f->n - trp_dabaifen_popcount (held);
      if (f->partner_leads)
        {
          *reason = TRP_DABAIFEN_FOLLOW_GIVE_TO_THROW;
          return base | trp_dabaifen_k_cheapest (g->take, pool, k);
        }
      *reason = TRP_DABAIFEN_FOLLOW_DISCARD_TO_THROW;
      return base | trp_dabaifen_k_cheapest (g->discard, pool, k);
    }

  pool = held != 0 ? held : hand;
  if ((hand & (hand - 1)) == 0)
    trick_points += f->kitty_points;
  if ((pool & (pool - 1)) != 0 && trick_points <= f->keep_back_worth &&
      know->keep_back != NULL)
    pool &= ~know->keep_back (knowledge);

  if (f->partner_winning)
    {
      if (know->holds (knowledge, w))
        {
          guint give = trp_dabaifen_cheapest (g->take, pool);

          if (g->take[give] < 0)
            {
              *reason = TRP_DABAIFEN_FOLLOW_GIVE_TO_PARTNER;
              return TRP_DABAIFEN_BIT (give);
            }
          *reason = TRP_DABAIFEN_FOLLOW_KEEP_UNDER_PARTNER;
          return TRP_DABAIFEN_BIT (trp_dabaifen_cheapest (g->discard, pool));
        }

      if (trick_points >= f->takeover_points)
        {
          for (guint64 m = pool; m != 0; m &= m - 1)
            {
              guint i = (guint) __builtin_ctzll (m);

              if (trp_dabaifen_beats (g, i, w) && know->holds (knowledge, i))
                sure |= TRP_DABAIFEN_BIT (i);
            }
          if (sure != 0)
            {
              *reason = TRP_DABAIFEN_FOLLOW_TAKE_OVER;
              return TRP_DABAIFEN_BIT (trp_dabaifen_cheapest (g->discard, sure));
            }
        }
      *reason = TRP_DABAIFEN_FOLLOW_LOW_UNDER_PARTNER;
      return TRP_DABAIFEN_BIT (trp_dabaifen_cheapest (g->discard, pool));
    }

  for (guint64 m = pool; m != 0; m &= m - 1)
    {
      guint i = (guint) __builtin_ctzll (m);

      if (!trp_dabaifen_beats (g, i, w))
        continue;
      winners |= TRP_DABAIFEN_BIT (i);
      if (know->holds (knowledge, i))
        sure |= TRP_DABAIFEN_BIT (i);
    }

  if (f->last_to_play && winners != 0)
    {
      guint i = trp_dabaifen_cheapest (g->win, winners);

      if (trick_points + g->points[i] > 0 || trp_dabaifen_cheap_win (g, f->led, i))
        {
          *reason = trick_points > 0 ? TRP_DABAIFEN_FOLLOW_WIN_POINTS
                                     : TRP_DABAIFEN_FOLLOW_WIN_CHEAPLY;
          return TRP_DABAIFEN_BIT (i);
        }
    }
  else if (sure != 0 &&
           (trick_points > 0 ||
            (f->win_lead_cheaply && trp_dabaifen_cheap_win (g, f->led, trp_dabaifen_cheapest (g->win, sure)))))
    {
      *reason = trick_points > 0 ? TRP_DABAIFEN_FOLLOW_WIN_POINTS
                                 : TRP_DABAIFEN_FOLLOW_WIN_CHEAPLY;
      return TRP_DABAIFEN_BIT (trp_dabaifen_cheapest (g->win, sure));
    }
  else if (winners != 0 && trick_points >= f->gamble_points)
    {
      guint best = (guint) __builtin_ctzll (winners);

      for (guint64 m = winners & (winners - 1); m != 0; m &= m - 1)
        {
          guint i = (guint) __builtin_ctzll (m);

          if (g->strength[i] > g->strength[best] ||
              (g->eff_suit[i] == TRP_DABAIFEN_TRUMP && g->eff_suit[best] != TRP_DABAIFEN_TRUMP))
            best = i;
        }
      *reason = TRP_DABAIFEN_FOLLOW_TRY_TO_WIN;
      return TRP_DABAIFEN_BIT (best);
    }

  if (know->partner_last_wins != NULL && know->partner_last_wins (knowledge, w))
    {
      guint give = trp_dabaifen_cheapest (g->take, pool);

      if (g->take[give] < 0)
        {
          *reason = TRP_DABAIFEN_FOLLOW_GIVE_TO_PARTNER;
          return TRP_DABAIFEN_BIT (give);
        }
    }

  *reason = winners != 0 ? TRP_DABAIFEN_FOLLOW_LET_GO
                         : TRP_DABAIFEN_FOLLOW_CANNOT_WIN;
  return TRP_DABAIFEN_BIT (trp_dabaifen_cheapest (g->discard, pool));
}

G_END_DECLS
