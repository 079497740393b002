/* trp-rules-help.h: the rules of every game, and what each house rule means
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "trp-rules.h"
#include "trp-settings.h"

G_BEGIN_DECLS

#define TRP_TYPE_RULES_HELP (trp_rules_help_get_type ())

G_DECLARE_FINAL_TYPE (TrpRulesHelp, trp_rules_help, TRP, RULES_HELP, AdwWindow)

TrpRulesHelp *trp_rules_help_new             (GtkWindow    *transient_for,
                                              TrpSettings  *settings,
                                              TrpRules     *rules);
TrpRulesHelp *trp_rules_help_present         (GtkWindow    *transient_for,
                                              TrpRules     *rules,
                                              const char   *game_id,
                                              const char   *option_id);
void          trp_rules_help_show_game       (TrpRulesHelp *self,
                                              const char   *game_id);
void          trp_rules_help_show_option     (TrpRulesHelp *self,
                                              const char   *game_id,
                                              const char   *option_id);
const char   *trp_rules_help_get_game        (TrpRulesHelp *self);
const char   *trp_rules_help_get_option      (TrpRulesHelp *self);
GtkWidget    *trp_rules_help_get_option_row  (TrpRulesHelp *self,
                                              const char   *game_id,
                                              const char   *option_id);
char         *trp_rules_help_fold_for_search (const char *text);
void          trp_rules_help_set_search_text (TrpRulesHelp *self,
                                              const char   *text);

G_END_DECLS
