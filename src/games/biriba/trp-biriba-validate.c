/* trp-biriba-validate.c: whether a Biriba move is legal, and which rule it breaks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * bir_validate_state() judges one action on the flat state; each refusal
 * names its rule (B-n, A-n of rules/biriba.md).
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "trp-format.h"
#include "trp-biriba-private.h"

gboolean
bir_side_has_biriba (const BirState *s,
                     int             side)
{
  for (guint m = 0; m < s->n_melds; m++)
    if (s->melds[m].side == side && trp_biriba_is_biriba (s->melds[m].info.n_cards))
      return TRUE;
  return FALSE;
}

/* B-19; A-10: the 18-card packet of the solo phase needs no biriba
 * unless solo_first_biribaki_needs_biriba says so. */
gboolean
bir_biribaki_needs_biriba (const BirState *s)
{
  if (s->opt.biribaki_without_biriba)
    return FALSE;
  if (s->opt.mode == BIR_TEAMS_FORMED && s->solo_phase)
    return s->opt.solo_first_needs_biriba;
  return TRUE;
}

/* B-28: the fewest cards the hand may keep after a meld action. */
static guint
min_hand_after_meld (const BirState *s,
                     int             seat,
                     gboolean        has_biriba)
{
  int side = s->side_of_seat[seat];

  if (bir_may_take_biribaki (s, side, has_biriba))
    return 0;
  if (s->sides[side].took && bir_may_go_out (s, seat, has_biriba))
    return 1;
  return 2;
}

/* ------------------------------------------------------------------ */
/* What a hand could meld: bounds that rule new melds out at a glance    */

/* A-10 with B-56: whether @seat's hand might make a meld of seven cards
 * or more (a biriba): seven of a rank, or seven run positions of a suit
 * in a row (a 2 at its own place too, B-17, and an ace at 1 or 14),
 * counting any wild card as either. It says no only when no meld of the
 * hand could be one.
 */
gboolean
bir_hand_may_make_biriba (const BirState *s,
                          int             seat)
{
  guint runs[TRP_N_SUITS] = { 0, };
  guint n_positions[TRP_N_SUITS] = { 0, };
  guint8 of_rank[16] = { 0, };
  guint n_wild = 0;

  for (guint i = 0; i < s->hand_len[seat]; i++)
    {
      TrpCard card = s->hands[seat][i];
      guint rank = trp_card_get_rank (card);

      if (trp_card_is_joker (card))
        {
          n_wild++;
          continue;
        }
      n_wild += rank == TRP_RANK_TWO;
      of_rank[rank]++;
      if (!(runs[trp_card_get_suit (card)] & (1u << rank)))
        n_positions[trp_card_get_suit (card)]++;
      runs[trp_card_get_suit (card)] |= 1u << rank | (rank == TRP_RANK_ACE ? 1u << 14 : 0);
    }

  for (guint rank = TRP_RANK_ACE; rank <= TRP_RANK_KING; rank++)
    if (trp_biriba_is_biriba (of_rank[rank] + n_wild))
      return TRUE;
  /* Every window of that many run positions, 1 … 14. */
  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    for (guint lo = 1;
         lo + TRP_BIRIBA_BIRIBA_MIN - 1 <= 14 && trp_biriba_is_biriba (n_positions[suit] + (n_wild > 0));
         lo++)
      if (trp_biriba_is_biriba ((guint) __builtin_popcount ((runs[suit] >> lo) &
                                                            ((1u << TRP_BIRIBA_BIRIBA_MIN) - 1)) +
                                (n_wild > 0)))
        return TRUE;
  return FALSE;
}

/* The cards of @seat's hand that no meld of its cards could hold: a
 * natural card with neither two more of its rank (B-15) nor, in its suit,
 * a window of three run positions around it (B-14; an ace at 1 and at
 * 14), counting one wild card for the missing one (B-16). Every new meld
 * leaves these in the hand, and is worth at most @meldable_value, the
 * value of the other cards (B-11).
 *
 * With @natural_twos %FALSE, the cards that only a run with its suit's
 * 2 at its own place (B-17) beside another wild card would hold count as
 * loose too: then the bound may err towards no, for the playouts' choice
 * of what to look for, never for legality.
 */
