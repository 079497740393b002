/* trp-dabaifen-game.c: Da Bai Fen (rules/dabaifen.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The draw is modelled as engine steps inside deal() and apply(): cards are
 * drawn one at a time (D-14) until a seat has a decision, that is an
 * exposure window (D-17) with a seat holding a card of the trump rank. So
 * the current seat and the legal actions are always defined, and the
 * interface animates the cards drawn since the last “changed” signal from
 * the observation's "n_drawn" (card k always goes to seat
 * (starter + k - 1) mod 4). The kitty reveal (D-19, D-20) and the scoring
 * (D-37 to D-43) are engine steps too and never wait for a seat.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "trp-format.h"
#include "trp-json-input.h"
#include "trp-dabaifen-options.h"
#include "trp-dabaifen-private.h"

G_DEFINE_FINAL_TYPE (TrpDabaifenGame, trp_dabaifen_game, TRP_TYPE_GAME)

#define FACE TRP_FACE_STYLE_FRENCH

/* Interned once in class_init, so that comparing an action's type is a
 * pointer comparison without the intern table's lock (search runs on
 * several threads).
 */
static const char *action_expose;
static const char *action_pass;
static const char *action_claim;
static const char *action_bury;
static const char *action_play;
static const char *phase_names[DBF_PHASE_OVER + 1];

#define ACTION_EXPOSE action_expose
#define ACTION_PASS   action_pass
#define ACTION_CLAIM  action_claim
#define ACTION_BURY   action_bury
#define ACTION_PLAY   action_play

/* ---- Hand flow ---------------------------------------------------------- */

static void continue_draw (DbfState *s);

static void
reset_hand (DbfState *s)
{
  memset (s->hands, 0, sizeof s->hands);
  s->n_drawn = 0;
  s->window_drawer = -1;
  s->window_step = 0;
  s->r_holders = 0;
  s->exposer = -1;
  s->exposed_card = TRP_CARD_NONE;
  s->trump_by = DBF_TRUMP_BY_NONE;
  s->trump_card = TRP_CARD_NONE;
  s->trump_suit = TRP_SUIT_NONE;
  s->n_turned = 0;
  /* D-24: after the first hand the leader is known before the draw. */
  s->leader = s->first_hand ? -1 : s->starter;
  if (s->first_hand)
    s->declarers = -1;
  s->poll_step = 0;
  s->poll_polled = 0;
  s->kitty = 0;
  s->kitty_public = 0;
  s->buried = 0;
  s->n_buried = 0;
  s->turn = -1;
  memset (&s->trick, 0, sizeof s->trick);
  s->trick.leader = -1;
  s->trick.winner = -1;
  s->n_in_trick = 0;
  s->led_suit = 0;
  memset (s->tricks, 0, sizeof s->tricks);
  s->n_tricks = 0;
  s->played = 0;
  memset (s->captured, 0, sizeof s->captured);
  memset (s->voids, 0, sizeof s->voids);
  s->last_trick_winner = -1;
  s->failed = FALSE;
  s->failed_seat = -1;
  s->failed_cards = 0;
  s->offending_card = TRP_CARD_NONE;
  s->offending_holder = -1;
  memset (s->eff_mask, 0, sizeof s->eff_mask);
  memset (s->eff_suit, 0, sizeof s->eff_suit);
  memset (s->strength, 0, sizeof s->strength);
  memset (s->by_strength, 0, sizeof s->by_strength);
  memset (s->eff_start, 0, sizeof s->eff_start);
  s->rank_r_mask = dbf_rank_mask (s->trump_rank);
  s->phase = DBF_PHASE_DRAW;
}

/* D-17: the next seat of the open window, from the drawer on, that holds a
 * card of rank R.
 */
static gboolean
window_find_seat (DbfState *s)
{
  for (; s->window_step < DBF_N_SEATS; s->window_step++)
    if ((s->hands[(guint) (s->window_drawer + s->window_step) % DBF_N_SEATS] & s->rank_r_mask) != 0)
      return TRUE;
  return FALSE;
}

/* D-25: the next seat of the poll, from the leader on, without a trump. */
static gboolean
poll_find_seat (DbfState *s)
{
  for (; s->poll_step < DBF_N_SEATS; s->poll_step++)
    {
      int seat = (s->leader + s->poll_step) % DBF_N_SEATS;

      if ((s->hands[seat] & s->eff_mask[DBF_TRUMP]) == 0)
        {
          s->poll_polled |= 1 << seat;
          return TRUE;
        }
    }
  return FALSE;
}

/* D-26, D-44. */
static void
take_kitty (DbfState *s)
{
  s->hands[s->leader] |= s->kitty;
  if (s->kitty_exposed)
    s->kitty_public = s->kitty;
  s->n_buried = 0;
  s->phase = DBF_PHASE_BURY;
}

/* D-19 to D-21: the starter turns the kitty, top first. */
static void
reveal_kitty (DbfState *s)
{
  int best = -1;

  for (guint i = 0; i < DBF_KITTY; i++)
    {
      TrpCard card = s->pack[DBF_DRAWN + i];

      s->n_turned++;
      s->kitty_public |= DBF_BIT (dbf_card_index (card));
      if (!trp_card_is_joker (card) &&
          trp_card_get_rank (card) == dbf_rank_of_level (s->trump_rank))
        {
          s->trump_by = DBF_TRUMP_BY_KITTY;
          s->trump_card = card;
          s->trump_suit = trp_card_get_suit (card);
          return;
        }
    }

  /* D-20, D-AMB-12: the highest rank, ace high, jokers left out; among
   * equal ranks the first turned, hence the strict comparison.
   */
  for (guint i = 0; i < DBF_KITTY; i++)
    {
      TrpCard card = s->pack[DBF_DRAWN + i];

      if (!trp_card_is_joker (card) && dbf_natural_value (card) > best)
        {
          best = dbf_natural_value (card);
          s->trump_card = card;
        }
    }
  s->trump_by = DBF_TRUMP_BY_FALLBACK;
  s->trump_suit = trp_card_get_suit (s->trump_card);
}

static void
finish_draw (DbfState *s)
{
  s->kitty = 0;
  for (guint i = DBF_DRAWN; i < DBF_N_CARDS; i++)
    s->kitty |= DBF_BIT (dbf_card_index (s->pack[i]));

  if (s->exposer < 0)
    reveal_kitty (s);

  /* D-23, D-AMB-3; D-24. */
  if (s->first_hand)
    {
      s->leader = s->exposer >= 0 ? s->exposer : s->starter;
      s->declarers = dbf_team (s->leader);
    }
  else
    {
      s->leader = s->starter;
    }

  dbf_compute_tables (s);

  s->poll_step = 0;
  s->poll_polled = 0;
  if (poll_find_seat (s))
    s->phase = DBF_PHASE_REDEAL;
  else
    take_kitty (s);
}

/* D-14: one card at a time until a window has a seat to ask. */
static void
continue_draw (DbfState *s)
{
  guint64 drawn_r = 0;

  /* No window has a seat to ask until some rank-R card is drawn. */
  for (int seat = 0; seat < DBF_N_SEATS; seat++)
    drawn_r |= s->hands[seat] & s->rank_r_mask;

  while (s->n_drawn < DBF_DRAWN)
    {
      int seat = (guint) (s->starter + s->n_drawn) % DBF_N_SEATS;
      guint64 bit = DBF_BIT (dbf_card_index (s->pack[s->n_drawn]));

      s->hands[seat] |= bit;
      s->n_drawn++;
      drawn_r |= bit & s->rank_r_mask;

      if (s->exposer < 0 && drawn_r != 0)
        {
          s->window_drawer = seat;
          s->window_step = 0;
          if (window_find_seat (s))
            {
              s->phase = DBF_PHASE_DRAW;
              return;
            }
        }
    }

  s->window_drawer = -1;
  finish_draw (s);
}

/* The deck in trp_deck_new() order (S H D C, A to K, then RJ and BJ),
 * which is card index order; copied rather than allocated, since the
 * random playouts of a search deal again and again.
 */
static TrpCard fresh_deck[DBF_N_CARDS];

/* D-13: the cut has no effect, so the shuffle is the whole story. */
static void
shuffled_pack (DbfState *s,
               TrpRng   *rng)
{
  memcpy (s->pack, fresh_deck, DBF_N_CARDS);
  trp_rng_shuffle (rng, s->pack, DBF_N_CARDS);
}

/* D-13, D-25: the pack of the next redeal, from the explicit deal if it
 * named one, else from the seed kept at the deal, so a replay is exact.
 */
