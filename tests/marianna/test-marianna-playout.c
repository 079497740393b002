/* test-marianna-playout.c: the fast random playout against the rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The playout (trp-marianna-rules.c) bypasses legal_actions() and
 * validate(); these tests replay what it did through trp_game_perform() on
 * an identically dealt game, for every ruleset and a mix of options, and
 * check that its moves are exactly the listed legal moves.
 */

#include "config.h"

#include <string.h>

#include "marianna-test-util.h"
#include "marianna/trp-marianna-private.h"

static const MState *
state_of (TrpGame *game)
{
  return &TRP_MARIANNA_GAME (game)->st;
}

/* The logged moves replay, one by one, through validate() and apply(), and
 * reach the same end; the unlogged fast path draws the same moves, and the
 * random moves reach the rarer steps too.
 */
static void
test_replay (void)
{
  for (guint v = 0; v < mt_n_variants; v++)
    mt_replay_variant (&mt_variants[v], g_test_slow () ? 2000 : 300,
                       trp_game_playout_random, "cover_request", -1);
}

/* m_choices() and m_choice_action() list exactly legal_actions(), in its
 * order, on the states of random hands.
 */
static void
test_choices (void)
{
  for (guint v = 0; v < mt_n_variants; v++)
    for (guint64 seed = 1; seed <= 60; seed++)
      {
        g_autoptr(TrpGame) game = mt_dealt (&mt_variants[v], seed);
        g_autoptr(TrpRng) rng = trp_rng_new (seed);

        while (!trp_game_is_round_over (game))
          {
            g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);
            const MState *st = state_of (game);
            MChoices c;

            m_choices (st, &c);
            g_assert_cmpuint (c.n, ==, legal->len);
            for (guint k = 0; k < c.n; k++)
              {
                TrpCard cards[M_HAND];
                TrpAction action;

                m_choice_action (st, &c, k, &action, cards);
                g_assert_true (trp_action_equal (&action, g_ptr_array_index (legal, k)));
              }
            trp_game_apply (game, g_ptr_array_index (legal, trp_rng_uniform (rng, legal->len)));
          }
      }
}

/* The safety bound stops the playout; it can go on from there. */
static void
test_max_moves (void)
{
  g_autoptr(TrpGame) game = mt_dealt (&mt_variants[0], 5);
  g_autoptr(TrpRng) rng = trp_rng_new (5);

  g_assert_cmpuint (trp_game_playout_random (game, rng, 3, NULL), ==, 3);
  g_assert_false (trp_game_is_round_over (game));
  g_assert_cmpuint (trp_game_playout_random (game, rng, G_MAXUINT, NULL), >, 0);
  g_assert_true (trp_game_is_round_over (game));
  mt_assert_conserved (game);
}

/* A playout stopped by its bound and resumed with the same generator makes
 * the moves of one uninterrupted playout: the whole tricks and windows the
 * fast path plays at once respect the bound, leave the state as single
 * steps would, and draw as they do.
 */
static void
test_resume (void)
{
  for (guint v = 0; v < mt_n_variants; v++)
    for (guint64 seed = 1; seed <= 40; seed++)
      {
        g_autoptr(TrpGame) whole = mt_dealt (&mt_variants[v], seed);
        g_autoptr(TrpGame) pieces = mt_dealt (&mt_variants[v], seed);
        g_autoptr(TrpRng) rng = trp_rng_new (seed * 31);
        g_autoptr(TrpRng) rng2 = trp_rng_new (seed * 31);
        guint bound = 1 + seed % 23;
        guint total = trp_game_playout_random (whole, rng, G_MAXUINT, NULL);
        guint played = 0;

        while (!trp_game_is_round_over (pieces))
          {
            guint moves = trp_game_playout_random (pieces, rng2, bound, NULL);

            g_assert_cmpuint (moves, <=, bound);
            g_assert_true (moves == bound || trp_game_is_round_over (pieces));
            played += moves;
          }
        g_assert_cmpuint (played, ==, total);
        mt_assert_same_state (whole, pieces);
        mt_assert_conserved (pieces);
        g_assert_cmpuint (trp_rng_next (rng), ==, trp_rng_next (rng2));
      }
}

/* One game dealt again and again holds what a fresh game dealt with the
 * same seed holds, whichever path the deal takes (with or without a carry).
 */
static void
test_redeal (void)
{
  for (guint v = 0; v < mt_n_variants; v++)
    {
      g_autoptr(TrpGame) reused = mt_new (mt_variants[v].ruleset, mt_variants[v].options);
      g_autoptr(TrpRng) rng = trp_rng_new (v);

      for (guint64 seed = 1; seed <= 50; seed++)
        {
          g_autoptr(TrpGame) fresh = mt_new (mt_variants[v].ruleset, mt_variants[v].options);
          g_autoptr(JsonObject) carry = json_object_new ();
          g_autoptr(JsonArray) totals = json_array_new ();
          guint dealer = seed % trp_game_get_n_seats (fresh);
          const MState *x;
          const MState *y;

          json_array_add_int_element (totals, 0);
          json_array_add_int_element (totals, 0);
          json_object_set_array_member (carry, TRP_CARRY_TOTALS, json_array_ref (totals));

          g_assert_true (trp_game_deal_seeded (reused, dealer, NULL, seed, NULL));
          g_assert_true (trp_game_deal_seeded (fresh, dealer, carry, seed, NULL));
          x = state_of (reused);
          y = state_of (fresh);
          g_assert_cmpmem (x->hand, sizeof x->hand, y->hand, sizeof y->hand);
          g_assert_cmpmem (x->stock, sizeof x->stock, y->stock, sizeof y->stock);
          g_assert_cmpuint (x->stock_len, ==, y->stock_len);
          g_assert_cmpuint (x->indicator, ==, y->indicator);
          g_assert_cmpuint (x->trump, ==, y->trump);
          g_assert_cmpuint (x->leader, ==, y->leader);
          g_assert_cmpint (x->phase, ==, y->phase);
          g_assert_cmpuint (x->current, ==, y->current);
          mt_assert_conserved (reused);

          trp_game_playout_random (reused, rng, G_MAXUINT, NULL);
        }
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/marianna/playout/replay", test_replay);
  g_test_add_func ("/marianna/playout/choices", test_choices);
  g_test_add_func ("/marianna/playout/max-moves", test_max_moves);
  g_test_add_func ("/marianna/playout/resume", test_resume);
  g_test_add_func ("/marianna/playout/redeal", test_redeal);

  return g_test_run ();
}
