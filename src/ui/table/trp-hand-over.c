/* trp-hand-over.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * When the turn passes to another person at a table that several people
 * share, this covers the whole table, hand and board alike, until the
 * person whose turn it is asks for their cards: nobody sees another
 * person's hand on the way.
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "trp-hand-over.h"

struct _TrpHandOver
{
  GtkWidget  parent_instance;

  GtkWidget *page;
  GtkWidget *button;
  char      *name;
};

G_DEFINE_FINAL_TYPE (TrpHandOver, trp_hand_over, GTK_TYPE_WIDGET)

enum {
  SHOW_CARDS,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
show_clicked_cb (TrpHandOver *self)
{
  g_signal_emit (self, signals[SHOW_CARDS], 0);
}

/* Enter shows the cards, as the button is what the person came for. */
static gboolean
trp_hand_over_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (TRP_HAND_OVER (widget)->button);
}

static void
trp_hand_over_dispose (GObject *object)
{
  TrpHandOver *self = TRP_HAND_OVER (object);

  g_clear_pointer (&self->page, gtk_widget_unparent);
  G_OBJECT_CLASS (trp_hand_over_parent_class)->dispose (object);
}

static void
trp_hand_over_finalize (GObject *object)
{
  g_free (TRP_HAND_OVER (object)->name);
  G_OBJECT_CLASS (trp_hand_over_parent_class)->finalize (object);
}

static void
trp_hand_over_class_init (TrpHandOverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = trp_hand_over_dispose;
  object_class->finalize = trp_hand_over_finalize;
  widget_class->grab_focus = trp_hand_over_grab_focus;

  /**
   * TrpHandOver::show-cards:
   *
   * The person whose turn it is asked to see their hand.
   */
  signals[SHOW_CARDS] =
    g_signal_new ("show-cards", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "handover");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
trp_hand_over_init (TrpHandOver *self)
{
  self->page = adw_status_page_new ();
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (self->page), "avatar-default-symbolic");
  /* Opaque: the table under it, the hand above all, must not show. */
  gtk_widget_add_css_class (self->page, "background");
  gtk_widget_set_parent (self->page, GTK_WIDGET (self));

  self->button = gtk_button_new_with_mnemonic (_("_Show My Cards"));
  gtk_widget_set_halign (self->button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->button, "pill");
  gtk_widget_add_css_class (self->button, "suggested-action");
  g_signal_connect_swapped (self->button, "clicked", G_CALLBACK (show_clicked_cb), self);
  adw_status_page_set_child (ADW_STATUS_PAGE (self->page), self->button);
}

GtkWidget *
trp_hand_over_new (void)
{
  return g_object_new (TRP_TYPE_HAND_OVER, NULL);
}

/**
 * trp_hand_over_set_name:
 * @name: the person whose turn it is
 */
void
trp_hand_over_set_name (TrpHandOver *self,
                        const char  *name)
{
  g_autofree char *title = NULL;
  g_autofree char *description = NULL;

  g_return_if_fail (TRP_IS_HAND_OVER (self));
  g_return_if_fail (name != NULL);

  g_free (self->name);
  self->name = g_strdup (name);

  /* Translators: the screen between two people's turns at one table;
   * %s is the person whose turn it is. */
  title = g_strdup_printf (_("%s’s Turn"), name);
  /* Translators: %s is the person whose turn it is. */
  description = g_strdup_printf (_("Pass the screen to %s. Everyone else, look away: the cards shown next are theirs."),
                                 name);
  adw_status_page_set_title (ADW_STATUS_PAGE (self->page), title);
  adw_status_page_set_description (ADW_STATUS_PAGE (self->page), description);
}

const char *
trp_hand_over_get_name (TrpHandOver *self)
{
  g_return_val_if_fail (TRP_IS_HAND_OVER (self), NULL);

  return self->name;
}
