from enum import StrEnum


class AdjudicateResponseExactValueMethod(StrEnum):
    DATABASE = "database"
    EXACT = "exact"

    def __str__(self) -> str:
        return str(self.value)
