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

      if (summary == NULL || !trp_json_member_int_in (object, "seat", 0, TRP_NET_MAX_UNITS * 2, &seat))
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

  if (result == NULL)
    return NULL;
  builder = json_builder_new_immutable ();
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "round");
  json_builder_add_int_value (builder, round);
  json_builder_set_member_name (builder, "unit_of_seat");
  json_builder_begin_array (builder);
  for (guint seat = 0; seat < trp_match_get_n_players (match); seat++)
    json_builder_add_int_value (builder, game != NULL ? (int) trp_game_get_scoring_unit (game, (int) seat) : (int) seat);
  json_builder_end_array (builder);
  trp_round_result_build_json (result, builder,
                               TRP_ROUND_RESULT_JSON_LABELS | TRP_ROUND_RESULT_JSON_MATCH);
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

  result = trp_round_result_new_from_json (object, TRP_NET_MAX_UNITS, TRP_NET_MAX_SCORE_LINES, n_seats);
  if (result == NULL ||
      !trp_json_member_ints_in (object, "unit_of_seat", n_seats, 0,
                                trp_round_result_get_n_units (result) - 1, unit_of_seat))
    return NULL;
  return g_steal_pointer (&result);
}
