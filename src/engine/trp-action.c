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

/* Card codes by their bytes: the card module's own lookup compares the
 * text with every code, and a long match has tens of thousands of cards;
 * anything else goes to trp_card_from_code(), which words the error. */
static guint8 two_byte_cards[128][128];
static guint8 ten_cards[128];

static void
ensure_card_index (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      for (guint card = 1; card < 256; card++)
        {
          const char *code;

          if (!trp_card_is_valid ((TrpCard) card) ||
              (code = trp_card_to_code ((TrpCard) card)) == NULL)
            continue;
          if (strlen (code) == 2 && (guchar) code[0] < 128 && (guchar) code[1] < 128)
            two_byte_cards[(guchar) code[0]][(guchar) code[1]] = (guint8) card;
          else if (strlen (code) == 3 && code[0] == '1' && code[1] == '0' && (guchar) code[2] < 128)
            ten_cards[(guchar) code[2]] = (guint8) card;
        }
      g_once_init_leave (&initialized, 1);
    }
}

static TrpCard
card_from_bytes (const char *text,
                 gsize       length)
{
  guchar a = length > 0 ? (guchar) text[0] : 0;
  guchar b = length > 1 ? (guchar) text[1] : 0;
  guchar c = length > 2 ? (guchar) text[2] : 0;

  if (length == 2 && a < 128 && b < 128)
    return two_byte_cards[a][b];
  if (length == 3 && a == '1' && b == '0' && c < 128)
    return ten_cards[c];
  return TRP_CARD_NONE;
}

/* A string token's text: borrowed when it has no escapes, else decoded
 * into @owned. */
static const char *
string_of (TrpJsonReader  *reader,
           TrpJsonRef      ref,
           gsize          *length,
           char          **owned)
{
  const char *text = trp_json_reader_peek_string (reader, ref, length);

  if (text != NULL)
    return text;
  *owned = trp_json_reader_dup_string (reader, ref);
  *length = strlen (*owned);
  return *owned;
}

static gboolean
read_cards (TrpJsonReader  *reader,
            TrpJsonRef      array,
            TrpCard        *cards,
            guint          *n_cards,
            GError        **error)
{
  guint n;

  if (!trp_json_reader_is (reader, array, TRP_JSON_ARRAY))
    return invalid (error, _("An action’s cards must be a list"));

  n = trp_json_reader_length (reader, array);
  if (n == 0 || *n_cards + n > TRP_ACTION_MAX_CARDS)
    return invalid (error, _("An action must list between 1 and %d cards in each group"),
                    TRP_ACTION_MAX_CARDS);

  for (TrpJsonRef element = trp_json_reader_first (reader, array); element >= 0;
       element = trp_json_reader_next (reader, element))
    {
      g_autofree char *owned = NULL;
      const char *text;
      gsize length;
      TrpCard card;

      if (!trp_json_reader_is (reader, element, TRP_JSON_STRING))
        return invalid (error, _("An action’s cards must be card names such as “10H”"));
      text = string_of (reader, element, &length, &owned);
      card = owned == NULL ? card_from_bytes (text, length) : TRP_CARD_NONE;
      if (card == TRP_CARD_NONE)
        {
          /* A borrowed text is not nul-terminated. */
          if (owned == NULL)
            text = owned = g_strndup (text, length);
          if (!trp_card_from_code (text, &card, error))
            return FALSE;
        }
      cards[(*n_cards)++] = card;
    }

  return TRUE;
}

static const char *
intern_type (TrpActionTypeCache *cache,
             const char         *type)
{
  const char *interned;

  if (cache == NULL)
    return g_intern_string (type);
  for (guint i = 0; i < cache->n_types; i++)
    if (strcmp (cache->types[i], type) == 0)
      return cache->types[i];

  interned = g_intern_string (type);
  if (cache->n_types < G_N_ELEMENTS (cache->types))
    cache->types[cache->n_types++] = interned;
  return interned;
}

enum { M_TYPE, M_SEAT, M_TARGET, M_SUIT, M_CARDS, M_GROUPS, M_UNKNOWN, N_MEMBERS };

/**
 * trp_action_read:
 * @reader: a save file's reader
 * @ref: the action's token
 * @cache: (nullable): the types met so far, interned
 *
 * The one action parser. Parses strictly: unknown members, wrong types
 * and bad cards are errors. Of a member named twice the last value counts,
 * at the place of the first, as in json-glib. Whether the action is legal
 * is the game's business, not this parser's.
 *
 * Returns: (transfer full) (nullable): the action, or %NULL with @error set
 *
 * One member after another, each checked where it is read; kept whole
 * as the one action parser.
 */
