/* trp-lesson-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A lesson (docs/lessons.md) at the ordinary table: its prepared
 * deal in a TrpTableView, and a TrpLessonBar above it with the step's
 * words. The person's moves pass the lesson first (the table's move
 * filter): only the step's move is made; another legal one is set aside
 * with what the lesson says of it, and an illegal one goes on to the
 * engine, which refuses it with its rule. The computers make the moves
 * the script shows (the driver's script), slowly, each told in a
 * sentence. The step reached is kept (trp-lesson-progress.c) when the
 * person leaves, and the lesson resumes there: its moves so far are
 * replayed on a new deal of the same cards.
 *
 * Signals: "leave" when the person leaves or finishes.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "trp-board.h"
#include "trp-hand-view.h"
#include "trp-lesson-bar.h"
#include "trp-lesson-catalog.h"
#include "trp-lesson-progress.h"
#include "trp-lesson-view.h"
#include "trp-match-driver.h"
#include "trp-table-view.h"

struct _TrpLessonView
{
  GtkWidget       parent_instance;

  GtkWidget      *box;
  GtkWidget      *bar;
  GtkWidget      *table;

  TrpLesson      *lesson;
  TrpMatch       *match;
  TrpMatchDriver *driver;
  guint           step;
  gboolean        finished;
  /* The step each move of the lesson was made at, in the round's order
   * after the moves the lesson starts with (n_first): an undo takes the
   * lesson back to the step of the move taken back. */
  GArray         *move_steps;
  guint           n_first;
  guint           n_rounds;
  guint           show_idle;
  guint           forced_idle;
  /* The move pointed at, pointed at again as melds are staged. */
  TrpAction      *pointed_action;
};

G_DEFINE_FINAL_TYPE (TrpLessonView, trp_lesson_view, GTK_TYPE_WIDGET)

