/* trp-match-loader.c: a match read back from save-file text, move by move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "trp-format.h"
#include "trp-json-input.h"
#include "trp-json-reader.h"
#include "trp-match-private.h"

/* Save files are read with TrpJsonReader rather than json-glib: a match of
 * thousands of moves cost a node and a hash table per move to build, free
 * and look up, several times the price of replaying the moves themselves.
 * Only the small parts other modules read as JsonNode (the rules, an
 * explicit deal) are copied into json-glib, and a move whose form is not
 * the usual one goes through trp_action_read(), the one action parser,
 * which words every error. */

gboolean
_trp_match_invalid (GError       **error,
                    TrpMatchError  code,
                    const char    *format,
                    ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  g_set_error_literal (error, TRP_MATCH_ERROR, code, message);
  return FALSE;
}

/* @object's member @name when it is of @kind, else -1. TRP_JSON_TRUE
 * stands for either boolean. */
static TrpJsonRef
get_member (TrpJsonReader *reader,
            TrpJsonRef     object,
            const char    *name,
            TrpJsonKind    kind)
{
  TrpJsonRef member = trp_json_reader_member (reader, object, name);
  TrpJsonKind found;

  if (member < 0)
    return -1;
  found = trp_json_reader_kind (reader, member);
  if (kind == TRP_JSON_TRUE && found == TRP_JSON_FALSE)
    return member;
  return found == kind ? member : -1;
}

static gboolean
int_array_equals (TrpJsonReader *reader,
                  TrpJsonRef     array,
                  const int     *values,
                  guint          n_values)
{
  TrpJsonRef element;
  guint i = 0;

  if (!trp_json_reader_is (reader, array, TRP_JSON_ARRAY) ||
      trp_json_reader_length (reader, array) != n_values)
    return FALSE;

  for (element = trp_json_reader_first (reader, array); element >= 0;
       element = trp_json_reader_next (reader, element), i++)
    {
      if (!trp_json_reader_is (reader, element, TRP_JSON_INT) ||
          trp_json_reader_get_int (reader, element) != values[i])
        return FALSE;
    }

  return TRUE;
}

/* Whether the stored totals @array are the replay's. Da Bai Fen files
 * written before its totals started from the levels (D-5, D-43) say zeros
 * until the first hand ends, and still load. */
static gboolean
totals_equal (TrpMatch      *self,
              TrpJsonReader *reader,
              TrpJsonRef     array)
{
  g_autofree int *zeros = NULL;

  if (int_array_equals (reader, array, self->totals, self->n_units))
    return TRUE;

  for (guint r = 0; r < self->rounds->len; r++)
    if (((Round *) g_ptr_array_index (self->rounds, r))->result != NULL)
      return FALSE;
  zeros = g_new0 (int, self->n_units);
  return int_array_equals (reader, array, zeros, self->n_units);
}

