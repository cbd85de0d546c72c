from enum import StrEnum


class PositionBlockProvenance(StrEnum):
    CLIENT = "client"
    SERVICE = "service"

    def __str__(self) -> str:
        return str(self.value)
