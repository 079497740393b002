/* trp-dabaifen-validate.c: whether a Da Bai Fen move is legal, and which
 * rule it breaks (rules/dabaifen.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * dbf_validate() never changes the state; dbf_apply_move() trusts it.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "trp-format.h"
#include "trp-dabaifen-private.h"

#define FACE TRP_FACE_STYLE_FRENCH

static const char *
eff_suit_name (guint eff)
{
  if (eff == DBF_TRUMP)
    return _("trumps");
  return trp_suit_get_display_name ((TrpSuit) eff, FACE);
}

static gboolean
refuse (GError      **error,
        TrpRuleError  code,
        const char   *rule_id,
        const char   *message)
{
  trp_set_rule_error (error, code, rule_id, "%s", message);
  return FALSE;
}

/* Checks that @action names distinct Da Bai Fen cards that @seat holds. */
gboolean
dbf_check_cards_held (const DbfState   *s,
                      const TrpAction  *action,
                      const char       *rule_id,
                      guint64          *out_mask,
                      GError          **error)
{
  gboolean bad;
  guint64 mask = dbf_mask_from_cards (action->cards, action->n_cards, &bad);

  if (bad)
    return refuse (error, TRP_RULE_ERROR_ILLEGAL, rule_id,
                   _("Name each card once, and only cards of this deck"));

  if ((mask & ~s->hands[action->seat]) != 0)
    {
      guint64 missing = mask & ~s->hands[action->seat];
      g_autofree char *name = trp_card_get_display_name (dbf_index_card (__builtin_ctzll (missing)), FACE);

      trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, rule_id,
                          _("You do not hold the %s"), name);
      return FALSE;
    }

  *out_mask = mask;
  return TRUE;
}

static gboolean
refuse_expose_now (const DbfState  *s,
                   GError         **error)
{
  if (s->exposer >= 0)
    return refuse (error, TRP_RULE_ERROR_WRONG_PHASE, "D-18",
                   _("A card has already been shown: the trump suit of this hand is fixed"));
  if (s->trump_by != DBF_TRUMP_BY_NONE)
    return refuse (error, TRP_RULE_ERROR_WRONG_PHASE, "D-19",
                   _("Once the kitty has been turned, nobody may show a card"));
  return refuse (error, TRP_RULE_ERROR_WRONG_PHASE, "D-17",
                 _("A card can only be shown right after a card is drawn"));
}

static gboolean
validate_draw (const DbfState   *s,
               const TrpAction  *action,
               GError          **error)
{
  guint64 mask;

  if (action->type == dbf_act_play)
    return refuse (error, TRP_RULE_ERROR_WRONG_PHASE, "D-28", _("The cards are still being drawn"));
  if (action->type == dbf_act_bury)
    return refuse (error, TRP_RULE_ERROR_WRONG_PHASE, "D-26", _("The cards are still being drawn"));
  if (action->type == dbf_act_claim)
    return refuse (error, TRP_RULE_ERROR_WRONG_PHASE, "D-25",
                   _("A redeal can only be claimed once all the cards are drawn"));

  if (action->seat != dbf_current_seat (s))
    return refuse (error, TRP_RULE_ERROR_NOT_YOUR_TURN, "D-17",
                   _("Another player decides first whether to show a card"));

  if (action->type == dbf_act_pass)
    {
      if (action->n_cards != 0)
        return refuse (error, TRP_RULE_ERROR_ILLEGAL, "D-17", _("Passing names no card"));
      return TRUE;
    }

  if (action->n_cards != 1)
    return refuse (error, TRP_RULE_ERROR_ILLEGAL, "D-16", _("Show exactly one card"));
  if (!dbf_check_cards_held (s, action, "D-16", &mask, error))
    return FALSE;
  if ((mask & s->rank_r_mask) == 0)
    {
      const char *rank = trp_rank_get_display_name (dbf_rank_of_level (s->trump_rank), FACE);

      trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "D-16",
                          _("Only a card of the trump rank (%s) can be shown"), rank);
      return FALSE;
    }
  return TRUE;
}

static gboolean
validate_redeal (const DbfState   *s,
                 const TrpAction  *action,
                 GError          **error)
{
  if (action->type == dbf_act_expose)
    return refuse_expose_now (s, error);
  if (action->type == dbf_act_play || action->type == dbf_act_bury)
    return refuse (error, TRP_RULE_ERROR_WRONG_PHASE, "D-25",
                   _("Wait until every player without trumps has decided about a redeal"));
  if (action->seat != dbf_current_seat (s))
    return refuse (error, TRP_RULE_ERROR_NOT_YOUR_TURN, "D-25",
                   _("Another player decides first about a redeal"));
  if (action->n_cards != 0)
    return refuse (error, TRP_RULE_ERROR_ILLEGAL, "D-25", _("This decision names no card"));
  if (action->type == dbf_act_claim && (s->hands[action->seat] & s->eff_mask[DBF_TRUMP]) != 0)
    return refuse (error, TRP_RULE_ERROR_ILLEGAL, "D-25",
                   _("Only a player without a single trump can claim a redeal"));
  return TRUE;
}

