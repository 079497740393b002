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
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "trp-format.h"
#include "trp-json-input.h"
#include "trp-biriba-private.h"

G_DEFINE_FINAL_TYPE (TrpBiribaGame, trp_biriba_game, TRP_TYPE_GAME)

/* Search and playouts validate many moves without asking why they fail:
 * the translated reason is looked up only when someone will read it.
 */
#define rule_error(error, ...) \
  G_STMT_START { \
    if ((error) != NULL) \
      trp_set_rule_error ((error), __VA_ARGS__); \
  } G_STMT_END

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
/* Small helpers                                                       */

static int
hand_find (const BirState *s,
           int             seat,
           TrpCard         card)
{
  for (guint i = 0; i < s->hand_len[seat]; i++)
    if (s->hands[seat][i] == card)
      return (int) i;
  return -1;
}

#ifdef __SSE2__
/* Removes the first @card of the @len (1 … 32) cards at @hand, moving the
 * 32 bytes after it down by one. Without a branch on where the card is:
 * a playout removes a card at almost every move, and a search loop's and
 * memmove()'s exits at a random place are mispredicted each time.
 */
static inline void
remove_first_of_32 (TrpCard *hand,
                    guint    len,
                    TrpCard  card)
{
  const __m128i iota_lo = _mm_setr_epi8 (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
  const __m128i iota_hi = _mm_add_epi8 (iota_lo, _mm_set1_epi8 (16));
  __m128i lo = _mm_loadu_si128 ((const __m128i *) hand);
  __m128i hi = _mm_loadu_si128 ((const __m128i *) (hand + 16));
  __m128i next_lo = _mm_loadu_si128 ((const __m128i *) (hand + 1));
  __m128i next_hi = _mm_loadu_si128 ((const __m128i *) (hand + 17));
  __m128i wanted = _mm_set1_epi8 ((char) card);
  guint mask = (guint) _mm_movemask_epi8 (_mm_cmpeq_epi8 (lo, wanted)) |
               (guint) _mm_movemask_epi8 (_mm_cmpeq_epi8 (hi, wanted)) << 16;
  __m128i at;
  __m128i keep_lo, keep_hi;

  mask &= G_MAXUINT32 >> (32 - len);
  g_assert (mask != 0);
  /* Bytes before the card stay, the others take their successor's value;
   * the signed compare is right for indices below 128.
   */
  at = _mm_set1_epi8 ((char) __builtin_ctz (mask));
  keep_lo = _mm_cmpgt_epi8 (at, iota_lo);
  keep_hi = _mm_cmpgt_epi8 (at, iota_hi);
  lo = _mm_or_si128 (_mm_and_si128 (keep_lo, lo), _mm_andnot_si128 (keep_lo, next_lo));
  hi = _mm_or_si128 (_mm_and_si128 (keep_hi, hi), _mm_andnot_si128 (keep_hi, next_hi));
  _mm_storeu_si128 ((__m128i *) hand, lo);
  _mm_storeu_si128 ((__m128i *) (hand + 16), hi);
}
#endif

static void
hand_remove (BirState *s,
             int       seat,
             TrpCard   card)
{
  TrpCard *hand = s->hands[seat];
  guint len = s->hand_len[seat];

#ifdef __SSE2__
  /* The bytes past the hand's end are moved along with it and mean
   * nothing.
   */
  G_STATIC_ASSERT (BIR_MAX_CARDS >= 33);
  if (len >= 1 && len <= 32)
    remove_first_of_32 (hand, len, card);
  else
#endif
    {
      int i = hand_find (s, seat, card);

      g_assert (i >= 0);
      memmove (&hand[i], &hand[i + 1], len - i - 1);
    }
  s->hand_len[seat]--;
  s->counts[seat][card]--;
  /* Without a branch: most cards are not known to the others (B-9). */
  s->known[seat][card] -= s->known[seat][card] > 0;
}

static void
hand_add (BirState *s,
          int       seat,
          TrpCard   card)
{
  s->hands[seat][s->hand_len[seat]++] = card;
  s->counts[seat][card]++;
}

/* After the hands were written other than by hand_add() and
 * hand_remove(): a deal or a position read from a file, a sample.
 */
void
bir_count_hands (BirState *s)
{
  memset (s->counts, 0, sizeof s->counts);
  for (guint seat = 0; seat < s->n_seats; seat++)
    for (guint i = 0; i < s->hand_len[seat]; i++)
      s->counts[seat][s->hands[seat][i]]++;
}

void
bir_hand_counts (const BirState *s,
             int             seat,
             guint8         *counts)
{
  memcpy (counts, s->counts[seat], BIR_N_CODES);
}

gboolean
bir_side_has_biriba (const BirState *s,
                 int             side)
{
  for (guint m = 0; m < s->n_melds; m++)
    if (s->melds[m].side == side && s->melds[m].info.n_cards >= 7)
      return TRUE;
  return FALSE;
}

/* B-19; A-10: the 18-card packet of the solo phase needs no biriba
 * unless solo_first_biribaki_needs_biriba says so. */
gboolean
bir_biribaki_needs_biriba (const BirState *s)
{
  if (s->opt.biribaki_without_biriba)
    return FALSE;
  if (s->opt.mode == BIR_TEAMS_FORMED && s->solo_phase)
    return s->opt.solo_first_needs_biriba;
  return TRUE;
}

static gboolean
may_take_biribaki (const BirState *s,
                   int             side,
                   gboolean        has_biriba)
{
  if (s->sides[side].took || s->n_packets_taken >= s->n_packets)
    return FALSE;
  return has_biriba || !bir_biribaki_needs_biriba (s);
}

static gboolean
may_go_out (const BirState *s,
            int             seat,
            gboolean        has_biriba)
{
  const BirSide *side = &s->sides[s->side_of_seat[seat]];

  return side->took && has_biriba &&
         (!s->opt.going_out_requires_own || side->taker == seat);
}

/* B-28: the fewest cards the hand may keep after a meld action. */
static guint
min_hand_after_meld (const BirState *s,
                     int             seat,
                     gboolean        has_biriba)
{
  int side = s->side_of_seat[seat];

  if (may_take_biribaki (s, side, has_biriba))
    return 0;
  if (s->sides[side].took && may_go_out (s, seat, has_biriba))
    return 1;
  return 2;
}

/* Whether bir_discard_forbidden() holds for every card of @counts, a hand of
 * @h cards. With only the top card barred, that is when all @h are copies
 * of it: one count to read, where reading all of them a vector at a time
 * would stall on the bytes a caller has just taken out. With every taken
 * card barred, eight counts at a time, as playouts ask at every meld after
 * taking the pile.
 */
static gboolean
all_forbidden (const BirState *s,
               const guint8   *counts,
               guint           h)
{
  guint64 words[BIR_N_CODES / 8];
  guint64 taken[BIR_N_CODES / 8];
  guint64 any = 0;

  if (!s->took_pile || s->restriction_waived)
    return h == 0;
  if (!s->opt.discard_all_taken)
    return s->taken_top < BIR_N_CODES ? counts[s->taken_top] == h : h == 0;

  G_STATIC_ASSERT (BIR_N_CODES % 8 == 0);
  memcpy (words, counts, sizeof words);
  /* taken_codes holds 0 or 1: × 0xff makes a mask of each byte. */
  memcpy (taken, s->taken_codes, sizeof taken);
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    any |= words[i] & ~(taken[i] * 0xff);
  return any == 0;
}

/* B-64: this seat plays just before its partner in the 3-player team game. */
gboolean
bir_before_partner (const BirState *s,
                int             seat)
{
  return s->opt.no_wild_discard && s->n_seats == 3 &&
         s->opt.mode == BIR_TEAMS_FORMED && !s->solo_phase &&
         s->side_of_seat[(seat + 1) % 3] == s->side_of_seat[seat];
}

int
bir_opening_minimum_for (const BirState *s,
                     int             seat)
{
  int unit;
  int total;

  if (s->opt.minimum_rows == 0)
    return 0;
  unit = s->opt.mode == BIR_TEAMS_FIXED ? seat % (int) s->opt.n_units : seat;
  total = s->totals_before[unit];
  /* B-57: half-points; B-60 uses the member's own total (A-24). */
  if (s->opt.half_points)
    total = total >= 0 ? total / 2 : -((-total + 1) / 2);
  return trp_biriba_opening_minimum (&s->opt, total);
}

static const char *
problem_rule (TrpBiribaMeldProblem problem)
{
  switch (problem)
    {
    case TRP_BIRIBA_MELD_TOO_SHORT:     return "B-13";
    case TRP_BIRIBA_MELD_TWO_WILDS:     return "B-16";
    case TRP_BIRIBA_MELD_WILD_FOR_WILD: return "B-25";
    case TRP_BIRIBA_MELD_NO_SETS:       return "B-15";
    case TRP_BIRIBA_MELD_NOT_A_MELD:
    case TRP_BIRIBA_MELD_OK:
    default:                            return "B-14";
    }
}

static void
set_meld_error (GError               **error,
                TrpBiribaMeldProblem   problem)
{
  switch (problem)
    {
    case TRP_BIRIBA_MELD_TOO_SHORT:
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-13",
                  _("A meld needs at least three cards"));
      break;
    case TRP_BIRIBA_MELD_TWO_WILDS:
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-16",
                  _("A meld may hold only one wild card"));
      break;
    case TRP_BIRIBA_MELD_WILD_FOR_WILD:
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-25",
                  _("This meld already has a wild card, so a joker or "
                    "a wild 2 cannot be added to it"));
      break;
    case TRP_BIRIBA_MELD_NO_SETS:
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-15",
                  _("Only runs may be melded in this game, not sets"));
      break;
    case TRP_BIRIBA_MELD_NOT_A_MELD:
    case TRP_BIRIBA_MELD_OK:
    default:
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, problem_rule (problem),
                  _("These cards are neither a run of one suit nor a "
                    "set of one rank"));
      break;
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
      s->kozi = trp_card_get_suit (upcard);   /* a 2 too (A-22) */
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
       * turned up, and another joker repeats this (A-21).
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
  guint8 deck_counts[BIR_N_CODES] = { 0, };
  guint8 dealt_counts[BIR_N_CODES] = { 0, };
  TrpCard upcard = TRP_CARD_NONE;
  guint stock_size;
  guint k = 0;

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
    {
      guint seat = dealer;

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
        upcard = deck[k++];
      for (guint i = 0; i < stock_size; i++)
        s->stock[stock_size - 1 - i] = deck[k++];
      s->stock_len = stock_size;
    }
  else
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

          if (code == NULL || !trp_card_from_code (code, &upcard, NULL))
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
    }

  /* B-10: exactly the cards of the deck, whichever way they were dealt
   * (a shuffle of the deck holds them by construction).
   */
  if (rng == NULL)
    {
      for (guint i = 0; i < n_cards; i++)
        deck_counts[proto->data[i]]++;
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
    }

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

/* ------------------------------------------------------------------ */
/* Validation                                                          */

static void     collect_meld_candidates (const BirState *s,
                                         const guint8   *counts,
                                         GPtrArray      *groups);
