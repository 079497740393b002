/* trp-table-view-actions.c: the table's actions and its choice bar
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "trp-alert.h"
#include "trp-wrap-box.h"
#include "trp-dialog.h"
#include "trp-format.h"
#include "trp-hand-view.h"
#include "trp-move-history.h"
#include "trp-pile-dialog.h"
#include "trp-score-pad.h"
#include "trp-table-view-private.h"
#include "trp-trick-board.h"

/* Every table.* action is installed here, and enabled or disabled by one
 * function, _trp_table_view_actions_update(), after every change: an
 * action that does not apply now is disabled, never answered with a
 * toast, and the button that stands for it says why. */

static void
claim_response_cb (GObject      *dialog,
                   const char   *response,
                   TrpTableView *self)
{
  TrpAction *action = g_object_get_data (G_OBJECT (dialog), "action");

  if (g_str_equal (response, "claim") && _trp_table_view_my_turn (self))
    _trp_table_view_perform (self, action);
}

/* Mariaccio's claim ends the match either way (M-65): asked first, with
 * the total against the target. */
static void
confirm_claim (TrpTableView    *self,
               const TrpAction *action)
{
  g_autoptr(JsonNode) node = trp_game_observation (_trp_table_view_get_game (self), self->viewer);
  JsonObject *obs = json_node_get_object (node);
  int total = (int) trp_observation_get_int (obs, "claim_total", 0);
  int target = (int) trp_observation_get_int (obs, "target", 0);
  g_autofree char *total_text = trp_format_number (total);
  g_autofree char *target_text = trp_format_number (target);
  g_autofree char *body = NULL;
  GObject *dialog;

  if (total >= target)
    /* Translators: Mariaccio's claim (M-65). */
    body = g_strdup_printf (_("You count %s points and the target is %s: the claim wins the match "
                              "at once."), total_text, target_text);
  else
    body = g_strdup_printf (_("You count %s points and the target is %s: the claim would lose the "
                              "match at once (M-65)."), total_text, target_text);

  dialog = trp_alert_new (_("Claim Victory?"), body);
  trp_alert_add_response (dialog, "cancel", _("_Play On"), ADW_RESPONSE_DEFAULT);
  trp_alert_add_response (dialog, "claim", _("_Claim"),
                          total >= target ? ADW_RESPONSE_SUGGESTED : ADW_RESPONSE_DESTRUCTIVE);
  trp_alert_set_default_response (dialog, "cancel");
  trp_alert_set_close_response (dialog, "cancel");
  g_object_set_data_full (dialog, "action", trp_action_copy (action),
                          (GDestroyNotify) trp_action_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (claim_response_cb), self, 0);
  trp_alert_present (dialog, GTK_WIDGET (self));
}

static void
action_button_clicked_cb (GtkButton    *button,
                          TrpTableView *self)
{
  TrpAction *action = g_object_get_data (G_OBJECT (button), "action");

  if (g_str_equal (action->type, TRP_ACTION_CLAIM))
    {
      confirm_claim (self, action);
      return;
    }

  _trp_table_view_perform (self, action);
}

/* Whether @self's person has only a pass to make, or a pass and a claim
 * that could only lose: a window with nothing to declare (M-17), a Da
 * Bai Fen draw with nothing to expose (D-16). */

static void
selected_action_clicked_cb (GtkButton    *button,
                            TrpTableView *self)
{
  const char *type = g_object_get_data (G_OBJECT (button), "type");
  g_autoptr(GArray) cards = trp_hand_view_get_selected_cards (TRP_HAND_VIEW (self->my_hand));
  g_autoptr(TrpAction) action = NULL;

  if (cards->len == 0)
    {
      _trp_table_view_show_toast (self, _("Select cards in your hand first"));
      return;
    }
  if (g_str_equal (type, TRP_ACTION_BURY) && !_trp_table_view_check_bury_count (self, cards->len))
    return;

  action = trp_action_new_with_cards (type, self->viewer, (TrpCard *) cards->data, cards->len);
  _trp_table_view_perform (self, action);
}

/* A short label for a choice, from the chooser's point of view: the
 * game's own, in the imperative, or a generic one where it has none. */
char *
_trp_table_view_choice_label (TrpTableView    *self,
                              const TrpAction *action)
{
  g_autofree char *from_game = trp_game_describe_choice (_trp_table_view_get_game (self), action);

  /* The engine writes numbers with Latin digits. */
  if (from_game != NULL)
    return trp_localize_digits (from_game);

  return trp_game_describe_action (_trp_table_view_get_game (self), action);
}

/* The moves that are complete choices and have a table action and a key
 * of their own. Their buttons stay on the bar while the game has the
 * move, disabled when it is not a choice now, so that nothing vanishes
 * and the tooltip can say which rule stops it (issue 20). */
static const struct
{
  const char *action_name;
  const char *type;
} table_moves[] = {
  { "table.draw", TRP_ACTION_DRAW_STOCK },
  { "table.take-pile", TRP_ACTION_TAKE_PILE },
  { "table.pass", TRP_ACTION_PASS },
};

static const char *
table_move_action_name (const char *type)
{
  for (guint i = 0; i < G_N_ELEMENTS (table_moves); i++)
    if (g_str_equal (table_moves[i].type, type))
      return table_moves[i].action_name;
  return NULL;
}

static gboolean
type_is (const TrpAction *action,
         const char      *type)
{
  return g_str_equal (action->type, type);
}

static gboolean
needs_selection (const TrpAction *action)
{
  const char *type = action->type;

  /* These take cards the player picks; the others are complete choices. */
  return g_str_equal (type, TRP_ACTION_PLAY) || g_str_equal (type, TRP_ACTION_BURY) ||
         g_str_equal (type, TRP_ACTION_NEW_MELD) || g_str_equal (type, TRP_ACTION_ADD_TO_MELD) ||
         g_str_equal (type, TRP_ACTION_DISCARD);
}

static const char *
selection_label (const char *type)
{
  if (g_str_equal (type, TRP_ACTION_PLAY))
    return _("_Play Selected");
  if (g_str_equal (type, TRP_ACTION_BURY))
    return _("_Bury Selected");
  if (g_str_equal (type, TRP_ACTION_NEW_MELD))
    return _("_Meld Selected");
  if (g_str_equal (type, TRP_ACTION_DISCARD))
    return _("_Discard");
  return NULL;
}


