/* trp-action-types.h: the action types and phases that the games share
 * with the interface
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The types of TrpAction that more than the game itself names: the
 * interface and the computer players build actions of these types and
 * ask what a legal action is by them, so that no code outside a game
 * spells a type as a string literal. The games intern the same strings. */

/* Every trick game (D-29, M-20) */
#define TRP_ACTION_PLAY               "play"
/* A turn or a window given up (B-22, D-16, M-17) */
#define TRP_ACTION_PASS               "pass"

/* Biriba (B-21 to B-29, B-70) */
#define TRP_ACTION_DRAW_STOCK         "draw_stock"
#define TRP_ACTION_TAKE_PILE          "take_pile"
#define TRP_ACTION_NEW_MELD           "new_meld"
#define TRP_ACTION_ADD_TO_MELD        "add_to_meld"
#define TRP_ACTION_TAKE_BIRIBAKI      "take_biribaki"
#define TRP_ACTION_DISCARD            "discard"
#define TRP_ACTION_DECLARE_KOZI       "declare_kozi"
#define TRP_ACTION_FIRST_CARD_KEEP    "first_card_keep"
#define TRP_ACTION_FIRST_CARD_TO_PILE "first_card_to_pile"

/* Da Bai Fen (D-16, D-25, D-27) */
#define TRP_ACTION_EXPOSE             "expose"
#define TRP_ACTION_CLAIM_REDEAL       "claim_redeal"
#define TRP_ACTION_BURY               "bury"

/* The Marianna family (M-17, M-48, M-56, M-65) */
#define TRP_ACTION_DECLARE            "declare"
#define TRP_ACTION_CLAIM              "claim"
#define TRP_ACTION_COVER_REQUEST      "cover_request"
#define TRP_ACTION_COVER_ANSWER       "cover_answer"
#define TRP_ACTION_SWAP_INDICATOR     "swap_indicator"

/* Phases, as trp_game_get_phase() and the observations' "phase" name
 * them, that the interface treats apart. */
#define TRP_PHASE_MELD                "meld"
#define TRP_PHASE_DRAW                "draw"
#define TRP_PHASE_BURY                "bury"
#define TRP_PHASE_PLAY                "play"

G_END_DECLS
