/* trp-game.h: the contract every game implements
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "trp-action.h"
#include "trp-move.h"
#include "trp-rng.h"
#include "trp-round-result.h"
#include "trp-rules.h"

G_BEGIN_DECLS

#define TRP_RULE_ERROR (trp_rule_error_quark ())

/* An action the rules refuse; the message says why and names the rule. */
typedef enum
{
  TRP_RULE_ERROR_ILLEGAL,
  TRP_RULE_ERROR_NOT_YOUR_TURN,
  TRP_RULE_ERROR_WRONG_PHASE,
  TRP_RULE_ERROR_INVALID_DEAL,
} TrpRuleError;

GQuark trp_rule_error_quark (void);

void  trp_set_rule_error       (GError      **error,
                                TrpRuleError  code,
                                const char   *rule_id,
                                const char   *format,
                                ...) G_GNUC_PRINTF (4, 5);
char *trp_rule_error_get_rule_id (const GError *error);

/* The carry: what one round hands to the next, as a JSON object.
 *
 * - TrpMatch passes to deal() the previous round's carry with the member
 *   "totals" (the match totals per scoring unit before this round) set;
 *   the first round gets only "totals" (all zero).
 * - A finished round's result carries "totals" (after this round),
 *   "next_dealer" (a seat), "match_over" (bool) and, when it is over,
 *   "winner" (a scoring unit, or -1 for a tie the rules leave standing),
 *   plus whatever the game itself needs next time (levels, declarers…).
 *
 * So each game is the authority on its own match end (targets, levels,
 * mariannone, claims), and a match is replayable from its deals alone.
 */
#define TRP_CARRY_TOTALS      "totals"
#define TRP_CARRY_NEXT_DEALER "next_dealer"
#define TRP_CARRY_MATCH_OVER  "match_over"
#define TRP_CARRY_WINNER      "winner"

/* trp_game_round_totals(): the round did not end the match. */
#define TRP_MATCH_GOES_ON (-2)

/* trp_game_observation() of what every seat may know, and no more. */
#define TRP_SEAT_SPECTATOR (-1)

/* The phase of a game that expects no action: the round is over. */
#define TRP_PHASE_ROUND_OVER "round-over"

#define TRP_TYPE_GAME (trp_game_get_type ())

G_DECLARE_DERIVABLE_TYPE (TrpGame, trp_game, TRP, GAME, GObject)

