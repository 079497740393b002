/* trp-marianna-observe.c: what a seat sees, its view, resampling and texts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "trp-format.h"
#include "trp-marianna-private.h"

#define ALL_CARDS (M_BIT (M_N_CARDS) - 1)

static const char *kind_ids[] = { "marianna", "mariannino", "mariannone", "matrimonio", "covering" };

static gboolean
indicator_on_table (const MState *st)
{
  return st->indicator != TRP_CARD_NONE && st->stock_pos < st->stock_len;
}

static void
add_mask (JsonBuilder *builder,
          guint64      mask)
{
  TrpCard cards[M_N_CARDS];
  guint n = m_mask_to_cards (mask, cards);

  trp_json_builder_add_cards (builder, cards, n);
}

static void
add_pair (JsonBuilder *builder,
          const char  *name,
          int          a,
          int          b)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  json_builder_add_int_value (builder, a);
  json_builder_add_int_value (builder, b);
  json_builder_end_array (builder);
}

static void
add_seats (JsonBuilder *builder,
           const char  *name,
           guint8       seats,
           guint        n)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint s = 0; s < n; s++)
    if (seats & (1 << s))
      json_builder_add_int_value (builder, s);
  json_builder_end_array (builder);
}

/* M-68: the seat's own hand and everything public, nothing else. Long
 * as the schema is (docs/games/observation-marianna.md): one member after
 * another, in its order. */
