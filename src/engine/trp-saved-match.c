/* trp-saved-match.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <string.h>

#include "trp-match.h"
#include "trp-saved-match.h"

/* The same bound as loading: a summary never reads more than a match may
 * hold. */
#define MAX_FILE_SIZE (16 * 1024 * 1024)

/* Where the summary is looked for first: writers put it right after the
 * header, a few hundred bytes in. */
#define HEAD_SIZE     (64 * 1024)
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
} Member;

/* Finds where the values of some top-level members of a JSON object lie
 * in @text, which may be only the start of a file. Values that do not end
 * within @text are not found. */
static void
scan_top_members (const char *text,
                  gsize       length,
                  Member     *members,
                  guint       n_members)
{
  const char *string_start = NULL;
  const char *key = NULL;
  gsize key_length = 0;
  Member *current = NULL;
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
                  key_length = text + i - string_start;
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
                if (strlen (members[m].name) == key_length &&
                    memcmp (members[m].name, key, key_length) == 0)
                  {
                    current = &members[m];
                    current->start = text + i + 1;
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
              current->length = text + i - current->start;
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

/* The header and summary alone, from the first bytes of the file, so that
 * listing a folder of long matches reads and parses a few hundred bytes of
 * each. Returns %NULL when the head holds no complete summary. */
static JsonNode *
read_head (const char *path)
{
  g_autoptr(GString) object = NULL;
  g_autofree char *head = g_malloc (HEAD_SIZE);
  Member members[] = { { "format", }, { "version", }, { "summary", } };
  FILE *file;
  gsize length;

  file = g_fopen (path, "rb");
  if (file == NULL)
    return NULL;
  length = fread (head, 1, HEAD_SIZE, file);
  fclose (file);

  scan_top_members (head, length, members, G_N_ELEMENTS (members));
  object = g_string_new ("{");
  for (guint m = 0; m < G_N_ELEMENTS (members); m++)
    {
      if (members[m].length == 0)
        return NULL;
      g_string_append_printf (object, "%s\"%s\":%.*s", m > 0 ? "," : "", members[m].name,
                              (int) members[m].length, members[m].start);
    }
  g_string_append_c (object, '}');

  if (!trp_match_check_json_depth (object->str, object->len, NULL))
    return NULL;
  return json_from_string (object->str, NULL);
}

/**
 * trp_saved_match_read:
 * @path: a save file
 *
 * Returns: (transfer full): the file's summary; its @error says why it
 *   cannot be read, if it cannot
 */
TrpSavedMatch *
trp_saved_match_read (const char *path)
{
  TrpSavedMatch *self;
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(JsonNode) head = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  GStatBuf st;
  gsize length;

  g_return_val_if_fail (path != NULL, NULL);

  self = g_new0 (TrpSavedMatch, 1);
  self->path = g_strdup (path);
  self->winner = -1;

  if (g_stat (path, &st) != 0)
    return unreadable (self, g_strerror (errno));
  self->modified = st.st_mtime;
  if (st.st_size > MAX_FILE_SIZE)
    return unreadable (self, _("the file is too large to be a match"));

  if ((head = read_head (path)) != NULL)
    return read_root (self, head);

  /* Files written before the summary existed: parse them whole. */
  if (!g_file_get_contents (path, &text, &length, &error))
    return unreadable (self, error->message);

  /* Nesting is bounded here too: json-glib parses recursively. */
  if (!trp_match_check_json_depth (text, length, &error))
    return unreadable (self, error->message);

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, text, length, &error))
    return unreadable (self, error->message);

  return read_root (self, json_parser_get_root (parser));
}

static int
newest_first (gconstpointer a,
              gconstpointer b)
{
  const TrpSavedMatch *x = *(TrpSavedMatch * const *) a;
  const TrpSavedMatch *y = *(TrpSavedMatch * const *) b;

  return (y->modified > x->modified) - (y->modified < x->modified);
}

/**
 * trp_saved_match_list:
 * @folder: the matches folder
 *
 * Returns: (transfer full) (element-type TrpSavedMatch): the summaries of
 *   the folder's `.json` files, the most recently played first; temporary
 *   files of a save in progress or interrupted are left out
 */
GPtrArray *
trp_saved_match_list (const char *folder)
{
  GPtrArray *matches = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_saved_match_free);
  g_autoptr(GDir) dir = NULL;
  const char *name;

  g_return_val_if_fail (folder != NULL, matches);

  dir = g_dir_open (folder, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;

      /* Saving writes “NAME.json.XXXXXX” and renames it over NAME.json;
       * one left behind by a crash ends in its random suffix, so only
       * whole files are listed. Hidden files and folders are not matches
       * either. */
      if (!g_str_has_suffix (name, ".json") || name[0] == '.')
        continue;
      path = g_build_filename (folder, name, NULL);
      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        continue;
      g_ptr_array_add (matches, trp_saved_match_read (path));
    }

  g_ptr_array_sort (matches, newest_first);
  return matches;
}
