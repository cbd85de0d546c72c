from enum import StrEnum


class PositionDirectionsItemType0(StrEnum):
    CCW = "ccw"
    CW = "cw"
    PLAYER_CHOICE = "player_choice"

    def __str__(self) -> str:
        return str(self.value)
