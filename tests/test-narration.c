/* test-narration.c: the sentences of What Happened and the score sheets,
 * in English, Greek and Persian, from the translations this build made
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

/* The expected sentences are formats of this file, in each language. */
#pragma GCC diagnostic ignored "-Wformat-nonliteral"

#include <glib/gi18n.h>
#include <string.h>

#include "test-locale.h"
#include "trp-action-types.h"
#include "trp-card.h"
#include "trp-card-painter.h"
#include "trp-format.h"
#include "trp-game-catalog.h"
#include "trp-match.h"
#include "trp-rng.h"

/* Run once per language, LANGUAGE=en, el or fa (meson runs it so):
 * GLib decides once per process whether C_() translates. */
static const char *
current_language (void)
{
  const char *language = g_getenv ("LANGUAGE");

  return language != NULL && language[0] != '\0' ? language : "en";
}

typedef struct
{
  const char *game_id;
  guint       n_players;
  const char *option;       /* a bool option switched on, or NULL */
} Config;

static const Config configs[] = {
  { "biriba", 4, NULL },
  { "dabaifen", 4, NULL },
  { "marianna", 4, "covering" },
  { "cinquecento", 4, "covering" },
  { "briscola_151", 2, NULL },
  { "mariaccio", 2, NULL },
};

/* A random legal move; a covering is asked and granted whenever it may be
 * (M-46, M-47), so that covered tricks come up; no claim of victory while
 * there is another move (M-65). */
static TrpAction *
pick_move (TrpGame *game,
           TrpRng  *rng)
{
  g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);
  g_autoptr(GPtrArray) choices = g_ptr_array_new ();

  for (guint i = 0; i < legal->len; i++)
    {
      const TrpAction *action = g_ptr_array_index (legal, i);

      if (g_str_equal (action->type, TRP_ACTION_COVER_REQUEST) ||
          (g_str_equal (action->type, TRP_ACTION_COVER_ANSWER) && action->target == 1))
        return trp_action_copy (action);
      if (!g_str_equal (action->type, TRP_ACTION_CLAIM))
        g_ptr_array_add (choices, (gpointer) action);
    }
  if (choices->len == 0)
    return trp_action_copy (g_ptr_array_index (legal, trp_rng_uniform (rng, legal->len)));
  return trp_action_copy (g_ptr_array_index (choices, trp_rng_uniform (rng, choices->len)));
}

/* One round of @config, seat 0 the person (named as the New Match dialog
 * names them, “You”, «Εσείς», «شما»), the others computers; with
 * @person FALSE every seat is a computer's. */
static TrpMatch *
play_round (const Config *config,
            guint64       seed,
            gboolean      person)
{
  const TrpRulesDescriptor *descriptor = trp_game_catalog_lookup_rules (config->game_id);
  g_autoptr(TrpRules) rules = trp_rules_new (descriptor);
  g_autoptr(TrpRng) rng = trp_rng_new (seed);
  g_autoptr(GError) error = NULL;
  const char *names[] = { _("You"), "Sara", "Nikos", "Anna" };
  TrpPlayer players[4] = { { 0, } };
  TrpMatch *match;

  for (guint i = 0; i < config->n_players; i++)
    {
      players[i].name = (char *) names[i];
      players[i].kind = i == 0 && person ? TRP_PLAYER_HUMAN : TRP_PLAYER_COMPUTER;
      players[i].level = players[i].kind == TRP_PLAYER_HUMAN ? NULL : (char *) "normal";
      players[i].team = -1;
    }
  if (trp_rules_descriptor_find_option (descriptor, "player_count") != NULL)
    g_assert_true (trp_rules_set_int (rules, "player_count", config->n_players, NULL));
  if (config->option != NULL)
    g_assert_true (trp_rules_set_bool (rules, config->option, TRUE, NULL));

  match = trp_match_new (config->game_id, rules, players, config->n_players,
                         trp_game_catalog_create_game, &error);
  g_assert_no_error (error);
  g_assert_true (trp_match_start_round (match, seed, &error));
  g_assert_no_error (error);
  for (guint n = 0; n < 5000 && trp_match_get_round_in_progress (match); n++)
    {
      g_autoptr(TrpAction) action = pick_move (trp_match_get_game (match), rng);

      g_assert_true (trp_match_perform (match, action, &error));
      g_assert_no_error (error);
    }
  return match;
}

