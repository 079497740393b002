/* trp-biriba-cover.h: a hand's decomposition into melds (B-56)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-biriba-meld.h"

G_BEGIN_DECLS

#define TRP_BIRIBA_COVER_MAX_GROUPS 24
#define TRP_BIRIBA_COVER_MAX_CARDS  64

/* The search's working state, and the best decomposition it found in the
 * best_* fields: best_n_groups groups of best_sizes[] cards in
 * best_cards, each with a wild card or not (best_wild_in[]), and the
 * wild cards no group holds in best_wilds. */
typedef struct
{
  const TrpBiribaMeldRules *rules;
  guint8   left[TRP_BIRIBA_N_CODES];
  TrpCard  wilds[TRP_BIRIBA_COVER_MAX_CARDS];
  guint    n_wilds;
  TrpCard  cards[TRP_BIRIBA_COVER_MAX_CARDS];
  guint    n_cards;
  guint8   sizes[TRP_BIRIBA_COVER_MAX_GROUPS];
  gboolean wild_in[TRP_BIRIBA_COVER_MAX_GROUPS];
  guint    n_groups;
  guint    loose;
  guint    nodes;
  guint    best_loose;
  TrpCard  best_cards[TRP_BIRIBA_COVER_MAX_CARDS];
  guint    best_n_cards;
  guint8   best_sizes[TRP_BIRIBA_COVER_MAX_GROUPS];
  gboolean best_wild_in[TRP_BIRIBA_COVER_MAX_GROUPS];
  guint    best_n_groups;
  TrpCard  best_wilds[TRP_BIRIBA_COVER_MAX_CARDS];
  guint    best_n_wilds;
} TrpBiribaCover;

guint trp_biriba_cover_hand (TrpBiribaCover           *cover,
                             const TrpBiribaMeldRules *rules,
                             const guint8             *counts);

G_END_DECLS
