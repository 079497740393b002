/* test-dabaifen-rules.c: one or more tests per rule D-1 to D-50 and per option
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "dabaifen-test-util.h"
#include "trp-match.h"

static JsonNode *
observe (TrpGame *game,
         int      seat)
{
  return trp_game_observation (game, seat);
}

static JsonObject *
obs_object (JsonNode *node)
{
  return json_node_get_object (node);
}

/* Plays the first legal action of the current seat. */
static void
play_any (TrpGame *game)
{
  g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (legal->len, >, 0);
  g_assert_true (trp_game_perform (game, g_ptr_array_index (legal, 0), &error));
  g_assert_no_error (error);
}

static void
deal_refused (JsonObject *carry,
              guint       dealer,
              const char *deal_json,
              const char *rule)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(JsonNode) node = json_from_string (deal_json, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *rule_id = NULL;

  g_assert_false (trp_game_deal_explicit (game, dealer, carry, json_node_get_object (node), &error));
  g_assert_error (error, TRP_RULE_ERROR, TRP_RULE_ERROR_INVALID_DEAL);
  rule_id = trp_rule_error_get_rule_id (error);
  g_assert_cmpstr (rule_id, ==, rule);
  g_assert_cmpint (state (game)->phase, ==, DBF_PHASE_NONE);
}

static char *
deck_pack_json (const char *replace_last)
{
  g_autoptr(GByteArray) deck = trp_deck_new (TRP_DECK_SINGLE_WITH_2_JOKERS);
  GString *text = g_string_new ("{\"pack\": [");

  for (guint i = 0; i < deck->len; i++)
    {
      const char *code = trp_card_to_code (deck->data[i]);

      if (i + 1 == deck->len && replace_last != NULL)
        code = replace_last;
      g_string_append_printf (text, "%s\"%s\"", i > 0 ? ", " : "", code);
    }
  g_string_append (text, "]}");
  return g_string_free (text, FALSE);
}

/* ---- §1 Table, deck, ranking ---- */

static void
test_d1_counter_clockwise (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);

  g_assert_cmpuint (trp_game_get_n_seats (game), ==, 4);
  setup_play (game, 2, "6S 2H", "3H", "4H", "5H", NULL, "6S", NULL);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 2);
  play_any (game);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 3);
  play_any (game);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 0);
  refused (game, "play", 1, "3H", TRP_RULE_ERROR_NOT_YOUR_TURN, "D-28");
  play_any (game);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 1);
}

static void
test_d2_partnerships (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);

  g_assert_cmpuint (trp_game_get_n_scoring_units (game), ==, 2);
  g_assert_cmpuint (trp_game_get_scoring_unit (game, 0), ==, 0);
  g_assert_cmpuint (trp_game_get_scoring_unit (game, 1), ==, 1);
  g_assert_cmpuint (trp_game_get_scoring_unit (game, 2), ==, 0);
  g_assert_cmpuint (trp_game_get_scoring_unit (game, 3), ==, 1);
}

static void
test_d3_deck (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autofree char *pack = deck_pack_json (NULL);
  g_autofree char *twice = deck_pack_json ("AS");
  g_autofree char *joker = deck_pack_json ("JK");
  guint64 all;

  g_assert_true (trp_game_deal_seeded (game, 0, NULL, 42, NULL));
  g_assert_cmpuint (count_cards (state (game), &all), ==, 54);
  g_assert_cmpuint (all, ==, DBF_ALL_CARDS);

  deal_refused (NULL, 0, twice, "D-3");
  deal_refused (NULL, 0, joker, "D-3");
  deal_refused (NULL, 0, "{\"pack\": [\"AS\"]}", "D-14");
  deal_refused (NULL, 0, "{\"hands\": [[], [], [], []]}", "D-14");
  deal_refused (NULL, 0, "{\"pack\": [], \"stock\": []}", "D-14");
  {
    g_autoptr(TrpGame) ok = new_game (NULL);
    g_autoptr(JsonNode) node = json_from_string (pack, NULL);

    g_assert_true (trp_game_deal_explicit (ok, 0, NULL, json_node_get_object (node), NULL));
  }
}

static void
test_d4_card_points (void)
{
  g_assert_cmpint (dbf_mask_points (DBF_ALL_CARDS), ==, 100);
  g_assert_cmpint (dbf_mask_points (mask_of ("KH")), ==, 10);
  g_assert_cmpint (dbf_mask_points (mask_of ("10C")), ==, 10);
  g_assert_cmpint (dbf_mask_points (mask_of ("5D")), ==, 5);
  g_assert_cmpint (dbf_mask_points (mask_of ("AS QS JS 9S 2S RJ BJ")), ==, 0);
  g_assert_cmpint (dbf_mask_points (mask_of ("KS KH KD KC")), ==, 40);
  g_assert_cmpint (dbf_mask_points (mask_of ("5S 5H 5D 5C")), ==, 20);
}

static void
test_d5_levels (void)
{
  g_autoptr(JsonObject) too_high = later_carry (15, 2, 0, 0);
  g_autoptr(JsonObject) below = later_carry (1, 2, 0, 0);
  g_autoptr(JsonObject) ace = later_carry (14, 2, 0, 0);
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(JsonObject) carry = NULL;

  deal_refused (too_high, 0, "{}", "D-5");
  deal_refused (below, 0, "{}", "D-5");

  /* A: the trump rank is the ace; winning stores 16. */
  g_assert_true (trp_game_deal_seeded (game, 0, ace, 1, NULL));
  g_assert_cmpint (trp_dabaifen_game_get_trump_rank (TRP_DABAIFEN_GAME (game)), ==, 14);
  g_assert_cmpuint (state (game)->rank_r_mask, ==, mask_of ("AS AH AD AC"));
  /* Played in full: the opponents' one trick holds 2H QH 2D 2C, p = 0. */
  carry = play_scenario (game, ace, 0, 14, DECLARERS_LAST, "2H", "QH", "2D", "2C",
                         "7D 8D 9D 7C 8C 9C");
  g_assert_cmpint (hand_int (carry, "p"), ==, 0);
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (carry, "levels"), 0), ==, 16);
  g_assert_true (json_object_get_boolean_member (carry, TRP_CARRY_MATCH_OVER));
}

static void
test_d6_roles (void)
{
  g_autoptr(TrpGame) first = new_game (NULL);
  g_autoptr(TrpGame) later = new_game (NULL);
  g_autoptr(JsonObject) carry = later_carry (4, 3, 1, 3);

  deal_hands (first, 0, NULL, NULL, NULL, "2D", NULL, NULL);
  g_assert_cmpint (trp_dabaifen_game_get_declarers (TRP_DABAIFEN_GAME (first)), ==, -1);
  drive_draw (first, "2D");
  g_assert_cmpint (trp_dabaifen_game_get_declarers (TRP_DABAIFEN_GAME (first)), ==, 0);
  g_assert_cmpint (trp_dabaifen_game_get_leader (TRP_DABAIFEN_GAME (first)), ==, 2);

  g_assert_true (trp_game_deal_seeded (later, 3, carry, 5, NULL));
  g_assert_cmpint (trp_dabaifen_game_get_declarers (TRP_DABAIFEN_GAME (later)), ==, 1);
  g_assert_cmpint (trp_dabaifen_game_get_leader (TRP_DABAIFEN_GAME (later)), ==, 3);
}

static void
test_d7_trump_rank (void)
{
  g_autoptr(TrpGame) first = new_game (NULL);
  g_autoptr(TrpGame) later = new_game (NULL);
  g_autoptr(JsonObject) carry = later_carry (3, 5, 1, 1);

  g_assert_true (trp_game_deal_seeded (first, 0, NULL, 5, NULL));
  g_assert_cmpint (trp_dabaifen_game_get_trump_rank (TRP_DABAIFEN_GAME (first)), ==, 2);
  g_assert_true (trp_game_deal_seeded (later, 1, carry, 5, NULL));
  g_assert_cmpint (trp_dabaifen_game_get_trump_rank (TRP_DABAIFEN_GAME (later)), ==, 5);
}

static void
test_d8_effective_suits (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(JsonObject) carry = later_carry (6, 6, 0, 0);
  TrpDabaifenGame *d = TRP_DABAIFEN_GAME (game);

  deal_hands (game, 0, carry, "6H", NULL, NULL, NULL, NULL);
  /* Before T is fixed only jokers and rank-R cards are sure trumps. */
  g_assert_true (trp_dabaifen_game_is_trump (d, card ("RJ")));
  g_assert_true (trp_dabaifen_game_is_trump (d, card ("6C")));
  g_assert_false (trp_dabaifen_game_is_trump (d, card ("AH")));
  /* The printed suit of the exposed rank-R card fixes T. */
  drive_draw (game, "6H");
  g_assert_cmpint (trp_dabaifen_game_get_trump_suit (d), ==, TRP_SUIT_HEARTS);
  g_assert_true (trp_dabaifen_game_is_trump (d, card ("AH")));
  g_assert_true (trp_dabaifen_game_is_trump (d, card ("6S")));
  g_assert_true (trp_dabaifen_game_is_trump (d, card ("BJ")));
  g_assert_false (trp_dabaifen_game_is_trump (d, card ("AS")));
  g_assert_cmpuint (state (game)->eff_suit[dbf_card_index (card ("6S"))], ==, DBF_TRUMP);
  g_assert_cmpuint (state (game)->eff_suit[dbf_card_index (card ("AS"))], ==, TRP_SUIT_SPADES);
}

