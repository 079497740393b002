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

typedef struct
{
  const char *ruleset;
  const char *options;
} Variant;

static const Variant variants[] = {
  { "marianna", NULL },
  { "marianna", "{\"declaration_timing\": \"trick_start\"}" },
  { "marianna", "{\"declaration_timing\": \"leader_only\", \"marianna_scoring\": \"seq_20_40_60_80\"}" },
  { "marianna", "{\"declaration_timing\": \"any_time\", \"trump_change\": \"first_only\"}" },
  { "marianna", "{\"marianna_scoring\": \"first_40_then_20\", \"late_declaration\": true}" },
  { "marianna", "{\"covering\": true}" },
  { "marianna", "{\"covering\": true, \"declaration_timing\": \"trick_start\", \"trump_change\": \"first_only\"}" },
  { "marianna", "{\"mariannino\": false, \"mariannone\": false, \"target_score\": 200}" },
  { "cinquecento", NULL },
  { "cinquecento", "{\"covering\": true, \"late_declaration\": true}" },
  { "briscola_151", NULL },
  { "briscola_151", "{\"ace_swap\": true}" },
  { "mariaccio", NULL },
  { "mariaccio", "{\"target_score\": 250}" },
};

#define ALL_CARDS (M_BIT (M_N_CARDS) - 1)

static const MState *
state_of (TrpGame *game)
{
  return &TRP_MARIANNA_GAME (game)->st;
}

static TrpGame *
dealt (const Variant *v,
       guint64        seed)
{
  TrpGame *game = mt_new (v->ruleset, v->options);
  g_autoptr(GError) error = NULL;

  g_assert_true (trp_game_deal_seeded (game, seed % trp_game_get_n_seats (game), NULL, seed, &error));
  g_assert_no_error (error);
  return game;
}

static char *
result_text (TrpGame *game)
{
  g_autoptr(TrpRoundResult) result = trp_game_round_result (game);
  g_autoptr(JsonNode) node = NULL;

  g_assert_nonnull (result);
  node = trp_round_result_to_json (result);
  return json_to_string (node, FALSE);
}

static void
assert_same_state (TrpGame *a,
                   TrpGame *b)
{
  const MState *x = state_of (a);
  const MState *y = state_of (b);
  g_autofree char *ra = result_text (a);
  g_autofree char *rb = result_text (b);

  for (guint s = 0; s < x->cfg.n_seats; s++)
    {
      g_assert_cmpuint (x->hand[s], ==, y->hand[s]);
      g_assert_cmpuint (x->exposed[s], ==, y->exposed[s]);
    }
  g_assert_cmpuint (x->won[0], ==, y->won[0]);
  g_assert_cmpuint (x->won[1], ==, y->won[1]);
  g_assert_cmpint (x->card_points[0], ==, y->card_points[0]);
  g_assert_cmpint (x->card_points[1], ==, y->card_points[1]);
  g_assert_cmpint (x->decl_points[0], ==, y->decl_points[0]);
  g_assert_cmpint (x->decl_points[1], ==, y->decl_points[1]);
  g_assert_cmpuint (x->n_decls, ==, y->n_decls);
  for (guint i = 0; i < x->n_decls; i++)
    {
      g_assert_cmpuint (x->decls[i].kind, ==, y->decls[i].kind);
      g_assert_cmpuint (x->decls[i].seat, ==, y->decls[i].seat);
      g_assert_cmpuint (x->decls[i].suit, ==, y->decls[i].suit);
      g_assert_cmpint (x->decls[i].points, ==, y->decls[i].points);
    }
  g_assert_cmpmem (x->log, sizeof x->log, y->log, sizeof y->log);
  g_assert_cmpuint (x->trump, ==, y->trump);
  g_assert_cmpuint (x->trick_no, ==, y->trick_no);
  g_assert_cmpint (x->end, ==, y->end);
  g_assert_cmpint (x->winner, ==, y->winner);
  g_assert_cmpint (x->match_over, ==, y->match_over);
  g_assert_cmpstr (ra, ==, rb);
}

/* M-3, M-5: forty cards, each in one place; 120 card points when the hand
 * is played out.
 */
static void
assert_conserved (TrpGame *game)
{
  const MState *st = state_of (game);
  guint64 all = st->won[0] | st->won[1];
  guint count = m_popcount (st->won[0]) + m_popcount (st->won[1]);

  g_assert_true ((st->won[0] & st->won[1]) == 0);
  for (guint s = 0; s < st->cfg.n_seats; s++)
    {
      g_assert_true ((all & st->hand[s]) == 0);
      all |= st->hand[s];
      count += m_popcount (st->hand[s]);
    }
  for (guint i = st->stock_pos; i < st->stock_len; i++)
    {
      g_assert_true ((all & M_BIT (m_card_index (st->stock[i]))) == 0);
      all |= M_BIT (m_card_index (st->stock[i]));
      count++;
    }
  g_assert_cmpuint (count, ==, M_N_CARDS);
  g_assert_cmpuint (all, ==, ALL_CARDS);
  g_assert_cmpint (st->card_points[0], ==, m_mask_points (st->won[0]));
  g_assert_cmpint (st->card_points[1], ==, m_mask_points (st->won[1]));
  if (st->end == M_END_TRICKS)
    {
      g_assert_cmpuint (st->won[0] | st->won[1], ==, ALL_CARDS);
      g_assert_cmpint (st->card_points[0] + st->card_points[1], ==, 120);
    }
}

