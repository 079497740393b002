/* cli-bench.c: trapoula-cli bench: the games' speed and their players' strength
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include <glib-unix.h>

#include "trp-cli.h"

double
elapsed_seconds (gint64 start)
{
  return (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
}

void
add_double (JsonBuilder *builder,
            const char  *member,
            double       value)
{
  json_builder_set_member_name (builder, member);
  /* Three decimals are plenty and keep the output readable. */
  json_builder_add_double_value (builder, round (value * 1000) / 1000);
}

void
add_int (JsonBuilder *builder,
         const char  *member,
         gint64       value)
{
  json_builder_set_member_name (builder, member);
  json_builder_add_int_value (builder, value);
}

void
print_json (JsonBuilder *builder)
{
  g_autoptr(JsonNode) root = json_builder_get_root (builder);
  g_autofree char *text = json_to_string (root, TRUE);

  g_print ("%s\n", text);
}

/* Save and load (a full replay) of a long match: the price of the save
 * after every move, and of opening a match. */
static int
bench_save_load (const TrpGameInfo *info,
                 int                players,
                 int                n_rounds,
                 double             seconds,
                 gint64             seed)
{
  g_autoptr(TrpRules) rules = trp_rules_new (info->rules);
  g_autoptr(TrpMatch) match = NULL;
  g_autoptr(TrpRng) rng = trp_rng_new ((guint64) seed);
  g_autoptr(GError) error = NULL;
  g_autofree TrpPlayer *seats = g_new0 (TrpPlayer, players);
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  guint moves = 0, saves = 0, loads = 0;
  gint64 start, save_us = 0, load_us = 0;
  gint64 last_size = 0, max_round_bytes = 0;
  GStatBuf st;

  /* A far target, so that the match lasts the rounds asked for, unless
   * the house rules of --rules say otherwise. */
  if (trp_rules_descriptor_find_option (info->rules, "target_score") != NULL)
    trp_rules_set_int (rules, "target_score",
                       trp_rules_descriptor_find_option (info->rules, "target_score")->max, NULL);
  apply_cli_rules (rules);
  if (trp_rules_descriptor_find_option (info->rules, "player_count") != NULL)
    trp_rules_set_int (rules, "player_count", players, NULL);

  for (int i = 0; i < players; i++)
    {
      seats[i].name = (char *) "Random";
      seats[i].kind = TRP_PLAYER_COMPUTER;
      seats[i].team = -1;
    }

  dir = g_dir_make_tmp ("trapoula-bench-XXXXXX", &error);
  if (dir == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  path = g_build_filename (dir, "match.json", NULL);

  /* Saved once a round, not after every move: how much each round adds
   * to the file, the largest round included, bounds the rounds a file of
   * the loader's size holds. */
  match = trp_match_new (info->id, rules, seats, players, trp_game_catalog_create_game, &error);
  if (match != NULL)
    {
      trp_match_set_save_path (match, path);
      if (trp_match_save (match, &error) && g_stat (path, &st) == 0)
        last_size = st.st_size;
      trp_match_set_save_path (match, NULL);
    }
  while (match != NULL && error == NULL && (int) trp_match_get_n_rounds (match) < n_rounds &&
         !trp_match_get_is_over (match))
    {
      if (!trp_match_start_round (match, trp_rng_next (rng) >> 11, &error))
        break;
      while (trp_match_get_round_in_progress (match))
        {
          g_autoptr(TrpAction) action = trp_policy_random (trp_match_get_game (match), rng, NULL);

          if (!trp_match_perform (match, action, &error))
            break;
          moves++;
        }
      if (error != NULL)
        break;
      trp_match_set_save_path (match, path);
      if (!trp_match_save (match, &error) || g_stat (path, &st) != 0)
        break;
      max_round_bytes = MAX (max_round_bytes, st.st_size - last_size);
      last_size = st.st_size;
      trp_match_set_save_path (match, NULL);
    }
  if (match == NULL || error != NULL)
    {
      g_printerr ("%s\n", error->message);
      g_remove (path);
      g_rmdir (dir);
      return 1;
    }
  trp_match_set_save_path (match, path);

  start = g_get_monotonic_time ();
  while (saves < 3 || elapsed_seconds (start) < seconds / 2)
    {
      gint64 t = g_get_monotonic_time ();

      if (!trp_match_save (match, &error))
        break;
      save_us += g_get_monotonic_time () - t;
      saves++;
    }

  start = g_get_monotonic_time ();
  while (error == NULL && (loads < 3 || elapsed_seconds (start) < seconds / 2))
    {
      g_autoptr(TrpMatch) loaded = NULL;
      gint64 t = g_get_monotonic_time ();

      loaded = trp_match_load (path, trp_game_catalog_create_game, trp_game_catalog_lookup_rules, &error);
      if (loaded == NULL)
        break;
      load_us += g_get_monotonic_time () - t;
      loads++;
    }

  if (error != NULL)
    g_printerr ("%s\n", error->message);
  else
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      g_stat (path, &st);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "game");
      json_builder_add_string_value (builder, info->id);
      add_int (builder, "rounds", trp_match_get_n_rounds (match));
      add_int (builder, "moves", moves);
      add_double (builder, "file_kb", st.st_size / 1024.0);
      add_int (builder, "bytes_per_round", st.st_size / MAX (trp_match_get_n_rounds (match), 1));
      add_int (builder, "max_round_bytes", max_round_bytes);
      add_int (builder, "round_limit", trp_match_get_max_rounds ());
      add_int (builder, "max_file_bytes", trp_match_get_max_file_size ());
      json_builder_set_member_name (builder, "over");
      json_builder_add_boolean_value (builder, trp_match_get_is_over (match));
      add_double (builder, "save_ms", save_us / 1000.0 / saves);
      add_double (builder, "load_ms", load_us / 1000.0 / loads);
      json_builder_end_object (builder);
      print_json (builder);
    }

  g_remove (path);
  g_rmdir (dir);
  return error != NULL ? 1 : 0;
}

