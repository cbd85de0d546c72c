"""``python -m arbiter_cli``: the same as the ``mancala-arbiter`` command."""

import sys

from arbiter_cli.main import main

sys.exit(main())
