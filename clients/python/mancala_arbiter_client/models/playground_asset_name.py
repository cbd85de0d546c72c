from enum import StrEnum


class PlaygroundAssetName(StrEnum):
    API_JS = "api.js"
    BOARD_JS = "board.js"
    MARKDOWN_IT_MIN_JS = "markdown-it.min.js"
    MARKDOWN_JS = "markdown.js"
    PLAY_CSS = "play.css"
    PLAY_JS = "play.js"

    def __str__(self) -> str:
        return str(self.value)
