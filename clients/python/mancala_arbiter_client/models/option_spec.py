from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.option_spec_type import OptionSpecType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.option_spec_choice_labels import OptionSpecChoiceLabels


T = TypeVar("T", bound="OptionSpec")


@_attrs_define
class OptionSpec:
    """One option (house rule). Every rule dimension is an option of every variant.

    Attributes:
        name (str):
        type_ (OptionSpecType):
        default (Any): The variant's value.
        description (str):
        house_rule (bool): Listed as a house rule of this variant in the rules document.
        choices (list[str] | Unset):
        minimum (int | Unset):
        maximum (int | Unset):
        label (str | Unset): The option's name for players (in the variant document).
        group (str | Unset): Where the option is listed: a `groups` id of the variant document, or `variations`.
        help_ (str | Unset): One line in plain words for players.
        applies (bool | Unset): Whether the option matters in this game: named as its house rule, used by its rules,
            refining a rule it uses, or common to every game. The others (the board's structure, other games' mechanisms)
            are for developers.
        choice_labels (OptionSpecChoiceLabels | Unset): For a choice option, the words for players of each value.
    """

    name: str
    type_: OptionSpecType
    default: Any
    description: str
    house_rule: bool
    choices: list[str] | Unset = UNSET
    minimum: int | Unset = UNSET
    maximum: int | Unset = UNSET
    label: str | Unset = UNSET
    group: str | Unset = UNSET
    help_: str | Unset = UNSET
    applies: bool | Unset = UNSET
    choice_labels: OptionSpecChoiceLabels | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        type_ = self.type_.value

        default = self.default

        description = self.description

        house_rule = self.house_rule

        choices: list[str] | Unset = UNSET
        if not isinstance(self.choices, Unset):
            choices = self.choices

        minimum = self.minimum

        maximum = self.maximum

        label = self.label

        group = self.group

        help_ = self.help_

        applies = self.applies

        choice_labels: dict[str, Any] | Unset = UNSET
        if not isinstance(self.choice_labels, Unset):
            choice_labels = self.choice_labels.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "type": type_,
                "default": default,
                "description": description,
                "house_rule": house_rule,
            }
        )
        if choices is not UNSET:
            field_dict["choices"] = choices
        if minimum is not UNSET:
            field_dict["minimum"] = minimum
        if maximum is not UNSET:
            field_dict["maximum"] = maximum
        if label is not UNSET:
            field_dict["label"] = label
        if group is not UNSET:
            field_dict["group"] = group
        if help_ is not UNSET:
            field_dict["help"] = help_
        if applies is not UNSET:
            field_dict["applies"] = applies
        if choice_labels is not UNSET:
            field_dict["choice_labels"] = choice_labels

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.option_spec_choice_labels import OptionSpecChoiceLabels  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        type_ = OptionSpecType(d.pop("type"))

        default = d.pop("default")

        description = d.pop("description")

        house_rule = d.pop("house_rule")

        choices = cast(list[str], d.pop("choices", UNSET))

        minimum = d.pop("minimum", UNSET)

        maximum = d.pop("maximum", UNSET)

        label = d.pop("label", UNSET)

        group = d.pop("group", UNSET)

        help_ = d.pop("help", UNSET)

        applies = d.pop("applies", UNSET)

        _choice_labels = d.pop("choice_labels", UNSET)
        choice_labels: OptionSpecChoiceLabels | Unset
        if isinstance(_choice_labels, Unset):
            choice_labels = UNSET
        else:
            choice_labels = OptionSpecChoiceLabels.from_dict(_choice_labels)

        option_spec = cls(
            name=name,
            type_=type_,
            default=default,
            description=description,
            house_rule=house_rule,
            choices=choices,
            minimum=minimum,
            maximum=maximum,
            label=label,
            group=group,
            help_=help_,
            applies=applies,
            choice_labels=choice_labels,
        )

        option_spec.additional_properties = d
        return option_spec

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
