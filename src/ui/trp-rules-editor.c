/* trp-rules-editor.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "trp-format.h"
#include "trp-rules-editor.h"
#include "trp-rules-help.h"

/* One editable option: the row and the widget that holds its value, so
 * the rows can follow changes made elsewhere (a preset, a reset). */
typedef struct
{
  TrpRulesEditor      *editor;
  const TrpOptionSpec *spec;
  GtkWidget           *row;
  GtkWidget           *value_widget;
  GtkWidget           *value_label;
  GtkWidget           *null_switch;
  GtkWidget           *table_box;
  GPtrArray           *table_spins;
} OptionRow;

struct _TrpRulesEditor
{
  GtkWidget          parent_instance;

  TrpRules          *rules;
  gboolean           read_only;
  gboolean           syncing;

  GtkWidget         *page;
  AdwComboRow       *preset_row;
  GPtrArray         *option_rows;
  /* Legal rules a person should think twice about (trp_rules_dup_warning()). */
  GtkWidget         *warning_group;
  GtkWidget         *warning_row;
};

G_DEFINE_FINAL_TYPE (TrpRulesEditor, trp_rules_editor, GTK_TYPE_WIDGET)

static void sync_from_rules (TrpRulesEditor *self);

static void
option_row_free (gpointer data)
{
  OptionRow *row = data;

  g_clear_pointer (&row->table_spins, g_ptr_array_unref);
  g_free (row);
}

/**
 * trp_rules_describe_preset:
 *
 * Returns: (transfer full): the title of the preset these rules match, or
 *   “Custom”
 */
char *
trp_rules_describe_preset (TrpRules *rules)
{
  const TrpRulesDescriptor *descriptor = trp_rules_get_descriptor (rules);
  const char *preset_id = trp_rules_find_preset (rules);
  const TrpRulesPreset *preset = trp_rules_descriptor_find_preset (descriptor, preset_id);

  if (preset == NULL)
    return g_strdup (C_("house rules", "Custom"));
  return g_strdup (_(preset->title));
}

static void
show_error (TrpRulesEditor *self,
            const GError   *error)
{
  /* Toast titles are markup; messages are plain text. */
  g_autofree char *escaped = g_markup_escape_text (error->message, -1);

  /* The preferences have their own toast overlay. */
#if ADW_CHECK_VERSION (1, 5, 0)
  GtkWidget *preferences = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_PREFERENCES_DIALOG);

  if (preferences != NULL)
    adw_preferences_dialog_add_toast (ADW_PREFERENCES_DIALOG (preferences), adw_toast_new (escaped));
#else
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));

  if (ADW_IS_PREFERENCES_WINDOW (root))
    adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (root), adw_toast_new (escaped));
#endif
}

static void
switch_active_cb (GtkSwitch  *widget,
                  GParamSpec *pspec,
                  OptionRow  *row)
{
  g_autoptr(GError) error = NULL;

  if (row->editor->syncing)
    return;

  if (!trp_rules_set_bool (row->editor->rules, row->spec->id, gtk_switch_get_active (widget), &error))
    {
      show_error (row->editor, error);
      sync_from_rules (row->editor);
    }
}

static void
combo_selected_cb (AdwComboRow *combo,
                   GParamSpec  *pspec,
                   OptionRow   *row)
{
  g_autoptr(GError) error = NULL;
  guint selected = adw_combo_row_get_selected (combo);
  gboolean ok;

  if (row->editor->syncing || selected == GTK_INVALID_LIST_POSITION)
    return;

  if (row->spec->type == TRP_OPTION_ENUM)
    ok = trp_rules_set_enum_id (row->editor->rules, row->spec->id,
                                row->spec->choices[selected].id, &error);
  else
    ok = trp_rules_set_int (row->editor->rules, row->spec->id,
                            row->spec->allowed[selected], &error);

  if (!ok)
    {
      show_error (row->editor, error);
      sync_from_rules (row->editor);
    }
}

static void
int_value_changed (OptionRow *row)
{
  g_autoptr(GError) error = NULL;
  int value;

  if (row->editor->syncing)
    return;

  if (row->null_switch != NULL && !gtk_switch_get_active (GTK_SWITCH (row->null_switch)))
    value = TRP_RULES_NULL;
  else
    value = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (row->value_widget));

  if (!trp_rules_set_int (row->editor->rules, row->spec->id, value, &error))
    {
      show_error (row->editor, error);
      sync_from_rules (row->editor);
    }
}

