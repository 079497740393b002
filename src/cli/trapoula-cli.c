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

#include "trp-ai.h"
#include "biriba/trp-biriba-view.h"
#include "trp-bench-seating.h"
#include "trp-format.h"
#include "trp-game-catalog.h"
#include "trp-match.h"
#include "trp-table-guest.h"
#include "trp-table-host.h"

typedef int (*CommandFunc) (int argc, char **argv);

typedef struct
{
  const char  *name;
  const char  *summary;
  CommandFunc  func;
} Command;

static int command_games (int argc, char **argv);
static int command_rules (int argc, char **argv);
static int command_replay (int argc, char **argv);
static int command_new (int argc, char **argv);
static int command_selfplay (int argc, char **argv);
static int command_bench (int argc, char **argv);
static int command_observe (int argc, char **argv);
static int command_host (int argc, char **argv);
static int command_join (int argc, char **argv);
static int command_trace (int argc, char **argv);

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
      json_builder_set_member_name (builder, "scores");
      if (result != NULL)
        {
          json_builder_begin_array (builder);
          for (guint u = 0; u < trp_round_result_get_n_units (result); u++)
            json_builder_add_int_value (builder, trp_round_result_get_total (result, u));
          json_builder_end_array (builder);
        }
      else
        json_builder_add_null_value (builder);

      json_builder_set_member_name (builder, "lines");
      json_builder_begin_array (builder);
      for (guint l = 0; result != NULL && l < trp_round_result_get_n_lines (result); l++)
        {
          const TrpScoreLine *line = trp_round_result_get_line (result, l);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "unit");
          json_builder_add_int_value (builder, line->unit);
          json_builder_set_member_name (builder, "rule");
          if (*line->rule_id != '\0')
            json_builder_add_string_value (builder, line->rule_id);
          else
            json_builder_add_null_value (builder);
          json_builder_set_member_name (builder, "points");
          json_builder_add_int_value (builder, line->points);
          json_builder_set_member_name (builder, "label");
          json_builder_add_string_value (builder, line->label);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
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
static int
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

/* House rules of selfplay and bench (--rules), a JSON object set once
 * before any deal is played, and read by every thread. */
static JsonNode *cli_rules = NULL;

static gboolean
parse_cli_rules (const char         *text,
                 const TrpGameInfo  *info,
                 GError            **error)
{
  g_autoptr(TrpRules) check = NULL;
  JsonNode *node;

  if (text == NULL)
    return TRUE;
  if (!(node = json_from_string (text, error)))
    return FALSE;
  /* Checked here once against the game's options. */
  check = trp_rules_new (info->rules);
  if (!trp_rules_update_from_json (check, node, error))
    {
      json_node_unref (node);
      return FALSE;
    }
  g_clear_pointer (&cli_rules, json_node_unref);
  cli_rules = node;
  return TRUE;
}

/* Biriba counts its players in its rules too (B-2): --players and the
 * player_count of --rules must agree, and either alone decides. */
static gboolean
reconcile_player_count (const TrpGameInfo  *info,
                        int                *players,
                        GError            **error)
{
  JsonObject *object;
  int count;

  if (cli_rules == NULL || trp_rules_descriptor_find_option (info->rules, "player_count") == NULL)
    return TRUE;
  object = json_node_get_object (cli_rules);
  if (!json_object_has_member (object, "player_count"))
    return TRUE;
  count = (int) json_object_get_int_member (object, "player_count");
  if (*players == 0)
    *players = count;
  else if (*players != count)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--players %d and the player_count %d of --rules disagree"), *players, count);
      return FALSE;
    }
  return TRUE;
}

static void
apply_cli_rules (TrpRules *rules)
{
  if (cli_rules != NULL)
    trp_rules_update_from_json (rules, cli_rules, NULL);
}

static TrpMatch *
new_computer_match (const TrpGameInfo  *info,
                    guint               n_players,
                    const TrpAiLevel   *levels,
                    GError            **error)
{
  g_autoptr(TrpRules) rules = trp_rules_new (info->rules);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree TrpPlayer *players = g_new0 (TrpPlayer, n_players);

  apply_cli_rules (rules);
  /* Biriba counts its players in its rules too (B-2). */
  if (trp_rules_descriptor_find_option (info->rules, "player_count") != NULL &&
      !trp_rules_set_int (rules, "player_count", n_players, error))
    return NULL;

  for (guint i = 0; i < n_players; i++)
    {
      char *name = g_strdup_printf ("%s %u", trp_ai_level_to_string (levels[i]), i);

      g_ptr_array_add (names, name);
      players[i].name = name;
      players[i].kind = TRP_PLAYER_COMPUTER;
      players[i].level = (char *) trp_ai_level_to_string (levels[i]);
      players[i].team = -1;
    }

  return trp_match_new (info->id, rules, players, n_players, trp_game_catalog_create_game, error);
}

/* The players a benchmark pits against each other: the levels, a search
 * that sees every card, the ceiling a fair search can approach, and the
 * Hard search with each kind of rollout, and with rollouts played to the
 * round's end, to compare them. */
#define BENCH_OMNISCIENT   (TRP_AI_LEVEL_RANDOM + 1)
#define BENCH_HARD_GUIDED  (TRP_AI_LEVEL_RANDOM + 2)
#define BENCH_HARD_POLICY  (TRP_AI_LEVEL_RANDOM + 3)
#define BENCH_HARD_FULL    (TRP_AI_LEVEL_RANDOM + 4)
#define BENCH_HARD_OTHER   (TRP_AI_LEVEL_RANDOM + 5)

static const char * const bench_extra_players[] = { "omniscient", "hard-guided", "hard-policy", "hard-full",
                                                    "hard-other" };

/* The playouts of "hard-other", Hard at another effort than the tested
 * player's (--other-playouts): whether more thinking buys strength (#34).
 * Set once before any deal is played, read by every job. */
static guint bench_other_playouts;

static const char *
bench_player_name (int player)
{
  if (player >= BENCH_OMNISCIENT)
    return bench_extra_players[player - BENCH_OMNISCIENT];
  return trp_ai_level_to_string (player);
}

static gboolean
bench_player_searches (int player)
{
  return player == TRP_AI_LEVEL_HARD || player >= BENCH_OMNISCIENT;
}

static gboolean
bench_player_from_string (const char *text,
                          int        *out_player)
{
  TrpAiLevel level;

  for (guint i = 0; i < G_N_ELEMENTS (bench_extra_players); i++)
    if (g_strcmp0 (text, bench_extra_players[i]) == 0)
      {
        *out_player = BENCH_OMNISCIENT + i;
        return TRUE;
      }
  if (!trp_ai_level_from_string (text, &level))
    return FALSE;
  *out_player = level;
  return TRUE;
}

/* What the searching players did over a benchmark's games. */
typedef struct
{
  GArray *decision_us;   /* gint64, every decision of a searching player */
  guint64 iterations;    /* over the decisions that searched */
  guint   searched;
  gint64  search_us;     /* their searches' time */
  /* Also every decision of a rule-based player (not random), for their
   * decision times. */
  gboolean rules_too;
  /* With --verbose, a search that takes longer than this is told on
   * standard error, with what took the time; 0 tells none. */
  gint64   slow_us;
  /* Of the decisions that searched, those that kept the rule-based
   * player's move. */
  guint    kept_rule_based;
} BenchLog;

/* This thread's processor time: set against a decision's wall-clock
 * time, it tells a search that waited for a core on a loaded machine
 * from one that worked past its budget. */
static gint64
thread_cpu_us (void)
{
  struct timespec ts;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
    return 0;
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

/* @playouts, if not 0, replaces the searching players' @budget_us: the
 * same moves whatever the machine's load. */
static TrpAction *
decide (TrpGame  *game,
        int       player,
        guint64   seed,
        gint64    budget_us,
        guint     playouts,
        BenchLog *log)
{
  TrpSearchStats stats = { 0 };
  TrpAction *action;
  gint64 start = g_get_monotonic_time ();
  gint64 cpu_start = thread_cpu_us ();

  if (player == BENCH_HARD_OTHER)
    action = trp_ai_choose_full (game, TRP_AI_LEVEL_HARD, seed, budget_us, bench_other_playouts, NULL, &stats);
  else if (player >= BENCH_OMNISCIENT)
    {
      TrpSearchParams params;

      trp_ai_search_params_init_for_game (&params, game);
      params.seed = seed;
      params.time_budget_us = budget_us;
      params.iterations = playouts;
      params.omniscient = player == BENCH_OMNISCIENT;
      if (player == BENCH_HARD_GUIDED || player == BENCH_HARD_POLICY)
        params.guided_rollouts = player == BENCH_HARD_GUIDED;
      if (player == BENCH_HARD_FULL)
        params.rollout_moves = 0;
      action = trp_search_choose (game, &params, NULL, &stats);
    }
  else
    action = trp_ai_choose_full (game, player, seed, budget_us, playouts, NULL, &stats);

  if (log != NULL && (bench_player_searches (player) ||
                      (log->rules_too && player != TRP_AI_LEVEL_RANDOM)))
    {
      gint64 us = g_get_monotonic_time () - start;

      g_array_append_val (log->decision_us, us);
      if (log->slow_us > 0 && us > log->slow_us && stats.elapsed_us > 0)
        /* TRANSLATORS: a benchmark's note on a search over its time budget;
         * the times are in milliseconds. */
        g_printerr (_("Slow decision, %.1f ms (%.1f ms on a core): %s, seat %d, %s; %.1f ms before the first playout, the longest playout %.1f ms; playouts: %u\n"),
                    us / 1000.0, (thread_cpu_us () - cpu_start) / 1000.0,
                    trp_game_get_id (game), trp_game_get_current_seat (game),
                    trp_game_get_phase (game), stats.setup_us / 1000.0,
                    stats.longest_playout_us / 1000.0, stats.iterations);
      if (stats.iterations > 0)
        {
          log->iterations += stats.iterations;
          log->searched++;
          log->kept_rule_based += stats.rule_based;
          log->search_us += stats.elapsed_us;
        }
    }

  return action;
}

/* Plays the current round of @match to its end with each seat's player
 * (a level or BENCH_OMNISCIENT). Every move goes through the rules, so
 * self-play and benchmarks also check the engine. */
static gboolean
play_round (TrpMatch   *match,
            const int  *players,
            TrpRng     *rng,
            gint64      budget_us,
            guint       playouts,
            BenchLog   *log,
            GError    **error)
{
  guint moves = 0;

  while (trp_match_get_round_in_progress (match))
    {
      TrpGame *game = trp_match_get_game (match);
      int seat = trp_game_get_current_seat (game);
      g_autoptr(TrpAction) action = NULL;

      if (seat < 0 || ++moves > 100000)
        {
          g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_INVALID,
                       _("The round does not end (seat %d to move after %u moves)"), seat, moves);
          return FALSE;
        }

      action = decide (game, players[seat], trp_rng_next (rng) >> 11, budget_us, playouts, log);
      if (action == NULL)
        {
          g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_INVALID,
                       _("Seat %d has no legal move"), seat);
          return FALSE;
        }
      if (!trp_match_perform (match, action, error))
        return FALSE;
    }

  return TRUE;
}

