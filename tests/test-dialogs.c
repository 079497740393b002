/* test-dialogs.c: every dialog closes with Escape
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The key is a real one: xdotool sends it through the X server (XTest) to
 * the focused window, as a keyboard would. Without xdotool or an X11
 * display the tests are skipped.
 */

#include "config.h"

#include <gdk/x11/gdkx.h>
#include <string.h>

#include "test-ui-common.h"
#include "trp-application.h"
#include "trp-card-painter.h"
#include "trp-dialog.h"
#include "trp-game-catalog.h"
#include "trp-move-history.h"
#include "trp-new-match-dialog.h"
#include "trp-pile-dialog.h"
#include "trp-preferences-dialog.h"
#include "trp-round-result-sheet.h"
#include "trp-rules-help.h"
#include "trp-score-pad.h"
#include "trp-statistics.h"
#include "trp-table-view.h"
#include "trp-window.h"

static gboolean
can_press_keys (void)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");

  if (xdotool == NULL)
    {
      g_test_skip ("xdotool is not installed");
      return FALSE;
    }
  if (!GDK_IS_X11_DISPLAY (gdk_display_get_default ()))
    {
      g_test_skip ("not an X11 display");
      return FALSE;
    }
  return TRUE;
}

static gboolean
is_active (gpointer data)
{
  return gtk_window_is_active (GTK_WINDOW (data));
}

static gboolean
is_gone (gpointer data)
{
  GtkWidget **widget = data;

  return *widget == NULL || !gtk_widget_get_visible (*widget);
}

/* Presses Escape on @dialog, focused, and checks that it closes. @dialog
 * is a window, or one of the app's dialogs (trp-dialog.h), which is a
 * window before libadwaita 1.5 and a widget inside one after. */
static void
assert_escape_closes (GtkWidget  *dialog,
                      const char *what)
{
  g_autoptr(GError) error = NULL;
  GtkWidget *watched = dialog;
  gboolean is_dialog = trp_dialog_is_dialog (dialog);
  GtkWindow *window;
  int status = 0;

  g_test_message ("Escape on %s", what);
  g_object_add_weak_pointer (G_OBJECT (watched), (gpointer *) &watched);
  /* A window is brought up again; a dialog the app already presented
   * (About, from libadwaita 1.5 on) stays where it is. */
  if (GTK_IS_WINDOW (dialog))
    gtk_window_present (GTK_WINDOW (dialog));
  else if (gtk_widget_get_root (dialog) == NULL)
    trp_dialog_present (dialog);
  ui_wait_mapped (dialog);
  window = is_dialog ? trp_dialog_get_window (dialog) : GTK_WINDOW (dialog);
  g_assert_nonnull (window);
  /* A dialog inside a window gets the keys once its window has the focus
   * back from the one closed before (no window manager gives it). */
  if ((GtkWidget *) window != dialog)
    gtk_window_present (window);
  /* Without a window manager GTK focuses a presented window itself. */
  g_assert_true (ui_wait (is_active, window, 10000));

  g_assert_true (g_spawn_command_line_sync ("xdotool key Escape", NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_cmpint (status, ==, 0);

  if (!ui_wait (is_gone, &watched, 10000))
    g_error ("Escape did not close %s", what);
  if (watched != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (watched), (gpointer *) &watched);
      if (is_dialog)
        trp_dialog_discard (watched);
      else
        gtk_window_destroy (GTK_WINDOW (watched));
    }
}

static TrpWindow *
new_main_window (TrpApplication *app)
{
  TrpWindow *window = trp_window_new (app);

  gtk_window_present (GTK_WINDOW (window));
  ui_wait_mapped (GTK_WIDGET (window));
  return window;
}

static gboolean
is_over_cb (GtkWidget *dialog,
            gpointer   parent)
{
  return dialog != parent && ui_dialog_is_over (dialog, parent);
}

/* The newest dialog over @parent, whatever its class. */
static GtkWidget *
find_dialog (GtkWindow *parent)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  return ui_find_dialog_where (ADW_TYPE_DIALOG, is_over_cb, parent);
#else
  return ui_find_dialog_where (GTK_TYPE_WINDOW, is_over_cb, parent);
#endif
}

