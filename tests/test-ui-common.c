/* test-ui-common.c: finding widgets, waiting and screenshots for UI tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <stdio.h>

#include <glib/gstdio.h>

#include "test-ui-common.h"
#include "trp-format.h"
#include "trp-game-catalog.h"
#include "trp-ai.h"
#include "trp-hand-view.h"
#include "trp-round-result-sheet.h"
#include "trp-table-view.h"

/* The private session bus of this test process, or NULL without one. */
static GTestDBus *test_bus;
/* The data, configuration and cache folders of this test process. */
static char *test_home;

#if ADW_CHECK_VERSION (1, 5, 0)
static GQuark
closed_quark (void)
{
  return g_quark_from_static_string ("ui-test-dialog-closed");
}

/* AdwDialog::closed comes as the closing starts; the dialog stays in its
 * window until its animation ends, and is gone for the tests from then. */
static gboolean
dialog_closed_hook (GSignalInvocationHint *hint,
                    guint                  n_values,
                    const GValue          *values,
                    gpointer               data)
{
  g_object_set_qdata (g_value_get_object (&values[0]), closed_quark (), GINT_TO_POINTER (TRUE));
  return TRUE;
}
#endif

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

/* Keeps the test away from whatever the machine has: a desktop's session
 * bus (where another process may own the app's name, or a running
 * Trapoula may answer in its place), autolaunched buses (dbus-x11), the
 * person's dconf settings, and the files other tests write. Each test
 * process gets a session bus of its own when dbus-daemon is installed,
 * and none otherwise.
 *
 * Returns: %FALSE when there is no display to test on */
gboolean
ui_test_init (int    *argc,
              char ***argv)
{
  g_autofree char *display = g_strdup (g_getenv ("DISPLAY"));
  g_autofree char *runtime_dir = g_strdup (g_getenv ("XDG_RUNTIME_DIR"));

  gtk_disable_setlocale ();
  g_test_init (argc, argv, NULL);

  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);

  /* Folders of its own, empty at the start: the saved matches and the
   * statistics file of the test processes running beside it, and of
   * earlier runs, stay out. */
  {
    g_autoptr(GError) error = NULL;
    g_autofree char *data = NULL;
    g_autofree char *config = NULL;
    g_autofree char *cache = NULL;

    test_home = g_dir_make_tmp ("trapoula-test-XXXXXX", &error);
    g_assert_no_error (error);
    data = g_build_filename (test_home, "data", NULL);
    config = g_build_filename (test_home, "config", NULL);
    cache = g_build_filename (test_home, "cache", NULL);
    g_setenv ("XDG_DATA_HOME", data, TRUE);
    g_setenv ("XDG_CONFIG_HOME", config, TRUE);
    g_setenv ("XDG_CACHE_HOME", cache, TRUE);
  }

  if (g_getenv ("TRAPOULA_TEST_NO_BUS") == NULL)
    {
      g_autofree char *daemon = g_find_program_in_path ("dbus-daemon");

      if (daemon != NULL)
        {
          test_bus = g_test_dbus_new (G_TEST_DBUS_NONE);
          /* g_test_dbus_up() unsets DISPLAY and XDG_RUNTIME_DIR as well as
           * the bus address; the widget tests need the first back, and the
           * second no longer leads to a bus once the address is set. */
          g_test_dbus_up (test_bus);
        }
    }
  if (test_bus == NULL)
    {
      /* An address that leads nowhere: GApplication then runs without a
       * bus, and nothing autolaunches one. */
      g_test_dbus_unset ();
      g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/trapoula-test-bus", TRUE);
    }
  if (display != NULL)
    g_setenv ("DISPLAY", display, TRUE);
  if (runtime_dir != NULL)
    g_setenv ("XDG_RUNTIME_DIR", runtime_dir, TRUE);

  if (!gtk_init_check ())
    {
      /* build-aux/test runs the suite under Xvfb. */
      /* Straight to stdout: GLib 2.76 and newer turn a test's g_print()
       * into a TAP comment, which would hide the skip from meson. */
      fputs ("1..0 # SKIP no display\n", stdout);
      fflush (stdout);
      return FALSE;
    }
  adw_init ();
#if ADW_CHECK_VERSION (1, 5, 0)
  /* The signal exists once the class does. */
  g_type_class_ref (ADW_TYPE_DIALOG);
  g_signal_add_emission_hook (g_signal_lookup ("closed", ADW_TYPE_DIALOG), 0,
                              dialog_closed_hook, NULL, NULL);
#endif
  return TRUE;
}

