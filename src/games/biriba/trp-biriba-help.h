/* trp-biriba-help.h: the rules of Biriba, written for players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-game-help.h"

G_BEGIN_DECLS

/* The sections, for the catalog row (TrpGameInfo.help). */
extern const TrpHelpBlock * const trp_biriba_help[];

G_END_DECLS
