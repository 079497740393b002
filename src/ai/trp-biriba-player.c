/* trp-biriba-player.c: a rule-based Biriba player (rules/biriba.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plays like a careful human: draws from the pile when it holds cards that
 * fit, lays off and melds natural cards, keeps the jokers and 2s for a
 * biriba, goes down to take the biribaki as soon as the side has a biriba,
 * goes out when it pays, and discards what the next opponent cannot use.
 *
 * It is also the rollout policy of the search, so it reads only the
 * game's cheap public accessors, and never a card its seat may not see:
 * its own hand, the melds, the pile, the known pickups (B-9) and counts.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "biriba/trp-biriba-view.h"
#include "biriba/trp-biriba-cover.h"
#include "biriba/trp-biriba-heuristics.h"
#include "biriba/trp-biriba-meld.h"
#include "trp-biriba-player.h"

#define N_CODES TRP_BIRIBA_N_CODES

/* Side ids are seat numbers (docs/games/biriba.md). */
#define TRP_BIRIBA_MAX_SIDES 6

/* What the seat to move knows, gathered once per decision: what the
 * shared scores read (its rules, seat, side, hand, the pile, what it
 * made of the table) in a TrpBiribaPosition, as the guided playout
 * describes its seats, and what only this player asks besides.
 */
typedef struct
{
  TrpGame            *game;
  TrpBiribaView       pub;          /* the seat view the rest reads */
  TrpBiribaPosition   pos;
  guint8              hand[N_CODES];   /* pos.hand */
  guint               n_melds;
  guint               stock;
  gboolean            solo_phase;   /* B-56: every seat still its own side */
  gint8               fits[TRP_BIRIBA_MAX_SIDES][N_CODES]; /* -1: not known */
} View;

static inline gboolean
is_wild (TrpCard card)
{
  return trp_biriba_card_is_wild_capable (card);
}

static gboolean
side_has_biriba (const TrpBiribaView *pub,
                 int                  side)
{
  for (guint m = 0; m < pub->n_melds; m++)
    {
      guint n;
      int owner;

      trp_biriba_view_get_meld (pub, m, &n, &owner);
      if (owner == side && trp_biriba_is_biriba (n))
        return TRUE;
    }
  return FALSE;
}

static gboolean position_fits_side_cb      (const TrpBiribaPosition *pos,
                                            int                      side,
                                            TrpCard                  card);
static gboolean position_forms_meld_cb     (const TrpBiribaPosition *pos,
                                            guint8                  *naturals,
                                            TrpCard                  card);
static double   position_known_affinity_cb (const TrpBiribaPosition *pos,
                                            int                      seat,
                                            TrpCard                  card);

/* Reads the seat view into @v, the position first; FALSE where @game is
 * not Biriba: the game's seat view refuses another game. */
