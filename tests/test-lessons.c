/* test-lessons.c: every lesson plays to its end against the engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A lesson is a prepared deal and a script (data/lessons/, #38). Each is
 * read with the bounds of a save file and played step by step: every
 * move it expects of the person and every computer move it shows must be
 * legal where it comes, in turn. A wrong move it explains must be one the
 * person could really make there, or its explanation is never heard. So
 * a rule change that breaks a lesson fails here.
 */

#include "config.h"

#include <string.h>

#include "trp-action-types.h"
#include "trp-game-catalog.h"
#include "trp-lesson.h"

static char *
lessons_folder (void)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", "lessons", NULL);
}

static gboolean
has_legal_of_type (TrpGame    *game,
                   const char *type)
{
  g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);

  for (guint i = 0; i < legal->len; i++)
    if (g_str_equal (((TrpAction *) g_ptr_array_index (legal, i))->type, type))
      return TRUE;
  return FALSE;
}

static void
test_lesson_plays (gconstpointer data)
{
  const char *path = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TrpLesson) lesson = trp_lesson_load (path, &error);
  g_autoptr(TrpMatch) match = NULL;
  guint moves = 0;

  g_assert_no_error (error);
  g_assert_nonnull (trp_game_catalog_lookup (trp_lesson_get_game_id (lesson)));
  match = trp_lesson_create_match (lesson, trp_game_catalog_create_game, trp_game_catalog_lookup_rules, &error);
  g_assert_no_error (error);
  g_assert_true (trp_match_get_round_in_progress (match));

  for (guint i = 0; i < trp_lesson_get_n_steps (lesson); i++)
    {
      const TrpLessonStep *step = trp_lesson_get_step (lesson, i);
      TrpGame *game = trp_match_get_game (match);
      const TrpPlayer *player;

      if (step->kind == TRP_LESSON_STEP_NOTE)
        continue;

      /* Only a forced move goes by without words. */
      if (step->text == NULL)
        {
          g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);

          if (legal->len != 1 || !trp_action_equal (g_ptr_array_index (legal, 0), step->action))
            g_error ("%s, step %u: a move that is not forced needs its words", trp_lesson_get_id (lesson), i + 1);
        }

      /* The person makes the lesson's moves, the computers the rest. */
      g_assert_cmpint (step->action->seat, ==, trp_game_get_current_seat (game));
      player = trp_match_get_player (match, step->action->seat);
      g_assert_cmpint (player->kind, ==, step->kind == TRP_LESSON_STEP_MOVE ? TRP_PLAYER_HUMAN
                                                                           : TRP_PLAYER_COMPUTER);

      if (step->kind == TRP_LESSON_STEP_MOVE)
        {
          g_assert_null (trp_lesson_explain (lesson, i, step->action));
          for (guint w = 0; step->wrong_types[w] != NULL; w++)
            {
              g_autoptr(TrpAction) wrong = trp_action_new (step->wrong_types[w], step->action->seat);

              if (!has_legal_of_type (game, step->wrong_types[w]))
                g_error ("%s, step %u: “%s” is explained, but no such move is legal there",
                         trp_lesson_get_id (lesson), i + 1, step->wrong_types[w]);
              g_assert_cmpstr (trp_lesson_explain (lesson, i, wrong), ==, step->wrong_texts[w]);
            }
        }

      if (!trp_match_perform (match, step->action, &error))
        g_error ("%s, step %u: %s", trp_lesson_get_id (lesson), i + 1, error->message);
      moves++;

      /* What the words say comes next does. */
      game = trp_match_get_game (match);
      if (step->after_seat != TRP_LESSON_ANY_SEAT)
        g_assert_cmpint (trp_game_get_current_seat (game), ==, step->after_seat);
      if (step->after_phase != NULL)
        g_assert_cmpstr (trp_game_get_phase (game), ==, step->after_phase);
    }

  g_test_message ("%s: %u steps, %u moves", trp_lesson_get_id (lesson), trp_lesson_get_n_steps (lesson), moves);
  g_assert_cmpuint (moves, >, 0);
}

