/* trp-wrap-box.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "trp-wrap-box.h"

/* Children in one row, centred, where the width holds them all at their
 * natural widths; else each on a row of its own, centred, so that the
 * box asks no more than its widest child. Biriba's facts beside the stock
 * and the pile made a 360-px window 394 px wide in Greek (issue 20), and
 * a GtkFlowBox that is not filling its width wraps even where a row fits.
 * Children are added in the template (GtkWidget's buildable) or with
 * gtk_widget_set_parent(). */
struct _TrpWrapBox
{
  GtkWidget parent_instance;

  int       spacing;
};

G_DEFINE_FINAL_TYPE (TrpWrapBox, trp_wrap_box, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SPACING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The children's natural widths side by side, spacing included. */
static int
row_width (TrpWrapBox *self)
{
  int width = 0;
  int n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int nat;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat, NULL, NULL);
      width += nat;
      n++;
    }

  return width + MAX (n - 1, 0) * self->spacing;
}

static gboolean
fits_in_row (TrpWrapBox *self,
             int         width)
{
  return width < 0 || row_width (self) <= width;
}

static void
trp_wrap_box_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  TrpWrapBox *self = TRP_WRAP_BOX (widget);
  gboolean one_row = orientation == GTK_ORIENTATION_VERTICAL && fits_in_row (self, for_size);
  int n = 0;

  *minimum = *natural = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int child_min, child_nat;

      if (!gtk_widget_should_layout (child))
        continue;
      if (orientation == GTK_ORIENTATION_HORIZONTAL)
        {
          gtk_widget_measure (child, orientation, -1, &child_min, &child_nat, NULL, NULL);
          *minimum = MAX (*minimum, child_min);
          continue;
        }

      /* Height: in a row, each child at its natural width; stacked, at
       * the box's width or its own, whichever is less. */
      {
        int width_min, width_nat;

        gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &width_min, &width_nat, NULL, NULL);
        if (!one_row && for_size >= 0)
          width_nat = CLAMP (for_size, width_min, width_nat);
        gtk_widget_measure (child, orientation, width_nat, &child_min, &child_nat, NULL, NULL);
      }
      if (one_row)
        {
          *minimum = MAX (*minimum, child_min);
          *natural = MAX (*natural, child_nat);
        }
      else
        {
          *minimum += child_min + (n > 0 ? self->spacing : 0);
          *natural += child_nat + (n > 0 ? self->spacing : 0);
        }
      n++;
    }

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *natural = MAX (*minimum, row_width (self));
}

static GtkSizeRequestMode
trp_wrap_box_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
trp_wrap_box_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  TrpWrapBox *self = TRP_WRAP_BOX (widget);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  int total = row_width (self);
  gboolean one_row = total <= width;
  int x = rtl ? width - (width - total) / 2 : (width - total) / 2;
  int y = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int width_min, width_nat, child_height;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &width_min, &width_nat, NULL, NULL);
      if (one_row)
        {
          /* In the order of reading: right to left in Persian. */
          if (rtl)
            x -= width_nat;
          gtk_widget_size_allocate (child, &(GtkAllocation) { x, 0, width_nat, height }, -1);
          x = rtl ? x - self->spacing : x + width_nat + self->spacing;
          continue;
        }

      width_nat = CLAMP (width, width_min, width_nat);
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width_nat, NULL, &child_height, NULL, NULL);
      gtk_widget_size_allocate (child,
                                &(GtkAllocation) { (width - width_nat) / 2, y, width_nat, child_height },
                                -1);
      y += child_height + self->spacing;
    }
}

static void
trp_wrap_box_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (trp_wrap_box_parent_class)->dispose (object);
}

static void
trp_wrap_box_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TrpWrapBox *self = TRP_WRAP_BOX (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      g_value_set_int (value, self->spacing);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
trp_wrap_box_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  TrpWrapBox *self = TRP_WRAP_BOX (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      trp_wrap_box_set_spacing (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
trp_wrap_box_class_init (TrpWrapBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = trp_wrap_box_dispose;
  object_class->get_property = trp_wrap_box_get_property;
  object_class->set_property = trp_wrap_box_set_property;

  widget_class->measure = trp_wrap_box_measure;
  widget_class->get_request_mode = trp_wrap_box_get_request_mode;
  widget_class->size_allocate = trp_wrap_box_size_allocate;

  /**
   * TrpWrapBox:spacing:
   *
   * The space between children, beside one another or one above the other.
   */
  properties[PROP_SPACING] =
    g_param_spec_int ("spacing", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
trp_wrap_box_init (TrpWrapBox *self)
{
}

GtkWidget *
trp_wrap_box_new (void)
{
  return g_object_new (TRP_TYPE_WRAP_BOX, NULL);
}

int
trp_wrap_box_get_spacing (TrpWrapBox *self)
{
  g_return_val_if_fail (TRP_IS_WRAP_BOX (self), 0);

  return self->spacing;
}

void
trp_wrap_box_set_spacing (TrpWrapBox *self,
                          int         spacing)
{
  g_return_if_fail (TRP_IS_WRAP_BOX (self));

  if (self->spacing == spacing)
    return;
  self->spacing = spacing;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPACING]);
}
