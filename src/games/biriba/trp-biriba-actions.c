/* trp-biriba-actions.c: the legal moves of Biriba, as actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A useful subset of the meld actions (DESIGN.md), each one checked by
 * bir_validate_state(), which stays the complete judge.
 */

#include "config.h"

#include <string.h>

#include "trp-biriba-private.h"

/* ------------------------------------------------------------------ */
/* Enumeration                                                         */

static void
add_if_legal (TrpGame   *game,
              GPtrArray *actions,
              TrpAction *action)
{
  if (bir_validate_state (&TRP_BIRIBA_GAME (game)->s, action, NULL))
    g_ptr_array_add (actions, action);
  else
    trp_action_free (action);
}

/* The same for an action on the stack: only a legal one is copied. */
static void
add_copy_if_legal (TrpGame         *game,
                   GPtrArray       *actions,
                   const TrpAction *action)
{
  if (bir_validate_state (&TRP_BIRIBA_GAME (game)->s, action, NULL))
    g_ptr_array_add (actions, trp_action_copy (action));
}

/* Candidate new melds out of @counts: sets of a rank, runs of naturals,
 * and such groups completed by one wild card. A useful subset (DESIGN.md):
 * validate() stays complete.
 */
void
bir_collect_meld_candidates (const BirState *s,
                             const guint8   *counts,
                             GPtrArray      *groups)
{
  TrpCard wilds[8];
  guint n_wilds = bir_collect_wilds (counts, wilds);

  for (guint rank = TRP_RANK_ACE; rank <= TRP_RANK_KING; rank++)
    {
      GByteArray *group;
      guint n = 0;

      /* Most ranks are held once or not at all: nothing to build. */
      if (!trp_biriba_set_of_three_possible (&s->meld_rules, rank,
                                             trp_biriba_rank_count (counts, rank), n_wilds))
        continue;
      group = g_byte_array_new ();
      for (guint suit = 0; suit < TRP_N_SUITS; suit++)
        for (guint k = 0; k < counts[TRP_CARD (suit, rank)]; k++)
          {
            TrpCard card = TRP_CARD (suit, rank);

            g_byte_array_append (group, &card, 1);
            n++;
          }
      if (n >= 3)
        {
          g_ptr_array_add (groups, g_byte_array_ref (group));
          if (n > 3)
            {
              GByteArray *three = g_byte_array_new ();

              g_byte_array_append (three, group->data, 3);
              g_ptr_array_add (groups, three);
            }
        }
      if (n >= 2)
        for (guint w = 0; w < n_wilds; w++)
          {
            GByteArray *with_wild = g_byte_array_new ();

            g_byte_array_append (with_wild, group->data, MIN (n, 2));
            g_byte_array_append (with_wild, &wilds[w], 1);
            g_ptr_array_add (groups, with_wild);
          }
      g_byte_array_unref (group);
    }

  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    {
      gboolean have[16] = { FALSE, };
      guint top = trp_biriba_run_top (&s->meld_rules);

      for (guint pos = 1; pos <= 14; pos++)
        have[pos] = counts[TRP_CARD (suit, pos == 14 ? TRP_RANK_ACE : pos)] > 0;

      /* Every interval of positions with at most one gap. */
      for (guint lo = 1; lo <= top; lo++)
        {
          guint gaps = 0;
          int gap_at = -1;

          if (!have[lo])
            continue;
          for (guint hi = lo; hi <= top && hi - lo < 13; hi++)
            {
              guint len = hi - lo + 1;

              if (lo == 1 && hi == 14)
                break;
              if (!have[hi])
                {
                  if (++gaps > 1)
                    break;
                  gap_at = (int) hi;
                  continue;
                }
              if (len < 2)
                continue;
              if (gaps == 0 && len >= 3)
                {
                  GByteArray *group = g_byte_array_new ();

                  for (guint p = lo; p <= hi; p++)
                    {
                      TrpCard card = TRP_CARD (suit, p == 14 ? TRP_RANK_ACE : p);

                      g_byte_array_append (group, &card, 1);
                    }
                  g_ptr_array_add (groups, group);
                }
              if (n_wilds > 0 && (gaps == 1 || len >= 2) && len + (gaps == 0) >= 3)
                {
                  GByteArray *group = g_byte_array_new ();

                  for (guint p = lo; p <= hi; p++)
                    if ((int) p != gap_at || gaps == 0)
                      {
                        TrpCard card = TRP_CARD (suit, p == 14 ? TRP_RANK_ACE : p);

                        g_byte_array_append (group, &card, 1);
                      }
                  g_byte_array_append (group, &wilds[0], 1);
                  g_ptr_array_add (groups, group);
                }
            }
        }
    }
}

