/* trp-observation-reader.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "trp-action-types.h"
#include "trp-observation-reader.h"

/* The table reads only what it shows: a member missing or of another
 * type reads as the fallback, never as a warning. */

static JsonNode *
member (JsonObject *object,
        const char *name)
{
  return object != NULL ? json_object_get_member (object, name) : NULL;
}

gint64
trp_observation_get_int (JsonObject *object,
                         const char *name,
                         gint64      fallback)
{
  JsonNode *node = member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return fallback;
  return json_node_get_int (node);
}

/* The @index'th number of the array @name (per seat, per side). */
gint64
trp_observation_get_int_at (JsonObject *object,
                            const char *name,
                            guint       index,
                            gint64      fallback)
{
  JsonArray *array = trp_observation_get_array (object, name);
  JsonNode *node = array != NULL && index < json_array_get_length (array)
                   ? json_array_get_element (array, index) : NULL;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return fallback;
  return json_node_get_int (node);
}

gboolean
trp_observation_get_bool (JsonObject *object,
                          const char *name)
{
  JsonNode *node = member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return FALSE;
  return json_node_get_boolean (node);
}

const char *
trp_observation_get_string (JsonObject *object,
                            const char *name)
{
  JsonNode *node = member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

JsonArray *
trp_observation_get_array (JsonObject *object,
                           const char *name)
{
  JsonNode *node = member (object, name);

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

JsonObject *
trp_observation_get_object (JsonObject *object,
                            const char *name)
{
  JsonNode *node = member (object, name);

  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

TrpCard
trp_observation_get_card (JsonObject *object,
                          const char *name)
{
  const char *code = trp_observation_get_string (object, name);
  TrpCard card = TRP_CARD_NONE;

  if (code != NULL)
    trp_card_from_code (code, &card, NULL);
  return card;
}

/* Cards of a JSON list such as ["AS", "10H"]; unknown text is skipped. */
GArray *
trp_observation_cards (JsonArray *array)
{
  GArray *cards = g_array_new (FALSE, FALSE, sizeof (TrpCard));

  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      TrpCard card;

      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING &&
          trp_card_from_code (json_node_get_string (node), &card, NULL))
        g_array_append_val (cards, card);
    }

  return cards;
}

gboolean
trp_cards_contain (GArray  *cards,
                   TrpCard  card)
{
  for (guint i = 0; cards != NULL && i < cards->len; i++)
    if (g_array_index (cards, TrpCard, i) == card)
      return TRUE;
  return FALSE;
}

TrpRoundStep
trp_observation_get_round_step (JsonObject *object)
{
  const char *phase = trp_observation_get_string (object, "phase");

  if (g_strcmp0 (phase, TRP_PHASE_DRAW) == 0)
    return TRP_ROUND_STEP_DRAWING;
  if (g_strcmp0 (phase, TRP_PHASE_BURY) == 0)
    return TRP_ROUND_STEP_BURYING;
  return TRP_ROUND_STEP_OTHER;
}

/* The game's own keys for the hand (Da Bai Fen: the trumps as a suit of
 * their own, in trump order, D-8 to D-11; the Marianna family's M-4
 * order), read from the observation. */
typedef struct
{
  gboolean rank_first;
  int      suit[256];
  int      rank[256];
} GameKeys;

static int
compare_by_game_keys (gconstpointer a,
                      gconstpointer b,
                      gpointer      user_data)
{
  const GameKeys *keys = user_data;
  TrpCard x = *(const TrpCard *) a, y = *(const TrpCard *) b;
  int by_suit = keys->suit[x] - keys->suit[y];
  int by_rank = keys->rank[x] - keys->rank[y];

  if (keys->rank_first && keys->suit[x] != 4 && keys->suit[y] != 4)
    return by_rank != 0 ? by_rank : by_suit;
  return by_suit != 0 ? by_suit : by_rank;
}

/**
 * trp_observation_sort_cards:
 * @object: the observation whose "hand_suit_keys" and "hand_rank_keys"
 *   order its "hand"
 * @cards: (element-type TrpCard): cards of that hand, sorted in place
 * @rank_first: by rank, then suit, the trumps kept together; else by suit
 *
 * Sorts a hand as its game orders it; a game without keys by suit, aces
 * high.
 */
void
trp_observation_sort_cards (JsonObject *object,
                            GArray     *cards,
                            gboolean    rank_first)
{
  JsonArray *hand = trp_observation_get_array (object, "hand");
  JsonArray *suits = trp_observation_get_array (object, "hand_suit_keys");
  JsonArray *ranks = trp_observation_get_array (object, "hand_rank_keys");
  g_autofree GameKeys *keys = g_new0 (GameKeys, 1);
  /* The natural suits alternate colours: spades, hearts, clubs,
   * diamonds; the trumps or jokers last. */
  static const int suit_order[] = { 0, 1, 3, 2, 4 };

  keys->rank_first = rank_first;
  if (hand != NULL && suits != NULL && ranks != NULL &&
      json_array_get_length (suits) == json_array_get_length (hand) &&
      json_array_get_length (ranks) == json_array_get_length (hand))
    for (guint i = 0; i < json_array_get_length (hand); i++)
      {
        TrpCard card;
        gint64 suit = json_array_get_int_element (suits, i);

        if (!trp_card_from_code (json_array_get_string_element (hand, i), &card, NULL))
          continue;
        keys->suit[card] = suit >= 0 && suit <= 4 ? suit_order[suit] : 5;
        keys->rank[card] = (int) json_array_get_int_element (ranks, i);
      }
  else
    for (guint i = 0; i < cards->len; i++)
      {
        TrpCard card = g_array_index (cards, TrpCard, i);
        guint rank = trp_card_get_rank (card);

        keys->suit[card] = suit_order[trp_card_get_suit (card)];
        keys->rank[card] = rank == TRP_RANK_ACE ? 14 : (int) rank;
      }

  g_array_sort_with_data (cards, compare_by_game_keys, keys);
}