static void
next_pack (DbfState *s)
{
  if (s->n_explicit_used < s->n_explicit_redeals)
    {
      memcpy (s->pack, s->explicit_redeals[s->n_explicit_used], DBF_N_CARDS);
      s->n_explicit_used++;
    }
  else
    {
      g_autoptr(TrpRng) rng = trp_rng_new (s->redeal_seed + s->n_redeals * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

      shuffled_pack (s, rng);
    }
}

static void
start_hand (DbfState *s)
{
  reset_hand (s);
  continue_draw (s);
}

/* ---- Deal --------------------------------------------------------------- */

static gboolean
invalid_deal (GError     **error,
              const char  *rule_id,
              const char  *message)
{
  trp_set_rule_error (error, TRP_RULE_ERROR_INVALID_DEAL, rule_id, "%s", message);
  return FALSE;
}

static gboolean
read_int (JsonObject *object,
          const char *member,
          gint64     *out)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;
  *out = json_node_get_int (node);
  return TRUE;
}

static gboolean
read_int_pair (JsonObject *object,
               const char *member,
               int         out[2])
{
  JsonNode *node = json_object_get_member (object, member);
  JsonArray *array;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node) ||
      json_array_get_length (array = json_node_get_array (node)) != 2)
    return FALSE;
  for (guint i = 0; i < 2; i++)
    {
      JsonNode *element = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (element) || json_node_get_value_type (element) != G_TYPE_INT64)
        return FALSE;
      out[i] = (int) CLAMP (json_node_get_int (element), -1000, 1000);
    }
  return TRUE;
}

/* D-43: levels, declarers and the next starter come from the carry. The
 * match's "totals" are the levels themselves; the first hand's carry names
 * no levels, and both teams start on start_level.
 */
static gboolean
read_carry (DbfState    *s,
            guint        dealer,
            JsonObject  *carry,
            GError     **error)
{
  int levels[2] = { s->start_level, s->start_level };
  gint64 value;

  s->first_hand = TRUE;
  s->declarers = -1;

  if (carry != NULL)
    {
      if (json_object_has_member (carry, TRP_CARRY_MATCH_OVER) &&
          json_object_get_boolean_member_with_default (carry, TRP_CARRY_MATCH_OVER, FALSE))
        return invalid_deal (error, "D-42", _("This match is already over"));

      if (json_object_has_member (carry, "levels") && !read_int_pair (carry, "levels", levels))
        return invalid_deal (error, "D-43", _("The levels must be two whole numbers"));

      if (json_object_has_member (carry, "declarers"))
        {
          if (!read_int (carry, "declarers", &value) || value < 0 || value > 1)
            return invalid_deal (error, "D-43", _("The declaring team must be 0 or 1"));
          s->first_hand = FALSE;
          s->declarers = (gint8) value;
          if (dbf_team (dealer) != s->declarers)
            return invalid_deal (error, "D-40", _("The starter must belong to the declaring team"));
        }

      if (json_object_has_member (carry, TRP_CARRY_NEXT_DEALER) &&
          (!read_int (carry, TRP_CARRY_NEXT_DEALER, &value) || value != dealer))
        return invalid_deal (error, "D-43", _("This hand must be started by the seat the last hand named"));
    }

  for (guint t = 0; t < 2; t++)
    if (levels[t] < s->start_level || levels[t] > s->win_above_level)
      return invalid_deal (error, "D-5", _("A team’s level is outside the levels of this match"));

  for (guint t = 0; t < 2; t++)
    s->levels[t] = (gint8) levels[t];
  s->starter = (gint8) dealer;
  /* D-7. */
  s->trump_rank = s->first_hand ? s->start_level : s->levels[s->declarers];
  return TRUE;
}

static gboolean
read_cards (JsonNode *node,
            guint     n,
            TrpCard  *out,
            guint64  *seen,
            GError  **error)
{
  JsonArray *array;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node) ||
      json_array_get_length (array = json_node_get_array (node)) != n)
    {
      g_autofree char *message =
        g_strdup_printf (ngettext ("Expected a list of %u card", "Expected a list of %u cards", n), n);

      return invalid_deal (error, "D-14", message);
    }

  for (guint i = 0; i < n; i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      TrpCard card;
      int index;

      if (!JSON_NODE_HOLDS_VALUE (element) || json_node_get_value_type (element) != G_TYPE_STRING ||
          !trp_card_from_code (json_node_get_string (element), &card, NULL) ||
          (index = dbf_card_index (card)) < 0)
        return invalid_deal (error, "D-3", _("The deal names a card that is not in the Da Bai Fen deck"));
      if ((*seen & DBF_BIT (index)) != 0)
        {
          g_autofree char *message =
            g_strdup_printf (_("The deal names the %s twice"), trp_card_to_code (card));

          return invalid_deal (error, "D-3", message);
        }
      *seen |= DBF_BIT (index);
      out[i] = card;
    }

  return TRUE;
}

/* Either "pack" (54 cards in draw order, the kitty last, its top first) or
 * "hands" (each seat's 12 cards in the order that seat draws them) and
 * "kitty" (top first); optionally "redeals" (packs for redeal claims) and
 * "redeal_seed".
 */
static gboolean
read_explicit_deal (DbfState    *s,
                    JsonObject  *deal,
                    GError     **error)
{
  JsonObjectIter iter;
  const char *member;
  JsonNode *value;
  guint64 seen = 0;
  gboolean have_pack = json_object_has_member (deal, "pack");
  gboolean have_hands = json_object_has_member (deal, "hands");

  json_object_iter_init (&iter, deal);
  while (json_object_iter_next (&iter, &member, &value))
    if (strcmp (member, "pack") != 0 && strcmp (member, "hands") != 0 &&
        strcmp (member, "kitty") != 0 && strcmp (member, "redeals") != 0 &&
        strcmp (member, "redeal_seed") != 0)
      {
        g_autofree char *quoted = trp_json_input_quote (member, -1);
        g_autofree char *message = g_strdup_printf (_("The deal has no pile called “%s”"), quoted);

        return invalid_deal (error, "D-14", message);
      }

  if (have_pack == have_hands || have_hands != json_object_has_member (deal, "kitty"))
    return invalid_deal (error, "D-14", _("A deal names either the pack, or the four hands and the kitty"));

  if (have_pack)
    {
      if (!read_cards (json_object_get_member (deal, "pack"), DBF_N_CARDS, s->pack, &seen, error))
        return FALSE;
    }
  else
    {
      JsonNode *hands = json_object_get_member (deal, "hands");
      TrpCard hand[DBF_HAND];

      if (!JSON_NODE_HOLDS_ARRAY (hands) || json_array_get_length (json_node_get_array (hands)) != DBF_N_SEATS)
        return invalid_deal (error, "D-14", _("A deal names four hands"));
      for (int seat = 0; seat < DBF_N_SEATS; seat++)
        {
          int offset = (seat - s->starter + DBF_N_SEATS) % DBF_N_SEATS;

          if (!read_cards (json_array_get_element (json_node_get_array (hands), seat),
                           DBF_HAND, hand, &seen, error))
            return FALSE;
          /* D-14: the j-th card a seat draws is card 4j + offset + 1. */
          for (guint j = 0; j < DBF_HAND; j++)
            s->pack[4 * j + offset] = hand[j];
        }
      if (!read_cards (json_object_get_member (deal, "kitty"), DBF_KITTY, s->pack + DBF_DRAWN, &seen, error))
        return FALSE;
    }

  s->n_explicit_redeals = 0;
  s->n_explicit_used = 0;
  if (json_object_has_member (deal, "redeals"))
    {
      JsonNode *node = json_object_get_member (deal, "redeals");
      JsonArray *array;

      if (!JSON_NODE_HOLDS_ARRAY (node) ||
          json_array_get_length (array = json_node_get_array (node)) > G_N_ELEMENTS (s->explicit_redeals))
        return invalid_deal (error, "D-25", _("A deal names at most four packs for redeals"));
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          guint64 redeal_seen = 0;

          if (!read_cards (json_array_get_element (array, i), DBF_N_CARDS,
                           s->explicit_redeals[i], &redeal_seen, error))
            return FALSE;
          s->n_explicit_redeals++;
        }
    }

  s->redeal_seed = 0;
  if (json_object_has_member (deal, "redeal_seed"))
    {
      gint64 seed;

      if (!read_int (deal, "redeal_seed", &seed))
        return invalid_deal (error, "D-25", _("The redeal seed must be a whole number"));
      s->redeal_seed = (guint64) seed;
    }

  return TRUE;
}

