/* trp-round-result.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "trp-round-result.h"

struct _TrpRoundResult
{
  guint       n_units;
  int        *totals;
  GArray     *lines;
  JsonObject *carry;
};

G_DEFINE_BOXED_TYPE (TrpRoundResult, trp_round_result,
                     trp_round_result_ref, trp_round_result_unref)

static void
clear_line (gpointer data)
{
  TrpScoreLine *line = data;

  g_free (line->rule_id);
  g_free (line->label);
}

static void
round_result_finalize (gpointer data)
{
  TrpRoundResult *self = data;

  g_free (self->totals);
  g_array_unref (self->lines);
  g_clear_pointer (&self->carry, json_object_unref);
}

/**
 * trp_round_result_new:
 * @n_units: the number of scoring units (teams or players)
 */
TrpRoundResult *
trp_round_result_new (guint n_units)
{
  TrpRoundResult *self;

  g_return_val_if_fail (n_units > 0, NULL);

  self = g_rc_box_new0 (TrpRoundResult);
  self->n_units = n_units;
  self->totals = g_new0 (int, n_units);
  self->lines = g_array_new (FALSE, TRUE, sizeof (TrpScoreLine));
  g_array_set_clear_func (self->lines, clear_line);
  return self;
}

TrpRoundResult *
trp_round_result_ref (TrpRoundResult *self)
{
  return g_rc_box_acquire (self);
}

void
trp_round_result_unref (TrpRoundResult *self)
{
  g_rc_box_release_full (self, round_result_finalize);
}

/**
 * trp_round_result_add_line:
 *
 * Adds one explained line; the unit's total follows the lines, so a total
 * can never disagree with its breakdown.
 */
void
trp_round_result_add_line (TrpRoundResult *self,
                           guint           unit,
                           const char     *rule_id,
                           int             points,
                           const char     *label)
{
  TrpScoreLine line;

  g_return_if_fail (self != NULL);
  g_return_if_fail (unit < self->n_units);
  g_return_if_fail (rule_id != NULL);
  g_return_if_fail (label != NULL);

  line.unit = unit;
  line.rule_id = g_strdup (rule_id);
  line.label = g_strdup (label);
  line.points = points;
  g_array_append_val (self->lines, line);
  self->totals[unit] += points;
}

guint
trp_round_result_get_n_units (TrpRoundResult *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_units;
}

int
trp_round_result_get_total (TrpRoundResult *self,
                            guint           unit)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (unit < self->n_units, 0);

  return self->totals[unit];
}

guint
trp_round_result_get_n_lines (TrpRoundResult *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->lines->len;
}

const TrpScoreLine *
trp_round_result_get_line (TrpRoundResult *self,
                           guint           index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->lines->len, NULL);

  return &g_array_index (self->lines, TrpScoreLine, index);
}

/**
 * trp_round_result_set_carry:
 * @carry: (nullable): what the next round needs from this one (levels,
 *   declarers, the next starter); the game that made it reads it back
 */
void
trp_round_result_set_carry (TrpRoundResult *self,
                            JsonObject     *carry)
{
  g_return_if_fail (self != NULL);

  if (carry != NULL)
    json_object_ref (carry);
  g_clear_pointer (&self->carry, json_object_unref);
  self->carry = carry;
}

/**
 * trp_round_result_get_carry:
 *
 * Returns: (transfer none) (nullable): the carry, if any
 */
JsonObject *
trp_round_result_get_carry (TrpRoundResult *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->carry;
}

/**
 * trp_round_result_to_json:
 *
 * Returns: (transfer full): `{"scores": [...], "lines": [{"unit", "rule",
 *   "points"}...]}`; labels are left out since they depend on the locale.
 */
JsonNode *
trp_round_result_to_json (TrpRoundResult *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (self != NULL, NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "scores");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->n_units; i++)
    json_builder_add_int_value (builder, self->totals[i]);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "lines");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->lines->len; i++)
    {
      const TrpScoreLine *line = &g_array_index (self->lines, TrpScoreLine, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "unit");
      json_builder_add_int_value (builder, line->unit);
      json_builder_set_member_name (builder, "rule");
      json_builder_add_string_value (builder, line->rule_id);
      json_builder_set_member_name (builder, "points");
      json_builder_add_int_value (builder, line->points);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}
