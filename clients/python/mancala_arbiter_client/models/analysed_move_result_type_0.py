from enum import StrEnum


class AnalysedMoveResultType0(StrEnum):
    DRAW = "draw"
    LOSS = "loss"
    WIN = "win"

    def __str__(self) -> str:
        return str(self.value)
