/* test-ui-scores.c: the score pad, the round result sheets and the move
 * history of a saved match, opened from the table through its actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For every rule set a match of several rounds is played with random
 * moves, saved and loaded back, and sat at. The pad's foot must be the
 * match's totals (B-46, D-42, M-27); each round's number in the pad opens
 * that round's sheet, whose rows add up to the round's scores (B-45,
 * D-50, M-25, M-57, M-64); the history lists every move once.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "test-ui-common.h"
#include "toy-game.h"
#include "trp-application.h"
#include "trp-card-view.h"
#include "trp-dialog.h"
#include "trp-format.h"
#include "trp-game-catalog.h"
#include "trp-match-driver.h"
#include "trp-move-history.h"
#include "trp-new-match-dialog.h"
#include "trp-pile-dialog.h"
#include "trp-round-result-sheet.h"
#include "trp-rng.h"
#include "trp-rules-help.h"
#include "trp-score-chart.h"
#include "trp-score-pad.h"
#include "trp-statistics.h"
#include "trp-table-view.h"
#include "trp-window.h"

typedef struct
{
  const char *game_id;
  guint       n_players;
  guint       rounds;
} Config;

static const Config configs[] = {
  { "biriba", 4, 3 },
  { "dabaifen", 4, 4 },
  { "marianna", 4, 3 },
  { "cinquecento", 4, 3 },
  { "briscola_151", 2, 3 },
  { "mariaccio", 2, 3 },
};

static const char * const names[] = { "Sara", "Nikos", "Anna", "Giorgos" };

/* A random legal move, but no claim of victory (M-65) while there is
 * another, so that a Mariaccio match lasts several rounds. */
static TrpAction *
random_move (TrpGame *game,
             TrpRng  *rng)
{
  g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);
  g_autoptr(GPtrArray) choices = g_ptr_array_new ();

  for (guint i = 0; i < legal->len; i++)
    if (!g_str_equal (((TrpAction *) g_ptr_array_index (legal, i))->type, "claim"))
      g_ptr_array_add (choices, g_ptr_array_index (legal, i));
  if (choices->len == 0)
    return trp_action_copy (g_ptr_array_index (legal, trp_rng_uniform (rng, legal->len)));
  return trp_action_copy (g_ptr_array_index (choices, trp_rng_uniform (rng, choices->len)));
}

static void
collect_codes (JsonNode  *node,
               GPtrArray *codes)
{
  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        collect_codes (json_array_get_element (array, i), codes);
    }
  else if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    g_ptr_array_add (codes, g_strdup (json_node_get_string (node)));
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char **) a, *(const char **) b);
}

/* The cards of the last trick in @obs, sorted, as the round ended. */
static GPtrArray *
last_trick_cards (JsonObject *obs)
{
  JsonArray *tricks = json_object_get_array_member (obs, "tricks");
  GPtrArray *codes = g_ptr_array_new_with_free_func (g_free);

  g_assert_nonnull (tricks);
  g_assert_cmpuint (json_array_get_length (tricks), >, 0);
  collect_codes (json_object_get_member (json_array_get_object_element (tricks, json_array_get_length (tricks) - 1),
                                         "cards"),
                 codes);
  g_assert_cmpuint (codes->len, >, 0);
  g_ptr_array_sort (codes, compare_strings);
  return codes;
}

/* A match of @game_id where the first seat is the person's and the
 * others Normal computers, named from names[]. */
static TrpMatch *
new_match_one_person (const char *game_id,
                      TrpRules   *rules,
                      guint       n_players)
{
  TrpPlayer players[4] = { { 0, } };
  g_autoptr(GError) error = NULL;
  TrpMatch *match;

  g_assert_cmpuint (n_players, <=, G_N_ELEMENTS (players));
  for (guint i = 0; i < n_players; i++)
    {
      players[i].name = (char *) names[i];
      players[i].kind = i == 0 ? TRP_PLAYER_HUMAN : TRP_PLAYER_COMPUTER;
      players[i].level = i == 0 ? NULL : (char *) "normal";
      players[i].team = -1;
    }
  match = trp_match_new (game_id, rules, players, n_players, trp_game_catalog_create_game, &error);
  g_assert_no_error (error);
  return match;
}

