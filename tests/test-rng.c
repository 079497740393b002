/* test-rng.c: the seeded generator gives the same shuffle everywhere
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "trp-card.h"
#include "trp-rng.h"

/* The first outputs for seed 42, computed by an independent Python
 * implementation of splitmix64 + xoshiro256**. */
static void
test_rng_known_sequence (void)
{
  g_autoptr(TrpRng) rng = trp_rng_new (42);

  g_assert_cmphex (trp_rng_next (rng), ==, G_GUINT64_CONSTANT (0x15780b2e0c2ec716));
  g_assert_cmphex (trp_rng_next (rng), ==, G_GUINT64_CONSTANT (0x6104d9866d113a7e));
  g_assert_cmphex (trp_rng_next (rng), ==, G_GUINT64_CONSTANT (0xae17533239e499a1));
}

/* One pinned shuffle: if this changes, every saved seed deals differently. */
static void
test_rng_pinned_shuffle (void)
{
  static const char *expected =
    "5S 10D JH 10H JC 6C 7D 6H 4S 8S RJ 9H 2C 7S 3S 8C KC 2H 4D JS BJ 3C 4H JD KD 6D 5D "
    "QH QD 8D AD 3D AC KS AS 9D 2S 9C 10C 5C 3H 6S 7H AH 4C KH QS QC 9S 2D 10S 5H 8H 7C";
  g_autoptr(TrpRng) rng = trp_rng_new (20261121);
  g_autoptr(GByteArray) deck = trp_deck_new (TRP_DECK_SINGLE_WITH_2_JOKERS);
  g_autoptr(GString) text = g_string_new (NULL);

  trp_rng_shuffle (rng, deck->data, deck->len);
  for (guint i = 0; i < deck->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? " " : "", trp_card_to_code (deck->data[i]));

  g_assert_cmpstr (text->str, ==, expected);
}

static void
test_rng_same_seed_same_stream (void)
{
  g_autoptr(TrpRng) a = trp_rng_new (7);
  g_autoptr(TrpRng) b = trp_rng_new (7);
  g_autoptr(TrpRng) c = trp_rng_new (8);
  gboolean differs = FALSE;

  for (guint i = 0; i < 1000; i++)
    {
      guint64 x = trp_rng_next (a);

      g_assert_cmphex (x, ==, trp_rng_next (b));
      differs |= x != trp_rng_next (c);
    }

  g_assert_true (differs);
}

static void
test_rng_state_round_trip (void)
{
  g_autoptr(TrpRng) rng = trp_rng_new (123);
  g_autoptr(TrpRng) restored = NULL;
  g_autoptr(TrpRng) copy = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *state = NULL;

  for (guint i = 0; i < 17; i++)
    trp_rng_next (rng);

  state = trp_rng_to_string (rng);
  g_assert_true (g_str_has_prefix (state, "xoshiro256ss:"));
  restored = trp_rng_new_from_string (state, &error);
  g_assert_no_error (error);
  copy = trp_rng_copy (rng);

  for (guint i = 0; i < 100; i++)
    {
      guint64 x = trp_rng_next (rng);

      g_assert_cmphex (x, ==, trp_rng_next (restored));
      g_assert_cmphex (x, ==, trp_rng_next (copy));
    }
}

static void
test_rng_bad_state (void)
{
  static const char *bad[] = {
    "", "xoshiro256ss:", "xoshiro256ss:00",
    "xoshiro256ss:0000000000000000000000000000000000000000000000000000000000000000",
    "xoshiro256ss:000000000000000100000000000000000000000000000000000000000000000g",
    "xoshiro256ss:000000000000000A0000000000000000000000000000000000000000000000000",
    "pcg:0000000000000001000000000000000000000000000000000000000000000000",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TrpRng) rng = trp_rng_new_from_string (bad[i], &error);

      g_assert_null (rng);
      g_assert_error (error, TRP_RNG_ERROR, TRP_RNG_ERROR_INVALID_STATE);
    }
}

/* Each of 6 values should turn up about 1/6 of the time; the bound is
 * loose enough never to fail for a correct generator with this seed. */
static void
test_rng_uniform_range (void)
{
  g_autoptr(TrpRng) rng = trp_rng_new (99);
  guint counts[6] = { 0, };

  for (guint i = 0; i < 60000; i++)
    {
      guint32 x = trp_rng_uniform (rng, 6);

      g_assert_cmpuint (x, <, 6);
      counts[x]++;
    }

  for (guint i = 0; i < 6; i++)
    g_assert_cmpuint (ABS ((int) counts[i] - 10000), <, 500);

  g_assert_cmpuint (trp_rng_uniform (rng, 1), ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rng/known-sequence", test_rng_known_sequence);
  g_test_add_func ("/rng/pinned-shuffle", test_rng_pinned_shuffle);
  g_test_add_func ("/rng/same-seed-same-stream", test_rng_same_seed_same_stream);
  g_test_add_func ("/rng/state-round-trip", test_rng_state_round_trip);
  g_test_add_func ("/rng/bad-state", test_rng_bad_state);
  g_test_add_func ("/rng/uniform-range", test_rng_uniform_range);

  return g_test_run ();
}
