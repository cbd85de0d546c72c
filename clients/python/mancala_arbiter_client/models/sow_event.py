from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.direction import Direction
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.place import Place
    from ..models.skipped_place import SkippedPlace


T = TypeVar("T", bound="SowEvent")


@_attrs_define
class SowEvent:
    """Seeds sown one per place along `path`, in order; `skipped` lists places passed over (the origin on a lap, where the
    rules say so).

        Attributes:
            type_ (Literal['sow']):
            direction (Direction): Sowing direction (clockwise or counter-clockwise, seen from above the board).
            path (list[Place]):
            skipped (list[SkippedPlace] | Unset):
    """

    type_: Literal["sow"]
    direction: Direction
    path: list[Place]
    skipped: list[SkippedPlace] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        direction = self.direction.value

        path = []
        for path_item_data in self.path:
            path_item = path_item_data.to_dict()
            path.append(path_item)

        skipped: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.skipped, Unset):
            skipped = []
            for skipped_item_data in self.skipped:
                skipped_item = skipped_item_data.to_dict()
                skipped.append(skipped_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "direction": direction,
                "path": path,
            }
        )
        if skipped is not UNSET:
            field_dict["skipped"] = skipped

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.place import Place  # noqa: PLC0415
        from ..models.skipped_place import SkippedPlace  # noqa: PLC0415

        d = dict(src_dict)
        type_ = cast(Literal["sow"], d.pop("type"))
        if type_ != "sow":
            raise ValueError(f"type must match const 'sow', got '{type_}'")

        direction = Direction(d.pop("direction"))

        path = []
        _path = d.pop("path")
        for path_item_data in _path:
            path_item = Place.from_dict(path_item_data)

            path.append(path_item)

        _skipped = d.pop("skipped", UNSET)
        skipped: list[SkippedPlace] | Unset = UNSET
        if _skipped is not UNSET:
            skipped = []
            for skipped_item_data in _skipped:
                skipped_item = SkippedPlace.from_dict(skipped_item_data)

                skipped.append(skipped_item)

        sow_event = cls(
            type_=type_,
            direction=direction,
            path=path,
            skipped=skipped,
        )

        sow_event.additional_properties = d
        return sow_event

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