/* Played, saved to @path and read back from it. */
static TrpMatch *
saved_match (const Config  *config,
             const char    *path,
             GPtrArray    **last_trick)
{
  const TrpRulesDescriptor *descriptor = trp_game_catalog_lookup_rules (config->game_id);
  g_autoptr(TrpRules) rules = trp_rules_new (descriptor);
  g_autoptr(TrpRng) rng = trp_rng_new (20261127);
  g_autoptr(TrpMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  TrpMatch *loaded;

  if (trp_rules_descriptor_find_option (descriptor, "player_count") != NULL)
    g_assert_true (trp_rules_set_int (rules, "player_count", config->n_players, NULL));
  match = new_match_one_person (config->game_id, rules, config->n_players);

  for (guint r = 0; r < config->rounds && !trp_match_get_is_over (match); r++)
    {
      g_assert_true (trp_match_start_round (match, trp_rng_next (rng) >> 11, NULL));
      while (trp_match_get_round_in_progress (match))
        {
          g_autoptr(TrpAction) action = random_move (trp_match_get_game (match), rng);

          g_assert_true (trp_match_perform (match, action, &error));
          g_assert_no_error (error);
        }
    }

  /* Biriba: a round left half played, with melds on the table for the
   * pile window to show. */
  if (g_str_equal (config->game_id, "biriba") && !trp_match_get_is_over (match))
    {
      g_assert_true (trp_match_start_round (match, trp_rng_next (rng) >> 11, NULL));
      for (guint i = 0; i < 60 && trp_match_get_round_in_progress (match); i++)
        {
          g_autoptr(TrpAction) action = random_move (trp_match_get_game (match), rng);

          g_assert_true (trp_match_perform (match, action, &error));
        }
    }

  /* The trick games: the next round dealt and nothing played in it, so
   * that the last trick is the previous round's (#21). */
  if (!g_str_equal (config->game_id, "biriba") && !trp_match_get_is_over (match))
    {
      g_autoptr(JsonNode) node = trp_game_observation (trp_match_get_game (match), 0);

      if (last_trick != NULL)
        *last_trick = last_trick_cards (json_node_get_object (node));
      g_assert_true (trp_match_start_round (match, trp_rng_next (rng) >> 11, NULL));
    }

  trp_match_set_save_path (match, path);
  g_assert_true (trp_match_save (match, &error));
  g_assert_no_error (error);
  loaded = trp_match_load (path, trp_game_catalog_create_game, trp_game_catalog_lookup_rules, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  return loaded;
}

static TrpRoundResult *
last_result (TrpMatch *match)
{
  for (guint r = trp_match_get_n_rounds (match); r > 0; r--)
    if (trp_match_get_round_result (match, r - 1) != NULL)
      return trp_match_get_round_result (match, r - 1);
  return NULL;
}

static gboolean
is_over_cb (GtkWidget *dialog,
            gpointer   parent)
{
  return ui_dialog_is_over (dialog, parent);
}

/* The sheet opened over @parent, not the one the table may show. */
static GtkWidget *
find_sheet_over (GtkWidget *parent)
{
  return ui_find_dialog_where (TRP_TYPE_ROUND_RESULT_SHEET, is_over_cb, parent);
}

/* As its close button does. */
static void
close_dialog (GtkWidget *dialog)
{
  trp_dialog_close (dialog);
  ui_settle (50);
}

/* A line's info button opens the rules at its rule: the house rule whose
 * reference names it (B-41's bonuses, B-42's going out…), else the game. */
static void
check_rule_buttons (GtkWidget *sheet,
                    TrpMatch  *match)
{
  g_autoptr(GPtrArray) buttons = ui_find_all (GTK_WIDGET (sheet), GTK_TYPE_BUTTON);
  const TrpRulesDescriptor *descriptor = trp_rules_get_descriptor (trp_match_get_rules (match));
  guint clicked = 0;

  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, i);
      const char *rule_id = g_object_get_data (G_OBJECT (button), "rule-id");
      const char *expected = NULL;
      GtkWindow *help;

      if (rule_id == NULL)
        continue;
      for (guint o = 0; o < descriptor->n_options && expected == NULL; o++)
        {
          g_auto(GStrv) refs = g_strsplit (descriptor->options[o].rule_ref != NULL ? descriptor->options[o].rule_ref : "", ",", -1);

          for (guint r = 0; refs[r] != NULL; r++)
            if (g_str_equal (g_strstrip (refs[r]), rule_id))
              expected = descriptor->options[o].id;
        }

      g_signal_emit_by_name (button, "clicked");
      help = ui_find_toplevel (TRP_TYPE_RULES_HELP);
      g_assert_nonnull (help);
      g_assert_cmpstr (trp_rules_help_get_game (TRP_RULES_HELP (help)), ==, trp_match_get_game_id (match));
      if (expected != NULL)
        g_assert_cmpstr (trp_rules_help_get_option (TRP_RULES_HELP (help)), ==, expected);
      gtk_window_destroy (help);
      ui_settle (20);
      clicked++;
    }
  g_assert_cmpuint (clicked, >, 0);
}

/* Every round's sheet from the pad, each adding up to the round. */
static void
check_round_sheets (GtkWidget *pad,
                    TrpMatch  *match)
{
  g_autoptr(GPtrArray) buttons = ui_find_all (GTK_WIDGET (pad), GTK_TYPE_BUTTON);
  guint opened = 0;

  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, i);
      gpointer data = g_object_get_data (G_OBJECT (button), "round");
      guint round = GPOINTER_TO_UINT (data);
      TrpRoundResult *result;
      GtkWidget *sheet;
      gint64 sums[8];

      if (gtk_widget_get_tooltip_text (button) == NULL || gtk_widget_get_parent (button) == NULL ||
          !GTK_IS_GRID (gtk_widget_get_parent (button)))
        continue;
      g_signal_emit_by_name (button, "clicked");
      sheet = find_sheet_over (pad);
      g_assert_nonnull (sheet);
      g_assert_cmpuint (trp_round_result_sheet_get_round (TRP_ROUND_RESULT_SHEET (sheet)), ==, round);
      result = trp_match_get_round_result (match, round);
      g_assert_nonnull (result);
      g_assert_cmpuint (ui_round_result_sheet_sum (sheet, sums, G_N_ELEMENTS (sums)), ==,
                        trp_round_result_get_n_units (result));
      for (guint u = 0; u < trp_round_result_get_n_units (result); u++)
        g_assert_cmpint (sums[u], ==, trp_round_result_get_total (result, u));
      if (opened == 0 && g_str_equal (trp_match_get_game_id (match), "biriba"))
        check_rule_buttons (sheet, match);
      close_dialog (sheet);
      g_assert_null (find_sheet_over (pad));
      opened++;
    }

  g_assert_cmpuint (opened, >=, 2);
}

