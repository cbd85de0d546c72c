from enum import StrEnum


class ListVariantsBoard(StrEnum):
    FOUR_ROW = "four-row"
    MULTI_SIDE = "multi-side"
    THREE_ROW = "three-row"
    TWO_ROW = "two-row"

    def __str__(self) -> str:
        return str(self.value)
