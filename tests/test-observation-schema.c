/* test-observation-schema.c: every observation of every rule set against
 * its documented schema, docs/games/observation-*.md (#40)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The documents' tables are the schema: one row per member, by its path
 * (`melds[].cards[]`), its JSON types (`int/null`) and whether it is
 * always there. Over seeded random rounds, every seat's observation at
 * every step must hold no undocumented member, every member marked
 * "always" wherever its parent is, and only the documented types.
 * `-m slow` plays a few hundred rounds of each rule set; the default a
 * few dozen. TRAPOULA_SCHEMA_DUMP=1 prints every path seen, with its
 * types, for writing the documents.
 */

#include "config.h"

#include <string.h>

#include "rule-set-game.h"

typedef struct
{
  const char *name;
  const char *game_id;
  guint       n_players;
  const char *rules_json;
  const char *document;
  guint       n_rounds;       /* the default run's; -m slow: ×10 */
} Config;

static const Config configs[] = {
  { "biriba-2", "biriba", 2, NULL, "biriba", 4 },
  { "biriba-3", "biriba", 3, NULL, "biriba", 4 },
  { "biriba-3-no-teams", "biriba", 3, "{\"three_player_mode\": \"no_teams\"}", "biriba", 3 },
  { "biriba-4", "biriba", 4, NULL, "biriba", 5 },
  { "biriba-4-greek-2005", "biriba", 4, "{\"runs_only\": true, \"pile_pickup_restriction\": "
    "\"must_meld_from_pile\", \"stock_exhaustion_rule\": \"end_when_empty\"}", "biriba", 3 },
  { "biriba-4-first-player-declares", "biriba", 4, "{\"joker_upcard_rule\": \"first_player_declares\"}",
    "biriba", 3 },
  { "biriba-4-minimum", "biriba", 4, "{\"initial_meld_minimum\": \"fa_5000_c\"}", "biriba", 3 },
  { "biriba-5", "biriba", 5, "{\"solo_first_biribaki_needs_biriba\": true}", "biriba", 3 },
  { "biriba-6", "biriba", 6, NULL, "biriba", 3 },
  { "dabaifen", "dabaifen", 4, NULL, "dabaifen", 30 },
  { "dabaifen-kitty-exposed", "dabaifen", 4, "{\"kitty_exposed\": true}", "dabaifen", 15 },
  { "dabaifen-reject", "dabaifen", 4, "{\"failed_throw_policy\": \"reject\"}", "dabaifen", 15 },
  { "marianna", "marianna", 4, NULL, "marianna", 30 },
  { "marianna-covering", "marianna", 4, "{\"covering\": true}", "marianna", 20 },
  { "cinquecento", "cinquecento", 4, NULL, "marianna", 20 },
  { "briscola-151", "briscola_151", 2, NULL, "marianna", 30 },
  { "mariaccio", "mariaccio", 2, NULL, "marianna", 30 },
};

typedef struct
{
  char     *path;
  char    **types;
  gboolean  always;
  guint     seen;
} Member;

typedef struct
{
  GHashTable *members;   /* path → Member */
  GHashTable *dump;      /* path → "types seen", with TRAPOULA_SCHEMA_DUMP */
  const char *file;
} Schema;

static void
member_free (Member *member)
{
  g_free (member->path);
  g_strfreev (member->types);
  g_free (member);
}

/* The rows “| `path` | types | always or when … | meaning |”. */
static void
schema_load (Schema     *schema,
             const char *document)
{
  g_autofree char *name = g_strdup_printf ("observation-%s.md", document);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "docs", "games", name, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  schema->members = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) member_free);
  schema->file = g_intern_string (name);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) cells = NULL;
      Member *member;

      if (!g_str_has_prefix (lines[i], "| `"))
        continue;
      cells = g_strsplit (lines[i], "|", -1);
      g_assert_cmpuint (g_strv_length (cells), >=, 5);
      member = g_new0 (Member, 1);
      member->path = g_strdup (g_strstrip (cells[1]));
      g_assert_true (g_str_has_prefix (member->path, "`") && g_str_has_suffix (member->path, "`"));
      memmove (member->path, member->path + 1, strlen (member->path));
      member->path[strlen (member->path) - 1] = '\0';
      member->types = g_strsplit (g_strstrip (cells[2]), "/", -1);
      for (guint t = 0; member->types[t] != NULL; t++)
        g_strstrip (member->types[t]);
      member->always = g_str_equal (g_strstrip (cells[3]), "always");
      if (g_hash_table_contains (schema->members, member->path))
        g_error ("%s documents %s twice", name, member->path);
      g_hash_table_insert (schema->members, member->path, member);
    }
  g_assert_cmpuint (g_hash_table_size (schema->members), >, 0);
}

