/* trp-dabaifen-guided.c: guided playouts, the search's rollouts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TrpGameClass.playout_guided for Da Bai Fen. Every seat plays by a few
 * rules of thumb taken from the rule-based player (src/ai/
 * trp-dabaifen-player.c), on the bitmask state and through
 * dbf_apply_move(), with no allocation unless a log is asked for. A
 * rollout plays out a determinized sample, so the rules read every hand:
 * where the player weighs risks from unseen cards, they test the cards.
 *
 * - exposure (D-16, D-17): show the rank-R card whose suit gives the most
 *   trumps, once that beats the average holding by a margin, at once in
 *   the first hand (the exposer declares, D-23), later by a margin that
 *   shrinks as the hand fills up;
 * - redeal (D-25): always claimed, a hand without trumps being hopeless;
 * - burying (D-27, D-37): empty short plain suits without point cards or
 *   aces, then the cheapest cards; trumps and point cards last;
 * - lead (D-29, D-30): a sound throw of top cards when there is one (only
 *   sound throws, so a guided hand never ends in a failed throw, D-31);
 *   else a single card: a side-suit winner nobody can trump, a point card
 *   into a suit the partner wins or ruffs, trumps to draw the opponents'
 *   when holding more, otherwise a low card;
 * - follow (D-32 to D-34): partner sure to win: give him points; an
 *   opponent winning: beat it with the cheapest card the next opponent
 *   cannot beat (trumping when void) if the trick holds points, or
 *   cheaply with the led suit for the lead; second to play, with a
 *   partner last who wins whatever comes, give points; else the cheapest
 *   card, keeping point cards. Only legal follows are considered;
 * - the last trick (D-37): while the buried kitty holds points, each seat
 *   keeps back a trump no opponent can beat, for the last trick.
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
#define ACES_AND_KINGS SUIT_BITS (0x1001)
#define JOKERS         (DBF_BIT (52) | DBF_BIT (53))
#define PLAIN_SUIT(s)  ((DBF_BIT (13) - 1) << (13 * (s)))

/* About one card move in ten is random: the draw of a 32-bit half word
 * below this.
 */
#define RANDOM_MOVE_THRESHOLD 429496730u

/* Per trump rank and suit, built once: each card's strictly stronger
 * cards of its effective suit (D-11, D-33; equal cards do not beat), and
 * the scores the rules compare, the rule-based player's
 * (trp-dabaifen-heuristics.c).
 */
typedef struct
{
  guint64 above[DBF_N_CARDS];
  gint16  discard[DBF_N_CARDS];   /* cost of giving it away: low first */
  gint16  take[DBF_N_CARDS];      /* minus how glad a partner's trick is */
  gint16  win[DBF_N_CARDS];       /* cost of winning with it */
  gint16  bury[DBF_N_CARDS];      /* cost of burying it, suit length aside */
  gint16  keep[DBF_N_CARDS];      /* what keeping it is worth */
  gint16  low_lead[DBF_N_CARDS];  /* how good a lead, not a sure winner */
  gint8   points[DBF_N_CARDS];    /* D-4 */
} Guide;

static Guide guides[13][TRP_N_SUITS];

static inline int
points (guint64 mask)
{
  return 10 * (int) dbf_popcount (mask & TENS_AND_KINGS) +
         5 * (int) dbf_popcount (mask & FIVES);
}

static void
build_guide (Guide *g,
             int    level,
             guint  suit)
{
  DbfState tmp;
  const DbfTables *t;

  tmp.trump_rank = (gint8) level;
  tmp.trump_suit = (TrpSuit) suit;
  t = dbf_get_tables (&tmp);

  for (guint i = 0; i < DBF_N_CARDS; i++)
    {
      guint eff = t->eff_suit[i];
      int strength = t->strength[i];
      int pts = points (DBF_BIT (i));
      gboolean trump = eff == DBF_TRUMP;

      g->above[i] = 0;
      for (guint j = 0; j < DBF_N_CARDS; j++)
        if (t->eff_suit[j] == eff && t->strength[j] > strength)
          g->above[i] |= DBF_BIT (j);

      g->keep[i] = (gint16) trp_dabaifen_keep_value (trump, strength);
      g->points[i] = (gint8) pts;
      g->discard[i] = (gint16) trp_dabaifen_discard_cost (trump, strength, pts);
      g->take[i] = (gint16) -trp_dabaifen_give_score (trump, strength, pts);
      g->win[i] = (gint16) trp_dabaifen_win_cost (trump, strength, pts);
      g->bury[i] = (gint16) trp_dabaifen_bury_cost (trump, strength, pts);
      g->low_lead[i] = (gint16) trp_dabaifen_low_lead_value (trump, strength, pts);
    }
}

