/* trp-biriba-computer.c: Biriba's computer player as the catalog names it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rule-based player (src/ai/trp-biriba-player.c) and how the search
 * plays and scores Biriba's rollouts; read only through the seat view
 * (B-9), like the player.
 */

#include "config.h"

#include "trp-biriba-computer.h"
#include "trp-biriba-player.h"
#include "trp-computer-player.h"
#include "biriba/trp-biriba-view.h"

/* A Biriba rollout cut short scores the hand as it stands: the melds
 * made and the cards still held are most of a hand's score. */
static double
biriba_reward (TrpGame *game,
               int      seat)
{
  int totals[TRP_SEARCH_MAX_UNITS];
  guint n_units;

  if (trp_game_is_round_over (game))
    return trp_search_reward (game, seat);

  n_units = trp_biriba_game_score_standing (game, totals, G_N_ELEMENTS (totals));
  return trp_search_reward_for_totals (totals, n_units, trp_game_get_scoring_unit (game, seat),
                                       TRP_MATCH_GOES_ON);
}

/* the rules let players take the pile and throw a card back for
 * ever, drawing nothing from the stock and melding nothing. The rule-based
 * player takes a single card only to meld it, and once the stock is empty
 * takes the pile only to meld from it, so its moves bring the end closer.
 * The search finds a small gain in taking a card and throwing a worse one;
 * with every seat doing so, a hand of four Hard players went round for
 * ever. After two rounds of the table in a circle, Hard plays the
 * rule-based move. */
#define BIRIBA_IDLE_ROUNDS 2

static gboolean
biriba_keep_rule (TrpGame *game)
{
  TrpBiribaView view;

  trp_biriba_game_get_view (game, MAX (trp_game_get_current_seat (game), 0), &view);
  return view.idle_turns >= BIRIBA_IDLE_ROUNDS * view.n_seats;
}

/* Biriba's guided rollouts play by the rule-based
 * player's own scores, over ten times as fast as the player itself (from
 * the start of a hand, about 2,500 playouts in 200 ms against 190): at
 * 50 ms a move Hard won 39 of 40 mirrored deals against Normal, where it
 * won 77 of 100 with the rule-based player's rollouts, and at 10 ms 81 %
 * of 2,000.
 *
 * Biriba's rollouts stop after BIRIBA_ROLLOUT_MOVES moves, at the end of
 * that turn, and score the hand as it stands: from the start of a hand
 * that is about a third of the moves, and 2.5 times the deals in the same
 * time. Against the same search playing every rollout to the hand's end,
 * over 400 mirrored deals at 10 ms a move: 50 moves won 52.6 % [47.7,
 * 57.5], 60 moves (without the turn's end) 57.8 % [52.9, 62.5], 40 moves
 * only 41.5 % of 200 [34.9, 48.4]. Against Normal, Hard with the cut won
 * 88.7 % [87.2, 90.0] of 2,000 mirrored deals at 10 ms, where it won 81 %
 * with full rollouts. */
#define BIRIBA_ROLLOUT_MOVES 50

/* B-56, A-10: before the teams form, a hand is won by going down with
 * every card, which takes several turns of keeping the right cards. The
 * guided rollouts go down as the rule-based player does (the same
 * decomposition of the hand), most often within four turns of each seat
 * (about three moves a turn), but cut after BIRIBA_ROLLOUT_MOVES they
 * often stopped before anyone had, and the hand as it stands then values
 * a joker only as the points it costs in hand: the search shed jokers and
 * 2s (a 3-player hint advised just that). In the solo phase the rollouts
 * get those turns on top; not the hand's end, for the same reason as the
 * cut itself (more deals in the time, measured at 4 players). Whether
 * this beats rollouts to the hand's end in the solo phase is not
 * measured: 3 players, 400 mirrored deals at 20 ms, Hard won 65.5 %
 * [60.7, 70.0] with rollouts to the end (see docs/strength.md). */
#define BIRIBA_SOLO_MOVES_PER_SEAT 12

static void
biriba_params_for_position (TrpSearchParams *params,
                            TrpGame         *game)
{
  TrpBiribaView view;

  trp_biriba_game_get_view (game, MAX (trp_game_get_current_seat (game), 0), &view);
  if (view.solo_phase && params->rollout_moves > 0)
    params->rollout_moves += BIRIBA_SOLO_MOVES_PER_SEAT * trp_game_get_n_seats (game);
}

const TrpComputerPlayer trp_biriba_computer_player = {
  .policy = trp_biriba_policy,
  .choose = trp_biriba_player_choose,
  .reward = biriba_reward,
  .guided_rollouts = TRUE,
  .rollout_moves = BIRIBA_ROLLOUT_MOVES,
  .keep_rule = biriba_keep_rule,
  .params_for_position = biriba_params_for_position,
  .contrast = trp_biriba_player_contrast,
};
