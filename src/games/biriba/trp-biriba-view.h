/* trp-biriba-view.h: what one seat of a Biriba game may see
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The computer players in src/ai include this header (with the pure card
 * helpers of trp-biriba-meld.h, trp-biriba-cover.h and the options) and
 * no other of the game's: a TrpBiribaView holds the seat's own hand, the
 * sizes of the other hands and the public table (B-9), so a player cannot
 * reach another seat's hidden cards.
 */

#pragma once

#include "trp-action-types.h"
#include "trp-game.h"

G_BEGIN_DECLS

#define TRP_TYPE_BIRIBA_GAME (trp_biriba_game_get_type ())
GType trp_biriba_game_get_type (void);

/* The action types of B-34 are TRP_ACTION_* (trp-action-types.h). These
 * old names remain only for src/ai/trp-biriba-player.c, until it is
 * next edited; nothing new uses them. */
#define TRP_BIRIBA_ACTION_DRAW_STOCK         TRP_ACTION_DRAW_STOCK
#define TRP_BIRIBA_ACTION_TAKE_PILE          TRP_ACTION_TAKE_PILE
#define TRP_BIRIBA_ACTION_PASS               TRP_ACTION_PASS
#define TRP_BIRIBA_ACTION_NEW_MELD           TRP_ACTION_NEW_MELD
#define TRP_BIRIBA_ACTION_ADD_TO_MELD        TRP_ACTION_ADD_TO_MELD
#define TRP_BIRIBA_ACTION_TAKE_BIRIBAKI      TRP_ACTION_TAKE_BIRIBAKI
#define TRP_BIRIBA_ACTION_DISCARD            TRP_ACTION_DISCARD
#define TRP_BIRIBA_ACTION_DECLARE_KOZI       TRP_ACTION_DECLARE_KOZI
#define TRP_BIRIBA_ACTION_FIRST_CARD_KEEP    TRP_ACTION_FIRST_CARD_KEEP
#define TRP_BIRIBA_ACTION_FIRST_CARD_TO_PILE TRP_ACTION_FIRST_CARD_TO_PILE

#define TRP_BIRIBA_VIEW_MAX_SEATS 6

typedef struct
{
  /*< private >*/
  /* The game, read and never changed through the view: get_view() lays
   * out the melds a playout left in the order played. */
  gconstpointer  game;
  /*< public >*/
  guint          seat;
  guint          n_seats;
  const TrpCard *hand;              /* the seat's own cards */
  guint          n_hand;
  guint          hand_sizes[TRP_BIRIBA_VIEW_MAX_SEATS];  /* every seat's */
  int            side_of_seat[TRP_BIRIBA_VIEW_MAX_SEATS];
  /* By side (a side's id is a seat number): who took its biribaki, or -1. */
  int            biribaki_taker[TRP_BIRIBA_VIEW_MAX_SEATS];
  const TrpCard *pile;              /* bottom first */
  guint          n_pile;
  guint          stock_size;
  guint          n_melds;
  int            kozi;              /* a suit, or -1 */
  guint          idle_turns;        /* */
  gboolean       solo_phase;        /* B-56 */
  gboolean       go_down_only;      /* B-56: melding now means going down */
  gboolean       biribaki_needs_biriba;  /* B-19, A-10: now, for any side */
} TrpBiribaView;

gboolean       trp_biriba_game_get_view        (TrpGame             *game,
                                                guint                seat,
                                                TrpBiribaView       *view);
const TrpCard *trp_biriba_view_get_meld        (const TrpBiribaView *view,
                                                guint                meld,
                                                guint               *n_cards,
                                                int                 *side);
gboolean       trp_biriba_view_meld_takes_card (const TrpBiribaView *view,
                                                guint                meld,
                                                TrpCard              card);
guint          trp_biriba_view_get_known_count (const TrpBiribaView *view,
                                                guint                seat,
                                                TrpCard              card);

/* The hand as it stands (B-40, B-41, B-43, B-65, B-66), every hand's
 * cards counted: the search's score of a sampled rollout cut short, never
 * a seat's view of the real table.
 */
guint          trp_biriba_game_score_standing  (TrpGame             *game,
                                                int                 *totals,
                                                guint                max_units);

G_END_DECLS
