from enum import StrEnum


class StartOrigin(StrEnum):
    CLIENT = "client"
    SIGNED = "signed"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
