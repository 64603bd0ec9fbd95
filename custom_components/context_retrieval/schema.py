"""The schema library of the running Home Assistant, as ``vol``.

Home Assistant 2026.10 replaced voluptuous with probatio, which keeps its API, and types flows
and LLM tools with probatio's classes; 2026.8 and 2026.9 have only voluptuous. Importing the
one Home Assistant itself uses keeps the types right on every supported release and does not
rely on voluptuous staying installed beside probatio.
"""

from __future__ import annotations

try:
    import probatio as vol
except ImportError:  # Home Assistant before 2026.10
    import voluptuous as vol  # type: ignore[no-redef]

__all__ = ["vol"]
