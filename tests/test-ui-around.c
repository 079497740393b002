/* test-ui-around.c: around the table: new matches, house rules, presets,
 * broken save files and statistics, driven through the interface
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "trp-settings.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>

#include "test-ui-common.h"
#include "trp-application.h"
#include "trp-dialog.h"
#include "trp-format.h"
#include "trp-game-catalog.h"
#include "trp-hand-view.h"
#include "trp-match-driver.h"
#include "trp-new-match-dialog.h"
#include "trp-preferences-dialog.h"
#include "trp-rules-editor.h"
#include "trp-statistics.h"
#include "trp-table-view.h"
#include "trp-window.h"

static TrpApplication *
new_app (void)
{
  TrpApplication *app = ui_application_new ();
  GSettings *settings;

  ui_init ();
  /* Each part of this test has a data folder of its own: start it empty. */
  ui_reset_matches_folder ();
  settings = trp_application_get_settings (app);
  g_settings_set_string (settings, "animation-speed", "off");
  g_settings_set_int (settings, "thinking-time", 100);
  return app;
}

static gboolean
listed (gpointer data)
{
  return !trp_window_get_listing (data);
}

/* The start page reads the matches folder in a worker thread. */
static void
wait_listed (TrpWindow *window)
{
  g_assert_true (ui_wait (listed, window, 30000));
}

static TrpWindow *
new_window (TrpApplication *app)
{
  TrpWindow *window = trp_window_new (app);

  gtk_window_present (GTK_WINDOW (window));
  ui_wait_mapped (GTK_WIDGET (window));
  wait_listed (window);
  return window;
}

static gboolean
is_customize_cb (GtkWidget *dialog,
                 gpointer   new_match)
{
  return dialog != new_match && ui_find_first (dialog, TRP_TYPE_RULES_EDITOR) != NULL;
}

/* The house rules that “Customize House Rules…” opens over New Match. */
static GtkWidget *
find_customize (TrpNewMatchDialog *new_match)
{
  return ui_find_dialog_where (TRP_TYPE_DIALOG_BASE, is_customize_cb, new_match);
}

static TrpNewMatchDialog *
open_new_match (TrpWindow *window)
{
  TrpNewMatchDialog *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-match", NULL));
  dialog = TRP_NEW_MATCH_DIALOG (ui_find_dialog (TRP_TYPE_NEW_MATCH_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_true (ui_dialog_get_parent (GTK_WIDGET (dialog)) == GTK_WINDOW (window));
  return dialog;
}

static AdwComboRow *
combo_row (GtkWidget  *widget,
           const char *title)
{
  GtkWidget *row = ui_find_row (widget, title);

  g_assert_nonnull (row);
  g_assert_true (ADW_IS_COMBO_ROW (row));
  return ADW_COMBO_ROW (row);
}

static TrpMatch *
shown_match (TrpWindow *window)
{
  GtkWidget *table = ui_find_first (GTK_WIDGET (window), TRP_TYPE_TABLE_VIEW);

  if (table == NULL)
    return NULL;
  return trp_match_driver_get_match (trp_table_view_get_driver (TRP_TABLE_VIEW (table)));
}

static char *
rules_text (TrpRules *rules)
{
  g_autoptr(JsonNode) node = trp_rules_to_json (rules);

  return json_to_string (node, FALSE);
}

/* The option that ends a match, per game; Cinquecento has none (its
 * target is fixed), so its first option stands in. */
static const char *
target_option (const TrpGameInfo *info)
{
  if (trp_rules_descriptor_find_option (info->rules, "target_score") != NULL)
    return "target_score";
  if (trp_rules_descriptor_find_option (info->rules, "win_above_level") != NULL)
    return "win_above_level";
  return info->rules->options[0].id;
}

/* Changes @option_id through its row: an int as edit_int_option() does,
 * a bool by its switch. Sets the same on @expected. */
static int edit_int_option (GtkWidget  *editor_root,
                            TrpRules   *rules,
                            const char *option_id);

static void
edit_option (GtkWidget  *editor_root,
             TrpRules   *expected,
             const char *option_id)
{
  const TrpOptionSpec *spec = trp_rules_descriptor_find_option (trp_rules_get_descriptor (expected), option_id);

  if (spec->type == TRP_OPTION_INT)
    {
      int value = edit_int_option (editor_root, expected, option_id);

      g_assert_true (trp_rules_set_int (expected, option_id, value, NULL));
    }
  else if (spec->type == TRP_OPTION_BOOL)
    {
      GtkWidget *row = ui_option_row (editor_root, expected, option_id);
      GtkWidget *toggle;
      gboolean value = !trp_rules_get_bool (expected, option_id);

      g_assert_nonnull (row);
      toggle = ui_find_first (row, GTK_TYPE_SWITCH);
      g_assert_nonnull (toggle);
      gtk_switch_set_active (GTK_SWITCH (toggle), value);
      g_assert_true (trp_rules_set_bool (expected, option_id, value, NULL));
    }
  else
    g_assert_not_reached ();
}

/* Sets an int option in a rules editor through its widget: its spin
 * button, or its combo row of allowed values. Returns the value set. */
static int
edit_int_option (GtkWidget  *editor_root,
                 TrpRules   *rules,
                 const char *option_id)
{
  const TrpOptionSpec *spec = trp_rules_descriptor_find_option (trp_rules_get_descriptor (rules), option_id);
  GtkWidget *row = ui_option_row (editor_root, rules, option_id);
  int current = trp_rules_get_int (rules, option_id);
  int value;

  g_assert_nonnull (row);
  if (spec->allowed != NULL)
    {
      guint pick = spec->allowed[0] == current ? 1 : 0;

      g_assert_cmpuint (spec->n_allowed, >, 1);
      g_assert_true (ADW_IS_COMBO_ROW (row));
      adw_combo_row_set_selected (ADW_COMBO_ROW (row), pick);
      value = spec->allowed[pick];
    }
  else
    {
      GtkWidget *spin = ui_find_first (row, GTK_TYPE_SPIN_BUTTON);
      int step = MAX (spec->step, 1);

      g_assert_nonnull (spin);
      value = current + step <= spec->max ? current + step : current - step;
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
    }

  return value;
}

/* --- A new match through the dialog, for every game -------------------- */

static void
test_new_match_dialog (gconstpointer data)
{
  const char *game_id = data;
  const TrpGameInfo *info = trp_game_catalog_lookup (game_id);
  g_autoptr(TrpApplication) app = NULL;
  g_autoptr(TrpRules) expected = NULL;
  g_autofree char *expected_text = NULL;
  g_autofree char *made_text = NULL;
  TrpWindow *window;
  TrpNewMatchDialog *dialog;
  GtkWidget *customize;
  GtkWidget *editor, *start;
  TrpMatch *match;
  guint n_players;
  static const char *levels[] = { NULL, "easy", "hard", "normal", "easy", "hard" };

  if (!trp_game_info_is_playable (info))
    {
      g_test_skip ("no engine yet");
      return;
    }

  app = new_app ();
  /* The house rules start from the standard ones. */
  g_settings_reset (trp_application_get_settings (app), "house-rules");
  window = new_window (app);
  dialog = open_new_match (window);

  /* The game. */
  g_assert_true (ui_combo_select (combo_row (GTK_WIDGET (dialog), _("Game")), _(info->title)));

  /* The players: the most seats the game has, when it offers a choice. */
  n_players = info->max_players > 4 ? 4 : info->max_players;
  if (info->min_players != info->max_players)
    {
      g_autofree char *text = g_strdup_printf (ngettext ("%u player", "%u players", n_players), n_players);

      g_assert_true (ui_combo_select (combo_row (GTK_WIDGET (dialog), _("Players")), text));
    }

  /* Names and levels, seat by seat; the visible seats are the match's. */
  {
    g_autoptr(GPtrArray) entries = ui_find_all (GTK_WIDGET (dialog), GTK_TYPE_ENTRY);
    g_autoptr(GPtrArray) kinds = ui_find_all (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN);
    guint visible = 0;

    g_assert_cmpuint (entries->len, >=, n_players);
    g_assert_cmpuint (kinds->len, >=, n_players);
    for (guint i = 0; i < entries->len; i++)
      visible += gtk_widget_get_visible (gtk_widget_get_ancestor (g_ptr_array_index (entries, i),
                                                                  ADW_TYPE_ACTION_ROW));
    g_assert_cmpuint (visible, ==, n_players);

    for (guint i = 0; i < n_players; i++)
      {
        g_autofree char *name = g_strdup_printf ("Player %u", i + 1);
        guint kind = i == 0 ? 0 : (g_str_equal (levels[i], "easy") ? 1 : g_str_equal (levels[i], "normal") ? 2 : 3);

        gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (entries, i)), name);
        gtk_drop_down_set_selected (GTK_DROP_DOWN (g_ptr_array_index (kinds, i)), kind);
      }
  }

  /* A preset: the last one the game names. */
  expected = trp_rules_new (info->rules);
  if (info->rules->n_presets > 0)
    {
      const TrpRulesPreset *preset = &info->rules->presets[info->rules->n_presets - 1];

      g_assert_true (ui_combo_select (combo_row (GTK_WIDGET (dialog), _("Preset")), _(preset->title)));
      g_assert_true (trp_rules_apply_preset (expected, preset->id, NULL));
    }

  /* The target, in this match's own rules page. */
  g_signal_emit_by_name (ui_find_row (GTK_WIDGET (dialog), _("Customize House Rules…")), "activated");
  customize = find_customize (dialog);
  g_assert_nonnull (customize);
  editor = ui_find_first (GTK_WIDGET (customize), TRP_TYPE_RULES_EDITOR);
  edit_option (editor, expected, target_option (info));
  if (trp_rules_descriptor_find_option (info->rules, "player_count") != NULL)
    g_assert_true (trp_rules_set_int (expected, "player_count", n_players, NULL));
  ui_dialog_destroy (customize);

  /* Start. */
  start = ui_find_button_label (GTK_WIDGET (dialog), _("_Start"));
  g_assert_nonnull (start);
  g_signal_emit_by_name (start, "clicked");
  g_assert_null (ui_find_dialog (TRP_TYPE_NEW_MATCH_DIALOG));

  match = shown_match (window);
  g_assert_nonnull (match);
  g_assert_cmpstr (trp_match_get_game_id (match), ==, game_id);
  g_assert_cmpuint (trp_match_get_n_players (match), ==, n_players);
  for (guint i = 0; i < n_players; i++)
    {
      const TrpPlayer *player = trp_match_get_player (match, i);
      g_autofree char *name = g_strdup_printf ("Player %u", i + 1);

      g_assert_cmpstr (player->name, ==, name);
      g_assert_cmpint (player->kind, ==, i == 0 ? TRP_PLAYER_HUMAN : TRP_PLAYER_COMPUTER);
      g_assert_cmpstr (player->level, ==, levels[i]);
    }
  expected_text = rules_text (expected);
  made_text = rules_text (trp_match_get_rules (match));
  g_assert_cmpstr (made_text, ==, expected_text);
  g_assert_true (trp_match_get_round_in_progress (match));
  g_assert_nonnull (trp_match_get_save_path (match));

  ui_destroy_toplevels ();
}