static const Guide *
get_guide (const DbfState *s)
{
  static gsize built = 0;

  if (g_once_init_enter (&built))
    {
      for (int level = 2; level <= 14; level++)
        for (guint suit = 0; suit < TRP_N_SUITS; suit++)
          build_guide (&guides[level - 2][suit], level, suit);
      g_once_init_leave (&built, 1);
    }
  return &guides[s->trump_rank - 2][s->trump_suit];
}

/* The card of @pool with the lowest @score; @pool is not empty. */
static inline guint
lowest_by (const gint16 *score,
           guint64       pool)
{
  guint best = (guint) __builtin_ctzll (pool);
  int best_score = score[best];

  for (pool &= pool - 1; pool != 0; pool &= pool - 1)
    {
      guint i = (guint) __builtin_ctzll (pool);

      if (score[i] < best_score)
        best = i, best_score = score[i];
    }
  return best;
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

/* The @k cards of @pool with the lowest @score. */
static guint64
k_lowest_by (const gint16 *score,
             guint64       pool,
             guint         k)
{
  guint64 chosen = 0;

  if (k >= dbf_popcount (pool))
    return pool;
  for (; k > 0; k--)
    {
      guint64 bit = DBF_BIT (lowest_by (score, pool));

      chosen |= bit;
      pool &= ~bit;
    }
  return chosen;
}

/* ---- Draw: expose or wait (D-16, D-17, D-23) ---------------------------- */

/* The rule-based player's holding test in thirds of a card: the trumps
 * the exposure would give, a little more for jokers, trump-rank cards,
 * aces and kings, against the n/3 trumps of an average n-card hand.
 */
static gboolean
guided_expose (const DbfState *s,
               int             seat,
               guint64        *mask)
{
  guint64 hand = s->hands[seat];
  guint64 rank_r = hand & s->rank_r_mask;
  int n = (int) dbf_popcount (hand);
  int jokers = (int) dbf_popcount (hand & JOKERS);
  int n_r = (int) dbf_popcount (rank_r);
  int base = 30 * (jokers + n_r) + 15 * jokers + 9 * n_r - 10 * n;
  int best = G_MININT, threshold;
  guint best_card = 0;

  for (guint64 m = rank_r; m != 0; m &= m - 1)
    {
      guint i = (guint) __builtin_ctzll (m);
      guint64 in_suit = hand & PLAIN_SUIT (i / 13) & ~s->rank_r_mask;
      int excess = base + 30 * (int) dbf_popcount (in_suit) +
                   12 * (int) dbf_popcount (in_suit & ACES_AND_KINGS);

      if (excess > best)
        best = excess, best_card = i;
    }

  if (s->declarers < 0)
    {
      /* First hand: exposing declares; nobody exposing makes the
       * starter's team declare (D-AMB-3), so that side may wait.
       */
      threshold = -30;
      if (dbf_team (s->starter) == dbf_team (seat))
        threshold += 15;
    }
  else
    threshold = 15 + 6 * (DBF_HAND - n);

  if (best < threshold)
    return FALSE;
  *mask = DBF_BIT (best_card);
  return TRUE;
}

/* ---- Bury (D-27, D-37) -------------------------------------------------- */

static guint64
guided_bury (const DbfState *s,
             const Guide    *g,
             int             seat)
{
  guint64 hand = s->hands[seat];
  guint need = DBF_KITTY - s->n_buried;
  guint64 chosen = 0;
  int length[DBF_N_EFF];
  gint16 cost[DBF_N_CARDS];

  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    length[suit] = (int) dbf_popcount (hand & s->eff_mask[suit]);
  length[DBF_TRUMP] = 0;

  /* Empty the shortest plain suits without a point card or an ace, when
   * they fit: the void lets the leader trump them. */
  chosen = trp_dabaifen_bury_short_suits (hand, s->eff_mask, need);

  if (dbf_popcount (chosen) < need)
    {
      for (guint64 m = hand & ~chosen; m != 0; m &= m - 1)
        {
          guint i = (guint) __builtin_ctzll (m);

          cost[i] = (gint16) (g->bury[i] + 4 * length[s->eff_suit[i]]);
        }
      chosen |= k_lowest_by (cost, hand & ~chosen,
                             need - dbf_popcount (chosen));
    }
  return chosen;
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

static guint64
guided_lead (const DbfState *s,
             const Guide    *g,
             int             seat)
{
  guint64 hand = s->hands[seat];
  guint64 partner = s->hands[(seat + 2) % DBF_N_SEATS];
  guint64 opp = s->hands[(seat + 1) % DBF_N_SEATS] |
                s->hands[(seat + 3) % DBF_N_SEATS];
  guint64 others = opp | partner;
  guint64 top = 0, best = 0;
  int best_value = G_MININT;
  int my_trumps, opp_trumps;
  guint opp_ruffs, partner_ruffs, partner_wins = 0;
  int length[TRP_N_SUITS];

  /* The last trick's trump is never led before it (D-37). */
  hand &= ~last_trick_trump (s, g, seat);

  /* The cards nobody else beats; in one effective suit, any two or more
   * of them make a sound throw (D-30), which always wins (D-34).
   */
  for (guint64 m = hand; m != 0; m &= m - 1)
    {
      guint i = (guint) __builtin_ctzll (m);

      if ((others & g->above[i]) == 0)
        top |= DBF_BIT (i);
    }
  for (guint eff = 0; eff < DBF_N_EFF; eff++)
    {
      guint64 t = top & s->eff_mask[eff];

      if ((t & (t - 1)) != 0)
        {
          int value = (eff == DBF_TRUMP ? 2 : 3) * (int) dbf_popcount (t) +
                      points (t);

          if (value > best_value)
            best_value = value, best = t;
        }
    }
  if (best != 0)
    return best;

  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    length[suit] = (int) dbf_popcount (hand & s->eff_mask[suit]);
  my_trumps = (int) dbf_popcount (hand & s->eff_mask[DBF_TRUMP]);
  opp_trumps = (int) dbf_popcount (opp & s->eff_mask[DBF_TRUMP]);
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

  for (guint64 m = hand; m != 0; m &= m - 1)
    {
      guint i = (guint) __builtin_ctzll (m);
      guint eff = s->eff_suit[i];
      guint bit = 1u << eff;
      int pts = g->points[i];
      int value;

      if (eff != DBF_TRUMP && (top & DBF_BIT (i)) != 0)
        {
          /* A winner, unless an opponent trumps it. */
          value = 30 + pts;
          if ((opp_ruffs & bit) != 0)
            value -= 45;
        }
      else if (eff == DBF_TRUMP && (top & DBF_BIT (i)) != 0)
        /* Draw the opponents' trumps when holding more of them. */
        value = opp_trumps == 0 ? 0 : my_trumps * 2 > opp_trumps ? 25 : 4;
      else if (eff != DBF_TRUMP && ((partner_wins | partner_ruffs) & bit) != 0 &&
               (opp_ruffs & bit) == 0)
        /* The partner takes it: lead him points. */
        value = 20 + 6 * pts - g->keep[i] / 3;
      else
        {
          value = g->low_lead[i];
          if (eff != DBF_TRUMP)
            {
              if (length[eff] <= 2)
                value += 3;
              if ((opp_ruffs & bit) != 0)
                value -= 10;
            }
          else
            value += my_trumps >= opp_trumps ? 6 : -6;
        }

      if (value > best_value)
        best_value = value, best = DBF_BIT (i);
    }
  return best;
}

/* ---- Follow (D-32 to D-34) ---------------------------------------------- */

/* D-33: does card @i beat card @w, the winning card so far? */
static inline gboolean
beats (const DbfState *s,
       const Guide    *g,
       guint           i,
       guint           w)
{
  return (g->above[w] & DBF_BIT (i)) != 0 ||
         (s->eff_suit[i] == DBF_TRUMP && s->eff_suit[w] != DBF_TRUMP);
}

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

      if (beats (s, g, o, w))
        w = o;
    }
  else if (trumps != 0)
    {
      guint o = strongest (s, trumps);

      if (beats (s, g, o, w))
        w = o;
    }
  return can_beat (s, g, (seat + 2) % DBF_N_SEATS, w);
}

