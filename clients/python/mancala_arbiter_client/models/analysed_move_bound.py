from enum import StrEnum


class AnalysedMoveBound(StrEnum):
    EXACT = "exact"
    UPPER = "upper"

    def __str__(self) -> str:
        return str(self.value)