/* Melds are staged while the game offers a move that stages them
 * (Biriba's meld step: in the draw step the move is there but not
 * allowed, B-21). */
gboolean
_trp_table_view_staging_possible (TrpTableView *self)
{
  g_autoptr(GPtrArray) moves = NULL;

  if (!_trp_table_view_my_turn (self))
    return FALSE;
  moves = trp_game_describe_moves (_trp_table_view_get_game (self), self->viewer);
  for (guint i = 0; i < moves->len; i++)
    if (trp_move_is_staging (g_ptr_array_index (moves, i)) && trp_move_is_available (g_ptr_array_index (moves, i)))
      return TRUE;
  return FALSE;
}

/* Every staged meld as one new_meld action of several groups. */
TrpAction *
_trp_table_view_staged_action (TrpTableView *self)
{
  TrpAction *action = trp_action_new (TRP_ACTION_NEW_MELD, self->viewer);

  for (guint i = 0; i < self->staged->len; i++)
    {
      GArray *group = g_ptr_array_index (self->staged, i);

      trp_action_add_group (action, (TrpCard *) group->data, group->len);
    }

  return action;
}

/* The points of the staged cards (B-11), from the values the engine
 * gives for the hand's cards. */
static int
staged_points (TrpTableView *self,
               JsonObject   *obs)
{
  JsonArray *hand = trp_observation_get_array (obs, "hand");
  JsonArray *values = trp_observation_get_array (obs, "hand_values");
  int value_of[256] = { 0, };
  int total = 0;

  for (guint i = 0; hand != NULL && values != NULL && i < json_array_get_length (hand) &&
                    i < json_array_get_length (values); i++)
    {
      TrpCard card;

      if (trp_card_from_code (json_array_get_string_element (hand, i), &card, NULL))
        value_of[card] = (int) json_array_get_int_element (values, i);
    }

  for (guint i = 0; i < self->staged->len; i++)
    {
      GArray *group = g_ptr_array_index (self->staged, i);

      for (guint c = 0; c < group->len; c++)
        total += value_of[g_array_index (group, TrpCard, c)];
    }

  return total;
}

static void
new_meld_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);
  g_autoptr(GArray) cards = trp_hand_view_get_selected_cards (TRP_HAND_VIEW (self->my_hand));

  if (cards->len == 0)
    {
      _trp_table_view_show_toast (self, _("Select the cards of the meld first"));
      return;
    }

  if (_trp_table_view_stage (self, cards))
    _trp_table_view_refresh (self);
}

/* Stages @cards as one more meld, if the game takes them as a meld by
 * themselves: refused at once with the rule (B-13 to B-17), never “1
 * meld of 12 cards, 115 points” with Go Down greyed and silent (#40).
 * What the staged melds lack together is Go Down's reason. */
gboolean
_trp_table_view_stage (TrpTableView *self,
                       GArray       *cards)
{
  g_autoptr(GError) error = NULL;

  if (!trp_game_check_staged_meld (_trp_table_view_get_game (self), self->viewer, self->staged,
                                   (TrpCard *) cards->data, cards->len, &error))
    {
      _trp_table_view_show_toast (self, error->message);
      return FALSE;
    }
  g_ptr_array_add (self->staged, g_array_ref (cards));
  return TRUE;
}

static void
unstage_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);

  g_ptr_array_set_size (self->staged, 0);
  _trp_table_view_refresh (self);
}

/* The staging's moves as the game describes them now, or NULL. */
static GPtrArray *
staged_moves (TrpTableView *self)
{
  if (!_trp_table_view_my_turn (self))
    return NULL;
  return trp_game_describe_moves_staged (_trp_table_view_get_game (self), self->viewer, self->staged);
}

/* Go Down, Ctrl+G: while it cannot be made, the key says why, as the
 * button's tooltip does (“Your side needs a biriba first ”). */
static void
go_down_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);
  g_autoptr(GPtrArray) moves = staged_moves (self);
  TrpMove *go_down = moves != NULL ? trp_game_find_move (moves, "go-down") : NULL;

  if (go_down != NULL && !trp_move_is_available (go_down))
    {
      _trp_table_view_show_toast (self, trp_move_get_reason (go_down));
      return;
    }
  _trp_table_view_go_down (self);
}

void
_trp_table_view_go_down (TrpTableView *self)
{
  g_autoptr(TrpAction) action = NULL;
  g_autoptr(GPtrArray) staged = NULL;

  if (self->staged->len == 0)
    return;

  action = _trp_table_view_staged_action (self);
  /* Laid down, the staging is done with; refused, it stays for the
   * person to mend, and the toast says which rule refused it. */
  staged = g_steal_pointer (&self->staged);
  self->staged = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  if (!trp_game_validate (_trp_table_view_get_game (self), action, NULL))
    {
      g_ptr_array_unref (self->staged);
      self->staged = g_steal_pointer (&staged);
    }
  _trp_table_view_perform (self, action);
}

/* Go Down stays in sight while melds can be staged, and its key on:
 * when the game would refuse the staged melds, the button is insensitive
 * and its tooltip, like the key, says what they lack, with the rule
 * (B-56, B-60, A-10), as the game describes the move. */
