/* test-reliability.c: hostile files, settings and second writers (#26)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Generates files a person, another program or an attacker could leave
 * in the matches folder or hand to trapoula-cli: nesting in every form,
 * long strings, truncations, duplicate members, two documents, symlinks,
 * FIFOs, wrong seats, levels and winners. Each goes, in a child process
 * with a generous timeout, through the loader, `trapoula-cli replay` and
 * the start page's listing; nothing may crash, hang or change the file.
 * Then writers are killed amid their saves, and no match may be lost.
 * The figures are printed at the end:
 *
 *   meson test -C _build test-reliability --verbose
 *
 * The CLI is the first argument (tests/meson.build passes it).
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "trp-game-catalog.h"
#include "trp-json-input.h"
#include "trp-match.h"
#include "trp-saved-match.h"
#include "trp-search.h"

/* Generous: a correct refusal takes milliseconds. */
#define TIMEOUT_SECONDS 60
/* What a refusal may say: the path, the reason, a short quote. */
#define MAX_MESSAGE     1024

static char *cli_path;

typedef enum
{
  EXPECT_REFUSED,
  EXPECT_LOADED,
} Expect;

typedef struct
{
  char   *name;
  GBytes *bytes;      /* NULL for a special file made by @make */
  Expect  expect;
  /* The start page must show it as damaged, reading only its head and
   * tail: not JSON, cut short, or with a summary it cannot trust. */
  gboolean list_damaged;
  void  (*make) (const char *path);
} Hostile;

typedef struct
{
  guint tried;
  guint refused;
  guint loaded;
  guint crashed;
  guint hung;
  guint changed;
  guint wrong;
  guint listed_damaged;
  guint found_on_opening;
} Figures;

static Figures figures;

static void
hostile_free (Hostile *hostile)
{
  g_free (hostile->name);
  g_clear_pointer (&hostile->bytes, g_bytes_unref);
  g_free (hostile);
}

static char *
make_temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("trapoula-reliability-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_tree (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      GStatBuf st;

      if (g_lstat (path, &st) == 0 && S_ISDIR (st.st_mode))
        remove_tree (path);
      else
        g_remove (path);
    }
  g_rmdir (dir);
}

/* --- A valid match to start from --------------------------------------- */

static TrpMatch *
new_biriba_match (void)
{
  const TrpRulesDescriptor *descriptor = trp_game_catalog_lookup_rules ("biriba");
  g_autoptr(TrpRules) rules = trp_rules_new (descriptor);
  g_autoptr(GError) error = NULL;
  TrpPlayer players[] = {
    { (char *) "You", TRP_PLAYER_HUMAN, NULL, -1 },
    { (char *) "Anna", TRP_PLAYER_COMPUTER, (char *) "normal", -1 },
    { (char *) "Boris", TRP_PLAYER_COMPUTER, (char *) "hard", -1 },
    { (char *) "Chara", TRP_PLAYER_COMPUTER, (char *) "easy", -1 },
  };
  TrpMatch *match;

  match = trp_match_new ("biriba", rules, players, 4, trp_game_catalog_create_game, &error);
  g_assert_no_error (error);
  return match;
}

/* A Biriba match some moves into its first round, as the writer writes it. */
static char *
valid_save_text (const char *dir,
                 guint       n_moves)
{
  g_autofree char *path = g_build_filename (dir, "valid.json", NULL);
  g_autoptr(TrpMatch) match = new_biriba_match ();
  g_autoptr(TrpRng) rng = trp_rng_new (26);
  g_autoptr(GError) error = NULL;
  char *text;

  trp_match_set_save_path (match, path);
  g_assert_true (trp_match_start_round (match, 2626, &error));
  for (guint i = 0; i < n_moves && trp_match_get_round_in_progress (match); i++)
    {
      g_autoptr(TrpAction) action = trp_policy_random (trp_match_get_game (match), rng, NULL);

      g_assert_true (trp_match_perform (match, action, &error));
    }
  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_unlink (path);
  return text;
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

static char *
repeat (const char *unit,
        gsize       times)
{
  GString *out = g_string_sized_new (strlen (unit) * times + 1);

  for (gsize i = 0; i < times; i++)
    g_string_append (out, unit);
  return g_string_free (out, FALSE);
}

/* --- The hostile files -------------------------------------------------- */

static void
add_bytes (GPtrArray  *list,
           const char *name,
           GBytes     *bytes,
           Expect      expect)
{
  Hostile *hostile = g_new0 (Hostile, 1);
  g_autoptr(TrpJsonReader) reader = NULL;
  g_autofree char *rewritten = NULL;
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);

  hostile->name = g_strdup (name);
  hostile->bytes = bytes;
  hostile->expect = expect;
  reader = trp_json_input_read (data != NULL ? data : "", length, TRP_JSON_INPUT_MAX_FILE, &rewritten, NULL);
  /* Damage past the head of a file that ends as written (nesting in its
   * rules, a second summary 70 kB in) is found on opening. */
  hostile->list_damaged = (reader == NULL && !g_str_equal (name, "deep-in-rules")) ||
                          (reader != NULL &&
                           trp_json_reader_count_members (reader, trp_json_reader_root (reader), "summary") > 1) ||
                          g_str_has_prefix (name, "deep-in-summary");
  if (g_str_equal (name, "lying-summary-then-70k-spaces"))
    hostile->list_damaged = FALSE;
  g_ptr_array_add (list, hostile);
}

static void
add_text (GPtrArray  *list,
          const char *name,
          char       *text,   /* (transfer full) */
          Expect      expect)
{
  gsize length = strlen (text);

  add_bytes (list, name, g_bytes_new_take (text, length), expect);
}

