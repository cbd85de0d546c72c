from enum import StrEnum


class LegalMovesResponseChoicesItemNeedsItem(StrEnum):
    DIRECTION = "direction"

    def __str__(self) -> str:
        return str(self.value)