static gboolean
view_init (View    *v,
           TrpGame *game)
{
  TrpRules *rules = trp_game_get_rules (game);
  TrpBiribaPosition *pos = &v->pos;
  const TrpCard *cards;
  int seat = trp_game_get_current_seat (game);
  guint partner_cards = 0;
  gboolean threat = FALSE;

  memset (v, 0, sizeof *v);
  memset (v->fits, -1, sizeof v->fits);
  v->game = game;
  if (!trp_biriba_game_get_view (game, seat, &v->pub))
    return FALSE;
  v->n_melds = v->pub.n_melds;
  v->stock = v->pub.stock_size;

  if (rules != NULL)
    {
      pos->rules.runs_only = trp_rules_get_bool (rules, "runs_only");
      pos->rules.allow_sets_of_twos = trp_rules_get_bool (rules, "allow_sets_of_twos");
      pos->rules.ace_high_in_runs = trp_rules_get_bool (rules, "ace_high_in_runs");
    }
  else
    pos->rules.ace_high_in_runs = TRUE;
  /* The standard values (B-11), whatever the house rules say. */
  trp_biriba_position_set_table (pos, v->pub.kozi, 20, 10, seat, v->pub.side_of_seat[seat],
                                 v->pub.n_seats);
  G_STATIC_ASSERT (sizeof pos->side_of_seat == sizeof v->pub.side_of_seat);
  memcpy (pos->side_of_seat, v->pub.side_of_seat, sizeof pos->side_of_seat);
  pos->pile = v->pub.pile;
  pos->n_pile = v->pub.n_pile;

  /* Only this seat's own hand is read; of the others, only their sizes. */
  cards = v->pub.hand;
  for (guint i = 0; i < v->pub.n_hand; i++)
    if (cards[i] < N_CODES)
      v->hand[cards[i]]++;
  trp_biriba_position_set_hand (pos, v->hand, v->pub.n_hand);

  /* B-56: before the teams form, a go_down_only table melds only to go
   * down at once; A-10: the 18-card packet then needs no biriba unless
   * the options say so. The game says which, as the rules decide it. */
  v->solo_phase = v->pub.solo_phase;
  pos->solo_locked = v->pub.go_down_only;
  pos->first_free = v->pub.solo_phase && !v->pub.biribaki_needs_biriba;

  pos->has_biriba = side_has_biriba (&v->pub, pos->side);
  pos->took = v->pub.biribaki_taker[pos->side] >= 0;

  for (guint s = 0; s < pos->n_seats; s++)
    {
      int other = v->pub.side_of_seat[s];
      guint n;

      if ((int) s == pos->seat)
        continue;
      n = v->pub.hand_sizes[s];
      if (other == pos->side)
        partner_cards += n;
      else if (v->pub.biribaki_taker[other] >= 0 &&
               side_has_biriba (&v->pub, other))
        threat = TRUE;
    }

  /* B-51: with six players, two opposing sides may go out, four seats
   * of them between two turns of this side; B-52: with five, the solo
   * player goes out at any of its turns and the other team may too. Once
   * one of them can, cash in at once, however full the stock (measured:
   * docs/strength.md). */
  trp_biriba_position_weigh_end (pos, threat, v->stock, partner_cards, pos->n_seats >= 5);

  pos->fits_side = position_fits_side_cb;
  pos->forms_meld = position_forms_meld_cb;
  pos->known_affinity = position_known_affinity_cb;
  pos->data = v;
  return TRUE;
}

/* Whether @card alone fits one of @side's melds; remembered for the
 * decision, since discards and the pile ask it for many cards. */
static gboolean
fits_side (View    *v,
           int      side,
           TrpCard  card)
{
  gboolean fits = FALSE;

  if (side < 0 || side >= TRP_BIRIBA_MAX_SIDES || card >= N_CODES)
    return FALSE;
  if (v->fits[side][card] >= 0)
    return v->fits[side][card];

  for (guint m = 0; m < v->n_melds && !fits; m++)
    {
      int owner;
      guint n;

      trp_biriba_view_get_meld (&v->pub, m, &n, &owner);
      fits = owner == side && trp_biriba_view_meld_takes_card (&v->pub, m, card);
    }
  v->fits[side][card] = fits;
  return fits;
}

/* The questions of the shared scores (trp-biriba-heuristics.h), answered
 * from the seat view. */
static gboolean
position_fits_side_cb (const TrpBiribaPosition *pos,
                       int                      side,
                       TrpCard                  card)
{
  return fits_side (pos->data, side, card);
}

static gboolean
position_forms_meld_cb (const TrpBiribaPosition *pos,
                        guint8                  *naturals,
                        TrpCard                  card)
{
  View *v = pos->data;
  gboolean forms;

  naturals[card]--;
  forms = trp_biriba_card_forms_meld (&v->pos.rules, card, naturals, NULL);
  naturals[card]++;
  return forms;
}

/* What @seat is known to hold (B-9) near @card: its rank, and two ranks
 * either side of it in every suit. */
static double
position_known_affinity_cb (const TrpBiribaPosition *pos,
                            int                      seat,
                            TrpCard                  card)
{
  View *v = pos->data;
  guint rank = trp_card_get_rank (card);
  guint8 known[N_CODES] = { 0, };

  for (guint s = 0; s < TRP_N_SUITS; s++)
    for (int dr = -2; dr <= 2; dr++)
      {
        int r = (int) rank + dr;
        TrpCard near;

        if (r < 1 || r > 13)
          continue;
        near = TRP_CARD (s, r);
        known[near] = trp_biriba_view_get_known_count (&v->pub, seat, near);
      }
  return trp_biriba_known_affinity (pos, known, card);
}

/* ------------------------------------------------------------------ */
/* Going down (B-56)                                                   */

/* Before the teams form, a player melds only by going down with the
 * whole hand but one card at most (B-56): the hand's worth is how few of
 * its cards no meld would hold (trp-biriba-cover.c). */
