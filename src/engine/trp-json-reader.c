/* trp-json-reader.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "trp-json-reader.h"

/* Strings keep their quotes out of [start, end); containers span their
 * brackets. Siblings are chained, so a list is walked without scanning
 * the subtrees in between; an object's children are its keys and values,
 * alternately. */
typedef struct
{
  guint32 start;
  guint32 end;
  guint32 sibling;   /* the next child of the same parent, or 0 */
  guint32 count;     /* elements of a list, members of an object */
  guint8  kind;
  guint8  escaped;
} Token;

struct _TrpJsonReader
{
  const char *text;
  gsize       length;
  Token      *tokens;
  guint32     n_tokens;
  guint32     n_allocated;
};

typedef enum
{
  WANT_VALUE,
  WANT_VALUE_OR_CLOSE,
  WANT_KEY,
  WANT_KEY_OR_CLOSE,
  WANT_COLON,
  WANT_COMMA_OR_CLOSE,
  WANT_NOTHING,
} State;

static gboolean
fail (GError     **error,
      const char  *text,
      const char  *at,
      const char  *what)
{
  /* Lines count from 1, as in editors. */
  guint line = 1;

  for (const char *p = text; p < at; p++)
    line += *p == '\n';
  g_set_error (error, JSON_PARSER_ERROR, JSON_PARSER_ERROR_INVALID_DATA,
               /* Not translated: it is shown only for text that json-glib
                * reads but strict JSON does not (comments), as a detail
                * after a translated sentence. */
               "line %u: %s", line, what);
  return FALSE;
}

