/* trp-biriba-game.c: Biriba (rules/biriba.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Turns are atomic steps (B-21, B-34): the draw, each meld action, the
 * forced TAKE_BIRIBAKI and the discard are separate actions, so validate()
 * can judge each one on its own and search branches stay small.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "trp-format.h"
#include "trp-json-input.h"
#include "trp-match.h"
#include "trp-biriba-private.h"

G_DEFINE_FINAL_TYPE (TrpBiribaGame, trp_biriba_game, TRP_TYPE_GAME)

const char *bir_action_draw_stock;
const char *bir_action_take_pile;
const char *bir_action_pass;
const char *bir_action_new_meld;
const char *bir_action_add_to_meld;
const char *bir_action_take_biribaki;
const char *bir_action_discard;
const char *bir_action_declare_kozi;
const char *bir_action_first_card_keep;
const char *bir_action_first_card_to_pile;

/* The two decks of B-2, in their canonical order; never freed. */
static GByteArray *double_deck;
static GByteArray *triple_deck;

/* B-60, §6.2: (lower bound, minimum) rows; the first has no lower bound. */
static const int minimum_fa_5000_a[] = { TRP_RULES_NULL, 0, 1500, 75, 3000, 100, 4000, 120 };
static const int minimum_fa_3000_a[] = { TRP_RULES_NULL, 0, 500, 75, 1000, 100, 2000, 120 };
static const int minimum_fa_2000[]   = { TRP_RULES_NULL, 0, 1250, 75, 1750, 150 };
static const int minimum_fa_5000_b[] = { TRP_RULES_NULL, 0, 2000, 75, 3000, 90 };
static const int minimum_fa_3000_b[] = { TRP_RULES_NULL, 0, 1000, 75, 1500, 90 };
static const int minimum_fa_3030[]   = { TRP_RULES_NULL, 0, 1030, 75 };
static const int minimum_fa_5000_c[] = { TRP_RULES_NULL, 55, 1500, 75, 3000, 95 };

/* §6.3 */
static const int bonus_standard[10] = { 200, 100, 300, 150, 400, 200, 1000, 500, 2000, 1000 };
static const int bonus_kouridakis[10] = { 200, 100, 300, 150, 400, 200, 1000, 500, 1000, 500 };

/* ------------------------------------------------------------------ */
/* Options                                                             */

/**
 * trp_biriba_rules_warning:
 *
 * Legal house rules may make a round's penalties (B-43 biribaki not
 * taken, B-65 no biriba, B-66 no meld) larger than the most one side can
 * score in a round, counted generously: every card of the deck melded
 * (B-11), a biriba bonus for every seven of its cards (B-41), going out
 * (B-42). Totals then fall on the whole, and the target may never be
 * reached: the match ends at its round limit instead.
 *
 * Returns: (transfer full) (nullable): the warning, or %NULL
 */
char *
trp_biriba_rules_warning (TrpRules *rules)
{
  int players = trp_rules_get_int (rules, "player_count");
  gboolean triple = players >= 5 || players == 3;
  int joker = trp_rules_get_int (rules, "joker_value");
  int two = trp_rules_get_int (rules, "two_value");
  const int *bonus = bonus_standard;
  guint n_bonus = G_N_ELEMENTS (bonus_standard);
  int largest_bonus = 0, best, penalties, target;
  g_autofree char *best_text = NULL;
  g_autofree char *target_text = NULL;
  g_autofree char *penalties_text = NULL;
  g_autofree char *rounds_text = NULL;

  switch (trp_rules_get_enum (rules, "biriba_bonus_scheme"))
    {
    case TRP_BIRIBA_BIRIBA_BONUS_SCHEME_KOURIDAKIS:
      bonus = bonus_kouridakis;
      break;
    case TRP_BIRIBA_BIRIBA_BONUS_SCHEME_CUSTOM:
      bonus = trp_rules_get_table (rules, "biriba_bonus_custom", &n_bonus);
      break;
    default:
      break;
    }
  for (guint i = 0; bonus != NULL && i < n_bonus; i++)
    largest_bonus = MAX (largest_bonus, bonus[i]);

  /* Per deck: aces 15, kings to eights 10, sevens to threes 5 (B-11). */
  best = (triple ? 3 : 2) * 4 * (15 + two + 6 * 10 + 5 * 5) + (triple ? 6 : 4) * joker +
         largest_bonus * ((triple ? 162 : 108) / 7) + MAX (trp_rules_get_int (rules, "going_out_bonus"), 0);
  penalties = trp_rules_get_int (rules, "biribaki_not_taken_penalty") +
              trp_rules_get_int (rules, "no_biriba_penalty") + trp_rules_get_int (rules, "no_meld_penalty");
  target = trp_rules_get_int (rules, "target_score");
  if (penalties <= best || target <= 0)
    return NULL;

  best_text = trp_format_number (best);
  target_text = trp_format_number (target);
  penalties_text = trp_format_number (penalties);
  rounds_text = trp_format_number (trp_match_get_max_rounds ());
  /* Translators: the numbers are points, then points, then the target
   * score, then the rounds a match has at most (400). */
  return g_strdup_printf (_("Penalties of up to %s points a round outweigh the most a side can score "
                            "in one (about %s): the target of %s may never be reached. The match "
                            "then ends after %s rounds, and the higher total wins."),
                          penalties_text, best_text, target_text, rounds_text);
}

