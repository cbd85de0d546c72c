"""The test budgets stay flat as the catalogue grows (tests/budget.py)."""

from tests.budget import scaled, share


def test_a_share_is_the_old_count_until_the_catalogue_grows_then_the_total_stays_flat() -> None:
    assert share(4_320, 216, floor=5, ceiling=20) == 20
    assert share(4_320, 480, floor=5, ceiling=20) == 9
    assert share(4_320, 5_000, floor=5, ceiling=20) == 5


def test_a_scaled_count_keeps_its_fraction_of_the_total() -> None:
    assert scaled(300, 138, base_items=138, floor=30) == 300
    assert scaled(300, 276, base_items=138, floor=30) == 150
    assert scaled(40, 276, base_items=138, floor=30) == 30
    assert scaled(20, 276, base_items=138, floor=30) == 20
