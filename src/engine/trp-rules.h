/* trp-rules.h: house-rule option tables, presets and option values
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define TRP_RULES_ERROR (trp_rules_error_quark ())

typedef enum
{
  TRP_RULES_ERROR_UNKNOWN_OPTION,
  TRP_RULES_ERROR_INVALID_VALUE,
  TRP_RULES_ERROR_UNKNOWN_PRESET,
  TRP_RULES_ERROR_INVALID_JSON,
} TrpRulesError;

GQuark trp_rules_error_quark (void);

typedef enum
{
  TRP_OPTION_BOOL,
  TRP_OPTION_INT,
  TRP_OPTION_ENUM,
  TRP_OPTION_TABLE,
} TrpOptionType;

/* The "no value" of nullable int options and table cells; JSON null. */
#define TRP_RULES_NULL G_MININT

typedef struct
{
  const char *id;      /* the JSON and spec name, e.g. "no_kozi" */
  const char *label;   /* N_(): shown in the preferences */
} TrpOptionChoice;

/**
 * TrpOptionSpec:
 *
 * One row of a game's option table. Everything about an option (defaults,
 * validation, JSON, presets, the preferences row) is derived from it.
 *
 * - bool: @default_value is 0 or 1.
 * - int: a value is legal when it is in @allowed (if set), otherwise when
 *   it is within @min..@max and, if @step > 1, a multiple of @step;
 *   @nullable adds TRP_RULES_NULL (@default_value may be it).
 *   @suggested lists the usual values the interface offers first.
 * - enum: @choices; @default_value is an index into them.
 * - table: rows of @row_width ints, between @min_rows and @max_rows rows;
 *   each cell within @min..@max or, if @nullable, TRP_RULES_NULL; the
 *   default is @default_table (@n_default_table ints); @check_table adds
 *   the table's own constraints (order, first row, …).
 */
typedef struct
{
  const char             *id;
  TrpOptionType           type;
  const char             *title;        /* N_() */
  const char             *explanation;  /* N_() */
  const char             *rule_ref;     /* spec IDs, e.g. "B-15, A-19" */
  int                     default_value;
  int                     min;
  int                     max;
  int                     step;
  gboolean                nullable;
  const int              *allowed;
  guint                   n_allowed;
  const int              *suggested;
  guint                   n_suggested;
  const TrpOptionChoice  *choices;
  guint                   n_choices;
  guint                   row_width;
  guint                   min_rows;
  guint                   max_rows;
  const int              *default_table;
  guint                   n_default_table;
  gboolean              (*check_table) (const int  *values,
                                        guint       n_values,
                                        GError    **error);
} TrpOptionSpec;

/* A named set of options; @settings is a JSON object applied on top of the
 * defaults, so a preset names only what it changes.
 */
typedef struct
{
  const char *id;
  const char *title;        /* N_() */
  const char *description;  /* N_() */
  const char *settings;     /* JSON text, e.g. "{\"runs_only\": true}" */
} TrpRulesPreset;

typedef struct _TrpRules TrpRules;

typedef struct
{
  const char            *game_id;
  const TrpOptionSpec   *options;
  guint                  n_options;
  const TrpRulesPreset  *presets;
  guint                  n_presets;
  /* Constraints between options (e.g. D-46: win level ≥ start level). */
  gboolean             (*check) (TrpRules  *rules,
                                 GError   **error);
  /* Legal rules a person should think twice about (a target no side may
   * ever reach): a translated sentence, or NULL. */
  char                *(*warn)  (TrpRules  *rules);
} TrpRulesDescriptor;

#define TRP_TYPE_RULES (trp_rules_get_type ())

G_DECLARE_FINAL_TYPE (TrpRules, trp_rules, TRP, RULES, GObject)

const TrpOptionSpec      *trp_rules_descriptor_find_option (const TrpRulesDescriptor  *descriptor,
                                                            const char                *option_id);
const TrpRulesPreset     *trp_rules_descriptor_find_preset (const TrpRulesDescriptor  *descriptor,
                                                            const char                *preset_id);
char                     *trp_option_spec_describe_allowed (const TrpOptionSpec       *spec);

TrpRules                 *trp_rules_new                    (const TrpRulesDescriptor  *descriptor);
TrpRules                 *trp_rules_new_from_json          (const TrpRulesDescriptor  *descriptor,
                                                            JsonNode                  *node,
                                                            GError                   **error);
TrpRules                 *trp_rules_copy                   (TrpRules                  *self);
const TrpRulesDescriptor *trp_rules_get_descriptor         (TrpRules                  *self);

gboolean                  trp_rules_get_bool               (TrpRules                  *self,
                                                            const char                *option_id);
int                       trp_rules_get_int                (TrpRules                  *self,
                                                            const char                *option_id);
guint                     trp_rules_get_enum               (TrpRules                  *self,
                                                            const char                *option_id);
const char               *trp_rules_get_enum_id            (TrpRules                  *self,
                                                            const char                *option_id);
const int                *trp_rules_get_table              (TrpRules                  *self,
                                                            const char                *option_id,
                                                            guint                     *n_values);

gboolean                  trp_rules_set_bool               (TrpRules                  *self,
                                                            const char                *option_id,
                                                            gboolean                   value,
                                                            GError                   **error);
gboolean                  trp_rules_set_int                (TrpRules                  *self,
                                                            const char                *option_id,
                                                            int                        value,
                                                            GError                   **error);
gboolean                  trp_rules_set_enum_id            (TrpRules                  *self,
                                                            const char                *option_id,
                                                            const char                *choice_id,
                                                            GError                   **error);
gboolean                  trp_rules_set_table              (TrpRules                  *self,
                                                            const char                *option_id,
                                                            const int                 *values,
                                                            guint                      n_values,
                                                            GError                   **error);

void                      trp_rules_reset                  (TrpRules                  *self);
gboolean                  trp_rules_update_from_json       (TrpRules                  *self,
                                                            JsonNode                  *node,
                                                            GError                   **error);
JsonNode                 *trp_rules_to_json                (TrpRules                  *self);
gboolean                  trp_rules_apply_preset           (TrpRules                  *self,
                                                            const char                *preset_id,
                                                            GError                   **error);
const char               *trp_rules_find_preset            (TrpRules                  *self);
gboolean                  trp_rules_equal                  (TrpRules                  *self,
                                                            TrpRules                  *other);
void                      trp_rules_freeze                 (TrpRules                  *self);
gboolean                  trp_rules_is_frozen              (TrpRules                  *self);
char                     *trp_rules_dup_warning            (TrpRules                  *self);

G_END_DECLS
