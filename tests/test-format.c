/* test-format.c: numbers in the user's digits
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "marianna/marianna-test-util.h"
#include "test-locale.h"
#include "trp-format.h"

static void
use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  /* gettext caches translations per language; a change of LANGUAGE is
   * seen after textdomain() is called again. */
  textdomain (GETTEXT_PACKAGE);
}

static void
test_format_latin (void)
{
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_autofree char *c = NULL;

  use_language ("el");
  a = trp_format_number (2005);
  b = trp_format_number (-300);
  c = trp_localize_digits ("3 of 10");
  /* Thousands apart as Greek writes them (#21). */
  g_assert_cmpstr (a, ==, "2.005");
  g_assert_cmpstr (b, ==, "−300");
  g_assert_cmpstr (c, ==, "3 of 10");

  use_language ("en");
  {
    g_autofree char *d = trp_format_number (1240);
    g_autofree char *e = trp_format_number (-1234567);
    g_autofree char *f = trp_format_number (999);

    g_assert_cmpstr (d, ==, "1,240");
    g_assert_cmpstr (e, ==, "−1,234,567");
    g_assert_cmpstr (f, ==, "999");
  }
}

static void
test_format_persian (void)
{
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  use_language ("fa");
  a = trp_format_number (2005);
  b = trp_format_number (-1234567890);
  /* Persian digits, thousands apart with the Arabic separator (#21). */
  g_assert_cmpstr (a, ==, "۲٬۰۰۵");
  /* The sign after a left-to-right mark, as CLDR writes it for Persian:
   * in a right-to-left line it stays on the number's left (#21). */
  g_assert_cmpstr (b, ==, "\u200e−۱٬۲۳۴٬۵۶۷٬۸۹۰");
  {
    gint64 value = 0;

    g_assert_true (trp_parse_number ("۱٬۲۴۰", &value));
    g_assert_cmpint (value, ==, 1240);
  }
  {
    g_autofree char *c = trp_format_signed (240);

    g_assert_cmpstr (c, ==, "\u200e+۲۴۰");
  }
  {
    /* A refusal's rule ID keeps its Latin digits, as the rules print it. */
    g_autofree char *d = trp_localize_message ("Choose exactly 6 cards [D-27]");

    g_assert_cmpstr (d, ==, "Choose exactly ۶ cards [D-27]");
  }
  use_language ("en");
}

static void
test_parse_number (void)
{
  static const struct { const char *text; gboolean ok; gint64 value; } cases[] = {
    { "2005", TRUE, 2005 },
    { "۲۰۰۵", TRUE, 2005 },
    { "−۳۰۰", TRUE, -300 },
    { "\u200e−۳۰۰", TRUE, -300 },
    { "-45", TRUE, -45 },
    { "1,240", TRUE, 1240 },
    { "−1,234,567", TRUE, -1234567 },
    { ",240", FALSE, 0 },
    { " 12 ", TRUE, 12 },
    { "", FALSE, 0 },
    { "-", FALSE, 0 },
    { "12a", FALSE, 0 },
    { "1-2", FALSE, 0 },
    { "99999999999999999999999", FALSE, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gint64 value = -1;
      gboolean ok = trp_parse_number (cases[i].text, &value);

      g_assert_cmpint (ok, ==, cases[i].ok);
      if (ok)
        g_assert_cmpint (value, ==, cases[i].value);
    }
}

/* M-65: the claim button the engine labels carries the claimant's total
 * and a target of 5,000, grouped and in the digits of English, Greek and
 * Persian as every score the interface shows (#21). */
static void
test_format_engine_label (void)
{
  static const char *hands[] = { "KC QC 2H 4D 5S", "3H 2C AS KH QH" };
  static const struct
  {
    const char *language;
    const char *label;
  } cases[] = {
    { "en", "_Claim Victory: 5,020 of 5,000" },
    { "el", "Δήλωση _νίκης: 5.020 από 5.000" },
    { "fa", "ادعای _برد: ۵٬۰۲۰ از ۵٬۰۰۰" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TrpGame) game = mt_new ("mariaccio", "{\"target_score\": 5000}");
      g_autoptr(TrpAction) claim = trp_action_new ("claim", 1);
      g_autofree char *label = NULL;

      use_language (cases[i].language);
      /* Dealer 0, clubs trumps; P1 takes 10 + 0 and declares 20:
       * 4,990 + 10 + 20 = 5,020. */
      mt_deal (game, 0, hands, "", "6C", 0, 4990);
      mt_trick (game, "3H 2H");
      mt_declare (game, 1, TRP_MARIANNA_DECLARE_MATRIMONIO, "KH QH");
      g_assert_cmpstr (trp_game_get_phase (game), ==, "claim");
      label = trp_game_describe_choice (game, claim);
      g_assert_cmpstr (label, ==, cases[i].label);
    }
  use_language ("en");
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *localedir = g_build_filename (g_getenv ("MESON_BUILD_ROOT") != NULL ?
                                                 g_getenv ("MESON_BUILD_ROOT") : BUILD_ROOT,
                                                 "po", NULL);

  /* The translations this build made, so the test needs no install. */
  test_locale_init ();
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/format/latin-digits", test_format_latin);
  g_test_add_func ("/format/persian-digits", test_format_persian);
  g_test_add_func ("/format/parse", test_parse_number);
  g_test_add_func ("/format/engine-label", test_format_engine_label);

  return g_test_run ();
}