static void     pile_candidates      (const BirState   *s,
                                      int               seat,
                                      gboolean          allow_new,
                                      GPtrArray        *out);
static gboolean pile_take_possible   (const BirState   *s,
                                      int               seat);

static gboolean
check_phase (const BirState  *s,
             BirPhase         wanted,
             GError         **error)
{
  if (s->phase == wanted)
    return TRUE;

  switch (s->phase)
    {
    case BIR_PHASE_DECLARE_KOZI:
      rule_error (error, TRP_RULE_ERROR_WRONG_PHASE, "B-62",
                  _("Name the kozi first"));
      break;
    case BIR_PHASE_FIRST_DRAW:
      rule_error (error, TRP_RULE_ERROR_WRONG_PHASE, "B-63",
                  _("The first card of the hand must be drawn from the stock"));
      break;
    case BIR_PHASE_FIRST_CARD:
      rule_error (error, TRP_RULE_ERROR_WRONG_PHASE, "B-63",
                  _("Keep the first card or turn it up to start the pile"));
      break;
    case BIR_PHASE_DRAW:
      rule_error (error, TRP_RULE_ERROR_WRONG_PHASE, "B-21",
                  _("Draw from the stock or take the pile first"));
      break;
    case BIR_PHASE_MELD:
      rule_error (error, TRP_RULE_ERROR_WRONG_PHASE, "B-21",
                  _("You have already drawn; meld or discard"));
      break;
    case BIR_PHASE_BIRIBAKI:
      rule_error (error, TRP_RULE_ERROR_WRONG_PHASE, "B-29",
                  _("Take your biribaki first"));
      break;
    case BIR_PHASE_OVER:
    case BIR_PHASE_NONE:
    default:
      rule_error (error, TRP_RULE_ERROR_WRONG_PHASE, "B-33",
                  _("The hand is over"));
      break;
    }
  return FALSE;
}

/* The checks every meld action shares, on the hand it would leave
 * (B-23, B-27 (b), B-28, B-56). @counts is that hand, of @h cards.
 */
gboolean
bir_check_hand_after_meld (const BirState  *s,
                       int              seat,
                       const guint8    *counts,
                       guint            h,
                       gboolean         has_biriba_after,
                       gboolean         new_meld,
                       GError         **error)
{
  guint minimum = min_hand_after_meld (s, seat, has_biriba_after);

  if (s->opt.mode == BIR_TEAMS_FORMED && s->solo_phase && s->opt.solo_go_down_only)
    {
      /* B-56: before the teams form, melding means going down at once. */
      if (new_meld && !s->melded_this_turn && h > 1)
        {
          rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-56",
                      _("Before the teams are formed you may meld only "
                        "to go down with all your cards but one at most"));
          return FALSE;
        }
      if (!has_biriba_after && bir_biribaki_needs_biriba (s))
        {
          rule_error (error, TRP_RULE_ERROR_ILLEGAL, "A-10",
                      _("Going down before the teams are formed needs a biriba"));
          return FALSE;
        }
    }

  if (h < minimum)
    {
      if (minimum == 1)
        rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-28",
                    _("Keep one card: you go out by discarding it"));
      else
        rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-28",
                    _("Keep at least two cards: one to discard and one "
                      "to play on with"));
      return FALSE;
    }

  if (h > 0 && s->took_pile && !s->restriction_waived && all_forbidden (s, counts, h))
    {
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-27",
                  _("This would leave you only cards you may not discard "
                    "after taking the pile"));
      return FALSE;
    }

  return TRUE;
}

static gboolean
validate_new_meld (const BirState   *s,
                   const TrpAction  *action,
                   GError          **error)
{
  guint8 counts[BIR_N_CODES];
  guint n_groups = trp_action_get_n_groups (action);
  gboolean has_biriba = bir_side_has_biriba (s, s->side_of_seat[action->seat]);
  int side = s->side_of_seat[action->seat];
  int value = 0;
  int minimum;

  if (n_groups == 0 || action->n_cards == 0)
    {
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-23",
                  _("Choose the cards of the new meld"));
      return FALSE;
    }
  if (s->n_melds + n_groups > BIR_MAX_MELDS)
    {
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-23",
                  _("There is no room for more melds"));
      return FALSE;
    }

  bir_hand_counts (s, action->seat, counts);
  for (guint i = 0; i < action->n_cards; i++)
    {
      TrpCard card = action->cards[i];

      if (card >= BIR_N_CODES || counts[card] == 0)
        {
          rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-23",
                      _("You do not hold all of these cards"));
          return FALSE;
        }
      counts[card]--;
      value += trp_biriba_card_value (card, s->opt.joker_value, s->opt.two_value);
    }

  for (guint g = 0; g < n_groups; g++)
    {
      guint n;
      const TrpCard *cards = trp_action_get_group (action, g, &n);
      TrpBiribaMeldInfo info;
      TrpBiribaMeldProblem problem = trp_biriba_meld_evaluate (&s->meld_rules, cards, n, &info);

      if (problem != TRP_BIRIBA_MELD_OK)
        {
          set_meld_error (error, problem);
          return FALSE;
        }
      if (n >= 7)
        has_biriba = TRUE;
    }

  /* B-60: the opening of a closed side. */
  if (!s->sides[side].opened && (minimum = bir_opening_minimum_for (s, action->seat)) > 0 &&
      value < minimum)
    {
      g_autofree char *minimum_text = trp_format_number (minimum);
      g_autofree char *value_text = trp_format_number (value);

      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-60",
                  _("Your side’s first meld must be worth at least %s "
                    "points; these cards are worth %s"), minimum_text, value_text);
      return FALSE;
    }

  return bir_check_hand_after_meld (s, action->seat, counts,
                                s->hand_len[action->seat] - action->n_cards,
                                has_biriba, TRUE, error);
}

static gboolean
validate_add_to_meld (const BirState   *s,
                      const TrpAction  *action,
                      GError          **error)
{
  guint8 counts[BIR_N_CODES];
  const BirMeld *meld;
  TrpBiribaMeldInfo info;
  TrpBiribaMeldProblem problem;
  gboolean has_biriba;

  if (action->target < 0 || action->target >= s->n_melds)
    {
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-23",
                  _("There is no such meld"));
      return FALSE;
    }
  meld = &s->melds[action->target];
  if (meld->side != s->side_of_seat[action->seat])
    {
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-26",
                  _("You may add cards only to your own side’s melds"));
      return FALSE;
    }
  if (action->n_cards == 0)
    {
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-23",
                  _("Choose the cards to add"));
      return FALSE;
    }
  if (s->opt.mode == BIR_TEAMS_FORMED && s->solo_phase && s->opt.solo_go_down_only &&
      !s->melded_this_turn)
    {
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-56",
                  _("Before the teams are formed you may meld only to go down"));
      return FALSE;
    }

  bir_hand_counts (s, action->seat, counts);
  for (guint i = 0; i < action->n_cards; i++)
    {
      TrpCard card = action->cards[i];

      if (card >= BIR_N_CODES || counts[card] == 0)
        {
          rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-23",
                      _("You do not hold all of these cards"));
          return FALSE;
        }
      counts[card]--;
    }

  problem = trp_biriba_meld_add (&s->meld_rules, meld->cards, &meld->info,
                                 action->cards, action->n_cards, &info);
  if (problem != TRP_BIRIBA_MELD_OK)
    {
      if (problem == TRP_BIRIBA_MELD_NOT_A_MELD)
        rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-24",
                    _("These cards do not fit this meld"));
      else
        set_meld_error (error, problem);
      return FALSE;
    }

  has_biriba = bir_side_has_biriba (s, meld->side) || info.n_cards >= 7;
  return bir_check_hand_after_meld (s, action->seat, counts,
                                s->hand_len[action->seat] - action->n_cards,
                                has_biriba, FALSE, error);
}

/* The checks of a discard of a held card (B-27, B-61, B-64) past
 * bir_check_discard()'s quick answer; @counts is the hand.
 */
gboolean
bir_check_discard_rules (const BirState  *s,
                         int              seat,
                         TrpCard          card,
                         const guint8    *counts,
                         GError         **error)
{
  int side = s->side_of_seat[seat];

  if (s->pile_obligation)
    {
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-61",
                  _("Meld a card from the pile you took before you discard"));
      return FALSE;
    }

  /* B-27 (b), with a last-resort waiver when no card is left to discard. */
  if (bir_discard_forbidden (s, card) && !all_forbidden (s, counts, s->hand_len[seat]))
    {
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-27",
                  _("You may not discard the card you took from the top "
                    "of the pile, or one identical to it"));
      return FALSE;
    }

  /* B-64, waived when every card is wild or B-27 (b) forbids the rest. */
  if (bir_before_partner (s, seat) && trp_biriba_card_is_wild_capable (card))
    {
      gboolean other = FALSE;

      for (guint c = 0; c < BIR_N_CODES && !other; c++)
        other = counts[c] > 0 && !trp_biriba_card_is_wild_capable ((TrpCard) c) &&
                !bir_discard_forbidden (s, (TrpCard) c);
      if (other)
        {
          rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-64",
                      _("You may not discard a joker or a 2 just before "
                        "your partner plays"));
          return FALSE;
        }
    }

  /* B-27 (d): emptying the hand takes the biribaki or goes out. */
  if (s->hand_len[seat] == 1)
    {
      gboolean has_biriba = bir_side_has_biriba (s, side);

      if (!may_take_biribaki (s, side, has_biriba) && !may_go_out (s, seat, has_biriba))
        {
          rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-31",
                      _("You cannot go out yet: your side needs its "
                        "biribaki and a biriba"));
          return FALSE;
        }
    }

  return TRUE;
}

static gboolean
validate_discard (const BirState   *s,
                  const TrpAction  *action,
                  GError          **error)
{
  TrpCard card;

  if (action->n_cards != 1)
    {
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-27",
                  _("Discard exactly one card"));
      return FALSE;
    }
  card = action->cards[0];
  if (card >= BIR_N_CODES || s->counts[action->seat][card] == 0)
    {
      rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-27",
                  _("You do not hold that card"));
      return FALSE;
    }

  return bir_check_discard (s, action->seat, card, s->counts[action->seat], error);
}

