/* trp-move.h: a move a seat may make, as the game describes it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "trp-action.h"

G_BEGIN_DECLS

/**
 * TrpMoveCards:
 * @TRP_MOVE_CARDS_NONE: the move takes no card of the hand (draw, pass,
 *   a declaration); its action is complete
 * @TRP_MOVE_CARDS_FIXED: the cards are bound (a hint, a go-down of the
 *   staged melds, a Marianna declaration of its king and queen):
 *   trp_move_get_group()
 * @TRP_MOVE_CARDS_EXACTLY: the person chooses exactly
 *   trp_move_get_n_cards() among trp_move_get_candidates()
 * @TRP_MOVE_CARDS_AT_LEAST: at least trp_move_get_n_cards() of them
 * @TRP_MOVE_CARDS_ANY: any number of them, one at least
 *
 * Which cards of the hand a move takes.
 */
typedef enum
{
  TRP_MOVE_CARDS_NONE,
  TRP_MOVE_CARDS_FIXED,
  TRP_MOVE_CARDS_EXACTLY,
  TRP_MOVE_CARDS_AT_LEAST,
  TRP_MOVE_CARDS_ANY,
} TrpMoveCards;

/**
 * TrpPlace:
 * @TRP_PLACE_NONE: nowhere on the table (pass, keep the card)
 * @TRP_PLACE_STOCK: the stock (drawing from it)
 * @TRP_PLACE_PILE: the discard pile (discarding to it, taking it)
 * @TRP_PLACE_MELD: an existing meld: trp_move_get_place_index() is its
 *   index in the observation's "melds"
 * @TRP_PLACE_NEW_MELD: a new meld, staged first (Biriba's staging area)
 * @TRP_PLACE_TRICK: the trick on the table
 * @TRP_PLACE_KITTY: the kitty or the cards buried (Da Bai Fen's bury)
 * @TRP_PLACE_BIRIBAKI: a biribaki packet
 * @TRP_PLACE_DECLARATION: a declaration, a claim, a named suit, an
 *   exposed card, a covering: said, not laid on a pile
 *
 * Where a move's cards go, or what it acts on: what a drop target is.
 */
typedef enum
{
  TRP_PLACE_NONE,
  TRP_PLACE_STOCK,
  TRP_PLACE_PILE,
  TRP_PLACE_MELD,
  TRP_PLACE_NEW_MELD,
  TRP_PLACE_TRICK,
  TRP_PLACE_KITTY,
  TRP_PLACE_BIRIBAKI,
  TRP_PLACE_DECLARATION,
} TrpPlace;

/**
 * TrpMotion:
 * @TRP_MOTION_NONE: the action moves no card between a hand and a place
 * @TRP_MOTION_FROM_HAND: its cards leave the mover's hand for the place
 * @TRP_MOTION_TO_HAND: cards come from the place into the mover's hand
 *
 * Which way an action's cards travel, for a table that shows them
 * moving (trp_game_describe_motion()).
 */
typedef enum
{
  TRP_MOTION_NONE,
  TRP_MOTION_FROM_HAND,
  TRP_MOTION_TO_HAND,
} TrpMotion;

/**
 * TrpMoveEmphasis:
 * @TRP_MOVE_EMPHASIS_NONE: an ordinary move
 * @TRP_MOVE_EMPHASIS_SUGGESTED: the move that completes the step (go
 *   down, discard, play, bury; a claim that wins)
 * @TRP_MOVE_EMPHASIS_DESTRUCTIVE: a move that loses for sure (a claim
 *   short of the target, M-65)
 *
 * How a table sets the move's button apart.
 */
typedef enum
{
  TRP_MOVE_EMPHASIS_NONE,
  TRP_MOVE_EMPHASIS_SUGGESTED,
  TRP_MOVE_EMPHASIS_DESTRUCTIVE,
} TrpMoveEmphasis;

#define TRP_TYPE_MOVE (trp_move_get_type ())

/* Refcounted; immutable once a game has described it. */
typedef struct _TrpMove TrpMove;

GType            trp_move_get_type          (void) G_GNUC_CONST;

TrpMove         *trp_move_ref               (TrpMove         *self);
void             trp_move_unref             (TrpMove         *self);

