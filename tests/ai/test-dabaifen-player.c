/* test-dabaifen-player.c: the rule-based Da Bai Fen player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Blindness (the player and the search see only what their seat may
 * see), legality over many positions, and plays whose right answer is
 * clear (rules/dabaifen.md, rule IDs cited).
 */

#include "config.h"

#include <math.h>

#include "../dabaifen/dabaifen-test-util.h"
#include "ai-test-util.h"

#include "trp-ai.h"
#include "trp-dabaifen-player.h"
#include "trp-search.h"

/* ---- Helpers ------------------------------------------------------------ */

static TrpAction *
choose (TrpGame *game,
        guint64  seed)
{
  g_autoptr(TrpRng) rng = trp_rng_new (seed);
  g_autofree char *reason = NULL;
  TrpAction *action = trp_dabaifen_player_choose (game, rng, &reason);

  g_assert_nonnull (action);
  g_assert_nonnull (reason);
  g_assert_cmpstr (reason, !=, "");
  return action;
}

/* The rule-based player's move, or with @data set the table's hint
 * (trp_ai_hint(): the Hard search), which must find the same clear
 * moves. */
static TrpAction *
choose_or_hint (TrpGame       *game,
                gconstpointer  data)
{
  if (data != NULL)
    return trp_ai_hint (game, 2000, NULL, NULL);
  return choose (game, 1);
}

static void
assert_legal (TrpGame         *game,
              const TrpAction *action)
{
  g_autoptr(GError) error = NULL;

  if (!trp_game_validate (game, action, &error))
    {
      g_autofree char *text = trp_action_to_string (action);

      g_error ("illegal choice %s: %s", text, error->message);
    }
}

static gboolean
is_type (const TrpAction *action,
         const char      *type)
{
  return g_strcmp0 (action->type, type) == 0;
}

static guint64
action_mask (const TrpAction *action)
{
  gboolean bad;

  return dbf_mask_from_cards (action->cards, action->n_cards, &bad);
}

static JsonObject *
pack_deal (const TrpCard *pack,
           guint64        redeal_seed)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "pack");
  json_builder_begin_array (builder);
  for (guint i = 0; i < DBF_N_CARDS; i++)
    json_builder_add_string_value (builder, trp_card_to_code (pack[i]));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "redeal_seed");
  json_builder_add_int_value (builder, (gint64) (redeal_seed >> 2));
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  return json_object_ref (json_node_get_object (root));
}

static TrpGame *
game_from_pack (const TrpCard *pack,
                guint64        redeal_seed,
                int            starter,
                gboolean       later)
{
  TrpGame *game = new_game (NULL);
  g_autoptr(JsonObject) deal = pack_deal (pack, redeal_seed);
  g_autoptr(JsonObject) carry = later ? later_carry (5, 7, starter % 2, starter) : NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (trp_game_deal_explicit (game, starter, carry, deal, &error));
  g_assert_no_error (error);
  return game;
}

static char *
observation_text (TrpGame *game,
                  int      seat)
{
  g_autoptr(JsonNode) node = trp_game_observation (game, seat);

  return json_to_string (node, FALSE);
}

/* ---- Blindness ---------------------------------------------------------- */

/* Where @index sits, if @observer cannot see it: 1 hidden, 0 seen. Cards
 * whose place the observer knows (its own, the exposed card, turned kitty
 * cards, played cards) are never hidden.
 */
static gboolean
hidden_from (const DbfState *s,
             int             observer,
             guint           index,
             guint           position)
{
  guint64 bit = DBF_BIT (index);

  if (s->exposer >= 0 && bit == DBF_BIT (dbf_card_index (s->exposed_card)))
    return FALSE;
  if ((s->kitty_public & bit) != 0 || (s->played & bit) != 0)
    return FALSE;
  if ((s->hands[observer] & bit) != 0)
    return FALSE;

  switch (s->phase)
    {
    case DBF_PHASE_DRAW:
      return position >= s->n_drawn || (s->starter + position) % DBF_N_SEATS != (guint) observer;
    case DBF_PHASE_REDEAL:
      return position < DBF_DRAWN || position >= DBF_DRAWN + (guint) s->n_turned;
    case DBF_PHASE_BURY:
    case DBF_PHASE_PLAY:
      if ((s->buried & bit) != 0)
        return observer != s->leader;
      return TRUE;
    case DBF_PHASE_NONE:
    case DBF_PHASE_OVER:
    default:
      return FALSE;
    }
}

