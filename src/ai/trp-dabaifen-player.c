/* trp-dabaifen-player.c: a rule-based computer player for Da Bai Fen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plays like a careful human (rules/dabaifen.md): exposes a card of the
 * trump rank when the suit it would make trumps is long enough for the
 * stage of the draw (D-16, D-17), claims a redeal without trumps (D-25),
 * buries low plain cards and empties short suits, keeping trumps and point
 * cards (D-27, D-37), throws only cards known to be top (D-30), gives
 * points to a partner sure to win the trick, takes tricks that hold points
 * and keeps its points away from the opponents.
 *
 * It sees only what its seat may know (D-49): its own hand, the trump
 * rank and suit, the cards played, the voids shown (D-32) and, for the
 * leader, the kitty he buried. Every card it cannot see may be in any
 * other hand: a throw is only made when no unseen card could beat it, so
 * it never fails (D-31).
 *
 * It is the rollout policy of the search, so it is written for speed: card
 * masks and a few small tables, no observation, no legal-action list.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "dabaifen/trp-dabaifen-heuristics.h"
#include "dabaifen/trp-dabaifen-view.h"
#include "trp-computer-player.h"
#include "trp-dabaifen-player.h"

#define N_CARDS   54
#define N_SEATS   4
#define HAND_SIZE 12
#define TRUMP     4     /* the effective suit of trumps, as TRP_SUIT_NONE */
#define N_EFF     5
#define RED_JOKER   52
#define BLACK_JOKER 53

#define BIT(i) (G_GUINT64_CONSTANT (1) << (i))
#define ALL_CARDS (BIT (N_CARDS) - 1)
#define JOKERS (BIT (RED_JOKER) | BIT (BLACK_JOKER))

/* D-4: the kings and tens of the four suits, and the fives. */
#define SUIT_BITS(m) ((G_GUINT64_CONSTANT (m)) * (1 | BIT (13) | BIT (26) | BIT (39)))
#define TENS_AND_KINGS SUIT_BITS (0x1200)
#define FIVES          SUIT_BITS (0x10)

/* How eager the player is to expose (D-17): it exposes when the trumps
 * the exposure would give it beat the average holding by this much, less
 * as its hand fills up.
 */
typedef struct
{
  double first_base;       /* first hand: the exposer declares (D-23) */
  double first_slope;      /* added per card still to draw */
  double later_base;       /* later hands: only the suit is at stake (D-24) */
  double later_slope;
  double risk;             /* a trick is as good as won below this risk */
} Tuning;

/* Tuned in self-play, one change at a time against the previous version
 * (40,000 hands each): in the first hand exposing at once wins the race
 * to declare; in later hands waiting for a longer suit costs nothing.
 */
static const Tuning tuning = { -1.0, 0.0, 0.5, 0.2, 0.3 };

/* What the seat to move knows, as card masks (bit suit * 13 + rank - 1,
 * the red joker 52, the black one 53).
 */
typedef struct
{
  TrpDabaifenView pub;           /* the seat view the rest reads */
  int      seat;
  guint    rank;                 /* the trump rank R, as a TrpRank */
  TrpSuit  trump_suit;
  guint8   eff[N_CARDS];         /* effective suit, D-8 */
  guint8   strength[N_CARDS];    /* D-11 */
  guint64  eff_mask[N_EFF];
  guint64  hand;
  guint64  played;
  guint64  buried;               /* known only to the leader */
  guint64  unseen;               /* in another hand, or buried */
  guint    voids[N_SEATS];
} View;

static const char *type_expose;
static const char *type_pass;
static const char *type_claim;
static const char *type_bury;
static const char *type_play;

static void
intern_types (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      type_expose = g_intern_static_string ("expose");
      type_pass = g_intern_static_string ("pass");
      type_claim = g_intern_static_string ("claim_redeal");
      type_bury = g_intern_static_string ("bury");
      type_play = g_intern_static_string ("play");
      g_once_init_leave (&done, 1);
    }
}

