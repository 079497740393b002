/* test-marianna-guided.c: the guided playout against the rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The guided playout (trp-marianna-guided.c) bypasses legal_actions() and
 * validate(), as the random one does: its moves are replayed here through
 * trp_game_perform() on an identically dealt game, for every ruleset and
 * a mix of options. Its rules of thumb are checked where they are rules
 * (a Mariaccio claim is never wrong, the biggest declaration goes first),
 * and its strength against uniformly random play is measured so that a
 * change that breaks the policy fails here.
 */

#include "config.h"

#include <string.h>

#include "marianna-test-util.h"
#include "marianna/trp-marianna-private.h"

static MState *
state_of (TrpGame *game)
{
  return &TRP_MARIANNA_GAME (game)->st;
}

static JsonObject *
carry_new (int t0,
           int t1)
{
  JsonObject *carry = json_object_new ();
  JsonArray *totals = json_array_new ();

  json_array_add_int_element (totals, t0);
  json_array_add_int_element (totals, t1);
  json_object_set_array_member (carry, TRP_CARRY_TOTALS, totals);
  return carry;
}

static void
deal (TrpGame    *game,
      guint       dealer,
      JsonObject *carry,
      guint64     seed)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (trp_game_deal_seeded (game, dealer, carry, seed, &error));
  g_assert_no_error (error);
}

/* Every logged move validates and replays to the same end; the unlogged
 * fast path plays the same moves. The rarer steps are reached too.
 */
static void
test_replay (void)
{
  for (guint v = 0; v < mt_n_variants; v++)
    mt_replay_variant (&mt_variants[v], g_test_slow () ? 2000 : 300,
                       trp_game_playout_guided, "cover_answer", 1);
}

/* M-65, M-AMB-18: from totals close to the target, claims are made and
 * every one is right; a hand that ends without a claim leaves both
 * players short of the target (a total never falls, so a player who
 * reached it had a claim point to use).
 */
static void
test_claims (void)
{
  g_autoptr(TrpGame) game = mt_new ("mariaccio", NULL);
  guint claims = 0;

  for (guint64 seed = 1; seed <= 2000; seed++)
    {
      g_autoptr(JsonObject) carry = carry_new (120 + seed % 70, 190 - seed % 50);
      g_autoptr(TrpRng) rng = trp_rng_new (seed);
      const MState *st = state_of (game);

      deal (game, seed % 2, carry, seed);
      trp_game_playout_guided (game, rng, G_MAXUINT, NULL);
      g_assert_true (st->phase == M_PHASE_OVER);
      if (st->end == M_END_CLAIM)
        {
          claims++;
          g_assert_true (st->match_over);
          g_assert_cmpint (st->winner, ==, st->end_seat);
        }
      else
        for (guint s = 0; s < 2; s++)
          g_assert_cmpint (st->totals_before[s] + st->card_points[s] + st->decl_points[s],
                           <, st->cfg.target);
    }
  g_assert_cmpuint (claims, >, 500);
}

/* Plays the current seat's move: guided or uniformly random. */
static void
step (MState   *st,
      gboolean  guided,
      TrpRng   *state,
      TrpRng   *rng)
{
  TrpCard cards[M_HAND];
  TrpAction action;
  MChoices c;
  guint k;
  int card = -1;

  m_choices (st, &c);
  g_assert_cmpuint (c.n, >, 0);
  /* M-65: a random claim would hand the match over at once; both sides
   * claim right, so that the measure is the play.
   */
  if (guided || st->phase == M_PHASE_CLAIM)
    k = m_guided_move (st, &c, state, &card);
  else
    k = trp_rng_uniform (rng, c.n);
  g_assert_cmpuint (k, <, c.n);
  m_choice_action (st, &c, k, &action, cards);
  if (card >= 0)
    {
      g_assert_true (action.type == m_act_play);
      g_assert_cmpint (m_card_index (action.cards[0]), ==, card);
    }
  m_apply (st, &action);
}

/* The guided side's share of @hands hands against uniformly random play,
 * a tie counting half: team 0 or 1 (seats 0 and 2, or 1 and 3) with four
 * players, seat 0 or 1 with two. The guided side and the dealer take
 * turns, so that neither the seats nor the first lead favour a side.
 */
