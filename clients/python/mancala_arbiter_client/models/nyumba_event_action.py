from enum import StrEnum


class NyumbaEventAction(StrEnum):
    DESTROYED = "destroyed"
    SAFARI = "safari"
    STOPPED = "stopped"
    TAXED = "taxed"

    def __str__(self) -> str:
        return str(self.value)
