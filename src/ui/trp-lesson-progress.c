/* trp-lesson-progress.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A person's progress through the lessons is their record, like
 * the statistics, not a preference: a small file under the user data
 * folder,
 *
 *   { "finished": [ "biriba-draw-or-pile", … ],
 *     "reached": { "dabaifen-throws": 3 } }
 *
 * "reached" holds the step a lesson was left at, to resume it there.
 * The file is read with the bounds of any other outside JSON and written
 * whole into a temporary file renamed over the old one; unreadable, it
 * starts again empty.
 */

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "trp-json-input.h"
#include "trp-lesson-progress.h"

static char *
progress_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "trapoula", "lessons.json", NULL);
}

static JsonObject *
load_progress (void)
{
  g_autofree char *path = progress_path ();
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) node = NULL;
  gsize length = 0;
  GStatBuf info;

  if (g_stat (path, &info) == 0 && info.st_size <= TRP_JSON_INPUT_MAX_SETTING &&
      g_file_get_contents (path, &text, &length, NULL))
    node = trp_json_input_parse (text, length, TRP_JSON_INPUT_MAX_SETTING, NULL);
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return json_object_new ();
  return json_object_ref (json_node_get_object (node));
}

static void
store_progress (JsonObject *progress)
{
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), progress);
  g_autofree char *text = json_to_string (node, TRUE);
  g_autofree char *path = progress_path ();
  g_autofree char *folder = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;

  if (g_mkdir_with_parents (folder, 0700) != 0 ||
      !g_file_set_contents (path, text, -1, &error))
    g_warning ("Could not save the lessons’ progress to %s: %s", path,
               error != NULL ? error->message : g_strerror (errno));
}

static JsonArray *
finished_of (JsonObject *progress)
{
  JsonNode *member = json_object_get_member (progress, "finished");

  if (member == NULL || !JSON_NODE_HOLDS_ARRAY (member))
    {
      json_object_set_array_member (progress, "finished", json_array_new ());
      member = json_object_get_member (progress, "finished");
    }
  return json_node_get_array (member);
}

static JsonObject *
reached_of (JsonObject *progress)
{
  JsonNode *member = json_object_get_member (progress, "reached");

  if (member == NULL || !JSON_NODE_HOLDS_OBJECT (member))
    {
      json_object_set_object_member (progress, "reached", json_object_new ());
      member = json_object_get_member (progress, "reached");
    }
  return json_node_get_object (member);
}

static gboolean
has_finished (JsonObject *progress,
              const char *lesson_id)
{
  JsonArray *finished = finished_of (progress);

  for (guint i = 0; i < json_array_get_length (finished); i++)
    {
      JsonNode *element = json_array_get_element (finished, i);

      if (JSON_NODE_HOLDS_VALUE (element) && json_node_get_value_type (element) == G_TYPE_STRING &&
          g_str_equal (json_node_get_string (element), lesson_id))
        return TRUE;
    }
  return FALSE;
}

gboolean
trp_lesson_progress_is_finished (const char *lesson_id)
{
  g_autoptr(JsonObject) progress = load_progress ();

  g_return_val_if_fail (lesson_id != NULL, FALSE);

  return has_finished (progress, lesson_id);
}

/* A finished lesson starts from the beginning when opened again. */
void
trp_lesson_progress_set_finished (const char *lesson_id)
{
  g_autoptr(JsonObject) progress = load_progress ();

  g_return_if_fail (lesson_id != NULL);

  if (!has_finished (progress, lesson_id))
    json_array_add_string_element (finished_of (progress), lesson_id);
  json_object_remove_member (reached_of (progress), lesson_id);
  store_progress (progress);
}

/* Returns: the step to resume the lesson at, 0 for its beginning. */
guint
trp_lesson_progress_get_reached (const char *lesson_id)
{
  g_autoptr(JsonObject) progress = load_progress ();
  JsonNode *member;

  g_return_val_if_fail (lesson_id != NULL, 0);

  member = json_object_get_member (reached_of (progress), lesson_id);
  if (member == NULL || !JSON_NODE_HOLDS_VALUE (member) ||
      json_node_get_value_type (member) != G_TYPE_INT64 ||
      json_node_get_int (member) < 0 || json_node_get_int (member) > G_MAXUINT16)
    return 0;
  return (guint) json_node_get_int (member);
}

void
trp_lesson_progress_set_reached (const char *lesson_id,
                                 guint       step)
{
  g_autoptr(JsonObject) progress = load_progress ();

  g_return_if_fail (lesson_id != NULL);

  if (step == 0)
    json_object_remove_member (reached_of (progress), lesson_id);
  else
    json_object_set_int_member (reached_of (progress), lesson_id, step);
  store_progress (progress);
}