gboolean
bir_validate_state (const BirState   *s,
                const TrpAction  *action,
                GError          **error)
{
  const char *type = action->type;

  if (s->phase == BIR_PHASE_OVER || s->phase == BIR_PHASE_NONE)
    return check_phase (s, BIR_PHASE_DRAW, error);

  if (action->seat != s->current)
    {
      rule_error (error, TRP_RULE_ERROR_NOT_YOUR_TURN, "B-20",
                  _("It is not your turn"));
      return FALSE;
    }

  if (type == bir_action_draw_stock)
    {
      if (s->phase != BIR_PHASE_FIRST_DRAW && !check_phase (s, BIR_PHASE_DRAW, error))
        return FALSE;
      if (s->stock_len == 0)
        {
          rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-22",
                      _("The stock is empty"));
          return FALSE;
        }
      return TRUE;
    }

  if (type == bir_action_take_pile)
    {
      if (!check_phase (s, BIR_PHASE_DRAW, error))
        return FALSE;
      if (s->must_draw_stock)
        {
          rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-63",
                      _("After turning up the first card, draw from the stock"));
          return FALSE;
        }
      if (s->pile_len == 0)
        {
          rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-22",
                      _("The pile is empty"));
          return FALSE;
        }
      if (s->opt.pickup != TRP_BIRIBA_PILE_PICKUP_RESTRICTION_NONE && !pile_take_possible (s, action->seat))
        {
          if (s->opt.pickup == TRP_BIRIBA_PILE_PICKUP_RESTRICTION_CAN_ADD_TO_EXISTING)
            rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-61",
                        _("You may take the pile only if one of its cards "
                          "fits one of your side’s melds"));
          else
            rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-61",
                        _("You may take the pile only if one of its cards "
                          "can be melded"));
          return FALSE;
        }
      return TRUE;
    }

  if (type == bir_action_pass)
    {
      if (!check_phase (s, BIR_PHASE_DRAW, error))
        return FALSE;
      if (s->stock_len > 0 || s->opt.end_when_empty)
        {
          rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-32",
                      _("You may pass only when the stock is empty"));
          return FALSE;
        }
      return TRUE;
    }

  if (type == bir_action_new_meld || type == bir_action_add_to_meld)
    {
      if (!check_phase (s, BIR_PHASE_MELD, error))
        return FALSE;
      if (type == bir_action_new_meld ? !validate_new_meld (s, action, error)
                                  : !validate_add_to_meld (s, action, error))
        return FALSE;
      if (s->pile_obligation && !bir_meets_obligation (s, action) &&
          !bir_obligation_still_possible (s, action))
        {
          rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-61",
                      _("You could then no longer meld a card from the "
                        "pile you took, which you must do this turn"));
          return FALSE;
        }
      return TRUE;
    }

  if (type == bir_action_discard)
    return check_phase (s, BIR_PHASE_MELD, error) && validate_discard (s, action, error);

  if (type == bir_action_take_biribaki)
    return check_phase (s, BIR_PHASE_BIRIBAKI, error);

  if (type == bir_action_declare_kozi)
    {
      if (!check_phase (s, BIR_PHASE_DECLARE_KOZI, error))
        return FALSE;
      if (action->suit > TRP_SUIT_NONE)
        {
          rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-62",
                      _("Name a suit, or no kozi"));
          return FALSE;
        }
      return TRUE;
    }

  if (type == bir_action_first_card_keep || type == bir_action_first_card_to_pile)
    return check_phase (s, BIR_PHASE_FIRST_CARD, error);

  rule_error (error, TRP_RULE_ERROR_ILLEGAL, "B-34",
              _("Biriba has no such move"));
  return FALSE;
}

static gboolean
biriba_validate (TrpGame          *game,
                 const TrpAction  *action,
                 GError          **error)
{
  return bir_validate_state (&TRP_BIRIBA_GAME (game)->s, action, error);
}

/* ------------------------------------------------------------------ */
/* Applying                                                            */

static void
end_hand (BirState *s,
          BirEnd    end)
{
  s->end = end;
  s->phase = BIR_PHASE_OVER;
}

static void
next_turn (BirState *s)
{
  /* B-32 end_when_empty: the turn that drew the last card is complete. */
  if (s->opt.end_when_empty && s->drew_last_stock)
    {
      end_hand (s, BIR_END_STOCK_EMPTY);
      return;
    }

  /* A-29: the self-play safeguard. */
  if (s->started_empty && s->opt.stalemate_limit > 0 &&
      ++s->turns_after_empty >= (guint) s->opt.stalemate_limit)
    {
      end_hand (s, BIR_END_STALEMATE);
      return;
    }

  s->idle_turns++;
  /* No division: it would cost more than the rest of the turn's end. */
  s->current = s->current + 1 < (int) s->n_seats ? s->current + 1 : 0;
  s->phase = BIR_PHASE_DRAW;
  s->took_pile = FALSE;
  s->taken_top = TRP_CARD_NONE;
  memset (s->taken_codes, 0, sizeof s->taken_codes);
  s->restriction_waived = FALSE;
  s->pile_obligation = FALSE;
  s->drew_last_stock = FALSE;
  s->must_draw_stock = FALSE;
  s->melded_this_turn = FALSE;
  s->biribaki_after_discard = FALSE;
  s->first_card = TRP_CARD_NONE;
  s->started_empty = s->stock_len == 0;
  /* B-44: the record lasts until the taker's next turn begins. */
  s->unused_packet[s->current] = FALSE;
}

/* B-52, B-53: the taker of the first packet plays alone, the others pair
 * up alternately. A team's side is its first member's.
 */
static void
form_teams (BirState *s,
            int       taker)
{
  guint n = s->n_seats;
  int a, b;

  for (guint pair = 0; pair < (n == 5 ? 2u : 1u); pair++)
    {
      if (n == 5)
        {
          a = (taker + 1 + pair) % 5;
          b = (taker + 3 + pair) % 5;
        }
      else
        {
          a = (taker + 1) % 3;
          b = (taker + 2) % 3;
        }

      s->side_of_seat[b] = (gint8) a;
      s->sides[a].opened |= s->sides[b].opened;
      memset (&s->sides[b], 0, sizeof s->sides[b]);
      s->sides[b].taker = -1;
      s->sides[b].packet = -1;
      for (guint m = 0; m < s->n_melds; m++)
        if (s->melds[m].side == b)
          s->melds[m].side = (guint8) a;
    }

  s->solo_phase = FALSE;
}

static void
after_meld (BirState *s,
            int       seat,
            const TrpCard *cards,
            guint          n_cards)
{
  int side = s->side_of_seat[seat];

  s->sides[side].opened = TRUE;
  s->melded_this_turn = TRUE;
  s->idle_turns = 0;
  if (s->pile_obligation)
    for (guint i = 0; i < n_cards; i++)
      if (s->taken_codes[cards[i]])
        s->pile_obligation = FALSE;

  /* B-29 (a): an empty hand takes the biribaki at once. */
  if (s->hand_len[seat] == 0)
    {
      s->phase = BIR_PHASE_BIRIBAKI;
      s->biribaki_after_discard = FALSE;
    }
}

/* @info is the meld with the cards added, which random playouts know
 * from their own test of the move.
 */
/* Where trp_biriba_meld_arrange() would put one card added to an arranged
 * meld, in the common cases where that is plain to see; -1 otherwise.
 */
static int
arranged_place (const BirState          *s,
                const BirMeld           *meld,
                TrpCard                  card,
                const TrpBiribaMeldInfo *info)
{
  const TrpCard *cards = meld->cards;
  guint n = meld->info.n_cards;

  if (info->kind == TRP_BIRIBA_MELD_SET && info->key != TRP_RANK_TWO)
    {
      /* The naturals by suit, then the wild card. */
      guint k = n - meld->info.n_wild;

      if (trp_biriba_card_is_wild_capable (card))
        return meld->info.n_wild == 0 ? (int) n : -1;
      while (k > 0 && cards[k - 1] > card)
        k--;
      return (int) k;
    }

  /* A run of naturals alone (no 2 at its low end) grows at one end; its
   * ace, if any, is high. A wild card goes on top while there is room.
   */
  if (info->kind == TRP_BIRIBA_MELD_RUN && meld->info.n_wild == 0 &&
      trp_card_get_rank (cards[0]) != TRP_RANK_ACE && trp_card_get_rank (cards[0]) != TRP_RANK_TWO)
    {
      guint top = trp_card_get_rank (cards[n - 1]);

      if (info->n_wild == 0 && !trp_biriba_card_is_wild_capable (card))
        return trp_card_get_rank (card) != TRP_RANK_ACE &&
               trp_card_get_rank (card) < trp_card_get_rank (cards[0]) ? 0 : (int) n;
      if (info->n_wild == 1 && trp_biriba_card_is_wild_capable (card))
        return top != TRP_RANK_ACE && (top <= 12 || s->meld_rules.ace_high_in_runs) ? (int) n : 0;
    }

  return -1;
}

G_STATIC_ASSERT (BIR_MAX_MELDS <= 64);

/* Lays out meld @m if a playout left its cards in the order played. */
void
bir_lay_out_meld (BirState *s,
                  guint     m)
{
  guint64 bit = G_GUINT64_CONSTANT (1) << m;

  if (s->unarranged & bit)
    {
      trp_biriba_meld_arrange_known (&s->meld_rules, s->melds[m].cards,
                                     s->melds[m].info.n_cards, &s->melds[m].info);
      s->unarranged &= ~bit;
    }
}

/* Copies the cards of meld @m into @cards as laid out, without changing
 * the state; returns how many.
 */
guint
bir_meld_laid_out (const BirState *s,
                   guint           m,
                   TrpCard        *cards)
{
  const BirMeld *meld = &s->melds[m];

  memcpy (cards, meld->cards, meld->info.n_cards);
  if (s->unarranged & (G_GUINT64_CONSTANT (1) << m))
    trp_biriba_meld_arrange_known (&s->meld_rules, cards, meld->info.n_cards, &meld->info);
  return meld->info.n_cards;
}

/* Without @lay_out, as playouts apply, the cards join the meld in the
 * order played and the meld is marked to be laid out when looked at: the
 * layout cost a tenth of a random playout, which nothing reads.
 */
void
bir_apply_add_to_meld (BirState                *s,
                       const TrpAction         *action,
                       const TrpBiribaMeldInfo *info,
                       gboolean                 lay_out)
{
  BirMeld *meld = &s->melds[action->target];

  if (!lay_out)
    {
      for (guint i = 0; i < action->n_cards; i++)
        meld->cards[meld->info.n_cards + i] = action->cards[i];
      s->unarranged |= G_GUINT64_CONSTANT (1) << action->target;
    }
  else
    {
      int place;

      /* arranged_place() reads the layout. */
      bir_lay_out_meld (s, (guint) action->target);
      place = action->n_cards == 1 ? arranged_place (s, meld, action->cards[0], info) : -1;
      if (place >= 0)
        {
          memmove (meld->cards + place + 1, meld->cards + place, meld->info.n_cards - place);
          meld->cards[place] = action->cards[0];
        }
      else
        {
          memcpy (meld->cards + meld->info.n_cards, action->cards, action->n_cards);
          trp_biriba_meld_arrange_known (&s->meld_rules, meld->cards, info->n_cards, info);
        }
    }
  meld->info = *info;
  for (guint i = 0; i < action->n_cards; i++)
    hand_remove (s, action->seat, action->cards[i]);
  after_meld (s, action->seat, action->cards, action->n_cards);
}

/* @infos, if not %NULL, are the groups' evaluations, which random
 * playouts know from their own test of the move.
 */
