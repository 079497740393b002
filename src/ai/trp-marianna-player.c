/* trp-marianna-player.c: a rule-based player for the Marianna family
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One player for the four rulesets of rules/marianna.md. It reads only its
 * own hand and public facts, through the game's seat view (M-68): the
 * finished tricks, the trick in progress, the declared cards still held,
 * the trump, the indicator, the stock size and the scores. Cards are kept
 * as 40-bit masks, ten bits a suit, weakest first (M-4), so counting is a
 * few instructions and the player stays fast enough for the search's
 * rollouts.
 *
 * Strategy, in short:
 * - declare whenever the rules allow it (mariannone, mariannino, then the
 *   pair that makes the best trump suit; in the two-player games the trump
 *   pair first, M-54, M-63);
 * - in Briscola 151 exchange the trump ace for the indicator when that
 *   completes the trump pair (M-56);
 * - ask for and give a Covering only when the ace and three of the suit
 *   cannot take it (M-46 to M-48);
 * - claim in Mariaccio exactly when the total has reached the target
 *   (M-65): the total is public, so the claim is never wrong;
 * - in the tricks, weigh each card by the points it wins or gives away,
 *   with the chance, from the unseen cards, that the seats still to play
 *   beat it, minus what the card is worth kept (trumps, aces and threes,
 *   a king or queen waiting for its pair);
 * - once the stock is gone in the two-player games every card is known:
 *   play the end exactly (M-62's strict following included).
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "trp-computer-player.h"
#include "trp-marianna-player.h"
#include "marianna/trp-marianna-endgame.h"
#include "marianna/trp-marianna-heuristics.h"
#include "marianna/trp-marianna-view.h"
#include "marianna/trp-marianna-options.h"

#define N_CARDS   40
#define ALL_CARDS ((((guint64) 1) << N_CARDS) - 1)
#define BIT(i)    (((guint64) 1) << (i))
#define SUIT_MASK(suit) (((guint64) 0x3ff) << ((suit) * 10))

/* Positions inside a suit, weakest first: 2 4 5 6 7 J Q K 3 A (M-4). */
#define POS_QUEEN 6
#define POS_KING  7
#define POS_THREE 8
#define POS_ACE   9

static const gint8 pos_of_rank[14] = { -1, 9, 0, 8, 1, 2, 3, 4, -1, -1, -1, 5, 6, 7 };
static const guint8 rank_of_pos[10] = { 2, 4, 5, 6, 7, 11, 12, 13, 3, 1 };


static const char *t_play;
static const char *t_declare;
static const char *t_pass;
static const char *t_cover_request;
static const char *t_cover_answer;
static const char *t_swap;
static const char *t_claim;

static void
intern_types (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      t_play = g_intern_static_string ("play");
      t_declare = g_intern_static_string ("declare");
      t_pass = g_intern_static_string ("pass");
      t_cover_request = g_intern_static_string ("cover_request");
      t_cover_answer = g_intern_static_string ("cover_answer");
      t_swap = g_intern_static_string ("swap_indicator");
      t_claim = g_intern_static_string ("claim");
      g_once_init_leave (&done, 1);
    }
}

static inline int
card_index (TrpCard card)
{
  return trp_card_get_suit (card) * 10 + pos_of_rank[trp_card_get_rank (card)];
}

static inline TrpCard
index_card (int index)
{
  return TRP_CARD (index / 10, rank_of_pos[index % 10]);
}

/* M-5. */
static inline int
index_points (int index)
{
  return trp_marianna_points_of_index (index);
}

static inline int
popcount (guint64 mask)
{
  return __builtin_popcountll (mask);
}

/* Everything the seat to move may know (M-68). */
typedef struct
{
  TrpGame            *game;
  TrpMariannaView     pub;              /* the seat view the rest reads */
  TrpMariannaRuleset  ruleset;
  guint               n;
  guint               me;
  int                 partner;          /* -1 with two players */
  guint64             hand;
  guint64             played;           /* finished tricks and this one */
  guint64             known[4];         /* declared cards others still hold */
  guint64             unseen;           /* other hands' hidden cards, stock */
  int                 trick[4];         /* card indices, leader first */
  guint               n_played;
  guint               leader;
  guint               trump;            /* a TrpSuit, TRP_SUIT_NONE */
  guint               stock;
  guint               declared_suits;
  gboolean            future_decl;      /* a later declaration is possible */
} View;

static inline gboolean
is_two_player (const View *v)
{
  return v->n == 2;
}

static inline gboolean
same_side (const View *v,
           guint       a,
           guint       b)
{
  return is_two_player (v) ? a == b : (a % 2) == (b % 2);
}

