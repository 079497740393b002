/* trp-dabaifen-heuristics.h: the rules of thumb of Da Bai Fen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pure card scores, by a card's effective suit (trump or not), its
 * strength (D-9 to D-11: 2 to 14 in a plain suit, 101 to 104 for the
 * trump-rank cards and the jokers) and its points (D-4), shared by the
 * rule-based player (src/ai) and the guided playout, so that a rule of
 * thumb is written once. Lower costs go first; scores are glad.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

int trp_dabaifen_keep_value      (gboolean trump,
                                  guint    strength);
int trp_dabaifen_discard_cost    (gboolean trump,
                                  guint    strength,
                                  int      points);
int trp_dabaifen_give_score      (gboolean trump,
                                  guint    strength,
                                  int      points);
int trp_dabaifen_win_cost        (gboolean trump,
                                  guint    strength,
                                  int      points);
int trp_dabaifen_bury_cost       (gboolean trump,
                                  guint    strength,
                                  int      points);
int trp_dabaifen_low_lead_value  (gboolean trump,
                                  guint    strength,
                                  int      points);

guint64 trp_dabaifen_bury_short_suits (guint64        hand,
                                       const guint64 *plain_masks,
                                       guint          need);

/* The strategy below is the one the rule-based player (src/ai) and the
 * guided playout both play. The two know different things: the player
 * only what its seat may see (D-49), so it reasons from the unseen cards
 * and the voids shown; a rollout plays a determinized deal, so it reads
 * the hands. Each fills the facts a rule asks for from what it knows,
 * and the rules, their order and their values, are written once here.
 */

#define TRP_DABAIFEN_N_CARDS 54
#define TRP_DABAIFEN_TRUMP   4   /* the effective suit of trumps (D-8) */

/* The cards' order and scores for one trump rank and suit, built once:
 * bit i is card i (suit * 13 + rank - 1, the red joker 52, the black one
 * 53), as in every card mask of the game.
 */
typedef struct
{
  guint64 eff_mask[TRP_DABAIFEN_TRUMP + 1];         /* D-8 */
  guint8  eff_suit[TRP_DABAIFEN_N_CARDS];
  guint8  strength[TRP_DABAIFEN_N_CARDS];           /* D-11 */
  guint64 above[TRP_DABAIFEN_N_CARDS];    /* strictly stronger, same suit */
  gint16  discard[TRP_DABAIFEN_N_CARDS];  /* cost of giving it away */
  gint16  take[TRP_DABAIFEN_N_CARDS];     /* minus the give score */
  gint16  win[TRP_DABAIFEN_N_CARDS];      /* cost of winning with it */
  gint16  bury[TRP_DABAIFEN_N_CARDS];     /* cost of burying, length aside */
  gint16  keep[TRP_DABAIFEN_N_CARDS];     /* what keeping it is worth */
  gint16  low_lead[TRP_DABAIFEN_N_CARDS]; /* a lead not known to win */
  gint8   points[TRP_DABAIFEN_N_CARDS];   /* D-4 */
} TrpDabaifenGuide;

const TrpDabaifenGuide *trp_dabaifen_guide (int     level,
                                            guint   trump_suit);

guint64 trp_dabaifen_k_cheapest (const gint16 *score,
                                 guint64       pool,
                                 guint         k);

int     trp_dabaifen_choose_exposure (guint64   hand,
                                      guint64   rank_mask,
                                      gboolean  first_hand,
                                      gboolean  own_side_starts);

guint64 trp_dabaifen_choose_bury     (const TrpDabaifenGuide *g,
                                      guint64                 hand,
                                      guint                   need,
                                      gboolean               *voided);

/* What a lead weighs (D-29, D-30), as suit bits where it is per suit. */
typedef struct
{
  guint64 hand;            /* the cards it may lead */
  guint64 top;             /* those that no card elsewhere beats */
  guint   ruffed;          /* an opponent may trump a winner led there */
  guint   thin;            /* few cards of the suit are out: a winner may
                            * be trumped all the same */
  guint   to_partner;      /* the partner takes the trick: lead points */
  guint   partner_void;    /* low leads the partner may trump */
  guint   opponent_void;   /* low leads an opponent may trump */
  int     my_trumps;
  int     their_trumps;    /* the trumps that may oppose mine */
  int     trump_draw;      /* how good leading a top trump is */
} TrpDabaifenLead;

guint64 trp_dabaifen_choose_lead     (const TrpDabaifenGuide *g,
                                      const TrpDabaifenLead  *lead);

/* Why a follow was chosen, for the player's hints. */
typedef enum
{
  TRP_DABAIFEN_FOLLOW_GIVE_TO_THROW,
  TRP_DABAIFEN_FOLLOW_DISCARD_TO_THROW,
  TRP_DABAIFEN_FOLLOW_GIVE_TO_PARTNER,
  TRP_DABAIFEN_FOLLOW_KEEP_UNDER_PARTNER,
  TRP_DABAIFEN_FOLLOW_TAKE_OVER,
  TRP_DABAIFEN_FOLLOW_LOW_UNDER_PARTNER,
  TRP_DABAIFEN_FOLLOW_WIN_POINTS,
  TRP_DABAIFEN_FOLLOW_WIN_CHEAPLY,
  TRP_DABAIFEN_FOLLOW_TRY_TO_WIN,
  TRP_DABAIFEN_FOLLOW_LET_GO,
  TRP_DABAIFEN_FOLLOW_CANNOT_WIN,
} TrpDabaifenFollowReason;

/* Whether @card, winning the trick now, stays the winner against the
 * seat still to play after this one: TRUE when none does.
 */
typedef gboolean (*TrpDabaifenHoldsFunc) (gconstpointer knowledge,
                                          guint         card);

/* What a follow weighs (D-32 to D-34, D-37). */
typedef struct
{
  guint64  hand;
  guint    led;              /* the led effective suit */
  guint    n;                /* the cards led */
  gboolean partner_leads;
  gboolean partner_winning;
  guint    winning_card;     /* of a single-card trick */
  gboolean last_to_play;
  gboolean partner_last_wins; /* second to play, the partner last wins
                               * whatever comes */
  int      trick_points;     /* on the table */
  int      kitty_points;     /* what the last trick adds (D-37) */
  guint64  keep_back;        /* a trump kept for the last trick... */
  int      keep_back_worth;  /* ...unless this trick is worth more */
  int      takeover_points;  /* a trick worth taking from the partner */
  int      gamble_points;    /* a trick worth trying an unsure winner on */
  gboolean win_lead_cheaply; /* a sure cheap winner takes an empty trick */
} TrpDabaifenFollow;

guint64 trp_dabaifen_choose_follow   (const TrpDabaifenGuide  *g,
                                      const TrpDabaifenFollow *follow,
                                      TrpDabaifenHoldsFunc     holds,
                                      gconstpointer            knowledge,
                                      TrpDabaifenFollowReason *reason);

G_END_DECLS