static gboolean
parse_levels (const char  *text,
              guint        n_players,
              TrpAiLevel  *levels,
              GError     **error)
{
  g_auto(GStrv) parts = g_strsplit (text != NULL ? text : "normal", ",", -1);
  guint n = g_strv_length (parts);

  if (n == 0)
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           _("No level given: use easy, normal or hard"));
      return FALSE;
    }

  for (guint i = 0; i < n_players; i++)
    if (!trp_ai_level_from_string (parts[i % n], &levels[i]))
      {
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                     _("“%s” is not a level: use easy, normal or hard"), parts[i % n]);
        return FALSE;
      }

  return TRUE;
}

static const TrpGameInfo *
lookup_playable (const char  *game_id,
                 GError     **error)
{
  const TrpGameInfo *info = trp_game_catalog_lookup (game_id);

  if (info == NULL || !trp_game_info_is_playable (info))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   info == NULL ? _("Unknown game “%s”") : _("%s cannot be played yet"),
                   info == NULL ? game_id : info->id);
      return NULL;
    }

  return info;
}

/* One seat of --players: “human”, “easy”, “normal” or “hard”, then
 * optionally “:NAME”; with @invited, also “invited:NAME”, a guest's seat
 * at a hosted table. */
static gboolean
parse_player_full (const char  *text,
                   gboolean     invited,
                   TrpPlayer   *player,
                   GError     **error)
{
  g_auto(GStrv) parts = g_strsplit (text, ":", 2);
  const char *kind = parts[0] != NULL ? g_strstrip (parts[0]) : "";
  const char *name = parts[0] != NULL && parts[1] != NULL ? parts[1] : NULL;
  TrpAiLevel level;

  if (g_str_equal (kind, "human"))
    {
      player->kind = TRP_PLAYER_HUMAN;
      player->level = NULL;
      player->name = g_strdup (name != NULL && name[0] != '\0' ? name : _("You"));
    }
  else if (invited && g_str_equal (kind, "invited") && name != NULL && name[0] != '\0')
    {
      /* A guest takes the seat by its name: it must have one. */
      player->kind = TRP_PLAYER_HUMAN;
      player->invited = TRUE;
      player->level = NULL;
      player->name = g_strdup (name);
    }
  else if (trp_ai_level_from_string (kind, &level) && level != TRP_AI_LEVEL_RANDOM)
    {
      player->kind = TRP_PLAYER_COMPUTER;
      player->level = g_strdup (trp_ai_level_to_string (level));
      player->name = g_strdup (name != NULL && name[0] != '\0' ? name : trp_ai_level_get_title (level));
    }
  else
    {
      if (invited)
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                     _("“%s” is not a player: use invited:NAME, or easy, normal or hard, optionally followed by “:NAME”"),
                     text);
      else
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                     _("“%s” is not a player: use human, easy, normal or hard, optionally followed by “:NAME”"),
                     text);
      return FALSE;
    }

  if (!g_utf8_validate (player->name, -1, NULL) || strlen (player->name) > 200)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("A player’s name is at most 200 bytes of UTF-8"));
      return FALSE;
    }

  player->team = -1;
  return TRUE;
}

static gboolean
parse_player (const char  *text,
              TrpPlayer   *player,
              GError     **error)
{
  return parse_player_full (text, FALSE, player, error);
}

static void
player_clear (gpointer data)
{
  TrpPlayer *player = data;

  g_free (player->name);
  g_free (player->level);
}

/* The seats of --players, in order of play. */
static gboolean
read_seats (const char  *spec,
            gboolean     invited,
            GArray      *players,
            GError     **error)
{
  g_auto(GStrv) seats = g_strsplit (spec, ",", -1);

  for (guint i = 0; seats[i] != NULL; i++)
    {
      TrpPlayer player = { NULL, };

      g_array_append_val (players, player);
      if (!parse_player_full (seats[i], invited, &g_array_index (players, TrpPlayer, players->len - 1), error))
        return FALSE;
    }

  return TRUE;
}

