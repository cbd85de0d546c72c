from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.game_header_options import GameHeaderOptions


T = TypeVar("T", bound="GameHeader")


@_attrs_define
class GameHeader:
    """
    Attributes:
        variant (str):
        rules_version (str):
        options (GameHeaderOptions): The options in force that differ from the variant's defaults, by canonical name
            (aliases resolved). Send them back as they are; signatures are computed over them.
    """

    variant: str
    rules_version: str
    options: GameHeaderOptions
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        variant = self.variant

        rules_version = self.rules_version

        options = self.options.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "variant": variant,
                "rules_version": rules_version,
                "options": options,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_header_options import GameHeaderOptions  # noqa: PLC0415

        d = dict(src_dict)
        variant = d.pop("variant")

        rules_version = d.pop("rules_version")

        options = GameHeaderOptions.from_dict(d.pop("options"))

        game_header = cls(
            variant=variant,
            rules_version=rules_version,
            options=options,
        )

        game_header.additional_properties = d
        return game_header

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