static void
add_special (GPtrArray  *list,
             const char *name,
             void      (*make) (const char *path))
{
  Hostile *hostile = g_new0 (Hostile, 1);

  hostile->name = g_strdup (name);
  hostile->expect = EXPECT_REFUSED;
  hostile->make = make;
  g_ptr_array_add (list, hostile);
}

static void
make_zero_link (const char *path)
{
  g_assert_cmpint (symlink ("/dev/zero", path), ==, 0);
}

static void
make_urandom_link (const char *path)
{
  g_assert_cmpint (symlink ("/dev/urandom", path), ==, 0);
}

static void
make_fifo (const char *path)
{
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
}

static void
make_fifo_link (const char *path)
{
  g_autofree char *target = g_strconcat (path, ".fifo", NULL);

  g_assert_cmpint (mkfifo (target, 0600), ==, 0);
  g_assert_cmpint (symlink (target, path), ==, 0);
}

static void
make_dangling_link (const char *path)
{
  g_assert_cmpint (symlink ("/nonexistent/trapoula/match.json", path), ==, 0);
}

static void
make_directory (const char *path)
{
  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
}

static void
make_unreadable (const char *path)
{
  g_assert_true (g_file_set_contents (path, "{}", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0), ==, 0);
}

/* Nesting of @depth levels in the forms that once got past the bound. */
static void
add_deep (GPtrArray *list,
          gsize      depth)
{
  const struct {
    const char *name;
    const char *head;
    const char *open;
    const char *close;
    const char *tail;
  } forms[] = {
    { "arrays", "", "[", "]", "" },
    { "objects", "", "{\"a\":", "}", "" },
    { "in-member", "{\"format\":\"trapoula-match\",\"x\":", "[", "]", "}" },
    { "after-comment-quote", "{/* \" */\"x\":", "[", "]", "}" },
    { "after-line-comment-quote", "{// \"\n\"x\":", "[", "]", "}" },
    { "after-single-quote", "{'a':'\"',\"x\":", "[", "]", "}" },
    { "single-quoted-keys", "{'a':'\\\\',\"x\":", "[", "]", "}" },
    { "escaped-quote-in-comment", "{/* \\\" */\"x\":", "{'k':", "}", "}" },
    { "unclosed", "", "[", "", "" },
  };

  for (guint f = 0; f < G_N_ELEMENTS (forms); f++)
    {
      g_autofree char *name = g_strdup_printf ("deep-%s-%" G_GSIZE_FORMAT, forms[f].name, depth);
      g_autofree char *open = repeat (forms[f].open, depth);
      g_autofree char *close = repeat (forms[f].close, depth);

      add_text (list, name, g_strconcat (forms[f].head, open, close, forms[f].tail, NULL),
                EXPECT_REFUSED);
    }
}

