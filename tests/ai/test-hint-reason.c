/* test-hint-reason.c: what a hint says when the search overrules the usual play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The search overrules the rule-based move when its own comes out ahead
 * on average over the deals it tried; it may do so while winning fewer
 * of them than it loses. The hint then must not read "better in 40 % of
 * the deals", which sounds like a worse move: it cites the share only
 * above half, and otherwise says the move is better on average.
 */

#include "config.h"

#include <locale.h>

#include "trp-ai.h"

static char *
reason_for (guint       better,
            guint       worse,
            const char *contrast)
{
  TrpSearchStats stats = { 0 };

  stats.samples = better + worse + 7;
  stats.deals_compared = better + worse + 7;   /* 7 came out equal */
  stats.deals_better = better;
  stats.deals_worse = worse;
  return trp_ai_search_reason (&stats, contrast);
}

static void
test_share_above_half (void)
{
  g_autofree char *with = reason_for (64, 36, "Keeps the 7♥ for your melds");
  g_autofree char *without = reason_for (31, 19, NULL);

  g_assert_cmpstr (with, ==, "Keeps the 7♥ for your melds (better in 64 % of the deals tried)");
  g_assert_cmpstr (without, ==, "Beats the usual play in 62 % of the deals tried");
}

static void
test_share_below_half (void)
{
  g_autofree char *with = reason_for (27, 33, "Sheds 5 points from your hand, though the next player can lay it off");
  g_autofree char *without = reason_for (9, 11, NULL);

  /* 27 of 60 would have read "better in 45 %". */
  g_assert_cmpstr (with, ==,
                   "Sheds 5 points from your hand, though the next player can lay it off "
                   "(better on average over 60 deals)");
  g_assert_cmpstr (without, ==, "Beats the usual play on average over 20 deals");
  g_assert_null (strstr (with, "%"));
  g_assert_null (strstr (without, "%"));
}

static void
test_share_exactly_half (void)
{
  g_autofree char *with = reason_for (20, 20, "Keeps the pair for your melds");
  g_autofree char *one = reason_for (0, 1, NULL);

  g_assert_cmpstr (with, ==, "Keeps the pair for your melds (better on average over 40 deals)");
  g_assert_cmpstr (one, ==, "Beats the usual play on average over 1 deal");
}

static void
test_no_deal_differed (void)
{
  g_autofree char *with = reason_for (0, 0, "Keeps the 7♠, which fits the next player's meld");
  g_autofree char *without = reason_for (0, 0, NULL);

  g_assert_cmpstr (with, ==, "Keeps the 7♠, which fits the next player's meld");
  g_assert_cmpstr (without, ==, "Came out best on the 7 deals tried");
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/hint/reason/share-above-half", test_share_above_half);
  g_test_add_func ("/hint/reason/share-below-half-says-average", test_share_below_half);
  g_test_add_func ("/hint/reason/share-exactly-half-says-average", test_share_exactly_half);
  g_test_add_func ("/hint/reason/no-deal-differed", test_no_deal_differed);

  return g_test_run ();
}
