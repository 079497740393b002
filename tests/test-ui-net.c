/* test-ui-net.c: hosting from New Match, joining from the start page (#42)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything goes over 127.0.0.1 only (TRAPOULA_TABLE_ADDRESS), and the
 * discovery is a fake: nothing is announced or browsed on a network.
 * Every wait is bounded in time.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "test-locale.h"
#include "test-ui-common.h"
#include "trp-format.h"
#include "trp-game-catalog.h"
#include "trp-guest-table.h"
#include "trp-board.h"
#include "trp-guest-view.h"
#include "trp-hand-over.h"
#include "trp-hand-view.h"
#include "trp-join-dialog.h"
#include "trp-move-history.h"
#include "trp-net-protocol.h"
#include "trp-net-record.h"
#include "trp-new-match-dialog.h"
#include "trp-round-result-sheet.h"
#include "trp-seat-view.h"
#include "trp-table-discovery.h"
#include "trp-table-guest.h"
#include "trp-table-host.h"
#include "trp-window.h"

/* --- A discovery that stays in the process */

#define TEST_TYPE_FAKE_DISCOVERY (test_fake_discovery_get_type ())
G_DECLARE_FINAL_TYPE (TestFakeDiscovery, test_fake_discovery, TEST, FAKE_DISCOVERY, GObject)

struct _TestFakeDiscovery
{
  GObject  parent_instance;
  guint    n_browsing;
  char    *announced_name;
  guint    announced_port;
  GStrv    announced_seats;
  guint    n_withdrawn;
};

static void fake_iface_init (TrpTableDiscoveryInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TestFakeDiscovery, test_fake_discovery, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TRP_TYPE_TABLE_DISCOVERY, fake_iface_init))

static void
fake_browse (TrpTableDiscovery *discovery)
{
  TEST_FAKE_DISCOVERY (discovery)->n_browsing++;
}

static void
fake_stop_browsing (TrpTableDiscovery *discovery)
{
  TestFakeDiscovery *self = TEST_FAKE_DISCOVERY (discovery);

  if (self->n_browsing > 0)
    self->n_browsing--;
}

static void
fake_announce (TrpTableDiscovery  *discovery,
               const char         *name,
               guint               port,
               const char * const *seats)
{
  TestFakeDiscovery *self = TEST_FAKE_DISCOVERY (discovery);

  g_free (self->announced_name);
  g_strfreev (self->announced_seats);
  self->announced_name = g_strdup (name);
  self->announced_port = port;
  self->announced_seats = g_strdupv ((char **) seats);
}

static void
fake_withdraw (TrpTableDiscovery *discovery)
{
  TestFakeDiscovery *self = TEST_FAKE_DISCOVERY (discovery);

  if (self->announced_name != NULL)
    self->n_withdrawn++;
  g_clear_pointer (&self->announced_name, g_free);
  self->announced_port = 0;
}

static void
fake_iface_init (TrpTableDiscoveryInterface *iface)
{
  iface->browse = fake_browse;
  iface->stop_browsing = fake_stop_browsing;
  iface->announce = fake_announce;
  iface->withdraw = fake_withdraw;
}

static void
test_fake_discovery_finalize (GObject *object)
{
  TestFakeDiscovery *self = TEST_FAKE_DISCOVERY (object);

  g_free (self->announced_name);
  g_strfreev (self->announced_seats);
  G_OBJECT_CLASS (test_fake_discovery_parent_class)->finalize (object);
}

static void
test_fake_discovery_class_init (TestFakeDiscoveryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = test_fake_discovery_finalize;
}

static void
test_fake_discovery_init (TestFakeDiscovery *self)
{
}

static TestFakeDiscovery *fake;

/* --- Helpers */

static GtkWidget *
find_named (GtkWidget  *widget,
            const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static TrpWindow *
new_main_window (TrpApplication *app)
{
  TrpWindow *window = trp_window_new (app);

  gtk_window_present (GTK_WINDOW (window));
  ui_wait_mapped (GTK_WIDGET (window));
  return window;
}

static gboolean
has_invitation (gpointer data)
{
  return ui_find_dialog_titled (_("Invitation")) != NULL;
}

typedef struct
{
  TrpGuestTable *table;
  gboolean       joined;
  gboolean       closed;
  char          *refused;
} Probe;

static void
probe_joined_cb (TrpGuestTable *table,
                 int            seat,
                 Probe         *probe)
{
  probe->joined = TRUE;
}

static void
probe_refused_cb (TrpGuestTable *table,
                  const char    *reason,
                  const char    *text,
                  Probe         *probe)
{
  g_free (probe->refused);
  probe->refused = g_strdup (reason);
}

static void
probe_closed_cb (TrpGuestTable *table,
                 const char    *text,
                 Probe         *probe)
{
  probe->closed = TRUE;
}

static void
probe_start (Probe      *probe,
             const char *address,
             const char *code,
             const char *seat)
{
  g_autoptr(GError) error = NULL;

  memset (probe, 0, sizeof *probe);
  probe->table = trp_guest_table_new (address, code, seat, &error);
  g_assert_no_error (error);
  g_signal_connect (probe->table, "joined", G_CALLBACK (probe_joined_cb), probe);
  g_signal_connect (probe->table, "refused", G_CALLBACK (probe_refused_cb), probe);
  g_signal_connect (probe->table, "closed", G_CALLBACK (probe_closed_cb), probe);
  trp_guest_table_connect (probe->table);
}

static void
probe_clear (Probe *probe)
{
  if (probe->table != NULL)
    g_signal_handlers_disconnect_by_data (probe->table, probe);
  g_clear_object (&probe->table);
  g_clear_pointer (&probe->refused, g_free);
}

static gboolean
probe_answered (gpointer data)
{
  Probe *probe = data;

  return probe->joined || probe->closed || probe->refused != NULL;
}

static gboolean
probe_closed (gpointer data)
{
  return ((Probe *) data)->closed;
}

typedef struct
{
  char     *text;
  gboolean  done;
} ClipboardRead;

static void
clipboard_read_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  ClipboardRead *read = user_data;

  read->text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);
  read->done = TRUE;
}

static gboolean
clipboard_done (gpointer data)
{
  return ((ClipboardRead *) data)->done;
}

typedef struct
{
  TrpWindow  *window;
  const char *text;
} ToastProbe;

static gboolean
toast_shown (gpointer data)
{
  ToastProbe *probe = data;

  return ui_toast_shown (GTK_WIDGET (probe->window), probe->text);
}

typedef struct
{
  TrpGuestTable *table;
  const char    *line;
} HistoryProbe;

static gboolean
history_has (gpointer data)
{
  HistoryProbe *probe = data;
  GPtrArray *history = trp_guest_table_get_history (probe->table);

  for (guint i = 0; i < history->len; i++)
    if (g_str_equal (g_ptr_array_index (history, i), probe->line))
      return TRUE;
  return FALSE;
}

/* A code of the table's alphabet that is not @code. */
static char *
other_code (const char *code)
{
  char *wrong = g_strdup (code);

  wrong[0] = code[0] == 'A' ? 'B' : 'A';
  return wrong;
}

