/* trp-net-record.h: a round told to a guest: its turns in words, its result
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "trp-match.h"
#include "trp-round-result.h"

G_BEGIN_DECLS

/* What a guest reads of a round's record at most: a host that sends more
 * is not believed. */
#define TRP_NET_MAX_TURNS        2000
#define TRP_NET_MAX_SCORE_LINES  500
#define TRP_NET_MAX_UNITS        8

JsonNode       *trp_net_turns_to_json        (GPtrArray   *turns);
GPtrArray      *trp_net_turns_from_json      (JsonNode    *node);
JsonNode       *trp_net_round_result_to_json (TrpMatch    *match,
                                              guint        round);
TrpRoundResult *trp_net_round_result_from_json (JsonObject *object,
                                              guint        n_seats,
                                              int         *unit_of_seat);

G_END_DECLS