static void
test_d9_trump_order_in_play (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);

  setup_play (game, 0, "BJ 6S", "RJ", "6C", "AS", NULL, "6S", NULL);
  must (game, "play", 0, "BJ");
  must (game, "play", 1, "RJ");
  must (game, "play", 2, "6C");
  must (game, "play", 3, "AS");
  g_assert_cmpint (state (game)->tricks[0].winner, ==, 1);
}

static void
test_d10_plain_suits (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);

  setup_play (game, 0, "6S", NULL, NULL, NULL, NULL, "6S", NULL);
  for (guint suit = 0; suit < 4; suit++)
    {
      guint64 plain = state (game)->eff_mask[suit];

      if (suit == TRP_SUIT_SPADES)
        g_assert_cmpuint (plain, ==, 0);
      else
        g_assert_cmpuint (dbf_popcount (plain), ==, 12);
    }
  g_assert_cmpuint (state (game)->eff_mask[TRP_SUIT_HEARTS] & mask_of ("6H"), ==, 0);
}

static void
test_d11_strength_table (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  TrpDabaifenGame *d = TRP_DABAIFEN_GAME (game);

  setup_play (game, 0, "6S", NULL, NULL, NULL, NULL, "6S", NULL);
  g_assert_cmpint (trp_dabaifen_game_get_strength (d, card ("RJ")), ==, 104);
  g_assert_cmpint (trp_dabaifen_game_get_strength (d, card ("BJ")), ==, 103);
  g_assert_cmpint (trp_dabaifen_game_get_strength (d, card ("6S")), ==, 102);
  g_assert_cmpint (trp_dabaifen_game_get_strength (d, card ("6D")), ==, 101);
  g_assert_cmpint (trp_dabaifen_game_get_strength (d, card ("AS")), ==, 14);
  g_assert_cmpint (trp_dabaifen_game_get_strength (d, card ("2S")), ==, 2);
  g_assert_cmpint (trp_dabaifen_game_get_strength (d, card ("AH")), ==, 14);
  g_assert_cmpint (trp_dabaifen_game_get_strength (d, card ("JC")), ==, 11);
  g_assert_cmpint (trp_dabaifen_game_get_strength (d, card ("QD")), ==, 12);
  g_assert_cmpint (trp_dabaifen_game_get_strength (d, card ("KH")), ==, 13);
}

/* ---- §2 Starter and draw ---- */

static void
test_d12_starter (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(JsonObject) carry = later_carry (3, 2, 0, 2);
  g_autoptr(JsonObject) wrong_team = later_carry (3, 2, 0, 1);

  g_assert_true (trp_game_deal_seeded (game, 3, NULL, 7, NULL));
  g_assert_cmpint (state (game)->starter, ==, 3);
  g_assert_cmpuint (trp_game_get_dealer (game), ==, 3);

  /* Later hands: the seat D-40 named, who also leads. */
  g_assert_true (trp_game_deal_seeded (game, 2, carry, 7, NULL));
  g_assert_cmpint (state (game)->starter, ==, 2);
  g_assert_cmpint (trp_dabaifen_game_get_leader (TRP_DABAIFEN_GAME (game)), ==, 2);
  deal_refused (carry, 0, "{}", "D-43");
  deal_refused (wrong_team, 1, "{}", "D-40");
}

static void
test_d13_shuffle (void)
{
  g_autoptr(TrpGame) a = new_game (NULL);
  g_autoptr(TrpGame) b = new_game (NULL);
  g_autoptr(TrpGame) c = new_game (NULL);

  g_assert_true (trp_game_deal_seeded (a, 1, NULL, 99, NULL));
  g_assert_true (trp_game_deal_seeded (b, 1, NULL, 99, NULL));
  g_assert_true (trp_game_deal_seeded (c, 1, NULL, 100, NULL));
  g_assert_true (memcmp (state (a)->pack, state (b)->pack, DBF_N_CARDS) == 0);
  g_assert_true (memcmp (state (a)->pack, state (c)->pack, DBF_N_CARDS) != 0);
  g_assert_true (trp_dabaifen_game_state_equal (TRP_DABAIFEN_GAME (a), TRP_DABAIFEN_GAME (b)));
}

static void
test_d14_drawing (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autofree char *pack = deck_pack_json (NULL);
  g_autoptr(JsonNode) node = json_from_string (pack, NULL);
  g_autoptr(GByteArray) deck = trp_deck_new (TRP_DECK_SINGLE_WITH_2_JOKERS);
  guint64 expected[4] = { 0 };

  g_assert_true (trp_game_deal_explicit (game, 1, NULL, json_node_get_object (node), NULL));
  /* Card 1 (AS) goes to the starter, seat 1; AS ... has no two, 2S is card 2. */
  g_assert_cmpuint (state (game)->n_drawn, ==, 2);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 2);
  g_assert_cmpuint (state (game)->hands[1], ==, mask_of ("AS"));
  g_assert_cmpuint (state (game)->hands[2], ==, mask_of ("2S"));
  drive_draw (game, NULL);

  for (guint k = 1; k <= 48; k++)
    expected[(1 + k - 1) % 4] |= DBF_BIT (dbf_card_index (deck->data[k - 1]));
  g_assert_cmpuint (state (game)->kitty, ==, mask_of ("10C JC QC KC RJ BJ"));
  /* The reveal turned 10C (top, card 49) first. */
  g_assert_cmpint (state (game)->trump_by, ==, DBF_TRUMP_BY_FALLBACK);
  g_assert_cmpint (state (game)->trump_card, ==, card ("KC"));
  for (guint seat = 0; seat < 4; seat++)
    if ((int) seat != state (game)->leader)
      g_assert_cmpuint (state (game)->hands[seat], ==, expected[seat]);
}

static void
test_d15_privacy (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(JsonNode) node = NULL;
  JsonObject *object;
  JsonArray *sizes;

  deal_hands (game, 0, NULL, "3S", "4S", "2S", NULL, NULL);
  /* Card 3 (2S to seat 2) opens a window. */
  g_assert_cmpuint (state (game)->n_drawn, ==, 3);
  node = observe (game, 0);
  object = obs_object (node);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "hand")), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (object, "hand"), 0), ==, "3S");
  sizes = json_object_get_array_member (object, "hand_sizes");
  g_assert_cmpint (json_array_get_int_element (sizes, 2), ==, 1);
  g_assert_cmpint (json_array_get_int_element (sizes, 3), ==, 0);
  g_assert_false (json_object_has_member (object, "hands"));
  g_assert_false (json_object_has_member (object, "buried"));
}

/* ---- §3 Fixing the trump suit ---- */

static void
test_d16_exposure (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(JsonNode) node = NULL;
  JsonObject *exposed;

  deal_hands (game, 0, NULL, "3S", "4S", "2S 5S", NULL, NULL);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 2);
  refused (game, "expose", 2, "5S", TRP_RULE_ERROR_ILLEGAL, "D-16");
  refused (game, "expose", 2, "2H", TRP_RULE_ERROR_ILLEGAL, "D-16");
  refused (game, "expose", 2, "2S 5S", TRP_RULE_ERROR_ILLEGAL, "D-16");
  must (game, "expose", 2, "2S");
  g_assert_cmpint (state (game)->trump_suit, ==, TRP_SUIT_SPADES);
  /* The card stays in its owner's hand, known to all. */
  g_assert_true ((state (game)->hands[2] & mask_of ("2S")) != 0);
  node = observe (game, 1);
  exposed = json_object_get_object_member (obs_object (node), "exposed");
  g_assert_cmpint (json_object_get_int_member (exposed, "seat"), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (exposed, "card"), ==, "2S");
}

static void
test_d17_windows (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(GPtrArray) legal = NULL;

  deal_hands (game, 0, NULL, "2S", NULL, NULL, NULL, NULL);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 0);
  legal = trp_game_legal_actions (game);
  /* expose 2S, or pass. */
  g_assert_cmpuint (legal->len, ==, 2);
  refused (game, "pass", 0, "2S", TRP_RULE_ERROR_ILLEGAL, "D-17");
  refused (game, "pass", 1, NULL, TRP_RULE_ERROR_NOT_YOUR_TURN, "D-17");
  must (game, "pass", 0, NULL);
  /* Passing does not forfeit later windows: each window asks every
   * holder, from the seat that just drew.
   */
  g_assert_cmpuint (state (game)->n_drawn, ==, 2);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 0);
  must (game, "pass", 0, NULL);
  g_assert_cmpuint (state (game)->n_drawn, ==, 3);
  must (game, "expose", 0, "2S");
  g_assert_cmpuint (state (game)->n_drawn, ==, 48);
  g_assert_cmpint (trp_dabaifen_game_get_leader (TRP_DABAIFEN_GAME (game)), ==, 0);
}

