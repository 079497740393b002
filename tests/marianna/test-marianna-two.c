/* test-marianna-two.c: Briscola 151 (M-51 to M-57, M-40) and Mariaccio
 * (M-58 to M-66) (rules/marianna.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "marianna-test-util.h"
#include "marianna/trp-marianna-endgame.h"
#include "marianna/trp-marianna-private.h"

#define MATRIMONIO TRP_MARIANNA_DECLARE_MATRIMONIO

/* Dealer 0, so P1 leads. Clubs are trumps. */
static const char *hands[] = {
  "KC QC 2H 4D 5S",
  "3H 2C AS KH QH",
};

static TrpGame *
new_dealt (const char *ruleset,
           const char *options,
           const char *indicator,
           const char *stock,
           int         t0,
           int         t1)
{
  TrpGame *game = mt_new (ruleset, options);

  mt_deal (game, 0, hands, stock, indicator, t0, t1);
  return game;
}

static TrpAction *
swap_action (int         seat,
             const char *ace)
{
  TrpCard card = mt_card (ace);

  return trp_action_new_with_cards ("swap_indicator", seat, &card, 1);
}

/* White-box: the position after the stock has run out (trick 16), with
 * the given hands; every other card counts as taken by P0.
 */
static void
setup_endgame (TrpGame    *game,
               int         leader,
               const char *hand0,
               const char *hand1)
{
  MState *st = &TRP_MARIANNA_GAME (game)->st;
  const char *codes[2] = { hand0, hand1 };
  guint64 held = 0;

  for (guint s = 0; s < 2; s++)
    {
      g_auto(GStrv) parts = g_strsplit (codes[s], " ", -1);

      st->hand[s] = 0;
      st->exposed[s] = 0;
      for (guint i = 0; parts[i] != NULL; i++)
        st->hand[s] |= M_BIT (m_card_index (mt_card (parts[i])));
      held |= st->hand[s];
    }
  st->won[0] = (M_BIT (40) - 1) & ~held;
  st->won[1] = 0;
  st->card_points[0] = m_mask_points (st->won[0]);
  st->card_points[1] = 0;
  st->stock_pos = st->stock_len;
  st->trick_no = 15;
  st->leader = leader;
  st->current = leader;
  st->n_played = 0;
  st->eligible = FALSE;
  st->phase = M_PHASE_TURN;
}

static void
test_m51_dealer_alternates (void)
{
  g_autoptr(TrpGame) game = new_dealt ("briscola_151", NULL, "6C", "", 0, 0);
  g_autoptr(TrpRoundResult) result = NULL;

  /* The non-dealer leads (M-53). */
  g_assert_cmpuint (trp_game_get_n_seats (game), ==, 2);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 1);
  result = mt_play_out (game);
  g_assert_cmpint (json_object_get_int_member (trp_round_result_get_carry (result), TRP_CARRY_NEXT_DEALER), ==, 1);
}

static void
test_m52_deal_and_trump (void)
{
  g_autoptr(TrpGame) game = mt_new ("briscola_151", NULL);
  g_autoptr(TrpRng) rng = trp_rng_new (77);
  g_autoptr(GByteArray) deck = trp_deck_new (TRP_DECK_ITALIAN_40);
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(JsonNode) bad = json_from_string ("{\"hands\": [[\"AS\",\"2S\",\"3S\",\"4S\",\"5S\"],"
                                              "[\"6S\",\"7S\",\"JS\",\"QS\",\"KS\"]], \"stock\": []}", NULL);
  g_autoptr(GError) error = NULL;
  TrpMariannaGame *self = TRP_MARIANNA_GAME (game);

  g_assert_true (trp_game_deal_seeded (game, 1, NULL, 77, NULL));
  trp_rng_shuffle (rng, deck->data, deck->len);
  /* One at a time, non-dealer first; the 11th card is the indicator. */
  for (guint i = 0; i < 10; i++)
    g_assert_true (self->st.hand[i % 2 == 0 ? 0 : 1] & M_BIT (m_card_index (deck->data[i])));
  g_assert_true (trp_marianna_game_get_indicator (self) == deck->data[10]);
  g_assert_cmpint (mt_trump (game), ==, trp_card_get_suit (deck->data[10]));
  g_assert_cmpuint (trp_marianna_game_get_stock_size (self), ==, 30);
  g_assert_true (self->st.stock[0] == deck->data[11]);
  g_assert_true (self->st.stock[29] == deck->data[10]);
  node = trp_game_observation (game, 1);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (node), "indicator"), ==,
                   trp_card_to_code (deck->data[10]));

  g_assert_false (trp_game_deal_explicit (game, 0, NULL, json_node_get_object (bad), &error));
  g_assert_error (error, TRP_RULE_ERROR, TRP_RULE_ERROR_INVALID_DEAL);
}

