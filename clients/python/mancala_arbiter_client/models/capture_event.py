from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.place import Place


T = TypeVar("T", bound="CaptureEvent")


@_attrs_define
class CaptureEvent:
    """Seat `by` captures `count` seeds from `pits`.

    Attributes:
        type_ (Literal['capture']):
        kind (str): Which capture rule: `cross` (opposite pit), `count` (2-3 / chain, or an even count), `final4`,
            `last_seeds`, `enpassant` (fours during sowing), `beyond` (Pallanguzhi: the pit beyond an empty pit), `bao` (Bao
            mtaji), `tuzdyk` (seeds falling into a tuzdyk go to its owner), `wegue` (Qelat: two seeds taken from the
            opponent's wegue), `column` (ǁHus: the opponent's front and back pits facing the mover's front pit; the seeds do
            not go to a store but are sown on round the mover's pits from the pit after the capturing one, the `sow` that
            follows), `chosen` (a hole of the opponent's the capturer chose, a `take` move).
        by (int):
        count (int):
        pits (list[Place]):
    """

    type_: Literal["capture"]
    kind: str
    by: int
    count: int
    pits: list[Place]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        kind = self.kind

        by = self.by

        count = self.count

        pits = []
        for pits_item_data in self.pits:
            pits_item = pits_item_data.to_dict()
            pits.append(pits_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "kind": kind,
                "by": by,
                "count": count,
                "pits": pits,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.place import Place  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["capture"], d.pop("type"))
        if type_ != "capture":
            raise ValueError(f"type must match const 'capture', got '{type_}'")

        kind = d.pop("kind")

        by = d.pop("by")

        count = d.pop("count")

        pits = []
        _pits = d.pop("pits")
        for pits_item_data in _pits:
            pits_item = Place.from_dict(pits_item_data)

            pits.append(pits_item)

        capture_event = cls(
            type_=type_,
            kind=kind,
            by=by,
            count=count,
            pits=pits,
        )

        capture_event.additional_properties = d
        return capture_event

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
