"""Helpers shared by the tests, ``scripts/`` and ``bench/``: seeded sample games, the rule
properties checked on random games, and the fuzz harness.

Not part of the product (the wheel and the image ship ``engine``, ``service`` and ``arbiter_cli``
only); a package of its own so that the generators and the benchmarks never import from
``tests/`` (``tests/test_import_graph.py`` keeps it so).
"""
