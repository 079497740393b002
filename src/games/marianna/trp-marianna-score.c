/* trp-marianna-score.c: a hand's result, every point with its rule
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "trp-format.h"
#include "trp-marianna-private.h"

/* ---- Result (M-25 to M-29, M-57, M-64 to M-66) ---- */

/* M-29: kind, suit, who, which trick, whether it changed trumps; the
 * value is the line's points. */
static char *
decl_label (TrpGame      *game,
            const MState *st,
            const MDecl  *decl)
{
  const char *suit = m_suit_name (st, decl->suit);
  g_autofree char *name = trp_game_dup_seat_name (game, decl->seat);
  g_autofree char *trick = trp_format_number (decl->trick + 1);
  char *label;

  gboolean you = trp_game_is_person (game, decl->seat);
  gboolean italian = st->cfg.style == TRP_FACE_STYLE_ITALIAN;

  /* Translators: every declaration line reads “what, by whom, in which
   * trick”, e.g. “Marianna in Cups, by Sara in trick 4”; “by you” where
   * the person declared. The matrimonio names its cards as the cards are
   * named everywhere: the king and the horse on Italian faces (M-3, M-54). */
  switch (decl->kind)
    {
    case TRP_MARIANNA_DECLARE_MARIANNINO:
      label = you ? g_strdup_printf (_("Mariannino, king of %s, by you in trick %s"), suit, trick)
                  : g_strdup_printf (_("Mariannino, king of %s, by %s in trick %s"), suit, name, trick);
      break;
    case TRP_MARIANNA_DECLARE_MARIANNONE:
      return you ? g_strdup_printf (_("Mariannone, by you in trick %s: the match is won"), trick)
                 : g_strdup_printf (_("Mariannone, by %s in trick %s: the match is won"), name, trick);
    case TRP_MARIANNA_DECLARE_MATRIMONIO:
      if (italian)
        return you ? g_strdup_printf (_("Matrimonio, king and horse of %s, by you in trick %s"), suit, trick)
                   : g_strdup_printf (_("Matrimonio, king and horse of %s, by %s in trick %s"), suit, name, trick);
      return you ? g_strdup_printf (_("Matrimonio, king and queen of %s, by you in trick %s"), suit, trick)
                 : g_strdup_printf (_("Matrimonio, king and queen of %s, by %s in trick %s"), suit, name, trick);
    case TRP_MARIANNA_DECLARE_COVERING:
      label = you ? g_strdup_printf (_("Covering in %s, by you in trick %s"), suit, trick)
                  : g_strdup_printf (_("Covering in %s, by %s in trick %s"), suit, name, trick);
      break;
    case TRP_MARIANNA_DECLARE_MARIANNA:
    default:
      label = you ? g_strdup_printf (_("Marianna in %s, by you in trick %s"), suit, trick)
                  : g_strdup_printf (_("Marianna in %s, by %s in trick %s"), suit, name, trick);
      break;
    }

  if (decl->changed_trump)
    {
      char *changed = g_strdup_printf (_("%s; trumps changed"), label);

      g_free (label);
      label = changed;
    }
  return label;
}

static const char *
decl_rule (const MState *st,
           const MDecl  *decl)
{
  switch (decl->kind)
    {
    case TRP_MARIANNA_DECLARE_MARIANNINO: return "M-22";
    case TRP_MARIANNA_DECLARE_MARIANNONE: return "M-23";
    case TRP_MARIANNA_DECLARE_COVERING:   return "M-48";
    case TRP_MARIANNA_DECLARE_MATRIMONIO:
      return st->cfg.ruleset == TRP_MARIANNA_RULESET_MARIACCIO ? "M-63" : "M-54";
    case TRP_MARIANNA_DECLARE_MARIANNA:
    default:
      if (st->cfg.ruleset == TRP_MARIANNA_RULESET_CINQUECENTO)
        return decl->points == 40 ? "M-41" : "M-42";
      return st->cfg.scoring == M_SCORING_SEQ_40 ? "M-19" : "M-32";
    }
}