static gboolean
parse_players (TrpJsonReader  *reader,
               TrpJsonRef      array,
               GArray         *players,
               GError        **error)
{
  guint n = trp_json_reader_length (reader, array);
  TrpJsonRef node = trp_json_reader_first (reader, array);

  if (n == 0 || n > 8)
    return _trp_match_invalid (error, TRP_MATCH_ERROR_INVALID, _("A match has 1 to 8 players, not %u"), n);

  for (guint i = 0; i < n; i++, node = trp_json_reader_next (reader, node))
    {
      static const char * const levels[] = { "easy", "normal", "hard", NULL };
      TrpJsonRef name, kind, level, team, invited;
      g_autofree char *name_text = NULL;
      g_autofree char *level_text = NULL;
      TrpPlayer player = { NULL, };

      if (!trp_json_reader_is (reader, node, TRP_JSON_OBJECT))
        return _trp_match_invalid (error, TRP_MATCH_ERROR_INVALID, _("Player %u is not an object"), i);

      name = get_member (reader, node, "name", TRP_JSON_STRING);
      kind = get_member (reader, node, "kind", TRP_JSON_STRING);
      level = trp_json_reader_member (reader, node, "level");
      team = get_member (reader, node, "team", TRP_JSON_INT);
      invited = trp_json_reader_member (reader, node, "invited");

      name_text = name >= 0 ? trp_json_reader_dup_string (reader, name) : NULL;
      if (name_text == NULL || strlen (name_text) > MAX_NAME_LENGTH ||
          !g_utf8_validate (name_text, -1, NULL))
        return _trp_match_invalid (error, TRP_MATCH_ERROR_INVALID, _("Player %u has no valid name"), i);
      if (!trp_json_reader_string_equal (reader, kind, "human") &&
          !trp_json_reader_string_equal (reader, kind, "computer"))
        return _trp_match_invalid (error, TRP_MATCH_ERROR_INVALID,
                        _("Player %u must be “human” or “computer”"), i);
      if (level >= 0)
        {
          level_text = trp_json_reader_dup_string (reader, level);
          /* An unknown level would be played as another and written back
           * as it was: the format knows three. */
          if (level_text == NULL || !g_strv_contains (levels, level_text))
            return _trp_match_invalid (error, TRP_MATCH_ERROR_INVALID, _("Player %u has an invalid level"), i);
        }
      if (team < 0 || trp_json_reader_get_int (reader, team) < -1 ||
          trp_json_reader_get_int (reader, team) > 8)
        return _trp_match_invalid (error, TRP_MATCH_ERROR_INVALID, _("Player %u has an invalid team"), i);

      /* A guest's seat is a person's; a computer is never invited. */
      if (invited >= 0 &&
          (get_member (reader, node, "invited", TRP_JSON_TRUE) < 0 ||
           (trp_json_reader_kind (reader, invited) == TRP_JSON_TRUE &&
            !trp_json_reader_string_equal (reader, kind, "human"))))
        return _trp_match_invalid (error, TRP_MATCH_ERROR_INVALID,
                                   _("Player %u has an invalid “invited”"), i);

      player.name = g_steal_pointer (&name_text);
      player.invited = invited >= 0 && trp_json_reader_kind (reader, invited) == TRP_JSON_TRUE;
      player.kind = trp_json_reader_string_equal (reader, kind, "human") ? TRP_PLAYER_HUMAN : TRP_PLAYER_COMPUTER;
      player.level = g_steal_pointer (&level_text);
      player.team = (int) trp_json_reader_get_int (reader, team);
      g_array_append_val (players, player);
    }

  return TRUE;
}

/* The rule a refusal cites, if the refusal came from the rules; “-” is
 * what the engine cites for checks no rule numbers (a seat that does not
 * exist). */
static void
report_rule (TrpMatchLoadReport *report,
             const GError       *rule_error)
{
  g_autofree char *rule_id = NULL;

  if (rule_error == NULL || rule_error->domain != TRP_RULE_ERROR)
    return;

  rule_id = trp_rule_error_get_rule_id (rule_error);
  if (rule_id != NULL && !g_str_equal (rule_id, "-"))
    {
      g_free (report->rule_id);
      report->rule_id = g_steal_pointer (&rule_id);
    }
}

/* One move, through the one action parser (trp_action_read()); the
 * loader adds where it is, and says so when its type is not a string. */
static TrpAction *
read_action (TrpJsonReader       *reader,
             TrpJsonRef           ref,
             TrpActionTypeCache  *cache,
             guint                round,
             guint                index,
             GError             **error)
{
  g_autoptr(GError) local_error = NULL;
  TrpAction *action = trp_action_read (reader, ref, cache, &local_error);
  TrpJsonRef type;

  if (action != NULL)
    return action;

  type = trp_json_reader_member (reader, ref, "type");
  if (type >= 0 && !trp_json_reader_is (reader, type, TRP_JSON_STRING))
    _trp_match_invalid (error, TRP_MATCH_ERROR_INVALID, _("Round %u, move %u: its “type” is not a string"),
                        round, index);
  else
    _trp_match_invalid (error, TRP_MATCH_ERROR_INVALID, _("Round %u, move %u: %s"),
                        round, index, local_error->message);
  return NULL;
}

