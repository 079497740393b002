/* test-game-options.c: the house-rule tables of the three games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Checks every descriptor against its rules spec: defaults (biriba.md §6.1,
 * dabaifen.md §9, marianna.md §6), presets (biriba.md §6.4, D-46, the
 * Presets table of marianna.md §6), rejected values, JSON round trips, and
 * that every option row is well formed.
 */

#include "config.h"

#include <string.h>

#include "trp-rules.h"
#include "biriba/trp-biriba-options.h"
#include "dabaifen/trp-dabaifen-options.h"
#include "marianna/trp-marianna-options.h"

static const TrpRulesDescriptor * const all_descriptors[] = {
  &trp_biriba_rules_descriptor,
  &trp_dabaifen_rules_descriptor,
  &trp_marianna_rules_descriptor,
  &trp_cinquecento_rules_descriptor,
  &trp_briscola_151_rules_descriptor,
  &trp_mariaccio_rules_descriptor,
};

/* Helpers */

static TrpRules *
rules_from_json_text (const TrpRulesDescriptor  *descriptor,
                      const char                *text,
                      GError                   **error)
{
  g_autoptr(JsonNode) node = json_from_string (text, NULL);

  g_assert_nonnull (node);
  return trp_rules_new_from_json (descriptor, node, error);
}

/* The error is TRP_RULES_ERROR_INVALID_VALUE and names the option. */
static void
assert_invalid_value (GError     *error,
                      const char *option_id)
{
  g_assert_error (error, TRP_RULES_ERROR, TRP_RULES_ERROR_INVALID_VALUE);
  if (strstr (error->message, option_id) == NULL)
    g_error ("“%s” does not name the option %s", error->message, option_id);
}

static void
assert_int_rejected (const TrpRulesDescriptor *descriptor,
                     const char               *option_id,
                     int                       value)
{
  g_autoptr(TrpRules) rules = trp_rules_new (descriptor);
  g_autoptr(TrpRules) pristine = trp_rules_new (descriptor);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) json_error = NULL;
  g_autofree char *json = NULL;
  g_autoptr(TrpRules) from_json = NULL;

  g_assert_false (trp_rules_set_int (rules, option_id, value, &error));
  assert_invalid_value (error, option_id);
  g_assert_true (trp_rules_equal (rules, pristine));

  /* The same value from a save file is refused the same way. */
  json = g_strdup_printf ("{\"%s\": %d}", option_id, value);
  from_json = rules_from_json_text (descriptor, json, &json_error);
  g_assert_null (from_json);
  assert_invalid_value (json_error, option_id);
}

static void
assert_int_accepted (const TrpRulesDescriptor *descriptor,
                     const char               *option_id,
                     int                       value)
{
  g_autoptr(TrpRules) rules = trp_rules_new (descriptor);
  g_autoptr(GError) error = NULL;

  g_assert_true (trp_rules_set_int (rules, option_id, value, &error));
  g_assert_no_error (error);
  g_assert_cmpint (trp_rules_get_int (rules, option_id), ==, value);
}

static void
assert_table_rejected (const TrpRulesDescriptor *descriptor,
                       const char               *option_id,
                       const int                *values,
                       guint                     n_values)
{
  g_autoptr(TrpRules) rules = trp_rules_new (descriptor);
  g_autoptr(TrpRules) pristine = trp_rules_new (descriptor);
  g_autoptr(GError) error = NULL;

  g_assert_false (trp_rules_set_table (rules, option_id, values, n_values, &error));
  assert_invalid_value (error, option_id);
  g_assert_true (trp_rules_equal (rules, pristine));
}

static void
assert_table_accepted (const TrpRulesDescriptor *descriptor,
                       const char               *option_id,
                       const int                *values,
                       guint                     n_values)
{
  g_autoptr(TrpRules) rules = trp_rules_new (descriptor);
  g_autoptr(GError) error = NULL;
  const int *stored;
  guint n_stored;

  g_assert_true (trp_rules_set_table (rules, option_id, values, n_values, &error));
  g_assert_no_error (error);
  stored = trp_rules_get_table (rules, option_id, &n_stored);
  g_assert_cmpmem (stored, n_stored * sizeof (int), values, n_values * sizeof (int));
}

/* Applies @preset_id to rules that were changed first (a preset starts from
 * the defaults), checks that the result equals @expected, built by hand
 * from the spec, and that the preset is recognized again.
 */
static void
assert_preset (const TrpRulesDescriptor *descriptor,
               const char               *preset_id,
               TrpRules                 *expected)
{
  g_autoptr(TrpRules) rules = trp_rules_new (descriptor);
  g_autoptr(GError) error = NULL;

  g_assert_true (trp_rules_apply_preset (rules, preset_id, &error));
  g_assert_no_error (error);
  g_assert_true (trp_rules_equal (rules, expected));
  g_assert_cmpstr (trp_rules_find_preset (rules), ==, preset_id);
  g_assert_cmpstr (trp_rules_find_preset (expected), ==, preset_id);
}

static void
assert_json_round_trip (TrpRules *rules)
{
  g_autoptr(JsonNode) node = trp_rules_to_json (rules);
  g_autoptr(TrpRules) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = json_to_string (node, FALSE);
  g_autoptr(JsonNode) reparsed = json_from_string (text, &error);

  g_assert_no_error (error);
  back = trp_rules_new_from_json (trp_rules_get_descriptor (rules), reparsed, &error);
  g_assert_no_error (error);
  g_assert_nonnull (back);
  g_assert_true (trp_rules_equal (rules, back));
  g_assert_null (trp_rules_find_preset (back));
}

static void
assert_option_ids (const TrpRulesDescriptor *descriptor,
                   const char * const       *ids,
                   guint                     n_ids)
{
  g_assert_cmpuint (descriptor->n_options, ==, n_ids);
  for (guint i = 0; i < n_ids; i++)
    g_assert_cmpstr (descriptor->options[i].id, ==, ids[i]);
}

/* All descriptors */

static gboolean
int_is_legal (const TrpOptionSpec *spec,
              int                  value)
{
  if (value == TRP_RULES_NULL)
    return spec->nullable;

  if (spec->allowed != NULL)
    {
      for (guint i = 0; i < spec->n_allowed; i++)
        if (spec->allowed[i] == value)
          return TRUE;
      return FALSE;
    }

  return value >= spec->min && value <= spec->max &&
         (spec->step <= 1 || (value - spec->min) % spec->step == 0);
}

