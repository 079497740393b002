/* ai-test-util.h: helpers shared by the computer players' tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-action.h"
#include "trp-card.h"
#include "trp-game.h"

G_BEGIN_DECLS

/* A play of the one card @code by @seat. */
static inline TrpAction *
ai_test_play (int         seat,
              const char *code)
{
  TrpCard card;

  g_assert_true (trp_card_from_code (code, &card, NULL));
  return trp_action_new_with_cards ("play", seat, &card, 1);
}

/* Plays @codes (space-separated) in turn from the current seat, each
 * checked legal: the cards of a trick so far in an exact deal.
 */
static inline void
ai_test_play_trick (TrpGame    *game,
                    const char *codes)
{
  g_auto(GStrv) cards = g_strsplit (codes, " ", -1);

  for (guint i = 0; cards[i] != NULL; i++)
    {
      g_autoptr(TrpAction) play = NULL;
      g_autoptr(GError) error = NULL;

      if (*cards[i] == '\0')
        continue;
      play = ai_test_play (trp_game_get_current_seat (game), cards[i]);
      g_assert_true (trp_game_validate (game, play, &error));
      g_assert_no_error (error);
      trp_game_apply (game, play);
    }
}

/* What @contrast (a TrpComputerPlayer's) says of playing @move rather
 * than @usual, two cards of the current seat.
 */
static inline char *
ai_test_contrast_plays (TrpGame      *game,
                        char       *(*contrast) (TrpGame         *game,
                                                 const TrpAction *move,
                                                 const TrpAction *usual),
                        const char   *move,
                        const char   *usual)
{
  int seat = trp_game_get_current_seat (game);
  g_autoptr(TrpAction) m = ai_test_play (seat, move);
  g_autoptr(TrpAction) u = ai_test_play (seat, usual);

  return contrast (game, m, u);
}

G_END_DECLS
