/* empty-window.c: an empty libadwaita window, the yardstick for
 * Trapoula's start-up (build-aux/measure-startup)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <adwaita.h>

static void
activate_cb (GtkApplication *app)
{
  GtkWidget *window = adw_application_window_new (app);

  /* Trapoula's default size. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1014, 710);
  gtk_window_set_title (GTK_WINDOW (window), "Empty");
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(AdwApplication) app = adw_application_new ("io.github.trapoula.EmptyWindow",
                                                       G_APPLICATION_NON_UNIQUE);

  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
