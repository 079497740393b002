/* trp-net-record.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a guest needs to see a round as a local player does, and no more:
 * the turns in the words the host's game gives them (What Happened, as
 * trp_match_describe_round() tells them, which says only what every seat
 * saw), and once the round is over, its score lines and the match totals
 * (the round result sheet). A guest reads them as it reads any message
 * of the host: bounded, and every member checked.
 */

#include "config.h"

#include "trp-net-protocol.h"
#include "trp-net-record.h"

/**
 * trp_net_turns_to_json:
 * @turns: (element-type TrpTurn): trp_match_describe_round()
 *
 * Returns: (transfer full): an array of { "seat", "summary" }
 */
JsonNode *
trp_net_turns_to_json (GPtrArray *turns)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();

  json_builder_begin_array (builder);
  for (guint i = 0; i < turns->len; i++)
    {
      const TrpTurn *turn = g_ptr_array_index (turns, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "seat");
      json_builder_add_int_value (builder, turn->seat);
      json_builder_set_member_name (builder, "summary");
      json_builder_add_string_value (builder, turn->summary);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  return json_builder_get_root (builder);
}

static gboolean
get_int (JsonObject *object,
         const char *name,
         gint64      min,
         gint64      max,
         gint64     *out)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, name) : NULL;

  if (node == NULL || json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;
  *out = json_node_get_int (node);
  return *out >= min && *out <= max;
}

/**
 * trp_net_turns_from_json:
 *
 * Returns: (transfer full) (nullable) (element-type TrpTurn): the turns,
 *   with their seat and summary only; %NULL when @node is not such an
 *   array
 */
GPtrArray *
trp_net_turns_from_json (JsonNode *node)
{
  g_autoptr(GPtrArray) turns = NULL;
  JsonArray *array;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return NULL;
  array = json_node_get_array (node);
  if (json_array_get_length (array) > TRP_NET_MAX_TURNS)
    return NULL;

  turns = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_turn_free);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      JsonObject *object = JSON_NODE_HOLDS_OBJECT (element) ? json_node_get_object (element) : NULL;
      const char *summary = object != NULL ? trp_net_member_string (object, "summary") : NULL;
      gint64 seat;
      TrpTurn *turn;

      if (summary == NULL || !get_int (object, "seat", 0, TRP_NET_MAX_UNITS * 2, &seat))
        return NULL;
      turn = g_new0 (TrpTurn, 1);
      turn->seat = (int) seat;
      turn->summary = g_strdup (summary);
      g_ptr_array_add (turns, turn);
    }
  return g_steal_pointer (&turns);
}

/**
 * trp_net_round_result_to_json:
 * @round: a finished round of @match
 *
 * Returns: (transfer full) (nullable): the round's result sheet as a
 *   guest reads it: its lines with their words, the totals before and
 *   after, the target, whose the seats' scores are, and how the match
 *   stands; %NULL when the round has no result
 */
JsonNode *
trp_net_round_result_to_json (TrpMatch *match,
                              guint     round)
{
  TrpRoundResult *result = trp_match_get_round_result (match, round);
  TrpGame *game = trp_match_get_game (match);
  g_autoptr(JsonBuilder) builder = NULL;
  guint n_units;

  if (result == NULL)
    return NULL;
  n_units = trp_round_result_get_n_units (result);

  builder = json_builder_new_immutable ();
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "round");
  json_builder_add_int_value (builder, round);
  json_builder_set_member_name (builder, "target");
  json_builder_add_int_value (builder, trp_round_result_get_target (result));
  json_builder_set_member_name (builder, "levels");
  json_builder_add_boolean_value (builder, trp_round_result_get_totals_are_levels (result));
  json_builder_set_member_name (builder, "unit_of_seat");
  json_builder_begin_array (builder);
  for (guint seat = 0; seat < trp_match_get_n_players (match); seat++)
    json_builder_add_int_value (builder, game != NULL ? (int) trp_game_get_scoring_unit (game, (int) seat) : (int) seat);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "before");
  json_builder_begin_array (builder);
  for (guint unit = 0; unit < n_units; unit++)
    json_builder_add_int_value (builder, trp_round_result_get_total_before (result, unit));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "after");
  json_builder_begin_array (builder);
  for (guint unit = 0; unit < n_units; unit++)
    json_builder_add_int_value (builder, trp_round_result_get_total_after (result, unit));
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "lines");
  json_builder_begin_array (builder);
  for (guint i = 0; i < trp_round_result_get_n_lines (result); i++)
    {
      const TrpScoreLine *line = trp_round_result_get_line (result, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "unit");
      json_builder_add_int_value (builder, line->unit);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_int_value (builder, line->kind);
      json_builder_set_member_name (builder, "seat");
      json_builder_add_int_value (builder, line->seat);
      json_builder_set_member_name (builder, "rule");
      json_builder_add_string_value (builder, line->rule_id);
      json_builder_set_member_name (builder, "points");
      json_builder_add_int_value (builder, line->points);
      json_builder_set_member_name (builder, "amount");
      json_builder_add_int_value (builder, line->amount);
      json_builder_set_member_name (builder, "label");
      json_builder_add_string_value (builder, line->label);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "match_over");
  json_builder_add_boolean_value (builder, trp_match_get_is_over (match) &&
                                  round + 1 == trp_match_get_n_rounds (match));
  json_builder_set_member_name (builder, "winner");
  json_builder_add_int_value (builder, trp_match_get_winner (match));
  json_builder_set_member_name (builder, "round_limit");
  json_builder_add_boolean_value (builder, trp_match_get_ended_at_round_limit (match));
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

