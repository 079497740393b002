/* trp-game-catalog.h: the games and rule sets the app offers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-game.h"
#include "trp-game-help.h"
#include "trp-rules.h"
#include "trp-trick-table.h"

G_BEGIN_DECLS

/**
 * TrpGameInfo:
 * @id: the game id of save files and settings ("biriba", "cinquecento")
 * @title: N_(): the name players know
 * @summary: N_(): one line about the game
 * @rules: its option table
 * @min_players: fewest seats
 * @max_players: most seats
 * @default_players: the classic table
 * @get_type: the #TrpGame subclass, or %NULL while its engine is not
 *   written; the interface shows such a game as not yet playable. Its
 *   computer player is found by this type (src/ai/trp-ai.c)
 * @statistic: the kind of result line the statistics count for this rule
 *   set beside matches and rounds (biribas, levels, declarations)
 * @help: the rules pages of the help, written for players: its
 *   %NULL-terminated sections (trp-game-help.h)
 * @search_overrule_z: how much evidence the Hard search needs to overrule
 *   the rule-based player, in standard errors; 0 for the search's default
 * @player: its computer player (src/ai/trp-computer-player.h), shared by
 *   the rule sets of one engine; %NULL plays at random
 * @long_rounds: a round is hundreds of moves (Biriba's ~240 against a
 *   trick game's ~40): the tests that play every game play fewer of them
 *
 * A game is its folder, this row and a line in src/games/meson.build
 * and po/POTFILES.in (docs/adding-a-game.md): the tests and checks that
 * cover every game read this table.
 */
/* What the table draws between the hands: each side's melds, or the
 * trick in play. The interface picks its board by this, never by the id.
 */
typedef enum
{
  TRP_BOARD_TRICKS,
  TRP_BOARD_MELDS,
} TrpBoardKind;

typedef struct
{
  const char               *id;
  const char               *title;
  const char               *summary;
  const TrpRulesDescriptor *rules;
  guint                     min_players;
  guint                     max_players;
  guint                     default_players;
  GType                   (*get_type) (void);
  TrpScoreKind              statistic;
  TrpBoardKind              board;
  /* A trick board's facts and how its observation lists a trick. */
  const TrpTrickTableFormat *trick_table;
  /* A move may take several cards of the hand at once (melds, Da Bai
   * Fen's multi-card leads), so the hand selects several. */
  gboolean                  plays_several_cards;
  const TrpHelpBlock * const *help;
  double                    search_overrule_z;
  const struct _TrpComputerPlayer *player;
  gboolean                  long_rounds;
} TrpGameInfo;

const TrpGameInfo *trp_game_catalog_get_all (guint      *n_games);
const TrpGameInfo *trp_game_catalog_lookup  (const char *game_id);
gboolean           trp_game_info_is_playable (const TrpGameInfo *info);

TrpGame           *trp_game_catalog_create_game (const char  *game_id,
                                                 TrpRules    *rules,
                                                 guint        n_seats,
                                                 GError     **error);
const TrpRulesDescriptor *trp_game_catalog_lookup_rules (const char *game_id);
gboolean           trp_game_info_totals_are_levels (const TrpGameInfo *info);
void               trp_game_catalog_add_for_tests (const TrpGameInfo *info);

G_END_DECLS
