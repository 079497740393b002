/* trp-rules-help.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One page per game: its rules for players (the catalog row's help), then
 * every house rule of its option table, with what it does, what each
 * value means, its default and its current value. The option texts come
 * from the option tables themselves, so they never drift apart.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "trp-format.h"
#include "trp-game-catalog.h"
#include "trp-settings.h"
#include "trp-rules-help.h"

typedef struct _GamePage GamePage;

typedef struct
{
  GtkWidget *widget;
  char      *text;    /* normalized and case-folded, for the search */
} Searchable;

typedef struct
{
  GamePage            *page;
  const TrpOptionSpec *spec;
  GtkWidget           *row;
  GtkWidget           *current_label;
} OptionEntry;

struct _GamePage
{
  TrpRulesHelp      *help;
  const TrpGameInfo *info;
  TrpRules          *rules;
  GtkWidget         *scrolled;
  GtkWidget         *sidebar_row;
  GtkWidget         *house_rules;
  GtkWidget         *no_results;
  GArray            *searchables;
  GPtrArray         *options;
  gboolean           built;
};

struct _TrpRulesHelp
{
  AdwWindow       parent_instance;

  /* An AdwNavigationSplitView from libadwaita 1.5 on
   * (trp-rules-help-1.5.ui), an AdwLeaflet before. */
#if ADW_CHECK_VERSION (1, 5, 0)
  AdwNavigationSplitView *split_view;
#else
  AdwLeaflet     *leaflet;
#endif
  GtkWidget      *content;
  GtkListBox     *game_list;
  GtkStack       *stack;
  AdwWindowTitle *content_title;
  GtkSearchEntry *search_entry;

  TrpRules       *override_rules;
  GPtrArray      *pages;
  GamePage       *visible_page;
  OptionEntry    *option;
};

G_DEFINE_FINAL_TYPE (TrpRulesHelp, trp_rules_help, ADW_TYPE_WINDOW)

/* The window the last trp_rules_help_present() opened, so that F1 pressed
 * twice brings it back rather than stacking windows. */
static TrpRulesHelp *shared_help;

static void
searchable_clear (gpointer data)
{
  Searchable *searchable = data;

  g_free (searchable->text);
}

static void
game_page_free (gpointer data)
{
  GamePage *page = data;

  g_clear_object (&page->rules);
  g_clear_pointer (&page->searchables, g_array_unref);
  g_clear_pointer (&page->options, g_ptr_array_unref);
  g_free (page);
}

/**
 * trp_rules_help_fold_for_search:
 *
 * Folds @text so that a search finds what a person means: case ignored,
 * accents dropped ("μπιριμπα" finds "Μπιρίμπα"), and the Arabic forms of
 * Persian letters read as the Persian ones (ي as ی, ك as ک), as they come
 * from Arabic keyboard layouts. The zero-width non-joiner goes too, since
 * "کارتها" and "کارت‌ها" are one word.
 *
 * Returns: (transfer full): the folded text
 */
char *
trp_rules_help_fold_for_search (const char *text)
{
  g_autofree char *folded = NULL;
  g_autofree char *decomposed = NULL;
  GString *out;

  g_return_val_if_fail (text != NULL, NULL);

  folded = g_utf8_casefold (text, -1);
  decomposed = g_utf8_normalize (folded, -1, G_NORMALIZE_ALL);
  if (decomposed == NULL)
    return g_steal_pointer (&folded);

  out = g_string_sized_new (strlen (decomposed));
  for (const char *p = decomposed; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_ismark (c) || c == 0x200C)
        continue;
      switch (c)
        {
        case 0x064A: /* ARABIC LETTER YEH */
        case 0x0649: /* ARABIC LETTER ALEF MAKSURA */
          c = 0x06CC; /* ARABIC LETTER FARSI YEH */
          break;
        case 0x0643: /* ARABIC LETTER KAF */
          c = 0x06A9; /* ARABIC LETTER KEHEH */
          break;
        default:
          break;
        }
      g_string_append_unichar (out, c);
    }

  return g_string_free (out, FALSE);
}