static void
test_m53_play_and_draw (void)
{
  g_autoptr(TrpGame) game = new_dealt ("briscola_151", NULL, "6C", "AH 7H", 0, 0);
  TrpMariannaGame *self = TRP_MARIANNA_GAME (game);
  int loser;

  /* No duty to follow: P0 may trump or throw anything. */
  mt_play (game, 1, "3H");
  g_assert_true (mt_is_legal (game, mt_play_action (0, "5S")));
  mt_play (game, 0, "QC");
  /* P0's trump wins; he draws AH first, P1 7H. */
  g_assert_cmpint (mt_points (game, 0), ==, 13);
  g_assert_true (mt_holds (game, 0, "AH"));
  g_assert_true (mt_holds (game, 1, "7H"));
  for (guint t = 1; t < 15; t++)
    mt_play_trick_avoiding (game, NULL);
  /* After trick 15 the loser has drawn the indicator, which all saw. */
  g_assert_cmpuint (trp_marianna_game_get_stock_size (self), ==, 0);
  /* The 15th trick's winner leads the 16th (M-53). */
  loser = 1 - mt_trick_winner (game, 14);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 1 - loser);
  g_assert_true (mt_holds (game, loser, "6C"));
  g_assert_true (self->st.exposed[loser] & M_BIT (m_card_index (mt_card ("6C"))));
  g_assert_true (trp_marianna_game_get_indicator (self) == TRP_CARD_NONE);
  mt_play_trick_avoiding (game, NULL);
  g_assert_cmpint (__builtin_popcountll (self->st.hand[0]), ==, 4);
}

static void
test_m54_matrimonio (void)
{
  static const char *two_pairs[] = {
    "KC QC KH QH 5S",
    "3H 2C AS 4H 7D",
  };
  g_autoptr(TrpGame) game = mt_new ("briscola_151", NULL);
  TrpMariannaGame *self = TRP_MARIANNA_GAME (game);

  mt_deal (game, 0, two_pairs, "", "6C", 0, 0);
  mt_trick (game, "3H 5S");
  /* P1 won trick 1 and leads; P0 declares at his turn in trick 2. */
  mt_play (game, 1, "7D");
  mt_refuse (game, mt_declare_action (0, TRP_MARIANNA_DECLARE_MARIANNA, "KC QC"), TRP_RULE_ERROR_ILLEGAL, "M-54");
  mt_declare (game, 0, MATRIMONIO, "KH QH");
  g_assert_cmpint (mt_declared (game, 0), ==, 20);
  /* One per trick. */
  mt_refuse (game, mt_declare_action (0, MATRIMONIO, "KC QC"), TRP_RULE_ERROR_ILLEGAL, "M-54");
  /* It never changes trumps. */
  g_assert_cmpint (mt_trump (game), ==, TRP_SUIT_CLUBS);
  /* KH loses to the led diamond: P1 leads trick 3. */
  mt_play (game, 0, "KH");
  g_assert_cmpint (trp_marianna_game_get_leader (self), ==, 1);
  mt_play_until_turn (game, 0, "KC QC");
  mt_declare (game, 0, MATRIMONIO, "KC QC");
  g_assert_cmpint (mt_declared (game, 0), ==, 60);
  mt_play_trick_avoiding (game, "KC QC");
  /* Each suit once per hand. */
  mt_play_until_turn (game, 0, "KC QC");
  mt_refuse (game, mt_declare_action (0, MATRIMONIO, "KC QC"), TRP_RULE_ERROR_ILLEGAL, "M-54");
}

