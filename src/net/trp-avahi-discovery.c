/* trp-avahi-discovery.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GLib has no DNS-SD; avahi-daemon, which every GNOME desktop runs,
 * offers it on the system bus (org.freedesktop.Avahi; a Flatpak asks for
 * --system-talk-name=org.freedesktop.Avahi). Without the daemon or the
 * bus, nothing is found and nothing announced: the guest types the
 * address, as across the internet.
 *
 * TRAPOULA_DNS_SD=off turns it all off; the tests set it, and put a fake
 * discovery in this one's place besides.
 */

#include "config.h"

#include "trp-avahi-discovery.h"

#define AVAHI_NAME          "org.freedesktop.Avahi"
#define AVAHI_SERVER        "org.freedesktop.Avahi.Server"
#define AVAHI_BROWSER       "org.freedesktop.Avahi.ServiceBrowser"
#define AVAHI_ENTRY_GROUP   "org.freedesktop.Avahi.EntryGroup"
#define AVAHI_IF_UNSPEC     (-1)
#define AVAHI_PROTO_UNSPEC  (-1)
#define AVAHI_PROTO_INET    0
/* Seats named in one announcement: as many as a match holds. */
#define MAX_TXT_SEATS       8

struct _TrpAvahiDiscovery
{
  GObject          parent_instance;

  GDBusConnection *bus;
  GCancellable    *cancellable;
  gboolean         disabled;
  char            *browser_path;
  guint            new_id;
  guint            remove_id;
  char            *group_path;
  gboolean         browsing;
};

static void trp_avahi_discovery_iface_init (TrpTableDiscoveryInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TrpAvahiDiscovery, trp_avahi_discovery, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TRP_TYPE_TABLE_DISCOVERY,
                                                      trp_avahi_discovery_iface_init))

static GDBusConnection *
get_bus (TrpAvahiDiscovery *self)
{
  if (self->disabled)
    return NULL;
  if (self->bus == NULL)
    {
      g_autoptr(GError) error = NULL;

      self->bus = g_bus_get_sync (G_BUS_TYPE_SYSTEM, self->cancellable, &error);
      if (self->bus == NULL)
        {
          g_debug ("No system bus for DNS-SD: %s", error->message);
          self->disabled = TRUE;
        }
    }
  return self->bus;
}

/* "seat=NAME" entries of a TXT record (aay), in order. */
static GStrv
seats_from_txt (GVariant *txt)
{
  g_autoptr(GStrvBuilder) seats = g_strv_builder_new ();
  GVariantIter iter;
  GVariant *entry;

  g_variant_iter_init (&iter, txt);
  while ((entry = g_variant_iter_next_value (&iter)) != NULL)
    {
      gsize length;
      const char *bytes = g_variant_get_fixed_array (entry, &length, 1);
      g_autofree char *text = g_strndup (bytes, length);

      if (g_str_has_prefix (text, "seat=") && g_utf8_validate (text, -1, NULL) && text[5] != '\0')
        g_strv_builder_add (seats, text + 5);
      g_variant_unref (entry);
    }
  return g_strv_builder_end (seats);
}

static void
resolved_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  TrpAvahiDiscovery *self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source), result, &error);
  g_autoptr(GVariant) txt = NULL;
  g_auto(GStrv) seats = NULL;
  g_autofree char *address = NULL;
  const char *name, *host_address;
  guint16 port;

  if (reply == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_debug ("A table could not be resolved: %s", error->message);
      g_object_unref (self);
      return;
    }

  g_variant_get (reply, "(ii&s&s&s&si&sq@aayu)", NULL, NULL, &name, NULL, NULL, NULL, NULL,
                 &host_address, &port, &txt, NULL);
  seats = seats_from_txt (txt);
  address = strchr (host_address, ':') != NULL
            ? g_strdup_printf ("[%s]:%u", host_address, port)
            : g_strdup_printf ("%s:%u", host_address, port);
  if (self->browsing)
    trp_table_discovery_emit_found (TRP_TABLE_DISCOVERY (self), name, address,
                                    (const char * const *) seats);
  g_object_unref (self);
}

