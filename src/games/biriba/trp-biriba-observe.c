/* trp-biriba-observe.c: what a seat of Biriba may see, and the words for its moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The observation and the seat view hold a seat's own hand and the public
 * table (B-9); bir_determinize_state() resamples the rest for the search.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "trp-format.h"
#include "trp-biriba-private.h"

/* ------------------------------------------------------------------ */
/* Observation, clone, determinize                                     */

/* Long as the schema is (docs/games/observation-biriba.md): one member
 * after another, in its order. */
JsonNode *
bir_observation (TrpGame *game,
                 int      seat)
{
  BirState *s = &TRP_BIRIBA_GAME (game)->s;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  /* A spectator holds no hand. */
  const TrpCard *hand = seat >= 0 ? s->hands[seat] : NULL;
  guint hand_len = seat >= 0 ? s->hand_len[seat] : 0;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "seat");
  json_builder_add_int_value (builder, seat);
  json_builder_set_member_name (builder, "dealer");
  json_builder_add_int_value (builder, s->dealer);
  json_builder_set_member_name (builder, "phase");
  json_builder_add_string_value (builder, trp_game_get_phase (game));
  json_builder_set_member_name (builder, "current_seat");
  json_builder_add_int_value (builder, trp_game_get_current_seat (game));

  json_builder_set_member_name (builder, "hand");
  trp_json_builder_add_cards (builder, hand, hand_len);
  /* What each card of the hand counts (B-11), in the hand's order, so
   * that a table can total the melds a person stages (B-60). */
  json_builder_set_member_name (builder, "hand_values");
  json_builder_begin_array (builder);
  for (guint i = 0; i < hand_len; i++)
    json_builder_add_int_value (builder, trp_biriba_card_value (hand[i], s->opt.joker_value,
                                                                s->opt.two_value));
  json_builder_end_array (builder);
  /* How the hand is held: by suit, aces high, the jokers apart (4),
   * in the order of "hand", so that a table sorts it without knowing
   * the game. */
  json_builder_set_member_name (builder, "hand_suit_keys");
  json_builder_begin_array (builder);
  for (guint i = 0; i < hand_len; i++)
    json_builder_add_int_value (builder, trp_card_get_suit (hand[i]));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "hand_rank_keys");
  json_builder_begin_array (builder);
  for (guint i = 0; i < hand_len; i++)
    {
      TrpCard card = hand[i];
      guint rank = trp_card_get_rank (card);

      json_builder_add_int_value (builder, trp_card_is_joker (card) ? 20 + (int) rank
                                           : rank == TRP_RANK_ACE ? 14 : (int) rank);
    }
  json_builder_end_array (builder);
  /* B-60: the total the seat's side must reach with its first meld
   * action; 0 once it has melded, or without the rule. */
  json_builder_set_member_name (builder, "opening_minimum");
  json_builder_add_int_value (builder, seat >= 0 && (guint) seat < s->n_seats
                                       ? MAX (0, bir_opening_minimum_now (s, seat)) : 0);
  /* B-56: melding now means going down with all cards but one at most. */
  json_builder_set_member_name (builder, "go_down_only");
  json_builder_add_boolean_value (builder, bir_go_down_only (s));

  json_builder_set_member_name (builder, "hand_sizes");
  json_builder_begin_array (builder);
  for (guint i = 0; i < s->n_seats; i++)
    json_builder_add_int_value (builder, s->hand_len[i]);
  json_builder_end_array (builder);

  /* Cards others are known to hold: taken from the pile (B-9). */
  json_builder_set_member_name (builder, "known_cards");
  json_builder_begin_array (builder);
  for (guint i = 0; i < s->n_seats; i++)
    {
      json_builder_begin_array (builder);
      for (guint c = 0; c < BIR_N_CODES; c++)
        for (guint k = 0; k < s->known[i][c]; k++)
          json_builder_add_string_value (builder, trp_card_to_code ((TrpCard) c));
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "stock_size");
  json_builder_add_int_value (builder, s->stock_len);
  json_builder_set_member_name (builder, "pile");
  trp_json_builder_add_cards (builder, s->pile, s->pile_len);
  json_builder_set_member_name (builder, "kozi");
  if (s->kozi >= 0)
    json_builder_add_string_value (builder, trp_suit_to_code ((TrpSuit) s->kozi));
  else
    json_builder_add_null_value (builder);

  json_builder_set_member_name (builder, "melds");
  json_builder_begin_array (builder);
  for (guint m = 0; m < s->n_melds; m++)
    {
      const BirMeld *meld = &s->melds[m];
      TrpCard cards[TRP_BIRIBA_MELD_MAX];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "side");
      json_builder_add_int_value (builder, meld->side);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, meld->info.kind == TRP_BIRIBA_MELD_RUN ? "run" : "set");
      json_builder_set_member_name (builder, "clean");
      json_builder_add_boolean_value (builder, meld->info.n_wild == 0);
      /* What the meld is as a biriba (B-18), so that nobody counts its
       * cards to tell: null below seven cards, else "clean" or "dirty",
       * with "full" for a 13-card run and "kozi" for a run in the kozi
       * suit. */
      json_builder_set_member_name (builder, "biriba");
      if (trp_biriba_is_biriba (meld->info.n_cards))
        json_builder_add_string_value (builder, meld->info.n_wild == 0 ? "clean" : "dirty");
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "full");
      json_builder_add_boolean_value (builder, meld->info.kind == TRP_BIRIBA_MELD_RUN &&
                                               meld->info.n_cards == 13);
      json_builder_set_member_name (builder, "kozi");
      json_builder_add_boolean_value (builder, meld->info.kind == TRP_BIRIBA_MELD_RUN &&
                                               trp_biriba_is_biriba (meld->info.n_cards) && s->kozi >= 0 &&
                                               meld->info.key == s->kozi);
      json_builder_set_member_name (builder, "cards");
      trp_json_builder_add_cards (builder, cards, bir_meld_laid_out (s, m, cards));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "side_of_seat");
  json_builder_begin_array (builder);
  for (guint i = 0; i < s->n_seats; i++)
    json_builder_add_int_value (builder, s->side_of_seat[i]);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "biribakia");
  json_builder_begin_array (builder);
  for (guint p = 0; p < s->n_packets; p++)
    {
      int taker = -1;

      for (guint side = 0; side < s->n_seats; side++)
        if (s->sides[side].took && s->sides[side].packet == (int) p)
          taker = s->sides[side].taker;
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "size");
      json_builder_add_int_value (builder, s->packet_len[p]);
      json_builder_set_member_name (builder, "taken_by");
      json_builder_add_int_value (builder, taker);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "solo_phase");
  json_builder_add_boolean_value (builder, s->solo_phase);
  json_builder_set_member_name (builder, "took_pile");
  json_builder_add_boolean_value (builder, s->took_pile);
  /* B-27 (b): the card whose copies may not be discarded this turn. */
  json_builder_set_member_name (builder, "taken_top");
  if (s->took_pile && !s->restriction_waived)
    json_builder_add_string_value (builder, trp_card_to_code (s->taken_top));
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "must_meld_from_pile");
  json_builder_add_boolean_value (builder, s->pile_obligation);
  json_builder_set_member_name (builder, "passes");
  json_builder_add_int_value (builder, s->passes);
  json_builder_set_member_name (builder, "unused_biribaki");
  json_builder_begin_array (builder);
  for (guint i = 0; i < s->n_seats; i++)
    json_builder_add_boolean_value (builder, s->unused_packet[i]);
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/* Turns per seat after the stock ran out at which a search sample ends. */
#define BIR_SAMPLE_STALEMATE_TURNS 8