static void
spin_value_changed_cb (GtkSpinButton *spin,
                       OptionRow     *row)
{
  int_value_changed (row);
}

static void
null_switch_cb (GtkSwitch  *widget,
                GParamSpec *pspec,
                OptionRow  *row)
{
  gtk_widget_set_sensitive (row->value_widget, gtk_switch_get_active (widget) && !row->editor->read_only);
  int_value_changed (row);
}

static void
table_cell_changed_cb (GtkSpinButton *spin,
                       OptionRow     *row)
{
  g_autoptr(GError) error = NULL;
  const int *current;
  g_autofree int *values = NULL;
  guint n;

  if (row->editor->syncing)
    return;

  current = trp_rules_get_table (row->editor->rules, row->spec->id, &n);
  values = g_memdup2 (current, n * sizeof (int));
  for (guint i = 0; i < row->table_spins->len && i < n; i++)
    {
      GtkWidget *cell = g_ptr_array_index (row->table_spins, i);

      if (GTK_IS_SPIN_BUTTON (cell))
        values[i] = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (cell));
    }

  if (!trp_rules_set_table (row->editor->rules, row->spec->id, values, n, &error))
    {
      show_error (row->editor, error);
      sync_from_rules (row->editor);
    }
}

/* Spin buttons show and read numbers in the user's digits. AdwSpinRow
 * (libadwaita 1.4) has the same “input” and “output” signals as
 * GtkSpinButton, and is editable as it is. */
static int
spin_get_value (GtkWidget *spin)
{
#if ADW_CHECK_VERSION (1, 4, 0)
  if (ADW_IS_SPIN_ROW (spin))
    return (int) adw_spin_row_get_value (ADW_SPIN_ROW (spin));
#endif
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin));
}

static gboolean
spin_output_cb (GtkWidget *spin,
                gpointer   user_data)
{
  g_autofree char *text = trp_format_number (spin_get_value (spin));

  if (!g_str_equal (text, gtk_editable_get_text (GTK_EDITABLE (spin))))
    gtk_editable_set_text (GTK_EDITABLE (spin), text);
  return TRUE;
}

static int
spin_input_cb (GtkWidget *spin,
               double    *new_value,
               gpointer   user_data)
{
  gint64 value;

  if (!trp_parse_number (gtk_editable_get_text (GTK_EDITABLE (spin)), &value))
    return GTK_INPUT_ERROR;

  *new_value = (double) value;
  return TRUE;
}

/**
 * trp_spin_localize:
 * @spin: a #GtkSpinButton, or an #AdwSpinRow
 *
 * Makes @spin show and read numbers in the user's digits (Persian ۰۱۲…).
 */
void
trp_spin_localize (GtkWidget *spin)
{
  g_return_if_fail (GTK_IS_EDITABLE (spin));

  g_signal_connect (spin, "output", G_CALLBACK (spin_output_cb), NULL);
  g_signal_connect (spin, "input", G_CALLBACK (spin_input_cb), NULL);
}

static GtkWidget *
new_spin (int min,
          int max,
          int step)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, MAX (step, 1));

  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  trp_spin_localize (spin);
  return spin;
}

/* Tables are short lists of numbers; each row of the table is a row of
 * spin buttons, rebuilt when the number of rows changes. */
