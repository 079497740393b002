/* test-moves.c: the move descriptions of every rule set agree with the
 * rules (#40)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Over seeded random rounds of every game and rule set, at every step:
 * each legal action is one described move (or, where melds are staged,
 * a run of staging moves and a go-down), which trp_game_build_move()
 * turns back into that action; every move not available says why, with
 * a rule ID; a hint is one move whose cards are bound. And the cost of
 * describing a mid-game Biriba turn.
 */

#include "config.h"

#include "trp-ai.h"
#include "rule-set-game.h"

typedef struct
{
  const char *name;
  const char *game_id;
  guint       n_players;
  const char *rules_json;
  guint       n_rounds;
} Config;

static const Config configs[] = {
  { "biriba-2", "biriba", 2, NULL, 4 },
  { "biriba-3", "biriba", 3, NULL, 4 },
  { "biriba-3-no-teams", "biriba", 3, "{\"three_player_mode\": \"no_teams\"}", 3 },
  { "biriba-4", "biriba", 4, NULL, 6 },
  { "biriba-4-greek-2005", "biriba", 4, "{\"runs_only\": true, \"pile_pickup_restriction\": "
    "\"must_meld_from_pile\", \"stock_exhaustion_rule\": \"end_when_empty\"}", 4 },
  { "biriba-4-minimum", "biriba", 4, "{\"initial_meld_minimum\": \"fa_5000_c\"}", 4 },
  { "biriba-5-strict", "biriba", 5, "{\"solo_first_biribaki_needs_biriba\": true}", 3 },
  { "biriba-6", "biriba", 6, NULL, 3 },
  { "dabaifen", "dabaifen", 4, NULL, 40 },
  { "dabaifen-reject", "dabaifen", 4, "{\"failed_throw_policy\": \"reject\"}", 20 },
  { "marianna", "marianna", 4, NULL, 40 },
  { "cinquecento", "cinquecento", 4, NULL, 40 },
  { "briscola-151", "briscola_151", 2, NULL, 40 },
  { "mariaccio", "mariaccio", 2, NULL, 40 },
};

/* How many actions of several melds were staged one at a time. */
static guint n_multi_meld;

static void
assert_move_well_formed (const TrpMove *move)
{
  g_assert_nonnull (trp_move_get_id (move));
  g_assert_nonnull (trp_move_get_label (move));
  g_assert_cmpstr (trp_move_get_label (move), !=, "");
  if (!trp_move_is_available (move))
    {
      g_assert_nonnull (trp_move_get_reason (move));
      if (trp_move_get_rule_id (move) == NULL)
        /* Only the staging's own advice may go without a rule. */
        g_assert_cmpstr (trp_move_get_id (move), ==, "discard");
    }
  else
    g_assert_null (trp_move_get_reason (move));
  if (trp_move_get_place (move) == TRP_PLACE_MELD)
    g_assert_cmpint (trp_move_get_place_index (move), >=, 0);
}

/* @action, through the moves that make it: the staging moves one meld at
 * a time, each checked alone, then the go-down; or the one move with its
 * cards bound. The move built is @action again, and it validates. */
static void
assert_action_is_moves (TrpGame         *game,
                        const TrpAction *action)
{
  g_autoptr(GPtrArray) staged = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autoptr(TrpAction) built = NULL;
  g_autoptr(GError) error = NULL;

  for (guint step = 0; step < 70; step++)
    {
      g_autoptr(TrpMove) move = trp_game_move_for_action (game, staged, action);
      g_autofree char *text = trp_action_to_string (action);

      if (move == NULL)
        g_error ("no move describes %s", text);
      if (trp_move_is_staging (move))
        {
          guint n;
          const TrpCard *cards;
          GArray *group;

          /* One meld at a time, never two as one selection. */
          g_assert_cmpuint (trp_move_get_n_groups (move), ==, 1);
          cards = trp_move_get_group (move, 0, &n);
          if (!trp_game_check_staged_meld (game, action->seat, staged, cards, n, &error))
            g_error ("staging a meld of %s refused: %s", text, error->message);
          group = g_array_new (FALSE, FALSE, sizeof (TrpCard));
          g_array_append_vals (group, cards, n);
          g_ptr_array_add (staged, group);
          continue;
        }

      n_multi_meld += staged->len > 1;
      built = trp_game_build_move (game, move, NULL, &error);
      if (built == NULL)
        g_error ("%s, as move %s, refused: %s", text, trp_move_get_id (move), error->message);
      if (!trp_action_equal (built, action))
        {
          g_autofree char *other = trp_action_to_string (built);

          g_error ("%s came back as %s", text, other);
        }
      return;
    }
  g_assert_not_reached ();
}

