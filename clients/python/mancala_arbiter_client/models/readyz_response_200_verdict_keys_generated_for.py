from enum import StrEnum


class ReadyzResponse200VerdictKeysGeneratedFor(StrEnum):
    PROCESS = "process"
    SERVER = "server"

    def __str__(self) -> str:
        return str(self.value)
