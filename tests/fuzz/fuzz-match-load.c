/* fuzz-match-load.c: libFuzzer target for save files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Feeds any bytes to the loader with the real game catalog, and to the
 * start page's quick summary reader. Run from build-aux/test, or by hand:
 *
 *   _build-fuzz/tests/fuzz/fuzz-match-load -max_total_time=60 \
 *     /tmp/corpus tests/fuzz/corpus
 */

#include "config.h"

#include <glib/gstdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "trp-game-catalog.h"
#include "trp-json-input.h"
#include "trp-json-reader.h"
#include "trp-match.h"
#include "trp-saved-match.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static char *summary_path;

static void
remove_summary_file (void)
{
  g_remove (summary_path);
}

/* A warning or a critical on any input is a bug: the loader must refuse
 * bad files with a GError and nothing else. abort() rather than GLib's
 * breakpoint, so that libFuzzer keeps the input. */
static GLogWriterOutput
log_writer (GLogLevelFlags   level,
            const GLogField *fields,
            gsize            n_fields,
            gpointer         user_data)
{
  g_log_writer_standard_streams (level, fields, n_fields, user_data);
  if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    abort ();
  return G_LOG_WRITER_HANDLED;
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  const char *shm = "/dev/shm";
  g_autofree char *name = g_strdup_printf ("trapoula-fuzz-%d.json", (int) getpid ());

  g_log_set_writer_func (log_writer, NULL, NULL);

  summary_path = g_build_filename (g_file_test (shm, G_FILE_TEST_IS_DIR) ? shm : g_get_tmp_dir (),
                                   name, NULL);
  atexit (remove_summary_file);
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(TrpMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(TrpMatchLoadReport) report = { 0, };

  match = trp_match_load_from_data ((const char *) data, size,
                                    trp_game_catalog_create_game,
                                    trp_game_catalog_lookup_rules,
                                    &report, &error);
  if (match == NULL)
    {
      /* A refusal always says why, and locates moves inside rounds; it
       * quotes a short prefix of bad input at most (#26). */
      if (error == NULL || error->domain != TRP_MATCH_ERROR || error->message[0] == '\0' ||
          (report.action > 0 && report.round == 0) || strlen (error->message) > 2048)
        abort ();
    }
  else
    {
      g_autoptr(JsonNode) node = trp_match_to_json (match);
      g_autofree char *text = json_to_string (node, FALSE);
      g_autoptr(TrpMatch) again = NULL;

      /* Whatever loads, saves to a file that loads again, to the same
       * totals. */
      again = trp_match_load_from_data (text, strlen (text),
                                        trp_game_catalog_create_game,
                                        trp_game_catalog_lookup_rules, NULL, NULL);
      if (again == NULL ||
          trp_match_get_n_rounds (again) != trp_match_get_n_rounds (match) ||
          trp_match_get_is_over (again) != trp_match_get_is_over (match))
        abort ();
      for (guint u = 0; u < trp_match_get_n_units (match); u++)
        if (trp_match_get_total (again, u) != trp_match_get_total (match, u))
          abort ();
    }

  /* The loader's reader is stricter than json-glib, never laxer: what it
   * reads, json-glib reads too. */
  {
    g_autoptr(TrpJsonReader) reader = trp_json_reader_new ((const char *) data, size, NULL);

    if (reader != NULL)
      {
        g_autoptr(JsonParser) parser = json_parser_new_immutable ();

        if (!json_parser_load_from_data (parser, (const char *) data, size, NULL))
          abort ();
      }
  }

  /* A move that may be taken back is, and the match still saves and loads
   * the same. */
  if (match != NULL && trp_match_can_undo (match))
    {
      guint n_rounds = trp_match_get_n_rounds (match);
      guint n_moves = trp_match_get_round_n_actions (match, n_rounds - 1);
      g_autoptr(JsonNode) node = NULL;
      g_autofree char *text = NULL;
      g_autoptr(TrpMatch) again = NULL;

      if (!trp_match_undo (match, NULL) ||
          trp_match_get_round_n_actions (match, n_rounds - 1) != n_moves - 1)
        abort ();
      node = trp_match_to_json (match);
      text = json_to_string (node, FALSE);
      again = trp_match_load_from_data (text, strlen (text), trp_game_catalog_create_game,
                                        trp_game_catalog_lookup_rules, NULL, NULL);
      if (again == NULL || trp_match_get_round_n_actions (again, n_rounds - 1) != n_moves - 1)
        abort ();
    }

  /* The start page reads the head of files with its own scanner. */
  if (g_file_set_contents (summary_path, (const char *) data, size, NULL))
    {
      TrpSavedMatch *saved = trp_saved_match_read (summary_path);

      if ((saved->game_id == NULL) == (saved->error == NULL))
        abort ();
      /* Never listed as playable what the loader finds not JSON. */
      if (saved->error == NULL && match == NULL && error != NULL &&
          error->code == TRP_MATCH_ERROR_NOT_JSON && size <= 64 * 1024)
        abort ();
      trp_saved_match_free (saved);
    }

  /* The same bytes as a settings value: house rules and statistics are
   * read with the same bounds (#26). */
  {
    g_autoptr(JsonNode) node = trp_json_input_parse ((const char *) data, size,
                                                     TRP_JSON_INPUT_MAX_SETTING, NULL);

    if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
      {
        TrpRules *rules = trp_rules_new_from_json (trp_game_catalog_lookup_rules ("biriba"), node, NULL);

        g_clear_object (&rules);
      }
  }

  return 0;
}
