/* trp-bench-seating.c: who plays which seat in a benchmark's deal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Partners always share a player: a team is one player's. Where the game
 * has fixed teams (Biriba with 4 or 6 players, Da Bai Fen, Marianna), the
 * tested player takes one team and the field the others, and each team
 * takes the tested player's place once per deal. Where there are no teams,
 * or they form during the hand (3- and 5-player Biriba, B-52, B-53), one
 * seat is the tested player's against the field, and every seat takes it
 * once per deal. Either way the same cards go to each unit once, and the
 * tested unit's score is set against the mean of the others'.
 */

#include "config.h"

#include "trp-bench-seating.h"

/**
 * trp_bench_seating_init:
 * @self: the seating to fill in
 * @game: a game of the benchmark's rules and player count
 *
 * Reads the game's scoring units: seats that score together are a team.
 *
 * Returns: %FALSE if the game has more seats than a seating holds
 */
gboolean
trp_bench_seating_init (TrpBenchSeating *self,
                        TrpGame         *game)
{
  guint n_seats;
  gboolean teams = FALSE;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (TRP_IS_GAME (game), FALSE);

  n_seats = trp_game_get_n_seats (game);
  if (n_seats == 0 || n_seats > TRP_BENCH_MAX_SEATS)
    return FALSE;

  self->n_seats = n_seats;
  self->n_units = trp_game_get_n_scoring_units (game);
  for (guint s = 0; s < n_seats; s++)
    {
      self->unit_of_seat[s] = trp_game_get_scoring_unit (game, (int) s);
      for (guint t = 0; t < s; t++)
        teams |= self->unit_of_seat[t] == self->unit_of_seat[s];
    }

  /* Teams that form during the hand score per seat (B-57), so they read
   * as no teams here, as they should: partners are not known at the deal. */
  self->scheme = teams ? TRP_BENCH_SEATING_TEAMS : TRP_BENCH_SEATING_ONE_SEAT;
  self->n_rotations = teams ? self->n_units : n_seats;
  return TRUE;
}

/**
 * trp_bench_seating_assign:
 * @self: a seating
 * @rotation: which play of the deal, below @self's n_rotations
 * @tested: the tested player
 * @field: the player of every other seat
 * @seats: (out caller-allocates): the player of each seat
 *
 * Returns: the scoring unit of the tested player in this play
 */
guint
trp_bench_seating_assign (const TrpBenchSeating *self,
                          guint                  rotation,
                          int                    tested,
                          int                    field,
                          int                   *seats)
{
  guint unit;

  g_return_val_if_fail (self != NULL && seats != NULL, 0);
  g_return_val_if_fail (rotation < self->n_rotations, 0);

  unit = self->scheme == TRP_BENCH_SEATING_TEAMS ? rotation : self->unit_of_seat[rotation];
  for (guint s = 0; s < self->n_seats; s++)
    {
      gboolean mine = self->scheme == TRP_BENCH_SEATING_TEAMS
                      ? self->unit_of_seat[s] == unit : s == rotation;

      seats[s] = mine ? tested : field;
    }
  return unit;
}

/* The scheme as the benchmark's JSON names it. */
const char *
trp_bench_seating_scheme_to_string (TrpBenchSeatingScheme scheme)
{
  return scheme == TRP_BENCH_SEATING_TEAMS ? "teams" : "one_seat_against_field";
}
