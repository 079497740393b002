/* test-game-registry.c: every rule set of the catalog is complete (#24)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A rule set is one row of src/games/trp-game-catalog.c. What the app
 * needs of it beyond that row is found by its id or its type: this walks
 * the catalog and fails for any rule set that lacks one of the pieces,
 * instead of a person meeting computers that play at random, a missing
 * rules page or a statistics page that counts the wrong thing.
 */

#include "config.h"

#include "trp-settings.h"

#include "trp-ai.h"
#include "trp-game-catalog.h"
#include "trp-preferences-dialog.h"

static void
test_rule_set_is_complete (gconstpointer data)
{
  const TrpGameInfo *info = data;
  const TrpRulesDescriptor *rules = info->rules;
  g_autoptr(TrpRules) defaults = NULL;
  g_autoptr(TrpGame) game = NULL;
  g_autoptr(GError) error = NULL;

  /* Its engine, and seats it can be played by. */
  g_assert_true (trp_game_info_is_playable (info));
  g_assert_cmpuint (info->min_players, >=, 2);
  g_assert_cmpuint (info->min_players, <=, info->default_players);
  g_assert_cmpuint (info->default_players, <=, info->max_players);
  g_assert_nonnull (info->title);
  g_assert_nonnull (info->summary);

  /* Its option table names it, and the defaults make a game. */
  g_assert_nonnull (rules);
  g_assert_cmpstr (rules->game_id, ==, info->id);
  g_assert_cmpuint (rules->n_options, >, 0);
  defaults = trp_rules_new (rules);
  if (trp_rules_descriptor_find_option (rules, "player_count") != NULL)
    g_assert_true (trp_rules_set_int (defaults, "player_count", info->default_players, NULL));
  game = trp_game_catalog_create_game (info->id, defaults, info->default_players, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (trp_game_get_id (game), ==, info->id);

  /* Presets, the first of them the standard rules, each valid. */
  g_assert_cmpuint (rules->n_presets, >, 0);
  g_assert_cmpstr (rules->presets[0].id, ==, "standard");
  for (guint p = 0; p < rules->n_presets; p++)
    {
      g_autoptr(TrpRules) preset = trp_rules_new (rules);

      g_assert_true (trp_rules_apply_preset (preset, rules->presets[p].id, &error));
      g_assert_no_error (error);
    }

  /* A computer player, found by the game's type (a missing one is a
   * critical warning, fatal here). */
  g_assert_nonnull (trp_ai_lookup_policy (info->id));

  /* The rules pages of the help, from its row: sections that each open
   * with a heading and close with the end block, every text present. */
  g_assert_nonnull (info->help);
  g_assert_nonnull (info->help[0]);
  for (guint s = 0; info->help[s] != NULL; s++)
    {
      const TrpHelpBlock *block = info->help[s];
      guint b;

      g_assert_cmpint (block[0].kind, ==, TRP_HELP_HEADING);
      for (b = 0; block[b].kind != TRP_HELP_END; b++)
        {
          g_assert_cmpint (block[b].kind, <=, TRP_HELP_ITEM);
          g_assert_nonnull (block[b].text);
          g_assert_cmpstr (block[b].text, !=, "");
        }
      g_assert_cmpuint (b, >, 1);
    }
  /* Its own pages: no other rule set opens with the same paragraph. */
  {
    guint n_games;
    const TrpGameInfo *all = trp_game_catalog_get_all (&n_games);

    for (guint g = 0; g < n_games; g++)
      if (&all[g] != info)
        g_assert_true (all[g].help == NULL ||
                       all[g].help[0][1].text != info->help[0][1].text);
  }

  /* A statistic its round results produce. */
  g_assert_true (info->statistic == TRP_SCORE_BIRIBA_BONUS ||
                 info->statistic == TRP_SCORE_LEVELS ||
                 info->statistic == TRP_SCORE_DECLARATION);

  /* Its board, from the row: melds for the rummy, the trick otherwise;
   * the table reads it there, never the id (#24). */
  g_assert_true (info->board == TRP_BOARD_MELDS || info->board == TRP_BOARD_TRICKS);
  g_assert_true ((info->board == TRP_BOARD_MELDS) ==
                 (info->statistic == TRP_SCORE_BIRIBA_BONUS));

  /* Its round results count levels exactly when the row says so (D-5):
   * one round played out by the rule-based player. */
  {
    TrpPolicyFunc policy = trp_ai_lookup_policy (info->id);
    g_autoptr(TrpRng) rng = trp_rng_new (7);
    g_autoptr(TrpRoundResult) result = NULL;
    guint moves = 0;

    g_assert_true (trp_game_deal_seeded (game, 0, NULL, 24, &error));
    g_assert_no_error (error);
    while (!trp_game_is_round_over (game) && moves++ < 5000)
      {
        g_autoptr(TrpAction) action = policy (game, rng, NULL);

        g_assert_nonnull (action);
        g_assert_true (trp_game_perform (game, action, &error));
        g_assert_no_error (error);
      }
    g_assert_true (trp_game_is_round_over (game));
    result = trp_game_round_result (game);
    g_assert_nonnull (result);
    g_assert_cmpint (trp_round_result_get_totals_are_levels (result), ==,
                     trp_game_info_totals_are_levels (info));
    g_assert_cmpint (trp_game_get_totals_are_levels (game), ==,
                     info->statistic == TRP_SCORE_LEVELS);
  }

  /* Its house rules in the one settings key, stored and read back. */
  {
    g_autoptr(GSettings) settings = g_settings_new ("io.github.trapoula.Trapoula");
    g_autoptr(TrpRules) stored = NULL;
    g_autoptr(TrpRules) standard = trp_rules_new (rules);
    const TrpOptionSpec *option = NULL;
    guint other;

    /* An enum option, set to another choice than its default. */
    for (guint i = 0; i < rules->n_options && option == NULL; i++)
      if (rules->options[i].type == TRP_OPTION_ENUM)
        option = &rules->options[i];
    g_assert_nonnull (option);
    other = (option->default_value + 1) % option->n_choices;

    stored = trp_settings_load_rules (trp_settings_get_default (), info);
    g_assert_true (trp_rules_equal (stored, standard));
    g_assert_true (trp_rules_set_enum_id (stored, option->id, option->choices[other].id, NULL));
    trp_settings_store_rules (trp_settings_get_default (), stored);
    g_clear_object (&stored);
    stored = trp_settings_load_rules (trp_settings_get_default (), info);
    g_assert_cmpuint (trp_rules_get_enum (stored, option->id), ==, other);
    g_settings_reset (settings, "house-rules");
  }
}

int
main (int    argc,
      char **argv)
{
  const TrpGameInfo *games;
  guint n_games;

  g_test_init (&argc, &argv, NULL);

  games = trp_game_catalog_get_all (&n_games);
  g_assert_cmpuint (n_games, >, 0);
  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *path = g_strdup_printf ("/registry/%s", games[i].id);

      g_test_add_data_func (path, &games[i], test_rule_set_is_complete);
    }

  return g_test_run ();
}
