/* trp-fan-row.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "trp-fan-row.h"
#include "trp-row-layout.h"

/* A side's melds on one line, as online Biriba tables show them: each
 * meld fanned as open as the line allows, closing up towards its
 * minimum (its cards' indices) as the side lays down more; only melds
 * that do not fit even closed up go to another line. The board then
 * grows taller, never wider, so that it scrolls on one axis only and a
 * phone's width holds every meld whole. Right to left, the line
 * runs from the right. */
struct _TrpFanRow
{
  GtkWidget parent_instance;

  int       spacing;
};

G_DEFINE_FINAL_TYPE (TrpFanRow, trp_fan_row, GTK_TYPE_WIDGET)

static void
child_widths (GtkWidget *child,
              int       *min,
              int       *nat)
{
  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, min, nat, NULL, NULL);
}

/* Lays the shown children out in lines of at most @width, each line
 * holding as many as fit at their minimum widths and sharing what is
 * left towards their natural widths; only measures unless @allocate.
 * Returns the height taken. */
static int
arrange (GtkWidget *widget,
         int        width,
         gboolean   allocate)
{
  TrpFanRow *self = TRP_FAN_ROW (widget);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  GtkWidget *line_start = gtk_widget_get_first_child (widget);
  int y = 0;

  while (line_start != NULL)
    {
      GtkWidget *line_end = line_start, *child;
      int min_sum = 0, nat_sum = 0, line_height = 0, x = 0, extra;
      guint n = 0;

      for (child = line_start; child != NULL; child = gtk_widget_get_next_sibling (child))
        {
          int min, nat;

          line_end = gtk_widget_get_next_sibling (child);
          if (!gtk_widget_should_layout (child))
            continue;
          child_widths (child, &min, &nat);
          min = MIN (min, width);
          if (n > 0 && min_sum + self->spacing + min > width)
            {
              line_end = child;
              break;
            }
          min_sum += (n > 0 ? self->spacing : 0) + min;
          nat_sum += (n > 0 ? self->spacing : 0) + MAX (min, nat);
          n++;
        }
      if (n == 0)
        break;

      /* What the line has beyond its minimum, shared in proportion to
       * what each child would take. */
      extra = MIN (width, nat_sum) - min_sum;
      for (int pass = 0; pass < 2; pass++)
        {
          x = 0;
          for (child = line_start; child != line_end; child = gtk_widget_get_next_sibling (child))
            {
              int min, nat, w, h = 0;

              if (!gtk_widget_should_layout (child))
                continue;
              child_widths (child, &min, &nat);
              min = MIN (min, width);
              nat = MAX (min, nat);
              w = min + (nat_sum > min_sum ? (int) ((gint64) extra * (nat - min) / (nat_sum - min_sum)) : 0);
              if (pass == 0)
                {
                  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, w, NULL, &h, NULL, NULL);
                  line_height = MAX (line_height, h);
                }
              else if (allocate)
                gtk_widget_size_allocate (child,
                                          &(GtkAllocation) { rtl ? width - x - w : x, y, w, line_height },
                                          -1);
              x += w + self->spacing;
            }
        }

      y += line_height + self->spacing;
      line_start = line_end;
    }

  return MAX (0, y - self->spacing);
}

/* As narrow as the widest meld closed up; naturally, all of them open
 * on one line. */
static void
trp_fan_row_measure (GtkWidget      *widget,
                     GtkOrientation  orientation,
                     int             for_size,
                     int            *minimum,
                     int            *natural,
                     int            *minimum_baseline,
                     int            *natural_baseline)
{
  trp_row_layout_measure (widget, orientation, for_size, TRP_FAN_ROW (widget)->spacing, arrange, minimum, natural);
}

static GtkSizeRequestMode
trp_fan_row_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
trp_fan_row_size_allocate (GtkWidget *widget,
                           int        width,
                           int        height,
                           int        baseline)
{
  arrange (widget, width, TRUE);
}

static void
trp_fan_row_dispose (GObject *object)
{
  trp_row_layout_remove_children (GTK_WIDGET (object));

  G_OBJECT_CLASS (trp_fan_row_parent_class)->dispose (object);
}

static void
trp_fan_row_class_init (TrpFanRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = trp_fan_row_dispose;
  widget_class->get_request_mode = trp_fan_row_get_request_mode;
  widget_class->measure = trp_fan_row_measure;
  widget_class->size_allocate = trp_fan_row_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "fanrow");
}

static void
trp_fan_row_init (TrpFanRow *self)
{
  self->spacing = 10;
}

GtkWidget *
trp_fan_row_new (int spacing)
{
  TrpFanRow *self = g_object_new (TRP_TYPE_FAN_ROW, NULL);

  self->spacing = spacing;
  return GTK_WIDGET (self);
}

void
trp_fan_row_append (TrpFanRow *self,
                    GtkWidget *child)
{
  g_return_if_fail (TRP_IS_FAN_ROW (self));
  g_return_if_fail (gtk_widget_get_parent (child) == NULL);

  gtk_widget_insert_before (child, GTK_WIDGET (self), NULL);
}

void
trp_fan_row_remove (TrpFanRow *self,
                    GtkWidget *child)
{
  g_return_if_fail (TRP_IS_FAN_ROW (self));
  g_return_if_fail (gtk_widget_get_parent (child) == GTK_WIDGET (self));

  gtk_widget_unparent (child);
}