static void
check_pad (GtkWidget *pad,
           TrpMatch  *match)
{
  g_autoptr(GPtrArray) labels = ui_find_all (GTK_WIDGET (pad), GTK_TYPE_LABEL);
  TrpScoreChart *chart = TRP_SCORE_CHART (ui_find_first (GTK_WIDGET (pad), TRP_TYPE_SCORE_CHART));
  TrpRoundResult *last = last_result (match);
  guint unit = 0;
  guint n_finished = 0;

  g_assert_nonnull (last);
  for (guint r = 0; r < trp_match_get_n_rounds (match); r++)
    n_finished += trp_match_get_round_result (match, r) != NULL;

  /* The foot of the pad is the match's total, side by side. */
  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);
      const char *text = gtk_label_get_text (GTK_LABEL (label));
      int total;

      if (!gtk_widget_has_css_class (label, "pad-total"))
        continue;
      g_assert_cmpuint (unit, <, trp_match_get_n_units (match));
      total = trp_match_get_total (match, unit);
      if (trp_round_result_get_totals_are_levels (last))
        {
          /* Da Bai Fen: the level as the rank on a card. */
          g_autofree char *rank = trp_level_get_short_name (total);

          g_assert_cmpstr (text, ==, rank);
        }
      else
        {
          gint64 value;

          g_assert_true (trp_parse_number (text, &value));
          g_assert_cmpint (value, ==, total);
        }
      unit++;
    }
  g_assert_cmpuint (unit, ==, trp_match_get_n_units (match));

  /* The chart: the start and one point per round, ending at the totals;
   * Da Bai Fen's score axis in ranks, 2 … A, never 11 to 14 (D-5). */
  g_assert_nonnull (chart);
  {
    g_auto(GStrv) axis = trp_score_chart_dup_axis_labels (chart);
    g_autofree char *joined = g_strjoinv (" ", axis);

    g_test_message ("score axis: %s", joined);
    g_assert_cmpuint (g_strv_length (axis), >=, 2);
    for (guint i = 0; axis[i] != NULL; i++)
      if (trp_round_result_get_totals_are_levels (last))
        {
          gboolean is_rank = FALSE;

          for (int level = 2; level <= 20 && !is_rank; level++)
            {
              g_autofree char *rank = trp_level_get_short_name (level);

              is_rank = g_str_equal (rank, axis[i]);
            }
          g_assert_true (is_rank);
          if (i == 0)
            g_assert_cmpstr (axis[i], ==, "2");
        }
      else
        {
          gint64 value;

          g_assert_true (trp_parse_number (axis[i], &value));
        }
  }
  g_assert_cmpuint (trp_score_chart_get_n_points (chart), ==, n_finished + 1);
  for (guint u = 0; u < trp_match_get_n_units (match); u++)
    g_assert_cmpint (trp_score_chart_get_value (chart, u, n_finished), ==, trp_match_get_total (match, u));
}

static void
check_history (GtkWidget *history,
               TrpMatch  *match,
               guint      round)
{
  g_autoptr(GPtrArray) rows = ui_find_all (GTK_WIDGET (history), ADW_TYPE_ACTION_ROW);
  g_autoptr(GPtrArray) turns = trp_match_describe_round (match, round, NULL);
  guint n_turns = 0, n_moves = 0;

  g_assert_nonnull (turns);
  for (guint i = 0; i < rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (rows, i);
      const TrpTurn *turn;
      g_autofree char *summary = NULL;

      if (!gtk_widget_has_css_class (row, "history-turn"))
        continue;
      g_assert_cmpuint (n_turns, <, turns->len);
      turn = g_ptr_array_index (turns, n_turns);
      summary = trp_localize_digits (turn->summary);
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, summary);
      n_moves += GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "n-moves"));
      n_turns++;
    }
  g_assert_cmpuint (trp_move_history_get_round (TRP_MOVE_HISTORY (history)), ==, round);
  g_assert_cmpuint (n_turns, ==, turns->len);
  /* Every move of the round's log, once. */
  g_assert_cmpuint (n_moves, ==, trp_match_get_round_n_actions (match, round));
}

static gboolean
ui_has_no_table (gpointer window)
{
  return ui_find_first (window, TRP_TYPE_TABLE_VIEW) == NULL;
}

/* The round the table's history opens at: the one being played, or just
 * after a deal the one before. */
static guint
latest_round_played (TrpMatch *match)
{
  guint round = trp_match_get_n_rounds (match) - 1;

  if (round > 0 && trp_match_get_round_n_actions (match, round) == 0)
    round--;
  return round;
}

static gboolean
label_has_text (gpointer label)
{
  return *gtk_label_get_text (GTK_LABEL (label)) != '\0';
}

/* The table's line under the hand says the last computer turn in the
 * game's words, a turn of one card as a turn of many (#21). */
