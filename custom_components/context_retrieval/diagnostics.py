"""Diagnostics: settings (secrets redacted) and index figures; never utterances or names."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from homeassistant.components.diagnostics import async_redact_data
from homeassistant.core import HomeAssistant

from .const import CONF_API_KEY, CONF_LLM_API_KEY, CONF_LLM_URL, CONF_URL
from .engine.vectors import semantic_model_status
from .redact import redact_url, scrub

if TYPE_CHECKING:
    from . import ContextRetrievalConfigEntry

TO_REDACT = {CONF_API_KEY, CONF_LLM_API_KEY}
__all__ = ["async_get_config_entry_diagnostics", "redact_url", "scrub"]


def _redacted(data: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = async_redact_data(data, TO_REDACT)
    for key in (CONF_URL, CONF_LLM_URL):
        if isinstance(out.get(key), str):
            out[key] = redact_url(out[key])
    return out


async def async_get_config_entry_diagnostics(
    hass: HomeAssistant, entry: ContextRetrievalConfigEntry
) -> dict[str, Any]:
    """What the entry is set to and how big its index is."""
    data = entry.runtime_data
    sync = data.sync
    index = sync.index
    available, status = await hass.async_add_executor_job(semantic_model_status)
    return {
        "entry": {"data": _redacted(dict(entry.data)), "options": _redacted(dict(entry.options))},
        "parser": data.parser.name,
        "parser_outcomes": dict(getattr(data.parser, "outcomes", {})),
        "embedder": type(getattr(data.embedder, "inner", data.embedder)).__name__
        if data.embedder is not None
        else None,
        "endpoints": {
            issue_id: {
                "failures": health.failures,
                "issue_raised": health.issue_raised,
                "last_error": health.last_error,
            }
            for issue_id, health in data.health.items()
        },
        "semantic_model": {"available": available, "status": status},
        "index": None
        if index is None
        else {
            "entities": len(index.home.entities),
            "areas": len(index.home.areas),
            "floors": len(index.home.floors),
            "domains": index.home.domains,
            "documents": index.retriever.document_count,
            "build_seconds": round(index.build_seconds, 3),
            "built_at": index.built_at.isoformat(),
            "model_id": scrub(index.model_id) if index.model_id else None,
            "catalog_ha_version": index.retriever.catalog.ha_version,
        },
        "builds": sync.builds,
        "cached_vectors": sync.cached_vectors,
        "last_error": scrub(sync.last_error) if sync.last_error else None,
        "settings": {
            "top_k": data.settings.top_k,
            "clarify_margin": data.settings.clarify_margin,
        },
    }
