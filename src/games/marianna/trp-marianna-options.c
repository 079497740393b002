/* trp-marianna-options.c: the house-rule options of Marianna and its relatives
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * rules/marianna.md exposes the family as four rulesets (M-30). Each is a
 * descriptor of its own, whose game id says the ruleset, so `ruleset` is
 * not an option. Per the Presets table of §6, each table holds only the
 * options its ruleset lets players adjust; the settings a ruleset fixes
 * (for Cinquecento: any-time declarations, 40 then 20, first marianna
 * fixes trumps, no mariannino or mariannone, target 501) belong to the
 * game code, not to these tables. Options shared by several rulesets are
 * written once (the *_OPTION macros below).
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "trp-marianna-options.h"

static const TrpOptionChoice declaration_timing_choices[] = {
  [TRP_MARIANNA_DECLARATION_TIMING_OWN_TURN] =
    { "own_turn", N_("On your own turn, before playing") },
  [TRP_MARIANNA_DECLARATION_TIMING_TRICK_START] =
    { "trick_start", N_("By anyone, before the first card of a trick") },
  [TRP_MARIANNA_DECLARATION_TIMING_LEADER_ONLY] =
    { "leader_only", N_("Only by the player leading a trick") },
  [TRP_MARIANNA_DECLARATION_TIMING_ANY_TIME] =
    { "any_time", N_("By anyone, before any card of a trick") },
};
G_STATIC_ASSERT (G_N_ELEMENTS (declaration_timing_choices) ==
                 TRP_MARIANNA_DECLARATION_TIMING_N_CHOICES);

static const TrpOptionChoice marianna_scoring_choices[] = {
  [TRP_MARIANNA_MARIANNA_SCORING_SEQ_40_60_80_100] =
    { "seq_40_60_80_100", N_("40, 60, 80 and 100") },
  [TRP_MARIANNA_MARIANNA_SCORING_SEQ_20_40_60_80] =
    { "seq_20_40_60_80", N_("20, 40, 60 and 80") },
  [TRP_MARIANNA_MARIANNA_SCORING_FIRST_40_THEN_20] =
    { "first_40_then_20", N_("40, then 20 once trumps are set") },
};
G_STATIC_ASSERT (G_N_ELEMENTS (marianna_scoring_choices) ==
                 TRP_MARIANNA_MARIANNA_SCORING_N_CHOICES);

static const TrpOptionChoice trump_change_choices[] = {
  [TRP_MARIANNA_TRUMP_CHANGE_LATEST] =
    { "latest", N_("Each declaration changes trumps") },
  [TRP_MARIANNA_TRUMP_CHANGE_FIRST_ONLY] =
    { "first_only", N_("Only the first one sets trumps") },
};
G_STATIC_ASSERT (G_N_ELEMENTS (trump_change_choices) ==
                 TRP_MARIANNA_TRUMP_CHANGE_N_CHOICES);

/* M-38: the defaults of each ruleset name their style. */
static const TrpOptionChoice deck_style_choices[] = {
  [TRP_MARIANNA_DECK_STYLE_FRENCH] =
    { "french", N_("French") },
  [TRP_MARIANNA_DECK_STYLE_ITALIAN] =
    { "italian", N_("Italian") },
};
G_STATIC_ASSERT (G_N_ELEMENTS (deck_style_choices) ==
                 TRP_MARIANNA_DECK_STYLE_N_CHOICES);

/* M-37 allows 1 to 9999 in every ruleset; the suggestions are the targets
 * the source names for each one.
 */
#define TARGET_MIN 1
#define TARGET_MAX 9999

static const int marianna_target_suggested[] = { 501 };

static const int briscola_151_target_suggested[] = { 151 };

/* M-64, M-AMB-19: "usually 200 or 250". */
static const int mariaccio_target_suggested[] = { 200, 250 };

/* The rows that several rulesets share, written once: the same words
 * in every ruleset, with what differs (the default, the rules cited) as
 * arguments. */
