/* trp-marianna-rules.c: legality and the flow of a hand (rules/marianna.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything here works on the flat MState, so that clones and search stay
 * cheap. m_validate() never changes the state; m_apply() trusts it.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "trp-marianna-options.h"
#include "trp-marianna-private.h"

const TrpRulesDescriptor *const m_ruleset_descriptors[] = {
  [TRP_MARIANNA_RULESET_MARIANNA] = &trp_marianna_rules_descriptor,
  [TRP_MARIANNA_RULESET_CINQUECENTO] = &trp_cinquecento_rules_descriptor,
  [TRP_MARIANNA_RULESET_BRISCOLA_151] = &trp_briscola_151_rules_descriptor,
  [TRP_MARIANNA_RULESET_MARIACCIO] = &trp_mariaccio_rules_descriptor,
};
G_STATIC_ASSERT (G_N_ELEMENTS (m_ruleset_descriptors) == TRP_MARIANNA_N_RULESETS);

const char *m_act_play;
const char *m_act_declare;
const char *m_act_pass;
const char *m_act_cover_request;
const char *m_act_cover_answer;
const char *m_act_swap;
const char *m_act_claim;

static void init_select (void);

void
m_intern_names (void)
{
  init_select ();
  m_guided_init ();
  m_act_play = g_intern_static_string ("play");
  m_act_declare = g_intern_static_string ("declare");
  m_act_pass = g_intern_static_string ("pass");
  m_act_cover_request = g_intern_static_string ("cover_request");
  m_act_cover_answer = g_intern_static_string ("cover_answer");
  m_act_swap = g_intern_static_string ("swap_indicator");
  m_act_claim = g_intern_static_string ("claim");
}

guint
m_mask_to_cards (guint64  mask,
                 TrpCard *cards)
{
  guint n = 0;

  while (mask != 0)
    {
      int index = __builtin_ctzll (mask);

      cards[n++] = m_index_card (index);
      mask &= mask - 1;
    }
  return n;
}

/* The points of the five counting cards of a suit (J Q K 3 A, M-5), by
 * their five bits; the five low cards count nothing.
 */
static const guint8 points_of_high[32] = {
#define P(b) (((b) & 1) * 2 + (((b) >> 1) & 1) * 3 + (((b) >> 2) & 1) * 4 + \
              (((b) >> 3) & 1) * 10 + (((b) >> 4) & 1) * 11)
  P (0), P (1), P (2), P (3), P (4), P (5), P (6), P (7),
  P (8), P (9), P (10), P (11), P (12), P (13), P (14), P (15),
  P (16), P (17), P (18), P (19), P (20), P (21), P (22), P (23),
  P (24), P (25), P (26), P (27), P (28), P (29), P (30), P (31),
#undef P
};

/* Four lookups, no loop: every trick is counted this way. */
static inline int
mask_points (guint64 mask)
{
  return points_of_high[(mask >> 5) & 31] + points_of_high[(mask >> 15) & 31] +
         points_of_high[(mask >> 25) & 31] + points_of_high[(mask >> 35) & 31];
}

int
m_mask_points (guint64 mask)
{
  return mask_points (mask);
}

/* By TrpCard: its bit in the masks, 0 for what is not a card of the pack;
 * one load where a trick is counted and the stock drawn from.
 */
static guint64 bit_of_card[256];

static inline guint64
card_bit (TrpCard card)
{
  return bit_of_card[card];
}

/* M-2: partners sit opposite. */
static inline guint
unit_of (const MState *st,
         guint         seat)
{
  return m_is_two_player (st) ? seat : seat & 1;
}

guint
m_unit (const MState *st,
        guint         seat)
{
  return unit_of (st, seat);
}