static void
rebuild_table (OptionRow *row)
{
  const int *values;
  guint n, width = MAX (row->spec->row_width, 1);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (row->table_box)) != NULL)
    gtk_box_remove (GTK_BOX (row->table_box), child);
  g_ptr_array_set_size (row->table_spins, 0);

  values = trp_rules_get_table (row->editor->rules, row->spec->id, &n);
  for (guint r = 0; r * width < n; r++)
    {
      GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      g_autofree char *number = trp_format_number (r + 1);
      /* Translators: a row of a table of numbers, e.g. “Row 2”. */
      g_autofree char *label = g_strdup_printf (_("Row %s"), number);

      gtk_box_append (GTK_BOX (line), gtk_label_new (label));
      for (guint c = 0; c < width; c++)
        {
          int value = values[r * width + c];
          GtkWidget *cell;

          if (value == TRP_RULES_NULL)
            {
              /* Translators: an empty table cell, such as the open lower
               * bound of the first score range. */
              cell = gtk_label_new (_("none"));
              gtk_widget_add_css_class (cell, "dim-label");
            }
          else if (row->editor->read_only)
            {
              g_autofree char *text = trp_format_number (value);

              cell = gtk_label_new (text);
            }
          else
            {
              cell = new_spin (row->spec->min, row->spec->max, 1);
              gtk_spin_button_set_value (GTK_SPIN_BUTTON (cell), value);
              g_signal_connect (cell, "value-changed", G_CALLBACK (table_cell_changed_cb), row);
            }
          gtk_widget_set_hexpand (cell, TRUE);
          gtk_box_append (GTK_BOX (line), cell);
          g_ptr_array_add (row->table_spins, cell);
        }
      gtk_box_append (GTK_BOX (row->table_box), line);
    }

  if (n == 0)
    {
      GtkWidget *empty = gtk_label_new (_("The table is empty"));

      gtk_widget_add_css_class (empty, "dim-label");
      gtk_box_append (GTK_BOX (row->table_box), empty);
    }
}

static void
table_add_row_cb (GtkButton *button,
                  OptionRow *row)
{
  g_autoptr(GError) error = NULL;
  const int *current;
  g_autofree int *values = NULL;
  guint n, width = MAX (row->spec->row_width, 1);

  current = trp_rules_get_table (row->editor->rules, row->spec->id, &n);
  values = g_new0 (int, n + width);
  if (n > 0)
    memcpy (values, current, n * sizeof (int));

  /* A new row continues the last one, or starts with an open bound. */
  for (guint c = 0; c < width; c++)
    {
      if (n >= width && values[n - width + c] != TRP_RULES_NULL)
        values[n + c] = values[n - width + c] + (c == 0 ? 100 : 0);
      else if (n == 0 && c == 0 && row->spec->nullable)
        values[n + c] = TRP_RULES_NULL;
      else
        values[n + c] = CLAMP (0, row->spec->min, row->spec->max);
    }

  if (!trp_rules_set_table (row->editor->rules, row->spec->id, values, n + width, &error))
    show_error (row->editor, error);
}

static void
table_remove_row_cb (GtkButton *button,
                     OptionRow *row)
{
  g_autoptr(GError) error = NULL;
  const int *current;
  guint n, width = MAX (row->spec->row_width, 1);

  current = trp_rules_get_table (row->editor->rules, row->spec->id, &n);
  if (n < width)
    return;
  if (!trp_rules_set_table (row->editor->rules, row->spec->id, current, n - width, &error))
    show_error (row->editor, error);
}

static void
explain_clicked_cb (GtkButton *button,
                    OptionRow *row)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (row->editor));
  const TrpRulesDescriptor *descriptor = trp_rules_get_descriptor (row->editor->rules);

  /* The help shows these very rules as current, whether they are a
   * match's or the defaults being edited. */
  trp_rules_help_present (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                          row->editor->rules, descriptor->game_id, row->spec->id);
}

/* A small button at the end of each row opens the rules help at this
 * option, where its values are explained in full. */
static GtkWidget *
new_explain_button (OptionRow *row)
{
  GtkWidget *button = gtk_button_new_from_icon_name ("help-about-symbolic");
  /* Translators: the accessible name of the button that opens the rules
   * help at a house rule, e.g. “Explain “Runs only””. */
  g_autofree char *label = g_strdup_printf (_("Explain “%s”"), _(row->spec->title));

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, _("Explain This Rule"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  /* The option id names the button, so tests can find it. */
  gtk_widget_set_name (button, row->spec->id);
  g_signal_connect (button, "clicked", G_CALLBACK (explain_clicked_cb), row);
  return button;
}

/* A value's width: beside a long explanation it keeps at least the
 * first, and wraps beyond the second. */
#define VALUE_MIN_CHARS 10
#define VALUE_MAX_CHARS 20

/* A read-only row shows its value as plain text, which no one takes for
 * a control; it wraps rather than lose its end to the row's button. */
static GtkWidget *
new_value_label (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_width_chars (GTK_LABEL (label), VALUE_MIN_CHARS);
  gtk_label_set_max_width_chars (GTK_LABEL (label), VALUE_MAX_CHARS);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
  gtk_label_set_xalign (GTK_LABEL (label), 1.0);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  return label;
}

static char *
format_value (const TrpOptionSpec *spec,
              TrpRules            *rules)
{
  int value;

  switch (spec->type)
    {
    case TRP_OPTION_BOOL:
      if (trp_rules_get_bool (rules, spec->id))
        /* Translators: the value of a house rule that is switched on. */
        return g_strdup (C_("option value", "On"));
      /* Translators: the value of a house rule that is switched off. */
      return g_strdup (C_("option value", "Off"));

    case TRP_OPTION_ENUM:
      return g_strdup (_(spec->choices[trp_rules_get_enum (rules, spec->id)].label));

    case TRP_OPTION_INT:
      value = trp_rules_get_int (rules, spec->id);
      if (value == TRP_RULES_NULL)
        /* Translators: the value of an option that is not set, such as a
         * limit that is not used. */
        return g_strdup (C_("option value", "None"));
      return trp_format_number (value);

    case TRP_OPTION_TABLE:
    default:
      g_assert_not_reached ();
    }
}

/* The chosen value of a drop-down wraps, like the read-only value, so a
 * long choice stays whole beside the row's button; in the popup, a check
 * marks the current choice, as in AdwComboRow's own items. */
static void
choice_setup_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), VALUE_MAX_CHARS);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), check);
  gtk_list_item_set_child (item, box);
}