static guint64
guided_follow (const DbfState *s,
               const Guide    *g,
               int             seat)
{
  guint64 hand = s->hands[seat];
  guint64 held = hand & s->eff_mask[s->led_suit];
  guint n = s->trick.n;
  int leader = s->trick.leader;
  guint64 pool;
  int winner, opponent_after, trick_points;
  guint w;

  if (n >= 2)
    {
      /* A sound throw always goes to its leader (D-34): all the led suit
       * held when short of it, the rest from the pool.
       */
      guint64 base = 0;
      guint k = n;

      if (dbf_popcount (held) >= n)
        pool = held;
      else
        base = held, pool = hand & ~held, k = n - dbf_popcount (held);
      if (dbf_team (leader) == dbf_team (seat))
        return base | k_lowest_by (g->take, pool, k);
      return base | k_lowest_by (g->discard, pool, k);
    }

  pool = held != 0 ? held : hand;

  winner = leader;
  w = (guint) __builtin_ctzll (s->trick.by_seat[leader]);
  trick_points = points (s->trick.by_seat[leader]);
  for (guint k = 1; k < s->n_in_trick; k++)
    {
      int o = (leader + (int) k) % DBF_N_SEATS;
      guint i = (guint) __builtin_ctzll (s->trick.by_seat[o]);

      trick_points += g->points[i];
      if (beats (s, g, i, w))
        winner = o, w = i;
    }
  /* The last trick also takes the buried kitty, doubled (D-37). */
  if ((hand & (hand - 1)) == 0)
    trick_points += 2 * points (s->buried);

  /* Keep the last trick's trump, unless this trick is worth more. */
  if ((pool & (pool - 1)) != 0 && trick_points <= 2 * points (s->buried))
    pool &= ~last_trick_trump (s, g, seat);

  /* The one opponent still to play after this seat, if any. */
  opponent_after = s->n_in_trick < 3 ? (seat + 1) % DBF_N_SEATS : -1;

  if (dbf_team (winner) == dbf_team (seat))
    {
      if (opponent_after < 0 || !can_beat (s, g, opponent_after, w))
        {
          guint give = lowest_by (g->take, pool);

          if (g->take[give] < 0)
            return DBF_BIT (give);
          return DBF_BIT (lowest_by (g->discard, pool));
        }

      /* The partner would be beaten: take over when it holds points. */
      if (trick_points > 0)
        {
          guint64 sure = 0;

          for (guint64 m = pool; m != 0; m &= m - 1)
            {
              guint i = (guint) __builtin_ctzll (m);

              if (beats (s, g, i, w) && !can_beat (s, g, opponent_after, i))
                sure |= DBF_BIT (i);
            }
          if (sure != 0)
            return DBF_BIT (lowest_by (g->discard, sure));
        }
      return DBF_BIT (lowest_by (g->discard, pool));
    }

  /* An opponent wins so far. */
  {
    guint64 winners = 0, sure = 0;

    for (guint64 m = pool; m != 0; m &= m - 1)
      {
        guint i = (guint) __builtin_ctzll (m);

        if (!beats (s, g, i, w))
          continue;
        winners |= DBF_BIT (i);
        if (opponent_after < 0 || !can_beat (s, g, opponent_after, i))
          sure |= DBF_BIT (i);
      }

    if (opponent_after < 0 && winners != 0)
      {
        /* The last to play: win when it gains points, or cheaply; an ace
         * is kept for a trick worth it.
         */
        guint i = lowest_by (g->win, winners);

        if (trick_points + g->points[i] > 0 ||
            (s->eff_suit[i] == s->led_suit && s->strength[i] < 14))
          return DBF_BIT (i);
      }
    else if (sure != 0)
      {
        /* Points are worth a sure winner; an empty trick only a cheap
         * one, for the lead.
         */
        guint i = lowest_by (g->win, sure);

        if (trick_points > 0 ||
            (s->eff_suit[i] == s->led_suit && s->strength[i] < 14))
          return DBF_BIT (i);
      }

    /* Second to play, with a partner last who wins in any case: give
     * him points.
     */
    if (s->n_in_trick == 1 && partner_last_wins (s, g, seat, w))
      {
        guint give = lowest_by (g->take, pool);

        if (g->take[give] < 0)
          return DBF_BIT (give);
      }

    return DBF_BIT (lowest_by (g->discard, pool));
  }
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
          move = guided_expose (s, seat, &mask) ? DBF_MOVE_EXPOSE
                                                : DBF_MOVE_PASS;
          break;

        case DBF_PHASE_REDEAL:
          /* D-25: only seats without a trump are asked. */
          move = DBF_MOVE_CLAIM;
          break;

        case DBF_PHASE_BURY:
          move = DBF_MOVE_BURY;
          mask = guided_bury (s, get_guide (s), seat);
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
