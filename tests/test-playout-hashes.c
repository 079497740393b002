/* test-playout-hashes.c: every game plays exactly as it did (#24)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A refactoring of a rules engine or a player must not change one move.
 * For every rule set of the catalog, every player count and every preset
 * (and Biriba's two three-player modes, B-3), this plays seeded rounds
 * four ways: random playouts, guided playouts, the rule-based player
 * (Normal), and the search (Hard, a fixed number of iterations; with the
 * standard rules and B-53's other mode only, as it is the slowest), and
 * hashes the move logs with the rounds' totals. The hashes are pinned in
 * playout-hashes.txt, one line per case.
 *
 * The rule sets are the catalog's: a new game's cases appear by
 * themselves, and fail until its lines are printed into the file.
 *
 * A change meant to alter play (a better heuristic) updates the lines it
 * changes: `TRP_PRINT_HASHES=tests/playout-hashes.txt
 * _build/tests/test_playout_hashes` writes the whole file again, and the commit says why those lines moved.
 */

#include "config.h"

#include "trp-ai.h"
#include "trp-game-catalog.h"
#include "toy-game.h"

/* Rounds per case: enough that every phase of each game is reached, and
 * few enough that the whole test stays under a minute on a loaded
 * machine. */
#define TRICK_GAME_ROUNDS 8
#define BIRIBA_ROUNDS     2
/* The search's decisions per round, and its playouts per decision. */
#define HARD_DECISIONS    2
#define HARD_ITERATIONS   32

typedef enum
{
  PLAY_RANDOM,
  PLAY_GUIDED,
  PLAY_NORMAL,
  PLAY_HARD,
  N_PLAYS,
} Play;

static const char * const play_names[N_PLAYS] = { "random", "guided", "normal", "hard" };

typedef struct
{
  char       *name;
  const char *game_id;
  guint       n_players;
  char       *preset;       /* NULL: the defaults */
  const char *rules_json;   /* on top of the preset, or NULL */
  Play        play;
} Case;

static GHashTable *pinned;  /* name → hash */
static GString *printed;

static TrpGame *
new_game (const Case *c)
{
  const TrpGameInfo *info = trp_game_catalog_lookup (c->game_id);
  g_autoptr(TrpRules) rules = NULL;
  g_autoptr(GError) error = NULL;
  TrpGame *game;

  g_assert_nonnull (info);
  rules = trp_rules_new (info->rules);
  if (c->preset != NULL)
    g_assert_true (trp_rules_apply_preset (rules, c->preset, NULL));
  if (c->rules_json != NULL)
    {
      g_autoptr(JsonNode) node = json_from_string (c->rules_json, &error);

      g_assert_no_error (error);
      g_assert_true (trp_rules_update_from_json (rules, node, &error));
      g_assert_no_error (error);
    }
  if (trp_rules_descriptor_find_option (info->rules, "player_count") != NULL)
    g_assert_true (trp_rules_set_int (rules, "player_count", c->n_players, NULL));
  game = trp_game_catalog_create_game (c->game_id, rules, c->n_players, &error);
  g_assert_no_error (error);
  return game;
}

static void
add_log (GChecksum *sum,
         GPtrArray *log)
{
  for (guint i = 0; i < log->len; i++)
    {
      g_autofree char *text = trp_action_to_string (g_ptr_array_index (log, i));

      g_checksum_update (sum, (const guchar *) text, -1);
      g_checksum_update (sum, (const guchar *) "\n", 1);
    }
}

static void
add_totals (GChecksum *sum,
            TrpGame   *game)
{
  int totals[8], winner;
  guint n = trp_game_round_totals (game, totals, G_N_ELEMENTS (totals), &winner);
  g_autoptr(GString) text = g_string_new ("=");

  for (guint u = 0; u < n; u++)
    g_string_append_printf (text, " %d", totals[u]);
  g_string_append_printf (text, " winner %d\n", winner);
  g_checksum_update (sum, (const guchar *) text->str, text->len);
}

/* Plays one round with computer players of @level; the search decides
 * only its first few real choices, so the case stays fast. */
static void
play_players (TrpGame   *game,
              Play       play,
              TrpRng    *rng,
              GPtrArray *log)
{
  guint searched = 0;

  while (!trp_game_is_round_over (game))
    {
      g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);
      g_autoptr(TrpAction) action = NULL;
      guint64 seed = trp_rng_next (rng);

      if (play == PLAY_HARD && legal->len > 1 && searched < HARD_DECISIONS)
        {
          action = trp_ai_choose_full (game, TRP_AI_LEVEL_HARD, seed, 0,
                                       HARD_ITERATIONS, NULL, NULL);
          searched++;
        }
      else
        action = trp_ai_choose (game, TRP_AI_LEVEL_NORMAL, seed, 0, NULL);

      g_assert_nonnull (action);
      g_assert_true (trp_game_perform (game, action, NULL));
      g_ptr_array_add (log, g_steal_pointer (&action));
    }
}

