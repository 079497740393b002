/* test-dabaifen-soak.c: random legal matches with invariants after every action
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plays TRAPOULA_SOAK_HANDS hands (default 50,000) of random legal moves,
 * in matches that carry levels from hand to hand, over every option, and
 * checks after every action: the 54 cards are each in exactly one place
 * (D-3), every listed legal action validates, random actions that are
 * refused leave the state untouched, and at the end of each hand the points
 * add up to 100 with the kitty doubling accounted for (D-4, D-37 to D-39).
 */

#include "config.h"

#include <stdlib.h>

#include "dabaifen-test-util.h"

static const char *option_sets[] = {
  NULL,
  "{\"kitty_exposed\": true}",
  "{\"failed_throw_policy\": \"reject\"}",
  "{\"start_level\": 2, \"win_above_level\": 7}",
  "{\"start_level\": 7}",
  "{\"start_level\": 14, \"win_above_level\": 14, \"kitty_exposed\": true}",
};

static TrpAction *
random_action (TrpRng *rng)
{
  static const char *types[] = { "expose", "pass", "claim_redeal", "bury", "play", "draw" };
  TrpCard cards[8];
  guint n = trp_rng_uniform (rng, 8);

  for (guint i = 0; i < n; i++)
    cards[i] = trp_rng_uniform (rng, 40) == 0 ? (TrpCard) 0x7f
                                              : dbf_index_card (trp_rng_uniform (rng, DBF_N_CARDS));
  return trp_action_new_with_cards (types[trp_rng_uniform (rng, G_N_ELEMENTS (types))],
                                    (int) trp_rng_uniform (rng, 4), cards, n);
}

static void
check_determinize (TrpGame *game,
                   TrpRng  *rng)
{
  for (int observer = 0; observer < 4; observer++)
    {
      g_autoptr(TrpGame) sample = trp_game_determinize (game, observer, rng);
      g_autoptr(JsonNode) mine = trp_game_observation (game, observer);
      g_autoptr(JsonNode) theirs = trp_game_observation (sample, observer);

      g_assert_true (json_node_equal (mine, theirs));
      g_assert_cmpuint (count_cards (state (sample), NULL), ==, DBF_N_CARDS);

      /* A sample is a state the rules can reach: play it out. */
      while (!trp_game_is_round_over (sample))
        {
          g_autoptr(GPtrArray) legal = trp_game_legal_actions (sample);
          g_autoptr(GError) error = NULL;

          g_assert_cmpuint (legal->len, >, 0);
          trp_game_perform (sample, g_ptr_array_index (legal, trp_rng_uniform (rng, legal->len)), &error);
          g_assert_no_error (error);
          g_assert_cmpuint (count_cards (state (sample), NULL), ==, DBF_N_CARDS);
        }
    }
}

static void
check_hand_end (TrpGame *game)
{
  const DbfState *s = state (game);
  g_autoptr(TrpRoundResult) result = trp_game_round_result (game);
  JsonObject *carry = trp_round_result_get_carry (result);
  JsonObject *hand = json_object_get_object_member (carry, "hand");
  int b = dbf_mask_points (s->buried);
  int all = b + dbf_mask_points (s->captured[0]) + dbf_mask_points (s->captured[1]);
  int opponents = 1 - s->declarers;
  int p = json_object_get_int_member (hand, "p");

  for (int seat = 0; seat < 4; seat++)
    all += dbf_mask_points (s->hands[seat] | s->trick.by_seat[seat]);
  g_assert_cmpint (all, ==, 100);

  if (!s->failed)
    {
      int last = dbf_team (s->last_trick_winner);
      int with_bonus[2] = { dbf_mask_points (s->captured[0]), dbf_mask_points (s->captured[1]) };

      with_bonus[last] += 2 * b;
      g_assert_cmpint (with_bonus[0] + with_bonus[1], ==, 100 + b);
      g_assert_cmpint (p, ==, with_bonus[opponents]);
      for (int seat = 0; seat < 4; seat++)
        g_assert_cmpuint (s->hands[seat], ==, 0);
    }
  else
    {
      g_assert_cmpint (p, ==, dbf_team (s->failed_seat) == s->declarers ? 100 + b : 0);
    }
  g_assert_cmpint (p % 5, ==, 0);
  g_assert_cmpint (p, <=, 160);
}