static GPtrArray *
hostile_files (const char *valid)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) hostile_free);
  gsize length = strlen (valid);
  const gsize depths[] = { 33, 1000, 100000, 500000 };
  const gsize long_lengths[] = { 3000, 30000, 1000000 };

  add_text (list, "valid", g_strdup (valid), EXPECT_LOADED);
  add_text (list, "valid-comment-first", g_strconcat ("/* kept by hand */\n", valid, NULL), EXPECT_LOADED);
  add_text (list, "valid-bom", g_strconcat ("\xef\xbb\xbf", valid, NULL), EXPECT_LOADED);
  add_text (list, "valid-escaped-summary", replace_once (valid, "\"summary\"", "\"summ\\u0061ry\""),
            EXPECT_LOADED);
  /* Blank space and comments before the document, which the format
   * allows, longer than the head the start page reads first (#37). */
  {
    g_autofree char *spaces = repeat (" ", 64 * 1024);
    g_autofree char *lines = repeat ("\n", 70 * 1024);
    g_autofree char *comment = repeat ("kept by hand ", 6000);

    add_text (list, "valid-64k-spaces-first", g_strconcat (spaces, valid, NULL), EXPECT_LOADED);
    add_text (list, "valid-70k-newlines-first", g_strconcat (lines, valid, NULL), EXPECT_LOADED);
    add_text (list, "valid-78k-comment-first", g_strconcat ("/* ", comment, " */", valid, NULL), EXPECT_LOADED);
    add_text (list, "valid-bom-64k-spaces-first", g_strconcat ("\xef\xbb\xbf", spaces, valid, NULL),
              EXPECT_LOADED);
  }

  for (guint i = 0; i < G_N_ELEMENTS (depths); i++)
    add_deep (list, depths[i]);
  {
    g_autofree char *open = repeat ("[", 100000);
    g_autofree char *close = repeat ("]", 100000);
    g_autofree char *in_rules = g_strconcat ("\"rules\":{\"deep\":", open, close, ",", NULL);
    g_autofree char *in_summary = g_strconcat ("\"summary\":{\"deep\":", open, close, ",", NULL);

    add_text (list, "deep-in-rules", replace_once (valid, "\"rules\":{", in_rules), EXPECT_REFUSED);
    add_text (list, "deep-in-summary", replace_once (valid, "\"summary\":{", in_summary), EXPECT_REFUSED);
  }

  /* Long strings where a message would quote them. */
  for (guint i = 0; i < G_N_ELEMENTS (long_lengths); i++)
    {
      g_autofree char *word = repeat ("x", long_lengths[i]);
      g_autofree char *quoted = g_strdup_printf ("\"%s\"", word);
      const struct {
        const char *name;
        const char *from;
        char       *to;
      } places[] = {
        { "game", "\"game\":\"biriba\",\"created\"",
          g_strdup_printf ("\"game\":%s,\"created\"", quoted) },
        { "summary-game", "{\"game\":\"biriba\",\"players\"",
          g_strdup_printf ("{\"game\":%s,\"players\"", quoted) },
        { "rule-name", "\"rules\":{", g_strdup_printf ("\"rules\":{%s:1,", quoted) },
        { "enum-value", "\"three_player_mode\":\"teams_after_first_biribaki\"",
          g_strdup_printf ("\"three_player_mode\":%s", quoted) },
        { "player-name", "\"name\":\"Anna\"", g_strdup_printf ("\"name\":%s", quoted) },
        { "level", "\"level\":\"normal\"", g_strdup_printf ("\"level\":%s", quoted) },
        { "action-type", "{\"type\":\"", g_strdup_printf ("{\"type\":%s,\"x\":\"", quoted) },
        { "action-member", "{\"type\":", g_strdup_printf ("{%s:1,\"type\":", quoted) },
        { "card", "\"cards\":[\"", g_strdup_printf ("\"cards\":[%s,\"", quoted) },
        { "seed", "\"seed\":", g_strdup_printf ("\"seed\":%s,\"x\":", quoted) },
      };

      for (guint p = 0; p < G_N_ELEMENTS (places); p++)
        {
          g_autofree char *name = g_strdup_printf ("long-%s-%" G_GSIZE_FORMAT, places[p].name, long_lengths[i]);

          if (strstr (valid, places[p].from) != NULL)
            add_text (list, name, replace_once (valid, places[p].from, places[p].to), EXPECT_REFUSED);
          g_free (places[p].to);
        }
    }

  /* Truncations: anywhere, and just after a closing brace. */
  for (guint i = 1; i <= 24; i++)
    {
      g_autofree char *name = g_strdup_printf ("truncated-%02u", i);

      add_text (list, name, g_strndup (valid, length * i / 25), EXPECT_REFUSED);
    }
  for (guint i = 0, found = 0; found < 8 && i + 1 < length; i++)
    if (valid[i] == '}' && i > 700)
      {
        g_autofree char *name = g_strdup_printf ("truncated-at-brace-%u", found++);

        add_text (list, name, g_strndup (valid, i + 1), EXPECT_REFUSED);
        i += length / 10;
      }

  /* Duplicate members and second documents. */
  add_text (list, "lying-summary-first",
            replace_once (valid, "\"summary\":{", "\"summary\":{\"game\":\"biriba\",\"players\":[\"Liar\"],"
                          "\"totals\":[9,9],\"rounds\":7,\"over\":false,\"winner\":null},\"summary\":{"),
            EXPECT_REFUSED);
  {
    g_autofree char *spaces = repeat (" ", 70 * 1024);
    g_autofree char *late = g_strdup_printf ("\"summary\":{\"game\":\"biriba\",\"players\":[\"Liar\"],"
                                             "\"totals\":[9,9],\"rounds\":7,\"over\":false,\"winner\":null},"
                                             "%s\"summary\":{", spaces);

    add_text (list, "lying-summary-then-70k-spaces", replace_once (valid, "\"summary\":{", late),
              EXPECT_REFUSED);
    add_text (list, "lying-escaped-summary",
              replace_once (valid, "\"summary\":{", "\"summ\\u0061ry\":{\"game\":\"biriba\",\"players\":[\"Liar\"],"
                            "\"totals\":[9,9],\"rounds\":7,\"over\":false,\"winner\":null},\"summary\":{"),
              EXPECT_REFUSED);
  }
  add_text (list, "two-documents", g_strconcat (valid, valid, NULL), EXPECT_REFUSED);
  add_text (list, "two-documents-lax", g_strconcat (valid, "/* c */ {\"a\":1}", NULL), EXPECT_REFUSED);
  add_text (list, "document-and-garbage", g_strconcat (valid, "x", NULL), EXPECT_REFUSED);

  /* What the format forbids. */
  add_text (list, "two-players-four-seats", replace_once (valid, "\"player_count\":4", "\"player_count\":2"),
            EXPECT_REFUSED);
  add_text (list, "three-players-four-seats", replace_once (valid, "\"player_count\":4", "\"player_count\":3"),
            EXPECT_REFUSED);
  add_text (list, "level-godlike", replace_once (valid, "\"level\":\"hard\"", "\"level\":\"godlike\""),
            EXPECT_REFUSED);
  add_text (list, "winner-contradicts", replace_once (valid, "\"over\":false,\"winner\":null}",
                                                      "\"over\":false,\"winner\":1}"),
            EXPECT_REFUSED);
  add_text (list, "winner-not-a-number", replace_once (valid, "\"over\":false,\"winner\":null}",
                                                       "\"over\":false,\"winner\":\"us\"}"),
            EXPECT_REFUSED);
  add_text (list, "seat-huge", replace_once (valid, "\"seat\":", "\"seat\":99999999999999999999,\"x\":"),
            EXPECT_REFUSED);
  {
    g_autofree char *extra = repeat ("{\"name\":\"A\",\"kind\":\"human\",\"team\":-1},", 5);
    g_autofree char *seats = g_strconcat ("\"players\":[", extra, "{", NULL);

    add_text (list, "nine-players", replace_once (valid, "\"players\":[{", seats), EXPECT_REFUSED);
  }

  /* What json-glib reads but JSON is not, and what its messages would
   * quote as bytes that are not UTF-8 (#37). */
  add_text (list, "lone-surrogate-name", replace_once (valid, "\"name\":\"Anna\"", "\"name\":\"\\ud800\""),
            EXPECT_REFUSED);
  add_text (list, "lone-surrogate-game", replace_once (valid, "\"game\":\"biriba\",\"created\"",
                                                       "\"game\":\"bir\\udfffiba\",\"created\""),
            EXPECT_REFUSED);
  add_text (list, "hex-version", replace_once (valid, "\"version\":1", "\"version\":0x1"), EXPECT_REFUSED);
  add_text (list, "hex-seed", replace_once (valid, "\"seed\":", "\"seed\":0x1F,\"x\":"), EXPECT_REFUSED);
  add_text (list, "tab-in-name", replace_once (valid, "\"name\":\"Anna\"", "\"name\":\"An\tna\""),
            EXPECT_REFUSED);
  add_text (list, "newline-in-name", replace_once (valid, "\"name\":\"Anna\"", "\"name\":\"An\nna\""),
            EXPECT_REFUSED);
  add_text (list, "control-in-created", replace_once (valid, "\"created\":\"", "\"created\":\"\x01"),
            EXPECT_REFUSED);
  add_text (list, "tab-in-updated", replace_once (valid, "\"updated\":\"", "\"updated\":\"\t"),
            EXPECT_REFUSED);
  add_text (list, "control-in-single-quotes", replace_once (valid, "\"name\":\"Anna\"", "\"name\":'An\x01na'"),
            EXPECT_REFUSED);

  /* Bytes that are not text. */
  add_text (list, "empty", g_strdup (""), EXPECT_REFUSED);
  add_text (list, "blank", g_strdup (" \n\t "), EXPECT_REFUSED);
  add_text (list, "bom-only", g_strdup ("\xef\xbb\xbf"), EXPECT_REFUSED);
  add_text (list, "not-utf8", g_strdup ("{\"format\":\"trapoula-match\xff\xfe\"}"), EXPECT_REFUSED);
  add_text (list, "unclosed-comment", g_strdup ("{/* \"format\":\"trapoula-match\"}"), EXPECT_REFUSED);
  add_text (list, "unclosed-single-quote", g_strdup ("{'format:\"trapoula-match\"}"), EXPECT_REFUSED);
  add_text (list, "hash-comment", g_strconcat ("# [[[[\n", valid, NULL), EXPECT_REFUSED);
  add_bytes (list, "nul-bytes", g_bytes_new ("{\"format\":\"trapoula-match\0\"}", 28), EXPECT_REFUSED);
  {
    /* 12 MB of empty objects, no summary in the first 64 kB. */
    g_autofree char *objects = repeat ("{},", 4 * 1024 * 1024);

    add_text (list, "12mb-empty-objects",
              g_strdup_printf ("{\"format\":\"trapoula-match\",\"version\":1,\"x\":[%s{}],\"game\":\"biriba\"}", objects),
              EXPECT_REFUSED);
  }
  {
    g_autofree char *pad = repeat ("0123456789abcdef", 17 * 1024 * 1024 / 16);

    add_text (list, "17mb", g_strdup_printf ("{\"format\":\"trapoula-match\",\"pad\":\"%s\"}", pad), EXPECT_REFUSED);
  }

  /* Files that are not regular files. */
  add_special (list, "symlink-dev-zero", make_zero_link);
  add_special (list, "symlink-dev-urandom", make_urandom_link);
  add_special (list, "fifo", make_fifo);
  add_special (list, "symlink-fifo", make_fifo_link);
  add_special (list, "symlink-dangling", make_dangling_link);
  add_special (list, "directory", make_directory);
  if (geteuid () != 0)
    add_special (list, "unreadable", make_unreadable);

  return list;
}