/* Hidden: other hands (minus the cards known from the pile), the stock
 * and the untaken biribakia (B-9). Their sizes are kept. An @observer
 * below 0 sees every hand: only the stock and the biribakia are dealt
 * anew (resample_unseen).
 */
void
bir_determinize_state (BirState *s,
                       int       observer,
                       TrpRng   *rng)
{
  TrpCard pool[BIR_MAX_CARDS];
  guint n = 0;
  guint k = 0;
  guint n_free[BIR_MAX_SEATS] = { 0, };

  for (guint seat = 0; seat < s->n_seats; seat++)
    {
      guint8 known[BIR_N_CODES];
      guint kept = 0;

      if ((int) seat == observer || observer < 0)
        continue;
      memcpy (known, s->known[seat], sizeof known);
      for (guint i = 0; i < s->hand_len[seat]; i++)
        {
          TrpCard card = s->hands[seat][i];

          if (known[card] > 0)
            {
              known[card]--;
              s->hands[seat][kept++] = card;
            }
          else
            {
              pool[n++] = card;
              s->counts[seat][card]--;
            }
        }
      n_free[seat] = s->hand_len[seat] - kept;
      s->hand_len[seat] = kept;
    }
  for (guint i = 0; i < s->stock_len; i++)
    pool[n++] = s->stock[i];
  for (guint p = s->n_packets_taken; p < s->n_packets; p++)
    for (guint i = 0; i < s->packet_len[p]; i++)
      pool[n++] = s->packets[p][i];

  /* The pool in a canonical order (by card byte) before the shuffle, so
   * that the sample depends only on what @observer knows, never on where
   * the hidden cards really lie.
   */
  {
    guint8 pool_counts[BIR_N_CODES] = { 0, };
    guint j = 0;

    for (guint i = 0; i < n; i++)
      pool_counts[pool[i]]++;
    for (guint c = 0; c < BIR_N_CODES; c++)
      for (guint i = 0; i < pool_counts[c]; i++)
        pool[j++] = (TrpCard) c;
  }

  trp_rng_shuffle (rng, pool, n);

  for (guint seat = 0; seat < s->n_seats; seat++)
    for (guint i = 0; i < n_free[seat]; i++)
      hand_add (s, (int) seat, pool[k++]);
  for (guint i = 0; i < s->stock_len; i++)
    s->stock[i] = pool[k++];
  for (guint p = s->n_packets_taken; p < s->n_packets; p++)
    for (guint i = 0; i < s->packet_len[p]; i++)
      s->packets[p][i] = pool[k++];

  /* the rules set no limit to the turns played after the stock ran
   * out, but a search must not follow players who take the pile back and
   * forth for ever: its samples end such a hand as the safeguard would.
   */
  if (s->opt.stalemate_limit == 0)
    s->opt.stalemate_limit = BIR_SAMPLE_STALEMATE_TURNS * (int) s->n_seats;

  /* The observer's own first card stays where it is (B-63). */
}