static void
test_soak (void)
{
  const char *env = g_getenv ("TRAPOULA_SOAK_HANDS");
  guint n_hands = env != NULL ? (guint) g_ascii_strtoull (env, NULL, 10) : 50000;
  g_autoptr(TrpRng) rng = trp_rng_new (20261121);
  g_autoptr(TrpGame) game = NULL;
  g_autoptr(JsonObject) carry = NULL;
  guint64 n_actions = 0, n_refused = 0, n_matches = 0, n_failed = 0, n_redeals = 0;
  gint64 start = g_get_monotonic_time ();

  for (guint h = 0; h < n_hands; h++)
    {
      g_autoptr(GError) error = NULL;
      guint dealer;
      gboolean sample = h % 500 == 0;

      if (game == NULL)
        {
          game = new_game (option_sets[n_matches % G_N_ELEMENTS (option_sets)]);
          n_matches++;
          g_clear_pointer (&carry, json_object_unref);
        }

      dealer = carry != NULL ? (guint) json_object_get_int_member (carry, TRP_CARRY_NEXT_DEALER)
                             : trp_rng_uniform (rng, 4);
      g_assert_true (trp_game_deal_seeded (game, dealer, carry, h, &error));
      g_assert_no_error (error);

      while (!trp_game_is_round_over (game))
        {
          g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);
          g_autoptr(TrpAction) wild = random_action (rng);
          DbfState before;
          guint64 all;
          TrpAction *pick;

          g_assert_cmpuint (count_cards (state (game), &all), ==, DBF_N_CARDS);
          g_assert_cmpuint (all, ==, DBF_ALL_CARDS);
          g_assert_cmpuint (legal->len, >, 0);

          for (guint i = 0; i < legal->len; i++)
            {
              g_autoptr(GError) local_error = NULL;

              if (!trp_game_validate (game, g_ptr_array_index (legal, i), &local_error))
                g_error ("listed action refused: %s", local_error->message);
            }

          memcpy (&before, state (game), sizeof before);
          if (!trp_game_validate (game, wild, NULL))
            {
              n_refused++;
              g_assert_true (memcmp (&before, state (game), sizeof before) == 0);
            }

          if (sample && trp_rng_uniform (rng, 8) == 0)
            check_determinize (game, rng);

          /* Random throws mostly fail and end the hand; lead single cards
           * three times in four so that most hands are played out.
           */
          pick = g_ptr_array_index (legal, trp_rng_uniform (rng, legal->len));
          if (state (game)->phase == DBF_PHASE_PLAY && state (game)->n_in_trick == 0 &&
              trp_rng_uniform (rng, 4) != 0)
            while (pick->n_cards != 1)
              pick = g_ptr_array_index (legal, trp_rng_uniform (rng, legal->len));
          g_assert_true (trp_game_perform (game, pick, NULL));
          n_actions++;
        }

      g_assert_cmpuint (count_cards (state (game), NULL), ==, DBF_N_CARDS);
      check_hand_end (game);
      n_failed += state (game)->failed;
      n_redeals += state (game)->n_redeals;

      {
        g_autoptr(TrpRoundResult) result = trp_game_round_result (game);
        JsonObject *next = trp_round_result_get_carry (result);

        g_clear_pointer (&carry, json_object_unref);
        if (json_object_get_boolean_member (next, TRP_CARRY_MATCH_OVER))
          g_clear_object (&game);
        else
          carry = json_object_ref (next);
      }
    }

  g_test_message ("%u hands, %" G_GUINT64_FORMAT " matches, %" G_GUINT64_FORMAT " actions, "
                  "%" G_GUINT64_FORMAT " refused random actions, %" G_GUINT64_FORMAT " failed throws, "
                  "%" G_GUINT64_FORMAT " redeals, %.1f s",
                  n_hands, n_matches, n_actions, n_refused, n_failed, n_redeals,
                  (g_get_monotonic_time () - start) / 1e6);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/dabaifen/soak/random-legal-hands", test_soak);

  return g_test_run ();
}