guint
bir_hand_loose_cards (const BirState *s,
                      int             seat,
                      gboolean        natural_twos,
                      int            *meldable_value)
{
  const TrpCard *hand = s->hands[seat];
  guint masks[TRP_N_SUITS] = { 0, };
  guint8 of_rank[16] = { 0, };
  guint8 twos[TRP_N_SUITS] = { 0, };   /* each suit's 2s */
  guint n_wilds = 0;
  guint loose = 0;

  *meldable_value = 0;
  for (guint i = 0; i < s->hand_len[seat]; i++)
    {
      TrpCard card = hand[i];

      if (trp_biriba_card_is_wild_capable (card))
        {
          n_wilds++;
          if (natural_twos && !trp_card_is_joker (card))
            twos[trp_card_get_suit (card)] = 1;
        }
      else
        {
          masks[trp_card_get_suit (card)] |= 1u << trp_card_get_rank (card);
          of_rank[trp_card_get_rank (card)]++;
        }
    }
  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    if (masks[suit] & (1u << TRP_RANK_ACE))
      masks[suit] |= 1u << 14;

  for (guint i = 0; i < s->hand_len[seat]; i++)
    {
      TrpCard card = hand[i];
      guint rank = trp_card_get_rank (card);
      gboolean meldable = trp_biriba_card_is_wild_capable (card);

      if (!meldable)
        {
          guint suit = trp_card_get_suit (card);
          guint mask = masks[suit];
          guint wild = n_wilds > 0;

          meldable = of_rank[rank] + wild >= 3 && !s->meld_rules.runs_only;
          /* Every window of three run positions that holds this card; an
           * ace sits at position 1 and at 14. The suit's 2 may stand at
           * its own place (B-17) while another wild card fills a gap.
           */
          for (guint p = rank; !meldable && p <= 14; p += rank == TRP_RANK_ACE ? 13 : 14)
            for (guint lo = p > 2 ? p - 2 : 1; lo <= p && lo + 2 <= 14 && !meldable; lo++)
              {
                guint naturals = ((mask >> lo) & 1) + ((mask >> (lo + 1)) & 1) +
                                 ((mask >> (lo + 2)) & 1);

                meldable = naturals + wild >= 3 ||
                           (lo <= TRP_RANK_TWO && twos[suit] && naturals + 1 + (n_wilds > 1) >= 3);
              }
        }
      if (meldable)
        *meldable_value += trp_biriba_card_value (card, s->opt.joker_value, s->opt.two_value);
      else
        loose++;
    }

  return loose;
}

/* Whether some new meld of @seat may be legal now, judged from the
 * bounds above: with @natural_twos, %FALSE only when the rules refuse
 * every one. B-56 with A-10: going down needs a biriba, which before the
 * teams form only the new melds themselves can bring; B-56: going down
 * leaves one card at most; B-60: a closed side's first meld is worth its
 * minimum. The legal moves ask this before they search for new melds,
 * the random playouts (without @natural_twos) before they fall back on
 * those searches.
 */
gboolean
bir_new_meld_may_be_legal (const BirState *s,
                           int             seat,
                           gboolean        natural_twos)
{
  guint loose;
  int value;
  int minimum;

  if (bir_go_down_only (s) && bir_biribaki_needs_biriba (s) &&
      !bir_side_has_biriba (s, s->side_of_seat[seat]) && !bir_hand_may_make_biriba (s, seat))
    return FALSE;
  loose = bir_hand_loose_cards (s, seat, natural_twos, &value);
  if (bir_go_down_keeps_too_many (s, loose))
    return FALSE;
  minimum = bir_opening_minimum_now (s, seat);
  return minimum <= 0 || value >= minimum;
}

/* B-64: this seat plays just before its partner in the 3-player team game. */
gboolean
bir_before_partner (const BirState *s,
                    int             seat)
{
  return s->opt.no_wild_discard && s->n_seats == 3 &&
         s->opt.mode == BIR_TEAMS_FORMED && !s->solo_phase &&
         s->side_of_seat[(seat + 1) % 3] == s->side_of_seat[seat];
}

int
bir_opening_minimum_for (const BirState *s,
                         int             seat)
{
  int unit;
  int total;

  if (s->opt.minimum_rows == 0)
    return 0;
  unit = s->opt.mode == BIR_TEAMS_FIXED ? seat % (int) s->opt.n_units : seat;
  total = s->totals_before[unit];
  /* B-57: half-points; B-60 uses the member's own total. */
  if (s->opt.half_points)
    total = total >= 0 ? total / 2 : -((-total + 1) / 2);
  return trp_biriba_opening_minimum (&s->opt, total);
}

