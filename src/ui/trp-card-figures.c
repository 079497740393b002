/* trp-card-figures.c: the court cards' figures, drawn in code
 *
 * The French deck's jack, queen and king are half-length figures mirrored
 * about the middle, as on the double-headed packs played in Greece and
 * Iran; the Italian deck's fante, cavallo and re stand full length, as on
 * the Neapolitan packs the Marianna family is played with, and the
 * cavallo rides a horse. Each figure is flat shapes in the GNOME palette
 * with a thin outline, so that it reads at the 36 px of a meld as well as
 * at the 140 px of a large hand: the headwear tells the rank (a pointed
 * crown and a beard for the king, a rounded crown and long hair for the
 * queen, a feathered cap for the jack) and the robe wears the suit's
 * colour.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "trp-card-figures.h"

/* The GNOME palette, and a skin tone beside it. */
static const double gold[3] = { 0.965, 0.827, 0.176 };       /* Yellow 2 */
static const double gold_dark[3] = { 0.898, 0.647, 0.039 };  /* Yellow 4 */
static const double white[3] = { 1.0, 1.0, 1.0 };
static const double light_grey[3] = { 0.871, 0.867, 0.855 }; /* Light 3 */
static const double skin[3] = { 0.980, 0.870, 0.760 };
static const double hair_brown[3] = { 0.525, 0.369, 0.235 }; /* Brown 4 */
static const double hair_dark[3] = { 0.388, 0.271, 0.173 };  /* Brown 5 */
static const double horse_brown[3] = { 0.596, 0.416, 0.267 };/* Brown 3 */
static const double outline[3] = { 0.141, 0.122, 0.192 };    /* Dark 4 */
static const double blue[3] = { 0.110, 0.443, 0.847 };       /* Blue 4 */
static const double red[3] = { 0.753, 0.110, 0.157 };        /* Red 4 */
static const double green[3] = { 0.149, 0.635, 0.412 };      /* Green 5 */

/* One figure's colours and pen: @robe is the suit's colour, @second a
 * colour that stands apart from it for caps, hose and saddle cloths. */
typedef struct
{
  double   robe[3];
  double   second[3];
  double   line_width;
  gboolean details;
} Figure;

static void
figure_init (Figure             *f,
             TrpSuit             suit,
             const TrpCardStyle *style,
             double              unit)
{
  trp_card_suit_colour (suit, style, f->robe);

  if (style->faces == TRP_FACE_STYLE_ITALIAN && suit == TRP_SUIT_CLUBS)
    memcpy (f->second, green, sizeof f->second);
  else if (f->robe[0] > 0.6 && f->robe[1] < 0.3)
    memcpy (f->second, blue, sizeof f->second);
  else
    memcpy (f->second, red, sizeof f->second);

  /* A pen of at least 0.7 px, so that the outline stays visible in a
   * meld without smudging a large card. */
  f->line_width = MAX (0.7 / unit, 0.016) * (style->high_contrast ? 1.6 : 1.0);
  f->details = unit >= 40;
}

static void
set_rgb (cairo_t      *cr,
         const double  rgb[3])
{
  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
}

/* Fills the current path in @rgb and outlines it. */
static void
shape (cairo_t      *cr,
       const Figure *f,
       const double  rgb[3])
{
  set_rgb (cr, rgb);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, outline[0], outline[1], outline[2], 0.85);
  cairo_set_line_width (cr, f->line_width);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
}

static void
path_ellipse (cairo_t *cr,
              double   cx,
              double   cy,
              double   rx,
              double   ry)
{
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, rx, ry);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
}

static void
draw_face (cairo_t      *cr,
           const Figure *f,
           double        cx,
           double        cy,
           double        r)
{
  cairo_new_path (cr);
  path_ellipse (cr, cx, cy, r * 0.88, r);
  shape (cr, f, skin);

  if (f->details)
    {
      set_rgb (cr, outline);
      cairo_new_path (cr);
      path_ellipse (cr, cx - 0.36 * r, cy - 0.08 * r, 0.09 * r, 0.11 * r);
      path_ellipse (cr, cx + 0.36 * r, cy - 0.08 * r, 0.09 * r, 0.11 * r);
      cairo_fill (cr);
      /* A mouth, and rosy cheeks. */
      cairo_set_source_rgba (cr, 0.88, 0.38, 0.33, 0.9);
      cairo_new_path (cr);
      path_ellipse (cr, cx, cy + 0.48 * r, 0.18 * r, 0.07 * r);
      cairo_fill (cr);
      cairo_set_source_rgba (cr, 0.95, 0.50, 0.45, 0.35);
      path_ellipse (cr, cx - 0.52 * r, cy + 0.25 * r, 0.16 * r, 0.12 * r);
      path_ellipse (cr, cx + 0.52 * r, cy + 0.25 * r, 0.16 * r, 0.12 * r);
      cairo_fill (cr);
    }
}

