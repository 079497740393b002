/* trp-dabaifen-actions.c: the legal Da Bai Fen moves as actions (D-48)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "trp-dabaifen-private.h"

/* Like trp_action_new_with_cards(), for a type interned in class_init:
 * trp_action_new() interns the type again, under the intern table's lock,
 * which the search's threads contend for on every listed action.
 */
static TrpAction *
new_action (const char    *type,
            int            seat,
            const TrpCard *cards,
            guint          n_cards)
{
  TrpAction *action = g_new0 (TrpAction, 1);

  action->type = type;
  action->seat = seat;
  action->target = -1;
  action->suit = TRP_SUIT_NONE;
  action->n_cards = n_cards;
  action->cards = n_cards > 0 ? g_memdup2 (cards, n_cards) : NULL;
  return action;
}

static void
add_action (GPtrArray  *actions,
            const char *type,
            int         seat,
            guint64     mask)
{
  TrpCard cards[DBF_N_CARDS];
  guint n = dbf_mask_to_cards (mask, cards);

  g_ptr_array_add (actions, new_action (type, seat, cards, n));
}

static guint64
binomial (guint n,
          guint k)
{
  guint64 result = 1;

  if (k > n)
    return 0;
  for (guint i = 1; i <= k; i++)
    result = result * (n - k + i) / i;
  return result;
}

static void
add_combinations (GPtrArray     *actions,
                  int            seat,
                  guint64        base,
                  const guint8  *pool,
                  guint          n_pool,
                  guint          k,
                  guint          start,
                  guint64        chosen)
{
  if (k == 0)
    {
      add_action (actions, dbf_act_play, seat, base | chosen);
      return;
    }
  for (guint i = start; i + k <= n_pool; i++)
    add_combinations (actions, seat, base, pool, n_pool, k - 1, i + 1, chosen | DBF_BIT (pool[i]));
}

/* Pool indices, weakest first. */
static guint
pool_weakest_first (const DbfState *s,
                    guint64         mask,
                    guint8         *out)
{
  TrpCard sorted[DBF_N_CARDS];
  guint n = dbf_sorted_by_strength (s, mask, sorted);

  for (guint i = 0; i < n; i++)
    out[i] = (guint8) dbf_card_index (sorted[n - 1 - i]);
  return n;
}

#define MAX_FULL_FOLLOWS 64

/* D-32. When the choices are many, a useful subset: the weakest cards,
 * the strongest, and each single card with the weakest others, so that
 * any one card (a point card, a trump) can be given or kept.
 */
static void
add_follows (const DbfState *s,
             GPtrArray      *actions,
             int             seat)
{
  guint64 hand = s->hands[seat];
  guint64 held = hand & s->eff_mask[s->led_suit];
  guint n = s->trick.n;
  guint64 base = 0;
  guint64 pool_mask;
  guint k;
  guint8 pool[DBF_N_CARDS];
  guint n_pool;
  guint64 seen[DBF_N_CARDS + 2];
  guint n_seen = 0;

  if (dbf_popcount (held) >= n)
    pool_mask = held, k = n;
  else
    base = held, pool_mask = hand & ~held, k = n - dbf_popcount (held);

  n_pool = pool_weakest_first (s, pool_mask, pool);

  if (binomial (n_pool, k) <= MAX_FULL_FOLLOWS)
    {
      add_combinations (actions, seat, base, pool, n_pool, k, 0, 0);
      return;
    }

  for (guint variant = 0; variant < n_pool + 2; variant++)
    {
      guint64 chosen = 0;
      gboolean duplicate = FALSE;

      if (variant == 0)
        for (guint i = 0; i < k; i++)
          chosen |= DBF_BIT (pool[i]);
      else if (variant == 1)
        for (guint i = 0; i < k; i++)
          chosen |= DBF_BIT (pool[n_pool - 1 - i]);
      else
        {
          guint forced = pool[variant - 2];

          chosen = DBF_BIT (forced);
          for (guint i = 0; dbf_popcount (chosen) < k; i++)
            chosen |= DBF_BIT (pool[i]);
        }

      for (guint i = 0; i < n_seen; i++)
        duplicate |= seen[i] == chosen;
      if (!duplicate)
        {
          seen[n_seen++] = chosen;
          add_action (actions, dbf_act_play, seat, base | chosen);
        }
    }
}

/* D-29, D-49: every single card, and the “top-down” throws of each
 * effective suit (its strongest two, three, … cards). Under “reject” only
 * the sound ones, since validate() refuses the others.
 */
static void
add_leads (const DbfState *s,
           GPtrArray      *actions,
           int             seat)
{
  guint64 hand = s->hands[seat];

  for (guint64 m = hand; m != 0; m &= m - 1)
    add_action (actions, dbf_act_play, seat, m & -m);

  for (guint suit = 0; suit < DBF_N_EFF; suit++)
    {
      TrpCard sorted[DBF_N_CARDS];
      guint n = 0;
      guint64 throw;

      /* The table's order is dbf_sorted_by_strength()'s, without sorting. */
      for (guint i = s->eff_start[suit]; i < s->eff_start[suit + 1]; i++)
        if ((hand & DBF_BIT (s->by_strength[i])) != 0)
          sorted[n++] = dbf_index_card (s->by_strength[i]);

      if (n < 2)
        continue;
      throw = DBF_BIT (dbf_card_index (sorted[0]));

      for (guint k = 2; k <= n; k++)
        {
          TrpAction *action;

          throw |= DBF_BIT (dbf_card_index (sorted[k - 1]));
          if (s->reject_failed_throws && !dbf_throw_is_sound (s, seat, throw, NULL, NULL))
            break;
          action = new_action (dbf_act_play, seat, sorted, k);
          g_ptr_array_add (actions, action);
        }
    }
}

GPtrArray *
dbf_legal_actions (const DbfState *s)
{
  GPtrArray *actions = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_action_free);
  int seat = dbf_current_seat (s);

  switch (s->phase)
    {
    case DBF_PHASE_DRAW:
      for (guint64 m = s->hands[seat] & s->rank_r_mask; m != 0; m &= m - 1)
        add_action (actions, dbf_act_expose, seat, m & -m);
      g_ptr_array_add (actions, new_action (dbf_act_pass, seat, NULL, 0));
      break;

    case DBF_PHASE_REDEAL:
      g_ptr_array_add (actions, new_action (dbf_act_claim, seat, NULL, 0));
      g_ptr_array_add (actions, new_action (dbf_act_pass, seat, NULL, 0));
      break;

    case DBF_PHASE_BURY:
      /* D-48: six single steps keep the choice small. */
      for (guint64 m = s->hands[seat]; m != 0; m &= m - 1)
        add_action (actions, dbf_act_bury, seat, m & -m);
      break;

    case DBF_PHASE_PLAY:
      if (s->n_in_trick == 0)
        add_leads (s, actions, seat);
      else
        add_follows (s, actions, seat);
      break;

    case DBF_PHASE_NONE:
    case DBF_PHASE_OVER:
    default:
      break;
    }

  return actions;
}

