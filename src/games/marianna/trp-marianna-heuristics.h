/* trp-marianna-heuristics.h: the rules of thumb of the Marianna family
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pure move scores on card masks (as in trp-marianna-view.h), shared by
 * the rule-based player (src/ai) and the guided playout, so that a rule
 * of thumb is written once.
 */

#pragma once

#include "trp-card.h"
#include "trp-marianna-view.h"

G_BEGIN_DECLS

int      trp_marianna_trump_fitness (guint64  hand,
                                     guint    suit);
int      trp_marianna_pair_value    (guint64  hand,
                                     guint    suit,
                                     guint    n_seats,
                                     guint    trump);
gboolean trp_marianna_swap_pays     (guint64  hand,
                                     TrpCard  indicator,
                                     guint    declared_suits,
                                     guint    stock_size,
                                     guint    trick_number);

/* M-5: the card points of a mask index. */
static inline int
trp_marianna_points_of_index (int index)
{
#define TRP_MARIANNA_POINTS_ROW 0, 0, 0, 0, 0, 2, 3, 4, 10, 11
  static const guint8 points[40] = {
    TRP_MARIANNA_POINTS_ROW, TRP_MARIANNA_POINTS_ROW,
    TRP_MARIANNA_POINTS_ROW, TRP_MARIANNA_POINTS_ROW
  };
#undef TRP_MARIANNA_POINTS_ROW

  return points[index];
}

int      trp_marianna_choose_cover_request (guint64 hand,
                                            guint64 gone,
                                            guint   declared_suits,
                                            guint   request_suits);

int      trp_marianna_keep_value2   (guint    pos,
                                     gboolean is_trump,
                                     gboolean two_players,
                                     gboolean pair_held,
                                     gboolean pair_open);

/**
 * trp_marianna_seat_after_value2:
 * @partner: whether the seat still to play is the partner
 * @two_players: whether the game has two seats
 * @ruleset: the rule set, for two players
 *
 * What one seat still to play after this card adds to the worth of taking
 * the trick, in half points. With four players a partner still to play
 * adds points to a trick we hold, while an opponent still to play chooses
 * freely what to give (no duty to follow, M-11) and the winner must lead
 * next, so an early win counts for less. Measured in self-play and
 * against random play. Inline: the guided playout asks it on every card.
 *
 * Returns: the value in half points
 */
static inline int
trp_marianna_seat_after_value2 (gboolean           partner,
                                gboolean           two_players,
                                TrpMariannaRuleset ruleset)
{
  if (partner)
    return 6;
  if (!two_players)
    return -6;
  return ruleset == TRP_MARIANNA_RULESET_BRISCOLA_151 ? 3 : -4;
}

/* ---- The card to play ----
 *
 * The strategy below is the one the rule-based player (src/ai) and the
 * guided playout both play. The two know different things: the player
 * only what its seat may see (M-68), so it guesses from the unseen cards
 * whether the seats still to play can beat a card; a rollout plays a
 * determinized deal and reads their hands. Each fills the facts from what
 * it knows and answers that one question through a TrpMariannaKnowledge;
 * the weighing itself is written once here.
 */

/* Why a card was chosen, for the player's hints. */
typedef enum
{
  TRP_MARIANNA_PLAY_WIN,          /* takes the trick, nobody can beat it */
  TRP_MARIANNA_PLAY_TRY_WIN,      /* takes the lead, may still be beaten */
  TRP_MARIANNA_PLAY_LOAD,         /* the partner holds the trick */
  TRP_MARIANNA_PLAY_LEAD_WINNER,
  TRP_MARIANNA_PLAY_LEAD_LOW,     /* a lead of no points, not a trump */
  TRP_MARIANNA_PLAY_LEAD_OTHER,
  TRP_MARIANNA_PLAY_DISCARD,      /* the trick is the opponents' */
} TrpMariannaPlayReason;

/* What a card choice weighs (M-5, M-11, M-12, M-48), masks as in
 * trp-marianna-view.h.
 */
