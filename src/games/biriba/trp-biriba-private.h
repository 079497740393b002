/* trp-biriba-private.h: the state shared by the Biriba game files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The whole state is one flat struct of fixed arrays, so that clone() is a
 * memcpy and search can copy a game thousands of times per second.
 */

#pragma once

#include <string.h>

#include "trp-biriba-game.h"
#include "trp-biriba-meld.h"
#include "trp-biriba-options.h"

G_BEGIN_DECLS

#define BIR_MAX_SEATS   6
#define BIR_MAX_CARDS   162
#define BIR_MAX_MELDS   64
#define BIR_MAX_PACKETS 3
#define BIR_PACKET_MAX  18
#define BIR_N_CODES     80   /* every card byte of a Biriba deck is below */

typedef enum
{
  BIR_PHASE_NONE,
  BIR_PHASE_DECLARE_KOZI,   /* B-62 first_player_declares */
  BIR_PHASE_FIRST_DRAW,     /* B-63: the first player must draw the stock */
  BIR_PHASE_FIRST_CARD,     /* B-63: keep the card or start the pile */
  BIR_PHASE_DRAW,
  BIR_PHASE_MELD,           /* meld step, ended by the discard */
  BIR_PHASE_BIRIBAKI,       /* B-29: the forced TAKE_BIRIBAKI */
  BIR_PHASE_OVER,
} BirPhase;

typedef enum
{
  BIR_END_NONE,
  BIR_END_OUT,          /* B-31 */
  BIR_END_ALL_PASS,     /* B-32 pass_until_all_pass */
  BIR_END_STOCK_EMPTY,  /* B-32 end_when_empty */
  BIR_END_STALEMATE,    /* B-32 stalemate_turn_limit */
} BirEnd;

/* How seats group into sides and scoring units. */
typedef enum
{
  BIR_TEAMS_FIXED,   /* 4 and 6 players: fixed partnerships, team units */
  BIR_TEAMS_NONE,    /* 2 players, 3 without teams: everyone alone */
  BIR_TEAMS_FORMED,  /* 3 with teams, 5: solo phase, then teams (B-52, B-53) */
} BirTeamMode;

typedef struct
{
  BirTeamMode mode;
  guint    n_units;
  gboolean half_points;           /* B-57: scores kept ×2 */
  TrpBiribaPilePickupRestriction pickup;
  gboolean discard_all_taken;     /* discard_restriction_scope */
  gboolean biribaki_without_biriba;
  gboolean going_out_requires_own;
  int      minimum_table[2 * 20]; /* (lower bound, minimum) rows, B-60 */
  guint    minimum_rows;
  TrpBiribaUpcardMode upcard_mode;
  TrpBiribaJokerUpcardRule joker_upcard;
  gboolean kozi_bonus;
  int      joker_value;
  int      two_value;
  int      bonus[10];             /* §6.3, the active scheme */
  int      going_out_bonus;
  int      biribaki_penalty;
  gboolean unused_biribaki_rule;
  int      no_biriba_penalty;
  int      no_meld_penalty;
  gboolean no_meld_replaces_score;
  gboolean no_wild_discard;       /* B-64 */
  gboolean solo_go_down_only;     /* B-56 */
  gboolean end_when_empty;        /* B-32 */
  int      target;
  gboolean at_least;              /* B-46 */
  int      stalemate_limit;       /* 0: none */
  gboolean solo_first_needs_biriba; /* the 18-card packet */
} BirOptions;

typedef struct
{
  TrpCard           cards[TRP_BIRIBA_MELD_MAX];
  TrpBiribaMeldInfo info;
  guint8            side;
} BirMeld;

typedef struct
{
  gboolean took;      /* took_biribaki (B-19) */
  gint8    taker;     /* the seat that took it */
  gint8    packet;    /* which packet */
  gboolean opened;    /* B-60: has melded this hand */
} BirSide;

