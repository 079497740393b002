/* trp-application.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "trp-ai.h"
#include "trp-application.h"
#include "trp-card-view.h"
#include "trp-dialog.h"
#include "trp-new-match-dialog.h"
#include "trp-preferences-dialog.h"
#include "trp-rules-help.h"
#include "trp-table-view.h"
#include "trp-window.h"

struct _TrpApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
  GtkCssProvider *persian_font;
  char           *screenshot_path;
  char          **show;
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

static GtkWidget *
find_descendant (GtkWidget *widget,
                 GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_descendant (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* --show round:GAME: a round played to its end by computer players in
 * every seat, so that the table opens on the round's result;
 * rounds:GAME:N: N rounds so, and the next one dealt, for the score
 * pad, the history and the last trick of the round before. */
static TrpMatch *
new_played_rounds (TrpApplication  *self,
                   GtkWindow       *parent,
                   const char      *game_id,
                   guint            n_rounds,
                   gboolean         deal_next,
                   GError         **error)
{
  TrpNewMatchDialog *dialog = trp_new_match_dialog_new (parent, self->settings);
  g_autoptr(TrpMatch) match = NULL;
  guint64 seed = 1;

  trp_new_match_dialog_select_game (dialog, game_id);
  match = trp_new_match_dialog_create (dialog, error);
  trp_dialog_discard (GTK_WIDGET (dialog));
  if (match == NULL)
    return NULL;

  for (guint r = 0; r < n_rounds; r++)
    {
      TrpGame *game;

      if (r > 0 && !trp_match_start_round (match, 1000 + r, error))
        return NULL;
      game = trp_match_get_game (match);
      while (trp_match_get_round_in_progress (match))
        {
          g_autoptr(TrpAction) action = NULL;

          if (trp_game_get_current_seat (game) < 0)
            break;
          action = trp_ai_choose (game, TRP_AI_LEVEL_NORMAL, seed++, 0, NULL);
          if (action == NULL || !trp_match_perform (match, action, error))
            return NULL;
        }
      if (trp_match_get_is_over (match))
        return g_steal_pointer (&match);
    }
  if (deal_next && !trp_match_start_round (match, 1000 + n_rounds, error))
    return NULL;

  return g_steal_pointer (&match);
}

/* Developer options: --show opens views one after the other, so that
 * --screenshot can show each of them (data/screenshots/update.sh). */
static GtkWindow *
show_view (TrpApplication *self,
           GtkWindow      *main_window,
           GtkWindow      *window,
           const char     *view)
{
  g_autoptr(GError) error = NULL;

  if (g_str_equal (view, "preferences") || g_str_has_prefix (view, "rules:"))
    {
      TrpPreferencesDialog *preferences = trp_preferences_dialog_new (window, self->settings);

      trp_preferences_dialog_present (preferences);
      if (g_str_has_prefix (view, "rules:"))
        trp_preferences_dialog_show_house_rules (preferences, view + strlen ("rules:"));
      return trp_dialog_get_window (GTK_WIDGET (preferences));
    }

  /* rules-help:biriba, or rules-help:biriba:runs_only to open a house
   * rule's entry. */
  if (g_str_has_prefix (view, "rules-help"))
    {
      g_auto(GStrv) parts = g_strsplit (view, ":", 3);

      return GTK_WINDOW (trp_rules_help_present (window, NULL, parts[0] != NULL ? parts[1] : NULL,
                                                 parts[0] != NULL && parts[1] != NULL ? parts[2] : NULL));
    }

  if (g_str_equal (view, "new-match"))
    {
      TrpNewMatchDialog *dialog = trp_new_match_dialog_new (window, self->settings);

      trp_dialog_present (GTK_WIDGET (dialog));
      return trp_dialog_get_window (GTK_WIDGET (dialog));
    }

  /* A new match with the default seats, to look at a game's table. */
  if (g_str_has_prefix (view, "match:"))
    {
      TrpNewMatchDialog *dialog = trp_new_match_dialog_new (window, self->settings);
      g_autoptr(TrpMatch) match = NULL;

      trp_new_match_dialog_select_game (dialog, view + strlen ("match:"));
      match = trp_new_match_dialog_create (dialog, &error);
      trp_dialog_discard (GTK_WIDGET (dialog));
      if (match != NULL)
        trp_window_show_match (TRP_WINDOW (main_window), match);
      else
        g_printerr ("%s\n", error->message);
      return main_window;
    }

  if (g_str_has_prefix (view, "rounds:"))
    {
      g_auto(GStrv) parts = g_strsplit (view, ":", 3);
      guint n = parts[1] != NULL && parts[2] != NULL ? (guint) g_ascii_strtoull (parts[2], NULL, 10) : 0;
      g_autoptr(TrpMatch) match = NULL;

      if (n > 0)
        match = new_played_rounds (self, main_window, parts[1], n, TRUE, &error);
      else
        g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, "rounds:GAME:N");
      if (match != NULL)
        trp_window_show_match (TRP_WINDOW (main_window), match);
      else
        g_printerr ("%s\n", error->message);
      return main_window;
    }

  /* table:score-pad, table:history…: an action of the table shown. */
  if (g_str_has_prefix (view, "table:"))
    {
      GtkWidget *table = find_descendant (GTK_WIDGET (main_window), TRP_TYPE_TABLE_VIEW);
      g_autofree char *action = g_strconcat ("table.", view + strlen ("table:"), NULL);

      if (table == NULL || !gtk_widget_activate_action (table, action, NULL))
        g_printerr ("No action %s\n", action);
      return NULL;
    }

  if (g_str_has_prefix (view, "round:"))
    {
      g_autoptr(TrpMatch) match = new_played_rounds (self, main_window, view + strlen ("round:"), 1, FALSE, &error);

      if (match != NULL)
        trp_window_show_match (TRP_WINDOW (main_window), match);
      else
        g_printerr ("%s\n", error->message);
      /* The result opens over the table: the newest window is shot. */
      return NULL;
    }

  /* action:win.statistics, action:app.about…: whatever the action opens
   * is the newest window when the screenshot is taken. */
  if (g_str_has_prefix (view, "action:"))
    {
      const char *action = view + strlen ("action:");

      GtkWidget *table = find_descendant (GTK_WIDGET (main_window), TRP_TYPE_TABLE_VIEW);

      /* The table's own actions (table.score-pad…) are found from it. */
      if (!gtk_widget_activate_action (GTK_WIDGET (main_window), action, NULL) &&
          (table == NULL || !gtk_widget_activate_action (table, action, NULL)))
        g_printerr ("No action %s\n", action);
      return NULL;
    }

  if (g_str_has_prefix (view, "cards"))
    {
      GtkWindow *gallery = new_card_gallery (GTK_APPLICATION (self), g_str_equal (view, "cards:italian"));

      gtk_window_present (gallery);
      return gallery;
    }

  g_printerr ("Unknown view %s\n", view);
  return window;
}

