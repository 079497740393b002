/* trp-card.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "trp-json-input.h"
#include "trp-card.h"

G_DEFINE_QUARK (trp-card-error-quark, trp_card_error)

static const char * const rank_codes[] = {
  NULL, "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
};

static const char * const suit_codes[] = { "S", "H", "D", "C" };

/* The JSON text of every card, indexed by the card byte, built once. */
static const char *card_codes[256];

static void
ensure_card_codes (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      for (guint suit = 0; suit < TRP_N_SUITS; suit++)
        for (guint rank = TRP_RANK_ACE; rank <= TRP_RANK_KING; rank++)
          {
            g_autofree char *code = g_strconcat (rank_codes[rank], suit_codes[suit], NULL);

            card_codes[TRP_CARD (suit, rank)] = g_intern_string (code);
          }

      card_codes[TRP_CARD_JOKER] = "JK";
      card_codes[TRP_CARD_RED_JOKER] = "RJ";
      card_codes[TRP_CARD_BLACK_JOKER] = "BJ";

      g_once_init_leave (&initialized, 1);
    }
}

gboolean
trp_card_is_valid (TrpCard card)
{
  TrpSuit suit = trp_card_get_suit (card);
  guint rank = trp_card_get_rank (card);

  if (suit < TRP_SUIT_NONE)
    return rank >= TRP_RANK_ACE && rank <= TRP_RANK_KING;
  if (suit == TRP_SUIT_NONE)
    return rank >= TRP_JOKER_PLAIN && rank <= TRP_JOKER_BLACK;
  return FALSE;
}

/**
 * trp_card_to_code:
 * @card: a valid card
 *
 * Returns: (transfer none): the card's save-file text, such as "10H" or "JK".
 */
const char *
trp_card_to_code (TrpCard card)
{
  g_return_val_if_fail (trp_card_is_valid (card), NULL);

  ensure_card_codes ();
  return card_codes[card];
}

/**
 * trp_card_from_code:
 * @text: the save-file text of a card
 * @out_card: (out): where to store the card
 * @error: set when @text is not exactly one card's text
 *
 * The parser is strict: no spaces, no lower case, no "T" for ten, no
 * leading zeros. Anything else is an error that quotes the bad text.
 */
gboolean
trp_card_from_code (const char  *text,
                    TrpCard     *out_card,
                    GError     **error)
{
  g_autofree char *quoted = NULL;

  g_return_val_if_fail (out_card != NULL, FALSE);

  if (text != NULL)
    {
      ensure_card_codes ();

      for (guint card = 1; card < G_N_ELEMENTS (card_codes); card++)
        if (card_codes[card] != NULL && strcmp (card_codes[card], text) == 0)
          {
            *out_card = (TrpCard) card;
            return TRUE;
          }
    }

  quoted = trp_json_input_quote (text, -1);
  g_set_error (error, TRP_CARD_ERROR, TRP_CARD_ERROR_INVALID_TEXT,
               _("“%s” is not a card: expected a rank (A, 2–10, J, Q, K) "
                 "and a suit (S, H, D, C), or JK, RJ, BJ"),
               quoted);
  return FALSE;
}

const char *
trp_suit_to_code (TrpSuit suit)
{
  g_return_val_if_fail (suit < TRP_N_SUITS, NULL);

  return suit_codes[suit];
}

gboolean
trp_suit_from_code (const char  *text,
                    TrpSuit     *out_suit,
                    GError     **error)
{
  g_autofree char *quoted = NULL;

  g_return_val_if_fail (out_suit != NULL, FALSE);

  for (guint suit = 0; text != NULL && suit < TRP_N_SUITS; suit++)
    if (strcmp (suit_codes[suit], text) == 0)
      {
        *out_suit = (TrpSuit) suit;
        return TRUE;
      }

  quoted = trp_json_input_quote (text, -1);
  g_set_error (error, TRP_CARD_ERROR, TRP_CARD_ERROR_INVALID_TEXT,
               _("“%s” is not a suit: expected S, H, D or C"),
               quoted);
  return FALSE;
}

const char *
trp_suit_get_display_name (TrpSuit      suit,
                           TrpFaceStyle style)
{
  g_return_val_if_fail (suit < TRP_N_SUITS, NULL);

  if (style == TRP_FACE_STYLE_ITALIAN)
    {
      /* Italian suits map H = cups, D = coins, C = batons, S = swords (M-3). */
      switch (suit)
        {
        case TRP_SUIT_SPADES:   return C_("italian suit", "Swords");
        case TRP_SUIT_HEARTS:   return C_("italian suit", "Cups");
        case TRP_SUIT_DIAMONDS: return C_("italian suit", "Coins");
        case TRP_SUIT_CLUBS:    return C_("italian suit", "Batons");
        case TRP_SUIT_NONE:
        default:                break;
        }
    }

  switch (suit)
    {
    case TRP_SUIT_SPADES:   return C_("suit", "Spades");
    case TRP_SUIT_HEARTS:   return C_("suit", "Hearts");
    case TRP_SUIT_DIAMONDS: return C_("suit", "Diamonds");
    case TRP_SUIT_CLUBS:    return C_("suit", "Clubs");
    case TRP_SUIT_NONE:
    default:                g_return_val_if_reached (NULL);
    }
}

