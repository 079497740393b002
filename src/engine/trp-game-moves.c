/* trp-game-moves.c: the moves a seat may make, described for tables and hints
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game describes its moves (describe_moves); a table builds one, with
 * the cards a person chose, through trp_game_build_move(), which asks the
 * game's validate(): legality stays in one place.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "trp-action-types.h"
#include "trp-format.h"
#include "trp-game.h"

/* The action types the games share: where their cards go or come from
 * (trp_game_describe_motion()), and for the default description their
 * key and whether they end the turn. */
static const struct
{
  const char *type;
  TrpPlace    place;
  TrpMotion   motion;
  const char *accel;
  gboolean    ends_turn;
} known_types[] = {
  { TRP_ACTION_PLAY, TRP_PLACE_TRICK, TRP_MOTION_FROM_HAND, "<Control>Return", TRUE },
  { TRP_ACTION_PASS, TRP_PLACE_NONE, TRP_MOTION_NONE, "<Control>period", TRUE },
  { TRP_ACTION_DRAW_STOCK, TRP_PLACE_STOCK, TRP_MOTION_TO_HAND, "<Control>d", FALSE },
  { TRP_ACTION_TAKE_PILE, TRP_PLACE_PILE, TRP_MOTION_TO_HAND, "<Control>p", FALSE },
  { TRP_ACTION_DISCARD, TRP_PLACE_PILE, TRP_MOTION_FROM_HAND, "<Control>Return", TRUE },
  { TRP_ACTION_NEW_MELD, TRP_PLACE_NEW_MELD, TRP_MOTION_FROM_HAND, NULL, FALSE },
  { TRP_ACTION_ADD_TO_MELD, TRP_PLACE_MELD, TRP_MOTION_FROM_HAND, NULL, FALSE },
  { TRP_ACTION_BURY, TRP_PLACE_KITTY, TRP_MOTION_FROM_HAND, "<Control>Return", TRUE },
  { TRP_ACTION_EXPOSE, TRP_PLACE_DECLARATION, TRP_MOTION_FROM_HAND, NULL, FALSE },
  { TRP_ACTION_TAKE_BIRIBAKI, TRP_PLACE_BIRIBAKI, TRP_MOTION_TO_HAND, NULL, FALSE },
  { TRP_ACTION_FIRST_CARD_KEEP, TRP_PLACE_STOCK, TRP_MOTION_TO_HAND, NULL, FALSE },
};

static guint
known_type (const char *type)
{
  for (guint i = 0; i < G_N_ELEMENTS (known_types); i++)
    if (g_str_equal (known_types[i].type, type))
      return i;
  return G_MAXUINT;
}

/**
 * trp_game_describe_motion:
 * @self: the game
 * @action: an action of any seat, applied or about to be
 * @place: (out) (optional): the place its cards go to or come from
 * @index: (out) (optional): the meld's index for %TRP_PLACE_MELD, else -1
 *
 * Which way @action moves cards, so that a table can show them moving
 * without knowing the game's action types. An action that leaves no
 * card of the hand (a declaration, a pass) is %TRP_MOTION_NONE, as is
 * one with cards to leave but none given.
 *
 * Returns: the direction
 */
TrpMotion
trp_game_describe_motion (TrpGame         *self,
                          const TrpAction *action,
                          TrpPlace        *place,
                          int             *index)
{
  guint known;

  g_return_val_if_fail (TRP_IS_GAME (self), TRP_MOTION_NONE);
  g_return_val_if_fail (action != NULL, TRP_MOTION_NONE);

  if (place != NULL)
    *place = TRP_PLACE_NONE;
  if (index != NULL)
    *index = -1;
  known = known_type (action->type);
  if (known == G_MAXUINT || known_types[known].motion == TRP_MOTION_NONE ||
      (known_types[known].motion == TRP_MOTION_FROM_HAND && action->n_cards == 0))
    return TRP_MOTION_NONE;
  if (place != NULL)
    *place = known_types[known].place;
  if (index != NULL && known_types[known].place == TRP_PLACE_MELD)
    *index = action->target;
  return known_types[known].motion;
}

static char *
default_id (const TrpAction *action)
{
  GString *id = g_string_new (action->type);

  if (action->target >= 0)
    g_string_append_printf (id, ":%d", action->target);
  if (action->suit != TRP_SUIT_NONE)
    g_string_append_printf (id, ":%s", trp_suit_to_code (action->suit));
  return g_string_free (id, FALSE);
}

