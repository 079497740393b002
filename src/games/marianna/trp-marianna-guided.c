/* trp-marianna-guided.c: a fast playout by rules of thumb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The search's rollouts need play that looks like real play, many
 * thousand times per move: the rule-based player (src/ai/) reads the game
 * through its accessors and legal_actions() and costs some 80 µs a hand.
 * This playout works on the bit masks of MState instead, with the moves
 * that m_choices() counts (or, for the plain card plays, passes and
 * claims that make up most of a hand, straight from the masks), and
 * builds a TrpAction only for the rare steps or when a log is asked for.
 *
 * The rules of thumb, a simplified trp-marianna-player.c, the same for
 * every seat:
 * - declare whenever the rules allow it: the mariannone, the mariannino,
 *   then the pair that makes the best trump suit (with two players the
 *   trump pair, 40, first: M-54, M-63);
 * - in Briscola 151 swap the trump ace for the indicator when that
 *   completes the trump pair in time to declare it (M-56);
 * - Covering: ask only when the suit's ace and three are in the leader's
 *   hand or already played; answer yes whenever one can (M-46, M-47);
 * - Mariaccio: claim exactly when the claimant's total has reached the
 *   target, so a claim is never wrong (M-65);
 * - a card is chosen as the player does, by what it stands to win or lose
 *   in the trick against what it is worth kept (trumps, aces and threes,
 *   a king or queen waiting for its pair), except that whether the seats
 *   still to play can beat a card is read from their hands instead of
 *   guessed: a rollout plays a determinized deal, where every hand is
 *   known. The strict following of Mariaccio's last tricks (M-62) is the
 *   engine's, through the moves m_choices() allows;
 * - with two players and the stock gone, the last three tricks are
 *   searched exactly, as the rule-based player plays its end.
 * With probability 1/10 a card is instead drawn uniformly from the
 * allowed ones, so that the rollouts from one position differ. The
 * declarations, swaps, Covering steps and claims are never randomized:
 * a wrong claim would end the hand on a mistake no player makes.
 */

#include "config.h"

#include "trp-marianna-endgame.h"
#include "trp-marianna-heuristics.h"
#include "trp-marianna-private.h"

/* About one move in ten is random: the low 32 bits below this. */
#define RANDOM_SHARE G_GUINT64_CONSTANT (0x1999999a)

/* Four players: who is still to play after the seat at place @r from the
 * leader, with @p cards on the table. Bit 0 is the next seat (an
 * opponent), bit 1 the seat before (the other opponent), bit 2 the
 * partner.
 */
#define AFTER(r, p) (((((r) + 1) & 3) > (p)) | (((((r) + 3) & 3) > (p)) << 1) | \
                     (((((r) + 2) & 3) > (p)) << 2))
#define AFTER_ROW(r) AFTER (r, 0), AFTER (r, 1), AFTER (r, 2), AFTER (r, 3)
static const guint8 after_of[16] = {
  AFTER_ROW (0), AFTER_ROW (1), AFTER_ROW (2), AFTER_ROW (3)
};

/* What those seats add, by the bits of after_of[], in half points
 * (trp_marianna_seats_after_value2()); filled by m_guided_init().
 */
static gint8 rest2_of[8];

void
m_guided_init (void)
{
  trp_marianna_heuristics_init ();
  for (guint after = 0; after < G_N_ELEMENTS (rest2_of); after++)
    rest2_of[after] = trp_marianna_seats_after_value2 (after >> 2, (after & 1) + (after >> 1 & 1),
                                                       FALSE, 0);
}

/* A trick card's mask bit and points by its TrpCard (suit << 4 | rank),
 * without the division; none for the ranks not in the pack.
 */
