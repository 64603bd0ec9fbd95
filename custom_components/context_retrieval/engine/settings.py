"""The tunable thresholds of retrieval (docs/design.md#pipeline)."""

from __future__ import annotations

from dataclasses import dataclass

from .bulk import BulkSettings
from .questions import MAX_OPTIONS


@dataclass(frozen=True, slots=True)
class Settings:
    """Tunable thresholds; the defaults are what the development data was measured with."""

    top_k: int = 5
    clarify_margin: float = 0.05
    """ε: two targets whose keyword evidence is closer than this are a tie."""
    capability_threshold: float = 0.08
    """Below this an action is not taken to fit a service (no matching command)."""
    max_bulk_targets: int = 100
    """Past this many targets a bulk command returns ``too_many_targets`` and truncated groups."""
    batch_size: int = 20
    bulk_options: int = 5
    bulk_evidence: int = 3
    bulk_min_ratio: float = 0.5
    bulk_min_margin: float = 0.1
    bulk_temperature: float = 0.05
    alpha: float = 0.5
    """Weight of the semantic model against the n-gram cosine in the document score."""
    exact_phrase: float = 0.75
    """An action this close to a known phrase is matched lexically; vaguer ones also semantically."""
    max_question_options: int = MAX_OPTIONS

    @property
    def bulk(self) -> BulkSettings:
        """The bulk-mode knobs."""
        return BulkSettings(
            capability_threshold=self.capability_threshold,
            max_targets=self.max_bulk_targets,
            batch_size=self.batch_size,
            options=self.bulk_options,
            evidence=self.bulk_evidence,
            min_ratio=self.bulk_min_ratio,
            min_margin=self.bulk_min_margin,
            temperature=self.bulk_temperature,
        )