/* --- Running each reader in a child ------------------------------------ */

typedef enum
{
  OUTCOME_LOADED,
  OUTCOME_REFUSED,
  OUTCOME_CRASHED,
  OUTCOME_HUNG,
  OUTCOME_BAD_REFUSAL,
} Outcome;

static const char *
outcome_name (Outcome outcome)
{
  const char *names[] = { "loaded", "refused", "CRASHED", "HUNG", "refused without a clear, short error" };

  return names[outcome];
}

static Outcome
wait_child (pid_t pid)
{
  gint64 deadline = g_get_monotonic_time () + TIMEOUT_SECONDS * G_USEC_PER_SEC;
  int status;

  while (TRUE)
    {
      pid_t done = waitpid (pid, &status, WNOHANG);

      if (done == pid)
        break;
      if (g_get_monotonic_time () > deadline)
        {
          kill (pid, SIGKILL);
          waitpid (pid, &status, 0);
          return OUTCOME_HUNG;
        }
      g_usleep (2000);
    }

  if (WIFSIGNALED (status))
    return OUTCOME_CRASHED;
  switch (WEXITSTATUS (status))
    {
    case 0: return OUTCOME_LOADED;
    case 1: return OUTCOME_REFUSED;
    case 2: return OUTCOME_BAD_REFUSAL;
    default: return OUTCOME_CRASHED;
    }
}

/* Whether a refusal names the file and stays short. */
static gboolean
clear_refusal (const GError *error,
               const char   *path)
{
  return error != NULL && error->message != NULL && strstr (error->message, path) != NULL &&
         strlen (error->message) < MAX_MESSAGE + strlen (path) && g_utf8_validate (error->message, -1, NULL);
}

static Outcome
run_loader (const char *path)
{
  pid_t pid = fork ();

  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TrpMatch) match = NULL;

      alarm (TIMEOUT_SECONDS + 5);
      match = trp_match_load (path, trp_game_catalog_create_game, trp_game_catalog_lookup_rules, &error);
      if (match != NULL)
        _exit (0);
      _exit (clear_refusal (error, path) ? 1 : 2);
    }
  return wait_child (pid);
}

