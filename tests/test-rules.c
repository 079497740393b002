/* test-rules.c: the option-table machinery, on a table made for the test
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "trp-rules.h"

static const TrpOptionChoice mode_choices[] = {
  { "alpha", "Alpha" },
  { "beta", "Beta" },
  { "gamma", "Gamma" },
};

static const int value_allowed[] = { 20, 25 };
static const int default_pairs[] = { TRP_RULES_NULL, 0, 100, 50 };

static gboolean
check_ascending (const int  *values,
                 guint       n_values,
                 GError    **error)
{
  for (guint i = 2; i < n_values; i += 2)
    if (values[i - 2] != TRP_RULES_NULL && values[i] <= values[i - 2])
      {
        g_set_error (error, TRP_RULES_ERROR, TRP_RULES_ERROR_INVALID_VALUE, "bounds must ascend");
        return FALSE;
      }
  return TRUE;
}

static const TrpOptionSpec options[] = {
  { .id = "flag", .type = TRP_OPTION_BOOL, .title = "Flag", .explanation = "A switch",
    .rule_ref = "T-1", .default_value = 0 },
  { .id = "value", .type = TRP_OPTION_INT, .title = "Value", .explanation = "Two values",
    .rule_ref = "T-2", .default_value = 20, .allowed = value_allowed,
    .n_allowed = G_N_ELEMENTS (value_allowed) },
  { .id = "target", .type = TRP_OPTION_INT, .title = "Target", .explanation = "Multiples of 5",
    .rule_ref = "T-3", .default_value = 500, .min = 5, .max = 10000, .step = 5 },
  { .id = "limit", .type = TRP_OPTION_INT, .title = "Limit", .explanation = "Null or positive",
    .rule_ref = "T-4", .default_value = TRP_RULES_NULL, .min = 1, .max = 1000, .nullable = TRUE },
  { .id = "mode", .type = TRP_OPTION_ENUM, .title = "Mode", .explanation = "Three modes",
    .rule_ref = "T-5", .default_value = 1, .choices = mode_choices,
    .n_choices = G_N_ELEMENTS (mode_choices) },
  { .id = "pairs", .type = TRP_OPTION_TABLE, .title = "Pairs", .explanation = "Pairs",
    .rule_ref = "T-6", .min = -10000, .max = 10000, .nullable = TRUE, .row_width = 2,
    .min_rows = 0, .max_rows = 8, .default_table = default_pairs,
    .n_default_table = G_N_ELEMENTS (default_pairs), .check_table = check_ascending },
};

static gboolean
check_cross (TrpRules  *rules,
             GError   **error)
{
  /* A made-up constraint: gamma mode needs the flag. */
  if (trp_rules_get_enum (rules, "mode") == 2 && !trp_rules_get_bool (rules, "flag"))
    {
      g_set_error (error, TRP_RULES_ERROR, TRP_RULES_ERROR_INVALID_VALUE,
                   "mode gamma needs flag");
      return FALSE;
    }
  return TRUE;
}

static const TrpRulesPreset presets[] = {
  { "standard", "Standard", "Defaults", "{}" },
  { "fancy", "Fancy", "Changes two", "{\"flag\": true, \"mode\": \"gamma\"}" },
};

static const TrpRulesDescriptor descriptor = {
  .game_id = "test",
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .presets = presets,
  .n_presets = G_N_ELEMENTS (presets),
  .check = check_cross,
};

static void
test_rules_defaults (void)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&descriptor);
  const int *table;
  guint n;

  g_assert_false (trp_rules_get_bool (rules, "flag"));
  g_assert_cmpint (trp_rules_get_int (rules, "value"), ==, 20);
  g_assert_cmpint (trp_rules_get_int (rules, "target"), ==, 500);
  g_assert_cmpint (trp_rules_get_int (rules, "limit"), ==, TRP_RULES_NULL);
  g_assert_cmpstr (trp_rules_get_enum_id (rules, "mode"), ==, "beta");
  g_assert_cmpuint (trp_rules_get_enum (rules, "mode"), ==, 1);
  table = trp_rules_get_table (rules, "pairs", &n);
  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpint (table[0], ==, TRP_RULES_NULL);
  g_assert_cmpint (table[3], ==, 50);
  g_assert_cmpstr (trp_rules_find_preset (rules), ==, "standard");
}

static void
expect_invalid (TrpRules   *rules,
                const char *json,
                const char *must_mention)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = json_from_string (json, NULL);
  g_autoptr(JsonNode) before = trp_rules_to_json (rules);
  g_autoptr(JsonNode) after = NULL;

  g_assert_nonnull (node);
  g_assert_false (trp_rules_update_from_json (rules, node, &error));
  g_assert_nonnull (error);
  g_assert_true (error->domain == TRP_RULES_ERROR);
  if (must_mention != NULL && strstr (error->message, must_mention) == NULL)
    g_error ("“%s” does not mention “%s”", error->message, must_mention);

  /* All or nothing: a refused update changes nothing. */
  after = trp_rules_to_json (rules);
  g_assert_true (json_node_equal (before, after));
}

