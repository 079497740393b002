/* trp-action.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "trp-json-input.h"
#include "trp-action.h"

G_DEFINE_BOXED_TYPE (TrpAction, trp_action, trp_action_copy, trp_action_free)
G_DEFINE_QUARK (trp-action-error-quark, trp_action_error)

/* Bounds for untrusted JSON: an action type is a short word. */
#define MAX_TYPE_LENGTH 32

TrpAction *
trp_action_new (const char *type,
                int         seat)
{
  TrpAction *self;

  g_return_val_if_fail (type != NULL, NULL);

  self = g_new0 (TrpAction, 1);
  self->type = g_intern_string (type);
  self->seat = seat;
  self->target = -1;
  self->suit = TRP_SUIT_NONE;
  return self;
}

TrpAction *
trp_action_new_with_cards (const char    *type,
                           int            seat,
                           const TrpCard *cards,
                           guint          n_cards)
{
  TrpAction *self = trp_action_new (type, seat);

  trp_action_set_cards (self, cards, n_cards);
  return self;
}

TrpAction *
trp_action_copy (const TrpAction *self)
{
  TrpAction *copy;

  g_return_val_if_fail (self != NULL, NULL);

  copy = g_memdup2 (self, sizeof *self);
  copy->cards = g_memdup2 (self->cards, self->n_cards);
  copy->group_sizes = g_memdup2 (self->group_sizes, self->n_groups);
  return copy;
}

void
trp_action_free (TrpAction *self)
{
  if (self == NULL)
    return;

  g_free (self->cards);
  g_free (self->group_sizes);
  g_free (self);
}

/**
 * trp_action_set_cards:
 *
 * Replaces the cards with one group of @n_cards.
 */
void
trp_action_set_cards (TrpAction     *self,
                      const TrpCard *cards,
                      guint          n_cards)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (n_cards <= TRP_ACTION_MAX_CARDS);

  g_clear_pointer (&self->cards, g_free);
  g_clear_pointer (&self->group_sizes, g_free);
  self->n_groups = 0;
  self->cards = g_memdup2 (cards, n_cards);
  self->n_cards = n_cards;
}

/**
 * trp_action_add_group:
 *
 * Appends a group of cards, such as one more meld of a multi-meld action.
 */
void
trp_action_add_group (TrpAction     *self,
                      const TrpCard *cards,
                      guint          n_cards)
{
  guint n_groups;

  g_return_if_fail (self != NULL);
  g_return_if_fail (n_cards > 0 && n_cards <= G_MAXUINT8);
  g_return_if_fail (self->n_cards + n_cards <= TRP_ACTION_MAX_CARDS);

  /* The existing cards become the first group if they had none. */
  n_groups = trp_action_get_n_groups (self);
  self->group_sizes = g_realloc (self->group_sizes, n_groups + 1);
  if (self->n_groups == 0 && self->n_cards > 0)
    self->group_sizes[0] = (guint8) self->n_cards;
  self->group_sizes[n_groups] = (guint8) n_cards;
  self->n_groups = n_groups + 1;

  self->cards = g_realloc (self->cards, self->n_cards + n_cards);
  memcpy (self->cards + self->n_cards, cards, n_cards);
  self->n_cards += n_cards;
}

guint
trp_action_get_n_groups (const TrpAction *self)
{
  g_return_val_if_fail (self != NULL, 0);

  if (self->n_groups > 0)
    return self->n_groups;
  return self->n_cards > 0 ? 1 : 0;
}

/**
 * trp_action_get_group:
 * @n_cards: (out): the size of the group
 *
 * Returns: (transfer none): the first card of group @group
 */
const TrpCard *
trp_action_get_group (const TrpAction *self,
                      guint            group,
                      guint           *n_cards)
{
  guint offset = 0;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (n_cards != NULL, NULL);
  g_return_val_if_fail (group < trp_action_get_n_groups (self), NULL);

  if (self->n_groups == 0)
    {
      *n_cards = self->n_cards;
      return self->cards;
    }

  for (guint i = 0; i < group; i++)
    offset += self->group_sizes[i];
  *n_cards = self->group_sizes[group];
  return self->cards + offset;
}

