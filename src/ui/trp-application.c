/* trp-application.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "trp-application.h"
#include "trp-card-view.h"
#include "trp-new-match-dialog.h"
#include "trp-preferences-window.h"
#include "trp-rules-help.h"
#include "trp-window.h"

struct _TrpApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
  char           *screenshot_path;
  char           *show;
};

G_DEFINE_FINAL_TYPE (TrpApplication, trp_application, ADW_TYPE_APPLICATION)

TrpApplication *
trp_application_new (void)
{
  return g_object_new (TRP_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "flags", G_APPLICATION_DEFAULT_FLAGS,
                       "resource-base-path", "/io/github/trapoula/Trapoula",
                       NULL);
}

/**
 * trp_application_get_settings:
 *
 * Returns: (transfer none): the app's settings
 */
GSettings *
trp_application_get_settings (TrpApplication *self)
{
  g_return_val_if_fail (TRP_IS_APPLICATION (self), NULL);

  return self->settings;
}

/* A developer view of every card design, for --show cards. */
static GtkWindow *
new_card_gallery (GtkApplication *app,
                  gboolean        italian)
{
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *flow = gtk_flow_box_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  g_autoptr(GByteArray) deck = trp_deck_new (italian ? TRP_DECK_ITALIAN_40 : TRP_DECK_SINGLE_WITH_2_JOKERS);
  TrpCardStyle style;

  trp_card_style_init (&style);
  style.faces = italian ? TRP_FACE_STYLE_ITALIAN : TRP_FACE_STYLE_FRENCH;

  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 14);
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  for (guint i = 0; i <= deck->len; i++)
    {
      GtkWidget *view = trp_card_view_new (i < deck->len ? deck->data[i] : TRP_CARD_JOKER);

      trp_card_view_set_style (TRP_CARD_VIEW (view), &style);
      trp_card_view_set_card_width (TRP_CARD_VIEW (view), 72);
      gtk_flow_box_append (GTK_FLOW_BOX (flow), view);
    }
  for (guint i = 0; i < 4; i++)
    {
      static const TrpCardState states[] = {
        TRP_CARD_STATE_SELECTED, TRP_CARD_STATE_DISABLED,
        TRP_CARD_STATE_HIGHLIGHTED, TRP_CARD_STATE_FOCUSED,
      };
      GtkWidget *view = trp_card_view_new (deck->data[i * 3]);

      trp_card_view_set_style (TRP_CARD_VIEW (view), &style);
      trp_card_view_set_card_width (TRP_CARD_VIEW (view), 72);
      trp_card_view_set_state (TRP_CARD_VIEW (view), states[i]);
      gtk_flow_box_append (GTK_FLOW_BOX (flow), view);
    }
  {
    GtkWidget *back = trp_card_view_new (TRP_CARD_NONE);

    trp_card_view_set_card_width (TRP_CARD_VIEW (back), 72);
    trp_card_view_set_face_down (TRP_CARD_VIEW (back), TRUE);
    gtk_flow_box_append (GTK_FLOW_BOX (flow), back);
  }

  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), flow);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), scrolled);
  gtk_window_set_default_size (GTK_WINDOW (window), 1240, 780);
  return GTK_WINDOW (window);
}

static void
trp_application_activate (GApplication *app)
{
  TrpApplication *self = TRP_APPLICATION (app);
  GtkWindow *window;

  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (window == NULL)
    window = GTK_WINDOW (trp_window_new (self));

  gtk_window_present (window);

  /* Developer options: open a view, so that --screenshot can show it. */
  if (self->show != NULL && (g_str_equal (self->show, "preferences") ||
                             g_str_has_prefix (self->show, "rules:")))
    {
      TrpPreferencesWindow *preferences = trp_preferences_window_new (window, self->settings);

      gtk_window_present (GTK_WINDOW (preferences));
      if (g_str_has_prefix (self->show, "rules:"))
        trp_preferences_window_show_house_rules (preferences, self->show + strlen ("rules:"));
      window = GTK_WINDOW (preferences);
    }

  /* --show rules-help:biriba, or rules-help:biriba:runs_only to open a
   * house rule's entry. */
  if (self->show != NULL && g_str_has_prefix (self->show, "rules-help"))
    {
      g_auto(GStrv) parts = g_strsplit (self->show, ":", 3);

      window = GTK_WINDOW (trp_rules_help_present (window, NULL, parts[0] != NULL ? parts[1] : NULL,
                                                   parts[0] != NULL && parts[1] != NULL ? parts[2] : NULL));
    }

  if (self->show != NULL && g_str_equal (self->show, "new-match"))
    {
      TrpNewMatchDialog *dialog = trp_new_match_dialog_new (window, self->settings);

      gtk_window_present (GTK_WINDOW (dialog));
      window = GTK_WINDOW (dialog);
    }

  /* A new match with the default seats, to look at a game's table. */
  if (self->show != NULL && g_str_has_prefix (self->show, "match:"))
    {
      TrpNewMatchDialog *dialog = trp_new_match_dialog_new (window, self->settings);
      g_autoptr(GError) error = NULL;
      g_autoptr(TrpMatch) match = NULL;

      trp_new_match_dialog_select_game (dialog, self->show + strlen ("match:"));
      match = trp_new_match_dialog_create (dialog, &error);
      gtk_window_destroy (GTK_WINDOW (dialog));
      if (match != NULL)
        trp_window_show_match (TRP_WINDOW (window), match);
      else
        g_printerr ("%s\n", error->message);
    }

  if (self->show != NULL && g_str_has_prefix (self->show, "cards"))
    {
      window = new_card_gallery (GTK_APPLICATION (app), g_str_equal (self->show, "cards:italian"));
      gtk_window_present (window);
    }

  if (self->screenshot_path != NULL)
    trp_window_save_screenshot_and_quit (window, self->screenshot_path);
}

