/* trp-marianna-help.c: the rules of Marianna and its relatives, written
 * for players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules help shows these pages, found through each catalog row's
 * help (trp-game-catalog.c); rules/marianna.md stays the authority. Every
 * paragraph is its own string, so that translators see it whole and a
 * change to one paragraph does not undo the translation of the others.
 * Sections shared by several rule sets (the Italian pack, Covering) are
 * written once.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "trp-marianna-help.h"

#include "trp-help-table.h"

/* The Italian pack, shared by Marianna and its relatives: M-3 to M-5. */

static const TrpHelpBlock italian_cards[] = {
  /* Translators: a heading of the rules help. */
  H (NC_("rules help", "The Cards")),
  /* Translators: rules help of Marianna, Cinquecento, Briscola 151 and
   * Mariaccio, “The Cards”. With Italian cards the queen is the horse
   * (cavallo). */
  P (N_("A pack of 40 cards: a French pack without the 8s, 9s and 10s, or "
        "an Italian pack, where the horse takes the place of the queen. In "
        "every suit the cards rank from high to low: ace, 3, king, queen, "
        "jack, 7, 6, 5, 4, 2.")),
  /* Translators: rules help of Marianna and its relatives, “The Cards”. */
  P (N_("In tricks, an ace is worth 11 points, a 3 is worth 10, a king 4, a "
        "queen 3 and a jack 2; the other cards are worth nothing. The pack "
        "holds 120 points.")),
  END
};

/* Marianna: M-6 to M-29. */

static const TrpHelpBlock marianna_aim[] = {
  H (NC_("rules help", "The Aim")),
  /* Translators: Marianna rules help, “The Aim”. A marianna is the king
   * and queen of one suit, declared. */
  P (N_("Marianna is an Italian trick-taking game for four players in two "
        "teams; partners sit opposite each other. You score the card points "
        "of the tricks you win, and declare mariannas, the king and queen of "
        "one suit, for points and to choose the trump suit. The first team "
        "to reach 501 points wins.")),
  END
};

static const TrpHelpBlock marianna_play[] = {
  /* Translators: a heading of the rules help. */
  H (NC_("rules help", "The Deal and the Tricks")),
  /* Translators: Marianna and Cinquecento rules help, “The Deal and the
   * Tricks”. */
  P (N_("The dealer gives everyone five cards; the other twenty are the "
        "stock. The player on the dealer’s right leads to the first trick, "
        "and the deal passes to the right after each hand.")),
  /* Translators: Marianna and Cinquecento rules help, “The Deal and the
   * Tricks”. */
  P (N_("Play goes to the right, and you may play any card: there is no "
        "duty to follow suit, to beat or to trump. A trick is won by its "
        "highest trump or, without one, by the highest card of the suit "
        "led.")),
  /* Translators: Marianna and Cinquecento rules help, “The Deal and the
   * Tricks”. */
  P (N_("After each of the first five tricks everyone draws a card from the "
        "stock, the winner first. The last five tricks are played from the "
        "hand.")),
  END
};

static const TrpHelpBlock marianna_declarations[] = {
  /* Translators: a heading of the rules help. */
  H (NC_("rules help", "Declarations")),
  /* Translators: Marianna rules help, “Declarations”. */
  P (N_("A hand starts without trumps. If you hold the king and the queen "
        "of one suit, you may declare a marianna in your turn, before "
        "playing: you show both cards and keep them. Their suit becomes "
        "trumps at once, for the trick being played too, until another "
        "marianna changes it.")),
  /* Translators: Marianna rules help, “Declarations”. */
  P (N_("The first marianna of the hand is worth 40, the second 60, the "
        "third 80 and the fourth 100, whichever team declares them. Each "
        "suit can be declared once a hand, and each player can make one "
        "declaration a trick.")),
  /* Translators: Marianna rules help, “Declarations”. */
  P (N_("Declarations are made only while the stock lasts, in the first five "
        "tricks. Your house rules may change when, and by whom.")),
  /* Translators: Marianna rules help, “Declarations”. Mariannino and
   * mariannone are the names of these two rare hands. */
  P (N_("Unless your house rules leave them out, four queens and a king "
        "make a mariannino: it is worth 250 and the king’s suit becomes "
        "trumps. Four kings and a queen make a mariannone: it wins the whole "
        "match at once.")),
  END
};

static const TrpHelpBlock marianna_scoring[] = {
  /* Translators: a heading of the rules help. */
  H (NC_("rules help", "Scoring and the End of the Match")),
  /* Translators: Marianna rules help, “Scoring and the End of the
   * Match”. */
  P (N_("Each team scores the card points of its tricks and its "
        "declarations; the last trick earns nothing more. When a team has 501 "
        "points or more after a hand, the higher total wins; if the totals "
        "are equal, another hand is played.")),
  END
};

