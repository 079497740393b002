/* trp-match-private.h: what the match, its writer, its loader and its
 * files share (trp-match*.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib/gstdio.h>

#include "trp-match.h"
#include "trp-json-reader.h"

G_BEGIN_DECLS

/* Bounds for files that may come from anywhere: a real match of thousands
 * of moves stays far below them. A match ends after MAX_ROUNDS rounds
 * (the higher total wins), and every file a match can reach by then fits
 * in MAX_FILE_SIZE: a round of random Biriba play saves 7.5 kB (3
 * players) to 14.8 kB (6) on average, 31.2 kB at most in 3,000 rounds
 * (5 players), so 400 of the largest rounds make 12.5 MB, the average 6
 * players' match 5.9 MB; every other game's round is below 4 kB. */
#define MAX_FILE_SIZE       (16 * 1024 * 1024)
#define MAX_JSON_DEPTH      32
#define MAX_ROUNDS          400
#define MAX_ACTIONS         100000
#define MAX_NAME_LENGTH     200
#define MAX_SAFE_SEED       G_GINT64_CONSTANT (9007199254740991)  /* 2^53 − 1 */

G_STATIC_ASSERT (MAX_JSON_DEPTH == TRP_JSON_READER_MAX_DEPTH);

typedef struct
{
  gboolean        has_seed;
  guint64         seed;
  JsonObject     *deal;
  guint           dealer;
  GPtrArray      *actions;
  TrpRoundResult *result;
  /* What the round was dealt from, so that its moves can be told again
   * after later rounds changed the match. */
  JsonObject     *carry_in;
  /* The round's save-file text once it is finished and will not change,
   * so that saving after every move writes only the round being played. */
  char           *text;
} Round;

struct _TrpMatch
{
  GObject          parent_instance;

  char            *game_id;
  TrpRules        *rules;
  GArray          *players;
  TrpGameFactory   factory;

  TrpGame         *game;
  GPtrArray       *rounds;
  JsonObject      *carry;
  int             *totals;
  guint            n_units;
  guint            next_dealer;
  int              first_dealer;
  gboolean         is_over;
  int              winner;
  /* Over because the last round the match may have was played. */
  gboolean         ended_at_round_limit;

  char            *save_path;
  /* The file as this match last read or wrote it, so that a save never
   * goes over a change made by another program. */
  gboolean         have_stamp;
  GStatBuf         stamp;
  /* Saving stopped once the file changed behind the match's back. */
  gboolean         save_refused;
  /* The last save after a move failed. */
  gboolean         save_failing;
  /* The advisory lock of trp_match_lock(), or -1. */
  int              lock_fd;
  char            *lock_path;
  char            *created;
};

void       _trp_match_player_clear  (gpointer             data);
GDateTime *_trp_match_now_utc       (void);
char      *_trp_match_now_iso8601   (void);
gboolean   _trp_match_perform       (TrpMatch            *self,
                                     TrpAction           *action,
                                     gboolean             loading,
                                     GError             **error);
char      *_trp_match_to_text       (TrpMatch            *self,
                                     gsize               *length);
gboolean   _trp_match_invalid       (GError             **error,
                                     TrpMatchError        code,
                                     const char          *format,
                                     ...) G_GNUC_PRINTF (3, 4);
TrpMatch  *_trp_match_new_from_text (const char          *text,
                                     gsize                length,
                                     TrpGameFactory       factory,
                                     TrpRulesLookup       rules_lookup,
                                     TrpMatchLoadReport  *report,
                                     GError             **error);

G_END_DECLS