static void
read_options (TrpBiribaGame *self)
{
  BirState *s = &self->s;
  BirOptions *opt = &s->opt;
  TrpRules *rules = trp_game_get_rules (TRP_GAME (self));
  const int *table = NULL;
  guint n_table = 0;
  int limit;

  memset (opt, 0, sizeof *opt);
  s->n_seats = trp_game_get_n_seats (TRP_GAME (self));

  switch (s->n_seats)
    {
    case 4:
      opt->mode = BIR_TEAMS_FIXED;
      opt->n_units = 2;
      break;
    case 6:
      opt->mode = BIR_TEAMS_FIXED;
      opt->n_units = 3;
      break;
    case 3:
      opt->mode = trp_rules_get_enum (rules, "three_player_mode") == TRP_BIRIBA_THREE_PLAYER_MODE_NO_TEAMS
                  ? BIR_TEAMS_NONE : BIR_TEAMS_FORMED;
      opt->n_units = 3;
      break;
    case 5:
      opt->mode = BIR_TEAMS_FORMED;
      opt->n_units = 5;
      break;
    default:
      opt->mode = BIR_TEAMS_NONE;
      opt->n_units = s->n_seats;
      break;
    }
  opt->half_points = opt->mode == BIR_TEAMS_FORMED;

  s->meld_rules.runs_only = trp_rules_get_bool (rules, "runs_only");
  s->meld_rules.allow_sets_of_twos = trp_rules_get_bool (rules, "allow_sets_of_twos");
  s->meld_rules.ace_high_in_runs = trp_rules_get_bool (rules, "ace_high_in_runs");

  opt->pickup = trp_rules_get_enum (rules, "pile_pickup_restriction");
  opt->discard_all_taken = trp_rules_get_enum (rules, "discard_restriction_scope") ==
                           TRP_BIRIBA_DISCARD_RESTRICTION_SCOPE_ALL_TAKEN_CARDS;
  opt->biribaki_without_biriba = trp_rules_get_bool (rules, "biribaki_without_biriba");
  opt->solo_first_needs_biriba = trp_rules_get_bool (rules, "solo_first_biribaki_needs_biriba");
  opt->going_out_requires_own = trp_rules_get_bool (rules, "going_out_requires_own_biribaki");

  switch ((TrpBiribaInitialMeldMinimum) trp_rules_get_enum (rules, "initial_meld_minimum"))
    {
    case TRP_BIRIBA_INITIAL_MELD_MINIMUM_FA_5000_A:
      table = minimum_fa_5000_a, n_table = G_N_ELEMENTS (minimum_fa_5000_a);
      break;
    case TRP_BIRIBA_INITIAL_MELD_MINIMUM_FA_3000_A:
      table = minimum_fa_3000_a, n_table = G_N_ELEMENTS (minimum_fa_3000_a);
      break;
    case TRP_BIRIBA_INITIAL_MELD_MINIMUM_FA_2000:
      table = minimum_fa_2000, n_table = G_N_ELEMENTS (minimum_fa_2000);
      break;
    case TRP_BIRIBA_INITIAL_MELD_MINIMUM_FA_5000_B:
      table = minimum_fa_5000_b, n_table = G_N_ELEMENTS (minimum_fa_5000_b);
      break;
    case TRP_BIRIBA_INITIAL_MELD_MINIMUM_FA_3000_B:
      table = minimum_fa_3000_b, n_table = G_N_ELEMENTS (minimum_fa_3000_b);
      break;
    case TRP_BIRIBA_INITIAL_MELD_MINIMUM_FA_3030:
      table = minimum_fa_3030, n_table = G_N_ELEMENTS (minimum_fa_3030);
      break;
    case TRP_BIRIBA_INITIAL_MELD_MINIMUM_FA_5000_C:
      table = minimum_fa_5000_c, n_table = G_N_ELEMENTS (minimum_fa_5000_c);
      break;
    case TRP_BIRIBA_INITIAL_MELD_MINIMUM_CUSTOM:
      table = trp_rules_get_table (rules, "initial_meld_minimum_custom", &n_table);
      break;
    case TRP_BIRIBA_INITIAL_MELD_MINIMUM_NONE:
    case TRP_BIRIBA_INITIAL_MELD_MINIMUM_N_CHOICES:
    default:
      break;
    }
  n_table = MIN (n_table, G_N_ELEMENTS (opt->minimum_table));
  if (table != NULL)
    memcpy (opt->minimum_table, table, n_table * sizeof (int));
  opt->minimum_rows = n_table / 2;

  opt->upcard_mode = trp_rules_get_enum (rules, "upcard_mode");
  opt->joker_upcard = trp_rules_get_enum (rules, "joker_upcard_rule");
  opt->kozi_bonus = trp_rules_get_bool (rules, "kozi_bonus_enabled");
  opt->joker_value = trp_rules_get_int (rules, "joker_value");
  opt->two_value = trp_rules_get_int (rules, "two_value");

  switch (trp_rules_get_enum (rules, "biriba_bonus_scheme"))
    {
    case TRP_BIRIBA_BIRIBA_BONUS_SCHEME_KOURIDAKIS:
      memcpy (opt->bonus, bonus_kouridakis, sizeof opt->bonus);
      break;
    case TRP_BIRIBA_BIRIBA_BONUS_SCHEME_CUSTOM:
      table = trp_rules_get_table (rules, "biriba_bonus_custom", &n_table);
      memcpy (opt->bonus, bonus_standard, sizeof opt->bonus);
      if (table != NULL)
        memcpy (opt->bonus, table, MIN (n_table, 10) * sizeof (int));
      break;
    case TRP_BIRIBA_BIRIBA_BONUS_SCHEME_STANDARD:
    default:
      memcpy (opt->bonus, bonus_standard, sizeof opt->bonus);
      break;
    }

  opt->going_out_bonus = trp_rules_get_int (rules, "going_out_bonus");
  opt->biribaki_penalty = trp_rules_get_int (rules, "biribaki_not_taken_penalty");
  opt->unused_biribaki_rule = trp_rules_get_bool (rules, "unused_biribaki_rule");
  opt->no_biriba_penalty = trp_rules_get_int (rules, "no_biriba_penalty");
  opt->no_meld_penalty = trp_rules_get_int (rules, "no_meld_penalty");
  opt->no_meld_replaces_score = trp_rules_get_enum (rules, "no_meld_penalty_mode") ==
                                TRP_BIRIBA_NO_MELD_PENALTY_MODE_REPLACES_HAND_SCORE;
  opt->no_wild_discard = trp_rules_get_bool (rules, "three_player_team_no_wild_discard");
  opt->solo_go_down_only = trp_rules_get_enum (rules, "solo_phase_melding") ==
                           TRP_BIRIBA_SOLO_PHASE_MELDING_GO_DOWN_ONLY;
  opt->end_when_empty = trp_rules_get_enum (rules, "stock_exhaustion_rule") ==
                        TRP_BIRIBA_STOCK_EXHAUSTION_RULE_END_WHEN_EMPTY;
  opt->target = trp_rules_get_int (rules, "target_score");
  opt->at_least = trp_rules_get_enum (rules, "target_comparison") ==
                  TRP_BIRIBA_TARGET_COMPARISON_AT_LEAST;
  limit = trp_rules_get_int (rules, "stalemate_turn_limit");
  opt->stalemate_limit = limit == TRP_RULES_NULL ? 0 : limit;
}

