/* test-card.c: card text, names and deck compositions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "trp-card.h"

static const TrpDeckKind all_decks[] = {
  TRP_DECK_DOUBLE_WITH_4_JOKERS,
  TRP_DECK_TRIPLE_WITH_6_JOKERS,
  TRP_DECK_SINGLE_WITH_2_JOKERS,
  TRP_DECK_ITALIAN_40,
};

static void
test_card_text_round_trip (void)
{
  for (guint d = 0; d < G_N_ELEMENTS (all_decks); d++)
    {
      g_autoptr(GByteArray) deck = trp_deck_new (all_decks[d]);

      for (guint i = 0; i < deck->len; i++)
        {
          g_autoptr(GError) error = NULL;
          const char *code = trp_card_to_code (deck->data[i]);
          TrpCard parsed = TRP_CARD_NONE;

          g_assert_nonnull (code);
          g_assert_true (trp_card_from_code (code, &parsed, &error));
          g_assert_no_error (error);
          g_assert_cmpuint (parsed, ==, deck->data[i]);
        }
    }
}

static void
test_card_known_codes (void)
{
  TrpCard card;

  g_assert_cmpstr (trp_card_to_code (TRP_CARD (TRP_SUIT_SPADES, TRP_RANK_ACE)), ==, "AS");
  g_assert_cmpstr (trp_card_to_code (TRP_CARD (TRP_SUIT_HEARTS, TRP_RANK_TEN)), ==, "10H");
  g_assert_cmpstr (trp_card_to_code (TRP_CARD (TRP_SUIT_CLUBS, TRP_RANK_TWO)), ==, "2C");
  g_assert_cmpstr (trp_card_to_code (TRP_CARD (TRP_SUIT_DIAMONDS, TRP_RANK_QUEEN)), ==, "QD");
  g_assert_cmpstr (trp_card_to_code (TRP_CARD_JOKER), ==, "JK");
  g_assert_cmpstr (trp_card_to_code (TRP_CARD_RED_JOKER), ==, "RJ");
  g_assert_cmpstr (trp_card_to_code (TRP_CARD_BLACK_JOKER), ==, "BJ");

  g_assert_true (trp_card_from_code ("KC", &card, NULL));
  g_assert_cmpuint (trp_card_get_suit (card), ==, TRP_SUIT_CLUBS);
  g_assert_cmpuint (trp_card_get_rank (card), ==, TRP_RANK_KING);
  g_assert_false (trp_card_is_joker (card));
  g_assert_true (trp_card_from_code ("RJ", &card, NULL));
  g_assert_true (trp_card_is_joker (card));
}

static void
test_card_strict_parsing (void)
{
  static const char *bad[] = {
    "", "A", "S", "as", "1S", "11S", "TS", "010H", " AS", "AS ", "AX",
    "10", "J", "JKK", "jk", "RJ1", "0S", "14H", "AS,KS", "♠A",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      TrpCard card = 99;

      g_assert_false (trp_card_from_code (bad[i], &card, &error));
      g_assert_error (error, TRP_CARD_ERROR, TRP_CARD_ERROR_INVALID_TEXT);
      /* The message quotes the bad text. */
      g_assert_nonnull (strstr (error->message, bad[i]));
      g_assert_cmpuint (card, ==, 99);
    }

  {
    g_autoptr(GError) error = NULL;
    TrpCard card;

    g_assert_false (trp_card_from_code (NULL, &card, &error));
    g_assert_error (error, TRP_CARD_ERROR, TRP_CARD_ERROR_INVALID_TEXT);
  }
}

static void
test_card_validity (void)
{
  guint n_valid = 0;

  for (guint byte = 0; byte < 256; byte++)
    if (trp_card_is_valid ((TrpCard) byte))
      n_valid++;

  /* 52 ranks-and-suits plus three kinds of joker. */
  g_assert_cmpuint (n_valid, ==, 55);
  g_assert_false (trp_card_is_valid (TRP_CARD_NONE));
}

static void
count_cards (GByteArray *deck,
             guint       counts[256])
{
  memset (counts, 0, 256 * sizeof (guint));
  for (guint i = 0; i < deck->len; i++)
    counts[deck->data[i]]++;
}

static void
check_packs (guint    counts[256],
             guint    n_packs,
             gboolean italian)
{
  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    for (guint rank = TRP_RANK_ACE; rank <= TRP_RANK_KING; rank++)
      {
        gboolean removed = italian && rank >= TRP_RANK_EIGHT && rank <= TRP_RANK_TEN;

        g_assert_cmpuint (counts[TRP_CARD (suit, rank)], ==, removed ? 0 : n_packs);
      }
}

