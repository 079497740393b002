/* test-ui-lessons.c: every lesson taken at the table, through its widgets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A lesson (#38) is opened as a person would: the start page's "Learn"
 * row, then the lesson in the list. Each of its moves is made with the
 * table's own widgets (keys, the hand's activation, the choice buttons,
 * the staging keys), the computers' moves come from its script, and its
 * notes are passed with Next. Once in each lesson another legal move is
 * made first: the lesson must say what it says of that move and not let
 * it be made. A finished lesson is ticked in the list; one left half-way
 * resumes at its step.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "test-locale.h"
#include "test-ui-common.h"
#include "trp-action-types.h"
#include "trp-choice-bar.h"
#include "trp-hand-view.h"
#include "trp-lesson-bar.h"
#include "trp-lesson-catalog.h"
#include "trp-lesson-list.h"
#include "trp-lesson-progress.h"
#include "trp-lesson-view.h"
#include "trp-match-driver.h"
#include "trp-table-view.h"
#include "trp-window.h"

#define STEP_TIMEOUT_MS 20000

typedef struct
{
  TrpApplication *app;
  GtkWidget      *window;
  GtkWidget      *view;
  GtkWidget      *table;
  TrpLesson      *lesson;
} Lesson;

static TrpMatch *
lesson_match (Lesson *t)
{
  return trp_match_driver_get_match (trp_table_view_get_driver (TRP_TABLE_VIEW (t->table)));
}

static GtkWidget *
my_hand (Lesson *t)
{
  g_autoptr(GPtrArray) hands = ui_find_all (t->table, TRP_TYPE_HAND_VIEW);

  for (guint i = 0; i < hands->len; i++)
    if (gtk_widget_get_focusable (g_ptr_array_index (hands, i)))
      return g_ptr_array_index (hands, i);
  return NULL;
}

static const char *
family_of (const char *lesson_id)
{
  const char * const *families = trp_lesson_catalog_get_families ();

  for (guint f = 0; families[f] != NULL; f++)
    {
      const char * const *ids = trp_lesson_catalog_get_ids (families[f]);

      for (guint i = 0; ids[i] != NULL; i++)
        if (g_str_equal (ids[i], lesson_id))
          return families[f];
    }
  g_assert_not_reached ();
}

static gboolean
has_lesson_list_cb (gpointer unused)
{
  return ui_find_dialog (TRP_TYPE_LESSON_LIST) != NULL;
}

static void
open_window (Lesson *t)
{
  t->app = ui_application_new ();
  g_settings_set_string (trp_application_get_settings (t->app), "animation-speed", "off");
  t->window = GTK_WIDGET (trp_window_new (t->app));
  gtk_window_present (GTK_WINDOW (t->window));
  ui_wait_mapped (t->window);
}

static gboolean
learn_row_cb (gpointer data)
{
  Lesson *t = data;

  return ui_find_row (t->window, _("Learn Biriba")) != NULL;
}

/* The list of @family's lessons, from the start page's row. */
static GtkWidget *
open_list (Lesson     *t,
           const char *family)
{
  GtkWidget *row;

  g_assert_true (ui_wait (learn_row_cb, t, 5000));
  row = ui_find_row (t->window, trp_lesson_catalog_family_title (family));
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_get_visible (row));
  g_signal_emit_by_name (row, "activated");
  g_assert_true (ui_wait (has_lesson_list_cb, NULL, 5000));
  return ui_find_dialog (TRP_TYPE_LESSON_LIST);
}

static GtkWidget *
lesson_row (GtkWidget  *list,
            const char *lesson_id)
{
  g_autoptr(GPtrArray) rows = ui_find_all (list, ADW_TYPE_ACTION_ROW);

  for (guint i = 0; i < rows->len; i++)
    if (g_str_equal (gtk_widget_get_name (g_ptr_array_index (rows, i)), lesson_id))
      return g_ptr_array_index (rows, i);
  return NULL;
}

static gboolean
row_is_ticked (GtkWidget *row)
{
  g_autoptr(GPtrArray) images = ui_find_all (row, GTK_TYPE_IMAGE);

  for (guint i = 0; i < images->len; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (images, i), "lesson-finished"))
      return TRUE;
  return FALSE;
}

static gboolean
has_lesson_view_cb (gpointer data)
{
  Lesson *t = data;

  return ui_find_first (t->window, TRP_TYPE_LESSON_VIEW) != NULL && !has_lesson_list_cb (NULL);
}

