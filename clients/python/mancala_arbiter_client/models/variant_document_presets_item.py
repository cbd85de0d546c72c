from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.variant_document_presets_item_options import VariantDocumentPresetsItemOptions


T = TypeVar("T", bound="VariantDocumentPresetsItem")


@_attrs_define
class VariantDocumentPresetsItem:
    """
    Attributes:
        id (str):
        label (str):
        description (str):
        options (VariantDocumentPresetsItemOptions):
    """

    id: str
    label: str
    description: str
    options: VariantDocumentPresetsItemOptions
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        label = self.label

        description = self.description

        options = self.options.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "label": label,
                "description": description,
                "options": options,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.variant_document_presets_item_options import VariantDocumentPresetsItemOptions  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        label = d.pop("label")

        description = d.pop("description")

        options = VariantDocumentPresetsItemOptions.from_dict(d.pop("options"))

        variant_document_presets_item = cls(
            id=id,
            label=label,
            description=description,
            options=options,
        )

        variant_document_presets_item.additional_properties = d
        return variant_document_presets_item

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
