#!/usr/bin/env bash
# Makes a local stand-in for python:3.12-slim-bookworm from Debian packages, for machines that
# cannot reach Docker Hub (see docs/deploy.md, "Building without Docker Hub"). Debian bookworm's python3 is 3.11,
# which the project supports. Usage: make-base-image.sh [IMAGE]   (root, podman + debootstrap)
set -euo pipefail
image=${1:-localhost/mancala-arbiter-python-base:bookworm}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
debootstrap --variant=minbase --include=python3,python3-venv,ca-certificates \
  bookworm "$work/rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 \
  || { tail -n 30 "$work/debootstrap.log" >&2; exit 1; }
# What an image never needs: package caches and lists, docs, man pages, translations.
rm -rf "$work"/rootfs/var/cache/apt/* "$work"/rootfs/var/lib/apt/lists/* \
       "$work"/rootfs/usr/share/doc/* "$work"/rootfs/usr/share/man/* \
       "$work"/rootfs/usr/share/info/* "$work"/rootfs/usr/share/locale/* \
       "$work"/rootfs/var/log/*
tar -C "$work/rootfs" -c . \
  | podman import --change 'CMD ["python3"]' --change 'ENV LANG=C.UTF-8' - "$image" >/dev/null
echo "$image"
