/* test-ui-common.h: finding widgets, waiting and screenshots for UI tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "trp-application.h"
#include "trp-match.h"
#include "trp-rules.h"

G_BEGIN_DECLS

typedef gboolean (*UiCondition) (gpointer data);
typedef gboolean (*UiDialogFilter) (GtkWidget *dialog,
                                    gpointer   data);

gboolean    ui_test_init          (int         *argc,
                                   char      ***argv);
int         ui_test_run           (void);
TrpApplication *ui_application_new (void);
void        ui_init               (void);
GtkWidget  *ui_find_first         (GtkWidget   *widget,
                                   GType        type);
GPtrArray  *ui_find_all           (GtkWidget   *widget,
                                   GType        type);
GtkWidget  *ui_find_label         (GtkWidget   *widget,
                                   const char  *text);
GtkWidget  *ui_find_button_label  (GtkWidget   *widget,
                                   const char  *label);
GtkWidget  *ui_find_row           (GtkWidget   *widget,
                                   const char  *title);
GtkWidget  *ui_find_primary_menu_button (GtkWidget *window);
GtkWindow  *ui_find_toplevel      (GType        type);
GtkWidget  *ui_find_dialog        (GType        type);
GtkWidget  *ui_find_dialog_where  (GType          type,
                                   UiDialogFilter filter,
                                   gpointer       data);
gboolean    ui_has_dialog         (gpointer     type);
void        ui_dialog_destroy     (GtkWidget   *dialog);
const char *ui_dialog_get_title   (GtkWidget   *dialog);
GtkWindow  *ui_dialog_get_parent  (GtkWidget   *dialog);
gboolean    ui_dialog_is_over     (GtkWidget   *dialog,
                                   GtkWidget   *parent);
GtkWidget  *ui_find_dialog_titled (const char  *title);
GtkWidget  *ui_find_alert         (const char  *heading_prefix);
gboolean    ui_has_alert          (gpointer     heading_prefix);
const char *ui_alert_get_heading  (GtkWidget   *alert);
const char *ui_alert_get_body     (GtkWidget   *alert);
void        ui_alert_respond      (GtkWidget   *alert,
                                   const char  *response);
void        ui_destroy_toplevels  (void);
gboolean    ui_wait               (UiCondition  condition,
                                   gpointer     data,
                                   guint        timeout_ms);
void        ui_settle             (guint        ms);
void        ui_wait_mapped        (GtkWidget   *widget);
char       *ui_screenshot         (GtkWidget   *widget,
                                   const char  *name);
gboolean    ui_toast_shown        (GtkWidget   *root,
                                   const char  *text);
GPtrArray  *ui_toast_labels       (GtkWidget   *root);
GtkWidget  *ui_toast_label        (GtkWidget   *root,
                                   const char  *text);
void        ui_reset_matches_folder (void);
GPtrArray  *ui_playable_games     (void);
TrpMatch   *ui_match_new_unstarted (const char *game_id,
                                    guint       n_players);
TrpMatch   *ui_match_new          (const char  *game_id,
                                   guint        n_players,
                                   guint64      seed);
const char *ui_chip_value         (GtkWidget   *table,
                                   const char  *title);
gboolean    ui_shows_totals       (const char  *text,
                                   TrpMatch    *match);
GtkWidget  *ui_find_round_result_sheet (void);
gboolean    ui_has_round_result_sheet (gpointer   unused);
char       *ui_collect_text       (GtkWidget   *widget);
guint       ui_round_result_sheet_sum (GtkWidget *sheet,
                                   gint64      *sums,
                                   guint        max_sides);
void        ui_round_result_sheet_next (GtkWidget *sheet);

G_END_DECLS

G_BEGIN_DECLS

gboolean    ui_combo_select       (AdwComboRow *row,
                                   const char  *text);
GtkWidget  *ui_option_row         (GtkWidget   *widget,
                                   TrpRules    *rules,
                                   const char  *option_id);
void        ui_play_trick_round   (GtkWidget   *table,
                                   TrpMatch    *match,
                                   int          viewer);
const char *ui_score_value        (GtkWidget   *table,
                                   TrpMatch    *match,
                                   guint        unit);
gboolean    ui_shows_score_strip  (GtkWidget   *table,
                                   TrpMatch    *match);
gboolean    ui_press_key          (GtkWidget   *window,
                                   guint        keyval,
                                   GdkModifierType modifiers);
GtkWidget  *ui_find_action_button (GtkWidget   *widget,
                                   const char  *action_name);
gboolean    ui_driver_idle        (gpointer     driver);

G_END_DECLS
