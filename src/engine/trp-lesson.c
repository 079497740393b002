/* trp-lesson.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A lesson is a file (data/lessons/, docs/lessons.md):
 *
 *   { "format": "trapoula-lesson", "version": 1,
 *     "id": "biriba-pile", "title": "…", "summary": "…",
 *     "match": { a save file's match: players, rules, one round with its
 *                explicit deal and no moves yet },
 *     "steps": [ { "note": "…" },
 *                { "move": ACTION, "say": "…",
 *                  "wrong": [ { "type": "discard", "say": "…" } ],
 *                  "otherwise": "…" },
 *                { "watch": ACTION, "say": "…",
 *                  "after": { "seat": 0, "phase": "play" } } ] }
 *
 * It is read with the same bounds as a save file, and its match by the
 * save loader itself, so a lesson is checked move by move like a match.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "trp-json-input.h"
#include "trp-lesson.h"

struct _TrpLesson
{
  GObject    parent_instance;

  char      *id;
  char      *title;
  char      *summary;
  char      *game_id;
  JsonNode  *match;
  GPtrArray *steps;
};

G_DEFINE_FINAL_TYPE (TrpLesson, trp_lesson, G_TYPE_OBJECT)

G_DEFINE_QUARK (trp-lesson-error-quark, trp_lesson_error)

static void
step_free (TrpLessonStep *step)
{
  g_free (step->text);
  g_clear_pointer (&step->action, trp_action_free);
  g_strfreev (step->wrong_types);
  g_strfreev (step->wrong_texts);
  g_free (step->otherwise);
  g_free (step->after_phase);
  g_free (step);
}

static void
trp_lesson_finalize (GObject *object)
{
  TrpLesson *self = TRP_LESSON (object);

  g_free (self->id);
  g_free (self->title);
  g_free (self->summary);
  g_free (self->game_id);
  g_clear_pointer (&self->match, json_node_unref);
  g_clear_pointer (&self->steps, g_ptr_array_unref);

  G_OBJECT_CLASS (trp_lesson_parent_class)->finalize (object);
}

static void
trp_lesson_class_init (TrpLessonClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = trp_lesson_finalize;
}

static void
trp_lesson_init (TrpLesson *self)
{
  self->steps = g_ptr_array_new_with_free_func ((GDestroyNotify) step_free);
}

static gboolean
invalid (GError    **error,
         guint       step,
         const char *format,
         ...) G_GNUC_PRINTF (3, 4);

/* @step counts from 1; 0 when the fault is not in one step. */
static gboolean
invalid (GError    **error,
         guint       step,
         const char *format,
         ...)
{
  g_autofree char *reason = NULL;
  va_list args;

  va_start (args, format);
  reason = g_strdup_vprintf (format, args);
  va_end (args);
  if (step > 0)
    g_set_error (error, TRP_LESSON_ERROR, TRP_LESSON_ERROR_INVALID, _("Step %u: %s"), step, reason);
  else
    g_set_error_literal (error, TRP_LESSON_ERROR, TRP_LESSON_ERROR_INVALID, reason);
  return FALSE;
}

/* A member that must be a non-empty string. */
static const char *
string_member (JsonObject *object,
               const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING ||
      *json_node_get_string (node) == '\0')
    return NULL;
  return json_node_get_string (node);
}

static gboolean
read_wrong (TrpLessonStep *step,
            JsonNode      *node,
            guint          index,
            GError       **error)
{
  g_autoptr(GStrvBuilder) types = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) texts = g_strv_builder_new ();
  JsonArray *array;

  if (node != NULL)
    {
      if (!JSON_NODE_HOLDS_ARRAY (node))
        return invalid (error, index, _("The “wrong” member is not a list"));
      array = json_node_get_array (node);
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          JsonNode *item = json_array_get_element (array, i);
          const char *type, *say;

          if (!JSON_NODE_HOLDS_OBJECT (item) ||
              (type = string_member (json_node_get_object (item), "type")) == NULL ||
              (say = string_member (json_node_get_object (item), "say")) == NULL)
            return invalid (error, index, _("A wrong move needs a “type” and what it is told (“say”)"));
          g_strv_builder_add (types, type);
          g_strv_builder_add (texts, say);
        }
    }
  step->wrong_types = g_strv_builder_end (types);
  step->wrong_texts = g_strv_builder_end (texts);
  return TRUE;
}