/* What the host's table says under a guest's seat (trp-seat-view.c). */
static const char *
seat_presence (GtkWidget  *window,
               const char *name)
{
  g_autoptr(GPtrArray) seats = ui_find_all (window, TRP_TYPE_SEAT_VIEW);

  for (guint i = 0; i < seats->len; i++)
    if (ui_find_label (g_ptr_array_index (seats, i), name) != NULL)
      {
        GtkWidget *label = find_named (g_ptr_array_index (seats, i), "seat-presence");

        g_assert_nonnull (label);
        return gtk_widget_get_visible (label) ? gtk_label_get_text (GTK_LABEL (label)) : NULL;
      }
  g_assert_not_reached ();
  return NULL;
}

typedef struct
{
  GtkWidget  *window;
  const char *name;
  const char *text;
} PresenceProbe;

static gboolean
presence_is (gpointer data)
{
  PresenceProbe *probe = data;

  return g_strcmp0 (seat_presence (probe->window, probe->name), probe->text) == 0;
}

/* New Match with a guest's seat opens the table to guests on 127.0.0.1,
 * shows the address and the code, takes a guest with the code and turns
 * away the wrong one; leaving the match closes the port (#42). */
static void
test_host_from_new_match (void)
{
  g_autoptr(TrpApplication) app = ui_application_new ();
  TrpWindow *window = new_main_window (app);
  GtkWidget *dialog, *invitation, *code_label, *address_label, *row;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GPtrArray) kinds = NULL;
  g_autofree char *address = NULL;
  g_autofree char *expected_address = NULL;
  g_autofree char *wrong = NULL;
  Probe anna, stranger, late;
  g_autofree char *code = NULL;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-match", NULL);
  g_assert_true (ui_wait (ui_has_dialog, GSIZE_TO_POINTER (TRP_TYPE_NEW_MATCH_DIALOG), 5000));
  dialog = ui_find_dialog (TRP_TYPE_NEW_MATCH_DIALOG);
  trp_new_match_dialog_select_game (TRP_NEW_MATCH_DIALOG (dialog), "marianna");
  entries = ui_find_all (dialog, GTK_TYPE_ENTRY);
  kinds = ui_find_all (dialog, GTK_TYPE_DROP_DOWN);
  gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (entries, 0)), "Maria");
  gtk_drop_down_set_selected (g_ptr_array_index (kinds, 0), 0);
  /* The guest's seat is the drop-down's last kind. */
  g_assert_cmpstr (gtk_string_object_get_string (gtk_drop_down_get_selected_item (g_ptr_array_index (kinds, 1))), !=, NULL);
  gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (entries, 1)), "Anna");
  gtk_drop_down_set_selected (g_ptr_array_index (kinds, 1), 4);
  g_assert_cmpstr (gtk_string_object_get_string (gtk_drop_down_get_selected_item (g_ptr_array_index (kinds, 1))),
                   ==, _("Person (invited)"));
  gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (entries, 2)), "Cleo");
  gtk_drop_down_set_selected (g_ptr_array_index (kinds, 2), 1);
  gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (entries, 3)), "Dan");
  gtk_drop_down_set_selected (g_ptr_array_index (kinds, 3), 4);
  g_signal_emit_by_name (ui_find_button_label (dialog, _("_Start")), "clicked");

  /* The invitation: where to connect and the code. */
  g_assert_true (ui_wait (has_invitation, NULL, 5000));
  invitation = ui_find_dialog_titled (_("Invitation"));
  code_label = find_named (invitation, "invitation-code");
  address_label = find_named (invitation, "invitation-address");
  g_assert_nonnull (code_label);
  g_assert_nonnull (address_label);
  /* Kept: the invitation closes with the match. */
  code = g_strdup (gtk_label_get_text (GTK_LABEL (code_label)));
  g_assert_cmpuint (strlen (code), ==, TRP_NET_CODE_LENGTH);
  for (const char *c = code; *c != '\0'; c++)
    g_assert_nonnull (strchr ("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", *c));
  g_assert_cmpuint (fake->announced_port, >, 0);
  expected_address = g_strdup_printf ("127.0.0.1:%u", fake->announced_port);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (address_label)), ==, expected_address);
  g_assert_cmpstr (fake->announced_seats[0], ==, "Anna");
  g_assert_cmpstr (fake->announced_seats[1], ==, "Dan");
  g_assert_null (fake->announced_seats[2]);
  g_assert_nonnull (strstr (fake->announced_name, "Maria"));
  row = ui_find_row (invitation, "Anna");
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, _("Waiting for them to join"));
  /* The host's own table says it under the guests' seats, and nothing
   * under a computer's. */
  g_assert_cmpstr (seat_presence (GTK_WIDGET (window), "Anna"), ==, _("Waiting for them to join"));
  g_assert_cmpstr (seat_presence (GTK_WIDGET (window), "Dan"), ==, _("Waiting for them to join"));
  g_assert_null (seat_presence (GTK_WIDGET (window), "Cleo"));
  address = g_strdup (expected_address);

  /* The guests play on their own computers: the table is Maria's alone,
   * never covered for a hand-over to Anna or Dan (#33's shared table). */
  {
    GtkWidget *hand_over = ui_find_first (GTK_WIDGET (window), TRP_TYPE_HAND_OVER);

    g_assert_true (hand_over == NULL || !gtk_widget_get_visible (hand_over));
  }

  /* The wrong code is turned away with the reason; the right one seats
   * Anna, and the host's invitation says so. */
  wrong = other_code (code);
  probe_start (&stranger, address, wrong, "Anna");
  g_assert_true (ui_wait (probe_answered, &stranger, 10000));
  g_assert_cmpstr (stranger.refused, ==, "wrong-code");
  g_assert_false (stranger.joined);

  probe_start (&anna, address, code, "Anna");
  g_assert_true (ui_wait (probe_answered, &anna, 10000));
  g_assert_null (anna.refused);
  g_assert_true (anna.joined);
  g_assert_cmpint (trp_guest_table_get_seat (anna.table), ==, 1);
  ui_settle (100);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, _("At the table"));
  g_assert_true (ui_wait (presence_is, &(PresenceProbe) { GTK_WIDGET (window), "Anna", _("At the table") }, 5000));
  g_assert_cmpstr (seat_presence (GTK_WIDGET (window), "Dan"), ==, _("Waiting for them to join"));
  {
    g_autofree char *joined = g_strdup_printf (_("%s has taken their seat"), "Anna");

    g_assert_true (ui_toast_shown (GTK_WIDGET (window), joined));
  }
  g_free (ui_screenshot (invitation, "net-invitation"));
  g_free (ui_screenshot (GTK_WIDGET (window), "net-host-table"));

  /* Copy Invitation: the text to send holds the address and the code. */
  {
    GdkClipboard *clipboard = gtk_widget_get_clipboard (invitation);
    ClipboardRead read = { NULL, FALSE };

    g_signal_emit_by_name (ui_find_button_label (invitation, _("_Copy Invitation")), "clicked");
    gdk_clipboard_read_text_async (clipboard, NULL, clipboard_read_cb, &read);
    g_assert_true (ui_wait (clipboard_done, &read, 5000));
    g_assert_nonnull (read.text);
    g_assert_nonnull (strstr (read.text, code));
    g_assert_nonnull (strstr (read.text, expected_address));
    g_free (read.text);
  }

  /* Dan joins, then Anna's connection drops: everyone at the table is
   * told, the host's person by a toast and the invitation's seat, Dan by
   * a notice; after the grace period a computer plays her seat. */
  {
    TrpTableHost *host = trp_hosted_table_get_host (trp_window_get_hosted_table (window));
    g_autofree char *away = g_strdup_printf (_("%s has lost the connection; a computer plays for them if they are not back soon"), "Anna");
    g_autofree char *stand_in = g_strdup_printf (_("A computer plays for %s until they are back"), "Anna");
    Probe dan;

    trp_table_host_set_grace (host, 200);
    probe_start (&dan, address, code, "Dan");
    g_assert_true (ui_wait (probe_answered, &dan, 10000));
    g_assert_true (dan.joined);
    probe_clear (&anna);
    g_assert_true (ui_wait (toast_shown, &(ToastProbe) { window, away }, 5000));
    g_assert_true (ui_wait (toast_shown, &(ToastProbe) { window, stand_in }, 5000));
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, _("A computer plays until they are back"));
    g_assert_true (ui_wait (presence_is, &(PresenceProbe) { GTK_WIDGET (window), "Anna",
                                                             _("A computer plays until they are back") }, 5000));
    g_free (ui_screenshot (GTK_WIDGET (window), "net-host-seat-stand-in"));
    g_assert_true (ui_wait (history_has, &(HistoryProbe) { dan.table, stand_in }, 5000));
    g_assert_cmpstr (trp_guest_table_get_seat_info (dan.table, 1)->stand_in, ==, "normal");
    g_assert_false (trp_guest_table_get_seat_info (dan.table, 1)->present);

    /* Anna comes back with the code and takes her seat again. */
    probe_start (&anna, address, code, "Anna");
    g_assert_true (ui_wait (probe_answered, &anna, 10000));
    g_assert_true (anna.joined);
    ui_settle (100);
    g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, _("At the table"));
    g_assert_true (ui_wait (presence_is, &(PresenceProbe) { GTK_WIDGET (window), "Anna", _("At the table") }, 5000));
    probe_clear (&dan);
  }

  /* Leaving the match closes the table: Anna is told, the port is shut,
   * the announcement withdrawn. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.leave-match", NULL);
  g_assert_true (ui_wait (probe_closed, &anna, 10000));
  g_assert_cmpuint (fake->n_withdrawn, ==, 1);
  probe_start (&late, address, code, "Dan");
  g_assert_true (ui_wait (probe_answered, &late, 10000));
  g_assert_false (late.joined);
  g_assert_true (late.closed);

  probe_clear (&anna);
  probe_clear (&stranger);
  probe_clear (&late);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_settle (50);
}

/* --- Joining */