typedef struct
{
  guint64  plays;           /* the cards it may play, at most
                             * TRP_MARIANNA_MAX_HAND */
  guint64  trumps;          /* the trump suit's cards, 0 while none */
  guint    trump;           /* the trump suit, TRP_SUIT_NONE while none */
  gboolean two_players;
  int      best;            /* the trick's winning card, -1 to lead */
  gboolean partner_winning; /* the partner's card holds the trick */
  gboolean partner_after;   /* the partner is still to play */
  /* What the trick is worth before the card, in half points: the cards
   * on the table, a covering's 20 (M-48) and the seats still to play
   * (trp_marianna_seats_after_value2()). */
  int      stake2;
  /* Kings and queens a declaration may still use (M-16, M-54, M-63):
   * of a pair held, and those whose other half is not played yet. */
  guint64  waiting;
  guint64  single;
} TrpMariannaTrick;

/* The chances are in 256ths. */
#define TRP_MARIANNA_SURE 256

/* What the seat may ask about the seats still to play. */
typedef struct
{
  /* The chance that @card, winning the trick now, stays the winner
   * against the opponents still to play; @partners says that it is the
   * partner's card on the table, not one of the seat's. */
  int (*holds) (gconstpointer knowledge,
                int           card,
                gboolean      partners);
} TrpMariannaKnowledge;

/* The cards of @card's suit above it, by mask index (M-4). */
extern const guint64 trp_marianna_above[40];

/* M-12: the cards that would beat @card if it were winning the trick. */
static inline guint64
trp_marianna_beaters (guint64 trumps,
                      int     card)
{
  return trp_marianna_above[card] | ((trumps >> card) & 1 ? 0 : trumps);
}

/**
 * trp_marianna_seats_after_value2:
 * @partner: whether the partner is still to play
 * @opponents: how many opponents are still to play
 *
 * Returns: what the seats still to play add to the worth of taking the
 *   trick, in half points (trp_marianna_seat_after_value2() each)
 */
static inline int
trp_marianna_seats_after_value2 (gboolean           partner,
                                 guint              opponents,
                                 gboolean           two_players,
                                 TrpMariannaRuleset ruleset)
{
  return (partner ? trp_marianna_seat_after_value2 (TRUE, two_players, ruleset) : 0) +
         (int) opponents * trp_marianna_seat_after_value2 (FALSE, two_players, ruleset);
}

/* What a card costs the score for being given up, in 256ths of a half
 * point: 256 times trp_marianna_keep_value2(), plus twice its position so
 * that between equals the weaker card goes. By two players or four, the
 * trump suit (TRP_SUIT_NONE for none), then two bits of the waiting
 * mask | the single mask << 1 at the card's place (as
 * trp_marianna_choose_card() reads them), times 64, plus its mask index;
 * filled by
 * trp_marianna_heuristics_init(), so each card costs one load.
 */
extern gint16 trp_marianna_keep_penalty[2][TRP_N_SUITS + 1][4 * 64];

void trp_marianna_heuristics_init (void);

static inline const gint16 *
trp_marianna_keep_penalties (gboolean two_players,
                             guint    trump)
{
  return trp_marianna_keep_penalty[two_players ? 1 : 0][MIN (trump, (guint) TRP_N_SUITS)];
}

/* The queens' bits of the suits whose marianna or matrimonio was made,
 * by the bits 1 << suit of the declared suits.
 */
extern const guint64 trp_marianna_declared_queens[16];

#define TRP_MARIANNA_QUEENS (G_GUINT64_CONSTANT (1) << 6 | G_GUINT64_CONSTANT (1) << 16 | \
                             G_GUINT64_CONSTANT (1) << 26 | G_GUINT64_CONSTANT (1) << 36)

/**
 * trp_marianna_pairs_ahead:
 * @hand: the seat's cards
 * @declared_suits: bit 1 << suit: a marianna or matrimonio made there
 * @ahead: whether a later trick may still bring a declaration (M-18,
 *   M-55, M-63)
 * @unplayed: the cards neither in a finished trick nor on the table
 * @waiting: (out): the kings and queens of @hand whose pair is held
 * @single: (out): those whose other half is still unplayed elsewhere
 *
 * The kings and queens that trp_marianna_keep_value2() values for a
 * declaration to come (M-16, M-54, M-63).
 */