static gboolean
read_step (TrpLesson *self,
           JsonNode  *node,
           guint      index,
           GError   **error)
{
  g_autoptr(GError) local_error = NULL;
  TrpLessonStep *step;
  JsonObject *object;
  JsonNode *action = NULL, *after;
  const char *text;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return invalid (error, index, _("A step is not an object"));
  object = json_node_get_object (node);

  step = g_new0 (TrpLessonStep, 1);
  step->after_seat = TRP_LESSON_ANY_SEAT;
  g_ptr_array_add (self->steps, step);
  if ((text = string_member (object, "note")) != NULL)
    {
      step->kind = TRP_LESSON_STEP_NOTE;
      step->text = g_strdup (text);
      step->wrong_types = g_new0 (char *, 1);
      step->wrong_texts = g_new0 (char *, 1);
      return TRUE;
    }

  if ((action = json_object_get_member (object, "move")) != NULL)
    step->kind = TRP_LESSON_STEP_MOVE;
  else if ((action = json_object_get_member (object, "watch")) != NULL)
    step->kind = TRP_LESSON_STEP_WATCH;
  else
    return invalid (error, index, _("A step is a “note”, a “move” or a “watch”"));

  step->action = trp_action_new_from_json (action, &local_error);
  if (step->action == NULL)
    return invalid (error, index, "%s", local_error->message);
  /* A forced move (a pass where nothing can be declared, which the table
   * makes by itself) may go by without words; the lessons' test holds it
   * to being forced. */
  step->text = g_strdup (string_member (object, "say"));
  step->otherwise = g_strdup (string_member (object, "otherwise"));

  /* What the step's words say follows it, which the lessons' test
   * checks: "after": { "seat": 0, "phase": "play" }. */
  if ((after = json_object_get_member (object, "after")) != NULL)
    {
      JsonObject *state;
      JsonNode *seat;

      if (!JSON_NODE_HOLDS_OBJECT (after))
        return invalid (error, index, _("The “after” member is not an object"));
      state = json_node_get_object (after);
      seat = json_object_get_member (state, "seat");
      if (seat != NULL)
        {
          if (!JSON_NODE_HOLDS_VALUE (seat) || json_node_get_value_type (seat) != G_TYPE_INT64 ||
              json_node_get_int (seat) < -1 || json_node_get_int (seat) > 16)
            return invalid (error, index, _("The seat to move after a step is not a seat"));
          step->after_seat = (int) json_node_get_int (seat);
        }
      step->after_phase = g_strdup (string_member (state, "phase"));
    }
  return read_wrong (step, json_object_get_member (object, "wrong"), index, error);
}

/**
 * trp_lesson_new_from_data:
 *
 * Reads a lesson with the bounds of a save file. The steps' moves are
 * checked against the rules by trp_lesson_create_match()'s match as they
 * are played; the lessons' test plays every one.
 *
 * Returns: (transfer full) (nullable): the lesson, or %NULL with @error set
 */
TrpLesson *
trp_lesson_new_from_data (const char  *text,
                          gsize        length,
                          GError     **error)
{
  g_autoptr(TrpLesson) self = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonObject *object, *match;
  JsonNode *node;
  const char *format;

  g_return_val_if_fail (text != NULL || length == 0, NULL);

  root = trp_json_input_parse (text, length, TRP_JSON_INPUT_MAX_FILE, error);
  if (root == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      invalid (error, 0, _("This is not a Trapoula lesson"));
      return NULL;
    }
  object = json_node_get_object (root);
  format = string_member (object, "format");
  if (g_strcmp0 (format, "trapoula-lesson") != 0)
    {
      invalid (error, 0, _("This is not a Trapoula lesson"));
      return NULL;
    }
  if (json_object_get_int_member_with_default (object, "version", 0) != 1)
    {
      invalid (error, 0, _("Lesson version %d is not known"),
               (int) CLAMP (json_object_get_int_member_with_default (object, "version", 0), -1, G_MAXINT));
      return NULL;
    }

  self = g_object_new (TRP_TYPE_LESSON, NULL);
  self->id = g_strdup (string_member (object, "id"));
  self->title = g_strdup (string_member (object, "title"));
  self->summary = g_strdup (string_member (object, "summary"));
  if (self->id == NULL || self->title == NULL || self->summary == NULL)
    {
      invalid (error, 0, _("A lesson needs an “id”, a “title” and a “summary”"));
      return NULL;
    }

  node = json_object_get_member (object, "match");
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node) ||
      string_member ((match = json_node_get_object (node)), "game") == NULL)
    {
      invalid (error, 0, _("A lesson needs its “match”, with its “game”"));
      return NULL;
    }
  self->game_id = g_strdup (string_member (match, "game"));
  self->match = json_node_copy (node);

  node = json_object_get_member (object, "steps");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node) || json_array_get_length (json_node_get_array (node)) == 0)
    {
      invalid (error, 0, _("A lesson needs its “steps”"));
      return NULL;
    }
  for (guint i = 0; i < json_array_get_length (json_node_get_array (node)); i++)
    if (!read_step (self, json_array_get_element (json_node_get_array (node), i), i + 1, error))
      return NULL;

  return g_steal_pointer (&self);
}

