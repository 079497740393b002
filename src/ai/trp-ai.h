/* trp-ai.h: computer players by level, for every game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-search.h"

G_BEGIN_DECLS

typedef enum
{
  TRP_AI_LEVEL_EASY,
  TRP_AI_LEVEL_NORMAL,
  TRP_AI_LEVEL_HARD,
  /* Uniformly random legal moves: the baseline of benchmarks, never
   * offered to players. */
  TRP_AI_LEVEL_RANDOM,
} TrpAiLevel;

/* The levels as save files and settings name them. */
const char   *trp_ai_level_to_string   (TrpAiLevel     level);
gboolean      trp_ai_level_from_string (const char    *text,
                                        TrpAiLevel    *out_level);
const char   *trp_ai_level_get_title   (TrpAiLevel     level);

/* A game's rule-based player, or NULL while it has none (then computer
 * players pick among the legal moves at random). */
TrpPolicyFunc trp_ai_lookup_policy     (const char    *game_id);
void          trp_ai_search_params_init (TrpSearchParams *params,
                                         const char      *game_id);
void          trp_ai_search_params_init_for_game (TrpSearchParams *params,
                                                  TrpGame         *game);
char         *trp_ai_explain           (TrpGame         *game,
                                        const TrpAction *action,
                                        guint64          seed);

char         *trp_ai_search_reason     (const TrpSearchStats *stats,
                                        const char           *contrast);
TrpAction    *trp_ai_hint              (TrpGame       *game,
                                        guint          iterations,
                                        GCancellable  *cancellable,
                                        char         **reason);
TrpMove      *trp_ai_hint_move         (TrpGame       *game,
                                        GPtrArray     *staged,
                                        guint          iterations,
                                        GCancellable  *cancellable,
                                        char         **reason,
                                        TrpAction    **action_out);
TrpAction    *trp_ai_hint_full         (TrpGame       *game,
                                        gint64         budget_us,
                                        guint          iterations,
                                        GCancellable  *cancellable,
                                        char         **reason);
TrpAction    *trp_ai_choose            (TrpGame       *game,
                                        TrpAiLevel     level,
                                        guint64        seed,
                                        gint64         budget_us,
                                        GCancellable  *cancellable);
TrpAction    *trp_ai_choose_full       (TrpGame        *game,
                                        TrpAiLevel      level,
                                        guint64         seed,
                                        gint64          budget_us,
                                        guint           iterations,
                                        GCancellable   *cancellable,
                                        TrpSearchStats *stats);

G_END_DECLS