void
bir_apply_new_meld (BirState                *s,
                    const TrpAction         *action,
                    const TrpBiribaMeldInfo *infos,
                    gboolean                 lay_out)
{
  guint n_groups = trp_action_get_n_groups (action);
  int seat = action->seat;
  int side = s->side_of_seat[seat];
  const TrpCard *cards = action->cards;

  for (guint g = 0; g < n_groups; g++)
    {
      guint n = action->n_groups == 0 ? action->n_cards : action->group_sizes[g];
      BirMeld *meld = &s->melds[s->n_melds++];

      memset (meld, 0, sizeof *meld);
      memcpy (meld->cards, cards, n);
      if (infos != NULL)
        meld->info = infos[g];
      else
        trp_biriba_meld_evaluate (&s->meld_rules, cards, n, &meld->info);
      if (lay_out)
        trp_biriba_meld_arrange_known (&s->meld_rules, meld->cards, n, &meld->info);
      else
        s->unarranged |= G_GUINT64_CONSTANT (1) << (s->n_melds - 1);
      meld->side = (guint8) side;
      for (guint i = 0; i < n; i++)
        hand_remove (s, seat, cards[i]);
      cards += n;
    }
  after_meld (s, seat, action->cards, action->n_cards);
}

/* bir_apply_state() of the moves other than the draw from the stock and
 * the discard: apart, so that those two need no large stack frame.
 */
static G_GNUC_NO_INLINE void
apply_other (BirState        *s,
             const TrpAction *action)
{
  const char *type = action->type;
  int seat = action->seat;

  if (type == bir_action_take_pile)
    {
      guint n = s->pile_len;
      guint8 *counts = s->counts[seat];
      guint8 *known = s->known[seat];

      s->took_pile = TRUE;
      s->taken_top = s->pile[n - 1];
      /* Through locals: a card is a byte, and each store of one would
       * otherwise have every length read again from memory.
       */
      memcpy (s->hands[seat] + s->hand_len[seat], s->pile, n);
      s->hand_len[seat] += n;
      for (guint i = 0; i < n; i++)
        {
          TrpCard card = s->pile[i];

          counts[card]++;
          known[card]++;
          s->taken_codes[card] = 1;
        }
      s->pile_len = 0;
      s->passes = 0;
      s->restriction_waived = all_forbidden (s, s->counts[seat], s->hand_len[seat]);
      s->pile_obligation = s->opt.pickup == TRP_BIRIBA_PILE_PICKUP_RESTRICTION_MUST_MELD_FROM_PILE;
      s->phase = BIR_PHASE_MELD;
    }
  else if (type == bir_action_pass)
    {
      if (++s->passes >= s->n_seats)
        end_hand (s, BIR_END_ALL_PASS);
      else
        next_turn (s);
    }
  else if (type == bir_action_new_meld)
    bir_apply_new_meld (s, action, NULL, TRUE);
  else if (type == bir_action_add_to_meld)
    {
      const BirMeld *meld = &s->melds[action->target];
      TrpBiribaMeldInfo info;

      trp_biriba_meld_add (&s->meld_rules, meld->cards, &meld->info,
                           action->cards, action->n_cards, &info);
      bir_apply_add_to_meld (s, action, &info, TRUE);
    }
  else if (type == bir_action_take_biribaki)
    {
      int side = s->side_of_seat[seat];
      int packet = s->n_packets_taken++;

      for (guint i = 0; i < s->packet_len[packet]; i++)
        hand_add (s, seat, s->packets[packet][i]);
      s->sides[side].took = TRUE;
      s->sides[side].taker = (gint8) seat;
      s->idle_turns = 0;
      s->sides[side].packet = (gint8) packet;
      if (s->solo_phase)
        form_teams (s, seat);

      if (s->biribaki_after_discard)
        {
          /* B-29 (b): the new cards wait for the next turn (B-44). */
          s->unused_packet[seat] = TRUE;
          next_turn (s);
        }
      else
        s->phase = BIR_PHASE_MELD;
    }
  else if (type == bir_action_declare_kozi)
    {
      s->kozi = action->suit == TRP_SUIT_NONE ? -1 : (int) action->suit;
      s->phase = BIR_PHASE_DRAW;
    }
  else if (type == bir_action_first_card_keep)
    s->phase = BIR_PHASE_MELD;
  else if (type == bir_action_first_card_to_pile)
    {
      hand_remove (s, seat, s->first_card);
      s->pile[s->pile_len++] = s->first_card;
      s->first_card = TRP_CARD_NONE;
      s->must_draw_stock = TRUE;
      s->phase = BIR_PHASE_DRAW;
    }
  else
    g_assert_not_reached ();
}

void
bir_apply_state (BirState        *s,
                 const TrpAction *action)
{
  const char *type = action->type;
  int seat = action->seat;

  if (type == bir_action_draw_stock)
    {
      TrpCard card = s->stock[--s->stock_len];

      hand_add (s, seat, card);
      if (s->stock_len == 0)
        s->drew_last_stock = TRUE;
      s->passes = 0;
      s->idle_turns = 0;
      if (s->phase == BIR_PHASE_FIRST_DRAW)
        {
          s->first_card = card;
          s->phase = BIR_PHASE_FIRST_CARD;
        }
      else
        s->phase = BIR_PHASE_MELD;
      s->must_draw_stock = FALSE;
    }
  else if (type == bir_action_discard)
    {
      TrpCard card = action->cards[0];
      int side = s->side_of_seat[seat];

      hand_remove (s, seat, card);
      s->pile[s->pile_len++] = card;

      if (s->hand_len[seat] == 0)
        {
          if (may_go_out (s, seat, bir_side_has_biriba (s, side)))
            {
              s->went_out_seat = seat;
              end_hand (s, BIR_END_OUT);
            }
          else
            {
              s->phase = BIR_PHASE_BIRIBAKI;
              s->biribaki_after_discard = TRUE;
            }
        }
      else
        next_turn (s);
    }
  else
    apply_other (s, action);
}

static void
biriba_apply (TrpGame         *game,
              const TrpAction *action)
{
  bir_apply_state (&TRP_BIRIBA_GAME (game)->s, action);
}

/* ------------------------------------------------------------------ */
/* Pile pickup (B-61)                                                  */

gboolean
bir_meets_obligation (const BirState  *s,
                  const TrpAction *action)
{
  for (guint i = 0; i < action->n_cards; i++)
    if (action->cards[i] < BIR_N_CODES && s->taken_codes[action->cards[i]])
      return TRUE;
  return FALSE;
}

/* Takes @group's cards out of @left, or leaves @left as it was and
 * returns %FALSE when one of them is missing: how an opening gathers
 * melds greedily (B-60).
 */
static gboolean
take_group (guint8           *left,
            const GByteArray *group)
{
  guint taken;

  for (taken = 0; taken < group->len && left[group->data[taken]] > 0; taken++)
    left[group->data[taken]]--;
  if (taken == group->len)
    return TRUE;
  while (taken-- > 0)
    left[group->data[taken]]++;
  return FALSE;
}

/* Meld actions that use a card taken from the pile this turn: each taken
 * card onto each of the side's melds, and (with @allow_new) new melds
 * holding it, alone or with the hand's other melds for an opening (B-60).
 */
static void
pile_candidates (const BirState *s,
                 int             seat,
                 gboolean        allow_new,
                 GPtrArray      *out)
{
  int side = s->side_of_seat[seat];
  guint8 counts[BIR_N_CODES];

  bir_hand_counts (s, seat, counts);

  for (guint c = 0; c < BIR_N_CODES; c++)
    {
      TrpCard card = (TrpCard) c;
      TrpCard three[3];

      if (!s->taken_codes[c] || counts[c] == 0)
        continue;

      for (guint m = 0; m < s->n_melds; m++)
        if (s->melds[m].side == side)
          {
            TrpAction *action = trp_action_new_with_cards (TRP_BIRIBA_ACTION_ADD_TO_MELD, seat, &card, 1);

            action->target = (int) m;
            g_ptr_array_add (out, action);
          }

      if (!allow_new)
        continue;

      counts[c]--;
      if (trp_biriba_card_forms_meld (&s->meld_rules, card, counts, three))
        {
          TrpAction *action = trp_action_new (TRP_BIRIBA_ACTION_NEW_MELD, seat);
          g_autoptr(GPtrArray) groups = g_ptr_array_new_with_free_func ((GDestroyNotify) g_byte_array_unref);
          guint8 left[BIR_N_CODES];
          TrpAction *opening;

          trp_action_add_group (action, three, 3);
          g_ptr_array_add (out, action);

          /* The same meld with the hand's other melds, greedily. */
          memcpy (left, counts, sizeof left);
          counts[c]++;
          for (guint k = 0; k < 3; k++)
            if (three[k] != card)
              left[three[k]]--;
          collect_meld_candidates (s, left, groups);
          opening = trp_action_new (TRP_BIRIBA_ACTION_NEW_MELD, seat);
          trp_action_add_group (opening, three, 3);
          for (guint g = 0; g < groups->len; g++)
            {
              GByteArray *group = g_ptr_array_index (groups, g);

              if (take_group (left, group))
                trp_action_add_group (opening, group->data, group->len);
            }
          g_ptr_array_add (out, opening);
        }
      else
        counts[c]++;
    }
}

/* B-60 with B-61: an opening that holds a card taken from the pile. The
 * greedy openings of pile_candidates() miss those that must leave a meld
 * out (to keep two cards, B-28) or choose between overlapping melds, so
 * this tries every combination of candidate melds, and bir_validate_state()
 * judges each; the search is bounded, but the bound is far above what a
 * hand of a few dozen cards needs.
 */
#define OPENING_SEARCH_NODES 20000
/* legal_actions() runs at every meld step of a search: a smaller bound. */
#define OPENING_LIST_NODES 2000

typedef struct
{
  const BirState *s;
  GPtrArray      *groups;
  int            *group_value;
  guint8          left[BIR_N_CODES];
  int             left_value;
  int             value;
  int             minimum;
  TrpCard         cards[BIR_MAX_CARDS];
  guint8          group_sizes[BIR_MAX_MELDS];
  TrpAction       action;
  guint           n_taken;
  gboolean        need_taken;
  guint           nodes;
  guint           max_nodes;
} OpeningSearch;

static gboolean
opening_search (OpeningSearch *search,
                guint          first)
{
  TrpAction *action = &search->action;

  if (++search->nodes > search->max_nodes)
    return FALSE;

  if (action->n_groups > 0 && (search->n_taken > 0 || !search->need_taken) &&
      search->value >= search->minimum &&
      bir_validate_state (search->s, action, NULL))
    return TRUE;

  /* Even every card left would not reach the minimum. */
  if (search->value + search->left_value < search->minimum)
    return FALSE;

  for (guint g = first; g < search->groups->len && action->n_groups < BIR_MAX_MELDS; g++)
    {
      GByteArray *group = g_ptr_array_index (search->groups, g);
      guint fitted = 0;
      guint taken = 0;

      for (; fitted < group->len; fitted++)
        {
          TrpCard card = group->data[fitted];

          if (search->left[card] == 0)
            break;
          search->left[card]--;
          taken += search->s->taken_codes[card] != 0;
        }
      if (fitted == group->len && action->n_cards + group->len <= BIR_MAX_CARDS)
        {
          memcpy (search->cards + action->n_cards, group->data, group->len);
          search->group_sizes[action->n_groups++] = (guint8) group->len;
          action->n_cards += group->len;
          search->n_taken += taken;
          search->value += search->group_value[g];
          search->left_value -= search->group_value[g];

          /* Identical groups may be melded twice (B-3: two decks). */
          if (opening_search (search, g))
            return TRUE;

          search->left_value += search->group_value[g];
          search->value -= search->group_value[g];
          search->n_taken -= taken;
          action->n_cards -= group->len;
          action->n_groups--;
        }
      while (fitted > 0)
        search->left[group->data[--fitted]]++;
    }

  return FALSE;
}

