/* test-match-games.c: save files of every real game and rule set
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "trp-game-catalog.h"
#include "trp-match.h"
#include "trp-saved-match.h"
#include "trp-search.h"
#include "toy-game.h"

typedef struct
{
  char       *path;      /* the test path */
  const char *game_id;
  guint       n_players;
  const char *three_player_mode;
  guint       rounds;
  guint       reload_one_in;
} Config;

static void
config_free (gpointer data)
{
  Config *config = data;

  g_free (config->path);
  g_free (config);
}

/* A round trip of every rule set of the catalog (the tests' toy game
 * among them) at every player count, and of each of Biriba's two
 * three-player modes (B-3). Long rounds (Biriba's ~240 random moves) play
 * two rounds with a handful of reloads in each, the trick games' four. */
static void
add_round_trip (const TrpGameInfo *info,
                guint              n_players,
                const char        *three_player_mode,
                GTestDataFunc      func)
{
  Config *config = g_new0 (Config, 1);

  config->path = g_strdup_printf ("/match-games/round-trip/%s-%u%s%s", info->id, n_players,
                                  three_player_mode != NULL ? "-" : "",
                                  three_player_mode != NULL ? three_player_mode : "");
  config->game_id = info->id;
  config->n_players = n_players;
  config->three_player_mode = three_player_mode;
  config->rounds = info->long_rounds ? 2 : 4;
  config->reload_one_in = info->long_rounds ? 60 : 10;
  g_test_add_data_func_full (config->path, config, func, config_free);
}

/* Saving fsyncs after every move; in memory that costs nothing, so the
 * tests prefer /dev/shm when there is one. The files are real files all
 * the same. */
static char *
make_temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = NULL;

  if (g_file_test ("/dev/shm", G_FILE_TEST_IS_DIR) && g_access ("/dev/shm", W_OK) == 0)
    {
      dir = g_build_filename ("/dev/shm", "trapoula-test-XXXXXX", NULL);
      if (g_mkdtemp (dir) != NULL)
        return dir;
      g_clear_pointer (&dir, g_free);
    }

  dir = g_dir_make_tmp ("trapoula-test-XXXXXX", &error);
  g_assert_no_error (error);
  return dir;
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_remove (path);
    }
  g_rmdir (dir);
}

static TrpMatch *
new_game_match (const char *game_id,
                guint       n_players,
                const char *three_player_mode)
{
  const TrpRulesDescriptor *descriptor = trp_game_catalog_lookup_rules (game_id);
  g_autoptr(TrpRules) rules = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree TrpPlayer *players = g_new0 (TrpPlayer, n_players);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  TrpMatch *match;

  g_assert_nonnull (descriptor);
  rules = trp_rules_new (descriptor);
  if (trp_rules_descriptor_find_option (descriptor, "player_count") != NULL)
    g_assert_true (trp_rules_set_int (rules, "player_count", n_players, NULL));
  if (three_player_mode != NULL)
    g_assert_true (trp_rules_set_enum_id (rules, "three_player_mode", three_player_mode, NULL));

  for (guint i = 0; i < n_players; i++)
    {
      char *name = g_strdup_printf ("Seat %u", i);

      g_ptr_array_add (names, name);
      players[i].name = name;
      players[i].kind = i == 0 ? TRP_PLAYER_HUMAN : TRP_PLAYER_COMPUTER;
      players[i].level = i == 0 ? NULL : (char *) "normal";
      players[i].team = -1;
    }

  match = trp_match_new (game_id, rules, players, n_players, trp_game_catalog_create_game, &error);
  g_assert_no_error (error);
  return match;
}

static TrpMatch *
load (const char *path)
{
  g_autoptr(GError) error = NULL;
  TrpMatch *match;

  match = trp_match_load (path, trp_game_catalog_create_game, trp_game_catalog_lookup_rules, &error);
  g_assert_no_error (error);
  g_assert_nonnull (match);
  return match;
}

