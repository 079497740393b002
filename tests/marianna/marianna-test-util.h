/* marianna-test-util.h: helpers shared by the Marianna-family tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "marianna/trp-marianna-game.h"
#include "marianna/trp-marianna-options.h"

G_BEGIN_DECLS

/* A game of @ruleset ("marianna", …) with @options (JSON text or NULL). */
TrpGame   *mt_new            (const char  *ruleset,
                              const char  *options);

/* Deals explicitly: @hands are space-separated codes, one string per seat;
 * @stock the top of the stock (space-separated, may be ""), the rest of the
 * stock is filled with the remaining cards in a fixed order; @indicator is
 * for the two-player rulesets (NULL otherwise). Totals before the hand are
 * @t0 and @t1.
 */
void       mt_deal           (TrpGame     *game,
                              guint        dealer,
                              const char  *const *hands,
                              const char  *stock,
                              const char  *indicator,
                              int          t0,
                              int          t1);

TrpAction *mt_play_action    (int          seat,
                              const char  *card);
TrpAction *mt_declare_action (int          seat,
                              int          kind,
                              const char  *cards);

/* Performs and asserts success. */
void       mt_play           (TrpGame     *game,
                              int          seat,
                              const char  *card);
void       mt_declare        (TrpGame     *game,
                              int          seat,
                              int          kind,
                              const char  *cards);
void       mt_pass           (TrpGame     *game,
                              int          seat);
void       mt_do             (TrpGame     *game,
                              TrpAction   *action);

/* Asserts the action is refused with @code and @rule_id, and that nothing
 * changed. Takes ownership of @action.
 */
void       mt_refuse         (TrpGame     *game,
                              TrpAction   *action,
                              int          code,
                              const char  *rule_id);

/* Plays a whole trick of @cards (space-separated, in playing order, from
 * the current seat), passing in every window on the way.
 */
void       mt_trick          (TrpGame     *game,
                              const char  *cards);

/* Passes every window, cover and claim until a seat must play. */
void       mt_pass_windows   (TrpGame     *game);

/* Plays the hand out (each seat its weakest legal card, passing every
 * optional step) and returns the result.
 */
TrpRoundResult *mt_play_out  (TrpGame     *game);

/* Plays the current trick out, or until @seat is to play, with each seat's
 * weakest legal card outside @avoid (space-separated codes or NULL).
 */
void       mt_play_trick_avoiding (TrpGame    *game,
                              const char  *avoid);
void       mt_play_until_turn (TrpGame    *game,
                              int          seat,
                              const char  *avoid);

gboolean   mt_holds          (TrpGame     *game,
                              guint        seat,
                              const char  *card);
/* Whether @action validates, asserting that legal_actions() agrees.
 * Takes ownership of @action.
 */
gboolean   mt_is_legal       (TrpGame     *game,
                              TrpAction   *action);
/* The winner of trick @trick (0-based), as every seat's observation shows
 * it.
 */
int        mt_trick_winner   (TrpGame     *game,
                              guint        trick);
TrpSuit    mt_trump          (TrpGame     *game);
int        mt_points         (TrpGame     *game,
                              guint        unit);
int        mt_declared       (TrpGame     *game,
                              guint        unit);
TrpCard    mt_card           (const char  *code);
TrpSuit    mt_suit           (const char  *code);

/* Finds the first line of @result with @rule_id for @unit; -1 if none. */
int        mt_line_points    (TrpRoundResult *result,
                              guint        unit,
                              const char  *rule_id);

/* Runs part @part of @n_parts of the soak of @ruleset (marianna-soak.c). */
int        mt_soak_main      (int          argc,
                              char       **argv,
                              const char  *ruleset,
                              guint        part,
                              guint        n_parts);

/* The playout tests' rule sets and options. */
typedef struct
{
  const char *ruleset;
  const char *options;
} MtVariant;

extern const MtVariant mt_variants[];
extern const guint mt_n_variants;

TrpGame   *mt_dealt          (const MtVariant *v,
                              guint64          seed);
/* Same hands, tricks, declarations, log and result (M-67). */
void       mt_assert_same_state (TrpGame   *a,
                                 TrpGame   *b);
/* M-3, M-5: forty cards, each in one place; 120 points when played out. */
void       mt_assert_conserved (TrpGame    *game);

typedef guint (*MtPlayout) (TrpGame   *game,
                            TrpRng    *rng,
                            guint      max_moves,
                            GPtrArray *log);
/* Playouts of @seeds deals of @v: every logged move validates and replays
 * to the same end, and the unlogged fast path plays the same moves. The
 * rarer steps are reached too: a declaration, a covering move of
 * @cover_type (with @cover_target, or any target if it is -1) where the
 * options allow covering, and the ace swap where they allow it.
 */
void       mt_replay_variant (const MtVariant *v,
                              guint            seeds,
                              MtPlayout        playout,
                              const char      *cover_type,
                              int              cover_target);

G_END_DECLS
