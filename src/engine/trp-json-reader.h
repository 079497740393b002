/* trp-json-reader.h: a small, bounded JSON reader for save files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Private to the engine. It reads a whole document into one flat array of
 * tokens, with no recursion and at most TRP_JSON_READER_MAX_DEPTH levels,
 * and decodes strings and numbers only when they are asked for. Loading a
 * long match through it is several times cheaper than building a
 * json-glib tree of a node and a hash table per move.
 */

#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define TRP_JSON_READER_MAX_DEPTH 32

typedef enum
{
  TRP_JSON_NULL,
  TRP_JSON_FALSE,
  TRP_JSON_TRUE,
  TRP_JSON_INT,
  TRP_JSON_DOUBLE,
  TRP_JSON_STRING,
  TRP_JSON_ARRAY,
  TRP_JSON_OBJECT,
} TrpJsonKind;

typedef struct _TrpJsonReader TrpJsonReader;

/* A token's index; -1 is "none" (a missing member, the end of a list). */
typedef int TrpJsonRef;

TrpJsonReader *trp_json_reader_new          (const char     *text,
                                             gsize           length,
                                             GError        **error);
void           trp_json_reader_free         (TrpJsonReader  *self);

TrpJsonRef     trp_json_reader_root         (TrpJsonReader  *self);
TrpJsonKind    trp_json_reader_kind         (TrpJsonReader  *self,
                                             TrpJsonRef      ref);
gboolean       trp_json_reader_is           (TrpJsonReader  *self,
                                             TrpJsonRef      ref,
                                             TrpJsonKind     kind);

guint          trp_json_reader_length       (TrpJsonReader  *self,
                                             TrpJsonRef      ref);
TrpJsonRef     trp_json_reader_first        (TrpJsonReader  *self,
                                             TrpJsonRef      ref);
TrpJsonRef     trp_json_reader_next         (TrpJsonReader  *self,
                                             TrpJsonRef      ref);
TrpJsonRef     trp_json_reader_member       (TrpJsonReader  *self,
                                             TrpJsonRef      object,
                                             const char     *name);

guint          trp_json_reader_count_members (TrpJsonReader *self,
                                              TrpJsonRef     object,
                                              const char    *name);
gint64         trp_json_reader_get_int      (TrpJsonReader  *self,
                                             TrpJsonRef      ref);
char          *trp_json_reader_dup_string   (TrpJsonReader  *self,
                                             TrpJsonRef      ref);
gboolean       trp_json_reader_string_equal (TrpJsonReader  *self,
                                             TrpJsonRef      ref,
                                             const char     *text);
const char    *trp_json_reader_peek_string  (TrpJsonReader  *self,
                                             TrpJsonRef      ref,
                                             gsize          *length);
JsonNode      *trp_json_reader_to_node      (TrpJsonReader  *self,
                                             TrpJsonRef      ref);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TrpJsonReader, trp_json_reader_free)

G_END_DECLS