static void
test_m55_when_not (void)
{
  g_autoptr(TrpGame) game = new_dealt ("briscola_151", NULL, "6C", "", 0, 0);

  mt_play (game, 1, "3H");
  mt_refuse (game, mt_declare_action (0, MATRIMONIO, "KC QC"), TRP_RULE_ERROR_ILLEGAL, "M-55");
  mt_play (game, 0, "2H");
  for (guint t = 1; t < 15; t++)
    mt_play_trick_avoiding (game, "KC QC");
  g_assert_cmpuint (trp_marianna_game_get_trick_number (TRP_MARIANNA_GAME (game)), ==, 16);
  mt_play_until_turn (game, 0, "KC QC");
  mt_refuse (game, mt_declare_action (0, MATRIMONIO, "KC QC"), TRP_RULE_ERROR_ILLEGAL, "M-55");
}

static void
test_m55_last_eligible_trick (void)
{
  g_autoptr(TrpGame) game = new_dealt ("briscola_151", NULL, "6C", "", 0, 0);

  for (guint t = 0; t < 14; t++)
    mt_play_trick_avoiding (game, "KC QC");
  g_assert_cmpuint (trp_marianna_game_get_trick_number (TRP_MARIANNA_GAME (game)), ==, 15);
  mt_play_until_turn (game, 0, "KC QC");
  mt_declare (game, 0, MATRIMONIO, "KC QC");
  g_assert_cmpint (mt_declared (game, 0), ==, 40);
}

/* M-56: the trump ace taken for the indicator, only with the ace_swap
 * option (M-40), and not with Mariaccio's deal (M-59). */
static void
test_m56_ace_swap (void)
{
  static const char *swap_hands[] = {
    "AC QC 2H 4D 5S",
    "3H 2C AS KH QH",
  };
  g_autoptr(TrpGame) game = mt_new ("briscola_151", "{\"ace_swap\": true}");
  g_autoptr(TrpGame) off = mt_new ("briscola_151", NULL);
  g_autoptr(TrpGame) low = mt_new ("briscola_151", "{\"ace_swap\": true}");
  g_autoptr(TrpGame) mariaccio = mt_new ("mariaccio", NULL);
  TrpMariannaGame *self = TRP_MARIANNA_GAME (game);
  int loser;

  mt_deal (game, 0, swap_hands, "", "KC", 0, 0);
  mt_deal (off, 0, swap_hands, "", "KC", 0, 0);
  mt_deal (low, 0, swap_hands, "", "6C", 0, 0);
  mt_deal (mariaccio, 0, swap_hands, "", "KC", 0, 0);

  mt_play (game, 1, "3H");
  mt_refuse (game, swap_action (1, "AC"), TRP_RULE_ERROR_NOT_YOUR_TURN, "M-10");
  g_assert_true (mt_is_legal (game, swap_action (0, "AC")));
  mt_do (game, swap_action (0, "AC"));
  /* M-EX-9 c: the king into his hand, the ace under the stock. */
  g_assert_true (mt_holds (game, 0, "KC"));
  g_assert_false (mt_holds (game, 0, "AC"));
  g_assert_true (trp_marianna_game_get_indicator (self) == mt_card ("AC"));
  mt_refuse (game, swap_action (0, "AC"), TRP_RULE_ERROR_ILLEGAL, "M-56");
  /* The matrimonio still waits for trick 2 (M-55). */
  mt_refuse (game, mt_declare_action (0, MATRIMONIO, "KC QC"), TRP_RULE_ERROR_ILLEGAL, "M-55");
  mt_play (game, 0, "2H");
  mt_play_until_turn (game, 0, "KC QC");
  mt_declare (game, 0, MATRIMONIO, "KC QC");
  g_assert_cmpint (mt_declared (game, 0), ==, 40);
  for (guint t = 1; t < 15; t++)
    mt_play_trick_avoiding (game, NULL);
  /* The 15th trick's winner leads the 16th (M-53). */
  loser = 1 - mt_trick_winner (game, 14);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 1 - loser);
  g_assert_true (mt_holds (game, loser, "AC"));

  mt_play (off, 1, "3H");
  mt_refuse (off, swap_action (0, "AC"), TRP_RULE_ERROR_ILLEGAL, "M-56");
  mt_play (low, 1, "3H");
  mt_refuse (low, swap_action (0, "AC"), TRP_RULE_ERROR_ILLEGAL, "M-56");
  /* M-59: never in Mariaccio. */
  mt_play (mariaccio, 1, "3H");
  mt_refuse (mariaccio, swap_action (0, "AC"), TRP_RULE_ERROR_ILLEGAL, "M-59");
}