/* A crown with @points points, its band from @top + @height * 0.6 down to
 * @top + @height. Kings' points are sharp; a queen's are rounded. */
static void
draw_crown (cairo_t      *cr,
            const Figure *f,
            double        cx,
            double        top,
            double        width,
            double        height,
            gboolean      rounded)
{
  double left = cx - width / 2, right = cx + width / 2;
  double band = top + height * 0.62, bottom = top + height;
  guint points = 3;

  cairo_new_path (cr);
  cairo_move_to (cr, left, bottom);
  cairo_line_to (cr, left - 0.04 * width, top + 0.15 * height);
  for (guint i = 0; i < points; i++)
    {
      double slot = width / points;
      double x0 = left + i * slot;

      if (rounded)
        {
          cairo_curve_to (cr, x0, band - 0.1 * height,
                          x0 + 0.05 * slot, top, x0 + slot / 2, top);
          cairo_curve_to (cr, x0 + 0.95 * slot, top,
                          x0 + slot, band - 0.1 * height, x0 + slot, band);
        }
      else
        {
          cairo_line_to (cr, x0 + slot * 0.25, band);
          cairo_line_to (cr, x0 + slot * 0.5, top);
          cairo_line_to (cr, x0 + slot * 0.75, band);
        }
    }
  cairo_line_to (cr, right + 0.04 * width, top + 0.15 * height);
  cairo_line_to (cr, right, bottom);
  cairo_close_path (cr);
  shape (cr, f, gold);

  /* The band, and a jewel in it. */
  cairo_new_path (cr);
  cairo_rectangle (cr, left, band, width, bottom - band);
  shape (cr, f, gold_dark);
  if (f->details)
    {
      cairo_new_path (cr);
      path_ellipse (cr, cx, (band + bottom) / 2, 0.08 * width, 0.12 * height);
      shape (cr, f, rounded ? blue : red);
    }
}

/* A flat cap, tilted, with a feather: the jack's and the fante's. */
static void
draw_cap (cairo_t      *cr,
          const Figure *f,
          double        cx,
          double        cy,
          double        r)
{
  /* The feather first, so that the cap sits over its quill. */
  cairo_new_path (cr);
  cairo_move_to (cr, cx + 0.5 * r, cy);
  cairo_curve_to (cr, cx + 1.1 * r, cy - 0.3 * r,
                  cx + 1.5 * r, cy - 1.0 * r, cx + 1.4 * r, cy - 1.5 * r);
  cairo_curve_to (cr, cx + 1.0 * r, cy - 1.2 * r,
                  cx + 0.6 * r, cy - 0.6 * r, cx + 0.3 * r, cy - 0.1 * r);
  cairo_close_path (cr);
  shape (cr, f, white);

  cairo_new_path (cr);
  cairo_move_to (cr, cx - 1.15 * r, cy + 0.25 * r);
  cairo_curve_to (cr, cx - 1.1 * r, cy - 0.6 * r,
                  cx + 0.9 * r, cy - 0.75 * r, cx + 1.15 * r, cy - 0.05 * r);
  cairo_curve_to (cr, cx + 0.6 * r, cy + 0.2 * r,
                  cx - 0.6 * r, cy + 0.35 * r, cx - 1.15 * r, cy + 0.25 * r);
  cairo_close_path (cr);
  shape (cr, f, f->second);
}

/* The head of a figure of @rank at (@cx, @cy), radius @r: hair behind,
 * the face, then beard and headwear in front. */