static guint
cover_hand (View           *v,
            const guint8   *counts,
            TrpBiribaCover *c)
{
  return trp_biriba_cover_hand (c, &v->pos.rules, counts);
}

/* The going down that @c found, its spare wild cards added to melds
 * without one; NULL unless it leaves at most one card. */
static TrpAction *
cover_go_down_action (View           *v,
                      TrpBiribaCover *c)
{
  TrpCard cards[2 * TRP_BIRIBA_COVER_MAX_CARDS];
  guint8 sizes[TRP_BIRIBA_COVER_MAX_GROUPS];
  guint n_groups, at = 0;
  TrpAction *action;

  if (!trp_biriba_cover_go_down (c, &v->pos.rules, cards, sizes, &n_groups))
    return NULL;

  action = trp_action_new (TRP_BIRIBA_ACTION_NEW_MELD, v->pos.seat);
  for (guint g = 0; g < n_groups; g++)
    {
      trp_action_add_group (action, cards + at, sizes[g]);
      at += sizes[g];
    }
  return action;
}

static char *
card_name (TrpCard card)
{
  return trp_card_get_display_name (card, TRP_FACE_STYLE_FRENCH);
}

/* ------------------------------------------------------------------ */
/* Draw                                                                */

static TrpAction *
find_type (GPtrArray  *legal,
           const char *type)
{
  for (guint i = 0; i < legal->len; i++)
    {
      TrpAction *action = g_ptr_array_index (legal, i);

      if (g_str_equal (action->type, type))
        return action;
    }
  return NULL;
}

static TrpAction *
choose_draw (View       *v,
             GPtrArray  *legal,
             char      **reason)
{
  TrpAction *stock = find_type (legal, TRP_BIRIBA_ACTION_DRAW_STOCK);
  TrpAction *pile = find_type (legal, TRP_BIRIBA_ACTION_TAKE_PILE);
  TrpAction *pass = find_type (legal, TRP_BIRIBA_ACTION_PASS);
  /* Room for the decomposition of the hand, before the teams form. */
  g_autofree TrpBiribaCover *cover = v->pos.solo_locked ? g_new (TrpBiribaCover, 1) : NULL;
  gboolean take = pile != NULL && trp_biriba_pile_wanted (&v->pos, stock != NULL, cover);

  if (take)
    {
      if (reason != NULL)
        *reason = g_strdup (_("Take the pile: its cards are worth more to you than one from the stock"));
      return trp_action_copy (pile);
    }
  if (stock != NULL)
    {
      if (reason != NULL)
        *reason = g_strdup (_("Draw from the stock: the pile holds little for you"));
      return trp_action_copy (stock);
    }
  if (pass != NULL)
    {
      if (reason != NULL)
        *reason = g_strdup (_("Pass: the pile holds nothing you can use"));
      return trp_action_copy (pass);
    }
  if (pile != NULL)
    return trp_action_copy (pile);
  return NULL;
}

/* ------------------------------------------------------------------ */
/* Meld step                                                           */

/* The number of wild-role cards a meld action adds, and the longest meld
 * it leaves; a natural 2 in its place is not a wild card (B-17). */
static void
meld_effect (View            *v,
             const TrpAction *action,
             int             *out_wilds,
             guint           *out_longest,
             gboolean        *out_dirties,
             gboolean        *out_kozi_run)
{
  int wilds = 0;
  guint longest = 0;
  gboolean dirties = FALSE, kozi_run = FALSE;

  if (g_str_equal (action->type, TRP_BIRIBA_ACTION_NEW_MELD))
    {
      for (guint g = 0; g < trp_action_get_n_groups (action); g++)
        {
          guint n;
          const TrpCard *cards = trp_action_get_group (action, g, &n);
          TrpBiribaMeldInfo info = { 0, };

          trp_biriba_meld_evaluate (&v->pos.rules, cards, n, &info);
          wilds += info.n_wild;
          longest = MAX (longest, n);
        }
    }
  else
    {
      guint n;
      const TrpCard *meld = trp_biriba_view_get_meld (&v->pub, action->target, &n, NULL);
      TrpCard joined[TRP_BIRIBA_MELD_MAX + TRP_BIRIBA_MELD_MAX];
      TrpBiribaMeldInfo before = { 0, }, after = { 0, };
      guint total = MIN (n + action->n_cards, G_N_ELEMENTS (joined));

      memcpy (joined, meld, n);
      memcpy (joined + n, action->cards, total - n);
      trp_biriba_meld_evaluate (&v->pos.rules, meld, n, &before);
      trp_biriba_meld_evaluate (&v->pos.rules, joined, total, &after);
      wilds = (int) after.n_wild - (int) before.n_wild;
      longest = total;
      /* A wild card spoils a clean meld that is or may become a biriba. */
      dirties = before.n_wild == 0 && after.n_wild > 0 && total >= 5;
      /* B-41: a kozi run earns the double bonus. */
      kozi_run = before.kind == TRP_BIRIBA_MELD_RUN && (int) before.key == v->pos.kozi;
    }

  *out_wilds = wilds;
  *out_longest = longest;
  *out_dirties = dirties;
  *out_kozi_run = kozi_run;
}

