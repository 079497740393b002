/* trp-hand-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "trp-card-view.h"
#include "trp-hand-view.h"
#include "trp-observation-reader.h"

/* How much of a card shows under the next one: at least the index, at
 * most nearly the whole card when the table has room. */
#define NATURAL_SHOW 0.42
#define WIDEST_SHOW 0.72
/* A selected card rises by this part of its width. */
#define RAISE 0.18

struct _TrpHandView
{
  GtkWidget         parent_instance;

  GPtrArray        *views;
  GArray           *selected;
  GArray           *enabled;
  GArray           *marked;
  TrpCardStyle      style;
  GtkSelectionMode  selection_mode;
  gboolean          face_down;
  int               card_width;
  guint             cursor;
  /* The focus is on the hand or one of its cards, as its focus
   * controller says: while the focus moves in, the window's focus widget
   * and the card's own flag are not set yet. */
  gboolean          focus_within;
  GtkWindow        *window;
};

G_DEFINE_FINAL_TYPE (TrpHandView, trp_hand_view, GTK_TYPE_WIDGET)

enum {
  CARD_ACTIVATED,
  SELECTION_ACTIVATED,
  SELECTION_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Screen readers follow the keyboard focus: the card at the cursor holds
 * it, so that moving along the hand names each card and its state. */
static gboolean
focus_is_inside (TrpHandView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  /* The window's focus widget, not the focus-child chain: GTK may not
   * have set the chain yet (a window not yet active, under load), and a
   * card unparented with the focus would send it to the header. */
  return focus != NULL &&
         (focus == GTK_WIDGET (self) || gtk_widget_is_ancestor (focus, GTK_WIDGET (self)));
}

static void
update_view_state (TrpHandView *self,
                   guint        index)
{
  TrpCardView *view = g_ptr_array_index (self->views, index);
  TrpCardState state = TRP_CARD_STATE_NORMAL;

  if (g_array_index (self->selected, gboolean, index))
    state |= TRP_CARD_STATE_SELECTED;
  if (!g_array_index (self->enabled, gboolean, index))
    state |= TRP_CARD_STATE_DISABLED;
  if (g_array_index (self->marked, gboolean, index))
    state |= TRP_CARD_STATE_HIGHLIGHTED;
  /* The window's focus widget, not gtk_widget_has_focus(): the hand's
   * focus controller runs while the focus moves in, before the card's
   * flag or the window's focus is set, so a card reached with Tab must
   * be found through the window to show its focus. */
  if (index == self->cursor && (self->focus_within || focus_is_inside (self)) &&
      GTK_IS_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))) &&
      gtk_window_get_focus_visible (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self)))))
    state |= TRP_CARD_STATE_FOCUSED;

  trp_card_view_set_state (view, state);
}

static void
focus_cursor_card (TrpHandView *self)
{
  if (self->cursor < self->views->len && !self->face_down)
    gtk_widget_grab_focus (g_ptr_array_index (self->views, self->cursor));
}

static void
update_all_states (TrpHandView *self)
{
  for (guint i = 0; i < self->views->len; i++)
    update_view_state (self, i);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

/* Cards to choose from rise when selected; cards only to look at (a
 * meld, the trick, the pile) keep no room for it, which the board gives
 * to larger cards. */
static double
raise_of (TrpHandView *self)
{
  return self->selection_mode == GTK_SELECTION_NONE ? 0 : self->card_width * RAISE;
}

static void
trp_hand_view_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  TrpHandView *self = TRP_HAND_VIEW (widget);
  guint n = self->views->len;
  int w = self->card_width;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* Cards may overlap down to a sliver: a hand of 30 after taking the
       * pile still fits a phone's width. */
      *minimum = n == 0 ? 0 : w + (int) ((n - 1) * w * 0.12);
      *natural = n == 0 ? 0 : w + (int) ((n - 1) * w * NATURAL_SHOW);
      /* Backs say only how many there are, which the seat writes out:
       * they may close up to two cards' width, so that a side seat
       * holding a large hand never widens a narrow table (a window grows
       * to fit its content and does not shrink back). */
      if (self->face_down)
        *minimum = MIN (*minimum, 2 * w);
    }
  else
    *minimum = *natural = (int) (w * TRP_CARD_ASPECT + raise_of (self)) + 1;
}