static gboolean
replay_round (TrpMatch           *self,
              guint               index,
              TrpJsonReader      *reader,
              TrpJsonRef          object,
              TrpActionTypeCache *cache,
              gboolean            is_last,
              TrpMatchLoadReport *report,
              GError            **error)
{
  TrpJsonRef seed = get_member (reader, object, "seed", TRP_JSON_INT);
  TrpJsonRef deal = get_member (reader, object, "deal", TRP_JSON_OBJECT);
  TrpJsonRef dealer = get_member (reader, object, "dealer", TRP_JSON_INT);
  TrpJsonRef actions = get_member (reader, object, "actions", TRP_JSON_ARRAY);
  TrpJsonRef scores = trp_json_reader_member (reader, object, "scores");
  g_autoptr(GError) local_error = NULL;
  gint64 dealer_seat;
  Round *round;
  guint n_actions, a;
  gboolean over;

  report->round = index + 1;
  report->action = 0;

  if ((seed < 0) == (deal < 0))
    return _trp_match_invalid (error, TRP_MATCH_ERROR_INVALID,
                    _("Round %u needs either a “seed” or a “deal”"), index + 1);
  if (seed >= 0 && (trp_json_reader_get_int (reader, seed) < 0 ||
                    trp_json_reader_get_int (reader, seed) > MAX_SAFE_SEED))
    return _trp_match_invalid (error, TRP_MATCH_ERROR_INVALID, _("Round %u has an invalid seed"), index + 1);
  if (actions < 0 || dealer < 0)
    return _trp_match_invalid (error, TRP_MATCH_ERROR_INVALID,
                    _("Round %u needs a “dealer” and a list of “actions”"), index + 1);
  dealer_seat = trp_json_reader_get_int (reader, dealer);

  /* The first dealer was drawn by lot when the match began. */
  if (index == 0)
    {
      if (dealer_seat < 0 || dealer_seat >= self->players->len)
        return _trp_match_invalid (error, TRP_MATCH_ERROR_INVALID, _("Round %u has no such dealer"), index + 1);
      trp_match_set_first_dealer (self, (int) dealer_seat);
    }

  if (seed >= 0)
    trp_match_start_round (self, (guint64) trp_json_reader_get_int (reader, seed), &local_error);
  else
    {
      g_autoptr(JsonNode) node = trp_json_reader_to_node (reader, deal);

      /* json-glib may refuse what the reader took (a number too large
       * for it); the deal is then no deal. */
      if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
        return _trp_match_invalid (error, TRP_MATCH_ERROR_INVALID, _("Round %u needs either a “seed” or a “deal”"),
                        index + 1);
      trp_match_start_round_explicit (self, json_node_get_object (node), &local_error);
    }
  if (local_error != NULL)
    {
      report_rule (report, local_error);
      return _trp_match_invalid (error, TRP_MATCH_ERROR_INVALID, _("Round %u cannot be dealt: %s"),
                      index + 1, local_error->message);
    }

  round = g_ptr_array_index (self->rounds, index);
  if (dealer_seat != round->dealer)
    return _trp_match_invalid (error, TRP_MATCH_ERROR_MISMATCH,
                    _("Round %u: the file says seat %d dealt, the rules say seat %u"),
                    index + 1, (int) dealer_seat, round->dealer);

  n_actions = trp_json_reader_length (reader, actions);
  if (n_actions > MAX_ACTIONS)
    return _trp_match_invalid (error, TRP_MATCH_ERROR_TOO_LARGE, _("Round %u has too many moves"), index + 1);

  /* After the deal, only a move can end the round, and then it has a
   * result. */
  a = 0;
  over = trp_game_is_round_over (self->game);
  for (TrpJsonRef element = trp_json_reader_first (reader, actions); element >= 0;
       element = trp_json_reader_next (reader, element))
    {
      TrpAction *action;

      report->action = ++a;
      if (over)
        return _trp_match_invalid (error, TRP_MATCH_ERROR_INVALID,
                        _("Round %u, move %u: the round was already over"), index + 1, a);

      action = read_action (reader, element, cache, index + 1, a, error);
      if (action == NULL)
        return FALSE;

      if (!_trp_match_perform (self, action, TRUE, &local_error))
        {
          report_rule (report, local_error);
          return _trp_match_invalid (error, TRP_MATCH_ERROR_ILLEGAL_ACTION, _("Round %u, move %u is illegal: %s"),
                          index + 1, a, local_error->message);
        }
      over = round->result != NULL;
    }
  report->action = 0;

  if (round->result == NULL)
    {
      if (!is_last)
        return _trp_match_invalid (error, TRP_MATCH_ERROR_INVALID,
                        _("Round %u ends before its last move, but more rounds follow"), index + 1);
      if (scores >= 0)
        return _trp_match_invalid (error, TRP_MATCH_ERROR_MISMATCH,
                        _("Round %u has scores but is not finished"), index + 1);
    }
  else
    {
      g_autofree int *computed = g_new0 (int, self->n_units);

      for (guint i = 0; i < self->n_units; i++)
        computed[i] = trp_round_result_get_total (round->result, i);
      if (!int_array_equals (reader, scores, computed, self->n_units))
        return _trp_match_invalid (error, TRP_MATCH_ERROR_MISMATCH,
                        _("Round %u: the stored scores do not match the moves"), index + 1);
    }

  return TRUE;
}