typedef struct
{
  BirOptions         opt;
  TrpBiribaMeldRules meld_rules;
  guint              n_seats;
  guint              dealer;
  int                totals_before[BIR_MAX_SEATS];

  TrpCard            hands[BIR_MAX_SEATS][BIR_MAX_CARDS];
  guint8             hand_len[BIR_MAX_SEATS];
  guint8             counts[BIR_MAX_SEATS][BIR_N_CODES];  /* hands[] by card */
  TrpCard            stock[BIR_MAX_CARDS];      /* top is the last */
  guint8             stock_len;
  TrpCard            pile[BIR_MAX_CARDS];       /* top is the last */
  guint8             pile_len;
  TrpCard            packets[BIR_MAX_PACKETS][BIR_PACKET_MAX];
  guint8             packet_len[BIR_MAX_PACKETS];
  guint8             n_packets;
  guint8             n_packets_taken;           /* B-30: taken in order */
  BirMeld            melds[BIR_MAX_MELDS];
  guint8             n_melds;
  /* The melds whose cards a playout left in the order played, one bit
   * each: laid out (trp_biriba_meld_arrange()) only when they are looked
   * at, as most playouts' melds never are (bir_lay_out_meld()).
   */
  guint64            unarranged;
  gint8              side_of_seat[BIR_MAX_SEATS];
  BirSide            sides[BIR_MAX_SEATS];
  gboolean           solo_phase;                /* B-56 */
  int                kozi;                      /* a suit, or -1 */

  BirPhase           phase;
  int                current;

  /* The current turn. */
  gboolean           took_pile;
  TrpCard            taken_top;
  guint8             taken_codes[BIR_N_CODES];
  gboolean           restriction_waived;        /* B-27 (b) waiver */
  gboolean           pile_obligation;           /* B-61 must_meld_from_pile */
  gboolean           drew_last_stock;
  gboolean           must_draw_stock;           /* B-63 after FIRST_CARD_TO_PILE */
  gboolean           melded_this_turn;
  gboolean           started_empty;
  gboolean           biribaki_after_discard;
  TrpCard            first_card;

  gboolean           unused_packet[BIR_MAX_SEATS]; /* B-44 record */
  guint8             known[BIR_MAX_SEATS][BIR_N_CODES];
  guint              passes;
  guint              turns_after_empty;
  /* Turns ended since a card left the stock or joined a meld, or a
   * biribaki was taken: how long play has gone round in a circle. */
  guint              idle_turns;
  BirEnd             end;
  int                went_out_seat;
} BirState;

struct _TrpBiribaGame
{
  TrpGame  parent_instance;
  BirState s;
  /* s.opt matches the rules: read at construction, and again at the next
   * deal once the rules change (or always, when nothing watches them).
   */
  gboolean options_valid;
};

/* Only cards of a run's suit or of a set's rank, and wild cards, can join
 * a meld (B-24): a cheap test before the full one.
 */
static inline gboolean
bir_may_fit (const TrpBiribaMeldInfo *info,
             TrpCard                  card)
{
  if (trp_biriba_card_is_wild_capable (card))
    return TRUE;
  if (info->kind == TRP_BIRIBA_MELD_RUN)
    return trp_card_get_suit (card) == info->key;
  return trp_card_get_rank (card) == info->key;
}

/* B-27 (b): may not be discarded this turn. Without a branch on whether
 * the pile was taken: random playouts take it half the time. Both
 * answers are false when it was not taken (next_turn() clears them).
 */
static inline gboolean
bir_discard_forbidden (const BirState *s,
                       TrpCard         card)
{
  guint barred = s->opt.discard_all_taken ? s->taken_codes[card] != 0 : card == s->taken_top;

  return (guint) (s->took_pile != FALSE) & (guint) (s->restriction_waived == FALSE) & barred;
}

