/* marianna-soak.c: random legal hands of a ruleset, with the invariants
 * checked after every action
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TRAPOULA_SOAK_HANDS sets the number of hands per ruleset (default
 * 25000, so 100,000 across the four rule sets). Marianna's hands cycle through option sets so that every option
 * of §6 is played.
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "marianna-test-util.h"
#include "marianna/trp-marianna-private.h"

static guint n_hands = 25000;  /* × 4 rule sets: 100,000 hands */
/* This executable plays hands first_hand .. last_hand - 1 of the ruleset's
 * n_hands (a ruleset whose hands are long is split over two executables).
 */
static guint first_hand;
static guint last_hand;

static const char *marianna_variants[] = {
  NULL,
  "{\"declaration_timing\": \"trick_start\"}",
  "{\"declaration_timing\": \"leader_only\", \"marianna_scoring\": \"seq_20_40_60_80\"}",
  "{\"declaration_timing\": \"any_time\", \"trump_change\": \"first_only\"}",
  "{\"marianna_scoring\": \"first_40_then_20\", \"late_declaration\": true}",
  "{\"covering\": true}",
  "{\"covering\": true, \"declaration_timing\": \"trick_start\", \"trump_change\": \"first_only\"}",
  "{\"mariannino\": false, \"mariannone\": false, \"target_score\": 200}",
};

static const char *cinquecento_variants[] = {
  NULL,
  "{\"covering\": true}",
  "{\"covering\": true, \"late_declaration\": true}",
};

static const char *briscola_variants[] = {
  NULL,
  "{\"ace_swap\": true}",
};

static const char *mariaccio_variants[] = {
  NULL,
  "{\"target_score\": 250}",
};

static void
check_cards (TrpGame *game)
{
  const MState *st = &TRP_MARIANNA_GAME (game)->st;
  guint64 all = 0;
  guint count = 0;

#define ADD(mask) G_STMT_START { guint64 m_ = (mask); g_assert_true ((all & m_) == 0); all |= m_; count += __builtin_popcountll (m_); } G_STMT_END

  for (guint s = 0; s < st->cfg.n_seats; s++)
    {
      ADD (st->hand[s]);
      g_assert_true ((st->exposed[s] & ~st->hand[s]) == 0);
      g_assert_cmpint (__builtin_popcountll (st->hand[s]), <=, 5);
    }
  for (guint i = st->stock_pos; i < st->stock_len; i++)
    ADD (M_BIT (m_card_index (st->stock[i])));
  ADD (st->won[0]);
  ADD (st->won[1]);
  if (st->phase != M_PHASE_OVER)
    for (guint i = 0; i < st->n_played; i++)
      ADD (M_BIT (m_card_index (st->trick[i])));
#undef ADD

  /* A mariannone or a claim abandons the hand (M-23, M-65). */
  if (st->end != M_END_MARIANNONE && st->end != M_END_CLAIM)
    g_assert_cmpuint (count, ==, 40);
  g_assert_cmpint (st->card_points[0], ==, m_mask_points (st->won[0]));
  g_assert_cmpint (st->card_points[1], ==, m_mask_points (st->won[1]));
}

static TrpAction *
random_action (TrpGame *game,
               TrpRng  *rng)
{
  static const char *names[] = { "play", "declare", "pass", "cover_request",
                                 "cover_answer", "swap_indicator", "claim" };
  static const char *types[G_N_ELEMENTS (names)];
  const MState *st = &TRP_MARIANNA_GAME (game)->st;
  guint n = st->cfg.n_seats;
  int seat = trp_rng_uniform (rng, 8) == 0 ? (int) trp_rng_uniform (rng, n) : st->current;
  TrpAction *action;

  if (types[0] == NULL)
    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      types[i] = g_intern_static_string (names[i]);
  action = trp_action_new (types[trp_rng_uniform (rng, G_N_ELEMENTS (types))], seat);

  if (action->type == types[0])
    {
      TrpCard card = m_index_card (trp_rng_uniform (rng, 40));

      trp_action_set_cards (action, &card, 1);
    }
  else if (action->type == types[1])
    {
      action->target = trp_rng_uniform (rng, 5);
      if (action->target == TRP_MARIANNA_DECLARE_MARIANNINO ||
          action->target == TRP_MARIANNA_DECLARE_MARIANNONE)
        {
          TrpCard cards[5];
          guint k = m_mask_to_cards (st->hand[seat], cards);

          trp_action_set_cards (action, cards, k);
        }
      else
        {
          guint suit = trp_rng_uniform (rng, 4);
          TrpCard cards[2] = { TRP_CARD (suit, TRP_RANK_KING), TRP_CARD (suit, TRP_RANK_QUEEN) };

          trp_action_set_cards (action, cards, 2);
        }
    }
  else if (action->type == types[3])
    action->suit = trp_rng_uniform (rng, 4);
  else if (action->type == types[4])
    action->target = trp_rng_uniform (rng, 2);
  else if (action->type == types[5])
    {
      TrpCard ace = TRP_CARD (trp_rng_uniform (rng, 4), TRP_RANK_ACE);

      trp_action_set_cards (action, &ace, 1);
    }
  return action;
}

