/* trp-settings.c: the app's settings and house rules, apart from any widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One object that the preferences, the New Match dialog and the rules
 * help read and bind to, as GNOME Console's KgxSettings: the storage of
 * house rules lives here rather than in a dialog, and no window has to
 * reach into the application for it.
 */

#include "config.h"

#include "trp-json-input.h"
#include "trp-settings.h"

struct _TrpSettings
{
  GObject    parent_instance;

  GSettings *settings;
};

G_DEFINE_FINAL_TYPE (TrpSettings, trp_settings, G_TYPE_OBJECT)

static void
trp_settings_finalize (GObject *object)
{
  TrpSettings *self = TRP_SETTINGS (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (trp_settings_parent_class)->finalize (object);
}

static void
trp_settings_class_init (TrpSettingsClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = trp_settings_finalize;
}

static void
trp_settings_init (TrpSettings *self)
{
  self->settings = g_settings_new ("io.github.trapoula.Trapoula");
}

/**
 * trp_settings_get_default:
 *
 * Returns: (transfer none): the settings of the process, made on first use
 */
TrpSettings *
trp_settings_get_default (void)
{
  static TrpSettings *default_settings;

  /* The interface's thread alone reads the settings. */
  if (default_settings == NULL)
    default_settings = g_object_new (TRP_TYPE_SETTINGS, NULL);
  return default_settings;
}

/**
 * trp_settings_get_gsettings:
 *
 * Returns: (transfer none): the keys, for g_settings_bind() and the like
 */
GSettings *
trp_settings_get_gsettings (TrpSettings *self)
{
  g_return_val_if_fail (TRP_IS_SETTINGS (self), NULL);

  return self->settings;
}

/* The house rules of every rule set live in one key, "house-rules", that
 * maps a game id to its rules as JSON, so a new rule set needs no key of
 * its own. Earlier versions kept one key per game ("rules-briscola-151");
 * a game's old key moves over the first time its rules are read, and goes
 * back to its default, so it moves once. */
#define HOUSE_RULES_KEY "house-rules"

static void
store_rules_text (GSettings  *settings,
                  const char *game_id,
                  const char *text)
{
  g_autoptr(GVariant) all = g_settings_get_value (settings, HOUSE_RULES_KEY);
  g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("a{ss}"));
  GVariantIter iter;
  const char *id, *rules;

  g_variant_iter_init (&iter, all);
  while (g_variant_iter_next (&iter, "{&s&s}", &id, &rules))
    if (!g_str_equal (id, game_id))
      g_variant_builder_add (&builder, "{ss}", id, rules);
  g_variant_builder_add (&builder, "{ss}", game_id, text);
  g_settings_set_value (settings, HOUSE_RULES_KEY, g_variant_builder_end (&builder));
}

static char *
dup_rules_text (GSettings  *settings,
                const char *game_id)
{
  g_autoptr(GVariant) all = g_settings_get_value (settings, HOUSE_RULES_KEY);
  char *text = NULL;

  if (g_variant_lookup (all, game_id, "s", &text))
    return text;
  return g_strdup ("{}");
}

/**
 * trp_settings_load_rules:
 *
 * Returns: (transfer full): the house rules a new match of @info starts
 *   with; stored rules that no longer validate fall back to the defaults
 */
TrpRules *
trp_settings_load_rules (TrpSettings       *self,
                         const TrpGameInfo *info)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  /* Settings come from anywhere (dconf-editor, a copied profile): they
   * are read with the bounds of any other outside JSON. */
  g_autoptr(JsonNode) node = NULL;
  TrpRules *rules = NULL;

  g_return_val_if_fail (TRP_IS_SETTINGS (self), NULL);
  g_return_val_if_fail (info != NULL, NULL);

  text = dup_rules_text (self->settings, info->id);
  node = trp_json_input_parse (text, -1, TRP_JSON_INPUT_MAX_SETTING, &error);
  if (node != NULL)
    rules = trp_rules_new_from_json (info->rules, node, &error);
  if (rules == NULL)
    {
      g_debug ("Stored %s rules ignored: %s", info->id, error != NULL ? error->message : "?");
      rules = trp_rules_new (info->rules);
    }

  return rules;
}

/**
 * trp_settings_store_rules:
 *
 * Keeps @rules as the house rules new matches of their game start with.
 */
void
trp_settings_store_rules (TrpSettings *self,
                          TrpRules    *rules)
{
  const TrpRulesDescriptor *descriptor;
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (TRP_IS_SETTINGS (self));
  g_return_if_fail (TRP_IS_RULES (rules));

  descriptor = trp_rules_get_descriptor (rules);
  node = trp_rules_to_json (rules);
  text = json_to_string (node, FALSE);
  store_rules_text (self->settings, descriptor->game_id, text);
}

