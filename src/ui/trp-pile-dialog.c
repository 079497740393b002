/* trp-pile-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "trp-card-view.h"
#include "trp-pile-dialog.h"

/* Cards on the table are drawn small so that everything fits; here the
 * public ones (the whole pile, the last trick) are shown one beside the
 * other, as large as reading them needs. */
#define CARD_WIDTH 96

/* A heading, a row of cards and a line of text, kept by its key from one
 * showing to the next so that a refresh changes it in place. */
typedef struct
{
  GtkWidget *box;
  GtkWidget *heading;
  GtkWidget *flow;
  GtkWidget *text;
  gboolean   shown;
} Section;

struct _TrpPileDialog
{
  TrpDialogBase parent_instance;

  TrpCardStyle  style;
  GtkWidget    *content;
  GtkWidget    *title;
  char         *what;

  /* key → Section; the widgets belong to content. */
  GHashTable   *sections;
  /* The section shown last in this showing, for the next to follow it. */
  GtkWidget    *last;
  guint         n_unkeyed;
};

G_DEFINE_FINAL_TYPE (TrpPileDialog, trp_pile_dialog, TRP_TYPE_DIALOG_BASE)

static void
trp_pile_dialog_finalize (GObject *object)
{
  TrpPileDialog *self = TRP_PILE_DIALOG (object);

  g_free (self->what);
  g_hash_table_unref (self->sections);

  G_OBJECT_CLASS (trp_pile_dialog_parent_class)->finalize (object);
}

static void
trp_pile_dialog_class_init (TrpPileDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = trp_pile_dialog_finalize;
}

static void
trp_pile_dialog_init (TrpPileDialog *self)
{
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();

  trp_card_style_init (&self->style);
  self->sections = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  self->title = adw_window_title_new (NULL, NULL);
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), self->title);

  self->content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_top (self->content, 18);
  gtk_widget_set_margin_bottom (self->content, 18);
  gtk_widget_set_margin_start (self->content, 12);
  gtk_widget_set_margin_end (self->content, 12);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 900);
  adw_clamp_set_child (ADW_CLAMP (clamp), self->content);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_widget_set_vexpand (scrolled, TRUE);
  trp_dialog_set_content (GTK_WIDGET (self), header, scrolled, NULL);
}

/**
 * trp_pile_dialog_new:
 * @parent: (nullable): the window of the table
 * @title: what the cards are, e.g. “The pile”
 * @style: how to draw the faces
 */
GtkWidget *
trp_pile_dialog_new (GtkWindow          *parent,
                     const char         *title,
                     const TrpCardStyle *style)
{
  TrpPileDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (title != NULL, NULL);

  self = g_object_new (TRP_TYPE_PILE_DIALOG, NULL);
  trp_dialog_setup (GTK_WIDGET (self), parent, title, 640, 520);
  self->what = g_strdup (title);
  adw_window_title_set_title (ADW_WINDOW_TITLE (self->title), title);
  if (style != NULL)
    self->style = *style;

  return GTK_WIDGET (self);
}

/**
 * trp_pile_dialog_set_heading:
 * @title: what the cards are now, e.g. “The Last Trick of the Previous
 *   Round”
 */
void
trp_pile_dialog_set_heading (TrpPileDialog *self,
                             const char    *title)
{
  g_return_if_fail (TRP_IS_PILE_DIALOG (self));
  g_return_if_fail (title != NULL);

  if (g_strcmp0 (self->what, title) == 0)
    return;
  g_free (self->what);
  self->what = g_strdup (title);
  adw_window_title_set_title (ADW_WINDOW_TITLE (self->title), title);
  trp_dialog_set_title (GTK_WIDGET (self), title);
}

/**
 * trp_pile_dialog_begin:
 *
 * Starts showing the cards again as they are now: the sections added
 * after it take the place of those before, a section with the same key
 * changed in place, and trp_pile_dialog_end() takes away the rest.
 */
void
trp_pile_dialog_begin (TrpPileDialog *self)
{
  GHashTableIter iter;
  Section *section;

  g_return_if_fail (TRP_IS_PILE_DIALOG (self));

  g_hash_table_iter_init (&iter, self->sections);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &section))
    section->shown = FALSE;
  self->last = NULL;
  self->n_unkeyed = 0;
}

/**
 * trp_pile_dialog_end:
 *
 * Takes away the sections this showing did not add again.
 */
void
trp_pile_dialog_end (TrpPileDialog *self)
{
  GHashTableIter iter;
  Section *section;

  g_return_if_fail (TRP_IS_PILE_DIALOG (self));

  g_hash_table_iter_init (&iter, self->sections);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &section))
    if (!section->shown)
      {
        gtk_box_remove (GTK_BOX (self->content), section->box);
        g_hash_table_iter_remove (&iter);
      }
}

/* The section of @key, made when new, placed after the one shown before
 * it; without a key, the sections are told apart by their order. */
