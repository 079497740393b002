/* test-i18n.c: the interface in Greek and Persian
 *
 * Run with LANGUAGE=el or LANGUAGE=fa (meson runs it both ways).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "test-locale.h"
#include "test-ui-common.h"
#include "trp-application.h"
#include "trp-format.h"
#include "trp-game-catalog.h"
#include "trp-hand-view.h"
#include "trp-match-driver.h"
#include "trp-move-history.h"
#include "trp-new-match-dialog.h"
#include "trp-preferences-dialog.h"
#include "trp-rules-help.h"
#include "trp-score-pad.h"
#include "trp-statistics.h"
#include "trp-table-view.h"
#include "trp-window.h"

static gboolean
is_persian (void)
{
  return g_str_has_prefix (g_getenv ("LANGUAGE"), "fa");
}

static void
test_i18n_direction (void)
{
  g_autoptr(TrpApplication) app = ui_application_new ();
  TrpWindow *window;

  window = trp_window_new (app);
  gtk_window_present (GTK_WINDOW (window));

  /* Persian mirrors the whole interface; Greek reads left to right. */
  g_assert_cmpint (gtk_widget_get_direction (GTK_WIDGET (window)), ==,
                   is_persian () ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR);
  g_assert_cmpint (gtk_widget_get_default_direction (), ==,
                   is_persian () ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR);

  /* Noto Sans Arabic comes first only for a Persian interface; the
   * user's font is left alone otherwise. */
  g_assert_cmpint (trp_application_is_persian (), ==, is_persian ());
  {
    PangoContext *context = gtk_widget_get_pango_context (GTK_WIDGET (window));
    const char *family = pango_font_description_get_family (pango_context_get_font_description (context));

    g_assert_nonnull (family);
    g_assert_cmpint (g_str_has_prefix (family, "Noto Sans Arabic UI"), ==, is_persian ());
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_i18n_translated (void)
{
  /* The window title is translated in both languages. */
  g_assert_cmpstr (_("Trapoula"), ==, is_persian () ? "تراپولا" : "Τράπουλα");
}

/* The rules help finds words as people type them: Greek without accents,
 * Persian with an Arabic keyboard's ي and ك and without the zero-width
 * non-joiner. */
static void
test_i18n_search (void)
{
  TrpRulesHelp *help = trp_rules_help_new (NULL, NULL, NULL);
  GtkWidget *runs_only = trp_rules_help_get_option_row (help, "biriba", "runs_only");
  GtkWidget *kitty = trp_rules_help_get_option_row (help, "dabaifen", "kitty_exposed");

  trp_rules_help_set_search_text (help, is_persian () ? "\u0643\u0627\u0631\u062a\u0647\u0627\u064a \u0647\u0645\u0631\u062a\u0628\u0647"
                                                      : "ΜΟΝΟ σειρες");
  g_assert_true (gtk_widget_get_visible (runs_only));
  g_assert_false (gtk_widget_get_visible (kitty));

  gtk_window_destroy (GTK_WINDOW (help));
}

static void
test_i18n_digits (void)
{
  g_autofree char *score = trp_format_number (-2005);

  /* The language's digits and thousands separator (#21). */
  g_assert_cmpstr (score, ==, is_persian () ? "\u200e−۲٬۰۰۵" : "−2.005");
}

/* Whether @text has digits, and all of them the language's own. */
static gboolean
has_only_local_digits (const char *text)
{
  gboolean any = FALSE;
  int isolated = 0;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      /* Rule IDs (M-57) are names, kept as written in isolates. */
      if (c >= 0x2066 && c <= 0x2068)
        isolated++;
      else if (c == 0x2069 && isolated > 0)
        isolated--;
      else if (isolated > 0)
        continue;
      else if (c >= '0' && c <= '9')
        {
          if (is_persian ())
            return FALSE;
          any = TRUE;
        }
      else if (c >= 0x06F0 && c <= 0x06F9)
        {
          if (!is_persian ())
            return FALSE;
          any = TRUE;
        }
    }

  return any;
}

static TrpApplication *
new_app (void)
{
  TrpApplication *app = ui_application_new ();
  GSettings *settings;

  ui_init ();
  settings = trp_application_get_settings (app);
  g_settings_set_string (settings, "animation-speed", "off");
  g_settings_set_int (settings, "thinking-time", 100);
  g_settings_set_int (settings, "window-width", 1200);
  g_settings_set_int (settings, "window-height", 800);
  return app;
}

