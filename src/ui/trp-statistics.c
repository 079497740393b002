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

/* One record a person, by name, and the name recorded last, whose
 * record the statistics open on:
 *
 *   { "people": { "Anna": { "biriba": { "matches": 3, … } } },
 *     "last": "Anna" }
 *
 * Records from before names were kept hold the games at the top level:
 * they were the one person's, who played as “You” unless renamed. */
static JsonObject *
people_of (JsonObject *all)
{
  JsonObject *people;
  g_autoptr(GList) members = NULL;
  JsonObject *legacy = NULL;

  if (json_object_has_member (all, "people") &&
      JSON_NODE_HOLDS_OBJECT (json_object_get_member (all, "people")))
    return json_object_get_object_member (all, "people");

  people = json_object_new ();
  members = json_object_get_members (all);
  for (GList *l = members; l != NULL; l = l->next)
    if (JSON_NODE_HOLDS_OBJECT (json_object_get_member (all, l->data)))
      {
        if (legacy == NULL)
          legacy = json_object_new ();
        json_object_set_member (legacy, l->data, json_node_copy (json_object_get_member (all, l->data)));
        json_object_remove_member (all, l->data);
      }
  if (legacy != NULL)
    json_object_set_object_member (people, _("You"), legacy);
  json_object_set_object_member (all, "people", people);
  return people;
}

/* @person's games, made on demand. */
static JsonObject *
person_of (JsonObject *all,
           const char *person)
{
  JsonObject *people = people_of (all);

  if (!json_object_has_member (people, person) ||
      !JSON_NODE_HOLDS_OBJECT (json_object_get_member (people, person)))
    json_object_set_object_member (people, person, json_object_new ());
  return json_object_get_object_member (people, person);
}

static const char *
last_person (JsonObject *all)
{
  return json_object_get_string_member_with_default (all, "last", _("You"));
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

/**
 * trp_statistics_get_for:
 * @person: (nullable): a person's name, or %NULL for the one who played
 *   last
 */
void
trp_statistics_get_for (GSettings         *settings,
                        const char        *person,
                        const char        *game_id,
                        TrpGameStatistics *out)
{
  g_autoptr(JsonObject) all = NULL;

  g_return_if_fail (G_IS_SETTINGS (settings));
  g_return_if_fail (out != NULL);

  all = load_all ();
  read_game (person_of (all, person != NULL ? person : last_person (all)), game_id, out);
}

/* The record of whoever played last: with one person at the table, the
 * person's own. */
void
trp_statistics_get (GSettings         *settings,
                    const char        *game_id,
                    TrpGameStatistics *out)
{
  trp_statistics_get_for (settings, NULL, game_id, out);
}

/**
 * trp_statistics_dup_people:
 *
 * Returns: (transfer full): the names that have a record, the one who
 *   played last first
 */
GStrv
trp_statistics_dup_people (GSettings *settings)
{
  g_autoptr(JsonObject) all = NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GList) names = NULL;
  const char *last;
  JsonObject *people;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  all = load_all ();
  people = people_of (all);
  last = last_person (all);
  if (json_object_has_member (people, last))
    g_strv_builder_add (builder, last);
  names = json_object_get_members (people);
  for (GList *l = names; l != NULL; l = l->next)
    if (!g_str_equal (l->data, last))
      g_strv_builder_add (builder, l->data);
  return g_strv_builder_end (builder);
}


static void
record_round_for (JsonObject     *games,
                  const char     *game_id,
                  TrpMatch       *match,
                  guint           seat,
                  TrpRoundResult *result)
{
  TrpGameStatistics stats;
  guint unit;
  int mine;
  gboolean won = TRUE;

  unit = trp_game_get_scoring_unit (trp_match_get_game (match), seat);
  mine = trp_round_result_get_total (result, unit);
  for (guint u = 0; u < trp_round_result_get_n_units (result); u++)
    if (u != unit && trp_round_result_get_total (result, u) >= mine)
      won = FALSE;

  read_game (games, game_id, &stats);
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

  write_game (games, game_id, &stats);
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
  const char *game_id;

  g_return_if_fail (G_IS_SETTINGS (settings));
  g_return_if_fail (TRP_IS_MATCH (match));

  result = trp_match_get_round_result (match, round);
  if (result == NULL)
    return;

  game_id = trp_match_get_game_id (match);
  all = load_all ();

  /* Each person at the table, by name; a table of computers records
   * nothing. */
  for (guint seat = 0; seat < trp_match_get_n_players (match); seat++)
    {
      const TrpPlayer *player = trp_match_get_player (match, seat);

      if (player->kind == TRP_PLAYER_HUMAN)
        {
          record_round_for (person_of (all, player->name), game_id, match, seat, result);
          json_object_set_string_member (all, "last", player->name);
        }
    }

  store_all (all);
}