/* A search for disjoint candidate melds that cover the whole hand but for
 * at most a few cards; the lowest card left is either melded by some
 * candidate or set aside. Bounded, since legal_actions() must stay fast.
 */
typedef struct
{
  GPtrArray *groups;
  /* The groups that hold each card, in order: by_card[start[c]] to
   * by_card[start[c + 1]]. Most groups do not hold the lowest card left.
   */
  guint     *by_card;
  guint      start[BIR_N_CODES + 1];
  guint8     left[BIR_N_CODES];
  guint      chosen[BIR_MAX_MELDS];
  guint      n_chosen;
  guint      best[3][BIR_MAX_MELDS];
  guint      best_n[3];
  guint      nodes;
} CoverSearch;

static void
cover_search (CoverSearch *search,
              guint        from,
              guint        n_left,
              guint        skips)
{
  int lowest = -1;

  if (++search->nodes > 800)
    return;

  /* Cards only leave on the way down: no card below @from is left. */
  for (guint c = from; c < BIR_N_CODES && lowest < 0; c++)
    if (search->left[c] > 0)
      lowest = (int) c;

  if (n_left <= 2 && search->best_n[n_left] == G_MAXUINT)
    {
      memcpy (search->best[n_left], search->chosen, search->n_chosen * sizeof (guint));
      search->best_n[n_left] = search->n_chosen;
    }
  if (lowest < 0)
    return;

  for (guint k = search->start[lowest];
       k < search->start[lowest + 1] && search->n_chosen < BIR_MAX_MELDS; k++)
    {
      guint g = search->by_card[k];
      GByteArray *group = g_ptr_array_index (search->groups, g);
      guint taken;

      /* Takes the group's cards, or puts them back if one is missing. */
      for (taken = 0; taken < group->len; taken++)
        {
          if (search->left[group->data[taken]] == 0)
            break;
          search->left[group->data[taken]]--;
        }
      if (taken < group->len)
        {
          while (taken-- > 0)
            search->left[group->data[taken]]++;
          continue;
        }

      search->chosen[search->n_chosen++] = g;
      cover_search (search, (guint) lowest, n_left - group->len, skips);
      search->n_chosen--;
      for (guint i = 0; i < group->len; i++)
        search->left[group->data[i]]++;
    }

  if (skips > 0)
    {
      search->left[lowest]--;
      cover_search (search, (guint) lowest, n_left - 1, skips - 1);
      search->left[lowest]++;
    }
}

static TrpAction *
new_meld_action (int        seat,
                 GPtrArray *groups,
                 guint     *indices,
                 guint      n_indices)
{
  TrpAction *action = trp_action_new (TRP_ACTION_NEW_MELD, seat);

  for (guint i = 0; i < n_indices; i++)
    {
      GByteArray *group = g_ptr_array_index (groups, indices[i]);

      trp_action_add_group (action, group->data, group->len);
    }
  return action;
}

