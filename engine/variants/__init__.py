"""Every game of the catalogue, one module each."""

from engine.catalogue import Variant
from engine.variants import (awari_suriname, ayoayo, bao_kujifunza, barbados_warri, basic, bestemshe, bohnenspiel, congkak, giuthi, hus, kalah,
                             kalah_sizes, mancala_for_4, mancala_hybrid, mangala, mbangbi, multiplayer, nam_nam, ohvalhu, oware,
                             owari, pallanguzhi, round_and_round_warri, songo_douala, sungka, toguz_korgool, togyz_kumalak, vai_lung_thlan)

ALL: tuple[Variant, ...] = (
    basic.VARIANT,
    kalah.VARIANT,
    oware.VARIANT,
    owari.VARIANT,
    mancala_hybrid.VARIANT,
    ayoayo.VARIANT,
    giuthi.VARIANT,
    nam_nam.VARIANT,
    multiplayer.VARIANT,
    mancala_for_4.VARIANT,
    bao_kujifunza.VARIANT,
    togyz_kumalak.VARIANT,
    toguz_korgool.VARIANT,
    bestemshe.VARIANT,
    kalah_sizes.KALAH_6_3,
    kalah_sizes.KALAH_6_5,
    kalah_sizes.KALAH_6_6,
    sungka.VARIANT,
    congkak.VARIANT,
    ohvalhu.VARIANT,
    hus.VARIANT,
    pallanguzhi.VARIANT,
    mangala.VARIANT,
    bohnenspiel.VARIANT,
    vai_lung_thlan.VARIANT,
    barbados_warri.VARIANT,
    songo_douala.VARIANT,
    awari_suriname.VARIANT,
    round_and_round_warri.VARIANT,
    mbangbi.VARIANT,
)
