/* trp-move-shortcuts.c: the keys of the moves, from their accelerators
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "trp-move-shortcuts.h"

/**
 * trp_move_shortcuts_update:
 * @controller: the shortcuts of the moves, and nothing else
 * @moves: (nullable): the moves of trp_game_describe_moves()
 *
 * The keys of the moves, from the moves' own accelerators: a move that
 * takes the selected cards goes by Ctrl+Enter's rule (whichever move the
 * selection makes), the others by their ID. Kept while the person's turn
 * is off (@moves %NULL), so that a key pressed then is one the table
 * knew. The actions are table.play-selected and table.move(id).
 */
void
trp_move_shortcuts_update (GtkShortcutController *controller,
                           GPtrArray             *moves)
{
  g_autoptr(GString) signature = g_string_new (NULL);
  g_autoptr(GHashTable) accels = g_hash_table_new (g_str_hash, g_str_equal);
  GListModel *model = G_LIST_MODEL (controller);

  if (moves == NULL)
    return;
  for (guint i = 0; i < moves->len; i++)
    {
      TrpMove *move = g_ptr_array_index (moves, i);

      if (trp_move_get_accel (move) != NULL)
        g_string_append_printf (signature, "%s=%s;", trp_move_get_accel (move), trp_move_get_id (move));
    }
  if (g_strcmp0 (signature->str, g_object_get_data (G_OBJECT (controller), "trp-move-keys")) == 0)
    return;
  g_object_set_data_full (G_OBJECT (controller), "trp-move-keys", g_strdup (signature->str), g_free);

  while (g_list_model_get_n_items (model) > 0)
    {
      g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (model, 0);

      gtk_shortcut_controller_remove_shortcut (controller, shortcut);
    }

  for (guint i = 0; i < moves->len; i++)
    {
      TrpMove *move = g_ptr_array_index (moves, i);
      const char *accel = trp_move_get_accel (move);
      GtkShortcutTrigger *trigger;
      GtkShortcut *shortcut;

      if (accel == NULL || g_hash_table_contains (accels, accel))
        continue;
      g_hash_table_add (accels, (gpointer) accel);
      trigger = gtk_shortcut_trigger_parse_string (accel);
      if (trigger == NULL)
        continue;
      if (trp_move_takes_cards (move) && !trp_move_is_staging (move))
        shortcut = gtk_shortcut_new (trigger, gtk_named_action_new ("table.play-selected"));
      else
        {
          shortcut = gtk_shortcut_new (trigger, gtk_named_action_new ("table.move"));
          gtk_shortcut_set_arguments (shortcut, g_variant_new_string (trp_move_get_id (move)));
        }
      gtk_shortcut_controller_add_shortcut (controller, shortcut);
    }
}