/* Two hidden cards can trade places without changing anything the
 * observer has seen: same rank-R status (the exposure windows, D-17),
 * and once T is fixed the same effective suit (following and voids, D-32,
 * and the redeal poll, D-25); during the draw no joker or rank-R card.
 */
static gboolean
exchangeable (const DbfState *s,
              guint           a,
              guint           b)
{
  gboolean ra = (s->rank_r_mask & DBF_BIT (a)) != 0;
  gboolean rb = (s->rank_r_mask & DBF_BIT (b)) != 0;

  if (a == b || ra != rb)
    return FALSE;
  if (s->trump_suit == TRP_SUIT_NONE || s->phase == DBF_PHASE_DRAW)
    return !ra && a < 52 && b < 52 && a / 13 == b / 13;
  return s->eff_suit[a] == s->eff_suit[b];
}

static TrpAction *
map_action (const TrpAction *action,
            TrpCard          x,
            TrpCard          y)
{
  TrpAction *copy = trp_action_copy (action);

  for (guint i = 0; i < copy->n_cards; i++)
    {
      if (copy->cards[i] == x)
        copy->cards[i] = y;
      else if (copy->cards[i] == y)
        copy->cards[i] = x;
    }
  return copy;
}

typedef enum
{
  CHECK_PLAYER,
  CHECK_SEARCH,
} CheckKind;

static TrpAction *
decide (TrpGame   *game,
        CheckKind  kind,
        guint64    seed)
{
  if (kind == CHECK_PLAYER)
    {
      g_autoptr(TrpRng) rng = trp_rng_new (seed);

      return trp_dabaifen_player_choose (game, rng, NULL);
    }
  else
    {
      TrpSearchParams params;

      trp_search_params_init (&params);
      params.iterations = 200;
      params.seed = seed;
      params.rollout_policy = trp_dabaifen_policy;
      return trp_search_choose (game, &params, NULL, NULL);
    }
}

/* Plays random legal hands; at chosen decisions, builds a twin game in
 * which two cards hidden from the seat to move trade places in the pack
 * (so in the hands, the stock, the kitty or the buried cards), replays
 * the same moves, checks that the seat's observation is the same, and
 * that the choice is the same for the same seed.
 */