static Outcome
run_listing (const char *folder,
             const char *path,
             Expect      expect)
{
  pid_t pid = fork ();

  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      g_autoptr(GPtrArray) list = NULL;

      alarm (TIMEOUT_SECONDS + 5);
      list = trp_saved_match_list (folder);
      for (guint i = 0; i < list->len; i++)
        {
          TrpSavedMatch *saved = g_ptr_array_index (list, i);

          if (g_strcmp0 (saved->path, path) != 0)
            continue;
          if (saved->error == NULL)
            _exit (0);
          /* The start page shows the reason in a row: short, and text. */
          _exit (strlen (saved->error) < MAX_MESSAGE && g_utf8_validate (saved->error, -1, NULL) ? 1 : 2);
        }
      /* Not listed at all: special files are skipped, which is a refusal. */
      _exit (1);
    }
  (void) expect;
  return wait_child (pid);
}

/* replay prints one line of JSON in UTF-8, whatever the file held. */
static gboolean
cli_output_is_json (const char *output_path)
{
  g_autofree char *output = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  gsize length;

  return g_file_get_contents (output_path, &output, &length, NULL) &&
         g_utf8_validate (output, length, NULL) &&
         json_parser_load_from_data (parser, output, length, NULL) &&
         JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser));
}

static Outcome
run_cli (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *output_path = g_strconcat (path, ".replay-output", NULL);
  const char *argv[] = { cli_path, "replay", path, NULL };
  GPid pid;
  pid_t child;
  int output;

  /* The output goes beside the folder that is compared before and after. */
  {
    g_autofree char *folder = g_path_get_dirname (path);
    g_autofree char *parent = g_path_get_dirname (folder);
    g_autofree char *base = g_path_get_basename (folder);
    g_autofree char *name = g_strconcat (base, ".replay-output", NULL);

    g_free (output_path);
    output_path = g_build_filename (parent, name, NULL);
  }
  output = g_open (output_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  g_assert_cmpint (output, >=, 0);
  g_assert_true (g_spawn_async_with_fds (NULL, (char **) argv, NULL,
                                         G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDERR_TO_DEV_NULL,
                                         NULL, NULL, &pid, -1, output, -1, &error));
  g_assert_no_error (error);
  close (output);
  child = pid;
  {
    gint64 deadline = g_get_monotonic_time () + TIMEOUT_SECONDS * G_USEC_PER_SEC;
    int status;

    while (waitpid (child, &status, WNOHANG) != child)
      {
        if (g_get_monotonic_time () > deadline)
          {
            kill (child, SIGKILL);
            waitpid (child, &status, 0);
            return OUTCOME_HUNG;
          }
        g_usleep (2000);
      }
    if (WIFSIGNALED (status))
      return OUTCOME_CRASHED;
    if (!cli_output_is_json (output_path))
      return OUTCOME_BAD_REFUSAL;
    g_unlink (output_path);
    if (WEXITSTATUS (status) == 0)
      return OUTCOME_LOADED;
    return WEXITSTATUS (status) == 3 ? OUTCOME_REFUSED : OUTCOME_CRASHED;
  }
}

static int
compare_lines (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* What the folder holds, byte for byte: nothing may change it. */
static char *
snapshot (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autofree char *digest = NULL;
      GStatBuf st;

      g_assert_cmpint (g_lstat (path, &st), ==, 0);
      if (S_ISREG (st.st_mode))
        {
          g_autofree char *contents = NULL;
          gsize length = 0;

          if (g_file_get_contents (path, &contents, &length, NULL))
            digest = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) contents, length);
        }
      g_ptr_array_add (lines, g_strdup_printf ("%s %o %" G_GINT64_FORMAT " %ld.%09ld %s", name,
                                               (unsigned) st.st_mode, (gint64) st.st_size,
                                               (long) st.st_mtim.tv_sec, (long) st.st_mtim.tv_nsec,
                                               digest != NULL ? digest : "-"));
    }
  g_ptr_array_sort (lines, compare_lines);
  g_ptr_array_add (lines, NULL);
  return g_strjoinv ("\n", (char **) lines->pdata);
}

static void
count (Outcome     outcome,
       Expect      expect,
       const char *reader,
       const char *name)
{
  switch (outcome)
    {
    case OUTCOME_LOADED:
      figures.loaded++;
      break;
    case OUTCOME_REFUSED:
      figures.refused++;
      break;
    case OUTCOME_CRASHED:
      figures.crashed++;
      break;
    case OUTCOME_HUNG:
      figures.hung++;
      break;
    case OUTCOME_BAD_REFUSAL:
      figures.wrong++;
      break;
    }
  if ((outcome == OUTCOME_LOADED) != (expect == EXPECT_LOADED) || outcome > OUTCOME_REFUSED)
    {
      if (outcome <= OUTCOME_REFUSED)
        figures.wrong++;
      g_test_message ("%s: %s %s, expected %s", name, reader, outcome_name (outcome),
                      expect == EXPECT_LOADED ? "loaded" : "refused");
    }
}

