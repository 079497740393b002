/* trp-table-discovery.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The app reaches DNS-SD through this interface only, so that the tests
 * put a fake in its place: nothing they run announces or browses on a
 * real network.
 */

#include "config.h"

#include "trp-avahi-discovery.h"
#include "trp-table-discovery.h"

G_DEFINE_INTERFACE (TrpTableDiscovery, trp_table_discovery, G_TYPE_OBJECT)

enum {
  FOUND,
  LOST,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static TrpTableDiscovery *default_discovery;

static void
trp_table_discovery_default_init (TrpTableDiscoveryInterface *iface)
{
  /**
   * TrpTableDiscovery::found:
   * @name: the table's name, as its host announced it
   * @address: where to connect, "HOST:PORT"
   * @seats: (array zero-terminated=1): the names of its free seats
   *
   * A table was found, or found again with other seats free.
   */
  signals[FOUND] =
    g_signal_new ("found", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRV);

  /**
   * TrpTableDiscovery::lost:
   * @name: the table's name
   */
  signals[LOST] =
    g_signal_new ("lost", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

void
trp_table_discovery_browse (TrpTableDiscovery *self)
{
  g_return_if_fail (TRP_IS_TABLE_DISCOVERY (self));

  TRP_TABLE_DISCOVERY_GET_IFACE (self)->browse (self);
}

void
trp_table_discovery_stop_browsing (TrpTableDiscovery *self)
{
  g_return_if_fail (TRP_IS_TABLE_DISCOVERY (self));

  TRP_TABLE_DISCOVERY_GET_IFACE (self)->stop_browsing (self);
}

void
trp_table_discovery_announce (TrpTableDiscovery  *self,
                              const char         *name,
                              guint               port,
                              const char * const *seats)
{
  g_return_if_fail (TRP_IS_TABLE_DISCOVERY (self));
  g_return_if_fail (name != NULL && port > 0 && port <= 65535);

  TRP_TABLE_DISCOVERY_GET_IFACE (self)->announce (self, name, port, seats);
}

void
trp_table_discovery_withdraw (TrpTableDiscovery *self)
{
  g_return_if_fail (TRP_IS_TABLE_DISCOVERY (self));

  TRP_TABLE_DISCOVERY_GET_IFACE (self)->withdraw (self);
}

/* For the implementations. */
void
trp_table_discovery_emit_found (TrpTableDiscovery  *self,
                                const char         *name,
                                const char         *address,
                                const char * const *seats)
{
  const char * const none[] = { NULL };

  g_return_if_fail (TRP_IS_TABLE_DISCOVERY (self));

  g_signal_emit (self, signals[FOUND], 0, name, address, seats != NULL ? seats : none);
}

void
trp_table_discovery_emit_lost (TrpTableDiscovery *self,
                               const char        *name)
{
  g_return_if_fail (TRP_IS_TABLE_DISCOVERY (self));

  g_signal_emit (self, signals[LOST], 0, name);
}

/**
 * trp_table_discovery_get_default:
 *
 * Returns: (transfer none): the discovery the app uses: Avahi's, unless
 *   trp_table_discovery_set_default() put another in its place
 */
TrpTableDiscovery *
trp_table_discovery_get_default (void)
{
  if (default_discovery == NULL)
    default_discovery = TRP_TABLE_DISCOVERY (trp_avahi_discovery_new ());
  return default_discovery;
}

/**
 * trp_table_discovery_set_default:
 * @discovery: (nullable): the discovery to use from now on (a test's
 *   fake), or %NULL for Avahi's
 */
void
trp_table_discovery_set_default (TrpTableDiscovery *discovery)
{
  g_set_object (&default_discovery, discovery);
}
