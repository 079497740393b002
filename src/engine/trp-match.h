/* trp-match.h: a match of many rounds toward a target, and its save file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "trp-game.h"
#include "trp-rules.h"

G_BEGIN_DECLS

#define TRP_MATCH_ERROR (trp_match_error_quark ())

typedef enum
{
  TRP_MATCH_ERROR_IO,
  TRP_MATCH_ERROR_TOO_LARGE,
  TRP_MATCH_ERROR_NOT_JSON,
  TRP_MATCH_ERROR_WRONG_FORMAT,
  TRP_MATCH_ERROR_FUTURE_VERSION,
  TRP_MATCH_ERROR_UNKNOWN_GAME,
  TRP_MATCH_ERROR_INVALID,
  TRP_MATCH_ERROR_ILLEGAL_ACTION,
  TRP_MATCH_ERROR_MISMATCH,
  TRP_MATCH_ERROR_OVER,
  TRP_MATCH_ERROR_LOCKED,
  TRP_MATCH_ERROR_CHANGED,
} TrpMatchError;

GQuark trp_match_error_quark (void);

#define TRP_MATCH_FORMAT  "trapoula-match"
#define TRP_MATCH_VERSION 1

typedef enum
{
  TRP_PLAYER_HUMAN,
  TRP_PLAYER_COMPUTER,
} TrpPlayerKind;

/**
 * TrpPlayer:
 * @name: the name shown at the table
 * @kind: human or computer
 * @level: the computer level ("easy", "normal", "hard"), or %NULL
 * @team: the team for fixed partnerships, or -1
 * @invited: a person's seat taken by a guest on another computer, at a
 *   hosted table (src/net); always %FALSE for a computer
 */
typedef struct
{
  char          *name;
  TrpPlayerKind  kind;
  char          *level;
  int            team;
  gboolean       invited;
} TrpPlayer;

/* Creates a game for a match; the catalog's types, or a test's. */
typedef TrpGame *(*TrpGameFactory) (const char  *game_id,
                                    TrpRules    *rules,
                                    guint        n_seats,
                                    GError     **error);

typedef const TrpRulesDescriptor *(*TrpRulesLookup) (const char *game_id);

/**
 * TrpMatchLoadReport:
 * @round: the round (from 1) where loading stopped, or 0 when the fault
 *   is not in one round
 * @action: the move (from 1) within @round, or 0 when the fault is not
 *   one move
 * @rule_id: the ID of the rule that refused the move ("B-27"), or %NULL
 *
 * Where a save file failed to load, for callers that report it as data
 * (trapoula-cli replay) rather than as a sentence.
 */
typedef struct
{
  guint  round;
  guint  action;
  char  *rule_id;
} TrpMatchLoadReport;

void trp_match_load_report_clear (TrpMatchLoadReport *report);

/**
 * TrpTurn:
 * @seat: the player who moved
 * @first_action: the turn's first move, as an index in the round's log
 * @n_actions: how many moves in a row the turn has
 * @summary: the turn in one sentence, “Sara took the pile (7 cards),
 *   laid down 3♥ 4♥ 5♥ and went out”
 * @moves: (array zero-terminated=1): each move in words, without the
 *   player's name
 */
typedef struct
{
  int     seat;
  guint   first_action;
  guint   n_actions;
  char   *summary;
  char  **moves;
} TrpTurn;

void trp_turn_free (TrpTurn *turn);

#define TRP_TYPE_MATCH (trp_match_get_type ())

G_DECLARE_FINAL_TYPE (TrpMatch, trp_match, TRP, MATCH, GObject)

TrpMatch       *trp_match_new                (const char      *game_id,
                                              TrpRules        *rules,
                                              const TrpPlayer *players,
                                              guint            n_players,
                                              TrpGameFactory   factory,
                                              GError         **error);
void            trp_match_set_first_dealer   (TrpMatch        *self,
                                              int              dealer);
gboolean        trp_match_start_round        (TrpMatch        *self,
                                              guint64          seed,
                                              GError         **error);
gboolean        trp_match_start_round_explicit (TrpMatch      *self,
                                              JsonObject      *deal,
                                              GError         **error);
gboolean        trp_match_perform            (TrpMatch        *self,
                                              const TrpAction *action,
                                              GError         **error);
gboolean        trp_match_can_undo           (TrpMatch        *self);
gboolean        trp_match_undo               (TrpMatch        *self,
                                              GError         **error);

