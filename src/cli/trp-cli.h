/* trp-cli.h: what the commands of trapoula-cli share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One file a command (cli-*.c), with the matches of computer players
 * that new, selfplay, bench and trace all play in cli-play.c.
 */

#pragma once

#include "trp-ai.h"
#include "trp-bench-seating.h"
#include "trp-format.h"
#include "trp-game-catalog.h"
#include "trp-match.h"
#include "trp-table-guest.h"
#include "trp-table-host.h"

G_BEGIN_DECLS

/* The players a benchmark pits against each other: the levels, a search
 * that sees every card, the ceiling a fair search can approach, and the
 * Hard search with each kind of rollout, and with rollouts played to the
 * round's end, to compare them. */
#define BENCH_OMNISCIENT   (TRP_AI_LEVEL_RANDOM + 1)
#define BENCH_HARD_GUIDED  (TRP_AI_LEVEL_RANDOM + 2)
#define BENCH_HARD_POLICY  (TRP_AI_LEVEL_RANDOM + 3)
#define BENCH_HARD_FULL    (TRP_AI_LEVEL_RANDOM + 4)
#define BENCH_HARD_OTHER   (TRP_AI_LEVEL_RANDOM + 5)

/* Hard's playouts as bench's "hard-other" player (cli-play.c). */
extern guint bench_other_playouts;

/* What the searching players did over a benchmark's games. */
typedef struct
{
  GArray *decision_us;   /* gint64, every decision of a searching player */
  guint64 iterations;    /* over the decisions that searched */
  guint   searched;
  gint64  search_us;     /* their searches' time */
  /* Also every decision of a rule-based player (not random), for their
   * decision times. */
  gboolean rules_too;
  /* With --verbose, a search that takes longer than this is told on
   * standard error, with what took the time; 0 tells none. */
  gint64   slow_us;
  /* Of the decisions that searched, those that kept the rule-based
   * player's move. */
  guint    kept_rule_based;
} BenchLog;

/* cli-play.c: house rules (--rules), players and the matches of
 * computer players. */
const char *bench_player_name (int player);
gboolean bench_player_searches (int player);
gboolean bench_player_from_string (const char *text, int *out_player);
TrpMatch *new_computer_match (const TrpGameInfo *info, guint n_players, const TrpAiLevel *levels, GError **error);
gboolean play_round (TrpMatch *match, const int *players, TrpRng *rng, gint64 budget_us, guint playouts, BenchLog *log, GError **error);
void apply_cli_rules (TrpRules *rules);
gboolean parse_cli_rules (const char *text, const TrpGameInfo *info, GError **error);
gboolean reconcile_player_count (const TrpGameInfo *info, int *players, GError **error);
const TrpGameInfo *lookup_playable (const char *game_id, GError **error);
void player_clear (gpointer data);
gboolean read_seats (const char *spec, gboolean invited, GArray *players, GError **error);
int create_match_file (const TrpGameInfo *info, GArray *players, const char *preset, gint64 seed, const char *out, TrpMatch **match);
gboolean parse_player (const char *text, TrpPlayer *player, GError **error);
gboolean parse_levels (const char *text, guint n_players, TrpAiLevel *levels, GError **error);
TrpAction *decide (TrpGame *game, int player, guint64 seed, gint64 budget_us, guint playouts, BenchLog *log);
gint64 thread_cpu_us (void);
gboolean parse_player_full (const char *text, gboolean invited, TrpPlayer *player, GError **error);

int command_replay   (int argc, char **argv);
int command_new      (int argc, char **argv);
int command_selfplay (int argc, char **argv);
int command_bench    (int argc, char **argv);
int command_observe  (int argc, char **argv);
int command_host     (int argc, char **argv);
int command_join     (int argc, char **argv);
int command_trace    (int argc, char **argv);

/* cli-host.c: the events of hosted tables and guests, a JSON line each. */
JsonBuilder *begin_event (const char *event);
void print_event (JsonBuilder *builder);

/* cli-bench.c: JSON figures. */
int compare_gint64 (gconstpointer a, gconstpointer b);
double percentile_ms (GArray *sorted, double p);
void add_double (JsonBuilder *builder, const char *member, double value);
void add_int (JsonBuilder *builder, const char *member, gint64 value);
void print_json (JsonBuilder *builder);
double elapsed_seconds (gint64 start);
void wilson_interval (double wins, guint n, double *low, double *high);

G_END_DECLS
