/* cli-trace.c: trapoula-cli trace: a searching player's Biriba choices beside the rule-based player's
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
#include "biriba/trp-biriba-view.h"

/* The tracer: in Biriba rounds of one tested player (Hard) against the
 * field (Normal), each of its decisions set beside the one the field's
 * player would have made in the same position, and the kinds of move a
 * strong player notices counted: a discard that fits the next
 * opponent's melds while the hand held one that fits none of them (a
 * gift), a pile the field's player would take and the tested one left,
 * a card discarded where the field's player would lay one off. */
typedef struct
{
  guint rounds;
  guint decisions;           /* the tested player's */
  guint differed;            /* where the field's player chose otherwise */
  guint discards;            /* the tested player's */
  guint gifts;               /* of those, a gift with a safe card held */
  guint gifts_field_safe;    /* …where the field's player threw a safe one */
  guint gifts_taken;         /* …and the next opponent took the pile at once */
  guint field_gifts_there;   /* the field's player's gifts in those positions */
  guint field_discards;      /* the field's own seats' discards */
  guint field_gifts;         /* …gifts among them */
  guint field_gifts_taken;
  guint draws;               /* the tested player's draws with the pile open */
  guint refused_piles;       /* it drew from the stock, the field's player took the pile */
  guint took_piles_refused;  /* the other way round */
  guint missed_lay_offs;     /* it discarded, the field's player laid off */
  /* Of the gifts, refused piles and missed lay-offs where the field's
   * player chose otherwise: those where the search's second opinion, on
   * deals of its own (trp_search_compare()), finds the field's move
   * better, and better by more than two standard errors. */
  guint later[3];
  guint later_clearly[3];
  /* The same, judged with rollouts that the field's rule-based player
   * itself plays at every seat (--player-judge), not the search's fast
   * guided copy of its rules of thumb. */
  gboolean player_judge;
  guint by_player[3];
  guint by_player_clearly[3];
} TraceTally;

enum { TRACE_GIFT, TRACE_REFUSED_PILE, TRACE_MISSED_LAY_OFF };

/* Deals of the second opinion, each move played on every one: four
 * times the playouts of a search at 1,000, given to two moves instead of
 * up to thirty, so that its own luck is small beside the search's. */
#define TRACE_SECOND_OPINION_DEALS 2000
/* The rule-based player's own rollouts are ten times as slow. */
#define TRACE_PLAYER_JUDGE_DEALS 300

static void
trace_second_opinion (TrpGame         *game,
                      const TrpAction *tested,
                      const TrpAction *field,
                      guint64          seed,
                      guint            kind,
                      gboolean         verbose,
                      TraceTally      *tally)
{
  TrpSearchParams params;
  double mean, stderror;

  if (field == NULL || trp_action_equal (tested, field))
    return;
  trp_ai_search_params_init_for_game (&params, game);
  params.seed = seed ^ G_GUINT64_CONSTANT (0x5851f42d4c957f2d);
  if (trp_search_compare (game, &params, tested, field, TRACE_SECOND_OPINION_DEALS, &mean, &stderror) == 0)
    return;
  tally->later[kind] += mean < 0;
  tally->later_clearly[kind] += mean < -2 * stderror;
  if (verbose)
    g_printerr ("  second opinion: %+.4f ± %.4f\n", mean, stderror);
  if (tally->player_judge)
    {
      /* Whether the guided rollouts judge as the player they copy: every
       * seat played by the rule-based player, as Normal plays at the
       * table, the same cut and reward. */
      params.guided_rollouts = FALSE;
      if (trp_search_compare (game, &params, tested, field, TRACE_PLAYER_JUDGE_DEALS, &mean, &stderror) == 0)
        return;
      tally->by_player[kind] += mean < 0;
      tally->by_player_clearly[kind] += mean < -2 * stderror;
      if (verbose)
        g_printerr ("  by the rule-based player's rollouts: %+.4f ± %.4f\n", mean, stderror);
    }
}

static int
trace_next_opponent (const TrpBiribaView *view,
                     guint                seat)
{
  for (guint i = 1; i < view->n_seats; i++)
    {
      guint s = (seat + i) % view->n_seats;

      if (view->side_of_seat[s] != view->side_of_seat[seat])
        return s;
    }
  return -1;
}

static gboolean
trace_fits_side (const TrpBiribaView *view,
                 int                  side,
                 TrpCard              card)
{
  for (guint m = 0; m < view->n_melds; m++)
    {
      guint n;
      int owner;

      trp_biriba_view_get_meld (view, m, &n, &owner);
      if (owner == side && trp_biriba_view_meld_takes_card (view, m, card))
        return TRUE;
    }
  return FALSE;
}

