/* trp-trick-table.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A trick game's board reads the observation through this reader, for
 * the facts its game's catalog row names and in the layout it names:
 * each member is read where the game's document says it is, never
 * because it happens to be there. Values read leniently, as the table
 * reads only what it shows (trp-observation-reader.c).
 */

#include "config.h"

#include <string.h>

#include "trp-trick-table.h"

static int
read_suit (JsonObject *object,
           const char *name)
{
  const char *code = trp_observation_get_string (object, name);
  TrpSuit suit;

  if (code == NULL || !trp_suit_from_code (code, &suit, NULL))
    return -1;
  return (int) suit;
}

static guint
read_units (JsonObject *object,
            const char *name,
            int        *values)
{
  JsonArray *array = trp_observation_get_array (object, name);
  guint n = array != NULL ? MIN (json_array_get_length (array), TRP_TRICK_TABLE_MAX_UNITS) : 0;

  for (guint u = 0; u < n; u++)
    values[u] = (int) trp_observation_get_int_at (object, name, u, 0);
  return n;
}

static GArray *
one_card (JsonNode *node)
{
  GArray *cards = g_array_new (FALSE, FALSE, sizeof (TrpCard));
  TrpCard card;

  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING &&
      trp_card_from_code (json_node_get_string (node), &card, NULL))
    g_array_append_val (cards, card);
  return cards;
}

/* A trick's @cards into @per_seat: from @leader on, a card each, or a
 * list each by seat. Returns whether any card was played. */
static gboolean
read_trick_cards (TrpTrickLayout  layout,
                  JsonArray      *cards,
                  int             leader,
                  guint           n,
                  GArray        **per_seat)
{
  gboolean any = FALSE;

  for (guint i = 0; cards != NULL && i < json_array_get_length (cards) && i < n; i++)
    {
      JsonNode *node = json_array_get_element (cards, i);
      guint seat = layout == TRP_TRICK_LAYOUT_FROM_LEADER ? (MAX (leader, 0) + i) % n : i;

      g_clear_pointer (&per_seat[seat], g_array_unref);
      if (layout == TRP_TRICK_LAYOUT_FROM_LEADER)
        per_seat[seat] = one_card (node);
      else if (JSON_NODE_HOLDS_ARRAY (node))
        per_seat[seat] = trp_observation_cards (json_node_get_array (node));
      else
        continue;
      any |= per_seat[seat]->len > 0;
    }
  return any;
}

static void
read_last_trick (TrpTrickTable       *table,
                 TrpTrickTableFormat  format,
                 JsonObject          *observation,
                 guint                n)
{
  JsonArray *tricks = trp_observation_get_array (observation, "tricks");
  guint count = tricks != NULL ? json_array_get_length (tricks) : 0;

  /* A finished trick has a card, or a list, from every seat. */
  for (guint t = count; t > 0; t--)
    {
      JsonNode *node = json_array_get_element (tricks, t - 1);
      JsonObject *trick = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      JsonArray *cards = trp_observation_get_array (trick, "cards");

      if (cards == NULL || json_array_get_length (cards) < n)
        continue;
      read_trick_cards (format.layout, cards, trp_observation_get_int (trick, "leader", 0), n, table->last_trick);
      table->last_trick_winner = (int) trp_observation_get_int (trick, "winner", -1);
      return;
    }
}

static void
read_declarations (TrpTrickTable *table,
                   JsonObject    *observation)
{
  JsonArray *declarations = trp_observation_get_array (observation, "declarations");

  table->declarations = g_array_new (FALSE, FALSE, sizeof (TrpTrickDeclaration));
  for (guint i = 0; declarations != NULL && i < json_array_get_length (declarations); i++)
    {
      JsonNode *node = json_array_get_element (declarations, i);
      JsonObject *object = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      TrpTrickDeclaration declaration = {
        .seat = (int) trp_observation_get_int (object, "seat", 0),
        .points = (int) trp_observation_get_int (object, "points", 0),
        .suit = read_suit (object, "suit"),
      };

      g_array_append_val (table->declarations, declaration);
    }
}

