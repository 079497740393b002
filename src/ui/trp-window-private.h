/* trp-window-private.h: what the files of TrpWindow share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "trp-hosted-table.h"
#include "trp-new-match-dialog.h"
#include "trp-window.h"

G_BEGIN_DECLS

/* trp-window.c         the window: header bar, the table, a lesson or a
 *                      guest seat in place of the start page, actions,
 *                      window state, screenshots
 * trp-window-start.c   the start page's game rows and Learn group
 * trp-window-saved.c   the start page's saved matches, read by a worker
 *                      thread, with their score pads, deletion and Undo */

struct _TrpWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;

  GtkWidget            *header_bar;
  AdwToastOverlay      *toast_overlay;
  /* What says the match is not being saved, while it shows. */
  AdwToast             *save_toast;
  GtkStack             *stack;
  AdwStatusPage        *start_page;
  AdwPreferencesGroup  *games_group;
  AdwPreferencesGroup  *learn_group;
  GList                *learn_rows;  /* the group's rows, owned by it */
  AdwPreferencesGroup  *saved_group;
  GPtrArray            *saved_rows;
  GtkWidget            *back_button;
  GtkWidget            *rules_button;
  AdwWindowTitle       *window_title;
  GtkWidget            *new_match_button;
  GtkWidget            *continue_button;
  GMenu                *help_section;
  /* A match's rules are wanted in the header bar; under NARROW_HEADER px
   * they go to the main menu, and the title has the room. */
  gboolean              match_rules;
  gboolean              narrow;
  guint                 header_idle;
  /* What the header's title names, and its shorter name where the whole
   * one does not fit (trp_window_set_header_title()). */
  char                 *full_title;
  char                 *short_title;
  /* The widest window that cut the whole title, 0 if none has. */
  int                   short_title_below;
  int                   header_width;

  GtkWidget            *table;
  /* A lesson at the table, in place of a match. */
  GtkWidget            *lesson_view;
  /* The match at the table opened to guests on other computers. */
  TrpHostedTable       *hosted;
  /* A seat at a table another computer hosts. */
  GtkWidget            *guest_view;
  /* While a practice copy is at the table (the coach's Try Again from
   * Here): the real match, to go back to. */
  TrpMatch             *practice_return;
  char                 *continue_path;
  /* Files whose moves failed to replay: "path\nmtime" → the reason. */
  GHashTable           *broken_saves;
  /* Files deleted on the start page while their Undo toast shows: they
   * are gone for the player, so never opened. */
  GHashTable           *pending_deletes;
  /* The start page's listing, read by a worker thread. */
  GCancellable         *cancellable;
  guint                 listing_generation;
  gboolean              listing;
  /* The listing waits for the first frame: reading and replaying saved
   * matches would compete with it for the processor. */
  gboolean              listing_deferred;
  gulong                first_paint_handler;
  /* The game rows wait for the first frame too: their summaries wrap,
   * and laying them out cost as much as the rest of the start page. */
  gboolean              games_populated;
};

void _trp_window_update_start_actions (TrpWindow *self);
void _trp_window_add_plain_toast (TrpWindow *self,
                                  const char *text);
void _trp_window_set_continue_path (TrpWindow *self,
                                    const char *path);
void _trp_window_open_saved_match (TrpWindow *self,
                                   const char *path);
GtkWidget * _trp_window_new_open_icon (void);
void _trp_window_release_table (TrpWindow *self);
void _trp_window_show_match_rules (TrpWindow *self,
                                   gboolean shown);
void _trp_window_populate_games (TrpWindow *self);
void _trp_window_start_cb (TrpNewMatchDialog *dialog,
                           TrpMatch *match,
                           TrpWindow *self);
void _trp_window_show_start (TrpWindow *self);
void _trp_window_set_header_title (TrpWindow  *self,
                                   const char *title,
                                   const char *short_title);
void _trp_window_start_listing (TrpWindow *self);
void _trp_window_remove_lesson_view (TrpWindow *self);
void _trp_window_remember_broken_save (TrpWindow *self,
                                       const char *path,
                                       const char *reason);

G_END_DECLS