/* The Wilson score interval at 95 %: unlike the normal approximation it
 * stays inside [0, 1] and means something for a few deals. */
void
wilson_interval (double  wins,
                 guint   n,
                 double *low,
                 double *high)
{
  const double z = 1.959964;
  double p, centre, half, d;

  if (n == 0)
    {
      *low = 0;
      *high = 1;
      return;
    }

  p = wins / n;
  d = 1 + z * z / n;
  centre = (p + z * z / (2.0 * n)) / d;
  half = z * sqrt (p * (1 - p) / n + z * z / (4.0 * n * n)) / d;
  *low = MAX (centre - half, 0);
  *high = MIN (centre + half, 1);
}

static TrpRules *
bench_rules (const TrpGameInfo *info,
             int                players)
{
  TrpRules *rules = trp_rules_new (info->rules);

  apply_cli_rules (rules);
  /* Biriba counts its players in its rules too (B-2). */
  if (trp_rules_descriptor_find_option (info->rules, "player_count") != NULL)
    trp_rules_set_int (rules, "player_count", players, NULL);
  return rules;
}

int
compare_gint64 (gconstpointer a,
                gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

/* The nearest-rank percentile, in milliseconds. */
double
percentile_ms (GArray *sorted,
               double  p)
{
  guint rank;

  if (sorted->len == 0)
    return 0;
  rank = (guint) ceil (p / 100.0 * sorted->len);
  rank = CLAMP (rank, 1, sorted->len);
  return g_array_index (sorted, gint64, rank - 1) / 1000.0;
}

/* Speed: random rounds from deal to score, the cost a search pays for
 * each random playout. */
static gboolean
bench_speed (const TrpGameInfo  *info,
             int                 players,
             double              seconds,
             guint64             seed,
             JsonBuilder        *builder,
             GError            **error)
{
  g_autoptr(TrpRules) rules = bench_rules (info, players);
  g_autoptr(TrpRng) rng = trp_rng_new (seed);
  g_autoptr(TrpGame) game = NULL;
  guint64 rounds = 0, moves = 0;
  gint64 start;
  double elapsed;

  /* One game dealt again and again, as a search reuses its samples. */
  if (!(game = trp_game_catalog_create_game (info->id, rules, players, error)))
    return FALSE;

  start = g_get_monotonic_time ();
  while (rounds == 0 || elapsed_seconds (start) < seconds)
    {
      if (!trp_game_deal_seeded (game, rounds % players, NULL, trp_rng_next (rng) >> 11, error))
        return FALSE;
      moves += trp_game_playout_random (game, rng, G_MAXUINT, NULL);
      rounds++;
    }
  elapsed = elapsed_seconds (start);

  add_double (builder, "random_hands_per_s", rounds / elapsed);
  add_double (builder, "random_moves_per_s", moves / elapsed);
  return TRUE;
}

/* Search throughput at a fixed budget, on positions where there is a
 * choice: the first such of a few deals, and one later in each. */
static double
bench_iterations_at (const TrpGameInfo *info,
                     int                players,
                     gint64             budget_us,
                     guint64            seed,
                     guint              n_positions)
{
  g_autoptr(TrpRules) rules = bench_rules (info, players);
  g_autoptr(TrpRng) rng = trp_rng_new (seed);
  guint64 total = 0;
  guint measured = 0;

  for (guint p = 0; p < n_positions; p++)
    {
      g_autoptr(TrpGame) game = trp_game_catalog_create_game (info->id, rules, players, NULL);
      guint skip = p % 2 == 0 ? 0 : 12;
      guint moves = 0;

      if (game == NULL || !trp_game_deal_seeded (game, p % players, NULL, trp_rng_next (rng) >> 11, NULL))
        continue;

      while (!trp_game_is_round_over (game))
        {
          g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);
          g_autoptr(TrpAction) action = NULL;

          if (legal->len > 1 && moves >= skip)
            {
              TrpSearchParams params;
              TrpSearchStats stats;

              /* Throughput: the search goes on to the end of its budget
               * even once the choice is clear. */
              trp_ai_search_params_init (&params, info->id);
              params.seed = trp_rng_next (rng);
              params.time_budget_us = budget_us;
              params.run_full_budget = TRUE;
              action = trp_search_choose (game, &params, NULL, &stats);
              total += stats.iterations;
              measured++;
              break;
            }
          action = trp_ai_choose (game, TRP_AI_LEVEL_NORMAL, trp_rng_next (rng), 0, NULL);
          trp_game_apply (game, action);
          moves++;
        }
    }

  return measured > 0 ? (double) total / measured : 0;
}