static void
check_step (TrpGame *game,
            TrpRng  *rng)
{
  int seat = trp_game_get_current_seat (game);
  g_autoptr(GPtrArray) moves = trp_game_describe_moves (game, seat);
  g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  guint n_available = 0;

  for (guint other = 0; other < trp_game_get_n_seats (game); other++)
    if ((int) other != seat)
      {
        g_autoptr(GPtrArray) none = trp_game_describe_moves (game, other);

        g_assert_cmpuint (none->len, ==, 0);
      }

  for (guint i = 0; i < moves->len; i++)
    {
      TrpMove *move = g_ptr_array_index (moves, i);

      assert_move_well_formed (move);
      g_assert_true (g_hash_table_add (ids, (gpointer) trp_move_get_id (move)));
      n_available += trp_move_is_available (move);
      /* A move with its cards complete builds as it is. */
      if (trp_move_is_available (move) && !trp_move_is_staging (move) &&
          (trp_move_get_cards_mode (move) == TRP_MOVE_CARDS_NONE ||
           trp_move_get_cards_mode (move) == TRP_MOVE_CARDS_FIXED))
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(TrpAction) built = trp_game_build_move (game, move, NULL, &error);

          g_assert_no_error (error);
          g_assert_nonnull (built);
        }
    }
  g_assert_cmpuint (n_available, >, 0);

  /* A few of the legal actions, each as its moves. */
  for (guint k = 0; k < MIN (legal->len, 3); k++)
    assert_action_is_moves (game, g_ptr_array_index (legal, trp_rng_uniform (rng, legal->len)));
}

static void
test_config (gconstpointer data)
{
  const Config *config = data;
  g_autoptr(TrpGame) game = rule_set_game_new (config->game_id, config->n_players, config->rules_json);
  g_autoptr(TrpRng) rng = trp_rng_new (g_str_hash (config->name));
  guint steps = 0;

  for (guint round = 0; round < config->n_rounds; round++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (trp_game_deal_seeded (game, round % config->n_players, NULL,
                                           trp_rng_next (rng) >> 11, &error));
      g_assert_no_error (error);
      for (guint move = 0; move < 2000 && !trp_game_is_round_over (game); move++)
        {
          check_step (game, rng);
          trp_game_playout_random (game, rng, 1, NULL);
          steps++;
        }
      g_assert_true (trp_game_is_round_over (game));
      {
        g_autoptr(GPtrArray) over = trp_game_describe_moves (game, 0);

        g_assert_cmpuint (over->len, ==, 0);
      }
    }
  g_test_message ("%s: %u steps, %u go-downs of several melds staged", config->name, steps, n_multi_meld);
  n_multi_meld = 0;
}

/* The hint of the search is one move with its cards bound, which the
 * moves make exactly (#40): a few positions of each game. */
static void
test_hint (gconstpointer data)
{
  const Config *config = data;
  g_autoptr(TrpGame) game = rule_set_game_new (config->game_id, config->n_players, config->rules_json);
  g_autoptr(TrpRng) rng = trp_rng_new (g_str_hash (config->name) + 1);

  for (guint i = 0; i < 4; i++)
    {
      g_autoptr(TrpAction) action = NULL;
      g_autoptr(TrpMove) move = NULL;

      g_assert_true (trp_game_deal_seeded (game, i % config->n_players, NULL, trp_rng_next (rng) >> 11, NULL));
      trp_game_playout_random (game, rng, trp_rng_uniform (rng, 30), NULL);
      if (trp_game_is_round_over (game))
        continue;
      move = trp_ai_hint_move (game, NULL, 30, NULL, NULL, &action);
      g_assert_nonnull (move);
      g_assert_nonnull (action);
      g_assert_true (trp_move_is_available (move));
      /* Its cards are bound, and they are one group: one meld, one card,
       * one play. */
      g_assert_true (trp_move_get_cards_mode (move) == TRP_MOVE_CARDS_NONE ||
                     trp_move_get_cards_mode (move) == TRP_MOVE_CARDS_FIXED);
      if (trp_move_get_cards_mode (move) == TRP_MOVE_CARDS_FIXED && !g_str_equal (trp_move_get_id (move), "go-down"))
        g_assert_cmpuint (trp_move_get_n_groups (move), ==, 1);
      assert_action_is_moves (game, action);
    }
}

/* #40: describing the moves runs on the interface's thread after every
 * move. TRAPOULA_MOVES_BENCH=N times N calls. */
