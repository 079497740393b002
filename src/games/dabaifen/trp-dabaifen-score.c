/* trp-dabaifen-score.c: a hand's result and the carry
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rules D-37 to D-43 and D-50: the opponents' total, the result table,
 * levels, the next declarers and starter, the end of the match.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "trp-format.h"
#include "trp-dabaifen-private.h"

#define FACE TRP_FACE_STYLE_FRENCH

void
dbf_json_add_mask (JsonBuilder *builder,
                   guint64      mask)
{
  json_builder_begin_array (builder);
  for (; mask != 0; mask &= mask - 1)
    json_builder_add_string_value (builder, trp_card_to_code (dbf_index_card (__builtin_ctzll (mask))));
  json_builder_end_array (builder);
}

const char *
dbf_trump_by_name (DbfTrumpSource by)
{
  switch (by)
    {
    case DBF_TRUMP_BY_EXPOSURE: return "exposure";
    case DBF_TRUMP_BY_KITTY:    return "kitty";
    case DBF_TRUMP_BY_FALLBACK: return "fallback";
    case DBF_TRUMP_BY_NONE:
    default:                    return NULL;
    }
}

typedef struct
{
  int opponents;
  int trick_points;       /* the opponents' points in tricks */
  int kitty_points;       /* b, the buried kitty's points */
  int kitty_bonus;        /* what the kitty adds to p */
  int p;
  int gain[2];
  const char *row;
  int next_declarers;
  int next_starter;
  int levels_after[2];
  gboolean match_over;
  int winner;
} DbfResult;

/* D-37 to D-42. */
static void
compute_result (const DbfState *s,
                DbfResult      *r)
{
  int declarers = s->declarers;
  int gainer;

  memset (r, 0, sizeof *r);
  r->opponents = 1 - declarers;
  r->kitty_points = dbf_mask_points (s->buried);
  r->winner = -1;

  if (s->failed)
    {
      /* D-39. */
      if (dbf_team (s->failed_seat) == declarers)
        {
          r->trick_points = 100 - r->kitty_points;
          r->kitty_bonus = 2 * r->kitty_points;
        }
    }
  else
    {
      r->trick_points = dbf_mask_points (s->captured[r->opponents]);
      if (dbf_team (s->last_trick_winner) == r->opponents)
        r->kitty_bonus = 2 * r->kitty_points;
    }
  r->p = r->trick_points + r->kitty_bonus;

  /* D-40, D-AMB-14. */
  if (r->p == 0)
    r->row = "0", gainer = declarers, r->gain[declarers] = 2;
  else if (r->p < 40)
    r->row = "5-35", gainer = declarers, r->gain[declarers] = 1;
  else if (r->p < 80)
    r->row = "40-75", gainer = -1;
  else if (r->p < 100)
    r->row = "80-95", gainer = r->opponents, r->gain[r->opponents] = 1;
  else
    r->row = "100+", gainer = r->opponents, r->gain[r->opponents] = 2;

  if (r->p < 40)
    {
      r->next_declarers = declarers;
      r->next_starter = (s->leader + 2) % DBF_N_SEATS;
    }
  else
    {
      r->next_declarers = r->opponents;
      r->next_starter = (s->leader + 1) % DBF_N_SEATS;
    }

  for (int t = 0; t < 2; t++)
    r->levels_after[t] = s->levels[t] + r->gain[t];

  /* D-42: only one team moves, so there is never a tie. */
  if (gainer >= 0 && r->levels_after[gainer] > s->win_above_level)
    {
      r->match_over = TRUE;
      r->winner = gainer;
    }
}

static char *
level_name (int level)
{
  if (level > 14)
    {
      g_autofree char *beyond = trp_format_number (level - 14);

      /* Translators: a level beyond the ace, reached only by winning. */
      return g_strdup_printf (_("Ace + %s"), beyond);
    }
  return g_strdup (trp_rank_get_display_name (dbf_rank_of_level (level), FACE));
}

