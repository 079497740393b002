/* test-biriba-meld.c: runs, sets and wild cards (B-12 to B-25, EX-9)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "biriba/trp-biriba-meld.h"
#include "biriba/trp-biriba-private.h"

static const TrpBiribaMeldRules standard = { FALSE, FALSE, TRUE };

static guint
parse (const char *text,
       TrpCard    *cards)
{
  g_auto(GStrv) codes = g_strsplit (text, " ", -1);
  guint n = 0;

  for (guint i = 0; codes[i] != NULL; i++)
    g_assert_true (trp_card_from_code (codes[i], &cards[n++], NULL));
  return n;
}

static TrpBiribaMeldProblem
eval (const TrpBiribaMeldRules *rules,
      const char               *text,
      TrpBiribaMeldInfo        *info)
{
  TrpCard cards[32];
  guint n = parse (text, cards);

  return trp_biriba_meld_evaluate (rules, cards, n, info);
}

static void
assert_meld (const TrpBiribaMeldRules *rules,
             const char               *text,
             TrpBiribaMeldKind         kind,
             guint                     n_wild)
{
  TrpBiribaMeldInfo info;
  TrpBiribaMeldProblem problem = eval (rules, text, &info);

  if (problem != TRP_BIRIBA_MELD_OK)
    g_error ("%s should be a meld (problem %d)", text, problem);
  g_assert_cmpuint (info.kind, ==, kind);
  g_assert_cmpuint (info.n_wild, ==, n_wild);
}

static void
assert_not_meld (const TrpBiribaMeldRules *rules,
                 const char               *text,
                 TrpBiribaMeldProblem      expected)
{
  TrpBiribaMeldProblem problem = eval (rules, text, NULL);

  if (problem != expected)
    g_error ("%s: expected problem %d, got %d", text, expected, problem);
}

static TrpBiribaMeldProblem
add (const TrpBiribaMeldRules *rules,
     const char               *meld_text,
     const char               *add_text,
     TrpBiribaMeldInfo        *out)
{
  TrpCard meld[16], cards[16];
  guint n = parse (meld_text, meld);
  guint n_add = parse (add_text, cards);
  TrpBiribaMeldInfo info;

  g_assert_cmpint (trp_biriba_meld_evaluate (rules, meld, n, &info), ==, TRP_BIRIBA_MELD_OK);
  return trp_biriba_meld_add (rules, meld, &info, cards, n_add, out);
}

static void
test_runs (void)
{
  /* B-14 */
  assert_meld (&standard, "3S 4S 5S", TRP_BIRIBA_MELD_RUN, 0);
  assert_meld (&standard, "5S 3S 4S", TRP_BIRIBA_MELD_RUN, 0);
  assert_meld (&standard, "AS 2S 3S", TRP_BIRIBA_MELD_RUN, 0);
  assert_meld (&standard, "QS KS AS", TRP_BIRIBA_MELD_RUN, 0);
  assert_meld (&standard, "3S JK 5S", TRP_BIRIBA_MELD_RUN, 1);
  assert_meld (&standard, "3S 4S JK", TRP_BIRIBA_MELD_RUN, 1);
  assert_meld (&standard, "KS JK AS", TRP_BIRIBA_MELD_RUN, 1);
  assert_meld (&standard, "JK 2H 3H", TRP_BIRIBA_MELD_RUN, 1);
  assert_meld (&standard, "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS", TRP_BIRIBA_MELD_RUN, 0);
  assert_meld (&standard, "AS 2S 3S 4S 5S 6S JK 8S 9S 10S JS QS KS", TRP_BIRIBA_MELD_RUN, 1);
  assert_meld (&standard, "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS", TRP_BIRIBA_MELD_RUN, 0);
  assert_not_meld (&standard, "3S 4S", TRP_BIRIBA_MELD_TOO_SHORT);
  assert_not_meld (&standard, "3S 4S 6S", TRP_BIRIBA_MELD_NOT_A_MELD);
  assert_not_meld (&standard, "3S 4H 5S", TRP_BIRIBA_MELD_NOT_A_MELD);
  assert_not_meld (&standard, "KS AS 2S 3S", TRP_BIRIBA_MELD_NOT_A_MELD);
  /* The 2 is wild here: it stands for the queen. */
  assert_meld (&standard, "KS AS 2S", TRP_BIRIBA_MELD_RUN, 1);
  assert_not_meld (&standard, "3S 3S 4S", TRP_BIRIBA_MELD_NOT_A_MELD);
  /* A 13-card run with a wild card cannot take a fourteenth card. */
  assert_not_meld (&standard, "AS 2S 3S 4S 5S 6S JK 7S 8S 9S 10S JS QS KS", TRP_BIRIBA_MELD_NOT_A_MELD);
}

