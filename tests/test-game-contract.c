/* test-game-contract.c: the search's shortcuts agree with the full game API
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The search asks each game for cheap versions of what the rest of the app
 * reads the slow, complete way: round_totals() for round_result(),
 * copy_state() for clone(), playout_guided() for legal play. Wherever a
 * game offers one, it must give the same answer, in every game, every
 * player count and from mid-round positions too.
 */

#include "config.h"

#include <math.h>

#include "trp-game-catalog.h"
#include "toy-game.h"

/* Every rule set of the catalog at every player count; the toy game of
 * the tests is one of them, as a new game would be. */
typedef struct
{
  const char *game_id;
  guint       n_players;
  gboolean    long_rounds;
} Config;

static TrpGame *
new_game (const Config *config)
{
  const TrpGameInfo *info = trp_game_catalog_lookup (config->game_id);
  g_autoptr(TrpRules) rules = NULL;
  g_autoptr(GError) error = NULL;
  TrpGame *game;

  g_assert_nonnull (info);
  rules = trp_rules_new (info->rules);
  if (trp_rules_descriptor_find_option (info->rules, "player_count") != NULL)
    g_assert_true (trp_rules_set_int (rules, "player_count", config->n_players, NULL));
  game = trp_game_catalog_create_game (config->game_id, rules, config->n_players, &error);
  g_assert_no_error (error);
  return game;
}

static guint
n_rounds (const Config *config)
{
  const char *env = g_getenv ("TRAPOULA_SOAK_HANDS");
  guint n = config->long_rounds ? 40 : 300;

  if (env != NULL && *env != '\0')
    n = MIN (n, MAX (g_ascii_strtoull (env, NULL, 10) / 10, 10));
  return n;
}

/* Every seat's observation, as one string. */
static char *
observe_all (TrpGame *game)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint seat = 0; seat < trp_game_get_n_seats (game); seat++)
    {
      g_autoptr(JsonNode) node = trp_game_observation (game, seat);
      g_autofree char *json = json_to_string (node, FALSE);

      g_string_append (text, json);
      g_string_append_c (text, '\n');
    }
  g_string_append_printf (text, "seat %d phase %s", trp_game_get_current_seat (game),
                          trp_game_get_phase (game));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* round_totals() gives round_result()'s totals and the carry's winner. */
static void
assert_totals_agree (TrpGame *game)
{
  g_autoptr(TrpRoundResult) result = trp_game_round_result (game);
  int totals[8], winner;
  guint n = trp_game_round_totals (game, totals, G_N_ELEMENTS (totals), &winner);
  JsonObject *carry;
  int expected_winner = TRP_MATCH_GOES_ON;

  g_assert_nonnull (result);
  g_assert_cmpuint (n, ==, trp_round_result_get_n_units (result));
  for (guint u = 0; u < n; u++)
    g_assert_cmpint (totals[u], ==, trp_round_result_get_total (result, u));

  carry = trp_round_result_get_carry (result);
  if (json_object_get_boolean_member_with_default (carry, TRP_CARRY_MATCH_OVER, FALSE))
    expected_winner = json_object_get_int_member_with_default (carry, TRP_CARRY_WINNER, -1);
  g_assert_cmpint (winner, ==, expected_winner);
}

/* A spectator's view (TRP_SEAT_SPECTATOR) is what every seat may see: it
 * holds no hand, no member that some seat's view lacks (Da Bai Fen's
 * kitty, D-49), and no other value than the seats' where they all agree.
 * A table shared by several people shows it between their turns. */