static void
draw_head (cairo_t      *cr,
           const Figure *f,
           guint         rank,
           double        cx,
           double        cy,
           double        r)
{
  cairo_new_path (cr);
  switch (rank)
    {
    case TRP_RANK_QUEEN:
      /* Long hair down to the shoulders. */
      cairo_move_to (cr, cx - 1.05 * r, cy + 1.55 * r);
      cairo_curve_to (cr, cx - 1.35 * r, cy + 0.4 * r,
                      cx - 1.3 * r, cy - 1.15 * r, cx, cy - 1.15 * r);
      cairo_curve_to (cr, cx + 1.3 * r, cy - 1.15 * r,
                      cx + 1.35 * r, cy + 0.4 * r, cx + 1.05 * r, cy + 1.55 * r);
      cairo_close_path (cr);
      shape (cr, f, hair_brown);
      break;

    case TRP_RANK_KING:
      path_ellipse (cr, cx, cy - 0.1 * r, 1.08 * r, 1.05 * r);
      shape (cr, f, hair_dark);
      break;

    case TRP_RANK_JACK:
    default:
      path_ellipse (cr, cx, cy - 0.15 * r, 1.0 * r, 0.95 * r);
      shape (cr, f, hair_brown);
      break;
    }

  draw_face (cr, f, cx, cy, r);

  switch (rank)
    {
    case TRP_RANK_KING:
      /* A full beard and a moustache under the nose. */
      cairo_new_path (cr);
      cairo_move_to (cr, cx - 0.84 * r, cy + 0.15 * r);
      cairo_curve_to (cr, cx - 0.8 * r, cy + 1.0 * r,
                      cx - 0.3 * r, cy + 1.45 * r, cx, cy + 1.55 * r);
      cairo_curve_to (cr, cx + 0.3 * r, cy + 1.45 * r,
                      cx + 0.8 * r, cy + 1.0 * r, cx + 0.84 * r, cy + 0.15 * r);
      cairo_curve_to (cr, cx + 0.5 * r, cy + 0.3 * r,
                      cx + 0.3 * r, cy + 0.55 * r, cx, cy + 0.32 * r);
      cairo_curve_to (cr, cx - 0.3 * r, cy + 0.55 * r,
                      cx - 0.5 * r, cy + 0.3 * r, cx - 0.84 * r, cy + 0.15 * r);
      cairo_close_path (cr);
      shape (cr, f, light_grey);
      draw_crown (cr, f, cx, cy - 2.05 * r, 1.7 * r, 1.25 * r, FALSE);
      break;

    case TRP_RANK_QUEEN:
      draw_crown (cr, f, cx, cy - 1.75 * r, 1.35 * r, 0.95 * r, TRUE);
      break;

    case TRP_RANK_JACK:
    default:
      draw_cap (cr, f, cx, cy - 0.8 * r, r);
      break;
    }
}

/* The king's sceptre, the queen's flower, the jack's halberd: upright,
 * from @top to @bottom at @x. */
static void
draw_attribute (cairo_t      *cr,
                const Figure *f,
                guint         rank,
                double        x,
                double        top,
                double        bottom)
{
  double s = 0.09;

  cairo_new_path (cr);
  cairo_rectangle (cr, x - 0.022, top + s, 0.044, bottom - top - s);
  shape (cr, f, rank == TRP_RANK_QUEEN ? green : gold_dark);

  cairo_new_path (cr);
  switch (rank)
    {
    case TRP_RANK_KING:
      path_ellipse (cr, x, top + s * 0.6, s * 0.75, s * 0.75);
      shape (cr, f, gold);
      break;

    case TRP_RANK_QUEEN:
      /* A tulip. */
      cairo_move_to (cr, x, top + 1.8 * s);
      cairo_curve_to (cr, x - 1.1 * s, top + 1.6 * s,
                      x - 1.0 * s, top + 0.4 * s, x - 0.8 * s, top);
      cairo_line_to (cr, x - 0.3 * s, top + 0.6 * s);
      cairo_line_to (cr, x, top - 0.1 * s);
      cairo_line_to (cr, x + 0.3 * s, top + 0.6 * s);
      cairo_line_to (cr, x + 0.8 * s, top);
      cairo_curve_to (cr, x + 1.0 * s, top + 0.4 * s,
                      x + 1.1 * s, top + 1.6 * s, x, top + 1.8 * s);
      cairo_close_path (cr);
      shape (cr, f, f->second);
      break;

    case TRP_RANK_JACK:
    default:
      /* The halberd's blade and spike. */
      cairo_move_to (cr, x, top - 0.6 * s);
      cairo_line_to (cr, x + 0.35 * s, top + 0.5 * s);
      cairo_curve_to (cr, x + 1.4 * s, top + 0.3 * s,
                      x + 1.4 * s, top + 1.7 * s, x + 0.35 * s, top + 1.6 * s);
      cairo_line_to (cr, x - 0.35 * s, top + 1.6 * s);
      cairo_line_to (cr, x - 0.35 * s, top + 0.5 * s);
      cairo_close_path (cr);
      shape (cr, f, light_grey);
      break;
    }
}