static void
choice_selected_cb (AdwComboRow *combo,
                    GParamSpec  *pspec,
                    GtkListItem *item)
{
  GtkWidget *check = gtk_widget_get_last_child (gtk_list_item_get_child (item));
  gboolean current = adw_combo_row_get_selected_item (combo) == gtk_list_item_get_item (item);

  gtk_widget_set_opacity (check, current ? 1.0 : 0.0);
}

static void
choice_bind_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                AdwComboRow              *combo)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *label = gtk_widget_get_first_child (box);
  GtkWidget *check = gtk_widget_get_last_child (box);
  const char *text = gtk_string_object_get_string (gtk_list_item_get_item (item));

  gtk_label_set_text (GTK_LABEL (label), text);

  if (gtk_widget_get_ancestor (box, GTK_TYPE_POPOVER) != NULL)
    {
      gtk_widget_set_size_request (label, -1, -1);
      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_LEFT);
      gtk_widget_set_visible (check, TRUE);
      g_signal_connect (combo, "notify::selected-item", G_CALLBACK (choice_selected_cb), item);
      choice_selected_cb (combo, NULL, item);
    }
  else
    {
      int natural;

      /* The row's list measures its value at one width only: the label
       * asks for all of its width, up to the most it takes before it
       * wraps, so that it never gets more lines than the row has room
       * for. */
      gtk_widget_set_size_request (label, -1, -1);
      gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
      gtk_widget_set_size_request (label, natural, -1);
      gtk_label_set_xalign (GTK_LABEL (label), 1.0);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
      gtk_widget_set_visible (check, FALSE);
    }
}

static void
choice_unbind_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  AdwComboRow              *combo)
{
  g_signal_handlers_disconnect_by_func (combo, choice_selected_cb, item);
}

static void
set_choice_factory (AdwComboRow *combo)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (choice_setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (choice_bind_cb), combo);
  g_signal_connect (factory, "unbind", G_CALLBACK (choice_unbind_cb), combo);
  adw_combo_row_set_factory (combo, factory);
}

static char *
row_tooltip (const TrpOptionSpec *spec)
{
  /* Translators: where an option's rule is in the rules, e.g. “Rules: B-15, A-19”. */
  return g_strdup_printf (_("Rules: %s"), spec->rule_ref);
}