/* Options (§6), with the settings each ruleset fixes (Presets table). */
void
m_config_from_rules (MConfig  *cfg,
                     TrpRules *rules)
{
  const TrpRulesDescriptor *descriptor;
  guint ruleset;

  memset (cfg, 0, sizeof *cfg);
  cfg->ruleset = TRP_MARIANNA_RULESET_MARIANNA;
  cfg->n_seats = 4;
  cfg->timing = M_TIMING_OWN_TURN;
  cfg->scoring = M_SCORING_SEQ_40;
  cfg->trump_change = M_TRUMP_LATEST;
  cfg->mariannino = TRUE;
  cfg->mariannone = TRUE;
  cfg->target = 501;
  cfg->style = TRP_FACE_STYLE_FRENCH;

  if (rules == NULL)
    return;

  /* The option table says which ruleset it is (M-30); rules of another
   * game keep Marianna's defaults. */
  descriptor = trp_rules_get_descriptor (rules);
  for (ruleset = 0; ruleset < TRP_MARIANNA_N_RULESETS; ruleset++)
    if (m_ruleset_descriptors[ruleset] == descriptor)
      break;
  if (ruleset == TRP_MARIANNA_N_RULESETS)
    return;
  cfg->ruleset = ruleset;
  cfg->style = trp_rules_get_enum (rules, "deck_style") == TRP_MARIANNA_DECK_STYLE_ITALIAN
               ? TRP_FACE_STYLE_ITALIAN : TRP_FACE_STYLE_FRENCH;

  if (ruleset == TRP_MARIANNA_RULESET_CINQUECENTO)
    {
      cfg->timing = M_TIMING_ANY_TIME;
      cfg->scoring = M_SCORING_FIRST_40;
      cfg->trump_change = M_TRUMP_FIRST_ONLY;
      cfg->mariannino = FALSE;
      cfg->mariannone = FALSE;
      cfg->target = 501;
      cfg->covering = trp_rules_get_bool (rules, "covering");
      cfg->late_declaration = trp_rules_get_bool (rules, "late_declaration");
    }
  else if (ruleset == TRP_MARIANNA_RULESET_BRISCOLA_151)
    {
      cfg->n_seats = 2;
      cfg->scoring = M_SCORING_MATRIMONIO;
      cfg->trump_change = M_TRUMP_FIXED;
      cfg->mariannino = FALSE;
      cfg->mariannone = FALSE;
      cfg->target = trp_rules_get_int (rules, "target_score");
      cfg->ace_swap = trp_rules_get_bool (rules, "ace_swap");
    }
  else if (ruleset == TRP_MARIANNA_RULESET_MARIACCIO)
    {
      cfg->n_seats = 2;
      cfg->timing = M_TIMING_WINNER;
      cfg->scoring = M_SCORING_MATRIMONIO;
      cfg->trump_change = M_TRUMP_FIXED;
      cfg->mariannino = FALSE;
      cfg->mariannone = FALSE;
      cfg->target = trp_rules_get_int (rules, "target_score");
    }
  else if (ruleset == TRP_MARIANNA_RULESET_MARIANNA)
    {
      switch ((TrpMariannaDeclarationTiming) trp_rules_get_enum (rules, "declaration_timing"))
        {
        case TRP_MARIANNA_DECLARATION_TIMING_TRICK_START:
          cfg->timing = M_TIMING_TRICK_START;
          break;
        case TRP_MARIANNA_DECLARATION_TIMING_LEADER_ONLY:
          cfg->timing = M_TIMING_LEADER_ONLY;
          break;
        case TRP_MARIANNA_DECLARATION_TIMING_ANY_TIME:
          cfg->timing = M_TIMING_ANY_TIME;
          break;
        case TRP_MARIANNA_DECLARATION_TIMING_OWN_TURN:
        case TRP_MARIANNA_DECLARATION_TIMING_N_CHOICES:
        default:
          cfg->timing = M_TIMING_OWN_TURN;
          break;
        }
      switch ((TrpMariannaMariannaScoring) trp_rules_get_enum (rules, "marianna_scoring"))
        {
        case TRP_MARIANNA_MARIANNA_SCORING_SEQ_20_40_60_80:
          cfg->scoring = M_SCORING_SEQ_20;
          break;
        case TRP_MARIANNA_MARIANNA_SCORING_FIRST_40_THEN_20:
          cfg->scoring = M_SCORING_FIRST_40;
          break;
        case TRP_MARIANNA_MARIANNA_SCORING_SEQ_40_60_80_100:
        case TRP_MARIANNA_MARIANNA_SCORING_N_CHOICES:
        default:
          cfg->scoring = M_SCORING_SEQ_40;
          break;
        }
      cfg->trump_change = trp_rules_get_enum (rules, "trump_change") == TRP_MARIANNA_TRUMP_CHANGE_FIRST_ONLY
                          ? M_TRUMP_FIRST_ONLY : M_TRUMP_LATEST;
      cfg->late_declaration = trp_rules_get_bool (rules, "late_declaration");
      cfg->mariannino = trp_rules_get_bool (rules, "mariannino");
      cfg->mariannone = trp_rules_get_bool (rules, "mariannone");
      cfg->target = trp_rules_get_int (rules, "target_score");
      cfg->covering = trp_rules_get_bool (rules, "covering");
    }
}