static JsonObject *
finish_with_totals (const char *ruleset,
                    int         after0,
                    int         after1)
{
  g_autoptr(TrpGame) dry = new_dealt (ruleset, NULL, "6C", "", 0, 0);
  g_autoptr(TrpRoundResult) dry_result = mt_play_out (dry);
  g_autoptr(TrpGame) game = new_dealt (ruleset, NULL, "6C", "",
                                       after0 - trp_round_result_get_total (dry_result, 0),
                                       after1 - trp_round_result_get_total (dry_result, 1));
  g_autoptr(TrpRoundResult) result = mt_play_out (game);

  return json_object_ref (trp_round_result_get_carry (result));
}

static void
test_m57_target (void)
{
  g_autoptr(JsonObject) both = finish_with_totals ("briscola_151", 155, 205);
  g_autoptr(JsonObject) tie = finish_with_totals ("briscola_151", 160, 160);
  g_autoptr(JsonObject) none = finish_with_totals ("briscola_151", 150, 100);

  g_assert_true (json_object_get_boolean_member (both, TRP_CARRY_MATCH_OVER));
  g_assert_cmpint (json_object_get_int_member (both, TRP_CARRY_WINNER), ==, 1);
  g_assert_false (json_object_get_boolean_member (tie, TRP_CARRY_MATCH_OVER));
  g_assert_false (json_object_get_boolean_member (none, TRP_CARRY_MATCH_OVER));
}

/* M-58: the deal alternates; M-60: the non-dealer leads first. */
static void
test_m58_m60_dealer_and_lead (void)
{
  g_autoptr(TrpGame) game = mt_new ("mariaccio", NULL);
  g_autoptr(TrpRoundResult) result = NULL;

  mt_deal (game, 1, hands, "", "6S", 0, 0);
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 0);
  g_assert_cmpint (mt_trump (game), ==, TRP_SUIT_SPADES);
  result = mt_play_out (game);
  g_assert_cmpint (json_object_get_int_member (trp_round_result_get_carry (result), TRP_CARRY_NEXT_DEALER), ==, 0);
}