static int
command_new (int    argc,
             char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TrpRules) rules = NULL;
  g_autoptr(TrpMatch) match = NULL;
  g_autoptr(GArray) players = NULL;
  g_autofree char *game_id = NULL;
  g_autofree char *preset = NULL;
  g_autofree char *spec = NULL;
  g_autofree char *out = NULL;
  const TrpGameInfo *info;
  gint64 seed = -1;
  const GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game_id, N_("The game, as “games” lists it"), N_("GAME") },
    { "preset", 0, 0, G_OPTION_ARG_STRING, &preset, N_("A named set of house rules"), N_("PRESET") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the first deal (random)"), N_("SEED") },
    { "players", 'p', 0, G_OPTION_ARG_STRING, &spec,
      N_("The seats in order of play, e.g. human:You,hard:Anna,normal,normal "
         "(you and normal computers)"), N_("LIST") },
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out, N_("The save file to write"), N_("FILE") },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 1 ||
      game_id == NULL || out == NULL || !(info = lookup_playable (game_id, &error)))
    {
      g_printerr ("%s\n", error != NULL ? error->message
                          : _("Usage: trapoula-cli new --game GAME --out FILE [OPTIONS]"));
      return 2;
    }

  players = g_array_new (FALSE, TRUE, sizeof (TrpPlayer));
  g_array_set_clear_func (players, player_clear);
  if (spec != NULL)
    {
      if (!read_seats (spec, FALSE, players, &error))
        {
          g_printerr ("%s\n", error->message);
          return 2;
        }
    }
  else
    {
      for (guint i = 0; i < info->default_players; i++)
        {
          TrpPlayer player = { NULL, };

          g_array_append_val (players, player);
          parse_player (i == 0 ? "human" : "normal", &g_array_index (players, TrpPlayer, i), NULL);
        }
    }

  if (players->len < info->min_players || players->len > info->max_players)
    {
      g_autofree char *message = g_strdup_printf (_("%s is played by %u to %u players, not %u"),
                                                  _(info->title), info->min_players,
                                                  info->max_players, players->len);

      g_printerr ("%s\n", message);
      return 2;
    }
  if (seed > G_GINT64_CONSTANT (9007199254740991))
    {
      g_printerr (_("A seed is a whole number from 0 to 2⁵³ − 1\n"));
      return 2;
    }
  if (seed < 0)
    seed = g_random_int () | ((guint64) (g_random_int () & 0x1fffff) << 32);

  rules = trp_rules_new (info->rules);
  if (preset != NULL && !trp_rules_apply_preset (rules, preset, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  /* Biriba counts its players in its rules too (B-2). */
  if (trp_rules_descriptor_find_option (info->rules, "player_count") != NULL &&
      !trp_rules_set_int (rules, "player_count", players->len, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }

  /* A match file is never overwritten by another match. */
  if (g_file_test (out, G_FILE_TEST_EXISTS))
    {
      g_printerr (_("%s already exists\n"), out);
      return 1;
    }
  /* A mistyped path makes no folders (saving makes the app's own). */
  {
    g_autofree char *folder = g_path_get_dirname (out);

    if (!g_file_test (folder, G_FILE_TEST_IS_DIR))
      {
        g_printerr (_("The folder %s does not exist\n"), folder);
        return 1;
      }
  }

  if (!(match = trp_match_new (info->id, rules, (const TrpPlayer *) players->data, players->len,
                               trp_game_catalog_create_game, &error)) ||
      !trp_match_start_round (match, (guint64) seed, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }

  trp_match_set_save_path (match, out);
  if (!trp_match_save (match, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }

  return 0;
}

/* Saves after every move go on when one fails, as in the app; the
 * command still says so and fails at the end. */
typedef struct
{
  guint  count;
  char  *last;
} SaveFailures;

static void
save_failed_cb (TrpMatch     *match,
                GError       *error,
                SaveFailures *failures)
{
  failures->count++;
  g_free (failures->last);
  failures->last = g_strdup (error->message);
}

static int
command_selfplay (int    argc,
                  char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("GAME"));
  g_autoptr(GError) error = NULL;
  g_autoptr(TrpMatch) match = NULL;
  g_autoptr(TrpRng) rng = NULL;
  g_autofree TrpAiLevel *levels = NULL;
  g_autofree int *seats = NULL;
  g_autofree char *levels_text = NULL;
  g_autofree char *save = NULL;
  g_autofree char *rules_text = NULL;
  const TrpGameInfo *info;
  int players = 0, rounds = 1, budget_ms = 50;
  gint64 seed = 1;
  gboolean whole_match = FALSE, force = FALSE;
  SaveFailures failures = { 0, NULL };
  const GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("Number of players (the game’s usual number)"), N_("N") },
    { "rounds", 'r', 0, G_OPTION_ARG_INT, &rounds, N_("Rounds to play (1)"), N_("N") },
    { "match", 'm', 0, G_OPTION_ARG_NONE, &whole_match, N_("Play until the match is over"), NULL },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the deals and the players (1)"), N_("SEED") },
    { "levels", 'l', 0, G_OPTION_ARG_STRING, &levels_text, N_("Levels by seat, e.g. hard,normal (repeats)"), N_("LIST") },
    { "budget", 'b', 0, G_OPTION_ARG_INT, &budget_ms, N_("Thinking time of hard players in ms (50)"), N_("MS") },
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &save, N_("Save the match to FILE"), N_("FILE") },
    { "force", 0, 0, G_OPTION_ARG_NONE, &force, N_("Replace the file of --save if it exists"), NULL },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_text, N_("House rules as a JSON object, e.g. {\"three_player_mode\": \"no_teams\"}"), N_("JSON") },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc != 2 ||
      !(info = lookup_playable (argv[1], &error)))
    {
      g_printerr ("%s\n", error != NULL ? error->message : _("Usage: trapoula-cli selfplay GAME [OPTIONS]"));
      return 2;
    }

  if (!parse_cli_rules (rules_text, info, &error) ||
      !reconcile_player_count (info, &players, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  if (players == 0)
    players = info->default_players;
  /* Checked before anything is sized by it. */
  if (players < (int) info->min_players || players > (int) info->max_players)
    {
      g_printerr (_("%s is played by %u to %u players, not %d\n"),
                  _(info->title), info->min_players, info->max_players, players);
      return 2;
    }
  if (rounds < 0 || budget_ms < 0)
    {
      g_printerr ("%s\n", _("--rounds and --budget cannot be negative"));
      return 2;
    }
  levels = g_new0 (TrpAiLevel, players);
  if (!parse_levels (levels_text, players, levels, &error) ||
      !(match = new_computer_match (info, players, levels, &error)))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }

  if (save != NULL)
    {
      /* As “new”: an existing match is replaced only when asked to. */
      if (!force && g_file_test (save, G_FILE_TEST_EXISTS))
        {
          g_printerr (_("%s exists; use --force to replace it\n"), save);
          return 2;
        }
      trp_match_set_save_path (match, save);
      if (!trp_match_lock (match, &error))
        {
          g_printerr ("%s: %s\n", save, error->message);
          return 2;
        }
      g_signal_connect (match, "save-failed", G_CALLBACK (save_failed_cb), &failures);
    }

  seats = g_new0 (int, players);
  for (int i = 0; i < players; i++)
    seats[i] = levels[i];

  rng = trp_rng_new ((guint64) seed);
  for (int r = 0; (whole_match || r < rounds) && !trp_match_get_is_over (match); r++)
    {
      TrpRoundResult *result;

      if (!trp_match_start_round (match, trp_rng_next (rng) >> 11, &error) ||
          !play_round (match, seats, rng, (gint64) budget_ms * 1000, 0, NULL, &error))
        {
          g_printerr (_("Round %d: %s\n"), r + 1, error->message);
          return 1;
        }

      result = trp_match_get_round_result (match, trp_match_get_n_rounds (match) - 1);
      g_print (_("Round %d:"), r + 1);
      for (guint u = 0; u < trp_round_result_get_n_units (result); u++)
        g_print (" %d", trp_round_result_get_total (result, u));
      g_print ("  (");
      g_print ("%s", _("totals"));
      for (guint u = 0; u < trp_match_get_n_units (match); u++)
        g_print (" %d", trp_match_get_total (match, u));
      g_print (")\n");
    }

  if (trp_match_get_is_over (match))
    g_print (_("Match over; winner: %d\n"), trp_match_get_winner (match));

  if (failures.count > 0)
    {
      g_printerr (ngettext ("%u save failed; the last: %s\n", "%u saves failed; the last: %s\n",
                            failures.count),
                  failures.count, failures.last);
      g_free (failures.last);
      return 1;
    }

  return 0;
}

static double
elapsed_seconds (gint64 start)
{
  return (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
}

static void
add_double (JsonBuilder *builder,
            const char  *member,
            double       value)
{
  json_builder_set_member_name (builder, member);
  /* Three decimals are plenty and keep the output readable. */
  json_builder_add_double_value (builder, round (value * 1000) / 1000);
}

static void
add_int (JsonBuilder *builder,
         const char  *member,
         gint64       value)
{
  json_builder_set_member_name (builder, member);
  json_builder_add_int_value (builder, value);
}

static void
print_json (JsonBuilder *builder)
{
  g_autoptr(JsonNode) root = json_builder_get_root (builder);
  g_autofree char *text = json_to_string (root, TRUE);

  g_print ("%s\n", text);
}

/* Save and load (a full replay) of a long match: the price of the save
 * after every move, and of opening a match. */
static int
bench_save_load (const TrpGameInfo *info,
                 int                players,
                 int                n_rounds,
                 double             seconds,
                 gint64             seed)
{
  g_autoptr(TrpRules) rules = trp_rules_new (info->rules);
  g_autoptr(TrpMatch) match = NULL;
  g_autoptr(TrpRng) rng = trp_rng_new ((guint64) seed);
  g_autoptr(GError) error = NULL;
  g_autofree TrpPlayer *seats = g_new0 (TrpPlayer, players);
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  guint moves = 0, saves = 0, loads = 0;
  gint64 start, save_us = 0, load_us = 0;
  gint64 last_size = 0, max_round_bytes = 0;
  GStatBuf st;

  /* A far target, so that the match lasts the rounds asked for, unless
   * the house rules of --rules say otherwise. */
  if (trp_rules_descriptor_find_option (info->rules, "target_score") != NULL)
    trp_rules_set_int (rules, "target_score",
                       trp_rules_descriptor_find_option (info->rules, "target_score")->max, NULL);
  apply_cli_rules (rules);
  if (trp_rules_descriptor_find_option (info->rules, "player_count") != NULL)
    trp_rules_set_int (rules, "player_count", players, NULL);

  for (int i = 0; i < players; i++)
    {
      seats[i].name = (char *) "Random";
      seats[i].kind = TRP_PLAYER_COMPUTER;
      seats[i].team = -1;
    }

  dir = g_dir_make_tmp ("trapoula-bench-XXXXXX", &error);
  if (dir == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  path = g_build_filename (dir, "match.json", NULL);

  /* Saved once a round, not after every move: how much each round adds
   * to the file, the largest round included, bounds the rounds a file of
   * the loader's size holds. */
  match = trp_match_new (info->id, rules, seats, players, trp_game_catalog_create_game, &error);
  if (match != NULL)
    {
      trp_match_set_save_path (match, path);
      if (trp_match_save (match, &error) && g_stat (path, &st) == 0)
        last_size = st.st_size;
      trp_match_set_save_path (match, NULL);
    }
  while (match != NULL && error == NULL && (int) trp_match_get_n_rounds (match) < n_rounds &&
         !trp_match_get_is_over (match))
    {
      if (!trp_match_start_round (match, trp_rng_next (rng) >> 11, &error))
        break;
      while (trp_match_get_round_in_progress (match))
        {
          g_autoptr(TrpAction) action = trp_policy_random (trp_match_get_game (match), rng, NULL);

          if (!trp_match_perform (match, action, &error))
            break;
          moves++;
        }
      if (error != NULL)
        break;
      trp_match_set_save_path (match, path);
      if (!trp_match_save (match, &error) || g_stat (path, &st) != 0)
        break;
      max_round_bytes = MAX (max_round_bytes, st.st_size - last_size);
      last_size = st.st_size;
      trp_match_set_save_path (match, NULL);
    }
  if (match == NULL || error != NULL)
    {
      g_printerr ("%s\n", error->message);
      g_remove (path);
      g_rmdir (dir);
      return 1;
    }
  trp_match_set_save_path (match, path);

  start = g_get_monotonic_time ();
  while (saves < 3 || elapsed_seconds (start) < seconds / 2)
    {
      gint64 t = g_get_monotonic_time ();

      if (!trp_match_save (match, &error))
        break;
      save_us += g_get_monotonic_time () - t;
      saves++;
    }

  start = g_get_monotonic_time ();
  while (error == NULL && (loads < 3 || elapsed_seconds (start) < seconds / 2))
    {
      g_autoptr(TrpMatch) loaded = NULL;
      gint64 t = g_get_monotonic_time ();

      loaded = trp_match_load (path, trp_game_catalog_create_game, trp_game_catalog_lookup_rules, &error);
      if (loaded == NULL)
        break;
      load_us += g_get_monotonic_time () - t;
      loads++;
    }

  if (error != NULL)
    g_printerr ("%s\n", error->message);
  else
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      g_stat (path, &st);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "game");
      json_builder_add_string_value (builder, info->id);
      add_int (builder, "rounds", trp_match_get_n_rounds (match));
      add_int (builder, "moves", moves);
      add_double (builder, "file_kb", st.st_size / 1024.0);
      add_int (builder, "bytes_per_round", st.st_size / MAX (trp_match_get_n_rounds (match), 1));
      add_int (builder, "max_round_bytes", max_round_bytes);
      add_int (builder, "round_limit", trp_match_get_max_rounds ());
      add_int (builder, "max_file_bytes", trp_match_get_max_file_size ());
      json_builder_set_member_name (builder, "over");
      json_builder_add_boolean_value (builder, trp_match_get_is_over (match));
      add_double (builder, "save_ms", save_us / 1000.0 / saves);
      add_double (builder, "load_ms", load_us / 1000.0 / loads);
      json_builder_end_object (builder);
      print_json (builder);
    }

  g_remove (path);
  g_rmdir (dir);
  return error != NULL ? 1 : 0;
}