static gboolean
dabaifen_deal (TrpGame     *game,
               guint        dealer,
               JsonObject  *carry,
               TrpRng      *rng,
               JsonObject  *explicit_deal,
               GError     **error)
{
  TrpDabaifenGame *self = TRP_DABAIFEN_GAME (game);
  DbfState next;

  /* Work on a copy so that a refused deal leaves the game as it was. */
  memset (&next, 0, sizeof next);
  next.kitty_exposed = self->s.kitty_exposed;
  next.reject_failed_throws = self->s.reject_failed_throws;
  next.start_level = self->s.start_level;
  next.win_above_level = self->s.win_above_level;
  next.redeal_claimant = -1;

  if (!read_carry (&next, dealer, carry, error))
    return FALSE;

  if (explicit_deal != NULL)
    {
      if (!read_explicit_deal (&next, explicit_deal, error))
        return FALSE;
    }
  else
    {
      shuffled_pack (&next, rng);
      next.redeal_seed = trp_rng_next (rng);
    }

  self->s = next;
  start_hand (&self->s);
  return TRUE;
}

/* ---- Turn and phase ----------------------------------------------------- */

int
dbf_current_seat (const DbfState *s)
{
  switch (s->phase)
    {
    case DBF_PHASE_DRAW:
      return (s->window_drawer + s->window_step) % DBF_N_SEATS;
    case DBF_PHASE_REDEAL:
      return (s->leader + s->poll_step) % DBF_N_SEATS;
    case DBF_PHASE_BURY:
      return s->leader;
    case DBF_PHASE_PLAY:
      return s->turn;
    case DBF_PHASE_NONE:
    case DBF_PHASE_OVER:
    default:
      return -1;
    }
}

static int
dabaifen_get_current_seat (TrpGame *game)
{
  return dbf_current_seat (&TRP_DABAIFEN_GAME (game)->s);
}

static const char *
phase_name (DbfPhase phase)
{
  return phase_names[phase];
}

static const char *
dabaifen_get_phase (TrpGame *game)
{
  return phase_name (TRP_DABAIFEN_GAME (game)->s.phase);
}

/* ---- Validation --------------------------------------------------------- */

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
static gboolean
check_cards_held (const DbfState   *s,
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

  if (action->type == ACTION_PLAY)
    return refuse (error, TRP_RULE_ERROR_WRONG_PHASE, "D-28", _("The cards are still being drawn"));
  if (action->type == ACTION_BURY)
    return refuse (error, TRP_RULE_ERROR_WRONG_PHASE, "D-26", _("The cards are still being drawn"));
  if (action->type == ACTION_CLAIM)
    return refuse (error, TRP_RULE_ERROR_WRONG_PHASE, "D-25",
                   _("A redeal can only be claimed once all the cards are drawn"));

  if (action->seat != dbf_current_seat (s))
    return refuse (error, TRP_RULE_ERROR_NOT_YOUR_TURN, "D-17",
                   _("Another player decides first whether to show a card"));

  if (action->type == ACTION_PASS)
    {
      if (action->n_cards != 0)
        return refuse (error, TRP_RULE_ERROR_ILLEGAL, "D-17", _("Passing names no card"));
      return TRUE;
    }

  if (action->n_cards != 1)
    return refuse (error, TRP_RULE_ERROR_ILLEGAL, "D-16", _("Show exactly one card"));
  if (!check_cards_held (s, action, "D-16", &mask, error))
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
  if (action->type == ACTION_EXPOSE)
    return refuse_expose_now (s, error);
  if (action->type == ACTION_PLAY || action->type == ACTION_BURY)
    return refuse (error, TRP_RULE_ERROR_WRONG_PHASE, "D-25",
                   _("Wait until every player without trumps has decided about a redeal"));
  if (action->seat != dbf_current_seat (s))
    return refuse (error, TRP_RULE_ERROR_NOT_YOUR_TURN, "D-25",
                   _("Another player decides first about a redeal"));
  if (action->n_cards != 0)
    return refuse (error, TRP_RULE_ERROR_ILLEGAL, "D-25", _("This decision names no card"));
  if (action->type == ACTION_CLAIM && (s->hands[action->seat] & s->eff_mask[DBF_TRUMP]) != 0)
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

  if (action->type == ACTION_EXPOSE)
    return refuse_expose_now (s, error);
  if (action->type == ACTION_CLAIM)
    return refuse (error, TRP_RULE_ERROR_WRONG_PHASE, "D-25",
                   _("A redeal can only be claimed before the leader takes the kitty"));
  if (action->type != ACTION_BURY)
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
  return check_cards_held (s, action, "D-27", &mask, error);
}