static TrpMatch *
new_match (const char *game_id,
           int         target)
{
  const TrpGameInfo *info = trp_game_catalog_lookup (game_id);
  const char *names[] = {
    _("You"), g_dpgettext2 (GETTEXT_PACKAGE, "player name", "Anna"),
    g_dpgettext2 (GETTEXT_PACKAGE, "player name", "Nikos"), g_dpgettext2 (GETTEXT_PACKAGE, "player name", "Sara"),
  };
  g_autoptr(TrpRules) rules = trp_rules_new (info->rules);
  TrpPlayer players[4] = { { NULL, } };
  TrpMatch *match;

  g_assert_cmpuint (info->default_players, <=, 4);
  if (trp_rules_descriptor_find_option (info->rules, "player_count") != NULL)
    g_assert_true (trp_rules_set_int (rules, "player_count", info->default_players, NULL));
  if (target > 0)
    g_assert_true (trp_rules_set_int (rules, "target_score", target, NULL));
  for (guint i = 0; i < info->default_players; i++)
    {
      players[i].name = (char *) names[i];
      players[i].kind = i == 0 ? TRP_PLAYER_HUMAN : TRP_PLAYER_COMPUTER;
      players[i].level = i == 0 ? NULL : (char *) "normal";
      players[i].team = -1;
    }
  match = trp_match_new (game_id, rules, players, info->default_players, trp_game_catalog_create_game, NULL);
  g_assert_nonnull (match);
  trp_match_set_first_dealer (match, info->default_players - 1);
  g_assert_true (trp_match_start_round (match, 2005, NULL));
  return match;
}

typedef struct
{
  TrpMatch       *match;
  TrpMatchDriver *driver;
} Waiting;

static gboolean
person_to_play_cb (gpointer data)
{
  Waiting *w = data;

  return !trp_match_get_round_in_progress (w->match) ||
         (!trp_match_driver_get_busy (w->driver) &&
          trp_game_get_current_seat (trp_match_get_game (w->match)) == 0);
}

/* The hand has been allocated: its cards stand apart. */
static gboolean
hand_laid_out_cb (gpointer data)
{
  GtkWidget *hand = data;
  GtkWidget *first = gtk_widget_get_first_child (hand);
  GtkWidget *last = gtk_widget_get_last_child (hand);
  graphene_rect_t a, b;

  return first != NULL && last != NULL && first != last &&
         gtk_widget_get_width (last) > 0 &&
         gtk_widget_compute_bounds (first, hand, &a) &&
         gtk_widget_compute_bounds (last, hand, &b) &&
         a.origin.x != b.origin.x;
}

/* Every main view, in this language, as a PNG in the build folder; the
 * table mirrors in Persian and its scores are in the language's digits. */
