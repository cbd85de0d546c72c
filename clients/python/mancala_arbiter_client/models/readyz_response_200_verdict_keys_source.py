from enum import StrEnum


class ReadyzResponse200VerdictKeysSource(StrEnum):
    CONFIGURED = "configured"
    GENERATED = "generated"

    def __str__(self) -> str:
        return str(self.value)