static guint
check_blindness (CheckKind kind,
                 guint     n_hands,
                 guint     every)
{
  guint compared = 0;

  for (guint h = 0; h < n_hands; h++)
    {
      g_autoptr(TrpRng) rng = trp_rng_new (1000 + h);
      g_autoptr(TrpGame) seeded = new_game (NULL);
      g_autoptr(TrpGame) game = NULL;
      g_autoptr(JsonObject) carry = NULL;
      g_autoptr(GPtrArray) history = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_action_free);
      TrpCard pack[DBF_N_CARDS];
      int starter = h % DBF_N_SEATS;
      gboolean later = h % 2 == 1;
      guint64 redeal_seed;
      guint step = 0;

      if (later)
        carry = later_carry (5, 7, starter % 2, starter);
      g_assert_true (trp_game_deal_seeded (seeded, starter, carry, trp_rng_next (rng), NULL));
      memcpy (pack, state (seeded)->pack, DBF_N_CARDS);
      redeal_seed = trp_rng_next (rng);
      game = game_from_pack (pack, redeal_seed, starter, later);

      while (!trp_game_is_round_over (game) && state (game)->n_redeals == 0)
        {
          const DbfState *s = state (game);
          int seat = trp_game_get_current_seat (game);
          g_autoptr(TrpAction) move = NULL;

          if (step++ % every == 0)
            {
              guint8 candidates[DBF_N_CARDS];
              guint n_candidates = 0;
              guint position[DBF_N_CARDS];

              for (guint p = 0; p < DBF_N_CARDS; p++)
                position[dbf_card_index (pack[p])] = p;
              for (guint i = 0; i < DBF_N_CARDS; i++)
                if (hidden_from (s, seat, i, position[i]))
                  candidates[n_candidates++] = (guint8) i;

              for (guint tries = 0; tries < 40 && n_candidates >= 2; tries++)
                {
                  guint a = candidates[trp_rng_uniform (rng, n_candidates)];
                  guint b = candidates[trp_rng_uniform (rng, n_candidates)];
                  TrpCard x = dbf_index_card (a), y = dbf_index_card (b);
                  TrpCard twin_pack[DBF_N_CARDS];
                  g_autoptr(TrpGame) twin = NULL;
                  g_autofree char *seen = NULL;
                  g_autofree char *twin_seen = NULL;
                  g_autoptr(TrpAction) mine = NULL;
                  g_autoptr(TrpAction) theirs = NULL;
                  guint64 seed = trp_rng_next (rng);

                  if (!exchangeable (s, a, b))
                    continue;

                  memcpy (twin_pack, pack, DBF_N_CARDS);
                  twin_pack[position[a]] = y;
                  twin_pack[position[b]] = x;
                  twin = game_from_pack (twin_pack, redeal_seed, starter, later);
                  for (guint k = 0; k < history->len; k++)
                    {
                      g_autoptr(TrpAction) mapped = map_action (g_ptr_array_index (history, k), x, y);

                      assert_legal (twin, mapped);
                      trp_game_apply (twin, mapped);
                    }

                  /* The two games really look the same from this seat. */
                  g_assert_cmpint (trp_game_get_current_seat (twin), ==, seat);
                  g_assert_false (trp_dabaifen_game_state_equal (TRP_DABAIFEN_GAME (game),
                                                                 TRP_DABAIFEN_GAME (twin)));
                  seen = observation_text (game, seat);
                  twin_seen = observation_text (twin, seat);
                  g_assert_cmpstr (seen, ==, twin_seen);

                  mine = decide (game, kind, seed);
                  theirs = decide (twin, kind, seed);
                  g_assert_nonnull (mine);
                  g_assert_nonnull (theirs);
                  if (!trp_action_equal (mine, theirs))
                    {
                      g_autofree char *m = trp_action_to_string (mine);
                      g_autofree char *t = trp_action_to_string (theirs);

                      g_error ("seat %d chose %s, but %s once %s and %s traded places",
                               seat, m, t, trp_card_to_code (x), trp_card_to_code (y));
                    }
                  compared++;
                  break;
                }
            }

          move = trp_policy_random (game, rng, NULL);
          g_ptr_array_add (history, trp_action_copy (move));
          trp_game_apply (game, move);
        }
    }

  return compared;
}

static void
test_blindness_player (void)
{
  guint compared = check_blindness (CHECK_PLAYER, 80, 1);

  g_test_message ("%u positions compared", compared);
  g_assert_cmpuint (compared, >, 800);
}

static void
test_blindness_search (void)
{
  guint compared = check_blindness (CHECK_SEARCH, 16, 7);

  g_test_message ("%u positions compared", compared);
  g_assert_cmpuint (compared, >, 20);
}

/* ---- Legality ----------------------------------------------------------- */

/* Every choice validates, in positions reached by random moves and by the
 * player itself, under every option; its throws are always sound (D-30),
 * so a hand never ends by its failed throw (D-31).
 */