static void
add_searchable (GamePage   *page,
                GtkWidget  *widget,
                const char *text)
{
  Searchable searchable = { widget, trp_rules_help_fold_for_search (text) };

  g_array_append_val (page->searchables, searchable);
}

static GtkWidget *
new_label (const char *text,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  /* xalign follows the text direction: 0 is the start, right in Persian. */
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_halign (label, GTK_ALIGN_FILL);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static GtkWidget *
new_heading (const char *text,
             const char *css_class)
{
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL,
                                   "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                                   "label", text,
                                   "wrap", TRUE,
                                   "xalign", 0.0f,
                                   NULL);

  gtk_widget_add_css_class (label, css_class);
  return label;
}

/* A bullet and its text; the box puts the bullet at the start, so it
 * mirrors in right-to-left languages. */
static GtkWidget *
new_item (const char *text)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *bullet = gtk_label_new ("•");
  GtkWidget *label = new_label (text, NULL);

  gtk_widget_set_valign (bullet, GTK_ALIGN_START);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_accessible_update_state (GTK_ACCESSIBLE (bullet), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_box_append (GTK_BOX (box), bullet);
  gtk_box_append (GTK_BOX (box), label);
  return box;
}

static GtkWidget *
build_section (GamePage           *page,
               const TrpHelpBlock *blocks)
{
  GtkWidget *section = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GString *text = g_string_new (NULL);

  for (guint i = 0; blocks[i].kind != TRP_HELP_END; i++)
    {
      const char *translated;
      GtkWidget *child;

      switch (blocks[i].kind)
        {
        case TRP_HELP_HEADING:
          translated = g_dpgettext2 (GETTEXT_PACKAGE, TRP_RULES_HELP_CONTEXT, blocks[i].text);
          child = new_heading (translated, "title-4");
          break;

        case TRP_HELP_PARAGRAPH:
          translated = _(blocks[i].text);
          child = new_label (translated, NULL);
          break;

        case TRP_HELP_ITEM:
          translated = _(blocks[i].text);
          child = new_item (translated);
          break;

        case TRP_HELP_END:
        default:
          g_assert_not_reached ();
        }

      gtk_box_append (GTK_BOX (section), child);
      g_string_append_printf (text, "%s\n", translated);
    }

  add_searchable (page, section, text->str);
  g_string_free (text, TRUE);
  return section;
}

static char *
format_int (int value)
{
  if (value == TRP_RULES_NULL)
    /* Translators: the value of an option that is not set, such as a
     * limit that is not used. */
    return g_strdup (C_("option value", "None"));
  return trp_format_number (value);
}

static char *
format_table (const int *values,
              guint      n_values,
              guint      row_width)
{
  GString *str = g_string_new (NULL);

  row_width = MAX (row_width, 1);
  if (n_values == 0)
    g_string_append (str, _("The table is empty"));

  for (guint i = 0; i < n_values; i++)
    {
      g_autofree char *number = values[i] == TRP_RULES_NULL ? g_strdup ("—")
                                                            : trp_format_number (values[i]);

      if (i > 0)
        /* Translators: between the rows of a table of numbers; not a
         * middle dot in Persian, where it reads as a zero. */
        g_string_append (str, i % row_width == 0 ? C_("table rows", " · ") : C_("list separator", ", "));
      g_string_append (str, number);
    }

  return g_string_free (str, FALSE);
}

/* @rules NULL: the option's default. */
static char *
format_value (const TrpOptionSpec *spec,
              TrpRules            *rules)
{
  switch (spec->type)
    {
    case TRP_OPTION_BOOL:
      if (rules != NULL ? trp_rules_get_bool (rules, spec->id) : spec->default_value)
        /* Translators: the value of a house rule that is switched on. */
        return g_strdup (C_("option value", "On"));
      /* Translators: the value of a house rule that is switched off. */
      return g_strdup (C_("option value", "Off"));

    case TRP_OPTION_INT:
      return format_int (rules != NULL ? trp_rules_get_int (rules, spec->id) : spec->default_value);

    case TRP_OPTION_ENUM:
      {
        guint index = rules != NULL ? trp_rules_get_enum (rules, spec->id) : (guint) spec->default_value;

        g_assert (index < spec->n_choices);
        return g_strdup (_(spec->choices[index].label));
      }

    case TRP_OPTION_TABLE:
      if (rules != NULL)
        {
          guint n;
          const int *values = trp_rules_get_table (rules, spec->id, &n);

          return format_table (values, n, spec->row_width);
        }
      return format_table (spec->default_table, spec->n_default_table, spec->row_width);

    default:
      g_assert_not_reached ();
    }
}