static gboolean
validate_play (const DbfState   *s,
               const TrpAction  *action,
               GError          **error)
{
  guint64 mask;

  if (action->type == ACTION_EXPOSE)
    return refuse_expose_now (s, error);
  if (action->type == ACTION_CLAIM)
    return refuse (error, TRP_RULE_ERROR_WRONG_PHASE, "D-25",
                   _("A redeal can only be claimed before the leader takes the kitty"));
  if (action->type == ACTION_BURY)
    return refuse (error, TRP_RULE_ERROR_WRONG_PHASE, "D-27", _("The kitty is already buried"));
  if (action->seat != s->turn)
    return refuse (error, TRP_RULE_ERROR_NOT_YOUR_TURN, "D-28", _("It is another player’s turn to play"));
  if (action->type == ACTION_PASS)
    return refuse (error, TRP_RULE_ERROR_ILLEGAL, s->n_in_trick == 0 ? "D-28" : "D-32",
                   _("You cannot pass: play a card"));
  if (action->n_cards == 0)
    return refuse (error, TRP_RULE_ERROR_ILLEGAL, s->n_in_trick == 0 ? "D-29" : "D-32",
                   _("Play at least one card"));
  if (!check_cards_held (s, action, s->n_in_trick == 0 ? "D-29" : "D-32", &mask, error))
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

static gboolean
dabaifen_validate (TrpGame          *game,
                   const TrpAction  *action,
                   GError          **error)
{
  const DbfState *s = &TRP_DABAIFEN_GAME (game)->s;
  const char *type = action->type;

  if (s->phase == DBF_PHASE_OVER)
    return refuse (error, TRP_RULE_ERROR_WRONG_PHASE, "D-36", _("This hand is over"));
  if (s->phase == DBF_PHASE_NONE)
    return refuse (error, TRP_RULE_ERROR_WRONG_PHASE, "D-14", _("No cards have been drawn yet"));

  if (type != ACTION_EXPOSE && type != ACTION_PASS && type != ACTION_CLAIM &&
      type != ACTION_BURY && type != ACTION_PLAY)
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

/* ---- Apply -------------------------------------------------------------- */

static void
end_trick (DbfState *s)
{
  int winner;
  guint64 cards = 0;

  /* D-33, D-34. */
  winner = s->trick.n == 1 ? dbf_single_trick_winner (s, &s->trick) : s->trick.leader;
  s->trick.winner = (gint8) winner;
  for (int seat = 0; seat < DBF_N_SEATS; seat++)
    cards |= s->trick.by_seat[seat];
  /* D-35. */
  s->captured[dbf_team (winner)] |= cards;
  s->tricks[s->n_tricks++] = s->trick;

  memset (&s->trick, 0, sizeof s->trick);
  s->trick.leader = (gint8) winner;
  s->trick.winner = -1;
  s->n_in_trick = 0;
  s->turn = (gint8) winner;

  /* D-36: every hand empties with the same trick. */
  if (s->hands[winner] == 0)
    {
      s->last_trick_winner = (gint8) winner;
      s->turn = -1;
      s->phase = DBF_PHASE_OVER;
    }
}

static void
apply_play (DbfState *s,
            int       seat,
            guint64   mask)
{
  guint n = (mask & (mask - 1)) == 0 ? 1 : dbf_popcount (mask);

  s->hands[seat] &= ~mask;
  s->played |= mask;
  s->trick.by_seat[seat] = mask;

  if (s->n_in_trick == 0)
    {
      TrpCard offending;
      int holder;

      s->trick.leader = (gint8) seat;
      s->trick.n = (guint8) n;
      s->led_suit = s->eff_suit[__builtin_ctzll (mask)];
      s->n_in_trick = 1;

      /* D-31, D-AMB-8: under “penalize” the throw is tested at once and
       * an unsound one ends the hand.
       */
      if (n >= 2 && !s->reject_failed_throws &&
          !dbf_throw_is_sound (s, seat, mask, &offending, &holder))
        {
          s->failed = TRUE;
          s->failed_seat = (gint8) seat;
          s->failed_cards = mask;
          s->offending_card = offending;
          s->offending_holder = (gint8) holder;
          s->turn = -1;
          s->phase = DBF_PHASE_OVER;
          return;
        }
    }
  else
    {
      /* D-32: playing fewer cards of the led suit than asked shows a void. */
      if (s->trick.n == 1 ? (mask & s->eff_mask[s->led_suit]) == 0
                          : dbf_popcount (mask & s->eff_mask[s->led_suit]) < s->trick.n)
        s->voids[seat] |= 1 << s->led_suit;
      s->n_in_trick++;
    }

  if (s->n_in_trick < DBF_N_SEATS)
    s->turn = (gint8) ((guint) (seat + 1) % DBF_N_SEATS);
  else
    end_trick (s);
}

/* The one place where moves change the state; validate() has accepted
 * the move, or the random playout drew it from the legal ones.
 */
void
dbf_apply_move (DbfState *s,
                DbfMove   move,
                int       seat,
                guint64   mask)
{
  switch (s->phase)
    {
    case DBF_PHASE_DRAW:
      if (move == DBF_MOVE_EXPOSE)
        {
          TrpCard card = dbf_index_card (__builtin_ctzll (mask));

          /* D-16, D-18: the first exposure fixes T; the draw then ends
           * without further windows.
           */
          s->exposer = (gint8) seat;
          s->exposed_card = card;
          s->trump_by = DBF_TRUMP_BY_EXPOSURE;
          s->trump_card = card;
          s->trump_suit = trp_card_get_suit (card);
          continue_draw (s);
        }
      else
        {
          /* Public: the seat was asked, so it holds a rank-R card. */
          s->r_holders |= 1 << seat;
          s->window_step++;
          if (!window_find_seat (s))
            continue_draw (s);
        }
      break;

    case DBF_PHASE_REDEAL:
      if (move == DBF_MOVE_CLAIM)
        {
          /* D-25: the claimant's hand is shown, and the hand starts over
           * with the same starter, trump rank and declarers.
           */
          s->redeal_claimant = (gint8) seat;
          s->redeal_shown = s->hands[seat];
          s->n_redeals++;
          next_pack (s);
          start_hand (s);
        }
      else
        {
          s->poll_step++;
          if (!poll_find_seat (s))
            take_kitty (s);
        }
      break;

    case DBF_PHASE_BURY:
      s->hands[s->leader] &= ~mask;
      s->buried |= mask;
      s->n_buried += dbf_popcount (mask);
      if (s->n_buried == DBF_KITTY)
        {
          s->phase = DBF_PHASE_PLAY;
          s->turn = s->leader;
          s->trick.leader = s->leader;
        }
      break;

    case DBF_PHASE_PLAY:
      apply_play (s, seat, mask);
      break;

    case DBF_PHASE_NONE:
    case DBF_PHASE_OVER:
    default:
      g_return_if_reached ();
    }
}

const char *
dbf_move_type (DbfMove move)
{
  switch (move)
    {
    case DBF_MOVE_EXPOSE: return ACTION_EXPOSE;
    case DBF_MOVE_PASS:   return ACTION_PASS;
    case DBF_MOVE_CLAIM:  return ACTION_CLAIM;
    case DBF_MOVE_BURY:   return ACTION_BURY;
    case DBF_MOVE_PLAY:   return ACTION_PLAY;
    default:              g_return_val_if_reached (NULL);
    }
}

static void
dabaifen_apply (TrpGame         *game,
                const TrpAction *action)
{
  DbfState *s = &TRP_DABAIFEN_GAME (game)->s;
  gboolean bad;
  guint64 mask = dbf_mask_from_cards (action->cards, action->n_cards, &bad);
  DbfMove move;

  if (action->type == ACTION_EXPOSE)
    move = DBF_MOVE_EXPOSE;
  else if (action->type == ACTION_CLAIM)
    move = DBF_MOVE_CLAIM;
  else if (action->type == ACTION_BURY)
    move = DBF_MOVE_BURY;
  else if (action->type == ACTION_PLAY)
    move = DBF_MOVE_PLAY;
  else
    move = DBF_MOVE_PASS;

  dbf_apply_move (s, move, action->seat, mask);
}

static guint
dabaifen_playout_random (TrpGame   *game,
                         TrpRng    *rng,
                         guint      max_moves,
                         GPtrArray *log)
{
  return dbf_playout_random (&TRP_DABAIFEN_GAME (game)->s, rng, max_moves, log);
}

static guint
dabaifen_playout_guided (TrpGame   *game,
                         TrpRng    *rng,
                         guint      max_moves,
                         GPtrArray *log)
{
  return dbf_playout_guided (&TRP_DABAIFEN_GAME (game)->s, rng, max_moves, log);
}

/* ---- Legal actions ------------------------------------------------------ */

/* Like trp_action_new_with_cards(), for a type interned in class_init:
 * trp_action_new() interns the type again, under the intern table's lock,
 * which the search's threads contend for on every listed action.
 */
static TrpAction *
new_action (const char    *type,
            int            seat,
            const TrpCard *cards,
            guint          n_cards)
{
  TrpAction *action = g_new0 (TrpAction, 1);

  action->type = type;
  action->seat = seat;
  action->target = -1;
  action->suit = TRP_SUIT_NONE;
  action->n_cards = n_cards;
  action->cards = n_cards > 0 ? g_memdup2 (cards, n_cards) : NULL;
  return action;
}

static void
add_action (GPtrArray  *actions,
            const char *type,
            int         seat,
            guint64     mask)
{
  TrpCard cards[DBF_N_CARDS];
  guint n = dbf_mask_to_cards (mask, cards);

  g_ptr_array_add (actions, new_action (type, seat, cards, n));
}

static guint64
binomial (guint n,
          guint k)
{
  guint64 result = 1;

  if (k > n)
    return 0;
  for (guint i = 1; i <= k; i++)
    result = result * (n - k + i) / i;
  return result;
}

static void
add_combinations (GPtrArray     *actions,
                  int            seat,
                  guint64        base,
                  const guint8  *pool,
                  guint          n_pool,
                  guint          k,
                  guint          start,
                  guint64        chosen)
{
  if (k == 0)
    {
      add_action (actions, ACTION_PLAY, seat, base | chosen);
      return;
    }
  for (guint i = start; i + k <= n_pool; i++)
    add_combinations (actions, seat, base, pool, n_pool, k - 1, i + 1, chosen | DBF_BIT (pool[i]));
}

/* Pool indices, weakest first. */
static guint
pool_weakest_first (const DbfState *s,
                    guint64         mask,
                    guint8         *out)
{
  TrpCard sorted[DBF_N_CARDS];
  guint n = dbf_sorted_by_strength (s, mask, sorted);

  for (guint i = 0; i < n; i++)
    out[i] = (guint8) dbf_card_index (sorted[n - 1 - i]);
  return n;
}

#define MAX_FULL_FOLLOWS 64

/* D-32. When the choices are many, a useful subset: the weakest cards,
 * the strongest, and each single card with the weakest others, so that
 * any one card (a point card, a trump) can be given or kept.
 */
static void
add_follows (const DbfState *s,
             GPtrArray      *actions,
             int             seat)
{
  guint64 hand = s->hands[seat];
  guint64 held = hand & s->eff_mask[s->led_suit];
  guint n = s->trick.n;
  guint64 base = 0;
  guint64 pool_mask;
  guint k;
  guint8 pool[DBF_N_CARDS];
  guint n_pool;
  guint64 seen[DBF_N_CARDS + 2];
  guint n_seen = 0;

  if (dbf_popcount (held) >= n)
    pool_mask = held, k = n;
  else
    base = held, pool_mask = hand & ~held, k = n - dbf_popcount (held);

  n_pool = pool_weakest_first (s, pool_mask, pool);

  if (binomial (n_pool, k) <= MAX_FULL_FOLLOWS)
    {
      add_combinations (actions, seat, base, pool, n_pool, k, 0, 0);
      return;
    }

  for (guint variant = 0; variant < n_pool + 2; variant++)
    {
      guint64 chosen = 0;
      gboolean duplicate = FALSE;

      if (variant == 0)
        for (guint i = 0; i < k; i++)
          chosen |= DBF_BIT (pool[i]);
      else if (variant == 1)
        for (guint i = 0; i < k; i++)
          chosen |= DBF_BIT (pool[n_pool - 1 - i]);
      else
        {
          guint forced = pool[variant - 2];

          chosen = DBF_BIT (forced);
          for (guint i = 0; dbf_popcount (chosen) < k; i++)
            chosen |= DBF_BIT (pool[i]);
        }

      for (guint i = 0; i < n_seen; i++)
        duplicate |= seen[i] == chosen;
      if (!duplicate)
        {
          seen[n_seen++] = chosen;
          add_action (actions, ACTION_PLAY, seat, base | chosen);
        }
    }
}

/* D-29, D-49: every single card, and the “top-down” throws of each
 * effective suit (its strongest two, three, … cards). Under “reject” only
 * the sound ones, since validate() refuses the others.
 */
static void
add_leads (const DbfState *s,
           GPtrArray      *actions,
           int             seat)
{
  guint64 hand = s->hands[seat];

  for (guint64 m = hand; m != 0; m &= m - 1)
    add_action (actions, ACTION_PLAY, seat, m & -m);

  for (guint suit = 0; suit < DBF_N_EFF; suit++)
    {
      TrpCard sorted[DBF_N_CARDS];
      guint n = 0;
      guint64 throw;

      /* The table's order is dbf_sorted_by_strength()'s, without sorting. */
      for (guint i = s->eff_start[suit]; i < s->eff_start[suit + 1]; i++)
        if ((hand & DBF_BIT (s->by_strength[i])) != 0)
          sorted[n++] = dbf_index_card (s->by_strength[i]);

      if (n < 2)
        continue;
      throw = DBF_BIT (dbf_card_index (sorted[0]));

      for (guint k = 2; k <= n; k++)
        {
          TrpAction *action;

          throw |= DBF_BIT (dbf_card_index (sorted[k - 1]));
          if (s->reject_failed_throws && !dbf_throw_is_sound (s, seat, throw, NULL, NULL))
            break;
          action = new_action (ACTION_PLAY, seat, sorted, k);
          g_ptr_array_add (actions, action);
        }
    }
}

static GPtrArray *
dabaifen_legal_actions (TrpGame *game)
{
  const DbfState *s = &TRP_DABAIFEN_GAME (game)->s;
  GPtrArray *actions = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_action_free);
  int seat = dbf_current_seat (s);

  switch (s->phase)
    {
    case DBF_PHASE_DRAW:
      for (guint64 m = s->hands[seat] & s->rank_r_mask; m != 0; m &= m - 1)
        add_action (actions, ACTION_EXPOSE, seat, m & -m);
      g_ptr_array_add (actions, new_action (ACTION_PASS, seat, NULL, 0));
      break;

    case DBF_PHASE_REDEAL:
      g_ptr_array_add (actions, new_action (ACTION_CLAIM, seat, NULL, 0));
      g_ptr_array_add (actions, new_action (ACTION_PASS, seat, NULL, 0));
      break;

    case DBF_PHASE_BURY:
      /* D-48: six single steps keep the choice small. */
      for (guint64 m = s->hands[seat]; m != 0; m &= m - 1)
        add_action (actions, ACTION_BURY, seat, m & -m);
      break;

    case DBF_PHASE_PLAY:
      if (s->n_in_trick == 0)
        add_leads (s, actions, seat);
      else
        add_follows (s, actions, seat);
      break;

    case DBF_PHASE_NONE:
    case DBF_PHASE_OVER:
    default:
      break;
    }

  return actions;
}

/* ---- Observation -------------------------------------------------------- */

static void
add_card_or_null (JsonBuilder *builder,
                  TrpCard      card)
{
  if (card == TRP_CARD_NONE)
    json_builder_add_null_value (builder);
  else
    json_builder_add_string_value (builder, trp_card_to_code (card));
}

static void
add_int_member (JsonBuilder *builder,
                const char  *name,
                gint64       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

static void
add_trick (JsonBuilder    *builder,
           const DbfTrick *trick)
{
  json_builder_begin_object (builder);
  add_int_member (builder, "leader", trick->leader);
  add_int_member (builder, "winner", trick->winner);
  json_builder_set_member_name (builder, "cards");
  json_builder_begin_array (builder);
  for (int seat = 0; seat < DBF_N_SEATS; seat++)
    dbf_json_add_mask (builder, trick->by_seat[seat]);
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

/* D-49: what @seat may know. */
static JsonNode *
dabaifen_observation (TrpGame *game,
                      int      seat)
{
  const DbfState *s = &TRP_DABAIFEN_GAME (game)->s;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  gboolean over = s->phase == DBF_PHASE_OVER;
  guint kitty_size = s->phase == DBF_PHASE_REDEAL ? DBF_KITTY : 0;

  json_builder_begin_object (builder);
  add_int_member (builder, "seat", seat);
  json_builder_set_member_name (builder, "phase");
  json_builder_add_string_value (builder, phase_name (s->phase));
  add_int_member (builder, "current_seat", dbf_current_seat (s));
  add_int_member (builder, "starter", s->starter);
  add_int_member (builder, "leader", s->leader);
  add_int_member (builder, "declarers", s->declarers);
  json_builder_set_member_name (builder, "first_hand");
  json_builder_add_boolean_value (builder, s->first_hand);
  json_builder_set_member_name (builder, "levels");
  json_builder_begin_array (builder);
  json_builder_add_int_value (builder, s->levels[0]);
  json_builder_add_int_value (builder, s->levels[1]);
  json_builder_end_array (builder);
  add_int_member (builder, "trump_rank", s->trump_rank);
  json_builder_set_member_name (builder, "trump_suit");
  if (s->trump_suit == TRP_SUIT_NONE)
    json_builder_add_null_value (builder);
  else
    json_builder_add_string_value (builder, trp_suit_to_code (s->trump_suit));
  json_builder_set_member_name (builder, "trump_fixed_by");
  if (dbf_trump_by_name (s->trump_by) == NULL)
    json_builder_add_null_value (builder);
  else
    json_builder_add_string_value (builder, dbf_trump_by_name (s->trump_by));
  json_builder_set_member_name (builder, "trump_card");
  add_card_or_null (builder, s->trump_card);

  add_int_member (builder, "n_drawn", s->n_drawn);
  add_int_member (builder, "pack_size", s->phase == DBF_PHASE_DRAW ? DBF_N_CARDS - s->n_drawn : 0);
  /* D-14: the pack less the kitty, which is never drawn. */
  add_int_member (builder, "left_to_draw", s->phase == DBF_PHASE_DRAW ? DBF_DRAWN - s->n_drawn : 0);
  add_int_member (builder, "window_drawer", s->phase == DBF_PHASE_DRAW ? s->window_drawer : -1);
  json_builder_set_member_name (builder, "hand_sizes");
  json_builder_begin_array (builder);
  for (int i = 0; i < DBF_N_SEATS; i++)
    json_builder_add_int_value (builder, dbf_popcount (s->hands[i]));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "hand");
  dbf_json_add_mask (builder, s->hands[seat]);
  /* How a hand is best held (D-8 to D-11): each card's effective suit,
   * the trumps (4) apart, and its strength within it, in the order of
   * "hand", so that a table groups the trumps in trump order. */
  {
    guint64 mask = s->hands[seat];

    json_builder_set_member_name (builder, "hand_suit_keys");
    json_builder_begin_array (builder);
    for (guint64 m = mask; m != 0; m &= m - 1)
      json_builder_add_int_value (builder, s->eff_suit[__builtin_ctzll (m)]);
    json_builder_end_array (builder);
    json_builder_set_member_name (builder, "hand_rank_keys");
    json_builder_begin_array (builder);
    for (guint64 m = mask; m != 0; m &= m - 1)
      json_builder_add_int_value (builder, s->strength[__builtin_ctzll (m)]);
    json_builder_end_array (builder);
  }

  json_builder_set_member_name (builder, "exposed");
  if (s->exposer < 0)
    json_builder_add_null_value (builder);
  else
    {
      json_builder_begin_object (builder);
      add_int_member (builder, "seat", s->exposer);
      json_builder_set_member_name (builder, "card");
      add_card_or_null (builder, s->exposed_card);
      json_builder_end_object (builder);
    }

  /* D-21, D-26, D-44: turned kitty cards, or all six, are public. */
  add_int_member (builder, "kitty_size", kitty_size);
  json_builder_set_member_name (builder, "kitty_public");
  dbf_json_add_mask (builder, s->kitty_public);

  /* D-27, D-49: the buried kitty is the leader's secret until the end. */
  add_int_member (builder, "n_buried", s->n_buried);
  /* D-27: how many cards the leader still buries, and, to the leader
   * alone, which cards of the hand came from the kitty. */
  add_int_member (builder, "to_bury", s->phase == DBF_PHASE_BURY ? DBF_KITTY - s->n_buried : 0);
  if (seat == s->leader && s->phase == DBF_PHASE_BURY)
    {
      json_builder_set_member_name (builder, "kitty");
      dbf_json_add_mask (builder, s->kitty);
    }
  if (seat == s->leader || over)
    {
      json_builder_set_member_name (builder, "buried");
      dbf_json_add_mask (builder, s->buried);
    }

  json_builder_set_member_name (builder, "tricks");
  json_builder_begin_array (builder);
  for (guint i = 0; i < s->n_tricks; i++)
    add_trick (builder, &s->tricks[i]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "trick");
  add_trick (builder, &s->trick);
  add_int_member (builder, "trick_size", s->n_in_trick > 0 ? s->trick.n : 0);

  /* D-35. */
  json_builder_set_member_name (builder, "captured_points");
  json_builder_begin_array (builder);
  json_builder_add_int_value (builder, dbf_mask_points (s->captured[0]));
  json_builder_add_int_value (builder, dbf_mask_points (s->captured[1]));
  json_builder_end_array (builder);
  add_int_member (builder, "last_trick_winner", s->last_trick_winner);

  /* D-25: a claimant shows his whole hand. */
  add_int_member (builder, "redeals", s->n_redeals);
  json_builder_set_member_name (builder, "redeal_claim");
  if (s->redeal_claimant < 0)
    json_builder_add_null_value (builder);
  else
    {
      json_builder_begin_object (builder);
      add_int_member (builder, "seat", s->redeal_claimant);
      json_builder_set_member_name (builder, "hand");
      dbf_json_add_mask (builder, s->redeal_shown);
      json_builder_end_object (builder);
    }

  /* D-31: the offending card and its holder are shown to everyone. */
  json_builder_set_member_name (builder, "failed_throw");
  if (!s->failed)
    json_builder_add_null_value (builder);
  else
    {
      json_builder_begin_object (builder);
      add_int_member (builder, "seat", s->failed_seat);
      json_builder_set_member_name (builder, "cards");
      dbf_json_add_mask (builder, s->failed_cards);
      json_builder_set_member_name (builder, "offending_card");
      add_card_or_null (builder, s->offending_card);
      add_int_member (builder, "holder", s->offending_holder);
      json_builder_end_object (builder);
    }

  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/* ---- Clone and determinize ---------------------------------------------- */

static TrpGame *
dabaifen_clone (TrpGame *game)
{
  TrpDabaifenGame *self = TRP_DABAIFEN_GAME (game);
  /* No properties by name: copy_base() brings the seats and the rules, and
   * the name lookup showed in the search's clone-per-playout profile.
   */
  TrpDabaifenGame *copy = g_object_new (TRP_TYPE_DABAIFEN_GAME, NULL);

  trp_game_copy_base (TRP_GAME (copy), game);
  memcpy (&copy->s, &self->s, sizeof self->s);
  return TRP_GAME (copy);
}

static void
dabaifen_copy_state (TrpGame *game,
                     TrpGame *source)
{
  trp_game_copy_base (game, source);
  memcpy (&TRP_DABAIFEN_GAME (game)->s, &TRP_DABAIFEN_GAME (source)->s, sizeof (DbfState));
}

/* Deals @s, a copy of @real, the cards @observer cannot see anew. */
static void
determinize_state (DbfState       *s,
                   const DbfState *real,
                   int             observer,
                   TrpRng         *rng)
{
  /* Future redeals are unknown to everyone. */
  s->redeal_seed = trp_rng_next (rng);
  s->n_explicit_used = s->n_explicit_redeals;

  switch (s->phase)
    {
    case DBF_PHASE_DRAW:
      dbf_determinize_draw (s, observer, rng);
      break;

    case DBF_PHASE_REDEAL:
    case DBF_PHASE_BURY:
    case DBF_PHASE_PLAY:
      /* The drawn pack's order and the untouched kitty would tell the
       * real hands; nothing reads them after the draw, so wipe them.
       */
      memset (s->pack, 0, DBF_DRAWN);
      /* The burying leader knows which cards the kitty brought, and
       * sees them marked (D-27). */
      if (s->phase != DBF_PHASE_REDEAL &&
          !(s->phase == DBF_PHASE_BURY && observer == s->leader))
        s->kitty = 0;
      /* The greedy sampler can paint itself into a corner when voids
       * leave little room; retrying costs little, whereas falling back to
       * the real hands would show the observer hidden cards. In 414,000
       * samples 20 tries failed 0.002 % of the time; 1,000 tries make
       * that vanishingly rare. */
      for (guint attempt = 0; attempt < 1000; attempt++)
        {
          if (dbf_try_constrained_deal (s, real, observer, rng))
            break;
          memcpy (s->hands, real->hands, sizeof s->hands);
          s->buried = real->buried;
        }
      break;

    case DBF_PHASE_NONE:
    case DBF_PHASE_OVER:
    default:
      break;
    }
}

static TrpGame *
dabaifen_determinize (TrpGame *game,
                      int      observer,
                      TrpRng  *rng)
{
  TrpDabaifenGame *copy = TRP_DABAIFEN_GAME (dabaifen_clone (game));

  determinize_state (&copy->s, &TRP_DABAIFEN_GAME (game)->s, observer, rng);
  return TRP_GAME (copy);
}

static void
dabaifen_determinize_into (TrpGame *game,
                           TrpGame *source,
                           int      observer,
                           TrpRng  *rng)
{
  dabaifen_copy_state (game, source);
  determinize_state (&TRP_DABAIFEN_GAME (game)->s, &TRP_DABAIFEN_GAME (source)->s, observer, rng);
}

/* ---- Scoring ------------------------------------------------------------ */

static guint
dabaifen_round_totals (TrpGame *game,
                       int     *totals,
                       guint    max_units,
                       int     *match_winner)
{
  return dbf_round_totals (&TRP_DABAIFEN_GAME (game)->s, totals, max_units, match_winner, NULL);
}

static TrpRoundResult *
dabaifen_round_result (TrpGame *game)
{
  return dbf_round_result (game, &TRP_DABAIFEN_GAME (game)->s);
}

/* ---- Descriptions ------------------------------------------------------- */

static char *
cards_text (const TrpCard *cards,
            guint          n)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = trp_card_get_display_name (cards[i], FACE);

      /* Translators: joins the names of cards played together, as in
       * “the Ace of Hearts, King of Hearts and Five of Hearts”. */
      if (i > 0)
        g_string_append (text, i + 1 == n ? _(" and ") : _(", "));
      g_string_append (text, name);
    }
  return g_string_free (text, FALSE);
}

/* A throw the leader cannot know to be sound (D-30): some card of its
 * suit stronger than the weakest thrown one is neither in the leader's
 * hand, nor played, nor in the kitty the leader buried. If another player
 * holds it, the hand ends at once (D-31, D-39): the table asks first. */
static char *
dabaifen_describe_risk (TrpGame         *game,
                        const TrpAction *action)
{
  const DbfState *s = &TRP_DABAIFEN_GAME (game)->s;
  guint64 mask, unseen;
  int weakest = G_MAXINT;
  guint suit;

  if (action->type != ACTION_PLAY || action->n_cards < 2 || s->phase != DBF_PHASE_PLAY ||
      s->n_in_trick != 0 || s->reject_failed_throws || action->seat != s->turn ||
      !check_cards_held (s, action, "D-29", &mask, NULL))
    return NULL;

  suit = s->eff_suit[__builtin_ctzll (mask)];
  if ((mask & ~s->eff_mask[suit]) != 0)
    return NULL;
  for (guint64 m = mask; m != 0; m &= m - 1)
    weakest = MIN (weakest, (int) s->strength[__builtin_ctzll (m)]);

  unseen = s->eff_mask[suit] & ~s->hands[action->seat] & ~s->played & ~s->kitty_public;
  if (action->seat == s->leader)
    unseen &= ~s->buried;
  for (guint64 m = unseen; m != 0; m &= m - 1)
    if ((int) s->strength[__builtin_ctzll (m)] > weakest)
      return g_strdup (_("If another player holds a card of this suit higher than one of yours, "
                         "the throw fails: the hand ends at once and is scored as though your "
                         "side had lost every trick (D-31)."));
  return NULL;
}

/* Button labels, said to the player who would choose them. */
static char *
dabaifen_describe_choice (TrpGame         *game,
                          const TrpAction *action)
{
  g_autofree char *cards = NULL;

  for (guint i = 0; i < action->n_cards; i++)
    if (!trp_card_is_valid (action->cards[i]))
      return NULL;
  cards = cards_text (action->cards, action->n_cards);

  if (action->type == ACTION_PASS)
    return g_strdup (_("_Pass"));
  if (action->type == ACTION_CLAIM)
    return g_strdup (_("Claim a _Redeal"));
  if (action->type == ACTION_EXPOSE && action->n_cards > 0)
    /* Translators: Da Bai Fen: showing a trump-rank card fixes the trump
     * suit (D-16). */
    return g_strdup_printf (_("_Declare with the %s"), cards);
  if (action->type == ACTION_BURY && action->n_cards > 0)
    return g_strdup_printf (_("Bury %s"), cards);
  if (action->type == ACTION_PLAY && action->n_cards > 0)
    return g_strdup_printf (_("Play %s"), cards);
  return NULL;
}

static char *
dabaifen_describe_action (TrpGame         *game,
                          const TrpAction *action)
{
  const DbfState *s = &TRP_DABAIFEN_GAME (game)->s;
  g_autofree char *cards = NULL;
  g_autofree char *name = trp_game_dup_seat_name (game, action->seat);

  for (guint i = 0; i < action->n_cards; i++)
    if (!trp_card_is_valid (action->cards[i]))
      return trp_action_to_string (action);
  cards = cards_text (action->cards, action->n_cards);

  if (action->type == ACTION_EXPOSE)
    return g_strdup_printf (_("%s shows the %s and fixes the trump suit"), name, cards);
  if (action->type == ACTION_PASS)
    return s->phase == DBF_PHASE_REDEAL
      ? g_strdup_printf (_("%s does not claim a redeal"), name)
      : g_strdup_printf (_("%s shows no card"), name);
  if (action->type == ACTION_CLAIM)
    return g_strdup_printf (_("%s has no trump and claims a redeal"), name);
  if (action->type == ACTION_BURY)
    {
      g_autofree char *count = trp_format_number (action->n_cards);

      return g_strdup_printf (ngettext ("%s buries %s card", "%s buries %s cards", action->n_cards),
                              name, count);
    }
  if (action->type == ACTION_PLAY && action->n_cards == 1)
    return g_strdup_printf (_("%s plays the %s"), name, cards);
  if (action->type == ACTION_PLAY && s->phase == DBF_PHASE_PLAY && s->n_in_trick == 0)
    return g_strdup_printf (_("%s throws the %s"), name, cards);
  if (action->type == ACTION_PLAY)
    return g_strdup_printf (_("%s plays the %s"), name, cards);
  return trp_action_to_string (action);
}

/* The move before it is applied, for the turn's summary. */
static char *
dabaifen_describe_move (TrpGame         *game,
                        const TrpAction *action)
{
  const DbfState *s = &TRP_DABAIFEN_GAME (game)->s;
  g_autofree char *cards = NULL;

  for (guint i = 0; i < action->n_cards; i++)
    if (!trp_card_is_valid (action->cards[i]))
      return trp_action_to_string (action);
  cards = trp_cards_get_short_names (action->cards, action->n_cards);

  if (action->type == ACTION_EXPOSE)
    return g_strdup_printf (_("showed %s and fixed the trump suit"), cards);
  if (action->type == ACTION_PASS)
    return g_strdup (s->phase == DBF_PHASE_REDEAL ? _("did not claim a redeal") : _("showed no card"));
  if (action->type == ACTION_CLAIM)
    return g_strdup (_("had no trump and claimed a redeal"));
  if (action->type == ACTION_BURY)
    {
      g_autofree char *count = trp_format_number (action->n_cards);

      return g_strdup_printf (ngettext ("buried %s card", "buried %s cards", action->n_cards),
                              count);
    }
  if (action->type == ACTION_PLAY && action->n_cards > 1 &&
      s->phase == DBF_PHASE_PLAY && s->n_in_trick == 0)
    return g_strdup_printf (_("threw %s"), cards);
  if (action->type == ACTION_PLAY)
    return g_strdup_printf (_("played %s"), cards);
  return trp_action_to_string (action);
}

static guint
dabaifen_get_scoring_unit (TrpGame *game,
                           int      seat)
{
  return (guint) dbf_team (seat);
}

static guint
dabaifen_get_n_scoring_units (TrpGame *game)
{
  return 2;
}

/* D-5, D-43: the match's totals are the levels, and both teams start on
 * start_level. */
static int
dabaifen_get_initial_total (TrpGame *game,
                            guint    unit)
{
  return TRP_DABAIFEN_GAME (game)->s.start_level;
}

/* ---- GObject ------------------------------------------------------------ */

static void
trp_dabaifen_game_constructed (GObject *object)
{
  TrpDabaifenGame *self = TRP_DABAIFEN_GAME (object);
  TrpRules *rules = trp_game_get_rules (TRP_GAME (self));

  G_OBJECT_CLASS (trp_dabaifen_game_parent_class)->constructed (object);

  /* A clone is built without rules and gets the cached values by copy. */
  if (rules == NULL)
    return;

  self->s.kitty_exposed = trp_rules_get_bool (rules, "kitty_exposed");
  self->s.start_level = (gint8) trp_rules_get_int (rules, "start_level");
  self->s.win_above_level = (gint8) trp_rules_get_int (rules, "win_above_level");
  self->s.reject_failed_throws = trp_rules_get_enum (rules, "failed_throw_policy") ==
                                 TRP_DABAIFEN_FAILED_THROW_POLICY_REJECT;
}

static void
trp_dabaifen_game_class_init (TrpDabaifenGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TrpGameClass *game_class = TRP_GAME_CLASS (klass);

  object_class->constructed = trp_dabaifen_game_constructed;

  for (guint i = 0; i < DBF_N_CARDS; i++)
    fresh_deck[i] = dbf_index_card (i);

  action_expose = g_intern_static_string ("expose");
  action_pass = g_intern_static_string ("pass");
  action_claim = g_intern_static_string ("claim_redeal");
  action_bury = g_intern_static_string ("bury");
  action_play = g_intern_static_string ("play");
  phase_names[DBF_PHASE_NONE] = g_intern_static_string ("none");
  phase_names[DBF_PHASE_DRAW] = g_intern_static_string (TRP_DABAIFEN_PHASE_DRAW);
  phase_names[DBF_PHASE_REDEAL] = g_intern_static_string (TRP_DABAIFEN_PHASE_REDEAL);
  phase_names[DBF_PHASE_BURY] = g_intern_static_string (TRP_DABAIFEN_PHASE_BURY);
  phase_names[DBF_PHASE_PLAY] = g_intern_static_string (TRP_DABAIFEN_PHASE_PLAY);
  phase_names[DBF_PHASE_OVER] = g_intern_static_string (TRP_PHASE_ROUND_OVER);

  game_class->game_id = "dabaifen";
  game_class->deal = dabaifen_deal;
  game_class->get_current_seat = dabaifen_get_current_seat;
  game_class->get_phase = dabaifen_get_phase;
  game_class->validate = dabaifen_validate;
  game_class->apply = dabaifen_apply;
  game_class->legal_actions = dabaifen_legal_actions;
  game_class->observation = dabaifen_observation;
  game_class->clone = dabaifen_clone;
  game_class->determinize = dabaifen_determinize;
  game_class->round_result = dabaifen_round_result;
  game_class->round_totals = dabaifen_round_totals;
  game_class->copy_state = dabaifen_copy_state;
  game_class->determinize_into = dabaifen_determinize_into;
  game_class->describe_action = dabaifen_describe_action;
  game_class->describe_choice = dabaifen_describe_choice;
  game_class->describe_risk = dabaifen_describe_risk;
  game_class->describe_move = dabaifen_describe_move;
  game_class->get_scoring_unit = dabaifen_get_scoring_unit;
  game_class->get_n_scoring_units = dabaifen_get_n_scoring_units;
  game_class->get_initial_total = dabaifen_get_initial_total;
  game_class->playout_random = dabaifen_playout_random;
  game_class->playout_guided = dabaifen_playout_guided;
}

static void
trp_dabaifen_game_init (TrpDabaifenGame *self)
{
  self->s.phase = DBF_PHASE_NONE;
  self->s.start_level = 2;
  self->s.win_above_level = 14;
  self->s.declarers = -1;
  self->s.leader = -1;
  self->s.exposer = -1;
  self->s.turn = -1;
  self->s.redeal_claimant = -1;
  self->s.trump_suit = TRP_SUIT_NONE;
}

/* ---- Public API --------------------------------------------------------- */

/**
 * trp_dabaifen_game_new:
 * @rules: (nullable): Da Bai Fen rules, or %NULL for the defaults
 *
 * Returns: (transfer full): a four-seat game, not dealt yet
 */
TrpGame *
trp_dabaifen_game_new (TrpRules *rules)
{
  g_autoptr(TrpRules) defaults = NULL;

  if (rules == NULL)
    rules = defaults = trp_rules_new (&trp_dabaifen_rules_descriptor);

  return g_object_new (TRP_TYPE_DABAIFEN_GAME, "rules", rules, "n-seats", DBF_N_SEATS, NULL);
}

/**
 * trp_dabaifen_game_get_hand:
 * @out_cards: (out caller-allocates) (array): room for 18 cards
 *
 * Returns: the number of cards @seat holds, in a fixed order
 */
guint
trp_dabaifen_game_get_hand (TrpDabaifenGame *self,
                            int              seat,
                            TrpCard         *out_cards)
{
  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), 0);
  g_return_val_if_fail (seat >= 0 && seat < DBF_N_SEATS, 0);

  return dbf_mask_to_cards (self->s.hands[seat], out_cards);
}