/* D-40's table, by its row: what the opponents' points earn. */
static const char *
band_label (const char *row)
{
  if (g_str_equal (row, "0"))
    return _("Opponents scored nothing: the declarers go up two levels");
  if (g_str_equal (row, "5-35"))
    return _("Opponents scored 5 to 35: the declarers go up one level");
  if (g_str_equal (row, "40-75"))
    return _("Opponents scored 40 to 75: they become the declarers");
  if (g_str_equal (row, "80-95"))
    return _("Opponents scored 80 to 95: they go up one level");
  return _("Opponents scored 100 or more: they go up two levels");
}

static void
add_line (TrpRoundResult *result,
          guint           unit,
          TrpScoreKind    kind,
          int             seat,
          const char     *rule_id,
          int             points,
          int             amount,
          char           *label)
{
  trp_round_result_add_line_full (result, unit, kind, seat, rule_id, points, amount, label);
  g_free (label);
}

static JsonNode *
mask_node (guint64 mask)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  dbf_json_add_mask (builder, mask);
  return json_builder_get_root (builder);
}

static JsonObject *
hand_details (const DbfState  *s,
              const DbfResult *r)
{
  JsonObject *hand = json_object_new ();
  JsonArray *before = json_array_new ();
  JsonArray *after = json_array_new ();

  json_object_set_int_member (hand, "trump_rank", s->trump_rank);
  json_object_set_string_member (hand, "trump_suit", trp_suit_to_code (s->trump_suit));
  json_object_set_string_member (hand, "trump_fixed_by", dbf_trump_by_name (s->trump_by));
  json_object_set_string_member (hand, "trump_card", trp_card_to_code (s->trump_card));
  json_object_set_int_member (hand, "exposer", s->exposer);
  json_object_set_int_member (hand, "starter", s->starter);
  json_object_set_int_member (hand, "leader", s->leader);
  json_object_set_int_member (hand, "declarers", s->declarers);
  json_object_set_int_member (hand, "redeals", s->n_redeals);
  json_object_set_member (hand, "buried", mask_node (s->buried));
  json_object_set_int_member (hand, "buried_points", r->kitty_points);
  json_object_set_int_member (hand, "buried_points_doubled", 2 * r->kitty_points);
  json_object_set_int_member (hand, "last_trick_winner", s->last_trick_winner);
  json_object_set_int_member (hand, "opponents_trick_points", r->trick_points);
  json_object_set_int_member (hand, "opponents_kitty_points", r->kitty_bonus);
  json_object_set_int_member (hand, "p", r->p);
  json_object_set_string_member (hand, "row", r->row);
  if (s->failed)
    {
      JsonObject *failed = json_object_new ();

      json_object_set_int_member (failed, "seat", s->failed_seat);
      json_object_set_member (failed, "cards", mask_node (s->failed_cards));
      json_object_set_string_member (failed, "offending_card", trp_card_to_code (s->offending_card));
      json_object_set_int_member (failed, "holder", s->offending_holder);
      json_object_set_object_member (hand, "failed_throw", failed);
    }
  for (int t = 0; t < 2; t++)
    {
      json_array_add_int_element (before, s->levels[t]);
      json_array_add_int_element (after, r->levels_after[t]);
    }
  json_object_set_array_member (hand, "levels_before", before);
  json_object_set_array_member (hand, "levels_after", after);
  json_object_set_int_member (hand, "next_starter", r->next_starter);
  return hand;
}

/* The numbers dbf_round_result() adds up, for the search's rewards: the
 * levels each team gained, the match's winner, and p (D-38).
 */
guint
dbf_round_totals (const DbfState *s,
                  int            *totals,
                  guint           max_units,
                  int            *match_winner,
                  int            *opponents_total)
{
  DbfResult r;

  if (s->phase != DBF_PHASE_OVER)
    return 0;

  compute_result (s, &r);
  for (guint t = 0; t < MIN (max_units, 2); t++)
    totals[t] = MAX (r.gain[t], 0);
  *match_winner = r.match_over ? r.winner : TRP_MATCH_GOES_ON;
  if (opponents_total != NULL)
    *opponents_total = r.p;
  return MIN (max_units, 2);
}

/* D-50. Each line's points are levels gained, and the carry's totals are
 * the levels; card points are named in the labels.
 */
