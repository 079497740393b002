/* trp-round-result.h: a round's score, line by line, with rule IDs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define TRP_TYPE_ROUND_RESULT (trp_round_result_get_type ())

/**
 * TrpScoreLine:
 * @unit: the scoring unit (team or player) the points go to
 * @rule_id: the rule that gives them, e.g. "B-42"
 * @label: a translated description, e.g. “Going out”
 * @points: signed points
 */
typedef struct
{
  guint  unit;
  char  *rule_id;
  char  *label;
  int    points;
} TrpScoreLine;

typedef struct _TrpRoundResult TrpRoundResult;

GType               trp_round_result_get_type   (void) G_GNUC_CONST;

TrpRoundResult     *trp_round_result_new        (guint                 n_units);
TrpRoundResult     *trp_round_result_ref        (TrpRoundResult       *self);
void                trp_round_result_unref      (TrpRoundResult       *self);

void                trp_round_result_add_line   (TrpRoundResult       *self,
                                                 guint                 unit,
                                                 const char           *rule_id,
                                                 int                   points,
                                                 const char           *label);
guint               trp_round_result_get_n_units (TrpRoundResult      *self);
int                 trp_round_result_get_total  (TrpRoundResult       *self,
                                                 guint                 unit);
guint               trp_round_result_get_n_lines (TrpRoundResult      *self);
const TrpScoreLine *trp_round_result_get_line   (TrpRoundResult       *self,
                                                 guint                 index);
void                trp_round_result_set_carry  (TrpRoundResult       *self,
                                                 JsonObject           *carry);
JsonObject         *trp_round_result_get_carry  (TrpRoundResult       *self);
JsonNode           *trp_round_result_to_json    (TrpRoundResult       *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TrpRoundResult, trp_round_result_unref)

G_END_DECLS