gboolean
trp_action_equal (const TrpAction *self,
                  const TrpAction *other)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (other != NULL, FALSE);

  if (trp_action_get_n_groups (self) != trp_action_get_n_groups (other))
    return FALSE;
  if (self->n_groups > 1 &&
      memcmp (self->group_sizes, other->group_sizes, self->n_groups) != 0)
    return FALSE;

  return self->type == other->type &&
         self->seat == other->seat &&
         self->target == other->target &&
         self->suit == other->suit &&
         self->n_cards == other->n_cards &&
         (self->n_cards == 0 || memcmp (self->cards, other->cards, self->n_cards) == 0);
}

/**
 * trp_json_builder_add_cards:
 *
 * Adds @cards as a JSON list of their texts, e.g. `["AS", "10H"]`: the one
 * form of card lists in actions, deals and observations.
 */
void
trp_json_builder_add_cards (JsonBuilder   *builder,
                            const TrpCard *cards,
                            guint          n_cards)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_cards; i++)
    json_builder_add_string_value (builder, trp_card_to_code (cards[i]));
  json_builder_end_array (builder);
}

/**
 * trp_action_to_json:
 *
 * Returns: (transfer full): the save-file form, e.g.
 *   `{"type": "discard", "seat": 2, "cards": ["7H"]}`; one group of cards is
 *   a list of cards, several are a list of lists. Fields at their defaults
 *   are left out.
 */