static char *
describe_cards (const TrpCard *cards,
                guint          n_cards)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n_cards; i++)
    {
      g_autofree char *name = trp_card_get_display_name (cards[i], TRP_FACE_STYLE_FRENCH);

      if (i > 0)
        /* Translators: the separator between card names in a list. */
        g_string_append (text, _(", "));
      g_string_append (text, name);
    }
  return g_string_free (text, FALSE);
}

/* Button labels, said to the player who would choose them: the game
 * words its own choices, not the table. */
char *
bir_describe_choice (TrpGame         *game,
                     const TrpAction *action)
{
  const char *type = action->type;
  g_autofree char *cards = describe_cards (action->cards, action->n_cards);

  if (type == bir_action_draw_stock)
    return g_strdup (_("_Draw"));
  if (type == bir_action_take_pile)
    return g_strdup (_("Take the _Pile"));
  if (type == bir_action_pass)
    return g_strdup (_("_Pass"));
  if (type == bir_action_take_biribaki)
    return g_strdup (_("Take the _Biribaki"));
  if (type == bir_action_first_card_keep)
    return g_strdup (_("_Keep the Card"));
  if (type == bir_action_first_card_to_pile)
    return g_strdup (_("Turn It _Up"));
  /* The kozi by its suit (B-70). */
  if (type == bir_action_declare_kozi)
    return action->suit == TRP_SUIT_NONE ? g_strdup (_("No Kozi"))
                                         : g_strdup (trp_suit_get_display_name (action->suit, TRP_FACE_STYLE_FRENCH));
  if (action->n_cards == 0)
    return NULL;
  if (type == bir_action_discard)
    return g_strdup_printf (_("Discard %s"), cards);
  if (type == bir_action_new_meld)
    return g_strdup_printf (_("Meld %s"), cards);
  if (type == bir_action_add_to_meld)
    return g_strdup_printf (_("Add %s to a meld"), cards);
  return NULL;
}

