/* trp-marianna-game.c: Marianna and its relatives as one TrpGame
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One class plays the four rulesets of rules/marianna.md (M-30); the rules'
 * descriptor says which. The hand's flow lives in trp-marianna-rules.c, what
 * a seat may see in trp-marianna-observe.c.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "trp-json-input.h"
#include "trp-marianna-options.h"
#include "trp-marianna-private.h"

G_DEFINE_FINAL_TYPE (TrpMariannaGame, trp_marianna_game, TRP_TYPE_GAME)

/* The 40 cards in trp_deck_new()'s order, copied once: seeded deals must
 * stay the same cards as before (saved matches store only the seed).
 */
static guint8 pack[M_N_CARDS];
/* The same pack as mask indices, which the search's deal shuffles: the
 * same draws move it the same way, and no card needs converting.
 */
static guint8 pack_index[M_N_CARDS];


/* Every pile of a deal, whether read from JSON or cut from a shuffled deck,
 * so that both go through the same checks.
 */
typedef struct
{
  TrpCard hands[M_MAX_SEATS][M_HAND];
  TrpCard stock[M_MAX_STOCK];
  guint   stock_len;
  TrpCard indicator;
} Piles;

static void
refresh_config (TrpMariannaGame *self)
{
  m_config_from_rules (&self->st.cfg, trp_game_get_rules (TRP_GAME (self)));
}

static gboolean
deal_error (GError     **error,
            const char  *rule,
            const char  *message)
{
  trp_set_rule_error (error, TRP_RULE_ERROR_INVALID_DEAL, rule, "%s", message);
  return FALSE;
}

static gboolean
read_cards (JsonNode  *node,
            guint      expected,
            TrpCard   *cards,
            const char *rule,
            GError   **error)
{
  JsonArray *array;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return deal_error (error, rule, _("A pile of the deal is missing or is not a list of cards"));
  array = json_node_get_array (node);
  if (json_array_get_length (array) != expected)
    {
      trp_set_rule_error (error, TRP_RULE_ERROR_INVALID_DEAL, rule,
                          _("A pile of the deal must hold %u cards"), expected);
      return FALSE;
    }
  for (guint i = 0; i < expected; i++)
    {
      JsonNode *element = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (element) || json_node_get_value_type (element) != G_TYPE_STRING ||
          !trp_card_from_code (json_node_get_string (element), &cards[i], NULL))
        return deal_error (error, "M-3", _("The deal holds something that is not a card"));
    }
  return TRUE;
}

static gboolean
piles_from_json (const MConfig  *cfg,
                 JsonObject     *deal,
                 Piles          *piles,
                 GError        **error)
{
  gboolean two = cfg->n_seats == 2;
  const char *rule = two ? (cfg->ruleset == TRP_MARIANNA_RULESET_MARIACCIO ? "M-59" : "M-52") : "M-8";
  JsonNode *hands = json_object_get_member (deal, "hands");
  JsonObjectIter iter;
  const char *member;
  JsonNode *value;

  json_object_iter_init (&iter, deal);
  while (json_object_iter_next (&iter, &member, &value))
    if (strcmp (member, "hands") != 0 && strcmp (member, "stock") != 0 &&
        !(two && strcmp (member, "indicator") == 0))
      {
        g_autofree char *quoted = trp_json_input_quote (member, -1);

        trp_set_rule_error (error, TRP_RULE_ERROR_INVALID_DEAL, rule,
                            _("The deal has an unknown pile “%s”"), quoted);
        return FALSE;
      }

  if (hands == NULL || !JSON_NODE_HOLDS_ARRAY (hands) ||
      json_array_get_length (json_node_get_array (hands)) != cfg->n_seats)
    {
      trp_set_rule_error (error, TRP_RULE_ERROR_INVALID_DEAL, rule,
                          _("The deal must give a hand to each of the %u players"), (guint) cfg->n_seats);
      return FALSE;
    }
  for (guint s = 0; s < cfg->n_seats; s++)
    if (!read_cards (json_array_get_element (json_node_get_array (hands), s), M_HAND,
                     piles->hands[s], rule, error))
      return FALSE;

  piles->stock_len = M_N_CARDS - cfg->n_seats * M_HAND - (two ? 1 : 0);
  if (!read_cards (json_object_get_member (deal, "stock"), piles->stock_len,
                   piles->stock, rule, error))
    return FALSE;

  piles->indicator = TRP_CARD_NONE;
  if (two)
    {
      JsonNode *node = json_object_get_member (deal, "indicator");

      if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
          json_node_get_value_type (node) != G_TYPE_STRING ||
          !trp_card_from_code (json_node_get_string (node), &piles->indicator, NULL))
        return deal_error (error, rule, _("The deal must name the card turned up under the stock"));
    }
  return TRUE;
}

