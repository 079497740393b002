/* test-rules-help.c: the rules help shows every game and every house rule,
 * and the house-rules pages link to the right entry
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "trp-application.h"
#include "trp-game-catalog.h"
#include "trp-rules-editor.h"
#include "trp-rules-help.h"
#include "trp-window.h"
#include "test-ui-common.h"

static GtkWidget *
find_named (GtkWidget  *widget,
            GType       type,
            const char *name)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) &&
      g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, type, name);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static TrpRulesHelp *
find_help (void)
{
  GtkWindow *window = ui_find_toplevel (TRP_TYPE_RULES_HELP);

  return window != NULL ? TRP_RULES_HELP (window) : NULL;
}

static void
iterate (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

/* Every game has rules for players, and every option of its table has an
 * entry, titled as in the house-rules pages. */
static void
test_rules_help_every_game (void)
{
  TrpRulesHelp *help = trp_rules_help_new (NULL, NULL, NULL);
  const TrpGameInfo *games;
  guint n_games;

  gtk_window_present (GTK_WINDOW (help));
  games = trp_game_catalog_get_all (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      const TrpHelpBlock * const *sections = games[i].help;

      g_assert_nonnull (sections);
      g_assert_nonnull (sections[0]);
      /* Each section opens with its heading. */
      for (guint s = 0; sections[s] != NULL; s++)
        g_assert_cmpint (sections[s][0].kind, ==, TRP_HELP_HEADING);

      trp_rules_help_show_game (help, games[i].id);
      g_assert_cmpstr (trp_rules_help_get_game (help), ==, games[i].id);

      for (guint o = 0; o < games[i].rules->n_options; o++)
        {
          const TrpOptionSpec *spec = &games[i].rules->options[o];
          GtkWidget *row = trp_rules_help_get_option_row (help, games[i].id, spec->id);

          g_assert_nonnull (row);
          g_assert_true (ADW_IS_EXPANDER_ROW (row));
          g_assert_cmpstr (gtk_widget_get_name (row), ==, spec->id);
          g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, _(spec->title));
          g_assert_nonnull (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)));
        }
    }

  g_assert_null (trp_rules_help_get_option_row (help, "biriba", "no_such_option"));
  iterate ();
  gtk_window_destroy (GTK_WINDOW (help));
}

/* The current value follows the rules it was given. */
static void
test_rules_help_current_value (void)
{
  const TrpGameInfo *info = trp_game_catalog_lookup ("biriba");
  g_autoptr(TrpRules) rules = trp_rules_new (info->rules);
  TrpRulesHelp *help = trp_rules_help_new (NULL, NULL, rules);
  GtkWidget *row = trp_rules_help_get_option_row (help, "biriba", "runs_only");
  g_autofree char *before = g_strdup (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)));

  g_assert_true (trp_rules_set_bool (rules, "runs_only", TRUE, NULL));
  g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)), !=, before);

  gtk_window_destroy (GTK_WINDOW (help));
}

/* The button of each house rule opens the help at that rule; the same
 * window serves every button of a page. */