static TrpMatch *
new_hosted_match_of (const char *game_id)
{
  g_autoptr(TrpRules) rules = trp_rules_new (trp_game_catalog_lookup_rules (game_id));
  g_autoptr(GError) error = NULL;
  TrpPlayer players[4] = { { NULL, } };
  const char *names[] = { "Anna", "Bob", "Cleo", "Dan" };
  TrpMatch *match;

  for (guint i = 0; i < 4; i++)
    {
      players[i].name = (char *) names[i];
      players[i].team = -1;
      players[i].invited = i == 0;
      players[i].kind = i == 0 ? TRP_PLAYER_HUMAN : TRP_PLAYER_COMPUTER;
      players[i].level = i == 0 ? NULL : (char *) "easy";
    }
  match = trp_match_new (game_id, rules, players, 4, trp_game_catalog_create_game, &error);
  g_assert_no_error (error);
  trp_match_set_first_dealer (match, 1);
  trp_match_start_round (match, 4242, &error);
  g_assert_no_error (error);
  return match;
}

static TrpMatch *
new_hosted_match (void)
{
  return new_hosted_match_of ("marianna");
}

static GtkWidget *
entry_row (GtkWidget  *dialog,
           const char *title)
{
  GtkWidget *row = ui_find_row (dialog, title);

  g_assert_true (ADW_IS_ENTRY_ROW (row));
  return row;
}

static gboolean
error_shown (gpointer data)
{
  GtkWidget *label = data;

  return gtk_widget_get_visible (label) && gtk_label_get_text (GTK_LABEL (label))[0] != '\0';
}

static gboolean
shows_guest_view (gpointer data)
{
  return ui_find_first (GTK_WIDGET (data), TRP_TYPE_GUEST_VIEW) != NULL;
}

static gboolean
guest_turn (gpointer data)
{
  TrpGuestView *view = data;

  return trp_guest_table_is_my_turn (trp_guest_view_get_table (view));
}

typedef struct
{
  TrpMatch *match;
  guint     n_actions;
} Progress;

static gboolean
hint_shown (gpointer data)
{
  GtkWidget *label = find_named (GTK_WIDGET (data), "guest-message");
  g_autofree char *prefix = g_strdup (_("Hint: %s"));

  *strstr (prefix, "%s") = '\0';
  return gtk_widget_get_visible (label) && !gtk_widget_has_css_class (label, "error") &&
         g_str_has_prefix (gtk_label_get_text (GTK_LABEL (label)), prefix);
}

static guint
selected_count (TrpHandView *hand)
{
  guint n = 0;

  for (guint i = 0; i < trp_hand_view_get_n_cards (hand); i++)
    n += trp_hand_view_is_selected (hand, i);
  return n;
}

static gboolean
anna_moved (gpointer data)
{
  Progress *progress = data;
  guint round = trp_match_get_n_rounds (progress->match) - 1;
  guint n = trp_match_get_round_n_actions (progress->match, round);

  return n > progress->n_actions;
}

/* The start page's Join a Table lists the tables the discovery finds;
 * a found seat fills the address and the seat, the wrong code is refused
 * in the dialog with the reason and nothing typed lost, the right one
 * seats the guest at its table, where it plays a card of its own. */