#define LATE_DECLARATION_OPTION(refs)                                          \
  {                                                                            \
    .id = "late_declaration",                                                  \
    .type = TRP_OPTION_BOOL,                                                   \
    .title = N_("Late declarations"),                                          \
    .explanation = N_("Declarations are also allowed in the first trick "      \
                      "played after the last cards are drawn from the stock, " \
                      "but not later."),                                       \
    .rule_ref = refs,                                                          \
    .default_value = FALSE,                                                    \
  }

#define DECK_STYLE_OPTION(style)                                               \
  {                                                                            \
    .id = "deck_style",                                                        \
    .type = TRP_OPTION_ENUM,                                                   \
    .title = N_("Card faces"),                                                 \
    .explanation = N_("Whether the cards are drawn with French or Italian "    \
                      "faces. The rules are the same."),                       \
    .rule_ref = "M-38, M-3",                                                   \
    .default_value = style,                                                    \
    .choices = deck_style_choices,                                             \
    .n_choices = G_N_ELEMENTS (deck_style_choices),                            \
  }

#define COVERING_OPTION                                                        \
  {                                                                            \
    .id = "covering",                                                          \
    .type = TRP_OPTION_BOOL,                                                   \
    .title = N_("Covering"),                                                   \
    /* Translators: the variant the players call “Mi copri a …?”. */          \
    .explanation = N_("Before trumps are set, a leader holding the king or "   \
                      "queen of a suit may ask their partner to cover it with "\
                      "the other card of the pair. If their team wins that "   \
                      "trick, it scores 20 and the suit becomes trumps."),     \
    .rule_ref = "M-39, M-46, M-48",                                            \
    .default_value = FALSE,                                                    \
  }

/* M-37: a target of 1 to 9999 in every ruleset; @explanation says what
 * reaching it does there, @suggested the targets the source names. */
#define TARGET_SCORE_OPTION(text, refs, target, suggested_targets)             \
  {                                                                            \
    .id = "target_score",                                                      \
    .type = TRP_OPTION_INT,                                                    \
    .title = N_("Target score"),                                               \
    .explanation = text,                                                       \
    .rule_ref = refs,                                                          \
    .default_value = target,                                                   \
    .min = TARGET_MIN,                                                         \
    .max = TARGET_MAX,                                                         \
    .suggested = suggested_targets,                                            \
    .n_suggested = G_N_ELEMENTS (suggested_targets),                           \
  }

#define COVERING_PRESET                                                        \
  {                                                                            \
    .id = "covering",                                                          \
    .title = N_("Covering"),                                                   \
    .description = N_("A leader may ask their partner to cover a king or "     \
                      "queen, for 20 points and the trump suit."),             \
    .settings = "{\"covering\": true}",                                        \
  }

