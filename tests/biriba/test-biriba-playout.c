/* test-biriba-playout.c: the fast random playout (B-34) and the end of a
 * hand once the stock is empty (B-32, A-29)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "biriba-test-util.h"
#include "biriba/trp-biriba-heuristics.h"

/* Hands per configuration: enough to meet every kind of move and end. */
#define N_REPLAYED 40

/* Every player count 2 to 6, and a spread of the options that change
 * which moves are legal.
 */
static const char *configs[] = {
  "{\"player_count\": 4}",
  "{\"player_count\": 2}",
  "{\"player_count\": 3}",
  "{\"player_count\": 3, \"three_player_mode\": \"no_teams\"}",
  "{\"player_count\": 5}",
  "{\"player_count\": 6}",
  "{\"player_count\": 4, \"runs_only\": true, \"pile_pickup_restriction\": \"must_meld_from_pile\","
  " \"stock_exhaustion_rule\": \"end_when_empty\"}",
  "{\"player_count\": 4, \"pile_pickup_restriction\": \"can_add_or_form_new\","
  " \"initial_meld_minimum\": \"fa_3000_a\"}",
  "{\"player_count\": 2, \"pile_pickup_restriction\": \"can_add_to_existing\","
  " \"discard_restriction_scope\": \"all_taken_cards\"}",
  "{\"player_count\": 4, \"joker_upcard_rule\": \"first_player_takes_joker\", \"allow_sets_of_twos\": true,"
  " \"initial_meld_minimum\": \"fa_5000_c\"}",
  "{\"player_count\": 6, \"joker_upcard_rule\": \"first_player_declares\", \"ace_high_in_runs\": false,"
  " \"biribaki_without_biriba\": true, \"going_out_requires_own_biribaki\": true}",
  "{\"player_count\": 4, \"upcard_mode\": \"no_upcard\", \"stalemate_turn_limit\": 12}",
  "{\"player_count\": 3, \"three_player_team_no_wild_discard\": true, \"solo_phase_melding\": \"allowed\"}",
  "{\"player_count\": 5, \"solo_phase_melding\": \"allowed\", \"biribaki_without_biriba\": true,"
  " \"pile_pickup_restriction\": \"must_meld_from_pile\"}",
};

/* Totals before the hand, so that the opening minimums (B-60) bite. */
static JsonObject *
carry_with_totals (TrpGame *game,
                   int      total)
{
  JsonObject *carry = json_object_new ();
  JsonArray *totals = json_array_new ();

  for (guint u = 0; u < trp_game_get_n_scoring_units (game); u++)
    json_array_add_int_element (totals, total * (int) (u + 1));
  json_object_set_array_member (carry, TRP_CARRY_TOTALS, totals);
  return carry;
}

static void
check_conservation (TrpGame *game)
{
  BirState *s = &TRP_BIRIBA_GAME (game)->s;
  g_autoptr(GByteArray) deck = trp_deck_new (s->n_seats >= 5 ||
                                             (s->n_seats == 3 && s->opt.mode == BIR_TEAMS_NONE)
                                             ? TRP_DECK_TRIPLE_WITH_6_JOKERS
                                             : TRP_DECK_DOUBLE_WITH_4_JOKERS);
  guint counts[BIR_N_CODES] = { 0, };
  guint expected[BIR_N_CODES] = { 0, };

  for (guint i = 0; i < deck->len; i++)
    expected[deck->data[i]]++;
  for (guint seat = 0; seat < s->n_seats; seat++)
    for (guint i = 0; i < s->hand_len[seat]; i++)
      counts[s->hands[seat][i]]++;
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
                                                 s->melds[m].info.n_cards, &info),
                       ==, TRP_BIRIBA_MELD_OK);
      for (guint i = 0; i < s->melds[m].info.n_cards; i++)
        counts[s->melds[m].cards[i]]++;
    }

  g_assert_true (memcmp (counts, expected, sizeof counts) == 0);
}

