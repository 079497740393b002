/* moves-test-util.h: helpers of the move-description tests (#40)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <stdlib.h>

#include "trp-game.h"

static inline TrpMove *
mv_find (GPtrArray  *moves,
         const char *id)
{
  TrpMove *move = trp_game_find_move (moves, id);

  if (move == NULL)
    g_error ("no move %s", id);
  return move;
}

static inline int
mv_compare_codes (gconstpointer a,
                  gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* The move's candidates as sorted card codes, "3S 4S". */
static inline char *
mv_candidates (const TrpMove *move)
{
  guint n;
  const TrpCard *cards = trp_move_get_candidates (move, &n);
  g_autoptr(GPtrArray) codes = g_ptr_array_new ();

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (codes, (gpointer) trp_card_to_code (cards[i]));
  g_ptr_array_sort (codes, mv_compare_codes);
  g_ptr_array_add (codes, NULL);
  return g_strjoinv (" ", (char **) codes->pdata);
}

/* @codes sorted as mv_candidates() gives them. */
static inline char *
mv_sorted (const char *codes)
{
  g_auto(GStrv) split = g_strsplit (codes, " ", -1);

  qsort (split, g_strv_length (split), sizeof (char *), mv_compare_codes);
  return g_strjoinv (" ", split);
}
