/* trp-new-match-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "trp-rng.h"
#include "trp-alert.h"
#include <glib/gi18n.h>

#include "trp-ai.h"
#include "trp-dialog.h"
#include "trp-format.h"
#include "trp-game-catalog.h"
#include "trp-new-match-dialog.h"
#include "trp-settings.h"
#include "trp-rules-editor.h"

#define MAX_PLAYERS 6

struct _TrpNewMatchDialog
{
  TrpDialogBase      parent_instance;

  GSettings         *settings;
  GPtrArray         *games;        /* playable TrpGameInfo, in list order */
  TrpRules          *rules;        /* this match's rules, edited in place */

  AdwComboRow       *game_row;
  AdwComboRow       *count_row;
  AdwComboRow       *preset_row;
  AdwComboRow       *target_row;
  AdwActionRow      *target_custom_row;
  GtkSpinButton     *target_spin;
  const TrpOptionSpec *target_spec;  /* the game's target option, or NULL */
  AdwActionRow      *rules_row;
  AdwPreferencesGroup *players_group;
  GtkWidget         *player_rows[MAX_PLAYERS];
  GtkWidget         *name_entries[MAX_PLAYERS];
  GtkWidget         *kind_dropdowns[MAX_PLAYERS];
  gboolean           updating;
};

G_DEFINE_FINAL_TYPE (TrpNewMatchDialog, trp_new_match_dialog, TRP_TYPE_DIALOG_BASE)

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The kinds a seat can be, in the order of the seat's drop-down. The
 * guest's seat comes last, so that the others keep their places. */
#define KIND_PERSON  0
#define KIND_INVITED 4
#define N_KINDS      5

static const char *
kind_title (guint index)
{
  switch (index)
    {
    case KIND_PERSON: return _("Person");
    case 1:           return _("Computer, easy");
    case 2:           return _("Computer, normal");
    case 3:           return _("Computer, hard");
    /* Translators: a seat kept for a friend who joins from another
     * computer (“Join a Table”). */
    default:          return _("Person (invited)");
    }
}

/* How the settings name the kinds of seat, in the drop-down's order. */
static const char *kind_ids[] = { "person", "easy", "normal", "hard", "invited" };

/* New Match offers the seats of the last match again: the people's names
 * above all, as the same family sits down again. */
static void
restore_seats (TrpNewMatchDialog *self)
{
  g_autoptr(GVariant) seats = g_settings_get_value (self->settings, "seats");
  GVariantIter iter;
  const char *name, *kind;
  guint i = 0;

  g_variant_iter_init (&iter, seats);
  while (i < MAX_PLAYERS && g_variant_iter_next (&iter, "(&s&s)", &name, &kind))
    {
      for (guint k = 0; k < G_N_ELEMENTS (kind_ids); k++)
        if (g_str_equal (kind, kind_ids[k]))
          {
            gtk_drop_down_set_selected (GTK_DROP_DOWN (self->kind_dropdowns[i]), k);
            gtk_editable_set_text (GTK_EDITABLE (self->name_entries[i]), name);
          }
      i++;
    }
}

static void
remember_seats (TrpNewMatchDialog *self,
                guint              n)
{
  GVariantBuilder builder;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(ss)"));
  for (guint i = 0; i < n; i++)
    {
      guint kind = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->kind_dropdowns[i]));

      g_variant_builder_add (&builder, "(ss)", gtk_editable_get_text (GTK_EDITABLE (self->name_entries[i])),
                             kind_ids[MIN (kind, G_N_ELEMENTS (kind_ids) - 1)]);
    }
  g_settings_set_value (self->settings, "seats", g_variant_builder_end (&builder));
}

static const TrpGameInfo *
selected_game (TrpNewMatchDialog *self)
{
  guint index = adw_combo_row_get_selected (self->game_row);

  if (index >= self->games->len)
    return NULL;
  return g_ptr_array_index (self->games, index);
}