/* Returns FALSE for a game that is not of the Marianna family. */
static gboolean
view_init (View    *v,
           TrpGame *game,
           guint    me)
{
  const TrpMariannaView *pub = &v->pub;

  memset (v, 0, sizeof *v);
  v->game = game;
  if (!trp_marianna_game_get_view (game, me, &v->pub))
    return FALSE;
  v->ruleset = pub->ruleset;
  v->n = pub->n_seats;
  v->me = me;
  v->partner = v->n == 4 ? (int) ((me + 2) % 4) : -1;

  v->hand = pub->hand;
  v->played = pub->played;
  v->n_played = pub->n_trick;
  for (guint i = 0; i < v->n_played; i++)
    {
      v->trick[i] = card_index (pub->trick[i]);
      v->played |= BIT (v->trick[i]);
    }
  v->leader = pub->leader;
  v->trump = pub->trump;
  v->stock = pub->stock_size;
  v->declared_suits = pub->declared_suits;

  v->unseen = ALL_CARDS & ~v->hand & ~v->played;
  for (guint s = 0; s < v->n; s++)
    {
      if (s == me)
        continue;
      v->known[s] = pub->known[s];
      v->unseen &= ~v->known[s];
    }
  if (pub->indicator != TRP_CARD_NONE)
    v->unseen &= ~BIT (card_index (pub->indicator));

  /* Whether a king or queen kept now may still be declared later (M-18,
   * M-55, M-63): a later trick that begins with cards in the stock.
   */
  switch (v->ruleset)
    {
    case TRP_MARIANNA_RULESET_MARIACCIO:
      v->future_decl = v->stock > 0;
      break;
    case TRP_MARIANNA_RULESET_BRISCOLA_151:
    case TRP_MARIANNA_RULESET_MARIANNA:
    case TRP_MARIANNA_RULESET_CINQUECENTO:
    default:
      v->future_decl = v->stock > v->n;
      break;
    }
  return TRUE;
}

static inline guint64
trumps_of (const View *v)
{
  return v->trump != TRP_SUIT_NONE ? SUIT_MASK (v->trump) : 0;
}

/* M-12: whether @card beats @best, the trick's winning card so far. */
static inline gboolean
beats (const View *v,
       int         card,
       int         best)
{
  return (trp_marianna_beaters (trumps_of (v), best) >> card) & 1;
}

static guint
winning_pos (const View *v)
{
  guint best = 0;

  for (guint i = 1; i < v->n_played; i++)
    if (beats (v, v->trick[i], v->trick[best]))
      best = i;
  return best;
}

/* The chance that @seat holds none of @beaters: sure from its declared
 * cards, else drawn from the unseen cards (a hypergeometric guess).
 */
static double
chance_holds_none (const View *v,
                   guint       seat,
                   guint64     beaters)
{
  int hidden_slots = popcount (v->hand) - popcount (v->known[seat]);
  int pool = popcount (v->unseen);
  int b = popcount (beaters & v->unseen);
  double p = 1.0;

  if (v->known[seat] & beaters)
    return 0.0;
  for (int i = 0; i < hidden_slots && b > 0; i++)
    {
      if (pool - i <= 0 || pool - b - i <= 0)
        return 0.0;
      p *= (double) (pool - b - i) / (double) (pool - i);
    }
  return p;
}

/* The chance that the opponents after @pos in the trick leave @best the
 * winner.
 */
static double
chance_holds (const View *v,
              guint       pos,
              int         best)
{
  guint64 beaters = trp_marianna_beaters (trumps_of (v), best);
  double p = 1.0;

  for (guint i = pos + 1; i < v->n; i++)
    {
      guint seat = (v->leader + i) % v->n;

      if (!same_side (v, seat, v->me))
        p *= chance_holds_none (v, seat, beaters);
    }
  return p;
}

/* The chance that @card, winning the trick now, stays the winner:
 * guessed from the unseen cards, for the strategy of the heuristics.
 */
static int
view_holds (gconstpointer knowledge,
            int           card,
            gboolean      partners)
{
  const View *v = knowledge;

  return (int) (chance_holds (v, v->n_played, card) * TRP_MARIANNA_SURE + 0.5);
}

static const TrpMariannaKnowledge view_knowledge = { view_holds };

/* ---- Playing a card ---- */

/* Why a card was chosen: the strategy's reasons (TrpMariannaPlayReason)
 * and two of the hints' own.
 */
enum
{
  PLAY_KEEP_PAIR = TRP_MARIANNA_PLAY_DISCARD + 1,
  PLAY_ENDGAME,
};

/* Once the stock is gone in the two-player games every card is known:
 * the end is played exactly, by the solver the guided playout shares.
 * Returns the card index to play, or -1 when the end is not exact.
 */