static void
test_ace_high_option (void)
{
  TrpBiribaMeldRules low = { FALSE, FALSE, FALSE };

  /* B-14 (4), A-4 */
  assert_not_meld (&low, "QS KS AS", TRP_BIRIBA_MELD_NOT_A_MELD);
  assert_not_meld (&low, "QS KS JK", TRP_BIRIBA_MELD_OK);
  assert_meld (&low, "QS KS JK", TRP_BIRIBA_MELD_RUN, 1);
  assert_not_meld (&low, "KS JK AS", TRP_BIRIBA_MELD_NOT_A_MELD);
  assert_meld (&low, "AS 2S 3S", TRP_BIRIBA_MELD_RUN, 0);
}

static void
test_sets (void)
{
  TrpBiribaMeldRules runs_only = { TRUE, FALSE, TRUE };
  TrpBiribaMeldRules twos = { FALSE, TRUE, TRUE };

  /* B-15 */
  assert_meld (&standard, "QC QD QH", TRP_BIRIBA_MELD_SET, 0);
  assert_meld (&standard, "7S 7D 2C", TRP_BIRIBA_MELD_SET, 1);
  assert_meld (&standard, "KS KS KH KD KC KC JK", TRP_BIRIBA_MELD_SET, 1);
  assert_meld (&standard, "AC AD JK", TRP_BIRIBA_MELD_SET, 1);
  assert_not_meld (&standard, "7S JK 2C", TRP_BIRIBA_MELD_TWO_WILDS);
  assert_not_meld (&standard, "7S 7D JK JK", TRP_BIRIBA_MELD_TWO_WILDS);
  assert_not_meld (&standard, "JK JK JK", TRP_BIRIBA_MELD_TWO_WILDS);
  /* no sets of 2s by default, and never of jokers. */
  assert_not_meld (&standard, "2S 2H 2D", TRP_BIRIBA_MELD_TWO_WILDS);
  assert_meld (&twos, "2S 2H 2D", TRP_BIRIBA_MELD_SET, 0);
  assert_meld (&twos, "2S 2H JK", TRP_BIRIBA_MELD_SET, 1);
  /* runs_only */
  assert_not_meld (&runs_only, "QC QD QH", TRP_BIRIBA_MELD_NO_SETS);
  assert_meld (&runs_only, "QC KC AC", TRP_BIRIBA_MELD_RUN, 0);
}

static void
test_natural_twos (void)
{
  /* B-16, B-17, EX-9 */
  assert_meld (&standard, "AD 2D 3D JK 5D", TRP_BIRIBA_MELD_RUN, 1);
  assert_meld (&standard, "AH 2H 3H 4H 5H 6H 7H", TRP_BIRIBA_MELD_RUN, 0);
  assert_meld (&standard, "2H 3H 4H 5H 6H 7H 8H", TRP_BIRIBA_MELD_RUN, 0);
  assert_meld (&standard, "3H 4H 5H 6H 7H 2H 9H", TRP_BIRIBA_MELD_RUN, 1);
  assert_meld (&standard, "3H 4H 2H 6H 7H", TRP_BIRIBA_MELD_RUN, 1);
  assert_meld (&standard, "2H 2H 3H 4H", TRP_BIRIBA_MELD_RUN, 1);
  assert_meld (&standard, "2H 2C 3H 5H", TRP_BIRIBA_MELD_RUN, 1);
  assert_not_meld (&standard, "2H 2C 3H 6H", TRP_BIRIBA_MELD_NOT_A_MELD);
}