const char *
trp_rank_get_display_name (guint        rank,
                           TrpFaceStyle style)
{
  g_return_val_if_fail (rank >= TRP_RANK_ACE && rank <= TRP_RANK_KING, NULL);

  if (style == TRP_FACE_STYLE_ITALIAN)
    {
      /* Italian faces: the queen is drawn as the horse (M-3). */
      switch (rank)
        {
        case TRP_RANK_JACK:  return C_("italian rank", "Jack");
        case TRP_RANK_QUEEN: return C_("italian rank", "Horse");
        case TRP_RANK_KING:  return C_("italian rank", "King");
        default:             break;
        }
    }

  switch (rank)
    {
    case TRP_RANK_ACE:   return C_("rank", "Ace");
    case TRP_RANK_TWO:   return C_("rank", "Two");
    case TRP_RANK_THREE: return C_("rank", "Three");
    case TRP_RANK_FOUR:  return C_("rank", "Four");
    case TRP_RANK_FIVE:  return C_("rank", "Five");
    case TRP_RANK_SIX:   return C_("rank", "Six");
    case TRP_RANK_SEVEN: return C_("rank", "Seven");
    case TRP_RANK_EIGHT: return C_("rank", "Eight");
    case TRP_RANK_NINE:  return C_("rank", "Nine");
    case TRP_RANK_TEN:   return C_("rank", "Ten");
    case TRP_RANK_JACK:  return C_("rank", "Jack");
    case TRP_RANK_QUEEN: return C_("rank", "Queen");
    case TRP_RANK_KING:  return C_("rank", "King");
    default:             g_return_val_if_reached (NULL);
    }
}

/**
 * trp_cards_from_codes:
 * @codes: (nullable): card codes separated by spaces (“AS 10H KC”), as a
 *   dragged selection carries them
 *
 * Reads at most two decks' worth of cards, skipping what is not a card:
 * a drop's text is anyone's to forge.
 *
 * Returns: (transfer full) (element-type TrpCard): the cards
 */
GArray *
trp_cards_from_codes (const char *codes)
{
  g_auto(GStrv) parts = g_strsplit (codes != NULL ? codes : "", " ", -1);
  GArray *cards = g_array_new (FALSE, FALSE, sizeof (TrpCard));

  for (guint i = 0; parts[i] != NULL && i < 108; i++)
    {
      TrpCard card;

      if (trp_card_from_code (parts[i], &card, NULL))
        g_array_append_val (cards, card);
    }

  return cards;
}

/**
 * trp_card_get_display_name:
 * @card: a valid card
 * @style: the face style the player chose
 *
 * Returns: (transfer full): the card's name in the user's language, for
 *   screen readers, logs and messages.
 */
char *
trp_card_get_display_name (TrpCard      card,
                           TrpFaceStyle style)
{
  g_return_val_if_fail (trp_card_is_valid (card), NULL);

  if (trp_card_is_joker (card))
    {
      switch (trp_card_get_rank (card))
        {
        case TRP_JOKER_RED:   return g_strdup (_("Red Joker"));
        case TRP_JOKER_BLACK: return g_strdup (_("Black Joker"));
        case TRP_JOKER_PLAIN:
        default:              return g_strdup (_("Joker"));
        }
    }

  /* Translators: a card's name: the rank, then the suit, e.g. “Ace of
   * Spades”. Reorder with %2$s and %1$s if your language needs it. */
  return g_strdup_printf (C_("card name", "%1$s of %2$s"),
                          trp_rank_get_display_name (trp_card_get_rank (card), style),
                          trp_suit_get_display_name (trp_card_get_suit (card), style));
}

/**
 * trp_card_get_short_name:
 * @card: a valid card of the French pack
 *
 * Returns: (transfer full): the card as its corner shows it, “10♥”, for
 *   lists of many cards; jokers by name
 */
