/* trp-biriba-moves.c: the moves of a Biriba turn, as a table offers them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every availability and every reason comes from bir_validate_state() or
 * the checks it is made of: nothing here judges a move on its own.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "trp-action-types.h"
#include "trp-format.h"
#include "trp-biriba-private.h"

/* The hand's cards left out of the staged melds, by card. */
static void
unstaged_counts (const BirState *s,
                 int             seat,
                 GPtrArray      *staged,
                 guint8         *counts)
{
  bir_hand_counts (s, seat, counts);
  for (guint g = 0; staged != NULL && g < staged->len; g++)
    {
      GArray *group = g_ptr_array_index (staged, g);

      for (guint i = 0; i < group->len; i++)
        {
          TrpCard card = g_array_index (group, TrpCard, i);

          if (card < BIR_N_CODES && counts[card] > 0)
            counts[card]--;
        }
    }
}

/* A complete move (no cards), available when validate() takes it. */
static TrpMove *
complete_move (const BirState  *s,
               const char      *id,
               const char      *label,
               const TrpAction *action,
               TrpPlace         place,
               const char      *accel)
{
  g_autoptr(GError) error = NULL;
  TrpMove *move = trp_move_new (id, label, action);

  trp_move_set_place (move, place, -1);
  trp_move_set_accel (move, accel);
  if (!bir_validate_state (s, action, &error))
    trp_move_set_unavailable (move, error);
  return move;
}

static void
add_choice (TrpGame    *game,
            GPtrArray  *moves,
            const char *id,
            const char *type,
            int         seat,
            TrpSuit     suit,
            TrpPlace    place,
            const char *accel,
            gboolean    ends_turn)
{
  const BirState *s = &TRP_BIRIBA_GAME (game)->s;
  g_autoptr(TrpAction) action = trp_action_new (type, seat);
  g_autofree char *label = NULL;
  TrpMove *move;

  action->suit = suit;
  label = bir_describe_choice (game, action);
  move = complete_move (s, id, label, action, place, accel);
  trp_move_set_ends_turn (move, ends_turn);
  g_ptr_array_add (moves, move);
}

/* “Add to 5♥ … 9♥”: a meld by its ends, as the board shows it. */
static char *
meld_label (const BirState *s,
            guint           m)
{
  TrpCard cards[TRP_BIRIBA_MELD_MAX];
  guint n = bir_meld_laid_out (s, m, cards);
  g_autofree char *first = trp_card_get_short_name (cards[0]);
  g_autofree char *last = trp_card_get_short_name (cards[n - 1]);

  /* Translators: Biriba: the button that adds the selected cards to one
   * of the side's melds, named by its first and last cards, e.g. “Add to
   * 5♥ … 9♥” (B-24). */
  return g_strdup_printf (_("Add to %s … %s"), first, last);
}

static void
add_meld_moves (const BirState *s,
                GPtrArray      *moves,
                int             seat,
                const guint8   *left)
{
  int side = s->side_of_seat[seat];

  for (guint m = 0; m < s->n_melds; m++)
    {
      const BirMeld *meld = &s->melds[m];
      g_autoptr(TrpAction) action = NULL;
      g_autoptr(GError) first_error = NULL;
      g_autofree char *id = NULL;
      g_autofree char *label = NULL;
      gboolean available = FALSE;
      TrpMove *move;

      if (meld->side != side)
        continue;
      action = trp_action_new (bir_action_add_to_meld, seat);
      action->target = (int) m;
      id = g_strdup_printf ("add-to-meld:%u", m);
      label = meld_label (s, m);
      move = trp_move_new (id, label, action);
      trp_move_set_place (move, TRP_PLACE_MELD, (int) m);
      trp_move_set_cards (move, TRP_MOVE_CARDS_AT_LEAST, 1);

      /* The cards of the meld's suit (a run) or rank (a set), and the
       * wild cards (B-24); the meld takes one alone when validate() says
       * so, the others perhaps with another card. */
      for (guint c = 0; c < BIR_N_CODES; c++)
        {
          g_autoptr(GError) error = NULL;
          TrpCard card = (TrpCard) c;

          if (left[c] == 0 || !bir_may_fit (&meld->info, card))
            continue;
          trp_move_add_candidate (move, card);
          if (available)
            continue;
          trp_action_set_cards (action, &card, 1);
          if (bir_validate_state (s, action, &error))
            available = TRUE;
          else if (first_error == NULL)
            first_error = g_steal_pointer (&error);
        }

      if (!available)
        {
          g_autoptr(GError) error = NULL;

          /* Out of the meld step, the step is the reason (B-21). */
          if (!bir_check_phase (s, BIR_PHASE_MELD, &error))
            trp_move_set_unavailable (move, error);
          else if (first_error != NULL)
            trp_move_set_unavailable (move, first_error);
          else
            {
              trp_set_rule_error (&error, TRP_RULE_ERROR_ILLEGAL, "B-24",
                                  _("None of your cards fits this meld"));
              trp_move_set_unavailable (move, error);
            }
        }
      g_ptr_array_add (moves, move);
    }
}

