from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.direction import Direction

if TYPE_CHECKING:
    from ..models.place import Place


T = TypeVar("T", bound="CapturedResownEvent")


@_attrs_define
class CapturedResownEvent:
    """Bao: the captured seeds are sown on from the `kichwa` in `direction`.

    Attributes:
        type_ (Literal['captured_resown']):
        kichwa (Place): A place on the board: pit `pit` of seat `seat`'s row, or that seat's store (`store: true`).
        direction (Direction): Sowing direction (clockwise or counter-clockwise, seen from above the board).
    """

    type_: Literal["captured_resown"]
    kichwa: Place
    direction: Direction
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        kichwa = self.kichwa.to_dict()

        direction = self.direction.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "kichwa": kichwa,
                "direction": direction,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.place import Place  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["captured_resown"], d.pop("type"))
        if type_ != "captured_resown":
            raise ValueError(f"type must match const 'captured_resown', got '{type_}'")

        kichwa = Place.from_dict(d.pop("kichwa"))

        direction = Direction(d.pop("direction"))

        captured_resown_event = cls(
            type_=type_,
            kichwa=kichwa,
            direction=direction,
        )

        captured_resown_event.additional_properties = d
        return captured_resown_event

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
