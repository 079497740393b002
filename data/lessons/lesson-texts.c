/* lesson-texts.c: the lessons' words, for xgettext only; made by
 * update-texts.py from data/lessons/*.json, never compiled.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Translators: the lesson “A Biriba and the Biribaki”, title. */
N_("A Biriba and the Biribaki")
/* Translators: the lesson “A Biriba and the Biribaki”, summary. */
N_("A meld of seven cards or more is a biriba. With one on your side, using up every card of your hand wins you the biribaki: eleven new cards.")
/* Translators: the lesson “A Biriba and the Biribaki”, step 1. */
N_("A meld of seven cards or more is a biriba, and it scores a bonus. Once your side has a biriba, the first of you to use up every card of the hand takes your side’s biribaki, a packet of eleven cards set aside at the deal, and plays on with it.")
/* Translators: the lesson “A Biriba and the Biribaki”, step 2. */
N_("Your spades run from 3♠ to 9♠, with a J♠ beside them. Draw from the stock.")
/* Translators: the lesson “A Biriba and the Biribaki”, step 2, a wrong take_pile. */
N_("The 4♥ on the pile fits nothing in your hand: draw from the stock.")
/* Translators: the lesson “A Biriba and the Biribaki”, step 3. */
N_("The 10♠ fills the gap: 3♠ to J♠ is a run of nine cards, a biriba. Go down with it and with your three queens: stage each meld in turn, then Go Down. That uses every card in your hand.")
/* Translators: the lesson “A Biriba and the Biribaki”, step 3, another move. */
N_("This lesson goes down with the spades from 3♠ to J♠ and the three queens: every card of your hand at once.")
/* Translators: the lesson “A Biriba and the Biribaki”, step 4. */
N_("Your hand is empty, and your side has a biriba: take your side’s biribaki and go on with your turn.")
/* Translators: the lesson “A Biriba and the Biribaki”, step 5. */
N_("The biribaki holds four aces: lay them down as a set.")
/* Translators: the lesson “A Biriba and the Biribaki”, step 5, a wrong discard. */
N_("A discard would end your turn with four aces still in your hand: lay them down first.")
/* Translators: the lesson “A Biriba and the Biribaki”, step 5, another move. */
N_("This lesson lays down the four aces: the two A♥, the A♦ and the A♣.")
/* Translators: the lesson “A Biriba and the Biribaki”, step 6. */
N_("End your turn: discard the 6♣.")
/* Translators: the lesson “A Biriba and the Biribaki”, step 6, another move. */
N_("Any card but the last may go: this lesson discards the 6♣.")
/* Translators: the lesson “A Biriba and the Biribaki”, step 7. */
N_("Your side now has a biriba and its biribaki. The next of you to use up every card goes out, the last card by a discard: the hand ends there, with a bonus for your side.")
/* Translators: the lesson “Drawing or Taking the Pile”, title. */
N_("Drawing or Taking the Pile")
/* Translators: the lesson “Drawing or Taking the Pile”, summary. */
N_("Every turn starts with a draw: the stock’s top card, or the whole discard pile when it gives you a meld.")
/* Translators: the lesson “Drawing or Taking the Pile”, step 1. */
N_("A turn in Biriba has three steps: draw, then meld if you can, then discard one card. You draw either the top card of the stock, face down, or the whole discard pile.")
/* Translators: the lesson “Drawing or Taking the Pile”, step 2. */
N_("The discard pile holds the 7♥, and you hold the 7♠ and the 7♦: three sevens make a set. Take the pile.")
/* Translators: the lesson “Drawing or Taking the Pile”, step 2, a wrong draw_stock. */
N_("The stock’s card is a surprise; the 7♥ on the pile makes a meld with your two sevens now. Take the pile instead.")
/* Translators: the lesson “Drawing or Taking the Pile”, step 3. */
N_("Lay the three sevens down as a new meld: select the 7♠, the 7♦ and the 7♥, drag them to your side of the table, then press Go Down.")
/* Translators: the lesson “Drawing or Taking the Pile”, step 3, a wrong discard. */
N_("Meld first: a discard ends your turn, and the sevens would wait in your hand.")
/* Translators: the lesson “Drawing or Taking the Pile”, step 3, another move. */
N_("This lesson lays down the three sevens: the 7♠, the 7♦ and the 7♥.")
/* Translators: the lesson “Drawing or Taking the Pile”, step 4. */
N_("End your turn with a discard. The 4♣ fits nothing in your hand: drag it to the pile.")
/* Translators: the lesson “Drawing or Taking the Pile”, step 4, another move. */
N_("Any card may go, but the 4♣ helps you least: keep the kings, the hearts and the wild 2.")
/* Translators: the lesson “Drawing or Taking the Pile”, step 5. */
N_("Nikos draws from the stock: the 4♣ on the pile is of no use to him.")
/* Translators: the lesson “Drawing or Taking the Pile”, step 6. */
N_("Nikos discards the 8♥. Watch the pile: it is your partner Anna’s turn next, and then Sara’s.")
/* Translators: the lesson “Drawing or Taking the Pile”, step 7. */
N_("That is a whole turn. Take the pile when it gives you a meld at once; draw from the stock when it would only fill your hand.")
/* Translators: the lesson “Going Down and the Opening Minimum”, title. */
N_("Going Down and the Opening Minimum")
/* Translators: the lesson “Going Down and the Opening Minimum”, summary. */
N_("A side’s first melds must be worth enough: counting the cards, going down with several melds at once, and what a hand scores.")
/* Translators: the lesson “Going Down and the Opening Minimum”, step 1. */
N_("At this table the opening minimum is played: your side’s first going down in a hand must be worth at least 55 points, counted on the cards: a joker 20, an ace 15, a 2 and the 8 to the king 10 each, the 3 to the 7 five each.")
/* Translators: the lesson “Going Down and the Opening Minimum”, step 2. */
N_("The 6♦ on the pile fits nothing you hold: draw from the stock.")
/* Translators: the lesson “Going Down and the Opening Minimum”, step 2, a wrong take_pile. */
N_("The 6♦ on the pile goes with nothing in your hand: draw from the stock instead.")
/* Translators: the lesson “Going Down and the Opening Minimum”, step 3. */
N_("You drew the Q♠. The run 3♠ 4♠ 5♠ is worth 15 and the three sevens 15: 30 is too little. With the three queens, 30 more, you have 60. Put all three melds aside with New Meld, one after another, then Go Down: they go down together.")
/* Translators: the lesson “Going Down and the Opening Minimum”, step 3, a wrong discard. */
N_("Go down first: a discard ends your turn, and 60 points of melds would wait in your hand, where they count against you at the end of the hand.")
/* Translators: the lesson “Going Down and the Opening Minimum”, step 3, another move. */
N_("This lesson opens with all three melds at once: 3♠ 4♠ 5♠, the three sevens and the three queens, 60 points.")
/* Translators: the lesson “Going Down and the Opening Minimum”, step 4. */
N_("End your turn: discard the 4♦, which fits none of your melds.")
/* Translators: the lesson “Going Down and the Opening Minimum”, step 4, another move. */
N_("Any card may go, but this lesson discards the 4♦ and keeps the 9♥ and the 8♣ for later runs.")
/* Translators: the lesson “Going Down and the Opening Minimum”, step 5. */
N_("Your side is open now: for the rest of the hand you and your partner lay melds of any value. When the hand ends, every card in your melds counts for your side and every card still in your hands against it, besides the bonuses for biribas and for going out.")
/* Translators: the lesson “Runs, Sets and Wild Cards”, title. */
N_("Runs, Sets and Wild Cards")
/* Translators: the lesson “Runs, Sets and Wild Cards”, summary. */
N_("A meld is a run of one suit or a set of one rank, three cards at least; a joker or a 2 may stand in for one missing card.")
/* Translators: the lesson “Runs, Sets and Wild Cards”, step 1. */
N_("A run is three or more cards of one suit in a row, like 5♥ 6♥ 7♥. A set is three or more cards of one rank. Jokers and 2s are wild: one of them may stand in for a missing card, but only one in each meld.")
/* Translators: the lesson “Runs, Sets and Wild Cards”, step 2. */
N_("The pile’s 3♦ fits nothing you hold: draw from the stock.")
/* Translators: the lesson “Runs, Sets and Wild Cards”, step 2, a wrong take_pile. */
N_("The 3♦ on the pile goes with nothing in your hand: draw from the stock instead.")
/* Translators: the lesson “Runs, Sets and Wild Cards”, step 3. */
N_("Your 5♥, 6♥ and 7♥ are a run without a wild card, a clean one. Lay them down as a new meld.")
/* Translators: the lesson “Runs, Sets and Wild Cards”, step 3, another move. */
N_("Start with the clean run: the 5♥, the 6♥ and the 7♥.")
/* Translators: the lesson “Runs, Sets and Wild Cards”, step 4. */
N_("You hold the 9♠ and the J♠, without the 10♠. The joker stands in for it: lay down 9♠, joker, J♠.")
/* Translators: the lesson “Runs, Sets and Wild Cards”, step 4, another move. */
N_("This meld is the 9♠, the joker in place of the 10♠, and the J♠. Only one wild card may go into it: keep the 2♣.")
/* Translators: the lesson “Runs, Sets and Wild Cards”, step 5. */
N_("Keep the 2♣: it is wild, and can still finish another meld. Discard the 4♦.")
/* Translators: the lesson “Runs, Sets and Wild Cards”, step 5, another move. */
N_("This lesson discards the 4♦ and keeps the wild 2♣ for a later meld.")
/* Translators: the lesson “Runs, Sets and Wild Cards”, step 6. */
N_("Melds grow: later you can add the 8♥ or 4♥ to your run, and the Q♠ to your spades. A meld of seven cards or more is a biriba, worth a bonus.")
/* Translators: the lesson “Briscola 151: the Indicator and the Matrimonio”, title. */
N_("Briscola 151: the Indicator and the Matrimonio")
/* Translators: the lesson “Briscola 151: the Indicator and the Matrimonio”, summary. */
N_("In Briscola 151 the card under the stock fixes trumps for the whole hand, and a king with the horse of its suit is a matrimonio: 40 in trumps, 20 in another suit.")
/* Translators: the lesson “Briscola 151: the Indicator and the Matrimonio”, step 1. */
N_("Briscola 151 is for two players with Italian cards. The card turned up under the stock, the indicator, fixes trumps for the whole hand: here the six of Batons, so Batons are trumps. You lead the first trick.")
/* Translators: the lesson “Briscola 151: the Indicator and the Matrimonio”, step 2. */
N_("Lead the two of Coins: it is worth nothing, and you keep your king and horse of Cups together.")
/* Translators: the lesson “Briscola 151: the Indicator and the Matrimonio”, step 2, another move. */
N_("This lesson leads the two of Coins, which scores nothing, and keeps the king and the horse of Cups together.")
/* Translators: the lesson “Briscola 151: the Indicator and the Matrimonio”, step 3. */
N_("Nikos takes it with the ace of Coins, 11 points. He draws first, then you.")
/* Translators: the lesson “Briscola 151: the Indicator and the Matrimonio”, step 4. */
N_("Nikos leads the four of Swords.")
/* Translators: the lesson “Briscola 151: the Indicator and the Matrimonio”, step 5. */
N_("The king and the horse of Cups are a matrimonio. At your turn, from the second trick on, declare it before you play: 20 points, as Cups are not trumps (in trumps it would be 40).")
/* Translators: the lesson “Briscola 151: the Indicator and the Matrimonio”, step 5, a wrong play. */
N_("Declare first: once you have played, your turn in this trick is over, and the matrimonio waits.")
/* Translators: the lesson “Briscola 151: the Indicator and the Matrimonio”, step 6. */
N_("Now play: the three of Swords beats his four and wins 10 points.")
/* Translators: the lesson “Briscola 151: the Indicator and the Matrimonio”, step 6, another move. */
N_("This lesson takes the trick with the three of Swords, the second strongest card of the suit.")
/* Translators: the lesson “Briscola 151: the Indicator and the Matrimonio”, step 7. */
N_("You scored 20 for the matrimonio and won the trick. Cards and matrimonios add up over the hands: after a hand, a player with 151 points or more wins the match, the higher total if both have.")
/* Translators: the lesson “Cinquecento: Covering”, title. */
N_("Cinquecento: Covering")
/* Translators: the lesson “Cinquecento: Covering”, summary. */
N_("Before there are trumps, the leader holding a king or a queen may ask the partner to cover with the other card: if their side wins the trick, it scores 20 and the suit becomes trumps.")
/* Translators: the lesson “Cinquecento: Covering”, step 1. */
N_("Cinquecento is Marianna played to 501, and it adds covering: before there are trumps, the leader who holds the king or the queen of a suit, but not both, may ask the partner for the other one.")
/* Translators: the lesson “Cinquecento: Covering”, step 2. */
N_("You lead, there are no trumps yet, and you hold the K♣ without the Q♣. Ask your partner Anna to cover you in clubs.")
/* Translators: the lesson “Cinquecento: Covering”, step 2, a wrong pass. */
N_("Without asking, the trick is played as any other and scores nothing for the pair: ask Anna to cover you in clubs.")
/* Translators: the lesson “Cinquecento: Covering”, step 3. */
N_("Anna holds the Q♣, so she may answer yes, and she does.")
/* Translators: the lesson “Cinquecento: Covering”, step 7. */
N_("After a yes, you must lead the card you hold: the K♣.")
/* Translators: the lesson “Cinquecento: Covering”, step 7, another move. */
N_("After a yes, the rules make you lead the K♣.")
/* Translators: the lesson “Cinquecento: Covering”, step 11. */
N_("Nikos has no club stronger than your king: he plays the 4♣.")
/* Translators: the lesson “Cinquecento: Covering”, step 15. */
N_("Anna must play the Q♣, as she promised.")
/* Translators: the lesson “Cinquecento: Covering”, step 19. */
N_("Sara cannot beat the king either: the 7♣.")
/* Translators: the lesson “Cinquecento: Covering”, step 24. */
N_("Your side won the covered trick: it scores 20, and clubs are trumps from now on. Had an opponent beaten it with the ace or the three of clubs, nothing would have been scored and there would still be no trumps.")
/* Translators: the lesson “A Throw That Fails”, title. */
N_("A Throw That Fails")
/* Translators: the lesson “A Throw That Fails”, summary. */
N_("A throw that another player could beat fails: the hand ends at once, and the leader’s side is scored as if it had lost every trick.")
/* Translators: the lesson “A Throw That Fails”, step 1. */
N_("Hearts are trumps and you lead again. Trumps rank, from the top: the red joker, the black joker, the 2♥, the other 2s, then the A♥, K♥, Q♥ and the other hearts. This time, see what happens to a throw somebody can beat.")
/* Translators: the lesson “A Throw That Fails”, step 2. */
N_("Throw the K♥ and the Q♥ together. Both are trumps, but the jokers and the 2s beat them, and you hold neither joker: this throw can fail.")
/* Translators: the lesson “A Throw That Fails”, step 2, another move. */
N_("This lesson shows a failed throw: throw the K♥ and the Q♥ together.")
/* Translators: the lesson “A Throw That Fails”, step 3. */
N_("Anna holds the red joker and Sara the black one, both stronger than your K♥, so the throw fails: one of them is shown to everyone, and the hand ends at once. Even a partner’s card makes a throw fail. Your side is scored as if the opponents had won every trick, the last one and the kitty included: they score at least 100, climb two levels and become the declarers. Throw only cards nobody can beat.")
/* Translators: the lesson “Following Suit, Trumping and Points”, title. */
N_("Following Suit, Trumping and Points")
/* Translators: the lesson “Following Suit, Trumping and Points”, summary. */
N_("Following the suit led, trumping when you have none of it, which cards score, and what the opponents’ points do to the levels.")
/* Translators: the lesson “Following Suit, Trumping and Points”, step 1. */
N_("The hand goes on from the lesson on throws: you won the throw, so you lead again. Each player must follow the suit led while they have it; a player who has none may play any card, a trump too. Points are in the 5s (5 each), the 10s and the kings (10 each).")
/* Translators: the lesson “Following Suit, Trumping and Points”, step 2. */
N_("Lead the 5♣, your only card that is not a trump: every 2 and every heart is a trump, and you keep them all for later.")
/* Translators: the lesson “Following Suit, Trumping and Points”, step 2, another move. */
N_("This lesson leads the 5♣ and keeps all your trumps.")
/* Translators: the lesson “Following Suit, Trumping and Points”, step 3. */
N_("Nikos holds clubs, so he must follow with a club: the J♣.")
/* Translators: the lesson “Following Suit, Trumping and Points”, step 4. */
N_("Your partner Anna follows with the 7♣.")
/* Translators: the lesson “Following Suit, Trumping and Points”, step 5. */
N_("Sara follows with the 6♣. Nikos’s jack wins the trick and the 5 points of your 5♣; he leads next.")
/* Translators: the lesson “Following Suit, Trumping and Points”, step 6. */
N_("Nikos leads the K♦, worth 10 points.")
/* Translators: the lesson “Following Suit, Trumping and Points”, step 7. */
N_("Anna must follow with her only diamond, the A♦, and it beats the king for your side.")
/* Translators: the lesson “Following Suit, Trumping and Points”, step 8. */
N_("Sara must follow with a diamond too: the 6♦.")
/* Translators: the lesson “Following Suit, Trumping and Points”, step 9. */
N_("You have no diamonds: the 2♦ is a trump, like every 2 and every heart. So you may play any card, and all yours are trumps. The trick is your side’s either way: play the 5♥, your smallest trump, and its 5 points come home with the K♦’s 10.")
/* Translators: the lesson “Following Suit, Trumping and Points”, step 9, another move. */
N_("Any of your cards wins here, as all of them are trumps: this lesson plays the 5♥, the smallest, and keeps the strong trumps for the opponents’ leads.")
/* Translators: the lesson “Following Suit, Trumping and Points”, step 10. */
N_("At the end of the hand only the points the opponents took count. Under 40, your side stays declarers and climbs one level, or two if they took nothing; from 40 they become the declarers, and from 80 they climb as well.")
/* Translators: the lesson “Throws”, title. */
N_("Throws")
/* Translators: the lesson “Throws”, summary. */
N_("The leader may lead several cards of one suit at once. The throw wins if nobody else holds a stronger card of that suit; otherwise it fails, and the hand is lost.")
/* Translators: the lesson “Throws”, step 1. */
N_("Hearts are trumps and you lead, as in the lesson on trumps and the kitty. You may lead one card, or several cards of one suit together: a throw.")
/* Translators: the lesson “Throws”, step 2. */
N_("You hold the A♠ and the K♠, and the ace is the only spade stronger than the king: nobody can beat either. Throw them together: a throw that nobody can beat wins, and the K♠ brings its 10 points home safely.")
/* Translators: the lesson “Throws”, step 2, another move. */
N_("This lesson throws the A♠ and the K♠ together: led one at a time, the king could be trumped by a player with no spades left.")
/* Translators: the lesson “Throws”, step 3. */
N_("Nikos must answer with as many spades as you led, since he has them: the 10♠ and the 9♠, ten points he would rather have kept.")
/* Translators: the lesson “Throws”, step 4. */
N_("Your partner Anna gives two small spades.")
/* Translators: the lesson “Throws”, step 5. */
N_("Sara gives two spades and keeps her Q♠.")
/* Translators: the lesson “Throws”, step 6. */
N_("Your throw took 20 points out of the opponents’ reach, and only the points they take count. Throw only what nobody can beat: if another player holds a stronger card of the suit, the throw fails, and your side is scored as if it had lost every trick of the hand.")
/* Translators: the lesson “Trumps and the Kitty”, title. */
N_("Trumps and the Kitty")
/* Translators: the lesson “Trumps and the Kitty”, summary. */
N_("In the first hand the trump rank is 2: the first player to show a 2 while drawing makes its suit trumps, leads the hand and buries the kitty.")
/* Translators: the lesson “Trumps and the Kitty”, step 1. */
N_("The cards are drawn one at a time, in turn. The trump rank is your side’s level: 2 in the first hand. Whoever draws a 2 may show it at once, and its suit becomes the trump suit.")
/* Translators: the lesson “Trumps and the Kitty”, step 2. */
N_("You have just drawn the 2♥. Show it: hearts become trumps, and as the first to show a 2 you lead the hand and take the kitty. Your ace, king and queen of hearts make hearts a good trump suit for you.")
/* Translators: the lesson “Trumps and the Kitty”, step 2, a wrong pass. */
N_("If you wait, another player may show a 2 of a suit that helps you less. Your ace, king and queen of hearts make hearts your suit: show the 2♥ now.")
/* Translators: the lesson “Trumps and the Kitty”, step 3. */
N_("The draw is over and the six kitty cards are in your hand, outlined. Bury six cards face down: no trumps, and no points, which would count double for whoever wins the last trick. The 3♣, 4♣, 9♣, Q♣, 4♦ and J♦ empty your diamonds and leave you one club.")
/* Translators: the lesson “Trumps and the Kitty”, step 3, another move. */
N_("Any six cards may be buried, but this lesson buries the 3♣, 4♣, 9♣, Q♣, 4♦ and J♦: keep your trumps for the tricks, and keep the points out of the kitty.")
/* Translators: the lesson “Trumps and the Kitty”, step 4. */
N_("Lead the A♠: with hearts trumps, the ace is the strongest spade, and it wins unless a player with no spades trumps it.")
/* Translators: the lesson “Trumps and the Kitty”, step 4, another move. */
N_("This lesson leads the A♠, the strongest card outside the trumps.")
/* Translators: the lesson “Trumps and the Kitty”, step 5. */
N_("Nikos has spades, so he must follow with one: the 9♠.")
/* Translators: the lesson “Trumps and the Kitty”, step 6. */
N_("Your partner Anna follows low with the 3♠.")
/* Translators: the lesson “Trumps and the Kitty”, step 7. */
N_("Sara follows with the 6♠. Your ace wins the trick, and you lead again.")
/* Translators: the lesson “Trumps and the Kitty”, step 8. */
N_("You fixed the trumps, buried a kitty without points and won the first trick. In Da Bai Fen only the points the opponents take count: keep them under 40 and your side stays the declarers and climbs a level, or two if they take none.")
/* Translators: the lesson “Mariaccio: Claiming Victory”, title. */
N_("Mariaccio: Claiming Victory")
/* Translators: the lesson “Mariaccio: Claiming Victory”, summary. */
N_("When to claim that you have reached the target, and what a claim too early costs.")
/* Translators: the lesson “Mariaccio: Claiming Victory”, step 1. */
N_("Mariaccio is played by two with Italian cards, and the player who first reaches the target wins the match. Matches usually go to 200 points; this one goes to 30, so that it is over in two tricks. The five of Swords under the stock makes Swords trumps.")
/* Translators: the lesson “Mariaccio: Claiming Victory”, step 2. */
N_("Lead the three of Cups: it is worth 10 points, and only the ace of Cups beats it.")
/* Translators: the lesson “Mariaccio: Claiming Victory”, step 2, another move. */
N_("This lesson leads the three of Cups, worth 10 points.")
/* Translators: the lesson “Mariaccio: Claiming Victory”, step 3. */
N_("Nikos plays the four of Cups: your three wins the trick and its 10 points.")
/* Translators: the lesson “Mariaccio: Claiming Victory”, step 5. */
N_("After every trick, each player may claim to have reached the target. With 10 of 30, play on: a claim that falls short loses the match at once, whatever Nikos has.")
/* Translators: the lesson “Mariaccio: Claiming Victory”, step 5, a wrong claim. */
N_("A claim now counts 10, short of 30, and would lose the match at once. Play on.")
/* Translators: the lesson “Mariaccio: Claiming Victory”, step 6. */
N_("Nikos plays on too: he has no points yet.")
/* Translators: the lesson “Mariaccio: Claiming Victory”, step 7. */
N_("You won the trick, so you lead again. Lead the ace of Swords: it is the highest trump and worth 11 points.")
/* Translators: the lesson “Mariaccio: Claiming Victory”, step 7, another move. */
N_("This lesson leads the ace of Swords, which nothing can beat.")
/* Translators: the lesson “Mariaccio: Claiming Victory”, step 8. */
N_("Nikos gives up the three of Swords: your ace takes 21 points.")
/* Translators: the lesson “Mariaccio: Claiming Victory”, step 10. */
N_("You now have 31 of 30: claim victory. A right claim wins the match at once, whatever Nikos has.")
/* Translators: the lesson “Mariaccio: Claiming Victory”, step 10, a wrong pass. */
N_("You have reached 30: claim now. If you play on, Nikos may reach the target first and claim himself.")
/* Translators: the lesson “Mariaccio: Claiming Victory”, step 11. */
N_("You claimed with 31 and won the match. Claim as soon as you are sure of the target, and never before: the engine counts exactly what the rules count, and a claim short of it loses.")
/* Translators: the lesson “Card Order and Points”, title. */
N_("Card Order and Points")
/* Translators: the lesson “Card Order and Points”, summary. */
N_("The ace and the three are the strongest cards and worth the most: a trick is won by the strongest card of the suit led, or by a trump.")
/* Translators: the lesson “Card Order and Points”, step 1. */
N_("In every suit the order is: ace, three, king, queen, jack, then 7, 6, 5, 4, 2. The ace is worth 11 points, the three 10, the king 4, the queen 3 and the jack 2; the others nothing. You need not follow suit.")
/* Translators: the lesson “Card Order and Points”, step 2. */
N_("Nikos leads the K♠, four points.")
/* Translators: the lesson “Card Order and Points”, step 3. */
N_("Your partner Anna has nothing to beat it and gives the 5♠.")
/* Translators: the lesson “Card Order and Points”, step 4. */
N_("Sara, Nikos’s partner, adds the Q♠: three more points for their side.")
/* Translators: the lesson “Card Order and Points”, step 5. */
N_("The three is the second strongest card: your 3♠ beats the king. Play it and win the trick, 17 points with your own 10.")
/* Translators: the lesson “Card Order and Points”, step 5, another move. */
N_("That card does not beat the king: the trick and its 7 points would go to the other side. Your 3♠ wins it.")
/* Translators: the lesson “Card Order and Points”, step 6. */
N_("Your side takes 17 points, and everyone draws a card from the stock, you first, as the winner of the trick. You lead the next trick. A hand holds 120 points in all.")
/* Translators: the lesson “Declaring a Marianna”, title. */
N_("Declaring a Marianna")
/* Translators: the lesson “Declaring a Marianna”, summary. */
N_("The king and the queen of one suit in your hand are a marianna: declare it at your turn, before you play, and its suit becomes trumps.")
/* Translators: the lesson “Declaring a Marianna”, step 1. */
N_("Marianna is Briscola with songs. There are no trumps yet: the first marianna declared makes them.")
/* Translators: the lesson “Declaring a Marianna”, step 2. */
N_("You hold the king and the queen of hearts: a marianna. Declare it now, at your turn and before you play: it scores 40 for your side and makes hearts trumps.")
/* Translators: the lesson “Declaring a Marianna”, step 2, a wrong play. */
N_("Playing first would let the turn pass without the 40 points: declare the marianna in hearts before you play.")
/* Translators: the lesson “Declaring a Marianna”, step 3. */
N_("The king and the queen stay in your hand, shown to everyone. Now lead the 2♦: it is worth nothing, and you keep your hearts, now trumps.")
/* Translators: the lesson “Declaring a Marianna”, step 3, another move. */
N_("Any card may be led, but the 2♦ risks nothing: it scores no points.")
/* Translators: the lesson “Declaring a Marianna”, step 4. */
N_("Nikos takes the trick with the ace of diamonds, the strongest diamond.")
/* Translators: the lesson “Declaring a Marianna”, step 5. */
N_("Your partner Anna cannot beat the ace: she gives a small card, the 6♦.")
/* Translators: the lesson “Declaring a Marianna”, step 6. */
N_("Sara adds the 3♦, ten points, to her partner’s trick.")
/* Translators: the lesson “Declaring a Marianna”, step 7. */
N_("Your side has its 40 points for the marianna whoever won the trick. A later marianna in another suit scores 60, then 80 and 100, but leaves the trumps as they are.")
/* Translators: a player's name at a lesson's table, as the lessons' words write it. */
N_("Anna")
/* Translators: a player's name at a lesson's table, as the lessons' words write it. */
N_("Nikos")
/* Translators: a player's name at a lesson's table, as the lessons' words write it. */
N_("Sara")
/* Translators: a player's name at a lesson's table, as the lessons' words write it. */
N_("You")