static int
hex_value (char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

/* Four hex digits at @p, or -1. */
static int
read_u4 (const char *p,
         const char *end)
{
  int value = 0;

  if (end - p < 4)
    return -1;
  for (int i = 0; i < 4; i++)
    {
      int digit = hex_value (p[i]);

      if (digit < 0)
        return -1;
      value = value * 16 + digit;
    }
  return value;
}

/* Checks a string from just after its opening quote, and leaves @p on its
 * closing quote. Escapes are checked here, completely, so that decoding
 * later cannot fail: no NUL, no lone surrogate. */
static const char *
scan_string (const char  *p,
             const char  *end,
             gboolean    *escaped)
{
  while (p < end)
    {
      guchar c = (guchar) *p;

      if (c == '"')
        return p;
      if (c < 0x20)
        return NULL;
      if (c != '\\')
        {
          p++;
          continue;
        }

      *escaped = TRUE;
      if (++p >= end)
        return NULL;
      if (*p == 'u')
        {
          int unit = read_u4 (p + 1, end);

          if (unit <= 0 || (unit >= 0xdc00 && unit <= 0xdfff))
            return NULL;
          p += 5;
          if (unit >= 0xd800 && unit <= 0xdbff)
            {
              int low;

              if (end - p < 2 || p[0] != '\\' || p[1] != 'u')
                return NULL;
              low = read_u4 (p + 2, end);
              if (low < 0xdc00 || low > 0xdfff)
                return NULL;
              p += 6;
            }
        }
      else if (strchr ("\"\\/bfnrt", *p) != NULL && *p != '\0')
        p++;
      else
        return NULL;
    }

  return NULL;
}

/* JSON's number grammar, exactly; an integer is one with neither fraction
 * nor exponent that fits 64 bits, as json-glib reads it. */
static const char *
scan_number (const char *p,
             const char *end,
             TrpJsonKind *kind)
{
  gboolean negative = FALSE, is_int = TRUE;
  guint64 magnitude = 0;

  if (p < end && *p == '-')
    {
      negative = TRUE;
      p++;
    }
  if (p >= end || !g_ascii_isdigit (*p))
    return NULL;
  if (*p == '0')
    p++;
  else
    while (p < end && g_ascii_isdigit (*p))
      {
        guint digit = *p++ - '0';

        if (magnitude > (G_MAXUINT64 - digit) / 10)
          is_int = FALSE;
        else
          magnitude = magnitude * 10 + digit;
      }
  if (p < end && *p == '.')
    {
      is_int = FALSE;
      if (++p >= end || !g_ascii_isdigit (*p))
        return NULL;
      while (p < end && g_ascii_isdigit (*p))
        p++;
    }
  if (p < end && (*p == 'e' || *p == 'E'))
    {
      is_int = FALSE;
      p++;
      if (p < end && (*p == '+' || *p == '-'))
        p++;
      if (p >= end || !g_ascii_isdigit (*p))
        return NULL;
      while (p < end && g_ascii_isdigit (*p))
        p++;
    }
  if (is_int && magnitude > (negative ? (guint64) G_MAXINT64 + 1 : (guint64) G_MAXINT64))
    is_int = FALSE;

  *kind = is_int ? TRP_JSON_INT : TRP_JSON_DOUBLE;
  return p;
}

/* One state machine over the bytes with its own stack, no recursion:
 * its states are the cases of one switch, kept in one loop. */
static gboolean
parse (TrpJsonReader  *self,
       GError        **error)
{
  const char *text = self->text;
  const char *p = text;
  const char *end = text + self->length;
  guint32 stack[TRP_JSON_READER_MAX_DEPTH];
  guint32 last[TRP_JSON_READER_MAX_DEPTH];
  int depth = 0;
  State state = WANT_VALUE;

  while (TRUE)
    {
      Token token = { 0, };
      guint32 index;
      char c;

      while (p < end && (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t'))
        p++;
      if (p >= end)
        break;
      c = *p;

      switch (state)
        {
        case WANT_NOTHING:
          return fail (error, text, p, "text after the end of the document");

        case WANT_COLON:
          if (c != ':')
            return fail (error, text, p, "a “:” is missing");
          p++;
          state = WANT_VALUE;
          continue;

        case WANT_COMMA_OR_CLOSE:
          {
            Token *parent = &self->tokens[stack[depth - 1]];

            if (c == ',')
              {
                p++;
                state = parent->kind == TRP_JSON_OBJECT ? WANT_KEY : WANT_VALUE;
                continue;
              }
            if (c != (parent->kind == TRP_JSON_OBJECT ? '}' : ']'))
              return fail (error, text, p, "a “,” or a closing bracket is missing");
          }
          goto close;

        case WANT_KEY_OR_CLOSE:
          if (c == '}')
            goto close;
          G_GNUC_FALLTHROUGH;
        case WANT_KEY:
          if (c != '"')
            return fail (error, text, p, "a member name is missing");
          break;

        case WANT_VALUE_OR_CLOSE:
          if (c == ']')
            goto close;
          G_GNUC_FALLTHROUGH;
        case WANT_VALUE:
        default:
          break;
        }

      /* A key or a value starts here. */
      token.start = (guint32) (p - text);
      if (c == '"')
        {
          gboolean escaped = FALSE;
          const char *close = scan_string (p + 1, end, &escaped);

          if (close == NULL)
            return fail (error, text, p, "a string is not valid or not closed");
          token.kind = TRP_JSON_STRING;
          token.escaped = escaped;
          token.start++;
          token.end = (guint32) (close - text);
          p = close + 1;
        }
      else if (state == WANT_KEY || state == WANT_KEY_OR_CLOSE)
        return fail (error, text, p, "a member name is missing");
      else if (c == '{' || c == '[')
        {
          if (depth >= TRP_JSON_READER_MAX_DEPTH)
            return fail (error, text, p, "nested too deep");
          token.kind = c == '{' ? TRP_JSON_OBJECT : TRP_JSON_ARRAY;
          p++;
        }
      else if (c == '-' || g_ascii_isdigit (c))
        {
          TrpJsonKind kind;

          p = scan_number (p, end, &kind);
          if (p == NULL)
            return fail (error, text, text + token.start, "a number is not valid");
          token.kind = kind;
          token.end = (guint32) (p - text);
        }
      else if (end - p >= 4 && memcmp (p, "true", 4) == 0)
        token.kind = TRP_JSON_TRUE, p += 4, token.end = (guint32) (p - text);
      else if (end - p >= 5 && memcmp (p, "false", 5) == 0)
        token.kind = TRP_JSON_FALSE, p += 5, token.end = (guint32) (p - text);
      else if (end - p >= 4 && memcmp (p, "null", 4) == 0)
        token.kind = TRP_JSON_NULL, p += 4, token.end = (guint32) (p - text);
      else
        return fail (error, text, p, "unexpected character");

      if (self->n_tokens == self->n_allocated)
        {
          /* Every token takes a byte at least, so this always suffices. */
          self->n_allocated = (guint32) MIN ((guint64) self->n_allocated * 2,
                                             (guint64) self->length + 1);
          self->tokens = g_renew (Token, self->tokens, self->n_allocated);
        }
      index = self->n_tokens++;
      self->tokens[index] = token;
      if (depth > 0)
        {
          Token *parent = &self->tokens[stack[depth - 1]];

          /* An object counts its keys; its values follow them. */
          if (parent->kind == TRP_JSON_ARRAY || state != WANT_VALUE)
            parent->count++;
          if (last[depth - 1] != 0)
            self->tokens[last[depth - 1]].sibling = index;
          last[depth - 1] = index;
        }

      if (token.kind == TRP_JSON_OBJECT || token.kind == TRP_JSON_ARRAY)
        {
          stack[depth] = index;
          last[depth] = 0;
          depth++;
          state = token.kind == TRP_JSON_OBJECT ? WANT_KEY_OR_CLOSE : WANT_VALUE_OR_CLOSE;
        }
      else if (state == WANT_KEY || state == WANT_KEY_OR_CLOSE)
        state = WANT_COLON;
      else
        state = depth == 0 ? WANT_NOTHING : WANT_COMMA_OR_CLOSE;
      continue;

    close:
      p++;
      self->tokens[stack[depth - 1]].end = (guint32) (p - text);
      depth--;
      state = depth == 0 ? WANT_NOTHING : WANT_COMMA_OR_CLOSE;
    }

  if (state != WANT_NOTHING)
    return fail (error, text, p, "the document ends too early");

  return TRUE;
}

/**
 * trp_json_reader_new:
 * @text: (array length=length): UTF-8 JSON, not necessarily nul-terminated;
 *   it must outlive the reader
 *
 * Reads one JSON document strictly (RFC 8259: no comments, no trailing
 * commas, no NUL characters), nested at most %TRP_JSON_READER_MAX_DEPTH
 * levels.
 *
 * Returns: (transfer full) (nullable): the reader, or %NULL with a
 *   %JSON_PARSER_ERROR
 */
TrpJsonReader *
trp_json_reader_new (const char  *text,
                     gsize        length,
                     GError     **error)
{
  g_autoptr(TrpJsonReader) self = NULL;

  g_return_val_if_fail (text != NULL || length == 0, NULL);

  if (length >= G_MAXUINT32)
    {
      g_set_error_literal (error, JSON_PARSER_ERROR, JSON_PARSER_ERROR_INVALID_DATA,
                           "the document is too large");
      return NULL;
    }
  if (!g_utf8_validate_len (text, length, NULL))
    {
      g_set_error_literal (error, JSON_PARSER_ERROR, JSON_PARSER_ERROR_INVALID_DATA,
                           "the document is not UTF-8");
      return NULL;
    }

  self = g_new0 (TrpJsonReader, 1);
  self->text = text;
  self->length = length;
  /* About one token every eight bytes in a save file. */
  self->n_allocated = (guint32) MIN (length / 8 + 16, G_MAXUINT32 / 2);
  self->tokens = g_new (Token, self->n_allocated);
  if (!parse (self, error))
    return NULL;

  return g_steal_pointer (&self);
}

void
trp_json_reader_free (TrpJsonReader *self)
{
  if (self == NULL)
    return;

  g_free (self->tokens);
  g_free (self);
}

static inline const Token *
get (TrpJsonReader *self,
     TrpJsonRef     ref)
{
  g_assert (ref >= 0 && (guint32) ref < self->n_tokens);
  return &self->tokens[ref];
}

TrpJsonRef
trp_json_reader_root (TrpJsonReader *self)
{
  return 0;
}

TrpJsonKind
trp_json_reader_kind (TrpJsonReader *self,
                      TrpJsonRef     ref)
{
  return get (self, ref)->kind;
}

/* Whether @ref is there and of @kind; a missing member (-1) is of none. */
gboolean
trp_json_reader_is (TrpJsonReader *self,
                    TrpJsonRef     ref,
                    TrpJsonKind    kind)
{
  return ref >= 0 && get (self, ref)->kind == kind;
}

/* The number of elements of a list, or of members of an object. */
guint
trp_json_reader_length (TrpJsonReader *self,
                        TrpJsonRef     ref)
{
  const Token *token = get (self, ref);

  return token->kind == TRP_JSON_ARRAY || token->kind == TRP_JSON_OBJECT ? token->count : 0;
}

/* The first element of a list, or the first key of an object; -1 for an
 * empty one. */
TrpJsonRef
trp_json_reader_first (TrpJsonReader *self,
                       TrpJsonRef     ref)
{
  const Token *token = get (self, ref);

  if ((token->kind != TRP_JSON_ARRAY && token->kind != TRP_JSON_OBJECT) || token->count == 0)
    return -1;
  return ref + 1;
}

/* The next element of the same list; in an object a key's next is its
 * value, and a value's next is the following key. */
TrpJsonRef
trp_json_reader_next (TrpJsonReader *self,
                      TrpJsonRef     ref)
{
  guint32 sibling = get (self, ref)->sibling;

  return sibling != 0 ? (TrpJsonRef) sibling : -1;
}

/* The value of the last member named @name (as json-glib keeps the last
 * of duplicates), or -1. */
TrpJsonRef
trp_json_reader_member (TrpJsonReader *self,
                        TrpJsonRef     object,
                        const char    *name)
{
  TrpJsonRef found = -1;

  if (!trp_json_reader_is (self, object, TRP_JSON_OBJECT))
    return -1;

  for (TrpJsonRef key = trp_json_reader_first (self, object); key >= 0;)
    {
      TrpJsonRef value = trp_json_reader_next (self, key);

      g_assert (value >= 0);
      if (trp_json_reader_string_equal (self, key, name))
        found = value;
      key = trp_json_reader_next (self, value);
    }

  return found;
}

/* How many members of @object are named @name: JSON allows duplicates,
 * which the readers that must agree on one refuse. */
guint
trp_json_reader_count_members (TrpJsonReader *self,
                               TrpJsonRef     object,
                               const char    *name)
{
  guint count = 0;

  if (!trp_json_reader_is (self, object, TRP_JSON_OBJECT))
    return 0;

  for (TrpJsonRef key = trp_json_reader_first (self, object); key >= 0;)
    {
      TrpJsonRef value = trp_json_reader_next (self, key);

      count += trp_json_reader_string_equal (self, key, name);
      key = trp_json_reader_next (self, value);
    }

  return count;
}

/* The value of an integer token; 0 for any other. */
gint64
trp_json_reader_get_int (TrpJsonReader *self,
                         TrpJsonRef     ref)
{
  const Token *token = get (self, ref);
  const char *p = self->text + token->start;
  const char *end = self->text + token->end;
  gboolean negative = FALSE;
  guint64 magnitude = 0;

  if (token->kind != TRP_JSON_INT)
    return 0;

  if (*p == '-')
    {
      negative = TRUE;
      p++;
    }
  for (; p < end; p++)
    magnitude = magnitude * 10 + (guint64) (*p - '0');

  /* The reader made sure it fits. */
  return negative ? (gint64) (0 - magnitude) : (gint64) magnitude;
}

static void
append_utf8 (GString  *out,
             gunichar  c)
{
  g_string_append_unichar (out, c);
}

/* A string token's text, decoded; %NULL for any other token. */
char *
trp_json_reader_dup_string (TrpJsonReader *self,
                            TrpJsonRef     ref)
{
  const Token *token = get (self, ref);
  const char *p = self->text + token->start;
  const char *end = self->text + token->end;
  GString *out;

  if (token->kind != TRP_JSON_STRING)
    return NULL;
  if (!token->escaped)
    return g_strndup (p, end - p);

  out = g_string_sized_new (end - p);
  while (p < end)
    {
      const char *backslash = memchr (p, '\\', end - p);

      if (backslash == NULL)
        {
          g_string_append_len (out, p, end - p);
          break;
        }
      g_string_append_len (out, p, backslash - p);
      p = backslash + 1;
      switch (*p)
        {
        case 'b': g_string_append_c (out, '\b'); p++; break;
        case 'f': g_string_append_c (out, '\f'); p++; break;
        case 'n': g_string_append_c (out, '\n'); p++; break;
        case 'r': g_string_append_c (out, '\r'); p++; break;
        case 't': g_string_append_c (out, '\t'); p++; break;
        case 'u':
          {
            gunichar c = (gunichar) read_u4 (p + 1, end);

            p += 5;
            /* The reader checked that a low surrogate follows. */
            if (c >= 0xd800 && c <= 0xdbff)
              {
                gunichar low = (gunichar) read_u4 (p + 2, end);

                c = 0x10000 + ((c - 0xd800) << 10) + (low - 0xdc00);
                p += 6;
              }
            append_utf8 (out, c);
          }
          break;
        default:
          g_string_append_c (out, *p);
          p++;
        }
    }

  return g_string_free (out, FALSE);
}

gboolean
trp_json_reader_string_equal (TrpJsonReader *self,
                              TrpJsonRef     ref,
                              const char    *text)
{
  const Token *token;

  if (ref < 0)
    return FALSE;
  token = get (self, ref);
  if (token->kind != TRP_JSON_STRING)
    return FALSE;

  if (!token->escaped)
    {
      gsize length = token->end - token->start;

      return strncmp (self->text + token->start, text, length) == 0 && text[length] == '\0';
    }
  else
    {
      g_autofree char *decoded = trp_json_reader_dup_string (self, ref);

      return strcmp (decoded, text) == 0;
    }
}

/* The bytes of a string with no escapes, not nul-terminated; %NULL for a
 * string with escapes or another token, which dup_string() decodes. */
const char *
trp_json_reader_peek_string (TrpJsonReader *self,
                             TrpJsonRef     ref,
                             gsize         *length)
{
  const Token *token = get (self, ref);

  if (token->kind != TRP_JSON_STRING || token->escaped)
    return NULL;
  *length = token->end - token->start;
  return self->text + token->start;
}

/* A json-glib copy of a subtree, for the few parts of a save file (rules,
 * an explicit deal) that other modules read as JsonNode. */
JsonNode *
trp_json_reader_to_node (TrpJsonReader *self,
                         TrpJsonRef     ref)
{
  const Token *token = get (self, ref);
  guint32 start = token->start, end = token->end;
  g_autofree char *text = NULL;

  if (token->kind == TRP_JSON_STRING)
    {
      start--;
      end++;
    }
  text = g_strndup (self->text + start, end - start);
  return json_from_string (text, NULL);
}