/* Everything any seat may know, and the match's own state, agree. */
static void
assert_same_match (TrpMatch *a,
                   TrpMatch *b)
{
  TrpGame *game_a = trp_match_get_game (a);
  TrpGame *game_b = trp_match_get_game (b);

  g_assert_cmpuint (trp_match_get_n_rounds (a), ==, trp_match_get_n_rounds (b));
  g_assert_cmpint (trp_match_get_is_over (a), ==, trp_match_get_is_over (b));
  g_assert_cmpint (trp_match_get_winner (a), ==, trp_match_get_winner (b));
  g_assert_cmpuint (trp_match_get_n_units (a), ==, trp_match_get_n_units (b));
  for (guint u = 0; u < trp_match_get_n_units (a); u++)
    g_assert_cmpint (trp_match_get_total (a, u), ==, trp_match_get_total (b, u));

  g_assert_cmpint (trp_game_get_current_seat (game_a), ==, trp_game_get_current_seat (game_b));
  g_assert_cmpstr (trp_game_get_phase (game_a), ==, trp_game_get_phase (game_b));
  for (guint seat = 0; seat < trp_match_get_n_players (a); seat++)
    {
      g_autoptr(JsonNode) obs_a = trp_game_observation (game_a, seat);
      g_autoptr(JsonNode) obs_b = trp_game_observation (game_b, seat);

      if (!json_node_equal (obs_a, obs_b))
        {
          g_autofree char *text_a = json_to_string (obs_a, FALSE);
          g_autofree char *text_b = json_to_string (obs_b, FALSE);

          g_error ("seat %u sees\n%s\nin the match played through, and\n%s\nafter reloading",
                   seat, text_a, text_b);
        }
    }
}

static void
perform (TrpMatch  *match,
         TrpAction *action)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (trp_match_perform (match, action, &error));
  g_assert_no_error (error);
}

/* Two matches take the same random moves from two copies of one random
 * stream: one is played straight through in memory, the other is saved
 * after every move and, at random moments, thrown away and reloaded from
 * its file before it goes on. Both must end up the same. */
static void
test_round_trip (gconstpointer data)
{
  const Config *config = data;
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "match.json", NULL);
  g_autoptr(TrpMatch) straight = new_game_match (config->game_id, config->n_players, config->three_player_mode);
  g_autoptr(TrpMatch) saved = new_game_match (config->game_id, config->n_players, config->three_player_mode);
  guint64 seed = g_test_rand_int ();
  g_autoptr(TrpRng) deals = trp_rng_new (seed);
  g_autoptr(TrpRng) moves_a = trp_rng_new (seed + 1);
  g_autoptr(TrpRng) moves_b = trp_rng_new (seed + 1);
  g_autoptr(TrpRng) cuts = trp_rng_new (seed + 2);
  guint reloads = 0, moves = 0;

  trp_match_set_save_path (saved, path);

  for (guint r = 0; r < config->rounds && !trp_match_get_is_over (straight); r++)
    {
      guint64 deal_seed = trp_rng_next (deals) >> 11;

      g_assert_true (trp_match_start_round (straight, deal_seed, NULL));
      g_assert_true (trp_match_start_round (saved, deal_seed, NULL));
      /* A round just dealt, before any move, is saved too. */
      g_assert_true (trp_match_save (saved, NULL));

      while (trp_match_get_round_in_progress (straight))
        {
          g_autoptr(TrpAction) a = trp_policy_random (trp_match_get_game (straight), moves_a, NULL);
          g_autoptr(TrpAction) b = trp_policy_random (trp_match_get_game (saved), moves_b, NULL);

          g_assert_true (trp_action_equal (a, b));
          perform (straight, a);
          perform (saved, b);
          moves++;

          if (trp_rng_uniform (cuts, config->reload_one_in) == 0)
            {
              g_clear_object (&saved);
              saved = load (path);
              assert_same_match (straight, saved);
              reloads++;
            }
        }
      g_assert_false (trp_match_get_round_in_progress (saved));

      /* Between rounds, too. */
      g_clear_object (&saved);
      saved = load (path);
      assert_same_match (straight, saved);
    }

  assert_same_match (straight, saved);
  g_test_message ("%s: %u rounds, %u moves, %u reloads", config->game_id,
                  trp_match_get_n_rounds (straight), moves, reloads);

  remove_dir (dir);
}