static void
assert_spectator_sees_only_public (TrpGame *game)
{
  g_autoptr(JsonNode) node = trp_game_observation (game, TRP_SEAT_SPECTATOR);
  JsonObject *spectator = json_node_get_object (node);
  g_autoptr(GPtrArray) seats = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  g_autoptr(GList) members = json_object_get_members (spectator);

  for (guint seat = 0; seat < trp_game_get_n_seats (game); seat++)
    g_ptr_array_add (seats, trp_game_observation (game, seat));

  g_assert_cmpint (json_object_get_int_member (spectator, "seat"), ==, TRP_SEAT_SPECTATOR);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (spectator, "hand")), ==, 0);

  for (GList *l = members; l != NULL; l = l->next)
    for (guint seat = 0; seat < seats->len; seat++)
      {
        JsonObject *view = json_node_get_object (g_ptr_array_index (seats, seat));

        if (!json_object_has_member (view, l->data))
          g_error ("%s: the spectator sees “%s”, which seat %u does not", trp_game_get_id (game),
                   (const char *) l->data, seat);
      }

  {
    JsonObject *first = json_node_get_object (g_ptr_array_index (seats, 0));
    g_autoptr(GList) first_members = json_object_get_members (first);

    for (GList *l = first_members; l != NULL; l = l->next)
      {
        JsonNode *value = json_object_get_member (first, l->data);
        gboolean shared = TRUE;

        for (guint seat = 1; seat < seats->len && shared; seat++)
          {
            JsonObject *view = json_node_get_object (g_ptr_array_index (seats, seat));

            shared = json_object_has_member (view, l->data) &&
                     json_node_equal (value, json_object_get_member (view, l->data));
          }
        if (shared)
          {
            JsonNode *seen;

            /* What happens to look alike in every hand (one ten each, or
             * Mariaccio's running totals) is still private: the spectator
             * sees it empty, or not at all. */
            seen = json_object_get_member (spectator, l->data);
            if (seen == NULL ||
                (JSON_NODE_HOLDS_ARRAY (seen) && json_array_get_length (json_node_get_array (seen)) == 0))
              continue;
            if (!json_node_equal (value, seen))
              g_error ("%s: every seat sees the same “%s”, the spectator another", trp_game_get_id (game),
                       (const char *) l->data);
          }
      }
  }
}

