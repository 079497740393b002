/* trp-card-painter.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "trp-card-painter.h"
#include "trp-card-figures.h"

/* Pip positions of the number cards, as (column, row) in a 3 × 1 grid:
 * columns 0, 0.5 and 1, rows from 0 (top) to 1 (bottom). */
typedef struct
{
  float x;
  float y;
} Pip;

static const Pip pips_2[] = { { .5, 0 }, { .5, 1 } };
static const Pip pips_3[] = { { .5, 0 }, { .5, .5 }, { .5, 1 } };
static const Pip pips_4[] = { { 0, 0 }, { 1, 0 }, { 0, 1 }, { 1, 1 } };
static const Pip pips_5[] = { { 0, 0 }, { 1, 0 }, { .5, .5 }, { 0, 1 }, { 1, 1 } };
static const Pip pips_6[] = { { 0, 0 }, { 1, 0 }, { 0, .5 }, { 1, .5 }, { 0, 1 }, { 1, 1 } };
static const Pip pips_7[] = { { 0, 0 }, { 1, 0 }, { .5, .25 }, { 0, .5 }, { 1, .5 }, { 0, 1 }, { 1, 1 } };
static const Pip pips_8[] = { { 0, 0 }, { 1, 0 }, { .5, .25 }, { 0, .5 }, { 1, .5 }, { .5, .75 }, { 0, 1 }, { 1, 1 } };
static const Pip pips_9[] = { { 0, 0 }, { 1, 0 }, { 0, 1. / 3 }, { 1, 1. / 3 }, { .5, .5 },
                              { 0, 2. / 3 }, { 1, 2. / 3 }, { 0, 1 }, { 1, 1 } };
static const Pip pips_10[] = { { 0, 0 }, { 1, 0 }, { .5, 1. / 6 }, { 0, 1. / 3 }, { 1, 1. / 3 },
                               { 0, 2. / 3 }, { 1, 2. / 3 }, { .5, 5. / 6 }, { 0, 1 }, { 1, 1 } };

static const struct {
  const Pip *pips;
  guint      n_pips;
} pip_layouts[] = {
  [2] = { pips_2, G_N_ELEMENTS (pips_2) },
  [3] = { pips_3, G_N_ELEMENTS (pips_3) },
  [4] = { pips_4, G_N_ELEMENTS (pips_4) },
  [5] = { pips_5, G_N_ELEMENTS (pips_5) },
  [6] = { pips_6, G_N_ELEMENTS (pips_6) },
  [7] = { pips_7, G_N_ELEMENTS (pips_7) },
  [8] = { pips_8, G_N_ELEMENTS (pips_8) },
  [9] = { pips_9, G_N_ELEMENTS (pips_9) },
  [10] = { pips_10, G_N_ELEMENTS (pips_10) },
};

void
trp_card_style_init (TrpCardStyle *style)
{
  g_return_if_fail (style != NULL);

  style->faces = TRP_FACE_STYLE_FRENCH;
  style->four_colours = FALSE;
  /* libadwaita's blue accent, until a card view reads the system's. */
  style->accent = (GdkRGBA) { 0.208, 0.518, 0.894, 1.0 };
  style->high_contrast = FALSE;
}

