/* test-biriba-player.c: the rule-based Biriba player (rules/biriba.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "../biriba/biriba-test-util.h"
#include "trp-biriba-player.h"
#include "trp-ai.h"
#include "trp-search.h"

/* Rollouts end long before this; it guards the tests against a loop. */
#define MAX_MOVES 4000

/* A copy of @game in which every card hidden from @observer (B-9: other
 * hands but their known pickups, the stock, the untaken biribakia) is
 * dealt anew from @rng, sizes kept: what the observer sees is unchanged.
 */
static TrpGame *
reshuffle_hidden (TrpGame *game,
                  int      observer,
                  TrpRng  *rng)
{
  TrpGame *copy = trp_game_clone (game);
  BirState *s = &TRP_BIRIBA_GAME (copy)->s;
  TrpCard pool[BIR_MAX_CARDS];
  guint n_free[BIR_MAX_SEATS] = { 0, };
  guint n = 0, k = 0;

  for (guint seat = 0; seat < s->n_seats; seat++)
    {
      guint8 known[BIR_N_CODES];
      guint kept = 0;

      if ((int) seat == observer)
        continue;
      memcpy (known, s->known[seat], sizeof known);
      for (guint i = 0; i < s->hand_len[seat]; i++)
        {
          TrpCard card = s->hands[seat][i];

          if (known[card] > 0)
            {
              known[card]--;
              s->hands[seat][kept++] = card;
            }
          else
            pool[n++] = card;
        }
      n_free[seat] = s->hand_len[seat] - kept;
      s->hand_len[seat] = kept;
    }
  for (guint i = 0; i < s->stock_len; i++)
    pool[n++] = s->stock[i];
  for (guint p = s->n_packets_taken; p < s->n_packets; p++)
    for (guint i = 0; i < s->packet_len[p]; i++)
      pool[n++] = s->packets[p][i];

  trp_rng_shuffle (rng, pool, n);

  /* The hidden hand cards go back in a different order too. */
  for (guint seat = 0; seat < s->n_seats; seat++)
    for (guint i = 0; i < n_free[seat]; i++)
      s->hands[seat][s->hand_len[seat]++] = pool[k++];
  for (guint i = 0; i < s->stock_len; i++)
    s->stock[i] = pool[k++];
  for (guint p = s->n_packets_taken; p < s->n_packets; p++)
    for (guint i = 0; i < s->packet_len[p]; i++)
      s->packets[p][i] = pool[k++];
  bir_count_hands (s);

  return copy;
}

static gboolean
hidden_differs (TrpGame *a,
                TrpGame *b)
{
  return memcmp (&TRP_BIRIBA_GAME (a)->s, &TRP_BIRIBA_GAME (b)->s, sizeof (BirState)) != 0;
}

static TrpAction *
choose (TrpGame  *game,
        guint64   seed,
        char    **reason)
{
  g_autoptr(TrpRng) rng = trp_rng_new (seed);

  return trp_biriba_player_choose (game, rng, reason);
}

/* Plays one hand with the player at every seat, checking every choice. */
static void
play_hand (const char *rules_json,
           guint64     seed,
           gboolean    check_blind)
{
  g_autoptr(TrpGame) game = bt_new_game (rules_json);
  g_autoptr(TrpRng) shuffle = trp_rng_new (seed ^ 0x5eed);
  g_autoptr(GError) error = NULL;
  guint moves = 0, compared = 0, differed = 0;

  g_assert_true (trp_game_deal_seeded (game, seed % trp_game_get_n_seats (game), NULL, seed, &error));
  g_assert_no_error (error);

  while (!trp_game_is_round_over (game))
    {
      g_autoptr(TrpAction) action = NULL;
      g_autofree char *reason = NULL;
      int seat = trp_game_get_current_seat (game);

      if (++moves >= MAX_MOVES)
        g_error ("hand of seed %" G_GUINT64_FORMAT " under %s does not end: %s, stock %u",
                 seed, rules_json, trp_game_get_phase (game),
                 trp_biriba_game_get_stock_size (TRP_BIRIBA_GAME (game)));
      /* A hand that goes round for ever shows its last turns. */
      if (moves > MAX_MOVES - 12)
        {
          g_autoptr(TrpAction) peek = choose (game, seed + moves, NULL);
          g_autofree char *text = trp_action_to_string (peek);
          g_autofree char *hand = bt_hand (game, seat);

          g_printerr ("%s  [%s]\n", text, hand);
        }
      action = choose (game, seed + moves, &reason);
      g_assert_nonnull (action);
      g_assert_nonnull (reason);
      g_assert_cmpint (action->seat, ==, seat);
      if (!trp_game_validate (game, action, &error))
        g_error ("move %u of seed %" G_GUINT64_FORMAT " is illegal: %s (%s)",
                 moves, seed, trp_action_to_string (action), error->message);

      if (check_blind)
        {
          g_autoptr(TrpGame) other = reshuffle_hidden (game, seat, shuffle);
          g_autoptr(TrpAction) again = NULL;
          g_autofree char *again_reason = NULL;

          differed += hidden_differs (game, other);
          again = choose (other, seed + moves, &again_reason);
          g_assert_true (trp_action_equal (action, again));
          g_assert_cmpstr (reason, ==, again_reason);
          compared++;
        }

      trp_game_apply (game, action);
    }

  if (check_blind)
    g_assert_cmpuint (differed, >, compared / 2);
}