static void
test_rules_validation_errors (void)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&descriptor);

  expect_invalid (rules, "{\"nope\": 1}", "nope");
  expect_invalid (rules, "{\"nope\": 1}", "flag, value, target");
  expect_invalid (rules, "{\"value\": 30}", "20, 25");
  expect_invalid (rules, "{\"value\": \"20\"}", "value");
  expect_invalid (rules, "{\"flag\": 1}", "flag");
  expect_invalid (rules, "{\"target\": 502}", "multiples of 5");
  expect_invalid (rules, "{\"target\": 0}", "target");
  expect_invalid (rules, "{\"target\": 1.5}", "target");
  expect_invalid (rules, "{\"target\": 99999999999}", "target");
  expect_invalid (rules, "{\"value\": null}", "value");
  expect_invalid (rules, "{\"limit\": 0}", "or null");
  expect_invalid (rules, "{\"mode\": \"delta\"}", "alpha, beta, gamma");
  expect_invalid (rules, "{\"pairs\": [[null, 0], [100]]}", "pairs");
  expect_invalid (rules, "{\"pairs\": [[null, 0], [100, 50], [50, 75]]}", "ascend");
  expect_invalid (rules, "{\"pairs\": 3}", "pairs");
  expect_invalid (rules, "{\"flag\": false, \"mode\": \"gamma\"}", "needs flag");
  expect_invalid (rules, "[1, 2]", NULL);
}

static void
test_rules_setters (void)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&descriptor);
  g_autoptr(GError) error = NULL;
  static const int bad_pairs[] = { TRP_RULES_NULL, 0, 10 };

  g_assert_true (trp_rules_set_int (rules, "value", 25, &error));
  g_assert_no_error (error);
  g_assert_false (trp_rules_set_int (rules, "value", 21, &error));
  g_assert_error (error, TRP_RULES_ERROR, TRP_RULES_ERROR_INVALID_VALUE);
  g_clear_error (&error);
  g_assert_cmpint (trp_rules_get_int (rules, "value"), ==, 25);

  g_assert_false (trp_rules_set_enum_id (rules, "mode", "gamma", &error));
  g_assert_error (error, TRP_RULES_ERROR, TRP_RULES_ERROR_INVALID_VALUE);
  g_clear_error (&error);
  g_assert_cmpstr (trp_rules_get_enum_id (rules, "mode"), ==, "beta");

  g_assert_false (trp_rules_set_table (rules, "pairs", bad_pairs, G_N_ELEMENTS (bad_pairs), &error));
  g_assert_error (error, TRP_RULES_ERROR, TRP_RULES_ERROR_INVALID_VALUE);
  g_clear_error (&error);

  g_assert_null (trp_rules_find_preset (rules));
  trp_rules_reset (rules);
  g_assert_cmpstr (trp_rules_find_preset (rules), ==, "standard");
}

static void
test_rules_json_round_trip (void)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&descriptor);
  g_autoptr(TrpRules) loaded = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  static const int pairs[] = { TRP_RULES_NULL, 5, 1000, 75, 2000, 100 };

  g_assert_true (trp_rules_set_bool (rules, "flag", TRUE, NULL));
  g_assert_true (trp_rules_set_int (rules, "limit", 40, NULL));
  g_assert_true (trp_rules_set_enum_id (rules, "mode", "alpha", NULL));
  g_assert_true (trp_rules_set_table (rules, "pairs", pairs, G_N_ELEMENTS (pairs), NULL));

  node = trp_rules_to_json (rules);
  text = json_to_string (node, FALSE);
  g_assert_cmpstr (text, ==,
                   "{\"flag\":true,\"value\":20,\"target\":500,\"limit\":40,\"mode\":\"alpha\","
                   "\"pairs\":[[null,5],[1000,75],[2000,100]]}");

  loaded = trp_rules_new_from_json (&descriptor, node, &error);
  g_assert_no_error (error);
  g_assert_true (trp_rules_equal (rules, loaded));
}

static void
test_rules_presets (void)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&descriptor);
  g_autoptr(GError) error = NULL;

  g_assert_true (trp_rules_apply_preset (rules, "fancy", &error));
  g_assert_no_error (error);
  g_assert_true (trp_rules_get_bool (rules, "flag"));
  g_assert_cmpstr (trp_rules_get_enum_id (rules, "mode"), ==, "gamma");
  g_assert_cmpstr (trp_rules_find_preset (rules), ==, "fancy");

  /* Any edit makes the rules custom. */
  g_assert_true (trp_rules_set_int (rules, "target", 505, NULL));
  g_assert_null (trp_rules_find_preset (rules));

  /* A preset starts from the defaults, not from the current values. */
  g_assert_true (trp_rules_apply_preset (rules, "standard", NULL));
  g_assert_cmpint (trp_rules_get_int (rules, "target"), ==, 500);

  g_assert_false (trp_rules_apply_preset (rules, "missing", &error));
  g_assert_error (error, TRP_RULES_ERROR, TRP_RULES_ERROR_UNKNOWN_PRESET);
  g_assert_nonnull (strstr (error->message, "standard, fancy"));
}

static void
changed_cb (TrpRules   *rules,
            const char *option_id,
            guint      *count)
{
  (*count)++;
}

static void
test_rules_changed_and_frozen (void)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&descriptor);
  g_autoptr(TrpRules) copy = NULL;
  guint count = 0;

  g_signal_connect (rules, "changed::flag", G_CALLBACK (changed_cb), &count);
  g_assert_true (trp_rules_set_bool (rules, "flag", TRUE, NULL));
  g_assert_true (trp_rules_set_bool (rules, "flag", TRUE, NULL));
  g_assert_cmpuint (count, ==, 1);

  trp_rules_freeze (rules);
  g_assert_true (trp_rules_is_frozen (rules));
  copy = trp_rules_copy (rules);
  g_assert_false (trp_rules_is_frozen (copy));
  g_assert_true (trp_rules_equal (rules, copy));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rules/defaults", test_rules_defaults);
  g_test_add_func ("/rules/validation-errors", test_rules_validation_errors);
  g_test_add_func ("/rules/setters", test_rules_setters);
  g_test_add_func ("/rules/json-round-trip", test_rules_json_round_trip);
  g_test_add_func ("/rules/presets", test_rules_presets);
  g_test_add_func ("/rules/changed-and-frozen", test_rules_changed_and_frozen);

  return g_test_run ();
}
