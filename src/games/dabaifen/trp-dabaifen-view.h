/* trp-dabaifen-view.h: what one seat of a Da Bai Fen game may see
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The computer players in src/ai include this header and no other of the
 * game's: a TrpDabaifenView holds the seat's own hand and the public facts
 * (D-49), so a player cannot reach another seat's hidden cards.
 */

#pragma once

#include "trp-game.h"

G_BEGIN_DECLS

#define TRP_TYPE_DABAIFEN_GAME (trp_dabaifen_game_get_type ())
GType trp_dabaifen_game_get_type (void);

/* The phases (D-48); the kitty reveal and the scoring are engine steps
 * inside apply() and never wait for a seat.
 */
#define TRP_DABAIFEN_PHASE_DRAW   "draw"
#define TRP_DABAIFEN_PHASE_REDEAL "redeal_claim"
#define TRP_DABAIFEN_PHASE_BURY   "bury"
#define TRP_DABAIFEN_PHASE_PLAY   "play"

/* Cards as masks: bit suit * 13 + rank - 1, the red joker 52, the black
 * one 53.
 */
typedef struct
{
  guint    seat;
  int      trump_rank;       /* D-5: the ace is 14 */
  TrpSuit  trump_suit;       /* TRP_SUIT_NONE until fixed */
  int      declarers;        /* a team, or -1 until fixed in hand one */
  guint64  hand;             /* the seat's own cards */
  guint64  played;           /* every card played to a trick, this one too */
  guint64  buried;           /* the kitty, for the leader or once over */
  guint64  trick[4];         /* by seat, the trick in progress */
  guint    voids[4];         /* D-32: 1 << suit, trumps 1 << TRP_SUIT_NONE */
  int      opponents_total;  /* p of a finished hand (D-38), else -1 */
} TrpDabaifenView;

gboolean trp_dabaifen_game_get_view (TrpGame         *game,
                                     guint            seat,
                                     TrpDabaifenView *view);

G_END_DECLS
