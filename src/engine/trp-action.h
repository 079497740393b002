/* trp-action.h: one atomic step of play, for every game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "trp-card.h"
#include "trp-json-reader.h"

G_BEGIN_DECLS

#define TRP_TYPE_ACTION (trp_action_get_type ())

#define TRP_ACTION_ERROR (trp_action_error_quark ())

typedef enum
{
  TRP_ACTION_ERROR_INVALID_JSON,
} TrpActionError;

/* The number of cards one action may carry: a Biriba opening with several
 * melds out of a hand swollen by the whole pile stays far below it.
 */
#define TRP_ACTION_MAX_CARDS 255

/**
 * TrpAction:
 * @type: an interned name that each game defines ("draw", "meld", "play", …)
 * @seat: the seat that acts
 * @target: a game-defined index (a meld, a declaration kind), or -1
 * @suit: a suit the action names (a kozi, a trump), or %TRP_SUIT_NONE
 * @cards: the cards, grouped by @group_sizes when there is more than one group
 * @n_cards: the number of @cards
 * @group_sizes: sizes of consecutive groups of @cards (several melds in one
 *   action); %NULL means one group
 * @n_groups: the number of @group_sizes
 *
 * Games compare @type with `==` against names they interned through
 * trp_action_new() or g_intern_static_string().
 */
typedef struct
{
  const char *type;
  int         seat;
  int         target;
  TrpSuit     suit;
  guint       n_cards;
  TrpCard    *cards;
  guint       n_groups;
  guint8     *group_sizes;
} TrpAction;

GType       trp_action_get_type      (void) G_GNUC_CONST;
GQuark      trp_action_error_quark   (void);

TrpAction  *trp_action_new           (const char       *type,
                                      int               seat);
TrpAction  *trp_action_new_with_cards (const char      *type,
                                      int               seat,
                                      const TrpCard    *cards,
                                      guint             n_cards);
TrpAction  *trp_action_copy          (const TrpAction  *self);
void        trp_action_free          (TrpAction        *self);

void        trp_action_set_cards     (TrpAction        *self,
                                      const TrpCard    *cards,
                                      guint             n_cards);
void        trp_action_add_group     (TrpAction        *self,
                                      const TrpCard    *cards,
                                      guint             n_cards);
guint       trp_action_get_n_groups  (const TrpAction  *self);
const TrpCard *trp_action_get_group  (const TrpAction  *self,
                                      guint             group,
                                      guint            *n_cards);

gboolean    trp_action_equal         (const TrpAction  *self,
                                      const TrpAction  *other);
JsonNode   *trp_action_to_json       (const TrpAction  *self);
TrpAction  *trp_action_new_from_json (JsonNode         *node,
                                      GError          **error);
char       *trp_action_to_string     (const TrpAction  *self);

/* The action types a reader has met, interned: g_intern_string() takes a
 * global lock, and a long match has a dozen types for thousands of moves.
 * Zero it before the first use.
 */
typedef struct
{
  const char *types[16];
  guint       n_types;
} TrpActionTypeCache;

TrpAction  *trp_action_read          (TrpJsonReader    *reader,
                                      TrpJsonRef        ref,
                                      TrpActionTypeCache *cache,
                                      GError          **error);

void        trp_json_builder_add_cards (JsonBuilder    *builder,
                                        const TrpCard  *cards,
                                        guint           n_cards);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TrpAction, trp_action_free)

G_END_DECLS