/* Every choice is legal, for every player count and the options that
 * change what a turn may hold (B-2, B-15, B-56, B-60, B-61, B-62, B-63).
 */
static void
test_legal (void)
{
  static const char * const configs[] = {
    "{}",
    "{\"player_count\": 2}",
    "{\"player_count\": 3}",
    "{\"player_count\": 3, \"three_player_mode\": \"no_teams\"}",
    "{\"player_count\": 5}",
    "{\"player_count\": 6}",
    "{\"player_count\": 4, \"runs_only\": true, \"pile_pickup_restriction\": \"must_meld_from_pile\","
    " \"stock_exhaustion_rule\": \"end_when_empty\"}",
    "{\"player_count\": 2, \"pile_pickup_restriction\": \"can_add_to_existing\"}",
    "{\"player_count\": 4, \"pile_pickup_restriction\": \"can_add_or_form_new\","
    " \"initial_meld_minimum\": \"fa_5000_c\"}",
    "{\"player_count\": 4, \"upcard_mode\": \"no_upcard\", \"biribaki_without_biriba\": true}",
    "{\"player_count\": 4, \"joker_upcard_rule\": \"first_player_declares\","
    " \"going_out_requires_own_biribaki\": true, \"discard_restriction_scope\": \"all_taken_cards\"}",
    "{\"player_count\": 3, \"solo_phase_melding\": \"allowed\","
    " \"three_player_team_no_wild_discard\": true}",
  };

  for (guint c = 0; c < G_N_ELEMENTS (configs); c++)
    for (guint64 seed = 1; seed <= 4; seed++)
      play_hand (configs[c], seed * 7919 + c, FALSE);
}

/* Blindness (B-9): the same choice when only hidden cards differ. */
static void
test_blind_player (void)
{
  for (guint64 seed = 1; seed <= 3; seed++)
    {
      play_hand ("{}", seed, TRUE);
      play_hand ("{\"player_count\": 3}", seed, TRUE);
    }
  play_hand ("{\"player_count\": 6}", 11, TRUE);
}

static TrpAction *
search (TrpGame *game)
{
  TrpSearchParams params;

  trp_search_params_init (&params);
  params.iterations = 200;
  params.seed = 42;
  params.rollout_policy = trp_biriba_policy;
  return trp_search_choose (game, &params, NULL, NULL);
}

/* The search, too, sees only what its seat may see: two explicit deals
 * that differ only in seat 2's hand and the stock (seat 1 to move), then
 * positions later in random hands with the hidden cards dealt anew.
 */
