/* trp-marianna-game.h: Marianna, Cinquecento, Briscola 151 and Mariaccio
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-game.h"
#include "trp-marianna-view.h"

G_BEGIN_DECLS

G_DECLARE_FINAL_TYPE (TrpMariannaGame, trp_marianna_game, TRP, MARIANNA_GAME, TrpGame)

TrpMariannaRuleset  trp_marianna_game_get_ruleset        (TrpMariannaGame *self);
const char         *trp_marianna_game_get_ruleset_id     (TrpMariannaGame *self);
guint               trp_marianna_game_get_hand           (TrpMariannaGame *self,
                                                          guint            seat,
                                                          TrpCard         *cards);
TrpSuit             trp_marianna_game_get_trump          (TrpMariannaGame *self);
TrpCard             trp_marianna_game_get_indicator      (TrpMariannaGame *self);
guint               trp_marianna_game_get_stock_size     (TrpMariannaGame *self);
guint               trp_marianna_game_get_trick_number   (TrpMariannaGame *self);
guint               trp_marianna_game_get_leader         (TrpMariannaGame *self);
guint               trp_marianna_game_get_trick          (TrpMariannaGame *self,
                                                          TrpCard         *cards);
int                 trp_marianna_game_get_card_points    (TrpMariannaGame *self,
                                                          guint            unit);
int                 trp_marianna_game_get_declared_points (TrpMariannaGame *self,
                                                          guint            unit);
int                 trp_marianna_game_get_total_before   (TrpMariannaGame *self,
                                                          guint            unit);
int                 trp_marianna_game_card_points        (TrpCard          card);

/* Read-only public facts for the computer players (M-68). */
guint               trp_marianna_game_get_played         (TrpMariannaGame *self,
                                                          TrpCard         *cards);
guint               trp_marianna_game_get_known          (TrpMariannaGame *self,
                                                          guint            seat,
                                                          TrpCard         *cards);
guint               trp_marianna_game_get_declared_suits (TrpMariannaGame *self);
gboolean            trp_marianna_game_get_covering       (TrpMariannaGame *self,
                                                          TrpSuit         *suit,
                                                          int             *answer);

G_END_DECLS