static GtkWidget *
build_row (TrpRulesEditor      *self,
           const TrpOptionSpec *spec)
{
  OptionRow *row = g_new0 (OptionRow, 1);
  g_autofree char *tooltip = row_tooltip (spec);

  row->editor = self;
  row->spec = spec;
  g_ptr_array_add (self->option_rows, row);

  if (self->read_only && spec->type != TRP_OPTION_TABLE)
    {
      row->row = adw_action_row_new ();
      row->value_label = new_value_label ();
      adw_action_row_add_suffix (ADW_ACTION_ROW (row->row), row->value_label);
    }
  else switch (spec->type)
    {
    case TRP_OPTION_BOOL:
      row->row = adw_action_row_new ();
      row->value_widget = gtk_switch_new ();
      gtk_widget_set_valign (row->value_widget, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row->row), row->value_widget);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row->row), row->value_widget);
      g_signal_connect (row->value_widget, "notify::active", G_CALLBACK (switch_active_cb), row);
      break;

    case TRP_OPTION_ENUM:
    case TRP_OPTION_INT:
      if (spec->type == TRP_OPTION_ENUM || spec->allowed != NULL)
        {
          GtkStringList *model = gtk_string_list_new (NULL);

          if (spec->type == TRP_OPTION_ENUM)
            for (guint i = 0; i < spec->n_choices; i++)
              gtk_string_list_append (model, _(spec->choices[i].label));
          else
            for (guint i = 0; i < spec->n_allowed; i++)
              {
                g_autofree char *text = trp_format_number (spec->allowed[i]);

                gtk_string_list_append (model, text);
              }

          row->row = adw_combo_row_new ();
          set_choice_factory (ADW_COMBO_ROW (row->row));
          adw_combo_row_set_model (ADW_COMBO_ROW (row->row), G_LIST_MODEL (model));
          g_object_unref (model);
          g_signal_connect (row->row, "notify::selected", G_CALLBACK (combo_selected_cb), row);
        }
      else
        {
          row->row = adw_action_row_new ();
          if (spec->nullable)
            {
              row->null_switch = gtk_switch_new ();
              gtk_widget_set_valign (row->null_switch, GTK_ALIGN_CENTER);
              gtk_widget_set_tooltip_text (row->null_switch, _("Use a limit"));
              adw_action_row_add_suffix (ADW_ACTION_ROW (row->row), row->null_switch);
              g_signal_connect (row->null_switch, "notify::active", G_CALLBACK (null_switch_cb), row);
            }
          row->value_widget = new_spin (spec->min, spec->max, spec->step);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row->row), row->value_widget);
          g_signal_connect (row->value_widget, "value-changed", G_CALLBACK (spin_value_changed_cb), row);
        }
      break;

    case TRP_OPTION_TABLE:
      {
        GtkWidget *inner = adw_action_row_new ();

        row->row = adw_expander_row_new ();
        row->table_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
        gtk_widget_set_margin_top (row->table_box, 6);
        gtk_widget_set_margin_bottom (row->table_box, 6);
        row->table_spins = g_ptr_array_new ();
        adw_action_row_add_suffix (ADW_ACTION_ROW (inner), row->table_box);
        gtk_widget_set_hexpand (row->table_box, TRUE);
        adw_expander_row_add_row (ADW_EXPANDER_ROW (row->row), inner);

        if (spec->min_rows != spec->max_rows && !self->read_only)
          {
            GtkWidget *buttons = adw_action_row_new ();
            GtkWidget *add = gtk_button_new_with_mnemonic (_("_Add Row"));
            GtkWidget *remove = gtk_button_new_with_mnemonic (_("_Remove Last Row"));

            gtk_widget_set_valign (add, GTK_ALIGN_CENTER);
            gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
            adw_action_row_add_suffix (ADW_ACTION_ROW (buttons), remove);
            adw_action_row_add_suffix (ADW_ACTION_ROW (buttons), add);
            g_signal_connect (add, "clicked", G_CALLBACK (table_add_row_cb), row);
            g_signal_connect (remove, "clicked", G_CALLBACK (table_remove_row_cb), row);
            adw_expander_row_add_row (ADW_EXPANDER_ROW (row->row), buttons);
          }
      }
      break;

    default:
      g_assert_not_reached ();
    }

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row->row), _(spec->title));
  /* add_action became add_suffix in libadwaita 1.4. */
  if (ADW_IS_EXPANDER_ROW (row->row))
#if ADW_CHECK_VERSION (1, 4, 0)
    adw_expander_row_add_suffix (ADW_EXPANDER_ROW (row->row), new_explain_button (row));
#else
    adw_expander_row_add_action (ADW_EXPANDER_ROW (row->row), new_explain_button (row));
#endif
  else
    adw_action_row_add_suffix (ADW_ACTION_ROW (row->row), new_explain_button (row));
  if (ADW_IS_EXPANDER_ROW (row->row))
    adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row->row), _(spec->explanation));
  else
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row->row), _(spec->explanation));
      /* A cap on the lines lets the explanation shrink: unlimited, some
       * widths of some Persian lines measure it as one long line. */
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row->row), 12);
    }
  gtk_widget_set_tooltip_text (row->row, tooltip);

  return row->row;
}

