from enum import StrEnum


class TuzdykRefusedEventReason(StrEnum):
    ALREADY_HAS = "already_has"
    LAST_PIT = "last_pit"
    SAME_NUMBER = "same_number"

    def __str__(self) -> str:
        return str(self.value)
