/* test-match.c: matches over many rounds, save files, hostile files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <utime.h>
#include <string.h>

#include "toy-game.h"
#include "trp-json-input.h"
#include "trp-json-reader.h"
#include "trp-match.h"
#include "trp-saved-match.h"

static TrpMatch *
new_match (int target)
{
  g_autoptr(TrpRules) rules = trp_rules_new (&toy_descriptor);
  g_autoptr(GError) error = NULL;
  TrpPlayer players[] = {
    { (char *) "Anna", TRP_PLAYER_HUMAN, NULL, 0 },
    { (char *) "Νίκος", TRP_PLAYER_COMPUTER, (char *) "hard", 1 },
  };
  TrpMatch *match;

  g_assert_true (trp_rules_set_int (rules, "target_score", target, NULL));
  match = trp_match_new ("toy", rules, players, G_N_ELEMENTS (players), toy_game_factory, &error);
  g_assert_no_error (error);
  return match;
}

/* Plays the first legal action; Toy's rounds are six moves. */
static void
play_one (TrpMatch *match)
{
  g_autoptr(GPtrArray) legal = trp_game_legal_actions (trp_match_get_game (match));
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (legal->len, >, 0);
  g_assert_true (trp_match_perform (match, g_ptr_array_index (legal, 0), &error));
  g_assert_no_error (error);
}

static void
play_round (TrpMatch *match,
            guint64   seed)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (trp_match_start_round (match, seed, &error));
  g_assert_no_error (error);
  while (trp_match_get_round_in_progress (match))
    play_one (match);
}

static void
count_cb (TrpMatch *match,
          guint    *count)
{
  (*count)++;
}

static void
round_count_cb (TrpMatch *match,
                guint     round,
                guint    *count)
{
  g_assert_cmpuint (round, ==, *count);
  (*count)++;
}

static void
test_match_rounds_to_target (void)
{
  g_autoptr(TrpMatch) match = new_match (60);
  g_autoptr(GError) error = NULL;
  guint rounds = 0, finished = 0;
  int expected[2] = { 0, 0 };

  g_signal_connect (match, "round-finished", G_CALLBACK (round_count_cb), &rounds);
  g_signal_connect (match, "match-finished", G_CALLBACK (count_cb), &finished);

  for (guint64 seed = 1; !trp_match_get_is_over (match); seed++)
    {
      guint dealer_before = trp_match_get_next_dealer (match);
      TrpRoundResult *result;

      play_round (match, seed);
      result = trp_match_get_round_result (match, trp_match_get_n_rounds (match) - 1);
      g_assert_nonnull (result);
      for (guint u = 0; u < 2; u++)
        expected[u] += trp_round_result_get_total (result, u);

      /* The deal passes on (the game's carry says so). */
      if (trp_match_get_n_rounds (match) > 1)
        g_assert_cmpuint (trp_match_get_next_dealer (match), ==, (dealer_before + 1) % 2);
      g_assert_cmpuint (seed, <, 100);
    }

  g_assert_cmpuint (rounds, ==, trp_match_get_n_rounds (match));
  g_assert_cmpuint (finished, ==, 1);
  g_assert_cmpint (trp_match_get_total (match, 0), ==, expected[0]);
  g_assert_cmpint (trp_match_get_total (match, 1), ==, expected[1]);
  g_assert_cmpint (trp_match_get_winner (match), >=, 0);
  g_assert_cmpint (trp_match_get_total (match, trp_match_get_winner (match)), >=, 60);

  g_assert_false (trp_match_start_round (match, 999, &error));
  g_assert_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_OVER);
}

static char *
make_temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("trapoula-test-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_remove (path);
    }
  g_rmdir (dir);
}

static guint
count_saved_moves (const char *path)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonArray *rounds;
  guint n = 0;

  g_assert_true (json_parser_load_from_file (parser, path, NULL));
  rounds = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "rounds");
  for (guint r = 0; r < json_array_get_length (rounds); r++)
    n += json_array_get_length (json_object_get_array_member (json_array_get_object_element (rounds, r), "actions"));
  return n;
}

static void
test_match_saved_after_every_move (void)
{
  g_autoptr(TrpMatch) match = new_match (1000);
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "sub", "match.json", NULL);
  guint moves = 0;

  trp_match_set_save_path (match, path);
  g_assert_true (trp_match_start_round (match, 7, NULL));
  for (guint round = 0; round < 3; round++)
    {
      if (round > 0)
        g_assert_true (trp_match_start_round (match, 7 + round, NULL));
      while (trp_match_get_round_in_progress (match))
        {
          play_one (match);
          moves++;
          g_assert_cmpuint (count_saved_moves (path), ==, moves);
        }
    }

  g_remove (path);
  g_autofree char *sub = g_path_get_dirname (path);
  g_rmdir (sub);
  remove_dir (dir);
}

static void
test_match_save_load_resumes_exactly (void)
{
  g_autoptr(TrpMatch) match = new_match (1000);
  g_autoptr(TrpMatch) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "match.json", NULL);
  g_autoptr(JsonNode) obs_a = NULL;
  g_autoptr(JsonNode) obs_b = NULL;

  trp_match_set_save_path (match, path);
  play_round (match, 11);
  g_assert_true (trp_match_start_round (match, 12, NULL));
  play_one (match);
  play_one (match);

  loaded = trp_match_load (path, toy_game_factory, toy_rules_lookup, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  g_assert_cmpstr (trp_match_get_save_path (loaded), ==, path);
  g_assert_cmpuint (trp_match_get_n_rounds (loaded), ==, 2);
  g_assert_cmpuint (trp_match_get_round_n_actions (loaded, 1), ==, 2);
  g_assert_cmpstr (trp_match_get_player (loaded, 1)->name, ==, "Νίκος");
  g_assert_cmpstr (trp_match_get_player (loaded, 1)->level, ==, "hard");
  g_assert_cmpint (trp_match_get_player (loaded, 1)->kind, ==, TRP_PLAYER_COMPUTER);
  g_assert_true (trp_rules_equal (trp_match_get_rules (loaded), trp_match_get_rules (match)));
  for (guint u = 0; u < 2; u++)
    g_assert_cmpint (trp_match_get_total (loaded, u), ==, trp_match_get_total (match, u));

  for (int seat = 0; seat < 2; seat++)
    {
      g_clear_pointer (&obs_a, json_node_unref);
      g_clear_pointer (&obs_b, json_node_unref);
      obs_a = trp_game_observation (trp_match_get_game (match), seat);
      obs_b = trp_game_observation (trp_match_get_game (loaded), seat);
      g_assert_true (json_node_equal (obs_a, obs_b));
    }

  /* Both go on identically. */
  while (trp_match_get_round_in_progress (match))
    {
      play_one (match);
      play_one (loaded);
    }
  for (guint u = 0; u < 2; u++)
    g_assert_cmpint (trp_match_get_total (loaded, u), ==, trp_match_get_total (match, u));

  remove_dir (dir);
}