const char *
m_phase_name (const MState *st)
{
  switch (st->phase)
    {
    case M_PHASE_COVER_REQUEST:
    case M_PHASE_COVER_ANSWER:   return "cover";
    case M_PHASE_WINDOW:         return "declare_window";
    case M_PHASE_TURN:           return "turn";
    case M_PHASE_WINNER_DECLARE: return "winner_declare";
    case M_PHASE_CLAIM:          return "claim";
    case M_PHASE_OVER:
    default:                     return TRP_PHASE_ROUND_OVER;
    }
}

/* ---- Covering state (§8) ---- */

/* ---- Flow ---- */

/* Every trick ends and starts through these: inlined, they cost no calls
 * in the playout's loop.
 */
#define M_HOT static inline __attribute__ ((always_inline))

M_HOT void start_trick (MState *st);
static void end_hand (MState *st, MEnd reason);

/* M-31 trick_start, M-43: poll from @first, skipping barred seats. */
static gboolean
open_window (MState *st,
             guint   first)
{
  guint8 barred;

  if (!st->eligible || !m_declaration_still_possible (st))
    return FALSE;

  barred = m_window_barred (st);
  for (guint i = 0; i < m_n_seats (st); i++)
    {
      guint seat = (first + i) & (m_n_seats (st) - 1);

      if (!(barred & (1 << seat)))
        {
          st->phase = M_PHASE_WINDOW;
          st->passed = 0;
          st->current = seat;
          return TRUE;
        }
    }
  return FALSE;
}

/* The window closes when every seat still allowed to declare has passed
 * since its last declaration (M-31, M-43, M-AMB-20).
 */
static void
window_advance (MState *st)
{
  guint8 barred = m_window_barred (st);

  for (guint i = 1; i <= m_n_seats (st); i++)
    {
      guint seat = (st->current + i) & (m_n_seats (st) - 1);

      if (!(barred & (1 << seat)) && !(st->passed & (1 << seat)))
        {
          st->current = seat;
          return;
        }
    }
  m_to_turn (st);
}

M_HOT void
open_first_window (MState *st)
{
  if ((st->cfg.timing == M_TIMING_TRICK_START || st->cfg.timing == M_TIMING_ANY_TIME) &&
      open_window (st, st->leader))
    return;
  m_to_turn (st);
}

M_HOT void
start_trick (MState *st)
{
  guint left = m_stock_left (st);

  st->n_played = 0;
  st->declared_in_trick = 0;
  st->passed = 0;
  st->setter_pos = -1;
  st->cover_active = FALSE;
  memset (st->trick, 0, sizeof st->trick);

  switch (st->cfg.ruleset)
    {
    case TRP_MARIANNA_RULESET_BRISCOLA_151:
      /* M-55: tricks 2 to 15. */
      st->eligible = left > 0 && st->trick_no > 0;
      break;

    case TRP_MARIANNA_RULESET_MARIACCIO:
      /* M-63: declarations come after the trick, not in it. */
      st->eligible = FALSE;
      break;

    case TRP_MARIANNA_RULESET_MARIANNA:
    case TRP_MARIANNA_RULESET_CINQUECENTO:
    default:
      /* M-18, M-34. */
      st->eligible = left > 0 ||
                     (st->cfg.late_declaration && st->trick_no == st->draw_tricks);
      break;
    }

  /* M-46, M-50: a covering can be asked only while no trump is in force. */
  if (st->cfg.covering && !m_is_two_player (st) && st->trump == TRP_SUIT_NONE && st->eligible)
    {
      st->phase = M_PHASE_COVER_REQUEST;
      st->current = st->leader;
      return;
    }

  open_first_window (st);
}

void
m_start_hand (MState *st)
{
  guint n = m_n_seats (st);

  st->n_tricks = M_N_CARDS / n;
  st->draw_tricks = (M_N_CARDS - n * M_HAND) / n;
  st->stock_pos = 0;
  st->trick_no = 0;
  st->leader = (st->dealer + 1) & (n - 1);  /* M-10, M-53, M-60 */
  st->trump = m_is_two_player (st) ? trp_card_get_suit (st->indicator) : TRP_SUIT_NONE;
  st->trump_fixed = FALSE;
  memset (st->exposed, 0, sizeof st->exposed);
  memset (st->won, 0, sizeof st->won);
  memset (st->log, 0, sizeof st->log);
  memset (st->log_leader, 0, sizeof st->log_leader);
  memset (st->log_winner, 0, sizeof st->log_winner);
  memset (st->card_points, 0, sizeof st->card_points);
  memset (st->decl_points, 0, sizeof st->decl_points);
  st->n_decls = 0;
  st->n_mariannas = 0;
  st->suits_declared = 0;
  st->mariannino_done = FALSE;
  st->n_covers = 0;
  st->swap_done = FALSE;
  st->end = M_END_NONE;
  st->match_over = FALSE;
  st->winner = -1;
  start_trick (st);
}

