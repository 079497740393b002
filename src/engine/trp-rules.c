/* trp-rules.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "trp-format.h"
#include "trp-json-input.h"
#include "trp-rules.h"

/* Presets and JSON objects are small; this bounds what a hostile save file
 * can make us allocate for one table option.
 */
#define MAX_TABLE_CELLS 1024

typedef struct
{
  int    value;
  int   *table;
  guint  n_table;
} OptionValue;

struct _TrpRules
{
  GObject                   parent_instance;

  const TrpRulesDescriptor *descriptor;
  OptionValue              *values;
  guint                     frozen : 1;
};

G_DEFINE_FINAL_TYPE (TrpRules, trp_rules, G_TYPE_OBJECT)
G_DEFINE_QUARK (trp-rules-error-quark, trp_rules_error)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
trp_rules_finalize (GObject *object)
{
  TrpRules *self = (TrpRules *)object;

  if (self->descriptor != NULL)
    for (guint i = 0; i < self->descriptor->n_options; i++)
      g_free (self->values[i].table);
  g_free (self->values);

  G_OBJECT_CLASS (trp_rules_parent_class)->finalize (object);
}

static void
trp_rules_class_init (TrpRulesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = trp_rules_finalize;

  /**
   * TrpRules::changed:
   * @option_id: the option whose value changed, or %NULL after a bulk change
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST | G_SIGNAL_DETAILED,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
trp_rules_init (TrpRules *self)
{
}

const TrpOptionSpec *
trp_rules_descriptor_find_option (const TrpRulesDescriptor *descriptor,
                                  const char               *option_id)
{
  g_return_val_if_fail (descriptor != NULL, NULL);

  for (guint i = 0; option_id != NULL && i < descriptor->n_options; i++)
    if (strcmp (descriptor->options[i].id, option_id) == 0)
      return &descriptor->options[i];

  return NULL;
}

const TrpRulesPreset *
trp_rules_descriptor_find_preset (const TrpRulesDescriptor *descriptor,
                                  const char               *preset_id)
{
  g_return_val_if_fail (descriptor != NULL, NULL);

  for (guint i = 0; preset_id != NULL && i < descriptor->n_presets; i++)
    if (strcmp (descriptor->presets[i].id, preset_id) == 0)
      return &descriptor->presets[i];

  return NULL;
}

static void
append_int (GString *str,
            int      value)
{
  g_autofree char *number = NULL;

  if (value == TRP_RULES_NULL)
    {
      g_string_append (str, "null");
      return;
    }
  number = trp_format_number (value);
  g_string_append (str, number);
}

/**
 * trp_option_spec_describe_allowed:
 *
 * Returns: (transfer full): the legal values in words, for error messages.
 */
char *
trp_option_spec_describe_allowed (const TrpOptionSpec *spec)
{
  GString *str = g_string_new (NULL);

  g_return_val_if_fail (spec != NULL, NULL);

  switch (spec->type)
    {
    case TRP_OPTION_BOOL:
      g_string_append (str, "true, false");
      break;

    case TRP_OPTION_INT:
      if (spec->allowed != NULL)
        {
          for (guint i = 0; i < spec->n_allowed; i++)
            {
              if (i > 0)
                g_string_append (str, C_("list separator", ", "));
              append_int (str, spec->allowed[i]);
            }
        }
      else
        {
          g_autofree char *step = trp_format_number (spec->step);
          g_autofree char *min = trp_format_number (spec->min);
          g_autofree char *max = trp_format_number (spec->max);

          /* Translators: the numbers come grouped and in your digits,
           * e.g. “multiples of 5 from 100 to 5,000”. */
          if (spec->step > 1)
            g_string_append_printf (str, _("multiples of %s from %s to %s"), step, min, max);
          else
            g_string_append_printf (str, _("%s to %s"), min, max);
        }
      if (spec->nullable)
        g_string_append (str, _(", or null"));
      break;

    case TRP_OPTION_ENUM:
      for (guint i = 0; i < spec->n_choices; i++)
        {
          if (i > 0)
            g_string_append (str, C_("list separator", ", "));
          g_string_append (str, spec->choices[i].id);
        }
      break;

    case TRP_OPTION_TABLE:
      {
        g_autofree char *min_rows = trp_format_number (spec->min_rows);
        g_autofree char *max_rows = trp_format_number (spec->max_rows);
        g_autofree char *width = trp_format_number (spec->row_width);
        g_autofree char *min = trp_format_number (spec->min);
        g_autofree char *max = trp_format_number (spec->max);

        if (spec->min_rows == spec->max_rows)
          g_string_append_printf (str, _("exactly %s rows"), min_rows);
        else
          g_string_append_printf (str, _("%s to %s rows"), min_rows, max_rows);
        g_string_append_printf (str, _(" of %s numbers from %s to %s"), width, min, max);
      }
      if (spec->nullable)
        g_string_append (str, _(", or null"));
      break;

    default:
      g_assert_not_reached ();
    }

  return g_string_free (str, FALSE);
}

static gboolean
set_invalid_value (GError              **error,
                   const TrpOptionSpec  *spec,
                   const char           *bad_value)
{
  g_autofree char *allowed = trp_option_spec_describe_allowed (spec);

  g_set_error (error, TRP_RULES_ERROR, TRP_RULES_ERROR_INVALID_VALUE,
               _("Option “%s” cannot be %s: allowed values are %s"),
               spec->id, bad_value, allowed);
  return FALSE;
}

static gboolean
check_int (const TrpOptionSpec  *spec,
           int                   value,
           GError              **error)
{
  g_autofree char *text = NULL;

  if (value == TRP_RULES_NULL)
    {
      if (spec->nullable)
        return TRUE;
      return set_invalid_value (error, spec, "null");
    }

  if (spec->allowed != NULL)
    {
      for (guint i = 0; i < spec->n_allowed; i++)
        if (spec->allowed[i] == value)
          return TRUE;
    }
  else if (value >= spec->min && value <= spec->max &&
           (spec->step <= 1 || (value - spec->min) % spec->step == 0))
    return TRUE;

  text = g_strdup_printf ("%d", value);
  return set_invalid_value (error, spec, text);
}

static gboolean
check_table (const TrpOptionSpec  *spec,
             const int            *values,
             guint                 n_values,
             GError              **error)
{
  guint width = MAX (spec->row_width, 1);
  guint n_rows = n_values / width;

  if (n_values % width != 0 || n_rows < spec->min_rows || n_rows > spec->max_rows)
    {
      g_autofree char *text = g_strdup_printf (ngettext ("a table of %u number",
                                                         "a table of %u numbers",
                                                         n_values),
                                               n_values);
      return set_invalid_value (error, spec, text);
    }

  for (guint i = 0; i < n_values; i++)
    {
      if (values[i] == TRP_RULES_NULL ? !spec->nullable
                                      : (values[i] < spec->min || values[i] > spec->max))
        {
          g_autofree char *text = NULL;

          if (values[i] == TRP_RULES_NULL)
            text = g_strdup ("null");
          else
            text = g_strdup_printf ("%d", values[i]);
          return set_invalid_value (error, spec, text);
        }
    }

  if (spec->check_table != NULL)
    {
      g_autoptr(GError) local_error = NULL;

      if (!spec->check_table (values, n_values, &local_error))
        {
          g_set_error (error, TRP_RULES_ERROR, TRP_RULES_ERROR_INVALID_VALUE,
                       _("Option “%s”: %s"), spec->id, local_error->message);
          return FALSE;
        }
    }

  return TRUE;
}

static void
set_defaults (TrpRules *self)
{
  for (guint i = 0; i < self->descriptor->n_options; i++)
    {
      const TrpOptionSpec *spec = &self->descriptor->options[i];
      OptionValue *value = &self->values[i];

      value->value = spec->default_value;
      g_clear_pointer (&value->table, g_free);
      value->n_table = 0;
      if (spec->type == TRP_OPTION_TABLE && spec->n_default_table > 0)
        {
          value->table = g_memdup2 (spec->default_table, spec->n_default_table * sizeof (int));
          value->n_table = spec->n_default_table;
        }
    }
}

/**
 * trp_rules_new:
 * @descriptor: a game's option table
 *
 * Returns: (transfer full): rules with every option at its default.
 */
TrpRules *
trp_rules_new (const TrpRulesDescriptor *descriptor)
{
  TrpRules *self;

  g_return_val_if_fail (descriptor != NULL, NULL);

  self = g_object_new (TRP_TYPE_RULES, NULL);
  self->descriptor = descriptor;
  self->values = g_new0 (OptionValue, MAX (descriptor->n_options, 1));
  set_defaults (self);

  return self;
}

TrpRules *
trp_rules_new_from_json (const TrpRulesDescriptor  *descriptor,
                         JsonNode                  *node,
                         GError                   **error)
{
  g_autoptr(TrpRules) self = trp_rules_new (descriptor);

  if (!trp_rules_update_from_json (self, node, error))
    return NULL;

  return g_steal_pointer (&self);
}

static void
copy_values (TrpRules *dest,
             TrpRules *src)
{
  for (guint i = 0; i < src->descriptor->n_options; i++)
    {
      g_free (dest->values[i].table);
      dest->values[i] = src->values[i];
      dest->values[i].table = g_memdup2 (src->values[i].table,
                                         src->values[i].n_table * sizeof (int));
    }
}

/**
 * trp_rules_copy:
 *
 * Returns: (transfer full): an unfrozen copy with the same values.
 */
TrpRules *
trp_rules_copy (TrpRules *self)
{
  TrpRules *copy;

  g_return_val_if_fail (TRP_IS_RULES (self), NULL);

  copy = trp_rules_new (self->descriptor);
  copy_values (copy, self);
  return copy;
}

const TrpRulesDescriptor *
trp_rules_get_descriptor (TrpRules *self)
{
  g_return_val_if_fail (TRP_IS_RULES (self), NULL);

  return self->descriptor;
}

static OptionValue *
lookup (TrpRules            *self,
        const char          *option_id,
        TrpOptionType        type,
        const TrpOptionSpec **out_spec)
{
  const TrpOptionSpec *spec = trp_rules_descriptor_find_option (self->descriptor, option_id);

  /* Asking for an option the game does not have is a programming error. */
  if (spec == NULL || spec->type != type)
    {
      g_critical ("%s has no %s option of that type", self->descriptor->game_id, option_id);
      return NULL;
    }

  if (out_spec != NULL)
    *out_spec = spec;
  return &self->values[spec - self->descriptor->options];
}

gboolean
trp_rules_get_bool (TrpRules   *self,
                    const char *option_id)
{
  OptionValue *value;

  g_return_val_if_fail (TRP_IS_RULES (self), FALSE);

  value = lookup (self, option_id, TRP_OPTION_BOOL, NULL);
  return value != NULL && value->value != 0;
}

/**
 * trp_rules_get_int:
 *
 * Returns: the value, or %TRP_RULES_NULL for a nullable option left unset.
 */
int
trp_rules_get_int (TrpRules   *self,
                   const char *option_id)
{
  OptionValue *value;

  g_return_val_if_fail (TRP_IS_RULES (self), 0);

  value = lookup (self, option_id, TRP_OPTION_INT, NULL);
  return value != NULL ? value->value : 0;
}

guint
trp_rules_get_enum (TrpRules   *self,
                    const char *option_id)
{
  OptionValue *value;

  g_return_val_if_fail (TRP_IS_RULES (self), 0);

  value = lookup (self, option_id, TRP_OPTION_ENUM, NULL);
  return value != NULL ? (guint) value->value : 0;
}

const char *
trp_rules_get_enum_id (TrpRules   *self,
                       const char *option_id)
{
  const TrpOptionSpec *spec;
  OptionValue *value;

  g_return_val_if_fail (TRP_IS_RULES (self), NULL);

  value = lookup (self, option_id, TRP_OPTION_ENUM, &spec);
  return value != NULL ? spec->choices[value->value].id : NULL;
}

/**
 * trp_rules_get_table:
 * @n_values: (out): the number of ints, rows × row width
 *
 * Returns: (transfer none) (nullable): the table's cells, row by row.
 */
const int *
trp_rules_get_table (TrpRules   *self,
                     const char *option_id,
                     guint      *n_values)
{
  OptionValue *value;

  g_return_val_if_fail (TRP_IS_RULES (self), NULL);
  g_return_val_if_fail (n_values != NULL, NULL);

  value = lookup (self, option_id, TRP_OPTION_TABLE, NULL);
  *n_values = value != NULL ? value->n_table : 0;
  return value != NULL ? value->table : NULL;
}

static void
emit_changed (TrpRules   *self,
              const char *option_id)
{
  g_signal_emit (self, signals[CHANGED],
                 option_id != NULL ? g_quark_from_string (option_id) : 0,
                 option_id);
}

/* Runs the descriptor's cross-option check after a single change; on
 * failure the caller restores the old value.
 */
static gboolean
check_descriptor (TrpRules  *self,
                  GError   **error)
{
  return self->descriptor->check == NULL || self->descriptor->check (self, error);
}

gboolean
trp_rules_set_bool (TrpRules    *self,
                    const char  *option_id,
                    gboolean     value,
                    GError     **error)
{
  OptionValue *slot;

  g_return_val_if_fail (TRP_IS_RULES (self), FALSE);
  g_return_val_if_fail (!self->frozen, FALSE);

  if (!(slot = lookup (self, option_id, TRP_OPTION_BOOL, NULL)))
    return FALSE;

  if (slot->value != !!value)
    {
      int old = slot->value;

      slot->value = !!value;
      if (!check_descriptor (self, error))
        {
          slot->value = old;
          return FALSE;
        }
      emit_changed (self, option_id);
    }

  return TRUE;
}

gboolean
trp_rules_set_int (TrpRules    *self,
                   const char  *option_id,
                   int          value,
                   GError     **error)
{
  const TrpOptionSpec *spec;
  OptionValue *slot;

  g_return_val_if_fail (TRP_IS_RULES (self), FALSE);
  g_return_val_if_fail (!self->frozen, FALSE);

  if (!(slot = lookup (self, option_id, TRP_OPTION_INT, &spec)))
    return FALSE;

  if (!check_int (spec, value, error))
    return FALSE;

  if (slot->value != value)
    {
      int old = slot->value;

      slot->value = value;
      if (!check_descriptor (self, error))
        {
          slot->value = old;
          return FALSE;
        }
      emit_changed (self, option_id);
    }

  return TRUE;
}

static int
find_choice (const TrpOptionSpec *spec,
             const char          *choice_id)
{
  for (guint i = 0; choice_id != NULL && i < spec->n_choices; i++)
    if (strcmp (spec->choices[i].id, choice_id) == 0)
      return (int) i;

  return -1;
}

gboolean
trp_rules_set_enum_id (TrpRules    *self,
                       const char  *option_id,
                       const char  *choice_id,
                       GError     **error)
{
  const TrpOptionSpec *spec;
  OptionValue *slot;
  int index;

  g_return_val_if_fail (TRP_IS_RULES (self), FALSE);
  g_return_val_if_fail (!self->frozen, FALSE);

  if (!(slot = lookup (self, option_id, TRP_OPTION_ENUM, &spec)))
    return FALSE;

  if ((index = find_choice (spec, choice_id)) < 0)
    {
      g_autofree char *prefix = trp_json_input_quote (choice_id, -1);
      g_autofree char *quoted = g_strdup_printf ("“%s”", prefix);
      return set_invalid_value (error, spec, quoted);
    }

  if (slot->value != index)
    {
      int old = slot->value;

      slot->value = index;
      if (!check_descriptor (self, error))
        {
          slot->value = old;
          return FALSE;
        }
      emit_changed (self, option_id);
    }

  return TRUE;
}

gboolean
trp_rules_set_table (TrpRules    *self,
                     const char  *option_id,
                     const int   *values,
                     guint        n_values,
                     GError     **error)
{
  const TrpOptionSpec *spec;
  OptionValue *slot;

  g_return_val_if_fail (TRP_IS_RULES (self), FALSE);
  g_return_val_if_fail (!self->frozen, FALSE);
  g_return_val_if_fail (values != NULL || n_values == 0, FALSE);

  if (!(slot = lookup (self, option_id, TRP_OPTION_TABLE, &spec)))
    return FALSE;

  if (!check_table (spec, values, n_values, error))
    return FALSE;

  if (slot->n_table != n_values ||
      (n_values > 0 && memcmp (slot->table, values, n_values * sizeof (int)) != 0))
    {
      int *old_table = slot->table;
      guint old_n_table = slot->n_table;

      slot->table = g_memdup2 (values, n_values * sizeof (int));
      slot->n_table = n_values;
      if (!check_descriptor (self, error))
        {
          g_free (slot->table);
          slot->table = old_table;
          slot->n_table = old_n_table;
          return FALSE;
        }
      g_free (old_table);
      emit_changed (self, option_id);
    }

  return TRUE;
}

void
trp_rules_reset (TrpRules *self)
{
  g_return_if_fail (TRP_IS_RULES (self));
  g_return_if_fail (!self->frozen);

  set_defaults (self);
  emit_changed (self, NULL);
}

static gboolean
int_from_node (const TrpOptionSpec  *spec,
               JsonNode             *node,
               int                  *out_value,
               GError              **error)
{
  if (JSON_NODE_HOLDS_NULL (node))
    {
      *out_value = TRP_RULES_NULL;
      return TRUE;
    }

  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64)
    {
      gint64 v = json_node_get_int (node);

      if (v > G_MININT && v <= G_MAXINT)
        {
          *out_value = (int) v;
          return TRUE;
        }
    }

  return set_invalid_value (error, spec, _("a value that is not a whole number"));
}

