"""Contains all the data models used in inputs/outputs"""

from .accept_end_move import AcceptEndMove
from .adjudicate_position_request import AdjudicatePositionRequest
from .adjudicate_position_request_reason import AdjudicatePositionRequestReason
from .adjudicate_record_request import AdjudicateRecordRequest
from .adjudicate_record_request_reason import AdjudicateRecordRequestReason
from .adjudicate_response import AdjudicateResponse
from .adjudicate_response_exact_value import AdjudicateResponseExactValue
from .adjudicate_response_exact_value_method import AdjudicateResponseExactValueMethod
from .adjudicate_response_exact_value_result_type_1 import AdjudicateResponseExactValueResultType1
from .adjudicate_response_exact_value_result_type_2_type_1 import AdjudicateResponseExactValueResultType2Type1
from .adjudicate_response_exact_value_result_type_3_type_1 import AdjudicateResponseExactValueResultType3Type1
from .adjudications_request import AdjudicationsRequest
from .adjudications_response import AdjudicationsResponse
from .adjudications_response_counts import AdjudicationsResponseCounts
from .analysed_move import AnalysedMove
from .analysed_move_bound import AnalysedMoveBound
from .analysed_move_result_type_0 import AnalysedMoveResultType0
from .analysis_budget import AnalysisBudget
from .analysis_request import AnalysisRequest
from .analysis_response import AnalysisResponse
from .analysis_response_method import AnalysisResponseMethod
from .analysis_response_result_type_0 import AnalysisResponseResultType0
from .analysis_response_settings import AnalysisResponseSettings
from .analysis_response_stopped import AnalysisResponseStopped
from .arrange_move import ArrangeMove
from .arranged_event import ArrangedEvent
from .board_resized_event import BoardResizedEvent
from .capture_event import CaptureEvent
from .capture_nullified_event import CaptureNullifiedEvent
from .captured_resown_event import CapturedResownEvent
from .chain_link import ChainLink
from .choose_hollows_move import ChooseHollowsMove
from .continue_move import ContinueMove
from .direction import Direction
from .direction_reversed_event import DirectionReversedEvent
from .end_agreed_event import EndAgreedEvent
from .end_declined_event import EndDeclinedEvent
from .end_proposed_event import EndProposedEvent
from .extra_turn_event import ExtraTurnEvent
from .feed_required_event import FeedRequiredEvent
from .game_end_event import GameEndEvent
from .game_header import GameHeader
from .game_header_options import GameHeaderOptions
from .game_response import GameResponse
from .healthz_response_200 import HealthzResponse200
from .illegal_ply import IllegalPly
from .jwk_set import JWKSet
from .jwk_set_keys_item import JWKSetKeysItem
from .legal_moves_response import LegalMovesResponse
from .legal_moves_response_choices_item import LegalMovesResponseChoicesItem
from .legal_moves_response_choices_item_directions_item import LegalMovesResponseChoicesItemDirectionsItem
from .legal_moves_response_choices_item_needs_item import LegalMovesResponseChoicesItemNeedsItem
from .list_variants_board import ListVariantsBoard
from .list_variants_family import ListVariantsFamily
from .list_variants_region import ListVariantsRegion
from .move_request import MoveRequest
from .move_response import MoveResponse
from .new_game_request import NewGameRequest
from .nyumba_event import NyumbaEvent
from .nyumba_event_action import NyumbaEventAction
from .option_spec import OptionSpec
from .option_spec_choice_labels import OptionSpecChoiceLabels
from .option_spec_type import OptionSpecType
from .options import Options
from .outcome import Outcome
from .ownership_change_event import OwnershipChangeEvent
from .pass_event import PassEvent
from .pickup_event import PickupEvent
from .pit_move import PitMove
from .pit_move_direction import PitMoveDirection
from .pits_ruined_event import PitsRuinedEvent
from .place import Place
from .playground_asset_name import PlaygroundAssetName
from .position import Position
from .position_block import PositionBlock
from .position_block_provenance import PositionBlockProvenance
from .position_directions_item_type_0 import PositionDirectionsItemType0
from .position_phase import PositionPhase
from .position_request import PositionRequest
from .position_status import PositionStatus
from .problem import Problem
from .problem_errors import ProblemErrors
from .problem_move import ProblemMove
from .propose_end_move import ProposeEndMove
from .readyz_response_200 import ReadyzResponse200
from .readyz_response_200_cache import ReadyzResponse200Cache
from .readyz_response_200_cache_backend import ReadyzResponse200CacheBackend
from .readyz_response_200_cache_state import ReadyzResponse200CacheState
from .readyz_response_200_engine import ReadyzResponse200Engine
from .readyz_response_200_engine_build import ReadyzResponse200EngineBuild
from .readyz_response_200_verdict_keys import ReadyzResponse200VerdictKeys
from .readyz_response_200_verdict_keys_generated_for import ReadyzResponse200VerdictKeysGeneratedFor
from .readyz_response_200_verdict_keys_source import ReadyzResponse200VerdictKeysSource
from .readyz_response_503 import ReadyzResponse503
from .readyz_response_503_cache import ReadyzResponse503Cache
from .readyz_response_503_engine import ReadyzResponse503Engine
from .readyz_response_503_verdict_keys import ReadyzResponse503VerdictKeys
from .record_replay_request import RecordReplayRequest
from .relay_event import RelayEvent
from .relay_stopped_event import RelayStoppedEvent
from .replay_request import ReplayRequest
from .replay_response import ReplayResponse
from .replay_step import ReplayStep
from .replay_step_history_change import ReplayStepHistoryChange
from .replay_step_position import ReplayStepPosition
from .round_end_event import RoundEndEvent
from .seat_count import SeatCount
from .skipped_place import SkippedPlace
from .sow_event import SowEvent
from .start_origin import StartOrigin
from .stop_move import StopMove
from .take_move import TakeMove
from .turn_truncated_event import TurnTruncatedEvent
from .tuzdyk_event import TuzdykEvent
from .tuzdyk_refused_event import TuzdykRefusedEvent
from .tuzdyk_refused_event_reason import TuzdykRefusedEventReason
from .variant_document import VariantDocument
from .variant_document_example import VariantDocumentExample
from .variant_document_groups_item import VariantDocumentGroupsItem
from .variant_document_messages import VariantDocumentMessages
from .variant_document_presets_item import VariantDocumentPresetsItem
from .variant_document_presets_item_options import VariantDocumentPresetsItemOptions
from .variant_document_sources_item import VariantDocumentSourcesItem
from .variant_id import VariantId
from .variant_list import VariantList
from .variant_summary import VariantSummary
from .variant_summary_region import VariantSummaryRegion
from .verdict import Verdict
from .verdict_entry import VerdictEntry
from .verdict_entry_error_type_0 import VerdictEntryErrorType0
from .verdict_error_type_0 import VerdictErrorType0
from .verdict_options import VerdictOptions
from .verdict_status import VerdictStatus
from .violation import Violation
from .wegue_event import WegueEvent