guint
trp_dabaifen_game_get_n_drawn (TrpDabaifenGame *self)
{
  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), 0);

  return self->s.n_drawn;
}

int
trp_dabaifen_game_get_trump_rank (TrpDabaifenGame *self)
{
  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), 0);

  return self->s.trump_rank;
}

TrpSuit
trp_dabaifen_game_get_trump_suit (TrpDabaifenGame *self)
{
  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), TRP_SUIT_NONE);

  return self->s.trump_suit;
}

/* D-8. Before T is fixed only the jokers and rank-R cards are sure trumps. */
gboolean
trp_dabaifen_game_is_trump (TrpDabaifenGame *self,
                            TrpCard          card)
{
  int index;

  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), FALSE);

  if ((index = dbf_card_index (card)) < 0)
    return FALSE;
  if (self->s.trump_suit == TRP_SUIT_NONE)
    return trp_card_is_joker (card) || (self->s.rank_r_mask & DBF_BIT (index)) != 0;
  return self->s.eff_suit[index] == DBF_TRUMP;
}

/* D-11, once T is fixed; 0 before. */
int
trp_dabaifen_game_get_strength (TrpDabaifenGame *self,
                                TrpCard          card)
{
  int index;

  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), 0);

  if ((index = dbf_card_index (card)) < 0 || self->s.trump_suit == TRP_SUIT_NONE)
    return 0;
  return self->s.strength[index];
}