static void
suit_colour (TrpSuit             suit,
             const TrpCardStyle *style,
             double              rgb[3])
{
  static const double red[3] = { 0.78, 0.10, 0.14 };
  static const double black[3] = { 0.10, 0.10, 0.12 };
  static const double blue[3] = { 0.10, 0.33, 0.72 };
  static const double green[3] = { 0.10, 0.52, 0.24 };
  /* Italian pips keep the colours printed on Italian packs. */
  static const double gold[3] = { 0.80, 0.58, 0.05 };
  static const double cup_red[3] = { 0.76, 0.16, 0.12 };
  static const double sword_blue[3] = { 0.15, 0.35, 0.62 };
  static const double baton_brown[3] = { 0.45, 0.30, 0.12 };
  const double *c;

  if (style->faces == TRP_FACE_STYLE_ITALIAN)
    {
      switch (suit)
        {
        case TRP_SUIT_HEARTS:   c = cup_red; break;
        case TRP_SUIT_DIAMONDS: c = gold; break;
        case TRP_SUIT_CLUBS:    c = baton_brown; break;
        case TRP_SUIT_SPADES:
        default:                c = sword_blue; break;
        }
    }
  else
    {
      switch (suit)
        {
        case TRP_SUIT_HEARTS:   c = red; break;
        case TRP_SUIT_DIAMONDS: c = style->four_colours ? blue : red; break;
        case TRP_SUIT_CLUBS:    c = style->four_colours ? green : black; break;
        case TRP_SUIT_SPADES:
        default:                c = black; break;
        }
    }

  memcpy (rgb, c, sizeof (double) * 3);
}

/* Suit shapes in a unit box centred on the origin. */
static void
path_heart (cairo_t *cr)
{
  cairo_move_to (cr, 0, 0.48);
  cairo_curve_to (cr, -0.16, 0.32, -0.5, 0.10, -0.5, -0.14);
  cairo_curve_to (cr, -0.5, -0.40, -0.18, -0.54, 0, -0.28);
  cairo_curve_to (cr, 0.18, -0.54, 0.5, -0.40, 0.5, -0.14);
  cairo_curve_to (cr, 0.5, 0.10, 0.16, 0.32, 0, 0.48);
  cairo_close_path (cr);
}

static void
path_diamond (cairo_t *cr)
{
  cairo_move_to (cr, 0, -0.5);
  cairo_curve_to (cr, 0.12, -0.30, 0.26, -0.14, 0.40, 0);
  cairo_curve_to (cr, 0.26, 0.14, 0.12, 0.30, 0, 0.5);
  cairo_curve_to (cr, -0.12, 0.30, -0.26, 0.14, -0.40, 0);
  cairo_curve_to (cr, -0.26, -0.14, -0.12, -0.30, 0, -0.5);
  cairo_close_path (cr);
}

static void
path_stem (cairo_t *cr)
{
  cairo_move_to (cr, -0.04, 0.18);
  cairo_curve_to (cr, -0.04, 0.34, -0.10, 0.44, -0.20, 0.5);
  cairo_line_to (cr, 0.20, 0.5);
  cairo_curve_to (cr, 0.10, 0.44, 0.04, 0.34, 0.04, 0.18);
  cairo_close_path (cr);
}

static void
path_spade (cairo_t *cr)
{
  cairo_move_to (cr, 0, -0.5);
  cairo_curve_to (cr, 0.16, -0.30, 0.5, -0.10, 0.5, 0.12);
  cairo_curve_to (cr, 0.5, 0.34, 0.20, 0.40, 0.02, 0.22);
  cairo_line_to (cr, -0.02, 0.22);
  cairo_curve_to (cr, -0.20, 0.40, -0.5, 0.34, -0.5, 0.12);
  cairo_curve_to (cr, -0.5, -0.10, -0.16, -0.30, 0, -0.5);
  cairo_close_path (cr);
  path_stem (cr);
}

static void
path_club (cairo_t *cr)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, -0.24, 0.21, 0, 2 * G_PI);
  cairo_new_sub_path (cr);
  cairo_arc (cr, -0.24, 0.08, 0.21, 0, 2 * G_PI);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0.24, 0.08, 0.21, 0, 2 * G_PI);
  cairo_move_to (cr, -0.12, -0.05);
  cairo_line_to (cr, 0.12, -0.05);
  cairo_line_to (cr, 0.05, 0.22);
  cairo_line_to (cr, -0.05, 0.22);
  cairo_close_path (cr);
  path_stem (cr);
}

/* Italian suits: the cup (coppe), the coin (denari), the sword (spade)
 * and the baton (bastoni), simplified as on modern printed packs. */