static char *
describe_current (OptionEntry *entry)
{
  g_autofree char *plain = format_value (entry->spec, entry->page->rules);
  /* Isolated, so that a value in another script keeps its place. */
  g_autofree char *value = g_strdup_printf ("\u2068%s\u2069", plain);

  /* Translators: the value a house rule has now, in the match or in your
   * preferences, e.g. “Current setting: On”. */
  return g_strdup_printf (_("Current setting: %s"), value);
}

static void
update_option (OptionEntry *entry)
{
  g_autofree char *current = describe_current (entry);

  if (entry->current_label != NULL)
    gtk_label_set_text (GTK_LABEL (entry->current_label), current);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (entry->row), current);
}

static void
rules_changed_cb (TrpRules   *rules,
                  const char *option_id,
                  GamePage   *page)
{
  for (guint i = 0; i < page->options->len; i++)
    update_option (g_ptr_array_index (page->options, i));
}

/* What values an int option takes, in the user's digits. */
static char *
describe_allowed_ints (const TrpOptionSpec *spec)
{
  g_autofree char *allowed = NULL;

  if (spec->allowed != NULL)
    {
      GString *str = g_string_new (NULL);

      for (guint i = 0; i < spec->n_allowed; i++)
        {
          g_autofree char *number = trp_format_number (spec->allowed[i]);

          if (i > 0)
            g_string_append (str, C_("list separator", ", "));
          g_string_append (str, number);
        }
      allowed = g_string_free (str, FALSE);
    }
  else
    {
      g_autofree char *words = trp_option_spec_describe_allowed (spec);

      allowed = trp_localize_digits (words);
    }

  /* Translators: the values a numeric house rule may take, e.g.
   * “Allowed values: 20, 25” or “Allowed values: 0 to 1000”. */
  return g_strdup_printf (_("Allowed values: %s"), allowed);
}

/* The details of an entry are built when it is first expanded: a page
 * holds dozens of them, and text is slow to lay out. */
static void
build_option_details (OptionEntry *entry)
{
  const TrpOptionSpec *spec = entry->spec;
  GtkWidget *details = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *inner = gtk_list_box_row_new ();
  g_autofree char *plain_default = format_value (spec, NULL);
  g_autofree char *default_value = g_strdup_printf ("\u2068%s\u2069", plain_default);
  g_autofree char *default_text = NULL;
  g_autofree char *isolated = NULL;
  g_autofree char *rule_text = NULL;

  gtk_widget_set_margin_start (details, 12);
  gtk_widget_set_margin_end (details, 12);
  gtk_widget_set_margin_top (details, 12);
  gtk_widget_set_margin_bottom (details, 12);
  gtk_box_append (GTK_BOX (details), new_label (_(spec->explanation), NULL));

  if (spec->type == TRP_OPTION_ENUM)
    {
      /* Translators: above the list of the values a house rule can take. */
      gtk_box_append (GTK_BOX (details), new_heading (_("Choices"), "heading"));
      for (guint i = 0; i < spec->n_choices; i++)
        gtk_box_append (GTK_BOX (details), new_item (_(spec->choices[i].label)));
    }
  else if (spec->type == TRP_OPTION_INT)
    {
      g_autofree char *allowed = describe_allowed_ints (spec);

      gtk_box_append (GTK_BOX (details), new_label (allowed, NULL));
    }

  /* Translators: the value a house rule has unless it is changed, e.g.
   * “Default: Off”. */
  default_text = g_strdup_printf (_("Default: %s"), default_value);
  gtk_box_append (GTK_BOX (details), new_label (default_text, "dim-label"));

  entry->current_label = new_label (NULL, NULL);
  gtk_box_append (GTK_BOX (details), entry->current_label);

  /* Rule IDs are Latin: isolate them so that they read right in Persian. */
  isolated = g_strdup_printf ("\u2068%s\u2069", spec->rule_ref);
  /* Translators: where an option's rule is in the rules, e.g. “Rules: B-15, A-19”. */
  rule_text = g_strdup_printf (_("Rules: %s"), isolated);
  gtk_box_append (GTK_BOX (details), new_label (rule_text, "dim-label"));

  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (inner), FALSE);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (inner), details);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (entry->row), inner);

  update_option (entry);
}