static void
trp_hand_view_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  TrpHandView *self = TRP_HAND_VIEW (widget);
  guint n = self->views->len;
  int w = self->card_width;
  int h = (int) (w * TRP_CARD_ASPECT);
  double step, total, start;
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;

  if (n == 0)
    return;

  step = n > 1 ? MIN (w * WIDEST_SHOW, (double) (width - w) / (n - 1)) : 0;
  total = w + step * (n - 1);
  start = MAX (0, (width - total) / 2);

  for (guint i = 0; i < n; i++)
    {
      GtkWidget *view = g_ptr_array_index (self->views, i);
      /* Right-to-left hands run from the right, as a Persian player
       * holds them. */
      double x = rtl ? start + total - w - i * step : start + i * step;
      double y = g_array_index (self->selected, gboolean, i) ? 0 : raise_of (self);

      gtk_widget_size_allocate (view,
                                &(GtkAllocation) { (int) x, (int) y, w, h },
                                -1);
    }
}

static guint
index_of_view (TrpHandView *self,
               GtkWidget   *view)
{
  guint index;

  if (g_ptr_array_find (self->views, view, &index))
    return index;
  return G_MAXUINT;
}

static void
toggle (TrpHandView *self,
        guint        index)
{
  if (index >= self->views->len || !g_array_index (self->enabled, gboolean, index))
    return;

  trp_hand_view_set_selected (self, index, !trp_hand_view_is_selected (self, index));
}

/* In right-to-left hands the first card lies on top (see snapshot), so
 * each card's top-left index shows; the card on top is the one clicked. */
static gboolean
first_on_top (TrpHandView *self)
{
  return gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL;
}

static GtkWidget *
pick_view (TrpHandView *self,
           double       x,
           double       y)
{
  guint n = self->views->len;

  for (guint k = 0; k < n; k++)
    {
      GtkWidget *view = g_ptr_array_index (self->views, first_on_top (self) ? k : n - 1 - k);
      graphene_rect_t bounds;

      if (gtk_widget_compute_bounds (view, GTK_WIDGET (self), &bounds) &&
          graphene_rect_contains_point (&bounds, &GRAPHENE_POINT_INIT (x, y)))
        return view;
    }

  return NULL;
}

static void
trp_hand_view_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  TrpHandView *self = TRP_HAND_VIEW (widget);
  guint n = self->views->len;

  for (guint k = 0; k < n; k++)
    gtk_widget_snapshot_child (widget,
                               g_ptr_array_index (self->views, first_on_top (self) ? n - 1 - k : k),
                               snapshot);
}

static void
click_pressed_cb (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  TrpHandView     *self)
{
  GtkWidget *view = pick_view (self, x, y);
  guint index;

  if (view == NULL || (index = index_of_view (self, view)) == G_MAXUINT)
    return;

  self->cursor = index;
  gtk_widget_grab_focus (GTK_WIDGET (self));

  /* A double click plays the card at once. */
  if (n_press == 2)
    {
      if (g_array_index (self->enabled, gboolean, index))
        g_signal_emit (self, signals[CARD_ACTIVATED], 0, index);
    }
  else
    toggle (self, index);

  update_all_states (self);
}

static void
move_cursor (TrpHandView *self,
             int          delta)
{
  int n = self->views->len;

  if (n == 0)
    return;

  self->cursor = (guint) CLAMP ((int) self->cursor + delta, 0, n - 1);
  if (focus_is_inside (self))
    focus_cursor_card (self);
  update_all_states (self);
}