static double
score_meld (View             *v,
            const TrpAction  *action,
            TrpBiribaMeldWhy *why)
{
  int wilds;
  guint longest;
  gboolean dirties, kozi_run;

  meld_effect (v, action, &wilds, &longest, &dirties, &kozi_run);
  return trp_biriba_meld_score (&v->pos, g_str_equal (action->type, TRP_BIRIBA_ACTION_NEW_MELD),
                                action->n_cards, wilds, longest, dirties, kozi_run, why);
}

/* Multi-card lay-offs the engine does not list (it lists single cards):
 * e.g. 3H 4H onto 5H 6H 7H, where neither card fits alone.
 */
static void
add_extended_layoffs (View      *v,
                      GPtrArray *candidates)
{
  for (guint m = 0; m < v->n_melds; m++)
    {
      int owner;
      guint n;
      const TrpCard *meld = trp_biriba_view_get_meld (&v->pub, m, &n, &owner);
      TrpBiribaMeldInfo info = { 0, };
      TrpCard cards[14];
      int dist[14];
      guint n_cards = 0;
      guint lo = 15, hi = 0;

      if (owner != v->pos.side ||
          trp_biriba_meld_evaluate (&v->pos.rules, meld, n, &info) != TRP_BIRIBA_MELD_OK ||
          info.kind != TRP_BIRIBA_MELD_RUN)
        continue;

      for (guint i = 0; i < n; i++)
        if (!is_wild (meld[i]) && trp_card_get_suit (meld[i]) == info.key)
          {
            guint r = trp_card_get_rank (meld[i]);

            lo = MIN (lo, r);
            hi = MAX (hi, r == TRP_RANK_ACE && n > 1 ? 14 : r);
          }
      if (hi == 0)
        continue;

      /* The suit's naturals in hand that the run lacks, nearest first. */
      for (guint r = TRP_RANK_ACE; r <= TRP_RANK_KING; r++)
        {
          TrpCard card = TRP_CARD (info.key, r);
          gboolean in_run = FALSE;
          int d;

          if (r == TRP_RANK_TWO || v->hand[card] == 0)
            continue;
          for (guint i = 0; i < n && !in_run; i++)
            in_run = meld[i] == card;
          if (in_run)
            continue;
          d = r < lo ? (int) (lo - r) : r > hi ? (int) (r - hi) : 0;
          if (r == TRP_RANK_ACE && hi >= 12)
            d = MIN (d, 14 - (int) hi);
          cards[n_cards] = card;
          dist[n_cards++] = d;
        }
      if (n_cards < 2)
        continue;

      for (guint i = 1; i < n_cards; i++)
        for (guint j = i; j > 0 && dist[j] < dist[j - 1]; j--)
          {
            TrpCard c = cards[j];
            int d = dist[j];

            cards[j] = cards[j - 1], dist[j] = dist[j - 1];
            cards[j - 1] = c, dist[j - 1] = d;
          }

      /* The longest prefix that the rules accept. */
      for (guint len = n_cards; len >= 2; len--)
        {
          TrpAction *action = trp_action_new_with_cards (TRP_BIRIBA_ACTION_ADD_TO_MELD,
                                                         v->pos.seat, cards, len);

          action->target = (int) m;
          if (trp_game_validate (v->game, action, NULL))
            {
              g_ptr_array_add (candidates, action);
              break;
            }
          trp_action_free (action);
        }
    }
}

