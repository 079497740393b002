/* test-marianna-player.c: the Marianna family's rule-based player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Legality over many random positions of the four rulesets, blindness of
 * the player and of the search that uses it (M-68), and exact situations
 * where the right play is clear.
 */

#include "config.h"

#include <string.h>

#include "trp-ai.h"
#include "trp-marianna-player.h"
#include "ai-test-util.h"
#include "../marianna/marianna-test-util.h"
#include "marianna/trp-marianna-private.h"

typedef struct
{
  const char *ruleset;
  const char *options;
} Variant;

/* Every ruleset, and the Marianna options that change who acts when. */
static const Variant variants[] = {
  { "marianna", NULL },
  { "marianna", "{\"covering\": true}" },
  { "marianna", "{\"declaration_timing\": \"trick_start\", \"late_declaration\": true}" },
  { "marianna", "{\"declaration_timing\": \"leader_only\", \"trump_change\": \"first_only\"}" },
  { "marianna", "{\"declaration_timing\": \"any_time\", \"marianna_scoring\": \"seq_20_40_60_80\"}" },
  { "cinquecento", NULL },
  { "cinquecento", "{\"covering\": true}" },
  { "briscola_151", NULL },
  { "briscola_151", "{\"ace_swap\": true}" },
  { "mariaccio", NULL },
};

static TrpAction *
choose_checked (TrpGame *game,
                guint64  seed,
                gboolean with_reason)
{
  g_autoptr(TrpRng) rng = trp_rng_new (seed);
  g_autofree char *reason = NULL;
  g_autoptr(GError) error = NULL;
  TrpAction *action;

  action = trp_marianna_player_choose (game, rng, with_reason ? &reason : NULL);
  g_assert_nonnull (action);
  if (!trp_game_validate (game, action, &error))
    {
      g_autofree char *text = trp_action_to_string (action);

      g_error ("illegal choice %s: %s", text, error->message);
    }
  if (with_reason)
    {
      g_assert_nonnull (reason);
      g_assert_cmpuint (strlen (reason), >, 0);
    }
  return action;
}

/* Every choice is legal, over whole hands with the player in every seat
 * and with the player against random seats (which reach odd positions).
 */
static void
test_legal (void)
{
  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    for (guint hand = 0; hand < 16; hand++)
      {
        g_autoptr(TrpGame) game = mt_new (variants[v].ruleset, variants[v].options);
        g_autoptr(TrpRng) rng = trp_rng_new (1000 * v + hand);
        guint n = trp_game_get_n_seats (game);
        guint moves = 0;

        g_assert_true (trp_game_deal_seeded (game, hand % n, NULL, 77 * hand + v, NULL));
        while (!trp_game_is_round_over (game))
          {
            g_autoptr(TrpAction) action = NULL;
            int seat = trp_game_get_current_seat (game);

            if (hand % 2 == 1 && seat % 2 == 1)
              action = trp_policy_random (game, rng, NULL);
            else
              action = choose_checked (game, trp_rng_next (rng), moves % 3 == 0);
            trp_game_apply (game, action);
            g_assert_cmpuint (++moves, <, 2000);
          }
      }
}

/* ---- Blindness ---- */

typedef struct
{
  guint   n;
  TrpCard hands[4][5];
  TrpCard indicator;
  TrpCard stock[30];
  guint   stock_len;
} Deal;

static void
deal_random (Deal   *deal,
             guint   n,
             TrpRng *rng)
{
  g_autoptr(GByteArray) deck = trp_deck_new (TRP_DECK_ITALIAN_40);
  guint k = 0;

  trp_rng_shuffle (rng, deck->data, deck->len);
  memset (deal, 0, sizeof *deal);
  deal->n = n;
  for (guint s = 0; s < n; s++)
    for (guint i = 0; i < 5; i++)
      deal->hands[s][i] = deck->data[k++];
  if (n == 2)
    deal->indicator = deck->data[k++];
  while (k < deck->len)
    deal->stock[deal->stock_len++] = deck->data[k++];
}

static TrpCard *
deal_find (Deal    *deal,
           TrpCard  card)
{
  for (guint s = 0; s < deal->n; s++)
    for (guint i = 0; i < 5; i++)
      if (deal->hands[s][i] == card)
        return &deal->hands[s][i];
  for (guint i = 0; i < deal->stock_len; i++)
    if (deal->stock[i] == card)
      return &deal->stock[i];
  return NULL;
}

/* The space-separated codes of @n cards. */
static char *
codes_of (const TrpCard *cards,
          guint          n)
{
  GString *codes = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (codes, "%s%s", i > 0 ? " " : "", trp_card_to_code (cards[i]));
  return g_string_free (codes, FALSE);
}

static TrpGame *
deal_game (const Variant *variant,
           const Deal    *deal,
           guint          dealer)
{
  TrpGame *game = mt_new (variant->ruleset, variant->options);
  g_auto(GStrv) hands = g_new0 (char *, deal->n + 1);
  g_autofree char *stock = codes_of (deal->stock, deal->stock_len);

  for (guint s = 0; s < deal->n; s++)
    hands[s] = codes_of (deal->hands[s], 5);
  mt_deal (game, dealer, (const char *const *) hands, stock,
           deal->n == 2 ? trp_card_to_code (deal->indicator) : NULL, 0, 0);
  return game;
}