JsonNode *
m_observation (const MState *st,
               int           seat)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  guint n = st->cfg.n_seats;
  /* A spectator holds no hand. */
  guint64 own_hand = seat >= 0 ? st->hand[seat] : 0;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "ruleset");
  json_builder_add_string_value (builder, m_ruleset_descriptors[st->cfg.ruleset]->game_id);
  json_builder_set_member_name (builder, "seat");
  json_builder_add_int_value (builder, seat);
  json_builder_set_member_name (builder, "dealer");
  json_builder_add_int_value (builder, st->dealer);
  json_builder_set_member_name (builder, "phase");
  json_builder_add_string_value (builder, m_phase_name (st));
  json_builder_set_member_name (builder, "current_seat");
  json_builder_add_int_value (builder, st->phase == M_PHASE_OVER ? -1 : st->current);
  json_builder_set_member_name (builder, "trick_number");
  json_builder_add_int_value (builder, st->trick_no + 1);
  json_builder_set_member_name (builder, "leader");
  json_builder_add_int_value (builder, st->leader);
  /* Mariaccio's winner declares after the trick while a draw follows. */
  json_builder_set_member_name (builder, "declarations_allowed");
  json_builder_add_boolean_value (builder, st->cfg.ruleset == TRP_MARIANNA_RULESET_MARIACCIO
                                           ? st->stock_pos < st->stock_len : st->eligible);

  json_builder_set_member_name (builder, "trump");
  if (st->trump != TRP_SUIT_NONE)
    json_builder_add_string_value (builder, trp_suit_to_code (st->trump));
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "indicator");
  if (indicator_on_table (st))
    json_builder_add_string_value (builder, trp_card_to_code (st->indicator));
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "stock_size");
  json_builder_add_int_value (builder, st->stock_len - st->stock_pos);

  json_builder_set_member_name (builder, "hand");
  add_mask (builder, own_hand);
  /* How the hand is held: by suit, then in the M-4 order, in the order
   * of "hand", so that a table sorts it without knowing the game. */
  {
    TrpCard cards[M_N_CARDS];
    guint n_cards = m_mask_to_cards (own_hand, cards);

    json_builder_set_member_name (builder, "hand_suit_keys");
    json_builder_begin_array (builder);
    for (guint i = 0; i < n_cards; i++)
      json_builder_add_int_value (builder, trp_card_get_suit (cards[i]));
    json_builder_end_array (builder);
    json_builder_set_member_name (builder, "hand_rank_keys");
    json_builder_begin_array (builder);
    for (guint i = 0; i < n_cards; i++)
      json_builder_add_int_value (builder, m_pos_of_rank[trp_card_get_rank (cards[i])]);
    json_builder_end_array (builder);
  }
  json_builder_set_member_name (builder, "hand_sizes");
  json_builder_begin_array (builder);
  for (guint s = 0; s < n; s++)
    json_builder_add_int_value (builder, m_popcount (st->hand[s]));
  json_builder_end_array (builder);
  /* Declared or swapped-in cards still held: everyone knows them. */
  json_builder_set_member_name (builder, "known");
  json_builder_begin_array (builder);
  for (guint s = 0; s < n; s++)
    add_mask (builder, st->exposed[s]);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "trick");
  trp_json_builder_add_cards (builder, st->trick, st->phase == M_PHASE_OVER ? 0 : st->n_played);
  json_builder_set_member_name (builder, "tricks");
  json_builder_begin_array (builder);
  for (guint t = 0; t < M_MAX_TRICKS && st->log[t][0] != TRP_CARD_NONE; t++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "leader");
      json_builder_add_int_value (builder, st->log_leader[t]);
      json_builder_set_member_name (builder, "winner");
      json_builder_add_int_value (builder, st->log_winner[t]);
      json_builder_set_member_name (builder, "cards");
      trp_json_builder_add_cards (builder, st->log[t], n);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  add_pair (builder, "card_points", st->card_points[0], st->card_points[1]);
  add_pair (builder, "declared_points", st->decl_points[0], st->decl_points[1]);
  add_pair (builder, "totals", st->totals_before[0], st->totals_before[1]);

  json_builder_set_member_name (builder, "declarations");
  json_builder_begin_array (builder);
  for (guint i = 0; i < st->n_decls; i++)
    {
      const MDecl *decl = &st->decls[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, kind_ids[decl->kind]);
      json_builder_set_member_name (builder, "seat");
      json_builder_add_int_value (builder, decl->seat);
      json_builder_set_member_name (builder, "suit");
      json_builder_add_string_value (builder, trp_suit_to_code (decl->suit));
      json_builder_set_member_name (builder, "trick");
      json_builder_add_int_value (builder, decl->trick + 1);
      json_builder_set_member_name (builder, "points");
      json_builder_add_int_value (builder, decl->points);
      json_builder_set_member_name (builder, "changed_trump");
      json_builder_add_boolean_value (builder, decl->changed_trump);
      json_builder_set_member_name (builder, "cards");
      trp_json_builder_add_cards (builder, decl->cards, decl->n_cards);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "coverings");
  json_builder_begin_array (builder);
  for (guint i = 0; i < st->n_covers; i++)
    {
      const MCover *cover = &st->covers[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "trick");
      json_builder_add_int_value (builder, cover->trick + 1);
      json_builder_set_member_name (builder, "seat");
      json_builder_add_int_value (builder, cover->seat);
      json_builder_set_member_name (builder, "suit");
      json_builder_add_string_value (builder, trp_suit_to_code (cover->suit));
      json_builder_set_member_name (builder, "answer");
      if (cover->answer < 0)
        json_builder_add_null_value (builder);
      else
        json_builder_add_boolean_value (builder, cover->answer == 1);
      json_builder_set_member_name (builder, "won");
      if (cover->won < 0)
        json_builder_add_null_value (builder);
      else
        json_builder_add_boolean_value (builder, cover->won == 1);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  /* M-65: what a Mariaccio claim would count for the observer now, all
   * of it public (earlier hands, won tricks, declarations), beside the
   * target it must reach. */
  if (st->cfg.ruleset == TRP_MARIANNA_RULESET_MARIACCIO && seat >= 0 && (guint) seat < n)
    {
      json_builder_set_member_name (builder, "claim_total");
      json_builder_add_int_value (builder, st->totals_before[seat] + st->card_points[seat] +
                                           st->decl_points[seat]);
      json_builder_set_member_name (builder, "target");
      json_builder_add_int_value (builder, st->cfg.target);
    }

  add_seats (builder, "declared_in_trick", st->declared_in_trick, n);
  add_seats (builder, "passed", (st->phase == M_PHASE_WINDOW || st->phase == M_PHASE_CLAIM) ? st->passed : 0, n);
  if (n == 2)
    {
      json_builder_set_member_name (builder, "swap_done");
      json_builder_add_boolean_value (builder, st->swap_done);
    }

  if (st->phase == M_PHASE_OVER)
    {
      json_builder_set_member_name (builder, "match_over");
      json_builder_add_boolean_value (builder, st->match_over);
      json_builder_set_member_name (builder, "winner");
      json_builder_add_int_value (builder, st->winner);
    }
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/* ---- The seat view of the computer players ---- */

/**
 * trp_marianna_game_get_view:
 * @game: a Marianna game
 * @seat: the seat that looks
 * @view: (out caller-allocates): what @seat may see (M-68)
 *
 * The computer players read the game only through this.
 *
 * Returns: %FALSE when @game is not a Marianna game or @seat not one of
 *   its seats
 */
gboolean
trp_marianna_game_get_view (TrpGame         *game,
                            guint            seat,
                            TrpMariannaView *view)
{
  const MState *st;

  g_return_val_if_fail (TRP_IS_MARIANNA_GAME (game), FALSE);
  g_return_val_if_fail (view != NULL, FALSE);

  st = &TRP_MARIANNA_GAME (game)->st;
  g_return_val_if_fail (seat < st->cfg.n_seats, FALSE);

  memset (view, 0, sizeof *view);
  view->ruleset = st->cfg.ruleset;
  view->n_seats = st->cfg.n_seats;
  view->seat = seat;
  view->hand = st->hand[seat];
  view->played = st->won[0] | st->won[1];
  for (guint s = 0; s < st->cfg.n_seats; s++)
    if (s != seat)
      view->known[s] = st->exposed[s] & st->hand[s];
  memcpy (view->trick, st->trick, st->n_played * sizeof (TrpCard));
  view->n_trick = st->n_played;
  view->leader = st->leader;
  view->trump = st->trump;
  view->indicator = indicator_on_table (st) ? st->indicator : TRP_CARD_NONE;
  view->stock_size = st->stock_len - st->stock_pos;
  view->trick_number = st->trick_no + 1;
  view->declared_suits = st->suits_declared;
  view->covering_suit = TRP_SUIT_NONE;
  view->covering_answer = -1;
  if (st->cover_active && st->phase != M_PHASE_OVER)
    {
      const MCover *cover = &st->covers[st->n_covers - 1];

      view->covering = TRUE;
      view->covering_suit = cover->suit;
      view->covering_answer = cover->answer;
    }
  for (guint unit = 0; unit < 2; unit++)
    {
      view->total_before[unit] = st->totals_before[unit];
      view->card_points[unit] = st->card_points[unit];
      view->declared_points[unit] = st->decl_points[unit];
    }
  return TRUE;
}

/* ---- Determinization ---- */

static int
pick_bit (guint64  mask,
          TrpRng  *rng)
{
  guint k = trp_rng_uniform (rng, m_popcount (mask));

  while (k-- > 0)
    mask &= mask - 1;
  return __builtin_ctzll (mask);
}

/* Puts the card @bit in a hidden place that is not @leader's hand: one of
 * the other hands' unknown cards or a face-down stock slot, uniformly.
 */
static void
place_outside (MState  *st,
               guint64  bit,
               guint    leader,
               guint64 *fresh,
               guint   *need,
               guint   *stock_slots,
               guint   *n_stock,
               TrpRng  *rng)
{
  guint n = st->cfg.n_seats;
  guint slots = *n_stock;
  guint r;

  for (guint s = 0; s < n; s++)
    if (s != leader)
      slots += need[s];
  g_assert (slots > 0);
  r = trp_rng_uniform (rng, slots);
  for (guint s = 0; s < n; s++)
    {
      if (s == leader)
        continue;
      if (r < need[s])
        {
          fresh[s] |= bit;
          need[s]--;
          return;
        }
      r -= need[s];
    }
  st->stock[stock_slots[r]] = m_index_card (__builtin_ctzll (bit));
  stock_slots[r] = stock_slots[--(*n_stock)];
}

/* Whether @seat played a card of @pair from trick @from on, the trick in
 * progress included.
 */
static gboolean
played_from (const MState *st,
             guint         seat,
             guint64       pair,
             guint         from)
{
  guint n = st->cfg.n_seats;

  for (guint t = from; t < st->trick_no; t++)
    for (guint i = 0; i < n; i++)
      if ((st->log_leader[t] + i) % n == seat &&
          (M_BIT (m_card_index (st->log[t][i])) & pair))
        return TRUE;
  for (guint i = 0; i < st->n_played; i++)
    if ((st->leader + i) % n == seat && (M_BIT (m_card_index (st->trick[i])) & pair))
      return TRUE;
  return FALSE;
}

/* Every card hidden from @observer is dealt again at random among the
 * hidden places (the other hands, minus what they showed, and the face-down
 * stock). The Covering request of the trick in progress is the only other
 * knowledge (M-46 to M-48): the leader holds exactly one card of the pair,
 * and after “yes” his partner holds the other. After a “no”, the leader
 * keeps his card of the pair until he plays it, so earlier requests still
 * bind: see below.
 *
 * One function of about 175 lines, on purpose: its steps (what is known,
 * the finished requests, the request in progress, the deal of the rest)
 * share one pool and one count of cards each seat still needs, each step
 * narrowing them for the next in an order that matters; split, the
 * pieces would pass those six arrays back and forth and the order would
 * no longer be visible in one place.
 */
void
m_determinize (MState *st,
               int     observer,
               TrpRng *rng)
{
  guint n = st->cfg.n_seats;
  guint64 played = st->won[0] | st->won[1];
  guint64 known = st->hand[observer];
  guint64 pool;
  guint need[M_MAX_SEATS] = { 0 };
  guint64 fresh[M_MAX_SEATS] = { 0 };
  guint stock_slots[M_MAX_STOCK];
  guint n_stock = 0;
  guint8 cards[M_N_CARDS];
  guint n_cards = 0;
  guint k = 0;

  for (guint i = 0; i < st->n_played && st->phase != M_PHASE_OVER; i++)
    played |= M_BIT (m_card_index (st->trick[i]));
  known |= played;
  for (guint s = 0; s < n; s++)
    known |= st->exposed[s];
  if (indicator_on_table (st))
    known |= M_BIT (m_card_index (st->indicator));

  for (guint s = 0; s < n; s++)
    {
      if ((int) s == observer)
        {
          fresh[s] = st->hand[s];
          continue;
        }
      fresh[s] = st->exposed[s];
      need[s] = m_popcount (st->hand[s]) - m_popcount (st->exposed[s]);
    }
  for (guint i = st->stock_pos; i < st->stock_len; i++)
    if (!(indicator_on_table (st) && i == st->stock_len - 1u))
      stock_slots[n_stock++] = i;

  pool = ALL_CARDS & ~known;

  /* Requests of finished tricks answered “no” (after “yes” both cards were
   * played in that trick): the leader held exactly one card of the pair
   * and, not having played it, holds it still (M-46, M-47). If both cards
   * are hidden, one is his at random; the other goes outside his hand only
   * if he has drawn nothing since (a request in the late trick, M-34),
   * otherwise it is dealt with the rest and may join it. This keeps every
   * sample consistent, though not weighted exactly as the posterior. These
   * come first: the request of the trick in progress, below, then sees the
   * cards they placed.
   */
  for (guint i = 0; i < st->n_covers && st->phase != M_PHASE_OVER; i++)
    {
      const MCover *cover = &st->covers[i];
      guint leader = cover->seat;
      guint64 pair = M_BIT (cover->suit * 10 + 6) | M_BIT (cover->suit * 10 + 7);
      guint64 hidden = pair & pool;

      if (st->cover_active && i == st->n_covers - 1u)
        continue;   /* the trick in progress: handled below */
      if (cover->answer != 0 || (int) leader == observer || hidden == 0 ||
          (fresh[leader] & pair) != 0 || need[leader] == 0 ||
          played_from (st, leader, pair, cover->trick))
        continue;

      if (hidden == pair)
        {
          guint64 mine = M_BIT (pick_bit (pair, rng));

          fresh[leader] |= mine;
          need[leader]--;
          pool &= ~mine;
          if (cover->trick >= st->draw_tricks)
            {
              place_outside (st, pair & ~mine, leader, fresh, need, stock_slots, &n_stock, rng);
              pool &= ~pair;
            }
        }
      else
        {
          /* The other card is known to be elsewhere. */
          fresh[leader] |= hidden;
          need[leader]--;
          pool &= ~hidden;
        }
    }

  if (st->cover_active && st->phase != M_PHASE_OVER)
    {
      const MCover *cover = &st->covers[st->n_covers - 1];
      guint leader = cover->seat;
      guint partner = (leader + 2) % 4;
      guint64 pair = M_BIT (cover->suit * 10 + 6) | M_BIT (cover->suit * 10 + 7);
      guint64 hidden_pair = pair & pool;

      if (cover->answer == 1)
        {
          /* The leader's card of the pair, then the partner's. */
          if (hidden_pair == pair)
            {
              int a = pick_bit (pair, rng);
              guint64 other = pair & ~M_BIT (a);

              fresh[leader] |= M_BIT (a);
              fresh[partner] |= other;
              need[leader]--;
              need[partner]--;
            }
          else if (hidden_pair != 0)
            {
              /* One card is known (the observer's own, or led): the other
               * is with whichever of the two does not hold or play it.
               */
              guint64 seen_leader = ((int) leader == observer ? st->hand[leader] : 0) | fresh[leader];
              guint64 led = st->n_played > 0 ? M_BIT (m_card_index (st->trick[0])) : 0;
              guint owner = ((seen_leader | led | st->exposed[leader]) & pair) ? partner : leader;

              if ((int) owner != observer)
                {
                  fresh[owner] |= hidden_pair;
                  need[owner]--;
                }
            }
          pool &= ~fresh[leader] & ~fresh[partner];
        }
      else if ((int) leader != observer)
        {
          guint64 for_leader = 0;
          guint64 outside = 0;
          /* His card of the pair, if shown or led in this trick. */
          guint64 leader_known = fresh[leader] & pair;

          if (st->n_played > 0)
            leader_known |= M_BIT (m_card_index (st->trick[0])) & pair;

          if (hidden_pair == pair)
            {
              for_leader = M_BIT (pick_bit (pair, rng));
              outside = pair & ~for_leader;
            }
          else if (hidden_pair == 0)
            ;
          else if (leader_known != 0)
            outside = hidden_pair;      /* his card of the pair is known */
          else
            for_leader = hidden_pair;   /* the other one is known elsewhere */

          if (for_leader != 0)
            {
              fresh[leader] |= for_leader;
              need[leader]--;
              pool &= ~for_leader;
            }
          if (outside != 0)
            {
              place_outside (st, outside, leader, fresh, need, stock_slots, &n_stock, rng);
              pool &= ~outside;
            }
        }
    }

  while (pool != 0)
    {
      cards[n_cards++] = m_index_card (__builtin_ctzll (pool));
      pool &= pool - 1;
    }
  trp_rng_shuffle (rng, cards, n_cards);

  for (guint s = 0; s < n; s++)
    for (guint i = 0; i < need[s]; i++)
      fresh[s] |= M_BIT (m_card_index (cards[k++]));
  for (guint i = 0; i < n_stock; i++)
    st->stock[stock_slots[i]] = cards[k++];
  g_assert (k == n_cards);

  for (guint s = 0; s < n; s++)
    st->hand[s] = fresh[s];
}

/* ---- Texts ---- */

const char *
m_suit_name (const MState *st,
             guint         suit)
{
  return trp_suit_get_display_name (suit, st->cfg.style);
}

/* Button labels, said to the player who would choose them. */
char *
m_describe_choice (const MState    *st,
                   const TrpAction *action)
{
  if (action->type == m_act_declare && action->n_cards > 0)
    {
      guint suit = trp_card_get_suit (action->cards[0]);

      switch (action->target)
        {
        case TRP_MARIANNA_DECLARE_MARIANNINO:
          /* Translators: a button; the points in brackets (M-22). */
          {
            g_autofree char *points = trp_format_number (250);

            return g_strdup_printf (_("Declare the Mariannino (%s)"), points);
          }
        case TRP_MARIANNA_DECLARE_MARIANNONE:
          return g_strdup (_("Declare the Mariannone and Win the Match"));
        case TRP_MARIANNA_DECLARE_MATRIMONIO:
          {
            g_autofree char *points = trp_format_number (suit == st->trump ? 40 : 20);

            /* Translators: a button, e.g. “Declare the Matrimonio in Cups
             * (20)” (M-54, M-63); no card names, which differ between
             * French and Italian faces. */
            return g_strdup_printf (_("Declare the Matrimonio in %s (%s)"), m_suit_name (st, suit),
                                    points);
          }
        case TRP_MARIANNA_DECLARE_MARIANNA:
        default:
          {
            g_autofree char *points = trp_format_number (m_marianna_value (st));

            /* Translators: a button, e.g. “Declare the Marianna in Cups
             * (40)” (M-16, M-19). */
            return g_strdup_printf (_("Declare the Marianna in %s (%s)"), m_suit_name (st, suit),
                                    points);
          }
        }
    }
  if (action->type == m_act_pass && st->phase == M_PHASE_CLAIM)
    return g_strdup (_("_Play On"));
  if (action->type == m_act_pass && st->phase == M_PHASE_WINDOW)
    return g_strdup (_("Declare _Nothing"));
  if (action->type == m_act_claim)
    {
      guint seat = action->seat;
      int total = st->totals_before[seat] + st->card_points[seat] + st->decl_points[seat];
      g_autofree char *total_text = trp_format_number (total);
      g_autofree char *target_text = trp_format_number (st->cfg.target);

      /* Translators: Mariaccio's claim (M-65), with the claimant's total
       * and the target, e.g. “Claim Victory: 1,205 of 1,200”; the
       * numbers come grouped and in your digits. */
      return g_strdup_printf (_("_Claim Victory: %s of %s"), total_text, target_text);
    }
  if (action->type == m_act_cover_request && action->suit < TRP_N_SUITS)
    return g_strdup_printf (_("Ask Your Partner to Cover in %s"), m_suit_name (st, action->suit));
  /* M-47: the partner's answer. */
  if (action->type == m_act_cover_answer)
    return g_strdup (action->target == 1 ? _("Yes, I Cover") : _("No Cover"));
  if (action->type == m_act_pass)
    return g_strdup (_("_Pass"));
  if (action->type == m_act_swap && action->n_cards > 0)
    {
      g_autofree char *card = trp_card_get_display_name (action->cards[0], st->cfg.style);

      /* M-56: the seven (or two) for the trump card. */
      return g_strdup_printf (_("Swap for the %s"), card);
    }
  if (action->type == m_act_play && action->n_cards == 1)
    {
      g_autofree char *card = trp_card_get_display_name (action->cards[0], st->cfg.style);

      return g_strdup_printf (_("Play %s"), card);
    }

  return NULL;
}

char *
m_describe_action (const MState    *st,
                   const char      *name,
                   const TrpAction *action)
{

  if (action->type == m_act_play && action->n_cards == 1)
    {
      g_autofree char *card = trp_card_get_display_name (action->cards[0], st->cfg.style);

      /* Translators: "Anna plays the King of Cups": a name, then a card. */
      return g_strdup_printf (_("%s plays the %s"), name, card);
    }
  if (action->type == m_act_declare && action->n_cards > 0)
    {
      guint suit = trp_card_get_suit (action->cards[0]);

      switch (action->target)
        {
        case TRP_MARIANNA_DECLARE_MARIANNINO:
          return g_strdup_printf (_("%s declares a mariannino"), name);
        case TRP_MARIANNA_DECLARE_MARIANNONE:
          return g_strdup_printf (_("%s declares a mariannone"), name);
        case TRP_MARIANNA_DECLARE_MATRIMONIO:
          /* Not “king and queen”: on Italian cards the pair is a king
           * and a horse; the choice bar's word for it. */
          return g_strdup_printf (_("%s declares the matrimonio in %s"), name, m_suit_name (st, suit));
        case TRP_MARIANNA_DECLARE_MARIANNA:
        default:
          return g_strdup_printf (_("%s declares a marianna in %s"), name, m_suit_name (st, suit));
        }
    }
  if (action->type == m_act_pass)
    return g_strdup_printf (_("%s passes"), name);
  if (action->type == m_act_cover_request && action->suit < TRP_N_SUITS)
    return g_strdup_printf (_("%s asks their partner to cover them in %s"), name,
                            m_suit_name (st, action->suit));
  if (action->type == m_act_cover_answer)
    return action->target == 1
           ? g_strdup_printf (_("%s answers yes: they will cover"), name)
           : g_strdup_printf (_("%s answers no"), name);
  if (action->type == m_act_swap)
    return g_strdup_printf (_("%s exchanges the trump ace for the card under the stock"), name);
  if (action->type == m_act_claim)
    return g_strdup_printf (_("%s claims victory"), name);

  return trp_action_to_string (action);
}

/* How a covered trick ends (M-48), told with the card that completes it:
 * NULL for any other card. */
static char *
describe_covering_end (const MState    *st,
                       const TrpAction *action)
{
  MState after;
  const MCover *cover = m_active_cover (st);
  const char *suit;

  if (!m_trick_is_covered (st) || st->n_played + 1u != m_n_seats (st))
    return NULL;

  /* The state is plain data: play the card on a copy to see who wins. */
  memcpy (&after, st, sizeof after);
  m_apply (&after, action);
  suit = m_suit_name (st, cover->suit);
  if (after.covers[st->n_covers - 1].won == 1)
    /* Translators: after the card that ends a covered trick (M-48). */
    return g_strdup_printf (_("the covering in %s succeeded"), suit);
  /* Translators: after the card that ends a covered trick (M-48): the
   * opponents won it, so it scores nothing. */
  return g_strdup_printf (_("the covering in %s failed"), suit);
}

/* The move before it is applied, without its player, for the turn's
 * summary; @you: the move is the person's own, told in the second person
 * (“your move”). */
char *
m_describe_move (const MState    *st,
                 const TrpAction *action,
                 gboolean         you)
{
  if (action->type == m_act_play && action->n_cards == 1)
    {
      g_autofree char *card = trp_card_get_display_name (action->cards[0], st->cfg.style);
      g_autofree char *covering = describe_covering_end (st, action);

      if (covering != NULL)
        /* Translators: a card played, then how the covered trick it
         * ended came out, e.g. “played the Three of Cups: the covering in
         * Cups failed”. */
        return g_strdup_printf (you ? C_("your move", "played the %s: %s") : _("played the %s: %s"),
                                card, covering);
      return g_strdup_printf (you ? C_("your move", "played the %s") : _("played the %s"), card);
    }
  if (action->type == m_act_declare && action->n_cards > 0)
    {
      guint suit = trp_card_get_suit (action->cards[0]);

      switch (action->target)
        {
        case TRP_MARIANNA_DECLARE_MARIANNINO:
          return g_strdup (you ? C_("your move", "declared a mariannino") : _("declared a mariannino"));
        case TRP_MARIANNA_DECLARE_MARIANNONE:
          return g_strdup (you ? C_("your move", "declared a mariannone") : _("declared a mariannone"));
        case TRP_MARIANNA_DECLARE_MATRIMONIO:
          return g_strdup_printf (you ? C_("your move", "declared the matrimonio in %s")
                                      : _("declared the matrimonio in %s"),
                                  m_suit_name (st, suit));
        case TRP_MARIANNA_DECLARE_MARIANNA:
        default:
          return g_strdup_printf (you ? C_("your move", "declared a marianna in %s")
                                      : _("declared a marianna in %s"),
                                  m_suit_name (st, suit));
        }
    }
  if (action->type == m_act_pass)
    return g_strdup (you ? C_("your move", "passed") : _("passed"));
  if (action->type == m_act_cover_request && action->suit < TRP_N_SUITS)
    return g_strdup_printf (you ? C_("your move", "asked your partner to cover you in %s")
                                : _("asked their partner to cover them in %s"),
                            m_suit_name (st, action->suit));
  if (action->type == m_act_cover_answer && action->target == 1)
    return g_strdup (you ? C_("your move", "answered yes: you will cover")
                         : _("answered yes: they will cover"));
  if (action->type == m_act_cover_answer)
    return g_strdup (you ? C_("your move", "answered no") : _("answered no"));
  if (action->type == m_act_swap)
    return g_strdup (you ? C_("your move", "exchanged the trump ace for the card under the stock")
                         : _("exchanged the trump ace for the card under the stock"));
  if (action->type == m_act_claim)
    return g_strdup (you ? C_("your move", "claimed victory") : _("claimed victory"));

  return trp_action_to_string (action);
}