static void
test_speed (void)
{
  g_autoptr(TrpGame) game = rule_set_game_new (configs[3].game_id, configs[3].n_players, configs[3].rules_json);
  g_autoptr(TrpRng) rng = trp_rng_new (7);
  const char *env = g_getenv ("TRAPOULA_MOVES_BENCH");
  guint n_calls = env != NULL ? (guint) g_ascii_strtoull (env, NULL, 10) : 200;
  guint n_positions = 0;
  gint64 total = 0;

  for (guint attempt = 0; attempt < 200 && n_positions < 10; attempt++)
    {
      gint64 start;

      g_assert_true (trp_game_deal_seeded (game, 0, NULL, attempt, NULL));
      /* Mid-game: some melds on the table, in a meld step. */
      trp_game_playout_random (game, rng, 60 + trp_rng_uniform (rng, 40), NULL);
      if (trp_game_is_round_over (game) || g_strcmp0 (trp_game_get_phase (game), "meld") != 0)
        continue;
      n_positions++;
      start = g_get_monotonic_time ();
      for (guint i = 0; i < n_calls; i++)
        {
          g_autoptr(GPtrArray) moves = trp_game_describe_moves (game, trp_game_get_current_seat (game));

          g_assert_cmpuint (moves->len, >, 0);
        }
      total += g_get_monotonic_time () - start;
    }
  g_assert_cmpuint (n_positions, >, 0);
  g_test_message ("describe_moves: %.1f µs per call (Biriba, 4 players, meld step, %u positions × %u calls)",
                  (double) total / (n_positions * n_calls), n_positions, n_calls);
  if (env != NULL)
    g_printerr ("describe_moves: %.1f µs per call (Biriba, 4 players, meld step, %u positions × %u calls)\n",
                (double) total / (n_positions * n_calls), n_positions, n_calls);
}

/* Where an action's cards go, as a table shows them flying, without the
 * game's action types (#40). */
static TrpCard
card (const char *code)
{
  TrpCard card = TRP_CARD_NONE;

  g_assert_true (trp_card_from_code (code, &card, NULL));
  return card;
}

static void
test_motion (void)
{
  g_autoptr(TrpGame) game = rule_set_game_new ("biriba", 4, NULL);
  TrpCard seven = card ("7S");
  g_autoptr(TrpAction) draw = trp_action_new ("draw_stock", 0);
  g_autoptr(TrpAction) take = trp_action_new ("take_pile", 1);
  g_autoptr(TrpAction) discard = trp_action_new_with_cards ("discard", 2, &seven, 1);
  g_autoptr(TrpAction) empty = trp_action_new ("discard", 2);
  g_autoptr(TrpAction) add = trp_action_new_with_cards ("add_to_meld", 3, &seven, 1);
  g_autoptr(TrpAction) pass = trp_action_new ("pass", 0);
  TrpPlace place;
  int index;

  g_assert_cmpint (trp_game_describe_motion (game, draw, &place, &index), ==, TRP_MOTION_TO_HAND);
  g_assert_cmpint (place, ==, TRP_PLACE_STOCK);
  g_assert_cmpint (trp_game_describe_motion (game, take, &place, NULL), ==, TRP_MOTION_TO_HAND);
  g_assert_cmpint (place, ==, TRP_PLACE_PILE);
  g_assert_cmpint (trp_game_describe_motion (game, discard, &place, &index), ==, TRP_MOTION_FROM_HAND);
  g_assert_cmpint (place, ==, TRP_PLACE_PILE);
  g_assert_cmpint (index, ==, -1);
  g_assert_cmpint (trp_game_describe_motion (game, empty, &place, NULL), ==, TRP_MOTION_NONE);
  add->target = 2;
  g_assert_cmpint (trp_game_describe_motion (game, add, &place, &index), ==, TRP_MOTION_FROM_HAND);
  g_assert_cmpint (place, ==, TRP_PLACE_MELD);
  g_assert_cmpint (index, ==, 2);
  g_assert_cmpint (trp_game_describe_motion (game, pass, &place, &index), ==, TRP_MOTION_NONE);
  g_assert_cmpint (place, ==, TRP_PLACE_NONE);
}

/* What a table tells without the game: whether chosen cards fit a move
 * by count and candidates, and what they lack, in words. */