/* The kinds of wild card in @counts: a joker, then each suit's 2 (a 2 is
 * a wild or a natural card by where it goes). Returns how many. Without a
 * branch on each card: in a playout, which are held is a toss-up.
 */
static inline guint
bir_collect_wilds (const guint8 *counts,
                   TrpCard       wilds[8])
{
  guint n_wilds = 0;

  wilds[n_wilds] = TRP_CARD_JOKER;
  n_wilds += counts[TRP_CARD_JOKER] > 0;
  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    {
      wilds[n_wilds] = TRP_CARD (suit, TRP_RANK_TWO);
      n_wilds += counts[TRP_CARD (suit, TRP_RANK_TWO)] > 0;
    }
  return n_wilds;
}

/* Search and playouts validate many moves without asking why they fail:
 * the translated reason is looked up only when someone will read it.
 */
#define rule_error(error, ...) \
  G_STMT_START { \
    if ((error) != NULL) \
      trp_set_rule_error ((error), __VA_ARGS__); \
  } G_STMT_END

/* legal_actions() runs at every meld step of a search: the bound of its
 * search for an opening (B-60), smaller than validation's.
 */
#define OPENING_LIST_NODES 2000

/* trp-biriba-game.c: the action types, interned once (class_init) and
 * compared by pointer.
 */
extern const char *bir_action_draw_stock;
extern const char *bir_action_take_pile;
extern const char *bir_action_pass;
extern const char *bir_action_new_meld;
extern const char *bir_action_add_to_meld;
extern const char *bir_action_take_biribaki;
extern const char *bir_action_discard;
extern const char *bir_action_declare_kozi;
extern const char *bir_action_first_card_keep;
extern const char *bir_action_first_card_to_pile;

/* trp-biriba-rules.c: the state transitions. */
void     bir_count_hands               (BirState                 *s);
void     bir_hand_counts               (const BirState           *s,
                                        int                       seat,
                                        guint8                   *counts);
/* trp-biriba-validate.c: the rules a move must follow. */
gboolean bir_check_phase               (const BirState           *s,
                                        BirPhase                  wanted,
                                        GError                  **error);
gboolean bir_check_group               (const BirState           *s,
                                        const TrpCard            *cards,
                                        guint                     n_cards,
                                        GError                  **error);
gboolean bir_side_has_biriba           (const BirState           *s,
                                        int                       side);
gboolean bir_biribaki_needs_biriba     (const BirState           *s);
gboolean bir_before_partner            (const BirState           *s,
                                        int                       seat);
int      bir_opening_minimum_for       (const BirState           *s,
                                        int                       seat);
gboolean bir_hand_may_make_biriba      (const BirState           *s,
                                        int                       seat);
guint    bir_hand_loose_cards          (const BirState           *s,
                                        int                       seat,
                                        gboolean                  natural_twos,
                                        int                      *meldable_value);
gboolean bir_new_meld_may_be_legal     (const BirState           *s,
                                        int                       seat,
                                        gboolean                  natural_twos);
gboolean bir_check_hand_after_meld     (const BirState           *s,
                                        int                       seat,
                                        const guint8             *counts,
                                        guint                     h,
                                        gboolean                  has_biriba_after,
                                        gboolean                  new_meld,
                                        GError                  **error);
gboolean bir_check_discard_rules       (const BirState           *s,
                                        int                       seat,
                                        TrpCard                   card,
                                        const guint8             *counts,
                                        GError                  **error);
gboolean bir_check_new_meld            (const BirState           *s,
                                        const TrpAction          *action,
                                        const guint8             *counts,
                                        gboolean                  side_has_biriba,
                                        TrpBiribaMeldInfo        *infos,
                                        GError                  **error);
gboolean bir_validate_state            (const BirState           *s,
                                        const TrpAction          *action,
                                        GError                  **error);
gboolean bir_pile_take_possible        (const BirState           *s,
                                        int                       seat);
gboolean bir_meets_obligation          (const BirState           *s,
                                        const TrpAction          *action);