static void
test_escape_start (void)
{
  g_autoptr(TrpApplication) app = ui_application_new ();
  GSettings *settings;
  TrpWindow *window;

  if (!can_press_keys ())
    return;

  settings = trp_application_get_settings (app);
  window = new_main_window (app);

  assert_escape_closes (GTK_WIDGET (trp_new_match_dialog_new (GTK_WINDOW (window), settings)), "New Match");
  assert_escape_closes (trp_statistics_dialog_new (GTK_WINDOW (window), settings), "Statistics");
  assert_escape_closes (GTK_WIDGET (trp_preferences_dialog_new (GTK_WINDOW (window), settings)), "Preferences");
  assert_escape_closes (GTK_WIDGET (trp_rules_help_new (GTK_WINDOW (window), trp_settings_get_default (), NULL)), "the rules help");

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  assert_escape_closes (find_dialog (GTK_WINDOW (window)), "About");

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_escape_table (void)
{
  g_autoptr(TrpApplication) app = ui_application_new ();
  g_autoptr(TrpMatch) match = NULL;
  g_autoptr(TrpMatch) played = NULL;
  g_autoptr(GError) error = NULL;
  TrpNewMatchDialog *new_match;
  GSettings *settings;
  TrpWindow *window;
  TrpCardStyle style;

  if (!can_press_keys ())
    return;

  settings = trp_application_get_settings (app);
  window = new_main_window (app);

  new_match = trp_new_match_dialog_new (GTK_WINDOW (window), settings);
  trp_new_match_dialog_select_game (new_match, "marianna");
  match = trp_new_match_dialog_create (new_match, &error);
  g_assert_no_error (error);
  trp_dialog_discard (GTK_WIDGET (new_match));
  trp_window_show_match (window, match);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.match-rules", NULL);
  assert_escape_closes (find_dialog (GTK_WINDOW (window)), "This Match’s Rules");


  trp_card_style_init (&style);
  assert_escape_closes (trp_pile_dialog_new (GTK_WINDOW (window), "Pile", &style), "the pile");
  assert_escape_closes (trp_score_pad_new (GTK_WINDOW (window), match), "the score pad");
  assert_escape_closes (trp_move_history_new (GTK_WINDOW (window), match, 0), "the move history");

  /* A round's result, from another match played out here, apart from
   * the one the table drives. */
  new_match = trp_new_match_dialog_new (GTK_WINDOW (window), settings);
  trp_new_match_dialog_select_game (new_match, "marianna");
  played = trp_new_match_dialog_create (new_match, &error);
  g_assert_no_error (error);
  trp_dialog_discard (GTK_WIDGET (new_match));
  while (trp_match_get_round_in_progress (played))
    {
      g_autoptr(GPtrArray) legal = trp_game_legal_actions (trp_match_get_game (played));

      g_assert_true (trp_match_perform (played, g_ptr_array_index (legal, 0), &error));
      g_assert_no_error (error);
    }
  assert_escape_closes (trp_round_result_sheet_new (GTK_WINDOW (window), played, 0), "the round result");

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
start_cb (TrpNewMatchDialog *dialog,
          TrpMatch          *match,
          TrpMatch         **started)
{
  g_set_object (started, match);
}

/* Seat @index of New Match: its name field and its kind. */
static void
set_seat (TrpNewMatchDialog *dialog,
          guint              index,
          const char        *name,
          guint              kind)
{
  g_autoptr(GPtrArray) entries = ui_find_all (GTK_WIDGET (dialog), GTK_TYPE_ENTRY);
  g_autoptr(GPtrArray) kinds = ui_find_all (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN);

  gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (entries, index)), name);
  gtk_drop_down_set_selected (g_ptr_array_index (kinds, index), kind);
}

static void
assert_seat (TrpNewMatchDialog *dialog,
             guint              index,
             const char        *name,
             guint              kind)
{
  g_autoptr(GPtrArray) entries = ui_find_all (GTK_WIDGET (dialog), GTK_TYPE_ENTRY);
  g_autoptr(GPtrArray) kinds = ui_find_all (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN);

  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (g_ptr_array_index (entries, index))), ==, name);
  g_assert_cmpuint (gtk_drop_down_get_selected (g_ptr_array_index (kinds, index)), ==, kind);
}

/* New Match offers the last match's seats again, people's names and all;
 * two people of one name are refused, with a word saying why (#33). */
static void
test_new_match_people (void)
{
  g_autoptr(TrpApplication) app = ui_application_new ();
  g_autoptr(TrpMatch) started = NULL;
  TrpNewMatchDialog *dialog;
  GSettings *settings = trp_application_get_settings (app);
  TrpWindow *window = new_main_window (app);
  GtkWidget *alert;

  dialog = trp_new_match_dialog_new (GTK_WINDOW (window), settings);
  trp_dialog_present (GTK_WIDGET (dialog));
  trp_new_match_dialog_select_game (dialog, "marianna");
  g_signal_connect (dialog, "start", G_CALLBACK (start_cb), &started);
  set_seat (dialog, 0, "Anna", 0);
  set_seat (dialog, 2, "Anna", 0);
  g_signal_emit_by_name (ui_find_button_label (GTK_WIDGET (dialog), "_Start"), "clicked");
  g_assert_null (started);
  alert = ui_find_alert ("The match cannot start");
  g_assert_nonnull (alert);
  g_assert_nonnull (strstr (ui_alert_get_body (alert), "“Anna”"));
  ui_alert_respond (alert, "close");

  set_seat (dialog, 2, "Cleo", 0);
  set_seat (dialog, 3, "Dan", 3);
  g_signal_emit_by_name (ui_find_button_label (GTK_WIDGET (dialog), "_Start"), "clicked");
  g_assert_nonnull (started);
  g_assert_cmpint (trp_match_get_player (started, 2)->kind, ==, TRP_PLAYER_HUMAN);
  g_assert_cmpstr (trp_match_get_player (started, 2)->name, ==, "Cleo");

  dialog = trp_new_match_dialog_new (GTK_WINDOW (window), settings);
  assert_seat (dialog, 0, "Anna", 0);
  assert_seat (dialog, 2, "Cleo", 0);
  assert_seat (dialog, 3, "Dan", 3);
  trp_dialog_discard (GTK_WIDGET (dialog));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  if (!ui_test_init (&argc, &argv))
    return 0;
  ui_init ();

  g_test_add_func ("/ui/dialogs/escape/start", test_escape_start);
  g_test_add_func ("/ui/dialogs/escape/table", test_escape_table);
  g_test_add_func ("/ui/dialogs/new-match/people", test_new_match_people);

  return ui_test_run ();
}