/* M-12: the end-of-trick trump, else the led suit; the strongest card of
 * that suit is the highest bit of the trick's mask.
 */
static guint
trick_winner_pos (const MState *st,
                  guint64       mask)
{
  guint64 suit_cards = 0;
  TrpCard best;

  if (st->trump != TRP_SUIT_NONE)
    suit_cards = mask & M_SUIT_MASK (st->trump);
  if (suit_cards == 0)
    suit_cards = mask & M_SUIT_MASK (trp_card_get_suit (st->trick[0]));
  best = m_index_card (63 - __builtin_clzll (suit_cards));
  for (guint i = 0; ; i++)
    if (st->trick[i] == best)
      return i;
}

static void
add_decl (MState  *st,
          guint    kind,
          guint    seat,
          guint    suit,
          int      points,
          gboolean changed,
          const TrpCard *cards,
          guint    n_cards)
{
  MDecl *decl;

  g_assert (st->n_decls < M_MAX_DECLS);
  decl = &st->decls[st->n_decls++];
  memset (decl, 0, sizeof *decl);
  decl->kind = kind;
  decl->seat = seat;
  decl->suit = suit;
  decl->trick = st->trick_no;
  decl->points = points;
  decl->changed_trump = changed;
  decl->n_cards = MIN (n_cards, M_HAND);
  if (cards != NULL)
    memcpy (decl->cards, cards, decl->n_cards);
  st->decl_points[m_unit (st, seat)] += points;
}

M_HOT void
draw_and_continue (MState *st)
{
  guint n = m_n_seats (st);
  guint winner = st->last_winner;

  /* M-14, M-53, M-61: the winner draws first. */
  if (m_stock_left (st) > 0)
    {
      const TrpCard *top = &st->stock[st->stock_pos];

      for (guint i = 0; i < n; i++)
        st->hand[(winner + i) & (n - 1)] |= card_bit (top[i]);
      st->stock_pos += n;
      /* Everyone saw the face-up indicator, the stock's last card, go
       * into the hand of the last to draw.
       */
      if (st->indicator != TRP_CARD_NONE && st->stock_pos == st->stock_len)
        st->exposed[(winner + n - 1) & (n - 1)] |= card_bit (top[n - 1]);
    }

  st->trick_no++;
  st->leader = winner;
  if (st->trick_no >= st->n_tricks)
    end_hand (st, M_END_TRICKS);
  else
    start_trick (st);
}

static void
open_claims (MState *st)
{
  st->phase = M_PHASE_CLAIM;
  st->passed = 0;
  st->current = st->last_winner;
}

/* The end of a trick whose cards (@mask) are on the table and whose
 * winner sits at playing-order position @pos.
 */
M_HOT void
finish_trick (MState  *st,
              guint64  mask,
              guint    pos)
{
  guint n = m_n_seats (st);
  guint winner;
  guint unit;
  const MCover *cover = m_active_cover (st);

  /* Unplayed places of the table are empty, as in the log (M_MAX_SEATS). */
  memcpy (st->log[st->trick_no], st->trick, sizeof st->trick);
  winner = (st->leader + pos) & (n - 1);
  unit = unit_of (st, winner);
  st->won[unit] |= mask;
  st->card_points[unit] += mask_points (mask);
  st->log_leader[st->trick_no] = st->leader;
  st->log_winner[st->trick_no] = winner;
  st->last_winner = winner;
  /* The trick is in the log now; the table is clear. */
  st->n_played = 0;

  /* M-48: a covered trick won by the covering team. */
  if (cover != NULL && cover->answer == 1)
    {
      MCover *c = &st->covers[st->n_covers - 1];
      gboolean won = m_unit (st, winner) == m_unit (st, c->seat);
      gboolean changed = FALSE;

      c->won = won;
      if (won)
        {
          if (st->trump == TRP_SUIT_NONE &&
              !(st->cfg.trump_change == M_TRUMP_FIRST_ONLY && st->trump_fixed))
            {
              st->trump = c->suit;
              st->trump_fixed = TRUE;
              changed = TRUE;
            }
          add_decl (st, TRP_MARIANNA_DECLARE_COVERING, c->seat, c->suit, 20, changed, NULL, 0);
        }
    }

  if (st->cfg.ruleset == TRP_MARIANNA_RULESET_MARIACCIO)
    {
      /* M-63: the winner may declare while a draw follows. */
      if (m_stock_left (st) > 0 && st->suits_declared != 0xf)
        {
          st->phase = M_PHASE_WINNER_DECLARE;
          st->current = winner;
        }
      else
        open_claims (st);
      return;
    }

  draw_and_continue (st);
}