/* A robe from the shoulders at @top down past @bottom: the suit's colour,
 * with the rank's trim. */
static void
draw_bust (cairo_t      *cr,
           const Figure *f,
           guint         rank,
           double        top,
           double        bottom)
{
  cairo_new_path (cr);
  cairo_move_to (cr, 0.16, bottom);
  cairo_curve_to (cr, 0.14, top + 0.30, 0.10, top + 0.26, 0.10, top + 0.16);
  cairo_curve_to (cr, 0.10, top + 0.04, 0.22, top, 0.34, top);
  cairo_line_to (cr, 0.66, top);
  cairo_curve_to (cr, 0.78, top, 0.90, top + 0.04, 0.90, top + 0.16);
  cairo_curve_to (cr, 0.90, top + 0.26, 0.86, top + 0.30, 0.84, bottom);
  cairo_close_path (cr);
  shape (cr, f, f->robe);

  cairo_new_path (cr);
  switch (rank)
    {
    case TRP_RANK_KING:
      /* A gold sash through the middle of the card, so that it runs on
       * straight into the other half, and an ermine collar. */
      cairo_move_to (cr, 0.44, bottom);
      cairo_line_to (cr, 0.68, top + 0.04);
      cairo_line_to (cr, 0.82, top + 0.08);
      cairo_line_to (cr, 0.56, bottom);
      cairo_close_path (cr);
      shape (cr, f, gold);
      cairo_new_path (cr);
      cairo_move_to (cr, 0.14, top + 0.08);
      cairo_curve_to (cr, 0.30, top - 0.05, 0.70, top - 0.05, 0.86, top + 0.08);
      cairo_line_to (cr, 0.86, top + 0.16);
      cairo_curve_to (cr, 0.70, top + 0.08, 0.30, top + 0.08, 0.14, top + 0.16);
      cairo_close_path (cr);
      shape (cr, f, white);
      if (f->details)
        {
          set_rgb (cr, outline);
          for (guint i = 0; i < 5; i++)
            {
              cairo_new_path (cr);
              path_ellipse (cr, 0.24 + i * 0.13, top + 0.07, 0.012, 0.02);
              cairo_fill (cr);
            }
        }
      break;

    case TRP_RANK_QUEEN:
      /* A gold bodice pointing down the middle, a necklace, and a lace
       * collar standing up behind the head. */
      cairo_move_to (cr, 0.34, top + 0.02);
      cairo_line_to (cr, 0.66, top + 0.02);
      cairo_line_to (cr, 0.58, bottom);
      cairo_line_to (cr, 0.42, bottom);
      cairo_close_path (cr);
      shape (cr, f, gold);
      cairo_new_path (cr);
      cairo_move_to (cr, 0.38, top);
      cairo_line_to (cr, 0.62, top);
      cairo_curve_to (cr, 0.60, top + 0.10, 0.40, top + 0.10, 0.38, top);
      cairo_close_path (cr);
      shape (cr, f, skin);
      if (f->details)
        for (guint i = 0; i < 3; i++)
          {
            cairo_new_path (cr);
            path_ellipse (cr, 0.5, top + 0.14 + i * 0.08, 0.022, 0.022);
            shape (cr, f, i == 0 ? f->second : white);
          }
      break;

    case TRP_RANK_JACK:
    default:
      /* A doublet with a collar of the second colour. */
      cairo_move_to (cr, 0.30, top);
      cairo_line_to (cr, 0.70, top);
      cairo_line_to (cr, 0.50, top + 0.18);
      cairo_close_path (cr);
      shape (cr, f, f->second);
      cairo_new_path (cr);
      for (guint i = 0; i < 3; i++)
        {
          cairo_new_sub_path (cr);
          path_ellipse (cr, 0.5, top + 0.24 + i * 0.09, 0.025, 0.025);
        }
      shape (cr, f, gold);
      break;
    }
}

/* The upper half of a French court card, in a box one unit wide and
 * @half high. */