static void
test_d18_one_exposure (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);

  deal_hands (game, 0, NULL, "2S", "2H", NULL, NULL, NULL);
  must (game, "expose", 0, "2S");
  /* No window opened for 2H, drawn afterwards. */
  g_assert_cmpuint (state (game)->n_drawn, ==, 48);
  pass_redeal (game);
  refused (game, "expose", 1, "2H", TRP_RULE_ERROR_WRONG_PHASE, "D-18");
  g_assert_cmpint (state (game)->trump_suit, ==, TRP_SUIT_SPADES);
}

static void
test_d19_reveal_closes_exposure (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);

  deal_hands (game, 0, NULL, "2S", NULL, NULL, NULL, "3C 2D 4C 5C 6C 7C");
  drive_draw (game, NULL);
  g_assert_cmpint (state (game)->trump_suit, ==, TRP_SUIT_DIAMONDS);
  g_assert_cmpuint (state (game)->n_turned, ==, 2);
  pass_redeal (game);
  refused (game, "expose", 0, "2S", TRP_RULE_ERROR_WRONG_PHASE, "D-19");
}

static void
test_d20_fallback_skips_jokers (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);

  deal_hands (game, 0, NULL, NULL, NULL, NULL, NULL, "RJ 3S BJ 9C 4H 9D");
  drive_draw (game, NULL);
  g_assert_cmpint (state (game)->trump_by, ==, DBF_TRUMP_BY_FALLBACK);
  /* 9C and 9D tie: 9C was turned first. */
  g_assert_cmpint (state (game)->trump_card, ==, card ("9C"));
  g_assert_cmpint (state (game)->trump_suit, ==, TRP_SUIT_CLUBS);
}

static void
test_d21_turned_cards_public (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);

  deal_hands (game, 0, NULL, NULL, NULL, NULL, NULL, "3C 4D 2H 5C 6C 7C");
  drive_draw (game, NULL);
  pass_redeal (game);
  /* Still public after the leader took the kitty. */
  g_assert_cmpint (state (game)->phase, ==, DBF_PHASE_BURY);
  for (int seat = 0; seat < 4; seat++)
    {
      g_autoptr(JsonNode) node = observe (game, seat);
      JsonArray *public = json_object_get_array_member (obs_object (node), "kitty_public");

      g_assert_cmpuint (json_array_get_length (public), ==, 3);
    }
}

static void
test_d22_trump_final (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(GPtrArray) legal = NULL;

  setup_play (game, 0, "6S", "6H", NULL, NULL, "6D 6C AS KS QS JS", "6S", NULL);
  legal = trp_game_legal_actions (game);
  for (guint i = 0; i < legal->len; i++)
    g_assert_true (((TrpAction *) g_ptr_array_index (legal, i))->type == g_intern_static_string ("play"));
  refused (game, "expose", 0, "6D", TRP_RULE_ERROR_WRONG_PHASE, "D-18");
  while (!trp_game_is_round_over (game))
    play_any (game);
  g_assert_cmpint (state (game)->trump_suit, ==, TRP_SUIT_SPADES);
}

/* ---- §4 Leader and declarers ---- */

static void
test_d23_first_hand_leader (void)
{
  g_autoptr(TrpGame) exposed = new_game (NULL);
  g_autoptr(TrpGame) revealed = new_game (NULL);

  deal_hands (exposed, 0, NULL, NULL, NULL, NULL, "2C", NULL);
  drive_draw (exposed, "2C");
  g_assert_cmpint (trp_dabaifen_game_get_leader (TRP_DABAIFEN_GAME (exposed)), ==, 3);
  g_assert_cmpint (trp_dabaifen_game_get_declarers (TRP_DABAIFEN_GAME (exposed)), ==, 1);

  deal_hands (revealed, 1, NULL, NULL, NULL, NULL, NULL, "2H 3C 4C 5C 6C 7C");
  drive_draw (revealed, NULL);
  g_assert_cmpint (trp_dabaifen_game_get_leader (TRP_DABAIFEN_GAME (revealed)), ==, 1);
  g_assert_cmpint (trp_dabaifen_game_get_declarers (TRP_DABAIFEN_GAME (revealed)), ==, 1);
}

static void
test_d24_later_hand_leader (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(JsonObject) carry = later_carry (2, 4, 1, 3);

  deal_hands (game, 3, carry, "4H", NULL, NULL, NULL, NULL);
  drive_draw (game, "4H");
  g_assert_cmpint (trp_dabaifen_game_get_exposer (TRP_DABAIFEN_GAME (game), NULL), ==, 0);
  g_assert_cmpint (state (game)->trump_suit, ==, TRP_SUIT_HEARTS);
  g_assert_cmpint (trp_dabaifen_game_get_leader (TRP_DABAIFEN_GAME (game)), ==, 3);
  g_assert_cmpint (trp_dabaifen_game_get_declarers (TRP_DABAIFEN_GAME (game)), ==, 1);
}

/* ---- §5 Redeal ---- */

static JsonObject *
redeal_deal (int starter)
{
  const char *hands[4] = {
    "2S AS KS QS JS 10S 9S 8S 7S 6S 5S 4S",
    "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H",
    NULL, NULL,
  };
  JsonObject *deal;
  g_autoptr(GByteArray) deck = trp_deck_new (TRP_DECK_SINGLE_WITH_2_JOKERS);
  JsonArray *redeals = json_array_new ();
  JsonArray *pack = json_array_new ();

  (void) starter;
  deal = make_deal (hands, NULL);
  /* After the claim: the deck in its fixed order. */
  for (guint i = 0; i < deck->len; i++)
    json_array_add_string_element (pack, trp_card_to_code (deck->data[i]));
  json_array_add_array_element (redeals, pack);
  json_object_set_array_member (deal, "redeals", redeals);
  return deal;
}

static void
test_d25_redeal_claim (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(JsonObject) deal = redeal_deal (0);
  g_autoptr(GPtrArray) legal = NULL;
  g_autoptr(JsonNode) node = NULL;
  JsonObject *claim;

  g_assert_true (trp_game_deal_explicit (game, 0, NULL, deal, NULL));
  drive_draw (game, "2S");
  /* Spades are trumps; seat 1 holds twelve hearts and no two. */
  g_assert_cmpstr (trp_game_get_phase (game), ==, TRP_DABAIFEN_PHASE_REDEAL);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 1);
  legal = trp_game_legal_actions (game);
  g_assert_cmpuint (legal->len, ==, 2);
  refused (game, "claim_redeal", 0, NULL, TRP_RULE_ERROR_NOT_YOUR_TURN, "D-25");
  refused (game, "bury", 0, "AS", TRP_RULE_ERROR_WRONG_PHASE, "D-25");
  refused (game, "claim_redeal", 1, "AH", TRP_RULE_ERROR_ILLEGAL, "D-25");
  must (game, "claim_redeal", 1, NULL);

  /* The hand starts again: same starter, leader found again. */
  g_assert_cmpuint (state (game)->n_redeals, ==, 1);
  g_assert_cmpint (state (game)->starter, ==, 0);
  g_assert_cmpint (state (game)->exposer, ==, -1);
  g_assert_cmpstr (trp_game_get_phase (game), ==, TRP_DABAIFEN_PHASE_DRAW);
  g_assert_cmpuint (state (game)->n_drawn, <, 48);
  node = observe (game, 3);
  claim = json_object_get_object_member (obs_object (node), "redeal_claim");
  g_assert_cmpint (json_object_get_int_member (claim, "seat"), ==, 1);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (claim, "hand")), ==, 12);
  drive_draw (game, NULL);
  pass_redeal (game);
  g_assert_cmpint (trp_dabaifen_game_get_leader (TRP_DABAIFEN_GAME (game)), ==, 0);
}

static void
test_d25_only_trumpless_polled (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(JsonObject) deal = redeal_deal (0);

  g_assert_true (trp_game_deal_explicit (game, 0, NULL, deal, NULL));
  drive_draw (game, "2S");
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 1);
  must (game, "pass", 1, NULL);
  /* Seats 2 and 3 hold trumps: not polled; the kitty goes to the leader. */
  g_assert_cmpstr (trp_game_get_phase (game), ==, TRP_DABAIFEN_PHASE_BURY);
  g_assert_cmpuint (dbf_popcount (state (game)->hands[0]), ==, 18);
}

static void
test_d25_later_hand_keeps_roles (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(JsonObject) carry = later_carry (2, 3, 1, 3);
  const char *hands[4] = {
    NULL, NULL, "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 2H", "3S",
  };
  g_autoptr(JsonObject) deal = make_deal (hands, NULL);

  g_assert_true (trp_game_deal_explicit (game, 3, carry, deal, NULL));
  drive_draw (game, "3S");
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 2);
  must (game, "claim_redeal", 2, NULL);
  g_assert_cmpint (trp_dabaifen_game_get_leader (TRP_DABAIFEN_GAME (game)), ==, 3);
  g_assert_cmpint (trp_dabaifen_game_get_declarers (TRP_DABAIFEN_GAME (game)), ==, 1);
  g_assert_cmpint (trp_dabaifen_game_get_trump_rank (TRP_DABAIFEN_GAME (game)), ==, 3);
  g_assert_cmpint (state (game)->levels[0], ==, 2);
  drive_draw (game, NULL);
  pass_redeal (game);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 3);
}

