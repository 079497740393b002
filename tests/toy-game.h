/* toy-game.h: a tiny TrpGame for testing the engine's generic parts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-game.h"

G_BEGIN_DECLS

#define TOY_TYPE_GAME (toy_game_get_type ())
G_DECLARE_FINAL_TYPE (ToyGame, toy_game, TOY, GAME, TrpGame)

extern const TrpRulesDescriptor toy_descriptor;

TrpGame *toy_game_factory (const char  *game_id,
                           TrpRules    *rules,
                           guint        n_seats,
                           GError     **error);
const TrpRulesDescriptor *toy_rules_lookup (const char *game_id);
guint    toy_game_get_n_marks (ToyGame *self);
void     toy_game_add_to_catalog (void);

G_END_DECLS
