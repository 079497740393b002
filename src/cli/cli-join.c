/* cli-join.c: trapoula-cli join: a seat at a hosted table, played as a computer would
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

typedef struct
{
  GMainLoop *loop;
  gboolean   welcomed;
  gboolean   refused_seat;
  guint      timeout_id;
} JoinRun;

static void
join_welcome_cb (TrpTableGuest *guest,
                 int            seat,
                 JoinRun       *run)
{
  g_autoptr(JsonBuilder) builder = begin_event ("seated");

  run->welcomed = TRUE;
  json_builder_set_member_name (builder, "seat");
  json_builder_add_int_value (builder, seat);
  print_event (builder);
}

static void
join_refused_cb (TrpTableGuest *guest,
                 const char    *reason,
                 const char    *rule,
                 const char    *message,
                 const char    *request,
                 JoinRun       *run)
{
  g_autoptr(JsonBuilder) builder = begin_event ("refused");

  json_builder_set_member_name (builder, "reason");
  json_builder_add_string_value (builder, reason);
  json_builder_set_member_name (builder, "rule");
  json_builder_add_string_value (builder, rule);
  json_builder_set_member_name (builder, "message");
  json_builder_add_string_value (builder, message);
  print_event (builder);

  /* Without a seat there is nothing to play. */
  if (!run->welcomed)
    {
      run->refused_seat = TRUE;
      g_main_loop_quit (run->loop);
    }
}

static void
join_notice_cb (TrpTableGuest *guest,
                const char    *event,
                int            seat,
                const char    *name,
                JoinRun       *run)
{
  g_autoptr(JsonBuilder) builder = begin_event (event);

  json_builder_set_member_name (builder, "seat");
  json_builder_add_int_value (builder, seat);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, name);
  print_event (builder);
}

static void
join_closed_cb (TrpTableGuest *guest,
                const char    *reason,
                JoinRun       *run)
{
  g_main_loop_quit (run->loop);
}

static gboolean
join_timeout_cb (gpointer user_data)
{
  JoinRun *run = user_data;

  run->timeout_id = 0;
  g_main_loop_quit (run->loop);
  return G_SOURCE_REMOVE;
}

int
command_join (int    argc,
              char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("ADDRESS CODE"));
  g_autoptr(GError) error = NULL;
  g_autoptr(TrpTableGuest) guest = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  g_autoptr(JsonBuilder) builder = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *seat = NULL;
  g_autofree char *level = NULL;
  JsonObject *state;
  JoinRun run = { NULL, };
  int timeout = 0;
  TrpAiLevel parsed;
  const GOptionEntry entries[] = {
    { "seat", 0, 0, G_OPTION_ARG_STRING, &seat, N_("The name of the invited seat to take"), N_("NAME") },
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level,
      N_("Play as a computer of this level: easy, normal, hard, or random (normal)"), N_("LEVEL") },
    { "timeout", 0, 0, G_OPTION_ARG_INT, &timeout, N_("Leave after this many seconds (never)"), N_("SECONDS") },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 3 || seat == NULL ||
      !(uri = trp_table_guest_address_to_uri (argv[1], &error)))
    {
      g_printerr ("%s\n", error != NULL ? error->message
                          : _("Usage: trapoula-cli join ADDRESS CODE --seat NAME [--level LEVEL]"));
      return 2;
    }
  if ((level != NULL && !g_str_equal (level, "random") &&
       !trp_ai_level_from_string (level, &parsed)) || timeout < 0)
    {
      g_printerr (_("--level is easy, normal, hard or random\n"));
      return 2;
    }

  loop = g_main_loop_new (NULL, FALSE);
  run.loop = loop;
  guest = trp_table_guest_new (uri, argv[2], seat);
  trp_table_guest_set_autoplay (guest, level != NULL ? level : "normal");
  g_signal_connect (guest, "welcome", G_CALLBACK (join_welcome_cb), &run);
  g_signal_connect (guest, "refused", G_CALLBACK (join_refused_cb), &run);
  g_signal_connect (guest, "notice", G_CALLBACK (join_notice_cb), &run);
  g_signal_connect (guest, "closed", G_CALLBACK (join_closed_cb), &run);
  if (timeout > 0)
    run.timeout_id = g_timeout_add_seconds (timeout, join_timeout_cb, &run);
  trp_table_guest_connect (guest);
  g_main_loop_run (loop);
  g_clear_handle_id (&run.timeout_id, g_source_remove);

  state = trp_table_guest_get_state (guest);
  builder = begin_event ("left");
  json_builder_set_member_name (builder, "reason");
  json_builder_add_string_value (builder, trp_table_guest_get_closing_reason (guest));
  json_builder_set_member_name (builder, "moves");
  json_builder_add_int_value (builder, trp_table_guest_get_n_moves (guest));
  json_builder_set_member_name (builder, "refused");
  json_builder_add_int_value (builder, trp_table_guest_get_n_refused (guest));
  if (state != NULL && json_object_has_member (state, "totals"))
    {
      json_builder_set_member_name (builder, "totals");
      json_builder_add_value (builder, json_node_copy (json_object_get_member (state, "totals")));
    }
  /* From a move sent to the state that shows it: the host's check, move,
   * save and answer, and the network both ways. */
  if (trp_table_guest_get_round_trips (guest)->len > 0)
    {
      g_autoptr(GArray) sorted = g_array_copy (trp_table_guest_get_round_trips (guest));
      gint64 total = 0;

      g_array_sort (sorted, compare_gint64);
      for (guint i = 0; i < sorted->len; i++)
        total += g_array_index (sorted, gint64, i);
      json_builder_set_member_name (builder, "round_trip_ms");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "mean");
      json_builder_add_double_value (builder, round (total / 10.0 / sorted->len) / 100.0);
      json_builder_set_member_name (builder, "p50");
      json_builder_add_double_value (builder, percentile_ms (sorted, 50));
      json_builder_set_member_name (builder, "p95");
      json_builder_add_double_value (builder, percentile_ms (sorted, 95));
      json_builder_set_member_name (builder, "max");
      json_builder_add_double_value (builder, percentile_ms (sorted, 100));
      json_builder_end_object (builder);
    }
  print_event (builder);

  /* Told goodbye by the host: done. Refused, lost or timed out: not. */
  if (run.refused_seat || trp_table_guest_get_closing_reason (guest) == NULL)
    {
      trp_table_guest_close (guest);
      return 1;
    }
  return 0;
}
