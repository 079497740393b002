/* test-coach.c: the coach finds the move that mattered (#38)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The coach replays a round and, at each of the person's decisions,
 * compares the person's move with the Hard player's, on deals of the
 * cards that seat could not see. These tests make a known mistake on the
 * exact deals of the lessons, where the better move is the lesson's own,
 * and check that the coach names it with a loss of the right sign, that it
 * says nothing where the person played the better move, and that what it
 * says does not depend on the cards the person could not see.
 */

#include "config.h"

#include <string.h>

#include "trp-action-types.h"
#include "trp-ai.h"
#include "trp-coach.h"
#include "trp-game-catalog.h"
#include "trp-lesson.h"

static TrpMatch *
lesson_match (const char *id)
{
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TrpLesson) lesson = NULL;
  TrpMatch *match;

  path = g_test_build_filename (G_TEST_DIST, "..", "data", "lessons", id, NULL);
  lesson = trp_lesson_load (path, &error);
  g_assert_no_error (error);
  match = trp_lesson_create_match (lesson, trp_game_catalog_create_game, trp_game_catalog_lookup_rules, &error);
  g_assert_no_error (error);
  return match;
}

static TrpAction *
action_from_text (const char *json)
{
  g_autoptr(JsonNode) node = json_from_string (json, NULL);
  g_autoptr(GError) error = NULL;
  TrpAction *action = trp_action_new_from_json (node, &error);

  g_assert_no_error (error);
  return action;
}

static void
perform (TrpMatch        *match,
         const TrpAction *action)
{
  g_autoptr(GError) error = NULL;

  trp_match_perform (match, action, &error);
  g_assert_no_error (error);
}

static void
exact_params (TrpCoachParams *params)
{
  trp_coach_params_init (params);
  params->seed = 7;
  /* No clock: the same notes on any machine. */
  params->budget_us = 0;
}

static const TrpCoachNote *
note_at (GPtrArray *notes,
         guint      index)
{
  for (guint i = 0; i < notes->len; i++)
    if (((TrpCoachNote *) g_ptr_array_index (notes, i))->action_index == index)
      return g_ptr_array_index (notes, i);
  return NULL;
}

/* The round's first moves, from @texts, as the person's seat makes them
 * on the lesson's deal. */
static GPtrArray *
actions_from_texts (const char * const *texts)
{
  GPtrArray *actions = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_action_free);

  for (guint i = 0; texts[i] != NULL; i++)
    g_ptr_array_add (actions, action_from_text (texts[i]));
  return actions;
}

/* B-21, B-40: after the draw, the person holds a clean run of ten spades
 * (a biriba) and three queens, and discards without laying anything
 * down. The Hard player melds; the coach counts the loss in hundreds of
 * points. */
static const char * const biriba_no_meld[] = {
  "{\"type\":\"draw_stock\",\"seat\":0}",
  "{\"type\":\"discard\",\"seat\":0,\"cards\":[\"QH\"]}",
  NULL
};

static void
test_biriba_no_meld (void)
{
  g_autoptr(TrpMatch) match = lesson_match ("biriba-biribaki.json");
  g_autoptr(GPtrArray) actions = actions_from_texts (biriba_no_meld);
  g_autoptr(GPtrArray) notes = NULL;
  g_autofree char *sentence = NULL;
  const TrpCoachNote *note;
  TrpCoachParams params;

  exact_params (&params);
  notes = trp_coach_review_game (trp_match_get_game (match), actions, 0, &params, NULL);
  /* The draw was the Hard player's move too: one note, on the discard. */
  g_assert_cmpuint (notes->len, ==, 1);
  note = g_ptr_array_index (notes, 0);
  g_assert_cmpuint (note->action_index, ==, 1);
  g_assert_true (trp_action_equal (note->played, g_ptr_array_index (actions, 1)));
  g_assert_cmpstr (note->better->type, ==, TRP_ACTION_NEW_MELD);
  g_assert_cmpfloat (note->loss, >, 200);
  g_assert_cmpfloat (note->loss, >, params.min_z * note->stderror);
  g_assert_false (note->levels);

  sentence = trp_coach_note_describe (note);
  g_assert_true (g_str_has_prefix (sentence, "Here, “"));
  g_assert_nonnull (strstr (sentence, note->played_text));
  g_assert_nonnull (strstr (sentence, note->better_text));
  g_assert_nonnull (strstr (sentence, " more points than "));
}