static void
test_join_dialog (void)
{
  g_autoptr(TrpApplication) app = ui_application_new ();
  g_autoptr(TrpMatch) match = new_hosted_match ();
  g_autoptr(TrpTableHost) host = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *address = NULL;
  g_autofree char *wrong = NULL;
  const char * const seats[] = { "Anna", NULL };
  TrpWindow *window = new_main_window (app);
  GtkWidget *dialog, *row, *label, *view, *hand;
  GPtrArray *moves;
  Progress progress = { match, 0 };
  TrpMove *play = NULL;

  host = trp_table_host_new (match, &error);
  g_assert_no_error (error);
  trp_match_driver_set_delay (trp_table_host_get_driver (host), 0);
  g_assert_true (trp_table_host_listen (host, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  g_assert_true (trp_table_host_start (host, &error));
  address = g_strdup_printf ("127.0.0.1:%u", trp_table_host_get_port (host));

  g_assert_nonnull (ui_find_button_label (GTK_WIDGET (window), _("_Join a Table")));
  g_signal_emit_by_name (ui_find_button_label (GTK_WIDGET (window), _("_Join a Table")), "clicked");
  g_assert_true (ui_wait (ui_has_dialog, GSIZE_TO_POINTER (TRP_TYPE_JOIN_DIALOG), 5000));
  dialog = ui_find_dialog (TRP_TYPE_JOIN_DIALOG);
  g_assert_cmpuint (fake->n_browsing, ==, 1);

  /* Found on the (fake) network: one row a free seat. */
  trp_table_discovery_emit_found (TRP_TABLE_DISCOVERY (fake), "Maria’s Table", address, seats);
  row = ui_find_row (dialog, "Anna");
  g_assert_nonnull (row);
  g_signal_emit_by_name (row, "activated");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry_row (dialog, _("Address")))), ==, address);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry_row (dialog, _("Your Seat")))), ==, "Anna");

  /* The wrong code: refused, said in the dialog, the fields kept. */
  wrong = other_code (trp_table_host_get_code (host));
  gtk_editable_set_text (GTK_EDITABLE (entry_row (dialog, _("Table Code"))), wrong);
  g_signal_emit_by_name (ui_find_button_label (dialog, _("_Join")), "clicked");
  label = find_named (dialog, "join-error");
  g_assert_true (ui_wait (error_shown, label, 10000));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==,
                   _("That code is not this table’s. Check it with the host, and mind letters and digits alike (no 0 or O, 1 or I)."));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry_row (dialog, _("Address")))), ==, address);
  g_assert_null (ui_find_first (GTK_WIDGET (window), TRP_TYPE_GUEST_VIEW));
  g_free (ui_screenshot (dialog, "net-join-wrong-code"));
  g_assert_false (trp_table_host_seat_is_present (host, 0));

  /* A code typed short is refused before anything is sent. */
  gtk_editable_set_text (GTK_EDITABLE (entry_row (dialog, _("Table Code"))), "K7M");
  g_signal_emit_by_name (ui_find_button_label (dialog, _("_Join")), "clicked");
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), "6"));

  /* The table lost from the network leaves the list. */
  trp_table_discovery_emit_lost (TRP_TABLE_DISCOVERY (fake), "Maria’s Table");
  g_assert_null (ui_find_row (dialog, "Anna"));

  /* The right code, in lower case as people type it: seated. */
  {
    g_autofree char *lower = g_ascii_strdown (trp_table_host_get_code (host), -1);

    gtk_editable_set_text (GTK_EDITABLE (entry_row (dialog, _("Table Code"))), lower);
  }
  g_signal_emit_by_name (ui_find_button_label (dialog, _("_Join")), "clicked");
  g_assert_true (ui_wait (shows_guest_view, window, 10000));
  g_assert_true (trp_table_host_seat_is_present (host, 0));
  g_assert_false (ui_has_dialog (GSIZE_TO_POINTER (TRP_TYPE_JOIN_DIALOG)));
  g_assert_cmpuint (fake->n_browsing, ==, 0);

  /* Anna's turn comes (the computers play at once): her hand is hers
   * only, and a card played from it through the move's button reaches
   * the host's match. */
  view = ui_find_first (GTK_WIDGET (window), TRP_TYPE_GUEST_VIEW);
  g_assert_true (ui_wait (guest_turn, view, 20000));
  hand = find_named (view, "guest-hand");
  {
    g_autoptr(JsonNode) seen = trp_game_observation (trp_match_get_game (match), 0);
    JsonArray *cards = json_object_get_array_member (json_node_get_object (seen), "hand");

    g_assert_cmpuint (trp_hand_view_get_n_cards (TRP_HAND_VIEW (hand)), ==, json_array_get_length (cards));
    for (guint i = 0; i < json_array_get_length (cards); i++)
      g_assert_cmpstr (trp_card_to_code (trp_hand_view_get_card (TRP_HAND_VIEW (hand), i)), ==,
                       json_array_get_string_element (cards, i));
  }
  moves = trp_guest_table_get_moves (trp_guest_view_get_table (TRP_GUEST_VIEW (view)));
  for (guint i = 0; play == NULL && i < moves->len; i++)
    {
      TrpMove *move = g_ptr_array_index (moves, i);

      if (trp_move_is_available (move) && trp_move_get_cards_mode (move) == TRP_MOVE_CARDS_EXACTLY &&
          trp_move_get_n_cards (move) == 1)
        play = move;
    }
  g_assert_nonnull (play);

  /* A hint, searched on the host from Anna's seat only: named under the
   * hand, its card selected. */
  g_signal_emit_by_name (find_named (view, "guest-hint"), "clicked");
  g_assert_true (ui_wait (hint_shown, view, 10000));
  g_assert_cmpuint (selected_count (TRP_HAND_VIEW (find_named (view, "guest-hand"))), ==, 1);
  g_free (ui_screenshot (view, "net-guest-table"));
  /* A card of one's own is played as at the local table: a double
   * click on it in the hand. */
  progress.n_actions = trp_match_get_round_n_actions (match, trp_match_get_n_rounds (match) - 1);
  for (guint i = 0; i < trp_hand_view_get_n_cards (TRP_HAND_VIEW (hand)); i++)
    if (trp_move_is_candidate (play, trp_hand_view_get_card (TRP_HAND_VIEW (hand), i)))
      {
        g_signal_emit_by_name (hand, "card-activated", i);
        break;
      }
  /* Only seat 0 could move: the match's next move is Anna's. */
  g_assert_true (ui_wait (anna_moved, &progress, 10000));
  g_assert_null (gtk_label_get_text (GTK_LABEL (find_named (view, "guest-message")))[0] != '\0'
                 ? gtk_label_get_text (GTK_LABEL (find_named (view, "guest-message"))) : NULL);

  /* Leaving the guest's table frees the seat for its grace period. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.leave-match", NULL);
  g_assert_null (ui_find_first (GTK_WIDGET (window), TRP_TYPE_GUEST_VIEW));
  trp_table_host_close (host, "host-stopped");
  gtk_window_destroy (GTK_WINDOW (window));
  ui_settle (50);
}

typedef struct
{
  TrpGuestView *view;
  TrpMove      *hinted;
  gboolean      hint_came;
} Turn;

static void
turn_hint_cb (TrpGuestTable   *table,
              TrpMove         *move,
              const TrpAction *action,
              Turn            *turn)
{
  g_clear_pointer (&turn->hinted, trp_move_unref);
  turn->hinted = move != NULL ? trp_move_ref (move) : NULL;
  turn->hint_came = TRUE;
}

static gboolean
turn_or_round_over (gpointer data)
{
  TrpGuestTable *table = trp_guest_view_get_table (data);

  return trp_guest_table_is_my_turn (table) || trp_guest_table_get_round_result (table, NULL) != NULL;
}

static gboolean
hint_came (gpointer data)
{
  return ((Turn *) data)->hint_came;
}

static gboolean
seq_moved (gpointer data)
{
  gint64 *seen = data;
  TrpGuestView *view = *(TrpGuestView **) (seen + 1);

  return trp_guest_table_get_seq (trp_guest_view_get_table (view)) != seen[0];
}

static GtkWidget *guest_move_button (GtkWidget  *view,
                                     const char *id);

static gboolean
go_down_allowed (gpointer data)
{
  TrpGuestTable *table = trp_guest_view_get_table (data);
  TrpMove *move = trp_game_find_move (trp_guest_table_get_moves (table), "go-down");

  return trp_guest_table_get_staged (table)->len > 0 && move != NULL && trp_move_is_available (move);
}

/* One turn of the guest, played as a person at the window would: the
 * hint button, then the hinted card activated in the hand, or the hinted
 * move's button when it takes no card of the hand. */
