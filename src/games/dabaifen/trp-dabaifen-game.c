/* trp-dabaifen-game.c: Da Bai Fen (rules/dabaifen.md), the GObject and
 * the TrpGame vfuncs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules live on the flat DbfState in the game's other files: the flow
 * of a hand in -rules.c, legality in -validate.c, the legal moves in
 * -actions.c, what a seat sees and the texts in -observe.c, resampling in
 * -determinize.c, the result in -score.c, the playouts in -playout.c and
 * -guided.c. This file hands the vfuncs to them.
 */

#include "config.h"

#include <string.h>

#include "trp-dabaifen-options.h"
#include "trp-dabaifen-private.h"

G_DEFINE_FINAL_TYPE (TrpDabaifenGame, trp_dabaifen_game, TRP_TYPE_GAME)

/* ---- Moves -------------------------------------------------------------- */

static gboolean
dabaifen_deal (TrpGame     *game,
               guint        dealer,
               JsonObject  *carry,
               TrpRng      *rng,
               JsonObject  *explicit_deal,
               GError     **error)
{
  return dbf_deal (&TRP_DABAIFEN_GAME (game)->s, dealer, carry, rng, explicit_deal, error);
}

static int
dabaifen_get_current_seat (TrpGame *game)
{
  return dbf_current_seat (&TRP_DABAIFEN_GAME (game)->s);
}

static const char *
dabaifen_get_phase (TrpGame *game)
{
  return dbf_phase_name (TRP_DABAIFEN_GAME (game)->s.phase);
}

static gboolean
dabaifen_validate (TrpGame          *game,
                   const TrpAction  *action,
                   GError          **error)
{
  return dbf_validate (&TRP_DABAIFEN_GAME (game)->s, action, error);
}

static void
dabaifen_apply (TrpGame         *game,
                const TrpAction *action)
{
  dbf_apply_action (&TRP_DABAIFEN_GAME (game)->s, action);
}

static GPtrArray *
dabaifen_legal_actions (TrpGame *game)
{
  return dbf_legal_actions (&TRP_DABAIFEN_GAME (game)->s);
}

static guint
dabaifen_playout_random (TrpGame   *game,
                         TrpRng    *rng,
                         guint      max_moves,
                         GPtrArray *log)
{
  return dbf_playout_random (&TRP_DABAIFEN_GAME (game)->s, rng, max_moves, log);
}

static guint
dabaifen_playout_guided (TrpGame   *game,
                         TrpRng    *rng,
                         guint      max_moves,
                         GPtrArray *log)
{
  return dbf_playout_guided (&TRP_DABAIFEN_GAME (game)->s, rng, max_moves, log);
}

/* ---- What a seat sees, and texts ---------------------------------------- */

static JsonNode *
dabaifen_observation (TrpGame *game,
                      int      seat)
{
  return dbf_observation (&TRP_DABAIFEN_GAME (game)->s, seat);
}

static char *
dabaifen_describe_risk (TrpGame         *game,
                        const TrpAction *action)
{
  return dbf_describe_risk (&TRP_DABAIFEN_GAME (game)->s, action);
}

static char *
dabaifen_describe_choice (TrpGame         *game,
                          const TrpAction *action)
{
  return dbf_describe_choice (action);
}

static char *
dabaifen_describe_action (TrpGame         *game,
                          const TrpAction *action)
{
  g_autofree char *name = trp_game_dup_seat_name (game, action->seat);

  return dbf_describe_action (&TRP_DABAIFEN_GAME (game)->s, name, action);
}

static char *
dabaifen_describe_move (TrpGame         *game,
                        const TrpAction *action)
{
  return dbf_describe_move (&TRP_DABAIFEN_GAME (game)->s, action,
                            trp_game_is_person (game, action->seat));
}

static gboolean
dabaifen_ends_turn (TrpGame         *game,
                    const TrpAction *action)
{
  return dbf_ends_turn (&TRP_DABAIFEN_GAME (game)->s, action);
}

/* ---- Clone and determinize ---------------------------------------------- */

