/* trp-marianna-validate.c: whether a move is legal, and which rule it
 * breaks when it is not (M-11 to M-66)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "trp-marianna-private.h"

static const char *
phase_rule (const MState *st)
{
  switch (st->phase)
    {
    case M_PHASE_COVER_REQUEST:  return "M-46";
    case M_PHASE_COVER_ANSWER:   return "M-47";
    case M_PHASE_WINDOW:         return st->cfg.timing == M_TIMING_ANY_TIME ? "M-43" : "M-31";
    case M_PHASE_WINNER_DECLARE: return "M-63";
    case M_PHASE_CLAIM:          return "M-65";
    case M_PHASE_TURN:
    case M_PHASE_OVER:
    default:                     return "M-10";
    }
}

static const char *
turn_declare_rule (const MState *st)
{
  switch (st->cfg.ruleset)
    {
    case TRP_MARIANNA_RULESET_MARIACCIO:    return "M-63";
    case TRP_MARIANNA_RULESET_BRISCOLA_151: return "M-54";
    case TRP_MARIANNA_RULESET_MARIANNA:
    case TRP_MARIANNA_RULESET_CINQUECENTO:
    default:
      break;
    }
  switch (st->cfg.timing)
    {
    case M_TIMING_ANY_TIME:    return "M-43";
    case M_TIMING_TRICK_START:
    case M_TIMING_LEADER_ONLY: return "M-31";
    case M_TIMING_OWN_TURN:
    default:                   return "M-17";
    }
}

static const char *
declare_rule (const MState *st,
              guint         kind)
{
  switch (kind)
    {
    case TRP_MARIANNA_DECLARE_MARIANNINO: return "M-22";
    case TRP_MARIANNA_DECLARE_MARIANNONE: return "M-23";
    case TRP_MARIANNA_DECLARE_MATRIMONIO:
      return st->cfg.ruleset == TRP_MARIANNA_RULESET_MARIACCIO ? "M-63" : "M-54";
    case TRP_MARIANNA_DECLARE_MARIANNA:
    default:                              return "M-16";
    }
}

/* Whether @seat may make this declaration now, apart from timing. */
static gboolean
check_declaration (const MState     *st,
                   guint             seat,
                   const TrpAction  *action,
                   GError          **error)
{
  gboolean two = m_is_two_player (st);
  int kind = action->target;
  guint64 mask;
  guint64 hand = st->hand[seat];
  const char *rule;

  /* Which kinds exist in this ruleset (M-35, M-36, M-44, M-54). */
  if (two && kind != TRP_MARIANNA_DECLARE_MATRIMONIO)
    {
      trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, declare_rule (st, TRP_MARIANNA_DECLARE_MATRIMONIO),
                          _("In this game only a king and queen of one suit can be declared"));
      return FALSE;
    }
  if (!two)
    {
      if (kind == TRP_MARIANNA_DECLARE_MARIANNINO && !st->cfg.mariannino)
        {
          trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL,
                              st->cfg.ruleset == TRP_MARIANNA_RULESET_CINQUECENTO ? "M-44" : "M-35",
                              _("The mariannino is not played in this game"));
          return FALSE;
        }
      if (kind == TRP_MARIANNA_DECLARE_MARIANNONE && !st->cfg.mariannone)
        {
          trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL,
                              st->cfg.ruleset == TRP_MARIANNA_RULESET_CINQUECENTO ? "M-44" : "M-36",
                              _("The mariannone is not played in this game"));
          return FALSE;
        }
      if (kind != TRP_MARIANNA_DECLARE_MARIANNA && kind != TRP_MARIANNA_DECLARE_MARIANNINO &&
          kind != TRP_MARIANNA_DECLARE_MARIANNONE)
        {
          trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "M-67",
                              _("Declare a marianna, a mariannino or a mariannone"));
          return FALSE;
        }
    }

  rule = declare_rule (st, kind);

  /* M-21 a, M-54: one declaration per player and trick. */
  if (st->declared_in_trick & (1 << seat))
    {
      trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, two ? rule : "M-21",
                          _("You have already declared in this trick"));
      return FALSE;
    }

  /* M-48: the leader of a covered trick. */
  if (m_trick_is_covered (st) && seat == st->leader)
    {
      trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "M-48",
                          _("You asked to be covered, so you cannot declare in this trick"));
      return FALSE;
    }

  if (!m_cards_mask (action, &mask) || (mask & ~hand) != 0)
    {
      trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, rule,
                          _("You can only declare cards you hold"));
      return FALSE;
    }

  switch (kind)
    {
    case TRP_MARIANNA_DECLARE_MARIANNA:
    case TRP_MARIANNA_DECLARE_MATRIMONIO:
      {
        guint suit = action->n_cards == 2 ? (guint) __builtin_ctzll (mask) / 10 : 0;

        if (action->n_cards != 2 || mask != (m_king_bit (suit) | m_queen_bit (suit)))
          {
            trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, rule,
                                _("Show the king and the queen of one suit"));
            return FALSE;
          }
        if (st->suits_declared & (1 << suit))
          {
            trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, two ? rule : "M-21",
                                _("This suit’s king and queen have already been declared in this hand"));
            return FALSE;
          }
      }
      break;

    case TRP_MARIANNA_DECLARE_MARIANNINO:
      if (action->n_cards != 5 || mask != hand ||
          (mask & QUEENS_MASK) != QUEENS_MASK || m_popcount (mask & KINGS_MASK) != 1)
        {
          trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, rule,
                              _("A mariannino is a hand of the four queens and one king"));
          return FALSE;
        }
      if (st->mariannino_done)
        {
          trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, rule,
                              _("A mariannino has already been declared in this hand"));
          return FALSE;
        }
      break;

    case TRP_MARIANNA_DECLARE_MARIANNONE:
      if (action->n_cards != 5 || mask != hand ||
          (mask & KINGS_MASK) != KINGS_MASK || m_popcount (mask & QUEENS_MASK) != 1)
        {
          trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, rule,
                              _("A mariannone is a hand of the four kings and one queen"));
          return FALSE;
        }
      break;

    default:
      g_assert_not_reached ();
    }

  return TRUE;
}