/* --- A house rule from the preferences reaches the next match ---------- */

static const TrpOptionSpec *
first_bool_option (const TrpRulesDescriptor *descriptor)
{
  for (guint i = 0; i < descriptor->n_options; i++)
    if (descriptor->options[i].type == TRP_OPTION_BOOL)
      return &descriptor->options[i];

  return NULL;
}

static void
test_house_rule_reaches_new_match (void)
{
  const TrpGameInfo *info = trp_game_catalog_lookup ("marianna");
  const TrpOptionSpec *spec = first_bool_option (info->rules);
  g_autoptr(TrpApplication) app = new_app ();
  GSettings *settings = trp_application_get_settings (app);
  g_autoptr(TrpRules) stored = NULL;
  TrpWindow *window;
  GtkWidget *preferences;
  GtkWidget *row, *toggle, *start;
  TrpNewMatchDialog *dialog;
  TrpMatch *match;
  gboolean before;

  g_assert_nonnull (spec);
  g_settings_reset (settings, "house-rules");
  window = new_window (app);

  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  preferences = ui_find_dialog (TRP_TYPE_PREFERENCES_DIALOG);
  g_assert_nonnull (preferences);
  trp_preferences_dialog_show_house_rules (TRP_PREFERENCES_DIALOG (preferences), "marianna");
  row = ui_find_row (GTK_WIDGET (preferences), _(spec->title));
  g_assert_nonnull (row);
  toggle = ui_find_first (row, GTK_TYPE_SWITCH);
  g_assert_nonnull (toggle);
  before = gtk_switch_get_active (GTK_SWITCH (toggle));
  g_assert_cmpint (before, ==, spec->default_value);
  gtk_switch_set_active (GTK_SWITCH (toggle), !before);

  /* Kept in the settings at once. */
  stored = trp_settings_load_rules (trp_settings_get_default (), info);
  g_assert_cmpint (trp_rules_get_bool (stored, spec->id), ==, !before);
  ui_dialog_destroy (preferences);

  dialog = open_new_match (window);
  g_assert_true (ui_combo_select (combo_row (GTK_WIDGET (dialog), _("Game")), _(info->title)));
  start = ui_find_button_label (GTK_WIDGET (dialog), _("_Start"));
  g_signal_emit_by_name (start, "clicked");
  match = shown_match (window);
  g_assert_nonnull (match);
  g_assert_cmpstr (trp_match_get_game_id (match), ==, "marianna");
  g_assert_cmpint (trp_rules_get_bool (trp_match_get_rules (match), spec->id), ==, !before);

  ui_destroy_toplevels ();
  g_settings_reset (settings, "house-rules");
}

/* --- Table surface ------------------------------------------------------ */

static gboolean
has_css_class_cb (GtkWidget *widget,
                  gpointer   css_class)
{
  return gtk_widget_has_css_class (widget, css_class);
}

/* The table's own box, which style.css paints as felt. */
static GtkWidget *
table_surface (TrpWindow *window)
{
  GtkWidget *table = ui_find_first (GTK_WIDGET (window), TRP_TYPE_TABLE_VIEW);
  g_autoptr(GPtrArray) boxes = NULL;

  g_assert_nonnull (table);
  boxes = ui_find_all (table, GTK_TYPE_BOX);
  for (guint i = 0; i < boxes->len; i++)
    if (has_css_class_cb (g_ptr_array_index (boxes, i), (gpointer) "trapoula-table"))
      return g_ptr_array_index (boxes, i);

  g_assert_not_reached ();
  return NULL;
}