static void
start_lesson (Lesson     *t,
              const char *lesson_id)
{
  GtkWidget *list = open_list (t, family_of (lesson_id));
  GtkWidget *row = lesson_row (list, lesson_id);

  g_assert_nonnull (row);
  g_signal_emit_by_name (row, "activated");
  g_assert_true (ui_wait (has_lesson_view_cb, t, 5000));
  t->view = ui_find_first (t->window, TRP_TYPE_LESSON_VIEW);
  t->table = trp_lesson_view_get_table (TRP_LESSON_VIEW (t->view));
  t->lesson = trp_lesson_view_get_lesson (TRP_LESSON_VIEW (t->view));
  g_assert_cmpstr (trp_lesson_get_id (t->lesson), ==, lesson_id);
}

static TrpLessonBar *
bar_of (Lesson *t)
{
  return TRP_LESSON_BAR (trp_lesson_view_get_bar (TRP_LESSON_VIEW (t->view)));
}

typedef struct
{
  Lesson *t;
  guint   step;
} StepWait;

/* The lesson is at @step and, for a move, the person may make it. */
static gboolean
at_step_cb (gpointer data)
{
  StepWait *wait = data;
  Lesson *t = wait->t;
  TrpLessonView *view = TRP_LESSON_VIEW (t->view);
  const TrpLessonStep *step;
  TrpMatchDriver *driver = trp_table_view_get_driver (TRP_TABLE_VIEW (t->table));

  /* The computers' moves and the forced ones go by on their own. */
  if (trp_lesson_view_get_step (view) > wait->step)
    return TRUE;
  if (trp_lesson_view_get_step (view) != wait->step)
    return FALSE;
  if (wait->step >= trp_lesson_get_n_steps (t->lesson))
    return TRUE;
  step = trp_lesson_get_step (t->lesson, wait->step);
  if (step->kind != TRP_LESSON_STEP_MOVE)
    return TRUE;
  return trp_game_get_current_seat (trp_match_get_game (lesson_match (t))) == step->action->seat &&
         !trp_match_driver_get_busy (driver) && !trp_match_driver_get_held (driver);
}

static void
wait_for_step (Lesson *t,
               guint   step)
{
  StepWait wait = { t, step };

  if (!ui_wait (at_step_cb, &wait, STEP_TIMEOUT_MS))
    g_error ("%s: still at step %u, not %u", trp_lesson_get_id (t->lesson),
             trp_lesson_view_get_step (TRP_LESSON_VIEW (t->view)) + 1, step + 1);
  ui_settle (5);
}

/* The choice bar's button for @action, where it takes no choice of
 * cards: a draw, a pass, a declaration, a claim. */
static gboolean
click_button_for (Lesson          *t,
                  const TrpAction *action)
{
  TrpGame *game = trp_match_get_game (lesson_match (t));
  g_autoptr(TrpMove) bound = trp_game_move_for_action (game, NULL, action);
  g_autoptr(GPtrArray) moves = trp_game_describe_moves (game, action->seat);
  GtkWidget *bar = ui_find_first (t->table, TRP_TYPE_CHOICE_BAR);
  TrpMove *move;
  GtkWidget *button;

  /* The move as the bar offers it: a play binds its cards only when
   * asked for one action, and its button plays the selection. */
  move = bound != NULL ? trp_game_find_move (moves, trp_move_get_id (bound)) : NULL;
  if (move == NULL || bar == NULL || trp_move_is_staging (move) ||
      (trp_move_get_cards_mode (move) != TRP_MOVE_CARDS_NONE &&
       trp_move_get_cards_mode (move) != TRP_MOVE_CARDS_FIXED))
    return FALSE;
  button = trp_choice_bar_get_button (TRP_CHOICE_BAR (bar), trp_move_get_id (move));
  if (button == NULL || !gtk_widget_is_sensitive (button))
    return FALSE;
  g_signal_emit_by_name (button, "clicked");
  return TRUE;
}

static void
select_cards (Lesson        *t,
              const TrpCard *cards,
              guint          n_cards)
{
  TrpHandView *hand = TRP_HAND_VIEW (my_hand (t));

  trp_hand_view_clear_selection (hand);
  for (guint i = 0; i < n_cards; i++)
    {
      gboolean found = FALSE;

      for (guint k = 0; k < trp_hand_view_get_n_cards (hand) && !found; k++)
        if (trp_hand_view_get_card (hand, k) == cards[i] && !trp_hand_view_is_selected (hand, k))
          {
            trp_hand_view_set_selected (hand, k, TRUE);
            found = TRUE;
          }
      if (!found)
        g_error ("%s is not in the hand to select", trp_card_to_code (cards[i]));
    }
}

