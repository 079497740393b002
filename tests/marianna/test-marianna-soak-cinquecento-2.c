/* test-marianna-soak-cinquecento-2.c: part 2 of 2 of the cinquecento soak (see marianna-soak.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "marianna-test-util.h"

int
main (int    argc,
      char **argv)
{
  return mt_soak_main (argc, argv, "cinquecento", 1, 2);
}