char *
trp_card_get_short_name (TrpCard card)
{
  static const char * const suit_symbols[] = { "♠", "♥", "♦", "♣" };

  g_return_val_if_fail (trp_card_is_valid (card), NULL);

  if (trp_card_is_joker (card))
    return trp_card_get_display_name (card, TRP_FACE_STYLE_FRENCH);
  /* The corner letters are drawn in Latin on every card (the painter's),
   * so the text shows the same. */
  return g_strconcat (rank_codes[trp_card_get_rank (card)],
                      suit_symbols[trp_card_get_suit (card)], NULL);
}

/**
 * trp_cards_get_short_names:
 * @cards: (array length=n_cards): valid cards of the French pack
 *
 * Returns: (transfer full): the cards as their corners show them,
 *   “3♥ 4♥ 5♥”: a turn may lay down dozens, and full names would make a
 *   paragraph of it
 */
char *
trp_cards_get_short_names (const TrpCard *cards,
                           guint          n_cards)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (cards != NULL || n_cards == 0, NULL);

  for (guint i = 0; i < n_cards; i++)
    {
      g_autofree char *name = trp_card_get_short_name (cards[i]);

      if (i > 0)
        g_string_append_c (text, ' ');
      /* Each card isolated left to right (U+2066 … U+2069): in a Persian
       * sentence “10♥” stays one card, and the list runs the sentence's
       * way. */
      g_string_append (text, "\u2066");
      g_string_append (text, name);
      g_string_append (text, "\u2069");
    }
  return g_string_free (text, FALSE);
}

/**
 * trp_level_get_short_name:
 * @level: a Da Bai Fen level, 2 to 14 (the ace), or beyond after a win
 *
 * Returns: (transfer full): the level as the rank a card's corner shows,
 *   “5”, “J”, “A”, with Latin digits: callers localize them
 */
char *
trp_level_get_short_name (int level)
{
  if (level >= 2 && level <= 13)
    return g_strdup (rank_codes[level]);
  if (level == 14)
    return g_strdup (rank_codes[TRP_RANK_ACE]);
  if (level > 14)
    /* Translators: a level beyond the ace, reached only by winning;
     * “A” is the ace's letter on the cards. */
    return g_strdup_printf (_("A+%d"), level - 14);
  return g_strdup_printf ("%d", level);
}

static void
append_packs (GByteArray *deck,
              guint       n_packs,
              gboolean    italian)
{
  for (guint pack = 0; pack < n_packs; pack++)
    for (guint suit = 0; suit < TRP_N_SUITS; suit++)
      for (guint rank = TRP_RANK_ACE; rank <= TRP_RANK_KING; rank++)
        {
          TrpCard card = TRP_CARD (suit, rank);

          /* The 40-card pack is the French pack without 8, 9 and 10 (M-3). */
          if (italian && rank >= TRP_RANK_EIGHT && rank <= TRP_RANK_TEN)
            continue;
          g_byte_array_append (deck, &card, 1);
        }
}

static void
append_jokers (GByteArray *deck,
               TrpCard     joker,
               guint       n)
{
  for (guint i = 0; i < n; i++)
    g_byte_array_append (deck, &joker, 1);
}

/**
 * trp_deck_new:
 * @kind: which deck
 *
 * Returns: (transfer full): the deck in a fixed, unshuffled order: packs in
 *   turn, suits S H D C, ranks A to K, then the jokers.
 */
GByteArray *
trp_deck_new (TrpDeckKind kind)
{
  GByteArray *deck = g_byte_array_sized_new (trp_deck_get_size (kind));

  switch (kind)
    {
    case TRP_DECK_DOUBLE_WITH_4_JOKERS:
      append_packs (deck, 2, FALSE);
      append_jokers (deck, TRP_CARD_JOKER, 4);
      break;

    case TRP_DECK_TRIPLE_WITH_6_JOKERS:
      append_packs (deck, 3, FALSE);
      append_jokers (deck, TRP_CARD_JOKER, 6);
      break;

    case TRP_DECK_SINGLE_WITH_2_JOKERS:
      append_packs (deck, 1, FALSE);
      append_jokers (deck, TRP_CARD_RED_JOKER, 1);
      append_jokers (deck, TRP_CARD_BLACK_JOKER, 1);
      break;

    case TRP_DECK_ITALIAN_40:
      append_packs (deck, 1, TRUE);
      break;

    default:
      g_byte_array_unref (deck);
      g_return_val_if_reached (NULL);
    }

  return deck;
}

guint
trp_deck_get_size (TrpDeckKind kind)
{
  switch (kind)
    {
    case TRP_DECK_DOUBLE_WITH_4_JOKERS: return 108;
    case TRP_DECK_TRIPLE_WITH_6_JOKERS: return 162;
    case TRP_DECK_SINGLE_WITH_2_JOKERS: return 54;
    case TRP_DECK_ITALIAN_40:           return 40;
    default:                            g_return_val_if_reached (0);
    }
}