static void
assert_same_result (TrpGame *a,
                    TrpGame *b)
{
  g_autoptr(TrpRoundResult) ra = trp_game_round_result (a);
  g_autoptr(TrpRoundResult) rb = trp_game_round_result (b);

  g_assert_nonnull (ra);
  g_assert_nonnull (rb);
  g_assert_cmpuint (trp_round_result_get_n_units (ra), ==, trp_round_result_get_n_units (rb));
  g_assert_cmpuint (trp_round_result_get_n_lines (ra), ==, trp_round_result_get_n_lines (rb));
  for (guint u = 0; u < trp_round_result_get_n_units (ra); u++)
    g_assert_cmpint (trp_round_result_get_total (ra, u), ==, trp_round_result_get_total (rb, u));
  g_assert_true (json_object_equal (trp_round_result_get_carry (ra),
                                    trp_round_result_get_carry (rb)));
}

typedef struct
{
  const char *rules;
  gboolean    guided;
} ReplayCase;

/* B-56, B-60, A-10: where bir_new_meld_may_be_legal() rules new melds
 * out, which both legal_actions() and the playouts trust, validate()
 * refuses every candidate meld of the hand, alone or combined, and the
 * move played is none.
 */
static void
check_no_new_meld (TrpGame         *game,
                   const TrpAction *played)
{
  const BirState *s = &TRP_BIRIBA_GAME (game)->s;
  g_autoptr(GPtrArray) groups = g_ptr_array_new_with_free_func ((GDestroyNotify) g_byte_array_unref);
  guint8 counts[BIR_N_CODES];

  if (s->phase != BIR_PHASE_MELD || bir_new_meld_may_be_legal (s, s->current, TRUE))
    return;
  /* The playouts' bound is the narrower. */
  g_assert_false (bir_new_meld_may_be_legal (s, s->current, FALSE));
  g_assert_false (g_str_equal (played->type, TRP_ACTION_NEW_MELD));
  bir_hand_counts (s, s->current, counts);
  bir_collect_meld_candidates (s, counts, groups);
  for (guint g = 0; g < groups->len; g++)
    {
      GByteArray *group = g_ptr_array_index (groups, g);
      g_autoptr(TrpAction) meld = trp_action_new (TRP_ACTION_NEW_MELD, s->current);

      trp_action_add_group (meld, group->data, group->len);
      g_assert_false (bir_validate_state (s, meld, NULL));
    }
  g_assert_false (bir_opening_possible (s, s->current, FALSE, 500, NULL));
}

/* Performs a playout's @log on @replay, through the rules, to the end of
 * the hand; a refusal names the rules, the hand and the move. */
static void
replay_log (TrpGame    *replay,
            GPtrArray  *log,
            const char *rules,
            guint       hand)
{
  for (guint i = 0; i < log->len; i++)
    {
      const TrpAction *action = g_ptr_array_index (log, i);
      g_autoptr(GError) error = NULL;

      check_no_new_meld (replay, action);
      if (!trp_game_perform (replay, action, &error))
        {
          g_autofree char *text = trp_action_to_string (action);

          g_error ("%s, hand %u, move %u: %s refused: %s", rules, hand, i, text, error->message);
        }
    }
  g_assert_true (trp_game_is_round_over (replay));
}

/* B-34: every move of the fast playout, random or guided, is one
 * validate() accepts, and the log replays to the same hand.
 */