TrpAction *
trp_action_read (TrpJsonReader       *reader,
                 TrpJsonRef           ref,
                 TrpActionTypeCache  *cache,
                 GError             **error)
{
  static const char * const names[] = { "type", "seat", "target", "suit", "cards", "groups" };
  g_autoptr(TrpAction) self = NULL;
  g_autofree char *type_owned = NULL;
  g_autofree char *unknown_owned = NULL;
  /* Each member once, in the order of its first appearance. */
  TrpJsonRef value_of[N_MEMBERS] = { -1, -1, -1, -1, -1, -1, -1 };
  guint8 order[N_MEMBERS];
  guint n_order = 0;
  const char *type, *unknown = NULL;
  gsize length;
  TrpCard all[TRP_ACTION_MAX_CARDS];
  guint8 sizes[TRP_ACTION_MAX_CARDS];
  guint n_cards = 0, n_groups = 0;

  if (!trp_json_reader_is (reader, ref, TRP_JSON_OBJECT))
    {
      invalid (error, _("An action must be a JSON object"));
      return NULL;
    }

  for (TrpJsonRef key = trp_json_reader_first (reader, ref); key >= 0;)
    {
      TrpJsonRef value = trp_json_reader_next (reader, key);
      g_autofree char *owned = NULL;
      const char *name = string_of (reader, key, &length, &owned);
      guint which;

      for (which = 0; which < G_N_ELEMENTS (names); which++)
        if (strncmp (names[which], name, length) == 0 && names[which][length] == '\0')
          break;
      if (which == M_UNKNOWN && unknown != NULL)
        which = N_MEMBERS;   /* never reached: the first unknown fails */
      else if (which == M_UNKNOWN)
        unknown = unknown_owned = g_strndup (name, length);
      if (which < N_MEMBERS)
        {
          if (value_of[which] < 0)
            order[n_order++] = (guint8) which;
          value_of[which] = value;
        }
      key = trp_json_reader_next (reader, value);
    }

  /* Only a string is a type. */
  type = NULL;
  if (value_of[M_TYPE] >= 0 && trp_json_reader_is (reader, value_of[M_TYPE], TRP_JSON_STRING))
    type = string_of (reader, value_of[M_TYPE], &length, &type_owned);
  if (type == NULL || length == 0 || length > MAX_TYPE_LENGTH || value_of[M_SEAT] < 0)
    {
      invalid (error, _("An action needs a “type” name and a “seat”"));
      return NULL;
    }

  if (type_owned == NULL)
    {
      char text[MAX_TYPE_LENGTH + 1];

      memcpy (text, type, length);
      text[length] = '\0';
      type = intern_type (cache, text);
    }
  else
    type = intern_type (cache, type_owned);

  self = g_new0 (TrpAction, 1);
  self->type = type;
  self->seat = -1;
  self->target = -1;
  self->suit = TRP_SUIT_NONE;
  ensure_card_index ();

  for (guint i = 0; i < n_order; i++)
    {
      TrpJsonRef value = value_of[order[i]];

      switch (order[i])
        {
        case M_TYPE:
          break;

        case M_SEAT:
        case M_TARGET:
          {
            gint64 v;

            if (!trp_json_reader_is (reader, value, TRP_JSON_INT) ||
                (v = trp_json_reader_get_int (reader, value)) < 0 || v > G_MAXINT16)
              {
                g_autofree char *quoted = trp_json_input_quote (names[order[i]], -1);

                invalid (error, _("An action’s “%s” must be a small whole number"), quoted);
                return NULL;
              }
            if (order[i] == M_SEAT)
              self->seat = (int) v;
            else
              self->target = (int) v;
          }
          break;

        case M_SUIT:
          {
            g_autofree char *code = NULL;

            if (trp_json_reader_is (reader, value, TRP_JSON_STRING))
              code = trp_json_reader_dup_string (reader, value);
            if (code == NULL || !trp_suit_from_code (code, &self->suit, error))
              {
                if (error != NULL && *error == NULL)
                  invalid (error, _("An action’s “suit” must be S, H, D or C"));
                return NULL;
              }
          }
          break;

        case M_CARDS:
          if (!read_cards (reader, value, all, &n_cards, error))
            return NULL;
          break;

        case M_GROUPS:
          if (!trp_json_reader_is (reader, value, TRP_JSON_ARRAY) ||
              trp_json_reader_length (reader, value) < 2)
            {
              invalid (error, _("An action’s “groups” must be a list of at least two lists of cards"));
              return NULL;
            }
          for (TrpJsonRef group = trp_json_reader_first (reader, value); group >= 0;
               group = trp_json_reader_next (reader, group))
            {
              guint before = n_cards;

              if (!read_cards (reader, group, all, &n_cards, error))
                return NULL;
              sizes[n_groups++] = (guint8) (n_cards - before);
            }
          break;

        default:
          {
            g_autofree char *quoted = trp_json_input_quote (unknown, -1);

            invalid (error, _("An action has no member “%s”"), quoted);
            return NULL;
          }
        }
    }

  if (n_groups > 0 && value_of[M_CARDS] >= 0)
    {
      invalid (error, _("An action has either “cards” or “groups”, not both"));
      return NULL;
    }

  self->n_cards = n_cards;
  self->cards = g_memdup2 (all, n_cards * sizeof (TrpCard));
  if (n_groups > 0)
    {
      self->n_groups = n_groups;
      self->group_sizes = g_memdup2 (sizes, n_groups);
    }

  return g_steal_pointer (&self);
}

/**
 * trp_action_new_from_json:
 * @node: an action's save-file form
 *
 * trp_action_read() on @node's text, for the few readers that hold a
 * #JsonNode (the table's move list, tests).
 *
 * Returns: (transfer full) (nullable): the action, or %NULL with @error set
 */
TrpAction *
trp_action_new_from_json (JsonNode  *node,
                          GError   **error)
{
  g_autoptr(TrpJsonReader) reader = NULL;
  g_autofree char *text = NULL;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      invalid (error, _("An action must be a JSON object"));
      return NULL;
    }

  text = json_to_string (node, FALSE);
  reader = trp_json_reader_new (text, strlen (text), error);
  if (reader == NULL)
    return NULL;
  return trp_action_read (reader, trp_json_reader_root (reader), NULL, error);
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
