/* trp-rng.h: a seeded, portable random generator with serializable state
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define TRP_TYPE_RNG (trp_rng_get_type ())

#define TRP_RNG_ERROR (trp_rng_error_quark ())

typedef enum
{
  TRP_RNG_ERROR_INVALID_STATE,
} TrpRngError;

/* xoshiro256** seeded through splitmix64: integer arithmetic only, so a seed
 * gives the same sequence, and the same shuffle, on every machine. GRand is
 * not used because its algorithm and seeding are not promised to stay.
 */
typedef struct _TrpRng TrpRng;

/* The state is in the open so that a generator can live on the stack (a
 * deal per search sample need not allocate) and hot loops can draw through
 * the inline functions below; touch it only through them.
 */
struct _TrpRng
{
  /*< private >*/
  guint64 s[4];
};

GType      trp_rng_get_type         (void) G_GNUC_CONST;
GQuark     trp_rng_error_quark      (void);

void       trp_rng_init             (TrpRng        *self,
                                     guint64        seed);
TrpRng    *trp_rng_new              (guint64        seed);
TrpRng    *trp_rng_copy             (const TrpRng  *self);
void       trp_rng_free             (TrpRng        *self);

guint64    trp_rng_new_deal_seed    (void);
guint64    trp_rng_next             (TrpRng        *self);
guint32    trp_rng_uniform          (TrpRng        *self,
                                     guint32        bound);
void       trp_rng_shuffle          (TrpRng        *self,
                                     guint8        *items,
                                     gsize          n_items);

char      *trp_rng_to_string        (const TrpRng  *self);
TrpRng    *trp_rng_new_from_string  (const char    *text,
                                     GError       **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TrpRng, trp_rng_free)

/**
 * trp_rng_next_inline:
 *
 * trp_rng_next() for hot loops: the same sequence, compiled in place, so a
 * generator copied into a local can stay in registers.
 */
static inline guint64
trp_rng_next_inline (TrpRng *self)
{
  guint64 *s = self->s;
  guint64 x = s[1] * 5;
  guint64 result = ((x << 7) | (x >> 57)) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = (s[3] << 45) | (s[3] >> 19);

  return result;
}

/**
 * trp_rng_uniform_inline:
 * @bound: at least 1
 *
 * trp_rng_uniform() without its checks, for hot loops: the same values.
 */
static inline guint32
trp_rng_uniform_inline (TrpRng  *self,
                        guint32  bound)
{
  guint64 m = (guint64) (guint32) (trp_rng_next_inline (self) >> 32) * bound;
  guint32 low = (guint32) m;

  if (G_UNLIKELY (low < bound))
    {
      guint32 threshold = -bound % bound;

      while (low < threshold)
        {
          m = (guint64) (guint32) (trp_rng_next_inline (self) >> 32) * bound;
          low = (guint32) m;
        }
    }

  return (guint32) (m >> 32);
}

G_END_DECLS