static int
endgame_choose (const View *v,
                guint64     allowed)
{
  guint64 theirs;

  if (!is_two_player (v) || v->stock != 0)
    return -1;
  theirs = v->unseen | v->known[1 - v->me];
  if (popcount (theirs) + (v->n_played > 0) != popcount (v->hand))
    return -1;
  return trp_marianna_endgame_choose (v->hand, theirs, v->n_played > 0 ? v->trick[0] : -1,
                                      allowed, trumps_of (v),
                                      v->ruleset == TRP_MARIANNA_RULESET_MARIACCIO);
}

static int
choose_card (const View *v,
             guint64     allowed,
             int        *why,
             int        *trick_points)
{
  TrpMariannaTrick t;
  TrpMariannaPlayReason reason;
  guint opponents_after = 0;
  int table = 0;
  int best;

  best = endgame_choose (v, allowed);
  if (best >= 0)
    {
      *why = PLAY_ENDGAME;
      *trick_points = 0;
      return best;
    }

  t.plays = allowed;
  t.trumps = trumps_of (v);
  t.trump = v->trump;
  t.two_players = is_two_player (v);
  t.best = -1;
  t.partner_winning = FALSE;
  t.partner_after = FALSE;
  for (guint i = 0; i < v->n_played; i++)
    table += index_points (v->trick[i]);
  if (v->n_played > 0)
    {
      guint win_pos = winning_pos (v);

      t.best = v->trick[win_pos];
      t.partner_winning = same_side (v, (v->leader + win_pos) % v->n, v->me);
    }
  for (guint i = v->n_played + 1; i < v->n; i++)
    {
      if ((int) ((v->leader + i) % v->n) == v->partner)
        t.partner_after = TRUE;
      else
        opponents_after++;
    }
  /* M-48: a covered trick is also worth the covering's 20. */
  if (v->pub.covering && v->pub.covering_answer == 1)
    table += 20;
  t.stake2 = 2 * table + trp_marianna_seats_after_value2 (t.partner_after, opponents_after,
                                                          t.two_players, v->ruleset);
  trp_marianna_pairs_ahead (v->hand, v->declared_suits, v->future_decl, ALL_CARDS & ~v->played,
                            &t.waiting, &t.single);
  best = trp_marianna_choose_card (&t, &view_knowledge, v, &reason);
  *why = reason;

  /* What the trick will hold with this card in it. */
  *trick_points = 0;
  for (guint i = 0; i < v->n_played; i++)
    *trick_points += index_points (v->trick[i]);
  *trick_points += index_points (best);

  if (*why == TRP_MARIANNA_PLAY_DISCARD || *why == TRP_MARIANNA_PLAY_LEAD_LOW)
    {
      /* Say so when a king or queen stays back for its pair. */
      for (guint suit = 0; suit < TRP_N_SUITS; suit++)
        {
          guint64 pair = BIT (suit * 10 + POS_KING) | BIT (suit * 10 + POS_QUEEN);

          if ((v->hand & pair) == pair && !(v->declared_suits & (1u << suit)) &&
              v->future_decl && !(pair & BIT (best)))
            *why = PLAY_KEEP_PAIR;
        }
    }
  return best;
}

static char *
play_reason (int        why,
             int        points)
{
  switch (why)
    {
    case TRP_MARIANNA_PLAY_WIN:
      if (points > 0)
        return g_strdup_printf (ngettext ("Win the trick: it holds %d point",
                                          "Win the trick: it holds %d points", points),
                                points);
      return g_strdup (_("Take the trick: nobody can beat this card"));
    case TRP_MARIANNA_PLAY_TRY_WIN:
      if (points > 0)
        return g_strdup_printf (ngettext ("Try to take the trick: it holds %d point",
                                          "Try to take the trick: it holds %d points", points),
                                points);
      return g_strdup (_("Try to take the trick and lead the next one"));
    case TRP_MARIANNA_PLAY_LOAD:
      return g_strdup (_("Give points to your partner, who is winning the trick"));
    case TRP_MARIANNA_PLAY_LEAD_WINNER:
      return g_strdup (_("Lead a card nobody can beat"));
    case TRP_MARIANNA_PLAY_LEAD_LOW:
      return g_strdup (_("Lead a cheap card and keep the strong ones"));
    case TRP_MARIANNA_PLAY_LEAD_OTHER:
      return g_strdup (_("Lead this card: the others are worth more in hand"));
    case PLAY_KEEP_PAIR:
      return g_strdup (_("Keep the pair together for a declaration"));
    case PLAY_ENDGAME:
      return g_strdup (_("Every card is known now: play the end exactly"));
    case TRP_MARIANNA_PLAY_DISCARD:
    default:
      return g_strdup (_("Throw away a card worth little: the trick is lost"));
    }
}

/* ---- Declarations, Covering, the ace swap, claims ---- */