static void
path_cup (cairo_t *cr)
{
  cairo_move_to (cr, -0.40, -0.42);
  cairo_line_to (cr, 0.40, -0.42);
  cairo_curve_to (cr, 0.40, -0.05, 0.20, 0.06, 0.07, 0.08);
  cairo_line_to (cr, 0.06, 0.32);
  cairo_curve_to (cr, 0.20, 0.36, 0.30, 0.42, 0.32, 0.5);
  cairo_line_to (cr, -0.32, 0.5);
  cairo_curve_to (cr, -0.30, 0.42, -0.20, 0.36, -0.06, 0.32);
  cairo_line_to (cr, -0.07, 0.08);
  cairo_curve_to (cr, -0.20, 0.06, -0.40, -0.05, -0.40, -0.42);
  cairo_close_path (cr);
}

static void
path_coin (cairo_t *cr)
{
  /* A struck coin: the rim, the face inside it, and a hole for the
   * rosette in the middle, by the even-odd rule. */
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, 0, 0.47, 0, 2 * G_PI);
  cairo_new_sub_path (cr);
  cairo_arc_negative (cr, 0, 0, 0.39, 2 * G_PI, 0);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, 0, 0.32, 0, 2 * G_PI);
  for (guint i = 0; i < 4; i++)
    {
      double angle = i * G_PI / 2;

      cairo_new_sub_path (cr);
      cairo_arc (cr, 0.10 * cos (angle), 0.10 * sin (angle), 0.065, 0, 2 * G_PI);
    }
}

static void
path_sword (cairo_t *cr)
{
  cairo_move_to (cr, 0, -0.54);
  cairo_line_to (cr, 0.12, -0.38);
  cairo_line_to (cr, 0.10, 0.14);
  cairo_line_to (cr, -0.10, 0.14);
  cairo_line_to (cr, -0.12, -0.38);
  cairo_close_path (cr);
  cairo_rectangle (cr, -0.32, 0.14, 0.64, 0.10);
  cairo_rectangle (cr, -0.06, 0.24, 0.12, 0.16);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, 0.44, 0.09, 0, 2 * G_PI);
}

static void
path_baton (cairo_t *cr)
{
  /* A cudgel cut from a branch: thin at the grip, thick at the head,
   * with the stubs of lopped twigs on its sides. */
  cairo_move_to (cr, -0.06, 0.5);
  cairo_curve_to (cr, -0.08, 0.20, -0.13, -0.10, -0.15, -0.40);
  cairo_curve_to (cr, -0.15, -0.54, 0.15, -0.54, 0.15, -0.40);
  cairo_curve_to (cr, 0.13, -0.10, 0.08, 0.20, 0.06, 0.5);
  cairo_close_path (cr);
  cairo_move_to (cr, -0.16, -0.24);
  cairo_line_to (cr, -0.14, -0.10);
  cairo_line_to (cr, -0.30, -0.20);
  cairo_line_to (cr, -0.34, -0.34);
  cairo_close_path (cr);
  cairo_move_to (cr, 0.13, -0.02);
  cairo_line_to (cr, 0.30, -0.08);
  cairo_line_to (cr, 0.28, 0.04);
  cairo_line_to (cr, 0.11, 0.12);
  cairo_close_path (cr);
  cairo_move_to (cr, -0.10, 0.20);
  cairo_line_to (cr, -0.09, 0.32);
  cairo_line_to (cr, -0.22, 0.28);
  cairo_line_to (cr, -0.24, 0.18);
  cairo_close_path (cr);
}