/* The table lies on felt; Preferences ▸ Table surface ▸ Plain takes the
 * felt away at once, on the open table, and Felt brings it back (#32). */
static void
test_table_surface_choice (void)
{
  g_autoptr(TrpApplication) app = new_app ();
  GSettings *settings = trp_application_get_settings (app);
  TrpWindow *window;
  TrpNewMatchDialog *dialog;
  GtkWidget *preferences, *surface;
  g_autofree char *surface_key = NULL;
  AdwComboRow *row;

  g_settings_reset (settings, "table-surface");
  window = new_window (app);
  dialog = open_new_match (window);
  g_signal_emit_by_name (ui_find_button_label (GTK_WIDGET (dialog), _("_Start")), "clicked");
  g_assert_nonnull (shown_match (window));
  surface = table_surface (window);
  g_assert_true (gtk_widget_has_css_class (surface, "felt"));

  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  preferences = ui_find_dialog (TRP_TYPE_PREFERENCES_DIALOG);
  g_assert_nonnull (preferences);
  row = combo_row (preferences, _("Table surface"));
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);

  g_assert_true (ui_combo_select (row, _("Plain")));
  surface_key = g_settings_get_string (settings, "table-surface");
  g_assert_cmpstr (surface_key, ==, "plain");
  g_assert_false (gtk_widget_has_css_class (surface, "felt"));
  g_assert_true (gtk_widget_has_css_class (surface, "trapoula-table"));

  g_assert_true (ui_combo_select (row, _("Felt")));
  g_assert_true (gtk_widget_has_css_class (surface, "felt"));
  ui_dialog_destroy (preferences);

  /* A change of the key from elsewhere (another window's preferences)
   * reaches the open table as well. */
  g_settings_set_string (settings, "table-surface", "plain");
  g_assert_false (gtk_widget_has_css_class (surface, "felt"));

  ui_destroy_toplevels ();
  g_settings_reset (settings, "table-surface");
}

/* --- Icons --------------------------------------------------------------- */

/* The icon of the button for @action_name: the one with an icon (the
 * board's pile of cards is a button for the same action). */
static const char *
action_button_icon (GtkWidget  *widget,
                    const char *action_name)
{
  g_autoptr(GPtrArray) buttons = ui_find_all (widget, GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    {
      GtkButton *button = g_ptr_array_index (buttons, i);

      if (g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), action_name) == 0 &&
          gtk_button_get_icon_name (button) != NULL)
        return gtk_button_get_icon_name (button);
    }

  g_assert_not_reached ();
  return NULL;
}

static const char *
menu_button_icon (GtkWidget  *widget,
                  const char *tooltip)
{
  g_autoptr(GPtrArray) buttons = ui_find_all (widget, GTK_TYPE_MENU_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_widget_get_tooltip_text (g_ptr_array_index (buttons, i)), tooltip) == 0)
      return gtk_menu_button_get_icon_name (g_ptr_array_index (buttons, i));

  g_assert_not_reached ();
  return NULL;
}

static void
start_game (TrpWindow  *window,
            const char *game_id)
{
  TrpNewMatchDialog *dialog = open_new_match (window);
  const TrpGameInfo *info = trp_game_catalog_lookup (game_id);

  g_assert_true (ui_combo_select (combo_row (GTK_WIDGET (dialog), _("Game")), _(info->title)));
  g_signal_emit_by_name (ui_find_button_label (GTK_WIDGET (dialog), _("_Start")), "clicked");
  g_assert_cmpstr (trp_match_get_game_id (shown_match (window)), ==, game_id);
}

/* The pile, the last trick, the rules, the scores (the score pad and
 * what happened) and the hint each have an icon of their own, and the
 * icon theme has each (#32). */
static void
test_distinct_icons (void)
{
  g_autoptr(TrpApplication) app = new_app ();
  g_autoptr(GPtrArray) icons = g_ptr_array_new_with_free_func (g_free);
  GtkIconTheme *theme;
  TrpWindow *window;

  window = new_window (app);
  theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (window)));

  start_game (window, "biriba");
  g_ptr_array_add (icons, g_strdup (action_button_icon (GTK_WIDGET (window), "table.show-pile")));
  g_ptr_array_add (icons, g_strdup (action_button_icon (GTK_WIDGET (window), "win.match-rules")));
  g_ptr_array_add (icons, g_strdup (menu_button_icon (GTK_WIDGET (window), _("Scores and What Happened"))));
  g_ptr_array_add (icons, g_strdup (action_button_icon (GTK_WIDGET (window), "table.hint")));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.leave-match", NULL));
  wait_listed (window);

  start_game (window, "marianna");
  g_ptr_array_add (icons, g_strdup (action_button_icon (GTK_WIDGET (window), "table.show-last-trick")));

  for (guint i = 0; i < icons->len; i++)
    {
      const char *icon = g_ptr_array_index (icons, i);

      g_test_message ("icon %u: %s", i, icon);
      g_assert_nonnull (icon);
      g_assert_true (gtk_icon_theme_has_icon (theme, icon));
      /* The old list icons are not used for any of them. */
      g_assert_false (g_str_has_prefix (icon, "view-list"));
      for (guint j = 0; j < i; j++)
        g_assert_cmpstr (icon, !=, g_ptr_array_index (icons, j));
    }

  ui_destroy_toplevels ();
}

/* The row of the house-rules page that warns, if it shows. */
static GtkWidget *
shown_warning (GtkWidget *editor)
{
  g_autoptr(GPtrArray) rows = ui_find_all (editor, ADW_TYPE_ACTION_ROW);

  for (guint i = 0; i < rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (rows, i);
      GtkWidget *icon = ui_find_first (row, GTK_TYPE_IMAGE);
      gboolean visible = TRUE;

      if (icon == NULL || g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (icon)), "dialog-warning-symbolic") != 0 ||
          *adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)) == '\0')
        continue;
      for (GtkWidget *w = row; w != NULL && w != editor; w = gtk_widget_get_parent (w))
        visible = visible && gtk_widget_get_visible (w);
      if (visible)
        return row;
    }
  return NULL;
}

/* House rules under which no side may ever reach the target (#37: B-41
 * bonuses 0, B-42 0, B-43 10,000, B-66 300) are warned of on the house
 * rules page; the defaults, back with a click, are not. */
