/* test-dabaifen-playout.c: the fast random playout against the rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * trp_game_playout_random() bypasses validate(); these tests replay what it
 * logged through trp_game_perform() on a game dealt the same way, so every
 * move it plays is one the rules accept (D-48), and the two games must end
 * in the same state with the same result.
 */

#include "config.h"

#include "dabaifen-test-util.h"

#define N_SEEDS 400

/* D-48: every logged move is accepted by validate(), and replaying the log
 * gives the same state and result (D-50), over every option (D-44 to D-47).
 */
static void
test_replay (void)
{
  for (guint set = 0; set < N_PLAYOUT_OPTION_SETS; set++)
    for (guint seed = 0; seed < N_SEEDS; seed++)
      replay_and_compare (trp_game_playout_random, playout_option_set (set), seed, seed * 7919 + 1);
}

/* The log does not change the moves: with and without it, the same rng
 * plays the same hand. Played one move at a time (max_moves 1), the hand
 * differs, since each call starts a fresh draw from the generator, but
 * ends, and the cards add up after every move (D-3, D-4).
 */
static void
test_log_and_steps (void)
{
  check_log_and_steps (trp_game_playout_random);
}

/* The search plays out determinized samples from any point of a hand:
 * the playout must start anywhere, and its moves stay legal (D-49).
 */
static void
test_from_any_point (void)
{
  check_from_any_point (trp_game_playout_random, 17, 30);
}

/* The documented law: only sound throws are led (D-30), so under either
 * policy (D-47) no hand ends in a failed throw (D-31) and every hand is
 * played to the last trick (D-36); throws of several cards do happen (D-29,
 * D-34). A seat asked in every window exposes almost surely before the
 * draw ends (D-16, D-17).
 */
static void
test_distribution (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(TrpGame) reject = new_game ("{\"failed_throw_policy\": \"reject\"}");
  g_autoptr(TrpRng) rng = trp_rng_new (5);
  guint exposed = 0, throws = 0, singles = 0;

  for (guint seed = 0; seed < 2000; seed++)
    {
      TrpGame *games[] = { game, reject };

      for (guint g = 0; g < G_N_ELEMENTS (games); g++)
        {
          const DbfState *s = state (games[g]);

          g_assert_true (trp_game_deal_seeded (games[g], seed % 4, NULL, seed, NULL));
          trp_game_playout_random (games[g], rng, G_MAXUINT, NULL);
          g_assert_false (s->failed);
          g_assert_cmpint (s->last_trick_winner, >=, 0);
          for (int seat = 0; seat < 4; seat++)
            g_assert_true (s->hands[seat] == 0);
          exposed += s->trump_by == DBF_TRUMP_BY_EXPOSURE;
          for (guint t = 0; t < s->n_tricks; t++)
            {
              throws += s->tricks[t].n > 1;
              singles += s->tricks[t].n == 1;
            }
        }
    }

  g_assert_cmpuint (exposed, >, 3000);
  g_assert_cmpuint (throws, >, 1000);
  g_assert_cmpuint (singles, >, 10 * throws);
}

/* D-25: a seat without trumps claims half the time, and the redeal is
 * played out like any hand. Whichever 6 P0 exposes, P1 or P3 (or both) has
 * no trump, so at least half the hands are claimed.
 */
static void
test_redeal_claims (void)
{
  guint claims = 0;

  for (guint i = 0; i < 200; i++)
    {
      g_autoptr(TrpGame) game = new_game (NULL);
      g_autoptr(TrpGame) slow = new_game (NULL);
      g_autoptr(JsonObject) carry = later_carry (6, 6, 0, 0);
      g_autoptr(TrpRng) rng = trp_rng_new (i);
      g_autoptr(GPtrArray) log = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_action_free);

      /* P1 holds no trump once 6S fixes spades. */
      deal_hands (game, 0, carry,
                  "6S 6H 6D 6C RJ BJ AS KS QS JS 10S 9S",
                  "AH KH QH JH 10H 9H 8H 7H 5H 4H 3H 2H",
                  NULL, NULL, NULL);
      deal_hands (slow, 0, carry,
                  "6S 6H 6D 6C RJ BJ AS KS QS JS 10S 9S",
                  "AH KH QH JH 10H 9H 8H 7H 5H 4H 3H 2H",
                  NULL, NULL, NULL);
      trp_game_playout_random (game, rng, G_MAXUINT, log);
      claims += state (game)->n_redeals > 0;
      for (guint k = 0; k < log->len; k++)
        g_assert_true (trp_game_perform (slow, g_ptr_array_index (log, k), NULL));
      g_assert_true (trp_dabaifen_game_state_equal (TRP_DABAIFEN_GAME (game), TRP_DABAIFEN_GAME (slow)));
    }

  g_assert_cmpuint (claims, >, 60);
  g_assert_cmpuint (claims, <, 190);
}

/* legal_actions() now reads its top-down throws from the strength table
 * (D-11) instead of sorting: each must still be the strongest k cards of
 * its suit in dbf_sorted_by_strength() order (D-29, D-49).
 */
static void
test_table_order (void)
{
  g_autoptr(TrpRng) rng = trp_rng_new (99);
  guint checked = 0;

  for (guint seed = 0; seed < 300; seed++)
    {
      g_autoptr(TrpGame) game = new_game (playout_option_set (seed));
      const DbfState *s = state (game);

      g_assert_true (trp_game_deal_seeded (game, seed % 4, NULL, seed, NULL));
      while (!trp_game_is_round_over (game))
        {
          g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);

          if (s->phase == DBF_PHASE_PLAY && s->n_in_trick == 0)
            for (guint i = 0; i < legal->len; i++)
              {
                const TrpAction *action = g_ptr_array_index (legal, i);
                TrpCard sorted[DBF_N_CARDS];
                gboolean bad;
                guint64 mask = dbf_mask_from_cards (action->cards, action->n_cards, &bad);
                guint eff = s->eff_suit[__builtin_ctzll (mask)];

                if (action->n_cards < 2)
                  continue;
                dbf_sorted_by_strength (s, s->hands[action->seat] & s->eff_mask[eff], sorted);
                g_assert_cmpmem (action->cards, action->n_cards, sorted, action->n_cards);
                checked++;
              }
          trp_game_apply (game, g_ptr_array_index (legal, trp_rng_uniform (rng, legal->len)));
        }
    }
  g_assert_cmpuint (checked, >, 1000);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/dabaifen/D-48/playout/replay", test_replay);
  g_test_add_func ("/dabaifen/D-48/playout/log-and-steps", test_log_and_steps);
  g_test_add_func ("/dabaifen/D-49/playout/from-any-point", test_from_any_point);
  g_test_add_func ("/dabaifen/D-48/playout/distribution", test_distribution);
  g_test_add_func ("/dabaifen/D-25/playout/redeal-claims", test_redeal_claims);
  g_test_add_func ("/dabaifen/D-49/legal-leads-in-table-order", test_table_order);

  return g_test_run ();
}
