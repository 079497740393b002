/* cli-replay.c: trapoula-cli replay: saved matches checked move by move
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

static void
add_uint_or_null (JsonBuilder *builder,
                  const char  *member,
                  guint        value)
{
  json_builder_set_member_name (builder, member);
  if (value > 0)
    json_builder_add_int_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

/* The whole replayed match as data: scripts and tests read this rather
 * than sentences. */
static JsonNode *
describe_match (TrpMatch *match)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  guint n_rounds = trp_match_get_n_rounds (match);
  TrpGame *game = trp_match_get_game (match);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "ok");
  json_builder_add_boolean_value (builder, TRUE);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, trp_match_get_game_id (match));

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < trp_match_get_n_players (match); i++)
    {
      const TrpPlayer *player = trp_match_get_player (match, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, player->name);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, player->kind == TRP_PLAYER_HUMAN ? "human" : "computer");
      if (player->level != NULL)
        {
          json_builder_set_member_name (builder, "level");
          json_builder_add_string_value (builder, player->level);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "totals");
  json_builder_begin_array (builder);
  for (guint u = 0; u < trp_match_get_n_units (match); u++)
    json_builder_add_int_value (builder, trp_match_get_total (match, u));
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "rounds");
  json_builder_begin_array (builder);
  for (guint r = 0; r < n_rounds; r++)
    {
      TrpRoundResult *result = trp_match_get_round_result (match, r);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "moves");
      json_builder_add_int_value (builder, trp_match_get_round_n_actions (match, r));
      /* An unfinished round has no score yet. */
      if (result != NULL)
        trp_round_result_build_json (result, builder, TRP_ROUND_RESULT_JSON_LABELS);
      else
        {
          json_builder_set_member_name (builder, "scores");
          json_builder_add_null_value (builder);
          json_builder_set_member_name (builder, "lines");
          json_builder_begin_array (builder);
          json_builder_end_array (builder);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "over");
  json_builder_add_boolean_value (builder, trp_match_get_is_over (match));
  json_builder_set_member_name (builder, "winner");
  if (trp_match_get_is_over (match) && trp_match_get_winner (match) >= 0)
    json_builder_add_int_value (builder, trp_match_get_winner (match));
  else
    json_builder_add_null_value (builder);

  if (trp_match_get_round_in_progress (match))
    {
      g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);

      json_builder_set_member_name (builder, "current_seat");
      json_builder_add_int_value (builder, trp_game_get_current_seat (game));
      json_builder_set_member_name (builder, "legal_actions");
      json_builder_begin_array (builder);
      for (guint i = 0; i < legal->len; i++)
        json_builder_add_value (builder, trp_action_to_json (g_ptr_array_index (legal, i)));
      json_builder_end_array (builder);
    }

  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

static JsonNode *
describe_failure (const GError             *error,
                  const TrpMatchLoadReport *report)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "ok");
  json_builder_add_boolean_value (builder, FALSE);
  json_builder_set_member_name (builder, "error");
  json_builder_add_string_value (builder, error->message);
  add_uint_or_null (builder, "round", report->round);
  add_uint_or_null (builder, "action", report->action);
  json_builder_set_member_name (builder, "rule");
  if (report->rule_id != NULL)
    json_builder_add_string_value (builder, report->rule_id);
  else
    json_builder_add_null_value (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/* Prints one JSON object a line for each file, so that several files can
 * be checked at once and each line parsed on its own. */
int
command_replay (int    argc,
                char **argv)
{
  int status = 0;

  if (argc < 2)
    {
      g_printerr (_("Usage: %s replay FILE…\n"), g_get_prgname ());
      return 2;
    }

  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TrpMatch) match = NULL;
      g_auto(TrpMatchLoadReport) report = { 0, };
      g_autoptr(JsonNode) node = NULL;
      g_autofree char *text = NULL;

      match = trp_match_load_full (argv[i], trp_game_catalog_create_game,
                                   trp_game_catalog_lookup_rules, &report, &error);
      if (match != NULL)
        node = describe_match (match);
      else
        {
          node = describe_failure (error, &report);
          status = 3;
        }

      text = json_to_string (node, FALSE);
      {
        /* A path is bytes, not always UTF-8; the line is JSON all the same. */
        g_autofree char *valid = g_utf8_make_valid (text, -1);

        g_print ("%s\n", valid);
      }
    }

  return status;
}