static gboolean
has_selection (TrpHandView *self)
{
  for (guint i = 0; i < self->selected->len; i++)
    if (g_array_index (self->selected, gboolean, i))
      return TRUE;
  return FALSE;
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TrpHandView           *self)
{
  gboolean rtl = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL;

  /* A key with a modifier belongs to the table's shortcuts (Ctrl+Enter
   * plays the selection, Ctrl+D draws): the hand lets it through. */
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK |
               GDK_SUPER_MASK | GDK_META_MASK | GDK_HYPER_MASK))
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      move_cursor (self, rtl ? 1 : -1);
      return TRUE;

    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      move_cursor (self, rtl ? -1 : 1);
      return TRUE;

    case GDK_KEY_Home:
      move_cursor (self, -(int) self->views->len);
      return TRUE;

    case GDK_KEY_End:
      move_cursor (self, self->views->len);
      return TRUE;

    case GDK_KEY_space:
      toggle (self, self->cursor);
      update_all_states (self);
      return TRUE;

    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      /* Enter acts on what the person chose; the card under the cursor
       * only when nothing is chosen. */
      if (has_selection (self))
        g_signal_emit (self, signals[SELECTION_ACTIVATED], 0);
      else if (self->cursor < self->views->len && g_array_index (self->enabled, gboolean, self->cursor))
        g_signal_emit (self, signals[CARD_ACTIVATED], 0, self->cursor);
      return TRUE;

    default:
      return FALSE;
    }
}

/* Dragging takes the selected cards, or the card under the pointer when
 * it is not selected: the text form "AS 10H", which drop targets parse. */
static GdkContentProvider *
drag_prepare_cb (GtkDragSource *source,
                 double         x,
                 double         y,
                 TrpHandView   *self)
{
  GtkWidget *view = pick_view (self, x, y);
  guint index;
  GString *codes;

  if (view == NULL || self->face_down || (index = index_of_view (self, view)) == G_MAXUINT ||
      !g_array_index (self->enabled, gboolean, index))
    return NULL;

  if (!trp_hand_view_is_selected (self, index))
    {
      if (self->selection_mode != GTK_SELECTION_MULTIPLE)
        trp_hand_view_clear_selection (self);
      trp_hand_view_set_selected (self, index, TRUE);
    }

  codes = g_string_new (NULL);
  for (guint i = 0; i < self->views->len; i++)
    if (g_array_index (self->selected, gboolean, i))
      g_string_append_printf (codes, "%s%s", codes->len > 0 ? " " : "",
                              trp_card_to_code (trp_hand_view_get_card (self, i)));

  {
    g_autoptr(GdkPaintable) icon = gtk_widget_paintable_new (view);

    gtk_drag_source_set_icon (source, icon, self->card_width / 2, self->card_width / 2);
  }

  return gdk_content_provider_new_typed (G_TYPE_STRING, g_string_free (codes, FALSE));
}

static void
focus_changed_cb (GtkEventControllerFocus *controller,
                  TrpHandView             *self)
{
  self->focus_within = gtk_event_controller_focus_contains_focus (controller);
  update_all_states (self);
}

/* The focus ring shows once the person uses the keyboard (Tab, arrows). */
static void
focus_visible_cb (TrpHandView *self)
{
  update_all_states (self);
}

static void
trp_hand_view_root (GtkWidget *widget)
{
  TrpHandView *self = TRP_HAND_VIEW (widget);
  GtkRoot *root;

  GTK_WIDGET_CLASS (trp_hand_view_parent_class)->root (widget);
  root = gtk_widget_get_root (widget);
  if (GTK_IS_WINDOW (root))
    {
      self->window = GTK_WINDOW (root);
      g_signal_connect_object (root, "notify::focus-visible", G_CALLBACK (focus_visible_cb), self,
                               G_CONNECT_SWAPPED);
    }
}

static void
trp_hand_view_unroot (GtkWidget *widget)
{
  TrpHandView *self = TRP_HAND_VIEW (widget);

  if (self->window != NULL)
    g_signal_handlers_disconnect_by_func (self->window, focus_visible_cb, self);
  self->window = NULL;
  GTK_WIDGET_CLASS (trp_hand_view_parent_class)->unroot (widget);
}

/* The hand is one stop of the focus chain, at the cursor's card; the
 * arrows move along it. */
static gboolean
trp_hand_view_focus (GtkWidget        *widget,
                     GtkDirectionType  direction)
{
  TrpHandView *self = TRP_HAND_VIEW (widget);

  if (focus_is_inside (self) || !gtk_widget_get_focusable (widget))
    return FALSE;
  return gtk_widget_grab_focus (widget);
}

