from enum import StrEnum


class AnalysisResponseMethod(StrEnum):
    ALPHA_BETA = "alpha-beta"
    DATABASE = "database"
    EXACT = "exact"
    FINISHED = "finished"
    PARANOID = "paranoid"

    def __str__(self) -> str:
        return str(self.value)