static gboolean
listed (GPtrArray *legal,
        TrpAction *action)
{
  for (guint i = 0; i < legal->len; i++)
    if (trp_action_equal (g_ptr_array_index (legal, i), action))
      return TRUE;
  return FALSE;
}

static void
check_determinize (TrpGame *game,
                   TrpRng  *rng)
{
  int observer = trp_rng_uniform (rng, trp_game_get_n_seats (game));
  g_autoptr(TrpGame) sample = trp_game_determinize (game, observer, rng);
  g_autoptr(JsonNode) a = trp_game_observation (game, observer);
  g_autoptr(JsonNode) b = trp_game_observation (sample, observer);
  g_autoptr(GPtrArray) legal = NULL;

  g_assert_true (json_node_equal (a, b));
  check_cards (sample);

  /* What a Covering request of this trick reveals still holds (M-46, M-47). */
  {
    const MState *st = &TRP_MARIANNA_GAME (sample)->st;

    if (st->cover_active && st->phase != M_PHASE_OVER && st->n_played == 0)
      {
        const MCover *cover = &st->covers[st->n_covers - 1];
        guint64 pair = M_BIT (cover->suit * 10 + 6) | M_BIT (cover->suit * 10 + 7);

        g_assert_cmpint (__builtin_popcountll (st->hand[cover->seat] & pair), ==, 1);
        if (cover->answer == 1)
          g_assert_cmpint (__builtin_popcountll (st->hand[(cover->seat + 2) % 4] & pair), ==, 1);
      }
  }
  /* A request answered "no" earlier: the leader keeps his card of the pair
   * until he plays one (M-46, M-47).
   */
  {
    const MState *st = &TRP_MARIANNA_GAME (sample)->st;

    for (guint c = 0; c < st->n_covers && st->phase != M_PHASE_OVER; c++)
      {
        const MCover *cover = &st->covers[c];
        guint64 pair = M_BIT (cover->suit * 10 + 6) | M_BIT (cover->suit * 10 + 7);
        gboolean played = FALSE;

        if (cover->answer != 0 || (st->cover_active && c == st->n_covers - 1u))
          continue;
        for (guint t = cover->trick; t < st->trick_no; t++)
          for (guint i = 0; i < 4; i++)
            if ((st->log_leader[t] + i) % 4 == cover->seat &&
                (M_BIT (m_card_index (st->log[t][i])) & pair))
              played = TRUE;
        for (guint i = 0; i < st->n_played; i++)
          if ((st->leader + i) % 4 == cover->seat && (M_BIT (m_card_index (st->trick[i])) & pair))
            played = TRUE;
        if (!played)
          g_assert_true ((st->hand[cover->seat] & pair) != 0);
      }
  }

  /* The sample is a playable game. */
  if (!trp_game_is_round_over (sample))
    {
      legal = trp_game_legal_actions (sample);
      if (trp_game_get_current_seat (sample) == observer)
        {
          g_autoptr(GPtrArray) real = trp_game_legal_actions (game);

          g_assert_cmpuint (legal->len, ==, real->len);
          for (guint i = 0; i < legal->len; i++)
            g_assert_true (trp_action_equal (g_ptr_array_index (legal, i), g_ptr_array_index (real, i)));
        }
      g_assert_cmpuint (legal->len, >, 0);
      trp_game_apply (sample, g_ptr_array_index (legal, trp_rng_uniform (rng, legal->len)));
      check_cards (sample);
    }
}