static void
draw_french_half (cairo_t            *cr,
                  const Figure       *f,
                  guint               rank,
                  TrpSuit             suit,
                  const TrpCardStyle *style,
                  double              half)
{
  double head_y = half * 0.40, r = 0.165;

  draw_bust (cr, f, rank, head_y + 1.25 * r, half + 0.02);
  draw_attribute (cr, f, rank, 0.80, half * 0.12, half + 0.02);
  cairo_new_path (cr);
  path_ellipse (cr, 0.80, half * 0.80, 0.055, 0.05);
  shape (cr, f, skin);
  draw_head (cr, f, rank, 0.5, head_y, r);
  trp_card_fill_suit (cr, suit, style, 0.16, half * 0.17, 0.20, FALSE);
}

static void
draw_french (cairo_t            *cr,
             const Figure       *f,
             guint               rank,
             TrpSuit             suit,
             const TrpCardStyle *style,
             double              height)
{
  double half = height / 2;

  draw_french_half (cr, f, rank, suit, style, half);
  cairo_save (cr);
  cairo_translate (cr, 1, height);
  cairo_rotate (cr, G_PI);
  draw_french_half (cr, f, rank, suit, style, half);
  cairo_restore (cr);

  /* The line the two halves meet on. */
  cairo_new_path (cr);
  cairo_move_to (cr, 0, half);
  cairo_line_to (cr, 1, half);
  cairo_set_source_rgb (cr, f->robe[0], f->robe[1], f->robe[2]);
  cairo_set_line_width (cr, 2 * f->line_width);
  cairo_stroke (cr);
}

/* A standing figure of the Italian deck: a long robe for the re, a short
 * tunic and hose for the fante; each holds up the suit's sign. */
static void
draw_italian_standing (cairo_t            *cr,
                       const Figure       *f,
                       guint               rank,
                       TrpSuit             suit,
                       const TrpCardStyle *style,
                       double              height)
{
  double head_y = 0.40, r = 0.13;
  double shoulders = head_y + 1.35 * r;
  double feet = height - 0.10;

  /* A shadow to stand on. */
  cairo_new_path (cr);
  path_ellipse (cr, 0.5, feet + 0.02, 0.36, 0.04);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.12);
  cairo_fill (cr);

  if (rank == TRP_RANK_KING)
    {
      cairo_new_path (cr);
      path_ellipse (cr, 0.38, feet - 0.01, 0.09, 0.04);
      path_ellipse (cr, 0.62, feet - 0.01, 0.09, 0.04);
      shape (cr, f, outline);
      /* The robe to the ground, open on a gold gown. */
      cairo_new_path (cr);
      cairo_move_to (cr, 0.30, shoulders);
      cairo_line_to (cr, 0.70, shoulders);
      cairo_curve_to (cr, 0.82, shoulders + 0.05, 0.84, shoulders + 0.2, 0.84, shoulders + 0.3);
      cairo_line_to (cr, 0.92, feet - 0.02);
      cairo_line_to (cr, 0.08, feet - 0.02);
      cairo_line_to (cr, 0.16, shoulders + 0.3);
      cairo_curve_to (cr, 0.16, shoulders + 0.2, 0.18, shoulders + 0.05, 0.30, shoulders);
      cairo_close_path (cr);
      shape (cr, f, f->robe);
      cairo_new_path (cr);
      cairo_move_to (cr, 0.46, shoulders + 0.1);
      cairo_line_to (cr, 0.54, shoulders + 0.1);
      cairo_line_to (cr, 0.66, feet - 0.02);
      cairo_line_to (cr, 0.34, feet - 0.02);
      cairo_close_path (cr);
      shape (cr, f, gold);
      /* The ermine cape over the shoulders. */
      cairo_new_path (cr);
      cairo_move_to (cr, 0.18, shoulders + 0.12);
      cairo_curve_to (cr, 0.24, shoulders - 0.04, 0.76, shoulders - 0.04, 0.82, shoulders + 0.12);
      cairo_curve_to (cr, 0.70, shoulders + 0.24, 0.30, shoulders + 0.24, 0.18, shoulders + 0.12);
      cairo_close_path (cr);
      shape (cr, f, white);
    }
  else
    {
      double hips = shoulders + 0.55;

      /* Legs in hose of the second colour, and shoes. */
      cairo_new_path (cr);
      cairo_rectangle (cr, 0.37, hips - 0.05, 0.10, feet - hips);
      cairo_rectangle (cr, 0.53, hips - 0.05, 0.10, feet - hips);
      shape (cr, f, f->second);
      cairo_new_path (cr);
      path_ellipse (cr, 0.40, feet - 0.01, 0.08, 0.035);
      path_ellipse (cr, 0.60, feet - 0.01, 0.08, 0.035);
      shape (cr, f, outline);
      /* A tunic to the hips, belted. */
      cairo_new_path (cr);
      cairo_move_to (cr, 0.30, shoulders);
      cairo_line_to (cr, 0.70, shoulders);
      cairo_curve_to (cr, 0.80, shoulders + 0.04, 0.80, shoulders + 0.14, 0.78, shoulders + 0.22);
      cairo_line_to (cr, 0.82, hips);
      cairo_line_to (cr, 0.18, hips);
      cairo_line_to (cr, 0.22, shoulders + 0.22);
      cairo_curve_to (cr, 0.20, shoulders + 0.14, 0.20, shoulders + 0.04, 0.30, shoulders);
      cairo_close_path (cr);
      shape (cr, f, f->robe);
      cairo_new_path (cr);
      cairo_rectangle (cr, 0.21, shoulders + 0.34, 0.58, 0.06);
      shape (cr, f, gold);
      cairo_new_path (cr);
      cairo_move_to (cr, 0.34, shoulders);
      cairo_line_to (cr, 0.66, shoulders);
      cairo_line_to (cr, 0.50, shoulders + 0.14);
      cairo_close_path (cr);
      shape (cr, f, white);
    }

  draw_head (cr, f, rank, 0.5, head_y, r);

  /* The arm raised to the sign, the hand, and the sign. */
  cairo_new_path (cr);
  cairo_move_to (cr, 0.66, shoulders + 0.02);
  cairo_line_to (cr, 0.80, shoulders + 0.26);
  cairo_line_to (cr, 0.90, shoulders + 0.22);
  cairo_line_to (cr, 0.76, shoulders + 0.12);
  cairo_close_path (cr);
  shape (cr, f, f->robe);
  cairo_new_path (cr);
  path_ellipse (cr, 0.86, shoulders + 0.20, 0.05, 0.05);
  shape (cr, f, skin);
  trp_card_fill_suit (cr, suit, style, 0.84, shoulders - 0.06, 0.30, FALSE);
}