static void
test_always_legal (void)
{
  const char *options[] = {
    NULL,
    "{\"kitty_exposed\": true}",
    "{\"failed_throw_policy\": \"reject\"}",
    "{\"start_level\": 14}",
  };
  guint decisions = 0, throws = 0;

  for (guint h = 0; h < 160; h++)
    {
      g_autoptr(TrpGame) game = new_game (options[h % G_N_ELEMENTS (options)]);
      g_autoptr(TrpRng) rng = trp_rng_new (h);
      int starter = h % DBF_N_SEATS;
      g_autoptr(JsonObject) carry = h % 3 == 1 && h % 4 != 3 ? later_carry (9, 4, starter % 2, starter) : NULL;
      guint random_rate = h % 3;    /* none, one move in two, one in three */

      g_assert_true (trp_game_deal_seeded (game, starter, carry, 77 + h, NULL));
      while (!trp_game_is_round_over (game))
        {
          g_autoptr(TrpAction) action = choose (game, trp_rng_next (rng));
          gboolean throw = is_type (action, "play") && action->n_cards >= 2 &&
                           state (game)->n_in_trick == 0;

          assert_legal (game, action);
          decisions++;
          if (throw)
            {
              g_assert_true (dbf_throw_is_sound (state (game), action->seat, action_mask (action), NULL, NULL));
              throws++;
            }

          if (random_rate > 0 && trp_rng_uniform (rng, random_rate + 1) == 0)
            {
              g_autoptr(TrpAction) other = trp_policy_random (game, rng, NULL);

              trp_game_apply (game, other);
            }
          else
            {
              trp_game_apply (game, action);
              g_assert_false (state (game)->failed && state (game)->failed_seat == action->seat && throw);
            }
        }
    }

  g_test_message ("%u decisions, %u throws", decisions, throws);
  g_assert_cmpuint (throws, >, 50);
}

/* ---- Clear plays -------------------------------------------------------- */

/* D-33, D-35: the last seat, void in the led suit, trumps a trick that
 * holds 15 points won by an opponent.
 */
static void
test_trumps_point_trick (gconstpointer data)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(TrpAction) action = NULL;

  setup_play (game, 0,
              "KH 4H 7H 8H 9H 2D 3D 4D 7D 8D 9D 10D",
              "5H 3H 2C 3C 4C 7C 8C 9C JC QC KC AC",
              "6S 2H JH QH AH 5D JD QD KD AD 10C 5C",
              "2S 3S 4S 7S 8S 9S 10S JS QS KS AS 6H",
              "5S 6D 6C 10H RJ BJ", "6S", NULL);
  ai_test_play_trick (game, "KH 5H 2H");

  action = choose_or_hint (game, data);
  assert_legal (game, action);
  g_assert_cmpuint (action->n_cards, ==, 1);
  g_assert_cmpuint (state (game)->eff_suit[dbf_card_index (action->cards[0])], ==, DBF_TRUMP);
  trp_game_apply (game, action);
  g_assert_cmpint (state (game)->tricks[0].winner, ==, 3);
}

/* D-33, D-35: spades trumps; seat 0 leads a low heart, seat 1 holds the
 * ace, seat 3 the king, three and five; @trick is what is played of it.
 */
static void
setup_partner_ace (TrpGame    *game,
                   const char *trick)
{
  setup_play (game, 0,
              "4H 7H 8H 2D 3D 4D 7D 8D 9D 10D 2C 3C",
              "AH 9H 4C 7C 8C 9C JC QC KC AC 5C 10C",
              "2H JH QH 6S 5D JD QD KD AD 6D 6C 6H",
              "KH 3H 5H 2S 3S 4S 7S 8S 9S 10S JS QS",
              "KS AS 5S 10H RJ BJ", "6S", NULL);
  ai_test_play_trick (game, trick);
}

/* D-35: the last seat gives its king to the partner whose ace wins. */
static void
test_gives_points_to_partner (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(TrpAction) action = NULL;

  setup_partner_ace (game, "4H AH 2H");

  action = choose (game, 1);
  assert_legal (game, action);
  g_assert_cmpuint (action->n_cards, ==, 1);
  g_assert_cmpstr (trp_card_to_code (action->cards[0]), ==, "KH");
}

/* D-32, D-35: following an opponent's trick it cannot win, a seat keeps
 * its points and plays its lowest card of the suit.
 */
static void
test_keeps_points_from_opponents (gconstpointer data)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(TrpAction) action = NULL;

  setup_partner_ace (game, "4H AH");

  /* Seat 2 cannot beat the ace: it plays its lowest heart, no points. */
  action = choose_or_hint (game, data);
  assert_legal (game, action);
  g_assert_cmpstr (trp_card_to_code (action->cards[0]), ==, "2H");
}