static void
option_expanded_cb (AdwExpanderRow *row,
                    GParamSpec     *pspec,
                    OptionEntry    *entry)
{
  if (adw_expander_row_get_expanded (row) && entry->current_label == NULL)
    build_option_details (entry);
}

static GtkWidget *
build_option_row (GamePage            *page,
                  const TrpOptionSpec *spec)
{
  OptionEntry *entry = g_new0 (OptionEntry, 1);
  GString *search_text = g_string_new (NULL);

  entry->page = page;
  entry->spec = spec;
  entry->row = adw_expander_row_new ();
  g_ptr_array_add (page->options, entry);

  /* The option id names the row, so tests and links can find it. */
  gtk_widget_set_name (entry->row, spec->id);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (entry->row), _(spec->title));
  g_signal_connect (entry->row, "notify::expanded", G_CALLBACK (option_expanded_cb), entry);

  g_string_append_printf (search_text, "%s\n%s\n%s\n", _(spec->title), _(spec->explanation), spec->rule_ref);
  for (guint i = 0; spec->type == TRP_OPTION_ENUM && i < spec->n_choices; i++)
    g_string_append_printf (search_text, "%s\n", _(spec->choices[i].label));

  update_option (entry);
  add_searchable (page, entry->row, search_text->str);
  g_string_free (search_text, TRUE);

  return entry->row;
}

static TrpRules *
load_rules (TrpRulesHelp      *self,
            TrpSettings       *settings,
            const TrpGameInfo *info)
{
  if (self->override_rules != NULL &&
      g_str_equal (trp_rules_get_descriptor (self->override_rules)->game_id, info->id))
    return g_object_ref (self->override_rules);
  if (settings != NULL)
    return trp_settings_load_rules (settings, info);
  return trp_rules_new (info->rules);
}

/* Pages are filled when first shown, or searched: laying out the text
 * of every game at once would delay the window. */
static void
ensure_page_built (GamePage *page)
{
  const TrpGameInfo *info = page->info;
  const TrpHelpBlock * const *sections;
  GtkWidget *clamp, *box, *header, *title, *summary, *heading, *intro, *group;

  if (page->built)
    return;
  page->built = TRUE;

  sections = info->help;
  clamp = adw_clamp_new ();
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  gtk_widget_set_margin_top (box, 24);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);

  title = new_heading (_(info->title), "title-1");
  summary = new_label (_(info->summary), "dim-label");
  header = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (header), title);
  gtk_box_append (GTK_BOX (header), summary);
  gtk_box_append (GTK_BOX (box), header);

  for (guint i = 0; sections != NULL && sections[i] != NULL; i++)
    gtk_box_append (GTK_BOX (box), build_section (page, sections[i]));

  /* The house rules: every option of the game's table, in its order. */
  page->house_rules = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  /* Translators: the heading above the list of a game's house rules in the
   * rules help. */
  heading = new_heading (_("House Rules"), "title-2");
  /* Translators: below “House Rules” in the rules help. “Preferences” and
   * “House Rules” name the preferences window and its group. */
  intro = new_label (_("Tables disagree about these rules. Choose yours in "
                       "Preferences, under House Rules; a match keeps the "
                       "rules it started with."), NULL);
  group = adw_preferences_group_new ();
  gtk_box_append (GTK_BOX (page->house_rules), heading);
  gtk_box_append (GTK_BOX (page->house_rules), intro);
  for (guint i = 0; i < info->rules->n_options; i++)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                               build_option_row (page, &info->rules->options[i]));
  gtk_box_append (GTK_BOX (page->house_rules), group);
  gtk_box_append (GTK_BOX (box), page->house_rules);

  page->no_results = adw_status_page_new ();
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (page->no_results), "edit-find-symbolic");
  /* Translators: shown when a search of the rules finds nothing. */
  adw_status_page_set_title (ADW_STATUS_PAGE (page->no_results), _("No Results Found"));
  adw_status_page_set_description (ADW_STATUS_PAGE (page->no_results),
                                   /* Translators: below “No Results Found”. */
                                   _("Try other words, or another game."));
  gtk_widget_set_visible (page->no_results, FALSE);
  gtk_box_append (GTK_BOX (box), page->no_results);

  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 720);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (clamp), 560);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (page->scrolled), clamp);

  g_signal_connect (page->rules, "changed", G_CALLBACK (rules_changed_cb), page);
}

