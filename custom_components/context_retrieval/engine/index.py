"""What retrieval knows about one home, built once and shared by every request.

The resolvers of rooms, kinds, names and hints, the questions' phrasing, and the action index
of command documents (:mod:`.scoring`). Building it is linear in the size of the home.
"""

from __future__ import annotations

import numpy as np

from .catalog import EN, Catalog
from .grounding import HintReader
from .home import Home
from .keyword import NameMatch, NameMatcher
from .kinds import WINDOW_COVERINGS, KindsNamed, class_families, default_kinds
from .name_words import NameWords
from .places import PlaceResolver, RoomWords
from .questions import Questions
from .scope import ScopeResolver
from .scoring import READ_ONLY_DOMAINS, ActionIndex
from .settings import Settings
from .text import compact
from .vectors import Embedder, NgramIndex, VectorCache

NAME_SHORTLIST = 300
"""Past this many entities in scope, names are compared only with the n-gram nearest."""


class HomeIndex:
    """The home's resolvers and indexes (see the module's docstring)."""

    def __init__(
        self,
        home: Home,
        catalog: Catalog,
        settings: Settings,
        *,
        embedder: Embedder | None = None,
        cache: VectorCache | None = None,
    ) -> None:
        self.home = home
        self.catalog = catalog
        self.settings = settings
        self.places = PlaceResolver(home)
        self.scope = ScopeResolver(home, self.places)
        self.room_words = RoomWords.of(home)
        """What says a room in a request's words, also to another command of the request whose
        kinds the parser split before it (:func:`.targets.asks_which_room`)."""
        self.kinds = default_kinds()
        self.coverings = self.kinds.family(WINDOW_COVERINGS)
        self.kinds_named = KindsNamed(self.kinds, home)
        """Entity id → the kinds of its domain its names say (:meth:`.kinds.Kinds.as_ranked`)."""
        """The window coverings, one family (:func:`.targets._covering`)."""
        self.class_families = class_families()
        """(domain, class said) → the classes that answer it (:func:`.targets.answered_by`)."""
        self.names = NameMatcher(
            home,
            {d: by_lang.get(EN, ()) for d, by_lang in catalog.domain_words.items()},
            self.places.areas_of,
        )
        self.questions = Questions(home, catalog)
        self.entity_ids: list[str] = list(home.entities)
        self.row_of: dict[str, int] = {eid: i for i, eid in enumerate(self.entity_ids)}
        self.exact_names: dict[str, list[str]] = {}
        name_texts: list[str] = []
        for entity in home.entities.values():
            for name in entity.names:
                self.exact_names.setdefault(compact(name), []).append(entity.entity_id)
            name_texts.append(" | ".join([*entity.names, entity.device_name or ""]))
        self.name_index = NgramIndex(name_texts)
        self.name_words = NameWords(home)
        """The words of every name, for a command that found nothing (:mod:`.name_words`)."""
        self.actions = ActionIndex(
            home,
            catalog,
            embedder=embedder,
            cache=cache,
            alpha=settings.alpha,
            exact_phrase=settings.exact_phrase,
        )
        self.known_domains = catalog.domains | frozenset(home.domains) | READ_ONLY_DOMAINS
        self.hints = HintReader(
            home, catalog, self.places, self.kinds, self.exact_names, self.known_domains
        )

    def name_matches(self, hint: str, pool: list[str]) -> dict[str, NameMatch]:
        """Keyword recall: exact names first, then fuzzy ones among the n-gram nearest."""
        pool_set = set(pool)
        shortlist: list[str] = [e for e in self.exact_names.get(compact(hint), []) if e in pool_set]
        if len(pool) <= NAME_SHORTLIST:
            shortlist += pool
        else:
            rows = np.fromiter((self.row_of[e] for e in pool), dtype=np.int64, count=len(pool))
            scores = self.name_index.scores(hint, rows)
            best = np.argsort(-scores)[:NAME_SHORTLIST]
            shortlist += [pool[i] for i in best if scores[i] > 0]
        matches: dict[str, NameMatch] = {}
        for entity_id in dict.fromkeys(shortlist):
            match = self.names.match(hint, self.home.entities[entity_id])
            if match.score > 0:
                matches[entity_id] = match
        return matches
