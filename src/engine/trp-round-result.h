/* trp-round-result.h: a round's score, line by line, with rule IDs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define TRP_TYPE_ROUND_RESULT (trp_round_result_get_type ())

/**
 * TrpScoreKind:
 *
 * What a score line is, the way players count a round: the sheet groups
 * lines by kind, in this order, and statistics count them by kind.
 */
typedef enum
{
  TRP_SCORE_OTHER,
  /* Biriba (B-40 to B-45, B-65, B-66) */
  TRP_SCORE_CARDS_MELDED,
  TRP_SCORE_BIRIBA_BONUS,
  TRP_SCORE_GOING_OUT,
  TRP_SCORE_BIRIBAKI,
  TRP_SCORE_CARDS_IN_HAND,
  TRP_SCORE_PENALTY,
  /* Da Bai Fen (D-31, D-35 to D-42) */
  TRP_SCORE_FAILED_THROW,
  TRP_SCORE_TRICK_POINTS,
  TRP_SCORE_KITTY,
  TRP_SCORE_RESULT_BAND,
  TRP_SCORE_LEVELS,
  TRP_SCORE_DECLARERS,
  /* The Marianna family (M-19 to M-29, M-41, M-48, M-54, M-57, M-63 to M-65) */
  TRP_SCORE_CARD_POINTS,
  TRP_SCORE_DECLARATION,
  TRP_SCORE_CLAIM,
  /* Every game */
  TRP_SCORE_MATCH_WON,
  TRP_N_SCORE_KINDS
} TrpScoreKind;

/**
 * TrpScoreLine:
 * @unit: the scoring unit (team or player) the points go to
 * @rule_id: the rule that gives them, e.g. "B-42"
 * @label: a translated description, e.g. “Going out”
 * @points: signed points, what the line adds to the unit's round score
 * @kind: what the line is, for grouping and statistics
 * @seat: the player the line is about, or -1 when it is the side's
 * @amount: a number the line reports without scoring it (Da Bai Fen's
 *   card points, whose result is levels), or 0
 */
typedef struct
{
  guint         unit;
  char         *rule_id;
  char         *label;
  int           points;
  TrpScoreKind  kind;
  int           seat;
  int           amount;
} TrpScoreLine;

typedef struct _TrpRoundResult TrpRoundResult;

GType               trp_round_result_get_type   (void) G_GNUC_CONST;

TrpRoundResult     *trp_round_result_new        (guint                 n_units);
TrpRoundResult     *trp_round_result_ref        (TrpRoundResult       *self);
void                trp_round_result_unref      (TrpRoundResult       *self);

void                trp_round_result_add_line   (TrpRoundResult       *self,
                                                 guint                 unit,
                                                 const char           *rule_id,
                                                 int                   points,
                                                 const char           *label);
void                trp_round_result_add_line_full (TrpRoundResult *self,
                                                 guint                 unit,
                                                 TrpScoreKind          kind,
                                                 int                   seat,
                                                 const char           *rule_id,
                                                 int                   points,
                                                 int                   amount,
                                                 const char           *label);
const char         *trp_score_kind_get_title    (TrpScoreKind          kind);
guint               trp_round_result_get_n_units (TrpRoundResult      *self);
int                 trp_round_result_get_total  (TrpRoundResult       *self,
                                                 guint                 unit);
guint               trp_round_result_get_n_lines (TrpRoundResult      *self);
const TrpScoreLine *trp_round_result_get_line   (TrpRoundResult       *self,
                                                 guint                 index);
void                trp_round_result_set_match_totals (TrpRoundResult *self,
                                                 const int            *before,
                                                 const int            *after);
int                 trp_round_result_get_total_before (TrpRoundResult *self,
                                                 guint                 unit);
int                 trp_round_result_get_total_after (TrpRoundResult  *self,
                                                 guint                 unit);
void                trp_round_result_set_target (TrpRoundResult       *self,
                                                 int                   target,
                                                 gboolean              levels);
int                 trp_round_result_get_target (TrpRoundResult       *self);
gboolean            trp_round_result_get_totals_are_levels (TrpRoundResult *self);
void                trp_round_result_set_carry  (TrpRoundResult       *self,
                                                 JsonObject           *carry);
JsonObject         *trp_round_result_get_carry  (TrpRoundResult       *self);
/**
 * TrpRoundResultJson:
 * @TRP_ROUND_RESULT_JSON_LINES: the scores and the lines, without words
 * @TRP_ROUND_RESULT_JSON_LABELS: each line's label, in the writer's
 *   language
 * @TRP_ROUND_RESULT_JSON_MATCH: the match totals before and after the
 *   round, the target and whether the totals are levels
 *
 * What trp_round_result_build_json() writes.
 */
typedef enum
{
  TRP_ROUND_RESULT_JSON_LINES  = 0,
  TRP_ROUND_RESULT_JSON_LABELS = 1 << 0,
  TRP_ROUND_RESULT_JSON_MATCH  = 1 << 1,
} TrpRoundResultJson;

JsonNode           *trp_round_result_to_json    (TrpRoundResult       *self);
void                trp_round_result_build_json (TrpRoundResult       *self,
                                                 JsonBuilder          *builder,
                                                 TrpRoundResultJson    what);
TrpRoundResult     *trp_round_result_new_from_json (JsonObject        *object,
                                                 guint                 max_units,
                                                 guint                 max_lines,
                                                 guint                 n_seats);
gboolean            trp_json_member_int_in      (JsonObject           *object,
                                                 const char           *name,
                                                 gint64                min,
                                                 gint64                max,
                                                 gint64               *out);
gboolean            trp_json_member_ints_in     (JsonObject           *object,
                                                 const char           *name,
                                                 guint                 length,
                                                 gint64                min,
                                                 gint64                max,
                                                 int                  *out);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TrpRoundResult, trp_round_result_unref)

G_END_DECLS
