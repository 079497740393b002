/* trp-statistics.h: what a player has done at each game, kept in settings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "trp-match.h"

G_BEGIN_DECLS

/* The counters kept per game; the game-specific ones stay 0 elsewhere. */
typedef struct
{
  int matches;
  int matches_won;
  int matches_lost;
  int rounds;
  int rounds_won;
  int best_round;
  int biribas;
  int levels_climbed;
  int declarations;
} TrpGameStatistics;

void       trp_statistics_get          (GSettings         *settings,
                                        const char        *game_id,
                                        TrpGameStatistics *out);
void       trp_statistics_get_for      (GSettings         *settings,
                                        const char        *person,
                                        const char        *game_id,
                                        TrpGameStatistics *out);
GStrv      trp_statistics_dup_people   (GSettings         *settings);
void       trp_statistics_record_round (GSettings         *settings,
                                        TrpMatch          *match,
                                        guint              round);
void       trp_statistics_record_match (GSettings         *settings,
                                        TrpMatch          *match);
void       trp_statistics_reset        (GSettings         *settings);
GtkWidget *trp_statistics_dialog_new   (GtkWindow         *parent,
                                        GSettings         *settings);

G_END_DECLS