static void
test_unreachable_target_warned (void)
{
  g_autoptr(TrpApplication) app = new_app ();
  GSettings *settings = trp_application_get_settings (app);
  g_autoptr(JsonNode) house = json_from_string ("{\"biriba_bonus_scheme\":\"custom\","
                                                "\"biriba_bonus_custom\":[0,0,0,0,0,0,0,0,0,0],"
                                                "\"going_out_bonus\":0,\"biribaki_not_taken_penalty\":10000,"
                                                "\"no_meld_penalty\":300}", NULL);
  g_autoptr(GError) error = NULL;
  GtkWidget *preferences, *editor = NULL, *reset;
  g_autoptr(GPtrArray) editors = NULL;

  g_settings_reset (settings, "house-rules");
  new_window (app);
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  preferences = ui_find_dialog (TRP_TYPE_PREFERENCES_DIALOG);
  g_assert_nonnull (preferences);
  trp_preferences_dialog_show_house_rules (TRP_PREFERENCES_DIALOG (preferences), "biriba");
  editors = ui_find_all (preferences, TRP_TYPE_RULES_EDITOR);
  for (guint i = 0; i < editors->len; i++)
    if (g_str_equal (trp_rules_get_descriptor (trp_rules_editor_get_rules (g_ptr_array_index (editors, i)))->game_id,
                     "biriba"))
      editor = g_ptr_array_index (editors, i);
  g_assert_nonnull (editor);
  g_assert_null (shown_warning (editor));

  g_assert_true (trp_rules_update_from_json (trp_rules_editor_get_rules (TRP_RULES_EDITOR (editor)), house, &error));
  g_assert_no_error (error);
  g_assert_nonnull (shown_warning (editor));

  reset = ui_find_button_label (editor, _("_Reset to Defaults"));
  g_assert_nonnull (reset);
  g_signal_emit_by_name (reset, "clicked");
  g_assert_null (shown_warning (editor));

  ui_destroy_toplevels ();
  g_settings_reset (settings, "house-rules");
}

/* --- Presets round-trip ------------------------------------------------- */

/* Every preset of every game, chosen in the preferences' house-rules page,
 * is stored, read back as that preset, and offered as such by the
 * new-match dialog; an edit there shows “Custom”. */
static void
test_presets_round_trip (void)
{
  g_autoptr(TrpApplication) app = new_app ();
  GSettings *settings = trp_application_get_settings (app);
  TrpWindow *window = new_window (app);
  const TrpGameInfo *games;
  guint n_games, checked = 0;
  gint64 start_time = g_get_monotonic_time ();

  games = trp_game_catalog_get_all (&n_games);
  for (guint g = 0; g < n_games; g++)
    {
      const TrpGameInfo *info = &games[g];
      g_autofree char *key = g_strdelimit (g_strconcat ("rules-", info->id, NULL), "_", '-');

      if (!trp_game_info_is_playable (info))
        continue;

      if (info->rules->n_presets == 0)
        continue;

      /* Every preset, chosen in the dialog, makes a match with its rules. */
      {
        TrpNewMatchDialog *dialog = open_new_match (window);
        AdwComboRow *preset_row;

        g_settings_reset (settings, key);
        g_assert_true (ui_combo_select (combo_row (GTK_WIDGET (dialog), _("Game")), _(info->title)));
        preset_row = combo_row (GTK_WIDGET (dialog), _("Preset"));
        for (guint p = 0; p < info->rules->n_presets; p++)
          {
            g_autoptr(TrpMatch) match = NULL;
            g_autoptr(TrpRules) expected = trp_rules_new (info->rules);
            g_autoptr(GError) error = NULL;
            g_autofree char *made = NULL, *wanted = NULL;

            g_assert_true (ui_combo_select (preset_row, _(info->rules->presets[p].title)));
            match = trp_new_match_dialog_create (dialog, &error);
            g_assert_no_error (error);
            g_assert_true (trp_rules_apply_preset (expected, info->rules->presets[p].id, NULL));
            if (trp_rules_descriptor_find_option (info->rules, "player_count") != NULL)
              g_assert_true (trp_rules_set_int (expected, "player_count",
                                                trp_rules_get_int (trp_match_get_rules (match), "player_count"), NULL));
            made = rules_text (trp_match_get_rules (match));
            wanted = rules_text (expected);
            g_assert_cmpstr (made, ==, wanted);
            checked++;
          }
        ui_dialog_destroy (GTK_WIDGET (dialog));
      }

      /* The last preset, through the preferences and back; the other
       * presets' pages are the same editor. */
      for (guint p = info->rules->n_presets - 1; p < info->rules->n_presets; p++)
        {
          const TrpRulesPreset *preset = &info->rules->presets[p];
          g_autoptr(TrpRules) loaded = NULL;
          GtkWidget *preferences;
          GtkWidget *editor;
          TrpNewMatchDialog *dialog;
          AdwComboRow *preset_row;
          g_autoptr(TrpMatch) match = NULL;
          g_autoptr(GError) error = NULL;

          g_settings_reset (settings, key);
          g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
          preferences = ui_find_dialog (TRP_TYPE_PREFERENCES_DIALOG);
          trp_preferences_dialog_show_house_rules (TRP_PREFERENCES_DIALOG (preferences), info->id);
          editor = ui_find_first (GTK_WIDGET (preferences), TRP_TYPE_RULES_EDITOR);
          g_assert_nonnull (editor);
          preset_row = combo_row (editor, _("Preset"));
          g_assert_true (ui_combo_select (preset_row, _(preset->title)));
          ui_dialog_destroy (preferences);

          /* Stored, and read back as the same preset. */
          loaded = trp_settings_load_rules (trp_settings_get_default (), info);
          g_assert_cmpstr (trp_rules_find_preset (loaded), ==, preset->id);

          /* The dialog starts from it and names it. */
          dialog = open_new_match (window);
          g_assert_true (ui_combo_select (combo_row (GTK_WIDGET (dialog), _("Game")), _(info->title)));
          preset_row = combo_row (GTK_WIDGET (dialog), _("Preset"));
          g_assert_cmpuint (adw_combo_row_get_selected (preset_row), ==, p);

          match = trp_new_match_dialog_create (dialog, &error);
          g_assert_no_error (error);
          if (trp_rules_descriptor_find_option (info->rules, "player_count") == NULL)
            g_assert_cmpstr (trp_rules_find_preset (trp_match_get_rules (match)), ==, preset->id);
          if (match != NULL && trp_match_get_save_path (match) != NULL)
            g_unlink (trp_match_get_save_path (match));

          /* A rule changed by hand is no preset any more. */
          g_signal_emit_by_name (ui_find_row (GTK_WIDGET (dialog), _("Customize House Rules…")), "activated");
          {
            GtkWidget *customize = find_customize (dialog);

            g_assert_nonnull (customize);
            edit_option (customize, loaded, target_option (info));
            ui_dialog_destroy (customize);
          }
          /* Custom, unless the edit happens to make another preset. */
          {
            const char *now = trp_rules_find_preset (loaded);
            guint index = info->rules->n_presets;

            for (guint i = 0; now != NULL && i < info->rules->n_presets; i++)
              if (g_str_equal (info->rules->presets[i].id, now))
                index = i;
            g_test_message ("%s preset %s edited: %s (%.1f s)", info->id, preset->id,
                            now != NULL ? now : "custom", (g_get_monotonic_time () - start_time) / 1e6);
            g_assert_cmpuint (adw_combo_row_get_selected (preset_row), ==, index);
          }
          ui_dialog_destroy (GTK_WIDGET (dialog));
        }
      g_settings_reset (settings, key);
    }

  g_assert_cmpuint (checked, >, 0);
  ui_destroy_toplevels ();
}

/* --- Broken save files -------------------------------------------------- */