/* D-29, D-30, D-34: a leader holding the top hearts throws them, and the
 * throw is sound.
 */
static void
test_throws_top_cards (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(TrpAction) action = NULL;
  guint64 cards;

  setup_play (game, 0,
              "AH KH QH 2D 3D 4D 7D 8D 9D 10D 2C 3C",
              "JH 9H 4C 7C 8C 9C JC QC KC AC 5C 10C",
              "2H 4H 7H 6S 5D JD QD KD AD 6D 6C 6H",
              "8H 3H 5H 2S 3S 4S 7S 8S 9S 10S JS QS",
              "KS AS 5S 10H RJ BJ", "6S", NULL);

  action = choose (game, 1);
  assert_legal (game, action);
  cards = action_mask (action);
  g_assert_cmpuint (action->n_cards, >=, 2);
  g_assert_true ((cards & mask_of ("AH KH QH")) == mask_of ("AH KH QH"));
  g_assert_true (dbf_throw_is_sound (state (game), 0, cards, NULL, NULL));
}

/* D-30, D-31: with the king of hearts in another hand, the ace and queen
 * are never thrown together.
 */
static void
test_no_unsound_throw (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(TrpAction) action = NULL;

  setup_play (game, 0,
              "AH QH JH 9H 7D 8D 9D 10D 2C 3C 4C 7C",
              "KH 2H 8C 9C JC QC KC AC 5C 10C 2D 3D",
              "3H 4H 7H 6S 5D JD QD KD AD 6D 6C 6H",
              "8H 4D 5H 2S 3S 4S 7S 8S 9S 10S JS QS",
              "KS AS 5S 10H RJ BJ", "6S", NULL);

  action = choose (game, 1);
  assert_legal (game, action);
  if (action->n_cards >= 2)
    g_assert_true (dbf_throw_is_sound (state (game), 0, action_mask (action), NULL, NULL));
  trp_game_apply (game, action);
  g_assert_false (state (game)->failed);
}

/* D-27, D-37: with plenty of low plain cards the leader buries neither a
 * trump nor a five, ten or king, all six at once.
 */
static void
test_buries_safely (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(JsonObject) carry = later_carry (6, 6, 0, 0);
  g_autoptr(TrpAction) action = NULL;
  guint64 buried;

  deal_hands (game, 0, carry,
              "6S 2H 3H 4H KH 2D 3D 4D 10D 2C 3C 5C",
              "7H 8H 9H 10H 7D 8D 9D JD QD KD 4C 7C",
              "2S 3S 4S 5S 7S 8S 9S 10S JS QS KS AS",
              "JH QH AH 5D AD 8C 9C JC QC KC AC 6H",
              "5H 6D 6C 10C RJ BJ");
  drive_draw (game, "6S");
  pass_redeal (game);
  g_assert_cmpint (state (game)->phase, ==, DBF_PHASE_BURY);

  action = choose (game, 1);
  assert_legal (game, action);
  g_assert_true (is_type (action, "bury"));
  g_assert_cmpuint (action->n_cards, ==, 6);
  buried = action_mask (action);
  g_assert_cmpint (dbf_mask_points (buried), ==, 0);
  g_assert_true ((buried & state (game)->eff_mask[DBF_TRUMP]) == 0);
  trp_game_apply (game, action);
  g_assert_cmpint (state (game)->phase, ==, DBF_PHASE_PLAY);
}

/* D-25: a seat without a single trump claims a redeal. */
static void
test_claims_redeal (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(JsonObject) carry = later_carry (6, 6, 0, 0);
  g_autoptr(TrpAction) action = NULL;

  deal_hands (game, 0, carry,
              "6S 2S 3S 4S 5S 7S 8S 9S 10S JS QS KS",
              "2H 3H 4H 5H 7H 8H 2D 3D 4D 5D 7D 8D",
              "AS 9H 10H JH QH KH AH 9D 10D JD QD KD",
              "AD 2C 3C 4C 5C 7C 8C 9C 10C JC QC KC",
              "AC 6H 6D 6C RJ BJ");
  drive_draw (game, "6S");
  g_assert_cmpint (state (game)->phase, ==, DBF_PHASE_REDEAL);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 1);

  action = choose (game, 1);
  assert_legal (game, action);
  g_assert_true (is_type (action, "claim_redeal"));
}