static void
test_m61_free_while_stock (void)
{
  g_autoptr(TrpGame) game = new_dealt ("mariaccio", NULL, "6S", "JH 7H", 0, 0);

  mt_play (game, 1, "3H");
  /* M-EX-10 c: anything goes while the stock lasts. */
  g_assert_true (mt_is_legal (game, mt_play_action (0, "4D")));
  g_assert_true (mt_is_legal (game, mt_play_action (0, "2H")));
  mt_play (game, 0, "4D");
  /* P1 won: his declaration step, the claims, then he draws first. */
  g_assert_cmpstr (trp_game_get_phase (game), ==, "winner_declare");
  mt_pass (game, 1);
  g_assert_cmpstr (trp_game_get_phase (game), ==, "claim");
  mt_pass (game, 1);
  mt_pass (game, 0);
  g_assert_true (mt_holds (game, 1, "JH"));
  g_assert_true (mt_holds (game, 0, "7H"));
}

static void
test_m62_following (void)
{
  static const struct
  {
    const char *lead;
    const char *hand;
    const char *legal;
  } cases[] = {
    { "3H", "AH 4H 2S", "AH" },
    { "3H", "7H 4H 2S", "7H 4H" },
    { "3H", "KD 2S 5S", "2S 5S" },
    { "3H", "KD 5C", "KD 5C" },
    { "7S", "AS 2S KH", "AS" },
    { "7S", "2S KH", "2S" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TrpGame) game = new_dealt ("mariaccio", NULL, "6S", "", 0, 0);
      g_autofree char *hand0 = g_strdup_printf ("%s JC", cases[i].lead);
      g_autoptr(GPtrArray) legal = NULL;
      g_auto(GStrv) expected = g_strsplit (cases[i].legal, " ", -1);

      setup_endgame (game, 0, hand0, cases[i].hand);
      mt_play (game, 0, cases[i].lead);
      legal = trp_game_legal_actions (game);
      g_assert_cmpuint (legal->len, ==, g_strv_length (expected));
      for (guint k = 0; expected[k] != NULL; k++)
        g_assert_true (mt_is_legal (game, mt_play_action (1, expected[k])));
      if (g_strv_length (expected) == 1)
        {
          g_auto(GStrv) held = g_strsplit (cases[i].hand, " ", -1);

          for (guint k = 0; held[k] != NULL; k++)
            if (strcmp (held[k], expected[0]) != 0)
              mt_refuse (game, mt_play_action (1, held[k]), TRP_RULE_ERROR_ILLEGAL, "M-62");
        }
    }
}

static void
test_m63_winner_declares (void)
{
  g_autoptr(TrpGame) game = new_dealt ("mariaccio", NULL, "6C", "", 0, 0);

  /* Not before trick 1, not in one's turn. */
  mt_refuse (game, mt_declare_action (1, MATRIMONIO, "KH QH"), TRP_RULE_ERROR_WRONG_PHASE, "M-63");
  mt_play (game, 1, "3H");
  mt_play (game, 0, "2H");
  /* P1 won: he may declare before the draw; P0 may not. */
  g_assert_cmpstr (trp_game_get_phase (game), ==, "winner_declare");
  g_assert_cmpint (trp_game_get_current_seat (game), ==, 1);
  mt_refuse (game, mt_declare_action (0, MATRIMONIO, "KC QC"), TRP_RULE_ERROR_NOT_YOUR_TURN, "M-63");
  mt_refuse (game, mt_declare_action (1, MATRIMONIO, "KC QC"), TRP_RULE_ERROR_ILLEGAL, "M-63");
  mt_declare (game, 1, MATRIMONIO, "KH QH");
  g_assert_cmpint (mt_declared (game, 1), ==, 20);
  g_assert_cmpstr (trp_game_get_phase (game), ==, "claim");
}

static void
play_first_legal (TrpGame *game)
{
  g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);

  mt_do (game, trp_action_copy (g_ptr_array_index (legal, 0)));
}