TrpRoundResult *
dbf_round_result (TrpGame        *game,
                  const DbfState *s)
{
  TrpRoundResult *result;
  JsonObject *carry;
  JsonArray *totals, *levels;
  DbfResult r;

  if (s->phase != DBF_PHASE_OVER)
    return NULL;

  compute_result (s, &r);
  result = trp_round_result_new (2);

  if (s->failed)
    {
      g_autofree char *card = trp_card_get_display_name (s->offending_card, FACE);
      g_autofree char *thrower = trp_game_dup_seat_name (game, s->failed_seat);
      g_autofree char *holder = trp_game_dup_seat_name (game, s->offending_holder);

      add_line (result, dbf_team (s->failed_seat), TRP_SCORE_FAILED_THROW, s->failed_seat, "D-31", 0, 0,
                /* Translators: “Sara’s throw failed: Nikos holds the Ace of Spades”. */
                g_strdup_printf (_("%s’s throw failed: %s holds the %s"), thrower, holder, card));
    }
  else
    {
      for (int t = 0; t < 2; t++)
        add_line (result, t, TRP_SCORE_TRICK_POINTS, -1, "D-35", 0, dbf_mask_points (s->captured[t]),
                  g_strdup (t == r.opponents ? _("Card points won in tricks, which count")
                                             : _("Card points won in tricks, which do not count")));
      g_autofree char *kitty = trp_format_number (r.kitty_points);

      add_line (result, dbf_team (s->last_trick_winner), TRP_SCORE_KITTY, s->last_trick_winner, "D-37", 0,
                2 * r.kitty_points,
                g_strdup_printf (r.kitty_bonus > 0
                                 ? _("Won the last trick: the kitty’s %s points count double")
                                 : _("Won the last trick: the kitty’s %s points, doubled, stay with the declarers"),
                                 kitty));
    }
  /* D-38 (D-39 after a failed throw): the opponents' total p decides
   * the row of D-40's table. */
  add_line (result, r.opponents, TRP_SCORE_RESULT_BAND, -1, s->failed ? "D-39" : "D-38", 0, r.p,
            g_strdup (band_label (r.row)));

  for (int t = 0; t < 2; t++)
    if (r.gain[t] > 0)
      {
        g_autofree char *from = level_name (s->levels[t]);
        g_autofree char *to = level_name (r.levels_after[t]);

        add_line (result, t, TRP_SCORE_LEVELS, -1, "D-40", r.gain[t], 0,
                  /* Translators: levels are card ranks, “From 5 up to 7”. */
                  g_strdup_printf (_("From %s up to %s"), from, to));
      }
  if (r.next_declarers != s->declarers)
    add_line (result, r.next_declarers, TRP_SCORE_DECLARERS, -1, "D-40", 0, 0,
              g_strdup (_("Become the declarers")));
  if (r.match_over)
    {
      g_autofree char *name = level_name (s->win_above_level);

      add_line (result, r.winner, TRP_SCORE_MATCH_WON, -1, "D-42", 0, 0,
                g_strdup_printf (_("Goes above level %s and wins the match"), name));
    }

  carry = json_object_new ();
  totals = json_array_new ();
  levels = json_array_new ();
  for (int t = 0; t < 2; t++)
    {
      json_array_add_int_element (totals, r.levels_after[t]);
      json_array_add_int_element (levels, r.levels_after[t]);
    }
  json_object_set_array_member (carry, TRP_CARRY_TOTALS, totals);
  json_object_set_int_member (carry, TRP_CARRY_NEXT_DEALER, r.next_starter);
  json_object_set_boolean_member (carry, TRP_CARRY_MATCH_OVER, r.match_over);
  if (r.match_over)
    json_object_set_int_member (carry, TRP_CARRY_WINNER, r.winner);
  json_object_set_array_member (carry, "levels", levels);
  json_object_set_int_member (carry, "declarers", r.next_declarers);
  json_object_set_object_member (carry, "hand", hand_details (s, &r));
  trp_round_result_set_carry (result, carry);
  {
    int before[2] = { s->levels[0], s->levels[1] };

    /* D-42: a team wins by going above win_above_level. */
    trp_round_result_set_match_totals (result, before, r.levels_after);
    trp_round_result_set_target (result, s->win_above_level,
                                 trp_game_get_totals_are_levels (game));
  }
  json_object_unref (carry);

  return result;
}
