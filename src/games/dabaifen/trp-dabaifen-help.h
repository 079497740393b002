/* trp-dabaifen-help.h: the rules of Da Bai Fen, written for players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-game-help.h"

G_BEGIN_DECLS

/* Each rule set's sections, for its catalog row (TrpGameInfo.help). */
extern const TrpHelpBlock * const trp_dabaifen_help[];

G_END_DECLS
