"""Least privilege: which services a tool call may use on each retrieved entity.

The one place that decides it (issue #10), so the YAML the model reads, the LLM API's tools
and the ``retrieve`` action's response say the same (:attr:`.results.CommandResult.permitted`):

* the service retrieval chose for the entity, and other services of the **same intent** that
  the entity takes (:data:`SAME_INTENT`: a different way to dim, to open, to turn the volume
  down), never one that undoes what was asked (on for off, unlock for lock);
* **reading never permits writing**: an entity shown for a question about its state, or as a
  condition's sensor, may be read and nothing else;
* **security-relevant** entities (:func:`is_security_relevant`: locks, alarm panels, valves,
  sirens, cameras, garage doors, gates and doors) take only the exact service retrieval chose,
  only on an entity the request resolved to, and only when the request said the action
  (:func:`said_an_action`): never an alternative, never a runner-up shown beside the best
  match, never a service guessed from a request without a verb. In a set ("all", a room, a
  reference to several), such an entity also needs its kind or its name said
  (:func:`taken_in_set`, the rule retrieval's bulk mode follows too): "关掉所有设备" does not
  close the gas valve, "锁上所有门" locks;
* a set takes a **one-shot** entity (:data:`ONE_SHOT_DOMAINS`: a button, a script, a scene)
  only when its kind or name was said, and opens a **mains valve** (:func:`is_mains_valve`)
  only when its name was said: "kitchen on, please" presses no dishwasher button, "open all
  the valves" leaves the gas shut;
* nothing while the request asks a question, nothing for a command that found nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Final

from .documents import READ_SERVICE
from .ir import UNKNOWN_TYPE, Command
from .results import NEED_CLARIFICATION, NO_MATCH, CommandResult
from .text import has_cjk, normalize, words

if TYPE_CHECKING:
    from .catalog import Catalog
    from .home import Entity, Home

SECURITY_DOMAINS: Final = frozenset({"lock", "alarm_control_panel", "valve", "siren", "camera"})
"""Domains whose every service opens, disarms, silences or blinds something."""
SECURITY_COVER_CLASSES: Final = frozenset({"garage", "gate", "door"})
"""Covers that let people in."""

ONE_SHOT_DOMAINS: Final = frozenset({"button", "input_button", "script", "scene", "automation"})
"""Domains whose entities start something once called (press, run): nothing a room or a sweep
turns on or off, since pressing or running is not undone by the opposite word."""
_OPENING: Final = frozenset({"valve.open_valve", "valve.set_valve_position", "valve.toggle"})
"""Valve services that may let gas or water through."""
_SECURING: Final = frozenset(
    {"cover.close_cover", "lock.lock", "valve.close_valve", "alarm_control_panel.alarm_arm_away"}
)
"""Services that shut or lock: taking them on a vaguer word leaves a home no less safe."""
_MAINS_WORDS: Final = (
    "gas",
    "main",
    "mains",
    "shutoff",
    "shut-off",
    "燃气",
    "煤气",
    "天然气",
    "总",
)
"""Words of a valve's name that make it the home's supply (gas, the water main) rather than a
garden tap: opened only by name."""

SAME_INTENT: Final[Mapping[str, frozenset[str]]] = {
    service: frozenset(others)
    for service, others in {
        # Open or close fully, or part-way: a position is a way to open or to close, but a
        # position asked for is not a licence to open or close fully.
        "cover.open_cover": {"cover.set_cover_position"},
        "cover.close_cover": {"cover.set_cover_position"},
        "cover.open_cover_tilt": {"cover.set_cover_tilt_position"},
        "cover.close_cover_tilt": {"cover.set_cover_tilt_position"},
        "cover.stop_cover": {"cover.stop_cover_tilt"},
        "cover.stop_cover_tilt": {"cover.stop_cover"},
        # Faster, slower, louder, quieter: by a step or to a value (never the other way).
        "fan.increase_speed": {"fan.set_percentage", "fan.set_preset_mode"},
        "fan.decrease_speed": {"fan.set_percentage", "fan.set_preset_mode"},
        "fan.set_percentage": {"fan.set_preset_mode"},
        "fan.set_preset_mode": {"fan.set_percentage"},
        "media_player.volume_up": {"media_player.volume_set"},
        "media_player.volume_down": {"media_player.volume_set"},
        "media_player.media_play": {"media_player.media_play_pause"},
        "media_player.media_pause": {"media_player.media_play_pause", "media_player.media_stop"},
        "media_player.media_stop": {"media_player.media_pause"},
        # A mode, said as a mode or as a preset.
        "climate.set_hvac_mode": {"climate.set_preset_mode"},
        "climate.set_preset_mode": {"climate.set_hvac_mode"},
        "climate.set_swing_mode": {"climate.set_swing_horizontal_mode"},
        "climate.set_swing_horizontal_mode": {"climate.set_swing_mode"},
        "select.select_next": {"select.select_option"},
        "vacuum.stop": {"vacuum.pause"},
        "vacuum.pause": {"vacuum.stop"},
    }.items()
}
"""service → the services that do the same thing another way. A service not listed has no
alternative: it is only ever itself (``turn_on`` is never ``toggle``, a value never a step the
other way)."""


def is_security_relevant(entity: Entity) -> bool:
    """Whether acting on the entity can let someone in, disarm or silence the home."""
    return entity.domain in SECURITY_DOMAINS or (
        entity.domain == "cover" and entity.device_class in SECURITY_COVER_CLASSES
    )


def is_mains_valve(entity: Entity) -> bool:
    """Whether the valve is the home's gas or water supply (its class is gas, or a name of it
    says gas, main or shutoff) rather than a zone or a tap."""
    if entity.domain != "valve":
        return False
    if entity.device_class == "gas":
        return True
    said = {w for name in entity.names for w in _words(name)}
    return any(
        w in said or (not w.isascii() and any(w in n for n in entity.names)) for w in _MAINS_WORDS
    )


def _words(name: str) -> list[str]:
    return name.casefold().replace("_", " ").split()


def alternatives(service: str) -> frozenset[str]:
    """The service and the services of the same intent (:data:`SAME_INTENT`)."""
    return SAME_INTENT.get(service, frozenset()) | {service}


def requested_ids(result: CommandResult) -> list[str]:
    """The entities the request resolved to: every bulk target, the ones the user chose in
    answer to a question, else the best candidate (not the runners-up shown beside it)."""
    chosen = result.meta.get("chosen")
    if isinstance(chosen, list) and chosen:
        return [e for e in chosen if isinstance(e, str)]
    return result.selected_ids


def _said(command: Command, field: str) -> bool:
    """Whether the request said this field of its IR (not the parser inferring it).

    The local parser records the words behind each field (``Command.evidence``); a parser
    that records none (an LLM, a gold IR) is taken at its word.
    """
    if command.evidence:
        return any(key == field or key.startswith(f"{field}.") for key in command.evidence)
    value = getattr(command, field)
    return bool(value) and value != UNKNOWN_TYPE


def said_an_action(result: CommandResult) -> bool:
    """Whether the request said what to do (a verb or a value), rather than retrieval
    guessing a service from a request that has none ("open the sprinkler if the soil is
    below 30 percent" read as a position to set)."""
    if result.meta.get("action_fallback") == "action_missing":
        return False
    return _said(result.command, "action") or _said(result.command, "params")


def _name_said(
    command: Command,
    entity: Entity,
    found: Iterable[str],
    meta: Mapping[str, object],
    service: str | None,
) -> bool:
    """Whether the request said a name and the entity is among those it found, or referred to
    the one device an earlier turn named ("half of it" after the valve was asked about). A
    reference to several (everything in a room, every valve asked about) names them only to
    shut or lock them (a question about the shed, then "close that"): "open them" after "which valves
    are closed" must not open the gas main, nor "open them" after "what's in the garden" the
    gate."""
    if command.references and not meta.get("reference_unresolved"):
        return meta.get("reference_count") == 1 or service in _SECURING
    # A name the parser took from the words ("every drip line") may carry no evidence.
    return bool(command.name_hint) and entity.entity_id in set(found)


def _kind_said(command: Command, entity: Entity) -> bool:
    """Whether the request said the entity's kind. A cover that lets people in needs its own
    class said: the cover words people use are for curtains and blinds ("把帘子都拉上" closes no
    gate)."""
    if entity.domain == "cover" and entity.device_class in SECURITY_COVER_CLASSES:
        return _said(command, "type_hint") and command.device_class == entity.device_class
    if command.type_hint == entity.domain and "action" in command.evidence:
        return True  # the verb says the kind ("卧室解个锁": only a lock unlocks)
    if not _said(command, "type_hint"):
        return False
    return command.type_hint == entity.domain or (
        command.device_class is not None and command.device_class == entity.device_class
    )


def _its_room_opened(command: Command, entity: Entity, service: str | None) -> bool:
    """ "the garage, open it": a door that lets people in, named by the room word said
    ("Garage Door", "Coop Door", "车库门"), when the verb said is the door's own (open or close,
    not "switch on", whose nearest service a cover's opening only is). The room's whole words:
    "open the hall" opens no "Hallway Door"."""
    if entity.domain != "cover" or entity.device_class not in SECURITY_COVER_CLASSES:
        return False
    said = command.resolved_services
    if (service or "").partition(".")[2] not in said or {"turn_on", "turn_off"} & said:
        return False
    rooms = [normalize(room) for room in command.scope_include]
    return any(_says_the_room(normalize(name), room) for room in rooms for name in entity.names)


def _says_the_room(name: str, room: str) -> bool:
    """Whether a name says the room: its words ("Big Garage Door"; not "Garages" for "garage"),
    or its characters in Chinese ("车库门")."""
    if not room:
        return False
    if has_cjk(room):
        return room in name
    return set(words(room)) <= set(words(name))


def taken_in_set(
    command: Command,
    entity: Entity,
    service: str | None,
    found: Iterable[str] = (),
    meta: Mapping[str, object] | None = None,
) -> bool:
    """Whether a set (a room, "everything", all of a kind, several referred to) may act on the
    entity with the service: the one rule retrieval's bulk mode and :func:`permitted_services`
    both follow.

    Anything else of the set is taken; a security-relevant or one-shot entity only when the
    request said its kind or its name (``found``: the entities the name found); a mains valve is
    opened only by its name. ``meta``: the command's; a ``kind`` in it is a kind said as a word
    retrieval took for a name ("every drip line"), an unresolved reference names nothing.
    """
    if service is READ_SERVICE or not (
        is_security_relevant(entity) or entity.domain in ONE_SHOT_DOMAINS
    ):
        return True  # reading a lock's state acts on nothing
    meta = meta or {}
    named = _name_said(command, entity, found, meta, service)
    if service in _OPENING and is_mains_valve(entity):
        return named
    return (
        named
        or "kind" in meta
        or _kind_said(command, entity)
        or _its_room_opened(command, entity, service)
    )


def permitted_services(
    result: CommandResult, home: Home, catalog: Catalog
) -> dict[str, tuple[str, ...]]:
    """entity_id → the services a tool call may use on it for this command (sorted)."""
    if result.question or result.hint in (NEED_CLARIFICATION, NO_MATCH):
        return {}
    chosen: dict[str, list[str]] = {}
    for candidate in result.shown_candidates:
        if candidate.service is not READ_SERVICE:
            chosen.setdefault(candidate.entity_id, []).append(candidate.service)
    for group in result.groups:
        if group.service is not READ_SERVICE:
            for entity_id in group.entity_ids:
                chosen.setdefault(entity_id, []).append(group.service)
    requested = set(requested_ids(result))
    asked = said_an_action(result)
    in_set = bool(result.groups)
    permitted: dict[str, tuple[str, ...]] = {}
    found = {c.entity_id for c in result.candidates}
    for entity_id, services in chosen.items():
        entity = home.entities.get(entity_id)
        if entity is None:
            continue
        if in_set:
            services = [
                s for s in services if taken_in_set(result.command, entity, s, found, result.meta)
            ]
        applicable = {capability.service for capability in catalog.capabilities(entity)}
        if is_security_relevant(entity):
            if not asked or entity_id not in requested:
                continue
            wanted: Iterable[str] = services
        else:
            wanted = (s for service in services for s in alternatives(service))
        if allowed := sorted(s for s in set(wanted) if s in applicable):
            permitted[entity_id] = tuple(allowed)
    return permitted


def grant(home: Home, catalog: Catalog, results: Sequence[CommandResult]) -> None:
    """Set :attr:`~.results.CommandResult.permitted` on each result of one request.

    While any command of the request asks a question, none is permitted anything: the
    request is acted on once, after the answer ("儿童房空调调到26度，加湿器也打开" → which
    humidifier? → both commands then).
    """
    asking = any(result.question for result in results)
    for result in results:
        result.permitted = {} if asking else permitted_services(result, home, catalog)


def merged(results: Sequence[CommandResult]) -> Mapping[str, frozenset[str]]:
    """What one request permits in all: the union over its commands, by entity."""
    found: dict[str, set[str]] = {}
    for result in results:
        for entity_id, services in result.permitted.items():
            found.setdefault(entity_id, set()).update(services)
    return {entity_id: frozenset(services) for entity_id, services in found.items()}
