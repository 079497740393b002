/* trp-dabaifen-options.c: the house-rule options of Da Bai Fen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The options D-44 to D-47 of rules/dabaifen.md §9, its preset table, and
 * the one constraint between options (D-46, D-AMB-15).
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "trp-dabaifen-options.h"

/* Levels are named by card ranks: 2 to 10, then 11 = J, 12 = Q, 13 = K and
 * 14 = A (D-5).
 */
#define LEVEL_MIN 2
#define LEVEL_MAX 14

static const int start_level_suggested[] = { 2, 7 };

static const int win_above_level_suggested[] = { 14, 7 };

static const TrpOptionChoice failed_throw_policy_choices[] = {
  [TRP_DABAIFEN_FAILED_THROW_POLICY_PENALIZE] =
    { "penalize", N_("End the hand with a penalty") },
  [TRP_DABAIFEN_FAILED_THROW_POLICY_REJECT] =
    { "reject", N_("Refuse the lead") },
};
G_STATIC_ASSERT (G_N_ELEMENTS (failed_throw_policy_choices) ==
                 TRP_DABAIFEN_FAILED_THROW_POLICY_N_CHOICES);

static const TrpOptionSpec dabaifen_options[] = {
  {
    .id = "kitty_exposed",
    .type = TRP_OPTION_BOOL,
    .title = N_("Show the kitty"),
    .explanation = N_("The leader turns the six kitty cards face up for "
                      "everyone to see before taking them. This makes the "
                      "game easier."),
    .rule_ref = "D-44, D-26",
    .default_value = FALSE,
  },
  {
    .id = "start_level",
    .type = TRP_OPTION_INT,
    /* Translators: a level is a team's match score, named by a card rank. */
    .title = N_("Starting level"),
    .explanation = N_("The level both teams start on, which is also the trump "
                      "rank of the first hand. 11 to 14 stand for jack, queen, "
                      "king and ace."),
    .rule_ref = "D-45, D-23",
    .default_value = 2,
    .min = LEVEL_MIN,
    .max = LEVEL_MAX,
    .suggested = start_level_suggested,
    .n_suggested = G_N_ELEMENTS (start_level_suggested),
  },
  {
    .id = "win_above_level",
    .type = TRP_OPTION_INT,
    .title = N_("Winning level"),
    .explanation = N_("A team wins the match when its level goes above this "
                      "one; reaching it is not enough. 11 to 14 stand for "
                      "jack, queen, king and ace."),
    .rule_ref = "D-46, D-42",
    .default_value = 14,
    .min = LEVEL_MIN,
    .max = LEVEL_MAX,
    .suggested = win_above_level_suggested,
    .n_suggested = G_N_ELEMENTS (win_above_level_suggested),
  },
  {
    .id = "failed_throw_policy",
    .type = TRP_OPTION_ENUM,
    .title = N_("Failed throws"),
    .explanation = N_("When a player leads several cards at once and another "
                      "player could beat one of them, either the hand ends as "
                      "if that player’s team had lost every trick, or the lead "
                      "is refused. Refusing gives away hidden cards, so it is "
                      "meant for learning."),
    .rule_ref = "D-47, D-31, D-39",
    .default_value = TRP_DABAIFEN_FAILED_THROW_POLICY_PENALIZE,
    .choices = failed_throw_policy_choices,
    .n_choices = G_N_ELEMENTS (failed_throw_policy_choices),
  },
};

static const TrpRulesPreset dabaifen_presets[] = {
  {
    .id = "standard",
    .title = N_("Standard"),
    .description = N_("Both teams start on 2, and the first team to go above "
                      "the ace wins."),
    .settings = "{}",
  },
  {
    .id = "short",
    .title = N_("Short game"),
    .description = N_("Both teams start on 2, and the first team to go above "
                      "7 wins."),
    .settings = "{\"win_above_level\": 7}",
  },
  {
    .id = "from_seven",
    .title = N_("From seven"),
    .description = N_("Both teams start on 7, which shortens the match but "
                      "keeps the hands in which 10, king and ace are trumps."),
    .settings = "{\"start_level\": 7}",
  },
};

/* D-46, D-AMB-15: the level to pass must not be below the starting level;
 * equal levels are allowed (a match that ends with the first decisive hand).
 */
static gboolean
check_levels (TrpRules  *rules,
              GError   **error)
{
  int start_level = trp_rules_get_int (rules, "start_level");
  int win_above_level = trp_rules_get_int (rules, "win_above_level");

  if (win_above_level < start_level)
    {
      g_set_error (error, TRP_RULES_ERROR, TRP_RULES_ERROR_INVALID_VALUE,
                   /* Translators: the first %s is the option
                    * “win_above_level”, the second “start_level”, and the
                    * last a rule ID such as “D-46”; they are not translated.
                    */
                   _("Option “%s” (%d) cannot be lower than option “%s” (%d): "
                     "teams cannot start above the level they must pass to "
                     "win (rule %s)"),
                   "win_above_level", win_above_level,
                   "start_level", start_level,
                   "D-46");
      return FALSE;
    }

  return TRUE;
}

const TrpRulesDescriptor trp_dabaifen_rules_descriptor = {
  .game_id = "dabaifen",
  .options = dabaifen_options,
  .n_options = G_N_ELEMENTS (dabaifen_options),
  .presets = dabaifen_presets,
  .n_presets = G_N_ELEMENTS (dabaifen_presets),
  .check = check_levels,
};
