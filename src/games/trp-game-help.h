/* trp-game-help.h: the rules of each rule set, written for players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  TRP_HELP_END,
  TRP_HELP_HEADING,    /* NC_("rules help", …) */
  TRP_HELP_PARAGRAPH,  /* N_() */
  TRP_HELP_ITEM,       /* N_(): one item of a bulleted list */
} TrpHelpBlockKind;

typedef struct
{
  TrpHelpBlockKind  kind;
  const char       *text;
} TrpHelpBlock;

/* The context of the headings, so that “Scoring” here can differ from a
 * “Scoring” elsewhere in the interface. */
#define TRP_RULES_HELP_CONTEXT "rules help"

/* The %NULL-terminated sections of each rule set's rules, each ending with
 * a %TRP_HELP_END block, with untranslated texts; a catalog row points at
 * its own (TrpGameInfo.help).
 */
extern const TrpHelpBlock * const trp_biriba_help[];
extern const TrpHelpBlock * const trp_dabaifen_help[];
extern const TrpHelpBlock * const trp_marianna_help[];
extern const TrpHelpBlock * const trp_cinquecento_help[];
extern const TrpHelpBlock * const trp_briscola_151_help[];
extern const TrpHelpBlock * const trp_mariaccio_help[];

G_END_DECLS
