from enum import StrEnum


class PositionStatus(StrEnum):
    FINISHED = "finished"
    PLAYING = "playing"

    def __str__(self) -> str:
        return str(self.value)