static void
test_match_explicit_deal_round_trip (void)
{
  g_autoptr(TrpMatch) match = new_match (1000);
  g_autoptr(TrpMatch) loaded = NULL;
  g_autoptr(JsonNode) deal = json_from_string ("{\"hands\": [[\"AS\", \"2S\", \"3S\"], [\"KH\", \"QH\", \"JH\"]]}", NULL);
  g_autoptr(JsonNode) saved = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (trp_match_start_round_explicit (match, json_node_get_object (deal), &error));
  g_assert_no_error (error);
  while (trp_match_get_round_in_progress (match))
    play_one (match);

  saved = trp_match_to_json (match);
  loaded = trp_match_new_from_json (saved, toy_game_factory, toy_rules_lookup, &error);
  g_assert_no_error (error);
  g_assert_cmpint (trp_match_get_total (loaded, 0), ==, 6);
  g_assert_cmpint (trp_match_get_total (loaded, 1), ==, 36);
}

static void
save_failed_cb (TrpMatch *match,
                GError   *error,
                guint    *count)
{
  g_assert_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_IO);
  (*count)++;
}

static void
test_match_save_failure_goes_on (void)
{
  g_autoptr(TrpMatch) match = new_match (1000);
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *good = g_build_filename (dir, "good.json", NULL);
  g_autofree char *blocker = g_build_filename (dir, "file", NULL);
  g_autofree char *bad = g_build_filename (blocker, "match.json", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  guint failures = 0;

  trp_match_set_save_path (match, good);
  g_assert_true (trp_match_start_round (match, 3, NULL));
  play_one (match);
  g_assert_true (g_file_get_contents (good, &before, NULL, NULL));

  /* A folder that cannot exist: its parent is a file. */
  g_assert_true (g_file_set_contents (blocker, "x", -1, NULL));
  trp_match_set_save_path (match, bad);
  g_signal_connect (match, "save-failed", G_CALLBACK (save_failed_cb), &failures);
  play_one (match);
  play_one (match);
  g_assert_cmpuint (failures, ==, 2);
  g_assert_cmpuint (trp_match_get_round_n_actions (match, 0), ==, 3);

  /* The last good file is untouched. */
  g_assert_true (g_file_get_contents (good, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);

  remove_dir (dir);
}

/* A valid saved match, as text, for the hostile-file tests to break. */
static char *
valid_save_text (void)
{
  g_autoptr(TrpMatch) match = new_match (1000);
  g_autoptr(JsonNode) node = NULL;

  play_round (match, 21);
  g_assert_true (trp_match_start_round (match, 22, NULL));
  play_one (match);
  node = trp_match_to_json (match);
  return json_to_string (node, TRUE);
}

/* @round and @action are where the report must locate the fault (0 for
 * nowhere), @rule the rule it must name or %NULL. */
static void
expect_load_error_at (const char    *dir,
                      const char    *text,
                      gssize         length,
                      TrpMatchError  code,
                      const char    *must_mention,
                      guint          round,
                      guint          action,
                      const char    *rule)
{
  g_autofree char *path = g_build_filename (dir, "bad.json", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) data_error = NULL;
  g_autoptr(TrpMatch) match = NULL;
  g_autoptr(TrpMatch) from_data = NULL;
  g_auto(TrpMatchLoadReport) report = { 0, };
  g_auto(TrpMatchLoadReport) data_report = { 0, };
  gsize n;

  g_assert_true (g_file_set_contents (path, text, length, NULL));
  match = trp_match_load_full (path, toy_game_factory, toy_rules_lookup, &report, &error);
  g_assert_null (match);
  g_assert_cmpuint (report.round, ==, round);
  g_assert_cmpuint (report.action, ==, action);
  g_assert_cmpstr (report.rule_id, ==, rule);
  g_assert_nonnull (error);
  if (error->domain != TRP_MATCH_ERROR || error->code != (int) code)
    g_error ("expected code %d, got %d: %s", code, error->code, error->message);
  /* Every report names the file. */
  g_assert_true (g_str_has_prefix (error->message, path));
  if (must_mention != NULL && strstr (error->message, must_mention) == NULL)
    g_error ("“%s” does not mention “%s”", error->message, must_mention);

  /* The file is left exactly as it was. */
  g_assert_true (g_file_get_contents (path, &contents, &n, NULL));
  /* Parenthesized: newer GLib does not bracket the macro's arguments. */
  g_assert_cmpmem (contents, n, text, (length < 0 ? strlen (text) : (gsize) length));
  g_remove (path);

  /* Loading the same bytes from memory fails the same way, without the
   * path. */
  from_data = trp_match_load_from_data (contents, n, toy_game_factory, toy_rules_lookup,
                                        &data_report, &data_error);
  g_assert_null (from_data);
  g_assert_error (data_error, TRP_MATCH_ERROR, (int) code);
  g_assert_cmpstr (error->message + strlen (path) + 2, ==, data_error->message);
  g_assert_cmpuint (data_report.round, ==, round);
  g_assert_cmpuint (data_report.action, ==, action);
  g_assert_cmpstr (data_report.rule_id, ==, rule);
}

static void
expect_load_error (const char    *dir,
                   const char    *text,
                   gssize         length,
                   TrpMatchError  code,
                   const char    *must_mention)
{
  expect_load_error_at (dir, text, length, code, must_mention, 0, 0, NULL);
}

/* @valid with one member of its summary replaced by @value (JSON), or
 * removed when @value is %NULL. */
static char *
with_summary_member (const char *valid,
                     const char *member,
                     const char *value)
{
  g_autoptr(JsonNode) root = json_from_string (valid, NULL);
  JsonObject *summary = json_object_get_object_member (json_node_get_object (root), "summary");

  g_assert_nonnull (summary);
  if (value == NULL)
    json_object_remove_member (summary, member);
  else
    json_object_set_member (summary, member, json_from_string (value, NULL));
  return json_to_string (root, TRUE);
}

static char *
replace_once (const char *text,
              const char *from,
              const char *to)
{
  const char *at = strstr (text, from);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
}

static void
test_match_hostile_files (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *valid = valid_save_text ();
  g_autofree char *truncated = g_strndup (valid, strlen (valid) / 2);
  g_autofree char *wrong_format = replace_once (valid, "trapoula-match", "other-app");
  g_autofree char *future = replace_once (valid, "\"version\" : 1", "\"version\" : 2");
  g_autofree char *unknown_game = replace_once (valid, "\"game\" : \"toy\"", "\"game\" : \"poker\"");
  g_autofree char *bad_rules = replace_once (valid, "\"bonus\" : 0", "\"bonus\" : 11");
  g_autofree char *bad_totals = replace_once (valid, "\"totals\" : [", "\"totals\" : [1000, ");
  g_autofree char *bad_player = replace_once (valid, "\"kind\" : \"human\"", "\"kind\" : \"robot\"");
  g_autofree char *bad_dealer = NULL;
  g_autofree char *no_dealer = replace_once (valid, "\"dealer\" : ", "\"dealer\" : 7");
  g_autofree char *illegal = NULL;
  g_autofree char *wrong_turn = NULL;
  g_autofree char *bad_card = NULL;
  g_autoptr(GString) deep = g_string_new (NULL);
  g_autoptr(GString) huge = g_string_new ("{\"format\": \"trapoula-match\", \"pad\": \"");

  /* A move by the wrong seat: the third move of round 1 is replayed as
   * seat 5's. Moves are listed one per line in pretty-printed files. */
  {
    const char *first = strstr (valid, "\"seat\" : ");
    const char *second = strstr (first + 1, "\"seat\" : ");
    const char *third = strstr (second + 1, "\"seat\" : ");
    g_autofree char *head = g_strndup (valid, third - valid);

    illegal = g_strdup_printf ("%s\"seat\" : 5%s", head, third + strlen ("\"seat\" : 0"));
    /* A seat that exists but whose turn it is not breaks T-1. */
    wrong_turn = g_strdup_printf ("%s\"seat\" : %c%s", head, third[strlen ("\"seat\" : ")] == '0' ? '1' : '0',
                                  third + strlen ("\"seat\" : 0"));
  }
  {
    const char *first = strstr (valid, "\"cards\" : [");
    g_autofree char *head = g_strndup (valid, first - valid);
    const char *close = strchr (first, ']');

    bad_card = g_strdup_printf ("%s\"cards\" : [\"1Z\"%s", head, close);
  }
  {
    /* The second round's dealer: the first one is drawn by lot. */
    const char *at = strstr (strstr (valid, "\"dealer\" : ") + 1, "\"dealer\" : ");
    g_autofree char *head = g_strndup (valid, at - valid);
    char digit = at[strlen ("\"dealer\" : ")];

    bad_dealer = g_strdup_printf ("%s\"dealer\" : %c%s", head, digit == '0' ? '1' : '0',
                                  at + strlen ("\"dealer\" : 0"));
  }

  for (guint i = 0; i < 100000; i++)
    g_string_append_c (deep, '[');
  for (guint i = 0; i < 17 * 1024 * 1024 / 64; i++)
    g_string_append (huge, "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef");
  g_string_append (huge, "\"}");

  expect_load_error (dir, "", 0, TRP_MATCH_ERROR_NOT_JSON, NULL);
  expect_load_error (dir, truncated, -1, TRP_MATCH_ERROR_NOT_JSON, NULL);
  expect_load_error (dir, "\xff\xfe garbage", -1, TRP_MATCH_ERROR_NOT_JSON, NULL);
  expect_load_error (dir, "[1, 2, 3]", -1, TRP_MATCH_ERROR_WRONG_FORMAT, NULL);
  expect_load_error (dir, wrong_format, -1, TRP_MATCH_ERROR_WRONG_FORMAT, NULL);
  expect_load_error (dir, future, -1, TRP_MATCH_ERROR_FUTURE_VERSION, "version 2");
  expect_load_error (dir, unknown_game, -1, TRP_MATCH_ERROR_UNKNOWN_GAME, "poker");
  expect_load_error (dir, bad_rules, -1, TRP_MATCH_ERROR_INVALID, "bonus");
  expect_load_error (dir, bad_totals, -1, TRP_MATCH_ERROR_MISMATCH, "totals");
  expect_load_error (dir, bad_player, -1, TRP_MATCH_ERROR_INVALID, "Player 0");
  expect_load_error_at (dir, illegal, -1, TRP_MATCH_ERROR_ILLEGAL_ACTION, "Round 1, move 3", 1, 3, NULL);
  expect_load_error_at (dir, wrong_turn, -1, TRP_MATCH_ERROR_ILLEGAL_ACTION, "[T-1]", 1, 3, "T-1");
  expect_load_error_at (dir, bad_card, -1, TRP_MATCH_ERROR_INVALID, "Round 1, move 1", 1, 1, NULL);
  expect_load_error_at (dir, bad_dealer, -1, TRP_MATCH_ERROR_MISMATCH, "Round 2", 2, 0, NULL);
  expect_load_error_at (dir, no_dealer, -1, TRP_MATCH_ERROR_INVALID, "dealer", 1, 0, NULL);
  expect_load_error (dir, deep->str, -1, TRP_MATCH_ERROR_TOO_LARGE, NULL);
  expect_load_error (dir, huge->str, -1, TRP_MATCH_ERROR_TOO_LARGE, NULL);

  /* The summary must say what the moves say (the round count, totals,
   * players…); the message names the member. */
  {
    const struct {
      const char *member;
      const char *value;
    } lies[] = {
      { "game", "\"poker\"" },
      { "players", "[\"Anna\", \"Nikos\"]" },
      { "players", "[\"Anna\"]" },
      { "totals", "[1000, 0]" },
      { "totals", "[0]" },
      { "rounds", "3" },
      { "rounds", "\"2\"" },
      { "over", "true" },
      { "winner", "1" },
      { "winner", NULL },
      { "updated", "12" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (lies); i++)
      {
        g_autofree char *lying = with_summary_member (valid, lies[i].member, lies[i].value);
        g_autofree char *field = g_strdup_printf ("“%s”", lies[i].member);

        expect_load_error (dir, lying, -1, TRP_MATCH_ERROR_MISMATCH, field);
      }
  }
  {
    g_autoptr(JsonNode) root = json_from_string (valid, NULL);
    g_autofree char *not_object = NULL;

    json_object_set_int_member (json_node_get_object (root), "summary", 1);
    not_object = json_to_string (root, FALSE);
    expect_load_error (dir, not_object, -1, TRP_MATCH_ERROR_INVALID, "summary");
  }

  /* And the untouched text loads. */
  {
    g_autofree char *path = g_build_filename (dir, "good.json", NULL);
    g_autoptr(TrpMatch) match = NULL;
    g_autoptr(GError) error = NULL;

    g_assert_true (g_file_set_contents (path, valid, -1, NULL));
    match = trp_match_load (path, toy_game_factory, toy_rules_lookup, &error);
    g_assert_no_error (error);
    g_remove (path);
  }

  {
    g_autoptr(GError) error = NULL;
    g_autofree char *missing = g_build_filename (dir, "missing.json", NULL);

    g_assert_null (trp_match_load (missing, toy_game_factory, toy_rules_lookup, &error));
    g_assert_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_IO);
  }

  remove_dir (dir);
}

/* 32 levels pass, 33 do not; brackets inside strings do not count. */
static void
test_match_json_depth (void)
{
  g_autoptr(GString) ok = g_string_new (NULL);
  g_autoptr(GString) deep = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 32; i++)
    g_string_append_c (ok, '[');
  g_string_append (ok, "\"[[[[{{{{\\\"[[\"");
  for (guint i = 0; i < 32; i++)
    g_string_append_c (ok, ']');
  g_assert_true (trp_match_check_json_depth (ok->str, ok->len, &error));
  g_assert_no_error (error);

  deep = g_string_new ("[");
  g_string_append (deep, ok->str);
  g_string_append_c (deep, ']');
  g_assert_false (trp_match_check_json_depth (deep->str, deep->len, &error));
  g_assert_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_TOO_LARGE);
}