gboolean bir_obligation_still_possible (const BirState           *s,
                                        const TrpAction          *action);
void     bir_apply_state               (BirState                 *s,
                                        const TrpAction          *action);
void     bir_apply_add_to_meld         (BirState                 *s,
                                        const TrpAction          *action,
                                        const TrpBiribaMeldInfo  *info,
                                        gboolean                  lay_out);
void     bir_apply_new_meld            (BirState                 *s,
                                        const TrpAction          *action,
                                        const TrpBiribaMeldInfo  *infos,
                                        gboolean                  lay_out);
void     bir_lay_out_meld              (BirState                 *s,
                                        guint                     m);
guint    bir_meld_laid_out             (const BirState           *s,
                                        guint                     m,
                                        TrpCard                  *cards);
gboolean bir_take_group                (guint8                   *left,
                                        const GByteArray         *group);
void     bir_pile_candidates           (const BirState           *s,
                                        int                       seat,
                                        gboolean                  allow_new,
                                        GPtrArray                *out);
gboolean bir_opening_possible          (const BirState           *s,
                                        int                       seat,
                                        gboolean                  need_taken,
                                        guint                     max_nodes,
                                        TrpAction               **out);

/* trp-biriba-actions.c: the legal moves. */
void     bir_collect_meld_candidates   (const BirState           *s,
                                        const guint8             *counts,
                                        GPtrArray                *groups);
void     bir_list_new_meld_actions     (TrpGame                  *game,
                                        const guint8             *counts,
                                        gboolean                  may_meld,
                                        GPtrArray                *actions);
GPtrArray *bir_legal_actions           (TrpGame                  *game);

/* trp-biriba-observe.c: what a seat sees, resampling, texts. */
JsonNode *bir_observation              (TrpGame                  *game,
                                        int                       seat);
void     bir_determinize_state         (BirState                 *s,
                                        int                       observer,
                                        TrpRng                   *rng);
GPtrArray *bir_describe_moves          (TrpGame                  *game,
                                        int                       seat,
                                        GPtrArray                *staged);
gboolean bir_check_staged_meld         (TrpGame                  *game,
                                        int                       seat,
                                        GPtrArray                *staged,
                                        const TrpCard            *cards,
                                        guint                     n_cards,
                                        GError                  **error);
char    *bir_describe_choice           (TrpGame                  *game,
                                        const TrpAction          *action);
char    *bir_describe_action           (TrpGame                  *game,
                                        const TrpAction          *action);
char    *bir_describe_move             (TrpGame                  *game,
                                        const TrpAction          *action);

/* trp-biriba-playout.c: the playouts of search and of the benchmark. */
guint    bir_playout_random            (TrpGame                  *game,
                                        TrpRng                   *rng,
                                        guint                     max_moves,
                                        GPtrArray                *log);
guint    bir_playout_guided            (TrpGame                  *game,
                                        TrpRng                   *rng,
                                        guint                     max_moves,
                                        GPtrArray                *log);

/* trp-biriba-score.c */
int             trp_biriba_opening_minimum (const BirOptions *opt,
                                            int               total);
TrpRoundResult *trp_biriba_score_round     (TrpBiribaGame    *self);
guint           trp_biriba_score_totals    (TrpBiribaGame    *self,
                                            int              *totals,
                                            guint             max_units,
                                            int              *match_winner);

/* For tests: when set, a random playout checks what it keeps from move to
 * move (each seat's hand, which cards fit which melds) against a recount
 * after every move, and aborts on a difference.
 */
extern gboolean trp_biriba_playout_self_check;

/* For tests and tutorials: replace parts of a dealt hand's state by a
 * position given as JSON (see docs/games/biriba.md). It does not check
 * card conservation, so that the end states of §7 can be built directly.
 */
gboolean        trp_biriba_game_load_position (TrpBiribaGame *self,
                                               JsonObject    *position,
                                               GError       **error);

