/* dabaifen-test-util.h: helpers shared by the Da Bai Fen tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>

#include "dabaifen/trp-dabaifen-game.h"
#include "dabaifen/trp-dabaifen-options.h"
#include "dabaifen/trp-dabaifen-private.h"

static inline DbfState *
state (TrpGame *game)
{
  return &TRP_DABAIFEN_GAME (game)->s;
}

static inline TrpCard
card (const char *code)
{
  TrpCard c = TRP_CARD_NONE;

  g_assert_true (trp_card_from_code (code, &c, NULL));
  return c;
}

static inline guint64
mask_of (const char *codes)
{
  g_auto(GStrv) parts = g_strsplit (codes, " ", -1);
  guint64 mask = 0;

  for (guint i = 0; parts[i] != NULL; i++)
    if (*parts[i] != '\0')
      mask |= DBF_BIT (dbf_card_index (card (parts[i])));
  return mask;
}

static inline TrpGame *
new_game (const char *rules_json)
{
  g_autoptr(TrpRules) rules = NULL;

  if (rules_json != NULL)
    {
      g_autoptr(JsonNode) node = json_from_string (rules_json, NULL);
      g_autoptr(GError) error = NULL;

      rules = trp_rules_new_from_json (&trp_dabaifen_rules_descriptor, node, &error);
      g_assert_no_error (error);
    }
  return trp_dabaifen_game_new (rules);
}

/* A carry for a hand after the first: levels, declarers, starter. */
static inline JsonObject *
later_carry (int levels0,
             int levels1,
             int declarers,
             int starter)
{
  g_autofree char *text =
    g_strdup_printf ("{\"totals\": [%d, %d], \"levels\": [%d, %d], \"declarers\": %d, "
                     "\"next_dealer\": %d, \"match_over\": false}",
                     levels0, levels1, levels0, levels1, declarers, starter);
  JsonNode *node = json_from_string (text, NULL);
  JsonObject *object = json_object_ref (json_node_get_object (node));

  json_node_unref (node);
  return object;
}

/* Builds the explicit deal {"hands": ..., "kitty": ...}: each hand lists
 * a seat's cards in the order it draws them; short hands and the kitty are
 * completed with the unused cards in deck order (spades A..K, hearts,
 * diamonds, clubs, then RJ, BJ).
 */
static inline JsonObject *
make_deal (const char *hands[4],
           const char *kitty)
{
  GPtrArray *lists[5];
  guint64 used = 0;
  guint next = 0;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  for (guint i = 0; i < 5; i++)
    {
      const char *codes = i < 4 ? hands[i] : kitty;
      g_auto(GStrv) parts = g_strsplit (codes != NULL ? codes : "", " ", -1);

      lists[i] = g_ptr_array_new_with_free_func (g_free);
      for (guint k = 0; parts[k] != NULL; k++)
        if (*parts[k] != '\0')
          {
            guint64 bit = DBF_BIT (dbf_card_index (card (parts[k])));

            g_assert_true ((used & bit) == 0);
            used |= bit;
            g_ptr_array_add (lists[i], g_strdup (parts[k]));
          }
    }

  for (guint i = 0; i < 5; i++)
    {
      guint size = i < 4 ? DBF_HAND : DBF_KITTY;

      g_assert_cmpuint (lists[i]->len, <=, size);
      while (lists[i]->len < size)
        {
          while (used & DBF_BIT (next))
            next++;
          used |= DBF_BIT (next);
          g_ptr_array_add (lists[i], g_strdup (trp_card_to_code (dbf_index_card (next))));
        }
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "hands");
  json_builder_begin_array (builder);
  for (guint i = 0; i < 5; i++)
    {
      if (i == 4)
        {
          json_builder_end_array (builder);
          json_builder_set_member_name (builder, "kitty");
        }
      json_builder_begin_array (builder);
      for (guint k = 0; k < lists[i]->len; k++)
        json_builder_add_string_value (builder, g_ptr_array_index (lists[i], k));
      json_builder_end_array (builder);
      g_ptr_array_unref (lists[i]);
    }
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  return json_object_ref (json_node_get_object (root));
}

