/* trp-preferences-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "trp-dialog.h"
#include "trp-game-catalog.h"
#include "trp-preferences-dialog.h"
#include "trp-rules-editor.h"
#include "trp-settings.h"

/* From libadwaita 1.5 the preferences are an AdwPreferencesDialog with
 * switch and spin rows (trp-preferences-dialog-1.5.ui); before, a window
 * whose rows hold a GtkSwitch or GtkSpinButton. Both have an “active” or
 * a “value” to bind, so the code below names neither. */
struct _TrpPreferencesDialog
{
  TrpPreferencesBase    parent_instance;

  GSettings            *settings;

  AdwComboRow          *card_faces_row;
  GtkWidget            *four_colour_switch;
  AdwComboRow          *sort_order_row;
  AdwComboRow          *table_surface_row;
  AdwComboRow          *animation_speed_row;
  GtkWidget            *auto_pass_switch;
  GtkWidget            *coach_switch;
  GtkWidget            *thinking_time_spin;
  AdwPreferencesGroup  *house_rules_group;

  GPtrArray            *game_rules;
  GPtrArray            *game_rows;
};

G_DEFINE_FINAL_TYPE (TrpPreferencesDialog, trp_preferences_dialog, TRP_TYPE_PREFERENCES_BASE)

/* The string-choice keys, in the order of their combo rows' items. */
static const char * const card_faces_ids[] = { "rules", "french", "italian", NULL };
static const char * const sort_order_ids[] = { "suit-rank", "rank-suit", "none", NULL };
static const char * const animation_speed_ids[] = { "off", "fast", "normal", "slow", NULL };
static const char * const table_surface_ids[] = { "felt", "plain", NULL };

static gboolean
choice_to_selected (GValue   *value,
                    GVariant *variant,
                    gpointer  user_data)
{
  const char * const *ids = user_data;
  const char *id = g_variant_get_string (variant, NULL);

  for (guint i = 0; ids[i] != NULL; i++)
    if (g_str_equal (ids[i], id))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }

  return FALSE;
}

static GVariant *
selected_to_choice (const GValue       *value,
                    const GVariantType *expected_type,
                    gpointer            user_data)
{
  const char * const *ids = user_data;
  guint selected = g_value_get_uint (value);

  if (selected >= g_strv_length ((char **) ids))
    return NULL;

  return g_variant_new_string (ids[selected]);
}

static void
bind_choice (TrpPreferencesDialog *self,
             const char           *key,
             AdwComboRow          *row,
             const char * const   *ids)
{
  g_settings_bind_with_mapping (self->settings, key, row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                choice_to_selected, selected_to_choice,
                                (gpointer) ids, NULL);
}

static void
store_rules_cb (TrpRules   *rules,
                const char *option_id,
                GSettings  *settings)
{
  trp_settings_store_rules (trp_settings_get_default (), rules);
}

static void
update_game_row (AdwActionRow *row,
                 TrpRules     *rules)
{
  g_autofree char *preset = trp_rules_describe_preset (rules);

  adw_action_row_set_subtitle (row, preset);
}

static void
rules_changed_cb (TrpRules     *rules,
                  const char   *option_id,
                  AdwActionRow *row)
{
  update_game_row (row, rules);
}

#if !ADW_CHECK_VERSION (1, 5, 0)
/* A navigation page has a back button of its own. */
static void
close_subpage_cb (GtkButton            *button,
                  TrpPreferencesDialog *self)
{
  adw_preferences_window_close_subpage (ADW_PREFERENCES_WINDOW (self));
}
#endif

static void
game_row_activated_cb (AdwActionRow         *row,
                       TrpPreferencesDialog *self)
{
  TrpRules *rules = g_object_get_data (G_OBJECT (row), "rules");
  const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *editor = GTK_WIDGET (trp_rules_editor_new (title, rules, FALSE));

  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), adw_window_title_new (title, _("House Rules")));

#if ADW_CHECK_VERSION (1, 5, 0)
  {
    /* A navigation page brings its own back button. */
    AdwNavigationPage *page = adw_navigation_page_new (trp_dialog_page_new (header, editor, NULL), title);

    adw_preferences_dialog_push_subpage (ADW_PREFERENCES_DIALOG (self), page);
  }
#else
  {
    GtkWidget *back = gtk_button_new_from_icon_name ("go-previous-symbolic");

    gtk_widget_set_tooltip_text (back, _("Back"));
    gtk_accessible_update_property (GTK_ACCESSIBLE (back),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, _("Back"), -1);
    g_signal_connect (back, "clicked", G_CALLBACK (close_subpage_cb), self);
    adw_header_bar_pack_start (ADW_HEADER_BAR (header), back);
    adw_preferences_window_present_subpage (ADW_PREFERENCES_WINDOW (self),
                                            trp_dialog_page_new (header, editor, NULL));
  }
#endif
}