static void
test_m63_cut_off (void)
{
  g_autoptr(TrpGame) game = new_dealt ("mariaccio", NULL, "6C", "", 0, 0);
  TrpMariannaGame *self = TRP_MARIANNA_GAME (game);

  for (guint t = 0; t < 14; t++)
    mt_play_trick_avoiding (game, NULL);
  g_assert_cmpuint (trp_marianna_game_get_trick_number (self), ==, 15);
  /* Trick 15 is followed by the last draw: its winner may declare. */
  play_first_legal (game);
  play_first_legal (game);
  g_assert_cmpstr (trp_game_get_phase (game), ==, "winner_declare");
  mt_pass_windows (game);
  g_assert_cmpuint (trp_marianna_game_get_trick_number (self), ==, 16);
  g_assert_cmpuint (trp_marianna_game_get_stock_size (self), ==, 0);
  /* Trick 16: no declaration step, straight to the claims. */
  play_first_legal (game);
  play_first_legal (game);
  g_assert_cmpstr (trp_game_get_phase (game), ==, "claim");
}

static void
test_m64_scoring (void)
{
  g_autoptr(TrpGame) game = new_dealt ("mariaccio", NULL, "6H", "", 0, 0);
  g_autoptr(TrpRoundResult) result = NULL;

  mt_play (game, 1, "3H");
  mt_play (game, 0, "2H");
  /* Hearts are trumps: 40. */
  mt_declare (game, 1, MATRIMONIO, "KH QH");
  result = mt_play_out (game);
  g_assert_cmpint (mt_line_points (result, 1, "M-63"), ==, 40);
  g_assert_cmpint (mt_line_points (result, 0, "M-64") + mt_line_points (result, 1, "M-64"), ==, 120);
  g_assert_cmpint (trp_round_result_get_total (result, 1), ==, mt_points (game, 1) + 40);
}

static void
test_m65_claims (void)
{
  g_autoptr(TrpGame) right = new_dealt ("mariaccio", NULL, "6C", "", 150, 190);
  g_autoptr(TrpGame) wrong = new_dealt ("mariaccio", NULL, "6C", "", 150, 190);
  g_autoptr(TrpRoundResult) result = NULL;
  JsonObject *carry;

  /* P1 takes 10 + 0 and declares 20: 190 + 10 + 20 = 220. */
  mt_trick (right, "3H 2H");
  mt_declare (right, 1, MATRIMONIO, "KH QH");
  g_assert_cmpint (trp_game_get_current_seat (right), ==, 1);
  mt_do (right, trp_action_new ("claim", 1));
  g_assert_true (trp_game_is_round_over (right));
  result = trp_game_round_result (right);
  carry = trp_round_result_get_carry (result);
  g_assert_true (json_object_get_boolean_member (carry, TRP_CARRY_MATCH_OVER));
  g_assert_cmpint (json_object_get_int_member (carry, TRP_CARRY_WINNER), ==, 1);
  g_assert_cmpint (mt_line_points (result, 1, "M-65"), ==, 0);
  g_clear_pointer (&result, trp_round_result_unref);

  /* P1 passes; P0 (150 + 0) claims wrongly: P1 wins whatever he has. */
  mt_trick (wrong, "3H 2H");
  mt_pass (wrong, 1);
  mt_pass (wrong, 1);
  mt_do (wrong, trp_action_new ("claim", 0));
  result = trp_game_round_result (wrong);
  g_assert_cmpint (json_object_get_int_member (trp_round_result_get_carry (result), TRP_CARRY_WINNER), ==, 1);
}

static void
test_m66_end_without_claim (void)
{
  g_autoptr(JsonObject) one = finish_with_totals ("mariaccio", 210, 150);
  g_autoptr(JsonObject) both = finish_with_totals ("mariaccio", 230, 205);
  g_autoptr(JsonObject) tie = finish_with_totals ("mariaccio", 205, 205);
  g_autoptr(JsonObject) none = finish_with_totals ("mariaccio", 199, 120);

  g_assert_true (json_object_get_boolean_member (one, TRP_CARRY_MATCH_OVER));
  g_assert_cmpint (json_object_get_int_member (one, TRP_CARRY_WINNER), ==, 0);
  g_assert_true (json_object_get_boolean_member (both, TRP_CARRY_MATCH_OVER));
  g_assert_cmpint (json_object_get_int_member (both, TRP_CARRY_WINNER), ==, 0);
  g_assert_false (json_object_get_boolean_member (tie, TRP_CARRY_MATCH_OVER));
  g_assert_false (json_object_get_boolean_member (none, TRP_CARRY_MATCH_OVER));
}

