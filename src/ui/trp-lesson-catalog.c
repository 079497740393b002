/* trp-lesson-catalog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The lessons (the files of data/lessons, docs/lessons.md) ship as resources;
 * the order in which a family's lessons are listed is the order they
 * are best taken in, kept here rather than in the files.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "trp-game-catalog.h"
#include "trp-lesson-catalog.h"

#define LESSONS_RESOURCE "/io/github/trapoula/Trapoula/lessons/"

static const char * const families[] = { "biriba", "dabaifen", "marianna", NULL };

static const char * const biriba_ids[] = {
  "biriba-draw-or-pile",
  "biriba-runs-and-wild-cards",
  "biriba-opening-minimum",
  "biriba-biribaki",
  NULL
};

static const char * const dabaifen_ids[] = {
  "dabaifen-trumps-and-kitty",
  "dabaifen-throws",
  "dabaifen-following-and-points",
  "dabaifen-failed-throw",
  NULL
};

/* Marianna first; then what each variant does differently. */
static const char * const marianna_ids[] = {
  "marianna-card-order",
  "marianna-declare",
  "cinquecento-covering",
  "briscola-151-matrimonio",
  "mariaccio-claims",
  NULL
};

const char * const *
trp_lesson_catalog_get_families (void)
{
  return families;
}

/* Returns: the start page's entry for @family, translated */
const char *
trp_lesson_catalog_family_title (const char *family)
{
  g_return_val_if_fail (family != NULL, NULL);

  if (g_str_equal (family, "biriba"))
    return _("Learn Biriba");
  if (g_str_equal (family, "dabaifen"))
    return _("Learn Da Bai Fen");
  return _("Learn Marianna");
}

/* Returns: (nullable): the family whose lessons teach @game_id */
const char *
trp_lesson_catalog_family_of_game (const char *game_id)
{
  g_return_val_if_fail (game_id != NULL, NULL);

  if (g_str_equal (game_id, "biriba"))
    return "biriba";
  if (g_str_equal (game_id, "dabaifen"))
    return "dabaifen";
  if (g_str_equal (game_id, "marianna") || g_str_equal (game_id, "cinquecento") ||
      g_str_equal (game_id, "briscola_151") || g_str_equal (game_id, "mariaccio"))
    return "marianna";
  return NULL;
}

const char * const *
trp_lesson_catalog_get_ids (const char *family)
{
  g_return_val_if_fail (family != NULL, NULL);

  if (g_str_equal (family, "biriba"))
    return biriba_ids;
  if (g_str_equal (family, "dabaifen"))
    return dabaifen_ids;
  return marianna_ids;
}

TrpLesson *
trp_lesson_catalog_load (const char  *lesson_id,
                         GError     **error)
{
  g_autofree char *path = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gsize length = 0;
  const char *text;

  g_return_val_if_fail (lesson_id != NULL, NULL);

  path = g_strconcat (LESSONS_RESOURCE, lesson_id, ".json", NULL);
  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  text = g_bytes_get_data (bytes, &length);
  return trp_lesson_new_from_data (text, length, error);
}

TrpMatch *
trp_lesson_catalog_create_match (TrpLesson  *lesson,
                                 GError    **error)
{
  return trp_lesson_create_match (lesson, trp_game_catalog_create_game, trp_game_catalog_lookup_rules, error);
}
