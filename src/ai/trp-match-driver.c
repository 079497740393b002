/* trp-match-driver.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "trp-match-driver.h"

struct _TrpMatchDriver
{
  GObject       parent_instance;

  TrpMatch     *match;
  GCancellable *cancellable;
  guint         delay_ms;
  gint64        budget_us;
  guint         timeout_id;
  gboolean      busy;

  /* While held, the driver thinks but plays nothing and says nothing:
   * what would have happened waits for the last release. */
  guint         hold_count;
  guint         resume_id;
  gboolean      schedule_wanted;
  gboolean      choose_wanted;
  TrpAction    *chosen;
  /* The seat that moved last: its next move in the same turn needs no
   * pause, only the time the table takes to show the last one. */
  int           last_seat;
  /* A computer's first move of a turn is played no sooner than this:
   * it thinks during the pause rather than after it. */
  gint64        not_before;
  /* A worker is choosing a move, or its move waits to be played. */
  gboolean      choosing;
  /* A person's seat that a computer plays meanwhile, at this level (a
   * hosted table's guest who dropped out); NULL where the person plays. */
  char         *stand_in[TRP_MATCH_DRIVER_MAX_SEATS];
  /* A lesson's script, which gives the computers' moves instead of the
   * players (trp_match_driver_set_script()). */
  TrpMatchDriverScript script;
  gpointer      script_data;
  GDestroyNotify script_destroy;
};

G_DEFINE_FINAL_TYPE (TrpMatchDriver, trp_match_driver, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_BUSY,
  N_PROPS
};

enum {
  HUMAN_TURN,
  COMPUTER_PLAYED,
  ROUND_OVER,
  FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

typedef struct
{
  TrpGame    *game;
  TrpAiLevel  level;
  guint64     seed;
  gint64      budget_us;
} ChooseData;

static void
choose_data_free (gpointer data)
{
  ChooseData *choose = data;

  g_clear_object (&choose->game);
  g_free (choose);
}

static void
set_busy (TrpMatchDriver *self,
          gboolean        busy)
{
  if (self->busy == busy)
    return;

  self->busy = busy;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

static void
choose_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  ChooseData *choose = task_data;
  TrpAction *action = trp_ai_choose (choose->game, choose->level, choose->seed,
                                     choose->budget_us, cancellable);

  if (action == NULL)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED, "No legal move");
  else
    g_task_return_pointer (task, action, (GDestroyNotify) trp_action_free);
}

/* The seed of a computer's choice follows from the match's position, so a
 * replayed or resumed match sees the same choices. */
static guint64
choice_seed (TrpMatch *match)
{
  guint n_rounds = trp_match_get_n_rounds (match);
  guint n_actions = n_rounds > 0 ? trp_match_get_round_n_actions (match, n_rounds - 1) : 0;

  return ((guint64) n_rounds << 32) ^ (guint64) n_actions ^ G_GUINT64_CONSTANT (0x5eed);
}

static void schedule (TrpMatchDriver *self);

/* Whether a computer plays @seat: a computer's seat, or a person's with a
 * stand-in. */
static gboolean
computer_plays (TrpMatchDriver *self,
                int             seat)
{
  return trp_match_get_player (self->match, seat)->kind != TRP_PLAYER_HUMAN ||
         (seat < TRP_MATCH_DRIVER_MAX_SEATS && self->stand_in[seat] != NULL);
}

/* Takes @action. */
static void
play_chosen (TrpMatchDriver *self,
             TrpAction      *action)
{
  g_autoptr(TrpAction) owned = action;
  g_autoptr(GError) error = NULL;

  self->choosing = FALSE;
  set_busy (self, FALSE);

  if (!trp_match_perform (self->match, owned, &error))
    g_signal_emit (self, signals[FAILED], 0, error);
  else
    {
      self->last_seat = owned->seat;
      g_signal_emit (self, signals[COMPUTER_PLAYED], 0, owned);
      schedule (self);
    }
}

static gboolean
pause_over_cb (gpointer user_data)
{
  TrpMatchDriver *self = user_data;

  self->timeout_id = 0;
  /* Held meanwhile: the release plays it. Still thinking: the seat now
   * shows it. */
  if (self->hold_count == 0 && self->chosen != NULL)
    play_chosen (self, g_steal_pointer (&self->chosen));
  else if (self->choosing && self->chosen == NULL)
    set_busy (self, TRUE);
  return G_SOURCE_REMOVE;
}