/* Runs the tests, then stops the private bus. GTK and the applications
 * keep the process's bus connection to the end, so g_test_dbus_down(), and
 * unreferencing the GTestDBus, would wait for it in vain. */
int
ui_test_run (void)
{
  int status = g_test_run ();

  if (test_bus != NULL)
    g_test_dbus_stop (test_bus);
  if (test_home != NULL)
    remove_tree (test_home);
  return status;
}

/* A registered application for one test. Each gets an application id of
 * its own: a process's earlier applications may still hold theirs on the
 * bus (exported objects live as long as the application). */
TrpApplication *
ui_application_new (void)
{
  static guint n_applications;
  g_autoptr(TrpApplication) app = trp_application_new ();
  g_autofree char *id = g_strdup_printf ("%s.Test%u", APPLICATION_ID, ++n_applications);
  g_autoptr(GError) error = NULL;

  g_application_set_application_id (G_APPLICATION (app), id);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  /* A remote instance would run no startup, and so have no settings. */
  g_assert_false (g_application_get_is_remote (G_APPLICATION (app)));
  return g_steal_pointer (&app);
}

void
ui_init (void)
{
  /* Fixed seeds for what the interface itself draws at random (the next
   * round's deal). */
  g_random_set_seed (20261121);
}

GtkWidget *
ui_find_first (GtkWidget *widget,
               GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_find_first (child, type);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static void
find_all (GtkWidget *widget,
          GType      type,
          GPtrArray *out)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (out, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    find_all (child, type, out);
}

/* Returns: (transfer container): every descendant of @type, in tree order */
GPtrArray *
ui_find_all (GtkWidget *widget,
             GType      type)
{
  GPtrArray *out = g_ptr_array_new ();

  find_all (widget, type, out);
  return out;
}

/* The first descendant of @type whose text, read by @get_text, is @text. */
static GtkWidget *
find_by_text (GtkWidget    *widget,
              GType         type,
              const char *(*get_text) (gpointer),
              const char   *text)
{
  g_autoptr(GPtrArray) found = ui_find_all (widget, type);

  for (guint i = 0; i < found->len; i++)
    if (g_strcmp0 (get_text (g_ptr_array_index (found, i)), text) == 0)
      return g_ptr_array_index (found, i);

  return NULL;
}

GtkWidget *
ui_find_label (GtkWidget  *widget,
               const char *text)
{
  return find_by_text (widget, GTK_TYPE_LABEL, (gpointer) gtk_label_get_text, text);
}

/* A button by its label as written, mnemonic underscore included. */
GtkWidget *
ui_find_button_label (GtkWidget  *widget,
                      const char *label)
{
  return find_by_text (widget, GTK_TYPE_BUTTON, (gpointer) gtk_button_get_label, label);
}

GtkWidget *
ui_find_row (GtkWidget  *widget,
             const char *title)
{
  return find_by_text (widget, ADW_TYPE_PREFERENCES_ROW, (gpointer) adw_preferences_row_get_title, title);
}

/* The header bar's main menu button: found by what it is, as the tree's
 * order puts the content first in an AdwToolbarView (libadwaita 1.4). */
GtkWidget *
ui_find_primary_menu_button (GtkWidget *window)
{
  g_autoptr(GPtrArray) buttons = ui_find_all (window, GTK_TYPE_MENU_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    if (gtk_menu_button_get_primary (g_ptr_array_index (buttons, i)))
      return g_ptr_array_index (buttons, i);

  return NULL;
}

GtkWindow *
ui_find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type))
        return window;
    }

  return NULL;
}

static gboolean
is_presented_dialog (GtkWidget     *widget,
                     GType          type,
                     UiDialogFilter filter,
                     gpointer       data)
{
  if (!G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return FALSE;
  if (GTK_IS_WINDOW (widget) && !gtk_widget_get_visible (widget))
    return FALSE;
#if ADW_CHECK_VERSION (1, 5, 0)
  if (ADW_IS_DIALOG (widget) &&
      (gtk_widget_get_parent (widget) == NULL ||
       g_object_get_qdata (G_OBJECT (widget), closed_quark ()) != NULL))
    return FALSE;
#endif
  return filter == NULL || filter (widget, data);
}

/**
 * ui_find_dialog_where:
 * @type: the dialog's type
 * @filter: (nullable): which of them
 *
 * Finds a presented dialog whatever its kind: on libadwaita 1.2 the app's
 * dialogs (trp-dialog.h), alerts, About, Preferences and the shortcuts are
 * toplevel windows; from 1.5 on they are AdwDialogs inside the window they
 * were presented over. One closing counts as gone.
 *
 * Returns: (transfer none) (nullable): the dialog itself, the newest first
 */
GtkWidget *
ui_find_dialog_where (GType          type,
                      UiDialogFilter filter,
                      gpointer       data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = g_list_model_get_n_items (toplevels); i-- > 0;)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);
      g_autoptr(GPtrArray) inside = NULL;

      if (is_presented_dialog (GTK_WIDGET (window), type, filter, data))
        return GTK_WIDGET (window);
      inside = ui_find_all (GTK_WIDGET (window), type);
      for (guint j = inside->len; j-- > 0;)
        if (g_ptr_array_index (inside, j) != (gpointer) window &&
            is_presented_dialog (g_ptr_array_index (inside, j), type, filter, data))
          return g_ptr_array_index (inside, j);
    }

  return NULL;
}