static void
test_saved_match_summaries (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *good = g_build_filename (dir, "a.json", NULL);
  g_autofree char *bad = g_build_filename (dir, "b.json", NULL);
  g_autofree char *other = g_build_filename (dir, "notes.txt", NULL);
  g_autofree char *text = valid_save_text ();
  g_autoptr(GPtrArray) list = NULL;
  TrpSavedMatch *summary;

  g_assert_true (g_file_set_contents (good, text, -1, NULL));
  g_assert_true (g_file_set_contents (bad, "{\"format\": \"trapoula-match\", \"version\": 9}", -1, NULL));
  g_assert_true (g_file_set_contents (other, "x", -1, NULL));
  /* The good file is the most recent. */
  {
    struct utimbuf times = { 2000000000, 2000000000 };
    struct utimbuf older = { 1000000000, 1000000000 };

    g_utime (good, (struct utimbuf *) &times);
    g_utime (bad, (struct utimbuf *) &older);
  }

  list = trp_saved_match_list (dir);
  g_assert_cmpuint (list->len, ==, 2);

  summary = g_ptr_array_index (list, 0);
  g_assert_cmpstr (summary->path, ==, good);
  g_assert_null (summary->error);
  g_assert_cmpstr (summary->game_id, ==, "toy");
  g_assert_cmpstr (summary->player_names[0], ==, "Anna");
  g_assert_cmpstr (summary->player_names[1], ==, "Νίκος");
  g_assert_null (summary->player_names[2]);
  g_assert_cmpuint (summary->n_rounds, ==, 2);
  g_assert_cmpuint (summary->n_totals, ==, 2);
  g_assert_false (summary->over);

  g_assert_cmpint (summary->winner, ==, -1);
  g_assert_nonnull (summary->updated);

  summary = g_ptr_array_index (list, 1);
  g_assert_cmpstr (summary->path, ==, bad);
  g_assert_nonnull (summary->error);
  g_assert_nonnull (strstr (summary->error, "newer"));

  remove_dir (dir);
}

