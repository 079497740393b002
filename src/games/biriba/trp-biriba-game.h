/* trp-biriba-game.h: Biriba, the Greek partnership rummy (rules/biriba.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-game.h"

G_BEGIN_DECLS

#define TRP_TYPE_BIRIBA_GAME (trp_biriba_game_get_type ())

G_DECLARE_FINAL_TYPE (TrpBiribaGame, trp_biriba_game, TRP, BIRIBA_GAME, TrpGame)

/* The action types of B-34, as interned strings. */
#define TRP_BIRIBA_ACTION_DRAW_STOCK         "draw_stock"
#define TRP_BIRIBA_ACTION_TAKE_PILE          "take_pile"
#define TRP_BIRIBA_ACTION_PASS               "pass"
#define TRP_BIRIBA_ACTION_NEW_MELD           "new_meld"
#define TRP_BIRIBA_ACTION_ADD_TO_MELD        "add_to_meld"
#define TRP_BIRIBA_ACTION_TAKE_BIRIBAKI      "take_biribaki"
#define TRP_BIRIBA_ACTION_DISCARD            "discard"
#define TRP_BIRIBA_ACTION_DECLARE_KOZI       "declare_kozi"
#define TRP_BIRIBA_ACTION_FIRST_CARD_KEEP    "first_card_keep"
#define TRP_BIRIBA_ACTION_FIRST_CARD_TO_PILE "first_card_to_pile"

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