static void
test_fits (void)
{
  TrpCard seven = card ("7S"), eight = card ("8S"), nine = card ("9H");
  TrpCard both[] = { seven, eight };
  TrpCard other[] = { seven, nine };
  g_autoptr(TrpAction) template = trp_action_new ("bury", 0);
  g_autoptr(TrpMove) move = trp_move_new ("bury", "_Bury", template);
  g_autofree char *none = NULL;
  g_autofree char *one = NULL;
  g_autofree char *stranger = NULL;
  g_autofree char *plain = NULL;

  trp_move_set_cards (move, TRP_MOVE_CARDS_EXACTLY, 2);
  trp_move_add_candidate (move, seven);
  trp_move_add_candidate (move, eight);
  g_assert_true (trp_move_takes_cards (move));
  g_assert_true (trp_move_fits_cards (move, both, 2));
  g_assert_false (trp_move_fits_cards (move, both, 1));
  g_assert_false (trp_move_fits_cards (move, other, 2));
  g_assert_true (trp_move_fits_count (move, 2));
  g_assert_null (trp_move_describe_need (move, both, 2));
  one = trp_move_describe_need (move, both, 1);
  g_assert_cmpstr (one, ==, "Select exactly 2 cards");
  stranger = trp_move_describe_need (move, other, 2);
  g_assert_cmpstr (stranger, ==, "Some of the selected cards cannot take part in this move");
  plain = trp_move_dup_plain_label (move);
  g_assert_cmpstr (plain, ==, "Bury");

  trp_move_set_unavailable_text (move, "Not now [D-27]");
  none = trp_move_describe_need (move, both, 2);
  g_assert_cmpstr (none, ==, "Not now [D-27]");
}

static TrpMove *
new_move (const char   *id,
          TrpPlace      place,
          TrpMoveCards  mode,
          guint         n_cards,
          TrpCard       candidate)
{
  g_autoptr(TrpAction) template = trp_action_new (id, 0);
  TrpMove *move = trp_move_new (id, id, template);

  trp_move_set_place (move, place, -1);
  if (n_cards > 0)
    {
      trp_move_set_cards (move, mode, n_cards);
      trp_move_add_candidate (move, candidate);
    }
  return move;
}

/* The queries the table asks of the moves: which move a selection makes,
 * whether only single cards are played, whether only a pass is left. */
static void
test_move_queries (void)
{
  TrpCard seven = card ("7S"), nine = card ("9H");
  g_autoptr(GPtrArray) moves = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_move_unref);
  g_autoptr(GPtrArray) passes = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_move_unref);
  TrpMove *play, *claim;

  play = new_move ("play", TRP_PLACE_TRICK, TRP_MOVE_CARDS_EXACTLY, 1, seven);
  g_ptr_array_add (moves, play);
  g_assert_true (trp_game_moves_are_single_cards (moves));
  g_assert_true (trp_game_moves_take_card (moves, seven));
  g_assert_false (trp_game_moves_take_card (moves, nine));
  g_assert_true (trp_game_find_move_for_cards (moves, &seven, 1) == play);
  /* A card no move takes still finds the move that says why. */
  g_assert_true (trp_game_find_move_for_cards (moves, &nine, 1) == play);
  g_assert_null (trp_game_find_move_taking_to (moves, TRP_PLACE_KITTY));
  g_assert_null (trp_game_find_only_pass (moves));

  g_ptr_array_add (moves, new_move ("bury", TRP_PLACE_KITTY, TRP_MOVE_CARDS_EXACTLY, 6, seven));
  g_assert_false (trp_game_moves_are_single_cards (moves));
  g_assert_cmpstr (trp_move_get_id (trp_game_find_move_taking_to (moves, TRP_PLACE_KITTY)), ==, "bury");
  g_assert_null (trp_game_find_lay_down_move (moves));
  g_ptr_array_add (moves, new_move ("go-down", TRP_PLACE_NEW_MELD, TRP_MOVE_CARDS_NONE, 0, seven));
  g_assert_cmpstr (trp_move_get_id (trp_game_find_lay_down_move (moves)), ==, "go-down");

  /* A pass beside a claim that could only lose is a pass alone (M-65). */
  g_ptr_array_add (passes, new_move ("pass", TRP_PLACE_NONE, TRP_MOVE_CARDS_NONE, 0, seven));
  claim = new_move ("claim", TRP_PLACE_NONE, TRP_MOVE_CARDS_NONE, 0, seven);
  trp_move_set_emphasis (claim, TRP_MOVE_EMPHASIS_DESTRUCTIVE);
  g_ptr_array_add (passes, claim);
  g_assert_cmpstr (trp_move_get_id (trp_game_find_only_pass (passes)), ==, "pass");
  g_ptr_array_add (passes, new_move ("declare", TRP_PLACE_NONE, TRP_MOVE_CARDS_NONE, 0, seven));
  g_assert_null (trp_game_find_only_pass (passes));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (configs); i++)
    {
      g_autofree char *path = g_strdup_printf ("/moves/every-step/%s", configs[i].name);
      g_autofree char *hint = g_strdup_printf ("/moves/hint-is-one-move/%s", configs[i].name);

      g_test_add_data_func (path, &configs[i], test_config);
      g_test_add_data_func (hint, &configs[i], test_hint);
    }
  g_test_add_func ("/moves/speed/biriba", test_speed);
  g_test_add_func ("/moves/motion", test_motion);
  g_test_add_func ("/moves/fits", test_fits);
  g_test_add_func ("/moves/queries", test_move_queries);
  return g_test_run ();
}