/* The listing reads the summary alone; a file without one (written before
 * it existed) is peeked at instead, with the same result. */
static void
test_saved_match_summary_block (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *with = g_build_filename (dir, "with.json", NULL);
  g_autofree char *without = g_build_filename (dir, "without.json", NULL);
  g_autofree char *lying = g_build_filename (dir, "lying.json", NULL);
  g_autofree char *valid = valid_save_text ();
  g_autofree char *old = with_summary_member (valid, "game", NULL);
  g_autofree char *says_five = with_summary_member (valid, "rounds", "5");
  g_autoptr(TrpSavedMatch) a = NULL;
  g_autoptr(TrpSavedMatch) b = NULL;
  g_autoptr(TrpSavedMatch) c = NULL;
  g_autoptr(TrpMatch) match = NULL;
  g_autoptr(GError) error = NULL;

  /* A file of the first version 1, with no summary at all. */
  {
    g_autoptr(JsonNode) root = json_from_string (valid, NULL);

    json_object_remove_member (json_node_get_object (root), "summary");
    g_free (old);
    old = json_to_string (root, TRUE);
  }

  g_assert_true (g_file_set_contents (with, valid, -1, NULL));
  g_assert_true (g_file_set_contents (without, old, -1, NULL));
  g_assert_true (g_file_set_contents (lying, says_five, -1, NULL));

  a = trp_saved_match_read (with);
  b = trp_saved_match_read (without);
  for (TrpSavedMatch *m = a; m != NULL; m = m == a ? b : NULL)
    {
      g_assert_null (m->error);
      g_assert_cmpstr (m->game_id, ==, "toy");
      g_assert_cmpuint (g_strv_length (m->player_names), ==, 2);
      g_assert_cmpstr (m->player_names[1], ==, "Νίκος");
      g_assert_cmpuint (m->n_rounds, ==, 2);
      g_assert_cmpuint (m->n_totals, ==, 2);
      g_assert_false (m->over);
      g_assert_cmpint (m->winner, ==, -1);
      g_assert_nonnull (m->updated);
    }
  g_assert_cmpint (a->totals[0], ==, b->totals[0]);
  g_assert_cmpint (a->totals[1], ==, b->totals[1]);

  /* The listing believes the summary; opening checks it. */
  c = trp_saved_match_read (lying);
  g_assert_cmpuint (c->n_rounds, ==, 5);
  match = trp_match_load (lying, toy_game_factory, toy_rules_lookup, &error);
  g_assert_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_MISMATCH);
  g_clear_error (&error);

  /* Files without a summary still open. */
  g_clear_object (&match);
  match = trp_match_load (without, toy_game_factory, toy_rules_lookup, &error);
  g_assert_no_error (error);
  g_assert_nonnull (match);

  remove_dir (dir);
}

/* What saving leaves behind when it is interrupted, and other things that
 * are not matches, stay out of the list. */
static void
test_saved_match_list_ignores_temporaries (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *good = g_build_filename (dir, "match.json", NULL);
  g_autofree char *temporary = g_build_filename (dir, "match.json.Q7ZK2C", NULL);
  g_autofree char *hidden = g_build_filename (dir, ".match.json", NULL);
  g_autofree char *folder = g_build_filename (dir, "folder.json", NULL);
  g_autofree char *text = valid_save_text ();
  g_autoptr(TrpMatch) match = new_match (1000);
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GDir) handle = NULL;
  const char *name;

  /* A real save, to see the name of its temporary file: none is left
   * once it succeeded. */
  trp_match_set_save_path (match, good);
  g_assert_true (trp_match_start_round (match, 3, NULL));
  g_assert_true (trp_match_save (match, NULL));
  handle = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (handle)) != NULL)
    g_assert_cmpstr (name, ==, "match.json");

  g_assert_true (g_file_set_contents (temporary, text, strlen (text) / 3, NULL));
  g_assert_true (g_file_set_contents (hidden, text, -1, NULL));
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);

  list = trp_saved_match_list (dir);
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_cmpstr (((TrpSavedMatch *) g_ptr_array_index (list, 0))->path, ==, good);

  g_rmdir (folder);
  remove_dir (dir);
}

static void
notify_count_cb (TrpMatch   *match,
                 GParamSpec *pspec,
                 guint      *count)
{
  (*count)++;
}

static TrpAction *
mark_action (TrpMatch *match,
             int       target)
{
  TrpGame *game = trp_match_get_game (match);
  g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);
  const TrpAction *play = g_ptr_array_index (legal, 0);
  TrpAction *mark = trp_action_new_with_cards ("mark", play->seat, play->cards, 1);

  mark->target = target;
  return mark;
}