static void
test_i18n_views (void)
{
  g_autoptr(GPtrArray) games = ui_playable_games ();
  g_autoptr(TrpApplication) app = new_app ();
  GtkTextDirection dir = is_persian () ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR;
  TrpWindow *window;
  GtkWidget *dialog, *preferences, *result, *statistics;
  GtkWidget *table;

  trp_statistics_reset (trp_application_get_settings (app));
  window = trp_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  ui_wait_mapped (GTK_WIDGET (window));
  g_assert_cmpint (gtk_widget_get_direction (GTK_WIDGET (window)), ==, dir);
  g_free (ui_screenshot (GTK_WIDGET (window), "start"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-match", NULL));
  dialog = ui_find_dialog (TRP_TYPE_NEW_MATCH_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (ui_dialog_get_title (dialog), ==, _("New Match"));
  g_free (ui_screenshot (dialog, "new-match"));
  ui_dialog_destroy (dialog);

  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  preferences = ui_find_dialog (TRP_TYPE_PREFERENCES_DIALOG);
  g_assert_nonnull (preferences);
  g_assert_cmpint (gtk_widget_get_direction (GTK_WIDGET (preferences)), ==, dir);
  g_free (ui_screenshot (GTK_WIDGET (preferences), "preferences"));
  trp_preferences_dialog_show_house_rules (TRP_PREFERENCES_DIALOG (preferences), "biriba");
  ui_settle (400);
  g_free (ui_screenshot (GTK_WIDGET (preferences), "house-rules-biriba"));
  ui_dialog_destroy (preferences);

  /* The table of each game, when it is the person's turn. */
  for (guint g = 0; g < games->len; g++)
    {
      g_autoptr(TrpMatch) match = new_match (games->pdata[g], 0);
      g_autofree char *name = g_strdup_printf ("table-%s", (char *) games->pdata[g]);
      Waiting w;

      trp_window_show_match (window, match);
      table = ui_find_first (GTK_WIDGET (window), TRP_TYPE_TABLE_VIEW);
      g_assert_nonnull (table);
      g_assert_cmpint (gtk_widget_get_direction (table), ==, dir);
      w.match = match;
      w.driver = trp_table_view_get_driver (TRP_TABLE_VIEW (table));
      g_assert_true (ui_wait (person_to_play_cb, &w, 30000));
      ui_settle (100);
      g_free (ui_screenshot (GTK_WIDGET (window), name));
    }

  /* A round of Briscola 151 to one point: the round's result, the match's
   * end and the statistics. */
  {
    g_autoptr(TrpMatch) match = new_match ("briscola_151", 1);
    GtkWidget *hand = NULL;

    trp_window_show_match (window, match);
    table = ui_find_first (GTK_WIDGET (window), TRP_TYPE_TABLE_VIEW);

    /* The person's hand runs from the right in Persian. */
    {
      g_autoptr(GPtrArray) hands = ui_find_all (table, TRP_TYPE_HAND_VIEW);
      graphene_rect_t first, last;

      for (guint i = 0; i < hands->len; i++)
        if (gtk_widget_get_focusable (g_ptr_array_index (hands, i)))
          hand = g_ptr_array_index (hands, i);
      g_assert_nonnull (hand);
      g_assert_true (ui_wait (hand_laid_out_cb, hand, 10000));
      g_assert_true (gtk_widget_compute_bounds (gtk_widget_get_first_child (hand), hand, &first));
      g_assert_true (gtk_widget_compute_bounds (gtk_widget_get_last_child (hand), hand, &last));
      if (is_persian ())
        g_assert_cmpfloat (first.origin.x, >, last.origin.x);
      else
        g_assert_cmpfloat (first.origin.x, <, last.origin.x);
    }

    ui_play_trick_round (table, match, 0);
    g_assert_true (ui_wait (ui_has_round_result_sheet, NULL, 5000));
    result = ui_find_round_result_sheet ();
    g_assert_cmpint (gtk_widget_get_direction (GTK_WIDGET (result)), ==, dir);
    /* Every number of the result in the language's digits. */
    {
      g_autofree char *text = ui_collect_text (GTK_WIDGET (result));

      g_test_message ("result: %s", text);
      g_assert_true (has_only_local_digits (text));
    }
    g_free (ui_screenshot (GTK_WIDGET (result), "round-result"));

    /* The table's score, behind the dialog, in the language's digits. */
    {
      g_assert_true (ui_shows_score_strip (table, match));
      for (guint u = 0; u < trp_match_get_n_units (match); u++)
        {
          const char *value = ui_score_value (table, match, u);

          g_test_message ("score of side %u: %s", u, value);
          g_assert_true (has_only_local_digits (value));
        }
      g_assert_cmpint (trp_match_get_total (match, 0) + trp_match_get_total (match, 1), >, 0);
    }

    /* The score pad and What Happened write their numbers in the
     * language's digits too (#21). */
    {
      GtkWidget *pad, *history;
      g_autofree char *pad_text = NULL;
      g_autofree char *history_text = NULL;

      g_assert_true (gtk_widget_activate_action (table, "table.score-pad", NULL));
      pad = ui_find_dialog (TRP_TYPE_SCORE_PAD);
      g_assert_nonnull (pad);
      pad_text = ui_collect_text (pad);
      g_test_message ("score pad: %s", pad_text);
      g_assert_true (has_only_local_digits (pad_text));
      g_free (ui_screenshot (pad, "score-pad"));
      ui_dialog_destroy (pad);

      g_assert_true (gtk_widget_activate_action (table, "table.history", NULL));
      history = ui_find_dialog (TRP_TYPE_MOVE_HISTORY);
      g_assert_nonnull (history);
      history_text = ui_collect_text (history);
      g_test_message ("history: %s", history_text);
      g_assert_true (has_only_local_digits (history_text));
      g_free (ui_screenshot (history, "history"));
      ui_dialog_destroy (history);
    }

    ui_round_result_sheet_next (result);
  }

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.statistics", NULL));
  statistics = ui_find_dialog_titled (_("Statistics"));
  g_assert_nonnull (statistics);
  {
    g_autofree char *one = trp_format_number (1);

    g_assert_true (has_only_local_digits (one));
    g_assert_nonnull (ui_find_label (GTK_WIDGET (statistics), one));
  }
  g_free (ui_screenshot (GTK_WIDGET (statistics), "statistics"));

  ui_destroy_toplevels ();
  trp_statistics_reset (trp_application_get_settings (app));
}

int
main (int    argc,
      char **argv)
{
  test_locale_init_translations ();

  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/i18n/direction", test_i18n_direction);
  g_test_add_func ("/i18n/translated", test_i18n_translated);
  g_test_add_func ("/i18n/digits", test_i18n_digits);
  g_test_add_func ("/i18n/search", test_i18n_search);
  g_test_add_func ("/i18n/views", test_i18n_views);

  return ui_test_run ();
}