/* The Wilson score interval at 95 %: unlike the normal approximation it
 * stays inside [0, 1] and means something for a few deals. */
static void
wilson_interval (double  wins,
                 guint   n,
                 double *low,
                 double *high)
{
  const double z = 1.959964;
  double p, centre, half, d;

  if (n == 0)
    {
      *low = 0;
      *high = 1;
      return;
    }

  p = wins / n;
  d = 1 + z * z / n;
  centre = (p + z * z / (2.0 * n)) / d;
  half = z * sqrt (p * (1 - p) / n + z * z / (4.0 * n * n)) / d;
  *low = MAX (centre - half, 0);
  *high = MIN (centre + half, 1);
}

static TrpRules *
bench_rules (const TrpGameInfo *info,
             int                players)
{
  TrpRules *rules = trp_rules_new (info->rules);

  apply_cli_rules (rules);
  /* Biriba counts its players in its rules too (B-2). */
  if (trp_rules_descriptor_find_option (info->rules, "player_count") != NULL)
    trp_rules_set_int (rules, "player_count", players, NULL);
  return rules;
}

static int
compare_gint64 (gconstpointer a,
                gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

/* The nearest-rank percentile, in milliseconds. */
static double
percentile_ms (GArray *sorted,
               double  p)
{
  guint rank;

  if (sorted->len == 0)
    return 0;
  rank = (guint) ceil (p / 100.0 * sorted->len);
  rank = CLAMP (rank, 1, sorted->len);
  return g_array_index (sorted, gint64, rank - 1) / 1000.0;
}

/* Speed: random rounds from deal to score, the cost a search pays for
 * each random playout. */
static gboolean
bench_speed (const TrpGameInfo  *info,
             int                 players,
             double              seconds,
             guint64             seed,
             JsonBuilder        *builder,
             GError            **error)
{
  g_autoptr(TrpRules) rules = bench_rules (info, players);
  g_autoptr(TrpRng) rng = trp_rng_new (seed);
  g_autoptr(TrpGame) game = NULL;
  guint64 rounds = 0, moves = 0;
  gint64 start;
  double elapsed;

  /* One game dealt again and again, as a search reuses its samples. */
  if (!(game = trp_game_catalog_create_game (info->id, rules, players, error)))
    return FALSE;

  start = g_get_monotonic_time ();
  while (rounds == 0 || elapsed_seconds (start) < seconds)
    {
      if (!trp_game_deal_seeded (game, rounds % players, NULL, trp_rng_next (rng) >> 11, error))
        return FALSE;
      moves += trp_game_playout_random (game, rng, G_MAXUINT, NULL);
      rounds++;
    }
  elapsed = elapsed_seconds (start);

  add_double (builder, "random_hands_per_s", rounds / elapsed);
  add_double (builder, "random_moves_per_s", moves / elapsed);
  return TRUE;
}

/* Search throughput at a fixed budget, on positions where there is a
 * choice: the first such of a few deals, and one later in each. */
static double
bench_iterations_at (const TrpGameInfo *info,
                     int                players,
                     gint64             budget_us,
                     guint64            seed,
                     guint              n_positions)
{
  g_autoptr(TrpRules) rules = bench_rules (info, players);
  g_autoptr(TrpRng) rng = trp_rng_new (seed);
  guint64 total = 0;
  guint measured = 0;

  for (guint p = 0; p < n_positions; p++)
    {
      g_autoptr(TrpGame) game = trp_game_catalog_create_game (info->id, rules, players, NULL);
      guint skip = p % 2 == 0 ? 0 : 12;
      guint moves = 0;

      if (game == NULL || !trp_game_deal_seeded (game, p % players, NULL, trp_rng_next (rng) >> 11, NULL))
        continue;

      while (!trp_game_is_round_over (game))
        {
          g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);
          g_autoptr(TrpAction) action = NULL;

          if (legal->len > 1 && moves >= skip)
            {
              TrpSearchParams params;
              TrpSearchStats stats;

              /* Throughput: the search goes on to the end of its budget
               * even once the choice is clear. */
              trp_ai_search_params_init (&params, info->id);
              params.seed = trp_rng_next (rng);
              params.time_budget_us = budget_us;
              params.run_full_budget = TRUE;
              action = trp_search_choose (game, &params, NULL, &stats);
              total += stats.iterations;
              measured++;
              break;
            }
          action = trp_ai_choose (game, TRP_AI_LEVEL_NORMAL, trp_rng_next (rng), 0, NULL);
          trp_game_apply (game, action);
          moves++;
        }
    }

  return measured > 0 ? (double) total / measured : 0;
}

/* Won, drawn and lost, the win rate with a drawn game counting half, and
 * its 95 % interval, under member names that start with @prefix (the
 * counts) and @rate_prefix (the rate and interval). */
static void
add_record (JsonBuilder *builder,
            const char  *prefix,
            guint        won,
            guint        drawn,
            guint        played,
            const char  *rate_prefix)
{
  g_autofree char *won_name = g_strconcat (prefix, "won", NULL);
  g_autofree char *drawn_name = g_strconcat (prefix, "drawn", NULL);
  g_autofree char *lost_name = g_strconcat (prefix, "lost", NULL);
  g_autofree char *rate_name = g_strconcat (rate_prefix, "win_rate", NULL);
  g_autofree char *ci_name = g_strconcat (rate_prefix, "ci95", NULL);
  double low, high;

  wilson_interval (won + drawn / 2.0, played, &low, &high);
  add_int (builder, won_name, won);
  add_int (builder, drawn_name, drawn);
  add_int (builder, lost_name, played - won - drawn);
  add_double (builder, rate_name, played > 0 ? (won + drawn / 2.0) / played : 0);
  json_builder_set_member_name (builder, ci_name);
  json_builder_begin_array (builder);
  json_builder_add_double_value (builder, round (low * 1000) / 1000);
  json_builder_add_double_value (builder, round (high * 1000) / 1000);
  json_builder_end_array (builder);
}

/* What one mirrored deal gave the first player. */
typedef struct
{
  guint   won;         /* rounds */
  guint   drawn;
  guint   played;
  double  score;       /* rounds won, a draw counting half */
  double  margin;      /* points, all rounds together */
  BenchLog log;
} DealOutcome;

typedef struct
{
  const TrpGameInfo *info;
  int                players;
  int                first;
  int                second;
  gint64             budget_us;
  guint              playouts;
  gboolean           keep_log;
  guint64           *deal_seeds;
  DealOutcome       *outcomes;
  TrpBenchSeating    seating;
  GMutex             lock;
  GError            *error;
  guint              done;
  guint              deals;
  gboolean           verbose;
} MatchupJob;

/* Plays deal @d once per place of the tested player (trp-bench-seating.c):
 * each team, or each seat where there are no fixed teams. Each deal has
 * its own random stream, so the deals may be played in any order, or at
 * once. */