/* Weighs the choice so that claims and mariannone do not end most hands. */
static TrpAction *
choose (GPtrArray *legal,
        TrpRng    *rng)
{
  for (guint tries = 0; tries < 8; tries++)
    {
      TrpAction *action = g_ptr_array_index (legal, trp_rng_uniform (rng, legal->len));

      if (strcmp (action->type, "claim") == 0 && trp_rng_uniform (rng, 400) != 0)
        continue;
      return action;
    }
  return g_ptr_array_index (legal, 0);
}

/* Deals a hand where one seat holds the four queens and a king
 * (mariannino) or the four kings and a queen (mariannone), which random
 * deals almost never give.
 */
static JsonObject *
rigged_deal (TrpRng   *rng,
             gboolean  kings)
{
  g_autoptr(GByteArray) deck = trp_deck_new (TRP_DECK_ITALIAN_40);
  JsonObject *deal = json_object_new ();
  JsonArray *hands = json_array_new ();
  JsonArray *stock = json_array_new ();
  guint lucky = trp_rng_uniform (rng, 4);
  guint odd_suit = trp_rng_uniform (rng, 4);
  TrpCard special[5];
  guint64 used = 0;
  guint k = 0;

  for (guint suit = 0; suit < 4; suit++)
    special[suit] = TRP_CARD (suit, kings ? TRP_RANK_KING : TRP_RANK_QUEEN);
  special[4] = TRP_CARD (odd_suit, kings ? TRP_RANK_QUEEN : TRP_RANK_KING);
  for (guint i = 0; i < 5; i++)
    used |= M_BIT (m_card_index (special[i]));
  trp_rng_shuffle (rng, deck->data, deck->len);

  for (guint s = 0; s < 4; s++)
    {
      JsonArray *hand = json_array_new ();

      for (guint i = 0; i < 5; i++)
        {
          TrpCard card;

          if (s == lucky)
            card = special[i];
          else
            {
              while (used & M_BIT (m_card_index (deck->data[k])))
                k++;
              card = deck->data[k++];
            }
          json_array_add_string_element (hand, trp_card_to_code (card));
        }
      json_array_add_array_element (hands, hand);
    }
  for (; k < deck->len; k++)
    if (!(used & M_BIT (m_card_index (deck->data[k]))))
      json_array_add_string_element (stock, trp_card_to_code (deck->data[k]));
  json_object_set_array_member (deal, "hands", hands);
  json_object_set_array_member (deal, "stock", stock);
  return deal;
}