static Section *
take_section (TrpPileDialog *self,
              const char    *key)
{
  g_autofree char *unkeyed = key == NULL ? g_strdup_printf ("#%u", self->n_unkeyed++) : NULL;
  Section *section = g_hash_table_lookup (self->sections, key != NULL ? key : unkeyed);

  if (section == NULL)
    {
      section = g_new0 (Section, 1);
      section->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
      section->heading = gtk_label_new (NULL);
      gtk_widget_add_css_class (section->heading, "heading");
      gtk_label_set_xalign (GTK_LABEL (section->heading), 0);
      gtk_label_set_wrap (GTK_LABEL (section->heading), TRUE);
      gtk_box_append (GTK_BOX (section->box), section->heading);

      section->flow = gtk_flow_box_new ();
      gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (section->flow), GTK_SELECTION_NONE);
      gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (section->flow), 13);
      gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (section->flow), 6);
      gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (section->flow), 6);
      gtk_box_append (GTK_BOX (section->box), section->flow);

      section->text = gtk_label_new (NULL);
      gtk_label_set_wrap (GTK_LABEL (section->text), TRUE);
      gtk_label_set_xalign (GTK_LABEL (section->text), 0);
      gtk_widget_add_css_class (section->text, "dim-label");
      gtk_box_append (GTK_BOX (section->box), section->text);

      gtk_box_append (GTK_BOX (self->content), section->box);
      g_hash_table_insert (self->sections, g_strdup (key != NULL ? key : unkeyed), section);
    }

  gtk_box_reorder_child_after (GTK_BOX (self->content), section->box, self->last);
  self->last = section->box;
  section->shown = TRUE;
  gtk_widget_set_visible (section->heading, FALSE);
  gtk_widget_set_visible (section->flow, FALSE);
  gtk_widget_set_visible (section->text, FALSE);

  return section;
}

static void
set_label (GtkWidget  *label,
           const char *text)
{
  if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (label)), text) != 0)
    gtk_label_set_label (GTK_LABEL (label), text);
  gtk_widget_set_visible (label, TRUE);
}

/* A card and, when given, the line under it. */
static GtkWidget *
new_card (TrpPileDialog *self,
          TrpCard        card,
          const char    *caption)
{
  GtkWidget *view = trp_card_view_new (card);
  GtkWidget *box;
  GtkWidget *label;

  trp_card_view_set_style (TRP_CARD_VIEW (view), &self->style);
  trp_card_view_set_card_width (TRP_CARD_VIEW (view), CARD_WIDTH);
  if (caption == NULL)
    return view;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  label = gtk_label_new (caption);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 10);
  gtk_box_append (GTK_BOX (box), view);
  gtk_box_append (GTK_BOX (box), label);
  return box;
}

/* Shows @card in the flow box's child @child, which is kept when it has
 * a caption exactly where @caption asks for one. */
static gboolean
update_card (GtkWidget  *child,
             TrpCard     card,
             const char *caption)
{
  if (TRP_IS_CARD_VIEW (child) && caption == NULL)
    {
      trp_card_view_set_card (TRP_CARD_VIEW (child), card);
      return TRUE;
    }
  if (GTK_IS_BOX (child) && caption != NULL)
    {
      trp_card_view_set_card (TRP_CARD_VIEW (gtk_widget_get_first_child (child)), card);
      set_label (gtk_widget_get_last_child (child), caption);
      return TRUE;
    }
  return FALSE;
}

/**
 * trp_pile_dialog_add_section:
 * @key: (nullable): what the section stays the same for from one showing
 *   to the next, e.g. “meld 3”; %NULL for its place in the order
 * @heading: (nullable): what this row of cards is
 *
 * Adds a row of cards, in the order given, wrapping at the window's edge.
 */
void
trp_pile_dialog_add_section (TrpPileDialog *self,
                             const char    *key,
                             const char    *heading,
                             const TrpCard *cards,
                             guint          n_cards)
{
  trp_pile_dialog_add_captioned (self, key, heading, cards, NULL, n_cards);
}

/**
 * trp_pile_dialog_add_captioned:
 * @captions: (nullable) (array length=n_cards): a line under each card,
 *   such as who played it
 *
 * As trp_pile_dialog_add_section(), with a caption under every card.
 */
void
trp_pile_dialog_add_captioned (TrpPileDialog     *self,
                               const char        *key,
                               const char        *heading,
                               const TrpCard     *cards,
                               const char *const *captions,
                               guint              n_cards)
{
  Section *section;
  GtkFlowBox *flow;
  guint i;

  g_return_if_fail (TRP_IS_PILE_DIALOG (self));
  g_return_if_fail (cards != NULL || n_cards == 0);

  section = take_section (self, key);
  flow = GTK_FLOW_BOX (section->flow);
  if (heading != NULL)
    set_label (section->heading, heading);
  gtk_accessible_update_property (GTK_ACCESSIBLE (flow),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  heading != NULL ? heading : self->what,
                                  -1);

  /* The cards already shown take the new ones; only what differs in
   * shape is made anew. */
  for (i = 0; i < n_cards; i++)
    {
      GtkFlowBoxChild *child = gtk_flow_box_get_child_at_index (flow, (int) i);
      const char *caption = captions != NULL ? captions[i] : NULL;

      if (child != NULL && update_card (gtk_flow_box_child_get_child (child), cards[i], caption))
        continue;
      if (child != NULL)
        gtk_flow_box_remove (flow, GTK_WIDGET (child));
      gtk_flow_box_insert (flow, new_card (self, cards[i], caption), (int) i);
    }
  for (GtkFlowBoxChild *child; (child = gtk_flow_box_get_child_at_index (flow, (int) i)) != NULL;)
    gtk_flow_box_remove (flow, GTK_WIDGET (child));
  gtk_widget_set_visible (section->flow, n_cards > 0);
}

/**
 * trp_pile_dialog_add_text:
 * @key: (nullable): as for trp_pile_dialog_add_section()
 *
 * Adds a line of explanation, such as “Nothing has been discarded yet”.
 */
void
trp_pile_dialog_add_text (TrpPileDialog *self,
                          const char    *key,
                          const char    *text)
{
  Section *section;

  g_return_if_fail (TRP_IS_PILE_DIALOG (self));
  g_return_if_fail (text != NULL);

  section = take_section (self, key);
  set_label (section->text, text);
}