/* ---- §6 Kitty ---- */

static void
test_d26_taking_the_kitty (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(JsonNode) other = NULL;
  g_autoptr(JsonNode) leader = NULL;
  g_autoptr(JsonObject) carry = later_carry (6, 6, 0, 0);

  deal_hands (game, 0, carry, "6S", NULL, NULL, NULL, "KH KD KC 10H 10D 10C");
  drive_draw (game, "6S");
  pass_redeal (game);
  g_assert_cmpuint (dbf_popcount (state (game)->hands[0]), ==, 18);
  g_assert_cmpuint (state (game)->hands[0] & mask_of ("KH KD KC 10H 10D 10C"), ==,
                    mask_of ("KH KD KC 10H 10D 10C"));
  other = observe (game, 1);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (obs_object (other), "kitty_public")), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (obs_object (other), "hand")), ==, 12);
  leader = observe (game, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (obs_object (leader), "hand")), ==, 18);
}

static void
test_d27_burying (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(JsonObject) carry = later_carry (6, 6, 0, 0);
  g_autoptr(GPtrArray) legal = NULL;
  g_autoptr(JsonNode) leader = NULL;
  g_autoptr(JsonNode) other = NULL;

  deal_hands (game, 0, carry, "6S RJ KS", NULL, NULL, NULL, "KH KD KC 10H 10D 10C");
  drive_draw (game, "6S");
  pass_redeal (game);
  legal = trp_game_legal_actions (game);
  g_assert_cmpuint (legal->len, ==, 18);
  refused (game, "bury", 1, "AH", TRP_RULE_ERROR_NOT_YOUR_TURN, "D-27");
  refused (game, "bury", 0, "RJ 6S KS KH KD KC 10H", TRP_RULE_ERROR_ILLEGAL, "D-27");
  refused (game, "bury", 0, "AH", TRP_RULE_ERROR_ILLEGAL, "D-27");
  refused (game, "bury", 0, NULL, TRP_RULE_ERROR_ILLEGAL, "D-27");
  refused (game, "play", 0, "RJ", TRP_RULE_ERROR_WRONG_PHASE, "D-27");
  refused (game, "pass", 0, NULL, TRP_RULE_ERROR_WRONG_PHASE, "D-27");
  /* Trumps and point cards may be buried, in several steps. */
  must (game, "bury", 0, "RJ 6S");
  refused (game, "bury", 0, "KS KH KD KC 10H", TRP_RULE_ERROR_ILLEGAL, "D-27");
  must (game, "bury", 0, "KS KH KD KC");
  g_assert_cmpstr (trp_game_get_phase (game), ==, TRP_DABAIFEN_PHASE_PLAY);
  g_assert_cmpuint (state (game)->buried, ==, mask_of ("RJ 6S KS KH KD KC"));
  leader = observe (game, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (obs_object (leader), "buried")), ==, 6);
  other = observe (game, 2);
  g_assert_false (json_object_has_member (obs_object (other), "buried"));
  refused (game, "bury", 0, "10D", TRP_RULE_ERROR_WRONG_PHASE, "D-27");
}

/* ---- §7 Tricks ---- */

static void
test_d28_leading (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);

  setup_play (game, 1, "6S 2H", "3H", "4H", "AH", NULL, "6S", NULL);
  refused (game, "play", 0, "2H", TRP_RULE_ERROR_NOT_YOUR_TURN, "D-28");
  refused (game, "pass", 1, NULL, TRP_RULE_ERROR_ILLEGAL, "D-28");
  must (game, "play", 1, "3H");
  must (game, "play", 2, "4H");
  must (game, "play", 3, "AH");
  must (game, "play", 0, "2H");
  /* The winner leads next. */
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 3);
  g_assert_cmpint (state (game)->tricks[0].winner, ==, 3);
}

static void
test_d29_lead_forms (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);

  setup_play (game, 0, "RJ BJ 6S 6H AH 2C", NULL, NULL, NULL, NULL, "6S", NULL);
  refused (game, "play", 0, "AH 2C", TRP_RULE_ERROR_ILLEGAL, "D-29");
  /* 6H is a trump, not a heart. */
  refused (game, "play", 0, "6H AH", TRP_RULE_ERROR_ILLEGAL, "D-29");
  refused (game, "play", 0, "RJ RJ", TRP_RULE_ERROR_ILLEGAL, "D-29");
  refused (game, "play", 0, NULL, TRP_RULE_ERROR_ILLEGAL, "D-29");
  refused (game, "play", 0, "KD", TRP_RULE_ERROR_ILLEGAL, "D-29");
  /* Jokers, rank-R and suit-T cards together: one effective suit. */
  must (game, "play", 0, "RJ BJ 6S 6H");
  g_assert_false (state (game)->failed);
  g_assert_cmpuint (state (game)->trick.n, ==, 4);
}

static void
test_d30_soundness (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);

  /* RJ 6H: 6D elsewhere is equal, not stronger, and the leader's own 6S
   * is ignored (D-AMB-7, D-AMB-11); BJ lies in the buried kitty.
   */
  setup_play (game, 0, "RJ 6H 6S", NULL, "6D", NULL, NULL, "6S", NULL);
  g_assert_true ((state (game)->buried & mask_of ("BJ")) != 0);
  g_assert_true (dbf_throw_is_sound (state (game), 0, mask_of ("RJ 6H"), NULL, NULL));
  must (game, "play", 0, "RJ 6H");
  g_assert_false (state (game)->failed);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 1);
}

static void
test_d30_unsound_by_stronger_card (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  TrpCard offending;
  int holder;

  setup_play (game, 0, "RJ 6H", NULL, "6S", NULL, NULL, "6S", NULL);
  g_assert_false (dbf_throw_is_sound (state (game), 0, mask_of ("RJ 6H"), &offending, &holder));
  g_assert_cmpint (offending, ==, card ("6S"));
  g_assert_cmpint (holder, ==, 2);
  /* Even the partner's card makes it unsound (D-AMB-7). */
  must (game, "play", 0, "RJ 6H");
  g_assert_true (state (game)->failed);
}

static void
test_d31_failed_throw_ends_hand (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);

  setup_play (game, 0, "6S AH QH", NULL, "KH", NULL, NULL, "6S", NULL);
  must (game, "play", 0, "AH QH");
  g_assert_true (trp_game_is_round_over (game));
  g_assert_cmpint (trp_game_get_current_seat (game), ==, -1);
  for (int seat = 0; seat < 4; seat++)
    {
      g_autoptr(JsonNode) node = observe (game, seat);
      JsonObject *failed = json_object_get_object_member (obs_object (node), "failed_throw");

      g_assert_cmpstr (json_object_get_string_member (failed, "offending_card"), ==, "KH");
      g_assert_cmpint (json_object_get_int_member (failed, "holder"), ==, 2);
      g_assert_cmpint (json_object_get_int_member (failed, "seat"), ==, 0);
    }
  refused (game, "play", 1, "2H", TRP_RULE_ERROR_WRONG_PHASE, "D-36");
}

static void
test_d32_following (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);

  /* R = 6: seat 1's only heart-printed card is 6H, so it is void in hearts. */
  setup_play (game, 0,
              "AH KH 6S 2S 3S 4S 5S 7S 8S 9S 10S JS",
              "6H AC KC QC JC 10C 9C 8C 7C 5C 4C 3C",
              "QH 2C AD KD QD JD 10D 9D 8D 7D 5D 4D",
              "JH 10H 9H 8H 7H 5H 4H 3H 2H 6C 6D 3D",
              "QS KS AS RJ BJ 2D", "6S", NULL);
  must (game, "play", 0, "AH KH");
  refused (game, "play", 1, "AC", TRP_RULE_ERROR_ILLEGAL, "D-32");
  refused (game, "play", 1, "AC KC QC", TRP_RULE_ERROR_ILLEGAL, "D-32");
  refused (game, "play", 1, "AC 2H", TRP_RULE_ERROR_ILLEGAL, "D-32");
  must (game, "play", 1, "AC KC");
  g_assert_cmpuint (state (game)->voids[1] & (1 << TRP_SUIT_HEARTS), !=, 0);
  /* One heart: play it and any other card. */
  refused (game, "play", 2, "AD KD", TRP_RULE_ERROR_ILLEGAL, "D-32");
  must (game, "play", 2, "QH 2C");
  /* Many hearts: only hearts. */
  refused (game, "play", 3, "JH 6C", TRP_RULE_ERROR_ILLEGAL, "D-32");
  must (game, "play", 3, "2H 3H");
  g_assert_cmpint (state (game)->tricks[0].winner, ==, 0);
}