static void
soak (const char         *ruleset,
      const char *const  *variants,
      guint               n_variants)
{
  g_autoptr(TrpRng) rng = trp_rng_new (0x5eed + strlen (ruleset) + first_hand);
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(JsonObject) carry = NULL;
  guint dealer = 0;
  guint finished = 0, abandoned = 0, matches = 0;
  guint64 actions = 0;
  guint kinds[5] = { 0 };
  guint covers = 0, covers_yes = 0;
  gint64 start = g_get_monotonic_time ();

  for (guint v = 0; v < n_variants; v++)
    g_ptr_array_add (games, mt_new (ruleset, variants[v]));

  for (guint hand = first_hand; hand < last_hand; hand++)
    {
      g_autoptr(TrpGame) game = trp_game_clone (g_ptr_array_index (games, hand % n_variants));
      g_autoptr(TrpRoundResult) result = NULL;
      g_autoptr(GError) error = NULL;
      const MState *st;

      if (trp_game_get_n_seats (game) == 4 && hand % 25 == 24)
        {
          g_autoptr(JsonObject) deal = rigged_deal (rng, hand % 50 == 49);

          g_assert_true (trp_game_deal_explicit (game, dealer, carry, deal, &error));
        }
      else
        g_assert_true (trp_game_deal_seeded (game, dealer, carry, hand * 7919 + 1, &error));
      g_assert_no_error (error);
      st = &TRP_MARIANNA_GAME (game)->st;
      check_cards (game);

      while (!trp_game_is_round_over (game))
        {
          g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);
          TrpAction *action;

          g_assert_cmpuint (legal->len, >, 0);
          g_assert_cmpint (trp_game_get_current_seat (game), >=, 0);
          for (guint i = 0; i < legal->len; i++)
            {
              TrpAction *candidate = g_ptr_array_index (legal, i);

              if (!trp_game_validate (game, candidate, &error))
                g_error ("legal action refused: %s", error->message);
            }

          for (guint k = 0; k < 1; k++)
            {
              g_autoptr(TrpAction) probe = random_action (game, rng);
              MState before;
              gboolean valid;

              memcpy (&before, st, sizeof before);
              valid = trp_game_validate (game, probe, &error);
              g_assert_true (memcmp (&before, st, sizeof before) == 0);
              if (valid)
                g_assert_true (listed (legal, probe));
              else
                {
                  g_autofree char *rule = trp_rule_error_get_rule_id (error);

                  g_assert_true (rule != NULL && rule[0] == 'M' && rule[1] == '-');
                  g_clear_error (&error);
                }
            }

          if (trp_rng_uniform (rng, 128) == 0 ||
              (st->cover_active && st->phase == M_PHASE_COVER_ANSWER) ||
              (st->cover_active && st->n_played == 0 && st->phase == M_PHASE_TURN && trp_rng_uniform (rng, 2) == 0))
            check_determinize (game, rng);

          action = choose (legal, rng);
          if (actions % 16 == 0)
            {
              g_autofree char *text = trp_game_describe_action (game, action);

              g_assert_nonnull (text);
            }
          if (!trp_game_perform (game, action, &error))
            g_error ("perform refused a legal action: %s", error->message);
          actions++;
          check_cards (game);
        }

      result = trp_game_round_result (game);
      g_assert_nonnull (result);
      for (guint i = 0; i < st->n_decls; i++)
        kinds[st->decls[i].kind]++;
      for (guint i = 0; i < st->n_covers; i++)
        {
          covers++;
          covers_yes += st->covers[i].answer == 1;
        }
      if (st->end == M_END_TRICKS)
        {
          /* 120 card points per hand (M-5), all 40 cards taken. */
          g_assert_cmpint (st->card_points[0] + st->card_points[1], ==, 120);
          g_assert_true ((st->won[0] | st->won[1]) == M_BIT (40) - 1);
          g_assert_true ((st->won[0] & st->won[1]) == 0);
          finished++;
        }
      else
        abandoned++;

      g_clear_pointer (&carry, json_object_unref);
      carry = json_object_ref (trp_round_result_get_carry (result));
      dealer = json_object_get_int_member (carry, TRP_CARRY_NEXT_DEALER);
      if (json_object_get_boolean_member (carry, TRP_CARRY_MATCH_OVER))
        {
          matches++;
          g_clear_pointer (&carry, json_object_unref);
        }
    }

  g_test_message ("%s: %u hands (%u played out, %u ended early), %u matches, %"
                  G_GUINT64_FORMAT " actions, %.1f s; declared: %u mariannas, "
                  "%u mariannini, %u mariannoni, %u matrimoni, %u coverings won; "
                  "%u covering requests, %u answered yes",
                  ruleset, last_hand - first_hand, finished, abandoned, matches, actions,
                  (g_get_monotonic_time () - start) / 1e6,
                  kinds[0], kinds[1], kinds[2], kinds[3], kinds[4], covers, covers_yes);
}

static void
test_soak_cb (gconstpointer data)
{
  const char *ruleset = data;

  if (strcmp (ruleset, "cinquecento") == 0)
    soak (ruleset, cinquecento_variants, G_N_ELEMENTS (cinquecento_variants));
  else if (strcmp (ruleset, "briscola_151") == 0)
    soak (ruleset, briscola_variants, G_N_ELEMENTS (briscola_variants));
  else if (strcmp (ruleset, "mariaccio") == 0)
    soak (ruleset, mariaccio_variants, G_N_ELEMENTS (mariaccio_variants));
  else
    soak (ruleset, marianna_variants, G_N_ELEMENTS (marianna_variants));
}

/* One executable per ruleset, or per part of one, so that each stays well
 * within the test harness's time limit.
 */
int
mt_soak_main (int         argc,
              char      **argv,
              const char *ruleset,
              guint       part,
              guint       n_parts)
{
  const char *env = g_getenv ("TRAPOULA_SOAK_HANDS");
  g_autofree char *path = NULL;

  g_test_init (&argc, &argv, NULL);

  if (env != NULL && atoi (env) > 0)
    n_hands = atoi (env);
  first_hand = n_hands * part / n_parts;
  last_hand = n_hands * (part + 1) / n_parts;

  path = g_strdup_printf ("/marianna/soak/%s/hands-%u-to-%u", ruleset, first_hand + 1, last_hand);
  g_test_add_data_func (path, ruleset, test_soak_cb);

  return g_test_run ();
}
