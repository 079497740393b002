/* trp-json-input.h: the one way Trapoula reads JSON it did not write itself
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Save files, settings values and statistics all come from outside: any
 * of them may be hand-edited, truncated or hostile. They are read only
 * through this module, which bounds their size and nesting before any
 * parser sees them, and reaches json-glib (which parses recursively) only
 * with text whose nesting it has measured exactly.
 */

#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "trp-json-reader.h"

G_BEGIN_DECLS

/* Nesting, as the strict reader counts it. */
#define TRP_JSON_INPUT_MAX_DEPTH     TRP_JSON_READER_MAX_DEPTH
/* A save file. */
#define TRP_JSON_INPUT_MAX_FILE      (16 * 1024 * 1024)
/* A settings value (house rules, statistics): far more than they hold. */
#define TRP_JSON_INPUT_MAX_SETTING   (1024 * 1024)
/* How much of a bad text an error message quotes, in characters. */
#define TRP_JSON_INPUT_QUOTE_LENGTH  40

#define TRP_JSON_INPUT_ERROR (trp_json_input_error_quark ())

typedef enum
{
  TRP_JSON_INPUT_ERROR_EMPTY,
  TRP_JSON_INPUT_ERROR_TOO_LARGE,
  TRP_JSON_INPUT_ERROR_TOO_DEEP,
  TRP_JSON_INPUT_ERROR_NOT_JSON,
} TrpJsonInputError;

GQuark         trp_json_input_error_quark (void);

TrpJsonReader *trp_json_input_read        (const char  *text,
                                           gsize        length,
                                           gsize        max_size,
                                           char       **rewritten,
                                           GError     **error);
JsonNode      *trp_json_input_parse       (const char  *text,
                                           gssize       length,
                                           gsize        max_size,
                                           GError     **error);
char          *trp_json_input_quote       (const char  *text,
                                           gssize       length);

G_END_DECLS
