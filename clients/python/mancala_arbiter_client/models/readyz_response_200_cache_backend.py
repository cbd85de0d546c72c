from enum import StrEnum


class ReadyzResponse200CacheBackend(StrEnum):
    MEMORY = "memory"
    REDIS = "redis"

    def __str__(self) -> str:
        return str(self.value)