static const TrpAction *
choose_declaration (const View *v,
                    GPtrArray  *legal)
{
  const TrpAction *best = NULL;
  double best_value = -1e9;

  for (guint i = 0; i < legal->len; i++)
    {
      const TrpAction *action = g_ptr_array_index (legal, i);
      guint suit;
      double value;

      if (action->type != t_declare || action->n_cards == 0)
        continue;
      /* M-23, M-28: the mariannone wins the match; M-22: 250 points. */
      if (action->target == TRP_MARIANNA_DECLARE_MARIANNONE)
        return action;
      if (action->target == TRP_MARIANNA_DECLARE_MARIANNINO)
        value = 1000.0;
      else
        {
          suit = trp_card_get_suit (action->cards[0]);
          value = trp_marianna_pair_value (v->hand, suit, v->n, v->trump);
        }
      if (value > best_value)
        {
          best_value = value;
          best = action;
        }
    }
  return best;
}

/* M-33, M-41: under first_only the first trump-setting event fixes the
 * trumps for the hand. Only the hints ask, so the option lookup is fine.
 */
static gboolean
trumps_are_fixed (const View *v)
{
  TrpRules *rules;

  if (v->trump == TRP_SUIT_NONE)
    return FALSE;
  if (v->ruleset == TRP_MARIANNA_RULESET_CINQUECENTO)
    return TRUE;
  rules = trp_game_get_rules (v->game);
  if (rules == NULL ||
      trp_rules_descriptor_find_option (trp_rules_get_descriptor (rules), "trump_change") == NULL)
    return FALSE;
  return trp_rules_get_enum (rules, "trump_change") == TRP_MARIANNA_TRUMP_CHANGE_FIRST_ONLY;
}

static TrpAction *
find_action (GPtrArray  *legal,
             const char *type,
             int         target)
{
  for (guint i = 0; i < legal->len; i++)
    {
      const TrpAction *action = g_ptr_array_index (legal, i);

      if (action->type == type && (target < 0 || action->target == target))
        return trp_action_copy (action);
    }
  return NULL;
}

static void
set_reason (char       **reason,
            const char  *text)
{
  if (reason != NULL)
    *reason = g_strdup (text);
}

/**
 * trp_marianna_player_choose:
 * @game: a Marianna-family game whose current seat is to act
 * @rng: unused for now; kept so that every player has the same shape
 * @reason: (out) (optional) (transfer full): a translated hint
 *
 * Returns: (transfer full) (nullable): a legal action for the current
 *   seat, or %NULL when it has none
 */
