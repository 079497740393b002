/* test-dabaifen-guided.c: the guided playout against the rules, and its
 * strength
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * trp_game_playout_guided() bypasses validate(), like the random playout:
 * these tests replay what it logged through trp_game_perform() on a game
 * dealt the same way (D-48), and check that its rules of thumb beat random
 * play by a clear margin, since the search's rollouts rely on it.
 */

#include "config.h"

#include <time.h>

#include "dabaifen-test-util.h"
#include "trp-dabaifen-player.h"

#define N_SEEDS 300

/* D-48: every logged move is accepted by validate(), and replaying the log
 * gives the same state and result (D-50), over every option (D-44 to D-47).
 */
static void
test_replay (void)
{
  for (guint set = 0; set < N_PLAYOUT_OPTION_SETS; set++)
    for (guint seed = 0; seed < N_SEEDS; seed++)
      replay_and_compare (trp_game_playout_guided, playout_option_set (set), seed, seed * 7919 + 3);
}

/* The log does not change the moves; played one move at a time the hand
 * still ends, and the cards add up after every move (D-3, D-4).
 */
static void
test_log_and_steps (void)
{
  check_log_and_steps (trp_game_playout_guided);
}

/* The rollouts of one position differ (one card move in ten is random),
 * yet the guided moves alone are a function of the state: the same
 * generator seed plays the same hand.
 */
static void
test_rollouts_differ (void)
{
  guint differ = 0;

  for (guint seed = 0; seed < 50; seed++)
    {
      g_autoptr(TrpGame) base = new_game (NULL);
      g_autoptr(GHashTable) seen = g_hash_table_new_full (g_bytes_hash, g_bytes_equal,
                                                          (GDestroyNotify) g_bytes_unref, NULL);

      g_assert_true (trp_game_deal_seeded (base, seed % 4, NULL, seed, NULL));
      for (guint r = 0; r < 8; r++)
        {
          g_autoptr(TrpGame) a = trp_game_clone (base);
          g_autoptr(TrpGame) b = trp_game_clone (base);
          g_autoptr(TrpRng) ra = trp_rng_new (1000 + r);
          g_autoptr(TrpRng) rb = trp_rng_new (1000 + r);
          const DbfState *s = state (a);

          trp_game_playout_guided (a, ra, G_MAXUINT, NULL);
          trp_game_playout_guided (b, rb, G_MAXUINT, NULL);
          g_assert_true (trp_dabaifen_game_state_equal (TRP_DABAIFEN_GAME (a), TRP_DABAIFEN_GAME (b)));
          guint64 played[DBF_MAX_TRICKS * DBF_N_SEATS] = { 0 };

          /* The cards of every trick, seat by seat: the hand as played. */
          for (guint k = 0; k < s->n_tricks; k++)
            memcpy (&played[k * DBF_N_SEATS], s->tricks[k].by_seat, sizeof s->tricks[k].by_seat);
          g_hash_table_add (seen, g_bytes_new (played, sizeof played));
        }
      differ += g_hash_table_size (seen) > 1;
    }
  g_assert_cmpuint (differ, >=, 45);
}

/* D-49: the search plays out determinized samples from any point of a
 * hand; the guided playout starts anywhere and its moves stay legal.
 */
static void
test_from_any_point (void)
{
  check_from_any_point (trp_game_playout_guided, 29, 40);
}

/* D-30, D-31, D-36: the guided playout leads only sound throws, so no
 * hand ends in a failed throw and every hand reaches its last trick;
 * throws happen (D-29), and most hands fix the trump suit by an exposure
 * (D-16). D-25: a seat without a trump always claims the redeal.
 */
static void
test_shape (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(TrpRng) rng = trp_rng_new (11);
  const DbfState *s = state (game);
  guint exposed = 0, throws = 0, singles = 0, redeals = 0, buried_points = 0;

  for (guint seed = 0; seed < 2000; seed++)
    {
      g_autoptr(JsonObject) carry = NULL;

      /* Odd seeds: a later hand, team 1 declaring (seats 1 and 3). */
      if (seed % 2 == 1)
        carry = later_carry (2 + seed % 13, 2 + seed % 11, 1, seed % 4);

      g_assert_true (trp_game_deal_seeded (game, seed % 4, carry, seed, NULL));
      trp_game_playout_guided (game, rng, G_MAXUINT, NULL);
      g_assert_false (s->failed);
      g_assert_cmpint (s->last_trick_winner, >=, 0);
      for (int seat = 0; seat < 4; seat++)
        g_assert_true (s->hands[seat] == 0);
      exposed += s->trump_by == DBF_TRUMP_BY_EXPOSURE;
      redeals += s->n_redeals;
      buried_points += dbf_mask_points (s->buried);
      for (guint t = 0; t < s->n_tricks; t++)
        {
          throws += s->tricks[t].n > 1;
          singles += s->tricks[t].n == 1;
        }
    }

  g_test_message ("exposed %u, throws %u, single tricks %u, redeals %u, buried points %u",
                  exposed, throws, singles, redeals, buried_points);
  g_assert_cmpuint (exposed, >, 1000);
  g_assert_cmpuint (throws, >, 500);
  g_assert_cmpuint (singles, >, 2 * throws);
  /* D-27, D-37: the leader buries point cards only when forced. */
  g_assert_cmpuint (buried_points, <, 2000);
}