static void
chosen_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  TrpMatchDriver *self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TrpAction) action = g_task_propagate_pointer (G_TASK (result), &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_object_unref (self);
      return;
    }

  if (action == NULL)
    {
      self->choosing = FALSE;
      g_clear_handle_id (&self->timeout_id, g_source_remove);
      set_busy (self, FALSE);
      g_signal_emit (self, signals[FAILED], 0, error);
    }
  else if (self->hold_count > 0)
    /* The table is still showing the last move; this one waits, and the
     * seat goes on looking busy, which keeps people's moves out. */
    self->chosen = g_steal_pointer (&action);
  else if (self->timeout_id != 0)
    /* Chosen within the pause: played when the pause is over. */
    self->chosen = g_steal_pointer (&action);
  else
    play_chosen (self, g_steal_pointer (&action));

  g_object_unref (self);
}

/* A scripted move is played as a chosen one, after the same pause; with
 * none yet, the driver waits for trp_match_driver_advance(). */
static void
start_scripted (TrpMatchDriver *self,
                int             seat)
{
  TrpAction *action = self->script (self, trp_match_get_game (self->match), seat, self->script_data);

  if (action == NULL)
    return;
  self->choosing = TRUE;
  self->chosen = action;
  /* Each scripted move after the whole pause, a seat's second move of a
   * turn too: the lesson tells each in a sentence to read. */
  self->timeout_id = g_timeout_add (self->delay_ms, pause_over_cb, self);
}

static void
start_choosing (TrpMatchDriver *self)
{
  TrpGame *game = trp_match_get_game (self->match);
  int seat = trp_game_get_current_seat (game);
  const TrpPlayer *player = trp_match_get_player (self->match, seat);
  g_autoptr(GTask) task = NULL;
  ChooseData *choose;

  if (self->script != NULL)
    {
      start_scripted (self, seat);
      return;
    }

  choose = g_new0 (ChooseData, 1);
  /* The worker thinks on its own copy; the table keeps the real game. */
  choose->game = trp_game_clone (game);
  choose->level = TRP_AI_LEVEL_NORMAL;
  if (player->kind == TRP_PLAYER_HUMAN && seat < TRP_MATCH_DRIVER_MAX_SEATS)
    trp_ai_level_from_string (self->stand_in[seat], &choose->level);
  else
    trp_ai_level_from_string (player->level, &choose->level);
  choose->seed = choice_seed (self->match);
  choose->budget_us = self->budget_us;

  /* The seat thinks through the pause before its turn, but looks busy
   * (and keeps people's moves out) only once the pause is over. */
  self->choosing = TRUE;
  if (g_get_monotonic_time () < self->not_before)
    self->timeout_id = g_timeout_add ((guint) ((self->not_before - g_get_monotonic_time ()) / 1000) + 1,
                                      pause_over_cb, self);
  else
    set_busy (self, TRUE);
  task = g_task_new (NULL, self->cancellable, chosen_cb, g_object_ref (self));
  g_task_set_source_tag (task, start_choosing);
  g_task_set_task_data (task, choose, choose_data_free);
  g_task_run_in_thread (task, choose_thread);
}

static void
schedule (TrpMatchDriver *self)
{
  TrpGame *game;
  int seat;

  if (self->busy || self->timeout_id != 0 || self->choose_wanted || self->choosing)
    return;

  if (self->hold_count > 0)
    {
      game = trp_match_get_game (self->match);
      seat = trp_match_get_round_in_progress (self->match) ? trp_game_get_current_seat (game) : -1;

      /* A computer going on with its turn thinks while the table shows
       * its last move; what it chooses waits for the release. */
      if (seat >= 0 && seat == self->last_seat && computer_plays (self, seat))
        {
          start_choosing (self);
          return;
        }
      self->schedule_wanted = TRUE;
      return;
    }

  if (!trp_match_get_round_in_progress (self->match))
    {
      g_signal_emit (self, signals[ROUND_OVER], 0);
      return;
    }

  game = trp_match_get_game (self->match);
  seat = trp_game_get_current_seat (game);
  if (seat < 0)
    return;

  if (!computer_plays (self, seat))
    {
      g_signal_emit (self, signals[HUMAN_TURN], 0, seat);
      return;
    }

  /* A pause lets a person follow the computers' moves; under a table
   * that holds the driver while it shows a move, the pause starts once
   * the move has been shown. A seat that goes on with its own turn
   * (Biriba's draw, melds and discard) moves on as soon as its last move
   * is shown: the whole turn stays short. */
  self->not_before = self->delay_ms > 0 && seat != self->last_seat
                     ? g_get_monotonic_time () + (gint64) self->delay_ms * 1000 : 0;
  start_choosing (self);
}

