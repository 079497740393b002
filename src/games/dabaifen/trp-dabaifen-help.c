/* trp-dabaifen-help.c: the rules of Da Bai Fen, written for players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules help shows these pages, found through the catalog row's
 * help (trp-game-catalog.c); rules/dabaifen.md stays the authority. Every
 * paragraph is its own string, so that translators see it whole.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "trp-dabaifen-help.h"

#include "trp-help-table.h"

/* Da Bai Fen: rules/dabaifen.md. */

static const TrpHelpBlock dabaifen_aim[] = {
  H (NC_("rules help", "The Aim")),
  /* Translators: Da Bai Fen rules help, “The Aim”. A “level” is a team’s
   * score, named by a rank from 2 to ace. */
  P (N_("Da Bai Fen, “contest for a hundred points”, is a Chinese "
        "trick-taking game for four players in two teams; partners sit "
        "opposite each other. Each team has a level, from 2 up to the ace, "
        "and climbs by winning hands. The first team to climb beyond the ace "
        "wins the match.")),
  /* Translators: Da Bai Fen rules help, “The Aim”. */
  P (N_("One pack of 52 cards and two jokers is used. Only three ranks "
        "score: every king and every 10 is worth 10 points, every 5 is worth "
        "5. The pack holds exactly 100 points.")),
  END
};

static const TrpHelpBlock dabaifen_roles[] = {
  /* Translators: a heading of the rules help (Da Bai Fen). */
  H (NC_("rules help", "Declarers and Opponents")),
  /* Translators: Da Bai Fen rules help, “Declarers and Opponents”. */
  P (N_("In every hand one team are the declarers and the other the "
        "opponents. One declarer is the leader: they take the kitty and "
        "lead the first trick. The declarers’ level is the trump rank of "
        "the hand: if they are on 6, every 6 is a trump.")),
  END
};

static const TrpHelpBlock dabaifen_draw[] = {
  /* Translators: a heading of the rules help (Da Bai Fen). */
  H (NC_("rules help", "The Draw and the Trump Suit")),
  /* Translators: Da Bai Fen rules help, “The Draw and the Trump Suit”.
   * The kitty is the six cards left after the draw. */
  P (N_("There is no deal: everyone draws one card at a time from the pack, "
        "in turn, until each player holds 12 cards. The last six cards are "
        "the kitty.")),
  /* Translators: Da Bai Fen rules help, “The Draw and the Trump Suit”. */
  P (N_("While drawing, a player holding a card of the trump rank may show "
        "it: its suit becomes the trump suit. Only the first card shown "
        "counts. In the first hand, where the trump rank is 2 unless your "
        "house rules start higher, the player who shows it becomes the "
        "leader and their team the declarers.")),
  /* Translators: Da Bai Fen rules help, “The Draw and the Trump Suit”. */
  P (N_("If nobody shows a card, the kitty is turned up one card at a time "
        "until a card of the trump rank appears, and its suit is trumps. If "
        "none appears, the highest card of the kitty decides. In the first "
        "hand the starter then becomes the leader.")),
  /* Translators: Da Bai Fen rules help, “The Draw and the Trump Suit”. */
  P (N_("A player who holds no trump at all may show their hand and ask "
        "for a new deal.")),
  END
};

static const TrpHelpBlock dabaifen_trumps[] = {
  /* Translators: a heading of the rules help. */
  H (NC_("rules help", "Trumps")),
  /* Translators: Da Bai Fen rules help, “Trumps”. */
  P (N_("Eighteen cards are trumps. From high to low: the red joker, the "
        "black joker, the trump-rank card of the trump suit, the three other "
        "trump-rank cards, which are equal, then the rest of the trump suit "
        "from the ace down. Jokers and trump-rank cards belong to the "
        "trumps, not to their printed suits.")),
  END
};

static const TrpHelpBlock dabaifen_kitty[] = {
  /* Translators: a heading of the rules help (Da Bai Fen). */
  H (NC_("rules help", "The Kitty")),
  /* Translators: Da Bai Fen rules help, “The Kitty”. To bury is to put
   * cards face down apart from the tricks. */
  P (N_("The leader adds the six kitty cards to their hand, then buries any "
        "six cards face down. At the end of the hand the points buried in "
        "the kitty count double for the team that wins the last trick.")),
  END
};

static const TrpHelpBlock dabaifen_tricks[] = {
  /* Translators: a heading of the rules help. */
  H (NC_("rules help", "Tricks")),
  /* Translators: Da Bai Fen rules help, “Tricks”. A throw is a lead of
   * several cards at once. */
  P (N_("The leader leads to the first trick, and the winner of each trick "
        "leads to the next. You may lead one card, or throw several cards of "
        "one suit, or several trumps, at once.")),
  /* Translators: Da Bai Fen rules help, “Tricks”. */
  P (N_("The others play as many cards as were led, following suit with as "
        "many as they can and adding any cards for the rest. A single card is "
        "won by the highest trump, or else by the highest card of the suit "
        "led; of two equal trumps, the first one played wins.")),
  /* Translators: Da Bai Fen rules help, “Tricks”. */
  P (N_("A throw wins only if nobody else holds a higher card of its suit. "
        "If someone does, the throw fails: the hand stops at once and is "
        "scored as if the thrower’s team had lost every trick.")),
  END
};

static const TrpHelpBlock dabaifen_scoring[] = {
  H (NC_("rules help", "Scoring")),
  /* Translators: Da Bai Fen rules help, “Scoring”: introduces the list of
   * results that follows. */
  P (N_("Only the opponents’ points count, including the doubled kitty if "
        "they win the last trick. If they have:")),
  /* Translators: Da Bai Fen rules help, an item of the list of results. */
  I (N_("no points, the declarers go up two levels and declare again;")),
  /* Translators: Da Bai Fen rules help, an item of the list of results. */
  I (N_("5 to 35, the declarers go up one level and declare again;")),
  /* Translators: Da Bai Fen rules help, an item of the list of results. */
  I (N_("40 to 75, the opponents become the declarers;")),
  /* Translators: Da Bai Fen rules help, an item of the list of results. */
  I (N_("80 to 95, the opponents go up one level and become the declarers;")),
  /* Translators: Da Bai Fen rules help, an item of the list of results. */
  I (N_("100 or more, the opponents go up two levels and become the "
        "declarers.")),
  /* Translators: Da Bai Fen rules help, “Scoring”. */
  P (N_("When the declarers stay, the leader’s partner leads the next hand; "
        "otherwise the player on the leader’s right does. The next trump "
        "rank is the new declarers’ level.")),
  END
};

static const TrpHelpBlock dabaifen_match[] = {
  H (NC_("rules help", "The End of the Match")),
  /* Translators: Da Bai Fen rules help, “The End of the Match”. */
  P (N_("A team that climbs beyond the ace wins the match at once. Reaching "
        "the ace is not enough: the team must go up again from there.")),
  END
};

const TrpHelpBlock * const trp_dabaifen_help[] = {
  dabaifen_aim, dabaifen_roles, dabaifen_draw, dabaifen_trumps,
  dabaifen_kitty, dabaifen_tricks, dabaifen_scoring, dabaifen_match, NULL
};
