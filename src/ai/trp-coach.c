/* trp-coach.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The coach plays a finished round again and, at each of the person's
 * decisions, asks the Hard player's search what it would have done from
 * that seat, seeing only what the seat saw (the search samples the hidden
 * cards anew: trp_game_determinize()). Where the search's move differs,
 * both moves are played on the same fresh deals to the round's end
 * (trp_search_compare()) and scored in the round's own points, so the
 * person reads “about 300 more points”, not a win rate. A loss is told
 * only when it stands clear of its own standard error.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "trp-ai.h"
#include "trp-coach.h"
#include "trp-format.h"

/* At the round's end the person waits for the coach: on two cores, a
 * Biriba round of some forty decisions fits in about four seconds with
 * these (see docs in the commit). */
#define DEFAULT_SEARCH_PLAYOUTS 96
#define DEFAULT_COMPARE_DEALS   48
#define DEFAULT_BUDGET_US       (4 * G_USEC_PER_SEC)
#define DEFAULT_MIN_Z           2.0
#define DEFAULT_MAX_NOTES       3
#define MAX_DEAL_ROUNDS         2
/* Less is not worth a person's attention, however sure: a level is won
 * or lost whole, and ten points are a Marianna trick's small change. */
#define MIN_LOSS_POINTS         10.0
#define MIN_LOSS_LEVELS         0.5

void
trp_coach_params_init (TrpCoachParams *params)
{
  g_return_if_fail (params != NULL);

  params->seed = 0;
  params->search_playouts = DEFAULT_SEARCH_PLAYOUTS;
  params->compare_deals = DEFAULT_COMPARE_DEALS;
  params->budget_us = DEFAULT_BUDGET_US;
  params->min_z = DEFAULT_MIN_Z;
  params->max_notes = DEFAULT_MAX_NOTES;
}

void
trp_coach_note_free (TrpCoachNote *note)
{
  if (note == NULL)
    return;
  g_clear_pointer (&note->played, trp_action_free);
  g_clear_pointer (&note->better, trp_action_free);
  g_free (note->played_text);
  g_free (note->better_text);
  g_free (note);
}

/* The round's points of @seat's side less the best other side's: what a
 * move is worth, in the units the score pad shows. */
static double
points_reward (TrpGame *game,
               int      seat)
{
  int totals[TRP_SEARCH_MAX_UNITS];
  int winner, best_other = G_MININT;
  guint n_units, mine;

  n_units = trp_game_round_totals (game, totals, G_N_ELEMENTS (totals), &winner);
  if (n_units == 0)
    return 0;
  mine = trp_game_get_scoring_unit (game, seat);
  for (guint unit = 0; unit < n_units; unit++)
    if (unit != mine)
      best_other = MAX (best_other, totals[unit]);
  return totals[mine] - (best_other == G_MININT ? 0 : best_other);
}

/* “About 300”: the nearest ten from a hundred up, where more precision
 * than the deals give would mislead. */
static int
round_loss (double loss,
            gboolean levels)
{
  if (levels || loss < 100)
    return MAX (1, (int) lround (loss));
  return (int) lround (loss / 10) * 10;
}

/**
 * trp_coach_note_describe:
 *
 * Returns: (transfer full): the note in a sentence, translated: “Here,
 *   “took the discard pile (7 cards)” was worth about 300 more points than
 *   “drew from the stock”.”
 */
char *
trp_coach_note_describe (const TrpCoachNote *note)
{
  int amount;
  g_autofree char *number = NULL;

  g_return_val_if_fail (note != NULL, NULL);

  amount = round_loss (note->loss, note->levels);
  number = trp_format_number (amount);
  if (note->levels)
    /* Translators: the coach, at a round's end. The first %s is the
     * better move, the last the person's, each as the game describes a
     * move (“played the ace of cups”); the middle %s is a number. */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Here, “%s” was worth about %s more level than “%s”.",
                                         "Here, “%s” was worth about %s more levels than “%s”.",
                                         amount),
                            note->better_text, number, note->played_text);
  /* Translators: the coach, at a round's end. The first %s is the better
   * move, the last the person's, each as the game describes a move
   * (“took the discard pile (7 cards)”, “drew from the stock”); the
   * middle %s is a number. */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Here, “%s” was worth about %s more point than “%s”.",
                                       "Here, “%s” was worth about %s more points than “%s”.",
                                       amount),
                          note->better_text, number, note->played_text);
}

