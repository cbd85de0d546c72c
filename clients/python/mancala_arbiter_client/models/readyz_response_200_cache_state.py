from enum import StrEnum


class ReadyzResponse200CacheState(StrEnum):
    BYPASSED = "bypassed"
    OK = "ok"

    def __str__(self) -> str:
        return str(self.value)