/* D-25: given a seat without trumps, the guided playout claims. */
static void
test_redeal_claimed (void)
{
  for (guint i = 0; i < 50; i++)
    {
      g_autoptr(TrpGame) game = new_game (NULL);
      g_autoptr(JsonObject) carry = later_carry (6, 6, 0, 0);
      g_autoptr(TrpRng) rng = trp_rng_new (i);

      /* P1 holds no trump once spades are trumps. */
      deal_hands (game, 0, carry,
                  "6S 6H 6D 6C RJ BJ AS KS QS JS 10S 9S",
                  "AH KH QH JH 10H 9H 8H 7H 5H 4H 3H 2H",
                  NULL, NULL, NULL);
      trp_game_playout_guided (game, rng, G_MAXUINT, NULL);
      g_assert_cmpuint (state (game)->n_redeals, >=, 1);
      check_cards (game);
    }
}

typedef struct
{
  guint hands;
  guint wins;          /* team 0 gained more levels (the result's totals) */
  guint ties;          /* p in 40..75: no levels, the declaration moves */
  guint role_wins;     /* team 0 declares the next hand (D-40) */
  guint points;        /* team 0's card points in tricks */
} Tally;

typedef enum
{
  GUIDED,
  RANDOM,
  RULE_BASED,
} Policy;

/* One hand from the deal to the score, seats 0 and 2 playing @team0, 1
 * and 3 @team1; the result is tallied by the role team 0 played (D-6:
 * the declarers defend, the opponents attack).
 */
static void
play_mixed (guint   seed,
            Policy  team0,
            Policy  team1,
            Tally  *as_declarers,
            Tally  *as_opponents)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(TrpRng) rng = trp_rng_new (seed * 31 + 7);
  g_autoptr(JsonObject) carry = NULL;
  g_autoptr(TrpRoundResult) result = NULL;
  DbfState *s = state (game);
  DbfDraws d = { rng, 0, FALSE };
  int starter = (seed / 4) % 4;
  int t0, t1;
  Tally *tally;

  /* A first hand one time in four (the exposer declares, D-23), else a
   * later hand with each team declaring half the time (D-24).
   */
  if (seed % 4 != 0)
    carry = later_carry (2 + (int) (seed % 13), 2 + (int) ((seed / 13) % 13), starter % 2, starter);
  g_assert_true (trp_game_deal_seeded (game, starter, carry, seed, NULL));

  for (;;)
    {
      int seat = dbf_current_seat (s);
      Policy policy = seat % 2 == 0 ? team0 : team1;
      DbfMove move;
      guint64 mask;

      if (seat < 0)
        break;
      if (policy == RULE_BASED)
        {
          g_autoptr(TrpAction) action = trp_dabaifen_policy (game, rng, NULL);

          g_assert_true (trp_game_perform (game, action, NULL));
          continue;
        }
      g_assert_true (policy == GUIDED ? dbf_guided_move (s, &d, &seat, &move, &mask)
                                      : dbf_random_move (s, &d, &seat, &move, &mask));
      dbf_apply_move (s, move, seat, mask);
    }
  g_assert_true (trp_game_is_round_over (game));
  check_cards (game);

  result = trp_game_round_result (game);
  t0 = trp_round_result_get_total (result, 0);
  t1 = trp_round_result_get_total (result, 1);
  tally = s->declarers == 0 ? as_declarers : as_opponents;
  tally->hands++;
  tally->wins += t0 > t1;
  tally->ties += t0 == t1;
  tally->points += dbf_mask_points (s->captured[0]);
  tally->role_wins +=
    json_object_get_int_member (trp_round_result_get_carry (result), "declarers") == 0;
}