static gboolean
play_deal (MatchupJob  *job,
           guint        d,
           GError     **error)
{
  guint64 deal_seed = job->deal_seeds[d];
  g_autoptr(TrpRng) rng = trp_rng_new (deal_seed ^ G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
  g_autofree TrpAiLevel *levels = g_new0 (TrpAiLevel, job->players);
  g_autofree int *seats = g_new0 (int, job->players);
  DealOutcome *out = &job->outcomes[d];
  BenchLog *log = job->keep_log ? &out->log : NULL;

  for (guint rotation = 0; rotation < job->seating.n_rotations; rotation++)
    {
      g_autoptr(TrpMatch) match = NULL;
      TrpRoundResult *result;
      guint unit, n_units;
      double own, others = 0;

      unit = trp_bench_seating_assign (&job->seating, rotation, job->first, job->second, seats);
      for (int i = 0; i < job->players; i++)
        {
          /* The match records levels; the bench's own searching players
           * are hard ones. */
          levels[i] = seats[i] >= BENCH_OMNISCIENT ? TRP_AI_LEVEL_HARD : (TrpAiLevel) seats[i];
        }

      if (!(match = new_computer_match (job->info, job->players, levels, error)) ||
          !trp_match_start_round (match, deal_seed, error) ||
          !play_round (match, seats, rng, job->budget_us, job->playouts, log, error))
        return FALSE;

      result = trp_match_get_round_result (match, 0);
      n_units = trp_round_result_get_n_units (result);
      own = trp_round_result_get_total (result, unit);
      for (guint u = 0; u < n_units; u++)
        if (u != unit)
          others += trp_round_result_get_total (result, u);
      /* Against the field: the mean of the other teams or seats. */
      others /= MAX (n_units, 2) - 1;

      out->played++;
      out->margin += own - others;
      /* A round that ends the match (a Mariaccio claim, a mariannone) is
       * won by the match's winner, whatever the round's points. */
      if (trp_match_get_is_over (match) && trp_match_get_winner (match) >= 0)
        out->won += trp_match_get_winner (match) == (int) unit;
      else if (trp_match_get_is_over (match))
        out->drawn++;
      else
        {
          out->won += own > others;
          out->drawn += own == others;
        }
    }
  out->score = out->won + out->drawn / 2.0;

  return TRUE;
}

static void
play_deal_in_pool (gpointer data,
                   gpointer user_data)
{
  MatchupJob *job = user_data;
  guint d = GPOINTER_TO_UINT (data) - 1;
  g_autoptr(GError) error = NULL;
  gboolean ok = play_deal (job, d, &error);

  g_mutex_lock (&job->lock);
  if (!ok && job->error == NULL)
    job->error = g_steal_pointer (&error);
  job->done++;
  if (job->verbose && job->done % 50 == 0)
    g_printerr ("%u/%u\n", job->done, job->deals);
  g_mutex_unlock (&job->lock);
}

/* What a matchup's deals gave its tested player. */
typedef struct
{
  guint  won;          /* rounds */
  guint  drawn;
  guint  played;
  double margin;       /* points, all rounds together */
  guint  deals_won;
  guint  deals_drawn;
  TrpBenchSeating seating;
} MatchupTally;

/* One player against another over @deals deals, each played once per
 * place of the tested player so that the cards even out; partners share a
 * player (trp-bench-seating.c). @jobs deals are played at once. */
static gboolean
play_matchup (const TrpGameInfo  *info,
              int                 players,
              int                 first,
              int                 second,
              guint               deals,
              gint64              budget_us,
              guint               playouts,
              guint64             seed,
              guint               jobs,
              gboolean            verbose,
              BenchLog           *log,
              MatchupTally       *tally,
              GError            **error)
{
  g_autoptr(TrpRng) rng = trp_rng_new (seed);
  g_autofree guint64 *deal_seeds = g_new0 (guint64, MAX (deals, 1));
  g_autofree DealOutcome *outcomes = g_new0 (DealOutcome, MAX (deals, 1));
  MatchupJob job = { info, players, first, second, budget_us, playouts, log != NULL,
                     deal_seeds, outcomes, { 0 }, { 0 }, NULL, 0, deals, verbose };
  g_autoptr(TrpRules) rules = bench_rules (info, players);
  g_autoptr(TrpGame) game = NULL;
  gboolean ok = TRUE;

  memset (tally, 0, sizeof *tally);
  if (!(game = trp_game_catalog_create_game (info->id, rules, players, error)))
    return FALSE;
  /* The games seat at most 6, which a seating holds. */
  if (!trp_bench_seating_init (&job.seating, game))
    g_return_val_if_reached (FALSE);
  tally->seating = job.seating;

  for (guint d = 0; d < deals; d++)
    {
      deal_seeds[d] = trp_rng_next (rng) >> 11;
      outcomes[d].log.decision_us = g_array_new (FALSE, FALSE, sizeof (gint64));
      outcomes[d].log.rules_too = log != NULL && log->rules_too;
      outcomes[d].log.slow_us = log != NULL ? log->slow_us : 0;
    }

  g_mutex_init (&job.lock);
  /* The first deal alone: the games' and players' tables are set up once,
   * before any thread shares them. */
  if (deals > 0)
    ok = play_deal (&job, 0, error);
  if (ok && deals > 1)
    {
      GThreadPool *pool = g_thread_pool_new (play_deal_in_pool, &job, MAX (jobs, 1), TRUE, NULL);

      for (guint d = 1; d < deals; d++)
        g_thread_pool_push (pool, GUINT_TO_POINTER (d + 1), NULL);
      g_thread_pool_free (pool, FALSE, TRUE);
      if (job.error != NULL)
        {
          g_propagate_error (error, job.error);
          ok = FALSE;
        }
    }
  g_mutex_clear (&job.lock);

  for (guint d = 0; d < deals; d++)
    {
      DealOutcome *out = &outcomes[d];

      tally->won += out->won;
      tally->drawn += out->drawn;
      tally->played += out->played;
      tally->margin += out->margin;
      /* Duplicate scoring: the deal goes to whoever did better with the
       * same cards, by rounds won and then by points. */
      if (2 * out->score > out->played || (2 * out->score == out->played && out->margin > 0))
        tally->deals_won++;
      else if (2 * out->score == out->played && out->margin == 0)
        tally->deals_drawn++;

      if (log != NULL)
        {
          g_array_append_vals (log->decision_us, out->log.decision_us->data, out->log.decision_us->len);
          log->iterations += out->log.iterations;
          log->searched += out->log.searched;
          log->kept_rule_based += out->log.kept_rule_based;
          log->search_us += out->log.search_us;
        }
      g_array_unref (out->log.decision_us);
    }

  return ok;
}

/* The records of @tally: each mirrored deal as one game, then each round
 * on its own. */
static void
add_tally (JsonBuilder        *builder,
           const MatchupTally *tally,
           guint               deals)
{
  add_record (builder, "deals_", tally->deals_won, tally->deals_drawn, deals, "deal_");
  add_int (builder, "rounds", tally->played);
  add_record (builder, "", tally->won, tally->drawn, tally->played, "");
  add_double (builder, "mean_margin", tally->played > 0 ? tally->margin / tally->played : 0);
}

/* A matchup, and where the tested player holds one place of three or more
 * (a seat against the field, or one of three teams), the same deals with
 * the field's player in that place too: "won" is measured against the mean
 * of the other places, and what two identical players score there is not
 * 50 %, so the figure is read beside that baseline. */
static gboolean
bench_matchup (const TrpGameInfo  *info,
               int                 players,
               int                 first,
               int                 second,
               guint               deals,
               gint64              budget_us,
               guint               playouts,
               guint64             seed,
               guint               jobs,
               gboolean            verbose,
               BenchLog           *log,
               JsonBuilder        *builder,
               GError            **error)
{
  MatchupTally tally, baseline;

  if (!play_matchup (info, players, first, second, deals, budget_us, playouts, seed, jobs,
                     verbose, log, &tally, error))
    return FALSE;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "player");
  json_builder_add_string_value (builder, bench_player_name (first));
  json_builder_set_member_name (builder, "against");
  json_builder_add_string_value (builder, bench_player_name (second));
  add_int (builder, "deals", deals);
  json_builder_set_member_name (builder, "seating");
  json_builder_add_string_value (builder, trp_bench_seating_scheme_to_string (tally.seating.scheme));
  add_int (builder, "plays_per_deal", tally.seating.n_rotations);
  add_tally (builder, &tally, deals);

  if (deals > 0 && tally.seating.n_rotations > 2)
    {
      if (verbose)
        g_printerr ("%s: %s – %s (%s)\n", info->id, bench_player_name (second),
                    bench_player_name (second), _("baseline"));
      if (!play_matchup (info, players, second, second, deals, budget_us, playouts, seed, jobs,
                         verbose, NULL, &baseline, error))
        {
          json_builder_end_object (builder);
          return FALSE;
        }
      json_builder_set_member_name (builder, "baseline");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "player");
      json_builder_add_string_value (builder, bench_player_name (second));
      add_tally (builder, &baseline, deals);
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);

  return TRUE;
}

static void
add_decisions (JsonBuilder *builder,
               const char  *member,
               BenchLog    *log)
{
  g_array_sort (log->decision_us, compare_gint64);

  json_builder_set_member_name (builder, member);
  json_builder_begin_object (builder);
  add_int (builder, "decisions", log->decision_us->len);
  add_double (builder, "p50", percentile_ms (log->decision_us, 50));
  add_double (builder, "p95", percentile_ms (log->decision_us, 95));
  add_double (builder, "p99", percentile_ms (log->decision_us, 99));
  add_double (builder, "max", percentile_ms (log->decision_us, 100));
  json_builder_end_object (builder);
}