static char *
rounds_text (TrpMatch *match)
{
  g_autoptr(JsonNode) node = trp_match_to_json (match);
  JsonNode *rounds = json_object_get_member (json_node_get_object (node), "rounds");

  return json_to_string (rounds, FALSE);
}

/* Undo (T-6): step by step back within a turn, only a person's, only
 * while it is still that seat's turn, only what the game allows; the file
 * follows, and views hear of the new game. */
static void
test_match_undo (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "undo.json", NULL);
  g_autoptr(TrpMatch) match = new_match (1000);
  g_autoptr(TrpMatch) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *reloaded = NULL;
  TrpGame *old_game;
  guint changed = 0, game_notified = 0;
  int human;

  trp_match_set_save_path (match, path);
  g_assert_false (trp_match_can_undo (match));
  g_assert_false (trp_match_undo (match, &error));
  g_assert_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_INVALID);
  g_clear_error (&error);

  /* Seat 0 (Anna) is the person; play until it is her turn. */
  g_assert_true (trp_match_start_round (match, 5, NULL));
  human = 0;
  if (trp_game_get_current_seat (trp_match_get_game (match)) != human)
    play_one (match);
  g_assert_cmpint (trp_game_get_current_seat (trp_match_get_game (match)), ==, human);
  before = rounds_text (match);
  g_assert_false (trp_match_can_undo (match));

  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(TrpAction) mark = mark_action (match, -1);

      g_assert_true (trp_match_perform (match, mark, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (toy_game_get_n_marks (TOY_GAME (trp_match_get_game (match))), ==, 3);
  g_assert_true (trp_match_can_undo (match));

  g_signal_connect (match, "changed", G_CALLBACK (count_cb), &changed);
  g_signal_connect (match, "notify::game", G_CALLBACK (notify_count_cb), &game_notified);
  old_game = trp_match_get_game (match);

  /* Step by step. */
  for (guint left = 3; left > 0; left--)
    {
      guint n = trp_match_get_round_n_actions (match, 0);

      g_assert_true (trp_match_can_undo (match));
      g_assert_true (trp_match_undo (match, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (trp_match_get_round_n_actions (match, 0), ==, n - 1);
      g_assert_cmpuint (toy_game_get_n_marks (TOY_GAME (trp_match_get_game (match))), ==, left - 1);
      g_assert_cmpint (trp_game_get_current_seat (trp_match_get_game (match)), ==, human);
    }
  g_assert_cmpuint (changed, ==, 3);
  g_assert_cmpuint (game_notified, ==, 3);
  g_assert_true (trp_match_get_game (match) != old_game);

  /* Back where the turn began: the computer's play before it is not hers
   * to take back, and the log is as if nothing had been marked. */
  g_assert_false (trp_match_can_undo (match));
  g_assert_false (trp_match_undo (match, &error));
  g_assert_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_INVALID);
  g_clear_error (&error);
  after = rounds_text (match);
  g_assert_cmpstr (after, ==, before);

  /* The file was saved after the undo, and loads to the same moves. */
  loaded = trp_match_load (path, toy_game_factory, toy_rules_lookup, &error);
  g_assert_no_error (error);
  reloaded = rounds_text (loaded);
  g_assert_cmpstr (reloaded, ==, before);
  g_clear_object (&loaded);

  /* A mark that shows the card is final (the game says no). */
  {
    g_autoptr(TrpAction) shown = mark_action (match, 1);

    g_assert_true (trp_match_perform (match, shown, NULL));
    g_assert_false (trp_match_can_undo (match));
  }

  /* Once she has played, the turn has passed: no taking back. */
  play_one (match);
  g_assert_false (trp_match_can_undo (match));

  /* The computer's own marks are never taken back by the table. */
  {
    g_autoptr(TrpAction) mark = mark_action (match, -1);

    g_assert_cmpint (mark->seat, ==, 1);
    g_assert_true (trp_match_perform (match, mark, NULL));
    g_assert_false (trp_match_can_undo (match));
  }

  /* A loaded match takes back what was saved, and a round's last move
   * (which ends it) cannot be. */
  loaded = trp_match_load (path, toy_game_factory, toy_rules_lookup, &error);
  g_assert_no_error (error);
  g_assert_false (trp_match_can_undo (loaded));
  while (trp_match_get_round_in_progress (match))
    play_one (match);
  g_assert_false (trp_match_can_undo (match));

  remove_dir (dir);
}

/* The save-file reader: strict JSON, bounded, every corner refused
 * without recursion. */
static void
test_match_json_reader (void)
{
  const char *bad[] = {
    "", " ", "{", "[1,]", "{\"a\":1,}", "[01]", "[1.]", "[-]", "[.5]", "[1e]",
    "\"open", "[\"tab\there\"]", "[\"\\x\"]", "[\"\\u12\"]", "[\"\\u0000\"]",
    "[\"\\ud800\"]", "[\"\\udc00\"]", "[tru]", "[nul]", "{1:2}", "{\"a\" 1}",
    "[1 2]", "[1] [2]", "{\"a\":1]", "[}", "/* c */ []", "[\"\xff\"]",
  };
  g_autoptr(GString) deep = g_string_new (NULL);
  g_autoptr(TrpJsonReader) reader = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *decoded = NULL;
  const char *doc = " {\"n\": [1, -2, 9223372036854775807, 9223372036854775808, 1.5, 2e3],"
                    " \"s\": \"\\u039d\\u03af\\ud83c\\udca1 \\\"q\\\" \\n\","
                    " \"o\": {\"x\": true, \"x\": false, \"y\": null}, \"e\": [], \"f\": {}} ";
  TrpJsonRef root, numbers, element, object;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      TrpJsonReader *refused = trp_json_reader_new (bad[i], strlen (bad[i]), &error);

      if (refused != NULL)
        g_error ("“%s” was read", bad[i]);
      g_assert_error (error, JSON_PARSER_ERROR, JSON_PARSER_ERROR_INVALID_DATA);
      g_clear_error (&error);
    }

  /* 32 levels are read, 33 are not. */
  for (guint i = 0; i < 32; i++)
    g_string_append_c (deep, '[');
  for (guint i = 0; i < 32; i++)
    g_string_append_c (deep, ']');
  reader = trp_json_reader_new (deep->str, deep->len, &error);
  g_assert_no_error (error);
  g_clear_pointer (&reader, trp_json_reader_free);
  g_string_prepend_c (deep, '[');
  g_string_append_c (deep, ']');
  g_assert_null (trp_json_reader_new (deep->str, deep->len, &error));
  g_assert_error (error, JSON_PARSER_ERROR, JSON_PARSER_ERROR_INVALID_DATA);
  g_clear_error (&error);

  reader = trp_json_reader_new (doc, strlen (doc), &error);
  g_assert_no_error (error);
  root = trp_json_reader_root (reader);
  g_assert_cmpint (trp_json_reader_kind (reader, root), ==, TRP_JSON_OBJECT);
  g_assert_cmpuint (trp_json_reader_length (reader, root), ==, 5);

  numbers = trp_json_reader_member (reader, root, "n");
  g_assert_cmpuint (trp_json_reader_length (reader, numbers), ==, 6);
  element = trp_json_reader_first (reader, numbers);
  g_assert_cmpint (trp_json_reader_get_int (reader, element), ==, 1);
  element = trp_json_reader_next (reader, element);
  g_assert_cmpint (trp_json_reader_get_int (reader, element), ==, -2);
  element = trp_json_reader_next (reader, element);
  g_assert_cmpint (trp_json_reader_get_int (reader, element), ==, G_MAXINT64);
  element = trp_json_reader_next (reader, element);
  g_assert_cmpint (trp_json_reader_kind (reader, element), ==, TRP_JSON_DOUBLE);
  element = trp_json_reader_next (reader, element);
  g_assert_cmpint (trp_json_reader_kind (reader, element), ==, TRP_JSON_DOUBLE);
  element = trp_json_reader_next (reader, element);
  g_assert_cmpint (trp_json_reader_kind (reader, element), ==, TRP_JSON_DOUBLE);
  g_assert_cmpint (trp_json_reader_next (reader, element), ==, -1);

  decoded = trp_json_reader_dup_string (reader, trp_json_reader_member (reader, root, "s"));
  g_assert_cmpstr (decoded, ==, "Νί\xf0\x9f\x82\xa1 \"q\" \n");
  g_assert_true (trp_json_reader_string_equal (reader, trp_json_reader_member (reader, root, "s"), decoded));

  /* The last of duplicate members counts, as in json-glib. */
  object = trp_json_reader_member (reader, root, "o");
  g_assert_cmpuint (trp_json_reader_length (reader, object), ==, 3);
  g_assert_true (trp_json_reader_is (reader, trp_json_reader_member (reader, object, "x"), TRP_JSON_FALSE));
  g_assert_true (trp_json_reader_is (reader, trp_json_reader_member (reader, object, "y"), TRP_JSON_NULL));
  g_assert_cmpint (trp_json_reader_member (reader, object, "z"), ==, -1);
  g_assert_cmpint (trp_json_reader_first (reader, trp_json_reader_member (reader, root, "e")), ==, -1);
  g_assert_cmpint (trp_json_reader_first (reader, trp_json_reader_member (reader, root, "f")), ==, -1);

  {
    g_autoptr(JsonNode) copy = trp_json_reader_to_node (reader, object);

    g_assert_true (JSON_NODE_HOLDS_OBJECT (copy));
    g_assert_false (json_object_get_boolean_member (json_node_get_object (copy), "x"));
  }
}

/* Files in forms Trapoula does not write but JSON allows still load the
 * same, and odd moves get the reference parser's exact words. */
static void
test_match_load_unusual_forms (void)
{
  g_autofree char *valid = valid_save_text ();
  g_autoptr(TrpMatch) reference = NULL;
  g_autoptr(GError) error = NULL;
  const struct {
    const char *from;
    const char *to;
  } same[] = {
    /* An escaped member name and type, a player's name in escapes. */
    { "\"type\" : \"play\"", "\"t\\u0079pe\" : \"pl\\u0061y\"" },
    { "\"Νίκος\"", "\"\\u039d\\u03af\\u03ba\\u03bf\\u03c2\"" },
    /* A duplicate member: the last counts. */
    { "\"type\" : \"play\"", "\"type\" : \"pass\", \"type\" : \"play\"" },
  };
  const struct {
    const char *from;
    const char *to;
    const char *message;
  } refused[] = {
    { "\"type\" : \"play\"", "\"type\" : \"play\", \"x\" : 1", "Round 1, move 1: An action has no member “x”" },
    { "\"type\" : \"play\"", "\"type\" : 7", "Round 1, move 1: its “type” is not a string" },
    { "\"type\" : \"play\"", "\"type\" : \"play\", \"target\" : 1.0", "Round 1, move 1: An action’s “target” must be a small whole number" },
    { "\"type\" : \"play\"", "\"type\" : \"play\", \"groups\" : [[\"AS\"]]", "Round 1, move 1: An action’s “groups” must be a list of at least two lists of cards" },
  };

  reference = trp_match_load_from_data (valid, strlen (valid), toy_game_factory, toy_rules_lookup, NULL, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (same); i++)
    {
      g_auto(GStrv) parts = g_strsplit (valid, same[i].from, -1);
      g_autofree char *text = g_strjoinv (same[i].to, parts);
      g_autoptr(TrpMatch) match = trp_match_load_from_data (text, strlen (text), toy_game_factory,
                                                            toy_rules_lookup, NULL, &error);
      g_autofree char *a = NULL;
      g_autofree char *b = NULL;

      g_assert_no_error (error);
      a = rounds_text (reference);
      b = rounds_text (match);
      g_assert_cmpstr (a, ==, b);
      g_assert_cmpstr (trp_match_get_player (match, 1)->name, ==, "Νίκος");
    }

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autofree char *text = replace_once (valid, refused[i].from, refused[i].to);
      g_auto(TrpMatchLoadReport) report = { 0, };
      g_autoptr(TrpMatch) match = trp_match_load_from_data (text, strlen (text), toy_game_factory,
                                                            toy_rules_lookup, &report, &error);

      g_assert_null (match);
      g_assert_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_INVALID);
      if (!g_str_has_prefix (error->message, refused[i].message))
        g_error ("“%s” is not “%s”", error->message, refused[i].message);
      g_assert_cmpuint (report.round, ==, 1);
      g_assert_cmpuint (report.action, ==, 1);
      g_clear_error (&error);
    }

  /* What json-glib read beyond strict JSON (a comment) still loads. */
  {
    g_autofree char *text = g_strconcat ("/* kept by hand */\n", valid, NULL);
    g_autoptr(TrpMatch) match = trp_match_load_from_data (text, strlen (text), toy_game_factory,
                                                          toy_rules_lookup, NULL, &error);
    g_autofree char *a = NULL;
    g_autofree char *b = NULL;

    g_assert_no_error (error);
    a = rounds_text (reference);
    b = rounds_text (match);
    g_assert_cmpstr (a, ==, b);
  }

  /* Text that is not JSON gets json-glib's words, as it always did. */
  {
    g_autofree char *text = replace_once (valid, "\"rounds\" : [", "\"rounds\" : [,");
    g_autoptr(JsonParser) parser = json_parser_new ();
    g_autoptr(GError) parser_error = NULL;
    g_autofree char *expected = NULL;
    g_autoptr(TrpMatch) match = NULL;

    g_assert_false (json_parser_load_from_data (parser, text, -1, &parser_error));
    expected = g_strdup_printf ("not a readable match file: %s", parser_error->message);
    match = trp_match_load_from_data (text, strlen (text), toy_game_factory, toy_rules_lookup, NULL, &error);
    g_assert_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_NOT_JSON);
    g_assert_cmpstr (error->message, ==, expected);
  }
}

