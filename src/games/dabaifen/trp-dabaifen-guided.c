/* trp-dabaifen-guided.c: guided playouts, the search's rollouts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TrpGameClass.playout_guided for Da Bai Fen, on the bitmask state and
 * through dbf_apply_move(), with no allocation unless a log is asked
 * for. Every seat plays the strategy of the rule-based player, written
 * once in trp-dabaifen-heuristics.c; a rollout plays out a determinized
 * sample, so this file fills the facts that strategy weighs from the
 * hands where the player infers them from unseen cards and voids:
 * - whether a card stays the winner: the seats still to play are asked
 *   whether they can beat it, following suit first (D-32, D-33);
 * - a lead's winners, ruffs and the partner's tricks, from the hands;
 * - the last trick (D-37): while the buried kitty holds points, each seat
 *   keeps back a trump no opponent can beat, for the last trick.
 * The redeal (D-25) is always claimed, a hand without trumps being
 * hopeless.
 *
 * One card move in ten is instead drawn from the random playout's law
 * (trp-dabaifen-playout.c), so that rollouts of the same sample differ.
 * The exposure, redeal and burying decisions are deterministic.
 */

#include "config.h"

#include "trp-dabaifen-heuristics.h"
#include "trp-dabaifen-private.h"

/* D-4: the kings and tens of the four suits, and the fives. */
#define SUIT_BITS(m)   ((G_GUINT64_CONSTANT (m)) * \
                        (1 | DBF_BIT (13) | DBF_BIT (26) | DBF_BIT (39)))
#define TENS_AND_KINGS SUIT_BITS (0x1200)
#define FIVES          SUIT_BITS (0x10)

/* About one card move in ten is random: the draw of a 32-bit half word
 * below this.
 */
#define RANDOM_MOVE_THRESHOLD 429496730u

typedef TrpDabaifenGuide Guide;

static inline int
points (guint64 mask)
{
  return 10 * (int) dbf_popcount (mask & TENS_AND_KINGS) +
         5 * (int) dbf_popcount (mask & FIVES);
}

static inline const Guide *
get_guide (const DbfState *s)
{
  return trp_dabaifen_guide (s->trump_rank, s->trump_suit);
}

/* The strongest card of @mask, for the card order of D-11. */
static inline guint
strongest (const DbfState *s,
           guint64         mask)
{
  guint best = (guint) __builtin_ctzll (mask);

  for (mask &= mask - 1; mask != 0; mask &= mask - 1)
    {
      guint i = (guint) __builtin_ctzll (mask);

      if (s->strength[i] > s->strength[best])
        best = i;
    }
  return best;
}

/* ---- Lead (D-29, D-30) -------------------------------------------------- */

/* Whether a seat void in @suit holds a trump, for each plain suit, as
 * bits: it could trump a lead of that suit.
 */
static inline guint
ruff_suits (const DbfState *s,
            guint64         hand)
{
  guint ruffs = 0;

  if ((hand & s->eff_mask[DBF_TRUMP]) == 0)
    return 0;
  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    if ((hand & s->eff_mask[suit]) == 0)
      ruffs |= 1u << suit;
  return ruffs;
}

/* The last trick takes the buried kitty, doubled (D-37): when it holds
 * points, a seat keeps back a trump no opponent can beat, to win that
 * trick. Returns that trump, or 0.
 */
static inline guint64
last_trick_trump (const DbfState *s,
                  const Guide    *g,
                  int             seat)
{
  guint64 hand = s->hands[seat];
  guint64 trumps = hand & s->eff_mask[DBF_TRUMP];
  guint64 opp = s->hands[(seat + 1) % DBF_N_SEATS] |
                s->hands[(seat + 3) % DBF_N_SEATS];
  guint best;

  if (trumps == 0 || (hand & (hand - 1)) == 0 ||
      (s->buried & (TENS_AND_KINGS | FIVES)) == 0)
    return 0;
  best = strongest (s, trumps);
  return (opp & g->above[best]) == 0 ? DBF_BIT (best) : 0;
}

/* The lead's facts, read from the hands (trp_dabaifen_choose_lead()).
 * Not inlined into guided_move(), nor guided_follow(): inlined, both
 * cost the rollout some 3 % more instructions (callgrind). */
