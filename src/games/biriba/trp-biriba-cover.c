/* trp-biriba-cover.c: a hand's decomposition into melds (B-56)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by the rule-based player and the guided playout of the search,
 * so that both judge how close a hand is to going down the same way.
 */

#include "config.h"

#include <string.h>

#include "trp-biriba-cover.h"

/* A decomposition of a hand into melds: before the teams form, a player
 * melds only by going down with the whole hand but one card at most, so
 * the hand's worth is how few of its cards no meld would hold. A bounded
 * depth-first search, natural cards in order, each one loose, the lowest
 * card of a run (one wild card may fill a gap or its end, B-17) or of a
 * set with every card of its rank. */
#define COVER_MAX_NODES  3000

/* Natural cards in the order the search takes them: a suit's run grows
 * upwards, so its ace comes last, to end runs high. */
static const guint8 cover_ranks[] = { 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1 };

static void cover_search (TrpBiribaCover *c, guint from);

static void
cover_push_group (TrpBiribaCover *c,
                  const TrpCard *cards,
                  guint          n,
                  gboolean       wild)
{
  memcpy (c->cards + c->n_cards, cards, n);
  c->n_cards += n;
  c->sizes[c->n_groups] = (guint8) n;
  c->wild_in[c->n_groups++] = wild;
}

static void
cover_pop_group (TrpBiribaCover *c)
{
  c->n_cards -= c->sizes[--c->n_groups];
}

static void
cover_record (TrpBiribaCover *c)
{
  guint clean = 0, loose;

  for (guint g = 0; g < c->n_groups; g++)
    clean += !c->wild_in[g];
  /* Spare wild cards join melds that have none. */
  loose = c->loose + (c->n_wilds > clean ? c->n_wilds - clean : 0);
  if (loose >= c->best_loose)
    return;
  c->best_loose = loose;
  memcpy (c->best_cards, c->cards, c->n_cards);
  c->best_n_cards = c->n_cards;
  memcpy (c->best_sizes, c->sizes, c->n_groups);
  memcpy (c->best_wild_in, c->wild_in, c->n_groups * sizeof (gboolean));
  c->best_n_groups = c->n_groups;
  memcpy (c->best_wilds, c->wilds, c->n_wilds);
  c->best_n_wilds = c->n_wilds;
}

static void
cover_runs (TrpBiribaCover *c,
            guint    from,
            TrpCard  first)
{
  guint suit = trp_card_get_suit (first);
  guint rank = trp_card_get_rank (first);
  int top = (int) trp_biriba_run_top (c->rules);
  TrpCard run[TRP_BIRIBA_MELD_MAX];
  TrpCard taken[TRP_BIRIBA_MELD_MAX];
  guint n = 0, n_taken = 0;
  gboolean wild = FALSE;

  if (rank == TRP_RANK_ACE)
    return;
  /* The longest run first: it most often leaves the fewest cards. */
  for (int pos = (int) rank; pos <= top && n < TRP_BIRIBA_MELD_MAX; pos++)
    {
      TrpCard card = TRP_CARD (suit, pos == 14 ? TRP_RANK_ACE : pos);

      if (c->left[card] > 0)
        {
          c->left[card]--;
          taken[n_taken++] = card;
          run[n++] = card;
        }
      else if (!wild && c->n_wilds > 0 && pos < top)
        {
          wild = TRUE;
          run[n++] = c->wilds[--c->n_wilds];
        }
      else
        break;
    }

  while (n >= 3)
    {
      cover_push_group (c, run, n, wild);
      cover_search (c, from);
      cover_pop_group (c);

      /* One card shorter. */
      if (trp_biriba_card_is_wild_capable (run[n - 1]))
        {
          c->wilds[c->n_wilds++] = run[--n];
          wild = FALSE;
        }
      else
        {
          c->left[taken[--n_taken]]++;
          n--;
        }
    }

  while (n_taken > 0)
    c->left[taken[--n_taken]]++;
  for (guint i = 0; i < n; i++)
    if (trp_biriba_card_is_wild_capable (run[i]))
      c->wilds[c->n_wilds++] = run[i];
}

static void
cover_set (TrpBiribaCover *c,
           guint    from,
           TrpCard  first)
{
  guint rank = trp_card_get_rank (first);
  TrpCard set[TRP_BIRIBA_MELD_MAX];
  guint8 saved[TRP_N_SUITS];
  guint n = 0;

  if (c->rules->runs_only)
    return;
  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    {
      TrpCard card = TRP_CARD (suit, rank);

      saved[suit] = c->left[card];
      while (c->left[card] > 0 && n < TRP_BIRIBA_MELD_MAX - 1)
        {
          c->left[card]--;
          set[n++] = card;
        }
    }

  if (n >= 3)
    {
      cover_push_group (c, set, n, FALSE);
      cover_search (c, from);
      cover_pop_group (c);
    }
  else if (n == 2 && c->n_wilds > 0)
    {
      set[n++] = c->wilds[--c->n_wilds];
      cover_push_group (c, set, n, TRUE);
      cover_search (c, from);
      cover_pop_group (c);
      c->wilds[c->n_wilds++] = set[2];
    }

  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    c->left[TRP_CARD (suit, rank)] = saved[suit];
}

/* @from: the index, in suit-major cover_ranks order, of the next card. */
static void
cover_search (TrpBiribaCover *c,
              guint  from)
{
  guint n_order = TRP_N_SUITS * G_N_ELEMENTS (cover_ranks);
  TrpCard card = TRP_CARD_NONE;

  if (++c->nodes > COVER_MAX_NODES || c->loose >= c->best_loose)
    return;

  for (; from < n_order; from++)
    {
      card = TRP_CARD (from / G_N_ELEMENTS (cover_ranks),
                       cover_ranks[from % G_N_ELEMENTS (cover_ranks)]);
      if (c->left[card] > 0)
        break;
    }
  if (from == n_order)
    {
      cover_record (c);
      return;
    }

  cover_runs (c, from, card);
  cover_set (c, from, card);

  /* Or the card stays out of every meld. */
  c->left[card]--;
  c->loose++;
  cover_search (c, from);
  c->loose--;
  c->left[card]++;
}

/**
 * trp_biriba_cover_hand:
 * @cover: the search's state; its best_* fields say how on return
 * @rules: the meld rules
 * @counts: the hand, by card code
 *
 * Returns: the fewest cards of @counts that no meld would hold, spare wild
 *   cards that no meld without one could take counted among them;
 *   %G_MAXUINT for a hand of more than %TRP_BIRIBA_COVER_MAX_CARDS cards
 */
guint
trp_biriba_cover_hand (TrpBiribaCover           *c,
                       const TrpBiribaMeldRules *rules,
                       const guint8             *counts)
{
  c->rules = rules;
  c->n_wilds = c->n_cards = c->n_groups = c->loose = c->nodes = 0;
  c->best_loose = G_MAXUINT;
  c->best_n_cards = c->best_n_groups = c->best_n_wilds = 0;

  for (guint code = 0, total = 0; code < TRP_BIRIBA_N_CODES; code++)
    if ((total += counts[code]) > TRP_BIRIBA_COVER_MAX_CARDS)
      return G_MAXUINT;
  for (guint code = 0; code < TRP_BIRIBA_N_CODES; code++)
    {
      if (trp_biriba_card_is_wild_capable ((TrpCard) code))
        {
          for (guint k = 0; k < counts[code]; k++)
            c->wilds[c->n_wilds++] = (TrpCard) code;
          c->left[code] = 0;
        }
      else
        c->left[code] = counts[code];
    }
  cover_search (c, 0);
  return c->best_loose;
}