static void
test_blind_search (void)
{
  g_autoptr(TrpGame) a = bt_new_game ("{}");
  g_autoptr(TrpGame) b = bt_new_game ("{}");
  g_autoptr(TrpAction) first = NULL;
  g_autoptr(TrpAction) second = NULL;
  const char *hand1 = "[\"3H\",\"4H\",\"5H\",\"KS\",\"KD\",\"9C\",\"10C\",\"JK\",\"AS\",\"7D\",\"8D\"]";

  {
    g_autofree char *deal_a = g_strdup_printf (
      "{\"hands\": [[], %s, [\"QH\",\"QS\",\"QD\",\"6C\",\"7C\",\"8C\",\"4S\",\"5S\",\"6S\",\"2D\",\"JD\"]],"
      " \"upcard\": \"9H\", \"stock\": [\"10S\",\"JS\",\"3C\",\"4C\",\"5C\",\"10H\",\"JH\",\"QC\",\"KC\",\"AD\",\"3D\"]}",
      hand1);
    g_autofree char *deal_b = g_strdup_printf (
      "{\"hands\": [[], %s, [\"10S\",\"JS\",\"3C\",\"4C\",\"5C\",\"10H\",\"JH\",\"QC\",\"KC\",\"AD\",\"3D\"]],"
      " \"upcard\": \"9H\", \"stock\": [\"QH\",\"QS\",\"QD\",\"6C\",\"7C\",\"8C\",\"4S\",\"5S\",\"6S\",\"2D\",\"JD\"]}",
      hand1);

    bt_deal (a, 0, deal_a);
    bt_deal (b, 0, deal_b);
  }
  g_assert_cmpint (trp_game_get_current_seat (a), ==, 1);
  g_assert_true (hidden_differs (a, b));
  first = search (a);
  second = search (b);
  g_assert_true (trp_action_equal (first, second));

  /* Positions in the meld step, where the search has most to choose. */
  for (guint64 seed = 1; seed <= 1; seed++)
    {
      g_autoptr(TrpGame) game = bt_new_game ("{}");
      g_autoptr(TrpRng) rng = trp_rng_new (seed);
      guint found = 0;

      g_assert_true (trp_game_deal_seeded (game, 0, NULL, seed, NULL));
      for (guint move = 0; move < MAX_MOVES && found < 2 && !trp_game_is_round_over (game); move++)
        {
          g_autoptr(TrpAction) action = NULL;

          if (move > 90 && g_str_equal (trp_game_get_phase (game), "meld"))
            {
              g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);

              if (legal->len > 3)
                {
                  int seat = trp_game_get_current_seat (game);
                  g_autoptr(TrpGame) other = reshuffle_hidden (game, seat, rng);
                  g_autoptr(TrpAction) x = search (game);
                  g_autoptr(TrpAction) y = search (other);

                  g_assert_true (hidden_differs (game, other));
                  g_assert_true (trp_action_equal (x, y));
                  found++;
                  move += 40;
                }
            }
          action = trp_biriba_policy (game, rng, NULL);
          trp_game_apply (game, action);
        }
      g_assert_cmpuint (found, >, 0);
    }
}

/* B-29 (a): a side with a biriba melds the whole hand and takes the
 * biribaki at once, rather than keep cards.
 */
static void
test_go_down_for_biribaki (gconstpointer data)
{
  g_autoptr(TrpGame) game = bt_new_game ("{}");
  g_autoptr(TrpAction) action = NULL;
  g_autofree char *reason = NULL;

  bt_deal (game, 3, "{}");
  bt_position (game,
               "{\"hands\": [[\"3H\",\"4H\",\"5H\",\"KS\",\"KD\",\"KC\"]],"
               " \"melds\": [{\"side\": 0, \"cards\": [\"5S\",\"6S\",\"7S\",\"8S\",\"9S\",\"10S\",\"JS\"]}],"
               " \"current\": 0, \"phase\": \"meld\"}");

  /* With @data, the table's hint (trp_ai_hint(): the Hard search) must
   * find the same move. */
  if (data != NULL)
    action = trp_ai_hint (game, 2000, NULL, &reason);
  else
    action = choose (game, 1, &reason);
  g_assert_nonnull (reason);
  g_assert_cmpstr (action->type, ==, TRP_ACTION_NEW_MELD);
  g_assert_cmpuint (action->n_cards, ==, 6);
  trp_game_apply (game, action);
  g_assert_cmpstr (trp_game_get_phase (game), ==, "biribaki");
}

/* B-31, B-42: with its biribaki taken and a biriba, the side melds all
 * but one card and goes out by discarding it.
 */
static void
test_go_out (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{}");
  g_autoptr(TrpRoundResult) result = NULL;

  bt_deal (game, 3, "{}");
  bt_position (game,
               "{\"hands\": [[\"9C\",\"10C\",\"JC\",\"5D\"], [\"KH\",\"QH\",\"3C\"],"
               " [\"4D\",\"7C\"], [\"8D\",\"9H\"]],"
               " \"melds\": [{\"side\": 0, \"cards\": [\"5S\",\"6S\",\"7S\",\"8S\",\"9S\",\"10S\",\"JS\"]}],"
               " \"sides\": [{\"took\": true, \"taker\": 2}],"
               " \"current\": 0, \"phase\": \"meld\"}");

  for (guint i = 0; i < 3 && !trp_game_is_round_over (game); i++)
    {
      g_autoptr(TrpAction) action = choose (game, 1, NULL);

      g_assert_cmpint (action->seat, ==, 0);
      trp_game_apply (game, action);
    }
  g_assert_true (trp_game_is_round_over (game));
  result = trp_game_round_result (game);
  g_assert_true (bt_has_line (result, 0, "B-42", 100));
}

/* B-14, B-25: cards that fit a run only together (3H 4H onto 5H 6H 7H)
 * are laid off in one action the engine does not list; the joker stays
 * in hand.
 */