static void
populate_house_rules (TrpPreferencesDialog *self)
{
  const TrpGameInfo *games;
  guint n_games;

  games = trp_game_catalog_get_all (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      TrpRules *rules = trp_settings_load_rules (trp_settings_get_default (), &games[i]);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *arrow = gtk_image_new_from_icon_name ("go-next-symbolic");

      g_ptr_array_add (self->game_rules, rules);
      g_ptr_array_add (self->game_rows, row);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(games[i].title));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), arrow);
      g_object_set_data (G_OBJECT (row), "rules", rules);
      update_game_row (ADW_ACTION_ROW (row), rules);

      g_signal_connect (row, "activated", G_CALLBACK (game_row_activated_cb), self);
      g_signal_connect_object (rules, "changed", G_CALLBACK (rules_changed_cb), row, 0);
      g_signal_connect_object (rules, "changed", G_CALLBACK (store_rules_cb), self->settings, 0);
      adw_preferences_group_add (self->house_rules_group, row);
    }
}

/**
 * trp_preferences_dialog_show_house_rules:
 * @game_id: a game of the catalog
 *
 * Opens the house-rules page of @game_id.
 */
void
trp_preferences_dialog_show_house_rules (TrpPreferencesDialog *self,
                                         const char           *game_id)
{
  g_return_if_fail (TRP_IS_PREFERENCES_DIALOG (self));

  for (guint i = 0; i < self->game_rules->len; i++)
    {
      TrpRules *rules = g_ptr_array_index (self->game_rules, i);

      if (g_strcmp0 (trp_rules_get_descriptor (rules)->game_id, game_id) == 0)
        {
#if ADW_CHECK_VERSION (1, 5, 0)
          adw_preferences_dialog_set_visible_page_name (ADW_PREFERENCES_DIALOG (self), "house-rules");
#else
          adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (self), "house-rules");
#endif
          g_signal_emit_by_name (g_ptr_array_index (self->game_rows, i), "activated");
          return;
        }
    }
}

static void
trp_preferences_dialog_dispose (GObject *object)
{
  TrpPreferencesDialog *self = (TrpPreferencesDialog *)object;

  g_clear_object (&self->settings);
  g_clear_pointer (&self->game_rules, g_ptr_array_unref);
  g_clear_pointer (&self->game_rows, g_ptr_array_unref);

  G_OBJECT_CLASS (trp_preferences_dialog_parent_class)->dispose (object);
}

static void
trp_preferences_dialog_class_init (TrpPreferencesDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = trp_preferences_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/trapoula/Trapoula/ui/trp-preferences-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TrpPreferencesDialog, card_faces_row);
  gtk_widget_class_bind_template_child (widget_class, TrpPreferencesDialog, four_colour_switch);
  gtk_widget_class_bind_template_child (widget_class, TrpPreferencesDialog, sort_order_row);
  gtk_widget_class_bind_template_child (widget_class, TrpPreferencesDialog, table_surface_row);
  gtk_widget_class_bind_template_child (widget_class, TrpPreferencesDialog, animation_speed_row);
  gtk_widget_class_bind_template_child (widget_class, TrpPreferencesDialog, auto_pass_switch);
  gtk_widget_class_bind_template_child (widget_class, TrpPreferencesDialog, coach_switch);
  gtk_widget_class_bind_template_child (widget_class, TrpPreferencesDialog, thinking_time_spin);
  gtk_widget_class_bind_template_child (widget_class, TrpPreferencesDialog, house_rules_group);
}

static void
trp_preferences_dialog_init (TrpPreferencesDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->game_rules = g_ptr_array_new_with_free_func (g_object_unref);
  self->game_rows = g_ptr_array_new ();
}

TrpPreferencesDialog *
trp_preferences_dialog_new (GtkWindow *transient_for,
                            GSettings *settings)
{
  TrpPreferencesDialog *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (TRP_TYPE_PREFERENCES_DIALOG, NULL);
#if ADW_CHECK_VERSION (1, 5, 0)
  /* An AdwPreferencesDialog is an AdwDialog: it is presented as the
   * others are. */
  trp_dialog_setup (GTK_WIDGET (self), transient_for, NULL, 640, 720);
#else
  gtk_window_set_transient_for (GTK_WINDOW (self), transient_for);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
#endif
  self->settings = g_object_ref (settings);
  populate_house_rules (self);

  bind_choice (self, "card-faces", self->card_faces_row, card_faces_ids);
  bind_choice (self, "hand-sort-order", self->sort_order_row, sort_order_ids);
  bind_choice (self, "animation-speed", self->animation_speed_row, animation_speed_ids);
  bind_choice (self, "table-surface", self->table_surface_row, table_surface_ids);
  g_settings_bind (settings, "four-colour-deck", self->four_colour_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "auto-pass", self->auto_pass_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "coach", self->coach_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "thinking-time", self->thinking_time_spin, "value",
                   G_SETTINGS_BIND_DEFAULT);
  trp_spin_localize (self->thinking_time_spin);

  return self;
}

/* Shows the preferences over the window given to _new(). */
void
trp_preferences_dialog_present (TrpPreferencesDialog *self)
{
  g_return_if_fail (TRP_IS_PREFERENCES_DIALOG (self));

  trp_dialog_present (GTK_WIDGET (self));
}