static gboolean
bench_game (const TrpGameInfo  *info,
            int                 players,
            double              seconds,
            guint               deals,
            gint64              budget_us,
            guint               playouts,
            gint64              reference_budget_us,
            guint64             seed,
            const int          *matchups,
            guint               n_matchups,
            guint               jobs,
            gboolean            verbose,
            JsonBuilder        *builder,
            GError            **error)
{
  /* The ~10 % over its budget that a loaded machine may add. */
  gint64 slow_us = verbose && playouts == 0 ? budget_us + budget_us / 10 : 0;
  BenchLog hard = { g_array_new (FALSE, FALSE, sizeof (gint64)), 0, 0, 0, FALSE, slow_us };
  BenchLog omniscient = { g_array_new (FALSE, FALSE, sizeof (gint64)), 0, 0, 0, FALSE, slow_us };
  BenchLog rules = { g_array_new (FALSE, FALSE, sizeof (gint64)), 0, 0, 0, TRUE, 0 };
  int rules_player = -1;
  gboolean ok = FALSE;

  if (players == 0)
    players = info->default_players;

  json_builder_set_member_name (builder, info->id);
  json_builder_begin_object (builder);
  add_int (builder, "players", players);

  if (verbose)
    g_printerr ("%s: %s\n", info->id, _("speed"));
  if (!bench_speed (info, players, seconds, seed, builder, error))
    goto out;

  json_builder_set_member_name (builder, "matchups");
  json_builder_begin_array (builder);
  for (guint m = 0; m < n_matchups; m++)
    {
      int first = matchups[2 * m], second = matchups[2 * m + 1];
      /* The decision times are the hard player's, against the level below
       * (or the first matchup that has one); the omniscient one's apart. */
      BenchLog *log = first == BENCH_OMNISCIENT ? &omniscient :
                      (bench_player_searches (first) || bench_player_searches (second)) ? &hard : NULL;

      /* A rule-based player against random: its own decision times. */
      if (log == NULL && second == TRP_AI_LEVEL_RANDOM && first != TRP_AI_LEVEL_RANDOM &&
          (rules_player < 0 || rules_player == first))
        {
          log = &rules;
          rules_player = first;
        }

      if (verbose)
        g_printerr ("%s: %s – %s\n", info->id, bench_player_name (first), bench_player_name (second));
      if (!bench_matchup (info, players, first, second, deals, budget_us, playouts,
                          seed + 1000 * m, jobs, verbose, log, builder, error))
        {
          json_builder_end_array (builder);
          goto out;
        }
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "search");
  json_builder_begin_object (builder);
  add_double (builder, "budget_ms", budget_us / 1000.0);
  if (playouts > 0)
    add_int (builder, "playouts", playouts);
  add_double (builder, "iterations_per_decision",
              hard.searched > 0 ? (double) hard.iterations / hard.searched : 0);
  /* How often the search changed the rule-based player's move at all. */
  add_double (builder, "kept_rule_based_share",
              hard.searched > 0 ? (double) hard.kept_rule_based / hard.searched : 0);
  /* The throughput over the positions of the games played, where the
   * reference below measures it near the start of a round. */
  if (hard.search_us > 0)
    add_double (builder, "iterations_per_200ms_in_play",
                hard.iterations * 200000.0 / hard.search_us);
  if (reference_budget_us > 0)
    {
      g_autofree char *member = g_strdup_printf ("iterations_at_%" G_GINT64_FORMAT "ms",
                                                 reference_budget_us / 1000);

      if (verbose)
        g_printerr ("%s: %s\n", info->id, member);
      add_double (builder, member, bench_iterations_at (info, players, reference_budget_us, seed, 3));
    }
  json_builder_end_object (builder);

  add_decisions (builder, "decision_ms", &hard);
  if (omniscient.decision_us->len > 0)
    add_decisions (builder, "omniscient_decision_ms", &omniscient);
  if (rules.decision_us->len > 0)
    {
      g_autofree char *member = g_strdup_printf ("%s_decision_ms", bench_player_name (rules_player));

      add_decisions (builder, member, &rules);
    }
  ok = TRUE;

out:
  json_builder_end_object (builder);
  g_array_unref (hard.decision_us);
  g_array_unref (omniscient.decision_us);
  g_array_unref (rules.decision_us);
  return ok;
}

/* The tracer: in Biriba rounds of one tested player (Hard) against the
 * field (Normal), each of its decisions set beside the one the field's
 * player would have made in the same position, and the kinds of move a
 * strong player notices counted (#34): a discard that fits the next
 * opponent's melds while the hand held one that fits none of them (a
 * gift), a pile the field's player would take and the tested one left,
 * a card discarded where the field's player would lay one off. */
typedef struct
{
  guint rounds;
  guint decisions;           /* the tested player's */
  guint differed;            /* where the field's player chose otherwise */
  guint discards;            /* the tested player's */
  guint gifts;               /* of those, a gift with a safe card held */
  guint gifts_field_safe;    /* …where the field's player threw a safe one */
  guint gifts_taken;         /* …and the next opponent took the pile at once */
  guint field_gifts_there;   /* the field's player's gifts in those positions */
  guint field_discards;      /* the field's own seats' discards */
  guint field_gifts;         /* …gifts among them */
  guint field_gifts_taken;
  guint draws;               /* the tested player's draws with the pile open */
  guint refused_piles;       /* it drew from the stock, the field's player took the pile */
  guint took_piles_refused;  /* the other way round */
  guint missed_lay_offs;     /* it discarded, the field's player laid off */
  /* Of the gifts, refused piles and missed lay-offs where the field's
   * player chose otherwise: those where the search's second opinion, on
   * deals of its own (trp_search_compare()), finds the field's move
   * better, and better by more than two standard errors. */
  guint later[3];
  guint later_clearly[3];
} TraceTally;

enum { TRACE_GIFT, TRACE_REFUSED_PILE, TRACE_MISSED_LAY_OFF };

/* Deals of the second opinion, each move played on every one: four
 * times the playouts of a search at 1,000, given to two moves instead of
 * up to thirty, so that its own luck is small beside the search's. */
#define TRACE_SECOND_OPINION_DEALS 2000

static void
trace_second_opinion (TrpGame         *game,
                      const TrpAction *tested,
                      const TrpAction *field,
                      guint64          seed,
                      guint            kind,
                      gboolean         verbose,
                      TraceTally      *tally)
{
  TrpSearchParams params;
  double mean, stderror;

  if (field == NULL || trp_action_equal (tested, field))
    return;
  trp_ai_search_params_init_for_game (&params, game);
  params.seed = seed ^ G_GUINT64_CONSTANT (0x5851f42d4c957f2d);
  if (trp_search_compare (game, &params, tested, field, TRACE_SECOND_OPINION_DEALS, &mean, &stderror) == 0)
    return;
  tally->later[kind] += mean < 0;
  tally->later_clearly[kind] += mean < -2 * stderror;
  if (verbose)
    g_printerr ("  second opinion: %+.4f ± %.4f\n", mean, stderror);
}

static int
trace_next_opponent (const TrpBiribaView *view,
                     guint                seat)
{
  for (guint i = 1; i < view->n_seats; i++)
    {
      guint s = (seat + i) % view->n_seats;

      if (view->side_of_seat[s] != view->side_of_seat[seat])
        return s;
    }
  return -1;
}

static gboolean
trace_fits_side (const TrpBiribaView *view,
                 int                  side,
                 TrpCard              card)
{
  for (guint m = 0; m < view->n_melds; m++)
    {
      guint n;
      int owner;

      trp_biriba_view_get_meld (view, m, &n, &owner);
      if (owner == side && trp_biriba_view_meld_takes_card (view, m, card))
        return TRUE;
    }
  return FALSE;
}

/* Whether discarding @action gives the next opponent a card for its
 * melds while the hand held another that fits none of them. */
static gboolean
trace_is_gift (TrpGame         *game,
               const TrpAction *action)
{
  TrpBiribaView view;
  int next, side;
  gboolean safe_held = FALSE;

  if (action->type != g_intern_static_string (TRP_BIRIBA_ACTION_DISCARD) || action->n_cards != 1)
    return FALSE;
  trp_biriba_game_get_view (game, action->seat, &view);
  if ((next = trace_next_opponent (&view, action->seat)) < 0)
    return FALSE;
  side = view.side_of_seat[next];
  if (!trace_fits_side (&view, side, action->cards[0]))
    return FALSE;
  for (guint i = 0; i < view.n_hand && !safe_held; i++)
    safe_held = view.hand[i] != action->cards[0] && !trace_fits_side (&view, side, view.hand[i]);
  return safe_held;
}

static gboolean
trace_is (const TrpAction *action,
          const char      *type)
{
  return action != NULL && action->type == g_intern_string (type);
}

static void
trace_print_gift (TrpGame         *game,
                  const TrpAction *tested,
                  const TrpAction *field)
{
  TrpBiribaView view;
  g_autofree char *hand = NULL;
  g_autofree char *thrown = NULL;
  g_autofree char *other = NULL;

  trp_biriba_game_get_view (game, tested->seat, &view);
  hand = trp_cards_get_short_names (view.hand, view.n_hand);
  thrown = trp_action_to_string (tested);
  other = trp_action_to_string (field);
  g_printerr ("gift: seat %d of %u, hand %s, stock %u: %s (the field's player: %s)\n",
              tested->seat, view.n_seats, hand, view.stock_size, thrown, other);
}