static int
trp_application_handle_local_options (GApplication *app,
                                      GVariantDict *options)
{
  TrpApplication *self = TRP_APPLICATION (app);
  const char *path = NULL;

  if (g_variant_dict_lookup (options, "version", "b", NULL))
    {
      g_print ("%s %s\n", PACKAGE_NAME, PACKAGE_VERSION);
      return 0;
    }

  /* A screenshot run must not hand its work to a running instance. */
  if (g_variant_dict_lookup (options, "screenshot", "^&ay", &path))
    {
      self->screenshot_path = g_strdup (path);
      g_application_set_flags (app, g_application_get_flags (app) | G_APPLICATION_NON_UNIQUE);
    }

  if (g_variant_dict_lookup (options, "show", "&s", &path))
    self->show = g_strdup (path);

  return -1;
}

static void
trp_application_startup (GApplication *app)
{
  TrpApplication *self = TRP_APPLICATION (app);

  G_APPLICATION_CLASS (trp_application_parent_class)->startup (app);

  self->settings = g_settings_new ("io.github.trapoula.Trapoula");
  gtk_window_set_default_icon_name (APPLICATION_ID);
}

static void
trp_application_finalize (GObject *object)
{
  TrpApplication *self = (TrpApplication *)object;

  g_clear_object (&self->settings);
  g_clear_pointer (&self->screenshot_path, g_free);
  g_clear_pointer (&self->show, g_free);

  G_OBJECT_CLASS (trp_application_parent_class)->finalize (object);
}

static void
trp_application_class_init (TrpApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->finalize = trp_application_finalize;

  app_class->activate = trp_application_activate;
  app_class->startup = trp_application_startup;
  app_class->handle_local_options = trp_application_handle_local_options;
}

static void
about_action_cb (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  TrpApplication *self = user_data;
  static const char *developers[] = { "The Trapoula developers", NULL };
  static const char *rules_sources[] = {
    "Biriba: Greek and Persian rule texts",
    "Da Bai Fen: Persian rule text",
    "Marianna: Persian rule text",
    NULL
  };
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", gtk_application_get_active_window (GTK_APPLICATION (self)),
                        "application-icon", APPLICATION_ID,
                        "application-name", _("Trapoula"),
                        "developer-name", _("The Trapoula developers"),
                        "version", PACKAGE_VERSION,
                        "comments", _("Biriba, Da Bai Fen and Marianna at one table, "
                                      "against computer players, with the house rules "
                                      "real tables argue about."),
                        "website", "https://github.com/trapoula/trapoula",
                        "issue-url", "https://github.com/trapoula/trapoula/issues",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "copyright", "© 2026 The Trapoula developers",
                        "developers", developers,
                        /* Translators: put your names here, one per line,
                         * e.g. “Name Surname <email@example.org>”. */
                        "translator-credits", _("translator-credits"),
                        NULL);
  adw_about_window_add_credit_section (ADW_ABOUT_WINDOW (about), _("Rule texts"), rules_sources);
  gtk_window_present (GTK_WINDOW (about));
}

static void
preferences_action_cb (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  TrpApplication *self = user_data;
  TrpPreferencesWindow *preferences;

  preferences = trp_preferences_window_new (gtk_application_get_active_window (GTK_APPLICATION (self)),
                                            self->settings);
  gtk_window_present (GTK_WINDOW (preferences));
}

static void
quit_action_cb (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  TrpApplication *self = user_data;

  /* Closing the windows lets each one save its state first. */
  for (GList *windows = gtk_application_get_windows (GTK_APPLICATION (self));
       windows != NULL;
       windows = gtk_application_get_windows (GTK_APPLICATION (self)))
    gtk_window_destroy (windows->data);

  g_application_quit (G_APPLICATION (self));
}

static const GActionEntry app_actions[] = {
  { "about", about_action_cb },
  { "preferences", preferences_action_cb },
  { "quit", quit_action_cb },
};

static void
trp_application_init (TrpApplication *self)
{
  const GOptionEntry options[] = {
    { "version", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Print the version and exit"), NULL },
    /* A developer option: save the window as a PNG and quit. */
    { "screenshot", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_FILENAME, NULL, NULL, NULL },
    { "show", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_STRING, NULL, NULL, NULL },
    { NULL }
  };
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *preferences_accels[] = { "<Control>comma", NULL };
  static const char *new_match_accels[] = { "<Control>n", NULL };
  static const char *continue_accels[] = { "<Control>r", NULL };
  static const char *leave_accels[] = { "<Alt>Left", NULL };
  static const char *close_accels[] = { "<Control>w", NULL };
  static const char *rules_help_accels[] = { "F1", NULL };

  g_application_add_main_option_entries (G_APPLICATION (self), options);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.preferences", preferences_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.new-match", new_match_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.continue-match", continue_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.leave-match", leave_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "window.close", close_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.rules-help", rules_help_accels);
}
