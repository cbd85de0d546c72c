"""``mancala-arbiter``: a tournament director's command line (docs/tournaments.md).

    mancala-arbiter verify GAMES/ [--server URL] [--json FILE] [--csv FILE]
    mancala-arbiter replay GAME.mgn [--steps] [--server URL]
    mancala-arbiter export GAME.json|GAME.mgn [-o OUT]
    mancala-arbiter keys [--server URL]

``verify`` judges every record in the files and folders given (``*.mgn``, ``*.pgn``, ``*.txt``;
a file may hold several records) with the engine in this process, or with ``--server`` through the
typed client generated from ``openapi.yaml`` (``clients/python``, installed with this package),
checking every verdict's Ed25519 signature against the server's published keys. It shows a progress
bar (``rich``), a summary table, writes ``--json``/``--csv`` reports, and exits 1 when any game is
illegal, disputed or malformed (2 for a usage or input error, 3 when the server cannot be used).

Every subcommand that takes ``--server`` prints the same output with and without it (``replay``
prints the positions, the server's ``position_text``). Text from records and file names is never
read as ``rich`` markup. Bad input (a file that is not UTF-8 text, malformed JSON, a JSON game or
record that cannot be read) is one line naming the file and where in it.

The modules: ``main`` (the commands and their exit codes), ``games`` (reading files into games
and judging them in this process), ``remote`` (the same through a server), ``reports`` (the
tables, ``--json`` and ``--csv``). This package is apart from ``service`` so that the command's
start (``--help``, and every command without ``--server``) does not import Flask: ``service`` is
imported only by the commands that need its key handling (``remote``, ``keys``).
"""