/* Where each card hidden from @observer is now: a seat, or n for the
 * stock; -1 for a card the observer knows.
 */
static void
hidden_places (TrpGame *game,
               int      observer,
               int     *place)
{
  const MState *st = &TRP_MARIANNA_GAME (game)->st;
  guint n = st->cfg.n_seats;

  for (guint i = 0; i < 40; i++)
    place[i] = -1;
  for (guint s = 0; s < n; s++)
    {
      if ((int) s == observer)
        continue;
      for (guint i = 0; i < 40; i++)
        if ((st->hand[s] & ~st->exposed[s]) & M_BIT (i))
          place[i] = s;
    }
  for (guint i = st->stock_pos; i < st->stock_len; i++)
    {
      /* The indicator lies face up (M-52, M-59). */
      if (n == 2 && i == st->stock_len - 1u)
        continue;
      place[m_card_index (st->stock[i])] = n;
    }
}

static gboolean
replay (TrpGame   *game,
        GPtrArray *log)
{
  for (guint i = 0; i < log->len; i++)
    {
      if (!trp_game_validate (game, g_ptr_array_index (log, i), NULL))
        return FALSE;
      trp_game_apply (game, g_ptr_array_index (log, i));
    }
  return TRUE;
}

static void
assert_same_action (TrpAction *a,
                    TrpAction *b)
{
  if (!trp_action_equal (a, b))
    {
      g_autofree char *ta = trp_action_to_string (a);
      g_autofree char *tb = trp_action_to_string (b);

      g_error ("the choice depends on hidden cards: %s vs %s", ta, tb);
    }
}

/* Two deals that differ only in where two cards hidden from the seat to
 * move lie must give the same choice, for the player and for the search
 * at a fixed seed and iteration count.
 */
static void
test_blind (void)
{
  guint checks = 0, search_checks = 0;

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    for (guint round = 0; round < 5; round++)
      {
        const Variant *variant = &variants[v];
        g_autoptr(TrpRng) rng = trp_rng_new (4242 + 17 * v + round);
        g_autoptr(GPtrArray) log = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_action_free);
        g_autoptr(TrpGame) game = NULL;
        guint n = (g_strcmp0 (variant->ruleset, "briscola_151") == 0 ||
                   g_strcmp0 (variant->ruleset, "mariaccio") == 0) ? 2 : 4;
        guint dealer = round % n;
        Deal deal;

        deal_random (&deal, n, rng);
        game = deal_game (variant, &deal, dealer);

        for (guint step = 0; !trp_game_is_round_over (game); step++)
          {
            int seat = trp_game_get_current_seat (game);
            g_autoptr(TrpAction) next = NULL;

            if (step % 2 == 0)
              {
                int place[40];
                int cards[40];
                guint n_hidden = 0;

                hidden_places (game, seat, place);
                for (guint i = 0; i < 40; i++)
                  if (place[i] >= 0)
                    cards[n_hidden++] = i;

                for (guint attempt = 0; n_hidden >= 2 && attempt < 8; attempt++)
                  {
                    int a = cards[trp_rng_uniform (rng, n_hidden)];
                    int b = cards[trp_rng_uniform (rng, n_hidden)];
                    Deal other = deal;
                    g_autoptr(TrpGame) twin = NULL;
                    g_autoptr(TrpAction) mine = NULL;
                    g_autoptr(TrpAction) theirs = NULL;
                    TrpCard *pa, *pb;
                    TrpCard hand_a[5], hand_b[5];
                    guint n_a, n_b;
                    guint64 choice_seed = trp_rng_next (rng);

                    if (place[a] == place[b])
                      continue;
                    pa = deal_find (&other, m_index_card (a));
                    pb = deal_find (&other, m_index_card (b));
                    g_assert_nonnull (pa);
                    g_assert_nonnull (pb);
                    *pa = m_index_card (b);
                    *pb = m_index_card (a);

                    /* A swap that some earlier move contradicts (say a
                     * covering request) is not consistent with the public
                     * record: try another one.
                     */
                    twin = deal_game (variant, &other, dealer);
                    if (!replay (twin, log))
                      continue;

                    /* The seat to move sees the same table in both. */
                    g_assert_cmpint (trp_game_get_current_seat (twin), ==, seat);
                    n_a = trp_marianna_game_get_hand (TRP_MARIANNA_GAME (game), seat, hand_a);
                    n_b = trp_marianna_game_get_hand (TRP_MARIANNA_GAME (twin), seat, hand_b);
                    g_assert_cmpmem (hand_a, n_a, hand_b, n_b);

                    mine = choose_checked (game, choice_seed, FALSE);
                    theirs = choose_checked (twin, choice_seed, FALSE);
                    assert_same_action (mine, theirs);
                    checks++;

                    if (step % 10 == 0 && round == 0)
                      {
                        TrpSearchParams params;
                        g_autoptr(TrpAction) s1 = NULL;
                        g_autoptr(TrpAction) s2 = NULL;

                        trp_search_params_init (&params);
                        params.iterations = 200;
                        params.seed = choice_seed;
                        params.rollout_policy = trp_marianna_policy;
                        s1 = trp_search_choose (game, &params, NULL, NULL);
                        s2 = trp_search_choose (twin, &params, NULL, NULL);
                        g_assert_nonnull (s1);
                        g_assert_nonnull (s2);
                        assert_same_action (s1, s2);
                        search_checks++;
                      }
                    break;
                  }
              }

            next = trp_policy_random (game, rng, NULL);
            g_ptr_array_add (log, trp_action_copy (next));
            trp_game_apply (game, next);
          }
      }

  g_test_message ("%u player checks, %u search checks", checks, search_checks);
  g_assert_cmpuint (checks, >, 200);
  g_assert_cmpuint (search_checks, >, 10);
}