const char     *trp_match_get_game_id        (TrpMatch        *self);
TrpRules       *trp_match_get_rules          (TrpMatch        *self);
guint           trp_match_get_n_players      (TrpMatch        *self);
const TrpPlayer *trp_match_get_player        (TrpMatch        *self,
                                              guint            seat);
TrpGame        *trp_match_get_game           (TrpMatch        *self);
guint           trp_match_get_n_rounds       (TrpMatch        *self);
guint           trp_match_get_round_n_actions (TrpMatch       *self,
                                              guint            round);
TrpRoundResult *trp_match_get_round_result   (TrpMatch        *self,
                                              guint            round);
guint           trp_match_get_n_units        (TrpMatch        *self);
int             trp_match_get_person_seat    (TrpMatch        *self);
char           *trp_match_dup_unit_name      (TrpMatch        *self,
                                              guint            unit);
char           *trp_match_dup_unit_partners  (TrpMatch        *self,
                                              guint            unit,
                                              gboolean        *with_person);
GPtrArray      *trp_match_describe_round     (TrpMatch        *self,
                                              guint            round_index,
                                              GError         **error);
char           *trp_match_describe_last_turn (TrpMatch        *self,
                                              int              except_seat);
TrpGame        *trp_match_replay_round_to    (TrpMatch        *self,
                                              guint            round,
                                              guint            n_actions,
                                              GError         **error);
const TrpAction *trp_match_get_round_action  (TrpMatch        *self,
                                              guint            round,
                                              guint            index);
TrpMatch       *trp_match_new_practice_copy  (TrpMatch        *self,
                                              guint            round,
                                              guint            n_actions,
                                              TrpRulesLookup   rules_lookup,
                                              GError         **error);
TrpGame        *trp_match_replay_round       (TrpMatch        *self,
                                              guint            round_index,
                                              GError         **error);
int             trp_match_get_total          (TrpMatch        *self,
                                              guint            unit);
guint           trp_match_get_next_dealer    (TrpMatch        *self);
gboolean        trp_match_get_is_over        (TrpMatch        *self);
int             trp_match_get_winner         (TrpMatch        *self);
gboolean        trp_match_get_round_in_progress (TrpMatch     *self);
guint           trp_match_get_max_rounds     (void);
gsize           trp_match_get_max_file_size  (void);
gboolean        trp_match_get_ended_at_round_limit (TrpMatch  *self);
gboolean        trp_match_get_save_failing   (TrpMatch        *self);

JsonNode       *trp_match_to_json            (TrpMatch        *self);
TrpMatch       *trp_match_new_from_json      (JsonNode        *node,
                                              TrpGameFactory   factory,
                                              TrpRulesLookup   rules_lookup,
                                              GError         **error);
TrpMatch       *trp_match_new_from_json_full (JsonNode        *node,
                                              TrpGameFactory   factory,
                                              TrpRulesLookup   rules_lookup,
                                              TrpMatchLoadReport *report,
                                              GError         **error);

void            trp_match_set_save_path      (TrpMatch        *self,
                                              const char      *path);
const char     *trp_match_get_save_path      (TrpMatch        *self);
gboolean        trp_match_lock               (TrpMatch        *self,
                                              GError         **error);
void            trp_match_unlock             (TrpMatch        *self);
gboolean        trp_match_path_is_locked     (const char      *path);
gboolean        trp_match_remove_stale_lock  (const char      *lock_path);
gboolean        trp_match_save               (TrpMatch        *self,
                                              GError         **error);

TrpMatch       *trp_match_load               (const char      *path,
                                              TrpGameFactory   factory,
                                              TrpRulesLookup   rules_lookup,
                                              GError         **error);
TrpMatch       *trp_match_load_full          (const char      *path,
                                              TrpGameFactory   factory,
                                              TrpRulesLookup   rules_lookup,
                                              TrpMatchLoadReport *report,
                                              GError         **error);
TrpMatch       *trp_match_load_from_data     (const char      *text,
                                              gsize            length,
                                              TrpGameFactory   factory,
                                              TrpRulesLookup   rules_lookup,
                                              TrpMatchLoadReport *report,
                                              GError         **error);
char           *trp_match_dup_default_folder (void);
gboolean        trp_match_check_json_depth   (const char      *text,
                                              gsize            length,
                                              GError         **error);
char           *trp_match_new_save_path      (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TrpTurn, trp_turn_free)
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (TrpMatchLoadReport, trp_match_load_report_clear)

G_END_DECLS
