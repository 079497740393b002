/* trp-table-discovery.h: tables hosted on the local network, found and announced
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The DNS-SD service type of a hosted table (RFC 6763). */
#define TRP_TABLE_SERVICE_TYPE "_trapoula._tcp"

#define TRP_TYPE_TABLE_DISCOVERY (trp_table_discovery_get_type ())

G_DECLARE_INTERFACE (TrpTableDiscovery, trp_table_discovery, TRP, TABLE_DISCOVERY, GObject)

/**
 * TrpTableDiscoveryInterface:
 * @browse: starts looking for tables; TrpTableDiscovery::found and
 *   TrpTableDiscovery::lost follow
 * @stop_browsing: stops looking
 * @announce: announces this computer's table under @name on @port, with
 *   the names of its free @seats
 * @withdraw: withdraws the announcement
 *
 * Where the app finds tables and makes its own known: DNS-SD through
 * Avahi in the app, a fake in the tests, which never browse or announce
 * on a real interface.
 */
struct _TrpTableDiscoveryInterface
{
  GTypeInterface parent_iface;

  void (*browse)        (TrpTableDiscovery  *self);
  void (*stop_browsing) (TrpTableDiscovery  *self);
  void (*announce)      (TrpTableDiscovery  *self,
                         const char         *name,
                         guint               port,
                         const char * const *seats);
  void (*withdraw)      (TrpTableDiscovery  *self);
};

void               trp_table_discovery_browse        (TrpTableDiscovery  *self);
void               trp_table_discovery_stop_browsing (TrpTableDiscovery  *self);
void               trp_table_discovery_announce      (TrpTableDiscovery  *self,
                                                      const char         *name,
                                                      guint               port,
                                                      const char * const *seats);
void               trp_table_discovery_withdraw      (TrpTableDiscovery  *self);
void               trp_table_discovery_emit_found    (TrpTableDiscovery  *self,
                                                      const char         *name,
                                                      const char         *address,
                                                      const char * const *seats);
void               trp_table_discovery_emit_lost     (TrpTableDiscovery  *self,
                                                      const char         *name);

TrpTableDiscovery *trp_table_discovery_get_default   (void);
void               trp_table_discovery_set_default   (TrpTableDiscovery  *discovery);

G_END_DECLS
