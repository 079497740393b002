/* trp-marianna-help.h: the rules of Marianna and its relatives, written
 * for players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-game-help.h"

G_BEGIN_DECLS

/* Each rule set's sections, for its catalog row (TrpGameInfo.help). */
extern const TrpHelpBlock * const trp_marianna_help[];
extern const TrpHelpBlock * const trp_cinquecento_help[];
extern const TrpHelpBlock * const trp_briscola_151_help[];
extern const TrpHelpBlock * const trp_mariaccio_help[];

G_END_DECLS