static void
play_hinted_turn (Turn *turn)
{
  TrpGuestView *view = turn->view;
  TrpGuestTable *table = trp_guest_view_get_table (view);
  GtkWidget *hand = find_named (GTK_WIDGET (view), "guest-hand");
  struct { gint64 seq; TrpGuestView *view; } seen = { trp_guest_table_get_seq (table), view };
  gboolean played = FALSE;

  turn->hint_came = FALSE;
  g_signal_emit_by_name (find_named (GTK_WIDGET (view), "guest-hint"), "clicked");
  g_assert_true (ui_wait (hint_came, turn, 10000));
  g_assert_nonnull (turn->hinted);

  if (trp_move_get_cards_mode (turn->hinted) == TRP_MOVE_CARDS_EXACTLY && trp_move_get_n_cards (turn->hinted) == 1)
    for (guint i = 0; !played && i < trp_hand_view_get_n_cards (TRP_HAND_VIEW (hand)); i++)
      if (trp_hand_view_is_selected (TRP_HAND_VIEW (hand), i))
        {
          g_signal_emit_by_name (hand, "card-activated", i);
          played = TRUE;
        }
  /* Cards added to a meld (Biriba): the hinted cards are selected; a
   * click on that meld of the board adds them, as at the local table. */
  if (!played && trp_move_get_place (turn->hinted) == TRP_PLACE_MELD)
    {
      g_autoptr(GPtrArray) views = ui_find_all (GTK_WIDGET (view), TRP_TYPE_HAND_VIEW);
      GObject *click = NULL;

      for (guint i = 0; i < views->len && click == NULL; i++)
        {
          GtkWidget *meld = g_ptr_array_index (views, i);

          if (meld != hand &&
              g_strcmp0 (gtk_widget_get_tooltip_text (meld), _("Click to add the selected cards")) == 0 &&
              GPOINTER_TO_INT (g_object_get_data (G_OBJECT (meld), "trp-drop-index")) == trp_move_get_place_index (turn->hinted))
            {
              g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (meld);

              /* The board's click was added last; GTK lists it first. */
              for (guint c = 0; c < g_list_model_get_n_items (controllers) && click == NULL; c++)
                {
                  g_autoptr(GObject) controller = g_list_model_get_item (controllers, c);

                  if (GTK_IS_GESTURE_CLICK (controller))
                    click = controller;
                }
            }
        }
      g_assert_nonnull (click);
      g_signal_emit_by_name (click, "pressed", 1, 1.0, 1.0);
      g_test_message ("added to meld %d from the board", trp_move_get_place_index (turn->hinted));
      played = TRUE;
    }
  /* A hinted go-down comes staged (Biriba): Go Down lays it. */
  if (!played && trp_move_is_staging (turn->hinted))
    {
      g_assert_true (ui_wait (go_down_allowed, view, 10000));
      g_signal_emit_by_name (guest_move_button (GTK_WIDGET (view), "go-down"), "clicked");
      g_test_message ("went down with %u melds staged",
                      trp_guest_table_get_staged (trp_guest_view_get_table (view))->len);
      played = TRUE;
    }
  if (!played)
    {
      GtkWidget *button = ui_find_button_label (GTK_WIDGET (view), trp_move_get_label (turn->hinted));

      if (button == NULL)
        g_test_message ("hinted %s “%s”", trp_move_get_id (turn->hinted), trp_move_get_label (turn->hinted));

      g_assert_nonnull (button);
      g_signal_emit_by_name (button, "clicked");
    }
  g_assert_true (ui_wait (seq_moved, &seen, 10000));
}

/* A guest plays a whole round from its window; at the end it sees the
 * round result sheet a local player sees of the same round, line for
 * line, and What Happened tells it the round's turns in the same words. */
static void
test_guest_round_result (gconstpointer data)
{
  g_autoptr(TrpApplication) app = ui_application_new ();
  g_autoptr(TrpMatch) match = new_hosted_match_of (data);
  g_autoptr(TrpTableHost) host = NULL;
  g_autoptr(TrpGuestTable) table = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *address = NULL;
  TrpWindow *window = new_main_window (app);
  GtkWidget *view, *sheet, *local, *history, *local_history;
  Turn turn = { NULL, };
  g_autofree char *guest_text = NULL;
  g_autofree char *local_text = NULL;
  guint turns = 0;

  host = trp_table_host_new (match, &error);
  g_assert_no_error (error);
  trp_match_driver_set_delay (trp_table_host_get_driver (host), 0);
  trp_table_host_set_max_rounds (host, 1);
  g_assert_true (trp_table_host_listen (host, "127.0.0.1", 0, &error));
  g_assert_true (trp_table_host_start (host, &error));
  address = g_strdup_printf ("127.0.0.1:%u", trp_table_host_get_port (host));

  table = trp_guest_table_new (address, trp_table_host_get_code (host), "Anna", &error);
  g_assert_no_error (error);
  trp_guest_table_connect (table);
  trp_window_show_guest_table (window, table);
  view = ui_find_first (GTK_WIDGET (window), TRP_TYPE_GUEST_VIEW);
  turn.view = TRP_GUEST_VIEW (view);
  g_signal_connect (table, "hint", G_CALLBACK (turn_hint_cb), &turn);

  /* Nothing to read before the round is over. */
  g_assert_false (gtk_widget_activate_action (view, "guest.round-result", NULL) &&
                  ui_has_round_result_sheet (NULL));

  /* Bounded: a Biriba round is some 150 of one seat's moves at most. */
  while (turns < 400)
    {
      g_assert_true (ui_wait (turn_or_round_over, view, 20000));
      if (trp_guest_table_get_round_result (table, NULL) != NULL)
        break;
      play_hinted_turn (&turn);
      turns++;
    }
  g_assert_cmpuint (turns, >, 0);
  g_assert_false (trp_match_get_round_in_progress (match));

  /* The sheet comes up by itself, as at the local table; it is the sheet
   * of the host's own round, seen from Anna's seat. */
  g_assert_true (ui_wait (ui_has_round_result_sheet, NULL, 10000));
  sheet = ui_find_round_result_sheet ();
  local = trp_round_result_sheet_new (NULL, match, 0);
  trp_round_result_sheet_set_for_reading (TRP_ROUND_RESULT_SHEET (local));
  guest_text = ui_collect_text (sheet);
  local_text = ui_collect_text (local);
  g_assert_cmpstr (guest_text, ==, local_text);
  g_assert_cmpstr (ui_dialog_get_title (sheet), ==, ui_dialog_get_title (local));
  g_assert_cmpuint (trp_round_result_sheet_get_round (TRP_ROUND_RESULT_SHEET (sheet)), ==, 0);
  g_free (ui_screenshot (sheet, "net-guest-round-result"));
  ui_dialog_destroy (sheet);
  g_clear_pointer (&guest_text, g_free);
  g_clear_pointer (&local_text, g_free);
  ui_dialog_destroy (local);

  /* What Happened: every turn of the round, in the host's words. */
  g_assert_true (gtk_widget_activate_action (view, "guest.history", NULL));
  history = ui_find_dialog (TRP_TYPE_MOVE_HISTORY);
  g_assert_nonnull (history);
  local_history = trp_move_history_new (NULL, match, 0);
  g_assert_cmpuint (trp_move_history_get_n_turns (TRP_MOVE_HISTORY (history)), ==,
                    trp_move_history_get_n_turns (TRP_MOVE_HISTORY (local_history)));
  g_assert_cmpuint (trp_move_history_get_n_turns (TRP_MOVE_HISTORY (history)), >=, turns);
  guest_text = ui_collect_text (history);
  local_text = ui_collect_text (local_history);
  g_assert_cmpstr (guest_text, ==, local_text);
  g_free (ui_screenshot (history, "net-guest-history"));
  ui_dialog_destroy (history);
  ui_dialog_destroy (local_history);

  g_clear_pointer (&turn.hinted, trp_move_unref);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.leave-match", NULL);
  trp_table_host_close (host, "host-stopped");
  gtk_window_destroy (GTK_WINDOW (window));
  ui_settle (50);
}

