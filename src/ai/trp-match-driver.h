/* trp-match-driver.h: plays the computer seats of a match, off the main thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-ai.h"
#include "trp-match.h"

G_BEGIN_DECLS

#define TRP_TYPE_MATCH_DRIVER (trp_match_driver_get_type ())

G_DECLARE_FINAL_TYPE (TrpMatchDriver, trp_match_driver, TRP, MATCH_DRIVER, GObject)

TrpMatchDriver *trp_match_driver_new          (TrpMatch        *match);
TrpMatch       *trp_match_driver_get_match    (TrpMatchDriver  *self);
gboolean        trp_match_driver_get_busy     (TrpMatchDriver  *self);
void            trp_match_driver_set_delay    (TrpMatchDriver  *self,
                                               guint            delay_ms);
void            trp_match_driver_set_budget   (TrpMatchDriver  *self,
                                               gint64           budget_us);
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

G_END_DECLS
