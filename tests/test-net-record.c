/* test-net-record.c: a round result as a guest reads it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The host writes the result sheet with the engine's own round-result
 * JSON and a guest reads it back whole or not at all: every line, its
 * words, the totals and the target as they were; anything malformed,
 * out of range or oversized is refused.
 */

#include "config.h"

#include "trp-net-record.h"

/* A Da Bai Fen-like round of two teams at four seats: the declarers'
 * card points reported, not scored (D-35), and levels (D-38). */
static TrpRoundResult *
make_result (void)
{
  TrpRoundResult *result = trp_round_result_new (2);
  const int before[] = { 2, 3 };
  const int after[] = { 2, 5 };

  trp_round_result_add_line_full (result, 1, TRP_SCORE_TRICK_POINTS, -1, "D-35", 0, 85, "Card points");
  trp_round_result_add_line_full (result, 1, TRP_SCORE_LEVELS, 3, "D-38", 2, 0, "Levels up");
  trp_round_result_add_line (result, 0, "D-40", -1, "Penalty");
  trp_round_result_set_match_totals (result, before, after);
  trp_round_result_set_target (result, 14, TRUE);
  return result;
}

static JsonObject *
write_record (TrpRoundResult *result,
              const int      *unit_of_seat,
              guint           n_seats)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "unit_of_seat");
  json_builder_begin_array (builder);
  for (guint seat = 0; seat < n_seats; seat++)
    json_builder_add_int_value (builder, unit_of_seat[seat]);
  json_builder_end_array (builder);
  trp_round_result_build_json (result, builder,
                               TRP_ROUND_RESULT_JSON_LABELS | TRP_ROUND_RESULT_JSON_MATCH);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  return json_object_ref (json_node_get_object (root));
}

static void
test_round_trip (void)
{
  g_autoptr(TrpRoundResult) result = make_result ();
  const int units[] = { 0, 1, 0, 1 };
  g_autoptr(JsonObject) object = write_record (result, units, 4);
  int read_units[4] = { -1, -1, -1, -1 };
  g_autoptr(TrpRoundResult) read = trp_net_round_result_from_json (object, 4, read_units);

  g_assert_nonnull (read);
  g_assert_cmpmem (read_units, sizeof read_units, units, sizeof units);
  g_assert_cmpuint (trp_round_result_get_n_units (read), ==, 2);
  g_assert_cmpuint (trp_round_result_get_n_lines (read), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      const TrpScoreLine *a = trp_round_result_get_line (result, i);
      const TrpScoreLine *b = trp_round_result_get_line (read, i);

      g_assert_cmpuint (a->unit, ==, b->unit);
      g_assert_cmpint (a->kind, ==, b->kind);
      g_assert_cmpint (a->seat, ==, b->seat);
      g_assert_cmpstr (a->rule_id, ==, b->rule_id);
      g_assert_cmpint (a->points, ==, b->points);
      g_assert_cmpint (a->amount, ==, b->amount);
      g_assert_cmpstr (a->label, ==, b->label);
    }
  g_assert_cmpint (trp_round_result_get_total (read, 0), ==, -1);
  g_assert_cmpint (trp_round_result_get_total (read, 1), ==, 2);
  g_assert_cmpint (trp_round_result_get_total_before (read, 1), ==, 3);
  g_assert_cmpint (trp_round_result_get_total_after (read, 1), ==, 5);
  g_assert_cmpint (trp_round_result_get_target (read), ==, 14);
  g_assert_true (trp_round_result_get_totals_are_levels (read));
}

