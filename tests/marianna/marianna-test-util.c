/* marianna-test-util.c: helpers shared by the Marianna-family tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "marianna-test-util.h"
#include "marianna/trp-marianna-private.h"
#include <string.h>

static const TrpRulesDescriptor *
descriptor_for (const char *ruleset)
{
  if (g_strcmp0 (ruleset, "cinquecento") == 0)
    return &trp_cinquecento_rules_descriptor;
  if (g_strcmp0 (ruleset, "briscola_151") == 0)
    return &trp_briscola_151_rules_descriptor;
  if (g_strcmp0 (ruleset, "mariaccio") == 0)
    return &trp_mariaccio_rules_descriptor;
  return &trp_marianna_rules_descriptor;
}

TrpGame *
mt_new (const char *ruleset,
        const char *options)
{
  const TrpRulesDescriptor *descriptor = descriptor_for (ruleset);
  g_autoptr(TrpRules) rules = trp_rules_new (descriptor);
  guint n_seats = (g_strcmp0 (ruleset, "briscola_151") == 0 ||
                   g_strcmp0 (ruleset, "mariaccio") == 0) ? 2 : 4;

  if (options != NULL)
    {
      g_autoptr(JsonNode) node = json_from_string (options, NULL);
      g_autoptr(GError) error = NULL;

      g_assert_nonnull (node);
      g_assert_true (trp_rules_update_from_json (rules, node, &error));
      g_assert_no_error (error);
    }

  return g_object_new (TRP_TYPE_MARIANNA_GAME, "rules", rules, "n-seats", n_seats, NULL);
}

TrpCard
mt_card (const char *code)
{
  TrpCard card = TRP_CARD_NONE;

  g_assert_true (trp_card_from_code (code, &card, NULL));
  return card;
}

TrpSuit
mt_suit (const char *code)
{
  TrpSuit suit = TRP_SUIT_NONE;

  g_assert_true (trp_suit_from_code (code, &suit, NULL));
  return suit;
}

static void
add_codes (JsonArray  *array,
           const char *codes,
           guint64    *used)
{
  g_auto(GStrv) parts = g_strsplit (codes, " ", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      if (parts[i][0] == '\0')
        continue;
      json_array_add_string_element (array, parts[i]);
      *used |= M_BIT (m_card_index (mt_card (parts[i])));
    }
}

void
mt_deal (TrpGame           *game,
         guint              dealer,
         const char *const *hands,
         const char        *stock,
         const char        *indicator,
         int                t0,
         int                t1)
{
  guint n = trp_game_get_n_seats (game);
  g_autoptr(JsonObject) deal = json_object_new ();
  g_autoptr(JsonObject) carry = json_object_new ();
  JsonArray *hands_array = json_array_new ();
  JsonArray *stock_array = json_array_new ();
  JsonArray *totals = json_array_new ();
  g_autoptr(GByteArray) deck = trp_deck_new (TRP_DECK_ITALIAN_40);
  guint64 used = 0;
  g_autoptr(GError) error = NULL;

  for (guint s = 0; s < n; s++)
    {
      JsonArray *hand = json_array_new ();

      add_codes (hand, hands[s], &used);
      json_array_add_array_element (hands_array, hand);
    }
  if (indicator != NULL)
    used |= M_BIT (m_card_index (mt_card (indicator)));
  add_codes (stock_array, stock, &used);
  for (guint i = 0; i < deck->len; i++)
    if (!(used & M_BIT (m_card_index (deck->data[i]))))
      json_array_add_string_element (stock_array, trp_card_to_code (deck->data[i]));

  json_object_set_array_member (deal, "hands", hands_array);
  json_object_set_array_member (deal, "stock", stock_array);
  if (indicator != NULL)
    json_object_set_string_member (deal, "indicator", indicator);

  json_array_add_int_element (totals, t0);
  json_array_add_int_element (totals, t1);
  json_object_set_array_member (carry, TRP_CARRY_TOTALS, totals);

  g_assert_true (trp_game_deal_explicit (game, dealer, carry, deal, &error));
  g_assert_no_error (error);
}

TrpAction *
mt_play_action (int         seat,
                const char *card)
{
  TrpCard c = mt_card (card);

  return trp_action_new_with_cards ("play", seat, &c, 1);
}

TrpAction *
mt_declare_action (int         seat,
                   int         kind,
                   const char *cards)
{
  g_auto(GStrv) parts = g_strsplit (cards, " ", -1);
  TrpCard list[8];
  guint n = 0;
  TrpAction *action;

  for (guint i = 0; parts[i] != NULL && n < G_N_ELEMENTS (list); i++)
    if (parts[i][0] != '\0')
      list[n++] = mt_card (parts[i]);
  action = trp_action_new_with_cards ("declare", seat, list, n);
  action->target = kind;
  return action;
}

void
mt_do (TrpGame   *game,
       TrpAction *action)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = trp_action_to_string (action);

  if (!trp_game_perform (game, action, &error))
    g_error ("refused %s: %s", text, error->message);
  trp_action_free (action);
}

void
mt_play (TrpGame    *game,
         int         seat,
         const char *card)
{
  mt_do (game, mt_play_action (seat, card));
}

void
mt_declare (TrpGame    *game,
            int         seat,
            int         kind,
            const char *cards)
{
  mt_do (game, mt_declare_action (seat, kind, cards));
}

void
mt_pass (TrpGame *game,
         int      seat)
{
  mt_do (game, trp_action_new ("pass", seat));
}

void
mt_refuse (TrpGame    *game,
           TrpAction  *action,
           int         code,
           const char *rule_id)
{
  TrpMariannaGame *self = TRP_MARIANNA_GAME (game);
  MState before;
  g_autoptr(GError) error = NULL;
  g_autofree char *rule = NULL;
  g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);

  memcpy (&before, &self->st, sizeof before);
  for (guint i = 0; i < legal->len; i++)
    g_assert_false (trp_action_equal (g_ptr_array_index (legal, i), action));

  g_assert_false (trp_game_perform (game, action, &error));
  g_assert_error (error, TRP_RULE_ERROR, code);
  rule = trp_rule_error_get_rule_id (error);
  g_assert_cmpstr (rule, ==, rule_id);
  g_assert_true (memcmp (&before, &self->st, sizeof before) == 0);
  trp_action_free (action);
}

static TrpAction *
skip_action (TrpGame *game)
{
  const char *phase = trp_game_get_phase (game);
  int seat = trp_game_get_current_seat (game);

  if (g_strcmp0 (phase, "turn") == 0 || g_strcmp0 (phase, TRP_PHASE_ROUND_OVER) == 0)
    return NULL;
  if (TRP_MARIANNA_GAME (game)->st.phase == M_PHASE_COVER_ANSWER)
    {
      TrpAction *no = trp_action_new ("cover_answer", seat);

      no->target = 0;
      return no;
    }
  return trp_action_new ("pass", seat);
}

void
mt_pass_windows (TrpGame *game)
{
  TrpAction *action;

  while ((action = skip_action (game)) != NULL)
    mt_do (game, action);
}

void
mt_trick (TrpGame    *game,
          const char *cards)
{
  g_auto(GStrv) parts = g_strsplit (cards, " ", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      if (parts[i][0] == '\0')
        continue;
      mt_pass_windows (game);
      g_assert_cmpstr (trp_game_get_phase (game), ==, "turn");
      mt_play (game, trp_game_get_current_seat (game), parts[i]);
    }
}

TrpRoundResult *
mt_play_out (TrpGame *game)
{
  while (!trp_game_is_round_over (game))
    {
      TrpAction *action = skip_action (game);

      if (action == NULL)
        {
          g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);

          for (guint i = 0; i < legal->len && action == NULL; i++)
            {
              TrpAction *candidate = g_ptr_array_index (legal, i);

              if (g_strcmp0 (candidate->type, "play") == 0)
                action = trp_action_copy (candidate);
            }
          g_assert_nonnull (action);
        }
      mt_do (game, action);
    }
  return trp_game_round_result (game);
}

gboolean
mt_holds (TrpGame    *game,
          guint       seat,
          const char *card)
{
  return (TRP_MARIANNA_GAME (game)->st.hand[seat] & M_BIT (m_card_index (mt_card (card)))) != 0;
}

gboolean
mt_is_legal (TrpGame   *game,
             TrpAction *action)
{
  g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);
  gboolean listed = FALSE;
  gboolean valid = trp_game_validate (game, action, NULL);

  for (guint i = 0; i < legal->len; i++)
    listed |= trp_action_equal (g_ptr_array_index (legal, i), action);
  g_assert_cmpint (listed, ==, valid);
  trp_action_free (action);
  return valid;
}

int
mt_trick_winner (TrpGame *game,
                 guint    trick)
{
  int winner = -1;

  for (guint seat = 0; seat < trp_game_get_n_seats (game); seat++)
    {
      g_autoptr(JsonNode) node = trp_game_observation (game, seat);
      JsonArray *tricks = json_object_get_array_member (json_node_get_object (node), "tricks");
      JsonObject *entry;

      g_assert_cmpuint (trick, <, json_array_get_length (tricks));
      entry = json_array_get_object_element (tricks, trick);
      /* The same for every seat: the tricks are public. */
      if (seat == 0)
        winner = json_object_get_int_member (entry, "winner");
      g_assert_cmpint (json_object_get_int_member (entry, "winner"), ==, winner);
    }
  return winner;
}

