/* trp-biriba-position.c: positions given as JSON, for tests and tutorials
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A rule test wants to start from "team A has this biriba and seat 1 holds
 * these three cards" without replaying a whole hand; the scoring examples
 * of §7 are end states that play cannot even reach. This loader writes
 * such states over a dealt game. Only tests and tutorials use it.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "trp-biriba-private.h"

static gboolean
read_card_list (JsonArray  *array,
                TrpCard    *out,
                guint       max,
                guint      *n_out,
                GError    **error)
{
  guint n = json_array_get_length (array);

  if (n > max)
    {
      trp_set_rule_error (error, TRP_RULE_ERROR_INVALID_DEAL, "B-2",
                          _("Too many cards in a position"));
      return FALSE;
    }

  for (guint i = 0; i < n; i++)
    if (!trp_card_from_code (json_array_get_string_element (array, i), &out[i], error))
      return FALSE;

  *n_out = n;
  return TRUE;
}

/* One member of the position after another, each checked where it is
 * read. */
gboolean
trp_biriba_game_load_position (TrpBiribaGame *self,
                               JsonObject    *position,
                               GError       **error)
{
  BirState *s = &self->s;
  TrpCard buffer[BIR_MAX_CARDS];
  guint n;

  g_return_val_if_fail (TRP_IS_BIRIBA_GAME (self), FALSE);

  if (json_object_has_member (position, "hands"))
    {
      JsonArray *hands = json_object_get_array_member (position, "hands");

      for (guint seat = 0; seat < s->n_seats && seat < json_array_get_length (hands); seat++)
        {
          if (!read_card_list (json_array_get_array_element (hands, seat),
                               s->hands[seat], BIR_MAX_CARDS, &n, error))
            return FALSE;
          s->hand_len[seat] = n;
          memset (s->known[seat], 0, sizeof s->known[seat]);
        }
      bir_count_hands (s);
    }

  if (json_object_has_member (position, "stock"))
    {
      if (!read_card_list (json_object_get_array_member (position, "stock"),
                           buffer, BIR_MAX_CARDS, &n, error))
        return FALSE;
      for (guint i = 0; i < n; i++)
        s->stock[n - 1 - i] = buffer[i];
      s->stock_len = n;
    }

  if (json_object_has_member (position, "pile"))
    {
      if (!read_card_list (json_object_get_array_member (position, "pile"),
                           s->pile, BIR_MAX_CARDS, &n, error))
        return FALSE;
      s->pile_len = n;
    }

  if (json_object_has_member (position, "biribakia"))
    {
      JsonArray *packets = json_object_get_array_member (position, "biribakia");

      for (guint p = 0; p < json_array_get_length (packets) && p < BIR_MAX_PACKETS; p++)
        {
          if (!read_card_list (json_array_get_array_element (packets, p),
                               s->packets[p], BIR_PACKET_MAX, &n, error))
            return FALSE;
          s->packet_len[p] = n;
        }
    }

  if (json_object_has_member (position, "side_of_seat"))
    {
      JsonArray *sides = json_object_get_array_member (position, "side_of_seat");

      for (guint seat = 0; seat < s->n_seats && seat < json_array_get_length (sides); seat++)
        s->side_of_seat[seat] = (gint8) json_array_get_int_element (sides, seat);
    }

  if (json_object_has_member (position, "solo_phase"))
    s->solo_phase = json_object_get_boolean_member (position, "solo_phase");

  if (json_object_has_member (position, "melds"))
    {
      JsonArray *melds = json_object_get_array_member (position, "melds");

      s->n_melds = 0;
      s->unarranged = 0;
      for (guint m = 0; m < json_array_get_length (melds) && m < BIR_MAX_MELDS; m++)
        {
          JsonObject *object = json_array_get_object_element (melds, m);
          BirMeld *meld = &s->melds[s->n_melds];
          TrpBiribaMeldProblem problem;

          memset (meld, 0, sizeof *meld);
          if (!read_card_list (json_object_get_array_member (object, "cards"),
                               meld->cards, TRP_BIRIBA_MELD_MAX, &n, error))
            return FALSE;
          problem = trp_biriba_meld_evaluate (&s->meld_rules, meld->cards, n, &meld->info);
          if (problem != TRP_BIRIBA_MELD_OK)
            {
              trp_set_rule_error (error, TRP_RULE_ERROR_INVALID_DEAL, "B-13",
                                  _("Meld %u of the position is not a meld"), m + 1);
              return FALSE;
            }
          trp_biriba_meld_arrange (&s->meld_rules, meld->cards, n);
          meld->side = (guint8) json_object_get_int_member (object, "side");
          s->sides[meld->side].opened = TRUE;
          s->n_melds++;
        }
    }

  if (json_object_has_member (position, "sides"))
    {
      JsonArray *sides = json_object_get_array_member (position, "sides");

      for (guint i = 0; i < json_array_get_length (sides) && i < BIR_MAX_SEATS; i++)
        {
          JsonObject *object = json_array_get_object_element (sides, i);

          s->sides[i].took = json_object_get_boolean_member_with_default (object, "took", FALSE);
          s->sides[i].taker = (gint8) json_object_get_int_member_with_default (object, "taker", -1);
          if (s->sides[i].took)
            s->sides[i].packet = (gint8) s->n_packets_taken++;
          if (json_object_has_member (object, "opened"))
            s->sides[i].opened = json_object_get_boolean_member (object, "opened");
        }
    }

  if (json_object_has_member (position, "kozi"))
    {
      const char *code = json_object_get_string_member_with_default (position, "kozi", NULL);
      TrpSuit suit;

      s->kozi = -1;
      if (code != NULL && trp_suit_from_code (code, &suit, NULL))
        s->kozi = suit;
    }

  if (json_object_has_member (position, "totals"))
    {
      JsonArray *totals = json_object_get_array_member (position, "totals");

      for (guint u = 0; u < json_array_get_length (totals) && u < BIR_MAX_SEATS; u++)
        s->totals_before[u] = (int) json_array_get_int_element (totals, u);
    }

  if (json_object_has_member (position, "unused_biribaki"))
    {
      JsonArray *seats = json_object_get_array_member (position, "unused_biribaki");

      for (guint i = 0; i < json_array_get_length (seats); i++)
        s->unused_packet[json_array_get_int_element (seats, i)] = TRUE;
    }

  if (json_object_has_member (position, "current"))
    {
      s->current = (int) json_object_get_int_member (position, "current");
      s->phase = BIR_PHASE_DRAW;
      s->took_pile = FALSE;
      s->restriction_waived = FALSE;
      s->pile_obligation = FALSE;
      s->melded_this_turn = FALSE;
      s->drew_last_stock = FALSE;
      s->must_draw_stock = FALSE;
      memset (s->taken_codes, 0, sizeof s->taken_codes);
    }

  if (json_object_has_member (position, "phase"))
    {
      const char *phase = json_object_get_string_member (position, "phase");

      if (g_strcmp0 (phase, "meld") == 0)
        s->phase = BIR_PHASE_MELD;
      else if (g_strcmp0 (phase, "draw") == 0)
        s->phase = BIR_PHASE_DRAW;
    }

  if (json_object_has_member (position, "end"))
    {
      const char *end = json_object_get_string_member (position, "end");

      s->phase = BIR_PHASE_OVER;
      if (g_strcmp0 (end, "out") == 0)
        {
          s->end = BIR_END_OUT;
          s->went_out_seat = (int) json_object_get_int_member (position, "went_out");
        }
      else if (g_strcmp0 (end, "stock_empty") == 0)
        s->end = BIR_END_STOCK_EMPTY;
      else
        s->end = BIR_END_ALL_PASS;
    }

  return TRUE;
}