/**
 * TrpGameClass:
 * @deal: start a round with @dealer dealing, from @rng or from
 *   @explicit_deal (exactly one is set; the explicit deal names every pile
 *   in the game's own JSON form); @carry is the previous round's
 *   trp_round_result_get_carry(), or %NULL for the first round
 * @get_current_seat: the seat expected to act, or -1 when none is
 * @get_phase: an interned phase name ("draw", "play", …)
 * @validate: the authority on legality; must not change the state, and
 *   must set a %TRP_RULE_ERROR naming the rule when it refuses
 * @apply: performs an action that validate() accepted
 * @legal_actions: every legal action (or, where the spec allows it, a
 *   useful subset), as #TrpAction
 * @observation: what @seat may know, as a JSON object; nothing hidden
 *   from that seat may appear in it. @seat is %TRP_SEAT_SPECTATOR for
 *   what every seat may know: the same members, the hand empty
 * @clone: an independent deep copy
 * @determinize: a copy in which every card hidden from @observer is
 *   resampled from @rng, consistently with what @observer knows
 * @round_result: the score of a finished round, or %NULL while it runs
 * @describe_action: a translated sentence for the log and screen readers
 * @describe_choice: a short translated label, in the imperative, for a
 *   button that makes @action (“Declare the marianna in Cups (40)”), or
 *   %NULL where the game has none
 * @describe_risk: where a legal @action may cost its player dearly in a
 *   way the player cannot be sure of (Da Bai Fen's throw, D-31), a
 *   translated explanation that a table shows before making it; %NULL
 *   otherwise. Optional
 * @get_scoring_unit: the team or player whose score @seat plays for
 * @get_n_scoring_units: the number of teams or players that score
 * @playout_random: plays uniformly random legal moves until the round is
 *   over or @max_moves were played, and returns how many were played; games
 *   override the generic legal_actions() + apply() loop with a fast one.
 *   When @log is not %NULL each move is appended to it as a #TrpAction, so
 *   tests can replay the moves through validate(). The generic loop is
 *   uniform over legal_actions(); a game's own loop may sample its moves
 *   differently and documents how
 * @can_undo: whether @action, just applied by the seat still to move, may
 *   be taken back: it revealed nothing hidden and fairness allows it (a
 *   meld before the discard, never a draw from the stock). Default: no
 * @round_totals: the finished round's total per scoring unit, exactly as
 *   round_result() adds them up, and the match's winner if the round ended
 *   the match (a unit, or -1 for a tie; %TRP_MATCH_GOES_ON otherwise),
 *   without building the result: search rewards ask this after every
 *   rollout. Returns the number of units written (at most @max_units), 0
 *   while the round runs. Default: from round_result()
 * @copy_state: makes @self equal to @source, a game of the same class and
 *   seats, as clone() would, without allocating: the search reuses one
 *   scratch game for all its playouts. Optional
 * @determinize_into: makes @self, a game of the same class and seats, what
 *   determinize() of @source would return with the same @rng, reusing
 *   @self's memory: the search draws a sample per iteration. Optional
 * @playout_guided: like @playout_random, but every seat plays by a few
 *   cheap rules of thumb, with some randomness, so that the search's
 *   rollouts look like real play at a fraction of the rule-based player's
 *   cost. Optional: %NULL where a game has none. When @log is not %NULL
 *   each move is appended to it, as for @playout_random
 * @resample_unseen: deals anew, in place, only the cards that no seat can
 *   see (a stock, face-down packets), from @rng, whatever their order
 *   was: every hand stays as it is. The benchmarks' all-seeing search
 *   samples this way, so that it sees what every seat holds but still
 *   meets the luck of the draw. Optional: %NULL where no card is hidden
 *   from every seat, or where the all-seeing search is to see those too
 * @describe_move: @action, about to be applied, as a phrase without its
 *   player, translated: “took the discard pile (7 cards)”; the turn's
 *   phrases make trp_game_describe_turn(). Default: describe_action()
 * @describe_moves: the moves @seat may make now, as #TrpMove (see
 *   trp_game_describe_moves()), with @staged the melds a table has put
 *   aside (a #GPtrArray of #GArray of #TrpCard, or %NULL). Default: one
 *   move per kind of legal action
 * @check_staged_meld: whether @cards may be staged as one more meld
 *   beside @staged, refused with the rule it breaks. Default: refuses
 * @ends_turn: whether @action, about to be applied, closes its player's
 *   turn in the narration even when the same player moves next: a card
 *   played to a trick that its player wins and leads the next one from,
 *   an exposure window passed before the next draw. Default: a turn ends
 *   when another seat moves
 * @get_target: the match total that wins, also where the rule set fixes
 *   it rather than an option (Cinquecento's 501, M-45); 0 where the game
 *   has none. Default: the rules' target_score option, if any
 */
struct _TrpGameClass
{
  GObjectClass parent_class;

  const char *game_id;
  /* The match totals are levels, shown as card ranks (Da Bai Fen, D-5):
   * the round results say so, and the catalog reads it from here. */
  gboolean    totals_are_levels;