static void
test_replays (gconstpointer data)
{
  const ReplayCase *replay_case = data;
  const char *rules = replay_case->rules;
  g_autoptr(TrpGame) fast = bt_new_game (rules);
  g_autoptr(TrpGame) replay = bt_new_game (rules);
  g_autoptr(TrpRng) rng = trp_rng_new (g_str_hash (rules));
  guint n_seats = trp_game_get_n_seats (fast);
  guint out = 0, total_moves = 0;

  for (guint hand = 0; hand < N_REPLAYED; hand++)
    {
      g_autoptr(GPtrArray) log = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_action_free);
      g_autoptr(JsonObject) carry = carry_with_totals (fast, (int) (hand % 4) * 1000);
      g_autoptr(GError) error = NULL;
      guint moves;

      g_assert_true (trp_game_deal_seeded (fast, hand % n_seats, carry, 500 + hand, &error));
      g_assert_no_error (error);
      g_assert_true (trp_game_deal_seeded (replay, hand % n_seats, carry, 500 + hand, &error));
      g_assert_no_error (error);

      if (replay_case->guided)
        moves = trp_game_playout_guided (fast, rng, 100000, log);
      else
        moves = trp_game_playout_random (fast, rng, 100000, log);
      g_assert_cmpuint (moves, ==, log->len);
      g_assert_true (trp_game_is_round_over (fast));
      check_conservation (fast);

      replay_log (replay, log, rules, hand);

      for (guint seat = 0; seat < n_seats; seat++)
        {
          g_autoptr(JsonNode) a = trp_game_observation (fast, (int) seat);
          g_autoptr(JsonNode) b = trp_game_observation (replay, (int) seat);

          g_assert_true (json_node_equal (a, b));
        }
      assert_same_result (fast, replay);
      out += TRP_BIRIBA_GAME (fast)->s.end == BIR_END_OUT;
      total_moves += moves;
    }

  g_test_message ("%s%s: %u of %u hands ended by going out, %.1f moves a hand",
                  rules, replay_case->guided ? " (guided)" : "", out, N_REPLAYED,
                  (double) total_moves / N_REPLAYED);
}

/* B-31: guided seats play to go out, as the rule-based player does: most
 * 4-player hands end that way (random seats: about one in six).
 */
static void
test_guided_goes_out (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"player_count\": 4}");
  g_autoptr(TrpRng) rng = trp_rng_new (7);
  guint out = 0;

  for (guint hand = 0; hand < N_REPLAYED; hand++)
    {
      g_assert_true (trp_game_deal_seeded (game, hand % 4, NULL, 900 + hand, NULL));
      trp_game_playout_guided (game, rng, 100000, NULL);
      g_assert_true (trp_game_is_round_over (game));
      check_conservation (game);
      out += TRP_BIRIBA_GAME (game)->s.end == BIR_END_OUT;
    }

  g_test_message ("%u of %u guided hands ended by going out", out, N_REPLAYED);
  g_assert_cmpuint (out, >=, N_REPLAYED * 3 / 4);
}

/* B-56: before the teams form, guided players go down as the rule-based
 * one does (the decomposition of trp-biriba-cover.c), and within a few
 * turns: Hard's search in the solo phase learns from these playouts how
 * the hand goes on. Counted are the hands whose solo phase ended by going
 * down within @turns turns of each seat.
 */
static guint
guided_went_down (guint players,
                  guint turns)
{
  g_autofree char *config = g_strdup_printf ("{\"player_count\": %u}", players);
  g_autoptr(TrpGame) game = bt_new_game (config);
  g_autoptr(TrpRng) rng = trp_rng_new (23);
  BirState *s = &TRP_BIRIBA_GAME (game)->s;
  guint down = 0;

  for (guint hand = 0; hand < N_REPLAYED; hand++)
    {
      g_assert_true (trp_game_deal_seeded (game, hand % players, NULL, 700 + hand, NULL));
      g_assert_true (s->solo_phase);
      /* About three moves a turn: a draw, a discard, maybe a meld. */
      trp_game_playout_guided (game, rng, 3 * turns * players, NULL);
      down += !s->solo_phase;
    }
  return down;
}

static void
test_guided_goes_down (void)
{
  guint three = guided_went_down (3, 4);
  guint five = guided_went_down (5, 4);

  /* 36 and 39 of 40; 14 and 19 when they discarded by the cards'
   * worth to the melds of a side that could not meld yet. */
  g_test_message ("solo phase over within 4 turns each: 3 players %u, 5 players %u of %u hands",
                  three, five, N_REPLAYED);
  g_assert_cmpuint (three, >=, N_REPLAYED * 3 / 4);
  g_assert_cmpuint (five, >=, N_REPLAYED * 3 / 4);
}