int
trp_dabaifen_game_get_exposer (TrpDabaifenGame *self,
                               TrpCard         *out_card)
{
  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), -1);

  if (out_card != NULL)
    *out_card = self->s.exposed_card;
  return self->s.exposer;
}

int
trp_dabaifen_game_get_leader (TrpDabaifenGame *self)
{
  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), -1);

  return self->s.leader;
}

int
trp_dabaifen_game_get_declarers (TrpDabaifenGame *self)
{
  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), -1);

  return self->s.declarers;
}

int
trp_dabaifen_game_get_level (TrpDabaifenGame *self,
                             guint            team)
{
  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), 0);
  g_return_val_if_fail (team < 2, 0);

  return self->s.levels[team];
}

/**
 * trp_dabaifen_game_get_opponents_total:
 *
 * Returns: p, the opponents' total of a finished hand with the buried
 *   kitty's share (D-37, D-38), or -1 while the hand runs
 */
int
trp_dabaifen_game_get_opponents_total (TrpDabaifenGame *self)
{
  int totals[2], winner, p = -1;

  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), -1);

  if (dbf_round_totals (&self->s, totals, 2, &winner, &p) == 0)
    return -1;
  return p;
}

int
trp_dabaifen_game_get_captured_points (TrpDabaifenGame *self,
                                       guint            team)
{
  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), 0);
  g_return_val_if_fail (team < 2, 0);

  return dbf_mask_points (self->s.captured[team]);
}