static void
write_file (const char *name,
            const char *text)
{
  g_autofree char *folder = trp_match_dup_default_folder ();
  g_autofree char *path = g_build_filename (folder, name, NULL);

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

/* A real Briscola 151 match, two moves into its first round. */
static TrpMatch *
briscola_two_moves (void)
{
  const TrpGameInfo *info = trp_game_catalog_lookup ("briscola_151");
  g_autoptr(TrpRules) rules = trp_rules_new (info->rules);
  TrpPlayer players[] = {
    { (char *) "You", TRP_PLAYER_HUMAN, NULL, -1 },
    { (char *) "Anna", TRP_PLAYER_COMPUTER, (char *) "normal", -1 },
  };
  TrpMatch *match = trp_match_new ("briscola_151", rules, players, 2, trp_game_catalog_create_game, NULL);

  g_assert_true (trp_match_start_round (match, 5, NULL));
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GPtrArray) legal = trp_game_legal_actions (trp_match_get_game (match));

      g_assert_true (trp_match_perform (match, g_ptr_array_index (legal, 0), NULL));
    }
  return match;
}

/* A real match's file with its second move changed to one the rules
 * refuse. */
static char *
tampered_save (void)
{
  g_autoptr(TrpMatch) match = briscola_two_moves ();
  g_autoptr(JsonNode) node = NULL;
  JsonArray *actions;
  JsonObject *second;

  node = trp_match_to_json (match);
  actions = json_object_get_array_member (json_array_get_object_element (json_object_get_array_member (json_node_get_object (node), "rounds"), 0),
                                          "actions");
  second = json_array_get_object_element (actions, 1);
  /* The first move again: that card is on the table, not in the hand. */
  json_object_set_member (second, "seat", json_node_copy (json_object_get_member (json_array_get_object_element (actions, 0), "seat")));
  return json_to_string (node, TRUE);
}

/* A real match's file, two moves into its first round. */
static char *
playable_save (void)
{
  g_autoptr(TrpMatch) match = briscola_two_moves ();
  g_autoptr(JsonNode) node = trp_match_to_json (match);

  return json_to_string (node, FALSE);
}

static GtkWidget *
find_saved_row (TrpWindow  *window,
                const char *path)
{
  g_autoptr(GPtrArray) rows = ui_find_all (GTK_WIDGET (window), ADW_TYPE_ACTION_ROW);

  for (guint r = 0; r < rows->len; r++)
    if (g_strcmp0 (g_object_get_data (g_ptr_array_index (rows, r), "path"), path) == 0 &&
        gtk_widget_get_visible (g_ptr_array_index (rows, r)))
      return g_ptr_array_index (rows, r);
  return NULL;
}

/* A Briscola 151 match saved at @path, its first round played to its end
 * and its second dealt; with @custom, a house rule off its presets. */
static void
save_second_round (const char *path,
                   gboolean    custom)
{
  const TrpGameInfo *info = trp_game_catalog_lookup ("briscola_151");
  g_autoptr(TrpRules) rules = trp_rules_new (info->rules);
  TrpPlayer players[] = {
    { (char *) "You", TRP_PLAYER_HUMAN, NULL, -1 },
    { (char *) "Anna", TRP_PLAYER_COMPUTER, (char *) "normal", -1 },
  };
  g_autoptr(TrpMatch) match = NULL;

  if (custom)
    g_assert_true (trp_rules_set_bool (rules, "ace_swap", !trp_rules_get_bool (rules, "ace_swap"), NULL));
  match = trp_match_new ("briscola_151", rules, players, 2, trp_game_catalog_create_game, NULL);
  trp_match_set_save_path (match, path);
  g_assert_true (trp_match_start_round (match, 5, NULL));
  while (trp_match_get_round_in_progress (match))
    {
      g_autoptr(GPtrArray) legal = trp_game_legal_actions (trp_match_get_game (match));

      g_assert_true (trp_match_perform (match, g_ptr_array_index (legal, 0), NULL));
    }
  g_assert_false (trp_match_get_is_over (match));
  /* Round 2 dealt, no move made in it yet. */
  g_assert_true (trp_match_start_round (match, 6, NULL));
}

/* #41: a match whose second round has begun is listed as round 2, and two
 * matches of one game under different house rules are told apart: the
 * preset's name, or “Custom rules”. */
static void
test_saved_list_round_and_rules (void)
{
  g_autoptr(TrpApplication) app = new_app ();
  g_autofree char *folder = trp_match_dup_default_folder ();
  g_autofree char *standard = g_build_filename (folder, "standard.json", NULL);
  g_autofree char *custom = g_build_filename (folder, "custom.json", NULL);
  g_autofree char *round = NULL;
  const TrpGameInfo *info = trp_game_catalog_lookup ("briscola_151");
  g_autoptr(TrpRules) rules = trp_rules_new (info->rules);
  const TrpRulesPreset *preset;
  const char *standard_subtitle, *custom_subtitle;
  TrpWindow *window;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  save_second_round (standard, FALSE);
  save_second_round (custom, TRUE);
  window = new_window (app);

  standard_subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (find_saved_row (window, standard)));
  custom_subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (find_saved_row (window, custom)));
  g_test_message ("%s\n%s", standard_subtitle, custom_subtitle);

  round = g_strdup_printf ("Round %s ·", "2");
  g_assert_nonnull (strstr (standard_subtitle, round));
  g_assert_nonnull (strstr (custom_subtitle, round));

  preset = trp_rules_descriptor_find_preset (info->rules, trp_rules_find_preset (rules));
  g_assert_nonnull (preset);
  g_assert_true (g_str_has_prefix (standard_subtitle, _(preset->title)));
  g_assert_true (g_str_has_prefix (custom_subtitle, _("Custom rules")));

  ui_destroy_toplevels ();
  ui_reset_matches_folder ();
}

/* #41: New Match opens on the game last started, not on the first game of
 * the list. */
static void
test_new_match_remembers_game (void)
{
  g_autoptr(TrpApplication) app = new_app ();
  GSettings *settings = trp_application_get_settings (app);
  TrpWindow *window = new_window (app);
  TrpNewMatchDialog *dialog;
  g_autoptr(GError) error = NULL;
  g_autoptr(TrpMatch) match = NULL;
  const TrpGameInfo *cinquecento = trp_game_catalog_lookup ("cinquecento");

  g_settings_reset (settings, "last-game");
  dialog = open_new_match (window);
  g_assert_true (ui_combo_select (combo_row (GTK_WIDGET (dialog), _("Game")), _(cinquecento->title)));
  match = trp_new_match_dialog_create (dialog, &error);
  g_assert_no_error (error);
  g_assert_nonnull (match);
  trp_dialog_close (GTK_WIDGET (dialog));
  ui_settle (50);

  dialog = open_new_match (window);
  g_assert_cmpstr (adw_combo_row_get_selected_item (combo_row (GTK_WIDGET (dialog), _("Game"))) != NULL
                   ? gtk_string_object_get_string (adw_combo_row_get_selected_item (combo_row (GTK_WIDGET (dialog), _("Game"))))
                   : NULL,
                   ==, _(cinquecento->title));
  trp_dialog_close (GTK_WIDGET (dialog));

  g_settings_reset (settings, "last-game");
  ui_destroy_toplevels ();
  ui_reset_matches_folder ();
}

/* Deleting a match and pressing Continue while the Undo toast shows
 * must not play the match whose file is about to go (#26). */