static void
update_go_down (TrpTableView *self)
{
  g_autoptr(GPtrArray) moves = NULL;
  TrpMove *go_down;
  gboolean possible = _trp_table_view_staging_possible (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.new-meld", possible);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.unstage", possible && self->staged->len > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.go-down", possible);
  if (!possible || self->go_down_button == NULL)
    return;

  moves = staged_moves (self);
  go_down = trp_game_find_move (moves, "go-down");
  if (go_down != NULL && trp_move_is_available (go_down))
    {
      gtk_widget_set_sensitive (self->go_down_button, TRUE);
      gtk_widget_set_tooltip_text (self->go_down_button, _("Lay down the staged melds (Ctrl+G)"));
    }
  else
    {
      gtk_widget_set_sensitive (self->go_down_button, FALSE);
      gtk_widget_set_tooltip_text (self->go_down_button,
                                   go_down != NULL ? trp_move_get_reason (go_down)
                                                   : _("Select the cards of each meld and stage it with "
                                                       "New Meld from Selection (Ctrl+M)"));
    }
}

/* What the staged melds are worth against what going down asks now, or
 * NULL when nothing is staged and nothing limits going down. */
char *
_trp_table_view_staging_text (TrpTableView  *self,
                              JsonObject    *obs,
                              const char   **note)
{
  int minimum = (int) trp_observation_get_int (obs, "opening_minimum", 0);
  gboolean go_down_only = trp_observation_get_bool (obs, "go_down_only");
  g_autofree char *points = trp_format_number (staged_points (self, obs));
  g_autofree char *count = trp_format_number (self->staged->len);

  *note = NULL;
  if (self->staged->len == 0 && minimum <= 0 && !go_down_only)
    return NULL;
  if (!_trp_table_view_staging_possible (self))
    return NULL;

  if (go_down_only)
    *note = _("Before the teams form, going down takes all your cards "
              "but one at most, laid at once (B-56)");

  if (minimum > 0)
    {
      g_autofree char *min = trp_format_number (minimum);

      /* Translators: Biriba: melds put together but not yet laid down,
       * their points and the opening minimum (B-60), e.g. “Staged: 2
       * melds, 85 points of the 90 needed to open”. */
      return g_strdup_printf (ngettext ("Staged: %s meld, %s points of the %s needed to open",
                                        "Staged: %s melds, %s points of the %s needed to open",
                                        self->staged->len), count, points, min);
    }
  return g_strdup_printf (ngettext ("Staged: %s meld, %s points",
                                    "Staged: %s melds, %s points",
                                    self->staged->len), count, points);
}

static void
go_down_clicked_cb (GtkButton    *button,
                    TrpTableView *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "table.go-down", NULL);
}

/* The choice bar's button for @key, kept from the last update when it
 * was there, else made; placed after @previous. */
static GtkWidget *
keep_button (TrpTableView *self,
             GHashTable   *kept,
             const char   *key,
             const char   *label,
             GtkWidget    *previous,
             GCallback     clicked)
{
  GtkWidget *button = g_hash_table_lookup (self->choice_buttons, key);

  if (button == NULL)
    {
      button = gtk_button_new_with_mnemonic (label);
      trp_wrap_box_append (TRP_WRAP_BOX (self->buttons_box), button);
      g_hash_table_insert (self->choice_buttons, g_strdup (key), button);
      if (clicked != NULL)
        g_signal_connect (button, "clicked", clicked, self);
    }
  else if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (button)), label) != 0)
    gtk_button_set_label (GTK_BUTTON (button), label);

  trp_wrap_box_reorder_child_after (TRP_WRAP_BOX (self->buttons_box), button, previous);
  g_hash_table_add (kept, g_strdup (key));
  return button;
}

/* The button of one of the table's own moves (draw, take the pile,
 * pass), keyed by its type so that it stays the same button whether the
 * move is a choice now or not; @refusal is the engine's reason when it
 * is not. Returns @previous when the game has no such move. */
static GtkWidget *
keep_table_move (TrpTableView    *self,
                 GHashTable      *kept,
                 const TrpAction *action,
                 GtkWidget       *previous,
                 const char      *refusal)
{
  g_autofree char *from_game = trp_game_describe_choice (_trp_table_view_get_game (self), action);
  g_autofree char *label = NULL;
  g_autofree char *id = g_strconcat ("move:", action->type, NULL);
  GtkWidget *button;

  if (from_game == NULL)
    return previous;
  label = trp_localize_digits (from_game);
  button = keep_button (self, kept, id, label, previous, NULL);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), table_move_action_name (action->type));
  gtk_widget_set_tooltip_text (button, refusal);
  return button;
}

/* Whether the window's focus is in @widget: the window's focus widget
 * says so, where the focus-child chain may lag on GTK 4.24 (#22). */
