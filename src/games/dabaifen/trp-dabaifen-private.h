/* trp-dabaifen-private.h: Da Bai Fen state and card helpers, shared by the
 * game's files and its white-box tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-dabaifen-game.h"
#include "trp-dabaifen-heuristics.h"

G_BEGIN_DECLS

/* Cards are kept as bits of a 64-bit mask: a plain card is bit
 * suit * 13 + rank - 1, the red joker bit 52 and the black joker bit 53.
 * Hands, piles and tricks are masks, so following, soundness and card
 * conservation are a few bit operations, and a clone is one memcpy.
 */
#define DBF_N_CARDS   54
#define DBF_N_SEATS   4
#define DBF_HAND      12
#define DBF_KITTY     6
#define DBF_DRAWN     48
#define DBF_MAX_TRICKS 12

#define DBF_BIT(i)    (G_GUINT64_CONSTANT (1) << (i))
#define DBF_ALL_CARDS (DBF_BIT (DBF_N_CARDS) - 1)

/* The effective suits (D-8): the four printed suits, and the trumps. */
#define DBF_TRUMP 4
#define DBF_N_EFF 5

typedef enum
{
  DBF_PHASE_NONE,
  DBF_PHASE_DRAW,          /* an exposure window waits for a seat, D-17 */
  DBF_PHASE_REDEAL,        /* the redeal poll waits for a seat, D-25 */
  DBF_PHASE_BURY,          /* the leader buries, D-27 */
  DBF_PHASE_PLAY,          /* tricks, D-28 to D-36 */
  DBF_PHASE_OVER,          /* scored, D-37 to D-43 */
} DbfPhase;

typedef enum
{
  DBF_TRUMP_BY_NONE,
  DBF_TRUMP_BY_EXPOSURE,   /* D-16 */
  DBF_TRUMP_BY_KITTY,      /* D-19 */
  DBF_TRUMP_BY_FALLBACK,   /* D-20 */
} DbfTrumpSource;

typedef struct
{
  gint8   leader;
  gint8   winner;
  guint8  n;                      /* cards each seat played */
  guint64 by_seat[DBF_N_SEATS];
} DbfTrick;

/* Everything that changes during a hand and between hands, flat, so that
 * clone is a memcpy and tests can compare two states with memcmp.
 */
typedef struct
{
  /* Options, cached when the game is created (D-44 to D-47). */
  gboolean kitty_exposed;
  gboolean reject_failed_throws;
  gint8    start_level;
  gint8    win_above_level;

  /* Carried between hands (D-43). */
  gint8    levels[2];
  gint8    declarers;             /* team, or -1 until fixed in hand one */
  gboolean first_hand;
  gint8    starter;
  gint8    trump_rank;            /* R as a level, 2..14 (D-7) */

  DbfPhase phase;

  /* The pack in draw order (D-14) and the redeals to come (D-25). */
  TrpCard  pack[DBF_N_CARDS];
  guint8   n_drawn;
  guint8   n_redeals;
  guint8   n_explicit_redeals;
  guint8   n_explicit_used;
  TrpCard  explicit_redeals[4][DBF_N_CARDS];
  guint64  redeal_seed;
  gint8    redeal_claimant;       /* the last claim, shown to all */
  guint64  redeal_shown;

  guint64  hands[DBF_N_SEATS];

  /* Exposure (D-16 to D-18). */
  gint8    window_drawer;
  guint8   window_step;
  guint8   r_holders;             /* seats that passed: they hold rank R */
  gint8    exposer;
  TrpCard  exposed_card;

  /* Trump suit (D-19 to D-22). */
  DbfTrumpSource trump_by;
  TrpCard  trump_card;
  TrpSuit  trump_suit;            /* TRP_SUIT_NONE until fixed */
  guint8   n_turned;              /* kitty cards turned face up */

  gint8    leader;

  /* Redeal poll (D-25). */
  guint8   poll_step;
  guint8   poll_polled;           /* seats polled so far, as bits */

  /* Kitty (D-26, D-27). */
  guint64  kitty;
  guint64  kitty_public;          /* turned, or all under kitty_exposed */
  guint64  buried;
  guint8   n_buried;

  /* Tricks (D-28 to D-36). */
  gint8    turn;
  DbfTrick trick;
  guint8   n_in_trick;
  guint8   led_suit;
  DbfTrick tricks[DBF_MAX_TRICKS];
  guint8   n_tricks;
  guint64  played;
  guint64  captured[2];
  guint8   voids[DBF_N_SEATS];    /* effective suits shown void, as bits */
  gint8    last_trick_winner;

  /* Failed throw (D-31, D-39). */
  gboolean failed;
  gint8    failed_seat;
  guint64  failed_cards;
  TrpCard  offending_card;
  gint8    offending_holder;

  /* Tables derived from R and T (D-8 to D-11). by_strength lists the
   * cards of each effective suit, strongest first (equal cards in index
   * order), from by_strength[eff_start[eff]] to eff_start[eff + 1]: the
   * random playout picks top-down throws from it without sorting.
   */
  guint64  eff_mask[DBF_N_EFF];
  guint8   eff_suit[DBF_N_CARDS];
  guint8   strength[DBF_N_CARDS];
  guint8   by_strength[DBF_N_CARDS];
  guint8   eff_start[DBF_N_EFF + 1];
  guint64  rank_r_mask;
} DbfState;