TrpSuit
mt_trump (TrpGame *game)
{
  return trp_marianna_game_get_trump (TRP_MARIANNA_GAME (game));
}

int
mt_points (TrpGame *game,
           guint    unit)
{
  return trp_marianna_game_get_card_points (TRP_MARIANNA_GAME (game), unit);
}

int
mt_declared (TrpGame *game,
             guint    unit)
{
  return trp_marianna_game_get_declared_points (TRP_MARIANNA_GAME (game), unit);
}

int
mt_line_points (TrpRoundResult *result,
                guint           unit,
                const char     *rule_id)
{
  for (guint i = 0; i < trp_round_result_get_n_lines (result); i++)
    {
      const TrpScoreLine *line = trp_round_result_get_line (result, i);

      if (line->unit == unit && g_strcmp0 (line->rule_id, rule_id) == 0)
        return line->points;
    }
  return -1;
}

/* Plays the current trick to its end with each seat's weakest legal card
 * outside @avoid, passing every optional step.
 */
void
mt_play_trick_avoiding (TrpGame    *game,
                        const char *avoid)
{
  guint trick = trp_marianna_game_get_trick_number (TRP_MARIANNA_GAME (game));

  while (!trp_game_is_round_over (game) &&
         trp_marianna_game_get_trick_number (TRP_MARIANNA_GAME (game)) == trick)
    {
      g_autoptr(GPtrArray) legal = NULL;
      TrpAction *chosen = NULL;

      mt_pass_windows (game);
      if (trp_game_is_round_over (game) ||
          trp_marianna_game_get_trick_number (TRP_MARIANNA_GAME (game)) != trick)
        break;
      legal = trp_game_legal_actions (game);
      for (guint i = 0; i < legal->len && chosen == NULL; i++)
        {
          TrpAction *action = g_ptr_array_index (legal, i);

          if (g_strcmp0 (action->type, "play") == 0 &&
              (avoid == NULL || strstr (avoid, trp_card_to_code (action->cards[0])) == NULL))
            chosen = action;
        }
      g_assert_nonnull (chosen);
      mt_do (game, trp_action_copy (chosen));
    }
}

