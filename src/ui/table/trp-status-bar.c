/* trp-status-bar.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "trp-status-bar.h"

/* The line under the hand: the status (whose turn, what to do), the
 * details (a hint, the computers' last move) and, at the end, the
 * table's small buttons. Where the width holds them all at their
 * natural widths they share one row; where they fit with each label
 * wrapped to two lines at most (a hint beside the last move at
 * 1024 px), they still do, as more rows would take the board's room.
 * Where they do not (a phone's
 * 360 px, or a long Persian move at 1024 px), the status and the
 * buttons share the first row and each detail gets a full-width row of
 * its own, where a label may wrap instead of being cut. A status that would take more than two
 * lines beside the buttons gets the whole first row, the buttons one
 * below it. libadwaita 1.2 has no AdwBreakpoint, so the bar chooses
 * from the width it is given, as TrpTrickBoard does.
 *
 * The children come from the parent's template, typed “status”,
 * “detail” or “end”, so that the parent keeps them as its own template
 * children. */
struct _TrpStatusBar
{
  GtkWidget  parent_instance;

  GtkWidget *status;
  GPtrArray *details;
  GtkWidget *end;
};

static void trp_status_bar_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TrpStatusBar, trp_status_bar, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, trp_status_bar_buildable_init))

static GtkBuildableIface *parent_buildable_iface;

#define COLUMN_SPACING 12
#define ROW_SPACING 6

typedef enum
{
  LAYOUT_ONE_ROW,
  /* The status beside the buttons, each detail below. */
  LAYOUT_DETAILS_BELOW,
  /* The status alone, then the buttons, then each detail. */
  LAYOUT_STACKED,
} Layout;

static gboolean
shown (GtkWidget *child)
{
  return child != NULL && gtk_widget_should_layout (child);
}

static void
measure_width (GtkWidget *child,
               int       *minimum,
               int       *natural)
{
  int min = 0, nat = 0;

  if (shown (child))
    gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  if (minimum != NULL)
    *minimum = min;
  if (natural != NULL)
    *natural = nat;
}

static int
height_for (GtkWidget *child,
            int        width)
{
  int min = 0, nat = 0;

  if (!shown (child))
    return 0;
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
  return MAX (min, nat);
}

/* Every shown child at its natural width, in one row. */
static int
one_row_width (TrpStatusBar *self)
{
  GtkWidget *children[] = { self->status, self->end };
  int width = 0;
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (children); i++)
    if (shown (children[i]))
      {
        int nat;

        measure_width (children[i], NULL, &nat);
        width += nat;
        n++;
      }
  for (guint i = 0; i < self->details->len; i++)
    if (shown (g_ptr_array_index (self->details, i)))
      {
        int nat;

        measure_width (g_ptr_array_index (self->details, i), NULL, &nat);
        width += nat;
        n++;
      }

  return width + (n > 1 ? (int) (n - 1) * COLUMN_SPACING : 0);
}

/* The width the status has beside the buttons. */
static int
status_width_beside_end (TrpStatusBar *self,
                         int           width)
{
  int end;

  if (!shown (self->end))
    return width;
  measure_width (self->end, NULL, &end);
  return width - end - COLUMN_SPACING;
}

/* How many lines @child takes at @width: for a label, as its text
 * wraps (a label that ellipsizes reports no more than its lines);
 * else from its height against its height on one line. */
static int
lines_at (GtkWidget *child,
          int        width)
{
  int nat;

  if (GTK_IS_LABEL (child))
    {
      g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (child, gtk_label_get_text (GTK_LABEL (child)));

      pango_layout_set_width (layout, MAX (1, width) * PANGO_SCALE);
      pango_layout_set_wrap (layout, gtk_label_get_wrap_mode (GTK_LABEL (child)));
      return pango_layout_get_line_count (layout);
    }

  measure_width (child, NULL, &nat);
  return (height_for (child, width) + height_for (child, nat) - 1) / MAX (1, height_for (child, nat));
}

/* The least width at which @child takes two lines at most. */
static int
two_line_width (GtkWidget *child)
{
  int min, nat, low, high;

  measure_width (child, &min, &nat);
  low = MAX (min, nat / 2);
  high = nat;
  while (low < high)
    {
      int middle = low + (high - low) / 2;

      if (lines_at (child, middle) <= 2)
        high = middle;
      else
        low = middle + 1;
    }
  return high;
}

/* The widths of the status and the details sharing one row of @width
 * beside the end, in @widths (status first, then each detail; 0 for a
 * hidden one): each its natural width when all fit, else each a share
 * of the room after its natural width, if that holds it on two lines
 * at most. Returns whether one row holds them. */