/* M-8, M-52, M-59: one card at a time from the dealer's right; in the
 * two-player games the 11th card is the indicator.
 */
static void
piles_from_deck (const MConfig *cfg,
                 guint          dealer,
                 const guint8  *deck,
                 Piles         *piles)
{
  guint n = cfg->n_seats;
  guint k = 0;

  for (guint i = 0; i < n * M_HAND; i++)
    piles->hands[(dealer + 1 + i) % n][i / n] = deck[k++];
  piles->indicator = TRP_CARD_NONE;
  if (n == 2)
    piles->indicator = deck[k++];
  piles->stock_len = 0;
  while (k < M_N_CARDS)
    piles->stock[piles->stock_len++] = deck[k++];
}

static gboolean
setup_from_piles (MState       *st,
                  const Piles  *piles,
                  GError      **error)
{
  guint64 seen = 0;
  guint n = st->cfg.n_seats;

#define SEE(card) G_STMT_START {                                              \
    int index_ = m_card_index (card);                                          \
    if (index_ < 0)                                                            \
      return deal_error (error, "M-3", _("The deal holds a card that is not in the 40-card pack")); \
    if (seen & M_BIT (index_))                                                 \
      return deal_error (error, "M-3", _("The deal holds the same card twice")); \
    seen |= M_BIT (index_);                                                    \
  } G_STMT_END

  for (guint s = 0; s < n; s++)
    for (guint i = 0; i < M_HAND; i++)
      SEE (piles->hands[s][i]);
  for (guint i = 0; i < piles->stock_len; i++)
    SEE (piles->stock[i]);
  if (n == 2)
    SEE (piles->indicator);
#undef SEE

  if (seen != (M_BIT (M_N_CARDS) - 1))
    return deal_error (error, "M-3", _("The deal must use the 40-card pack exactly"));

  memset (st->hand, 0, sizeof st->hand);
  for (guint s = 0; s < n; s++)
    for (guint i = 0; i < M_HAND; i++)
      st->hand[s] |= M_BIT (m_card_index (piles->hands[s][i]));
  memset (st->stock, 0, sizeof st->stock);
  memcpy (st->stock, piles->stock, piles->stock_len);
  st->stock_len = piles->stock_len;
  st->indicator = piles->indicator;
  if (n == 2)
    {
      /* M-52, M-59: the indicator is the stock's last card. */
      st->stock[st->stock_len++] = piles->indicator;
    }
  return TRUE;
}