/* Won, drawn and lost, the win rate with a drawn game counting half, and
 * its 95 % interval, under member names that start with @prefix (the
 * counts) and @rate_prefix (the rate and interval). */
static void
add_record (JsonBuilder *builder,
            const char  *prefix,
            guint        won,
            guint        drawn,
            guint        played,
            const char  *rate_prefix)
{
  g_autofree char *won_name = g_strconcat (prefix, "won", NULL);
  g_autofree char *drawn_name = g_strconcat (prefix, "drawn", NULL);
  g_autofree char *lost_name = g_strconcat (prefix, "lost", NULL);
  g_autofree char *rate_name = g_strconcat (rate_prefix, "win_rate", NULL);
  g_autofree char *ci_name = g_strconcat (rate_prefix, "ci95", NULL);
  double low, high;

  wilson_interval (won + drawn / 2.0, played, &low, &high);
  add_int (builder, won_name, won);
  add_int (builder, drawn_name, drawn);
  add_int (builder, lost_name, played - won - drawn);
  add_double (builder, rate_name, played > 0 ? (won + drawn / 2.0) / played : 0);
  json_builder_set_member_name (builder, ci_name);
  json_builder_begin_array (builder);
  json_builder_add_double_value (builder, round (low * 1000) / 1000);
  json_builder_add_double_value (builder, round (high * 1000) / 1000);
  json_builder_end_array (builder);
}

/* What one mirrored deal gave the first player. */
typedef struct
{
  guint   won;         /* rounds */
  guint   drawn;
  guint   played;
  double  score;       /* rounds won, a draw counting half */
  double  margin;      /* points, all rounds together */
  BenchLog log;
} DealOutcome;

typedef struct
{
  const TrpGameInfo *info;
  int                players;
  int                first;
  int                second;
  gint64             budget_us;
  guint              playouts;
  gboolean           keep_log;
  guint64           *deal_seeds;
  DealOutcome       *outcomes;
  TrpBenchSeating    seating;
  GMutex             lock;
  GError            *error;
  guint              done;
  guint              deals;
  gboolean           verbose;
} MatchupJob;

/* Plays deal @d once per place of the tested player (trp-bench-seating.c):
 * each team, or each seat where there are no fixed teams. Each deal has
 * its own random stream, so the deals may be played in any order, or at
 * once. */
