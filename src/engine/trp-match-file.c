/* trp-match-file.c: save files on disk: atomic saves, locks, loading
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "trp-format.h"
#include "trp-json-input.h"
#include "trp-json-reader.h"
#include "trp-match-private.h"

void
trp_match_set_save_path (TrpMatch   *self,
                         const char *path)
{
  g_return_if_fail (TRP_IS_MATCH (self));

  if (g_strcmp0 (self->save_path, path) == 0)
    return;

  trp_match_unlock (self);
  g_free (self->save_path);
  self->save_path = g_strdup (path);
  self->have_stamp = FALSE;
  self->save_refused = FALSE;
}

const char *
trp_match_get_save_path (TrpMatch *self)
{
  g_return_val_if_fail (TRP_IS_MATCH (self), NULL);

  return self->save_path;
}

static gboolean
same_file_state (const GStatBuf *a,
                 const GStatBuf *b)
{
  return a->st_dev == b->st_dev && a->st_ino == b->st_ino && a->st_size == b->st_size &&
         a->st_mtim.tv_sec == b->st_mtim.tv_sec && a->st_mtim.tv_nsec == b->st_mtim.tv_nsec;
}

/* Remembers the file as it is now: what this match read or wrote. */
static void
take_stamp (TrpMatch *self)
{
  self->have_stamp = self->save_path != NULL && g_stat (self->save_path, &self->stamp) == 0;
}

/* A hidden file beside the match: listing skips it, and the lock is the
 * flock() on it, which ends with the process however it ends. */
static char *
dup_lock_path (const char *path)
{
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *name = g_strconcat (".", base, ".lock", NULL);

  return g_build_filename (folder, name, NULL);
}

/**
 * trp_match_lock:
 *
 * Takes the advisory lock of the match's save file, held until the match
 * is freed, its save path changes or trp_match_unlock(): one writer per
 * file, even for two windows that do not know of each other.
 *
 * Returns: %TRUE when this match holds the lock; else %FALSE with
 *   %TRP_MATCH_ERROR_LOCKED when another holds it
 */
gboolean
trp_match_lock (TrpMatch  *self,
                GError   **error)
{
  g_autofree char *folder = NULL;
  g_autofree char *lock_path = NULL;

  g_return_val_if_fail (TRP_IS_MATCH (self), FALSE);
  g_return_val_if_fail (self->save_path != NULL, FALSE);

  if (self->lock_fd >= 0)
    return TRUE;

  folder = g_path_get_dirname (self->save_path);
  g_mkdir_with_parents (folder, 0700);
  lock_path = dup_lock_path (self->save_path);

  /* Another window may remove the lock file as it lets go of it; the lock
   * that counts is on the file found at the path afterwards. */
  for (guint attempt = 0; attempt < 8; attempt++)
    {
      GStatBuf held, named;
      int fd = g_open (lock_path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
      int saved_errno;

      if (fd < 0)
        {
          saved_errno = errno;
          g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_IO,
                       _("Could not lock the match %s: %s"), self->save_path, g_strerror (saved_errno));
          return FALSE;
        }
      if (flock (fd, LOCK_EX | LOCK_NB) != 0)
        {
          saved_errno = errno;
          close (fd);
          if (saved_errno == EWOULDBLOCK)
            {
              g_set_error_literal (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_LOCKED,
                                   _("This match is open in another window"));
              return FALSE;
            }
          g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_IO,
                       _("Could not lock the match %s: %s"), self->save_path, g_strerror (saved_errno));
          return FALSE;
        }
      if (fstat (fd, &held) == 0 && g_stat (lock_path, &named) == 0 &&
          held.st_dev == named.st_dev && held.st_ino == named.st_ino)
        {
          self->lock_fd = fd;
          self->lock_path = g_steal_pointer (&lock_path);
          return TRUE;
        }
      close (fd);
    }

  g_set_error_literal (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_LOCKED,
                       _("This match is open in another window"));
  return FALSE;
}

/**
 * trp_match_path_is_locked:
 * @path: a save file
 *
 * Returns: whether a match holds the lock of trp_match_lock() on @path, in
 *   this process or another: the file must then not be removed
 */
gboolean
trp_match_path_is_locked (const char *path)
{
  g_autofree char *lock_path = NULL;
  gboolean locked;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);

  lock_path = dup_lock_path (path);
  fd = g_open (lock_path, O_RDONLY | O_CLOEXEC, 0);
  if (fd < 0)
    return FALSE;
  /* flock() locks of one process conflict through separate open files
   * too, so this sees this process's own matches as well. */
  locked = flock (fd, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK;
  close (fd);
  return locked;
}

