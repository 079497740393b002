/* trp-round-result.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "trp-observation-reader.h"
#include "trp-round-result.h"

struct _TrpRoundResult
{
  guint       n_units;
  int        *totals;
  GArray     *lines;
  JsonObject *carry;
  /* The match before and after the round, as the game keeps it: points,
   * or Da Bai Fen's levels. */
  int        *before;
  int        *after;
  int         target;
  gboolean    levels;
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
  g_free (self->before);
  g_free (self->after);
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
  self->before = g_new0 (int, n_units);
  self->after = g_new0 (int, n_units);
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
 * Adds one explained line of kind %TRP_SCORE_OTHER, about the side; see
 * trp_round_result_add_line_full().
 */
void
trp_round_result_add_line (TrpRoundResult *self,
                           guint           unit,
                           const char     *rule_id,
                           int             points,
                           const char     *label)
{
  trp_round_result_add_line_full (self, unit, TRP_SCORE_OTHER, -1, rule_id,
                                  points, 0, label);
}

/**
 * trp_round_result_add_line_full:
 * @kind: what the line is, so that the sheet groups it and statistics
 *   count it without reading rule IDs
 * @seat: the player the line is about, or -1 for the whole side
 * @amount: a number reported but not scored, or 0
 *
 * Adds one explained line; the unit's total follows the lines, so a total
 * can never disagree with its breakdown.
 */
void
trp_round_result_add_line_full (TrpRoundResult *self,
                                guint           unit,
                                TrpScoreKind    kind,
                                int             seat,
                                const char     *rule_id,
                                int             points,
                                int             amount,
                                const char     *label)
{
  TrpScoreLine line;

  g_return_if_fail (self != NULL);
  g_return_if_fail (unit < self->n_units);
  g_return_if_fail (kind < TRP_N_SCORE_KINDS);
  g_return_if_fail (rule_id != NULL);
  g_return_if_fail (label != NULL);

  line.unit = unit;
  line.rule_id = g_strdup (rule_id);
  line.label = g_strdup (label);
  line.points = points;
  line.kind = kind;
  line.seat = seat;
  line.amount = amount;
  g_array_append_val (self->lines, line);
  self->totals[unit] += points;
}

/**
 * trp_score_kind_get_title:
 *
 * Returns: the translated heading of a group of lines, as players count
 *   a round: “Cards melded”, “Levels gained”…
 */
const char *
trp_score_kind_get_title (TrpScoreKind kind)
{
  switch (kind)
    {
    case TRP_SCORE_CARDS_MELDED:  return _("Cards melded");
    case TRP_SCORE_BIRIBA_BONUS:  return _("Biribas");
    case TRP_SCORE_GOING_OUT:     return _("Going out");
    case TRP_SCORE_BIRIBAKI:      return _("Biribaki");
    case TRP_SCORE_CARDS_IN_HAND: return _("Cards left in hand");
    case TRP_SCORE_PENALTY:       return _("Penalties");
    case TRP_SCORE_FAILED_THROW:  return _("Failed throw");
    case TRP_SCORE_TRICK_POINTS:  return _("Points in tricks");
    case TRP_SCORE_KITTY:         return _("The kitty");
    case TRP_SCORE_RESULT_BAND:   return _("Result table");
    case TRP_SCORE_LEVELS:        return _("Levels gained");
    case TRP_SCORE_DECLARERS:     return _("Declarers");
    case TRP_SCORE_CARD_POINTS:   return _("Card points");
    case TRP_SCORE_DECLARATION:   return _("Declarations");
    case TRP_SCORE_CLAIM:         return _("Claim");
    case TRP_SCORE_MATCH_WON:     return _("Match");
    case TRP_SCORE_OTHER:
    case TRP_N_SCORE_KINDS:
    default:                      return _("Other");
    }
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
 * trp_round_result_set_match_totals:
 * @before: the match's total per unit before the round
 * @after: the same after it
 *
 * The game sets them, because it keeps them its own way: Da Bai Fen's
 * totals are levels, not the sum of the rounds.
 */
void
trp_round_result_set_match_totals (TrpRoundResult *self,
                                   const int      *before,
                                   const int      *after)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (before != NULL && after != NULL);

  memcpy (self->before, before, sizeof (int) * self->n_units);
  memcpy (self->after, after, sizeof (int) * self->n_units);
}