/**
 * trp_dabaifen_game_get_trick:
 * @out_cards: (out caller-allocates) (array): room for 12 cards
 *
 * Returns: the number of cards @seat has played to the current trick
 */
guint
trp_dabaifen_game_get_trick (TrpDabaifenGame *self,
                             int              seat,
                             TrpCard         *out_cards)
{
  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), 0);
  g_return_val_if_fail (seat >= 0 && seat < DBF_N_SEATS, 0);

  return dbf_mask_to_cards (self->s.trick.by_seat[seat], out_cards);
}

/**
 * trp_dabaifen_game_get_played:
 * @out_cards: (out caller-allocates) (array): room for 54 cards
 *
 * Public knowledge (D-35, D-49): every card played to a trick so far, the
 * current trick included.
 *
 * Returns: the number of cards played
 */
guint
trp_dabaifen_game_get_played (TrpDabaifenGame *self,
                              TrpCard         *out_cards)
{
  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), 0);

  return dbf_mask_to_cards (self->s.played, out_cards);
}

/**
 * trp_dabaifen_game_get_voids:
 *
 * Public knowledge (D-32): the effective suits @seat has shown to be void
 * in by not following, as bits 1 << suit, trumps as 1 << %TRP_SUIT_NONE.
 *
 * Returns: the bits
 */