static TrpGame *
dabaifen_clone (TrpGame *game)
{
  TrpDabaifenGame *self = TRP_DABAIFEN_GAME (game);
  /* No properties by name: copy_base() brings the seats and the rules, and
   * the name lookup showed in the search's clone-per-playout profile.
   */
  TrpDabaifenGame *copy = g_object_new (TRP_TYPE_DABAIFEN_GAME, NULL);

  trp_game_copy_base (TRP_GAME (copy), game);
  memcpy (&copy->s, &self->s, sizeof self->s);
  return TRP_GAME (copy);
}

static void
dabaifen_copy_state (TrpGame *game,
                     TrpGame *source)
{
  trp_game_copy_base (game, source);
  memcpy (&TRP_DABAIFEN_GAME (game)->s, &TRP_DABAIFEN_GAME (source)->s, sizeof (DbfState));
}

static TrpGame *
dabaifen_determinize (TrpGame *game,
                      int      observer,
                      TrpRng  *rng)
{
  TrpDabaifenGame *copy = TRP_DABAIFEN_GAME (dabaifen_clone (game));

  dbf_determinize (&copy->s, &TRP_DABAIFEN_GAME (game)->s, observer, rng);
  return TRP_GAME (copy);
}

static void
dabaifen_determinize_into (TrpGame *game,
                           TrpGame *source,
                           int      observer,
                           TrpRng  *rng)
{
  dabaifen_copy_state (game, source);
  dbf_determinize (&TRP_DABAIFEN_GAME (game)->s, &TRP_DABAIFEN_GAME (source)->s, observer, rng);
}

/* ---- Scoring ------------------------------------------------------------ */

static guint
dabaifen_round_totals (TrpGame *game,
                       int     *totals,
                       guint    max_units,
                       int     *match_winner)
{
  return dbf_round_totals (&TRP_DABAIFEN_GAME (game)->s, totals, max_units, match_winner, NULL);
}

static TrpRoundResult *
dabaifen_round_result (TrpGame *game)
{
  return dbf_round_result (game, &TRP_DABAIFEN_GAME (game)->s);
}

static guint
dabaifen_get_scoring_unit (TrpGame *game,
                           int      seat)
{
  return (guint) dbf_team (seat);
}

static guint
dabaifen_get_n_scoring_units (TrpGame *game)
{
  return 2;
}

/* D-5, D-43: the match's totals are the levels, and both teams start on
 * start_level. */
static int
dabaifen_get_initial_total (TrpGame *game,
                            guint    unit)
{
  return TRP_DABAIFEN_GAME (game)->s.start_level;
}

/* ---- GObject ------------------------------------------------------------ */

static void
trp_dabaifen_game_constructed (GObject *object)
{
  TrpDabaifenGame *self = TRP_DABAIFEN_GAME (object);
  TrpRules *rules = trp_game_get_rules (TRP_GAME (self));

  G_OBJECT_CLASS (trp_dabaifen_game_parent_class)->constructed (object);

  /* A clone is built without rules and gets the cached values by copy. */
  if (rules == NULL)
    return;

  dbf_config_from_rules (&self->s, rules);
}

static void
trp_dabaifen_game_class_init (TrpDabaifenGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TrpGameClass *game_class = TRP_GAME_CLASS (klass);

  object_class->constructed = trp_dabaifen_game_constructed;

  dbf_intern_names ();

  game_class->game_id = "dabaifen";
  game_class->totals_are_levels = TRUE;
  game_class->deal = dabaifen_deal;
  game_class->get_current_seat = dabaifen_get_current_seat;
  game_class->get_phase = dabaifen_get_phase;
  game_class->validate = dabaifen_validate;
  game_class->apply = dabaifen_apply;
  game_class->legal_actions = dabaifen_legal_actions;
  game_class->observation = dabaifen_observation;
  game_class->clone = dabaifen_clone;
  game_class->determinize = dabaifen_determinize;
  game_class->round_result = dabaifen_round_result;
  game_class->round_totals = dabaifen_round_totals;
  game_class->copy_state = dabaifen_copy_state;
  game_class->determinize_into = dabaifen_determinize_into;
  game_class->describe_action = dabaifen_describe_action;
  game_class->describe_choice = dabaifen_describe_choice;
  game_class->describe_risk = dabaifen_describe_risk;
  game_class->describe_moves = dbf_describe_moves;
  game_class->describe_move = dabaifen_describe_move;
  game_class->ends_turn = dabaifen_ends_turn;
  game_class->get_scoring_unit = dabaifen_get_scoring_unit;
  game_class->get_n_scoring_units = dabaifen_get_n_scoring_units;
  game_class->get_initial_total = dabaifen_get_initial_total;
  game_class->playout_random = dabaifen_playout_random;
  game_class->playout_guided = dabaifen_playout_guided;
}

