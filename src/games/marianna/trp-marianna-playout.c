/* trp-marianna-playout.c: the fast random playout (rules/marianna.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The search's rollouts and the speed benchmark play a great many random
 * hands; building a TrpAction list for every step would cost more than the
 * rules themselves. The moves of a step are counted from the bit masks
 * (m_choices()), and all moves go through the transitions of
 * trp-marianna-rules.c (m_play_index(), m_finish_trick(), m_apply()), so
 * the playout has no rules of its own. Whole tricks of bare cards are
 * played here in one go.
 */

#include "config.h"

#include "trp-marianna-options.h"
#include "trp-marianna-private.h"

/* A quick test that @hand holds no declaration at all: no undeclared pair,
 * and not a hand of kings and queens only, as a mariannino or mariannone
 * is (M-16, M-22, M-23; a hand never holds more than five cards). It may
 * say yes wrongly, never no: flags that forbid more are left to
 * count_declarations().
 */
static inline gboolean
could_declare (const MState *st,
               guint64       hand)
{
  guint sd = st->suits_declared;
  guint64 declared = ((guint64) (sd & 1) << 6) | ((guint64) (sd & 2) << 15) |
                     ((guint64) (sd & 4) << 24) | ((guint64) (sd & 8) << 33);

  return (hand & QUEENS_MASK & (hand >> 1) & ~declared) != 0 ||
         (hand & ~(QUEENS_MASK | KINGS_MASK)) == 0;
}

/* A uniform draw among the set bits of @plays (not empty), as the step by
 * step path draws it: nothing for a single bit, else one bounded draw.
 */
static inline int
draw_bit (guint64  plays,
          TrpRng  *gen)
{
  guint64 m[M_HAND];
  guint n;

  /* A hand has at most five cards: the mask less its k lowest bits, for
   * each k, gives both the count and the k-th card with no loop.
   */
  m[0] = plays;
  for (guint i = 1; i < M_HAND; i++)
    m[i] = m[i - 1] & (m[i - 1] - 1);
  if (G_UNLIKELY ((m[M_HAND - 1] & (m[M_HAND - 1] - 1)) != 0))
    {
      guint64 sums = m_byte_sums (plays);

      n = (guint) (sums >> 56);
      return m_select_bit (plays, sums, trp_rng_uniform_inline (gen, n));
    }
  /* Full hands are the common case while the stock lasts. */
  if (m[M_HAND - 1] != 0)
    n = M_HAND;
  else
    n = 1 + (m[1] != 0) + (m[2] != 0) + (m[3] != 0);
  return __builtin_ctzll (m[n == 1 ? 0 : trp_rng_uniform_inline (gen, n)]);
}

/* The moves of the trick about to be led when it holds nothing but its
 * cards and the windows where everyone must pass: no seat can declare
 * (M-17, M-31, M-43) or swap (M-56) before the trick ends, as declarations
 * and swaps are all that could come between the cards. Returns 0 for any
 * other trick, and also where unsure: the step by step path is always
 * right.
 */
static inline guint
plain_trick_moves (const MState *st,
                   guint8       *polled)
{
  guint n = m_n_seats (st);
  gboolean windows = st->cfg.timing == M_TIMING_ANY_TIME && st->eligible &&
                     m_declaration_still_possible (st);

  *polled = 0;
  if (windows || m_turn_declaration_open (st, st->leader))
    for (guint s = 0; s < n; s++)
      if (could_declare (st, st->hand[s]))
        return 0;
  if (st->cfg.ace_swap)
    for (guint s = 0; s < n; s++)
      if (m_swap_open (st, s))
        return 0;
  if (!windows)
    return n;

  /* M-43: a window before each card after the lead, where the seats not
   * barred pass in turn; the barred seats stay so for the whole trick.
   */
  *polled = ~m_window_barred (st) & ((1 << n) - 1);
  return n + (n - 1) * m_popcount (*polled);
}

/* The cards of a trick where any card of the hand may be played (M-11),
 * for @n seats known when compiled, so that the loop unrolls; it keeps to
 * locals, as each store to the state's bytes would make the compiler read
 * every field again.
 */
static inline __attribute__ ((always_inline)) guint64
play_bare_cards (MState *st,
                 guint   n,
                 guint8 *pos_of,
                 TrpRng *gen)
{
  guint leader = st->leader;
  guint8 played[M_MAX_SEATS];
  guint64 mask = 0;

  for (guint i = 0; i < n; i++)
    {
      guint seat = (leader + i) & (n - 1);
      guint64 hand = st->hand[seat];
      int index = draw_bit (hand, gen);

      st->hand[seat] = hand & ~M_BIT (index);
      st->exposed[seat] &= ~M_BIT (index);
      played[i] = index;
      pos_of[index] = i;
      mask |= M_BIT (index);
    }
  for (guint i = 0; i < n; i++)
    st->trick[i] = m_index_card (played[i]);
  st->n_played = n;
  return mask;
}

/* Plays out a trick that plain_trick_moves() passed, with the draws the
 * step by step path would make: one per card, none in the windows, whose
 * only move is the pass.
 */