/* ---- Cards -------------------------------------------------------------- */

static TrpCard
index_card (guint index)
{
  if (index == RED_JOKER)
    return TRP_CARD_RED_JOKER;
  if (index == BLACK_JOKER)
    return TRP_CARD_BLACK_JOKER;
  return TRP_CARD (index / 13, index % 13 + 1);
}

static inline guint
popcount (guint64 mask)
{
  return (guint) __builtin_popcountll (mask);
}

static inline int
lowest (guint64 mask)
{
  return __builtin_ctzll (mask);
}

static int
points (guint64 mask)
{
  return 10 * popcount (mask & TENS_AND_KINGS) + 5 * popcount (mask & FIVES);
}

static inline int
card_points (int i)
{
  return points (BIT (i));
}

static inline int
team (int seat)
{
  return seat % 2;
}

static guint64
suit_mask (guint suit)
{
  return (BIT (13) - 1) << (13 * suit);
}

/* D-5: a level names a rank, the ace being 14. */
static guint
rank_of_level (int level)
{
  return level == 14 ? TRP_RANK_ACE : (guint) level;
}

static guint64
rank_mask (guint rank)
{
  guint64 mask = 0;

  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    mask |= BIT (suit * 13 + rank - 1);
  return mask;
}

static TrpAction *
action_from_mask (const char *type,
                  int         seat,
                  guint64     mask)
{
  TrpCard cards[N_CARDS];
  guint n = 0;

  for (; mask != 0; mask &= mask - 1)
    cards[n++] = index_card (lowest (mask));
  return trp_action_new_with_cards (type, seat, cards, n);
}

/* ---- What the seat knows ------------------------------------------------ */

/* D-8 to D-11, the same tables as the engine's, from public facts. */
static void
view_init_tables (View *v)
{
  memset (v->eff_mask, 0, sizeof v->eff_mask);
  for (guint i = 0; i < N_CARDS; i++)
    {
      guint eff, strength;

      if (i == RED_JOKER)
        eff = TRUMP, strength = 104;
      else if (i == BLACK_JOKER)
        eff = TRUMP, strength = 103;
      else
        {
          guint suit = i / 13, rank = i % 13 + 1;
          guint natural = rank == TRP_RANK_ACE ? 14 : rank;

          if (rank == v->rank)
            eff = TRUMP, strength = suit == v->trump_suit ? 102 : 101;
          else if (suit == v->trump_suit)
            eff = TRUMP, strength = natural;
          else
            eff = suit, strength = natural;
        }
      v->eff[i] = (guint8) eff;
      v->strength[i] = (guint8) strength;
      v->eff_mask[eff] |= BIT (i);
    }
}

static void
view_init (View    *v,
           TrpGame *game,
           int      seat)
{
  trp_dabaifen_game_get_view (game, seat, &v->pub);
  v->seat = seat;
  v->rank = rank_of_level (v->pub.trump_rank);
  v->trump_suit = v->pub.trump_suit;
  v->hand = v->pub.hand;
  v->played = v->pub.played;
  v->buried = v->pub.buried;
  v->unseen = ALL_CARDS & ~v->hand & ~v->played & ~v->buried;
  for (int s = 0; s < N_SEATS; s++)
    v->voids[s] = v->pub.voids[s];
  if (v->trump_suit != TRP_SUIT_NONE)
    view_init_tables (v);
}

static int
strongest_in (const View *v,
              guint64     mask)
{
  int best = 0;

  for (; mask != 0; mask &= mask - 1)
    best = MAX (best, v->strength[lowest (mask)]);
  return best;
}

/* The strongest unseen card of @suit that another hand may hold, or 0:
 * seats shown void hold none (D-32).
 */