/* ---- Exact situations ---- */

static TrpAction *
choose (TrpGame *game)
{
  return choose_checked (game, 1, TRUE);
}

/* The table's hint (trp_ai_hint(): the Hard search) where a test sets
 * this: it must find the same clear moves as the rule-based player. */
static gboolean use_hint = FALSE;

static void
assert_plays (TrpGame    *game,
              const char *card)
{
  g_autoptr(TrpAction) action = use_hint ? trp_ai_hint (game, 2000, NULL, NULL) : choose (game);

  g_assert_cmpstr (action->type, ==, "play");
  g_assert_cmpuint (action->n_cards, ==, 1);
  g_assert_cmpstr (trp_card_to_code (action->cards[0]), ==, card);
}

/* M-12, M-53: in Briscola 151 a seat that can win a trick holding 21
 * points with its 3 of trumps does so.
 */
static void
test_win_with_three (void)
{
  g_autoptr(TrpGame) game = mt_new ("briscola_151", NULL);
  const char *hands[] = { "3C 2S 4D 5S 6D", "AH 2H 4H 5H 6H" };

  /* Clubs are trumps; P1 leads the ace of hearts. */
  mt_deal (game, 0, hands, "", "6C", 0, 0);
  mt_play (game, 1, "AH");
  assert_plays (game, "3C");

  /* The hint names the 21 points. */
  {
    g_autoptr(TrpRng) rng = trp_rng_new (1);
    g_autofree char *reason = NULL;
    g_autoptr(TrpAction) action = trp_marianna_player_choose (game, rng, &reason);

    g_assert_nonnull (strstr (reason, "21"));
  }
}

/* M-11, M-12: with no trumps a partner's ace of the led suit cannot be
 * beaten, so the third seat gives it the three of another suit.
 */
static void
test_load_partner (void)
{
  g_autoptr(TrpGame) game = mt_new ("marianna", NULL);
  const char *hands[] = { "AH 4S 5S 6S 7S", "2H 4C 5C 6C 7C", "3S 4D 5D 6D 7D", "4H 5H 6H 7H 2C" };

  mt_deal (game, 3, hands, "", NULL, 0, 0);
  mt_play (game, 0, "AH");
  mt_play (game, 1, "2H");
  assert_plays (game, "3S");
}

/* M-11, M-12 in Cinquecento (M-41 to M-45 change only declarations):
 * no one holds a king and horse, so no window asks anything, and the
 * third seat loads its partner's unbeatable ace with a 3.
 */
static void
pass_windows (TrpGame *game)
{
  while (g_strcmp0 (trp_game_get_phase (game), "declare_window") == 0)
    mt_pass (game, trp_game_get_current_seat (game));
}

static void
test_hint_cinquecento_load_partner (void)
{
  g_autoptr(TrpGame) game = mt_new ("cinquecento", NULL);
  const char *hands[] = { "AH 4S 5S 6S 7S", "2H 4C 5C 6C 7C", "3S 4D 5D 6D 7D", "4H 5H 6H 7H 2C" };

  mt_deal (game, 3, hands, "", NULL, 0, 0);
  pass_windows (game);
  mt_play (game, 0, "AH");
  pass_windows (game);
  mt_play (game, 1, "2H");
  pass_windows (game);
  use_hint = TRUE;
  assert_plays (game, "3S");
  use_hint = FALSE;
}

/* M-63: having won a trick, the Mariaccio winner declares the trump pair
 * (40) rather than the other (20); M-65: he claims once his total has
 * reached the target, and not before (a false claim loses the match).
 */
static void
test_hint_mariaccio (void)
{
  const char *hands[] = { "KS QS KH QH 3D", "2D 4C 5C 6C 7C" };

  {
    g_autoptr(TrpGame) game = mt_new ("mariaccio", NULL);
    g_autoptr(TrpAction) action = NULL;

    /* Swords are trumps; P0 wins the 2 of coins with the 3. */
    mt_deal (game, 0, hands, "", "6S", 0, 0);
    mt_play (game, 1, "2D");
    mt_play (game, 0, "3D");
    action = trp_ai_hint (game, 2000, NULL, NULL);
    g_assert_cmpstr (action->type, ==, "declare");
    g_assert_cmpuint (trp_card_get_suit (action->cards[0]), ==, TRP_SUIT_SPADES);
  }

  for (int before = 150; before <= 190; before += 40)
    {
      g_autoptr(TrpGame) game = mt_new ("mariaccio", NULL);
      const char *claim_hands[] = { "KS QS KH QH 2D", "AD 4C 5C 6C 7C" };
      g_autoptr(TrpAction) action = NULL;

      /* P1 leads the ace of coins, P0 trumps it with the queen, then
       * declares the hearts (20): 14 + 20 points, 184 or 224 of 200. */
      mt_deal (game, 0, claim_hands, "", "6S", before, 0);
      mt_play (game, 1, "AD");
      mt_play (game, 0, "QS");
      action = choose (game);
      g_assert_cmpstr (action->type, ==, "declare");
      mt_do (game, g_steal_pointer (&action));
      g_assert_cmpstr (trp_game_get_phase (game), ==, "claim");
      action = trp_ai_hint (game, 2000, NULL, NULL);
      g_assert_cmpstr (action->type, ==, before + 34 >= 200 ? "claim" : "pass");
    }
}

