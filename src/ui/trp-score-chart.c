/* trp-score-chart.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One line per side, from the match's start to the last finished round,
 * with the target as a dashed line. Time runs the way the language
 * reads: in a right-to-left language round 1 is at the right and the
 * numbers of the score axis stand at the right edge, as a paper chart
 * drawn by a Persian reader would be (docs/score-pad.md). Da Bai Fen's
 * totals are levels, labelled as card ranks.
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "trp-format.h"
#include "trp-round-result-sheet.h"
#include "trp-score-chart.h"

#define PAD        12.0
#define DOT_RADIUS 3.5
#define MAX_UNITS  8

struct _TrpScoreChart
{
  GtkWidget  parent_instance;

  TrpMatch  *match;
  /* values[unit * n_points + point]: the totals at the start and after
   * each finished round. */
  int       *values;
  guint      n_units;
  guint      n_points;
  int        target;
  gboolean   levels;
  TrpRoundResult *last;
};

G_DEFINE_FINAL_TYPE (TrpScoreChart, trp_score_chart, GTK_TYPE_WIDGET)

/* Colours apart in hue and readable on both the light and the dark
 * background (GNOME palette: blue, orange, green, purple, red, brown). */
static const char * const light_colours[] = { "#1c71d8", "#c64600", "#26a269", "#813d9c", "#c01c28", "#865e3c" };
static const char * const dark_colours[] = { "#62a0ea", "#ffa348", "#57e389", "#c061cb", "#f66151", "#cdab8f" };

static void
series_colour (guint    unit,
               GdkRGBA *colour)
{
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  const char * const *palette = dark ? dark_colours : light_colours;

  gdk_rgba_parse (colour, palette[unit % G_N_ELEMENTS (light_colours)]);
}

static void
foreground (GtkWidget *widget,
            GdkRGBA   *colour)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_get_color (widget, colour);
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), colour);
#endif
}

static char *
format_value (TrpScoreChart *self,
              int            value)
{
  return trp_round_result_sheet_format_total (self->levels ? self->last : NULL, value);
}

/* A step of 1, 2 or 5 times a power of ten giving at most five ticks. */
static int
tick_step (int span)
{
  int step = 1;

  while (span / step > 5)
    {
      if (span / (step * 2) <= 5)
        return step * 2;
      if (span / (step * 5) <= 5)
        return step * 5;
      step *= 10;
    }
  return step;
}

static PangoLayout *
new_layout (TrpScoreChart *self,
            const char    *text)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);

  return layout;
}

/* The score axis: from @low to @high by @step, round numbers of points,
 * or Da Bai Fen's ranks from the two. */
static void
score_axis (TrpScoreChart *self,
            int           *low_out,
            int           *high_out,
            int           *step_out)
{
  int low = 0, high = 1, step;

  for (guint i = 0; i < self->n_units * self->n_points; i++)
    {
      low = MIN (low, self->values[i]);
      high = MAX (high, self->values[i]);
    }
  if (self->target > 0)
    high = MAX (high, self->target);
  if (self->levels)
    {
      /* Levels start at the two: every rank, or every other one. */
      low = 2;
      step = high - low > 8 ? 2 : 1;
    }
  else
    {
      step = tick_step (MAX (high - low, 1));
      low = (int) floor ((double) low / step) * step;
      high = (int) ceil ((double) high / step) * step;
    }
  if (high <= low)
    high = low + step;

  *low_out = low;
  *high_out = high;
  *step_out = step;
}

static void
trp_score_chart_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  TrpScoreChart *self = TRP_SCORE_CHART (widget);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  double left, right, top, bottom, legend_x;
  int low, high, step;
  int label_width = 0, label_height = 0;
  GdkRGBA fg;
  cairo_t *cr;

  if (self->n_points == 0 || width < 4 * PAD || height < 4 * PAD)
    return;

  foreground (widget, &fg);
  score_axis (self, &low, &high, &step);

  /* The widest score label sets the axis's margin. */
  for (int v = low; v <= high; v += step)
    {
      g_autofree char *text = format_value (self, v);
      g_autoptr(PangoLayout) layout = new_layout (self, text);
      int w, h;

      pango_layout_get_pixel_size (layout, &w, &h);
      label_width = MAX (label_width, w);
      label_height = MAX (label_height, h);
    }

  top = PAD + label_height * 1.6;
  bottom = height - PAD - label_height * 1.4;
  left = PAD + label_width + 8;
  right = width - PAD;
  if (rtl)
    {
      right = width - PAD - label_width - 8;
      left = PAD;
    }

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