/* Finds an opening (holding a card taken from the pile if @need_taken),
 * and returns it in @out if that is not %NULL.
 */
static gboolean
opening_possible (const BirState  *s,
                  int              seat,
                  gboolean         need_taken,
                  guint            max_nodes,
                  TrpAction      **out)
{
  g_autoptr(GPtrArray) groups = g_ptr_array_new_with_free_func ((GDestroyNotify) g_byte_array_unref);
  g_autofree int *group_value = NULL;
  OpeningSearch *search = g_new0 (OpeningSearch, 1);
  gboolean possible;

  bir_hand_counts (s, seat, search->left);
  collect_meld_candidates (s, search->left, groups);
  /* Sets of more than three hold the taken card only when they hold all:
   * add each taken card's own three-card meld.
   */
  for (guint c = 0; c < BIR_N_CODES; c++)
    {
      TrpCard three[3];

      if (!s->taken_codes[c] || search->left[c] == 0)
        continue;
      search->left[c]--;
      if (trp_biriba_card_forms_meld (&s->meld_rules, (TrpCard) c, search->left, three))
        g_ptr_array_add (groups, g_byte_array_append (g_byte_array_new (), three, 3));
      search->left[c]++;
    }

  group_value = g_new0 (int, MAX (groups->len, 1));
  for (guint g = 0; g < groups->len; g++)
    {
      GByteArray *group = g_ptr_array_index (groups, g);

      for (guint i = 0; i < group->len; i++)
        group_value[g] += trp_biriba_card_value (group->data[i], s->opt.joker_value,
                                                 s->opt.two_value);
    }
  for (guint c = 0; c < BIR_N_CODES; c++)
    search->left_value += search->left[c] * trp_biriba_card_value ((TrpCard) c, s->opt.joker_value,
                                                                  s->opt.two_value);

  search->s = s;
  search->groups = groups;
  search->group_value = group_value;
  search->minimum = bir_opening_minimum_for (s, seat);
  search->action.type = bir_action_new_meld;
  search->action.seat = seat;
  search->action.target = -1;
  search->action.suit = TRP_SUIT_NONE;
  search->action.cards = search->cards;
  search->action.group_sizes = search->group_sizes;
  search->need_taken = need_taken;
  search->max_nodes = max_nodes;
  possible = opening_search (search, 0);
  if (possible && out != NULL)
    *out = trp_action_copy (&search->action);
  g_free (search);
  return possible;
}

static gboolean
any_candidate_valid (const BirState *s,
                     int             seat,
                     gboolean        allow_new)
{
  g_autoptr(GPtrArray) candidates = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_action_free);

  pile_candidates (s, seat, allow_new, candidates);
  for (guint i = 0; i < candidates->len; i++)
    if (bir_validate_state (s, g_ptr_array_index (candidates, i), NULL))
      return TRUE;

  /* The greedy candidates can miss an opening under a minimum (B-60) and
   * going down in the solo phase (B-56); elsewhere one meld is enough.
   */
  if (allow_new &&
      ((!s->sides[s->side_of_seat[seat]].opened && bir_opening_minimum_for (s, seat) > 0) ||
       (s->opt.mode == BIR_TEAMS_FORMED && s->solo_phase && s->opt.solo_go_down_only)))
    return opening_possible (s, seat, TRUE, OPENING_SEARCH_NODES, NULL);
  return FALSE;
}

/* B-61: judged on the state right after the take, under every rule. */
static gboolean
pile_take_possible (const BirState *s,
                    int             seat)
{
  BirState *after = g_new (BirState, 1);
  TrpAction take = { 0, };
  gboolean possible;

  take.type = bir_action_take_pile;
  take.seat = seat;
  take.target = -1;
  *after = *s;
  bir_apply_state (after, &take);
  possible = any_candidate_valid (after, seat, s->opt.pickup != TRP_BIRIBA_PILE_PICKUP_RESTRICTION_CAN_ADD_TO_EXISTING);
  g_free (after);
  return possible;
}

/* must_meld_from_pile: a meld action that does not use a pile card must
 * leave some way to use one, or the turn could never end.
 */
gboolean
bir_obligation_still_possible (const BirState  *s,
                           const TrpAction *action)
{
  BirState *after = g_new (BirState, 1);
  gboolean possible;

  *after = *s;
  bir_apply_state (after, action);
  possible = after->phase == BIR_PHASE_MELD && any_candidate_valid (after, action->seat, TRUE);
  g_free (after);
  return possible;
}

/* ------------------------------------------------------------------ */
/* Enumeration                                                         */

static void
add_if_legal (TrpGame   *game,
              GPtrArray *actions,
              TrpAction *action)
{
  if (biriba_validate (game, action, NULL))
    g_ptr_array_add (actions, action);
  else
    trp_action_free (action);
}

/* The same for an action on the stack: only a legal one is copied. */
static void
add_copy_if_legal (TrpGame         *game,
                   GPtrArray       *actions,
                   const TrpAction *action)
{
  if (biriba_validate (game, action, NULL))
    g_ptr_array_add (actions, trp_action_copy (action));
}

/* Candidate new melds out of @counts: sets of a rank, runs of naturals,
 * and such groups completed by one wild card. A useful subset (DESIGN.md):
 * validate() stays complete.
 */
static void
collect_meld_candidates (const BirState *s,
                         const guint8   *counts,
                         GPtrArray      *groups)
{
  TrpCard wilds[8];
  guint n_wilds = bir_collect_wilds (counts, wilds);

  if (!s->meld_rules.runs_only)
    for (guint rank = TRP_RANK_ACE; rank <= TRP_RANK_KING; rank++)
      {
        GByteArray *group;
        guint n = 0;

        if (rank == TRP_RANK_TWO && !s->meld_rules.allow_sets_of_twos)
          continue;
        /* Most ranks are held once or not at all: nothing to build. */
        if (trp_biriba_rank_count (counts, rank) < 2)
          continue;
        group = g_byte_array_new ();
        for (guint suit = 0; suit < TRP_N_SUITS; suit++)
          for (guint k = 0; k < counts[TRP_CARD (suit, rank)]; k++)
            {
              TrpCard card = TRP_CARD (suit, rank);

              g_byte_array_append (group, &card, 1);
              n++;
            }
        if (n >= 3)
          {
            g_ptr_array_add (groups, g_byte_array_ref (group));
            if (n > 3)
              {
                GByteArray *three = g_byte_array_new ();

                g_byte_array_append (three, group->data, 3);
                g_ptr_array_add (groups, three);
              }
          }
        if (n >= 2)
          for (guint w = 0; w < n_wilds; w++)
            {
              GByteArray *with_wild = g_byte_array_new ();

              g_byte_array_append (with_wild, group->data, MIN (n, 2));
              g_byte_array_append (with_wild, &wilds[w], 1);
              g_ptr_array_add (groups, with_wild);
            }
        g_byte_array_unref (group);
      }

  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    {
      gboolean have[16] = { FALSE, };
      guint top = s->meld_rules.ace_high_in_runs ? 14 : 13;

      for (guint pos = 1; pos <= 14; pos++)
        have[pos] = counts[TRP_CARD (suit, pos == 14 ? TRP_RANK_ACE : pos)] > 0;

      /* Every interval of positions with at most one gap. */
      for (guint lo = 1; lo <= top; lo++)
        {
          guint gaps = 0;
          int gap_at = -1;

          if (!have[lo])
            continue;
          for (guint hi = lo; hi <= top && hi - lo < 13; hi++)
            {
              guint len = hi - lo + 1;

              if (lo == 1 && hi == 14)
                break;
              if (!have[hi])
                {
                  if (++gaps > 1)
                    break;
                  gap_at = (int) hi;
                  continue;
                }
              if (len < 2)
                continue;
              if (gaps == 0 && len >= 3)
                {
                  GByteArray *group = g_byte_array_new ();

                  for (guint p = lo; p <= hi; p++)
                    {
                      TrpCard card = TRP_CARD (suit, p == 14 ? TRP_RANK_ACE : p);

                      g_byte_array_append (group, &card, 1);
                    }
                  g_ptr_array_add (groups, group);
                }
              if (n_wilds > 0 && (gaps == 1 || len >= 2) && len + (gaps == 0) >= 3)
                {
                  GByteArray *group = g_byte_array_new ();

                  for (guint p = lo; p <= hi; p++)
                    if ((int) p != gap_at || gaps == 0)
                      {
                        TrpCard card = TRP_CARD (suit, p == 14 ? TRP_RANK_ACE : p);

                        g_byte_array_append (group, &card, 1);
                      }
                  g_byte_array_append (group, &wilds[0], 1);
                  g_ptr_array_add (groups, group);
                }
            }
        }
    }
}

/* A search for disjoint candidate melds that cover the whole hand but for
 * at most a few cards; the lowest card left is either melded by some
 * candidate or set aside. Bounded, since legal_actions() must stay fast.
 */
typedef struct
{
  GPtrArray *groups;
  /* The groups that hold each card, in order: by_card[start[c]] to
   * by_card[start[c + 1]]. Most groups do not hold the lowest card left.
   */
  guint     *by_card;
  guint      start[BIR_N_CODES + 1];
  guint8     left[BIR_N_CODES];
  guint      chosen[BIR_MAX_MELDS];
  guint      n_chosen;
  guint      best[3][BIR_MAX_MELDS];
  guint      best_n[3];
  guint      nodes;
} CoverSearch;

static void
cover_search (CoverSearch *search,
              guint        from,
              guint        n_left,
              guint        skips)
{
  int lowest = -1;

  if (++search->nodes > 800)
    return;

  /* Cards only leave on the way down: no card below @from is left. */
  for (guint c = from; c < BIR_N_CODES && lowest < 0; c++)
    if (search->left[c] > 0)
      lowest = (int) c;

  if (n_left <= 2 && search->best_n[n_left] == G_MAXUINT)
    {
      memcpy (search->best[n_left], search->chosen, search->n_chosen * sizeof (guint));
      search->best_n[n_left] = search->n_chosen;
    }
  if (lowest < 0)
    return;

  for (guint k = search->start[lowest];
       k < search->start[lowest + 1] && search->n_chosen < BIR_MAX_MELDS; k++)
    {
      guint g = search->by_card[k];
      GByteArray *group = g_ptr_array_index (search->groups, g);
      guint taken;

      /* Takes the group's cards, or puts them back if one is missing. */
      for (taken = 0; taken < group->len; taken++)
        {
          if (search->left[group->data[taken]] == 0)
            break;
          search->left[group->data[taken]]--;
        }
      if (taken < group->len)
        {
          while (taken-- > 0)
            search->left[group->data[taken]]++;
          continue;
        }

      search->chosen[search->n_chosen++] = g;
      cover_search (search, (guint) lowest, n_left - group->len, skips);
      search->n_chosen--;
      for (guint i = 0; i < group->len; i++)
        search->left[group->data[i]]++;
    }

  if (skips > 0)
    {
      search->left[lowest]--;
      cover_search (search, (guint) lowest, n_left - 1, skips - 1);
      search->left[lowest]++;
    }
}