/* M-12, M-53 and M-11, M-12 above: the table's hint finds the same
 * clear moves (win 21 points with the 3 of trumps; load the partner's
 * unbeatable ace with a 3). */
static void
test_hint_clear_plays (void)
{
  use_hint = TRUE;
  test_win_with_three ();
  test_load_partner ();
  use_hint = FALSE;
}

/* M-11, M-12: the last seat, unable to win, throws a card worth nothing
 * rather than a point card or a king that waits for its queen.
 */
static void
test_discard_low (void)
{
  g_autoptr(TrpGame) game = mt_new ("briscola_151", NULL);
  const char *hands[] = { "KD 3S 2H 4S 5D", "AC 2D 6H 7H JH" };

  /* Clubs are trumps; P1 leads the ace of trumps: nothing beats it. */
  mt_deal (game, 0, hands, "QD", "6C", 0, 0);
  mt_play (game, 1, "AC");
  {
    g_autoptr(TrpAction) action = choose (game);
    const char *code = trp_card_to_code (action->cards[0]);

    g_assert_true (g_strcmp0 (code, "2H") == 0 || g_strcmp0 (code, "4S") == 0 ||
                   g_strcmp0 (code, "5D") == 0);
  }
}

/* M-16, M-17, M-19: a seat holding a king and queen declares them at its
 * turn.
 */
/* Seat 0 of a Marianna deal holding @hand leads and chooses: a
 * declaration of @kind. */
static TrpAction *
assert_declares (const char *hand,
                 int         kind)
{
  g_autoptr(TrpGame) game = mt_new ("marianna", NULL);
  const char *hands[] = { hand, "2H 4C 5C 6C 7C", "3S 4D 5D 6D 2D", "4H 5H 6H 7H 2C" };
  TrpAction *action;

  mt_deal (game, 3, hands, "", NULL, 0, 0);
  action = choose (game);
  g_assert_cmpstr (action->type, ==, "declare");
  g_assert_cmpint (action->target, ==, kind);
  return action;
}

static void
test_declare_marianna (void)
{
  g_autoptr(TrpAction) action = assert_declares ("KH QH 4S 5S 7D", TRP_MARIANNA_DECLARE_MARIANNA);

  g_assert_cmpuint (trp_card_get_suit (action->cards[0]), ==, TRP_SUIT_HEARTS);
}

/* M-23, M-28: a mariannone wins the match, so it is declared at once. */
static void
test_declare_mariannone (void)
{
  g_autoptr(TrpAction) action = assert_declares ("KH KS KD KC QC", TRP_MARIANNA_DECLARE_MARIANNONE);
}

/* M-22: the mariannino (250) beats the marianna it contains. */
static void
test_declare_mariannino (void)
{
  g_autoptr(TrpAction) action = assert_declares ("QH QS QD QC KC", TRP_MARIANNA_DECLARE_MARIANNINO);
}

/* M-54, M-56: with the trump king under the stock and the trump ace and
 * queen in hand, the Briscola 151 player takes the king, then declares the
 * trump pair from the second trick (M-55).
 */
static void
test_ace_swap (void)
{
  g_autoptr(TrpGame) game = mt_new ("briscola_151", "{\"ace_swap\": true}");
  const char *hands[] = { "2S 4S 5S 6S 7S", "AC QC 2H 4D 5D" };
  g_autoptr(TrpAction) swap = NULL;

  mt_deal (game, 0, hands, "", "KC", 0, 0);
  swap = choose (game);
  g_assert_cmpstr (swap->type, ==, "swap_indicator");
  mt_do (game, g_steal_pointer (&swap));
  g_assert_true (mt_holds (game, 1, "KC"));
  /* No declaration in the first trick: P1 plays. */
  {
    g_autoptr(TrpAction) action = choose (game);

    g_assert_cmpstr (action->type, ==, "play");
    g_assert_true (g_strcmp0 (trp_card_to_code (action->cards[0]), "KC") != 0 &&
                   g_strcmp0 (trp_card_to_code (action->cards[0]), "QC") != 0);
    mt_do (game, g_steal_pointer (&action));
  }
  mt_pass_windows (game);
  {
    g_autoptr(TrpAction) action = choose (game);

    mt_do (game, g_steal_pointer (&action));
  }
  /* Trick 2: whoever leads, P1 declares the trump pair at his turn. */
  if (trp_game_get_current_seat (game) != 1)
    {
      g_autoptr(TrpAction) action = choose (game);

      mt_do (game, g_steal_pointer (&action));
    }
  {
    g_autoptr(TrpAction) action = choose (game);

    g_assert_cmpstr (action->type, ==, "declare");
    g_assert_cmpuint (trp_card_get_suit (action->cards[0]), ==, TRP_SUIT_CLUBS);
  }
}

