/* trp-wrap-box.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "trp-row-layout.h"
#include "trp-wrap-box.h"

/* Children in one centred row where the width holds them at their
 * natural widths, else in as many centred rows as it takes, each child
 * whole: the choice bar under the hand (before, a bar wider than the
 * window scrolled sideways, and at 360 px in Greek or Persian the last
 * choice, Pass, was half out of sight), and Biriba's facts beside the
 * stock and the pile (in Greek they made a 360 px window 394 px wide).
 * Right to left, each row runs from the right. Children come from a
 * template or trp_wrap_box_append().
 *
 * From libadwaita 1.7 on, AdwWrapLayout (the layout of AdwWrapBox) places
 * them: natural widths, rows centred (align 0.5), spacings in pixels.
 * Libadwaita 1.2 has no wrap box, and a GtkFlowBox that does not fill its
 * width wraps even where a row fits: there the box lays its children out
 * itself. It stays a widget of its own on both, so that its children are
 * its own and the templates and callers are the same. */
struct _TrpWrapBox
{
  GtkWidget parent_instance;

  int       spacing;
  int       row_spacing;
};

G_DEFINE_FINAL_TYPE (TrpWrapBox, trp_wrap_box, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SPACING,
  PROP_ROW_SPACING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

#if !ADW_CHECK_VERSION (1, 7, 0)
static int
child_width (GtkWidget *child)
{
  int nat = 0;

  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat, NULL, NULL);
  return nat;
}

static int
child_height (GtkWidget *child,
              int        width)
{
  int nat = 0;

  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, NULL, &nat, NULL, NULL);
  return nat;
}

/* Places the shown children in rows of at most @width, each child at
 * its natural width (or the whole width, if wider), the rows centred;
 * only measures when not @allocate. Returns the height taken. */
static int
arrange (GtkWidget *widget,
         int        width,
         gboolean   allocate)
{
  TrpWrapBox *self = TRP_WRAP_BOX (widget);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  GtkWidget *row_start = gtk_widget_get_first_child (widget);
  int y = 0;

  while (row_start != NULL)
    {
      GtkWidget *row_end = row_start, *child;
      int row_width = 0, row_height = 0, x;
      guint n = 0;

      /* As many as fit; at least one. */
      for (child = row_start; child != NULL; child = gtk_widget_get_next_sibling (child))
        {
          int w;

          if (!gtk_widget_should_layout (child))
            {
              row_end = gtk_widget_get_next_sibling (child);
              continue;
            }
          w = MIN (child_width (child), width);
          if (n > 0 && row_width + self->spacing + w > width)
            break;
          row_width += (n > 0 ? self->spacing : 0) + w;
          row_height = MAX (row_height, child_height (child, w));
          n++;
          row_end = gtk_widget_get_next_sibling (child);
        }
      if (n == 0)
        break;

      if (allocate)
        {
          x = (width - row_width) / 2;
          for (child = row_start; child != row_end; child = gtk_widget_get_next_sibling (child))
            {
              int w;

              if (!gtk_widget_should_layout (child))
                continue;
              w = MIN (child_width (child), width);
              gtk_widget_size_allocate (child,
                                        &(GtkAllocation) { rtl ? width - x - w : x, y, w, row_height },
                                        -1);
              x += w + self->spacing;
            }
        }

      y += row_height + self->row_spacing;
      row_start = row_end;
    }

  return MAX (0, y - self->row_spacing);
}

/* As narrow as the widest child alone on its row; naturally, all in one
 * row. */
static void
trp_wrap_box_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  trp_row_layout_measure (widget, orientation, for_size, TRP_WRAP_BOX (widget)->spacing, arrange, minimum,
                          natural);
}

/* The height depends on the width: narrow, the box has more rows. */
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
  arrange (widget, width, TRUE);
}

#endif