static void
fill_suit (cairo_t            *cr,
           TrpSuit             suit,
           const TrpCardStyle *style,
           double              cx,
           double              cy,
           double              size,
           gboolean            upside_down)
{
  double rgb[3];

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, size, size);
  if (upside_down)
    cairo_rotate (cr, G_PI);

  cairo_new_path (cr);
  if (style->faces == TRP_FACE_STYLE_ITALIAN)
    {
      switch (suit)
        {
        case TRP_SUIT_HEARTS:   path_cup (cr); break;
        case TRP_SUIT_DIAMONDS: path_coin (cr); break;
        case TRP_SUIT_CLUBS:    path_baton (cr); break;
        case TRP_SUIT_SPADES:
        default:                path_sword (cr); break;
        }
    }
  else
    {
      switch (suit)
        {
        case TRP_SUIT_HEARTS:   path_heart (cr); break;
        case TRP_SUIT_DIAMONDS: path_diamond (cr); break;
        case TRP_SUIT_CLUBS:    path_club (cr); break;
        case TRP_SUIT_SPADES:
        default:                path_spade (cr); break;
        }
    }

  suit_colour (suit, style, rgb);
  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
  /* The baton's twigs overlap its wood; other signs cut their holes. */
  cairo_set_fill_rule (cr, style->faces == TRP_FACE_STYLE_ITALIAN && suit == TRP_SUIT_CLUBS
                       ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD);
  cairo_fill (cr);
  cairo_restore (cr);
}

void
trp_card_suit_colour (TrpSuit             suit,
                      const TrpCardStyle *style,
                      double              rgb[3])
{
  suit_colour (suit, style, rgb);
}

void
trp_card_fill_suit (cairo_t            *cr,
                    TrpSuit             suit,
                    const TrpCardStyle *style,
                    double              cx,
                    double              cy,
                    double              size,
                    gboolean            upside_down)
{
  fill_suit (cr, suit, style, cx, cy, size, upside_down);
}