static gboolean
validate_bury (const DbfState   *s,
               const TrpAction  *action,
               GError          **error)
{
  guint64 mask;
  guint left = DBF_KITTY - s->n_buried;

  if (action->type == dbf_act_expose)
    return refuse_expose_now (s, error);
  if (action->type == dbf_act_claim)
    return refuse (error, TRP_RULE_ERROR_WRONG_PHASE, "D-25",
                   _("A redeal can only be claimed before the leader takes the kitty"));
  if (action->type != dbf_act_bury)
    return refuse (error, TRP_RULE_ERROR_WRONG_PHASE, "D-27",
                   _("The leader must first bury six cards"));
  if (action->seat != s->leader)
    return refuse (error, TRP_RULE_ERROR_NOT_YOUR_TURN, "D-27", _("Only the leader buries cards"));
  if (action->n_cards < 1 || action->n_cards > left)
    {
      g_autofree char *count = trp_format_number (left);

      trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "D-27",
                          ngettext ("Bury between one and %s card", "Bury between one and %s cards", left),
                          count);
      return FALSE;
    }
  return dbf_check_cards_held (s, action, "D-27", &mask, error);
}

static gboolean
validate_play (const DbfState   *s,
               const TrpAction  *action,
               GError          **error)
{
  guint64 mask;

  if (action->type == dbf_act_expose)
    return refuse_expose_now (s, error);
  if (action->type == dbf_act_claim)
    return refuse (error, TRP_RULE_ERROR_WRONG_PHASE, "D-25",
                   _("A redeal can only be claimed before the leader takes the kitty"));
  if (action->type == dbf_act_bury)
    return refuse (error, TRP_RULE_ERROR_WRONG_PHASE, "D-27", _("The kitty is already buried"));
  if (action->seat != s->turn)
    return refuse (error, TRP_RULE_ERROR_NOT_YOUR_TURN, "D-28", _("It is another player’s turn to play"));
  if (action->type == dbf_act_pass)
    return refuse (error, TRP_RULE_ERROR_ILLEGAL, s->n_in_trick == 0 ? "D-28" : "D-32",
                   _("You cannot pass: play a card"));
  if (action->n_cards == 0)
    return refuse (error, TRP_RULE_ERROR_ILLEGAL, s->n_in_trick == 0 ? "D-29" : "D-32",
                   _("Play at least one card"));
  if (!dbf_check_cards_held (s, action, s->n_in_trick == 0 ? "D-29" : "D-32", &mask, error))
    return FALSE;

  if (s->n_in_trick == 0)
    {
      guint suit = s->eff_suit[__builtin_ctzll (mask)];

      if ((mask & ~s->eff_mask[suit]) != 0)
        return refuse (error, TRP_RULE_ERROR_ILLEGAL, "D-29",
                       _("Cards led together must all be of one suit; jokers and "
                         "trump-rank cards count as trumps"));
      if (action->n_cards >= 2 && s->reject_failed_throws &&
          !dbf_throw_is_sound (s, action->seat, mask, NULL, NULL))
        return refuse (error, TRP_RULE_ERROR_ILLEGAL, "D-30",
                       _("Another player could beat one of these cards: lead something else"));
      return TRUE;
    }

  if (action->n_cards != s->trick.n)
    {
      g_autofree char *count = trp_format_number (s->trick.n);

      trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "D-32",
                          ngettext ("Play exactly %s card, as many as were led",
                                    "Play exactly %s cards, as many as were led", s->trick.n),
                          count);
      return FALSE;
    }
  if (!dbf_follow_is_legal (s, s->hands[action->seat], mask, s->trick.n, s->led_suit))
    {
      trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "D-32",
                          _("You must play %s as long as you have them"),
                          eff_suit_name (s->led_suit));
      return FALSE;
    }
  return TRUE;
}

gboolean
dbf_validate (const DbfState   *s,
              const TrpAction  *action,
              GError          **error)
{
  const char *type = action->type;

  if (s->phase == DBF_PHASE_OVER)
    return refuse (error, TRP_RULE_ERROR_WRONG_PHASE, "D-36", _("This hand is over"));
  if (s->phase == DBF_PHASE_NONE)
    return refuse (error, TRP_RULE_ERROR_WRONG_PHASE, "D-14", _("No cards have been drawn yet"));

  if (type != dbf_act_expose && type != dbf_act_pass && type != dbf_act_claim &&
      type != dbf_act_bury && type != dbf_act_play)
    {
      trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "D-48",
                          _("Da Bai Fen has no move called “%s”"), type);
      return FALSE;
    }

  switch (s->phase)
    {
    case DBF_PHASE_DRAW:   return validate_draw (s, action, error);
    case DBF_PHASE_REDEAL: return validate_redeal (s, action, error);
    case DBF_PHASE_BURY:   return validate_bury (s, action, error);
    case DBF_PHASE_PLAY:   return validate_play (s, action, error);
    case DBF_PHASE_NONE:
    case DBF_PHASE_OVER:
    default:               g_assert_not_reached ();
    }
}