static gint
compare_loss (gconstpointer a,
              gconstpointer b)
{
  const TrpCoachNote *x = *(TrpCoachNote * const *) a;
  const TrpCoachNote *y = *(TrpCoachNote * const *) b;

  if (x->loss != y->loss)
    return x->loss > y->loss ? -1 : 1;
  return (int) x->action_index - (int) y->action_index;
}

/* The Hard player's judgement of @played, the move @seat made in @game:
 * a note when the search's own move beats it clearly, NULL otherwise. */
static TrpCoachNote *
judge (TrpGame              *game,
       const TrpAction      *played,
       guint                 index,
       const TrpCoachParams *params,
       GCancellable         *cancellable)
{
  g_autoptr(TrpAction) better = NULL;
  g_autoptr(GPtrArray) legal = NULL;
  TrpSearchParams search;
  TrpCoachNote *note;
  double mean, stderror, min_loss;
  guint n;

  legal = trp_game_legal_actions (game);
  if (legal == NULL || legal->len < 2)
    return NULL;

  trp_ai_search_params_init_for_game (&search, game);
  search.seed = params->seed ^ ((guint64) index * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
  search.iterations = params->search_playouts;
  search.time_budget_us = 0;
  search.omniscient = FALSE;
  search.run_full_budget = FALSE;
  better = trp_search_choose (game, &search, cancellable, NULL);
  g_debug ("coach: move %u, %u legal, search %s%s", index, legal->len,
           better != NULL ? better->type : "none",
           better != NULL && trp_action_equal (better, played) ? " (the same)" : "");
  if (better == NULL || trp_action_equal (better, played) ||
      g_cancellable_is_cancelled (cancellable))
    return NULL;

  /* A second opinion on fresh deals, played to the round's end and
   * scored in points: free of the luck that made the move the search's
   * best of many. A difference still inside the noise gets more deals
   * (the first deals of a seed stay the same), up to MAX_DEAL_ROUNDS
   * times four: Biriba's scores swing by hundreds from deal to deal. */
  min_loss = TRP_GAME_GET_CLASS (game)->totals_are_levels ? MIN_LOSS_LEVELS : MIN_LOSS_POINTS;
  search.seed = ~search.seed;
  search.reward = points_reward;
  search.rollout_moves = 0;
  for (guint deals = params->compare_deals, stage = 0; ; deals *= 4, stage++)
    {
      n = trp_search_compare (game, &search, better, played, deals, &mean, &stderror);
      g_debug ("coach: move %u, %s better by %.1f ± %.1f on %u deals", index, better->type, mean, stderror, n);
      if (n < 2 || mean < min_loss || g_cancellable_is_cancelled (cancellable))
        return NULL;
      if (mean > params->min_z * stderror)
        break;
      if (stage == MAX_DEAL_ROUNDS)
        return NULL;
    }
  note = g_new0 (TrpCoachNote, 1);
  note->action_index = index;
  note->played = trp_action_copy (played);
  note->better = g_steal_pointer (&better);
  note->played_text = trp_game_describe_move (game, note->played);
  note->better_text = trp_game_describe_move (game, note->better);
  note->loss = mean;
  note->stderror = stderror;
  note->levels = TRP_GAME_GET_CLASS (game)->totals_are_levels;
  return note;
}

/**
 * trp_coach_review_game:
 * @start: the round as dealt; left as it is
 * @actions: (element-type TrpAction): the round's moves, in order
 * @seat: the person's seat
 * @params: seed, effort and time
 * @cancellable: (nullable): stops the review; what was found is returned
 *
 * Returns: (transfer full) (element-type TrpCoachNote): at most
 *   @params.max_notes notes, the largest loss first
 */
GPtrArray *
trp_coach_review_game (TrpGame              *start,
                       GPtrArray            *actions,
                       int                   seat,
                       const TrpCoachParams *params,
                       GCancellable         *cancellable)
{
  g_autoptr(GPtrArray) notes = NULL;
  g_autoptr(TrpGame) game = NULL;
  gint64 deadline;

  g_return_val_if_fail (TRP_IS_GAME (start), NULL);
  g_return_val_if_fail (actions != NULL && params != NULL, NULL);

  notes = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_coach_note_free);
  game = trp_game_clone (start);
  deadline = params->budget_us > 0 ? g_get_monotonic_time () + params->budget_us : 0;

  for (guint a = 0; a < actions->len; a++)
    {
      const TrpAction *action = g_ptr_array_index (actions, a);

      if (g_cancellable_is_cancelled (cancellable) ||
          (deadline > 0 && g_get_monotonic_time () >= deadline))
        break;
      /* A log that does not replay has nothing more to teach. */
      if (!trp_game_validate (game, action, NULL))
        break;
      if (action->seat == seat && trp_game_get_current_seat (game) == seat)
        {
          TrpCoachNote *note = judge (game, action, a, params, cancellable);

          if (note != NULL)
            g_ptr_array_add (notes, note);
        }
      trp_game_apply (game, action);
    }

  g_ptr_array_sort (notes, compare_loss);
  if (notes->len > params->max_notes)
    g_ptr_array_set_size (notes, params->max_notes);
  return g_steal_pointer (&notes);
}