/* --- One writer per file, and only its own changes (#26) --------------- */

static guint n_save_failures;
static int last_save_failure;

static void
count_save_failure_cb (TrpMatch *match,
                       GError   *error,
                       gpointer  user_data)
{
  n_save_failures++;
  last_save_failure = error->domain == TRP_MATCH_ERROR ? error->code : -1;
}

static void
test_match_one_writer (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "match.json", NULL);
  g_autoptr(TrpMatch) first = new_match (1000);
  g_autoptr(TrpMatch) second = NULL;
  g_autoptr(TrpMatch) third = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *theirs = NULL;
  g_autofree char *after = NULL;

  trp_match_set_save_path (first, path);
  g_assert_true (trp_match_start_round (first, 31, NULL));
  g_assert_true (trp_match_save (first, &error));
  g_assert_true (trp_match_lock (first, &error));
  g_assert_no_error (error);

  /* A second window on the same file cannot take it. */
  second = trp_match_load (path, toy_game_factory, toy_rules_lookup, &error);
  g_assert_no_error (error);
  g_assert_false (trp_match_lock (second, &error));
  g_assert_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_LOCKED);
  g_assert_cmpstr (error->message, ==, "This match is open in another window");
  g_clear_error (&error);

  /* Once the first lets go, it can. */
  trp_match_unlock (first);
  g_assert_true (trp_match_lock (second, &error));
  g_assert_no_error (error);
  g_clear_object (&second);
  g_assert_true (trp_match_lock (first, NULL));

  /* Another program changes the file while the match is open: the next
   * move is not saved over it, and the match says so once. */
  theirs = valid_save_text ();
  g_assert_true (g_file_set_contents (path, theirs, -1, NULL));
  g_signal_connect (first, "save-failed", G_CALLBACK (count_save_failure_cb), NULL);
  n_save_failures = 0;
  play_one (first);
  play_one (first);
  g_assert_cmpuint (n_save_failures, ==, 1);
  g_assert_cmpint (last_save_failure, ==, TRP_MATCH_ERROR_CHANGED);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, theirs);
  g_assert_false (trp_match_save (first, &error));
  g_assert_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_CHANGED);
  g_clear_error (&error);

  /* The same when it is removed: never brought back behind its back. */
  third = trp_match_load (path, toy_game_factory, toy_rules_lookup, &error);
  g_assert_no_error (error);
  g_assert_true (trp_match_save (third, &error));
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_false (trp_match_save (third, &error));
  g_assert_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_CHANGED);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  g_clear_object (&first);
  g_clear_object (&third);
  remove_dir (dir);
}