#define X(point) (rtl ? right - (right - left) * (point) / MAX (self->n_points - 1, 1) \
                      : left + (right - left) * (point) / MAX (self->n_points - 1, 1))
#define Y(value) (bottom - (bottom - top) * ((double) (value) - low) / (high - low))

  /* Grid and score labels. */
  cairo_set_line_width (cr, 1);
  for (int v = low; v <= high; v += step)
    {
      g_autofree char *text = format_value (self, v);
      g_autoptr(PangoLayout) layout = new_layout (self, text);
      int w, h;

      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, v == 0 ? 0.4 : 0.12);
      cairo_move_to (cr, left, round (Y (v)) + 0.5);
      cairo_line_to (cr, right, round (Y (v)) + 0.5);
      cairo_stroke (cr);

      pango_layout_get_pixel_size (layout, &w, &h);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.7);
      cairo_move_to (cr, rtl ? right + 8 : left - 8 - w, Y (v) - h / 2.0);
      pango_cairo_show_layout (cr, layout);
    }

  /* Round numbers, thinned out when there are many. */
  {
    guint every = MAX (1, self->n_points / 10);

    for (guint p = 0; p < self->n_points; p += every)
      {
        g_autofree char *text = trp_format_number (p);
        g_autoptr(PangoLayout) layout = new_layout (self, text);
        int w, h;

        pango_layout_get_pixel_size (layout, &w, &h);
        cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.7);
        cairo_move_to (cr, X (p) - w / 2.0, bottom + 4);
        pango_cairo_show_layout (cr, layout);
      }
  }

  /* The target, dashed. */
  if (self->target > 0)
    {
      double dash[] = { 6, 4 };

      cairo_save (cr);
      cairo_set_dash (cr, dash, 2, 0);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.6);
      cairo_move_to (cr, left, round (Y (self->target)) + 0.5);
      cairo_line_to (cr, right, round (Y (self->target)) + 0.5);
      cairo_stroke (cr);
      cairo_restore (cr);
    }

  /* One line per side, with a dot at each round. */
  for (guint u = 0; u < self->n_units; u++)
    {
      GdkRGBA colour;

      series_colour (u, &colour);
      gdk_cairo_set_source_rgba (cr, &colour);
      cairo_set_line_width (cr, 2.5);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      for (guint p = 0; p < self->n_points; p++)
        {
          double x = X (p), y = Y (self->values[u * self->n_points + p]);

          if (p == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      cairo_stroke (cr);
      for (guint p = 0; p < self->n_points; p++)
        {
          cairo_arc (cr, X (p), Y (self->values[u * self->n_points + p]), DOT_RADIUS, 0, 2 * G_PI);
          cairo_fill (cr);
        }
    }

  /* The legend, from the start edge: a swatch and each side's names. */
  legend_x = rtl ? width - PAD : left;
  for (guint u = 0; u < self->n_units; u++)
    {
      g_autofree char *name = trp_match_dup_unit_name (self->match, u);
      g_autoptr(PangoLayout) layout = new_layout (self, name);
      GdkRGBA colour;
      int w, h;

      pango_layout_get_pixel_size (layout, &w, &h);
      series_colour (u, &colour);
      gdk_cairo_set_source_rgba (cr, &colour);
      cairo_rectangle (cr, rtl ? legend_x - 12 : legend_x, PAD + (h - 12) / 2.0, 12, 12);
      cairo_fill (cr);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, fg.alpha);
      cairo_move_to (cr, rtl ? legend_x - 18 - w : legend_x + 18, PAD);
      pango_cairo_show_layout (cr, layout);
      legend_x += rtl ? -(18 + w + 24) : 18 + w + 24;
    }

#undef X
#undef Y

  cairo_destroy (cr);
}

static void
trp_score_chart_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 240 : 180;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 520 : 240;
}

