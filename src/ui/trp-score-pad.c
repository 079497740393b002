/* trp-score-pad.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The match as players keep it on paper: a row per round, for each side
 * the round's score and the running total beneath the last, and the
 * total at the foot; then the same totals as a chart. A round's number
 * opens its result sheet.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "trp-format.h"
#include "trp-game-catalog.h"
#include "trp-round-result-sheet.h"
#include "trp-score-chart.h"
#include "trp-score-pad.h"

struct _TrpScorePad
{
  TrpDialogBase parent_instance;

  TrpMatch  *match;
  GtkWidget *title;
  GtkWidget *content;
};

G_DEFINE_FINAL_TYPE (TrpScorePad, trp_score_pad, TRP_TYPE_DIALOG_BASE)

static GtkWidget *
cell (const char *text,
      const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 1.0);
  gtk_widget_add_css_class (label, "numeric");
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static void
round_clicked_cb (GtkButton   *button,
                  TrpScorePad *self)
{
  guint round = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "round"));
  /* Over the pad itself before libadwaita 1.5, over its window after. */
  GtkWindow *parent = GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self)));
  GtkWidget *sheet = trp_round_result_sheet_new (parent, self->match, round);

  trp_round_result_sheet_set_for_reading (TRP_ROUND_RESULT_SHEET (sheet));
  trp_dialog_present (sheet);
}

static char *
round_score (TrpRoundResult *result,
             guint           unit)
{
  int points = trp_round_result_get_total (result, unit);
  g_autofree char *number = trp_format_signed (points);

  /* A round that changed nothing reads as a plain zero. */
  if (points == 0)
    return g_steal_pointer (&number);

  if (trp_round_result_get_totals_are_levels (result))
    return g_strdup_printf (ngettext ("%s level", "%s levels", ABS (points)), number);
  return g_steal_pointer (&number);
}

static GtkWidget *
build_table (TrpScorePad *self)
{
  GtkWidget *grid = gtk_grid_new ();
  guint n_units = trp_match_get_n_units (self->match);
  TrpRoundResult *last = NULL;
  int row = 0;

  gtk_grid_set_column_spacing (GTK_GRID (grid), 18);
  gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_widget_add_css_class (grid, "score-pad");

  /* The heads: the round, then each side over its two columns. */
  {
    GtkWidget *label = gtk_label_new (_("Round"));

    gtk_widget_add_css_class (label, "heading");
    gtk_label_set_xalign (GTK_LABEL (label), 0.0);
    gtk_grid_attach (GTK_GRID (grid), label, 0, row, 1, 2);
  }
  for (guint u = 0; u < n_units; u++)
    {
      g_autofree char *name = trp_match_dup_unit_name (self->match, u);
      GtkWidget *label = gtk_label_new (name);

      gtk_widget_add_css_class (label, "heading");
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 16);
      gtk_grid_attach (GTK_GRID (grid), label, 1 + 2 * u, row, 2, 1);
      /* Translators: the head of a side's column of round scores in the
       * score pad, beside its running total; the first column is the
       * round's number. */
      gtk_grid_attach (GTK_GRID (grid), cell (C_("score pad", "This Round"), "dim-label"), 1 + 2 * u, row + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), cell (C_("score pad", "Total"), "dim-label"), 2 + 2 * u, row + 1, 1, 1);
    }
  row += 2;
  gtk_grid_attach (GTK_GRID (grid), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL), 0, row++, 1 + 2 * n_units, 1);

  for (guint r = 0; r < trp_match_get_n_rounds (self->match); r++)
    {
      TrpRoundResult *result = trp_match_get_round_result (self->match, r);
      g_autofree char *number = trp_format_number (r + 1);
      GtkWidget *button;

      if (result == NULL)
        continue;
      last = result;

      button = gtk_button_new_with_label (number);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_set_halign (button, GTK_ALIGN_START);
      {
        /* Translators: the tooltip of a round's number in the score pad. */
        g_autofree char *tooltip = g_strdup_printf (_("Show how round %s was scored"), number);

        gtk_widget_set_tooltip_text (button, tooltip);
      }
      g_object_set_data (G_OBJECT (button), "round", GUINT_TO_POINTER (r));
      g_signal_connect (button, "clicked", G_CALLBACK (round_clicked_cb), self);
      gtk_grid_attach (GTK_GRID (grid), button, 0, row, 1, 1);

      for (guint u = 0; u < n_units; u++)
        {
          g_autofree char *score = round_score (result, u);
          g_autofree char *total = trp_round_result_sheet_format_total (result, trp_round_result_get_total_after (result, u));

          gtk_grid_attach (GTK_GRID (grid), cell (score, NULL), 1 + 2 * u, row, 1, 1);
          gtk_grid_attach (GTK_GRID (grid), cell (total, "dim-label"), 2 + 2 * u, row, 1, 1);
        }
      row++;
    }

  if (last == NULL)
    {
      GtkWidget *label = gtk_label_new (_("No round has been finished yet."));

      gtk_widget_add_css_class (label, "dim-label");
      gtk_grid_attach (GTK_GRID (grid), label, 0, row++, 1 + 2 * n_units, 1);
      return grid;
    }

  /* The foot: the match's totals, as the match keeps them. */
  gtk_grid_attach (GTK_GRID (grid), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL), 0, row++, 1 + 2 * n_units, 1);
  {
    GtkWidget *label = gtk_label_new (_("Total"));

    gtk_widget_add_css_class (label, "heading");
    gtk_label_set_xalign (GTK_LABEL (label), 0.0);
    gtk_grid_attach (GTK_GRID (grid), label, 0, row, 1, 1);
  }
  for (guint u = 0; u < n_units; u++)
    {
      g_autofree char *total = trp_round_result_sheet_format_total (last, trp_match_get_total (self->match, u));
      GtkWidget *label = cell (total, "heading");

      gtk_widget_add_css_class (label, "pad-total");
      gtk_grid_attach (GTK_GRID (grid), label, 2 + 2 * u, row, 1, 1);
    }

  return grid;
}