static void
press (Lesson *t,
       guint   keyval)
{
  gtk_widget_grab_focus (my_hand (t));
  g_assert_true (ui_press_key (t->window, keyval, GDK_CONTROL_MASK));
}

static guint n_moves (Lesson *t);

/* Makes @action as a person would at the table. */
static void
make_move (Lesson          *t,
           const TrpAction *action)
{
  if (g_str_equal (action->type, TRP_ACTION_DRAW_STOCK))
    press (t, GDK_KEY_d);
  else if (g_str_equal (action->type, TRP_ACTION_TAKE_PILE))
    press (t, GDK_KEY_p);
  else if (g_str_equal (action->type, TRP_ACTION_PASS) && !click_button_for (t, action))
    press (t, GDK_KEY_period);
  else if (g_str_equal (action->type, TRP_ACTION_PASS))
    ;
  else if (click_button_for (t, action))
    {
      /* A claim is asked first (M-65). */
      if (g_str_equal (action->type, TRP_ACTION_CLAIM))
        {
          g_assert_true (ui_wait (ui_has_alert, (gpointer) _("Claim Victory?"), 5000));
          ui_alert_respond (ui_find_alert (_("Claim Victory?")), "go");
        }
    }
  else if (g_str_equal (action->type, TRP_ACTION_NEW_MELD))
    {
      /* Each meld staged with Ctrl+M, then laid down with Ctrl+G. */
      guint n_groups = MAX (trp_action_get_n_groups (action), 1);

      for (guint g = 0; g < n_groups; g++)
        {
          guint n = action->n_cards;
          const TrpCard *cards = trp_action_get_n_groups (action) > 1 ? trp_action_get_group (action, g, &n)
                                                                      : action->cards;

          select_cards (t, cards, n);
          press (t, GDK_KEY_m);
        }
      press (t, GDK_KEY_g);
    }
  else if (action->n_cards > 0)
    {
      g_autofree char *risk = trp_game_describe_risk (trp_match_get_game (lesson_match (t)), action);

      select_cards (t, action->cards, action->n_cards);
      press (t, GDK_KEY_Return);
      /* A throw that may fail is asked first (D-31). */
      if (risk != NULL)
        {
          g_assert_true (ui_wait (ui_has_alert, (gpointer) _("Lead These Cards Together?"), 5000));
          ui_alert_respond (ui_find_alert (_("Lead These Cards Together?")), "go");
        }
    }
  else
    g_error ("No widget makes %s", trp_action_to_string (action));
}

/* A legal move other than the step's, of a kind the lesson explains if
 * it has one, that the table can make in one go. */
static TrpAction *
other_move (Lesson              *t,
            const TrpLessonStep *step)
{
  g_autoptr(GPtrArray) legal = trp_game_legal_actions (trp_match_get_game (lesson_match (t)));
  TrpAction *fallback = NULL;

  for (guint i = 0; i < legal->len; i++)
    {
      TrpAction *action = g_ptr_array_index (legal, i);

      if (trp_lesson_action_matches (step->action, action) || trp_action_get_n_groups (action) > 1 ||
          g_str_equal (action->type, TRP_ACTION_BURY) || g_str_equal (action->type, TRP_ACTION_NEW_MELD) ||
          (g_str_equal (action->type, TRP_ACTION_PLAY) && action->n_cards > 1))
        continue;
      for (guint w = 0; step->wrong_types[w] != NULL; w++)
        if (g_str_equal (step->wrong_types[w], action->type))
          return trp_action_copy (action);
      if (fallback == NULL)
        fallback = action;
    }
  return fallback != NULL ? trp_action_copy (fallback) : NULL;
}

static guint
n_moves (Lesson *t)
{
  TrpMatch *match = lesson_match (t);

  return trp_match_get_round_n_actions (match, trp_match_get_n_rounds (match) - 1);
}

static void maybe_shoot (Lesson *t, guint index, const char *what);

/* Tries another move at the step: explained, not made, then tried
 * again. Returns whether one could be made there. */