static gboolean
play_deal (MatchupJob  *job,
           guint        d,
           GError     **error)
{
  guint64 deal_seed = job->deal_seeds[d];
  g_autoptr(TrpRng) rng = trp_rng_new (deal_seed ^ G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
  g_autofree TrpAiLevel *levels = g_new0 (TrpAiLevel, job->players);
  g_autofree int *seats = g_new0 (int, job->players);
  DealOutcome *out = &job->outcomes[d];
  BenchLog *log = job->keep_log ? &out->log : NULL;

  for (guint rotation = 0; rotation < job->seating.n_rotations; rotation++)
    {
      g_autoptr(TrpMatch) match = NULL;
      TrpRoundResult *result;
      guint unit, n_units;
      double own, others = 0;

      unit = trp_bench_seating_assign (&job->seating, rotation, job->first, job->second, seats);
      for (int i = 0; i < job->players; i++)
        {
          /* The match records levels; the bench's own searching players
           * are hard ones. */
          levels[i] = seats[i] >= BENCH_OMNISCIENT ? TRP_AI_LEVEL_HARD : (TrpAiLevel) seats[i];
        }

      if (!(match = new_computer_match (job->info, job->players, levels, error)) ||
          !trp_match_start_round (match, deal_seed, error) ||
          !play_round (match, seats, rng, job->budget_us, job->playouts, log, error))
        return FALSE;

      result = trp_match_get_round_result (match, 0);
      n_units = trp_round_result_get_n_units (result);
      own = trp_round_result_get_total (result, unit);
      for (guint u = 0; u < n_units; u++)
        if (u != unit)
          others += trp_round_result_get_total (result, u);
      /* Against the field: the mean of the other teams or seats. */
      others /= MAX (n_units, 2) - 1;

      out->played++;
      out->margin += own - others;
      /* A round that ends the match (a Mariaccio claim, a mariannone) is
       * won by the match's winner, whatever the round's points. */
      if (trp_match_get_is_over (match) && trp_match_get_winner (match) >= 0)
        out->won += trp_match_get_winner (match) == (int) unit;
      else if (trp_match_get_is_over (match))
        out->drawn++;
      else
        {
          out->won += own > others;
          out->drawn += own == others;
        }
    }
  out->score = out->won + out->drawn / 2.0;

  return TRUE;
}

static void
play_deal_in_pool (gpointer data,
                   gpointer user_data)
{
  MatchupJob *job = user_data;
  guint d = GPOINTER_TO_UINT (data) - 1;
  g_autoptr(GError) error = NULL;
  gboolean ok = play_deal (job, d, &error);

  g_mutex_lock (&job->lock);
  if (!ok && job->error == NULL)
    job->error = g_steal_pointer (&error);
  job->done++;
  if (job->verbose && job->done % 50 == 0)
    g_printerr ("%u/%u\n", job->done, job->deals);
  g_mutex_unlock (&job->lock);
}

/* What a matchup's deals gave its tested player. */
typedef struct
{
  guint  won;          /* rounds */
  guint  drawn;
  guint  played;
  double margin;       /* points, all rounds together */
  guint  deals_won;
  guint  deals_drawn;
  TrpBenchSeating seating;
} MatchupTally;

/* One player against another over @deals deals, each played once per
 * place of the tested player so that the cards even out; partners share a
 * player (trp-bench-seating.c). @jobs deals are played at once. */
static gboolean
play_matchup (const TrpGameInfo  *info,
              int                 players,
              int                 first,
              int                 second,
              guint               deals,
              gint64              budget_us,
              guint               playouts,
              guint64             seed,
              guint               jobs,
              gboolean            verbose,
              BenchLog           *log,
              MatchupTally       *tally,
              GError            **error)
{
  g_autoptr(TrpRng) rng = trp_rng_new (seed);
  g_autofree guint64 *deal_seeds = g_new0 (guint64, MAX (deals, 1));
  g_autofree DealOutcome *outcomes = g_new0 (DealOutcome, MAX (deals, 1));
  MatchupJob job = { info, players, first, second, budget_us, playouts, log != NULL,
                     deal_seeds, outcomes, { 0 }, { 0 }, NULL, 0, deals, verbose };
  g_autoptr(TrpRules) rules = bench_rules (info, players);
  g_autoptr(TrpGame) game = NULL;
  gboolean ok = TRUE;

  memset (tally, 0, sizeof *tally);
  if (!(game = trp_game_catalog_create_game (info->id, rules, players, error)))
    return FALSE;
  /* The games seat at most 6, which a seating holds. */
  if (!trp_bench_seating_init (&job.seating, game))
    g_return_val_if_reached (FALSE);
  tally->seating = job.seating;

  for (guint d = 0; d < deals; d++)
    {
      deal_seeds[d] = trp_rng_next (rng) >> 11;
      outcomes[d].log.decision_us = g_array_new (FALSE, FALSE, sizeof (gint64));
      outcomes[d].log.rules_too = log != NULL && log->rules_too;
      outcomes[d].log.slow_us = log != NULL ? log->slow_us : 0;
    }

  g_mutex_init (&job.lock);
  /* The first deal alone: the games' and players' tables are set up once,
   * before any thread shares them. */
  if (deals > 0)
    ok = play_deal (&job, 0, error);
  if (ok && deals > 1)
    {
      GThreadPool *pool = g_thread_pool_new (play_deal_in_pool, &job, MAX (jobs, 1), TRUE, NULL);

      for (guint d = 1; d < deals; d++)
        g_thread_pool_push (pool, GUINT_TO_POINTER (d + 1), NULL);
      g_thread_pool_free (pool, FALSE, TRUE);
      if (job.error != NULL)
        {
          g_propagate_error (error, job.error);
          ok = FALSE;
        }
    }
  g_mutex_clear (&job.lock);

  for (guint d = 0; d < deals; d++)
    {
      DealOutcome *out = &outcomes[d];

      tally->won += out->won;
      tally->drawn += out->drawn;
      tally->played += out->played;
      tally->margin += out->margin;
      /* Duplicate scoring: the deal goes to whoever did better with the
       * same cards, by rounds won and then by points. */
      if (2 * out->score > out->played || (2 * out->score == out->played && out->margin > 0))
        tally->deals_won++;
      else if (2 * out->score == out->played && out->margin == 0)
        tally->deals_drawn++;

      if (log != NULL)
        {
          g_array_append_vals (log->decision_us, out->log.decision_us->data, out->log.decision_us->len);
          log->iterations += out->log.iterations;
          log->searched += out->log.searched;
          log->kept_rule_based += out->log.kept_rule_based;
          log->search_us += out->log.search_us;
        }
      g_array_unref (out->log.decision_us);
    }

  return ok;
}

/* The records of @tally: each mirrored deal as one game, then each round
 * on its own. */
static void
add_tally (JsonBuilder        *builder,
           const MatchupTally *tally,
           guint               deals)
{
  add_record (builder, "deals_", tally->deals_won, tally->deals_drawn, deals, "deal_");
  add_int (builder, "rounds", tally->played);
  add_record (builder, "", tally->won, tally->drawn, tally->played, "");
  add_double (builder, "mean_margin", tally->played > 0 ? tally->margin / tally->played : 0);
}

/* A matchup, and where the tested player holds one place of three or more
 * (a seat against the field, or one of three teams), the same deals with
 * the field's player in that place too: "won" is measured against the mean
 * of the other places, and what two identical players score there is not
 * 50 %, so the figure is read beside that baseline. */
static gboolean
bench_matchup (const TrpGameInfo  *info,
               int                 players,
               int                 first,
               int                 second,
               guint               deals,
               gint64              budget_us,
               guint               playouts,
               guint64             seed,
               guint               jobs,
               gboolean            verbose,
               BenchLog           *log,
               JsonBuilder        *builder,
               GError            **error)
{
  MatchupTally tally, baseline;

  if (!play_matchup (info, players, first, second, deals, budget_us, playouts, seed, jobs,
                     verbose, log, &tally, error))
    return FALSE;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "player");
  json_builder_add_string_value (builder, bench_player_name (first));
  json_builder_set_member_name (builder, "against");
  json_builder_add_string_value (builder, bench_player_name (second));
  add_int (builder, "deals", deals);
  json_builder_set_member_name (builder, "seating");
  json_builder_add_string_value (builder, trp_bench_seating_scheme_to_string (tally.seating.scheme));
  add_int (builder, "plays_per_deal", tally.seating.n_rotations);
  add_tally (builder, &tally, deals);

  if (deals > 0 && tally.seating.n_rotations > 2)
    {
      if (verbose)
        g_printerr ("%s: %s – %s (%s)\n", info->id, bench_player_name (second),
                    bench_player_name (second), _("baseline"));
      if (!play_matchup (info, players, second, second, deals, budget_us, playouts, seed, jobs,
                         verbose, NULL, &baseline, error))
        {
          json_builder_end_object (builder);
          return FALSE;
        }
      json_builder_set_member_name (builder, "baseline");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "player");
      json_builder_add_string_value (builder, bench_player_name (second));
      add_tally (builder, &baseline, deals);
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);

  return TRUE;
}