static int
threat (const View *v,
        guint       suit)
{
  gboolean someone = FALSE;

  for (int k = 1; k < N_SEATS; k++)
    someone |= (v->voids[(v->seat + k) % N_SEATS] & (1u << suit)) == 0;
  if (!someone)
    return 0;
  return strongest_in (v, v->unseen & v->eff_mask[suit]);
}

/* Cards of the hand that no unseen card beats (D-30: equal cards do not). */
static guint64
top_cards (const View *v,
           guint       suit)
{
  int t = threat (v, suit);
  guint64 top = 0;

  for (guint64 m = v->hand & v->eff_mask[suit]; m != 0; m &= m - 1)
    if (v->strength[lowest (m)] >= t)
      top |= BIT (lowest (m));
  return top;
}

/* The card scores are the game's rules of thumb
 * (trp-dabaifen-heuristics.c), which the guided playout shares.
 */
static int
discard_cost (const View *v,
              int         i)
{
  return trp_dabaifen_discard_cost (v->eff[i] == TRUMP, v->strength[i], card_points (i));
}

static int
give_score (const View *v,
            int         i)
{
  return trp_dabaifen_give_score (v->eff[i] == TRUMP, v->strength[i], card_points (i));
}

static int
win_cost (const View *v,
          int         i)
{
  return trp_dabaifen_win_cost (v->eff[i] == TRUMP, v->strength[i], card_points (i));
}

typedef int (*ScoreFunc) (const View *v, int i);

/* The @k cards of @pool with the lowest @score. */
static guint64
pick_lowest (const View *v,
             guint64     pool,
             guint       k,
             ScoreFunc   score)
{
  guint64 chosen = 0;

  for (guint n = 0; n < k && pool != 0; n++)
    {
      int best = -1, best_score = G_MAXINT;

      for (guint64 m = pool; m != 0; m &= m - 1)
        {
          int i = lowest (m);
          int sc = score (v, i);

          if (sc < best_score)
            best = i, best_score = sc;
        }
      chosen |= BIT (best);
      pool &= ~BIT (best);
    }
  return chosen;
}

static int
neg_give_score (const View *v,
                int         i)
{
  return -give_score (v, i);
}

/* ---- Draw: expose or wait (D-16, D-17) ---------------------------------- */

/* How good a trump holding @suit would give: every trump counts, the
 * jokers, trump-rank cards, aces and kings a little more.
 */
static double
holding_excess (guint64 hand,
                guint   rank,
                guint   suit)
{
  guint64 rmask = rank_mask (rank);
  guint64 in_suit = hand & suit_mask (suit) & ~rmask;
  guint ace_king = popcount (in_suit & (BIT (suit * 13) | BIT (suit * 13 + 12)));
  double trumps = popcount (hand & JOKERS) + popcount (hand & rmask) + popcount (in_suit);
  double quality = 0.5 * popcount (hand & JOKERS) + 0.3 * popcount (hand & rmask) + 0.4 * ace_king;

  /* A random hand of n cards holds n × 18 / 54 trumps. */
  return trumps + quality - popcount (hand) / 3.0;
}

static TrpAction *
choose_draw (TrpGame                *game,
             const TrpDabaifenView  *view,
             int                     seat,
             const char            **why)
{
  guint64 hand = view->hand;
  guint rank = rank_of_level (view->trump_rank);
  guint64 rmask = hand & rank_mask (rank);
  gboolean first = view->declarers < 0;
  guint n = popcount (hand);
  double best = -G_MAXDOUBLE, threshold;
  int best_card = -1;

  for (guint64 m = rmask; m != 0; m &= m - 1)
    {
      int i = lowest (m);
      double excess = holding_excess (hand, rank, i / 13);

      if (excess > best)
        best = excess, best_card = i;
    }

  threshold = first ? tuning.first_base + tuning.first_slope * (HAND_SIZE - n)
                    : tuning.later_base + tuning.later_slope * (HAND_SIZE - n);

  /* In the first hand, nobody exposing makes the starter the leader
   * (D-23, D-AMB-3): wait longer when that is this side.
   */
  if (first && team (trp_game_get_dealer (game)) == team (seat))
    threshold += 0.5;

  if (best_card >= 0 && best >= threshold)
    {
      *why = first ? N_("Show it: these trumps are strong enough to declare")
                   : N_("Show it: this suit makes good trumps for this hand");
      return action_from_mask (type_expose, seat, BIT (best_card));
    }

  *why = N_("Wait: the trumps this card would make are not strong yet");
  return trp_action_new (type_pass, seat);
}

