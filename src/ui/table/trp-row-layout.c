/* trp-row-layout.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "trp-row-layout.h"

/**
 * trp_row_layout_measure:
 * @spacing: the room between two children of a row
 * @arrange: lays the children out at a width, giving the height
 *
 * The measure of a container whose children run in rows and wrap: as
 * narrow as its widest child alone on a row; naturally, all of them on
 * one row; as tall as @arrange makes it at the width given, or at its
 * natural width.
 */
void
trp_row_layout_measure (GtkWidget      *container,
                        GtkOrientation  orientation,
                        int             for_size,
                        int             spacing,
                        TrpRowArrange   arrange,
                        int            *minimum,
                        int            *natural)
{
  *minimum = *natural = 0;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      guint n = 0;

      for (GtkWidget *child = gtk_widget_get_first_child (container); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        if (gtk_widget_should_layout (child))
          {
            int min = 0, nat = 0;

            gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
            *minimum = MAX (*minimum, min);
            *natural += (n++ > 0 ? spacing : 0) + nat;
          }
      *natural = MAX (*minimum, *natural);
    }
  else
    {
      int width = for_size;

      if (width < 0)
        {
          int ignored;

          trp_row_layout_measure (container, GTK_ORIENTATION_HORIZONTAL, -1, spacing, arrange, &ignored, &width);
        }
      *minimum = *natural = arrange (container, width, FALSE);
    }
}

/* The children go with their container: from its dispose. */
void
trp_row_layout_remove_children (GtkWidget *container)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (container)) != NULL)
    gtk_widget_unparent (child);
}