static void
add_decisions (JsonBuilder *builder,
               const char  *member,
               BenchLog    *log)
{
  g_array_sort (log->decision_us, compare_gint64);

  json_builder_set_member_name (builder, member);
  json_builder_begin_object (builder);
  add_int (builder, "decisions", log->decision_us->len);
  add_double (builder, "p50", percentile_ms (log->decision_us, 50));
  add_double (builder, "p95", percentile_ms (log->decision_us, 95));
  add_double (builder, "p99", percentile_ms (log->decision_us, 99));
  add_double (builder, "max", percentile_ms (log->decision_us, 100));
  json_builder_end_object (builder);
}

static gboolean
bench_game (const TrpGameInfo  *info,
            int                 players,
            double              seconds,
            guint               deals,
            gint64              budget_us,
            guint               playouts,
            gint64              reference_budget_us,
            guint64             seed,
            const int          *matchups,
            guint               n_matchups,
            guint               jobs,
            gboolean            verbose,
            JsonBuilder        *builder,
            GError            **error)
{
  /* The ~10 % over its budget that a loaded machine may add. */
  gint64 slow_us = verbose && playouts == 0 ? budget_us + budget_us / 10 : 0;
  BenchLog hard = { g_array_new (FALSE, FALSE, sizeof (gint64)), 0, 0, 0, FALSE, slow_us };
  BenchLog omniscient = { g_array_new (FALSE, FALSE, sizeof (gint64)), 0, 0, 0, FALSE, slow_us };
  BenchLog rules = { g_array_new (FALSE, FALSE, sizeof (gint64)), 0, 0, 0, TRUE, 0 };
  int rules_player = -1;
  gboolean ok = FALSE;

  if (players == 0)
    players = info->default_players;

  json_builder_set_member_name (builder, info->id);
  json_builder_begin_object (builder);
  add_int (builder, "players", players);

  if (verbose)
    g_printerr ("%s: %s\n", info->id, _("speed"));
  if (!bench_speed (info, players, seconds, seed, builder, error))
    goto out;

  json_builder_set_member_name (builder, "matchups");
  json_builder_begin_array (builder);
  for (guint m = 0; m < n_matchups; m++)
    {
      int first = matchups[2 * m], second = matchups[2 * m + 1];
      /* The decision times are the hard player's, against the level below
       * (or the first matchup that has one); the omniscient one's apart. */
      BenchLog *log = first == BENCH_OMNISCIENT ? &omniscient :
                      (bench_player_searches (first) || bench_player_searches (second)) ? &hard : NULL;

      /* A rule-based player against random: its own decision times. */
      if (log == NULL && second == TRP_AI_LEVEL_RANDOM && first != TRP_AI_LEVEL_RANDOM &&
          (rules_player < 0 || rules_player == first))
        {
          log = &rules;
          rules_player = first;
        }

      if (verbose)
        g_printerr ("%s: %s – %s\n", info->id, bench_player_name (first), bench_player_name (second));
      if (!bench_matchup (info, players, first, second, deals, budget_us, playouts,
                          seed + 1000 * m, jobs, verbose, log, builder, error))
        {
          json_builder_end_array (builder);
          goto out;
        }
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "search");
  json_builder_begin_object (builder);
  add_double (builder, "budget_ms", budget_us / 1000.0);
  if (playouts > 0)
    add_int (builder, "playouts", playouts);
  add_double (builder, "iterations_per_decision",
              hard.searched > 0 ? (double) hard.iterations / hard.searched : 0);
  /* How often the search changed the rule-based player's move at all. */
  add_double (builder, "kept_rule_based_share",
              hard.searched > 0 ? (double) hard.kept_rule_based / hard.searched : 0);
  /* The throughput over the positions of the games played, where the
   * reference below measures it near the start of a round. */
  if (hard.search_us > 0)
    add_double (builder, "iterations_per_200ms_in_play",
                hard.iterations * 200000.0 / hard.search_us);
  if (reference_budget_us > 0)
    {
      g_autofree char *member = g_strdup_printf ("iterations_at_%" G_GINT64_FORMAT "ms",
                                                 reference_budget_us / 1000);

      if (verbose)
        g_printerr ("%s: %s\n", info->id, member);
      add_double (builder, member, bench_iterations_at (info, players, reference_budget_us, seed, 3));
    }
  json_builder_end_object (builder);

  add_decisions (builder, "decision_ms", &hard);
  if (omniscient.decision_us->len > 0)
    add_decisions (builder, "omniscient_decision_ms", &omniscient);
  if (rules.decision_us->len > 0)
    {
      g_autofree char *member = g_strdup_printf ("%s_decision_ms", bench_player_name (rules_player));

      add_decisions (builder, member, &rules);
    }
  ok = TRUE;

out:
  json_builder_end_object (builder);
  g_array_unref (hard.decision_us);
  g_array_unref (omniscient.decision_us);
  g_array_unref (rules.decision_us);
  return ok;
}


