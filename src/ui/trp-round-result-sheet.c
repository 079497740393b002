/* trp-round-result-sheet.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The sheet answers “why did we score 1,240 this round?”: one group per
 * side, its lines grouped by kind as players count them (the kinds come
 * from the engine, in the order of TrpScoreKind), each with an info
 * button that opens the rules at the rule that gives it, then the
 * round's subtotal and the match before and after.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "trp-coach-section.h"
#include "trp-dialog.h"
#include "trp-format.h"
#include "trp-round-result-sheet.h"
#include "trp-rules-help.h"
#include "trp-settings.h"

struct _TrpRoundResultSheet
{
  TrpDialogBase parent_instance;

  TrpMatch  *match;
  guint      round;
  /* A round played at another computer's table: its result and outcome
   * as the host told them; @match then only names the seats. */
  TrpRoundResult *result;
  gboolean   record_over;
  int        record_winner;
  gboolean   record_round_limit;
  GArray    *unit_of_seat;  /* int */
  int        viewer;
  GtkWidget *title;
  GtkWidget *content;
  GtkWidget *next_button;
  GtkWidget *leave_button;
  GtkWindow *parent;
  GtkWidget *coach;
};

G_DEFINE_FINAL_TYPE (TrpRoundResultSheet, trp_round_result_sheet, TRP_TYPE_DIALOG_BASE)

enum {
  NEXT_ROUND,
  LEAVE_MATCH,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The option whose explanation gives @rule_id, to open the rules help
 * there; NULL opens the game's page. */
static const char *
option_for_rule (TrpRules   *rules,
                 const char *rule_id)
{
  const TrpRulesDescriptor *descriptor = trp_rules_get_descriptor (rules);

  for (guint i = 0; descriptor != NULL && i < descriptor->n_options; i++)
    {
      const TrpOptionSpec *spec = &descriptor->options[i];
      g_auto(GStrv) refs = NULL;

      if (spec->rule_ref == NULL)
        continue;
      refs = g_strsplit (spec->rule_ref, ",", -1);
      for (guint r = 0; refs[r] != NULL; r++)
        if (g_str_equal (g_strstrip (refs[r]), rule_id))
          return spec->id;
    }
  return NULL;
}

static void
rule_clicked_cb (GtkButton           *button,
                 TrpRoundResultSheet *self)
{
  const char *rule_id = g_object_get_data (G_OBJECT (button), "rule-id");
  TrpRules *rules = trp_match_get_rules (self->match);

  trp_rules_help_present (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), rules,
                          trp_match_get_game_id (self->match),
                          option_for_rule (rules, rule_id));
}

/**
 * trp_round_result_sheet_format_total:
 *
 * Returns: (transfer full): a match total as the game keeps it: points,
 *   or Da Bai Fen's level as the rank a card shows
 */
char *
trp_round_result_sheet_format_total (TrpRoundResult *result,
                                     int             total)
{
  if (result != NULL && trp_round_result_get_totals_are_levels (result))
    {
      g_autofree char *rank = trp_level_get_short_name (total);

      return trp_localize_digits (rank);
    }
  return trp_format_number (total);
}

static GtkWidget *
points_label (const char *text,
              gboolean    dim)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "numeric");
  if (dim)
    gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  return label;
}

/* What a line adds; a line that only reports a number (Da Bai Fen's card
 * points, which decide the levels) shows that number, dimmed. */
static char *
line_value (const TrpScoreLine *line,
            gboolean            levels,
            gboolean           *dim)
{
  *dim = line->points == 0 && line->amount != 0;
  if (*dim)
    return trp_format_number (line->amount);
  if (levels && line->points != 0)
    {
      g_autofree char *number = trp_format_signed (line->points);

      /* Translators: levels gained in a round, e.g. “+2 levels”; %s is
       * the signed number. */
      return g_strdup_printf (ngettext ("%s level", "%s levels", ABS (line->points)), number);
    }
  if (line->points == 0)
    return g_strdup ("");
  return trp_format_signed (line->points);
}