/* --- Da Bai Fen's totals are levels ----------------------------------- */

static void
set_totals (JsonNode *node,
            int       a,
            int       b)
{
  JsonObject *root = json_node_get_object (node);
  JsonObject *summary = json_object_get_object_member (root, "summary");
  JsonArray *totals = json_array_new ();
  JsonArray *summary_totals = json_array_new ();

  json_array_add_int_element (totals, a);
  json_array_add_int_element (totals, b);
  json_array_add_int_element (summary_totals, a);
  json_array_add_int_element (summary_totals, b);
  json_object_set_array_member (root, "totals", totals);
  json_object_set_array_member (summary, "totals", summary_totals);
}

static void
assert_totals (JsonNode *node,
               int       a,
               int       b)
{
  JsonObject *root = json_node_get_object (node);
  JsonObject *summary = json_object_get_object_member (root, "summary");
  JsonArray *arrays[] = {
    json_object_get_array_member (root, "totals"),
    json_object_get_array_member (summary, "totals"),
  };

  for (guint i = 0; i < G_N_ELEMENTS (arrays); i++)
    {
      g_assert_cmpuint (json_array_get_length (arrays[i]), ==, 2);
      g_assert_cmpint (json_array_get_int_element (arrays[i], 0), ==, a);
      g_assert_cmpint (json_array_get_int_element (arrays[i], 1), ==, b);
    }
}

static TrpMatch *
reload (JsonNode  *node,
        GError   **error)
{
  return trp_match_new_from_json (node, trp_game_catalog_create_game,
                                  trp_game_catalog_lookup_rules, error);
}

/* D-5, D-43: a match's totals are the teams' levels, and both teams start
 * on start_level, before the first hand ends as after: in a new match,
 * its file, the file's summary and the replay. Files written when they
 * said [0, 0] until then still load; once a hand has ended, they are
 * refused. */
static void
test_dabaifen_totals_start_at_levels (void)
{
  g_autoptr(TrpRules) rules = trp_rules_new (trp_game_catalog_lookup_rules ("dabaifen"));
  TrpPlayer players[4] = {
    { .name = (char *) "A", .kind = TRP_PLAYER_HUMAN, .team = -1 },
    { .name = (char *) "B", .kind = TRP_PLAYER_COMPUTER, .level = (char *) "normal", .team = -1 },
    { .name = (char *) "C", .kind = TRP_PLAYER_COMPUTER, .level = (char *) "normal", .team = -1 },
    { .name = (char *) "D", .kind = TRP_PLAYER_COMPUTER, .level = (char *) "normal", .team = -1 },
  };
  g_autoptr(TrpMatch) match = NULL;
  g_autoptr(TrpMatch) loaded = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(TrpRng) moves = trp_rng_new (43);
  g_autoptr(GError) error = NULL;

  g_assert_true (trp_rules_set_int (rules, "start_level", 7, NULL));
  match = trp_match_new ("dabaifen", rules, players, 4, trp_game_catalog_create_game, &error);
  g_assert_no_error (error);
  g_assert_cmpint (trp_match_get_total (match, 0), ==, 7);
  g_assert_cmpint (trp_match_get_total (match, 1), ==, 7);

  g_assert_true (trp_match_start_round (match, 5, NULL));
  node = trp_match_to_json (match);
  assert_totals (node, 7, 7);
  loaded = reload (node, &error);
  g_assert_no_error (error);
  g_assert_cmpint (trp_match_get_total (loaded, 0), ==, 7);
  g_assert_cmpint (trp_match_get_total (loaded, 1), ==, 7);
  g_clear_object (&loaded);

  /* Written before the fix. */
  set_totals (node, 0, 0);
  loaded = reload (node, &error);
  g_assert_no_error (error);
  g_assert_cmpint (trp_match_get_total (loaded, 0), ==, 7);
  g_clear_object (&loaded);

  /* Other totals are not the levels. */
  set_totals (node, 2, 2);
  loaded = reload (node, &error);
  g_assert_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_MISMATCH);
  g_assert_null (loaded);
  g_clear_error (&error);
  g_clear_pointer (&node, json_node_unref);

  /* After the first hand one team has gone up from 7, the other not. */
  while (trp_match_get_round_in_progress (match))
    {
      g_autoptr(TrpAction) action = trp_policy_random (trp_match_get_game (match), moves, NULL);

      perform (match, action);
    }
  g_assert_cmpint (MIN (trp_match_get_total (match, 0), trp_match_get_total (match, 1)), ==, 7);
  g_assert_cmpint (MAX (trp_match_get_total (match, 0), trp_match_get_total (match, 1)), >, 7);
  node = trp_match_to_json (match);
  assert_totals (node, trp_match_get_total (match, 0), trp_match_get_total (match, 1));
  set_totals (node, 0, 0);
  loaded = reload (node, &error);
  g_assert_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_MISMATCH);
  g_assert_null (loaded);
}