static void
check_option_spec (const TrpRulesDescriptor *descriptor,
                   const TrpOptionSpec      *spec)
{
  g_test_message ("%s: %s", descriptor->game_id, spec->id);

  g_assert_nonnull (spec->id);
  g_assert_cmpstr (spec->id, !=, "");
  for (const char *p = spec->id; *p; p++)
    g_assert_true (g_ascii_islower (*p) || g_ascii_isdigit (*p) || *p == '_');
  g_assert_nonnull (spec->title);
  g_assert_cmpstr (spec->title, !=, "");
  g_assert_nonnull (spec->explanation);
  g_assert_cmpstr (spec->explanation, !=, "");
  g_assert_nonnull (spec->rule_ref);
  g_assert_cmpstr (spec->rule_ref, !=, "");

  switch (spec->type)
    {
    case TRP_OPTION_BOOL:
      g_assert_true (spec->default_value == 0 || spec->default_value == 1);
      break;

    case TRP_OPTION_INT:
      g_assert_cmpint (spec->min, <=, spec->max);
      g_assert_true (spec->allowed == NULL || spec->n_allowed > 0);
      g_assert_true (int_is_legal (spec, spec->default_value));
      for (guint i = 0; i < spec->n_allowed; i++)
        g_assert_true (spec->allowed[i] >= spec->min && spec->allowed[i] <= spec->max);
      for (guint i = 0; i < spec->n_suggested; i++)
        g_assert_true (int_is_legal (spec, spec->suggested[i]));
      break;

    case TRP_OPTION_ENUM:
      g_assert_nonnull (spec->choices);
      g_assert_cmpuint (spec->n_choices, >=, 2);
      g_assert_cmpint (spec->default_value, >=, 0);
      g_assert_cmpuint ((guint) spec->default_value, <, spec->n_choices);
      for (guint i = 0; i < spec->n_choices; i++)
        {
          g_assert_nonnull (spec->choices[i].id);
          g_assert_nonnull (spec->choices[i].label);
          g_assert_cmpstr (spec->choices[i].label, !=, "");
          for (guint j = 0; j < i; j++)
            g_assert_cmpstr (spec->choices[i].id, !=, spec->choices[j].id);
        }
      break;

    case TRP_OPTION_TABLE:
      {
        guint n_rows;

        g_assert_cmpuint (spec->row_width, >=, 1);
        g_assert_cmpuint (spec->min_rows, <=, spec->max_rows);
        g_assert_cmpuint (spec->n_default_table % spec->row_width, ==, 0);
        n_rows = spec->n_default_table / spec->row_width;
        g_assert_cmpuint (n_rows, >=, spec->min_rows);
        g_assert_cmpuint (n_rows, <=, spec->max_rows);
        g_assert_true (spec->n_default_table == 0 || spec->default_table != NULL);
        for (guint i = 0; i < spec->n_default_table; i++)
          g_assert_true (spec->default_table[i] == TRP_RULES_NULL
                         ? spec->nullable
                         : (spec->default_table[i] >= spec->min &&
                            spec->default_table[i] <= spec->max));
        if (spec->check_table != NULL)
          {
            g_autoptr(GError) error = NULL;

            g_assert_true (spec->check_table (spec->default_table, spec->n_default_table, &error));
            g_assert_no_error (error);
          }
      }
      break;

    default:
      g_assert_not_reached ();
    }
}

static void
test_all_descriptors (void)
{
  for (guint d = 0; d < G_N_ELEMENTS (all_descriptors); d++)
    {
      const TrpRulesDescriptor *descriptor = all_descriptors[d];
      g_autoptr(TrpRules) defaults = NULL;
      g_autoptr(GError) error = NULL;

      g_assert_nonnull (descriptor->game_id);
      for (guint e = 0; e < d; e++)
        g_assert_cmpstr (descriptor->game_id, !=, all_descriptors[e]->game_id);

      g_assert_cmpuint (descriptor->n_options, >, 0);
      for (guint i = 0; i < descriptor->n_options; i++)
        {
          check_option_spec (descriptor, &descriptor->options[i]);
          for (guint j = 0; j < i; j++)
            g_assert_cmpstr (descriptor->options[i].id, !=, descriptor->options[j].id);
        }

      /* The defaults pass the descriptor's own check. */
      defaults = trp_rules_new (descriptor);
      if (descriptor->check != NULL)
        {
          g_assert_true (descriptor->check (defaults, &error));
          g_assert_no_error (error);
        }

      /* "standard" comes first and is the defaults; every preset applies
       * and is recognized as itself, so no two presets are the same rules.
       */
      g_assert_cmpuint (descriptor->n_presets, >=, 1);
      g_assert_cmpstr (descriptor->presets[0].id, ==, "standard");
      g_assert_cmpstr (descriptor->presets[0].settings, ==, "{}");
      g_assert_cmpstr (trp_rules_find_preset (defaults), ==, "standard");
      for (guint i = 0; i < descriptor->n_presets; i++)
        {
          const TrpRulesPreset *preset = &descriptor->presets[i];
          g_autoptr(TrpRules) rules = trp_rules_new (descriptor);

          g_assert_nonnull (preset->id);
          g_assert_nonnull (preset->title);
          g_assert_nonnull (preset->description);
          g_assert_nonnull (preset->settings);
          for (guint j = 0; j < i; j++)
            g_assert_cmpstr (preset->id, !=, descriptor->presets[j].id);

          g_assert_true (trp_rules_apply_preset (rules, preset->id, &error));
          g_assert_no_error (error);
          g_assert_cmpstr (trp_rules_find_preset (rules), ==, preset->id);
        }
    }
}

/* Biriba */

