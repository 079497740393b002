/* trp-preferences-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "trp-preferences-window.h"

struct _TrpPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  GSettings            *settings;

  AdwComboRow          *card_faces_row;
  GtkSwitch            *four_colour_switch;
  AdwComboRow          *sort_order_row;
  AdwComboRow          *animation_speed_row;
  GtkSwitch            *confirm_leave_switch;
};

G_DEFINE_FINAL_TYPE (TrpPreferencesWindow, trp_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* The string-choice keys, in the order of their combo rows' items. */
static const char * const card_faces_ids[] = { "french", "italian", NULL };
static const char * const sort_order_ids[] = { "suit-rank", "rank-suit", "none", NULL };
static const char * const animation_speed_ids[] = { "off", "fast", "normal", "slow", NULL };

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
bind_choice (TrpPreferencesWindow *self,
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
trp_preferences_window_dispose (GObject *object)
{
  TrpPreferencesWindow *self = (TrpPreferencesWindow *)object;

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (trp_preferences_window_parent_class)->dispose (object);
}

static void
trp_preferences_window_class_init (TrpPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = trp_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/trapoula/Trapoula/ui/trp-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TrpPreferencesWindow, card_faces_row);
  gtk_widget_class_bind_template_child (widget_class, TrpPreferencesWindow, four_colour_switch);
  gtk_widget_class_bind_template_child (widget_class, TrpPreferencesWindow, sort_order_row);
  gtk_widget_class_bind_template_child (widget_class, TrpPreferencesWindow, animation_speed_row);
  gtk_widget_class_bind_template_child (widget_class, TrpPreferencesWindow, confirm_leave_switch);
}

static void
trp_preferences_window_init (TrpPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TrpPreferencesWindow *
trp_preferences_window_new (GtkWindow *transient_for,
                            GSettings *settings)
{
  TrpPreferencesWindow *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (TRP_TYPE_PREFERENCES_WINDOW,
                       "transient-for", transient_for,
                       NULL);
  self->settings = g_object_ref (settings);

  bind_choice (self, "card-faces", self->card_faces_row, card_faces_ids);
  bind_choice (self, "hand-sort-order", self->sort_order_row, sort_order_ids);
  bind_choice (self, "animation-speed", self->animation_speed_row, animation_speed_ids);
  g_settings_bind (settings, "four-colour-deck", self->four_colour_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "confirm-leave-match", self->confirm_leave_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);

  return self;
}
