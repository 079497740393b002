/* trp-biriba-computer.h: Biriba's computer player as the catalog names it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

extern const struct _TrpComputerPlayer trp_biriba_computer_player;

G_END_DECLS