TrpAction *
trp_marianna_player_choose (TrpGame   *game,
                            TrpRng    *rng,
                            char     **reason)
{
  g_autoptr(GPtrArray) legal = NULL;
  const TrpAction *declare;
  gboolean has_play = FALSE, has_claim = FALSE, has_answer = FALSE;
  gboolean has_request = FALSE, has_swap = FALSE;
  guint64 allowed = 0;
  int seat;
  View v;

  g_return_val_if_fail (TRP_IS_GAME (game), NULL);

  intern_types ();
  if (reason != NULL)
    *reason = NULL;

  seat = trp_game_get_current_seat (game);
  /* The game's seat view refuses a game of another family. */
  if (seat < 0 || !view_init (&v, game, seat))
    return NULL;
  legal = trp_game_legal_actions (game);
  if (legal->len == 0)
    return NULL;
  if (legal->len == 1)
    {
      set_reason (reason, _("This is the only move"));
      return trp_action_copy (g_ptr_array_index (legal, 0));
    }

  for (guint i = 0; i < legal->len; i++)
    {
      const TrpAction *action = g_ptr_array_index (legal, i);

      if (action->type == t_play)
        {
          has_play = TRUE;
          allowed |= BIT (card_index (action->cards[0]));
        }
      else if (action->type == t_claim)
        has_claim = TRUE;
      else if (action->type == t_cover_answer)
        has_answer = TRUE;
      else if (action->type == t_cover_request)
        has_request = TRUE;
      else if (action->type == t_swap)
        has_swap = TRUE;
    }

  /* M-65: the claimant's total is public, so claim exactly when right. */
  if (has_claim)
    {
      TrpRules *rules = trp_game_get_rules (game);
      int target = rules != NULL ? trp_rules_get_int (rules, "target_score") : 200;
      guint unit = trp_game_get_scoring_unit (game, seat);
      int total = v.pub.total_before[unit] + v.pub.card_points[unit] +
                  v.pub.declared_points[unit];

      if (total >= target)
        {
          set_reason (reason, _("Claim victory: your total has reached the target"));
          return find_action (legal, t_claim, -1);
        }
      set_reason (reason, _("Do not claim: your total is still below the target"));
      return find_action (legal, t_pass, -1);
    }

  declare = choose_declaration (&v, legal);
  if (declare != NULL && declare->target == TRP_MARIANNA_DECLARE_MARIANNONE)
    {
      set_reason (reason, _("Declare the mariannone: it wins the match"));
      return trp_action_copy (declare);
    }
  if (declare != NULL && declare->target == TRP_MARIANNA_DECLARE_MARIANNINO)
    {
      set_reason (reason, _("Declare the mariannino: it scores 250"));
      return trp_action_copy (declare);
    }

  if (has_swap && trp_marianna_swap_pays (v.hand, v.pub.indicator, v.declared_suits, v.stock,
                                          v.pub.trick_number))
    {
      set_reason (reason, _("Exchange the trump ace for the card under the stock to hold the trump pair"));
      return find_action (legal, t_swap, -1);
    }

  if (declare != NULL)
    {
      /* Not “king and queen”: with Italian cards the pair is a king and
       * a horse. */
      if (is_two_player (&v))
        set_reason (reason, trp_card_get_suit (declare->cards[0]) == v.trump
                            ? _("Declare the matrimonio in trumps: 40 points")
                            : _("Declare the matrimonio: 20 points"));
      else if (reason != NULL && trumps_are_fixed (&v))
        set_reason (reason, _("Declare the marianna: it scores, though the trumps stay"));
      else
        set_reason (reason, _("Declare the marianna: it scores and makes its suit trumps"));
      return trp_action_copy (declare);
    }

  /* M-46: ask only where the suit's ace and three cannot take the trick,
   * and never instead of a marianna (M-48 bars the leader's declaring).
   */
  if (has_request)
    {
      guint request_suits = 0;
      int suit;

      for (guint i = 0; i < legal->len; i++)
        {
          const TrpAction *action = g_ptr_array_index (legal, i);

          if (action->type == t_cover_request && action->suit < TRP_N_SUITS)
            request_suits |= 1u << action->suit;
        }
      suit = trp_marianna_choose_cover_request (v.hand, v.played, v.declared_suits,
                                                request_suits);
      for (guint i = 0; suit >= 0 && i < legal->len; i++)
        {
          const TrpAction *action = g_ptr_array_index (legal, i);

          if (action->type == t_cover_request && (int) action->suit == suit)
            {
              set_reason (reason, _("Ask your partner to cover you: the ace and three of that suit are no threat"));
              return trp_action_copy (action);
            }
        }
      set_reason (reason, _("Do not ask for a covering: it could be taken"));
      return find_action (legal, t_pass, -1);
    }

  /* M-47: the leader asked because the suit's ace and three are no
   * threat from where he sits (M-46): say yes whenever the rules allow.
   */
  if (has_answer)
    {
      TrpAction *yes = find_action (legal, t_cover_answer, 1);

      if (yes != NULL)
        {
          set_reason (reason, _("Cover your partner: you hold the missing card"));
          return yes;
        }
      set_reason (reason, _("Decline the covering: the trick could be lost"));
      return find_action (legal, t_cover_answer, 0);
    }

  if (has_play)
    {
      int why = TRP_MARIANNA_PLAY_DISCARD;
      int points = 0;
      int index = choose_card (&v, allowed, &why, &points);
      TrpCard card = index_card (index);

      if (reason != NULL)
        *reason = play_reason (why, points);
      return trp_action_new_with_cards (t_play, seat, &card, 1);
    }

  set_reason (reason, _("Nothing to declare: pass"));
  {
    TrpAction *pass = find_action (legal, t_pass, -1);

    return pass != NULL ? pass : trp_action_copy (g_ptr_array_index (legal, 0));
  }
}

/* ---- Why the search's move, where the rule-based one differs ---- */

static char *
view_card_name (const View *v,
                int         index)
{
  TrpRules *rules = trp_game_get_rules (v->game);
  TrpFaceStyle style = TRP_FACE_STYLE_FRENCH;

  if (rules != NULL &&
      trp_rules_descriptor_find_option (trp_rules_get_descriptor (rules), "deck_style") != NULL &&
      trp_rules_get_enum (rules, "deck_style") == TRP_MARIANNA_DECK_STYLE_ITALIAN)
    style = TRP_FACE_STYLE_ITALIAN;
  return trp_card_get_display_name (index_card (index), style);
}

/* What a marianna or matrimonio of @suit scores if declared now (M-19,
 * M-32, M-41, M-54), from the public count of the suits declared. */
