/* trp-marianna-options.h: the house-rule options of Marianna and its
 * relatives (rules/marianna.md §6 to §10)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-rules.h"

G_BEGIN_DECLS

/* One descriptor per ruleset (M-30): the game id names the ruleset, and
 * each table holds only the options that ruleset lets players adjust (the
 * Presets table of §6). The fixed settings of a ruleset are not options.
 */
extern const TrpRulesDescriptor trp_marianna_rules_descriptor;
extern const TrpRulesDescriptor trp_cinquecento_rules_descriptor;
extern const TrpRulesDescriptor trp_briscola_151_rules_descriptor;
extern const TrpRulesDescriptor trp_mariaccio_rules_descriptor;

G_END_DECLS
