/* trp-rules-help-text.h: the rules of each game, written for players
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

const TrpHelpBlock * const *trp_rules_help_text_lookup (const char *game_id);

G_END_DECLS