/* The logged moves replay, one by one, through validate() and apply(), and
 * reach the same end; the unlogged fast path draws the same moves.
 */
static void
replay_variant (const Variant *v,
                guint          seeds)
{
  guint declared = 0, covered = 0, swapped = 0;

  for (guint64 seed = 1; seed <= seeds; seed++)
    {
      g_autoptr(TrpGame) played = dealt (v, seed);
      g_autoptr(TrpGame) replayed = dealt (v, seed);
      g_autoptr(TrpGame) fast = dealt (v, seed);
      g_autoptr(GPtrArray) log = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_action_free);
      g_autoptr(TrpRng) rng = trp_rng_new (seed * 7919);
      g_autoptr(TrpRng) rng2 = trp_rng_new (seed * 7919);
      guint moves;

      moves = trp_game_playout_random (played, rng, G_MAXUINT, log);
      g_assert_cmpuint (moves, ==, log->len);
      g_assert_true (trp_game_is_round_over (played));

      for (guint i = 0; i < log->len; i++)
        {
          g_autoptr(GError) error = NULL;
          const TrpAction *action = g_ptr_array_index (log, i);

          declared += g_strcmp0 (action->type, "declare") == 0;
          covered += g_strcmp0 (action->type, "cover_request") == 0;
          swapped += g_strcmp0 (action->type, "swap_indicator") == 0;
          if (!trp_game_perform (replayed, action, &error))
            g_error ("%s %s seed %" G_GUINT64_FORMAT " move %u: %s", v->ruleset,
                     v->options ? v->options : "", seed, i, error->message);
        }
      g_assert_true (trp_game_is_round_over (replayed));
      assert_same_state (played, replayed);
      assert_conserved (played);

      g_assert_cmpuint (trp_game_playout_random (fast, rng2, G_MAXUINT, NULL), ==, moves);
      assert_same_state (played, fast);
    }

  /* The random moves reach the rarer steps too. */
  g_assert_cmpuint (declared, >, 0);
  if (v->options != NULL && strstr (v->options, "covering") != NULL)
    g_assert_cmpuint (covered, >, 0);
  if (v->options != NULL && strstr (v->options, "ace_swap") != NULL)
    g_assert_cmpuint (swapped, >, 0);
}

static void
test_replay (void)
{
  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    replay_variant (&variants[v], g_test_slow () ? 2000 : 300);
}

/* m_choices() and m_choice_action() list exactly legal_actions(), in its
 * order, on the states of random hands.
 */
static void
test_choices (void)
{
  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    for (guint64 seed = 1; seed <= 60; seed++)
      {
        g_autoptr(TrpGame) game = dealt (&variants[v], seed);
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
  g_autoptr(TrpGame) game = dealt (&variants[0], 5);
  g_autoptr(TrpRng) rng = trp_rng_new (5);

  g_assert_cmpuint (trp_game_playout_random (game, rng, 3, NULL), ==, 3);
  g_assert_false (trp_game_is_round_over (game));
  g_assert_cmpuint (trp_game_playout_random (game, rng, G_MAXUINT, NULL), >, 0);
  g_assert_true (trp_game_is_round_over (game));
  assert_conserved (game);
}

/* A playout stopped by its bound and resumed with the same generator makes
 * the moves of one uninterrupted playout: the whole tricks and windows the
 * fast path plays at once respect the bound, leave the state as single
 * steps would, and draw as they do.
 */
static void
test_resume (void)
{
  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    for (guint64 seed = 1; seed <= 40; seed++)
      {
        g_autoptr(TrpGame) whole = dealt (&variants[v], seed);
        g_autoptr(TrpGame) pieces = dealt (&variants[v], seed);
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
        assert_same_state (whole, pieces);
        assert_conserved (pieces);
        g_assert_cmpuint (trp_rng_next (rng), ==, trp_rng_next (rng2));
      }
}

/* One game dealt again and again holds what a fresh game dealt with the
 * same seed holds, whichever path the deal takes (with or without a carry).
 */
static void
test_redeal (void)
{
  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      g_autoptr(TrpGame) reused = mt_new (variants[v].ruleset, variants[v].options);
      g_autoptr(TrpRng) rng = trp_rng_new (v);

      for (guint64 seed = 1; seed <= 50; seed++)
        {
          g_autoptr(TrpGame) fresh = mt_new (variants[v].ruleset, variants[v].options);
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
          assert_conserved (reused);

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
