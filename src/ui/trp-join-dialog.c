/* trp-join-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A guest finds the tables hosted on the local network, or types the
 * address the host gave, gives the table's code and takes a free seat by
 * its name. The dialog stays open until the host has given
 * the seat, so that a wrong code or a seat already taken is said where
 * it was typed, and nothing typed is lost.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "trp-join-dialog.h"
#include "trp-net-protocol.h"

/* How long the host has to answer before the guest is told. */
#define DEFAULT_TIMEOUT_MS 15000

struct _TrpJoinDialog
{
  TrpDialogBase      parent_instance;

  TrpTableDiscovery *discovery;
  GtkWidget         *found_group;
  GHashTable        *found_rows;   /* table name → GPtrArray of its rows */
  GtkWidget         *address_row;
  GtkWidget         *code_row;
  GtkWidget         *seat_row;
  GtkWidget         *join_button;
  GtkWidget         *spinner;
  GtkWidget         *error_label;
  TrpGuestTable     *guest;
  guint              timeout_ms;
  guint              timeout_id;
};

G_DEFINE_FINAL_TYPE (TrpJoinDialog, trp_join_dialog, TRP_TYPE_DIALOG_BASE)

enum {
  JOINED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
show_error (TrpJoinDialog *self,
            const char    *text)
{
  gtk_label_set_text (GTK_LABEL (self->error_label), text);
  gtk_widget_set_visible (self->error_label, text != NULL);

}

static void
set_waiting (TrpJoinDialog *self,
             gboolean       waiting)
{
  gtk_widget_set_sensitive (self->join_button, !waiting);
  gtk_widget_set_visible (self->spinner, waiting);
  gtk_spinner_set_spinning (GTK_SPINNER (self->spinner), waiting);
}

static void
drop_guest (TrpJoinDialog *self)
{
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  if (self->guest != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->guest, self);
      trp_guest_table_leave (self->guest);
    }
  g_clear_object (&self->guest);
  set_waiting (self, FALSE);
}

static void
guest_joined_cb (TrpGuestTable *guest,
                 int            seat,
                 TrpJoinDialog *self)
{
  g_autoptr(TrpGuestTable) joined = g_object_ref (guest);

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  g_signal_handlers_disconnect_by_data (guest, self);
  g_clear_object (&self->guest);
  set_waiting (self, FALSE);
  g_signal_emit (self, signals[JOINED], 0, joined);
  trp_dialog_close (GTK_WIDGET (self));
}

static void
guest_refused_cb (TrpGuestTable *guest,
                  const char    *reason,
                  const char    *text,
                  TrpJoinDialog *self)
{
  g_autofree char *shown = g_strdup (text);

  drop_guest (self);
  show_error (self, shown);
  if (g_strcmp0 (reason, "wrong-code") == 0)
    gtk_widget_grab_focus (self->code_row);
  else if (g_strcmp0 (reason, "no-such-seat") == 0 || g_strcmp0 (reason, "seat-taken") == 0)
    gtk_widget_grab_focus (self->seat_row);
}

static void
guest_closed_cb (TrpGuestTable *guest,
                 const char    *text,
                 TrpJoinDialog *self)
{
  g_autofree char *shown = g_strdup (text);

  drop_guest (self);
  show_error (self, shown);
}

static gboolean
timeout_cb (gpointer user_data)
{
  TrpJoinDialog *self = user_data;

  self->timeout_id = 0;
  drop_guest (self);
  show_error (self, _("The table does not answer. Check the address, and that the host’s computer lets the port through."));
  return G_SOURCE_REMOVE;
}

static void
join_clicked_cb (GtkButton     *button,
                 TrpJoinDialog *self)
{
  g_autoptr(GError) error = NULL;

  drop_guest (self);
  show_error (self, NULL);
  self->guest = trp_guest_table_new (gtk_editable_get_text (GTK_EDITABLE (self->address_row)),
                                     gtk_editable_get_text (GTK_EDITABLE (self->code_row)),
                                     gtk_editable_get_text (GTK_EDITABLE (self->seat_row)),
                                     &error);
  if (self->guest == NULL)
    {
      show_error (self, error->message);
      return;
    }
  g_signal_connect (self->guest, "joined", G_CALLBACK (guest_joined_cb), self);
  g_signal_connect (self->guest, "refused", G_CALLBACK (guest_refused_cb), self);
  g_signal_connect (self->guest, "closed", G_CALLBACK (guest_closed_cb), self);
  set_waiting (self, TRUE);
  self->timeout_id = g_timeout_add (self->timeout_ms, timeout_cb, self);
  trp_guest_table_connect (self->guest);
}

static void
cancel_clicked_cb (GtkButton     *button,
                   TrpJoinDialog *self)
{
  trp_dialog_close (GTK_WIDGET (self));
}

static void
found_row_activated_cb (AdwActionRow  *row,
                        TrpJoinDialog *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->address_row), g_object_get_data (G_OBJECT (row), "address"));
  gtk_editable_set_text (GTK_EDITABLE (self->seat_row), g_object_get_data (G_OBJECT (row), "seat"));
  show_error (self, NULL);
  /* The code is the one thing never announced: the guest types it. */
  gtk_widget_grab_focus (self->code_row);
}

static void
update_found_description (TrpJoinDialog *self)
{
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->found_group),
                                         g_hash_table_size (self->found_rows) > 0
                                         ? _("Choose your seat, then type the table’s code.")
                                         : _("No table found on this network yet. Type the address the host gave below."));
}

