from enum import StrEnum


class PlaygroundAssetName(StrEnum):
    API_JS = "api.js"
    BOARD_JS = "board.js"
    PLAY_CSS = "play.css"
    PLAY_JS = "play.js"

    def __str__(self) -> str:
        return str(self.value)