/* Timing of a declaration in the player's turn (M-17, M-31, M-43, M-54,
 * M-55, M-63) and the cut-off (M-18).
 */
static gboolean
check_turn_declaration (const MState     *st,
                        guint             seat,
                        GError          **error)
{
  if (error == NULL)
    return m_turn_declaration_open (st, seat);

  switch (st->cfg.ruleset)
    {
    case TRP_MARIANNA_RULESET_MARIACCIO:
      trp_set_rule_error (error, TRP_RULE_ERROR_WRONG_PHASE, "M-63",
                          _("Only the winner of a trick may declare, right after it"));
      return FALSE;

    case TRP_MARIANNA_RULESET_BRISCOLA_151:
      if (st->trick_no == 0)
        {
          trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "M-55",
                              _("No matrimonio can be declared in the first trick"));
          return FALSE;
        }
      if (!st->eligible)
        {
          trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "M-55",
                              _("No matrimonio can be declared after the last cards are drawn"));
          return FALSE;
        }
      return TRUE;

    case TRP_MARIANNA_RULESET_MARIANNA:
    case TRP_MARIANNA_RULESET_CINQUECENTO:
    default:
      break;
    }

  if (!st->eligible)
    {
      trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "M-18",
                          _("No more declarations: the stock has run out"));
      return FALSE;
    }

  switch (st->cfg.timing)
    {
    case M_TIMING_TRICK_START:
      trp_set_rule_error (error, TRP_RULE_ERROR_WRONG_PHASE, "M-31",
                          _("Declarations are made only before the first card of a trick"));
      return FALSE;

    case M_TIMING_ANY_TIME:
      trp_set_rule_error (error, TRP_RULE_ERROR_WRONG_PHASE, "M-43",
                          _("Declare in the pause before a card, not while playing it"));
      return FALSE;

    case M_TIMING_LEADER_ONLY:
      if (st->n_played != 0 || seat != st->leader)
        {
          trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "M-31",
                              _("Only the player who leads may declare, before leading"));
          return FALSE;
        }
      return TRUE;

    case M_TIMING_OWN_TURN:
    default:
      return TRUE;
    }
}