/* The tables of D-8 to D-11 for one trump rank and suit, built once for
 * all: DbfState keeps a copy of the first five, and the random playout
 * also reads at_least, each card's stronger-or-equal cards of its
 * effective suit (D-30 in one AND).
 */
typedef struct
{
  guint64 eff_mask[DBF_N_EFF];
  guint8  eff_suit[DBF_N_CARDS];
  guint8  strength[DBF_N_CARDS];
  guint8  by_strength[DBF_N_CARDS];
  guint8  eff_start[DBF_N_EFF + 1];
  guint64 at_least[DBF_N_CARDS];
} DbfTables;

/* The moves of D-48 in mask form: validate() and the random playout both
 * end in dbf_apply_move(), so a playout and a replay of its log go through
 * the same transitions.
 */
typedef enum
{
  DBF_MOVE_EXPOSE,
  DBF_MOVE_PASS,
  DBF_MOVE_CLAIM,
  DBF_MOVE_BURY,
  DBF_MOVE_PLAY,
} DbfMove;

struct _TrpDabaifenGame
{
  TrpGame  parent_instance;
  DbfState s;
};

/* Card byte to bit index and back; inline, as every move converts. */
static inline int
dbf_card_index (TrpCard card)
{
  guint suit = card >> 4;
  guint rank = card & 0xf;

  if (suit < TRP_N_SUITS && rank >= TRP_RANK_ACE && rank <= TRP_RANK_KING)
    return (int) (suit * 13 + rank - 1);
  if (card == TRP_CARD_RED_JOKER)
    return 52;
  if (card == TRP_CARD_BLACK_JOKER)
    return 53;
  return -1;
}

static inline TrpCard
dbf_index_card (guint index)
{
  g_assert (index < DBF_N_CARDS);

  if (index == 52)
    return TRP_CARD_RED_JOKER;
  if (index == 53)
    return TRP_CARD_BLACK_JOKER;
  return TRP_CARD (index / 13, index % 13 + 1);
}

/* trp-dabaifen-cards.c */
guint64  dbf_mask_from_cards     (const TrpCard   *cards,
                                  guint            n_cards,
                                  gboolean        *duplicates);
guint    dbf_mask_to_cards       (guint64          mask,
                                  TrpCard         *out);
int      dbf_mask_points         (guint64          mask);
int      dbf_natural_value       (TrpCard          card);
guint    dbf_rank_of_level       (int              level);
guint64  dbf_rank_mask           (int              level);
const DbfTables *dbf_get_tables  (const DbfState  *s);
void     dbf_compute_tables      (DbfState        *s);
gboolean dbf_throw_is_sound      (const DbfState  *s,
                                  int              seat,
                                  guint64          thrown,
                                  TrpCard         *offending,
                                  int             *holder);
int      dbf_single_trick_winner (const DbfState  *s,
                                  const DbfTrick  *trick);
gboolean dbf_follow_is_legal     (const DbfState  *s,
                                  guint64          hand,
                                  guint64          cards,
                                  guint            n,
                                  guint            led_suit);
guint    dbf_sorted_by_strength  (const DbfState  *s,
                                  guint64          mask,
                                  TrpCard         *out);

/* The strategy's popcount (trp-dabaifen-heuristics.h), under the name
 * the game's files use. */
static inline guint
dbf_popcount (guint64 mask)
{
  return trp_dabaifen_popcount (mask);
}

static inline int
dbf_team (int seat)
{
  return seat % 2;
}

/* Interned action types (trp-dabaifen-rules.c). */
extern const char *dbf_act_expose;
extern const char *dbf_act_pass;
extern const char *dbf_act_claim;
extern const char *dbf_act_bury;
extern const char *dbf_act_play;

/* The flow of a hand (trp-dabaifen-rules.c). */
void     dbf_intern_names        (void);
void     dbf_config_from_rules   (DbfState        *s,
                                  TrpRules        *rules);
gboolean dbf_deal                (DbfState        *s,
                                  guint            dealer,
                                  JsonObject      *carry,
                                  TrpRng          *rng,
                                  JsonObject      *explicit_deal,
                                  GError         **error);
int      dbf_current_seat        (const DbfState  *s);
const char *dbf_phase_name       (DbfPhase         phase);
void     dbf_apply_move          (DbfState        *s,
                                  DbfMove          move,
                                  int              seat,
                                  guint64          mask);
