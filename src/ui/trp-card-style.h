/* trp-card-style.h: how the cards are drawn, shared by the painter and
 * the court figures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "trp-card.h"

G_BEGIN_DECLS

/**
 * TrpCardStyle:
 * @faces: French or Italian court cards and suit names
 * @four_colours: diamonds blue and clubs green
 * @accent: the colour of selection and highlights: the card views take
 *   the system's accent colour from the style sheet
 * @high_contrast: draw selection and focus with stronger outlines
 */
typedef struct
{
  TrpFaceStyle faces;
  gboolean     four_colours;
  GdkRGBA      accent;
  gboolean     high_contrast;
} TrpCardStyle;

G_END_DECLS