static void
check_last_turn (GtkWidget *table,
                 TrpMatch  *match)
{
  g_autoptr(GPtrArray) labels = ui_find_all (table, GTK_TYPE_LABEL);
  g_autoptr(GPtrArray) turns = trp_match_describe_round (match, latest_round_played (match), NULL);
  const TrpTurn *turn = NULL;
  g_autofree char *expected = NULL;
  GtkWidget *line = NULL;

  for (guint i = 0; i < labels->len && line == NULL; i++)
    if (gtk_accessible_get_accessible_role (g_ptr_array_index (labels, i)) == GTK_ACCESSIBLE_ROLE_STATUS)
      line = g_ptr_array_index (labels, i);
  g_assert_nonnull (line);
  /* A reopened match fills the line from an idle, once the table is
   * built: on a loaded machine that may come after the computers' turn. */
  g_assert_true (ui_wait (label_has_text, line, 10000));

  g_assert_nonnull (turns);
  for (guint t = turns->len; t > 0 && turn == NULL; t--)
    if (trp_match_get_player (match, ((TrpTurn *) g_ptr_array_index (turns, t - 1))->seat)->kind == TRP_PLAYER_COMPUTER)
      turn = g_ptr_array_index (turns, t - 1);
  g_assert_nonnull (turn);
  expected = trp_localize_digits (turn->summary);
  g_test_message ("last computer turn (%u moves): %s", turn->n_actions, expected);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (line)), ==, expected);
}

/* The last trick of the previous round stays viewable until the next
 * trick, also in a match just read back from its file (#21). */
static void
check_previous_trick (GtkWidget *table,
                      GPtrArray *expected)
{
  GtkWidget *button = ui_find_action_button (table, "table.show-last-trick");
  g_autoptr(GPtrArray) views = NULL;
  g_autoptr(GPtrArray) shown = g_ptr_array_new ();
  GtkWidget *pile;

  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  pile = ui_find_dialog (TRP_TYPE_PILE_DIALOG);
  g_assert_nonnull (pile);
  g_assert_cmpstr (ui_dialog_get_title (pile), ==, _("The Last Trick of the Previous Round"));
  g_assert_null (ui_find_label (GTK_WIDGET (pile), _("No trick has been taken yet.")));

  views = ui_find_all (GTK_WIDGET (pile), TRP_TYPE_CARD_VIEW);
  for (guint i = 0; i < views->len; i++)
    g_ptr_array_add (shown, (gpointer) trp_card_to_code (trp_card_view_get_card (g_ptr_array_index (views, i))));
  g_ptr_array_sort (shown, compare_strings);
  g_assert_cmpuint (shown->len, ==, expected->len);
  for (guint i = 0; i < shown->len; i++)
    g_assert_cmpstr (g_ptr_array_index (shown, i), ==, g_ptr_array_index (expected, i));
  close_dialog (pile);
}

/* Ctrl+Shift+H right after the match opens, wherever the focus is; then
 * every earlier round from the history itself, and back by key. */
static void
check_history_keys (GtkWidget *window,
                    TrpMatch  *match,
                    GtkWidget *focus)
{
  guint round = latest_round_played (match);
  GtkWidget *history, *previous;

  gtk_root_set_focus (GTK_ROOT (window), focus);
  g_assert_true (ui_press_key (window, GDK_KEY_h, GDK_CONTROL_MASK | GDK_SHIFT_MASK));
  history = ui_find_dialog (TRP_TYPE_MOVE_HISTORY);
  g_assert_nonnull (history);
  check_history (history, match, round);

  previous = ui_find_action_button (GTK_WIDGET (history), "history.previous-round");
  g_assert_nonnull (previous);
  for (guint r = round; r > 0; r--)
    {
      g_assert_true (gtk_widget_get_sensitive (previous));
      g_signal_emit_by_name (previous, "clicked");
      check_history (history, match, r - 1);
    }
  g_assert_false (gtk_widget_get_sensitive (previous));
  if (round > 0)
    {
      g_assert_true (ui_press_key (GTK_WIDGET (history), GDK_KEY_Page_Down, GDK_CONTROL_MASK));
      check_history (history, match, 1);
    }
  close_dialog (history);
  g_assert_null (ui_find_dialog (TRP_TYPE_MOVE_HISTORY));
}

/* What Happened left open follows the match (#22): each move shows in
 * the round being played, Undo takes its turn back, and the next round
 * takes the list's place as it starts; an earlier round being read
 * stays, with its Next Round arrow enabled. */
