"""Every game of the catalogue, one module each."""

from engine.catalogue import Variant
from engine.variants import (al_manqala, ayoayo, bao_kujifunza, basic, bestemshe, bohnenspiel, congkak, giuthi,
                             halusa, hawalis, hus, kalah, kalah_sizes, mancala_for_4, mancala_hybrid,
                             mangala, multiplayer, nam_nam, ohvalhu, oware, owari, pallanguzhi, sungka, toguz_korgool,
                             togyz_kumalak, tsoro, vai_lung_thlan)

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
    halusa.VARIANT,
    al_manqala.VARIANT,
    tsoro.VARIANT,
    hawalis.VARIANT,
)