static void
test_d33_single_winner (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);

  /* A card of another plain suit never wins. */
  setup_play (game, 0, "6S 2H",
              "AC KC QC JC 10C 9C 8C 7C 5C 4C 3C 2C",
              "AD KD QD JD 10D 9D 8D 7D 5D 4D 3D 2D",
              "3H", NULL, "6S", NULL);
  must (game, "play", 0, "2H");
  must (game, "play", 1, "AC");
  must (game, "play", 2, "AD");
  must (game, "play", 3, "3H");
  g_assert_cmpint (state (game)->tricks[0].winner, ==, 3);
}

static void
test_d34_throw_winner (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);

  setup_play (game, 2, "6S RJ BJ", NULL, "AD KD", NULL, NULL, "6S", NULL);
  must (game, "play", 2, "AD KD");
  g_assert_false (state (game)->failed);
  play_any (game);
  play_any (game);
  /* Whatever the others play, trumps included, the throw stands. */
  play_any (game);
  g_assert_cmpint (state (game)->tricks[0].winner, ==, 2);
}

static void
test_d35_captured_points_public (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);

  setup_play (game, 0, "9H 6S", "KH", "3H", "AH", NULL, "6S", NULL);
  must (game, "play", 0, "9H");
  must (game, "play", 1, "KH");
  must (game, "play", 2, "3H");
  must (game, "play", 3, "AH");
  for (int seat = 0; seat < 4; seat++)
    {
      g_autoptr(JsonNode) node = observe (game, seat);
      JsonArray *points = json_object_get_array_member (obs_object (node), "captured_points");

      g_assert_cmpint (json_array_get_int_element (points, 0), ==, 0);
      g_assert_cmpint (json_array_get_int_element (points, 1), ==, 10);
      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (obs_object (node), "tricks")), ==, 1);
    }
}

static void
test_d36_end_of_play (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);

  setup_play (game, 0, "AD KD QD JD 10D 9D 8D 7D 5D 4D 3D 2D",
              "6S", NULL, NULL, NULL, "6S", NULL);
  must (game, "play", 0, "AD KD QD JD 10D 9D 8D 7D 5D 4D 3D 2D");
  play_any (game);
  play_any (game);
  play_any (game);
  g_assert_true (trp_game_is_round_over (game));
  g_assert_cmpuint (state (game)->n_tricks, ==, 1);
  g_assert_cmpint (state (game)->last_trick_winner, ==, 0);
  refused (game, "play", 0, "6D", TRP_RULE_ERROR_WRONG_PHASE, "D-36");
}

/* ---- §8 Scoring ---- */

/* The opponents win both tricks, the last with a throw: the buried kitty's
 * 25 points count double for them.
 */
static void
test_d37_kitty_bonus_in_play (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(JsonObject) carry = NULL;
  g_autoptr(TrpRoundResult) result = NULL;

  setup_play (game, 0, "2D 6S",
              "RJ AC KC QC JC 10C 9C 8C 7C 5C 4C 3C",
              NULL, NULL, "KS 10H 5D 2H 3H 4H", "6S", NULL);
  must (game, "play", 0, "2D");
  must (game, "play", 1, "RJ");
  play_any (game);
  play_any (game);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 1);
  must (game, "play", 1, "AC KC QC JC 10C 9C 8C 7C 5C 4C 3C");
  play_any (game);
  play_any (game);
  play_any (game);
  g_assert_true (trp_game_is_round_over (game));
  g_assert_cmpint (state (game)->last_trick_winner, ==, 1);
  carry = result_carry (game);
  g_assert_cmpint (hand_int (carry, "buried_points"), ==, 25);
  g_assert_cmpint (hand_int (carry, "opponents_trick_points"), ==, 75);
  g_assert_cmpint (hand_int (carry, "opponents_kitty_points"), ==, 50);
  g_assert_cmpint (hand_int (carry, "p"), ==, 125);
  result = trp_game_round_result (game);
  g_assert_cmpint (trp_round_result_get_total (result, 1), ==, 2);
  g_assert_cmpint (trp_round_result_get_total (result, 0), ==, 0);
}

static void
test_d38_opponents_total (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(JsonObject) carry = NULL;

  /* The declarers win the last trick: the kitty does not count for p. */
  setup_play (game, 0, "9H 6S", "KH", "3H", "AH", "KS 10S 2H 4H 5H 7H", "6S", NULL);
  while (!trp_game_is_round_over (game))
    play_any (game);
  carry = result_carry (game);
  g_assert_cmpint (hand_int (carry, "buried_points"), ==, 25);
  if (dbf_team (state (game)->last_trick_winner) == 0)
    g_assert_cmpint (hand_int (carry, "p"), ==, dbf_mask_points (state (game)->captured[1]));
  else
    g_assert_cmpint (hand_int (carry, "p"), ==, dbf_mask_points (state (game)->captured[1]) + 50);
  g_assert_cmpint (hand_int (carry, "p") % 5, ==, 0);
}

static void
test_d39_failed_throw_totals (void)
{
  g_autoptr(TrpGame) by_declarer = new_game (NULL);
  g_autoptr(TrpGame) team1 = new_game (NULL);
  g_autoptr(JsonObject) a = NULL;
  g_autoptr(JsonObject) b = NULL;

  setup_play (by_declarer, 0, "6S AH QH", NULL, NULL, "KH", "KS KD KC 10S 10D 10C", "6S", NULL);
  must (by_declarer, "play", 0, "AH QH");
  a = result_carry (by_declarer);
  g_assert_cmpint (hand_int (a, "p"), ==, 160);

  /* The same offence by team 1's leader; the opponents' 100 + b gives
   * them two levels. (A failed throw by an opponent, p = 0: D-EX-6 (a).)
   */
  setup_play (team1, 1, "KH", "6S AH QH", NULL, NULL, NULL, "6S", NULL);
  must (team1, "play", 1, "AH QH");
  b = result_carry (team1);
  g_assert_cmpint (hand_int (b, "p"), ==, 100 + hand_int (b, "buried_points"));
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (b, "levels"), 0), ==, 8);
}

static void
test_d40_next_leader (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(JsonObject) carry = NULL;

  /* Leader 3 (team 1) fails a throw: p >= 100, team 0 declare, seat 0 leads. */
  setup_play (game, 3, "KH", NULL, NULL, "6S AH QH", NULL, "6S", NULL);
  must (game, "play", 3, "AH QH");
  carry = result_carry (game);
  g_assert_cmpint (json_object_get_int_member (carry, "declarers"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (carry, TRP_CARRY_NEXT_DEALER), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (carry, "hand"), "row"), ==, "100+");
}

static void
test_d41_next_trump_rank (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(JsonObject) carry = NULL;

  setup_play (game, 3, "KH", NULL, NULL, "6S AH QH", NULL, "6S", NULL);
  must (game, "play", 3, "AH QH");
  carry = result_carry (game);
  g_assert_true (trp_game_deal_seeded (game, 0, carry, 3, NULL));
  /* Team 0 went from 6 to 8 and declare. */
  g_assert_cmpint (trp_dabaifen_game_get_trump_rank (TRP_DABAIFEN_GAME (game)), ==, 8);
  g_assert_cmpint (trp_dabaifen_game_get_level (TRP_DABAIFEN_GAME (game), 0), ==, 8);
  g_assert_cmpint (trp_dabaifen_game_get_level (TRP_DABAIFEN_GAME (game), 1), ==, 6);
}

static void
test_d42_match_end (void)
{
  g_autoptr(TrpGame) game = new_game ("{\"win_above_level\": 7}");
  g_autoptr(JsonObject) carry = later_carry (7, 2, 1, 1);
  g_autoptr(JsonObject) result = NULL;
  g_autoptr(JsonObject) over = NULL;

  /* Reaching 7 is not enough; passing it wins, even as opponents: team 0
   * take 40 in a trick and the last trick with a 30-point kitty, played
   * in full.
   */
  result = play_scenario (game, carry, 1, 2, OPPONENTS_LAST, "10H", "KH", "KD", "10C",
                          "KC 10D 5D 5C 7D 8D");
  g_assert_cmpint (hand_int (result, "p"), ==, 100);
  g_assert_true (json_object_get_boolean_member (result, TRP_CARRY_MATCH_OVER));
  g_assert_cmpint (json_object_get_int_member (result, TRP_CARRY_WINNER), ==, 0);

  over = json_object_ref (result);
  deal_refused (over, 0, "{}", "D-42");
}

