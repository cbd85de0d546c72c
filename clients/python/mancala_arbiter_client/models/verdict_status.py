from enum import StrEnum


class VerdictStatus(StrEnum):
    DISPUTED = "disputed"
    ILLEGAL = "illegal"
    MALFORMED = "malformed"
    UNFINISHED = "unfinished"
    VALID = "valid"

    def __str__(self) -> str:
        return str(self.value)