/* The types of round 0's moves, from the save file. */
static GPtrArray *
action_types (TrpMatch *match)
{
  g_autoptr(JsonNode) node = trp_match_to_json (match);
  JsonArray *rounds = json_object_get_array_member (json_node_get_object (node), "rounds");
  JsonArray *actions = json_object_get_array_member (json_array_get_object_element (rounds, 0), "actions");
  GPtrArray *types = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < json_array_get_length (actions); i++)
    g_ptr_array_add (types, g_strdup (json_object_get_string_member (json_array_get_object_element (actions, i),
                                                                     "type")));
  return types;
}

/* #39: the person's moves are told from the second-person phrases: in
 * Greek and Persian every one of them differs from the same move told of
 * someone else (“Τραβήξατε”, not “Εσείς: τράβηξε”), the person's name is
 * never the sentence's subject, and English reads “You drew …”. The same
 * seed plays the same moves with and without a person at seat 0. */
static void
test_person_second_person (gconstpointer data)
{
  const Config *config = data;

  const char *language = current_language ();
  gboolean english = g_str_equal (language, "en");
  guint told = 0;

  for (guint64 seed = 2026; seed < 2031; seed++)
    {
      g_autoptr(TrpMatch) yours = play_round (config, seed, TRUE);
      g_autoptr(TrpMatch) theirs = play_round (config, seed, FALSE);
      g_autoptr(GPtrArray) your_turns = trp_match_describe_round (yours, 0, NULL);
      g_autoptr(GPtrArray) their_turns = trp_match_describe_round (theirs, 0, NULL);

      g_assert_nonnull (your_turns);
      g_assert_nonnull (their_turns);
      g_assert_cmpuint (your_turns->len, ==, their_turns->len);

      for (guint t = 0; t < your_turns->len; t++)
        {
          const TrpTurn *yours_turn = g_ptr_array_index (your_turns, t);
          const TrpTurn *theirs_turn = g_ptr_array_index (their_turns, t);

          g_assert_cmpint (yours_turn->seat, ==, theirs_turn->seat);
          if (yours_turn->seat != 0)
            {
              g_assert_cmpstr (yours_turn->summary, ==, theirs_turn->summary);
              continue;
            }
          told++;
          if (english)
            {
              g_assert_true (g_str_has_prefix (yours_turn->summary, "You "));
              continue;
            }
          /* The subject is in the verb, not a name with a colon. */
          g_assert_false (g_str_has_prefix (yours_turn->summary, _("You")));
          for (guint m = 0; m < yours_turn->n_actions; m++)
            {
              if (g_strcmp0 (yours_turn->moves[m], theirs_turn->moves[m]) == 0)
                g_error ("%s, %s: “%s” is told of the person as of anyone else",
                         language, config->game_id, yours_turn->moves[m]);
            }
        }
    }
  g_test_message ("%s: %u turns of the person", config->game_id, told);
  g_assert_cmpuint (told, >, 0);
}

/* The exact sentence of a Biriba turn, in each language (#39). */
static void
test_biriba_turn_sentence (void)
{
  static const struct { const char *language; const char *format; } cases[] = {
    { "en", "You drew from the stock and discarded %s" },
    { "el", "Τραβήξατε από την τράπουλα και πετάξατε %s στα σκάρτα" },
    { "fa", "از دسته کارت کشیدید و %s را کنار گذاشتید" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(TrpRules) rules = NULL;
      g_autoptr(TrpGame) game = NULL;
      g_autoptr(GPtrArray) moves = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *card = NULL;
      g_autofree char *expected = NULL;
      g_autofree char *sentence = NULL;
      const char * const names[] = { "You", "Sara", "Nikos", "Anna", NULL };
      int seat;

      if (!g_str_equal (cases[i].language, current_language ()))
        continue;
      rules = trp_rules_new (trp_game_catalog_lookup_rules ("biriba"));
      game = trp_game_catalog_create_game ("biriba", rules, 4, NULL);
      g_assert_nonnull (game);
      trp_game_set_seat_names (game, names);
      g_assert_true (trp_game_deal_seeded (game, 0, NULL, 7, NULL));
      /* The first card is kept or turned up (B-70) before the draws. */
      while (!g_str_equal (trp_game_get_phase (game), "draw") && !trp_game_is_round_over (game))
        {
          g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);

          trp_game_apply (game, g_ptr_array_index (legal, 0));
        }
      seat = trp_game_get_current_seat (game);
      trp_game_set_person_seat (game, seat);
      {
        g_autoptr(TrpAction) draw = trp_action_new (TRP_ACTION_DRAW_STOCK, seat);
        g_autoptr(GPtrArray) legal = NULL;
        const TrpAction *discard = NULL;

        g_ptr_array_add (moves, trp_game_describe_move (game, draw));
        g_assert_true (trp_game_perform (game, draw, NULL));
        legal = trp_game_legal_actions (game);
        for (guint a = 0; a < legal->len && discard == NULL; a++)
          if (g_str_equal (((TrpAction *) g_ptr_array_index (legal, a))->type, TRP_ACTION_DISCARD))
            discard = g_ptr_array_index (legal, a);
        g_assert_nonnull (discard);
        card = trp_cards_get_short_names (discard->cards, discard->n_cards);
        g_ptr_array_add (moves, trp_game_describe_move (game, discard));
      }
      g_ptr_array_add (moves, NULL);
      sentence = trp_game_describe_turn (game, seat, (const char * const *) moves->pdata);
      expected = g_strdup_printf (cases[i].format, card);
      g_assert_cmpstr (sentence, ==, expected);
    }
}