/* --- A guest stages Biriba melds (B-13, B-56, B-60) */

/* A 4-player Biriba deal: Anna (seat 0) holds @hand, the stock's top
 * card is the queen of diamonds, each biribaki 11 cards, and the rest of
 * the deck goes round in its canonical order. */
static JsonObject *
biriba_staging_deal (const char * const *hand)
{
  g_autoptr(GByteArray) deck = trp_deck_new (TRP_DECK_DOUBLE_WITH_4_JOKERS);
  guint8 counts[256] = { 0, };
  JsonObject *deal = json_object_new ();
  JsonArray *hands = json_array_new ();
  JsonArray *packets = json_array_new ();
  JsonArray *stock = json_array_new ();
  JsonArray *mine = json_array_new ();
  const char *held_back[] = { "QD", "5C" };
  guint next = 0;
  TrpCard card;

  for (guint i = 0; i < deck->len; i++)
    counts[deck->data[i]]++;
  for (guint i = 0; hand[i] != NULL; i++)
    {
      g_assert_true (trp_card_from_code (hand[i], &card, NULL));
      g_assert_cmpuint (counts[card], >, 0);
      counts[card]--;
      json_array_add_string_element (mine, hand[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (held_back); i++)
    {
      g_assert_true (trp_card_from_code (held_back[i], &card, NULL));
      counts[card]--;
    }
  json_array_add_array_element (hands, mine);
  for (guint n = 0; n < 3 + 2; n++)
    {
      JsonArray *cards = json_array_new ();

      for (guint i = 0; i < 11; i++)
        {
          while (counts[deck->data[next]] == 0)
            next++;
          card = deck->data[next];
          counts[card]--;
          json_array_add_string_element (cards, trp_card_to_code (card));
        }
      json_array_add_array_element (n < 3 ? hands : packets, cards);
    }
  json_array_add_string_element (stock, "QD");
  for (guint i = 0; i < 256; i++)
    for (; counts[i] > 0; counts[i]--)
      json_array_add_string_element (stock, trp_card_to_code ((TrpCard) i));

  json_object_set_array_member (deal, "hands", hands);
  json_object_set_array_member (deal, "biribakia", packets);
  json_object_set_array_member (deal, "stock", stock);
  json_object_set_string_member (deal, "upcard", "5C");
  return deal;
}

/* Anna invited at seat 0, three Easy computers; the opening minimum is
 * 55 at a score of 0 (B-60, “Target 5000: 55, then …”). */
static TrpMatch *
new_biriba_staging_match (void)
{
  static const char *hand[] = { "3S", "4S", "5S", "KH", "KD", "KC", "AS", "AH", "AD", "7D", "9C", NULL };
  g_autoptr(TrpRules) rules = trp_rules_new (trp_game_catalog_lookup_rules ("biriba"));
  g_autoptr(JsonObject) deal = biriba_staging_deal (hand);
  g_autoptr(GError) error = NULL;
  TrpPlayer players[4] = { { NULL, } };
  const char *names[] = { "Anna", "Bob", "Cleo", "Dan" };
  TrpMatch *match;

  g_assert_true (trp_rules_set_enum_id (rules, "initial_meld_minimum", "fa_5000_c", &error));
  g_assert_no_error (error);
  for (guint i = 0; i < 4; i++)
    {
      players[i].name = (char *) names[i];
      players[i].team = -1;
      players[i].invited = i == 0;
      players[i].kind = i == 0 ? TRP_PLAYER_HUMAN : TRP_PLAYER_COMPUTER;
      players[i].level = i == 0 ? NULL : (char *) "easy";
    }
  match = trp_match_new ("biriba", rules, players, 4, trp_game_catalog_create_game, &error);
  g_assert_no_error (error);
  trp_match_set_first_dealer (match, 3);
  g_assert_true (trp_match_start_round_explicit (match, deal, &error));
  g_assert_no_error (error);
  return match;
}

/* Selects @codes in the guest's hand as a person does: the cursor to
 * each card, then Space. */
static void
select_in_guest_hand (GtkWidget  *window,
                      GtkWidget  *hand,
                      const char *codes)
{
  g_auto(GStrv) parts = g_strsplit (codes, " ", -1);
  TrpHandView *view = TRP_HAND_VIEW (hand);

  trp_hand_view_clear_selection (view);
  gtk_widget_grab_focus (hand);
  for (guint p = 0; parts[p] != NULL; p++)
    {
      gboolean found = FALSE;
      TrpCard card;

      g_assert_true (trp_card_from_code (parts[p], &card, NULL));
      for (guint i = 0; i < trp_hand_view_get_n_cards (view) && !found; i++)
        if (trp_hand_view_get_card (view, i) == card && !trp_hand_view_is_selected (view, i))
          {
            trp_hand_view_set_cursor (view, i);
            g_assert_true (ui_press_key (window, GDK_KEY_space, 0));
            found = TRUE;
          }
      g_assert_true (found);
    }
  g_assert_cmpuint (selected_count (view), ==, g_strv_length (parts));
}

/* The button of the move @id the guest may make now, as shown. */
static GtkWidget *
guest_move_button (GtkWidget  *view,
                   const char *id)
{
  GPtrArray *moves = trp_guest_table_get_moves (trp_guest_view_get_table (TRP_GUEST_VIEW (view)));
  TrpMove *move = trp_game_find_move (moves, id);

  g_assert_nonnull (move);
  return ui_find_button_label (view, trp_move_get_label (move));
}

typedef struct
{
  GtkWidget *view;
  guint      n_staged;
  guint      n_hand;
} Staged;

static gboolean
staged_shown (gpointer data)
{
  Staged *want = data;
  TrpGuestTable *table = trp_guest_view_get_table (TRP_GUEST_VIEW (want->view));
  GtkWidget *board = find_named (want->view, "guest-board");

  return trp_guest_table_get_staged (table)->len == want->n_staged &&
         trp_board_get_staged (TRP_BOARD (board))->len == want->n_staged &&
         trp_hand_view_get_n_cards (TRP_HAND_VIEW (find_named (want->view, "guest-hand"))) == want->n_hand;
}

static gboolean
message_has_rule (gpointer data)
{
  GtkWidget *label = find_named (GTK_WIDGET (data), "guest-message");

  return gtk_widget_get_visible (label) && strstr (gtk_label_get_text (GTK_LABEL (label)), "[B-") != NULL;
}

static gboolean
guest_in_meld_step (gpointer data)
{
  GtkWidget *view = data;
  TrpGuestTable *table = trp_guest_view_get_table (TRP_GUEST_VIEW (view));
  TrpMove *move;

  if (!trp_guest_table_is_my_turn (table))
    return FALSE;
  move = trp_game_find_move (trp_guest_table_get_moves (table), "new-meld");
  return move != NULL && trp_move_is_available (move);
}

/* @codes selected in the hand, New Meld from Selection clicked: the
 * board then shows @n_staged melds and the hand @n_hand cards. */
static void
stage_in_guest_window (TrpWindow  *window,
                       Staged     *want,
                       const char *codes,
                       guint       n_staged,
                       guint       n_hand)
{
  select_in_guest_hand (GTK_WIDGET (window), find_named (want->view, "guest-hand"), codes);
  g_signal_emit_by_name (guest_move_button (want->view, "new-meld"), "clicked");
  want->n_staged = n_staged;
  want->n_hand = n_hand;
  g_assert_true (ui_wait (staged_shown, want, 10000));
}

/* A guest stages melds in its own window as a local player does: the
 * cards selected, New Meld from Selection; a selection that is no meld
 * refused with its rule (B-13), nothing staged; the run staged and shown
 * on the board, out of the hand, Go Down refused for the opening minimum
 * (B-60); the set and the aces staged too, and Go Down lays all three at
 * the host's match. Before, the guest's window offered no staging. */
static void
test_guest_stages_biriba (void)
{
  g_autoptr(TrpApplication) app = ui_application_new ();
  g_autoptr(TrpMatch) match = new_biriba_staging_match ();
  g_autoptr(TrpTableHost) host = NULL;
  g_autoptr(TrpGuestTable) table = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *address = NULL;
  TrpWindow *window = new_main_window (app);
  GtkWidget *view, *hand, *go_down;
  Staged want = { NULL, 0, 0 };
  Progress progress = { match, 0 };
  guint n_hand;

  host = trp_table_host_new (match, &error);
  g_assert_no_error (error);
  trp_match_driver_set_delay (trp_table_host_get_driver (host), 0);
  g_assert_true (trp_table_host_listen (host, "127.0.0.1", 0, &error));
  g_assert_true (trp_table_host_start (host, &error));
  address = g_strdup_printf ("127.0.0.1:%u", trp_table_host_get_port (host));

  table = trp_guest_table_new (address, trp_table_host_get_code (host), "Anna", &error);
  g_assert_no_error (error);
  trp_guest_table_connect (table);
  trp_window_show_guest_table (window, table);
  view = ui_find_first (GTK_WIDGET (window), TRP_TYPE_GUEST_VIEW);
  want.view = view;
  hand = find_named (view, "guest-hand");

  /* Anna draws, as a person does: the draw's button. */
  g_assert_true (ui_wait (guest_turn, view, 20000));
  {
    GPtrArray *moves = trp_guest_table_get_moves (table);
    TrpMove *draw = trp_game_find_move_taking_to (moves, TRP_PLACE_STOCK);
    GtkWidget *button;

    if (draw == NULL)
      for (guint i = 0; i < moves->len && draw == NULL; i++)
        if (trp_move_get_place (g_ptr_array_index (moves, i)) == TRP_PLACE_STOCK &&
            trp_move_is_available (g_ptr_array_index (moves, i)))
          draw = g_ptr_array_index (moves, i);
    g_assert_nonnull (draw);
    button = ui_find_button_label (view, trp_move_get_label (draw));
    g_assert_nonnull (button);
    g_signal_emit_by_name (button, "clicked");
  }
  g_assert_true (ui_wait (guest_in_meld_step, view, 10000));
  n_hand = trp_hand_view_get_n_cards (TRP_HAND_VIEW (hand));
  g_assert_cmpuint (n_hand, ==, 12);

  /* The hint, a go-down of run, set and aces (searched on the host from
   * Anna's seat), shows as those three melds staged; taken back. */
  g_signal_emit_by_name (find_named (view, "guest-hint"), "clicked");
  want.n_staged = 3;
  want.n_hand = n_hand - 9;
  g_assert_true (ui_wait (staged_shown, &want, 20000));
  g_assert_true (hint_shown (view));
  g_assert_true (gtk_widget_is_sensitive (guest_move_button (view, "go-down")));
  g_assert_true (gtk_widget_activate_action (view, "table.unstage", NULL));
  want.n_staged = 0;
  want.n_hand = n_hand;
  g_assert_true (ui_wait (staged_shown, &want, 10000));

  /* No meld: refused by the host with the rule, nothing staged. */
  select_in_guest_hand (GTK_WIDGET (window), hand, "7D 9C 3S");
  g_signal_emit_by_name (guest_move_button (view, "new-meld"), "clicked");
  g_assert_true (ui_wait (message_has_rule, view, 10000));
  want.n_staged = 0;
  want.n_hand = n_hand;
  g_assert_true (staged_shown (&want));

  /* The run: on the board, out of the hand; Go Down says what it lacks. */
  stage_in_guest_window (window, &want, "3S 4S 5S", 1, n_hand - 3);
  g_assert_false (gtk_widget_get_visible (find_named (view, "guest-message")));
  go_down = guest_move_button (view, "go-down");
  g_assert_nonnull (go_down);
  g_assert_false (gtk_widget_is_sensitive (go_down));
  {
    /* Persian writes the rule's digits its own way. */
    g_autofree char *rule = trp_localize_digits ("B-60");

    g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (go_down), rule));
  }
  g_free (ui_screenshot (GTK_WIDGET (window), "net-guest-staged"));

  /* Take Back Staged Melds: the run back in the hand. */
  g_assert_true (gtk_widget_activate_action (view, "table.unstage", NULL));
  want.n_staged = 0;
  want.n_hand = n_hand;
  g_assert_true (ui_wait (staged_shown, &want, 10000));

  /* Run, set and aces: 90 points, over the 55 asked; Go Down. */
  stage_in_guest_window (window, &want, "3S 4S 5S", 1, n_hand - 3);
  stage_in_guest_window (window, &want, "KH KD KC", 2, n_hand - 6);
  stage_in_guest_window (window, &want, "AS AH AD", 3, n_hand - 9);
  go_down = guest_move_button (view, "go-down");
  g_assert_true (gtk_widget_is_sensitive (go_down));
  g_free (ui_screenshot (GTK_WIDGET (window), "net-guest-go-down"));

  progress.n_actions = trp_match_get_round_n_actions (match, 0);
  g_signal_emit_by_name (go_down, "clicked");
  g_assert_true (ui_wait (anna_moved, &progress, 10000));

  /* At the host: Anna's three melds laid, three cards left in her hand. */
  {
    g_autoptr(JsonNode) seen = trp_game_observation (trp_match_get_game (match), 0);
    JsonObject *object = json_node_get_object (seen);

    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "hand")), ==, 3);
  }
  want.n_staged = 0;
  want.n_hand = 3;
  g_assert_true (ui_wait (staged_shown, &want, 10000));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.leave-match", NULL);
  trp_table_host_close (host, "host-stopped");
  gtk_window_destroy (GTK_WINDOW (window));
  ui_settle (50);
}