/* Parses one option's JSON value into @out; the caller owns out->table. */
static gboolean
value_from_node (const TrpOptionSpec  *spec,
                 JsonNode             *node,
                 OptionValue          *out,
                 GError              **error)
{
  switch (spec->type)
    {
    case TRP_OPTION_BOOL:
      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
        return set_invalid_value (error, spec, _("a value that is not true or false"));
      out->value = json_node_get_boolean (node);
      return TRUE;

    case TRP_OPTION_INT:
      return int_from_node (spec, node, &out->value, error) &&
             check_int (spec, out->value, error);

    case TRP_OPTION_ENUM:
      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING ||
          (out->value = find_choice (spec, json_node_get_string (node))) < 0)
        {
          g_autofree char *text = NULL;

          if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
            {
              g_autofree char *prefix = trp_json_input_quote (json_node_get_string (node), -1);

              text = g_strdup_printf ("“%s”", prefix);
            }
          else
            text = g_strdup (_("a value that is not a name"));
          return set_invalid_value (error, spec, text);
        }
      return TRUE;

    case TRP_OPTION_TABLE:
      {
        g_autofree int *cells = NULL;
        guint n_cells = 0;
        JsonArray *rows;
        guint n_rows;

        if (!JSON_NODE_HOLDS_ARRAY (node))
          return set_invalid_value (error, spec, _("a value that is not a list"));

        rows = json_node_get_array (node);
        n_rows = json_array_get_length (rows);
        if (n_rows > MAX_TABLE_CELLS / MAX (spec->row_width, 1))
          return set_invalid_value (error, spec, _("a list that is too long"));

        cells = g_new0 (int, n_rows * MAX (spec->row_width, 1) + 1);
        for (guint r = 0; r < n_rows; r++)
          {
            JsonNode *row = json_array_get_element (rows, r);

            /* Tables one number wide are plain lists; wider ones are lists
             * of rows, so a pair reads as [lower_bound, minimum].
             */
            if (spec->row_width <= 1)
              {
                if (!int_from_node (spec, row, &cells[n_cells++], error))
                  return FALSE;
              }
            else
              {
                JsonArray *row_array;

                if (!JSON_NODE_HOLDS_ARRAY (row) ||
                    json_array_get_length (row_array = json_node_get_array (row)) != spec->row_width)
                  {
                    g_autofree char *text = g_strdup_printf (_("a row that is not %u numbers"),
                                                             spec->row_width);
                    return set_invalid_value (error, spec, text);
                  }

                for (guint c = 0; c < spec->row_width; c++)
                  if (!int_from_node (spec, json_array_get_element (row_array, c),
                                      &cells[n_cells++], error))
                    return FALSE;
              }
          }

        if (!check_table (spec, cells, n_cells, error))
          return FALSE;

        out->table = g_steal_pointer (&cells);
        out->n_table = n_cells;
        return TRUE;
      }

    default:
      g_assert_not_reached ();
    }
}

