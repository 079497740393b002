/* cli-host.c: trapoula-cli host: a table for guests on other computers
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

/* One line of JSON on standard output: what a hosted table or a guest
 * did, for people and for scripts alike. */
void
print_event (JsonBuilder *builder)
{
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *text = NULL;

  json_builder_end_object (builder);
  node = json_builder_get_root (builder);
  text = json_to_string (node, FALSE);
  g_print ("%s\n", text);
  fflush (stdout);
}

JsonBuilder *
begin_event (const char *event)
{
  JsonBuilder *builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "event");
  json_builder_add_string_value (builder, event);
  return builder;
}

typedef struct
{
  GMainLoop    *loop;
  TrpTableHost *host;
  char         *reason;
} HostRun;

static void
host_notice_cb (TrpTableHost *host,
                const char   *event,
                guint         seat,
                HostRun      *run)
{
  g_autoptr(JsonBuilder) builder = begin_event (event);

  json_builder_set_member_name (builder, "seat");
  json_builder_add_int_value (builder, seat);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, trp_match_get_player (trp_table_host_get_match (host), seat)->name);
  print_event (builder);
}

static void
host_round_over_cb (TrpTableHost *host,
                    guint         n_rounds,
                    HostRun      *run)
{
  TrpMatch *match = trp_table_host_get_match (host);
  g_autoptr(JsonBuilder) builder = begin_event ("round-over");

  json_builder_set_member_name (builder, "round");
  json_builder_add_int_value (builder, n_rounds);
  json_builder_set_member_name (builder, "totals");
  json_builder_begin_array (builder);
  for (guint unit = 0; unit < trp_match_get_n_units (match); unit++)
    json_builder_add_int_value (builder, trp_match_get_total (match, unit));
  json_builder_end_array (builder);
  print_event (builder);
}

static void
host_finished_cb (TrpTableHost *host,
                  const char   *reason,
                  HostRun      *run)
{
  if (run->reason == NULL)
    run->reason = g_strdup (reason);
  g_main_loop_quit (run->loop);
}

static gboolean
host_signal_cb (gpointer user_data)
{
  HostRun *run = user_data;

  if (run->reason == NULL)
    run->reason = g_strdup ("host-stopped");
  g_main_loop_quit (run->loop);
  return G_SOURCE_CONTINUE;
}

/* Lets the guests read the goodbye before the process ends: at most
 * @timeout_ms, less once every connection is closed. */
