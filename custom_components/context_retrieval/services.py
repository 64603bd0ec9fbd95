"""The ``context_retrieval.retrieve`` service (response only)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final

from homeassistant.core import (
    HomeAssistant,
    ServiceCall,
    ServiceResponse,
    SupportsResponse,
    callback,
)
from homeassistant.exceptions import HomeAssistantError, ServiceValidationError
from homeassistant.helpers import area_registry as ar

from .const import (
    ATTR_AREA,
    ATTR_CONVERSATION_ID,
    ATTR_LANGUAGE,
    ATTR_TEXT,
    ATTR_TOP_K,
    DOMAIN,
    LOGGER,
    SERVICE_RETRIEVE,
)
from .engine.errors import InputError
from .engine.limits import RequestError, check_request
from .engine.logs import said
from .engine.text import clean

if TYPE_CHECKING:
    from . import ContextRetrievalData

FIELDS: Final = (ATTR_TEXT, ATTR_LANGUAGE, ATTR_TOP_K, ATTR_CONVERSATION_ID, ATTR_AREA)
SHOWN_VALUE_CHARS: Final = 40
"""A bad value is quoted in the error up to this many characters."""


def _invalid(key: str, **placeholders: Any) -> ServiceValidationError:
    return ServiceValidationError(
        translation_domain=DOMAIN,
        translation_key=key,
        translation_placeholders={k: str(v) for k, v in placeholders.items()} or None,
    )


def _shown(value: Any) -> str:
    """A value as an error message may quote it: one line, short."""
    return str(clean(repr(value), SHOWN_VALUE_CHARS))


def _text(data: Mapping[str, Any], field: str) -> str | None:
    """An optional text field; numbers count as text (a template may render "123" as 123)."""
    value = data.get(field)
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    raise _invalid("field_not_text", field=field, value=_shown(value))


def _whole_number(data: Mapping[str, Any], field: str) -> int | None:
    """An optional whole number: an int, a whole float or the digits of one."""
    value = data.get(field)
    if value is None:
        return None
    number: Any = value
    if isinstance(value, str) and value.strip().lstrip("+-").isdigit():
        number = int(value)
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    if isinstance(number, bool) or not isinstance(number, int):
        raise _invalid("field_not_integer", field=field, value=_shown(value))
    return number


def validate_retrieve(data: Any) -> dict[str, Any]:
    """The ``retrieve`` action's schema: each bad field is a translated error naming it.

    A callable instead of a voluptuous schema: Home Assistant answers REST callers whose data
    fails a voluptuous schema with a bare "400: Bad Request", while a
    ``ServiceValidationError`` reaches them (and websocket callers, and the UI) with its
    message. The bounds are the engine's (:mod:`.engine.limits`).
    """
    if not isinstance(data, Mapping):
        raise _invalid("data_not_object", value=_shown(data))
    if unknown := [key for key in data if key not in FIELDS]:
        field = clean(str(unknown[0]), SHOWN_VALUE_CHARS)
        raise _invalid("unknown_field", field=field, fields=", ".join(FIELDS))
    text = _text(data, ATTR_TEXT)
    if text is None:
        raise _invalid("field_required", field=ATTR_TEXT)
    checked: dict[str, Any] = {ATTR_TEXT: text}
    for field in (ATTR_LANGUAGE, ATTR_CONVERSATION_ID, ATTR_AREA):
        if (value := _text(data, field)) is not None:
            checked[field] = value
    if (top_k := _whole_number(data, ATTR_TOP_K)) is not None:
        checked[ATTR_TOP_K] = top_k
    try:
        check_request(text.strip(), top_k)
    except RequestError as err:
        raise _invalid(err.key, **err.placeholders) from err
    return checked


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
    raise _invalid("unknown_area", area=clean(area, SHOWN_VALUE_CHARS))


async def _async_retrieve(call: ServiceCall) -> ServiceResponse:
    """Retrieve the entities and services one request needs (docs/contracts.md §4)."""
    hass = call.hass
    data = _runtime_data(hass)
    text = call.data[ATTR_TEXT].strip()
    if not text:
        raise _invalid("empty_text")
    top_k = call.data.get(ATTR_TOP_K)
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
    except RequestError as err:
        raise _invalid(err.key, **err.placeholders) from err
    except InputError as err:
        raise _invalid("retrieval_failed", error=err) from err
    except Exception as err:
        LOGGER.exception("Retrieval failed for %s", said(text))
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
        # Any callable validates; Home Assistant's annotation names only its schema classes.
        schema=validate_retrieve,  # type: ignore[arg-type]
        supports_response=SupportsResponse.ONLY,
    )