static void
test_hostile_files (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *valid = valid_save_text (dir, 40);
  g_autoptr(GPtrArray) list = hostile_files (valid);

  for (guint i = 0; i < list->len; i++)
    {
      Hostile *hostile = g_ptr_array_index (list, i);
      g_autofree char *folder = g_build_filename (dir, hostile->name, NULL);
      g_autofree char *path = NULL;
      g_autofree char *before = NULL;
      g_autofree char *after = NULL;
      Outcome loader, cli, listing;

      g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
      path = g_build_filename (folder, "match.json", NULL);
      if (hostile->bytes != NULL)
        {
          gsize length;
          const char *data = g_bytes_get_data (hostile->bytes, &length);

          g_assert_true (g_file_set_contents (path, data != NULL ? data : "", length, NULL));
        }
      else
        hostile->make (path);

      before = snapshot (folder);
      loader = run_loader (path);
      cli = run_cli (path);
      /* Listing takes what is not a regular file out of the list. */
      listing = run_listing (folder, path, hostile->expect);
      after = snapshot (folder);

      figures.tried++;
      count (loader, hostile->expect, "loader", hostile->name);
      count (cli, hostile->expect, "trapoula-cli replay", hostile->name);
      /* The list reads a head and a tail: what they show damaged must be
       * listed so; moves that break the rules are found on opening. A
       * file that loads is never listed as damaged. */
      if (listing > OUTCOME_REFUSED)
        count (listing, hostile->expect, "listing", hostile->name);
      else if (hostile->list_damaged && listing != OUTCOME_REFUSED)
        {
          g_test_message ("%s: listed as playable, but it is damaged", hostile->name);
          figures.wrong++;
        }
      else if (loader == OUTCOME_LOADED && listing != OUTCOME_LOADED)
        {
          g_test_message ("%s: loads, but listed as damaged", hostile->name);
          figures.wrong++;
        }
      else if (listing == OUTCOME_REFUSED && hostile->make == NULL)
        figures.listed_damaged++;
      else if (listing == OUTCOME_LOADED && loader != OUTCOME_LOADED)
        figures.found_on_opening++;
      if (g_strcmp0 (before, after) != 0)
        {
          g_test_message ("%s: changed on disk:\n%s\nbecame\n%s", hostile->name, before, after);
          figures.changed++;
        }
    }

  remove_tree (dir);
}

/* --- Writers killed amid their saves ----------------------------------- */

G_GNUC_NORETURN static void
writer_main (const char *path,
             guint64     seed)
{
  g_autoptr(TrpRng) rng = trp_rng_new (seed);
  g_autoptr(TrpMatch) match = NULL;

  if (g_file_test (path, G_FILE_TEST_EXISTS))
    match = trp_match_load (path, trp_game_catalog_create_game, trp_game_catalog_lookup_rules, NULL);
  else
    {
      match = new_biriba_match ();
      trp_match_set_save_path (match, path);
    }
  if (match == NULL || !trp_match_lock (match, NULL))
    _exit (3);

  while (TRUE)
    {
      g_autoptr(TrpAction) action = NULL;

      if (trp_match_get_is_over (match))
        _exit (0);
      if (!trp_match_get_round_in_progress (match) &&
          !trp_match_start_round (match, trp_rng_next (rng) >> 11, NULL))
        _exit (4);
      action = trp_policy_random (trp_match_get_game (match), rng, NULL);
      if (!trp_match_perform (match, action, NULL))
        _exit (5);
    }
}

static guint n_kills, n_lost, n_temporaries;

static void
test_killed_saves (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "match.json", NULL);
  guint previous_moves = 0;

  for (guint k = 0; k < 40; k++)
    {
      g_autoptr(TrpMatch) match = NULL;
      g_autoptr(GError) error = NULL;
      pid_t pid = fork ();
      int status;
      guint moves = 0;

      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        writer_main (path, 1000 + k);

      g_usleep (g_test_rand_int_range (5000, 80000));
      kill (pid, SIGKILL);
      waitpid (pid, &status, 0);
      n_kills++;

      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        continue;
      /* The match is whole, as saved before or after the move, and never
       * goes back. */
      match = trp_match_load (path, trp_game_catalog_create_game, trp_game_catalog_lookup_rules, &error);
      if (match == NULL)
        {
          g_test_message ("kill %u: the match is lost: %s", k, error->message);
          n_lost++;
          continue;
        }
      for (guint r = 0; r < trp_match_get_n_rounds (match); r++)
        moves += trp_match_get_round_n_actions (match, r);
      if (moves < previous_moves)
        {
          g_test_message ("kill %u: the match went back from %u to %u moves", k, previous_moves, moves);
          n_lost++;
        }
      previous_moves = moves;
    }

  {
    g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
    const char *name;

    while ((name = g_dir_read_name (handle)) != NULL)
      n_temporaries += strstr (name, ".json.") != NULL && !g_str_has_suffix (name, ".lock");
  }
  g_test_message ("%u temporary files left by the kills", n_temporaries);

  remove_tree (dir);
}

/* --- Lock files left by a crash (#37) ---------------------------------- */

/* A process that saved a match and holds its lock until it is killed. */
static pid_t
spawn_lock_holder (const char *path,
                   int        *ready)
{
  int pipe_fds[2];
  pid_t pid;

  g_assert_cmpint (pipe (pipe_fds), ==, 0);
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      g_autoptr(TrpMatch) match = new_biriba_match ();
      char byte = 1;

      /* Never outlives a test that fails. */
      prctl (PR_SET_PDEATHSIG, SIGKILL);
      close (pipe_fds[0]);
      trp_match_set_save_path (match, path);
      if (!trp_match_save (match, NULL) || !trp_match_lock (match, NULL))
        _exit (3);
      if (write (pipe_fds[1], &byte, 1) != 1)
        _exit (4);
      while (TRUE)
        pause ();
    }
  close (pipe_fds[1]);
  *ready = pipe_fds[0];
  return pid;
}