int
trp_round_result_get_total_before (TrpRoundResult *self,
                                   guint           unit)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (unit < self->n_units, 0);

  return self->before[unit];
}

int
trp_round_result_get_total_after (TrpRoundResult *self,
                                  guint           unit)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (unit < self->n_units, 0);

  return self->after[unit];
}

/**
 * trp_round_result_set_target:
 * @target: the total that wins the match (B-46, M-27), or the level to
 *   go above (D-42); 0 when there is none
 * @levels: whether the totals are levels, shown as card ranks: the game
 *   passes its catalog row's, trp_game_catalog_totals_are_levels()
 */
void
trp_round_result_set_target (TrpRoundResult *self,
                             int             target,
                             gboolean        levels)
{
  g_return_if_fail (self != NULL);

  self->target = target;
  self->levels = levels;
}

int
trp_round_result_get_target (TrpRoundResult *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->target;
}

gboolean
trp_round_result_get_totals_are_levels (TrpRoundResult *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->levels;
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
 * trp_round_result_build_json:
 * @builder: a builder inside an object
 * @what: what to write besides the scores and the lines
 *
 * Adds the result's members to the object @builder is in: `scores` (each
 * unit's), `lines` (each `unit`, `rule`, `points`, `kind`, `seat` unless
 * it is the side's, `amount` unless 0, and with
 * %TRP_ROUND_RESULT_JSON_LABELS its `label`), and with
 * %TRP_ROUND_RESULT_JSON_MATCH `target`, `levels`, `before` and `after`.
 * trp_round_result_new_from_json() reads them back.
 */
void
trp_round_result_build_json (TrpRoundResult     *self,
                             JsonBuilder        *builder,
                             TrpRoundResultJson  what)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (JSON_IS_BUILDER (builder));

  json_builder_set_member_name (builder, "scores");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->n_units; i++)
    json_builder_add_int_value (builder, self->totals[i]);
  json_builder_end_array (builder);

  if (what & TRP_ROUND_RESULT_JSON_MATCH)
    {
      json_builder_set_member_name (builder, "target");
      json_builder_add_int_value (builder, self->target);
      json_builder_set_member_name (builder, "levels");
      json_builder_add_boolean_value (builder, self->levels);
      json_builder_set_member_name (builder, "before");
      json_builder_begin_array (builder);
      for (guint i = 0; i < self->n_units; i++)
        json_builder_add_int_value (builder, self->before[i]);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "after");
      json_builder_begin_array (builder);
      for (guint i = 0; i < self->n_units; i++)
        json_builder_add_int_value (builder, self->after[i]);
      json_builder_end_array (builder);
    }

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
      json_builder_set_member_name (builder, "kind");
      json_builder_add_int_value (builder, line->kind);
      if (line->seat >= 0)
        {
          json_builder_set_member_name (builder, "seat");
          json_builder_add_int_value (builder, line->seat);
        }
      if (line->amount != 0)
        {
          json_builder_set_member_name (builder, "amount");
          json_builder_add_int_value (builder, line->amount);
        }
      if (what & TRP_ROUND_RESULT_JSON_LABELS)
        {
          json_builder_set_member_name (builder, "label");
          json_builder_add_string_value (builder, line->label);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/**
 * trp_round_result_to_json:
 *
 * Returns: (transfer full): `{"scores": [...], "lines": [...]}` as
 *   trp_round_result_build_json() writes them; labels are left out since
 *   they depend on the locale.
 */
JsonNode *
trp_round_result_to_json (TrpRoundResult *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (self != NULL, NULL);

  json_builder_begin_object (builder);
  trp_round_result_build_json (self, builder, TRP_ROUND_RESULT_JSON_LINES);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/**
 * trp_json_member_int_in:
 * @out: (out): the value
 *
 * Returns: whether @object's member @name is an integer from @min to @max
 */
gboolean
trp_json_member_int_in (JsonObject *object,
                        const char *name,
                        gint64      min,
                        gint64      max,
                        gint64     *out)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, name) : NULL;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;
  *out = json_node_get_int (node);
  return *out >= min && *out <= max;
}

/**
 * trp_json_member_ints_in:
 * @out: (out caller-allocates) (array length=length): the values
 *
 * Returns: whether @object's member @name is an array of @length
 *   integers, each from @min to @max
 */
