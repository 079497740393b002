/* trp-dabaifen-player.h: a rule-based computer player for Da Bai Fen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-search.h"

G_BEGIN_DECLS

TrpAction *trp_dabaifen_player_choose (TrpGame   *game,
                                       TrpRng    *rng,
                                       char     **reason);

TrpAction *trp_dabaifen_policy        (TrpGame   *game,
                                       TrpRng    *rng,
                                       gpointer   user_data);
char      *trp_dabaifen_player_contrast (TrpGame         *game,
                                         const TrpAction *move,
                                         const TrpAction *usual);

/* Its entry of the catalog rows (trp-computer-player.h). */
extern const struct _TrpComputerPlayer trp_dabaifen_computer_player;

G_END_DECLS