/* The cavallo: a rider on a horse walking to the left, the suit's sign
 * held up in the rider's hand. */
static void
draw_italian_rider (cairo_t            *cr,
                    const Figure       *f,
                    TrpSuit             suit,
                    const TrpCardStyle *style,
                    double              height)
{
  double ground = height - 0.10;
  double back = ground - 0.62;

  cairo_new_path (cr);
  path_ellipse (cr, 0.52, ground + 0.02, 0.44, 0.04);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.12);
  cairo_fill (cr);

  /* The tail, then the far legs a shade darker, then the body. */
  cairo_new_path (cr);
  cairo_move_to (cr, 0.88, back + 0.06);
  cairo_curve_to (cr, 1.02, back + 0.10, 1.00, back + 0.34, 0.96, back + 0.44);
  cairo_curve_to (cr, 0.92, back + 0.30, 0.90, back + 0.20, 0.84, back + 0.14);
  cairo_close_path (cr);
  shape (cr, f, hair_dark);

  cairo_new_path (cr);
  cairo_rectangle (cr, 0.30, back + 0.2, 0.07, ground - back - 0.22);
  cairo_rectangle (cr, 0.70, back + 0.2, 0.07, ground - back - 0.22);
  shape (cr, f, hair_brown);
  cairo_new_path (cr);
  cairo_rectangle (cr, 0.20, back + 0.2, 0.07, ground - back - 0.22);
  cairo_rectangle (cr, 0.80, back + 0.2, 0.07, ground - back - 0.22);
  shape (cr, f, horse_brown);
  cairo_new_path (cr);
  cairo_rectangle (cr, 0.19, ground - 0.05, 0.09, 0.05);
  cairo_rectangle (cr, 0.29, ground - 0.05, 0.09, 0.05);
  cairo_rectangle (cr, 0.69, ground - 0.05, 0.09, 0.05);
  cairo_rectangle (cr, 0.79, ground - 0.05, 0.09, 0.05);
  shape (cr, f, outline);

  cairo_new_path (cr);
  path_ellipse (cr, 0.54, back + 0.16, 0.36, 0.17);
  shape (cr, f, horse_brown);

  /* The neck and the head, raised to the left, with the mane. */
  cairo_new_path (cr);
  cairo_move_to (cr, 0.30, back + 0.04);
  cairo_curve_to (cr, 0.24, back - 0.10, 0.20, back - 0.22, 0.16, back - 0.30);
  cairo_line_to (cr, 0.02, back - 0.10);
  cairo_curve_to (cr, 0.00, back - 0.06, 0.04, back - 0.02, 0.08, back - 0.04);
  cairo_line_to (cr, 0.14, back - 0.08);
  cairo_curve_to (cr, 0.18, back + 0.06, 0.20, back + 0.16, 0.24, back + 0.24);
  cairo_close_path (cr);
  shape (cr, f, horse_brown);
  cairo_new_path (cr);
  cairo_move_to (cr, 0.16, back - 0.30);
  cairo_line_to (cr, 0.20, back - 0.38);
  cairo_line_to (cr, 0.22, back - 0.27);
  cairo_curve_to (cr, 0.28, back - 0.16, 0.32, back - 0.06, 0.36, back + 0.02);
  cairo_line_to (cr, 0.30, back + 0.04);
  cairo_curve_to (cr, 0.26, back - 0.08, 0.22, back - 0.20, 0.16, back - 0.30);
  cairo_close_path (cr);
  shape (cr, f, hair_dark);
  if (f->details)
    {
      cairo_new_path (cr);
      path_ellipse (cr, 0.12, back - 0.20, 0.012, 0.012);
      set_rgb (cr, outline);
      cairo_fill (cr);
    }

  /* The saddle cloth, the rider's leg, body and head. */
  cairo_new_path (cr);
  cairo_rectangle (cr, 0.42, back - 0.03, 0.30, 0.20);
  shape (cr, f, f->second);
  cairo_new_path (cr);
  cairo_move_to (cr, 0.50, back);
  cairo_line_to (cr, 0.60, back);
  cairo_line_to (cr, 0.56, back + 0.28);
  cairo_line_to (cr, 0.44, back + 0.30);
  cairo_line_to (cr, 0.44, back + 0.25);
  cairo_line_to (cr, 0.48, back + 0.24);
  cairo_close_path (cr);
  shape (cr, f, outline);
  cairo_new_path (cr);
  cairo_move_to (cr, 0.44, back + 0.02);
  cairo_line_to (cr, 0.46, back - 0.30);
  cairo_curve_to (cr, 0.50, back - 0.36, 0.62, back - 0.36, 0.66, back - 0.30);
  cairo_line_to (cr, 0.68, back + 0.02);
  cairo_close_path (cr);
  shape (cr, f, f->robe);
  draw_head (cr, f, TRP_RANK_JACK, 0.56, back - 0.44, 0.10);

  /* The raised arm and the sign. */
  cairo_new_path (cr);
  cairo_move_to (cr, 0.64, back - 0.30);
  cairo_line_to (cr, 0.80, back - 0.42);
  cairo_line_to (cr, 0.84, back - 0.36);
  cairo_line_to (cr, 0.66, back - 0.20);
  cairo_close_path (cr);
  shape (cr, f, f->robe);
  trp_card_fill_suit (cr, suit, style, 0.84, back - 0.60, 0.28, FALSE);
}