static void
raise_flag (gboolean *flag)
{
  *flag = TRUE;
}

static gboolean
flag_raised (gpointer data)
{
  return *(gboolean *) data;
}

/* A whole round of @data's game at a table hosted from New Match, the
 * host's window showing it, with three guests on "other computers"
 * (headless, playing as the Normal computer would from their seats):
 * the round reaches the host's result sheet, which is the match's own,
 * and every guest is sent the same result and the whole round told. */
static void
test_three_guests_round (gconstpointer data)
{
  const char *game_id = data;
  const char * const names[] = { "Maria", "Anna", "Bob", "Dan" };
  g_autoptr(TrpApplication) app = ui_application_new ();
  TrpWindow *window = new_main_window (app);
  GtkWidget *dialog, *invitation, *sheet, *local;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GPtrArray) kinds = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *code = NULL;
  g_autofree char *sheet_text = NULL;
  g_autofree char *local_text = NULL;
  TrpTableGuest *guests[3];
  TrpTableHost *host;
  TrpMatch *match;
  guint moves = 0;
  gint64 start = g_get_monotonic_time ();

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-match", NULL);
  g_assert_true (ui_wait (ui_has_dialog, GSIZE_TO_POINTER (TRP_TYPE_NEW_MATCH_DIALOG), 5000));
  dialog = ui_find_dialog (TRP_TYPE_NEW_MATCH_DIALOG);
  trp_new_match_dialog_select_game (TRP_NEW_MATCH_DIALOG (dialog), game_id);
  entries = ui_find_all (dialog, GTK_TYPE_ENTRY);
  kinds = ui_find_all (dialog, GTK_TYPE_DROP_DOWN);
  /* Maria's computer keeps the table; a Normal computer plays her seat. */
  for (guint i = 0; i < 4; i++)
    {
      gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (entries, i)), names[i]);
      gtk_drop_down_set_selected (g_ptr_array_index (kinds, i), i == 0 ? 2 : 4);
    }
  g_signal_emit_by_name (ui_find_button_label (dialog, _("_Start")), "clicked");
  g_assert_true (ui_wait (has_invitation, NULL, 5000));
  invitation = ui_find_dialog_titled (_("Invitation"));
  code = g_strdup (gtk_label_get_text (GTK_LABEL (find_named (invitation, "invitation-code"))));
  uri = g_strdup_printf ("ws://%s/", gtk_label_get_text (GTK_LABEL (find_named (invitation, "invitation-address"))));
  ui_dialog_destroy (invitation);
  host = trp_hosted_table_get_host (trp_window_get_hosted_table (window));
  match = trp_table_host_get_match (host);
  g_assert_cmpstr (trp_match_get_game_id (match), ==, game_id);
  /* Maria's computer moves without a pause for a person to follow. */
  trp_match_driver_set_delay (trp_table_host_get_driver (host), 0);

  for (guint i = 0; i < 3; i++)
    {
      gboolean welcomed = FALSE;

      guests[i] = trp_table_guest_new (uri, code, names[i + 1]);
      trp_table_guest_set_autoplay (guests[i], "normal");
      g_signal_connect_swapped (guests[i], "welcome", G_CALLBACK (raise_flag), &welcomed);
      trp_table_guest_connect (guests[i]);
      g_assert_true (ui_wait (flag_raised, &welcomed, 10000));
      g_assert_cmpint (trp_table_guest_get_seat (guests[i]), ==, (int) i + 1);
    }

  /* The round is played out to the host's result sheet. */
  g_assert_true (ui_wait (ui_has_round_result_sheet, NULL, 240000));
  g_assert_false (trp_match_get_round_in_progress (match));
  g_test_message ("%s: round of %u moves in %.1f s", game_id, trp_match_get_round_n_actions (match, 0),
                  (g_get_monotonic_time () - start) / 1e6);
  sheet = ui_find_round_result_sheet ();
  local = trp_round_result_sheet_new (NULL, match, 0);
  sheet_text = ui_collect_text (sheet);
  local_text = ui_collect_text (local);
  g_assert_cmpstr (sheet_text, ==, local_text);
  ui_dialog_destroy (local);
  {
    g_autofree char *shot = g_strconcat ("net-three-guests-", game_id, NULL);

    g_free (ui_screenshot (sheet, shot));
  }

  /* Every guest was told the round over, its result and all its turns;
   * the host made every move a guest counted, and no other. */
  ui_settle (100);
  for (guint i = 0; i < 3; i++)
    {
      JsonObject *state = trp_table_guest_get_state (guests[i]);
      g_autoptr(GPtrArray) turns = trp_match_describe_round (match, 0, NULL);
      g_autoptr(JsonNode) result = trp_net_round_result_to_json (match, 0);
      g_autoptr(JsonNode) sent = NULL;

      g_assert_true (json_object_get_boolean_member (state, "round_over"));
      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (state, "turns")), ==, turns->len);
      sent = json_node_copy (json_object_get_member (state, "result"));
      g_assert_true (json_node_equal (sent, result));
      moves += trp_table_guest_get_n_moves (guests[i]);
    }
  g_assert_cmpuint (moves, >, 0);
  g_assert_cmpuint (moves, ==, trp_table_host_get_stats (host)->moves);

  for (guint i = 0; i < 3; i++)
    g_object_unref (guests[i]);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.leave-match", NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_settle (50);
}