static guint
player_count (TrpNewMatchDialog *self)
{
  const TrpGameInfo *info = selected_game (self);

  if (info == NULL)
    return 0;
  return info->min_players + adw_combo_row_get_selected (self->count_row);
}

static void
update_player_rows (TrpNewMatchDialog *self)
{
  guint n = player_count (self);

  for (guint i = 0; i < MAX_PLAYERS; i++)
    gtk_widget_set_visible (self->player_rows[i], i < n);
}

/* The option that sets how a match is won: a score or, in Da Bai Fen, a
 * level (B-46, D-46, M-37). Cinquecento's 501 is fixed. */
static const TrpOptionSpec *
find_target_option (const TrpRulesDescriptor *descriptor)
{
  const char *ids[] = { "target_score", "win_above_level" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const TrpOptionSpec *spec = trp_rules_descriptor_find_option (descriptor, ids[i]);

      if (spec != NULL && spec->type == TRP_OPTION_INT)
        return spec;
    }

  return NULL;
}

static void
update_target_rows (TrpNewMatchDialog *self)
{
  const TrpOptionSpec *spec = self->target_spec;
  int value;
  guint selected;

  gtk_widget_set_visible (GTK_WIDGET (self->target_row), spec != NULL);
  if (spec == NULL)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->target_custom_row), FALSE);
      return;
    }

  value = trp_rules_get_int (self->rules, spec->id);
  selected = spec->n_suggested;
  for (guint i = 0; i < spec->n_suggested; i++)
    if (spec->suggested[i] == value)
      selected = i;

  /* "Other…" stays chosen while the player types a value of their own. */
  if (adw_combo_row_get_selected (self->target_row) == spec->n_suggested &&
      gtk_widget_get_visible (GTK_WIDGET (self->target_custom_row)))
    selected = spec->n_suggested;

  self->updating = TRUE;
  adw_combo_row_set_selected (self->target_row, selected);
  gtk_spin_button_set_value (self->target_spin, value);
  self->updating = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->target_custom_row), selected == spec->n_suggested);
}

static void
target_selected_cb (AdwComboRow       *row,
                    GParamSpec        *pspec,
                    TrpNewMatchDialog *self)
{
  guint selected = adw_combo_row_get_selected (row);

  if (self->updating || self->target_spec == NULL)
    return;

  if (selected < self->target_spec->n_suggested)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->target_custom_row), FALSE);
      trp_rules_set_int (self->rules, self->target_spec->id, self->target_spec->suggested[selected], NULL);
    }
  else
    gtk_widget_set_visible (GTK_WIDGET (self->target_custom_row), TRUE);
}

static void
target_spin_changed_cb (GtkSpinButton     *spin,
                        TrpNewMatchDialog *self)
{
  g_autoptr(GError) error = NULL;

  if (self->updating || self->target_spec == NULL)
    return;

  /* The spin button keeps to the option's range; a refusal (a step the
   * rules do not allow) leaves the last good value. */
  if (!trp_rules_set_int (self->rules, self->target_spec->id, gtk_spin_button_get_value_as_int (spin), &error))
    gtk_widget_error_bell (GTK_WIDGET (spin));
}

static void
update_rules_summary (TrpNewMatchDialog *self)
{
  const TrpRulesDescriptor *descriptor = trp_rules_get_descriptor (self->rules);
  const char *preset = trp_rules_find_preset (self->rules);
  guint selected = descriptor->n_presets;

  for (guint i = 0; preset != NULL && i < descriptor->n_presets; i++)
    if (g_str_equal (descriptor->presets[i].id, preset))
      selected = i;

  self->updating = TRUE;
  adw_combo_row_set_selected (self->preset_row, selected);
  self->updating = FALSE;

  {
    g_autofree char *summary = trp_rules_describe_preset (self->rules);

    adw_action_row_set_subtitle (self->rules_row, summary);
  }

  update_target_rows (self);
}