/* The search's use: a guided playout from a sample dealt from one seat's
 * view in the middle of a hand plays legal moves to the end of the hand,
 * in every configuration.
 */
static void
test_guided_from_samples (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (configs); i++)
    {
      g_autoptr(TrpGame) game = bt_new_game (configs[i]);
      g_autoptr(TrpRng) rng = trp_rng_new (100 + i);

      for (guint hand = 0; hand < 10; hand++)
        {
          g_autoptr(GPtrArray) log = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_action_free);
          g_autoptr(TrpGame) sample = NULL;
          g_autoptr(TrpGame) replay = NULL;

          g_assert_true (trp_game_deal_seeded (game, hand % trp_game_get_n_seats (game), NULL, 300 + hand, NULL));
          trp_game_playout_random (game, rng, 10 * hand, NULL);
          if (trp_game_is_round_over (game))
            continue;

          sample = trp_game_determinize (game, trp_game_get_current_seat (game), rng);
          replay = trp_game_clone (sample);
          trp_game_playout_guided (sample, rng, G_MAXUINT, log);
          g_assert_true (trp_game_is_round_over (sample));
          check_conservation (sample);
          replay_log (replay, log, configs[i], hand);
          /* The replay lays out at each meld the ones the first playout
           * left as played; the sample does when they are looked at.
           */
          for (guint seat = 0; seat < trp_game_get_n_seats (game); seat++)
            {
              g_autoptr(JsonNode) a = trp_game_observation (sample, (int) seat);
              g_autoptr(JsonNode) b = trp_game_observation (replay, (int) seat);

              g_assert_true (json_node_equal (a, b));
            }
        }
    }
}

/* B-10: a playout without a log, as search runs it, keeps every card. */
static void
test_conservation (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (configs); i++)
    {
      g_autoptr(TrpGame) game = bt_new_game (configs[i]);
      g_autoptr(TrpRng) rng = trp_rng_new (i);

      for (guint hand = 0; hand < 25; hand++)
        {
          g_assert_true (trp_game_deal_seeded (game, 0, NULL, hand, NULL));
          trp_game_playout_random (game, rng, G_MAXUINT, NULL);
          g_assert_true (trp_game_is_round_over (game));
          check_conservation (game);
        }
    }
}

/* B-17: a playout leaves its melds' cards in the order played, and each
 * meld is laid out as trp_biriba_meld_arrange() would the first time it
 * is looked at (a player's view, a rule that reads the layout).
 */
static void
test_lay_out (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"player_count\": 4}");
  g_autoptr(TrpRng) rng = trp_rng_new (17);
  BirState *s = &TRP_BIRIBA_GAME (game)->s;
  guint unarranged = 0;

  for (guint hand = 0; hand < 20; hand++)
    {
      g_assert_true (trp_game_deal_seeded (game, hand % 4, NULL, 40 + hand, NULL));
      g_assert_cmpuint (s->unarranged, ==, 0);
      trp_game_playout_random (game, rng, G_MAXUINT, NULL);
      unarranged += (guint) __builtin_popcountll (s->unarranged);

      for (guint m = 0; m < s->n_melds; m++)
        {
          TrpCard arranged[TRP_BIRIBA_MELD_MAX];
          const TrpCard *cards;
          guint n;

          memcpy (arranged, s->melds[m].cards, s->melds[m].info.n_cards);
          trp_biriba_meld_arrange (&s->meld_rules, arranged, s->melds[m].info.n_cards);
          cards = trp_biriba_game_get_meld (TRP_BIRIBA_GAME (game), m, &n, NULL);
          g_assert_cmpuint (n, ==, s->melds[m].info.n_cards);
          g_assert_true (memcmp (cards, arranged, n) == 0);
        }
      g_assert_cmpuint (s->unarranged, ==, 0);
    }
  /* Most of a playout's melds were left as played. */
  g_assert_cmpuint (unarranged, >, 100);
}

/* B-9, B-17: the seat view of a computer player reads the game without
 * changing it: get_view() lays out what a playout left as played, and
 * the view's melds are then the laid-out cards, in the state itself.
 */
