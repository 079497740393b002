/* trp-biriba-score.c: the score of a hand and the end of the match
 * (rules/biriba.md B-40 to B-47, B-57, B-60, B-65, B-66)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "trp-format.h"
#include "trp-biriba-private.h"

/* B-60: the last row whose lower bound the total reaches; the first row
 * has no lower bound.
 */
int
trp_biriba_opening_minimum (const BirOptions *opt,
                            int               total)
{
  int minimum = 0;

  for (guint row = 0; row < opt->minimum_rows; row++)
    {
      int lower = opt->minimum_table[2 * row];

      if (row == 0 || lower == TRP_RULES_NULL || total >= lower)
        minimum = opt->minimum_table[2 * row + 1];
      else
        break;
    }

  return minimum;
}

/* The row of §6.3 that a biriba earns: 0 run, 1 set, 2 kozi run, 3 full
 * run, 4 full kozi run.
 */
static guint
bonus_kind (const BirState *s,
            const BirMeld  *meld)
{
  gboolean kozi;

  if (meld->info.kind == TRP_BIRIBA_MELD_SET)
    return 1;

  kozi = s->opt.kozi_bonus && s->kozi >= 0 && meld->info.key == s->kozi;
  if (meld->info.n_cards == 13)
    return kozi ? 4 : 3;
  return kozi ? 2 : 0;
}

static const char *
bonus_label (guint    kind,
             gboolean dirty)
{
  switch (kind * 2 + dirty)
    {
    case 0: return _("Clean biriba");
    case 1: return _("Dirty biriba");
    case 2: return _("Clean biriba of a set");
    case 3: return _("Dirty biriba of a set");
    case 4: return _("Clean biriba in the kozi suit");
    case 5: return _("Dirty biriba in the kozi suit");
    case 6: return _("Clean full biriba");
    case 7: return _("Dirty full biriba");
    case 8: return _("Clean full biriba in the kozi suit");
    case 9: return _("Dirty full biriba in the kozi suit");
    default: g_assert_not_reached ();
    }
}

typedef struct
{
  const char   *rule_id;
  char         *label;
  int           points;
  TrpScoreKind  kind;
  int           seat;
} Line;

/* The lines of a side, or only their sum when nobody reads them: search
 * asks for the totals after every playout. */
typedef struct
{
  GArray *lines;
  int     points;
} Tally;

/* Builds a line's label only when there are lines to show it in. */
#define LABEL(tally, expr) ((tally)->lines != NULL ? (expr) : NULL)

static void
add_line (Tally        *tally,
          TrpScoreKind  kind,
          int           seat,
          const char   *rule_id,
          int           points,
          char         *label)
{
  Line line = { rule_id, label, points, kind, seat };

  tally->points += points;
  if (tally->lines != NULL)
    g_array_append_val (tally->lines, line);
}

