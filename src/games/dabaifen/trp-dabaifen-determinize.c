/* trp-dabaifen-determinize.c: hidden cards dealt again for search
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * determinize() for Da Bai Fen (D-49): what an observer cannot see is
 * resampled, consistently with what he has seen.
 */

#include "config.h"

#include <string.h>

#include "trp-dabaifen-private.h"

/* The hidden pool is shuffled from a canonical order (sorted by card
 * byte), so that a sample depends only on what the observer knows and
 * never on where the hidden cards really sit.
 */
static void
shuffle_indices (TrpRng *rng,
                 guint8 *items,
                 guint   n)
{
  guint64 set = 0;
  guint k = 0;

  /* Distinct indices, and index order is card order: a bit set sorts
   * them in one pass. */
  for (guint i = 0; i < n; i++)
    set |= DBF_BIT (items[i]);
  g_assert ((guint) dbf_popcount (set) == n);
  for (; set != 0; set &= set - 1)
    items[k++] = (guint8) __builtin_ctzll (set);

  trp_rng_shuffle (rng, items, n);
}

/* The draw: other hands and the undrawn pack are hidden. Cards are never
 * given up during the draw, so a seat that was asked in a window (it
 * passed, or is being asked now) still holds a card of rank R: each such
 * seat gets one of the hidden rank-R cards first, then every place is
 * filled at random.
 */
void
dbf_determinize_draw (DbfState *s,
                      int       observer,
                      TrpRng   *rng)
{
  guint8 pool[DBF_N_CARDS];
  gboolean used[DBF_N_CARDS] = { FALSE };
  guint n = 0, k = 0;
  guint sizes[DBF_N_SEATS];
  guint64 hands[DBF_N_SEATS] = { 0 };
  guint needy = (s->r_holders | (1 << dbf_current_seat (s))) & ~(1 << observer);

  for (int seat = 0; seat < DBF_N_SEATS; seat++)
    {
      sizes[seat] = dbf_popcount (s->hands[seat]);
      if (seat == observer)
        continue;
      for (guint64 m = s->hands[seat]; m != 0; m &= m - 1)
        pool[n++] = (guint8) __builtin_ctzll (m);
    }
  for (guint i = s->n_drawn; i < DBF_N_CARDS; i++)
    pool[n++] = (guint8) dbf_card_index (s->pack[i]);

  shuffle_indices (rng, pool, n);

  /* The real deal gives each needy seat its own rank-R card, so there are
   * enough of them in the pool.
   */
  for (int seat = 0; seat < DBF_N_SEATS; seat++)
    if (needy & (1 << seat))
      for (guint i = 0; i < n; i++)
        if (!used[i] && (DBF_BIT (pool[i]) & s->rank_r_mask) != 0)
          {
            used[i] = TRUE;
            hands[seat] |= DBF_BIT (pool[i]);
            break;
          }

  for (int seat = 0; seat < DBF_N_SEATS; seat++)
    {
      if (seat == observer)
        continue;
      while (dbf_popcount (hands[seat]) < sizes[seat])
        {
          while (used[k])
            k++;
          used[k] = TRUE;
          hands[seat] |= DBF_BIT (pool[k]);
        }
      s->hands[seat] = hands[seat];
    }
  for (guint i = s->n_drawn; i < DBF_N_CARDS; i++)
    {
      while (used[k])
        k++;
      used[k] = TRUE;
      s->pack[i] = dbf_index_card (pool[k]);
    }
}

enum { PLACE_HAND = 0, PLACE_BURIED = DBF_N_SEATS, PLACE_KITTY, N_PLACES };

/* After the draw: every card hidden from @observer is dealt again among
 * the places it could be in, keeping their sizes, the known voids (D-32)
 * and, in the redeal poll, that the seats polled hold no trump. Kitty
 * cards the observer saw stay with the leader (in hand or buried). A
 * random greedy deal may fail (also when a seat the poll skipped, so
 * holding a trump, got none); the caller retries. @relaxed keeps only the
 * places' sizes and the cards the observer saw: that deal never fails.
 */
