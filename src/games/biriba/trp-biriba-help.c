/* trp-biriba-help.c: the rules of Biriba, written for players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules help shows these pages, found through the catalog row's
 * help (trp-game-catalog.c); rules/biriba.md stays the authority. Every
 * paragraph is its own string, so that translators see it whole and a
 * change to one paragraph does not undo the translation of the others.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "trp-biriba-help.h"
#include "trp-help-table.h"

/* Biriba: rules/biriba.md §1 to §4. */

static const TrpHelpBlock biriba_aim[] = {
  /* Translators: a heading of the rules help, above the first paragraph
   * of each game’s rules. */
  H (NC_("rules help", "The Aim")),
  /* Translators: Biriba rules help, “The Aim”. A “side” is a team, or a
   * player who plays alone. A biriba is a meld of seven cards or more. */
  P (N_("Biriba is a Greek rummy game, classically for four players in two "
        "teams; partners sit opposite each other. Each side lays down melds "
        "of cards in front of it for their points, builds biribas (melds of "
        "seven cards or more) for big bonuses, and tries to be the first to "
        "run out of cards.")),
  /* Translators: Biriba rules help, “The Aim”. */
  P (N_("Hands are dealt until a side goes past the target score, 5000 "
        "points unless your house rules say otherwise. Two players play "
        "against each other and six play in three teams; with three or five "
        "players, everyone starts alone and teams form during the hand.")),
  END
};

static const TrpHelpBlock biriba_deal[] = {
  /* Translators: a heading of the rules help. */
  H (NC_("rules help", "Cards and the Deal")),
  /* Translators: Biriba rules help, “Cards and the Deal”. The biribakia
   * (singular biribaki) are the face-down packets of extra cards. */
  P (N_("Two packs of 52 cards and four jokers are shuffled together; five "
        "or six players, or three who all play alone, use three packs and "
        "six jokers. Everyone gets 11 cards. Then a packet for each side is "
        "set aside face down, 11 cards in the classic game: these are the "
        "biribakia. The rest is the stock.")),
  /* Translators: Biriba rules help, “Cards and the Deal”. The kozi is
   * the suit of the card turned up after the deal. */
  P (N_("The top card of the stock is turned face up to start the pile. Its "
        "suit is the kozi of the hand. The kozi is not a trump: it only "
        "makes biribas in that suit worth more.")),
  /* Translators: Biriba rules help, “Cards and the Deal”. */
  P (N_("Jokers and 2s are wild. A 2 may also be itself, between the ace "
        "and the 3 of a run in its own suit.")),
  /* Translators: Biriba rules help, “Cards and the Deal”: introduces the
   * list of card values that follows. */
  P (N_("The cards are worth:")),
  /* Translators: Biriba rules help, an item of the list of card values. */
  I (N_("a joker, 20 points;")),
  /* Translators: Biriba rules help, an item of the list of card values. */
  I (N_("an ace, 15 points;")),
  /* Translators: Biriba rules help, an item of the list of card values. */
  I (N_("a 2, 8, 9, 10, jack, queen or king, 10 points;")),
  /* Translators: Biriba rules help, an item of the list of card values. */
  I (N_("a 3, 4, 5, 6 or 7, 5 points.")),
  END
};

static const TrpHelpBlock biriba_turn[] = {
  /* Translators: a heading of the rules help. */
  H (NC_("rules help", "A Turn")),
  /* Translators: Biriba rules help, “A Turn”: introduces the three steps
   * listed next. */
  P (N_("The player on the dealer’s right starts, and play goes on to the "
        "right. A turn has three steps:")),
  /* Translators: Biriba rules help, “A Turn”, the first step. */
  I (N_("Draw: take the top card of the stock, or take the whole pile into "
        "your hand.")),
  /* Translators: Biriba rules help, “A Turn”, the second step. */
  I (N_("Meld: if you want, lay down new melds and add cards to your side’s "
        "melds.")),
  /* Translators: Biriba rules help, “A Turn”, the third step. */
  I (N_("Discard: put one card on the pile to end your turn. If you took the "
        "pile, you may not throw back the card that was on top of it.")),
  END
};

