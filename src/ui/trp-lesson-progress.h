/* trp-lesson-progress.h: which lessons a person finished, and where they left off
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean  trp_lesson_progress_is_finished  (const char *lesson_id);
void      trp_lesson_progress_set_finished (const char *lesson_id);
guint     trp_lesson_progress_get_reached  (const char *lesson_id);
void      trp_lesson_progress_set_reached  (const char *lesson_id,
                                            guint       step);

G_END_DECLS