gboolean
trp_json_member_ints_in (JsonObject *object,
                         const char *name,
                         guint       length,
                         gint64      min,
                         gint64      max,
                         int        *out)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, name) : NULL;
  JsonArray *array;

  g_return_val_if_fail (min >= G_MININT && max <= G_MAXINT, FALSE);

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return FALSE;
  array = json_node_get_array (node);
  if (json_array_get_length (array) != length)
    return FALSE;
  for (guint i = 0; i < length; i++)
    {
      JsonNode *element = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (element) || json_node_get_value_type (element) != G_TYPE_INT64 ||
          json_node_get_int (element) < min || json_node_get_int (element) > max)
        return FALSE;
      out[i] = (int) json_node_get_int (element);
    }
  return TRUE;
}

/**
 * trp_round_result_new_from_json:
 * @object: what trp_round_result_build_json() wrote, with
 *   %TRP_ROUND_RESULT_JSON_MATCH; perhaps from another machine
 * @max_units: the most scoring units to believe
 * @max_lines: the most lines to believe
 * @n_seats: the table's seats, which the lines' seats must be
 *
 * Reads a result whole or not at all: every member is checked, every
 * number bounded; a line without a label gets an empty one.
 *
 * Returns: (transfer full) (nullable): the result, or %NULL when @object
 *   is not one
 */
TrpRoundResult *
trp_round_result_new_from_json (JsonObject *object,
                                guint       max_units,
                                guint       max_lines,
                                guint       n_seats)
{
  g_autoptr(TrpRoundResult) result = NULL;
  g_autofree int *before = NULL;
  g_autofree int *after = NULL;
  JsonNode *node;
  JsonArray *lines;
  gint64 target;
  guint n_units;

  if (object == NULL)
    return NULL;
  n_units = trp_observation_get_array (object, "before") != NULL
            ? json_array_get_length (trp_observation_get_array (object, "before")) : 0;
  if (n_units == 0 || n_units > max_units)
    return NULL;
  before = g_new (int, n_units);
  after = g_new (int, n_units);
  if (!trp_json_member_ints_in (object, "before", n_units, G_MININT / 2, G_MAXINT / 2, before) ||
      !trp_json_member_ints_in (object, "after", n_units, G_MININT / 2, G_MAXINT / 2, after) ||
      !trp_json_member_int_in (object, "target", G_MININT / 2, G_MAXINT / 2, &target))
    return NULL;
  node = json_object_get_member (object, "levels");
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return NULL;
  node = json_object_get_member (object, "lines");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node) ||
      json_array_get_length (json_node_get_array (node)) > max_lines)
    return NULL;
  lines = json_node_get_array (node);

  result = trp_round_result_new (n_units);
  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonNode *element = json_array_get_element (lines, i);
      JsonObject *line = JSON_NODE_HOLDS_OBJECT (element) ? json_node_get_object (element) : NULL;
      gint64 unit, kind, points, seat = -1, amount = 0;
      const char *rule, *label;

      if (line == NULL ||
          !trp_json_member_int_in (line, "unit", 0, n_units - 1, &unit) ||
          !trp_json_member_int_in (line, "kind", 0, TRP_N_SCORE_KINDS - 1, &kind) ||
          !trp_json_member_int_in (line, "points", G_MININT / 2, G_MAXINT / 2, &points) ||
          (json_object_has_member (line, "seat") &&
           !trp_json_member_int_in (line, "seat", -1, (gint64) n_seats - 1, &seat)) ||
          (json_object_has_member (line, "amount") &&
           !trp_json_member_int_in (line, "amount", G_MININT / 2, G_MAXINT / 2, &amount)) ||
          (rule = trp_observation_get_string (line, "rule")) == NULL ||
          ((label = trp_observation_get_string (line, "label")) == NULL && json_object_has_member (line, "label")))
        return NULL;
      trp_round_result_add_line_full (result, unit, kind, seat, rule, points, amount,
                                      label != NULL ? label : "");
    }
  trp_round_result_set_match_totals (result, before, after);
  trp_round_result_set_target (result, target, json_node_get_boolean (json_object_get_member (object, "levels")));
  return g_steal_pointer (&result);
}