/* One move per legal action without cards, and one per kind (type,
 * target, suit) of legal action with cards, whose candidates are every
 * card some legal action of that kind takes. */
static GPtrArray *
default_describe_moves (TrpGame   *self,
                        int        seat)
{
  GPtrArray *moves = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_move_unref);
  g_autoptr(GHashTable) by_id = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) legal = NULL;

  if (trp_game_get_current_seat (self) != seat || seat < 0)
    return moves;

  legal = trp_game_legal_actions (self);
  for (guint i = 0; i < legal->len; i++)
    {
      const TrpAction *action = g_ptr_array_index (legal, i);
      g_autofree char *id = default_id (action);
      guint known = known_type (action->type);
      TrpMove *move = g_hash_table_lookup (by_id, id);

      if (move == NULL)
        {
          g_autofree char *label = NULL;

          if (action->n_cards == 0)
            {
              label = trp_game_describe_choice (self, action);
              if (label == NULL)
                label = trp_game_describe_action (self, action);
            }
          else
            label = g_strdup (g_str_equal (action->type, TRP_ACTION_PLAY) ? _("_Play Selected")
                              : g_str_equal (action->type, TRP_ACTION_BURY) ? _("_Bury Selected")
                              : g_str_equal (action->type, TRP_ACTION_DISCARD) ? _("_Discard")
                              : action->type);
          move = trp_move_new (id, label, action);
          if (known != G_MAXUINT)
            {
              trp_move_set_place (move, known_types[known].place, action->target);
              trp_move_set_accel (move, known_types[known].accel);
              trp_move_set_ends_turn (move, known_types[known].ends_turn);
            }
          else
            trp_move_set_place (move, TRP_PLACE_DECLARATION, -1);
          if (action->n_cards == 0)
            {
              g_autofree char *risk = trp_game_describe_risk (self, action);

              trp_move_set_confirmation (move, risk);
            }
          else
            trp_move_set_cards (move, TRP_MOVE_CARDS_EXACTLY, action->n_cards);
          g_hash_table_insert (by_id, g_strdup (id), move);
          g_ptr_array_add (moves, move);
        }

      if (action->n_cards > 0)
        {
          if (trp_move_get_cards_mode (move) == TRP_MOVE_CARDS_EXACTLY &&
              trp_move_get_n_cards (move) != action->n_cards)
            trp_move_set_cards (move, TRP_MOVE_CARDS_AT_LEAST,
                                MIN (trp_move_get_n_cards (move), action->n_cards));
          else if (trp_move_get_cards_mode (move) == TRP_MOVE_CARDS_AT_LEAST &&
                   action->n_cards < trp_move_get_n_cards (move))
            trp_move_set_cards (move, TRP_MOVE_CARDS_AT_LEAST, action->n_cards);
          for (guint c = 0; c < action->n_cards; c++)
            trp_move_add_candidate (move, action->cards[c]);
        }
    }

  return moves;
}

/**
 * trp_game_describe_moves:
 * @seat: the seat whose moves to describe
 *
 * The moves @seat may make now, and those it would look for but may not
 * make now (available %FALSE, with the reason and its rule ID), in the
 * order a table shows them. Empty when @seat is not to act.
 *
 * Returns: (transfer container) (element-type TrpMove): the moves
 */
GPtrArray *
trp_game_describe_moves (TrpGame *self,
                         int      seat)
{
  return trp_game_describe_moves_staged (self, seat, NULL);
}

/**
 * trp_game_describe_moves_staged:
 * @staged: (nullable) (element-type GArray): the melds the table has put
 *   aside, each a #GArray of #TrpCard
 *
 * Like trp_game_describe_moves(), with the staging: the staged cards are
 * no candidates of the other moves, and the go-down move binds the
 * staged melds, available when the game would accept them together, else
 * with what they lack (B-60, A-10).
 *
 * Returns: (transfer container) (element-type TrpMove): the moves
 */
GPtrArray *
trp_game_describe_moves_staged (TrpGame   *self,
                                int        seat,
                                GPtrArray *staged)
{
  g_return_val_if_fail (TRP_IS_GAME (self), NULL);

  if (trp_game_is_round_over (self) || trp_game_get_current_seat (self) < 0)
    return g_ptr_array_new_with_free_func ((GDestroyNotify) trp_move_unref);
  if (TRP_GAME_GET_CLASS (self)->describe_moves != NULL)
    return TRP_GAME_GET_CLASS (self)->describe_moves (self, seat, staged);
  return default_describe_moves (self, seat);
}

