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
