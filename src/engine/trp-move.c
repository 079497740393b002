/* trp-move.c: a move a seat may make, as the game describes it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The games build these in describe_moves() (trp-game.h); tables, hints
 * and guests read them, and trp_game_build_move() turns one, with the
 * cards a person chose, into the action the game validates.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "trp-format.h"
#include "trp-game.h"
#include "trp-move.h"

struct _TrpMove
{
  gatomicrefcount ref_count;
  char           *id;
  char           *label;
  char           *accel;
  char           *reason;
  char           *rule_id;
  char           *confirmation;
  char           *confirmation_heading;
  char           *count_rule;
  TrpAction      *action;
  TrpMoveCards    cards_mode;
  guint           n_cards;
  GArray         *candidates;   /* TrpCard, each once */
  GPtrArray      *groups;       /* GArray of TrpCard: the bound cards */
  TrpPlace        place;
  int             place_index;
  gboolean        available;
  gboolean        ends_turn;
  gboolean        staging;
  TrpMoveEmphasis emphasis;
};

G_DEFINE_BOXED_TYPE (TrpMove, trp_move, trp_move_ref, trp_move_unref)

/**
 * trp_move_new:
 * @id: stable while the move means the same thing (“discard”, “meld:3”),
 *   so that a table can key its widgets by it
 * @label: translated, in the imperative, with a mnemonic
 * @action: the action the move builds; its cards are ignored (bind them
 *   with trp_move_add_group())
 *
 * An available move that takes no card and goes nowhere.
 */
TrpMove *
trp_move_new (const char      *id,
              const char      *label,
              const TrpAction *action)
{
  TrpMove *self = g_new0 (TrpMove, 1);

  g_return_val_if_fail (id != NULL && label != NULL && action != NULL, NULL);

  g_atomic_ref_count_init (&self->ref_count);
  self->id = g_strdup (id);
  self->label = g_strdup (label);
  self->action = trp_action_copy (action);
  trp_action_set_cards (self->action, NULL, 0);
  self->candidates = g_array_new (FALSE, FALSE, sizeof (TrpCard));
  self->groups = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  self->available = TRUE;
  self->place_index = -1;
  return self;
}