/**
 * trp_game_find_move:
 *
 * Returns: (transfer none) (nullable): the move of @moves whose id is @id
 */
TrpMove *
trp_game_find_move (GPtrArray  *moves,
                    const char *id)
{
  for (guint i = 0; moves != NULL && i < moves->len; i++)
    if (g_str_equal (trp_move_get_id (g_ptr_array_index (moves, i)), id))
      return g_ptr_array_index (moves, i);
  return NULL;
}

/* How well a move that does not take @n_cards cards explains why: one
 * allowed now that takes as many cards says the rule that refuses these
 * (B-27), before one that takes another number, before one not allowed
 * now. */
static guint
explains (const TrpMove *move,
          guint          n_cards)
{
  return (trp_move_is_available (move) ? 2 : 0) + (trp_move_fits_count (move, n_cards) ? 1 : 0);
}

/**
 * trp_game_find_move_for_cards:
 *
 * The move that @cards chosen together make (Ctrl+Enter, a double
 * click): the first of @moves that takes them. A move onto one meld is
 * made by pointing at the meld, so none is found here. When no move takes
 * them, the one that best says why once built.
 *
 * Returns: (transfer none) (nullable): the move
 */
TrpMove *
trp_game_find_move_for_cards (GPtrArray     *moves,
                              const TrpCard *cards,
                              guint          n_cards)
{
  TrpMove *fallback = NULL;

  for (guint i = 0; moves != NULL && i < moves->len; i++)
    {
      TrpMove *move = g_ptr_array_index (moves, i);

      if (!trp_move_takes_cards (move) || trp_move_get_place (move) == TRP_PLACE_MELD)
        continue;
      if (trp_move_is_available (move) && trp_move_fits_cards (move, cards, n_cards))
        return move;
      if (fallback == NULL || explains (move, n_cards) > explains (fallback, n_cards))
        fallback = move;
    }
  return fallback;
}

/**
 * trp_game_find_lay_down_move:
 *
 * The move that lays the staged moves down (Biriba's Go Down): its cards
 * are the staging's, bound, and it goes where the staging went.
 *
 * Returns: (transfer none) (nullable): the move
 */
TrpMove *
trp_game_find_lay_down_move (GPtrArray *moves)
{
  for (guint i = 0; moves != NULL && i < moves->len; i++)
    {
      TrpMove *move = g_ptr_array_index (moves, i);

      if (!trp_move_takes_cards (move) && trp_move_get_place (move) == TRP_PLACE_NEW_MELD)
        return move;
    }
  return NULL;
}

/**
 * trp_game_find_move_taking_to:
 *
 * The move that takes cards of the hand to @place (the kitty: Da Bai
 * Fen's burial, D-27).
 *
 * Returns: (transfer none) (nullable): the move
 */
TrpMove *
trp_game_find_move_taking_to (GPtrArray *moves,
                              TrpPlace   place)
{
  for (guint i = 0; moves != NULL && i < moves->len; i++)
    {
      TrpMove *move = g_ptr_array_index (moves, i);

      if (trp_move_get_place (move) == place && trp_move_takes_cards (move))
        return move;
    }
  return NULL;
}

/**
 * trp_game_moves_are_single_cards:
 *
 * Whether every move allowed now is one card of the hand (a trick game's
 * play), and there is at least one.
 */
gboolean
trp_game_moves_are_single_cards (GPtrArray *moves)
{
  gboolean any = FALSE;

  for (guint i = 0; moves != NULL && i < moves->len; i++)
    {
      TrpMove *move = g_ptr_array_index (moves, i);

      if (!trp_move_is_available (move))
        continue;
      if (trp_move_get_cards_mode (move) != TRP_MOVE_CARDS_EXACTLY || trp_move_get_n_cards (move) != 1)
        return FALSE;
      any = TRUE;
    }
  return any;
}

/**
 * trp_game_moves_take_card:
 *
 * Whether a move allowed now may take @card.
 */
gboolean
trp_game_moves_take_card (GPtrArray *moves,
                          TrpCard    card)
{
  for (guint i = 0; moves != NULL && i < moves->len; i++)
    if (trp_move_is_available (g_ptr_array_index (moves, i)) &&
        trp_move_is_candidate (g_ptr_array_index (moves, i), card))
      return TRUE;
  return FALSE;
}

/**
 * trp_game_find_only_pass:
 *
 * Whether the seat has only a pass to make, or a pass and moves that
 * could only lose (a claim short of the target, M-65): a window with
 * nothing to declare (M-17), a Da Bai Fen draw with nothing to expose
 * (D-16).
 *
 * Returns: (transfer none) (nullable): the pass, if that is all
 */