static const char *
problem_rule (TrpBiribaMeldProblem problem)
{
  switch (problem)
    {
    case TRP_BIRIBA_MELD_TOO_SHORT:     return "B-13";
    case TRP_BIRIBA_MELD_TWO_WILDS:     return "B-16";
    case TRP_BIRIBA_MELD_WILD_FOR_WILD: return "B-25";
    case TRP_BIRIBA_MELD_NO_SETS:       return "B-15";
    case TRP_BIRIBA_MELD_NOT_A_MELD:
    case TRP_BIRIBA_MELD_OK:
    default:                            return "B-14";
    }
}

static void
set_meld_error (GError               **error,
                TrpBiribaMeldProblem   problem)
{
  switch (problem)
    {
    case TRP_BIRIBA_MELD_TOO_SHORT:
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-13",
                  _("A meld needs at least three cards"));
      break;
    case TRP_BIRIBA_MELD_TWO_WILDS:
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-16",
                  _("A meld may hold only one wild card"));
      break;
    case TRP_BIRIBA_MELD_WILD_FOR_WILD:
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-25",
                  _("This meld already has a wild card, so a joker or "
                    "a wild 2 cannot be added to it"));
      break;
    case TRP_BIRIBA_MELD_NO_SETS:
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-15",
                  _("Only runs may be melded in this game, not sets"));
      break;
    case TRP_BIRIBA_MELD_NOT_A_MELD:
    case TRP_BIRIBA_MELD_OK:
    default:
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, problem_rule (problem),
                  _("These cards are neither a run of one suit nor a "
                    "set of one rank"));
      break;
    }
}

/* One group of a new meld, alone (B-13 to B-17): what a table checks as
 * each meld is staged, with the refusal validation gives. */
gboolean
bir_check_group (const BirState  *s,
                 const TrpCard   *cards,
                 guint            n_cards,
                 GError         **error)
{
  TrpBiribaMeldInfo info;
  TrpBiribaMeldProblem problem;

  if (n_cards > TRP_BIRIBA_MELD_MAX)
    problem = TRP_BIRIBA_MELD_NOT_A_MELD;
  else
    problem = bir_evaluate_group (s, cards, n_cards, &info);
  if (problem == TRP_BIRIBA_MELD_OK)
    return TRUE;
  set_meld_error (error, problem);
  return FALSE;
}

/* ------------------------------------------------------------------ */
/* Validation                                                          */

gboolean
bir_check_phase (const BirState  *s,
             BirPhase         wanted,
             GError         **error)
{
  if (s->phase == wanted)
    return TRUE;

  switch (s->phase)
    {
    case BIR_PHASE_DECLARE_KOZI:
      rule_error (error, TRP_RULE_ERROR_WRONG_PHASE, "B-62",
                  _("Name the kozi first"));
      break;
    case BIR_PHASE_FIRST_DRAW:
      rule_error (error, TRP_RULE_ERROR_WRONG_PHASE, "B-63",
                  _("The first card of the hand must be drawn from the stock"));
      break;
    case BIR_PHASE_FIRST_CARD:
      rule_error (error, TRP_RULE_ERROR_WRONG_PHASE, "B-63",
                  _("Keep the first card or turn it up to start the pile"));
      break;
    case BIR_PHASE_DRAW:
      rule_error (error, TRP_RULE_ERROR_WRONG_PHASE, "B-21",
                  _("Draw from the stock or take the pile first"));
      break;
    case BIR_PHASE_MELD:
      rule_error (error, TRP_RULE_ERROR_WRONG_PHASE, "B-21",
                  _("You have already drawn; meld or discard"));
      break;
    case BIR_PHASE_BIRIBAKI:
      rule_error (error, TRP_RULE_ERROR_WRONG_PHASE, "B-29",
                  _("Take your biribaki first"));
      break;
    case BIR_PHASE_OVER:
    case BIR_PHASE_NONE:
    default:
      rule_error (error, TRP_RULE_ERROR_WRONG_PHASE, "B-33",
                  _("The hand is over"));
      break;
    }
  return FALSE;
}

/* The checks every meld action shares, on the hand it would leave
 * (B-23, B-27 (b), B-28, B-56). @counts is that hand, of @h cards.
 */