char *
bir_describe_action (TrpGame         *game,
                     const TrpAction *action)
{
  g_autofree char *player = trp_game_dup_seat_name (game, action->seat);
  const char *type = action->type;
  g_autofree char *cards = describe_cards (action->cards, action->n_cards);

  if (type == bir_action_draw_stock)
    return g_strdup_printf (_("%s draws from the stock"), player);
  if (type == bir_action_take_pile)
    return g_strdup_printf (_("%s takes the discard pile"), player);
  if (type == bir_action_pass)
    return g_strdup_printf (_("%s passes"), player);
  if (type == bir_action_new_meld)
    return g_strdup_printf (_("%s melds %s"), player, cards);
  if (type == bir_action_add_to_meld)
    return g_strdup_printf (_("%s adds %s to a meld"), player, cards);
  if (type == bir_action_take_biribaki)
    return g_strdup_printf (_("%s takes the biribaki"), player);
  if (type == bir_action_discard)
    return g_strdup_printf (_("%s discards the %s"), player, cards);
  if (type == bir_action_declare_kozi)
    {
      if (action->suit == TRP_SUIT_NONE)
        return g_strdup_printf (_("%s plays this hand without a kozi"), player);
      return g_strdup_printf (_("%s names %s as the kozi"), player,
                              trp_suit_get_display_name (action->suit, TRP_FACE_STYLE_FRENCH));
    }
  if (type == bir_action_first_card_keep)
    return g_strdup_printf (_("%s keeps the first card"), player);
  if (type == bir_action_first_card_to_pile)
    return g_strdup_printf (_("%s turns the first card up to start the pile"), player);
  return trp_action_to_string (action);
}

/* The move before it is applied, for the turn's summary: the person's
 * own in the second person (“your move”), anyone else's in the third. */
char *
bir_describe_move (TrpGame         *game,
                   const TrpAction *action)
{
  const BirState *s = &TRP_BIRIBA_GAME (game)->s;
  const char *type = action->type;
  g_autofree char *cards = trp_cards_get_short_names (action->cards, action->n_cards);
  gboolean you = trp_game_is_person (game, action->seat);

  if (type == bir_action_draw_stock)
    return g_strdup (you ? C_("your move", "drew from the stock") : _("drew from the stock"));
  if (type == bir_action_take_pile)
    {
      g_autofree char *count = trp_format_number (s->pile_len);

      if (you)
        {
          g_autofree char *how_many = g_strdup_printf (ngettext ("(%s card)", "(%s cards)", s->pile_len),
                                                       count);

          /* Translators: %s is how many cards, “(7 cards)”. */
          return g_strdup_printf (C_("your move", "took the discard pile %s"), how_many);
        }
      return g_strdup_printf (ngettext ("took the discard pile (%s card)",
                                        "took the discard pile (%s cards)", s->pile_len),
                              count);
    }
  if (type == bir_action_pass)
    return g_strdup (you ? C_("your move", "passed") : _("passed"));
  if (type == bir_action_new_meld)
    return g_strdup_printf (you ? C_("your move", "laid down %s") : _("laid down %s"), cards);
  if (type == bir_action_add_to_meld)
    return g_strdup_printf (you ? C_("your move", "added %s to a meld") : _("added %s to a meld"), cards);
  if (type == bir_action_take_biribaki)
    return g_strdup (you ? C_("your move", "took the biribaki") : _("took the biribaki"));
  if (type == bir_action_discard)
    {
      gboolean empties = action->seat >= 0 && (guint) action->seat < s->n_seats &&
                         s->hand_len[action->seat] == 1;

      /* B-42: a side that has its biribaki goes out with its last card;
       * one without it picks the biribaki up instead (B-29). */
      if (empties && s->sides[s->side_of_seat[action->seat]].took)
        return g_strdup_printf (you ? C_("your move", "discarded %s and went out")
                                    : _("discarded %s and went out"), cards);
      return g_strdup_printf (you ? C_("your move", "discarded %s") : _("discarded %s"), cards);
    }
  if (type == bir_action_declare_kozi)
    {
      const char *suit;

      if (action->suit == TRP_SUIT_NONE)
        return g_strdup (you ? C_("your move", "chose to play without a kozi")
                             : _("chose to play without a kozi"));
      suit = trp_suit_get_display_name (action->suit, TRP_FACE_STYLE_FRENCH);
      return g_strdup_printf (you ? C_("your move", "named %s as the kozi") : _("named %s as the kozi"),
                              suit);
    }
  if (type == bir_action_first_card_keep)
    return g_strdup (you ? C_("your move", "kept the first card") : _("kept the first card"));
  if (type == bir_action_first_card_to_pile)
    return g_strdup (you ? C_("your move", "turned the first card up to start the pile")
                         : _("turned the first card up to start the pile"));
  return trp_action_to_string (action);
}

/* ---- The seat view of the computer players ---- */

