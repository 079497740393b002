/* trp-marianna-view.h: what one seat of a Marianna game may see
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The computer players in src/ai include this header and no other of the
 * game's: a TrpMariannaView holds the seat's own hand and the public facts
 * (M-68), so a player cannot reach another seat's hidden cards.
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
GType trp_marianna_game_get_type (void);

/* Cards as 40-bit masks: bit suit * 10 + position, positions weakest
 * first within a suit, 2 4 5 6 7 J Q K 3 A (M-4).
 */
typedef struct
{
  TrpMariannaRuleset ruleset;
  guint    n_seats;
  guint    seat;
  guint64  hand;             /* the seat's own cards */
  guint64  played;           /* the finished tricks of this hand */
  guint64  known[4];         /* declared or swapped-in cards another seat
                              * still holds; 0 for the seat itself */
  TrpCard  trick[4];         /* the trick in progress, leader first */
  guint    n_trick;
  guint    leader;
  TrpSuit  trump;            /* TRP_SUIT_NONE while none */
  TrpCard  indicator;        /* under the stock, or TRP_CARD_NONE */
  guint    stock_size;
  guint    trick_number;     /* counting from 1 */
  guint    declared_suits;   /* bit 1 << suit: marianna or matrimonio */
  gboolean covering;         /* this trick has a covering request (M-46) */
  TrpSuit  covering_suit;
  int      covering_answer;  /* -1 unanswered, 0 no, 1 yes */
  /* By scoring unit: a team (four players) or a player (two). */
  int      total_before[2];
  int      card_points[2];
  int      declared_points[2];
} TrpMariannaView;

gboolean trp_marianna_game_get_view (TrpGame         *game,
                                     guint            seat,
                                     TrpMariannaView *view);

G_END_DECLS
