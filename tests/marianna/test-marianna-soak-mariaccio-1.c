/* test-marianna-soak-mariaccio-1.c: part 1 of 2 of the mariaccio soak (see marianna-soak.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "marianna-test-util.h"

int
main (int    argc,
      char **argv)
{
  return mt_soak_main (argc, argv, "mariaccio", 0, 2);
}