static gboolean
one_row_widths (TrpStatusBar *self,
                int           width,
                int          *widths)
{
  g_autofree GtkWidget **children = g_new0 (GtkWidget *, self->details->len + 1);
  guint n_children = self->details->len + 1;
  int room = width, total = 0, given = 0, last = -1;
  guint n_shown = 0;

  children[0] = self->status;
  for (guint i = 0; i < self->details->len; i++)
    children[i + 1] = g_ptr_array_index (self->details, i);

  if (shown (self->end))
    {
      int end;

      measure_width (self->end, NULL, &end);
      room -= end;
      n_shown++;
    }
  for (guint i = 0; i < n_children; i++)
    {
      widths[i] = 0;
      if (shown (children[i]))
        {
          measure_width (children[i], NULL, &widths[i]);
          total += widths[i];
          n_shown++;
          last = i;
        }
    }
  room -= n_shown > 1 ? (int) (n_shown - 1) * COLUMN_SPACING : 0;
  if (last < 0)
    return TRUE;

  if (total <= room)
    {
      /* The status takes what the others leave. */
      if (shown (self->status))
        widths[0] += room - total;
      return TRUE;
    }

  /* Each at the least width that holds it on two lines, and the room
   * left shared in proportion to what each still wants. */
  {
    g_autofree int *natural = g_memdup2 (widths, sizeof (int) * n_children);
    int needed = 0, wanted = 0, extra;

    for (guint i = 0; i < n_children; i++)
      if (shown (children[i]))
        {
          widths[i] = two_line_width (children[i]);
          needed += widths[i];
          wanted += natural[i] - widths[i];
        }
    if (needed > room)
      return FALSE;

    extra = room - needed;
    for (guint i = 0; i < n_children; i++)
      if (shown (children[i]))
        {
          widths[i] += (int) ((gint64) extra * (natural[i] - widths[i]) / MAX (1, wanted));
          given += widths[i];
        }
    /* What rounding left over. */
    widths[last] += room - given;
  }
  return TRUE;
}

static Layout
layout_for_width (TrpStatusBar *self,
                  int           width)
{
  g_autofree int *widths = g_new0 (int, self->details->len + 1);
  int status_min, status_nat, status_width;

  if (width < 0 || one_row_widths (self, width, widths))
    return LAYOUT_ONE_ROW;
  if (!shown (self->status))
    return LAYOUT_DETAILS_BELOW;

  /* Two lines beside the buttons are read at a glance; more are a
   * column of words, better given the whole width. */
  measure_width (self->status, &status_min, &status_nat);
  status_width = status_width_beside_end (self, width);
  if (status_width < status_min || lines_at (self->status, status_width) > 2)
    return LAYOUT_STACKED;
  return LAYOUT_DETAILS_BELOW;
}

typedef struct
{
  GtkWidget *widget;
  int        x;
  int        width;
} Cell;

/* Lays out one row of @cells at @y, mirrored right to left, and
 * returns its height: the tallest cell's for its width. Each cell gets
 * the whole height, and its own valign places it within. */
static int
place_row (TrpStatusBar *self,
           const Cell   *cells,
           guint         n_cells,
           int           width,
           int           y,
           gboolean      allocate)
{
  gboolean rtl = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL;
  int height = 0;

  for (guint i = 0; i < n_cells; i++)
    height = MAX (height, height_for (cells[i].widget, cells[i].width));

  if (allocate)
    for (guint i = 0; i < n_cells; i++)
      {
        int x = rtl ? width - cells[i].x - cells[i].width : cells[i].x;

        gtk_widget_size_allocate (cells[i].widget,
                                  &(GtkAllocation) { x, y, cells[i].width, height }, -1);
      }

  return height;
}

/* Places every shown child for @width, or only measures when not
 * @allocate, and returns the height it takes. */
