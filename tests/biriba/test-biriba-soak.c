/* test-biriba-soak.c: random legal hands for every player count and many
 * options, checking the invariants after every action
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TRAPOULA_SOAK_HANDS sets the number of hands per configuration.
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "biriba-test-util.h"

static const char *configs[] = {
  "{\"player_count\": 4}",
  "{\"player_count\": 2}",
  "{\"player_count\": 3}",
  "{\"player_count\": 3, \"three_player_mode\": \"no_teams\"}",
  "{\"player_count\": 5}",
  "{\"player_count\": 6}",
  "{\"player_count\": 4, \"runs_only\": true, \"pile_pickup_restriction\": \"must_meld_from_pile\","
  " \"stock_exhaustion_rule\": \"end_when_empty\", \"target_score\": 2005, \"target_comparison\": \"at_least\"}",
  "{\"player_count\": 4, \"runs_only\": true, \"pile_pickup_restriction\": \"can_add_or_form_new\","
  " \"biriba_bonus_scheme\": \"kouridakis\"}",
  "{\"player_count\": 2, \"pile_pickup_restriction\": \"can_add_to_existing\"}",
  "{\"player_count\": 4, \"joker_upcard_rule\": \"first_player_takes_joker\", \"allow_sets_of_twos\": true,"
  " \"discard_restriction_scope\": \"all_taken_cards\", \"initial_meld_minimum\": \"fa_5000_c\"}",
  "{\"player_count\": 6, \"joker_upcard_rule\": \"first_player_declares\", \"ace_high_in_runs\": false,"
  " \"biribaki_without_biriba\": true, \"going_out_requires_own_biribaki\": true}",
  "{\"player_count\": 4, \"upcard_mode\": \"no_upcard\", \"no_meld_penalty\": 300, \"no_biriba_penalty\": 100,"
  " \"stalemate_turn_limit\": 40}",
  "{\"player_count\": 3, \"three_player_team_no_wild_discard\": true, \"solo_phase_melding\": \"allowed\"}",
  "{\"player_count\": 5, \"solo_phase_melding\": \"allowed\", \"biribaki_without_biriba\": true}",
  "{\"player_count\": 3, \"solo_phase_melding\": \"allowed\", \"biribaki_without_biriba\": true,"
  " \"three_player_team_no_wild_discard\": true, \"initial_meld_minimum\": \"fa_3000_a\"}",
};

static const char *types[] = {
  "draw_stock", "take_pile", "pass", "new_meld", "add_to_meld", "take_biribaki",
  "discard", "declare_kozi", "first_card_keep", "first_card_to_pile",
};

static void
check_invariants (TrpGame    *game,
                  GByteArray *deck)
{
  BirState *s = &TRP_BIRIBA_GAME (game)->s;
  guint counts[BIR_N_CODES] = { 0, };
  guint expected[BIR_N_CODES] = { 0, };

  for (guint i = 0; i < deck->len; i++)
    expected[deck->data[i]]++;
  for (guint seat = 0; seat < s->n_seats; seat++)
    {
      guint8 held[BIR_N_CODES] = { 0, };

      for (guint i = 0; i < s->hand_len[seat]; i++)
        {
          counts[s->hands[seat][i]]++;
          held[s->hands[seat][i]]++;
        }
      /* The counts kept beside each hand. */
      g_assert_true (memcmp (held, s->counts[seat], sizeof held) == 0);
    }
  for (guint i = 0; i < s->stock_len; i++)
    counts[s->stock[i]]++;
  for (guint i = 0; i < s->pile_len; i++)
    counts[s->pile[i]]++;
  for (guint p = s->n_packets_taken; p < s->n_packets; p++)
    for (guint i = 0; i < s->packet_len[p]; i++)
      counts[s->packets[p][i]]++;
  for (guint m = 0; m < s->n_melds; m++)
    {
      TrpBiribaMeldInfo info;

      g_assert_cmpint (trp_biriba_meld_evaluate (&s->meld_rules, s->melds[m].cards,
                                                 s->melds[m].info.n_cards, &info), ==, TRP_BIRIBA_MELD_OK);
      g_assert_true (memcmp (&info, &s->melds[m].info, sizeof info) == 0);
      for (guint i = 0; i < s->melds[m].info.n_cards; i++)
        counts[s->melds[m].cards[i]]++;
    }

  /* Card conservation, card by card. */
  g_assert_true (memcmp (counts, expected, sizeof counts) == 0);

  for (guint seat = 0; seat < s->n_seats; seat++)
    for (guint c = 0; c < BIR_N_CODES; c++)
      {
        guint held = 0;

        for (guint i = 0; i < s->hand_len[seat]; i++)
          held += s->hands[seat][i] == c;
        g_assert_cmpuint (s->known[seat][c], <=, held);
      }
}