static void
path_rounded (cairo_t *cr,
              double   x,
              double   y,
              double   w,
              double   h,
              double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* The letters printed in the corners: international indices for French
 * faces, as Greek and Persian packs print them too; for the Italian
 * figures the initial of the name the texts give them (“Jack of Cups”
 * shows J, «Φάντης κύπελλα» Φ), so that a card is called what it shows. */
const char *
trp_card_rank_index (guint        rank,
                     TrpFaceStyle faces)
{
  static const char *french[] = {
    NULL, "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
  };

  if (faces == TRP_FACE_STYLE_ITALIAN)
    {
      switch (rank)
        {
        /* Translators: the corner index of the Italian jack (fante): the
         * initial of its name, as translated for “Jack” (context
         * “italian rank”), one letter. */
        case TRP_RANK_JACK:  return C_("italian rank initial", "J");
        /* Translators: the corner index of the Italian horse (cavallo):
         * the initial of its name, as translated for “Horse” (context
         * “italian rank”), one letter. */
        case TRP_RANK_QUEEN: return C_("italian rank initial", "H");
        /* Translators: the corner index of the Italian king (re): the
         * initial of its name, as translated for “King” (context
         * “italian rank”), one letter. */
        case TRP_RANK_KING:  return C_("italian rank initial", "K");
        default:             break;
        }
    }

  return french[rank];
}

static void
draw_text (cairo_t    *cr,
           const char *text,
           double      cx,
           double      top,
           double      size,
           gboolean    bold)
{
  g_autoptr(PangoLayout) layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_new ();
  PangoRectangle ink, logical;

  pango_font_description_set_family (font, "Noto Sans, DejaVu Sans, sans-serif");
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (layout, text, -1);

  /* Centre on the ink so that digits and letters line up the same. */
  pango_layout_get_pixel_extents (layout, &ink, &logical);
  cairo_move_to (cr, cx - ink.x - ink.width / 2.0, top - ink.y);
  pango_cairo_show_layout (cr, layout);
}

static void
draw_index (cairo_t            *cr,
            TrpCard             card,
            const TrpCardStyle *style,
            double              w)
{
  double rgb[3];
  double size = 0.17 * w;
  double cx = 0.11 * w;
  guint rank = trp_card_get_rank (card);
  TrpSuit suit = trp_card_get_suit (card);

  suit_colour (suit, style, rgb);
  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
  /* A narrower “10” keeps both digits inside the corner. */
  draw_text (cr, trp_card_rank_index (rank, style->faces), cx, 0.06 * w,
             rank == TRP_RANK_TEN ? size * 0.85 : size, TRUE);
  fill_suit (cr, suit, style, cx, 0.06 * w + size * 1.45, 0.12 * w, FALSE);
}

static void
draw_pips (cairo_t            *cr,
           TrpCard             card,
           const TrpCardStyle *style,
           double              w,
           double              h)
{
  guint rank = trp_card_get_rank (card);
  TrpSuit suit = trp_card_get_suit (card);
  double left = 0.32 * w, right = 0.68 * w;
  double top = 0.20 * h, bottom = 0.80 * h;
  /* Nine and ten pips stand closer together. */
  double size = rank >= 9 ? 0.16 * w : 0.19 * w;

  if (rank == TRP_RANK_ACE)
    {
      fill_suit (cr, suit, style, w / 2, h / 2, 0.46 * w, FALSE);
      return;
    }

  for (guint i = 0; i < pip_layouts[rank].n_pips; i++)
    {
      const Pip *pip = &pip_layouts[rank].pips[i];

      fill_suit (cr, suit, style,
                 left + pip->x * (right - left),
                 top + pip->y * (bottom - top),
                 size, pip->y > 0.5);
    }
}

static void
draw_court (cairo_t            *cr,
            TrpCard             card,
            const TrpCardStyle *style,
            double              w,
            double              h)
{
  trp_card_paint_figure (cr, trp_card_get_rank (card), trp_card_get_suit (card),
                         style, w, h);
}

static void
draw_joker (cairo_t *cr,
            TrpCard  card,
            double   w,
            double   h)
{
  static const char *letters[] = { "J", "O", "K", "E", "R" };
  guint kind = trp_card_get_rank (card);
  double rgb[3];

  switch (kind)
    {
    case TRP_JOKER_RED:   rgb[0] = 0.78; rgb[1] = 0.10; rgb[2] = 0.14; break;
    case TRP_JOKER_BLACK: rgb[0] = 0.10; rgb[1] = 0.10; rgb[2] = 0.12; break;
    case TRP_JOKER_PLAIN:
    default:              rgb[0] = 0.45; rgb[1] = 0.20; rgb[2] = 0.62; break;
    }

  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
  for (guint i = 0; i < G_N_ELEMENTS (letters); i++)
    draw_text (cr, letters[i], 0.11 * w, 0.06 * w + i * 0.15 * w, 0.13 * w, TRUE);

  trp_card_paint_jester (cr, rgb, w, h);
}

static void
draw_state (cairo_t            *cr,
            const TrpCardStyle *style,
            double              w,
            double              h,
            double              radius,
            TrpCardState        state)
{
  if (state & TRP_CARD_STATE_DISABLED)
    {
      path_rounded (cr, 0, 0, w, h, radius);
      cairo_set_source_rgba (cr, 0.55, 0.55, 0.58, 0.45);
      cairo_fill (cr);
    }

  if (state & (TRP_CARD_STATE_SELECTED | TRP_CARD_STATE_HIGHLIGHTED))
    {
      double width = MAX (2.0, 0.035 * w) * (style->high_contrast ? 2.0 : 1.0);

      path_rounded (cr, width / 2, width / 2, w - width, h - width, radius - width / 2);
      cairo_set_source_rgba (cr, style->accent.red, style->accent.green, style->accent.blue,
                             (state & TRP_CARD_STATE_SELECTED) ? 1.0 : 0.6);
      cairo_set_line_width (cr, width);
      cairo_stroke (cr);
    }

  if (state & TRP_CARD_STATE_FOCUSED)
    {
      static const double dash[] = { 4.0, 3.0 };
      double inset = MAX (4.0, 0.06 * w);

      path_rounded (cr, inset, inset, w - 2 * inset, h - 2 * inset, MAX (radius - inset / 2, 1.0));
      /* High contrast: a solid, thicker ring rather than a thin dash. */
      if (!style->high_contrast)
        cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
      cairo_set_source_rgba (cr, style->accent.red, style->accent.green, style->accent.blue, 1.0);
      cairo_set_line_width (cr, style->high_contrast ? 3.0 : 1.5);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
}

/**
 * trp_card_paint:
 * @snapshot: where to draw, at the origin
 * @card: a valid card
 * @width: the card's width; the height follows %TRP_CARD_ASPECT
 * @state: selection and other marks
 *
 * Draws a card face. Everything is vector drawing, so cards stay sharp at
 * any size and scale factor. Card faces are not mirrored in right-to-left
 * locales: a printed card reads the same in every language.
 */
void
trp_card_paint (GtkSnapshot        *snapshot,
                TrpCard             card,
                const TrpCardStyle *style,
                float               width,
                TrpCardState        state)
{
  double w = width, h = width * TRP_CARD_ASPECT;
  double radius = 0.07 * w;
  cairo_t *cr;

  g_return_if_fail (GTK_IS_SNAPSHOT (snapshot));
  g_return_if_fail (trp_card_is_valid (card));
  g_return_if_fail (style != NULL);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));

  path_rounded (cr, 0.5, 0.5, w - 1, h - 1, radius);
  cairo_set_source_rgb (cr, 1.0, 1.0, 0.99);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.28);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);

  if (trp_card_is_joker (card))
    draw_joker (cr, card, w, h);
  else
    {
      guint rank = trp_card_get_rank (card);

      draw_index (cr, card, style, w);
      /* The bottom corner is the top one turned round, as printed. */
      cairo_save (cr);
      cairo_translate (cr, w, h);
      cairo_rotate (cr, G_PI);
      draw_index (cr, card, style, w);
      cairo_restore (cr);

      if (rank >= TRP_RANK_JACK)
        draw_court (cr, card, style, w, h);
      else
        draw_pips (cr, card, style, w, h);
    }

  draw_state (cr, style, w, h, radius, state);
  cairo_destroy (cr);
}