static void
list_meld_actions (TrpGame   *game,
                   GPtrArray *actions)
{
  BirState *s = &TRP_BIRIBA_GAME (game)->s;
  int seat = s->current;
  int side = s->side_of_seat[seat];
  guint8 counts[BIR_N_CODES];
  guint8 left[BIR_N_CODES];

  bir_hand_counts (s, seat, counts);

  /* Discards, and single cards onto the side's melds, checked on the
   * stack: most of them are refused.
   */
  {
    TrpCard card;
    TrpAction one = { 0, };

    one.seat = seat;
    one.suit = TRP_SUIT_NONE;
    one.n_cards = 1;
    one.cards = &card;

    one.type = bir_action_discard;
    one.target = -1;
    for (guint c = 0; c < BIR_N_CODES; c++)
      if (counts[c] > 0)
        {
          card = (TrpCard) c;
          add_copy_if_legal (game, actions, &one);
        }

    one.type = bir_action_add_to_meld;
    for (guint m = 0; m < s->n_melds; m++)
      {
        if (s->melds[m].side != side)
          continue;
        one.target = (int) m;
        for (guint c = 0; c < BIR_N_CODES; c++)
          if (counts[c] > 0 && bir_may_fit (&s->melds[m].info, (TrpCard) c) &&
              trp_biriba_meld_add_one (&s->meld_rules, s->melds[m].cards, &s->melds[m].info,
                                       (TrpCard) c, NULL) == TRP_BIRIBA_MELD_OK)
            {
              card = (TrpCard) c;
              add_copy_if_legal (game, actions, &one);
            }
      }
  }

  /* Several cards onto one meld, for when no single card fits (a run
   * 3-4-5 and a 6 and a 7): the longest chain of single additions onto
   * each meld, or its longest prefix that validate() accepts.
   */
  for (guint m = 0; m < s->n_melds; m++)
    {
      TrpCard work[TRP_BIRIBA_MELD_MAX + 1];
      TrpCard chain[TRP_BIRIBA_MELD_MAX];
      TrpBiribaMeldInfo info = s->melds[m].info;
      guint n_chain = 0;
      gboolean grew = TRUE;

      if (s->melds[m].side != side)
        continue;
      memcpy (left, counts, sizeof left);
      memcpy (work, s->melds[m].cards, info.n_cards);
      while (grew && info.n_cards < TRP_BIRIBA_MELD_MAX)
        {
          grew = FALSE;
          for (guint c = 0; c < BIR_N_CODES && !grew; c++)
            {
              TrpBiribaMeldInfo next;

              if (left[c] == 0 || !bir_may_fit (&info, (TrpCard) c) ||
                  trp_biriba_meld_add_one (&s->meld_rules, work, &info, (TrpCard) c,
                                           &next) != TRP_BIRIBA_MELD_OK)
                continue;
              work[info.n_cards] = (TrpCard) c;
              info = next;
              left[c]--;
              chain[n_chain++] = (TrpCard) c;
              grew = TRUE;
            }
        }
      for (guint k = n_chain; k >= 2; k--)
        {
          TrpAction several = { 0, };

          several.type = bir_action_add_to_meld;
          several.seat = seat;
          several.target = (int) m;
          several.suit = TRP_SUIT_NONE;
          several.n_cards = k;
          several.cards = chain;
          if (bir_validate_state (&TRP_BIRIBA_GAME (game)->s, &several, NULL))
            {
              g_ptr_array_add (actions, trp_action_copy (&several));
              break;
            }
        }
    }

  /* B-56, B-60, A-10: most hands of the solo phase, and many of a side
   * still under its opening minimum, can make no legal new meld; the
   * searches for one would only find melds that validate() refuses.
   */
  bir_list_new_meld_actions (game, counts, bir_new_meld_may_be_legal (s, seat, TRUE), actions);
}

/* New melds, one at a time, then a greedy combination for openings (B-60)
 * and for going down in the solo phase (B-56). Random playouts ask for
 * these alone. @counts is the current seat's hand; without @may_meld
 * (bir_new_meld_may_be_legal() said no), only the lay-offs of a B-61
 * obligation are listed.
 */