/**
 * trp_rules_update_from_json:
 * @node: a JSON object of option ids to values
 *
 * Sets the options that @node names; the others keep their values. All or
 * nothing: on error @self is unchanged.
 */
gboolean
trp_rules_update_from_json (TrpRules  *self,
                            JsonNode  *node,
                            GError   **error)
{
  g_autoptr(TrpRules) staged = NULL;
  JsonObjectIter iter;
  const char *member;
  JsonNode *value_node;

  g_return_val_if_fail (TRP_IS_RULES (self), FALSE);
  g_return_val_if_fail (!self->frozen, FALSE);

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, TRP_RULES_ERROR, TRP_RULES_ERROR_INVALID_JSON,
                   _("The rules of %s must be a JSON object"), self->descriptor->game_id);
      return FALSE;
    }

  staged = trp_rules_copy (self);

  json_object_iter_init (&iter, json_node_get_object (node));
  while (json_object_iter_next (&iter, &member, &value_node))
    {
      const TrpOptionSpec *spec = trp_rules_descriptor_find_option (self->descriptor, member);
      OptionValue parsed = { 0, };
      OptionValue *slot;

      if (spec == NULL)
        {
          GString *known = g_string_new (NULL);
          g_autofree char *quoted = trp_json_input_quote (member, -1);

          for (guint i = 0; i < self->descriptor->n_options; i++)
            g_string_append_printf (known, "%s%s", i > 0 ? C_("list separator", ", ") : "",
                                    self->descriptor->options[i].id);
          g_set_error (error, TRP_RULES_ERROR, TRP_RULES_ERROR_UNKNOWN_OPTION,
                       _("%s has no option “%s”; its options are %s"),
                       self->descriptor->game_id, quoted, known->str);
          g_string_free (known, TRUE);
          return FALSE;
        }

      if (!value_from_node (spec, value_node, &parsed, error))
        return FALSE;

      slot = &staged->values[spec - self->descriptor->options];
      g_free (slot->table);
      *slot = parsed;
    }

  if (!check_descriptor (staged, error))
    return FALSE;

  copy_values (self, staged);
  emit_changed (self, NULL);
  return TRUE;
}

