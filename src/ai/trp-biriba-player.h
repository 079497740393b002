/* trp-biriba-player.h: a rule-based Biriba player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-game.h"

G_BEGIN_DECLS

TrpAction *trp_biriba_player_choose (TrpGame   *game,
                                     TrpRng    *rng,
                                     char     **reason);

TrpAction *trp_biriba_policy        (TrpGame   *game,
                                     TrpRng    *rng,
                                     gpointer   user_data);

char      *trp_biriba_player_contrast (TrpGame         *game,
                                       const TrpAction *move,
                                       const TrpAction *usual);

G_END_DECLS
