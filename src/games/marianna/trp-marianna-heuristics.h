/* trp-marianna-heuristics.h: the rules of thumb of the Marianna family
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pure move scores on card masks (as in trp-marianna-view.h), shared by
 * the rule-based player (src/ai) and the guided playout, so that a rule
 * of thumb is written once (#24).
 */

#pragma once

#include "trp-card.h"

G_BEGIN_DECLS

int      trp_marianna_trump_fitness (guint64  hand,
                                     guint    suit);
int      trp_marianna_pair_value    (guint64  hand,
                                     guint    suit,
                                     guint    n_seats,
                                     guint    trump);
gboolean trp_marianna_swap_pays     (guint64  hand,
                                     TrpCard  indicator,
                                     guint    declared_suits,
                                     guint    stock_size,
                                     guint    trick_number);

G_END_DECLS
