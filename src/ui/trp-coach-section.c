/* trp-coach-section.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The coach at a round's end: while the review runs in a thread a
 * spinner says so; then each of the one to three moves that cost the most
 * shows the person's hand and the table as they were, the sentence, and
 * Try Again from Here. Closing the sheet cancels a review still running.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "trp-card-painter.h"
#include "trp-card-view.h"
#include "trp-coach.h"
#include "trp-coach-section.h"
#include "trp-game-catalog.h"

#define COACH_CARD_WIDTH 36
#define COACH_TABLE_CARDS 4

struct _TrpCoachSection
{
  AdwBin        parent_instance;

  TrpMatch     *match;
  guint         round;
  GCancellable *cancellable;
  GtkWidget    *group;
  GtkWidget    *busy_row;
  gboolean      busy;
  guint         n_notes;
};

G_DEFINE_FINAL_TYPE (TrpCoachSection, trp_coach_section, ADW_TYPE_BIN)

enum {
  TRY_AGAIN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
add_card_codes (GPtrArray *codes,
                JsonNode  *node)
{
  if (node == NULL)
    return;
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    g_ptr_array_add (codes, (gpointer) json_node_get_string (node));
  else if (JSON_NODE_HOLDS_ARRAY (node))
    for (guint i = 0; i < json_array_get_length (json_node_get_array (node)); i++)
      add_card_codes (codes, json_array_get_element (json_node_get_array (node), i));
}

/* Whether @card is among @action's cards and not yet marked in @used. */
static gboolean
take_card (const TrpAction *action,
           TrpCard          card,
           GArray          *used)
{
  g_autoptr(GArray) cards = g_array_new (FALSE, FALSE, sizeof (TrpCard));

  if (action == NULL)
    return FALSE;
  if (trp_action_get_n_groups (action) > 0)
    for (guint g = 0; g < trp_action_get_n_groups (action); g++)
      {
        guint n;
        const TrpCard *group = trp_action_get_group (action, g, &n);

        g_array_append_vals (cards, group, n);
      }
  else
    g_array_append_vals (cards, action->cards, action->n_cards);

  if (used->len < cards->len)
    g_array_set_size (used, cards->len);
  for (guint i = 0; i < cards->len; i++)
    if (g_array_index (cards, TrpCard, i) == card && !g_array_index (used, gboolean, i))
      {
        g_array_index (used, gboolean, i) = TRUE;
        return TRUE;
      }
  return FALSE;
}

/* @codes from @first on; in the hand, the cards of the person's move
 * are marked as a selection is (the sentence names the better move: two
 * markings side by side read alike at this size). */
static GtkWidget *
card_row (GPtrArray          *codes,
          guint               first,
          const TrpCoachNote *note)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  g_autoptr(GArray) played_used = g_array_new (FALSE, TRUE, sizeof (gboolean));

  for (guint i = first; i < codes->len; i++)
    {
      TrpCard card;
      GtkWidget *view;

      if (!trp_card_from_code (g_ptr_array_index (codes, i), &card, NULL))
        continue;
      view = trp_card_view_new (card);
      trp_card_view_set_card_width (TRP_CARD_VIEW (view), COACH_CARD_WIDTH);
      if (note != NULL)
        {
          TrpCardState state = TRP_CARD_STATE_NORMAL;

          if (take_card (note->played, card, played_used))
            state |= TRP_CARD_STATE_SELECTED;
          trp_card_view_set_state (TRP_CARD_VIEW (view), state);
        }
      gtk_box_append (GTK_BOX (box), view);
    }
  return box;
}

static GtkWidget *
labelled (const char *text,
          GtkWidget  *cards)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "caption-heading");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), cards);
  return box;
}

/* The hand and the table as the person saw them before the move: only
 * what that seat's observation holds. */
static GtkWidget *
position_view (TrpCoachSection    *self,
               const TrpCoachNote *note)
{
  g_autoptr(TrpGame) game = NULL;
  g_autoptr(JsonNode) observation = NULL;
  g_autoptr(GPtrArray) hand = g_ptr_array_new ();
  g_autoptr(GPtrArray) table = g_ptr_array_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  const TrpGameInfo *info = trp_game_catalog_lookup (trp_match_get_game_id (self->match));
  JsonObject *object;
  const char *title = NULL;

  game = trp_match_replay_round_to (self->match, self->round, note->action_index, NULL);
  if (game == NULL)
    return box;
  observation = trp_game_observation (game, trp_match_get_person_seat (self->match));
  object = json_node_get_object (observation);

  add_card_codes (hand, json_object_get_member (object, "hand"));
  /* Translators: over the person's cards in a coach's note. */
  gtk_box_append (GTK_BOX (box), labelled (_("Your hand"), card_row (hand, 0, note)));

  if (info != NULL && info->board == TRP_BOARD_TRICKS)
    {
      g_auto(TrpTrickTable) trick = { 0, };
      guint n = MIN (trp_match_get_n_players (self->match), TRP_TRICK_TABLE_MAX_SEATS);

      trp_trick_table_read (&trick, info->trick_table, object, n);
      /* From the leader on, as it was played. */
      for (guint r = 0; r < n; r++)
        {
          GArray *cards = trick.trick[(MAX (trick.trick_leader, 0) + r) % n];

          for (guint i = 0; cards != NULL && i < cards->len; i++)
            g_ptr_array_add (table, (gpointer) trp_card_to_code (g_array_index (cards, TrpCard, i)));
        }
      /* Translators: over the cards of the trick being played. */
      title = _("Trick");
    }
  else
    {
      add_card_codes (table, json_object_get_member (object, "pile"));
      /* Translators: over the discard pile's top cards. */
      title = _("Discard pile");
    }
  if (table->len > 0)
    gtk_box_append (GTK_BOX (box),
                    labelled (title, card_row (table, table->len > COACH_TABLE_CARDS ? table->len - COACH_TABLE_CARDS : 0, NULL)));

  return box;
}