/**
 * trp_card_paint_figure:
 * @rank: %TRP_RANK_JACK, %TRP_RANK_QUEEN or %TRP_RANK_KING (the fante,
 *   the cavallo and the re of the Italian deck)
 * @width: the card's width
 * @height: the card's height
 *
 * Paints the court figure in the middle of a card, between the corners.
 */
void
trp_card_paint_figure (cairo_t            *cr,
                       guint               rank,
                       TrpSuit             suit,
                       const TrpCardStyle *style,
                       double              width,
                       double              height)
{
  double fx = 0.21 * width, fy = 0.11 * height;
  double fw = 0.58 * width, fh = 0.78 * height;
  double unit = fw, box_height = fh / fw;
  Figure f;

  figure_init (&f, suit, style, unit);

  cairo_save (cr);
  cairo_translate (cr, fx, fy);
  cairo_scale (cr, unit, unit);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);

  if (style->faces == TRP_FACE_STYLE_ITALIAN)
    {
      if (rank == TRP_RANK_QUEEN)
        draw_italian_rider (cr, &f, suit, style, box_height);
      else
        draw_italian_standing (cr, &f, rank, suit, style, box_height);
    }
  else
    {
      /* A frame in a wash of the suit's colour, the figure clipped to it. */
      cairo_new_path (cr);
      cairo_rectangle (cr, 0, 0, 1, box_height);
      cairo_set_source_rgba (cr, f.robe[0], f.robe[1], f.robe[2], 0.10);
      cairo_fill_preserve (cr);
      cairo_save (cr);
      cairo_clip (cr);
      draw_french (cr, &f, rank, suit, style, box_height);
      cairo_restore (cr);
      cairo_new_path (cr);
      cairo_rectangle (cr, 0, 0, 1, box_height);
      cairo_set_source_rgba (cr, f.robe[0], f.robe[1], f.robe[2], 0.8);
      cairo_set_line_width (cr, 2 * f.line_width);
      cairo_stroke (cr);
    }

  cairo_restore (cr);
}