static gboolean
trace_round (const TrpGameInfo *info,
             guint              n_players,
             guint              tested_seat,
             int                tested,
             int                field,
             guint64            deal_seed,
             gint64             budget_us,
             guint              playouts,
             gboolean           verbose,
             TraceTally        *tally,
             GError           **error)
{
  g_autofree TrpAiLevel *levels = g_new0 (TrpAiLevel, n_players);
  g_autofree int *seats = g_new0 (int, n_players);
  g_autoptr(TrpRng) rng = trp_rng_new (deal_seed ^ G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
  g_autoptr(TrpMatch) match = NULL;
  /* A gift waiting for the next opponent's draw: that seat, or -1. */
  int gift_to = -1;
  gboolean gift_by_tested = FALSE;
  guint moves = 0;

  for (guint i = 0; i < n_players; i++)
    {
      seats[i] = i == tested_seat ? tested : field;
      levels[i] = seats[i] >= BENCH_OMNISCIENT ? TRP_AI_LEVEL_HARD : (TrpAiLevel) seats[i];
    }
  if (!(match = new_computer_match (info, n_players, levels, error)) ||
      !trp_match_start_round (match, deal_seed, error))
    return FALSE;

  while (trp_match_get_round_in_progress (match))
    {
      TrpGame *game = trp_match_get_game (match);
      int seat = trp_game_get_current_seat (game);
      guint64 seed = trp_rng_next (rng) >> 11;
      g_autoptr(TrpAction) action = NULL;
      g_autoptr(TrpAction) alternative = NULL;

      if (seat < 0 || ++moves > 100000)
        {
          g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_INVALID,
                       _("The round does not end (seat %d to move after %u moves)"), seat, moves);
          return FALSE;
        }
      action = decide (game, seats[seat], seed, budget_us, playouts, NULL);
      if (action == NULL)
        {
          g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_INVALID,
                       _("Seat %d has no legal move"), seat);
          return FALSE;
        }

      if (seat == gift_to)
        {
          if (trace_is (action, TRP_BIRIBA_ACTION_TAKE_PILE))
            {
              if (gift_by_tested)
                tally->gifts_taken++;
              else
                tally->field_gifts_taken++;
            }
          gift_to = -1;
        }

      if ((guint) seat == tested_seat)
        {
          gboolean gift;

          alternative = decide (game, field, seed, budget_us, playouts, NULL);
          tally->decisions++;
          tally->differed += alternative == NULL || !trp_action_equal (action, alternative);
          if (trace_is (action, TRP_BIRIBA_ACTION_DISCARD))
            {
              gift = trace_is_gift (game, action);
              tally->discards++;
              tally->field_gifts_there += alternative != NULL && trace_is_gift (game, alternative);
              if (gift)
                {
                  tally->gifts++;
                  tally->gifts_field_safe += alternative != NULL &&
                                             trace_is (alternative, TRP_BIRIBA_ACTION_DISCARD) &&
                                             !trace_is_gift (game, alternative);
                  if (verbose)
                    trace_print_gift (game, action, alternative);
                  trace_second_opinion (game, action, alternative, seed, TRACE_GIFT, verbose, tally);
                }
              if (trace_is (alternative, TRP_BIRIBA_ACTION_ADD_TO_MELD))
                {
                  tally->missed_lay_offs++;
                  trace_second_opinion (game, action, alternative, seed, TRACE_MISSED_LAY_OFF, FALSE, tally);
                }
            }
          if (trace_is (action, TRP_BIRIBA_ACTION_DRAW_STOCK) || trace_is (action, TRP_BIRIBA_ACTION_TAKE_PILE))
            {
              tally->draws++;
              if (trace_is (action, TRP_BIRIBA_ACTION_DRAW_STOCK) &&
                  trace_is (alternative, TRP_BIRIBA_ACTION_TAKE_PILE))
                {
                  tally->refused_piles++;
                  trace_second_opinion (game, action, alternative, seed, TRACE_REFUSED_PILE, FALSE, tally);
                }
              tally->took_piles_refused += trace_is (action, TRP_BIRIBA_ACTION_TAKE_PILE) &&
                                           trace_is (alternative, TRP_BIRIBA_ACTION_DRAW_STOCK);
            }
          if (trace_is (action, TRP_BIRIBA_ACTION_DISCARD) && trace_is_gift (game, action))
            {
              TrpBiribaView view;

              trp_biriba_game_get_view (game, seat, &view);
              gift_to = trace_next_opponent (&view, seat);
              gift_by_tested = TRUE;
            }
        }
      else if (trace_is (action, TRP_BIRIBA_ACTION_DISCARD))
        {
          tally->field_discards++;
          if (trace_is_gift (game, action))
            {
              TrpBiribaView view;

              tally->field_gifts++;
              trp_biriba_game_get_view (game, seat, &view);
              gift_to = trace_next_opponent (&view, seat);
              gift_by_tested = FALSE;
            }
        }

      if (!trp_match_perform (match, action, error))
        return FALSE;
    }
  tally->rounds++;
  return TRUE;
}

static void
add_share (JsonBuilder *builder,
           const char  *member,
           guint        count,
           guint        of)
{
  g_autofree char *rate = g_strconcat (member, "_rate", NULL);

  add_int (builder, member, count);
  add_double (builder, rate, of > 0 ? (double) count / of : 0);
}

static int
command_trace (int    argc,
               char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *player_list = NULL;
  g_autofree char *level_a = NULL;
  g_autofree char *level_b = NULL;
  g_auto(GStrv) sizes = NULL;
  int rounds = 50, budget_ms = 20, playouts = 0;
  gint64 seed = 1;
  gboolean verbose = FALSE;
  int tested = TRP_AI_LEVEL_HARD, field = TRP_AI_LEVEL_NORMAL;
  const TrpGameInfo *info;
  gint64 start = g_get_monotonic_time ();
  const GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_STRING, &player_list,
      N_("Comma-separated table sizes (3,4,5)"), N_("N,…") },
    { "rounds", 'r', 0, G_OPTION_ARG_INT, &rounds,
      N_("Rounds at each table size, the tested player in each seat in turn (50)"), N_("N") },
    { "level", 0, 0, G_OPTION_ARG_STRING, &level_a, N_("The tested player (hard)"), N_("PLAYER") },
    { "against", 0, 0, G_OPTION_ARG_STRING, &level_b,
      N_("The field’s player, whose choice is traced beside it (normal)"), N_("PLAYER") },
    { "budget", 'b', 0, G_OPTION_ARG_INT, &budget_ms,
      N_("Thinking time of searching players in ms (20)"), N_("MS") },
    { "playouts", 0, 0, G_OPTION_ARG_INT, &playouts,
      N_("Playouts of every search instead of a thinking time, so that the moves do not depend on the machine’s load; 0 for --budget (0)"), N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("Seed (1)"), N_("SEED") },
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose,
      N_("Print every gift on standard error"), NULL },
    { NULL }
  };

  g_option_context_set_summary (context, _("Prints one JSON object per table size: the tested "
                                           "player’s gifts to the next opponent, refused piles "
                                           "and missed lay-offs, beside the field’s player’s "
                                           "choices in the same positions."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc > 1 ||
      rounds < 1 || budget_ms < 1 || playouts < 0)
    {
      g_printerr ("%s\n", error != NULL ? error->message : _("Usage: trapoula-cli trace [OPTIONS]"));
      return 2;
    }
  if ((level_a != NULL && !bench_player_from_string (level_a, &tested)) ||
      (level_b != NULL && !bench_player_from_string (level_b, &field)))
    {
      g_printerr (_("A player is easy, normal, hard, random or omniscient\n"));
      return 2;
    }
  info = trp_game_catalog_lookup ("biriba");
  sizes = g_strsplit (player_list != NULL ? player_list : "3,4,5", ",", -1);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "parameters");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "player");
  json_builder_add_string_value (builder, bench_player_name (tested));
  json_builder_set_member_name (builder, "against");
  json_builder_add_string_value (builder, bench_player_name (field));
  add_int (builder, "rounds", rounds);
  add_int (builder, "budget_ms", budget_ms);
  add_int (builder, "playouts", playouts);
  add_int (builder, "seed", seed);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "tables");
  json_builder_begin_object (builder);
  for (guint i = 0; sizes[i] != NULL; i++)
    {
      guint64 n = g_ascii_strtoull (sizes[i], NULL, 10);
      g_autoptr(TrpRng) rng = trp_rng_new (seed);
      TraceTally tally = { 0 };

      if (n < info->min_players || n > info->max_players)
        {
          g_printerr (_("Biriba is played by %u to %u players\n"), info->min_players, info->max_players);
          return 2;
        }
      for (int r = 0; r < rounds; r++)
        {
          guint64 deal_seed = trp_rng_next (rng) >> 11;

          if (verbose)
            g_printerr ("%s: %u/%d\n", sizes[i], r + 1, rounds);
          if (!trace_round (info, n, r % n, tested, field, deal_seed, (gint64) budget_ms * 1000,
                            playouts, verbose, &tally, &error))
            {
              g_printerr ("%s\n", error->message);
              return 1;
            }
        }

      json_builder_set_member_name (builder, sizes[i]);
      json_builder_begin_object (builder);
      add_int (builder, "rounds", tally.rounds);
      add_int (builder, "decisions", tally.decisions);
      add_share (builder, "differed", tally.differed, tally.decisions);
      add_int (builder, "discards", tally.discards);
      add_share (builder, "gifts", tally.gifts, tally.discards);
      add_int (builder, "gifts_where_field_threw_safe", tally.gifts_field_safe);
      add_int (builder, "gifts_taken_at_once", tally.gifts_taken);
      add_share (builder, "field_gifts_in_same_positions", tally.field_gifts_there, tally.discards);
      add_int (builder, "field_discards", tally.field_discards);
      add_share (builder, "field_gifts", tally.field_gifts, tally.field_discards);
      add_int (builder, "field_gifts_taken_at_once", tally.field_gifts_taken);
      add_int (builder, "draws", tally.draws);
      add_share (builder, "refused_piles", tally.refused_piles, tally.draws);
      add_share (builder, "took_piles_field_refused", tally.took_piles_refused, tally.draws);
      add_share (builder, "missed_lay_offs", tally.missed_lay_offs, tally.discards);
      /* Where the search's own second opinion finds the field's move
       * better (#34: "by the search's own later evaluation"). */
      add_share (builder, "gifts_field_better_later", tally.later[TRACE_GIFT], tally.discards);
      add_share (builder, "gifts_field_clearly_better_later", tally.later_clearly[TRACE_GIFT], tally.discards);
      add_share (builder, "refused_piles_field_better_later", tally.later[TRACE_REFUSED_PILE], tally.draws);
      add_share (builder, "refused_piles_field_clearly_better_later", tally.later_clearly[TRACE_REFUSED_PILE], tally.draws);
      add_share (builder, "missed_lay_offs_field_better_later", tally.later[TRACE_MISSED_LAY_OFF], tally.discards);
      add_share (builder, "missed_lay_offs_field_clearly_better_later", tally.later_clearly[TRACE_MISSED_LAY_OFF],
                 tally.discards);
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);
  add_double (builder, "seconds", elapsed_seconds (start));
  json_builder_end_object (builder);
  print_json (builder);

  return 0;
}

static gint64
peak_rss_kb (void)
{
  struct rusage usage;

  /* Linux counts ru_maxrss in kilobytes. */
  if (getrusage (RUSAGE_SELF, &usage) != 0)
    return -1;
  return usage.ru_maxrss;
}