static gboolean
trp_hand_view_grab_focus (GtkWidget *widget)
{
  TrpHandView *self = TRP_HAND_VIEW (widget);

  if (self->cursor < self->views->len && !self->face_down)
    return gtk_widget_grab_focus (g_ptr_array_index (self->views, self->cursor));
  return GTK_WIDGET_CLASS (trp_hand_view_parent_class)->grab_focus (widget);
}

static void
trp_hand_view_direction_changed (GtkWidget        *widget,
                                 GtkTextDirection  previous)
{
  gtk_widget_queue_allocate (widget);
}

static void
clear_views (TrpHandView *self)
{
  for (guint i = 0; i < self->views->len; i++)
    gtk_widget_unparent (g_ptr_array_index (self->views, i));
  g_ptr_array_set_size (self->views, 0);
  g_array_set_size (self->selected, 0);
  g_array_set_size (self->enabled, 0);
  g_array_set_size (self->marked, 0);
}

static void
trp_hand_view_dispose (GObject *object)
{
  TrpHandView *self = (TrpHandView *)object;

  if (self->views != NULL)
    clear_views (self);

  G_OBJECT_CLASS (trp_hand_view_parent_class)->dispose (object);
}

static void
trp_hand_view_finalize (GObject *object)
{
  TrpHandView *self = (TrpHandView *)object;

  g_ptr_array_unref (self->views);
  g_array_unref (self->selected);
  g_array_unref (self->enabled);
  g_array_unref (self->marked);

  G_OBJECT_CLASS (trp_hand_view_parent_class)->finalize (object);
}