static void
sync_row (OptionRow *row)
{
  TrpRules *rules = row->editor->rules;
  const TrpOptionSpec *spec = row->spec;

  if (row->value_label != NULL)
    {
      g_autofree char *text = format_value (spec, rules);

      gtk_label_set_text (GTK_LABEL (row->value_label), text);
      return;
    }

  switch (spec->type)
    {
    case TRP_OPTION_BOOL:
      gtk_switch_set_active (GTK_SWITCH (row->value_widget), trp_rules_get_bool (rules, spec->id));
      break;

    case TRP_OPTION_ENUM:
      adw_combo_row_set_selected (ADW_COMBO_ROW (row->row), trp_rules_get_enum (rules, spec->id));
      break;

    case TRP_OPTION_INT:
      {
        int value = trp_rules_get_int (rules, spec->id);

        if (spec->allowed != NULL)
          {
            for (guint i = 0; i < spec->n_allowed; i++)
              if (spec->allowed[i] == value)
                adw_combo_row_set_selected (ADW_COMBO_ROW (row->row), i);
          }
        else
          {
            if (row->null_switch != NULL)
              {
                gtk_switch_set_active (GTK_SWITCH (row->null_switch), value != TRP_RULES_NULL);
                gtk_widget_set_sensitive (row->value_widget,
                                          value != TRP_RULES_NULL && !row->editor->read_only);
              }
            if (value != TRP_RULES_NULL)
              gtk_spin_button_set_value (GTK_SPIN_BUTTON (row->value_widget), value);
          }
      }
      break;

    case TRP_OPTION_TABLE:
      {
        guint n;
        const int *values = trp_rules_get_table (rules, spec->id, &n);
        gboolean same_shape = row->table_spins->len == n;

        for (guint i = 0; same_shape && i < n; i++)
          same_shape = GTK_IS_SPIN_BUTTON (g_ptr_array_index (row->table_spins, i)) ==
                       (values[i] != TRP_RULES_NULL);

        /* Update in place when only values changed, so a cell being
         * edited keeps its focus; read-only cells are labels. */
        if (!same_shape || row->editor->read_only)
          rebuild_table (row);
        else
          for (guint i = 0; i < n; i++)
            if (values[i] != TRP_RULES_NULL)
              gtk_spin_button_set_value (g_ptr_array_index (row->table_spins, i), values[i]);
      }
      break;

    default:
      g_assert_not_reached ();
    }
}

static void
sync_from_rules (TrpRulesEditor *self)
{
  const char *preset_id = trp_rules_find_preset (self->rules);
  const TrpRulesDescriptor *descriptor = trp_rules_get_descriptor (self->rules);
  guint selected = descriptor->n_presets;

  self->syncing = TRUE;

  for (guint i = 0; i < self->option_rows->len; i++)
    sync_row (g_ptr_array_index (self->option_rows, i));

  for (guint i = 0; preset_id != NULL && i < descriptor->n_presets; i++)
    if (g_str_equal (descriptor->presets[i].id, preset_id))
      selected = i;
  if (self->preset_row != NULL)
    adw_combo_row_set_selected (self->preset_row, selected);

  {
    g_autofree char *warning = trp_rules_dup_warning (self->rules);
    g_autofree char *local = warning != NULL ? trp_localize_digits (warning) : NULL;

    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->warning_row), local != NULL ? local : "");
    gtk_widget_set_visible (self->warning_group, warning != NULL);
  }

  self->syncing = FALSE;
}

static void
rules_changed_cb (TrpRules       *rules,
                  const char     *option_id,
                  TrpRulesEditor *self)
{
  if (!self->syncing)
    sync_from_rules (self);
}

static void
preset_selected_cb (AdwComboRow    *combo,
                    GParamSpec     *pspec,
                    TrpRulesEditor *self)
{
  const TrpRulesDescriptor *descriptor = trp_rules_get_descriptor (self->rules);
  guint selected = adw_combo_row_get_selected (combo);
  g_autoptr(GError) error = NULL;

  /* “Custom” is where edits land; choosing it changes nothing. */
  if (self->syncing || selected >= descriptor->n_presets)
    return;

  if (!trp_rules_apply_preset (self->rules, descriptor->presets[selected].id, &error))
    show_error (self, error);
}

