/* trp-format.h: numbers in the digits of the user's language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

char    *trp_format_number       (gint64       value);
char    *trp_format_signed       (gint64       value);
char    *trp_localize_digits     (const char  *text);
char    *trp_localize_message    (const char  *message);
char    *trp_format_list         (const char * const *items,
                                  gssize              n_items);
char    *trp_capitalize_first    (const char  *text);
gboolean trp_parse_number        (const char  *text,
                                  gint64      *out_value);

char  *trp_strip_mnemonic (const char *label);

G_END_DECLS