static void
rules_changed_cb (TrpRules          *rules,
                  const char        *option_id,
                  TrpNewMatchDialog *self)
{
  if (!self->updating)
    update_rules_summary (self);
}

static void
game_changed (TrpNewMatchDialog *self)
{
  const TrpGameInfo *info = selected_game (self);
  g_autoptr(GtkStringList) counts = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) presets = gtk_string_list_new (NULL);

  if (info == NULL)
    return;

  if (self->rules != NULL)
    g_signal_handlers_disconnect_by_data (self->rules, self);
  g_clear_object (&self->rules);

  /* A new match starts from the house rules kept in the preferences. */
  self->rules = trp_settings_load_rules (trp_settings_get_default (), info);
  g_signal_connect (self->rules, "changed", G_CALLBACK (rules_changed_cb), self);

  self->updating = TRUE;
  for (guint n = info->min_players; n <= info->max_players; n++)
    {
      g_autofree char *latin = g_strdup_printf (ngettext ("%u player", "%u players", n), n);
      g_autofree char *text = trp_localize_digits (latin);

      gtk_string_list_append (counts, text);
    }
  adw_combo_row_set_model (self->count_row, G_LIST_MODEL (counts));
  adw_combo_row_set_selected (self->count_row, info->default_players - info->min_players);
  gtk_widget_set_visible (GTK_WIDGET (self->count_row), info->min_players != info->max_players);

  for (guint i = 0; i < info->rules->n_presets; i++)
    gtk_string_list_append (presets, _(info->rules->presets[i].title));
  gtk_string_list_append (presets, C_("house rules", "Custom"));
  adw_combo_row_set_model (self->preset_row, G_LIST_MODEL (presets));

  self->target_spec = find_target_option (info->rules);
  if (self->target_spec != NULL)
    {
      const TrpOptionSpec *spec = self->target_spec;
      g_autoptr(GtkStringList) targets = gtk_string_list_new (NULL);

      for (guint i = 0; i < spec->n_suggested; i++)
        {
          g_autofree char *text = trp_format_number (spec->suggested[i]);

          gtk_string_list_append (targets, text);
        }
      /* Translators: the last choice of the target list, to type a target
       * of one's own. */
      gtk_string_list_append (targets, C_("target", "Other…"));
      adw_combo_row_set_model (self->target_row, G_LIST_MODEL (targets));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->target_row), _(spec->title));
      /* The explanation would squeeze the value; the rules help has it. */
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->target_row), _(spec->explanation));
      gtk_spin_button_set_range (self->target_spin, spec->min, spec->max);
      gtk_spin_button_set_increments (self->target_spin, MAX (spec->step, 1), MAX (spec->step, 1) * 10);
      gtk_widget_set_visible (GTK_WIDGET (self->target_custom_row), FALSE);
      adw_combo_row_set_selected (self->target_row, 0);
    }
  self->updating = FALSE;

  update_player_rows (self);
  update_rules_summary (self);
}

static void
game_selected_cb (AdwComboRow       *row,
                  GParamSpec        *pspec,
                  TrpNewMatchDialog *self)
{
  if (!self->updating)
    game_changed (self);
}

static void
count_selected_cb (AdwComboRow       *row,
                   GParamSpec        *pspec,
                   TrpNewMatchDialog *self)
{
  if (!self->updating)
    update_player_rows (self);
}

static void
preset_selected_cb (AdwComboRow       *row,
                    GParamSpec        *pspec,
                    TrpNewMatchDialog *self)
{
  const TrpRulesDescriptor *descriptor;
  guint selected = adw_combo_row_get_selected (row);

  if (self->updating || self->rules == NULL)
    return;

  descriptor = trp_rules_get_descriptor (self->rules);
  if (selected < descriptor->n_presets)
    trp_rules_apply_preset (self->rules, descriptor->presets[selected].id, NULL);
}