static int
arrange (TrpStatusBar *self,
         int           width,
         gboolean      allocate)
{
  Layout layout = layout_for_width (self, width);
  g_autofree Cell *cells = g_new0 (Cell, self->details->len + 2);
  int end_width = 0, y = 0;
  guint n = 0;

  if (width < 0)
    width = one_row_width (self);
  measure_width (self->end, NULL, &end_width);

  if (layout == LAYOUT_ONE_ROW)
    {
      g_autofree int *widths = g_new0 (int, self->details->len + 1);
      int x = 0;

      one_row_widths (self, width, widths);
      if (shown (self->status))
        {
          cells[n++] = (Cell) { self->status, x, widths[0] };
          x += widths[0] + COLUMN_SPACING;
        }
      for (guint i = 0; i < self->details->len; i++)
        {
          GtkWidget *detail = g_ptr_array_index (self->details, i);

          if (shown (detail))
            {
              cells[n++] = (Cell) { detail, x, widths[i + 1] };
              x += widths[i + 1] + COLUMN_SPACING;
            }
        }
      if (shown (self->end))
        cells[n++] = (Cell) { self->end, width - end_width, end_width };
      return place_row (self, cells, n, width, 0, allocate);
    }

  if (layout == LAYOUT_DETAILS_BELOW)
    {
      if (shown (self->status))
        cells[n++] = (Cell) { self->status, 0, MAX (0, status_width_beside_end (self, width)) };
      if (shown (self->end))
        cells[n++] = (Cell) { self->end, width - end_width, end_width };
      y = place_row (self, cells, n, width, 0, allocate);
    }
  else
    {
      if (shown (self->status))
        {
          cells[0] = (Cell) { self->status, 0, width };
          y = place_row (self, cells, 1, width, 0, allocate);
        }
      if (shown (self->end))
        {
          /* The buttons keep their place at the end of the line. */
          cells[0] = (Cell) { self->end, width - end_width, end_width };
          y += (y > 0 ? ROW_SPACING : 0);
          y += place_row (self, cells, 1, width, y, allocate);
        }
    }

  for (guint i = 0; i < self->details->len; i++)
    {
      GtkWidget *detail = g_ptr_array_index (self->details, i);

      if (shown (detail))
        {
          cells[0] = (Cell) { detail, 0, width };
          y += (y > 0 ? ROW_SPACING : 0);
          y += place_row (self, cells, 1, width, y, allocate);
        }
    }

  return y;
}

/* The height of @lines lines of the status's text. */
static int
lines_height (TrpStatusBar *self,
              int           lines)
{
  g_autoptr(PangoLayout) layout = NULL;
  GString *text = g_string_new ("Ág");
  int height = 0;

  if (self->status == NULL)
    {
      g_string_free (text, TRUE);
      return 0;
    }
  for (int i = 1; i < lines; i++)
    g_string_append (text, "\nÁg");
  layout = gtk_widget_create_pango_layout (self->status, text->str);
  pango_layout_get_pixel_size (layout, NULL, &height);
  g_string_free (text, TRUE);
  return height;
}

/* The height the bar keeps whatever its labels say: each label takes
 * two lines at most, and a row of details is there even when empty, so
 * that the hand above does not move when a long turn is told or a hint
 * comes and goes. */
static int
reserved_height (TrpStatusBar *self,
                 int           width)
{
  int two_lines = lines_height (self, 2);
  int end_height = 0;
  gboolean any_detail = FALSE;

  if (shown (self->end))
    gtk_widget_measure (self->end, GTK_ORIENTATION_VERTICAL, -1, NULL, &end_height, NULL, NULL);
  for (guint i = 0; i < self->details->len; i++)
    any_detail |= g_ptr_array_index (self->details, i) != NULL;

  switch (layout_for_width (self, width))
    {
    case LAYOUT_ONE_ROW:
      return MAX (end_height, two_lines);
    case LAYOUT_DETAILS_BELOW:
      return MAX (end_height, two_lines) + (any_detail ? ROW_SPACING + two_lines : 0);
    case LAYOUT_STACKED:
    default:
      return two_lines + ROW_SPACING + end_height + (any_detail ? ROW_SPACING + two_lines : 0);
    }
}

static void
trp_status_bar_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  TrpStatusBar *self = TRP_STATUS_BAR (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int min = 0;

      /* As narrow as the widest child alone on its row. */
      measure_width (self->status, &min, NULL);
      *minimum = min;
      measure_width (self->end, &min, NULL);
      *minimum = MAX (*minimum, min);
      for (guint i = 0; i < self->details->len; i++)
        {
          measure_width (g_ptr_array_index (self->details, i), &min, NULL);
          *minimum = MAX (*minimum, min);
        }
      *natural = MAX (*minimum, one_row_width (self));
    }
  else
    *minimum = *natural = MAX (arrange (self, for_size, FALSE), reserved_height (self, for_size));
}

/* The height depends on the width: narrow, the bar has more rows. */
static GtkSizeRequestMode
trp_status_bar_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
trp_status_bar_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  arrange (TRP_STATUS_BAR (widget), width, TRUE);
}

