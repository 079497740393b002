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

G_END_DECLS
