/* trp-biriba-options.c: the house-rule options of Biriba
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One row per option of rules/biriba.md §6.1, in the same order, and the
 * presets of §6.4. The defaults are those of the spec (§6.1 and §8).
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "trp-biriba-options.h"

static const int player_count_allowed[] = { 2, 3, 4, 5, 6 };

static const TrpOptionChoice three_player_mode_choices[] = {
  [TRP_BIRIBA_THREE_PLAYER_MODE_TEAMS_AFTER_FIRST_BIRIBAKI] =
    { "teams_after_first_biribaki", N_("Two against one after the first biribaki") },
  [TRP_BIRIBA_THREE_PLAYER_MODE_NO_TEAMS] =
    { "no_teams", N_("Everyone plays alone") },
};
G_STATIC_ASSERT (G_N_ELEMENTS (three_player_mode_choices) ==
                 TRP_BIRIBA_THREE_PLAYER_MODE_N_CHOICES);

static const TrpOptionChoice pile_pickup_restriction_choices[] = {
  [TRP_BIRIBA_PILE_PICKUP_RESTRICTION_NONE] =
    { "none", N_("Always allowed") },
  [TRP_BIRIBA_PILE_PICKUP_RESTRICTION_CAN_ADD_TO_EXISTING] =
    { "can_add_to_existing", N_("Only if a pile card fits one of the side’s melds") },
  [TRP_BIRIBA_PILE_PICKUP_RESTRICTION_CAN_ADD_OR_FORM_NEW] =
    { "can_add_or_form_new", N_("Only if a pile card can be melded") },
  [TRP_BIRIBA_PILE_PICKUP_RESTRICTION_MUST_MELD_FROM_PILE] =
    { "must_meld_from_pile", N_("Must meld a pile card in the same turn") },
};
G_STATIC_ASSERT (G_N_ELEMENTS (pile_pickup_restriction_choices) ==
                 TRP_BIRIBA_PILE_PICKUP_RESTRICTION_N_CHOICES);

static const TrpOptionChoice discard_restriction_scope_choices[] = {
  [TRP_BIRIBA_DISCARD_RESTRICTION_SCOPE_TOP_CARD] =
    { "top_card", N_("Not the top card of the pile") },
  [TRP_BIRIBA_DISCARD_RESTRICTION_SCOPE_ALL_TAKEN_CARDS] =
    { "all_taken_cards", N_("None of the cards taken") },
};
G_STATIC_ASSERT (G_N_ELEMENTS (discard_restriction_scope_choices) ==
                 TRP_BIRIBA_DISCARD_RESTRICTION_SCOPE_N_CHOICES);

/* The labels summarize the tables of B-60, so that players can tell the
 * three "target 5000" tables apart without opening the spec.
 */
static const TrpOptionChoice initial_meld_minimum_choices[] = {
  [TRP_BIRIBA_INITIAL_MELD_MINIMUM_NONE] =
    { "none", N_("None") },
  /* Translators: “75 from 1500” means that a side needs a first meld worth
   * at least 75 points once its match score has reached 1500. “Target 5000”
   * is the match target the table was made for. The same applies to the
   * next six labels.
   */
  [TRP_BIRIBA_INITIAL_MELD_MINIMUM_FA_5000_A] =
    { "fa_5000_a", N_("Target 5000: 75 from 1500, 100 from 3000, 120 from 4000") },
  [TRP_BIRIBA_INITIAL_MELD_MINIMUM_FA_3000_A] =
    { "fa_3000_a", N_("Target 3000: 75 from 500, 100 from 1000, 120 from 2000") },
  [TRP_BIRIBA_INITIAL_MELD_MINIMUM_FA_2000] =
    { "fa_2000", N_("Target 2000: 75 from 1250, 150 from 1750") },
  [TRP_BIRIBA_INITIAL_MELD_MINIMUM_FA_5000_B] =
    { "fa_5000_b", N_("Target 5000: 75 from 2000, 90 from 3000") },
  [TRP_BIRIBA_INITIAL_MELD_MINIMUM_FA_3000_B] =
    { "fa_3000_b", N_("Target 3000: 75 from 1000, 90 from 1500") },
  [TRP_BIRIBA_INITIAL_MELD_MINIMUM_FA_3030] =
    { "fa_3030", N_("Target 3030: 75 from 1030") },
  [TRP_BIRIBA_INITIAL_MELD_MINIMUM_FA_5000_C] =
    { "fa_5000_c", N_("Target 5000: 55, then 75 from 1500, 95 from 3000") },
  [TRP_BIRIBA_INITIAL_MELD_MINIMUM_CUSTOM] =
    { "custom", N_("Custom table") },
};
G_STATIC_ASSERT (G_N_ELEMENTS (initial_meld_minimum_choices) ==
                 TRP_BIRIBA_INITIAL_MELD_MINIMUM_N_CHOICES);

