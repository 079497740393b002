/* trp-board.h: the middle of the table, one kind of board per kind of game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>

#include "trp-card-painter.h"
#include "trp-match.h"
#include "trp-move.h"
#include "trp-pile-dialog.h"

G_BEGIN_DECLS

#define TRP_TYPE_BOARD (trp_board_get_type ())

G_DECLARE_INTERFACE (TrpBoard, trp_board, TRP, BOARD, GtkWidget)

/* The typed places of a board that cards fly to or from (AisleRiot's
 * slots): a board says which widget shows each, never which game it is. */
typedef enum
{
  TRP_BOARD_PLACE_STOCK,
  TRP_BOARD_PLACE_PILE,     /* the top card of the discard pile */
  TRP_BOARD_PLACE_TRICK,    /* index: the seat that played */
  TRP_BOARD_PLACE_EXPOSED,
  TRP_BOARD_PLACE_MELD,     /* index: the meld, or -1 for the newest */
} TrpBoardPlace;

/**
 * TrpBoardContext:
 * @match: the match shown
 * @viewer: the seat at the bottom of the table
 * @observation: what @viewer may see now (trp_game_observation())
 * @style: the card faces and colours
 * @card_width: the width of the trick's cards, the largest at which the
 *   table found the board's places fit its room: the board's other cards
 *   scale from it (trp_board_pile_width(), trp_board_meld_width())
 * @undealt: cards drawn that the table has not yet shown dealt
 * @dealing: whether the table is showing a draw a card at a time
 * @moves: the moves the viewer may make now, and those shown but not
 *   allowed (trp_game_describe_moves_staged()), or %NULL off the
 *   viewer's turn: the board's drop places take the moves of their place
 *
 * What a board shows: the observation, and what the table holds apart
 * from the game (a draw being shown). A board that stages moves before
 * they are made (Biriba's melds) keeps the staging itself.
 */
typedef struct
{
  TrpMatch           *match;
  int                 viewer;
  JsonObject         *observation;
  const TrpCardStyle *style;
  int                 card_width;
  guint               undealt;
  gboolean            dealing;
  GPtrArray          *moves;
} TrpBoardContext;

struct _TrpBoardInterface
{
  GTypeInterface parent_iface;

  void       (*update)    (TrpBoard              *self,
                           const TrpBoardContext *context);
  GtkWidget *(*get_place) (TrpBoard              *self,
                           TrpBoardPlace          place,
                           int                    index);

  /* Optional: a board whose moves are put aside before they are made
   * (Biriba's staged melds, B-56, B-60). */
  GPtrArray *(*get_staged)   (TrpBoard              *self);
  gboolean   (*stage)        (TrpBoard              *self,
                              TrpGame               *game,
                              int                    seat,
                              GArray                *cards,
                              GError               **error);
  void       (*clear_staged) (TrpBoard              *self);

  /* What the board keeps face up, in full, in a dialog that follows the
   * match: the pile and the melds, or the last trick. */
  void        (*fill_inspector)      (TrpBoard          *self,
                                      TrpPileDialog     *dialog,
                                      TrpMatch          *match,
                                      int                viewer);
  const char *(*get_inspector_title) (TrpBoard          *self);
};

void       trp_board_update    (TrpBoard              *self,
                                const TrpBoardContext *context);
GtkWidget *trp_board_get_place (TrpBoard              *self,
                                TrpBoardPlace          place,
                                int                    index);
GPtrArray *trp_board_get_staged   (TrpBoard         *self);
gboolean   trp_board_stage        (TrpBoard         *self,
                                   TrpGame          *game,
                                   int               seat,
                                   GArray           *cards,
                                   GError          **error);
void       trp_board_clear_staged (TrpBoard         *self);
gboolean   trp_board_keep_staged  (TrpBoard         *self,
                                   GPtrArray        *moves,
                                   GArray           *hand);
void       trp_board_fill_inspector (TrpBoard       *self,
                                     TrpPileDialog  *dialog,
                                     TrpMatch       *match,
                                     int             viewer);
GtkWidget  *trp_board_open_inspector (TrpBoard           *self,
                                      GtkWindow          *parent,
                                      const TrpCardStyle *style,
                                      TrpMatch           *match,
                                      int                 viewer);
const char *trp_board_get_inspector_title (TrpBoard *self);

/* Drop places: a widget of the board that takes the cards dragged from
 * the hand for the move the game describes at @place (@index: a meld's
 * index, or -1). A drop there emits TrpBoard::move-chosen. */
void       trp_board_add_drop_place (TrpBoard          *self,
                                     GtkWidget         *widget,
                                     TrpPlace           place,
                                     int                index);
void       trp_board_set_drop_index (GtkWidget         *widget,
                                     int                index);
TrpMove   *trp_board_find_move      (TrpBoard          *self,
                                     TrpPlace           place,
                                     int                index);
gboolean   trp_board_choose_move    (TrpBoard          *self,
                                     TrpMove           *move,
                                     const char        *codes);
void       trp_board_show_hinted    (TrpBoard          *self,
                                     const TrpMove     *move);
TrpMove   *trp_board_stage_hint     (TrpBoard          *self,
                                     TrpGame           *game,
                                     int                seat,
                                     TrpMove           *move,
                                     const TrpAction   *action);
void       trp_board_point_at       (TrpBoard          *self,
                                     const TrpMove     *move);

/* Sizes on the board follow the size the table fitted it at; the seats'
 * cards follow the viewer's, which follow the window. */
int        trp_board_trick_width (int card_width);
int        trp_board_pile_width  (int card_width);
int        trp_board_meld_width  (int card_width);
int        trp_board_seat_width  (int card_width);

GtkWidget *trp_board_new_cards  (const TrpCardStyle *style,
                                 int                 width);
void       trp_board_set_cards  (GtkWidget          *cards,
                                 const TrpCardStyle *style,
                                 int                 width,
                                 GArray             *list);
GtkWidget *trp_board_chip_new   (GtkWidget          *parent,
                                 const char         *title);
void       trp_board_chip_set   (GtkWidget          *chip,
                                 const char         *value);
char      *trp_board_seat_name  (TrpMatch           *match,
                                 int                 seat);

G_END_DECLS