static void
resolve_trick (MState *st)
{
  guint64 mask = 0;

  for (guint i = 0; i < m_n_seats (st); i++)
    mask |= card_bit (st->trick[i]);
  finish_trick (st, mask, trick_winner_pos (st, mask));
}

static void
end_hand (MState *st,
          MEnd    reason)
{
  st->phase = M_PHASE_OVER;
  st->end = reason;

  if (reason == M_END_TRICKS)
    {
      int after[2];

      for (guint u = 0; u < 2; u++)
        after[u] = st->totals_before[u] + st->card_points[u] + st->decl_points[u];

      /* M-27, M-57, M-66: the higher total wins once someone reached the
       * target; equal totals mean another hand (M-AMB-9).
       */
      if ((after[0] >= st->cfg.target || after[1] >= st->cfg.target) &&
          after[0] != after[1])
        {
          st->match_over = TRUE;
          st->winner = after[0] > after[1] ? 0 : 1;
        }
    }
}

/* M-20, M-21 b, M-33: returns whether the declaration set the trump. */
static gboolean
set_trump_by_declaration (MState *st,
                          guint   seat,
                          guint   suit)
{
  guint pos = (seat + m_n_seats (st) - st->leader) & (m_n_seats (st) - 1);
  guint old = st->trump;

  switch (st->cfg.trump_change)
    {
    case M_TRUMP_LATEST:
      if ((int) pos <= st->setter_pos)
        return FALSE;
      st->setter_pos = pos;
      st->trump = suit;
      st->trump_fixed = TRUE;
      return old != suit;

    case M_TRUMP_FIRST_ONLY:
      if (st->trump_fixed)
        return FALSE;
      st->trump = suit;
      st->trump_fixed = TRUE;
      return old != suit;

    case M_TRUMP_FIXED:
    default:
      return FALSE;
    }
}

int
m_marianna_value (const MState *st)
{
  switch (st->cfg.scoring)
    {
    case M_SCORING_SEQ_20:
      return 20 + 20 * st->n_mariannas;
    case M_SCORING_FIRST_40:
      return st->trump == TRP_SUIT_NONE ? 40 : 20;
    case M_SCORING_SEQ_40:
    default:
      return 40 + 20 * st->n_mariannas;
    }
}

/* ---- Legality ---- */

static gboolean
cards_mask (const TrpAction *action,
            guint64         *mask)
{
  *mask = 0;
  for (guint i = 0; i < action->n_cards; i++)
    {
      int index = m_card_index (action->cards[i]);

      if (index < 0 || (*mask & M_BIT (index)))
        return FALSE;
      *mask |= M_BIT (index);
    }
  return TRUE;
}

/* What check_swap() decides, without building messages (M-56). */
gboolean
m_swap_open (const MState *st,
             guint         seat)
{
  guint rank = trp_card_get_rank (st->indicator);

  return st->cfg.ruleset == TRP_MARIANNA_RULESET_BRISCOLA_151 && st->cfg.ace_swap &&
         !st->swap_done && m_stock_left (st) > 0 &&
         (rank == TRP_RANK_KING || rank == TRP_RANK_QUEEN) &&
         (st->hand[seat] & M_BIT (st->trump * 10 + POS_ACE)) != 0;
}


gboolean
m_cards_mask (const TrpAction *action,
              guint64         *mask)
{
  return cards_mask (action, mask);
}

guint64
m_card_bit (TrpCard card)
{
  return card_bit (card);
}

/* ---- Applying ---- */