static void
test_history_follows (void)
{
  const TrpRulesDescriptor *descriptor = trp_game_catalog_lookup_rules ("biriba");
  g_autoptr(TrpRules) rules = trp_rules_new (descriptor);
  g_autoptr(TrpRng) rng = trp_rng_new (20261128);
  g_autoptr(TrpMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *history, *previous, *next;
  guint turns_before;

  ui_init ();
  match = new_match_one_person ("biriba", rules, 4);
  g_assert_true (trp_match_start_round (match, 5, NULL));

  window = gtk_window_new ();
  gtk_window_present (GTK_WINDOW (window));
  ui_wait_mapped (window);
  history = trp_move_history_new (GTK_WINDOW (window), match, 0);
  trp_dialog_present (history);
  ui_settle (50);
  check_history (history, match, 0);

  /* Each move shows as it is made. */
  for (guint i = 0; i < 10; i++)
    {
      g_autoptr(TrpAction) action = random_move (trp_match_get_game (match), rng);

      g_assert_true (trp_match_perform (match, action, &error));
      check_history (history, match, 0);
    }
  g_assert_cmpuint (trp_move_history_get_n_turns (TRP_MOVE_HISTORY (history)), >, 0);

  /* Undo takes the person's last move back from the list too. */
  while (!trp_match_can_undo (match) && trp_match_get_round_in_progress (match))
    {
      g_autoptr(TrpAction) action = random_move (trp_match_get_game (match), rng);

      g_assert_true (trp_match_perform (match, action, &error));
      check_history (history, match, 0);
    }
  g_assert_true (trp_match_can_undo (match));
  turns_before = trp_move_history_get_n_turns (TRP_MOVE_HISTORY (history));
  g_assert_true (trp_match_undo (match, &error));
  g_assert_no_error (error);
  check_history (history, match, 0);
  g_assert_cmpuint (trp_move_history_get_n_turns (TRP_MOVE_HISTORY (history)), <=, turns_before);

  while (trp_match_get_round_in_progress (match))
    {
      g_autoptr(TrpAction) action = random_move (trp_match_get_game (match), rng);

      g_assert_true (trp_match_perform (match, action, &error));
    }
  check_history (history, match, 0);

  /* The next round takes its place as it is dealt, and fills. */
  g_assert_true (trp_match_start_round (match, 6, NULL));
  check_history (history, match, 1);
  g_assert_nonnull (ui_find_label (history, _("Nothing has been played yet in this round.")));
  {
    g_autoptr(TrpAction) action = random_move (trp_match_get_game (match), rng);

    g_assert_true (trp_match_perform (match, action, &error));
  }
  check_history (history, match, 1);
  g_assert_null (ui_find_label (history, _("Nothing has been played yet in this round.")));

  /* An earlier round being read stays put. */
  previous = ui_find_action_button (history, "history.previous-round");
  next = ui_find_action_button (history, "history.next-round");
  g_signal_emit_by_name (previous, "clicked");
  check_history (history, match, 0);
  {
    g_autoptr(TrpAction) action = random_move (trp_match_get_game (match), rng);

    g_assert_true (trp_match_perform (match, action, &error));
  }
  check_history (history, match, 0);
  g_assert_true (gtk_widget_get_sensitive (next));

  close_dialog (history);
  ui_destroy_toplevels ();
}

/* The line under the hand after Undo: the person's meld taken back
 * leaves the computers' last turn what it was, and the line says it
 * still (#21: it went blank until the next computer move). */
static void
test_undo_keeps_last_turn (void)
{
  const TrpRulesDescriptor *descriptor = trp_game_catalog_lookup_rules ("biriba");
  g_autoptr(TrpRules) rules = trp_rules_new (descriptor);
  g_autoptr(TrpRng) rng = trp_rng_new (20261128);
  g_autoptr(TrpApplication) app = NULL;
  g_autoptr(TrpMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) labels = NULL;
  g_autofree char *shown = NULL;
  GtkWidget *window, *table, *line = NULL;
  guint n_actions;

  ui_init ();
  match = new_match_one_person ("biriba", rules, 4);
  g_assert_true (trp_match_start_round (match, 5, NULL));
  /* Random moves up to a meld of the person's that can be taken back,
   * after the computers have had turns. */
  while (!trp_match_can_undo (match) || trp_match_get_round_n_actions (match, 0) < 8)
    {
      g_autoptr(TrpAction) action = random_move (trp_match_get_game (match), rng);

      g_assert_true (trp_match_get_round_in_progress (match));
      g_assert_true (trp_match_perform (match, action, &error));
    }

  app = ui_application_new ();
  g_settings_set_string (trp_application_get_settings (app), "animation-speed", "off");
  window = GTK_WIDGET (trp_window_new (app));
  gtk_window_present (GTK_WINDOW (window));
  ui_wait_mapped (window);
  trp_window_show_match (TRP_WINDOW (window), match);
  table = ui_find_first (window, TRP_TYPE_TABLE_VIEW);
  labels = ui_find_all (table, GTK_TYPE_LABEL);
  for (guint i = 0; i < labels->len && line == NULL; i++)
    if (gtk_accessible_get_accessible_role (g_ptr_array_index (labels, i)) == GTK_ACCESSIBLE_ROLE_STATUS)
      line = g_ptr_array_index (labels, i);
  g_assert_nonnull (line);
  g_assert_true (ui_wait (label_has_text, line, 10000));
  shown = g_strdup (gtk_label_get_text (GTK_LABEL (line)));
  g_test_message ("last computer turn: %s", shown);

  n_actions = trp_match_get_round_n_actions (match, 0);
  g_assert_true (gtk_widget_activate_action (table, "table.undo", NULL));
  ui_settle (20);
  g_assert_cmpuint (trp_match_get_round_n_actions (match, 0), ==, n_actions - 1);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (line)), ==, shown);

  ui_destroy_toplevels ();
}

