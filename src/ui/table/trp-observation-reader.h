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

G_END_DECLS
