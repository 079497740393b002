/* cli-play.c: trapoula-cli new and selfplay, and the matches of computers they and bench share
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

#include "trp-rng.h"
#include "trp-cli.h"

/* House rules of selfplay and bench (--rules), a JSON object set once
 * before any deal is played, and read by every thread. */
static JsonNode *cli_rules = NULL;

gboolean
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
gboolean
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

void
apply_cli_rules (TrpRules *rules)
{
  if (cli_rules != NULL)
    trp_rules_update_from_json (rules, cli_rules, NULL);
}

TrpMatch *
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

static const char * const bench_extra_players[] = { "omniscient", "hard-guided", "hard-policy", "hard-full",
                                                    "hard-other" };

/* The playouts of "hard-other", Hard at another effort than the tested
 * player's (--other-playouts): whether more thinking buys strength.
 * Set once before any deal is played, read by every job. */
guint bench_other_playouts;

const char *
bench_player_name (int player)
{
  if (player >= BENCH_OMNISCIENT)
    return bench_extra_players[player - BENCH_OMNISCIENT];
  return trp_ai_level_to_string (player);
}

gboolean
bench_player_searches (int player)
{
  return player == TRP_AI_LEVEL_HARD || player >= BENCH_OMNISCIENT;
}

gboolean
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


/* This thread's processor time: set against a decision's wall-clock
 * time, it tells a search that waited for a core on a loaded machine
 * from one that worked past its budget. */
gint64
thread_cpu_us (void)
{
  struct timespec ts;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
    return 0;
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

/* @playouts, if not 0, replaces the searching players' @budget_us: the
 * same moves whatever the machine's load. */
TrpAction *
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
gboolean
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

gboolean
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

const TrpGameInfo *
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
gboolean
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

gboolean
parse_player (const char  *text,
              TrpPlayer   *player,
              GError     **error)
{
  return parse_player_full (text, FALSE, player, error);
}

void
player_clear (gpointer data)
{
  TrpPlayer *player = data;

  g_free (player->name);
  g_free (player->level);
}

/* The seats of --players, in order of play. */
gboolean
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

/**
 * create_match_file:
 * @info: the game
 * @players: (element-type TrpPlayer): its seats
 * @preset: (nullable): a named set of house rules
 * @seed: the first deal's seed, negative for a random one
 * @out: the save file, which must not exist yet
 * @match: (out): the match, its first round dealt and saved
 *
 * What "new" and "host" do to start a match: checks the seats, the seed
 * and the file, then deals and saves. Says what is wrong on standard
 * error.
 *
 * Returns: the exit status: 0, 1 when the match cannot be made or
 *   saved, 2 for a wrong option
 */
int
create_match_file (const TrpGameInfo  *info,
                   GArray             *players,
                   const char         *preset,
                   gint64              seed,
                   const char         *out,
                   TrpMatch          **match)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TrpRules) rules = NULL;
  g_autofree char *folder = NULL;

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
    seed = trp_rng_new_deal_seed ();

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
  folder = g_path_get_dirname (out);
  if (!g_file_test (folder, G_FILE_TEST_IS_DIR))
    {
      g_printerr (_("The folder %s does not exist\n"), folder);
      return 1;
    }

  if (!(*match = trp_match_new (info->id, rules, (const TrpPlayer *) players->data, players->len,
                                trp_game_catalog_create_game, &error)) ||
      !trp_match_start_round (*match, (guint64) seed, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }

  trp_match_set_save_path (*match, out);
  if (!trp_match_save (*match, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }

  return 0;
}

int
command_new (int    argc,
             char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
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

  return create_match_file (info, players, preset, seed, out, &match);
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

int
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