gboolean
bir_check_hand_after_meld (const BirState  *s,
                           int              seat,
                           const guint8    *counts,
                           guint            h,
                           gboolean         has_biriba_after,
                           gboolean         new_meld,
                           GError         **error)
{
  guint minimum = min_hand_after_meld (s, seat, has_biriba_after);

  if (bir_go_down_only (s))
    {
      if (new_meld && bir_go_down_keeps_too_many (s, h))
        {
          rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-56",
                      _("Before the teams are formed you may meld only "
                        "to go down with all your cards but one at most"));
          return FALSE;
        }
      if (!has_biriba_after && bir_biribaki_needs_biriba (s))
        {
          rule_error (error, TRP_RULE_ERROR_ILLEGAL, "A-10",
                      _("Going down before the teams are formed needs a biriba"));
          return FALSE;
        }
    }

  if (h < minimum)
    {
      if (minimum == 1)
        rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-28",
                    _("Keep one card: you go out by discarding it"));
      else
        rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-28",
                    _("Keep at least two cards: one to discard and one "
                      "to play on with"));
      return FALSE;
    }

  if (h > 0 && s->took_pile && !s->restriction_waived && bir_all_forbidden (s, counts, h))
    {
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-27",
                  _("This would leave you only cards you may not discard "
                    "after taking the pile"));
      return FALSE;
    }

  return TRUE;
}

/* A new meld of held cards (B-23), past the checks of its holding: each
 * group a meld (B-13 to B-17), the opening minimum (B-60), and the hand it
 * leaves, @counts (B-27 (b), B-28, B-56). @side_has_biriba is whether
 * the side has a meld of seven before it. Validation and the playouts
 * judge their new melds here; @infos, if not %NULL, gets each group's
 * evaluation, which the apply may reuse.
 */
gboolean
bir_check_new_meld (const BirState     *s,
                    const TrpAction    *action,
                    const guint8       *counts,
                    gboolean            side_has_biriba,
                    TrpBiribaMeldInfo  *infos,
                    GError            **error)
{
  guint n_groups = trp_action_get_n_groups (action);
  const TrpCard *cards = action->cards;
  gboolean has_biriba = side_has_biriba;
  int minimum;

  for (guint g = 0; g < n_groups; g++)
    {
      guint n = action->n_groups == 0 ? action->n_cards : action->group_sizes[g];
      TrpBiribaMeldInfo info;
      TrpBiribaMeldProblem problem = bir_evaluate_group (s, cards, n, infos != NULL ? &infos[g] : &info);

      if (problem != TRP_BIRIBA_MELD_OK)
        {
          set_meld_error (error, problem);
          return FALSE;
        }
      if (trp_biriba_is_biriba (n))
        has_biriba = TRUE;
      cards += n;
    }

  /* B-60: the opening of a closed side. */
  if ((minimum = bir_opening_minimum_now (s, action->seat)) > 0)
    {
      int value = 0;

      for (guint i = 0; i < action->n_cards; i++)
        value += trp_biriba_card_value (action->cards[i], s->opt.joker_value, s->opt.two_value);
      if (value < minimum)
        {
          g_autofree char *minimum_text = trp_format_number (minimum);
          g_autofree char *value_text = trp_format_number (value);

          rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-60",
                      _("Your side’s first meld must be worth at least %s "
                        "points; these cards are worth %s"), minimum_text, value_text);
          return FALSE;
        }
    }

  return bir_check_hand_after_meld (s, action->seat, counts,
                                    s->hand_len[action->seat] - action->n_cards,
                                    has_biriba, TRUE, error);
}

static gboolean
validate_new_meld (const BirState   *s,
                   const TrpAction  *action,
                   GError          **error)
{
  guint8 counts[BIR_N_CODES];
  guint n_groups = trp_action_get_n_groups (action);

  if (n_groups == 0 || action->n_cards == 0)
    {
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-23",
                  _("Choose the cards of the new meld"));
      return FALSE;
    }
  if (!bir_room_for_melds (s, n_groups))
    {
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-23",
                  _("There is no room for more melds"));
      return FALSE;
    }

  bir_hand_counts (s, action->seat, counts);
  for (guint i = 0; i < action->n_cards; i++)
    {
      TrpCard card = action->cards[i];

      if (card >= BIR_N_CODES || counts[card] == 0)
        {
          rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-23",
                      _("You do not hold all of these cards"));
          return FALSE;
        }
      counts[card]--;
    }

  return bir_check_new_meld (s, action, counts,
                             bir_side_has_biriba (s, s->side_of_seat[action->seat]),
                             NULL, error);
}