void
trp_statistics_record_match (GSettings *settings,
                             TrpMatch  *match)
{
  g_autoptr(JsonObject) all = NULL;
  const char *game_id;
  int winner;

  g_return_if_fail (G_IS_SETTINGS (settings));
  g_return_if_fail (TRP_IS_MATCH (match));

  if (!trp_match_get_is_over (match))
    return;

  game_id = trp_match_get_game_id (match);
  winner = trp_match_get_winner (match);
  all = load_all ();
  for (guint seat = 0; seat < trp_match_get_n_players (match); seat++)
    {
      const TrpPlayer *player = trp_match_get_player (match, seat);
      JsonObject *games;
      TrpGameStatistics stats;

      if (player->kind != TRP_PLAYER_HUMAN)
        continue;
      games = person_of (all, player->name);
      read_game (games, game_id, &stats);
      stats.matches++;
      if (winner >= 0 && (guint) winner == trp_game_get_scoring_unit (trp_match_get_game (match), seat))
        stats.matches_won++;
      else if (winner >= 0)
        stats.matches_lost++;
      write_game (games, game_id, &stats);
      json_object_set_string_member (all, "last", player->name);
    }
  store_all (all);
}

void
trp_statistics_reset (GSettings *settings)
{
  g_autoptr(JsonObject) none = json_object_new ();

  g_return_if_fail (G_IS_SETTINGS (settings));

  store_all (none);
}

/* A row of @group with @text at its end, or a dash where there is
 * nothing to count yet (a win rate before any match): not a 0 that
 * reads as a result. */
static void
add_text_row (GtkWidget  *group,
              const char *title,
              const char *text)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new (text != NULL ? text : "—");

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_add_css_class (label, "numeric");
  if (text == NULL)
    {
      gtk_widget_add_css_class (label, "dim-label");
      /* Said in words: a screen reader would read the dash as “em dash”. */
      gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Nothing to count yet"), -1);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
}

static void
add_row (GtkWidget  *group,
         const char *title,
         int         value)
{
  g_autofree char *text = trp_format_number (value);

  add_text_row (group, title, text);
}

static GtkWidget *
build_page (GSettings  *settings,
            const char *person)
{
  GtkWidget *page = adw_preferences_page_new ();
  const TrpGameInfo *games;
  guint n_games;

  games = trp_game_catalog_get_all (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      GtkWidget *group = adw_preferences_group_new ();
      TrpGameStatistics stats;

      trp_statistics_get_for (settings, person, games[i].id, &stats);
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _(games[i].title));
      add_row (group, _("Matches played"), stats.matches);
      add_row (group, _("Matches won"), stats.matches_won);
      add_row (group, _("Matches lost"), stats.matches_lost);
      {
        g_autofree char *text = NULL;

        if (stats.matches > 0)
          {
            int rate = (100 * stats.matches_won + stats.matches / 2) / stats.matches;
            g_autofree char *number = trp_format_number (rate);

            text = g_strdup_printf (_("%s %%"), number);
          }
        add_text_row (group, _("Win rate"), text);
      }
      add_row (group, _("Rounds played"), stats.rounds);
      add_row (group, _("Rounds won"), stats.rounds_won);
      {
        g_autofree char *best = stats.rounds > 0 ? trp_format_number (stats.best_round) : NULL;

        add_text_row (group, _("Best round"), best);
      }
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
  gtk_box_append (GTK_BOX (holder), build_page (settings, NULL));
}

/* Each person's record, where several people have played here. */
static void
person_selected_cb (GtkDropDown *people,
                    GParamSpec  *pspec,
                    GtkWidget   *dialog)
{
  GSettings *settings = g_object_get_data (G_OBJECT (dialog), "settings");
  GtkWidget *holder = g_object_get_data (G_OBJECT (dialog), "holder");
  GtkStringObject *item = gtk_drop_down_get_selected_item (people);
  GtkWidget *page;

  if (item == NULL)
    return;
  page = build_page (settings, gtk_string_object_get_string (item));
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_remove (GTK_BOX (holder), gtk_widget_get_first_child (holder));
  gtk_box_append (GTK_BOX (holder), page);
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
  GtkWidget *page = build_page (settings, NULL);
  g_auto(GStrv) people = trp_statistics_dup_people (settings);

  g_object_set_data_full (G_OBJECT (dialog), "settings", g_object_ref (settings), g_object_unref);
  g_object_set_data (G_OBJECT (dialog), "holder", holder);
  gtk_widget_add_css_class (reset, "destructive-action");
  g_signal_connect (reset, "clicked", G_CALLBACK (reset_clicked_cb), dialog);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), reset);
  if (g_strv_length (people) > 1)
    {
      GtkWidget *chooser = gtk_drop_down_new_from_strings ((const char * const *) people);

      gtk_accessible_update_property (GTK_ACCESSIBLE (chooser), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Whose statistics"), -1);
      gtk_widget_set_tooltip_text (chooser, _("Whose statistics"));
      g_signal_connect (chooser, "notify::selected", G_CALLBACK (person_selected_cb), dialog);
      adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), chooser);
    }
  else
    adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), adw_window_title_new (_("Statistics"), NULL));
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (holder), page);
  trp_dialog_setup (dialog, parent, _("Statistics"), 480, 640);
  trp_dialog_set_content (dialog, header, holder, NULL);
  return dialog;
}