GtkWidget *
ui_find_dialog (GType type)
{
  return ui_find_dialog_where (type, NULL, NULL);
}

/* A UiCondition: a dialog of the GType in @type is presented. */
gboolean
ui_has_dialog (gpointer type)
{
  return ui_find_dialog ((GType) GPOINTER_TO_SIZE (type)) != NULL;
}

/* Closes @dialog at once, as a test's clean-up. */
void
ui_dialog_destroy (GtkWidget *dialog)
{
  g_return_if_fail (GTK_IS_WIDGET (dialog));

  if (GTK_IS_WINDOW (dialog))
    gtk_window_destroy (GTK_WINDOW (dialog));
#if ADW_CHECK_VERSION (1, 5, 0)
  else if (ADW_IS_DIALOG (dialog))
    adw_dialog_force_close (ADW_DIALOG (dialog));
#endif
  else
    g_assert_not_reached ();
}

/* Returns: (nullable): the window @dialog was presented over */
GtkWindow *
ui_dialog_get_parent (GtkWidget *dialog)
{
  if (GTK_IS_WINDOW (dialog))
    return gtk_window_get_transient_for (GTK_WINDOW (dialog));
  return GTK_IS_WINDOW (gtk_widget_get_root (dialog)) ? GTK_WINDOW (gtk_widget_get_root (dialog)) : NULL;
}

/* Whether @dialog was presented over @parent, a window or a dialog: from
 * libadwaita 1.5 dialogs stack inside their window, the newest on top. */
gboolean
ui_dialog_is_over (GtkWidget *dialog,
                   GtkWidget *parent)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  if (ADW_IS_DIALOG (dialog))
    {
      GtkWindow *window = ui_dialog_get_parent (dialog);
      AdwDialog *top = NULL;

      if (GTK_WIDGET (window) == parent)
        return TRUE;
      if (ADW_IS_APPLICATION_WINDOW (window))
        top = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
      else if (ADW_IS_WINDOW (window))
        top = adw_window_get_visible_dialog (ADW_WINDOW (window));
      return ADW_IS_DIALOG (parent) && top == ADW_DIALOG (dialog) &&
             gtk_widget_get_root (parent) == GTK_ROOT (window);
    }
#endif
  return ui_dialog_get_parent (dialog) == GTK_WINDOW (parent);
}

const char *
ui_dialog_get_title (GtkWidget *dialog)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  if (ADW_IS_DIALOG (dialog))
    return adw_dialog_get_title (ADW_DIALOG (dialog));
#endif
  return gtk_window_get_title (GTK_WINDOW (dialog));
}

static gboolean
is_titled (GtkWidget *dialog,
           gpointer   title)
{
  return g_strcmp0 (ui_dialog_get_title (dialog), title) == 0;
}

/* Returns: (nullable): the dialog of any class titled @title */
GtkWidget *
ui_find_dialog_titled (const char *title)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  return ui_find_dialog_where (ADW_TYPE_DIALOG, is_titled, (gpointer) title);
#else
  return ui_find_dialog_where (GTK_TYPE_WINDOW, is_titled, (gpointer) title);
#endif
}

/* --- Alerts: AdwAlertDialog from libadwaita 1.5, AdwMessageDialog before */

#if ADW_CHECK_VERSION (1, 5, 0)
# define UI_TYPE_ALERT ADW_TYPE_ALERT_DIALOG
#else
# define UI_TYPE_ALERT ADW_TYPE_MESSAGE_DIALOG
#endif

const char *
ui_alert_get_heading (GtkWidget *alert)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  return adw_alert_dialog_get_heading (ADW_ALERT_DIALOG (alert));
#else
  return adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (alert));
#endif
}