static gboolean
try_wrong_move (Lesson *t,
                guint   index)
{
  const TrpLessonStep *step = trp_lesson_get_step (t->lesson, index);
  g_autoptr(TrpAction) wrong = other_move (t, step);
  guint before = n_moves (t);
  const char *expected;

  if (wrong == NULL)
    return FALSE;
  expected = trp_lesson_explain (t->lesson, index, wrong);
  g_assert_nonnull (expected);

  make_move (t, wrong);
  ui_settle (20);
  g_assert_cmpstr (trp_lesson_bar_get_explanation (bar_of (t)), ==, _(expected));
  maybe_shoot (t, index, "-wrong");
  g_assert_cmpuint (n_moves (t), ==, before);
  g_assert_cmpuint (trp_lesson_view_get_step (TRP_LESSON_VIEW (t->view)), ==, index);

  g_assert_nonnull (ui_find_button_label (t->view, _("_Try Again")));
  g_signal_emit_by_name (ui_find_button_label (t->view, _("_Try Again")), "clicked");
  g_assert_null (trp_lesson_bar_get_explanation (bar_of (t)));
  return TRUE;
}

/* TRAPOULA_LESSON_SHOTS=1 saves each step as the person sees it, for
 * looking at in every language (screenshots/ under the build folder). */
static void
maybe_shoot (Lesson     *t,
             guint       index,
             const char *what)
{
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;

  if (g_getenv ("TRAPOULA_LESSON_SHOTS") == NULL)
    return;
  ui_settle (100);
  name = g_strdup_printf ("lesson-%s-%02u%s", trp_lesson_get_id (t->lesson), index + 1, what);
  path = ui_screenshot (t->window, name);
  g_test_message ("screenshot: %s", path);
}

static void
press_next (Lesson *t)
{
  GtkWidget *next = ui_find_button_label (t->view, _("_Next"));

  g_assert_nonnull (next);
  g_assert_true (gtk_widget_get_visible (next));
  g_signal_emit_by_name (next, "clicked");
}

/* Plays the lesson from its step @from to the end. */
static void
play_lesson (Lesson   *t,
             guint     from,
             gboolean  try_wrong)
{
  gboolean tried = !try_wrong;

  for (guint i = from; i < trp_lesson_get_n_steps (t->lesson); i++)
    {
      const TrpLessonStep *step = trp_lesson_get_step (t->lesson, i);

      wait_for_step (t, i);
      if (trp_lesson_view_get_step (TRP_LESSON_VIEW (t->view)) > i)
        {
          /* A pass the table makes by itself (auto-pass: a Mariaccio
           * claim short of the target, M-65) goes by as well. */
          if (step->kind != TRP_LESSON_STEP_WATCH && step->text != NULL &&
              !g_str_equal (step->action->type, TRP_ACTION_PASS))
            g_error ("%s: step %u went by without the person", trp_lesson_get_id (t->lesson), i + 1);
          continue;
        }
      if (step->text != NULL && step->kind != TRP_LESSON_STEP_WATCH)
        {
          g_assert_cmpstr (trp_lesson_bar_get_text (bar_of (t)), ==, _(step->text));
          maybe_shoot (t, i, "");
        }
      switch (step->kind)
        {
        case TRP_LESSON_STEP_NOTE:
          press_next (t);
          break;
        case TRP_LESSON_STEP_MOVE:
          if (step->text == NULL)
            break;  /* forced: the lesson makes it */
          if (!tried)
            tried = try_wrong_move (t, i);
          make_move (t, step->action);
          break;
        case TRP_LESSON_STEP_WATCH:
        default:
          break;
        }
    }
  wait_for_step (t, trp_lesson_get_n_steps (t->lesson));
  if (try_wrong)
    g_assert_true (tried);
  g_assert_true (trp_lesson_view_get_finished (TRP_LESSON_VIEW (t->view)));
}

static void
close_lesson (Lesson *t)
{
  ui_destroy_toplevels ();
  g_clear_object (&t->app);
}

/* Each test starts with no lesson taken. */
static void
forget_progress (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "trapoula", "lessons.json", NULL);

  g_remove (path);
}