static void
item_signal_cb (GDBusConnection *bus,
                const char      *sender,
                const char      *path,
                const char      *interface,
                const char      *signal,
                GVariant        *parameters,
                gpointer         user_data)
{
  TrpAvahiDiscovery *self = user_data;
  int iface, protocol;
  const char *name, *type, *domain;

  if (!self->browsing || !g_variant_is_of_type (parameters, G_VARIANT_TYPE ("(iisssu)")))
    return;
  g_variant_get (parameters, "(ii&s&s&su)", &iface, &protocol, &name, &type, &domain, NULL);
  if (!g_str_equal (type, TRP_TABLE_SERVICE_TYPE))
    return;

  if (g_str_equal (signal, "ItemRemove"))
    {
      trp_table_discovery_emit_lost (TRP_TABLE_DISCOVERY (self), name);
      return;
    }

  /* An IPv4 address: an IPv6 link-local one would need its interface. */
  g_dbus_connection_call (bus, AVAHI_NAME, "/", AVAHI_SERVER, "ResolveService",
                          g_variant_new ("(iisssiu)", iface, protocol, name, type, domain,
                                         AVAHI_PROTO_INET, 0),
                          G_VARIANT_TYPE ("(iissssisqaayu)"), G_DBUS_CALL_FLAGS_NONE, 5000,
                          self->cancellable, resolved_cb, g_object_ref (self));
}

static void
browser_created_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  TrpAvahiDiscovery *self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source), result, &error);

  if (reply == NULL)
    g_debug ("No DNS-SD browser: %s", error->message);
  else if (self->browsing)
    g_variant_get (reply, "(o)", &self->browser_path);
  else
    {
      const char *path;

      g_variant_get (reply, "(&o)", &path);
      g_dbus_connection_call (G_DBUS_CONNECTION (source), AVAHI_NAME, path, AVAHI_BROWSER, "Free",
                              NULL, NULL, G_DBUS_CALL_FLAGS_NONE, -1, NULL, NULL, NULL);
    }
  g_object_unref (self);
}

static void
avahi_browse (TrpTableDiscovery *discovery)
{
  TrpAvahiDiscovery *self = TRP_AVAHI_DISCOVERY (discovery);
  GDBusConnection *bus = get_bus (self);

  if (bus == NULL || self->browsing)
    return;
  self->browsing = TRUE;

  /* Subscribed before the browser exists: avahi-daemon may send its
   * first items before the call that creates it returns. */
  self->new_id = g_dbus_connection_signal_subscribe (bus, AVAHI_NAME, AVAHI_BROWSER, "ItemNew", NULL, NULL,
                                                     G_DBUS_SIGNAL_FLAGS_NONE, item_signal_cb, self, NULL);
  self->remove_id = g_dbus_connection_signal_subscribe (bus, AVAHI_NAME, AVAHI_BROWSER, "ItemRemove", NULL, NULL,
                                                        G_DBUS_SIGNAL_FLAGS_NONE, item_signal_cb, self, NULL);
  g_dbus_connection_call (bus, AVAHI_NAME, "/", AVAHI_SERVER, "ServiceBrowserNew",
                          g_variant_new ("(iissu)", AVAHI_IF_UNSPEC, AVAHI_PROTO_UNSPEC,
                                         TRP_TABLE_SERVICE_TYPE, "", 0),
                          G_VARIANT_TYPE ("(o)"), G_DBUS_CALL_FLAGS_NONE, 5000,
                          self->cancellable, browser_created_cb, g_object_ref (self));
}

static void
avahi_stop_browsing (TrpTableDiscovery *discovery)
{
  TrpAvahiDiscovery *self = TRP_AVAHI_DISCOVERY (discovery);

  if (!self->browsing)
    return;
  self->browsing = FALSE;
  if (self->bus == NULL)
    return;
  if (self->new_id != 0)
    g_dbus_connection_signal_unsubscribe (self->bus, self->new_id);
  if (self->remove_id != 0)
    g_dbus_connection_signal_unsubscribe (self->bus, self->remove_id);
  self->new_id = self->remove_id = 0;
  if (self->browser_path != NULL)
    g_dbus_connection_call (self->bus, AVAHI_NAME, self->browser_path, AVAHI_BROWSER, "Free",
                            NULL, NULL, G_DBUS_CALL_FLAGS_NONE, -1, NULL, NULL, NULL);
  g_clear_pointer (&self->browser_path, g_free);
}

typedef struct
{
  TrpAvahiDiscovery *self;
  char              *name;
  guint              port;
  GStrv              seats;
} AnnounceData;

static void
announce_data_free (AnnounceData *data)
{
  g_object_unref (data->self);
  g_free (data->name);
  g_strfreev (data->seats);
  g_free (data);
}