static TrpAction *
random_action (TrpGame    *game,
               TrpRng     *rng,
               GByteArray *deck)
{
  BirState *s = &TRP_BIRIBA_GAME (game)->s;
  int seat = trp_rng_uniform (rng, 8) == 0 ? (int) trp_rng_uniform (rng, s->n_seats) : s->current;
  TrpAction *action = trp_action_new (types[trp_rng_uniform (rng, G_N_ELEMENTS (types))], seat);
  guint n = trp_rng_uniform (rng, 6);
  TrpCard cards[8];

  for (guint i = 0; i < n; i++)
    {
      /* Mostly cards of the player's own hand, to get past the first checks. */
      if (s->hand_len[seat] > 0 && trp_rng_uniform (rng, 4) != 0)
        cards[i] = s->hands[seat][trp_rng_uniform (rng, s->hand_len[seat])];
      else
        cards[i] = deck->data[trp_rng_uniform (rng, deck->len)];
    }
  trp_action_set_cards (action, cards, n);
  action->target = (int) trp_rng_uniform (rng, MAX (s->n_melds, 1) + 1) - 1;
  action->suit = (TrpSuit) trp_rng_uniform (rng, 5);
  return action;
}

static TrpAction *
choose (GPtrArray *legal,
        TrpRng    *rng)
{
  GPtrArray *melds = g_ptr_array_new ();
  const char *take = g_intern_static_string ("take_pile");
  TrpAction *chosen = NULL;

  for (guint i = 0; i < legal->len; i++)
    {
      TrpAction *action = g_ptr_array_index (legal, i);

      if (action->type == g_intern_static_string ("new_meld") ||
          action->type == g_intern_static_string ("add_to_meld"))
        g_ptr_array_add (melds, action);
    }

  if (melds->len > 0 && trp_rng_uniform (rng, 10) < 8)
    chosen = g_ptr_array_index (melds, trp_rng_uniform (rng, melds->len));
  else
    {
      /* Draw from the stock most of the time, as players do. */
      for (guint i = 0; i < legal->len && chosen == NULL; i++)
        {
          TrpAction *action = g_ptr_array_index (legal, i);

          if (action->type == g_intern_static_string ("draw_stock") && trp_rng_uniform (rng, 10) < 8)
            chosen = action;
        }
      if (chosen == NULL)
        {
          chosen = g_ptr_array_index (legal, trp_rng_uniform (rng, legal->len));
          /* Taking the pile less often keeps hands from growing forever. */
          if (chosen->type == take && legal->len > 1 && trp_rng_uniform (rng, 2))
            chosen = g_ptr_array_index (legal, trp_rng_uniform (rng, legal->len));
        }
    }

  g_ptr_array_unref (melds);
  return trp_action_copy (chosen);
}