static void
test_scores (gconstpointer data)
{
  const Config *config = data;
  g_autofree char *dir = trp_match_dup_default_folder ();
  g_autofree char *file = g_strdup_printf ("scores-%s.json", config->game_id);
  g_autofree char *path = g_build_filename (dir, file, NULL);
  g_autoptr(TrpApplication) app = NULL;
  g_autoptr(TrpMatch) match = NULL;
  g_autoptr(GPtrArray) last_trick = NULL;
  GSettings *settings;
  GtkWidget *window, *table;
  GtkWidget *pad, *sheet;

  ui_init ();
  g_mkdir_with_parents (dir, 0700);
  app = ui_application_new ();
  settings = trp_application_get_settings (app);
  g_settings_set_string (settings, "animation-speed", "off");

  match = saved_match (config, path, &last_trick);
  g_assert_cmpuint (trp_match_get_n_rounds (match), >=, 2);

  window = GTK_WIDGET (trp_window_new (app));
  gtk_window_present (GTK_WINDOW (window));
  ui_wait_mapped (window);
  trp_window_show_match (TRP_WINDOW (window), match);
  table = ui_find_first (window, TRP_TYPE_TABLE_VIEW);
  g_assert_nonnull (table);

  /* The history by its key as soon as the table shows, with the focus
   * nowhere, then in the header bar. */
  check_history_keys (window, match, NULL);
  check_history_keys (window, match, ui_find_primary_menu_button (window));

  /* The computers may move up to the person's turn first. */
  g_assert_true (ui_wait (ui_driver_idle, trp_table_view_get_driver (TRP_TABLE_VIEW (table)), 10000));
  ui_settle (50);
  check_last_turn (table, match);
  if (last_trick != NULL)
    check_previous_trick (table, last_trick);
  else
    g_test_message ("%s: no round after the last trick", config->game_id);

  /* The pad, by its key at the table (Ctrl+Shift+S, table.score-pad). */
  gtk_widget_grab_focus (table);
  g_assert_true (ui_press_key (window, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK));
  pad = ui_find_dialog (TRP_TYPE_SCORE_PAD);
  g_assert_nonnull (pad);
  check_pad (pad, match);
  check_round_sheets (pad, match);
  g_free (ui_screenshot (GTK_WIDGET (pad), config->game_id));
  close_dialog (pad);
  g_assert_null (ui_find_dialog (TRP_TYPE_SCORE_PAD));

  /* Biriba's pile window shows the melds too, under their side's names. */
  if (g_str_equal (config->game_id, "biriba"))
    {
      g_autoptr(JsonNode) node = trp_game_observation (trp_match_get_game (match), 0);
      JsonArray *melds = json_object_get_array_member (json_node_get_object (node), "melds");
      GtkWidget *pile;
      g_autofree char *text = NULL;

      g_assert_true (gtk_widget_activate_action (table, "table.show-pile", NULL));
      pile = ui_find_dialog (TRP_TYPE_PILE_DIALOG);
      g_assert_nonnull (pile);
      text = ui_collect_text (GTK_WIDGET (pile));
      g_test_message ("%u melds; pile window:\n%s", json_array_get_length (melds), text);
      g_assert_cmpuint (json_array_get_length (melds), >, 0);
      for (guint m = 0; m < json_array_get_length (melds); m++)
        {
          JsonObject *meld = json_array_get_object_element (melds, m);
          g_autofree char *side = NULL;
          g_autofree char *heading = NULL;
          g_autoptr(GPtrArray) names = g_ptr_array_new ();
          JsonArray *sides = json_object_get_array_member (json_node_get_object (node), "side_of_seat");

          for (guint seat = 0; seat < json_array_get_length (sides); seat++)
            if (json_array_get_int_element (sides, seat) == json_object_get_int_member (meld, "side"))
              g_ptr_array_add (names, (gpointer) trp_match_get_player (match, seat)->name);
          side = trp_format_list ((const char * const *) names->pdata, names->len);
          heading = g_strdup_printf (_("Melds of %s"), side);
          g_assert_nonnull (strstr (text, heading));
        }
      close_dialog (pile);
    }

  /* The last round's sheet (Ctrl+Shift+R, table.round-result), and
   * leaving the match from it. */
  gtk_widget_grab_focus (table);
  g_assert_true (ui_press_key (window, GDK_KEY_r, GDK_CONTROL_MASK | GDK_SHIFT_MASK));
  sheet = ui_find_round_result_sheet ();
  g_assert_nonnull (sheet);
  g_assert_true (trp_round_result_sheet_get_round (TRP_ROUND_RESULT_SHEET (sheet)) + 1 >=
                 trp_match_get_n_rounds (match) - 1);
  g_signal_emit_by_name (ui_find_button_label (GTK_WIDGET (sheet), _("_Leave Match")), "clicked");
  g_assert_true (ui_wait (ui_has_no_table, window, 5000));

  /* On the start page, the saved match's pad opens without sitting at it. */
  {
    g_autoptr(GPtrArray) buttons = ui_find_all (window, GTK_TYPE_BUTTON);
    g_autoptr(TrpMatch) reloaded = trp_match_load (path, trp_game_catalog_create_game,
                                                  trp_game_catalog_lookup_rules, NULL);
    GtkWidget *button = NULL;

    g_assert_nonnull (reloaded);
    for (guint i = 0; i < buttons->len && button == NULL; i++)
      if (g_strcmp0 (gtk_widget_get_tooltip_text (g_ptr_array_index (buttons, i)), _("Score Pad")) == 0 &&
          gtk_widget_is_drawable (g_ptr_array_index (buttons, i)))
        button = g_ptr_array_index (buttons, i);
    g_assert_nonnull (button);
    g_signal_emit_by_name (button, "clicked");
    pad = ui_find_dialog (TRP_TYPE_SCORE_PAD);
    g_assert_nonnull (pad);
    check_pad (pad, reloaded);
    close_dialog (pad);
  }

  ui_destroy_toplevels ();
  g_remove (path);
}

/* #41: the sheet of a finished Mariaccio match says who won, and no side
 * “still needs” points any more, even when a claim won it (M-65). The
 * person, seat 0, is told “You won the match” (#39). */
