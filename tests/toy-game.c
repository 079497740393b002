/* toy-game.c: “Toy”, a tiny game for testing the engine's generic parts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "toy-game.h"
#include "trp-game-catalog.h"

/* “Toy”: two seats, five cards each (an explicit deal may give fewer); seats play one card in turn, starting
 * right of the dealer; each scores the ranks it played. Rules T-1 (turn)
 * and T-2 (a card from your hand).
 *
 * T-6, for testing undo: a seat may also “mark” a card of its hand, which
 * keeps its turn and scores nothing; a mark may be taken back (can_undo),
 * unless it shows the card (target 1). Marks are never among the legal
 * actions, so playouts and players never make them.
 */

#define TOY_HAND 5


struct _ToyGame
{
  TrpGame  parent_instance;
  TrpCard  hands[2][TOY_HAND];
  guint    n_played;
  TrpCard  played[2 * TOY_HAND];
  guint    hand_size;
  int      turn;
  int      totals_before[2];
  guint    n_marks;
};

G_DEFINE_FINAL_TYPE (ToyGame, toy_game, TRP_TYPE_GAME)

static const TrpOptionSpec toy_options[] = {
  { .id = "bonus", .type = TRP_OPTION_INT, .title = "Bonus", .explanation = "Added",
    .rule_ref = "T-3", .default_value = 0, .min = 0, .max = 10 },
  { .id = "target_score", .type = TRP_OPTION_INT, .title = "Target", .explanation = "Wins",
    .rule_ref = "T-5", .default_value = 50, .min = 1, .max = 1000 },
};

static const TrpRulesPreset toy_presets[] = {
  { "standard", "Standard", "Defaults", "{}" },
};

const TrpRulesDescriptor toy_descriptor = {
  .game_id = "toy",
  .options = toy_options, .n_options = G_N_ELEMENTS (toy_options),
  .presets = toy_presets, .n_presets = G_N_ELEMENTS (toy_presets),
};

static gboolean
toy_deal (TrpGame     *game,
          guint        dealer,
          JsonObject  *carry,
          TrpRng      *rng,
          JsonObject  *explicit_deal,
          GError     **error)
{
  ToyGame *self = TOY_GAME (game);

  if (rng != NULL)
    {
      g_autoptr(GByteArray) deck = trp_deck_new (TRP_DECK_ITALIAN_40);

      trp_rng_shuffle (rng, deck->data, deck->len);
      self->hand_size = TOY_HAND;
      for (guint i = 0; i < 2 * TOY_HAND; i++)
        self->hands[i % 2][i / 2] = deck->data[i];
    }
  else
    {
      JsonArray *hands;

      if (!json_object_has_member (explicit_deal, "hands"))
        {
          trp_set_rule_error (error, TRP_RULE_ERROR_INVALID_DEAL, "T-0", "The deal names no hands");
          return FALSE;
        }
      hands = json_object_get_array_member (explicit_deal, "hands");
      self->hand_size = json_array_get_length (json_array_get_array_element (hands, 0));
      if (self->hand_size == 0 || self->hand_size > TOY_HAND ||
          json_array_get_length (json_array_get_array_element (hands, 1)) != self->hand_size)
        {
          trp_set_rule_error (error, TRP_RULE_ERROR_INVALID_DEAL, "T-0", "The hands are not alike");
          return FALSE;
        }

      for (guint s = 0; s < 2; s++)
        {
          JsonArray *hand = json_array_get_array_element (hands, s);

          for (guint i = 0; i < TOY_HAND; i++)
            if (i >= self->hand_size)
              self->hands[s][i] = TRP_CARD_NONE;
            else if (!trp_card_from_code (json_array_get_string_element (hand, i),
                                          &self->hands[s][i], error))
              return FALSE;
        }
    }

  self->n_played = 0;
  self->n_marks = 0;
  self->turn = (dealer + 1) % 2;
  self->totals_before[0] = self->totals_before[1] = 0;
  if (carry != NULL && json_object_has_member (carry, TRP_CARRY_TOTALS))
    {
      JsonArray *totals = json_object_get_array_member (carry, TRP_CARRY_TOTALS);

      for (guint i = 0; i < 2 && i < json_array_get_length (totals); i++)
        self->totals_before[i] = (int) json_array_get_int_element (totals, i);
    }
  return TRUE;
}

static int
toy_get_current_seat (TrpGame *game)
{
  ToyGame *self = TOY_GAME (game);

  return self->n_played < 2 * self->hand_size ? self->turn : -1;
}

static const char *
toy_get_phase (TrpGame *game)
{
  ToyGame *self = TOY_GAME (game);

  return self->n_played < 2 * self->hand_size ? "play" : TRP_PHASE_ROUND_OVER;
}

