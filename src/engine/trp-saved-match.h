/* trp-saved-match.h: what the start page lists about each saved match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * TrpSavedMatch:
 * @path: the file
 * @modified: when it was last saved (seconds since the epoch)
 * @game_id: the game, or %NULL when the file cannot be read
 * @player_names: (array zero-terminated=1): the seats' names
 * @n_rounds: rounds dealt
 * @totals: (array length=n_totals): the match totals
 * @n_totals: the number of totals
 * @over: whether the match has ended
 * @error: why the file cannot be read, or %NULL
 * @winner: the winning scoring unit once @over, or -1
 * @updated: (nullable): when the match was last saved, ISO 8601, as the
 *   file says
 * @preset: (nullable): the id of the preset its house rules are, or %NULL
 * @custom_rules: whether its house rules are no preset; %FALSE with
 *   @preset %NULL for files that do not say
 *
 * A quick summary read without replaying the moves: from the file's
 * "summary" member, or by peeking at older files that have none. Opening
 * the match replays the moves and may still find a fault.
 */
typedef struct
{
  char    *path;
  gint64   modified;
  char    *game_id;
  GStrv    player_names;
  guint    n_rounds;
  int     *totals;
  guint    n_totals;
  gboolean over;
  char    *error;
  int      winner;
  char    *updated;
  char    *preset;
  gboolean custom_rules;
} TrpSavedMatch;

void       trp_saved_match_free (TrpSavedMatch *self);
TrpSavedMatch *trp_saved_match_read (const char *path);
GPtrArray *trp_saved_match_list (const char *folder);
GPtrArray *trp_saved_match_list_full (const char  *folder,
                                      GError     **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TrpSavedMatch, trp_saved_match_free)

G_END_DECLS
