import sys

from puzzlesuite.cli import main

sys.exit(main())