/**
 * trp_match_check_json_depth:
 * @text: JSON text, not yet parsed
 *
 * Refuses text nested deeper than a match ever is, before json-glib, which
 * parses recursively, could exhaust the stack on it.
 */
gboolean
trp_match_check_json_depth (const char  *text,
                            gsize        length,
                            GError     **error)
{
  int depth = 0;
  gboolean in_string = FALSE;

  for (gsize i = 0; i < length; i++)
    {
      char c = text[i];

      if (in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            in_string = FALSE;
        }
      else if (c == '"')
        in_string = TRUE;
      else if (c == '[' || c == '{')
        {
          if (++depth > MAX_JSON_DEPTH)
            return _trp_match_invalid (error, TRP_MATCH_ERROR_TOO_LARGE,
                            _("The file nests deeper than %d levels"), MAX_JSON_DEPTH);
        }
      else if (c == ']' || c == '}')
        depth--;
    }

  return TRUE;
}

/**
 * trp_match_load_report_clear:
 *
 * Frees the report's rule ID and resets it to “nowhere”.
 */
void
trp_match_load_report_clear (TrpMatchLoadReport *report)
{
  g_return_if_fail (report != NULL);

  g_clear_pointer (&report->rule_id, g_free);
  report->round = 0;
  report->action = 0;
}

static gboolean
summary_field_mismatch (GError     **error,
                        const char  *field)
{
  /* Translators: %s is a member of the save file's summary, such as
   * “totals”; it is not translated. */
  return _trp_match_invalid (error, TRP_MATCH_ERROR_MISMATCH,
                  _("The summary’s “%s” does not match the moves"), field);
}

/* Whether a stored winner is the replay's. No winner is written null;
 * −1 says the same. */
static gboolean
winner_agrees (TrpMatch      *self,
               TrpJsonReader *reader,
               TrpJsonRef     member)
{
  gint64 expected = self->is_over && self->winner >= 0 ? self->winner : -1;

  if (trp_json_reader_is (reader, member, TRP_JSON_NULL))
    return expected == -1;
  if (trp_json_reader_is (reader, member, TRP_JSON_INT))
    return trp_json_reader_get_int (reader, member) == expected;
  return FALSE;
}

/* The summary is redundant: a file whose summary says something else than
 * its moves has been edited or damaged, and the start page would show a
 * match that is not the one that opens. */
static gboolean
check_summary (TrpMatch       *self,
               TrpJsonReader  *reader,
               TrpJsonRef      summary,
               GError        **error)
{
  TrpJsonRef member, name;
  guint i;

  if (!trp_json_reader_is (reader, summary, TRP_JSON_OBJECT))
    return _trp_match_invalid (error, TRP_MATCH_ERROR_INVALID, _("The summary is not an object"));

  member = get_member (reader, summary, "game", TRP_JSON_STRING);
  if (!trp_json_reader_string_equal (reader, member, self->game_id))
    return summary_field_mismatch (error, "game");

  member = get_member (reader, summary, "players", TRP_JSON_ARRAY);
  if (member < 0 || trp_json_reader_length (reader, member) != self->players->len)
    return summary_field_mismatch (error, "players");
  for (name = trp_json_reader_first (reader, member), i = 0; name >= 0;
       name = trp_json_reader_next (reader, name), i++)
    {
      if (!trp_json_reader_string_equal (reader, name, g_array_index (self->players, TrpPlayer, i).name))
        return summary_field_mismatch (error, "players");
    }

  if (!totals_equal (self, reader, trp_json_reader_member (reader, summary, "totals")))
    return summary_field_mismatch (error, "totals");

  member = get_member (reader, summary, "rounds", TRP_JSON_INT);
  if (member < 0 || trp_json_reader_get_int (reader, member) != self->rounds->len)
    return summary_field_mismatch (error, "rounds");

  member = get_member (reader, summary, "over", TRP_JSON_TRUE);
  if (member < 0 || trp_json_reader_is (reader, member, TRP_JSON_TRUE) != self->is_over)
    return summary_field_mismatch (error, "over");

  member = trp_json_reader_member (reader, summary, "winner");
  if (member < 0 || !winner_agrees (self, reader, member))
    return summary_field_mismatch (error, "winner");

  /* The time of the last save is the one thing the moves cannot check. */
  member = trp_json_reader_member (reader, summary, "updated");
  if (member >= 0 && !trp_json_reader_is (reader, member, TRP_JSON_STRING))
    return summary_field_mismatch (error, "updated");

  return TRUE;
}

