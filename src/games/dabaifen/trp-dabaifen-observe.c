/* trp-dabaifen-observe.c: what a Da Bai Fen seat may see (D-49), and the
 * texts that describe moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The interface animates the cards drawn since the last “changed” signal
 * from the observation's "n_drawn" (card k always goes to seat
 * (starter + k - 1) mod 4).
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "trp-format.h"
#include "trp-dabaifen-private.h"

#define FACE TRP_FACE_STYLE_FRENCH

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

/* D-49: what @seat may know. Long as the schema is
 * (docs/games/observation-dabaifen.md): one member after another, in its
 * order. */
JsonNode *
dbf_observation (const DbfState *s,
                 int             seat)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  gboolean over = s->phase == DBF_PHASE_OVER;
  guint kitty_size = s->phase == DBF_PHASE_REDEAL ? DBF_KITTY : 0;
  /* A spectator holds no hand and is nobody's leader. */
  guint64 hand = seat >= 0 ? s->hands[seat] : 0;
  gboolean leads = seat >= 0 && seat == s->leader;

  json_builder_begin_object (builder);
  add_int_member (builder, "seat", seat);
  json_builder_set_member_name (builder, "phase");
  json_builder_add_string_value (builder, dbf_phase_name (s->phase));
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
  dbf_json_add_mask (builder, hand);
  /* How a hand is best held (D-8 to D-11): each card's effective suit,
   * the trumps (4) apart, and its strength within it, in the order of
   * "hand", so that a table groups the trumps in trump order. */
  {
    guint64 mask = hand;

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
  if (leads && s->phase == DBF_PHASE_BURY)
    {
      json_builder_set_member_name (builder, "kitty");
      dbf_json_add_mask (builder, s->kitty);
    }
  if (leads || over)
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
char *
dbf_describe_risk (const DbfState  *s,
                   const TrpAction *action)
{
  guint64 mask, unseen;
  int weakest = G_MAXINT;
  guint suit;

  if (action->type != dbf_act_play || action->n_cards < 2 || s->phase != DBF_PHASE_PLAY ||
      s->n_in_trick != 0 || s->reject_failed_throws || action->seat != s->turn ||
      !dbf_check_cards_held (s, action, "D-29", &mask, NULL))
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
char *
dbf_describe_choice (const TrpAction *action)
{
  g_autofree char *cards = NULL;

  for (guint i = 0; i < action->n_cards; i++)
    if (!trp_card_is_valid (action->cards[i]))
      return NULL;
  cards = cards_text (action->cards, action->n_cards);

  if (action->type == dbf_act_pass)
    return g_strdup (_("_Pass"));
  if (action->type == dbf_act_claim)
    return g_strdup (_("Claim a _Redeal"));
  if (action->type == dbf_act_expose && action->n_cards > 0)
    /* Translators: Da Bai Fen: showing a trump-rank card fixes the trump
     * suit (D-16). */
    return g_strdup_printf (_("_Declare with the %s"), cards);
  if (action->type == dbf_act_bury && action->n_cards > 0)
    return g_strdup_printf (_("Bury %s"), cards);
  if (action->type == dbf_act_play && action->n_cards > 0)
    return g_strdup_printf (_("Play %s"), cards);
  return NULL;
}

/* @name is the seat's, as the table shows it. */
char *
dbf_describe_action (const DbfState  *s,
                     const char      *name,
                     const TrpAction *action)
{
  g_autofree char *cards = NULL;

  for (guint i = 0; i < action->n_cards; i++)
    if (!trp_card_is_valid (action->cards[i]))
      return trp_action_to_string (action);
  cards = cards_text (action->cards, action->n_cards);

  if (action->type == dbf_act_expose)
    return g_strdup_printf (_("%s shows the %s and fixes the trump suit"), name, cards);
  if (action->type == dbf_act_pass)
    return s->phase == DBF_PHASE_REDEAL
      ? g_strdup_printf (_("%s does not claim a redeal"), name)
      : g_strdup_printf (_("%s shows no card"), name);
  if (action->type == dbf_act_claim)
    return g_strdup_printf (_("%s has no trump and claims a redeal"), name);
  if (action->type == dbf_act_bury)
    {
      g_autofree char *count = trp_format_number (action->n_cards);

      return g_strdup_printf (ngettext ("%s buries %s card", "%s buries %s cards", action->n_cards),
                              name, count);
    }
  if (action->type == dbf_act_play && action->n_cards == 1)
    return g_strdup_printf (_("%s plays the %s"), name, cards);
  if (action->type == dbf_act_play && s->phase == DBF_PHASE_PLAY && s->n_in_trick == 0)
    return g_strdup_printf (_("%s throws the %s"), name, cards);
  if (action->type == dbf_act_play)
    return g_strdup_printf (_("%s plays the %s"), name, cards);
  return trp_action_to_string (action);
}

/* The move before it is applied, for the turn's summary; @you: the
 * move is the person's own, told in the second person (“your move”). */
char *
dbf_describe_move (const DbfState  *s,
                   const TrpAction *action,
                   gboolean         you)
{
  g_autofree char *cards = NULL;

  for (guint i = 0; i < action->n_cards; i++)
    if (!trp_card_is_valid (action->cards[i]))
      return trp_action_to_string (action);
  cards = trp_cards_get_short_names (action->cards, action->n_cards);

  if (action->type == dbf_act_expose)
    return g_strdup_printf (you ? C_("your move", "showed %s and fixed the trump suit")
                                : _("showed %s and fixed the trump suit"), cards);
  /* D-17: a pass in an exposure window keeps the trump-rank cards
   * hidden, for this window only. */
  if (action->type == dbf_act_pass && s->phase == DBF_PHASE_REDEAL)
    return g_strdup (you ? C_("your move", "did not claim a redeal") : _("did not claim a redeal"));
  if (action->type == dbf_act_pass)
    return g_strdup (you ? C_("your move", "did not show a trump-rank card yet")
                         : _("did not show a trump-rank card yet"));
  if (action->type == dbf_act_claim)
    return g_strdup (you ? C_("your move", "had no trump and claimed a redeal")
                         : _("had no trump and claimed a redeal"));
  if (action->type == dbf_act_bury)
    {
      g_autofree char *count = trp_format_number (action->n_cards);

      if (you)
        {
          g_autofree char *how_many = g_strdup_printf (ngettext ("%s card", "%s cards", action->n_cards),
                                                       count);

          /* Translators: %s is how many cards, “6 cards”. */
          return g_strdup_printf (C_("your move", "buried %s"), how_many);
        }
      return g_strdup_printf (ngettext ("buried %s card", "buried %s cards", action->n_cards),
                              count);
    }
  if (action->type == dbf_act_play && action->n_cards > 1 &&
      s->phase == DBF_PHASE_PLAY && s->n_in_trick == 0)
    return g_strdup_printf (you ? C_("your move", "threw %s") : _("threw %s"), cards);
  if (action->type == dbf_act_play)
    return g_strdup_printf (you ? C_("your move", "played %s") : _("played %s"), cards);
  return trp_action_to_string (action);
}

/* Each exposure window is a turn of its own (D-17), and so is each card
 * played to a trick: its winner leads the next from a turn of its own. */
gboolean
dbf_ends_turn (const DbfState  *s,
               const TrpAction *action)
{
  return action->type == dbf_act_play ||
         (action->type == dbf_act_pass && s->phase == DBF_PHASE_DRAW) ||
         action->type == dbf_act_expose;
}

/* ---- The seat view ----------------------------------------------------- */

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
