/* trp-net-protocol.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/random.h>

#include <glib/gi18n.h>

#include "trp-json-input.h"
#include "trp-json-reader.h"
#include "trp-net-protocol.h"

G_DEFINE_QUARK (trp-net-error-quark, trp_net_error)

/* The refusals' names on the wire, by TrpNetError. */
static const char * const reasons[TRP_NET_N_ERRORS] = {
  [TRP_NET_ERROR_NOT_JSON] = "not-json",
  [TRP_NET_ERROR_TOO_LARGE] = "too-large",
  [TRP_NET_ERROR_BAD_MESSAGE] = "bad-message",
  [TRP_NET_ERROR_VERSION] = "version",
  [TRP_NET_ERROR_WRONG_CODE] = "wrong-code",
  [TRP_NET_ERROR_NO_SUCH_SEAT] = "no-such-seat",
  [TRP_NET_ERROR_SEAT_TAKEN] = "seat-taken",
  [TRP_NET_ERROR_NOT_JOINED] = "not-joined",
  [TRP_NET_ERROR_ALREADY_JOINED] = "already-joined",
  [TRP_NET_ERROR_NOT_YOUR_SEAT] = "not-your-seat",
  [TRP_NET_ERROR_NOT_YOUR_TURN] = "not-your-turn",
  [TRP_NET_ERROR_ILLEGAL] = "illegal",
  [TRP_NET_ERROR_STALE] = "stale",
  [TRP_NET_ERROR_FLOOD] = "flood",
  [TRP_NET_ERROR_TABLE_FULL] = "table-full",
  [TRP_NET_ERROR_CLOSED] = "closed",
};

const char *
trp_net_error_to_reason (TrpNetError code)
{
  g_return_val_if_fail (code < TRP_NET_N_ERRORS, "bad-message");

  return reasons[code];
}

gboolean
trp_net_error_from_reason (const char  *reason,
                           TrpNetError *out_code)
{
  for (guint i = 0; i < TRP_NET_N_ERRORS; i++)
    if (g_strcmp0 (reason, reasons[i]) == 0)
      {
        *out_code = i;
        return TRUE;
      }

  return FALSE;
}

void
trp_net_request_free (TrpNetRequest *request)
{
  if (request == NULL)
    return;

  g_free (request->code);
  g_free (request->seat_name);
  g_clear_pointer (&request->action, trp_action_free);
  g_free (request->level);
  g_clear_pointer (&request->staged, g_ptr_array_unref);
  g_free (request);
}

/* @object's member @name, which must be there at most once. */
static TrpJsonRef
single_member (TrpJsonReader  *reader,
               TrpJsonRef      object,
               const char     *name,
               GError        **error)
{
  if (trp_json_reader_count_members (reader, object, name) > 1)
    {
      g_set_error (error, TRP_NET_ERROR, TRP_NET_ERROR_BAD_MESSAGE,
                   _("The message has “%s” more than once"), name);
      return -2;
    }

  return trp_json_reader_member (reader, object, name);
}

/* A string member of at most @max_length bytes of UTF-8, or NULL. */
static char *
dup_string_member (TrpJsonReader  *reader,
                   TrpJsonRef      object,
                   const char     *name,
                   gsize           max_length,
                   GError        **error)
{
  TrpJsonRef ref = single_member (reader, object, name, error);
  g_autofree char *text = NULL;

  if (ref == -2)
    return NULL;
  if (ref >= 0 && trp_json_reader_is (reader, ref, TRP_JSON_STRING))
    text = trp_json_reader_dup_string (reader, ref);
  if (text == NULL || strlen (text) > max_length || !g_utf8_validate (text, -1, NULL))
    {
      g_set_error (error, TRP_NET_ERROR, TRP_NET_ERROR_BAD_MESSAGE,
                   _("The message needs “%s”, a short text"), name);
      return NULL;
    }

  return g_steal_pointer (&text);
}