static const char *
type_of (JsonNode *node)
{
  switch (json_node_get_node_type (node))
    {
    case JSON_NODE_OBJECT:
      return "object";
    case JSON_NODE_ARRAY:
      return "array";
    case JSON_NODE_NULL:
      return "null";
    case JSON_NODE_VALUE:
    default:
      break;
    }
  switch (json_node_get_value_type (node))
    {
    case G_TYPE_BOOLEAN:
      return "bool";
    case G_TYPE_INT64:
      return "int";
    case G_TYPE_DOUBLE:
      return "number";
    case G_TYPE_STRING:
    default:
      return "string";
    }
}

/* Whether @node is of the documented @type: the JSON types, and `card`
 * and `suit`, strings that are a card's or a suit's code. */
static gboolean
is_type (JsonNode   *node,
         const char *type)
{
  const char *json = type_of (node);

  if (g_str_equal (type, "card"))
    {
      TrpCard card;

      return g_str_equal (json, "string") &&
             trp_card_from_code (json_node_get_string (node), &card, NULL);
    }
  if (g_str_equal (type, "suit"))
    {
      const char *code = g_str_equal (json, "string") ? json_node_get_string (node) : NULL;

      return code != NULL && strlen (code) == 1 && strchr ("SHDC", code[0]) != NULL;
    }
  return g_str_equal (type, json);
}

static void
check_node (Schema     *schema,
            const char *path,
            JsonNode   *node,
            const char *context)
{
  Member *member = g_hash_table_lookup (schema->members, path);
  gboolean typed = FALSE;

  /* The observation itself: an object, checked by the caller. */
  if (*path == '\0')
    ;
  else if (schema->dump != NULL)
    {
      const char *before = g_hash_table_lookup (schema->dump, path);
      const char *type = type_of (node);

      if (before == NULL || strstr (before, type) == NULL)
        g_hash_table_replace (schema->dump, g_strdup (path),
                              g_strconcat (before != NULL ? before : "", before != NULL ? "/" : "", type, NULL));
    }
  else if (member == NULL)
    g_error ("%s: member %s is not in docs/games/%s", context, path, schema->file);

  if (member != NULL)
    {
      member->seen++;
      for (guint t = 0; member->types[t] != NULL && !typed; t++)
        typed = is_type (node, member->types[t]);
      if (!typed && schema->dump == NULL)
        g_error ("%s: member %s is a %s, documented as %s", context, path, type_of (node),
                 g_strjoinv ("/", member->types));
    }

  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObjectIter iter;
      const char *name;
      JsonNode *value;
      GHashTableIter members;
      gpointer key, data;

      json_object_iter_init (&iter, json_node_get_object (node));
      while (json_object_iter_next (&iter, &name, &value))
        {
          g_autofree char *child = *path != '\0' ? g_strconcat (path, ".", name, NULL) : g_strdup (name);

          check_node (schema, child, value, context);
        }

      /* The members always there, wherever their parent is. */
      g_hash_table_iter_init (&members, schema->members);
      while (schema->dump == NULL && g_hash_table_iter_next (&members, &key, &data))
        {
          Member *required = data;
          const char *dot = strrchr (required->path, '.');
          g_autofree char *parent = dot != NULL ? g_strndup (required->path, dot - required->path) : g_strdup ("");
          const char *last = dot != NULL ? dot + 1 : required->path;

          if (required->always && strchr (last, '[') == NULL && g_str_equal (parent, path) &&
              !json_object_has_member (json_node_get_object (node), last))
            g_error ("%s: member %s, documented as always there, is missing", context, required->path);
        }
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);
      g_autofree char *child = g_strconcat (path, "[]", NULL);

      for (guint i = 0; i < json_array_get_length (array); i++)
        check_node (schema, child, json_array_get_element (array, i), context);
    }
}

