/* trp-lesson-catalog.h: the lessons the app carries, in teaching order
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-lesson.h"

G_BEGIN_DECLS

/* A family of games taught together: "biriba", "dabaifen", "marianna"
 * (Marianna and its variants). */
const char * const *trp_lesson_catalog_get_families (void);
const char         *trp_lesson_catalog_family_title (const char *family);
const char * const *trp_lesson_catalog_get_ids      (const char *family);
const char         *trp_lesson_catalog_family_of_game (const char *game_id);
TrpLesson          *trp_lesson_catalog_load         (const char *lesson_id,
                                                     GError    **error);
TrpMatch           *trp_lesson_catalog_create_match (TrpLesson  *lesson,
                                                     GError    **error);

G_END_DECLS