static void
drain_host (TrpTableHost *host,
            guint         timeout_ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * 1000;

  while (trp_table_host_get_n_peers (host) > 0 && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
}

/* A person's seat that is not a guest's is played at the host's screen;
 * says so when there is none. */
static gboolean
needs_a_window (const TrpPlayer *player)
{
  if (player->kind != TRP_PLAYER_HUMAN || player->invited)
    return FALSE;

  g_printerr (_("A table without a window has no one at the host's screen: "
                "each seat is invited:NAME or a computer\n"));
  return TRUE;
}

/* Its options, then the checks of each in the order of --help, then the
 * table's main loop: one command, read from top to bottom. */
int
command_host (int    argc,
              char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TrpMatch) match = NULL;
  g_autoptr(TrpTableHost) host = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  g_autoptr(JsonBuilder) builder = NULL;
  g_autofree char *game_id = NULL;
  g_autofree char *preset = NULL;
  g_autofree char *spec = NULL;
  g_autofree char *out = NULL;
  g_autofree char *resume = NULL;
  g_autofree char *address = NULL;
  g_autofree char *stand_in = NULL;
  const TrpGameInfo *info = NULL;
  HostRun run = { NULL, };
  gint64 seed = -1;
  int port = 7420, rounds = 0, delay_ms = 0, round_pause_ms = 0;
  double grace = TRP_TABLE_HOST_DEFAULT_GRACE_MS / 1000.0;
  TrpAiLevel level;
  guint sigint_id, sigterm_id;
  const GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game_id, N_("The game, as “games” lists it"), N_("GAME") },
    { "preset", 0, 0, G_OPTION_ARG_STRING, &preset, N_("A named set of house rules"), N_("PRESET") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the first deal (random)"), N_("SEED") },
    { "players", 'p', 0, G_OPTION_ARG_STRING, &spec,
      N_("The seats in order of play, e.g. invited:Anna,normal:Cleo,invited:Dan,hard "
         "(guests by name, and computers)"), N_("LIST") },
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out, N_("The save file of a new match"), N_("FILE") },
    { "resume", 0, 0, G_OPTION_ARG_FILENAME, &resume, N_("Host a saved match again instead"), N_("FILE") },
    { "address", 'a', 0, G_OPTION_ARG_STRING, &address,
      N_("The address to listen on, e.g. 127.0.0.1 (every interface)"), N_("ADDRESS") },
    { "port", 0, 0, G_OPTION_ARG_INT, &port, N_("The port to listen on, 0 for any free one (7420)"), N_("PORT") },
    { "grace", 0, 0, G_OPTION_ARG_DOUBLE, &grace,
      N_("Seconds a dropped guest's seat waits before a computer plays it (60)"), N_("SECONDS") },
    { "stand-in", 0, 0, G_OPTION_ARG_STRING, &stand_in,
      N_("The level of the computer that plays a dropped guest's seat (normal)"), N_("LEVEL") },
    { "rounds", 0, 0, G_OPTION_ARG_INT, &rounds, N_("Close the table after this many rounds (the whole match)"), N_("N") },
    { "delay", 0, 0, G_OPTION_ARG_INT, &delay_ms, N_("Pause before each computer's turn, in ms (0)"), N_("MS") },
    { "round-pause", 0, 0, G_OPTION_ARG_INT, &round_pause_ms, N_("Pause between rounds, in ms (0)"), N_("MS") },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 1 ||
      (out == NULL) == (resume == NULL) || (out != NULL && game_id == NULL) ||
      (game_id != NULL && !(info = lookup_playable (game_id, &error))))
    {
      g_printerr ("%s\n", error != NULL ? error->message
                          : _("Usage: trapoula-cli host --game GAME --out FILE [OPTIONS], "
                              "or trapoula-cli host --resume FILE [OPTIONS]"));
      return 2;
    }
  if (port < 0 || port > 65535 || rounds < 0 || delay_ms < 0 || round_pause_ms < 0 ||
      !(grace >= 0 && grace <= 24 * 3600) ||
      (stand_in != NULL && (!trp_ai_level_from_string (stand_in, &level) || level == TRP_AI_LEVEL_RANDOM)))
    {
      g_printerr (_("--port is 0 to 65535, --grace 0 to 86400 seconds, --stand-in easy, normal or hard, "
                    "and the counts are not negative\n"));
      return 2;
    }

  if (out != NULL)
    {
      g_autoptr(GArray) players = g_array_new (FALSE, TRUE, sizeof (TrpPlayer));
      int status;

      g_array_set_clear_func (players, player_clear);
      if (spec == NULL || !read_seats (spec, TRUE, players, &error))
        {
          g_printerr ("%s\n", error != NULL ? error->message : _("A table needs its seats: --players LIST"));
          return 2;
        }
      for (guint i = 0; i < players->len; i++)
        for (guint j = 0; j < i; j++)
          if (g_array_index (players, TrpPlayer, i).invited &&
              g_str_equal (g_array_index (players, TrpPlayer, i).name, g_array_index (players, TrpPlayer, j).name))
            {
              g_printerr (_("Guests take their seats by name: “%s” is there twice\n"),
                          g_array_index (players, TrpPlayer, i).name);
              return 2;
            }
      for (guint i = 0; i < players->len; i++)
        if (needs_a_window (&g_array_index (players, TrpPlayer, i)))
          return 2;
      status = create_match_file (info, players, preset, seed, out, &match);
      if (status != 0)
        return status;
    }
  else if (!(match = trp_match_load (resume, trp_game_catalog_create_game,
                                     trp_game_catalog_lookup_rules, &error)))
    {
      g_printerr ("%s: %s\n", resume, error->message);
      return 1;
    }

  /* A match saved by the app may have a seat for its person. */
  for (guint i = 0; i < trp_match_get_n_players (match); i++)
    if (needs_a_window (trp_match_get_player (match, i)))
      return 2;

  /* One table plays a file at a time, as one window does. */
  if (!trp_match_lock (match, &error) ||
      !(host = trp_table_host_new (match, &error)))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  trp_table_host_set_grace (host, (guint) (grace * 1000));
  if (stand_in != NULL)
    trp_table_host_set_stand_in_level (host, stand_in);
  trp_table_host_set_max_rounds (host, rounds);
  trp_table_host_set_round_pause (host, round_pause_ms);
  trp_match_driver_set_delay (trp_table_host_get_driver (host), delay_ms);

  if (!trp_table_host_listen (host, address, port, &error))
    {
      g_printerr ("%s\n", error->message);
      trp_match_unlock (match);
      return 1;
    }

  loop = g_main_loop_new (NULL, FALSE);
  run.loop = loop;
  run.host = host;
  g_signal_connect (host, "notice", G_CALLBACK (host_notice_cb), &run);
  g_signal_connect (host, "round-over", G_CALLBACK (host_round_over_cb), &run);
  g_signal_connect (host, "finished", G_CALLBACK (host_finished_cb), &run);
  sigint_id = g_unix_signal_add (SIGINT, host_signal_cb, &run);
  sigterm_id = g_unix_signal_add (SIGTERM, host_signal_cb, &run);

  /* The invitation: what a guest needs, and the seats waiting. */
  builder = begin_event ("open");
  json_builder_set_member_name (builder, "port");
  json_builder_add_int_value (builder, trp_table_host_get_port (host));
  json_builder_set_member_name (builder, "code");
  json_builder_add_string_value (builder, trp_table_host_get_code (host));
  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (guint i = 0; i < trp_match_get_n_players (match); i++)
    if (trp_match_get_player (match, i)->invited)
      json_builder_add_string_value (builder, trp_match_get_player (match, i)->name);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "file");
  json_builder_add_string_value (builder, trp_match_get_save_path (match));
  {
    g_auto(GStrv) addresses = trp_table_host_dup_addresses (host);
    g_autofree char *invitation = trp_table_host_dup_invitation (host);

    json_builder_set_member_name (builder, "addresses");
    json_builder_begin_array (builder);
    for (guint i = 0; addresses[i] != NULL; i++)
      json_builder_add_string_value (builder, addresses[i]);
    json_builder_end_array (builder);
    json_builder_set_member_name (builder, "invitation");
    json_builder_add_string_value (builder, invitation);
  }
  print_event (builder);

  if (!trp_table_host_start (host, &error))
    {
      g_printerr ("%s\n", error->message);
      run.reason = g_strdup ("failed");
    }
  else
    g_main_loop_run (loop);

  g_source_remove (sigint_id);
  g_source_remove (sigterm_id);
  trp_table_host_close (host, run.reason);
  drain_host (host, 2000);

  g_clear_pointer (&builder, g_object_unref);
  builder = begin_event ("closed");
  json_builder_set_member_name (builder, "reason");
  json_builder_add_string_value (builder, run.reason);
  json_builder_set_member_name (builder, "rounds");
  json_builder_add_int_value (builder, trp_match_get_n_rounds (match));
  json_builder_set_member_name (builder, "moves_from_guests");
  json_builder_add_int_value (builder, trp_table_host_get_stats (host)->moves);
  json_builder_set_member_name (builder, "refused");
  json_builder_add_int_value (builder, trp_table_host_get_stats (host)->refused);
  print_event (builder);

  trp_match_unlock (match);
  g_clear_object (&host);
  {
    int status = g_strcmp0 (run.reason, "failed") == 0 ? 1 : 0;

    g_free (run.reason);
    return status;
  }
}