/* Whether discarding @action gives the next opponent a card for its
 * melds while the hand held another that fits none of them. */
static gboolean
trace_is_gift (TrpGame         *game,
               const TrpAction *action)
{
  TrpBiribaView view;
  int next, side;
  gboolean safe_held = FALSE;

  if (action->type != g_intern_static_string (TRP_ACTION_DISCARD) || action->n_cards != 1)
    return FALSE;
  trp_biriba_game_get_view (game, action->seat, &view);
  if ((next = trace_next_opponent (&view, action->seat)) < 0)
    return FALSE;
  side = view.side_of_seat[next];
  if (!trace_fits_side (&view, side, action->cards[0]))
    return FALSE;
  for (guint i = 0; i < view.n_hand && !safe_held; i++)
    safe_held = view.hand[i] != action->cards[0] && !trace_fits_side (&view, side, view.hand[i]);
  return safe_held;
}

static gboolean
trace_is (const TrpAction *action,
          const char      *type)
{
  return action != NULL && action->type == g_intern_string (type);
}

static void
trace_print_gift (TrpGame         *game,
                  const TrpAction *tested,
                  const TrpAction *field)
{
  TrpBiribaView view;
  g_autofree char *hand = NULL;
  g_autofree char *thrown = NULL;
  g_autofree char *other = NULL;

  trp_biriba_game_get_view (game, tested->seat, &view);
  hand = trp_cards_get_short_names (view.hand, view.n_hand);
  thrown = trp_action_to_string (tested);
  other = trp_action_to_string (field);
  g_printerr ("gift: seat %d of %u, hand %s, stock %u: %s (the field's player: %s)\n",
              tested->seat, view.n_seats, hand, view.stock_size, thrown, other);
}

static gboolean
trace_round (const TrpGameInfo *info,
             guint              n_players,
             guint              tested_seat,
             int                tested,
             int                field,
             guint64            deal_seed,
             gint64             budget_us,
             guint              playouts,
             gboolean           verbose,
             TraceTally        *tally,
             GError           **error)
{
  g_autofree TrpAiLevel *levels = g_new0 (TrpAiLevel, n_players);
  g_autofree int *seats = g_new0 (int, n_players);
  g_autoptr(TrpRng) rng = trp_rng_new (deal_seed ^ G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
  g_autoptr(TrpMatch) match = NULL;
  /* A gift waiting for the next opponent's draw: that seat, or -1. */
  int gift_to = -1;
  gboolean gift_by_tested = FALSE;
  guint moves = 0;

  for (guint i = 0; i < n_players; i++)
    {
      seats[i] = i == tested_seat ? tested : field;
      levels[i] = seats[i] >= BENCH_OMNISCIENT ? TRP_AI_LEVEL_HARD : (TrpAiLevel) seats[i];
    }
  if (!(match = new_computer_match (info, n_players, levels, error)) ||
      !trp_match_start_round (match, deal_seed, error))
    return FALSE;

  while (trp_match_get_round_in_progress (match))
    {
      TrpGame *game = trp_match_get_game (match);
      int seat = trp_game_get_current_seat (game);
      guint64 seed = trp_rng_next (rng) >> 11;
      g_autoptr(TrpAction) action = NULL;
      g_autoptr(TrpAction) alternative = NULL;

      if (seat < 0 || ++moves > 100000)
        {
          g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_INVALID,
                       _("The round does not end (seat %d to move after %u moves)"), seat, moves);
          return FALSE;
        }
      action = decide (game, seats[seat], seed, budget_us, playouts, NULL);
      if (action == NULL)
        {
          g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_INVALID,
                       _("Seat %d has no legal move"), seat);
          return FALSE;
        }

      if (seat == gift_to)
        {
          if (trace_is (action, TRP_ACTION_TAKE_PILE))
            {
              if (gift_by_tested)
                tally->gifts_taken++;
              else
                tally->field_gifts_taken++;
            }
          gift_to = -1;
        }

      if ((guint) seat == tested_seat)
        {
          gboolean gift;

          alternative = decide (game, field, seed, budget_us, playouts, NULL);
          tally->decisions++;
          tally->differed += alternative == NULL || !trp_action_equal (action, alternative);
          if (trace_is (action, TRP_ACTION_DISCARD))
            {
              gift = trace_is_gift (game, action);
              tally->discards++;
              tally->field_gifts_there += alternative != NULL && trace_is_gift (game, alternative);
              if (gift)
                {
                  tally->gifts++;
                  tally->gifts_field_safe += alternative != NULL &&
                                             trace_is (alternative, TRP_ACTION_DISCARD) &&
                                             !trace_is_gift (game, alternative);
                  if (verbose)
                    trace_print_gift (game, action, alternative);
                  trace_second_opinion (game, action, alternative, seed, TRACE_GIFT, verbose, tally);
                }
              if (trace_is (alternative, TRP_ACTION_ADD_TO_MELD))
                {
                  tally->missed_lay_offs++;
                  trace_second_opinion (game, action, alternative, seed, TRACE_MISSED_LAY_OFF, FALSE, tally);
                }
            }
          if (trace_is (action, TRP_ACTION_DRAW_STOCK) || trace_is (action, TRP_ACTION_TAKE_PILE))
            {
              tally->draws++;
              if (trace_is (action, TRP_ACTION_DRAW_STOCK) && trace_is (alternative, TRP_ACTION_TAKE_PILE))
                {
                  tally->refused_piles++;
                  trace_second_opinion (game, action, alternative, seed, TRACE_REFUSED_PILE, FALSE, tally);
                }
              tally->took_piles_refused += trace_is (action, TRP_ACTION_TAKE_PILE) &&
                                           trace_is (alternative, TRP_ACTION_DRAW_STOCK);
            }
          if (trace_is (action, TRP_ACTION_DISCARD) && trace_is_gift (game, action))
            {
              TrpBiribaView view;

              trp_biriba_game_get_view (game, seat, &view);
              gift_to = trace_next_opponent (&view, seat);
              gift_by_tested = TRUE;
            }
        }
      else if (trace_is (action, TRP_ACTION_DISCARD))
        {
          tally->field_discards++;
          if (trace_is_gift (game, action))
            {
              TrpBiribaView view;

              tally->field_gifts++;
              trp_biriba_game_get_view (game, seat, &view);
              gift_to = trace_next_opponent (&view, seat);
              gift_by_tested = FALSE;
            }
        }

      if (!trp_match_perform (match, action, error))
        return FALSE;
    }
  tally->rounds++;
  return TRUE;
}