static TrpAction *
new_meld_action (int        seat,
                 GPtrArray *groups,
                 guint     *indices,
                 guint      n_indices)
{
  TrpAction *action = trp_action_new (TRP_BIRIBA_ACTION_NEW_MELD, seat);

  for (guint i = 0; i < n_indices; i++)
    {
      GByteArray *group = g_ptr_array_index (groups, indices[i]);

      trp_action_add_group (action, group->data, group->len);
    }
  return action;
}


static void
list_meld_actions (TrpGame   *game,
                   GPtrArray *actions)
{
  BirState *s = &TRP_BIRIBA_GAME (game)->s;
  int seat = s->current;
  int side = s->side_of_seat[seat];
  guint8 counts[BIR_N_CODES];
  guint8 left[BIR_N_CODES];

  bir_hand_counts (s, seat, counts);

  /* Discards, and single cards onto the side's melds, checked on the
   * stack: most of them are refused.
   */
  {
    TrpCard card;
    TrpAction one = { 0, };

    one.seat = seat;
    one.suit = TRP_SUIT_NONE;
    one.n_cards = 1;
    one.cards = &card;

    one.type = bir_action_discard;
    one.target = -1;
    for (guint c = 0; c < BIR_N_CODES; c++)
      if (counts[c] > 0)
        {
          card = (TrpCard) c;
          add_copy_if_legal (game, actions, &one);
        }

    one.type = bir_action_add_to_meld;
    for (guint m = 0; m < s->n_melds; m++)
      {
        if (s->melds[m].side != side)
          continue;
        one.target = (int) m;
        for (guint c = 0; c < BIR_N_CODES; c++)
          if (counts[c] > 0 && bir_may_fit (&s->melds[m].info, (TrpCard) c) &&
              trp_biriba_meld_add_one (&s->meld_rules, s->melds[m].cards, &s->melds[m].info,
                                       (TrpCard) c, NULL) == TRP_BIRIBA_MELD_OK)
            {
              card = (TrpCard) c;
              add_copy_if_legal (game, actions, &one);
            }
      }
  }

  /* Several cards onto one meld, for when no single card fits (a run
   * 3-4-5 and a 6 and a 7): the longest chain of single additions onto
   * each meld, or its longest prefix that validate() accepts.
   */
  for (guint m = 0; m < s->n_melds; m++)
    {
      TrpCard work[TRP_BIRIBA_MELD_MAX + 1];
      TrpCard chain[TRP_BIRIBA_MELD_MAX];
      TrpBiribaMeldInfo info = s->melds[m].info;
      guint n_chain = 0;
      gboolean grew = TRUE;

      if (s->melds[m].side != side)
        continue;
      memcpy (left, counts, sizeof left);
      memcpy (work, s->melds[m].cards, info.n_cards);
      while (grew && info.n_cards < TRP_BIRIBA_MELD_MAX)
        {
          grew = FALSE;
          for (guint c = 0; c < BIR_N_CODES && !grew; c++)
            {
              TrpBiribaMeldInfo next;

              if (left[c] == 0 || !bir_may_fit (&info, (TrpCard) c) ||
                  trp_biriba_meld_add_one (&s->meld_rules, work, &info, (TrpCard) c,
                                           &next) != TRP_BIRIBA_MELD_OK)
                continue;
              work[info.n_cards] = (TrpCard) c;
              info = next;
              left[c]--;
              chain[n_chain++] = (TrpCard) c;
              grew = TRUE;
            }
        }
      for (guint k = n_chain; k >= 2; k--)
        {
          TrpAction several = { 0, };

          several.type = bir_action_add_to_meld;
          several.seat = seat;
          several.target = (int) m;
          several.suit = TRP_SUIT_NONE;
          several.n_cards = k;
          several.cards = chain;
          if (biriba_validate (game, &several, NULL))
            {
              g_ptr_array_add (actions, trp_action_copy (&several));
              break;
            }
        }
    }

  bir_list_new_meld_actions (game, counts, actions);
}

/* New melds, one at a time, then a greedy combination for openings (B-60)
 * and for going down in the solo phase (B-56). Random playouts ask for
 * these alone.
 */
void
bir_list_new_meld_actions (TrpGame      *game,
                       const guint8 *counts,
                       GPtrArray    *actions)
{
  BirState *s = &TRP_BIRIBA_GAME (game)->s;
  int seat = s->current;
  int side = s->side_of_seat[seat];
  g_autoptr(GPtrArray) groups = g_ptr_array_new_with_free_func ((GDestroyNotify) g_byte_array_unref);
  guint chosen[BIR_MAX_MELDS];
  guint n_chosen = 0;
  guint8 left[BIR_N_CODES];

  collect_meld_candidates (s, counts, groups);
  for (guint g = 0; g < groups->len; g++)
    add_if_legal (game, actions, new_meld_action (seat, groups, &g, 1));

  /* B-61 must_meld_from_pile: make sure a way to meet it is listed. */
  if (s->pile_obligation)
    {
      g_autoptr(GPtrArray) candidates = g_ptr_array_new ();

      pile_candidates (s, seat, TRUE, candidates);
      for (guint i = 0; i < candidates->len; i++)
        add_if_legal (game, actions, g_ptr_array_index (candidates, i));
    }

  memcpy (left, counts, sizeof left);
  for (guint g = 0; g < groups->len && n_chosen < BIR_MAX_MELDS; g++)
    {
      if (take_group (left, g_ptr_array_index (groups, g)))
        chosen[n_chosen++] = g;
    }
  if (n_chosen > 1)
    add_if_legal (game, actions, new_meld_action (seat, groups, chosen, n_chosen));

  /* Going down with all the hand but 0, 1 or 2 cards: how a player takes
   * the biribaki, goes out, or ends the solo phase (B-56).
   */
  {
    CoverSearch search = { 0, };
    g_autofree guint *by_card = NULL;
    guint n_entries = 0;

    search.groups = groups;
    for (guint g = 0; g < groups->len; g++)
      {
        GByteArray *group = g_ptr_array_index (groups, g);

        for (guint i = 0; i < group->len; i++)
          if (memchr (group->data, group->data[i], i) == NULL)
            search.start[group->data[i] + 1]++;
      }
    for (guint c = 0; c < BIR_N_CODES; c++)
      search.start[c + 1] += search.start[c];
    n_entries = search.start[BIR_N_CODES];
    by_card = search.by_card = g_new (guint, MAX (n_entries, 1));
    {
      guint fill[BIR_N_CODES];

      memcpy (fill, search.start, sizeof fill);
      for (guint g = 0; g < groups->len; g++)
        {
          GByteArray *group = g_ptr_array_index (groups, g);

          for (guint i = 0; i < group->len; i++)
            if (memchr (group->data, group->data[i], i) == NULL)
              by_card[fill[group->data[i]]++] = g;
        }
    }
    memcpy (search.left, counts, sizeof search.left);
    for (guint i = 0; i < 3; i++)
      search.best_n[i] = G_MAXUINT;
    cover_search (&search, 0, s->hand_len[seat], 2);
    for (guint k = 0; k < 3; k++)
      if (search.best_n[k] != G_MAXUINT && search.best_n[k] > 0)
        add_if_legal (game, actions, new_meld_action (seat, groups, search.best[k], search.best_n[k]));
  }

  /* B-60: an opening that all of the above miss, if the bounded search
   * finds one, so that opening is never missing from the list.
   */
  if (!s->sides[side].opened && bir_opening_minimum_for (s, seat) > 0)
    {
      gboolean listed = FALSE;
      TrpAction *opening = NULL;

      for (guint i = 0; i < actions->len && !listed; i++)
        listed = ((TrpAction *) g_ptr_array_index (actions, i))->type == bir_action_new_meld;
      if (!listed && opening_possible (s, seat, FALSE, OPENING_LIST_NODES, &opening))
        g_ptr_array_add (actions, opening);
    }
}

static GPtrArray *
biriba_legal_actions (TrpGame *game)
{
  BirState *s = &TRP_BIRIBA_GAME (game)->s;
  GPtrArray *actions = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_action_free);
  int seat = s->current;

  switch (s->phase)
    {
    case BIR_PHASE_DECLARE_KOZI:
      for (guint suit = 0; suit <= TRP_SUIT_NONE; suit++)
        {
          TrpAction *action = trp_action_new (TRP_BIRIBA_ACTION_DECLARE_KOZI, seat);

          action->suit = (TrpSuit) suit;
          g_ptr_array_add (actions, action);
        }
      break;

    case BIR_PHASE_FIRST_DRAW:
      g_ptr_array_add (actions, trp_action_new (TRP_BIRIBA_ACTION_DRAW_STOCK, seat));
      break;

    case BIR_PHASE_FIRST_CARD:
      g_ptr_array_add (actions, trp_action_new (TRP_BIRIBA_ACTION_FIRST_CARD_KEEP, seat));
      g_ptr_array_add (actions, trp_action_new (TRP_BIRIBA_ACTION_FIRST_CARD_TO_PILE, seat));
      break;

    case BIR_PHASE_DRAW:
      add_if_legal (game, actions, trp_action_new (TRP_BIRIBA_ACTION_DRAW_STOCK, seat));
      add_if_legal (game, actions, trp_action_new (TRP_BIRIBA_ACTION_TAKE_PILE, seat));
      add_if_legal (game, actions, trp_action_new (TRP_BIRIBA_ACTION_PASS, seat));
      break;

    case BIR_PHASE_MELD:
      list_meld_actions (game, actions);
      break;

    case BIR_PHASE_BIRIBAKI:
      g_ptr_array_add (actions, trp_action_new (TRP_BIRIBA_ACTION_TAKE_BIRIBAKI, seat));
      break;

    case BIR_PHASE_OVER:
    case BIR_PHASE_NONE:
    default:
      break;
    }

  return actions;
}

/* ------------------------------------------------------------------ */
/* Observation, clone, determinize                                     */