/**
 * trp_trick_table_read:
 * @format: (nullable): what the game's catalog row says its table shows;
 *   %NULL for the trick alone, from its leader on
 * @n_seats: the seats at the table
 *
 * Reads what a trick game's table shows from one seat's @observation.
 * Clear @table with trp_trick_table_clear().
 */
void
trp_trick_table_read (TrpTrickTable             *table,
                      const TrpTrickTableFormat *format,
                      JsonObject                *observation,
                      guint                      n_seats)
{
  TrpTrickTableFormat read = format != NULL ? *format
                                            : (TrpTrickTableFormat) { 0, TRP_TRICK_LAYOUT_FROM_LEADER };
  guint n = MIN (n_seats, TRP_TRICK_TABLE_MAX_SEATS);
  JsonNode *trick;

  memset (table, 0, sizeof *table);
  table->facts = read.facts;
  table->step = trp_observation_get_round_step (observation);
  table->leader = (int) trp_observation_get_int (observation, "leader", -1);
  table->last_trick_winner = -1;
  table->trump_suit = -1;
  table->trump_rank = -1;
  table->declarers = -1;
  table->exposed_seat = -1;

  trick = json_object_get_member (observation, "trick");
  table->trick_leader = read.layout == TRP_TRICK_LAYOUT_FROM_LEADER ? table->leader
                        : trick != NULL && JSON_NODE_HOLDS_OBJECT (trick)
                        ? (int) trp_observation_get_int (json_node_get_object (trick), "leader", -1) : -1;
  if (read.layout == TRP_TRICK_LAYOUT_FROM_LEADER && trick != NULL && JSON_NODE_HOLDS_ARRAY (trick))
    table->trick_started = read_trick_cards (read.layout, json_node_get_array (trick), table->leader, n,
                                             table->trick);
  else if (read.layout == TRP_TRICK_LAYOUT_BY_SEAT && trick != NULL && JSON_NODE_HOLDS_OBJECT (trick))
    table->trick_started = read_trick_cards (read.layout,
                                             trp_observation_get_array (json_node_get_object (trick), "cards"), 0, n,
                                             table->trick);
  read_last_trick (table, read, observation, n);

  if (read.facts & TRP_TRICK_FACT_CARD_POINTS)
    {
      table->n_units = read_units (observation, "card_points", table->card_points);
      read_units (observation, "declared_points", table->declared_points);
      read_declarations (table, observation);
    }
  if (read.facts & TRP_TRICK_FACT_CAPTURED)
    table->n_units = read_units (observation, "captured_points", table->captured_points);
  if (read.facts & TRP_TRICK_FACT_TRUMP)
    table->trump_suit = read_suit (observation, "trump");
  if (read.facts & TRP_TRICK_FACT_LEVELS)
    {
      table->trump_suit = read_suit (observation, "trump_suit");
      table->trump_rank = (int) trp_observation_get_int (observation, "trump_rank", -1);
      table->declarers = (int) trp_observation_get_int (observation, "declarers", -1);
    }
  if (read.facts & TRP_TRICK_FACT_STOCK)
    {
      table->stock_size = (guint) MAX (trp_observation_get_int (observation, "stock_size", 0), 0);
      table->indicator = trp_observation_get_card (observation, "indicator");
    }
  if (read.facts & TRP_TRICK_FACT_DRAW)
    {
      JsonObject *exposed = trp_observation_get_object (observation, "exposed");

      table->left_to_draw = (guint) MAX (trp_observation_get_int (observation, "left_to_draw", 0), 0);
      table->exposed = trp_observation_get_card (exposed, "card");
      table->exposed_seat = (int) trp_observation_get_int (exposed, "seat", -1);
      table->buried = trp_observation_cards (trp_observation_get_array (observation, "buried"));
    }
}

void
trp_trick_table_clear (TrpTrickTable *table)
{
  for (guint seat = 0; seat < TRP_TRICK_TABLE_MAX_SEATS; seat++)
    {
      g_clear_pointer (&table->trick[seat], g_array_unref);
      g_clear_pointer (&table->last_trick[seat], g_array_unref);
    }
  g_clear_pointer (&table->declarations, g_array_unref);
  g_clear_pointer (&table->buried, g_array_unref);
}