/* ---- Bury (D-26, D-27, D-37) -------------------------------------------- */

/* Keeping value when burying (trp_dabaifen_bury_cost()); cards of short
 * suits are cheaper, to make voids to trump in.
 */
static int
bury_cost (const View *v,
           int         i,
           guint       suit_length)
{
  return trp_dabaifen_bury_cost (v->eff[i] == TRUMP, v->strength[i], card_points (i)) +
         4 * (int) suit_length;
}

static TrpAction *
choose_bury (View        *v,
             const char **why)
{
  guint need;
  guint64 chosen = 0;
  guint length[TRP_N_SUITS];
  gboolean voided;

  /* The cards still to bury: the hand goes back to 12. */
  need = popcount (v->hand) - HAND_SIZE;
  g_assert (need >= 1 && need <= 6);

  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    length[suit] = popcount (v->hand & v->eff_mask[suit]);

  /* Empty the shortest plain suits that hold no point card and no ace,
   * when they fit. */
  chosen = trp_dabaifen_bury_short_suits (v->hand, v->eff_mask, need);
  voided = chosen != 0;

  while (popcount (chosen) < need)
    {
      int best = -1, best_cost = G_MAXINT;

      for (guint64 m = v->hand & ~chosen; m != 0; m &= m - 1)
        {
          int i = lowest (m);
          guint len = v->eff[i] == TRUMP ? 0 : length[v->eff[i]];
          int cost = bury_cost (v, i, len);

          if (cost < best_cost)
            best = i, best_cost = cost;
        }
      chosen |= BIT (best);
    }

  if ((chosen & (TENS_AND_KINGS | FIVES)) != 0)
    *why = N_("Bury these: too few low cards to keep every point card and trump");
  else if ((chosen & v->eff_mask[TRUMP]) != 0)
    *why = N_("Bury these: too few plain cards to keep every trump");
  else if (voided)
    *why = N_("Bury a short suit: the void lets you trump it");
  else
    *why = N_("Bury low plain cards: keep the trumps and the point cards");
  return action_from_mask (type_bury, v->seat, chosen);
}

/* ---- Leading (D-29, D-30) ----------------------------------------------- */

static gboolean
opponent_void (const View *v,
               guint       suit)
{
  return ((v->voids[(v->seat + 1) % N_SEATS] | v->voids[(v->seat + 3) % N_SEATS]) & (1u << suit)) != 0;
}

static gboolean
partner_void (const View *v,
              guint       suit)
{
  return (v->voids[(v->seat + 2) % N_SEATS] & (1u << suit)) != 0;
}