static void
test_wild_moves (void)
{
  TrpBiribaMeldInfo info;

  /* B-24 */
  g_assert_cmpint (add (&standard, "6D JK 8D 9D", "7D", &info), ==, TRP_BIRIBA_MELD_OK);
  g_assert_cmpuint (info.n_cards, ==, 5);
  g_assert_cmpuint (info.n_wild, ==, 1);
  g_assert_cmpint (add (&standard, "6D 7D 8D 9D JK", "4D", &info), ==, TRP_BIRIBA_MELD_OK);
  g_assert_cmpint (add (&standard, "3H 4H 2H 6H 7H", "5H", &info), ==, TRP_BIRIBA_MELD_OK);
  g_assert_cmpuint (info.n_wild, ==, 0);
  g_assert_cmpint (add (&standard, "2H 3H 4H 5H 6H 7H", "AH", &info), ==, TRP_BIRIBA_MELD_OK);
  g_assert_cmpuint (info.n_wild, ==, 0);
  g_assert_cmpint (add (&standard, "2H 3H 4H 5H 6H 7H", "9H", &info), ==, TRP_BIRIBA_MELD_OK);
  g_assert_cmpuint (info.n_wild, ==, 1);
  /* The natural card of a full run's wild card cannot be added. */
  g_assert_cmpint (add (&standard, "AS 2S 3S 4S 5S 6S JK 8S 9S 10S JS QS KS", "7S", NULL),
                   !=, TRP_BIRIBA_MELD_OK);
}

static void
test_wild_for_wild (void)
{
  TrpBiribaMeldInfo info;

  /* B-25, EX-9 transitions */
  g_assert_cmpint (add (&standard, "3H 4H 2H 6H 7H", "JK", NULL), ==, TRP_BIRIBA_MELD_WILD_FOR_WILD);
  g_assert_cmpint (add (&standard, "3H 4H 2H 6H 7H", "2C", NULL), ==, TRP_BIRIBA_MELD_WILD_FOR_WILD);
  g_assert_cmpint (add (&standard, "3H 4H 2H 6H 7H", "5H JK", &info), ==, TRP_BIRIBA_MELD_OK);
  g_assert_cmpuint (info.n_cards, ==, 7);
  g_assert_cmpuint (info.n_wild, ==, 1);
  g_assert_cmpint (add (&standard, "3H 4H 2H 6H 7H", "JK 5H", &info), ==, TRP_BIRIBA_MELD_OK);
  g_assert_cmpint (add (&standard, "2H 3H 4H 5H 6H 7H", "JK", &info), ==, TRP_BIRIBA_MELD_OK);
  g_assert_cmpuint (info.n_wild, ==, 1);
  /* A second 2 of the suit may take its natural place. */
  g_assert_cmpint (add (&standard, "3H 4H 2H 6H 7H", "2H", &info), ==, TRP_BIRIBA_MELD_OK);
  /* Sets: B-16 forbids a second wild card. */
  g_assert_cmpint (add (&standard, "7S 7D 2C", "JK", NULL), !=, TRP_BIRIBA_MELD_OK);
  g_assert_cmpint (add (&standard, "7S 7D 7C", "JK", &info), ==, TRP_BIRIBA_MELD_OK);
  /* B-13: a meld keeps its type. */
  g_assert_cmpint (add (&standard, "7S 7D 7C", "8S", NULL), !=, TRP_BIRIBA_MELD_OK);
}

static void
test_card_values (void)
{
  /* B-11 and the joker_value / two_value options */
  g_assert_cmpint (trp_biriba_card_value (TRP_CARD_JOKER, 20, 10), ==, 20);
  g_assert_cmpint (trp_biriba_card_value (TRP_CARD_JOKER, 25, 10), ==, 25);
  g_assert_cmpint (trp_biriba_card_value (TRP_CARD (TRP_SUIT_HEARTS, TRP_RANK_TWO), 20, 20), ==, 20);
  g_assert_cmpint (trp_biriba_card_value (TRP_CARD (TRP_SUIT_HEARTS, TRP_RANK_ACE), 20, 10), ==, 15);
  g_assert_cmpint (trp_biriba_card_value (TRP_CARD (TRP_SUIT_HEARTS, TRP_RANK_EIGHT), 20, 10), ==, 10);
  g_assert_cmpint (trp_biriba_card_value (TRP_CARD (TRP_SUIT_HEARTS, TRP_RANK_SEVEN), 20, 10), ==, 5);
  g_assert_cmpint (trp_biriba_card_value (TRP_CARD (TRP_SUIT_HEARTS, TRP_RANK_KING), 20, 10), ==, 10);
}