static GamePage *
build_page (TrpRulesHelp      *self,
            TrpSettings       *settings,
            const TrpGameInfo *info)
{
  GamePage *page = g_new0 (GamePage, 1);
  GtkWidget *label;

  page->help = self;
  page->info = info;
  page->rules = load_rules (self, settings, info);
  page->searchables = g_array_new (FALSE, FALSE, sizeof (Searchable));
  g_array_set_clear_func (page->searchables, searchable_clear);
  page->options = g_ptr_array_new_with_free_func (g_free);

  page->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (page->scrolled),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_stack_add_named (self->stack, page->scrolled, info->id);

  label = gtk_label_new (_(info->title));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  page->sidebar_row = gtk_list_box_row_new ();
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (page->sidebar_row), label);
  g_object_set_data (G_OBJECT (page->sidebar_row), "page", page);
  gtk_list_box_append (self->game_list, page->sidebar_row);

  return page;
}

static GamePage *
find_page (TrpRulesHelp *self,
           const char   *game_id)
{
  for (guint i = 0; game_id != NULL && i < self->pages->len; i++)
    {
      GamePage *page = g_ptr_array_index (self->pages, i);

      if (g_str_equal (page->info->id, game_id))
        return page;
    }

  return NULL;
}

static OptionEntry *
find_option (GamePage   *page,
             const char *option_id)
{
  if (page != NULL)
    ensure_page_built (page);

  for (guint i = 0; page != NULL && option_id != NULL && i < page->options->len; i++)
    {
      OptionEntry *entry = g_ptr_array_index (page->options, i);

      if (g_str_equal (entry->spec->id, option_id))
        return entry;
    }

  return NULL;
}

static void
show_page (TrpRulesHelp *self,
           GamePage     *page)
{
  ensure_page_built (page);
  self->visible_page = page;
  gtk_stack_set_visible_child (self->stack, page->scrolled);
  adw_window_title_set_title (self->content_title, _(page->info->title));
#if ADW_CHECK_VERSION (1, 5, 0)
  adw_navigation_page_set_title (ADW_NAVIGATION_PAGE (self->content), _(page->info->title));
#endif
  gtk_list_box_select_row (self->game_list, GTK_LIST_BOX_ROW (page->sidebar_row));
}

/* Hides what does not match @text; returns how much still shows. */
static guint
filter_page (GamePage   *page,
             const char *folded)
{
  gboolean any_option = FALSE;
  guint n_matches = 0;

  /* An empty search shows everything, built or not. */
  if (*folded == '\0' && !page->built)
    {
      gtk_widget_set_visible (page->sidebar_row, TRUE);
      return 1;
    }
  ensure_page_built (page);

  for (guint i = 0; i < page->searchables->len; i++)
    {
      Searchable *searchable = &g_array_index (page->searchables, Searchable, i);
      gboolean match = *folded == '\0' || strstr (searchable->text, folded) != NULL;

      gtk_widget_set_visible (searchable->widget, match);
      n_matches += match;
      if (match && ADW_IS_EXPANDER_ROW (searchable->widget))
        any_option = TRUE;
    }

  gtk_widget_set_visible (page->house_rules, any_option);
  gtk_widget_set_visible (page->no_results, n_matches == 0);
  gtk_widget_set_visible (page->sidebar_row, n_matches > 0 || *folded == '\0');
  return n_matches;
}