static void
customize_activated_cb (AdwActionRow      *row,
                        TrpNewMatchDialog *self)
{
  const TrpGameInfo *info = selected_game (self);
  GtkWidget *dialog;
  GtkWidget *header;
  GtkWidget *editor;

  if (info == NULL)
    return;

  dialog = trp_dialog_new ();
  header = adw_header_bar_new ();
  editor = GTK_WIDGET (trp_rules_editor_new (_(info->title), self->rules, FALSE));
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header),
                                   adw_window_title_new (_("This Match’s Rules"), _(info->title)));
  /* Over New Match before libadwaita 1.5; over its window after. */
  trp_dialog_setup (dialog, GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                    _("This Match’s Rules"), 560, 640);
  trp_dialog_set_content (dialog, header, editor, NULL);
  trp_dialog_present (dialog);
}

static void
start_clicked_cb (GtkButton         *button,
                  TrpNewMatchDialog *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TrpMatch) match = trp_new_match_dialog_create (self, &error);

  if (match == NULL)
    {
      GObject *alert = trp_alert_new (_("The match cannot start"), error->message);

      trp_alert_add_response (alert, "close", _("_Close"), ADW_RESPONSE_DEFAULT);
      trp_alert_set_close_response (alert, "close");
      trp_alert_present (alert, GTK_WIDGET (self));
      return;
    }

  remember_seats (self, trp_match_get_n_players (match));
  g_signal_emit (self, signals[START], 0, match);
  trp_dialog_close (GTK_WIDGET (self));
}

static void
cancel_clicked_cb (GtkButton         *button,
                   TrpNewMatchDialog *self)
{
  trp_dialog_close (GTK_WIDGET (self));
}

/**
 * trp_new_match_dialog_create:
 *
 * Returns: (transfer full) (nullable): a new match with the chosen game,
 *   players and rules, its first round dealt and a save file named
 */
TrpMatch *
trp_new_match_dialog_create (TrpNewMatchDialog  *self,
                             GError            **error)
{
  const TrpGameInfo *info = selected_game (self);
  guint n = player_count (self);
  g_autofree TrpPlayer *players = NULL;
  g_autoptr(TrpMatch) match = NULL;
  g_autoptr(TrpRules) rules = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (TRP_IS_NEW_MATCH_DIALOG (self), NULL);
  g_return_val_if_fail (info != NULL, NULL);

  rules = trp_rules_copy (self->rules);
  /* Biriba counts its players in its rules too (B-2). */
  if (trp_rules_descriptor_find_option (info->rules, "player_count") != NULL &&
      !trp_rules_set_int (rules, "player_count", n, error))
    return NULL;

  players = g_new0 (TrpPlayer, n);
  for (guint i = 0; i < n; i++)
    {
      guint kind = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->kind_dropdowns[i]));
      const char *name = gtk_editable_get_text (GTK_EDITABLE (self->name_entries[i]));

      players[i].name = (char *) (name[0] != '\0' ? name : kind_title (kind));
      players[i].kind = kind == KIND_PERSON || kind == KIND_INVITED ? TRP_PLAYER_HUMAN : TRP_PLAYER_COMPUTER;
      players[i].level = players[i].kind == TRP_PLAYER_HUMAN ? NULL : (char *) trp_ai_level_to_string (kind - 1);
      /* An invited seat is hosted from this computer while the match is
       * at its table. */
      players[i].invited = kind == KIND_INVITED;
      players[i].team = -1;
    }

  /* Each person is told apart by name: the hand-over asks for them by it,
   * and the statistics keep one record a name. */
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      if (players[i].kind == TRP_PLAYER_HUMAN && players[j].kind == TRP_PLAYER_HUMAN &&
          g_utf8_collate (players[i].name, players[j].name) == 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("Two people are called “%s”: give each person a name of their own."),
                       players[i].name);
          return NULL;
        }

  match = trp_match_new (info->id, rules, players, n, trp_game_catalog_create_game, error);
  if (match == NULL)
    return NULL;

  /* New Match opens on this game next time. */
  g_settings_set_string (self->settings, "last-game", info->id);

  path = trp_match_new_save_path ();
  trp_match_set_save_path (match, path);
  if (!trp_match_start_round (match, trp_rng_new_deal_seed (), error))
    return NULL;

  return g_steal_pointer (&match);
}