static void
test_d43_carry (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(JsonObject) first = NULL;
  g_autoptr(JsonObject) second = NULL;
  JsonArray *totals;

  setup_play (game, 3, "KH", NULL, NULL, "6S AH QH", NULL, "6S", NULL);
  must (game, "play", 3, "AH QH");
  first = result_carry (game);
  totals = json_object_get_array_member (first, TRP_CARRY_TOTALS);
  /* The match's totals are the levels. */
  g_assert_cmpint (json_array_get_int_element (totals, 0), ==, 8);
  g_assert_cmpint (json_array_get_int_element (totals, 1), ==, 6);

  g_assert_true (trp_game_deal_seeded (game, 0, first, 11, NULL));
  g_assert_cmpint (state (game)->levels[0], ==, 8);
  g_assert_false (state (game)->first_hand);
  drive_draw (game, NULL);
  pass_redeal (game);
  g_assert_cmpint (trp_dabaifen_game_get_leader (TRP_DABAIFEN_GAME (game)), ==, 0);
  /* The same hand dealt explicitly and played in full: p = 0. */
  second = play_scenario (game, first, 0, 8, DECLARERS_LAST, "2H", "AH", "2D", "2C",
                          "7D 9D 10D 7C 9C 10C");
  totals = json_object_get_array_member (second, TRP_CARRY_TOTALS);
  g_assert_cmpint (json_array_get_int_element (totals, 0), ==, 10);
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (second, "levels"), 0), ==, 10);
}

/* ---- §9 Options ---- */

static void
test_d44_kitty_exposed (void)
{
  g_autoptr(TrpGame) game = new_game ("{\"kitty_exposed\": true}");
  g_autoptr(JsonObject) carry = later_carry (6, 6, 0, 0);

  deal_hands (game, 0, carry, "6S", NULL, NULL, NULL, "KH KD KC 10H 10D 10C");
  drive_draw (game, "6S");
  pass_redeal (game);
  for (int seat = 0; seat < 4; seat++)
    {
      g_autoptr(JsonNode) node = observe (game, seat);

      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (obs_object (node), "kitty_public")), ==, 6);
    }
}

static void
test_d45_start_level (void)
{
  g_autoptr(TrpGame) game = new_game ("{\"start_level\": 9}");

  g_assert_true (trp_game_deal_seeded (game, 0, NULL, 8, NULL));
  g_assert_cmpint (trp_dabaifen_game_get_trump_rank (TRP_DABAIFEN_GAME (game)), ==, 9);
  g_assert_cmpint (trp_dabaifen_game_get_level (TRP_DABAIFEN_GAME (game), 0), ==, 9);
  g_assert_cmpint (trp_dabaifen_game_get_level (TRP_DABAIFEN_GAME (game), 1), ==, 9);
}

static void
test_d46_win_above_level (void)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&trp_dabaifen_rules_descriptor);
  g_autoptr(TrpRules) equal = trp_rules_new (&trp_dabaifen_rules_descriptor);
  g_autoptr(GError) error = NULL;
  g_autoptr(TrpGame) game = NULL;

  g_assert_true (trp_rules_set_int (rules, "start_level", 7, NULL));
  g_assert_false (trp_rules_set_int (rules, "win_above_level", 6, &error));
  g_assert_nonnull (error);
  /* D-AMB-15: 14 and 14 are allowed. */
  g_assert_true (trp_rules_set_int (equal, "start_level", 14, NULL));
  g_assert_true (trp_rules_set_int (equal, "win_above_level", 14, NULL));
  game = trp_dabaifen_game_new (equal);
  g_assert_true (trp_game_deal_seeded (game, 0, NULL, 2, NULL));
  g_assert_cmpint (state (game)->win_above_level, ==, 14);
  g_assert_cmpint (trp_dabaifen_game_get_trump_rank (TRP_DABAIFEN_GAME (game)), ==, 14);
}

static void
test_d47_failed_throw_policy (void)
{
  g_autoptr(TrpGame) penalize = new_game (NULL);
  g_autoptr(TrpGame) reject = new_game ("{\"failed_throw_policy\": \"reject\"}");
  g_autoptr(GPtrArray) legal = NULL;

  setup_play (penalize, 0, "6S AH QH", NULL, "KH", NULL, NULL, "6S", NULL);
  g_assert_false (state (penalize)->reject_failed_throws);
  legal = trp_game_legal_actions (penalize);
  must (penalize, "play", 0, "AH QH");
  g_assert_true (trp_game_is_round_over (penalize));

  setup_play (reject, 0, "6S AH QH", NULL, "KH", NULL, NULL, "6S", NULL);
  g_assert_true (state (reject)->reject_failed_throws);
  refused (reject, "play", 0, "AH QH", TRP_RULE_ERROR_ILLEGAL, "D-30");
  g_clear_pointer (&legal, g_ptr_array_unref);
  legal = trp_game_legal_actions (reject);
  for (guint i = 0; i < legal->len; i++)
    g_assert_true (trp_game_validate (reject, g_ptr_array_index (legal, i), NULL));
}