const char *
ui_alert_get_body (GtkWidget *alert)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  return adw_alert_dialog_get_body (ADW_ALERT_DIALOG (alert));
#else
  return adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (alert));
#endif
}

static gboolean
heading_starts_with (GtkWidget *alert,
                     gpointer   prefix)
{
  const char *heading = ui_alert_get_heading (alert);

  return prefix == NULL || (heading != NULL && g_str_has_prefix (heading, prefix));
}

/* Returns: (nullable): the alert whose heading starts with
 *   @heading_prefix, or any alert for %NULL */
GtkWidget *
ui_find_alert (const char *heading_prefix)
{
  return ui_find_dialog_where (UI_TYPE_ALERT, heading_starts_with, (gpointer) heading_prefix);
}

/* Clicks the button of @response, as a person would. */
void
ui_alert_respond (GtkWidget  *alert,
                  const char *response)
{
  const char *label;
  GtkWidget *button;

#if ADW_CHECK_VERSION (1, 5, 0)
  label = adw_alert_dialog_get_response_label (ADW_ALERT_DIALOG (alert), response);
#else
  label = adw_message_dialog_get_response_label (ADW_MESSAGE_DIALOG (alert), response);
#endif
  button = ui_find_button_label (alert, label);
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

void
ui_destroy_toplevels (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  while (g_list_model_get_n_items (toplevels) > 0)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, 0);

      gtk_window_destroy (window);
    }

  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static gboolean
wake_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until @condition holds; FALSE when @timeout_ms
 * passed first. */
gboolean
ui_wait (UiCondition condition,
         gpointer    data,
         guint       timeout_ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * 1000;
  guint wake = g_timeout_add (20, wake_cb, NULL);
  gboolean ok = FALSE;

  while (!(ok = condition (data)) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);

  g_source_remove (wake);
  return ok;
}

static gboolean
never (gpointer data)
{
  return FALSE;
}

void
ui_settle (guint ms)
{
  ui_wait (never, NULL, ms);
}

static gboolean
is_drawn (gpointer data)
{
  GtkWidget *widget = data;

  return gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) > 0;
}

void
ui_wait_mapped (GtkWidget *widget)
{
  g_assert_true (ui_wait (is_drawn, widget, 10000));
  /* A few frames for the layout to settle. */
  ui_settle (100);
}

/* Saves @widget's window as G_TEST_BUILDDIR/screenshots/NAME-LANGUAGE.png
 * and returns the path. */
char *
ui_screenshot (GtkWidget  *widget,
               const char *name)
{
  const char *language = g_getenv ("LANGUAGE");
  g_autofree char *folder = g_build_filename (g_getenv ("G_TEST_BUILDDIR") != NULL ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                              "screenshots", NULL);
  g_autofree char *file = g_strdup_printf ("%s-%s.png", name,
                                           language != NULL && language[0] != '\0' ? language : "en");
  char *path = g_build_filename (folder, file, NULL);
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));
  int width, height;
  GskRenderer *renderer;

  ui_wait_mapped (root);
  width = gtk_widget_get_width (root);
  height = gtk_widget_get_height (root);
  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);

  paintable = gtk_widget_paintable_new (root);
  /* A widget with a layout pending draws nothing yet: let the frame clock
   * run until it does. */
  for (guint attempt = 0; node == NULL && attempt < 100; attempt++)
    {
      g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();

      if (attempt > 0)
        ui_settle (50);
      width = gtk_widget_get_width (root);
      height = gtk_widget_get_height (root);
      gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
      node = gtk_snapshot_to_node (snapshot);
    }
  g_assert_nonnull (node);
  renderer = gtk_native_get_renderer (GTK_NATIVE (root));
  g_assert_nonnull (renderer);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
  return path;
}

/* The labels of the toasts shown on @root or a toast overlay inside it
 * (the window's, or the table's over its board): a toast is an
 * overlay's child beside its content. */
GPtrArray *
ui_toast_labels (GtkWidget *root)
{
  g_autoptr(GPtrArray) overlays = ui_find_all (root, ADW_TYPE_TOAST_OVERLAY);
  GPtrArray *labels = g_ptr_array_new ();

  for (guint i = 0; i < overlays->len; i++)
    {
      GtkWidget *overlay = g_ptr_array_index (overlays, i);
      GtkWidget *content = adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (overlay));

      for (GtkWidget *child = gtk_widget_get_first_child (overlay);
           child != NULL;
           child = gtk_widget_get_next_sibling (child))
        if (child != content)
          {
            g_autoptr(GPtrArray) found = ui_find_all (child, GTK_TYPE_LABEL);

            g_ptr_array_extend (labels, found, NULL, NULL);
          }
    }

  return labels;
}

