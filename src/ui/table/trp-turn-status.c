/* trp-turn-status.c: what the line under the hand says of the turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "trp-format.h"
#include "trp-turn-status.h"

/* Where the rules leave only some of the person's cards playable (the
 * trick games dim the others), the game's refusal of one of them says
 * why, with its rule: “you must follow suit [D-29]”. */
static char *
play_rule_note (const TrpTurnStatus *status)
{
  TrpGame *game = trp_match_get_game (status->match);

  if (!trp_game_moves_are_single_cards (status->moves))
    return NULL;
  for (guint i = 0; i < status->n_hand; i++)
    {
      TrpCard card = status->hand[i];
      TrpMove *move = trp_game_find_move_for_cards (status->moves, &card, 1);
      g_autoptr(TrpAction) play = NULL;
      g_autoptr(GError) error = NULL;

      if (trp_game_moves_take_card (status->moves, card) || move == NULL)
        continue;
      play = trp_game_build_move_with_cards (game, move, &card, 1, &error);
      if (play != NULL || error == NULL)
        return NULL;
      return trp_localize_message (error->message);
    }

  return NULL;
}

static char *
seat_name (const TrpTurnStatus *status)
{
  return g_strdup (trp_match_get_player (status->match, status->current)->name);
}

/**
 * trp_turn_status_describe:
 *
 * Returns: (transfer full) (nullable): whose turn it is and, on the
 *   person's own, what they may do or the rule that holds them back;
 *   %NULL when there is nothing to say
 */
char *
trp_turn_status_describe (const TrpTurnStatus *status)
{
  TrpMove *bury = trp_game_find_move_taking_to (status->moves, TRP_PLACE_KITTY);
  g_autofree char *note = NULL;

  if (!trp_match_get_round_in_progress (status->match))
    return g_strdup (_("The round is over"));

  if (status->current >= 0 && status->person && !status->mine)
    {
      g_autofree char *name = seat_name (status);

      /* Translators: at a table several people share, whose turn it is
       * while their cards are still hidden. */
      return g_strdup_printf (_("%s’s turn"), name);
    }

  if (status->mine && bury != NULL && trp_move_get_n_cards (bury) > 0)
    {
      guint wanted = trp_move_get_n_cards (bury);
      g_autofree char *number = trp_format_number (wanted);

      return g_strdup_printf (ngettext ("Your turn: select %s card to bury, then confirm; the kitty’s cards are outlined",
                                        "Your turn: select %s cards to bury, then confirm; the kitty’s cards are outlined",
                                        wanted), number);
    }

  if (status->mine && status->can_move && (note = play_rule_note (status)) != NULL)
    /* Translators: the status line when some cards cannot be played,
     * with the rule that stops them, e.g. “Your turn: you must follow
     * suit [D-29]”. */
    return g_strdup_printf (_("Your turn: %s"), note);

  if (status->mine && trp_game_moves_are_single_cards (status->moves))
    return g_strdup (_("Your turn: double-click a card, or select it and press Enter"));

  if (status->mine)
    return g_strdup (_("Your turn"));

  if (status->current >= 0)
    {
      g_autofree char *name = seat_name (status);

      return g_strdup_printf (_("%s is playing…"), name);
    }

  return NULL;
}
