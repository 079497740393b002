/* trp-saved-match.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <string.h>

#include "trp-json-input.h"
#include "trp-match.h"
#include "trp-saved-match.h"

/* The same bound as loading: a summary never reads more than a match may
 * hold. */
#define MAX_FILE_SIZE (16 * 1024 * 1024)

/* Where the summary is looked for first: writers put it right after the
 * header, a few hundred bytes in. */
#define HEAD_SIZE     (64 * 1024)
/* Enough of the end of a file to see how it ends. */
#define TAIL_SIZE     256
/* Temporary files older than this are left by saves that never ended. */
#define TEMPORARY_MAX_AGE (24 * 60 * 60)
#define MAX_SEATS     8

void
trp_saved_match_free (TrpSavedMatch *self)
{
  if (self == NULL)
    return;

  g_free (self->path);
  g_free (self->game_id);
  g_strfreev (self->player_names);
  g_free (self->totals);
  g_free (self->error);
  g_free (self->updated);
  g_free (self->preset);
  g_free (self);
}

static TrpSavedMatch *
unreadable (TrpSavedMatch *self,
            const char    *reason)
{
  g_clear_pointer (&self->game_id, g_free);
  g_clear_pointer (&self->error, g_free);
  self->error = g_strdup (reason);
  return self;
}

static gboolean
holds_type (JsonNode *node,
            GType     type)
{
  return node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == type;
}

/* Names from the summary's list of strings, or from the players' objects
 * of a file without summary. */
static GStrv
read_names (JsonArray *array)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; array != NULL && i < json_array_get_length (array) && i < MAX_SEATS; i++)
    {
      JsonNode *player = json_array_get_element (array, i);
      const char *name = "";

      if (holds_type (player, G_TYPE_STRING))
        name = json_node_get_string (player);
      else if (JSON_NODE_HOLDS_OBJECT (player) &&
               holds_type (json_object_get_member (json_node_get_object (player), "name"), G_TYPE_STRING))
        name = json_object_get_string_member (json_node_get_object (player), "name");

      g_ptr_array_add (names, g_utf8_make_valid (name, MIN (strlen (name), 200)));
    }
  g_ptr_array_add (names, NULL);
  return (GStrv) g_ptr_array_steal (names, NULL);
}

static void
read_totals (TrpSavedMatch *self,
             JsonNode      *node)
{
  JsonArray *array;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return;

  array = json_node_get_array (node);
  self->n_totals = MIN (json_array_get_length (array), MAX_SEATS);
  self->totals = g_new0 (int, MAX (self->n_totals, 1));
  for (guint i = 0; i < self->n_totals; i++)
    {
      JsonNode *value = json_array_get_element (array, i);

      if (holds_type (value, G_TYPE_INT64))
        self->totals[i] = (int) CLAMP (json_node_get_int (value), G_MININT, G_MAXINT);
    }
}

/* Fills @self from @root: the whole file, or only its header and summary.
 * Members come from the summary when there is one, else from the file. */
static TrpSavedMatch *
read_root (TrpSavedMatch *self,
           JsonNode      *node)
{
  JsonObject *root, *source;
  JsonNode *member;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return unreadable (self, _("This is not a Trapoula match"));

  /* Members are checked for their type before they are read: json-glib's
   * getters complain about any other, and these files come from anywhere. */
  root = json_node_get_object (node);
  member = json_object_get_member (root, "format");
  if (!holds_type (member, G_TYPE_STRING) ||
      g_strcmp0 (json_node_get_string (member), TRP_MATCH_FORMAT) != 0)
    return unreadable (self, _("This is not a Trapoula match"));
  member = json_object_get_member (root, "version");
  if (holds_type (member, G_TYPE_INT64) && json_node_get_int (member) > TRP_MATCH_VERSION)
    return unreadable (self, _("This match was saved by a newer Trapoula"));

  member = json_object_get_member (root, "summary");
  source = member != NULL && JSON_NODE_HOLDS_OBJECT (member) ? json_node_get_object (member) : root;

  member = json_object_get_member (source, "game");
  if (!holds_type (member, G_TYPE_STRING))
    return unreadable (self, _("This is not a Trapoula match"));
  self->game_id = g_strdup (json_node_get_string (member));

  member = json_object_get_member (source, "players");
  self->player_names = read_names (member != NULL && JSON_NODE_HOLDS_ARRAY (member)
                                   ? json_node_get_array (member) : NULL);

  member = json_object_get_member (source, "rounds");
  if (holds_type (member, G_TYPE_INT64))
    self->n_rounds = (guint) CLAMP (json_node_get_int (member), 0, G_MAXUINT);
  else if (member != NULL && JSON_NODE_HOLDS_ARRAY (member))
    self->n_rounds = json_array_get_length (json_node_get_array (member));

  read_totals (self, json_object_get_member (source, "totals"));

  member = json_object_get_member (source, "over");
  self->over = holds_type (member, G_TYPE_BOOLEAN) && json_node_get_boolean (member);

  member = json_object_get_member (source, "winner");
  if (self->over && holds_type (member, G_TYPE_INT64))
    self->winner = (int) CLAMP (json_node_get_int (member), -1, G_MAXINT);

  member = json_object_get_member (source, "preset");
  if (holds_type (member, G_TYPE_STRING))
    self->preset = g_utf8_make_valid (json_node_get_string (member),
                                      MIN (strlen (json_node_get_string (member)), 64));
  else
    self->custom_rules = member != NULL && JSON_NODE_HOLDS_NULL (member);

  member = json_object_get_member (source, "updated");
  if (holds_type (member, G_TYPE_STRING))
    self->updated = g_utf8_make_valid (json_node_get_string (member),
                                       MIN (strlen (json_node_get_string (member)), 64));

  return self;
}