/* #41, #40: a turn ends with the card it plays: the winner of a trick
 * leads the next in a turn of its own (never “C played the Jack of
 * Diamonds and played the Two of Clubs”), and a Da Bai Fen exposure window
 * passed is a turn of its own (never “showed no card and showed 3♠”). */
static void
test_one_card_per_turn (gconstpointer data)
{
  const Config *config = data;

  guint n_led_after_winning = 0;

  for (guint64 seed = 1; seed <= 6; seed++)
    {
      g_autoptr(TrpMatch) match = play_round (config, seed, TRUE);
      g_autoptr(GPtrArray) turns = trp_match_describe_round (match, 0, NULL);
      g_autoptr(GPtrArray) types = action_types (match);

      g_assert_nonnull (turns);
      for (guint t = 0; t < turns->len; t++)
        {
          const TrpTurn *turn = g_ptr_array_index (turns, t);

          for (guint m = 0; m < turn->n_actions; m++)
            {
              const char *type = g_ptr_array_index (types, turn->first_action + m);

              if (g_str_equal (type, TRP_ACTION_PLAY) && m + 1 < turn->n_actions)
                g_error ("%s: a card played, then more in one turn: “%s”", config->game_id, turn->summary);
              if (g_str_equal (config->game_id, "dabaifen") && g_str_equal (type, TRP_ACTION_PASS) &&
                  m + 1 < turn->n_actions &&
                  g_str_equal (g_ptr_array_index (types, turn->first_action + m + 1), TRP_ACTION_EXPOSE))
                g_error ("dabaifen: a window passed and an exposure in one turn: “%s”", turn->summary);
            }
          if (t > 0 && turn->seat == ((TrpTurn *) g_ptr_array_index (turns, t - 1))->seat)
            n_led_after_winning++;
        }
    }
  /* The case of the issue happened: someone won a trick and led. */
  g_test_message ("%s: %u turns after a turn of the same player", config->game_id, n_led_after_winning);
  g_assert_cmpuint (n_led_after_winning, >, 0);
}

/* M-48: a covered trick says how it ended, with its last card; a failed
 * one too, where before only “X passed” lines followed the request. */
static void
test_covering_told (void)
{
  static const struct { const char *language; const char *failed; const char *succeeded; } cases[] = {
    { "en", "the covering in %s failed", "the covering in %s succeeded" },
    { "el", "η κάλυψη (%s) απέτυχε", "η κάλυψη (%s) πέτυχε" },
    { "fa", "پوشش در خال %s ناموفق ماند", "پوشش در خال %s موفق شد" },
  };
  const Config config = { "cinquecento", 4, "covering" };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      guint n_failed = 0, n_covered = 0, n_told = 0;

      if (!g_str_equal (cases[i].language, current_language ()))
        continue;
      for (guint64 seed = 1; seed <= 12; seed++)
        {
          g_autoptr(TrpMatch) match = play_round (&config, seed, TRUE);
          g_autoptr(GPtrArray) turns = trp_match_describe_round (match, 0, NULL);
          g_autoptr(JsonNode) node = trp_match_to_json (match);
          JsonArray *rounds = json_object_get_array_member (json_node_get_object (node), "rounds");
          JsonArray *actions = json_object_get_array_member (json_array_get_object_element (rounds, 0), "actions");

          for (guint a = 0; a < json_array_get_length (actions); a++)
            {
              JsonObject *action = json_array_get_object_element (actions, a);

              if (g_str_equal (json_object_get_string_member (action, "type"), TRP_ACTION_COVER_ANSWER) &&
                  json_object_get_int_member_with_default (action, "target", 0) == 1)
                n_covered++;
            }
          for (guint t = 0; t < turns->len; t++)
            {
              const TrpTurn *turn = g_ptr_array_index (turns, t);

              for (guint s = 0; s < TRP_N_SUITS; s++)
                {
                  const char *suit = trp_suit_get_display_name (s, TRP_FACE_STYLE_ITALIAN);
                  g_autofree char *failed = g_strdup_printf (cases[i].failed, suit);
                  g_autofree char *succeeded = g_strdup_printf (cases[i].succeeded, suit);

                  if (strstr (turn->summary, failed) != NULL)
                    n_failed++, n_told++;
                  if (strstr (turn->summary, succeeded) != NULL)
                    n_told++;
                }
            }
        }
      g_test_message ("%s: %u covered tricks, %u told, %u failed", cases[i].language, n_covered, n_told, n_failed);
      /* Every covered trick is told once, and one of these failed. */
      g_assert_cmpuint (n_covered, >, 0);
      g_assert_cmpuint (n_told, ==, n_covered);
      g_assert_cmpuint (n_failed, >, 0);
    }
}