static char *
describe_target (TrpScorePad *self)
{
  for (guint r = trp_match_get_n_rounds (self->match); r > 0; r--)
    {
      TrpRoundResult *result = trp_match_get_round_result (self->match, r - 1);
      int target;

      if (result == NULL)
        continue;
      target = trp_round_result_get_target (result);
      if (target <= 0)
        return NULL;
      if (trp_round_result_get_totals_are_levels (result))
        {
          g_autofree char *rank = trp_round_result_sheet_format_total (result, target);

          /* Translators: Da Bai Fen's target: a team wins by going above
           * this level, shown as a card rank. */
          return g_strdup_printf (_("Wins by going above %s"), rank);
        }
      {
        g_autofree char *number = trp_format_number (target);

        return g_strdup_printf (_("Target: %s"), number);
      }
    }
  return NULL;
}

static GtkWidget *
framed (GtkWidget  *child,
        const char *heading)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *title = gtk_label_new (heading);
  GtkWidget *frame = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (title), 0.0);
  gtk_box_append (GTK_BOX (box), title);
  gtk_widget_add_css_class (frame, "card");
  gtk_widget_set_margin_top (child, 12);
  gtk_widget_set_margin_bottom (child, 12);
  gtk_widget_set_margin_start (child, 12);
  gtk_widget_set_margin_end (child, 12);
  gtk_box_append (GTK_BOX (frame), child);
  gtk_box_append (GTK_BOX (box), frame);
  return box;
}

/* The chart of the running totals, or, before a round has finished, a
 * line that says when it will show rather than an empty box. */
static GtkWidget *
build_chart (TrpScorePad *self)
{
  GtkWidget *label;

  for (guint r = 0; r < trp_match_get_n_rounds (self->match); r++)
    if (trp_match_get_round_result (self->match, r) != NULL)
      return trp_score_chart_new (self->match);

  label = gtk_label_new (_("The chart of the running totals appears here after the first round."));
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (label, "dim-label");
  return label;
}

static void
trp_score_pad_dispose (GObject *object)
{
  TrpScorePad *self = TRP_SCORE_PAD (object);

  g_clear_object (&self->match);

  G_OBJECT_CLASS (trp_score_pad_parent_class)->dispose (object);
}

static void
trp_score_pad_class_init (TrpScorePadClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = trp_score_pad_dispose;
}

static void
trp_score_pad_init (TrpScorePad *self)
{
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();

  self->title = adw_window_title_new (_("Score Pad"), NULL);
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), self->title);

  self->content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  gtk_widget_set_margin_top (self->content, 18);
  gtk_widget_set_margin_bottom (self->content, 18);
  gtk_widget_set_margin_start (self->content, 12);
  gtk_widget_set_margin_end (self->content, 12);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 720);
  adw_clamp_set_child (ADW_CLAMP (clamp), self->content);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_widget_set_vexpand (scrolled, TRUE);
  trp_dialog_set_content (GTK_WIDGET (self), header, scrolled, NULL);
}

/**
 * trp_score_pad_new:
 * @parent: (nullable): the window of the table or the start page
 * @match: a match, being played or loaded from its file
 */
GtkWidget *
trp_score_pad_new (GtkWindow *parent,
                   TrpMatch  *match)
{
  TrpScorePad *self;
  const TrpGameInfo *info;
  g_autofree char *target = NULL;

  g_return_val_if_fail (TRP_IS_MATCH (match), NULL);

  self = g_object_new (TRP_TYPE_SCORE_PAD, NULL);
  trp_dialog_setup (GTK_WIDGET (self), parent, _("Score Pad"), 600, 720);
  self->match = g_object_ref (match);

  info = trp_game_catalog_lookup (trp_match_get_game_id (match));
  target = describe_target (self);
  if (info != NULL)
    {
      /* Translators: the score pad's subtitle: the game, then its target. */
      g_autofree char *subtitle = target != NULL ? g_strdup_printf (_("%s · %s"), _(info->title), target)
                                                 : g_strdup (_(info->title));

      adw_window_title_set_subtitle (ADW_WINDOW_TITLE (self->title), subtitle);
    }

  gtk_box_append (GTK_BOX (self->content), framed (build_table (self), _("Rounds")));
  gtk_box_append (GTK_BOX (self->content), framed (build_chart (self), _("Running Totals")));
  return GTK_WIDGET (self);
}