static gboolean
read_seq (TrpJsonReader  *reader,
          TrpJsonRef      object,
          TrpNetRequest  *request,
          GError        **error)
{
  TrpJsonRef ref = single_member (reader, object, "seq", error);

  request->seq = -1;
  if (ref == -2)
    return FALSE;
  if (ref < 0)
    return TRUE;
  if (!trp_json_reader_is (reader, ref, TRP_JSON_INT) || trp_json_reader_get_int (reader, ref) < 0)
    {
      g_set_error_literal (error, TRP_NET_ERROR, TRP_NET_ERROR_BAD_MESSAGE,
                           _("“seq” must be a whole number"));
      return FALSE;
    }

  request->seq = trp_json_reader_get_int (reader, ref);
  return TRUE;
}

static gboolean
read_join (TrpJsonReader  *reader,
           TrpJsonRef      root,
           TrpNetRequest  *request,
           GError        **error)
{
  TrpJsonRef protocol = single_member (reader, root, "protocol", error);
  TrpJsonRef version;

  if (protocol == -2)
    return FALSE;
  if (protocol < 0 || !trp_json_reader_string_equal (reader, protocol, TRP_NET_PROTOCOL))
    {
      g_set_error (error, TRP_NET_ERROR, TRP_NET_ERROR_BAD_MESSAGE,
                   _("This is a Trapoula table: “protocol” must be “%s”"), TRP_NET_PROTOCOL);
      return FALSE;
    }

  version = single_member (reader, root, "version", error);
  if (version == -2)
    return FALSE;
  if (version < 0 || !trp_json_reader_is (reader, version, TRP_JSON_INT) ||
      trp_json_reader_get_int (reader, version) != TRP_NET_PROTOCOL_VERSION)
    {
      g_set_error (error, TRP_NET_ERROR, TRP_NET_ERROR_VERSION,
                   _("This table speaks version %d of the protocol: update Trapoula on both computers"),
                   TRP_NET_PROTOCOL_VERSION);
      return FALSE;
    }

  request->code = dup_string_member (reader, root, "code", 64, error);
  if (request->code == NULL)
    return FALSE;
  /* As long as a save file allows a player's name. */
  request->seat_name = dup_string_member (reader, root, "seat", 200, error);
  return request->seat_name != NULL;
}

/* describe's "staged": an array of card arrays, bounded in count. */
static gboolean
read_staged (TrpJsonReader  *reader,
             TrpJsonRef      object,
             TrpNetRequest  *request,
             GError        **error)
{
  TrpJsonRef staged = single_member (reader, object, "staged", error);

  if (staged == -2)
    return FALSE;
  if (staged < 0 || !trp_json_reader_is (reader, staged, TRP_JSON_ARRAY) ||
      trp_json_reader_length (reader, staged) > TRP_NET_MAX_STAGED_GROUPS)
    {
      g_set_error (error, TRP_NET_ERROR, TRP_NET_ERROR_BAD_MESSAGE,
                   _("“staged” is a list of at most %d melds, each a list of cards"),
                   TRP_NET_MAX_STAGED_GROUPS);
      return FALSE;
    }

  request->staged = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  for (TrpJsonRef group = trp_json_reader_first (reader, staged);
       group >= 0;
       group = trp_json_reader_next (reader, group))
    {
      GArray *cards;

      if (!trp_json_reader_is (reader, group, TRP_JSON_ARRAY) ||
          trp_json_reader_length (reader, group) > TRP_NET_MAX_STAGED_CARDS)
        {
          g_set_error (error, TRP_NET_ERROR, TRP_NET_ERROR_BAD_MESSAGE,
                       _("“staged” is a list of at most %d melds, each a list of cards"),
                       TRP_NET_MAX_STAGED_GROUPS);
          return FALSE;
        }
      cards = g_array_new (FALSE, FALSE, sizeof (TrpCard));
      g_ptr_array_add (request->staged, cards);
      for (TrpJsonRef item = trp_json_reader_first (reader, group);
           item >= 0;
           item = trp_json_reader_next (reader, item))
        {
          g_autofree char *code = NULL;
          TrpCard card;

          if (trp_json_reader_is (reader, item, TRP_JSON_STRING))
            code = trp_json_reader_dup_string (reader, item);
          if (code == NULL || strlen (code) > 8 || !trp_card_from_code (code, &card, NULL))
            {
              g_set_error_literal (error, TRP_NET_ERROR, TRP_NET_ERROR_BAD_MESSAGE,
                                   _("A staged meld holds cards such as “7S”"));
              return FALSE;
            }
          g_array_append_val (cards, card);
        }
    }
  return TRUE;
}

