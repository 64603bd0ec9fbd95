"""The ``context_retrieval.retrieve`` service (response only)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import voluptuous as vol
from homeassistant.core import (
    HomeAssistant,
    ServiceCall,
    ServiceResponse,
    SupportsResponse,
    callback,
)
from homeassistant.exceptions import HomeAssistantError, ServiceValidationError
from homeassistant.helpers import area_registry as ar
from homeassistant.helpers import config_validation as cv

from .const import (
    ATTR_AREA,
    ATTR_CONVERSATION_ID,
    ATTR_LANGUAGE,
    ATTR_TEXT,
    ATTR_TOP_K,
    DOMAIN,
    LOGGER,
    MAX_TOP_K,
    MIN_TOP_K,
    SERVICE_RETRIEVE,
)
from .engine.errors import InputError

if TYPE_CHECKING:
    from . import ContextRetrievalData

RETRIEVE_SCHEMA = vol.Schema(
    {
        vol.Required(ATTR_TEXT): cv.string,
        vol.Optional(ATTR_LANGUAGE): cv.string,
        vol.Optional(ATTR_TOP_K): vol.Coerce(int),
        vol.Optional(ATTR_CONVERSATION_ID): cv.string,
        vol.Optional(ATTR_AREA): cv.string,
    }
)


def _invalid(key: str, **placeholders: Any) -> ServiceValidationError:
    return ServiceValidationError(
        translation_domain=DOMAIN,
        translation_key=key,
        translation_placeholders={k: str(v) for k, v in placeholders.items()} or None,
    )


@callback
def _runtime_data(hass: HomeAssistant) -> ContextRetrievalData:
    entries = hass.config_entries.async_loaded_entries(DOMAIN)
    if not entries:
        raise _invalid("not_loaded")
    data: ContextRetrievalData = entries[0].runtime_data
    return data


@callback
def _area_id(hass: HomeAssistant, area: str) -> str:
    """An area given by id, name or alias (the selector gives ids, YAML may give names)."""
    registry = ar.async_get(hass)
    if (entry := registry.async_get_area(area)) or (entry := registry.async_get_area_by_name(area)):
        return entry.id
    wanted = area.strip().casefold()
    for entry in registry.async_list_areas():
        if any(alias.strip().casefold() == wanted for alias in entry.aliases):
            return entry.id
    raise _invalid("unknown_area", area=area)


async def _async_retrieve(call: ServiceCall) -> ServiceResponse:
    """Retrieve the entities and services one request needs (CONTRACTS §4)."""
    hass = call.hass
    data = _runtime_data(hass)
    text = call.data[ATTR_TEXT].strip()
    if not text:
        raise _invalid("empty_text")
    top_k = call.data.get(ATTR_TOP_K)
    if top_k is not None and not MIN_TOP_K <= top_k <= MAX_TOP_K:
        raise _invalid("top_k_out_of_range", top_k=top_k, min=MIN_TOP_K, max=MAX_TOP_K)
    area_id = _area_id(hass, call.data[ATTR_AREA]) if call.data.get(ATTR_AREA) else None
    try:
        result = await data.async_retrieve(
            text,
            conversation_id=call.data.get(ATTR_CONVERSATION_ID),
            language=call.data.get(ATTR_LANGUAGE),
            area_id=area_id,
            top_k=top_k,
        )
    except HomeAssistantError:
        raise
    except InputError as err:
        raise _invalid("retrieval_failed", error=err) from err
    except Exception as err:
        LOGGER.exception("Retrieval failed for %r", text)
        raise HomeAssistantError(
            translation_domain=DOMAIN,
            translation_key="retrieval_failed",
            translation_placeholders={"error": f"{type(err).__name__}: {err}"},
        ) from err
    response: dict[str, Any] = result.to_json()
    return response


@callback
def async_setup_services(hass: HomeAssistant) -> None:
    """Register the integration's services."""
    hass.services.async_register(
        DOMAIN,
        SERVICE_RETRIEVE,
        _async_retrieve,
        schema=RETRIEVE_SCHEMA,
        supports_response=SupportsResponse.ONLY,
    )