static G_GNUC_NO_INLINE guint64
guided_lead (const DbfState *s,
             const Guide    *g,
             int             seat)
{
  guint64 partner = s->hands[(seat + 2) % DBF_N_SEATS];
  guint64 opp = s->hands[(seat + 1) % DBF_N_SEATS] |
                s->hands[(seat + 3) % DBF_N_SEATS];
  guint64 others = opp | partner;
  guint partner_wins = 0, partner_ruffs, opp_ruffs;
  TrpDabaifenLead lead = { 0, };

  /* The last trick's trump is never led before it (D-37). */
  lead.hand = s->hands[seat] & ~last_trick_trump (s, g, seat);

  /* The cards nobody else beats (D-30). */
  for (guint64 m = lead.hand; m != 0; m &= m - 1)
    {
      guint i = (guint) __builtin_ctzll (m);

      if ((others & g->above[i]) == 0)
        lead.top |= DBF_BIT (i);
    }

  opp_ruffs = ruff_suits (s, s->hands[(seat + 1) % DBF_N_SEATS]) |
              ruff_suits (s, s->hands[(seat + 3) % DBF_N_SEATS]);
  partner_ruffs = ruff_suits (s, partner);
  /* Suits where the partner holds a card no opponent beats. */
  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    for (guint64 m = partner & s->eff_mask[suit]; m != 0; m &= m - 1)
      if ((opp & g->above[__builtin_ctzll (m)]) == 0)
        {
          partner_wins |= 1u << suit;
          break;
        }

  lead.ruffed = opp_ruffs;
  lead.opponent_void = opp_ruffs;
  lead.to_partner = (partner_wins | partner_ruffs) & ~opp_ruffs;
  lead.my_trumps = (int) dbf_popcount (lead.hand & s->eff_mask[DBF_TRUMP]);
  lead.their_trumps = (int) dbf_popcount (opp & s->eff_mask[DBF_TRUMP]);
  /* Draw the opponents' trumps when holding more of them. */
  lead.trump_draw = lead.their_trumps == 0 ? 0
                    : lead.my_trumps * 2 > lead.their_trumps ? 25 : 4;
  return trp_dabaifen_choose_lead (g, &lead);
}

/* ---- Follow (D-32 to D-34) ---------------------------------------------- */

/* Can seat @o, still to play, beat card @x? It must follow suit when it
 * can (D-32), and only then may it beat with a card of the led suit.
 */
static inline gboolean
can_beat (const DbfState *s,
          const Guide    *g,
          int             o,
          guint           x)
{
  guint64 oh = s->hands[o];

  if ((oh & s->eff_mask[s->led_suit]) != 0)
    return s->eff_suit[x] == s->led_suit && (oh & g->above[x]) != 0;
  if (s->eff_suit[x] == DBF_TRUMP)
    return (oh & g->above[x]) != 0;
  return (oh & s->eff_mask[DBF_TRUMP]) != 0;
}

/* Second to play, with the partner last: will the partner win whatever
 * the opponent between us plays?
 */
static gboolean
partner_last_wins (const DbfState *s,
                   const Guide    *g,
                   int             seat,
                   guint           w)
{
  guint64 oh = s->hands[(seat + 1) % DBF_N_SEATS];
  guint64 led = oh & s->eff_mask[s->led_suit];
  guint64 trumps = oh & s->eff_mask[DBF_TRUMP];

  if (led != 0)
    {
      guint o = strongest (s, led);

      if (trp_dabaifen_beats (g, o, w))
        w = o;
    }
  else if (trumps != 0)
    {
      guint o = strongest (s, trumps);

      if (trp_dabaifen_beats (g, o, w))
        w = o;
    }
  return can_beat (s, g, (seat + 2) % DBF_N_SEATS, w);
}

typedef struct
{
  const DbfState *s;
  const Guide    *g;
  int             seat;
  int             opponent_after;
} Knowledge;

static inline __attribute__ ((always_inline)) gboolean
knowledge_holds (gconstpointer data,
                 guint         card)
{
  const Knowledge *k = data;

  return k->opponent_after < 0 || !can_beat (k->s, k->g, k->opponent_after, card);
}

static inline __attribute__ ((always_inline)) gboolean
knowledge_partner_last_wins (gconstpointer data,
                             guint         winning_card)
{
  const Knowledge *k = data;

  return k->s->n_in_trick == 1 && partner_last_wins (k->s, k->g, k->seat, winning_card);
}

static inline __attribute__ ((always_inline)) guint64
knowledge_keep_back (gconstpointer data)
{
  const Knowledge *k = data;

  return last_trick_trump (k->s, k->g, k->seat);
}

/* Every hand is known: the questions are answered from them. */
static const TrpDabaifenKnowledge hands_knowledge = {
  .holds = knowledge_holds,
  .partner_last_wins = knowledge_partner_last_wins,
  .keep_back = knowledge_keep_back,
};

/* The follow's facts, read from the hands
 * (trp_dabaifen_choose_follow()).
 */
