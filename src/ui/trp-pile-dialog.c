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

struct _TrpPileDialog
{
  TrpDialogBase parent_instance;

  TrpCardStyle  style;
  GtkWidget    *content;
  GtkWidget    *title;
  char         *what;
};

G_DEFINE_FINAL_TYPE (TrpPileDialog, trp_pile_dialog, TRP_TYPE_DIALOG_BASE)

static void
trp_pile_dialog_finalize (GObject *object)
{
  TrpPileDialog *self = TRP_PILE_DIALOG (object);

  g_free (self->what);

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
 * trp_pile_dialog_add_section:
 * @heading: (nullable): what this row of cards is
 *
 * Adds a row of cards, in the order given, wrapping at the window's edge.
 */
void
trp_pile_dialog_add_section (TrpPileDialog *self,
                             const char    *heading,
                             const TrpCard *cards,
                             guint          n_cards)
{
  trp_pile_dialog_add_captioned (self, heading, cards, NULL, n_cards);
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
                               const char        *heading,
                               const TrpCard     *cards,
                               const char *const *captions,
                               guint              n_cards)
{
  GtkWidget *flow;

  g_return_if_fail (TRP_IS_PILE_DIALOG (self));
  g_return_if_fail (cards != NULL || n_cards == 0);

  if (heading != NULL)
    {
      GtkWidget *label = gtk_label_new (heading);

      gtk_widget_add_css_class (label, "heading");
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_box_append (GTK_BOX (self->content), label);
    }

  flow = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 13);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 6);
  gtk_accessible_update_property (GTK_ACCESSIBLE (flow),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  heading != NULL ? heading : self->what,
                                  -1);

  for (guint i = 0; i < n_cards; i++)
    {
      GtkWidget *view = trp_card_view_new (cards[i]);

      trp_card_view_set_style (TRP_CARD_VIEW (view), &self->style);
      trp_card_view_set_card_width (TRP_CARD_VIEW (view), CARD_WIDTH);
      if (captions != NULL && captions[i] != NULL)
        {
          GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
          GtkWidget *label = gtk_label_new (captions[i]);

          gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
          gtk_label_set_max_width_chars (GTK_LABEL (label), 10);
          gtk_box_append (GTK_BOX (box), view);
          gtk_box_append (GTK_BOX (box), label);
          view = box;
        }
      gtk_flow_box_append (GTK_FLOW_BOX (flow), view);
    }

  gtk_box_append (GTK_BOX (self->content), flow);
}

/**
 * trp_pile_dialog_add_text:
 *
 * Adds a line of explanation, such as “Nothing has been discarded yet”.
 */
void
trp_pile_dialog_add_text (TrpPileDialog *self,
                          const char    *text)
{
  GtkWidget *label;

  g_return_if_fail (TRP_IS_PILE_DIALOG (self));
  g_return_if_fail (text != NULL);

  label = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (self->content), label);
}

/**
 * trp_pile_dialog_clear:
 *
 * Takes away every section and text, for the caller to show the cards
 * again as they are now (a pile followed while a match goes on).
 */
void
trp_pile_dialog_clear (TrpPileDialog *self)
{
  GtkWidget *child;

  g_return_if_fail (TRP_IS_PILE_DIALOG (self));

  while ((child = gtk_widget_get_first_child (self->content)) != NULL)
    gtk_box_remove (GTK_BOX (self->content), child);
}