static GtkWidget *
new_line_row (TrpRoundResultSheet *self,
              const TrpScoreLine  *line,
              const char          *subtitle,
              gboolean             levels)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *info = NULL;
  g_autofree char *label = trp_localize_digits (line->label);
  g_autofree char *tooltip = NULL;
  g_autofree char *value = NULL;
  gboolean dim;

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), label);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_add_css_class (row, "score-line");

  value = line_value (line, levels, &dim);
  if (*value != '\0')
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), points_label (value, dim));

  /* The round limit ends a match by Trapoula's own rule, which no game's
   * rules name. */
  if (*line->rule_id == '\0')
    return row;

  /* Rule references on demand: the ID stays out of the line. */
  info = gtk_button_new_from_icon_name ("help-about-symbolic");
  /* Translators: the tooltip of a score line's info button; %s is a rule
   * ID such as B-42. */
  tooltip = g_strdup_printf (_("Rule %s"), line->rule_id);
  gtk_widget_set_tooltip_text (info, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (info), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  gtk_widget_add_css_class (info, "flat");
  gtk_widget_set_valign (info, GTK_ALIGN_CENTER);
  g_object_set_data_full (G_OBJECT (info), "rule-id", g_strdup (line->rule_id), g_free);
  g_signal_connect (info, "clicked", G_CALLBACK (rule_clicked_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), info);

  return row;
}

/* The lines of one kind: a row when there is one, else an expander with
 * the kind's subtotal. */
static void
add_kind (TrpRoundResultSheet *self,
          GtkWidget           *group,
          TrpRoundResult      *result,
          guint                unit,
          TrpScoreKind         kind)
{
  gboolean levels = trp_round_result_get_totals_are_levels (result);
  g_autoptr(GPtrArray) lines = g_ptr_array_new ();
  int sum = 0;

  for (guint i = 0; i < trp_round_result_get_n_lines (result); i++)
    {
      const TrpScoreLine *line = trp_round_result_get_line (result, i);

      if (line->unit == unit && line->kind == kind)
        {
          g_ptr_array_add (lines, (gpointer) line);
          sum += line->points;
        }
    }

  if (lines->len == 0)
    return;

  if (lines->len == 1)
    {
      const TrpScoreLine *line = g_ptr_array_index (lines, 0);
      const char *title = trp_score_kind_get_title (kind);
      g_autofree char *folded_label = g_utf8_casefold (line->label, -1);
      g_autofree char *folded_title = g_utf8_casefold (title, -1);

      /* The kind under the line, unless the line already says it (“Card
       * points in the tricks won” over “Card points”). */
      if (strstr (folded_label, folded_title) != NULL)
        title = NULL;
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 new_line_row (self, line, title, levels));
      return;
    }

  {
    GtkWidget *expander = adw_expander_row_new ();
    g_autofree char *subtotal = levels ? NULL : trp_format_signed (sum);

    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), trp_score_kind_get_title (kind));
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), TRUE);
    /* add_action became add_suffix in libadwaita 1.4. */
    if (subtotal != NULL && sum != 0)
#if ADW_CHECK_VERSION (1, 4, 0)
      adw_expander_row_add_suffix (ADW_EXPANDER_ROW (expander), points_label (subtotal, FALSE));
#else
      adw_expander_row_add_action (ADW_EXPANDER_ROW (expander), points_label (subtotal, FALSE));
#endif
    for (guint i = 0; i < lines->len; i++)
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                                new_line_row (self, g_ptr_array_index (lines, i), NULL, levels));
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), expander);
  }
}

