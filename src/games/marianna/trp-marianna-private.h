/* trp-marianna-private.h: the state shared by the trp-marianna-*.c files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-marianna-game.h"

G_BEGIN_DECLS

#define M_N_CARDS    40
#define M_MAX_SEATS  4
#define M_MAX_TRICKS 20
#define M_MAX_STOCK  30
#define M_MAX_DECLS  24
#define M_HAND       5

/* A card's index in the 40-card masks: ten per suit, weakest first, so a
 * higher index within a suit is a stronger card (M-4).
 */
#define M_SUIT_MASK(suit) (((guint64) 0x3ff) << ((suit) * 10))
#define M_BIT(index)      (((guint64) 1) << (index))

/* Positions inside a suit, weakest first: 2 4 5 6 7 J Q K 3 A (M-4). */
#define POS_QUEEN 6
#define POS_KING  7
#define POS_THREE 8
#define POS_ACE   9

typedef enum
{
  M_PHASE_COVER_REQUEST,
  M_PHASE_COVER_ANSWER,
  M_PHASE_WINDOW,
  M_PHASE_TURN,
  M_PHASE_WINNER_DECLARE,
  M_PHASE_CLAIM,
  M_PHASE_OVER,
} MPhase;

typedef enum
{
  M_TIMING_OWN_TURN,
  M_TIMING_TRICK_START,
  M_TIMING_LEADER_ONLY,
  M_TIMING_ANY_TIME,
  M_TIMING_WINNER,       /* Mariaccio, M-63 */
} MTiming;

typedef enum
{
  M_SCORING_SEQ_40,
  M_SCORING_SEQ_20,
  M_SCORING_FIRST_40,
  M_SCORING_MATRIMONIO,  /* two-player: 40 in trumps, 20 otherwise */
} MScoring;

typedef enum
{
  M_TRUMP_LATEST,
  M_TRUMP_FIRST_ONLY,
  M_TRUMP_FIXED,         /* two-player: the indicator's suit */
} MTrumpChange;

typedef enum
{
  M_END_NONE,
  M_END_TRICKS,
  M_END_MARIANNONE,
  M_END_CLAIM,
} MEnd;

/* The options of a ruleset, fixed ones included (§6 Presets), read once. */
typedef struct
{
  TrpMariannaRuleset ruleset;
  guint8             n_seats;
  guint8             timing;
  guint8             scoring;
  guint8             trump_change;
  gboolean           late_declaration;
  gboolean           mariannino;
  gboolean           mariannone;
  gboolean           covering;
  gboolean           ace_swap;
  int                target;
  TrpFaceStyle       style;
} MConfig;

typedef struct
{
  guint8  kind;           /* TrpMariannaDeclareKind */
  guint8  seat;
  guint8  suit;
  guint8  trick;          /* 0-based */
  gint16  points;
  guint8  changed_trump;
  guint8  n_cards;
  TrpCard cards[M_HAND];
} MDecl;

typedef struct
{
  guint8 trick;
  guint8 seat;
  guint8 suit;
  gint8  answer;          /* -1 not yet, 0 no, 1 yes */
  gint8  won;             /* -1 not resolved, 0 lost, 1 won */
} MCover;

typedef struct
{
  MConfig  cfg;
  guint8   n_tricks;      /* 10 or 20 */
  guint8   draw_tricks;   /* tricks followed by a draw: 5 or 15 */
  guint8   dealer;

  guint64  hand[M_MAX_SEATS];
  /* Cards everyone knows a seat holds: declared, swapped in (M-16, M-56). */
  guint64  exposed[M_MAX_SEATS];
  guint64  won[2];        /* captured cards per scoring unit */

  TrpCard  stock[M_MAX_STOCK];  /* top first; the indicator last */
  guint8   stock_len;
  guint8   stock_pos;
  TrpCard  indicator;     /* two-player; TRP_CARD_NONE otherwise */

  guint8   trump;         /* a TrpSuit, TRP_SUIT_NONE while none */
  gboolean trump_fixed;   /* first_only: the first event happened (M-33) */

  guint8   trick_no;      /* 0-based */
  guint8   leader;
  guint8   n_played;
  TrpCard  trick[M_MAX_SEATS];  /* in playing order */
  TrpCard  log[M_MAX_TRICKS][M_MAX_SEATS];
  guint8   log_leader[M_MAX_TRICKS];
  guint8   log_winner[M_MAX_TRICKS];

  int      card_points[2];
  int      decl_points[2];
  MDecl    decls[M_MAX_DECLS];
  guint8   n_decls;
  guint8   n_mariannas;
  guint8   suits_declared;      /* mask by suit: marianna or matrimonio */
  gboolean mariannino_done;

  /* The trick in progress. */
  gboolean eligible;            /* declarations allowed (M-18, M-34) */
  guint8   declared_in_trick;   /* seats, M-21 a */
  guint8   passed;              /* seats that passed since the window's
                                 * last declaration (M-31, M-43) */
  gint8    setter_pos;          /* playing-order position of the trick's
                                 * latest trump setter (M-21 b) */
  MCover   covers[M_MAX_TRICKS];
  guint8   n_covers;
  gboolean cover_active;        /* covers[n_covers - 1] is this trick's */
  gboolean swap_done;

  MPhase   phase;
  guint8   current;
  guint8   last_winner;

  int      totals_before[2];
  MEnd     end;
  gboolean match_over;
  int      winner;
  guint8   end_seat;
} MState;

