/* test-coach-ui.c: the coach at the table, through its widgets (#38)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With the Coach switch on in Preferences, a Da Bai Fen hand is played
 * at the table where the person leads a throw that fails (D-31) and the
 * hand ends. The round's sheet shows the coach's note on that move; Try
 * Again from Here opens a copy of the match before it, where the person
 * plays another card; the real match's file is untouched, and leaving
 * the copy goes back to the real match.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "test-locale.h"
#include "test-ui-common.h"
#include "trp-action-types.h"
#include "trp-ai.h"
#include "trp-card-view.h"
#include "trp-coach-section.h"
#include "trp-format.h"
#include "trp-game-catalog.h"
#include "trp-dialog.h"
#include "trp-hand-view.h"
#include "trp-lesson.h"
#include "trp-match-driver.h"
#include "trp-preferences-dialog.h"
#include "trp-round-result-sheet.h"
#include "trp-table-view.h"
#include "trp-window.h"

typedef struct
{
  TrpApplication *app;
  GtkWidget      *window;
} Coach;

static TrpMatch *
table_match (Coach *t)
{
  GtkWidget *table = ui_find_first (t->window, TRP_TYPE_TABLE_VIEW);

  g_assert_nonnull (table);
  return trp_match_driver_get_match (trp_table_view_get_driver (TRP_TABLE_VIEW (table)));
}

static GtkWidget *
my_hand (Coach *t)
{
  GtkWidget *table = ui_find_first (t->window, TRP_TYPE_TABLE_VIEW);
  g_autoptr(GPtrArray) hands = ui_find_all (table, TRP_TYPE_HAND_VIEW);

  for (guint i = 0; i < hands->len; i++)
    if (gtk_widget_get_focusable (g_ptr_array_index (hands, i)))
      return g_ptr_array_index (hands, i);
  return NULL;
}

static void
select_cards (Coach       *t,
              const char **codes)
{
  TrpHandView *hand = TRP_HAND_VIEW (my_hand (t));

  trp_hand_view_clear_selection (hand);
  for (guint i = 0; codes[i] != NULL; i++)
    {
      TrpCard card;
      gboolean found = FALSE;

      g_assert_true (trp_card_from_code (codes[i], &card, NULL));
      for (guint k = 0; k < trp_hand_view_get_n_cards (hand) && !found; k++)
        if (trp_hand_view_get_card (hand, k) == card && !trp_hand_view_is_selected (hand, k))
          {
            trp_hand_view_set_selected (hand, k, TRUE);
            found = TRUE;
          }
      g_assert_true (found);
    }
}

static void
press_return (Coach *t)
{
  gtk_widget_grab_focus (my_hand (t));
  g_assert_true (ui_press_key (t->window, GDK_KEY_Return, GDK_CONTROL_MASK));
}

/* TRAPOULA_COACH_SHOTS=1 (with LANGUAGE=el or fa) saves what the person
 * sees, in tests/screenshots of the build. */
static void
maybe_shoot (GtkWidget  *widget,
             const char *name)
{
  g_autofree char *path = NULL;

  if (g_getenv ("TRAPOULA_COACH_SHOTS") == NULL)
    return;
  ui_settle (200);
  path = ui_screenshot (widget, name);
  g_test_message ("screenshot: %s", path);
}

/* The Coach switch, turned on in Preferences as a person would. */
static void
turn_coach_on (Coach *t)
{
  GSettings *settings = trp_application_get_settings (t->app);
  GtkWidget *preferences, *row, *toggle;

  g_assert_false (g_settings_get_boolean (settings, "coach"));
  preferences = GTK_WIDGET (trp_preferences_dialog_new (GTK_WINDOW (t->window), settings));
  trp_dialog_present (preferences);
  ui_settle (50);
  row = ui_find_row (preferences, _("Coach"));
  g_assert_nonnull (row);
  toggle = ui_find_first (row, GTK_TYPE_SWITCH);
  if (toggle != NULL)
    gtk_switch_set_active (GTK_SWITCH (toggle), TRUE);
  else
    /* AdwSwitchRow (libadwaita 1.4) is the switch. */
    g_object_set (row, "active", TRUE, NULL);
  g_assert_true (g_settings_get_boolean (settings, "coach"));
  maybe_shoot (preferences, "coach-preferences");
  ui_dialog_destroy (preferences);
}

