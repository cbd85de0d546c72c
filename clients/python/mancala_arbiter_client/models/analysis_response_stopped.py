from enum import StrEnum


class AnalysisResponseStopped(StrEnum):
    BUDGET = "budget"
    DEPTH = "depth"
    FINISHED = "finished"
    NODES = "nodes"
    SOLVED = "solved"

    def __str__(self) -> str:
        return str(self.value)