static gboolean
trp_marianna_game_deal (TrpGame     *game,
                        guint        dealer,
                        JsonObject  *carry,
                        TrpRng      *rng,
                        JsonObject  *explicit_deal,
                        GError     **error)
{
  /* Unchecked: TrpGame calls this only on its own class, and a search
   * deals the same game again and again.
   */
  TrpMariannaGame *self = (TrpMariannaGame *) game;
  MState fresh;
  Piles piles;

  /* The rules are a frozen copy (TrpGame), so the options read at
   * construction still hold, as does the number of seats.
   */
  if (self->n_seats != self->st.cfg.n_seats)
    {
      trp_set_rule_error (error, TRP_RULE_ERROR_INVALID_DEAL, "M-1",
                          _("This game is played by %u players"), (guint) self->st.cfg.n_seats);
      return FALSE;
    }

  if (rng != NULL && carry == NULL)
    {
      /* The search's path: a shuffled pack cannot be wrong, so it is dealt
       * straight into the state (M-8, M-52, M-59, as piles_from_deck()).
       */
      MState *st = &self->st;
      TrpRng gen = *rng;
      guint8 deck[M_N_CARDS];
      guint n = st->cfg.n_seats;
      guint n_dealt = n * M_HAND;
      /* Where the stock starts: after the indicator in two-player games. */
      guint first = n == 2 ? n_dealt + 1 : n_dealt;
      guint64 hands[M_MAX_SEATS] = { 0 };
      guint i = M_N_CARDS;

      /* trp_rng_shuffle()'s Fisher–Yates, with the same draws and swaps,
       * dealt as it goes: from the end, place i - 1 is final once drawn
       * for, so nothing is read twice (a test compares it with the pack
       * shuffled by trp_rng_shuffle()).
       */
      memcpy (deck, pack_index, sizeof deck);
      st->stock_len = M_N_CARDS - first;
      for (; i > first; i--)
        {
          guint j = trp_rng_uniform_inline (&gen, i);
          guint8 card = deck[j];

          deck[j] = deck[i - 1];
          st->stock[i - 1 - first] = m_index_card (card);
        }
      st->indicator = TRP_CARD_NONE;
      if (n == 2)
        {
          guint j = trp_rng_uniform_inline (&gen, i);
          guint8 card = deck[j];

          deck[j] = deck[i - 1];
          st->indicator = m_index_card (card);
          /* M-52, M-59: the indicator is the stock's last card. */
          st->stock[st->stock_len++] = st->indicator;
          i--;
        }
      for (; i > 1; i--)
        {
          guint j = trp_rng_uniform_inline (&gen, i);
          guint8 card = deck[j];

          deck[j] = deck[i - 1];
          hands[(i - 1) & (n - 1)] |= M_BIT (card);
        }
      hands[0] |= M_BIT (deck[0]);
      *rng = gen;

      /* M-8, M-52, M-59: one card at a time from the dealer's right.
       * m_start_hand() resets the rest.
       */
      memset (st->hand, 0, sizeof st->hand);
      for (guint s = 0; s < n; s++)
        st->hand[(dealer + 1 + s) & (n - 1)] = hands[s];
      memset (st->totals_before, 0, sizeof st->totals_before);
      st->dealer = dealer;
      m_start_hand (st);
      return TRUE;
    }

  memset (&fresh, 0, sizeof fresh);
  fresh.cfg = self->st.cfg;

  memset (&piles, 0, sizeof piles);
  if (rng != NULL)
    {
      guint8 deck[M_N_CARDS];

      memcpy (deck, pack, sizeof deck);
      trp_rng_shuffle (rng, deck, sizeof deck);
      piles_from_deck (&fresh.cfg, dealer, deck, &piles);
    }
  else if (!piles_from_json (&fresh.cfg, explicit_deal, &piles, error))
    return FALSE;

  if (!setup_from_piles (&fresh, &piles, error))
    return FALSE;

  if (carry != NULL && json_object_has_member (carry, TRP_CARRY_TOTALS))
    {
      JsonNode *node = json_object_get_member (carry, TRP_CARRY_TOTALS);
      JsonArray *totals = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;

      for (guint u = 0; totals != NULL && u < 2 && u < json_array_get_length (totals); u++)
        fresh.totals_before[u] = (int) json_array_get_int_element (totals, u);
    }

  fresh.dealer = dealer;
  m_start_hand (&fresh);
  self->st = fresh;
  return TRUE;
}

static int
trp_marianna_game_get_current_seat (TrpGame *game)
{
  TrpMariannaGame *self = TRP_MARIANNA_GAME (game);

  return self->st.phase == M_PHASE_OVER ? -1 : self->st.current;
}

static const char *
trp_marianna_game_get_phase (TrpGame *game)
{
  return m_phase_name (&TRP_MARIANNA_GAME (game)->st);
}

static gboolean
trp_marianna_game_validate (TrpGame          *game,
                            const TrpAction  *action,
                            GError          **error)
{
  return m_validate (&TRP_MARIANNA_GAME (game)->st, action, error);
}