static TrpAction *
solo_meld_step (View       *v,
                GPtrArray  *legal,
                char      **reason)
{
  g_autofree TrpBiribaCover *cover = g_new (TrpBiribaCover, 1);
  TrpAction *best = NULL;
  guint best_loose = G_MAXUINT;
  double best_cost = G_MAXDOUBLE;
  gboolean natural_discard = FALSE;

  if (cover_hand (v, v->hand, cover) <= 1)
    {
      g_autoptr(TrpAction) down = cover_go_down_action (v, cover);

      /* Under A-10's strict reading the melds must hold a biriba: then
       * the engine's own list, scored below, decides. */
      if (down != NULL && trp_game_validate (v->game, down, NULL))
        {
          if (reason != NULL)
            *reason = g_strdup (_("Go down with all your cards to take the biribaki"));
          return g_steal_pointer (&down);
        }
    }

  for (guint i = 0; i < legal->len; i++)
    {
      TrpAction *action = g_ptr_array_index (legal, i);

      if (g_str_equal (action->type, TRP_BIRIBA_ACTION_DISCARD))
        natural_discard |= !is_wild (action->cards[0]);
      else if (g_str_equal (action->type, TRP_BIRIBA_ACTION_NEW_MELD))
        {
          TrpBiribaMeldWhy why = TRP_BIRIBA_MELD_WHY_NONE;

          /* The engine's going down, when the search above missed it. */
          if (score_meld (v, action, &why) > 0 && why == TRP_BIRIBA_MELD_WHY_BIRIBAKI)
            {
              if (reason != NULL)
                *reason = g_strdup (_("Go down with all your cards to take the biribaki"));
              return trp_action_copy (action);
            }
        }
    }

  for (guint i = 0; i < legal->len; i++)
    {
      TrpAction *action = g_ptr_array_index (legal, i);
      TrpCard card;
      guint loose;
      double cost;

      if (!g_str_equal (action->type, TRP_BIRIBA_ACTION_DISCARD))
        continue;
      card = action->cards[0];
      /* A wild card completes any pair or gapped run: never thrown away
       * while a natural card may go. */
      if (is_wild (card) && natural_discard)
        continue;
      v->hand[card]--;
      loose = cover_hand (v, v->hand, cover);
      v->hand[card]++;
      cost = trp_biriba_discard_cost (&v->pos, card);
      if (loose < best_loose || (loose == best_loose && cost < best_cost))
        {
          best = action;
          best_loose = loose;
          best_cost = cost;
        }
    }
  if (best == NULL)
    return NULL;

  if (reason != NULL)
    {
      g_autofree char *name = card_name (best->cards[0]);

      *reason = g_strdup_printf (_("Discard the %s: the cards you keep come closer to going down"), name);
    }
  return trp_action_copy (best);
}