/* D-16, D-17: in a later hand a seat waits with a lone card of the trump
 * rank early in the draw, and shows it once its suit is long.
 */
static void
test_exposure_timing (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(JsonObject) carry = later_carry (6, 6, 0, 0);
  gboolean waited = FALSE;

  /* Seat 0 draws 6C first, then clubs. */
  deal_hands (game, 0, carry,
              "6C 2D AC KC QC JC 10C 9C 8C 7C 5C 4C",
              "2S 3S 4S 5S 7S 8S 9S 10S JS QS KS AS",
              "2H 3H 4H 5H 7H 8H 9H 10H JH QH KH AH",
              "3D 4D 5D 7D 8D 9D 10D JD QD KD AD 2C",
              "3C 6S 6H 6D RJ BJ");
  while (state (game)->phase == DBF_PHASE_DRAW)
    {
      int seat = trp_game_get_current_seat (game);
      g_autoptr(TrpAction) action = choose (game, 1);

      g_assert_cmpint (seat, ==, 0);
      assert_legal (game, action);
      if (is_type (action, "pass"))
        {
          /* Early on, with too few clubs. */
          g_assert_cmpuint (dbf_popcount (state (game)->hands[0]), <=, 5);
          waited = TRUE;
        }
      else
        {
          g_assert_true (is_type (action, "expose"));
          g_assert_cmpstr (trp_card_to_code (action->cards[0]), ==, "6C");
        }
      trp_game_apply (game, action);
    }
  g_assert_true (waited);
  g_assert_cmpint (state (game)->exposer, ==, 0);
  g_assert_cmpint (state (game)->trump_suit, ==, TRP_SUIT_CLUBS);
}

/* D-17, D-23: in the first hand the exposer declares, so a seat holding a
 * two with jokers and its suit shows it when asked.
 */
static void
test_exposes_to_declare (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(TrpAction) action = NULL;

  deal_hands (game, 1,  NULL,
              "3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS",
              "RJ 2H AH KH BJ QH JH 10H 9H 8H 7H 6H",
              "3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD",
              "3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC",
              "2S 2D 2C 5H 4H 3H");
  g_assert_cmpint (state (game)->phase, ==, DBF_PHASE_DRAW);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 1);

  action = choose (game, 1);
  assert_legal (game, action);
  g_assert_true (is_type (action, "expose"));
  trp_game_apply (game, action);
  g_assert_cmpint (state (game)->leader, ==, 1);
  g_assert_cmpint (state (game)->declarers, ==, 1);
}

/* The hard level's reward: in [0, 1], the two teams' rewards add up to 1,
 * and a team that gained levels scores above one that did not. */
static void
test_search_reward (void)
{
  TrpSearchParams params;
  guint gained = 0;

  trp_ai_search_params_init (&params, "dabaifen");
  g_assert_nonnull (params.reward);
  g_assert_cmpfloat (params.overrule_z, >, 0);

  for (guint h = 0; h < 40; h++)
    {
      g_autoptr(TrpGame) game = new_game (NULL);
      g_autoptr(TrpRng) rng = trp_rng_new (h);
      g_autoptr(TrpRoundResult) result = NULL;
      double rewards[2];

      g_assert_true (trp_game_deal_seeded (game, h % DBF_N_SEATS, NULL, 500 + h, NULL));
      g_assert_true (trp_playout (game, rng, trp_dabaifen_policy, NULL, 10000));
      result = trp_game_round_result (game);

      for (int seat = 0; seat < 2; seat++)
        {
          rewards[seat] = params.reward (game, seat);
          g_assert_cmpfloat (rewards[seat], >=, 0.0);
          g_assert_cmpfloat (rewards[seat], <=, 1.0);
        }
      g_assert_cmpfloat (fabs (rewards[0] + rewards[1] - 1.0), <, 1e-9);

      for (guint team = 0; team < 2; team++)
        if (trp_round_result_get_total (result, team) > 0)
          {
            int seat = trp_game_get_scoring_unit (game, 0) == team ? 0 : 1;

            g_assert_cmpfloat (rewards[seat], >, 0.5);
            gained++;
          }
    }

  g_assert_cmpuint (gained, >, 0);
}