static void
apply_declare (MState          *st,
               const TrpAction *action)
{
  guint seat = action->seat;
  guint kind = action->target;
  guint64 mask;
  TrpCard cards[M_HAND];
  guint n_cards;
  guint suit;
  int points = 0;
  gboolean changed = FALSE;

  cards_mask (action, &mask);
  n_cards = m_mask_to_cards (mask, cards);
  st->exposed[seat] |= mask;
  st->declared_in_trick |= 1 << seat;
  st->passed = 0;

  switch (kind)
    {
    case TRP_MARIANNA_DECLARE_MARIANNA:
      suit = __builtin_ctzll (mask) / 10;
      points = m_marianna_value (st);   /* judged before the trump changes */
      st->n_mariannas++;
      st->suits_declared |= 1 << suit;
      changed = set_trump_by_declaration (st, seat, suit);
      break;

    case TRP_MARIANNA_DECLARE_MARIANNINO:
      suit = __builtin_ctzll (mask & KINGS_MASK) / 10;
      points = 250;
      st->mariannino_done = TRUE;
      changed = set_trump_by_declaration (st, seat, suit);
      break;

    case TRP_MARIANNA_DECLARE_MARIANNONE:
      suit = __builtin_ctzll (mask & QUEENS_MASK) / 10;
      points = 500;
      add_decl (st, kind, seat, suit, points, FALSE, cards, n_cards);
      /* M-23, M-28, M-AMB-7: the match ends here. */
      st->match_over = TRUE;
      st->winner = m_unit (st, seat);
      st->end_seat = seat;
      end_hand (st, M_END_MARIANNONE);
      return;

    case TRP_MARIANNA_DECLARE_MATRIMONIO:
    default:
      suit = __builtin_ctzll (mask) / 10;
      points = suit == st->trump ? 40 : 20;  /* M-54, M-63 */
      st->suits_declared |= 1 << suit;
      break;
    }

  add_decl (st, kind, seat, suit, points, changed, cards, n_cards);

  if (st->phase == M_PHASE_WINDOW)
    {
      /* The declarer is now barred; the others are asked again. */
      window_advance (st);
    }
  else if (st->phase == M_PHASE_WINNER_DECLARE)
    open_claims (st);
}

/* Plays the card with mask index @index: the one path for m_apply() and
 * the random playout, so the two cannot drift apart.
 */
/* Inlined into the playout's loop, where it runs for nearly every move. */
static inline __attribute__ ((always_inline)) void
play_index (MState *st,
            guint   seat,
            int     index)
{
  guint64 bit = M_BIT (index);
  guint next;

  st->hand[seat] &= ~bit;
  st->exposed[seat] &= ~bit;
  st->trick[st->n_played++] = m_index_card (index);

  if (st->n_played == m_n_seats (st))
    {
      resolve_trick (st);
      return;
    }

  next = (st->leader + st->n_played) & (m_n_seats (st) - 1);
  /* M-43: a window before each card under any_time. */
  if (st->cfg.timing == M_TIMING_ANY_TIME && open_window (st, next))
    return;
  m_to_turn (st);
}

/* For the random playout (trp-marianna-playout.c). */
void
m_finish_trick (MState  *st,
                guint64  mask,
                guint    pos)
{
  finish_trick (st, mask, pos);
}

void
m_window_advance (MState *st)
{
  window_advance (st);
}

void
m_play_index (MState *st,
              guint   seat,
              int     index)
{
  play_index (st, seat, index);
}