/* The label of a toast on @root that reads @text, or %NULL. */
GtkWidget *
ui_toast_label (GtkWidget  *root,
                const char *text)
{
  g_autoptr(GPtrArray) labels = ui_toast_labels (root);

  for (guint i = 0; i < labels->len; i++)
    if (g_strcmp0 (gtk_label_get_text (g_ptr_array_index (labels, i)), text) == 0)
      return g_ptr_array_index (labels, i);

  return NULL;
}

/* Whether a toast with @text is on @root or a toast overlay inside it. */
gboolean
ui_toast_shown (GtkWidget  *root,
                const char *text)
{
  return ui_toast_label (root, text) != NULL;
}

/* The catalog's playable games' ids, in its order: tests that cover
 * every game read them here, so that a new game needs no list edited.
 */
GPtrArray *
ui_playable_games (void)
{
  GPtrArray *ids = g_ptr_array_new ();
  guint n_games;
  const TrpGameInfo *games = trp_game_catalog_get_all (&n_games);

  for (guint i = 0; i < n_games; i++)
    if (trp_game_info_is_playable (&games[i]))
      g_ptr_array_add (ids, (gpointer) games[i].id);
  return ids;
}

/* A match of @game_id for @n_players (0: the game's usual number) with
 * its house rules as they come: the person at seat 0, easy computers
 * elsewhere, the last seat dealing first; no round is dealt yet.
 */
TrpMatch *
ui_match_new_unstarted (const char *game_id,
                        guint       n_players)
{
  const TrpGameInfo *info = trp_game_catalog_lookup (game_id);
  static const char *names[] = { "You", "Anna", "Nikos", "Sara", "Giorgos", "Maryam" };
  g_autoptr(TrpRules) rules = trp_rules_new (info->rules);
  g_autofree TrpPlayer *players = NULL;
  g_autoptr(GError) error = NULL;
  TrpMatch *match;

  if (n_players == 0)
    n_players = info->default_players;
  g_assert_cmpuint (n_players, <=, G_N_ELEMENTS (names));
  players = g_new0 (TrpPlayer, n_players);
  if (trp_rules_descriptor_find_option (info->rules, "player_count") != NULL)
    g_assert_true (trp_rules_set_int (rules, "player_count", n_players, NULL));

  for (guint i = 0; i < n_players; i++)
    {
      players[i].name = (char *) names[i];
      players[i].kind = i == 0 ? TRP_PLAYER_HUMAN : TRP_PLAYER_COMPUTER;
      players[i].level = i == 0 ? NULL : (char *) "easy";
      players[i].team = -1;
    }

  match = trp_match_new (game_id, rules, players, n_players, trp_game_catalog_create_game, &error);
  g_assert_no_error (error);
  trp_match_set_first_dealer (match, n_players - 1);
  return match;
}

/* ui_match_new_unstarted(), its first round dealt from @seed. */
TrpMatch *
ui_match_new (const char *game_id,
              guint       n_players,
              guint64     seed)
{
  g_autoptr(GError) error = NULL;
  TrpMatch *match = ui_match_new_unstarted (game_id, n_players);

  g_assert_true (trp_match_start_round (match, seed, &error));
  g_assert_no_error (error);
  return match;
}

/* Empties the saved-matches folder of the tests' data directory. */
void
ui_reset_matches_folder (void)
{
  g_autofree char *folder = trp_match_dup_default_folder ();
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);

      g_unlink (path);
    }
}

/* Selects the item of a combo row's string list that reads @text. */
gboolean
ui_combo_select (AdwComboRow *row,
                 const char  *text)
{
  GListModel *model = adw_combo_row_get_model (row);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);

      if (g_strcmp0 (gtk_string_object_get_string (item), text) == 0)
        {
          adw_combo_row_set_selected (row, i);
          return TRUE;
        }
    }

  return FALSE;
}

/* The rules editor's row of @option_id, found by its title. */
GtkWidget *
ui_option_row (GtkWidget  *widget,
               TrpRules   *rules,
               const char *option_id)
{
  const TrpOptionSpec *spec = trp_rules_descriptor_find_option (trp_rules_get_descriptor (rules), option_id);

  g_assert_nonnull (spec);
  return ui_find_row (widget, g_dgettext (GETTEXT_PACKAGE, spec->title));
}

typedef struct
{
  TrpMatch       *match;
  TrpMatchDriver *driver;
  int             viewer;
} RoundState;

