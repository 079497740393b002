/* trp-dabaifen-options.h: the house-rule options of Da Bai Fen (rules/dabaifen.md §9)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-rules.h"

G_BEGIN_DECLS

/* The choices of each enum option, by the value trp_rules_get_enum()
 * returns: the option table is indexed by these, so reordering its rows
 * cannot change what a stored value means. */
typedef enum
{
  TRP_DABAIFEN_FAILED_THROW_POLICY_PENALIZE = 0,
  TRP_DABAIFEN_FAILED_THROW_POLICY_REJECT = 1,
  TRP_DABAIFEN_FAILED_THROW_POLICY_N_CHOICES
} TrpDabaifenFailedThrowPolicy;

extern const TrpRulesDescriptor trp_dabaifen_rules_descriptor;

G_END_DECLS