static void
test_delete_then_continue (void)
{
  g_autoptr(TrpApplication) app = new_app ();
  g_autofree char *text = playable_save ();
  g_autofree char *folder = trp_match_dup_default_folder ();
  g_autofree char *path = g_build_filename (folder, "to-delete.json", NULL);
  g_autoptr(GPtrArray) buttons = NULL;
  GtkWidget *row, *delete = NULL;
  TrpWindow *window;

  write_file ("to-delete.json", text);
  window = new_window (app);
  row = find_saved_row (window, path);
  g_assert_nonnull (row);

  buttons = ui_find_all (row, GTK_TYPE_BUTTON);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_widget_get_tooltip_text (g_ptr_array_index (buttons, i)), _("Delete the Match")) == 0)
      delete = g_ptr_array_index (buttons, i);
  g_assert_nonnull (delete);
  g_signal_emit_by_name (delete, "clicked");

  g_assert_null (find_saved_row (window, path));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.continue-match", NULL);
  ui_settle (50);
  g_assert_null (ui_find_first (GTK_WIDGET (window), TRP_TYPE_TABLE_VIEW));

  ui_destroy_toplevels ();
  ui_reset_matches_folder ();
}

/* The window shows before the folder is read: listing runs in a worker
 * thread, so that no file keeps the window from opening (#26). */
static void
test_listing_off_main_thread (void)
{
  g_autoptr(TrpApplication) app = new_app ();
  g_autofree char *text = playable_save ();
  g_autofree char *folder = trp_match_dup_default_folder ();
  g_autofree char *path = g_build_filename (folder, "listed.json", NULL);
  TrpWindow *window;

  write_file ("listed.json", text);
  window = trp_window_new (app);
  g_assert_true (trp_window_get_listing (window));
  g_assert_null (find_saved_row (window, path));
  gtk_window_present (GTK_WINDOW (window));
  wait_listed (window);
  g_assert_nonnull (find_saved_row (window, path));

  ui_destroy_toplevels ();
  ui_reset_matches_folder ();
}

/* A save failure is told in plain text: a data folder whose name holds
 * “&” or “<” must not blank the toast, which reads markup (#26). */
static void
test_save_failure_plain_text (void)
{
  g_autoptr(TrpApplication) app = new_app ();
  g_autoptr(TrpMatch) match = briscola_two_moves ();
  g_autofree char *folder = trp_match_dup_default_folder ();
  g_autofree char *odd = g_build_filename (folder, "Tom & Jerry <saves>", NULL);
  g_autofree char *path = g_build_filename (odd, "match.json", NULL);
  g_autofree char *message = g_strdup_printf ("Could not save the match to %s: No space left on device", path);
  g_autoptr(GError) error = g_error_new_literal (TRP_MATCH_ERROR, TRP_MATCH_ERROR_IO, message);
  TrpWindow *window = new_window (app);
  GtkWidget *overlay;

  trp_match_set_save_path (match, path);
  trp_window_show_match (window, match);
  g_signal_emit_by_name (match, "save-failed", error);
  overlay = ui_find_first (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY);
  g_assert_true (ui_toast_shown (overlay, message));

  ui_destroy_toplevels ();
  ui_reset_matches_folder ();
}

static gboolean
person_to_play_cb (gpointer data)
{
  TrpMatchDriver *driver = data;
  TrpMatch *match = trp_match_driver_get_match (driver);

  return !trp_match_driver_get_busy (driver) && trp_match_get_round_in_progress (match) &&
         trp_game_get_current_seat (trp_match_get_game (match)) == 0;
}

/* The person plays the first card of the hand, as a click on it does. */
static void
play_first_card (GtkWidget *table)
{
  g_autoptr(GPtrArray) hands = ui_find_all (table, TRP_TYPE_HAND_VIEW);
  TrpMatchDriver *driver = trp_table_view_get_driver (TRP_TABLE_VIEW (table));

  g_assert_true (ui_wait (person_to_play_cb, driver, 30000));
  ui_settle (5);
  for (guint i = 0; i < hands->len; i++)
    if (gtk_widget_get_focusable (g_ptr_array_index (hands, i)))
      {
        guint moves = trp_match_get_round_n_actions (trp_match_driver_get_match (driver),
                                                     trp_match_get_n_rounds (trp_match_driver_get_match (driver)) - 1);

        g_signal_emit_by_name (g_ptr_array_index (hands, i), "card-activated", 0);
        g_assert_cmpuint (trp_match_get_round_n_actions (trp_match_driver_get_match (driver),
                                                         trp_match_get_n_rounds (trp_match_driver_get_match (driver)) - 1),
                          >, moves);
        return;
      }
  g_assert_not_reached ();
}

static gboolean
save_toast_gone_cb (gpointer data)
{
  g_autoptr(GPtrArray) labels = ui_toast_labels (data);

  for (guint i = 0; i < labels->len; i++)
    if (g_str_has_prefix (gtk_label_get_text (g_ptr_array_index (labels, i)), "Could not save"))
      return FALSE;
  return TRUE;
}

static guint
count_save_toasts (GtkWidget *window)
{
  g_autoptr(GPtrArray) labels = ui_toast_labels (window);
  guint n = 0;

  for (guint i = 0; i < labels->len; i++)
    n += g_str_has_prefix (gtk_label_get_text (g_ptr_array_index (labels, i)), "Could not save");
  return n;
}

/* Saving fails (files may not grow: a full disk, and root too is held to
 * it) and the toast says so, once; once a save works again the toast is
 * withdrawn, instead of covering the table's buttons (#37). */
static void
test_save_failure_withdrawn (void)
{
  g_autoptr(TrpApplication) app = new_app ();
  g_autoptr(TrpMatch) match = briscola_two_moves ();
  g_autofree char *folder = trp_match_dup_default_folder ();
  g_autofree char *path = g_build_filename (folder, "failing.json", NULL);
  g_autoptr(GError) error = NULL;
  struct rlimit saved_limit, small;
  TrpWindow *window = new_window (app);
  GtkWidget *table;

  trp_match_set_save_path (match, path);
  g_assert_true (trp_match_save (match, &error));
  g_assert_no_error (error);
  trp_window_show_match (window, match);
  table = ui_find_first (GTK_WIDGET (window), TRP_TYPE_TABLE_VIEW);
  g_assert_nonnull (table);

  signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &saved_limit), ==, 0);
  small = saved_limit;
  small.rlim_cur = 16;
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &small), ==, 0);

  play_first_card (table);
  g_assert_true (trp_match_get_save_failing (match));
  play_first_card (table);
  g_assert_true (trp_match_get_save_failing (match));
  g_assert_cmpuint (count_save_toasts (GTK_WIDGET (window)), ==, 1);

  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &saved_limit), ==, 0);
  play_first_card (table);
  g_assert_false (trp_match_get_save_failing (match));
  g_assert_true (ui_wait (save_toast_gone_cb, window, 5000));

  ui_destroy_toplevels ();
  ui_reset_matches_folder ();
}