static const TrpHelpBlock biriba_melds[] = {
  /* Translators: a heading of the rules help (Biriba). */
  H (NC_("rules help", "Melds and Biribas")),
  /* Translators: Biriba rules help, “Melds and Biribas”. A run is a
   * sequence in one suit; a set is cards of one rank. */
  P (N_("A meld has at least three cards. A run is a sequence in one suit, "
        "such as 5 6 7 of hearts; the ace may be low (A 2 3) or high (Q K A), "
        "but never both. A set is cards of the same rank, whatever their "
        "suits.")),
  /* Translators: Biriba rules help, “Melds and Biribas”. */
  P (N_("A meld holds at most one wild card. Melds belong to the side: "
        "partners add to each other’s melds, nobody touches the other "
        "side’s, and a melded card stays in its meld. When you add the card "
        "a wild card stands for, the wild card moves to an end of the run.")),
  /* Translators: Biriba rules help, “Melds and Biribas”. “Clean” and
   * “dirty” are the usual words at the table: without and with a wild
   * card. A full biriba is the Greek “χιλιάρα”. */
  P (N_("A meld of seven cards or more is a biriba. It is clean without a "
        "wild card and dirty with one. A run of all thirteen cards of a suit "
        "is a full biriba.")),
  END
};

static const TrpHelpBlock biriba_biribaki[] = {
  /* Translators: a heading of the rules help (Biriba). Biribaki is the
   * packet of extra cards each side may take once. */
  H (NC_("rules help", "The Biribaki")),
  /* Translators: Biriba rules help, “The Biribaki”. */
  P (N_("Until your side has a biriba, keep at least two cards in your hand "
        "while melding: one to discard and one to play on with.")),
  /* Translators: Biriba rules help, “The Biribaki”. */
  P (N_("Once your side has a biriba, the first of you to run out of cards "
        "must take your side’s biribaki as a new hand. If you run out by "
        "melding, pick it up and go on with your turn; if you run out by "
        "discarding, you play it from your next turn. Each side takes one "
        "biribaki, once.")),
  /* Translators: Biriba rules help, “The Biribaki”. Going down is
   * laying down every card of the hand at once. */
  P (N_("With three or five players, everyone plays alone until someone "
        "takes the first biribaki, of 18 cards; the others then form teams. "
        "Until then you may meld only in the turn in which you go down with "
        "your whole hand, or with all of it but one card that you discard. "
        "Going down takes the first biribaki even without a biriba, unless "
        "your house rules say otherwise.")),
  END
};

static const TrpHelpBlock biriba_end_of_hand[] = {
  /* Translators: a heading of the rules help. */
  H (NC_("rules help", "Going Out")),
  /* Translators: Biriba rules help, “Going Out”. */
  P (N_("When your side has taken its biribaki and has a biriba, you may go "
        "out by discarding your last card: the hand ends at once. You can "
        "never meld your last card; you always go out with a discard.")),
  /* Translators: Biriba rules help, “Going Out”. */
  P (N_("When the stock runs out, players may only take the pile or pass. "
        "When everyone has passed in a row, the hand ends without anyone "
        "going out.")),
  END
};

static const TrpHelpBlock biriba_scoring[] = {
  /* Translators: a heading of the rules help. */
  H (NC_("rules help", "Scoring")),
  /* Translators: Biriba rules help, “Scoring”: introduces the list of
   * bonuses and penalties that follows. */
  P (N_("At the end of a hand each side adds up the cards in its melds and "
        "takes off the cards left in its players’ hands. Then come the "
        "bonuses and penalties:")),
  /* Translators: Biriba rules help, an item of the scoring list. */
  I (N_("a biriba run of 7 to 12 cards: 200 clean, 100 dirty;")),
  /* Translators: Biriba rules help, an item of the scoring list. */
  I (N_("a biriba set: 300 clean, 150 dirty;")),
  /* Translators: Biriba rules help, an item of the scoring list. */
  I (N_("a biriba run in the kozi suit: 400 clean, 200 dirty;")),
  /* Translators: Biriba rules help, an item of the scoring list. */
  I (N_("a full biriba: 1000 clean, 500 dirty, and twice that in the kozi "
        "suit;")),
  /* Translators: Biriba rules help, an item of the scoring list. */
  I (N_("going out: 100 points;")),
  /* Translators: Biriba rules help, an item of the scoring list. */
  I (N_("a biribaki not taken: 100 points off.")),
  /* Translators: Biriba rules help, “Scoring”. */
  P (N_("A biribaki taken with a discard does not help if the hand ends "
        "before its player’s next turn: its cards do not count against the "
        "side, but the side loses 100 points as if it had not taken it.")),
  END
};

static const TrpHelpBlock biriba_match[] = {
  /* Translators: a heading of the rules help. */
  H (NC_("rules help", "The End of the Match")),
  /* Translators: Biriba rules help, “The End of the Match”. */
  P (N_("Scores are added up after every hand. Once a side has gone past the "
        "target, the highest total wins. If the highest totals are equal, "
        "one more hand is played.")),
  END
};

const TrpHelpBlock * const trp_biriba_help[] = {
  biriba_aim, biriba_deal, biriba_turn, biriba_melds, biriba_biribaki,
  biriba_end_of_hand, biriba_scoring, biriba_match, NULL
};