static gboolean
person_turn_or_over_cb (gpointer data)
{
  RoundState *state = data;

  if (!trp_match_get_round_in_progress (state->match))
    return TRUE;
  return !trp_match_driver_get_busy (state->driver) &&
         trp_game_get_current_seat (trp_match_get_game (state->match)) == state->viewer;
}

static GtkWidget *
focusable_hand (GtkWidget *table)
{
  g_autoptr(GPtrArray) hands = ui_find_all (table, TRP_TYPE_HAND_VIEW);

  for (guint i = 0; i < hands->len; i++)
    if (gtk_widget_get_focusable (g_ptr_array_index (hands, i)))
      return g_ptr_array_index (hands, i);

  return NULL;
}

/* Plays the person's seat of a trick game to the end of the round: one
 * card at a time, activated in the hand, or a choice button. */
void
ui_play_trick_round (GtkWidget *table,
                     TrpMatch  *match,
                     int        viewer)
{
  RoundState state = { match, trp_table_view_get_driver (TRP_TABLE_VIEW (table)), viewer };
  GtkWidget *hand = focusable_hand (table);
  guint64 seed = 7;

  g_assert_nonnull (hand);
  for (;;)
    {
      g_autoptr(TrpAction) choice = NULL;
      gboolean done = FALSE;

      g_assert_true (ui_wait (person_turn_or_over_cb, &state, 30000));
      if (!trp_match_get_round_in_progress (match))
        return;
      ui_settle (5);

      choice = trp_ai_choose (trp_match_get_game (match), TRP_AI_LEVEL_NORMAL, seed++, 0, NULL);
      g_assert_nonnull (choice);
      if (g_str_equal (choice->type, "play") && choice->n_cards == 1 && choice->target < 0)
        for (guint i = 0; i < trp_hand_view_get_n_cards (TRP_HAND_VIEW (hand)) && !done; i++)
          if (trp_hand_view_get_card (TRP_HAND_VIEW (hand), i) == choice->cards[0])
            {
              g_signal_emit_by_name (hand, "card-activated", i);
              done = TRUE;
            }

      if (!done)
        {
          g_autoptr(GPtrArray) buttons = ui_find_all (table, GTK_TYPE_BUTTON);

          for (guint i = 0; i < buttons->len && !done; i++)
            {
              TrpAction *shown = g_object_get_data (g_ptr_array_index (buttons, i), "action");

              if (shown != NULL && trp_action_equal (shown, choice))
                {
                  g_signal_emit_by_name (g_ptr_array_index (buttons, i), "clicked");
                  done = TRUE;
                }
            }
        }

      g_assert_true (done);
    }
}

/* A UiCondition: an alert whose heading starts with @data is open. */
gboolean
ui_has_alert (gpointer data)
{
  return ui_find_alert (data) != NULL;
}

/* The value of the table's chip titled @title (“Match”), or NULL. */
const char *
ui_chip_value (GtkWidget  *table,
               const char *title)
{
  GtkWidget *label = ui_find_label (table, title);
  GtkWidget *value;

  if (label == NULL)
    return NULL;
  value = gtk_widget_get_next_sibling (label);
  if (!GTK_IS_LABEL (value))
    return NULL;
  return gtk_label_get_text (GTK_LABEL (value));
}

/* Whether @text shows the match totals, in order, each as the language
 * writes it, with a separator between them. */
gboolean
ui_shows_totals (const char *text,
                 TrpMatch   *match)
{
  const char *p = text;

  if (text == NULL)
    return FALSE;

  for (guint u = 0; u < trp_match_get_n_units (match); u++)
    {
      g_autofree char *number = trp_format_number (trp_match_get_total (match, u));

      if (!g_str_has_prefix (p, number))
        return FALSE;
      p += strlen (number);
      if (u + 1 < trp_match_get_n_units (match))
        {
          const char *start = p;

          /* The separator: anything but a digit of the next number. */
          while (*p != '\0' && !g_unichar_isdigit (g_utf8_get_char (p)) && *p != '-' &&
                 g_utf8_get_char (p) != 0x2212)
            p = g_utf8_next_char (p);
          if (p == start)
            return FALSE;
        }
    }

  return *p == '\0';
}