struct _TrpMariannaGame
{
  TrpGame parent_instance;
  MState  st;
  guint   n_seats;    /* the game's, construct-only, read once */
};

/* The option table of each ruleset, by TrpMariannaRuleset (M-30): it
 * names the ruleset's game id. */
extern const TrpRulesDescriptor *const m_ruleset_descriptors[];

/* Interned action types. */
extern const char *m_act_play;
extern const char *m_act_declare;
extern const char *m_act_pass;
extern const char *m_act_cover_request;
extern const char *m_act_cover_answer;
extern const char *m_act_swap;
extern const char *m_act_claim;

void     m_intern_names       (void);

/* Cards. TrpCard is (suit << 4) | rank; the tables turn it into a mask
 * index and back without division, as the playout does it per card.
 */
/* M-4: 2 4 5 6 7 J Q K 3 A, weakest first; -1 for ranks not in the pack. */
static const gint8 m_pos_of_rank[16] = { -1, 9, 0, 8, 1, 2, 3, 4, -1, -1, -1, 5, 6, 7, -1, -1 };

#define M_CARD_ROW(s) TRP_CARD (s, 2), TRP_CARD (s, 4), TRP_CARD (s, 5), TRP_CARD (s, 6), \
  TRP_CARD (s, 7), TRP_CARD (s, 11), TRP_CARD (s, 12), TRP_CARD (s, 13), TRP_CARD (s, 3), TRP_CARD (s, 1)
#define M_POINTS_ROW 0, 0, 0, 0, 0, 2, 3, 4, 10, 11
/* By mask index, so that the hot paths need no division. */
static const TrpCard m_card_of_index[M_N_CARDS] = {
  M_CARD_ROW (0), M_CARD_ROW (1), M_CARD_ROW (2), M_CARD_ROW (3)
};
static const guint8 m_points_of_index[M_N_CARDS] = {
  M_POINTS_ROW, M_POINTS_ROW, M_POINTS_ROW, M_POINTS_ROW
};

static inline int
m_card_index (TrpCard card)
{
  guint suit = card >> 4;
  int pos = m_pos_of_rank[card & 0xf];

  if (suit >= TRP_N_SUITS || pos < 0)
    return -1;
  return suit * 10 + pos;
}

static inline TrpCard
m_index_card (int index)
{
  return m_card_of_index[index];
}

static inline int
m_card_points (TrpCard card)
{
  int index = m_card_index (card);

  return index < 0 ? 0 : m_points_of_index[index];
}

static inline int
m_card_strength (TrpCard card)
{
  int index = m_card_index (card);

  return index < 0 ? 0 : index % 10 + 1;
}