void
m_apply (MState          *st,
         const TrpAction *action)
{
  const char *type = action->type;

  switch (st->phase)
    {
    case M_PHASE_COVER_REQUEST:
      if (type == m_act_cover_request)
        {
          MCover *cover = &st->covers[st->n_covers++];

          cover->trick = st->trick_no;
          cover->seat = st->leader;
          cover->suit = action->suit;
          cover->answer = -1;
          cover->won = -1;
          st->cover_active = TRUE;
          st->phase = M_PHASE_COVER_ANSWER;
          st->current = m_partner_of (st->leader);
        }
      else
        open_first_window (st);
      break;

    case M_PHASE_COVER_ANSWER:
      st->covers[st->n_covers - 1].answer = action->target;
      open_first_window (st);
      break;

    case M_PHASE_WINDOW:
      if (type == m_act_declare)
        apply_declare (st, action);
      else
        {
          st->passed |= 1 << action->seat;
          window_advance (st);
        }
      break;

    case M_PHASE_TURN:
      if (type == m_act_play)
        m_play_index (st, action->seat, m_card_index (action->cards[0]));
      else if (type == m_act_declare)
        apply_declare (st, action);
      else if (type == m_act_swap)
        {
          TrpCard ace = TRP_CARD (st->trump, TRP_RANK_ACE);
          guint64 in = card_bit (st->indicator);

          /* M-56: the ace goes under the stock, face up. */
          st->hand[action->seat] &= ~card_bit (ace);
          st->exposed[action->seat] &= ~card_bit (ace);
          st->hand[action->seat] |= in;
          st->exposed[action->seat] |= in;
          st->stock[st->stock_len - 1] = ace;
          st->indicator = ace;
          st->swap_done = TRUE;
        }
      break;

    case M_PHASE_WINNER_DECLARE:
      if (type == m_act_declare)
        apply_declare (st, action);
      else
        open_claims (st);
      break;

    case M_PHASE_CLAIM:
      if (type == m_act_claim)
        {
          guint seat = action->seat;
          int total = st->totals_before[seat] + st->card_points[seat] + st->decl_points[seat];

          /* M-65: a right claim wins, a wrong one loses, at once. */
          st->match_over = TRUE;
          st->winner = total >= st->cfg.target ? (int) seat : (int) (1 - seat);
          st->end_seat = seat;
          end_hand (st, M_END_CLAIM);
        }
      else
        {
          st->passed |= 1 << action->seat;
          if (st->passed == 0x3)
            draw_and_continue (st);
          else
            st->current = 1 - action->seat;
        }
      break;

    case M_PHASE_OVER:
    default:
      g_assert_not_reached ();
    }
}

/* ---- The moves of a step, without allocating ----
 *
 * The playouts (trp-marianna-playout.c, -guided.c) count the moves of a
 * step straight from the bit masks of MState. Plays, the bulk of the
 * moves, go through m_play_index(); the rarer steps (declarations,
 * windows, covering, claims) fill one TrpAction on the stack for
 * m_apply().
 */

/* Counts what add_declarations() lists for @seat. */
static void
count_declarations (const MState *st,
                    guint         seat,
                    MChoices     *c)
{
  guint64 hand = st->hand[seat];
  guint64 pairs;

  if ((st->declared_in_trick & (1 << seat)) || (m_trick_is_covered (st) && seat == st->leader))
    return;

  /* A king's bit is its queen's shifted by one (M-4 order: Q then K). */
  pairs = hand & QUEENS_MASK & (hand >> 1);
  for (guint suit = 0; suit < TRP_N_SUITS; suit++)
    if (st->suits_declared & (1 << suit))
      pairs &= ~M_BIT (suit * 10 + POS_QUEEN);
  c->pairs = pairs;
  c->n_pairs = m_popcount (pairs);

  if (st->cfg.n_seats == 4 && m_popcount (hand) == M_HAND)
    {
      c->mariannino = st->cfg.mariannino && !st->mariannino_done &&
                      (hand & QUEENS_MASK) == QUEENS_MASK && (hand & KINGS_MASK) != 0;
      c->mariannone = st->cfg.mariannone &&
                      (hand & KINGS_MASK) == KINGS_MASK && (hand & QUEENS_MASK) != 0;
    }
}

/**
 * m_choices:
 *
 * Counts the moves of the current step exactly as m_legal_actions() lists
 * them: move k here is element k there (a test checks it).
 */
void
m_choices (const MState *st,
           MChoices     *c)
{
  guint seat = st->current;
  guint n_decl;

  memset (c, 0, sizeof *c);

  switch (st->phase)
    {
    case M_PHASE_TURN:
      c->plays = m_allowed_plays (st, seat);
      if (m_turn_declaration_open (st, seat))
        count_declarations (st, seat, c);
      c->swap = st->cfg.ace_swap && m_swap_open (st, seat);
      c->n_other = c->n_pairs + c->mariannino + c->mariannone + c->swap;
      c->n = c->n_other + m_popcount (c->plays);
      break;

    case M_PHASE_WINDOW:
    case M_PHASE_WINNER_DECLARE:
      count_declarations (st, seat, c);
      n_decl = c->n_pairs + c->mariannino + c->mariannone;
      c->n = c->n_other = 1 + n_decl;
      break;

    case M_PHASE_COVER_REQUEST:
      /* Pass, or a suit in which the leader holds the king or the queen
       * but not both (M-46). */
      {
        guint64 hand = st->hand[seat];
        guint64 one = (hand & QUEENS_MASK) ^ ((hand >> 1) & QUEENS_MASK);

        c->pairs = one;
        c->n = c->n_other = 1 + m_popcount (one);
      }
      break;

    case M_PHASE_COVER_ANSWER:
      {
        const MCover *cover = &st->covers[st->n_covers - 1];
        guint64 pair = M_BIT (cover->suit * 10 + POS_QUEEN) * 3;

        c->n = c->n_other = (st->hand[seat] & pair & ~st->hand[st->leader]) ? 2 : 1;
      }
      break;

    case M_PHASE_CLAIM:
      c->n = c->n_other = 2;
      break;

    case M_PHASE_OVER:
    default:
      break;
    }
}

