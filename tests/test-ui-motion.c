/* test-ui-motion.c: reduced motion is honoured at the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * While a card flies across the table the computers wait for it (the
 * table holds the match driver), so a held driver right after a move is
 * an animation playing. With the desktop's animations switched off
 * (gtk-enable-animations, set by the “reduce animation” accessibility
 * setting) no card may fly, whatever the app's own animation speed.
 */

#include "config.h"

#include "test-ui-common.h"
#include "trp-ai.h"
#include "trp-dialog.h"
#include "trp-hand-view.h"
#include "trp-match-driver.h"
#include "trp-new-match-dialog.h"
#include "trp-table-view.h"
#include "trp-window.h"

typedef struct
{
  TrpMatch       *match;
  TrpMatchDriver *driver;
} Table;

static gboolean
person_to_play (gpointer data)
{
  Table *table = data;

  return ui_driver_idle (table->driver) &&
         trp_game_get_current_seat (trp_match_get_game (table->match)) == 0;
}

/* Plays a card of the person's hand, as a double-click does, and tells
 * whether the table then held the computers back for an animation. */
static gboolean
play_a_card_animates (gboolean desktop_animations)
{
  g_autoptr(TrpApplication) app = ui_application_new ();
  g_autoptr(TrpMatch) match = NULL;
  g_autoptr(TrpAction) choice = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) hands = NULL;
  TrpNewMatchDialog *dialog;
  GtkWidget *table_view;
  GtkWidget *hand = NULL;
  TrpWindow *window;
  Table table;
  gboolean held;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", desktop_animations, NULL);
  g_settings_set_string (trp_application_get_settings (app), "animation-speed", "slow");

  window = trp_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  ui_wait_mapped (GTK_WIDGET (window));

  dialog = trp_new_match_dialog_new (GTK_WINDOW (window), trp_application_get_settings (app));
  trp_new_match_dialog_select_game (dialog, "marianna");
  match = trp_new_match_dialog_create (dialog, &error);
  g_assert_no_error (error);
  trp_dialog_discard (GTK_WIDGET (dialog));
  trp_window_show_match (window, match);

  table_view = ui_find_first (GTK_WIDGET (window), TRP_TYPE_TABLE_VIEW);
  g_assert_nonnull (table_view);
  ui_wait_mapped (table_view);
  table.match = match;
  table.driver = trp_table_view_get_driver (TRP_TABLE_VIEW (table_view));
  g_assert_true (ui_wait (person_to_play, &table, 30000));
  ui_settle (50);

  hands = ui_find_all (table_view, TRP_TYPE_HAND_VIEW);
  for (guint i = 0; i < hands->len; i++)
    if (gtk_widget_get_focusable (g_ptr_array_index (hands, i)))
      hand = g_ptr_array_index (hands, i);
  g_assert_nonnull (hand);

  choice = trp_ai_choose (trp_match_get_game (match), TRP_AI_LEVEL_NORMAL, 1, 0, NULL);
  g_assert_nonnull (choice);
  g_assert_cmpstr (choice->type, ==, "play");
  for (guint i = 0; i < trp_hand_view_get_n_cards (TRP_HAND_VIEW (hand)); i++)
    if (trp_hand_view_get_card (TRP_HAND_VIEW (hand), i) == choice->cards[0])
      {
        g_signal_emit_by_name (hand, "card-activated", i);
        break;
      }

  /* The move is made at once; only an animation holds the driver. */
  g_assert_cmpuint (trp_game_get_current_seat (trp_match_get_game (match)), !=, 0);
  held = trp_match_driver_get_held (table.driver);

  gtk_window_destroy (GTK_WINDOW (window));
  return held;
}

static void
test_motion_reduced (void)
{
  /* Animations on: the card flies, so the test can see a flight at all. */
  g_assert_true (play_a_card_animates (TRUE));
  /* Animations off on the desktop: placed at once, at the slow speed. */
  g_assert_false (play_a_card_animates (FALSE));
}

int
main (int    argc,
      char **argv)
{
  if (!ui_test_init (&argc, &argv))
    return 0;
  ui_init ();

  g_test_add_func ("/ui/motion/reduced", test_motion_reduced);

  return ui_test_run ();
}
