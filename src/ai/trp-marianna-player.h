/* trp-marianna-player.h: a rule-based player for the Marianna family
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-search.h"

G_BEGIN_DECLS

/* One player for the four rulesets of rules/marianna.md (Marianna,
 * Cinquecento, Briscola 151, Mariaccio). It sees only what its seat may
 * see (M-68).
 */
TrpAction *trp_marianna_player_choose (TrpGame   *game,
                                       TrpRng    *rng,
                                       char     **reason);

TrpAction *trp_marianna_policy        (TrpGame   *game,
                                       TrpRng    *rng,
                                       gpointer   user_data);
char      *trp_marianna_player_contrast (TrpGame         *game,
                                         const TrpAction *move,
                                         const TrpAction *usual);

/* Its entry of the catalog rows (trp-computer-player.h). */
extern const struct _TrpComputerPlayer trp_marianna_computer_player;

G_END_DECLS