static gboolean
check_swap (const MState  *st,
            guint          seat,
            GError       **error)
{
  TrpCard ace = TRP_CARD (st->trump, TRP_RANK_ACE);
  guint rank = trp_card_get_rank (st->indicator);

  if (error == NULL)
    return m_swap_open (st, seat);

  if (st->cfg.ruleset != TRP_MARIANNA_RULESET_BRISCOLA_151 || !st->cfg.ace_swap)
    {
      trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL,
                          st->cfg.ruleset == TRP_MARIANNA_RULESET_MARIACCIO ? "M-59" : "M-56",
                          _("The card under the stock cannot be exchanged in this game"));
      return FALSE;
    }
  if (st->swap_done)
    {
      trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "M-56",
                          _("The card under the stock has already been exchanged in this hand"));
      return FALSE;
    }
  if (m_stock_left (st) == 0)
    {
      trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "M-56",
                          _("The card under the stock has already been drawn"));
      return FALSE;
    }
  if (rank != TRP_RANK_KING && rank != TRP_RANK_QUEEN)
    {
      trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "M-56",
                          _("Only a king or queen under the stock can be exchanged"));
      return FALSE;
    }
  if (!(st->hand[seat] & m_card_bit (ace)))
    {
      trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "M-56",
                          _("Only the holder of the trump ace can exchange it"));
      return FALSE;
    }
  return TRUE;
}

/* One check after another, each refusing with its own rule, in the order
 * the spec gives them; kept whole so that order reads from top to bottom. */