/* M-63: the Mariaccio winner declares, the trump pair (40) before the
 * other (20); M-65: he claims exactly when his total has reached the
 * target.
 */
static void
test_mariaccio_declare_and_claim (void)
{
  const char *hands[] = { "KS QS KH QH 2D", "AD 4C 5C 6C 7C" };

  for (int before = 150; before <= 190; before += 40)
    {
      g_autoptr(TrpGame) game = mt_new ("mariaccio", NULL);
      g_autoptr(TrpAction) action = NULL;

      /* Swords are trumps; P1 leads the ace of coins, P0 trumps it. */
      mt_deal (game, 0, hands, "", "6S", before, 0);
      mt_play (game, 1, "AD");
      mt_play (game, 0, "QS");
      g_assert_cmpstr (trp_game_get_phase (game), ==, "winner_declare");
      /* The queen is gone, so the hearts are declared (20). */
      action = choose (game);
      g_assert_cmpstr (action->type, ==, "declare");
      g_assert_cmpuint (trp_card_get_suit (action->cards[0]), ==, TRP_SUIT_HEARTS);
      mt_do (game, g_steal_pointer (&action));

      /* 14 card points and 20 declared: 184 or 224 against 200. */
      g_assert_cmpstr (trp_game_get_phase (game), ==, "claim");
      action = choose (game);
      g_assert_cmpstr (action->type, ==, before + 34 >= 200 ? "claim" : "pass");
    }
}

static void
test_mariaccio_trump_pair_first (void)
{
  g_autoptr(TrpGame) game = mt_new ("mariaccio", NULL);
  const char *hands[] = { "KS QS KH QH 3D", "2D 4C 5C 6C 7C" };
  g_autoptr(TrpAction) action = NULL;

  mt_deal (game, 0, hands, "", "6S", 0, 0);
  mt_play (game, 1, "2D");
  mt_play (game, 0, "3D");
  action = choose (game);
  g_assert_cmpstr (action->type, ==, "declare");
  g_assert_cmpuint (trp_card_get_suit (action->cards[0]), ==, TRP_SUIT_SPADES);
}

/* M-46, M-47: a leader whose suit's ace and three are safe asks to be
 * covered and the partner holding the missing card says yes; the trick
 * then scores 20 and sets trumps (M-48).
 */
static void
test_covering (void)
{
  g_autoptr(TrpGame) game = mt_new ("marianna", "{\"covering\": true}");
  const char *hands[] = { "QC AC 3C 4S 5S", "2H 4H 5H 6H 7H", "KC 4D 5D 6D 7D", "2S 6S 7S 2D JH" };
  g_autoptr(TrpAction) action = NULL;

  mt_deal (game, 3, hands, "", NULL, 0, 0);
  action = choose (game);
  g_assert_cmpstr (action->type, ==, "cover_request");
  g_assert_cmpuint (action->suit, ==, TRP_SUIT_CLUBS);
  mt_do (game, g_steal_pointer (&action));

  action = choose (game);
  g_assert_cmpstr (action->type, ==, "cover_answer");
  g_assert_cmpint (action->target, ==, 1);
  mt_do (game, g_steal_pointer (&action));

  while (trp_marianna_game_get_trick_number (TRP_MARIANNA_GAME (game)) == 1)
    {
      action = choose (game);
      mt_do (game, g_steal_pointer (&action));
    }
  g_assert_cmpuint (mt_trump (game), ==, TRP_SUIT_CLUBS);
  g_assert_cmpint (mt_declared (game, 0), ==, 20);
}

/* M-62: after the stock the Mariaccio follower must beat if he can; the
 * player knows every card then and plays the end exactly.
 */
static void
test_mariaccio_end (void)
{
  for (guint seed = 0; seed < 30; seed++)
    {
      g_autoptr(TrpGame) game = mt_new ("mariaccio", NULL);

      g_assert_true (trp_game_deal_seeded (game, seed % 2, NULL, seed, NULL));
      while (!trp_game_is_round_over (game))
        {
          g_autoptr(TrpAction) action = choose_checked (game, seed, TRUE);

          trp_game_apply (game, action);
        }
    }
}

/* The margin @me can secure from here to the end of the hand, searched
 * through the engine itself (every card is known once the stock is gone
 * in the two-player games).
 */
static int
exact_margin (TrpGame *game,
              guint    me)
{
  TrpMariannaGame *self = TRP_MARIANNA_GAME (game);
  g_autoptr(GPtrArray) legal = NULL;
  int seat;
  int best;

  if (trp_game_is_round_over (game))
    return trp_marianna_game_get_card_points (self, me) -
           trp_marianna_game_get_card_points (self, 1 - me);

  legal = trp_game_legal_actions (game);
  seat = trp_game_get_current_seat (game);
  best = seat == (int) me ? G_MININT : G_MAXINT;
  for (guint i = 0; i < legal->len; i++)
    {
      const TrpAction *action = g_ptr_array_index (legal, i);
      g_autoptr(TrpGame) copy = NULL;
      int value;

      /* Claims do not change the cards (M-65). */
      if (g_strcmp0 (action->type, "claim") == 0)
        continue;
      copy = trp_game_clone (game);
      trp_game_apply (copy, action);
      value = exact_margin (copy, me);
      best = seat == (int) me ? MAX (best, value) : MIN (best, value);
    }
  return best;
}

