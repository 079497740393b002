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

GType      trp_rng_get_type         (void) G_GNUC_CONST;
GQuark     trp_rng_error_quark      (void);

TrpRng    *trp_rng_new              (guint64        seed);
TrpRng    *trp_rng_copy             (const TrpRng  *self);
void       trp_rng_free             (TrpRng        *self);

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

G_END_DECLS
