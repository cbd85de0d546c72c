"""Conformance harness: the engine compared ply by ply with a second reading of each game.

The second reading is Ludii (the Digital Ludeme Project's general game system, http://ludii.games,
github.com/Ludeme/Ludii, upstream commit 845cda6f33, 1.3.13), built OUTSIDE this repository and
used as a tool: Ludii is CC BY-NC-ND 4.0, so none of its code or ``.lud`` descriptions is copied
here. What its play shows (move lists, seed counts, results) is kept as test data under
``tests/conformance/data/``, credited to Ludii and that commit.

Modules: ``games`` (which Ludii description, ruleset and board-site mapping stands for which
catalogue game), ``ludii`` (running Ludii's trace tool), ``compare`` (the ply-by-ply comparison,
both ways), ``run`` (the command line; docs/conformance.md says how to use it).

Hand-written: no maintained library compares a Python rules engine with a Java one; the pieces
are small (a table, a subprocess, a walk over JSON lines).
"""