#define CARD_BIT(s, p) M_BIT ((s) * 10 + (p))
#define BIT_ROW(s) 0, CARD_BIT (s, 9), CARD_BIT (s, 0), CARD_BIT (s, 8), CARD_BIT (s, 1), \
  CARD_BIT (s, 2), CARD_BIT (s, 3), CARD_BIT (s, 4), 0, 0, 0, CARD_BIT (s, 5), CARD_BIT (s, 6), \
  CARD_BIT (s, 7), 0, 0
static const guint64 bit_of_card[64] = {
  BIT_ROW (0), BIT_ROW (1), BIT_ROW (2), BIT_ROW (3)
};
#define POINTS_ROW 0, 11, 0, 10, 0, 0, 0, 0, 0, 0, 0, 2, 3, 4, 0, 0
static const guint8 points_of_card[64] = {
  POINTS_ROW, POINTS_ROW, POINTS_ROW, POINTS_ROW
};

/* The @k-th set bit of @mask; masks here hold at most five cards. */
static inline int
nth_card (guint64 mask,
          guint   k)
{
  while (k-- > 0)
    mask &= mask - 1;
  return __builtin_ctzll (mask);
}


static inline guint64
trump_mask (const MState *st)
{
  return st->trump < TRP_N_SUITS ? M_SUIT_MASK (st->trump) : 0;
}

/* Within each suit, the bits below the highest of @cards: a spread down
 * by 1, 2, 4 and 8 places that never crosses into the suit below.
 */
#define SUIT_BITS(low) ((low) | (low) << 10 | (low) << 20 | (low) << 30)

static inline guint64
below_in_suit (guint64 cards)
{
  guint64 below = (cards >> 1) & SUIT_BITS (G_GUINT64_CONSTANT (0x1ff));

  below |= (below >> 1) & SUIT_BITS (G_GUINT64_CONSTANT (0x1ff));
  below |= (below >> 2) & SUIT_BITS (G_GUINT64_CONSTANT (0xff));
  below |= (below >> 4) & SUIT_BITS (G_GUINT64_CONSTANT (0x3f));
  below |= (below >> 8) & SUIT_BITS (G_GUINT64_CONSTANT (0x3));
  return below;
}

/* M-12: the cards that some card of @cards would beat, that is those
 * whose trp_marianna_beaters() meet @cards.
 */
static inline guint64
beaten_by (guint64 trumps,
           guint64 cards)
{
  return below_in_suit (cards) | ((cards & trumps) != 0 ? ~trumps : 0);
}

static inline guint64
declared_queens (const MState *st)
{
  return trp_marianna_declared_queens[st->suits_declared & 15];
}

/* Whether a king or queen kept now may still be declared in a later
 * trick (M-18, M-55, M-63).
 */
static inline gboolean
declaration_ahead (const MState *st)
{
  guint left = st->stock_len - st->stock_pos;

  if (st->cfg.ruleset == TRP_MARIANNA_RULESET_MARIACCIO)
    return left > 0;
  return left > st->cfg.n_seats;
}

/* What a rollout knows of the opponents still to play: their hands. An
 * opponent who holds a card that beats ours does not always spend it: a
 * card they can beat still takes the trick one time in eight, the
 * partner's card three times in eight.
 */
typedef struct
{
  guint64  unsafe;     /* the cards some opponent still to play beats */
  gboolean best_safe;  /* none of them beats the trick's winner */
} GuidedKnowledge;

static inline int
guided_holds (gconstpointer knowledge,
              int           card,
              gboolean      partners)
{
  const GuidedKnowledge *k = knowledge;

  if (partners)
    return k->best_safe ? TRP_MARIANNA_SURE : 3 * TRP_MARIANNA_SURE / 8;
  return (k->unsafe >> card) & 1 ? TRP_MARIANNA_SURE / 8 : TRP_MARIANNA_SURE;
}

static const TrpMariannaKnowledge guided_knowledge = { guided_holds };

/* The card to play among @plays (M-11, M-12; M-48 and M-62 are already
 * in @plays), by the strategy of trp_marianna_choose_card(), with the
 * facts read from the deal.
 */
