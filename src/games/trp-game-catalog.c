/* trp-game-catalog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "trp-game-catalog.h"

#include "biriba/trp-biriba-options.h"
#include "dabaifen/trp-dabaifen-options.h"
#include "marianna/trp-marianna-options.h"

static const TrpGameInfo games[] = {
  {
    .id = "biriba",
    .title = N_("Biriba"),
    .summary = N_("Greek partnership rummy with two packs, jokers and biribakia"),
    .rules = &trp_biriba_rules_descriptor,
    .min_players = 2,
    .max_players = 6,
    .default_players = 4,
  },
  {
    .id = "dabaifen",
    .title = N_("Da Bai Fen"),
    .summary = N_("Chinese trick-taking for a hundred points, with rising trump levels"),
    .rules = &trp_dabaifen_rules_descriptor,
    .min_players = 4,
    .max_players = 4,
    .default_players = 4,
  },
  {
    .id = "marianna",
    .title = N_("Marianna"),
    .summary = N_("Italian partnership trick-taking where a king and queen change the trump"),
    .rules = &trp_marianna_rules_descriptor,
    .min_players = 4,
    .max_players = 4,
    .default_players = 4,
  },
  {
    .id = "cinquecento",
    .title = N_("Cinquecento"),
    .summary = N_("Sicilian Marianna to 501, where the first marriage fixes the trump"),
    .rules = &trp_cinquecento_rules_descriptor,
    .min_players = 4,
    .max_players = 4,
    .default_players = 4,
  },
  {
    .id = "briscola_151",
    .title = N_("Briscola 151"),
    .summary = N_("Two-player Briscola with marriages, to 151"),
    .rules = &trp_briscola_151_rules_descriptor,
    .min_players = 2,
    .max_players = 2,
    .default_players = 2,
  },
  {
    .id = "mariaccio",
    .title = N_("Mariaccio"),
    .summary = N_("Two-player Marianna with strict following and claims of victory"),
    .rules = &trp_mariaccio_rules_descriptor,
    .min_players = 2,
    .max_players = 2,
    .default_players = 2,
  },
};

/**
 * trp_game_catalog_get_all:
 * @n_games: (out): the number of games
 *
 * Returns: (transfer none) (array length=n_games): every game, in the
 *   order the interface lists them
 */
const TrpGameInfo *
trp_game_catalog_get_all (guint *n_games)
{
  g_return_val_if_fail (n_games != NULL, NULL);

  *n_games = G_N_ELEMENTS (games);
  return games;
}

const TrpGameInfo *
trp_game_catalog_lookup (const char *game_id)
{
  for (guint i = 0; game_id != NULL && i < G_N_ELEMENTS (games); i++)
    if (strcmp (games[i].id, game_id) == 0)
      return &games[i];

  return NULL;
}

gboolean
trp_game_info_is_playable (const TrpGameInfo *info)
{
  g_return_val_if_fail (info != NULL, FALSE);

  return info->get_type != NULL;
}