static gboolean
has_candidates (const TrpMove *move)
{
  guint n;

  trp_move_get_candidates (move, &n);
  return n > 0;
}

static void
add_discard (const BirState *s,
             GPtrArray      *moves,
             int             seat,
             const guint8   *left)
{
  g_autoptr(TrpAction) action = trp_action_new (bir_action_discard, seat);
  g_autoptr(GError) first_error = NULL;
  TrpMove *move = trp_move_new ("discard", _("_Discard"), action);

  trp_move_set_cards (move, TRP_MOVE_CARDS_EXACTLY, 1);
  trp_move_set_place (move, TRP_PLACE_PILE, -1);
  trp_move_set_ends_turn (move, TRUE);
  trp_move_set_accel (move, "<Control>Return");
  trp_move_set_emphasis (move, TRP_MOVE_EMPHASIS_SUGGESTED);

  for (guint c = 0; c < BIR_N_CODES; c++)
    {
      g_autoptr(GError) error = NULL;
      TrpCard card = (TrpCard) c;

      if (left[c] == 0)
        continue;
      trp_action_set_cards (action, &card, 1);
      if (bir_validate_state (s, action, &error))
        trp_move_add_candidate (move, card);
      else if (first_error == NULL)
        first_error = g_steal_pointer (&error);
    }

  if (!has_candidates (move))
    {
      if (first_error != NULL)
        trp_move_set_unavailable (move, first_error);
      else
        /* Translators: Biriba: every card of the hand is set aside in
         * the melds being put together, so none is left to discard. */
        trp_move_set_unavailable_text (move, _("All your cards are staged: go down first, or "
                                               "take a staged meld back"));
    }
  g_ptr_array_add (moves, move);
}

static void
add_staging (const BirState *s,
             GPtrArray      *moves,
             int             seat,
             GPtrArray      *staged,
             const guint8   *left)
{
  g_autoptr(TrpAction) action = trp_action_new (bir_action_new_meld, seat);
  g_autoptr(GError) phase_error = NULL;
  guint n_staged = staged != NULL ? staged->len : 0;
  gboolean in_step = bir_check_phase (s, BIR_PHASE_MELD, &phase_error);
  TrpMove *stage;
  TrpMove *go_down;

  /* New Meld from Selection: the selection is put aside, checked alone
   * (trp_game_check_staged_meld()), and laid with the others. */
  stage = trp_move_new ("new-meld", _("New Meld from _Selection"), action);
  trp_move_set_cards (stage, TRP_MOVE_CARDS_AT_LEAST, 3);
  trp_move_set_place (stage, TRP_PLACE_NEW_MELD, (int) n_staged);
  trp_move_set_staging (stage, TRUE);
  trp_move_set_accel (stage, "<Control>m");
  for (guint c = 0; c < BIR_N_CODES; c++)
    if (left[c] > 0)
      trp_move_add_candidate (stage, (TrpCard) c);
  if (!in_step)
    trp_move_set_unavailable (stage, phase_error);
  else if (!bir_room_for_melds (s, n_staged + 1))
    {
      g_autoptr(GError) error = NULL;

      trp_set_rule_error (&error, TRP_RULE_ERROR_ILLEGAL, "B-23", _("There is no room for more melds"));
      trp_move_set_unavailable (stage, error);
    }
  g_ptr_array_add (moves, stage);

  /* Go Down: every staged meld at once, as validate() judges them. */
  go_down = trp_move_new ("go-down", _("_Go Down"), action);
  trp_move_set_place (go_down, TRP_PLACE_NEW_MELD, -1);
  trp_move_set_cards (go_down, TRP_MOVE_CARDS_FIXED, 0);
  trp_move_set_accel (go_down, "<Control>g");
  trp_move_set_emphasis (go_down, TRP_MOVE_EMPHASIS_SUGGESTED);
  for (guint g = 0; g < n_staged; g++)
    {
      GArray *group = g_ptr_array_index (staged, g);

      trp_move_add_group (go_down, (TrpCard *) group->data, group->len);
    }
  if (!in_step)
    trp_move_set_unavailable (go_down, phase_error);
  else if (n_staged == 0)
    {
      g_autoptr(GError) error = NULL;
      int minimum = bir_opening_minimum_now (s, seat);

      if (minimum > 0)
        {
          g_autofree char *text = trp_format_number (minimum);

          /* Translators: Biriba: Go Down with nothing staged yet, when
           * the side has still to open (B-60). */
          trp_set_rule_error (&error, TRP_RULE_ERROR_ILLEGAL, "B-60",
                              _("Stage melds worth at least %s points together first"), text);
        }
      else
        trp_set_rule_error (&error, TRP_RULE_ERROR_ILLEGAL, "B-23",
                            _("Select the cards of a meld and stage it first"));
      trp_move_set_unavailable (go_down, error);
    }
  else
    {
      g_autoptr(GError) error = NULL;

      if (!bir_validate_state (s, trp_move_get_action (go_down), &error))
        trp_move_set_unavailable (go_down, error);
    }
  g_ptr_array_add (moves, go_down);
}

