from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.variant_summary_region import VariantSummaryRegion
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.option_spec import OptionSpec
    from ..models.variant_document_example import VariantDocumentExample
    from ..models.variant_document_groups_item import VariantDocumentGroupsItem
    from ..models.variant_document_messages import VariantDocumentMessages
    from ..models.variant_document_presets_item import VariantDocumentPresetsItem
    from ..models.variant_document_sources_item import VariantDocumentSourcesItem


T = TypeVar("T", bound="VariantDocument")


@_attrs_define
class VariantDocument:
    """
    Attributes:
        id (str):
        name (str):
        summary (str):
        seats (list[int]):
        region (VariantSummaryRegion): Where the game is played (`Modern` for the commercial and leaflet games of the
            catalogue).
        rules_version (str):
        href (str):
        rules_text (str): The rules document (Markdown).
        sources (list[VariantDocumentSourcesItem]):
        options (list[OptionSpec]):
        variations (list[OptionSpec]): The source's named variations (the Multiplayer Mancala rules' V1-V10, Mancala for
            4's variations), accepted as options too; each sets several rule dimensions, and the options echoed back name
            those dimensions.
        example (VariantDocumentExample): The starting position under the default options.
        player_name (str | Unset): The game's name for players: the same as `name` (kept for the clients that read it).
        groups (list[VariantDocumentGroupsItem] | Unset): The option groups, in the order to show them.
        presets (list[VariantDocumentPresetsItem] | Unset): The house rules and named variations the sources list for
            this game, each a ready set of options to send with a new game.
        messages (VariantDocumentMessages | Unset): A short message for players for every problem `code` and illegal-
            move `reason` the API answers with (the code stays the stable key).
    """

    id: str
    name: str
    summary: str
    seats: list[int]
    region: VariantSummaryRegion
    rules_version: str
    href: str
    rules_text: str
    sources: list[VariantDocumentSourcesItem]
    options: list[OptionSpec]
    variations: list[OptionSpec]
    example: VariantDocumentExample
    player_name: str | Unset = UNSET
    groups: list[VariantDocumentGroupsItem] | Unset = UNSET
    presets: list[VariantDocumentPresetsItem] | Unset = UNSET
    messages: VariantDocumentMessages | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        summary = self.summary

        seats = self.seats

        region = self.region.value

        rules_version = self.rules_version

        href = self.href

        rules_text = self.rules_text

        sources = []
        for sources_item_data in self.sources:
            sources_item = sources_item_data.to_dict()
            sources.append(sources_item)

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)

        variations = []
        for variations_item_data in self.variations:
            variations_item = variations_item_data.to_dict()
            variations.append(variations_item)

        example = self.example.to_dict()

        player_name = self.player_name

        groups: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.groups, Unset):
            groups = []
            for groups_item_data in self.groups:
                groups_item = groups_item_data.to_dict()
                groups.append(groups_item)

        presets: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.presets, Unset):
            presets = []
            for presets_item_data in self.presets:
                presets_item = presets_item_data.to_dict()
                presets.append(presets_item)

        messages: dict[str, Any] | Unset = UNSET
        if not isinstance(self.messages, Unset):
            messages = self.messages.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "summary": summary,
                "seats": seats,
                "region": region,
                "rules_version": rules_version,
                "href": href,
                "rules_text": rules_text,
                "sources": sources,
                "options": options,
                "variations": variations,
                "example": example,
            }
        )
        if player_name is not UNSET:
            field_dict["player_name"] = player_name
        if groups is not UNSET:
            field_dict["groups"] = groups
        if presets is not UNSET:
            field_dict["presets"] = presets
        if messages is not UNSET:
            field_dict["messages"] = messages

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.option_spec import OptionSpec  # noqa: PLC0415
        from ..models.variant_document_example import VariantDocumentExample  # noqa: PLC0415
        from ..models.variant_document_groups_item import VariantDocumentGroupsItem  # noqa: PLC0415
        from ..models.variant_document_messages import VariantDocumentMessages  # noqa: PLC0415
        from ..models.variant_document_presets_item import VariantDocumentPresetsItem  # noqa: PLC0415
        from ..models.variant_document_sources_item import VariantDocumentSourcesItem  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        summary = d.pop("summary")

        seats = cast(list[int], d.pop("seats"))

        region = VariantSummaryRegion(d.pop("region"))

        rules_version = d.pop("rules_version")

        href = d.pop("href")

        rules_text = d.pop("rules_text")

        sources = []
        _sources = d.pop("sources")
        for sources_item_data in _sources:
            sources_item = VariantDocumentSourcesItem.from_dict(sources_item_data)

            sources.append(sources_item)

        options = []
        _options = d.pop("options")
        for options_item_data in _options:
            options_item = OptionSpec.from_dict(options_item_data)

            options.append(options_item)

        variations = []
        _variations = d.pop("variations")
        for variations_item_data in _variations:
            variations_item = OptionSpec.from_dict(variations_item_data)

            variations.append(variations_item)

        example = VariantDocumentExample.from_dict(d.pop("example"))

        player_name = d.pop("player_name", UNSET)

        _groups = d.pop("groups", UNSET)
        groups: list[VariantDocumentGroupsItem] | Unset = UNSET
        if _groups is not UNSET:
            groups = []
            for groups_item_data in _groups:
                groups_item = VariantDocumentGroupsItem.from_dict(groups_item_data)

                groups.append(groups_item)

        _presets = d.pop("presets", UNSET)
        presets: list[VariantDocumentPresetsItem] | Unset = UNSET
        if _presets is not UNSET:
            presets = []
            for presets_item_data in _presets:
                presets_item = VariantDocumentPresetsItem.from_dict(presets_item_data)

                presets.append(presets_item)

        _messages = d.pop("messages", UNSET)
        messages: VariantDocumentMessages | Unset
        if isinstance(_messages, Unset):
            messages = UNSET
        else:
            messages = VariantDocumentMessages.from_dict(_messages)

        variant_document = cls(
            id=id,
            name=name,
            summary=summary,
            seats=seats,
            region=region,
            rules_version=rules_version,
            href=href,
            rules_text=rules_text,
            sources=sources,
            options=options,
            variations=variations,
            example=example,
            player_name=player_name,
            groups=groups,
            presets=presets,
            messages=messages,
        )

        variant_document.additional_properties = d
        return variant_document

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