static void
trp_match_driver_dispose (GObject *object)
{
  TrpMatchDriver *self = (TrpMatchDriver *)object;

  g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  g_clear_handle_id (&self->resume_id, g_source_remove);
  g_clear_pointer (&self->chosen, trp_action_free);
  trp_match_driver_set_script (self, NULL, NULL, NULL);
  g_clear_object (&self->match);

  G_OBJECT_CLASS (trp_match_driver_parent_class)->dispose (object);
}

static void
trp_match_driver_finalize (GObject *object)
{
  TrpMatchDriver *self = (TrpMatchDriver *)object;

  g_clear_object (&self->cancellable);
  for (guint i = 0; i < TRP_MATCH_DRIVER_MAX_SEATS; i++)
    g_free (self->stand_in[i]);

  G_OBJECT_CLASS (trp_match_driver_parent_class)->finalize (object);
}

static void
trp_match_driver_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TrpMatchDriver *self = TRP_MATCH_DRIVER (object);

  switch (prop_id)
    {
    case PROP_BUSY:
      g_value_set_boolean (value, self->busy);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
trp_match_driver_class_init (TrpMatchDriverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = trp_match_driver_dispose;
  object_class->finalize = trp_match_driver_finalize;
  object_class->get_property = trp_match_driver_get_property;

  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TrpMatchDriver::human-turn:
   * @seat: the human seat to move
   */
  signals[HUMAN_TURN] =
    g_signal_new ("human-turn", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  /**
   * TrpMatchDriver::computer-played:
   * @action: the move a computer player made
   */
  signals[COMPUTER_PLAYED] =
    g_signal_new ("computer-played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, TRP_TYPE_ACTION);

  signals[ROUND_OVER] =
    g_signal_new ("round-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * TrpMatchDriver::failed:
   * @error: why a computer player could not move; an engine bug
   */
  signals[FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
trp_match_driver_init (TrpMatchDriver *self)
{
  self->cancellable = g_cancellable_new ();
  self->budget_us = TRP_SEARCH_DEFAULT_BUDGET_US;
  self->last_seat = -1;
}

TrpMatchDriver *
trp_match_driver_new (TrpMatch *match)
{
  TrpMatchDriver *self;

  g_return_val_if_fail (TRP_IS_MATCH (match), NULL);

  self = g_object_new (TRP_TYPE_MATCH_DRIVER, NULL);
  self->match = g_object_ref (match);
  return self;
}

/**
 * trp_match_driver_get_match:
 *
 * Returns: (transfer none): the match
 */
TrpMatch *
trp_match_driver_get_match (TrpMatchDriver *self)
{
  g_return_val_if_fail (TRP_IS_MATCH_DRIVER (self), NULL);

  return self->match;
}

gboolean
trp_match_driver_get_busy (TrpMatchDriver *self)
{
  g_return_val_if_fail (TRP_IS_MATCH_DRIVER (self), FALSE);

  return self->busy;
}

void
trp_match_driver_set_delay (TrpMatchDriver *self,
                            guint           delay_ms)
{
  g_return_if_fail (TRP_IS_MATCH_DRIVER (self));

  self->delay_ms = delay_ms;
}

/**
 * trp_match_driver_set_budget:
 * @budget_us: the thinking time of the searching players (Hard) and of
 *   the hints, from the next search on
 */
void
trp_match_driver_set_budget (TrpMatchDriver *self,
                             gint64          budget_us)
{
  g_return_if_fail (TRP_IS_MATCH_DRIVER (self));

  self->budget_us = budget_us;
}

gint64
trp_match_driver_get_budget (TrpMatchDriver *self)
{
  g_return_val_if_fail (TRP_IS_MATCH_DRIVER (self), 0);

  return self->budget_us;
}

/**
 * trp_match_driver_set_stand_in:
 * @level: (nullable): the computer level that plays @seat, a person's,
 *   from now on; %NULL gives the seat back to its person
 *
 * A hosted table lets a computer play the seat of a guest who dropped
 * out, and gives it back when the guest returns. The seat's player in
 * the match (and so the save file) stays the person. Call
 * trp_match_driver_advance() afterwards for the change to take effect
 * when it is that seat's turn.
 */
void
trp_match_driver_set_stand_in (TrpMatchDriver *self,
                               guint           seat,
                               const char     *level)
{
  g_return_if_fail (TRP_IS_MATCH_DRIVER (self));
  g_return_if_fail (seat < TRP_MATCH_DRIVER_MAX_SEATS);

  g_free (self->stand_in[seat]);
  self->stand_in[seat] = g_strdup (level);
}

/**
 * trp_match_driver_get_stand_in:
 *
 * Returns: (nullable): the level of the computer standing in for @seat
 */
const char *
trp_match_driver_get_stand_in (TrpMatchDriver *self,
                               guint           seat)
{
  g_return_val_if_fail (TRP_IS_MATCH_DRIVER (self), NULL);
  g_return_val_if_fail (seat < TRP_MATCH_DRIVER_MAX_SEATS, NULL);

  return self->stand_in[seat];
}

/**
 * trp_match_driver_get_choice_seed:
 *
 * Returns: the seed a computer player's choice gets in the match's
 *   present position; a hosted table's hints use it, so that a guest
 *   who follows them plays as the same computer would at this table
 */
guint64
trp_match_driver_get_choice_seed (TrpMatchDriver *self)
{
  g_return_val_if_fail (TRP_IS_MATCH_DRIVER (self), 0);

  return choice_seed (self->match);
}

/**
 * trp_match_driver_advance:
 *
 * Lets the computer seats move until a person must, or the round ends.
 */
void
trp_match_driver_advance (TrpMatchDriver *self)
{
  g_return_if_fail (TRP_IS_MATCH_DRIVER (self));

  schedule (self);
}

/**
 * trp_match_driver_play:
 *
 * Plays a person's move; the rules check it first.
 */
gboolean
trp_match_driver_play (TrpMatchDriver   *self,
                       const TrpAction  *action,
                       GError          **error)
{
  g_return_val_if_fail (TRP_IS_MATCH_DRIVER (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (self->busy)
    {
      g_set_error_literal (error, TRP_RULE_ERROR, TRP_RULE_ERROR_NOT_YOUR_TURN,
                           "A computer player is thinking");
      return FALSE;
    }

  if (!trp_match_perform (self->match, action, error))
    return FALSE;
  self->last_seat = action->seat;

  schedule (self);
  return TRUE;
}

static gboolean
resume_cb (gpointer user_data)
{
  TrpMatchDriver *self = user_data;

  self->resume_id = 0;
  if (self->hold_count > 0)
    return G_SOURCE_REMOVE;

  if (self->chosen != NULL && self->timeout_id == 0)
    play_chosen (self, g_steal_pointer (&self->chosen));
  else if (self->chosen != NULL)
    ;  /* the pause's end plays it */
  else if (self->choose_wanted)
    {
      self->choose_wanted = FALSE;
      start_choosing (self);
    }
  else if (self->schedule_wanted)
    {
      self->schedule_wanted = FALSE;
      schedule (self);
    }

  return G_SOURCE_REMOVE;
}

/**
 * trp_match_driver_hold:
 *
 * Keeps the computer seats from playing, and the driver from signalling,
 * until a matching trp_match_driver_release(); a table holds the driver
 * while it still shows the last move. Holds nest. A computer may go on
 * thinking, but its move waits.
 */
void
trp_match_driver_hold (TrpMatchDriver *self)
{
  g_return_if_fail (TRP_IS_MATCH_DRIVER (self));

  self->hold_count++;
}

/**
 * trp_match_driver_release:
 *
 * Ends a trp_match_driver_hold(). After the last one, what waited goes
 * on from the main loop, never from within this call, so a caller may
 * release from any handler.
 */
void
trp_match_driver_release (TrpMatchDriver *self)
{
  g_return_if_fail (TRP_IS_MATCH_DRIVER (self));
  g_return_if_fail (self->hold_count > 0);

  self->hold_count--;
  /* At the default priority, not an idle one: a table that redraws every
   * frame (a computer's spinner, on a renderer slower than the frame
   * clock) keeps the main loop from ever being idle, and the match
   * would stall there. */
  if (self->hold_count == 0 && self->resume_id == 0 &&
      (self->chosen != NULL || self->choose_wanted || self->schedule_wanted))
    self->resume_id = g_idle_add_full (G_PRIORITY_DEFAULT, resume_cb, self, NULL);
}

/**
 * trp_match_driver_get_held:
 *
 * Returns: whether someone holds the driver
 */
gboolean
trp_match_driver_get_held (TrpMatchDriver *self)
{
  g_return_val_if_fail (TRP_IS_MATCH_DRIVER (self), FALSE);

  return self->hold_count > 0;
}

typedef struct
{
  TrpAction *action;
  char      *reason;
} Hint;

static void
hint_free (Hint *hint)
{
  g_clear_pointer (&hint->action, trp_action_free);
  g_free (hint->reason);
  g_free (hint);
}

typedef struct
{
  TrpGame *game;
  gint64   budget_us;
} HintTask;

static void
hint_task_free (HintTask *data)
{
  g_clear_object (&data->game);
  g_free (data);
}

static void
hint_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  HintTask *data = task_data;
  Hint *hint = g_new0 (Hint, 1);

  /* The Hard player's own search, for the thinking time the person gave
   * the Hard players; the reason is the rule-based player's when it
   * agrees, else what the search found against its move. */
  hint->action = trp_ai_hint_full (data->game, data->budget_us, 0, cancellable, &hint->reason);

  if (hint->action == NULL)
    {
      hint_free (hint);
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED, "No legal move");
      return;
    }

  g_task_return_pointer (task, hint, (GDestroyNotify) hint_free);
}

/**
 * trp_match_driver_hint_async:
 *
 * Asks the search what it would play for the person to move; it sees
 * only that seat's cards, like any computer player.
 */
void
trp_match_driver_hint_async (TrpMatchDriver      *self,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  HintTask *data;

  g_return_if_fail (TRP_IS_MATCH_DRIVER (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, trp_match_driver_hint_async);
  data = g_new0 (HintTask, 1);
  data->game = trp_game_clone (trp_match_get_game (self->match));
  data->budget_us = self->budget_us;
  g_task_set_task_data (task, data, (GDestroyNotify) hint_task_free);
  g_task_run_in_thread (task, hint_thread);
}

/**
 * trp_match_driver_hint_finish:
 * @reason: (out) (optional) (nullable): why: the rule-based player's
 *   reason, or what the search found against that player's move
 *
 * Returns: (transfer full) (nullable): the suggested move
 */
TrpAction *
trp_match_driver_hint_finish (TrpMatchDriver  *self,
                              GAsyncResult    *result,
                              char           **reason,
                              GError         **error)
{
  Hint *hint;
  TrpAction *action;

  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  hint = g_task_propagate_pointer (G_TASK (result), error);
  if (hint == NULL)
    return NULL;

  action = g_steal_pointer (&hint->action);
  if (reason != NULL)
    *reason = g_steal_pointer (&hint->reason);
  hint_free (hint);
  return action;
}

/**
 * trp_match_driver_hint_move_finish:
 * @staged: (nullable) (element-type GArray): the melds the table has
 *   staged (Biriba), each a #GArray of #TrpCard
 * @reason: (out) (optional) (nullable): why, when the rule-based player
 *   can say
 * @action_out: (out) (optional) (transfer full): the whole hinted action
 *
 * The hint as the one move the person makes next, its cards bound
 * (trp_game_move_for_action()): one card, one meld, one target meld; a
 * go-down of several melds is its first meld not in @staged.
 *
 * Returns: (transfer full) (nullable): the move, or %NULL when the search
 *   gave none or the game moved on meanwhile
 */
TrpMove *
trp_match_driver_hint_move_finish (TrpMatchDriver  *self,
                                   GAsyncResult    *result,
                                   GPtrArray       *staged,
                                   char           **reason,
                                   TrpAction      **action_out,
                                   GError         **error)
{
  g_autoptr(TrpAction) action = trp_match_driver_hint_finish (self, result, reason, error);
  TrpMove *move;

  if (action_out != NULL)
    *action_out = NULL;
  if (action == NULL)
    return NULL;
  move = trp_game_move_for_action (trp_match_get_game (self->match), staged, action);
  if (action_out != NULL)
    *action_out = g_steal_pointer (&action);
  return move;
}

/**
 * trp_match_driver_set_script:
 * @script: (nullable): gives each computer's move, or %NULL when the
 *   computer players choose again
 *
 * A lesson's computers make the moves its script shows, after the
 * usual pause. Where @script returns %NULL the seat waits until the next
 * trp_match_driver_advance().
 */
void
trp_match_driver_set_script (TrpMatchDriver       *self,
                             TrpMatchDriverScript  script,
                             gpointer              user_data,
                             GDestroyNotify        destroy)
{
  g_return_if_fail (TRP_IS_MATCH_DRIVER (self));

  if (self->script_destroy != NULL)
    self->script_destroy (self->script_data);
  self->script = script;
  self->script_data = user_data;
  self->script_destroy = destroy;
}