static inline void
deal_hands (TrpGame    *game,
            int         starter,
            JsonObject *carry,
            const char *h0,
            const char *h1,
            const char *h2,
            const char *h3,
            const char *kitty)
{
  const char *hands[4] = { h0, h1, h2, h3 };
  g_autoptr(JsonObject) deal = make_deal (hands, kitty);
  g_autoptr(GError) error = NULL;

  g_assert_true (trp_game_deal_explicit (game, starter, carry, deal, &error));
  g_assert_no_error (error);
}

static inline TrpAction *
make_action (const char *type,
             int         seat,
             const char *codes)
{
  g_auto(GStrv) parts = g_strsplit (codes != NULL ? codes : "", " ", -1);
  TrpCard cards[64];
  guint n = 0;

  for (guint k = 0; parts[k] != NULL; k++)
    if (*parts[k] != '\0')
      cards[n++] = card (parts[k]);
  return trp_action_new_with_cards (type, seat, cards, n);
}

static inline void
must (TrpGame    *game,
      const char *type,
      int         seat,
      const char *codes)
{
  g_autoptr(TrpAction) action = make_action (type, seat, codes);
  g_autoptr(GError) error = NULL;

  trp_game_perform (game, action, &error);
  g_assert_no_error (error);
}

/* The action is refused with @code, names @rule, and changes nothing. */
static inline void
refused (TrpGame      *game,
         const char   *type,
         int           seat,
         const char   *codes,
         TrpRuleError  code,
         const char   *rule)
{
  g_autoptr(TrpAction) action = make_action (type, seat, codes);
  g_autoptr(TrpGame) before = trp_game_clone (game);
  g_autoptr(GError) error = NULL;
  g_autofree char *rule_id = NULL;

  g_assert_false (trp_game_perform (game, action, &error));
  g_assert_error (error, TRP_RULE_ERROR, (gint) code);
  rule_id = trp_rule_error_get_rule_id (error);
  g_assert_cmpstr (rule_id, ==, rule);
  g_assert_true (trp_dabaifen_game_state_equal (TRP_DABAIFEN_GAME (before), TRP_DABAIFEN_GAME (game)));
}

/* Passes every exposure window, except that the holder of @expose shows
 * it when first asked.
 */
static inline void
drive_draw (TrpGame    *game,
            const char *expose)
{
  while (state (game)->phase == DBF_PHASE_DRAW)
    {
      int seat = trp_game_get_current_seat (game);

      if (expose != NULL && (state (game)->hands[seat] & mask_of (expose)) != 0)
        must (game, "expose", seat, expose);
      else
        must (game, "pass", seat, NULL);
    }
}

static inline void
pass_redeal (TrpGame *game)
{
  while (state (game)->phase == DBF_PHASE_REDEAL)
    must (game, "pass", trp_game_get_current_seat (game), NULL);
}

/* A later hand with trump rank 6 (both teams on 6), @leader starting and
 * leading, T fixed by whoever holds @expose (e.g. "6S"), the leader
 * burying the kitty he took (or @bury if not NULL).
 */
static inline void
setup_play (TrpGame    *game,
            int         leader,
            const char *h0,
            const char *h1,
            const char *h2,
            const char *h3,
            const char *kitty,
            const char *expose,
            const char *bury)
{
  g_autoptr(JsonObject) carry = later_carry (6, 6, leader % 2, leader);
  TrpCard cards[DBF_KITTY];
  g_autofree char *codes = NULL;
  GString *text = g_string_new (NULL);

  deal_hands (game, leader, carry, h0, h1, h2, h3, kitty);
  drive_draw (game, expose);
  pass_redeal (game);
  g_assert_cmpint (state (game)->phase, ==, DBF_PHASE_BURY);
  dbf_mask_to_cards (state (game)->kitty, cards);
  for (guint i = 0; i < DBF_KITTY; i++)
    g_string_append_printf (text, "%s ", trp_card_to_code (cards[i]));
  codes = g_string_free (text, FALSE);
  must (game, "bury", leader, bury != NULL ? bury : codes);
  g_assert_cmpint (state (game)->phase, ==, DBF_PHASE_PLAY);
}