static gboolean
holds_focus (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* The choices that are not a card of the hand, one button each, and the
 * buttons that act on the selected cards. The buttons are keyed by what
 * they do, so that one which stays keeps the keyboard focus. */
static void
update_buttons (TrpTableView *self)
{
  g_autoptr(GPtrArray) legal = NULL;
  g_autoptr(GHashTable) kept = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) selection_types = g_hash_table_new (g_str_hash, g_str_equal);
  gboolean multi_play = FALSE;
  GtkWidget *previous = NULL;
  GHashTableIter iter;
  gpointer key, value;

  gboolean had_focus = holds_focus (self->buttons_box);

  self->go_down_button = NULL;
  self->new_meld_button = NULL;
  self->bury_button = NULL;

  /* Between the person's turns the bar keeps its place, its buttons
   * insensitive and kept for the next turn, so that the hand above does
   * not jump (#40); the keys stay with the hand. */
  if (!_trp_table_view_my_turn (self))
    {
      gtk_widget_set_sensitive (self->buttons_box, FALSE);
      if (had_focus)
        gtk_widget_grab_focus (self->my_hand);
      return;
    }
  gtk_widget_set_sensitive (self->buttons_box, TRUE);

  legal = trp_game_legal_actions (_trp_table_view_get_game (self));
  for (guint i = 0; i < legal->len; i++)
    {
      TrpAction *action = g_ptr_array_index (legal, i);
      g_autofree char *label = NULL;
      g_autofree char *id = NULL;
      GtkWidget *button;

      if (needs_selection (action))
        {
          g_hash_table_add (selection_types, (gpointer) action->type);
          multi_play |= action->n_cards > 1;
          continue;
        }

      if (action->n_cards == 0 && table_move_action_name (action->type) != NULL)
        {
          previous = keep_table_move (self, kept, action, previous, NULL);
          continue;
        }

      label = _trp_table_view_choice_label (self, action);
      id = g_strconcat ("choice:", label, NULL);
      if (g_hash_table_contains (kept, id))
        continue;

      button = previous = keep_button (self, kept, id, label, previous, G_CALLBACK (action_button_clicked_cb));
      /* A claim ends the match: it stands apart from Play On, inviting
       * when it would win, a warning when it would lose (M-65). */
      gtk_widget_remove_css_class (button, "suggested-action");
      gtk_widget_remove_css_class (button, "destructive-action");
      if (g_str_equal (action->type, TRP_ACTION_CLAIM))
        {
          g_autoptr(JsonNode) node = trp_game_observation (_trp_table_view_get_game (self), self->viewer);
          JsonObject *obs = json_node_get_object (node);
          gboolean wins = trp_observation_get_int (obs, "claim_total", 0) >= trp_observation_get_int (obs, "target", G_MAXINT);

          gtk_widget_add_css_class (button, wins ? "suggested-action" : "destructive-action");
        }
      g_object_set_data_full (G_OBJECT (button), "action", trp_action_copy (action),
                              (GDestroyNotify) trp_action_free);
    }

  /* The game's other moves of that kind, not a choice now, stay in
   * sight, disabled, with the engine's reason and its rule ID. A move
   * the game has is one it can name as a choice. */
  for (guint i = 0; i < G_N_ELEMENTS (table_moves); i++)
    {
      g_autofree char *id = g_strconcat ("move:", table_moves[i].type, NULL);
      g_autoptr(TrpAction) bare = NULL;
      g_autoptr(GError) error = NULL;

      if (g_hash_table_contains (kept, id))
        continue;
      bare = trp_action_new (table_moves[i].type, self->viewer);
      if (trp_game_validate (_trp_table_view_get_game (self), bare, &error))
        continue;  /* legal with cards, or in some form the bar does not offer */
      previous = keep_table_move (self, kept, bare, previous, error->message);
    }

  /* Actions on selected cards; single cards also play with a double
   * click or Enter. */
  {
    static const char *order[] = { TRP_ACTION_NEW_MELD, TRP_ACTION_DISCARD, TRP_ACTION_BURY, TRP_ACTION_PLAY };

    for (guint i = 0; i < G_N_ELEMENTS (order); i++)
      {
        g_autofree char *id = g_strconcat ("selection:", order[i], NULL);
        GtkWidget *button;

        /* Melds are staged, then laid down together (B-56, B-60). */
        if (g_str_equal (order[i], TRP_ACTION_NEW_MELD) && _trp_table_view_staging_possible (self))
          {
            button = self->new_meld_button =
              keep_button (self, kept, "new-meld", _("New Meld from _Selection"), previous, NULL);
            gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "table.new-meld");
            gtk_widget_set_tooltip_text (button, _("Put the selected cards aside as a meld, "
                                                   "to lay down with Go Down (Ctrl+M)"));
            /* Not bound to table.go-down, which stays on to say why
             * it cannot be made: the button's sensitivity is the move's. */
            button = previous = self->go_down_button =
              keep_button (self, kept, "go-down", _("_Go Down"), button, G_CALLBACK (go_down_clicked_cb));
            gtk_widget_add_css_class (button, "suggested-action");
            continue;
          }

        if (!g_hash_table_contains (selection_types, order[i]) ||
            (g_str_equal (order[i], TRP_ACTION_PLAY) && !multi_play))
          continue;

        button = previous = keep_button (self, kept, id, selection_label (order[i]), previous,
                                         G_CALLBACK (selected_action_clicked_cb));
        gtk_widget_add_css_class (button, "suggested-action");
        if (g_str_equal (order[i], TRP_ACTION_BURY))
          self->bury_button = button;
        g_object_set_data (G_OBJECT (button), "type", (gpointer) g_intern_static_string (order[i]));
      }
  }

  /* What is no longer a choice goes. */
  g_hash_table_iter_init (&iter, self->choice_buttons);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (!g_hash_table_contains (kept, key))
      {
        trp_wrap_box_remove (TRP_WRAP_BOX (self->buttons_box), value);
        g_hash_table_iter_remove (&iter);
      }

  gtk_widget_set_visible (self->buttons_box, gtk_widget_get_first_child (self->buttons_box) != NULL);
  /* A button that had the focus and went leaves it to the hand, so that
   * the table's keys go on working. */
  if (had_focus && !holds_focus (self->buttons_box))
    gtk_widget_grab_focus (self->my_hand);
  _trp_table_view_update_bury_button (self);
}

/* The burial's confirm counts the selected cards (D-27). */
void
_trp_table_view_update_bury_button (TrpTableView *self)
{
  g_autoptr(GArray) cards = NULL;
  guint wanted;
  g_autofree char *chosen = NULL;
  g_autofree char *of = NULL;
  g_autofree char *label = NULL;

  if (self->bury_button == NULL)
    return;

  wanted = _trp_table_view_cards_to_bury (self);
  cards = trp_hand_view_get_selected_cards (TRP_HAND_VIEW (self->my_hand));
  chosen = trp_format_number (cards->len);
  of = trp_format_number (wanted);
  /* Translators: the confirm button of Da Bai Fen's burial, with how
   * many cards are selected of those to bury, e.g. “Bury 3 of 6”. */
  label = g_strdup_printf (_("_Bury %s of %s"), chosen, of);
  gtk_button_set_label (GTK_BUTTON (self->bury_button), label);
  gtk_widget_set_sensitive (self->bury_button, wanted > 0 && cards->len == wanted);
}

/* “Take the _Pile” as it reads: “Take the Pile”. */
static char *
strip_mnemonic (const char *label)
{
  GString *out = g_string_new (NULL);

  for (const char *p = label; *p != '\0'; p++)
    {
      if (*p == '_')
        {
          /* “__” is a written underscore. */
          if (p[1] == '_')
            {
              g_string_append_c (out, '_');
              p++;
            }
          continue;
        }
      g_string_append_c (out, *p);
    }

  return g_string_free (out, FALSE);
}

static gboolean
hint_timeout_cb (gpointer user_data)
{
  TrpTableView *self = user_data;

  self->hint_timeout = 0;
  _trp_table_view_set_hint_shown (self, FALSE);
  return G_SOURCE_REMOVE;
}

/* A hint shows in the bar under the choices, never over them, and goes
 * after a while or with the next move, whatever the pointer does. */