/**
 * trp_card_paint_jester:
 * @rgb: the joker's colour
 *
 * Paints the joker's jester: a grinning head in a cap of three bells,
 * over a ruff, in the joker's colour.
 */
void
trp_card_paint_jester (cairo_t      *cr,
                       const double  rgb[3],
                       double        width,
                       double        height)
{
  double unit = 0.58 * width;
  Figure f = { .line_width = MAX (0.7 / unit, 0.016), .details = unit >= 40 };
  /* Each horn of the cap: its base from x0 to x1, then the two curves
   * out to the tip and back, as control points and the tip. */
  static const double horns[3][12] = {
    { 0.30, 0.48, 0.18, 0.64, 0.10, 0.58, 0.06, 0.46, 0.22, 0.48, 0.40, 0.50 },
    { 0.38, 0.62, 0.38, 0.40, 0.46, 0.28, 0.50, 0.16, 0.56, 0.28, 0.62, 0.40 },
    { 0.52, 0.70, 0.60, 0.50, 0.78, 0.48, 0.94, 0.46, 0.90, 0.58, 0.82, 0.64 },
  };

  memcpy (f.robe, rgb, sizeof f.robe);
  memcpy (f.second, gold, sizeof f.second);

  cairo_save (cr);
  cairo_translate (cr, 0.24 * width, 0.22 * height);
  cairo_scale (cr, unit, unit);

  /* The ruff: a zigzag collar under the chin. */
  cairo_new_path (cr);
  for (guint i = 0; i <= 8; i++)
    {
      double angle = G_PI * i / 8;
      double radius = (i % 2 == 0) ? 0.42 : 0.30;
      double x = 0.5 + radius * cos (angle) * 1.0;
      double y = 0.94 + radius * sin (angle) * 0.5;

      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_close_path (cr);
  shape (cr, &f, white);

  /* The cap's three horns, alternately in the joker's colour and gold,
   * each with a bell. */
  for (guint i = 0; i < 3; i++)
    {
      const double *h = horns[i];

      cairo_new_path (cr);
      cairo_move_to (cr, h[0], 0.68);
      cairo_curve_to (cr, h[2], h[3], h[4], h[5], h[6], h[7]);
      cairo_curve_to (cr, h[8], h[9], h[10], h[11], h[1], 0.68);
      cairo_close_path (cr);
      shape (cr, &f, i == 1 ? f.second : f.robe);
      cairo_new_path (cr);
      path_ellipse (cr, h[6], h[7] - 0.02, 0.05, 0.05);
      shape (cr, &f, gold);
    }

  draw_face (cr, &f, 0.5, 0.80, 0.17);
  /* A wide grin. */
  cairo_new_path (cr);
  cairo_move_to (cr, 0.42, 0.84);
  cairo_curve_to (cr, 0.45, 0.92, 0.55, 0.92, 0.58, 0.84);
  cairo_set_source_rgb (cr, outline[0], outline[1], outline[2]);
  cairo_set_line_width (cr, 1.5 * f.line_width);
  cairo_stroke (cr);
  /* The cap's band over the brow. */
  cairo_new_path (cr);
  cairo_move_to (cr, 0.30, 0.72);
  cairo_curve_to (cr, 0.34, 0.60, 0.66, 0.60, 0.70, 0.72);
  cairo_line_to (cr, 0.70, 0.66);
  cairo_curve_to (cr, 0.66, 0.56, 0.34, 0.56, 0.30, 0.66);
  cairo_close_path (cr);
  shape (cr, &f, f.robe);

  cairo_restore (cr);
}