static void
first_frame_painted_cb (GdkFrameClock *frame_clock,
                        gpointer       user_data)
{
  g_signal_handlers_disconnect_by_func (frame_clock, first_frame_painted_cb, user_data);
  gtk_window_set_default_icon_name (APPLICATION_ID);
}

/* On X11 the window icon is rendered from the SVG at every size a window
 * manager may ask for, which the first frame need not wait for: it is set
 * once that frame is drawn, and GTK gives it to the open windows then. */
static void
set_icon_after_first_frame (GtkWindow *window)
{
  GdkFrameClock *frame_clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));

  if (gtk_window_get_default_icon_name () != NULL)
    return;
  if (frame_clock == NULL)
    {
      gtk_window_set_default_icon_name (APPLICATION_ID);
      return;
    }
  g_signal_connect (frame_clock, "after-paint", G_CALLBACK (first_frame_painted_cb), NULL);
}

static void
trp_application_activate (GApplication *app)
{
  TrpApplication *self = TRP_APPLICATION (app);
  GtkWindow *main_window;
  GtkWindow *window;

  main_window = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (main_window == NULL)
    main_window = GTK_WINDOW (trp_window_new (self));

  gtk_window_present (main_window);
  set_icon_after_first_frame (main_window);

  window = main_window;
  for (guint i = 0; self->show != NULL && self->show[i] != NULL; i++)
    {
      window = show_view (self, main_window, window != NULL ? window : main_window, self->show[i]);
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

  g_variant_dict_lookup (options, "show", "^as", &self->show);

  return -1;
}

/* A Persian interface: fontconfig's generic sans-serif often picks DejaVu
 * Sans for Arabic script, whose Persian glyphs are poorly shaped and sized
 * next to the Latin interface font. Noto Sans Arabic, when installed,
 * draws the Persian text; the user's interface font the rest. */
static void
update_persian_font (TrpApplication *self)
{
  g_autofree char *font_name = NULL;
  g_autoptr(PangoFontDescription) description = NULL;
  g_auto(GStrv) families = NULL;
  GString *css = g_string_new ("window { font-family: \"Noto Sans Arabic UI\", \"Noto Sans Arabic\", ");

  g_object_get (gtk_settings_get_default (), "gtk-font-name", &font_name, NULL);
  description = pango_font_description_from_string (font_name != NULL ? font_name : "");
  if (pango_font_description_get_family (description) != NULL)
    families = g_strsplit (pango_font_description_get_family (description), ",", -1);
  for (guint i = 0; families != NULL && families[i] != NULL; i++)
    {
      g_autofree char *family = g_strstrip (g_strdup (families[i]));

      if (*family != '\0' && strchr (family, '"') == NULL)
        g_string_append_printf (css, "\"%s\", ", family);
    }
  g_string_append (css, "sans-serif; }");

#if GTK_CHECK_VERSION (4, 12, 0)
  gtk_css_provider_load_from_string (self->persian_font, css->str);
#else
  gtk_css_provider_load_from_data (self->persian_font, css->str, -1);
#endif
  g_string_free (css, TRUE);
}

/**
 * trp_application_is_persian:
 *
 * Returns: whether the interface speaks Persian, the language of
 *   LANGUAGE or the locale that gettext takes first
 */
gboolean
trp_application_is_persian (void)
{
  const char * const *languages = g_get_language_names ();

  return languages[0] != NULL &&
         (g_str_equal (languages[0], "fa") || g_str_has_prefix (languages[0], "fa_") ||
          g_str_has_prefix (languages[0], "fa."));
}

static void
trp_application_startup (GApplication *app)
{
  TrpApplication *self = TRP_APPLICATION (app);

  G_APPLICATION_CLASS (trp_application_parent_class)->startup (app);

  self->settings = g_object_ref (trp_settings_get_gsettings (trp_settings_get_default ()));

  if (trp_application_is_persian ())
    {
      /* GTK 4.8 mirrors by its own translation, which LANGUAGE=fa picks;
       * newer GTK by the locale's language alone, which may be another. */
      gtk_widget_set_default_direction (GTK_TEXT_DIR_RTL);
      self->persian_font = gtk_css_provider_new ();
      update_persian_font (self);
      gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                                  GTK_STYLE_PROVIDER (self->persian_font),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      g_signal_connect_object (gtk_settings_get_default (), "notify::gtk-font-name",
                               G_CALLBACK (update_persian_font), self, G_CONNECT_SWAPPED);
    }
}

static void
trp_application_finalize (GObject *object)
{
  TrpApplication *self = (TrpApplication *)object;

  g_clear_object (&self->settings);
  g_clear_object (&self->persian_font);
  g_clear_pointer (&self->screenshot_path, g_free);
  g_clear_pointer (&self->show, g_strfreev);

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
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  GObject *about;

  /* Name, version, release notes, links and licence come from the
   * metainfo, so the About dialog and the software centres agree. */
#if ADW_CHECK_VERSION (1, 5, 0)
  about = G_OBJECT (adw_about_dialog_new_from_appdata ("/io/github/trapoula/Trapoula/metainfo.xml",
                                                       PACKAGE_VERSION));
#elif ADW_CHECK_VERSION (1, 4, 0)
  about = G_OBJECT (adw_about_window_new_from_appdata ("/io/github/trapoula/Trapoula/metainfo.xml",
                                                       PACKAGE_VERSION));
#else
  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "application-name", _("Trapoula"),
                        "version", PACKAGE_VERSION,
                        "website", "https://github.com/trapoula/trapoula",
                        "issue-url", "https://github.com/trapoula/trapoula/issues",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        NULL);
#endif
  g_object_set (about,
                "application-icon", APPLICATION_ID,
                "developer-name", _("The Trapoula developers"),
                "comments", _("Biriba, Da Bai Fen and Marianna at one table, "
                              "against computer players, with the house rules "
                              "real tables argue about."),
                "copyright", "© 2026 The Trapoula developers",
                "developers", developers,
                /* Translators: put your names here, one per line,
                 * e.g. “Name Surname <email@example.org>”. */
                "translator-credits", _("translator-credits"),
                NULL);
#if ADW_CHECK_VERSION (1, 5, 0)
  adw_about_dialog_add_credit_section (ADW_ABOUT_DIALOG (about), _("Rule texts"), rules_sources);
  adw_dialog_present (ADW_DIALOG (about), GTK_WIDGET (parent));
#else
  adw_about_window_add_credit_section (ADW_ABOUT_WINDOW (about), _("Rule texts"), rules_sources);
  gtk_window_set_transient_for (GTK_WINDOW (about), parent);
  gtk_window_present (GTK_WINDOW (about));
#endif
}

static void
preferences_action_cb (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  TrpApplication *self = user_data;
  TrpPreferencesDialog *preferences;

  preferences = trp_preferences_dialog_new (gtk_application_get_active_window (GTK_APPLICATION (self)),
                                            self->settings);
  trp_preferences_dialog_present (preferences);
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
    /* Views to open one after the other: match:biriba, round:marianna,
     * rules:biriba, action:win.statistics… */
    { "show", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_STRING_ARRAY, NULL, NULL, NULL },
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
  {
    /* GtkApplication gives these only to a gtk/help-overlay.ui of its
     * own; the window builds the shortcuts itself. */
    static const char * const shortcuts_accels[] = { "<Control>question", "<Control>slash", NULL };

    gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.show-help-overlay", shortcuts_accels);
  }
}