/* #40: a score line about the person never reads “… of You”: it is
 * written for them (“Cards left in your hand”). */
static void
test_no_line_of_you (void)
{
  const Config config = { "biriba", 4, NULL };

  {
      const char *language = current_language ();
      guint n_person_lines = 0;

      for (guint64 seed = 1; seed <= 3; seed++)
        {
          g_autoptr(TrpMatch) match = play_round (&config, seed, TRUE);
          TrpRoundResult *result = trp_match_get_round_result (match, 0);

          g_assert_nonnull (result);
          for (guint i = 0; i < trp_round_result_get_n_lines (result); i++)
            {
              const TrpScoreLine *line = trp_round_result_get_line (result, i);

              g_autofree char *in_hand = g_strdup_printf (_("Cards left in the hand of %s"), _("You"));
              g_autofree char *went_out = g_strdup_printf (_("%s went out"), _("You"));
              g_autofree char *unused = g_strdup_printf (_("Unused biribaki of %s, not counted"), _("You"));

              if (line->seat != 0)
                continue;
              n_person_lines++;
              /* English “You went out” reads the same either way. */
              if (g_str_equal (line->label, in_hand) || g_str_equal (line->label, unused) ||
                  (g_str_equal (line->label, went_out) && !g_str_equal (language, "en")))
                g_error ("%s: “%s” names the person in the third person", language, line->label);
            }
        }
      g_assert_cmpuint (n_person_lines, >, 0);
  }
}

/* The Italian figures keep one name each: the text's (“Horse of Coins”),
 * the initial in the card's corner, the result sheet's (a matrimonio is a
 * king and a horse, M-3, M-54), in each language (#41). */
static void
test_italian_figures (void)
{
  static const struct { const char *language; const char *jack; const char *horse; const char *king; } cases[] = {
    { "en", "J", "H", "K" },
    { "el", "Φ", "Ι", "Ρ" },
    { "fa", "س", "ا", "ش" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *initials[] = { cases[i].jack, cases[i].horse, cases[i].king };
      const guint ranks[] = { TRP_RANK_JACK, TRP_RANK_QUEEN, TRP_RANK_KING };

      if (!g_str_equal (cases[i].language, current_language ()))
        continue;
      for (guint r = 0; r < G_N_ELEMENTS (ranks); r++)
        {
          const char *name = trp_rank_get_display_name (ranks[r], TRP_FACE_STYLE_ITALIAN);
          g_autofree char *initial = g_utf8_substring (name, 0, 1);
          g_autofree char *upper = g_utf8_strup (initial, -1);
          const char *corner = trp_card_rank_index (ranks[r], TRP_FACE_STYLE_ITALIAN);

          g_assert_cmpstr (corner, ==, initials[r]);
          g_assert_cmpstr (upper, ==, initials[r]);
        }
    }
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *localedir = g_build_filename (g_getenv ("MESON_BUILD_ROOT") != NULL ?
                                                 g_getenv ("MESON_BUILD_ROOT") : BUILD_ROOT,
                                                 "po", NULL);

  /* The translations this build made, so the test needs no install. */
  test_locale_init ();
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (configs); i++)
    {
      g_autofree char *person = g_strdup_printf ("/narration/person-second-person/%s", configs[i].game_id);
      g_autofree char *turns = g_strdup_printf ("/narration/one-card-per-turn/%s", configs[i].game_id);

      g_test_add_data_func (person, &configs[i], test_person_second_person);
      if (!g_str_equal (configs[i].game_id, "biriba"))
        g_test_add_data_func (turns, &configs[i], test_one_card_per_turn);
    }
  g_test_add_func ("/narration/biriba-turn-sentence", test_biriba_turn_sentence);
  g_test_add_func ("/narration/M-48/covering-told", test_covering_told);
  g_test_add_func ("/narration/B-40/no-line-of-you", test_no_line_of_you);
  g_test_add_func ("/narration/M-3/italian-figures", test_italian_figures);

  return g_test_run ();
}
