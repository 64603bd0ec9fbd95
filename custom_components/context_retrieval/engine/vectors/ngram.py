"""Character n-gram TF-IDF over an inverted index.

The recipe is the one measured in docs/design.md#similarity (87 % zh top-1 on command
docs, on a par with the e5 model alone): n = 1..3 within chunks (:func:`..text.char_ngrams`),
sublinear tf ``1 + ln(count)``, smoothed idf ``ln((1 + N) / (1 + df)) + 1``, L2-normalised
vectors, cosine similarity.

The index is inverted (term → posting list of doc ids and weights) rather than a dense
docs × vocabulary matrix: a home has up to 10,000 entities and a vocabulary of tens of
thousands of grams, so a dense matrix would cost hundreds of MB, and a query only touches the
postings of its own few dozen grams.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

import numpy as np

from ..limits import MAX_NGRAM_CHARS, cut
from ..text import char_ngrams

_N_MIN = 1
_N_MAX = 3


class NgramIndex:
    """Cosine similarity between a query and every text, by character n-gram TF-IDF.

    Postings are stored CSR-style: the postings of term ``t`` are
    ``doc_ids[indptr[t]:indptr[t + 1]]`` and ``weights[...]`` (doc weights already divided by
    the doc's L2 norm), doc ids ascending.

    :param texts: the documents; row ``i`` of every score vector is ``texts[i]``. Repeated
        texts are separate documents (each counts in document frequencies). Documents and
        queries are read up to :data:`~..limits.MAX_NGRAM_CHARS` characters: the cost of a
        text is bounded whatever a home or a caller sends.
    """

    def __init__(self, texts: Sequence[str]) -> None:
        size = len(texts)
        self._size = size
        vocab: dict[str, int] = {}
        term_ids: list[int] = []
        counts: list[int] = []
        lengths: list[int] = []
        # Entity texts repeat (same friendly name in several places): count each text once.
        seen: dict[str, tuple[list[int], list[int]]] = {}
        for text in texts:
            grams = seen.get(text)
            if grams is None:
                counter = Counter(char_ngrams(cut(text, MAX_NGRAM_CHARS), _N_MIN, _N_MAX))
                grams = [vocab.setdefault(g, len(vocab)) for g in counter], list(counter.values())
                seen[text] = grams
            term_ids.extend(grams[0])
            counts.extend(grams[1])
            lengths.append(len(grams[0]))

        terms = np.asarray(term_ids, dtype=np.int64)
        docs = np.repeat(np.arange(size, dtype=np.int64), lengths)
        df = np.bincount(terms, minlength=len(vocab))
        # Computed in float64 and stored in float32: half the memory, and scores only need
        # six significant digits to rank.
        self._idf = np.log((1.0 + size) / (1.0 + df)) + 1.0
        # The idf a term would have with df = 0: unseen query grams still weigh in the norm,
        # so a query that is mostly unknown grams cannot reach a high cosine on a stray hit.
        self._unknown_idf = math.log(1.0 + size) + 1.0
        weights = (1.0 + np.log(np.asarray(counts, dtype=np.float64))) * self._idf[terms]
        norms = np.sqrt(np.bincount(docs, weights=weights * weights, minlength=size))
        if weights.size:
            weights /= norms[docs]  # every doc with a posting has a positive norm
        order = np.argsort(terms, kind="stable")  # stable keeps doc ids ascending per term
        self._doc_ids = docs[order].astype(np.int32)
        self._weights = weights[order].astype(np.float32)
        self._indptr = np.zeros(len(vocab) + 1, dtype=np.int64)
        np.cumsum(df, out=self._indptr[1:])
        self._vocab = vocab

    def __len__(self) -> int:
        """Number of documents."""
        return self._size

    @property
    def vocabulary_size(self) -> int:
        """Number of distinct n-grams in the documents."""
        return len(self._vocab)

    def postings(self, term: str) -> tuple[np.ndarray, np.ndarray]:
        """The posting list of one n-gram: ``(doc_ids, weights)``, empty when unknown."""
        tid = self._vocab.get(term)
        if tid is None:
            return np.zeros(0, dtype=np.int32), np.zeros(0, dtype=np.float32)
        start, end = self._indptr[tid], self._indptr[tid + 1]
        return self._doc_ids[start:end], self._weights[start:end]

    def query_weights(self, query: str) -> tuple[np.ndarray, np.ndarray]:
        """The query's normalised TF-IDF weights on known terms: ``(term_ids, weights)``.

        Unknown grams are left out of the result but counted in the norm.
        """
        known: list[int] = []
        values: list[float] = []
        norm_sq = 0.0
        for gram, count in Counter(
            char_ngrams(cut(query, MAX_NGRAM_CHARS), _N_MIN, _N_MAX)
        ).items():
            tid = self._vocab.get(gram)
            weight = (1.0 + math.log(count)) * (
                self._unknown_idf if tid is None else float(self._idf[tid])
            )
            norm_sq += weight * weight
            if tid is not None:
                known.append(tid)
                values.append(weight)
        if not known:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float64)
        return np.asarray(known, dtype=np.int64), np.asarray(values) / math.sqrt(norm_sq)

    def scores(self, query: str, rows: np.ndarray | None = None) -> np.ndarray:
        """Cosine similarity of the query with each document.

        :param query: the utterance (any language; normalised by :mod:`..text`).
        :param rows: optional document ids; scores are then returned for those ids only, in
            that order (repeats allowed).
        :returns: float32 scores in ``[0, 1]``, length ``len(self)`` or ``len(rows)``.
        :raises IndexError: when a row id is out of range.
        """
        if rows is not None:
            rows = np.asarray(rows, dtype=np.int64).reshape(-1)
            if rows.size and (rows.min() < 0 or rows.max() >= self._size):
                raise IndexError(f"row id out of range for {self._size} documents")
        term_ids, qweights = self.query_weights(query)
        if not term_ids.size:
            return np.zeros(self._size if rows is None else rows.size, dtype=np.float32)
        # Gather every posting of the query's terms with a handful of numpy calls instead of
        # one scatter-add per term: cost is the total posting length, not the number of docs.
        starts = self._indptr[term_ids]
        lengths = self._indptr[term_ids + 1] - starts
        total = int(lengths.sum())
        ends = np.cumsum(lengths)
        positions = np.arange(total, dtype=np.int64) + np.repeat(starts - (ends - lengths), lengths)
        contributions = self._weights[positions] * np.repeat(qweights, lengths)
        full = np.bincount(self._doc_ids[positions], weights=contributions, minlength=self._size)
        # Rounding can push an exact match a hair above 1.
        full = np.minimum(full, 1.0).astype(np.float32)
        return full if rows is None else full[rows]