static void
test_biriba_defaults (void)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&trp_biriba_rules_descriptor);
  static const int standard_bonuses[] = { 200, 100, 300, 150, 400, 200, 1000, 500, 2000, 1000 };
  const int *table;
  guint n_values;

  g_assert_cmpuint (trp_biriba_rules_descriptor.n_options, ==, 31);
  g_assert_cmpstr (trp_biriba_rules_descriptor.game_id, ==, "biriba");

  g_assert_cmpint (trp_rules_get_int (rules, "player_count"), ==, 4);
  g_assert_cmpstr (trp_rules_get_enum_id (rules, "three_player_mode"), ==, "teams_after_first_biribaki");
  g_assert_false (trp_rules_get_bool (rules, "runs_only"));
  g_assert_false (trp_rules_get_bool (rules, "allow_sets_of_twos"));
  g_assert_true (trp_rules_get_bool (rules, "ace_high_in_runs"));
  g_assert_cmpstr (trp_rules_get_enum_id (rules, "pile_pickup_restriction"), ==, "none");
  g_assert_cmpstr (trp_rules_get_enum_id (rules, "discard_restriction_scope"), ==, "top_card");
  g_assert_false (trp_rules_get_bool (rules, "biribaki_without_biriba"));
  g_assert_false (trp_rules_get_bool (rules, "solo_first_biribaki_needs_biriba"));
  g_assert_false (trp_rules_get_bool (rules, "going_out_requires_own_biribaki"));
  g_assert_cmpstr (trp_rules_get_enum_id (rules, "initial_meld_minimum"), ==, "none");
  table = trp_rules_get_table (rules, "initial_meld_minimum_custom", &n_values);
  g_assert_cmpuint (n_values, ==, 0);
  g_assert_cmpstr (trp_rules_get_enum_id (rules, "upcard_mode"), ==, "turn_up");
  g_assert_cmpstr (trp_rules_get_enum_id (rules, "joker_upcard_rule"), ==, "no_kozi");
  g_assert_true (trp_rules_get_bool (rules, "kozi_bonus_enabled"));
  g_assert_cmpint (trp_rules_get_int (rules, "joker_value"), ==, 20);
  g_assert_cmpint (trp_rules_get_int (rules, "two_value"), ==, 10);
  g_assert_cmpstr (trp_rules_get_enum_id (rules, "biriba_bonus_scheme"), ==, "standard");
  table = trp_rules_get_table (rules, "biriba_bonus_custom", &n_values);
  g_assert_cmpmem (table, n_values * sizeof (int), standard_bonuses, sizeof standard_bonuses);
  g_assert_cmpint (trp_rules_get_int (rules, "going_out_bonus"), ==, 100);
  g_assert_cmpint (trp_rules_get_int (rules, "biribaki_not_taken_penalty"), ==, 100);
  g_assert_true (trp_rules_get_bool (rules, "unused_biribaki_rule"));
  g_assert_cmpint (trp_rules_get_int (rules, "no_biriba_penalty"), ==, 0);
  g_assert_cmpint (trp_rules_get_int (rules, "no_meld_penalty"), ==, 0);
  g_assert_cmpstr (trp_rules_get_enum_id (rules, "no_meld_penalty_mode"), ==, "replaces_penalties");
  g_assert_false (trp_rules_get_bool (rules, "three_player_team_no_wild_discard"));
  g_assert_cmpstr (trp_rules_get_enum_id (rules, "solo_phase_melding"), ==, "go_down_only");
  g_assert_cmpstr (trp_rules_get_enum_id (rules, "stock_exhaustion_rule"), ==, "pass_until_all_pass");
  g_assert_cmpint (trp_rules_get_int (rules, "target_score"), ==, 5000);
  g_assert_cmpstr (trp_rules_get_enum_id (rules, "target_comparison"), ==, "greater_than");
  g_assert_cmpint (trp_rules_get_int (rules, "stalemate_turn_limit"), ==, TRP_RULES_NULL);
}

static void
test_biriba_table_order (void)
{
  /* §6.1, row by row. */
  static const char * const ids[] = {
    "player_count", "three_player_mode", "runs_only", "allow_sets_of_twos",
    "ace_high_in_runs", "pile_pickup_restriction", "discard_restriction_scope",
    "biribaki_without_biriba", "solo_first_biribaki_needs_biriba",
    "going_out_requires_own_biribaki", "initial_meld_minimum", "initial_meld_minimum_custom", "upcard_mode",
    "joker_upcard_rule", "kozi_bonus_enabled", "joker_value", "two_value",
    "biriba_bonus_scheme", "biriba_bonus_custom", "going_out_bonus",
    "biribaki_not_taken_penalty", "unused_biribaki_rule", "no_biriba_penalty",
    "no_meld_penalty", "no_meld_penalty_mode",
    "three_player_team_no_wild_discard", "solo_phase_melding",
    "stock_exhaustion_rule", "target_score", "target_comparison",
    "stalemate_turn_limit",
  };
  static const char * const minimum_tables[] = {
    "none", "fa_5000_a", "fa_3000_a", "fa_2000", "fa_5000_b", "fa_3000_b",
    "fa_3030", "fa_5000_c", "custom",
  };
  const TrpOptionSpec *spec;

  assert_option_ids (&trp_biriba_rules_descriptor, ids, G_N_ELEMENTS (ids));

  spec = trp_rules_descriptor_find_option (&trp_biriba_rules_descriptor, "initial_meld_minimum");
  g_assert_cmpuint (spec->n_choices, ==, G_N_ELEMENTS (minimum_tables));
  for (guint i = 0; i < spec->n_choices; i++)
    g_assert_cmpstr (spec->choices[i].id, ==, minimum_tables[i]);
}

static void
test_biriba_presets (void)
{
  const TrpRulesDescriptor *descriptor = &trp_biriba_rules_descriptor;
  g_autoptr(TrpRules) standard = trp_rules_new (descriptor);
  g_autoptr(TrpRules) greek = trp_rules_new (descriptor);
  g_autoptr(TrpRules) kouridakis = trp_rules_new (descriptor);
  g_autoptr(TrpRules) solo = trp_rules_new (descriptor);
  g_autoptr(TrpRules) strict = trp_rules_new (descriptor);
  g_autoptr(TrpRules) changed = trp_rules_new (descriptor);
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (descriptor->n_presets, ==, 5);

  assert_preset (descriptor, "standard", standard);

  /* §6.4 greek_2005 [EL]. */
  g_assert_true (trp_rules_set_bool (greek, "runs_only", TRUE, NULL));
  g_assert_true (trp_rules_set_enum_id (greek, "pile_pickup_restriction", "must_meld_from_pile", NULL));
  g_assert_true (trp_rules_set_enum_id (greek, "stock_exhaustion_rule", "end_when_empty", NULL));
  g_assert_true (trp_rules_set_int (greek, "target_score", 2005, NULL));
  g_assert_true (trp_rules_set_enum_id (greek, "target_comparison", "at_least", NULL));
  g_assert_true (trp_rules_set_int (greek, "player_count", 4, NULL));
  assert_preset (descriptor, "greek_2005", greek);

  /* §6.4 kouridakis, A-26. */
  g_assert_true (trp_rules_set_bool (kouridakis, "runs_only", TRUE, NULL));
  g_assert_true (trp_rules_set_enum_id (kouridakis, "pile_pickup_restriction", "can_add_or_form_new", NULL));
  g_assert_true (trp_rules_set_enum_id (kouridakis, "biriba_bonus_scheme", "kouridakis", NULL));
  assert_preset (descriptor, "kouridakis", kouridakis);

  /* §6.4 solo_restricted, B-54, B-55. */
  g_assert_true (trp_rules_set_enum_id (solo, "pile_pickup_restriction", "can_add_to_existing", NULL));
  assert_preset (descriptor, "solo_restricted", solo);

  /* A-10's strict reading: the 18-card packet needs a biriba. */
  g_assert_true (trp_rules_set_bool (strict, "solo_first_biribaki_needs_biriba", TRUE, NULL));
  assert_preset (descriptor, "strict_solo_phase", strict);

  /* A preset starts from the defaults: earlier changes do not survive. */
  g_assert_true (trp_rules_set_int (changed, "joker_value", 25, NULL));
  g_assert_null (trp_rules_find_preset (changed));
  g_assert_true (trp_rules_apply_preset (changed, "kouridakis", &error));
  g_assert_no_error (error);
  g_assert_cmpint (trp_rules_get_int (changed, "joker_value"), ==, 20);
  g_assert_true (trp_rules_equal (changed, kouridakis));
}

