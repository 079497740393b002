/* trp-hosted-table.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A match with invited seats is hosted by the window that plays it: the
 * table host takes the window's own driver, so the computers, the saves
 * and the rounds go on exactly as for one person, and guests' moves go
 * through the same engine checks. This object opens the port
 * while the match is at the table, shows the invitation, tells the host's
 * person what happens to the guests' seats, and closes the port when the
 * match leaves the table.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "trp-dialog.h"
#include "trp-format.h"
#include "trp-hosted-table.h"
#include "trp-seat-view.h"
#include "trp-table-discovery.h"
#include "trp-table-view.h"

struct _TrpHostedTable
{
  GObject          parent_instance;

  TrpTableHost    *host;
  GtkWidget       *table;     /* weak: the table view the window shows */
  AdwToastOverlay *toasts;    /* weak */
  GtkWidget       *button;
  AdwToast        *toast;     /* weak: the last guest's news, while shown */
  /* The invitation while it shows: its seat rows follow the guests. */
  GtkWidget       *invitation;
  GPtrArray       *seat_rows;
  guint            refresh_id;
  gboolean         announced;
};

G_DEFINE_FINAL_TYPE (TrpHostedTable, trp_hosted_table, G_TYPE_OBJECT)

/**
 * trp_hosted_table_match_has_guests:
 *
 * Returns: whether @match has a seat for a guest on another computer
 */
gboolean
trp_hosted_table_match_has_guests (TrpMatch *match)
{
  g_return_val_if_fail (TRP_IS_MATCH (match), FALSE);

  for (guint i = 0; i < trp_match_get_n_players (match); i++)
    if (trp_match_get_player (match, i)->invited)
      return TRUE;
  return FALSE;
}

/**
 * trp_hosted_table_describe_seat:
 *
 * Returns: (transfer full): how a guest's seat is now, for the host's
 *   person: waiting, taken, away, or played by a computer
 */
char *
trp_hosted_table_describe_seat (TrpHostedTable *self,
                                guint           seat)
{
  TrpMatchDriver *driver;

  g_return_val_if_fail (TRP_IS_HOSTED_TABLE (self), NULL);

  driver = trp_table_host_get_driver (self->host);
  if (trp_table_host_seat_is_present (self->host, seat))
    return g_strdup (_("At the table"));
  if (trp_match_driver_get_stand_in (driver, seat) != NULL)
    return g_strdup (_("A computer plays until they are back"));
  if (trp_table_host_seat_is_away (self->host, seat))
    /* Translators: a guest's seat at a hosted table, within the grace
     * period before a computer plays it. */
    return g_strdup (_("Connection lost: waiting for them to come back"));
  return g_strdup (_("Waiting for them to join"));
}

/* The guests' seats at the host's own table say whether they are there. */
static void
update_seat_views (TrpHostedTable *self)
{
  TrpMatch *match = trp_table_host_get_match (self->host);

  if (self->table == NULL)
    return;
  for (guint seat = 0; seat < trp_match_get_n_players (match); seat++)
    {
      GtkWidget *view = trp_table_view_get_seat_view (TRP_TABLE_VIEW (self->table), seat);
      g_autofree char *presence = NULL;

      if (view == NULL || !trp_match_get_player (match, seat)->invited)
        continue;
      presence = trp_hosted_table_describe_seat (self, seat);
      trp_seat_view_set_presence (TRP_SEAT_VIEW (view), presence);
    }
}

static void
update_seat_rows (TrpHostedTable *self)
{
  for (guint i = 0; self->seat_rows != NULL && i < self->seat_rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->seat_rows, i);
      guint seat = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "seat"));
      g_autofree char *state = trp_hosted_table_describe_seat (self, seat);

      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), state);
    }
}

static gboolean
refresh_table_cb (gpointer user_data)
{
  TrpHostedTable *self = user_data;

  self->refresh_id = 0;
  if (self->table != NULL)
    trp_table_view_refresh (TRP_TABLE_VIEW (self->table));
  update_seat_views (self);
  return G_SOURCE_REMOVE;
}

/* A guest's move reaches the match without the table view's knowing:
 * the view shows it at once, as it shows a computer's. */
static void
match_changed_cb (TrpMatch       *match,
                  TrpHostedTable *self)
{
  if (self->refresh_id == 0)
    self->refresh_id = g_idle_add (refresh_table_cb, self);
}

