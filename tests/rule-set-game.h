/* rule-set-game.h: a game of any rule set of the catalog, for the tests
 * that walk them all
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-game-catalog.h"

/* A game of @game_id at @n_players seats, with @rules_json (options as
 * the settings write them, or NULL) over the defaults. */
static inline TrpGame *
rule_set_game_new (const char *game_id,
                   guint       n_players,
                   const char *rules_json)
{
  const TrpGameInfo *info = trp_game_catalog_lookup (game_id);
  g_autoptr(TrpRules) rules = NULL;
  g_autoptr(GError) error = NULL;
  TrpGame *game;

  g_assert_nonnull (info);
  rules = trp_rules_new (info->rules);
  if (trp_rules_descriptor_find_option (info->rules, "player_count") != NULL)
    g_assert_true (trp_rules_set_int (rules, "player_count", n_players, NULL));
  if (rules_json != NULL)
    {
      g_autoptr(JsonNode) node = json_from_string (rules_json, &error);

      g_assert_no_error (error);
      g_assert_true (trp_rules_update_from_json (rules, node, &error));
      g_assert_no_error (error);
    }
  game = trp_game_catalog_create_game (game_id, rules, n_players, &error);
  g_assert_no_error (error);
  return game;
}
