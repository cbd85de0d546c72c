from enum import StrEnum


class VariantId(StrEnum):
    AYOAYO = "ayoayo"
    BAO_KUJIFUNZA = "bao-kujifunza"
    BASIC = "basic"
    GIUTHI = "giuthi"
    KALAH = "kalah"
    MANCALA_FOR_4 = "mancala-for-4"
    MANCALA_HYBRID = "mancala-hybrid"
    MULTIPLAYER = "multiplayer"
    NAM_NAM = "nam-nam"
    OWARE = "oware"
    OWARI = "owari"

    def __str__(self) -> str:
        return str(self.value)