static gboolean
validate_add_to_meld (const BirState   *s,
                      const TrpAction  *action,
                      GError          **error)
{
  guint8 counts[BIR_N_CODES];
  const BirMeld *meld;
  TrpBiribaMeldInfo info;
  TrpBiribaMeldProblem problem;

  if (action->target < 0 || action->target >= s->n_melds)
    {
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-23",
                  _("There is no such meld"));
      return FALSE;
    }
  meld = &s->melds[action->target];
  if (meld->side != s->side_of_seat[action->seat])
    {
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-26",
                  _("You may add cards only to your own side’s melds"));
      return FALSE;
    }
  if (action->n_cards == 0)
    {
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-23",
                  _("Choose the cards to add"));
      return FALSE;
    }
  if (bir_must_go_down_first (s))
    {
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-56",
                  _("Before the teams are formed you may meld only to go down"));
      return FALSE;
    }

  bir_hand_counts (s, action->seat, counts);
  for (guint i = 0; i < action->n_cards; i++)
    {
      TrpCard card = action->cards[i];

      if (card >= BIR_N_CODES || counts[card] == 0)
        {
          rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-23",
                      _("You do not hold all of these cards"));
          return FALSE;
        }
      counts[card]--;
    }

  problem = trp_biriba_meld_add (&s->meld_rules, meld->cards, &meld->info,
                                 action->cards, action->n_cards, &info);
  if (problem != TRP_BIRIBA_MELD_OK)
    {
      if (problem == TRP_BIRIBA_MELD_NOT_A_MELD)
        rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-24",
                    _("These cards do not fit this meld"));
      else
        set_meld_error (error, problem);
      return FALSE;
    }

  return bir_check_hand_after_add (s, action->seat, counts, action->n_cards,
                                   bir_side_has_biriba (s, meld->side), &info, error);
}

/* The checks of a discard of a held card (B-27, B-61, B-64) past
 * bir_check_discard()'s quick answer; @counts is the hand.
 */
gboolean
bir_check_discard_rules (const BirState  *s,
                         int              seat,
                         TrpCard          card,
                         const guint8    *counts,
                         GError         **error)
{
  int side = s->side_of_seat[seat];

  if (s->pile_obligation)
    {
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-61",
                  _("Meld a card from the pile you took before you discard"));
      return FALSE;
    }

  /* B-27 (b), with a last-resort waiver when no card is left to discard. */
  if (bir_discard_forbidden (s, card) && !bir_all_forbidden (s, counts, s->hand_len[seat]))
    {
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-27",
                  _("You may not discard the card you took from the top "
                    "of the pile, or one identical to it"));
      return FALSE;
    }

  /* B-64, waived when every card is wild or B-27 (b) forbids the rest. */
  if (bir_before_partner (s, seat) && trp_biriba_card_is_wild_capable (card))
    {
      gboolean other = FALSE;

      for (guint c = 0; c < BIR_N_CODES && !other; c++)
        other = counts[c] > 0 && !trp_biriba_card_is_wild_capable ((TrpCard) c) &&
                !bir_discard_forbidden (s, (TrpCard) c);
      if (other)
        {
          rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-64",
                      _("You may not discard a joker or a 2 just before "
                        "your partner plays"));
          return FALSE;
        }
    }

  /* B-27 (d): emptying the hand takes the biribaki or goes out. */
  if (s->hand_len[seat] == 1)
    {
      gboolean has_biriba = bir_side_has_biriba (s, side);

      if (!bir_may_take_biribaki (s, side, has_biriba) && !bir_may_go_out (s, seat, has_biriba))
        {
          rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-31",
                      _("You cannot go out yet: your side needs its "
                        "biribaki and a biriba"));
          return FALSE;
        }
    }

  return TRUE;
}

static gboolean
validate_discard (const BirState   *s,
                  const TrpAction  *action,
                  GError          **error)
{
  TrpCard card;

  if (action->n_cards != 1)
    {
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-27",
                  _("Discard exactly one card"));
      return FALSE;
    }
  card = action->cards[0];
  if (card >= BIR_N_CODES || s->counts[action->seat][card] == 0)
    {
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-27",
                  _("You do not hold that card"));
      return FALSE;
    }

  return bir_check_discard (s, action->seat, card, s->counts[action->seat], error);
}

