/* trp-marianna-game.h: Marianna, Cinquecento, Briscola 151 and Mariaccio
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-game.h"

G_BEGIN_DECLS

/* The four rule sets of rules/marianna.md (M-30); the rules' descriptor
 * game id says which one a game plays.
 */
typedef enum
{
  TRP_MARIANNA_RULESET_MARIANNA,
  TRP_MARIANNA_RULESET_CINQUECENTO,
  TRP_MARIANNA_RULESET_BRISCOLA_151,
  TRP_MARIANNA_RULESET_MARIACCIO,
} TrpMariannaRuleset;

#define TRP_MARIANNA_N_RULESETS (TRP_MARIANNA_RULESET_MARIACCIO + 1)

/* The `target` of a "declare" action (M-67). */
typedef enum
{
  TRP_MARIANNA_DECLARE_MARIANNA   = 0,
  TRP_MARIANNA_DECLARE_MARIANNINO = 1,
  TRP_MARIANNA_DECLARE_MARIANNONE = 2,
  TRP_MARIANNA_DECLARE_MATRIMONIO = 3,
  /* Only in reports: a successful covering (M-48) is not an action. */
  TRP_MARIANNA_DECLARE_COVERING   = 4,
} TrpMariannaDeclareKind;

/* The most cards a hand holds at once. */
#define TRP_MARIANNA_MAX_HAND 5

#define TRP_TYPE_MARIANNA_GAME (trp_marianna_game_get_type ())

G_DECLARE_FINAL_TYPE (TrpMariannaGame, trp_marianna_game, TRP, MARIANNA_GAME, TrpGame)

TrpMariannaRuleset  trp_marianna_game_get_ruleset        (TrpMariannaGame *self);
const char         *trp_marianna_game_get_ruleset_id     (TrpMariannaGame *self);
guint               trp_marianna_game_get_hand           (TrpMariannaGame *self,
                                                          guint            seat,
                                                          TrpCard         *cards);
TrpSuit             trp_marianna_game_get_trump          (TrpMariannaGame *self);
TrpCard             trp_marianna_game_get_indicator      (TrpMariannaGame *self);
guint               trp_marianna_game_get_stock_size     (TrpMariannaGame *self);
guint               trp_marianna_game_get_trick_number   (TrpMariannaGame *self);
guint               trp_marianna_game_get_leader         (TrpMariannaGame *self);
guint               trp_marianna_game_get_trick          (TrpMariannaGame *self,
                                                          TrpCard         *cards);
int                 trp_marianna_game_get_card_points    (TrpMariannaGame *self,
                                                          guint            unit);
int                 trp_marianna_game_get_declared_points (TrpMariannaGame *self,
                                                          guint            unit);
int                 trp_marianna_game_get_total_before   (TrpMariannaGame *self,
                                                          guint            unit);
int                 trp_marianna_game_card_points        (TrpCard          card);

/* Read-only public facts for the computer players (M-68). */
guint               trp_marianna_game_get_played         (TrpMariannaGame *self,
                                                          TrpCard         *cards);
guint               trp_marianna_game_get_known          (TrpMariannaGame *self,
                                                          guint            seat,
                                                          TrpCard         *cards);
guint               trp_marianna_game_get_declared_suits (TrpMariannaGame *self);
gboolean            trp_marianna_game_get_covering       (TrpMariannaGame *self,
                                                          TrpSuit         *suit,
                                                          int             *answer);

G_END_DECLS