/* Plays cards (weakest first, outside @avoid) until @seat is to play. */
void
mt_play_until_turn (TrpGame    *game,
                    int         seat,
                    const char *avoid)
{
  for (;;)
    {
      g_autoptr(GPtrArray) legal = NULL;
      TrpAction *chosen = NULL;

      mt_pass_windows (game);
      if (trp_game_get_current_seat (game) == seat)
        return;
      legal = trp_game_legal_actions (game);
      for (guint i = 0; i < legal->len && chosen == NULL; i++)
        {
          TrpAction *action = g_ptr_array_index (legal, i);

          if (g_strcmp0 (action->type, "play") == 0 &&
              (avoid == NULL || strstr (avoid, trp_card_to_code (action->cards[0])) == NULL))
            chosen = action;
        }
      g_assert_nonnull (chosen);
      mt_do (game, trp_action_copy (chosen));
    }
}

/* The rule sets and options the playout tests cover. */
const MtVariant mt_variants[] = {
  { "marianna", NULL },
  { "marianna", "{\"declaration_timing\": \"trick_start\"}" },
  { "marianna", "{\"declaration_timing\": \"leader_only\", \"marianna_scoring\": \"seq_20_40_60_80\"}" },
  { "marianna", "{\"declaration_timing\": \"any_time\", \"trump_change\": \"first_only\"}" },
  { "marianna", "{\"marianna_scoring\": \"first_40_then_20\", \"late_declaration\": true}" },
  { "marianna", "{\"covering\": true}" },
  { "marianna", "{\"covering\": true, \"declaration_timing\": \"trick_start\", \"trump_change\": \"first_only\"}" },
  { "marianna", "{\"mariannino\": false, \"mariannone\": false, \"target_score\": 200}" },
  { "cinquecento", NULL },
  { "cinquecento", "{\"covering\": true, \"late_declaration\": true}" },
  { "briscola_151", NULL },
  { "briscola_151", "{\"ace_swap\": true}" },
  { "mariaccio", NULL },
  { "mariaccio", "{\"target_score\": 250}" },
};
const guint mt_n_variants = G_N_ELEMENTS (mt_variants);