/**
 * trp_biriba_game_get_view:
 * @game: a Biriba game
 * @seat: the seat that looks
 * @view: (out caller-allocates): what @seat may see (B-9); its pointers
 *   stay valid until the game changes
 *
 * The computer players read the game only through this and the
 * trp_biriba_view_*() functions.
 *
 * Returns: %FALSE when @game is not a Biriba game or @seat not one of its
 *   seats
 */
gboolean
trp_biriba_game_get_view (TrpGame       *game,
                          guint          seat,
                          TrpBiribaView *view)
{
  TrpBiribaGame *self;
  const BirState *s;

  g_return_val_if_fail (TRP_IS_BIRIBA_GAME (game), FALSE);
  g_return_val_if_fail (view != NULL, FALSE);

  self = TRP_BIRIBA_GAME (game);
  s = &self->s;
  g_return_val_if_fail (seat < s->n_seats, FALSE);

  /* The melds a playout left in the order played (bir_lay_out_meld())
   * are laid out now, once, so that the view reads a game it may not
   * change: its meld getter returns the cards as the table shows them.
   */
  for (guint m = 0; m < s->n_melds; m++)
    bir_lay_out_meld (&self->s, m);

  memset (view, 0, sizeof *view);
  view->game = self;
  view->seat = seat;
  view->n_seats = s->n_seats;
  view->hand = s->hands[seat];
  view->n_hand = s->hand_len[seat];
  for (guint i = 0; i < TRP_BIRIBA_VIEW_MAX_SEATS; i++)
    {
      view->hand_sizes[i] = i < s->n_seats ? s->hand_len[i] : 0;
      view->side_of_seat[i] = i < s->n_seats ? s->side_of_seat[i] : -1;
      view->biribaki_taker[i] = s->sides[i].took ? s->sides[i].taker : -1;
    }
  view->pile = s->pile;
  view->n_pile = s->pile_len;
  view->stock_size = s->stock_len;
  view->n_melds = s->n_melds;
  view->kozi = s->kozi;
  view->idle_turns = s->idle_turns;
  view->solo_phase = s->opt.mode == BIR_TEAMS_FORMED && s->solo_phase;
  view->go_down_only = bir_go_down_only (s);
  view->biribaki_needs_biriba = bir_biribaki_needs_biriba (s);
  return TRUE;
}

static inline const BirState *
view_state (const TrpBiribaView *view)
{
  return &((const TrpBiribaGame *) view->game)->s;
}

/**
 * trp_biriba_view_get_meld:
 * @n_cards: (out) (optional): the meld's size
 * @side: (out) (optional): the side that owns it
 *
 * Returns: (array length=n_cards): the cards of @meld, laid out (B-22)
 *   by trp_biriba_game_get_view()
 */
const TrpCard *
trp_biriba_view_get_meld (const TrpBiribaView *view,
                          guint                meld,
                          guint               *n_cards,
                          int                 *side)
{
  const BirState *s;

  g_return_val_if_fail (view != NULL && view->game != NULL, NULL);
  s = view_state (view);
  g_return_val_if_fail (meld < s->n_melds, NULL);
  /* The game changed since the view was taken. */
  g_return_val_if_fail (!(s->unarranged & (G_GUINT64_CONSTANT (1) << meld)), NULL);

  if (n_cards != NULL)
    *n_cards = s->melds[meld].info.n_cards;
  if (side != NULL)
    *side = s->melds[meld].side;
  return s->melds[meld].cards;
}

/* Whether @card alone could be added to @meld (B-24, B-25). */
gboolean
trp_biriba_view_meld_takes_card (const TrpBiribaView *view,
                                 guint                meld,
                                 TrpCard              card)
{
  const BirState *s;

  g_return_val_if_fail (view != NULL && view->game != NULL, FALSE);
  s = view_state (view);
  g_return_val_if_fail (meld < s->n_melds, FALSE);

  return bir_meld_takes_card (s, meld, card);
}

/* How many copies of @card @seat is known to hold because they were taken
 * from the pile (public, B-9).
 */
guint
trp_biriba_view_get_known_count (const TrpBiribaView *view,
                                 guint                seat,
                                 TrpCard              card)
{
  g_return_val_if_fail (view != NULL && view->game != NULL, 0);
  g_return_val_if_fail (seat < BIR_MAX_SEATS, 0);

  return card < BIR_N_CODES ? view_state (view)->known[seat][card] : 0;
}

