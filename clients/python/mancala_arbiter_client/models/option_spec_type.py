from enum import StrEnum


class OptionSpecType(StrEnum):
    BOOLEAN = "boolean"
    ENUM = "enum"
    INTEGER = "integer"
    INTEGER_LIST = "integer_list"

    def __str__(self) -> str:
        return str(self.value)
