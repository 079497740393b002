/* biriba-test-util.c: helpers shared by the Biriba tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "biriba-test-util.h"

TrpGame *
bt_new_game (const char *rules_json)
{
  g_autoptr(JsonNode) node = json_from_string (rules_json != NULL ? rules_json : "{}", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TrpRules) rules = trp_rules_new_from_json (&trp_biriba_rules_descriptor, node, &error);

  g_assert_no_error (error);
  return trp_biriba_game_new (rules);
}

static void
take_card (guint8     *counts,
           const char *code)
{
  TrpCard card;
  g_autoptr(GError) error = NULL;

  g_assert_true (trp_card_from_code (code, &card, &error));
  g_assert_no_error (error);
  if (counts[card] == 0)
    g_error ("test deal uses %s too often", code);
  counts[card]--;
}

static TrpCard
next_free (guint8 *counts)
{
  for (guint c = 0; c < 256; c++)
    if (counts[c] > 0)
      {
        counts[c]--;
        return (TrpCard) c;
      }
  g_assert_not_reached ();
}

/* Completes a partial explicit deal: every named card is kept in place and
 * the rest of each pile is filled from the unused cards in deck order.
 */
JsonObject *
bt_full_deal (TrpGame    *game,
              const char *partial_json)
{
  BirState *s = &TRP_BIRIBA_GAME (game)->s;
  g_autoptr(JsonNode) node = json_from_string (partial_json, NULL);
  JsonObject *partial = json_node_get_object (node);
  TrpDeckKind kind = (s->n_seats >= 5 || (s->n_seats == 3 && s->opt.mode == BIR_TEAMS_NONE))
                     ? TRP_DECK_TRIPLE_WITH_6_JOKERS : TRP_DECK_DOUBLE_WITH_4_JOKERS;
  g_autoptr(GByteArray) deck = trp_deck_new (kind);
  guint8 counts[256] = { 0, };
  guint sizes[3];
  guint n_packets;
  guint stock_size;
  JsonArray *hands = json_object_has_member (partial, "hands") ? json_object_get_array_member (partial, "hands") : NULL;
  JsonArray *packets = json_object_has_member (partial, "biribakia") ? json_object_get_array_member (partial, "biribakia") : NULL;
  JsonArray *stock = json_object_has_member (partial, "stock") ? json_object_get_array_member (partial, "stock") : NULL;
  const char *upcard = json_object_get_string_member_with_default (partial, "upcard", NULL);
  JsonObject *full = json_object_new ();
  JsonArray *out_hands = json_array_new ();
  JsonArray *out_packets = json_array_new ();
  JsonArray *out_stock = json_array_new ();
  gboolean turn_up = s->opt.upcard_mode == TRP_BIRIBA_UPCARD_MODE_TURN_UP;
  TrpCard up = TRP_CARD_NONE;

  for (guint i = 0; i < deck->len; i++)
    counts[deck->data[i]]++;

  switch (s->n_seats)
    {
    case 3:
      if (s->opt.mode == BIR_TEAMS_FORMED)
        sizes[0] = 18, sizes[1] = 11, n_packets = 2;
      else
        sizes[0] = sizes[1] = sizes[2] = 11, n_packets = 3;
      break;
    case 5:
      sizes[0] = 18, sizes[1] = sizes[2] = 11, n_packets = 3;
      break;
    case 6:
      sizes[0] = sizes[1] = sizes[2] = 11, n_packets = 3;
      break;
    default:
      sizes[0] = sizes[1] = 11, n_packets = 2;
      break;
    }
  stock_size = deck->len - 11 * s->n_seats - (turn_up ? 1 : 0);
  for (guint p = 0; p < n_packets; p++)
    stock_size -= sizes[p];

  /* Reserve every named card first. */
  for (guint seat = 0; hands != NULL && seat < json_array_get_length (hands); seat++)
    {
      JsonArray *hand = json_array_get_array_element (hands, seat);

      for (guint i = 0; i < json_array_get_length (hand); i++)
        take_card (counts, json_array_get_string_element (hand, i));
    }
  for (guint p = 0; packets != NULL && p < json_array_get_length (packets); p++)
    {
      JsonArray *packet = json_array_get_array_element (packets, p);

      for (guint i = 0; i < json_array_get_length (packet); i++)
        take_card (counts, json_array_get_string_element (packet, i));
    }
  for (guint i = 0; stock != NULL && i < json_array_get_length (stock); i++)
    take_card (counts, json_array_get_string_element (stock, i));
  if (upcard != NULL)
    take_card (counts, upcard);
  else if (turn_up)
    {
      /* A plain up-card that names no kozi surprise: the first 5 free. */
      TrpCard card = TRP_CARD (TRP_SUIT_CLUBS, TRP_RANK_FIVE);

      if (counts[card] > 0)
        counts[card]--;
      else
        card = next_free (counts);
      up = card;
    }

  for (guint seat = 0; seat < s->n_seats; seat++)
    {
      JsonArray *hand = json_array_new ();
      JsonArray *named = hands != NULL && seat < json_array_get_length (hands)
                         ? json_array_get_array_element (hands, seat) : NULL;
      guint n = named != NULL ? json_array_get_length (named) : 0;

      for (guint i = 0; i < n; i++)
        json_array_add_string_element (hand, json_array_get_string_element (named, i));
      for (guint i = n; i < 11; i++)
        json_array_add_string_element (hand, trp_card_to_code (next_free (counts)));
      json_array_add_array_element (out_hands, hand);
    }
  for (guint p = 0; p < n_packets; p++)
    {
      JsonArray *packet = json_array_new ();
      JsonArray *named = packets != NULL && p < json_array_get_length (packets)
                         ? json_array_get_array_element (packets, p) : NULL;
      guint n = named != NULL ? json_array_get_length (named) : 0;

      for (guint i = 0; i < n; i++)
        json_array_add_string_element (packet, json_array_get_string_element (named, i));
      for (guint i = n; i < sizes[p]; i++)
        json_array_add_string_element (packet, trp_card_to_code (next_free (counts)));
      json_array_add_array_element (out_packets, packet);
    }
  {
    guint n = stock != NULL ? json_array_get_length (stock) : 0;

    for (guint i = 0; i < n; i++)
      json_array_add_string_element (out_stock, json_array_get_string_element (stock, i));
    for (guint i = n; i < stock_size; i++)
      json_array_add_string_element (out_stock, trp_card_to_code (next_free (counts)));
  }

  json_object_set_array_member (full, "hands", out_hands);
  json_object_set_array_member (full, "biribakia", out_packets);
  json_object_set_array_member (full, "stock", out_stock);
  if (upcard != NULL)
    json_object_set_string_member (full, "upcard", upcard);
  else if (turn_up)
    json_object_set_string_member (full, "upcard", trp_card_to_code (up));
  return full;
}