static void
search_changed_cb (GtkSearchEntry *entry,
                   TrpRulesHelp   *self)
{
  g_autofree char *folded = trp_rules_help_fold_for_search (gtk_editable_get_text (GTK_EDITABLE (entry)));
  GamePage *first_match = NULL;
  guint visible_matches = 0;

  if (self->pages == NULL)
    return;

  g_strstrip (folded);
  for (guint i = 0; i < self->pages->len; i++)
    {
      GamePage *page = g_ptr_array_index (self->pages, i);
      guint n = filter_page (page, folded);

      if (n > 0 && first_match == NULL)
        first_match = page;
      if (page == self->visible_page)
        visible_matches = n;
    }

  /* Follow the search to a game that has an answer. */
  if (visible_matches == 0 && first_match != NULL)
    show_page (self, first_match);
}

/* On a narrow window, where only one side shows, the rules rather than
 * the list of games. */
static void
show_content (TrpRulesHelp *self)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  adw_navigation_split_view_set_show_content (self->split_view, TRUE);
#else
  adw_leaflet_set_visible_child (self->leaflet, self->content);
#endif
}

static void
stop_search_cb (GtkSearchEntry *entry,
                TrpRulesHelp   *self)
{
  if (*gtk_editable_get_text (GTK_EDITABLE (entry)) != '\0')
    gtk_editable_set_text (GTK_EDITABLE (entry), "");
  else
    gtk_window_close (GTK_WINDOW (self));
}

static void
game_row_activated_cb (GtkListBox    *list,
                       GtkListBoxRow *row,
                       TrpRulesHelp  *self)
{
  show_page (self, g_object_get_data (G_OBJECT (row), "page"));
  show_content (self);
}

/* Moving through the list with the arrow keys shows each game. */
static void
game_row_selected_cb (GtkListBox    *list,
                      GtkListBoxRow *row,
                      TrpRulesHelp  *self)
{
  GamePage *page = row != NULL ? g_object_get_data (G_OBJECT (row), "page") : NULL;

  if (page != NULL && page != self->visible_page)
    show_page (self, page);
}

#if !ADW_CHECK_VERSION (1, 5, 0)
/* A navigation page has a back button of its own. */
static void
back_clicked_cb (GtkButton    *button,
                 TrpRulesHelp *self)
{
  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_BACK);
}
#endif

/* Scrolls to a row once it has been laid out: on a window just opened,
 * rows have no position until the first frame. */
static gboolean
scroll_to_row_cb (GtkWidget     *row,
                  GdkFrameClock *clock,
                  gpointer       user_data)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (row, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *child = scrolled != NULL ? gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)) : NULL;
  GtkAdjustment *adjustment;
  double y;

  if (child == NULL || gtk_widget_get_height (row) == 0)
    return G_SOURCE_CONTINUE;
  /* gtk_widget_translate_coordinates() gave way to compute_point in 4.12. */
#if GTK_CHECK_VERSION (4, 12, 0)
  {
    graphene_point_t point;

    if (!gtk_widget_compute_point (row, child, &GRAPHENE_POINT_INIT (0, 0), &point))
      return G_SOURCE_CONTINUE;
    y = point.y;
  }
#else
  {
    double x;

    if (!gtk_widget_translate_coordinates (row, child, 0, 0, &x, &y))
      return G_SOURCE_CONTINUE;
  }
#endif

  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  gtk_adjustment_set_value (adjustment, y - 12);
  gtk_widget_grab_focus (row);
  return G_SOURCE_REMOVE;
}

