from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.start_origin import StartOrigin
from ..models.verdict_status import VerdictStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.illegal_ply import IllegalPly
    from ..models.verdict_error_type_0 import VerdictErrorType0
    from ..models.verdict_options import VerdictOptions


T = TypeVar("T", bound="Verdict")


@_attrs_define
class Verdict:
    """What the rules say about one game. `status`: `valid` (over, or ended for a stated reason, and
    the Result tag agrees), `unfinished` (legal so far, Result `*`), `disputed` (legal, but the
    Result tag contradicts the rules: see `disagreement`), `illegal` (see `illegal`),
    `malformed` (see `error`: line, column, token, reason). At most 64 KiB, signed token included
    (`error` lists at most 20 violations, with `violations_total` when it lists fewer). It is also
    a JWT claims set: `iss`, `iat`, `sub`, `jti` are the registered claims (RFC 7519). Every
    member but `iat` is the same, byte for byte, each time the same record is judged under the
    same rules versions, position keys and `ARBITER_VERDICT_ISSUER`; `iat` is the time of issue.

        Attributes:
            verdict_version (int): 2 since `illegal.ply` became 0-based and `seats` and `start_origin` were added.
            seats (list[str]): The tag name of each seat of the board, by seat number (`South`, `North`; `Seat1`...): what
                the numbers in `winners` and the indexes of `scores` stand for. Empty when the record cannot be read.
            start_origin (None | StartOrigin): Where the game started (see `StartOrigin`); null only when the record cannot
                be read.
            iss (str): Issuer (`ARBITER_VERDICT_ISSUER`).
            iat (int): Issued at, seconds since the epoch: the one member that differs between two issues of the same
                verdict.
            sub (str): Subject: the judged record's SHA-256 (`record_sha256`).
            jti (str): The verdict's id: SHA-256 of its canonical JSON without `iss`, `iat`, `sub` and `jti`; the same
                verdict keeps it, two different verdicts never share it.
            status (VerdictStatus):
            record_sha256 (str): SHA-256 of the record text as sent (of the position for a stopped position).
            variant (None | str):
            rules_version (None | str):
            options (VerdictOptions):
            players (list[str]):
            result (None | str): By the rules: `1-0`, `0-1`, `1/2-1/2`, `*`; one share per seat for more seats.
            scores (list[int] | None):
            winners (list[int]):
            plies (int):
            ending (None | str):
            adjudicated (bool):
            claimed_result (None | str):
            disagreement (None | str):
            illegal (IllegalPly | None):
            error (None | VerdictErrorType0):
            position_hash (None | str):
            position_text (None | str):
            event (None | str | Unset):
            round_ (None | str | Unset):
    """

    verdict_version: int
    seats: list[str]
    start_origin: None | StartOrigin
    iss: str
    iat: int
    sub: str
    jti: str
    status: VerdictStatus
    record_sha256: str
    variant: None | str
    rules_version: None | str
    options: VerdictOptions
    players: list[str]
    result: None | str
    scores: list[int] | None
    winners: list[int]
    plies: int
    ending: None | str
    adjudicated: bool
    claimed_result: None | str
    disagreement: None | str
    illegal: IllegalPly | None
    error: None | VerdictErrorType0
    position_hash: None | str
    position_text: None | str
    event: None | str | Unset = UNSET
    round_: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.illegal_ply import IllegalPly  # noqa: PLC0415
        from ..models.verdict_error_type_0 import VerdictErrorType0  # noqa: PLC0415

        verdict_version = self.verdict_version

        seats = self.seats

        start_origin: None | str
        if isinstance(self.start_origin, StartOrigin):
            start_origin = self.start_origin.value
        else:
            start_origin = self.start_origin

        iss = self.iss

        iat = self.iat

        sub = self.sub

        jti = self.jti

        status = self.status.value

        record_sha256 = self.record_sha256

        variant: None | str
        variant = self.variant

        rules_version: None | str
        rules_version = self.rules_version

        options = self.options.to_dict()

        players = self.players

        result: None | str
        result = self.result

        scores: list[int] | None
        if isinstance(self.scores, list):
            scores = self.scores

        else:
            scores = self.scores

        winners = self.winners

        plies = self.plies

        ending: None | str
        ending = self.ending

        adjudicated = self.adjudicated

        claimed_result: None | str
        claimed_result = self.claimed_result

        disagreement: None | str
        disagreement = self.disagreement

        illegal: dict[str, Any] | None
        if isinstance(self.illegal, IllegalPly):
            illegal = self.illegal.to_dict()
        else:
            illegal = self.illegal

        error: dict[str, Any] | None
        if isinstance(self.error, VerdictErrorType0):
            error = self.error.to_dict()
        else:
            error = self.error

        position_hash: None | str
        position_hash = self.position_hash

        position_text: None | str
        position_text = self.position_text

        event: None | str | Unset
        if isinstance(self.event, Unset):
            event = UNSET
        else:
            event = self.event

        round_: None | str | Unset
        if isinstance(self.round_, Unset):
            round_ = UNSET
        else:
            round_ = self.round_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "verdict_version": verdict_version,
                "seats": seats,
                "start_origin": start_origin,
                "iss": iss,
                "iat": iat,
                "sub": sub,
                "jti": jti,
                "status": status,
                "record_sha256": record_sha256,
                "variant": variant,
                "rules_version": rules_version,
                "options": options,
                "players": players,
                "result": result,
                "scores": scores,
                "winners": winners,
                "plies": plies,
                "ending": ending,
                "adjudicated": adjudicated,
                "claimed_result": claimed_result,
                "disagreement": disagreement,
                "illegal": illegal,
                "error": error,
                "position_hash": position_hash,
                "position_text": position_text,
            }
        )
        if event is not UNSET:
            field_dict["event"] = event
        if round_ is not UNSET:
            field_dict["round"] = round_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.illegal_ply import IllegalPly  # noqa: PLC0415
        from ..models.verdict_error_type_0 import VerdictErrorType0  # noqa: PLC0415
        from ..models.verdict_options import VerdictOptions  # noqa: PLC0415

        d = dict(src_dict)
        verdict_version = d.pop("verdict_version")

        seats = cast(list[str], d.pop("seats"))

        def _parse_start_origin(data: object) -> None | StartOrigin:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                start_origin_type_0 = StartOrigin(data)

                return start_origin_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StartOrigin, data)

        start_origin = _parse_start_origin(d.pop("start_origin"))

        iss = d.pop("iss")

        iat = d.pop("iat")

        sub = d.pop("sub")

        jti = d.pop("jti")

        status = VerdictStatus(d.pop("status"))

        record_sha256 = d.pop("record_sha256")

        def _parse_variant(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        variant = _parse_variant(d.pop("variant"))

        def _parse_rules_version(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        rules_version = _parse_rules_version(d.pop("rules_version"))

        options = VerdictOptions.from_dict(d.pop("options"))

        players = cast(list[str], d.pop("players"))

        def _parse_result(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        result = _parse_result(d.pop("result"))

        def _parse_scores(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                scores_type_0 = cast(list[int], data)

                return scores_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        scores = _parse_scores(d.pop("scores"))

        winners = cast(list[int], d.pop("winners"))

        plies = d.pop("plies")

        def _parse_ending(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ending = _parse_ending(d.pop("ending"))

        adjudicated = d.pop("adjudicated")

        def _parse_claimed_result(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        claimed_result = _parse_claimed_result(d.pop("claimed_result"))

        def _parse_disagreement(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        disagreement = _parse_disagreement(d.pop("disagreement"))

        def _parse_illegal(data: object) -> IllegalPly | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                illegal_type_0 = IllegalPly.from_dict(data)

                return illegal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IllegalPly | None, data)

        illegal = _parse_illegal(d.pop("illegal"))

        def _parse_error(data: object) -> None | VerdictErrorType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = VerdictErrorType0.from_dict(data)

                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | VerdictErrorType0, data)

        error = _parse_error(d.pop("error"))

        def _parse_position_hash(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        position_hash = _parse_position_hash(d.pop("position_hash"))

        def _parse_position_text(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        position_text = _parse_position_text(d.pop("position_text"))

        def _parse_event(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        event = _parse_event(d.pop("event", UNSET))

        def _parse_round_(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        round_ = _parse_round_(d.pop("round", UNSET))

        verdict = cls(
            verdict_version=verdict_version,
            seats=seats,
            start_origin=start_origin,
            iss=iss,
            iat=iat,
            sub=sub,
            jti=jti,
            status=status,
            record_sha256=record_sha256,
            variant=variant,
            rules_version=rules_version,
            options=options,
            players=players,
            result=result,
            scores=scores,
            winners=winners,
            plies=plies,
            ending=ending,
            adjudicated=adjudicated,
            claimed_result=claimed_result,
            disagreement=disagreement,
            illegal=illegal,
            error=error,
            position_hash=position_hash,
            position_text=position_text,
            event=event,
            round_=round_,
        )

        verdict.additional_properties = d
        return verdict

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