/* Without -mpopcnt the builtin is a libgcc call; this is branch-free. */
static inline guint
m_popcount (guint64 x)
{
#ifdef __POPCNT__
  return __builtin_popcountll (x);
#else
  x = x - ((x >> 1) & G_GUINT64_CONSTANT (0x5555555555555555));
  x = (x & G_GUINT64_CONSTANT (0x3333333333333333)) + ((x >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  x = (x + (x >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);
  return (guint) ((x * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56);
#endif
}

guint    m_mask_to_cards      (guint64        mask,
                               TrpCard       *cards);
int      m_mask_points        (guint64        mask);

#define QUEENS_MASK (M_BIT (POS_QUEEN) | M_BIT (10 + POS_QUEEN) | \
                     M_BIT (20 + POS_QUEEN) | M_BIT (30 + POS_QUEEN))
#define KINGS_MASK  (M_BIT (POS_KING) | M_BIT (10 + POS_KING) | \
                     M_BIT (20 + POS_KING) | M_BIT (30 + POS_KING))

static inline guint64
m_king_bit (guint suit)
{
  return M_BIT (suit * 10 + POS_KING);
}

static inline guint64
m_queen_bit (guint suit)
{
  return M_BIT (suit * 10 + POS_QUEEN);
}

/* 2 or 4: seat arithmetic masks with n - 1 instead of dividing. */
static inline guint
m_n_seats (const MState *st)
{
  return st->cfg.n_seats;
}

static inline gboolean
m_is_two_player (const MState *st)
{
  return st->cfg.n_seats == 2;
}

static inline guint
m_stock_left (const MState *st)
{
  return st->stock_len - st->stock_pos;
}

/* The covering of the trick in progress (§8), if any. */
static inline const MCover *
m_active_cover (const MState *st)
{
  return st->cover_active ? &st->covers[st->n_covers - 1] : NULL;
}

static inline gboolean
m_trick_is_covered (const MState *st)
{
  const MCover *cover = m_active_cover (st);

  return cover != NULL && cover->answer == 1;
}

/* The small reads and steps of the flow, inline in the rules
 * (trp-marianna-rules.c) and the random playout (trp-marianna-playout.c)
 * alike, so that the playout's loop costs no calls.
 */
static inline guint
m_partner_of (guint seat)
{
  return (seat + 2) % 4;
}

/* The seats the window no longer polls: those who declared in this trick
 * (M-21 a) and the leader of a covered trick (M-48).
 */
static inline guint8
m_window_barred (const MState *st)
{
  guint8 barred = st->declared_in_trick;

  if (m_trick_is_covered (st))
    barred |= 1 << st->leader;
  return barred;
}

/* Whether any declaration is still possible for someone, judged on public
 * facts only, so that opening a window reveals nothing about the hands.
 */
static inline gboolean
m_declaration_still_possible (const MState *st)
{
  if (st->suits_declared != 0xf)
    return TRUE;
  if (st->cfg.mariannino && !st->mariannino_done)
    return TRUE;
  return st->cfg.mariannone;
}

static inline void
m_to_turn (MState *st)
{
  st->phase = M_PHASE_TURN;
  st->current = (st->leader + st->n_played) & (m_n_seats (st) - 1);
}

/* The cards @seat may play now (M-11, M-48, M-62). */
static inline guint64
m_allowed_plays (const MState *st,
                 guint         seat)
{
  guint64 hand = st->hand[seat];

  if (m_trick_is_covered (st))
    {
      const MCover *cover = m_active_cover (st);
      guint64 pair = m_king_bit (cover->suit) | m_queen_bit (cover->suit);

      /* M-48: the leader leads his card of X, the partner plays the other. */
      if ((seat == st->leader || seat == m_partner_of (st->leader)) && (hand & pair))
        return hand & pair;
    }

  if (st->cfg.ruleset == TRP_MARIANNA_RULESET_MARIACCIO &&
      st->n_played == 1 && m_stock_left (st) == 0)
    {
      int led = m_card_index (st->trick[0]);
      guint64 same = hand & M_SUIT_MASK (led / 10);
      guint64 higher = same & ~((M_BIT (led + 1)) - 1);
      guint64 trumps = hand & M_SUIT_MASK (st->trump);

      /* M-62, M-AMB-17. */
      if (higher != 0)
        return higher;
      if (same != 0)
        return same;
      if (trumps != 0)
        return trumps;
    }

  return hand;
}

/* What check_turn_declaration() decides, without building messages:
 * enumeration and the random playout ask this on every turn.
 */
static inline gboolean
m_turn_declaration_open (const MState *st,
                         guint         seat)
{
  switch (st->cfg.ruleset)
    {
    case TRP_MARIANNA_RULESET_MARIACCIO:
      return FALSE;
    case TRP_MARIANNA_RULESET_BRISCOLA_151:
      return st->trick_no > 0 && st->eligible;
    case TRP_MARIANNA_RULESET_MARIANNA:
    case TRP_MARIANNA_RULESET_CINQUECENTO:
    default:
      break;
    }
  if (!st->eligible)
    return FALSE;
  switch (st->cfg.timing)
    {
    case M_TIMING_TRICK_START:
    case M_TIMING_ANY_TIME:
      return FALSE;
    case M_TIMING_LEADER_ONLY:
      return st->n_played == 0 && seat == st->leader;
    case M_TIMING_OWN_TURN:
    default:
      return TRUE;
    }
}

/* m_select_in_byte[k << 8 | b]: the position of the k-th set bit of byte b
 * (filled by m_intern_names()).
 */
extern guint8 m_select_in_byte[8 * 256];

#define L8 G_GUINT64_CONSTANT (0x0101010101010101)
#define H8 G_GUINT64_CONSTANT (0x8080808080808080)

/* Byte j of the result: the number of set bits in bytes 0 to j of @mask;
 * the top byte is thus the popcount (a mask has at most 40 bits).
 */
static inline guint64
m_byte_sums (guint64 mask)
{
  guint64 s = mask - ((mask >> 1) & G_GUINT64_CONSTANT (0x5555555555555555));

  s = (s & G_GUINT64_CONSTANT (0x3333333333333333)) + ((s >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  return ((s + (s >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f)) * L8;
}

/* The index of the @k-th set bit of @mask (k < its popcount), whose byte
 * sums are @s, without the loop whose random length the branch predictor
 * cannot follow: the byte where k is reached, then a table inside the byte
 * (Vigna, "Broadword implementation of rank/select queries", 2008).
 */
static inline int
m_select_bit (guint64 mask,
              guint64 s,
              guint   k)
{
  /* A byte's high bit is set where k reaches the sum up to that byte. */
  guint64 geq = (((k * L8) | H8) - s) & H8;
  guint place = (guint) (((geq >> 7) * L8) >> 56) * 8;
  guint rank = k - (guint) (((s << 8) >> place) & 0xff);

  return place + m_select_in_byte[(rank << 8) | ((mask >> place) & 0xff)];
}

static inline int
m_nth_bit (guint64 mask,
           guint   k)
{
  return m_select_bit (mask, m_byte_sums (mask), k);
}

#undef L8
#undef H8

/* Rules and flow (trp-marianna-rules.c). */
void     m_config_from_rules  (MConfig       *cfg,
                               TrpRules      *rules);
void     m_start_hand         (MState        *st);
guint    m_unit               (const MState  *st,
                               guint          seat);
guint64  m_card_bit           (TrpCard        card);
gboolean m_cards_mask         (const TrpAction *action,
                               guint64       *mask);

/* Legality (trp-marianna-validate.c). */
gboolean m_validate           (const MState  *st,
                               const TrpAction *action,
                               GError       **error);
void     m_apply              (MState        *st,
                               const TrpAction *action);
/* The legal moves (trp-marianna-actions.c). */
GPtrArray *m_legal_actions    (const MState  *st);
/* The moves a table offers (trp-marianna-moves.c). */
GPtrArray *m_describe_moves   (const MState  *st,
                               int            seat);
void     m_play_index         (MState        *st,
                               guint          seat,
                               int            index);
void     m_finish_trick       (MState        *st,
                               guint64        mask,
                               guint          pos);
void     m_window_advance     (MState        *st);
gboolean m_swap_open          (const MState  *st,
                               guint          seat);

/* The moves of the current step as m_legal_actions() lists them, in the
 * same order, without allocating (trp-marianna-rules.c).
 */
typedef struct
{
  guint   n;            /* all moves */
  guint   n_other;      /* the moves before the plays */
  guint64 pairs;        /* declarable pairs, by their queen's bit */
  guint8  n_pairs;
  guint8  mariannino;
  guint8  mariannone;
  guint8  swap;
  guint64 plays;        /* M_PHASE_TURN: the cards that may be played */
} MChoices;

void     m_choices            (const MState  *st,
                               MChoices      *choices);
void     m_choice_action      (const MState  *st,
                               const MChoices *choices,
                               guint          k,
                               TrpAction     *action,
                               TrpCard       *cards);
void     m_play_choice        (MState        *st,
                               const MChoices *choices,
                               guint          k,
                               int            card,
                               GPtrArray     *log);
/* The random playout (trp-marianna-playout.c). */
guint    m_playout            (MState        *st,
                               TrpRng        *rng,
                               guint          max_moves,
                               GPtrArray     *log);
const char *m_phase_name      (const MState  *st);

/* Observation, determinization, texts (trp-marianna-observe.c). */
JsonNode *m_observation       (const MState  *st,
                               int            seat);
void     m_determinize        (MState        *st,
                               int            observer,
                               TrpRng        *rng);
char    *m_describe_choice    (const MState  *st,
                               const TrpAction *action);
int      m_marianna_value     (const MState  *st);
char    *m_describe_action    (const MState  *st,
                               const char    *name,
                               const TrpAction *action);
char    *m_describe_move      (const MState    *st,
                               const TrpAction *action);
const char *m_suit_name       (const MState  *st,
                               guint          suit);

/* The hand's result (trp-marianna-score.c). */
TrpRoundResult *m_round_result (TrpGame      *game,
                                const MState *st);

/* The guided playout: rules of thumb for every seat (trp-marianna-guided.c).
 * m_guided_move() chooses one move of @choices, also for the tests.
 */
guint    m_guided_move        (const MState  *st,
                               const MChoices *choices,
                               TrpRng        *state,
                               int           *card);
void     m_guided_init        (void);
guint    m_playout_guided     (MState        *st,
                               TrpRng        *rng,
                               guint          max_moves,
                               GPtrArray     *log);

G_END_DECLS