/* Covering, an option of Marianna and Cinquecento: M-46 to M-50. */

static const TrpHelpBlock covering[] = {
  /* Translators: a heading of the rules help; the name of the house rule
   * “Covering” (Italian “Mi copri a …”). */
  H (NC_("rules help", "Covering")),
  /* Translators: Marianna and Cinquecento rules help, “Covering”. */
  P (N_("With the house rule Covering, while there is no trump suit yet, a "
        "leader who holds the king or the queen of a suit may ask their "
        "partner, before leading: “Will you cover me in hearts?” The partner "
        "may say yes only if they hold the other card of the pair, and may "
        "always say no.")),
  /* Translators: Marianna and Cinquecento rules help, “Covering”. */
  P (N_("After a yes, the leader leads their card and the partner must play "
        "the other one. If their team wins the trick, it scores 20 and the "
        "suit becomes trumps. If an opponent wins it, nothing is scored and "
        "there is still no trump.")),
  END
};

/* Cinquecento: M-41 to M-45. */

static const TrpHelpBlock cinquecento_aim[] = {
  H (NC_("rules help", "The Aim")),
  /* Translators: Cinquecento rules help, “The Aim”. */
  P (N_("Cinquecento, “five hundred”, is the Sicilian form of Marianna, "
        "played with Italian cards by four players in two teams. You win "
        "tricks for their card points and sing mariannas, the king and the "
        "horse of one suit. The first team to go past 500 points wins.")),
  END
};

static const TrpHelpBlock cinquecento_singing[] = {
  /* Translators: a heading of the rules help (Cinquecento). Singing,
   * Italian “cantare”, is declaring a marianna. */
  H (NC_("rules help", "Singing")),
  /* Translators: Cinquecento rules help, “Singing”. */
  P (N_("Declaring is called singing. You may sing a marianna at any moment "
        "of a trick, even when it is not your turn, as long as the stock "
        "lasts.")),
  /* Translators: Cinquecento rules help, “Singing”. */
  P (N_("The first marianna of the hand is worth 40 and fixes the trump "
        "suit for the rest of the hand, from the trick being played. Later "
        "mariannas are worth 20 each and never change trumps. There is no "
        "mariannino or mariannone.")),
  END
};

static const TrpHelpBlock cinquecento_scoring[] = {
  H (NC_("rules help", "Scoring and the End of the Match")),
  /* Translators: Cinquecento rules help, “Scoring and the End of the
   * Match”. */
  P (N_("Each team scores the card points of its tricks and its mariannas. "
        "When a team has 501 points or more after a hand, the higher total "
        "wins; if the totals are equal, another hand is played.")),
  END
};

/* Briscola 151: M-51 to M-57. */

static const TrpHelpBlock briscola_aim[] = {
  H (NC_("rules help", "The Aim")),
  /* Translators: Briscola 151 rules help, “The Aim”. A matrimonio
   * (plural matrimoni) is a king and horse of one suit, declared. */
  P (N_("Briscola 151 is a game for two players with a 40-card pack. You win "
        "tricks for their card points and declare matrimoni, the king and "
        "horse of one suit. The first player to reach 151 points wins the "
        "match.")),
  END
};

static const TrpHelpBlock briscola_play[] = {
  H (NC_("rules help", "The Deal and the Tricks")),
  /* Translators: Briscola 151 rules help, “The Deal and the Tricks”. The
   * indicator is the card turned up that shows the trump suit. */
  P (N_("The dealer gives each player five cards, then turns the next card "
        "face up and lays it crosswise under the stock. This indicator sets "
        "the trump suit for the whole hand and is the last card drawn. The "
        "players deal in turn.")),
  /* Translators: Briscola 151 rules help, “The Deal and the Tricks”. */
  P (N_("The non-dealer leads to the first trick. You may play any card: "
        "there is no need to follow suit or to trump. A trick is won by the "
        "higher trump or, without one, by the higher card of the suit led.")),
  /* Translators: Briscola 151 and Mariaccio rules help, “The Deal and the
   * Tricks”. */
  P (N_("After each trick the winner draws first, then the other player, "
        "and the winner leads next. The last five tricks are played from the "
        "hand.")),
  END
};

static const TrpHelpBlock briscola_matrimonio[] = {
  /* Translators: a heading of the rules help (Briscola 151). */
  H (NC_("rules help", "Matrimonio")),
  /* Translators: Briscola 151 rules help, “Matrimonio”. */
  P (N_("A king and a horse of the same suit in your hand make a matrimonio. "
        "Declare it in your turn, before playing: it is worth 40 in the trump "
        "suit and 20 in another suit, and it never changes trumps. Each suit "
        "counts once a hand.")),
  /* Translators: Briscola 151 rules help, “Matrimonio”. */
  P (N_("No matrimonio may be declared in the first trick, nor once the "
        "stock is exhausted.")),
  /* Translators: Briscola 151 rules help, “Matrimonio”. “Swapping the
   * trump ace” is the title of a house rule: use the same words. */
  P (N_("With the house rule Swapping the trump ace, when the indicator is "
        "the king or the horse of trumps, the player holding the ace of "
        "trumps may exchange it for the indicator in their turn, once a "
        "hand.")),
  END
};