/* B-45 for one side, as lines in @tally. */
static void
score_side (TrpBiribaGame *self,
            int            side,
            gboolean       solo_phase_end,
            Tally         *tally)
{
  const BirState *s = &self->s;
  const BirOptions *opt = &s->opt;
  int meld_points = 0;
  guint n_melded = 0;
  gboolean has_melds = FALSE;
  gboolean has_biriba = FALSE;
  gboolean lacks_biribaki;
  gboolean unused = FALSE;
  gboolean no_meld;
  Tally hand = { tally->lines != NULL ? g_array_new (FALSE, FALSE, sizeof (Line)) : NULL, 0 };

  for (guint m = 0; m < s->n_melds; m++)
    {
      const BirMeld *meld = &s->melds[m];

      if (meld->side != side)
        continue;
      has_melds = TRUE;
      n_melded += meld->info.n_cards;
      for (guint i = 0; i < meld->info.n_cards; i++)
        meld_points += trp_biriba_card_value (meld->cards[i], opt->joker_value, opt->two_value);
      if (trp_biriba_is_biriba (meld->info.n_cards))
        has_biriba = TRUE;
    }

  for (guint seat = 0; seat < s->n_seats; seat++)
    {
      int held = 0;
      g_autofree char *name = NULL;

      if (s->side_of_seat[seat] != side)
        continue;
      /* B-44: the packet taken with the discard is the whole hand. */
      if (s->unused_packet[seat] && opt->unused_biribaki_rule)
        {
          unused = TRUE;
          name = LABEL (tally, trp_game_dup_seat_name (TRP_GAME (self), (int) seat));
          add_line (&hand, TRP_SCORE_CARDS_IN_HAND, (int) seat, "B-44", 0,
                    trp_game_is_person (TRP_GAME (self), (int) seat)
                    ? LABEL (tally, g_strdup (_("Your unused biribaki, not counted")))
                    /* Translators: %s is a player's name. */
                    : LABEL (tally, g_strdup_printf (_("Unused biribaki of %s, not counted"), name)));
          continue;
        }
      for (guint i = 0; i < s->hand_len[seat]; i++)
        held += trp_biriba_card_value (s->hands[seat][i], opt->joker_value, opt->two_value);
      if (s->hand_len[seat] == 0)
        continue;
      /* A team's lines name its members: whose cards cost the points. */
      name = LABEL (tally, trp_game_dup_seat_name (TRP_GAME (self), (int) seat));
      add_line (&hand, TRP_SCORE_CARDS_IN_HAND, (int) seat, "B-40", -held,
                trp_game_is_person (TRP_GAME (self), (int) seat)
                ? LABEL (tally, g_strdup (_("Cards left in your hand")))
                /* Translators: %s is a player's name. */
                : LABEL (tally, g_strdup_printf (_("Cards left in the hand of %s"), name)));
    }

  lacks_biribaki = (!s->sides[side].took || unused) && !solo_phase_end;
  no_meld = !has_melds && opt->no_meld_penalty > 0;

  if (no_meld && opt->no_meld_replaces_score)
    {
      /* B-66 replaces_hand_score: the hand score is exactly the penalty. */
      add_line (tally, TRP_SCORE_PENALTY, -1, "B-66", -opt->no_meld_penalty,
                LABEL (tally, g_strdup (_("Melded nothing"))));
      for (guint i = 0; hand.lines != NULL && i < hand.lines->len; i++)
        g_free (g_array_index (hand.lines, Line, i).label);
      g_clear_pointer (&hand.lines, g_array_unref);
      return;
    }

  if (has_melds)
    {
      g_autofree char *count = trp_format_number (n_melded);

      add_line (tally, TRP_SCORE_CARDS_MELDED, -1, "B-40", meld_points,
                LABEL (tally, g_strdup_printf (ngettext ("%s card in melds", "%s cards in melds", n_melded),
                                               count)));
    }

  for (guint m = 0; m < s->n_melds; m++)
    {
      const BirMeld *meld = &s->melds[m];
      guint kind;
      gboolean dirty;

      if (meld->side != side || !trp_biriba_is_biriba (meld->info.n_cards))
        continue;
      kind = bonus_kind (s, meld);
      dirty = meld->info.n_wild > 0;
      add_line (tally, TRP_SCORE_BIRIBA_BONUS, -1, "B-41", opt->bonus[2 * kind + dirty],
                LABEL (tally, g_strdup (bonus_label (kind, dirty))));
    }

  tally->points += hand.points;
  if (hand.lines != NULL)
    {
      g_array_append_vals (tally->lines, hand.lines->data, hand.lines->len);
      g_array_unref (hand.lines);
    }

  if (s->end == BIR_END_OUT && s->side_of_seat[s->went_out_seat] == side)
    {
      g_autofree char *name = LABEL (tally, trp_game_dup_seat_name (TRP_GAME (self), s->went_out_seat));

      add_line (tally, TRP_SCORE_GOING_OUT, s->went_out_seat, "B-42", opt->going_out_bonus,
                trp_game_is_person (TRP_GAME (self), s->went_out_seat)
                ? LABEL (tally, g_strdup (_("You went out")))
                /* Translators: %s is a player's name. */
                : LABEL (tally, g_strdup_printf (_("%s went out"), name)));
    }

  if (no_meld)
    {
      add_line (tally, TRP_SCORE_PENALTY, -1, "B-66", -opt->no_meld_penalty,
                LABEL (tally, g_strdup (_("Melded nothing"))));
      return;
    }

  if (lacks_biribaki)
    add_line (tally, TRP_SCORE_BIRIBAKI, -1, unused ? "B-44" : "B-43", -opt->biribaki_penalty,
              LABEL (tally, g_strdup (unused ? _("Biribaki taken too late to use")
                                             : _("Biribaki not taken"))));

  if (!has_biriba && opt->no_biriba_penalty > 0)
    add_line (tally, TRP_SCORE_PENALTY, -1, "B-65", -opt->no_biriba_penalty, LABEL (tally, g_strdup (_("No biriba"))));
}

/* Adds up the hand per scoring unit into @round_totals and, with
 * @result, its lines; @after gets the match totals.
 *
 * Returns: the unit that won the match (B-46, B-47), or
 *   %TRP_MATCH_GOES_ON
 */
