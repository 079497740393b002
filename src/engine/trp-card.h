/* trp-card.h: one byte per card, suits, ranks, jokers and decks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A card is one byte: the suit in the high nibble, the rank in the low one.
 * Jokers use the pseudo-suit TRP_SUIT_NONE and their kind as the rank, so
 * every card, joker or not, is a distinct small integer and 0 is "no card".
 */
typedef guint8 TrpCard;

typedef enum
{
  TRP_SUIT_SPADES   = 0,
  TRP_SUIT_HEARTS   = 1,
  TRP_SUIT_DIAMONDS = 2,
  TRP_SUIT_CLUBS    = 3,
  TRP_SUIT_NONE     = 4,
} TrpSuit;

#define TRP_N_SUITS 4

typedef enum
{
  TRP_RANK_NONE  = 0,
  TRP_RANK_ACE   = 1,
  TRP_RANK_TWO   = 2,
  TRP_RANK_THREE = 3,
  TRP_RANK_FOUR  = 4,
  TRP_RANK_FIVE  = 5,
  TRP_RANK_SIX   = 6,
  TRP_RANK_SEVEN = 7,
  TRP_RANK_EIGHT = 8,
  TRP_RANK_NINE  = 9,
  TRP_RANK_TEN   = 10,
  TRP_RANK_JACK  = 11,
  TRP_RANK_QUEEN = 12,
  TRP_RANK_KING  = 13,
} TrpRank;

/* Jokers: the plain one of Biriba, the red and black ones of Da Bai Fen. */
typedef enum
{
  TRP_JOKER_PLAIN = 1,
  TRP_JOKER_RED   = 2,
  TRP_JOKER_BLACK = 3,
} TrpJokerKind;

#define TRP_CARD_NONE ((TrpCard) 0)
#define TRP_CARD(suit, rank) ((TrpCard) (((suit) << 4) | (rank)))
#define TRP_CARD_JOKER       TRP_CARD (TRP_SUIT_NONE, TRP_JOKER_PLAIN)
#define TRP_CARD_RED_JOKER   TRP_CARD (TRP_SUIT_NONE, TRP_JOKER_RED)
#define TRP_CARD_BLACK_JOKER TRP_CARD (TRP_SUIT_NONE, TRP_JOKER_BLACK)

/* Every deck the games use. */
typedef enum
{
  TRP_DECK_DOUBLE_WITH_4_JOKERS,   /* Biriba, 2 × 52 + 4 jokers */
  TRP_DECK_TRIPLE_WITH_6_JOKERS,   /* Biriba, 3 × 52 + 6 jokers */
  TRP_DECK_SINGLE_WITH_2_JOKERS,   /* Da Bai Fen, 52 + red and black joker */
  TRP_DECK_ITALIAN_40,             /* Marianna family, no 8, 9, 10 */
} TrpDeckKind;

/* How cards are named and drawn; rules never depend on it. */
typedef enum
{
  TRP_FACE_STYLE_FRENCH,
  TRP_FACE_STYLE_ITALIAN,
} TrpFaceStyle;

#define TRP_CARD_ERROR (trp_card_error_quark ())

typedef enum
{
  TRP_CARD_ERROR_INVALID_TEXT,
} TrpCardError;

GQuark       trp_card_error_quark      (void);

static inline TrpSuit
trp_card_get_suit (TrpCard card)
{
  return (TrpSuit) (card >> 4);
}

static inline guint
trp_card_get_rank (TrpCard card)
{
  return card & 0x0f;
}

static inline gboolean
trp_card_is_joker (TrpCard card)
{
  return trp_card_get_suit (card) == TRP_SUIT_NONE;
}

gboolean     trp_card_is_valid         (TrpCard       card);
const char  *trp_card_to_code          (TrpCard       card);
gboolean     trp_card_from_code        (const char   *text,
                                        TrpCard      *out_card,
                                        GError      **error);
GArray      *trp_cards_from_codes      (const char   *codes);
char        *trp_card_get_display_name (TrpCard       card,
                                        TrpFaceStyle  style);
char        *trp_card_get_short_name   (TrpCard       card);
char        *trp_cards_get_short_names (const TrpCard *cards,
                                        guint          n_cards);
char        *trp_level_get_short_name  (int           level);
const char  *trp_suit_to_code          (TrpSuit       suit);
gboolean     trp_suit_from_code        (const char   *text,
                                        TrpSuit      *out_suit,
                                        GError      **error);
const char  *trp_suit_get_display_name (TrpSuit       suit,
                                        TrpFaceStyle  style);
const char  *trp_rank_get_display_name (guint         rank,
                                        TrpFaceStyle  style);

GByteArray  *trp_deck_new              (TrpDeckKind   kind);
guint        trp_deck_get_size         (TrpDeckKind   kind);

G_END_DECLS
