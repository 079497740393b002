/* trp-dabaifen-rules.c: the flow of a Da Bai Fen hand (rules/dabaifen.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The draw is modelled as engine steps inside the deal and the moves:
 * cards are drawn one at a time (D-14) until a seat has a decision, that
 * is an exposure window (D-17) with a seat holding a card of the trump
 * rank. So the current seat and the legal actions are always defined. The
 * kitty reveal (D-19, D-20) and the scoring (D-37 to D-43) are engine
 * steps too and never wait for a seat. Everything works on the flat
 * DbfState; dbf_apply_move() is the one place where moves change it, for
 * apply() and the playouts alike.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "trp-json-input.h"
#include "trp-dabaifen-options.h"
#include "trp-dabaifen-private.h"

/* Interned once in class_init, so that comparing an action's type is a
 * pointer comparison without the intern table's lock (search runs on
 * several threads).
 */
const char *dbf_act_expose;
const char *dbf_act_pass;
const char *dbf_act_claim;
const char *dbf_act_bury;
const char *dbf_act_play;
static const char *phase_names[DBF_PHASE_OVER + 1];

/* The deck in trp_deck_new() order (S H D C, A to K, then RJ and BJ),
 * which is card index order; copied rather than allocated, since the
 * random playouts of a search deal again and again.
 */
static TrpCard fresh_deck[DBF_N_CARDS];

void
dbf_intern_names (void)
{
  for (guint i = 0; i < DBF_N_CARDS; i++)
    fresh_deck[i] = dbf_index_card (i);

  dbf_act_expose = g_intern_static_string ("expose");
  dbf_act_pass = g_intern_static_string ("pass");
  dbf_act_claim = g_intern_static_string ("claim_redeal");
  dbf_act_bury = g_intern_static_string ("bury");
  dbf_act_play = g_intern_static_string ("play");
  phase_names[DBF_PHASE_NONE] = g_intern_static_string ("none");
  phase_names[DBF_PHASE_DRAW] = g_intern_static_string (TRP_DABAIFEN_PHASE_DRAW);
  phase_names[DBF_PHASE_REDEAL] = g_intern_static_string (TRP_DABAIFEN_PHASE_REDEAL);
  phase_names[DBF_PHASE_BURY] = g_intern_static_string (TRP_DABAIFEN_PHASE_BURY);
  phase_names[DBF_PHASE_PLAY] = g_intern_static_string (TRP_DABAIFEN_PHASE_PLAY);
  phase_names[DBF_PHASE_OVER] = g_intern_static_string (TRP_PHASE_ROUND_OVER);
}

/* The house rules, read once into the state; a clone copies them. */
void
dbf_config_from_rules (DbfState *s,
                       TrpRules *rules)
{
  s->kitty_exposed = trp_rules_get_bool (rules, "kitty_exposed");
  s->start_level = (gint8) trp_rules_get_int (rules, "start_level");
  s->win_above_level = (gint8) trp_rules_get_int (rules, "win_above_level");
  s->reject_failed_throws = trp_rules_get_enum (rules, "failed_throw_policy") ==
                            TRP_DABAIFEN_FAILED_THROW_POLICY_REJECT;
}

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

gboolean
dbf_deal (DbfState    *s,
          guint        dealer,
          JsonObject  *carry,
          TrpRng      *rng,
          JsonObject  *explicit_deal,
          GError     **error)
{
  DbfState next;

  /* Work on a copy so that a refused deal leaves the game as it was. */
  memset (&next, 0, sizeof next);
  next.kitty_exposed = s->kitty_exposed;
  next.reject_failed_throws = s->reject_failed_throws;
  next.start_level = s->start_level;
  next.win_above_level = s->win_above_level;
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

  *s = next;
  start_hand (s);
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

const char *
dbf_phase_name (DbfPhase phase)
{
  return phase_names[phase];
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
    case DBF_MOVE_EXPOSE: return dbf_act_expose;
    case DBF_MOVE_PASS:   return dbf_act_pass;
    case DBF_MOVE_CLAIM:  return dbf_act_claim;
    case DBF_MOVE_BURY:   return dbf_act_bury;
    case DBF_MOVE_PLAY:   return dbf_act_play;
    default:              g_return_val_if_reached (NULL);
    }
}

/* apply(): an action validate() has accepted, as a move. */
void
dbf_apply_action (DbfState        *s,
                  const TrpAction *action)
{
  gboolean bad;
  guint64 mask = dbf_mask_from_cards (action->cards, action->n_cards, &bad);
  DbfMove move;

  if (action->type == dbf_act_expose)
    move = DBF_MOVE_EXPOSE;
  else if (action->type == dbf_act_claim)
    move = DBF_MOVE_CLAIM;
  else if (action->type == dbf_act_bury)
    move = DBF_MOVE_BURY;
  else if (action->type == dbf_act_play)
    move = DBF_MOVE_PLAY;
  else
    move = DBF_MOVE_PASS;

  dbf_apply_move (s, move, action->seat, mask);
}

