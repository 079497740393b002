/* trp-dabaifen-options.h: the house-rule options of Da Bai Fen (rules/dabaifen.md §9)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-rules.h"

G_BEGIN_DECLS

extern const TrpRulesDescriptor trp_dabaifen_rules_descriptor;

G_END_DECLS
