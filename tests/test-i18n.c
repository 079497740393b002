/* test-i18n.c: the interface in Greek and Persian
 *
 * Run with LANGUAGE=el or LANGUAGE=fa (meson runs it both ways).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "trp-application.h"
#include "trp-format.h"
#include "trp-window.h"

static gboolean
is_persian (void)
{
  return g_str_has_prefix (g_getenv ("LANGUAGE"), "fa");
}

static void
test_i18n_direction (void)
{
  g_autoptr(TrpApplication) app = trp_application_new ();
  TrpWindow *window;

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  window = trp_window_new (app);
  gtk_window_present (GTK_WINDOW (window));

  /* Persian mirrors the whole interface; Greek reads left to right. */
  g_assert_cmpint (gtk_widget_get_direction (GTK_WIDGET (window)), ==,
                   is_persian () ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR);
  g_assert_cmpint (gtk_widget_get_default_direction (), ==,
                   is_persian () ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_i18n_translated (void)
{
  /* The window title is translated in both languages. */
  g_assert_cmpstr (_("Trapoula"), ==, is_persian () ? "تراپولا" : "Τράπουλα");
}

static void
test_i18n_digits (void)
{
  g_autofree char *score = trp_format_number (-2005);

  g_assert_cmpstr (score, ==, is_persian () ? "−۲۰۰۵" : "−2005");
}

int
main (int    argc,
      char **argv)
{
  gtk_disable_setlocale ();
  /* LANGUAGE picks the translation; the locale only has to be UTF-8. */
  setlocale (LC_ALL, "C.UTF-8");
  bindtextdomain (GETTEXT_PACKAGE, BUILD_ROOT "/po");
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_test_init (&argc, &argv, NULL);

  if (!gtk_init_check ())
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }
  adw_init ();

  g_test_add_func ("/i18n/direction", test_i18n_direction);
  g_test_add_func ("/i18n/translated", test_i18n_translated);
  g_test_add_func ("/i18n/digits", test_i18n_digits);

  return g_test_run ();
}