static void
test_biriba_player_count (void)
{
  assert_int_rejected (&trp_biriba_rules_descriptor, "player_count", 7);
  assert_int_rejected (&trp_biriba_rules_descriptor, "player_count", 1);
  assert_int_rejected (&trp_biriba_rules_descriptor, "player_count", 0);
  for (int n = 2; n <= 6; n++)
    assert_int_accepted (&trp_biriba_rules_descriptor, "player_count", n);
}

static void
test_biriba_card_values (void)
{
  assert_int_rejected (&trp_biriba_rules_descriptor, "joker_value", 30);
  assert_int_rejected (&trp_biriba_rules_descriptor, "joker_value", 22);
  assert_int_accepted (&trp_biriba_rules_descriptor, "joker_value", 25);
  assert_int_rejected (&trp_biriba_rules_descriptor, "two_value", 15);
  assert_int_rejected (&trp_biriba_rules_descriptor, "two_value", 5);
  assert_int_accepted (&trp_biriba_rules_descriptor, "two_value", 20);
}

static void
test_biriba_penalties (void)
{
  assert_int_rejected (&trp_biriba_rules_descriptor, "no_meld_penalty", 100);
  assert_int_rejected (&trp_biriba_rules_descriptor, "no_meld_penalty", -300);
  assert_int_accepted (&trp_biriba_rules_descriptor, "no_meld_penalty", 300);
  assert_int_rejected (&trp_biriba_rules_descriptor, "no_biriba_penalty", 300);
  assert_int_rejected (&trp_biriba_rules_descriptor, "no_biriba_penalty", 50);
  assert_int_accepted (&trp_biriba_rules_descriptor, "no_biriba_penalty", 100);
  assert_int_rejected (&trp_biriba_rules_descriptor, "going_out_bonus", -5);
  assert_int_accepted (&trp_biriba_rules_descriptor, "going_out_bonus", 0);
  assert_int_rejected (&trp_biriba_rules_descriptor, "biribaki_not_taken_penalty", -100);
  assert_int_accepted (&trp_biriba_rules_descriptor, "biribaki_not_taken_penalty", 0);
}

static void
test_biriba_target_score (void)
{
  assert_int_rejected (&trp_biriba_rules_descriptor, "target_score", 2003);
  assert_int_rejected (&trp_biriba_rules_descriptor, "target_score", 0);
  assert_int_rejected (&trp_biriba_rules_descriptor, "target_score", -5000);
  assert_int_accepted (&trp_biriba_rules_descriptor, "target_score", 2005);
  assert_int_accepted (&trp_biriba_rules_descriptor, "target_score", 3030);
  assert_int_accepted (&trp_biriba_rules_descriptor, "target_score", 5);
}

static void
test_biriba_stalemate_limit (void)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&trp_biriba_rules_descriptor);
  g_autoptr(GError) error = NULL;

  assert_int_rejected (&trp_biriba_rules_descriptor, "stalemate_turn_limit", 0);
  assert_int_rejected (&trp_biriba_rules_descriptor, "stalemate_turn_limit", -1);
  assert_int_accepted (&trp_biriba_rules_descriptor, "stalemate_turn_limit", 1);

  /* Null (no limit) can be set back, and is JSON null. */
  g_assert_true (trp_rules_set_int (rules, "stalemate_turn_limit", 200, &error));
  g_assert_true (trp_rules_set_int (rules, "stalemate_turn_limit", TRP_RULES_NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (trp_rules_find_preset (rules), ==, "standard");
}

static void
test_biriba_unknown_choice (void)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&trp_biriba_rules_descriptor);
  g_autoptr(GError) error = NULL;

  g_assert_false (trp_rules_set_enum_id (rules, "pile_pickup_restriction", "sometimes", &error));
  assert_invalid_value (error, "pile_pickup_restriction");
}

static void
test_biriba_custom_bonus (void)
{
  static const int nine[] = { 200, 100, 300, 150, 400, 200, 1000, 500, 2000 };
  static const int eleven[] = { 200, 100, 300, 150, 400, 200, 1000, 500, 2000, 1000, 0 };
  static const int negative[] = { 200, 100, 300, 150, 400, 200, 1000, -500, 2000, 1000 };
  static const int with_null[] = { 200, 100, 300, TRP_RULES_NULL, 400, 200, 1000, 500, 2000, 1000 };
  static const int other[] = { 250, 125, 0, 0, 500, 250, 1500, 750, 1500, 750 };
  g_autoptr(TrpRules) from_json = NULL;
  g_autoptr(GError) error = NULL;

  assert_table_rejected (&trp_biriba_rules_descriptor, "biriba_bonus_custom", nine, G_N_ELEMENTS (nine));
  assert_table_rejected (&trp_biriba_rules_descriptor, "biriba_bonus_custom", eleven, G_N_ELEMENTS (eleven));
  assert_table_rejected (&trp_biriba_rules_descriptor, "biriba_bonus_custom", negative, G_N_ELEMENTS (negative));
  assert_table_rejected (&trp_biriba_rules_descriptor, "biriba_bonus_custom", with_null, G_N_ELEMENTS (with_null));
  assert_table_accepted (&trp_biriba_rules_descriptor, "biriba_bonus_custom", other, G_N_ELEMENTS (other));

  from_json = rules_from_json_text (&trp_biriba_rules_descriptor,
                                    "{\"biriba_bonus_custom\": [200, 100, 300, 150, 400, 200, 1000, 500, 2000]}",
                                    &error);
  g_assert_null (from_json);
  assert_invalid_value (error, "biriba_bonus_custom");
}