static void
trp_wrap_box_dispose (GObject *object)
{
  trp_row_layout_remove_children (GTK_WIDGET (object));

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
    case PROP_ROW_SPACING:
      g_value_set_int (value, self->row_spacing);
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
    case PROP_ROW_SPACING:
      trp_wrap_box_set_row_spacing (self, g_value_get_int (value));
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
#if ADW_CHECK_VERSION (1, 7, 0)
  gtk_widget_class_set_layout_manager_type (widget_class, ADW_TYPE_WRAP_LAYOUT);
#else
  widget_class->get_request_mode = trp_wrap_box_get_request_mode;
  widget_class->measure = trp_wrap_box_measure;
  widget_class->size_allocate = trp_wrap_box_size_allocate;
#endif
  gtk_widget_class_set_css_name (widget_class, "wrapbox");

  /**
   * TrpWrapBox:spacing:
   *
   * The space between children in a row.
   */
  properties[PROP_SPACING] =
    g_param_spec_int ("spacing", NULL, NULL, 0, G_MAXINT, 6,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * TrpWrapBox:row-spacing:
   *
   * The space between rows.
   */
  properties[PROP_ROW_SPACING] =
    g_param_spec_int ("row-spacing", NULL, NULL, 0, G_MAXINT, 6,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

/* Gives the spacings to the layout, or lays out again with them. */
static void
update_layout (TrpWrapBox *self)
{
#if ADW_CHECK_VERSION (1, 7, 0)
  AdwWrapLayout *layout = ADW_WRAP_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self)));

  adw_wrap_layout_set_child_spacing (layout, self->spacing);
  adw_wrap_layout_set_line_spacing (layout, self->row_spacing);
#else
  gtk_widget_queue_resize (GTK_WIDGET (self));
#endif
}

static void
trp_wrap_box_init (TrpWrapBox *self)
{
  self->spacing = 6;
  self->row_spacing = 6;
#if ADW_CHECK_VERSION (1, 7, 0)
  {
    AdwWrapLayout *layout = ADW_WRAP_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self)));

    adw_wrap_layout_set_child_spacing_unit (layout, ADW_LENGTH_UNIT_PX);
    adw_wrap_layout_set_line_spacing_unit (layout, ADW_LENGTH_UNIT_PX);
    adw_wrap_layout_set_wrap_policy (layout, ADW_WRAP_NATURAL);
    adw_wrap_layout_set_justify (layout, ADW_JUSTIFY_NONE);
    adw_wrap_layout_set_align (layout, 0.5);
  }
#endif
  update_layout (self);
}

GtkWidget *
trp_wrap_box_new (void)
{
  return g_object_new (TRP_TYPE_WRAP_BOX, NULL);
}

void
trp_wrap_box_append (TrpWrapBox *self,
                       GtkWidget    *child)
{
  g_return_if_fail (TRP_IS_WRAP_BOX (self));
  g_return_if_fail (GTK_IS_WIDGET (child));
  g_return_if_fail (gtk_widget_get_parent (child) == NULL);

  gtk_widget_insert_before (child, GTK_WIDGET (self), NULL);
}

void
trp_wrap_box_remove (TrpWrapBox *self,
                       GtkWidget    *child)
{
  g_return_if_fail (TRP_IS_WRAP_BOX (self));
  g_return_if_fail (GTK_IS_WIDGET (child));
  g_return_if_fail (gtk_widget_get_parent (child) == GTK_WIDGET (self));

  gtk_widget_unparent (child);
}

/**
 * trp_wrap_box_reorder_child_after:
 * @sibling: (nullable): the child to follow, or %NULL for the first place
 *
 * Moves @child after @sibling, so that the order of the children (and of
 * the keyboard focus) is the order of the choices.
 */
void
trp_wrap_box_reorder_child_after (TrpWrapBox *self,
                                    GtkWidget    *child,
                                    GtkWidget    *sibling)
{
  g_return_if_fail (TRP_IS_WRAP_BOX (self));
  g_return_if_fail (GTK_IS_WIDGET (child));
  g_return_if_fail (gtk_widget_get_parent (child) == GTK_WIDGET (self));
  g_return_if_fail (sibling == NULL || gtk_widget_get_parent (sibling) == GTK_WIDGET (self));

  if (child == sibling)
    return;
  gtk_widget_insert_after (child, GTK_WIDGET (self), sibling);
}

void
trp_wrap_box_set_spacing (TrpWrapBox *self,
                          int         spacing)
{
  g_return_if_fail (TRP_IS_WRAP_BOX (self));

  if (self->spacing == spacing)
    return;
  self->spacing = spacing;
  update_layout (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPACING]);
}

void
trp_wrap_box_set_row_spacing (TrpWrapBox *self,
                              int         row_spacing)
{
  g_return_if_fail (TRP_IS_WRAP_BOX (self));

  if (self->row_spacing == row_spacing)
    return;
  self->row_spacing = row_spacing;
  update_layout (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROW_SPACING]);
}