static void
try_again_clicked_cb (GtkButton       *button,
                      TrpCoachSection *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "action-index"));

  g_signal_emit (self, signals[TRY_AGAIN], 0, self->round, index);
}

static GtkWidget *
note_view (TrpCoachSection    *self,
           const TrpCoachNote *note)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *label;
  GtkWidget *button;
  g_autofree char *sentence = trp_coach_note_describe (note);

  gtk_widget_add_css_class (box, "card");
  gtk_widget_add_css_class (box, "coach-note");
  gtk_widget_set_margin_bottom (box, 12);

  /* A long Biriba hand scrolls rather than widen the sheet. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), position_view (self, note));
  gtk_widget_set_margin_top (scrolled, 12);
  gtk_widget_set_margin_start (scrolled, 12);
  gtk_widget_set_margin_end (scrolled, 12);
  gtk_box_append (GTK_BOX (box), scrolled);

  label = gtk_label_new (sentence);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_box_append (GTK_BOX (box), label);

  button = gtk_button_new_with_mnemonic (_("_Try Again from Here"));
  gtk_widget_set_halign (button, GTK_ALIGN_END);
  gtk_widget_set_margin_bottom (button, 12);
  gtk_widget_set_margin_end (button, 12);
  g_object_set_data (G_OBJECT (button), "action-index", GUINT_TO_POINTER (note->action_index));
  g_signal_connect (button, "clicked", G_CALLBACK (try_again_clicked_cb), self);
  gtk_box_append (GTK_BOX (box), button);

  return box;
}

static void
review_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(TrpCoachSection) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) notes = trp_coach_review_finish (result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  self->busy = FALSE;
  adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self->group), self->busy_row);
  self->busy_row = NULL;

  if (notes == NULL)
    {
      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->group), error->message);
      return;
    }
  if (notes->len == 0)
    {
      adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->group),
                                             _("No move of yours this round lost clearly against the hard player’s choice."));
      return;
    }

  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->group),
                                         _("The moves where your choice lost the most against the hard player’s judgement of the same position, from what you could see."));
  self->n_notes = notes->len;
  for (guint i = 0; i < notes->len; i++)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), note_view (self, g_ptr_array_index (notes, i)));
}

static void
trp_coach_section_dispose (GObject *object)
{
  TrpCoachSection *self = TRP_COACH_SECTION (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->match);

  G_OBJECT_CLASS (trp_coach_section_parent_class)->dispose (object);
}

static void
trp_coach_section_unrealize (GtkWidget *widget)
{
  /* The sheet closed: the person no longer waits for the notes. */
  g_cancellable_cancel (TRP_COACH_SECTION (widget)->cancellable);

  GTK_WIDGET_CLASS (trp_coach_section_parent_class)->unrealize (widget);
}

static void
trp_coach_section_class_init (TrpCoachSectionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = trp_coach_section_dispose;
  widget_class->unrealize = trp_coach_section_unrealize;

  /**
   * TrpCoachSection::try-again:
   * @round: the round
   * @action_index: the person's move in its log
   *
   * The person asked to play again from just before that move.
   */
  signals[TRY_AGAIN] = g_signal_new ("try-again", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
}

static void
trp_coach_section_init (TrpCoachSection *self)
{
  GtkWidget *spinner = gtk_spinner_new ();

  self->cancellable = g_cancellable_new ();
  self->group = adw_preferences_group_new ();
  /* Translators: the heading of the coach's notes at a round's end. */
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->group), _("Coach"));

  self->busy_row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->busy_row), _("Looking for the moves that mattered…"));
  gtk_spinner_start (GTK_SPINNER (spinner));
  adw_action_row_add_prefix (ADW_ACTION_ROW (self->busy_row), spinner);
  /* Nothing to do with it; and a focused row that goes away hands the
   * focus on, scrolling the sheet down to wherever it lands. */
  gtk_widget_set_focusable (self->busy_row, FALSE);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self->busy_row), FALSE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->group), self->busy_row);

  adw_bin_set_child (ADW_BIN (self), self->group);
}

/**
 * trp_coach_section_new:
 * @round: a finished round of @match
 *
 * Starts the review of @round at once, in a thread.
 */
GtkWidget *
trp_coach_section_new (TrpMatch *match,
                       guint     round)
{
  TrpCoachSection *self;
  TrpCoachParams params;

  g_return_val_if_fail (TRP_IS_MATCH (match), NULL);
  g_return_val_if_fail (round < trp_match_get_n_rounds (match), NULL);

  self = g_object_new (TRP_TYPE_COACH_SECTION, NULL);
  self->match = g_object_ref (match);
  self->round = round;
  self->busy = TRUE;

  trp_coach_params_init (&params);
  /* The same round gets the same notes when its sheet opens again. */
  params.seed = g_str_hash (trp_match_get_game_id (match)) ^ ((guint64) round << 32);
  trp_coach_review_async (match, round, &params, self->cancellable, review_done_cb, g_object_ref (self));
  return GTK_WIDGET (self);
}

gboolean
trp_coach_section_is_busy (TrpCoachSection *self)
{
  g_return_val_if_fail (TRP_IS_COACH_SECTION (self), FALSE);

  return self->busy;
}

guint
trp_coach_section_get_n_notes (TrpCoachSection *self)
{
  g_return_val_if_fail (TRP_IS_COACH_SECTION (self), 0);

  return self->n_notes;
}