/**
 * trp_lesson_load:
 *
 * Returns: (transfer full) (nullable): the lesson in @path, or %NULL with
 *   @error set, its message naming the file
 */
TrpLesson *
trp_lesson_load (const char  *path,
                 GError     **error)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length = 0;
  TrpLesson *self;

  g_return_val_if_fail (path != NULL, NULL);

  if (!g_file_get_contents (path, &text, &length, &local_error) ||
      (self = trp_lesson_new_from_data (text, length, &local_error)) == NULL)
    {
      g_set_error (error, TRP_LESSON_ERROR, TRP_LESSON_ERROR_INVALID, "%s: %s", path, local_error->message);
      return NULL;
    }
  return self;
}

const char *
trp_lesson_get_id (TrpLesson *self)
{
  g_return_val_if_fail (TRP_IS_LESSON (self), NULL);
  return self->id;
}

const char *
trp_lesson_get_game_id (TrpLesson *self)
{
  g_return_val_if_fail (TRP_IS_LESSON (self), NULL);
  return self->game_id;
}

const char *
trp_lesson_get_title (TrpLesson *self)
{
  g_return_val_if_fail (TRP_IS_LESSON (self), NULL);
  return self->title;
}

const char *
trp_lesson_get_summary (TrpLesson *self)
{
  g_return_val_if_fail (TRP_IS_LESSON (self), NULL);
  return self->summary;
}

guint
trp_lesson_get_n_steps (TrpLesson *self)
{
  g_return_val_if_fail (TRP_IS_LESSON (self), 0);
  return self->steps->len;
}

const TrpLessonStep *
trp_lesson_get_step (TrpLesson *self,
                     guint      index)
{
  g_return_val_if_fail (TRP_IS_LESSON (self), NULL);
  g_return_val_if_fail (index < self->steps->len, NULL);
  return g_ptr_array_index (self->steps, index);
}

/**
 * trp_lesson_create_match:
 *
 * Returns: (transfer full) (nullable): the lesson's match, its prepared
 *   deal dealt and no move made, or %NULL with @error set
 */
TrpMatch *
trp_lesson_create_match (TrpLesson       *self,
                         TrpGameFactory   factory,
                         TrpRulesLookup   rules_lookup,
                         GError         **error)
{
  g_autoptr(JsonNode) match = NULL;
  JsonArray *players;

  g_return_val_if_fail (TRP_IS_LESSON (self), NULL);

  /* The players are named as the lesson's words, translated, name them
   * (lesson-texts.c lists the names). */
  match = json_node_copy (self->match);
  players = JSON_NODE_HOLDS_OBJECT (match) ? json_object_get_array_member (json_node_get_object (match), "players")
                                           : NULL;
  for (guint i = 0; players != NULL && i < json_array_get_length (players); i++)
    {
      JsonNode *element = json_array_get_element (players, i);
      JsonObject *player = JSON_NODE_HOLDS_OBJECT (element) ? json_node_get_object (element) : NULL;
      JsonNode *name = player != NULL ? json_object_get_member (player, "name") : NULL;

      if (name != NULL && JSON_NODE_HOLDS_VALUE (name) && json_node_get_value_type (name) == G_TYPE_STRING &&
          json_node_get_string (name)[0] != '\0')
        json_object_set_string_member (player, "name", _(json_node_get_string (name)));
    }

  return trp_match_new_from_json (match, factory, rules_lookup, error);
}