gboolean
m_validate (const MState     *st,
            const TrpAction  *action,
            GError          **error)
{
  const char *type = action->type;
  guint seat;

  if (st->phase == M_PHASE_OVER)
    {
      trp_set_rule_error (error, TRP_RULE_ERROR_WRONG_PHASE, "M-15",
                          _("The hand is over"));
      return FALSE;
    }

  /* M-21 a, M-67: where declarations are made in windows (M-31
   * trick_start, M-43), the window moves on past a player who has
   * declared; his second declaration in the trick is refused for what it
   * is, rather than as a turn out of order. */
  if (type == m_act_declare && action->seat >= 0 && (guint) action->seat < m_n_seats (st) &&
      action->seat != st->current &&
      (st->cfg.timing == M_TIMING_TRICK_START || st->cfg.timing == M_TIMING_ANY_TIME) &&
      (st->phase == M_PHASE_WINDOW || st->phase == M_PHASE_TURN) &&
      (st->declared_in_trick & (1 << action->seat)))
    {
      trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL,
                          m_is_two_player (st) ? declare_rule (st, action->target) : "M-21",
                          _("You have already declared in this trick"));
      return FALSE;
    }

  if (action->seat < 0 || action->seat != st->current)
    {
      const char *rule = phase_rule (st);

      /* A declaration out of turn breaks the timing rule of the ruleset. */
      if (type == m_act_declare && st->phase == M_PHASE_TURN)
        rule = turn_declare_rule (st);
      trp_set_rule_error (error, TRP_RULE_ERROR_NOT_YOUR_TURN, rule,
                          _("It is not your turn"));
      return FALSE;
    }
  seat = action->seat;

  switch (st->phase)
    {
    case M_PHASE_COVER_REQUEST:
      if (type == m_act_pass)
        return TRUE;
      if (type == m_act_cover_request)
        {
          guint64 pair;

          if (action->suit >= TRP_N_SUITS)
            {
              trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "M-46",
                                  _("Name the suit you want to be covered in"));
              return FALSE;
            }
          pair = st->hand[seat] & (m_king_bit (action->suit) | m_queen_bit (action->suit));
          if (pair == 0 || (pair & (pair - 1)) != 0)
            {
              trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "M-46",
                                  _("You can ask to be covered only in a suit where you hold the king or the queen, not both"));
              return FALSE;
            }
          return TRUE;
        }
      trp_set_rule_error (error, TRP_RULE_ERROR_WRONG_PHASE, "M-46",
                          _("First ask your partner to cover you, or pass"));
      return FALSE;

    case M_PHASE_COVER_ANSWER:
      if (type == m_act_cover_answer && (action->target == 0 || action->target == 1))
        {
          const MCover *cover = m_active_cover (st);
          guint64 pair = m_king_bit (cover->suit) | m_queen_bit (cover->suit);
          guint64 missing = pair & ~st->hand[st->leader];

          if (action->target == 1 && !(st->hand[seat] & missing))
            {
              trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "M-47",
                                  _("You can say yes only if you hold the missing card"));
              return FALSE;
            }
          return TRUE;
        }
      trp_set_rule_error (error, TRP_RULE_ERROR_WRONG_PHASE, "M-47",
                          _("Answer your partner yes or no"));
      return FALSE;

    case M_PHASE_WINDOW:
      if (type == m_act_pass)
        return TRUE;
      if (type == m_act_declare)
        return check_declaration (st, seat, action, error);
      trp_set_rule_error (error, TRP_RULE_ERROR_WRONG_PHASE, phase_rule (st),
                          _("Declare or pass before the next card is played"));
      return FALSE;

    case M_PHASE_TURN:
      if (type == m_act_play)
        {
          int index = action->n_cards == 1 ? m_card_index (action->cards[0]) : -1;
          guint64 allowed;

          if (index < 0 || !(st->hand[seat] & M_BIT (index)))
            {
              trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "M-10",
                                  _("Play one card from your hand"));
              return FALSE;
            }
          allowed = m_allowed_plays (st, seat);
          if (!(allowed & M_BIT (index)))
            {
              if (m_trick_is_covered (st))
                trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "M-48",
                                    _("In a covered trick you must play your card of the covered suit"));
              else
                trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "M-62",
                                    _("Now that the stock is gone you must follow suit and beat if you can, or else play a trump"));
              return FALSE;
            }
          return TRUE;
        }
      if (type == m_act_declare)
        return check_turn_declaration (st, seat, error) &&
               check_declaration (st, seat, action, error);
      if (type == m_act_swap)
        {
          if (!check_swap (st, seat, error))
            return FALSE;
          if (action->n_cards > 1 ||
              (action->n_cards == 1 && action->cards[0] != TRP_CARD (st->trump, TRP_RANK_ACE)))
            {
              trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "M-56",
                                  _("Only the trump ace can be exchanged"));
              return FALSE;
            }
          return TRUE;
        }
      if (type == m_act_cover_request && !st->cfg.covering)
        {
          trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "M-39",
                              _("Covering is not played in this game"));
          return FALSE;
        }
      if (type == m_act_cover_request && st->trump != TRP_SUIT_NONE)
        {
          trp_set_rule_error (error, TRP_RULE_ERROR_WRONG_PHASE, "M-50",
                              _("No covering can be asked once there are trumps"));
          return FALSE;
        }
      if (type == m_act_cover_request)
        {
          trp_set_rule_error (error, TRP_RULE_ERROR_WRONG_PHASE, "M-46",
                              _("A covering can be asked only by the leader, before the lead, while declarations are allowed"));
          return FALSE;
        }
      trp_set_rule_error (error, TRP_RULE_ERROR_WRONG_PHASE, "M-10",
                          _("It is your turn to play a card"));
      return FALSE;

    case M_PHASE_WINNER_DECLARE:
      if (type == m_act_pass)
        return TRUE;
      if (type == m_act_declare)
        return check_declaration (st, seat, action, error);
      trp_set_rule_error (error, TRP_RULE_ERROR_WRONG_PHASE, "M-63",
                          _("Declare a king and queen, or pass"));
      return FALSE;

    case M_PHASE_CLAIM:
      if (type == m_act_pass || type == m_act_claim)
        return TRUE;
      trp_set_rule_error (error, TRP_RULE_ERROR_WRONG_PHASE, "M-65",
                          _("Claim victory or pass"));
      return FALSE;

    case M_PHASE_OVER:
    default:
      g_assert_not_reached ();
    }
  return FALSE;
}