/* A broken lesson is refused with the step that breaks it. */
static void
test_lesson_refused (void)
{
  static const struct { const char *text; const char *message; } cases[] = {
    { "[]", "not a Trapoula lesson" },
    { "{\"format\": \"trapoula-match\"}", "not a Trapoula lesson" },
    { "{\"format\": \"trapoula-lesson\", \"version\": 2}", "version 2" },
    { "{\"format\": \"trapoula-lesson\", \"version\": 1, \"id\": \"x\", \"title\": \"t\", \"summary\": \"s\","
      " \"match\": {\"game\": \"biriba\"}, \"steps\": [{\"move\": {\"type\": \"pass\"}}]}",
      "Step 1: " },
    { "{\"format\": \"trapoula-lesson\", \"version\": 1, \"id\": \"x\", \"title\": \"t\", \"summary\": \"s\","
      " \"match\": {\"game\": \"biriba\"}, \"steps\": [{\"note\": \"n\"}, {\"dance\": 1}]}",
      "Step 2: " },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TrpLesson) lesson = trp_lesson_new_from_data (cases[i].text, strlen (cases[i].text), &error);

      g_assert_null (lesson);
      g_assert_nonnull (error);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("“%s”: “%s” does not say “%s”", cases[i].text, error->message, cases[i].message);
    }
}

static int
compare_paths (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(char * const *) a, *(char * const *) b);
}

static TrpAction *
meld_of (const char * const *codes,
         const guint        *sizes,
         guint               n_groups)
{
  TrpAction *action = trp_action_new (TRP_ACTION_NEW_MELD, 0);
  guint k = 0;

  for (guint g = 0; g < n_groups; g++)
    {
      TrpCard cards[8];

      for (guint i = 0; i < sizes[g]; i++)
        g_assert_true (trp_card_from_code (codes[k++], &cards[i], NULL));
      trp_action_add_group (action, cards, sizes[g]);
    }
  return action;
}

/* The table builds a go-down from the melds in the order the person
 * staged them, each meld's cards in the order they were picked: the
 * lesson's move is the same move (B-56). */
static void
test_action_matches (void)
{
  static const char *lesson[] = { "3S", "4S", "5S", "7H", "7D", "7C", "QD", "QC", "QS" };
  static const char *picked[] = { "QS", "QD", "QC", "5S", "3S", "4S", "7C", "7H", "7D" };
  static const char *other[] = { "QS", "QD", "QC", "5S", "3S", "4S", "7C", "7H", "7S" };
  static const char *split[] = { "3S", "4S", "5S", "7H", "7D", "7C", "QD", "QC", "QS" };
  static const guint threes[] = { 3, 3, 3 };
  static const guint uneven[] = { 4, 2, 3 };
  g_autoptr(TrpAction) expected = meld_of (lesson, threes, 3);
  g_autoptr(TrpAction) made = meld_of (picked, threes, 3);
  g_autoptr(TrpAction) wrong = meld_of (other, threes, 3);
  g_autoptr(TrpAction) regrouped = meld_of (split, uneven, 3);
  g_autoptr(TrpAction) discard = trp_action_new_with_cards (TRP_ACTION_DISCARD, 0, expected->cards, 1);

  g_assert_false (trp_action_equal (expected, made));
  g_assert_true (trp_lesson_action_matches (expected, made));
  g_assert_false (trp_lesson_action_matches (expected, wrong));
  g_assert_false (trp_lesson_action_matches (expected, regrouped));
  g_assert_false (trp_lesson_action_matches (expected, discard));
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *folder = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_test_init (&argc, &argv, NULL);

  folder = lessons_folder ();
  dir = g_dir_open (folder, 0, NULL);
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json"))
      g_ptr_array_add (paths, g_build_filename (folder, name, NULL));
  g_ptr_array_sort (paths, compare_paths);

  for (guint i = 0; i < paths->len; i++)
    {
      g_autofree char *base = g_path_get_basename (g_ptr_array_index (paths, i));
      g_autofree char *test_path = g_strdup_printf ("/lessons/plays/%.*s", (int) strlen (base) - 5, base);

      g_test_add_data_func (test_path, g_ptr_array_index (paths, i), test_lesson_plays);
    }
  g_test_add_func ("/lessons/refused", test_lesson_refused);
  g_test_add_func ("/lessons/action-matches", test_action_matches);

  return g_test_run ();
}
