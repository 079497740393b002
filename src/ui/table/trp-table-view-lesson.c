/* trp-table-view-lesson.c: what a lesson asks of the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A lesson (#38) plays its prepared deal at the ordinary table. It needs
 * three things of it, kept here apart from the table's own play: to see
 * each of the person's moves before it is made (it accepts only the one
 * it teaches), to point at the cards and the place that move uses, and
 * to make a forced pass for the person where the table would not.
 */

#include "config.h"

#include "trp-hand-view.h"
#include "trp-table-view-private.h"

/**
 * trp_table_view_set_move_filter:
 * @filter: (nullable): asked of each move the person makes, before the
 *   table plays it; %NULL to play every move again
 *
 * A move the filter sets aside is not played, and the table says
 * nothing of it: the filter does.
 */
void
trp_table_view_set_move_filter (TrpTableView          *self,
                                TrpTableViewMoveFilter filter,
                                gpointer               user_data,
                                GDestroyNotify         destroy)
{
  g_return_if_fail (TRP_IS_TABLE_VIEW (self));

  if (self->move_filter_destroy != NULL)
    self->move_filter_destroy (self->move_filter_data);
  self->move_filter = filter;
  self->move_filter_data = user_data;
  self->move_filter_destroy = destroy;
}

gboolean
_trp_table_view_filter_move (TrpTableView    *self,
                             const TrpAction *action)
{
  if (self->move_filter == NULL)
    return TRUE;
  return self->move_filter (self, action, self->move_filter_data);
}

void
_trp_table_view_lesson_dispose (TrpTableView *self)
{
  trp_table_view_set_move_filter (self, NULL, NULL, NULL);
  g_clear_pointer (&self->pointed_action, trp_action_free);
}

/* A meld of a lesson's go-down was staged or the staged melds were taken
 * back: the next meld of the go-down is selected, not only the first. */
void
_trp_table_view_lesson_restaged (TrpTableView *self)
{
  if (self->pointed_action != NULL)
    {
      g_autoptr(TrpAction) action = trp_action_copy (self->pointed_action);

      trp_table_view_point_at (self, action);
    }
}

/**
 * trp_table_view_point_at:
 * @action: (nullable): the move to point at, or %NULL to stop pointing
 *
 * Selects the cards in the person's hand that @action uses and outlines
 * the place on the board it goes to (the stock, the pile, a meld, the
 * trick), as the hint does, without saying anything.
 */
void
trp_table_view_point_at (TrpTableView    *self,
                         const TrpAction *action)
{
  TrpHandView *hand;
  g_autoptr(TrpMove) move = NULL;

  g_return_if_fail (TRP_IS_TABLE_VIEW (self));

  if (action != self->pointed_action)
    {
      g_clear_pointer (&self->pointed_action, trp_action_free);
      if (action != NULL)
        self->pointed_action = trp_action_copy (action);
    }
  if (self->board == NULL)
    return;
  if (action == NULL)
    {
      trp_board_point_at (TRP_BOARD (self->board), NULL);
      return;
    }

  hand = TRP_HAND_VIEW (self->my_hand);
  move = trp_game_move_for_action (_trp_table_view_get_game (self), trp_board_get_staged (TRP_BOARD (self->board)), action);
  if (action->n_cards > 0 && !self->covered)
    {
      /* A go-down of several melds is pointed at a meld at a time, the
       * first not staged yet: the staging move binds its cards. */
      const TrpCard *cards = action->cards;
      guint n_cards = action->n_cards;
      gboolean first = TRUE;

      if (move != NULL && trp_move_is_staging (move) && trp_move_get_n_groups (move) == 1)
        cards = trp_move_get_group (move, 0, &n_cards);

      trp_hand_view_clear_selection (hand);
      for (guint i = 0; i < n_cards; i++)
        for (guint k = 0; k < trp_hand_view_get_n_cards (hand); k++)
          if (trp_hand_view_get_card (hand, k) == cards[i] && !trp_hand_view_is_selected (hand, k))
            {
              trp_hand_view_set_selected (hand, k, TRUE);
              if (first)
                trp_hand_view_set_cursor (hand, k);
              first = FALSE;
              break;
            }
    }

  trp_board_point_at (TRP_BOARD (self->board), move);
}

/**
 * trp_table_view_play:
 *
 * Makes @action for the person, as a click would: a forced pass that a
 * lesson makes where the person has nothing else to do.
 */
void
trp_table_view_play (TrpTableView    *self,
                     const TrpAction *action)
{
  g_return_if_fail (TRP_IS_TABLE_VIEW (self));
  g_return_if_fail (action != NULL);

  _trp_table_view_perform (self, action);
}