/* A card joins @seat's hand: a deal, a draw, a sample. */
static inline void
hand_add (BirState *s,
          int       seat,
          TrpCard   card)
{
  s->hands[seat][s->hand_len[seat]++] = card;
  s->counts[seat][card]++;
}

/* B-19, B-29: whether emptying the hand now would take @side's biribaki. */
static inline gboolean
bir_may_take_biribaki (const BirState *s,
                       int             side,
                       gboolean        has_biriba)
{
  if (s->sides[side].took || s->n_packets_taken >= s->n_packets)
    return FALSE;
  return has_biriba || !bir_biribaki_needs_biriba (s);
}

/* B-31, B-42: whether emptying the hand now would go out. */
static inline gboolean
bir_may_go_out (const BirState *s,
                int             seat,
                gboolean        has_biriba)
{
  const BirSide *side = &s->sides[s->side_of_seat[seat]];

  return side->took && has_biriba &&
         (!s->opt.going_out_requires_own || side->taker == seat);
}

/* Whether bir_discard_forbidden() holds for every card of @counts, a hand of
 * @h cards. With only the top card barred, that is when all @h are copies
 * of it: one count to read, where reading all of them a vector at a time
 * would stall on the bytes a caller has just taken out. With every taken
 * card barred, eight counts at a time, as playouts ask at every meld after
 * taking the pile.
 */
static inline gboolean
bir_all_forbidden (const BirState *s,
                   const guint8   *counts,
                   guint           h)
{
  guint64 words[BIR_N_CODES / 8];
  guint64 taken[BIR_N_CODES / 8];
  guint64 any = 0;

  if (!s->took_pile || s->restriction_waived)
    return h == 0;
  if (!s->opt.discard_all_taken)
    return s->taken_top < BIR_N_CODES ? counts[s->taken_top] == h : h == 0;

  G_STATIC_ASSERT (BIR_N_CODES % 8 == 0);
  memcpy (words, counts, sizeof words);
  /* taken_codes holds 0 or 1: × 0xff makes a mask of each byte. */
  memcpy (taken, s->taken_codes, sizeof taken);
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    any |= words[i] & ~(taken[i] * 0xff);
  return any == 0;
}

/* B-24, B-25: whether @card alone joins meld @m. */
static inline gboolean
bir_meld_takes_card (const BirState *s,
                     guint           m,
                     TrpCard         card)
{
  return trp_biriba_meld_add_one (&s->meld_rules, s->melds[m].cards, &s->melds[m].info,
                                  card, NULL) == TRP_BIRIBA_MELD_OK;
}

/* B-56: before the teams form, melding means going down at once. */
static inline gboolean
bir_go_down_only (const BirState *s)
{
  return s->opt.mode == BIR_TEAMS_FORMED && s->solo_phase && s->opt.solo_go_down_only;
}

/* B-56: the turn's first meld action must go down, so no card may join
 * a meld before it.
 */
static inline gboolean
bir_must_go_down_first (const BirState *s)
{
  return bir_go_down_only (s) && !s->melded_this_turn;
}

/* B-56: a new meld that would leave @h cards does not go down. */
static inline gboolean
bir_go_down_keeps_too_many (const BirState *s,
                            guint           h)
{
  return bir_must_go_down_first (s) && h > 1;
}

/* B-23: whether the table has room for @n_groups new melds. */
static inline gboolean
bir_room_for_melds (const BirState *s,
                    guint           n_groups)
{
  return s->n_melds + n_groups <= BIR_MAX_MELDS;
}

/* B-22, B-63: whether the pile may be taken, before B-61's restriction. */
static inline gboolean
bir_pile_takeable (const BirState *s)
{
  return s->pile_len > 0 && !s->must_draw_stock;
}

/* B-61: whether the pile pickup restriction lets @seat take a pile it
 * may take (bir_pile_takeable()): without one, always; with one, when a
 * card of the pile could then be melded.
 */
