/* trp-avahi-discovery.h: DNS-SD through avahi-daemon, over D-Bus
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "trp-table-discovery.h"

G_BEGIN_DECLS

#define TRP_TYPE_AVAHI_DISCOVERY (trp_avahi_discovery_get_type ())

G_DECLARE_FINAL_TYPE (TrpAvahiDiscovery, trp_avahi_discovery, TRP, AVAHI_DISCOVERY, GObject)

TrpAvahiDiscovery *trp_avahi_discovery_new (void);

G_END_DECLS