static guint64
choose_lead (View        *v,
             const char **why)
{
  int best_value = G_MININT;
  guint64 best = 0;
  guint64 tops[N_EFF];
  guint unseen_trumps = popcount (v->unseen & v->eff_mask[TRUMP]);
  guint my_trumps = popcount (v->hand & v->eff_mask[TRUMP]);

  /* A sound throw of top cards always wins (D-34). */
  for (guint suit = 0; suit < N_EFF; suit++)
    {
      tops[suit] = top_cards (v, suit);
      if (popcount (tops[suit]) >= 2)
        {
          int value = (suit == TRUMP ? 2 : 3) * (int) popcount (tops[suit]) + points (tops[suit]);

          if (value > best_value)
            best_value = value, best = tops[suit];
        }
    }
  if (best != 0)
    {
      *why = (best & v->eff_mask[TRUMP]) != 0
        ? N_("Throw your top trumps: nobody can beat them")
        : N_("Throw your top cards of this suit: nobody can beat them");
      return best;
    }

  for (guint64 m = v->hand; m != 0; m &= m - 1)
    {
      int i = lowest (m);
      guint suit = v->eff[i];
      guint length = popcount (v->hand & v->eff_mask[suit]);
      guint unseen = popcount (v->unseen & v->eff_mask[suit]);
      int value;

      if ((tops[suit] & BIT (i)) != 0 && suit != TRUMP)
        {
          value = 30 + card_points (i);
          /* An opponent who showed a void may trump it. */
          if (opponent_void (v, suit) && unseen_trumps > 0)
            value -= 45;
          else if (unseen < 3)
            value -= 12;
        }
      else if ((tops[suit] & BIT (i)) != 0)
        {
          /* Draw the opponents' trumps when holding more of them. */
          value = my_trumps > unseen_trumps / 2 ? 25 : 4;
        }
      else
        {
          value = trp_dabaifen_low_lead_value (v->eff[i] == TRUMP, v->strength[i], card_points (i));
          if (suit != TRUMP)
            {
              if (length <= 2)
                value += 3;
              if (partner_void (v, suit) && !opponent_void (v, suit))
                value += 10;
              if (opponent_void (v, suit))
                value -= 10;
            }
          else if (my_trumps >= unseen_trumps)
            value += 6;
          else
            value -= 6;
        }

      if (value > best_value)
        best_value = value, best = BIT (i);
    }

  g_assert (best != 0);
  if ((best & (tops[v->eff[lowest (best)]])) != 0)
    *why = N_("Lead your top card: it should win the trick");
  else
    *why = N_("Lead a low card and keep your winners and points");
  return best;
}

/* ---- Following (D-32, D-33) --------------------------------------------- */

/* D-33: does card @i beat card @best, with @led the led effective suit? */
static gboolean
beats (const View *v,
       int         i,
       int         best,
       guint       led)
{
  if (v->eff[i] == TRUMP)
    return v->eff[best] != TRUMP || v->strength[i] > v->strength[best];
  return v->eff[i] == led && v->eff[best] != TRUMP && v->strength[i] > v->strength[best];
}

/* The chance that a seat holding @h of the @unseen cards has none of @k
 * given ones.
 */
static double
chance_none (guint h,
             guint unseen,
             guint k)
{
  double p = 1.0;

  if (k == 0)
    return 1.0;
  for (guint j = 0; j < h; j++)
    {
      if (unseen <= k + j)
        return 0.0;
      p *= (double) (unseen - k - j) / (unseen - j);
    }
  return p;
}

/* The chance that card @i, winning now, is beaten by the opponent @o who
 * plays after it (0 when nobody does), from the unseen cards and the
 * voids shown (D-32, D-33).
 */
static double
beaten_risk (const View *v,
             int         i,
             guint       led,
             int         o)
{
  guint suit = v->eff[i];
  guint h = popcount (v->hand);
  guint unseen = popcount (v->unseen);
  guint stronger = 0;
  double void_led, has_trump;

  if (o < 0)
    return 0.0;

  for (guint64 m = v->unseen & v->eff_mask[suit]; m != 0; m &= m - 1)
    stronger += v->strength[lowest (m)] > v->strength[i];

  void_led = (v->voids[o] & (1u << led)) != 0
    ? 1.0 : chance_none (h, unseen, popcount (v->unseen & v->eff_mask[led]));

  if (suit == led)
    {
      double risk = 0.0;

      if ((v->voids[o] & (1u << suit)) == 0)
        risk = 1.0 - chance_none (h, unseen, stronger);
      if (suit != TRUMP && (v->voids[o] & (1u << TRUMP)) == 0)
        {
          has_trump = 1.0 - chance_none (h, unseen, popcount (v->unseen & v->eff_mask[TRUMP]));
          risk += void_led * has_trump;
        }
      return MIN (risk, 1.0);
    }

  /* A trump on a plain lead: overtrumped only by a seat void in the led
   * suit too.
   */
  if ((v->voids[o] & (1u << TRUMP)) != 0)
    return 0.0;
  return void_led * (1.0 - chance_none (h, unseen, stronger));
}