/* “Still needs 230 points”, or levels for Da Bai Fen. */
static char *
describe_need (TrpRoundResult *result,
               guint           unit)
{
  gboolean levels = trp_round_result_get_totals_are_levels (result);
  int target = trp_round_result_get_target (result);
  /* D-42: levels must go above the target; points reach it (B-46, M-27). */
  int need = target + levels - trp_round_result_get_total_after (result, unit);
  g_autofree char *number = NULL;

  if (target <= 0 || need <= 0)
    return NULL;

  number = trp_format_number (need);
  if (levels)
    return g_strdup_printf (ngettext ("Still needs %s level to win", "Still needs %s levels to win", need),
                            number);
  return g_strdup_printf (ngettext ("Still needs %s point to win", "Still needs %s points to win", need),
                          number);
}

/* The facts of the round, from the match, or from the host's record. */
static TrpRoundResult *
sheet_result (TrpRoundResultSheet *self)
{
  return self->result != NULL ? self->result : trp_match_get_round_result (self->match, self->round);
}

static gboolean
sheet_latest (TrpRoundResultSheet *self)
{
  return self->result != NULL || self->round + 1 == trp_match_get_n_rounds (self->match);
}

static gboolean
sheet_over (TrpRoundResultSheet *self)
{
  if (self->result != NULL)
    return self->record_over;
  return sheet_latest (self) && trp_match_get_is_over (self->match);
}

static int
sheet_winner (TrpRoundResultSheet *self)
{
  return self->result != NULL ? self->record_winner : trp_match_get_winner (self->match);
}

static gboolean
sheet_round_limit (TrpRoundResultSheet *self)
{
  return self->result != NULL ? self->record_round_limit : trp_match_get_ended_at_round_limit (self->match);
}

/* The unit by its players' names; with @with_person, without the
 * viewer's, who is “you”. */
static char *
sheet_unit_names (TrpRoundResultSheet *self,
                  guint                unit,
                  gboolean            *with_person)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  if (self->unit_of_seat == NULL)
    return with_person != NULL ? trp_match_dup_unit_partners (self->match, unit, with_person)
                               : trp_match_dup_unit_name (self->match, unit);

  if (with_person != NULL)
    *with_person = FALSE;
  for (guint seat = 0; seat < self->unit_of_seat->len && seat < trp_match_get_n_players (self->match); seat++)
    {
      if (g_array_index (self->unit_of_seat, int, seat) != (int) unit)
        continue;
      if (with_person != NULL && (int) seat == self->viewer)
        *with_person = TRUE;
      else
        g_ptr_array_add (names, trp_match_get_player (self->match, seat)->name);
    }
  return trp_format_list ((const char * const *) names->pdata, names->len);
}

static void
add_side (TrpRoundResultSheet *self,
          TrpRoundResult      *result,
          guint                unit)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autofree char *name = sheet_unit_names (self, unit, NULL);
  g_autofree char *round_total = NULL;
  g_autofree char *description = NULL;
  int total = trp_round_result_get_total (result, unit);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), name);
  if (trp_round_result_get_totals_are_levels (result))
    {
      g_autofree char *number = trp_format_signed (total);

      round_total = g_strdup_printf (ngettext ("%s level", "%s levels", ABS (total)), number);
    }
  else
    round_total = trp_format_signed (total);
  /* Translators: a side's subtotal for the round, e.g. “This round: +1240”. */
  description = g_strdup_printf (_("This round: %s"), round_total);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);

  for (guint kind = 0; kind < TRP_N_SCORE_KINDS; kind++)
    add_kind (self, group, result, unit, (TrpScoreKind) kind);

  gtk_box_append (GTK_BOX (self->content), group);
}