  gboolean         (*deal)                (TrpGame          *self,
                                           guint             dealer,
                                           JsonObject       *carry,
                                           TrpRng           *rng,
                                           JsonObject       *explicit_deal,
                                           GError          **error);
  int              (*get_current_seat)    (TrpGame          *self);
  const char      *(*get_phase)           (TrpGame          *self);
  gboolean         (*validate)            (TrpGame          *self,
                                           const TrpAction  *action,
                                           GError          **error);
  void             (*apply)               (TrpGame          *self,
                                           const TrpAction  *action);
  GPtrArray       *(*legal_actions)       (TrpGame          *self);
  JsonNode        *(*observation)         (TrpGame          *self,
                                           int               seat);
  TrpGame         *(*clone)               (TrpGame          *self);
  TrpGame         *(*determinize)         (TrpGame          *self,
                                           int               observer,
                                           TrpRng           *rng);
  TrpRoundResult  *(*round_result)        (TrpGame          *self);
  char            *(*describe_action)     (TrpGame          *self,
                                           const TrpAction  *action);
  guint            (*get_scoring_unit)    (TrpGame          *self,
                                           int               seat);
  guint            (*get_n_scoring_units) (TrpGame          *self);
  guint            (*playout_random)      (TrpGame          *self,
                                           TrpRng           *rng,
                                           guint             max_moves,
                                           GPtrArray        *log);
  gboolean         (*can_undo)            (TrpGame          *self,
                                           const TrpAction  *action);
  guint            (*playout_guided)      (TrpGame          *self,
                                           TrpRng           *rng,
                                           guint             max_moves,
                                           GPtrArray        *log);
  guint            (*round_totals)        (TrpGame          *self,
                                           int              *totals,
                                           guint             max_units,
                                           int              *match_winner);
  void             (*copy_state)          (TrpGame          *self,
                                           TrpGame          *source);
  void             (*determinize_into)    (TrpGame          *self,
                                           TrpGame          *source,
                                           int               observer,
                                           TrpRng           *rng);
  char            *(*describe_choice)     (TrpGame          *self,
                                           const TrpAction  *action);

  char            *(*describe_move)       (TrpGame          *self,
                                           const TrpAction  *action);
  int              (*get_initial_total)   (TrpGame          *self,
                                           guint             unit);
  char            *(*describe_risk)       (TrpGame          *self,
                                           const TrpAction  *action);
  void             (*resample_unseen)     (TrpGame          *self,
                                           TrpRng           *rng);
  gboolean         (*ends_turn)           (TrpGame          *self,
                                           const TrpAction  *action);
  int              (*get_target)          (TrpGame          *self);

  GPtrArray       *(*describe_moves)      (TrpGame          *self,
                                           int               seat,
                                           GPtrArray        *staged);
  gboolean         (*check_staged_meld)   (TrpGame          *self,
                                           int               seat,
                                           GPtrArray        *staged,
                                           const TrpCard    *cards,
                                           guint             n_cards,
                                           GError          **error);

  /*< private >*/
  gpointer padding[1];
};

const char     *trp_game_get_id             (TrpGame          *self);
TrpRules       *trp_game_get_rules          (TrpGame          *self);
guint           trp_game_get_n_seats        (TrpGame          *self);
guint           trp_game_get_dealer         (TrpGame          *self);

gboolean        trp_game_deal_seeded        (TrpGame          *self,
                                             guint             dealer,
                                             JsonObject       *carry,
                                             guint64           seed,
                                             GError          **error);
gboolean        trp_game_deal_explicit      (TrpGame          *self,
                                             guint             dealer,
                                             JsonObject       *carry,
                                             JsonObject       *deal,
                                             GError          **error);

int             trp_game_get_current_seat   (TrpGame          *self);
const char     *trp_game_get_phase          (TrpGame          *self);
gboolean        trp_game_is_round_over      (TrpGame          *self);
gboolean        trp_game_validate           (TrpGame          *self,
                                             const TrpAction  *action,
                                             GError          **error);
void            trp_game_apply              (TrpGame          *self,
                                             const TrpAction  *action);
gboolean        trp_game_perform            (TrpGame          *self,
                                             const TrpAction  *action,
                                             GError          **error);
GPtrArray      *trp_game_legal_actions      (TrpGame          *self);
JsonNode       *trp_game_observation        (TrpGame          *self,
                                             int               seat);
TrpGame        *trp_game_clone              (TrpGame          *self);
TrpGame        *trp_game_determinize        (TrpGame          *self,
                                             int               observer,
                                             TrpRng           *rng);
TrpRoundResult *trp_game_round_result       (TrpGame          *self);
guint           trp_game_round_totals       (TrpGame          *self,
                                             int              *totals,
                                             guint             max_units,
                                             int              *match_winner);
char           *trp_game_describe_choice    (TrpGame          *self,
                                             const TrpAction  *action);
char           *trp_game_label_action       (TrpGame          *self,
                                             const TrpAction  *action);