typedef struct
{
  const char *name;
  const char *start;
  gsize       length;
  guint       count;
} Member;

/* Whether the key in [start, end) of @text, escapes decoded, is @name:
 * “summ\u0061ry” is the summary, for this scanner as for the loader. */
static gboolean
key_is (const char *start,
        const char *end,
        const char *name)
{
  g_autoptr(TrpJsonReader) key = NULL;
  g_autofree char *quoted = NULL;

  if (memchr (start, '\\', end - start) == NULL)
    return (gsize) (end - start) == strlen (name) && memcmp (start, name, end - start) == 0;

  /* Names here are short; a long one is no name it looks for. */
  if (end - start > 64)
    return FALSE;
  quoted = g_strdup_printf ("\"%.*s\"", (int) (end - start), start);
  key = trp_json_reader_new (quoted, strlen (quoted), NULL);
  return key != NULL && trp_json_reader_string_equal (key, trp_json_reader_root (key), name);
}

/* Finds where the values of some top-level members of a JSON object lie
 * in @text, which may be only the start of a file, and counts them. Values
 * that do not end within @text are counted but not found. The value kept
 * is the last found, as the loader keeps the last of duplicates. */
static void
scan_top_members (const char *text,
                  gsize       length,
                  Member     *members,
                  guint       n_members)
{
  const char *string_start = NULL;
  const char *key = NULL;
  const char *key_end = NULL;
  Member *current = NULL;
  const char *current_start = NULL;
  gboolean in_string = FALSE, expect_key = FALSE;
  int depth = 0;

  for (gsize i = 0; i < length; i++)
    {
      char c = text[i];

      if (in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            {
              in_string = FALSE;
              if (depth == 1 && expect_key)
                {
                  key = string_start;
                  key_end = text + i;
                  expect_key = FALSE;
                }
            }
          continue;
        }

      switch (c)
        {
        case '"':
          in_string = TRUE;
          string_start = text + i + 1;
          break;

        case ':':
          if (depth == 1 && key != NULL)
            {
              for (guint m = 0; m < n_members; m++)
                if (key_is (key, key_end, members[m].name))
                  {
                    current = &members[m];
                    current->count++;
                    current_start = text + i + 1;
                  }
              key = NULL;
            }
          break;

        case '{':
        case '[':
          if (++depth == 1)
            expect_key = TRUE;
          break;

        case ',':
        case '}':
        case ']':
          if (depth == 1 && current != NULL)
            {
              current->start = current_start;
              current->length = text + i - current_start;
              current = NULL;
            }
          if (c == ',' && depth == 1)
            expect_key = TRUE;
          else if (c != ',')
            depth--;
          if (depth <= 0 && c != ',')
            return;
          break;

        default:
          break;
        }
    }
}

