"""The test budgets stay flat as the catalogue grows (tests/budget.py)."""

from tests.budget import scaled, share, spread, spread_facets


def test_a_share_is_the_old_count_until_the_catalogue_grows_then_the_total_stays_flat() -> None:
    assert share(4_320, 216, floor=5, ceiling=20) == 20
    assert share(4_320, 480, floor=5, ceiling=20) == 9
    assert share(4_320, 5_000, floor=5, ceiling=20) == 5


def test_a_scaled_count_keeps_its_fraction_of_the_total() -> None:
    assert scaled(300, 138, base_items=138, floor=30) == 300
    assert scaled(300, 276, base_items=138, floor=30) == 150
    assert scaled(40, 276, base_items=138, floor=30) == 30
    assert scaled(20, 276, base_items=138, floor=30) == 20


def test_a_spread_keeps_the_first_item_of_every_kind_then_spaces_the_rest() -> None:
    items = ["a1", "a2", "b1", "a3", "b2", "c1", "a4"]
    assert spread(items, key=lambda s: s[0], budget=0) == ["a1", "b1", "c1"]
    assert spread(items, key=lambda s: s[0], budget=5) == ["a1", "a2", "b1", "b2", "c1"]  # then every second of the rest
    assert spread(items, key=lambda s: s[0], budget=7) == items


def test_a_spread_over_facets_keeps_a_first_item_for_every_value_of_every_facet() -> None:
    # a letter (the board) and a digit (a way to move): one item may cover a new value of each
    items = ["a1", "a2", "b1", "b3", "c3", "a4"]
    assert spread_facets(items, facets=lambda s: (s[0], int(s[1])), budget=0) == ["a1", "a2", "b1", "b3", "c3", "a4"]
    assert spread_facets(["a1", "b1", "a2", "b2"], facets=lambda s: (("board", s[0]), ("moves", s[1])), budget=0) \
        == ["a1", "b1", "a2"]