static void
test_stale_locks (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *crashed = g_build_filename (dir, "crashed.json", NULL);
  g_autofree char *crashed_lock = g_build_filename (dir, ".crashed.json.lock", NULL);
  g_autofree char *other = g_build_filename (dir, "other.json", NULL);
  g_autofree char *other_lock = g_build_filename (dir, ".other.json.lock", NULL);
  g_autofree char *own = g_build_filename (dir, "own.json", NULL);
  g_autofree char *own_lock = g_build_filename (dir, ".own.json.lock", NULL);
  g_autofree char *outside = g_build_filename (dir, "outside", NULL);
  g_autofree char *linked_lock = g_build_filename (dir, ".linked.json.lock", NULL);
  g_autoptr(TrpMatch) own_match = new_biriba_match ();
  g_autoptr(TrpMatch) reopened = NULL;
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;
  pid_t crashed_pid, other_pid;
  int crashed_ready, other_ready, status;
  char byte;

  /* One holder is killed as a crash would end it; one lives on in its
   * process; this process holds a third. */
  crashed_pid = spawn_lock_holder (crashed, &crashed_ready);
  other_pid = spawn_lock_holder (other, &other_ready);
  g_assert_cmpint (read (crashed_ready, &byte, 1), ==, 1);
  g_assert_cmpint (read (other_ready, &byte, 1), ==, 1);
  close (crashed_ready);
  close (other_ready);
  kill (crashed_pid, SIGKILL);
  waitpid (crashed_pid, &status, 0);
  g_assert_true (g_file_test (crashed_lock, G_FILE_TEST_EXISTS));
  trp_match_set_save_path (own_match, own);
  g_assert_true (trp_match_save (own_match, &error));
  g_assert_true (trp_match_lock (own_match, &error));
  g_assert_no_error (error);
  /* A link named like a lock is no lock: neither it nor its target goes. */
  g_assert_true (g_file_set_contents (outside, "keep", -1, NULL));
  g_assert_cmpint (symlink (outside, linked_lock), ==, 0);

  list = trp_saved_match_list (dir);
  g_assert_cmpuint (list->len, ==, 3);

  g_assert_false (g_file_test (crashed_lock, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other_lock, G_FILE_TEST_EXISTS));
  g_assert_true (trp_match_path_is_locked (other));
  g_assert_true (g_file_test (own_lock, G_FILE_TEST_EXISTS));
  g_assert_true (trp_match_path_is_locked (own));
  g_assert_true (g_file_test (linked_lock, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_test (outside, G_FILE_TEST_IS_REGULAR));

  /* The crashed match opens and locks again. */
  reopened = trp_match_load (crashed, trp_game_catalog_create_game, trp_game_catalog_lookup_rules, &error);
  g_assert_no_error (error);
  g_assert_true (trp_match_lock (reopened, &error));
  g_assert_no_error (error);
  g_clear_object (&reopened);

  kill (other_pid, SIGKILL);
  waitpid (other_pid, &status, 0);
  g_clear_object (&own_match);
  remove_tree (dir);
}

/* --- A match whose totals only fall (#37) ------------------------------ */

/* Item 1 of #37: legal house rules under which no side reaches the
 * target (B-41 bonuses 0, B-42 going out 0, B-43 biribaki not taken
 * 10,000, B-66 no meld 300). With six players, whose rounds save the
 * most, the match is played to its round limit by random moves: it ends
 * there with the higher total winning, and its file saves, lists and
 * loads. */
static void
test_round_limit (void)
{
  const TrpRulesDescriptor *descriptor = trp_game_catalog_lookup_rules ("biriba");
  g_autoptr(TrpRules) rules = trp_rules_new (descriptor);
  g_autoptr(JsonNode) house = json_from_string ("{\"biriba_bonus_scheme\":\"custom\","
                                                "\"biriba_bonus_custom\":[0,0,0,0,0,0,0,0,0,0],"
                                                "\"going_out_bonus\":0,\"biribaki_not_taken_penalty\":10000,"
                                                "\"no_meld_penalty\":300,\"player_count\":6}", NULL);
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "match.json", NULL);
  g_autoptr(TrpMatch) match = NULL;
  g_autoptr(TrpMatch) loaded = NULL;
  g_autoptr(TrpRng) rng = trp_rng_new (37);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) list = NULL;
  g_autofree char *output = NULL;
  TrpPlayer players[6];
  TrpRoundResult *last;
  TrpSavedMatch *saved;
  guint limit = trp_match_get_max_rounds ();
  int best = G_MININT, winner = -1, lines = 0;
  GStatBuf st;
  int status;

  /* The preferences warn of these rules, and not of the defaults. */
  {
    g_autoptr(TrpRules) defaults = trp_rules_new (descriptor);
    g_autofree char *none = trp_rules_dup_warning (defaults);
    g_autofree char *warning = NULL;

    g_assert_null (none);
    g_assert_true (trp_rules_update_from_json (rules, house, &error));
    g_assert_no_error (error);
    warning = trp_rules_dup_warning (rules);
    g_assert_nonnull (warning);
    g_assert_nonnull (strstr (warning, "may never be reached"));
    g_assert_nonnull (strstr (warning, "10,300"));
  }
  for (guint i = 0; i < G_N_ELEMENTS (players); i++)
    players[i] = (TrpPlayer) { (char *) "Seat", i == 0 ? TRP_PLAYER_HUMAN : TRP_PLAYER_COMPUTER,
                               i == 0 ? NULL : (char *) "easy", -1 };
  match = trp_match_new ("biriba", rules, players, G_N_ELEMENTS (players), trp_game_catalog_create_game,
                         &error);
  g_assert_no_error (error);

  /* Played in memory: saving the growing file after every move would
   * take minutes and prove nothing more than the one save below. */
  while (!trp_match_get_is_over (match))
    {
      g_assert_cmpuint (trp_match_get_n_rounds (match), <, limit);
      g_assert_true (trp_match_start_round (match, trp_rng_next (rng) >> 11, &error));
      g_assert_no_error (error);
      while (trp_match_get_round_in_progress (match))
        {
          g_autoptr(TrpAction) action = trp_policy_random (trp_match_get_game (match), rng, NULL);

          g_assert_true (trp_match_perform (match, action, &error));
          g_assert_no_error (error);
        }
    }

  /* No side reached the target: the limit ended the match, and the
   * higher total won it. */
  g_assert_cmpuint (trp_match_get_n_rounds (match), ==, limit);
  g_assert_true (trp_match_get_ended_at_round_limit (match));
  for (guint unit = 0; unit < trp_match_get_n_units (match); unit++)
    {
      g_assert_cmpint (trp_match_get_total (match, unit), <, trp_rules_get_int (rules, "target_score"));
      if (trp_match_get_total (match, unit) > best)
        {
          best = trp_match_get_total (match, unit);
          winner = (int) unit;
        }
      else if (trp_match_get_total (match, unit) == best)
        winner = -1;
    }
  g_assert_cmpint (trp_match_get_winner (match), ==, winner);
  last = trp_match_get_round_result (match, limit - 1);
  for (guint i = 0; i < trp_round_result_get_n_lines (last); i++)
    {
      const TrpScoreLine *line = trp_round_result_get_line (last, i);

      if (line->kind != TRP_SCORE_MATCH_WON)
        continue;
      g_assert_nonnull (strstr (line->label, "the match ends"));
      g_assert_cmpint (line->points, ==, 0);
      g_assert_true (winner < 0 || (int) line->unit == winner);
      lines++;
    }
  g_assert_cmpint (lines, >=, 1);
  g_assert_false (trp_match_start_round (match, 1, &error));
  g_assert_error (error, TRP_MATCH_ERROR, TRP_MATCH_ERROR_OVER);
  g_clear_error (&error);

  /* It saves within what the loader reads, lists as over, and loads. */
  trp_match_set_save_path (match, path);
  g_assert_true (trp_match_save (match, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_test_message ("%u rounds of six players: %" G_GINT64_FORMAT " bytes, %" G_GINT64_FORMAT
                  " a round", limit, (gint64) st.st_size, (gint64) st.st_size / limit);
  g_assert_cmpint (st.st_size, <, (gint64) trp_match_get_max_file_size () * 3 / 4);

  list = trp_saved_match_list (dir);
  g_assert_cmpuint (list->len, ==, 1);
  saved = g_ptr_array_index (list, 0);
  g_assert_null (saved->error);
  g_assert_true (saved->over);
  g_assert_cmpint (saved->winner, ==, winner);
  g_assert_cmpuint (saved->n_rounds, ==, limit);

  loaded = trp_match_load (path, trp_game_catalog_create_game, trp_game_catalog_lookup_rules, &error);
  g_assert_no_error (error);
  g_assert_true (trp_match_get_is_over (loaded));
  g_assert_true (trp_match_get_ended_at_round_limit (loaded));
  g_assert_cmpint (trp_match_get_winner (loaded), ==, winner);
  g_assert_cmpuint (trp_match_get_n_rounds (loaded), ==, limit);

  {
    const char *argv[] = { cli_path, "replay", path, NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                                 &output, NULL, &status, &error));
    g_assert_no_error (error);
    g_assert_cmpint (status, ==, 0);
    g_assert_nonnull (strstr (output, "\"over\":true"));
  }

  remove_tree (dir);
}

