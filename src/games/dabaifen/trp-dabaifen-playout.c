/* trp-dabaifen-playout.c: fast random playouts for search and benchmarks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * TrpGameClass.playout_random for Da Bai Fen. Moves are drawn straight
 * from the bitmask state and applied through dbf_apply_move(), the same
 * transition apply() uses, with no TrpAction, array or JSON per move.
 *
 * The distribution, move by move:
 *
 * - exposure window (D-17): uniform over “pass” and each rank-R card the
 *   seat holds, as legal_actions() offers them; a seat with one such card
 *   exposes half the time, so nearly every hand has an exposure;
 * - redeal poll (D-25): claim or pass, one chance in two each;
 * - burying (D-27): the cards still to bury, as a uniformly random subset
 *   of the leader's hand, in one move (the same law as six uniform single
 *   steps);
 * - lead (D-29): uniform over every single card and every *sound*
 *   top-down throw of each effective suit (its strongest two, three, …
 *   cards, while no other hand holds a stronger card, D-30), under both
 *   failed-throw policies. Unsound throws are legal under “penalize”, but
 *   leading them at random ended 97 % of hands after a few tricks (D-31),
 *   so the playouts would have told a search almost nothing about the
 *   card play; the soak test still plays them through legal_actions();
 * - follow (D-32): uniform over all legal follows: a card of the led suit
 *   if any, else any card, for a single lead; for a throw of n, a uniform
 *   n-subset of the led suit, or all of it and a uniform subset of the
 *   rest.
 *
 * The moves are drawn from the full state, as they are in a determinized
 * sample, which is what the search plays out.
 */

#include "config.h"

#include "trp-dabaifen-private.h"

/* The @n-th set bit of @mask, counting from the lowest. */
static inline guint
nth_bit (guint64 mask,
         guint   n)
{
  for (; n > 0; n--)
    mask &= mask - 1;
  return (guint) __builtin_ctzll (mask);
}

/* A uniformly random @k-subset of @mask (partial Fisher–Yates). */
static guint64
random_subset (DbfDraws *rng,
               guint64   mask,
               guint     k)
{
  guint8 items[DBF_N_CARDS];
  guint n = 0;
  guint64 chosen = 0;

  if (k >= dbf_popcount (mask))
    return mask;
  for (; mask != 0; mask &= mask - 1)
    items[n++] = (guint8) __builtin_ctzll (mask);
  for (guint i = 0; i < k; i++)
    {
      guint j = i + dbf_draw_uniform (rng, n - i);
      guint8 t = items[j];

      items[j] = items[i];
      items[i] = t;
      chosen |= DBF_BIT (t);
    }
  return chosen;
}

/* How many top-down throws of @eff the seat may lead: those whose weakest
 * card no other hand beats (D-30), which are a prefix of the top-down
 * list since adding a weaker card can only make a throw unsound. That is
 * the held cards at least as strong as the strongest card elsewhere.
 */
static inline guint
n_sound_throws (const DbfState  *s,
                const DbfTables *t,
                guint            eff,
                guint64          held,
                guint64          others)
{
  guint k;

  if ((held & (held - 1)) == 0)
    return 0;
  others &= s->eff_mask[eff];
  if (others == 0)
    k = dbf_popcount (held);
  else
    {
      guint i = s->eff_start[eff];

      while ((others & DBF_BIT (s->by_strength[i])) == 0)
        i++;
      k = dbf_popcount (held & t->at_least[s->by_strength[i]]);
    }
  return k >= 2 ? k - 1 : 0;
}

/* The strongest @k cards of @held, all of effective suit @eff. */
static guint64
top_cards (const DbfState *s,
           guint           eff,
           guint64         held,
           guint           k)
{
  guint64 chosen = 0;

  for (guint i = s->eff_start[eff]; k > 0; i++)
    {
      guint64 bit = DBF_BIT (s->by_strength[i]);

      if ((held & bit) != 0)
        chosen |= bit, k--;
    }
  return chosen;
}