static int
compare_cards (gconstpointer a,
               gconstpointer b,
               gpointer      unused)
{
  return (int) *(const TrpCard *) a - (int) *(const TrpCard *) b;
}

/* A group's cards in order, then a byte apart from the next group. */
static GByteArray *
sorted_groups (const TrpAction *action)
{
  guint n_groups = MAX (trp_action_get_n_groups (action), 1);
  g_autoptr(GPtrArray) groups = g_ptr_array_new_with_free_func ((GDestroyNotify) g_byte_array_unref);
  GByteArray *all = g_byte_array_new ();

  for (guint g = 0; g < n_groups; g++)
    {
      guint n = 0;
      const TrpCard *cards = trp_action_get_n_groups (action) > 1 ? trp_action_get_group (action, g, &n)
                                                                  : action->cards;
      GByteArray *group = g_byte_array_new ();

      if (trp_action_get_n_groups (action) <= 1)
        n = action->n_cards;
      g_byte_array_append (group, cards, n);
      g_qsort_with_data (group->data, (int) group->len, 1, compare_cards, NULL);
      g_ptr_array_add (groups, group);
    }
  /* Groups in a fixed order: by their first card, then their size. */
  for (guint i = 1; i < groups->len; i++)
    for (guint k = i; k > 0; k--)
      {
        GByteArray *a = g_ptr_array_index (groups, k - 1);
        GByteArray *b = g_ptr_array_index (groups, k);
        guint n = MIN (a->len, b->len);
        int order = n > 0 ? memcmp (a->data, b->data, n) : 0;

        if (order < 0 || (order == 0 && a->len <= b->len))
          break;
        groups->pdata[k - 1] = b;
        groups->pdata[k] = a;
      }
  for (guint g = 0; g < groups->len; g++)
    {
      GByteArray *group = g_ptr_array_index (groups, g);
      guint8 end = 0xff;

      g_byte_array_append (all, group->data, group->len);
      g_byte_array_append (all, &end, 1);
    }
  return all;
}

/**
 * trp_lesson_action_matches:
 * @expected: a lesson's move
 * @made: the move the person made
 *
 * Returns: whether @made is @expected, whatever the order in which the
 *   person picked the cards of each meld, or the melds of a go-down
 */
gboolean
trp_lesson_action_matches (const TrpAction *expected,
                           const TrpAction *made)
{
  g_autoptr(GByteArray) a = NULL;
  g_autoptr(GByteArray) b = NULL;

  g_return_val_if_fail (expected != NULL, FALSE);
  g_return_val_if_fail (made != NULL, FALSE);

  if (g_strcmp0 (expected->type, made->type) != 0 || expected->seat != made->seat ||
      expected->target != made->target || expected->suit != made->suit ||
      expected->n_cards != made->n_cards ||
      MAX (trp_action_get_n_groups (expected), 1) != MAX (trp_action_get_n_groups (made), 1))
    return FALSE;
  a = sorted_groups (expected);
  b = sorted_groups (made);
  return a->len == b->len && memcmp (a->data, b->data, a->len) == 0;
}

/**
 * trp_lesson_explain:
 * @index: a %TRP_LESSON_STEP_MOVE step
 * @made: the move the person made instead of the step's
 *
 * Returns: (nullable): what the lesson tells of @made (untranslated),
 *   or %NULL when it is the expected move
 */
const char *
trp_lesson_explain (TrpLesson       *self,
                    guint            index,
                    const TrpAction *made)
{
  const TrpLessonStep *step;

  g_return_val_if_fail (TRP_IS_LESSON (self), NULL);
  g_return_val_if_fail (index < self->steps->len, NULL);
  g_return_val_if_fail (made != NULL, NULL);

  step = g_ptr_array_index (self->steps, index);
  if (step->action == NULL || trp_lesson_action_matches (step->action, made))
    return NULL;
  for (guint i = 0; step->wrong_types[i] != NULL; i++)
    if (g_str_equal (step->wrong_types[i], made->type))
      return step->wrong_texts[i];
  return step->otherwise != NULL ? step->otherwise : step->text;
}
