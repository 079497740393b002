/* trp-rules-help-text.c: the rules of each game, written for players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * These texts explain the games at the table; the rule specs under
 * rules/ stay the authority. Every paragraph is its own string, so that
 * translators see it whole and a change to one paragraph does not undo
 * the translation of the others. Sections shared by several games (the
 * Italian pack, Covering) are written once.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "trp-rules-help-text.h"

#define H(text) { TRP_HELP_HEADING, text }
#define P(text) { TRP_HELP_PARAGRAPH, text }
#define I(text) { TRP_HELP_ITEM, text }
#define END     { TRP_HELP_END, NULL }

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

#undef H
#undef P
#undef I
#undef END

static const TrpHelpBlock * const biriba_sections[] = {
  biriba_aim, biriba_deal, biriba_turn, biriba_melds, biriba_biribaki,
  biriba_end_of_hand, biriba_scoring, biriba_match, NULL
};

static const TrpHelpBlock * const dabaifen_sections[] = {
  dabaifen_aim, dabaifen_roles, dabaifen_draw, dabaifen_trumps,
  dabaifen_kitty, dabaifen_tricks, dabaifen_scoring, dabaifen_match, NULL
};

static const TrpHelpBlock * const marianna_sections[] = {
  marianna_aim, italian_cards, marianna_play, marianna_declarations,
  covering, marianna_scoring, NULL
};

static const TrpHelpBlock * const cinquecento_sections[] = {
  cinquecento_aim, italian_cards, marianna_play, cinquecento_singing,
  covering, cinquecento_scoring, NULL
};

static const TrpHelpBlock * const briscola_151_sections[] = {
  briscola_aim, italian_cards, briscola_play, briscola_matrimonio,
  briscola_scoring, NULL
};

static const TrpHelpBlock * const mariaccio_sections[] = {
  mariaccio_aim, italian_cards, mariaccio_play, mariaccio_marriages,
  mariaccio_claims, NULL
};

static const struct
{
  const char                 *game_id;
  const TrpHelpBlock * const *sections;
} games[] = {
  { "biriba", biriba_sections },
  { "dabaifen", dabaifen_sections },
  { "marianna", marianna_sections },
  { "cinquecento", cinquecento_sections },
  { "briscola_151", briscola_151_sections },
  { "mariaccio", mariaccio_sections },
};

/**
 * trp_rules_help_text_lookup:
 *
 * Returns: (transfer none) (nullable): the %NULL-terminated sections of
 *   @game_id’s rules, each ending with a %TRP_HELP_END block, with
 *   untranslated texts
 */
const TrpHelpBlock * const *
trp_rules_help_text_lookup (const char *game_id)
{
  for (guint i = 0; game_id != NULL && i < G_N_ELEMENTS (games); i++)
    if (g_str_equal (games[i].game_id, game_id))
      return games[i].sections;

  return NULL;
}
