/* trp-biriba-game.h: Biriba, the Greek partnership rummy (rules/biriba.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-game.h"
#include "trp-biriba-view.h"

G_BEGIN_DECLS

G_DECLARE_FINAL_TYPE (TrpBiribaGame, trp_biriba_game, TRP, BIRIBA_GAME, TrpGame)

TrpGame       *trp_biriba_game_new             (TrpRules       *rules);

const TrpCard *trp_biriba_game_get_hand        (TrpBiribaGame  *self,
                                                int             seat,
                                                guint          *n_cards);
const TrpCard *trp_biriba_game_get_pile        (TrpBiribaGame  *self,
                                                guint          *n_cards);
guint          trp_biriba_game_get_stock_size  (TrpBiribaGame  *self);
guint          trp_biriba_game_get_n_melds     (TrpBiribaGame  *self);
const TrpCard *trp_biriba_game_get_meld        (TrpBiribaGame  *self,
                                                guint           meld,
                                                guint          *n_cards,
                                                int            *side);
int            trp_biriba_game_get_side_of_seat (TrpBiribaGame *self,
                                                int             seat);
int            trp_biriba_game_get_kozi        (TrpBiribaGame  *self);
gboolean       trp_biriba_game_can_add_card    (TrpBiribaGame  *self,
                                                guint           meld,
                                                TrpCard         card);
gboolean       trp_biriba_game_can_use_card    (TrpBiribaGame  *self,
                                                int             seat,
                                                TrpCard         card);
gboolean       trp_biriba_game_uses_half_points (TrpBiribaGame *self);
int            trp_biriba_game_get_biribaki_taker (TrpBiribaGame *self,
                                                   int            side);
guint          trp_biriba_game_get_known_count (TrpBiribaGame  *self,
                                                int             seat,
                                                TrpCard         card);
guint          trp_biriba_game_get_idle_turns  (TrpBiribaGame  *self);
gboolean       trp_biriba_game_get_solo_phase  (TrpBiribaGame  *self);
guint          trp_biriba_game_get_standing_totals (TrpBiribaGame *self,
                                                    int           *totals,
                                                    guint          max_units);

G_END_DECLS