static void
test_finished_match_sheet (void)
{
  const TrpRulesDescriptor *descriptor = trp_game_catalog_lookup_rules ("mariaccio");
  g_autoptr(TrpMatch) match = NULL;
  GtkWidget *sheet;
  g_autofree char *text = NULL;
  g_autofree char *needs = NULL;

  ui_init ();
  for (guint64 seed = 1; seed < 200 && match == NULL; seed++)
    {
      g_autoptr(TrpRules) rules = trp_rules_new (descriptor);
      g_autoptr(TrpRng) rng = trp_rng_new (seed);
      TrpPlayer players[] = {
        { (char *) "Sara", TRP_PLAYER_HUMAN, NULL, -1 },
        { (char *) "Nikos", TRP_PLAYER_COMPUTER, (char *) "normal", -1 },
      };
      g_autoptr(TrpMatch) candidate = trp_match_new ("mariaccio", rules, players, 2,
                                                     trp_game_catalog_create_game, NULL);

      for (guint r = 0; r < 8 && !trp_match_get_is_over (candidate); r++)
        {
          g_assert_true (trp_match_start_round (candidate, seed * 10 + r, NULL));
          while (trp_match_get_round_in_progress (candidate))
            {
              g_autoptr(GPtrArray) legal = trp_game_legal_actions (trp_match_get_game (candidate));

              g_assert_true (trp_match_perform (candidate,
                                                g_ptr_array_index (legal, trp_rng_uniform (rng, legal->len)),
                                                NULL));
            }
        }
      if (trp_match_get_is_over (candidate) && trp_match_get_winner (candidate) == 0)
        match = g_steal_pointer (&candidate);
    }
  g_assert_nonnull (match);

  sheet = trp_round_result_sheet_new (NULL, match, trp_match_get_n_rounds (match) - 1);
  trp_dialog_present (sheet);
  ui_settle (50);
  text = ui_collect_text (sheet);
  g_test_message ("%s", text);
  needs = g_strdup_printf ("%s", ngettext ("Still needs %s point to win", "Still needs %s points to win", 2));
  *strstr (needs, "%s") = '\0';
  g_assert_null (strstr (text, needs));
  g_assert_nonnull (strstr (text, _("Won the match")));
  g_assert_nonnull (strstr (text, _("You won the match")));
  ui_destroy_toplevels ();
}

/* The statistics count line kinds (a biriba is a TRP_SCORE_BIRIBA_BONUS
 * line, a level a TRP_SCORE_LEVELS point, a declaration a scoring
 * TRP_SCORE_DECLARATION line), never rule-ID strings: the toy game's
 * bonus is a biriba line under its own rule T-3, and each real game's
 * counters are its lines' kinds (B-41, D-40, M-19 to M-24). */
static void
test_statistics_count_kinds (void)
{
  g_autoptr(TrpApplication) app = NULL;
  GSettings *settings;
  TrpGameStatistics stats;

  ui_init ();
  app = ui_application_new ();
  settings = trp_application_get_settings (app);
  trp_statistics_reset (settings);

  {
    g_autoptr(TrpRules) rules = trp_rules_new (toy_rules_lookup ("toy"));
    TrpPlayer players[2] = { { (char *) "Sara", TRP_PLAYER_HUMAN, NULL, -1 },
                             { (char *) "Nikos", TRP_PLAYER_COMPUTER, (char *) "normal", -1 } };
    g_autoptr(TrpMatch) match = NULL;
    g_autoptr(GError) error = NULL;

    g_assert_true (trp_rules_set_int (rules, "bonus", 5, NULL));
    match = trp_match_new ("toy", rules, players, 2, toy_game_factory, &error);
    g_assert_no_error (error);
    trp_match_set_first_dealer (match, 1);
    g_assert_true (trp_match_start_round (match, 1, &error));
    while (trp_match_get_round_in_progress (match))
      {
        g_autoptr(GPtrArray) legal = trp_game_legal_actions (trp_match_get_game (match));

        g_assert_true (trp_match_perform (match, g_ptr_array_index (legal, 0), &error));
      }
    g_assert_cmpuint (trp_game_get_scoring_unit (trp_match_get_game (match), 0), ==, 0);
    trp_statistics_record_round (settings, match, 0);
    trp_statistics_get (settings, "toy", &stats);
    g_assert_cmpint (stats.rounds, ==, 1);
    g_assert_cmpint (stats.biribas, ==, 1);
  }

  for (guint c = 0; c < 3; c++)
    {
      const Config *config = &configs[c];
      g_autofree char *dir = trp_match_dup_default_folder ();
      g_autofree char *file = g_strdup_printf ("statistics-%s.json", config->game_id);
      g_autofree char *path = g_build_filename (dir, file, NULL);
      g_autoptr(TrpMatch) match = NULL;
      int biribas = 0, levels = 0, declarations = 0;
      guint unit, rounds = 0;

      g_mkdir_with_parents (dir, 0700);
      match = saved_match (config, path, NULL);
      unit = trp_game_get_scoring_unit (trp_match_get_game (match), 0);
      for (guint r = 0; r < trp_match_get_n_rounds (match); r++)
        {
          TrpRoundResult *result = trp_match_get_round_result (match, r);

          if (result == NULL)
            continue;
          trp_statistics_record_round (settings, match, r);
          rounds++;
          for (guint i = 0; i < trp_round_result_get_n_lines (result); i++)
            {
              const TrpScoreLine *line = trp_round_result_get_line (result, i);

              if (line->unit != unit)
                continue;
              biribas += line->kind == TRP_SCORE_BIRIBA_BONUS;
              levels += line->kind == TRP_SCORE_LEVELS ? MAX (line->points, 0) : 0;
              declarations += line->kind == TRP_SCORE_DECLARATION && line->points > 0;
            }
        }
      trp_statistics_get (settings, config->game_id, &stats);
      g_test_message ("%s: %u rounds, %d biribas, %d levels, %d declarations",
                      config->game_id, rounds, biribas, levels, declarations);
      g_assert_cmpint (stats.rounds, ==, rounds);
      g_assert_cmpint (stats.biribas, ==, biribas);
      g_assert_cmpint (stats.levels_climbed, ==, levels);
      g_assert_cmpint (stats.declarations, ==, declarations);
      g_remove (path);
    }

  trp_statistics_reset (settings);
}