static inline void
trp_marianna_pairs_ahead (guint64   hand,
                          guint     declared_suits,
                          gboolean  ahead,
                          guint64   unplayed,
                          guint64  *waiting,
                          guint64  *single)
{
  guint64 open = TRP_MARIANNA_QUEENS & ~trp_marianna_declared_queens[declared_suits & 15];
  guint64 queens = hand & open & (hand >> 1);
  guint64 on = -(guint64) (ahead != FALSE);

  *waiting = (queens | (queens << 1)) & on;
  *single = hand & ~*waiting & on &
            ((open & (unplayed >> 1)) | ((open << 1) & (unplayed << 1)));
}

/**
 * trp_marianna_choose_card:
 * @t: what the trick holds
 * @know: what the seat may ask
 * @knowledge: its data
 * @reason: (out) (optional): why, for hints
 *
 * M-11, M-12: each card is weighed by the points at stake times the
 * chance of taking the trick (2 p - 1, as the trick is won or lost), less
 * what the card is worth kept (trp_marianna_keep_value2()): a card that
 * takes the lead holds it as the seats after allow; one that does not,
 * as the partner's card on the table holds, or a quarter when the
 * partner is still to play and may take it, else nothing. Between
 * equals the weaker card goes. Inline: the guided playout asks it at
 * nearly every card.
 *
 * Returns: the card's mask index
 */
static inline int
trp_marianna_choose_card (const TrpMariannaTrick     *t,
                          const TrpMariannaKnowledge *know,
                          gconstpointer               knowledge,
                          TrpMariannaPlayReason      *reason)
{
  const gint16 *penalty = trp_marianna_keep_penalties (t->two_players, t->trump);
  guint64 takes = t->best < 0 ? ~G_GUINT64_CONSTANT (0) : trp_marianna_beaters (t->trumps, t->best);
  guint64 rest = t->plays;
  /* Hands hold at most five cards; past the last one, the loop weighs
   * the highest again, which cannot beat itself. A fixed count and
   * arithmetic choices: branches on the cards were often mispredicted
   * in the rollouts. */
  guint64 top = G_GUINT64_CONSTANT (1) << (63 - __builtin_clzll (t->plays));
  /* A card's two bits of kings_queens, read at once, are its own waiting
   * bit or its queen's single bit, and its king's waiting bit or its
   * own single bit: trp_marianna_keep_penalty tells them apart by the
   * card's position. */
  guint64 kings_queens = (t->waiting | t->single << 1) << 6;
  int other;
  int best_score = G_MININT;
  int chosen = 0;

  if (t->partner_winning)
    other = know->holds (knowledge, t->best, TRUE);
  else
    other = t->partner_after ? TRP_MARIANNA_SURE / 4 : 0;

  for (guint i = 0; i < TRP_MARIANNA_MAX_HAND; i++)
    {
      int card = __builtin_ctzll (rest | top);
      int chance = (takes >> card) & 1 ? know->holds (knowledge, card, FALSE) : other;
      int stake2 = t->stake2 + 2 * trp_marianna_points_of_index (card);
      int score = (2 * chance - TRP_MARIANNA_SURE) * stake2 -
                  penalty[((kings_queens >> card) & (3 * 64)) + card];

      chosen = score > best_score ? card : chosen;
      best_score = score > best_score ? score : best_score;
      rest &= rest - 1;
    }

  if (reason != NULL)
    {
      if ((takes >> chosen) & 1)
        {
          gboolean sure = know->holds (knowledge, chosen, FALSE) > TRP_MARIANNA_SURE * 99 / 100;

          if (t->best >= 0)
            *reason = sure ? TRP_MARIANNA_PLAY_WIN : TRP_MARIANNA_PLAY_TRY_WIN;
          else if (sure)
            *reason = TRP_MARIANNA_PLAY_LEAD_WINNER;
          else if (trp_marianna_points_of_index (chosen) == 0 && !((t->trumps >> chosen) & 1))
            *reason = TRP_MARIANNA_PLAY_LEAD_LOW;
          else
            *reason = TRP_MARIANNA_PLAY_LEAD_OTHER;
        }
      else
        *reason = t->partner_winning ? TRP_MARIANNA_PLAY_LOAD : TRP_MARIANNA_PLAY_DISCARD;
    }
  return chosen;
}

G_END_DECLS