static void
remove_rows (TrpJoinDialog *self,
             const char    *name)
{
  GPtrArray *rows = g_hash_table_lookup (self->found_rows, name);

  for (guint i = 0; rows != NULL && i < rows->len; i++)
    adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self->found_group), g_ptr_array_index (rows, i));
  g_hash_table_remove (self->found_rows, name);
}

static void
found_cb (TrpTableDiscovery  *discovery,
          const char         *name,
          const char         *address,
          const char * const *seats,
          TrpJoinDialog      *self)
{
  GPtrArray *rows = g_ptr_array_new ();

  remove_rows (self, name);
  for (guint i = 0; seats != NULL && seats[i] != NULL; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *subtitle = NULL;

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), seats[i]);
      /* Translators: under a free seat's name in the list of tables
       * nearby: the table's name (e.g. “Maria’s Table”) and address. */
      subtitle = g_strdup_printf (_("%s · %s"), name, address);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_object_set_data_full (G_OBJECT (row), "address", g_strdup (address), g_free);
      g_object_set_data_full (G_OBJECT (row), "seat", g_strdup (seats[i]), g_free);
      g_signal_connect (row, "activated", G_CALLBACK (found_row_activated_cb), self);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->found_group), row);
      g_ptr_array_add (rows, row);
    }
  g_hash_table_insert (self->found_rows, g_strdup (name), rows);
  update_found_description (self);
}

static void
lost_cb (TrpTableDiscovery *discovery,
         const char        *name,
         TrpJoinDialog     *self)
{
  remove_rows (self, name);
  update_found_description (self);
}

static void
trp_join_dialog_dispose (GObject *object)
{
  TrpJoinDialog *self = (TrpJoinDialog *)object;

  drop_guest (self);
  if (self->discovery != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->discovery, self);
      trp_table_discovery_stop_browsing (self->discovery);
    }
  g_clear_object (&self->discovery);
  g_clear_pointer (&self->found_rows, g_hash_table_unref);

  G_OBJECT_CLASS (trp_join_dialog_parent_class)->dispose (object);
}

static void
trp_join_dialog_class_init (TrpJoinDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = trp_join_dialog_dispose;

  /**
   * TrpJoinDialog::joined:
   * @table: the guest's table, its seat given
   */
  signals[JOINED] =
    g_signal_new ("joined", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, TRP_TYPE_GUEST_TABLE);
}

static GtkWidget *
new_entry_row (const char *title)
{
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_entry_row_set_activates_default (ADW_ENTRY_ROW (row), TRUE);
  return row;
}

static void
trp_join_dialog_init (TrpJoinDialog *self)
{
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *group;

  self->timeout_ms = DEFAULT_TIMEOUT_MS;
  self->found_rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                            (GDestroyNotify) g_ptr_array_unref);
  self->join_button = gtk_button_new_with_mnemonic (_("_Join"));
  gtk_widget_add_css_class (self->join_button, "suggested-action");
  self->spinner = gtk_spinner_new ();
  gtk_widget_set_visible (self->spinner, FALSE);

  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_set_show_start_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), self->join_button);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), self->spinner);
  g_signal_connect (cancel, "clicked", G_CALLBACK (cancel_clicked_cb), self);
  g_signal_connect (self->join_button, "clicked", G_CALLBACK (join_clicked_cb), self);
  trp_dialog_set_default_widget (GTK_WIDGET (self), self->join_button);

  self->found_group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->found_group), _("Tables Nearby"));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (self->found_group));
  update_found_description (self);

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Table"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("The host’s invitation gives the address, the code and the seats’ names."));
  self->address_row = new_entry_row (_("Address"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->address_row);
  self->code_row = new_entry_row (_("Table Code"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->code_row);
  self->seat_row = new_entry_row (_("Your Seat"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->seat_row);

  self->error_label = gtk_label_new (NULL);
  gtk_widget_set_name (self->error_label, "join-error");
  gtk_label_set_wrap (GTK_LABEL (self->error_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->error_label), 0.0);
  gtk_widget_add_css_class (self->error_label, "error");
  gtk_widget_set_margin_top (self->error_label, 12);
  gtk_widget_set_visible (self->error_label, FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->error_label), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Why the table could not be joined"), -1);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->error_label);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  trp_dialog_set_content (GTK_WIDGET (self), header, page, NULL);
}

/**
 * trp_join_dialog_new:
 * @discovery: where to look for tables nearby (trp_table_discovery_get_default())
 */
TrpJoinDialog *
trp_join_dialog_new (GtkWindow         *parent,
                     TrpTableDiscovery *discovery)
{
  TrpJoinDialog *self;

  g_return_val_if_fail (TRP_IS_TABLE_DISCOVERY (discovery), NULL);

  self = g_object_new (TRP_TYPE_JOIN_DIALOG, NULL);
  trp_dialog_setup (GTK_WIDGET (self), parent, _("Join a Table"), 480, 600);
  self->discovery = g_object_ref (discovery);
  g_signal_connect (discovery, "found", G_CALLBACK (found_cb), self);
  g_signal_connect (discovery, "lost", G_CALLBACK (lost_cb), self);
  trp_table_discovery_browse (discovery);
  return self;
}

/**
 * trp_join_dialog_set_timeout:
 * @timeout_ms: how long the host has to give the seat
 */
void
trp_join_dialog_set_timeout (TrpJoinDialog *self,
                             guint          timeout_ms)
{
  g_return_if_fail (TRP_IS_JOIN_DIALOG (self));

  self->timeout_ms = timeout_ms;
}