/* Offers a key press to @controller as GTK would; TRUE when it took it. */
static gboolean
offer_key (GtkEventController *controller,
           GtkWidget          *widget,
           guint               keyval,
           GdkModifierType     modifiers)
{
  if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
    {
      gboolean handled = FALSE;

      g_signal_emit_by_name (controller, "key-pressed", keyval, 0, modifiers, &handled);
      return handled;
    }

  if (GTK_IS_SHORTCUT_CONTROLLER (controller))
    {
      GListModel *shortcuts = G_LIST_MODEL (controller);
      const char *name = gtk_event_controller_get_name (controller);
      GtkFlattenListModel *managed = NULL;

      if (name != NULL && g_str_has_prefix (name, "gtk-shortcut-manager-") &&
          GTK_IS_FLATTEN_LIST_MODEL (g_object_get_data (G_OBJECT (widget), name)))
        managed = g_object_get_data (G_OBJECT (widget), name);

      for (guint i = 0; i < g_list_model_get_n_items (shortcuts); i++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (shortcuts, i);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          GtkWidget *owner = widget;

          /* A window runs the managed shortcuts of the widgets in it, for
           * the widget that added them, while that widget is mapped; GTK
           * keeps them in a model under the controller's name. */
          if (managed != NULL)
            {
              GListModel *model = gtk_flatten_list_model_get_model_for_item (managed, i);

              if (GTK_IS_SHORTCUT_CONTROLLER (model))
                owner = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (model));
              if (!gtk_widget_get_mapped (owner) || !gtk_widget_is_sensitive (owner))
                continue;
            }

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers &&
              gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut),
                                            GTK_SHORTCUT_ACTION_EXCLUSIVE, owner,
                                            gtk_shortcut_get_arguments (shortcut)))
            return TRUE;
        }
    }

  return FALSE;
}

static gboolean
offer_key_to_widget (GtkWidget          *widget,
                     GtkPropagationPhase phase,
                     guint               keyval,
                     GdkModifierType     modifiers)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (gtk_event_controller_get_propagation_phase (controller) == phase &&
          offer_key (controller, widget, keyval, modifiers))
        return TRUE;
    }

  return FALSE;
}

/* A key press where @window's focus is (@window may be a dialog inside a
 * window too), carried as GTK carries it: down
 * from the window to the focus in the capture phase, then back up in the
 * bubble phase, through the real key handlers and shortcuts of each
 * widget on the way. Returns whether a widget took it. */
gboolean
ui_press_key (GtkWidget       *window,
              guint            keyval,
              GdkModifierType  modifiers)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (window));
  g_autoptr(GPtrArray) path = g_ptr_array_new ();

  /* With no focus, GTK gives the key to the window itself; a dialog
   * inside a window (libadwaita 1.5) holds the focus while it is up. */
  if (focus == NULL || !gtk_widget_is_ancestor (focus, window))
    focus = window;
  for (GtkWidget *w = focus; w != NULL; w = gtk_widget_get_parent (w))
    g_ptr_array_insert (path, 0, w);

  for (guint i = 0; i < path->len; i++)
    if (offer_key_to_widget (g_ptr_array_index (path, i), GTK_PHASE_CAPTURE, keyval, modifiers))
      return TRUE;
  for (guint i = path->len; i-- > 0;)
    if (offer_key_to_widget (g_ptr_array_index (path, i), GTK_PHASE_BUBBLE, keyval, modifiers) ||
        offer_key_to_widget (g_ptr_array_index (path, i), GTK_PHASE_TARGET, keyval, modifiers))
      return TRUE;

  return FALSE;
}

/* The value of @unit's chip in the table's score strip: the chip is
 * titled with the side's players, as the match names them. */
const char *
ui_score_value (GtkWidget *table,
                TrpMatch  *match,
                guint      unit)
{
  /* The strip names each side as the match does. */
  g_autofree char *name = trp_match_dup_unit_name (match, unit);

  return ui_chip_value (table, name);
}

/* Whether the score strip shows every side's match total, as the
 * language writes it, or, where the game counts levels, the level as a
 * card rank. */
gboolean
ui_shows_score_strip (GtkWidget *table,
                      TrpMatch  *match)
{
  for (guint u = 0; u < trp_match_get_n_units (match); u++)
    {
      const char *value = ui_score_value (table, match, u);
      g_autofree char *number = trp_format_number (trp_match_get_total (match, u));

      if (value == NULL)
        return FALSE;
      if (g_str_equal (trp_match_get_game_id (match), "dabaifen"))
        {
          /* 2 … 10, J, Q, K, A: never 11 to 14. */
          if (strstr (value, "11") != NULL || strstr (value, "12") != NULL ||
              strstr (value, "13") != NULL || strstr (value, "14") != NULL)
            return FALSE;
        }
      else if (!g_str_has_prefix (value, number))
        return FALSE;
    }

  return TRUE;
}

/* --- The round-result sheet ------------------------------------------- */