static void
add_match_totals (TrpRoundResultSheet *self,
                  TrpRoundResult      *result)
{
  GtkWidget *group = adw_preferences_group_new ();
  /* A match that this round ended needs nothing more from anyone, also
   * when a claim won it below the target (M-65). */
  gboolean over = sheet_over (self);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Match"));
  for (guint unit = 0; unit < trp_round_result_get_n_units (result); unit++)
    {
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *name = sheet_unit_names (self, unit, NULL);
      g_autofree char *before = trp_round_result_sheet_format_total (result, trp_round_result_get_total_before (result, unit));
      g_autofree char *after = trp_round_result_sheet_format_total (result, trp_round_result_get_total_after (result, unit));
      g_autofree char *need = NULL;
      /* Translators: a side's match total before and after the round,
       * e.g. “1830 → 3070”; the arrow turns round in right-to-left
       * languages. */
      g_autofree char *change = g_strdup_printf (_("%s → %s"), before, after);
      GtkWidget *label = points_label (change, FALSE);

      if (!over)
        need = describe_need (result, unit);
      else if ((int) unit == sheet_winner (self))
        /* Translators: under the winning side's final total. */
        need = g_strdup (_("Won the match"));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
      if (need != NULL)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), need);
      gtk_widget_add_css_class (label, "heading");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  gtk_box_append (GTK_BOX (self->content), group);
}

static void
next_clicked_cb (TrpRoundResultSheet *self)
{
  g_object_ref (self);
  trp_dialog_close (GTK_WIDGET (self));
  g_signal_emit (self, signals[NEXT_ROUND], 0);
  g_object_unref (self);
}

static void
leave_clicked_cb (TrpRoundResultSheet *self)
{
  g_object_ref (self);
  trp_dialog_close (GTK_WIDGET (self));
  g_signal_emit (self, signals[LEAVE_MATCH], 0);
  g_object_unref (self);
}

/* Try Again from Here: the window opens a practice copy of the match
 * there (win.try-again), and the sheet is done. */
static void
coach_try_again_cb (TrpCoachSection     *section,
                    guint                round,
                    guint                action_index,
                    TrpRoundResultSheet *self)
{
  g_autoptr(GtkWindow) parent = self->parent != NULL ? g_object_ref (self->parent) : NULL;

  g_object_ref (self);
  trp_dialog_close (GTK_WIDGET (self));
  if (parent != NULL)
    gtk_widget_activate_action (GTK_WIDGET (parent), "win.try-again", "(uu)", round, action_index);
  g_object_unref (self);
}

/* The person asked for the coach; a table shared with guests on other
 * computers has no practice copy to offer, so no coach either. */
static gboolean
coach_wanted (TrpMatch *match)
{
  GSettings *settings = trp_settings_get_gsettings (trp_settings_get_default ());

  if (settings == NULL || !g_settings_get_boolean (settings, "coach"))
    return FALSE;
  for (guint seat = 0; seat < trp_match_get_n_players (match); seat++)
    if (trp_match_get_player (match, seat)->invited)
      return FALSE;
  return TRUE;
}

static void
trp_round_result_sheet_dispose (GObject *object)
{
  TrpRoundResultSheet *self = TRP_ROUND_RESULT_SHEET (object);

  g_clear_weak_pointer (&self->parent);
  g_clear_object (&self->match);
  g_clear_pointer (&self->result, trp_round_result_unref);
  g_clear_pointer (&self->unit_of_seat, g_array_unref);

  G_OBJECT_CLASS (trp_round_result_sheet_parent_class)->dispose (object);
}

