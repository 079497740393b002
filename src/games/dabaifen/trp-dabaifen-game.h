/* trp-dabaifen-game.h: Da Bai Fen, four players in two teams (rules/dabaifen.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-game.h"
#include "trp-dabaifen-view.h"

G_BEGIN_DECLS

G_DECLARE_FINAL_TYPE (TrpDabaifenGame, trp_dabaifen_game, TRP, DABAIFEN_GAME, TrpGame)

TrpGame  *trp_dabaifen_game_new                 (TrpRules         *rules);

guint     trp_dabaifen_game_get_hand            (TrpDabaifenGame  *self,
                                                 int               seat,
                                                 TrpCard          *out_cards);
guint     trp_dabaifen_game_get_n_drawn         (TrpDabaifenGame  *self);
int       trp_dabaifen_game_get_trump_rank      (TrpDabaifenGame  *self);
TrpSuit   trp_dabaifen_game_get_trump_suit      (TrpDabaifenGame  *self);
gboolean  trp_dabaifen_game_is_trump            (TrpDabaifenGame  *self,
                                                 TrpCard           card);
int       trp_dabaifen_game_get_strength        (TrpDabaifenGame  *self,
                                                 TrpCard           card);
int       trp_dabaifen_game_get_exposer         (TrpDabaifenGame  *self,
                                                 TrpCard          *out_card);
int       trp_dabaifen_game_get_leader          (TrpDabaifenGame  *self);
int       trp_dabaifen_game_get_declarers       (TrpDabaifenGame  *self);
int       trp_dabaifen_game_get_level           (TrpDabaifenGame  *self,
                                                 guint             team);
int       trp_dabaifen_game_get_opponents_total (TrpDabaifenGame  *self);
int       trp_dabaifen_game_get_captured_points (TrpDabaifenGame  *self,
                                                 guint             team);
guint     trp_dabaifen_game_get_trick           (TrpDabaifenGame  *self,
                                                 int               seat,
                                                 TrpCard          *out_cards);
guint     trp_dabaifen_game_get_played          (TrpDabaifenGame  *self,
                                                 TrpCard          *out_cards);
guint     trp_dabaifen_game_get_voids           (TrpDabaifenGame  *self,
                                                 int               seat);
guint     trp_dabaifen_game_get_buried          (TrpDabaifenGame  *self,
                                                 int               observer,
                                                 TrpCard          *out_cards);

G_END_DECLS