static void
show_hint (TrpTableView *self,
           const char   *text)
{
  g_autofree char *local = trp_localize_digits (text);

  gtk_label_set_text (GTK_LABEL (self->hint_label), local);
  gtk_widget_set_tooltip_text (self->hint_label, local);
  _trp_table_view_set_hint_shown (self, TRUE);
  g_clear_handle_id (&self->hint_timeout, g_source_remove);
  self->hint_timeout = g_timeout_add_seconds (12, hint_timeout_cb, self);
}

static void
select_hinted_cards (TrpTableView    *self,
                     const TrpAction *action)
{
  TrpHandView *hand = TRP_HAND_VIEW (self->my_hand);

  for (guint i = 0; i < action->n_cards; i++)
    for (guint k = 0; k < trp_hand_view_get_n_cards (hand); k++)
      if (trp_hand_view_get_card (hand, k) == action->cards[i] && !trp_hand_view_is_selected (hand, k))
        {
          trp_hand_view_set_selected (hand, k, TRUE);
          if (i == 0)
            trp_hand_view_set_cursor (hand, k);
          break;
        }
}

static void
hint_ready_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  TrpTableView *self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *reason = NULL;
  g_autoptr(TrpAction) action = trp_match_driver_hint_finish (TRP_MATCH_DRIVER (source), result,
                                                              &reason, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  gtk_widget_set_sensitive (self->hint_button, TRUE);
  if (action == NULL)
    return;

  /* Point at the cards as well as saying the move: the hint's cards
   * alone are selected, so that Enter makes the hinted move. A go-down
   * of several melds shows as the melds it makes, staged one by one: as
   * one selection it was refused as one meld that is neither a run nor
   * a set (B-14, #40). */
  self->hint_selecting = TRUE;
  trp_hand_view_clear_selection (TRP_HAND_VIEW (self->my_hand));
  if (trp_action_get_n_groups (action) > 1 && _trp_table_view_staging_possible (self))
    {
      g_ptr_array_set_size (self->staged, 0);
      for (guint g = 0; g < trp_action_get_n_groups (action); g++)
        {
          guint n_group = 0;
          const TrpCard *group = trp_action_get_group (action, g, &n_group);
          GArray *meld = g_array_sized_new (FALSE, FALSE, sizeof (TrpCard), n_group);

          g_array_append_vals (meld, group, n_group);
          g_ptr_array_add (self->staged, meld);
        }
      _trp_table_view_refresh (self);
    }
  else
    select_hinted_cards (self, action);
  self->hint_selecting = FALSE;
  g_clear_pointer (&self->hinted, trp_action_free);
  self->hinted = trp_action_copy (action);

  /* The meld the hinted cards join is outlined on the board. */
  {
    g_autoptr(TrpMove) move = trp_game_move_for_action (_trp_table_view_get_game (self), self->staged, action);

    trp_board_show_hinted (TRP_BOARD (self->board), move);
  }

  {
    g_autofree char *mnemonic = _trp_table_view_choice_label (self, action);
    g_autofree char *move = strip_mnemonic (mnemonic);
    g_autofree char *text = NULL;

    if (reason != NULL)
      /* Translators: a hint: the move, then why, e.g. “Hint: Anna plays
       * the Three of Cups — win the trick: it holds 21 points”. */
      text = g_strdup_printf (_("Hint: %s — %s"), move, reason);
    else
      text = g_strdup_printf (_("Hint: %s"), move);

    show_hint (self, text);
  }
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);

  if (!_trp_table_view_my_turn (self))
    return;

  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  self->hint_cancellable = g_cancellable_new ();
  gtk_widget_set_sensitive (self->hint_button, FALSE);
  trp_match_driver_hint_async (self->driver, self->hint_cancellable, hint_ready_cb, self);
}

/* table.draw, table.take-pile and table.pass: the first legal action of
 * the type, as its button would do. The action is disabled when there is
 * none, so the engine is asked only by a caller that ignores that. */
static void
table_move_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);
  g_autoptr(GPtrArray) legal = NULL;
  g_autoptr(TrpAction) refused = NULL;
  const char *type = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (table_moves); i++)
    if (g_str_equal (table_moves[i].action_name, action_name))
      type = table_moves[i].type;
  g_assert (type != NULL);

  if (!_trp_table_view_my_turn (self))
    return;

  legal = trp_game_legal_actions (_trp_table_view_get_game (self));
  for (guint i = 0; i < legal->len; i++)
    {
      TrpAction *action = g_ptr_array_index (legal, i);

      if (g_str_equal (action->type, type) && action->n_cards == 0)
        {
          _trp_table_view_perform (self, action);
          return;
        }
    }

  /* Not legal now: the engine says why. */
  refused = trp_action_new (type, self->viewer);
  _trp_table_view_perform (self, refused);
}

/* Ctrl+Enter: the selected cards, as the move that takes them now (a
 * card played, a discard, a meld, a burial). */
static void
play_selected_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);
  g_autoptr(GArray) cards = trp_hand_view_get_selected_cards (TRP_HAND_VIEW (self->my_hand));
  g_autoptr(TrpAction) action = NULL;
  const char *type;

  if (!_trp_table_view_my_turn (self))
    return;

  /* Right after a hint, the hinted move itself: the hint selected its
   * cards, but the selection alone cannot say where they go (J♠ hinted
   * to join a meld was discarded, #40). */
  if (self->hinted != NULL)
    {
      g_autoptr(TrpAction) hinted = g_steal_pointer (&self->hinted);

      _trp_table_view_perform (self, hinted);
      return;
    }

  if (cards->len == 0)
    {
      _trp_table_view_show_toast (self, _("Select cards in your hand first"));
      return;
    }

  /* With melds staged, the selection is one more, and all go down. */
  if (self->staged->len > 0 && cards->len > 1)
    {
      if (_trp_table_view_stage (self, cards))
        _trp_table_view_go_down (self);
      return;
    }

  type = _trp_table_view_selection_type (self, (TrpCard *) cards->data, cards->len);
  /* The leader buries before the first trick, exactly the kitty's
   * number (D-27). */
  if (g_str_equal (type, TRP_ACTION_BURY) && !_trp_table_view_check_bury_count (self, cards->len))
    return;

  action = trp_action_new_with_cards (type, self->viewer, (TrpCard *) cards->data, cards->len);
  _trp_table_view_perform (self, action);
}