static void
test_forms_meld (void)
{
  guint8 pool[256] = { 0, };
  TrpCard cards[8];
  guint n = parse ("4S 5S QH QD", cards);

  for (guint i = 0; i < n; i++)
    pool[cards[i]]++;
  /* B-61 can_add_or_form_new */
  g_assert_true (trp_biriba_card_forms_meld (&standard, TRP_CARD (TRP_SUIT_SPADES, 6), pool, NULL));
  g_assert_true (trp_biriba_card_forms_meld (&standard, TRP_CARD (TRP_SUIT_SPADES, 3), pool, NULL));
  g_assert_true (trp_biriba_card_forms_meld (&standard, TRP_CARD (TRP_SUIT_CLUBS, TRP_RANK_QUEEN), pool, NULL));
  g_assert_true (trp_biriba_card_forms_meld (&standard, TRP_CARD_JOKER, pool, NULL));
  g_assert_false (trp_biriba_card_forms_meld (&standard, TRP_CARD (TRP_SUIT_HEARTS, 9), pool, NULL));
  g_assert_false (trp_biriba_card_forms_meld (&standard, TRP_CARD (TRP_SUIT_SPADES, 9), pool, NULL));
}

static void
assert_arranged (const TrpBiribaMeldRules *rules,
                 const char               *text,
                 const char               *expected)
{
  TrpCard cards[16];
  guint n = parse (text, cards);
  GString *out = g_string_new (NULL);

  trp_biriba_meld_arrange (rules, cards, n);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%s", i ? " " : "", trp_card_to_code (cards[i]));
  g_assert_cmpstr (out->str, ==, expected);
  g_string_free (out, TRUE);
}

static void
test_arrange (void)
{
  /* B-17, B-24: the display order follows the fewest-wild arrangement. */
  assert_arranged (&standard, "9D 6D 8D JK", "6D JK 8D 9D");
  assert_arranged (&standard, "6D 7D 8D 9D JK", "6D 7D 8D 9D JK");
  assert_arranged (&standard, "7H 2H 3H 4H 6H 5H", "2H 3H 4H 5H 6H 7H");
  assert_arranged (&standard, "3H 4H 5H 6H 7H 2H 9H", "3H 4H 5H 6H 7H 2H 9H");
  assert_arranged (&standard, "AS KS QS", "QS KS AS");
  assert_arranged (&standard, "QS KS JK", "QS KS JK");
  assert_arranged (&standard, "KS QS JK", "QS KS JK");
  assert_arranged (&standard, "2C 7S 7D", "7S 7D 2C");
  assert_arranged (&standard, "JK QS KS AS", "JK QS KS AS");
}

static void
test_speed (void)
{
  TrpCard cards[8];
  guint n = parse ("3H 4H 2H 6H 7H 8H 9H", cards);
  TrpBiribaMeldInfo info;
  gint64 start = g_get_monotonic_time ();
  guint ok = 0;

  for (guint i = 0; i < 200000; i++)
    ok += trp_biriba_meld_evaluate (&standard, cards, n, &info) == TRP_BIRIBA_MELD_OK;
  g_assert_cmpuint (ok, ==, 200000);
  g_test_message ("200000 evaluations in %" G_GINT64_FORMAT " µs",
                  g_get_monotonic_time () - start);
}

/* trp_biriba_meld_add_one() as it was before its shortcuts: the meld
 * with the card is evaluated whole.
 */
