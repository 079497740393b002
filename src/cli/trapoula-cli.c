/* trapoula-cli.c: the headless front end
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include <glib-unix.h>

#include "trp-cli.h"

typedef int (*CommandFunc) (int argc, char **argv);

typedef struct
{
  const char  *name;
  const char  *summary;
  CommandFunc  func;
} Command;


static int command_games (int argc, char **argv);
static int command_rules (int argc, char **argv);

static const Command commands[] = {
  { "games", N_("List the games and whether they can be played yet"), command_games },
  { "rules", N_("Print a game’s house rules as JSON: GAME [PRESET]"), command_rules },
  { "replay", N_("Check saved matches move by move and print each as JSON: FILE…"), command_replay },
  { "new", N_("Start a match and save it: --game GAME --out FILE [OPTIONS]"), command_new },
  { "selfplay", N_("Let computer players play a game: GAME [OPTIONS]"), command_selfplay },
  { "bench", N_("Measure the games’ speed and their players’ strength, as JSON: [GAME] [OPTIONS]"), command_bench },
  { "observe", N_("Deal a round and print what one seat sees, as JSON: GAME [OPTIONS]"), command_observe },
  { "host", N_("Host a table for guests on other computers: --game GAME --out FILE [OPTIONS]"), command_host },
  { "join", N_("Play a seat at a hosted table as a computer would: ADDRESS CODE --seat NAME"), command_join },
  { "trace", N_("Trace a searching player’s Biriba choices against the rule-based player’s in the same positions, as JSON: [OPTIONS]"), command_trace },
};

static int
command_games (int    argc,
               char **argv)
{
  const TrpGameInfo *games;
  guint n_games;

  games = trp_game_catalog_get_all (&n_games);
  for (guint i = 0; i < n_games; i++)
    g_print ("%-14s %u–%u %s  %s%s\n",
             games[i].id, games[i].min_players, games[i].max_players,
             _("players"), _(games[i].title),
             trp_game_info_is_playable (&games[i]) ? "" : _(" (engine not written yet)"));

  return 0;
}

static int
command_rules (int    argc,
               char **argv)
{
  const TrpGameInfo *info;
  g_autoptr(TrpRules) rules = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  if (argc < 2 || argc > 3)
    {
      g_printerr (_("Usage: %s rules GAME [PRESET]\n"), g_get_prgname ());
      return 2;
    }

  if (!(info = trp_game_catalog_lookup (argv[1])))
    {
      g_printerr (_("Unknown game “%s”; see “%s games”\n"), argv[1], g_get_prgname ());
      return 2;
    }

  rules = trp_rules_new (info->rules);
  if (argc == 3 && !trp_rules_apply_preset (rules, argv[2], &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }

  node = trp_rules_to_json (rules);
  text = json_to_string (node, TRUE);
  g_print ("%s\n", text);
  return 0;
}


static char *
describe_commands (void)
{
  GString *str = g_string_new (_("Commands:"));

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    g_string_append_printf (str, "\n  %-8s %s", commands[i].name, _(commands[i].summary));

  return g_string_free (str, FALSE);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *description = NULL;
  gboolean version = FALSE;
  const GOptionEntry entries[] = {
    { "version", 0, 0, G_OPTION_ARG_NONE, &version, N_("Print the version and exit"), NULL },
    { NULL }
  };

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_prgname ("trapoula-cli");

  context = g_option_context_new (_("COMMAND [ARGUMENTS…]"));
  g_option_context_set_summary (context, _("Trapoula without a window: games, rules and saved matches."));
  description = describe_commands ();
  g_option_context_set_description (context, description);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  /* Options after the command belong to the command. */
  g_option_context_set_strict_posix (context, TRUE);

  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }

  if (version)
    {
      g_print ("trapoula-cli %s\n", PACKAGE_VERSION);
      return 0;
    }

  if (argc < 2)
    {
      g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);

      g_printerr ("%s", help);
      return 2;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_strcmp0 (argv[1], commands[i].name) == 0)
      return commands[i].func (argc - 1, argv + 1);

  g_printerr (_("Unknown command “%s”\n"), argv[1]);
  return 2;
}