static gboolean
read_totals (JsonObject *object,
             const char *name,
             guint       n_units,
             int        *totals)
{
  JsonNode *node = json_object_get_member (object, name);
  JsonArray *array;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return FALSE;
  array = json_node_get_array (node);
  if (json_array_get_length (array) != n_units)
    return FALSE;
  for (guint unit = 0; unit < n_units; unit++)
    {
      JsonNode *element = json_array_get_element (array, unit);

      if (json_node_get_value_type (element) != G_TYPE_INT64 ||
          json_node_get_int (element) < G_MININT / 2 || json_node_get_int (element) > G_MAXINT / 2)
        return FALSE;
      totals[unit] = (int) json_node_get_int (element);
    }
  return TRUE;
}

/**
 * trp_net_round_result_from_json:
 * @object: what trp_net_round_result_to_json() wrote
 * @n_seats: the table's seats
 * @unit_of_seat: (out caller-allocates) (array length=n_seats): each
 *   seat's scoring unit
 *
 * Returns: (transfer full) (nullable): the result, or %NULL when @object
 *   is not one
 */
TrpRoundResult *
trp_net_round_result_from_json (JsonObject *object,
                                guint       n_seats,
                                int        *unit_of_seat)
{
  g_autoptr(TrpRoundResult) result = NULL;
  int before[TRP_NET_MAX_UNITS], after[TRP_NET_MAX_UNITS];
  JsonNode *node;
  JsonArray *array;
  gint64 target, n_units = 0;
  gboolean levels;

  if (object == NULL || !get_int (object, "target", G_MININT / 2, G_MAXINT / 2, &target))
    return NULL;
  node = json_object_get_member (object, "levels");
  if (node == NULL || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return NULL;
  levels = json_node_get_boolean (node);

  node = json_object_get_member (object, "unit_of_seat");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node) ||
      json_array_get_length (json_node_get_array (node)) != n_seats)
    return NULL;
  array = json_node_get_array (node);
  for (guint seat = 0; seat < n_seats; seat++)
    {
      JsonNode *element = json_array_get_element (array, seat);

      if (json_node_get_value_type (element) != G_TYPE_INT64 ||
          json_node_get_int (element) < 0 || json_node_get_int (element) >= TRP_NET_MAX_UNITS)
        return NULL;
      unit_of_seat[seat] = (int) json_node_get_int (element);
      n_units = MAX (n_units, unit_of_seat[seat] + 1);
    }

  node = json_object_get_member (object, "before");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return NULL;
  n_units = MAX (n_units, (gint64) json_array_get_length (json_node_get_array (node)));
  if (n_units == 0 || n_units > TRP_NET_MAX_UNITS ||
      !read_totals (object, "before", n_units, before) || !read_totals (object, "after", n_units, after))
    return NULL;

  node = json_object_get_member (object, "lines");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node) ||
      json_array_get_length (json_node_get_array (node)) > TRP_NET_MAX_SCORE_LINES)
    return NULL;
  array = json_node_get_array (node);

  result = trp_round_result_new (n_units);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      JsonObject *line = JSON_NODE_HOLDS_OBJECT (element) ? json_node_get_object (element) : NULL;
      gint64 unit, kind, seat, points, amount;
      const char *rule, *label;

      if (line == NULL ||
          !get_int (line, "unit", 0, n_units - 1, &unit) ||
          !get_int (line, "kind", 0, TRP_N_SCORE_KINDS - 1, &kind) ||
          !get_int (line, "seat", -1, (gint64) n_seats - 1, &seat) ||
          !get_int (line, "points", G_MININT / 2, G_MAXINT / 2, &points) ||
          !get_int (line, "amount", G_MININT / 2, G_MAXINT / 2, &amount) ||
          (rule = trp_net_member_string (line, "rule")) == NULL ||
          (label = trp_net_member_string (line, "label")) == NULL)
        return NULL;
      trp_round_result_add_line_full (result, unit, kind, seat, rule, points, amount, label);
    }
  trp_round_result_set_match_totals (result, before, after);
  trp_round_result_set_target (result, target, levels);
  return g_steal_pointer (&result);
}
