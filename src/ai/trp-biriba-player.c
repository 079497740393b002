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
#include "biriba/trp-biriba-meld.h"
#include "biriba/trp-biriba-options.h"
#include "trp-biriba-player.h"

#define N_CODES TRP_BIRIBA_N_CODES

/* Side ids are seat numbers (docs/games/biriba.md). */
#define TRP_BIRIBA_MAX_SIDES 6

/* Take the pile when its worth (pile_worth()) reaches this: piles are
 * most often worth taking in Biriba, since every card may end in a meld. */
#define PILE_THRESHOLD -1.0

/* What the seat to move knows, gathered once per decision. */
typedef struct
{
  TrpGame            *game;
  TrpBiribaView       pub;          /* the seat view the rest reads */
  TrpBiribaMeldRules  rules;
  int                 seat;
  int                 side;
  guint               n_seats;
  guint8              hand[N_CODES];
  guint               hand_len;
  guint               n_wilds;
  guint               n_melds;
  guint               stock;
  int                 kozi;
  gboolean            has_biriba;   /* the own side has a meld of 7+ */
  gboolean            took;         /* the own side took its biribaki */
  gboolean            threat;       /* an opposing side may go out */
  gboolean            endgame;      /* the hand may end any time now */
  gboolean            want_out;     /* going out pays now */
  gboolean            solo_locked;  /* B-56 go_down_only: no melds yet */
  gboolean            solo_phase;   /* B-56: every seat still its own side */
  gboolean            first_free;   /* going down takes list[0] as is */
  gint8               fits[TRP_BIRIBA_MAX_SIDES][N_CODES]; /* -1: not known */
} View;

static inline gboolean
is_wild (TrpCard card)
{
  return trp_biriba_card_is_wild_capable (card);
}

static inline int
card_value (TrpCard card)
{
  return trp_biriba_card_value (card, 20, 10);
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
      if (owner == side && n >= 7)
        return TRUE;
    }
  return FALSE;
}