/**
 * trp_net_request_parse:
 *
 * Reads one message of a guest, bounded as save files are (size, nesting,
 * one document), and checks its form.
 *
 * Returns: (transfer full) (nullable): the request, or %NULL with a
 *   %TRP_NET_ERROR
 */
TrpNetRequest *
trp_net_request_parse (const char  *data,
                       gsize        length,
                       GError     **error)
{
  g_autoptr(TrpNetRequest) request = g_new0 (TrpNetRequest, 1);
  g_autoptr(GError) local_error = NULL;
  g_autoptr(TrpJsonReader) reader = NULL;
  g_autofree char *rewritten = NULL;
  TrpJsonRef root, type;

  reader = trp_json_input_read (data, length, TRP_NET_MAX_GUEST_MESSAGE, &rewritten, &local_error);
  if (reader == NULL)
    {
      g_set_error (error, TRP_NET_ERROR,
                   g_error_matches (local_error, TRP_JSON_INPUT_ERROR, TRP_JSON_INPUT_ERROR_TOO_LARGE) ||
                   g_error_matches (local_error, TRP_JSON_INPUT_ERROR, TRP_JSON_INPUT_ERROR_TOO_DEEP)
                   ? TRP_NET_ERROR_TOO_LARGE : TRP_NET_ERROR_NOT_JSON,
                   _("The message is not JSON that a table reads: %s"), local_error->message);
      return NULL;
    }

  root = trp_json_reader_root (reader);
  if (!trp_json_reader_is (reader, root, TRP_JSON_OBJECT))
    {
      g_set_error_literal (error, TRP_NET_ERROR, TRP_NET_ERROR_BAD_MESSAGE,
                           _("A message is a JSON object"));
      return NULL;
    }

  type = single_member (reader, root, "type", error);
  if (type == -2)
    return NULL;
  if (trp_json_reader_string_equal (reader, type, "join"))
    {
      request->type = TRP_NET_REQUEST_JOIN;
      if (!read_join (reader, root, request, error))
        return NULL;
    }
  else if (trp_json_reader_string_equal (reader, type, "move"))
    {
      TrpActionTypeCache cache = { { NULL, }, 0 };
      TrpJsonRef action;

      request->type = TRP_NET_REQUEST_MOVE;
      if (!read_seq (reader, root, request, error))
        return NULL;
      action = single_member (reader, root, "action", error);
      if (action == -2)
        return NULL;
      if (action < 0)
        {
          g_set_error_literal (error, TRP_NET_ERROR, TRP_NET_ERROR_BAD_MESSAGE,
                               _("A move needs its “action”"));
          return NULL;
        }
      request->action = trp_action_read (reader, action, &cache, &local_error);
      if (request->action == NULL)
        {
          g_set_error (error, TRP_NET_ERROR, TRP_NET_ERROR_BAD_MESSAGE,
                       _("The move is not one a game knows: %s"), local_error->message);
          return NULL;
        }
    }
  else if (trp_json_reader_string_equal (reader, type, "hint"))
    {
      static const char * const levels[] = { "easy", "normal", "hard", NULL };

      request->type = TRP_NET_REQUEST_HINT;
      if (!read_seq (reader, root, request, error))
        return NULL;
      request->level = dup_string_member (reader, root, "level", 16, error);
      if (request->level == NULL)
        return NULL;
      if (!g_strv_contains (levels, request->level))
        {
          g_set_error_literal (error, TRP_NET_ERROR, TRP_NET_ERROR_BAD_MESSAGE,
                               _("A hint's “level” is easy, normal or hard"));
          return NULL;
        }
    }
  else if (trp_json_reader_string_equal (reader, type, "describe"))
    {
      request->type = TRP_NET_REQUEST_DESCRIBE;
      if (!read_seq (reader, root, request, error) ||
          !read_staged (reader, root, request, error))
        return NULL;
    }
  else
    {
      g_set_error_literal (error, TRP_NET_ERROR, TRP_NET_ERROR_BAD_MESSAGE,
                           _("A message's “type” is join, move, hint or describe"));
      return NULL;
    }

  return g_steal_pointer (&request);
}