static TrpAction *
choose_meld_step (View       *v,
                  GPtrArray  *legal,
                  char      **reason)
{
  g_autoptr(GPtrArray) extra = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_action_free);
  TrpAction *best_meld = NULL, *any_meld = NULL, *best_discard = NULL;
  double best_meld_score = 0, any_score = -G_MAXDOUBLE, best_cost = G_MAXDOUBLE;
  TrpBiribaMeldWhy best_why = TRP_BIRIBA_MELD_WHY_NONE;

  /* B-56: before the teams form, go down as soon as the hand allows it,
   * and otherwise keep the cards that come closest to it. */
  if (v->pos.solo_locked)
    {
      TrpAction *action = solo_meld_step (v, legal, reason);

      if (action != NULL)
        return action;
    }

  add_extended_layoffs (v, extra);

  for (guint pass = 0; pass < 2; pass++)
    {
      GPtrArray *list = pass == 0 ? legal : extra;

      for (guint i = 0; i < list->len; i++)
        {
          TrpAction *action = g_ptr_array_index (list, i);

          if (g_str_equal (action->type, TRP_BIRIBA_ACTION_DISCARD))
            {
              double cost = trp_biriba_discard_cost (&v->pos, action->cards[0]);

              if (cost < best_cost)
                {
                  best_cost = cost;
                  best_discard = action;
                }
            }
          else if (g_str_equal (action->type, TRP_BIRIBA_ACTION_NEW_MELD) ||
                   g_str_equal (action->type, TRP_BIRIBA_ACTION_ADD_TO_MELD))
            {
              TrpBiribaMeldWhy why = TRP_BIRIBA_MELD_WHY_NONE;
              double score = score_meld (v, action, &why);

              if (score > best_meld_score)
                {
                  best_meld_score = score;
                  best_meld = action;
                  best_why = why;
                }
              if (score > any_score)
                {
                  any_score = score;
                  any_meld = action;
                }
            }
        }
    }

  if (best_meld != NULL)
    {
      if (reason != NULL)
        switch (best_why)
          {
          case TRP_BIRIBA_MELD_WHY_BIRIBAKI:
            *reason = g_strdup (_("Go down with all your cards to take the biribaki"));
            break;
          case TRP_BIRIBA_MELD_WHY_OUT:
            *reason = g_strdup (_("Meld all but one card, then go out"));
            break;
          case TRP_BIRIBA_MELD_WHY_BIRIBA:
            *reason = g_strdup (_("Complete a biriba: your side may then take its biribaki"));
            break;
          case TRP_BIRIBA_MELD_WHY_LAY_OFF:
            *reason = g_strdup (_("Lay off on your side’s meld toward a biriba"));
            break;
          case TRP_BIRIBA_MELD_WHY_NATURAL:
            *reason = g_strdup (_("Meld natural cards and keep the wild ones"));
            break;
          case TRP_BIRIBA_MELD_WHY_WILD_EMPTY:
            *reason = g_strdup (_("Use the wild card to empty your hand for the biribaki"));
            break;
          case TRP_BIRIBA_MELD_WHY_WILD_LATE:
          case TRP_BIRIBA_MELD_WHY_NONE:
          default:
            *reason = g_strdup (_("Meld now: the hand may end soon"));
            break;
          }
      return trp_action_copy (best_meld);
    }

  if (best_discard != NULL)
    {
      if (reason != NULL)
        {
          g_autofree char *name = card_name (best_discard->cards[0]);

          if (v->pos.hand_len == 1 && v->pos.took)
            *reason = g_strdup_printf (_("Go out with the %s"), name);
          else if (v->pos.hand_len == 1)
            *reason = g_strdup_printf (_("Discard the %s to take the biribaki"), name);
          else if (v->pos.n_wilds > 0)
            *reason = g_strdup_printf (_("Discard the %s and keep the wild card for a biriba"), name);
          else
            *reason = g_strdup_printf (_("Discard the %s: it helps neither you nor the next player"), name);
        }
      return trp_action_copy (best_discard);
    }

  /* No discard is legal yet (B-61): some meld must come first. */
  if (any_meld != NULL)
    return trp_action_copy (any_meld);
  return NULL;
}

/* ------------------------------------------------------------------ */
/* What a move does that the rule-based one does not                  */

/* Of the pile's cards, those the seat could use: wild cards, cards for
 * its side's melds or for a new meld with the hand, as the pile's worth
 * counts them (trp_biriba_pile_worth()). */
static guint
pile_useful_cards (View *v)
{
  guint8 naturals[N_CODES];
  guint useful = 0;

  memcpy (naturals, v->hand, N_CODES);
  for (guint i = 0; i < v->pos.n_pile; i++)
    if (v->pos.pile[i] < N_CODES && !is_wild (v->pos.pile[i]))
      naturals[v->pos.pile[i]]++;
  for (guint i = 0; i < v->pos.n_pile; i++)
    {
      TrpCard card = v->pos.pile[i];

      if (card >= N_CODES)
        continue;
      if (is_wild (card) || fits_side (v, v->pos.side, card) ||
          position_forms_meld_cb (&v->pos, naturals, card))
        useful++;
    }
  return useful;
}

/* Whether the seat after @v's takes the pile for its side's melds: an
 * opponent, whose meld @card fits. */
static gboolean
fits_next_opponent (View    *v,
                    TrpCard  card)
{
  int next = (v->pos.seat + 1) % (int) v->pos.n_seats;
  int side = v->pos.side_of_seat[next];

  return side != v->pos.side && !is_wild (card) && fits_side (v, side, card);
}