enum {
  LEAVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const TrpLessonStep *
current_step (TrpLessonView *self)
{
  if (self->step >= trp_lesson_get_n_steps (self->lesson))
    return NULL;
  return trp_lesson_get_step (self->lesson, self->step);
}

/* Selects the cards in the person's hand that @action uses and outlines
 * the place on the board it goes to (the stock, the pile, a meld, the
 * trick), as the hint does, without saying anything; @action NULL stops
 * pointing. */
static void
point_at (TrpLessonView   *self,
          const TrpAction *action)
{
  TrpBoard *board;
  TrpHandView *hand;
  g_autoptr(TrpMove) move = NULL;

  if (action != self->pointed_action)
    {
      g_clear_pointer (&self->pointed_action, trp_action_free);
      if (action != NULL)
        self->pointed_action = trp_action_copy (action);
    }
  if (self->table == NULL || trp_table_view_get_board (TRP_TABLE_VIEW (self->table)) == NULL)
    return;

  board = TRP_BOARD (trp_table_view_get_board (TRP_TABLE_VIEW (self->table)));
  hand = TRP_HAND_VIEW (trp_table_view_get_hand (TRP_TABLE_VIEW (self->table)));
  if (action == NULL)
    {
      trp_board_point_at (board, NULL);
      return;
    }

  move = trp_game_move_for_action (trp_match_get_game (self->match), trp_board_get_staged (board), action);
  if (action->n_cards > 0)
    {
      /* A go-down of several melds is pointed at a meld at a time, the
       * first not staged yet: the staging move binds its cards. */
      const TrpCard *cards = action->cards;
      guint n_cards = action->n_cards;

      if (move != NULL && trp_move_is_staging (move) && trp_move_get_n_groups (move) == 1)
        cards = trp_move_get_group (move, 0, &n_cards);

      trp_hand_view_clear_selection (hand);
      trp_hand_view_select_cards (hand, cards, n_cards);
    }

  trp_board_point_at (board, move);
}

/* A meld of a go-down was staged or the staged melds were taken back:
 * the next meld of the go-down is selected, not only the first. */
static void
staging_changed_cb (TrpLessonView *self)
{
  if (self->pointed_action != NULL)
    {
      g_autoptr(TrpAction) action = trp_action_copy (self->pointed_action);

      point_at (self, action);
    }
}

static gboolean
persons_turn_for (TrpLessonView       *self,
                  const TrpLessonStep *step)
{
  return step != NULL && step->kind == TRP_LESSON_STEP_MOVE &&
         trp_match_get_round_in_progress (self->match) &&
         trp_game_get_current_seat (trp_match_get_game (self->match)) == step->action->seat &&
         !trp_match_driver_get_busy (self->driver) && !trp_match_driver_get_held (self->driver);
}

static gboolean
forced_cb (gpointer user_data)
{
  TrpLessonView *self = user_data;
  const TrpLessonStep *step = current_step (self);

  self->forced_idle = 0;
  if (step != NULL && step->text == NULL && persons_turn_for (self, step))
    trp_table_view_play (TRP_TABLE_VIEW (self->table), step->action);
  return G_SOURCE_REMOVE;
}

/* At the person's turn: point at the move, or make it where the lesson
 * has no words for it (a forced pass). */
static void
persons_turn (TrpLessonView *self)
{
  const TrpLessonStep *step = current_step (self);

  if (!persons_turn_for (self, step))
    return;
  if (step->text == NULL)
    {
      if (self->forced_idle == 0)
        self->forced_idle = g_timeout_add (100, forced_cb, self);
      return;
    }
  point_at (self, step->action);
}

static void
finish (TrpLessonView *self)
{
  TrpLessonBar *bar = TRP_LESSON_BAR (self->bar);
  g_autofree char *text = NULL;

  if (!self->finished)
    trp_lesson_progress_set_finished (trp_lesson_get_id (self->lesson));
  self->finished = TRUE;
  /* Translators: the end of a lesson; %s is its title. */
  text = g_strdup_printf (_("Lesson finished: %s. It is ticked in the list of lessons."),
                          _(trp_lesson_get_title (self->lesson)));
  trp_lesson_bar_set_text (bar, text);
  trp_lesson_bar_set_told (bar, NULL);
  trp_lesson_bar_set_explanation (bar, NULL);
  trp_lesson_bar_set_can_go_on (bar, TRUE, TRUE);
  point_at (self, NULL);
}

static void remember_step (TrpLessonView *self);

/* The step's words, and whether Next goes on. */
static void
show_words (TrpLessonView *self)
{
  TrpLessonBar *bar = TRP_LESSON_BAR (self->bar);
  const TrpLessonStep *step = current_step (self);

  trp_lesson_bar_set_progress (bar, self->step, trp_lesson_get_n_steps (self->lesson));
  if (step == NULL)
    return;

  trp_lesson_bar_set_can_go_on (bar, step->kind == TRP_LESSON_STEP_NOTE, FALSE);
  if (step->kind == TRP_LESSON_STEP_WATCH && step->text != NULL)
    {
      g_autofree char *name = trp_game_dup_seat_name (trp_match_get_game (self->match), step->action->seat);
      g_autofree char *text = NULL;

      /* Translators: during a lesson, while a computer player is about
       * to move; %s is its name. */
      text = g_strdup_printf (_("Watch what %s does."), name);
      trp_lesson_bar_set_text (bar, text);
    }
  else if (step->text != NULL)
    trp_lesson_bar_set_text (bar, _(step->text));
}

static void
show_step (TrpLessonView *self)
{
  const TrpLessonStep *step = current_step (self);

  show_words (self);
  remember_step (self);
  if (step == NULL)
    {
      finish (self);
      return;
    }

  switch (step->kind)
    {
    case TRP_LESSON_STEP_NOTE:
      point_at (self, NULL);
      break;

    case TRP_LESSON_STEP_MOVE:
      persons_turn (self);
      break;

    case TRP_LESSON_STEP_WATCH:
    default:
      /* The driver waits where the script had no move for it yet. */
      trp_match_driver_advance (self->driver);
      break;
    }
}

static gboolean
show_step_cb (gpointer user_data)
{
  TrpLessonView *self = user_data;

  self->show_idle = 0;
  show_step (self);
  return G_SOURCE_REMOVE;
}

static void
queue_show_step (TrpLessonView *self)
{
  if (self->show_idle == 0)
    self->show_idle = g_idle_add (show_step_cb, self);
}

static void
remember_step (TrpLessonView *self)
{
  if (!self->finished)
    trp_lesson_progress_set_reached (trp_lesson_get_id (self->lesson), self->step);
}

/* Sets aside every move of the person's but the step's, with why. */
static gboolean
move_proposed_cb (TrpTableView    *table,
                  const TrpAction *action,
                  TrpLessonView   *self)
{
  const TrpLessonStep *step = current_step (self);
  const char *explanation = NULL;

  /* The step's move goes on; the lesson follows it once it is made
   * (match_changed_cb): a risky throw asked about first may yet be
   * taken back. */
  if (step != NULL && step->kind == TRP_LESSON_STEP_MOVE &&
      trp_lesson_action_matches (step->action, action))
    {
      trp_lesson_bar_set_explanation (TRP_LESSON_BAR (self->bar), NULL);
      return FALSE;
    }

  /* A move the rules refuse is the engine's to explain, with its rule. */
  if (!trp_game_validate (trp_match_get_game (self->match), action, NULL))
    return FALSE;

  if (step == NULL)
    explanation = _("The lesson is over: press Finish to go back.");
  else if (step->kind == TRP_LESSON_STEP_MOVE)
    explanation = _(trp_lesson_explain (self->lesson, self->step, action));
  else if (step->kind == TRP_LESSON_STEP_NOTE)
    explanation = _("Read this step first, then press Next.");
  else
    explanation = _("Wait: it is another player’s turn in this lesson.");
  trp_lesson_bar_set_explanation (TRP_LESSON_BAR (self->bar), explanation);
  return TRUE;
}

static TrpAction *
script_cb (TrpMatchDriver *driver,
           TrpGame        *game,
           int             seat,
           gpointer        user_data)
{
  TrpLessonView *self = user_data;
  const TrpLessonStep *step = current_step (self);

  if (step == NULL || step->kind != TRP_LESSON_STEP_WATCH || step->action->seat != seat)
    return NULL;
  return trp_action_copy (step->action);
}

static void
human_turn_cb (TrpMatchDriver *driver,
               int             seat,
               TrpLessonView  *self)
{
  persons_turn (self);
}

/* Each move made goes with its step: the person's (the filter let only
 * the step's through), a computer's (the script's), a forced pass. An
 * undo takes the lesson back to the step of the move taken back. */
static void
match_changed_cb (TrpMatch      *match,
                  TrpLessonView *self)
{
  guint n_rounds = trp_match_get_n_rounds (match);
  guint n_moves;

  if (n_rounds != self->n_rounds)
    return;
  n_moves = trp_match_get_round_n_actions (match, n_rounds - 1);
  if (n_moves < self->n_first)
    return;
  n_moves -= self->n_first;

  if (n_moves < self->move_steps->len)
    {
      self->step = g_array_index (self->move_steps, guint, n_moves);
      g_array_set_size (self->move_steps, n_moves);
      self->finished = FALSE;
      trp_lesson_bar_set_explanation (TRP_LESSON_BAR (self->bar), NULL);
      queue_show_step (self);
      return;
    }

  while (n_moves > self->move_steps->len)
    {
      const TrpLessonStep *step = current_step (self);

      if (step == NULL || step->kind == TRP_LESSON_STEP_NOTE)
        break;
      if (step->kind == TRP_LESSON_STEP_WATCH && step->text != NULL)
        trp_lesson_bar_set_told (TRP_LESSON_BAR (self->bar), _(step->text));
      g_array_append_val (self->move_steps, self->step);
      self->step++;
    }
  point_at (self, NULL);
  /* The words at once; the rest once the move is on the table. */
  if (current_step (self) != NULL)
    show_words (self);
  queue_show_step (self);
}

static void
next_cb (TrpLessonBar  *bar,
         TrpLessonView *self)
{
  const TrpLessonStep *step = current_step (self);

  if (step == NULL)
    {
      g_signal_emit (self, signals[LEAVE], 0);
      return;
    }
  if (step->kind != TRP_LESSON_STEP_NOTE)
    return;
  self->step++;
  show_step (self);
}

static void
retry_cb (TrpLessonBar  *bar,
          TrpLessonView *self)
{
  trp_lesson_bar_set_explanation (TRP_LESSON_BAR (self->bar), NULL);
  persons_turn (self);
  gtk_widget_grab_focus (self->table);
}

/**
 * trp_lesson_view_leave:
 *
 * Keeps the step reached, for the lesson to resume there, and says the
 * person leaves.
 */
void
trp_lesson_view_leave (TrpLessonView *self)
{
  g_return_if_fail (TRP_IS_LESSON_VIEW (self));

  remember_step (self);
  g_signal_emit (self, signals[LEAVE], 0);
}

static void
leave_cb (TrpLessonBar  *bar,
          TrpLessonView *self)
{
  trp_lesson_view_leave (self);
}

static void
trp_lesson_view_dispose (GObject *object)
{
  TrpLessonView *self = TRP_LESSON_VIEW (object);

  g_clear_handle_id (&self->show_idle, g_source_remove);
  g_clear_handle_id (&self->forced_idle, g_source_remove);
  if (self->driver != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->driver, self);
      trp_match_driver_set_script (self->driver, NULL, NULL, NULL);
    }
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  if (self->table != NULL)
    g_signal_handlers_disconnect_by_data (self->table, self);
  g_clear_pointer (&self->pointed_action, trp_action_free);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  self->table = NULL;
  self->bar = NULL;
  g_clear_object (&self->driver);
  g_clear_object (&self->match);
  g_clear_object (&self->lesson);
  g_clear_pointer (&self->move_steps, g_array_unref);