/* M-53, M-62: once the stock is gone the two-player player's card is one
 * of the best, by an exhaustive search of the rest of the hand.
 */
static void
test_exact_end (void)
{
  const char *rulesets[] = { "briscola_151", "mariaccio" };
  guint checked = 0;

  for (guint r = 0; r < G_N_ELEMENTS (rulesets); r++)
    for (guint seed = 0; seed < 6; seed++)
      {
        g_autoptr(TrpGame) game = mt_new (rulesets[r], NULL);
        TrpMariannaGame *self = TRP_MARIANNA_GAME (game);

        g_assert_true (trp_game_deal_seeded (game, seed % 2, NULL, 500 + seed, NULL));
        while (!trp_game_is_round_over (game))
          {
            int seat = trp_game_get_current_seat (game);
            g_autoptr(TrpAction) action = choose_checked (game, seed, FALSE);
            TrpCard hand[5];

            if (trp_marianna_game_get_stock_size (self) == 0 &&
                g_strcmp0 (action->type, "play") == 0 &&
                trp_marianna_game_get_hand (self, seat, hand) <= 5)
              {
                g_autoptr(TrpGame) after = trp_game_clone (game);

                trp_game_apply (after, action);
                g_assert_cmpint (exact_margin (after, seat), ==, exact_margin (game, seat));
                checked++;
              }
            trp_game_apply (game, action);
          }
      }
  g_assert_cmpuint (checked, >, 50);
}

/* ---- Why the hint overrules the rule-based player (#34) ---- */

static char *
contrast_plays (TrpGame    *game,
                const char *move,
                const char *usual)
{
  return ai_test_contrast_plays (game, trp_marianna_player_contrast, move, usual);
}

/* M-12, M-5: in Briscola 151 (clubs trumps) the ace of hearts leads;
 * trumping with the three makes a trick of 21 points, the two of spades
 * leaves 11 to the opponent; the deck is Italian (M-38). */
static void
test_contrast_trumps (void)
{
  g_autoptr(TrpGame) game = mt_new ("briscola_151", NULL);
  const char *hands[] = { "3C 2S 4D 5S 6D", "AH 2H 4H 5H 6H" };
  g_autofree char *trumps_in = NULL;
  g_autofree char *saves = NULL;

  mt_deal (game, 0, hands, "", "6C", 0, 0);
  mt_play (game, 1, "AH");
  trumps_in = contrast_plays (game, "3C", "2S");
  g_assert_cmpstr (trumps_in, ==, "Trumps in: the trick holds 21 points [M-12]");
  saves = contrast_plays (game, "2S", "3C");
  g_assert_cmpstr (saves, ==, "Saves the Three of Batons, a trump, for a later trick: this one holds 11 points");
}

/* M-11, M-12, M-5: the partner's ace of hearts cannot be beaten; the
 * third seat holds the three of spades (10) and low diamonds. */
static void
setup_partner_wins (TrpGame     *game,
                    const char  *const *hands)
{
  mt_deal (game, 3, hands, "", NULL, 0, 0);
  mt_play (game, 0, "AH");
  mt_play (game, 1, "2H");
}

static void
test_contrast_partner (void)
{
  g_autoptr(TrpGame) game = mt_new ("marianna", NULL);
  const char *hands[] = { "AH 4S 5S 6S 7S", "2H 4C 5C 6C 7C", "3S 4D 5D 6D 7D", "4H 5H 6H 7H 2C" };
  g_autofree char *low = NULL;
  g_autofree char *gives = NULL;

  setup_partner_wins (game, hands);
  low = contrast_plays (game, "4D", "3S");
  g_assert_cmpstr (low, ==, "Plays low: your partner already wins the trick; keeps the Three of Spades (10 points)");
  gives = contrast_plays (game, "3S", "4D");
  g_assert_cmpstr (gives, ==, "Gives 10 points to the trick your partner wins");
}

/* M-5: leading, a low spade keeps the ace of hearts and its 11 points. */
static void
test_contrast_keeps_ace (void)
{
  g_autoptr(TrpGame) game = mt_new ("marianna", NULL);
  const char *hands[] = { "AH 4S 5S 6S 7S", "2H 4C 5C 6C 7C", "3S 4D 5D 6D 7D", "4H 5H 6H 7H 2C" };
  g_autofree char *keeps = NULL;
  g_autofree char *none = NULL;

  mt_deal (game, 3, hands, "", NULL, 0, 0);
  keeps = contrast_plays (game, "4S", "AH");
  g_assert_cmpstr (keeps, ==, "Keeps the Ace of Hearts: 11 points still to win");
  /* Two cards of no points, neither trump nor pair, that as many cards
   * beat (the jack to the ace of spades; the 6 and 7 are in hand): what
   * the seat keeps, and what threatens it. */
  none = contrast_plays (game, "4S", "5S");
  g_assert_cmpstr (none, ==, "Keeps the Five of Spades for a later trick: 5 cards still out beat it");
}

