# syntax=docker/dockerfile:1
# mancala-arbiter: gunicorn + Flask rules service. See docs/deploy.md.
#
# The base image is a build argument so the same file builds against the official image on a
# workstation and against a locally made Debian image where Docker Hub is out of reach
# (tests/deploy/make-base-image.sh). Any base with `python3 -m venv` (Python >= 3.11) works.
ARG PYTHON_IMAGE=python:3.12-slim-bookworm

# ---------------------------------------------------------------------------- build stage
FROM ${PYTHON_IMAGE} AS build
LABEL org.opencontainers.image.title="mancala-arbiter-build"

ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PYTHONDONTWRITEBYTECODE=1

RUN python3 -m venv /opt/venv
ENV PATH=/opt/venv/bin:$PATH

# 1. Runtime dependencies only, read from pyproject.toml: this layer is reused until they change.
#    pip and setuptools leave the venv afterwards: nothing needs them at run time.
WORKDIR /src
COPY pyproject.toml ./
RUN python3 -c 'import tomllib; print("\n".join(tomllib.load(open("pyproject.toml", "rb"))["project"]["dependencies"]))' > requirements.txt \
 && pip install -r requirements.txt \
 && pip uninstall --yes pip setuptools \
 && python3 -m compileall -q /opt/venv

# 2. The toolchain for the compiled engine kernel, in this stage only: a C compiler and Python's
#    headers where the base image lacks them (the official python image has the headers, the
#    Debian-made test base has neither), and mypy (mypyc) in a venv of its own that stays here.
# hadolint ignore=DL3008,SC2086
RUN missing="" \
 && { command -v gcc >/dev/null || missing="gcc libc6-dev"; } \
 && { python3 -c 'import os, sys, sysconfig; sys.exit(not os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h")))' \
      || missing="$missing python3-dev"; } \
 && if [ -n "$missing" ]; then \
      apt-get update && apt-get install -y --no-install-recommends $missing && rm -rf /var/lib/apt/lists/*; \
    fi \
 && python3 -m venv /opt/build \
 && /opt/build/bin/pip install mypy==2.4.1

# 3. The code. It keeps the repository's layout under /app (packages next to openapi.yaml and
#    gunicorn.conf.py), byte-compiled here because the runtime root filesystem is read-only.
COPY gunicorn.conf.py openapi.yaml /app/
COPY service/ /app/service/
COPY engine/ /src/engine/
COPY scripts/compile_engine.py /src/scripts/

# 4. The engine with its kernel compiled by mypyc (scripts/compile_engine.py): /app/engine holds
#    the source and the C extensions that Python prefers to it, /app the shared library they load.
#    The build fails here unless the compiled kernel is what `import engine` loads.
RUN /opt/build/bin/python /src/scripts/compile_engine.py /src/kernel \
 && cp -r /src/kernel/. /app/ \
 && PYTHONPATH=/app python3 -P -c 'import engine.build as b; assert b.kernel_build() == "compiled", b.kernel_build()' \
 && python3 -m compileall -q /app

# 5. Small endgame databases (issue 37, docs/analysis.md "Endgame databases"): Kalah up to 14 seeds
#    (9.7 MB) and Oware up to 11 (1.4 MB), a few seconds of the build; larger ones are built by
#    `python -m service.build_endgames build` into a volume named by ARBITER_ENDGAME_DIR.
RUN PYTHONPATH=/app python3 -P -m service.build_endgames build --game kalah --seeds 14 --out /app/.endgame --quiet \
 && PYTHONPATH=/app python3 -P -m service.build_endgames build --game oware --seeds 11 --out /app/.endgame --quiet \
 && rm -f /app/.endgame/.builder-*

# -------------------------------------------------------------------------- runtime stage
FROM ${PYTHON_IMAGE} AS runtime
# OCI labels (.hadolint.yaml requires them; tests/deploy checks version and licence against
# pyproject.toml). The source URL is where the image was built from: `--build-arg SOURCE_URL=...`.
ARG SOURCE_URL=""
LABEL org.opencontainers.image.title="mancala-arbiter" \
      org.opencontainers.image.description="Stateless HTTP rules authority for mancala games" \
      org.opencontainers.image.version="0.1.0" \
      org.opencontainers.image.licenses="MIT" \
      org.opencontainers.image.source="${SOURCE_URL}"

ENV PATH=/opt/venv/bin:$PATH \
    PYTHONPATH=/app \
    PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    PORT=8000 \
    ARBITER_ENDGAME_DIR=/app/.endgame

# A dedicated numeric user: runAsNonRoot in Kubernetes can only verify a numeric USER.
RUN groupadd --gid 10001 arbiter \
 && useradd --no-log-init --uid 10001 --gid 10001 \
        --home-dir /nonexistent --no-create-home --shell /usr/sbin/nologin arbiter

COPY --from=build /opt/venv /opt/venv
COPY --from=build /app /app

WORKDIR /app
USER 10001:10001
EXPOSE 8000

# Kubernetes ignores HEALTHCHECK (it uses the probes in k8s/); this serves docker/podman users.
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
    CMD ["python3", "-c", "import os, urllib.request; urllib.request.urlopen('http://127.0.0.1:%s/healthz' % os.environ.get('PORT', '8000'), timeout=2)"]

CMD ["gunicorn", "--config", "/app/gunicorn.conf.py", "service:create_app()"]