static inline guint
count_cards (const DbfState *s,
             guint64        *out_union)
{
  guint64 all = 0;
  guint n = 0;

#define ADD(m) G_STMT_START { guint64 _m = (m); g_assert_true ((all & _m) == 0); all |= _m; n += dbf_popcount (_m); } G_STMT_END
  for (int seat = 0; seat < DBF_N_SEATS; seat++)
    ADD (s->hands[seat]);
  switch (s->phase)
    {
    case DBF_PHASE_DRAW:
      for (guint i = s->n_drawn; i < DBF_N_CARDS; i++)
        ADD (DBF_BIT (dbf_card_index (s->pack[i])));
      break;
    case DBF_PHASE_REDEAL:
      ADD (s->kitty);
      break;
    default:
      ADD (s->buried);
      ADD (s->captured[0]);
      ADD (s->captured[1]);
      if (s->n_in_trick > 0)
        for (int seat = 0; seat < DBF_N_SEATS; seat++)
          ADD (s->trick.by_seat[seat]);
      break;
    }
#undef ADD
  if (out_union != NULL)
    *out_union = all;
  return n;
}

static inline JsonObject *
result_carry (TrpGame *game)
{
  g_autoptr(TrpRoundResult) result = trp_game_round_result (game);

  g_assert_nonnull (result);
  return json_object_ref (trp_round_result_get_carry (result));
}

static inline int
hand_int (JsonObject *carry,
          const char *member)
{
  return json_object_get_int_member (json_object_get_object_member (carry, "hand"), member);
}

/* The cards of @mask as codes, for must(). */
static inline char *
codes_of (guint64 mask)
{
  TrpCard cards[DBF_N_CARDS];
  guint n = dbf_mask_to_cards (mask, cards);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? " " : "", trp_card_to_code (cards[i]));
  return g_string_free (text, FALSE);
}

static inline void
play_mask (TrpGame *game,
           int      seat,
           guint64  mask)
{
  g_autofree char *codes = codes_of (mask);

  must (game, "play", seat, codes);
}

/* The first legal action, for plays whose choice does not matter. */
static inline void
play_first_legal (TrpGame *game)
{
  g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (legal->len, >, 0);
  trp_game_perform (game, g_ptr_array_index (legal, 0), &error);
  g_assert_no_error (error);
}

/* With trump rank @level and spades as T: both jokers, the four rank-R
 * cards and the five strongest other spades, the 11 strongest trumps
 * (D-9).
 */
static inline guint64
top_eleven_trumps (int level)
{
  guint rank = dbf_rank_of_level (level);
  guint64 mask = DBF_BIT (52) | DBF_BIT (53) | dbf_rank_mask (level);
  static const guint spades[] = {
    TRP_RANK_ACE, TRP_RANK_KING, TRP_RANK_QUEEN, TRP_RANK_JACK, TRP_RANK_TEN, TRP_RANK_NINE,
  };
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (spades) && n < 5; i++)
    if (spades[i] != rank)
      mask |= DBF_BIT (TRP_SUIT_SPADES * 13 + spades[i] - 1), n++;
  return mask;
}

typedef enum
{
  /* The leader throws his 11 strongest trumps and wins 44 cards; then he
   * leads @lead, the first opponent wins it with @win and so takes the
   * last trick.
   */
  OPPONENTS_LAST,
  /* The leader leads @lead, the first opponent wins it with @win; that
   * opponent leads again, the leader, last to play, wins with the red
   * joker and throws his last ten trumps: the declarers take the last
   * trick.
   */
  DECLARERS_LAST,
} Ending;

/* Plays a whole later hand on an explicit deal, every action through
 * trp_game_perform(): @leader (a declarer, on @level) holds the 11
 * strongest trumps with spades as T and exposes the rank-R spade; he
 * buries the @kitty he takes (D-26, D-27). The opponents take exactly one
 * trick: @lead, @win (same plain suit, stronger) and the plain cards
 * @partner_card and @other_card, the last two played by seats void in the
 * led suit (D-32, D-33). So the opponents' trick points are those four
 * cards' (D-35), and @ending says who takes the last trick (D-37, D-38).
 *
 * Returns: the hand's carry
 */
