/* trp-statistics.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "trp-alert.h"
#include "trp-dialog.h"
#include "trp-format.h"
#include "trp-game-catalog.h"
#include "trp-json-input.h"
#include "trp-statistics.h"

static const struct {
  const char *key;
  gsize       offset;
} counters[] = {
  { "matches", G_STRUCT_OFFSET (TrpGameStatistics, matches) },
  { "matches_won", G_STRUCT_OFFSET (TrpGameStatistics, matches_won) },
  { "matches_lost", G_STRUCT_OFFSET (TrpGameStatistics, matches_lost) },
  { "rounds", G_STRUCT_OFFSET (TrpGameStatistics, rounds) },
  { "rounds_won", G_STRUCT_OFFSET (TrpGameStatistics, rounds_won) },
  { "best_round", G_STRUCT_OFFSET (TrpGameStatistics, best_round) },
  { "biribas", G_STRUCT_OFFSET (TrpGameStatistics, biribas) },
  { "levels_climbed", G_STRUCT_OFFSET (TrpGameStatistics, levels_climbed) },
  { "declarations", G_STRUCT_OFFSET (TrpGameStatistics, declarations) },
};

#define COUNTER(stats, i) (*(int *) ((guint8 *) (stats) + counters[i].offset))

/* The statistics are the player's record, not a preference: a file under
 * the user data folder, so that resetting the settings keeps them. */

static char *
statistics_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "trapoula", "statistics.json", NULL);
}

/* Statistics are a convenience: unreadable ones start again at zero. They
 * are read with the bounds of any other outside JSON. */
static JsonObject *
parse_all (const char *text,
           gsize       length)
{
  g_autoptr(JsonNode) node = NULL;

  if (text != NULL)
    node = trp_json_input_parse (text, length, TRP_JSON_INPUT_MAX_SETTING, NULL);
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return json_object_new ();
  return json_object_ref (json_node_get_object (node));
}

static void
store_all (JsonObject *all)
{
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), all);
  g_autofree char *text = json_to_string (node, TRUE);
  g_autofree char *path = statistics_path ();
  g_autofree char *folder = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;

  /* Written whole into a temporary file and renamed over the old one. */
  if (g_mkdir_with_parents (folder, 0700) != 0 ||
      !g_file_set_contents (path, text, -1, &error))
    g_warning ("Could not save the statistics to %s: %s", path,
               error != NULL ? error->message : g_strerror (errno));
}

static JsonObject *
load_all (void)
{
  g_autofree char *path = statistics_path ();
  g_autofree char *text = NULL;
  gsize length = 0;
  GStatBuf info;

  if (g_stat (path, &info) == 0 && info.st_size <= TRP_JSON_INPUT_MAX_SETTING)
    g_file_get_contents (path, &text, &length, NULL);
  return parse_all (text, length);
}

static void
read_game (JsonObject        *all,
           const char        *game_id,
           TrpGameStatistics *out)
{
  JsonObject *game = json_object_has_member (all, game_id) &&
                     JSON_NODE_HOLDS_OBJECT (json_object_get_member (all, game_id))
                     ? json_object_get_object_member (all, game_id) : NULL;

  memset (out, 0, sizeof *out);
  for (guint i = 0; game != NULL && i < G_N_ELEMENTS (counters); i++)
    COUNTER (out, i) = (int) json_object_get_int_member_with_default (game, counters[i].key, 0);
}

static void
write_game (JsonObject              *all,
            const char              *game_id,
            const TrpGameStatistics *stats)
{
  JsonObject *game = json_object_new ();

  for (guint i = 0; i < G_N_ELEMENTS (counters); i++)
    json_object_set_int_member (game, counters[i].key, COUNTER (stats, i));
  json_object_set_object_member (all, game_id, game);
}

void
trp_statistics_get (GSettings         *settings,
                    const char        *game_id,
                    TrpGameStatistics *out)
{
  g_autoptr(JsonObject) all = NULL;

  g_return_if_fail (G_IS_SETTINGS (settings));
  g_return_if_fail (out != NULL);

  all = load_all ();
  read_game (all, game_id, out);
}