/* ---- Why the hint overrules the rule-based player (#34) ----------------- */

static char *
contrast (TrpGame    *game,
          const char *move,
          const char *usual)
{
  return ai_test_contrast_plays (game, trp_dabaifen_player_contrast, move, usual);
}

/* D-33, D-37: the last seat, void in hearts, may trump a trick of 15
 * points (KH 5H 2H) won by an opponent, or throw a diamond. */
static void
setup_trump_or_not (TrpGame *game)
{
  setup_play (game, 0,
              "KH 4H 7H 8H 9H 2S 3S 4D 7D 8D 9D 10D",
              "5H 3H 2C 3C 4C 7C 8C 9C JC QC KC AC",
              "6S 2H JH QH AH 5D JD QD KD AD 10C 5C",
              "2D 3D 4S 7S 8S 9S 10S JS QS KS AS 6H",
              "5S 6D 6C 10H RJ BJ", "6S", NULL);
  ai_test_play_trick (game, "KH 5H 2H");
}

static void
test_contrast_trumps (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autofree char *trumps_in = NULL;
  g_autofree char *saves = NULL;
  g_autofree char *same = NULL;

  setup_trump_or_not (game);
  trumps_in = contrast (game, "4S", "2D");
  g_assert_cmpstr (trumps_in, ==, "Trumps in: the trick holds 15 points [D-33]");
  saves = contrast (game, "2D", "4S");
  g_assert_cmpstr (saves, ==, "Saves the trump for the last trick: this one holds 15 points [D-37]");
  /* Two low diamonds: nothing to tell apart. */
  same = contrast (game, "2D", "2D");
  g_assert_null (same);
}

/* D-4, D-35: the partner's ace of hearts wins; the king is 10 points,
 * the five 5, the three none. */
static void
test_contrast_partner (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autofree char *low = NULL;
  g_autofree char *gives = NULL;
  g_autofree char *gives_five = NULL;

  setup_partner_ace (game, "4H AH 2H");

  low = contrast (game, "3H", "KH");
  g_assert_cmpstr (low, ==, "Plays low: your partner already wins the trick; keeps 10 points in hand");
  gives = contrast (game, "KH", "3H");
  g_assert_cmpstr (gives, ==, "Gives 10 points to the trick your partner wins");
  gives_five = contrast (game, "5H", "3H");
  g_assert_cmpstr (gives_five, ==, "Gives 5 points to the trick your partner wins");
}

/* D-49: the reason reads the seat's view only. The same trick with the
 * opponents' hidden cards swapped (the cards of seats 0 and 2 bar the
 * ones they played) gives seat 3 the same reasons for every pair of its
 * cards. */