static void
test_rules_help_from_editor (void)
{
  const TrpGameInfo *games;
  guint n_games;

  games = trp_game_catalog_get_all (&n_games);
  for (guint g = 0; g < n_games; g++)
    {
      const TrpGameInfo *info = &games[g];
      g_autoptr(TrpRules) rules = trp_rules_new (info->rules);
      GtkWidget *window = gtk_window_new ();
      /* Read-only pages, such as a match's rules, explain too. */
      TrpRulesEditor *editor = trp_rules_editor_new (_(info->title), rules, g % 2 == 1);
      TrpRulesHelp *first_help = NULL;

      gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (editor));
      gtk_window_present (GTK_WINDOW (window));

      for (guint o = 0; o < info->rules->n_options; o++)
        {
          const TrpOptionSpec *spec = &info->rules->options[o];
          GtkWidget *button = find_named (GTK_WIDGET (editor), GTK_TYPE_BUTTON, spec->id);
          TrpRulesHelp *help;

          g_assert_nonnull (button);
          g_assert_true (gtk_widget_is_sensitive (button));
          g_signal_emit_by_name (button, "clicked");

          help = find_help ();
          g_assert_nonnull (help);
          if (first_help == NULL)
            first_help = help;
          g_assert_true (help == first_help);
          g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (help)) == GTK_WINDOW (window));
          g_assert_cmpstr (trp_rules_help_get_game (help), ==, info->id);
          g_assert_cmpstr (trp_rules_help_get_option (help), ==, spec->id);
          g_assert_true (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (trp_rules_help_get_option_row (help, info->id, spec->id))));
        }

      iterate ();
      if (first_help != NULL)
        gtk_window_destroy (GTK_WINDOW (first_help));
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* A search keeps what matches and says when nothing does. */
static void
test_rules_help_search (void)
{
  TrpRulesHelp *help = trp_rules_help_new (NULL, NULL, NULL);
  GtkWidget *runs_only = trp_rules_help_get_option_row (help, "biriba", "runs_only");
  GtkWidget *kitty = trp_rules_help_get_option_row (help, "dabaifen", "kitty_exposed");

  trp_rules_help_set_search_text (help, "B-15");
  g_assert_true (gtk_widget_get_visible (runs_only));
  g_assert_false (gtk_widget_get_visible (kitty));

  trp_rules_help_set_search_text (help, "no such words anywhere");
  g_assert_false (gtk_widget_get_visible (runs_only));

  /* Opening an entry clears the search that would hide it. */
  trp_rules_help_show_option (help, "dabaifen", "kitty_exposed");
  g_assert_true (gtk_widget_get_visible (kitty));
  g_assert_cmpstr (trp_rules_help_get_game (help), ==, "dabaifen");

  gtk_window_destroy (GTK_WINDOW (help));
}

static gboolean
folds_alike (const char *a,
             const char *b)
{
  g_autofree char *fa = trp_rules_help_fold_for_search (a);
  g_autofree char *fb = trp_rules_help_fold_for_search (b);

  return g_str_equal (fa, fb);
}

/* A search ignores case, Greek accents and the Arabic forms of Persian
 * letters; it still tells different words apart. */
static void
test_rules_help_fold (void)
{
  g_assert_true (folds_alike ("μπιριμπα", "Μπιρίμπα"));
  g_assert_true (folds_alike ("ΜΠΙΡΙΜΠΑ", "μπιρίμπα"));
  g_assert_true (folds_alike ("μπαζες", "μπάζες"));
  g_assert_true (folds_alike ("σκαρτα", "ΣΚΆΡΤΑ"));
  g_assert_true (folds_alike ("Runs Only", "runs only"));
  /* ي/ی and ك/ک, and the zero-width non-joiner. */
  g_assert_true (folds_alike ("كارت يك", "کارت یک"));
  g_assert_true (folds_alike ("کارتها", "کارت\u200cها"));
  g_assert_false (folds_alike ("μπιριμπα", "μπαζα"));
  g_assert_false (folds_alike ("کارت", "کار"));

  /* Through the search entry, as typed: Persian text found with the Arabic
   * letters. */
  {
    TrpRulesHelp *help = trp_rules_help_new (NULL, NULL, NULL);
    GtkWidget *runs_only = trp_rules_help_get_option_row (help, "biriba", "runs_only");

    trp_rules_help_set_search_text (help, "b-15");
    g_assert_true (gtk_widget_get_visible (runs_only));
    trp_rules_help_set_search_text (help, "RUNS");
    g_assert_true (gtk_widget_get_visible (runs_only));
    trp_rules_help_set_search_text (help, "ρuns");
    g_assert_false (gtk_widget_get_visible (runs_only));
    gtk_window_destroy (GTK_WINDOW (help));
  }
}