static gboolean
coach_done_cb (gpointer unused)
{
  GtkWidget *sheet = ui_find_round_result_sheet ();
  GtkWidget *section = sheet != NULL ? ui_find_first (sheet, TRP_TYPE_COACH_SECTION) : NULL;

  return section != NULL && !trp_coach_section_is_busy (TRP_COACH_SECTION (section));
}

static char *
read_file (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static gboolean
hand_shown_cb (gpointer data)
{
  return my_hand (data) != NULL && trp_hand_view_get_n_cards (TRP_HAND_VIEW (my_hand (data))) > 0;
}

static void
test_coach_try_again (void)
{
  Coach t = { 0, };
  g_autofree char *lesson_path = g_test_build_filename (G_TEST_DIST, "..", "data", "lessons", "dabaifen-failed-throw.json", NULL);
  g_autofree char *folder = g_dir_make_tmp ("trapoula-coach-XXXXXX", NULL);
  g_autofree char *save_path = g_build_filename (folder, "match.json", NULL);
  g_autofree char *saved = NULL;
  g_autofree char *saved_after = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TrpLesson) lesson = NULL;
  g_autoptr(TrpMatch) real = NULL;
  g_autoptr(GPtrArray) buttons = NULL;
  const char *throw_cards[] = { "KH", "QH", NULL };
  const char *single[] = { "AH", NULL };
  GtkWidget *sheet, *section, *button = NULL;
  TrpMatch *practice;
  guint round;

  ui_init ();
  t.app = ui_application_new ();
  g_settings_set_string (trp_application_get_settings (t.app), "animation-speed", "off");
  t.window = GTK_WIDGET (trp_window_new (t.app));
  gtk_window_present (GTK_WINDOW (t.window));
  ui_wait_mapped (t.window);
  turn_coach_on (&t);

  /* The lesson's deal as a real match, saved to its own file. */
  lesson = trp_lesson_load (lesson_path, &error);
  g_assert_no_error (error);
  real = trp_lesson_create_match (lesson, trp_game_catalog_create_game, trp_game_catalog_lookup_rules, &error);
  g_assert_no_error (error);
  trp_match_set_save_path (real, save_path);
  g_assert_true (trp_match_save (real, &error));
  g_assert_no_error (error);
  trp_window_show_match (TRP_WINDOW (t.window), real);
  g_assert_true (ui_wait (hand_shown_cb, &t, 5000));
  round = trp_match_get_n_rounds (real) - 1;

  /* The throw of K♥ Q♥, confirmed; it fails and the hand ends. */
  select_cards (&t, throw_cards);
  press_return (&t);
  g_assert_true (ui_wait (ui_has_alert, (gpointer) _("Lead These Cards Together?"), 5000));
  ui_alert_respond (ui_find_alert (_("Lead These Cards Together?")), "go");
  g_assert_true (ui_wait (ui_has_round_result_sheet, NULL, 10000));
  g_assert_false (trp_match_get_round_in_progress (real));

  /* The coach's note names the throw. */
  g_assert_true (ui_wait (coach_done_cb, NULL, 20000));
  sheet = ui_find_round_result_sheet ();
  section = ui_find_first (sheet, TRP_TYPE_COACH_SECTION);
  g_assert_cmpuint (trp_coach_section_get_n_notes (TRP_COACH_SECTION (section)), >=, 1);
  {
    g_autofree char *text = ui_collect_text (section);

    g_autofree char *number = trp_format_number (3);

    g_assert_nonnull (strstr (text, "K♥"));
    g_assert_nonnull (strstr (text, number));
    if (g_str_equal (g_getenv ("LANGUAGE"), "en"))
      g_assert_nonnull (strstr (text, "was worth about 3 more levels than “threw"));
  }
  saved = read_file (save_path);
  maybe_shoot (sheet, "coach-sheet");

  /* Try Again from Here: the first note's button. */
  buttons = ui_find_all (section, GTK_TYPE_BUTTON);
  for (guint i = 0; i < buttons->len && button == NULL; i++)
    if (g_strcmp0 (gtk_button_get_label (g_ptr_array_index (buttons, i)), _("_Try Again from Here")) == 0)
      button = g_ptr_array_index (buttons, i);
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  ui_settle (100);
  g_assert_null (ui_find_round_result_sheet ());

  practice = table_match (&t);
  g_assert_true (practice != real);
  g_assert_null (trp_match_get_save_path (practice));
  g_assert_true (trp_match_get_round_in_progress (practice));
  g_assert_cmpuint (trp_match_get_round_n_actions (practice, round), ==,
                    trp_match_get_round_n_actions (real, round) - 1);
  g_assert_true (ui_toast_shown (t.window, _("Practice: nothing here is saved, and leaving brings you back to your match")));

  maybe_shoot (t.window, "coach-practice");

  /* Another move this time: the single A♥, through the hand. */
  g_assert_true (ui_wait (hand_shown_cb, &t, 5000));
  select_cards (&t, single);
  press_return (&t);
  ui_settle (100);
  g_assert_cmpuint (trp_match_get_round_n_actions (practice, round), >=,
                    trp_match_get_round_n_actions (real, round));
  {
    const TrpAction *again = trp_match_get_round_action (practice, round, trp_match_get_round_n_actions (real, round) - 1);

    g_assert_cmpstr (again->type, ==, TRP_ACTION_PLAY);
    g_assert_cmpuint (again->n_cards, ==, 1);
  }

  /* The real match's file is as the failed throw left it. */
  saved_after = read_file (save_path);
  g_assert_cmpstr (saved, ==, saved_after);

  /* Leaving the practice returns to the real match. */
  g_assert_true (gtk_widget_activate_action (t.window, "win.leave-match", NULL));
  ui_settle (100);
  g_assert_true (table_match (&t) == real);

  ui_destroy_toplevels ();
  g_remove (save_path);
  g_rmdir (folder);
}