/* The lesson's own moves, the draw and the run and the queens laid down,
 * are the Hard player's too: the coach says nothing. */
static const char * const biriba_meld[] = {
  "{\"type\":\"draw_stock\",\"seat\":0}",
  "{\"type\":\"new_meld\",\"seat\":0,\"groups\":[[\"3S\",\"4S\",\"5S\",\"6S\",\"7S\",\"8S\",\"9S\",\"10S\",\"JS\"],[\"QC\",\"QH\",\"QS\"]]}",
  NULL
};

static void
test_biriba_good_moves (void)
{
  g_autoptr(TrpMatch) match = lesson_match ("biriba-biribaki.json");
  g_autoptr(GPtrArray) actions = actions_from_texts (biriba_meld);
  g_autoptr(GPtrArray) notes = NULL;
  TrpCoachParams params;

  exact_params (&params);
  notes = trp_coach_review_game (trp_match_get_game (match), actions, 0, &params, NULL);
  g_assert_cmpuint (notes->len, ==, 0);
}

/* D-31: a throw that another seat can beat fails, and the side is scored
 * as if the opponents had won every trick. The round ends there; the
 * coach reviews the whole round of the match, in levels. */
static void
test_dabaifen_failed_throw (void)
{
  g_autoptr(TrpMatch) match = lesson_match ("dabaifen-failed-throw.json");
  g_autoptr(TrpAction) lead = action_from_text ("{\"type\":\"play\",\"seat\":0,\"cards\":[\"KH\",\"QH\"]}");
  g_autoptr(GPtrArray) notes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *sentence = NULL;
  const TrpCoachNote *note;
  TrpCoachParams params;
  guint round;

  perform (match, lead);
  g_assert_false (trp_match_get_round_in_progress (match));
  round = trp_match_get_n_rounds (match) - 1;

  exact_params (&params);
  notes = trp_coach_review (match, round, &params, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (notes);
  note = note_at (notes, trp_match_get_round_n_actions (match, round) - 1);
  g_assert_nonnull (note);
  g_assert_true (trp_action_equal (note->played, lead));
  g_assert_cmpstr (note->better->type, ==, TRP_ACTION_PLAY);
  g_assert_true (note->levels);
  /* At least the two levels the opponents climb, D-31. */
  g_assert_cmpfloat (note->loss, >=, 2);
  g_assert_cmpfloat (note->loss, >, params.min_z * note->stderror);

  sentence = trp_coach_note_describe (note);
  g_assert_nonnull (strstr (sentence, " more levels than "));
}

/* A copy of @match's first round with the hands of @a and @b exchanged:
 * the person's own cards and everything the person sees stay put. */
static TrpGame *
game_with_hands_swapped (TrpMatch *match,
                         guint     a,
                         guint     b)
{
  g_autoptr(JsonNode) node = trp_match_to_json (match);
  g_autoptr(TrpMatch) copy = NULL;
  g_autoptr(GError) error = NULL;
  JsonObject *round = json_array_get_object_element (json_object_get_array_member (json_node_get_object (node), "rounds"), 0);
  JsonArray *hands = json_object_get_array_member (json_object_get_object_member (round, "deal"), "hands");
  JsonNode *hand_a = json_node_copy (json_array_get_element (hands, a));
  JsonNode *hand_b = json_node_copy (json_array_get_element (hands, b));
  JsonArray *swapped = json_array_new ();

  for (guint i = 0; i < json_array_get_length (hands); i++)
    json_array_add_element (swapped, i == a ? hand_b : i == b ? hand_a : json_node_copy (json_array_get_element (hands, i)));
  json_object_set_array_member (json_object_get_object_member (round, "deal"), "hands", swapped);

  copy = trp_match_new_from_json (node, trp_game_catalog_create_game, trp_game_catalog_lookup_rules, &error);
  g_assert_no_error (error);
  return trp_game_clone (trp_match_get_game (copy));
}

static void
assert_same_notes (GPtrArray *x,
                   GPtrArray *y)
{
  g_assert_cmpuint (x->len, ==, y->len);
  for (guint i = 0; i < x->len; i++)
    {
      const TrpCoachNote *p = g_ptr_array_index (x, i);
      const TrpCoachNote *q = g_ptr_array_index (y, i);

      g_assert_cmpuint (p->action_index, ==, q->action_index);
      g_assert_true (trp_action_equal (p->better, q->better));
      g_assert_cmpfloat (p->loss, ==, q->loss);
      g_assert_cmpfloat (p->stderror, ==, q->stderror);
    }
}

/* The coach judges from the person's seat: exchanging the hands of two
 * other seats, which the person cannot see, changes nothing it says,
 * down to the last decimal. */
static void
test_hidden_cards_unseen (void)
{
  struct { const char *lesson; const char * const *moves; guint a, b; } cases[] = {
    { "biriba-biribaki.json", biriba_no_meld, 1, 3 },
    { "biriba-biribaki.json", biriba_no_meld, 1, 2 },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(TrpMatch) match = lesson_match (cases[c].lesson);
      g_autoptr(GPtrArray) actions = actions_from_texts (cases[c].moves);
      g_autoptr(TrpGame) swapped = game_with_hands_swapped (match, cases[c].a, cases[c].b);
      g_autoptr(GPtrArray) seen = NULL;
      g_autoptr(GPtrArray) unseen = NULL;
      TrpCoachParams params;

      exact_params (&params);
      seen = trp_coach_review_game (trp_match_get_game (match), actions, 0, &params, NULL);
      unseen = trp_coach_review_game (swapped, actions, 0, &params, NULL);
      g_assert_cmpuint (seen->len, ==, 1);
      assert_same_notes (seen, unseen);
    }
}

/* A practice copy stands where the note's move was made, with no file,
 * and leaves the real match as it was. */
static void
test_practice_copy (void)
{
  g_autoptr(TrpMatch) match = lesson_match ("biriba-biribaki.json");
  g_autoptr(GPtrArray) actions = actions_from_texts (biriba_no_meld);
  g_autoptr(TrpMatch) practice = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) legal = NULL;
  gboolean has_meld = FALSE;

  for (guint i = 0; i < actions->len; i++)
    perform (match, g_ptr_array_index (actions, i));
  practice = trp_match_new_practice_copy (match, 0, 1, trp_game_catalog_lookup_rules, &error);
  g_assert_no_error (error);
  g_assert_null (trp_match_get_save_path (practice));
  g_assert_cmpuint (trp_match_get_round_n_actions (practice, 0), ==, 1);
  g_assert_cmpuint (trp_match_get_round_n_actions (match, 0), ==, 2);
  g_assert_cmpint (trp_game_get_current_seat (trp_match_get_game (practice)), ==, 0);

  /* There, the meld the coach names may be made. */
  legal = trp_game_legal_actions (trp_match_get_game (practice));
  for (guint i = 0; i < legal->len; i++)
    has_meld |= g_str_equal (((TrpAction *) g_ptr_array_index (legal, i))->type, TRP_ACTION_NEW_MELD);
  g_assert_true (has_meld);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/coach/biriba/no-meld", test_biriba_no_meld);
  g_test_add_func ("/coach/biriba/good-moves", test_biriba_good_moves);
  g_test_add_func ("/coach/dabaifen/failed-throw", test_dabaifen_failed_throw);
  g_test_add_func ("/coach/hidden-cards-unseen", test_hidden_cards_unseen);
  g_test_add_func ("/coach/practice-copy", test_practice_copy);

  return g_test_run ();
}