/* --- Interruption ------------------------------------------------------ */

/* The writer: plays random moves for ever, saving after each, continuing
 * the file left by the writer killed before it. A finished match makes way
 * for a new file. */
G_GNUC_NORETURN static void
writer_main (const char *dir,
             guint64     seed)
{
  g_autoptr(TrpRng) rng = trp_rng_new (seed);

  for (guint file = 0;; file++)
    {
      g_autofree char *name = g_strdup_printf ("match-%u.json", file);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr(TrpMatch) match = NULL;

      if (g_file_test (path, G_FILE_TEST_EXISTS))
        match = trp_match_load (path, trp_game_catalog_create_game, trp_game_catalog_lookup_rules, NULL);
      else
        {
          match = new_game_match ("marianna", 4, NULL);
          trp_match_set_save_path (match, path);
        }
      if (match == NULL)
        _exit (3);

      while (!trp_match_get_is_over (match))
        {
          g_autoptr(TrpAction) action = NULL;

          if (!trp_match_get_round_in_progress (match) &&
              !trp_match_start_round (match, trp_rng_next (rng) >> 11, NULL))
            _exit (4);
          action = trp_policy_random (trp_match_get_game (match), rng, NULL);
          if (!trp_match_perform (match, action, NULL))
            _exit (5);
        }
    }
}

