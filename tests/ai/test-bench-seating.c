/* test-bench-seating.c: who plays which seat in a benchmark's deal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Partners always share a player; where teams form during the hand
 * (B-52, B-53) or there are none, one seat plays the field and every seat
 * takes it in turn. The benchmark (trapoula-cli bench) seats its players
 * with this.
 */

#include "config.h"

#include "trp-bench-seating.h"
#include "trp-game-catalog.h"

static TrpGame *
new_game (const char *game_id,
          guint       n_players,
          const char *three_player_mode)
{
  g_autoptr(TrpRules) rules = trp_rules_new (trp_game_catalog_lookup_rules (game_id));
  g_autoptr(GError) error = NULL;
  TrpGame *game;

  if (trp_rules_descriptor_find_option (trp_game_catalog_lookup_rules (game_id), "player_count") != NULL)
    g_assert_true (trp_rules_set_int (rules, "player_count", n_players, NULL));
  if (three_player_mode != NULL)
    g_assert_true (trp_rules_set_enum_id (rules, "three_player_mode", three_player_mode, NULL));
  game = trp_game_catalog_create_game (game_id, rules, n_players, &error);
  g_assert_no_error (error);
  return game;
}

/* @expected: for each rotation, the seats of the tested player as a string
 * of digits, e.g. "03" for seats 0 and 3. */
static void
assert_seating (const char                 *game_id,
                guint                       n_players,
                const char                 *three_player_mode,
                TrpBenchSeatingScheme       scheme,
                const char * const         *expected)
{
  g_autoptr(TrpGame) game = new_game (game_id, n_players, three_player_mode);
  TrpBenchSeating seating;
  guint tested_count[TRP_BENCH_MAX_SEATS] = { 0, };
  int seats[TRP_BENCH_MAX_SEATS];

  g_assert_true (trp_bench_seating_init (&seating, game));
  g_assert_cmpint (seating.scheme, ==, scheme);
  g_assert_cmpuint (seating.n_rotations, ==, g_strv_length ((char **) expected));

  for (guint r = 0; r < seating.n_rotations; r++)
    {
      g_autoptr(GString) mine = g_string_new (NULL);
      guint unit = trp_bench_seating_assign (&seating, r, 7, 9, seats);

      for (guint s = 0; s < n_players; s++)
        {
          g_assert_true (seats[s] == 7 || seats[s] == 9);
          if (seats[s] == 7)
            {
              g_string_append_printf (mine, "%u", s);
              tested_count[s]++;
              /* The scored unit is the tested player's own. */
              g_assert_cmpuint (trp_game_get_scoring_unit (game, (int) s), ==, unit);
            }
          else
            g_assert_cmpuint (trp_game_get_scoring_unit (game, (int) s), !=, unit);
        }
      g_assert_cmpstr (mine->str, ==, expected[r]);
    }

  /* Over a deal the tested player holds every seat's cards once. */
  for (guint s = 0; s < n_players; s++)
    g_assert_cmpuint (tested_count[s], ==, 1);
}

static void
test_biriba_seating (void)
{
  static const char * const two[] = { "0", "1", NULL };
  static const char * const three[] = { "0", "1", "2", NULL };
  static const char * const four[] = { "02", "13", NULL };
  static const char * const five[] = { "0", "1", "2", "3", "4", NULL };
  static const char * const six[] = { "03", "14", "25", NULL };

  /* B-55 */
  assert_seating ("biriba", 2, NULL, TRP_BENCH_SEATING_ONE_SEAT, two);
  /* B-53: the teams form during the hand. */
  assert_seating ("biriba", 3, "teams_after_first_biribaki", TRP_BENCH_SEATING_ONE_SEAT, three);
  /* B-54 */
  assert_seating ("biriba", 3, "no_teams", TRP_BENCH_SEATING_ONE_SEAT, three);
  /* B-1: partners opposite. */
  assert_seating ("biriba", 4, NULL, TRP_BENCH_SEATING_TEAMS, four);
  /* B-52 */
  assert_seating ("biriba", 5, NULL, TRP_BENCH_SEATING_ONE_SEAT, five);
  /* B-51: {0,3}, {1,4}, {2,5}. */
  assert_seating ("biriba", 6, NULL, TRP_BENCH_SEATING_TEAMS, six);
}

static void
test_trick_games_seating (void)
{
  static const char * const two[] = { "0", "1", NULL };
  static const char * const four[] = { "02", "13", NULL };

  assert_seating ("dabaifen", 4, NULL, TRP_BENCH_SEATING_TEAMS, four);
  assert_seating ("marianna", 4, NULL, TRP_BENCH_SEATING_TEAMS, four);
  assert_seating ("cinquecento", 4, NULL, TRP_BENCH_SEATING_TEAMS, four);
  assert_seating ("briscola_151", 2, NULL, TRP_BENCH_SEATING_ONE_SEAT, two);
  assert_seating ("mariaccio", 2, NULL, TRP_BENCH_SEATING_ONE_SEAT, two);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/bench/seating/biriba", test_biriba_seating);
  g_test_add_func ("/bench/seating/trick-games", test_trick_games_seating);

  return g_test_run ();
}