#define ALL_CARDS (M_BIT (M_N_CARDS) - 1)

static const MState *
state_of (TrpGame *game)
{
  return &TRP_MARIANNA_GAME (game)->st;
}

/* A game of @v dealt from @seed, the dealer turning with the seed. */
TrpGame *
mt_dealt (const MtVariant *v,
          guint64          seed)
{
  TrpGame *game = mt_new (v->ruleset, v->options);
  g_autoptr(GError) error = NULL;

  g_assert_true (trp_game_deal_seeded (game, seed % trp_game_get_n_seats (game), NULL, seed, &error));
  g_assert_no_error (error);
  return game;
}

static char *
result_text (TrpGame *game)
{
  g_autoptr(TrpRoundResult) result = trp_game_round_result (game);
  g_autoptr(JsonNode) node = NULL;

  g_assert_nonnull (result);
  node = trp_round_result_to_json (result);
  return json_to_string (node, FALSE);
}

/* Two games that played the same moves: the same hands, tricks,
 * declarations, log and result. */
void
mt_assert_same_state (TrpGame *a,
                      TrpGame *b)
{
  const MState *x = state_of (a);
  const MState *y = state_of (b);
  g_autofree char *ra = result_text (a);
  g_autofree char *rb = result_text (b);

  for (guint s = 0; s < x->cfg.n_seats; s++)
    {
      g_assert_cmpuint (x->hand[s], ==, y->hand[s]);
      g_assert_cmpuint (x->exposed[s], ==, y->exposed[s]);
    }
  g_assert_cmpuint (x->won[0], ==, y->won[0]);
  g_assert_cmpuint (x->won[1], ==, y->won[1]);
  g_assert_cmpint (x->card_points[0], ==, y->card_points[0]);
  g_assert_cmpint (x->card_points[1], ==, y->card_points[1]);
  g_assert_cmpint (x->decl_points[0], ==, y->decl_points[0]);
  g_assert_cmpint (x->decl_points[1], ==, y->decl_points[1]);
  g_assert_cmpuint (x->n_decls, ==, y->n_decls);
  for (guint i = 0; i < x->n_decls; i++)
    {
      g_assert_cmpuint (x->decls[i].kind, ==, y->decls[i].kind);
      g_assert_cmpuint (x->decls[i].seat, ==, y->decls[i].seat);
      g_assert_cmpuint (x->decls[i].suit, ==, y->decls[i].suit);
      g_assert_cmpint (x->decls[i].points, ==, y->decls[i].points);
    }
  g_assert_cmpmem (x->log, sizeof x->log, y->log, sizeof y->log);
  g_assert_cmpuint (x->trump, ==, y->trump);
  g_assert_cmpuint (x->trick_no, ==, y->trick_no);
  g_assert_cmpint (x->end, ==, y->end);
  g_assert_cmpint (x->winner, ==, y->winner);
  g_assert_cmpint (x->match_over, ==, y->match_over);
  g_assert_cmpstr (ra, ==, rb);
}

