/* trp-saved-match.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "trp-match.h"
#include "trp-saved-match.h"

/* The same bound as loading: a summary never reads more than a match may
 * hold. */
#define MAX_FILE_SIZE (16 * 1024 * 1024)

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
  g_free (self);
}

static TrpSavedMatch *
unreadable (TrpSavedMatch *self,
            const char    *reason)
{
  g_clear_pointer (&self->game_id, g_free);
  self->error = g_strdup (reason);
  return self;
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
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) names = NULL;
  g_autofree char *text = NULL;
  JsonObject *root;
  JsonNode *node;
  JsonArray *array;
  GStatBuf st;
  gsize length;

  g_return_val_if_fail (path != NULL, NULL);

  self = g_new0 (TrpSavedMatch, 1);
  self->path = g_strdup (path);

  if (g_stat (path, &st) != 0)
    return unreadable (self, g_strerror (errno));
  self->modified = st.st_mtime;
  if (st.st_size > MAX_FILE_SIZE)
    return unreadable (self, _("the file is too large to be a match"));

  if (!g_file_get_contents (path, &text, &length, &error))
    return unreadable (self, error->message);

  /* Nesting is bounded here too: json-glib parses recursively. */
  if (!trp_match_check_json_depth (text, length, &error))
    return unreadable (self, error->message);

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, text, length, &error))
    return unreadable (self, error->message);
  if ((node = json_parser_get_root (parser)) == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return unreadable (self, _("This is not a Trapoula match"));

  root = json_node_get_object (node);
  if (g_strcmp0 (json_object_get_string_member_with_default (root, "format", ""), TRP_MATCH_FORMAT) != 0)
    return unreadable (self, _("This is not a Trapoula match"));
  if (json_object_get_int_member_with_default (root, "version", 0) > TRP_MATCH_VERSION)
    return unreadable (self, _("This match was saved by a newer Trapoula"));

  self->game_id = g_strdup (json_object_get_string_member_with_default (root, "game", NULL));
  if (self->game_id == NULL)
    return unreadable (self, _("This is not a Trapoula match"));

  names = g_ptr_array_new_with_free_func (g_free);
  node = json_object_get_member (root, "players");
  array = node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
  for (guint i = 0; array != NULL && i < json_array_get_length (array) && i < 8; i++)
    {
      JsonNode *player = json_array_get_element (array, i);
      const char *name = JSON_NODE_HOLDS_OBJECT (player)
                         ? json_object_get_string_member_with_default (json_node_get_object (player), "name", "")
                         : "";

      g_ptr_array_add (names, g_utf8_make_valid (name, MIN (strlen (name), 200)));
    }
  g_ptr_array_add (names, NULL);
  self->player_names = (GStrv) g_ptr_array_steal (names, NULL);

  node = json_object_get_member (root, "rounds");
  if (node != NULL && JSON_NODE_HOLDS_ARRAY (node))
    self->n_rounds = json_array_get_length (json_node_get_array (node));

  node = json_object_get_member (root, "totals");
  if (node != NULL && JSON_NODE_HOLDS_ARRAY (node))
    {
      array = json_node_get_array (node);
      self->n_totals = MIN (json_array_get_length (array), 8);
      self->totals = g_new0 (int, MAX (self->n_totals, 1));
      for (guint i = 0; i < self->n_totals; i++)
        {
          JsonNode *value = json_array_get_element (array, i);

          if (JSON_NODE_HOLDS_VALUE (value) && json_node_get_value_type (value) == G_TYPE_INT64)
            self->totals[i] = (int) CLAMP (json_node_get_int (value), G_MININT, G_MAXINT);
        }
    }

  self->over = json_object_get_boolean_member_with_default (root, "over", FALSE);
  return self;
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
 *   the folder's `.json` files, the most recently played first
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

      if (!g_str_has_suffix (name, ".json"))
        continue;
      path = g_build_filename (folder, name, NULL);
      g_ptr_array_add (matches, trp_saved_match_read (path));
    }

  g_ptr_array_sort (matches, newest_first);
  return matches;
}
