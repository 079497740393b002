/* trp-biriba-meld.h: meld legality of Biriba (rules/biriba.md B-11 to B-25)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pure functions on plain card arrays, with no allocation, so that search
 * playouts can ask them thousands of times per second.
 */

#pragma once

#include "trp-card.h"

G_BEGIN_DECLS

/* The largest meld: a 13-card run, or a 13-card set with three packs. */
#define TRP_BIRIBA_MELD_MAX 13

/* Every card byte of a Biriba deck is below this: the size of count arrays
 * indexed by card. */
#define TRP_BIRIBA_N_CODES 80

typedef enum
{
  TRP_BIRIBA_MELD_INVALID = 0,
  TRP_BIRIBA_MELD_RUN     = 1,
  TRP_BIRIBA_MELD_SET     = 2,
} TrpBiribaMeldKind;

/* The options that change what a meld is; copied out of TrpRules once. */
typedef struct
{
  gboolean runs_only;           /* B-15 */
  gboolean allow_sets_of_twos;  /* B-15, A-19 */
  gboolean ace_high_in_runs;    /* B-14, A-4 */
} TrpBiribaMeldRules;

/**
 * TrpBiribaMeldInfo:
 * @kind: run or set, or invalid
 * @key: the run's suit or the set's rank
 * @n_wild: cards in a wild role in the fewest-wild arrangement (B-17): 0 or 1
 * @n_cards: the number of cards
 */
typedef struct
{
  guint8 kind;
  guint8 key;
  guint8 n_wild;
  guint8 n_cards;
} TrpBiribaMeldInfo;

/* Why an addition or a new meld is refused. */
typedef enum
{
  TRP_BIRIBA_MELD_OK,
  TRP_BIRIBA_MELD_TOO_SHORT,       /* B-13 */
  TRP_BIRIBA_MELD_NOT_A_MELD,      /* B-14, B-15 */
  TRP_BIRIBA_MELD_TWO_WILDS,       /* B-16 */
  TRP_BIRIBA_MELD_WILD_FOR_WILD,   /* B-25 */
  TRP_BIRIBA_MELD_NO_SETS,         /* B-15 runs_only */
} TrpBiribaMeldProblem;

static inline gboolean
trp_biriba_card_is_wild_capable (TrpCard card)
{
  return trp_card_is_joker (card) || trp_card_get_rank (card) == TRP_RANK_TWO;
}

/* B-18, A-34: a biriba is a meld of seven cards or more. */
#define TRP_BIRIBA_BIRIBA_MIN 7

static inline gboolean
trp_biriba_is_biriba (guint n_cards)
{
  return n_cards >= TRP_BIRIBA_BIRIBA_MIN;
}

/* B-14, A-4: the highest run position, 14 for an ace above a king where
 * the rules allow it (an ace is always at 1 too).
 */
static inline guint
trp_biriba_run_top (const TrpBiribaMeldRules *rules)
{
  return rules->ace_high_in_runs ? 14 : 13;
}

/* B-13, B-15, B-16, A-19: whether @n_naturals natural cards of @rank and
 * @n_wilds wild cards make a set of three: three naturals, or two and a
 * wild card, of a rank that may form sets.
 */
static inline gboolean
trp_biriba_set_of_three_possible (const TrpBiribaMeldRules *rules,
                                  guint                     rank,
                                  guint                     n_naturals,
                                  guint                     n_wilds)
{
  return !rules->runs_only && (rank != TRP_RANK_TWO || rules->allow_sets_of_twos) &&
         (n_naturals >= 3 || (n_naturals >= 2 && n_wilds > 0));
}

/* How many cards of @counts (by card byte) stand at run position @pos of
 * @suit: a low ace is 1, a high one 14; none off the run. */
static inline guint
trp_biriba_count_at (const guint8 *counts,
                     guint         suit,
                     int           pos)
{
  if (pos < 1 || pos > 14)
    return 0;
  return counts[TRP_CARD (suit, pos == 14 ? TRP_RANK_ACE : pos)];
}

/* How many cards of @counts have @rank, in any suit. */
static inline guint
trp_biriba_rank_count (const guint8 *counts,
                       guint         rank)
{
  return counts[TRP_CARD (0, rank)] + counts[TRP_CARD (1, rank)] +
         counts[TRP_CARD (2, rank)] + counts[TRP_CARD (3, rank)];
}

int                  trp_biriba_card_value      (TrpCard                   card,
                                                 int                       joker_value,
                                                 int                       two_value);

TrpBiribaMeldProblem trp_biriba_meld_evaluate   (const TrpBiribaMeldRules *rules,
                                                 const TrpCard            *cards,
                                                 guint                     n_cards,
                                                 TrpBiribaMeldInfo        *out_info);
TrpBiribaMeldProblem trp_biriba_meld_add_one    (const TrpBiribaMeldRules *rules,
                                                 const TrpCard            *meld,
                                                 const TrpBiribaMeldInfo  *info,
                                                 TrpCard                   card,
                                                 TrpBiribaMeldInfo        *out_info);
TrpBiribaMeldProblem trp_biriba_meld_add        (const TrpBiribaMeldRules *rules,
                                                 const TrpCard            *meld,
                                                 const TrpBiribaMeldInfo  *info,
                                                 const TrpCard            *cards,
                                                 guint                     n_cards,
                                                 TrpBiribaMeldInfo        *out_info);
void                 trp_biriba_meld_arrange    (const TrpBiribaMeldRules *rules,
                                                 TrpCard                  *cards,
                                                 guint                     n_cards);
void                 trp_biriba_meld_arrange_known (const TrpBiribaMeldRules *rules,
                                                    TrpCard                  *cards,
                                                    guint                     n_cards,
                                                    const TrpBiribaMeldInfo  *info);
gboolean             trp_biriba_card_forms_meld (const TrpBiribaMeldRules *rules,
                                                 TrpCard                   card,
                                                 const guint8             *pool_counts,
                                                 TrpCard                  *out_meld);

G_END_DECLS