static inline JsonObject *
play_scenario (TrpGame    *game,
               JsonObject *carry,
               int         leader,
               int         level,
               Ending      ending,
               const char *lead,
               const char *win,
               const char *partner_card,
               const char *other_card,
               const char *kitty)
{
  guint64 top = top_eleven_trumps (level);
  int o1 = (leader + 1) % 4, partner = (leader + 2) % 4, o2 = (leader + 3) % 4;
  guint64 lead_suit = 0;
  g_autofree char *leader_codes = NULL;
  g_autofree char *o1_codes = NULL;
  g_autofree char *exposed = NULL;
  const char *hands[4];
  DbfState *s = state (game);
  TrpSuit suit = trp_card_get_suit (card (lead));

  /* Every other card of the led suit goes to the first opponent, so that
   * the other two are void in it.
   */
  for (guint rank = TRP_RANK_ACE; rank <= TRP_RANK_KING; rank++)
    if (rank != dbf_rank_of_level (level))
      lead_suit |= DBF_BIT (suit * 13 + rank - 1);
  lead_suit &= ~mask_of (lead) & ~mask_of (kitty);

  leader_codes = codes_of (top | mask_of (lead));
  o1_codes = codes_of (ending == DECLARERS_LAST ? lead_suit : mask_of (win));
  exposed = g_strdup (trp_card_to_code (TRP_CARD (TRP_SUIT_SPADES, dbf_rank_of_level (level))));
  hands[leader] = leader_codes;
  hands[o1] = o1_codes;
  hands[partner] = partner_card;
  hands[o2] = other_card;
  deal_hands (game, leader, carry, hands[0], hands[1], hands[2], hands[3], kitty);

  /* D-16, D-24: the leader exposes; D-25: nobody claims. */
  drive_draw (game, exposed);
  g_assert_cmpint (s->trump_suit, ==, TRP_SUIT_SPADES);
  g_assert_cmpint (s->leader, ==, leader);
  pass_redeal (game);
  must (game, "bury", leader, kitty);
  g_assert_true (s->buried == mask_of (kitty));

  if (ending == OPPONENTS_LAST)
    {
      /* A sound throw (D-30): every other trump is weaker. Followers play
       * all but their reserved card, so all their trumps (D-32).
       */
      play_mask (game, leader, top);
      play_mask (game, o1, s->hands[o1] & ~mask_of (win));
      play_mask (game, partner, s->hands[partner] & ~mask_of (partner_card));
      play_mask (game, o2, s->hands[o2] & ~mask_of (other_card));
      g_assert_false (s->failed);
      g_assert_cmpint (s->tricks[0].winner, ==, leader);
    }

  must (game, "play", leader, lead);
  must (game, "play", o1, win);
  must (game, "play", partner, partner_card);
  must (game, "play", o2, other_card);
  g_assert_cmpint (s->tricks[s->n_tricks - 1].winner, ==, o1);

  if (ending == DECLARERS_LAST)
    {
      play_first_legal (game);
      play_first_legal (game);
      play_first_legal (game);
      must (game, "play", leader, "RJ");
      g_assert_cmpint (s->tricks[s->n_tricks - 1].winner, ==, leader);
      play_mask (game, leader, s->hands[leader]);
      play_mask (game, o1, s->hands[o1]);
      play_mask (game, partner, s->hands[partner]);
      play_mask (game, o2, s->hands[o2]);
      g_assert_false (s->failed);
    }

  g_assert_true (trp_game_is_round_over (game));
  g_assert_cmpint (dbf_team (s->last_trick_winner), ==,
                   ending == DECLARERS_LAST ? dbf_team (leader) : dbf_team (o1));
  g_assert_cmpint (dbf_mask_points (s->captured[dbf_team (o1)]), ==,
                   dbf_mask_points (mask_of (lead) | mask_of (win) |
                                    mask_of (partner_card) | mask_of (other_card)));
  return result_carry (game);
}