GPtrArray *
bir_describe_moves (TrpGame   *game,
                    int        seat,
                    GPtrArray *staged)
{
  const BirState *s = &TRP_BIRIBA_GAME (game)->s;
  GPtrArray *moves = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_move_unref);
  guint8 left[BIR_N_CODES];

  if (seat != s->current || seat < 0 || s->phase == BIR_PHASE_OVER || s->phase == BIR_PHASE_NONE)
    return moves;

  switch (s->phase)
    {
    case BIR_PHASE_DECLARE_KOZI:
      /* B-62, B-70: the kozi by its suit, or none. */
      for (guint suit = 0; suit <= TRP_SUIT_NONE; suit++)
        {
          g_autofree char *id = g_strdup_printf ("kozi:%s", suit == TRP_SUIT_NONE ? "none"
                                                            : trp_suit_to_code ((TrpSuit) suit));

          add_choice (game, moves, id, bir_action_declare_kozi, seat, (TrpSuit) suit,
                      TRP_PLACE_DECLARATION, NULL, FALSE);
        }
      return moves;

    case BIR_PHASE_FIRST_CARD:
      add_choice (game, moves, "first-card-keep", bir_action_first_card_keep, seat, TRP_SUIT_NONE,
                  TRP_PLACE_NONE, NULL, FALSE);
      add_choice (game, moves, "first-card-to-pile", bir_action_first_card_to_pile, seat, TRP_SUIT_NONE,
                  TRP_PLACE_PILE, NULL, FALSE);
      return moves;

    case BIR_PHASE_BIRIBAKI:
      add_choice (game, moves, "take-biribaki", bir_action_take_biribaki, seat, TRP_SUIT_NONE,
                  TRP_PLACE_BIRIBAKI, NULL, FALSE);
      return moves;

    case BIR_PHASE_FIRST_DRAW:
    case BIR_PHASE_DRAW:
    case BIR_PHASE_MELD:
    case BIR_PHASE_NONE:
    case BIR_PHASE_OVER:
    default:
      break;
    }

  /* The turn's moves, each in sight for the whole turn, with why it is
   * not a move now (B-21: draw first, then meld and discard). */
  add_choice (game, moves, "draw", bir_action_draw_stock, seat, TRP_SUIT_NONE, TRP_PLACE_STOCK,
              "<Control>d", FALSE);
  add_choice (game, moves, "take-pile", bir_action_take_pile, seat, TRP_SUIT_NONE, TRP_PLACE_PILE,
              "<Control>p", FALSE);
  add_choice (game, moves, "pass", bir_action_pass, seat, TRP_SUIT_NONE, TRP_PLACE_NONE,
              "<Control>period", TRUE);

  unstaged_counts (s, seat, staged, left);
  add_staging (s, moves, seat, staged, left);
  add_discard (s, moves, seat, left);
  add_meld_moves (s, moves, seat, left);
  return moves;
}

/* One more meld beside @staged (B-13 to B-17, B-23): the cards are held
 * and not staged already, and make a meld alone. What the staged melds
 * together lack to go down (B-56, B-60, A-10) is the go-down move's
 * reason. */
gboolean
bir_check_staged_meld (TrpGame        *game,
                       int             seat,
                       GPtrArray      *staged,
                       const TrpCard  *cards,
                       guint           n_cards,
                       GError        **error)
{
  const BirState *s = &TRP_BIRIBA_GAME (game)->s;
  guint8 left[BIR_N_CODES];

  if (seat < 0 || (guint) seat >= s->n_seats)
    {
      trp_set_rule_error (error, TRP_RULE_ERROR_NOT_YOUR_TURN, "B-20", _("It is not your turn"));
      return FALSE;
    }
  if (n_cards == 0)
    {
      trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-23", _("Choose the cards of the new meld"));
      return FALSE;
    }
  if (!bir_room_for_melds (s, (staged != NULL ? staged->len : 0) + 1))
    {
      trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-23", _("There is no room for more melds"));
      return FALSE;
    }

  unstaged_counts (s, seat, staged, left);
  for (guint i = 0; i < n_cards; i++)
    {
      if (cards[i] >= BIR_N_CODES || left[cards[i]] == 0)
        {
          trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-23",
                              _("You do not hold all of these cards"));
          return FALSE;
        }
      left[cards[i]]--;
    }

  return bir_check_group (s, cards, n_cards, error);
}