static void
reset_clicked_cb (GtkButton      *button,
                  TrpRulesEditor *self)
{
  trp_rules_reset (self->rules);
}

static void
trp_rules_editor_dispose (GObject *object)
{
  TrpRulesEditor *self = (TrpRulesEditor *)object;

  if (self->rules != NULL)
    g_signal_handlers_disconnect_by_func (self->rules, rules_changed_cb, self);
  g_clear_pointer (&self->page, gtk_widget_unparent);
  g_clear_pointer (&self->option_rows, g_ptr_array_unref);
  g_clear_object (&self->rules);

  G_OBJECT_CLASS (trp_rules_editor_parent_class)->dispose (object);
}

static void
trp_rules_editor_class_init (TrpRulesEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = trp_rules_editor_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
trp_rules_editor_init (TrpRulesEditor *self)
{
  self->option_rows = g_ptr_array_new_with_free_func (option_row_free);
}

/**
 * trp_rules_editor_new:
 * @title: the game's name
 * @rules: the rules to edit in place
 * @read_only: show the rules without letting them change, as for a
 *   running match's rules
 */
TrpRulesEditor *
trp_rules_editor_new (const char *title,
                      TrpRules   *rules,
                      gboolean    read_only)
{
  const TrpRulesDescriptor *descriptor;
  TrpRulesEditor *self;
  GtkWidget *group;

  g_return_val_if_fail (TRP_IS_RULES (rules), NULL);

  descriptor = trp_rules_get_descriptor (rules);
  self = g_object_new (TRP_TYPE_RULES_EDITOR, NULL);
  self->rules = g_object_ref (rules);
  self->read_only = read_only || trp_rules_is_frozen (rules);

  self->page = adw_preferences_page_new ();
  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (self->page), title);
  gtk_widget_set_parent (self->page, GTK_WIDGET (self));

  if (!self->read_only)
    {
      GtkStringList *presets = gtk_string_list_new (NULL);
      GtkWidget *reset;

      for (guint i = 0; i < descriptor->n_presets; i++)
        gtk_string_list_append (presets, _(descriptor->presets[i].title));
      gtk_string_list_append (presets, C_("house rules", "Custom"));

      group = adw_preferences_group_new ();
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Presets"));
      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                             _("These rules are the defaults for new matches; "
                                               "a match keeps the rules it started with."));

      reset = gtk_button_new_with_mnemonic (_("_Reset to Defaults"));
      gtk_widget_set_valign (reset, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (reset, "flat");
      g_signal_connect (reset, "clicked", G_CALLBACK (reset_clicked_cb), self);
      adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), reset);

      self->preset_row = ADW_COMBO_ROW (adw_combo_row_new ());
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->preset_row), _("Preset"));
      adw_combo_row_set_model (self->preset_row, G_LIST_MODEL (presets));
      g_object_unref (presets);
      g_signal_connect (self->preset_row, "notify::selected", G_CALLBACK (preset_selected_cb), self);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->preset_row));
      adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->page), ADW_PREFERENCES_GROUP (group));
    }

  /* Shown while the rules warrant it, above the options that cause it. */
  {
    GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");

    self->warning_group = adw_preferences_group_new ();
    self->warning_row = adw_action_row_new ();
    adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->warning_row), FALSE);
    adw_action_row_set_title_lines (ADW_ACTION_ROW (self->warning_row), 0);
    gtk_widget_add_css_class (icon, "warning");
    gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Warning"), -1);
    adw_action_row_add_prefix (ADW_ACTION_ROW (self->warning_row), icon);
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->warning_group), self->warning_row);
    adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->page), ADW_PREFERENCES_GROUP (self->warning_group));
  }

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Rules"));
  for (guint i = 0; i < descriptor->n_options; i++)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), build_row (self, &descriptor->options[i]));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->page), ADW_PREFERENCES_GROUP (group));

  sync_from_rules (self);
  g_signal_connect (rules, "changed", G_CALLBACK (rules_changed_cb), self);

  return self;
}

/**
 * trp_rules_editor_get_rules:
 *
 * Returns: (transfer none): the rules being edited
 */
TrpRules *
trp_rules_editor_get_rules (TrpRulesEditor *self)
{
  g_return_val_if_fail (TRP_IS_RULES_EDITOR (self), NULL);

  return self->rules;
}