const char      *trp_move_get_id            (const TrpMove   *self);
const char      *trp_move_get_label         (const TrpMove   *self);
const char      *trp_move_get_accel         (const TrpMove   *self);
gboolean         trp_move_is_available      (const TrpMove   *self);
const char      *trp_move_get_reason        (const TrpMove   *self);
const char      *trp_move_get_rule_id       (const TrpMove   *self);
TrpMoveCards     trp_move_get_cards_mode    (const TrpMove   *self);
guint            trp_move_get_n_cards       (const TrpMove   *self);
const TrpCard   *trp_move_get_candidates    (const TrpMove   *self,
                                             guint           *n_candidates);
gboolean         trp_move_is_candidate      (const TrpMove   *self,
                                             TrpCard          card);
guint            trp_move_get_n_groups      (const TrpMove   *self);
const TrpCard   *trp_move_get_group         (const TrpMove   *self,
                                             guint            group,
                                             guint           *n_cards);
TrpPlace         trp_move_get_place         (const TrpMove   *self);
int              trp_move_get_place_index   (const TrpMove   *self);
gboolean         trp_move_get_ends_turn     (const TrpMove   *self);
gboolean         trp_move_is_staging        (const TrpMove   *self);
const char      *trp_move_get_confirmation  (const TrpMove   *self);
const char      *trp_move_get_confirmation_heading (const TrpMove *self);
TrpMoveEmphasis  trp_move_get_emphasis      (const TrpMove   *self);
const TrpAction *trp_move_get_action        (const TrpMove   *self);
int              trp_move_get_seat          (const TrpMove   *self);
gboolean         trp_move_matches_action    (const TrpMove   *self,
                                             const TrpAction *action);
gboolean         trp_move_takes_cards       (const TrpMove   *self);
gboolean         trp_move_fits_count        (const TrpMove   *self,
                                             guint            n_cards);
gboolean         trp_move_fits_cards        (const TrpMove   *self,
                                             const TrpCard   *cards,
                                             guint            n_cards);
char            *trp_move_describe_need     (const TrpMove   *self,
                                             const TrpCard   *cards,
                                             guint            n_cards);
char            *trp_move_dup_plain_label   (const TrpMove   *self);

/* For the games that describe their moves. @action is the template: its
 * type, seat, target and suit, and its cards when they are fixed. */
TrpMove         *trp_move_new               (const char      *id,
                                             const char      *label,
                                             const TrpAction *action);
void             trp_move_set_accel         (TrpMove         *self,
                                             const char      *accel);
void             trp_move_set_unavailable   (TrpMove         *self,
                                             const GError    *reason);
void             trp_move_set_unavailable_text (TrpMove      *self,
                                             const char      *reason);
void             trp_move_set_cards         (TrpMove         *self,
                                             TrpMoveCards     mode,
                                             guint            n_cards);
void             trp_move_set_count_rule    (TrpMove         *self,
                                             const char      *rule_id);
const char      *trp_move_get_count_rule    (const TrpMove   *self);
void             trp_move_add_candidate     (TrpMove         *self,
                                             TrpCard          card);
void             trp_move_add_group         (TrpMove         *self,
                                             const TrpCard   *cards,
                                             guint            n_cards);
void             trp_move_set_place         (TrpMove         *self,
                                             TrpPlace         place,
                                             int              index);
void             trp_move_set_ends_turn     (TrpMove         *self,
                                             gboolean         ends_turn);
void             trp_move_set_staging       (TrpMove         *self,
                                             gboolean         staging);
void             trp_move_set_confirmation  (TrpMove         *self,
                                             const char      *text);
void             trp_move_set_confirmation_heading (TrpMove  *self,
                                             const char      *text);
void             trp_move_set_emphasis      (TrpMove         *self,
                                             TrpMoveEmphasis  emphasis);
void             trp_move_add_candidates_from (TrpMove       *self,
                                             GPtrArray       *actions);
TrpMove         *trp_move_copy_bound        (const TrpMove   *self,
                                             const TrpAction *action,
                                             guint            first_group,
                                             guint            n_groups);

const char      *trp_place_to_string        (TrpPlace         place);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TrpMove, trp_move_unref)

G_END_DECLS