static void
test_two_player_describe (void)
{
  g_autoptr(TrpGame) game = new_dealt ("mariaccio", NULL, "6C", "", 0, 0);
  g_autoptr(TrpAction) claim = trp_action_new ("claim", 1);
  g_autoptr(TrpAction) swap = swap_action (0, "AC");
  g_autoptr(TrpAction) declare = mt_declare_action (1, MATRIMONIO, "KH QH");
  g_autofree char *a = trp_game_describe_action (game, claim);
  g_autofree char *b = trp_game_describe_action (game, swap);
  g_autofree char *c = trp_game_describe_action (game, declare);
  g_autoptr(JsonNode) node = trp_game_observation (game, 0);
  JsonObject *obs = json_node_get_object (node);

  g_assert_cmpstr (a, ==, "Player 2 claims victory");
  g_assert_cmpstr (b, ==, "Player 1 exchanges the trump ace for the card under the stock");
  /* Mariaccio's default faces are Italian (M-38): hearts are cups, and
   * the pair is a king and a horse, so no “queen”. */
  g_assert_cmpstr (c, ==, "Player 2 declares the matrimonio in Cups");
  g_assert_cmpstr (json_object_get_string_member (obs, "ruleset"), ==, "mariaccio");
  g_assert_cmpstr (json_object_get_string_member (obs, "indicator"), ==, "6C");
  g_assert_cmpstr (json_object_get_string_member (obs, "trump"), ==, "C");
  g_assert_cmpint (json_object_get_int_member (obs, "stock_size"), ==, 30);
}

static void
test_two_player_determinize (void)
{
  static const char *rulesets[] = { "briscola_151", "mariaccio" };

  for (guint r = 0; r < G_N_ELEMENTS (rulesets); r++)
    {
      g_autoptr(TrpGame) game = new_dealt (rulesets[r], "{}", "6C", "", 0, 0);
      g_autoptr(TrpRng) rng = trp_rng_new (5);
      gboolean changed = FALSE;

      mt_play (game, 1, "3H");
      for (guint i = 0; i < 30; i++)
        {
          g_autoptr(TrpGame) sample = trp_game_determinize (game, 0, rng);
          g_autoptr(JsonNode) a = trp_game_observation (game, 0);
          g_autoptr(JsonNode) b = trp_game_observation (sample, 0);
          g_autoptr(JsonNode) c = trp_game_observation (game, 1);
          g_autoptr(JsonNode) d = trp_game_observation (sample, 1);

          g_assert_true (json_node_equal (a, b));
          changed |= !json_node_equal (c, d);
          /* The indicator stays where it is. */
          g_assert_true (trp_marianna_game_get_indicator (TRP_MARIANNA_GAME (sample)) == mt_card ("6C"));
        }
      g_assert_true (changed);
    }
}

/* The leader's margin by plain minimax, every line played out: what the
 * shared solver's alpha-beta must equal (M-5, M-12, M-62). */