/* --- Taking back a move ------------------------------------------------ */

/* Only the viewer's own steps within the turn, before anyone else has
 * seen them acted on; the engine decides which those are. */
static void
update_undo (TrpTableView *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.undo",
                                 _trp_table_view_my_turn (self) && trp_match_can_undo (self->match));
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);
  g_autoptr(GError) error = NULL;

  if (!_trp_table_view_my_turn (self) || !trp_match_can_undo (self->match))
    return;

  _trp_table_view_end_flights (self);
  if (!trp_match_undo (self->match, &error))
    _trp_table_view_show_toast (self, error->message);
  _trp_table_view_show_last_turn (self);
  _trp_table_view_refresh (self);
}

/* --- Looking at public cards ------------------------------------------- */

static TrpPileDialog *
new_pile_dialog (TrpTableView *self,
                 const char   *title)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return TRP_PILE_DIALOG (trp_pile_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                               title, &self->style));
}

/* Discards and takings of this round, read from the match's log: all of
 * it happened in view of everyone (B-9). */
static void
add_discard_history (TrpTableView  *self,
                     TrpPileDialog *dialog)
{
  g_autoptr(JsonNode) node = trp_match_to_json (self->match);
  JsonArray *rounds = trp_observation_get_array (json_node_get_object (node), "rounds");
  JsonArray *actions = NULL;
  GString *text = g_string_new (NULL);

  if (rounds != NULL && json_array_get_length (rounds) > 0)
    actions = trp_observation_get_array (json_array_get_object_element (rounds, json_array_get_length (rounds) - 1),
                            "actions");

  /* The latest first, as the pile is read from its top. */
  for (guint i = actions != NULL ? json_array_get_length (actions) : 0; i > 0; i--)
    {
      g_autoptr(TrpAction) action = trp_action_new_from_json (json_array_get_element (actions, i - 1), NULL);
      g_autofree char *name = NULL;
      g_autofree char *card = NULL;
      gboolean you;

      if (action == NULL || (!type_is (action, TRP_ACTION_DISCARD) && !type_is (action, TRP_ACTION_TAKE_PILE)))
        continue;

      name = _trp_table_view_seat_name (self, action->seat);
      you = action->seat == trp_match_get_person_seat (self->match);
      if (type_is (action, TRP_ACTION_DISCARD) && action->n_cards > 0)
        {
          card = trp_card_get_display_name (action->cards[0], self->style.faces);
          if (you)
            /* Translators: a line of the discard history: the person's
             * own discard, in the second person (#39). */
            g_string_append_printf (text, _("You discarded the %s"), card);
          else
            /* Translators: a line of the discard history: who, and the card. */
            g_string_append_printf (text, _("%s discarded the %s"), name, card);
        }
      else if (you)
        /* Translators: a line of the discard history: the person's own. */
        g_string_append (text, _("You took the pile"));
      else
        /* Translators: a line of the discard history. */
        g_string_append_printf (text, _("%s took the pile"), name);
      g_string_append_c (text, '\n');
    }

  if (text->len > 0)
    {
      g_string_truncate (text, text->len - 1);
      trp_pile_dialog_add_section (dialog, "discards", _("Discards this round, latest first"), NULL, 0);
      trp_pile_dialog_add_text (dialog, "discard-lines", text->str);
    }
  g_string_free (text, TRUE);
}

/* Every meld on the table, side by side, as laid out: what the pile
 * could still join, and what each side has to show for its round. */
static void
add_melds (TrpTableView  *self,
           TrpPileDialog *dialog,
           JsonObject    *obs)
{
  JsonArray *melds = trp_observation_get_array (obs, "melds");
  JsonArray *sides = trp_observation_get_array (obs, "side_of_seat");
  guint n_sides = 0;

  for (guint i = 0; sides != NULL && i < json_array_get_length (sides); i++)
    n_sides = MAX (n_sides, (guint) json_array_get_int_element (sides, i) + 1);

  for (guint side = 0; side < n_sides; side++)
    {
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *who = NULL;
      g_autofree char *heading = NULL;
      g_autofree char *side_key = g_strdup_printf ("side %u", side);
      gboolean any = FALSE;

      for (guint seat = 0; seat < json_array_get_length (sides); seat++)
        if ((guint) json_array_get_int_element (sides, seat) == side)
          g_ptr_array_add (names, _trp_table_view_seat_name (self, seat));
      who = trp_format_list ((const char * const *) names->pdata, names->len);
      /* Translators: a heading in the pile window; %s names a side's
       * players, “Sara and Nikos”. */
      heading = g_strdup_printf (_("Melds of %s"), who);

      for (guint m = 0; melds != NULL && m < json_array_get_length (melds); m++)
        {
          JsonObject *meld = json_array_get_object_element (melds, m);
          g_autofree char *meld_key = g_strdup_printf ("meld %u", m);
          g_autoptr(GArray) cards = NULL;
          gboolean run, clean;

          if ((guint) trp_observation_get_int (meld, "side", -1) != side)
            continue;
          cards = trp_observation_cards (trp_observation_get_array (meld, "cards"));
          run = g_strcmp0 (trp_observation_get_string (meld, "kind"), "run") == 0;
          clean = json_object_get_boolean_member_with_default (meld, "clean", FALSE);
          if (!any)
            trp_pile_dialog_add_section (dialog, side_key, heading, NULL, 0);
          any = TRUE;
          /* A meld keeps its place in the observation as cards join it,
           * so its cards change in place. */
          trp_pile_dialog_add_section (dialog, meld_key,
                                       run ? (clean ? _("A clean run") : _("A run with wild cards"))
                                           : (clean ? _("A clean set") : _("A set with wild cards")),
                                       (TrpCard *) cards->data, cards->len);
        }
    }
}

/* The pile as it is now, the melds beside it and this round's discards;
 * what was shown before changes in place. */
