/* trp-dabaifen-moves.c: the moves of a Da Bai Fen step, as a table offers them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The candidates are the cards of the legal actions, and availability is
 * validate()'s: the rules stay in trp-dabaifen-validate.c.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "trp-dabaifen-private.h"

/* A move of one legal action without a choice of cards: a pass, a
 * claim, a card to show. */
static TrpMove *
whole_move (const DbfState  *s,
            const char      *id,
            const TrpAction *action,
            TrpPlace         place,
            const char      *accel,
            gboolean         ends_turn)
{
  g_autofree char *label = dbf_describe_choice (action);
  g_autoptr(GError) error = NULL;
  TrpMove *move = trp_move_new (id, label != NULL ? label : action->type, action);

  if (action->n_cards > 0)
    trp_move_add_group (move, action->cards, action->n_cards);
  trp_move_set_place (move, place, -1);
  trp_move_set_accel (move, accel);
  trp_move_set_ends_turn (move, ends_turn);
  if (!dbf_validate (s, action, &error))
    trp_move_set_unavailable (move, error);
  return move;
}

GPtrArray *
dbf_describe_moves (TrpGame   *game,
                    int        seat,
                    GPtrArray *staged)
{
  const DbfState *s = &TRP_DABAIFEN_GAME (game)->s;
  GPtrArray *moves = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_move_unref);
  g_autoptr(GPtrArray) legal = NULL;
  g_autoptr(TrpAction) pass = NULL;

  if (seat < 0 || seat != dbf_current_seat (s))
    return moves;

  legal = dbf_legal_actions (s);
  pass = trp_action_new (dbf_act_pass, seat);

  switch (s->phase)
    {
    case DBF_PHASE_DRAW:
      /* D-16, D-17: each trump-rank card that may be shown, or not. */
      for (guint i = 0; i < legal->len; i++)
        {
          const TrpAction *action = g_ptr_array_index (legal, i);
          g_autofree char *id = NULL;

          if (action->type != dbf_act_expose)
            continue;
          id = g_strdup_printf ("expose:%s", trp_card_to_code (action->cards[0]));
          g_ptr_array_add (moves, whole_move (s, id, action, TRP_PLACE_DECLARATION, NULL, TRUE));
        }
      g_ptr_array_add (moves, whole_move (s, "pass", pass, TRP_PLACE_NONE, "<Control>period", TRUE));
      break;

    case DBF_PHASE_REDEAL:
      {
        /* D-25: shown to every seat polled; only one without a trump
         * may claim, and the others learn why not. */
        g_autoptr(TrpAction) claim = trp_action_new (dbf_act_claim, seat);

        g_ptr_array_add (moves, whole_move (s, "claim-redeal", claim, TRP_PLACE_DECLARATION, NULL, TRUE));
        g_ptr_array_add (moves, whole_move (s, "pass", pass, TRP_PLACE_NONE, "<Control>period", TRUE));
      }
      break;

    case DBF_PHASE_BURY:
      {
        /* D-27: the cards left to bury, all at once. */
        g_autoptr(TrpAction) bury = trp_action_new (dbf_act_bury, seat);
        guint left = DBF_KITTY - s->n_buried;
        TrpMove *move = trp_move_new ("bury", _("_Bury"), bury);

        trp_move_set_cards (move, TRP_MOVE_CARDS_EXACTLY, left);
        trp_move_set_count_rule (move, "D-27");
        trp_move_add_candidates_from (move, legal);
        trp_move_set_place (move, TRP_PLACE_KITTY, -1);
        trp_move_set_accel (move, "<Control>Return");
        trp_move_set_emphasis (move, TRP_MOVE_EMPHASIS_SUGGESTED);
        g_ptr_array_add (moves, move);
      }
      break;

    case DBF_PHASE_PLAY:
      {
        /* D-29: a lead is one card or several of one suit (a throw,
         * whose risk trp_game_describe_risk() tells once the cards are
         * chosen, D-31); D-32: a follow is as many cards as were led,
         * of the suit led while they last. */
        g_autoptr(TrpAction) play = trp_action_new (dbf_act_play, seat);
        TrpMove *move = trp_move_new ("play", _("_Play Selected"), play);

        if (s->n_in_trick == 0)
          trp_move_set_cards (move, TRP_MOVE_CARDS_ANY, 1);
        else
          trp_move_set_cards (move, TRP_MOVE_CARDS_EXACTLY, s->trick.n);
        trp_move_add_candidates_from (move, legal);
        trp_move_set_place (move, TRP_PLACE_TRICK, -1);
        trp_move_set_accel (move, "<Control>Return");
        trp_move_set_ends_turn (move, TRUE);
        trp_move_set_emphasis (move, TRP_MOVE_EMPHASIS_SUGGESTED);
        g_ptr_array_add (moves, move);
      }
      break;

    case DBF_PHASE_NONE:
    case DBF_PHASE_OVER:
    default:
      break;
    }

  return moves;
}