/* Temporary files of saves killed more than a day ago go; fresh ones (a
 * save in progress) stay; a folder that cannot be read is reported. */
static void
test_saved_match_list_cleans_and_reports (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *old = g_build_filename (dir, "match-1.json.Ab12Cd", NULL);
  g_autofree char *fresh = g_build_filename (dir, "match-2.json.Ef34Gh", NULL);
  g_autofree char *other = g_build_filename (dir, "notes.txt", NULL);
  g_autofree char *not_a_folder = g_build_filename (dir, "file", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing", NULL);
  g_autoptr(GPtrArray) listed = NULL;
  g_autoptr(GError) error = NULL;
  struct utimbuf two_days_ago;

  g_assert_true (g_file_set_contents (old, "{\"format\": \"trap", -1, NULL));
  g_assert_true (g_file_set_contents (fresh, "{\"format\": \"trap", -1, NULL));
  g_assert_true (g_file_set_contents (other, "x", -1, NULL));
  two_days_ago.actime = two_days_ago.modtime = time (NULL) - 2 * 24 * 60 * 60;
  g_assert_cmpint (g_utime (old, &two_days_ago), ==, 0);
  g_assert_cmpint (g_utime (other, &two_days_ago), ==, 0);

  listed = trp_saved_match_list_full (dir, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (listed->len, ==, 0);
  g_assert_false (g_file_test (old, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (fresh, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));
  g_clear_pointer (&listed, g_ptr_array_unref);

  /* No folder yet is no match yet; a folder that is not one is an error. */
  listed = trp_saved_match_list_full (missing, &error);
  g_assert_no_error (error);
  g_clear_pointer (&listed, g_ptr_array_unref);
  g_assert_true (g_file_set_contents (not_a_folder, "x", -1, NULL));
  listed = trp_saved_match_list_full (not_a_folder, &error);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, not_a_folder));
  g_assert_cmpuint (listed->len, ==, 0);

  remove_dir (dir);
}

/* The list and the loader read the same summary, and a file cut short
 * is listed as damaged even when its summary survives (#26). */
static void
test_saved_match_head_agrees (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "match.json", NULL);
  g_autofree char *valid = NULL;
  g_autofree char *padded = NULL;
  g_autofree char *spaces = g_strnfill (80 * 1024, ' ');
  g_autofree char *escaped = NULL;
  g_autofree char *lying = NULL;
  g_autoptr(TrpMatch) match = new_match (1000);

  trp_match_set_save_path (match, path);
  play_round (match, 21);
  g_assert_true (trp_match_start_round (match, 22, NULL));
  play_one (match);
  g_assert_true (g_file_get_contents (path, &valid, NULL, NULL));

  /* Longer than the head: the summary from the head, the end checked. */
  {
    g_autofree char *with = g_strconcat ("\"rounds\":", spaces, "[", NULL);

    padded = replace_once (valid, "\"rounds\":[", with);
  }
  {
    g_autoptr(TrpSavedMatch) saved = NULL;

    g_assert_true (g_file_set_contents (path, padded, -1, NULL));
    saved = trp_saved_match_read (path);
    g_assert_null (saved->error);
    g_assert_cmpstr (saved->game_id, ==, "toy");
  }
  for (guint cut = 1; cut < 10; cut++)
    {
      g_autoptr(TrpSavedMatch) saved = NULL;

      g_assert_true (g_file_set_contents (path, padded, strlen (padded) * cut / 10, NULL));
      saved = trp_saved_match_read (path);
      g_assert_nonnull (saved->error);
      g_assert_null (saved->game_id);
    }

  /* An escaped name is the same member for both. */
  escaped = replace_once (valid, "\"summary\"", "\"summ\\u0061ry\"");
  {
    g_autoptr(TrpSavedMatch) saved = NULL;
    g_autoptr(TrpMatch) loaded = NULL;

    g_assert_true (g_file_set_contents (path, escaped, -1, NULL));
    saved = trp_saved_match_read (path);
    g_assert_null (saved->error);
    g_assert_cmpuint (saved->n_rounds, ==, 2);
    loaded = trp_match_load (path, toy_game_factory, toy_rules_lookup, NULL);
    g_assert_nonnull (loaded);
  }

  /* Two summaries: the list shows neither, the loader loads neither. */
  lying = replace_once (valid, "\"summary\":{",
                        "\"summ\\u0061ry\":{\"game\":\"toy\",\"players\":[\"Liar\"],\"totals\":[9,9],"
                        "\"rounds\":7,\"over\":false,\"winner\":null},\"summary\":{");
  {
    g_autoptr(TrpSavedMatch) saved = NULL;
    g_autoptr(TrpMatch) loaded = NULL;
    g_autoptr(GError) error = NULL;

    g_assert_true (g_file_set_contents (path, lying, -1, NULL));
    saved = trp_saved_match_read (path);
    g_assert_nonnull (saved->error);
    loaded = trp_match_load (path, toy_game_factory, toy_rules_lookup, &error);
    g_assert_null (loaded);
    g_assert_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_MISMATCH);
  }

  g_clear_object (&match);
  remove_dir (dir);
}