static void
trp_marianna_game_apply (TrpGame         *game,
                         const TrpAction *action)
{
  m_apply (&TRP_MARIANNA_GAME (game)->st, action);
}

static GPtrArray *
trp_marianna_game_legal_actions (TrpGame *game)
{
  return m_legal_actions (&TRP_MARIANNA_GAME (game)->st);
}

static JsonNode *
trp_marianna_game_observation (TrpGame *game,
                               int      seat)
{
  return m_observation (&TRP_MARIANNA_GAME (game)->st, seat);
}

static TrpGame *
trp_marianna_game_clone (TrpGame *game)
{
  TrpMariannaGame *self = TRP_MARIANNA_GAME (game);
  TrpMariannaGame *copy = g_object_new (TRP_TYPE_MARIANNA_GAME,
                                        "n-seats", trp_game_get_n_seats (game),
                                        NULL);

  trp_game_copy_base (TRP_GAME (copy), game);
  memcpy (&copy->st, &self->st, sizeof self->st);
  return TRP_GAME (copy);
}

static TrpGame *
trp_marianna_game_determinize (TrpGame *game,
                               int      observer,
                               TrpRng  *rng)
{
  TrpGame *copy = trp_marianna_game_clone (game);

  m_determinize (&TRP_MARIANNA_GAME (copy)->st, observer, rng);
  return copy;
}

/* The numbers m_round_result() adds up, for the search's rewards. */
static guint
trp_marianna_game_round_totals (TrpGame *game,
                                int     *totals,
                                guint    max_units,
                                int     *match_winner)
{
  const MState *st = &TRP_MARIANNA_GAME (game)->st;

  if (st->phase != M_PHASE_OVER || st->end == M_END_NONE || max_units < 2)
    return 0;

  if (st->end == M_END_MARIANNONE)
    {
      /* M-23: nothing else is scored. */
      const MDecl *decl = &st->decls[st->n_decls - 1];

      totals[0] = totals[1] = 0;
      totals[m_unit (st, decl->seat)] = decl->points;
    }
  else
    for (guint u = 0; u < 2; u++)
      totals[u] = st->card_points[u] + st->decl_points[u];

  *match_winner = st->match_over ? st->winner : TRP_MATCH_GOES_ON;
  return 2;
}

static void
trp_marianna_game_copy_state (TrpGame *game,
                              TrpGame *source)
{
  trp_game_copy_base (game, source);
  memcpy (&TRP_MARIANNA_GAME (game)->st, &TRP_MARIANNA_GAME (source)->st, sizeof (MState));
}

static void
trp_marianna_game_determinize_into (TrpGame *game,
                                    TrpGame *source,
                                    int      observer,
                                    TrpRng  *rng)
{
  trp_marianna_game_copy_state (game, source);
  m_determinize (&TRP_MARIANNA_GAME (game)->st, observer, rng);
}

static TrpRoundResult *
trp_marianna_game_round_result (TrpGame *game)
{
  return m_round_result (game, &TRP_MARIANNA_GAME (game)->st);
}

static char *
trp_marianna_game_describe_action (TrpGame         *game,
                                   const TrpAction *action)
{
  g_autofree char *name = trp_game_dup_seat_name (game, action->seat);

  return m_describe_action (&TRP_MARIANNA_GAME (game)->st, name, action);
}

static GPtrArray *
trp_marianna_game_describe_moves (TrpGame   *game,
                                  int        seat,
                                  GPtrArray *staged)
{
  return m_describe_moves (&TRP_MARIANNA_GAME (game)->st, seat);
}

static char *
trp_marianna_game_describe_choice (TrpGame         *game,
                                   const TrpAction *action)
{
  return m_describe_choice (&TRP_MARIANNA_GAME (game)->st, action);
}

static char *
trp_marianna_game_describe_move (TrpGame         *game,
                                 const TrpAction *action)
{
  return m_describe_move (&TRP_MARIANNA_GAME (game)->st, action,
                          trp_game_is_person (game, action->seat));
}

static int
trp_marianna_game_get_target (TrpGame *game)
{
  return TRP_MARIANNA_GAME (game)->st.cfg.target;
}