void
trp_new_match_dialog_select_game (TrpNewMatchDialog *self,
                                  const char        *game_id)
{
  g_return_if_fail (TRP_IS_NEW_MATCH_DIALOG (self));

  for (guint i = 0; i < self->games->len; i++)
    if (g_str_equal (((TrpGameInfo *) g_ptr_array_index (self->games, i))->id, game_id))
      adw_combo_row_set_selected (self->game_row, i);
}

static void
trp_new_match_dialog_dispose (GObject *object)
{
  TrpNewMatchDialog *self = (TrpNewMatchDialog *)object;

  if (self->rules != NULL)
    g_signal_handlers_disconnect_by_data (self->rules, self);
  g_clear_object (&self->rules);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->games, g_ptr_array_unref);

  G_OBJECT_CLASS (trp_new_match_dialog_parent_class)->dispose (object);
}

static void
trp_new_match_dialog_class_init (TrpNewMatchDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = trp_new_match_dialog_dispose;

  /**
   * TrpNewMatchDialog::start:
   * @match: the new match, its first round dealt
   */
  signals[START] =
    g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, TRP_TYPE_MATCH);
}

static void
trp_new_match_dialog_init (TrpNewMatchDialog *self)
{
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  GtkWidget *start = gtk_button_new_with_mnemonic (_("_Start"));
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *group;
  g_autoptr(GtkStringList) game_names = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) kinds = gtk_string_list_new (NULL);
  /* “Person” is shorter than “Computer, normal”: one width for every
   * seat keeps the name fields in a column. */
  g_autoptr(GtkSizeGroup) kind_sizes = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  const TrpGameInfo *games;
  guint n_games;

  self->games = g_ptr_array_new ();
  games = trp_game_catalog_get_all (&n_games);
  for (guint i = 0; i < n_games; i++)
    if (trp_game_info_is_playable (&games[i]))
      {
        g_ptr_array_add (self->games, (gpointer) &games[i]);
        gtk_string_list_append (game_names, _(games[i].title));
      }
  for (guint i = 0; i < N_KINDS; i++)
    gtk_string_list_append (kinds, kind_title (i));

  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_set_show_start_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), start);
  gtk_widget_add_css_class (start, "suggested-action");
  g_signal_connect (cancel, "clicked", G_CALLBACK (cancel_clicked_cb), self);
  g_signal_connect (start, "clicked", G_CALLBACK (start_clicked_cb), self);
  trp_dialog_set_default_widget (GTK_WIDGET (self), start);

  /* Game */
  group = adw_preferences_group_new ();
  self->game_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->game_row), _("Game"));
  adw_combo_row_set_model (self->game_row, G_LIST_MODEL (game_names));
  g_signal_connect (self->game_row, "notify::selected", G_CALLBACK (game_selected_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->game_row));

  self->count_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->count_row), _("Players"));
  g_signal_connect (self->count_row, "notify::selected", G_CALLBACK (count_selected_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->count_row));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  /* Seats, in order of play; partners sit opposite (B-3, D-2, M-2). */
  self->players_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->players_group, _("Seats"));
  adw_preferences_group_set_description (self->players_group,
                                         _("In order of play. In team games, partners sit opposite each other."));
  for (guint i = 0; i < MAX_PLAYERS; i++)
    {
      g_autofree char *latin = g_strdup_printf (_("Seat %u"), i + 1);
      g_autofree char *title = trp_localize_digits (latin);

      self->player_rows[i] = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->player_rows[i]), title);
      self->name_entries[i] = gtk_entry_new ();
      gtk_widget_set_valign (self->name_entries[i], GTK_ALIGN_CENTER);
      gtk_entry_set_max_length (GTK_ENTRY (self->name_entries[i]), 40);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->name_entries[i]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
      self->kind_dropdowns[i] = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (kinds)), NULL);
      gtk_widget_set_valign (self->kind_dropdowns[i], GTK_ALIGN_CENTER);
      gtk_size_group_add_widget (kind_sizes, self->kind_dropdowns[i]);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->kind_dropdowns[i]), i == 0 ? 0 : 2);
      gtk_editable_set_text (GTK_EDITABLE (self->name_entries[i]), i == 0 ? _("You") : "");
      if (i > 0)
        {
          /* Translators: default names of computer players; use names
           * common in your language. */
          const char *names[] = { C_("player name", "Anna"), C_("player name", "Nikos"),
                                  C_("player name", "Sara"), C_("player name", "Giorgos"),
                                  C_("player name", "Maryam") };

          gtk_editable_set_text (GTK_EDITABLE (self->name_entries[i]), names[(i - 1) % G_N_ELEMENTS (names)]);
        }
      adw_action_row_add_suffix (ADW_ACTION_ROW (self->player_rows[i]), self->name_entries[i]);
      adw_action_row_add_suffix (ADW_ACTION_ROW (self->player_rows[i]), self->kind_dropdowns[i]);
      adw_preferences_group_add (self->players_group, self->player_rows[i]);
    }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), self->players_group);

  /* Rules */
  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("House Rules"));
  self->preset_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->preset_row), _("Preset"));
  g_signal_connect (self->preset_row, "notify::selected", G_CALLBACK (preset_selected_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->preset_row));

  /* The target is the house rule everyone sets, so it is here rather than
   * only among the others. */
  self->target_row = ADW_COMBO_ROW (adw_combo_row_new ());
  g_signal_connect (self->target_row, "notify::selected", G_CALLBACK (target_selected_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->target_row));

  self->target_custom_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->target_custom_row), _("Your Own Target"));
  self->target_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, 9999, 1));
  gtk_widget_set_valign (GTK_WIDGET (self->target_spin), GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->target_spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Your Own Target"), -1);
  trp_spin_localize (GTK_WIDGET (self->target_spin));
  g_signal_connect (self->target_spin, "value-changed", G_CALLBACK (target_spin_changed_cb), self);
  adw_action_row_add_suffix (self->target_custom_row, GTK_WIDGET (self->target_spin));
  adw_action_row_set_activatable_widget (self->target_custom_row, GTK_WIDGET (self->target_spin));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->target_custom_row));

  self->rules_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->rules_row), _("Customize House Rules…"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self->rules_row), TRUE);
  adw_action_row_add_suffix (self->rules_row, gtk_image_new_from_icon_name ("go-next-symbolic"));
  g_signal_connect (self->rules_row, "activated", G_CALLBACK (customize_activated_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->rules_row));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  trp_dialog_set_content (GTK_WIDGET (self), header, page, NULL);
}

/**
 * trp_new_match_dialog_new:
 * @settings: where the default house rules are kept
 */
TrpNewMatchDialog *
trp_new_match_dialog_new (GtkWindow *parent,
                          GSettings *settings)
{
  TrpNewMatchDialog *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (TRP_TYPE_NEW_MATCH_DIALOG, NULL);
  trp_dialog_setup (GTK_WIDGET (self), parent, _("New Match"), 520, 680);
  self->settings = g_object_ref (settings);
  restore_seats (self);
  game_changed (self);
  /* The game last played, not always the first of the list. */
  {
    g_autofree char *last = g_settings_get_string (settings, "last-game");

    if (last[0] != '\0')
      trp_new_match_dialog_select_game (self, last);
  }
  return self;
}
