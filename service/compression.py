"""Response compression (gzip, brotli) for clients that ask for it, by flask-compress.

flask-compress does the work: it picks the encoding from ``Accept-Encoding`` (quality values,
then our order of preference), compresses, sets ``Content-Encoding`` and ``Vary:
Accept-Encoding``, and gives a compressed representation its own strong ETag (``"<tag>:gzip"``),
as RFC 9110 §8.8.3 requires. What is ours:

- Which bodies: JSON answers, the YAML contract and the docs page, from ``MIN_BYTES`` up. A
  smaller body fits in one TCP segment either way, so compressing it costs CPU and saves no
  round trip (bench/compression.py measures both). Error documents (4xx) are small and are never
  compressed; nor are the streamed static files of ``/docs/assets`` (they are cached by browsers,
  and compressing 1.4 MB of JavaScript per request would cost more than it saves here).
- Which encodings: ``br`` first, then ``gzip`` (see ``ALGORITHMS``); no zstd or deflate.
- Documents: the catalogue, the variant documents and the contract (GET answers with a strong
  ETag) are the same bytes for the life of a deployment. ``ArbiterCompress`` compresses each
  once per encoding, at the best ratio (brotli 11, gzip 9), and keeps it; flask-compress would
  compress them again on every request and has no cache that fits (its cache key sees only the
  request, which is wrong for the POST answers). Moves and replays are compressed per request
  by flask-compress at cheap levels (``GZIP_LEVEL``, ``BROTLI_QUALITY``).
- ``q=0``: flask-compress (1.25) takes ``Accept-Encoding: gzip;q=0`` as a wish for gzip; werkzeug
  parses the header by RFC 9110, and where the two disagree the answer is sent uncompressed.
- Revalidation: a client that revalidates a compressed copy sends ``If-None-Match: "<tag>:br"``.
  The views compare against the identity tag and would send the whole body; ``ArbiterCompress``
  answers such a request with the 304 itself.
"""

from __future__ import annotations

import gzip
from collections.abc import Callable

import brotli  # type: ignore[import-untyped]
from flask import Flask, Response, request
from flask_compress import Compress
from flask_compress.flask_compress import _choose_algorithm

MIN_BYTES = 1400
"""Bodies below this size are sent as they are: with its headers such an answer fits in one TCP
segment (MSS 1460) compressed or not, so compressing would cost CPU and save no packet. Most single
move answers (an Oware move: about 1,070 bytes) stay below it; multi-lap moves and replays do not."""

ALGORITHMS = ("br", "gzip")
"""Preference when the client accepts several equally: brotli (smaller at the same CPU cost), then gzip."""

MIMETYPES = ("application/json", "application/yaml", "text/plain", "text/html")

BROTLI_QUALITY = 3
GZIP_LEVEL = 3
"""Per-request answers (moves, replays). zlib's levels 1-3 use its fast matcher, 4-9 the lazy one at
about twice the CPU: on the 87 KB replay gzip 3 gives 12.3 KB for ~0.4 ms where gzip 6 gives 10.5 KB
for ~1.1 ms; brotli 3 gives 9.5 KB for ~0.45 ms (bench/compression.py, BENCHMARKS.md)."""

def _brotli_best(body: bytes) -> bytes:
    return bytes(brotli.compress(body, quality=11))


def _gzip_best(body: bytes) -> bytes:
    return gzip.compress(body, 9, mtime=0)


DOCUMENT_CODECS: dict[str, Callable[[bytes], bytes]] = {"br": _brotli_best, "gzip": _gzip_best}
"""Documents are compressed once per deployment, so at the best ratio."""

MAX_DOCUMENTS = 128


class ArbiterCompress(Compress):
    """flask-compress, plus: documents (GET answers with a strong ETag: the catalogue, the variant
    documents, the contract) are compressed once, at the codecs' best ratio, and kept; a client
    that revalidates its compressed copy gets its 304 without anything being compressed."""

    def __init__(self, app: Flask) -> None:
        self.documents: dict[tuple[str, str], bytes] = {}
        super().__init__(app)

    def after_request(self, response: Response | None) -> Response:
        if response is None:
            return super().after_request(response)
        if (response.content_length is not None and response.content_length < MIN_BYTES and not response.is_streamed
                and "Vary" not in response.headers):
            # Below MIN_BYTES nothing is compressed whatever the client accepts (neither branch
            # below compresses it), and both would only add "Vary: Accept-Encoding": do just that,
            # without parsing Accept-Encoding twice (most single moves; ~10 us a request).
            response.headers["Vary"] = "Accept-Encoding"
            return response
        algorithm = request.accept_encodings.best_match(self.enabled_algorithms)
        if algorithm is None or algorithm != _choose_algorithm(
                self.enabled_algorithms, request.headers.get("Accept-Encoding", "")):
            # flask-compress reads "gzip;q=0" as a wish for gzip; RFC 9110 12.5.3 says "not
            # acceptable". Where werkzeug's reading and flask-compress's differ, send identity.
            response.vary.add("Accept-Encoding")
            return response
        tag, weak = response.get_etag()
        if (request.method not in ("GET", "HEAD") or response.status_code != 200 or not tag or weak
                or response.mimetype not in self.compress_mimetypes_set or response.is_streamed
                or (response.content_length or 0) < MIN_BYTES):
            return super().after_request(response)
        response.vary.add("Accept-Encoding")
        tagged = f"{tag}:{algorithm}"
        response.set_etag(tagged)
        if request.if_none_match.contains_weak(tagged):  # RFC 9110 13.1.2: weak comparison
            response.make_conditional(request)  # in place: 304, nothing to compress
            return response
        key = (tag, algorithm)
        body = self.documents.get(key)
        if body is None:
            body = DOCUMENT_CODECS[algorithm](response.get_data())
            if len(self.documents) >= MAX_DOCUMENTS:  # a handful per deployment; never grows unbounded
                self.documents.clear()
            self.documents[key] = body
        response.direct_passthrough = False
        response.set_data(body)
        response.headers["Content-Encoding"] = algorithm
        response.make_conditional(request)  # in place (a HEAD, or a range request)
        return response


def init_app(app: Flask) -> None:
    app.config.update(
        COMPRESS_MIN_SIZE=MIN_BYTES,
        COMPRESS_ALGORITHM=list(ALGORITHMS),
        COMPRESS_MIMETYPES=list(MIMETYPES),
        COMPRESS_BR_LEVEL=BROTLI_QUALITY,
        COMPRESS_LEVEL=GZIP_LEVEL,
        COMPRESS_STREAMS=False,
    )
    ArbiterCompress(app)