typedef struct
{
  TrpGame        *start;
  GPtrArray      *actions;
  int             seat;
  TrpCoachParams  params;
} Review;

static void
review_free (gpointer data)
{
  Review *review = data;

  g_clear_object (&review->start);
  g_clear_pointer (&review->actions, g_ptr_array_unref);
  g_free (review);
}

static Review *
review_new (TrpMatch              *match,
            guint                  round,
            const TrpCoachParams  *params,
            GError               **error)
{
  g_autoptr(TrpGame) start = trp_match_replay_round_to (match, round, 0, error);
  Review *review;

  if (start == NULL)
    return NULL;

  review = g_new0 (Review, 1);
  review->start = g_steal_pointer (&start);
  review->actions = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_action_free);
  for (guint a = 0; a < trp_match_get_round_n_actions (match, round); a++)
    g_ptr_array_add (review->actions, trp_action_copy (trp_match_get_round_action (match, round, a)));
  review->seat = trp_match_get_person_seat (match);
  review->params = *params;
  return review;
}

/**
 * trp_coach_review:
 * @round: a finished round of @match
 *
 * trp_coach_review_game() of that round, for the match's person.
 *
 * Returns: (transfer full) (element-type TrpCoachNote) (nullable): the
 *   notes, %NULL with @error set if the round cannot be replayed
 */
GPtrArray *
trp_coach_review (TrpMatch              *match,
                  guint                  round,
                  const TrpCoachParams  *params,
                  GCancellable          *cancellable,
                  GError               **error)
{
  Review *review;
  GPtrArray *notes;

  g_return_val_if_fail (TRP_IS_MATCH (match), NULL);
  g_return_val_if_fail (round < trp_match_get_n_rounds (match), NULL);

  review = review_new (match, round, params, error);
  if (review == NULL)
    return NULL;
  notes = trp_coach_review_game (review->start, review->actions, review->seat, &review->params, cancellable);
  review_free (review);
  return notes;
}

static void
review_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  Review *review = task_data;
  GPtrArray *notes;

  notes = trp_coach_review_game (review->start, review->actions, review->seat, &review->params, cancellable);
  if (g_task_return_error_if_cancelled (task))
    g_ptr_array_unref (notes);
  else
    g_task_return_pointer (task, notes, (GDestroyNotify) g_ptr_array_unref);
}

/**
 * trp_coach_review_async:
 *
 * Reviews in a worker thread, from a copy of the round taken now: the
 * match may go on meanwhile.
 */
void
trp_coach_review_async (TrpMatch              *match,
                        guint                  round,
                        const TrpCoachParams  *params,
                        GCancellable          *cancellable,
                        GAsyncReadyCallback    callback,
                        gpointer               user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GError) error = NULL;
  Review *review;

  g_return_if_fail (TRP_IS_MATCH (match));
  g_return_if_fail (params != NULL);

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, trp_coach_review_async);
  review = review_new (match, round, params, &error);
  if (review == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  g_task_set_task_data (task, review, review_free);
  g_task_run_in_thread (task, review_thread);
}

/**
 * trp_coach_review_finish:
 *
 * Returns: (transfer full) (element-type TrpCoachNote) (nullable): the
 *   notes, or %NULL with @error set (cancelled, or the round unreadable)
 */
GPtrArray *
trp_coach_review_finish (GAsyncResult  *result,
                         GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
