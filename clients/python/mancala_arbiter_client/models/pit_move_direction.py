from enum import StrEnum


class PitMoveDirection(StrEnum):
    CCW = "ccw"
    CW = "cw"

    def __str__(self) -> str:
        return str(self.value)