/* B-2, B-10: 2 × 52 + 4 jokers and 3 × 52 + 6 jokers. */
static void
test_deck_biriba (void)
{
  g_autoptr(GByteArray) two = trp_deck_new (TRP_DECK_DOUBLE_WITH_4_JOKERS);
  g_autoptr(GByteArray) three = trp_deck_new (TRP_DECK_TRIPLE_WITH_6_JOKERS);
  guint counts[256];

  g_assert_cmpuint (two->len, ==, 108);
  g_assert_cmpuint (trp_deck_get_size (TRP_DECK_DOUBLE_WITH_4_JOKERS), ==, 108);
  count_cards (two, counts);
  check_packs (counts, 2, FALSE);
  g_assert_cmpuint (counts[TRP_CARD_JOKER], ==, 4);
  g_assert_cmpuint (counts[TRP_CARD_RED_JOKER], ==, 0);

  g_assert_cmpuint (three->len, ==, 162);
  count_cards (three, counts);
  check_packs (counts, 3, FALSE);
  g_assert_cmpuint (counts[TRP_CARD_JOKER], ==, 6);
}

/* D-3: 52 cards, a red and a black joker, no two identical. */
static void
test_deck_dabaifen (void)
{
  g_autoptr(GByteArray) deck = trp_deck_new (TRP_DECK_SINGLE_WITH_2_JOKERS);
  guint counts[256];

  g_assert_cmpuint (deck->len, ==, 54);
  count_cards (deck, counts);
  check_packs (counts, 1, FALSE);
  g_assert_cmpuint (counts[TRP_CARD_RED_JOKER], ==, 1);
  g_assert_cmpuint (counts[TRP_CARD_BLACK_JOKER], ==, 1);
  g_assert_cmpuint (counts[TRP_CARD_JOKER], ==, 0);
}

/* M-3: 40 cards, the French pack without 8, 9 and 10. */
static void
test_deck_italian (void)
{
  g_autoptr(GByteArray) deck = trp_deck_new (TRP_DECK_ITALIAN_40);
  guint counts[256];

  g_assert_cmpuint (deck->len, ==, 40);
  count_cards (deck, counts);
  check_packs (counts, 1, TRUE);
  g_assert_cmpuint (counts[TRP_CARD_JOKER], ==, 0);
}

static void
test_card_display_names (void)
{
  g_autofree char *ace = trp_card_get_display_name (TRP_CARD (TRP_SUIT_SPADES, TRP_RANK_ACE),
                                                    TRP_FACE_STYLE_FRENCH);
  g_autofree char *horse = trp_card_get_display_name (TRP_CARD (TRP_SUIT_HEARTS, TRP_RANK_QUEEN),
                                                      TRP_FACE_STYLE_ITALIAN);
  g_autofree char *queen = trp_card_get_display_name (TRP_CARD (TRP_SUIT_HEARTS, TRP_RANK_QUEEN),
                                                      TRP_FACE_STYLE_FRENCH);
  g_autofree char *joker = trp_card_get_display_name (TRP_CARD_RED_JOKER, TRP_FACE_STYLE_FRENCH);

  g_assert_cmpstr (ace, ==, "Ace of Spades");
  /* M-3: with Italian faces the queen is the horse and hearts are cups. */
  g_assert_cmpstr (horse, ==, "Horse of Cups");
  g_assert_cmpstr (queen, ==, "Queen of Hearts");
  g_assert_cmpstr (joker, ==, "Red Joker");
  g_assert_cmpstr (trp_suit_get_display_name (TRP_SUIT_DIAMONDS, TRP_FACE_STYLE_ITALIAN), ==, "Coins");
  g_assert_cmpstr (trp_suit_get_display_name (TRP_SUIT_CLUBS, TRP_FACE_STYLE_ITALIAN), ==, "Batons");
  g_assert_cmpstr (trp_suit_get_display_name (TRP_SUIT_SPADES, TRP_FACE_STYLE_ITALIAN), ==, "Swords");
}

static void
test_suit_codes (void)
{
  g_autoptr(GError) error = NULL;
  TrpSuit suit;

  for (guint s = 0; s < TRP_N_SUITS; s++)
    {
      g_assert_true (trp_suit_from_code (trp_suit_to_code (s), &suit, NULL));
      g_assert_cmpuint (suit, ==, s);
    }

  g_assert_false (trp_suit_from_code ("X", &suit, &error));
  g_assert_error (error, TRP_CARD_ERROR, TRP_CARD_ERROR_INVALID_TEXT);
  g_assert_nonnull (strstr (error->message, "“X”"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/card/text/round-trip-every-deck", test_card_text_round_trip);
  g_test_add_func ("/card/text/known-codes", test_card_known_codes);
  g_test_add_func ("/card/text/strict-parsing", test_card_strict_parsing);
  g_test_add_func ("/card/validity", test_card_validity);
  g_test_add_func ("/card/display-names", test_card_display_names);
  g_test_add_func ("/card/suit-codes", test_suit_codes);
  g_test_add_func ("/deck/B-2/biriba", test_deck_biriba);
  g_test_add_func ("/deck/D-3/dabaifen", test_deck_dabaifen);
  g_test_add_func ("/deck/M-3/italian-40", test_deck_italian);

  return g_test_run ();
}