/* Two windows on one match: the second is told, and plays nothing. */
static void
test_match_open_in_two_windows (void)
{
  g_autoptr(TrpApplication) app = new_app ();
  g_autofree char *text = playable_save ();
  g_autofree char *folder = trp_match_dup_default_folder ();
  g_autofree char *path = g_build_filename (folder, "shared.json", NULL);
  TrpWindow *first, *second;
  GtkWidget *overlay;

  write_file ("shared.json", text);
  first = new_window (app);
  g_signal_emit_by_name (find_saved_row (first, path), "activated");
  g_assert_nonnull (ui_find_first (GTK_WIDGET (first), TRP_TYPE_TABLE_VIEW));

  second = new_window (app);
  g_signal_emit_by_name (find_saved_row (second, path), "activated");
  g_assert_null (ui_find_first (GTK_WIDGET (second), TRP_TYPE_TABLE_VIEW));
  overlay = ui_find_first (GTK_WIDGET (second), ADW_TYPE_TOAST_OVERLAY);
  g_assert_true (ui_toast_shown (overlay, _("This match is open in another window")));

  /* Nor can the second window delete it. */
  {
    g_autoptr(GPtrArray) buttons = ui_find_all (find_saved_row (second, path), GTK_TYPE_BUTTON);

    for (guint i = 0; i < buttons->len; i++)
      if (g_strcmp0 (gtk_widget_get_tooltip_text (g_ptr_array_index (buttons, i)), _("Delete the Match")) == 0)
        g_signal_emit_by_name (g_ptr_array_index (buttons, i), "clicked");
    g_assert_nonnull (find_saved_row (second, path));
  }

  /* Once the first leaves the table, the file is free at once. Leaving
   * asks nothing, with the settings as they come: the match is saved
   * after every move, and a toast says how to come back. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (first), "win.leave-match", NULL));
  g_assert_false (ui_has_alert (""));
  g_assert_null (ui_find_first (GTK_WIDGET (first), TRP_TYPE_TABLE_VIEW));
  g_assert_true (ui_toast_shown (ui_find_first (GTK_WIDGET (first), ADW_TYPE_TOAST_OVERLAY),
                                 _("The match is saved: Continue brings you back")));
  wait_listed (second);
  g_signal_emit_by_name (find_saved_row (second, path), "activated");
  g_assert_nonnull (ui_find_first (GTK_WIDGET (second), TRP_TYPE_TABLE_VIEW));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  ui_destroy_toplevels ();
  ui_reset_matches_folder ();
}

static void
test_broken_save_listed (void)
{
  g_autoptr(TrpApplication) app = NULL;
  g_autofree char *folder = trp_match_dup_default_folder ();
  g_autofree char *tampered = tampered_save ();
  static const char *names[] = { "broken-not-json.json", "broken-move.json" };
  TrpWindow *window;

  app = new_app ();
  write_file (names[0], "{\"format\": \"trapoula-match\", \"version\": 1, \"game\": ");
  write_file (names[1], tampered);
  window = new_window (app);

  /* Each file is listed by name with why it cannot be read; Continue has
   * nothing to go on with. */
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (folder, names[i], NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(TrpMatch) match = trp_match_load (path, trp_game_catalog_create_game,
                                                  trp_game_catalog_lookup_rules, &error);
      GtkWidget *row = NULL;
      GtkWidget *dialog;
      const char *subtitle;

      g_assert_null (match);
      g_assert_nonnull (error);
      {
        g_autoptr(GPtrArray) rows = ui_find_all (GTK_WIDGET (window), ADW_TYPE_ACTION_ROW);

        for (guint r = 0; r < rows->len; r++)
          if (g_strcmp0 (g_object_get_data (g_ptr_array_index (rows, r), "path"), path) == 0)
            row = g_ptr_array_index (rows, r);
      }
      g_assert_nonnull (row);
      subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
      g_assert_nonnull (subtitle);
      g_test_message ("%s: listed as “%s” / “%s” (load: %s)", names[i],
                      adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), subtitle, error->message);
      /* A file that is not even JSON is marked in the list; one whose
       * moves break the rules is found out when it is opened. */
      if (i == 0)
        {
          g_autofree char *prefix = g_strdup_printf (_("Cannot be read: %s"), "");

          g_assert_true (gtk_widget_has_css_class (row, "error"));
          g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, names[i]);
          g_assert_true (g_str_has_prefix (subtitle, prefix));
        }
      else
        {
          /* The reason names the refused move's rule. */
          g_assert_true (strchr (error->message, '[') != NULL);
        }

      /* Opening it says why, and keeps it by default. */
      g_signal_emit_by_name (row, "activated");
      dialog = ui_find_alert (_("The saved match cannot be read"));
      g_assert_nonnull (dialog);
      g_assert_cmpstr (ui_alert_get_body (dialog), ==, error->message);
      ui_alert_respond (dialog, "keep");
      g_assert_null (ui_find_alert (NULL));
      wait_listed (window);
      g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
    }
  {
    GtkWidget *continue_button = ui_find_action_button (GTK_WIDGET (window), "win.continue-match");

    g_assert_nonnull (continue_button);
    /* Continue, if it offers the broken file, says why it cannot. */
    if (gtk_widget_is_sensitive (continue_button))
      {
        GtkWidget *dialog;

        g_test_message ("Continue is offered with only unreadable matches saved");
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.continue-match", NULL));
        dialog = ui_find_alert (_("The saved match cannot be read"));
        g_assert_nonnull (dialog);
        ui_dialog_destroy (dialog);
        g_assert_null (ui_find_first (GTK_WIDGET (window), TRP_TYPE_TABLE_VIEW));
      }
  }

  ui_destroy_toplevels ();
  ui_reset_matches_folder ();
}

/* A file whose moves break the rules cannot be continued: the list should
 * say so before it is opened, and Continue should not offer it. */
static void
test_broken_moves_marked (void)
{
  g_autoptr(TrpApplication) app = new_app ();
  g_autofree char *tampered = tampered_save ();
  g_autofree char *folder = trp_match_dup_default_folder ();
  g_autofree char *path = g_build_filename (folder, "broken-move.json", NULL);
  g_autoptr(GPtrArray) rows = NULL;
  GtkWidget *row = NULL;
  TrpWindow *window;
  gboolean marked, offered;

  write_file ("broken-move.json", tampered);
  window = new_window (app);
  rows = ui_find_all (GTK_WIDGET (window), ADW_TYPE_ACTION_ROW);
  for (guint r = 0; r < rows->len; r++)
    if (g_strcmp0 (g_object_get_data (g_ptr_array_index (rows, r), "path"), path) == 0)
      row = g_ptr_array_index (rows, r);
  g_assert_nonnull (row);

  marked = gtk_widget_has_css_class (row, "error");
  offered = gtk_widget_is_sensitive (ui_find_action_button (GTK_WIDGET (window), "win.continue-match"));

  ui_destroy_toplevels ();
  ui_reset_matches_folder ();

  if (!marked || offered)
    {
      /* Known: the list reads only the file's header (trp-window.c,
       * update_start_actions). Reported; kept visible as a TODO. */
      g_test_incomplete ("a save whose moves fail to replay is listed as readable and offered by Continue");
      return;
    }
  g_assert_true (marked);
  g_assert_false (offered);
}

/* --- Statistics after a finished match ---------------------------------- */

/* The value at the end of @group's row titled @title. */
static const char *
statistics_value (GtkWidget  *group,
                  const char *title)
{
  GtkWidget *row = ui_find_row (group, title);
  g_autoptr(GPtrArray) labels = NULL;

  g_assert_nonnull (row);
  labels = ui_find_all (row, GTK_TYPE_LABEL);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (labels, i), "numeric"))
      return gtk_label_get_text (g_ptr_array_index (labels, i));

  g_assert_not_reached ();
  return NULL;
}