/**
 * trp_card_paint_back:
 *
 * Draws the back of a card: a lattice in a framed panel.
 */
void
trp_card_paint_back (GtkSnapshot  *snapshot,
                     float         width,
                     TrpCardState  state)
{
  TrpCardStyle style;

  trp_card_style_init (&style);
  trp_card_paint_back_styled (snapshot, &style, width, state);
}

/**
 * trp_card_paint_back_styled:
 *
 * Draws the back of a card, its selection and focus in @style's accent.
 */
void
trp_card_paint_back_styled (GtkSnapshot        *snapshot,
                            const TrpCardStyle *style,
                            float               width,
                            TrpCardState        state)
{
  double w = width, h = width * TRP_CARD_ASPECT;
  double radius = 0.07 * w, margin = 0.07 * w;
  cairo_t *cr;

  g_return_if_fail (GTK_IS_SNAPSHOT (snapshot));
  g_return_if_fail (style != NULL);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));

  path_rounded (cr, 0.5, 0.5, w - 1, h - 1, radius);
  cairo_set_source_rgb (cr, 1.0, 1.0, 0.99);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.28);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);

  path_rounded (cr, margin, margin, w - 2 * margin, h - 2 * margin, radius * 0.6);
  cairo_set_source_rgb (cr, 0.11, 0.31, 0.54);
  cairo_fill_preserve (cr);
  cairo_save (cr);
  cairo_clip (cr);

  cairo_set_source_rgba (cr, 1, 1, 1, 0.22);
  cairo_set_line_width (cr, MAX (1.0, 0.012 * w));
  for (double d = -h; d < w + h; d += 0.09 * w)
    {
      cairo_move_to (cr, d, 0);
      cairo_line_to (cr, d + h, h);
      cairo_move_to (cr, d, h);
      cairo_line_to (cr, d + h, 0);
    }
  cairo_stroke (cr);

  /* An emblem in the middle: a small diamond, the lattice's own shape. */
  cairo_translate (cr, w / 2, h / 2);
  cairo_scale (cr, 0.30 * w, 0.30 * w);
  path_diamond (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
  cairo_fill (cr);
  cairo_restore (cr);

  draw_state (cr, style, w, h, radius, state);
  cairo_destroy (cr);
}