static void
check_all_seats (Schema     *schema,
                 TrpGame    *game,
                 const char *name,
                 guint       round,
                 guint       step)
{
  for (guint seat = 0; seat < trp_game_get_n_seats (game); seat++)
    {
      g_autoptr(JsonNode) node = trp_game_observation (game, seat);
      g_autofree char *context = g_strdup_printf ("%s round %u step %u seat %u", name, round, step, seat);

      g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
      check_node (schema, "", node, context);
    }
}

static void
test_config (gconstpointer data)
{
  const Config *config = data;
  g_autoptr(TrpGame) game = rule_set_game_new (config->game_id, config->n_players, config->rules_json);
  g_autoptr(TrpRng) rng = trp_rng_new (g_str_hash (config->name) + 40);
  g_autoptr(JsonObject) carry = NULL;
  guint n_rounds = config->n_rounds * (g_test_slow () ? 10 : 1);
  Schema schema = { NULL, };
  guint n_observations = 0;

  schema_load (&schema, config->document);
  if (g_getenv ("TRAPOULA_SCHEMA_DUMP") != NULL)
    schema.dump = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  for (guint round = 0; round < n_rounds; round++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TrpRoundResult) result = NULL;
      guint step = 0;

      /* A later round carries the match (levels, totals, declarers). */
      guint dealer = carry != NULL ? (guint) json_object_get_int_member (carry, TRP_CARRY_NEXT_DEALER)
                                   : round % config->n_players;

      trp_game_deal_seeded (game, dealer, carry, trp_rng_next (rng) >> 11, &error);
      g_assert_no_error (error);
      for (; step < 3000 && !trp_game_is_round_over (game); step++)
        {
          check_all_seats (&schema, game, config->name, round, step);
          n_observations += trp_game_get_n_seats (game);
          /* Uniform over the legal actions, so that rarer moves (a
           * throw that fails, D-31) come up too. */
          {
            g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);

            g_assert_true (trp_game_perform (game, g_ptr_array_index (legal, trp_rng_uniform (rng, legal->len)),
                                             NULL));
          }
        }
      g_assert_true (trp_game_is_round_over (game));
      check_all_seats (&schema, game, config->name, round, step);

      result = trp_game_round_result (game);
      g_clear_pointer (&carry, json_object_unref);
      if (!json_object_get_boolean_member_with_default (trp_round_result_get_carry (result),
                                                        TRP_CARRY_MATCH_OVER, FALSE))
        carry = json_object_ref (trp_round_result_get_carry (result));
    }

  if (schema.dump != NULL)
    {
      g_autoptr(GList) paths = g_list_sort (g_hash_table_get_keys (schema.dump), (GCompareFunc) g_strcmp0);

      for (GList *l = paths; l != NULL; l = l->next)
        g_printerr ("%s\t%s\t%s\n", config->name, (char *) l->data,
                    (char *) g_hash_table_lookup (schema.dump, l->data));
      g_hash_table_unref (schema.dump);
    }
  else
    {
      GHashTableIter iter;
      gpointer key, data;

      /* A member no observation of the run had: rare ones are fine,
       * named for whoever reads the log. */
      g_hash_table_iter_init (&iter, schema.members);
      while (g_hash_table_iter_next (&iter, &key, &data))
        if (((Member *) data)->seen == 0)
          g_test_message ("%s: %s not seen in this run", config->name, (char *) key);
    }
  g_test_message ("%s: %u observations of %u rounds", config->name, n_observations, n_rounds);
  g_hash_table_unref (schema.members);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (configs); i++)
    {
      g_autofree char *path = g_strdup_printf ("/observation/schema/%s", configs[i].name);

      g_test_add_data_func (path, &configs[i], test_config);
    }
  return g_test_run ();
}
