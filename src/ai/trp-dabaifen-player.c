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
 * The strategy is the game's (trp-dabaifen-heuristics.c), the one the
 * search's guided playouts play too; this file fills the facts it weighs
 * from what the seat knows, where a rollout reads them from the hands.
 * It works on card masks, with no observation or legal-action list.
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

/* A trick is as good as won below this risk of being beaten. */
#define HOLD_RISK 0.3

/* What the seat to move knows, as card masks (bit suit * 13 + rank - 1,
 * the red joker 52, the black one 53).
 */
typedef struct
{
  TrpDabaifenView pub;           /* the seat view the rest reads */
  const TrpDabaifenGuide *g;     /* card order and scores, D-8 to D-11 */
  int      seat;
  guint64  hand;
  guint64  played;
  guint64  buried;               /* known only to the leader */
  guint64  unseen;               /* in another hand, or buried */
  guint    voids[N_SEATS];
  guint    led;                  /* when following: the led suit... */
  int      opponent_after;       /* ...and the opponent after, or -1 */
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
team (int seat)
{
  return seat % 2;
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

static void
view_init (View                  *v,
           const TrpDabaifenView *view,
           int                    seat)
{
  v->pub = *view;
  v->seat = seat;
  v->g = trp_dabaifen_guide (v->pub.trump_rank, v->pub.trump_suit);
  v->hand = v->pub.hand;
  v->played = v->pub.played;
  v->buried = v->pub.buried;
  v->unseen = ALL_CARDS & ~v->hand & ~v->played & ~v->buried;
  for (int s = 0; s < N_SEATS; s++)
    v->voids[s] = v->pub.voids[s];
}

static int
strongest_in (const View *v,
              guint64     mask)
{
  int best = 0;

  for (; mask != 0; mask &= mask - 1)
    best = MAX (best, v->g->strength[lowest (mask)]);
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
  return strongest_in (v, v->unseen & v->g->eff_mask[suit]);
}

/* Cards of the hand that no unseen card beats (D-30: equal cards do not). */
static guint64
top_cards (const View *v,
           guint       suit)
{
  int t = threat (v, suit);
  guint64 top = 0;

  for (guint64 m = v->hand & v->g->eff_mask[suit]; m != 0; m &= m - 1)
    if (v->g->strength[lowest (m)] >= t)
      top |= BIT (lowest (m));
  return top;
}

/* ---- Draw: expose or wait (D-16, D-17) ---------------------------------- */

static TrpAction *
choose_draw (TrpGame                *game,
             const TrpDabaifenView  *view,
             int                     seat,
             const char            **why)
{
  gboolean first = view->declarers < 0;
  /* In the first hand, nobody exposing makes the dealer's team declare
   * (D-23, D-AMB-3). */
  int card = trp_dabaifen_choose_exposure (view->hand,
                                           rank_mask (rank_of_level (view->trump_rank)),
                                           first,
                                           team (trp_game_get_dealer (game)) == team (seat));

  if (card >= 0)
    {
      *why = first ? N_("Show it: these trumps are strong enough to declare")
                   : N_("Show it: this suit makes good trumps for this hand");
      return action_from_mask (type_expose, seat, BIT (card));
    }

  *why = N_("Wait: the trumps this card would make are not strong yet");
  return trp_action_new (type_pass, seat);
}

/* ---- Bury (D-26, D-27, D-37) -------------------------------------------- */

static TrpAction *
choose_bury (View        *v,
             const char **why)
{
  /* The cards still to bury: the hand goes back to 12. */
  guint need = popcount (v->hand) - HAND_SIZE;
  gboolean voided;
  guint64 chosen;

  g_assert (need >= 1 && need <= 6);
  chosen = trp_dabaifen_choose_bury (v->g, v->hand, need, &voided);

  if ((chosen & (TENS_AND_KINGS | FIVES)) != 0)
    *why = N_("Bury these: too few low cards to keep every point card and trump");
  else if ((chosen & v->g->eff_mask[TRUMP]) != 0)
    *why = N_("Bury these: too few plain cards to keep every trump");
  else if (voided)
    *why = N_("Bury a short suit: the void lets you trump it");
  else
    *why = N_("Bury low plain cards: keep the trumps and the point cards");
  return action_from_mask (type_bury, v->seat, chosen);
}

/* ---- Leading (D-29, D-30) ----------------------------------------------- */

/* The lead's facts from what the seat knows: a card no unseen card beats
 * is a winner; a suit an opponent showed void in may be trumped when
 * trumps are out, and so may a winner of a suit with few cards out.
 */
static guint64
choose_lead (View        *v,
             const char **why)
{
  TrpDabaifenLead lead = { 0, };
  guint unseen_trumps = popcount (v->unseen & v->g->eff_mask[TRUMP]);
  guint opponents = v->voids[(v->seat + 1) % N_SEATS] | v->voids[(v->seat + 3) % N_SEATS];
  guint64 best;

  lead.hand = v->hand;
  for (guint suit = 0; suit < N_EFF; suit++)
    lead.top |= top_cards (v, suit);
  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    if (popcount (v->unseen & v->g->eff_mask[suit]) < 3)
      lead.thin |= 1u << suit;
  lead.opponent_void = opponents & ((1u << TRP_N_SUITS) - 1);
  lead.ruffed = unseen_trumps > 0 ? lead.opponent_void : 0;
  lead.partner_void = v->voids[(v->seat + 2) % N_SEATS] & ((1u << TRP_N_SUITS) - 1);
  lead.my_trumps = (int) popcount (v->hand & v->g->eff_mask[TRUMP]);
  lead.their_trumps = (int) unseen_trumps;
  /* Draw the opponents' trumps when holding more of them. */
  lead.trump_draw = lead.my_trumps > (int) unseen_trumps / 2 ? 25 : 4;

  best = trp_dabaifen_choose_lead (v->g, &lead);
  g_assert (best != 0);
  if ((best & (best - 1)) != 0)
    *why = (best & v->g->eff_mask[TRUMP]) != 0
      ? N_("Throw your top trumps: nobody can beat them")
      : N_("Throw your top cards of this suit: nobody can beat them");
  else if ((best & lead.top) != 0)
    *why = N_("Lead your top card: it should win the trick");
  else
    *why = N_("Lead a low card and keep your winners and points");
  return best;
}

/* ---- Following (D-32, D-33) --------------------------------------------- */

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
  guint suit = v->g->eff_suit[i];
  guint h = popcount (v->hand);
  guint unseen = popcount (v->unseen);
  guint stronger = 0;
  double void_led, has_trump;

  if (o < 0)
    return 0.0;

  for (guint64 m = v->unseen & v->g->eff_mask[suit]; m != 0; m &= m - 1)
    stronger += v->g->strength[lowest (m)] > v->g->strength[i];

  void_led = (v->voids[o] & (1u << led)) != 0
    ? 1.0 : chance_none (h, unseen, popcount (v->unseen & v->g->eff_mask[led]));

  if (suit == led)
    {
      double risk = 0.0;

      if ((v->voids[o] & (1u << suit)) == 0)
        risk = 1.0 - chance_none (h, unseen, stronger);
      if (suit != TRUMP && (v->voids[o] & (1u << TRUMP)) == 0)
        {
          has_trump = 1.0 - chance_none (h, unseen, popcount (v->unseen & v->g->eff_mask[TRUMP]));
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
holds (gconstpointer data,
       guint         card)
{
  const View *v = data;

  return beaten_risk (v, (int) card, v->led, v->opponent_after) < HOLD_RISK;
}

/* The seat guesses whether a card holds; it never knows that the partner
 * wins whatever comes, and keeps no trump back for the last trick. */
static const TrpDabaifenKnowledge seat_knowledge = {
  .holds = holds,
};

/* The follow's facts from what the seat knows: whether a card holds is a
 * risk from the unseen cards and the voids; the buried kitty, unknown but
 * to the leader, is valued at the average points of the unseen cards.
 */
static guint64
choose_follow (View        *v,
               const char **why)
{
  TrpDabaifenFollow f = { 0, };
  TrpDabaifenFollowReason reason;
  guint n_in = 0;
  int leader, winner;
  guint64 cards;

  for (int s = 0; s < N_SEATS; s++)
    {
      n_in += v->pub.trick[s] != 0;
      f.trick_points += points (v->pub.trick[s]);
    }
  leader = (v->seat - (int) n_in + N_SEATS) % N_SEATS;
  f.hand = v->hand;
  f.n = popcount (v->pub.trick[leader]);
  f.led = v->g->eff_suit[lowest (v->pub.trick[leader])];
  f.partner_leads = team (leader) == team (v->seat);

  /* The single-card trick so far (D-33). */
  winner = leader;
  f.winning_card = (guint) lowest (v->pub.trick[leader]);
  for (guint k = 1; k < n_in && f.n == 1; k++)
    {
      int s = (leader + (int) k) % N_SEATS;
      guint i = (guint) lowest (v->pub.trick[s]);

      if (trp_dabaifen_beats (v->g, i, f.winning_card))
        winner = s, f.winning_card = i;
    }
  f.partner_winning = team (winner) == team (v->seat);

  /* The one opponent still to play after this seat, if any: the next
   * seat, unless this seat plays last.
   */
  v->led = f.led;
  v->opponent_after = n_in < 3 ? (v->seat + 1) % N_SEATS : -1;
  f.last_to_play = v->opponent_after < 0;

  /* The last trick also takes the buried kitty, doubled (D-37). */
  f.kitty_points = v->buried != 0
    ? 2 * points (v->buried)
    : 2 * points (v->unseen) * 6 / (int) MAX (popcount (v->unseen), 1);

  /* A card only probably holds: the partner is saved, and a winner tried
   * on a guess, only for a trick of 10 points or more. */
  f.takeover_points = 10;
  f.gamble_points = 10;

  cards = trp_dabaifen_choose_follow (v->g, &f, &seat_knowledge, v, &reason);
  switch (reason)
    {
    case TRP_DABAIFEN_FOLLOW_GIVE_TO_THROW:
      *why = N_("Your partner’s throw wins: give him your points");
      break;
    case TRP_DABAIFEN_FOLLOW_DISCARD_TO_THROW:
      *why = N_("The throw wins: give it your cheapest cards");
      break;
    case TRP_DABAIFEN_FOLLOW_GIVE_TO_PARTNER:
      *why = N_("Your partner wins this trick: give him points");
      break;
    case TRP_DABAIFEN_FOLLOW_KEEP_UNDER_PARTNER:
      *why = N_("Your partner wins this trick: keep your good cards");
      break;
    case TRP_DABAIFEN_FOLLOW_TAKE_OVER:
      *why = N_("Make sure of this trick: it holds points");
      break;
    case TRP_DABAIFEN_FOLLOW_LOW_UNDER_PARTNER:
      *why = N_("Play low: your partner may still win this trick");
      break;
    case TRP_DABAIFEN_FOLLOW_WIN_POINTS:
      *why = N_("Win the trick: it holds points");
      break;
    case TRP_DABAIFEN_FOLLOW_WIN_CHEAPLY:
      *why = N_("Win the trick cheaply and take the lead");
      break;
    case TRP_DABAIFEN_FOLLOW_TRY_TO_WIN:
      *why = N_("Try to win the trick: it holds many points");
      break;
    case TRP_DABAIFEN_FOLLOW_LET_GO:
      *why = N_("Let this trick go: it is not worth your good cards");
      break;
    case TRP_DABAIFEN_FOLLOW_CANNOT_WIN:
    default:
      *why = N_("You cannot win this trick: keep your points");
      break;
    }
  return cards;
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
  TrpDabaifenView view;
  View v;

  g_return_val_if_fail (TRP_IS_GAME (game), NULL);

  seat = trp_game_get_current_seat (game);
  /* The game's seat view refuses a game of another kind. */
  if (seat < 0 || !trp_dabaifen_game_get_view (game, seat, &view))
    return NULL;

  intern_types ();
  phase = trp_game_get_phase (game);

  if (strcmp (phase, TRP_DABAIFEN_PHASE_DRAW) == 0)
    action = choose_draw (game, &view, seat, &why);
  else if (strcmp (phase, TRP_DABAIFEN_PHASE_REDEAL) == 0)
    {
      /* D-25: a hand without a single trump is hopeless. */
      why = N_("Claim a redeal: you hold no trump");
      action = trp_action_new (type_claim, seat);
    }
  else
    {
      view_init (&v, &view, seat);

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

/* ---- Why the search's move, where the rule-based one differs ---------- */

static guint64
action_mask (const TrpAction *action)
{
  guint64 mask = 0;

  for (guint i = 0; i < action->n_cards; i++)
    {
      TrpCard card = action->cards[i];

      if (card == TRP_CARD_RED_JOKER)
        mask |= BIT (RED_JOKER);
      else if (card == TRP_CARD_BLACK_JOKER)
        mask |= BIT (BLACK_JOKER);
      else
        mask |= BIT (trp_card_get_suit (card) * 13 + trp_card_get_rank (card) - 1);
    }
  return mask;
}

static guint64
trumps_in (const View *v,
           guint64     mask)
{
  return mask & v->g->eff_mask[TRUMP];
}

static char *
contrast_follow (const View *v,
                 guint64     move,
                 guint64     usual)
{
  int n_in = 0, table = 0, leader, winner;
  guint winning;
  int move_points = points (move), usual_points = points (usual);
  gboolean move_wins, usual_wins, partner_wins;

  for (int s = 0; s < N_SEATS; s++)
    {
      n_in += v->pub.trick[s] != 0;
      table += points (v->pub.trick[s]);
    }
  leader = (v->seat - n_in + N_SEATS) % N_SEATS;
  /* The winner so far, in a trick of single cards (D-33). */
  winner = leader;
  winning = (guint) lowest (v->pub.trick[leader]);
  for (int k = 1; k < n_in; k++)
    {
      int s = (leader + k) % N_SEATS;
      guint i = (guint) lowest (v->pub.trick[s]);

      if (trp_dabaifen_beats (v->g, i, winning))
        winner = s, winning = i;
    }
  partner_wins = team (winner) == team (v->seat);
  move_wins = trp_dabaifen_beats (v->g, (guint) lowest (move), winning);
  usual_wins = trp_dabaifen_beats (v->g, (guint) lowest (usual), winning);

  if (move_wins && !usual_wins && !partner_wins)
    {
      int stake = table + move_points;

      if (trumps_in (v, move) && !trumps_in (v, BIT (winning)))
        /* TRANSLATORS: a hint's reason where it differs from the usual
         * play: the hinted card is a trump that beats the trick (D-33);
         * %d is the points the trick then holds. */
        return g_strdup_printf (ngettext ("Trumps in: the trick holds %d point [D-33]",
                                          "Trumps in: the trick holds %d points [D-33]", stake),
                                stake);
      /* TRANSLATORS: a hint's reason; %d is the points the trick holds
       * with the hinted card in it (D-33). */
      return g_strdup_printf (ngettext ("Takes the trick: it holds %d point [D-33]",
                                        "Takes the trick: it holds %d points [D-33]", stake),
                              stake);
    }
  if (partner_wins && !move_wins && move_points < usual_points)
    /* TRANSLATORS: a hint's reason: the partner already wins, and the
     * hint keeps %d points of the usual play's card in hand. */
    return g_strdup_printf (ngettext ("Plays low: your partner already wins the trick; keeps %d point in hand",
                                      "Plays low: your partner already wins the trick; keeps %d points in hand",
                                      usual_points),
                            usual_points);
  if (partner_wins && move_points > usual_points)
    /* TRANSLATORS: a hint's reason; %d is the points the hinted card
     * gives to the trick the partner wins (D-4). */
    return g_strdup_printf (ngettext ("Gives %d point to the trick your partner wins",
                                      "Gives %d points to the trick your partner wins", move_points),
                            move_points);
  if (usual_wins && !move_wins && trumps_in (v, usual))
    /* TRANSLATORS: a hint's reason: the usual play would trump a trick
     * holding only %d points; the last trick also takes the kitty's
     * points doubled (D-37). */
    return g_strdup_printf (ngettext ("Saves the trump for the last trick: this one holds %d point [D-37]",
                                      "Saves the trump for the last trick: this one holds %d points [D-37]",
                                      table),
                            table);
  if (usual_wins && !move_wins)
    /* TRANSLATORS: a hint's reason: the usual play would win a trick
     * that holds only %d points. */
    return g_strdup_printf (ngettext ("Lets the trick go: it holds only %d point",
                                      "Lets the trick go: it holds only %d points", table),
                            table);
  return NULL;
}

/**
 * trp_dabaifen_player_contrast:
 * @game: a Da Bai Fen game whose current seat is to move
 * @move: a move for that seat, such as the search's
 * @usual: the rule-based player's move there
 *
 * A hint's reason where the search overrules the rule-based player: what
 * @move does that @usual does not, read from the seat's view only (D-49),
 * with its points and the rule.
 *
 * Returns: (transfer full) (nullable): a short translated sentence, or
 *   %NULL where the two moves are not of kinds it compares
 */
char *
trp_dabaifen_player_contrast (TrpGame         *game,
                              const TrpAction *move,
                              const TrpAction *usual)
{
  TrpDabaifenView view;
  guint64 m, u;
  gboolean leading = TRUE;
  int seat, move_points, usual_points;
  View v;

  g_return_val_if_fail (TRP_IS_GAME (game), NULL);
  g_return_val_if_fail (move != NULL && usual != NULL, NULL);

  intern_types ();
  seat = trp_game_get_current_seat (game);
  if (seat < 0 || trp_action_equal (move, usual) ||
      !trp_dabaifen_game_get_view (game, seat, &view) ||
      strcmp (trp_game_get_phase (game), TRP_DABAIFEN_PHASE_PLAY) != 0 ||
      !g_str_equal (move->type, type_play) || !g_str_equal (usual->type, type_play) ||
      move->n_cards == 0 || usual->n_cards == 0)
    return NULL;
  view_init (&v, &view, seat);
  m = action_mask (move);
  u = action_mask (usual);
  move_points = points (m);
  usual_points = points (u);

  for (int s = 0; s < N_SEATS && leading; s++)
    leading = v.pub.trick[s] == 0;
  if (!leading && move->n_cards == 1 && usual->n_cards == 1)
    {
      char *text = contrast_follow (&v, m, u);

      if (text != NULL)
        return text;
    }
  if (popcount (trumps_in (&v, u)) > popcount (trumps_in (&v, m)))
    {
      guint saved = popcount (trumps_in (&v, u)) - popcount (trumps_in (&v, m));

      /* TRANSLATORS: a hint's reason; %u is how many trumps the hint
       * keeps that the usual play would spend; the last trick takes the
       * kitty doubled (D-37). */
      return g_strdup_printf (ngettext ("Saves %u trump for the last tricks [D-37]",
                                        "Saves %u trumps for the last tricks [D-37]", saved),
                              saved);
    }
  if (usual_points > move_points)
    /* TRANSLATORS: a hint's reason; %d is the points (kings, tens and
     * fives, D-4) the usual play would risk and the hint keeps. */
    return g_strdup_printf (ngettext ("Keeps %d point out of a trick the opponents may take [D-4]",
                                      "Keeps %d points out of a trick the opponents may take [D-4]",
                                      usual_points - move_points),
                            usual_points - move_points);
  return NULL;
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
  .contrast = trp_dabaifen_player_contrast,
};
