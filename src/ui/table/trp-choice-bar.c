/* trp-choice-bar.c: the row of moves under the hand, from the engine's
 * move descriptions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "trp-choice-bar.h"
#include "trp-format.h"
#include "trp-game.h"
#include "trp-wrap-box.h"

/* One button per move the game describes (trp_game_describe_moves()),
 * in the game's order, keyed by the move's ID so that a button that
 * stays keeps the keyboard focus. A move shown but not allowed now is
 * insensitive and its tooltip says why, with the rule; a move that takes
 * cards is sensitive only while the selection fits it, and says what it
 * still needs. Off the person's turn the buttons stay, insensitive, so
 * that the hand above does not jump.
 *
 * A move onto a meld has no button: the meld is clicked, or the cards
 * dropped on it (the board's drop place). A card played to the trick
 * has one, besides the card's own activation, so that the mouse has a
 * way that needs no double click and the bar keeps its place. */

struct _TrpChoiceBar
{
  GtkWidget   parent_instance;

  GtkWidget  *box;
  /* move ID -> GtkButton */
  GHashTable *buttons;
  GPtrArray  *moves;
  GArray     *selected;
};

G_DEFINE_FINAL_TYPE (TrpChoiceBar, trp_choice_bar, GTK_TYPE_WIDGET)

enum {
  MOVE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
has_button (const TrpMove *move)
{
  return trp_move_get_place (move) != TRP_PLACE_MELD;
}


static void
button_clicked_cb (GtkButton    *button,
                   TrpChoiceBar *self)
{
  TrpMove *move = trp_game_find_move (self->moves, g_object_get_data (G_OBJECT (button), "move-id"));

  if (move != NULL)
    g_signal_emit (self, signals[MOVE_ACTIVATED], 0, move);
}

/* A move whose cards are counted shows the count: “Bury 3 of 6” (D-27). */
static char *
button_label (TrpChoiceBar  *self,
              const TrpMove *move)
{
  g_autofree char *chosen = NULL;
  g_autofree char *of = NULL;

  if (trp_move_get_cards_mode (move) != TRP_MOVE_CARDS_EXACTLY || trp_move_get_n_cards (move) < 2)
    return trp_localize_digits (trp_move_get_label (move));

  chosen = trp_format_number (self->selected->len);
  of = trp_format_number (trp_move_get_n_cards (move));
  /* Translators: a move's button with how many cards are selected of
   * those it takes, e.g. “_Bury 3 of 6”; the first %s is the move's
   * label with its mnemonic. */
  return g_strdup_printf (C_("move with a count", "%s %s of %s"), trp_move_get_label (move), chosen, of);
}

static char *
button_tooltip (TrpChoiceBar  *self,
                const TrpMove *move)
{
  g_autofree char *need = trp_move_describe_need (move, (TrpCard *) self->selected->data, self->selected->len);
  g_autofree char *plain = NULL;
  guint key;
  GdkModifierType mods;

  if (need != NULL)
    return trp_localize_digits (need);
  plain = trp_move_dup_plain_label (move);
  if (trp_move_get_accel (move) != NULL && gtk_accelerator_parse (trp_move_get_accel (move), &key, &mods))
    {
      g_autofree char *accel = gtk_accelerator_get_label (key, mods);

      /* Translators: a move's tooltip with its key, e.g. “Draw (Ctrl+D)”. */
      return g_strdup_printf (C_("move tooltip", "%s (%s)"), plain, accel);
    }
  return g_steal_pointer (&plain);
}

static void
update_button (TrpChoiceBar  *self,
               GtkWidget     *button,
               const TrpMove *move)
{
  g_autofree char *label = button_label (self, move);
  g_autofree char *tooltip = button_tooltip (self, move);
  gboolean sensitive = trp_move_is_available (move);
  GtkWidget *text;

  if (trp_move_takes_cards (move))
    sensitive &= trp_move_fits_cards (move, (TrpCard *) self->selected->data, self->selected->len);

  if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (button)), label) != 0)
    gtk_button_set_label (GTK_BUTTON (button), label);
  /* A long choice wraps rather than widen the window: Greek's trump
   * declaration with large text made 360 px 410 px wide. */
  text = gtk_button_get_child (GTK_BUTTON (button));
  if (GTK_IS_LABEL (text) && !gtk_label_get_wrap (GTK_LABEL (text)))
    {
      gtk_label_set_wrap (GTK_LABEL (text), TRUE);
      gtk_label_set_natural_wrap_mode (GTK_LABEL (text), GTK_NATURAL_WRAP_NONE);
      gtk_label_set_justify (GTK_LABEL (text), GTK_JUSTIFY_CENTER);
    }
  gtk_widget_set_sensitive (button, sensitive);
  gtk_widget_set_tooltip_text (button, tooltip);

  gtk_widget_remove_css_class (button, "suggested-action");
  gtk_widget_remove_css_class (button, "destructive-action");
  if (trp_move_get_emphasis (move) == TRP_MOVE_EMPHASIS_SUGGESTED)
    gtk_widget_add_css_class (button, "suggested-action");
  else if (trp_move_get_emphasis (move) == TRP_MOVE_EMPHASIS_DESTRUCTIVE)
    gtk_widget_add_css_class (button, "destructive-action");
}