static inline gboolean
bir_pile_pickup_allowed (const BirState *s,
                         int             seat)
{
  return s->opt.pickup == TRP_BIRIBA_PILE_PICKUP_RESTRICTION_NONE || bir_pile_take_possible (s, seat);
}

/* B-32: passing is for an empty stock, unless the hand ends with it. */
static inline gboolean
bir_may_pass (const BirState *s)
{
  return s->stock_len == 0 && !s->opt.end_when_empty;
}

/* B-60: what the first meld action of @seat's side must be worth, 0 once
 * the side has melded or without the rule.
 */
static inline int
bir_opening_minimum_now (const BirState *s,
                         int             seat)
{
  if (s->sides[s->side_of_seat[seat]].opened)
    return 0;
  return bir_opening_minimum_for (s, seat);
}

/* B-61 must_meld_from_pile: a meld action meets the obligation, or
 * leaves a way to meet it this turn.
 */
static inline gboolean
bir_obligation_kept (const BirState  *s,
                     const TrpAction *action)
{
  return !s->pile_obligation || bir_meets_obligation (s, action) ||
         bir_obligation_still_possible (s, action);
}

/* Three natural cards, a set or a run from its lowest card up (B-14,
 * B-15), judged without trp_biriba_meld_evaluate(); %FALSE for anything
 * else, which that must judge.
 */
static inline gboolean
bir_natural_triple (const BirState    *s,
                    const TrpCard     *cards,
                    TrpBiribaMeldInfo *out_info)
{
  guint r0 = trp_card_get_rank (cards[0]);
  guint r1 = trp_card_get_rank (cards[1]);
  guint r2 = trp_card_get_rank (cards[2]);
  guint suit = trp_card_get_suit (cards[0]);

  if (trp_biriba_card_is_wild_capable (cards[0]) || trp_biriba_card_is_wild_capable (cards[1]) ||
      trp_biriba_card_is_wild_capable (cards[2]))
    return FALSE;
  if (r0 == r1 && r1 == r2 && !s->meld_rules.runs_only)
    {
      *out_info = (TrpBiribaMeldInfo) { TRP_BIRIBA_MELD_SET, (guint8) r0, 0, 3 };
      return TRUE;
    }
  /* B-14: a natural ace goes only above a king. */
  if (trp_card_get_suit (cards[1]) == suit && trp_card_get_suit (cards[2]) == suit &&
      r0 != TRP_RANK_ACE && r1 == r0 + 1 &&
      (r2 == r1 + 1 || (r1 == TRP_RANK_KING && r2 == TRP_RANK_ACE && s->meld_rules.ace_high_in_runs)))
    {
      *out_info = (TrpBiribaMeldInfo) { TRP_BIRIBA_MELD_RUN, (guint8) suit, 0, 3 };
      return TRUE;
    }
  return FALSE;
}

/* A run position of a natural card of a meld of three whose other
 * natural is @other: an ace is high next to a queen or a king.
 */
static inline guint
bir_triple_position (TrpCard card,
                     TrpCard other)
{
  guint rank = trp_card_get_rank (card);

  if (rank != TRP_RANK_ACE)
    return rank;
  return trp_card_get_rank (other) >= TRP_RANK_QUEEN ? 14 : 1;
}

/* bir_natural_triple(), and two naturals with one wild card: a set
 * (B-15), or a run (B-14) whose wild card fills the gap or lengthens it,
 * or is the suit's 2 in its natural place (B-17: the fewest wild cards).
 * %FALSE for anything else, which trp_biriba_meld_evaluate() must judge;
 * where it says %TRUE, @out_info is what that would say
 * (tests/biriba/test-biriba-meld.c checks every triple).
 */
