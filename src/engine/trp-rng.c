/* trp-rng.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "trp-rng.h"

struct _TrpRng
{
  guint64 s[4];
};

G_DEFINE_BOXED_TYPE (TrpRng, trp_rng, trp_rng_copy, trp_rng_free)
G_DEFINE_QUARK (trp-rng-error-quark, trp_rng_error)

static inline guint64
rotl (guint64 x,
      int     k)
{
  return (x << k) | (x >> (64 - k));
}

static guint64
splitmix64 (guint64 *x)
{
  guint64 z = (*x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

TrpRng *
trp_rng_new (guint64 seed)
{
  TrpRng *self = g_new (TrpRng, 1);
  guint64 x = seed;

  for (guint i = 0; i < 4; i++)
    self->s[i] = splitmix64 (&x);

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

/* The generator itself, inlined where a loop draws many numbers. */
static inline guint64
xoshiro_next (TrpRng *self)
{
  guint64 *s = self->s;
  guint64 result = rotl (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);

  return result;
}

guint64
trp_rng_next (TrpRng *self)
{
  return xoshiro_next (self);
}

static inline guint32
lemire_uniform (TrpRng  *self,
                guint32  bound)
{
  guint64 m = (guint64) (guint32) (xoshiro_next (self) >> 32) * bound;
  guint32 low = (guint32) m;

  if (G_UNLIKELY (low < bound))
    {
      guint32 threshold = -bound % bound;

      while (low < threshold)
        {
          m = (guint64) (guint32) (xoshiro_next (self) >> 32) * bound;
          low = (guint32) m;
        }
    }

  return (guint32) (m >> 32);
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

  return lemire_uniform (self, bound);
}

/* Fisher–Yates, from the end, as every implementation that pins a shuffle
 * in a test must do it the same way.
 */
void
trp_rng_shuffle (TrpRng *self,
                 guint8 *items,
                 gsize   n_items)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (n_items < G_MAXUINT32);

  for (gsize i = n_items; i > 1; i--)
    {
      guint32 j = lemire_uniform (self, (guint32) i);
      guint8 tmp = items[i - 1];

      items[i - 1] = items[j];
      items[j] = tmp;
    }
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
  g_set_error (error, TRP_RNG_ERROR, TRP_RNG_ERROR_INVALID_STATE,
               _("“%s” is not a random generator state"),
               text != NULL ? text : "");
  return NULL;
}