static char *
case_hash (const Case *c)
{
  g_autoptr(TrpGame) game = new_game (c);
  g_autoptr(TrpRng) rng = trp_rng_new (g_str_hash (c->name));
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
  guint rounds = trp_game_catalog_lookup (c->game_id)->long_rounds ? BIRIBA_ROUNDS : TRICK_GAME_ROUNDS;

  for (guint round = 0; round < rounds; round++)
    {
      g_autoptr(GPtrArray) log = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_action_free);
      g_autoptr(GError) error = NULL;

      g_assert_true (trp_game_deal_seeded (game, round % c->n_players, NULL,
                                           trp_rng_next (rng) >> 11, &error));
      g_assert_no_error (error);

      switch (c->play)
        {
        case PLAY_RANDOM:
          trp_game_playout_random (game, rng, G_MAXUINT, log);
          break;
        case PLAY_GUIDED:
          trp_game_playout_guided (game, rng, G_MAXUINT, log);
          break;
        case PLAY_NORMAL:
        case PLAY_HARD:
          play_players (game, c->play, rng, log);
          break;
        case N_PLAYS:
        default:
          g_assert_not_reached ();
        }
      g_assert_true (trp_game_is_round_over (game));
      add_log (sum, log);
      add_totals (sum, game);
    }

  return g_strndup (g_checksum_get_string (sum), 16);
}

static void
test_case (gconstpointer data)
{
  const Case *c = data;
  g_autofree char *hash = case_hash (c);
  const char *expected = g_hash_table_lookup (pinned, c->name);

  if (printed != NULL)
    {
      g_string_append_printf (printed, "%s %s\n", c->name, hash);
      return;
    }

  g_test_message ("%s %s", c->name, hash);
  if (expected == NULL)
    g_error ("%s is not pinned: a new rule set adds its lines with TRP_PRINT_HASHES", c->name);
  g_assert_cmpstr (hash, ==, expected);
}

static void
load_pinned (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "playout-hashes.txt", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;

  pinned = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("%s", error->message);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      fields = g_strsplit (lines[i], " ", 2);
      g_assert_cmpuint (g_strv_length (fields), ==, 2);
      g_hash_table_insert (pinned, g_strdup (fields[0]), g_strdup (fields[1]));
    }
}

static void
case_free (gpointer data)
{
  Case *c = data;

  g_free (c->name);
  g_free (c->preset);
  g_free (c);
}

static void
add_case (const char *game_id,
          guint       n_players,
          const char *preset,
          const char *variant,
          const char *rules_json)
{
  for (Play play = 0; play < N_PLAYS; play++)
    {
      if (play == PLAY_HARD && preset != NULL && !g_str_equal (preset, "standard"))
        continue;
      Case *c;
      g_autofree char *path = NULL;

      c = g_new0 (Case, 1);
      c->game_id = game_id;
      c->n_players = n_players;
      c->preset = g_strdup (preset);
      c->rules_json = rules_json;
      c->play = play;
      c->name = g_strdup_printf ("%s/%u/%s%s%s/%s", game_id, n_players,
                                 preset != NULL ? preset : "default",
                                 variant != NULL ? "+" : "", variant != NULL ? variant : "",
                                 play_names[play]);
      path = g_strconcat ("/playout-hashes/", c->name, NULL);
      /* GLib frees the cases with the suite, after g_test_run(). */
      g_test_add_data_func_full (path, c, test_case, case_free);
    }
}

int
main (int    argc,
      char **argv)
{
  const TrpGameInfo *games;
  guint n_games;
  int status;

  /* The tests' toy game plays here as a new game would, from its row. */
  toy_game_add_to_catalog ();
  g_test_init (&argc, &argv, NULL);
  load_pinned ();
  if (g_getenv ("TRP_PRINT_HASHES") != NULL)
    printed = g_string_new ("# Pinned by tests/test-playout-hashes.c: case, SHA-256 prefix.\n");

  games = trp_game_catalog_get_all (&n_games);
  for (guint g = 0; g < n_games; g++)
    {
      const TrpGameInfo *info = &games[g];

      if (!trp_game_info_is_playable (info))
        continue;
      for (guint n = info->min_players; n <= info->max_players; n++)
        {
          /* The defaults are the "standard" preset where there is one. */
          if (trp_rules_descriptor_find_preset (info->rules, "standard") == NULL)
            add_case (info->id, n, NULL, NULL, NULL);
          for (guint p = 0; p < info->rules->n_presets; p++)
            add_case (info->id, n, info->rules->presets[p].id, NULL, NULL);
          /* B-3: three players alone throughout, beside the default
           * teams after the first biribaki. */
          if (n == 3 && trp_rules_descriptor_find_option (info->rules, "three_player_mode") != NULL)
            add_case (info->id, n, NULL, "no_teams", "{\"three_player_mode\": \"no_teams\"}");
        }
    }

  status = g_test_run ();
  if (printed != NULL &&
      !g_file_set_contents (g_getenv ("TRP_PRINT_HASHES"), printed->str, -1, NULL))
    return 1;
  return status;
}