static inline gboolean
bir_evaluate_triple (const BirState    *s,
                     const TrpCard     *cards,
                     TrpBiribaMeldInfo *out_info)
{
  guint n_wild = 0;
  guint at = 0;
  TrpCard a, b, wild;
  guint lo, hi;
  gboolean natural_two;

  for (guint i = 0; i < 3; i++)
    if (trp_biriba_card_is_wild_capable (cards[i]))
      {
        n_wild++;
        at = i;
      }
  if (n_wild == 0)
    return bir_natural_triple (s, cards, out_info);
  if (n_wild > 1)
    return FALSE;

  wild = cards[at];
  a = cards[at == 0 ? 1 : 0];
  b = cards[at == 2 ? 1 : 2];
  if (trp_card_get_rank (a) == trp_card_get_rank (b))
    {
      if (s->meld_rules.runs_only)
        return FALSE;
      *out_info = (TrpBiribaMeldInfo) { TRP_BIRIBA_MELD_SET, (guint8) trp_card_get_rank (a), 1, 3 };
      return TRUE;
    }
  if (trp_card_get_suit (a) != trp_card_get_suit (b))
    return FALSE;

  lo = bir_triple_position (a, b);
  hi = bir_triple_position (b, a);
  if (lo > hi)
    {
      guint swap = lo;

      lo = hi;
      hi = swap;
    }
  /* Two places apart or side by side: the wild card fills the gap, or
   * goes below (never an ace below, nor a 2 below a 3 that is natural).
   */
  if (hi - lo < 1 || hi - lo > 2 || (hi == 14 && !s->meld_rules.ace_high_in_runs) ||
      (hi - lo == 1 && lo < 3))
    return FALSE;
  natural_two = trp_card_get_rank (wild) == TRP_RANK_TWO &&
                trp_card_get_suit (wild) == trp_card_get_suit (a) &&
                ((lo == 1 && hi == 3) || (lo == 3 && hi == 4));
  *out_info = (TrpBiribaMeldInfo) { TRP_BIRIBA_MELD_RUN, (guint8) trp_card_get_suit (a),
                                    natural_two ? 0 : 1, 3 };
  return TRUE;
}

/* One group of a new meld (B-13 to B-17): the common meld of three
 * without the full evaluation.
 */
static inline TrpBiribaMeldProblem
bir_evaluate_group (const BirState    *s,
                    const TrpCard     *cards,
                    guint              n,
                    TrpBiribaMeldInfo *info)
{
  if (n == 3 && bir_evaluate_triple (s, cards, info))
    return TRP_BIRIBA_MELD_OK;
  return trp_biriba_meld_evaluate (&s->meld_rules, cards, n, info);
}

/* B-27 (b), B-28 on the hand an add_to_meld of @n_cards leaves (@counts);
 * @info is the meld after it, which may bring the side its biriba.
 */
static inline gboolean
bir_check_hand_after_add (const BirState          *s,
                          int                      seat,
                          const guint8            *counts,
                          guint                    n_cards,
                          gboolean                 side_has_biriba,
                          const TrpBiribaMeldInfo *info,
                          GError                 **error)
{
  return bir_check_hand_after_meld (s, seat, counts, s->hand_len[seat] - n_cards,
                                    side_has_biriba || trp_biriba_is_biriba (info->n_cards), FALSE, error);
}

/* The checks of a discard of a held card; @counts is the hand. Inline,
 * with its quick answer for most discards of a playout: not a card taken
 * from the pile (B-27 (b)), no B-61 or B-64, and more than one card
 * (B-27 (d)).
 */
static inline gboolean
bir_check_discard (const BirState  *s,
                   int              seat,
                   TrpCard          card,
                   const guint8    *counts,
                   GError         **error)
{
  if (!((guint) (s->pile_obligation != FALSE) | (guint) bir_discard_forbidden (s, card) |
        (guint) (s->opt.no_wild_discard != FALSE) | (guint) (s->hand_len[seat] == 1)))
    return TRUE;
  return bir_check_discard_rules (s, seat, card, counts, error);
}

G_END_DECLS