static void
test_lay_off_together (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{}");
  g_autoptr(TrpAction) action = NULL;

  bt_deal (game, 3, "{}");
  bt_position (game,
               "{\"hands\": [[\"3H\",\"4H\",\"JK\",\"KS\",\"8C\",\"5D\",\"QD\"]],"
               " \"melds\": [{\"side\": 0, \"cards\": [\"5H\",\"6H\",\"7H\"]}],"
               " \"current\": 0, \"phase\": \"meld\"}");

  action = choose (game, 1, NULL);
  g_assert_cmpstr (action->type, ==, TRP_ACTION_ADD_TO_MELD);
  g_assert_cmpuint (action->n_cards, ==, 2);
  g_assert_cmpint (action->target, ==, 0);
  trp_game_apply (game, action);

  /* No meld left to make: the discard keeps the joker (B-12). */
  g_clear_pointer (&action, trp_action_free);
  action = choose (game, 1, NULL);
  g_assert_cmpstr (action->type, ==, TRP_ACTION_DISCARD);
  g_assert_cmpuint (action->cards[0], !=, TRP_CARD_JOKER);
}

/* B-22, B-23: never hand the next opponent a card that fits its meld,
 * and never a wild card (B-12).
 */
static void
test_safe_discard (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{}");
  g_autoptr(TrpAction) action = NULL;
  g_autofree char *reason = NULL;
  TrpCard eight_spades = TRP_CARD (TRP_SUIT_SPADES, TRP_RANK_EIGHT);

  bt_deal (game, 3, "{}");
  bt_position (game,
               "{\"hands\": [[\"JK\",\"8S\",\"KH\",\"4C\",\"9D\"]],"
               " \"melds\": [{\"side\": 1, \"cards\": [\"5S\",\"6S\",\"7S\"]}],"
               " \"current\": 0, \"phase\": \"meld\"}");

  action = choose (game, 1, &reason);
  g_assert_cmpstr (action->type, ==, TRP_ACTION_DISCARD);
  g_assert_cmpuint (action->cards[0], !=, TRP_CARD_JOKER);
  g_assert_cmpuint (action->cards[0], !=, eight_spades);
  g_assert_nonnull (reason);
}

/* B-22: take a pile that holds a joker and cards for the side's melds;
 * draw from the stock when the pile holds nothing useful.
 */
static void
test_read_the_pile (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{}");
  g_autoptr(TrpAction) take = NULL;
  g_autoptr(TrpAction) draw = NULL;

  bt_deal (game, 3, "{}");
  bt_position (game,
               "{\"hands\": [[\"KS\",\"4C\",\"9D\",\"QC\",\"6D\"]],"
               " \"melds\": [{\"side\": 0, \"cards\": [\"5H\",\"6H\",\"7H\"]}],"
               " \"pile\": [\"3S\",\"JK\",\"8H\"],"
               " \"current\": 0}");
  take = choose (game, 1, NULL);
  g_assert_cmpstr (take->type, ==, TRP_ACTION_TAKE_PILE);

  /* A single card that melds with nothing is worth no more than a card
   * from the stock, which keeps the pile for later. */
  bt_position (game, "{\"pile\": [\"3S\"], \"current\": 0}");
  draw = choose (game, 1, NULL);
  g_assert_cmpstr (draw->type, ==, TRP_ACTION_DRAW_STOCK);
}

/* in this position every seat holds one card and the pile one, and
 * a search finds a small gain in taking the pile and throwing the worse
 * card back: four Hard players went round like this for ever. After two
 * rounds of the table without a card drawn from the stock or melded, Hard
 * plays the rule-based move, which draws. */
#define CIRCLE_POSITION \
  "{\"kozi\": \"C\", \"current\": 3," \
  " \"hands\": [[\"8S\",\"4H\",\"8D\"], [\"8H\"], [\"8D\"], [\"QH\"]]," \
  " \"pile\": [\"6H\"]," \
  " \"melds\": [{\"side\": 0, \"cards\": [\"AS\",\"AD\",\"JK\"]}," \
  "             {\"side\": 0, \"cards\": [\"9H\",\"9D\",\"9D\",\"9C\"]}," \
  "             {\"side\": 1, \"cards\": [\"4H\",\"4D\",\"4C\",\"JK\"]}," \
  "             {\"side\": 1, \"cards\": [\"10D\",\"10C\",\"2D\"]}," \
  "             {\"side\": 1, \"cards\": [\"3H\",\"3D\",\"3C\",\"3C\",\"2C\"]}," \
  "             {\"side\": 0, \"cards\": [\"3S\",\"3H\",\"3D\"]}," \
  "             {\"side\": 0, \"cards\": [\"JS\",\"JH\",\"JD\"]}," \
  "             {\"side\": 1, \"cards\": [\"5S\",\"5H\",\"5D\",\"5C\",\"2S\"]}," \
  "             {\"side\": 1, \"cards\": [\"QD\",\"QC\",\"QC\",\"2H\"]}," \
  "             {\"side\": 0, \"cards\": [\"7S\",\"7H\",\"7D\",\"7D\",\"7C\"]}," \
  "             {\"side\": 1, \"cards\": [\"KS\",\"KH\",\"KC\"]}]}"