/* Marianna: M-31 to M-39, in that order. */
static const TrpOptionSpec marianna_options[] = {
  {
    .id = "declaration_timing",
    .type = TRP_OPTION_ENUM,
    .title = N_("When to declare"),
    .explanation = N_("When a marianna or another combination may be "
                      "declared during a trick, and by whom."),
    .rule_ref = "M-31, M-17, M-43",
    .default_value = TRP_MARIANNA_DECLARATION_TIMING_OWN_TURN,
    .choices = declaration_timing_choices,
    .n_choices = G_N_ELEMENTS (declaration_timing_choices),
  },
  {
    .id = "marianna_scoring",
    .type = TRP_OPTION_ENUM,
    .title = N_("Marianna values"),
    .explanation = N_("What each marianna of a hand scores, counted in the "
                      "order they are declared by both teams together. With "
                      "“40, then 20 once trumps are set”, a marianna scores 40 "
                      "while there is no trump suit and 20 after."),
    .rule_ref = "M-32, M-19",
    .default_value = TRP_MARIANNA_MARIANNA_SCORING_SEQ_40_60_80_100,
    .choices = marianna_scoring_choices,
    .n_choices = G_N_ELEMENTS (marianna_scoring_choices),
  },
  {
    .id = "trump_change",
    .type = TRP_OPTION_ENUM,
    .title = N_("Changing trumps"),
    .explanation = N_("Whether every marianna or mariannino makes its suit "
                      "trumps, or the first one sets trumps for the rest of "
                      "the hand. Later declarations still score."),
    .rule_ref = "M-33, M-20, M-21",
    .default_value = TRP_MARIANNA_TRUMP_CHANGE_LATEST,
    .choices = trump_change_choices,
    .n_choices = G_N_ELEMENTS (trump_change_choices),
  },
  LATE_DECLARATION_OPTION ("M-34, M-18"),
  {
    .id = "mariannino",
    .type = TRP_OPTION_BOOL,
    .title = N_("Mariannino"),
    /* Translators: with Italian cards the queen is the horse (cavallo). */
    .explanation = N_("A player holding all four queens and one king may "
                      "declare a mariannino: 250 points, and the king’s suit "
                      "becomes trumps."),
    .rule_ref = "M-35, M-22",
    .default_value = TRUE,
  },
  {
    .id = "mariannone",
    .type = TRP_OPTION_BOOL,
    .title = N_("Mariannone"),
    /* Translators: with Italian cards the queen is the horse (cavallo). */
    .explanation = N_("A player holding all four kings and one queen may "
                      "declare a mariannone, which wins the match at once."),
    .rule_ref = "M-36, M-23",
    .default_value = TRUE,
  },
  TARGET_SCORE_OPTION (N_("When a team has at least this score after a hand, the "
                          "match ends and the higher total wins."),
                       "M-37, M-27", 501, marianna_target_suggested),
  DECK_STYLE_OPTION (TRP_MARIANNA_DECK_STYLE_FRENCH),
  COVERING_OPTION,
};

/* The standard game, then one preset for each variant the source names
 * (the variations of §6 and the Covering of §8), so that a match set up
 * that way is shown under the variant's name.
 */
static const TrpRulesPreset marianna_presets[] = {
  {
    .id = "standard",
    .title = N_("Standard"),
    .description = N_("Declare on your own turn; mariannas score 40, 60, 80 "
                      "and 100 and each one changes trumps; play to 501."),
    .settings = "{}",
  },
  {
    .id = "start_of_trick",
    .title = N_("Declaring at the start of a trick"),
    .description = N_("Anyone may declare before the first card of a trick; "
                      "if several do, the last of them in playing order sets "
                      "trumps."),
    .settings = "{\"declaration_timing\": \"trick_start\"}",
  },
  {
    .id = "low_values",
    .title = N_("Lower marianna values"),
    .description = N_("Mariannas score 20, 40, 60 and 80."),
    .settings = "{\"marianna_scoring\": \"seq_20_40_60_80\"}",
  },
  {
    .id = "leader_only",
    .title = N_("Only the leader declares"),
    .description = N_("Only the player who leads a trick may declare, before "
                      "leading it."),
    .settings = "{\"declaration_timing\": \"leader_only\"}",
  },
  {
    .id = "first_marianna_trumps",
    .title = N_("First marianna sets trumps"),
    .description = N_("Only the first marianna of a hand sets the trump suit; "
                      "later ones still score."),
    .settings = "{\"trump_change\": \"first_only\"}",
  },
  {
    .id = "late_declaration",
    .title = N_("Late declarations"),
    .description = N_("Declarations are also allowed in the first trick after "
                      "the stock runs out."),
    .settings = "{\"late_declaration\": true}",
  },
  COVERING_PRESET,
};

const TrpRulesDescriptor trp_marianna_rules_descriptor = {
  .game_id = TRP_MARIANNA_ID,
  .options = marianna_options,
  .n_options = G_N_ELEMENTS (marianna_options),
  .presets = marianna_presets,
  .n_presets = G_N_ELEMENTS (marianna_presets),
  .check = NULL,
};

