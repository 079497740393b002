/* trp-card-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "trp-card-view.h"

struct _TrpCardView
{
  GtkWidget     parent_instance;

  TrpCard       card;
  gboolean      face_down;
  TrpCardState  state;
  TrpCardStyle  style;
  int           card_width;
};

G_DEFINE_FINAL_TYPE (TrpCardView, trp_card_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CARD,
  PROP_FACE_DOWN,
  PROP_CARD_WIDTH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
update_accessible_label (TrpCardView *self)
{
  g_autofree char *name = NULL;

  /* A screen reader names the card, never a hidden one. */
  if (self->face_down || !trp_card_is_valid (self->card))
    name = g_strdup (_("Face-down card"));
  else
    name = trp_card_get_display_name (self->card, self->style.faces);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
}

static void
trp_card_view_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  TrpCardView *self = TRP_CARD_VIEW (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = self->card_width;
  else
    *minimum = *natural = (int) ceil (self->card_width * TRP_CARD_ASPECT);
}

static void
trp_card_view_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  TrpCardView *self = TRP_CARD_VIEW (widget);
  float width = MIN (gtk_widget_get_width (widget),
                     gtk_widget_get_height (widget) / TRP_CARD_ASPECT);

  if (width <= 0)
    return;

  /* Selection and focus in the system's accent colour: style.css gives
   * cards `color: @accent_bg_color`. */
#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_get_color (widget, &self->style.accent);
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &self->style.accent);
#endif
  self->style.high_contrast = adw_style_manager_get_high_contrast (adw_style_manager_get_default ());

  if (self->face_down || !trp_card_is_valid (self->card))
    trp_card_paint_back_styled (snapshot, &self->style, width, self->state);
  else
    trp_card_paint (snapshot, self->card, &self->style, width, self->state);
}

static void
trp_card_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  TrpCardView *self = TRP_CARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_CARD:
      g_value_set_uint (value, self->card);
      break;

    case PROP_FACE_DOWN:
      g_value_set_boolean (value, self->face_down);
      break;

    case PROP_CARD_WIDTH:
      g_value_set_int (value, self->card_width);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
trp_card_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  TrpCardView *self = TRP_CARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_CARD:
      trp_card_view_set_card (self, (TrpCard) g_value_get_uint (value));
      break;

    case PROP_FACE_DOWN:
      trp_card_view_set_face_down (self, g_value_get_boolean (value));
      break;

    case PROP_CARD_WIDTH:
      trp_card_view_set_card_width (self, g_value_get_int (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
trp_card_view_class_init (TrpCardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = trp_card_view_get_property;
  object_class->set_property = trp_card_view_set_property;

  widget_class->measure = trp_card_view_measure;
  widget_class->snapshot = trp_card_view_snapshot;

  properties[PROP_CARD] =
    g_param_spec_uint ("card", NULL, NULL,
                       0, 255, 0,
                       (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_FACE_DOWN] =
    g_param_spec_boolean ("face-down", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  properties[PROP_CARD_WIDTH] =
    g_param_spec_int ("card-width", NULL, NULL,
                      8, 1024, 80,
                      (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "card");
}

static void
trp_card_view_init (TrpCardView *self)
{
  self->card_width = 80;
  trp_card_style_init (&self->style);
  /* The outlines thicken in high contrast, which changes no colour. */
  g_signal_connect_object (adw_style_manager_get_default (), "notify::high-contrast",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
  update_accessible_label (self);
}

GtkWidget *
trp_card_view_new (TrpCard card)
{
  return g_object_new (TRP_TYPE_CARD_VIEW, "card", (guint) card, NULL);
}

TrpCard
trp_card_view_get_card (TrpCardView *self)
{
  g_return_val_if_fail (TRP_IS_CARD_VIEW (self), TRP_CARD_NONE);

  return self->card;
}

void
trp_card_view_set_card (TrpCardView *self,
                        TrpCard      card)
{
  g_return_if_fail (TRP_IS_CARD_VIEW (self));

  if (self->card == card)
    return;

  self->card = card;
  update_accessible_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD]);
}

gboolean
trp_card_view_get_face_down (TrpCardView *self)
{
  g_return_val_if_fail (TRP_IS_CARD_VIEW (self), FALSE);

  return self->face_down;
}

void
trp_card_view_set_face_down (TrpCardView *self,
                             gboolean     face_down)
{
  g_return_if_fail (TRP_IS_CARD_VIEW (self));

  face_down = !!face_down;
  if (self->face_down == face_down)
    return;

  self->face_down = face_down;
  update_accessible_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FACE_DOWN]);
}

TrpCardState
trp_card_view_get_state (TrpCardView *self)
{
  g_return_val_if_fail (TRP_IS_CARD_VIEW (self), TRP_CARD_STATE_NORMAL);

  return self->state;
}

void
trp_card_view_set_state (TrpCardView  *self,
                         TrpCardState  state)
{
  g_return_if_fail (TRP_IS_CARD_VIEW (self));

  if (self->state == state)
    return;

  self->state = state;
  gtk_accessible_update_state (GTK_ACCESSIBLE (self),
                               GTK_ACCESSIBLE_STATE_DISABLED, (state & TRP_CARD_STATE_DISABLED) != 0,
                               GTK_ACCESSIBLE_STATE_SELECTED, (state & TRP_CARD_STATE_SELECTED) != 0,
                               -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
trp_card_view_set_style (TrpCardView        *self,
                         const TrpCardStyle *style)
{
  g_return_if_fail (TRP_IS_CARD_VIEW (self));
  g_return_if_fail (style != NULL);

  self->style = *style;
  update_accessible_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
trp_card_view_set_card_width (TrpCardView *self,
                              int          width)
{
  g_return_if_fail (TRP_IS_CARD_VIEW (self));

  if (self->card_width == width)
    return;

  self->card_width = width;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD_WIDTH]);
}