static void
test_lesson_taken (gconstpointer data)
{
  const char *lesson_id = data;
  Lesson t = { 0, };
  GtkWidget *list;
  GtkWidget *finish;

  ui_init ();
  forget_progress ();
  open_window (&t);
  g_assert_false (trp_lesson_progress_is_finished (lesson_id));
  start_lesson (&t, lesson_id);
  play_lesson (&t, 0, TRUE);

  /* Every move of the script was made, and no other. */
  g_assert_cmpuint (trp_lesson_get_n_steps (t.lesson), ==, trp_lesson_view_get_step (TRP_LESSON_VIEW (t.view)));

  finish = ui_find_button_label (t.view, _("_Finish"));
  g_assert_nonnull (finish);
  g_signal_emit_by_name (finish, "clicked");
  g_assert_true (ui_wait ((UiCondition) gtk_widget_get_mapped, ui_find_first (t.window, ADW_TYPE_STATUS_PAGE), 5000));
  g_assert_null (ui_find_first (t.window, TRP_TYPE_LESSON_VIEW));

  /* Counted on the start page's row, ticked in the list. */
  g_assert_true (trp_lesson_progress_is_finished (lesson_id));
  {
    const char *family = family_of (lesson_id);
    const char * const *ids = trp_lesson_catalog_get_ids (family);
    guint n = g_strv_length ((char **) ids);
    g_autofree char *lessons = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u lesson", "%u lessons", n), n);
    g_autofree char *expected = g_strdup_printf (_("%s, %u finished"), lessons, 1);
    GtkWidget *row = ui_find_row (t.window, trp_lesson_catalog_family_title (family));

    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, expected);
  }
  list = open_list (&t, family_of (lesson_id));
  g_assert_true (row_is_ticked (lesson_row (list, lesson_id)));
  close_lesson (&t);
}

/* Left at a step, a lesson resumes there, from the start page's list. */
static void
test_lesson_resumed (void)
{
  const char *lesson_id = "biriba-draw-or-pile";
  Lesson t = { 0, };
  GtkWidget *list;
  GtkWidget *row;
  g_autofree char *resumes = NULL;

  ui_init ();
  forget_progress ();
  open_window (&t);
  start_lesson (&t, lesson_id);

  /* The note, then the pile taken: the lesson is at its third step. */
  wait_for_step (&t, 0);
  press_next (&t);
  wait_for_step (&t, 1);
  make_move (&t, trp_lesson_get_step (t.lesson, 1)->action);
  wait_for_step (&t, 2);

  g_assert_nonnull (ui_find_button_label (t.view, _("_Leave")));
  g_signal_emit_by_name (ui_find_button_label (t.view, _("_Leave")), "clicked");
  g_assert_null (ui_find_first (t.window, TRP_TYPE_LESSON_VIEW));
  g_assert_cmpuint (trp_lesson_progress_get_reached (lesson_id), ==, 2);

  list = open_list (&t, "biriba");
  row = lesson_row (list, lesson_id);
  g_assert_false (row_is_ticked (row));
  /* Translators' form: the step as the person counts it, from 1. */
  resumes = g_strdup_printf (_("Resumes at step %u"), 3);
  g_assert_nonnull (ui_find_label (row, resumes));
  g_signal_emit_by_name (row, "activated");
  g_assert_true (ui_wait (has_lesson_view_cb, &t, 5000));
  t.view = ui_find_first (t.window, TRP_TYPE_LESSON_VIEW);
  t.table = trp_lesson_view_get_table (TRP_LESSON_VIEW (t.view));
  t.lesson = trp_lesson_view_get_lesson (TRP_LESSON_VIEW (t.view));

  /* The pile is in the hand again: the seven of hearts, 11 + 1 cards
   * after the take, and the lesson goes on from the meld. */
  g_assert_cmpuint (trp_lesson_view_get_step (TRP_LESSON_VIEW (t.view)), ==, 2);
  g_assert_cmpuint (n_moves (&t), ==, 1);
  play_lesson (&t, 2, FALSE);
  g_assert_cmpuint (trp_lesson_progress_get_reached (lesson_id), ==, 0);
  g_assert_true (trp_lesson_progress_is_finished (lesson_id));
  close_lesson (&t);
}

/* A throw that may fail is asked first (D-31): choosing again leaves the
 * lesson at its step, with the move still to make. */
