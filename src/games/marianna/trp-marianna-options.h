/* trp-marianna-options.h: the house-rule options of Marianna and its
 * relatives (rules/marianna.md §6 to §10)
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
  TRP_MARIANNA_DECLARATION_TIMING_OWN_TURN = 0,
  TRP_MARIANNA_DECLARATION_TIMING_TRICK_START = 1,
  TRP_MARIANNA_DECLARATION_TIMING_LEADER_ONLY = 2,
  TRP_MARIANNA_DECLARATION_TIMING_ANY_TIME = 3,
  TRP_MARIANNA_DECLARATION_TIMING_N_CHOICES
} TrpMariannaDeclarationTiming;

typedef enum
{
  TRP_MARIANNA_MARIANNA_SCORING_SEQ_40_60_80_100 = 0,
  TRP_MARIANNA_MARIANNA_SCORING_SEQ_20_40_60_80 = 1,
  TRP_MARIANNA_MARIANNA_SCORING_FIRST_40_THEN_20 = 2,
  TRP_MARIANNA_MARIANNA_SCORING_N_CHOICES
} TrpMariannaMariannaScoring;

typedef enum
{
  TRP_MARIANNA_TRUMP_CHANGE_LATEST = 0,
  TRP_MARIANNA_TRUMP_CHANGE_FIRST_ONLY = 1,
  TRP_MARIANNA_TRUMP_CHANGE_N_CHOICES
} TrpMariannaTrumpChange;

typedef enum
{
  TRP_MARIANNA_DECK_STYLE_FRENCH = 0,
  TRP_MARIANNA_DECK_STYLE_ITALIAN = 1,
  TRP_MARIANNA_DECK_STYLE_N_CHOICES
} TrpMariannaDeckStyle;

/* One descriptor per ruleset (M-30): the game id names the ruleset, and
 * each table holds only the options that ruleset lets players adjust (the
 * Presets table of §6). The fixed settings of a ruleset are not options.
 */
/* The rulesets' game ids, written once for their descriptors and their
 * catalog rows. */
#define TRP_MARIANNA_ID     "marianna"
#define TRP_CINQUECENTO_ID  "cinquecento"
#define TRP_BRISCOLA_151_ID "briscola_151"
#define TRP_MARIACCIO_ID    "mariaccio"

extern const TrpRulesDescriptor trp_marianna_rules_descriptor;
extern const TrpRulesDescriptor trp_cinquecento_rules_descriptor;
extern const TrpRulesDescriptor trp_briscola_151_rules_descriptor;
extern const TrpRulesDescriptor trp_mariaccio_rules_descriptor;

G_END_DECLS