static JsonNode *
biriba_observation (TrpGame *game,
                    int      seat)
{
  BirState *s = &TRP_BIRIBA_GAME (game)->s;
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "seat");
  json_builder_add_int_value (builder, seat);
  json_builder_set_member_name (builder, "dealer");
  json_builder_add_int_value (builder, s->dealer);
  json_builder_set_member_name (builder, "phase");
  json_builder_add_string_value (builder, biriba_get_phase (game));
  json_builder_set_member_name (builder, "current_seat");
  json_builder_add_int_value (builder, biriba_get_current_seat (game));

  json_builder_set_member_name (builder, "hand");
  trp_json_builder_add_cards (builder, s->hands[seat], s->hand_len[seat]);
  /* What each card of the hand counts (B-11), in the hand's order, so
   * that a table can total the melds a person stages (B-60). */
  json_builder_set_member_name (builder, "hand_values");
  json_builder_begin_array (builder);
  for (guint i = 0; i < s->hand_len[seat]; i++)
    json_builder_add_int_value (builder, trp_biriba_card_value (s->hands[seat][i], s->opt.joker_value,
                                                                s->opt.two_value));
  json_builder_end_array (builder);
  /* How the hand is held: by suit, aces high, the jokers apart (4),
   * in the order of "hand", so that a table sorts it without knowing
   * the game. */
  json_builder_set_member_name (builder, "hand_suit_keys");
  json_builder_begin_array (builder);
  for (guint i = 0; i < s->hand_len[seat]; i++)
    json_builder_add_int_value (builder, trp_card_get_suit (s->hands[seat][i]));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "hand_rank_keys");
  json_builder_begin_array (builder);
  for (guint i = 0; i < s->hand_len[seat]; i++)
    {
      TrpCard card = s->hands[seat][i];
      guint rank = trp_card_get_rank (card);

      json_builder_add_int_value (builder, trp_card_is_joker (card) ? 20 + (int) rank
                                           : rank == TRP_RANK_ACE ? 14 : (int) rank);
    }
  json_builder_end_array (builder);
  /* B-60: the total the seat's side must reach with its first meld
   * action; 0 once it has melded, or without the rule. */
  json_builder_set_member_name (builder, "opening_minimum");
  json_builder_add_int_value (builder, seat >= 0 && (guint) seat < s->n_seats &&
                                       !s->sides[s->side_of_seat[seat]].opened
                                       ? MAX (0, bir_opening_minimum_for (s, seat)) : 0);
  /* B-56: melding now means going down with all cards but one at most. */
  json_builder_set_member_name (builder, "go_down_only");
  json_builder_add_boolean_value (builder, s->opt.mode == BIR_TEAMS_FORMED && s->solo_phase &&
                                           s->opt.solo_go_down_only);

  json_builder_set_member_name (builder, "hand_sizes");
  json_builder_begin_array (builder);
  for (guint i = 0; i < s->n_seats; i++)
    json_builder_add_int_value (builder, s->hand_len[i]);
  json_builder_end_array (builder);

  /* Cards others are known to hold: taken from the pile (B-9). */
  json_builder_set_member_name (builder, "known_cards");
  json_builder_begin_array (builder);
  for (guint i = 0; i < s->n_seats; i++)
    {
      json_builder_begin_array (builder);
      for (guint c = 0; c < BIR_N_CODES; c++)
        for (guint k = 0; k < s->known[i][c]; k++)
          json_builder_add_string_value (builder, trp_card_to_code ((TrpCard) c));
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "stock_size");
  json_builder_add_int_value (builder, s->stock_len);
  json_builder_set_member_name (builder, "pile");
  trp_json_builder_add_cards (builder, s->pile, s->pile_len);
  json_builder_set_member_name (builder, "kozi");
  if (s->kozi >= 0)
    json_builder_add_string_value (builder, trp_suit_to_code ((TrpSuit) s->kozi));
  else
    json_builder_add_null_value (builder);

  json_builder_set_member_name (builder, "melds");
  json_builder_begin_array (builder);
  for (guint m = 0; m < s->n_melds; m++)
    {
      const BirMeld *meld = &s->melds[m];
      TrpCard cards[TRP_BIRIBA_MELD_MAX];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "side");
      json_builder_add_int_value (builder, meld->side);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, meld->info.kind == TRP_BIRIBA_MELD_RUN ? "run" : "set");
      json_builder_set_member_name (builder, "clean");
      json_builder_add_boolean_value (builder, meld->info.n_wild == 0);
      /* What the meld is as a biriba (B-18), so that nobody counts its
       * cards to tell: null below seven cards, else "clean" or "dirty",
       * with "full" for a 13-card run and "kozi" for a run in the kozi
       * suit. */
      json_builder_set_member_name (builder, "biriba");
      if (meld->info.n_cards >= 7)
        json_builder_add_string_value (builder, meld->info.n_wild == 0 ? "clean" : "dirty");
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "full");
      json_builder_add_boolean_value (builder, meld->info.kind == TRP_BIRIBA_MELD_RUN &&
                                               meld->info.n_cards == 13);
      json_builder_set_member_name (builder, "kozi");
      json_builder_add_boolean_value (builder, meld->info.kind == TRP_BIRIBA_MELD_RUN &&
                                               meld->info.n_cards >= 7 && s->kozi >= 0 &&
                                               meld->info.key == s->kozi);
      json_builder_set_member_name (builder, "cards");
      trp_json_builder_add_cards (builder, cards, bir_meld_laid_out (s, m, cards));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "side_of_seat");
  json_builder_begin_array (builder);
  for (guint i = 0; i < s->n_seats; i++)
    json_builder_add_int_value (builder, s->side_of_seat[i]);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "biribakia");
  json_builder_begin_array (builder);
  for (guint p = 0; p < s->n_packets; p++)
    {
      int taker = -1;

      for (guint side = 0; side < s->n_seats; side++)
        if (s->sides[side].took && s->sides[side].packet == (int) p)
          taker = s->sides[side].taker;
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "size");
      json_builder_add_int_value (builder, s->packet_len[p]);
      json_builder_set_member_name (builder, "taken_by");
      json_builder_add_int_value (builder, taker);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "solo_phase");
  json_builder_add_boolean_value (builder, s->solo_phase);
  json_builder_set_member_name (builder, "took_pile");
  json_builder_add_boolean_value (builder, s->took_pile);
  /* B-27 (b): the card whose copies may not be discarded this turn. */
  json_builder_set_member_name (builder, "taken_top");
  if (s->took_pile && !s->restriction_waived)
    json_builder_add_string_value (builder, trp_card_to_code (s->taken_top));
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "must_meld_from_pile");
  json_builder_add_boolean_value (builder, s->pile_obligation);
  json_builder_set_member_name (builder, "passes");
  json_builder_add_int_value (builder, s->passes);
  json_builder_set_member_name (builder, "unused_biribaki");
  json_builder_begin_array (builder);
  for (guint i = 0; i < s->n_seats; i++)
    json_builder_add_boolean_value (builder, s->unused_packet[i]);
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
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

/* Turns per seat after the stock ran out at which a search sample ends. */
#define BIR_SAMPLE_STALEMATE_TURNS 8

static void
biriba_copy_state (TrpGame *game,
                   TrpGame *source)
{
  TrpBiribaGame *self = TRP_BIRIBA_GAME (game);

  trp_game_copy_base (game, source);
  memcpy (&self->s, &TRP_BIRIBA_GAME (source)->s, sizeof self->s);
  self->options_valid = TRP_BIRIBA_GAME (source)->options_valid;
}

/* Hidden: other hands (minus the cards known from the pile), the stock
 * and the untaken biribakia (B-9). Their sizes are kept.
 */
static void
determinize_state (BirState *s,
                   int       observer,
                   TrpRng   *rng)
{
  TrpCard pool[BIR_MAX_CARDS];
  guint n = 0;
  guint k = 0;
  guint n_free[BIR_MAX_SEATS] = { 0, };

  for (guint seat = 0; seat < s->n_seats; seat++)
    {
      guint8 known[BIR_N_CODES];
      guint kept = 0;

      if ((int) seat == observer)
        continue;
      memcpy (known, s->known[seat], sizeof known);
      for (guint i = 0; i < s->hand_len[seat]; i++)
        {
          TrpCard card = s->hands[seat][i];

          if (known[card] > 0)
            {
              known[card]--;
              s->hands[seat][kept++] = card;
            }
          else
            {
              pool[n++] = card;
              s->counts[seat][card]--;
            }
        }
      n_free[seat] = s->hand_len[seat] - kept;
      s->hand_len[seat] = kept;
    }
  for (guint i = 0; i < s->stock_len; i++)
    pool[n++] = s->stock[i];
  for (guint p = s->n_packets_taken; p < s->n_packets; p++)
    for (guint i = 0; i < s->packet_len[p]; i++)
      pool[n++] = s->packets[p][i];

  /* The pool in a canonical order (by card byte) before the shuffle, so
   * that the sample depends only on what @observer knows, never on where
   * the hidden cards really lie.
   */
  {
    guint8 pool_counts[BIR_N_CODES] = { 0, };
    guint j = 0;

    for (guint i = 0; i < n; i++)
      pool_counts[pool[i]]++;
    for (guint c = 0; c < BIR_N_CODES; c++)
      for (guint i = 0; i < pool_counts[c]; i++)
        pool[j++] = (TrpCard) c;
  }

  trp_rng_shuffle (rng, pool, n);

  for (guint seat = 0; seat < s->n_seats; seat++)
    for (guint i = 0; i < n_free[seat]; i++)
      hand_add (s, (int) seat, pool[k++]);
  for (guint i = 0; i < s->stock_len; i++)
    s->stock[i] = pool[k++];
  for (guint p = s->n_packets_taken; p < s->n_packets; p++)
    for (guint i = 0; i < s->packet_len[p]; i++)
      s->packets[p][i] = pool[k++];

  /* A-29: the rules set no limit to the turns played after the stock ran
   * out, but a search must not follow players who take the pile back and
   * forth for ever: its samples end such a hand as the safeguard would.
   */
  if (s->opt.stalemate_limit == 0)
    s->opt.stalemate_limit = BIR_SAMPLE_STALEMATE_TURNS * (int) s->n_seats;

  /* The observer's own first card stays where it is (B-63). */
}

static TrpGame *
biriba_determinize (TrpGame *game,
                    int      observer,
                    TrpRng  *rng)
{
  TrpGame *copy = biriba_clone (game);

  determinize_state (&TRP_BIRIBA_GAME (copy)->s, observer, rng);
  return copy;
}

static void
biriba_determinize_into (TrpGame *game,
                         TrpGame *source,
                         int      observer,
                         TrpRng  *rng)
{
  biriba_copy_state (game, source);
  determinize_state (&TRP_BIRIBA_GAME (game)->s, observer, rng);
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

static char *
describe_cards (const TrpCard *cards,
                guint          n_cards)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n_cards; i++)
    {
      g_autofree char *name = trp_card_get_display_name (cards[i], TRP_FACE_STYLE_FRENCH);

      if (i > 0)
        /* Translators: the separator between card names in a list. */
        g_string_append (text, _(", "));
      g_string_append (text, name);
    }
  return g_string_free (text, FALSE);
}

/* Button labels, said to the player who would choose them (issue 20:
 * the table no longer words a game's choices itself). */