static void
test_figures (void)
{
  g_test_message ("files tried: %u (each through the loader, trapoula-cli replay and the listing)",
                  figures.tried);
  g_test_message ("refused cleanly: %u, loaded: %u (of %u runs)", figures.refused, figures.loaded,
                  figures.tried * 2);
  g_test_message ("listing: %u files listed as damaged, %u listed from their summary and "
                  "refused on opening", figures.listed_damaged, figures.found_on_opening);
  g_test_message ("crashed: %u", figures.crashed);
  g_test_message ("hung: %u", figures.hung);
  g_test_message ("changed on disk: %u", figures.changed);
  g_test_message ("wrong outcome: %u", figures.wrong);
  g_test_message ("kills during saves: %u, matches lost: %u", n_kills, n_lost);
  g_print ("# reliability: files tried %u, refused cleanly %u, loaded %u, crashed %u, hung %u, "
           "changed on disk %u, wrong %u; kills during saves %u, matches lost %u\n",
           figures.tried, figures.refused, figures.loaded, figures.crashed, figures.hung,
           figures.changed, figures.wrong, n_kills, n_lost);

  g_assert_cmpuint (figures.tried, >, 100);
  g_assert_cmpuint (figures.crashed, ==, 0);
  g_assert_cmpuint (figures.hung, ==, 0);
  g_assert_cmpuint (figures.changed, ==, 0);
  g_assert_cmpuint (figures.wrong, ==, 0);
  g_assert_cmpuint (n_kills, >, 0);
  g_assert_cmpuint (n_lost, ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  if (argc < 2)
    g_error ("usage: %s TRAPOULA-CLI", argv[0]);
  cli_path = g_canonicalize_filename (argv[1], NULL);
  /* A hung child is killed, never waited for by a SIGPIPE. */
  signal (SIGPIPE, SIG_IGN);

  g_test_add_func ("/reliability/hostile-files", test_hostile_files);
  g_test_add_func ("/reliability/killed-saves", test_killed_saves);
  g_test_add_func ("/reliability/B-43/round-limit", test_round_limit);
  g_test_add_func ("/reliability/stale-locks", test_stale_locks);
  g_test_add_func ("/reliability/figures", test_figures);

  return g_test_run ();
}