/* The option sets the playout tests run over (D-44 to D-47). */
#define N_PLAYOUT_OPTION_SETS 7

static inline const char *
playout_option_set (guint i)
{
  static const char * const sets[N_PLAYOUT_OPTION_SETS] = {
    NULL,
    "{\"kitty_exposed\": true}",
    "{\"failed_throw_policy\": \"reject\"}",
    "{\"failed_throw_policy\": \"reject\", \"kitty_exposed\": true}",
    "{\"start_level\": 2, \"win_above_level\": 7}",
    "{\"start_level\": 7}",
    "{\"start_level\": 14, \"win_above_level\": 14}",
  };

  return sets[i % N_PLAYOUT_OPTION_SETS];
}

/* D-3, D-4: every card in one place, and 100 points in all. */
static inline void
check_cards (TrpGame *game)
{
  guint64 all = 0;

  g_assert_cmpuint (count_cards (state (game), &all), ==, DBF_N_CARDS);
  g_assert_true (all == DBF_ALL_CARDS);
  g_assert_cmpint (dbf_mask_points (all), ==, 100);
}

/* The first hand of a match, or a later one with levels from the set
 * and either team declaring.
 */
static inline JsonObject *
carry_for (const char *rules,
           guint       seed,
           int        *starter)
{
  int low = 2, high = 14;

  if (rules != NULL && strstr (rules, "\"start_level\": 7") != NULL)
    low = 7;
  if (rules != NULL && strstr (rules, "\"win_above_level\": 7") != NULL)
    high = 7;
  if (rules != NULL && strstr (rules, "\"start_level\": 14") != NULL)
    low = 14;

  *starter = seed % 4;
  if (seed % 3 == 0)
    return NULL;
  return later_carry (low + (int) (seed % (guint) (high - low + 1)),
                      low + (int) ((seed / 7) % (guint) (high - low + 1)),
                      *starter % 2, *starter);
}

/* Performs each logged move through validate(), naming the one refused. */
static inline void
replay_log (TrpGame    *game,
            GPtrArray  *log,
            const char *rules,
            guint       seed)
{
  for (guint i = 0; i < log->len; i++)
    {
      g_autoptr(GError) error = NULL;

      if (!trp_game_perform (game, g_ptr_array_index (log, i), &error))
        {
          g_autofree char *text = trp_action_to_string (g_ptr_array_index (log, i));

          g_error ("rules %s, seed %u, move %u (%s) refused: %s",
                   rules != NULL ? rules : "default", seed, i, text, error->message);
        }
    }
}

typedef guint (*PlayoutFunc) (TrpGame   *game,
                              TrpRng    *rng,
                              guint      max_moves,
                              GPtrArray *log);

/* D-48: a logged playout of one seeded deal, replayed move by move through
 * validate(), reaches the same state and result (D-50).
 */
static inline void
replay_and_compare (PlayoutFunc  playout,
                    const char  *rules,
                    guint        seed,
                    guint64      rng_seed)
{
  g_autoptr(TrpGame) fast = new_game (rules);
  g_autoptr(TrpGame) slow = new_game (rules);
  g_autoptr(TrpRng) rng = trp_rng_new (rng_seed);
  g_autoptr(GPtrArray) log = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_action_free);
  g_autoptr(JsonObject) carry = NULL;
  g_autoptr(TrpRoundResult) fast_result = NULL;
  g_autoptr(TrpRoundResult) slow_result = NULL;
  g_autoptr(JsonNode) fast_json = NULL;
  g_autoptr(JsonNode) slow_json = NULL;
  int starter;
  guint moves;

  carry = carry_for (rules, seed, &starter);
  g_assert_true (trp_game_deal_seeded (fast, starter, carry, seed, NULL));
  g_assert_true (trp_game_deal_seeded (slow, starter, carry, seed, NULL));

  moves = playout (fast, rng, G_MAXUINT, log);
  g_assert_cmpuint (moves, ==, log->len);
  g_assert_true (trp_game_is_round_over (fast));
  check_cards (fast);

  replay_log (slow, log, rules, seed);
  g_assert_true (trp_game_is_round_over (slow));
  g_assert_true (trp_dabaifen_game_state_equal (TRP_DABAIFEN_GAME (fast), TRP_DABAIFEN_GAME (slow)));
  fast_result = trp_game_round_result (fast);
  slow_result = trp_game_round_result (slow);
  fast_json = trp_round_result_to_json (fast_result);
  slow_json = trp_round_result_to_json (slow_result);
  g_assert_true (json_node_equal (fast_json, slow_json));
}