/* What the format forbids is refused, however json-glib would read it
 * (#26, and #23's winner). */
static void
test_match_load_forbidden (void)
{
  g_autofree char *valid = valid_save_text ();
  g_autofree char *open = g_strnfill (500000, '[');
  g_autofree char *close = g_strnfill (500000, ']');
  g_autofree char *long_game = g_strnfill (30000, 'x');
  struct {
    const char   *what;
    char         *text;
    TrpMatchError code;
  } cases[] = {
    { "single quotes hiding a quote", g_strconcat ("{'a':'\"',\"x\":", open, close, "}", NULL),
      TRP_MATCH_ERROR_TOO_LARGE },
    { "a comment hiding a quote", g_strconcat ("{/* \" */\"x\":", open, close, "}", NULL),
      TRP_MATCH_ERROR_TOO_LARGE },
    { "a line comment hiding a quote", g_strconcat ("{// \"\n\"x\":", open, close, "}", NULL),
      TRP_MATCH_ERROR_TOO_LARGE },
    { "two documents", g_strconcat (valid, valid, NULL), TRP_MATCH_ERROR_NOT_JSON },
    { "two documents, lax", g_strconcat (valid, " /* */ {}", NULL), TRP_MATCH_ERROR_NOT_JSON },
    { "an unknown level", replace_once (valid, "\"level\" : \"hard\"", "\"level\" : \"godlike\""),
      TRP_MATCH_ERROR_INVALID },
    { "a winner the moves do not give", replace_once (valid, "\"winner\" : null", "\"winner\" : 0"),
      TRP_MATCH_ERROR_MISMATCH },
    { "a long game", NULL, TRP_MATCH_ERROR_UNKNOWN_GAME },
  };

  {
    g_autofree char *member = g_strdup_printf ("\"game\" : \"%s\"", long_game);

    cases[7].text = replace_once (valid, "\"game\" : \"toy\"", member);
  }

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TrpMatch) match = NULL;

      g_test_message ("%s", cases[i].what);
      match = trp_match_load_from_data (cases[i].text, strlen (cases[i].text), toy_game_factory,
                                        toy_rules_lookup, NULL, &error);
      g_assert_null (match);
      g_assert_error (error, TRP_MATCH_ERROR, (int) cases[i].code);
      /* A message quotes a short prefix at most. */
      g_assert_cmpuint (strlen (error->message), <, 300);
      g_free (cases[i].text);
    }
}

/* Settings values and statistics go through the same bounds. */
static void
test_json_input_bounds (void)
{
  g_autofree char *open = g_strnfill (200000, '[');
  g_autofree char *close = g_strnfill (200000, ']');
  g_autofree char *deep = g_strconcat (open, close, NULL);
  g_autofree char *quoted_deep = g_strconcat ("{'a':'\"','b':", open, close, "}", NULL);
  g_autofree char *big = g_strnfill (TRP_JSON_INPUT_MAX_SETTING + 1, ' ');
  g_autofree char *quote = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_null (trp_json_input_parse (deep, -1, TRP_JSON_INPUT_MAX_SETTING, &error));
  g_assert_error (error, TRP_JSON_INPUT_ERROR, TRP_JSON_INPUT_ERROR_TOO_DEEP);
  g_clear_error (&error);
  g_assert_null (trp_json_input_parse (quoted_deep, -1, TRP_JSON_INPUT_MAX_SETTING, &error));
  g_assert_error (error, TRP_JSON_INPUT_ERROR, TRP_JSON_INPUT_ERROR_TOO_DEEP);
  g_clear_error (&error);
  g_assert_null (trp_json_input_parse (big, -1, TRP_JSON_INPUT_MAX_SETTING, &error));
  g_assert_error (error, TRP_JSON_INPUT_ERROR, TRP_JSON_INPUT_ERROR_TOO_LARGE);
  g_clear_error (&error);

  /* Duplicates and escapes: the last member, decoded, as every reader. */
  node = trp_json_input_parse ("{'a': 1, /* c */ \"\\u0061\": 2}", -1, TRP_JSON_INPUT_MAX_SETTING, &error);
  g_assert_no_error (error);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (node), "a"), ==, 2);

  quote = trp_json_input_quote (deep, -1);
  g_assert_cmpuint (g_utf8_strlen (quote, -1), ==, TRP_JSON_INPUT_QUOTE_LENGTH + 1);
  g_assert_true (g_str_has_suffix (quote, "…"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/match/rounds-to-target", test_match_rounds_to_target);
  g_test_add_func ("/match/saved-after-every-move", test_match_saved_after_every_move);
  g_test_add_func ("/match/save-load-resumes-exactly", test_match_save_load_resumes_exactly);
  g_test_add_func ("/match/explicit-deal-round-trip", test_match_explicit_deal_round_trip);
  g_test_add_func ("/match/save-failure-goes-on", test_match_save_failure_goes_on);
  g_test_add_func ("/match/hostile-files", test_match_hostile_files);
  g_test_add_func ("/match/saved-match-summaries", test_saved_match_summaries);
  g_test_add_func ("/match/json-depth", test_match_json_depth);
  g_test_add_func ("/match/saved-match-summary-block", test_saved_match_summary_block);
  g_test_add_func ("/match/saved-match-list-ignores-temporaries", test_saved_match_list_ignores_temporaries);
  g_test_add_func ("/match/undo", test_match_undo);
  g_test_add_func ("/match/json-reader", test_match_json_reader);
  g_test_add_func ("/match/load-unusual-forms", test_match_load_unusual_forms);
  g_test_add_func ("/match/one-writer", test_match_one_writer);
  g_test_add_func ("/match/saved-match-list-cleans-and-reports", test_saved_match_list_cleans_and_reports);
  g_test_add_func ("/match/saved-match-head-agrees", test_saved_match_head_agrees);
  g_test_add_func ("/match/load-forbidden", test_match_load_forbidden);
  g_test_add_func ("/match/json-input-bounds", test_json_input_bounds);

  return g_test_run ();
}