void
bir_list_new_meld_actions (TrpGame      *game,
                           const guint8 *counts,
                           gboolean      may_meld,
                           GPtrArray    *actions)
{
  BirState *s = &TRP_BIRIBA_GAME (game)->s;
  int seat = s->current;
  g_autoptr(GPtrArray) groups = g_ptr_array_new_with_free_func ((GDestroyNotify) g_byte_array_unref);
  guint chosen[BIR_MAX_MELDS];
  guint n_chosen = 0;
  guint8 left[BIR_N_CODES];

  if (may_meld)
    {
      bir_collect_meld_candidates (s, counts, groups);
      for (guint g = 0; g < groups->len; g++)
        add_if_legal (game, actions, new_meld_action (seat, groups, &g, 1));
    }

  /* B-61 must_meld_from_pile: make sure a way to meet it is listed (its
   * lay-offs too).
   */
  if (s->pile_obligation)
    {
      g_autoptr(GPtrArray) candidates = g_ptr_array_new ();

      bir_pile_candidates (s, seat, TRUE, candidates);
      for (guint i = 0; i < candidates->len; i++)
        add_if_legal (game, actions, g_ptr_array_index (candidates, i));
    }
  if (!may_meld)
    return;

  memcpy (left, counts, sizeof left);
  for (guint g = 0; g < groups->len && n_chosen < BIR_MAX_MELDS; g++)
    {
      if (bir_take_group (left, g_ptr_array_index (groups, g)))
        chosen[n_chosen++] = g;
    }
  if (n_chosen > 1)
    add_if_legal (game, actions, new_meld_action (seat, groups, chosen, n_chosen));

  /* Going down with all the hand but 0, 1 or 2 cards: how a player takes
   * the biribaki, goes out, or ends the solo phase (B-56).
   */
  {
    CoverSearch search = { 0, };
    g_autofree guint *by_card = NULL;
    guint n_entries = 0;

    search.groups = groups;
    for (guint g = 0; g < groups->len; g++)
      {
        GByteArray *group = g_ptr_array_index (groups, g);

        for (guint i = 0; i < group->len; i++)
          if (memchr (group->data, group->data[i], i) == NULL)
            search.start[group->data[i] + 1]++;
      }
    for (guint c = 0; c < BIR_N_CODES; c++)
      search.start[c + 1] += search.start[c];
    n_entries = search.start[BIR_N_CODES];
    by_card = search.by_card = g_new (guint, MAX (n_entries, 1));
    {
      guint fill[BIR_N_CODES];

      memcpy (fill, search.start, sizeof fill);
      for (guint g = 0; g < groups->len; g++)
        {
          GByteArray *group = g_ptr_array_index (groups, g);

          for (guint i = 0; i < group->len; i++)
            if (memchr (group->data, group->data[i], i) == NULL)
              by_card[fill[group->data[i]]++] = g;
        }
    }
    memcpy (search.left, counts, sizeof search.left);
    for (guint i = 0; i < 3; i++)
      search.best_n[i] = G_MAXUINT;
    cover_search (&search, 0, s->hand_len[seat], 2);
    for (guint k = 0; k < 3; k++)
      if (search.best_n[k] != G_MAXUINT && search.best_n[k] > 0)
        add_if_legal (game, actions, new_meld_action (seat, groups, search.best[k], search.best_n[k]));
  }

  /* B-60: an opening that all of the above miss, if the bounded search
   * finds one, so that opening is never missing from the list.
   */
  if (bir_opening_minimum_now (s, seat) > 0)
    {
      gboolean listed = FALSE;
      TrpAction *opening = NULL;

      for (guint i = 0; i < actions->len && !listed; i++)
        listed = ((TrpAction *) g_ptr_array_index (actions, i))->type == bir_action_new_meld;
      if (!listed && bir_opening_possible (s, seat, FALSE, OPENING_LIST_NODES, &opening))
        g_ptr_array_add (actions, opening);
    }
}

GPtrArray *
bir_legal_actions (TrpGame *game)
{
  BirState *s = &TRP_BIRIBA_GAME (game)->s;
  GPtrArray *actions = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_action_free);
  int seat = s->current;

  switch (s->phase)
    {
    case BIR_PHASE_DECLARE_KOZI:
      for (guint suit = 0; suit <= TRP_SUIT_NONE; suit++)
        {
          TrpAction *action = trp_action_new (TRP_ACTION_DECLARE_KOZI, seat);

          action->suit = (TrpSuit) suit;
          g_ptr_array_add (actions, action);
        }
      break;

    case BIR_PHASE_FIRST_DRAW:
      g_ptr_array_add (actions, trp_action_new (TRP_ACTION_DRAW_STOCK, seat));
      break;

    case BIR_PHASE_FIRST_CARD:
      g_ptr_array_add (actions, trp_action_new (TRP_ACTION_FIRST_CARD_KEEP, seat));
      g_ptr_array_add (actions, trp_action_new (TRP_ACTION_FIRST_CARD_TO_PILE, seat));
      break;

    case BIR_PHASE_DRAW:
      add_if_legal (game, actions, trp_action_new (TRP_ACTION_DRAW_STOCK, seat));
      add_if_legal (game, actions, trp_action_new (TRP_ACTION_TAKE_PILE, seat));
      add_if_legal (game, actions, trp_action_new (TRP_ACTION_PASS, seat));
      break;

    case BIR_PHASE_MELD:
      list_meld_actions (game, actions);
      break;

    case BIR_PHASE_BIRIBAKI:
      g_ptr_array_add (actions, trp_action_new (TRP_ACTION_TAKE_BIRIBAKI, seat));
      break;

    case BIR_PHASE_OVER:
    case BIR_PHASE_NONE:
    default:
      break;
    }

  return actions;
}