gboolean
bir_validate_state (const BirState   *s,
                    const TrpAction  *action,
                    GError          **error)
{
  const char *type = action->type;

  if (s->phase == BIR_PHASE_OVER || s->phase == BIR_PHASE_NONE)
    return bir_check_phase (s, BIR_PHASE_DRAW, error);

  if (action->seat != s->current)
    {
      rule_error (error, TRP_RULE_ERROR_NOT_YOUR_TURN, "B-20",
                  _("It is not your turn"));
      return FALSE;
    }

  if (type == bir_action_draw_stock)
    {
      if (s->phase != BIR_PHASE_FIRST_DRAW && !bir_check_phase (s, BIR_PHASE_DRAW, error))
        return FALSE;
      if (s->stock_len == 0)
        {
          rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-22",
                      _("The stock is empty"));
          return FALSE;
        }
      return TRUE;
    }

  if (type == bir_action_take_pile)
    {
      if (!bir_check_phase (s, BIR_PHASE_DRAW, error))
        return FALSE;
      if (!bir_pile_takeable (s))
        {
          if (s->must_draw_stock)
            rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-63",
                        _("After turning up the first card, draw from the stock"));
          else
            rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-22",
                        _("The pile is empty"));
          return FALSE;
        }
      if (!bir_pile_pickup_allowed (s, action->seat))
        {
          if (s->opt.pickup == TRP_BIRIBA_PILE_PICKUP_RESTRICTION_CAN_ADD_TO_EXISTING)
            rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-61",
                        _("You may take the pile only if one of its cards "
                          "fits one of your side’s melds"));
          else
            rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-61",
                        _("You may take the pile only if one of its cards "
                          "can be melded"));
          return FALSE;
        }
      return TRUE;
    }

  if (type == bir_action_pass)
    {
      if (!bir_check_phase (s, BIR_PHASE_DRAW, error))
        return FALSE;
      if (!bir_may_pass (s))
        {
          rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-32",
                      _("You may pass only when the stock is empty"));
          return FALSE;
        }
      return TRUE;
    }

  if (type == bir_action_new_meld || type == bir_action_add_to_meld)
    {
      if (!bir_check_phase (s, BIR_PHASE_MELD, error))
        return FALSE;
      if (type == bir_action_new_meld ? !validate_new_meld (s, action, error)
                                  : !validate_add_to_meld (s, action, error))
        return FALSE;
      if (!bir_obligation_kept (s, action))
        {
          rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-61",
                      _("You could then no longer meld a card from the "
                        "pile you took, which you must do this turn"));
          return FALSE;
        }
      return TRUE;
    }

  if (type == bir_action_discard)
    return bir_check_phase (s, BIR_PHASE_MELD, error) && validate_discard (s, action, error);

  if (type == bir_action_take_biribaki)
    return bir_check_phase (s, BIR_PHASE_BIRIBAKI, error);

  if (type == bir_action_declare_kozi)
    {
      if (!bir_check_phase (s, BIR_PHASE_DECLARE_KOZI, error))
        return FALSE;
      if (action->suit > TRP_SUIT_NONE)
        {
          rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-62",
                      _("Name a suit, or no kozi"));
          return FALSE;
        }
      return TRUE;
    }

  if (type == bir_action_first_card_keep || type == bir_action_first_card_to_pile)
    return bir_check_phase (s, BIR_PHASE_FIRST_CARD, error);

  rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-34",
              _("Biriba has no such move"));
  return FALSE;
}

/* ------------------------------------------------------------------ */
/* Pile pickup (B-61)                                                  */

gboolean
bir_meets_obligation (const BirState  *s,
                      const TrpAction *action)
{
  for (guint i = 0; i < action->n_cards; i++)
    if (action->cards[i] < BIR_N_CODES && s->taken_codes[action->cards[i]])
      return TRUE;
  return FALSE;
}

/* Takes @group's cards out of @left, or leaves @left as it was and
 * returns %FALSE when one of them is missing: how an opening gathers
 * melds greedily (B-60).
 */
gboolean
bir_take_group (guint8           *left,
                const GByteArray *group)
{
  guint taken;

  for (taken = 0; taken < group->len && left[group->data[taken]] > 0; taken++)
    left[group->data[taken]]--;
  if (taken == group->len)
    return TRUE;
  while (taken-- > 0)
    left[group->data[taken]]++;
  return FALSE;
}

/* Meld actions that use a card taken from the pile this turn: each taken
 * card onto each of the side's melds, and (with @allow_new) new melds
 * holding it, alone or with the hand's other melds for an opening (B-60).
 */