static gboolean
sheet_coach_done_cb (gpointer data)
{
  return !trp_coach_section_is_busy (TRP_COACH_SECTION (ui_find_first (data, TRP_TYPE_COACH_SECTION)));
}

/* A Biriba round where the person played at random: each note shows the
 * hand and the top of the discard pile as they were. */
static void
test_coach_biriba_position (void)
{
  g_autofree char *lesson_path = g_test_build_filename (G_TEST_DIST, "..", "data", "lessons", "biriba-draw-or-pile.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TrpLesson) lesson = NULL;
  g_autoptr(TrpMatch) match = NULL;
  g_autoptr(TrpApplication) app = NULL;
  GtkWidget *window, *sheet, *section;
  guint64 seed = 5;

  ui_init ();
  app = ui_application_new ();
  g_settings_set_boolean (trp_application_get_settings (app), "coach", TRUE);
  window = GTK_WIDGET (trp_window_new (app));
  gtk_window_present (GTK_WINDOW (window));
  ui_wait_mapped (window);

  lesson = trp_lesson_load (lesson_path, &error);
  g_assert_no_error (error);
  match = trp_lesson_create_match (lesson, trp_game_catalog_create_game, trp_game_catalog_lookup_rules, &error);
  g_assert_no_error (error);
  while (trp_match_get_round_in_progress (match))
    {
      TrpGame *game = trp_match_get_game (match);
      TrpAiLevel level = trp_game_get_current_seat (game) == 0 ? TRP_AI_LEVEL_RANDOM : TRP_AI_LEVEL_NORMAL;
      g_autoptr(TrpAction) action = trp_ai_choose (game, level, seed++, 0, NULL);

      g_assert_true (trp_match_perform (match, action, &error));
    }

  sheet = trp_round_result_sheet_new (GTK_WINDOW (window), match, trp_match_get_n_rounds (match) - 1);
  trp_dialog_present (sheet);
  section = ui_find_first (sheet, TRP_TYPE_COACH_SECTION);
  g_assert_nonnull (section);
  g_assert_true (ui_wait (sheet_coach_done_cb, sheet, 20000));
  /* The review may run out of time on a slow machine, but a note it
   * gives shows the table with it. */
  if (trp_coach_section_get_n_notes (TRP_COACH_SECTION (section)) > 0)
    {
      g_assert_nonnull (ui_find_label (section, _("Your hand")));
      g_assert_nonnull (ui_find_label (section, _("Discard pile")));
      g_assert_nonnull (ui_find_first (section, TRP_TYPE_CARD_VIEW));
    }
  maybe_shoot (sheet, "coach-sheet-biriba");
  ui_destroy_toplevels ();
}

int
main (int    argc,
      char **argv)
{
  /* LANGUAGE=el or fa shows the coach in Greek or Persian. */
  test_locale_init_translations ();
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/coach-ui/try-again", test_coach_try_again);
  g_test_add_func ("/coach-ui/biriba-position", test_coach_biriba_position);

  return ui_test_run ();
}
