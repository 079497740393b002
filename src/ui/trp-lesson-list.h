/* trp-lesson-list.h: a game's lessons, the finished ones ticked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "trp-dialog.h"

G_BEGIN_DECLS

#define TRP_TYPE_LESSON_LIST (trp_lesson_list_get_type ())

G_DECLARE_FINAL_TYPE (TrpLessonList, trp_lesson_list, TRP, LESSON_LIST, TrpDialogBase)

GtkWidget *trp_lesson_list_new (GtkWindow  *parent,
                                const char *family);

G_END_DECLS