TrpMove *
trp_game_find_only_pass (GPtrArray *moves)
{
  TrpMove *pass = NULL;

  for (guint i = 0; moves != NULL && i < moves->len; i++)
    {
      TrpMove *move = g_ptr_array_index (moves, i);

      if (!trp_move_is_available (move) || trp_move_get_emphasis (move) == TRP_MOVE_EMPHASIS_DESTRUCTIVE)
        continue;
      if (!g_str_equal (trp_move_get_id (move), "pass"))
        return NULL;
      pass = move;
    }
  return pass;
}

/**
 * trp_game_build_move:
 * @move: a move of trp_game_describe_moves()
 * @groups: (nullable) (element-type GArray): the chosen cards, a #GArray
 *   of #TrpCard per group: one group, or one per meld of a go-down; %NULL
 *   or empty for a move that takes no card or has its cards bound
 *
 * The action @move makes with those cards, if the game accepts it.
 *
 * Returns: (transfer full) (nullable): the action, or %NULL with a
 *   %TRP_RULE_ERROR that names the rule
 */
TrpAction *
trp_game_build_move (TrpGame        *self,
                     const TrpMove  *move,
                     GPtrArray      *groups,
                     GError        **error)
{
  g_autoptr(TrpAction) action = NULL;

  g_return_val_if_fail (TRP_IS_GAME (self), NULL);
  g_return_val_if_fail (move != NULL, NULL);

  if (!trp_move_is_available (move) &&
      (groups == NULL || groups->len == 0 || trp_move_get_cards_mode (move) == TRP_MOVE_CARDS_FIXED))
    {
      g_set_error_literal (error, TRP_RULE_ERROR, TRP_RULE_ERROR_ILLEGAL, trp_move_get_reason (move));
      return NULL;
    }

  action = trp_action_copy (trp_move_get_action (move));
  if (groups != NULL && groups->len > 0)
    {
      trp_action_set_cards (action, NULL, 0);
      if (groups->len == 1)
        {
          GArray *cards = g_ptr_array_index (groups, 0);

          trp_action_set_cards (action, (TrpCard *) cards->data, cards->len);
        }
      else
        for (guint g = 0; g < groups->len; g++)
          {
            GArray *cards = g_ptr_array_index (groups, g);

            trp_action_add_group (action, (TrpCard *) cards->data, cards->len);
          }
    }

  if (trp_move_get_count_rule (move) != NULL)
    {
      guint wanted = trp_move_get_n_cards (move);
      g_autofree char *number = trp_format_number (wanted);

      if (trp_move_get_cards_mode (move) == TRP_MOVE_CARDS_EXACTLY && action->n_cards != wanted)
        {
          /* Translators: a move that takes a set number of cards, e.g.
           * Da Bai Fen's bury (D-27). */
          trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, trp_move_get_count_rule (move),
                              ngettext ("Choose exactly %s card", "Choose exactly %s cards", wanted),
                              number);
          return NULL;
        }
      if (trp_move_get_cards_mode (move) == TRP_MOVE_CARDS_AT_LEAST && action->n_cards < wanted)
        {
          trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, trp_move_get_count_rule (move),
                              ngettext ("Choose at least %s card", "Choose at least %s cards", wanted),
                              number);
          return NULL;
        }
    }

  if (!trp_game_validate (self, action, error))
    return NULL;
  return g_steal_pointer (&action);
}

/**
 * trp_game_build_move_with_cards:
 *
 * trp_game_build_move() with one group of cards (none when @n_cards is 0).
 *
 * Returns: (transfer full) (nullable): the action, or %NULL with a
 *   %TRP_RULE_ERROR
 */
TrpAction *
trp_game_build_move_with_cards (TrpGame        *self,
                                const TrpMove  *move,
                                const TrpCard  *cards,
                                guint           n_cards,
                                GError        **error)
{
  g_autoptr(GPtrArray) groups = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);

  if (n_cards > 0)
    {
      GArray *group = g_array_sized_new (FALSE, FALSE, sizeof (TrpCard), n_cards);

      g_array_append_vals (group, cards, n_cards);
      g_ptr_array_add (groups, group);
    }
  return trp_game_build_move (self, move, groups, error);
}