/**
 * trp_match_remove_stale_lock:
 * @lock_path: a lock file of trp_match_lock(), “.NAME.json.lock”
 *
 * Removes a lock file that no process holds: one left behind by a crash
 * (the lock itself ended with the process). It is removed while this
 * function holds its lock, as trp_match_unlock() removes it, so that a
 * window taking the lock at the same moment finds the file gone and
 * makes a new one (trp_match_lock() checks the file it locked is the one
 * at the path). A lock that is held, in this process or another, is
 * left alone, and so is anything that is not a regular file.
 *
 * Returns: whether the file was removed
 */
gboolean
trp_match_remove_stale_lock (const char *lock_path)
{
  GStatBuf held, named;
  gboolean removed = FALSE;
  int fd;

  g_return_val_if_fail (lock_path != NULL, FALSE);

  if (g_lstat (lock_path, &named) != 0 || !S_ISREG (named.st_mode))
    return FALSE;
  fd = g_open (lock_path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0);
  if (fd < 0)
    return FALSE;
  if (flock (fd, LOCK_EX | LOCK_NB) == 0)
    {
      if (fstat (fd, &held) == 0 && g_lstat (lock_path, &named) == 0 &&
          held.st_dev == named.st_dev && held.st_ino == named.st_ino)
        removed = g_unlink (lock_path) == 0;
    }
  close (fd);
  return removed;
}

/**
 * trp_match_unlock:
 *
 * Lets go of the lock of trp_match_lock(), if this match holds it.
 */
void
trp_match_unlock (TrpMatch *self)
{
  g_return_if_fail (TRP_IS_MATCH (self));

  if (self->lock_fd < 0)
    return;

  /* Removed while still held, so that no one locks a file on its way
   * out. */
  g_unlink (self->lock_path);
  close (self->lock_fd);
  self->lock_fd = -1;
  g_clear_pointer (&self->lock_path, g_free);
}

/**
 * trp_match_save:
 *
 * Writes the match to its save path atomically: a temporary file in the
 * same folder, flushed to disk, then renamed over the old one, so a crash
 * or a full disk never leaves a half-written match. A file that another
 * program changed, replaced or removed since this match read or wrote it
 * is never overwritten: %TRP_MATCH_ERROR_CHANGED.
 */
gboolean
trp_match_save (TrpMatch  *self,
                GError   **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *text = NULL;
  gsize length;

  g_return_val_if_fail (TRP_IS_MATCH (self), FALSE);
  g_return_val_if_fail (self->save_path != NULL, FALSE);

  if (self->have_stamp)
    {
      GStatBuf now;

      if (g_stat (self->save_path, &now) != 0 || !same_file_state (&self->stamp, &now))
        {
          g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_CHANGED,
                       _("The match was not saved: another program changed or removed %s "
                         "while it was open, and it is left as that program left it"),
                       self->save_path);
          return FALSE;
        }
    }

  folder = g_path_get_dirname (self->save_path);
  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_IO,
                   _("Could not save the match to %s: %s"), self->save_path, g_strerror (saved_errno));
      return FALSE;
    }

  text = _trp_match_to_text (self, &length);
  if (!g_file_set_contents_full (self->save_path, text, length,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                 0600, &local_error))
    {
      g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_IO,
                   _("Could not save the match to %s: %s"), self->save_path, local_error->message);
      return FALSE;
    }

  take_stamp (self);
  return TRUE;
}

static gboolean
too_large (GError **error)
{
  return _trp_match_invalid (error, TRP_MATCH_ERROR_TOO_LARGE,
                  _("the file is too large to be a match (%d MB at most)"),
                  MAX_FILE_SIZE / (1024 * 1024));
}

/**
 * trp_match_load_from_data:
 * @text: (array length=length): the contents of a save file
 * @report: (out caller-allocates) (optional): where loading stopped
 *
 * Loads and replays a save file already read, with the same checks as
 * trp_match_load(); the messages do not name a file.
 *
 * Returns: (transfer full) (nullable): the match, with no save path
 */