/* Reads at most @size bytes at @offset. */
static char *
read_at (int     fd,
         goffset offset,
         gsize   size,
         gsize  *length)
{
  char *buffer = g_malloc (size + 1);
  gsize done = 0;

  while (done < size)
    {
      gssize n = pread (fd, buffer + done, size - done, offset + done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;
      done += n;
    }
  buffer[done] = '\0';
  *length = done;
  return buffer;
}

/* Whether a file ends as Trapoula writes one: its last member is the
 * top-level “winner”. A file cut anywhere else does not. */
static gboolean
ends_as_written (const char *tail,
                 gsize       length)
{
  const char *p = tail + length;

#define SKIP_SPACE() while (p > tail && g_ascii_isspace (p[-1])) p--
  SKIP_SPACE ();
  if (p == tail || *--p != '}')
    return FALSE;
  SKIP_SPACE ();
  if (p - tail >= 4 && memcmp (p - 4, "null", 4) == 0)
    p -= 4;
  else
    {
      const char *digits = p;

      while (p > tail && g_ascii_isdigit (p[-1]))
        p--;
      if (p == digits)
        return FALSE;
      if (p > tail && p[-1] == '-')
        p--;
    }
  SKIP_SPACE ();
  if (p == tail || *--p != ':')
    return FALSE;
  SKIP_SPACE ();
#undef SKIP_SPACE
  return p - tail >= 8 && memcmp (p - 8, "\"winner\"", 8) == 0;
}

/* Where the document begins in @text: after a byte order mark and blank
 * space, which the format allows before it. */
static gsize
document_start (const char *text,
                gsize       length)
{
  gsize i = 0;

  if (length >= 3 && memcmp (text, "\xef\xbb\xbf", 3) == 0)
    i = 3;
  while (i < length && g_ascii_isspace (text[i]))
    i++;
  return i;
}

/* Whether a file begins as Trapoula writes one, with its object: else
 * (blank space filling the head, a comment, a byte order mark) the
 * header may lie beyond the head, and the file is read whole. */
static gboolean
starts_as_written (const char *head,
                   gsize       length)
{
  gsize start = document_start (head, length);

  return start < length && head[start] == '{' && (start + 1 >= length || head[start + 1] != '/');
}

/* The header and summary, or for files without one whatever the head
 * holds of the top-level members, from the first bytes of the file: a
 * few hundred bytes are parsed of each file, whatever its length. */
static JsonNode *
read_head (const char  *head,
           gsize        length,
           gboolean    *has_summary,
           GError     **error)
{
  g_autoptr(GString) object = g_string_new ("{");
  Member members[] = {
    { "format", }, { "version", }, { "summary", },
    { "game", }, { "players", }, { "rounds", }, { "totals", }, { "over", }, { "winner", }, { "updated", },
  };
  guint n_members = G_N_ELEMENTS (members);
  gboolean first = TRUE;

  scan_top_members (head, length, members, n_members);
  /* The loader refuses two summaries: so does the list. */
  if (members[2].count > 1)
    {
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, _("The file has more than one summary"));
      return NULL;
    }
  /* Writers write a summary of a few hundred bytes: one that does not
   * end within the head is not one to show. */
  if (members[2].count > 0 && members[2].length == 0 && length == HEAD_SIZE)
    {
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, _("The file’s summary is too long"));
      return NULL;
    }
  *has_summary = members[2].length > 0;
  if (*has_summary)
    n_members = 3;

  for (guint m = 0; m < n_members; m++)
    {
      if (members[m].length == 0)
        continue;
      g_string_append_printf (object, "%s\"%s\":%.*s", first ? "" : ",", members[m].name,
                              (int) members[m].length, members[m].start);
      first = FALSE;
    }
  g_string_append_c (object, '}');

  return trp_json_input_parse (object->str, object->len, HEAD_SIZE, error);
}

/**
 * trp_saved_match_read:
 * @path: a save file
 *
 * Reads the first %HEAD_SIZE bytes of the file and its last bytes, never
 * more for a file as Trapoula writes it; a file that ends otherwise is
 * checked whole, without building a tree. Only regular files are read,
 * and never waited for.
 *
 * Returns: (transfer full): the file's summary; its @error says why it
 *   cannot be read, if it cannot
 */