/* One member of the save file after another, in the order of
 * docs/save-format.md, each checked where it is read. */
static TrpMatch *
new_from_reader (TrpJsonReader       *reader,
                 TrpGameFactory       factory,
                 TrpRulesLookup       rules_lookup,
                 TrpMatchLoadReport  *report,
                 GError             **error)
{
  g_autoptr(TrpMatch) self = NULL;
  g_autoptr(TrpRules) rules = NULL;
  g_autoptr(GArray) players = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *game_id = NULL;
  const TrpRulesDescriptor *descriptor = NULL;
  TrpJsonRef root = trp_json_reader_root (reader);
  TrpJsonRef format, version, game, rules_ref, players_ref, rounds, created, over, winner, summary;
  TrpActionTypeCache cache = { { NULL, }, 0 };
  gint64 version_number;
  guint n_rounds, r;

  if (!trp_json_reader_is (reader, root, TRP_JSON_OBJECT))
    {
      _trp_match_invalid (error, TRP_MATCH_ERROR_WRONG_FORMAT, _("This is not a Trapoula match"));
      return NULL;
    }

  format = get_member (reader, root, "format", TRP_JSON_STRING);
  version = get_member (reader, root, "version", TRP_JSON_INT);
  if (!trp_json_reader_string_equal (reader, format, TRP_MATCH_FORMAT) || version < 0)
    {
      _trp_match_invalid (error, TRP_MATCH_ERROR_WRONG_FORMAT, _("This is not a Trapoula match"));
      return NULL;
    }
  version_number = trp_json_reader_get_int (reader, version);
  if (version_number > TRP_MATCH_VERSION)
    {
      g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT, version_number);

      _trp_match_invalid (error, TRP_MATCH_ERROR_FUTURE_VERSION,
               _("This match was saved by a newer Trapoula (format version %s); "
                 "update Trapoula to open it"), number);
      return NULL;
    }
  if (version_number < 1)
    {
      _trp_match_invalid (error, TRP_MATCH_ERROR_WRONG_FORMAT, _("This is not a Trapoula match"));
      return NULL;
    }

  game = get_member (reader, root, "game", TRP_JSON_STRING);
  if (game >= 0)
    game_id = trp_json_reader_dup_string (reader, game);
  if (game_id == NULL || (descriptor = rules_lookup (game_id)) == NULL)
    {
      g_autofree char *quoted = trp_json_input_quote (game_id, -1);

      _trp_match_invalid (error, TRP_MATCH_ERROR_UNKNOWN_GAME, _("Unknown game “%s”"), quoted);
      return NULL;
    }

  rules_ref = get_member (reader, root, "rules", TRP_JSON_OBJECT);
  if (rules_ref >= 0)
    {
      g_autoptr(JsonNode) node = trp_json_reader_to_node (reader, rules_ref);

      if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
        rules = trp_rules_new_from_json (descriptor, node, &local_error);
    }
  if (rules == NULL)
    {
      _trp_match_invalid (error, TRP_MATCH_ERROR_INVALID, _("Invalid rules: %s"),
               local_error != NULL ? local_error->message : _("missing"));
      return NULL;
    }

  players_ref = get_member (reader, root, "players", TRP_JSON_ARRAY);
  players = g_array_new (FALSE, TRUE, sizeof (TrpPlayer));
  g_array_set_clear_func (players, _trp_match_player_clear);
  if (players_ref < 0)
    {
      _trp_match_invalid (error, TRP_MATCH_ERROR_INVALID, _("The match has no players"));
      return NULL;
    }
  if (!parse_players (reader, players_ref, players, error))
    return NULL;

  /* Rules that count the players (Biriba's B-2) must count these seats:
   * the game would otherwise deal for one number and seat another. */
  if (trp_rules_descriptor_find_option (descriptor, "player_count") != NULL &&
      trp_rules_get_int (rules, "player_count") != (int) players->len)
    {
      _trp_match_invalid (error, TRP_MATCH_ERROR_INVALID,
               _("The rules are for %d players, but the match seats %u"),
               trp_rules_get_int (rules, "player_count"), players->len);
      return NULL;
    }

  self = trp_match_new (game_id, rules,
                        (const TrpPlayer *) players->data, players->len,
                        factory, &local_error);
  if (self == NULL)
    {
      _trp_match_invalid (error, TRP_MATCH_ERROR_INVALID, "%s", local_error->message);
      return NULL;
    }

  created = get_member (reader, root, "created", TRP_JSON_STRING);
  if (created >= 0)
    {
      g_autofree char *text = trp_json_reader_dup_string (reader, created);

      g_free (self->created);
      self->created = g_strndup (text, 64);
    }

  rounds = get_member (reader, root, "rounds", TRP_JSON_ARRAY);
  if (rounds < 0)
    {
      _trp_match_invalid (error, TRP_MATCH_ERROR_INVALID, _("The match has no list of rounds"));
      return NULL;
    }

  n_rounds = trp_json_reader_length (reader, rounds);
  if (n_rounds > MAX_ROUNDS)
    {
      _trp_match_invalid (error, TRP_MATCH_ERROR_TOO_LARGE, _("A match has at most %d rounds"), MAX_ROUNDS);
      return NULL;
    }

  r = 0;
  for (TrpJsonRef round = trp_json_reader_first (reader, rounds); round >= 0;
       round = trp_json_reader_next (reader, round), r++)
    {
      if (!trp_json_reader_is (reader, round, TRP_JSON_OBJECT))
        {
          report->round = r + 1;
          _trp_match_invalid (error, TRP_MATCH_ERROR_INVALID, _("Round %u is not an object"), r + 1);
          return NULL;
        }
      if (!replay_round (self, r, reader, round, &cache, r + 1 == n_rounds, report, error))
        return NULL;
    }
  report->round = 0;

  if (!totals_equal (self, reader, trp_json_reader_member (reader, root, "totals")))
    {
      _trp_match_invalid (error, TRP_MATCH_ERROR_MISMATCH, _("The stored totals do not match the rounds"));
      return NULL;
    }
  /* A missing “over” means a match that goes on. */
  over = trp_json_reader_member (reader, root, "over");
  if ((over >= 0 && get_member (reader, root, "over", TRP_JSON_TRUE) < 0) ||
      trp_json_reader_is (reader, over, TRP_JSON_TRUE) != self->is_over)
    {
      _trp_match_invalid (error, TRP_MATCH_ERROR_MISMATCH,
               _("The file and the rules disagree on whether the match is over"));
      return NULL;
    }

  /* The winner is redundant too; files that have none still load. */
  winner = trp_json_reader_member (reader, root, "winner");
  if (winner >= 0 && !winner_agrees (self, reader, winner))
    {
      _trp_match_invalid (error, TRP_MATCH_ERROR_MISMATCH, _("The stored winner does not match the moves"));
      return NULL;
    }

  /* Files from before the summary existed have none, and still load. One
   * summary at most: the start page shows the first it finds, and must
   * show the one checked here. */
  if (trp_json_reader_count_members (reader, root, "summary") > 1)
    {
      _trp_match_invalid (error, TRP_MATCH_ERROR_MISMATCH, _("The file has more than one summary"));
      return NULL;
    }
  summary = trp_json_reader_member (reader, root, "summary");
  if (summary >= 0 && !check_summary (self, reader, summary, error))
    return NULL;

  return g_steal_pointer (&self);
}

