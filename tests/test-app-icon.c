/* test-app-icon.c: each 128 px PNG of the app icon is its SVG drawn at
 * that size, so that the PNG the start page shows (it costs less to
 * decode before the first frame, #23) never drifts from the SVG.
 *
 * After changing an SVG: test-app-icon --write regenerates the PNGs.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <gdk-pixbuf/gdk-pixbuf.h>
#include <math.h>

#define ICON_SIZE 128

static const char * const icon_names[] = {
  "io.github.trapoula.Trapoula",
  "io.github.trapoula.Trapoula.Devel",
};

static gboolean write_pngs;

static char *
icon_path (const char *folder,
           const char *name,
           const char *extension)
{
  g_autofree char *file = g_strconcat (name, extension, NULL);

  return g_build_filename (SOURCE_ROOT, "data", "icons", "hicolor", folder, "apps", file, NULL);
}

/* The mean difference per channel (0 … 255) between two images of the
 * same size. */
static double
mean_difference (GdkPixbuf *a,
                 GdkPixbuf *b)
{
  const guint8 *pa = gdk_pixbuf_read_pixels (a);
  const guint8 *pb = gdk_pixbuf_read_pixels (b);
  int stride_a = gdk_pixbuf_get_rowstride (a);
  int stride_b = gdk_pixbuf_get_rowstride (b);
  int width = gdk_pixbuf_get_width (a);
  int height = gdk_pixbuf_get_height (a);
  double sum = 0;

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width * 4; x++)
      sum += fabs ((double) pa[y * stride_a + x] - pb[y * stride_b + x]);
  return sum / (width * height * 4);
}

static void
test_png_is_svg (gconstpointer data)
{
  const char *name = data;
  g_autofree char *svg_path = icon_path ("scalable", name, ".svg");
  g_autofree char *png_path = icon_path ("128x128", name, ".png");
  g_autoptr(GdkPixbuf) drawn = NULL;
  g_autoptr(GdkPixbuf) png = NULL;
  g_autoptr(GError) error = NULL;
  double difference;

  /* Without an SVG loader, or where the loaders' sandbox cannot start
   * (glycin's bwrap inside a chroot), there is nothing to compare with. */
  drawn = gdk_pixbuf_new_from_file_at_size (svg_path, ICON_SIZE, ICON_SIZE, &error);
  if (drawn == NULL)
    {
      g_autofree char *reason = g_strdup_printf ("cannot draw the SVG here: %s", error->message);

      g_test_skip (reason);
      return;
    }

  if (write_pngs)
    {
      g_assert_true (gdk_pixbuf_save (drawn, png_path, "png", &error, "compression", "9", NULL));
      g_assert_no_error (error);
      g_test_message ("wrote %s", png_path);
    }

  png = gdk_pixbuf_new_from_file (png_path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_pixbuf_get_width (png), ==, ICON_SIZE);
  g_assert_cmpint (gdk_pixbuf_get_height (png), ==, ICON_SIZE);
  g_assert_true (gdk_pixbuf_get_has_alpha (png));
  g_assert_true (gdk_pixbuf_get_has_alpha (drawn));

  /* Another librsvg may smooth edges a little differently; a changed
   * drawing differs by far more. */
  difference = mean_difference (drawn, png);
  if (difference > 1.0)
    g_test_message ("%s differs from %s drawn at %d px by %.2f per channel: "
                    "run test-app-icon --write", png_path, svg_path, ICON_SIZE, difference);
  g_assert_cmpfloat (difference, <=, 1.0);
}

int
main (int    argc,
      char **argv)
{
  if (argc > 1 && g_strcmp0 (argv[1], "--write") == 0)
    {
      write_pngs = TRUE;
      argv[1] = argv[0];
      argc--;
      argv++;
    }

  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (icon_names); i++)
    {
      g_autofree char *path = g_strdup_printf ("/data/app-icon/%s", icon_names[i]);

      g_test_add_data_func (path, icon_names[i], test_png_is_svg);
    }
  return g_test_run ();
}