TrpMatch *
trp_match_load_from_data (const char          *text,
                          gsize                length,
                          TrpGameFactory       factory,
                          TrpRulesLookup       rules_lookup,
                          TrpMatchLoadReport  *report,
                          GError             **error)
{
  g_return_val_if_fail (text != NULL || length == 0, NULL);
  g_return_val_if_fail (factory != NULL, NULL);
  g_return_val_if_fail (rules_lookup != NULL, NULL);

  return _trp_match_new_from_text (text, length, factory, rules_lookup, report, error);
}

/**
 * trp_match_load_full:
 * @path: a save file
 * @report: (out caller-allocates) (optional): where loading stopped, when
 *   it fails: the round, the move and the rule, as numbers and an ID
 *   rather than words. Free it with trp_match_load_report_clear().
 *
 * Loads and replays a save file. Errors name the path, the reason and,
 * where it applies, the round and move; the file is never changed.
 *
 * Returns: (transfer full) (nullable): the match, saving back to @path
 */
TrpMatch *
trp_match_load_full (const char          *path,
                     TrpGameFactory       factory,
                     TrpRulesLookup       rules_lookup,
                     TrpMatchLoadReport  *report,
                     GError             **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(TrpMatch) self = NULL;
  g_autofree char *text = NULL;
  GStatBuf st;
  int fd;
  gsize length;

  g_return_val_if_fail (path != NULL, NULL);

  if (report != NULL)
    *report = (TrpMatchLoadReport) { 0, };

  /* Only a regular file is read: a FIFO would block for ever, a device
   * such as /dev/zero would never end. O_NONBLOCK opens a FIFO without
   * waiting for a writer, and fstat() then refuses it. */
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0);
  if (fd < 0 || fstat (fd, &st) != 0)
    {
      int saved_errno = errno;

      if (fd >= 0)
        close (fd);
      g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_IO,
                   "%s: %s", path, g_strerror (saved_errno));
      return NULL;
    }
  if (!S_ISREG (st.st_mode))
    {
      close (fd);
      g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_IO,
                   "%s: %s", path, _("not a regular file"));
      return NULL;
    }
  /* Checked before reading, so a huge file is never read into memory. */
  if (st.st_size > MAX_FILE_SIZE)
    {
      close (fd);
      too_large (&local_error);
      g_set_error (error, TRP_MATCH_ERROR, local_error->code, "%s: %s", path, local_error->message);
      return NULL;
    }

  text = g_malloc ((gsize) st.st_size + 1);
  length = 0;
  while (length < (gsize) st.st_size)
    {
      gssize n = read (fd, text + length, (gsize) st.st_size - length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved_errno = errno;

          close (fd);
          g_set_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_IO,
                       "%s: %s", path, g_strerror (saved_errno));
          return NULL;
        }
      if (n == 0)
        break;
      length += n;
    }
  text[length] = '\0';
  close (fd);

  self = trp_match_load_from_data (text, length, factory, rules_lookup, report, &local_error);
  if (self == NULL)
    {
      g_set_error (error, TRP_MATCH_ERROR, local_error->code, "%s: %s", path, local_error->message);
      return NULL;
    }

  trp_match_set_save_path (self, path);
  /* The file as read: a later save checks that no one changed it since. */
  self->have_stamp = TRUE;
  self->stamp = st;
  return g_steal_pointer (&self);
}

/**
 * trp_match_load:
 * @path: a save file
 *
 * trp_match_load_full() without the report.
 *
 * Returns: (transfer full) (nullable): the match, saving back to @path
 */
TrpMatch *
trp_match_load (const char      *path,
                TrpGameFactory   factory,
                TrpRulesLookup   rules_lookup,
                GError         **error)
{
  return trp_match_load_full (path, factory, rules_lookup, NULL, error);
}

/**
 * trp_match_dup_default_folder:
 *
 * Returns: (transfer full): where matches are saved
 */
char *
trp_match_dup_default_folder (void)
{
  return g_build_filename (g_get_user_data_dir (), "trapoula", "matches", NULL);
}

/**
 * trp_match_new_save_path:
 *
 * Returns: (transfer full): a new file name in the default folder, from the
 *   time and a random suffix, so two matches never share a file
 */
char *
trp_match_new_save_path (void)
{
  g_autoptr(GDateTime) now = _trp_match_now_utc ();
  g_autofree char *folder = trp_match_dup_default_folder ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *name = g_strdup_printf ("match-%s-%08x.json", stamp, g_random_int ());

  return g_build_filename (folder, name, NULL);
}