static GtkWidget *
statistics_group (GtkWidget  *statistics,
                  const char *title)
{
  g_autoptr(GPtrArray) groups = ui_find_all (statistics, ADW_TYPE_PREFERENCES_GROUP);

  for (guint i = 0; i < groups->len; i++)
    if (g_strcmp0 (adw_preferences_group_get_title (g_ptr_array_index (groups, i)), title) == 0)
      return g_ptr_array_index (groups, i);

  g_assert_not_reached ();
  return NULL;
}

/* Before any match, Statistics counts nothing played as 0 but shows a
 * dash where there is nothing to count: no win rate, no best round, not
 * “0 %” (#32). */
static void
test_statistics_nothing_to_count (void)
{
  g_autoptr(TrpApplication) app = new_app ();
  GSettings *settings = trp_application_get_settings (app);
  const TrpGameInfo *games;
  guint n_games;
  TrpWindow *window;
  GtkWidget *statistics;

  trp_statistics_reset (settings);
  window = new_window (app);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.statistics", NULL));
  statistics = ui_find_dialog_titled (_("Statistics"));
  g_assert_nonnull (statistics);

  games = trp_game_catalog_get_all (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      GtkWidget *group = statistics_group (statistics, _(games[i].title));

      g_assert_cmpstr (statistics_value (group, _("Matches played")), ==, "0");
      g_assert_cmpstr (statistics_value (group, _("Rounds played")), ==, "0");
      g_assert_cmpstr (statistics_value (group, _("Win rate")), ==, "—");
      g_assert_cmpstr (statistics_value (group, _("Best round")), ==, "—");
    }

  ui_destroy_toplevels ();
}


static void
test_statistics_after_match (void)
{
  const TrpGameInfo *info = trp_game_catalog_lookup ("briscola_151");
  g_autoptr(TrpApplication) app = new_app ();
  GSettings *settings = trp_application_get_settings (app);
  g_autoptr(TrpRules) rules = trp_rules_new (info->rules);
  g_autoptr(TrpMatch) match = NULL;
  TrpPlayer players[] = {
    { (char *) "You", TRP_PLAYER_HUMAN, NULL, -1 },
    { (char *) "Anna", TRP_PLAYER_COMPUTER, (char *) "normal", -1 },
  };
  TrpGameStatistics stats;
  TrpWindow *window;
  GtkWidget *table;
  GtkWidget *result, *statistics;
  int winner;

  trp_statistics_reset (settings);
  window = new_window (app);

  /* A target of one point: the first round ends the match. */
  g_assert_true (trp_rules_set_int (rules, "target_score", 1, NULL));
  match = trp_match_new ("briscola_151", rules, players, 2, trp_game_catalog_create_game, NULL);
  trp_match_set_first_dealer (match, 1);
  g_assert_true (trp_match_start_round (match, 99, NULL));
  trp_window_show_match (window, match);
  table = ui_find_first (GTK_WIDGET (window), TRP_TYPE_TABLE_VIEW);
  ui_play_trick_round (table, match, 0);

  g_assert_true (trp_match_get_is_over (match));
  g_assert_true (ui_wait (ui_has_round_result_sheet, NULL, 5000));
  result = ui_find_round_result_sheet ();
  /* The match's end is said, and “Close” leads off the table. */
  {
    g_autofree char *name = trp_match_dup_unit_name (match, trp_match_get_winner (match));
    g_autofree char *won = g_strdup_printf (_("%s won the match"), name);
    g_autofree char *text = ui_collect_text (GTK_WIDGET (result));

    g_assert_nonnull (strstr (text, trp_match_get_winner (match) >= 0 ? won : _("The match is over")));
  }
  ui_round_result_sheet_next (result);
  /* Back at the start page. */
  g_assert_null (ui_find_first (GTK_WIDGET (window), TRP_TYPE_TABLE_VIEW));

  winner = trp_match_get_winner (match);
  trp_statistics_get (settings, "briscola_151", &stats);
  g_assert_cmpint (stats.matches, ==, 1);
  g_assert_cmpint (stats.rounds, ==, 1);
  g_assert_cmpint (stats.matches_won, ==, winner == (int) trp_game_get_scoring_unit (trp_match_get_game (match), 0));
  g_assert_cmpint (stats.matches_won + stats.matches_lost, ==, 1);

  /* The statistics window shows it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.statistics", NULL));
  statistics = ui_find_dialog_titled (_("Statistics"));
  g_assert_nonnull (statistics);
  {
    g_autoptr(GPtrArray) groups = ui_find_all (GTK_WIDGET (statistics), ADW_TYPE_PREFERENCES_GROUP);
    GtkWidget *group = NULL, *row;

    for (guint i = 0; i < groups->len; i++)
      if (g_strcmp0 (adw_preferences_group_get_title (g_ptr_array_index (groups, i)), _(info->title)) == 0)
        group = g_ptr_array_index (groups, i);
    g_assert_nonnull (group);
    row = ui_find_row (group, _("Matches played"));
    g_assert_nonnull (row);
    g_assert_nonnull (ui_find_label (row, "1"));
    row = ui_find_row (group, _("Rounds played"));
    g_assert_nonnull (ui_find_label (row, "1"));
    /* With a match played there is a rate and a best round to show. */
    g_assert_cmpstr (statistics_value (group, _("Win rate")), !=, "—");
    g_assert_cmpstr (statistics_value (group, _("Best round")), !=, "—");
  }
  g_free (ui_screenshot (GTK_WIDGET (statistics), "statistics"));

  ui_destroy_toplevels ();
  trp_statistics_reset (settings);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) games = ui_playable_games ();

  if (!ui_test_init (&argc, &argv))
    return 0;

  for (guint i = 0; i < games->len; i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/new-match/%s", (char *) games->pdata[i]);

      g_test_add_data_func (path, games->pdata[i], test_new_match_dialog);
    }
  g_test_add_func ("/ui/preferences/house-rule-reaches-new-match", test_house_rule_reaches_new_match);
  g_test_add_func ("/ui/preferences/presets-round-trip", test_presets_round_trip);
  g_test_add_func ("/ui/preferences/table-surface", test_table_surface_choice);
  g_test_add_func ("/ui/preferences/unreachable-target-warned", test_unreachable_target_warned);
  g_test_add_func ("/ui/start/broken-save-listed", test_broken_save_listed);
  g_test_add_func ("/ui/start/saved-list-round-and-rules", test_saved_list_round_and_rules);
  g_test_add_func ("/ui/start/new-match-remembers-game", test_new_match_remembers_game);
  g_test_add_func ("/ui/start/broken-moves-marked", test_broken_moves_marked);
  g_test_add_func ("/ui/start/delete-then-continue", test_delete_then_continue);
  g_test_add_func ("/ui/start/distinct-icons", test_distinct_icons);
  g_test_add_func ("/ui/start/match-open-in-two-windows", test_match_open_in_two_windows);
  g_test_add_func ("/ui/start/listing-off-main-thread", test_listing_off_main_thread);
  g_test_add_func ("/ui/start/save-failure-plain-text", test_save_failure_plain_text);
  g_test_add_func ("/ui/start/save-failure-withdrawn", test_save_failure_withdrawn);
  g_test_add_func ("/ui/statistics/after-match", test_statistics_after_match);
  g_test_add_func ("/ui/statistics/nothing-to-count", test_statistics_nothing_to_count);

  return ui_test_run ();
}