static void
trp_status_bar_dispose (GObject *object)
{
  TrpStatusBar *self = TRP_STATUS_BAR (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  self->status = NULL;
  self->end = NULL;
  if (self->details != NULL)
    g_ptr_array_set_size (self->details, 0);

  G_OBJECT_CLASS (trp_status_bar_parent_class)->dispose (object);
}

static void
trp_status_bar_finalize (GObject *object)
{
  TrpStatusBar *self = TRP_STATUS_BAR (object);

  g_clear_pointer (&self->details, g_ptr_array_unref);

  G_OBJECT_CLASS (trp_status_bar_parent_class)->finalize (object);
}

static void
trp_status_bar_class_init (TrpStatusBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = trp_status_bar_dispose;
  object_class->finalize = trp_status_bar_finalize;
  widget_class->get_request_mode = trp_status_bar_get_request_mode;
  widget_class->measure = trp_status_bar_measure;
  widget_class->size_allocate = trp_status_bar_size_allocate;
  /* Not “statusbar”: themes pad GtkStatusbar’s name. */
  gtk_widget_class_set_css_name (widget_class, "table-status");
}

static void
trp_status_bar_init (TrpStatusBar *self)
{
  self->details = g_ptr_array_new ();
}

/* --- Children from a template ------------------------------------------ */

static void
trp_status_bar_add_child (GtkBuildable *buildable,
                          GtkBuilder   *builder,
                          GObject      *child,
                          const char   *type)
{
  TrpStatusBar *self = TRP_STATUS_BAR (buildable);

  if (!GTK_IS_WIDGET (child))
    parent_buildable_iface->add_child (buildable, builder, child, type);
  else if (g_strcmp0 (type, "status") == 0)
    trp_status_bar_set_status (self, GTK_WIDGET (child));
  else if (g_strcmp0 (type, "end") == 0)
    trp_status_bar_set_end (self, GTK_WIDGET (child));
  else if (type == NULL || g_str_equal (type, "detail"))
    trp_status_bar_add_detail (self, GTK_WIDGET (child));
  else
    GTK_BUILDER_WARN_INVALID_CHILD_TYPE (buildable, type);
}

static void
trp_status_bar_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = trp_status_bar_add_child;
}

/* --- Public ------------------------------------------------------------ */

GtkWidget *
trp_status_bar_new (void)
{
  return g_object_new (TRP_TYPE_STATUS_BAR, NULL);
}

/* The children keep the order they are read in (status, details, end),
 * so that keyboard focus and screen readers go through them as the
 * eye does. */
static void
reorder (TrpStatusBar *self)
{
  GtkWidget *previous = NULL;

  if (self->status != NULL)
    {
      gtk_widget_insert_after (self->status, GTK_WIDGET (self), previous);
      previous = self->status;
    }
  for (guint i = 0; i < self->details->len; i++)
    {
      gtk_widget_insert_after (g_ptr_array_index (self->details, i), GTK_WIDGET (self), previous);
      previous = g_ptr_array_index (self->details, i);
    }
  if (self->end != NULL)
    gtk_widget_insert_after (self->end, GTK_WIDGET (self), previous);
}

/**
 * trp_status_bar_set_status:
 *
 * The widget that says whose turn it is: it takes the room the others
 * leave, and wraps.
 */
void
trp_status_bar_set_status (TrpStatusBar *self,
                           GtkWidget    *status)
{
  g_return_if_fail (TRP_IS_STATUS_BAR (self));
  g_return_if_fail (GTK_IS_WIDGET (status));
  g_return_if_fail (gtk_widget_get_parent (status) == NULL);

  g_clear_pointer (&self->status, gtk_widget_unparent);
  self->status = status;
  gtk_widget_set_parent (status, GTK_WIDGET (self));
  reorder (self);
}

/**
 * trp_status_bar_add_detail:
 *
 * A line after the status (a hint, the last move): at its natural width
 * in one row, on a full-width row of its own when narrow.
 */
void
trp_status_bar_add_detail (TrpStatusBar *self,
                           GtkWidget    *detail)
{
  g_return_if_fail (TRP_IS_STATUS_BAR (self));
  g_return_if_fail (GTK_IS_WIDGET (detail));
  g_return_if_fail (gtk_widget_get_parent (detail) == NULL);

  g_ptr_array_add (self->details, detail);
  gtk_widget_set_parent (detail, GTK_WIDGET (self));
  reorder (self);
}

/**
 * trp_status_bar_set_end:
 *
 * The widget at the end of the first row (the buttons).
 */
void
trp_status_bar_set_end (TrpStatusBar *self,
                        GtkWidget    *end)
{
  g_return_if_fail (TRP_IS_STATUS_BAR (self));
  g_return_if_fail (GTK_IS_WIDGET (end));
  g_return_if_fail (gtk_widget_get_parent (end) == NULL);

  g_clear_pointer (&self->end, gtk_widget_unparent);
  self->end = end;
  gtk_widget_set_parent (end, GTK_WIDGET (self));
  reorder (self);
}