static void
soak_config (gconstpointer data)
{
  const char *rules = data;
  const char *env = g_getenv ("TRAPOULA_SOAK_HANDS");
  /* 15 configurations × 1,350 hands: over 20,000 hands in the suite. */
  guint n_hands = env != NULL ? (guint) atoi (env) : 1350;
  g_autoptr(TrpGame) game = bt_new_game (rules);
  g_autoptr(TrpRng) rng = trp_rng_new (g_str_hash (rules));
  BirState *s = &TRP_BIRIBA_GAME (game)->s;
  g_autoptr(GByteArray) deck = NULL;
  g_autoptr(JsonObject) carry = NULL;
  guint dealer = 0;
  guint64 actions = 0;
  guint ends[5] = { 0, };
  guint matches = 0;
  guint teams = 0;

  for (guint hand = 0; hand < n_hands; hand++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TrpRoundResult) result = NULL;
      guint steps = 0;

      g_assert_true (trp_game_deal_seeded (game, dealer, carry, 1000 + hand, &error));
      g_assert_no_error (error);
      if (deck == NULL)
        deck = trp_deck_new (s->n_seats >= 5 || (s->n_seats == 3 && s->opt.mode == BIR_TEAMS_NONE)
                             ? TRP_DECK_TRIPLE_WITH_6_JOKERS : TRP_DECK_DOUBLE_WITH_4_JOKERS);
      check_invariants (game, deck);

      while (!trp_game_is_round_over (game))
        {
          g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);
          g_autoptr(TrpAction) action = NULL;

          g_assert_cmpuint (legal->len, >, 0);
          g_assert_cmpuint (++steps, <, 20000);

          /* Every listed action validates. */
          for (guint i = 0; i < legal->len; i++)
            {
              g_autoptr(GError) why = NULL;

              if (!trp_game_validate (game, g_ptr_array_index (legal, i), &why))
                g_error ("listed action refused: %s", why->message);
            }

          /* Random actions: a refusal changes nothing and names a rule. */
          for (guint i = 0; i < 3; i++)
            {
              g_autoptr(TrpAction) probe = random_action (game, rng, deck);
              g_autoptr(TrpGame) before = trp_game_clone (game);
              g_autoptr(GError) why = NULL;

              if (!trp_game_validate (game, probe, &why))
                {
                  g_autofree char *rule = trp_rule_error_get_rule_id (why);

                  g_assert_nonnull (rule);
                  g_assert_true (memcmp (&TRP_BIRIBA_GAME (before)->s, s, sizeof *s) == 0);
                }
            }

          if (steps % 50 == 0)
            {
              int observer = (int) trp_rng_uniform (rng, s->n_seats);
              g_autoptr(TrpGame) sample = trp_game_determinize (game, observer, rng);
              g_autoptr(JsonNode) mine = trp_game_observation (game, observer);
              g_autoptr(JsonNode) theirs = trp_game_observation (sample, observer);

              g_assert_true (json_node_equal (mine, theirs));
              check_invariants (sample, deck);
            }

          action = choose (legal, rng);
          g_assert_true (trp_game_perform (game, action, &error));
          g_assert_no_error (error);
          g_free (trp_game_describe_action (game, action));
          actions++;
          check_invariants (game, deck);
        }

      ends[s->end]++;
      teams += s->opt.mode == BIR_TEAMS_FORMED && !s->solo_phase;
      result = trp_game_round_result (game);
      g_assert_nonnull (result);
      g_assert_cmpuint (trp_round_result_get_n_units (result), ==, trp_game_get_n_scoring_units (game));
      g_clear_pointer (&carry, json_object_unref);
      carry = json_object_ref (trp_round_result_get_carry (result));
      dealer = (guint) json_object_get_int_member (carry, TRP_CARRY_NEXT_DEALER);
      if (json_object_get_boolean_member (carry, TRP_CARRY_MATCH_OVER))
        {
          g_clear_pointer (&carry, json_object_unref);
          matches++;
        }
    }

  g_test_message ("%u hands, %" G_GUINT64_FORMAT " actions; out %u, all pass %u, "
                  "stock empty %u, stalemate %u; teams formed in %u; %u matches finished",
                  n_hands, actions, ends[BIR_END_OUT], ends[BIR_END_ALL_PASS],
                  ends[BIR_END_STOCK_EMPTY], ends[BIR_END_STALEMATE], teams, matches);
}

/* Plain playouts, as search runs them: clone, legal actions, apply. */
static void
playout_speed (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"player_count\": 4, \"stalemate_turn_limit\": 200}");
  g_autoptr(TrpRng) rng = trp_rng_new (7);
  guint64 actions = 0;
  gint64 start = g_get_monotonic_time ();
  double seconds;

  for (guint hand = 0; hand < 40; hand++)
    {
      g_autoptr(TrpGame) copy = NULL;

      g_assert_true (trp_game_deal_seeded (game, hand % 4, NULL, hand, NULL));
      copy = trp_game_clone (game);
      while (!trp_game_is_round_over (copy))
        {
          g_autoptr(GPtrArray) legal = trp_game_legal_actions (copy);
          g_autoptr(TrpAction) action = choose (legal, rng);

          trp_game_apply (copy, action);
          actions++;
        }
    }

  seconds = (g_get_monotonic_time () - start) / 1e6;
  g_test_message ("%" G_GUINT64_FORMAT " actions in %.2f s: %.0f actions/s",
                  actions, seconds, actions / seconds);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (configs); i++)
    {
      g_autofree char *path = g_strdup_printf ("/biriba/soak/config-%u", i);

      g_test_add_data_func (path, configs[i], soak_config);
    }

  g_test_add_func ("/biriba/soak/playout-speed", playout_speed);

  return g_test_run ();
}