static int
choose_card (const MState *st,
             guint         seat,
             guint64       plays)
{
  guint pos = st->n_played;
  guint leader = st->leader;
  guint64 trumps = trump_mask (st);
  guint64 opponents_after;
  guint64 trick = 0;
  TrpMariannaTrick t;
  GuidedKnowledge k;
  int rest2;
  int table = 0;

  t.plays = plays;
  t.trumps = trumps;
  t.trump = st->trump < TRP_N_SUITS ? st->trump : TRP_SUIT_NONE;
  t.two_players = st->cfg.n_seats == 2;
  t.best = -1;
  t.partner_winning = FALSE;
  k.best_safe = FALSE;

  if (st->cfg.n_seats == 4)
    {
      guint after = after_of[((seat - leader) & 3) * 4 + pos];

      t.partner_after = after >> 2;
      opponents_after = (st->hand[(seat + 1) & 3] & -(guint64) (after & 1)) |
                        (st->hand[(seat + 3) & 3] & -(guint64) ((after >> 1) & 1));
      rest2 = rest2_of[after];
    }
  else
    {
      t.partner_after = FALSE;
      opponents_after = pos == 0 ? st->hand[seat ^ 1] : 0;
      rest2 = pos != 0 ? 0 : trp_marianna_seats_after_value2 (FALSE, 1, TRUE, st->cfg.ruleset);
    }

  if (pos > 0)
    {
      /* The trick so far, one to three cards. */
      guint first = st->trick[0] & 0x3f;
      guint second = st->trick[1] & 0x3f;
      guint third = st->trick[2] & 0x3f;
      guint64 valid2 = -(guint64) (pos > 1);
      guint64 valid3 = -(guint64) (pos > 2);
      guint64 bit2 = bit_of_card[second] & valid2;
      guint64 bit3 = bit_of_card[third] & valid3;
      /* M-12: the highest trump, else the highest card of the led suit. */
      guint64 in_trump, pool;
      guint best_pos;

      trick = bit_of_card[first] | bit2 | bit3;
      in_trump = trick & trumps;
      pool = in_trump != 0 ? in_trump : trick & M_SUIT_MASK (st->trick[0] >> 4);
      t.best = 63 - __builtin_clzll (pool);
      best_pos = (bit2 == M_BIT (t.best)) + 2 * (bit3 == M_BIT (t.best));
      t.partner_winning = st->cfg.n_seats == 4 && (((leader + best_pos) ^ seat) & 1) == 0;
      table = points_of_card[first] + (points_of_card[second] & (int) valid2) +
              (points_of_card[third] & (int) valid3);
      k.best_safe = (trp_marianna_beaters (trumps, t.best) & opponents_after) == 0;
    }

  /* M-48: a covered trick is also worth the covering's 20. */
  if (st->cover_active && st->covers[st->n_covers - 1].answer == 1)
    table += 20;
  t.stake2 = 2 * table + rest2;
  k.unsafe = beaten_by (trumps, opponents_after);
  trp_marianna_pairs_ahead (st->hand[seat], st->suits_declared, declaration_ahead (st),
                            ~(st->won[0] | st->won[1] | trick), &t.waiting, &t.single);
  return trp_marianna_choose_card (&t, &guided_knowledge, &k, NULL);
}

/* ---- The last tricks of the two-player games ---- */

/* Once the stock is gone with two players, both hands are the rest of the
 * pack and the last few tricks are searched exactly, as the rule-based
 * player does; with more than END_CARDS cards each the search would cost
 * more than the rest of the rollout.
 */
#define END_CARDS 3

