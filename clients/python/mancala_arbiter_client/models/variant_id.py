from enum import StrEnum


class VariantId(StrEnum):
    AL_MANQALA = "al-manqala"
    AYOAYO = "ayoayo"
    BAO_KUJIFUNZA = "bao-kujifunza"
    BASIC = "basic"
    BESTEMSHE = "bestemshe"
    BOHNENSPIEL = "bohnenspiel"
    CONGKAK = "congkak"
    GIUTHI = "giuthi"
    HALUSA = "halusa"
    HAWALIS = "hawalis"
    HUFESAY = "hufesay"
    HUS = "hus"
    KALAH = "kalah"
    KALAH_6_3 = "kalah-6-3"
    KALAH_6_5 = "kalah-6-5"
    KALAH_6_6 = "kalah-6-6"
    MANCALA_FOR_4 = "mancala-for-4"
    MANCALA_HYBRID = "mancala-hybrid"
    MANGALA = "mangala"
    MODIAR = "modiar"
    MULTIPLAYER = "multiplayer"
    NAM_NAM = "nam-nam"
    OHVALHU = "ohvalhu"
    OWARE = "oware"
    OWARI = "owari"
    PALLANGUZHI = "pallanguzhi"
    SUNGKA = "sungka"
    TOGUZ_KORGOOL = "toguz-korgool"
    TOGYZ_KUMALAK = "togyz-kumalak"
    TSORO = "tsoro"
    VAI_LUNG_THLAN = "vai-lung-thlan"

    def __str__(self) -> str:
        return str(self.value)
