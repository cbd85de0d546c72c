"""Structured JSON logs (structlog), one line per event, each with the request id when there is one.

stdlib loggers (gunicorn, werkzeug, flask-limiter) go through the same JSON formatter, so every line
on stderr is one JSON object.
"""

from __future__ import annotations

import json
import logging
import logging.config
from typing import Any

import orjson
import structlog

_SHARED: list[Any] = [
    structlog.contextvars.merge_contextvars,
    structlog.stdlib.add_log_level,
    structlog.stdlib.add_logger_name,
    structlog.processors.TimeStamper(fmt="iso", utc=True),
]


def _dumps(obj: Any, **kw: Any) -> str:
    """The JSON of a line, keys sorted: orjson (~1 us a line; the stdlib's ``json.dumps`` ~8 us),
    and the stdlib's where orjson refuses (non-string keys, integers past 64 bits)."""
    try:
        return orjson.dumps(obj, default=kw.get("default"), option=orjson.OPT_SORT_KEYS).decode()
    except TypeError:
        return json.dumps(obj, **kw)


_RENDERER = structlog.processors.JSONRenderer(serializer=_dumps, sort_keys=True)


class JsonFormatter(structlog.stdlib.ProcessorFormatter):
    """The one formatter of every handler: structlog's, rendering each line as sorted JSON."""


def formatter_config() -> dict[str, Any]:
    return {
        "()": JsonFormatter,
        "processors": [
            structlog.stdlib.ProcessorFormatter.remove_processors_meta,
            structlog.processors.format_exc_info,
            _RENDERER,
        ],
        "foreign_pre_chain": _SHARED,
    }


ACCESS = "service.access"
_access_logger = logging.getLogger(ACCESS)
_access_struct = structlog.get_logger(ACCESS)
_stamp = structlog.processors.TimeStamper(fmt="iso", utc=True)


def _plain_streams(logger: logging.Logger) -> list[logging.StreamHandler[Any]] | None:
    """The handlers an INFO record of ``logger`` reaches, when each is a plain ``StreamHandler``
    with :class:`JsonFormatter` and nothing on the way filters; else ``None``."""
    found: list[logging.StreamHandler[Any]] = []
    current: logging.Logger | None = logger
    while current is not None:
        if current.filters:
            return None
        for handler in current.handlers:
            if (type(handler) is not logging.StreamHandler or handler.filters
                    or type(handler.formatter) is not JsonFormatter):
                return None
            if logging.INFO >= handler.level:
                found.append(handler)
        current = current.parent if current.propagate else None
    return found


def access(**fields: Any) -> None:
    """The access line of a request (``event: request``), at INFO on the ``service.access`` logger.

    The same line as ``structlog.get_logger(ACCESS).info("request", **fields)`` writes (the same
    processors' keys: context variables, level, logger, timestamp; the same renderer), but where
    every handler it reaches is a plain stream with our formatter, written to the streams directly:
    no structlog chain, no ``LogRecord`` and no copy of it in the formatter (~35 -> ~10 us CPU per
    request, a tenth of what the service added to a move). Levels, ``logging.disable`` and the
    handler set still decide; any other handler, filter or formatter gets the ordinary path.
    tests/service/test_access_log.py checks that both paths write the same line."""
    logger = _access_logger
    if not logger.isEnabledFor(logging.INFO):
        return
    streams = _plain_streams(logger)
    if streams is None:
        _access_struct.info("request", **fields)
        return
    event = structlog.contextvars.merge_contextvars(None, "info", {})
    event.update(fields)
    event["event"] = "request"
    event["level"] = "info"
    event["logger"] = ACCESS
    line = str(_RENDERER(None, "info", _stamp(None, "info", event)))
    for handler in streams:
        handler.acquire()
        try:
            handler.stream.write(line + handler.terminator)
            handler.flush()
        except Exception:  # as StreamHandler.emit: a failing stream never fails the request  # noqa: BLE001 (a last resort: whatever went wrong is logged and answered, never a crash)
            handler.handleError(logging.LogRecord(ACCESS, logging.INFO, __file__, 0, line, None, None))
        finally:
            handler.release()


def logconfig_dict(level: str = "INFO") -> dict[str, Any]:
    """A ``logging.config.dictConfig`` mapping: every logger as JSON on stderr (also used by gunicorn)."""
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"json": formatter_config()},
        "handlers": {"stderr": {"class": "logging.StreamHandler", "formatter": "json", "stream": "ext://sys.stderr"}},
        "root": {"handlers": ["stderr"], "level": level},
        "loggers": {
            "gunicorn.error": {"handlers": ["stderr"], "level": level, "propagate": False},
            "gunicorn.access": {"handlers": [], "level": "WARNING", "propagate": False},
            "werkzeug": {"level": "WARNING"},
        },
    }


def configure(level: str = "INFO") -> None:
    """Route structlog through stdlib logging with the JSON formatter (idempotent)."""
    # The Logging HOWTO's "Optimization" switches: the JSON lines carry no caller file/line, thread,
    # process or multiprocessing name, so no record computes them (an access line: 30 -> 22 us CPU).
    logging._srcfile = None
    logging.logThreads = False
    logging.logProcesses = False
    logging.logMultiprocessing = False
    structlog.configure(
        processors=[*_SHARED, structlog.processors.StackInfoRenderer(), structlog.stdlib.ProcessorFormatter.wrap_for_formatter],
        logger_factory=structlog.stdlib.LoggerFactory(),
        wrapper_class=structlog.stdlib.BoundLogger,
        cache_logger_on_first_use=True,
    )
    root = logging.getLogger()
    if not root.handlers:  # gunicorn (logconfig_dict) or a test runner may have configured it already
        logging.config.dictConfig(logconfig_dict(level))
    root.setLevel(level)