static void
notice_cb (TrpTableHost   *host,
           const char     *event,
           guint           seat,
           TrpHostedTable *self)
{
  const char *name = trp_match_get_player (trp_table_host_get_match (host), seat)->name;
  g_autofree char *text = NULL;
  g_autofree char *escaped = NULL;
  AdwToast *toast;

  if (g_str_equal (event, "joined"))
    text = g_strdup_printf (_("%s has taken their seat"), name);
  else if (g_str_equal (event, "returned"))
    text = g_strdup_printf (_("%s is back and plays again"), name);
  else if (g_str_equal (event, "away"))
    text = g_strdup_printf (_("%s has lost the connection; a computer plays for them if they are not back soon"), name);
  else if (g_str_equal (event, "stand-in"))
    text = g_strdup_printf (_("A computer plays for %s until they are back"), name);

  update_seat_rows (self);
  match_changed_cb (NULL, self);
  if (text == NULL || self->toasts == NULL)
    return;
  /* The seats' news replaces the last in the toast still up: a queue of
   * toasts would tell of a guest who left after the guest is back. A
   * toast reads markup; a name is plain text. */
  escaped = g_markup_escape_text (text, -1);
  if (self->toast != NULL)
    {
      adw_toast_set_title (self->toast, escaped);
      return;
    }
  toast = adw_toast_new (escaped);
  g_set_weak_pointer (&self->toast, toast);
  adw_toast_overlay_add_toast (self->toasts, toast);
}

static void
invitation_copy_cb (GtkButton      *button,
                    TrpHostedTable *self)
{
  g_autofree char *text = trp_table_host_dup_invitation (self->host);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (button)), text);
  gtk_button_set_label (button, _("Copied"));
}

static void
invitation_destroyed_cb (GtkWidget      *dialog,
                         TrpHostedTable *self)
{
  self->invitation = NULL;
  g_clear_pointer (&self->seat_rows, g_ptr_array_unref);
}

static GtkWidget *
new_value_label (const char *text,
                 const char *name)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_set_name (label, name);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  /* An address broken across lines would be copied wrong: one a line,
   * whole, as wide as it is. */
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  /* Addresses and codes read left to right in every language. */
  gtk_widget_set_direction (label, GTK_TEXT_DIR_LTR);
  return label;
}

/**
 * trp_hosted_table_present_invitation:
 * @parent: a widget of the window
 *
 * Shows where guests connect, the table's code and its guests' seats,
 * with a button that copies it all as a text to send them.
 *
 * Returns: (transfer none): the dialog
 */
GtkWidget *
trp_hosted_table_present_invitation (TrpHostedTable *self,
                                     GtkWidget      *parent)
{
  g_auto(GStrv) addresses = NULL;
  g_autofree char *address_text = NULL;
  TrpMatch *match;
  GtkWidget *dialog, *header, *copy, *page, *group, *row, *label;

  g_return_val_if_fail (TRP_IS_HOSTED_TABLE (self), NULL);

  if (self->invitation != NULL)
    {
      trp_dialog_present (self->invitation);
      return self->invitation;
    }

  match = trp_table_host_get_match (self->host);
  addresses = trp_table_host_dup_addresses (self->host);
  address_text = g_strjoinv ("\n", addresses);

  dialog = trp_dialog_new ();
  header = adw_header_bar_new ();
  copy = gtk_button_new_with_mnemonic (_("_Copy Invitation"));
  gtk_widget_add_css_class (copy, "suggested-action");
  g_signal_connect (copy, "clicked", G_CALLBACK (invitation_copy_cb), self);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), copy);

  page = adw_preferences_page_new ();
  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Invite Friends"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("On their computers, they choose “Join a Table” and give this address and code. "
                                           "Across the internet, the port must be forwarded to this computer, or you share a VPN."));

  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Address"));
  label = new_value_label (addresses[0] != NULL ? address_text
                           : _("This computer has no network address now"), "invitation-address");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Table Code"));
  label = new_value_label (trp_table_host_get_code (self->host), "invitation-code");
  gtk_widget_add_css_class (label, "title-2");
  gtk_widget_add_css_class (label, "monospace");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Guests’ Seats"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Each guest takes a seat by its name."));
  self->seat_rows = g_ptr_array_new ();
  for (guint i = 0; i < trp_match_get_n_players (match); i++)
    if (trp_match_get_player (match, i)->invited)
      {
        row = adw_action_row_new ();
        adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), trp_match_get_player (match, i)->name);
        adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
        g_object_set_data (G_OBJECT (row), "seat", GUINT_TO_POINTER (i));
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
        g_ptr_array_add (self->seat_rows, row);
      }
  update_seat_rows (self);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  trp_dialog_setup (dialog, GTK_WINDOW (gtk_widget_get_root (parent)), _("Invitation"), 480, 560);
  trp_dialog_set_content (dialog, header, page, NULL);
  self->invitation = dialog;
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (invitation_destroyed_cb), self, 0);
  trp_dialog_present (dialog);
  return dialog;
}

static void
button_clicked_cb (GtkButton      *button,
                   TrpHostedTable *self)
{
  trp_hosted_table_present_invitation (self, GTK_WIDGET (button));
}

static void
trp_hosted_table_dispose (GObject *object)
{
  TrpHostedTable *self = (TrpHostedTable *)object;

  trp_hosted_table_close (self);
  g_clear_handle_id (&self->refresh_id, g_source_remove);
  g_clear_weak_pointer (&self->table);
  g_clear_weak_pointer (&self->toasts);
  g_clear_weak_pointer (&self->toast);
  g_clear_object (&self->button);
  g_clear_object (&self->host);
  g_clear_pointer (&self->seat_rows, g_ptr_array_unref);

  G_OBJECT_CLASS (trp_hosted_table_parent_class)->dispose (object);
}