static void
test_hard_ends_circles (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{}");
  TrpBiribaGame *biriba = TRP_BIRIBA_GAME (game);
  guint stock, circling = 0;

  bt_deal (game, 0, "{}");
  bt_position (game, CIRCLE_POSITION);
  stock = trp_biriba_game_get_stock_size (biriba);
  g_assert_cmpuint (trp_biriba_game_get_idle_turns (biriba), ==, 0);

  while (trp_biriba_game_get_stock_size (biriba) == stock && !trp_game_is_round_over (game))
    {
      int seat = trp_game_get_current_seat (game);
      g_autoptr(TrpAction) action = trp_ai_choose_full (game, TRP_AI_LEVEL_HARD, 7 + circling, 0, 64, NULL, NULL);
      g_autoptr(GError) error = NULL;

      g_assert_nonnull (action);
      if (g_strcmp0 (action->type, TRP_ACTION_DISCARD) == 0)
        {
          /* Each turn that draws nothing and melds nothing counts. */
          g_assert_true (trp_game_perform (game, action, &error));
          g_assert_no_error (error);
          circling++;
          g_assert_cmpuint (trp_biriba_game_get_idle_turns (biriba), ==, circling);
          g_assert_cmpint (trp_game_get_current_seat (game), !=, seat);
        }
      else
        {
          g_assert_true (trp_game_perform (game, action, &error));
          g_assert_no_error (error);
        }
      g_assert_cmpuint (circling, <=, 2 * 4);
    }

  /* The search took the pile at first: the circle is real. */
  g_assert_cmpuint (circling, >, 0);
  g_assert_cmpuint (trp_biriba_game_get_stock_size (biriba), ==, stock - 1);
  g_assert_cmpuint (trp_biriba_game_get_idle_turns (biriba), ==, 0);
}

/* What the reward saw of each rollout cut short. */
static guint cut_calls, cut_mid_turn;

static double
phase_reward (TrpGame *game,
              int      seat)
{
  g_autoptr(JsonNode) node = trp_game_observation (game, seat);
  const char *phase = json_object_get_string_member (json_node_get_object (node), "phase");

  cut_calls++;
  if (!trp_game_is_round_over (game) && g_strcmp0 (phase, "draw") != 0)
    cut_mid_turn++;
  return 0.5;
}

/* A rollout cut short plays on to the end of the turn it stopped in: the
 * hand is scored as it stands between turns, never with a seat holding
 * the pile it just took. */
static void
test_rollouts_end_turns (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{}");
  g_autoptr(TrpAction) action = NULL;
  TrpSearchParams params;

  g_assert_true (trp_game_deal_seeded (game, 0, NULL, 3, NULL));
  while (!trp_game_is_round_over (game))
    {
      g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);

      if (legal->len > 1)
        break;
      trp_game_apply (game, g_ptr_array_index (legal, 0));
    }

  for (guint moves = 1; moves <= 7; moves++)
    {
      g_autoptr(TrpAction) chosen = NULL;

      trp_search_params_init (&params);
      params.rollout_policy = trp_biriba_policy;
      params.guided_rollouts = moves % 2 == 0;
      params.reward = phase_reward;
      params.iterations = 24;
      params.run_full_budget = TRUE;
      params.rollout_moves = moves;
      params.seed = moves;
      cut_calls = cut_mid_turn = 0;
      chosen = trp_search_choose (game, &params, NULL, NULL);
      g_assert_true (trp_game_validate (game, chosen, NULL));
      g_assert_cmpuint (cut_calls, >=, 12);
      g_assert_cmpuint (cut_mid_turn, ==, 0);
    }
}

/* B-51: six players, partners opposite ({0,3}, {1,4}, {2,5}). Every card
 * but the joker helps an opponent: the 8S the run of seat 1's side, the
 * QH the set of seat 2's side. Seat 1 is next and sees the discard first:
 * the hint keeps the 8S from it and the joker, throws the QH, and names it.
 */
