from enum import StrEnum


class ListVariantsFamily(StrEnum):
    BAO = "bao"
    BEYOND_CAPTURE = "beyond-capture"
    COLUMN_CAPTURE = "column-capture"
    COUNT_CAPTURE = "count-capture"
    CROSS_CAPTURE = "cross-capture"
    NO_CAPTURE = "no-capture"
    OMWESO = "omweso"
    OPENING = "opening"
    RELAY = "relay"
    ROUNDS = "rounds"
    STORES_SOWN = "stores-sown"
    TUZDYK = "tuzdyk"
    WEGUE = "wegue"

    def __str__(self) -> str:
        return str(self.value)