void
bir_pile_candidates (const BirState *s,
                     int             seat,
                     gboolean        allow_new,
                     GPtrArray      *out)
{
  int side = s->side_of_seat[seat];
  guint8 counts[BIR_N_CODES];

  bir_hand_counts (s, seat, counts);

  for (guint c = 0; c < BIR_N_CODES; c++)
    {
      TrpCard card = (TrpCard) c;
      TrpCard three[3];

      if (!s->taken_codes[c] || counts[c] == 0)
        continue;

      for (guint m = 0; m < s->n_melds; m++)
        if (s->melds[m].side == side)
          {
            TrpAction *action = trp_action_new_with_cards (TRP_ACTION_ADD_TO_MELD, seat, &card, 1);

            action->target = (int) m;
            g_ptr_array_add (out, action);
          }

      if (!allow_new)
        continue;

      counts[c]--;
      if (trp_biriba_card_forms_meld (&s->meld_rules, card, counts, three))
        {
          TrpAction *action = trp_action_new (TRP_ACTION_NEW_MELD, seat);
          g_autoptr(GPtrArray) groups = g_ptr_array_new_with_free_func ((GDestroyNotify) g_byte_array_unref);
          guint8 left[BIR_N_CODES];
          TrpAction *opening;

          trp_action_add_group (action, three, 3);
          g_ptr_array_add (out, action);

          /* The same meld with the hand's other melds, greedily. */
          memcpy (left, counts, sizeof left);
          counts[c]++;
          for (guint k = 0; k < 3; k++)
            if (three[k] != card)
              left[three[k]]--;
          bir_collect_meld_candidates (s, left, groups);
          opening = trp_action_new (TRP_ACTION_NEW_MELD, seat);
          trp_action_add_group (opening, three, 3);
          for (guint g = 0; g < groups->len; g++)
            {
              GByteArray *group = g_ptr_array_index (groups, g);

              if (bir_take_group (left, group))
                trp_action_add_group (opening, group->data, group->len);
            }
          g_ptr_array_add (out, opening);
        }
      else
        counts[c]++;
    }
}

/* B-60 with B-61: an opening that holds a card taken from the pile. The
 * greedy openings of bir_pile_candidates() miss those that must leave a meld
 * out (to keep two cards, B-28) or choose between overlapping melds, so
 * this tries every combination of candidate melds, and bir_validate_state()
 * judges each; the search is bounded, but the bound is far above what a
 * hand of a few dozen cards needs. (OPENING_LIST_NODES, the bound of
 * legal_actions(), is in trp-biriba-private.h.)
 */
#define OPENING_SEARCH_NODES 20000

typedef struct
{
  const BirState *s;
  GPtrArray      *groups;
  int            *group_value;
  guint8          left[BIR_N_CODES];
  int             left_value;
  int             value;
  int             minimum;
  TrpCard         cards[BIR_MAX_CARDS];
  guint8          group_sizes[BIR_MAX_MELDS];
  TrpAction       action;
  guint           n_taken;
  gboolean        need_taken;
  guint           nodes;
  guint           max_nodes;
} OpeningSearch;

static gboolean
opening_search (OpeningSearch *search,
                guint          first)
{
  TrpAction *action = &search->action;

  if (++search->nodes > search->max_nodes)
    return FALSE;

  if (action->n_groups > 0 && (search->n_taken > 0 || !search->need_taken) &&
      search->value >= search->minimum &&
      bir_validate_state (search->s, action, NULL))
    return TRUE;

  /* Even every card left would not reach the minimum. */
  if (search->value + search->left_value < search->minimum)
    return FALSE;

  for (guint g = first; g < search->groups->len && action->n_groups < BIR_MAX_MELDS; g++)
    {
      GByteArray *group = g_ptr_array_index (search->groups, g);
      guint fitted = 0;
      guint taken = 0;

      for (; fitted < group->len; fitted++)
        {
          TrpCard card = group->data[fitted];

          if (search->left[card] == 0)
            break;
          search->left[card]--;
          taken += search->s->taken_codes[card] != 0;
        }
      if (fitted == group->len && action->n_cards + group->len <= BIR_MAX_CARDS)
        {
          memcpy (search->cards + action->n_cards, group->data, group->len);
          search->group_sizes[action->n_groups++] = (guint8) group->len;
          action->n_cards += group->len;
          search->n_taken += taken;
          search->value += search->group_value[g];
          search->left_value -= search->group_value[g];

          /* Identical groups may be melded twice (B-3: two decks). */
          if (opening_search (search, g))
            return TRUE;

          search->left_value += search->group_value[g];
          search->value -= search->group_value[g];
          search->n_taken -= taken;
          action->n_cards -= group->len;
          action->n_groups--;
        }
      while (fitted > 0)
        search->left[group->data[--fitted]]++;
    }

  return FALSE;
}

