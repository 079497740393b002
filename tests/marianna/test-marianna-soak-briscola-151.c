/* test-marianna-soak-briscola-151.c: the briscola_151 soak (see marianna-soak.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "marianna-test-util.h"

int
main (int    argc,
      char **argv)
{
  return mt_soak_main (argc, argv, "briscola_151", 0, 1);
}