/* Reads @text whole through the one JSON policy (trp-json-input.h), or
 * sets the loader's error: json-glib's words for text that is not JSON,
 * as the loader always gave them. Text that is not strict JSON but that
 * json-glib reads (comments, leading zeros) is read in its strict
 * rewriting, kept in @lax_text, so that every file that ever loaded still
 * does. */
static TrpJsonReader *
read_text (const char  *text,
           gsize        length,
           char       **lax_text,
           GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  TrpJsonReader *reader;

  reader = trp_json_input_read (text, length, MAX_FILE_SIZE, lax_text, &local_error);
  if (reader != NULL)
    return reader;

  switch ((TrpJsonInputError) local_error->code)
    {
    case TRP_JSON_INPUT_ERROR_TOO_LARGE:
      _trp_match_invalid (error, TRP_MATCH_ERROR_TOO_LARGE,
               _("the file is too large to be a match (%d MB at most)"),
               MAX_FILE_SIZE / (1024 * 1024));
      break;
    case TRP_JSON_INPUT_ERROR_TOO_DEEP:
      _trp_match_invalid (error, TRP_MATCH_ERROR_TOO_LARGE,
               _("The file nests deeper than %d levels"), MAX_JSON_DEPTH);
      break;
    case TRP_JSON_INPUT_ERROR_EMPTY:
      _trp_match_invalid (error, TRP_MATCH_ERROR_NOT_JSON, _("the file is empty"));
      break;
    case TRP_JSON_INPUT_ERROR_NOT_JSON:
    default:
      _trp_match_invalid (error, TRP_MATCH_ERROR_NOT_JSON, _("not a readable match file: %s"),
               local_error->message);
      break;
    }
  return NULL;
}

