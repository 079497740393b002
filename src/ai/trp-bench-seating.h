/* trp-bench-seating.h: who plays which seat in a benchmark's deal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-game.h"

G_BEGIN_DECLS

#define TRP_BENCH_MAX_SEATS 8

typedef enum
{
  /* Fixed teams: one team is the tested player's, the others the
   * field's, and every team takes that place in turn. */
  TRP_BENCH_SEATING_TEAMS,
  /* No teams, or teams that form during the hand: one seat is the tested
   * player's, the others the field's, and every seat takes it in turn. */
  TRP_BENCH_SEATING_ONE_SEAT,
} TrpBenchSeatingScheme;

typedef struct
{
  TrpBenchSeatingScheme scheme;
  guint                 n_seats;
  guint                 n_units;
  guint                 unit_of_seat[TRP_BENCH_MAX_SEATS];
  /* The plays of one deal, each with another unit for the tested player. */
  guint                 n_rotations;
} TrpBenchSeating;

gboolean    trp_bench_seating_init          (TrpBenchSeating       *self,
                                             TrpGame               *game);
guint       trp_bench_seating_assign        (const TrpBenchSeating *self,
                                             guint                  rotation,
                                             int                    tested,
                                             int                    field,
                                             int                   *seats);
const char *trp_bench_seating_scheme_to_string (TrpBenchSeatingScheme scheme);

G_END_DECLS
