/* trp-table-view-private.h: what the files of TrpTableView share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "trp-board.h"
#include "trp-board-fit.h"
#include "trp-card-flights.h"
#include "trp-choice-bar.h"
#include "trp-hint-line.h"
#include "trp-seat-ring.h"
#include "trp-observation-reader.h"
#include "trp-table-view.h"

G_BEGIN_DECLS

/* The table shows only what the person at it may see: it draws from the
 * observation of the human seat, never from the game's hidden state.
 *
 * trp-table-view.c          the shell: seats, score strip, hand, status,
 *                           the board's choice, properties and refresh
 * trp-table-view-actions.c  every table.* action, the choice bar, and
 *                           _trp_table_view_actions_update()
 * Cards in flight and a draw dealt out a card at a time are
 * TrpCardFlights'. */


struct _TrpTableView
{
  GtkWidget         parent_instance;

  /* Properties, bound to the settings */
  TrpHandSort       sort;
  char             *card_faces;
  gboolean          four_colours;
  char             *animation_speed;

  int               card_width;
  guint             resize_idle;
  /* The board's cards (trp_board_trick_width()), the largest at which the
   * board fits its room (trp-board-fit.c). */
  int               board_card_width;
  TrpBoardFit       fit;
  guint             fit_idle;

  TrpMatchDriver   *driver;
  TrpMatch         *match;
  TrpCardStyle      style;
  int               viewer;
  gboolean          multi_select;
  /* The board keeps a pile face up (the catalog's meld board), else the
   * last trick: what table.show-pile and table.show-last-trick show. */
  gboolean          shows_pile;

  /* Several people at one table (hot seat): the viewer follows the person
   * whose turn it is, and between their turns the hand is covered, the
   * board showing only what every seat may see, until the hand-over
   * screen lets the next person see their cards. */
  guint             n_people;
  gboolean          covered;
  GtkWidget        *hand_over;

  /* Template children */
  GtkWidget        *root;
  GtkWidget        *score_strip;
  GtkWidget        *board_toast_overlay;
  GtkWidget        *top_box;
  GtkWidget        *left_box;
  GtkWidget        *right_box;
  GtkWidget        *board_window;
  GtkWidget        *my_hand;
  GtkWidget        *choice_bar;
  GtkWidget        *status_label;
  GtkWidget        *hint_line;
  GtkWidget        *undo_button;
  GtkWidget        *inspect_button;
  GtkWidget        *hint_button;

  GtkWidget        *board;

  /* The move the last hint suggested, its cards bound, until the
   * selection or the game changes: Enter then makes it. */
  TrpMove          *hinted;
  gboolean          hint_selecting;
  GCancellable     *hint_cancellable;
  TrpSeatRing      *seat_ring;

  /* The moves' keys, from the moves' accelerators. */
  GtkEventController *move_keys;
  guint             result_shown;  /* the round whose sheet was shown, from 1 */
  guint             last_turn_idle;

  GSettings        *settings;

  /* The cards in flight and the draw dealt out; while they are shown
   * the table holds the driver. */
  TrpCardFlights   *flights;
  gboolean          holding;

};

/* trp-table-view.c */
void       _trp_table_view_refresh            (TrpTableView    *self);
TrpGame   *_trp_table_view_get_game           (TrpTableView    *self);
gboolean   _trp_table_view_my_turn            (TrpTableView    *self);
char      *_trp_table_view_seat_name          (TrpTableView    *self,
                                               int              seat);
void       _trp_table_view_show_toast         (TrpTableView    *self,
                                               const char      *message);
void       _trp_table_view_perform            (TrpTableView    *self,
                                               const TrpAction *action);
void       _trp_table_view_perform_now        (TrpTableView    *self,
                                               const TrpAction *action);
void       _trp_table_view_confirm            (TrpTableView    *self,
                                               const char      *heading,
                                               const char      *body,
                                               const char      *cancel_label,
                                               const char      *go_label,
                                               gboolean         destructive,
                                               const TrpAction *action);
void       _trp_table_view_maybe_auto_pass    (TrpTableView    *self);
void       _trp_table_view_forget_hint        (TrpTableView    *self);
void       _trp_table_view_focus_hand         (TrpTableView    *self);
void       _trp_table_view_present_round_result (TrpTableView  *self);

/* trp-table-view-actions.c */
void       _trp_table_view_class_actions_init (GtkWidgetClass  *widget_class);
void       _trp_table_view_add_shortcuts (TrpTableView  *self);
void       _trp_table_view_actions_update     (TrpTableView    *self);
void       _trp_table_view_show_last_turn     (TrpTableView    *self);
GPtrArray *_trp_table_view_describe_moves     (TrpTableView    *self);
gboolean   _trp_table_view_make_move          (TrpTableView    *self,
                                               TrpMove         *move,
                                               GArray          *cards);
gboolean   _trp_table_view_make_hinted        (TrpTableView    *self);
void       _trp_table_view_make_selection     (TrpTableView    *self,
                                               GArray          *cards);
void       _trp_table_view_update_choices     (TrpTableView    *self);
void       _trp_table_view_choice_activated_cb (TrpChoiceBar   *bar,
                                               TrpMove         *move,
                                               TrpTableView    *self);

gboolean   _trp_table_view_filter_move        (TrpTableView    *self,
                                               const TrpAction *action);
void       _trp_table_view_staging_changed    (TrpTableView    *self);

G_END_DECLS