/* Finds an opening (holding a card taken from the pile if @need_taken),
 * and returns it in @out if that is not %NULL.
 */
gboolean
bir_opening_possible (const BirState  *s,
                      int              seat,
                      gboolean         need_taken,
                      guint            max_nodes,
                      TrpAction      **out)
{
  g_autoptr(GPtrArray) groups = g_ptr_array_new_with_free_func ((GDestroyNotify) g_byte_array_unref);
  g_autofree int *group_value = NULL;
  OpeningSearch *search = g_new0 (OpeningSearch, 1);
  gboolean possible;

  bir_hand_counts (s, seat, search->left);
  bir_collect_meld_candidates (s, search->left, groups);
  /* Sets of more than three hold the taken card only when they hold all:
   * add each taken card's own three-card meld.
   */
  for (guint c = 0; c < BIR_N_CODES; c++)
    {
      TrpCard three[3];

      if (!s->taken_codes[c] || search->left[c] == 0)
        continue;
      search->left[c]--;
      if (trp_biriba_card_forms_meld (&s->meld_rules, (TrpCard) c, search->left, three))
        g_ptr_array_add (groups, g_byte_array_append (g_byte_array_new (), three, 3));
      search->left[c]++;
    }

  group_value = g_new0 (int, MAX (groups->len, 1));
  for (guint g = 0; g < groups->len; g++)
    {
      GByteArray *group = g_ptr_array_index (groups, g);

      for (guint i = 0; i < group->len; i++)
        group_value[g] += trp_biriba_card_value (group->data[i], s->opt.joker_value,
                                                 s->opt.two_value);
    }
  for (guint c = 0; c < BIR_N_CODES; c++)
    search->left_value += search->left[c] * trp_biriba_card_value ((TrpCard) c, s->opt.joker_value,
                                                                  s->opt.two_value);

  search->s = s;
  search->groups = groups;
  search->group_value = group_value;
  search->minimum = bir_opening_minimum_for (s, seat);
  search->action.type = bir_action_new_meld;
  search->action.seat = seat;
  search->action.target = -1;
  search->action.suit = TRP_SUIT_NONE;
  search->action.cards = search->cards;
  search->action.group_sizes = search->group_sizes;
  search->need_taken = need_taken;
  search->max_nodes = max_nodes;
  possible = opening_search (search, 0);
  if (possible && out != NULL)
    *out = trp_action_copy (&search->action);
  g_free (search);
  return possible;
}

static gboolean
any_candidate_valid (const BirState *s,
                     int             seat,
                     gboolean        allow_new)
{
  g_autoptr(GPtrArray) candidates = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_action_free);

  bir_pile_candidates (s, seat, allow_new, candidates);
  for (guint i = 0; i < candidates->len; i++)
    if (bir_validate_state (s, g_ptr_array_index (candidates, i), NULL))
      return TRUE;

  /* The greedy candidates can miss an opening under a minimum (B-60) and
   * going down in the solo phase (B-56); elsewhere one meld is enough.
   */
  if (allow_new &&
      (bir_opening_minimum_now (s, seat) > 0 || bir_go_down_only (s)))
    return bir_opening_possible (s, seat, TRUE, OPENING_SEARCH_NODES, NULL);
  return FALSE;
}

/* B-61: judged on the state right after the take, under every rule;
 * bir_pile_pickup_allowed() asks it under a restriction.
 */
gboolean
bir_pile_take_possible (const BirState *s,
                        int             seat)
{
  BirState *after = g_new (BirState, 1);
  TrpAction take = { 0, };
  gboolean possible;

  take.type = bir_action_take_pile;
  take.seat = seat;
  take.target = -1;
  *after = *s;
  bir_apply_state (after, &take);
  possible = any_candidate_valid (after, seat, s->opt.pickup != TRP_BIRIBA_PILE_PICKUP_RESTRICTION_CAN_ADD_TO_EXISTING);
  g_free (after);
  return possible;
}

/* must_meld_from_pile: a meld action that does not use a pile card must
 * leave some way to use one, or the turn could never end.
 */
gboolean
bir_obligation_still_possible (const BirState  *s,
                               const TrpAction *action)
{
  BirState *after = g_new (BirState, 1);
  gboolean possible;

  *after = *s;
  bir_apply_state (after, action);
  possible = after->phase == BIR_PHASE_MELD && any_candidate_valid (after, action->seat, TRUE);
  g_free (after);
  return possible;
}