static const TrpOptionChoice upcard_mode_choices[] = {
  [TRP_BIRIBA_UPCARD_MODE_TURN_UP] =
    { "turn_up", N_("Turn up a card") },
  [TRP_BIRIBA_UPCARD_MODE_NO_UPCARD] =
    { "no_upcard", N_("No up-card") },
};
G_STATIC_ASSERT (G_N_ELEMENTS (upcard_mode_choices) ==
                 TRP_BIRIBA_UPCARD_MODE_N_CHOICES);

static const TrpOptionChoice joker_upcard_rule_choices[] = {
  [TRP_BIRIBA_JOKER_UPCARD_RULE_NO_KOZI] =
    { "no_kozi", N_("No kozi this hand") },
  [TRP_BIRIBA_JOKER_UPCARD_RULE_FIRST_PLAYER_DECLARES] =
    { "first_player_declares", N_("The first player names the kozi") },
  [TRP_BIRIBA_JOKER_UPCARD_RULE_FIRST_PLAYER_TAKES_JOKER] =
    { "first_player_takes_joker", N_("The first player takes the joker") },
};
G_STATIC_ASSERT (G_N_ELEMENTS (joker_upcard_rule_choices) ==
                 TRP_BIRIBA_JOKER_UPCARD_RULE_N_CHOICES);

static const int joker_value_allowed[] = { 20, 25 };

static const int two_value_allowed[] = { 10, 20 };

static const TrpOptionChoice biriba_bonus_scheme_choices[] = {
  [TRP_BIRIBA_BIRIBA_BONUS_SCHEME_STANDARD] =
    { "standard", N_("Standard") },
  [TRP_BIRIBA_BIRIBA_BONUS_SCHEME_KOURIDAKIS] =
    { "kouridakis", N_("Kouridakis") },
  [TRP_BIRIBA_BIRIBA_BONUS_SCHEME_CUSTOM] =
    { "custom", N_("Custom") },
};
G_STATIC_ASSERT (G_N_ELEMENTS (biriba_bonus_scheme_choices) ==
                 TRP_BIRIBA_BIRIBA_BONUS_SCHEME_N_CHOICES);

/* §6.3: clean and dirty bonus of a run of 7 to 12 cards, a set, a run in
 * the kozi suit, a full run, and a full run in the kozi suit.
 */
static const int biriba_bonus_custom_default[] = {
  200, 100,
  300, 150,
  400, 200,
  1000, 500,
  2000, 1000,
};

static const int no_biriba_penalty_allowed[] = { 0, 100 };

static const int no_meld_penalty_allowed[] = { 0, 300 };

static const TrpOptionChoice no_meld_penalty_mode_choices[] = {
  [TRP_BIRIBA_NO_MELD_PENALTY_MODE_REPLACES_PENALTIES] =
    { "replaces_penalties", N_("The other penalties only") },
  [TRP_BIRIBA_NO_MELD_PENALTY_MODE_REPLACES_HAND_SCORE] =
    { "replaces_hand_score", N_("The whole score of the hand") },
};
G_STATIC_ASSERT (G_N_ELEMENTS (no_meld_penalty_mode_choices) ==
                 TRP_BIRIBA_NO_MELD_PENALTY_MODE_N_CHOICES);

static const TrpOptionChoice solo_phase_melding_choices[] = {
  [TRP_BIRIBA_SOLO_PHASE_MELDING_GO_DOWN_ONLY] =
    { "go_down_only", N_("Only when going down completely") },
  [TRP_BIRIBA_SOLO_PHASE_MELDING_ALLOWED] =
    { "allowed", N_("Freely") },
};
G_STATIC_ASSERT (G_N_ELEMENTS (solo_phase_melding_choices) ==
                 TRP_BIRIBA_SOLO_PHASE_MELDING_N_CHOICES);