static gboolean
holds (const View *v,
       int         i,
       guint       led,
       int         o)
{
  return beaten_risk (v, i, led, o) < tuning.risk;
}

static guint64
choose_follow (View        *v,
               const char **why)
{
  guint64 by_seat[N_SEATS];
  guint n_in = 0;
  int leader, winner, win_card;
  guint n, led;
  guint64 held, pool;
  int opponent_after;
  int trick_points = 0;
  gboolean last_trick;

  for (int s = 0; s < N_SEATS; s++)
    {
      by_seat[s] = v->pub.trick[s];
      n_in += by_seat[s] != 0;
      trick_points += points (by_seat[s]);
    }
  leader = (v->seat - (int) n_in + N_SEATS) % N_SEATS;
  n = popcount (by_seat[leader]);
  led = v->eff[lowest (by_seat[leader])];
  held = v->hand & v->eff_mask[led];
  last_trick = popcount (v->hand) == n;

  /* D-32: as many cards of the led suit as possible. */
  if (popcount (held) >= n)
    pool = held;
  else
    pool = v->hand & ~held;

  /* A throw always goes to its leader (D-34). */
  if (n >= 2)
    {
      guint64 base = popcount (held) >= n ? 0 : held;
      guint k = n - popcount (base);

      if (team (leader) == team (v->seat))
        {
          *why = N_("Your partner’s throw wins: give him your points");
          return base | pick_lowest (v, pool, k, neg_give_score);
        }
      *why = N_("The throw wins: give it your cheapest cards");
      return base | pick_lowest (v, pool, k, discard_cost);
    }

  /* The single-card trick so far (D-33). */
  winner = leader;
  win_card = lowest (by_seat[leader]);
  for (guint k = 1; k < n_in; k++)
    {
      int s = (leader + (int) k) % N_SEATS;
      int i = lowest (by_seat[s]);

      if (beats (v, i, win_card, led))
        winner = s, win_card = i;
    }

  /* The one opponent still to play after this seat, if any: the next
   * seat, unless this seat plays last.
   */
  opponent_after = n_in < 3 ? (v->seat + 1) % N_SEATS : -1;

  /* The last trick also takes the buried kitty, doubled (D-37). */
  if (last_trick)
    {
      int unseen_points = points (v->unseen);
      guint unseen = MAX (popcount (v->unseen), 1);

      trick_points += v->buried != 0 ? 2 * points (v->buried)
                                     : 2 * unseen_points * 6 / (int) unseen;
    }

  if (team (winner) == team (v->seat))
    {
      guint64 overtake = 0;

      if (holds (v, win_card, led, opponent_after))
        {
          guint64 give = pick_lowest (v, pool, 1, neg_give_score);

          if (give_score (v, lowest (give)) > 0)
            {
              *why = N_("Your partner wins this trick: give him points");
              return give;
            }
          *why = N_("Your partner wins this trick: keep your good cards");
          return pick_lowest (v, pool, 1, discard_cost);
        }

      /* The partner may be beaten: take over with a sure card when the
       * trick is worth it.
       */
      if (trick_points >= 10)
        for (guint64 m = pool; m != 0; m &= m - 1)
          {
            int i = lowest (m);

            if (beats (v, i, win_card, led) && holds (v, i, led, opponent_after) &&
                (overtake == 0 || discard_cost (v, i) < discard_cost (v, lowest (overtake))))
              overtake = BIT (i);
          }
      if (overtake != 0)
        {
          *why = N_("Make sure of this trick: it holds points");
          return overtake;
        }
      *why = N_("Play low: your partner may still win this trick");
      return pick_lowest (v, pool, 1, discard_cost);
    }

  /* An opponent wins so far. */
  {
    guint64 winners = 0;
    int cheapest = -1, cheapest_sure = -1;

    for (guint64 m = pool; m != 0; m &= m - 1)
      {
        int i = lowest (m);
        int cost = win_cost (v, i);

        if (!beats (v, i, win_card, led))
          continue;
        winners |= BIT (i);
        if (cheapest < 0 || cost < win_cost (v, cheapest))
          cheapest = i;
        if (holds (v, i, led, opponent_after) &&
            (cheapest_sure < 0 ||
             cost < win_cost (v, cheapest_sure)))
          cheapest_sure = i;
      }

    if (opponent_after < 0 && cheapest >= 0)
      {
        /* The last to play: win when it gains points, or cheaply; an
         * ace is kept for a trick worth it (measured in self-play).
         */
        if (trick_points + card_points (cheapest) > 0 ||
            (v->eff[cheapest] == led && v->strength[cheapest] < 14))
          {
            *why = trick_points > 0 ? N_("Win the trick: it holds points")
                                    : N_("Win the trick cheaply and take the lead");
            return BIT (cheapest);
          }
      }
    else if (cheapest_sure >= 0 && trick_points > 0)
      {
        *why = N_("Win the trick: it holds points");
        return BIT (cheapest_sure);
      }
    else if (winners != 0 && trick_points >= 10)
      {
        int best = -1;

        for (guint64 m = winners; m != 0; m &= m - 1)
          if (best < 0 || v->strength[lowest (m)] > v->strength[best] ||
              (v->eff[lowest (m)] == TRUMP && v->eff[best] != TRUMP))
            best = lowest (m);
        *why = N_("Try to win the trick: it holds many points");
        return BIT (best);
      }

    *why = winners != 0 ? N_("Let this trick go: it is not worth your good cards")
                        : N_("You cannot win this trick: keep your points");
    return pick_lowest (v, pool, 1, discard_cost);
  }
}

