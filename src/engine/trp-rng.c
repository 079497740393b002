/* trp-rng.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "trp-json-input.h"
#include "trp-rng.h"

G_DEFINE_BOXED_TYPE (TrpRng, trp_rng, trp_rng_copy, trp_rng_free)
G_DEFINE_QUARK (trp-rng-error-quark, trp_rng_error)

static guint64
splitmix64 (guint64 *x)
{
  guint64 z = (*x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

/**
 * trp_rng_init:
 * @self: a #TrpRng on the stack or inside another structure
 *
 * Seeds @self as trp_rng_new() seeds a new one: the same seed gives the
 * same sequence. Such a generator needs no trp_rng_free().
 */
void
trp_rng_init (TrpRng  *self,
              guint64  seed)
{
  guint64 x = seed;

  g_return_if_fail (self != NULL);

  for (guint i = 0; i < 4; i++)
    self->s[i] = splitmix64 (&x);
}

TrpRng *
trp_rng_new (guint64 seed)
{
  TrpRng *self = g_new (TrpRng, 1);

  trp_rng_init (self, seed);
  return self;
}

TrpRng *
trp_rng_copy (const TrpRng *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return g_memdup2 (self, sizeof *self);
}

void
trp_rng_free (TrpRng *self)
{
  g_free (self);
}

/**
 * trp_rng_new_deal_seed:
 *
 * A seed for a new deal, at random. At most 53 bits, so that a save
 * file's JSON number holds it exactly in any reader.
 *
 * Returns: the seed
 */
guint64
trp_rng_new_deal_seed (void)
{
  return g_random_int () | ((guint64) (g_random_int () & 0x1fffff) << 32);
}

guint64
trp_rng_next (TrpRng *self)
{
  return trp_rng_next_inline (self);
}

/**
 * trp_rng_uniform:
 * @self: a #TrpRng
 * @bound: the exclusive upper bound, at least 1
 *
 * Returns: a uniformly distributed integer in [0, @bound), without modulo
 *   bias (Lemire's multiply-and-reject).
 */
guint32
trp_rng_uniform (TrpRng  *self,
                 guint32  bound)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (bound > 0, 0);

  return trp_rng_uniform_inline (self, bound);
}

/* Fisher–Yates, from the end, as every implementation that pins a shuffle
 * in a test must do it the same way.
 */
void
trp_rng_shuffle (TrpRng *self,
                 guint8 *items,
                 gsize   n_items)
{
  TrpRng local;

  g_return_if_fail (self != NULL);
  g_return_if_fail (n_items < G_MAXUINT32);

  /* Bytes may alias anything, so each swap would force the state out to
   * memory and back; a local copy stays in registers.
   */
  local = *self;
  for (gsize i = n_items; i > 1; i--)
    {
      guint32 j = trp_rng_uniform_inline (&local, (guint32) i);
      guint8 tmp = items[i - 1];

      items[i - 1] = items[j];
      items[j] = tmp;
    }
  *self = local;
}

/**
 * trp_rng_to_string:
 *
 * Returns: (transfer full): the state as "xoshiro256ss:" and four 16-digit
 *   hex words, the form save files keep.
 */
char *
trp_rng_to_string (const TrpRng *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return g_strdup_printf ("xoshiro256ss:%016" G_GINT64_MODIFIER "x%016" G_GINT64_MODIFIER "x"
                          "%016" G_GINT64_MODIFIER "x%016" G_GINT64_MODIFIER "x",
                          self->s[0], self->s[1], self->s[2], self->s[3]);
}

TrpRng *
trp_rng_new_from_string (const char  *text,
                         GError     **error)
{
  static const char prefix[] = "xoshiro256ss:";
  guint64 s[4];
  const char *hex;

  if (text == NULL || !g_str_has_prefix (text, prefix) || strlen (text) != strlen (prefix) + 64)
    goto invalid;

  hex = text + strlen (prefix);
  for (guint i = 0; i < 4; i++)
    {
      s[i] = 0;
      for (guint j = 0; j < 16; j++)
        {
          int digit = g_ascii_xdigit_value (hex[16 * i + j]);

          if (digit < 0 || g_ascii_isupper (hex[16 * i + j]))
            goto invalid;
          s[i] = (s[i] << 4) | (guint64) digit;
        }
    }

  /* xoshiro's one forbidden state: it would only ever return zero. */
  if ((s[0] | s[1] | s[2] | s[3]) == 0)
    goto invalid;

  {
    TrpRng *self = g_new (TrpRng, 1);

    memcpy (self->s, s, sizeof s);
    return self;
  }

invalid:
  {
    g_autofree char *quoted = trp_json_input_quote (text, -1);

    g_set_error (error, TRP_RNG_ERROR, TRP_RNG_ERROR_INVALID_STATE,
                 _("“%s” is not a random generator state"), quoted);
  }
  return NULL;
}