static void
test_contrast_blind (void)
{
  const char *hands[2][4] = {
    { "KH 4H 7H 8H 9H 2S 3S 4D 7D 8D 9D 10D",
      "5H 3H 2C 3C 4C 7C 8C 9C JC QC KC AC",
      "6S 2H JH QH AH 5D JD QD KD AD 10C 5C",
      "2D 3D 4S 7S 8S 9S 10S JS QS KS AS 6H" },
    { "KH 6S JH QH AH 5D JD QD KD AD 10C 5C",
      "5H 3H 2C 3C 4C 7C 8C 9C JC QC KC AC",
      "2H 4H 7H 8H 9H 2S 3S 4D 7D 8D 9D 10D",
      "2D 3D 4S 7S 8S 9S 10S JS QS KS AS 6H" },
  };
  const char *mine[] = { "2D", "3D", "4S", "7S", "10S", "KS", "AS", "6H" };
  g_autoptr(TrpGame) a = new_game (NULL);
  g_autoptr(TrpGame) b = new_game (NULL);
  guint said = 0;

  setup_play (a, 0, hands[0][0], hands[0][1], hands[0][2], hands[0][3],
              "5S 6D 6C 10H RJ BJ", "6S", "5S 6D 6C 10H RJ BJ");
  setup_play (b, 0, hands[1][0], hands[1][1], hands[1][2], hands[1][3],
              "5S 6D 6C 10H RJ BJ", "6S", "5S 6D 6C 10H RJ BJ");
  ai_test_play_trick (a, "KH 5H 2H");
  ai_test_play_trick (b, "KH 5H 2H");
  for (guint i = 0; i < G_N_ELEMENTS (mine); i++)
    for (guint j = 0; j < G_N_ELEMENTS (mine); j++)
      {
        g_autofree char *in_a = contrast (a, mine[i], mine[j]);
        g_autofree char *in_b = contrast (b, mine[i], mine[j]);

        g_assert_cmpstr (in_a, ==, in_b);
        said += in_a != NULL;
      }
  g_assert_cmpuint (said, >, 10);
}

/* D-35, D-4: the table's hint where the search overrules the rule-based
 * player: the partner's ace of hearts wins; Normal gives it the king, the
 * search (2,000 playouts) the five, and the hint says the king's 10
 * points stay in hand. */
static void
test_hint_overrules_with_reason (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(TrpAction) usual = NULL;
  g_autoptr(TrpAction) hint = NULL;
  g_autofree char *reason = NULL;

  setup_partner_ace (game, "4H AH 2H");

  usual = choose (game, 1);
  g_assert_cmpstr (trp_card_to_code (usual->cards[0]), ==, "KH");
  hint = trp_ai_hint_full (game, 0, 2000, NULL, &reason);
  g_assert_cmpstr (trp_card_to_code (hint->cards[0]), ==, "5H");
  g_assert_true (g_str_has_prefix (reason, "Plays low: your partner already wins the trick; keeps 10 points in hand (better in "));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/dabaifen-player/hint/D-33/contrast-trumps", test_contrast_trumps);
  g_test_add_func ("/dabaifen-player/hint/D-35/contrast-partner", test_contrast_partner);
  g_test_add_func ("/dabaifen-player/hint/D-49/contrast-blind", test_contrast_blind);
  g_test_add_func ("/dabaifen-player/hint/D-35/overrules-with-reason", test_hint_overrules_with_reason);
  g_test_add_func ("/dabaifen-player/blindness/player", test_blindness_player);
  g_test_add_func ("/dabaifen-player/blindness/search", test_blindness_search);
  g_test_add_func ("/dabaifen-player/legal", test_always_legal);
  g_test_add_func ("/dabaifen-player/search-reward", test_search_reward);
  g_test_add_data_func ("/dabaifen-player/play/trump-point-trick", NULL, test_trumps_point_trick);
  g_test_add_func ("/dabaifen-player/play/give-points", test_gives_points_to_partner);
  g_test_add_data_func ("/dabaifen-player/play/keep-points", NULL, test_keeps_points_from_opponents);
  /* The table's hint finds the same moves; on give-points it gives the
   * 5 rather than the king, which, now the top heart, may win a trick of
   * its own: no clear case. */
  g_test_add_data_func ("/dabaifen-player/hint/D-33/trump-point-trick", "hint", test_trumps_point_trick);
  g_test_add_data_func ("/dabaifen-player/hint/D-32/keep-points", "hint", test_keeps_points_from_opponents);
  g_test_add_func ("/dabaifen-player/play/throw-top", test_throws_top_cards);
  g_test_add_func ("/dabaifen-player/play/no-unsound-throw", test_no_unsound_throw);
  g_test_add_func ("/dabaifen-player/bury", test_buries_safely);
  g_test_add_func ("/dabaifen-player/redeal", test_claims_redeal);
  g_test_add_func ("/dabaifen-player/expose/timing", test_exposure_timing);
  g_test_add_func ("/dabaifen-player/expose/first-hand", test_exposes_to_declare);

  return g_test_run ();
}
