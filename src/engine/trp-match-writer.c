/* trp-match-writer.c: a match as save-file text (docs/save-format.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "trp-match-private.h"

/* The save file is written as text directly rather than through a
 * JsonBuilder tree: a long match has thousands of moves, and building and
 * freeing a node for each of them cost more than everything else in a
 * save. */

static void
append_string (GString    *out,
               const char *text)
{
  g_string_append_c (out, '"');
  for (const char *p = text; *p != '\0'; p++)
    {
      guchar c = (guchar) *p;

      if (c == '"' || c == '\\')
        {
          g_string_append_c (out, '\\');
          g_string_append_c (out, c);
        }
      else if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_c (out, c);
    }
  g_string_append_c (out, '"');
}

static void
append_member (GString    *out,
               const char *name)
{
  if (out->len > 0 && out->str[out->len - 1] != '{' && out->str[out->len - 1] != '[')
    g_string_append_c (out, ',');
  append_string (out, name);
  g_string_append_c (out, ':');
}

static void
append_int_array (GString   *out,
                  const int *values,
                  guint      n_values)
{
  g_string_append_c (out, '[');
  for (guint i = 0; i < n_values; i++)
    g_string_append_printf (out, i > 0 ? ",%d" : "%d", values[i]);
  g_string_append_c (out, ']');
}

static void
append_node (GString  *out,
             JsonNode *node)
{
  g_autofree char *text = json_to_string (node, FALSE);

  g_string_append (out, text);
}

static void
append_cards (GString       *out,
              const TrpCard *cards,
              guint          n_cards)
{
  g_string_append_c (out, '[');
  for (guint i = 0; i < n_cards; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      append_string (out, trp_card_to_code (cards[i]));
    }
  g_string_append_c (out, ']');
}

/* The same members as trp_action_to_json(), which stays the reference. */
static void
append_action (GString         *out,
               const TrpAction *action)
{
  guint n_groups = trp_action_get_n_groups (action);

  g_string_append_c (out, '{');
  append_member (out, "type");
  append_string (out, action->type);
  append_member (out, "seat");
  g_string_append_printf (out, "%d", action->seat);
  if (action->target >= 0)
    {
      append_member (out, "target");
      g_string_append_printf (out, "%d", action->target);
    }
  if (action->suit != TRP_SUIT_NONE)
    {
      append_member (out, "suit");
      append_string (out, trp_suit_to_code (action->suit));
    }
  if (n_groups == 1)
    {
      append_member (out, "cards");
      append_cards (out, action->cards, action->n_cards);
    }
  else if (n_groups > 1)
    {
      append_member (out, "groups");
      g_string_append_c (out, '[');
      for (guint g = 0; g < n_groups; g++)
        {
          guint n;
          const TrpCard *cards = trp_action_get_group (action, g, &n);

          if (g > 0)
            g_string_append_c (out, ',');
          append_cards (out, cards, n);
        }
      g_string_append_c (out, ']');
    }
  g_string_append_c (out, '}');
}

static void
append_round (GString  *out,
              TrpMatch *self,
              Round    *round)
{
  g_string_append_c (out, '{');
  if (round->has_seed)
    {
      append_member (out, "seed");
      g_string_append_printf (out, "%" G_GUINT64_FORMAT, round->seed);
    }
  else
    {
      g_autoptr(JsonNode) deal = json_node_init_object (json_node_alloc (), round->deal);

      append_member (out, "deal");
      append_node (out, deal);
    }
  append_member (out, "dealer");
  g_string_append_printf (out, "%u", round->dealer);
  append_member (out, "actions");
  g_string_append_c (out, '[');
  for (guint a = 0; a < round->actions->len; a++)
    {
      if (a > 0)
        g_string_append_c (out, ',');
      append_action (out, g_ptr_array_index (round->actions, a));
    }
  g_string_append_c (out, ']');
  if (round->result != NULL)
    {
      g_autofree int *scores = g_new0 (int, self->n_units);

      for (guint i = 0; i < self->n_units; i++)
        scores[i] = trp_round_result_get_total (round->result, i);
      append_member (out, "scores");
      append_int_array (out, scores, self->n_units);
    }
  g_string_append_c (out, '}');
}

static void
append_winner (GString  *out,
               TrpMatch *self)
{
  append_member (out, "winner");
  if (self->is_over && self->winner >= 0)
    g_string_append_printf (out, "%d", self->winner);
  else
    g_string_append (out, "null");
}

/* What the start page lists, so that listing the folder reads a few
 * hundred bytes of each file instead of replaying every match. It repeats
 * facts the moves already decide, and loading checks it against them. It
 * comes right after the header for the same reason. */