guint
trp_dabaifen_game_get_voids (TrpDabaifenGame *self,
                             int              seat)
{
  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), 0);
  g_return_val_if_fail (seat >= 0 && seat < DBF_N_SEATS, 0);

  G_STATIC_ASSERT (DBF_TRUMP == TRP_SUIT_NONE);
  return self->s.voids[seat];
}

/**
 * trp_dabaifen_game_get_buried:
 * @observer: the seat asking
 * @out_cards: (out caller-allocates) (array): room for 6 cards
 *
 * The buried kitty as @observer may see it (D-27, D-49): all of it for the
 * leader, and for everyone once the hand is over; nothing otherwise.
 *
 * Returns: the number of cards given
 */
guint
trp_dabaifen_game_get_buried (TrpDabaifenGame *self,
                              int              observer,
                              TrpCard         *out_cards)
{
  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), 0);

  if (observer != self->s.leader && self->s.phase != DBF_PHASE_OVER)
    return 0;
  return dbf_mask_to_cards (self->s.buried, out_cards);
}

/**
 * trp_dabaifen_game_get_view:
 * @game: a Da Bai Fen game
 * @seat: the seat that looks
 * @view: (out caller-allocates): what @seat may see (D-49)
 *
 * The computer players read the game only through this.
 *
 * Returns: %FALSE when @game is not a Da Bai Fen game or @seat not one of
 *   its seats
 */
gboolean
trp_dabaifen_game_get_view (TrpGame         *game,
                            guint            seat,
                            TrpDabaifenView *view)
{
  const DbfState *s;

  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (game), FALSE);
  g_return_val_if_fail (seat < DBF_N_SEATS, FALSE);
  g_return_val_if_fail (view != NULL, FALSE);

  s = &TRP_DABAIFEN_GAME (game)->s;
  view->seat = seat;
  view->trump_rank = s->trump_rank;
  view->trump_suit = s->trump_suit;
  view->declarers = s->declarers;
  view->hand = s->hands[seat];
  view->played = s->played;
  /* D-27: the kitty is the leader's secret until the hand is over. */
  view->buried = (int) seat == s->leader || s->phase == DBF_PHASE_OVER ? s->buried : 0;
  for (guint i = 0; i < DBF_N_SEATS; i++)
    {
      view->trick[i] = s->trick.by_seat[i];
      view->voids[i] = s->voids[i];
    }
  view->opponents_total = -1;
  if (s->phase == DBF_PHASE_OVER)
    {
      int totals[2], winner, p = -1;

      if (dbf_round_totals (s, totals, 2, &winner, &p) > 0)
        view->opponents_total = p;
    }
  return TRUE;
}

gboolean
trp_dabaifen_game_state_equal (TrpDabaifenGame *self,
                               TrpDabaifenGame *other)
{
  return memcmp (&self->s, &other->s, sizeof self->s) == 0;
}
