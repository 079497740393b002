/* trp-trick-table.h: what a trick game's table shows, typed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "trp-card.h"
#include "trp-observation-reader.h"

G_BEGIN_DECLS

#define TRP_TRICK_TABLE_MAX_SEATS 8
#define TRP_TRICK_TABLE_MAX_UNITS 6

/**
 * TrpTrickFacts:
 * @TRP_TRICK_FACT_CARD_POINTS: card and declaration points per unit, and
 *   the declarations (`card_points`, `declared_points`, `declarations`)
 * @TRP_TRICK_FACT_TRUMP: the trump suit once there is one (`trump`)
 * @TRP_TRICK_FACT_STOCK: the stock and the card under it (`stock_size`,
 *   `indicator`)
 * @TRP_TRICK_FACT_CAPTURED: points taken in tricks per team
 *   (`captured_points`)
 * @TRP_TRICK_FACT_LEVELS: play at the declaring side's level: trump rank
 *   and suit, the declarers and the leader (`trump_rank`, `trump_suit`,
 *   `declarers`, `leader`)
 * @TRP_TRICK_FACT_DRAW: the draw, dealt a card at a time, the card
 *   exposed in it and the kitty buried (`n_drawn`, `starter`,
 *   `left_to_draw`, `exposed`, `buried`)
 *
 * Which documented members of the observation (docs/games/observation-*.md)
 * a game's table shows: a game says so in its catalog row, so that its
 * board never guesses the game from the members it finds.
 */
typedef enum
{
  TRP_TRICK_FACT_CARD_POINTS = 1 << 0,
  TRP_TRICK_FACT_TRUMP       = 1 << 1,
  TRP_TRICK_FACT_STOCK       = 1 << 2,
  TRP_TRICK_FACT_CAPTURED    = 1 << 3,
  TRP_TRICK_FACT_LEVELS      = 1 << 4,
  TRP_TRICK_FACT_DRAW        = 1 << 5,
} TrpTrickFacts;

/**
 * TrpTrickLayout:
 * @TRP_TRICK_LAYOUT_FROM_LEADER: `trick` is a list of cards from its
 *   leader on, and so is each finished trick's `cards` (the Marianna
 *   family)
 * @TRP_TRICK_LAYOUT_BY_SEAT: `trick` is an object whose `cards` list one
 *   list of cards per seat, and so do the finished tricks' (Da Bai Fen's
 *   multi-card leads)
 */
typedef enum
{
  TRP_TRICK_LAYOUT_FROM_LEADER,
  TRP_TRICK_LAYOUT_BY_SEAT,
} TrpTrickLayout;

typedef struct
{
  TrpTrickFacts  facts;
  TrpTrickLayout layout;
} TrpTrickTableFormat;

typedef struct
{
  int seat;
  int points;
  int suit;          /* a TrpSuit, or -1 */
} TrpTrickDeclaration;

/* Facts a game does not show keep their "none" values: -1, 0, NULL or
 * TRP_CARD_NONE. */
typedef struct
{
  TrpTrickFacts  facts;
  TrpRoundStep   step;
  /* The observation's `leader`: the trick's in the Marianna family, the
   * hand's in Da Bai Fen (D-12); -1 while unknown. */
  int            leader;
  int            trick_leader;           /* the trick in progress's, -1 */

  /* Cards by seat; NULL where that seat has not played. */
  GArray        *trick[TRP_TRICK_TABLE_MAX_SEATS];
  gboolean       trick_started;
  GArray        *last_trick[TRP_TRICK_TABLE_MAX_SEATS];
  int            last_trick_winner;      /* -1 while none is finished */

  guint          n_units;
  int            card_points[TRP_TRICK_TABLE_MAX_UNITS];
  int            declared_points[TRP_TRICK_TABLE_MAX_UNITS];
  int            captured_points[TRP_TRICK_TABLE_MAX_UNITS];
  GArray        *declarations;           /* of TrpTrickDeclaration */

  int            trump_suit;             /* a TrpSuit, -1 none yet */
  int            trump_rank;             /* 2–14, -1 */
  int            declarers;              /* a unit, -1 until known */

  guint          stock_size;
  TrpCard        indicator;

  guint          left_to_draw;
  TrpCard        exposed;
  int            exposed_seat;
  GArray        *buried;
} TrpTrickTable;

void trp_trick_table_read  (TrpTrickTable             *table,
                            const TrpTrickTableFormat *format,
                            JsonObject                *observation,
                            guint                      n_seats);
void trp_trick_table_clear (TrpTrickTable             *table);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (TrpTrickTable, trp_trick_table_clear)

G_END_DECLS
