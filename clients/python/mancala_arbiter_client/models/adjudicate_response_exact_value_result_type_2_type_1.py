from enum import StrEnum


class AdjudicateResponseExactValueResultType2Type1(StrEnum):
    DRAW = "draw"
    LOSS = "loss"
    WIN = "win"

    def __str__(self) -> str:
        return str(self.value)