static void
append_summary (GString    *out,
                TrpMatch   *self,
                const char *updated)
{
  append_member (out, "summary");
  g_string_append_c (out, '{');
  append_member (out, "game");
  append_string (out, self->game_id);
  append_member (out, "players");
  g_string_append_c (out, '[');
  for (guint i = 0; i < self->players->len; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      append_string (out, g_array_index (self->players, TrpPlayer, i).name);
    }
  g_string_append_c (out, ']');
  append_member (out, "totals");
  append_int_array (out, self->totals, self->n_units);
  append_member (out, "rounds");
  g_string_append_printf (out, "%u", self->rounds->len);
  append_member (out, "over");
  g_string_append (out, self->is_over ? "true" : "false");
  append_winner (out, self);
  append_member (out, "updated");
  append_string (out, updated);
  /* The house rules by their preset, null when custom: the list tells two
   * matches of one game with different rules apart. */
  append_member (out, "preset");
  if (trp_rules_find_preset (self->rules) != NULL)
    append_string (out, trp_rules_find_preset (self->rules));
  else
    g_string_append (out, "null");
  g_string_append_c (out, '}');
}

char *
_trp_match_to_text (TrpMatch *self,
                    gsize    *length)
{
  g_autoptr(GString) out = g_string_sized_new (4096);
  g_autofree char *updated = _trp_match_now_iso8601 ();
  g_autoptr(JsonNode) rules = trp_rules_to_json (self->rules);
  const TrpRulesDescriptor *descriptor = trp_rules_get_descriptor (self->rules);

  g_string_append_c (out, '{');
  append_member (out, "format");
  append_string (out, TRP_MATCH_FORMAT);
  append_member (out, "version");
  g_string_append_printf (out, "%d", TRP_MATCH_VERSION);
  append_member (out, "game");
  append_string (out, self->game_id);
  append_member (out, "created");
  append_string (out, self->created);
  append_member (out, "updated");
  append_string (out, updated);
  append_summary (out, self, updated);
  append_member (out, "rules");
  append_node (out, rules);

  append_member (out, "target");
  if (trp_rules_descriptor_find_option (descriptor, "target_score") != NULL)
    g_string_append_printf (out, "%d", trp_rules_get_int (self->rules, "target_score"));
  else
    g_string_append (out, "null");

  append_member (out, "players");
  g_string_append_c (out, '[');
  for (guint i = 0; i < self->players->len; i++)
    {
      const TrpPlayer *player = &g_array_index (self->players, TrpPlayer, i);

      if (i > 0)
        g_string_append_c (out, ',');
      g_string_append_c (out, '{');
      append_member (out, "name");
      append_string (out, player->name);
      append_member (out, "kind");
      append_string (out, player->kind == TRP_PLAYER_HUMAN ? "human" : "computer");
      if (player->level != NULL)
        {
          append_member (out, "level");
          append_string (out, player->level);
        }
      append_member (out, "team");
      g_string_append_printf (out, "%d", player->team);
      /* Only when set: a match without guests is written as before. */
      if (player->invited)
        {
          append_member (out, "invited");
          g_string_append (out, "true");
        }
      g_string_append_c (out, '}');
    }
  g_string_append_c (out, ']');

  append_member (out, "rounds");
  g_string_append_c (out, '[');
  for (guint r = 0; r < self->rounds->len; r++)
    {
      Round *round = g_ptr_array_index (self->rounds, r);

      if (r > 0)
        g_string_append_c (out, ',');
      if (round->text == NULL && round->result != NULL)
        {
          g_autoptr(GString) text = g_string_new (NULL);

          append_round (text, self, round);
          round->text = g_string_free (g_steal_pointer (&text), FALSE);
        }
      if (round->text != NULL)
        g_string_append (out, round->text);
      else
        append_round (out, self, round);
    }
  g_string_append_c (out, ']');

  append_member (out, "totals");
  append_int_array (out, self->totals, self->n_units);
  append_member (out, "over");
  g_string_append (out, self->is_over ? "true" : "false");
  append_winner (out, self);
  g_string_append_c (out, '}');

  if (length != NULL)
    *length = out->len;
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/**
 * trp_match_to_json:
 *
 * Returns: (transfer full): the save file (format version 1), with its
 *   summary
 */
JsonNode *
trp_match_to_json (TrpMatch *self)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (TRP_IS_MATCH (self), NULL);

  text = _trp_match_to_text (self, NULL);
  return json_from_string (text, NULL);
}