static void
test_throw_asked (void)
{
  Lesson t = { 0, };
  const TrpLessonStep *step;
  guint before;

  ui_init ();
  forget_progress ();
  open_window (&t);
  start_lesson (&t, "dabaifen-failed-throw");
  wait_for_step (&t, 0);
  press_next (&t);
  wait_for_step (&t, 1);
  step = trp_lesson_get_step (t.lesson, 1);
  before = n_moves (&t);

  select_cards (&t, step->action->cards, step->action->n_cards);
  press (&t, GDK_KEY_Return);
  g_assert_true (ui_wait (ui_has_alert, (gpointer) _("Lead These Cards Together?"), 5000));
  ui_alert_respond (ui_find_alert (_("Lead These Cards Together?")), "cancel");
  ui_settle (50);
  g_assert_cmpuint (n_moves (&t), ==, before);
  g_assert_cmpuint (trp_lesson_view_get_step (TRP_LESSON_VIEW (t.view)), ==, 1);
  g_assert_cmpstr (trp_lesson_bar_get_text (bar_of (&t)), ==, _(step->text));

  make_move (&t, step->action);
  wait_for_step (&t, 2);
  g_assert_cmpuint (n_moves (&t), ==, before + 1);
  close_lesson (&t);
}

/* A game's row on the start page has a Learn button: Mariaccio's opens
 * the Marianna family's lessons, its own among them. */
static void
test_game_row_learn (void)
{
  Lesson t = { 0, };
  GtkWidget *row;
  GtkWidget *button;
  GtkWidget *list;

  ui_init ();
  open_window (&t);
  g_assert_true (ui_wait (learn_row_cb, &t, 5000));
  row = ui_find_row (t.window, _("Mariaccio"));
  g_assert_nonnull (row);
  button = ui_find_button_label (row, _("Learn"));
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  g_assert_true (ui_wait (has_lesson_list_cb, NULL, 5000));
  list = ui_find_dialog (TRP_TYPE_LESSON_LIST);
  g_assert_nonnull (lesson_row (list, "mariaccio-claims"));
  g_assert_nonnull (lesson_row (list, "marianna-card-order"));
  g_assert_null (lesson_row (list, "biriba-draw-or-pile"));
  close_lesson (&t);
}

/* The progress file is the person's: an unreadable one counts as no
 * progress and is replaced whole, never appended to; a step out of
 * range resumes at the beginning. */
static void
test_progress_file (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "trapoula", "lessons.json", NULL);
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "{\"finished\": [\"biriba-draw-or-pile\"", -1, NULL));
  g_assert_false (trp_lesson_progress_is_finished ("biriba-draw-or-pile"));
  g_assert_cmpuint (trp_lesson_progress_get_reached ("biriba-draw-or-pile"), ==, 0);

  trp_lesson_progress_set_reached ("dabaifen-throws", 3);
  trp_lesson_progress_set_finished ("biriba-draw-or-pile");
  g_assert_true (trp_lesson_progress_is_finished ("biriba-draw-or-pile"));
  g_assert_cmpuint (trp_lesson_progress_get_reached ("dabaifen-throws"), ==, 3);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  g_assert_no_error (error);

  g_assert_true (g_file_set_contents (path, "{\"reached\": {\"dabaifen-throws\": -4, \"marianna-declare\": \"2\"}}", -1, NULL));
  g_assert_cmpuint (trp_lesson_progress_get_reached ("dabaifen-throws"), ==, 0);
  g_assert_cmpuint (trp_lesson_progress_get_reached ("marianna-declare"), ==, 0);
  forget_progress ();
}

/* B-60: with the opening minimum, two melds worth 30 do not go down;
 * the third, 30 more, lets all three go down together. */
static void
test_opening_minimum (void)
{
  Lesson t = { 0, };
  const TrpLessonStep *step;
  guint n_groups;
  guint before;

  ui_init ();
  forget_progress ();
  open_window (&t);
  start_lesson (&t, "biriba-opening-minimum");
  wait_for_step (&t, 0);
  press_next (&t);
  wait_for_step (&t, 1);
  make_move (&t, trp_lesson_get_step (t.lesson, 1)->action);
  wait_for_step (&t, 2);

  step = trp_lesson_get_step (t.lesson, 2);
  n_groups = trp_action_get_n_groups (step->action);
  g_assert_cmpuint (n_groups, ==, 3);
  before = n_moves (&t);
  for (guint g = 0; g < 2; g++)
    {
      guint n = 0;
      const TrpCard *cards = trp_action_get_group (step->action, g, &n);

      select_cards (&t, cards, n);
      press (&t, GDK_KEY_m);
    }
  press (&t, GDK_KEY_g);
  ui_settle (20);
  g_assert_cmpuint (n_moves (&t), ==, before);
  g_assert_cmpuint (trp_lesson_view_get_step (TRP_LESSON_VIEW (t.view)), ==, 2);

  {
    guint n = 0;
    const TrpCard *cards = trp_action_get_group (step->action, 2, &n);

    select_cards (&t, cards, n);
    press (&t, GDK_KEY_m);
    press (&t, GDK_KEY_g);
  }
  wait_for_step (&t, 3);
  g_assert_cmpuint (n_moves (&t), ==, before + 1);
  close_lesson (&t);
}