static TrpBiribaMeldProblem
reference_add_one (const TrpBiribaMeldRules *rules,
                   const TrpCard            *meld,
                   const TrpBiribaMeldInfo  *info,
                   TrpCard                   card,
                   TrpBiribaMeldInfo        *out_info)
{
  TrpCard cards[TRP_BIRIBA_MELD_MAX + 1];
  TrpBiribaMeldInfo result;
  TrpBiribaMeldProblem problem;

  if (info->n_cards >= TRP_BIRIBA_MELD_MAX)
    return TRP_BIRIBA_MELD_NOT_A_MELD;
  if (info->n_wild > 0 && info->kind == TRP_BIRIBA_MELD_SET &&
      (trp_card_is_joker (card) ||
       (trp_card_get_rank (card) == TRP_RANK_TWO && info->key != TRP_RANK_TWO)))
    return TRP_BIRIBA_MELD_TWO_WILDS;
  if (info->n_wild > 0 && info->kind == TRP_BIRIBA_MELD_RUN &&
      (trp_card_is_joker (card) ||
       (trp_card_get_rank (card) == TRP_RANK_TWO && trp_card_get_suit (card) != info->key)))
    return TRP_BIRIBA_MELD_WILD_FOR_WILD;

  memcpy (cards, meld, info->n_cards);
  cards[info->n_cards] = card;
  problem = trp_biriba_meld_evaluate (rules, cards, info->n_cards + 1, &result);
  if (problem != TRP_BIRIBA_MELD_OK)
    return problem == TRP_BIRIBA_MELD_TWO_WILDS ? problem : TRP_BIRIBA_MELD_NOT_A_MELD;
  if (result.kind != info->kind || result.key != info->key)
    return TRP_BIRIBA_MELD_NOT_A_MELD;
  if (info->n_wild > 0 && result.n_wild > info->n_wild)
    return TRP_BIRIBA_MELD_WILD_FOR_WILD;
  *out_info = result;
  return TRP_BIRIBA_MELD_OK;
}

static TrpCard
random_wild (GRand *rand)
{
  return g_rand_int_range (rand, 0, 3) == 0
         ? TRP_CARD_JOKER : TRP_CARD (g_rand_int_range (rand, 0, TRP_N_SUITS), TRP_RANK_TWO);
}

/* A random group of cards that is often a meld: a stretch of a suit or
 * some cards of a rank, perhaps with a wild card.
 */
static guint
random_group (GRand   *rand,
              TrpCard *cards)
{
  guint n = 0;

  if (g_rand_boolean (rand))
    {
      guint suit = g_rand_int_range (rand, 0, TRP_N_SUITS);
      guint start = g_rand_int_range (rand, 1, 13);
      guint length = g_rand_int_range (rand, 3, 12);

      for (guint pos = start; pos < start + length && pos <= 14; pos++)
        cards[n++] = TRP_CARD (suit, pos == 14 ? TRP_RANK_ACE : pos);
    }
  else
    {
      guint rank = g_rand_int_range (rand, TRP_RANK_ACE, TRP_RANK_KING + 1);
      guint length = g_rand_int_range (rand, 2, 8);

      for (guint i = 0; i < length; i++)
        cards[n++] = TRP_CARD (g_rand_int_range (rand, 0, TRP_N_SUITS), rank);
    }
  if (g_rand_int_range (rand, 0, 3) > 0)
    cards[g_rand_int_range (rand, 0, n)] = random_wild (rand);
  if (g_rand_int_range (rand, 0, 4) == 0)
    cards[n++] = random_wild (rand);
  for (guint i = n; i > 1; i--)
    {
      guint j = g_rand_int_range (rand, 0, i);
      TrpCard t = cards[i - 1];

      cards[i - 1] = cards[j];
      cards[j] = t;
    }
  return MIN (n, TRP_BIRIBA_MELD_MAX);
}

/* The shortcuts of trp_biriba_meld_add_one() give the same answer as the
 * whole evaluation, for every card onto many arranged melds, under each
 * rule that changes what a meld is.
 */