static void
trp_round_result_sheet_class_init (TrpRoundResultSheetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = trp_round_result_sheet_dispose;

  /**
   * TrpRoundResultSheet::next-round:
   *
   * The player asked for the next deal (or, when the match is over, to
   * see how it ended); the sheet has closed.
   */
  signals[NEXT_ROUND] = g_signal_new ("next-round", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[LEAVE_MATCH] = g_signal_new ("leave-match", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
trp_round_result_sheet_init (TrpRoundResultSheet *self)
{
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  self->title = adw_window_title_new (NULL, NULL);
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), self->title);

  self->content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  gtk_widget_set_margin_top (self->content, 18);
  gtk_widget_set_margin_bottom (self->content, 18);
  gtk_widget_set_margin_start (self->content, 12);
  gtk_widget_set_margin_end (self->content, 12);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 640);
  adw_clamp_set_child (ADW_CLAMP (clamp), self->content);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_widget_set_vexpand (scrolled, TRUE);

  self->leave_button = gtk_button_new_with_mnemonic (_("_Leave Match"));
  self->next_button = gtk_button_new_with_mnemonic (_("_Next Round"));
  gtk_widget_add_css_class (self->next_button, "suggested-action");
  gtk_widget_set_hexpand (self->leave_button, TRUE);
  gtk_widget_set_halign (self->leave_button, GTK_ALIGN_START);
  g_signal_connect_swapped (self->next_button, "clicked", G_CALLBACK (next_clicked_cb), self);
  g_signal_connect_swapped (self->leave_button, "clicked", G_CALLBACK (leave_clicked_cb), self);
  gtk_box_append (GTK_BOX (buttons), self->leave_button);
  gtk_box_append (GTK_BOX (buttons), self->next_button);
  gtk_widget_set_margin_top (buttons, 12);
  gtk_widget_set_margin_bottom (buttons, 12);
  gtk_widget_set_margin_start (buttons, 12);
  gtk_widget_set_margin_end (buttons, 12);

  trp_dialog_set_content (GTK_WIDGET (self), header, scrolled, buttons);
}

static void
fill (TrpRoundResultSheet *self)
{
  TrpRoundResult *result = sheet_result (self);
  gboolean latest = sheet_latest (self);
  gboolean over = sheet_over (self);
  int winner = sheet_winner (self);
  g_autofree char *number = trp_format_number (self->round + 1);
  g_autofree char *title = g_strdup_printf (_("Round %s"), number);
  g_autofree char *subtitle = NULL;

  g_return_if_fail (result != NULL);

  if (over && winner >= 0 && sheet_round_limit (self))
    {
      g_autofree char *name = sheet_unit_names (self, winner, NULL);

      /* Translators: the match ended after its last round (400) and no
       * side had reached the target. */
      subtitle = g_strdup_printf (_("%s won the match on the higher total"), name);
    }
  else if (over && winner >= 0)
    {
      gboolean you = FALSE;
      g_autofree char *others = sheet_unit_names (self, winner, &you);

      if (you && others[0] == '\0')
        subtitle = g_strdup (_("You won the match"));
      else if (you)
        /* Translators: the person's team won; %s names the partners,
         * “You and Nikos won the match”: the verb in the plural. */
        subtitle = g_strdup_printf (_("You and %s won the match"), others);
      else
        /* Translators: %s is a player or a team, “Sara and Nikos”: where
         * the verb would have to agree with either, a nominal form reads
         * better, “Match won by: %s”. */
        subtitle = g_strdup_printf (_("%s won the match"), others);
    }
  else if (over && sheet_round_limit (self))
    subtitle = g_strdup (_("The match is over: the highest totals are equal"));
  else if (over)
    subtitle = g_strdup (_("The match is over"));
  trp_dialog_set_title (GTK_WIDGET (self), title);
  adw_window_title_set_title (ADW_WINDOW_TITLE (self->title), title);
  adw_window_title_set_subtitle (ADW_WINDOW_TITLE (self->title), subtitle);

  /* The coach, when the person asked for it, on the round just played:
   * first, as the person's own moves are what it is about. */
  if (latest && trp_match_get_person_seat (self->match) >= 0 && coach_wanted (self->match))
    {
      self->coach = trp_coach_section_new (self->match, self->round);
      g_signal_connect_object (self->coach, "try-again", G_CALLBACK (coach_try_again_cb), self, 0);
      gtk_box_append (GTK_BOX (self->content), self->coach);
    }

  for (guint unit = 0; unit < trp_round_result_get_n_units (result); unit++)
    add_side (self, result, unit);
  add_match_totals (self, result);

  /* Only the round just played leads on; an earlier one is for reading. */
  gtk_widget_set_visible (self->next_button, self->result == NULL && latest &&
                          !trp_match_get_round_in_progress (self->match));
  gtk_button_set_use_underline (GTK_BUTTON (self->next_button), TRUE);
  gtk_button_set_label (GTK_BUTTON (self->next_button), over ? _("_Close") : _("_Next Round"));
}