/* Cinquecento (§7): covering, late_declaration and deck_style. */
static const TrpOptionSpec cinquecento_options[] = {
  COVERING_OPTION,
  LATE_DECLARATION_OPTION ("M-34, M-18, M-43"),
  DECK_STYLE_OPTION (TRP_MARIANNA_DECK_STYLE_ITALIAN),
};

static const TrpRulesPreset cinquecento_presets[] = {
  {
    .id = "standard",
    .title = N_("Standard"),
    .description = N_("Declare at any moment of a trick; the first marianna "
                      "scores 40 and sets trumps for the hand, later ones 20; "
                      "play to 501."),
    .settings = "{}",
  },
  COVERING_PRESET,
};

const TrpRulesDescriptor trp_cinquecento_rules_descriptor = {
  .game_id = TRP_CINQUECENTO_ID,
  .options = cinquecento_options,
  .n_options = G_N_ELEMENTS (cinquecento_options),
  .presets = cinquecento_presets,
  .n_presets = G_N_ELEMENTS (cinquecento_presets),
  .check = NULL,
};

/* Briscola 151 (§9): ace_swap, target_score and deck_style. */
static const TrpOptionSpec briscola_151_options[] = {
  {
    .id = "ace_swap",
    .type = TRP_OPTION_BOOL,
    .title = N_("Swapping the trump ace"),
    .explanation = N_("When the card turned up under the stock is the king or "
                      "horse of trumps, the player holding the trump ace may "
                      "exchange it for that card on their turn, once a "
                      "hand."),
    .rule_ref = "M-40, M-56",
    .default_value = FALSE,
  },
  TARGET_SCORE_OPTION (N_("When a player has at least this score after a hand, "
                          "the match ends and the higher total wins."),
                       "M-37, M-57", 151, briscola_151_target_suggested),
  DECK_STYLE_OPTION (TRP_MARIANNA_DECK_STYLE_ITALIAN),
};

static const TrpRulesPreset briscola_151_presets[] = {
  {
    .id = "standard",
    .title = N_("Standard"),
    .description = N_("Two players; the card turned up under the stock fixes "
                      "trumps; play to 151."),
    .settings = "{}",
  },
};

const TrpRulesDescriptor trp_briscola_151_rules_descriptor = {
  .game_id = TRP_BRISCOLA_151_ID,
  .options = briscola_151_options,
  .n_options = G_N_ELEMENTS (briscola_151_options),
  .presets = briscola_151_presets,
  .n_presets = G_N_ELEMENTS (briscola_151_presets),
  .check = NULL,
};

/* Mariaccio (§10): target_score and deck_style. */
static const TrpOptionSpec mariaccio_options[] = {
  TARGET_SCORE_OPTION (N_("The score a player must reach to win. A player may "
                          "claim the win after any trick, and loses the match if "
                          "the claim is wrong."),
                       "M-37, M-64, M-65", 200, mariaccio_target_suggested),
  DECK_STYLE_OPTION (TRP_MARIANNA_DECK_STYLE_ITALIAN),
};

static const TrpRulesPreset mariaccio_presets[] = {
  {
    .id = "standard",
    .title = N_("Standard"),
    .description = N_("Two players; play to 200."),
    .settings = "{}",
  },
  {
    .id = "target_250",
    .title = N_("Play to 250"),
    .description = N_("Two players; play to 250, the other usual target."),
    .settings = "{\"target_score\": 250}",
  },
};

const TrpRulesDescriptor trp_mariaccio_rules_descriptor = {
  .game_id = TRP_MARIACCIO_ID,
  .options = mariaccio_options,
  .n_options = G_N_ELEMENTS (mariaccio_options),
  .presets = mariaccio_presets,
  .n_presets = G_N_ELEMENTS (mariaccio_presets),
  .check = NULL,
};