TrpMove *
trp_move_ref (TrpMove *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
trp_move_unref (TrpMove *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;
  g_free (self->id);
  g_free (self->label);
  g_free (self->accel);
  g_free (self->reason);
  g_free (self->rule_id);
  g_free (self->confirmation);
  g_free (self->confirmation_heading);
  g_free (self->count_rule);
  trp_action_free (self->action);
  g_array_unref (self->candidates);
  g_ptr_array_unref (self->groups);
  g_free (self);
}

const char *
trp_move_get_id (const TrpMove *self)
{
  return self->id;
}

/* Translated, imperative, with a mnemonic (“_Discard”). */
const char *
trp_move_get_label (const TrpMove *self)
{
  return self->label;
}

/* A GTK accelerator string (“<Control>d”), or %NULL. */
const char *
trp_move_get_accel (const TrpMove *self)
{
  return self->accel;
}

gboolean
trp_move_is_available (const TrpMove *self)
{
  return self->available;
}

/* Why the move cannot be made now, translated, ending with the rule ID
 * in brackets (“Draw from the stock or take the pile first [B-21]”), or
 * %NULL when it is available. */
const char *
trp_move_get_reason (const TrpMove *self)
{
  return self->reason;
}

/* The rule ID of trp_move_get_reason() (“B-21”), or %NULL. */
const char *
trp_move_get_rule_id (const TrpMove *self)
{
  return self->rule_id;
}

TrpMoveCards
trp_move_get_cards_mode (const TrpMove *self)
{
  return self->cards_mode;
}

/* For %TRP_MOVE_CARDS_EXACTLY and %TRP_MOVE_CARDS_AT_LEAST, the count;
 * for %TRP_MOVE_CARDS_FIXED, the number of bound cards; else 0 or 1. */
guint
trp_move_get_n_cards (const TrpMove *self)
{
  if (self->cards_mode == TRP_MOVE_CARDS_FIXED)
    {
      guint n = 0;

      for (guint g = 0; g < self->groups->len; g++)
        n += ((GArray *) g_ptr_array_index (self->groups, g))->len;
      return n;
    }
  return self->n_cards;
}

/* The cards of the hand the move may take, each once: every card that
 * may take part in it, not every combination of them being legal (the
 * game's validate() stays the judge, through trp_game_build_move()). */
const TrpCard *
trp_move_get_candidates (const TrpMove *self,
                         guint         *n_candidates)
{
  if (n_candidates != NULL)
    *n_candidates = self->candidates->len;
  return (const TrpCard *) self->candidates->data;
}

gboolean
trp_move_is_candidate (const TrpMove *self,
                       TrpCard        card)
{
  for (guint i = 0; i < self->candidates->len; i++)
    if (g_array_index (self->candidates, TrpCard, i) == card)
      return TRUE;
  return FALSE;
}

/* The bound cards of a %TRP_MOVE_CARDS_FIXED move, in groups: one per
 * meld of a go-down, one for any other move. */
guint
trp_move_get_n_groups (const TrpMove *self)
{
  return self->groups->len;
}

const TrpCard *
trp_move_get_group (const TrpMove *self,
                    guint          group,
                    guint         *n_cards)
{
  GArray *cards;

  g_return_val_if_fail (group < self->groups->len, NULL);

  cards = g_ptr_array_index (self->groups, group);
  if (n_cards != NULL)
    *n_cards = cards->len;
  return (const TrpCard *) cards->data;
}

TrpPlace
trp_move_get_place (const TrpMove *self)
{
  return self->place;
}

/* For %TRP_PLACE_MELD, the meld's index in the observation's "melds";
 * -1 otherwise. */
int
trp_move_get_place_index (const TrpMove *self)
{
  return self->place_index;
}

gboolean
trp_move_get_ends_turn (const TrpMove *self)
{
  return self->ends_turn;
}

/* Whether the move only puts cards aside on the table's staging area
 * (Biriba's new meld): it makes no action by itself; the go-down move
 * lays every staged meld at once. */
gboolean
trp_move_is_staging (const TrpMove *self)
{
  return self->staging;
}

/* Where the rules make the move final in a way its player cannot be
 * sure of (a throw that may fail, D-31; a claim, M-65): a translated
 * text to confirm before making it; %NULL otherwise. */
const char *
trp_move_get_confirmation (const TrpMove *self)
{
  return self->confirmation;
}

TrpMoveEmphasis
trp_move_get_emphasis (const TrpMove *self)
{
  return self->emphasis;
}

/* The action the move builds: complete for a move that takes no card or
 * has its cards bound, a template (no cards) otherwise. */
const TrpAction *
trp_move_get_action (const TrpMove *self)
{
  return self->action;
}

int
trp_move_get_seat (const TrpMove *self)
{
  return self->action->seat;
}

/* Whether @action is this move: same type, target and suit, and, when
 * the move's cards are bound, the same cards. */
gboolean
trp_move_matches_action (const TrpMove   *self,
                         const TrpAction *action)
{
  if (!g_str_equal (self->action->type, action->type) || self->action->target != action->target ||
      self->action->suit != action->suit || self->action->seat != action->seat)
    return FALSE;
  if (self->cards_mode == TRP_MOVE_CARDS_NONE)
    return action->n_cards == 0;
  if (self->cards_mode == TRP_MOVE_CARDS_FIXED)
    return trp_action_equal (self->action, action);
  for (guint i = 0; i < action->n_cards; i++)
    if (!trp_move_is_candidate (self, action->cards[i]))
      return FALSE;
  return TRUE;
}

void
trp_move_set_accel (TrpMove    *self,
                    const char *accel)
{
  g_free (self->accel);
  self->accel = g_strdup (accel);
}

/* Not a move now, for the rule @reason names (a %TRP_RULE_ERROR). */
void
trp_move_set_unavailable (TrpMove      *self,
                          const GError *reason)
{
  self->available = FALSE;
  g_free (self->reason);
  g_free (self->rule_id);
  self->reason = g_strdup (reason->message);
  self->rule_id = trp_rule_error_get_rule_id (reason);
}

void
trp_move_set_unavailable_text (TrpMove    *self,
                               const char *reason)
{
  GError error = { TRP_RULE_ERROR, TRP_RULE_ERROR_ILLEGAL, (char *) reason };

  trp_move_set_unavailable (self, &error);
}

void
trp_move_set_cards (TrpMove      *self,
                    TrpMoveCards  mode,
                    guint         n_cards)
{
  self->cards_mode = mode;
  self->n_cards = n_cards;
}

/* The rule that sets how many cards the move takes (“D-27”): then
 * trp_game_build_move() refuses another count with it, where the game's
 * validate() would take several moves of fewer cards (a bury in steps). */
void
trp_move_set_count_rule (TrpMove    *self,
                         const char *rule_id)
{
  g_free (self->count_rule);
  self->count_rule = g_strdup (rule_id);
}

const char *
trp_move_get_count_rule (const TrpMove *self)
{
  return self->count_rule;
}

void
trp_move_add_candidate (TrpMove *self,
                        TrpCard  card)
{
  if (!trp_move_is_candidate (self, card))
    g_array_append_val (self->candidates, card);
}

/* Binds @cards as one more group; the move becomes
 * %TRP_MOVE_CARDS_FIXED, its action carries them, and they are its
 * candidates. */
void
trp_move_add_group (TrpMove       *self,
                    const TrpCard *cards,
                    guint          n_cards)
{
  GArray *group = g_array_sized_new (FALSE, FALSE, sizeof (TrpCard), n_cards);

  g_array_append_vals (group, cards, n_cards);
  g_ptr_array_add (self->groups, group);
  self->cards_mode = TRP_MOVE_CARDS_FIXED;
  /* A second group makes the first one a group of its own. */
  if (self->groups->len == 1)
    trp_action_set_cards (self->action, cards, n_cards);
  else
    trp_action_add_group (self->action, cards, n_cards);
  for (guint i = 0; i < n_cards; i++)
    trp_move_add_candidate (self, cards[i]);
}

void
trp_move_set_place (TrpMove  *self,
                    TrpPlace  place,
                    int       index)
{
  self->place = place;
  self->place_index = index;
}

void
trp_move_set_ends_turn (TrpMove  *self,
                        gboolean  ends_turn)
{
  self->ends_turn = ends_turn;
}

void
trp_move_set_staging (TrpMove  *self,
                      gboolean  staging)
{
  self->staging = staging;
}

void
trp_move_set_confirmation (TrpMove    *self,
                           const char *text)
{
  g_free (self->confirmation);
  self->confirmation = g_strdup (text);
}

/**
 * trp_move_set_confirmation_heading:
 * @text: (nullable): the confirmation's heading, a short question
 *   (“Claim Victory?”); a table asks a generic one without it
 */
void
trp_move_set_confirmation_heading (TrpMove    *self,
                                   const char *text)
{
  g_return_if_fail (self != NULL);

  g_free (self->confirmation_heading);
  self->confirmation_heading = g_strdup (text);
}

const char *
trp_move_get_confirmation_heading (const TrpMove *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->confirmation_heading;
}

void
trp_move_set_emphasis (TrpMove         *self,
                       TrpMoveEmphasis  emphasis)
{
  self->emphasis = emphasis;
}

/* Every card of the @actions (legal actions) of the move's type, target
 * and suit as a candidate: the candidates are then exactly the cards of
 * the legal moves, with no rule repeated here. */
void
trp_move_add_candidates_from (TrpMove   *self,
                              GPtrArray *actions)
{
  for (guint i = 0; i < actions->len; i++)
    {
      const TrpAction *action = g_ptr_array_index (actions, i);

      if (!g_str_equal (action->type, self->action->type) || action->target != self->action->target ||
          action->suit != self->action->suit)
        continue;
      for (guint c = 0; c < action->n_cards; c++)
        trp_move_add_candidate (self, action->cards[c]);
    }
}

/**
 * trp_move_copy_bound:
 * @action: the complete action whose cards to bind
 * @first_group: its first group to bind
 * @n_groups: how many of its groups, from @first_group
 *
 * A copy of @self, available, with @action's target and suit and those
 * groups of its cards bound: a hint that names exactly one move.
 */
TrpMove *
trp_move_copy_bound (const TrpMove   *self,
                     const TrpAction *action,
                     guint            first_group,
                     guint            n_groups)
{
  TrpMove *copy = trp_move_new (self->id, self->label, action);

  trp_move_set_accel (copy, self->accel);
  copy->place = self->place;
  copy->place_index = self->place_index;
  copy->ends_turn = self->ends_turn;
  copy->staging = self->staging;
  copy->emphasis = self->emphasis;
  copy->count_rule = g_strdup (self->count_rule);
  copy->confirmation = g_strdup (self->confirmation);
  copy->confirmation_heading = g_strdup (self->confirmation_heading);
  copy->cards_mode = self->cards_mode;
  copy->n_cards = self->n_cards;
  for (guint g = first_group; g < first_group + n_groups && g < trp_action_get_n_groups (action); g++)
    {
      guint n;
      const TrpCard *cards = trp_action_get_group (action, g, &n);

      trp_move_add_group (copy, cards, n);
    }
  return copy;
}

const char *
trp_place_to_string (TrpPlace place)
{
  static const char *names[] = {
    "none", "stock", "pile", "meld", "new-meld", "trick", "kitty", "biribaki", "declaration",
  };

  g_return_val_if_fail (place < G_N_ELEMENTS (names), NULL);
  return names[place];
}

/**
 * trp_move_takes_cards:
 *
 * Returns: whether the person chooses the move's cards from the hand
 *   (%TRP_MOVE_CARDS_EXACTLY, %TRP_MOVE_CARDS_AT_LEAST, %TRP_MOVE_CARDS_ANY),
 *   rather than the move being complete as described
 */
gboolean
trp_move_takes_cards (const TrpMove *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->cards_mode == TRP_MOVE_CARDS_EXACTLY || self->cards_mode == TRP_MOVE_CARDS_AT_LEAST ||
         self->cards_mode == TRP_MOVE_CARDS_ANY;
}

/**
 * trp_move_fits_count:
 *
 * Returns: whether the move takes @n_cards cards of the hand
 */
gboolean
trp_move_fits_count (const TrpMove *self,
                     guint          n_cards)
{
  g_return_val_if_fail (self != NULL, FALSE);

  switch (self->cards_mode)
    {
    case TRP_MOVE_CARDS_EXACTLY:
      return n_cards == self->n_cards;
    case TRP_MOVE_CARDS_AT_LEAST:
      return n_cards >= MAX (self->n_cards, 1);
    case TRP_MOVE_CARDS_ANY:
      return n_cards >= 1;
    case TRP_MOVE_CARDS_NONE:
    case TRP_MOVE_CARDS_FIXED:
    default:
      return FALSE;
    }
}

/**
 * trp_move_fits_cards:
 * @cards: cards of the hand the person chose
 *
 * Whether @cards are as many as the move takes and each may take part,
 * which is what a table can tell without the game: whether they make a
 * legal move together is trp_game_build_move()'s to judge.
 *
 * Returns: %TRUE when the move takes cards and @cards fit it
 */
gboolean
trp_move_fits_cards (const TrpMove *self,
                     const TrpCard *cards,
                     guint          n_cards)
{
  g_return_val_if_fail (self != NULL, FALSE);

  if (!trp_move_fits_count (self, n_cards))
    return FALSE;
  for (guint i = 0; i < n_cards; i++)
    if (!trp_move_is_candidate (self, cards[i]))
      return FALSE;
  return TRUE;
}

/**
 * trp_move_describe_need:
 * @cards: the cards chosen now
 *
 * What the person must still do to make the move with the chosen cards:
 * its reason when it cannot be made now, else how many cards it takes
 * when @cards are not that many, or that some of them cannot take part.
 *
 * Returns: (transfer full) (nullable): a translated sentence, or %NULL
 *   when @cards fit the move
 */
char *
trp_move_describe_need (const TrpMove *self,
                        const TrpCard *cards,
                        guint          n_cards)
{
  g_autofree char *number = NULL;

  g_return_val_if_fail (self != NULL, NULL);

  if (!self->available)
    return g_strdup (self->reason);
  if (!trp_move_takes_cards (self) || trp_move_fits_cards (self, cards, n_cards))
    return NULL;

  number = trp_format_number (self->n_cards);
  if (n_cards == 0 && self->cards_mode == TRP_MOVE_CARDS_ANY)
    return g_strdup (_("Select cards in your hand first"));
  if (self->cards_mode == TRP_MOVE_CARDS_EXACTLY && n_cards != self->n_cards)
    /* Translators: why a move's button is greyed: how many cards it
     * takes, e.g. “Select exactly 6 cards”. */
    return g_strdup_printf (ngettext ("Select exactly %s card", "Select exactly %s cards", self->n_cards),
                            number);
  if (self->cards_mode == TRP_MOVE_CARDS_AT_LEAST && n_cards < self->n_cards)
    return g_strdup_printf (ngettext ("Select at least %s card", "Select at least %s cards", self->n_cards),
                            number);
  return g_strdup (_("Some of the selected cards cannot take part in this move"));
}

/**
 * trp_move_dup_plain_label:
 *
 * Returns: (transfer full): the label as it reads, without its mnemonic
 *   (“Take the _Pile” reads “Take the Pile”)
 */
char *
trp_move_dup_plain_label (const TrpMove *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return trp_strip_mnemonic (self->label);
}
