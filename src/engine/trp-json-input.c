/* trp-json-input.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "trp-json-input.h"

/* json-glib's messages are short; this bounds them whatever they quote. */
#define MAX_MESSAGE_LENGTH 200

G_DEFINE_QUARK (trp-json-input-error-quark, trp_json_input_error)

static gboolean
refuse (GError            **error,
        TrpJsonInputError   code,
        guint               line,
        const char         *what)
{
  if (line > 0)
    /* Translators: where a text stops being JSON, e.g. “line 3: a comment
     * is not closed”. */
    g_set_error (error, TRP_JSON_INPUT_ERROR, code, _("line %u: %s"), line, what);
  else
    g_set_error_literal (error, TRP_JSON_INPUT_ERROR, code, what);
  return FALSE;
}

static void
append_single_quoted (GString    *out,
                      const char *start,
                      const char *end)
{
  g_string_append_c (out, '"');
  for (const char *p = start; p < end; p++)
    {
      guchar c = (guchar) *p;

      if (c == '"' || c == '\\')
        {
          g_string_append_c (out, '\\');
          g_string_append_c (out, (char) c);
        }
      else if (c < 0x20)
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_c (out, (char) c);
    }
  g_string_append_c (out, '"');
}

/* Rewrites what json-glib reads beyond strict JSON (comments, strings in
 * single quotes) into strict JSON's lexical form, measuring the nesting as
 * it goes, and refuses anything else outside strings: a byte that could
 * start a comment or a string of some other kind. In the text it returns,
 * then, every bracket outside a "string" is one json-glib nests on, so
 * that the bound checked here is the one json-glib's recursion meets. */
static GString *
rewrite_lax (const char  *text,
             gsize        length,
             GError     **error)
{
  g_autoptr(GString) out = g_string_sized_new (length + 16);
  const char *p = text;
  const char *end = text + length;
  gboolean ended = FALSE;
  guint line = 1;
  int depth = 0;

  if (length >= 3 && memcmp (p, "\xef\xbb\xbf", 3) == 0)
    p += 3;

  while (p < end)
    {
      char c = *p;

      if (c == ' ' || c == '\t' || c == '\r' || c == '\n')
        {
          line += c == '\n';
          g_string_append_c (out, c);
          p++;
          continue;
        }

      if (c == '/' && p + 1 < end && p[1] == '*')
        {
          const char *q = p + 2;

          while (q + 1 < end && !(q[0] == '*' && q[1] == '/'))
            {
              /* Line numbers in json-glib's words stay right. */
              if (*q == '\n')
                {
                  g_string_append_c (out, '\n');
                  line++;
                }
              q++;
            }
          if (q + 1 >= end)
            return refuse (error, TRP_JSON_INPUT_ERROR_NOT_JSON, line, _("a comment is not closed")), NULL;
          g_string_append_c (out, ' ');
          p = q + 2;
          continue;
        }
      if (c == '/' && p + 1 < end && p[1] == '/')
        {
          while (p < end && *p != '\n')
            p++;
          g_string_append_c (out, ' ');
          continue;
        }

      if (ended)
        return refuse (error, TRP_JSON_INPUT_ERROR_NOT_JSON, line,
                       _("more text after the end of the document")), NULL;

      if (c == '"')
        {
          const char *q = p + 1;

          while (q < end && *q != '"')
            {
              /* RFC 8259 §7: control characters are escaped in strings;
               * json-glib would take them raw. */
              if ((guchar) *q < 0x20)
                return refuse (error, TRP_JSON_INPUT_ERROR_NOT_JSON, line,
                               _("a control character inside a string")), NULL;
              if (*q == '\\')
                q++;
              q++;
            }
          if (q >= end)
            return refuse (error, TRP_JSON_INPUT_ERROR_NOT_JSON, line, _("a string is not closed")), NULL;
          g_string_append_len (out, p, q + 1 - p);
          p = q + 1;
          continue;
        }
      if (c == '\'')
        {
          const char *q = memchr (p + 1, '\'', end - (p + 1));

          if (q == NULL)
            return refuse (error, TRP_JSON_INPUT_ERROR_NOT_JSON, line, _("a string is not closed")), NULL;
          for (const char *r = p + 1; r < q; r++)
            if ((guchar) *r < 0x20)
              return refuse (error, TRP_JSON_INPUT_ERROR_NOT_JSON, line,
                             _("a control character inside a string")), NULL;
          append_single_quoted (out, p + 1, q);
          p = q + 1;
          continue;
        }

      if (c == '[' || c == '{')
        {
          if (++depth > TRP_JSON_INPUT_MAX_DEPTH)
            {
              g_set_error (error, TRP_JSON_INPUT_ERROR, TRP_JSON_INPUT_ERROR_TOO_DEEP,
                           _("nested deeper than %d levels"), TRP_JSON_INPUT_MAX_DEPTH);
              return NULL;
            }
        }
      else if (c == ']' || c == '}')
        {
          if (--depth < 0)
            return refuse (error, TRP_JSON_INPUT_ERROR_NOT_JSON, line, _("a closing bracket too many")), NULL;
          ended = depth == 0;
        }
      else if (g_ascii_isdigit (c) || c == '-')
        {
          /* A number is decimal: json-glib would read 0x1 as 1. */
          const char *q = p;

          while (q < end && (g_ascii_isalnum (*q) || *q == '-' || *q == '+' || *q == '.' || *q == '_'))
            {
              if (g_ascii_isalpha (*q) && *q != 'e' && *q != 'E')
                return refuse (error, TRP_JSON_INPUT_ERROR_NOT_JSON, line, _("a number that is not decimal")),
                       NULL;
              q++;
            }
          g_string_append_len (out, p, q - p);
          p = q;
          continue;
        }
      else if (!g_ascii_isalnum (c) && c != ',' && c != ':' && c != '-' && c != '+' && c != '.' && c != '_')
        return refuse (error, TRP_JSON_INPUT_ERROR_NOT_JSON, line, _("an unexpected character")), NULL;

      g_string_append_c (out, c);
      p++;
    }

  return g_steal_pointer (&out);
}

