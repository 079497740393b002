/* trp-format.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "trp-format.h"

/* The translation says which digits the language writes, so Persian shows
 * ۰۱۲۳۴۵۶۷۸۹ while Greek and English keep 0123456789; one place decides
 * it for every score, count and target. */
static const char *
digits (void)
{
  /* Translators: the ten digits 0 to 9 as numbers are written in your
   * language, in order and with nothing between them. Persian:
   * ۰۱۲۳۴۵۶۷۸۹. Keep 0123456789 if your language uses Latin digits. */
  return C_("digits", "0123456789");
}

/* Returns the UTF-8 text of each digit, or NULL when the translation is
 * not ten characters (then Latin digits are used). */
static gboolean
split_digits (char out[10][8])
{
  const char *p = digits ();

  if (g_utf8_strlen (p, -1) != 10 || !g_utf8_validate (p, -1, NULL))
    return FALSE;

  for (guint i = 0; i < 10; i++)
    {
      const char *next = g_utf8_next_char (p);

      memset (out[i], 0, 8);
      memcpy (out[i], p, MIN ((gsize) (next - p), 7));
      p = next;
    }

  return TRUE;
}

/**
 * trp_localize_digits:
 * @text: text with ASCII digits
 *
 * Returns: (transfer full): @text with its digits in the user's language
 */
char *
trp_localize_digits (const char *text)
{
  char table[10][8];
  GString *str;

  g_return_val_if_fail (text != NULL, NULL);

  if (!split_digits (table) || g_str_equal (table[0], "0"))
    return g_strdup (text);

  str = g_string_sized_new (strlen (text) * 2);
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p >= '0' && *p <= '9')
        g_string_append (str, table[*p - '0']);
      else
        g_string_append_c (str, *p);
    }

  return g_string_free (str, FALSE);
}

/**
 * trp_localize_message:
 * @message: an engine's message, perhaps ending in a rule ID (“[D-29]”)
 *
 * Returns: (transfer full): @message with its digits in the user's
 *   language, but for the rule ID, which keeps its Latin digits as the
 *   rules print it
 */
char *
trp_localize_message (const char *message)
{
  const char *bracket;
  g_autofree char *head = NULL;
  g_autofree char *local = NULL;

  g_return_val_if_fail (message != NULL, NULL);

  bracket = strrchr (message, '[');
  head = g_strndup (message, bracket != NULL ? (gsize) (bracket - message) : strlen (message));
  local = trp_localize_digits (head);
  return g_strconcat (local, bracket != NULL ? bracket : "", NULL);
}

/* What goes before a sign: where the digits are Persian, a left-to-right
 * mark, as CLDR writes the Persian plus and minus (“‎−۶۵”), so that in a
 * right-to-left line the sign stays on the number's left instead of
 * being carried to its right. */
static const char *
sign_prefix (void)
{
  char table[10][8];

  if (!split_digits (table) || g_str_equal (table[0], "0"))
    return "";
  return "\u200e";
}

/* What the language puts between thousands, from the translation as the
 * digits are, so that a score reads as the rest of the text does. */
static const char *
group_separator (void)
{
  /* Translators: what separates thousands in a number, as in “1,240”
   * and “5,000”: Greek “.”, Persian “٬” (U+066C, the Arabic thousands
   * separator), a no-break space (U+00A0) where that is the custom. */
  return C_("thousands separator", ",");
}

/**
 * trp_format_number:
 *
 * Returns: (transfer full): @value in the user's digits, its thousands
 *   apart as the language writes them (“1,240”, “1.240”, “۱٬۲۴۰”), with
 *   a real minus sign for negative scores
 */
char *
trp_format_number (gint64 value)
{
  g_autofree char *plain = g_strdup_printf ("%" G_GUINT64_FORMAT,
                                            value < 0 ? -(guint64) value : (guint64) value);
  const char *separator = group_separator ();
  g_autoptr(GString) latin = g_string_new (NULL);
  gsize n = strlen (plain);
  g_autofree char *local = NULL;

  for (gsize i = 0; i < n; i++)
    {
      if (i > 0 && (n - i) % 3 == 0)
        g_string_append (latin, separator);
      g_string_append_c (latin, plain[i]);
    }
  local = trp_localize_digits (latin->str);

  if (value < 0)
    return g_strconcat (sign_prefix (), "−", local, NULL);

  return g_steal_pointer (&local);
}