static void
test_biriba_custom_minimum_table (void)
{
  const TrpRulesDescriptor *descriptor = &trp_biriba_rules_descriptor;
  const char *id = "initial_meld_minimum_custom";
  /* fa_5000_a written as a custom table. */
  static const int valid[] = { TRP_RULES_NULL, 0, 1500, 75, 3000, 100, 4000, 120 };
  static const int one_row[] = { TRP_RULES_NULL, 50 };
  static const int negative_bound[] = { TRP_RULES_NULL, 0, -500, 10, 0, 20 };
  static const int first_not_null[] = { 0, 0, 1500, 75 };
  static const int descending[] = { TRP_RULES_NULL, 0, 3000, 100, 1500, 75 };
  static const int repeated[] = { TRP_RULES_NULL, 0, 1500, 75, 1500, 100 };
  static const int later_null[] = { TRP_RULES_NULL, 0, TRP_RULES_NULL, 75 };
  static const int null_minimum[] = { TRP_RULES_NULL, TRP_RULES_NULL, 1500, 75 };
  static const int negative_minimum[] = { TRP_RULES_NULL, -10, 1500, 75 };
  static const int half_row[] = { TRP_RULES_NULL, 0, 1500 };
  g_autoptr(TrpRules) from_json = NULL;
  g_autoptr(TrpRules) bad_json = NULL;
  g_autoptr(GError) error = NULL;
  const int *table;
  guint n_values;

  assert_table_accepted (descriptor, id, valid, G_N_ELEMENTS (valid));
  assert_table_accepted (descriptor, id, one_row, G_N_ELEMENTS (one_row));
  assert_table_accepted (descriptor, id, negative_bound, G_N_ELEMENTS (negative_bound));
  assert_table_accepted (descriptor, id, NULL, 0);

  assert_table_rejected (descriptor, id, first_not_null, G_N_ELEMENTS (first_not_null));
  assert_table_rejected (descriptor, id, descending, G_N_ELEMENTS (descending));
  assert_table_rejected (descriptor, id, repeated, G_N_ELEMENTS (repeated));
  assert_table_rejected (descriptor, id, later_null, G_N_ELEMENTS (later_null));
  assert_table_rejected (descriptor, id, null_minimum, G_N_ELEMENTS (null_minimum));
  assert_table_rejected (descriptor, id, negative_minimum, G_N_ELEMENTS (negative_minimum));
  assert_table_rejected (descriptor, id, half_row, G_N_ELEMENTS (half_row));

  /* In JSON the table is a list of [lower bound, minimum] pairs. */
  from_json = rules_from_json_text (descriptor,
                                    "{\"initial_meld_minimum\": \"custom\", "
                                    "\"initial_meld_minimum_custom\": [[null, 0], [1500, 75], [3000, 100], [4000, 120]]}",
                                    &error);
  g_assert_no_error (error);
  table = trp_rules_get_table (from_json, id, &n_values);
  g_assert_cmpmem (table, n_values * sizeof (int), valid, sizeof valid);

  bad_json = rules_from_json_text (descriptor,
                                   "{\"initial_meld_minimum_custom\": [[null, 0], [3000, 100], [1500, 75]]}",
                                   &error);
  g_assert_null (bad_json);
  assert_invalid_value (error, id);
}

static void
test_biriba_json_round_trip (void)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&trp_biriba_rules_descriptor);
  static const int minimums[] = { TRP_RULES_NULL, 55, 1500, 75, 3000, 95 };
  static const int bonuses[] = { 250, 125, 0, 0, 500, 250, 1500, 750, 1500, 750 };
  g_autoptr(GError) error = NULL;

  g_assert_true (trp_rules_set_int (rules, "player_count", 3, &error));
  g_assert_true (trp_rules_set_enum_id (rules, "three_player_mode", "no_teams", &error));
  g_assert_true (trp_rules_set_bool (rules, "runs_only", TRUE, &error));
  g_assert_true (trp_rules_set_bool (rules, "allow_sets_of_twos", TRUE, &error));
  g_assert_true (trp_rules_set_bool (rules, "ace_high_in_runs", FALSE, &error));
  g_assert_true (trp_rules_set_enum_id (rules, "pile_pickup_restriction", "can_add_or_form_new", &error));
  g_assert_true (trp_rules_set_enum_id (rules, "discard_restriction_scope", "all_taken_cards", &error));
  g_assert_true (trp_rules_set_bool (rules, "biribaki_without_biriba", TRUE, &error));
  g_assert_true (trp_rules_set_enum_id (rules, "initial_meld_minimum", "custom", &error));
  g_assert_true (trp_rules_set_table (rules, "initial_meld_minimum_custom", minimums, G_N_ELEMENTS (minimums), &error));
  g_assert_true (trp_rules_set_enum_id (rules, "upcard_mode", "no_upcard", &error));
  g_assert_true (trp_rules_set_enum_id (rules, "joker_upcard_rule", "first_player_takes_joker", &error));
  g_assert_true (trp_rules_set_bool (rules, "kozi_bonus_enabled", FALSE, &error));
  g_assert_true (trp_rules_set_int (rules, "joker_value", 25, &error));
  g_assert_true (trp_rules_set_int (rules, "two_value", 20, &error));
  g_assert_true (trp_rules_set_enum_id (rules, "biriba_bonus_scheme", "custom", &error));
  g_assert_true (trp_rules_set_table (rules, "biriba_bonus_custom", bonuses, G_N_ELEMENTS (bonuses), &error));
  g_assert_true (trp_rules_set_int (rules, "going_out_bonus", 0, &error));
  g_assert_true (trp_rules_set_int (rules, "no_meld_penalty", 300, &error));
  g_assert_true (trp_rules_set_enum_id (rules, "no_meld_penalty_mode", "replaces_hand_score", &error));
  g_assert_true (trp_rules_set_int (rules, "target_score", 3030, &error));
  g_assert_true (trp_rules_set_int (rules, "stalemate_turn_limit", 500, &error));
  g_assert_no_error (error);

  assert_json_round_trip (rules);
}

/* Da Bai Fen */

static void
test_dabaifen_defaults (void)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&trp_dabaifen_rules_descriptor);
  static const char * const ids[] = {
    "kitty_exposed", "start_level", "win_above_level", "failed_throw_policy",
  };

  g_assert_cmpstr (trp_dabaifen_rules_descriptor.game_id, ==, "dabaifen");
  assert_option_ids (&trp_dabaifen_rules_descriptor, ids, G_N_ELEMENTS (ids));

  g_assert_false (trp_rules_get_bool (rules, "kitty_exposed"));
  g_assert_cmpint (trp_rules_get_int (rules, "start_level"), ==, 2);
  g_assert_cmpint (trp_rules_get_int (rules, "win_above_level"), ==, 14);
  g_assert_cmpstr (trp_rules_get_enum_id (rules, "failed_throw_policy"), ==, "penalize");
}