static int
find_in_hand (ToyGame *self,
              int      seat,
              TrpCard  card)
{
  for (guint i = 0; i < TOY_HAND; i++)
    if (self->hands[seat][i] == card && card != TRP_CARD_NONE)
      return (int) i;
  return -1;
}

static gboolean
toy_validate (TrpGame          *game,
              const TrpAction  *action,
              GError          **error)
{
  ToyGame *self = TOY_GAME (game);

  if (action->seat != toy_get_current_seat (game))
    {
      trp_set_rule_error (error, TRP_RULE_ERROR_NOT_YOUR_TURN, "T-1", "Wait for your turn");
      return FALSE;
    }
  if ((action->type != g_intern_static_string ("play") &&
       action->type != g_intern_static_string ("mark")) || action->n_cards != 1 ||
      find_in_hand (self, action->seat, action->cards[0]) < 0)
    {
      trp_set_rule_error (error, TRP_RULE_ERROR_ILLEGAL, "T-2", "Play one card from your hand");
      return FALSE;
    }
  return TRUE;
}

static void
toy_apply (TrpGame         *game,
           const TrpAction *action)
{
  ToyGame *self = TOY_GAME (game);

  if (action->type == g_intern_static_string ("mark"))
    {
      self->n_marks++;
      return;
    }

  self->hands[action->seat][find_in_hand (self, action->seat, action->cards[0])] = TRP_CARD_NONE;
  self->played[self->n_played++] = action->cards[0];
  self->turn = (self->turn + 1) % 2;
}

static GPtrArray *
toy_legal_actions (TrpGame *game)
{
  ToyGame *self = TOY_GAME (game);
  GPtrArray *actions = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_action_free);
  int seat = toy_get_current_seat (game);

  for (guint i = 0; seat >= 0 && i < TOY_HAND; i++)
    if (self->hands[seat][i] != TRP_CARD_NONE)
      g_ptr_array_add (actions, trp_action_new_with_cards ("play", seat, &self->hands[seat][i], 1));

  return actions;
}

static JsonNode *
toy_observation (TrpGame *game,
                 int      seat)
{
  ToyGame *self = TOY_GAME (game);
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "seat");
  json_builder_add_int_value (builder, seat);
  json_builder_set_member_name (builder, "hand");
  json_builder_begin_array (builder);
  for (guint i = 0; seat >= 0 && i < TOY_HAND; i++)
    if (self->hands[seat][i] != TRP_CARD_NONE)
      json_builder_add_string_value (builder, trp_card_to_code (self->hands[seat][i]));
  json_builder_end_array (builder);
  /* The cards not dealt lie where no seat sees them, like a stock. */
  json_builder_set_member_name (builder, "stock_size");
  json_builder_add_int_value (builder, 40 - 2 * self->hand_size);
  json_builder_set_member_name (builder, "played");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->n_played; i++)
    json_builder_add_string_value (builder, trp_card_to_code (self->played[i]));
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static TrpGame *
toy_clone (TrpGame *game)
{
  ToyGame *self = TOY_GAME (game);
  ToyGame *copy = g_object_new (TOY_TYPE_GAME, "n-seats", 2, NULL);

  trp_game_copy_base (TRP_GAME (copy), game);
  memcpy (copy->hands, self->hands, sizeof self->hands);
  memcpy (copy->played, self->played, sizeof self->played);
  copy->n_played = self->n_played;
  copy->hand_size = self->hand_size;
  copy->turn = self->turn;
  copy->n_marks = self->n_marks;
  memcpy (copy->totals_before, self->totals_before, sizeof self->totals_before);
  return TRP_GAME (copy);
}

static TrpGame *
toy_determinize (TrpGame *game,
                 int      observer,
                 TrpRng  *rng)
{
  ToyGame *copy = TOY_GAME (toy_clone (game));
  g_autoptr(GByteArray) deck = trp_deck_new (TRP_DECK_ITALIAN_40);
  GByteArray *unseen = g_byte_array_new ();
  int other = 1 - observer;
  guint k = 0;

  for (guint i = 0; i < deck->len; i++)
    if (find_in_hand (copy, observer, deck->data[i]) < 0 &&
        memchr (copy->played, deck->data[i], copy->n_played) == NULL)
      g_byte_array_append (unseen, &deck->data[i], 1);

  trp_rng_shuffle (rng, unseen->data, unseen->len);
  for (guint i = 0; i < TOY_HAND; i++)
    if (copy->hands[other][i] != TRP_CARD_NONE)
      copy->hands[other][i] = unseen->data[k++];

  g_byte_array_unref (unseen);
  return TRP_GAME (copy);
}