guint8 m_select_in_byte[8 * 256];

static void
init_select (void)
{
  for (guint b = 0; b < 256; b++)
    {
      guint k = 0;

      for (guint i = 0; i < 8; i++)
        if (b & (1u << i))
          m_select_in_byte[(k++ << 8) | b] = i;
    }
  for (guint card = 0; card < G_N_ELEMENTS (bit_of_card); card++)
    bit_of_card[card] = m_card_index (card) < 0 ? 0 : M_BIT (m_card_index (card));
}

/**
 * m_choice_action:
 * @cards: room for five cards, which @action points into
 *
 * Fills @action with move @k of @choices, as m_legal_actions() builds it.
 */
void
m_choice_action (const MState   *st,
                 const MChoices *c,
                 guint           k,
                 TrpAction      *action,
                 TrpCard        *cards)
{
  guint seat = st->current;
  gboolean pass_first = st->phase != M_PHASE_TURN;

  memset (action, 0, sizeof *action);
  action->seat = seat;
  action->target = -1;
  action->suit = TRP_SUIT_NONE;
  action->cards = cards;

  switch (st->phase)
    {
    case M_PHASE_COVER_REQUEST:
      if (k == 0)
        action->type = m_act_pass;
      else
        {
          action->type = m_act_cover_request;
          action->suit = m_nth_bit (c->pairs, k - 1) / 10;
        }
      return;

    case M_PHASE_COVER_ANSWER:
      action->type = m_act_cover_answer;
      action->target = k;
      return;

    case M_PHASE_CLAIM:
      action->type = k == 0 ? m_act_pass : m_act_claim;
      return;

    case M_PHASE_TURN:
    case M_PHASE_WINDOW:
    case M_PHASE_WINNER_DECLARE:
    case M_PHASE_OVER:
    default:
      break;
    }

  if (pass_first)
    {
      if (k == 0)
        {
          action->type = m_act_pass;
          return;
        }
      k--;
    }

  if (k < c->n_pairs)
    {
      guint suit = m_nth_bit (c->pairs, k) / 10;

      action->type = m_act_declare;
      action->target = st->cfg.n_seats == 2 ? TRP_MARIANNA_DECLARE_MATRIMONIO
                                            : TRP_MARIANNA_DECLARE_MARIANNA;
      cards[0] = TRP_CARD (suit, TRP_RANK_KING);
      cards[1] = TRP_CARD (suit, TRP_RANK_QUEEN);
      action->n_cards = 2;
      return;
    }
  k -= c->n_pairs;

  if (k < (guint) c->mariannino + c->mariannone)
    {
      action->type = m_act_declare;
      action->target = (k == 0 && c->mariannino) ? TRP_MARIANNA_DECLARE_MARIANNINO
                                                 : TRP_MARIANNA_DECLARE_MARIANNONE;
      action->n_cards = m_mask_to_cards (st->hand[seat], cards);
      return;
    }
  k -= c->mariannino + c->mariannone;

  if (k < c->swap)
    {
      action->type = m_act_swap;
      cards[0] = TRP_CARD (st->trump, TRP_RANK_ACE);
      action->n_cards = 1;
      return;
    }
  k -= c->swap;

  action->type = m_act_play;
  cards[0] = m_index_card (m_nth_bit (c->plays, k));
  action->n_cards = 1;
}

/**
 * m_play_choice:
 * @card: the mask index of the card that move @k plays, -1 if none
 * @log: (nullable): gets the move
 *
 * Plays move @k of @choices: a card straight on the masks when nobody
 * reads the move, any other move as the action m_legal_actions() lists.
 */
void
m_play_choice (MState         *st,
               const MChoices *choices,
               guint           k,
               int             card,
               GPtrArray      *log)
{
  TrpCard cards[M_HAND];
  TrpAction action;

  if (card >= 0 && log == NULL)
    {
      m_play_index (st, st->current, card);
      return;
    }

  m_choice_action (st, choices, k, &action, cards);
  if (log != NULL)
    g_ptr_array_add (log, trp_action_copy (&action));
  m_apply (st, &action);
}