/* A message that quotes text from outside, made fit to show and to put
 * in JSON: valid UTF-8, control characters as spaces, at most
 * MAX_MESSAGE_LENGTH characters. */
static char *
valid_message (const char *message)
{
  g_autofree char *valid = g_utf8_make_valid (message, -1);
  GString *out = g_string_new (NULL);
  const char *p;
  guint n = 0;

  for (p = valid; *p != '\0' && n < MAX_MESSAGE_LENGTH; p = g_utf8_next_char (p), n++)
    {
      gunichar c = g_utf8_get_char (p);

      if (c < 0x20 || c == 0x7f)
        g_string_append_c (out, ' ');
      else
        g_string_append_unichar (out, c);
    }
  if (*p != '\0')
    g_string_append (out, "…");
  return g_string_free (out, FALSE);
}

static gboolean
is_blank (const char *text,
          gsize       length)
{
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isspace (text[i]))
      return FALSE;
  return TRUE;
}

/**
 * trp_json_input_read:
 * @text: (array length=length): the text, not necessarily nul-terminated;
 *   it must outlive the reader
 * @max_size: the largest text accepted, in bytes
 * @rewritten: (out) (transfer full): set when the text is not strict JSON
 *   but json-glib reads it (comments, strings in single quotes, leading
 *   zeros): the strict text the reader reads, which the caller keeps as
 *   long as the reader
 *
 * Reads one JSON document at most @max_size bytes long and nested at most
 * %TRP_JSON_INPUT_MAX_DEPTH levels; a second document after the first is
 * refused. Duplicate members and escaped names are read as
 * trp_json_reader_member() reads them, for every caller alike.
 *
 * Returns: (transfer full) (nullable): the reader, or %NULL with a
 *   %TRP_JSON_INPUT_ERROR whose message is json-glib's for text that is
 *   not JSON
 */
