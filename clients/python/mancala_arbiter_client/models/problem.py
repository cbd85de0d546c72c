from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.move import Move
    from ..models.problem_errors import ProblemErrors
    from ..models.problem_move import ProblemMove
    from ..models.violation import Violation


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """RFC 9457 problem details, with extension members.

    Attributes:
        type_ (str): `urn:mancala-arbiter:problem:<code>`
        title (str):
        status (int):
        detail (str):
        code (str): Stable machine-readable code.
        request_id (str):
        instance (str | Unset):
        rules_version (str | Unset):
        violations (list[Violation] | Unset):
        errors (ProblemErrors | Unset): Field errors of a 400, keyed like the body.
        reason (str | Unset): Finer code of an illegal move: empty-pit, not-your-pit, must-feed, ...
        move (ProblemMove | Unset):
        ply (int | Unset): 0-based index of the refused move in a replay.
        legal_moves (list[Move] | Unset):
    """

    type_: str
    title: str
    status: int
    detail: str
    code: str
    request_id: str
    instance: str | Unset = UNSET
    rules_version: str | Unset = UNSET
    violations: list[Violation] | Unset = UNSET
    errors: ProblemErrors | Unset = UNSET
    reason: str | Unset = UNSET
    move: ProblemMove | Unset = UNSET
    ply: int | Unset = UNSET
    legal_moves: list[Move] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        code = self.code

        request_id = self.request_id

        instance = self.instance

        rules_version = self.rules_version

        violations: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.violations, Unset):
            violations = []
            for violations_item_data in self.violations:
                violations_item = violations_item_data.to_dict()
                violations.append(violations_item)

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        reason = self.reason

        move: dict[str, Any] | Unset = UNSET
        if not isinstance(self.move, Unset):
            move = self.move.to_dict()

        ply = self.ply

        legal_moves: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.legal_moves, Unset):
            legal_moves = []
            for legal_moves_item_data in self.legal_moves:
                legal_moves_item = legal_moves_item_data.to_dict()
                legal_moves.append(legal_moves_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "title": title,
                "status": status,
                "detail": detail,
                "code": code,
                "request_id": request_id,
            }
        )
        if instance is not UNSET:
            field_dict["instance"] = instance
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version
        if violations is not UNSET:
            field_dict["violations"] = violations
        if errors is not UNSET:
            field_dict["errors"] = errors
        if reason is not UNSET:
            field_dict["reason"] = reason
        if move is not UNSET:
            field_dict["move"] = move
        if ply is not UNSET:
            field_dict["ply"] = ply
        if legal_moves is not UNSET:
            field_dict["legal_moves"] = legal_moves

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.move import Move  # noqa: PLC0415
        from ..models.problem_errors import ProblemErrors  # noqa: PLC0415
        from ..models.problem_move import ProblemMove  # noqa: PLC0415
        from ..models.violation import Violation  # noqa: PLC0415

        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        code = d.pop("code")

        request_id = d.pop("request_id")

        instance = d.pop("instance", UNSET)

        rules_version = d.pop("rules_version", UNSET)

        _violations = d.pop("violations", UNSET)
        violations: list[Violation] | Unset = UNSET
        if _violations is not UNSET:
            violations = []
            for violations_item_data in _violations:
                violations_item = Violation.from_dict(violations_item_data)

                violations.append(violations_item)

        _errors = d.pop("errors", UNSET)
        errors: ProblemErrors | Unset
        if isinstance(_errors, Unset):
            errors = UNSET
        else:
            errors = ProblemErrors.from_dict(_errors)

        reason = d.pop("reason", UNSET)

        _move = d.pop("move", UNSET)
        move: ProblemMove | Unset
        if isinstance(_move, Unset):
            move = UNSET
        else:
            move = ProblemMove.from_dict(_move)

        ply = d.pop("ply", UNSET)

        _legal_moves = d.pop("legal_moves", UNSET)
        legal_moves: list[Move] | Unset = UNSET
        if _legal_moves is not UNSET:
            legal_moves = []
            for legal_moves_item_data in _legal_moves:
                legal_moves_item = Move.from_dict(legal_moves_item_data)

                legal_moves.append(legal_moves_item)

        problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            code=code,
            request_id=request_id,
            instance=instance,
            rules_version=rules_version,
            violations=violations,
            errors=errors,
            reason=reason,
            move=move,
            ply=ply,
            legal_moves=legal_moves,
        )

        problem.additional_properties = d
        return problem

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