static int
declaration_points (const View *v,
                    guint       suit)
{
  TrpRules *rules = trp_game_get_rules (v->game);
  int n_declared = popcount (v->declared_suits);

  if (is_two_player (v))
    return suit == v->trump ? 40 : 20;
  if (rules != NULL &&
      trp_rules_descriptor_find_option (trp_rules_get_descriptor (rules), "marianna_scoring") != NULL)
    switch (trp_rules_get_enum (rules, "marianna_scoring"))
      {
      case TRP_MARIANNA_MARIANNA_SCORING_SEQ_20_40_60_80:
        return 20 + 20 * n_declared;
      case TRP_MARIANNA_MARIANNA_SCORING_FIRST_40_THEN_20:
        return v->trump == TRP_SUIT_NONE ? 40 : 20;
      case TRP_MARIANNA_MARIANNA_SCORING_SEQ_40_60_80_100:
      default:
        return 40 + 20 * n_declared;
      }
  /* Cinquecento: 40, then 20 once trumps are set (M-41). */
  return v->trump == TRP_SUIT_NONE ? 40 : 20;
}

static gboolean
is_trump (const View *v,
          int         index)
{
  return v->trump != TRP_SUIT_NONE && (guint) index / 10 == v->trump;
}

/* Whether @index is the king or queen of a pair the seat holds and may
 * still declare (M-18). */
static gboolean
breaks_pair (const View *v,
             int         index)
{
  guint suit = index / 10, pos = index % 10;
  guint64 pair = BIT (suit * 10 + POS_KING) | BIT (suit * 10 + POS_QUEEN);

  return (pos == POS_KING || pos == POS_QUEEN) && (v->hand & pair) == pair &&
         !(v->declared_suits & (1u << suit)) && v->future_decl;
}

/* The cards the seat cannot see played yet: other hands and the stock,
 * shown cards included. */
static inline guint64
cards_out (const View *v)
{
  return ALL_CARDS & ~v->hand & ~v->played;
}

/* Where no point or trick tells the two cards apart: what the seat can
 * count, the cards still out that beat each one (M-12). */
static char *
contrast_by_count (const View *v,
                   int         move,
                   int         usual)
{
  guint64 out = cards_out (v);
  guint move_beaters = popcount (trp_marianna_beaters (trumps_of (v), move) & out);
  guint usual_beaters = popcount (trp_marianna_beaters (trumps_of (v), usual) & out);
  g_autofree char *usual_name = view_card_name (v, usual);

  if (v->n_played == 0 && is_trump (v, move) && !is_trump (v, usual))
    {
      guint trumps_out = popcount (out & trumps_of (v));

      /* TRANSLATORS: a hint's reason: lead a trump, to draw out the
       * other players' trumps; %u is how many trumps the player has
       * not seen played or in his hand (M-12). */
      return g_strdup_printf (ngettext ("Leads a trump to draw them out: %u trump is still out [M-12]",
                                        "Leads a trump to draw them out: %u trumps are still out [M-12]",
                                        trumps_out),
                              trumps_out);
    }
  if (v->n_played == 0 && move_beaters == 0)
    /* TRANSLATORS: a hint's reason: the hinted lead is the best card
     * left in play; %u is how many cards the player has not seen
     * played (M-12). */
    return g_strdup_printf (ngettext ("Leads a card nothing can beat: none of the %u card still out [M-12]",
                                      "Leads a card nothing can beat: none of the %u cards still out [M-12]",
                                      popcount (out)),
                            popcount (out));
  if (v->n_played == 0 && move_beaters < usual_beaters)
    /* TRANSLATORS: a hint's reason; the first %u is how many cards not
     * yet seen could beat the hinted lead, the second how many could
     * beat the usual play's card %s (M-12). */
    return g_strdup_printf (ngettext ("A safer lead: %u card still out beats it, %u beat the %s [M-12]",
                                      "A safer lead: %u cards still out beat it, %u beat the %s [M-12]",
                                      move_beaters),
                            move_beaters, usual_beaters, usual_name);
  /* TRANSLATORS: a hint's reason: the hinted play keeps the usual
   * play's card %s in hand; %u is how many cards not yet seen could
   * beat that card (M-12). */
  return g_strdup_printf (ngettext ("Keeps the %s for a later trick: %u card still out beats it",
                                    "Keeps the %s for a later trick: %u cards still out beat it",
                                    usual_beaters),
                          usual_name, usual_beaters);
}