/* One member spoilt at a time: the reader refuses the whole record. */
static void
test_refuses_malformed (void)
{
  static const struct
  {
    const char *what;
    const char *json;
  } cases[] = {
    { "no unit of seat", "{\"target\": 14, \"levels\": true, \"before\": [2, 3], \"after\": [2, 5], \"lines\": []}" },
    { "a seat's unit beyond the units", "{\"unit_of_seat\": [0, 2], \"target\": 14, \"levels\": true, \"before\": [2, 3], \"after\": [2, 5], \"lines\": []}" },
    { "totals of different lengths", "{\"unit_of_seat\": [0, 1], \"target\": 14, \"levels\": true, \"before\": [2, 3], \"after\": [2], \"lines\": []}" },
    { "no units", "{\"unit_of_seat\": [], \"target\": 14, \"levels\": true, \"before\": [], \"after\": [], \"lines\": []}" },
    { "nine units", "{\"unit_of_seat\": [0, 1], \"target\": 14, \"levels\": true, \"before\": [0,0,0,0,0,0,0,0,0], \"after\": [0,0,0,0,0,0,0,0,0], \"lines\": []}" },
    { "a total out of range", "{\"unit_of_seat\": [0, 1], \"target\": 14, \"levels\": true, \"before\": [2, 3], \"after\": [2, 9999999999], \"lines\": []}" },
    { "levels not a boolean", "{\"unit_of_seat\": [0, 1], \"target\": 14, \"levels\": 1, \"before\": [2, 3], \"after\": [2, 5], \"lines\": []}" },
    { "a line of another unit", "{\"unit_of_seat\": [0, 1], \"target\": 14, \"levels\": true, \"before\": [2, 3], \"after\": [2, 5], \"lines\": [{\"unit\": 2, \"kind\": 0, \"rule\": \"D-40\", \"points\": 1, \"label\": \"x\"}]}" },
    { "a line of an unknown kind", "{\"unit_of_seat\": [0, 1], \"target\": 14, \"levels\": true, \"before\": [2, 3], \"after\": [2, 5], \"lines\": [{\"unit\": 0, \"kind\": 99, \"rule\": \"D-40\", \"points\": 1, \"label\": \"x\"}]}" },
    { "a line about a seat not at the table", "{\"unit_of_seat\": [0, 1], \"target\": 14, \"levels\": true, \"before\": [2, 3], \"after\": [2, 5], \"lines\": [{\"unit\": 0, \"kind\": 0, \"seat\": 2, \"rule\": \"D-40\", \"points\": 1, \"label\": \"x\"}]}" },
    { "a label that is not words", "{\"unit_of_seat\": [0, 1], \"target\": 14, \"levels\": true, \"before\": [2, 3], \"after\": [2, 5], \"lines\": [{\"unit\": 0, \"kind\": 0, \"rule\": \"D-40\", \"points\": 1, \"label\": 7}]}" },
    { "a line without its rule", "{\"unit_of_seat\": [0, 1], \"target\": 14, \"levels\": true, \"before\": [2, 3], \"after\": [2, 5], \"lines\": [{\"unit\": 0, \"kind\": 0, \"points\": 1, \"label\": \"x\"}]}" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonNode) node = json_from_string (cases[i].json, NULL);
      int units[2];
      g_autoptr(TrpRoundResult) read = NULL;

      g_assert_nonnull (node);
      read = trp_net_round_result_from_json (json_node_get_object (node), 2, units);
      if (read != NULL)
        g_error ("read a record with %s", cases[i].what);
    }
}

/* More lines than a guest reads (TRP_NET_MAX_SCORE_LINES): refused. */
static void
test_refuses_oversized (void)
{
  g_autoptr(TrpRoundResult) result = trp_round_result_new (2);
  const int zero[] = { 0, 0 };
  const int units[] = { 0, 1 };
  g_autoptr(JsonObject) object = NULL;
  int read_units[2];
  g_autoptr(TrpRoundResult) read = NULL;

  for (guint i = 0; i <= TRP_NET_MAX_SCORE_LINES; i++)
    trp_round_result_add_line (result, i % 2, "M-5", 1, "Card points");
  trp_round_result_set_match_totals (result, zero, zero);
  object = write_record (result, units, 2);
  read = trp_net_round_result_from_json (object, 2, read_units);
  g_assert_null (read);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/net-record/round-trip", test_round_trip);
  g_test_add_func ("/net-record/refuses-malformed", test_refuses_malformed);
  g_test_add_func ("/net-record/refuses-oversized", test_refuses_oversized);
  return g_test_run ();
}