static void
fill_pile_dialog (TrpTableView  *self,
                  TrpPileDialog *dialog)
{
  g_autoptr(JsonNode) node = trp_game_observation (_trp_table_view_get_game (self), self->viewer);
  g_autoptr(GArray) pile = trp_observation_cards (trp_observation_get_array (json_node_get_object (node), "pile"));

  trp_pile_dialog_begin (dialog);
  if (pile->len == 0)
    trp_pile_dialog_add_text (dialog, "pile-empty", _("The pile is empty."));
  else
    {
      g_autofree char *number = trp_format_number (pile->len);
      g_autofree char *heading = g_strdup_printf (ngettext ("%s card, the top card last",
                                                            "%s cards, the top card last",
                                                            pile->len), number);

      trp_pile_dialog_add_section (dialog, "pile", heading, (TrpCard *) pile->data, pile->len);
    }
  add_melds (self, dialog, json_node_get_object (node));
  add_discard_history (self, dialog);
  trp_pile_dialog_end (dialog);
}

static void fill_last_trick (TrpTableView  *self,
                             TrpPileDialog *dialog);

/* An open pile or last trick follows the match: a discard, a taken
 * pile, a trick taken, a new round show in it as they happen. */
static void
update_pile_dialog (TrpTableView *self)
{
  if (self->pile_dialog == NULL || trp_match_get_n_rounds (self->match) == 0)
    return;
  if (self->shows_pile)
    fill_pile_dialog (self, TRP_PILE_DIALOG (self->pile_dialog));
  else
    fill_last_trick (self, TRP_PILE_DIALOG (self->pile_dialog));
}

/* The dialog that follows the match from now on. */
static void
follow_with (TrpTableView  *self,
             TrpPileDialog *dialog)
{
  _trp_table_view_forget_pile (self);
  self->pile_dialog = GTK_WIDGET (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->pile_dialog);
}

void
_trp_table_view_forget_pile (TrpTableView *self)
{
  if (self->pile_dialog != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->pile_dialog), (gpointer *) &self->pile_dialog);
  self->pile_dialog = NULL;
}


/* How the previous round ended, seen from the viewer's seat: kept when
 * a round ends at this table, else played again from the match's log
 * (a match just reopened from its file). NULL before the second round. */
static JsonObject *
previous_round_view (TrpTableView *self)
{
  guint n_rounds = trp_match_get_n_rounds (self->match);

  if (self->previous_round == NULL && n_rounds >= 2)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TrpGame) game = trp_match_replay_round (self->match, n_rounds - 2, &error);

      if (game == NULL)
        {
          /* The log was checked when the match was read; a replay that
           * fails is a bug, said rather than hidden. */
          g_warning ("Replaying round %u failed: %s", n_rounds - 1, error->message);
          return NULL;
        }
      self->previous_round = trp_game_observation (game, self->viewer);
    }

  return self->previous_round != NULL ? json_node_get_object (self->previous_round) : NULL;
}

/* The last trick taken, or the previous round's until the first trick
 * of this one; what was shown before changes in place. */
static void
fill_last_trick (TrpTableView  *self,
                 TrpPileDialog *dialog)
{
  guint n = MIN (trp_match_get_n_players (self->match), MAX_SEATS);
  g_autoptr(JsonNode) node = trp_game_observation (_trp_table_view_get_game (self), self->viewer);
  GArray *per_seat[MAX_SEATS] = { NULL, };
  gboolean previous = FALSE;
  int winner;

  winner = trp_trick_board_read_last_trick (json_node_get_object (node), trp_match_get_n_players (self->match), per_seat);
  /* Until the new round's first trick, the last one of the round before
   * is still the last trick. */
  if (winner < 0)
    {
      JsonObject *before = previous_round_view (self);

      if (before != NULL)
        {
          for (guint seat = 0; seat < MAX_SEATS; seat++)
            g_clear_pointer (&per_seat[seat], g_array_unref);
          winner = trp_trick_board_read_last_trick (before, n, per_seat);
          previous = winner >= 0;
        }
    }

  trp_pile_dialog_set_heading (dialog, previous ? _("The Last Trick of the Previous Round") : _("The Last Trick"));
  trp_pile_dialog_begin (dialog);
  if (winner < 0)
    trp_pile_dialog_add_text (dialog, "no-trick", _("No trick has been taken yet."));
  else
    {
      g_autofree char *name = _trp_table_view_seat_name (self, winner);
      g_autofree char *text = g_strdup_printf (_("%s took it."), name);

      g_autoptr(GArray) cards = g_array_new (FALSE, FALSE, sizeof (TrpCard));
      g_autoptr(GPtrArray) captions = g_ptr_array_new_with_free_func (g_free);

      /* Seat by seat from the viewer, each card with who played it. */
      for (guint r = 0; r < n; r++)
        {
          guint seat = (self->viewer + r) % n;

          for (guint i = 0; per_seat[seat] != NULL && i < per_seat[seat]->len; i++)
            {
              g_array_append_val (cards, g_array_index (per_seat[seat], TrpCard, i));
              g_ptr_array_add (captions, _trp_table_view_seat_name (self, seat));
            }
        }
      trp_pile_dialog_add_captioned (dialog, "trick", text, (TrpCard *) cards->data,
                                     (const char *const *) captions->pdata, cards->len);
    }
  trp_pile_dialog_end (dialog);

  for (guint seat = 0; seat < MAX_SEATS; seat++)
    g_clear_pointer (&per_seat[seat], g_array_unref);
}

/* What the board keeps face up: Biriba's pile, or a trick game's last
 * trick. table.show-pile and table.show-last-trick both show it, so
 * that either key works at any table. */
static void
show_face_up_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);
  TrpPileDialog *dialog;

  if (trp_match_get_n_rounds (self->match) == 0)
    return;

  if (self->shows_pile)
    {
      dialog = new_pile_dialog (self, _("The Pile"));
      fill_pile_dialog (self, dialog);
    }
  else
    {
      dialog = new_pile_dialog (self, _("The Last Trick"));
      fill_last_trick (self, dialog);
    }
  follow_with (self, dialog);
  trp_dialog_present (GTK_WIDGET (dialog));
}

static void
round_result_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  _trp_table_view_present_round_result (TRP_TABLE_VIEW (widget));
}

static void
score_pad_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);

  trp_dialog_present (trp_score_pad_new (GTK_WINDOW (gtk_widget_get_root (widget)), self->match));
}