void     dbf_apply_action        (DbfState        *s,
                                  const TrpAction *action);
const char *dbf_move_type        (DbfMove          move);

/* The moves a table offers (trp-dabaifen-moves.c). */
GPtrArray *dbf_describe_moves    (TrpGame         *game,
                                  int              seat,
                                  GPtrArray       *staged);

/* Legality (trp-dabaifen-validate.c). */
gboolean dbf_validate            (const DbfState  *s,
                                  const TrpAction *action,
                                  GError         **error);
gboolean dbf_check_cards_held    (const DbfState  *s,
                                  const TrpAction *action,
                                  const char      *rule_id,
                                  guint64         *out_mask,
                                  GError         **error);

/* The legal moves (trp-dabaifen-actions.c). */
GPtrArray *dbf_legal_actions     (const DbfState  *s);

/* What a seat sees, and texts (trp-dabaifen-observe.c). */
JsonNode *dbf_observation        (const DbfState  *s,
                                  int              seat);
char    *dbf_describe_risk       (const DbfState  *s,
                                  const TrpAction *action);
char    *dbf_describe_choice     (const TrpAction *action);
char    *dbf_describe_action     (const DbfState  *s,
                                  const char      *name,
                                  const TrpAction *action);
char    *dbf_describe_move       (const DbfState  *s,
                                  const TrpAction *action,
                                  gboolean         you);
gboolean dbf_ends_turn           (const DbfState  *s,
                                  const TrpAction *action);

/* Random draws for the playouts. Each trp_rng_next() word gives two
 * 32-bit draws: a playout makes about fifty choices a hand, and the
 * generator call was a fifth of its time. Lemire's multiply-and-reject
 * keeps every draw exactly uniform.
 */
typedef struct
{
  TrpRng  *rng;
  guint64  word;
  gboolean have_half;
} DbfDraws;

static inline guint32
dbf_draw_half (DbfDraws *d)
{
  if (d->have_half)
    {
      d->have_half = FALSE;
      return (guint32) d->word;
    }
  d->word = trp_rng_next (d->rng);
  d->have_half = TRUE;
  return (guint32) (d->word >> 32);
}

/* Uniform in [0, @bound), @bound at least 1. */
static inline guint
dbf_draw_uniform (DbfDraws *d,
                  guint32   bound)
{
  guint64 m = (guint64) dbf_draw_half (d) * bound;

  if ((guint32) m < bound)
    {
      guint32 threshold = -bound % bound;

      while ((guint32) m < threshold)
        m = (guint64) dbf_draw_half (d) * bound;
    }
  return (guint) (m >> 32);
}

/* trp-dabaifen-playout.c */
guint    dbf_playout_random      (DbfState        *s,
                                  TrpRng          *rng,
                                  guint            max_moves,
                                  GPtrArray       *log);
gboolean dbf_random_move         (const DbfState  *s,
                                  DbfDraws        *d,
                                  int             *seat,
                                  DbfMove         *move,
                                  guint64         *mask);
void     dbf_log_move            (GPtrArray       *log,
                                  DbfMove          move,
                                  int              seat,
                                  guint64          mask);

/* trp-dabaifen-guided.c */
guint    dbf_playout_guided      (DbfState        *s,
                                  TrpRng          *rng,
                                  guint            max_moves,
                                  GPtrArray       *log);
gboolean dbf_guided_move         (const DbfState  *s,
                                  DbfDraws        *d,
                                  int             *seat,
                                  DbfMove         *move,
                                  guint64         *mask);

/* trp-dabaifen-determinize.c */
void     dbf_determinize         (DbfState        *s,
                                  const DbfState  *real,
                                  int              observer,
                                  TrpRng          *rng);
void     dbf_determinize_draw    (DbfState        *s,
                                  int              observer,
                                  TrpRng          *rng);
gboolean dbf_try_constrained_deal (DbfState       *s,
                                  const DbfState  *real,
                                  int              observer,
                                  gboolean         relaxed,
                                  TrpRng          *rng);
/* The constrained deals dbf_determinize() tries before it relaxes the
 * constraints (1,000); tests lower it to reach the fallback. */
extern guint dbf_determinize_tries;

/* trp-dabaifen-score.c */
void            dbf_json_add_mask  (JsonBuilder     *builder,
                                    guint64          mask);
const char     *dbf_trump_by_name  (DbfTrumpSource   by);
TrpRoundResult *dbf_round_result   (TrpGame         *game,
                                    const DbfState  *s);
guint           dbf_round_totals     (const DbfState *s,
                                      int            *totals,
                                      guint           max_units,
                                      int            *match_winner,
                                      int            *opponents_total);

gboolean trp_dabaifen_game_state_equal (TrpDabaifenGame *self,
                                        TrpDabaifenGame *other);

G_END_DECLS