static char *
biriba_describe_choice (TrpGame         *game,
                        const TrpAction *action)
{
  const char *type = action->type;
  g_autofree char *cards = describe_cards (action->cards, action->n_cards);

  if (type == bir_action_draw_stock)
    return g_strdup (_("_Draw"));
  if (type == bir_action_take_pile)
    return g_strdup (_("Take the _Pile"));
  if (type == bir_action_pass)
    return g_strdup (_("_Pass"));
  if (type == bir_action_take_biribaki)
    return g_strdup (_("Take the _Biribaki"));
  if (type == bir_action_first_card_keep)
    return g_strdup (_("_Keep the Card"));
  if (type == bir_action_first_card_to_pile)
    return g_strdup (_("Turn It _Up"));
  /* The kozi by its suit (B-70). */
  if (type == bir_action_declare_kozi)
    return action->suit == TRP_SUIT_NONE ? g_strdup (_("No Kozi"))
                                         : g_strdup (trp_suit_get_display_name (action->suit, TRP_FACE_STYLE_FRENCH));
  if (action->n_cards == 0)
    return NULL;
  if (type == bir_action_discard)
    return g_strdup_printf (_("Discard %s"), cards);
  if (type == bir_action_new_meld)
    return g_strdup_printf (_("Meld %s"), cards);
  if (type == bir_action_add_to_meld)
    return g_strdup_printf (_("Add %s to a meld"), cards);
  return NULL;
}

static char *
biriba_describe_action (TrpGame         *game,
                        const TrpAction *action)
{
  g_autofree char *player = trp_game_dup_seat_name (game, action->seat);
  const char *type = action->type;
  g_autofree char *cards = describe_cards (action->cards, action->n_cards);

  if (type == bir_action_draw_stock)
    return g_strdup_printf (_("%s draws from the stock"), player);
  if (type == bir_action_take_pile)
    return g_strdup_printf (_("%s takes the discard pile"), player);
  if (type == bir_action_pass)
    return g_strdup_printf (_("%s passes"), player);
  if (type == bir_action_new_meld)
    return g_strdup_printf (_("%s melds %s"), player, cards);
  if (type == bir_action_add_to_meld)
    return g_strdup_printf (_("%s adds %s to a meld"), player, cards);
  if (type == bir_action_take_biribaki)
    return g_strdup_printf (_("%s takes the biribaki"), player);
  if (type == bir_action_discard)
    return g_strdup_printf (_("%s discards the %s"), player, cards);
  if (type == bir_action_declare_kozi)
    {
      if (action->suit == TRP_SUIT_NONE)
        return g_strdup_printf (_("%s plays this hand without a kozi"), player);
      return g_strdup_printf (_("%s names %s as the kozi"), player,
                              trp_suit_get_display_name (action->suit, TRP_FACE_STYLE_FRENCH));
    }
  if (type == bir_action_first_card_keep)
    return g_strdup_printf (_("%s keeps the first card"), player);
  if (type == bir_action_first_card_to_pile)
    return g_strdup_printf (_("%s turns the first card up to start the pile"), player);
  return trp_action_to_string (action);
}

/* The move before it is applied, for the turn's summary. */
static char *
biriba_describe_move (TrpGame         *game,
                      const TrpAction *action)
{
  const BirState *s = &TRP_BIRIBA_GAME (game)->s;
  const char *type = action->type;
  g_autofree char *cards = trp_cards_get_short_names (action->cards, action->n_cards);

  if (type == bir_action_draw_stock)
    return g_strdup (_("drew from the stock"));
  if (type == bir_action_take_pile)
    {
      g_autofree char *count = trp_format_number (s->pile_len);

      return g_strdup_printf (ngettext ("took the discard pile (%s card)",
                                        "took the discard pile (%s cards)", s->pile_len),
                              count);
    }
  if (type == bir_action_pass)
    return g_strdup (_("passed"));
  if (type == bir_action_new_meld)
    return g_strdup_printf (_("laid down %s"), cards);
  if (type == bir_action_add_to_meld)
    return g_strdup_printf (_("added %s to a meld"), cards);
  if (type == bir_action_take_biribaki)
    return g_strdup (_("took the biribaki"));
  if (type == bir_action_discard)
    {
      gboolean empties = action->seat >= 0 && (guint) action->seat < s->n_seats &&
                         s->hand_len[action->seat] == 1;

      /* B-42: a side that has its biribaki goes out with its last card;
       * one without it picks the biribaki up instead (B-29). */
      if (empties && s->sides[s->side_of_seat[action->seat]].took)
        return g_strdup_printf (_("discarded %s and went out"), cards);
      return g_strdup_printf (_("discarded %s"), cards);
    }
  if (type == bir_action_declare_kozi)
    {
      if (action->suit == TRP_SUIT_NONE)
        return g_strdup (_("chose to play without a kozi"));
      return g_strdup_printf (_("named %s as the kozi"),
                              trp_suit_get_display_name (action->suit, TRP_FACE_STYLE_FRENCH));
    }
  if (type == bir_action_first_card_keep)
    return g_strdup (_("kept the first card"));
  if (type == bir_action_first_card_to_pile)
    return g_strdup (_("turned the first card up to start the pile"));
  return trp_action_to_string (action);
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
  game_class->legal_actions = biriba_legal_actions;
  game_class->observation = biriba_observation;
  game_class->clone = biriba_clone;
  game_class->determinize = biriba_determinize;
  game_class->round_result = biriba_round_result;
  game_class->round_totals = biriba_round_totals;
  game_class->copy_state = biriba_copy_state;
  game_class->determinize_into = biriba_determinize_into;
  game_class->describe_action = biriba_describe_action;
  game_class->describe_choice = biriba_describe_choice;
  game_class->describe_move = biriba_describe_move;
  game_class->get_scoring_unit = biriba_get_scoring_unit;
  game_class->get_n_scoring_units = biriba_get_n_scoring_units;
  game_class->playout_random = bir_playout_random;
  game_class->playout_guided = bir_playout_guided;
  game_class->can_undo = biriba_can_undo;

  bir_action_draw_stock = g_intern_static_string (TRP_BIRIBA_ACTION_DRAW_STOCK);
  bir_action_take_pile = g_intern_static_string (TRP_BIRIBA_ACTION_TAKE_PILE);
  bir_action_pass = g_intern_static_string (TRP_BIRIBA_ACTION_PASS);
  bir_action_new_meld = g_intern_static_string (TRP_BIRIBA_ACTION_NEW_MELD);
  bir_action_add_to_meld = g_intern_static_string (TRP_BIRIBA_ACTION_ADD_TO_MELD);
  bir_action_take_biribaki = g_intern_static_string (TRP_BIRIBA_ACTION_TAKE_BIRIBAKI);
  bir_action_discard = g_intern_static_string (TRP_BIRIBA_ACTION_DISCARD);
  bir_action_declare_kozi = g_intern_static_string (TRP_BIRIBA_ACTION_DECLARE_KOZI);
  bir_action_first_card_keep = g_intern_static_string (TRP_BIRIBA_ACTION_FIRST_CARD_KEEP);
  bir_action_first_card_to_pile = g_intern_static_string (TRP_BIRIBA_ACTION_FIRST_CARD_TO_PILE);

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

  return trp_biriba_meld_add_one (&self->s.meld_rules, self->s.melds[meld].cards,
                                  &self->s.melds[meld].info, card, NULL) == TRP_BIRIBA_MELD_OK;
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
    if (s->melds[m].side == s->side_of_seat[seat] &&
        trp_biriba_meld_add_one (&s->meld_rules, s->melds[m].cards, &s->melds[m].info,
                                 card, NULL) == TRP_BIRIBA_MELD_OK)
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

/* ---- The seat view of the computer players (#24) ---- */

/**
 * trp_biriba_game_get_view:
 * @game: a Biriba game
 * @seat: the seat that looks
 * @view: (out caller-allocates): what @seat may see (B-9); its pointers
 *   stay valid until the game changes
 *
 * The computer players read the game only through this and the
 * trp_biriba_view_*() functions.
 *
 * Returns: %FALSE when @game is not a Biriba game or @seat not one of its
 *   seats
 */
gboolean
trp_biriba_game_get_view (TrpGame       *game,
                          guint          seat,
                          TrpBiribaView *view)
{
  TrpBiribaGame *self;
  const BirState *s;

  g_return_val_if_fail (TRP_IS_BIRIBA_GAME (game), FALSE);
  g_return_val_if_fail (view != NULL, FALSE);

  self = TRP_BIRIBA_GAME (game);
  s = &self->s;
  g_return_val_if_fail (seat < s->n_seats, FALSE);

  memset (view, 0, sizeof *view);
  view->game = self;
  view->seat = seat;
  view->n_seats = s->n_seats;
  view->hand = s->hands[seat];
  view->n_hand = s->hand_len[seat];
  for (guint i = 0; i < TRP_BIRIBA_VIEW_MAX_SEATS; i++)
    {
      view->hand_sizes[i] = i < s->n_seats ? s->hand_len[i] : 0;
      view->side_of_seat[i] = i < s->n_seats ? s->side_of_seat[i] : -1;
      view->biribaki_taker[i] = s->sides[i].took ? s->sides[i].taker : -1;
    }
  view->pile = s->pile;
  view->n_pile = s->pile_len;
  view->stock_size = s->stock_len;
  view->n_melds = s->n_melds;
  view->kozi = s->kozi;
  view->idle_turns = s->idle_turns;
  view->solo_phase = s->opt.mode == BIR_TEAMS_FORMED && s->solo_phase;
  return TRUE;
}

/**
 * trp_biriba_view_get_meld:
 * @n_cards: (out) (optional): the meld's size
 * @side: (out) (optional): the side that owns it
 *
 * Returns: (array length=n_cards): the cards of @meld, laid out (B-22)
 */
const TrpCard *
trp_biriba_view_get_meld (const TrpBiribaView *view,
                          guint                meld,
                          guint               *n_cards,
                          int                 *side)
{
  g_return_val_if_fail (view != NULL && view->game != NULL, NULL);

  return trp_biriba_game_get_meld ((TrpBiribaGame *) view->game, meld, n_cards, side);
}

/* Whether @card alone could be added to @meld (B-24, B-25). */
gboolean
trp_biriba_view_meld_takes_card (const TrpBiribaView *view,
                                 guint                meld,
                                 TrpCard              card)
{
  g_return_val_if_fail (view != NULL && view->game != NULL, FALSE);

  return trp_biriba_game_can_add_card ((TrpBiribaGame *) view->game, meld, card);
}

/* How many copies of @card @seat is known to hold because they were taken
 * from the pile (public, B-9).
 */
guint
trp_biriba_view_get_known_count (const TrpBiribaView *view,
                                 guint                seat,
                                 TrpCard              card)
{
  g_return_val_if_fail (view != NULL && view->game != NULL, 0);

  return trp_biriba_game_get_known_count ((TrpBiribaGame *) view->game, (int) seat, card);
}

guint
trp_biriba_game_score_standing (TrpGame *game,
                                int     *totals,
                                guint    max_units)
{
  g_return_val_if_fail (TRP_IS_BIRIBA_GAME (game), 0);

  return trp_biriba_game_get_standing_totals (TRP_BIRIBA_GAME (game), totals, max_units);
}
