from enum import StrEnum


class Direction(StrEnum):
    CCW = "ccw"
    CW = "cw"

    def __str__(self) -> str:
        return str(self.value)