/* The card to play: now and then any card, so that rollouts differ. */
G_ALWAYS_INLINE static inline int
pick_card (const MState *st,
           guint         seat,
           guint64       plays,
           TrpRng       *state)
{
  guint64 r;

  if ((plays & (plays - 1)) == 0)
    return __builtin_ctzll (plays);
  r = trp_rng_next_inline (state);
  if ((r & 0xffffffff) < RANDOM_SHARE)
    return nth_card (plays, (guint) (((r >> 32) * m_popcount (plays)) >> 32));
  if (st->cfg.n_seats == 2 && st->stock_pos == st->stock_len &&
      m_popcount (st->hand[seat]) <= END_CARDS)
    return trp_marianna_endgame_choose (st->hand[seat], st->hand[seat ^ 1],
                                        st->n_played > 0 ? m_card_index (st->trick[0]) : -1,
                                        plays, trump_mask (st),
                                        st->cfg.ruleset == TRP_MARIANNA_RULESET_MARIACCIO);
  return choose_card (st, seat, plays);
}

/* Which of @c's pairs to declare: its rank among them. */
static guint
choose_pair (const MState   *st,
             const MChoices *c)
{
  guint64 hand = st->hand[st->current];
  guint chosen = 0;
  int best = -1;
  guint k = 0;

  for (guint64 pairs = c->pairs; pairs != 0; pairs &= pairs - 1, k++)
    {
      guint suit = __builtin_ctzll (pairs) / 10;
      int value;

      value = trp_marianna_pair_value (hand, suit, st->cfg.n_seats, st->trump);
      if (value > best)
        {
          best = value;
          chosen = k;
        }
    }
  return chosen;
}

/* The declaration to make among @c's, biggest first (M-22, M-23, M-28):
 * its rank among the declarations. Returns -1 when there is none.
 */
static int
choose_declaration (const MState   *st,
                    const MChoices *c)
{
  if (c->mariannone)
    return c->n_pairs + c->mariannino;
  if (c->mariannino)
    return c->n_pairs;
  if (c->n_pairs > 0)
    return choose_pair (st, c);
  return -1;
}

/* M-46: the covering to ask for, by trp_marianna_choose_cover_request(),
 * as its rank among @c's moves (the pass first).
 */
static guint
choose_cover_request (const MState   *st,
                      const MChoices *c)
{
  guint request_suits = 0;
  int suit;

  for (guint64 suits = c->pairs; suits != 0; suits &= suits - 1)
    request_suits |= 1u << (__builtin_ctzll (suits) / 10);
  suit = trp_marianna_choose_cover_request (st->hand[st->current], st->won[0] | st->won[1],
                                            st->suits_declared, request_suits);
  if (suit < 0)
    return 0;
  return 1 + m_popcount (c->pairs & (M_BIT (suit * 10) - 1));
}

/* M-65: the total is public; claim exactly when the claim is right. */
static inline gboolean
claim_is_right (const MState *st)
{
  guint seat = st->current;

  return st->totals_before[seat] + st->card_points[seat] + st->decl_points[seat] >=
         st->cfg.target;
}

/**
 * m_guided_move:
 * @state: the random draws' generator
 * @card: (out): the card's mask index when the move is a play, else -1
 *
 * Chooses the current seat's move by the rules of thumb above.
 *
 * Returns: the move's rank among @c's, as m_choice_action() takes it
 */
guint
m_guided_move (const MState   *st,
               const MChoices *c,
               TrpRng         *state,
               int            *card)
{
  guint seat = st->current;
  int decl;

  *card = -1;
  switch (st->phase)
    {
    case M_PHASE_CLAIM:
      return claim_is_right (st) ? 1 : 0;

    case M_PHASE_COVER_REQUEST:
      return c->n > 1 ? choose_cover_request (st, c) : 0;

    case M_PHASE_COVER_ANSWER:
      /* M-47: "yes" is the second move, when the partner may give it. */
      return c->n - 1;

    case M_PHASE_WINDOW:
    case M_PHASE_WINNER_DECLARE:
      /* The pass comes first. */
      decl = c->n > 1 ? choose_declaration (st, c) : -1;
      return decl + 1;

    case M_PHASE_TURN:
      if (c->n_other > 0)
        {
          decl = choose_declaration (st, c);
          if (c->mariannone || c->mariannino)
            return decl;
          if (c->swap && trp_marianna_swap_pays (st->hand[seat], st->indicator, st->suits_declared,
                                                 st->stock_len - st->stock_pos, st->trick_no + 1))
            return c->n_pairs + c->mariannino + c->mariannone;
          if (decl >= 0)
            return decl;
        }
      {
        guint k = c->n_other;

        *card = pick_card (st, seat, c->plays, state);
        for (guint64 below = c->plays & (M_BIT (*card) - 1); below != 0; below &= below - 1)
          k++;
        return k;
      }

    case M_PHASE_OVER:
    default:
      g_assert_not_reached ();
    }
  return 0;
}