/* A card played closes its player's turn: the trick's winner leads the
 * next one in a turn of its own (M-12). */
static gboolean
trp_marianna_game_ends_turn (TrpGame         *game,
                             const TrpAction *action)
{
  return action->type == m_act_play;
}

static guint
trp_marianna_game_get_scoring_unit (TrpGame *game,
                                    int      seat)
{
  return m_unit (&TRP_MARIANNA_GAME (game)->st, seat);
}

static guint
trp_marianna_game_get_n_scoring_units (TrpGame *game)
{
  return 2;
}

static guint
trp_marianna_game_playout_random (TrpGame   *game,
                                  TrpRng    *rng,
                                  guint      max_moves,
                                  GPtrArray *log)
{
  /* Unchecked, as in deal(): called once per playout of a search. */
  return m_playout (&((TrpMariannaGame *) game)->st, rng, max_moves, log);
}

static guint
trp_marianna_game_playout_guided (TrpGame   *game,
                                  TrpRng    *rng,
                                  guint      max_moves,
                                  GPtrArray *log)
{
  return m_playout_guided (&TRP_MARIANNA_GAME (game)->st, rng, max_moves, log);
}

static void
trp_marianna_game_constructed (GObject *object)
{
  TrpMariannaGame *self = TRP_MARIANNA_GAME (object);

  G_OBJECT_CLASS (trp_marianna_game_parent_class)->constructed (object);

  refresh_config (self);
  self->n_seats = trp_game_get_n_seats (TRP_GAME (self));
  self->st.phase = M_PHASE_OVER;
  self->st.winner = -1;
}

static void
trp_marianna_game_class_init (TrpMariannaGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TrpGameClass *game_class = TRP_GAME_CLASS (klass);

  object_class->constructed = trp_marianna_game_constructed;

  /* The class serves four rulesets; trp_marianna_game_get_ruleset_id()
   * names the one a game plays.
   */
  game_class->game_id = TRP_MARIANNA_ID;
  game_class->deal = trp_marianna_game_deal;
  game_class->get_current_seat = trp_marianna_game_get_current_seat;
  game_class->get_phase = trp_marianna_game_get_phase;
  game_class->validate = trp_marianna_game_validate;
  game_class->apply = trp_marianna_game_apply;
  game_class->legal_actions = trp_marianna_game_legal_actions;
  game_class->observation = trp_marianna_game_observation;
  game_class->clone = trp_marianna_game_clone;
  game_class->determinize = trp_marianna_game_determinize;
  game_class->round_result = trp_marianna_game_round_result;
  game_class->round_totals = trp_marianna_game_round_totals;
  game_class->copy_state = trp_marianna_game_copy_state;
  game_class->determinize_into = trp_marianna_game_determinize_into;
  game_class->describe_action = trp_marianna_game_describe_action;
  game_class->describe_choice = trp_marianna_game_describe_choice;
  game_class->describe_moves = trp_marianna_game_describe_moves;
  game_class->describe_move = trp_marianna_game_describe_move;
  game_class->ends_turn = trp_marianna_game_ends_turn;
  game_class->get_target = trp_marianna_game_get_target;
  game_class->get_scoring_unit = trp_marianna_game_get_scoring_unit;
  game_class->get_n_scoring_units = trp_marianna_game_get_n_scoring_units;
  game_class->playout_random = trp_marianna_game_playout_random;
  game_class->playout_guided = trp_marianna_game_playout_guided;
  /* can_undo keeps the default (never): every move of the family shows
   * something to the table (a card, a declaration, a pass in a window, a
   * request or answer, a claim), and the seat that made it is still to
   * move only after a declaration or the ace swap (M-17, M-56), both of
   * which show cards. The spec offers no fair take-back.
   */

  m_intern_names ();

  {
    g_autoptr(GByteArray) deck = trp_deck_new (TRP_DECK_ITALIAN_40);

    g_assert (deck->len == M_N_CARDS);
    memcpy (pack, deck->data, M_N_CARDS);
    for (guint i = 0; i < M_N_CARDS; i++)
      pack_index[i] = m_card_index (pack[i]);
  }
}