static void
test_dabaifen_presets (void)
{
  const TrpRulesDescriptor *descriptor = &trp_dabaifen_rules_descriptor;
  g_autoptr(TrpRules) standard = trp_rules_new (descriptor);
  g_autoptr(TrpRules) short_game = trp_rules_new (descriptor);
  g_autoptr(TrpRules) from_seven = trp_rules_new (descriptor);

  g_assert_cmpuint (descriptor->n_presets, ==, 3);

  /* D-46 preset table. */
  assert_preset (descriptor, "standard", standard);

  g_assert_true (trp_rules_set_int (short_game, "start_level", 2, NULL));
  g_assert_true (trp_rules_set_int (short_game, "win_above_level", 7, NULL));
  assert_preset (descriptor, "short", short_game);

  g_assert_true (trp_rules_set_int (from_seven, "start_level", 7, NULL));
  g_assert_true (trp_rules_set_int (from_seven, "win_above_level", 14, NULL));
  assert_preset (descriptor, "from_seven", from_seven);
}

static void
test_dabaifen_level_range (void)
{
  assert_int_rejected (&trp_dabaifen_rules_descriptor, "start_level", 1);
  assert_int_rejected (&trp_dabaifen_rules_descriptor, "start_level", 15);
  assert_int_accepted (&trp_dabaifen_rules_descriptor, "start_level", 14);
  assert_int_rejected (&trp_dabaifen_rules_descriptor, "win_above_level", 15);
  assert_int_rejected (&trp_dabaifen_rules_descriptor, "win_above_level", 1);
  assert_int_accepted (&trp_dabaifen_rules_descriptor, "win_above_level", 2);
}

static void
test_dabaifen_win_below_start (void)
{
  const TrpRulesDescriptor *descriptor = &trp_dabaifen_rules_descriptor;
  g_autoptr(TrpRules) rules = trp_rules_new (descriptor);
  g_autoptr(TrpRules) pristine = trp_rules_new (descriptor);
  g_autoptr(TrpRules) other = trp_rules_new (descriptor);
  g_autoptr(TrpRules) from_json = NULL;
  g_autoptr(TrpRules) equal_levels = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;

  /* From a save file: refused as a whole, naming both options and D-46. */
  from_json = rules_from_json_text (descriptor, "{\"start_level\": 9, \"win_above_level\": 7}", &error);
  g_assert_null (from_json);
  assert_invalid_value (error, "win_above_level");
  g_assert_nonnull (strstr (error->message, "start_level"));
  g_assert_nonnull (strstr (error->message, "D-46"));
  g_clear_error (&error);

  /* An update leaves the rules untouched. */
  node = json_from_string ("{\"start_level\": 9, \"win_above_level\": 7}", NULL);
  g_assert_false (trp_rules_update_from_json (rules, node, &error));
  assert_invalid_value (error, "start_level");
  g_assert_true (trp_rules_equal (rules, pristine));
  g_clear_error (&error);

  /* Each value is legal on its own; the pair is caught by the descriptor
   * check, whether the setter runs it (then the value is refused and the
   * rules keep their old one) or only loading does.
   */
  g_assert_true (trp_rules_set_int (rules, "start_level", 9, &error));
  g_assert_no_error (error);
  if (trp_rules_set_int (rules, "win_above_level", 7, &error))
    {
      g_assert_no_error (error);
      g_assert_nonnull (descriptor->check);
      g_assert_false (descriptor->check (rules, &error));
    }
  else
    g_assert_cmpint (trp_rules_get_int (rules, "win_above_level"), ==, 14);
  assert_invalid_value (error, "win_above_level");
  g_assert_nonnull (strstr (error->message, "start_level"));
  g_assert_nonnull (strstr (error->message, "D-46"));
  g_clear_error (&error);

  /* The other order: the winning level first, then a start above it. */
  g_assert_true (trp_rules_set_int (other, "win_above_level", 7, &error));
  g_assert_no_error (error);
  if (trp_rules_set_int (other, "start_level", 9, &error))
    {
      g_assert_no_error (error);
      g_assert_false (descriptor->check (other, &error));
    }
  else
    g_assert_cmpint (trp_rules_get_int (other, "start_level"), ==, 2);
  assert_invalid_value (error, "start_level");
  g_clear_error (&error);

  /* D-AMB-15: equal levels are allowed, even 14 and 14. */
  g_assert_true (trp_rules_set_int (rules, "start_level", 9, &error));
  g_assert_true (trp_rules_set_int (rules, "win_above_level", 9, &error));
  g_assert_true (descriptor->check (rules, &error));
  g_assert_no_error (error);
  equal_levels = rules_from_json_text (descriptor, "{\"start_level\": 14, \"win_above_level\": 14}", &error);
  g_assert_no_error (error);
  g_assert_nonnull (equal_levels);
}

static void
test_dabaifen_json_round_trip (void)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&trp_dabaifen_rules_descriptor);
  g_autoptr(GError) error = NULL;

  g_assert_true (trp_rules_set_bool (rules, "kitty_exposed", TRUE, &error));
  g_assert_true (trp_rules_set_int (rules, "start_level", 5, &error));
  g_assert_true (trp_rules_set_int (rules, "win_above_level", 11, &error));
  g_assert_true (trp_rules_set_enum_id (rules, "failed_throw_policy", "reject", &error));
  g_assert_no_error (error);

  assert_json_round_trip (rules);
}

/* Marianna and relatives */

static void
test_marianna_defaults (void)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&trp_marianna_rules_descriptor);

  g_assert_cmpstr (trp_marianna_rules_descriptor.game_id, ==, "marianna");
  g_assert_cmpstr (trp_rules_get_enum_id (rules, "declaration_timing"), ==, "own_turn");
  g_assert_cmpstr (trp_rules_get_enum_id (rules, "marianna_scoring"), ==, "seq_40_60_80_100");
  g_assert_cmpstr (trp_rules_get_enum_id (rules, "trump_change"), ==, "latest");
  g_assert_false (trp_rules_get_bool (rules, "late_declaration"));
  g_assert_true (trp_rules_get_bool (rules, "mariannino"));
  g_assert_true (trp_rules_get_bool (rules, "mariannone"));
  g_assert_cmpint (trp_rules_get_int (rules, "target_score"), ==, 501);
  g_assert_cmpstr (trp_rules_get_enum_id (rules, "deck_style"), ==, "french");
  g_assert_false (trp_rules_get_bool (rules, "covering"));
}

static void
test_cinquecento_defaults (void)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&trp_cinquecento_rules_descriptor);

  g_assert_cmpstr (trp_cinquecento_rules_descriptor.game_id, ==, "cinquecento");
  g_assert_false (trp_rules_get_bool (rules, "covering"));
  g_assert_false (trp_rules_get_bool (rules, "late_declaration"));
  g_assert_cmpstr (trp_rules_get_enum_id (rules, "deck_style"), ==, "italian");
}