__all__ = (
    "AcceptEndMove",
    "AdjudicatePositionRequest",
    "AdjudicatePositionRequestReason",
    "AdjudicateRecordRequest",
    "AdjudicateRecordRequestReason",
    "AdjudicateResponse",
    "AdjudicateResponseExactValue",
    "AdjudicateResponseExactValueMethod",
    "AdjudicateResponseExactValueResultType1",
    "AdjudicateResponseExactValueResultType2Type1",
    "AdjudicateResponseExactValueResultType3Type1",
    "AdjudicationsRequest",
    "AdjudicationsResponse",
    "AdjudicationsResponseCounts",
    "AnalysedMove",
    "AnalysedMoveBound",
    "AnalysedMoveResultType0",
    "AnalysisBudget",
    "AnalysisRequest",
    "AnalysisResponse",
    "AnalysisResponseMethod",
    "AnalysisResponseResultType0",
    "AnalysisResponseSettings",
    "AnalysisResponseStopped",
    "ArrangedEvent",
    "ArrangeMove",
    "BoardResizedEvent",
    "CapturedResownEvent",
    "CaptureEvent",
    "CaptureNullifiedEvent",
    "ChainLink",
    "ChooseHollowsMove",
    "ContinueMove",
    "Direction",
    "DirectionReversedEvent",
    "EndAgreedEvent",
    "EndDeclinedEvent",
    "EndProposedEvent",
    "ExtraTurnEvent",
    "FeedRequiredEvent",
    "GameEndEvent",
    "GameHeader",
    "GameHeaderOptions",
    "GameResponse",
    "HealthzResponse200",
    "IllegalPly",
    "JWKSet",
    "JWKSetKeysItem",
    "LegalMovesResponse",
    "LegalMovesResponseChoicesItem",
    "LegalMovesResponseChoicesItemDirectionsItem",
    "LegalMovesResponseChoicesItemNeedsItem",
    "ListVariantsBoard",
    "ListVariantsFamily",
    "ListVariantsRegion",
    "MoveRequest",
    "MoveResponse",
    "NewGameRequest",
    "NyumbaEvent",
    "NyumbaEventAction",
    "Options",
    "OptionSpec",
    "OptionSpecChoiceLabels",
    "OptionSpecType",
    "Outcome",
    "OwnershipChangeEvent",
    "PassEvent",
    "PickupEvent",
    "PitMove",
    "PitMoveDirection",
    "PitsRuinedEvent",
    "Place",
    "PlaygroundAssetName",
    "Position",
    "PositionBlock",
    "PositionBlockProvenance",
    "PositionDirectionsItemType0",
    "PositionPhase",
    "PositionRequest",
    "PositionStatus",
    "Problem",
    "ProblemErrors",
    "ProblemMove",
    "ProposeEndMove",
    "ReadyzResponse200",
    "ReadyzResponse200Cache",
    "ReadyzResponse200CacheBackend",
    "ReadyzResponse200CacheState",
    "ReadyzResponse200Engine",
    "ReadyzResponse200EngineBuild",
    "ReadyzResponse200VerdictKeys",
    "ReadyzResponse200VerdictKeysGeneratedFor",
    "ReadyzResponse200VerdictKeysSource",
    "ReadyzResponse503",
    "ReadyzResponse503Cache",
    "ReadyzResponse503Engine",
    "ReadyzResponse503VerdictKeys",
    "RecordReplayRequest",
    "RelayEvent",
    "RelayStoppedEvent",
    "ReplayRequest",
    "ReplayResponse",
    "ReplayStep",
    "ReplayStepHistoryChange",
    "ReplayStepPosition",
    "RoundEndEvent",
    "SeatCount",
    "SkippedPlace",
    "SowEvent",
    "StartOrigin",
    "StopMove",
    "TakeMove",
    "TurnTruncatedEvent",
    "TuzdykEvent",
    "TuzdykRefusedEvent",
    "TuzdykRefusedEventReason",
    "VariantDocument",
    "VariantDocumentExample",
    "VariantDocumentGroupsItem",
    "VariantDocumentMessages",
    "VariantDocumentPresetsItem",
    "VariantDocumentPresetsItemOptions",
    "VariantDocumentSourcesItem",
    "VariantId",
    "VariantList",
    "VariantSummary",
    "VariantSummaryRegion",
    "Verdict",
    "VerdictEntry",
    "VerdictEntryErrorType0",
    "VerdictErrorType0",
    "VerdictOptions",
    "VerdictStatus",
    "Violation",
    "WegueEvent",
)