static void
test_six_players_discard (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"player_count\": 6}");
  g_autoptr(TrpAction) action = NULL;
  g_autofree char *reason = NULL;
  g_autofree char *name = NULL;

  bt_deal (game, 5, "{}");
  bt_position (game,
               "{\"hands\": [[\"JK\",\"8S\",\"QH\"]],"
               " \"melds\": [{\"side\": 1, \"cards\": [\"5S\",\"6S\",\"7S\"]},"
               "             {\"side\": 2, \"cards\": [\"QD\",\"QC\",\"QS\"]}],"
               " \"current\": 0, \"phase\": \"meld\"}");
  g_assert_cmpint (trp_biriba_game_get_side_of_seat (TRP_BIRIBA_GAME (game), 3), ==, 0);
  g_assert_cmpint (trp_biriba_game_get_side_of_seat (TRP_BIRIBA_GAME (game), 1), ==, 1);
  g_assert_cmpint (trp_biriba_game_get_side_of_seat (TRP_BIRIBA_GAME (game), 5), ==, 2);

  action = choose (game, 1, &reason);
  g_assert_cmpstr (action->type, ==, TRP_ACTION_DISCARD);
  g_assert_cmpuint (action->cards[0], ==, TRP_CARD (TRP_SUIT_HEARTS, TRP_RANK_QUEEN));
  name = trp_card_get_display_name (action->cards[0], TRP_FACE_STYLE_FRENCH);
  g_assert_nonnull (strstr (reason, name));
}

/* B-51, B-31, B-40: a player who may go out does not while the partner,
 * across the table, still holds a full hand that would count against the
 * side and nobody presses: the hint keeps the run and throws the loose
 * card. With the partner down to two cards it melds and goes out (B-42).
 */
static void
test_six_players_partner_holds_cards (void)
{
  static const char * const partner_hands[] = {
    "[\"3H\",\"4D\",\"6C\",\"8H\",\"10D\",\"QS\",\"AH\",\"5C\",\"7D\",\"9S\",\"JH\"]",
    "[\"3H\",\"4D\"]",
  };

  for (guint i = 0; i < G_N_ELEMENTS (partner_hands); i++)
    {
      g_autoptr(TrpGame) game = bt_new_game ("{\"player_count\": 6}");
      g_autofree char *position = NULL;
      g_autofree char *reason = NULL;
      g_autoptr(TrpAction) first = NULL;

      bt_deal (game, 5, "{}");
      position = g_strdup_printf ("{\"hands\": [[\"9C\",\"10C\",\"JC\",\"5D\"], [\"KH\",\"QH\",\"3C\"],"
                                  " [\"4D\",\"7C\"], %s, [\"8D\",\"9H\"], [\"6D\",\"6S\"]],"
                                  " \"melds\": [{\"side\": 0, \"cards\": [\"5S\",\"6S\",\"7S\",\"8S\",\"9S\",\"10S\",\"JS\"]}],"
                                  " \"sides\": [{\"took\": true, \"taker\": 0}],"
                                  " \"current\": 0, \"phase\": \"meld\"}",
                                  partner_hands[i]);
      bt_position (game, position);

      /* The hint: hold the run and throw the loose card, or meld it
       * and go out. */
      first = choose (game, 1, &reason);
      g_assert_cmpstr (first->type, ==, i == 0 ? TRP_ACTION_DISCARD : TRP_ACTION_NEW_MELD);
      g_assert_nonnull (reason);
      for (guint moves = 0; moves < 3 && trp_game_get_current_seat (game) == 0 &&
                            !trp_game_is_round_over (game); moves++)
        {
          g_autoptr(TrpAction) action = choose (game, 1, NULL);

          trp_game_apply (game, action);
        }
      g_assert_cmpint (trp_game_is_round_over (game), ==, i == 1);
      if (i == 1)
        {
          g_autoptr(TrpRoundResult) result = trp_game_round_result (game);

          g_assert_true (bt_has_line (result, 0, "B-42", 100));
        }
    }
}

/* B-51, B-40: with six players, once an opposing side has its biriba and
 * its biribaki (it may go out at any turn of its two seats, and so may a
 * third side soon), a joker held is 50 points against the side: the hint
 * melds it now, however full the stock. At four players, with one side
 * to watch and the stock as full, it still keeps the joker for a biriba.
 */
static void
test_six_players_cash_in (void)
{
  static const guint n_players[] = { 6, 4 };

  for (guint i = 0; i < G_N_ELEMENTS (n_players); i++)
    {
      g_autofree char *rules = g_strdup_printf ("{\"player_count\": %u}", n_players[i]);
      g_autoptr(TrpGame) game = bt_new_game (rules);
      g_autoptr(TrpAction) action = NULL;
      g_autofree char *reason = NULL;
      gboolean joker_melded = FALSE;

      bt_deal (game, n_players[i] - 1, "{}");
      bt_position (game,
                   "{\"hands\": [[\"JK\",\"5H\",\"6H\",\"8C\",\"9D\",\"KS\",\"3D\"]],"
                   " \"melds\": [{\"side\": 1, \"cards\": [\"3C\",\"4C\",\"5C\",\"6C\",\"7C\",\"8C\",\"9C\"]},"
                   "             {\"side\": 0, \"cards\": [\"QD\",\"QC\",\"QS\"]}],"
                   " \"sides\": [{}, {\"took\": true, \"taker\": 1}],"
                   " \"current\": 0, \"phase\": \"meld\"}");
      g_assert_cmpuint (trp_biriba_game_get_stock_size (TRP_BIRIBA_GAME (game)), >, 6 * n_players[i]);

      action = choose (game, 1, &reason);
      for (guint c = 0; c < action->n_cards; c++)
        joker_melded |= action->cards[c] == TRP_CARD_JOKER;
      g_assert_nonnull (reason);
      if (n_players[i] == 6)
        {
          g_assert_cmpstr (action->type, !=, TRP_ACTION_DISCARD);
          g_assert_true (joker_melded);
        }
      else
        g_assert_false (joker_melded);
    }
}