static void
test_presets (void)
{
  static const struct { const char *id; int start; int win; } presets[] = {
    { "standard", 2, 14 }, { "short", 2, 7 }, { "from_seven", 7, 14 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    {
      g_autoptr(TrpRules) rules = trp_rules_new (&trp_dabaifen_rules_descriptor);
      g_autoptr(TrpGame) game = NULL;

      g_assert_true (trp_rules_apply_preset (rules, presets[i].id, NULL));
      game = trp_dabaifen_game_new (rules);
      g_assert_true (trp_game_deal_seeded (game, 1, NULL, 6, NULL));
      g_assert_cmpint (state (game)->start_level, ==, presets[i].start);
      g_assert_cmpint (state (game)->win_above_level, ==, presets[i].win);
      g_assert_cmpint (trp_dabaifen_game_get_trump_rank (TRP_DABAIFEN_GAME (game)), ==, presets[i].start);
    }
}

/* ---- §10 Engine model ---- */

static void
test_d48_phases (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(TrpGame) undealt = new_game (NULL);
  g_autoptr(JsonObject) deal = redeal_deal (0);
  g_autoptr(TrpAction) action = make_action ("play", 0, "AS");
  g_autoptr(GError) error = NULL;

  g_assert_false (trp_game_validate (undealt, action, &error));
  g_assert_error (error, TRP_RULE_ERROR, TRP_RULE_ERROR_WRONG_PHASE);

  g_assert_true (trp_game_deal_explicit (game, 0, NULL, deal, NULL));
  g_assert_cmpstr (trp_game_get_phase (game), ==, TRP_DABAIFEN_PHASE_DRAW);
  refused (game, "draw", 0, NULL, TRP_RULE_ERROR_ILLEGAL, "D-48");
  refused (game, "play", 0, "2S", TRP_RULE_ERROR_WRONG_PHASE, "D-28");
  refused (game, "bury", 0, "2S", TRP_RULE_ERROR_WRONG_PHASE, "D-26");
  refused (game, "claim_redeal", 0, NULL, TRP_RULE_ERROR_WRONG_PHASE, "D-25");
  drive_draw (game, "2S");
  g_assert_cmpstr (trp_game_get_phase (game), ==, TRP_DABAIFEN_PHASE_REDEAL);
  pass_redeal (game);
  g_assert_cmpstr (trp_game_get_phase (game), ==, TRP_DABAIFEN_PHASE_BURY);
  refused (game, "claim_redeal", 1, NULL, TRP_RULE_ERROR_WRONG_PHASE, "D-25");
  for (guint i = 0; i < 6; i++)
    play_any (game);
  g_assert_cmpstr (trp_game_get_phase (game), ==, TRP_DABAIFEN_PHASE_PLAY);
  refused (game, "claim_redeal", 1, NULL, TRP_RULE_ERROR_WRONG_PHASE, "D-25");
  while (!trp_game_is_round_over (game))
    play_any (game);
  g_assert_cmpstr (trp_game_get_phase (game), ==, TRP_PHASE_ROUND_OVER);
  refused (game, "pass", 0, NULL, TRP_RULE_ERROR_WRONG_PHASE, "D-36");
}

static void
check_determinize (TrpGame *game,
                   guint    seed)
{
  g_autoptr(TrpRng) rng = trp_rng_new (seed);

  for (int observer = 0; observer < 4; observer++)
    {
      gboolean changed = FALSE;
      guint hidden = 0;

      for (guint i = 0; i < 10; i++)
        {
          g_autoptr(TrpGame) sample = trp_game_determinize (game, observer, rng);
          g_autoptr(JsonNode) mine = observe (game, observer);
          g_autoptr(JsonNode) theirs = observe (sample, observer);
          const DbfState *s = state (sample);

          g_assert_true (json_node_equal (mine, theirs));
          g_assert_cmpuint (count_cards (s, NULL), ==, 54);
          /* Known voids hold in every sample. */
          for (int seat = 0; seat < 4; seat++)
            for (guint suit = 0; suit < DBF_N_EFF; suit++)
              if (seat != observer && (state (game)->voids[seat] & (1 << suit)))
                g_assert_cmpuint (s->hands[seat] & s->eff_mask[suit], ==, 0);
          for (int seat = 0; seat < 4; seat++)
            changed |= seat != observer && s->hands[seat] != state (game)->hands[seat];
        }
      for (int seat = 0; seat < 4; seat++)
        if (seat != observer)
          hidden += dbf_popcount (state (game)->hands[seat]);
      if (hidden >= 6)
        g_assert_true (changed);
    }
}

static void
test_d49_observation_and_determinize (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(JsonObject) deal = redeal_deal (0);
  guint steps = 0;

  g_assert_true (trp_game_deal_explicit (game, 0, NULL, deal, NULL));
  check_determinize (game, 1);
  drive_draw (game, "2S");
  check_determinize (game, 2);
  pass_redeal (game);
  check_determinize (game, 3);
  for (guint i = 0; i < 6; i++)
    play_any (game);
  while (!trp_game_is_round_over (game) && steps++ < 20)
    {
      check_determinize (game, 4 + steps);
      play_any (game);
    }
}

/* Seats that passed in a window hold a rank-R card in every sample. */
static void
test_d49_determinize_keeps_exposure_evidence (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(TrpRng) rng = trp_rng_new (17);

  deal_hands (game, 1, NULL, "2H", NULL, NULL, "2C", NULL);
  must (game, "pass", 3, NULL);
  must (game, "pass", 0, NULL);
  must (game, "pass", 3, NULL);
  /* Card 5: seat 3 is asked; seat 0 passed before. */
  g_assert_cmpuint (state (game)->n_drawn, ==, 5);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 3);
  for (guint i = 0; i < 50; i++)
    {
      g_autoptr(TrpGame) sample = trp_game_determinize (game, 1, rng);

      g_assert_cmpuint (state (sample)->hands[0] & state (sample)->rank_r_mask, !=, 0);
      g_assert_cmpuint (state (sample)->hands[3] & state (sample)->rank_r_mask, !=, 0);
      g_assert_cmpuint (count_cards (state (sample), NULL), ==, 54);
    }
}

/* #34: when the constrained re-deals all fail, the sample keeps only the
 * hands' sizes and what the observer saw; it never falls back on the real
 * hands. The fallback is forced by allowing no constrained try. */
static void
test_d49_determinize_fallback_hides_the_hands (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(JsonObject) deal = redeal_deal (0);
  g_autoptr(TrpRng) rng = trp_rng_new (34);
  guint saved_tries = dbf_determinize_tries;

  g_assert_true (trp_game_deal_explicit (game, 0, NULL, deal, NULL));
  drive_draw (game, "2S");
  pass_redeal (game);
  for (guint i = 0; i < 6; i++)
    play_any (game);
  g_assert_cmpstr (trp_game_get_phase (game), ==, "play");

  dbf_determinize_tries = 0;
  for (int observer = 0; observer < 4; observer++)
    for (guint i = 0; i < 20; i++)
      {
        g_autoptr(TrpGame) sample = trp_game_determinize (game, observer, rng);
        g_autoptr(JsonNode) mine = observe (game, observer);
        g_autoptr(JsonNode) theirs = observe (sample, observer);
        const DbfState *s = state (sample);
        gboolean all_true = TRUE;

        g_assert_true (json_node_equal (mine, theirs));
        g_assert_cmpuint (count_cards (s, NULL), ==, 54);
        for (int seat = 0; seat < 4; seat++)
          {
            g_assert_cmpuint (dbf_popcount (s->hands[seat]), ==, dbf_popcount (state (game)->hands[seat]));
            if (seat != observer)
              all_true &= s->hands[seat] == state (game)->hands[seat];
          }
        g_assert_false (all_true);
      }
  dbf_determinize_tries = saved_tries;
}

static void
test_d49_throws_subset_and_validate (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(GPtrArray) legal = NULL;
  g_autoptr(TrpAction) top = make_action ("play", 0, "AD KD QD");
  g_autoptr(TrpAction) gap = make_action ("play", 0, "AD QD");
  gboolean listed_top = FALSE, listed_gap = FALSE;

  setup_play (game, 0, "6S AD KD QD", NULL, NULL, NULL, "JD 10D 9D 8D 7D 5D", "6S", NULL);
  legal = trp_game_legal_actions (game);
  for (guint i = 0; i < legal->len; i++)
    {
      TrpAction *action = g_ptr_array_index (legal, i);
      guint64 m = 0;
      gboolean bad;

      m = dbf_mask_from_cards (action->cards, action->n_cards, &bad);
      listed_top |= m == mask_of ("AD KD QD");
      listed_gap |= m == mask_of ("AD QD");
      g_assert_true (trp_game_validate (game, action, NULL));
    }
  g_assert_true (listed_top);
  g_assert_false (listed_gap);
  /* Not offered, but every throw D-29 allows validates. */
  g_assert_true (trp_game_validate (game, gap, NULL));
  g_assert_true (trp_game_validate (game, top, NULL));
}

static void
test_d49_leader_sees_kitty (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);

  setup_play (game, 0, "9H 6S", "KH", "3H", "AH", "KS 10S 2H 4H 5H 7H", "6S", NULL);
  while (!trp_game_is_round_over (game))
    {
      g_autoptr(JsonNode) leader = observe (game, 0);
      g_autoptr(JsonNode) other = observe (game, 1);

      g_assert_true (json_object_has_member (obs_object (leader), "buried"));
      g_assert_false (json_object_has_member (obs_object (other), "buried"));
      play_any (game);
    }
  {
    g_autoptr(JsonNode) other = observe (game, 1);

    /* Everyone sees it at the end of the hand. */
    g_assert_true (json_object_has_member (obs_object (other), "buried"));
  }
}

static void
test_d50_round_result (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(TrpRoundResult) result = NULL;
  JsonObject *carry, *hand;
  gboolean seen[4] = { FALSE };
  static const char *members[] = {
    "trump_rank", "trump_suit", "trump_fixed_by", "trump_card", "leader", "declarers",
    "buried", "buried_points", "buried_points_doubled", "last_trick_winner", "p",
    "opponents_trick_points", "opponents_kitty_points", "row", "levels_before",
    "levels_after", "next_starter",
  };

  g_assert_null (trp_game_round_result (game));
  setup_play (game, 0, "9H 6S", "KH", "3H", "AH", "KS 10S 2H 4H 5H 7H", "6S", NULL);
  g_assert_null (trp_game_round_result (game));
  while (!trp_game_is_round_over (game))
    play_any (game);
  result = trp_game_round_result (game);
  for (guint i = 0; i < trp_round_result_get_n_lines (result); i++)
    {
      const TrpScoreLine *line = trp_round_result_get_line (result, i);

      g_assert_nonnull (line->label);
      g_assert_cmpuint (strlen (line->label), >, 0);
      seen[0] |= g_strcmp0 (line->rule_id, "D-35") == 0;
      seen[1] |= g_strcmp0 (line->rule_id, "D-37") == 0;
      seen[2] |= g_strcmp0 (line->rule_id, "D-38") == 0;
      seen[3] |= g_strcmp0 (line->rule_id, "D-40") == 0;
    }
  for (guint i = 0; i < 4; i++)
    g_assert_true (seen[i]);
  carry = trp_round_result_get_carry (result);
  hand = json_object_get_object_member (carry, "hand");
  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    g_assert_true (json_object_has_member (hand, members[i]));
  g_assert_cmpstr (json_object_get_string_member (hand, "trump_fixed_by"), ==, "exposure");
  g_assert_cmpstr (json_object_get_string_member (hand, "trump_suit"), ==, "S");
}

static void
test_describe_and_clone (void)
{
  g_autoptr(TrpGame) game = new_game (NULL);
  g_autoptr(TrpGame) copy = NULL;
  g_autoptr(TrpAction) lead = make_action ("play", 0, "9H");
  g_autoptr(TrpAction) throw = make_action ("play", 0, "AS KS");
  g_autoptr(TrpAction) bury = make_action ("bury", 0, "AS KS");
  g_autofree char *text = NULL;
  g_autofree char *text2 = NULL;
  g_autofree char *text3 = NULL;

  setup_play (game, 0, "9H 6S", "KH", "3H", "AH", NULL, "6S", NULL);
  text = trp_game_describe_action (game, lead);
  g_assert_cmpstr (text, ==, "Player 1 plays the Nine of Hearts");
  text2 = trp_game_describe_action (game, throw);
  g_assert_cmpstr (text2, ==, "Player 1 throws the Ace of Spades and King of Spades");
  text3 = trp_game_describe_action (game, bury);
  g_assert_cmpstr (text3, ==, "Player 1 buries 2 cards");

  copy = trp_game_clone (game);
  g_assert_true (trp_dabaifen_game_state_equal (TRP_DABAIFEN_GAME (copy), TRP_DABAIFEN_GAME (game)));
  must (copy, "play", 0, "9H");
  g_assert_false (trp_dabaifen_game_state_equal (TRP_DABAIFEN_GAME (copy), TRP_DABAIFEN_GAME (game)));
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 0);
  g_assert_cmpstr (trp_game_get_id (copy), ==, "dabaifen");
  g_assert_true (trp_game_get_rules (copy) == trp_game_get_rules (game));
}

static TrpGame *
match_factory (const char  *game_id,
               TrpRules    *rules,
               guint        n_seats,
               GError     **error)
{
  g_assert_cmpstr (game_id, ==, "dabaifen");
  g_assert_cmpuint (n_seats, ==, 4);
  return trp_dabaifen_game_new (rules);
}

