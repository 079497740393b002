/* trp-biriba-options.h: the house-rule options of Biriba (rules/biriba.md §6)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-rules.h"

G_BEGIN_DECLS

extern const TrpRulesDescriptor trp_biriba_rules_descriptor;

G_END_DECLS
