/* trp-coach.h: the moves of a round where the person lost the most
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "trp-game.h"
#include "trp-match.h"

G_BEGIN_DECLS

/**
 * TrpCoachParams:
 * @seed: seeds every search and comparison: a fixed seed with no
 *   @budget_us always gives the same notes
 * @search_playouts: the playouts of the Hard player's search at each of
 *   the person's decisions
 * @compare_deals: the deals on which the person's move and the search's
 *   are then both played to the round's end, scored in points
 * @budget_us: the time the whole review may take; the decisions not yet
 *   looked at when it runs out are left out. 0 for no limit
 * @min_z: how many standard errors a loss must exceed to be told: less
 *   is the luck of the deals, not advice
 * @max_notes: the most notes returned
 */
typedef struct
{
  guint64 seed;
  guint   search_playouts;
  guint   compare_deals;
  gint64  budget_us;
  double  min_z;
  guint   max_notes;
} TrpCoachParams;

/**
 * TrpCoachNote:
 * @action_index: the person's move in the round's log
 * @played: that move
 * @better: the Hard player's move in the same position
 * @played_text: @played, as the game describes a move (“drew from the
 *   stock”), translated
 * @better_text: @better, likewise
 * @loss: what @played cost against @better, in the round's points (Da
 *   Bai Fen: levels), on average over the compared deals
 * @stderror: the standard error of @loss
 * @levels: whether @loss counts levels
 */
typedef struct
{
  guint      action_index;
  TrpAction *played;
  TrpAction *better;
  char      *played_text;
  char      *better_text;
  double     loss;
  double     stderror;
  gboolean   levels;
} TrpCoachNote;

void          trp_coach_params_init    (TrpCoachParams       *params);
void          trp_coach_note_free      (TrpCoachNote         *note);
char         *trp_coach_note_describe  (const TrpCoachNote   *note);

GPtrArray    *trp_coach_review_game    (TrpGame              *start,
                                        GPtrArray            *actions,
                                        int                   seat,
                                        const TrpCoachParams *params,
                                        GCancellable         *cancellable);
GPtrArray    *trp_coach_review         (TrpMatch             *match,
                                        guint                 round,
                                        const TrpCoachParams *params,
                                        GCancellable         *cancellable,
                                        GError              **error);
void          trp_coach_review_async   (TrpMatch             *match,
                                        guint                 round,
                                        const TrpCoachParams *params,
                                        GCancellable         *cancellable,
                                        GAsyncReadyCallback   callback,
                                        gpointer              user_data);
GPtrArray    *trp_coach_review_finish  (GAsyncResult         *result,
                                        GError              **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TrpCoachNote, trp_coach_note_free)

G_END_DECLS