static const TrpOptionChoice stock_exhaustion_rule_choices[] = {
  [TRP_BIRIBA_STOCK_EXHAUSTION_RULE_PASS_UNTIL_ALL_PASS] =
    { "pass_until_all_pass", N_("Play on until everyone passes") },
  [TRP_BIRIBA_STOCK_EXHAUSTION_RULE_END_WHEN_EMPTY] =
    { "end_when_empty", N_("The hand ends") },
};
G_STATIC_ASSERT (G_N_ELEMENTS (stock_exhaustion_rule_choices) ==
                 TRP_BIRIBA_STOCK_EXHAUSTION_RULE_N_CHOICES);

/* B-46, A-37: the targets the sources name, in the order §6.1 gives them. */
static const int target_score_suggested[] = { 2000, 2500, 3000, 3030, 3500, 5000, 2005 };

static const TrpOptionChoice target_comparison_choices[] = {
  [TRP_BIRIBA_TARGET_COMPARISON_GREATER_THAN] =
    { "greater_than", N_("Go past the target") },
  [TRP_BIRIBA_TARGET_COMPARISON_AT_LEAST] =
    { "at_least", N_("Reach the target") },
};
G_STATIC_ASSERT (G_N_ELEMENTS (target_comparison_choices) ==
                 TRP_BIRIBA_TARGET_COMPARISON_N_CHOICES);

/* B-60: rows of (lower bound, minimum). The first row has no lower bound
 * (−∞, stored as TRP_RULES_NULL) so that every score, negative ones
 * included, falls into some row; the others must rise strictly, or the
 * "last row whose lower bound the score reaches" would be ill-defined.
 */
static gboolean
check_initial_meld_minimum_custom (const int  *values,
                                   guint       n_values,
                                   GError    **error)
{
  for (guint row = 0; row < n_values / 2; row++)
    {
      int lower = values[2 * row];
      int minimum = values[2 * row + 1];

      if (row == 0 && lower != TRP_RULES_NULL)
        {
          g_set_error (error, TRP_RULES_ERROR, TRP_RULES_ERROR_INVALID_VALUE,
                       _("the first row must have no lower score (null), "
                         "because it covers every score below the second row"));
          return FALSE;
        }

      if (row > 0 && lower == TRP_RULES_NULL)
        {
          g_set_error (error, TRP_RULES_ERROR, TRP_RULES_ERROR_INVALID_VALUE,
                       _("row %u needs a lower score; only the first row has none"),
                       row + 1);
          return FALSE;
        }

      if (row > 1 && lower <= values[2 * (row - 1)])
        {
          g_set_error (error, TRP_RULES_ERROR, TRP_RULES_ERROR_INVALID_VALUE,
                       _("the lower scores must rise from row to row, "
                         "but row %u starts at %d after %d"),
                       row + 1, lower, values[2 * (row - 1)]);
          return FALSE;
        }

      if (minimum == TRP_RULES_NULL || minimum < 0)
        {
          g_set_error (error, TRP_RULES_ERROR, TRP_RULES_ERROR_INVALID_VALUE,
                       _("row %u needs a minimum of 0 or more"),
                       row + 1);
          return FALSE;
        }
    }

  return TRUE;
}

