/* trp-coach-section.h: the coach's notes on a round, in its result sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "trp-match.h"

G_BEGIN_DECLS

#define TRP_TYPE_COACH_SECTION (trp_coach_section_get_type ())

G_DECLARE_FINAL_TYPE (TrpCoachSection, trp_coach_section, TRP, COACH_SECTION, AdwBin)

GtkWidget *trp_coach_section_new         (TrpMatch        *match,
                                          guint            round);
gboolean   trp_coach_section_is_busy     (TrpCoachSection *self);
guint      trp_coach_section_get_n_notes (TrpCoachSection *self);

G_END_DECLS