int
main (int    argc,
      char **argv)
{
  /* LANGUAGE=el and fa run it in Greek and Persian (meson runs all
   * three), from the translations this build compiles. */
  test_locale_init_translations ();

  /* Loopback only, and no DNS-SD whatever happens. */
  g_setenv ("TRAPOULA_TABLE_ADDRESS", "127.0.0.1", TRUE);
  g_setenv ("TRAPOULA_DNS_SD", "off", TRUE);
  if (!ui_test_init (&argc, &argv))
    return 0;
  ui_init ();

  fake = g_object_new (TEST_TYPE_FAKE_DISCOVERY, NULL);
  trp_table_discovery_set_default (TRP_TABLE_DISCOVERY (fake));

  g_test_add_func ("/ui/net/host-from-new-match", test_host_from_new_match);
  g_test_add_func ("/ui/net/join-dialog", test_join_dialog);
  g_test_add_data_func ("/ui/net/guest-round-result", "marianna", test_guest_round_result);
  g_test_add_data_func ("/ui/net/guest-round-result/biriba", "biriba", test_guest_round_result);
  g_test_add_func ("/ui/net/guest-stages-biriba", test_guest_stages_biriba);
  g_test_add_data_func ("/ui/net/three-guests/biriba", "biriba", test_three_guests_round);
  g_test_add_data_func ("/ui/net/three-guests/dabaifen", "dabaifen", test_three_guests_round);
  g_test_add_data_func ("/ui/net/three-guests/marianna", "marianna", test_three_guests_round);

  return ui_test_run ();
}