static void
focus_search_cb (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TrpRulesHelp *self = TRP_RULES_HELP (widget);

  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

static void
trp_rules_help_dispose (GObject *object)
{
  TrpRulesHelp *self = (TrpRulesHelp *)object;

  /* Rules outlive the window: stop following them before the labels go. */
  for (guint i = 0; self->pages != NULL && i < self->pages->len; i++)
    {
      GamePage *page = g_ptr_array_index (self->pages, i);

      g_signal_handlers_disconnect_by_data (page->rules, page);
    }

  G_OBJECT_CLASS (trp_rules_help_parent_class)->dispose (object);
}

/* Pages go last, so that signals of widgets being torn down still find
 * them. */
static void
trp_rules_help_finalize (GObject *object)
{
  TrpRulesHelp *self = (TrpRulesHelp *)object;

  g_clear_pointer (&self->pages, g_ptr_array_unref);
  g_clear_object (&self->override_rules);

  G_OBJECT_CLASS (trp_rules_help_parent_class)->finalize (object);
}

static void
trp_rules_help_class_init (TrpRulesHelpClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = trp_rules_help_dispose;
  object_class->finalize = trp_rules_help_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/trapoula/Trapoula/ui/trp-rules-help.ui");
#if ADW_CHECK_VERSION (1, 5, 0)
  gtk_widget_class_bind_template_child (widget_class, TrpRulesHelp, split_view);
#else
  gtk_widget_class_bind_template_child (widget_class, TrpRulesHelp, leaflet);
  gtk_widget_class_bind_template_callback (widget_class, back_clicked_cb);
#endif
  gtk_widget_class_bind_template_child (widget_class, TrpRulesHelp, content);
  gtk_widget_class_bind_template_child (widget_class, TrpRulesHelp, game_list);
  gtk_widget_class_bind_template_child (widget_class, TrpRulesHelp, stack);
  gtk_widget_class_bind_template_child (widget_class, TrpRulesHelp, content_title);
  gtk_widget_class_bind_template_child (widget_class, TrpRulesHelp, search_entry);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, stop_search_cb);
  gtk_widget_class_bind_template_callback (widget_class, game_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, game_row_selected_cb);

  gtk_widget_class_install_action (widget_class, "rules-help.search", NULL, focus_search_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "rules-help.search", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
trp_rules_help_init (TrpRulesHelp *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->pages = g_ptr_array_new_with_free_func (game_page_free);
  /* Typing anywhere searches, as in other GNOME apps. */
  gtk_search_entry_set_key_capture_widget (self->search_entry, GTK_WIDGET (self));

  if (g_strcmp0 (PROFILE, "development") == 0)
    gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
}

/**
 * trp_rules_help_new:
 * @settings: (nullable): where the house rules of new matches are kept
 * @rules: (nullable): rules to show as current for their game, such as a
 *   match's rules or the ones being edited; the other games show the
 *   house rules in @settings
 */
TrpRulesHelp *
trp_rules_help_new (GtkWindow *transient_for,
                    TrpSettings *settings,
                    TrpRules  *rules)
{
  TrpRulesHelp *self;
  const TrpGameInfo *games;
  guint n_games;

  g_return_val_if_fail (transient_for == NULL || GTK_IS_WINDOW (transient_for), NULL);
  g_return_val_if_fail (settings == NULL || TRP_IS_SETTINGS (settings), NULL);
  g_return_val_if_fail (rules == NULL || TRP_IS_RULES (rules), NULL);

  self = g_object_new (TRP_TYPE_RULES_HELP,
                       "transient-for", transient_for,
                       "destroy-with-parent", TRUE,
                       NULL);
  if (transient_for != NULL)
    {
      /* Over a modal window, such as the preferences, only a modal window
       * can take input; over the table, the game stays in sight. */
      gtk_window_set_modal (GTK_WINDOW (self), gtk_window_get_modal (transient_for));
      gtk_window_set_application (GTK_WINDOW (self), gtk_window_get_application (transient_for));
    }
  if (rules != NULL)
    self->override_rules = g_object_ref (rules);

  games = trp_game_catalog_get_all (&n_games);
  for (guint i = 0; i < n_games; i++)
    g_ptr_array_add (self->pages, build_page (self, settings, &games[i]));

  show_page (self, g_ptr_array_index (self->pages, 0));
  return self;
}

/**
 * trp_rules_help_present:
 * @rules: (nullable): see trp_rules_help_new()
 * @game_id: (nullable): the game to show, or %NULL for the one shown last
 * @option_id: (nullable): the house rule to open
 *
 * Shows the rules, reusing the window already open over @transient_for.
 *
 * Returns: (transfer none): the window
 */
TrpRulesHelp *
trp_rules_help_present (GtkWindow  *transient_for,
                        TrpRules   *rules,
                        const char *game_id,
                        const char *option_id)
{
  /* The house rules of new matches, as the app keeps them: outside the
   * app (a test's window), the defaults. */
  TrpSettings *settings = G_IS_APPLICATION (g_application_get_default ()) ? trp_settings_get_default () : NULL;
  TrpRulesHelp *self = shared_help;

  if (self == NULL ||
      gtk_window_get_transient_for (GTK_WINDOW (self)) != transient_for ||
      self->override_rules != rules)
    {
      self = trp_rules_help_new (transient_for, settings, rules);
      g_set_weak_pointer (&shared_help, self);
    }

  if (option_id != NULL)
    trp_rules_help_show_option (self, game_id, option_id);
  else if (game_id != NULL)
    trp_rules_help_show_game (self, game_id);

  gtk_window_present (GTK_WINDOW (self));
  return self;
}

void
trp_rules_help_show_game (TrpRulesHelp *self,
                          const char   *game_id)
{
  GamePage *page;

  g_return_if_fail (TRP_IS_RULES_HELP (self));

  page = find_page (self, game_id);
  if (page == NULL)
    return;

  show_page (self, page);
  show_content (self);
}

/**
 * trp_rules_help_show_option:
 *
 * Opens @game_id’s page at the entry of @option_id, expanded and focused.
 */
void
trp_rules_help_show_option (TrpRulesHelp *self,
                            const char   *game_id,
                            const char   *option_id)
{
  OptionEntry *entry;

  g_return_if_fail (TRP_IS_RULES_HELP (self));

  entry = find_option (find_page (self, game_id), option_id);
  if (entry == NULL)
    {
      trp_rules_help_show_game (self, game_id);
      return;
    }

  /* A search left over would hide the entry. */
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  search_changed_cb (self->search_entry, self);

  trp_rules_help_show_game (self, game_id);
  self->option = entry;
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (entry->row), TRUE);
  gtk_widget_add_tick_callback (entry->row, scroll_to_row_cb, NULL, NULL);
}

/**
 * trp_rules_help_get_game:
 *
 * Returns: the id of the game shown
 */
const char *
trp_rules_help_get_game (TrpRulesHelp *self)
{
  g_return_val_if_fail (TRP_IS_RULES_HELP (self), NULL);

  return self->visible_page != NULL ? self->visible_page->info->id : NULL;
}

/**
 * trp_rules_help_get_option:
 *
 * Returns: (nullable): the id of the house rule last opened by
 *   trp_rules_help_show_option()
 */
const char *
trp_rules_help_get_option (TrpRulesHelp *self)
{
  g_return_val_if_fail (TRP_IS_RULES_HELP (self), NULL);

  return self->option != NULL ? self->option->spec->id : NULL;
}

/**
 * trp_rules_help_get_option_row:
 *
 * Returns: (transfer none) (nullable): the entry of a house rule
 */
GtkWidget *
trp_rules_help_get_option_row (TrpRulesHelp *self,
                               const char   *game_id,
                               const char   *option_id)
{
  OptionEntry *entry;

  g_return_val_if_fail (TRP_IS_RULES_HELP (self), NULL);

  entry = find_option (find_page (self, game_id), option_id);
  return entry != NULL ? entry->row : NULL;
}

void
trp_rules_help_set_search_text (TrpRulesHelp *self,
                                const char   *text)
{
  g_return_if_fail (TRP_IS_RULES_HELP (self));

  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), text != NULL ? text : "");
  search_changed_cb (self->search_entry, self);
}
