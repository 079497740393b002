/* trp-lesson-bar.h: a lesson's words above the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TRP_TYPE_LESSON_BAR (trp_lesson_bar_get_type ())

G_DECLARE_FINAL_TYPE (TrpLessonBar, trp_lesson_bar, TRP, LESSON_BAR, GtkWidget)

GtkWidget  *trp_lesson_bar_new             (void);
void        trp_lesson_bar_set_title       (TrpLessonBar *self,
                                            const char   *title);
void        trp_lesson_bar_set_progress    (TrpLessonBar *self,
                                            guint         step,
                                            guint         n_steps);
void        trp_lesson_bar_set_text        (TrpLessonBar *self,
                                            const char   *text);
void        trp_lesson_bar_set_told        (TrpLessonBar *self,
                                            const char   *told);
void        trp_lesson_bar_set_explanation (TrpLessonBar *self,
                                            const char   *explanation);
void        trp_lesson_bar_set_can_go_on   (TrpLessonBar *self,
                                            gboolean      can_go_on,
                                            gboolean      last);
const char *trp_lesson_bar_get_text        (TrpLessonBar *self);
const char *trp_lesson_bar_get_told        (TrpLessonBar *self);
const char *trp_lesson_bar_get_explanation (TrpLessonBar *self);

G_END_DECLS