/* The person's seat: statistics are the player's, so a table of
 * computers records nothing. */
static int
human_seat (TrpMatch *match)
{
  for (guint seat = 0; seat < trp_match_get_n_players (match); seat++)
    if (trp_match_get_player (match, seat)->kind == TRP_PLAYER_HUMAN)
      return (int) seat;
  return -1;
}

/**
 * trp_statistics_record_round:
 * @round: a finished round of @match
 */
void
trp_statistics_record_round (GSettings *settings,
                             TrpMatch  *match,
                             guint      round)
{
  g_autoptr(JsonObject) all = NULL;
  TrpRoundResult *result;
  TrpGameStatistics stats;
  const char *game_id;
  int seat = human_seat (match);
  guint unit;
  int mine;
  gboolean won = TRUE;

  g_return_if_fail (G_IS_SETTINGS (settings));
  g_return_if_fail (TRP_IS_MATCH (match));

  result = trp_match_get_round_result (match, round);
  if (seat < 0 || result == NULL)
    return;

  game_id = trp_match_get_game_id (match);
  unit = trp_game_get_scoring_unit (trp_match_get_game (match), seat);
  mine = trp_round_result_get_total (result, unit);
  for (guint u = 0; u < trp_round_result_get_n_units (result); u++)
    if (u != unit && trp_round_result_get_total (result, u) >= mine)
      won = FALSE;

  all = load_all ();
  read_game (all, game_id, &stats);
  stats.best_round = stats.rounds == 0 ? mine : MAX (stats.best_round, mine);
  stats.rounds++;
  stats.rounds_won += won;

  for (guint i = 0; i < trp_round_result_get_n_lines (result); i++)
    {
      const TrpScoreLine *line = trp_round_result_get_line (result, i);

      if (line->unit != unit)
        continue;
      /* A biriba bonus (B-41) is one line per biriba; levels gained
       * (D-40) are the line's points; a declaration counts when it
       * scored. */
      switch (line->kind)
        {
        case TRP_SCORE_BIRIBA_BONUS:
          stats.biribas++;
          break;
        case TRP_SCORE_LEVELS:
          stats.levels_climbed += MAX (line->points, 0);
          break;
        case TRP_SCORE_DECLARATION:
          stats.declarations += line->points > 0;
          break;
        default:
          break;
        }
    }

  write_game (all, game_id, &stats);
  store_all (all);
}

void
trp_statistics_record_match (GSettings *settings,
                             TrpMatch  *match)
{
  g_autoptr(JsonObject) all = NULL;
  TrpGameStatistics stats;
  const char *game_id;
  int seat = human_seat (match);
  int winner;

  g_return_if_fail (G_IS_SETTINGS (settings));
  g_return_if_fail (TRP_IS_MATCH (match));

  if (seat < 0 || !trp_match_get_is_over (match))
    return;

  game_id = trp_match_get_game_id (match);
  winner = trp_match_get_winner (match);
  all = load_all ();
  read_game (all, game_id, &stats);
  stats.matches++;
  if (winner >= 0 && (guint) winner == trp_game_get_scoring_unit (trp_match_get_game (match), seat))
    stats.matches_won++;
  else if (winner >= 0)
    stats.matches_lost++;
  write_game (all, game_id, &stats);
  store_all (all);
}

void
trp_statistics_reset (GSettings *settings)
{
  g_autoptr(JsonObject) none = json_object_new ();

  g_return_if_fail (G_IS_SETTINGS (settings));

  store_all (none);
}

static void
add_row (GtkWidget  *group,
         const char *title,
         int         value)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *text = trp_format_number (value);
  GtkWidget *label = gtk_label_new (text);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_add_css_class (label, "numeric");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
}

