/* trp-card-flights.h: cards flying across the table, and a draw dealt out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "trp-board.h"
#include "trp-card-style.h"
#include "trp-match.h"

G_BEGIN_DECLS

#define TRP_TYPE_CARD_FLIGHTS (trp_card_flights_get_type ())

G_DECLARE_FINAL_TYPE (TrpCardFlights, trp_card_flights, TRP, CARD_FLIGHTS, GObject)

typedef struct _TrpFlight TrpFlight;

/* Where the table shows things, asked again at each flight's frame: the
 * widgets change as the table is rebuilt. */
typedef struct
{
  /* The widget showing @seat's hand: the viewer's own, or a seat's backs. */
  GtkWidget *(*get_hand)  (gpointer      table,
                           int           seat);
  /* The widget showing @place (index: a seat's trick card, a meld). */
  GtkWidget *(*get_place) (gpointer      table,
                           TrpBoardPlace place,
                           int           index);
} TrpCardFlightsTable;

TrpCardFlights *trp_card_flights_new              (GtkWidget                 *table,
                                                   GtkWidget                 *centre,
                                                   const TrpCardFlightsTable *iface,
                                                   const TrpCardStyle        *style);
void            trp_card_flights_set_match        (TrpCardFlights  *self,
                                                   TrpMatch        *match,
                                                   int              viewer);
void            trp_card_flights_set_card_widths  (TrpCardFlights  *self,
                                                   int              hand_width,
                                                   int              board_width,
                                                   gboolean         shows_pile);
void            trp_card_flights_set_speed        (TrpCardFlights  *self,
                                                   const char      *speed);
gboolean        trp_card_flights_get_holding      (TrpCardFlights  *self);

TrpFlight      *trp_card_flights_plan             (TrpCardFlights  *self,
                                                   const TrpAction *action);
void            trp_card_flights_launch           (TrpCardFlights  *self,
                                                   TrpFlight       *flight,
                                                   const TrpAction *action);
void            trp_flight_free                   (TrpFlight       *flight);
void            trp_card_flights_aim              (TrpCardFlights  *self);
void            trp_card_flights_end              (TrpCardFlights  *self);
void            trp_card_flights_snapshot         (TrpCardFlights  *self,
                                                   GtkSnapshot     *snapshot);

gboolean        trp_card_flights_get_dealing      (TrpCardFlights  *self);
guint           trp_card_flights_get_undealt      (TrpCardFlights  *self);
void            trp_card_flights_follow_draw      (TrpCardFlights  *self,
                                                   JsonObject      *observation,
                                                   GArray          *hand);
void            trp_card_flights_finish_draw      (TrpCardFlights  *self);
void            trp_card_flights_reset_draw       (TrpCardFlights  *self);
guint           trp_card_flights_n_coming_to      (TrpCardFlights  *self,
                                                   guint            seat);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TrpFlight, trp_flight_free)

G_END_DECLS