static inline __attribute__ ((always_inline)) void
play_plain_trick (MState *st,
                  guint8  polled,
                  TrpRng *gen)
{
  guint n = m_n_seats (st);
  guint leader = st->leader;
  guint8 pos_of[M_N_CARDS];
  guint64 mask = 0;
  guint64 suit_cards = 0;

  if (G_LIKELY (!m_trick_is_covered (st) &&
                !(st->cfg.ruleset == TRP_MARIANNA_RULESET_MARIACCIO && m_stock_left (st) == 0)))
    mask = n == 4 ? play_bare_cards (st, 4, pos_of, gen) : play_bare_cards (st, 2, pos_of, gen);
  else
    for (guint i = 0; i < n; i++)
      {
        guint seat = (leader + i) & (n - 1);
        /* m_allowed_plays() reads the cards already on the table (M-48,
         * M-62).
         */
        int index = draw_bit (m_allowed_plays (st, seat), gen);

        st->hand[seat] &= ~M_BIT (index);
        st->exposed[seat] &= ~M_BIT (index);
        st->trick[i] = m_index_card (index);
        st->n_played = i + 1;
        pos_of[index] = i;
        mask |= M_BIT (index);
      }

  /* As the last step left them: the last card's seat to move, each window
   * closed with all its seats passed.
   */
  st->current = (leader + n - 1) & (n - 1);
  if (polled != 0)
    st->passed = polled;

  /* M-12, as trick_winner_pos(): the strongest trump, else the strongest
   * card of the led suit, is the highest bit of its suit in the mask.
   */
  if (st->trump != TRP_SUIT_NONE)
    suit_cards = mask & M_SUIT_MASK (st->trump);
  if (suit_cards == 0)
    suit_cards = mask & M_SUIT_MASK (st->trick[0] >> 4);
  m_finish_trick (st, mask, pos_of[63 - __builtin_clzll (suit_cards)]);
}

/* The window's seats that may still be polled, when none of them can
 * declare: then each passes in turn and the window closes (M-31, M-43).
 * 0 where someone might declare.
 */
static inline guint8
window_all_pass (const MState *st)
{
  guint n = m_n_seats (st);
  guint8 open = ~(m_window_barred (st) | st->passed) & ((1 << n) - 1);

  for (guint s = 0; s < n; s++)
    if ((open & (1 << s)) && could_declare (st, st->hand[s]))
      return 0;
  return open;
}

/**
 * m_playout:
 *
 * The distribution: at every step each of the moves m_legal_actions()
 * would list is equally likely, as in the generic loop of TrpGame (so a
 * declaration is as likely as any one card, and a pass in a window as
 * likely as any one declaration). The draws are those of @rng itself,
 * inlined on a local copy: a step with a single move draws nothing, a
 * step with n moves one trp_rng_uniform() of bound n. The sequence of
 * moves thus differs from the generic loop's for the same @rng, but not
 * its law.
 *
 * Whole tricks of bare card plays, and windows where nobody can declare,
 * are played in one go; they draw as the step by step path would, so the
 * logged playout (which goes step by step) makes the same moves.
 *
 * Returns: the number of moves played
 */
guint
m_playout (MState    *st,
           TrpRng    *rng,
           guint      max_moves,
           GPtrArray *log)
{
  /* A local copy stays in registers; the state pointer could alias it. */
  TrpRng gen = *rng;
  guint moves = 0;

  while (moves < max_moves && st->phase != M_PHASE_OVER)
    {
      MChoices c;
      guint k;

      if (log == NULL && st->phase == M_PHASE_TURN)
        {
          guint8 polled;

          if (st->n_played == 0 &&
              (k = plain_trick_moves (st, &polled)) != 0 && k <= max_moves - moves)
            {
              /* The bulk of the moves. */
              play_plain_trick (st, polled, &gen);
              moves += k;
              continue;
            }

          if (!st->cfg.ace_swap &&
              (!m_turn_declaration_open (st, st->current) ||
               !could_declare (st, st->hand[st->current])))
            {
              /* Only cards to choose from. */
              m_play_index (st, st->current, draw_bit (m_allowed_plays (st, st->current), &gen));
              moves++;
              continue;
            }
        }

      if (log == NULL && st->phase == M_PHASE_WINDOW)
        {
          guint8 open = window_all_pass (st);

          if (open != 0 && m_popcount (open) <= max_moves - moves)
            {
              /* Nothing to declare: the passes are the only moves. */
              st->passed |= open;
              moves += m_popcount (open);
              m_to_turn (st);
              continue;
            }
          if (!could_declare (st, st->hand[st->current]))
            {
              /* This seat has only the pass. */
              st->passed |= 1 << st->current;
              m_window_advance (st);
              moves++;
              continue;
            }
        }

      m_choices (st, &c);
      g_assert (c.n > 0);
      k = c.n == 1 ? 0 : trp_rng_uniform_inline (&gen, c.n);

      m_play_choice (st, &c, k, k >= c.n_other ? m_nth_bit (c.plays, k - c.n_other) : -1, log);
      moves++;
    }

  *rng = gen;
  return moves;
}