static void
trp_hosted_table_class_init (TrpHostedTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = trp_hosted_table_dispose;
}

static void
trp_hosted_table_init (TrpHostedTable *self)
{
}

/* The listening address: every interface, unless TRAPOULA_TABLE_ADDRESS
 * names one (the tests listen on 127.0.0.1 only). */
static gboolean
listen (TrpTableHost  *host,
        GError       **error)
{
  const char *address = g_getenv ("TRAPOULA_TABLE_ADDRESS");
  g_autoptr(GError) busy = NULL;

  if (address != NULL && address[0] == '\0')
    address = NULL;
  /* The usual port when it is free, so that an invitation sent before
   * stays good; any free one when another table holds it. */
  if (trp_table_host_listen (host, address, TRP_HOSTED_TABLE_PORT, &busy))
    return TRUE;
  return trp_table_host_listen (host, address, 0, error);
}

/**
 * trp_hosted_table_new:
 * @driver: the driver of the window's match, which has invited seats
 * @table: the table view that shows it
 * @toasts: where to tell the host's person of the guests
 *
 * Opens the port and announces the table on the local network.
 *
 * Returns: (transfer full) (nullable): the hosted table, or %NULL when
 *   the port cannot be opened
 */
TrpHostedTable *
trp_hosted_table_new (TrpMatchDriver   *driver,
                      GtkWidget        *table,
                      AdwToastOverlay  *toasts,
                      GError          **error)
{
  g_autoptr(TrpHostedTable) self = NULL;
  g_autoptr(GStrvBuilder) seats = g_strv_builder_new ();
  g_auto(GStrv) seat_names = NULL;
  g_autofree char *name = NULL;
  TrpMatch *match;
  const char *host_name = NULL;

  g_return_val_if_fail (TRP_IS_MATCH_DRIVER (driver), NULL);

  self = g_object_new (TRP_TYPE_HOSTED_TABLE, NULL);
  self->host = trp_table_host_new_for_driver (driver, error);
  if (self->host == NULL || !listen (self->host, error))
    return NULL;
  g_set_weak_pointer (&self->table, table);
  g_set_weak_pointer (&self->toasts, toasts);

  match = trp_table_host_get_match (self->host);
  g_signal_connect_object (self->host, "notice", G_CALLBACK (notice_cb), self, 0);
  g_signal_connect_object (match, "changed", G_CALLBACK (match_changed_cb), self, 0);

  for (guint i = 0; i < trp_match_get_n_players (match); i++)
    {
      const TrpPlayer *player = trp_match_get_player (match, i);

      if (player->invited)
        g_strv_builder_add (seats, player->name);
      else if (player->kind == TRP_PLAYER_HUMAN && host_name == NULL)
        host_name = player->name;
    }
  seat_names = g_strv_builder_end (seats);
  /* Translators: the name a hosted table is listed under on the other
   * computers of the network, after its host's person. */
  name = host_name != NULL ? g_strdup_printf (_("%s’s Table"), host_name) : g_strdup (_("Trapoula Table"));
  trp_table_discovery_announce (trp_table_discovery_get_default (), name,
                                trp_table_host_get_port (self->host), (const char * const *) seat_names);
  self->announced = TRUE;

  self->button = g_object_ref_sink (gtk_button_new_from_icon_name ("contact-new-symbolic"));
  gtk_widget_set_tooltip_text (self->button, _("Invitation"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Invitation"), -1);
  g_signal_connect (self->button, "clicked", G_CALLBACK (button_clicked_cb), self);
  update_seat_views (self);

  return g_steal_pointer (&self);
}

TrpTableHost *
trp_hosted_table_get_host (TrpHostedTable *self)
{
  g_return_val_if_fail (TRP_IS_HOSTED_TABLE (self), NULL);

  return self->host;
}

/**
 * trp_hosted_table_get_button:
 *
 * Returns: (transfer none): a header bar button that shows the
 *   invitation again
 */
GtkWidget *
trp_hosted_table_get_button (TrpHostedTable *self)
{
  g_return_val_if_fail (TRP_IS_HOSTED_TABLE (self), NULL);

  return self->button;
}

/**
 * trp_hosted_table_close:
 *
 * Tells the guests the table closes, closes the port and withdraws the
 * announcement. The match keeps its file: continuing it opens the table
 * again, with a new code.
 */
void
trp_hosted_table_close (TrpHostedTable *self)
{
  g_return_if_fail (TRP_IS_HOSTED_TABLE (self));

  if (self->announced)
    {
      trp_table_discovery_withdraw (trp_table_discovery_get_default ());
      self->announced = FALSE;
    }
  if (self->host != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->host, self);
      g_signal_handlers_disconnect_by_data (trp_table_host_get_match (self->host), self);
      trp_table_host_close (self->host, "host-stopped");
    }
  if (self->invitation != NULL)
    trp_dialog_close (self->invitation);
}
