/* trp-match-driver.h: plays the computer seats of a match, off the main thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-ai.h"
#include "trp-match.h"

G_BEGIN_DECLS

/* As many seats as a match holds (docs/save-format.md). */
#define TRP_MATCH_DRIVER_MAX_SEATS 8

#define TRP_TYPE_MATCH_DRIVER (trp_match_driver_get_type ())

G_DECLARE_FINAL_TYPE (TrpMatchDriver, trp_match_driver, TRP, MATCH_DRIVER, GObject)

/**
 * TrpMatchDriverScript:
 * @seat: the computer's seat to move in @game
 *
 * Returns: (transfer full) (nullable): the seat's move, or %NULL to wait
 */
typedef TrpAction *(*TrpMatchDriverScript) (TrpMatchDriver *self,
                                            TrpGame        *game,
                                            int             seat,
                                            gpointer        user_data);

TrpMatchDriver *trp_match_driver_new          (TrpMatch        *match);
TrpMatch       *trp_match_driver_get_match    (TrpMatchDriver  *self);
gboolean        trp_match_driver_get_busy     (TrpMatchDriver  *self);
void            trp_match_driver_set_delay    (TrpMatchDriver  *self,
                                               guint            delay_ms);
void            trp_match_driver_set_budget   (TrpMatchDriver  *self,
                                               gint64           budget_us);
gint64          trp_match_driver_get_budget   (TrpMatchDriver  *self);
void            trp_match_driver_set_stand_in (TrpMatchDriver  *self,
                                               guint            seat,
                                               const char      *level);
const char     *trp_match_driver_get_stand_in (TrpMatchDriver  *self,
                                               guint            seat);
guint64         trp_match_driver_get_choice_seed (TrpMatchDriver *self);
void            trp_match_driver_advance      (TrpMatchDriver  *self);
void            trp_match_driver_hold         (TrpMatchDriver  *self);
void            trp_match_driver_release      (TrpMatchDriver  *self);
gboolean        trp_match_driver_get_held     (TrpMatchDriver  *self);
gboolean        trp_match_driver_play         (TrpMatchDriver  *self,
                                               const TrpAction *action,
                                               GError         **error);
void            trp_match_driver_hint_async   (TrpMatchDriver     *self,
                                               GCancellable       *cancellable,
                                               GAsyncReadyCallback callback,
                                               gpointer            user_data);
TrpAction      *trp_match_driver_hint_finish  (TrpMatchDriver  *self,
                                               GAsyncResult    *result,
                                               char           **reason,
                                               GError         **error);
TrpMove        *trp_match_driver_hint_move_finish (TrpMatchDriver  *self,
                                               GAsyncResult    *result,
                                               GPtrArray       *staged,
                                               char           **reason,
                                               TrpAction      **action_out,
                                               GError         **error);

void            trp_match_driver_set_script   (TrpMatchDriver       *self,
                                               TrpMatchDriverScript  script,
                                               gpointer              user_data,
                                               GDestroyNotify        destroy);

G_END_DECLS
