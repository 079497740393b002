/* cli-observe.c: trapoula-cli observe: what one seat sees
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include <glib-unix.h>

#include "trp-cli.h"

int
command_observe (int    argc,
                 char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("GAME"));
  g_autoptr(GError) error = NULL;
  g_autoptr(TrpRules) rules = NULL;
  g_autoptr(TrpGame) game = NULL;
  g_autoptr(TrpRng) rng = NULL;
  g_autoptr(JsonNode) observation = NULL;
  g_autofree char *text = NULL;
  const TrpGameInfo *info;
  int players = 0, seat = 0, moves = 0;
  gint64 seed = 1;
  const GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("Number of players (the game’s usual number)"), N_("N") },
    { "seat", 0, 0, G_OPTION_ARG_INT, &seat, N_("The seat whose view to print (0)"), N_("N") },
    { "moves", 'm', 0, G_OPTION_ARG_INT, &moves, N_("Random moves to play first (0)"), N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("Seed (1)"), N_("SEED") },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 2 ||
      !(info = lookup_playable (argv[1], &error)))
    {
      g_printerr ("%s\n", error != NULL ? error->message : _("Usage: trapoula-cli observe GAME [OPTIONS]"));
      return 2;
    }

  if (players == 0)
    players = info->default_players;
  if (moves < 0)
    {
      g_printerr (_("--moves cannot be negative\n"));
      return 2;
    }
  if (players < (int) info->min_players || players > (int) info->max_players)
    {
      g_printerr (_("%s is played by %u to %u players, not %d\n"),
                  _(info->title), info->min_players, info->max_players, players);
      return 2;
    }
  rules = trp_rules_new (info->rules);
  if (trp_rules_descriptor_find_option (info->rules, "player_count") != NULL)
    trp_rules_set_int (rules, "player_count", players, NULL);

  if (!(game = trp_game_catalog_create_game (info->id, rules, players, &error)) ||
      !trp_game_deal_seeded (game, 0, NULL, (guint64) seed, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }

  if (seat < 0 || seat >= players)
    {
      g_printerr (_("There is no seat %d at this table\n"), seat);
      return 2;
    }

  rng = trp_rng_new ((guint64) seed);
  for (int i = 0; i < moves && !trp_game_is_round_over (game); i++)
    {
      g_autoptr(TrpAction) action = trp_policy_random (game, rng, NULL);
      g_autofree char *description = trp_game_describe_action (game, action);

      g_print ("%s\n", description);
      trp_game_apply (game, action);
    }

  observation = trp_game_observation (game, seat);
  text = json_to_string (observation, TRUE);
  g_print ("%s\n", text);
  return 0;
}
