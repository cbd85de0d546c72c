"""The client's address behind a balancer, trusted only from the balancer.

The rate limits, the heavy-slot shares and the logs key a request by its client's address. Behind
a balancer every connection comes from the balancer, so the address is taken from the
``X-Forwarded-For`` it adds (werkzeug's ``ProxyFix``, ``ARBITER_PROXY_HOPS`` entries from the
right). But ``ProxyFix`` trusts the header whoever sent it: a client that reaches a replica
directly (another pod, a host on the same network) could name any address, spend another client's
budget or escape its own. So the header is read only from a peer in ``ARBITER_TRUSTED_PROXIES``
(addresses or CIDR blocks, e.g. the balancer's address, the ingress controller's pod network); from
any other peer the connection's own address is the client's, whatever the headers say.

``Forwarded`` (RFC 7239) is never read: neither HAProxy's ``option forwardfor`` nor ingress-nginx
sets it, so a value in it was written by the client.

Hops without trusted proxies is refused at start (:func:`install`): before this setting, hops
alone trusted every peer, and silently trusting none would key every client by the balancer's
address. ``0.0.0.0/0,::/0`` trusts every peer, where the network guarantees that only the
balancer reaches the replicas. A peer outside the list that sends ``X-Forwarded-For`` is logged
once (``forwarded-for-from-untrusted-peer``): a forging client, or a balancer the list misses.

Hand-written around ``ProxyFix`` because werkzeug's middleware has no notion of which peer may set
the header (uvicorn's ``--forwarded-allow-ips`` is the same idea for ASGI servers); gunicorn's own
``forwarded_allow_ips`` only governs ``X-Forwarded-Proto``-style scheme headers for its environ, not
the address the app reads.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Callable, Iterable
from typing import Any

import structlog
from werkzeug.middleware.proxy_fix import ProxyFix

log = structlog.get_logger("service.proxies")
Network = ipaddress.IPv4Network | ipaddress.IPv6Network
WSGIApp = Callable[[dict[str, Any], Any], Any]


def parse_networks(spec: Iterable[str]) -> tuple[Network, ...]:
    """``["10.0.0.7", "10.244.0.0/16", "::1"]`` as networks; a malformed entry is a ``ValueError`` naming it."""
    networks: list[Network] = []
    for entry in spec:
        try:
            networks.append(ipaddress.ip_network(entry, strict=False))
        except ValueError:
            raise ValueError(f"ARBITER_TRUSTED_PROXIES: {entry!r} is not an address or a CIDR block") from None
    return tuple(networks)


def is_trusted(peer: str, networks: tuple[Network, ...]) -> bool:
    """Whether the connection's peer address is in one of ``networks`` (an IPv4-mapped IPv6 address as its IPv4)."""
    try:
        address = ipaddress.ip_address(peer)
    except ValueError:
        return False
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return any(address in network for network in networks)


class TrustedProxyFix:
    """``ProxyFix`` for the requests whose peer (``REMOTE_ADDR``) is a trusted proxy; the others as they came."""

    def __init__(self, app: WSGIApp, hops: int, networks: tuple[Network, ...]) -> None:
        self.app = app
        self.fixed = ProxyFix(app, x_for=hops, x_proto=hops)
        self.networks = networks
        self._seen: dict[str, bool] = {}  # peer -> trusted (bounded: a balancer has few addresses)

    def __call__(self, environ: dict[str, Any], start_response: Any) -> Any:
        peer = str(environ.get("REMOTE_ADDR") or "")
        trusted = self._seen.get(peer)
        if trusted is None:
            trusted = is_trusted(peer, self.networks)
            if len(self._seen) < 1024:
                self._seen[peer] = trusted
            if not trusted and "HTTP_X_FORWARDED_FOR" in environ:
                # once per peer: a balancer missing from ARBITER_TRUSTED_PROXIES keys every client by its address
                log.warning("forwarded-for-from-untrusted-peer", peer=peer)
        return (self.fixed if trusted else self.app)(environ, start_response)


def install(app: Any, hops: int, trusted: Iterable[str]) -> None:
    """Wrap ``app.wsgi_app`` so ``X-Forwarded-For`` is honoured through ``hops`` proxies from trusted peers only."""
    networks = parse_networks(trusted)
    if hops < 0:
        raise ValueError("ARBITER_PROXY_HOPS must not be negative")
    if hops == 0:
        return
    if not networks:
        raise ValueError("ARBITER_PROXY_HOPS is set but ARBITER_TRUSTED_PROXIES is empty: name the balancer's "
                         "addresses (or CIDR blocks) whose X-Forwarded-For is trusted")
    app.wsgi_app = TrustedProxyFix(app.wsgi_app, hops, networks)