static void
test_contract (gconstpointer data)
{
  const Config *config = data;
  g_autoptr(TrpGame) game = new_game (config);
  g_autoptr(TrpGame) scratch = NULL;
  g_autoptr(TrpRng) rng = trp_rng_new (g_str_hash (config->game_id) + config->n_players);
  guint rounds = n_rounds (config), copied = 0, sampled_into = 0, match_ends = 0;

  for (guint round = 0; round < rounds; round++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TrpRng) first = NULL;
      g_autoptr(TrpRng) second = NULL;
      g_autoptr(TrpGame) clone = NULL;
      guint64 seed = trp_rng_next (rng);
      guint cut;
      int totals[8], winner;

      g_assert_true (trp_game_deal_seeded (game, round % config->n_players, NULL,
                                           trp_rng_next (rng) >> 11, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (trp_game_round_totals (game, totals, G_N_ELEMENTS (totals), &winner), ==, 0);

      /* A mid-round position, reached by random play. */
      cut = trp_rng_uniform (rng, 40);
      trp_game_playout_random (game, rng, cut, NULL);
      assert_spectator_sees_only_public (game);

      /* copy_state() into a used scratch game is clone() (B-, D-, M-
       * engines alike): same views for every seat, and the same playout
       * from there gives the same end. */
      clone = trp_game_clone (game);
      if (scratch == NULL)
        scratch = trp_game_clone (game);
      else if (trp_game_copy_state (scratch, game))
        copied++;
      else
        g_set_object (&scratch, clone);
      {
        g_autofree char *a = observe_all (clone);
        g_autofree char *b = observe_all (scratch);

        g_assert_cmpstr (a, ==, b);
      }

      /* determinize_into() is determinize() on reused memory: the same
       * cards from the same random stream, for every observer. */
      for (guint observer = 0; observer < config->n_players; observer++)
        {
          g_autoptr(TrpRng) a_rng = trp_rng_new (seed + observer);
          g_autoptr(TrpRng) b_rng = trp_rng_new (seed + observer);
          g_autoptr(TrpGame) sampled = trp_game_determinize (game, observer, a_rng);

          if (trp_game_determinize_into (scratch, game, observer, b_rng))
            {
              g_autofree char *a = observe_all (sampled);
              g_autofree char *b = observe_all (scratch);

              g_assert_cmpstr (a, ==, b);
              g_assert_cmpuint (trp_rng_next (a_rng), ==, trp_rng_next (b_rng));
              sampled_into++;
            }
        }
      if (scratch != clone && !trp_game_copy_state (scratch, game))
        {
          g_clear_object (&scratch);
          scratch = trp_game_clone (game);
        }

      first = trp_rng_new (seed);
      second = trp_rng_new (seed);
      if (scratch != clone)
        {
          g_autofree char *a = NULL;
          g_autofree char *b = NULL;

          trp_game_playout_guided (clone, first, G_MAXUINT, NULL);
          trp_game_playout_guided (scratch, second, G_MAXUINT, NULL);
          a = observe_all (clone);
          b = observe_all (scratch);
          g_assert_cmpstr (a, ==, b);
        }
      else
        trp_game_playout_guided (clone, first, G_MAXUINT, NULL);

      g_assert_true (trp_game_is_round_over (clone));
      assert_spectator_sees_only_public (clone);
      assert_totals_agree (clone);
      trp_game_round_totals (clone, totals, G_N_ELEMENTS (totals), &winner);
      match_ends += winner != TRP_MATCH_GOES_ON;
    }

  g_test_message ("%s, %u players: %u rounds, %u state copies, %u samples in place, %u match ends",
                  config->game_id, config->n_players, rounds, copied, sampled_into, match_ends);
}

/* What every seat but @observer holds: each seat's own observation shows
 * its hand. @log_ways, if given, gets the natural log of the number of
 * ways to deal those hands and the stock from the cards hidden from
 * @observer, without the constraints of what was seen (voids, known
 * pickups): a sample that deals at random gives the true hands about once
 * in that many. */
static char *
hidden_hands (TrpGame *game,
              guint    observer,
              double  *log_ways)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(JsonNode) own = trp_game_observation (game, observer);
  JsonObject *own_object = json_node_get_object (own);
  guint stock = json_object_get_int_member_with_default (own_object, "stock_size", 0);
  guint pool = stock;
  double ways = -lgamma (stock + 1.0);

  for (guint seat = 0; seat < trp_game_get_n_seats (game); seat++)
    {
      g_autoptr(JsonNode) node = NULL;
      g_autofree char *json = NULL;
      guint n;

      if (seat == observer)
        continue;
      node = trp_game_observation (game, seat);
      json = json_to_string (node, FALSE);
      g_string_append (text, json);
      g_string_append_c (text, '\n');
      n = json_array_get_length (json_object_get_array_member (json_node_get_object (node), "hand"));
      pool += n;
      ways -= lgamma (n + 1.0);
    }
  if (log_ways != NULL)
    *log_ways = ways + lgamma (pool + 1.0);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* A computer player never sees what its seat cannot (#34): a sample of
 * the hidden cards is dealt from what the observer knows. Early in a
 * round (a few random moves in), ten samples for each observer where the
 * hidden cards can lie in at least 5,000 ways: the samples that give every
 * other seat the hand it really holds may be no more than chance gives
 * (the sum of one in that many over the samples; a sampler that kept the
 * truth would give every one). */
static void
test_samples_hide_the_truth (gconstpointer data)
{
  const Config *config = data;
  g_autoptr(TrpGame) game = new_game (config);
  g_autoptr(TrpRng) rng = trp_rng_new (g_str_hash (config->game_id) + 7 * config->n_players);
  guint open_positions = 0, equal = 0;
  double expected = 0;

  for (guint position = 0; position < 30; position++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (trp_game_deal_seeded (game, position % config->n_players, NULL,
                                           trp_rng_next (rng) >> 11, &error));
      g_assert_no_error (error);
      trp_game_playout_random (game, rng, trp_rng_uniform (rng, 8), NULL);
      if (trp_game_is_round_over (game))
        continue;

      for (guint observer = 0; observer < config->n_players; observer++)
        {
          double log_ways = 0;
          g_autofree char *truth = hidden_hands (game, observer, &log_ways);

          if (log_ways < log (5000.0))
            continue;
          for (guint i = 0; i < 10; i++)
            {
              g_autoptr(TrpGame) sample = trp_game_determinize (game, observer, rng);
              g_autofree char *sampled = hidden_hands (sample, observer, NULL);

              equal += g_str_equal (sampled, truth);
              expected += exp (-log_ways);
            }
          open_positions++;
        }
    }
  g_test_message ("%s, %u players: %u positions, %u samples of the true hands, %.3f by chance",
                  config->game_id, config->n_players, open_positions, equal, expected);
  g_assert_cmpuint (open_positions, >=, 10 * config->n_players);
  g_assert_cmpfloat (equal, <=, expected + 3 * sqrt (expected) + 1);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) configs = g_ptr_array_new_with_free_func (g_free);
  const TrpGameInfo *games;
  guint n_games;

  toy_game_add_to_catalog ();
  g_test_init (&argc, &argv, NULL);

  games = trp_game_catalog_get_all (&n_games);
  for (guint g = 0; g < n_games; g++)
    for (guint n = games[g].min_players; trp_game_info_is_playable (&games[g]) && n <= games[g].max_players; n++)
      {
        Config *config = g_new0 (Config, 1);
        g_autofree char *path = g_strdup_printf ("/game-contract/%s-%u", games[g].id, n);
        g_autofree char *hidden = g_strdup_printf ("/game-contract/%s-%u/samples-hide-the-truth",
                                                   games[g].id, n);

        config->game_id = games[g].id;
        config->n_players = n;
        config->long_rounds = games[g].long_rounds;
        g_ptr_array_add (configs, config);
        g_test_add_data_func (path, config, test_contract);
        g_test_add_data_func (hidden, config, test_samples_hide_the_truth);
      }

  return g_test_run ();
}