TrpRoundResult *
m_round_result (TrpGame      *game,
                const MState *st)
{
  TrpRoundResult *result;
  g_autoptr(JsonObject) carry = NULL;
  g_autoptr(JsonArray) totals = NULL;
  g_autoptr(JsonArray) before = NULL;
  const char *card_rule;
  const char *end_ids[] = { "none", "tricks", "mariannone", "claim" };

  if (st->phase != M_PHASE_OVER || st->end == M_END_NONE)
    return NULL;

  result = trp_round_result_new (2);
  switch (st->cfg.ruleset)
    {
    case TRP_MARIANNA_RULESET_BRISCOLA_151: card_rule = "M-57"; break;
    case TRP_MARIANNA_RULESET_MARIACCIO:    card_rule = "M-64"; break;
    default:                                card_rule = "M-25"; break;
    }

  if (st->end == M_END_MARIANNONE)
    {
      /* M-23: nothing else is scored. */
      const MDecl *decl = &st->decls[st->n_decls - 1];
      g_autofree char *label = decl_label (game, st, decl);

      trp_round_result_add_line_full (result, m_unit (st, decl->seat), TRP_SCORE_DECLARATION, decl->seat,
                                      "M-23", decl->points, 0, label);
    }
  else
    {
      for (guint u = 0; u < 2; u++)
        {
          trp_round_result_add_line_full (result, u, TRP_SCORE_CARD_POINTS, -1, card_rule,
                                          st->card_points[u], 0, _("Card points in the tricks won"));
          for (guint i = 0; i < st->n_decls; i++)
            if (m_unit (st, st->decls[i].seat) == u)
              {
                g_autofree char *label = decl_label (game, st, &st->decls[i]);

                trp_round_result_add_line_full (result, u, TRP_SCORE_DECLARATION, st->decls[i].seat,
                                                decl_rule (st, &st->decls[i]),
                                                st->decls[i].points, 0, label);
              }
        }
      if (st->end == M_END_CLAIM)
        trp_round_result_add_line_full (result, m_unit (st, st->end_seat), TRP_SCORE_CLAIM,
                                        st->end_seat, "M-65", 0, 0,
                                        st->winner == st->end_seat
                                   ? _("Claimed victory, rightly")
                                   : _("Claimed victory, wrongly"));
    }

  carry = json_object_new ();
  totals = json_array_new ();
  before = json_array_new ();
  for (guint u = 0; u < 2; u++)
    {
      json_array_add_int_element (totals, st->totals_before[u] + trp_round_result_get_total (result, u));
      json_array_add_int_element (before, st->totals_before[u]);
    }
  json_object_set_array_member (carry, TRP_CARRY_TOTALS, g_steal_pointer (&totals));
  json_object_set_array_member (carry, "totals_before", g_steal_pointer (&before));
  /* M-6, M-AMB-1: the next dealer is the first leader of this hand;
   * M-51, M-58: the deal alternates with two players.
   */
  json_object_set_int_member (carry, TRP_CARRY_NEXT_DEALER, (st->dealer + 1) % st->cfg.n_seats);
  json_object_set_boolean_member (carry, TRP_CARRY_MATCH_OVER, st->match_over);
  if (st->match_over)
    json_object_set_int_member (carry, TRP_CARRY_WINNER, st->winner);
  json_object_set_string_member (carry, "end", end_ids[st->end]);
  trp_round_result_set_carry (result, carry);
  {
    int before[2] = { st->totals_before[0], st->totals_before[1] };
    int after[2];

    for (guint u = 0; u < 2; u++)
      after[u] = before[u] + trp_round_result_get_total (result, u);
    trp_round_result_set_match_totals (result, before, after);
    trp_round_result_set_target (result, st->cfg.target, trp_game_get_totals_are_levels (game));
  }

  return result;
}