static JsonNode *
int_node (int value)
{
  JsonNode *node = json_node_alloc ();

  if (value == TRP_RULES_NULL)
    return json_node_init_null (node);
  return json_node_init_int (node, value);
}

/**
 * trp_rules_to_json:
 *
 * Returns: (transfer full): a JSON object with every option, in table order.
 */
JsonNode *
trp_rules_to_json (TrpRules *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (TRP_IS_RULES (self), NULL);

  json_builder_begin_object (builder);
  for (guint i = 0; i < self->descriptor->n_options; i++)
    {
      const TrpOptionSpec *spec = &self->descriptor->options[i];
      const OptionValue *value = &self->values[i];

      json_builder_set_member_name (builder, spec->id);
      switch (spec->type)
        {
        case TRP_OPTION_BOOL:
          json_builder_add_boolean_value (builder, value->value != 0);
          break;

        case TRP_OPTION_INT:
          json_builder_add_value (builder, int_node (value->value));
          break;

        case TRP_OPTION_ENUM:
          json_builder_add_string_value (builder, spec->choices[value->value].id);
          break;

        case TRP_OPTION_TABLE:
          json_builder_begin_array (builder);
          for (guint c = 0; c < value->n_table; c += MAX (spec->row_width, 1))
            {
              if (spec->row_width > 1)
                {
                  json_builder_begin_array (builder);
                  for (guint k = 0; k < spec->row_width; k++)
                    json_builder_add_value (builder, int_node (value->table[c + k]));
                  json_builder_end_array (builder);
                }
              else
                json_builder_add_value (builder, int_node (value->table[c]));
            }
          json_builder_end_array (builder);
          break;

        default:
          g_assert_not_reached ();
        }
    }
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static TrpRules *
rules_for_preset (const TrpRulesDescriptor  *descriptor,
                  const TrpRulesPreset      *preset,
                  GError                   **error)
{
  g_autoptr(JsonNode) settings = json_from_string (preset->settings, error);

  if (settings == NULL)
    return NULL;

  return trp_rules_new_from_json (descriptor, settings, error);
}

/**
 * trp_rules_apply_preset:
 *
 * Resets every option to its default, then applies the preset's settings.
 */
gboolean
trp_rules_apply_preset (TrpRules    *self,
                        const char  *preset_id,
                        GError     **error)
{
  const TrpRulesPreset *preset;
  g_autoptr(TrpRules) staged = NULL;

  g_return_val_if_fail (TRP_IS_RULES (self), FALSE);
  g_return_val_if_fail (!self->frozen, FALSE);

  preset = trp_rules_descriptor_find_preset (self->descriptor, preset_id);
  if (preset == NULL)
    {
      GString *known = g_string_new (NULL);

      for (guint i = 0; i < self->descriptor->n_presets; i++)
        g_string_append_printf (known, "%s%s", i > 0 ? C_("list separator", ", ") : "",
                                self->descriptor->presets[i].id);
      g_set_error (error, TRP_RULES_ERROR, TRP_RULES_ERROR_UNKNOWN_PRESET,
                   _("%s has no preset “%s”; its presets are %s"),
                   self->descriptor->game_id, preset_id ? preset_id : "", known->str);
      g_string_free (known, TRUE);
      return FALSE;
    }

  if (!(staged = rules_for_preset (self->descriptor, preset, error)))
    return FALSE;

  copy_values (self, staged);
  emit_changed (self, NULL);
  return TRUE;
}

/**
 * trp_rules_find_preset:
 *
 * Returns: (nullable): the id of the first preset whose settings equal
 *   these rules exactly, or %NULL when they are custom.
 */
const char *
trp_rules_find_preset (TrpRules *self)
{
  g_return_val_if_fail (TRP_IS_RULES (self), NULL);

  for (guint i = 0; i < self->descriptor->n_presets; i++)
    {
      g_autoptr(TrpRules) candidate = rules_for_preset (self->descriptor,
                                                        &self->descriptor->presets[i],
                                                        NULL);

      if (candidate != NULL && trp_rules_equal (self, candidate))
        return self->descriptor->presets[i].id;
    }

  return NULL;
}

gboolean
trp_rules_equal (TrpRules *self,
                 TrpRules *other)
{
  g_return_val_if_fail (TRP_IS_RULES (self), FALSE);
  g_return_val_if_fail (TRP_IS_RULES (other), FALSE);

  if (self->descriptor != other->descriptor)
    return FALSE;

  for (guint i = 0; i < self->descriptor->n_options; i++)
    {
      const OptionValue *a = &self->values[i];
      const OptionValue *b = &other->values[i];

      if (a->value != b->value || a->n_table != b->n_table ||
          (a->n_table > 0 && memcmp (a->table, b->table, a->n_table * sizeof (int)) != 0))
        return FALSE;
    }

  return TRUE;
}

/**
 * trp_rules_freeze:
 *
 * Locks the values: a match keeps the rules it started with.
 */
void
trp_rules_freeze (TrpRules *self)
{
  g_return_if_fail (TRP_IS_RULES (self));

  self->frozen = TRUE;
}

gboolean
trp_rules_is_frozen (TrpRules *self)
{
  g_return_val_if_fail (TRP_IS_RULES (self), FALSE);

  return self->frozen;
}

/**
 * trp_rules_dup_warning:
 *
 * What the preferences warn of in these legal rules, as the game sees
 * it: e.g. penalties under which no side may ever reach the target.
 *
 * Returns: (transfer full) (nullable): a translated sentence, or %NULL
 */
char *
trp_rules_dup_warning (TrpRules *self)
{
  g_return_val_if_fail (TRP_IS_RULES (self), NULL);

  if (self->descriptor->warn == NULL)
    return NULL;
  return self->descriptor->warn (self);
}