gboolean
dbf_try_constrained_deal (DbfState       *s,
                          const DbfState *real,
                          int             observer,
                          gboolean        relaxed,
                          TrpRng         *rng)
{
  guint capacity[N_PLACES] = { 0 };
  guint8 forbidden[N_PLACES] = { 0 };
  guint64 assigned[N_PLACES] = { 0 };
  guint8 cards[DBF_N_CARDS];
  guint n_cards = 0;
  guint64 pinned = 0;
  gboolean leader_area = real->phase >= DBF_PHASE_BURY && observer != real->leader;

  /* Cards whose place the observer knows stay put: his own hand, the
   * exposed card while held, turned kitty cards still in the kitty.
   */
  if (real->exposer >= 0 && real->exposer != observer &&
      (real->hands[real->exposer] & DBF_BIT (dbf_card_index (real->exposed_card))) != 0)
    pinned |= DBF_BIT (dbf_card_index (real->exposed_card));

  for (int seat = 0; seat < DBF_N_SEATS; seat++)
    {
      if (seat == observer)
        continue;
      capacity[PLACE_HAND + seat] = dbf_popcount (real->hands[seat] & ~pinned);
      if (relaxed)
        continue;
      forbidden[PLACE_HAND + seat] = real->voids[seat];
      if (real->phase == DBF_PHASE_REDEAL && (real->poll_polled & (1 << seat)) != 0)
        forbidden[PLACE_HAND + seat] |= 1 << DBF_TRUMP;
    }
  if (leader_area)
    capacity[PLACE_BURIED] = real->n_buried;

  if (real->phase == DBF_PHASE_REDEAL)
    for (guint i = DBF_DRAWN + real->n_turned; i < DBF_N_CARDS; i++)
      {
        capacity[PLACE_KITTY]++;
        cards[n_cards++] = (guint8) dbf_card_index (real->pack[i]);
      }

  for (int seat = 0; seat < DBF_N_SEATS; seat++)
    if (seat != observer)
      for (guint64 m = real->hands[seat] & ~pinned; m != 0; m &= m - 1)
        cards[n_cards++] = (guint8) __builtin_ctzll (m);
  if (leader_area)
    for (guint64 m = real->buried; m != 0; m &= m - 1)
      cards[n_cards++] = (guint8) __builtin_ctzll (m);

  shuffle_indices (rng, cards, n_cards);

  /* Known kitty cards first, then cards of suits someone is void in. */
  for (guint pass = 0; pass < 3; pass++)
    for (guint i = 0; i < n_cards; i++)
      {
        guint card = cards[i];
        gboolean known = leader_area && (real->kitty_public & DBF_BIT (card)) != 0;
        gboolean constrained = FALSE;
        guint places[N_PLACES];
        guint n_places = 0, total = 0, pick;

        for (guint p = 0; p < N_PLACES; p++)
          constrained |= (forbidden[p] & (1 << real->eff_suit[card])) != 0;
        if ((pass == 0) != known || (pass == 1 && !constrained) || (pass == 2 && constrained))
          continue;

        for (guint p = 0; p < N_PLACES; p++)
          {
            if (dbf_popcount (assigned[p]) >= capacity[p])
              continue;
            if (p < DBF_N_SEATS && (forbidden[p] & (1 << real->eff_suit[card])) != 0)
              continue;
            if (known && p != PLACE_HAND + (guint) real->leader && p != PLACE_BURIED)
              continue;
            places[n_places++] = p;
            total += capacity[p] - dbf_popcount (assigned[p]);
          }
        if (n_places == 0)
          return FALSE;

        pick = trp_rng_uniform (rng, total);
        for (guint j = 0; j < n_places; j++)
          {
            guint room = capacity[places[j]] - dbf_popcount (assigned[places[j]]);

            if (pick < room)
              {
                assigned[places[j]] |= DBF_BIT (card);
                break;
              }
            pick -= room;
          }
      }

  /* The poll skipped the seats before the current one that hold a trump. */
  if (real->phase == DBF_PHASE_REDEAL && !relaxed)
    for (guint step = 0; step < real->poll_step; step++)
      {
        int seat = (real->leader + step) % DBF_N_SEATS;

        if (seat != observer && (real->poll_polled & (1 << seat)) == 0 &&
            (assigned[PLACE_HAND + seat] & real->eff_mask[DBF_TRUMP]) == 0)
          return FALSE;
      }

  for (int seat = 0; seat < DBF_N_SEATS; seat++)
    if (seat != observer)
      s->hands[seat] = assigned[PLACE_HAND + seat] | (real->hands[seat] & pinned);
  if (leader_area)
    s->buried = assigned[PLACE_BURIED];
  if (real->phase == DBF_PHASE_REDEAL)
    {
      guint64 m = assigned[PLACE_KITTY];

      for (guint i = DBF_DRAWN + real->n_turned; i < DBF_N_CARDS; i++, m &= m - 1)
        s->pack[i] = dbf_index_card (__builtin_ctzll (m));
      s->kitty = 0;
      for (guint i = DBF_DRAWN; i < DBF_N_CARDS; i++)
        s->kitty |= DBF_BIT (dbf_card_index (s->pack[i]));
    }
  return TRUE;
}

guint dbf_determinize_tries = 1000;

/* Deals @s, a copy of @real, the cards @observer cannot see anew. */
void
dbf_determinize (DbfState       *s,
                 const DbfState *real,
                 int             observer,
                 TrpRng         *rng)
{
  /* Future redeals are unknown to everyone. */
  s->redeal_seed = trp_rng_next (rng);
  s->n_explicit_used = s->n_explicit_redeals;

  switch (s->phase)
    {
    case DBF_PHASE_DRAW:
      dbf_determinize_draw (s, observer, rng);
      break;

    case DBF_PHASE_REDEAL:
    case DBF_PHASE_BURY:
    case DBF_PHASE_PLAY:
      /* The drawn pack's order and the untouched kitty would tell the
       * real hands; nothing reads them after the draw, so wipe them.
       */
      memset (s->pack, 0, DBF_DRAWN);
      /* The burying leader knows which cards the kitty brought, and
       * sees them marked (D-27). */
      if (s->phase != DBF_PHASE_REDEAL &&
          !(s->phase == DBF_PHASE_BURY && observer == s->leader))
        s->kitty = 0;
      /* The greedy sampler can paint itself into a corner when voids
       * leave little room; retrying costs little. In 414,000 samples 20
       * tries failed 0.002 % of the time; after 1,000 the sample keeps
       * only the sizes of the places and the cards the observer saw,
       * which a deal always meets: the real hands, which @s still holds
       * as a copy of @real, must never be what the search plays on
       * (players see only what their seat may see). */
      {
        gboolean dealt = FALSE;

        for (guint attempt = 0; attempt < dbf_determinize_tries && !dealt; attempt++)
          dealt = dbf_try_constrained_deal (s, real, observer, FALSE, rng);
        if (!dealt && !dbf_try_constrained_deal (s, real, observer, TRUE, rng))
          g_assert_not_reached ();
      }
      break;

    case DBF_PHASE_NONE:
    case DBF_PHASE_OVER:
    default:
      break;
    }
}