static void
test_briscola_151_defaults (void)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&trp_briscola_151_rules_descriptor);

  g_assert_cmpstr (trp_briscola_151_rules_descriptor.game_id, ==, "briscola_151");
  g_assert_false (trp_rules_get_bool (rules, "ace_swap"));
  g_assert_cmpint (trp_rules_get_int (rules, "target_score"), ==, 151);
  g_assert_cmpstr (trp_rules_get_enum_id (rules, "deck_style"), ==, "italian");
}

static void
test_mariaccio_defaults (void)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&trp_mariaccio_rules_descriptor);

  g_assert_cmpstr (trp_mariaccio_rules_descriptor.game_id, ==, "mariaccio");
  g_assert_cmpint (trp_rules_get_int (rules, "target_score"), ==, 200);
  g_assert_cmpstr (trp_rules_get_enum_id (rules, "deck_style"), ==, "italian");
}

/* The Presets table of §6: each ruleset exposes only its adjustable
 * options, and `ruleset` itself is never an option (the game id says it).
 */
static void
test_marianna_adjustable_options (void)
{
  static const char * const marianna_ids[] = {
    "declaration_timing", "marianna_scoring", "trump_change",
    "late_declaration", "mariannino", "mariannone", "target_score",
    "deck_style", "covering",
  };
  static const char * const cinquecento_ids[] = { "covering", "late_declaration", "deck_style" };
  static const char * const briscola_151_ids[] = { "ace_swap", "target_score", "deck_style" };
  static const char * const mariaccio_ids[] = { "target_score", "deck_style" };
  static const TrpRulesDescriptor * const family[] = {
    &trp_marianna_rules_descriptor,
    &trp_cinquecento_rules_descriptor,
    &trp_briscola_151_rules_descriptor,
    &trp_mariaccio_rules_descriptor,
  };

  assert_option_ids (&trp_marianna_rules_descriptor, marianna_ids, G_N_ELEMENTS (marianna_ids));
  assert_option_ids (&trp_cinquecento_rules_descriptor, cinquecento_ids, G_N_ELEMENTS (cinquecento_ids));
  assert_option_ids (&trp_briscola_151_rules_descriptor, briscola_151_ids, G_N_ELEMENTS (briscola_151_ids));
  assert_option_ids (&trp_mariaccio_rules_descriptor, mariaccio_ids, G_N_ELEMENTS (mariaccio_ids));

  for (guint i = 0; i < G_N_ELEMENTS (family); i++)
    {
      g_autoptr(TrpRules) rules = NULL;
      g_autoptr(GError) error = NULL;

      g_assert_null (trp_rules_descriptor_find_option (family[i], "ruleset"));
      rules = rules_from_json_text (family[i], "{\"ruleset\": \"marianna\"}", &error);
      g_assert_null (rules);
      g_assert_error (error, TRP_RULES_ERROR, TRP_RULES_ERROR_UNKNOWN_OPTION);
    }
}

static void
test_marianna_target_range (void)
{
  static const TrpRulesDescriptor * const with_target[] = {
    &trp_marianna_rules_descriptor,
    &trp_briscola_151_rules_descriptor,
    &trp_mariaccio_rules_descriptor,
  };
  g_autoptr(TrpRules) cinquecento = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (with_target); i++)
    {
      assert_int_rejected (with_target[i], "target_score", 0);
      assert_int_rejected (with_target[i], "target_score", -501);
      assert_int_rejected (with_target[i], "target_score", 10000);
      assert_int_accepted (with_target[i], "target_score", 1);
      assert_int_accepted (with_target[i], "target_score", 9999);
    }

  /* M-45: Cinquecento's target is fixed at 501. */
  cinquecento = rules_from_json_text (&trp_cinquecento_rules_descriptor, "{\"target_score\": 1000}", &error);
  g_assert_null (cinquecento);
  g_assert_error (error, TRP_RULES_ERROR, TRP_RULES_ERROR_UNKNOWN_OPTION);
}

static void
test_marianna_deck_style (void)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&trp_marianna_rules_descriptor);
  g_autoptr(GError) error = NULL;

  g_assert_false (trp_rules_set_enum_id (rules, "deck_style", "spanish", &error));
  assert_invalid_value (error, "deck_style");
  g_clear_error (&error);
  g_assert_true (trp_rules_set_enum_id (rules, "deck_style", "italian", &error));
  g_assert_no_error (error);
}

static void
test_marianna_presets (void)
{
  const TrpRulesDescriptor *descriptor = &trp_marianna_rules_descriptor;
  g_autoptr(TrpRules) standard = trp_rules_new (descriptor);
  g_autoptr(TrpRules) start_of_trick = trp_rules_new (descriptor);
  g_autoptr(TrpRules) low_values = trp_rules_new (descriptor);
  g_autoptr(TrpRules) leader_only = trp_rules_new (descriptor);
  g_autoptr(TrpRules) first_trumps = trp_rules_new (descriptor);
  g_autoptr(TrpRules) late = trp_rules_new (descriptor);
  g_autoptr(TrpRules) covering = trp_rules_new (descriptor);

  g_assert_cmpuint (descriptor->n_presets, ==, 7);

  assert_preset (descriptor, "standard", standard);

  /* M-31 trick_start. */
  g_assert_true (trp_rules_set_enum_id (start_of_trick, "declaration_timing", "trick_start", NULL));
  assert_preset (descriptor, "start_of_trick", start_of_trick);

  /* M-32 seq_20_40_60_80. */
  g_assert_true (trp_rules_set_enum_id (low_values, "marianna_scoring", "seq_20_40_60_80", NULL));
  assert_preset (descriptor, "low_values", low_values);

  /* M-31 leader_only. */
  g_assert_true (trp_rules_set_enum_id (leader_only, "declaration_timing", "leader_only", NULL));
  assert_preset (descriptor, "leader_only", leader_only);

  /* M-33 first_only. */
  g_assert_true (trp_rules_set_enum_id (first_trumps, "trump_change", "first_only", NULL));
  assert_preset (descriptor, "first_marianna_trumps", first_trumps);

  /* M-34. */
  g_assert_true (trp_rules_set_bool (late, "late_declaration", TRUE, NULL));
  assert_preset (descriptor, "late_declaration", late);

  /* M-39, §8. */
  g_assert_true (trp_rules_set_bool (covering, "covering", TRUE, NULL));
  assert_preset (descriptor, "covering", covering);
}