/* ---- Entry points ------------------------------------------------------- */

static TrpAction *
first_legal (TrpGame *game)
{
  g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);

  if (legal->len == 0)
    return NULL;
  return trp_action_copy (g_ptr_array_index (legal, 0));
}

/**
 * trp_dabaifen_player_choose:
 * @game: a Da Bai Fen game with a seat to move
 * @rng: randomness (this player decides deterministically)
 * @reason: (out) (optional) (transfer full): a short translated
 *   explanation of the choice, for hints
 *
 * Chooses a move for the current seat from what that seat may know.
 *
 * Returns: (transfer full) (nullable): a legal action, or %NULL when
 *   nobody is to move
 */
TrpAction *
trp_dabaifen_player_choose (TrpGame  *game,
                            TrpRng   *rng,
                            char    **reason)
{
  int seat;
  const char *phase;
  const char *why = NULL;
  TrpAction *action = NULL;
  View v;

  g_return_val_if_fail (TRP_IS_GAME (game), NULL);
  g_return_val_if_fail (G_TYPE_CHECK_INSTANCE_TYPE (game, TRP_TYPE_DABAIFEN_GAME), NULL);

  seat = trp_game_get_current_seat (game);
  if (seat < 0)
    return NULL;

  intern_types ();
  phase = trp_game_get_phase (game);

  if (strcmp (phase, TRP_DABAIFEN_PHASE_DRAW) == 0)
    {
      TrpDabaifenView view;

      trp_dabaifen_game_get_view (game, seat, &view);
      action = choose_draw (game, &view, seat, &why);
    }
  else if (strcmp (phase, TRP_DABAIFEN_PHASE_REDEAL) == 0)
    {
      /* D-25: a hand without a single trump is hopeless. */
      why = N_("Claim a redeal: you hold no trump");
      action = trp_action_new (type_claim, seat);
    }
  else
    {
      view_init (&v, game, seat);

      if (strcmp (phase, TRP_DABAIFEN_PHASE_BURY) == 0)
        action = choose_bury (&v, &why);
      else if (strcmp (phase, TRP_DABAIFEN_PHASE_PLAY) == 0)
        {
          guint64 cards;
          gboolean leading = TRUE;

          for (int s = 0; s < N_SEATS && leading; s++)
            leading = v.pub.trick[s] == 0;
          cards = leading ? choose_lead (&v, &why) : choose_follow (&v, &why);
          action = action_from_mask (type_play, seat, cards);
        }
    }

  if (action == NULL)
    {
      action = first_legal (game);
      why = NULL;
    }

  if (reason != NULL)
    *reason = why != NULL ? g_strdup (_(why)) : NULL;
  return action;
}