char           *trp_game_describe_risk      (TrpGame          *self,
                                             const TrpAction  *action);
char           *trp_game_describe_action    (TrpGame          *self,
                                             const TrpAction  *action);
char           *trp_game_describe_move      (TrpGame          *self,
                                             const TrpAction  *action);
gboolean        trp_game_ends_turn          (TrpGame          *self,
                                             const TrpAction  *action);
char           *trp_game_describe_turn      (TrpGame            *self,
                                             int                 seat,
                                             const char * const *moves);
guint           trp_game_get_scoring_unit   (TrpGame          *self,
                                             int               seat);
guint           trp_game_get_n_scoring_units (TrpGame         *self);
int             trp_game_get_target         (TrpGame          *self);
gboolean        trp_game_get_totals_are_levels (TrpGame     *self);
int             trp_game_get_initial_total  (TrpGame          *self,
                                             guint             unit);
guint           trp_game_playout_random     (TrpGame          *self,
                                             TrpRng           *rng,
                                             guint             max_moves,
                                             GPtrArray        *log);
gboolean        trp_game_can_undo           (TrpGame          *self,
                                             const TrpAction  *action);
gboolean        trp_game_has_playout_guided (TrpGame          *self);
gboolean        trp_game_copy_state         (TrpGame          *self,
                                             TrpGame          *source);
gboolean        trp_game_determinize_into   (TrpGame          *self,
                                             TrpGame          *source,
                                             int               observer,
                                             TrpRng           *rng);
guint           trp_game_playout_guided     (TrpGame          *self,
                                             TrpRng           *rng,
                                             guint             max_moves,
                                             GPtrArray        *log);
GPtrArray      *trp_game_describe_moves     (TrpGame          *self,
                                             int               seat);
GPtrArray      *trp_game_describe_moves_staged (TrpGame       *self,
                                             int               seat,
                                             GPtrArray        *staged);
TrpMove        *trp_game_find_move          (GPtrArray        *moves,
                                             const char       *id);
TrpMove        *trp_game_find_move_for_cards (GPtrArray       *moves,
                                             const TrpCard    *cards,
                                             guint             n_cards);
TrpMove        *trp_game_find_lay_down_move (GPtrArray        *moves);
TrpMove        *trp_game_find_move_taking_to (GPtrArray       *moves,
                                             TrpPlace          place);
TrpMove        *trp_game_find_only_pass     (GPtrArray        *moves);
gboolean        trp_game_moves_are_single_cards (GPtrArray    *moves);
gboolean        trp_game_moves_take_card    (GPtrArray        *moves,
                                             TrpCard           card);
TrpMotion       trp_game_describe_motion    (TrpGame          *self,
                                             const TrpAction  *action,
                                             TrpPlace         *place,
                                             int              *index);
TrpAction      *trp_game_build_move         (TrpGame          *self,
                                             const TrpMove    *move,
                                             GPtrArray        *groups,
                                             GError          **error);
TrpAction      *trp_game_build_move_with_cards (TrpGame       *self,
                                             const TrpMove    *move,
                                             const TrpCard    *cards,
                                             guint             n_cards,
                                             GError          **error);
gboolean        trp_game_check_staged_meld  (TrpGame          *self,
                                             int               seat,
                                             GPtrArray        *staged,
                                             const TrpCard    *cards,
                                             guint             n_cards,
                                             GError          **error);
TrpMove        *trp_game_move_for_action    (TrpGame          *self,
                                             GPtrArray        *staged,
                                             const TrpAction  *action);
gboolean        trp_game_resample_unseen    (TrpGame          *self,
                                             TrpRng           *rng);

void            trp_game_set_seat_names     (TrpGame            *self,
                                             const char * const *names);
char           *trp_game_dup_seat_name      (TrpGame          *self,
                                             int               seat);
void            trp_game_set_person_seat    (TrpGame          *self,
                                             int               seat);
int             trp_game_get_person_seat    (TrpGame          *self);
gboolean        trp_game_is_person          (TrpGame          *self,
                                             int               seat);

/* For subclasses. */
void            trp_game_copy_base          (TrpGame          *dest,
                                             TrpGame          *src);

G_END_DECLS