/* M-12, M-5: what a lead risks, counted from the seat's view: the ace of
 * hearts, which no card can beat with no trumps, of the 35 cards the
 * leader does not hold. */
static void
test_contrast_leads (void)
{
  const char *hands[] = { "AH 4S 5S 6S 7S", "2H 4C 5C 6C 7C", "3S 4D 5D 6D 7D", "4H 5H 6H 7H 2C" };
  const char *briscola[] = { "3C 2S 4D 5S 6D", "AH 2H 4H 5H 6H" };
  g_autoptr(TrpGame) game = mt_new ("marianna", NULL);
  g_autoptr(TrpGame) first = mt_new ("briscola_151", NULL);
  g_autoptr(TrpGame) second = mt_new ("briscola_151", NULL);
  g_autofree char *master = NULL;
  g_autofree char *trump = NULL;
  g_autofree char *safer = NULL;

  mt_deal (game, 3, hands, "", NULL, 0, 0);
  master = contrast_plays (game, "AH", "4S");
  g_assert_cmpstr (master, ==, "Leads a card nothing can beat: none of the 35 cards still out [M-12]");

  /* Briscola 151, batons (clubs) trumps: P0 leads the three of trumps
   * rather than the two of swords; 9 trumps are out, the indicator's
   * six among them (it will be drawn). */
  mt_deal (first, 1, briscola, "", "6C", 0, 0);
  trump = contrast_plays (first, "3C", "2S");
  g_assert_cmpstr (trump, ==, "Leads a trump to draw them out: 9 trumps are still out [M-12]");

  /* P1 leads: the ace of cups is beaten only by the 10 trumps, the two
   * of cups also by the seven to the three of cups. */
  mt_deal (second, 0, briscola, "", "6C", 0, 0);
  safer = contrast_plays (second, "AH", "2H");
  g_assert_cmpstr (safer, ==, "A safer lead: 10 cards still out beat it, 15 beat the Two of Cups [M-12]");
}

/* M-12, M-5: both trumps take the cups' two; the three puts 10 points in
 * the trick, the king 4. */
static void
test_contrast_more_points (void)
{
  g_autoptr(TrpGame) game = mt_new ("briscola_151", NULL);
  const char *hands[] = { "3C KC 4D 5S 6D", "AH 2H 4H 5H 6H" };
  g_autofree char *more = NULL;

  mt_deal (game, 0, hands, "", "6C", 0, 0);
  mt_play (game, 1, "2H");
  more = contrast_plays (game, "3C", "KC");
  g_assert_cmpstr (more, ==, "Takes the trick with 10 points in it, not 4 [M-5]");
}

/* M-16, M-19: the first marianna of the hand scores 40; declaring it
 * rather than leading the four of spades says so. */
static void
test_contrast_declare (void)
{
  g_autoptr(TrpGame) game = mt_new ("marianna", NULL);
  const char *hands[] = { "KH QH 4S 5S 7D", "2H 4C 5C 6C 7C", "3S 4D 5D 6D 2D", "4H 5H 6H 7H 2C" };
  g_autoptr(TrpAction) declare = mt_declare_action (0, TRP_MARIANNA_DECLARE_MARIANNA, "KH QH");
  g_autoptr(TrpAction) play = mt_play_action (0, "4S");
  g_autofree char *declares = NULL;

  mt_deal (game, 3, hands, "", NULL, 0, 0);
  g_assert_true (trp_game_validate (game, declare, NULL));
  declares = trp_marianna_player_contrast (game, declare, play);
  g_assert_cmpstr (declares, ==, "Declares the marianna now: 40 points [M-19]");

  /* M-18: the other way round, the marianna can wait while the stock
   * holds cards (20 after the deal). */
  {
    g_autofree char *waits = trp_marianna_player_contrast (game, play, declare);

    g_assert_cmpstr (waits, ==, "Holds the declaration back: the stock still holds 20 cards [M-18]");
  }
}

/* M-68: the reason reads the seat's view only. The same trick with the
 * opponents' hidden cards swapped (seat 1's and seat 3's, bar the two of
 * hearts played) gives seat 2 the same reasons for every pair of its
 * cards. */
static void
test_contrast_blind (void)
{
  const char *hands_a[] = { "AH 4S 5S 6S 7S", "2H 4C 5C 6C 7C", "3S 4D 5D 6D 7D", "4H 5H 6H 7H 2C" };
  const char *hands_b[] = { "AH 4S 5S 6S 7S", "2H 4H 5H 6H 7H", "3S 4D 5D 6D 7D", "4C 5C 6C 7C 2C" };
  const char *mine[] = { "3S", "4D", "5D", "6D", "7D" };
  g_autoptr(TrpGame) a = mt_new ("marianna", NULL);
  g_autoptr(TrpGame) b = mt_new ("marianna", NULL);
  guint said = 0;

  setup_partner_wins (a, hands_a);
  setup_partner_wins (b, hands_b);
  for (guint i = 0; i < G_N_ELEMENTS (mine); i++)
    for (guint j = 0; j < G_N_ELEMENTS (mine); j++)
      {
        g_autofree char *in_a = contrast_plays (a, mine[i], mine[j]);
        g_autofree char *in_b = contrast_plays (b, mine[i], mine[j]);

        g_assert_cmpstr (in_a, ==, in_b);
        said += in_a != NULL;
      }
  g_assert_cmpuint (said, >=, 8);
}