static char *
contrast_plays (const View *v,
                int         move,
                int         usual)
{
  int table = 0;
  gboolean move_wins = FALSE, usual_wins = FALSE, partner_wins = FALSE;
  int move_points = index_points (move), usual_points = index_points (usual);

  for (guint i = 0; i < v->n_played; i++)
    table += index_points (v->trick[i]);
  if (v->n_played > 0)
    {
      guint win_pos = winning_pos (v);
      int best = v->trick[win_pos];
      guint best_seat = (v->leader + win_pos) % v->n;

      move_wins = beats (v, move, best);
      usual_wins = beats (v, usual, best);
      partner_wins = best_seat != v->me && same_side (v, best_seat, v->me);

      if (move_wins && !usual_wins && !partner_wins)
        {
          int stake = table + move_points;

          if (is_trump (v, move) && !is_trump (v, best))
            /* TRANSLATORS: a hint's reason where it differs from the
             * usual play: the hinted card is a trump that beats the
             * trick (M-12); %d is the card points the trick then holds. */
            return g_strdup_printf (ngettext ("Trumps in: the trick holds %d point [M-12]",
                                              "Trumps in: the trick holds %d points [M-12]", stake),
                                    stake);
          if (stake == 0)
            /* TRANSLATORS: a hint's reason: the hinted card wins a trick
             * of no points, for the next lead (M-12). */
            return g_strdup (_("Takes the trick and the next lead [M-12]"));
          /* TRANSLATORS: a hint's reason; %d is the card points the
           * trick holds with the hinted card in it. */
          return g_strdup_printf (ngettext ("Takes the trick: it holds %d point [M-12]",
                                            "Takes the trick: it holds %d points [M-12]", stake),
                                  stake);
        }
      if (partner_wins && !move_wins && move_points < usual_points)
        {
          g_autofree char *name = view_card_name (v, usual);

          /* TRANSLATORS: a hint's reason: the partner's card already
           * wins, so the hint plays a cheaper card than the usual play,
           * which would give the partner this card (%s, worth %d). */
          return g_strdup_printf (ngettext ("Plays low: your partner already wins the trick; keeps the %s (%d point)",
                                            "Plays low: your partner already wins the trick; keeps the %s (%d points)",
                                            usual_points),
                                  name, usual_points);
        }
      if (partner_wins && move_points > usual_points)
        /* TRANSLATORS: a hint's reason; %d is the card points the hinted
         * card gives to the trick the partner wins. */
        return g_strdup_printf (ngettext ("Gives %d point to the trick your partner wins",
                                          "Gives %d points to the trick your partner wins", move_points),
                                move_points);
      if (usual_wins && !move_wins)
        {
          g_autofree char *name = view_card_name (v, usual);

          if (is_trump (v, usual))
            /* TRANSLATORS: a hint's reason; the usual play would trump
             * this trick with the card %s; %d is what the trick holds. */
            return g_strdup_printf (ngettext ("Saves the %s, a trump, for a later trick: this one holds %d point",
                                              "Saves the %s, a trump, for a later trick: this one holds %d points",
                                              table),
                                    name, table);
          if (table == 0)
            /* TRANSLATORS: a hint's reason; the usual play would win a
             * trick of no points with this card (%s). */
            return g_strdup_printf (_("Lets a trick of no points go and keeps the %s [M-5]"), name);
          /* TRANSLATORS: a hint's reason; the usual play would win this
           * trick with %s; %d is what the trick holds. */
          return g_strdup_printf (ngettext ("Lets the trick go: %d point is not worth the %s",
                                            "Lets the trick go: %d points are not worth the %s", table),
                                  table, name);
        }
    }

  if (breaks_pair (v, usual) && !breaks_pair (v, move))
    {
      int worth = declaration_points (v, usual / 10);

      /* TRANSLATORS: a hint's reason; the usual play would break up a
       * king and queen (horse) that can still be declared; %d is what
       * the declaration would score (M-19). */
      return g_strdup_printf (ngettext ("Keeps the pair for a declaration worth %d point [M-19]",
                                        "Keeps the pair for a declaration worth %d points [M-19]", worth),
                              worth);
    }
  if (is_trump (v, usual) && !is_trump (v, move))
    {
      g_autofree char *name = view_card_name (v, usual);

      /* TRANSLATORS: a hint's reason; %s is the trump the usual play
       * would spend; %u how many trumps are still out of sight. */
      return g_strdup_printf (ngettext ("Saves the %s for a later trick: %u trump is still out",
                                        "Saves the %s for a later trick: %u trumps are still out",
                                        popcount (v->unseen & SUIT_MASK (v->trump))),
                              name, popcount (v->unseen & SUIT_MASK (v->trump)));
    }
  if (usual_points > move_points)
    {
      g_autofree char *name = view_card_name (v, usual);

      /* TRANSLATORS: a hint's reason; %s is the card the usual play
       * would give up, %d its card points (M-5). */
      return g_strdup_printf (ngettext ("Keeps the %s: %d point still to win",
                                        "Keeps the %s: %d points still to win", usual_points),
                              name, usual_points);
    }
  if (move_wins && usual_wins && !partner_wins && move_points > usual_points)
    {
      int stake = table + move_points;

      /* TRANSLATORS: a hint's reason: both the hinted card and the usual
       * play take the trick, the hinted one with more points in it; the
       * first %d is what the trick then holds, the second what it would
       * hold with the usual play (M-5). */
      return g_strdup_printf (ngettext ("Takes the trick with %d point in it, not %d [M-5]",
                                        "Takes the trick with %d points in it, not %d [M-5]", stake),
                              stake, table + usual_points);
    }
  return contrast_by_count (v, move, usual);
}