/* Whether exactly @cards are selected in the person's hand. */
static gboolean
selection_is (Lesson        *t,
              const TrpCard *cards,
              guint          n_cards)
{
  TrpHandView *hand = TRP_HAND_VIEW (my_hand (t));
  g_autoptr(GArray) used = g_array_new (FALSE, TRUE, sizeof (gboolean));
  guint selected = 0;

  g_array_set_size (used, n_cards);
  for (guint k = 0; k < trp_hand_view_get_n_cards (hand); k++)
    {
      gboolean found = FALSE;

      if (!trp_hand_view_is_selected (hand, k))
        continue;
      selected++;
      for (guint i = 0; i < n_cards && !found; i++)
        if (!g_array_index (used, gboolean, i) && cards[i] == trp_hand_view_get_card (hand, k))
          found = g_array_index (used, gboolean, i) = TRUE;
      if (!found)
        return FALSE;
    }
  return selected == n_cards;
}

typedef struct
{
  Lesson        *t;
  const TrpCard *cards;
  guint          n_cards;
} Selection;

static gboolean
selection_cb (gpointer data)
{
  Selection *selection = data;

  return selection_is (selection->t, selection->cards, selection->n_cards);
}

/* A go-down of three melds is pointed at a meld at a time: each staged
 * with Ctrl+M alone, the next is selected, and Ctrl+G lays them down. */
static void
test_go_down_preselected (void)
{
  Lesson t = { 0, };
  const TrpLessonStep *step;
  guint before;

  ui_init ();
  forget_progress ();
  open_window (&t);
  start_lesson (&t, "biriba-opening-minimum");
  wait_for_step (&t, 0);
  press_next (&t);
  wait_for_step (&t, 1);
  make_move (&t, trp_lesson_get_step (t.lesson, 1)->action);
  wait_for_step (&t, 2);

  step = trp_lesson_get_step (t.lesson, 2);
  g_assert_cmpuint (trp_action_get_n_groups (step->action), ==, 3);
  before = n_moves (&t);
  for (guint g = 0; g < 3; g++)
    {
      guint n = 0;
      const TrpCard *cards = trp_action_get_group (step->action, g, &n);
      Selection selection = { &t, NULL, 0 };

      selection.cards = cards;
      selection.n_cards = n;
      g_assert_true (ui_wait (selection_cb, &selection, 5000));
      press (&t, GDK_KEY_m);
    }
  press (&t, GDK_KEY_g);
  wait_for_step (&t, 3);
  g_assert_cmpuint (n_moves (&t), ==, before + 1);
  close_lesson (&t);
}

int
main (int    argc,
      char **argv)
{
  const char * const *families;

  /* LANGUAGE=el or fa takes the lessons in Greek or Persian. */
  test_locale_init_translations ();
  if (!ui_test_init (&argc, &argv))
    return 0;

  /* First: the lessons taken whole below tick this one. */
  g_test_add_func ("/ui/lessons/resumed", test_lesson_resumed);
  g_test_add_func ("/ui/lessons/opening-minimum", test_opening_minimum);
  g_test_add_func ("/ui/lessons/go-down-preselected", test_go_down_preselected);
  g_test_add_func ("/ui/lessons/progress-file", test_progress_file);
  g_test_add_func ("/ui/lessons/game-row", test_game_row_learn);
  g_test_add_func ("/ui/lessons/throw-asked", test_throw_asked);

  families = trp_lesson_catalog_get_families ();
  for (guint f = 0; families[f] != NULL; f++)
    {
      const char * const *ids = trp_lesson_catalog_get_ids (families[f]);

      for (guint i = 0; ids[i] != NULL; i++)
        {
          g_autofree char *path = g_strdup_printf ("/ui/lessons/taken/%s", ids[i]);

          g_test_add_data_func (path, ids[i], test_lesson_taken);
        }
    }
  return ui_test_run ();
}