static const TrpRulesDescriptor *
match_rules_lookup (const char *game_id)
{
  return g_strcmp0 (game_id, "dabaifen") == 0 ? &trp_dabaifen_rules_descriptor : NULL;
}

/* D-43 through TrpMatch: a whole short match of random legal moves, its
 * levels carried hand to hand, then saved and replayed move by move.
 */
static void
test_d43_match_replay (void)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&trp_dabaifen_rules_descriptor);
  TrpPlayer players[4] = {
    { "Jack", TRP_PLAYER_HUMAN, NULL, 0 }, { "Violet", TRP_PLAYER_COMPUTER, NULL, 1 },
    { "Sara", TRP_PLAYER_COMPUTER, NULL, 0 }, { "Alice", TRP_PLAYER_COMPUTER, NULL, 1 },
  };
  g_autoptr(TrpMatch) match = NULL;
  g_autoptr(TrpMatch) replay = NULL;
  g_autoptr(JsonNode) saved = NULL;
  g_autoptr(TrpRng) rng = trp_rng_new (3);
  g_autoptr(GError) error = NULL;
  guint64 seed = 1;

  g_assert_true (trp_rules_apply_preset (rules, "short", NULL));
  match = trp_match_new ("dabaifen", rules, players, 4, match_factory, &error);
  g_assert_no_error (error);

  while (!trp_match_get_is_over (match) && seed < 200)
    {
      TrpGame *game;

      g_assert_true (trp_match_start_round (match, seed++, &error));
      g_assert_no_error (error);
      game = trp_match_get_game (match);
      /* The match's totals before the hand are the levels. */
      g_assert_cmpint (trp_match_get_total (match, 0) == 0 ? 2 : trp_match_get_total (match, 0), ==,
                       trp_dabaifen_game_get_level (TRP_DABAIFEN_GAME (game), 0));
      while (!trp_game_is_round_over (game))
        {
          g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);
          TrpAction *pick = g_ptr_array_index (legal, trp_rng_uniform (rng, legal->len));

          /* Mostly single cards, so hands are played out. */
          if (pick->n_cards > 1 && pick->type == g_intern_static_string ("play") &&
              trp_rng_uniform (rng, 4) != 0)
            pick = g_ptr_array_index (legal, 0);
          g_assert_true (trp_match_perform (match, pick, &error));
          g_assert_no_error (error);
        }
    }
  g_assert_true (trp_match_get_is_over (match));
  g_assert_cmpint (trp_match_get_total (match, trp_match_get_winner (match)), >, 7);

  saved = trp_match_to_json (match);
  replay = trp_match_new_from_json (saved, match_factory, match_rules_lookup, &error);
  g_assert_no_error (error);
  g_assert_nonnull (replay);
  g_assert_true (trp_match_get_is_over (replay));
  g_assert_cmpint (trp_match_get_winner (replay), ==, trp_match_get_winner (match));
  g_assert_cmpuint (trp_match_get_n_rounds (replay), ==, trp_match_get_n_rounds (match));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/dabaifen/D-1/counter-clockwise", test_d1_counter_clockwise);
  g_test_add_func ("/dabaifen/D-2/partnerships", test_d2_partnerships);
  g_test_add_func ("/dabaifen/D-3/deck", test_d3_deck);
  g_test_add_func ("/dabaifen/D-4/card-points", test_d4_card_points);
  g_test_add_func ("/dabaifen/D-5/levels", test_d5_levels);
  g_test_add_func ("/dabaifen/D-6/roles", test_d6_roles);
  g_test_add_func ("/dabaifen/D-7/trump-rank", test_d7_trump_rank);
  g_test_add_func ("/dabaifen/D-8/effective-suits", test_d8_effective_suits);
  g_test_add_func ("/dabaifen/D-9/trump-order-in-play", test_d9_trump_order_in_play);
  g_test_add_func ("/dabaifen/D-10/plain-suits", test_d10_plain_suits);
  g_test_add_func ("/dabaifen/D-11/strength-table", test_d11_strength_table);
  g_test_add_func ("/dabaifen/D-12/starter", test_d12_starter);
  g_test_add_func ("/dabaifen/D-13/shuffle", test_d13_shuffle);
  g_test_add_func ("/dabaifen/D-14/drawing", test_d14_drawing);
  g_test_add_func ("/dabaifen/D-15/privacy", test_d15_privacy);
  g_test_add_func ("/dabaifen/D-16/exposure", test_d16_exposure);
  g_test_add_func ("/dabaifen/D-17/windows", test_d17_windows);
  g_test_add_func ("/dabaifen/D-18/one-exposure", test_d18_one_exposure);
  g_test_add_func ("/dabaifen/D-19/reveal-closes-exposure", test_d19_reveal_closes_exposure);
  g_test_add_func ("/dabaifen/D-20/fallback-skips-jokers", test_d20_fallback_skips_jokers);
  g_test_add_func ("/dabaifen/D-21/turned-cards-public", test_d21_turned_cards_public);
  g_test_add_func ("/dabaifen/D-22/trump-final", test_d22_trump_final);
  g_test_add_func ("/dabaifen/D-23/first-hand-leader", test_d23_first_hand_leader);
  g_test_add_func ("/dabaifen/D-24/later-hand-leader", test_d24_later_hand_leader);
  g_test_add_func ("/dabaifen/D-25/redeal-claim", test_d25_redeal_claim);
  g_test_add_func ("/dabaifen/D-25/only-trumpless-polled", test_d25_only_trumpless_polled);
  g_test_add_func ("/dabaifen/D-25/later-hand-keeps-roles", test_d25_later_hand_keeps_roles);
  g_test_add_func ("/dabaifen/D-26/taking-the-kitty", test_d26_taking_the_kitty);
  g_test_add_func ("/dabaifen/D-27/burying", test_d27_burying);
  g_test_add_func ("/dabaifen/D-28/leading", test_d28_leading);
  g_test_add_func ("/dabaifen/D-29/lead-forms", test_d29_lead_forms);
  g_test_add_func ("/dabaifen/D-30/equal-card-is-sound", test_d30_soundness);
  g_test_add_func ("/dabaifen/D-30/stronger-card-is-unsound", test_d30_unsound_by_stronger_card);
  g_test_add_func ("/dabaifen/D-31/failed-throw-ends-hand", test_d31_failed_throw_ends_hand);
  g_test_add_func ("/dabaifen/D-32/following", test_d32_following);
  g_test_add_func ("/dabaifen/D-33/single-winner", test_d33_single_winner);
  g_test_add_func ("/dabaifen/D-34/throw-winner", test_d34_throw_winner);
  g_test_add_func ("/dabaifen/D-35/captured-points-public", test_d35_captured_points_public);
  g_test_add_func ("/dabaifen/D-36/end-of-play", test_d36_end_of_play);
  g_test_add_func ("/dabaifen/D-37/kitty-bonus-in-play", test_d37_kitty_bonus_in_play);
  g_test_add_func ("/dabaifen/D-38/opponents-total", test_d38_opponents_total);
  g_test_add_func ("/dabaifen/D-39/failed-throw-totals", test_d39_failed_throw_totals);
  g_test_add_func ("/dabaifen/D-40/next-leader", test_d40_next_leader);
  g_test_add_func ("/dabaifen/D-41/next-trump-rank", test_d41_next_trump_rank);
  g_test_add_func ("/dabaifen/D-42/match-end", test_d42_match_end);
  g_test_add_func ("/dabaifen/D-43/carry", test_d43_carry);
  g_test_add_func ("/dabaifen/D-43/match-replay", test_d43_match_replay);
  g_test_add_func ("/dabaifen/D-44/kitty_exposed", test_d44_kitty_exposed);
  g_test_add_func ("/dabaifen/D-45/start_level", test_d45_start_level);
  g_test_add_func ("/dabaifen/D-46/win_above_level", test_d46_win_above_level);
  g_test_add_func ("/dabaifen/D-47/failed_throw_policy", test_d47_failed_throw_policy);
  g_test_add_func ("/dabaifen/D-46/presets", test_presets);
  g_test_add_func ("/dabaifen/D-48/phases", test_d48_phases);
  g_test_add_func ("/dabaifen/D-49/observation-and-determinize", test_d49_observation_and_determinize);
  g_test_add_func ("/dabaifen/D-49/determinize-keeps-exposure-evidence", test_d49_determinize_keeps_exposure_evidence);
  g_test_add_func ("/dabaifen/D-49/determinize-fallback-hides-the-hands", test_d49_determinize_fallback_hides_the_hands);
  g_test_add_func ("/dabaifen/D-49/throws-subset-and-validate", test_d49_throws_subset_and_validate);
  g_test_add_func ("/dabaifen/D-49/leader-sees-kitty", test_d49_leader_sees_kitty);
  g_test_add_func ("/dabaifen/D-50/round-result", test_d50_round_result);
  g_test_add_func ("/dabaifen/describe-and-clone", test_describe_and_clone);

  return g_test_run ();
}