GtkWidget *
ui_find_round_result_sheet (void)
{
  return ui_find_dialog (TRP_TYPE_ROUND_RESULT_SHEET);
}

gboolean
ui_has_round_result_sheet (gpointer unused)
{
  return ui_find_round_result_sheet () != NULL;
}

/* Every text the widget shows, one label a line. */
char *
ui_collect_text (GtkWidget *widget)
{
  g_autoptr(GPtrArray) labels = ui_find_all (widget, GTK_TYPE_LABEL);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);

      if (gtk_widget_get_visible (label) && *gtk_label_get_text (GTK_LABEL (label)) != '\0')
        g_string_append_printf (text, "%s\n", gtk_label_get_text (GTK_LABEL (label)));
    }
  return g_string_free (text, FALSE);
}

/* The signed number at the start of a points label: “+100”, “−35”,
 * “+2 levels”, in any digits. */
static gboolean
parse_points (const char *text,
              gint64     *value)
{
  GString *number = g_string_new (NULL);
  gboolean ok;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      /* Right to left, a number starts with a left-to-right mark. */
      if ((c == '+' || c == 0x200e) && number->len == 0)
        continue;
      if (g_unichar_digit_value (c) >= 0 || ((c == '-' || c == 0x2212) && number->len == 0))
        g_string_append_unichar (number, c);
      else
        break;
    }
  ok = trp_parse_number (number->str, value);
  g_string_free (number, TRUE);
  return ok;
}

/**
 * ui_round_result_sheet_sum:
 *
 * Adds up what the sheet shows for each side, as a person would: the
 * scored number of every line row in the side's group (dimmed numbers
 * are reported, not scored), into @sums.
 *
 * Returns: the number of sides found
 */
guint
ui_round_result_sheet_sum (GtkWidget *sheet,
                           gint64    *sums,
                           guint      max_sides)
{
  g_autoptr(GPtrArray) groups = ui_find_all (sheet, ADW_TYPE_PREFERENCES_GROUP);
  guint n = 0;

  for (guint g = 0; g < groups->len && n < max_sides; g++)
    {
      g_autoptr(GPtrArray) rows = ui_find_all (g_ptr_array_index (groups, g), ADW_TYPE_ACTION_ROW);
      gboolean side = FALSE;

      sums[n] = 0;
      for (guint r = 0; r < rows->len; r++)
        {
          GtkWidget *row = g_ptr_array_index (rows, r);
          g_autoptr(GPtrArray) labels = NULL;

          if (!gtk_widget_has_css_class (row, "score-line"))
            continue;
          side = TRUE;
          labels = ui_find_all (row, GTK_TYPE_LABEL);
          for (guint l = 0; l < labels->len; l++)
            {
              GtkWidget *label = g_ptr_array_index (labels, l);
              gint64 value;

              if (gtk_widget_has_css_class (label, "numeric") &&
                  !gtk_widget_has_css_class (label, "dim-label") &&
                  parse_points (gtk_label_get_text (GTK_LABEL (label)), &value))
                sums[n] += value;
            }
        }
      n += side;
    }
  return n;
}

/* Presses the sheet's “Next Round” (or “Close” at the match's end). */
void
ui_round_result_sheet_next (GtkWidget *sheet)
{
  g_autoptr(GPtrArray) buttons = ui_find_all (sheet, GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (buttons, i), "suggested-action"))
      {
        g_signal_emit_by_name (g_ptr_array_index (buttons, i), "clicked");
        return;
      }
  g_assert_not_reached ();
}

/* The button that activates @action_name, visible or not; for
 * “table.move::ID”, the choice bar's button of the move ID. */
GtkWidget *
ui_find_action_button (GtkWidget  *widget,
                       const char *action_name)
{
  g_autoptr(GPtrArray) buttons = ui_find_all (widget, GTK_TYPE_BUTTON);
  const char *move_id = g_str_has_prefix (action_name, "table.move::") ? action_name + strlen ("table.move::") : NULL;

  for (guint i = 0; i < buttons->len; i++)
    {
      GObject *button = g_ptr_array_index (buttons, i);

      if (move_id != NULL ? g_strcmp0 (g_object_get_data (button, "move-id"), move_id) == 0
                          : g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), action_name) == 0)
        return GTK_WIDGET (button);
    }
  return NULL;
}

/* For ui_wait(): no computer seat of @driver (a TrpMatchDriver) is
 * thinking, and the table holds it for no move still being shown. */
gboolean
ui_driver_idle (gpointer driver)
{
  return !trp_match_driver_get_busy (driver) && !trp_match_driver_get_held (driver);
}