static GtkWidget *
build_page (GSettings *settings)
{
  GtkWidget *page = adw_preferences_page_new ();
  const TrpGameInfo *games;
  guint n_games;

  games = trp_game_catalog_get_all (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      GtkWidget *group = adw_preferences_group_new ();
      TrpGameStatistics stats;

      trp_statistics_get (settings, games[i].id, &stats);
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _(games[i].title));
      add_row (group, _("Matches played"), stats.matches);
      add_row (group, _("Matches won"), stats.matches_won);
      add_row (group, _("Matches lost"), stats.matches_lost);
      {
        int rate = stats.matches > 0 ? (100 * stats.matches_won + stats.matches / 2) / stats.matches : 0;
        g_autofree char *number = trp_format_number (rate);
        g_autofree char *text = g_strdup_printf (_("%s %%"), number);
        GtkWidget *row = adw_action_row_new ();
        GtkWidget *label = gtk_label_new (text);

        adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Win rate"));
        adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      }
      add_row (group, _("Rounds played"), stats.rounds);
      add_row (group, _("Rounds won"), stats.rounds_won);
      add_row (group, _("Best round"), stats.best_round);
      switch (games[i].statistic)
        {
        case TRP_SCORE_BIRIBA_BONUS:
          add_row (group, _("Biribas made"), stats.biribas);
          break;
        case TRP_SCORE_LEVELS:
          add_row (group, _("Levels climbed"), stats.levels_climbed);
          break;
        case TRP_SCORE_DECLARATION:
          add_row (group, _("Declarations made"), stats.declarations);
          break;
        default:
          /* trp_statistics_record_round() counts no other kind. */
          g_critical ("No statistic for %s", games[i].id);
          break;
        }
      adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
    }

  return page;
}

static void
reset_response_cb (GObject    *alert,
                   const char *response,
                   GtkWidget  *dialog)
{
  GSettings *settings = g_object_get_data (G_OBJECT (dialog), "settings");
  GtkWidget *holder = g_object_get_data (G_OBJECT (dialog), "holder");

  if (!g_str_equal (response, "reset"))
    return;

  trp_statistics_reset (settings);
  /* Rebuild the page from the zeroed counters. */
  gtk_box_remove (GTK_BOX (holder), gtk_widget_get_first_child (holder));
  gtk_box_append (GTK_BOX (holder), build_page (settings));
}

static void
reset_clicked_cb (GtkButton *button,
                  GtkWidget *dialog)
{
  GObject *alert = trp_alert_new (_("Reset the Statistics?"),
                                  _("Every game’s counters go back to zero. This cannot be undone."));

  trp_alert_add_response (alert, "cancel", _("_Cancel"), ADW_RESPONSE_DEFAULT);
  trp_alert_add_response (alert, "reset", _("_Reset"), ADW_RESPONSE_DESTRUCTIVE);
  trp_alert_set_default_response (alert, "cancel");
  trp_alert_set_close_response (alert, "cancel");
  g_signal_connect (alert, "response", G_CALLBACK (reset_response_cb), dialog);
  trp_alert_present (alert, dialog);
}

/**
 * trp_statistics_dialog_new:
 *
 * Returns: (transfer floating): a window with each game's statistics and
 *   a Reset button that asks first
 */
GtkWidget *
trp_statistics_dialog_new (GtkWindow *parent,
                           GSettings *settings)
{
  GtkWidget *dialog = trp_dialog_new ();
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *reset = gtk_button_new_with_mnemonic (_("_Reset…"));
  GtkWidget *holder = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *page = build_page (settings);

  g_object_set_data_full (G_OBJECT (dialog), "settings", g_object_ref (settings), g_object_unref);
  g_object_set_data (G_OBJECT (dialog), "holder", holder);
  gtk_widget_add_css_class (reset, "destructive-action");
  g_signal_connect (reset, "clicked", G_CALLBACK (reset_clicked_cb), dialog);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), reset);
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), adw_window_title_new (_("Statistics"), NULL));
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (holder), page);
  trp_dialog_setup (dialog, parent, _("Statistics"), 480, 640);
  trp_dialog_set_content (dialog, header, holder, NULL);
  return dialog;
}