/* M-12, M-5: the table's hint where the search overrules the rule-based
 * player, seen in the app: Briscola 151, cups trumps, the opponent leads
 * the two of coins; Normal takes it with the king (4 points), the search
 * with the five and says it keeps the king. The search sees only seat 0's
 * view, so the opponent's hand and the stock do not matter. */
static void
test_hint_overrules_with_reason (void)
{
  g_autoptr(TrpGame) game = mt_new ("briscola_151", NULL);
  const char *hands[] = { "7S 4H 6H 5D KD", "2D 4S 5S 6S 7C" };
  g_autoptr(TrpRng) rng = trp_rng_new (1);
  g_autoptr(TrpAction) usual = NULL;
  g_autoptr(TrpAction) hint = NULL;
  g_autofree char *reason = NULL;

  mt_deal (game, 0, hands, "", "3H", 0, 0);
  mt_play (game, 1, "2D");
  usual = trp_marianna_player_choose (game, rng, NULL);
  g_assert_cmpstr (trp_card_to_code (usual->cards[0]), ==, "KD");
  hint = trp_ai_hint_full (game, 0, 2000, NULL, &reason);
  g_assert_cmpstr (trp_card_to_code (hint->cards[0]), ==, "5D");
  g_assert_true (g_str_has_prefix (reason, "Keeps the King of Coins: 4 points still to win (better in "));
}

/* M-63: having won a trick, the Mariaccio winner may declare the trump
 * pair (spades, 40) instead of passing. */
static void
test_contrast_mariaccio_declare (void)
{
  g_autoptr(TrpGame) game = mt_new ("mariaccio", NULL);
  const char *hands[] = { "KS QS KH QH 3D", "2D 4C 5C 6C 7C" };
  g_autoptr(TrpAction) declare = mt_declare_action (0, TRP_MARIANNA_DECLARE_MATRIMONIO, "KS QS");
  g_autoptr(TrpAction) pass = trp_action_new ("pass", 0);
  g_autofree char *declares = NULL;

  mt_deal (game, 0, hands, "", "6S", 0, 0);
  mt_play (game, 1, "2D");
  mt_play (game, 0, "3D");
  g_assert_true (trp_game_validate (game, declare, NULL));
  g_assert_true (trp_game_validate (game, pass, NULL));
  declares = trp_marianna_player_contrast (game, declare, pass);
  g_assert_cmpstr (declares, ==, "Declares the matrimonio now: 40 points [M-63]");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/marianna-player/legal", test_legal);
  g_test_add_func ("/marianna-player/blind", test_blind);
  g_test_add_func ("/marianna-player/win-with-three", test_win_with_three);
  g_test_add_func ("/marianna-player/load-partner", test_load_partner);
  g_test_add_func ("/marianna-player/hint/M-12/clear-plays", test_hint_clear_plays);
  g_test_add_func ("/marianna-player/hint/M-12/cinquecento-load-partner", test_hint_cinquecento_load_partner);
  g_test_add_func ("/marianna-player/hint/M-63/M-65/mariaccio", test_hint_mariaccio);
  g_test_add_func ("/marianna-player/discard-low", test_discard_low);
  g_test_add_func ("/marianna-player/declare-marianna", test_declare_marianna);
  g_test_add_func ("/marianna-player/declare-mariannone", test_declare_mariannone);
  g_test_add_func ("/marianna-player/declare-mariannino", test_declare_mariannino);
  g_test_add_func ("/marianna-player/ace-swap", test_ace_swap);
  g_test_add_func ("/marianna-player/mariaccio-declare-claim", test_mariaccio_declare_and_claim);
  g_test_add_func ("/marianna-player/mariaccio-trump-pair", test_mariaccio_trump_pair_first);
  g_test_add_func ("/marianna-player/covering", test_covering);
  g_test_add_func ("/marianna-player/hint/M-12/contrast-trumps", test_contrast_trumps);
  g_test_add_func ("/marianna-player/hint/M-11/contrast-partner", test_contrast_partner);
  g_test_add_func ("/marianna-player/hint/M-5/contrast-keeps-ace", test_contrast_keeps_ace);
  g_test_add_func ("/marianna-player/hint/M-12/contrast-leads", test_contrast_leads);
  g_test_add_func ("/marianna-player/hint/M-5/contrast-more-points", test_contrast_more_points);
  g_test_add_func ("/marianna-player/hint/M-19/contrast-declare", test_contrast_declare);
  g_test_add_func ("/marianna-player/hint/M-68/contrast-blind", test_contrast_blind);
  g_test_add_func ("/marianna-player/hint/M-63/contrast-mariaccio-declare", test_contrast_mariaccio_declare);
  g_test_add_func ("/marianna-player/hint/M-12/overrules-with-reason", test_hint_overrules_with_reason);
  g_test_add_func ("/marianna-player/mariaccio-end", test_mariaccio_end);
  g_test_add_func ("/marianna-player/exact-end", test_exact_end);

  return g_test_run ();
}