/* A quick test that @hand holds no declaration at all: no undeclared
 * pair, and cards other than kings and queens, which a mariannino or
 * mariannone cannot have (M-16, M-22, M-23). m_choices() knows the rest.
 */
static inline gboolean
could_declare (const MState *st,
               guint64       hand)
{
  guint64 kings = QUEENS_MASK << 1;

  return (hand & QUEENS_MASK & (hand >> 1) & ~declared_queens (st)) != 0 ||
         (hand & ~(QUEENS_MASK | kings)) == 0;
}

/* A quick test that no ace swap is open (M-56); m_swap_open() knows the
 * rest.
 */
static inline gboolean
could_swap (const MState *st)
{
  guint rank;

  /* Briscola 151 only, and at most once: most hands stop here. */
  if (!st->cfg.ace_swap || st->swap_done)
    return FALSE;
  rank = trp_card_get_rank (st->indicator);
  return st->stock_pos < st->stock_len &&
         (rank == TRP_RANK_KING || rank == TRP_RANK_QUEEN) &&
         (st->hand[st->current] & M_BIT (st->trump * 10 + POS_ACE)) != 0;
}

/**
 * m_playout_guided:
 *
 * Plays the hand on with m_guided_move() for every seat. The random
 * draws come from a local copy of @rng, kept in registers and written
 * back at the end, as in m_playout().
 *
 * Returns: the number of moves played
 */
guint
m_playout_guided (MState    *st,
                  TrpRng    *rng,
                  guint      max_moves,
                  GPtrArray *log)
{
  TrpRng state = *rng;
  TrpAction pass = { 0, };  /* cleared once: once per pass, that cost Cinquecento */
  guint moves = 0;

  while (moves < max_moves)
    {
      MPhase phase = st->phase;
      MChoices c;
      guint k;
      int card;

      if (phase == M_PHASE_TURN)
        {
          if (log == NULL && !could_swap (st) &&
              (!st->eligible || !could_declare (st, st->hand[st->current])))
            {
              /* Only cards to choose from: the bulk of the moves. */
              guint seat = st->current;

              m_play_index (st, seat, pick_card (st, seat, m_allowed_plays (st, seat), &state));
              moves++;
              continue;
            }
        }
      else if (phase == M_PHASE_OVER)
        break;
      else if (log == NULL &&
               (phase == M_PHASE_CLAIM ||
                ((phase == M_PHASE_WINDOW || phase == M_PHASE_WINNER_DECLARE) &&
                 !could_declare (st, st->hand[st->current]))))
        {
          /* A claim point (M-65), or nothing to declare, where the pass
           * is the only move (M-31, M-43, M-63): the windows of
           * Cinquecento come before every card, the claims after every
           * trick of Mariaccio.
           */
          pass.type = phase == M_PHASE_CLAIM && claim_is_right (st) ? m_act_claim : m_act_pass;
          pass.seat = st->current;
          m_apply (st, &pass);
          moves++;
          continue;
        }

      m_choices (st, &c);
      g_assert (c.n > 0);
      k = m_guided_move (st, &c, &state, &card);

      m_play_choice (st, &c, k, card, log);
      moves++;
    }

  *rng = state;
  return moves;
}