static void
trp_hand_view_class_init (TrpHandViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = trp_hand_view_dispose;
  object_class->finalize = trp_hand_view_finalize;

  widget_class->measure = trp_hand_view_measure;
  widget_class->size_allocate = trp_hand_view_size_allocate;
  widget_class->snapshot = trp_hand_view_snapshot;
  widget_class->direction_changed = trp_hand_view_direction_changed;
  widget_class->focus = trp_hand_view_focus;
  widget_class->root = trp_hand_view_root;
  widget_class->unroot = trp_hand_view_unroot;
  widget_class->grab_focus = trp_hand_view_grab_focus;

  /**
   * TrpHandView::card-activated:
   * @index: the card to play now (double click or Enter)
   */
  signals[CARD_ACTIVATED] =
    g_signal_new ("card-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  /**
   * TrpHandView::selection-activated:
   *
   * Enter was pressed while cards are selected: act on the selection.
   */
  signals[SELECTION_ACTIVATED] =
    g_signal_new ("selection-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  signals[SELECTION_CHANGED] =
    g_signal_new ("selection-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "hand");
  /* A list box of options: each card has its name and selected state. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LIST_BOX);
}

static void
trp_hand_view_init (TrpHandView *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *key = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();
  GtkDragSource *drag = gtk_drag_source_new ();

  self->views = g_ptr_array_new ();
  self->selected = g_array_new (FALSE, TRUE, sizeof (gboolean));
  self->enabled = g_array_new (FALSE, TRUE, sizeof (gboolean));
  self->marked = g_array_new (FALSE, TRUE, sizeof (gboolean));
  self->selection_mode = GTK_SELECTION_MULTIPLE;
  self->card_width = 80;
  trp_card_style_init (&self->style);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_MULTI_SELECTABLE, TRUE,
                                  -1);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_VISIBLE);

  g_signal_connect (click, "pressed", G_CALLBACK (click_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (key, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);
  g_signal_connect (focus, "enter", G_CALLBACK (focus_changed_cb), self);
  g_signal_connect (focus, "leave", G_CALLBACK (focus_changed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);

  gtk_drag_source_set_actions (drag, GDK_ACTION_MOVE);
  g_signal_connect (drag, "prepare", G_CALLBACK (drag_prepare_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
}

GtkWidget *
trp_hand_view_new (void)
{
  return g_object_new (TRP_TYPE_HAND_VIEW, NULL);
}

static gboolean
holds_cards (TrpHandView   *self,
             const TrpCard *cards,
             guint          n_cards)
{
  if (self->views->len != n_cards)
    return FALSE;
  for (guint i = 0; i < n_cards; i++)
    if (trp_hand_view_get_card (self, i) != cards[i])
      return FALSE;
  return TRUE;
}

/**
 * trp_hand_view_set_cards:
 *
 * Shows @cards in the given order; the selection is cleared.
 */
void
trp_hand_view_set_cards (TrpHandView   *self,
                         const TrpCard *cards,
                         guint          n_cards)
{
  gboolean yes = TRUE, no = FALSE;
  gboolean had_focus;

  g_return_if_fail (TRP_IS_HAND_VIEW (self));
  g_return_if_fail (cards != NULL || n_cards == 0);

  /* The same cards again (the table refreshes after a resize or another
   * seat's move): what the person selected and where the cursor is stay. */
  if (holds_cards (self, cards, n_cards))
    return;

  /* New cards must not drop the keyboard focus a card held. */
  had_focus = focus_is_inside (self);
  if (had_focus)
    GTK_WIDGET_CLASS (trp_hand_view_parent_class)->grab_focus (GTK_WIDGET (self));
  clear_views (self);
  for (guint i = 0; i < n_cards; i++)
    {
      GtkWidget *view = g_object_new (TRP_TYPE_CARD_VIEW,
                                      "card", (guint) cards[i],
                                      "accessible-role", GTK_ACCESSIBLE_ROLE_LIST_ITEM,
                                      NULL);

      gtk_widget_set_focusable (view, !self->face_down);
      gtk_accessible_update_state (GTK_ACCESSIBLE (view),
                                   GTK_ACCESSIBLE_STATE_SELECTED, FALSE,
                                   -1);

      trp_card_view_set_style (TRP_CARD_VIEW (view), &self->style);
      trp_card_view_set_card_width (TRP_CARD_VIEW (view), self->card_width);
      trp_card_view_set_face_down (TRP_CARD_VIEW (view), self->face_down);
      gtk_widget_set_parent (view, GTK_WIDGET (self));
      g_ptr_array_add (self->views, view);
      g_array_append_val (self->selected, no);
      g_array_append_val (self->enabled, yes);
      g_array_append_val (self->marked, no);
    }

  self->cursor = MIN (self->cursor, n_cards > 0 ? n_cards - 1 : 0);
  if (had_focus)
    focus_cursor_card (self);
  update_all_states (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

guint
trp_hand_view_get_n_cards (TrpHandView *self)
{
  g_return_val_if_fail (TRP_IS_HAND_VIEW (self), 0);

  return self->views->len;
}

TrpCard
trp_hand_view_get_card (TrpHandView *self,
                        guint        index)
{
  g_return_val_if_fail (TRP_IS_HAND_VIEW (self), TRP_CARD_NONE);
  g_return_val_if_fail (index < self->views->len, TRP_CARD_NONE);

  return trp_card_view_get_card (g_ptr_array_index (self->views, index));
}

/**
 * trp_hand_view_get_card_widget:
 *
 * The card's own widget, so that the table can fly a card from where it
 * lies in the hand.
 *
 * Returns: (transfer none): the card view at @index
 */
GtkWidget *
trp_hand_view_get_card_widget (TrpHandView *self,
                               guint        index)
{
  g_return_val_if_fail (TRP_IS_HAND_VIEW (self), NULL);
  g_return_val_if_fail (index < self->views->len, NULL);

  return g_ptr_array_index (self->views, index);
}

void
trp_hand_view_set_face_down (TrpHandView *self,
                             gboolean     face_down)
{
  g_return_if_fail (TRP_IS_HAND_VIEW (self));

  self->face_down = !!face_down;
  for (guint i = 0; i < self->views->len; i++)
    {
      trp_card_view_set_face_down (g_ptr_array_index (self->views, i), self->face_down);
      gtk_widget_set_focusable (g_ptr_array_index (self->views, i), !self->face_down);
    }
  gtk_widget_set_focusable (GTK_WIDGET (self), !self->face_down);
  /* Backs close up further (measure). */
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/**
 * trp_hand_view_set_backs:
 * @n_cards: how many cards the hand holds
 *
 * Shows the backs of @n_cards cards, face down (at most 40 drawn):
 * nothing of a hidden hand reaches the screen, not even its order.
 */
void
trp_hand_view_set_backs (TrpHandView *self,
                         guint        n_cards)
{
  g_autofree TrpCard *backs = g_new0 (TrpCard, MAX (n_cards, 1));

  g_return_if_fail (TRP_IS_HAND_VIEW (self));

  trp_hand_view_set_face_down (self, TRUE);
  trp_hand_view_set_cards (self, backs, MIN (n_cards, 40));
}

void
trp_hand_view_set_style (TrpHandView        *self,
                         const TrpCardStyle *style)
{
  g_return_if_fail (TRP_IS_HAND_VIEW (self));
  g_return_if_fail (style != NULL);

  self->style = *style;
  for (guint i = 0; i < self->views->len; i++)
    trp_card_view_set_style (g_ptr_array_index (self->views, i), style);
}

int
trp_hand_view_get_card_width (TrpHandView *self)
{
  g_return_val_if_fail (TRP_IS_HAND_VIEW (self), 0);

  return self->card_width;
}

void
trp_hand_view_set_card_width (TrpHandView *self,
                              int          width)
{
  g_return_if_fail (TRP_IS_HAND_VIEW (self));

  if (self->card_width == width)
    return;

  self->card_width = width;
  for (guint i = 0; i < self->views->len; i++)
    trp_card_view_set_card_width (g_ptr_array_index (self->views, i), width);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
trp_hand_view_set_selection_mode (TrpHandView      *self,
                                  GtkSelectionMode  mode)
{
  g_return_if_fail (TRP_IS_HAND_VIEW (self));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_MULTI_SELECTABLE, mode == GTK_SELECTION_MULTIPLE,
                                  -1);
  /* Set again by every refresh of the table: only a change of mode drops
   * what the person selected. */
  if (self->selection_mode == mode)
    return;
  self->selection_mode = mode;
  trp_hand_view_clear_selection (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

gboolean
trp_hand_view_is_selected (TrpHandView *self,
                           guint        index)
{
  g_return_val_if_fail (TRP_IS_HAND_VIEW (self), FALSE);
  g_return_val_if_fail (index < self->views->len, FALSE);

  return g_array_index (self->selected, gboolean, index);
}

void
trp_hand_view_set_selected (TrpHandView *self,
                            guint        index,
                            gboolean     selected)
{
  g_return_if_fail (TRP_IS_HAND_VIEW (self));
  g_return_if_fail (index < self->views->len);

  if (self->selection_mode == GTK_SELECTION_NONE)
    return;

  /* One card at a time where the game plays one card (trick games). */
  if (selected && self->selection_mode != GTK_SELECTION_MULTIPLE)
    for (guint i = 0; i < self->selected->len; i++)
      g_array_index (self->selected, gboolean, i) = FALSE;

  g_array_index (self->selected, gboolean, index) = !!selected;
  update_all_states (self);
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

/**
 * trp_hand_view_get_cards:
 *
 * Returns: (transfer full) (element-type TrpCard): the cards shown, in
 *   hand order
 */
GArray *
trp_hand_view_get_cards (TrpHandView *self)
{
  GArray *cards = g_array_new (FALSE, FALSE, sizeof (TrpCard));

  g_return_val_if_fail (TRP_IS_HAND_VIEW (self), cards);

  for (guint i = 0; i < self->views->len; i++)
    {
      TrpCard card = trp_hand_view_get_card (self, i);

      g_array_append_val (cards, card);
    }

  return cards;
}

/**
 * trp_hand_view_get_selected_cards:
 *
 * Returns: (transfer full) (element-type TrpCard): the selected cards, in
 *   hand order
 */
GArray *
trp_hand_view_get_selected_cards (TrpHandView *self)
{
  GArray *cards = g_array_new (FALSE, FALSE, sizeof (TrpCard));

  g_return_val_if_fail (TRP_IS_HAND_VIEW (self), cards);

  for (guint i = 0; i < self->views->len; i++)
    if (g_array_index (self->selected, gboolean, i))
      {
        TrpCard card = trp_hand_view_get_card (self, i);

        g_array_append_val (cards, card);
      }

  return cards;
}

void
trp_hand_view_clear_selection (TrpHandView *self)
{
  g_return_if_fail (TRP_IS_HAND_VIEW (self));

  for (guint i = 0; i < self->selected->len; i++)
    g_array_index (self->selected, gboolean, i) = FALSE;
  update_all_states (self);
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

/**
 * trp_hand_view_select_cards:
 * @cards: (array length=n_cards): cards of the hand, a card of two decks
 *   as many times as it is wanted
 *
 * Selects @cards besides those already selected, and puts the cursor on
 * the first of them.
 */
void
trp_hand_view_select_cards (TrpHandView   *self,
                            const TrpCard *cards,
                            guint          n_cards)
{
  gboolean first = TRUE;

  g_return_if_fail (TRP_IS_HAND_VIEW (self));

  for (guint i = 0; i < n_cards; i++)
    for (guint k = 0; k < trp_hand_view_get_n_cards (self); k++)
      if (trp_hand_view_get_card (self, k) == cards[i] && !trp_hand_view_is_selected (self, k))
        {
          trp_hand_view_set_selected (self, k, TRUE);
          if (first)
            trp_hand_view_set_cursor (self, k);
          first = FALSE;
          break;
        }
}

/**
 * trp_hand_view_set_enabled:
 *
 * Dims a card the rules do not let the player use now.
 */
void
trp_hand_view_set_enabled (TrpHandView *self,
                           guint        index,
                           gboolean     enabled)
{
  g_return_if_fail (TRP_IS_HAND_VIEW (self));
  g_return_if_fail (index < self->views->len);

  g_array_index (self->enabled, gboolean, index) = !!enabled;
  if (!enabled)
    g_array_index (self->selected, gboolean, index) = FALSE;
  update_view_state (self, index);
}

/* Whether the person may choose the card at @index now. */
gboolean
trp_hand_view_is_enabled (TrpHandView *self,
                          guint        index)
{
  g_return_val_if_fail (TRP_IS_HAND_VIEW (self), FALSE);
  g_return_val_if_fail (index < self->views->len, FALSE);

  return g_array_index (self->enabled, gboolean, index);
}

guint
trp_hand_view_get_cursor (TrpHandView *self)
{
  g_return_val_if_fail (TRP_IS_HAND_VIEW (self), 0);

  return self->cursor;
}

void
trp_hand_view_set_cursor (TrpHandView *self,
                          guint        index)
{
  g_return_if_fail (TRP_IS_HAND_VIEW (self));

  self->cursor = MIN (index, self->views->len > 0 ? self->views->len - 1 : 0);
  update_all_states (self);
}

/**
 * trp_hand_view_set_marked:
 *
 * Outlines a card for what it is rather than what it may do: Da Bai Fen's
 * leader sees which cards came from the kitty.
 */
void
trp_hand_view_set_marked (TrpHandView *self,
                          guint        index,
                          gboolean     marked)
{
  g_return_if_fail (TRP_IS_HAND_VIEW (self));
  g_return_if_fail (index < self->views->len);

  g_array_index (self->marked, gboolean, index) = !!marked;
  update_view_state (self, index);
}

/**
 * trp_hand_view_mark_cards:
 * @cards: (nullable): the cards to mark, as in trp_observation_cards()
 *
 * Marks the cards of the hand that are among @cards (the kitty's, D-27)
 * and no other.
 */
void
trp_hand_view_mark_cards (TrpHandView  *self,
                          const GArray *cards)
{
  g_return_if_fail (TRP_IS_HAND_VIEW (self));

  for (guint i = 0; i < self->views->len; i++)
    trp_hand_view_set_marked (self, i, cards != NULL &&
                              trp_cards_contain ((GArray *) cards, trp_hand_view_get_card (self, i)));
}

gboolean
trp_hand_view_is_marked (TrpHandView *self,
                         guint        index)
{
  g_return_val_if_fail (TRP_IS_HAND_VIEW (self), FALSE);
  g_return_val_if_fail (index < self->views->len, FALSE);

  return g_array_index (self->marked, gboolean, index);
}