/* Letters and digits that cannot be taken for one another (no 0/O, 1/I):
 * 32 of them, so that every random byte gives one letter with the same
 * chance. */
static const char code_alphabet[] = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

G_STATIC_ASSERT (sizeof code_alphabet - 1 == 32);

/**
 * trp_net_new_table_code:
 *
 * A new table code: 6 letters and digits (30 bits) from the kernel's
 * random source, which a guest must give to take a seat. The code only
 * keeps strangers who found the port out; a host refuses a connection
 * after its first wrong code, so guessing costs a connection each.
 *
 * Returns: (transfer full) (nullable): the code, or %NULL when the system
 *   gives no random bytes
 */
char *
trp_net_new_table_code (GError **error)
{
  guint8 bytes[TRP_NET_CODE_LENGTH];
  char *code;
  gsize got = 0;

  /* A short read or an interrupted call goes on; a blocked entropy pool
   * is a few seconds after boot at most. */
  for (guint tries = 0; got < sizeof bytes && tries < 16; tries++)
    {
      ssize_t n = getrandom (bytes + got, sizeof bytes - got, 0);

      if (n > 0)
        got += (gsize) n;
      else if (n < 0 && errno != EINTR)
        break;
    }
  if (got < sizeof bytes)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                   _("No random numbers for a table code: %s"), g_strerror (saved));
      return NULL;
    }

  code = g_new (char, TRP_NET_CODE_LENGTH + 1);
  for (guint i = 0; i < TRP_NET_CODE_LENGTH; i++)
    code[i] = code_alphabet[bytes[i] & 31];
  code[TRP_NET_CODE_LENGTH] = '\0';
  explicit_bzero (bytes, sizeof bytes);
  return code;
}

/**
 * trp_net_code_equal:
 *
 * Whether a guest gave the table's code; letters in either case, and in
 * a time that does not tell how much of it was right.
 */
gboolean
trp_net_code_equal (const char *expected,
                    const char *given)
{
  gsize n = strlen (expected);
  guint8 differ = 0;

  if (given == NULL || strlen (given) != n)
    return FALSE;

  for (gsize i = 0; i < n; i++)
    differ |= (guint8) (g_ascii_toupper (expected[i]) ^ g_ascii_toupper (given[i]));

  return differ == 0;
}

/**
 * trp_net_parse_host_message:
 *
 * Reads one message from a host, bounded too: a guest trusts a host no
 * more than a host trusts a guest.
 *
 * Returns: (transfer full) (nullable): the message, a JSON object
 */
JsonNode *
trp_net_parse_host_message (const char  *data,
                            gsize        length,
                            GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(JsonNode) node = trp_json_input_parse (data, length, TRP_NET_MAX_HOST_MESSAGE, &local_error);

  if (node == NULL)
    {
      g_set_error (error, TRP_NET_ERROR, TRP_NET_ERROR_NOT_JSON,
                   _("The host sent what is not JSON: %s"), local_error->message);
      return NULL;
    }
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, TRP_NET_ERROR, TRP_NET_ERROR_BAD_MESSAGE,
                           _("A message is a JSON object"));
      return NULL;
    }

  return g_steal_pointer (&node);
}

/**
 * trp_net_begin_message:
 * @type: the message's "type"
 *
 * Returns: (transfer full): a builder inside the message's object, its
 *   type written; end the object and take its root to send it
 */
JsonBuilder *
trp_net_begin_message (const char *type)
{
  JsonBuilder *builder = json_builder_new_immutable ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "type");
  json_builder_add_string_value (builder, type);
  return builder;
}

/**
 * trp_net_member_string:
 *
 * Returns: (nullable): @object's member @name when it is a string
 */
const char *
trp_net_member_string (JsonObject *object,
                       const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

/**
 * trp_net_member_int:
 *
 * Returns: @object's member @name when it is an integer, else @fallback
 */
gint64
trp_net_member_int (JsonObject *object,
                    const char *name,
                    gint64      fallback)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return fallback;
  return json_node_get_int (node);
}