static void
test_add_one_shortcuts (void)
{
  static const TrpBiribaMeldRules variants[] = {
    { FALSE, FALSE, TRUE }, { FALSE, FALSE, FALSE }, { TRUE, FALSE, TRUE }, { FALSE, TRUE, TRUE },
  };
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  guint n_melds = 0;

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    for (guint trial = 0; trial < 20000; trial++)
      {
        const TrpBiribaMeldRules *rules = &variants[v];
        TrpCard meld[32];
        guint n = random_group (rand, meld);
        TrpBiribaMeldInfo info;

        if (trp_biriba_meld_evaluate (rules, meld, n, &info) != TRP_BIRIBA_MELD_OK)
          continue;
        trp_biriba_meld_arrange (rules, meld, n);
        n_melds++;

        for (guint c = 0; c < TRP_BIRIBA_N_CODES; c++)
          {
            TrpCard card = (TrpCard) c;
            TrpBiribaMeldInfo got = { 0, }, want = { 0, };
            TrpBiribaMeldProblem a, b;

            if (card != TRP_CARD_JOKER &&
                (trp_card_get_suit (card) >= TRP_N_SUITS || trp_card_get_rank (card) < TRP_RANK_ACE ||
                 trp_card_get_rank (card) > TRP_RANK_KING))
              continue;
            a = trp_biriba_meld_add_one (rules, meld, &info, card, &got);
            b = reference_add_one (rules, meld, &info, card, &want);
            g_assert_cmpint (a, ==, b);
            if (a == TRP_BIRIBA_MELD_OK)
              g_assert_true (memcmp (&got, &want, sizeof got) == 0);
          }
      }
  g_assert_cmpuint (n_melds, >, 20000);
}

/* B-13 to B-17: the shortcut for melds of three that validation and the
 * playouts share (bir_evaluate_group()) says what the full evaluation
 * says, for every ordered triple of Biriba cards and every meld option;
 * and it must answer for the common triples, or it would be no shortcut.
 */
static void
test_triple_shortcut (void)
{
  TrpCard deck[TRP_N_SUITS * 13 + 1];
  guint n_deck = 0;
  guint n_short = 0;

  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    for (guint rank = TRP_RANK_ACE; rank <= TRP_RANK_KING; rank++)
      deck[n_deck++] = TRP_CARD (suit, rank);
  deck[n_deck++] = TRP_CARD_JOKER;

  for (guint options = 0; options < 8; options++)
    {
      BirState *s = g_new0 (BirState, 1);

      s->meld_rules.runs_only = (options & 1) != 0;
      s->meld_rules.allow_sets_of_twos = (options & 2) != 0;
      s->meld_rules.ace_high_in_runs = (options & 4) != 0;
      for (guint i = 0; i < n_deck; i++)
        for (guint j = 0; j < n_deck; j++)
          for (guint k = 0; k < n_deck; k++)
            {
              TrpCard cards[3] = { deck[i], deck[j], deck[k] };
              TrpBiribaMeldInfo fast, full;

              if (!bir_evaluate_triple (s, cards, &fast))
                continue;
              n_short++;
              g_assert_cmpint (trp_biriba_meld_evaluate (&s->meld_rules, cards, 3, &full),
                               ==, TRP_BIRIBA_MELD_OK);
              g_assert_cmpint (fast.kind, ==, full.kind);
              g_assert_cmpint (fast.key, ==, full.key);
              g_assert_cmpint (fast.n_wild, ==, full.n_wild);
              g_assert_cmpint (fast.n_cards, ==, full.n_cards);
              g_assert_cmpint (bir_evaluate_group (s, cards, 3, &full), ==, TRP_BIRIBA_MELD_OK);
            }
      g_free (s);
    }

  /* 7♠ 8♠ 9♠ and 5♥ 5♦ 5♣ at least, under every option that allows them. */
  g_assert_cmpuint (n_short, >, 1000);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/biriba/B-14/runs", test_runs);
  g_test_add_func ("/biriba/B-14/ace-high-option", test_ace_high_option);
  g_test_add_func ("/biriba/B-15/sets", test_sets);
  g_test_add_func ("/biriba/B-17/natural-twos", test_natural_twos);
  g_test_add_func ("/biriba/B-24/wild-moves", test_wild_moves);
  g_test_add_func ("/biriba/B-25/wild-for-wild", test_wild_for_wild);
  g_test_add_func ("/biriba/B-11/card-values", test_card_values);
  g_test_add_func ("/biriba/B-61/forms-meld", test_forms_meld);
  g_test_add_func ("/biriba/B-17/arrange", test_arrange);
  g_test_add_func ("/biriba/B-24/add-one-shortcuts", test_add_one_shortcuts);
  g_test_add_func ("/biriba/B-14/triple-shortcut", test_triple_shortcut);
  g_test_add_func ("/biriba/meld/speed", test_speed);

  return g_test_run ();
}
