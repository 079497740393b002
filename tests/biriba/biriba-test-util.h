/* biriba-test-util.h: helpers shared by the Biriba tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-game.h"
#include "biriba/trp-biriba-game.h"
#include "biriba/trp-biriba-options.h"
#include "biriba/trp-biriba-private.h"

TrpGame   *bt_new_game       (const char *rules_json);
JsonObject *bt_full_deal     (TrpGame    *game,
                              const char *partial_json);
void       bt_deal           (TrpGame    *game,
                              guint       dealer,
                              const char *partial_json);
void       bt_position       (TrpGame    *game,
                              const char *position_json);
TrpAction *bt_action         (int         seat,
                              const char *type,
                              int         target,
                              const char *cards);
void       bt_do             (TrpGame    *game,
                              int         seat,
                              const char *type,
                              int         target,
                              const char *cards);
void       bt_refuse         (TrpGame    *game,
                              int         seat,
                              const char *type,
                              int         target,
                              const char *cards,
                              int         code,
                              const char *rule_id);
char      *bt_hand           (TrpGame    *game,
                              int         seat);
int        bt_total          (TrpGame    *game,
                              guint       unit);
gboolean   bt_has_line       (TrpRoundResult *result,
                              guint       unit,
                              const char *rule_id,
                              int         points);