/* B-2: the deck and the biribakia of each table. */
static TrpDeckKind
deck_kind (const BirState *s)
{
  if (s->n_seats >= 5 || (s->n_seats == 3 && s->opt.mode == BIR_TEAMS_NONE))
    return TRP_DECK_TRIPLE_WITH_6_JOKERS;
  return TRP_DECK_DOUBLE_WITH_4_JOKERS;
}

static guint
packet_sizes (const BirState *s,
              guint          *sizes)
{
  switch (s->n_seats)
    {
    case 3:
      if (s->opt.mode == BIR_TEAMS_FORMED)
        {
          sizes[0] = 18, sizes[1] = 11;
          return 2;
        }
      sizes[0] = sizes[1] = sizes[2] = 11;
      return 3;
    case 5:
      sizes[0] = 18, sizes[1] = 11, sizes[2] = 11;
      return 3;
    case 6:
      sizes[0] = sizes[1] = sizes[2] = 11;
      return 3;
    default:
      sizes[0] = sizes[1] = 11;
      return 2;
    }
}

/* ------------------------------------------------------------------ */
/* Deal                                                                */

static gboolean
read_cards (JsonArray  *array,
            TrpCard    *out,
            guint       expected,
            const char *what,
            GError    **error)
{
  if (array == NULL || json_array_get_length (array) != expected)
    {
      rule_error (error, TRP_RULE_ERROR_INVALID_DEAL, "B-2",
                  _("The deal needs %u cards for %s"), expected, what);
      return FALSE;
    }

  for (guint i = 0; i < expected; i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      const char *code = JSON_NODE_HOLDS_VALUE (node) ? json_node_get_string (node) : NULL;

      if (code == NULL || !trp_card_from_code (code, &out[i], NULL) ||
          (trp_card_is_joker (out[i]) && out[i] != TRP_CARD_JOKER))
        {
          g_autofree char *quoted = trp_json_input_quote (code != NULL ? code : "?", -1);

          rule_error (error, TRP_RULE_ERROR_INVALID_DEAL, "B-10",
                      _("“%s” in %s is not a Biriba card"), quoted, what);
          return FALSE;
        }
    }

  return TRUE;
}