static gboolean
holds_focus (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/**
 * trp_choice_bar_set_moves:
 * @moves: (nullable) (element-type TrpMove): the moves the person may make
 *   now and those shown but not allowed, or %NULL off the person's turn
 * @selected: the cards selected in the hand
 *
 * Shows @moves. Off the person's turn the last buttons stay, insensitive.
 */
void
trp_choice_bar_set_moves (TrpChoiceBar  *self,
                          GPtrArray     *moves,
                          const TrpCard *selected,
                          guint          n_selected)
{
  g_autoptr(GHashTable) kept = g_hash_table_new (g_str_hash, g_str_equal);
  GtkWidget *previous = NULL;
  GHashTableIter iter;
  gpointer key, value;

  g_return_if_fail (TRP_IS_CHOICE_BAR (self));

  g_array_set_size (self->selected, 0);
  g_array_append_vals (self->selected, selected, n_selected);

  if (moves == NULL)
    {
      gtk_widget_set_sensitive (self->box, FALSE);
      return;
    }
  gtk_widget_set_sensitive (self->box, TRUE);

  g_clear_pointer (&self->moves, g_ptr_array_unref);
  self->moves = g_ptr_array_ref (moves);

  for (guint i = 0; i < moves->len; i++)
    {
      TrpMove *move = g_ptr_array_index (moves, i);
      const char *id = trp_move_get_id (move);
      GtkWidget *button;

      if (!has_button (move) || g_hash_table_contains (kept, id))
        continue;
      button = g_hash_table_lookup (self->buttons, id);
      if (button == NULL)
        {
          button = gtk_button_new_with_mnemonic (trp_move_get_label (move));
          g_object_set_data_full (G_OBJECT (button), "move-id", g_strdup (id), g_free);
          g_signal_connect (button, "clicked", G_CALLBACK (button_clicked_cb), self);
          trp_wrap_box_append (TRP_WRAP_BOX (self->box), button);
          g_hash_table_insert (self->buttons, g_strdup (id), button);
        }
      trp_wrap_box_reorder_child_after (TRP_WRAP_BOX (self->box), button, previous);
      update_button (self, button, move);
      g_hash_table_add (kept, (gpointer) id);
      previous = button;
    }

  /* What is no longer a move goes; a button that had the focus leaves
   * it to the window, which gives it back to the hand. */
  g_hash_table_iter_init (&iter, self->buttons);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (!g_hash_table_contains (kept, key))
      {
        trp_wrap_box_remove (TRP_WRAP_BOX (self->box), value);
        g_hash_table_iter_remove (&iter);
      }

  gtk_widget_set_visible (GTK_WIDGET (self), g_hash_table_size (self->buttons) > 0);
}

/**
 * trp_choice_bar_set_selection:
 *
 * The selection changed: the moves that take cards follow it.
 */
void
trp_choice_bar_set_selection (TrpChoiceBar  *self,
                              const TrpCard *selected,
                              guint          n_selected)
{
  GHashTableIter iter;
  gpointer key, value;

  g_return_if_fail (TRP_IS_CHOICE_BAR (self));

  g_array_set_size (self->selected, 0);
  g_array_append_vals (self->selected, selected, n_selected);
  g_hash_table_iter_init (&iter, self->buttons);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      TrpMove *move = trp_game_find_move (self->moves, key);

      if (move != NULL && trp_move_takes_cards (move))
        update_button (self, value, move);
    }
}

/**
 * trp_choice_bar_get_button:
 *
 * Returns: (transfer none) (nullable): the button of the move @move_id
 */
GtkWidget *
trp_choice_bar_get_button (TrpChoiceBar *self,
                           const char   *move_id)
{
  g_return_val_if_fail (TRP_IS_CHOICE_BAR (self), NULL);

  return g_hash_table_lookup (self->buttons, move_id);
}

/* Whether the focus is on one of the bar's buttons. */
gboolean
trp_choice_bar_has_focus (TrpChoiceBar *self)
{
  return holds_focus (GTK_WIDGET (self));
}

static void
trp_choice_bar_dispose (GObject *object)
{
  TrpChoiceBar *self = TRP_CHOICE_BAR (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->buttons, g_hash_table_unref);
  g_clear_pointer (&self->moves, g_ptr_array_unref);
  g_clear_pointer (&self->selected, g_array_unref);

  G_OBJECT_CLASS (trp_choice_bar_parent_class)->dispose (object);
}

static void
trp_choice_bar_class_init (TrpChoiceBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = trp_choice_bar_dispose;

  /**
   * TrpChoiceBar::move-activated:
   * @move: the move whose button was clicked
   */
  signals[MOVE_ACTIVATED] = g_signal_new ("move-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                          TRP_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "choicebar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
trp_choice_bar_init (TrpChoiceBar *self)
{
  self->buttons = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->selected = g_array_new (FALSE, FALSE, sizeof (TrpCard));
  self->box = trp_wrap_box_new ();
  gtk_widget_add_css_class (self->box, "choices");
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
trp_choice_bar_new (void)
{
  return g_object_new (TRP_TYPE_CHOICE_BAR, NULL);
}
