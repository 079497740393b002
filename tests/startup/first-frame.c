/* first-frame.c: starts a program and prints how long its first window
 * took to be mapped and to be drawn, as the X server saw it
 * (build-aux/measure-startup)
 *
 *   first-frame PROGRAM [ARGS...]
 *
 * prints "MAP_MS DRAW_MS CPU_MS" and stops the program. Drawing is the
 * first damage the window reports after it was mapped (the DAMAGE
 * extension); CPU_MS is the processor time the program had used by then,
 * all its threads together, which a loaded machine disturbs less than the
 * time on the clock. It waits 30 s for the window, or as many seconds as
 * FIRST_FRAME_TIMEOUT says (a program run under valgrind needs more).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <X11/Xlib.h>
#include <X11/extensions/Xdamage.h>
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double
now_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

/* The processor time of every thread of @pid, from the scheduler's
 * statistics (nanoseconds). */
static double
cpu_ms (pid_t pid)
{
  char path[64];
  DIR *tasks;
  struct dirent *task;
  double total = 0;

  snprintf (path, sizeof path, "/proc/%d/task", (int) pid);
  tasks = opendir (path);
  if (tasks == NULL)
    return -1;
  while ((task = readdir (tasks)) != NULL)
    {
      char stat_path[512];
      unsigned long long run_ns;
      FILE *f;

      if (task->d_name[0] == '.')
        continue;
      snprintf (stat_path, sizeof stat_path, "%s/%s/schedstat", path, task->d_name);
      f = fopen (stat_path, "r");
      if (f == NULL)
        continue;
      if (fscanf (f, "%llu", &run_ns) == 1)
        total += run_ns / 1e6;
      fclose (f);
    }
  closedir (tasks);
  return total;
}

/* Waits for an event, for at most @timeout_ms; returns 0 on time-out. */
static int
next_event (Display *display,
            XEvent  *event,
            double   deadline)
{
  while (!XPending (display))
    {
      if (now_ms () > deadline)
        return 0;
      usleep (500);
    }
  XNextEvent (display, event);
  return 1;
}

int
main (int    argc,
      char **argv)
{
  Display *display;
  Window root, mapped = None;
  int damage_event, damage_error;
  double start, map_ms = -1, draw_ms = -1, draw_cpu_ms = -1, deadline;
  double timeout_s = 30;
  pid_t child;
  XEvent event;
  int status = 0;

  if (argc < 2)
    {
      fprintf (stderr, "usage: %s PROGRAM [ARGS...]\n", argv[0]);
      return 2;
    }

  if (getenv ("FIRST_FRAME_TIMEOUT") != NULL)
    timeout_s = atof (getenv ("FIRST_FRAME_TIMEOUT"));
  if (timeout_s <= 0)
    timeout_s = 30;

  display = XOpenDisplay (NULL);
  if (display == NULL)
    {
      fprintf (stderr, "%s: no X display\n", argv[0]);
      return 2;
    }
  if (!XDamageQueryExtension (display, &damage_event, &damage_error))
    {
      fprintf (stderr, "%s: the X server has no DAMAGE extension\n", argv[0]);
      return 2;
    }
  root = DefaultRootWindow (display);
  XSelectInput (display, root, SubstructureNotifyMask);
  XSync (display, False);

  start = now_ms ();
  child = fork ();
  if (child == 0)
    {
      execvp (argv[1], argv + 1);
      perror (argv[1]);
      _exit (127);
    }

  deadline = start + timeout_s * 1000;
  while (mapped == None && next_event (display, &event, deadline))
    {
      if (event.type == MapNotify && !event.xmap.override_redirect)
        {
          mapped = event.xmap.window;
          map_ms = now_ms () - start;
        }
    }

  if (mapped != None)
    {
      XDamageCreate (display, mapped, XDamageReportNonEmpty);
      XSync (display, False);
      while (draw_ms < 0 && next_event (display, &event, deadline))
        {
          if (event.type == damage_event + XDamageNotify)
            {
              draw_ms = now_ms () - start;
              draw_cpu_ms = cpu_ms (child);
            }
        }
    }

  kill (child, SIGTERM);
  waitpid (child, NULL, 0);

  if (map_ms < 0 || draw_ms < 0)
    {
      fprintf (stderr, "%s: %s showed no window within %.0f s\n", argv[0], argv[1], timeout_s);
      status = 1;
    }
  printf ("%.1f %.1f %.1f\n", map_ms, draw_ms, draw_cpu_ms);
  XCloseDisplay (display);
  return status;
}
