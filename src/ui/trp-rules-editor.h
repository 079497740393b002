/* trp-rules-editor.h: a house-rules page generated from an option table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "trp-rules.h"

G_BEGIN_DECLS

#define TRP_TYPE_RULES_EDITOR (trp_rules_editor_get_type ())

G_DECLARE_FINAL_TYPE (TrpRulesEditor, trp_rules_editor, TRP, RULES_EDITOR, GtkWidget)

TrpRulesEditor *trp_rules_editor_new       (const char *title,
                                            TrpRules   *rules,
                                            gboolean    read_only);
TrpRules       *trp_rules_editor_get_rules (TrpRulesEditor *self);

char           *trp_rules_describe_preset  (TrpRules   *rules);
void            trp_spin_localize          (GtkWidget     *spin);

G_END_DECLS
