from enum import StrEnum


class LegalMovesResponseChoicesItemNeedsItem(StrEnum):
    DIRECTION = "direction"
    SAFARI = "safari"

    def __str__(self) -> str:
        return str(self.value)