JsonNode *
trp_action_to_json (const TrpAction *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  guint n_groups;

  g_return_val_if_fail (self != NULL, NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "type");
  json_builder_add_string_value (builder, self->type);
  json_builder_set_member_name (builder, "seat");
  json_builder_add_int_value (builder, self->seat);
  if (self->target >= 0)
    {
      json_builder_set_member_name (builder, "target");
      json_builder_add_int_value (builder, self->target);
    }
  if (self->suit != TRP_SUIT_NONE)
    {
      json_builder_set_member_name (builder, "suit");
      json_builder_add_string_value (builder, trp_suit_to_code (self->suit));
    }

  n_groups = trp_action_get_n_groups (self);
  if (n_groups == 1)
    {
      json_builder_set_member_name (builder, "cards");
      trp_json_builder_add_cards (builder, self->cards, self->n_cards);
    }
  else if (n_groups > 1)
    {
      json_builder_set_member_name (builder, "groups");
      json_builder_begin_array (builder);
      for (guint g = 0; g < n_groups; g++)
        {
          guint n;
          const TrpCard *cards = trp_action_get_group (self, g, &n);

          trp_json_builder_add_cards (builder, cards, n);
        }
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static gboolean
invalid (GError     **error,
         const char  *format,
         ...) G_GNUC_PRINTF (2, 3);

static gboolean
invalid (GError     **error,
         const char  *format,
         ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  g_set_error_literal (error, TRP_ACTION_ERROR, TRP_ACTION_ERROR_INVALID_JSON, message);
  return FALSE;
}

static gboolean
cards_from_array (JsonNode  *node,
                  GArray    *cards,
                  GError   **error)
{
  JsonArray *array;
  guint n;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    return invalid (error, _("An action’s cards must be a list"));

  array = json_node_get_array (node);
  n = json_array_get_length (array);
  if (n == 0 || cards->len + n > TRP_ACTION_MAX_CARDS)
    return invalid (error, _("An action must list between 1 and %d cards in each group"),
                    TRP_ACTION_MAX_CARDS);

  for (guint i = 0; i < n; i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      TrpCard card;

      if (!JSON_NODE_HOLDS_VALUE (element) || json_node_get_value_type (element) != G_TYPE_STRING)
        return invalid (error, _("An action’s cards must be card names such as “10H”"));
      if (!trp_card_from_code (json_node_get_string (element), &card, error))
        return FALSE;
      g_array_append_val (cards, card);
    }

  return TRUE;
}

/**
 * trp_action_new_from_json:
 * @node: an action's save-file form
 *
 * Parses strictly: unknown members, wrong types and bad cards are errors.
 * Whether the action is legal is the game's business, not this parser's.
 *
 * Returns: (transfer full) (nullable): the action, or %NULL with @error set
 */
TrpAction *
trp_action_new_from_json (JsonNode  *node,
                          GError   **error)
{
  g_autoptr(TrpAction) self = NULL;
  g_autoptr(GArray) cards = g_array_new (FALSE, FALSE, sizeof (TrpCard));
  g_autoptr(GByteArray) groups = g_byte_array_new ();
  JsonObjectIter iter;
  const char *member;
  JsonNode *value;
  JsonObject *object;
  const char *type;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      invalid (error, _("An action must be a JSON object"));
      return NULL;
    }

  object = json_node_get_object (node);
  /* Only a string is a type: json-glib complains about other nodes. */
  value = json_object_get_member (object, "type");
  type = value != NULL && JSON_NODE_HOLDS_VALUE (value) &&
         json_node_get_value_type (value) == G_TYPE_STRING ? json_node_get_string (value) : NULL;
  if (type == NULL || *type == '\0' || strlen (type) > MAX_TYPE_LENGTH ||
      !json_object_has_member (object, "seat"))
    {
      invalid (error, _("An action needs a “type” name and a “seat”"));
      return NULL;
    }

  self = trp_action_new (type, -1);

  json_object_iter_init (&iter, object);
  while (json_object_iter_next (&iter, &member, &value))
    {
      if (strcmp (member, "type") == 0)
        continue;

      if (strcmp (member, "seat") == 0 || strcmp (member, "target") == 0)
        {
          gint64 v;

          if (!JSON_NODE_HOLDS_VALUE (value) || json_node_get_value_type (value) != G_TYPE_INT64 ||
              (v = json_node_get_int (value)) < 0 || v > G_MAXINT16)
            {
              g_autofree char *quoted = trp_json_input_quote (member, -1);

              invalid (error, _("An action’s “%s” must be a small whole number"), quoted);
              return NULL;
            }
          if (member[0] == 's')
            self->seat = (int) v;
          else
            self->target = (int) v;
        }
      else if (strcmp (member, "suit") == 0)
        {
          if (!JSON_NODE_HOLDS_VALUE (value) || json_node_get_value_type (value) != G_TYPE_STRING ||
              !trp_suit_from_code (json_node_get_string (value), &self->suit, error))
            {
              if (error != NULL && *error == NULL)
                invalid (error, _("An action’s “suit” must be S, H, D or C"));
              return NULL;
            }
        }
      else if (strcmp (member, "cards") == 0)
        {
          if (!cards_from_array (value, cards, error))
            return NULL;
        }
      else if (strcmp (member, "groups") == 0)
        {
          JsonArray *array;

          if (!JSON_NODE_HOLDS_ARRAY (value) ||
              json_array_get_length (array = json_node_get_array (value)) < 2)
            {
              invalid (error, _("An action’s “groups” must be a list of at least two lists of cards"));
              return NULL;
            }
          for (guint g = 0; g < json_array_get_length (array); g++)
            {
              guint before = cards->len;
              guint8 size;

              if (!cards_from_array (json_array_get_element (array, g), cards, error))
                return NULL;
              size = (guint8) (cards->len - before);
              g_byte_array_append (groups, &size, 1);
            }
        }
      else
        {
          g_autofree char *quoted = trp_json_input_quote (member, -1);

          invalid (error, _("An action has no member “%s”"), quoted);
          return NULL;
        }
    }

  if (groups->len > 0 && json_object_has_member (object, "cards"))
    {
      invalid (error, _("An action has either “cards” or “groups”, not both"));
      return NULL;
    }

  self->n_cards = cards->len;
  self->cards = g_memdup2 (cards->data, cards->len);
  if (groups->len > 0)
    {
      self->n_groups = groups->len;
      self->group_sizes = g_memdup2 (groups->data, groups->len);
    }

  return g_steal_pointer (&self);
}

/**
 * trp_action_to_string:
 *
 * Returns: (transfer full): compact JSON, for logs and test messages
 */
char *
trp_action_to_string (const TrpAction *self)
{
  g_autoptr(JsonNode) node = NULL;

  g_return_val_if_fail (self != NULL, NULL);

  node = trp_action_to_json (self);
  return json_to_string (node, FALSE);
}