static void
style_changed_cb (TrpScoreChart *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
trp_score_chart_direction_changed (GtkWidget        *widget,
                                   GtkTextDirection  previous)
{
  gtk_widget_queue_draw (widget);
}

static void
trp_score_chart_finalize (GObject *object)
{
  TrpScoreChart *self = TRP_SCORE_CHART (object);

  g_clear_object (&self->match);
  g_clear_pointer (&self->values, g_free);
  g_clear_pointer (&self->last, trp_round_result_unref);

  G_OBJECT_CLASS (trp_score_chart_parent_class)->finalize (object);
}

static void
trp_score_chart_class_init (TrpScoreChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = trp_score_chart_finalize;
  widget_class->snapshot = trp_score_chart_snapshot;
  widget_class->measure = trp_score_chart_measure;
  widget_class->direction_changed = trp_score_chart_direction_changed;

  gtk_widget_class_set_css_name (widget_class, "score-chart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
trp_score_chart_init (TrpScoreChart *self)
{
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (style_changed_cb), self, G_CONNECT_SWAPPED);
}

/* Reads the totals from the match's finished rounds, and says them to
 * screen readers, which cannot see the lines. */
static void
load (TrpScoreChart *self)
{
  guint n_rounds = trp_match_get_n_rounds (self->match);
  guint n_finished = 0;
  GString *description = g_string_new (NULL);

  for (guint r = 0; r < n_rounds; r++)
    n_finished += trp_match_get_round_result (self->match, r) != NULL;

  self->n_units = MIN (trp_match_get_n_units (self->match), MAX_UNITS);
  self->n_points = n_finished > 0 ? n_finished + 1 : 0;
  self->values = g_new0 (int, MAX (self->n_units * self->n_points, 1));

  for (guint r = 0, p = 0; r < n_rounds; r++)
    {
      TrpRoundResult *result = trp_match_get_round_result (self->match, r);

      if (result == NULL)
        continue;
      for (guint u = 0; u < self->n_units; u++)
        {
          if (p == 0)
            self->values[u * self->n_points] = trp_round_result_get_total_before (result, u);
          self->values[u * self->n_points + p + 1] = trp_round_result_get_total_after (result, u);
        }
      self->target = trp_round_result_get_target (result);
      self->levels = trp_round_result_get_totals_are_levels (result);
      g_clear_pointer (&self->last, trp_round_result_unref);
      self->last = trp_round_result_ref (result);
      p++;
    }

  {
    g_autofree char *count = trp_format_number (n_finished);

    /* Translators: the chart's description for screen readers, followed
     * by each side's total. */
    g_string_append_printf (description,
                            ngettext ("Running totals over %s round", "Running totals over %s rounds", n_finished),
                            count);
  }
  for (guint u = 0; u < self->n_units && self->n_points > 0; u++)
    {
      g_autofree char *name = trp_match_dup_unit_name (self->match, u);
      g_autofree char *total = format_value (self, self->values[u * self->n_points + self->n_points - 1]);

      /* Translators: a side and its total in the chart's description. */
      g_string_append (description, _(", "));
      g_string_append_printf (description, _("%s: %s"), name, total);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, description->str, -1);
  g_string_free (description, TRUE);
}

GtkWidget *
trp_score_chart_new (TrpMatch *match)
{
  TrpScoreChart *self;

  g_return_val_if_fail (TRP_IS_MATCH (match), NULL);

  self = g_object_new (TRP_TYPE_SCORE_CHART, NULL);
  self->match = g_object_ref (match);
  load (self);
  return GTK_WIDGET (self);
}

/**
 * trp_score_chart_get_n_points:
 *
 * Returns: the points of each line: the start and one per finished round
 */
guint
trp_score_chart_get_n_points (TrpScoreChart *self)
{
  g_return_val_if_fail (TRP_IS_SCORE_CHART (self), 0);

  return self->n_points;
}

int
trp_score_chart_get_value (TrpScoreChart *self,
                           guint          unit,
                           guint          point)
{
  g_return_val_if_fail (TRP_IS_SCORE_CHART (self), 0);
  g_return_val_if_fail (unit < self->n_units && point < self->n_points, 0);

  return self->values[unit * self->n_points + point];
}

/**
 * trp_score_chart_dup_axis_labels:
 *
 * Returns: (transfer full): the labels of the score axis, from the
 *   bottom, as the chart draws them
 */
GStrv
trp_score_chart_dup_axis_labels (TrpScoreChart *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  int low, high, step;

  g_return_val_if_fail (TRP_IS_SCORE_CHART (self), NULL);

  if (self->n_points > 0)
    {
      score_axis (self, &low, &high, &step);
      for (int v = low; v <= high; v += step)
        {
          g_autofree char *label = format_value (self, v);

          g_strv_builder_add (builder, label);
        }
    }
  return g_strv_builder_end (builder);
}