static void
trp_marianna_game_init (TrpMariannaGame *self)
{
}

/**
 * trp_marianna_game_get_ruleset:
 *
 * Returns: the ruleset this game plays (M-30)
 */
TrpMariannaRuleset
trp_marianna_game_get_ruleset (TrpMariannaGame *self)
{
  g_return_val_if_fail (TRP_IS_MARIANNA_GAME (self), TRP_MARIANNA_RULESET_MARIANNA);

  return self->st.cfg.ruleset;
}

/**
 * trp_marianna_game_get_ruleset_id:
 *
 * Returns: the ruleset's game id: "marianna", "cinquecento",
 *   "briscola_151" or "mariaccio"
 */
const char *
trp_marianna_game_get_ruleset_id (TrpMariannaGame *self)
{
  g_return_val_if_fail (TRP_IS_MARIANNA_GAME (self), NULL);

  return m_ruleset_descriptors[self->st.cfg.ruleset]->game_id;
}

/**
 * trp_marianna_game_get_hand:
 * @cards: (out caller-allocates) (array fixed-size=5): the hand, weakest
 *   first within each suit
 *
 * Returns: the number of cards
 */
guint
trp_marianna_game_get_hand (TrpMariannaGame *self,
                            guint            seat,
                            TrpCard         *cards)
{
  TrpCard all[M_N_CARDS];
  guint n;

  g_return_val_if_fail (TRP_IS_MARIANNA_GAME (self), 0);
  g_return_val_if_fail (seat < self->st.cfg.n_seats, 0);
  g_return_val_if_fail (cards != NULL, 0);

  n = m_mask_to_cards (self->st.hand[seat], all);
  n = MIN (n, TRP_MARIANNA_MAX_HAND);
  memcpy (cards, all, n);
  return n;
}

/**
 * trp_marianna_game_get_trump:
 *
 * Returns: the trump suit in force, or %TRP_SUIT_NONE
 */
TrpSuit
trp_marianna_game_get_trump (TrpMariannaGame *self)
{
  g_return_val_if_fail (TRP_IS_MARIANNA_GAME (self), TRP_SUIT_NONE);

  return self->st.trump;
}

/**
 * trp_marianna_game_get_indicator:
 *
 * Returns: the card turned up under the stock while it lies there
 *   (two-player rulesets), else %TRP_CARD_NONE
 */
TrpCard
trp_marianna_game_get_indicator (TrpMariannaGame *self)
{
  g_return_val_if_fail (TRP_IS_MARIANNA_GAME (self), TRP_CARD_NONE);

  if (self->st.indicator == TRP_CARD_NONE || self->st.stock_pos >= self->st.stock_len)
    return TRP_CARD_NONE;
  return self->st.indicator;
}

guint
trp_marianna_game_get_stock_size (TrpMariannaGame *self)
{
  g_return_val_if_fail (TRP_IS_MARIANNA_GAME (self), 0);

  return self->st.stock_len - self->st.stock_pos;
}

/**
 * trp_marianna_game_get_trick_number:
 *
 * Returns: the trick in progress, counting from 1
 */
guint
trp_marianna_game_get_trick_number (TrpMariannaGame *self)
{
  g_return_val_if_fail (TRP_IS_MARIANNA_GAME (self), 0);

  return self->st.trick_no + 1;
}

guint
trp_marianna_game_get_leader (TrpMariannaGame *self)
{
  g_return_val_if_fail (TRP_IS_MARIANNA_GAME (self), 0);

  return self->st.leader;
}

/**
 * trp_marianna_game_get_trick:
 * @cards: (out caller-allocates) (array fixed-size=4): the cards played
 *   to the trick in progress, leader first
 *
 * Returns: the number of cards
 */
guint
trp_marianna_game_get_trick (TrpMariannaGame *self,
                             TrpCard         *cards)
{
  g_return_val_if_fail (TRP_IS_MARIANNA_GAME (self), 0);
  g_return_val_if_fail (cards != NULL, 0);

  memcpy (cards, self->st.trick, self->st.n_played);
  return self->st.n_played;
}