static void
test_killed_writer (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autoptr(GPtrArray) listed = NULL;
  g_autoptr(GDir) handle = NULL;
  guint n_matches = 0, n_temporaries = 0;
  const char *name;

  for (guint kill_round = 0; kill_round < 8; kill_round++)
    {
      pid_t pid;
      int status;

      pid = fork ();
      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        writer_main (dir, g_test_rand_int () + kill_round);

      /* The first writer saves once at least, however slow the build
       * (sanitizers): the test is about the saves that follow. */
      if (kill_round == 0)
        {
          g_autofree char *first = g_build_filename (dir, "match-0.json", NULL);
          gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

          while (!g_file_test (first, G_FILE_TEST_EXISTS) && g_get_monotonic_time () < deadline)
            g_usleep (1000);
        }

      /* A random moment: at times before the first save, mostly amid the
       * saves, some of which are caught between writing the temporary
       * file and renaming it. */
      g_usleep (g_test_rand_int_range (1000, 60000));
      g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      g_assert_true (WIFSIGNALED (status));
      g_assert_cmpint (WTERMSIG (status), ==, SIGKILL);
    }

  /* Every match file is whole: the old version or the new one. */
  handle = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (handle);
  while ((name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_str_has_suffix (name, ".json"))
        {
          g_autoptr(TrpMatch) match = load (path);

          g_assert_cmpuint (trp_match_get_n_rounds (match), >, 0);
          n_matches++;
        }
      else
        {
          /* The only other files are what g_file_set_contents_full() left
           * when it was killed mid-save: “match-N.json.XXXXXX”. */
          g_assert_nonnull (strstr (name, ".json."));
          g_assert_cmpuint (strlen (strstr (name, ".json.")), ==, strlen (".json.XXXXXX"));
          n_temporaries++;
        }
    }
  g_assert_cmpuint (n_matches, >, 0);
  g_test_message ("%u match files, %u temporary files left behind", n_matches, n_temporaries);

  /* The listing shows the matches and nothing else. */
  {
    g_autofree char *stray = g_build_filename (dir, "match-0.json.Ab12Cd", NULL);

    g_assert_true (g_file_set_contents (stray, "{\"format\": \"trapoula-", -1, NULL));
  }
  listed = trp_saved_match_list (dir);
  g_assert_cmpuint (listed->len, ==, n_matches);
  for (guint i = 0; i < listed->len; i++)
    {
      TrpSavedMatch *saved = g_ptr_array_index (listed, i);

      g_assert_null (saved->error);
      g_assert_cmpstr (saved->game_id, ==, "marianna");
      g_assert_true (g_str_has_suffix (saved->path, ".json"));
    }

  remove_dir (dir);
}

/* --- A real game's refusal, located ------------------------------------ */

static void
test_illegal_move_report (void)
{
  g_autoptr(TrpMatch) match = new_game_match ("biriba", 4, NULL);
  g_autoptr(TrpRng) rng = trp_rng_new (5);
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(TrpMatch) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(TrpMatchLoadReport) report = { 0, };
  g_autofree char *text = NULL;
  JsonArray *actions;
  JsonObject *move;

  g_assert_true (trp_match_start_round (match, 77, NULL));
  for (guint i = 0; i < 12; i++)
    {
      g_autoptr(TrpAction) action = trp_policy_random (trp_match_get_game (match), rng, NULL);

      perform (match, action);
    }

  /* Move 7 is replayed as the wrong seat's. */
  node = trp_match_to_json (match);
  actions = json_object_get_array_member (json_array_get_object_element (
    json_object_get_array_member (json_node_get_object (node), "rounds"), 0), "actions");
  move = json_array_get_object_element (actions, 6);
  json_object_set_int_member (move, "seat", (json_object_get_int_member (move, "seat") + 1) % 4);
  text = json_to_string (node, FALSE);

  loaded = trp_match_load_from_data (text, strlen (text), trp_game_catalog_create_game,
                                     trp_game_catalog_lookup_rules, &report, &error);
  g_assert_null (loaded);
  g_assert_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_ILLEGAL_ACTION);
  g_assert_true (g_str_has_prefix (error->message, "Round 1, move 7 is illegal"));
  g_assert_cmpuint (report.round, ==, 1);
  g_assert_cmpuint (report.action, ==, 7);
  g_assert_nonnull (report.rule_id);
  g_assert_true (g_str_has_prefix (report.rule_id, "B-"));
  /* The report names the rule the message ends with. */
  g_assert_nonnull (strstr (error->message, report.rule_id));
}

static char *
observation_text (TrpMatch *match,
                  int       seat)
{
  g_autoptr(JsonNode) node = trp_game_observation (trp_match_get_game (match), seat);

  return json_to_string (node, FALSE);
}

/* Biriba's melds before the discard may be taken back (B-21), one by one
 * back to the start of the turn's melding; each undo gives exactly the
 * table as it was, the same moves may be made again, and the saved file
 * follows. Random moves stand in for the person at seat 0. */