void
bt_deal (TrpGame    *game,
         guint       dealer,
         const char *partial_json)
{
  g_autoptr(JsonObject) full = bt_full_deal (game, partial_json);
  g_autoptr(GError) error = NULL;

  g_assert_true (trp_game_deal_explicit (game, dealer, NULL, full, &error));
  g_assert_no_error (error);
}

void
bt_position (TrpGame    *game,
             const char *position_json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = json_from_string (position_json, &error);

  g_assert_no_error (error);
  g_assert_true (trp_biriba_game_load_position (TRP_BIRIBA_GAME (game),
                                                json_node_get_object (node), &error));
  g_assert_no_error (error);
}

/* @cards: card codes separated by spaces, groups separated by "|". */
TrpAction *
bt_action (int         seat,
           const char *type,
           int         target,
           const char *cards)
{
  TrpAction *action = trp_action_new (type, seat);
  g_auto(GStrv) groups = NULL;

  action->target = target;
  if (cards == NULL)
    return action;

  groups = g_strsplit (cards, "|", -1);
  for (guint g = 0; groups[g] != NULL; g++)
    {
      g_auto(GStrv) codes = g_strsplit_set (g_strstrip (groups[g]), " ", -1);
      TrpCard buffer[256];
      guint n = 0;

      for (guint i = 0; codes[i] != NULL; i++)
        {
          if (codes[i][0] == '\0')
            continue;
          g_assert_true (trp_card_from_code (codes[i], &buffer[n++], NULL));
        }
      if (groups[1] == NULL)
        trp_action_set_cards (action, buffer, n);
      else
        trp_action_add_group (action, buffer, n);
    }
  return action;
}

void
bt_do (TrpGame    *game,
       int         seat,
       const char *type,
       int         target,
       const char *cards)
{
  g_autoptr(TrpAction) action = bt_action (seat, type, target, cards);
  g_autoptr(GError) error = NULL;

  if (!trp_game_perform (game, action, &error))
    g_error ("%s by seat %d (%s) refused: %s", type, seat,
             cards != NULL ? cards : "", error->message);
}

void
bt_refuse (TrpGame    *game,
           int         seat,
           const char *type,
           int         target,
           const char *cards,
           int         code,
           const char *rule_id)
{
  g_autoptr(TrpAction) action = bt_action (seat, type, target, cards);
  g_autoptr(GError) error = NULL;
  g_autofree char *rule = NULL;
  g_autoptr(TrpGame) before = trp_game_clone (game);

  g_assert_false (trp_game_perform (game, action, &error));
  g_assert_error (error, TRP_RULE_ERROR, code);
  rule = trp_rule_error_get_rule_id (error);
  g_assert_cmpstr (rule, ==, rule_id);
  /* Nothing changed. */
  g_assert_true (memcmp (&TRP_BIRIBA_GAME (before)->s, &TRP_BIRIBA_GAME (game)->s,
                         sizeof (BirState)) == 0);
}

char *
bt_hand (TrpGame *game,
         int      seat)
{
  guint n;
  const TrpCard *cards = trp_biriba_game_get_hand (TRP_BIRIBA_GAME (game), seat, &n);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "%s%s", i ? " " : "", trp_card_to_code (cards[i]));
  return g_string_free (text, FALSE);
}

int
bt_total (TrpGame *game,
          guint    unit)
{
  g_autoptr(TrpRoundResult) result = trp_game_round_result (game);

  g_assert_nonnull (result);
  return trp_round_result_get_total (result, unit);
}

gboolean
bt_has_line (TrpRoundResult *result,
             guint           unit,
             const char     *rule_id,
             int             points)
{
  for (guint i = 0; i < trp_round_result_get_n_lines (result); i++)
    {
      const TrpScoreLine *line = trp_round_result_get_line (result, i);

      if (line->unit == unit && g_strcmp0 (line->rule_id, rule_id) == 0 && line->points == points)
        return TRUE;
    }
  return FALSE;
}
