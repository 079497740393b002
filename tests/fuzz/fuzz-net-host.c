/* fuzz-net-host.c: libFuzzer target for a hosted table's messages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Feeds any bytes to the host's message handler, as a guest's messages,
 * without a socket: one input is a connection, its messages separated by
 * newlines. "@CODE@" in an input stands for the table's code, so that the
 * fuzzer gets past the join to the moves and hints. Run from
 * build-aux/test, or by hand:
 *
 *   _build-fuzz/tests/fuzz/fuzz-net-host -max_total_time=60 \
 *     /tmp/corpus tests/fuzz/net-corpus
 */

#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "trp-game-catalog.h"
#include "trp-table-host.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static TrpTableHost *host;
static guint n_inputs;

/* A warning or a critical on any input is a bug: the host must refuse
 * bad messages with a message and nothing else. */
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

static void
peer_send (gpointer    user_data,
           const char *text)
{
  /* Every reply is a JSON object the guest can read back. */
  if (text[0] != '{')
    abort ();
}

static void
peer_close (gpointer user_data)
{
}

static const TrpTablePeerFuncs peer_funcs = { peer_send, peer_close, NULL };

static void
new_host (void)
{
  static const char * const names[] = { "Anna", "Bob", "Cleo", "Dan" };
  g_autoptr(TrpRules) rules = trp_rules_new (trp_game_catalog_lookup_rules ("marianna"));
  g_autoptr(TrpMatch) match = NULL;
  TrpPlayer players[4] = { { NULL, } };

  for (guint i = 0; i < 4; i++)
    {
      players[i].name = (char *) names[i];
      players[i].team = -1;
      players[i].invited = i != 2;
      players[i].kind = players[i].invited ? TRP_PLAYER_HUMAN : TRP_PLAYER_COMPUTER;
      players[i].level = players[i].invited ? NULL : (char *) "easy";
    }

  g_clear_object (&host);
  match = trp_match_new ("marianna", rules, players, 4, trp_game_catalog_create_game, NULL);
  trp_match_set_first_dealer (match, 2);
  trp_match_start_round (match, 42, NULL);
  host = trp_table_host_new (match, NULL);
  /* The rate limit is tested elsewhere; here it would only hide paths. */
  trp_table_host_set_rate_limit (host, 1000000, 1000000);
  trp_table_host_set_grace (host, 0);
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_log_set_writer_func (log_writer, NULL, NULL);
  new_host ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_auto(GStrv) lines = NULL;
  TrpTablePeer *peer;
  g_autofree char *joined = NULL;

  /* A fresh deal now and then, so that moves meet a round in play. */
  if (++n_inputs % 1000 == 0)
    new_host ();

  /* Bytes after a NUL are not seen by the split; whole inputs with NULs
   * go in as one message as well. */
  peer = trp_table_host_add_peer (host, &peer_funcs, NULL);
  trp_table_host_peer_receive (host, peer, (const char *) data, size);

  lines = g_strsplit (text, "\n", 64);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (lines[i], "@CODE@", 4);

      g_free (joined);
      joined = g_strjoinv (trp_table_host_get_code (host), parts);
      trp_table_host_peer_receive (host, peer, joined, strlen (joined));
    }
  trp_table_host_remove_peer (host, peer);

  /* Hints, stand-ins and computers' moves finish in the main loop. */
  for (guint i = 0; i < 8 && g_main_context_iteration (NULL, FALSE); i++)
    ;

  return 0;
}