static guint64
random_lead (const DbfState *s,
             DbfDraws       *rng,
             int             seat)
{
  const DbfTables *t = dbf_get_tables (s);
  guint64 hand = s->hands[seat];
  guint64 others = (s->hands[0] | s->hands[1] | s->hands[2] | s->hands[3]) & ~hand;
  guint n_singles = dbf_popcount (hand);
  guint n_throws[DBF_N_EFF];
  guint total = n_singles;
  guint pick;

  for (guint eff = 0; eff < DBF_N_EFF; eff++)
    total += n_throws[eff] = n_sound_throws (s, t, eff, hand & s->eff_mask[eff], others);

  pick = dbf_draw_uniform (rng, total);
  if (pick < n_singles)
    return DBF_BIT (nth_bit (hand, pick));

  pick -= n_singles;
  for (guint eff = 0; eff < DBF_N_EFF; eff++)
    {
      if (pick < n_throws[eff])
        return top_cards (s, eff, hand & s->eff_mask[eff], pick + 2);
      pick -= n_throws[eff];
    }
  g_assert_not_reached ();
}

static guint64
random_follow (const DbfState *s,
               DbfDraws       *rng,
               int             seat)
{
  guint64 hand = s->hands[seat];
  guint64 held = hand & s->eff_mask[s->led_suit];
  guint n = s->trick.n;
  guint n_held = dbf_popcount (held);

  if (n == 1)
    {
      guint64 pool = held != 0 ? held : hand;

      return DBF_BIT (nth_bit (pool, dbf_draw_uniform (rng, dbf_popcount (pool))));
    }
  if (n_held >= n)
    return random_subset (rng, held, n);
  return held | random_subset (rng, hand & ~held, n - n_held);
}

/* One move of the law above for the seat to move; FALSE when nobody is. */
static inline gboolean
random_move (const DbfState *s,
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
      seat = s->turn;
      move = DBF_MOVE_PLAY;
      mask = s->n_in_trick == 0 ? random_lead (s, d, seat)
                                : random_follow (s, d, seat);
    }
  else
    {
      seat = dbf_current_seat (s);
      switch (s->phase)
        {
        case DBF_PHASE_DRAW:
          {
            guint64 rank_r = s->hands[seat] & s->rank_r_mask;
            guint n = dbf_popcount (rank_r);
            guint pick = dbf_draw_uniform (d, n + 1);

            if (pick < n)
              move = DBF_MOVE_EXPOSE, mask = DBF_BIT (nth_bit (rank_r, pick));
            else
              move = DBF_MOVE_PASS;
          }
          break;

        case DBF_PHASE_REDEAL:
          move = dbf_draw_uniform (d, 2) == 0 ? DBF_MOVE_CLAIM : DBF_MOVE_PASS;
          break;

        case DBF_PHASE_BURY:
          move = DBF_MOVE_BURY;
          mask = random_subset (d, s->hands[seat], DBF_KITTY - s->n_buried);
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

/* The same law one move at a time, for the guided playout's random moves
 * and for tests that mix policies per seat.
 */
gboolean
dbf_random_move (const DbfState *s,
                 DbfDraws       *d,
                 int            *seat,
                 DbfMove        *move,
                 guint64        *mask)
{
  return random_move (s, d, seat, move, mask);
}

void
dbf_log_move (GPtrArray *log,
              DbfMove    move,
              int        seat,
              guint64    mask)
{
  TrpCard cards[DBF_N_CARDS];
  guint n = dbf_mask_to_cards (mask, cards);

  g_ptr_array_add (log, trp_action_new_with_cards (dbf_move_type (move), seat, cards, n));
}

guint
dbf_playout_random (DbfState  *s,
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

      if (!random_move (s, &d, &seat, &move, &mask))
        break;
      if (G_UNLIKELY (log != NULL))
        dbf_log_move (log, move, seat, mask);
      dbf_apply_move (s, move, seat, mask);
    }

  return moves;
}