static void
view_init (View    *v,
           TrpGame *game)
{
  TrpRules *rules = trp_game_get_rules (game);
  const TrpCard *cards;
  guint partner_cards = 0;

  memset (v, 0, sizeof *v);
  memset (v->fits, -1, sizeof v->fits);
  v->game = game;
  v->seat = trp_game_get_current_seat (game);
  trp_biriba_game_get_view (game, v->seat, &v->pub);
  v->n_seats = v->pub.n_seats;
  v->side = v->pub.side_of_seat[v->seat];
  v->n_melds = v->pub.n_melds;
  v->stock = v->pub.stock_size;
  v->kozi = v->pub.kozi;

  if (rules != NULL)
    {
      v->rules.runs_only = trp_rules_get_bool (rules, "runs_only");
      v->rules.allow_sets_of_twos = trp_rules_get_bool (rules, "allow_sets_of_twos");
      v->rules.ace_high_in_runs = trp_rules_get_bool (rules, "ace_high_in_runs");
    }
  else
    v->rules.ace_high_in_runs = TRUE;

  /* Only this seat's own hand is read; of the others, only their sizes. */
  cards = v->pub.hand;
  v->hand_len = v->pub.n_hand;
  for (guint i = 0; i < v->hand_len; i++)
    if (cards[i] < N_CODES)
      {
        v->hand[cards[i]]++;
        v->n_wilds += is_wild (cards[i]);
      }

  /* B-56: before the teams form (every seat still its own side), a
   * go_down_only table melds only to go down at once. */
  if (rules != NULL && (v->n_seats == 5 ||
                        (v->n_seats == 3 &&
                         !g_str_equal (trp_rules_get_enum_id (rules, "three_player_mode"), "no_teams"))))
    {
      v->solo_phase = TRUE;
      for (guint s = 1; s < v->n_seats && v->solo_phase; s++)
        for (guint t = 0; t < s && v->solo_phase; t++)
          if (v->pub.side_of_seat[s] == v->pub.side_of_seat[t])
            v->solo_phase = FALSE;
      v->solo_locked = v->solo_phase && trp_rules_get_enum (rules, "solo_phase_melding") ==
                                        TRP_BIRIBA_SOLO_PHASE_MELDING_GO_DOWN_ONLY;
      /* the 18-card packet needs no biriba unless the option says so. */
      v->first_free = v->solo_phase &&
                      (!trp_rules_get_bool (rules, "solo_first_biribaki_needs_biriba") ||
                       trp_rules_get_bool (rules, "biribaki_without_biriba"));
    }

  v->has_biriba = side_has_biriba (&v->pub, v->side);
  v->took = v->pub.biribaki_taker[v->side] >= 0;

  for (guint s = 0; s < v->n_seats; s++)
    {
      int other = v->pub.side_of_seat[s];
      guint n;

      if ((int) s == v->seat)
        continue;
      n = v->pub.hand_sizes[s];
      if (other == v->side)
        partner_cards += n;
      else if (v->pub.biribaki_taker[other] >= 0 &&
               side_has_biriba (&v->pub, other))
        v->threat = TRUE;
    }

  /* B-51: with six players, two opposing sides may go out, four seats
   * of them between two turns of this side; B-52: with five, the solo
   * player goes out at any of its turns and the other team may too. Once
   * one of them can, cash in at once, however full the stock (measured:
   * docs/strength.md). */
  v->endgame = v->stock <= 2 * v->n_seats ||
               (v->threat && (v->n_seats >= 5 || v->stock <= 6 * v->n_seats));

  /* Going out ends the hand for everyone; with a partner still holding
   * many cards and nobody pressing, melding on is worth more. */
  v->want_out = !(partner_cards >= 9 && !v->threat && !v->endgame);
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

/* How much a natural card helps to build melds with @counts (which hold
 * the card itself once). */
static double
synergy (View         *v,
         const guint8 *counts,
         TrpCard       card)
{
  guint suit = trp_card_get_suit (card);
  guint rank = trp_card_get_rank (card);
  double score = 0;
  int pos[2] = { rank, rank == TRP_RANK_ACE ? 14 : -100 };

  for (guint k = 0; k < 2; k++)
    {
      if (pos[k] < 0)
        continue;
      score += 12 * (trp_biriba_count_at (counts, suit, pos[k] - 1) > 0) +
               12 * (trp_biriba_count_at (counts, suit, pos[k] + 1) > 0) +
               5 * (trp_biriba_count_at (counts, suit, pos[k] - 2) > 0) +
               5 * (trp_biriba_count_at (counts, suit, pos[k] + 2) > 0);
    }
  if (v->kozi == (int) suit && score > 0)
    score += 4;

  if (!v->rules.runs_only && rank != TRP_RANK_TWO)
    score += 14 * MIN (trp_biriba_rank_count (counts, rank) - 1, 2u);

  return score;
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
  return trp_biriba_cover_hand (c, &v->rules, counts);
}

/* The going down that @c found, its spare wild cards added to melds
 * without one; NULL unless it leaves at most one card. */
static TrpAction *
cover_go_down_action (View           *v,
                      TrpBiribaCover *c)
{
  TrpAction *action;
  guint at = 0, spare = 0;

  if (c->best_loose > 1 || c->best_n_groups == 0)
    return NULL;

  action = trp_action_new (TRP_BIRIBA_ACTION_NEW_MELD, v->seat);
  for (guint g = 0; g < c->best_n_groups; g++)
    {
      TrpCard group[TRP_BIRIBA_MELD_MAX + 1];
      guint n = c->best_sizes[g];

      memcpy (group, c->best_cards + at, n);
      at += n;
      if (!c->best_wild_in[g] && spare < c->best_n_wilds && n < TRP_BIRIBA_MELD_MAX)
        group[n++] = c->best_wilds[spare++];
      trp_biriba_meld_arrange (&v->rules, group, n);
      trp_action_add_group (action, group, n);
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

/* What the pile is worth to this seat, in "useful cards" less a charge
 * for the dead cards it would have to carry. */
static double
pile_worth (View *v)
{
  guint n_pile = v->pub.n_pile;
  const TrpCard *pile = v->pub.pile;
  guint8 naturals[N_CODES];
  guint8 all[N_CODES];
  double useful = 0, dead = 0;
  /* A wild card needs natural cards to go with: hands of wild cards only
   * would pass them round and round. */
  double wild_worth = v->hand_len - v->n_wilds >= 2 ? 2.5 : 0.3;

  memcpy (all, v->hand, sizeof all);
  for (guint i = 0; i < n_pile; i++)
    if (pile[i] < N_CODES)
      all[pile[i]]++;
  memcpy (naturals, all, sizeof naturals);
  for (guint c = 0; c < N_CODES; c++)
    if (is_wild ((TrpCard) c))
      naturals[c] = 0;

  for (guint i = 0; i < n_pile; i++)
    {
      TrpCard card = pile[i];

      if (card >= N_CODES)
        continue;
      if (is_wild (card))
        useful += wild_worth;
      else if (fits_side (v, v->side, card))
        useful += 1.5;
      else
        {
          gboolean forms;

          naturals[card]--;
          forms = trp_biriba_card_forms_meld (&v->rules, card, naturals, NULL);
          naturals[card]++;
          if (forms)
            useful += 1.0;
          else if (synergy (v, all, card) > 0)
            useful += 0.3;
          else
            dead += card_value (card) / 10.0;
        }
    }

  return useful - dead * (v->endgame || v->solo_locked ? 0.8 : v->threat ? 0.5 : 0.25);
}

/* Once the stock is empty the hand ends only when everyone passes in a
 * row (B-32): take the pile then only to meld from it at once, so that
 * every pickup melds cards and the hand cannot go round for ever. */
static gboolean
pile_meldable_now (View *v)
{
  guint n_pile = v->pub.n_pile;
  const TrpCard *pile = v->pub.pile;
  guint8 naturals[N_CODES];

  /* B-28: the meld must leave two cards in hand. */
  if (v->hand_len + n_pile < 3 || v->solo_locked)
    return FALSE;

  memcpy (naturals, v->hand, sizeof naturals);
  for (guint i = 0; i < n_pile; i++)
    if (pile[i] < N_CODES)
      naturals[pile[i]]++;
  for (guint c = 0; c < N_CODES; c++)
    if (is_wild ((TrpCard) c))
      naturals[c] = 0;

  for (guint i = 0; i < n_pile; i++)
    {
      TrpCard card = pile[i];
      gboolean forms;

      if (card >= N_CODES || is_wild (card))
        continue;
      if (fits_side (v, v->side, card))
        return TRUE;
      if (v->hand_len + n_pile < 5)
        continue;
      naturals[card]--;
      forms = trp_biriba_card_forms_meld (&v->rules, card, naturals, NULL);
      naturals[card]++;
      if (forms)
        return TRUE;
    }
  return FALSE;
}

/* B-56: before the teams form, only going down with the whole hand
 * melds. The pile is worth taking when it leaves no more cards out of
 * melds than the hand has now: after the discard the hand is then closer
 * to going down than a card from the stock would most often make it. */
static gboolean
solo_pile_helps (View *v)
{
  guint n_pile = v->pub.n_pile;
  const TrpCard *pile = v->pub.pile;
  guint8 with[N_CODES];
  g_autofree TrpBiribaCover *cover = g_new (TrpBiribaCover, 1);
  guint before, after;

  memcpy (with, v->hand, sizeof with);
  for (guint i = 0; i < n_pile; i++)
    if (pile[i] < N_CODES)
      with[pile[i]]++;

  before = cover_hand (v, v->hand, cover);
  after = cover_hand (v, with, cover);
  return after <= 1 || (after != G_MAXUINT && after <= before);
}

static TrpAction *
choose_draw (View       *v,
             GPtrArray  *legal,
             char      **reason)
{
  TrpAction *stock = find_type (legal, TRP_BIRIBA_ACTION_DRAW_STOCK);
  TrpAction *pile = find_type (legal, TRP_BIRIBA_ACTION_TAKE_PILE);
  TrpAction *pass = find_type (legal, TRP_BIRIBA_ACTION_PASS);
  guint n_pile = v->pub.n_pile;
  const TrpCard *cards = v->pub.pile;
  TrpCard top = n_pile > 0 ? cards[n_pile - 1] : TRP_CARD_NONE;
  gboolean take;

  if (pile == NULL)
    take = FALSE;
  else if (stock == NULL)
    take = pile_meldable_now (v);
  else if (v->solo_locked)
    take = solo_pile_helps (v);
  else if (n_pile == 1)
    /* One card is no better than a draw unless it melds at once, or is
     * a wild card for natural ones; this also keeps hands of wild cards
     * from handing one card round for ever. */
    take = is_wild (top) ? v->hand_len - v->n_wilds >= 2 : pile_meldable_now (v);
  else
    take = pile_worth (v) >= PILE_THRESHOLD;

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

typedef enum
{
  WHY_NONE,
  WHY_BIRIBAKI,
  WHY_OUT,
  WHY_BIRIBA,
  WHY_LAY_OFF,
  WHY_NATURAL,
  WHY_WILD_EMPTY,
  WHY_WILD_LATE,
} Why;

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

          trp_biriba_meld_evaluate (&v->rules, cards, n, &info);
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
      trp_biriba_meld_evaluate (&v->rules, meld, n, &before);
      trp_biriba_meld_evaluate (&v->rules, joined, total, &after);
      wilds = (int) after.n_wild - (int) before.n_wild;
      longest = total;
      /* A wild card spoils a clean meld that is or may become a biriba. */
      dirties = before.n_wild == 0 && after.n_wild > 0 && total >= 5;
      /* B-41: a kozi run earns the double bonus. */
      kozi_run = before.kind == TRP_BIRIBA_MELD_RUN && (int) before.key == v->kozi;
    }

  *out_wilds = wilds;
  *out_longest = longest;
  *out_dirties = dirties;
  *out_kozi_run = kozi_run;
}

static double
score_meld (View            *v,
            const TrpAction *action,
            Why             *why)
{
  gboolean is_new = g_str_equal (action->type, TRP_BIRIBA_ACTION_NEW_MELD);
  guint n = action->n_cards;
  guint h = v->hand_len - MIN (n, v->hand_len);
  int wilds;
  guint longest;
  gboolean dirties, biriba_after, kozi_run;

  meld_effect (v, action, &wilds, &longest, &dirties, &kozi_run);
  biriba_after = v->has_biriba || longest >= 7;

  /* B-29 (a): melding the whole hand takes the biribaki at once; in the
   * solo phase leaving one card to discard takes it too. */
  if ((h == 0 || (h == 1 && v->first_free)) && !v->took && (biriba_after || v->first_free))
    {
      *why = WHY_BIRIBAKI;
      return 1000 + n - h;
    }
  /* B-31: all but one card melded, the discard goes out. */
  if (h == 1 && v->took && biriba_after)
    {
      if (!v->want_out)
        return -1;
      *why = WHY_OUT;
      return 900 + n;
    }
  if (h < 2 && !v->took && !biriba_after)
    return -1;

  /* The side's first biriba opens the way to the biribaki. */
  if (!v->has_biriba && longest >= 7)
    {
      *why = WHY_BIRIBA;
      return 500 + n - 3 * MAX (wilds, 0);
    }

  if (wilds <= 0)
    {
      *why = is_new ? WHY_NATURAL : WHY_LAY_OFF;
      if (is_new)
        return 80 + n;
      return 100 + longest + (kozi_run ? 3 : 0) + (wilds < 0 ? 5 : 0);
    }

  /* A wild card: only to empty the hand for the biribaki, or to cash it
   * before the hand ends; never to spoil a clean biriba-to-be. */
  if (!v->took && v->has_biriba && !dirties)
    {
      *why = WHY_WILD_EMPTY;
      return 60 + n;
    }
  if (v->endgame)
    {
      *why = WHY_WILD_LATE;
      return 50 + n - (dirties ? 20 : 0);
    }
  if (is_new && v->hand_len >= 13 && !dirties)
    {
      *why = WHY_WILD_EMPTY;
      return 30 + n;
    }
  return -1;
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

      if (owner != v->side ||
          trp_biriba_meld_evaluate (&v->rules, meld, n, &info) != TRP_BIRIBA_MELD_OK ||
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
                                                         v->seat, cards, len);

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

/* How much this seat would rather keep @card than discard it; the lowest
 * total of keep and danger is discarded. */
static double
discard_cost (View    *v,
              TrpCard  card)
{
  guint n_pile;
  double keep = 0, danger = 0;

  if (is_wild (card))
    keep += 300;
  else
    {
      if (fits_side (v, v->side, card))
        keep += 60;
      keep += synergy (v, v->hand, card);
    }
  /* Cards left in hand count against the side (B-40); before the teams
   * form (B-56) hardly anyone melds, so shed the dear ones first. */
  keep -= card_value (card) * (v->endgame || v->solo_locked ? 1.5 : 0.3);

  /* Whoever takes the pile gets this card: the next seat first. */
  n_pile = v->pub.n_pile;
  for (guint k = 1; k < v->n_seats; k++)
    {
      int other = (v->seat + (int) k) % (int) v->n_seats;
      int other_side = v->pub.side_of_seat[other];
      double weight = k == 1 ? 1.0 : 0.3;
      double d = 0;

      if (is_wild (card))
        d += 30;
      else
        {
          guint suit = trp_card_get_suit (card);
          guint rank = trp_card_get_rank (card);
          guint8 known[N_CODES] = { 0, };

          if (fits_side (v, other_side, card))
            d += 40;
          for (guint s = 0; s < TRP_N_SUITS; s++)
            for (int dr = -2; dr <= 2; dr++)
              {
                int r = (int) rank + dr;
                TrpCard near;

                if (r < 1 || r > 13)
                  continue;
                near = TRP_CARD (s, r);
                known[near] = trp_biriba_view_get_known_count (&v->pub, other, near);
              }
          if (!v->rules.runs_only)
            d += 8 * MIN (trp_biriba_rank_count (known, rank), 2u);
          d += 8 * (trp_biriba_count_at (known, suit, rank - 1) +
                    trp_biriba_count_at (known, suit, rank + 1) > 0) +
               4 * (trp_biriba_count_at (known, suit, rank - 2) +
                    trp_biriba_count_at (known, suit, rank + 2) > 0);
        }

      if (other_side == v->side)
        weight *= -0.5;
      danger += weight * d;
    }
  danger *= 1.0 + n_pile / 8.0;

  return keep + danger;
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
          Why why = WHY_NONE;

          /* The engine's going down, when the search above missed it. */
          if (score_meld (v, action, &why) > 0 && why == WHY_BIRIBAKI)
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
      cost = discard_cost (v, card);
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
  Why best_why = WHY_NONE;

  /* B-56: before the teams form, go down as soon as the hand allows it,
   * and otherwise keep the cards that come closest to it. */
  if (v->solo_locked)
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
              double cost = discard_cost (v, action->cards[0]);

              if (cost < best_cost)
                {
                  best_cost = cost;
                  best_discard = action;
                }
            }
          else if (g_str_equal (action->type, TRP_BIRIBA_ACTION_NEW_MELD) ||
                   g_str_equal (action->type, TRP_BIRIBA_ACTION_ADD_TO_MELD))
            {
              Why why = WHY_NONE;
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
          case WHY_BIRIBAKI:
            *reason = g_strdup (_("Go down with all your cards to take the biribaki"));
            break;
          case WHY_OUT:
            *reason = g_strdup (_("Meld all but one card, then go out"));
            break;
          case WHY_BIRIBA:
            *reason = g_strdup (_("Complete a biriba: your side may then take its biribaki"));
            break;
          case WHY_LAY_OFF:
            *reason = g_strdup (_("Lay off on your side’s meld toward a biriba"));
            break;
          case WHY_NATURAL:
            *reason = g_strdup (_("Meld natural cards and keep the wild ones"));
            break;
          case WHY_WILD_EMPTY:
            *reason = g_strdup (_("Use the wild card to empty your hand for the biribaki"));
            break;
          case WHY_WILD_LATE:
          case WHY_NONE:
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

          if (v->hand_len == 1 && v->took)
            *reason = g_strdup_printf (_("Go out with the %s"), name);
          else if (v->hand_len == 1)
            *reason = g_strdup_printf (_("Discard the %s to take the biribaki"), name);
          else if (v->n_wilds > 0)
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

  g_return_val_if_fail (G_TYPE_CHECK_INSTANCE_TYPE (game, TRP_TYPE_BIRIBA_GAME), NULL);

  if (reason != NULL)
    *reason = NULL;
  if (trp_game_get_current_seat (game) < 0)
    return NULL;

  legal = trp_game_legal_actions (game);
  if (legal->len == 0)
    return NULL;
  if (legal->len == 1 && reason == NULL)
    return trp_action_copy (g_ptr_array_index (legal, 0));

  view_init (&v, game);
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
