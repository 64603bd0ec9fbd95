"""Home Assistant → engine: the exposed home as an engine ``Home``, kept fresh.

:func:`async_build_home` reads the registries and states (event loop only);
:func:`async_catalog_services` merges the bundled service catalog with Home Assistant's live
service descriptions and translations, so custom integrations' services are known too.
:class:`HomeSync` owns the current :class:`Index` (home, retriever, local parser), rebuilds it
in the executor when the registries, the exposure settings, the registered services or what
they are described with change (debounced), and keeps document vectors in a
:class:`~homeassistant.helpers.storage.Store` so that a restart does not embed an unchanged
home again. Queries during a rebuild use the previous index: the new one replaces it in one
assignment.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any, Final

from homeassistant.components.homeassistant.exposed_entities import (
    async_listen_entity_updates,
    async_should_expose,
)
from homeassistant.const import (
    EVENT_CORE_CONFIG_UPDATE,
    EVENT_HOMEASSISTANT_STOP,
    EVENT_SERVICE_REGISTERED,
    EVENT_SERVICE_REMOVED,
    EVENT_STATE_CHANGED,
)
from homeassistant.core import (
    CALLBACK_TYPE,
    Event,
    EventStateChangedData,
    HassJob,
    HomeAssistant,
    callback,
)
from homeassistant.helpers import area_registry as ar
from homeassistant.helpers import device_registry as dr
from homeassistant.helpers import entity_registry as er
from homeassistant.helpers import floor_registry as fr
from homeassistant.helpers import issue_registry as ir
from homeassistant.helpers import label_registry as lr
from homeassistant.helpers.aiohttp_client import async_get_clientsession
from homeassistant.helpers.debounce import Debouncer
from homeassistant.helpers.event import async_call_later
from homeassistant.helpers.service import async_get_all_descriptions
from homeassistant.helpers.storage import Store
from homeassistant.helpers.translation import async_get_translations
from homeassistant.requirements import RequirementsNotFound, async_process_requirements
from homeassistant.util import dt as dt_util
from homeassistant.util.hass_dict import HassKey

from .const import (
    ASSISTANT,
    CONF_API_KEY,
    CONF_EMBEDDER,
    CONF_MODEL,
    CONF_SEMANTIC,
    CONF_URL,
    DEFAULT_SEMANTIC,
    DOMAIN,
    EMBEDDER_OPENAI,
    LOGGER,
    MAX_ERROR_CHARS,
    REBUILD_COOLDOWN,
    SAVE_DELAY,
    SEMANTIC_REQUIREMENT,
    STORAGE_KEY,
    STORAGE_VERSION,
)
from .engine.catalog import EN, OPTION_ATTRIBUTES, RANGE_ATTRIBUTES, ZH, Catalog
from .engine.data import load_json
from .engine.descriptions import catalog_key, merge_catalog, text_domains
from .engine.home import Area, Entity, Floor, Home
from .engine.local_parser import LocalParser
from .engine.pipeline import Retriever, Settings
from .engine.text import clean
from .engine.vectors import (
    AsyncEmbedder,
    E5Embedder,
    Embedder,
    EmbeddingError,
    EmbeddingStopped,
    OpenAIEmbedder,
    SemanticModelUnavailable,
    ThreadedEmbedder,
    VectorCache,
    aembed_cached,
    embed_cached,
    host_cpu_status,
)

type AnyEmbedder = Embedder | AsyncEmbedder

# Registry changes that alter what the index knows (others, such as exposure options written
# by async_should_expose itself, do not).
ENTITY_CHANGES: Final = frozenset(
    {
        "aliases",
        "name",
        "original_name",
        "area_id",
        "device_id",
        "labels",
        "device_class",
        "original_device_class",
        "entity_id",
        "hidden_by",
        "disabled_by",
        "has_entity_name",
        "translation_key",
        "entity_category",
    }
)
DEVICE_CHANGES: Final = frozenset(
    {"area_id", "name", "name_by_user", "labels", "parent_device_id", "disabled_by"}
)
# State attributes the index is built from. A change to any other attribute (brightness,
# temperature, media title, ...) is patched into the current home without a rebuild.
EMBED_RETRY_DELAYS: Final = (30.0, 60.0, 120.0, 300.0, 900.0, 1800.0)
"""Seconds before embedding the home is tried again after an embedder failed, growing."""
STRUCTURAL_ATTRIBUTES: Final = frozenset(
    {
        "friendly_name",
        "supported_features",
        "device_class",
        "supported_color_modes",
        "unit_of_measurement",
        *OPTION_ATTRIBUTES.values(),
        *(name for names in RANGE_ATTRIBUTES.values() for name in names if name),
    }
)


# --------------------------------------------------------------------------- the snapshot


@callback
def async_build_home(hass: HomeAssistant) -> Home:
    """The entities exposed to Assist, with their areas, floors, names and state."""
    entity_registry = er.async_get(hass)
    device_registry = dr.async_get(hass)
    area_registry = ar.async_get(hass)
    floor_registry = fr.async_get(hass)
    label_registry = lr.async_get(hass)

    floors = {
        floor.floor_id: Floor(floor.floor_id, floor.name, _aliases(floor.aliases), floor.level)
        for floor in floor_registry.async_list_floors()
    }
    areas = {
        area.id: Area(
            area.id,
            area.name,
            _aliases(area.aliases),
            area.floor_id if area.floor_id in floors else None,
        )
        for area in area_registry.async_list_areas()
    }

    def label_names(label_ids: set[str]) -> list[str]:
        names = []
        for label_id in sorted(label_ids):
            if label := label_registry.async_get_label(label_id):
                names.append(label.name)
        return names

    entities: dict[str, Entity] = {}
    for state in sorted(hass.states.async_all(), key=lambda s: s.entity_id):
        entity_id = state.entity_id
        if not async_should_expose(hass, ASSISTANT, entity_id):
            continue
        entry = entity_registry.async_get(entity_id)
        device = (
            device_registry.async_get(entry.device_id)
            if entry is not None and entry.device_id is not None
            else None
        )
        name, aliases = _entity_names(hass, entry, state.name)
        area_id = entry.area_id if entry is not None else None
        if area_id is None and device is not None:
            area_id = device_area_id(hass, device)
        labels = label_names(set(entry.labels)) if entry is not None else []
        if device is not None:
            labels += label_names(set(device.labels))
        device_class = None
        if entry is not None:
            device_class = entry.device_class or entry.original_device_class
        if device_class is None and isinstance(state.attributes.get("device_class"), str):
            device_class = state.attributes["device_class"]
        entities[entity_id] = Entity(
            entity_id=entity_id,
            name=name,
            aliases=aliases,
            area_id=area_id if area_id in areas else None,
            device_name=(device.name_by_user or device.name) if device is not None else None,
            labels=tuple(dict.fromkeys(labels)),
            device_class=device_class,
            state=state.state,
            attributes=dict(state.attributes),
            platform=entry.platform if entry is not None else None,
        )
    return Home(language=hass.config.language, floors=floors, areas=areas, entities=entities)


def _aliases(aliases: set[str]) -> tuple[str, ...]:
    """Registry alias sets in a stable order, blanks dropped."""
    return tuple(a for a in sorted(alias.strip() for alias in aliases) if a)


@callback
def _entity_names(
    hass: HomeAssistant, entry: er.RegistryEntry | None, state_name: str
) -> tuple[str, tuple[str, ...]]:
    """The entity's name and its other aliases, as Assist matches them.

    Since 2026.4 the registry keeps an ordered alias list in which ``COMPUTED_NAME`` stands
    for the entity's computed full name. That name is the engine's ``name`` wherever the user
    placed it; without it the first alias is. An empty list leaves the entity nameless (HA
    then reaches it by entity_id only).
    """
    if entry is None:
        return state_name.strip(), ()
    names = er.async_get_entity_aliases(hass, entry)
    computed = [i for i, alias in enumerate(entry.aliases) if alias is er.COMPUTED_NAME]
    if computed and computed[0] < len(names):
        name = names[computed[0]]
        others = names[: computed[0]] + names[computed[0] + 1 :]
    elif names:
        name, others = names[0], names[1:]
    else:
        return "", ()
    aliases = tuple(a for a in dict.fromkeys(others) if a and a != name)
    return name, aliases


@callback
def device_area_id(hass: HomeAssistant, device: Any) -> str | None:
    """The device's area; a child device inherits its parent's (HA 2026.9+).

    ``device`` is a ``DeviceEntry`` (2026.9+ also a ``ChildDeviceEntry``).
    """
    effective = getattr(dr, "async_get_effective_area_id", None)
    if effective is not None:
        area_id: str | None = effective(hass, device)
        return area_id
    parent_area: str | None = device.area_id
    return parent_area


BUNDLE_KEY: HassKey[Mapping[str, Any]] = HassKey(f"{DOMAIN}_services_bundle")
"""The bundled service catalog, once read (it never changes while Home Assistant runs)."""
TRANSLATION_CATEGORIES: Final = ("services", "selector")
"""Service names, descriptions and field texts; the labels of select options."""


@dataclass(frozen=True, slots=True)
class CatalogSource:
    """The service catalog the index is built with, and a digest of what it says."""

    services: dict[str, Any]
    key: str
    error: str | None = None
    """Why the live descriptions could not be read (the bundle alone was used)."""


def catalog_languages(language: str) -> dict[str, str]:
    """Catalog language → Home Assistant language whose translations fill it.

    The engine matches in Chinese and English only: Chinese texts come from the user's
    language when it is a Chinese one, English always.
    """
    languages = {EN: "en"}
    if language.casefold().startswith("zh"):
        languages[ZH] = language
    return languages


@dataclass(frozen=True, slots=True)
class CatalogInputs:
    """What the catalog is merged from: read on the event loop, merged in the executor."""

    bundle: Mapping[str, Any]
    descriptions: Mapping[str, Mapping[str, Any]]
    translations: Mapping[str, Mapping[str, str]]
    error: str | None

    def merge(self) -> CatalogSource:
        """The merged catalog and its digest (blocking: run it in the executor)."""
        services = merge_catalog(self.bundle, self.descriptions, self.translations)
        return CatalogSource(services, catalog_key(services), self.error)


async def async_catalog_inputs(hass: HomeAssistant) -> CatalogInputs:
    """The bundle and this Home Assistant's service descriptions and their translations.

    The descriptions and translations are read on the event loop (Home Assistant caches
    both); the bundle is read from disk once per run (a rebuild then needs no executor job
    for it). Should the descriptions fail to load (a ``services.yaml`` whose enums cannot be
    imported), the bundle cut to the registered services serves, as before live
    descriptions were read.
    """
    bundle = hass.data.get(BUNDLE_KEY)
    if bundle is None:
        bundle = hass.data[BUNDLE_KEY] = await hass.async_add_executor_job(
            load_json, "services.json"
        )
    descriptions: Mapping[str, Mapping[str, Any]]
    error = None
    try:
        descriptions = await async_get_all_descriptions(hass)
    except Exception as err:  # noqa: BLE001 - any failure: the bundle alone still works
        error = f"{type(err).__name__}: {err}"
        descriptions = {
            domain: {service: {"fields": {}} for service in services}
            for domain, services in hass.services.async_services().items()
        }
    translations: dict[str, dict[str, str]] = {}
    if domains := text_domains(bundle, descriptions):
        for slot, language in catalog_languages(hass.config.language).items():
            flat = translations[slot] = {}
            for category in TRANSLATION_CATEGORIES:
                flat.update(
                    await async_get_translations(hass, language, category, integrations=domains)
                )
    return CatalogInputs(bundle, descriptions, translations, error)


async def async_catalog_services(hass: HomeAssistant) -> CatalogSource:
    """The bundled catalog merged with this Home Assistant's service descriptions (the merge,
    :func:`~.engine.descriptions.merge_catalog`, whose docstring states the rule, and its
    digest in the executor)."""
    inputs = await async_catalog_inputs(hass)
    return await hass.async_add_executor_job(inputs.merge)


def structure_key(home: Home) -> tuple[Any, ...]:
    """What the index is built from: everything but live state and volatile attributes."""
    return (
        home.language,
        tuple(home.floors.values()),
        tuple(home.areas.values()),
        tuple(
            (
                e.entity_id,
                e.name,
                e.aliases,
                e.area_id,
                e.device_name,
                e.labels,
                e.device_class,
                e.platform,
                tuple(
                    sorted(
                        (k, repr(v)) for k, v in e.attributes.items() if k in STRUCTURAL_ATTRIBUTES
                    )
                ),
            )
            for e in home.entities.values()
        ),
    )


# --------------------------------------------------------------------------- embedders


ISSUE_SEMANTIC_UNAVAILABLE: Final = "semantic_unavailable"
"""The repair issue of an entry whose built-in semantic model cannot be installed or run."""


def create_builtin_embedder() -> Embedder:
    """Load the in-process semantic model (blocking).

    :raises SemanticModelUnavailable: where this host cannot run it.
    """
    return E5Embedder.load()


async def async_load_builtin_embedder(hass: HomeAssistant) -> Embedder:
    """Install the built-in model's package when missing, then load it.

    The package is installed as Home Assistant installs an integration's requirements
    (``homeassistant.requirements``: under its constraints, into its environment or
    ``config/deps``), only when the semantic side is on: the manifest does not require it.
    Nothing is installed on a CPU that could not run it, nor when Home Assistant runs with
    ``--skip-pip``.

    :raises SemanticModelUnavailable: ``cause`` ``"cpu"``, ``"install"`` (pip failed),
        ``"missing"`` or ``"load"``; ``str()`` is the detail.
    """
    cpu_ok, _ = await hass.async_add_executor_job(host_cpu_status)
    if cpu_ok and not hass.config.skip_pip:
        try:
            await async_process_requirements(hass, DOMAIN, [SEMANTIC_REQUIREMENT])
        except RequirementsNotFound as err:
            raise SemanticModelUnavailable("install", f"{SEMANTIC_REQUIREMENT}: {err}") from err
    return await hass.async_add_executor_job(create_builtin_embedder)


async def async_create_embedder(
    hass: HomeAssistant, data: Mapping[str, Any], options: Mapping[str, Any]
) -> AnyEmbedder | None:
    """The embedder the entry asks for, or ``None`` for character n-grams only.

    The built-in model runs on a thread of its own, never in Home Assistant's executor: there
    a long text or a batch of documents would hold up every other integration's work
    (:mod:`.engine.vectors.worker`). When it cannot be installed or run, the entry serves
    with n-grams and a repair issue says why.
    """
    if not options.get(CONF_SEMANTIC, DEFAULT_SEMANTIC):
        ir.async_delete_issue(hass, DOMAIN, ISSUE_SEMANTIC_UNAVAILABLE)  # turned off: moot
        return None
    if data.get(CONF_EMBEDDER) == EMBEDDER_OPENAI:
        return OpenAIEmbedder(
            async_get_clientsession(hass),
            data[CONF_URL],
            model=data[CONF_MODEL],
            api_key=data.get(CONF_API_KEY) or None,
        )
    try:
        model = await async_load_builtin_embedder(hass)
    except SemanticModelUnavailable as err:
        LOGGER.warning("Semantic model unavailable, using character n-grams only: %s", err)
        ir.async_create_issue(
            hass,
            DOMAIN,
            ISSUE_SEMANTIC_UNAVAILABLE,
            is_fixable=True,
            severity=ir.IssueSeverity.WARNING,
            translation_key=f"semantic_{err.cause}",
            translation_placeholders={
                "requirement": SEMANTIC_REQUIREMENT,
                "detail": clean(str(err), MAX_ERROR_CHARS),
            },
        )
        return None
    ir.async_delete_issue(hass, DOMAIN, ISSUE_SEMANTIC_UNAVAILABLE)
    return ThreadedEmbedder(model)


# --------------------------------------------------------------------------- the index


@dataclass(slots=True)
class Index:
    """One built home: what queries use until the next build replaces it."""

    home: Home
    retriever: Retriever
    parser: LocalParser
    built_at: datetime
    build_seconds: float
    model_id: str | None
    """The embedding model of the document vectors; ``None`` when n-grams only."""
    structure: tuple[Any, ...] = field(repr=False)


class HomeSync:
    """Owns the current index and rebuilds it when the home changes."""

    def __init__(
        self,
        hass: HomeAssistant,
        *,
        settings: Settings,
        embedder: AnyEmbedder | None,
    ) -> None:
        self.hass = hass
        self.settings = settings
        self.embedder = embedder
        self.index: Index | None = None
        self.builds = 0
        self.last_error: str | None = None
        self._store: Store[dict[str, Any]] = Store(
            hass, STORAGE_VERSION, STORAGE_KEY, serialize_in_event_loop=False
        )
        self._cache: VectorCache | None = None
        self._saved_revision = 0
        self._snapshot: dict[str, Any] | None = None
        """The latest vectors as JSON; what the (delayed) store write saves."""
        self._write_pending = False
        self._lock = asyncio.Lock()
        self._generation = 0
        self._force_rebuild = False
        self._embed_failures = 0
        self._catalog_warned = False
        self._cancel_retry: CALLBACK_TYPE | None = None
        self._unsubscribers: list[CALLBACK_TYPE] = []
        self._stopping = False
        self._changed_since_snapshot: list[set[str]] = []
        self._filling: asyncio.Task[None] | None = None
        """The background job that embeds missing documents, while it runs."""

        """One set per build in flight: the entities whose state changed after its snapshot."""
        self._debouncer: Debouncer[Any] = Debouncer(
            hass,
            LOGGER,
            cooldown=REBUILD_COOLDOWN,
            immediate=False,
            function=self._async_rebuild,
            background=True,
        )

    # ------------------------------------------------------------------ lifecycle

    async def async_start(self) -> None:
        """Build the index with n-grams only, then listen for changes.

        The document vectors come after, from :meth:`async_embed` (a large home may take
        minutes on a small host); until then queries use the n-gram index. The listeners start
        first, so that a state changing during the first build is caught up too.
        """
        self._listen()
        try:
            await self._async_build(embedder=None)
        except BaseException:
            await self.async_stop()
            raise

    async def async_embed(self) -> None:
        """Load the stored vectors, then rebuild with the embedder (a background task): at
        once from the store, or once the model has embedded what the store lacks."""
        if self.embedder is None:
            return
        stored = await self._store.async_load()
        cache = await self.hass.async_add_executor_job(VectorCache.from_json, stored)
        self._saved_revision = cache.revision
        self._cache = cache
        LOGGER.debug("Loaded %d stored document vectors", len(cache))
        await self._async_rebuild(force=True)
        if self._filling is not None:
            await self._filling  # the documents the store lacked, then the index with them

    async def async_stop(self) -> None:
        """Stop listening and the model, and write vectors not saved yet."""
        self._stopping = True
        if self._filling is not None:
            self._filling.cancel()
        if isinstance(self.embedder, ThreadedEmbedder):
            await self.embedder.aclose()
        self._debouncer.async_shutdown()
        if self._cancel_retry is not None:
            self._cancel_retry()
            self._cancel_retry = None
        while self._unsubscribers:
            self._unsubscribers.pop()()
        if self._write_pending and self._snapshot is not None:
            self._write_pending = False
            await self._store.async_save(self._snapshot)

    @callback
    def async_schedule_rebuild(self, reason: str) -> None:
        """Rebuild after the cooldown (coalescing changes that arrive together)."""
        LOGGER.debug("Index rebuild scheduled: %s", reason)
        self._generation += 1
        self._debouncer.async_schedule_call()

    # ------------------------------------------------------------------ building

    async def _async_rebuild(self, force: bool = False) -> None:
        """Rebuild when what the index is built from changed (or when forced)."""
        if self._stopping:
            return
        force, self._force_rebuild = force or self._force_rebuild, False
        generation = self._generation
        # Until async_embed has loaded the stored vectors, builds stay n-gram only.
        embedder = self.embedder if self._cache is not None else None
        await self._async_build(embedder=embedder, force=force)
        if self._generation != generation:
            # A change arrived while building; the debouncer drops calls made meanwhile.
            self._debouncer.async_schedule_call()

    async def _async_build(self, *, embedder: AnyEmbedder | None, force: bool = True) -> None:
        """Build from a snapshot of the home taken now, then replace the index with it;
        unless ``force``, only when what the index is built from changed.

        The service catalog is merged, compared and the index built in one executor job:
        under load every hop back to a busy event loop waits behind the requests queued
        there, and a rebuild should not (issue #10: renames reached the index after a median
        22 s under 200 concurrent calls). States that change while the build runs are
        written into the new index before it replaces the old one (the listener patches the
        index in use, which the build does not see): no state is lost across a rebuild.
        """
        async with self._lock:
            started = time.perf_counter()
            changed: set[str] = set()
            self._changed_since_snapshot.append(changed)
            try:
                inputs = await async_catalog_inputs(self.hass)
                home = async_build_home(self.hass)
                structure = structure_key(home)
                current = None if force or self.index is None else self.index.structure
                settings = self.settings

                def build() -> tuple[CatalogSource, tuple[Retriever, LocalParser] | None]:
                    source = inputs.merge()
                    if current == (structure, source.key):
                        return source, None
                    catalog = Catalog(source.services)
                    return source, (Retriever(home, catalog, settings=settings), LocalParser(home))

                services, parts = await self.hass.async_add_executor_job(build)
                self._report_catalog(services)
                if parts is None:
                    LOGGER.debug("Index rebuild skipped: nothing it is built from changed")
                    return
                retriever, parser = parts
                embedder = await self._async_attach(retriever, embedder)
            finally:
                self._changed_since_snapshot.remove(changed)
            if self._stopping and self.index is not None:
                return
            self._async_catch_up(home, changed)
            seconds = time.perf_counter() - started
            self.index = Index(
                home=home,
                retriever=retriever,
                parser=parser,
                built_at=dt_util.utcnow(),
                build_seconds=seconds,
                model_id=embedder.model_id if embedder is not None else None,
                structure=(structure, services.key),
            )
            self.builds += 1
            LOGGER.debug(
                "Index built in %.2f s: %d entities, %d documents, model %s",
                seconds,
                len(home.entities),
                retriever.document_count,
                self.index.model_id or "n-grams only",
            )
            if self._cache is not None and embedder is not None:
                await self._async_save_vectors(self._cache, retriever)

    @callback
    def _report_catalog(self, source: CatalogSource) -> None:
        """A failure to read the live descriptions is logged once (then at debug level)."""
        if source.error is not None and not self._catalog_warned:
            self._catalog_warned = True
            LOGGER.warning(
                "Service descriptions unavailable, using the bundled catalog: %s", source.error
            )
        elif source.error is not None:
            LOGGER.debug("Service descriptions still unavailable: %s", source.error)

    async def _async_attach(
        self, retriever: Retriever, embedder: AnyEmbedder | None
    ) -> AnyEmbedder | None:
        """Give the retriever its document vectors when all are stored; the embedder then in
        use, else ``None`` (n-grams only for now).

        A build never waits for the model: vectors that are missing (a first start, a new
        kind of device) are embedded in the background (:meth:`_async_fill`), which builds
        the index again once they are stored. A rename needs none (documents hold no names),
        so it reaches the index without queueing behind model work.
        """
        if embedder is None or self._cache is None:
            self.last_error = None
            return None
        index = retriever.actions.doc_index
        if index.attach_cached(embedder, self._cache):
            self.last_error = None
            return embedder
        self._async_fill(index.missing(embedder.model_id, self._cache), embedder)
        return None

    @callback
    def _async_fill(self, texts: list[str], embedder: AnyEmbedder) -> None:
        """Embed the missing documents in the background, one such job at a time."""
        if self._filling is not None and not self._filling.done():
            return
        self._filling = self.hass.async_create_background_task(
            self._async_fill_vectors(texts, embedder), "context_retrieval document vectors"
        )

    async def _async_fill_vectors(self, texts: list[str], embedder: AnyEmbedder) -> None:
        """Store the vectors of ``texts``, then build the index with them."""
        assert self._cache is not None
        LOGGER.debug("Embedding %d documents", len(texts))
        try:
            if isinstance(embedder, Embedder):
                await self.hass.async_add_executor_job(
                    embed_cached, embedder, texts, "passage", self._cache
                )
            else:
                await aembed_cached(embedder, texts, "passage", self._cache)
        except EmbeddingError as err:
            if not isinstance(err, EmbeddingStopped):
                self.last_error = str(clean(str(err), MAX_ERROR_CHARS))
                self._async_retry_embedding(err)
            return
        self._embed_failures = 0
        await self._async_rebuild(force=True)

    @callback
    def _async_catch_up(self, home: Home, changed: set[str]) -> None:
        """Write the states that changed since ``home`` was read into it."""
        for entity_id in changed:
            entity = home.entities.get(entity_id)
            state = self.hass.states.get(entity_id)
            if entity is not None and state is not None:
                home.entities[entity_id] = replace(
                    entity, state=state.state, attributes=dict(state.attributes)
                )
        if changed:
            LOGGER.debug("%d state(s) changed during the build: caught up", len(changed))

    def _close_embedder(self) -> None:
        """Stop the semantic model's thread, if the entry has one (between two chunks)."""
        if isinstance(self.embedder, ThreadedEmbedder):
            self.embedder.close()

    @callback
    def _async_retry_embedding(self, err: EmbeddingError) -> None:
        """Embed the home again later: the n-gram index serves until the embedder answers."""
        delay = EMBED_RETRY_DELAYS[min(self._embed_failures, len(EMBED_RETRY_DELAYS) - 1)]
        self._embed_failures += 1
        if self._embed_failures == 1:
            LOGGER.warning("Embedding the home failed, using n-grams only: %s", err)
        LOGGER.debug("Embedding the home again in %.0f s", delay)
        if self._cancel_retry is not None:
            self._cancel_retry()
        self._cancel_retry = async_call_later(
            self.hass,
            delay,
            HassJob(
                self._retry_embedding,
                "context_retrieval embedding retry",
                cancel_on_shutdown=True,
            ),
        )

    @callback
    def _retry_embedding(self, _now: datetime) -> None:
        self._cancel_retry = None
        self._force_rebuild = True
        self.async_schedule_rebuild("embedding retry")

    async def _async_save_vectors(self, cache: VectorCache, retriever: Retriever) -> None:
        """Drop vectors of texts the home no longer has, then save (debounced) if changed."""
        await self.hass.async_add_executor_job(cache.prune, retriever.vector_cache_keys)
        if cache.revision == self._saved_revision:
            return
        snapshot = await self.hass.async_add_executor_job(cache.to_json)
        self._saved_revision = cache.revision
        self._snapshot = snapshot
        self._write_pending = True
        self._store.async_delay_save(self._data_to_save, SAVE_DELAY)
        LOGGER.debug("Saving %d document vectors in %.0f s", len(cache), SAVE_DELAY)

    def _data_to_save(self) -> dict[str, Any]:
        """The store's data function (called from a worker thread when it writes)."""
        self._write_pending = False
        return self._snapshot or {}

    @property
    def cached_vectors(self) -> int:
        """Number of document vectors held in memory."""
        return len(self._cache) if self._cache is not None else 0

    # ------------------------------------------------------------------ listening

    def _listen(self) -> None:
        hass = self.hass
        bus = hass.bus
        self._unsubscribers += [
            bus.async_listen(er.EVENT_ENTITY_REGISTRY_UPDATED, self._entity_registry_updated),
            bus.async_listen(dr.EVENT_DEVICE_REGISTRY_UPDATED, self._device_registry_updated),
            bus.async_listen(ar.EVENT_AREA_REGISTRY_UPDATED, self._any_change("area registry")),
            bus.async_listen(fr.EVENT_FLOOR_REGISTRY_UPDATED, self._any_change("floor registry")),
            bus.async_listen(lr.EVENT_LABEL_REGISTRY_UPDATED, self._any_change("label registry")),
            bus.async_listen(EVENT_SERVICE_REGISTERED, self._any_change("service registered")),
            bus.async_listen(EVENT_SERVICE_REMOVED, self._any_change("service removed")),
            bus.async_listen(EVENT_CORE_CONFIG_UPDATE, self._core_config_updated),
            bus.async_listen(EVENT_STATE_CHANGED, self._state_changed),
            async_listen_entity_updates(hass, ASSISTANT, self._exposure_changed),
            bus.async_listen(EVENT_HOMEASSISTANT_STOP, self._home_assistant_stopping),
        ]

    @callback
    def _home_assistant_stopping(self, event: Event[Any]) -> None:
        """No rebuild may start once Home Assistant stops: its executor is going away. The
        model stops after the chunk it is embedding, so shutdown never waits for a home."""
        self._stopping = True
        self._close_embedder()
        self._debouncer.async_shutdown()

    def _any_change(self, reason: str) -> Callable[[Event[Any]], None]:
        @callback
        def listener(event: Event[Any]) -> None:
            self.async_schedule_rebuild(reason)

        return listener

    @callback
    def _exposure_changed(self) -> None:
        self.async_schedule_rebuild("exposure changed")

    @callback
    def _core_config_updated(self, event: Event[Any]) -> None:
        if "language" in event.data:
            self.async_schedule_rebuild("language changed")

    @callback
    def _entity_registry_updated(self, event: Event[er.EventEntityRegistryUpdatedData]) -> None:
        data = event.data
        if data["action"] == "update" and not ENTITY_CHANGES.intersection(data.get("changes", {})):
            return
        self.async_schedule_rebuild(f"entity {data['action']} {data['entity_id']}")

    @callback
    def _device_registry_updated(self, event: Event[dr.EventDeviceRegistryUpdatedData]) -> None:
        data = event.data
        if data["action"] == "update" and not DEVICE_CHANGES.intersection(data.get("changes", {})):
            return
        self.async_schedule_rebuild(f"device {data['action']}")

    @callback
    def _state_changed(self, event: Event[EventStateChangedData]) -> None:
        """Entities appearing or leaving rebuild; a new state is patched in place."""
        entity_id = event.data["entity_id"]
        old, new = event.data["old_state"], event.data["new_state"]
        for changed in self._changed_since_snapshot:
            changed.add(entity_id)
        index = self.index
        if old is None or new is None:
            if new is not None or (index is not None and entity_id in index.home.entities):
                self.async_schedule_rebuild(f"{entity_id} {'left' if new is None else 'appeared'}")
            return
        if index is None or (entity := index.home.entities.get(entity_id)) is None:
            return
        if any(
            old.attributes.get(name) != new.attributes.get(name) for name in STRUCTURAL_ATTRIBUTES
        ):
            self.async_schedule_rebuild(f"{entity_id} attributes changed")
            return
        # Live state for the prompt (current temperature, on/off) without a rebuild: the
        # entity's names, area and services are unchanged.
        index.home.entities[entity_id] = replace(
            entity, state=new.state, attributes=dict(new.attributes)
        )