TrpMatch *
_trp_match_new_from_text (const char          *text,
                          gsize                length,
                          TrpGameFactory       factory,
                          TrpRulesLookup       rules_lookup,
                          TrpMatchLoadReport  *report,
                          GError             **error)
{
  g_auto(TrpMatchLoadReport) local_report = { 0, };
  g_autofree char *lax_text = NULL;
  g_autoptr(TrpJsonReader) reader = NULL;
  TrpMatch *self;

  if (report != NULL)
    *report = (TrpMatchLoadReport) { 0, };

  reader = read_text (text, length, &lax_text, error);
  if (reader == NULL)
    return NULL;

  self = new_from_reader (reader, factory, rules_lookup, &local_report, error);
  if (self != NULL)
    trp_match_load_report_clear (&local_report);
  if (report != NULL)
    {
      *report = local_report;
      local_report.rule_id = NULL;
    }

  return self;
}

/**
 * trp_match_new_from_json_full:
 * @factory: creates games by id
 * @rules_lookup: finds a game's option table by id
 * @report: (out caller-allocates) (optional): where loading stopped, when
 *   it fails; cleared when it succeeds. Free it with
 *   trp_match_load_report_clear().
 *
 * Rebuilds a match by replaying every move through the rules; the stored
 * scores, totals and summary must agree with the replay.
 *
 * Returns: (transfer full) (nullable): the match, or %NULL with @error set
 */
TrpMatch *
trp_match_new_from_json_full (JsonNode            *node,
                              TrpGameFactory       factory,
                              TrpRulesLookup       rules_lookup,
                              TrpMatchLoadReport  *report,
                              GError             **error)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (factory != NULL, NULL);
  g_return_val_if_fail (rules_lookup != NULL, NULL);

  if (report != NULL)
    *report = (TrpMatchLoadReport) { 0, };

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      _trp_match_invalid (error, TRP_MATCH_ERROR_WRONG_FORMAT, _("This is not a Trapoula match"));
      return NULL;
    }

  /* One loader for files and trees: the tree goes through its text. */
  text = json_to_string (node, FALSE);
  return _trp_match_new_from_text (text, strlen (text), factory, rules_lookup, report, error);
}

/**
 * trp_match_new_from_json:
 *
 * trp_match_new_from_json_full() without the report.
 *
 * Returns: (transfer full) (nullable): the match, or %NULL with @error set
 */
TrpMatch *
trp_match_new_from_json (JsonNode        *node,
                         TrpGameFactory   factory,
                         TrpRulesLookup   rules_lookup,
                         GError         **error)
{
  return trp_match_new_from_json_full (node, factory, rules_lookup, NULL, error);
}
