from enum import StrEnum


class AdjudicatePositionRequestReason(StrEnum):
    ABANDONMENT = "abandonment"
    AGREEMENT = "agreement"
    MOVE_LIMIT = "move_limit"
    TIME = "time"

    def __str__(self) -> str:
        return str(self.value)