static JsonArray *
get_array (JsonObject *object,
           const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

/* Turns the up-card and starts the first turn (B-7, B-20, B-62, B-63). */
static void
start_hand (BirState *s,
            TrpCard   upcard)
{
  int first = (int) ((s->dealer + 1) % s->n_seats);

  s->current = first;
  s->kozi = -1;
  s->pile_len = 0;
  s->phase = BIR_PHASE_DRAW;

  if (s->opt.upcard_mode == TRP_BIRIBA_UPCARD_MODE_NO_UPCARD)
    {
      /* B-63, A-23: no pile, no kozi; the first card is drawn first. */
      s->phase = BIR_PHASE_FIRST_DRAW;
      return;
    }

  if (!trp_card_is_joker (upcard))
    {
      s->pile[s->pile_len++] = upcard;
      s->kozi = trp_card_get_suit (upcard);   /* a 2 too */
      return;
    }

  switch (s->opt.joker_upcard)
    {
    case TRP_BIRIBA_JOKER_UPCARD_RULE_FIRST_PLAYER_DECLARES:
      s->pile[s->pile_len++] = upcard;
      s->phase = BIR_PHASE_DECLARE_KOZI;
      break;

    case TRP_BIRIBA_JOKER_UPCARD_RULE_FIRST_PLAYER_TAKES_JOKER:
      /* The joker is the first player's draw; the next stock card is
       * turned up, and another joker repeats this.
       */
      while (trp_card_is_joker (upcard) && s->stock_len > 0)
        {
          hand_add (s, first, upcard);
          s->known[first][upcard]++;
          upcard = s->stock[--s->stock_len];
        }
      if (trp_card_is_joker (upcard))
        {
          hand_add (s, first, upcard);
          s->known[first][upcard]++;
        }
      else
        {
          s->pile[s->pile_len++] = upcard;
          s->kozi = trp_card_get_suit (upcard);
        }
      s->phase = BIR_PHASE_MELD;
      s->drew_last_stock = s->stock_len == 0;
      break;

    case TRP_BIRIBA_JOKER_UPCARD_RULE_NO_KOZI:
    default:
      s->pile[s->pile_len++] = upcard;
      break;
    }
}

/* B-5: deals a shuffled deck, from the dealer's left; @upcard is set
 * when the options turn one up (B-7).
 */
static void
deal_shuffled (BirState      *s,
               TrpCard       *deck,
               guint          n_cards,
               const guint   *sizes,
               guint          n_packets,
               guint          stock_size,
               TrpRng        *rng,
               TrpCard       *upcard)
{
  guint seat = s->dealer;
  guint k = 0;

  /* B-5: the canonical order of a shuffled deck. */
  trp_rng_shuffle (rng, deck, n_cards);
  for (guint i = 0; i < 11 * s->n_seats; i++)
    {
      /* Round from the dealer's left, (dealer + 1 + i) % n_seats. */
      seat = seat + 1 < s->n_seats ? seat + 1 : 0;
      hand_add (s, (int) seat, deck[k++]);
    }
  for (guint p = 0; p < n_packets; p++)
    for (guint i = 0; i < sizes[p]; i++)
      s->packets[p][i] = deck[k++];
  if (s->opt.upcard_mode == TRP_BIRIBA_UPCARD_MODE_TURN_UP)
    *upcard = deck[k++];
  for (guint i = 0; i < stock_size; i++)
    s->stock[stock_size - 1 - i] = deck[k++];
  s->stock_len = stock_size;
}

/* Reads the deal of @explicit_deal: the hands, the biribakia, the
 * up-card when the options turn one up, and the stock (B-5 to B-7, B-63).
 */
static gboolean
deal_explicit (BirState     *s,
               JsonObject   *explicit_deal,
               const guint  *sizes,
               guint         n_packets,
               guint         stock_size,
               TrpCard      *upcard,
               GError      **error)
{
  JsonArray *hands = get_array (explicit_deal, "hands");
  JsonArray *packets = get_array (explicit_deal, "biribakia");
  JsonArray *stock = get_array (explicit_deal, "stock");
  TrpCard buffer[BIR_MAX_CARDS];

  if (hands == NULL || json_array_get_length (hands) != s->n_seats)
    {
      rule_error (error, TRP_RULE_ERROR_INVALID_DEAL, "B-5",
                  _("The deal needs one hand for each of the %u players"),
                  s->n_seats);
      return FALSE;
    }
  for (guint seat = 0; seat < s->n_seats; seat++)
    {
      JsonNode *node = json_array_get_element (hands, seat);
      g_autofree char *what = g_strdup_printf (_("the hand of player %u"), seat + 1);

      if (!read_cards (JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL,
                       s->hands[seat], 11, what, error))
        return FALSE;
      s->hand_len[seat] = 11;
    }
  bir_count_hands (s);

  if (packets == NULL || json_array_get_length (packets) != n_packets)
    {
      rule_error (error, TRP_RULE_ERROR_INVALID_DEAL, "B-6",
                  _("The deal needs %u biribakia"), n_packets);
      return FALSE;
    }
  for (guint p = 0; p < n_packets; p++)
    {
      JsonNode *node = json_array_get_element (packets, p);
      g_autofree char *what = g_strdup_printf (_("biribaki %u"), p + 1);

      if (!read_cards (JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL,
                       s->packets[p], sizes[p], what, error))
        return FALSE;
    }

  if (s->opt.upcard_mode == TRP_BIRIBA_UPCARD_MODE_TURN_UP)
    {
      /* Save files are untrusted: only a string is read as a card. */
      JsonNode *upcard_node = json_object_get_member (explicit_deal, "upcard");
      const char *code = upcard_node != NULL && JSON_NODE_HOLDS_VALUE (upcard_node) &&
                         json_node_get_value_type (upcard_node) == G_TYPE_STRING
                         ? json_node_get_string (upcard_node) : NULL;

      if (code == NULL || !trp_card_from_code (code, upcard, NULL))
        {
          rule_error (error, TRP_RULE_ERROR_INVALID_DEAL, "B-7",
                      _("The deal needs an up-card"));
          return FALSE;
        }
    }
  else if (json_object_has_member (explicit_deal, "upcard") &&
           !json_object_get_null_member (explicit_deal, "upcard"))
    {
      rule_error (error, TRP_RULE_ERROR_INVALID_DEAL, "B-63",
                  _("This game is played without an up-card"));
      return FALSE;
    }

  if (!read_cards (stock, buffer, stock_size, _("the stock"), error))
    return FALSE;
  for (guint i = 0; i < stock_size; i++)
    s->stock[stock_size - 1 - i] = buffer[i];
  s->stock_len = stock_size;
  return TRUE;
}

/* B-10: exactly the cards of the deck, whichever way they were dealt
 * (a shuffle of the deck holds them by construction).
 */
static gboolean
deal_holds_the_deck (const BirState  *s,
                     const TrpCard   *deck,
                     guint            n_cards,
                     const guint     *sizes,
                     guint            n_packets,
                     guint            stock_size,
                     TrpCard          upcard,
                     GError         **error)
{
  guint8 deck_counts[BIR_N_CODES] = { 0, };
  guint8 dealt_counts[BIR_N_CODES] = { 0, };

  for (guint i = 0; i < n_cards; i++)
    deck_counts[deck[i]]++;
  for (guint seat = 0; seat < s->n_seats; seat++)
    for (guint i = 0; i < 11; i++)
      dealt_counts[s->hands[seat][i]]++;
  for (guint p = 0; p < n_packets; p++)
    for (guint i = 0; i < sizes[p]; i++)
      dealt_counts[s->packets[p][i]]++;
  for (guint i = 0; i < stock_size; i++)
    dealt_counts[s->stock[i]]++;
  if (upcard != TRP_CARD_NONE)
    dealt_counts[upcard]++;
  for (guint c = 0; c < BIR_N_CODES; c++)
    if (dealt_counts[c] != deck_counts[c])
      {
        rule_error (error, TRP_RULE_ERROR_INVALID_DEAL, "B-10",
                    _("The deal has %u of %s but the deck has %u"),
                    dealt_counts[c], trp_card_to_code ((TrpCard) c),
                    deck_counts[c]);
        return FALSE;
      }
  return TRUE;
}

static gboolean
biriba_deal (TrpGame     *game,
             guint        dealer,
             JsonObject  *carry,
             TrpRng      *rng,
             JsonObject  *explicit_deal,
             GError     **error)
{
  TrpBiribaGame *self = TRP_BIRIBA_GAME (game);
  /* Dealt aside, so that a refused deal leaves the game as it was; on the
   * stack, as a search deals thousands of times per second.
   */
  BirState dealt = { 0, };
  BirState *s = &dealt;
  const GByteArray *proto;
  TrpCard deck[BIR_MAX_CARDS];
  guint sizes[BIR_MAX_PACKETS];
  guint n_packets;
  guint n_cards;
  TrpCard upcard = TRP_CARD_NONE;
  guint stock_size;

  /* A search deals the same game again and again: the options are read
   * only after a change (read_options() looks them up by name).
   */
  if (!self->options_valid)
    read_options (self);
  s->opt = self->s.opt;
  s->meld_rules = self->s.meld_rules;
  s->n_seats = self->s.n_seats;
  s->dealer = dealer;

  /* B-2: the decks are built once, in class_init(). */
  proto = deck_kind (s) == TRP_DECK_TRIPLE_WITH_6_JOKERS ? triple_deck : double_deck;
  n_cards = proto->len;
  memcpy (deck, proto->data, n_cards);

  n_packets = packet_sizes (s, sizes);
  s->n_packets = n_packets;
  stock_size = n_cards - 11 * s->n_seats;
  for (guint p = 0; p < n_packets; p++)
    {
      s->packet_len[p] = sizes[p];
      stock_size -= sizes[p];
    }
  if (s->opt.upcard_mode == TRP_BIRIBA_UPCARD_MODE_TURN_UP)
    stock_size--;

  if (rng != NULL)
    deal_shuffled (s, deck, n_cards, sizes, n_packets, stock_size, rng, &upcard);
  else if (!deal_explicit (s, explicit_deal, sizes, n_packets, stock_size, &upcard, error) ||
           !deal_holds_the_deck (s, deck, n_cards, sizes, n_packets, stock_size, upcard, error))
    return FALSE;

  /* The match totals before this hand, for B-60 and B-46. */
  if (carry != NULL && json_object_has_member (carry, TRP_CARRY_TOTALS))
    {
      JsonArray *totals = json_object_get_array_member (carry, TRP_CARRY_TOTALS);

      for (guint u = 0; u < s->opt.n_units && u < json_array_get_length (totals); u++)
        s->totals_before[u] = (int) json_array_get_int_element (totals, u);
    }

  for (guint seat = 0; seat < s->n_seats; seat++)
    {
      s->side_of_seat[seat] = (gint8) (s->opt.mode == BIR_TEAMS_FIXED
                                       ? seat % s->opt.n_units : seat);
      s->sides[seat].taker = -1;
      s->sides[seat].packet = -1;
    }
  s->solo_phase = s->opt.mode == BIR_TEAMS_FORMED;
  s->went_out_seat = -1;

  start_hand (s, upcard);
  self->s = *s;
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Queries                                                             */

static int
biriba_get_current_seat (TrpGame *game)
{
  BirState *s = &TRP_BIRIBA_GAME (game)->s;

  if (s->phase == BIR_PHASE_NONE || s->phase == BIR_PHASE_OVER)
    return -1;
  return s->current;
}

/* get_phase() runs for every action of a loaded save file, and interning
 * takes a global lock: the names are interned once, in class_init().
 */
static const char *phase_names[BIR_PHASE_OVER + 1];

static const char *
biriba_get_phase (TrpGame *game)
{
  BirPhase phase = TRP_BIRIBA_GAME (game)->s.phase;

  if (phase > BIR_PHASE_OVER)
    phase = BIR_PHASE_NONE;
  return phase_names[phase];
}

static guint
biriba_get_scoring_unit (TrpGame *game,
                         int      seat)
{
  BirState *s = &TRP_BIRIBA_GAME (game)->s;

  if (s->opt.mode == BIR_TEAMS_FIXED)
    return (guint) seat % s->opt.n_units;
  return (guint) seat;
}

static guint
biriba_get_n_scoring_units (TrpGame *game)
{
  BirState *s = &TRP_BIRIBA_GAME (game)->s;

  if (s->opt.n_units == 0)
    {
      guint n = trp_game_get_n_seats (game);

      return n == 4 ? 2 : n == 6 ? 3 : n;
    }
  return s->opt.n_units;
}

static gboolean
biriba_validate (TrpGame          *game,
                 const TrpAction  *action,
                 GError          **error)
{
  return bir_validate_state (&TRP_BIRIBA_GAME (game)->s, action, error);
}

static void
biriba_apply (TrpGame         *game,
              const TrpAction *action)
{
  bir_apply_state (&TRP_BIRIBA_GAME (game)->s, action);
}

static TrpGame *
biriba_clone (TrpGame *game)
{
  TrpBiribaGame *self = TRP_BIRIBA_GAME (game);
  TrpBiribaGame *copy = g_object_new (TRP_TYPE_BIRIBA_GAME,
                                      "n-seats", trp_game_get_n_seats (game),
                                      NULL);

  trp_game_copy_base (TRP_GAME (copy), game);
  memcpy (&copy->s, &self->s, sizeof self->s);
  return TRP_GAME (copy);
}

static void
biriba_copy_state (TrpGame *game,
                   TrpGame *source)
{
  TrpBiribaGame *self = TRP_BIRIBA_GAME (game);

  trp_game_copy_base (game, source);
  memcpy (&self->s, &TRP_BIRIBA_GAME (source)->s, sizeof self->s);
  self->options_valid = TRP_BIRIBA_GAME (source)->options_valid;
}

static TrpGame *
biriba_determinize (TrpGame *game,
                    int      observer,
                    TrpRng  *rng)
{
  TrpGame *copy = biriba_clone (game);

  bir_determinize_state (&TRP_BIRIBA_GAME (copy)->s, observer, rng);
  return copy;
}

static void
biriba_determinize_into (TrpGame *game,
                         TrpGame *source,
                         int      observer,
                         TrpRng  *rng)
{
  biriba_copy_state (game, source);
  bir_determinize_state (&TRP_BIRIBA_GAME (game)->s, observer, rng);
}

static void
biriba_resample_unseen (TrpGame *game,
                        TrpRng  *rng)
{
  bir_determinize_state (&TRP_BIRIBA_GAME (game)->s, -1, rng);
}

static TrpRoundResult *
biriba_round_result (TrpGame *game)
{
  TrpBiribaGame *self = TRP_BIRIBA_GAME (game);

  if (self->s.phase != BIR_PHASE_OVER)
    return NULL;
  return trp_biriba_score_round (self);
}

static guint
biriba_round_totals (TrpGame *game,
                     int     *totals,
                     guint    max_units,
                     int     *match_winner)
{
  TrpBiribaGame *self = TRP_BIRIBA_GAME (game);

  if (self->s.phase != BIR_PHASE_OVER)
    return 0;
  return trp_biriba_score_totals (self, totals, max_units, match_winner);
}

/* A meld step may be taken back while its player is still to move (B-21):
 * it showed nothing hidden. A draw or a pile take showed a card, a discard
 * passed the turn, and a meld that emptied the hand (B-29 (a)) leads to
 * the biribaki, whose cards nobody may see and then unsee.
 */
static gboolean
biriba_can_undo (TrpGame         *game,
                 const TrpAction *action)
{
  BirState *s = &TRP_BIRIBA_GAME (game)->s;

  if (action->type != bir_action_new_meld && action->type != bir_action_add_to_meld)
    return FALSE;
  return s->phase == BIR_PHASE_MELD && action->seat == s->current &&
         s->hand_len[s->current] > 0;
}

/* ------------------------------------------------------------------ */
/* Class                                                               */

static void
rules_changed_cb (TrpBiribaGame *self)
{
  self->options_valid = FALSE;
}

static void
trp_biriba_game_constructed (GObject *object)
{
  TrpBiribaGame *self = TRP_BIRIBA_GAME (object);
  TrpRules *rules = trp_game_get_rules (TRP_GAME (object));

  G_OBJECT_CLASS (trp_biriba_game_parent_class)->constructed (object);

  /* The catalog creates games with g_object_new(); the options are read
   * here, and at a deal again only if the rules changed since. A clone
   * gets its rules later, watches nothing and reads them at each deal.
   */
  if (rules != NULL)
    {
      read_options (self);
      g_signal_connect_object (rules, "changed", G_CALLBACK (rules_changed_cb),
                               self, G_CONNECT_SWAPPED);
      self->options_valid = TRUE;
    }
}

static void
trp_biriba_game_class_init (TrpBiribaGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TrpGameClass *game_class = TRP_GAME_CLASS (klass);

  object_class->constructed = trp_biriba_game_constructed;

  game_class->game_id = "biriba";
  game_class->deal = biriba_deal;
  game_class->get_current_seat = biriba_get_current_seat;
  game_class->get_phase = biriba_get_phase;
  game_class->validate = biriba_validate;
  game_class->apply = biriba_apply;
  game_class->legal_actions = bir_legal_actions;
  game_class->observation = bir_observation;
  game_class->clone = biriba_clone;
  game_class->determinize = biriba_determinize;
  game_class->round_result = biriba_round_result;
  game_class->round_totals = biriba_round_totals;
  game_class->copy_state = biriba_copy_state;
  game_class->determinize_into = biriba_determinize_into;
  game_class->resample_unseen = biriba_resample_unseen;
  game_class->describe_action = bir_describe_action;
  game_class->describe_choice = bir_describe_choice;
  game_class->describe_moves = bir_describe_moves;
  game_class->check_staged_meld = bir_check_staged_meld;
  game_class->describe_move = bir_describe_move;
  game_class->get_scoring_unit = biriba_get_scoring_unit;
  game_class->get_n_scoring_units = biriba_get_n_scoring_units;
  game_class->playout_random = bir_playout_random;
  game_class->playout_guided = bir_playout_guided;
  game_class->can_undo = biriba_can_undo;

  bir_action_draw_stock = g_intern_static_string (TRP_ACTION_DRAW_STOCK);
  bir_action_take_pile = g_intern_static_string (TRP_ACTION_TAKE_PILE);
  bir_action_pass = g_intern_static_string (TRP_ACTION_PASS);
  bir_action_new_meld = g_intern_static_string (TRP_ACTION_NEW_MELD);
  bir_action_add_to_meld = g_intern_static_string (TRP_ACTION_ADD_TO_MELD);
  bir_action_take_biribaki = g_intern_static_string (TRP_ACTION_TAKE_BIRIBAKI);
  bir_action_discard = g_intern_static_string (TRP_ACTION_DISCARD);
  bir_action_declare_kozi = g_intern_static_string (TRP_ACTION_DECLARE_KOZI);
  bir_action_first_card_keep = g_intern_static_string (TRP_ACTION_FIRST_CARD_KEEP);
  bir_action_first_card_to_pile = g_intern_static_string (TRP_ACTION_FIRST_CARD_TO_PILE);

  phase_names[BIR_PHASE_NONE] = g_intern_static_string ("none");
  phase_names[BIR_PHASE_DECLARE_KOZI] = g_intern_static_string ("declare-kozi");
  phase_names[BIR_PHASE_FIRST_DRAW] = g_intern_static_string ("first-draw");
  phase_names[BIR_PHASE_FIRST_CARD] = g_intern_static_string ("first-card");
  phase_names[BIR_PHASE_DRAW] = g_intern_static_string ("draw");
  phase_names[BIR_PHASE_MELD] = g_intern_static_string ("meld");
  phase_names[BIR_PHASE_BIRIBAKI] = g_intern_static_string ("biribaki");
  phase_names[BIR_PHASE_OVER] = g_intern_static_string (TRP_PHASE_ROUND_OVER);

  double_deck = trp_deck_new (TRP_DECK_DOUBLE_WITH_4_JOKERS);
  triple_deck = trp_deck_new (TRP_DECK_TRIPLE_WITH_6_JOKERS);
}

static void
trp_biriba_game_init (TrpBiribaGame *self)
{
  self->s.phase = BIR_PHASE_NONE;
  self->s.kozi = -1;
  self->s.went_out_seat = -1;
}

/**
 * trp_biriba_game_new:
 * @rules: Biriba rules; the number of seats is their player_count (B-2)
 *
 * Returns: (transfer full): a game waiting for its deal
 */
TrpGame *
trp_biriba_game_new (TrpRules *rules)
{
  TrpBiribaGame *self;

  g_return_val_if_fail (rules != NULL, NULL);

  self = g_object_new (TRP_TYPE_BIRIBA_GAME,
                       "rules", rules,
                       "n-seats", (guint) trp_rules_get_int (rules, "player_count"),
                       NULL);
  return TRP_GAME (self);
}

/* ------------------------------------------------------------------ */
/* Public queries                                                      */

const TrpCard *
trp_biriba_game_get_hand (TrpBiribaGame *self,
                          int            seat,
                          guint         *n_cards)
{
  g_return_val_if_fail (TRP_IS_BIRIBA_GAME (self), NULL);
  g_return_val_if_fail (seat >= 0 && seat < BIR_MAX_SEATS, NULL);
  g_return_val_if_fail (n_cards != NULL, NULL);

  *n_cards = self->s.hand_len[seat];
  return self->s.hands[seat];
}

const TrpCard *
trp_biriba_game_get_pile (TrpBiribaGame *self,
                          guint         *n_cards)
{
  g_return_val_if_fail (TRP_IS_BIRIBA_GAME (self), NULL);
  g_return_val_if_fail (n_cards != NULL, NULL);

  *n_cards = self->s.pile_len;
  return self->s.pile;
}

guint
trp_biriba_game_get_stock_size (TrpBiribaGame *self)
{
  g_return_val_if_fail (TRP_IS_BIRIBA_GAME (self), 0);

  return self->s.stock_len;
}

guint
trp_biriba_game_get_n_melds (TrpBiribaGame *self)
{
  g_return_val_if_fail (TRP_IS_BIRIBA_GAME (self), 0);

  return self->s.n_melds;
}

const TrpCard *
trp_biriba_game_get_meld (TrpBiribaGame *self,
                          guint          meld,
                          guint         *n_cards,
                          int           *side)
{
  g_return_val_if_fail (TRP_IS_BIRIBA_GAME (self), NULL);
  g_return_val_if_fail (meld < self->s.n_melds, NULL);

  bir_lay_out_meld (&self->s, meld);
  if (n_cards != NULL)
    *n_cards = self->s.melds[meld].info.n_cards;
  if (side != NULL)
    *side = self->s.melds[meld].side;
  return self->s.melds[meld].cards;
}

int
trp_biriba_game_get_side_of_seat (TrpBiribaGame *self,
                                  int            seat)
{
  g_return_val_if_fail (TRP_IS_BIRIBA_GAME (self), -1);
  g_return_val_if_fail (seat >= 0 && seat < BIR_MAX_SEATS, -1);

  return self->s.side_of_seat[seat];
}

/* Returns: the kozi suit, or -1 when the hand has none. */
int
trp_biriba_game_get_kozi (TrpBiribaGame *self)
{
  g_return_val_if_fail (TRP_IS_BIRIBA_GAME (self), -1);

  return self->s.kozi;
}

/* Whether @card alone could be added to @meld under B-24 and B-25; the
 * hand-size and discard rules are not considered.
 */
gboolean
trp_biriba_game_can_add_card (TrpBiribaGame *self,
                              guint          meld,
                              TrpCard        card)
{
  g_return_val_if_fail (TRP_IS_BIRIBA_GAME (self), FALSE);
  g_return_val_if_fail (meld < self->s.n_melds, FALSE);

  return bir_meld_takes_card (&self->s, meld, card);
}

/* Whether @card could be melded by @seat right now: added alone to one of
 * the side's melds, or in a new 3-card meld with cards of the seat's hand.
 * The question of B-61, and a cheap one for search playouts; the hand-size
 * and discard rules are not considered.
 */
gboolean
trp_biriba_game_can_use_card (TrpBiribaGame *self,
                              int            seat,
                              TrpCard        card)
{
  const BirState *s;
  guint8 counts[BIR_N_CODES];

  g_return_val_if_fail (TRP_IS_BIRIBA_GAME (self), FALSE);
  g_return_val_if_fail (seat >= 0 && seat < BIR_MAX_SEATS, FALSE);
  g_return_val_if_fail (card < BIR_N_CODES, FALSE);

  s = &self->s;
  for (guint m = 0; m < s->n_melds; m++)
    if (s->melds[m].side == s->side_of_seat[seat] && bir_meld_takes_card (s, m, card))
      return TRUE;

  bir_hand_counts (s, seat, counts);
  if (counts[card] > 0)
    counts[card]--;
  return trp_biriba_card_forms_meld (&s->meld_rules, card, counts, NULL);
}

/* B-57: with 3 players in teams and with 5, scores are in half-points. */
gboolean
trp_biriba_game_uses_half_points (TrpBiribaGame *self)
{
  g_return_val_if_fail (TRP_IS_BIRIBA_GAME (self), FALSE);

  return self->s.opt.half_points;
}

/* Returns: the seat that took the biribaki of @side (a side id, see
 * trp_biriba_game_get_side_of_seat()), or -1 while it has none. Public
 * (B-9).
 */
int
trp_biriba_game_get_biribaki_taker (TrpBiribaGame *self,
                                    int            side)
{
  g_return_val_if_fail (TRP_IS_BIRIBA_GAME (self), -1);
  g_return_val_if_fail (side >= 0 && side < BIR_MAX_SEATS, -1);

  return self->s.sides[side].took ? self->s.sides[side].taker : -1;
}

/* Returns: how many copies of @card @seat is known to hold because they
 * were taken from the pile (public, B-9); for computer players.
 */
guint
trp_biriba_game_get_known_count (TrpBiribaGame *self,
                                 int            seat,
                                 TrpCard        card)
{
  g_return_val_if_fail (TRP_IS_BIRIBA_GAME (self), 0);
  g_return_val_if_fail (seat >= 0 && seat < BIR_MAX_SEATS, 0);

  return card < BIR_N_CODES ? self->s.known[seat][card] : 0;
}

/**
 * trp_biriba_game_get_standing_totals:
 * @totals: (out caller-allocates): each scoring unit's points
 *
 * What the hand would score as it stands, were it to end now with nobody
 * going out (B-40, B-41, B-43, B-65, B-66): the search's estimate of a
 * rollout cut short. A finished hand gives its real score.
 *
 * Returns: the number of units in @totals
 */
guint
trp_biriba_game_get_standing_totals (TrpBiribaGame *self,
                                     int           *totals,
                                     guint          max_units)
{
  int winner;

  g_return_val_if_fail (TRP_IS_BIRIBA_GAME (self), 0);
  g_return_val_if_fail (totals != NULL || max_units == 0, 0);

  if (self->s.phase == BIR_PHASE_NONE)
    return 0;
  return trp_biriba_score_totals (self, totals, max_units, &winner);
}

/**
 * trp_biriba_game_get_idle_turns:
 *
 * Returns: the turns ended since a card was drawn from the stock or
 *   melded, or a biribaki taken: how long play has gone round in a circle
 *   (taking the pile and throwing a card back, A-29)
 */
guint
trp_biriba_game_get_idle_turns (TrpBiribaGame *self)
{
  g_return_val_if_fail (TRP_IS_BIRIBA_GAME (self), 0);

  return self->s.idle_turns;
}

/**
 * trp_biriba_game_get_solo_phase:
 *
 * Returns: whether the hand is in the solo phase of the 3- and 5-player
 *   team games (B-56): nobody has taken the first biribaki yet
 */
gboolean
trp_biriba_game_get_solo_phase (TrpBiribaGame *self)
{
  g_return_val_if_fail (TRP_IS_BIRIBA_GAME (self), FALSE);

  return self->s.opt.mode == BIR_TEAMS_FORMED && self->s.solo_phase;
}

guint
trp_biriba_game_score_standing (TrpGame *game,
                                int     *totals,
                                guint    max_units)
{
  g_return_val_if_fail (TRP_IS_BIRIBA_GAME (game), 0);

  return trp_biriba_game_get_standing_totals (TRP_BIRIBA_GAME (game), totals, max_units);
}