static gint64
peak_rss_kb (void)
{
  struct rusage usage;

  /* Linux counts ru_maxrss in kilobytes. */
  if (getrusage (RUSAGE_SELF, &usage) != 0)
    return -1;
  return usage.ru_maxrss;
}

/* Its options, then the checks of each in the order of --help, then one
 * benchmark a game: one command, read from top to bottom. */
int
command_bench (int    argc,
               char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("[GAME]"));
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GPtrArray) games = g_ptr_array_new ();
  int players = 0, deals = -1, strength = 0, budget_ms = 20, reference_ms = 200, jobs = 1;
  int playouts = 0, other_playouts = 1000;
  double seconds = 0.5;
  gint64 seed = 1;
  g_autofree char *level_a = NULL;
  g_autofree char *level_b = NULL;
  g_autofree char *game_list = NULL;
  g_autofree char *rules_text = NULL;
  gboolean save_load = FALSE, verbose = FALSE;
  int save_load_rounds = 30;
  int matchups[6];
  guint n_matchups = 0;
  gint64 start = g_get_monotonic_time ();
  const GOptionEntry entries[] = {
    { "games", 'g', 0, G_OPTION_ARG_STRING, &game_list,
      N_("Comma-separated games (every playable game)"), N_("GAMES") },
    { "deals", 'n', 0, G_OPTION_ARG_INT, &deals,
      N_("Deals of each strength matchup, each played once per team, or per seat where teams form during the hand; 0 for speed only (3)"), N_("N") },
    { "strength", 0, 0, G_OPTION_ARG_INT, &strength, N_("The same as --deals"), N_("N") },
    { "level", 0, 0, G_OPTION_ARG_STRING, &level_a,
      N_("Measure only this player (easy, normal, hard, random, omniscient, hard-guided, hard-policy, hard-full, hard-other)"), N_("PLAYER") },
    { "against", 0, 0, G_OPTION_ARG_STRING, &level_b,
      N_("…against this one (normal)"), N_("PLAYER") },
    { "budget", 'b', 0, G_OPTION_ARG_INT, &budget_ms,
      N_("Thinking time of searching players in ms (20)"), N_("MS") },
    { "playouts", 0, 0, G_OPTION_ARG_INT, &playouts,
      N_("Playouts of every search instead of a thinking time, so that the moves do not depend on the machine’s load; 0 for --budget (0)"), N_("N") },
    { "other-playouts", 0, 0, G_OPTION_ARG_INT, &other_playouts,
      N_("Playouts of the player hard-other: Hard at another effort than --playouts (1000)"), N_("N") },
    { "reference-budget", 0, 0, G_OPTION_ARG_INT, &reference_ms,
      N_("Also count search iterations at this budget in ms, 0 not to (200)"), N_("MS") },
    { "seconds", 't', 0, G_OPTION_ARG_DOUBLE, &seconds,
      N_("Time for each speed measure (0.5)"), N_("S") },
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("Number of players (each game’s usual number)"), N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("Seed (1)"), N_("SEED") },
    { "jobs", 'j', 0, G_OPTION_ARG_INT, &jobs,
      N_("Deals played at once, one thread each; decision times then share the cores (1)"), N_("N") },
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose, N_("Print progress on standard error"), NULL },
    { "save-load", 0, 0, G_OPTION_ARG_NONE, &save_load,
      N_("Measure only saving and loading a long random match"), NULL },
    { "rounds", 'r', 0, G_OPTION_ARG_INT, &save_load_rounds, N_("Rounds of that match (30)"), N_("N") },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_text, N_("House rules as a JSON object, e.g. {\"three_player_mode\": \"no_teams\"}"), N_("JSON") },
    { NULL }
  };

  /* xgettext:no-c-format */
  g_option_context_set_summary (context, _("Prints one JSON object: speed, search effort, decision "
                                           "times, and win rates with 95 % confidence intervals."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc > 2)
    {
      g_printerr ("%s\n", error != NULL ? error->message : _("Usage: trapoula-cli bench [GAME] [OPTIONS]"));
      return 2;
    }

  /* Checked before anything is timed or sized by them: a NaN would be
   * printed as JSON that is not JSON, a negative number means nothing. */
  if (!isfinite (seconds) || seconds < 0 || seconds > 3600)
    {
      g_printerr (_("--seconds is a number of seconds from 0 to 3600\n"));
      return 2;
    }
  if (jobs < 1 || deals < -1 || strength < 0 || budget_ms < 0 || reference_ms < 0 || players < 0 ||
      save_load_rounds < 1)
    {
      g_printerr (_("--jobs and --rounds must be at least 1; --deals, --strength, --budget, "
                    "--reference-budget and --players cannot be negative\n"));
      return 2;
    }

  if (argc == 2 || game_list != NULL)
    {
      g_auto(GStrv) ids = argc == 2 ? g_strsplit (argv[1], ",", -1) : g_strsplit (game_list, ",", -1);

      for (guint i = 0; ids[i] != NULL; i++)
        {
          const TrpGameInfo *info = lookup_playable (g_strstrip (ids[i]), &error);

          if (info == NULL)
            {
              g_printerr ("%s\n", error->message);
              return 2;
            }
          g_ptr_array_add (games, (gpointer) info);
        }
    }
  else
    {
      guint n_games;
      const TrpGameInfo *all = trp_game_catalog_get_all (&n_games);

      for (guint i = 0; i < n_games; i++)
        if (trp_game_info_is_playable (&all[i]))
          g_ptr_array_add (games, (gpointer) &all[i]);
    }

  for (guint i = 0; i < games->len; i++)
    if (!parse_cli_rules (rules_text, g_ptr_array_index (games, i), &error) ||
        !reconcile_player_count (g_ptr_array_index (games, i), &players, &error))
      {
        g_printerr ("%s\n", error->message);
        return 2;
      }

  if (level_a != NULL || level_b != NULL)
    {
      int a = TRP_AI_LEVEL_HARD, b = TRP_AI_LEVEL_NORMAL;

      if ((level_a != NULL && !bench_player_from_string (level_a, &a)) ||
          (level_b != NULL && !bench_player_from_string (level_b, &b)))
        {
          g_printerr (_("A player is easy, normal, hard, random or omniscient\n"));
          return 2;
        }
      matchups[n_matchups++] = a;
      matchups[n_matchups++] = b;
    }
  else
    {
      matchups[n_matchups++] = TRP_AI_LEVEL_HARD;
      matchups[n_matchups++] = TRP_AI_LEVEL_NORMAL;
      matchups[n_matchups++] = TRP_AI_LEVEL_NORMAL;
      matchups[n_matchups++] = TRP_AI_LEVEL_RANDOM;
      matchups[n_matchups++] = BENCH_OMNISCIENT;
      matchups[n_matchups++] = TRP_AI_LEVEL_NORMAL;
    }
  n_matchups /= 2;

  /* --deals 0 measures speed alone. */
  if (deals < 0)
    deals = strength > 0 ? strength : 3;
  if (deals == 0)
    n_matchups = 0;
  budget_ms = MAX (budget_ms, 1);
  if (playouts < 0 || other_playouts < 1)
    {
      g_printerr ("%s\n", _("--playouts cannot be negative, --other-playouts must be at least 1"));
      return 2;
    }
  bench_other_playouts = (guint) other_playouts;

  if (save_load)
    {
      if (games->len != 1)
        {
          g_printerr (_("--save-load measures one game\n"));
          return 2;
        }
      const TrpGameInfo *info = g_ptr_array_index (games, 0);

      return bench_save_load (info, players > 0 ? players : (int) info->default_players,
                              MAX (save_load_rounds, 1), seconds, seed);
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "parameters");
  json_builder_begin_object (builder);
  add_int (builder, "deals", deals);
  add_int (builder, "budget_ms", budget_ms);
  add_int (builder, "playouts", playouts);
  add_int (builder, "other_playouts", other_playouts);
  add_int (builder, "seed", seed);
  add_double (builder, "speed_seconds", seconds);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "games");
  json_builder_begin_object (builder);
  for (guint i = 0; i < games->len; i++)
    {
      const TrpGameInfo *info = g_ptr_array_index (games, i);

      if (!bench_game (info, players, seconds, deals, (gint64) budget_ms * 1000, playouts,
                       (gint64) reference_ms * 1000, seed, matchups, n_matchups,
                       MAX (jobs, 1), verbose, builder, &error))
        {
          g_printerr ("%s: %s\n", info->id, error->message);
          return 1;
        }
    }
  json_builder_end_object (builder);

  add_int (builder, "peak_rss_kb", peak_rss_kb ());
  add_double (builder, "seconds", elapsed_seconds (start));
  json_builder_end_object (builder);
  print_json (builder);

  return 0;
}