static int
command_bench (int    argc,
               char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("[GAME]"));
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GPtrArray) games = g_ptr_array_new ();
  int players = 0, deals = -1, strength = 0, budget_ms = 20, reference_ms = 200, jobs = 1;
  int playouts = 0, other_playouts = 1000;
  double seconds = 0.5;
  gint64 seed = 1;
  g_autofree char *level_a = NULL;
  g_autofree char *level_b = NULL;
  g_autofree char *game_list = NULL;
  g_autofree char *rules_text = NULL;
  gboolean save_load = FALSE, verbose = FALSE;
  int save_load_rounds = 30;
  int matchups[6];
  guint n_matchups = 0;
  gint64 start = g_get_monotonic_time ();
  const GOptionEntry entries[] = {
    { "games", 'g', 0, G_OPTION_ARG_STRING, &game_list,
      N_("Comma-separated games (every playable game)"), N_("GAMES") },
    { "deals", 'n', 0, G_OPTION_ARG_INT, &deals,
      N_("Deals of each strength matchup, each played once per team, or per seat where teams form during the hand; 0 for speed only (3)"), N_("N") },
    { "strength", 0, 0, G_OPTION_ARG_INT, &strength, N_("The same as --deals"), N_("N") },
    { "level", 0, 0, G_OPTION_ARG_STRING, &level_a,
      N_("Measure only this player (easy, normal, hard, random, omniscient, hard-guided, hard-policy, hard-full, hard-other)"), N_("PLAYER") },
    { "against", 0, 0, G_OPTION_ARG_STRING, &level_b,
      N_("…against this one (normal)"), N_("PLAYER") },
    { "budget", 'b', 0, G_OPTION_ARG_INT, &budget_ms,
      N_("Thinking time of searching players in ms (20)"), N_("MS") },
    { "playouts", 0, 0, G_OPTION_ARG_INT, &playouts,
      N_("Playouts of every search instead of a thinking time, so that the moves do not depend on the machine’s load; 0 for --budget (0)"), N_("N") },
    { "other-playouts", 0, 0, G_OPTION_ARG_INT, &other_playouts,
      N_("Playouts of the player hard-other: Hard at another effort than --playouts (1000)"), N_("N") },
    { "reference-budget", 0, 0, G_OPTION_ARG_INT, &reference_ms,
      N_("Also count search iterations at this budget in ms, 0 not to (200)"), N_("MS") },
    { "seconds", 't', 0, G_OPTION_ARG_DOUBLE, &seconds,
      N_("Time for each speed measure (0.5)"), N_("S") },
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("Number of players (each game’s usual number)"), N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("Seed (1)"), N_("SEED") },
    { "jobs", 'j', 0, G_OPTION_ARG_INT, &jobs,
      N_("Deals played at once, one thread each; decision times then share the cores (1)"), N_("N") },
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose, N_("Print progress on standard error"), NULL },
    { "save-load", 0, 0, G_OPTION_ARG_NONE, &save_load,
      N_("Measure only saving and loading a long random match"), NULL },
    { "rounds", 'r', 0, G_OPTION_ARG_INT, &save_load_rounds, N_("Rounds of that match (30)"), N_("N") },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_text, N_("House rules as a JSON object, e.g. {\"three_player_mode\": \"no_teams\"}"), N_("JSON") },
    { NULL }
  };

  /* xgettext:no-c-format */
  g_option_context_set_summary (context, _("Prints one JSON object: speed, search effort, decision "
                                           "times, and win rates with 95 % confidence intervals."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc > 2)
    {
      g_printerr ("%s\n", error != NULL ? error->message : _("Usage: trapoula-cli bench [GAME] [OPTIONS]"));
      return 2;
    }

  /* Checked before anything is timed or sized by them: a NaN would be
   * printed as JSON that is not JSON, a negative number means nothing. */
  if (!isfinite (seconds) || seconds < 0 || seconds > 3600)
    {
      g_printerr (_("--seconds is a number of seconds from 0 to 3600\n"));
      return 2;
    }
  if (jobs < 1 || deals < -1 || strength < 0 || budget_ms < 0 || reference_ms < 0 || players < 0 ||
      save_load_rounds < 1)
    {
      g_printerr (_("--jobs and --rounds must be at least 1; --deals, --strength, --budget, "
                    "--reference-budget and --players cannot be negative\n"));
      return 2;
    }

  if (argc == 2 || game_list != NULL)
    {
      g_auto(GStrv) ids = argc == 2 ? g_strsplit (argv[1], ",", -1) : g_strsplit (game_list, ",", -1);

      for (guint i = 0; ids[i] != NULL; i++)
        {
          const TrpGameInfo *info = lookup_playable (g_strstrip (ids[i]), &error);

          if (info == NULL)
            {
              g_printerr ("%s\n", error->message);
              return 2;
            }
          g_ptr_array_add (games, (gpointer) info);
        }
    }
  else
    {
      guint n_games;
      const TrpGameInfo *all = trp_game_catalog_get_all (&n_games);

      for (guint i = 0; i < n_games; i++)
        if (trp_game_info_is_playable (&all[i]))
          g_ptr_array_add (games, (gpointer) &all[i]);
    }

  for (guint i = 0; i < games->len; i++)
    if (!parse_cli_rules (rules_text, g_ptr_array_index (games, i), &error) ||
        !reconcile_player_count (g_ptr_array_index (games, i), &players, &error))
      {
        g_printerr ("%s\n", error->message);
        return 2;
      }

  if (level_a != NULL || level_b != NULL)
    {
      int a = TRP_AI_LEVEL_HARD, b = TRP_AI_LEVEL_NORMAL;

      if ((level_a != NULL && !bench_player_from_string (level_a, &a)) ||
          (level_b != NULL && !bench_player_from_string (level_b, &b)))
        {
          g_printerr (_("A player is easy, normal, hard, random or omniscient\n"));
          return 2;
        }
      matchups[n_matchups++] = a;
      matchups[n_matchups++] = b;
    }
  else
    {
      matchups[n_matchups++] = TRP_AI_LEVEL_HARD;
      matchups[n_matchups++] = TRP_AI_LEVEL_NORMAL;
      matchups[n_matchups++] = TRP_AI_LEVEL_NORMAL;
      matchups[n_matchups++] = TRP_AI_LEVEL_RANDOM;
      matchups[n_matchups++] = BENCH_OMNISCIENT;
      matchups[n_matchups++] = TRP_AI_LEVEL_NORMAL;
    }
  n_matchups /= 2;

  /* --deals 0 measures speed alone. */
  if (deals < 0)
    deals = strength > 0 ? strength : 3;
  if (deals == 0)
    n_matchups = 0;
  budget_ms = MAX (budget_ms, 1);
  if (playouts < 0 || other_playouts < 1)
    {
      g_printerr ("%s\n", _("--playouts cannot be negative, --other-playouts must be at least 1"));
      return 2;
    }
  bench_other_playouts = (guint) other_playouts;

  if (save_load)
    {
      if (games->len != 1)
        {
          g_printerr (_("--save-load measures one game\n"));
          return 2;
        }
      const TrpGameInfo *info = g_ptr_array_index (games, 0);

      return bench_save_load (info, players > 0 ? players : (int) info->default_players,
                              MAX (save_load_rounds, 1), seconds, seed);
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "parameters");
  json_builder_begin_object (builder);
  add_int (builder, "deals", deals);
  add_int (builder, "budget_ms", budget_ms);
  add_int (builder, "playouts", playouts);
  add_int (builder, "other_playouts", other_playouts);
  add_int (builder, "seed", seed);
  add_double (builder, "speed_seconds", seconds);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "games");
  json_builder_begin_object (builder);
  for (guint i = 0; i < games->len; i++)
    {
      const TrpGameInfo *info = g_ptr_array_index (games, i);

      if (!bench_game (info, players, seconds, deals, (gint64) budget_ms * 1000, playouts,
                       (gint64) reference_ms * 1000, seed, matchups, n_matchups,
                       MAX (jobs, 1), verbose, builder, &error))
        {
          g_printerr ("%s: %s\n", info->id, error->message);
          return 1;
        }
    }
  json_builder_end_object (builder);

  add_int (builder, "peak_rss_kb", peak_rss_kb ());
  add_double (builder, "seconds", elapsed_seconds (start));
  json_builder_end_object (builder);
  print_json (builder);

  return 0;
}

static int
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

/* One line of JSON on standard output: what a hosted table or a guest
 * did, for people and for scripts alike. */
static void
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

static JsonBuilder *
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

static int
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
      g_autoptr(TrpRules) rules = trp_rules_new (info->rules);

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
      if (players->len < info->min_players || players->len > info->max_players)
        {
          g_printerr (_("%s is played by %u to %u players, not %u"),
                      _(info->title), info->min_players, info->max_players, players->len);
          g_printerr ("\n");
          return 2;
        }
      if (seed > G_GINT64_CONSTANT (9007199254740991))
        {
          g_printerr (_("A seed is a whole number from 0 to 2⁵³ − 1\n"));
          return 2;
        }
      if (seed < 0)
        seed = g_random_int () | ((guint64) (g_random_int () & 0x1fffff) << 32);
      if ((preset != NULL && !trp_rules_apply_preset (rules, preset, &error)) ||
          /* Biriba counts its players in its rules too (B-2). */
          (trp_rules_descriptor_find_option (info->rules, "player_count") != NULL &&
           !trp_rules_set_int (rules, "player_count", players->len, &error)))
        {
          g_printerr ("%s\n", error->message);
          return 2;
        }
      if (g_file_test (out, G_FILE_TEST_EXISTS))
        {
          g_printerr (_("%s already exists\n"), out);
          return 1;
        }
      if (!(match = trp_match_new (info->id, rules, (const TrpPlayer *) players->data, players->len,
                                   trp_game_catalog_create_game, &error)) ||
          !trp_match_start_round (match, (guint64) seed, &error))
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
      trp_match_set_save_path (match, out);
      if (!trp_match_save (match, &error))
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
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

static int
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