static GtkWidget *
find_saved_row (GtkWidget  *window,
                const char *path)
{
  g_autoptr(GPtrArray) rows = ui_find_all (window, ADW_TYPE_ACTION_ROW);

  for (guint r = 0; r < rows->len; r++)
    if (g_strcmp0 (g_object_get_data (g_ptr_array_index (rows, r), "path"), path) == 0 &&
        gtk_widget_get_visible (g_ptr_array_index (rows, r)))
      return g_ptr_array_index (rows, r);
  return NULL;
}

typedef struct
{
  GtkWidget  *window;
  const char *path;
} SavedRow;

static gboolean
saved_row_listed (gpointer data)
{
  SavedRow *saved = data;

  return find_saved_row (saved->window, saved->path) != NULL;
}

static gboolean
file_exists (gpointer path)
{
  return g_file_test (path, G_FILE_TEST_EXISTS);
}

/* D-5, D-43: both teams start at level 2, so a new Da Bai Fen match's
 * table and its line on the start page say 2 – 2, never 0 – 0 (#23). */
static void
test_dabaifen_new_match_levels (void)
{
  g_autoptr(TrpApplication) app = NULL;
  g_autofree char *two = trp_format_number (2);
  g_autofree char *level = g_strdup_printf (_("Level %s"), two);
  g_autofree char *both = g_strdup_printf ("%s%s%s", two, C_("scores", " – "), two);
  g_autofree char *path = NULL;
  GSettings *settings;
  GtkWidget *window, *table, *row;
  GtkWidget *dialog;
  TrpMatch *match;
  SavedRow saved;

  ui_init ();
  app = ui_application_new ();
  settings = trp_application_get_settings (app);
  g_settings_set_string (settings, "animation-speed", "off");

  window = GTK_WIDGET (trp_window_new (app));
  gtk_window_present (GTK_WINDOW (window));
  ui_wait_mapped (window);

  /* New Match, Da Bai Fen, Start: as a person starts one. */
  g_assert_true (gtk_widget_activate_action (window, "win.new-match", NULL));
  dialog = ui_find_dialog (TRP_TYPE_NEW_MATCH_DIALOG);
  g_assert_nonnull (dialog);
  trp_new_match_dialog_select_game (TRP_NEW_MATCH_DIALOG (dialog), "dabaifen");
  g_signal_emit_by_name (ui_find_button_label (GTK_WIDGET (dialog), _("_Start")), "clicked");
  table = ui_find_first (window, TRP_TYPE_TABLE_VIEW);
  g_assert_nonnull (table);
  match = trp_match_driver_get_match (trp_table_view_get_driver (TRP_TABLE_VIEW (table)));
  g_assert_cmpstr (trp_match_get_game_id (match), ==, "dabaifen");
  path = g_strdup (trp_match_get_save_path (match));
  g_assert_nonnull (path);

  /* The table: each team at level 2. */
  for (guint u = 0; u < trp_match_get_n_units (match); u++)
    {
      g_assert_cmpint (trp_match_get_total (match, u), ==, 2);
      g_assert_cmpstr (ui_score_value (table, match, u), ==, level);
    }

  /* The start page's line for the match: “Round 1 · 2 – 2 · …”, once
   * its first save is written. */
  g_assert_true (ui_wait (file_exists, path, 30000));
  g_assert_true (gtk_widget_activate_action (window, "win.leave-match", NULL));
  saved.window = window;
  saved.path = path;
  g_assert_true (ui_wait (saved_row_listed, &saved, 30000));
  row = find_saved_row (window, path);
  g_test_message ("saved match: %s", adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), both));

  ui_destroy_toplevels ();
  g_remove (path);
}

int
main (int    argc,
      char **argv)
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  for (guint i = 0; i < G_N_ELEMENTS (configs); i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/ui/scores/%s", configs[i].game_id);

      g_test_add_data_func (test_path, &configs[i], test_scores);
    }

  g_test_add_func ("/ui/scores/statistics-count-kinds", test_statistics_count_kinds);
  g_test_add_func ("/ui/scores/M-65/finished-match-sheet", test_finished_match_sheet);
  g_test_add_func ("/ui/scores/history-follows", test_history_follows);
  g_test_add_func ("/ui/scores/undo-keeps-last-turn", test_undo_keeps_last_turn);
  g_test_add_func ("/ui/scores/dabaifen-new-match-levels", test_dabaifen_new_match_levels);

  return ui_test_run ();
}