  G_OBJECT_CLASS (trp_lesson_view_parent_class)->dispose (object);
}

static void
trp_lesson_view_class_init (TrpLessonViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = trp_lesson_view_dispose;

  signals[LEAVE] = g_signal_new ("leave", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
trp_lesson_view_init (TrpLessonView *self)
{
  self->move_steps = g_array_new (FALSE, FALSE, sizeof (guint));
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}

/* The lesson's moves before @resume_at, made again on its deal. */
static gboolean
replay_to (TrpLessonView *self,
           guint          resume_at)
{
  for (guint i = 0; i < resume_at && i < trp_lesson_get_n_steps (self->lesson); i++)
    {
      const TrpLessonStep *step = trp_lesson_get_step (self->lesson, i);

      if (step->action != NULL)
        {
          if (!trp_match_perform (self->match, step->action, NULL))
            return FALSE;
          g_array_append_val (self->move_steps, i);
        }
      if (step->kind == TRP_LESSON_STEP_WATCH && step->text != NULL)
        trp_lesson_bar_set_told (TRP_LESSON_BAR (self->bar), _(step->text));
    }
  self->step = resume_at;
  return TRUE;
}

/**
 * trp_lesson_view_new:
 * @resume_at: the step to begin at, 0 for the beginning
 * @delay_ms: the pause before each computer's move
 *
 * Returns: (transfer floating) (nullable): the lesson at the table, its
 *   computers waiting for trp_match_driver_advance() (done at the first
 *   step), or %NULL with @error set
 */
GtkWidget *
trp_lesson_view_new (TrpLesson  *lesson,
                     guint       resume_at,
                     guint       delay_ms,
                     GError    **error)
{
  g_autoptr(TrpMatch) match = NULL;
  TrpLessonView *self;
  guint n_rounds;

  g_return_val_if_fail (TRP_IS_LESSON (lesson), NULL);

  match = trp_lesson_catalog_create_match (lesson, error);
  if (match == NULL)
    return NULL;

  self = g_object_new (TRP_TYPE_LESSON_VIEW, NULL);
  self->lesson = g_object_ref (lesson);
  self->match = g_object_ref (match);
  n_rounds = trp_match_get_n_rounds (match);
  self->n_rounds = n_rounds;
  self->n_first = n_rounds > 0 ? trp_match_get_round_n_actions (match, n_rounds - 1) : 0;

  self->bar = trp_lesson_bar_new ();
  trp_lesson_bar_set_title (TRP_LESSON_BAR (self->bar), _(trp_lesson_get_title (lesson)));
  gtk_box_append (GTK_BOX (self->box), self->bar);

  /* A lesson left at a step its moves no longer reach (a lesson changed
   * since) starts again from the beginning. */
  if (resume_at > 0 && !replay_to (self, resume_at))
    {
      g_clear_object (&self->match);
      g_array_set_size (self->move_steps, 0);
      trp_lesson_bar_set_told (TRP_LESSON_BAR (self->bar), NULL);
      self->match = trp_lesson_catalog_create_match (lesson, error);
      self->step = 0;
      if (self->match == NULL)
        {
          g_object_ref_sink (self);
          g_object_unref (self);
          return NULL;
        }
    }

  self->driver = trp_match_driver_new (self->match);
  trp_match_driver_set_delay (self->driver, delay_ms);
  trp_match_driver_set_script (self->driver, script_cb, self, NULL);
  g_signal_connect_after (self->driver, "human-turn", G_CALLBACK (human_turn_cb), self);
  g_signal_connect (self->match, "changed", G_CALLBACK (match_changed_cb), self);

  self->table = trp_table_view_new (self->driver);
  gtk_widget_set_vexpand (self->table, TRUE);
  g_signal_connect (self->table, "move-proposed", G_CALLBACK (move_proposed_cb), self);
  g_signal_connect_swapped (self->table, "staging-changed", G_CALLBACK (staging_changed_cb), self);
  gtk_box_append (GTK_BOX (self->box), self->table);

  g_signal_connect (self->bar, "next", G_CALLBACK (next_cb), self);
  g_signal_connect (self->bar, "retry", G_CALLBACK (retry_cb), self);
  g_signal_connect (self->bar, "leave", G_CALLBACK (leave_cb), self);

  /* The first step shows with the table's first frame. */
  show_step (self);
  return GTK_WIDGET (self);
}

TrpLesson *
trp_lesson_view_get_lesson (TrpLessonView *self)
{
  g_return_val_if_fail (TRP_IS_LESSON_VIEW (self), NULL);

  return self->lesson;
}

guint
trp_lesson_view_get_step (TrpLessonView *self)
{
  g_return_val_if_fail (TRP_IS_LESSON_VIEW (self), 0);

  return self->step;
}

gboolean
trp_lesson_view_get_finished (TrpLessonView *self)
{
  g_return_val_if_fail (TRP_IS_LESSON_VIEW (self), FALSE);

  return self->finished;
}

GtkWidget *
trp_lesson_view_get_table (TrpLessonView *self)
{
  g_return_val_if_fail (TRP_IS_LESSON_VIEW (self), NULL);

  return self->table;
}

GtkWidget *
trp_lesson_view_get_bar (TrpLessonView *self)
{
  g_return_val_if_fail (TRP_IS_LESSON_VIEW (self), NULL);

  return self->bar;
}