static char *
contrast_discards (View    *v,
                   TrpCard  thrown,
                   TrpCard  kept)
{
  g_autofree char *kept_name = card_name (kept);
  int points = trp_biriba_card_value (thrown, 20, 10);

  if (fits_next_opponent (v, kept) && !fits_next_opponent (v, thrown))
    /* TRANSLATORS: a hint's reason where it differs from the usual play,
     * which would discard this card (%s). Kept short: it follows the
     * move on the status bar. */
    return g_strdup_printf (_("Keeps the %s, which fits the next player’s meld"), kept_name);
  if (fits_next_opponent (v, thrown))
    /* TRANSLATORS: a hint's reason; %d is the points of the discarded
     * card, which fits the next player's meld. */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Sheds %d point from your hand, though the next player can lay it off",
                                         "Sheds %d points from your hand, though the next player can lay it off",
                                         points),
                            points);
  if (is_wild (kept) || (fits_side (v, v->pos.side, kept) && !fits_side (v, v->pos.side, thrown)) ||
      trp_biriba_synergy (&v->pos, v->hand, kept) > trp_biriba_synergy (&v->pos, v->hand, thrown))
    /* TRANSLATORS: a hint's reason; %s is the card the usual play would
     * discard. */
    return g_strdup_printf (_("Keeps the %s for your melds"), kept_name);
  /* TRANSLATORS: a hint's reason; %d is the points of the discarded
   * card, which count against the player if the hand ends (B-40). */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Sheds %d point from your hand before the hand ends",
                                       "Sheds %d points from your hand before the hand ends",
                                       points),
                          points);
}

/**
 * trp_biriba_player_contrast:
 * @game: a Biriba game whose current seat is to move
 * @move: a move for that seat, such as the search's
 * @usual: the rule-based player's move there
 *
 * A hint's reason where the search overrules the rule-based player: what
 * @move does that @usual does not, read from what the seat sees, with its
 * numbers (cards, points).
 *
 * Returns: (transfer full) (nullable): a short translated sentence, or
 *   %NULL where the two moves are not of kinds it compares
 */
char *
trp_biriba_player_contrast (TrpGame         *game,
                            const TrpAction *move,
                            const TrpAction *usual)
{
  View v;

  g_return_val_if_fail (TRP_IS_GAME (game), NULL);
  g_return_val_if_fail (move != NULL && usual != NULL, NULL);

  if (trp_game_get_current_seat (game) < 0 || trp_action_equal (move, usual))
    return NULL;
  if (!view_init (&v, game))
    return NULL;

  if (g_str_equal (move->type, TRP_BIRIBA_ACTION_DISCARD) && move->n_cards == 1)
    {
      if (g_str_equal (usual->type, TRP_BIRIBA_ACTION_DISCARD) && usual->n_cards == 1)
        return contrast_discards (&v, move->cards[0], usual->cards[0]);
      if (g_str_equal (usual->type, TRP_BIRIBA_ACTION_ADD_TO_MELD) ||
          g_str_equal (usual->type, TRP_BIRIBA_ACTION_NEW_MELD))
        /* TRANSLATORS: a hint's reason where the usual play would meld
         * first; %u is how many cards stay in the hand. */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Melding can wait: keeps your %u card hidden",
                                             "Melding can wait: keeps your %u cards hidden",
                                             v.pos.hand_len - 1),
                                v.pos.hand_len - 1);
      return NULL;
    }

  if (g_str_equal (move->type, TRP_BIRIBA_ACTION_ADD_TO_MELD) ||
      g_str_equal (move->type, TRP_BIRIBA_ACTION_NEW_MELD))
    {
      int points = 0;

      for (guint i = 0; i < move->n_cards; i++)
        points += trp_biriba_card_value (move->cards[i], 20, 10);
      /* TRANSLATORS: a hint's reason; %d is the points of the cards
       * melded. */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Puts %d point on the table, out of your hand",
                                           "Puts %d points on the table, out of your hand",
                                           points),
                              points);
    }

  if (g_str_equal (move->type, TRP_BIRIBA_ACTION_TAKE_PILE) && v.pos.n_pile > 0)
    {
      guint useful = pile_useful_cards (&v);
      guint denied = 0;

      if (useful > 0)
        /* TRANSLATORS: a hint's reason; %u of %u: cards of the pile the
         * player can meld, of all its cards. */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "Your hand or melds can use %u of the pile’s %u card",
                                             "Your hand or melds can use %u of the pile’s %u cards",
                                             v.pos.n_pile),
                                useful, v.pos.n_pile);
      for (guint i = 0; i < v.pos.n_pile; i++)
        denied += v.pos.pile[i] < N_CODES && fits_next_opponent (&v, v.pos.pile[i]);
      if (denied > 0)
        /* TRANSLATORS: a hint's reason; %u of %u: cards of the pile that
         * fit the next player's melds, of all its cards. */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "The next player’s melds could use %u of the pile’s %u card",
                                             "The next player’s melds could use %u of the pile’s %u cards",
                                             v.pos.n_pile),
                                denied, v.pos.n_pile);
      return NULL;
    }

  if ((g_str_equal (move->type, TRP_BIRIBA_ACTION_DRAW_STOCK) ||
       g_str_equal (move->type, TRP_BIRIBA_ACTION_PASS)) &&
      g_str_equal (usual->type, TRP_BIRIBA_ACTION_TAKE_PILE))
    {
      guint useful = pile_useful_cards (&v);

      /* TRANSLATORS: a hint's reason; %u of %u: cards of the pile the
       * player could meld, of all its cards. */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Your hand or melds can use only %u of the pile’s %u card",
                                           "Your hand or melds can use only %u of the pile’s %u cards",
                                           v.pos.n_pile),
                              useful, v.pos.n_pile);
    }

  return NULL;
}