static void
test_view_lays_out (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"player_count\": 4}");
  g_autoptr(TrpRng) rng = trp_rng_new (23);
  BirState *s = &TRP_BIRIBA_GAME (game)->s;
  guint seen = 0;

  for (guint hand = 0; hand < 10; hand++)
    {
      TrpBiribaView view;
      guint64 left;

      g_assert_true (trp_game_deal_seeded (game, hand % 4, NULL, 60 + hand, NULL));
      trp_game_playout_random (game, rng, 200, NULL);
      left = s->unarranged;
      seen += (guint) __builtin_popcountll (left);

      g_assert_true (trp_biriba_game_get_view (game, 0, &view));
      g_assert_cmpuint (s->unarranged, ==, 0);
      g_assert_cmpuint (view.n_melds, ==, s->n_melds);
      for (guint m = 0; m < view.n_melds; m++)
        {
          TrpCard arranged[TRP_BIRIBA_MELD_MAX];
          guint n;
          int side;
          const TrpCard *cards = trp_biriba_view_get_meld (&view, m, &n, &side);

          g_assert_true (cards == s->melds[m].cards);
          g_assert_cmpuint (n, ==, s->melds[m].info.n_cards);
          g_assert_cmpint (side, ==, s->melds[m].side);
          memcpy (arranged, cards, n);
          trp_biriba_meld_arrange (&s->meld_rules, arranged, n);
          g_assert_true (memcmp (cards, arranged, n) == 0);
        }
    }
  /* Some melds were left as played when the view was taken. */
  g_assert_cmpuint (seen, >, 0);
}

/* A playout cut short by max_moves stops there, with a legal state. */
static void
test_max_moves (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"player_count\": 4}");
  g_autoptr(TrpRng) rng = trp_rng_new (3);

  g_assert_true (trp_game_deal_seeded (game, 0, NULL, 3, NULL));
  g_assert_cmpuint (trp_game_playout_random (game, rng, 5, NULL), ==, 5);
  g_assert_false (trp_game_is_round_over (game));
  check_conservation (game);
}

/* B-32, A-29: with no stalemate limit (the default), a hand whose stock
 * is empty still ends in a random playout, and in a search sample even if
 * every player takes the pile back each turn.
 */
static void
test_stock_empty_ends (void)
{
  g_autoptr(TrpGame) game = bt_new_game ("{\"player_count\": 4}");
  g_autoptr(TrpRng) rng = trp_rng_new (11);
  BirState *s = &TRP_BIRIBA_GAME (game)->s;
  const char *position =
    "{\"current\": 0, \"stock\": [], \"pile\": [\"9C\"],"
    " \"hands\": [[\"KD\", \"4H\"], [\"3S\", \"8D\"], [\"QC\", \"6H\"], [\"JD\", \"5S\"]]}";

  g_assert_cmpint (s->opt.stalemate_limit, ==, 0);
  for (guint i = 0; i < 50; i++)
    {
      g_assert_true (trp_game_deal_seeded (game, 3, NULL, 5, NULL));
      bt_position (game, position);
      s->started_empty = TRUE;
      g_assert_cmpuint (trp_game_playout_random (game, rng, G_MAXUINT, NULL), <, 200);
      g_assert_true (trp_game_is_round_over (game));
    }

  /* Every seat takes the pile and discards: a sample stops it. */
  g_assert_true (trp_game_deal_seeded (game, 3, NULL, 5, NULL));
  bt_position (game, position);
  s->started_empty = TRUE;
  {
    g_autoptr(TrpGame) sample = trp_game_determinize (game, 0, rng);
    guint moves = 0;

    g_assert_cmpint (s->opt.stalemate_limit, ==, 0);
    while (!trp_game_is_round_over (sample))
      {
        g_autoptr(GPtrArray) legal = trp_game_legal_actions (sample);
        TrpAction *chosen = NULL;

        g_assert_cmpuint (++moves, <, 1000);
        for (guint i = 0; i < legal->len && chosen == NULL; i++)
          {
            TrpAction *action = g_ptr_array_index (legal, i);

            if (g_str_equal (action->type, "take_pile") || g_str_equal (action->type, "discard"))
              chosen = action;
          }
        g_assert_nonnull (chosen);
        trp_game_apply (sample, chosen);
      }
    g_assert_cmpint (TRP_BIRIBA_GAME (sample)->s.end, ==, BIR_END_STALEMATE);
  }
}