TrpSavedMatch *
trp_saved_match_read (const char *path)
{
  TrpSavedMatch *self;
  g_autoptr(JsonNode) head_node = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *head = NULL;
  g_autofree char *tail = NULL;
  gsize head_length, tail_length;
  gboolean has_summary = FALSE;
  struct stat st;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);

  self = g_new0 (TrpSavedMatch, 1);
  self->path = g_strdup (path);
  self->winner = -1;

  /* Never blocks on a FIFO; refuses what is not a regular file. */
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0);
  if (fd < 0)
    return unreadable (self, g_strerror (errno));
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      close (fd);
      return unreadable (self, _("not a regular file"));
    }
  self->modified = st.st_mtime;
  if (st.st_size > MAX_FILE_SIZE)
    {
      close (fd);
      return unreadable (self, _("the file is too large to be a match"));
    }

  head = read_at (fd, 0, HEAD_SIZE, &head_length);
  if ((goffset) head_length < st.st_size)
    tail = read_at (fd, st.st_size - TAIL_SIZE, TAIL_SIZE, &tail_length);

  if (tail == NULL || !ends_as_written (tail, tail_length) || !starts_as_written (head, head_length))
    {
      g_autofree char *whole = NULL;
      g_autofree char *rewritten = NULL;
      g_autoptr(TrpJsonReader) reader = NULL;
      gsize length;

      /* A short file, or one that does not end as written: check it is
       * one whole document, as the loader reads it. */
      if (tail == NULL)
        whole = g_steal_pointer (&head), length = head_length;
      else
        whole = read_at (fd, 0, st.st_size, &length);
      reader = trp_json_input_read (whole, length, MAX_FILE_SIZE, &rewritten, &error);
      if (reader == NULL)
        {
          close (fd);
          return unreadable (self, error->message);
        }
      /* Comments and other forms json-glib reads are scanned rewritten;
       * blank space before the document is skipped, however long. */
      g_clear_pointer (&head, g_free);
      if (rewritten != NULL)
        {
          head_length = MIN (strlen (rewritten), HEAD_SIZE);
          head = g_strndup (rewritten, head_length);
        }
      else
        {
          gsize start = document_start (whole, length);

          head_length = MIN (length - start, HEAD_SIZE);
          head = g_strndup (whole + start, head_length);
        }
    }
  close (fd);

  head_node = read_head (head, head_length, &has_summary, &error);
  if (head_node == NULL)
    return unreadable (self, error->message);

  return read_root (self, head_node);
}

static int
newest_first (gconstpointer a,
              gconstpointer b)
{
  const TrpSavedMatch *x = *(TrpSavedMatch * const *) a;
  const TrpSavedMatch *y = *(TrpSavedMatch * const *) b;

  return (y->modified > x->modified) - (y->modified < x->modified);
}

/* Whether @name is a temporary file of a save, “NAME.json.XXXXXX”. */
static gboolean
is_save_temporary (const char *name)
{
  const char *suffix = g_strrstr (name, ".json.");

  return suffix != NULL && strlen (suffix) == strlen (".json.XXXXXX");
}

/**
 * trp_saved_match_list_full:
 * @folder: the matches folder
 * @error: set when the folder exists but cannot be read
 *
 * Lists the folder's matches, and removes the temporary files of saves
 * that a crash or a kill interrupted more than a day ago (a save in
 * progress is never that old).
 *
 * Returns: (transfer full) (element-type TrpSavedMatch): the summaries of
 *   the folder's `.json` files, the most recently played first; temporary
 *   files of a save in progress or interrupted are left out. Empty, never
 *   %NULL, when the folder cannot be read.
 */
GPtrArray *
trp_saved_match_list_full (const char  *folder,
                           GError     **error)
{
  GPtrArray *matches = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_saved_match_free);
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GDir) dir = NULL;
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  const char *name;

  g_return_val_if_fail (folder != NULL, matches);

  dir = g_dir_open (folder, 0, &local_error);
  if (dir == NULL)
    {
      /* No folder yet is no match yet, not an error. */
      if (!g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        g_set_error (error, G_FILE_ERROR, local_error->code,
                     _("The folder of saved matches %s cannot be read: %s"),
                     folder, local_error->message);
      return matches;
    }

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);
      GStatBuf st;

      /* A match's lock file left by a crash: no one holds it any more. */
      if (name[0] == '.' && g_str_has_suffix (name, ".json.lock"))
        {
          trp_match_remove_stale_lock (path);
          continue;
        }

      if (is_save_temporary (name))
        {
          if (g_lstat (path, &st) == 0 && S_ISREG (st.st_mode) &&
              now - (gint64) st.st_mtime > TEMPORARY_MAX_AGE)
            g_unlink (path);
          continue;
        }

      /* Saving writes “NAME.json.XXXXXX” and renames it over NAME.json;
       * one left behind by a crash ends in its random suffix, so only
       * whole files are listed. Hidden files (locks) and folders are not
       * matches either. */
      if (!g_str_has_suffix (name, ".json") || name[0] == '.')
        continue;
      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        continue;
      g_ptr_array_add (matches, trp_saved_match_read (path));
    }

  g_ptr_array_sort (matches, newest_first);
  return matches;
}

/**
 * trp_saved_match_list:
 * @folder: the matches folder
 *
 * trp_saved_match_list_full() without the error.
 *
 * Returns: (transfer full) (element-type TrpSavedMatch): the summaries
 */
GPtrArray *
trp_saved_match_list (const char *folder)
{
  return trp_saved_match_list_full (folder, NULL);
}