static void
test_biriba_undo (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "undo.json", NULL);
  g_autoptr(TrpMatch) match = new_game_match ("biriba", 2, NULL);
  g_autoptr(TrpMatch) loaded = NULL;
  g_autoptr(TrpRng) rng = trp_rng_new (11);
  g_autoptr(GPtrArray) before = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) moves = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_action_free);
  guint undone = 0, longest = 0;

  trp_match_set_save_path (match, path);
  for (guint r = 0; r < 4 && !trp_match_get_is_over (match); r++)
    {
      g_assert_true (trp_match_start_round (match, 1000 + r, NULL));
      while (trp_match_get_round_in_progress (match))
        {
          g_autoptr(TrpAction) action = trp_policy_random (trp_match_get_game (match), rng, NULL);
          char *observed = observation_text (match, 0);
          g_autoptr(GError) error = NULL;
          guint steps = 0;

          g_assert_true (trp_match_perform (match, action, &error));
          g_assert_no_error (error);
          if (!trp_match_can_undo (match))
            {
              g_ptr_array_set_size (before, 0);
              g_ptr_array_set_size (moves, 0);
              g_free (observed);
              continue;
            }

          g_assert_cmpint (action->seat, ==, 0);
          g_assert_true (g_str_equal (action->type, "new_meld") || g_str_equal (action->type, "add_to_meld"));
          g_ptr_array_add (before, observed);
          g_ptr_array_add (moves, trp_action_copy (action));

          /* All the way back, every step the table as it was… */
          while (trp_match_can_undo (match))
            {
              g_autofree char *now = NULL;
              guint n = trp_match_get_round_n_actions (match, r);

              g_assert_true (trp_match_undo (match, &error));
              g_assert_no_error (error);
              g_assert_cmpuint (trp_match_get_round_n_actions (match, r), ==, n - 1);
              now = observation_text (match, 0);
              g_assert_cmpstr (now, ==, g_ptr_array_index (before, before->len - 1 - steps));
              steps++;
              undone++;
            }
          g_assert_cmpuint (steps, ==, moves->len);
          longest = MAX (longest, steps);

          /* …and forward again with the same moves. */
          for (guint i = 0; i < moves->len; i++)
            {
              g_assert_true (trp_match_perform (match, g_ptr_array_index (moves, i), &error));
              g_assert_no_error (error);
              g_assert_true (trp_match_can_undo (match));
            }
        }
    }

  g_test_message ("%u moves taken back, at most %u in a row", undone, longest);
  g_assert_cmpuint (undone, >, 0);

  loaded = load (path);
  assert_same_match (match, loaded);
  remove_dir (dir);
}

int
main (int    argc,
      char **argv)
{
  const TrpGameInfo *games;
  guint n_games;

  toy_game_add_to_catalog ();
  g_test_init (&argc, &argv, NULL);

  games = trp_game_catalog_get_all (&n_games);
  for (guint g = 0; g < n_games; g++)
    for (guint n = games[g].min_players; trp_game_info_is_playable (&games[g]) && n <= games[g].max_players; n++)
      {
        const TrpOptionSpec *modes = trp_rules_descriptor_find_option (games[g].rules, "three_player_mode");

        if (n == 3 && modes != NULL)
          for (guint v = 0; v < modes->n_choices; v++)
            add_round_trip (&games[g], n, modes->choices[v].id, test_round_trip);
        else
          add_round_trip (&games[g], n, NULL, test_round_trip);
      }
  g_test_add_func ("/match-games/killed-writer", test_killed_writer);
  g_test_add_func ("/match-games/illegal-move-report", test_illegal_move_report);
  g_test_add_func ("/match-games/biriba-undo", test_biriba_undo);
  g_test_add_func ("/dabaifen/D-43/match-totals-start-at-levels", test_dabaifen_totals_start_at_levels);

  return g_test_run ();
}