static const TrpOptionSpec biriba_options[] = {
  {
    .id = "player_count",
    .type = TRP_OPTION_INT,
    .title = N_("Number of players"),
    .explanation = N_("How many people play. Four players in two teams is "
                      "the classic game."),
    .rule_ref = "B-2",
    .default_value = 4,
    .min = 2,
    .max = 6,
    .allowed = player_count_allowed,
    .n_allowed = G_N_ELEMENTS (player_count_allowed),
  },
  {
    .id = "three_player_mode",
    .type = TRP_OPTION_ENUM,
    .title = N_("Three-player game"),
    .explanation = N_("With three players, either the first player to take a "
                      "biribaki plays alone against the other two as a team, "
                      "or everyone plays alone with a third pack of cards."),
    .rule_ref = "B-53, B-54",
    .default_value = TRP_BIRIBA_THREE_PLAYER_MODE_TEAMS_AFTER_FIRST_BIRIBAKI,
    .choices = three_player_mode_choices,
    .n_choices = G_N_ELEMENTS (three_player_mode_choices),
  },
  {
    .id = "runs_only",
    .type = TRP_OPTION_BOOL,
    .title = N_("Runs only"),
    .explanation = N_("Only runs of one suit may be melded; sets of cards of "
                      "the same rank are not allowed."),
    .rule_ref = "B-15",
    .default_value = FALSE,
  },
  {
    .id = "allow_sets_of_twos",
    .type = TRP_OPTION_BOOL,
    .title = N_("Sets of 2s"),
    .explanation = N_("Allows a set made of 2s. In it the 2s are ordinary "
                      "cards, and only a joker can be the wild card."),
    .rule_ref = "B-15, A-19",
    .default_value = FALSE,
  },
  {
    .id = "ace_high_in_runs",
    .type = TRP_OPTION_BOOL,
    .title = N_("Ace high in runs"),
    .explanation = N_("An ace may follow the king at the top of a run as well "
                      "as come before the 2 at the bottom. A run never goes "
                      "round from king to ace to 2."),
    .rule_ref = "B-14, A-4",
    .default_value = TRUE,
  },
  {
    .id = "pile_pickup_restriction",
    .type = TRP_OPTION_ENUM,
    .title = N_("Taking the discard pile"),
    .explanation = N_("Whether a player may always take the discard pile, "
                      "only when one of its cards could be melded at once, or "
                      "only if they meld one of its cards in the same turn."),
    .rule_ref = "B-61, A-1",
    .default_value = TRP_BIRIBA_PILE_PICKUP_RESTRICTION_NONE,
    .choices = pile_pickup_restriction_choices,
    .n_choices = G_N_ELEMENTS (pile_pickup_restriction_choices),
  },
  {
    .id = "discard_restriction_scope",
    .type = TRP_OPTION_ENUM,
    .title = N_("Discarding after taking the pile"),
    .explanation = N_("A player who took the pile may not discard, in the same "
                      "turn, its top card or a card identical to it. This can "
                      "be widened to every card taken from the pile."),
    .rule_ref = "B-27, A-8",
    .default_value = TRP_BIRIBA_DISCARD_RESTRICTION_SCOPE_TOP_CARD,
    .choices = discard_restriction_scope_choices,
    .n_choices = G_N_ELEMENTS (discard_restriction_scope_choices),
  },
  {
    .id = "biribaki_without_biriba",
    .type = TRP_OPTION_BOOL,
    .title = N_("Biribaki without a biriba"),
    .explanation = N_("A side may take its biribaki before it has a biriba. "
                      "It still needs a biriba to go out."),
    .rule_ref = "B-19, B-28",
    .default_value = FALSE,
  },
  {
    .id = "solo_first_biribaki_needs_biriba",
    .type = TRP_OPTION_BOOL,
    .title = N_("First biribaki only with a biriba"),
    .explanation = N_("With three or five players, going down with the whole "
                      "hand before the teams form takes the first biribaki "
                      "only if the melds include a biriba. Without this, "
                      "going down is enough."),
    .rule_ref = "B-56, A-10",
    .default_value = FALSE,
  },
  {
    .id = "going_out_requires_own_biribaki",
    .type = TRP_OPTION_BOOL,
    .title = N_("Only the biribaki taker goes out"),
    .explanation = N_("Only the player who took the side’s biribaki may go "
                      "out, not their partner."),
    .rule_ref = "B-19, B-31",
    .default_value = FALSE,
  },
  {
    .id = "initial_meld_minimum",
    .type = TRP_OPTION_ENUM,
    .title = N_("First meld minimum"),
    .explanation = N_("A side’s first meld of each hand must be worth at least "
                      "a minimum that rises with the side’s match score. Each "
                      "table is named after the target it was made for, but "
                      "any table can be used with any target."),
    .rule_ref = "B-60, A-24",
    .default_value = TRP_BIRIBA_INITIAL_MELD_MINIMUM_NONE,
    .choices = initial_meld_minimum_choices,
    .n_choices = G_N_ELEMENTS (initial_meld_minimum_choices),
  },
  {
    .id = "initial_meld_minimum_custom",
    .type = TRP_OPTION_TABLE,
    .title = N_("Custom first meld minimums"),
    .explanation = N_("The table used when the first meld minimum is set to "
                      "a custom table. Each row gives a match score and the "
                      "minimum from that score up; the first row covers every "
                      "score below the second."),
    .rule_ref = "B-60",
    /* Lower bounds may be negative; the minimums are checked to be ≥ 0. */
    .min = -100000,
    .max = 100000,
    .nullable = TRUE,
    .row_width = 2,
    .min_rows = 0,
    .max_rows = 20,
    .check_table = check_initial_meld_minimum_custom,
  },
  {
    .id = "upcard_mode",
    .type = TRP_OPTION_ENUM,
    .title = N_("Up-card"),
    .explanation = N_("Normally a card is turned up after the deal to start "
                      "the discard pile and show the kozi. Without it the hand "
                      "has no kozi, and the first player decides whether the "
                      "first card drawn is kept or starts the pile."),
    .rule_ref = "B-7, B-63",
    .default_value = TRP_BIRIBA_UPCARD_MODE_TURN_UP,
    .choices = upcard_mode_choices,
    .n_choices = G_N_ELEMENTS (upcard_mode_choices),
  },
  {
    .id = "joker_upcard_rule",
    .type = TRP_OPTION_ENUM,
    .title = N_("Joker as up-card"),
    .explanation = N_("What happens when the card turned up after the deal is "
                      "a joker."),
    .rule_ref = "B-62, A-21",
    .default_value = TRP_BIRIBA_JOKER_UPCARD_RULE_NO_KOZI,
    .choices = joker_upcard_rule_choices,
    .n_choices = G_N_ELEMENTS (joker_upcard_rule_choices),
  },
  {
    .id = "kozi_bonus_enabled",
    .type = TRP_OPTION_BOOL,
    .title = N_("Kozi bonus"),
    .explanation = N_("Biribas that are runs in the kozi suit earn the higher "
                      "kozi bonuses. When off, they score like runs in any "
                      "other suit."),
    .rule_ref = "B-41",
    .default_value = TRUE,
  },
  {
    .id = "joker_value",
    .type = TRP_OPTION_INT,
    .title = N_("Value of a joker"),
    .explanation = N_("The points a joker is worth, in a meld or left in "
                      "hand."),
    .rule_ref = "B-11",
    .default_value = 20,
    .min = 20,
    .max = 25,
    .allowed = joker_value_allowed,
    .n_allowed = G_N_ELEMENTS (joker_value_allowed),
  },
  {
    .id = "two_value",
    .type = TRP_OPTION_INT,
    .title = N_("Value of a 2"),
    .explanation = N_("The points a 2 is worth, whether it is used as a wild "
                      "card or as an ordinary 2."),
    .rule_ref = "B-11",
    .default_value = 10,
    .min = 10,
    .max = 20,
    .allowed = two_value_allowed,
    .n_allowed = G_N_ELEMENTS (two_value_allowed),
  },
  {
    .id = "biriba_bonus_scheme",
    .type = TRP_OPTION_ENUM,
    .title = N_("Biriba bonuses"),
    .explanation = N_("The table of bonuses for biribas. Kouridakis’s table "
                      "pays a full biriba in the kozi suit like any other full "
                      "biriba; a custom table lets you set every bonus."),
    .rule_ref = "B-41",
    .default_value = TRP_BIRIBA_BIRIBA_BONUS_SCHEME_STANDARD,
    .choices = biriba_bonus_scheme_choices,
    .n_choices = G_N_ELEMENTS (biriba_bonus_scheme_choices),
  },
  {
    .id = "biriba_bonus_custom",
    .type = TRP_OPTION_TABLE,
    .title = N_("Custom biriba bonuses"),
    .explanation = N_("The ten bonuses of the custom table, clean then dirty, "
                      "for a run of 7 to 12 cards, a set, such a run in the "
                      "kozi suit, a full run, and a full run in the kozi "
                      "suit."),
    .rule_ref = "B-41",
    .min = 0,
    .max = 100000,
    .row_width = 1,
    .min_rows = G_N_ELEMENTS (biriba_bonus_custom_default),
    .max_rows = G_N_ELEMENTS (biriba_bonus_custom_default),
    .default_table = biriba_bonus_custom_default,
    .n_default_table = G_N_ELEMENTS (biriba_bonus_custom_default),
  },
  {
    .id = "going_out_bonus",
    .type = TRP_OPTION_INT,
    .title = N_("Going-out bonus"),
    .explanation = N_("The points earned by the side of the player who goes "
                      "out."),
    .rule_ref = "B-42",
    .default_value = 100,
    .min = 0,
    .max = 10000,
  },
  {
    .id = "biribaki_not_taken_penalty",
    .type = TRP_OPTION_INT,
    .title = N_("Penalty for an untaken biribaki"),
    .explanation = N_("The points a side loses when the hand ends before it "
                      "has taken its biribaki."),
    .rule_ref = "B-43",
    .default_value = 100,
    .min = 0,
    .max = 10000,
  },
  {
    .id = "unused_biribaki_rule",
    .type = TRP_OPTION_BOOL,
    .title = N_("Unused biribaki"),
    .explanation = N_("When a player takes the biribaki with their discard and "
                      "the hand ends before their next turn, the side loses the "
                      "penalty for an untaken biribaki, but those cards do not "
                      "count against it."),
    .rule_ref = "B-44, A-13",
    .default_value = TRUE,
  },
  {
    .id = "no_biriba_penalty",
    .type = TRP_OPTION_INT,
    .title = N_("Penalty for no biriba"),
    .explanation = N_("The points a side loses when it has no biriba at the "
                      "end of the hand."),
    .rule_ref = "B-65",
    .default_value = 0,
    .min = 0,
    .max = 100,
    .allowed = no_biriba_penalty_allowed,
    .n_allowed = G_N_ELEMENTS (no_biriba_penalty_allowed),
  },
  {
    .id = "no_meld_penalty",
    .type = TRP_OPTION_INT,
    .title = N_("Penalty for melding nothing"),
    .explanation = N_("The points a side loses when it has melded no cards at "
                      "all in the hand, instead of the penalties for an "
                      "untaken biribaki and for no biriba."),
    .rule_ref = "B-66",
    .default_value = 0,
    .min = 0,
    .max = 300,
    .allowed = no_meld_penalty_allowed,
    .n_allowed = G_N_ELEMENTS (no_meld_penalty_allowed),
  },
  {
    .id = "no_meld_penalty_mode",
    .type = TRP_OPTION_ENUM,
    .title = N_("What the melding-nothing penalty replaces"),
    .explanation = N_("Whether the penalty for melding nothing replaces only "
                      "the other penalties, so that the cards in hand still "
                      "count, or the side’s whole score for the hand."),
    .rule_ref = "B-66, A-25",
    .default_value = TRP_BIRIBA_NO_MELD_PENALTY_MODE_REPLACES_PENALTIES,
    .choices = no_meld_penalty_mode_choices,
    .n_choices = G_N_ELEMENTS (no_meld_penalty_mode_choices),
  },
  {
    .id = "three_player_team_no_wild_discard",
    .type = TRP_OPTION_BOOL,
    .title = N_("No wild discard before a partner"),
    .explanation = N_("In the three-player game with a team, the partner who "
                      "plays just before the other may not discard a joker or "
                      "a 2, which the other could pick up."),
    .rule_ref = "B-64, A-27",
    .default_value = FALSE,
  },
  {
    .id = "solo_phase_melding",
    .type = TRP_OPTION_ENUM,
    .title = N_("Melding before the teams form"),
    .explanation = N_("With three or five players, until the first biribaki "
                      "is taken, players either meld only in the turn in which "
                      "they lay down their whole hand, or meld freely."),
    .rule_ref = "B-56, A-9",
    .default_value = TRP_BIRIBA_SOLO_PHASE_MELDING_GO_DOWN_ONLY,
    .choices = solo_phase_melding_choices,
    .n_choices = G_N_ELEMENTS (solo_phase_melding_choices),
  },
  {
    .id = "stock_exhaustion_rule",
    .type = TRP_OPTION_ENUM,
    .title = N_("When the stock runs out"),
    .explanation = N_("Either play goes on, each player taking the discard "
                      "pile or passing, until everyone passes in a row, or the "
                      "hand ends after the turn in which the last card is "
                      "drawn."),
    .rule_ref = "B-32, A-7",
    .default_value = TRP_BIRIBA_STOCK_EXHAUSTION_RULE_PASS_UNTIL_ALL_PASS,
    .choices = stock_exhaustion_rule_choices,
    .n_choices = G_N_ELEMENTS (stock_exhaustion_rule_choices),
  },
  {
    .id = "target_score",
    .type = TRP_OPTION_INT,
    .title = N_("Target score"),
    .explanation = N_("The match score a player or team must pass, or "
                      "reach, to win the match. It is a multiple of 5."),
    .rule_ref = "B-46, A-37",
    .default_value = 5000,
    .min = 5,
    .max = 100000,
    .step = 5,
    .suggested = target_score_suggested,
    .n_suggested = G_N_ELEMENTS (target_score_suggested),
  },
  {
    .id = "target_comparison",
    .type = TRP_OPTION_ENUM,
    .title = N_("Winning the match"),
    .explanation = N_("Whether a match score must go past the target or only "
                      "reach it to win."),
    .rule_ref = "B-46, A-14",
    .default_value = TRP_BIRIBA_TARGET_COMPARISON_GREATER_THAN,
    .choices = target_comparison_choices,
    .n_choices = G_N_ELEMENTS (target_comparison_choices),
  },
  {
    .id = "stalemate_turn_limit",
    .type = TRP_OPTION_INT,
    .title = N_("Turn limit after the stock runs out"),
    .explanation = N_("When set, a hand ends as if everyone had passed once "
                      "this many turns have been played after the stock ran "
                      "out. It keeps games between computer players from "
                      "going on for ever."),
    .rule_ref = "B-32, A-29",
    .default_value = TRP_RULES_NULL,
    .min = 1,
    .max = 10000,
    .nullable = TRUE,
  },
};