static void
test_marianna_relatives_presets (void)
{
  g_autoptr(TrpRules) cinquecento = trp_rules_new (&trp_cinquecento_rules_descriptor);
  g_autoptr(TrpRules) cinquecento_covering = trp_rules_new (&trp_cinquecento_rules_descriptor);
  g_autoptr(TrpRules) briscola = trp_rules_new (&trp_briscola_151_rules_descriptor);
  g_autoptr(TrpRules) mariaccio = trp_rules_new (&trp_mariaccio_rules_descriptor);
  g_autoptr(TrpRules) mariaccio_250 = trp_rules_new (&trp_mariaccio_rules_descriptor);

  g_assert_cmpuint (trp_cinquecento_rules_descriptor.n_presets, ==, 2);
  assert_preset (&trp_cinquecento_rules_descriptor, "standard", cinquecento);
  g_assert_true (trp_rules_set_bool (cinquecento_covering, "covering", TRUE, NULL));
  assert_preset (&trp_cinquecento_rules_descriptor, "covering", cinquecento_covering);

  g_assert_cmpuint (trp_briscola_151_rules_descriptor.n_presets, ==, 1);
  assert_preset (&trp_briscola_151_rules_descriptor, "standard", briscola);

  /* M-64: "usually 200 or 250". */
  g_assert_cmpuint (trp_mariaccio_rules_descriptor.n_presets, ==, 2);
  assert_preset (&trp_mariaccio_rules_descriptor, "standard", mariaccio);
  g_assert_true (trp_rules_set_int (mariaccio_250, "target_score", 250, NULL));
  assert_preset (&trp_mariaccio_rules_descriptor, "target_250", mariaccio_250);
}

static void
test_marianna_json_round_trip (void)
{
  g_autoptr(TrpRules) marianna = trp_rules_new (&trp_marianna_rules_descriptor);
  g_autoptr(TrpRules) cinquecento = trp_rules_new (&trp_cinquecento_rules_descriptor);
  g_autoptr(TrpRules) briscola = trp_rules_new (&trp_briscola_151_rules_descriptor);
  g_autoptr(TrpRules) mariaccio = trp_rules_new (&trp_mariaccio_rules_descriptor);
  g_autoptr(GError) error = NULL;

  g_assert_true (trp_rules_set_enum_id (marianna, "declaration_timing", "any_time", &error));
  g_assert_true (trp_rules_set_enum_id (marianna, "marianna_scoring", "first_40_then_20", &error));
  g_assert_true (trp_rules_set_enum_id (marianna, "trump_change", "first_only", &error));
  g_assert_true (trp_rules_set_bool (marianna, "late_declaration", TRUE, &error));
  g_assert_true (trp_rules_set_bool (marianna, "mariannino", FALSE, &error));
  g_assert_true (trp_rules_set_bool (marianna, "mariannone", FALSE, &error));
  g_assert_true (trp_rules_set_int (marianna, "target_score", 1001, &error));
  g_assert_true (trp_rules_set_enum_id (marianna, "deck_style", "italian", &error));
  g_assert_true (trp_rules_set_bool (marianna, "covering", TRUE, &error));
  g_assert_no_error (error);
  assert_json_round_trip (marianna);

  g_assert_true (trp_rules_set_bool (cinquecento, "covering", TRUE, &error));
  g_assert_true (trp_rules_set_bool (cinquecento, "late_declaration", TRUE, &error));
  g_assert_true (trp_rules_set_enum_id (cinquecento, "deck_style", "french", &error));
  g_assert_no_error (error);
  assert_json_round_trip (cinquecento);

  g_assert_true (trp_rules_set_bool (briscola, "ace_swap", TRUE, &error));
  g_assert_true (trp_rules_set_int (briscola, "target_score", 301, &error));
  g_assert_true (trp_rules_set_enum_id (briscola, "deck_style", "french", &error));
  g_assert_no_error (error);
  assert_json_round_trip (briscola);

  g_assert_true (trp_rules_set_int (mariaccio, "target_score", 300, &error));
  g_assert_true (trp_rules_set_enum_id (mariaccio, "deck_style", "french", &error));
  g_assert_no_error (error);
  assert_json_round_trip (mariaccio);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/options/all-descriptors/well-formed", test_all_descriptors);

  g_test_add_func ("/options/biriba/defaults", test_biriba_defaults);
  g_test_add_func ("/options/biriba/table-order", test_biriba_table_order);
  g_test_add_func ("/options/biriba/presets", test_biriba_presets);
  g_test_add_func ("/options/biriba/B-2/player-count", test_biriba_player_count);
  g_test_add_func ("/options/biriba/B-11/card-values", test_biriba_card_values);
  g_test_add_func ("/options/biriba/B-65-B-66/penalties", test_biriba_penalties);
  g_test_add_func ("/options/biriba/B-46/target-score", test_biriba_target_score);
  g_test_add_func ("/options/biriba/A-29/stalemate-limit", test_biriba_stalemate_limit);
  g_test_add_func ("/options/biriba/B-61/unknown-choice", test_biriba_unknown_choice);
  g_test_add_func ("/options/biriba/B-41/custom-bonus", test_biriba_custom_bonus);
  g_test_add_func ("/options/biriba/B-60/custom-table-order", test_biriba_custom_minimum_table);
  g_test_add_func ("/options/biriba/json-round-trip", test_biriba_json_round_trip);

  g_test_add_func ("/options/dabaifen/defaults", test_dabaifen_defaults);
  g_test_add_func ("/options/dabaifen/presets", test_dabaifen_presets);
  g_test_add_func ("/options/dabaifen/D-45/level-range", test_dabaifen_level_range);
  g_test_add_func ("/options/dabaifen/D-46/win-below-start", test_dabaifen_win_below_start);
  g_test_add_func ("/options/dabaifen/json-round-trip", test_dabaifen_json_round_trip);

  g_test_add_func ("/options/marianna/defaults", test_marianna_defaults);
  g_test_add_func ("/options/cinquecento/defaults", test_cinquecento_defaults);
  g_test_add_func ("/options/briscola_151/defaults", test_briscola_151_defaults);
  g_test_add_func ("/options/mariaccio/defaults", test_mariaccio_defaults);
  g_test_add_func ("/options/marianna/M-30/adjustable-options", test_marianna_adjustable_options);
  g_test_add_func ("/options/marianna/M-37/target-range", test_marianna_target_range);
  g_test_add_func ("/options/marianna/M-38/deck-style", test_marianna_deck_style);
  g_test_add_func ("/options/marianna/presets", test_marianna_presets);
  g_test_add_func ("/options/marianna/relatives-presets", test_marianna_relatives_presets);
  g_test_add_func ("/options/marianna/json-round-trip", test_marianna_json_round_trip);

  return g_test_run ();
}