/**
 * trp_marianna_player_contrast:
 * @game: a Marianna-family game whose current seat is to act
 * @move: a move for that seat, such as the search's
 * @usual: the rule-based player's move there
 *
 * A hint's reason where the search overrules the rule-based player: what
 * @move does that @usual does not, read from the seat's view only (M-68),
 * with its numbers (card points, declaration values) and the rule.
 *
 * Returns: (transfer full) (nullable): a short translated sentence, or
 *   %NULL where the two moves are not of kinds it compares
 */
char *
trp_marianna_player_contrast (TrpGame         *game,
                              const TrpAction *move,
                              const TrpAction *usual)
{
  int seat;
  View v;

  g_return_val_if_fail (TRP_IS_GAME (game), NULL);
  g_return_val_if_fail (move != NULL && usual != NULL, NULL);

  intern_types ();
  seat = trp_game_get_current_seat (game);
  if (seat < 0 || trp_action_equal (move, usual) || !view_init (&v, game, seat))
    return NULL;

  if (g_str_equal (move->type, t_declare) && move->n_cards > 0 &&
      move->target != TRP_MARIANNA_DECLARE_MARIANNINO &&
      move->target != TRP_MARIANNA_DECLARE_MARIANNONE &&
      !g_str_equal (usual->type, t_declare))
    {
      int worth = declaration_points (&v, trp_card_get_suit (move->cards[0]));

      if (v.ruleset == TRP_MARIANNA_RULESET_MARIACCIO)
        /* TRANSLATORS: a hint's reason in Mariaccio: declare the
         * marriage (king and horse) after winning the trick rather than
         * pass; %d is its score (M-63). */
        return g_strdup_printf (ngettext ("Declares the matrimonio now: %d point [M-63]",
                                          "Declares the matrimonio now: %d points [M-63]", worth),
                                worth);
      if (is_two_player (&v))
        /* TRANSLATORS: a hint's reason: declare the matrimonio (king
         * and horse) now rather than play; %d is its score (M-54). */
        return g_strdup_printf (ngettext ("Declares the matrimonio now: %d point [M-54]",
                                          "Declares the matrimonio now: %d points [M-54]", worth),
                                worth);
      /* TRANSLATORS: a hint's reason: declare the marianna now rather
       * than play; %d is its score (M-19). */
      return g_strdup_printf (ngettext ("Declares the marianna now: %d point [M-19]",
                                        "Declares the marianna now: %d points [M-19]", worth),
                              worth);
    }
  if (g_str_equal (usual->type, t_declare) && !g_str_equal (move->type, t_declare))
    /* TRANSLATORS: a hint's reason: the usual play would declare now,
     * the hint waits; %u is how many cards the stock still holds, while
     * declarations stay possible (M-18). */
    return g_strdup_printf (ngettext ("Holds the declaration back: the stock still holds %u card [M-18]",
                                      "Holds the declaration back: the stock still holds %u cards [M-18]",
                                      v.stock),
                            v.stock);
  if (g_str_equal (move->type, t_play) && move->n_cards == 1 &&
      g_str_equal (usual->type, t_play) && usual->n_cards == 1)
    return contrast_plays (&v, card_index (move->cards[0]), card_index (usual->cards[0]));
  return NULL;
}

/**
 * trp_marianna_policy:
 *
 * The #TrpPolicyFunc of the Normal and Easy levels and of the search's
 * rollouts.
 *
 * Returns: (transfer full) (nullable): the action
 */
TrpAction *
trp_marianna_policy (TrpGame  *game,
                     TrpRng   *rng,
                     gpointer  user_data)
{
  return trp_marianna_player_choose (game, rng, NULL);
}

/* The trick games search with guided rollouts: ten times the deals per
 * decision for the same strength or better (Hard vs Normal at 20 ms, 150
 * mirrored deals: Briscola 151 63 % of deals against 57 %, Mariaccio 78 %
 * against 67 %, Marianna and Cinquecento within the noise; Da Bai Fen 70 %
 * against 60 % over 100); trp-game-catalog.c tunes each rule set's search
 * (search_overrule_z). */
const TrpComputerPlayer trp_marianna_computer_player = {
  .policy = trp_marianna_policy,
  .choose = trp_marianna_player_choose,
  .guided_rollouts = TRUE,
  .contrast = trp_marianna_player_contrast,
};
