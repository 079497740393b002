/* trp-marianna-endgame.h: the exact end of the two-player games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Once the stock is gone in the two-player rule sets every card is known,
 * and the rest of the hand is searched exactly. The rule-based player
 * (src/ai) and the guided playout share this one solver. Cards are
 * 40-bit masks as in trp-marianna-view.h; a card is its mask index.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* M-12: whether @second, played after @led, takes the trick. */
gboolean trp_marianna_endgame_second_wins (int      led,
                                           int      second,
                                           guint64  trumps);

/* The leader's margin over the rest of the hand (points won less points
 * lost, M-5), both hands known, with alpha-beta bounds; @strict is
 * Mariaccio's duty to follow and beat (M-62).
 */
int      trp_marianna_endgame_lead        (guint64  lead,
                                           guint64  follow,
                                           guint64  trumps,
                                           gboolean strict,
                                           int      alpha,
                                           int      beta);

/* The same once the leader has played @led: the follower's best answer. */
int      trp_marianna_endgame_answer      (guint64  lead,
                                           guint64  follow,
                                           int      led,
                                           guint64  trumps,
                                           gboolean strict,
                                           int      alpha,
                                           int      beta);

/* The best card of @plays: @led is the card led, -1 when the seat leads. */
int      trp_marianna_endgame_choose      (guint64  hand,
                                           guint64  theirs,
                                           int      led,
                                           guint64  plays,
                                           guint64  trumps,
                                           gboolean strict);

G_END_DECLS
