from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.accept_end_move import AcceptEndMove
    from ..models.arrange_move import ArrangeMove
    from ..models.choose_hollows_move import ChooseHollowsMove
    from ..models.continue_move import ContinueMove
    from ..models.pit_move import PitMove
    from ..models.problem_errors import ProblemErrors
    from ..models.problem_move import ProblemMove
    from ..models.propose_end_move import ProposeEndMove
    from ..models.stop_move import StopMove
    from ..models.take_move import TakeMove
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
        violations (list[Violation] | Unset): The problems found, at most `ARBITER_MAX_VIOLATIONS` of them (in the order
            found).
        violations_total (int | Unset): How many problems were found; more than `violations` lists when the list was
            cut.
        errors (ProblemErrors | Unset): Field errors of a 400, keyed like the body (the same first
            `ARBITER_MAX_VIOLATIONS` messages).
        limit (str | Unset): Which limit a `limit-exceeded` hit: `cpu_time`, `replay_moves`, `history`,
            `response_bytes`, `pits`, `seats`, `options`, `records`, `analysis_nodes`, `analysis_cpu_time`; `heavy_requests`
            in a 503 `overloaded`.
        allowed (float | Unset): The bound of that `limit` (seconds for `cpu_time`, bytes for `response_bytes`, a count
            otherwise).
        reason (str | Unset): Finer code of an illegal move: empty-pit, not-your-pit, must-feed, opening-pit, ...
        move (ProblemMove | Unset):
        ply (int | Unset): The refused move's ply, 0-based: how many moves of the replay (or record) were played before
            it, as a verdict's `illegal.ply` (docs/records.md "Ply numbers").
        legal_moves (list[AcceptEndMove | ArrangeMove | ChooseHollowsMove | ContinueMove | PitMove | ProposeEndMove |
            StopMove | TakeMove] | Unset):
        line (int | Unset): Game records: the line of the refused or unreadable move.
        column (int | Unset): Game records: its column.
        token (str | Unset): A `malformed-record`: the text that could not be read.
        move_text (str | Unset): A record replay's `illegal-move`: the refused move as the record writes it.
        legal_moves_text (list[str] | Unset): A record replay's `illegal-move`: the legal moves in the record's
            notation.
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
    violations_total: int | Unset = UNSET
    errors: ProblemErrors | Unset = UNSET
    limit: str | Unset = UNSET
    allowed: float | Unset = UNSET
    reason: str | Unset = UNSET
    move: ProblemMove | Unset = UNSET
    ply: int | Unset = UNSET
    legal_moves: (
        list[
            AcceptEndMove
            | ArrangeMove
            | ChooseHollowsMove
            | ContinueMove
            | PitMove
            | ProposeEndMove
            | StopMove
            | TakeMove
        ]
        | Unset
    ) = UNSET
    line: int | Unset = UNSET
    column: int | Unset = UNSET
    token: str | Unset = UNSET
    move_text: str | Unset = UNSET
    legal_moves_text: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.accept_end_move import AcceptEndMove  # noqa: PLC0415
        from ..models.arrange_move import ArrangeMove  # noqa: PLC0415
        from ..models.choose_hollows_move import ChooseHollowsMove  # noqa: PLC0415
        from ..models.pit_move import PitMove  # noqa: PLC0415
        from ..models.propose_end_move import ProposeEndMove  # noqa: PLC0415
        from ..models.stop_move import StopMove  # noqa: PLC0415
        from ..models.take_move import TakeMove  # noqa: PLC0415

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

        violations_total = self.violations_total

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        limit = self.limit

        allowed = self.allowed

        reason = self.reason

        move: dict[str, Any] | Unset = UNSET
        if not isinstance(self.move, Unset):
            move = self.move.to_dict()

        ply = self.ply

        legal_moves: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.legal_moves, Unset):
            legal_moves = []
            for legal_moves_item_data in self.legal_moves:
                legal_moves_item: dict[str, Any]
                if isinstance(legal_moves_item_data, PitMove):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, ArrangeMove):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, ChooseHollowsMove):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, ProposeEndMove):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, AcceptEndMove):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, TakeMove):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, StopMove):
                    legal_moves_item = legal_moves_item_data.to_dict()
                else:
                    legal_moves_item = legal_moves_item_data.to_dict()

                legal_moves.append(legal_moves_item)

        line = self.line

        column = self.column

        token = self.token

        move_text = self.move_text

        legal_moves_text: list[str] | Unset = UNSET
        if not isinstance(self.legal_moves_text, Unset):
            legal_moves_text = self.legal_moves_text

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
        if violations_total is not UNSET:
            field_dict["violations_total"] = violations_total
        if errors is not UNSET:
            field_dict["errors"] = errors
        if limit is not UNSET:
            field_dict["limit"] = limit
        if allowed is not UNSET:
            field_dict["allowed"] = allowed
        if reason is not UNSET:
            field_dict["reason"] = reason
        if move is not UNSET:
            field_dict["move"] = move
        if ply is not UNSET:
            field_dict["ply"] = ply
        if legal_moves is not UNSET:
            field_dict["legal_moves"] = legal_moves
        if line is not UNSET:
            field_dict["line"] = line
        if column is not UNSET:
            field_dict["column"] = column
        if token is not UNSET:
            field_dict["token"] = token
        if move_text is not UNSET:
            field_dict["move_text"] = move_text
        if legal_moves_text is not UNSET:
            field_dict["legal_moves_text"] = legal_moves_text

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.accept_end_move import AcceptEndMove  # noqa: PLC0415
        from ..models.arrange_move import ArrangeMove  # noqa: PLC0415
        from ..models.choose_hollows_move import ChooseHollowsMove  # noqa: PLC0415
        from ..models.continue_move import ContinueMove  # noqa: PLC0415
        from ..models.pit_move import PitMove  # noqa: PLC0415
        from ..models.problem_errors import ProblemErrors  # noqa: PLC0415
        from ..models.problem_move import ProblemMove  # noqa: PLC0415
        from ..models.propose_end_move import ProposeEndMove  # noqa: PLC0415
        from ..models.stop_move import StopMove  # noqa: PLC0415
        from ..models.take_move import TakeMove  # noqa: PLC0415
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

        violations_total = d.pop("violations_total", UNSET)

        _errors = d.pop("errors", UNSET)
        errors: ProblemErrors | Unset
        if isinstance(_errors, Unset):
            errors = UNSET
        else:
            errors = ProblemErrors.from_dict(_errors)

        limit = d.pop("limit", UNSET)

        allowed = d.pop("allowed", UNSET)

        reason = d.pop("reason", UNSET)

        _move = d.pop("move", UNSET)
        move: ProblemMove | Unset
        if isinstance(_move, Unset):
            move = UNSET
        else:
            move = ProblemMove.from_dict(_move)

        ply = d.pop("ply", UNSET)

        _legal_moves = d.pop("legal_moves", UNSET)
        legal_moves: (
            list[
                AcceptEndMove
                | ArrangeMove
                | ChooseHollowsMove
                | ContinueMove
                | PitMove
                | ProposeEndMove
                | StopMove
                | TakeMove
            ]
            | Unset
        ) = UNSET
        if _legal_moves is not UNSET:
            legal_moves = []
            for legal_moves_item_data in _legal_moves:

                def _parse_legal_moves_item(
                    data: object,
                ) -> (
                    AcceptEndMove
                    | ArrangeMove
                    | ChooseHollowsMove
                    | ContinueMove
                    | PitMove
                    | ProposeEndMove
                    | StopMove
                    | TakeMove
                ):
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_move_type_0 = PitMove.from_dict(data)

                        return componentsschemas_move_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_move_type_1 = ArrangeMove.from_dict(data)

                        return componentsschemas_move_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_move_type_2 = ChooseHollowsMove.from_dict(data)

                        return componentsschemas_move_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_move_type_3 = ProposeEndMove.from_dict(data)

                        return componentsschemas_move_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_move_type_4 = AcceptEndMove.from_dict(data)

                        return componentsschemas_move_type_4
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_move_type_5 = TakeMove.from_dict(data)

                        return componentsschemas_move_type_5
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_move_type_6 = StopMove.from_dict(data)

                        return componentsschemas_move_type_6
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_move_type_7 = ContinueMove.from_dict(data)

                    return componentsschemas_move_type_7

                legal_moves_item = _parse_legal_moves_item(legal_moves_item_data)

                legal_moves.append(legal_moves_item)

        line = d.pop("line", UNSET)

        column = d.pop("column", UNSET)

        token = d.pop("token", UNSET)

        move_text = d.pop("move_text", UNSET)

        legal_moves_text = cast(list[str], d.pop("legal_moves_text", UNSET))

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
            violations_total=violations_total,
            errors=errors,
            limit=limit,
            allowed=allowed,
            reason=reason,
            move=move,
            ply=ply,
            legal_moves=legal_moves,
            line=line,
            column=column,
            token=token,
            move_text=move_text,
            legal_moves_text=legal_moves_text,
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
