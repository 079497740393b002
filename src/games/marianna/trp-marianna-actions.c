/* trp-marianna-actions.c: the legal moves of the step in progress, as
 * actions (M-10 to M-66)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "trp-marianna-private.h"

static void
add_action (GPtrArray  *actions,
            TrpAction  *action)
{
  g_ptr_array_add (actions, action);
}

static void
add_declarations (const MState *st,
                  guint         seat,
                  GPtrArray    *actions)
{
  guint64 hand = st->hand[seat];
  gboolean two = m_is_two_player (st);

  if (st->declared_in_trick & (1 << seat))
    return;
  if (m_trick_is_covered (st) && seat == st->leader)
    return;

  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    {
      guint64 pair = m_king_bit (suit) | m_queen_bit (suit);
      TrpCard cards[2];
      TrpAction *action;

      if ((hand & pair) != pair || (st->suits_declared & (1 << suit)))
        continue;
      cards[0] = TRP_CARD (suit, TRP_RANK_KING);
      cards[1] = TRP_CARD (suit, TRP_RANK_QUEEN);
      action = trp_action_new_with_cards (m_act_declare, seat, cards, 2);
      action->target = two ? TRP_MARIANNA_DECLARE_MATRIMONIO : TRP_MARIANNA_DECLARE_MARIANNA;
      add_action (actions, action);
    }

  if (two || m_popcount (hand) != 5)
    return;

  if (st->cfg.mariannino && !st->mariannino_done &&
      (hand & QUEENS_MASK) == QUEENS_MASK && (hand & KINGS_MASK) != 0)
    {
      TrpCard cards[M_HAND];
      guint n = m_mask_to_cards (hand, cards);
      TrpAction *action = trp_action_new_with_cards (m_act_declare, seat, cards, n);

      action->target = TRP_MARIANNA_DECLARE_MARIANNINO;
      add_action (actions, action);
    }
  if (st->cfg.mariannone &&
      (hand & KINGS_MASK) == KINGS_MASK && (hand & QUEENS_MASK) != 0)
    {
      TrpCard cards[M_HAND];
      guint n = m_mask_to_cards (hand, cards);
      TrpAction *action = trp_action_new_with_cards (m_act_declare, seat, cards, n);

      action->target = TRP_MARIANNA_DECLARE_MARIANNONE;
      add_action (actions, action);
    }
}

GPtrArray *
m_legal_actions (const MState *st)
{
  GPtrArray *actions = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_action_free);
  guint seat = st->current;

  switch (st->phase)
    {
    case M_PHASE_COVER_REQUEST:
      add_action (actions, trp_action_new (m_act_pass, seat));
      for (guint suit = 0; suit < TRP_N_SUITS; suit++)
        {
          guint64 pair = st->hand[seat] & (m_king_bit (suit) | m_queen_bit (suit));

          if (pair != 0 && (pair & (pair - 1)) == 0)
            {
              TrpAction *action = trp_action_new (m_act_cover_request, seat);

              action->suit = suit;
              add_action (actions, action);
            }
        }
      break;

    case M_PHASE_COVER_ANSWER:
      {
        const MCover *cover = m_active_cover (st);
        guint64 pair = m_king_bit (cover->suit) | m_queen_bit (cover->suit);
        TrpAction *no = trp_action_new (m_act_cover_answer, seat);

        no->target = 0;
        add_action (actions, no);
        if (st->hand[seat] & pair & ~st->hand[st->leader])
          {
            TrpAction *yes = trp_action_new (m_act_cover_answer, seat);

            yes->target = 1;
            add_action (actions, yes);
          }
      }
      break;

    case M_PHASE_WINDOW:
    case M_PHASE_WINNER_DECLARE:
      add_action (actions, trp_action_new (m_act_pass, seat));
      add_declarations (st, seat, actions);
      break;

    case M_PHASE_TURN:
      {
        guint64 allowed = m_allowed_plays (st, seat);

        if (m_turn_declaration_open (st, seat))
          add_declarations (st, seat, actions);
        if (st->cfg.ace_swap && m_swap_open (st, seat))
          {
            TrpCard ace = TRP_CARD (st->trump, TRP_RANK_ACE);

            add_action (actions, trp_action_new_with_cards (m_act_swap, seat, &ace, 1));
          }
        while (allowed != 0)
          {
            TrpCard card = m_index_card (__builtin_ctzll (allowed));

            add_action (actions, trp_action_new_with_cards (m_act_play, seat, &card, 1));
            allowed &= allowed - 1;
          }
      }
      break;

    case M_PHASE_CLAIM:
      add_action (actions, trp_action_new (m_act_pass, seat));
      add_action (actions, trp_action_new (m_act_claim, seat));
      break;

    case M_PHASE_OVER:
    default:
      break;
    }

  return actions;
}
