/* trp-marianna-moves.c: the moves of a Marianna-family step, as a table
 * offers them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The moves are the legal actions of m_legal_actions(), and a declaration
 * the seat holds but may not make now, with m_validate()'s reason: no
 * rule is judged here.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "trp-format.h"
#include "trp-marianna-private.h"

static char *
move_id (const TrpAction *action)
{
  GString *id = g_string_new (NULL);

  if (action->type == m_act_declare)
    {
      g_string_append_printf (id, "declare:%d", action->target);
      if (action->target == TRP_MARIANNA_DECLARE_MARIANNA ||
          action->target == TRP_MARIANNA_DECLARE_MATRIMONIO)
        g_string_append_printf (id, ":%s", trp_suit_to_code (trp_card_get_suit (action->cards[0])));
    }
  else if (action->type == m_act_cover_request)
    g_string_append_printf (id, "cover-request:%s", trp_suit_to_code (action->suit));
  else if (action->type == m_act_cover_answer)
    g_string_append (id, action->target == 1 ? "cover-answer:yes" : "cover-answer:no");
  else if (action->type == m_act_swap)
    g_string_append (id, "swap");
  else if (action->type == m_act_claim)
    g_string_append (id, "claim");
  else
    g_string_append (id, action->type);
  return g_string_free (id, FALSE);
}

/* M-65: a claim ends the match either way, so it is confirmed first. */
static void
set_claim_confirmation (const MState *st,
                        TrpMove      *move,
                        int           seat)
{
  guint unit = m_unit (st, (guint) seat);
  int total = st->totals_before[unit] + st->card_points[unit] + st->decl_points[unit];
  g_autofree char *total_text = trp_format_number (total);
  g_autofree char *target_text = trp_format_number (st->cfg.target);
  g_autofree char *body = NULL;

  if (total >= st->cfg.target)
    /* Translators: Mariaccio's claim (M-65). */
    body = g_strdup_printf (_("You count %s points and the target is %s: the claim wins the match "
                              "at once."), total_text, target_text);
  else
    body = g_strdup_printf (_("You count %s points and the target is %s: the claim would lose the "
                              "match at once (M-65)."), total_text, target_text);
  trp_move_set_confirmation (move, body);
  trp_move_set_confirmation_heading (move, _("Claim Victory?"));
  trp_move_set_emphasis (move, total >= st->cfg.target ? TRP_MOVE_EMPHASIS_SUGGESTED
                                                       : TRP_MOVE_EMPHASIS_DESTRUCTIVE);
}

/* A move of one action without a choice of cards, available when
 * m_validate() takes it. */
static TrpMove *
whole_move (const MState    *st,
            const TrpAction *action)
{
  g_autofree char *id = move_id (action);
  g_autofree char *label = m_describe_choice (st, action);
  g_autoptr(GError) error = NULL;
  TrpMove *move = trp_move_new (id, label != NULL ? label : action->type, action);

  if (action->n_cards > 0)
    trp_move_add_group (move, action->cards, action->n_cards);
  if (action->type == m_act_pass)
    {
      trp_move_set_place (move, TRP_PLACE_NONE, -1);
      trp_move_set_accel (move, "<Control>period");
      trp_move_set_ends_turn (move, TRUE);
    }
  else if (action->type == m_act_swap)
    trp_move_set_place (move, TRP_PLACE_STOCK, -1);
  else
    trp_move_set_place (move, TRP_PLACE_DECLARATION, -1);
  if (action->type == m_act_cover_request || action->type == m_act_cover_answer)
    trp_move_set_ends_turn (move, TRUE);
  if (action->type == m_act_claim)
    set_claim_confirmation (st, move, action->seat);
  if (!m_validate (st, action, &error))
    trp_move_set_unavailable (move, error);
  return move;
}

/* M-16, M-17, M-21: a king and queen the seat holds, of a suit not yet
 * declared, whose declaration is not a move now, with why. */
static void
add_closed_declarations (const MState *st,
                         int           seat,
                         GPtrArray    *moves)
{
  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    {
      guint64 pair = m_king_bit (suit) | m_queen_bit (suit);
      g_autoptr(TrpAction) action = NULL;
      g_autofree char *id = NULL;
      TrpCard cards[2] = { TRP_CARD (suit, TRP_RANK_KING), TRP_CARD (suit, TRP_RANK_QUEEN) };

      if ((st->hand[seat] & pair) != pair || (st->suits_declared & (1 << suit)))
        continue;
      action = trp_action_new_with_cards (m_act_declare, seat, cards, 2);
      action->target = m_is_two_player (st) ? TRP_MARIANNA_DECLARE_MATRIMONIO : TRP_MARIANNA_DECLARE_MARIANNA;
      id = move_id (action);
      if (trp_game_find_move (moves, id) == NULL)
        g_ptr_array_add (moves, whole_move (st, action));
    }
}

GPtrArray *
m_describe_moves (const MState *st,
                  int           seat)
{
  GPtrArray *moves = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_move_unref);
  g_autoptr(GPtrArray) legal = NULL;
  TrpMove *play = NULL;

  if (seat < 0 || (guint) seat != st->current || st->phase == M_PHASE_OVER)
    return moves;

  legal = m_legal_actions (st);
  for (guint i = 0; i < legal->len; i++)
    {
      const TrpAction *action = g_ptr_array_index (legal, i);

      /* M-20: one card of the hand, played to the trick. */
      if (action->type == m_act_play)
        {
          if (play == NULL)
            {
              g_autoptr(TrpAction) template = trp_action_new (m_act_play, seat);

              play = trp_move_new ("play", _("_Play Selected"), template);
              trp_move_set_cards (play, TRP_MOVE_CARDS_EXACTLY, 1);
              trp_move_set_place (play, TRP_PLACE_TRICK, -1);
              trp_move_set_accel (play, "<Control>Return");
              trp_move_set_ends_turn (play, TRUE);
              trp_move_set_emphasis (play, TRP_MOVE_EMPHASIS_SUGGESTED);
            }
          trp_move_add_candidate (play, action->cards[0]);
          continue;
        }
      g_ptr_array_add (moves, whole_move (st, action));
    }

  if (st->phase == M_PHASE_TURN || st->phase == M_PHASE_WINDOW || st->phase == M_PHASE_WINNER_DECLARE)
    add_closed_declarations (st, seat, moves);
  if (play != NULL)
    g_ptr_array_add (moves, play);
  return moves;
}