static void
trp_dabaifen_game_init (TrpDabaifenGame *self)
{
  self->s.phase = DBF_PHASE_NONE;
  self->s.start_level = 2;
  self->s.win_above_level = 14;
  self->s.declarers = -1;
  self->s.leader = -1;
  self->s.exposer = -1;
  self->s.turn = -1;
  self->s.redeal_claimant = -1;
  self->s.trump_suit = TRP_SUIT_NONE;
}

/* ---- Public API --------------------------------------------------------- */

/**
 * trp_dabaifen_game_new:
 * @rules: (nullable): Da Bai Fen rules, or %NULL for the defaults
 *
 * Returns: (transfer full): a four-seat game, not dealt yet
 */
TrpGame *
trp_dabaifen_game_new (TrpRules *rules)
{
  g_autoptr(TrpRules) defaults = NULL;

  if (rules == NULL)
    rules = defaults = trp_rules_new (&trp_dabaifen_rules_descriptor);

  return g_object_new (TRP_TYPE_DABAIFEN_GAME, "rules", rules, "n-seats", DBF_N_SEATS, NULL);
}

/**
 * trp_dabaifen_game_get_hand:
 * @out_cards: (out caller-allocates) (array): room for 18 cards
 *
 * Returns: the number of cards @seat holds, in a fixed order
 */
guint
trp_dabaifen_game_get_hand (TrpDabaifenGame *self,
                            int              seat,
                            TrpCard         *out_cards)
{
  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), 0);
  g_return_val_if_fail (seat >= 0 && seat < DBF_N_SEATS, 0);

  return dbf_mask_to_cards (self->s.hands[seat], out_cards);
}

guint
trp_dabaifen_game_get_n_drawn (TrpDabaifenGame *self)
{
  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), 0);

  return self->s.n_drawn;
}

int
trp_dabaifen_game_get_trump_rank (TrpDabaifenGame *self)
{
  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), 0);

  return self->s.trump_rank;
}

TrpSuit
trp_dabaifen_game_get_trump_suit (TrpDabaifenGame *self)
{
  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), TRP_SUIT_NONE);

  return self->s.trump_suit;
}

/* D-8. Before T is fixed only the jokers and rank-R cards are sure trumps. */
gboolean
trp_dabaifen_game_is_trump (TrpDabaifenGame *self,
                            TrpCard          card)
{
  int index;

  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), FALSE);

  if ((index = dbf_card_index (card)) < 0)
    return FALSE;
  if (self->s.trump_suit == TRP_SUIT_NONE)
    return trp_card_is_joker (card) || (self->s.rank_r_mask & DBF_BIT (index)) != 0;
  return self->s.eff_suit[index] == DBF_TRUMP;
}

/* D-11, once T is fixed; 0 before. */
int
trp_dabaifen_game_get_strength (TrpDabaifenGame *self,
                                TrpCard          card)
{
  int index;

  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), 0);

  if ((index = dbf_card_index (card)) < 0 || self->s.trump_suit == TRP_SUIT_NONE)
    return 0;
  return self->s.strength[index];
}