static const TrpHelpBlock briscola_scoring[] = {
  H (NC_("rules help", "Scoring and the End of the Match")),
  /* Translators: Briscola 151 rules help, “Scoring and the End of the
   * Match”. */
  P (N_("Each player scores their card points and matrimoni, and the "
        "totals carry over from hand to hand. After a hand, a player with 151 "
        "points or more wins; if both have reached it, the higher total wins, "
        "and equal totals play another hand.")),
  END
};

/* Mariaccio: M-58 to M-66. */

static const TrpHelpBlock mariaccio_aim[] = {
  H (NC_("rules help", "The Aim")),
  /* Translators: Mariaccio rules help, “The Aim”. */
  P (N_("Mariaccio is a game for two players with a 40-card pack. You win "
        "tricks for their card points and declare marriages of king and "
        "horse. Keep count as you play: the player who claims to have "
        "reached the target, usually 200, wins if they are right and loses "
        "if they are wrong.")),
  END
};

static const TrpHelpBlock mariaccio_play[] = {
  H (NC_("rules help", "The Deal and the Tricks")),
  /* Translators: Mariaccio rules help, “The Deal and the Tricks”. */
  P (N_("Each player gets five cards. The next card is turned face up as the "
        "indicator: it sets the trump suit, the stock lies across it, and it "
        "is the last card drawn. It may never be exchanged. The players deal "
        "in turn, and the non-dealer leads to the first trick.")),
  /* Translators: Mariaccio rules help, “The Deal and the Tricks”. */
  P (N_("While the stock lasts you may play any card. A trick is won by the "
        "higher trump or, without one, by the higher card of the suit led.")),
  /* Translators: Briscola 151 and Mariaccio rules help, “The Deal and the
   * Tricks”. */
  P (N_("After each trick the winner draws first, then the other player, "
        "and the winner leads next. The last five tricks are played from the "
        "hand.")),
  /* Translators: Mariaccio rules help, “The Deal and the Tricks”:
   * introduces the list of duties that follows. */
  P (N_("In those last five tricks the second player to a trick must:")),
  /* Translators: Mariaccio rules help, an item of the list of duties. */
  I (N_("play a card of the suit led if they have one, and beat the led card "
        "if they can;")),
  /* Translators: Mariaccio rules help, an item of the list of duties. */
  I (N_("otherwise play a trump if they have one;")),
  /* Translators: Mariaccio rules help, an item of the list of duties. */
  I (N_("otherwise play any card.")),
  END
};

static const TrpHelpBlock mariaccio_marriages[] = {
  /* Translators: a heading of the rules help (Mariaccio). */
  H (NC_("rules help", "Marriages")),
  /* Translators: Mariaccio rules help, “Marriages”. */
  P (N_("After winning a trick, and before drawing, you may declare one "
        "marriage, the king and horse of one suit: 40 in the trump suit, 20 "
        "in another suit. It never changes trumps, each suit counts once a "
        "hand, and no marriage can be declared once the stock is gone.")),
  END
};

static const TrpHelpBlock mariaccio_claims[] = {
  /* Translators: a heading of the rules help (Mariaccio). */
  H (NC_("rules help", "Claiming Victory")),
  /* Translators: Mariaccio rules help, “Claiming Victory”. */
  P (N_("After every trick, either player may claim to have reached the "
        "target, counting the earlier hands, the card points of the tricks "
        "won in this hand, and their marriages. Play stops: if the claim is "
        "right the claimant wins the match, and if it is wrong the opponent "
        "wins.")),
  /* Translators: Mariaccio rules help, “Claiming Victory”. */
  P (N_("If nobody claims, the hand is scored at its end: a player who has "
        "reached the target wins; if both have, the higher total wins; "
        "otherwise a new hand is dealt.")),
  END
};
const TrpHelpBlock * const trp_marianna_help[] = {
  marianna_aim, italian_cards, marianna_play, marianna_declarations,
  covering, marianna_scoring, NULL
};

const TrpHelpBlock * const trp_cinquecento_help[] = {
  cinquecento_aim, italian_cards, marianna_play, cinquecento_singing,
  covering, cinquecento_scoring, NULL
};

const TrpHelpBlock * const trp_briscola_151_help[] = {
  briscola_aim, italian_cards, briscola_play, briscola_matrimonio,
  briscola_scoring, NULL
};

const TrpHelpBlock * const trp_mariaccio_help[] = {
  mariaccio_aim, italian_cards, mariaccio_play, mariaccio_marriages,
  mariaccio_claims, NULL
};
