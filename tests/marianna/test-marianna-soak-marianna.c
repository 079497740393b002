/* test-marianna-soak-marianna.c: the marianna soak (see marianna-soak.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "marianna-test-util.h"

int
main (int    argc,
      char **argv)
{
  return mt_soak_main (argc, argv, "marianna", 0, 1);
}