static void
report (const char  *what,
        guint        n,
        const Tally *decl,
        const Tally *opp)
{
  g_test_message ("%s, %u hands", what, n);
  g_test_message ("team 0 as declarers: %u hands, won %u, tied %u, declare next %u, points %.1f a hand",
                  decl->hands, decl->wins, decl->ties, decl->role_wins,
                  (double) decl->points / MAX (decl->hands, 1));
  g_test_message ("team 0 as opponents: %u hands, won %u, tied %u, declare next %u, points %.1f a hand",
                  opp->hands, opp->wins, opp->ties, opp->role_wins,
                  (double) opp->points / MAX (opp->hands, 1));
  g_test_message ("more levels by the totals: %.1f %%, tied %.1f %%; declare next: %.1f %%",
                  100.0 * (decl->wins + opp->wins) / n, 100.0 * (decl->ties + opp->ties) / n,
                  100.0 * (decl->role_wins + opp->role_wins) / n);
}

/* The rollouts must look like real play: the guided seats beat random
 * partners by a clear margin, whichever role they hold (D-38, D-40), on a
 * fixed set of deals.
 */
static void
test_strength (void)
{
  Tally decl = { 0 }, opp = { 0 };
  guint n = g_test_slow () ? 40000 : 6000;
  guint wins;

  for (guint seed = 0; seed < n; seed++)
    play_mixed (seed, GUIDED, RANDOM, &decl, &opp);
  report ("guided (0/2) against random (1/3)", n, &decl, &opp);

  wins = decl.wins + opp.wins;
  g_assert_cmpuint (decl.hands, >, n / 4);
  g_assert_cmpuint (opp.hands, >, n / 4);
  /* Levels gained, the result's totals: a p of 40..75 gains neither
   * team a level, and counts here as not won.
   */
  g_assert_cmpuint (wins, >=, n * 65 / 100);
  /* By D-40's own reading, the side that declares the next hand wins:
   * overall, and in each role.
   */
  g_assert_cmpuint (decl.role_wins + opp.role_wins, >=, n * 85 / 100);
  g_assert_cmpuint (decl.role_wins, >=, decl.hands * 80 / 100);
  g_assert_cmpuint (opp.role_wins, >=, opp.hands * 80 / 100);
}

/* With -m slow: the guided policy against the rule-based player it was
 * drawn from, both ways round, for the record.
 */
static void
test_against_player (void)
{
  guint n = 2000;

  for (guint way = 0; way < 2; way++)
    {
      Tally decl = { 0 }, opp = { 0 };

      for (guint seed = 0; seed < n; seed++)
        play_mixed (seed, way == 0 ? GUIDED : RULE_BASED, way == 0 ? RULE_BASED : GUIDED, &decl, &opp);
      report (way == 0 ? "guided (0/2) against the rule-based player (1/3)"
                       : "the rule-based player (0/2) against guided (1/3)", n, &decl, &opp);
    }
}

/* CPU time, as the machine may be shared. */
static double
cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* Speed, with -m perf: CPU time of full hands from the deal, the deal
 * alone, then random and guided playouts after it.
 */
static void
test_speed (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(TrpRng) rng = trp_rng_new (1);
  guint n = 200000;
  double t[4];

  for (guint k = 0; k < 3; k++)
    {
      t[k] = cpu_seconds ();
      for (guint i = 0; i < n; i++)
        {
          g_assert_true (trp_game_deal_seeded (game, i % 4, NULL, trp_rng_next (rng) >> 11, NULL));
          if (k == 1)
            trp_game_playout_random (game, rng, G_MAXUINT, NULL);
          else if (k == 2)
            trp_game_playout_guided (game, rng, G_MAXUINT, NULL);
        }
    }
  t[3] = cpu_seconds ();

  g_test_minimized_result ((t[3] - t[2]) * 1e6 / n, "guided hand from the deal: %.2f us CPU",
                           (t[3] - t[2]) * 1e6 / n);
  g_test_message ("CPU per hand: deal alone %.2f us, deal + random %.2f us, deal + guided %.2f us",
                  (t[1] - t[0]) * 1e6 / n, (t[2] - t[1]) * 1e6 / n, (t[3] - t[2]) * 1e6 / n);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/dabaifen/D-48/guided/replay", test_replay);
  g_test_add_func ("/dabaifen/D-48/guided/log-and-steps", test_log_and_steps);
  g_test_add_func ("/dabaifen/D-48/guided/rollouts-differ", test_rollouts_differ);
  g_test_add_func ("/dabaifen/D-49/guided/from-any-point", test_from_any_point);
  g_test_add_func ("/dabaifen/D-31/guided/sound-throws-only", test_shape);
  g_test_add_func ("/dabaifen/D-25/guided/redeal-claimed", test_redeal_claimed);
  g_test_add_func ("/dabaifen/D-40/guided/beats-random", test_strength);
  if (g_test_slow ())
    g_test_add_func ("/dabaifen/D-40/guided/against-rule-based", test_against_player);
  if (g_test_perf ())
    g_test_add_func ("/dabaifen/D-48/guided/speed", test_speed);

  return g_test_run ();
}