static G_GNUC_NO_INLINE guint64
guided_follow (const DbfState *s,
               const Guide    *g,
               int             seat)
{
  TrpDabaifenFollowReason reason;
  TrpDabaifenFollow f = { 0, };
  Knowledge k = { s, g, seat, -1 };
  int leader = s->trick.leader;
  int winner = leader;
  guint w;

  f.hand = s->hands[seat];
  f.led = s->led_suit;
  f.n = s->trick.n;
  f.partner_leads = dbf_team (leader) == dbf_team (seat);
  if (f.n < 2)
    {
      w = (guint) __builtin_ctzll (s->trick.by_seat[leader]);
      f.trick_points = points (s->trick.by_seat[leader]);
      for (guint j = 1; j < s->n_in_trick; j++)
        {
          int o = (leader + (int) j) % DBF_N_SEATS;
          guint i = (guint) __builtin_ctzll (s->trick.by_seat[o]);

          f.trick_points += g->points[i];
          if (trp_dabaifen_beats (g, i, w))
            winner = o, w = i;
        }
      f.winning_card = w;
      f.partner_winning = dbf_team (winner) == dbf_team (seat);
      /* The one opponent still to play after this seat, if any. */
      k.opponent_after = s->n_in_trick < 3 ? (seat + 1) % DBF_N_SEATS : -1;
      f.last_to_play = k.opponent_after < 0;
      f.kitty_points = 2 * points (s->buried);
      f.keep_back_worth = f.kitty_points;
      /* Every hand is known: the partner is saved whenever the trick
       * holds points, and no winner is played on a guess. */
      f.takeover_points = 1;
      f.gamble_points = G_MAXINT;
      f.win_lead_cheaply = TRUE;
    }
  return trp_dabaifen_choose_follow (g, &f, &hands_knowledge, &k, &reason);
}

/* ---- Entry points ------------------------------------------------------- */

static inline gboolean
guided_move (const DbfState *s,
             DbfDraws       *d,
             int            *seat_out,
             DbfMove        *move_out,
             guint64        *mask_out)
{
  int seat;
  DbfMove move;
  guint64 mask = 0;

  if (G_LIKELY (s->phase == DBF_PHASE_PLAY))
    {
      const Guide *g;

      if (dbf_draw_half (d) < RANDOM_MOVE_THRESHOLD)
        return dbf_random_move (s, d, seat_out, move_out, mask_out);
      g = get_guide (s);
      seat = s->turn;
      move = DBF_MOVE_PLAY;
      mask = s->n_in_trick == 0 ? guided_lead (s, g, seat)
                                : guided_follow (s, g, seat);
    }
  else
    {
      seat = dbf_current_seat (s);
      switch (s->phase)
        {
        case DBF_PHASE_DRAW:
          {
            int card = trp_dabaifen_choose_exposure (
                s->hands[seat], s->rank_r_mask, s->declarers < 0,
                dbf_team (s->starter) == dbf_team (seat));

            move = card >= 0 ? DBF_MOVE_EXPOSE : DBF_MOVE_PASS;
            mask = card >= 0 ? DBF_BIT (card) : 0;
          }
          break;

        case DBF_PHASE_REDEAL:
          /* D-25: only seats without a trump are asked. */
          move = DBF_MOVE_CLAIM;
          break;

        case DBF_PHASE_BURY:
          move = DBF_MOVE_BURY;
          mask = trp_dabaifen_choose_bury (get_guide (s), s->hands[seat],
                                           DBF_KITTY - s->n_buried, NULL);
          break;

        case DBF_PHASE_PLAY:
        case DBF_PHASE_NONE:
        case DBF_PHASE_OVER:
        default:
          return FALSE;
        }
    }

  *seat_out = seat;
  *move_out = move;
  *mask_out = mask;
  return TRUE;
}

/**
 * dbf_guided_move:
 * @s: a state with a seat to move
 * @d: the random draws
 * @seat: (out): the seat to move
 * @move: (out): its move
 * @mask: (out): the move's cards
 *
 * The guided policy's move for the seat to move, reading every hand, as
 * the guided playout plays it; tests mix it with dbf_random_move() per
 * seat.
 *
 * Returns: %FALSE when nobody is to move
 */
gboolean
dbf_guided_move (const DbfState *s,
                 DbfDraws       *d,
                 int            *seat,
                 DbfMove        *move,
                 guint64        *mask)
{
  return guided_move (s, d, seat, move, mask);
}

guint
dbf_playout_guided (DbfState  *s,
                    TrpRng    *rng,
                    guint      max_moves,
                    GPtrArray *log)
{
  DbfDraws d = { rng, 0, FALSE };
  guint moves;

  for (moves = 0; moves < max_moves; moves++)
    {
      int seat;
      DbfMove move;
      guint64 mask;

      if (!guided_move (s, &d, &seat, &move, &mask))
        break;
      if (G_UNLIKELY (log != NULL))
        dbf_log_move (log, move, seat, mask);
      dbf_apply_move (s, move, seat, mask);
    }

  return moves;
}