/**
 * trp_marianna_game_get_card_points:
 * @unit: a team (four players) or a player (two players)
 *
 * Returns: the card points @unit captured in this hand (M-5)
 */
int
trp_marianna_game_get_card_points (TrpMariannaGame *self,
                                   guint            unit)
{
  g_return_val_if_fail (TRP_IS_MARIANNA_GAME (self), 0);
  g_return_val_if_fail (unit < 2, 0);

  return self->st.card_points[unit];
}

/**
 * trp_marianna_game_get_declared_points:
 *
 * Returns: the points @unit declared in this hand, coverings included
 */
int
trp_marianna_game_get_declared_points (TrpMariannaGame *self,
                                       guint            unit)
{
  g_return_val_if_fail (TRP_IS_MARIANNA_GAME (self), 0);
  g_return_val_if_fail (unit < 2, 0);

  return self->st.decl_points[unit];
}

int
trp_marianna_game_get_total_before (TrpMariannaGame *self,
                                    guint            unit)
{
  g_return_val_if_fail (TRP_IS_MARIANNA_GAME (self), 0);
  g_return_val_if_fail (unit < 2, 0);

  return self->st.totals_before[unit];
}

/**
 * trp_marianna_game_card_points:
 *
 * Returns: what @card counts in a trick (M-5)
 */
int
trp_marianna_game_card_points (TrpCard card)
{
  return m_card_points (card);
}

/**
 * trp_marianna_game_get_played:
 * @cards: (out caller-allocates) (array fixed-size=40): the cards of the
 *   finished tricks of this hand, in card order
 *
 * Returns: the number of cards; all of them were seen by every seat
 */
guint
trp_marianna_game_get_played (TrpMariannaGame *self,
                              TrpCard         *cards)
{
  g_return_val_if_fail (TRP_IS_MARIANNA_GAME (self), 0);
  g_return_val_if_fail (cards != NULL, 0);

  return m_mask_to_cards (self->st.won[0] | self->st.won[1], cards);
}

/**
 * trp_marianna_game_get_known:
 * @cards: (out caller-allocates) (array fixed-size=5): the cards everyone
 *   knows @seat still holds (declared, swapped in, the drawn indicator)
 *
 * Returns: the number of cards
 */
guint
trp_marianna_game_get_known (TrpMariannaGame *self,
                             guint            seat,
                             TrpCard         *cards)
{
  TrpCard all[M_N_CARDS];
  guint n;

  g_return_val_if_fail (TRP_IS_MARIANNA_GAME (self), 0);
  g_return_val_if_fail (seat < self->st.cfg.n_seats, 0);
  g_return_val_if_fail (cards != NULL, 0);

  n = m_mask_to_cards (self->st.exposed[seat] & self->st.hand[seat], all);
  n = MIN (n, TRP_MARIANNA_MAX_HAND);
  memcpy (cards, all, n);
  return n;
}

/**
 * trp_marianna_game_get_declared_suits:
 *
 * Returns: a mask of the suits (bit `1 << suit`) whose marianna or
 *   matrimonio has been declared in this hand (M-21 c)
 */
guint
trp_marianna_game_get_declared_suits (TrpMariannaGame *self)
{
  g_return_val_if_fail (TRP_IS_MARIANNA_GAME (self), 0);

  return self->st.suits_declared;
}

/**
 * trp_marianna_game_get_covering:
 * @suit: (out) (optional): the suit the leader asked to be covered in
 * @answer: (out) (optional): -1 while unanswered, 0 no, 1 yes
 *
 * Returns: whether the trick in progress has a covering request (M-46)
 */
gboolean
trp_marianna_game_get_covering (TrpMariannaGame *self,
                                TrpSuit         *suit,
                                int             *answer)
{
  const MCover *cover;

  g_return_val_if_fail (TRP_IS_MARIANNA_GAME (self), FALSE);

  if (!self->st.cover_active || self->st.phase == M_PHASE_OVER)
    return FALSE;
  cover = &self->st.covers[self->st.n_covers - 1];
  if (suit != NULL)
    *suit = cover->suit;
  if (answer != NULL)
    *answer = cover->answer;
  return TRUE;
}