static void
history_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TrpTableView *self = TRP_TABLE_VIEW (widget);
  guint n_rounds = trp_match_get_n_rounds (self->match);
  guint round = n_rounds - 1;

  if (n_rounds == 0)
    return;
  /* Just after a deal, what happened last is the round before's end. */
  if (round > 0 && trp_match_get_round_n_actions (self->match, round) == 0)
    round--;
  trp_dialog_present (trp_move_history_new (GTK_WINDOW (gtk_widget_get_root (widget)),
                                            self->match, round));
}


static void
finish_draw_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  _trp_table_view_finish_draw (TRP_TABLE_VIEW (widget));
}

/* Whether a legal action of @type with no cards is there to take. */
static gboolean
has_choice (GPtrArray  *legal,
            const char *type)
{
  for (guint i = 0; legal != NULL && i < legal->len; i++)
    {
      TrpAction *action = g_ptr_array_index (legal, i);

      if (g_str_equal (action->type, type) && action->n_cards == 0)
        return TRUE;
    }
  return FALSE;
}

static gboolean
has_card_move (GPtrArray *legal)
{
  for (guint i = 0; legal != NULL && i < legal->len; i++)
    if (needs_selection (g_ptr_array_index (legal, i)))
      return TRUE;
  return FALSE;
}

/* The one place that says which table.* actions apply now: after every
 * change of the game, the selection or the staging. */
void
_trp_table_view_actions_update (TrpTableView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean mine = self->match != NULL && _trp_table_view_my_turn (self);
  gboolean started = self->match != NULL && trp_match_get_n_rounds (self->match) > 0;
  g_autoptr(GPtrArray) legal = mine ? trp_game_legal_actions (_trp_table_view_get_game (self)) : NULL;
  gboolean finished = FALSE;

  for (guint r = 0; started && r < trp_match_get_n_rounds (self->match) && !finished; r++)
    finished = trp_match_get_round_result (self->match, r) != NULL;

  gtk_widget_action_set_enabled (widget, "table.hint", mine);
  for (guint i = 0; i < G_N_ELEMENTS (table_moves); i++)
    gtk_widget_action_set_enabled (widget, table_moves[i].action_name, has_choice (legal, table_moves[i].type));
  gtk_widget_action_set_enabled (widget, "table.play-selected", has_card_move (legal));
  gtk_widget_action_set_enabled (widget, "table.finish-draw", self->match != NULL && _trp_table_view_drawing (self));
  gtk_widget_action_set_enabled (widget, "table.show-pile", started);
  gtk_widget_action_set_enabled (widget, "table.show-last-trick", started);
  gtk_widget_action_set_enabled (widget, "table.round-result", finished);
  gtk_widget_action_set_enabled (widget, "table.score-pad", started);
  gtk_widget_action_set_enabled (widget, "table.history", started);
  if (self->match == NULL)
    return;

  update_buttons (self);
  update_go_down (self);
  update_undo (self);
  update_pile_dialog (self);

  /* Why the hint cannot help now. */
  gtk_widget_set_tooltip_text (self->hint_button, mine ? _("What would you play here? (Ctrl+H)")
                                                       : _("Hints are given on your turn"));
}

void
_trp_table_view_class_actions_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "table.hint", NULL, hint_action);
  for (guint i = 0; i < G_N_ELEMENTS (table_moves); i++)
    gtk_widget_class_install_action (widget_class, table_moves[i].action_name, NULL, table_move_action);
  gtk_widget_class_install_action (widget_class, "table.play-selected", NULL, play_selected_action);
  gtk_widget_class_install_action (widget_class, "table.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "table.finish-draw", NULL, finish_draw_action);
  gtk_widget_class_install_action (widget_class, "table.new-meld", NULL, new_meld_action);
  gtk_widget_class_install_action (widget_class, "table.go-down", NULL, go_down_action);
  gtk_widget_class_install_action (widget_class, "table.unstage", NULL, unstage_action);
  gtk_widget_class_install_action (widget_class, "table.show-pile", NULL, show_face_up_action);
  gtk_widget_class_install_action (widget_class, "table.show-last-trick", NULL, show_face_up_action);
  gtk_widget_class_install_action (widget_class, "table.round-result", NULL, round_result_action);
  gtk_widget_class_install_action (widget_class, "table.score-pad", NULL, score_pad_action);
  gtk_widget_class_install_action (widget_class, "table.history", NULL, history_action);
}

/* The table's keys work wherever the focus is in the window while the
 * table shows: in the header bar after Tab, on no widget after a button
 * that was clicked goes insensitive (Draw), on a card of the hand. The
 * window runs a managed controller's shortcuts in the bubble phase, after
 * the focused widget: a text entry keeps its own keys. They run only
 * while the table is mapped (#40). */
void
_trp_table_view_add_shortcuts (TrpTableView *self)
{
  static const struct {
    guint           keyval;
    GdkModifierType modifiers;
    const char     *action;
  } keys[] = {
    { GDK_KEY_h, GDK_CONTROL_MASK, "table.hint" },
    { GDK_KEY_d, GDK_CONTROL_MASK, "table.draw" },
    { GDK_KEY_p, GDK_CONTROL_MASK, "table.take-pile" },
    { GDK_KEY_period, GDK_CONTROL_MASK, "table.pass" },
    { GDK_KEY_Return, GDK_CONTROL_MASK, "table.play-selected" },
    { GDK_KEY_KP_Enter, GDK_CONTROL_MASK, "table.play-selected" },
    { GDK_KEY_z, GDK_CONTROL_MASK, "table.undo" },
    { GDK_KEY_m, GDK_CONTROL_MASK, "table.new-meld" },
    { GDK_KEY_g, GDK_CONTROL_MASK, "table.go-down" },
    { GDK_KEY_l, GDK_CONTROL_MASK, "table.show-pile" },
    { GDK_KEY_t, GDK_CONTROL_MASK, "table.show-last-trick" },
    { GDK_KEY_r, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "table.round-result" },
    { GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "table.score-pad" },
    { GDK_KEY_h, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "table.history" },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller), GTK_SHORTCUT_SCOPE_MANAGED);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].keyval, keys[i].modifiers),
                                                            gtk_named_action_new (keys[i].action)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}