static TrpRoundResult *
toy_round_result (TrpGame *game)
{
  ToyGame *self = TOY_GAME (game);
  TrpRoundResult *result;
  int bonus = trp_rules_get_int (trp_game_get_rules (game), "bonus");

  if (self->n_played < 2 * self->hand_size)
    return NULL;

  result = trp_round_result_new (2);
  for (guint i = 0; i < self->n_played; i++)
    {
      int seat = (trp_game_get_dealer (game) + 1 + i) % 2;

      trp_round_result_add_line_full (result, seat, TRP_SCORE_CARD_POINTS, seat, "T-4",
                                      trp_card_get_rank (self->played[i]), 0, "Rank");
    }
  /* The bonus is of a kind whose rule in the real games is another
   * (B-41), so that a test sees the statistics count kinds, not rule
   * IDs (#21). */
  if (bonus > 0)
    trp_round_result_add_line_full (result, 0, TRP_SCORE_BIRIBA_BONUS, -1, "T-3", bonus, 0, "Bonus");

  /* T-5: the first past the target wins; the deal passes on. */
  {
    g_autoptr(JsonObject) carry = json_object_new ();
    JsonArray *totals = json_array_new ();
    int target = trp_rules_get_int (trp_game_get_rules (game), "target_score");
    int winner = -1, best = -1;

    for (guint unit = 0; unit < 2; unit++)
      {
        int total = self->totals_before[unit] + trp_round_result_get_total (result, unit);

        json_array_add_int_element (totals, total);
        if (total >= target && total > best)
          {
            best = total;
            winner = unit;
          }
      }
    trp_round_result_set_match_totals (result, self->totals_before,
                                       (int[]) { json_array_get_int_element (totals, 0),
                                                 json_array_get_int_element (totals, 1) });
    trp_round_result_set_target (result, target, FALSE);
    json_object_set_array_member (carry, TRP_CARRY_TOTALS, totals);
    json_object_set_int_member (carry, TRP_CARRY_NEXT_DEALER, (trp_game_get_dealer (game) + 1) % 2);
    json_object_set_boolean_member (carry, TRP_CARRY_MATCH_OVER, winner >= 0);
    json_object_set_int_member (carry, TRP_CARRY_WINNER, winner);
    trp_round_result_set_carry (result, carry);
  }
  return result;
}

static char *
toy_describe_move (TrpGame         *game,
                   const TrpAction *action)
{
  return g_strdup_printf ("%s %s", action->type == g_intern_static_string ("mark") ? "marked" : "played",
                          trp_card_to_code (action->cards[0]));
}

static gboolean
toy_can_undo (TrpGame         *game,
              const TrpAction *action)
{
  /* T-6. A play passes the turn, so the match never asks about it. */
  return action->type != g_intern_static_string ("mark") || action->target != 1;
}

/**
 * toy_game_get_n_marks:
 *
 * Returns: the marks made this round (T-6)
 */
guint
toy_game_get_n_marks (ToyGame *self)
{
  return self->n_marks;
}

static void
toy_game_class_init (ToyGameClass *klass)
{
  TrpGameClass *game_class = TRP_GAME_CLASS (klass);

  game_class->game_id = "toy";
  game_class->deal = toy_deal;
  game_class->get_current_seat = toy_get_current_seat;
  game_class->get_phase = toy_get_phase;
  game_class->validate = toy_validate;
  game_class->apply = toy_apply;
  game_class->legal_actions = toy_legal_actions;
  game_class->observation = toy_observation;
  game_class->clone = toy_clone;
  game_class->determinize = toy_determinize;
  game_class->round_result = toy_round_result;
  game_class->can_undo = toy_can_undo;
  game_class->describe_move = toy_describe_move;
}

static void
toy_game_init (ToyGame *self)
{
}

TrpGame *
toy_game_factory (const char  *game_id,
                  TrpRules    *rules,
                  guint        n_seats,
                  GError     **error)
{
  if (g_strcmp0 (game_id, "toy") != 0 || n_seats != 2)
    {
      g_set_error (error, TRP_RULE_ERROR, TRP_RULE_ERROR_INVALID_DEAL, "Toy is for two");
      return NULL;
    }
  return g_object_new (TOY_TYPE_GAME, "rules", rules, "n-seats", n_seats, NULL);
}

const TrpRulesDescriptor *
toy_rules_lookup (const char *game_id)
{
  return g_strcmp0 (game_id, "toy") == 0 ? &toy_descriptor : NULL;
}

/**
 * toy_game_add_to_catalog:
 *
 * Makes Toy a row of the catalog, as a new game's would be, so that the
 * tests that cover every game prove they read the catalog
 * (docs/adding-a-game.md). Call it first thing in main().
 */
void
toy_game_add_to_catalog (void)
{
  static const TrpGameInfo row = {
    .id = "toy",
    .title = "Toy",
    .summary = "Three cards each, the higher ranks score",
    .rules = &toy_descriptor,
    .min_players = 2,
    .max_players = 2,
    .default_players = 2,
    .get_type = toy_game_get_type,
    .statistic = TRP_SCORE_BIRIBA_BONUS,
    .board = TRP_BOARD_TRICKS,
  };

  trp_game_catalog_add_for_tests (&row);
}
