/* trp-observation-reader.h: reading a game's JSON observation, leniently
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "trp-card.h"

G_BEGIN_DECLS

gint64      trp_observation_get_int    (JsonObject *object,
                                        const char *name,
                                        gint64      fallback);
gint64      trp_observation_get_int_at (JsonObject *object,
                                        const char *name,
                                        guint       index,
                                        gint64      fallback);
gboolean    trp_observation_get_bool   (JsonObject *object,
                                        const char *name);
const char *trp_observation_get_string (JsonObject *object,
                                        const char *name);
JsonArray  *trp_observation_get_array  (JsonObject *object,
                                        const char *name);
JsonObject *trp_observation_get_object (JsonObject *object,
                                        const char *name);
TrpCard     trp_observation_get_card   (JsonObject *object,
                                        const char *name);
GArray     *trp_observation_cards      (JsonArray  *array);
gboolean    trp_cards_contain          (GArray     *cards,
                                        TrpCard     card);
void        trp_observation_sort_cards (JsonObject *object,
                                        GArray     *cards,
                                        gboolean    rank_first);

/**
 * TrpRoundStep:
 * @TRP_ROUND_STEP_OTHER: melding, playing tricks, or between rounds
 * @TRP_ROUND_STEP_DRAWING: the cards are being drawn one by one and may
 *   be exposed (Da Bai Fen's draw, D-14 to D-16)
 * @TRP_ROUND_STEP_BURYING: the leader buries the kitty's number of cards
 *   (D-27)
 *
 * The step of the round an observation shows, where a board shows it
 * differently (docs/games/observation-*.md, "phase").
 */
typedef enum
{
  TRP_ROUND_STEP_OTHER,
  TRP_ROUND_STEP_DRAWING,
  TRP_ROUND_STEP_BURYING,
} TrpRoundStep;

TrpRoundStep trp_observation_get_round_step (JsonObject *object);

G_END_DECLS
