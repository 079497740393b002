/* trp-choice-bar.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "trp-choice-bar.h"

/* The choice bar under the hand: its buttons in one centred row where
 * the width holds them, else in as many centred rows as it takes, each
 * button whole. Before, a bar wider than the window scrolled sideways,
 * and at 360 px in Greek or Persian the last choice (Pass) was half out
 * of sight (issue 20). GTK 4.8 has no wrap box (AdwWrapBox came with
 * libadwaita 1.7), so the bar lays its buttons out itself. Right to
 * left, each row runs from the right. */
struct _TrpChoiceBar
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (TrpChoiceBar, trp_choice_bar, GTK_TYPE_WIDGET)

#define SPACING 6

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
arrange (TrpChoiceBar *self,
         int           width,
         gboolean      allocate)
{
  gboolean rtl = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL;
  GtkWidget *row_start = gtk_widget_get_first_child (GTK_WIDGET (self));
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
          if (n > 0 && row_width + SPACING + w > width)
            break;
          row_width += (n > 0 ? SPACING : 0) + w;
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
              x += w + SPACING;
            }
        }

      y += row_height + SPACING;
      row_start = row_end;
    }

  return MAX (0, y - SPACING);
}

static void
trp_choice_bar_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  TrpChoiceBar *self = TRP_CHOICE_BAR (widget);

  *minimum = *natural = 0;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      guint n = 0;

      /* As narrow as the widest button alone on its row; naturally, all
       * in one row. */
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        if (gtk_widget_should_layout (child))
          {
            int min = 0, nat = 0;

            gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
            *minimum = MAX (*minimum, min);
            *natural += (n++ > 0 ? SPACING : 0) + nat;
          }
      *natural = MAX (*minimum, *natural);
    }
  else
    {
      int width = for_size;

      int ignored;

      if (width < 0)
        trp_choice_bar_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &ignored, &width, NULL, NULL);
      *minimum = *natural = arrange (self, width, FALSE);
    }
}

/* The height depends on the width: narrow, the bar has more rows. */
static GtkSizeRequestMode
trp_choice_bar_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
trp_choice_bar_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  arrange (TRP_CHOICE_BAR (widget), width, TRUE);
}

static void
trp_choice_bar_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (trp_choice_bar_parent_class)->dispose (object);
}

static void
trp_choice_bar_class_init (TrpChoiceBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = trp_choice_bar_dispose;
  widget_class->get_request_mode = trp_choice_bar_get_request_mode;
  widget_class->measure = trp_choice_bar_measure;
  widget_class->size_allocate = trp_choice_bar_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "choices");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
trp_choice_bar_init (TrpChoiceBar *self)
{
}

GtkWidget *
trp_choice_bar_new (void)
{
  return g_object_new (TRP_TYPE_CHOICE_BAR, NULL);
}

void
trp_choice_bar_append (TrpChoiceBar *self,
                       GtkWidget    *child)
{
  g_return_if_fail (TRP_IS_CHOICE_BAR (self));
  g_return_if_fail (GTK_IS_WIDGET (child));
  g_return_if_fail (gtk_widget_get_parent (child) == NULL);

  gtk_widget_insert_before (child, GTK_WIDGET (self), NULL);
}

void
trp_choice_bar_remove (TrpChoiceBar *self,
                       GtkWidget    *child)
{
  g_return_if_fail (TRP_IS_CHOICE_BAR (self));
  g_return_if_fail (GTK_IS_WIDGET (child));
  g_return_if_fail (gtk_widget_get_parent (child) == GTK_WIDGET (self));

  gtk_widget_unparent (child);
}

/**
 * trp_choice_bar_reorder_child_after:
 * @sibling: (nullable): the child to follow, or %NULL for the first place
 *
 * Moves @child after @sibling, so that the order of the buttons (and of
 * the keyboard focus) is the order of the choices.
 */
void
trp_choice_bar_reorder_child_after (TrpChoiceBar *self,
                                    GtkWidget    *child,
                                    GtkWidget    *sibling)
{
  g_return_if_fail (TRP_IS_CHOICE_BAR (self));
  g_return_if_fail (GTK_IS_WIDGET (child));
  g_return_if_fail (gtk_widget_get_parent (child) == GTK_WIDGET (self));
  g_return_if_fail (sibling == NULL || gtk_widget_get_parent (sibling) == GTK_WIDGET (self));

  if (child == sibling)
    return;
  gtk_widget_insert_after (child, GTK_WIDGET (self), sibling);
}