/* B-52, B-40: with five players, once the solo player has its biriba
 * and the 18-card biribaki (it may go out at any of its turns, four
 * seats apart from this side's), a joker held is 50 points against the
 * side: the hint melds it now, however full the stock. Before the solo
 * player has a biriba it keeps the joker for a biriba of its own.
 */
static void
test_five_players_cash_in (void)
{
  for (guint threat = 0; threat < 2; threat++)
    {
      g_autoptr(TrpGame) game = bt_new_game ("{\"player_count\": 5}");
      g_autoptr(TrpAction) action = NULL;
      g_autofree char *reason = NULL;
      g_autofree char *position = NULL;
      gboolean joker_melded = FALSE;

      bt_deal (game, 4, "{}");
      position = g_strdup_printf (
        "{\"hands\": [[\"JK\",\"5H\",\"6H\",\"8C\",\"9D\",\"KS\",\"3D\"]],"
        " \"side_of_seat\": [0, 1, 0, 1, 4], \"solo_phase\": false,"
        " \"melds\": [{\"side\": 4, \"cards\": [%s]},"
        "             {\"side\": 0, \"cards\": [\"QD\",\"QC\",\"QS\"]}],"
        " \"sides\": [{}, {}, {}, {}, {\"took\": true, \"taker\": 4}],"
        " \"current\": 0, \"phase\": \"meld\"}",
        threat ? "\"3C\",\"4C\",\"5C\",\"6C\",\"7C\",\"8C\",\"9C\""
               : "\"3C\",\"4C\",\"5C\",\"6C\"");
      bt_position (game, position);
      g_assert_cmpuint (trp_biriba_game_get_stock_size (TRP_BIRIBA_GAME (game)), >, 6 * 5);

      action = choose (game, 1, &reason);
      for (guint c = 0; c < action->n_cards; c++)
        joker_melded |= action->cards[c] == TRP_CARD_JOKER;
      g_assert_nonnull (reason);
      if (threat)
        {
          g_assert_cmpstr (action->type, !=, TRP_ACTION_DISCARD);
          g_assert_true (joker_melded);
        }
      else
        g_assert_false (joker_melded);
    }
}

/* #34, B-22, B-23: where the search's move differs from the rule-based
 * one, the hint says what it does that the other does not, read from the
 * seat's view, with its numbers: a discard that keeps a card from the
 * next player's meld, one that sheds a card the next player can lay off
 * (its points), one that keeps a card for the side's own melds, and a
 * pile taken or left (how many of its cards fit).
 */
static TrpAction *
discard_of (const char *code)
{
  return bt_action (0, TRP_ACTION_DISCARD, -1, code);
}

/* How a hint names a card. */
static char *
named (TrpGame    *game,
       const char *code)
{
  g_autoptr(TrpAction) action = discard_of (code);

  return trp_card_get_display_name (action->cards[0], TRP_FACE_STYLE_FRENCH);
}