/* The label of the primary menu's entry for the rules help. */
static char *
dup_rules_menu_label (TrpWindow *window)
{
  GtkWidget *button = ui_find_primary_menu_button (GTK_WIDGET (window));
  GMenuModel *menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button));

  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);

      for (int j = 0; section != NULL && j < g_menu_model_get_n_items (section); j++)
        {
          g_autofree char *action = NULL;
          char *label = NULL;

          if (g_menu_model_get_item_attribute (section, j, G_MENU_ATTRIBUTE_ACTION, "s", &action) &&
              g_str_equal (action, "win.rules-help") &&
              g_menu_model_get_item_attribute (section, j, G_MENU_ATTRIBUTE_LABEL, "s", &label))
            return label;
        }
    }

  return NULL;
}

/* F1 and the menu entry open the help from the main window. */
static void
test_rules_help_from_window (void)
{
  g_autoptr(TrpApplication) app = ui_application_new ();
  g_auto(GStrv) accels = NULL;
  TrpWindow *window;
  TrpRulesHelp *help;

  window = trp_window_new (app);
  gtk_window_present (GTK_WINDOW (window));

  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.rules-help");
  g_assert_true (g_strv_contains ((const char * const *) accels, "F1"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.rules-help", NULL));
  help = find_help ();
  g_assert_nonnull (help);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (help)) == GTK_WINDOW (window));

  /* Pressed again, it brings back the same window. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.rules-help", NULL));
  g_assert_true (find_help () == help);
  iterate ();
  gtk_window_destroy (GTK_WINDOW (help));

  /* At a table, the menu names the game, and the help opens on it with
   * the match's own rules. */
  {
    g_autofree char *away = dup_rules_menu_label (window);
    g_autofree char *at_table = NULL;
    const TrpGameInfo *info = trp_game_catalog_lookup ("mariaccio");
    g_autoptr(TrpRules) rules = trp_rules_new (info->rules);
    TrpPlayer players[2] = {
      { .name = (char *) "You", .kind = TRP_PLAYER_HUMAN, .team = -1 },
      { .name = (char *) "Anna", .kind = TRP_PLAYER_COMPUTER, .level = (char *) "normal", .team = -1 },
    };
    g_autoptr(TrpMatch) match = NULL;

    g_assert_cmpstr (away, ==, _("_Rules"));

    g_assert_true (trp_rules_set_int (rules, "target_score", 250, NULL));
    match = trp_match_new ("mariaccio", rules, players, 2, trp_game_catalog_create_game, NULL);
    g_assert_nonnull (match);
    g_assert_true (trp_match_start_round (match, 2005, NULL));
    trp_window_show_match (window, match);

    at_table = dup_rules_menu_label (window);
    g_assert_nonnull (at_table);
    g_assert_cmpstr (at_table, !=, away);
    g_assert_nonnull (strstr (at_table, _("Mariaccio")));

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.rules-help", NULL));
    help = find_help ();
    g_assert_nonnull (help);
    g_assert_cmpstr (trp_rules_help_get_game (help), ==, "mariaccio");
    trp_rules_help_show_option (help, "mariaccio", "target_score");
    g_assert_nonnull (strstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (trp_rules_help_get_option_row (help, "mariaccio", "target_score"))),
                              "250"));
    iterate ();
    gtk_window_destroy (GTK_WINDOW (help));
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ui/rules-help/every-game", test_rules_help_every_game);
  g_test_add_func ("/ui/rules-help/current-value", test_rules_help_current_value);
  g_test_add_func ("/ui/rules-help/from-editor", test_rules_help_from_editor);
  g_test_add_func ("/ui/rules-help/search", test_rules_help_search);
  g_test_add_func ("/ui/rules-help/fold", test_rules_help_fold);
  g_test_add_func ("/ui/rules-help/from-window", test_rules_help_from_window);

  return ui_test_run ();
}
