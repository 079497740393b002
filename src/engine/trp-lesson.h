/* trp-lesson.h: a short lesson on a prepared deal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "trp-match.h"

G_BEGIN_DECLS

#define TRP_LESSON_ERROR (trp_lesson_error_quark ())

typedef enum
{
  TRP_LESSON_ERROR_INVALID,
} TrpLessonError;

typedef enum
{
  TRP_LESSON_STEP_MOVE,   /* the person makes the expected move */
  TRP_LESSON_STEP_WATCH,  /* a computer makes its move, told slowly */
  TRP_LESSON_STEP_NOTE,   /* words only, until the person goes on */
} TrpLessonStepKind;

/**
 * TrpLessonStep:
 * @kind: what the step asks of the person
 * @text: what the step says, in English (translated where it is shown);
 *   %NULL for a forced move, which goes by without words
 * @action: the expected move (%TRP_LESSON_STEP_MOVE) or the computer's
 *   (%TRP_LESSON_STEP_WATCH); %NULL for a note
 * @wrong_types: action types of likely wrong moves, each explained by
 *   the same index of @wrong_texts
 * @otherwise: what any other move is told, or %NULL
 * @after_seat: the seat to move once the step is made, as its words say
 *   (the winner of a trick leads), or -2 where the lesson does not say
 * @after_phase: the game's phase once the step is made, or %NULL
 */
typedef struct
{
  TrpLessonStepKind  kind;
  char              *text;
  TrpAction         *action;
  GStrv              wrong_types;
  GStrv              wrong_texts;
  char              *otherwise;
  int                after_seat;
  char              *after_phase;
} TrpLessonStep;

/* TrpLessonStep.after_seat where a lesson does not say. */
#define TRP_LESSON_ANY_SEAT (-2)

#define TRP_TYPE_LESSON (trp_lesson_get_type ())

G_DECLARE_FINAL_TYPE (TrpLesson, trp_lesson, TRP, LESSON, GObject)

GQuark               trp_lesson_error_quark   (void);

TrpLesson           *trp_lesson_new_from_data (const char      *text,
                                               gsize            length,
                                               GError         **error);
TrpLesson           *trp_lesson_load          (const char      *path,
                                               GError         **error);

const char          *trp_lesson_get_id        (TrpLesson       *self);
const char          *trp_lesson_get_game_id   (TrpLesson       *self);
const char          *trp_lesson_get_title     (TrpLesson       *self);
const char          *trp_lesson_get_summary   (TrpLesson       *self);
guint                trp_lesson_get_n_steps   (TrpLesson       *self);
const TrpLessonStep *trp_lesson_get_step      (TrpLesson       *self,
                                               guint            index);

TrpMatch            *trp_lesson_create_match  (TrpLesson       *self,
                                               TrpGameFactory   factory,
                                               TrpRulesLookup   rules_lookup,
                                               GError         **error);
gboolean             trp_lesson_action_matches (const TrpAction *expected,
                                                const TrpAction *made);
const char          *trp_lesson_explain       (TrpLesson       *self,
                                               guint            index,
                                               const TrpAction *made);

G_END_DECLS