/**
 * trp_round_result_sheet_new:
 * @parent: (nullable): the window of the table
 * @round: a finished round of @match
 */
GtkWidget *
trp_round_result_sheet_new (GtkWindow *parent,
                            TrpMatch  *match,
                            guint      round)
{
  TrpRoundResultSheet *self;

  g_return_val_if_fail (TRP_IS_MATCH (match), NULL);
  g_return_val_if_fail (round < trp_match_get_n_rounds (match), NULL);
  g_return_val_if_fail (trp_match_get_round_result (match, round) != NULL, NULL);

  self = g_object_new (TRP_TYPE_ROUND_RESULT_SHEET, NULL);
  trp_dialog_setup (GTK_WIDGET (self), parent, NULL, 560, 680);
  self->match = g_object_ref (match);
  self->round = round;
  g_set_weak_pointer (&self->parent, parent);
  fill (self);
  return GTK_WIDGET (self);
}

/**
 * trp_round_result_sheet_new_for_record:
 * @parent: (nullable): the window of the table
 * @seats: a match of the table's seats, by name: only their names are read
 * @round: the round, from 0
 * @record: the round's result and the match's outcome, as the host of the
 *   table told them
 *
 * The sheet of a round played at a table another computer hosts: the same
 * sheet, read from what the host sent; for reading only, since the host
 * deals the next round.
 */
GtkWidget *
trp_round_result_sheet_new_for_record (GtkWindow            *parent,
                                       TrpMatch             *seats,
                                       guint                 round,
                                       const TrpRoundRecord *record)
{
  TrpRoundResultSheet *self;

  g_return_val_if_fail (TRP_IS_MATCH (seats), NULL);
  g_return_val_if_fail (record != NULL && record->result != NULL, NULL);
  g_return_val_if_fail (record->n_seats == trp_match_get_n_players (seats), NULL);

  self = g_object_new (TRP_TYPE_ROUND_RESULT_SHEET, NULL);
  trp_dialog_setup (GTK_WIDGET (self), parent, NULL, 560, 680);
  self->match = g_object_ref (seats);
  self->round = round;
  self->result = trp_round_result_ref (record->result);
  self->record_over = record->match_over;
  self->record_winner = record->winner;
  self->record_round_limit = record->round_limit;
  self->unit_of_seat = g_array_sized_new (FALSE, FALSE, sizeof (int), record->n_seats);
  g_array_append_vals (self->unit_of_seat, record->unit_of_seat, record->n_seats);
  self->viewer = record->viewer;
  fill (self);
  trp_round_result_sheet_set_for_reading (self);
  return GTK_WIDGET (self);
}

/**
 * trp_round_result_sheet_set_for_reading:
 *
 * Leaves out Next Round and Leave Match: for a sheet opened to look a
 * round up, from the score pad.
 */
void
trp_round_result_sheet_set_for_reading (TrpRoundResultSheet *self)
{
  g_return_if_fail (TRP_IS_ROUND_RESULT_SHEET (self));

  gtk_widget_set_visible (gtk_widget_get_parent (self->next_button), FALSE);
  /* The coach is for the round's end, not for looking a round up. */
  if (self->coach != NULL)
    {
      gtk_box_remove (GTK_BOX (self->content), self->coach);
      self->coach = NULL;
    }
}

guint
trp_round_result_sheet_get_round (TrpRoundResultSheet *self)
{
  g_return_val_if_fail (TRP_IS_ROUND_RESULT_SHEET (self), 0);

  return self->round;
}
