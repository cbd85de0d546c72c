from enum import StrEnum


class PositionPhase(StrEnum):
    ARRANGE = "arrange"
    CHOOSE_HOLLOWS = "choose_hollows"
    PLAY = "play"
    RELAY_CHOICE = "relay_choice"
    TAKE = "take"

    def __str__(self) -> str:
        return str(self.value)