/* ------------------------------------------------------------------ */
/* Entry points                                                        */

static TrpAction *
choose_kozi (View       *v,
             GPtrArray  *legal,
             char      **reason)
{
  guint best_suit = TRP_SUIT_NONE, best = 2;

  /* B-62: the suit this hand is longest in, if any is long enough. */
  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    {
      guint n = 0;

      for (guint r = TRP_RANK_THREE; r <= TRP_RANK_KING; r++)
        n += v->hand[TRP_CARD (suit, r)] > 0;
      n += v->hand[TRP_CARD (suit, TRP_RANK_ACE)] > 0;
      if (n > best)
        best = n, best_suit = suit;
    }

  for (guint i = 0; i < legal->len; i++)
    {
      TrpAction *action = g_ptr_array_index (legal, i);

      if (action->suit == (TrpSuit) best_suit)
        {
          if (reason != NULL)
            *reason = g_strdup (_("Name as kozi the suit you hold most of"));
          return trp_action_copy (action);
        }
    }
  return NULL;
}

/**
 * trp_biriba_player_choose:
 * @game: a Biriba game whose current seat is to move
 * @rng: randomness (this player needs none, but keeps the signature)
 * @reason: (out) (optional): a translated hint for the move
 *
 * Returns: (transfer full) (nullable): a legal action for the current
 *   seat, chosen from what that seat may see
 */
TrpAction *
trp_biriba_player_choose (TrpGame  *game,
                          TrpRng   *rng,
                          char    **reason)
{
  g_autoptr(GPtrArray) legal = NULL;
  TrpAction *action = NULL;
  const char *phase;
  View v;

  g_return_val_if_fail (TRP_IS_GAME (game), NULL);

  if (reason != NULL)
    *reason = NULL;
  /* The game's seat view refuses a game of another kind. */
  if (trp_game_get_current_seat (game) < 0 || !view_init (&v, game))
    return NULL;

  legal = trp_game_legal_actions (game);
  if (legal->len == 0)
    return NULL;
  if (legal->len == 1 && reason == NULL)
    return trp_action_copy (g_ptr_array_index (legal, 0));

  phase = trp_game_get_phase (game);

  if (g_str_equal (phase, "draw"))
    action = choose_draw (&v, legal, reason);
  else if (g_str_equal (phase, "meld"))
    action = choose_meld_step (&v, legal, reason);
  else if (g_str_equal (phase, "declare-kozi"))
    action = choose_kozi (&v, legal, reason);
  else if (g_str_equal (phase, "first-card"))
    {
      action = find_type (legal, TRP_BIRIBA_ACTION_FIRST_CARD_KEEP);
      if (action != NULL)
        action = trp_action_copy (action);
      if (reason != NULL)
        *reason = g_strdup (_("Keep the first card as your draw"));
    }
  else if (g_str_equal (phase, "biribaki") && reason != NULL)
    *reason = g_strdup (_("Take the biribaki"));

  /* Everything the player builds was validated; anything else is the
   * engine's own list. */
  if (action == NULL || !trp_game_validate (game, action, NULL))
    {
      g_clear_pointer (&action, trp_action_free);
      action = trp_action_copy (g_ptr_array_index (legal, 0));
    }
  if (reason != NULL && *reason == NULL)
    *reason = g_strdup (_("This is the only move the rules allow"));

  return action;
}

/**
 * trp_biriba_policy:
 *
 * The rule-based player as a #TrpPolicyFunc, for the Normal and Easy
 * levels and for the search's playouts.
 *
 * Returns: (transfer full) (nullable): the chosen action
 */
TrpAction *
trp_biriba_policy (TrpGame  *game,
                   TrpRng   *rng,
                   gpointer  user_data)
{
  return trp_biriba_player_choose (game, rng, NULL);
}