TrpJsonReader *
trp_json_input_read (const char  *text,
                     gsize        length,
                     gsize        max_size,
                     char       **rewritten,
                     GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GString) lax = NULL;
  TrpJsonReader *reader;

  g_return_val_if_fail (text != NULL || length == 0, NULL);
  g_return_val_if_fail (rewritten != NULL && *rewritten == NULL, NULL);

  if (length > max_size)
    {
      g_autofree char *size = g_format_size (max_size);

      g_set_error (error, TRP_JSON_INPUT_ERROR, TRP_JSON_INPUT_ERROR_TOO_LARGE,
                   _("larger than %s"), size);
      return NULL;
    }
  if (is_blank (text, length))
    {
      g_set_error_literal (error, TRP_JSON_INPUT_ERROR, TRP_JSON_INPUT_ERROR_EMPTY, _("empty"));
      return NULL;
    }

  reader = trp_json_reader_new (text, length, NULL);
  if (reader != NULL)
    return reader;

  lax = rewrite_lax (text, length, error);
  if (lax == NULL)
    return NULL;

  /* Only here is json-glib reached, with text measured above. */
  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, lax->str, lax->len, &local_error))
    {
      /* json-glib may quote a token: never a long one, and never bytes
       * that are not UTF-8 (a lone surrogate it decoded, "\ud800"), which
       * would make trapoula-cli's JSON and the start page's text invalid. */
      g_autofree char *message = valid_message (local_error->message);

      g_set_error_literal (error, TRP_JSON_INPUT_ERROR, TRP_JSON_INPUT_ERROR_NOT_JSON, message);
      return NULL;
    }
  if (json_parser_get_root (parser) == NULL)
    {
      g_set_error_literal (error, TRP_JSON_INPUT_ERROR, TRP_JSON_INPUT_ERROR_EMPTY, _("empty"));
      return NULL;
    }

  *rewritten = json_to_string (json_parser_get_root (parser), FALSE);
  reader = trp_json_reader_new (*rewritten, strlen (*rewritten), &local_error);
  if (reader == NULL)
    g_set_error_literal (error, TRP_JSON_INPUT_ERROR, TRP_JSON_INPUT_ERROR_NOT_JSON,
                         local_error->message);
  return reader;
}

/**
 * trp_json_input_parse:
 * @length: the text's length, or -1 when it is nul-terminated
 * @max_size: the largest text accepted, in bytes
 *
 * trp_json_input_read() for the readers that want a json-glib tree
 * (settings values, statistics): the tree is built from strict text whose
 * nesting the reader bounded.
 *
 * Returns: (transfer full) (nullable): the document, or %NULL with a
 *   %TRP_JSON_INPUT_ERROR
 */
JsonNode *
trp_json_input_parse (const char  *text,
                      gssize       length,
                      gsize        max_size,
                      GError     **error)
{
  g_autofree char *rewritten = NULL;
  g_autoptr(TrpJsonReader) reader = NULL;

  g_return_val_if_fail (text != NULL || length <= 0, NULL);

  if (text == NULL)
    text = "";
  if (length < 0)
    length = strlen (text);

  reader = trp_json_input_read (text, length, max_size, &rewritten, error);
  if (reader == NULL)
    return NULL;

  return trp_json_reader_to_node (reader, trp_json_reader_root (reader));
}

/**
 * trp_json_input_quote:
 * @length: the text's length, or -1 when it is nul-terminated
 *
 * What an error message may quote of a text from outside: valid UTF-8, no
 * control characters, at most %TRP_JSON_INPUT_QUOTE_LENGTH characters and
 * an ellipsis, so that a long string in a file never becomes a long
 * message to lay out.
 *
 * Returns: (transfer full): the prefix
 */
char *
trp_json_input_quote (const char *text,
                      gssize      length)
{
  g_autofree char *valid = NULL;
  GString *out;
  const char *p;
  gsize used;
  guint n = 0;

  if (text == NULL)
    return g_strdup ("");
  if (length < 0)
    length = strlen (text);

  /* Never more than the characters kept could take. */
  used = MIN ((gsize) length, (gsize) TRP_JSON_INPUT_QUOTE_LENGTH * 4 + 4);
  valid = g_utf8_make_valid (text, used);
  out = g_string_new (NULL);
  for (p = valid; *p != '\0' && n < TRP_JSON_INPUT_QUOTE_LENGTH; p = g_utf8_next_char (p), n++)
    {
      gunichar c = g_utf8_get_char (p);

      if (c < 0x20 || c == 0x7f)
        g_string_append_c (out, ' ');
      else
        g_string_append_unichar (out, c);
    }
  if (*p != '\0' || used < (gsize) length)
    g_string_append (out, "…");

  return g_string_free (out, FALSE);
}