static double
strength (const MtVariant *v,
          guint          hands)
{
  g_autoptr(TrpGame) game = mt_new (v->ruleset, v->options);
  guint n = trp_game_get_n_seats (game);
  MState *st = state_of (game);
  double won = 0.0;

  for (guint64 seed = 1; seed <= hands; seed++)
    {
      g_autoptr(TrpRng) rng = trp_rng_new (seed);
      guint guided = seed & 1;
      TrpRng state;
      int score[2];

      trp_rng_init (&state, seed * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
      deal (game, (seed >> 1) % n, NULL, seed);
      while (st->phase != M_PHASE_OVER)
        step (st, (st->current & 1) == guided, &state, rng);

      mt_assert_conserved (game);
      /* M-23, M-65: a mariannone or a claim decides at once. */
      if (st->end != M_END_TRICKS && st->match_over)
        {
          won += st->winner == (int) guided;
          continue;
        }
      for (guint u = 0; u < 2; u++)
        score[u] = st->card_points[u] + st->decl_points[u];
      if (score[guided] > score[1 - guided])
        won += 1.0;
      else if (score[guided] == score[1 - guided])
        won += 0.5;
    }
  return won / hands;
}

static void
test_strength (void)
{
  static const guint rulesets[] = { 0, 5, 8, 10, 11, 12 };
  guint hands = g_test_slow () ? 20000 : 4000;

  for (guint i = 0; i < G_N_ELEMENTS (rulesets); i++)
    {
      const MtVariant *v = &mt_variants[rulesets[i]];
      double share = strength (v, hands);

      g_test_message ("%s %s: guided wins %.1f %% of %u hands against random play",
                      v->ruleset, v->options ? v->options : "", 100.0 * share, hands);
      g_assert_cmpfloat (share, >=, 0.70);
    }
}

/* The current seat's guided move, as an action. */
static TrpAction *
guided_action (TrpGame *game)
{
  const MState *st = state_of (game);
  TrpRng state;
  TrpCard cards[M_HAND];
  TrpAction action;
  MChoices c;
  guint k;
  int card;

  trp_rng_init (&state, 1);
  m_choices (st, &c);
  k = m_guided_move (st, &c, &state, &card);
  m_choice_action (st, &c, k, &action, cards);
  return trp_action_copy (&action);
}

/* M-22, M-23, M-28: the mariannone, which wins the match, goes before the
 * mariannino and the mariannas the same hand could declare.
 */
static void
test_mariannone_first (void)
{
  g_autoptr(TrpGame) game = mt_new ("marianna", NULL);
  const char *hands[] = { "2S 4S 5S 6S 7S", "KH KD KC KS QC", "2H 4H 5H 6H 7H", "2D 4D 5D 6D 7D" };
  g_autoptr(TrpAction) action = NULL;

  mt_deal (game, 0, hands, "", NULL, 0, 0);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 1);
  action = guided_action (game);
  g_assert_cmpstr (action->type, ==, "declare");
  g_assert_cmpint (action->target, ==, TRP_MARIANNA_DECLARE_MARIANNONE);
}

/* M-54: with two pairs, the trump pair (40) before the other (20). */
static void
test_trump_pair_first (void)
{
  g_autoptr(TrpGame) game = mt_new ("briscola_151", NULL);
  const char *hands[] = { "KH QH KC QC 7S", "2S 4S 5S 6S 3D" };
  g_autoptr(TrpAction) action = NULL;

  /* Seat 1 leads trick 1 (M-55 bars declarations there); seat 0 takes it
   * and declares at his turn in trick 2.
   */
  mt_deal (game, 0, hands, "4D 5D", "6C", 0, 0);
  mt_play (game, 1, "2S");
  mt_play (game, 0, "7S");
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 0);
  action = guided_action (game);
  g_assert_cmpstr (action->type, ==, "declare");
  g_assert_cmpint (trp_card_get_suit (action->cards[0]), ==, TRP_SUIT_CLUBS);
}

/* M-56: the trump ace goes for the indicator when that makes the trump
 * pair.
 */
static void
test_ace_swap (void)
{
  g_autoptr(TrpGame) game = mt_new ("briscola_151", "{\"ace_swap\": true}");
  const char *hands[] = { "AC QC 2D 4D 5D", "2S 4S 5S 6S 7S" };
  g_autoptr(TrpAction) action = NULL;

  mt_deal (game, 0, hands, "", "KC", 0, 0);
  mt_play (game, 1, "2S");
  action = guided_action (game);
  g_assert_cmpstr (action->type, ==, "swap_indicator");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/marianna/guided/M-3-M-5/replay", test_replay);
  g_test_add_func ("/marianna/guided/M-65/claims-never-wrong", test_claims);
  g_test_add_func ("/marianna/guided/M-12/stronger-than-random", test_strength);
  g_test_add_func ("/marianna/guided/M-23/mariannone-first", test_mariannone_first);
  g_test_add_func ("/marianna/guided/M-54/trump-pair-first", test_trump_pair_first);
  g_test_add_func ("/marianna/guided/M-56/ace-swap", test_ace_swap);

  return g_test_run ();
}
