/* trp-help-table.h: short names for writing a rules-help table, for the
 * trp-<game>-help.c files only (never a header: the names are short)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-game-help.h"

#define H(text) { TRP_HELP_HEADING, text }
#define P(text) { TRP_HELP_PARAGRAPH, text }
#define I(text) { TRP_HELP_ITEM, text }
#define END     { TRP_HELP_END, NULL }