int
trp_dabaifen_game_get_exposer (TrpDabaifenGame *self,
                               TrpCard         *out_card)
{
  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), -1);

  if (out_card != NULL)
    *out_card = self->s.exposed_card;
  return self->s.exposer;
}

int
trp_dabaifen_game_get_leader (TrpDabaifenGame *self)
{
  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), -1);

  return self->s.leader;
}

int
trp_dabaifen_game_get_declarers (TrpDabaifenGame *self)
{
  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), -1);

  return self->s.declarers;
}

int
trp_dabaifen_game_get_level (TrpDabaifenGame *self,
                             guint            team)
{
  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), 0);
  g_return_val_if_fail (team < 2, 0);

  return self->s.levels[team];
}

/**
 * trp_dabaifen_game_get_opponents_total:
 *
 * Returns: p, the opponents' total of a finished hand with the buried
 *   kitty's share (D-37, D-38), or -1 while the hand runs
 */
int
trp_dabaifen_game_get_opponents_total (TrpDabaifenGame *self)
{
  int totals[2], winner, p = -1;

  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), -1);

  if (dbf_round_totals (&self->s, totals, 2, &winner, &p) == 0)
    return -1;
  return p;
}

int
trp_dabaifen_game_get_captured_points (TrpDabaifenGame *self,
                                       guint            team)
{
  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), 0);
  g_return_val_if_fail (team < 2, 0);

  return dbf_mask_points (self->s.captured[team]);
}

/**
 * trp_dabaifen_game_get_trick:
 * @out_cards: (out caller-allocates) (array): room for 12 cards
 *
 * Returns: the number of cards @seat has played to the current trick
 */
guint
trp_dabaifen_game_get_trick (TrpDabaifenGame *self,
                             int              seat,
                             TrpCard         *out_cards)
{
  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), 0);
  g_return_val_if_fail (seat >= 0 && seat < DBF_N_SEATS, 0);

  return dbf_mask_to_cards (self->s.trick.by_seat[seat], out_cards);
}

/**
 * trp_dabaifen_game_get_played:
 * @out_cards: (out caller-allocates) (array): room for 54 cards
 *
 * Public knowledge (D-35, D-49): every card played to a trick so far, the
 * current trick included.
 *
 * Returns: the number of cards played
 */
guint
trp_dabaifen_game_get_played (TrpDabaifenGame *self,
                              TrpCard         *out_cards)
{
  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), 0);

  return dbf_mask_to_cards (self->s.played, out_cards);
}

/**
 * trp_dabaifen_game_get_voids:
 *
 * Public knowledge (D-32): the effective suits @seat has shown to be void
 * in by not following, as bits 1 << suit, trumps as 1 << %TRP_SUIT_NONE.
 *
 * Returns: the bits
 */
guint
trp_dabaifen_game_get_voids (TrpDabaifenGame *self,
                             int              seat)
{
  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), 0);
  g_return_val_if_fail (seat >= 0 && seat < DBF_N_SEATS, 0);

  G_STATIC_ASSERT (DBF_TRUMP == TRP_SUIT_NONE);
  return self->s.voids[seat];
}

/**
 * trp_dabaifen_game_get_buried:
 * @observer: the seat asking
 * @out_cards: (out caller-allocates) (array): room for 6 cards
 *
 * The buried kitty as @observer may see it (D-27, D-49): all of it for the
 * leader, and for everyone once the hand is over; nothing otherwise.
 *
 * Returns: the number of cards given
 */
guint
trp_dabaifen_game_get_buried (TrpDabaifenGame *self,
                              int              observer,
                              TrpCard         *out_cards)
{
  g_return_val_if_fail (TRP_IS_DABAIFEN_GAME (self), 0);

  if (observer != self->s.leader && self->s.phase != DBF_PHASE_OVER)
    return 0;
  return dbf_mask_to_cards (self->s.buried, out_cards);
}

gboolean
trp_dabaifen_game_state_equal (TrpDabaifenGame *self,
                               TrpDabaifenGame *other)
{
  return memcmp (&self->s, &other->s, sizeof self->s) == 0;
}