/* The rule-based player and the guided playout describe their seat to
 * move through the same three functions (#24): the hand's wild cards
 * (B-11: jokers and 2s), and when the hand may end (B-31).
 */
static void
test_position (void)
{
  TrpBiribaPosition pos = { 0, };
  guint8 hand[BIR_N_CODES] = { 0, };

  trp_biriba_position_set_table (&pos, TRP_SUIT_HEARTS, 20, 10, 2, 0, 4);
  g_assert_cmpint (pos.seat, ==, 2);
  g_assert_cmpint (pos.side, ==, 0);
  g_assert_cmpuint (pos.n_seats, ==, 4);

  hand[TRP_CARD_JOKER] = 2;
  hand[TRP_CARD (TRP_SUIT_CLUBS, TRP_RANK_TWO)] = 1;
  hand[TRP_CARD (TRP_SUIT_CLUBS, 3)] = 1;
  trp_biriba_position_set_hand (&pos, hand, 4);
  g_assert_cmpuint (pos.n_wilds, ==, 3);
  g_assert_true (pos.hand == hand);

  /* A full stock, nobody pressing, a partner with many cards: meld on. */
  trp_biriba_position_weigh_end (&pos, FALSE, 40, 11, FALSE);
  g_assert_false (pos.endgame);
  g_assert_false (pos.want_out);
  /* The stock nearly out: two cards a seat. */
  trp_biriba_position_weigh_end (&pos, FALSE, 8, 11, FALSE);
  g_assert_true (pos.endgame);
  g_assert_true (pos.want_out);
  /* An opposing side may go out: the end is near from six cards a seat,
   * or at once for the player's cash-in at five and six seats. */
  trp_biriba_position_weigh_end (&pos, TRUE, 24, 11, FALSE);
  g_assert_true (pos.endgame);
  trp_biriba_position_weigh_end (&pos, TRUE, 25, 11, FALSE);
  g_assert_false (pos.endgame);
  g_assert_true (pos.want_out);
  trp_biriba_position_weigh_end (&pos, TRUE, 25, 11, TRUE);
  g_assert_true (pos.endgame);
}

int
main (int    argc,
      char **argv)
{
  static ReplayCase cases[2 * G_N_ELEMENTS (configs)];

  g_test_init (&argc, &argv, NULL);

  /* What the playout keeps from move to move is checked after each. */
  trp_biriba_playout_self_check = TRUE;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      guint config = i % G_N_ELEMENTS (configs);
      gboolean guided = i >= G_N_ELEMENTS (configs);
      g_autofree char *path = g_strdup_printf ("/biriba/playout/%sreplays/B-34/config-%u",
                                               guided ? "guided/" : "", config);

      cases[i] = (ReplayCase) { configs[config], guided };
      g_test_add_data_func (path, &cases[i], test_replays);
    }
  g_test_add_func ("/biriba/playout/guided/B-31/goes-out", test_guided_goes_out);
  g_test_add_func ("/biriba/playout/guided/B-56/goes-down", test_guided_goes_down);
  g_test_add_func ("/biriba/playout/guided/from-samples", test_guided_from_samples);
  g_test_add_func ("/biriba/playout/conservation/B-10", test_conservation);
  g_test_add_func ("/biriba/playout/B-17/lay-out", test_lay_out);
  g_test_add_func ("/biriba/playout/B-9/view-lays-out", test_view_lays_out);
  g_test_add_func ("/biriba/playout/max-moves", test_max_moves);
  g_test_add_func ("/biriba/playout/guided/position", test_position);
  g_test_add_func ("/biriba/playout/B-32/stock-empty-ends", test_stock_empty_ends);

  return g_test_run ();
}
