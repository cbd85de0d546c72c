from enum import StrEnum


class ReadyzResponse200EngineBuild(StrEnum):
    COMPILED = "compiled"
    INTERPRETED = "interpreted"
    MIXED = "mixed"

    def __str__(self) -> str:
        return str(self.value)