/**
 * trp_dabaifen_policy:
 *
 * The rule-based player as a #TrpPolicyFunc, for the Normal and Easy
 * levels and for the search's playouts.
 *
 * Returns: (transfer full) (nullable): the move
 */
TrpAction *
trp_dabaifen_policy (TrpGame  *game,
                     TrpRng   *rng,
                     gpointer  user_data)
{
  return trp_dabaifen_player_choose (game, rng, NULL);
}

static double
sigmoid (double x)
{
  return 1.0 / (1.0 + exp (-x));
}

/* A Da Bai Fen round scores only levels, and most rounds gain none. What
 * decides them is the opponents' total p (D-38): under 40 the declarers
 * go up, from 80 the opponents do, with 0 and 100 adding a level each
 * (D-40). Steps smoothed over about 10 points tell the search which of two
 * level-less playouts came closer to a threshold; the declarers' own card
 * points count for nothing. */
static double
dabaifen_reward (TrpGame *game,
                 int      seat)
{
  TrpDabaifenView view;
  guint team = trp_game_get_scoring_unit (game, seat);
  int totals[2], winner, p;
  double outcome, side;

  if (trp_game_round_totals (game, totals, 2, &winner) < 2)
    return 0.5;
  if (winner != TRP_MATCH_GOES_ON)
    return winner < 0 ? 0.5 : winner == (int) team ? 1.0 : 0.0;

  outcome = 0.5 + 0.25 * ((totals[team] > totals[1 - team]) - (totals[team] < totals[1 - team])) +
            0.0625 * CLAMP (totals[team] - totals[1 - team], -2, 2);

  trp_dabaifen_game_get_view (game, seat, &view);
  p = view.opponents_total;
  side = (sigmoid ((p - 37.5) / 8.0) + sigmoid ((p - 77.5) / 8.0) +
          0.5 * sigmoid ((p - 2.5) / 4.0) +
          0.5 * sigmoid ((p - 97.5) / 8.0)) / 3.0;
  if ((int) team == view.declarers)
    side = 1.0 - side;

  return 0.5 * outcome + 0.5 * side;
}

/* The trick games search with guided rollouts: ten times the deals per
 * decision for the same strength or better (Hard vs Normal at 20 ms, 150
 * mirrored deals: Briscola 151 63 % of deals against 57 %, Mariaccio 78 %
 * against 67 %, Marianna and Cinquecento within the noise; Da Bai Fen 70 %
 * against 60 % over 100); trp-game-catalog.c tunes each rule set's search
 * (search_overrule_z). */
const TrpComputerPlayer trp_dabaifen_computer_player = {
  .policy = trp_dabaifen_policy,
  .choose = trp_dabaifen_player_choose,
  .reward = dabaifen_reward,
  .guided_rollouts = TRUE,
};