static void
add_share (JsonBuilder *builder,
           const char  *member,
           guint        count,
           guint        of)
{
  g_autofree char *rate = g_strconcat (member, "_rate", NULL);

  add_int (builder, member, count);
  add_double (builder, rate, of > 0 ? (double) count / of : 0);
}

int
command_trace (int    argc,
               char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *player_list = NULL;
  g_autofree char *level_a = NULL;
  g_autofree char *level_b = NULL;
  g_auto(GStrv) sizes = NULL;
  int rounds = 50, budget_ms = 20, playouts = 0;
  gint64 seed = 1;
  gboolean verbose = FALSE, player_judge = FALSE;
  int tested = TRP_AI_LEVEL_HARD, field = TRP_AI_LEVEL_NORMAL;
  const TrpGameInfo *info;
  gint64 start = g_get_monotonic_time ();
  const GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_STRING, &player_list,
      N_("Comma-separated table sizes (3,4,5)"), N_("N,…") },
    { "rounds", 'r', 0, G_OPTION_ARG_INT, &rounds,
      N_("Rounds at each table size, the tested player in each seat in turn (50)"), N_("N") },
    { "level", 0, 0, G_OPTION_ARG_STRING, &level_a, N_("The tested player (hard)"), N_("PLAYER") },
    { "against", 0, 0, G_OPTION_ARG_STRING, &level_b,
      N_("The field’s player, whose choice is traced beside it (normal)"), N_("PLAYER") },
    { "budget", 'b', 0, G_OPTION_ARG_INT, &budget_ms,
      N_("Thinking time of searching players in ms (20)"), N_("MS") },
    { "playouts", 0, 0, G_OPTION_ARG_INT, &playouts,
      N_("Playouts of every search instead of a thinking time, so that the moves do not depend on the machine’s load; 0 for --budget (0)"), N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("Seed (1)"), N_("SEED") },
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose,
      N_("Print every gift on standard error"), NULL },
    { "player-judge", 0, 0, G_OPTION_ARG_NONE, &player_judge,
      N_("Also judge each choice that differs from the field’s with rollouts the field’s player plays itself (slow)"),
      NULL },
    { NULL }
  };

  g_option_context_set_summary (context, _("Prints one JSON object per table size: the tested "
                                           "player’s gifts to the next opponent, refused piles "
                                           "and missed lay-offs, beside the field’s player’s "
                                           "choices in the same positions."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc > 1 ||
      rounds < 1 || budget_ms < 1 || playouts < 0)
    {
      g_printerr ("%s\n", error != NULL ? error->message : _("Usage: trapoula-cli trace [OPTIONS]"));
      return 2;
    }
  if ((level_a != NULL && !bench_player_from_string (level_a, &tested)) ||
      (level_b != NULL && !bench_player_from_string (level_b, &field)))
    {
      g_printerr (_("A player is easy, normal, hard, random or omniscient\n"));
      return 2;
    }
  info = trp_game_catalog_lookup ("biriba");
  sizes = g_strsplit (player_list != NULL ? player_list : "3,4,5", ",", -1);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "parameters");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "player");
  json_builder_add_string_value (builder, bench_player_name (tested));
  json_builder_set_member_name (builder, "against");
  json_builder_add_string_value (builder, bench_player_name (field));
  add_int (builder, "rounds", rounds);
  add_int (builder, "budget_ms", budget_ms);
  add_int (builder, "playouts", playouts);
  add_int (builder, "seed", seed);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "tables");
  json_builder_begin_object (builder);
  for (guint i = 0; sizes[i] != NULL; i++)
    {
      guint64 n = g_ascii_strtoull (sizes[i], NULL, 10);
      g_autoptr(TrpRng) rng = trp_rng_new (seed);
      TraceTally tally = { .player_judge = player_judge };

      if (n < info->min_players || n > info->max_players)
        {
          g_printerr (_("Biriba is played by %u to %u players\n"), info->min_players, info->max_players);
          return 2;
        }
      for (int r = 0; r < rounds; r++)
        {
          guint64 deal_seed = trp_rng_next (rng) >> 11;

          if (verbose)
            g_printerr ("%s: %u/%d\n", sizes[i], r + 1, rounds);
          if (!trace_round (info, n, r % n, tested, field, deal_seed, (gint64) budget_ms * 1000,
                            playouts, verbose, &tally, &error))
            {
              g_printerr ("%s\n", error->message);
              return 1;
            }
        }

      json_builder_set_member_name (builder, sizes[i]);
      json_builder_begin_object (builder);
      add_int (builder, "rounds", tally.rounds);
      add_int (builder, "decisions", tally.decisions);
      add_share (builder, "differed", tally.differed, tally.decisions);
      add_int (builder, "discards", tally.discards);
      add_share (builder, "gifts", tally.gifts, tally.discards);
      add_int (builder, "gifts_where_field_threw_safe", tally.gifts_field_safe);
      add_int (builder, "gifts_taken_at_once", tally.gifts_taken);
      add_share (builder, "field_gifts_in_same_positions", tally.field_gifts_there, tally.discards);
      add_int (builder, "field_discards", tally.field_discards);
      add_share (builder, "field_gifts", tally.field_gifts, tally.field_discards);
      add_int (builder, "field_gifts_taken_at_once", tally.field_gifts_taken);
      add_int (builder, "draws", tally.draws);
      add_share (builder, "refused_piles", tally.refused_piles, tally.draws);
      add_share (builder, "took_piles_field_refused", tally.took_piles_refused, tally.draws);
      add_share (builder, "missed_lay_offs", tally.missed_lay_offs, tally.discards);
      /* Where the search's own second opinion finds the field's move
       * better ("by the search's own later evaluation"). */
      add_share (builder, "gifts_field_better_later", tally.later[TRACE_GIFT], tally.discards);
      add_share (builder, "gifts_field_clearly_better_later", tally.later_clearly[TRACE_GIFT], tally.discards);
      add_share (builder, "refused_piles_field_better_later", tally.later[TRACE_REFUSED_PILE], tally.draws);
      add_share (builder, "refused_piles_field_clearly_better_later", tally.later_clearly[TRACE_REFUSED_PILE], tally.draws);
      add_share (builder, "missed_lay_offs_field_better_later", tally.later[TRACE_MISSED_LAY_OFF], tally.discards);
      add_share (builder, "missed_lay_offs_field_clearly_better_later", tally.later_clearly[TRACE_MISSED_LAY_OFF],
                 tally.discards);
      if (player_judge)
        {
          add_share (builder, "gifts_field_better_by_player", tally.by_player[TRACE_GIFT], tally.discards);
          add_share (builder, "gifts_field_clearly_better_by_player", tally.by_player_clearly[TRACE_GIFT],
                     tally.discards);
          add_share (builder, "refused_piles_field_better_by_player", tally.by_player[TRACE_REFUSED_PILE],
                     tally.draws);
          add_share (builder, "refused_piles_field_clearly_better_by_player",
                     tally.by_player_clearly[TRACE_REFUSED_PILE], tally.draws);
          add_share (builder, "missed_lay_offs_field_better_by_player", tally.by_player[TRACE_MISSED_LAY_OFF],
                     tally.discards);
          add_share (builder, "missed_lay_offs_field_clearly_better_by_player",
                     tally.by_player_clearly[TRACE_MISSED_LAY_OFF], tally.discards);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);
  add_double (builder, "seconds", elapsed_seconds (start));
  json_builder_end_object (builder);
  print_json (builder);

  return 0;
}
