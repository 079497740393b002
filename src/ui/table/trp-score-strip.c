/* trp-score-strip.c: each side's score at the top of the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "trp-board.h"
#include "trp-format.h"
#include "trp-score-strip.h"

/* One labelled chip per side, wrapping on a phone rather than pushing
 * the window wider: facts to read, not controls. */

struct _TrpScoreStrip
{
  GtkWidget  parent_instance;

  GtkWidget *flow;
  GPtrArray *chips;  /* the value chip of each side, by side */
};

G_DEFINE_FINAL_TYPE (TrpScoreStrip, trp_score_strip, GTK_TYPE_WIDGET)

/* A level as the cards print its rank: 2 … 10, J, Q, K, A (D-7). */
static char *
level_text (int level)
{
  switch (level)
    {
    /* Translators: Da Bai Fen's levels past 10, named by the card
     * (D-7): the jack, queen, king and ace, as short as the language
     * allows. */
    case 11: return g_strdup (C_("level", "J"));
    case 12: return g_strdup (C_("level", "Q"));
    case 13: return g_strdup (C_("level", "K"));
    case 14: return g_strdup (C_("level", "A"));
    default: return trp_format_number (level);
    }
}

/**
 * trp_score_strip_update:
 * @levels: (nullable): each side's level, where the game counts levels
 * @target_score: the match's target, also where the rule set fixes it
 *   (Cinquecento's 501, M-45), or 0
 *
 * One labelled chip per side, made once: its players, and its score
 * against the target (“You and Nikos  1,240 / 5,000”), or its level as a
 * rank where the game counts levels (Da Bai Fen).
 */
void
trp_score_strip_update (TrpScoreStrip *self,
                        TrpMatch      *match,
                        JsonArray     *levels,
                        int            target_score)
{
  g_autofree char *target = target_score > 0 ? trp_format_number (target_score) : NULL;

  g_return_if_fail (TRP_IS_SCORE_STRIP (self));

  for (guint u = 0; u < trp_match_get_n_units (match); u++)
    {
      g_autofree char *name = trp_match_dup_unit_name (match, u);
      g_autofree char *value = NULL;
      g_autofree char *spoken = NULL;
      GtkWidget *chip;

      if (u == self->chips->len)
        {
          /* A screen reader reads each side's chip as one group, named
           * in words (“You and Nikos: 1,240 of 5,000”), not as a name
           * and a fraction apart. */
          GtkWidget *group = g_object_new (GTK_TYPE_BOX,
                                           "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP,
                                           NULL);

          chip = trp_board_chip_new (NULL, name);
          gtk_accessible_update_state (GTK_ACCESSIBLE (chip), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
          gtk_box_append (GTK_BOX (group), chip);
          gtk_flow_box_append (GTK_FLOW_BOX (self->flow), group);
          gtk_widget_set_focusable (gtk_widget_get_parent (group), FALSE);
          g_ptr_array_add (self->chips, chip);
        }
      chip = g_ptr_array_index (self->chips, u);

      if (levels != NULL && u < json_array_get_length (levels))
        {
          g_autofree char *rank = level_text ((int) json_array_get_int_element (levels, u));

          /* Translators: Da Bai Fen: a side's level, named by a card
           * rank, e.g. “Level 7”, “Level A”. */
          value = g_strdup_printf (_("Level %s"), rank);
          /* Translators: a side's chip as a screen reader reads it, e.g.
           * “Anna and Sara: Level 7”. */
          spoken = g_strdup_printf (C_("score chip", "%s: %s"), name, value);
        }
      else
        {
          g_autofree char *total = trp_format_number (trp_match_get_total (match, u));

          /* Translators: a side's score and the match's target, e.g.
           * “1,240 / 5,000”. */
          value = target != NULL ? g_strdup_printf (C_("score of target", "%s / %s"), total, target)
                                 : g_strdup (total);
          /* Translators: a side's chip as a screen reader reads it: the
           * side, its score and the match's target, e.g. “You and Nikos:
           * 1,240 of 5,000”. */
          spoken = target != NULL ? g_strdup_printf (C_("score chip", "%s: %s of %s"), name, total, target)
                                  : g_strdup_printf (C_("score chip", "%s: %s"), name, total);
        }
      trp_board_chip_set (chip, value);
      gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (chip)),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
    }
}


static void
trp_score_strip_dispose (GObject *object)
{
  TrpScoreStrip *self = TRP_SCORE_STRIP (object);

  g_clear_pointer (&self->flow, gtk_widget_unparent);
  g_clear_pointer (&self->chips, g_ptr_array_unref);

  G_OBJECT_CLASS (trp_score_strip_parent_class)->dispose (object);
}

static void
trp_score_strip_class_init (TrpScoreStripClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = trp_score_strip_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "scorestrip");
}

static void
trp_score_strip_init (TrpScoreStrip *self)
{
  self->chips = g_ptr_array_new ();
  self->flow = g_object_new (GTK_TYPE_FLOW_BOX,
                             "selection-mode", GTK_SELECTION_NONE,
                             "can-focus", FALSE,
                             "max-children-per-line", 8,
                             "min-children-per-line", 1,
                             "column-spacing", 18,
                             NULL);
  gtk_widget_set_parent (self->flow, GTK_WIDGET (self));
}

GtkWidget *
trp_score_strip_new (void)
{
  return g_object_new (TRP_TYPE_SCORE_STRIP, NULL);
}
