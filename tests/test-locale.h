/* test-locale.h: a locale in which LANGUAGE picks the translation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <locale.h>

/* The tests read the translations this build compiles, chosen by
 * LANGUAGE, whatever locales the machine has. glibc ignores LANGUAGE
 * while the messages locale is C, and Debian forky's (2.43) under C.UTF-8
 * too, so the messages take any real UTF-8 locale there is; LANGUAGE,
 * English when unset, still decides. Debian 12's glibc honours it under
 * C.UTF-8, which stays where there is no other locale. */
static inline void
test_locale_init (void)
{
  static const char *const any_real[] = { "en_US.UTF-8", "el_GR.UTF-8", "fa_IR.UTF-8" };
  const char *language = g_getenv ("LANGUAGE");

  setlocale (LC_ALL, "C.UTF-8");
  if (language == NULL || language[0] == '\0')
    g_setenv ("LANGUAGE", "en", TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (any_real); i++)
    if (setlocale (LC_MESSAGES, any_real[i]) != NULL)
      break;
}

#ifdef BUILD_ROOT
#include <libintl.h>

/* The locale above, reading the catalogs this build compiles (po/). */
static inline void
test_locale_init_translations (void)
{
  test_locale_init ();
  bindtextdomain (GETTEXT_PACKAGE, BUILD_ROOT "/po");
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
#endif