static void
test_hint_contrast (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{}");
  g_autoptr(TrpAction) six = discard_of ("6S");
  g_autoptr(TrpAction) seven = discard_of ("7S");
  g_autoptr(TrpAction) king = discard_of ("KC");
  g_autoptr(TrpAction) take = trp_action_new (TRP_ACTION_TAKE_PILE, 0);
  g_autoptr(TrpAction) draw = trp_action_new (TRP_ACTION_DRAW_STOCK, 0);
  g_autofree char *keeps_from_next = NULL;
  g_autofree char *sheds_gift = NULL;
  g_autofree char *keeps_for_melds = NULL;
  g_autofree char *takes = NULL;
  g_autofree char *leaves = NULL;
  g_autofree char *none = NULL;
  g_autofree char *seven_name = named (game, "7S");
  char *expected;

  /* Seat 1, next after seat 0, is of side 1, whose run 8S 9S 10S takes
   * the 7S; side 0 has a run of hearts that takes the 3H and the 7H. */
  bt_deal (game, 3, "{}");
  bt_position (game,
               "{\"hands\": [[\"AD\",\"7S\",\"6S\",\"KC\",\"7H\"]],"
               " \"melds\": [{\"side\": 1, \"cards\": [\"8S\",\"9S\",\"10S\"]},"
               "             {\"side\": 0, \"cards\": [\"4H\",\"5H\",\"6H\"]}],"
               " \"current\": 0, \"phase\": \"meld\"}");
  g_assert_cmpint (trp_biriba_game_get_side_of_seat (TRP_BIRIBA_GAME (game), 1), ==, 1);

  keeps_from_next = trp_biriba_player_contrast (game, six, seven);
  expected = g_strdup_printf ("Keeps the %s, which fits the next player’s meld", seven_name);
  g_assert_cmpstr (keeps_from_next, ==, expected);
  g_free (expected);
  /* B-11: a seven counts 5. */
  sheds_gift = trp_biriba_player_contrast (game, seven, six);
  g_assert_cmpstr (sheds_gift, ==, "Sheds 5 points from your hand, though the next player can lay it off");
  /* The 7H fits the side's own run of hearts; the KC fits nothing. */
  {
    g_autoptr(TrpAction) seven_hearts = discard_of ("7H");
    g_autofree char *seven_hearts_name = named (game, "7H");

    keeps_for_melds = trp_biriba_player_contrast (game, king, seven_hearts);
    expected = g_strdup_printf ("Keeps the %s for your melds", seven_hearts_name);
    g_assert_cmpstr (keeps_for_melds, ==, expected);
    g_free (expected);
  }
  none = trp_biriba_player_contrast (game, six, six);
  g_assert_null (none);
  /* A lay-off where the usual play discards: the points it takes out of
   * the hand (B-11: a seven is 5). */
  {
    g_autoptr(TrpAction) lay_off = bt_action (0, TRP_ACTION_ADD_TO_MELD, 1, "7H");
    g_autofree char *melds = NULL;

    g_assert_true (trp_game_validate (game, lay_off, NULL));
    melds = trp_biriba_player_contrast (game, lay_off, six);
    g_assert_cmpstr (melds, ==, "Puts 5 points on the table, out of your hand");
  }

  /* The pile: the 3H fits the run of hearts, the joker is wild, the 3C
   * fits nothing. */
  bt_position (game,
               "{\"hands\": [[\"AD\",\"7S\",\"6S\",\"KC\",\"7H\"]],"
               " \"melds\": [{\"side\": 1, \"cards\": [\"8S\",\"9S\",\"10S\"]},"
               "             {\"side\": 0, \"cards\": [\"4H\",\"5H\",\"6H\"]}],"
               " \"pile\": [\"3C\",\"JK\",\"3H\"], \"current\": 0}");
  takes = trp_biriba_player_contrast (game, take, draw);
  g_assert_cmpstr (takes, ==, "Your hand or melds can use 2 of the pile’s 3 cards");
  leaves = trp_biriba_player_contrast (game, draw, take);
  g_assert_cmpstr (leaves, ==, "Your hand or melds can use only 2 of the pile’s 3 cards");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/biriba/player/legal", test_legal);
  g_test_add_func ("/biriba/player/blind", test_blind_player);
  g_test_add_func ("/biriba/player/blind-search", test_blind_search);
  g_test_add_data_func ("/biriba/player/go-down-for-biribaki", NULL, test_go_down_for_biribaki);
  g_test_add_data_func ("/biriba/player/hint/B-29/go-down-for-biribaki", "hint", test_go_down_for_biribaki);
  g_test_add_func ("/biriba/player/go-out", test_go_out);
  g_test_add_func ("/biriba/player/lay-off-together", test_lay_off_together);
  g_test_add_func ("/biriba/player/safe-discard", test_safe_discard);
  g_test_add_func ("/biriba/player/read-the-pile", test_read_the_pile);
  g_test_add_func ("/biriba/hint/B-22/contrast-with-the-usual-play", test_hint_contrast);
  g_test_add_func ("/biriba/hint/B-51/six-players/keeps-from-the-next-opponent", test_six_players_discard);
  g_test_add_func ("/biriba/hint/B-51/six-players/partner-holds-cards", test_six_players_partner_holds_cards);
  g_test_add_func ("/biriba/hint/B-51/six-players/cash-in-when-a-side-may-go-out", test_six_players_cash_in);
  g_test_add_func ("/biriba/hint/B-52/five-players/cash-in-when-the-solo-player-may-go-out",
                   test_five_players_cash_in);
  g_test_add_func ("/biriba/player/A-29/hard-ends-circles", test_hard_ends_circles);
  g_test_add_func ("/biriba/player/search/rollouts-end-turns", test_rollouts_end_turns);

  return g_test_run ();
}