/* M-3, M-5: forty cards, each in one place; 120 card points when the hand
 * is played out.
 */
void
mt_assert_conserved (TrpGame *game)
{
  const MState *st = state_of (game);
  guint64 all = st->won[0] | st->won[1];
  guint count = m_popcount (st->won[0]) + m_popcount (st->won[1]);

  g_assert_true ((st->won[0] & st->won[1]) == 0);
  for (guint s = 0; s < st->cfg.n_seats; s++)
    {
      g_assert_true ((all & st->hand[s]) == 0);
      all |= st->hand[s];
      count += m_popcount (st->hand[s]);
    }
  /* A mariannone may end the hand in the middle of a trick (M-AMB-7). */
  for (guint i = 0; i < st->n_played; i++)
    {
      g_assert_true ((all & M_BIT (m_card_index (st->trick[i]))) == 0);
      all |= M_BIT (m_card_index (st->trick[i]));
      count++;
    }
  for (guint i = st->stock_pos; i < st->stock_len; i++)
    {
      g_assert_true ((all & M_BIT (m_card_index (st->stock[i]))) == 0);
      all |= M_BIT (m_card_index (st->stock[i]));
      count++;
    }
  g_assert_cmpuint (count, ==, M_N_CARDS);
  g_assert_cmpuint (all, ==, ALL_CARDS);
  g_assert_cmpint (st->card_points[0], ==, m_mask_points (st->won[0]));
  g_assert_cmpint (st->card_points[1], ==, m_mask_points (st->won[1]));
  if (st->end == M_END_TRICKS)
    {
      g_assert_cmpuint (st->won[0] | st->won[1], ==, ALL_CARDS);
      g_assert_cmpint (st->card_points[0] + st->card_points[1], ==, 120);
    }
}

void
mt_replay_variant (const MtVariant *v,
                   guint            seeds,
                   MtPlayout        playout,
                   const char      *cover_type,
                   int              cover_target)
{
  guint declared = 0, covered = 0, swapped = 0;

  for (guint64 seed = 1; seed <= seeds; seed++)
    {
      g_autoptr(TrpGame) played = mt_dealt (v, seed);
      g_autoptr(TrpGame) replayed = mt_dealt (v, seed);
      g_autoptr(TrpGame) fast = mt_dealt (v, seed);
      g_autoptr(GPtrArray) log = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_action_free);
      g_autoptr(TrpRng) rng = trp_rng_new (seed * 7919);
      g_autoptr(TrpRng) rng2 = trp_rng_new (seed * 7919);
      guint moves;

      moves = playout (played, rng, G_MAXUINT, log);
      g_assert_cmpuint (moves, ==, log->len);
      g_assert_true (trp_game_is_round_over (played));

      for (guint i = 0; i < log->len; i++)
        {
          g_autoptr(GError) error = NULL;
          const TrpAction *action = g_ptr_array_index (log, i);

          declared += g_strcmp0 (action->type, "declare") == 0;
          covered += g_strcmp0 (action->type, cover_type) == 0 &&
                     (cover_target < 0 || action->target == cover_target);
          swapped += g_strcmp0 (action->type, "swap_indicator") == 0;
          if (!trp_game_perform (replayed, action, &error))
            g_error ("%s %s seed %" G_GUINT64_FORMAT " move %u: %s", v->ruleset,
                     v->options ? v->options : "", seed, i, error->message);
        }
      g_assert_true (trp_game_is_round_over (replayed));
      mt_assert_same_state (played, replayed);
      mt_assert_conserved (played);

      g_assert_cmpuint (playout (fast, rng2, G_MAXUINT, NULL), ==, moves);
      mt_assert_same_state (played, fast);
    }

  g_assert_cmpuint (declared, >, 0);
  if (v->options != NULL && strstr (v->options, "covering") != NULL)
    g_assert_cmpuint (covered, >, 0);
  if (v->options != NULL && strstr (v->options, "ace_swap") != NULL)
    g_assert_cmpuint (swapped, >, 0);
}