/**
 * trp_game_check_staged_meld:
 * @staged: (nullable) (element-type GArray): the melds already staged
 * @cards: the cards to stage as one more meld
 *
 * Whether @cards may be staged beside @staged: held, not staged already,
 * a meld by themselves (B-13 to B-17), refused at once with the rule.
 * What the staged melds together lack to go down is the reason of the
 * go-down move of trp_game_describe_moves_staged().
 */
gboolean
trp_game_check_staged_meld (TrpGame        *self,
                            int             seat,
                            GPtrArray      *staged,
                            const TrpCard  *cards,
                            guint           n_cards,
                            GError        **error)
{
  g_return_val_if_fail (TRP_IS_GAME (self), FALSE);

  if (TRP_GAME_GET_CLASS (self)->check_staged_meld != NULL)
    return TRP_GAME_GET_CLASS (self)->check_staged_meld (self, seat, staged, cards, n_cards, error);

  trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "-", _("This game has no melds to stage"));
  return FALSE;
}

static gboolean
group_equal (const TrpCard *a,
             guint          n_a,
             GArray        *b)
{
  g_autoptr(GArray) left = NULL;

  if (n_a != b->len)
    return FALSE;
  left = g_array_copy (b);
  for (guint i = 0; i < n_a; i++)
    {
      gboolean found = FALSE;

      for (guint k = 0; k < left->len && !found; k++)
        if (g_array_index (left, TrpCard, k) == a[i])
          {
            g_array_remove_index_fast (left, k);
            found = TRUE;
          }
      if (!found)
        return FALSE;
    }
  return TRUE;
}

/**
 * trp_game_move_for_action:
 * @staged: (nullable) (element-type GArray): the melds staged so far
 * @action: a legal action of the seat to act (a hint)
 *
 * The one move that makes @action, or its next step, with its cards
 * bound: where the game stages melds, an action of several melds is
 * staged one meld at a time (the first one not in @staged), then laid
 * with the go-down move once all are staged.
 *
 * Returns: (transfer full) (nullable): the move, or %NULL when no move
 *   describes @action
 */
TrpMove *
trp_game_move_for_action (TrpGame         *self,
                          GPtrArray       *staged,
                          const TrpAction *action)
{
  g_autoptr(GPtrArray) moves = NULL;
  TrpMove *staging = NULL;

  g_return_val_if_fail (TRP_IS_GAME (self), NULL);
  g_return_val_if_fail (action != NULL, NULL);

  moves = trp_game_describe_moves_staged (self, action->seat, staged);
  for (guint i = 0; i < moves->len && staging == NULL; i++)
    {
      TrpMove *move = g_ptr_array_index (moves, i);

      if (trp_move_is_staging (move) && g_str_equal (trp_move_get_action (move)->type, action->type))
        staging = move;
    }

  if (staging != NULL)
    {
      guint n_groups = trp_action_get_n_groups (action);

      for (guint g = 0; g < n_groups; g++)
        {
          guint n;
          const TrpCard *cards = trp_action_get_group (action, g, &n);
          gboolean done = FALSE;

          for (guint k = 0; staged != NULL && k < staged->len && !done; k++)
            done = group_equal (cards, n, g_ptr_array_index (staged, k));
          if (!done)
            return trp_move_copy_bound (staging, action, g, 1);
        }

      /* Every meld is staged: the go-down move lays them. */
      for (guint i = 0; i < moves->len; i++)
        {
          TrpMove *move = g_ptr_array_index (moves, i);

          if (!trp_move_is_staging (move) && trp_move_get_cards_mode (move) == TRP_MOVE_CARDS_FIXED &&
              g_str_equal (trp_move_get_action (move)->type, action->type) &&
              trp_move_get_place (move) == trp_move_get_place (staging))
            return trp_move_ref (move);
        }
      return NULL;
    }

  for (guint i = 0; i < moves->len; i++)
    {
      TrpMove *move = g_ptr_array_index (moves, i);
      const TrpAction *template = trp_move_get_action (move);

      if (trp_move_is_staging (move) || !g_str_equal (template->type, action->type) ||
          template->target != action->target || template->suit != action->suit)
        continue;
      if (trp_move_get_cards_mode (move) == TRP_MOVE_CARDS_NONE)
        return action->n_cards == 0 ? trp_move_ref (move) : NULL;
      if (trp_move_get_cards_mode (move) == TRP_MOVE_CARDS_FIXED)
        {
          if (trp_action_equal (template, action))
            return trp_move_ref (move);
          continue;
        }
      if (!trp_move_matches_action (move, action))
        continue;
      return trp_move_copy_bound (move, action, 0, trp_action_get_n_groups (action));
    }
  return NULL;
}
