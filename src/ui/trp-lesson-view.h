/* trp-lesson-view.h: a lesson played at the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "trp-lesson.h"

G_BEGIN_DECLS

#define TRP_TYPE_LESSON_VIEW (trp_lesson_view_get_type ())

G_DECLARE_FINAL_TYPE (TrpLessonView, trp_lesson_view, TRP, LESSON_VIEW, GtkWidget)

GtkWidget *trp_lesson_view_new        (TrpLesson     *lesson,
                                       guint          resume_at,
                                       guint          delay_ms,
                                       GError       **error);
TrpLesson *trp_lesson_view_get_lesson (TrpLessonView *self);
guint      trp_lesson_view_get_step   (TrpLessonView *self);
gboolean   trp_lesson_view_get_finished (TrpLessonView *self);
GtkWidget *trp_lesson_view_get_table  (TrpLessonView *self);
GtkWidget *trp_lesson_view_get_bar    (TrpLessonView *self);
void       trp_lesson_view_leave      (TrpLessonView *self);

G_END_DECLS