static int
minimax_lead (guint64  lead,
              guint64  follow,
              guint64  trumps,
              gboolean strict)
{
  int best = G_MININT;

  if (lead == 0)
    return 0;
  for (guint64 l = lead; l != 0; l &= l - 1)
    {
      int led = __builtin_ctzll (l);
      guint64 same = follow & M_SUIT_MASK (led / 10);
      guint64 higher = same & ~(M_BIT (led + 1) - 1);
      guint64 allowed = follow;
      int worst = G_MAXINT;

      if (strict)
        allowed = higher ? higher : same ? same : (follow & trumps) ? follow & trumps : follow;
      for (guint64 f = allowed; f != 0; f &= f - 1)
        {
          int card = __builtin_ctzll (f);
          int points = m_points_of_index[led] + m_points_of_index[card];
          gboolean second = (card / 10 == led / 10 && card > led) ||
                            ((trumps & M_BIT (card)) && !(trumps & M_BIT (led)));
          int value = second
            ? -points - minimax_lead (follow & ~M_BIT (card), lead & ~M_BIT (led), trumps, strict)
            : points + minimax_lead (lead & ~M_BIT (led), follow & ~M_BIT (card), trumps, strict);

          worst = MIN (worst, value);
        }
      best = MAX (best, worst);
    }
  return best;
}

/* M-62: the one endgame solver of the player and the guided playout
 * (trp-marianna-endgame.c) against plain minimax, on random last hands of
 * up to five cards, free and strict following, with and without trumps. */
static void
test_m62_endgame_solver (void)
{
  g_autoptr(TrpRng) rng = trp_rng_new (62);

  for (guint round = 0; round < 400; round++)
    {
      guint n = 1 + trp_rng_uniform (rng, 5);
      guint64 deck = M_BIT (M_N_CARDS) - 1;
      guint64 hands[2] = { 0, 0 };
      guint trump = trp_rng_uniform (rng, 5);
      guint64 trumps = trump < TRP_N_SUITS ? M_SUIT_MASK (trump) : 0;
      gboolean strict = round % 2;

      for (guint i = 0; i < 2 * n; i++)
        {
          guint k = trp_rng_uniform (rng, (guint) __builtin_popcountll (deck));
          guint64 rest = deck;
          int card;

          while (k-- > 0)
            rest &= rest - 1;
          card = __builtin_ctzll (rest);
          deck &= ~M_BIT (card);
          hands[i % 2] |= M_BIT (card);
        }
      g_assert_cmpint (trp_marianna_endgame_lead (hands[0], hands[1], trumps, strict, -1000, 1000), ==,
                       minimax_lead (hands[0], hands[1], trumps, strict));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/marianna/M-51/dealer-alternates", test_m51_dealer_alternates);
  g_test_add_func ("/marianna/M-52/deal-and-trump", test_m52_deal_and_trump);
  g_test_add_func ("/marianna/M-53/play-and-draw", test_m53_play_and_draw);
  g_test_add_func ("/marianna/M-54/matrimonio", test_m54_matrimonio);
  g_test_add_func ("/marianna/M-55/when-not", test_m55_when_not);
  g_test_add_func ("/marianna/M-55/last-eligible-trick", test_m55_last_eligible_trick);
  g_test_add_func ("/marianna/M-56/ace-swap", test_m56_ace_swap);
  g_test_add_func ("/marianna/M-57/target", test_m57_target);
  g_test_add_func ("/marianna/M-58/dealer-and-first-lead", test_m58_m60_dealer_and_lead);
  g_test_add_func ("/marianna/M-61/free-while-stock", test_m61_free_while_stock);
  g_test_add_func ("/marianna/M-62/following", test_m62_following);
  g_test_add_func ("/marianna/M-62/endgame-solver", test_m62_endgame_solver);
  g_test_add_func ("/marianna/M-63/winner-declares", test_m63_winner_declares);
  g_test_add_func ("/marianna/M-63/cut-off", test_m63_cut_off);
  g_test_add_func ("/marianna/M-64/scoring", test_m64_scoring);
  g_test_add_func ("/marianna/M-65/claims", test_m65_claims);
  g_test_add_func ("/marianna/M-66/end-without-claim", test_m66_end_without_claim);
  g_test_add_func ("/marianna/two-player/describe-and-observe", test_two_player_describe);
  g_test_add_func ("/marianna/two-player/determinize", test_two_player_determinize);

  return g_test_run ();
}