static void
group_created_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  AnnounceData *data = user_data;
  TrpAvahiDiscovery *self = data->self;
  GDBusConnection *bus = G_DBUS_CONNECTION (source);
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = g_dbus_connection_call_finish (bus, result, &error);
  g_autoptr(GVariant) added = NULL;
  GVariantBuilder txt;

  if (reply == NULL)
    {
      g_debug ("No DNS-SD announcement: %s", error->message);
      announce_data_free (data);
      return;
    }
  g_clear_pointer (&self->group_path, g_free);
  g_variant_get (reply, "(o)", &self->group_path);

  g_variant_builder_init (&txt, G_VARIANT_TYPE ("aay"));
  g_variant_builder_add_value (&txt, g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, "v=1", 3, 1));
  for (guint i = 0; data->seats != NULL && data->seats[i] != NULL && i < MAX_TXT_SEATS; i++)
    {
      g_autofree char *entry = g_strconcat ("seat=", data->seats[i], NULL);

      /* A TXT string holds at most 255 bytes. */
      if (strlen (entry) <= 255)
        g_variant_builder_add_value (&txt, g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, entry,
                                                                      strlen (entry), 1));
    }
  added = g_dbus_connection_call_sync (bus, AVAHI_NAME, self->group_path, AVAHI_ENTRY_GROUP, "AddService",
                                       g_variant_new ("(iiusssssqaay)", AVAHI_IF_UNSPEC, AVAHI_PROTO_UNSPEC, 0,
                                                      data->name, TRP_TABLE_SERVICE_TYPE, "", "",
                                                      (guint16) data->port, &txt),
                                       NULL, G_DBUS_CALL_FLAGS_NONE, 5000, self->cancellable, &error);
  if (added == NULL)
    g_debug ("The table could not be announced: %s", error->message);
  else
    g_dbus_connection_call (bus, AVAHI_NAME, self->group_path, AVAHI_ENTRY_GROUP, "Commit",
                            NULL, NULL, G_DBUS_CALL_FLAGS_NONE, 5000, NULL, NULL, NULL);
  announce_data_free (data);
}

static void
avahi_withdraw (TrpTableDiscovery *discovery)
{
  TrpAvahiDiscovery *self = TRP_AVAHI_DISCOVERY (discovery);

  if (self->bus != NULL && self->group_path != NULL)
    g_dbus_connection_call (self->bus, AVAHI_NAME, self->group_path, AVAHI_ENTRY_GROUP, "Free",
                            NULL, NULL, G_DBUS_CALL_FLAGS_NONE, -1, NULL, NULL, NULL);
  g_clear_pointer (&self->group_path, g_free);
}

static void
avahi_announce (TrpTableDiscovery  *discovery,
                const char         *name,
                guint               port,
                const char * const *seats)
{
  TrpAvahiDiscovery *self = TRP_AVAHI_DISCOVERY (discovery);
  GDBusConnection *bus = get_bus (self);
  AnnounceData *data;

  avahi_withdraw (discovery);
  if (bus == NULL)
    return;

  data = g_new0 (AnnounceData, 1);
  data->self = g_object_ref (self);
  data->name = g_strdup (name);
  data->port = port;
  data->seats = g_strdupv ((char **) seats);
  g_dbus_connection_call (bus, AVAHI_NAME, "/", AVAHI_SERVER, "EntryGroupNew", NULL,
                          G_VARIANT_TYPE ("(o)"), G_DBUS_CALL_FLAGS_NONE, 5000,
                          self->cancellable, group_created_cb, data);
}

static void
trp_avahi_discovery_iface_init (TrpTableDiscoveryInterface *iface)
{
  iface->browse = avahi_browse;
  iface->stop_browsing = avahi_stop_browsing;
  iface->announce = avahi_announce;
  iface->withdraw = avahi_withdraw;
}

static void
trp_avahi_discovery_dispose (GObject *object)
{
  TrpAvahiDiscovery *self = (TrpAvahiDiscovery *)object;

  avahi_stop_browsing (TRP_TABLE_DISCOVERY (self));
  avahi_withdraw (TRP_TABLE_DISCOVERY (self));
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->bus);

  G_OBJECT_CLASS (trp_avahi_discovery_parent_class)->dispose (object);
}

static void
trp_avahi_discovery_finalize (GObject *object)
{
  TrpAvahiDiscovery *self = (TrpAvahiDiscovery *)object;

  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (trp_avahi_discovery_parent_class)->finalize (object);
}

static void
trp_avahi_discovery_class_init (TrpAvahiDiscoveryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = trp_avahi_discovery_dispose;
  object_class->finalize = trp_avahi_discovery_finalize;
}

static void
trp_avahi_discovery_init (TrpAvahiDiscovery *self)
{
  self->cancellable = g_cancellable_new ();
  self->disabled = g_strcmp0 (g_getenv ("TRAPOULA_DNS_SD"), "off") == 0;
}

TrpAvahiDiscovery *
trp_avahi_discovery_new (void)
{
  return g_object_new (TRP_TYPE_AVAHI_DISCOVERY, NULL);
}