static int
score_round (TrpBiribaGame  *self,
             TrpRoundResult *result,
             int            *round_totals,
             int            *after)
{
  const BirState *s = &self->s;
  const BirOptions *opt = &s->opt;
  gboolean scored[BIR_MAX_SEATS] = { FALSE, };
  int target;
  gboolean any_met = FALSE;
  int best = G_MININT;
  int winner = -1;
  guint n_best = 0;

  memset (round_totals, 0, sizeof (int) * opt->n_units);
  for (guint seat = 0; seat < s->n_seats; seat++)
    {
      int side = s->side_of_seat[seat];
      g_autoptr(GArray) lines = NULL;
      Tally tally = { NULL, 0 };
      guint n_members = 0;
      int scale;

      if (scored[side])
        continue;
      scored[side] = TRUE;

      if (result != NULL)
        tally.lines = lines = g_array_new (FALSE, FALSE, sizeof (Line));
      score_side (self, side, opt->mode == BIR_TEAMS_FORMED && s->solo_phase, &tally);

      for (guint other = 0; other < s->n_seats; other++)
        n_members += s->side_of_seat[other] == side;

      /* B-57: in half-points a solo player gets twice the side's score
       * and each member of a team gets it once, i.e. half of it.
       */
      scale = opt->half_points && n_members == 1 ? 2 : 1;

      if (opt->mode == BIR_TEAMS_FORMED)
        {
          for (guint member = 0; member < s->n_seats; member++)
            if (s->side_of_seat[member] == side)
              round_totals[member] += tally.points * scale;
        }
      else
        round_totals[trp_game_get_scoring_unit (TRP_GAME (self), (int) seat)] += tally.points;

      for (guint i = 0; lines != NULL && i < lines->len; i++)
        {
          Line *line = &g_array_index (lines, Line, i);

          if (opt->mode == BIR_TEAMS_FORMED)
            {
              for (guint member = 0; member < s->n_seats; member++)
                if (s->side_of_seat[member] == side)
                  trp_round_result_add_line_full (result, member, line->kind, line->seat,
                                                  line->rule_id, line->points * scale, 0,
                                                  line->label);
            }
          else
            trp_round_result_add_line_full (result, trp_game_get_scoring_unit (TRP_GAME (self), (int) seat),
                                            line->kind, line->seat, line->rule_id, line->points,
                                            0, line->label);
          g_free (line->label);
        }
    }

  /* B-46, B-47: the match ends when a unit meets the target and one unit
   * leads alone.
   */
  target = opt->half_points ? 2 * opt->target : opt->target;
  for (guint unit = 0; unit < opt->n_units; unit++)
    {
      after[unit] = s->totals_before[unit] + round_totals[unit];
      if (opt->at_least ? after[unit] >= target : after[unit] > target)
        any_met = TRUE;
      if (after[unit] > best)
        {
          best = after[unit];
          winner = (int) unit;
          n_best = 1;
        }
      else if (after[unit] == best)
        n_best++;
    }

  return any_met && n_best == 1 ? winner : TRP_MATCH_GOES_ON;
}

TrpRoundResult *
trp_biriba_score_round (TrpBiribaGame *self)
{
  const BirState *s = &self->s;
  const BirOptions *opt = &s->opt;
  TrpRoundResult *result = trp_round_result_new (opt->n_units);
  g_autoptr(JsonObject) carry = json_object_new ();
  JsonArray *totals = json_array_new ();
  int round_totals[BIR_MAX_SEATS];
  int after[BIR_MAX_SEATS];
  int winner = score_round (self, result, round_totals, after);

  for (guint unit = 0; unit < opt->n_units; unit++)
    json_array_add_int_element (totals, after[unit]);
  json_object_set_array_member (carry, TRP_CARRY_TOTALS, totals);
  json_object_set_int_member (carry, TRP_CARRY_NEXT_DEALER, (s->dealer + 1) % s->n_seats);
  json_object_set_boolean_member (carry, TRP_CARRY_MATCH_OVER, winner != TRP_MATCH_GOES_ON);
  if (winner != TRP_MATCH_GOES_ON)
    json_object_set_int_member (carry, TRP_CARRY_WINNER, winner);
  json_object_set_boolean_member (carry, "half_points", opt->half_points);
  trp_round_result_set_carry (result, carry);
  trp_round_result_set_match_totals (result, s->totals_before, after);
  trp_round_result_set_target (result, opt->half_points ? 2 * opt->target : opt->target,
                               trp_game_get_totals_are_levels (TRP_GAME (self)));

  return result;
}

/* trp_game_round_totals(): what trp_biriba_score_round() adds up, without
 * its lines. */
guint
trp_biriba_score_totals (TrpBiribaGame *self,
                         int           *totals,
                         guint          max_units,
                         int           *match_winner)
{
  const BirOptions *opt = &self->s.opt;
  int round_totals[BIR_MAX_SEATS];
  int after[BIR_MAX_SEATS];
  guint n = MIN (opt->n_units, max_units);

  *match_winner = score_round (self, NULL, round_totals, after);
  memcpy (totals, round_totals, sizeof (int) * n);
  return n;
}
