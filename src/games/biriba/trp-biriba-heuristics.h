/* trp-biriba-heuristics.h: Biriba's rules of thumb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pure move scores, shared by the rule-based player (src/ai) and the
 * guided playout, so that each rule of thumb is written once. Each
 * caller describes the seat to move in a TrpBiribaPosition, from its seat
 * view or from a sample's flat state, and answers the few questions about
 * the table the scores ask in the way that is fastest for it.
 */

#pragma once

#include "trp-biriba-cover.h"
#include "trp-biriba-meld.h"

G_BEGIN_DECLS

#define TRP_BIRIBA_POSITION_MAX_SEATS 6

/* Why a meld step scored as it did, for the player's explanations. */
typedef enum
{
  TRP_BIRIBA_MELD_WHY_NONE,
  TRP_BIRIBA_MELD_WHY_BIRIBAKI,
  TRP_BIRIBA_MELD_WHY_OUT,
  TRP_BIRIBA_MELD_WHY_BIRIBA,
  TRP_BIRIBA_MELD_WHY_LAY_OFF,
  TRP_BIRIBA_MELD_WHY_NATURAL,
  TRP_BIRIBA_MELD_WHY_WILD_EMPTY,
  TRP_BIRIBA_MELD_WHY_WILD_LATE,
} TrpBiribaMeldWhy;

typedef struct _TrpBiribaPosition TrpBiribaPosition;

/* What the seat to move knows of the table (B-9), and what it made of it. */
struct _TrpBiribaPosition
{
  TrpBiribaMeldRules rules;
  int           kozi;            /* a suit, or -1 */
  int           joker_value;     /* B-11: what a card left in hand costs */
  int           two_value;
  int           seat;
  int           side;
  guint         n_seats;
  int           side_of_seat[TRP_BIRIBA_POSITION_MAX_SEATS];
  const guint8 *hand;            /* the seat's cards, by card byte */
  guint         hand_len;
  guint         n_wilds;         /* the wild cards in hand */
  const TrpCard *pile;           /* bottom first */
  guint         n_pile;
  gboolean      has_biriba;      /* the own side has a meld of 7+ */
  gboolean      took;            /* the own side took its biribaki */
  gboolean      threat;          /* an opposing side may go out */
  gboolean      endgame;         /* the hand may end any time now */
  gboolean      want_out;        /* going out pays now */
  gboolean      solo_locked;     /* B-56 go_down_only: no melds yet */
  gboolean      first_free;      /* going down with one card left takes the biribaki */

  /* Whether @card alone joins one of @side's melds. */
  gboolean    (*fits_side)       (const TrpBiribaPosition *pos,
                                  int                      side,
                                  TrpCard                  card);
  /* Whether the natural @card makes a meld of three with two more of
   * @naturals (the natural cards of the hand and the pile, @card among
   * them; a callee may change them, but puts them back).
   */
  gboolean    (*forms_meld)      (const TrpBiribaPosition *pos,
                                  guint8                  *naturals,
                                  TrpCard                  card);
  /* How well the natural @card goes with the cards @seat is known to
   * hold (B-9): trp_biriba_known_affinity() on what the caller reads.
   */
  double      (*known_affinity)  (const TrpBiribaPosition *pos,
                                  int                      seat,
                                  TrpCard                  card);
  gpointer      data;            /* the caller's */
};

void     trp_biriba_position_set_table (TrpBiribaPosition       *pos,
                                        int                      kozi,
                                        int                      joker_value,
                                        int                      two_value,
                                        int                      seat,
                                        int                      side,
                                        guint                    n_seats);
void     trp_biriba_position_set_hand  (TrpBiribaPosition       *pos,
                                        const guint8            *hand,
                                        guint                    hand_len);
void     trp_biriba_position_weigh_end (TrpBiribaPosition       *pos,
                                        gboolean                 threat,
                                        guint                    stock,
                                        guint                    partner_cards,
                                        gboolean                 threat_ends_now);

double   trp_biriba_meld_score        (const TrpBiribaPosition *pos,
                                       gboolean                 is_new,
                                       guint                    n,
                                       int                      wilds,
                                       guint                    longest,
                                       gboolean                 dirties,
                                       gboolean                 kozi_run,
                                       TrpBiribaMeldWhy        *why);
double   trp_biriba_synergy           (const TrpBiribaPosition *pos,
                                       const guint8            *counts,
                                       TrpCard                  card);
double   trp_biriba_known_affinity    (const TrpBiribaPosition *pos,
                                       const guint8            *known,
                                       TrpCard                  card);
double   trp_biriba_discard_cost      (const TrpBiribaPosition *pos,
                                       TrpCard                  card);
double   trp_biriba_pile_worth        (const TrpBiribaPosition *pos);
gboolean trp_biriba_pile_meldable_now (const TrpBiribaPosition *pos);
gboolean trp_biriba_solo_pile_helps   (const TrpBiribaPosition *pos,
                                       TrpBiribaCover          *cover);
gboolean trp_biriba_pile_wanted       (const TrpBiribaPosition *pos,
                                       gboolean                 stock_left,
                                       TrpBiribaCover          *cover);
gboolean trp_biriba_cover_go_down     (const TrpBiribaCover    *cover,
                                       const TrpBiribaMeldRules *rules,
                                       TrpCard                 *cards,
                                       guint8                  *sizes,
                                       guint                   *n_groups);

G_END_DECLS