/* The log does not change the moves: with and without it, the same rng
 * plays the same hand. Played one move at a time (max_moves 1) the hand
 * ends, and the cards add up after every move (D-3, D-4).
 */
static inline void
check_log_and_steps (PlayoutFunc playout)
{
  for (guint seed = 0; seed < 200; seed++)
    {
      const char *rules = playout_option_set (seed);
      g_autoptr(TrpGame) a = new_game (rules);
      g_autoptr(TrpGame) b = new_game (rules);
      g_autoptr(TrpGame) c = new_game (rules);
      g_autoptr(TrpRng) ra = trp_rng_new (seed);
      g_autoptr(TrpRng) rb = trp_rng_new (seed);
      g_autoptr(TrpRng) rc = trp_rng_new (seed);
      g_autoptr(GPtrArray) log = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_action_free);
      guint moves = 0;

      g_assert_true (trp_game_deal_seeded (a, seed % 4, NULL, seed, NULL));
      g_assert_true (trp_game_deal_seeded (b, seed % 4, NULL, seed, NULL));
      g_assert_true (trp_game_deal_seeded (c, seed % 4, NULL, seed, NULL));

      playout (a, ra, G_MAXUINT, NULL);
      playout (b, rb, G_MAXUINT, log);
      while (!trp_game_is_round_over (c))
        {
          g_assert_cmpuint (playout (c, rc, 1, NULL), ==, 1);
          check_cards (c);
          moves++;
        }
      g_assert_cmpuint (playout (c, rc, 10, NULL), ==, 0);
      g_assert_cmpuint (moves, >, 0);
      g_assert_true (trp_dabaifen_game_state_equal (TRP_DABAIFEN_GAME (a), TRP_DABAIFEN_GAME (b)));
    }
}

/* D-49: the search plays out determinized samples from any point of a
 * hand: @playout starts anywhere (up to @max_skip random moves in, on the
 * seeds' own generators from @rng_offset) and its moves stay legal.
 */
static inline void
check_from_any_point (PlayoutFunc playout,
                      guint       rng_offset,
                      guint       max_skip)
{
  for (guint seed = 0; seed < 150; seed++)
    {
      const char *rules = playout_option_set (seed);
      g_autoptr(TrpGame) game = new_game (rules);
      g_autoptr(TrpRng) rng = trp_rng_new (seed + rng_offset);
      guint skip = seed % max_skip;

      g_assert_true (trp_game_deal_seeded (game, seed % 4, NULL, seed, NULL));
      /* Walk in with the generic legal actions. */
      for (guint i = 0; i < skip && !trp_game_is_round_over (game); i++)
        {
          g_autoptr(GPtrArray) legal = trp_game_legal_actions (game);

          g_assert_true (trp_game_perform (game, g_ptr_array_index (legal, trp_rng_uniform (rng, legal->len)), NULL));
        }
      if (trp_game_is_round_over (game))
        continue;

      for (int observer = 0; observer < 4; observer++)
        {
          g_autoptr(TrpGame) sample = trp_game_determinize (game, observer, rng);
          g_autoptr(TrpGame) replay = trp_game_clone (sample);
          g_autoptr(GPtrArray) log = g_ptr_array_new_with_free_func ((GDestroyNotify) trp_action_free);

          playout (sample, rng, G_MAXUINT, log);
          g_assert_true (trp_game_is_round_over (sample));
          check_cards (sample);
          replay_log (replay, log, rules, seed);
          g_assert_true (trp_dabaifen_game_state_equal (TRP_DABAIFEN_GAME (sample), TRP_DABAIFEN_GAME (replay)));
        }
    }
}