static const TrpRulesPreset biriba_presets[] = {
  {
    .id = "standard",
    .title = N_("Standard"),
    .description = N_("The full rules, with the going-out bonus and the "
                      "biribaki penalty of the Greek game."),
    .settings = "{}",
  },
  {
    .id = "greek_2005",
    .title = N_("Greek, to 2005"),
    .description = N_("Four players and runs only. Whoever takes the pile "
                      "must meld one of its cards in that turn, the hand ends "
                      "when the stock is empty, and the first team to reach "
                      "2005 wins."),
    .settings = "{"
                "\"runs_only\": true, "
                "\"pile_pickup_restriction\": \"must_meld_from_pile\", "
                "\"stock_exhaustion_rule\": \"end_when_empty\", "
                "\"target_score\": 2005, "
                "\"target_comparison\": \"at_least\", "
                "\"player_count\": 4"
                "}",
  },
  {
    .id = "kouridakis",
    .title = N_("Kouridakis"),
    .description = N_("Runs only. The pile may be taken only if one of its "
                      "cards can be melded at once, and a full biriba in the "
                      "kozi suit earns no more than any other full biriba."),
    .settings = "{"
                "\"runs_only\": true, "
                "\"pile_pickup_restriction\": \"can_add_or_form_new\", "
                "\"biriba_bonus_scheme\": \"kouridakis\""
                "}",
  },
  {
    .id = "solo_restricted",
    .title = N_("Restricted pile for solo players"),
    .description = N_("The pile may be taken only if one of its cards fits a "
                      "meld the player already has, which stops players from "
                      "hoarding cards. Meant for two players, or three "
                      "without teams."),
    .settings = "{\"pile_pickup_restriction\": \"can_add_to_existing\"}",
  },
  {
    .id = "strict_solo_phase",
    .title = N_("Strict solo phase"),
    .description = N_("With three or five players, the first biribaki goes "
                      "only to a player who goes down with a biriba among "
                      "the melds: the strictest reading of the Persian "
                      "rules."),
    .settings = "{\"solo_first_biribaki_needs_biriba\": true}",
  },
};

const TrpRulesDescriptor trp_biriba_rules_descriptor = {
  .game_id = "biriba",
  .options = biriba_options,
  .n_options = G_N_ELEMENTS (biriba_options),
  .presets = biriba_presets,
  .n_presets = G_N_ELEMENTS (biriba_presets),
  .check = NULL,
  .warn = trp_biriba_rules_warning,
};