/**
 * trp_parse_number:
 * @text: digits in any of the scripts trp_format_number() writes, with an
 *   optional leading minus (after a left-to-right mark, in Persian)
 * @out_value: (out): the number
 *
 * Returns: whether @text is exactly one whole number
 */
gboolean
trp_parse_number (const char *text,
                  gint64     *out_value)
{
  GString *latin;
  gboolean ok;
  gint64 value;
  char *end = NULL;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (out_value != NULL, FALSE);

  latin = g_string_new (NULL);
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      int digit = g_unichar_digit_value (c);

      if (digit >= 0)
        g_string_append_c (latin, '0' + digit);
      /* A separator between thousands, as trp_format_number() writes it. */
      else if (latin->len > 0 && latin->str[latin->len - 1] != '-' &&
               *group_separator () != '\0' && g_str_has_prefix (p, group_separator ()))
        {
          p += strlen (group_separator ()) - g_utf8_skip[*(guchar *) p];
          continue;
        }
      else if (c == 0x200e && latin->len == 0)
        continue;
      else if ((c == '-' || c == 0x2212) && latin->len == 0)
        g_string_append_c (latin, '-');
      else if (!g_unichar_isspace (c))
        {
          g_string_free (latin, TRUE);
          return FALSE;
        }
    }

  errno = 0;
  value = g_ascii_strtoll (latin->str, &end, 10);
  ok = latin->len > 0 && end != NULL && *end == '\0' && errno == 0 && !g_str_equal (latin->str, "-");
  g_string_free (latin, TRUE);

  if (ok)
    *out_value = value;
  return ok;
}

/**
 * trp_format_list:
 * @items: the texts to join
 * @n_items: how many, or -1 when @items ends with %NULL
 *
 * Joins names or phrases as the language does: “Anna and Nikos”, “Anna,
 * Nikos and Sara”.
 *
 * Returns: (transfer full): the list in words
 */
char *
trp_format_list (const char * const *items,
                 gssize              n_items)
{
  g_autofree char *text = NULL;
  gsize n;

  g_return_val_if_fail (items != NULL || n_items == 0, NULL);

  n = n_items >= 0 ? (gsize) n_items : g_strv_length ((char **) items);
  if (n == 0)
    return g_strdup ("");

  text = g_strdup (items[0]);
  for (gsize i = 1; i < n; i++)
    {
      char *joined;

      if (i + 1 == n)
        /* Translators: joins the last two items of a list, as in “Anna
         * and Nikos” or “Anna, Nikos and Sara”. */
        joined = g_strdup_printf (_("%s and %s"), text, items[i]);
      else
        /* Translators: joins the items of a list but the last two, as in
         * “Anna, Nikos and Sara”. */
        joined = g_strdup_printf (_("%s, %s"), text, items[i]);
      g_free (text);
      text = joined;
    }

  return g_steal_pointer (&text);
}

/**
 * trp_capitalize_first:
 * @text: a sentence
 *
 * A sentence made of a verb phrase starts with a capital: “Τραβήξατε …”
 * where the Greek “your turn” template leaves only the verbs. Scripts
 * without case stay as they are.
 *
 * Returns: (transfer full): @text with its first letter a capital
 */
char *
trp_capitalize_first (const char *text)
{
  gunichar first;
  char head[6];
  int length;

  g_return_val_if_fail (text != NULL, NULL);

  first = g_utf8_get_char (text);
  if (first == 0 || !g_unichar_islower (first))
    return g_strdup (text);
  length = g_unichar_to_utf8 (g_unichar_totitle (first), head);
  return g_strdup_printf ("%.*s%s", length, head, g_utf8_next_char (text));
}

/**
 * trp_format_signed:
 *
 * Returns: (transfer full): @value with its sign, “+100”, “−35”, “0”, as
 *   a score line shows what it adds
 */
char *
trp_format_signed (gint64 value)
{
  g_autofree char *number = trp_format_number (value);

  if (value > 0)
    return g_strconcat (sign_prefix (), "+", number, NULL);
  return g_steal_pointer (&number);
}

/**
 * trp_strip_mnemonic:
 * @label: a label with a mnemonic (“Take the _Pile”)
 *
 * Returns: (transfer full): the label as it reads (“Take the Pile”); a
 *   written underscore is “__”
 */
char *
trp_strip_mnemonic (const char *label)
{
  GString *out = g_string_new (NULL);

  for (const char *p = label; p != NULL && *p != '\0'; p++)
    {
      if (*p == '_')
        {
          if (p[1] == '_')
            {
              g_string_append_c (out, '_');
              p++;
            }
          continue;
        }
      g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}
