"""The ``context-retrieval`` command line: demo, parse, eval.

Bad input prints one line naming the file, line and field, and exits with status 2; nothing
prints a traceback.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Final

from custom_components.context_retrieval.engine.dialogue import aconverse
from custom_components.context_retrieval.engine.errors import InputError
from custom_components.context_retrieval.engine.home import Home, load_home
from custom_components.context_retrieval.engine.ir import Command
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.state import ConversationState
from custom_components.context_retrieval.engine.text import has_cjk
from custom_components.context_retrieval.engine.vectors import E5Embedder, VectorCache

from .homes import DEMO_HOMES

_LOGGER = logging.getLogger(__name__)


class _Retrievers:
    """Builds retrievers with the built-in embedder and a vector cache kept on disk.

    The semantic model is used when it can run on this CPU (and ``--no-semantic`` is not
    given); document vectors are cached by text hash, so a second run embeds nothing.
    """

    def __init__(self, semantic: bool) -> None:
        self.embedder = E5Embedder.create() if semantic else None
        self.cache_path = _cache_dir() / "vectors.json"
        self.cache = VectorCache()
        if self.embedder is not None and self.cache_path.exists():
            try:
                self.cache = VectorCache.from_json(json.loads(self.cache_path.read_text("utf-8")))
            except (OSError, ValueError, RecursionError) as err:
                _LOGGER.warning("Ignoring the vector cache %s: %s", self.cache_path, err)
        self._revision = self.cache.revision

    def __call__(self, home: Home) -> Retriever:
        retriever = Retriever(home, embedder=self.embedder, cache=self.cache)
        self.save()
        return retriever

    def save(self) -> None:
        """Write the cache back if it learned new vectors (best effort)."""
        if self.embedder is None or self.cache.revision == self._revision:
            return
        try:
            self.cache_path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.cache_path.with_suffix(".tmp")
            tmp.write_text(json.dumps(self.cache.to_json()), "utf-8")
            tmp.replace(self.cache_path)
            self._revision = self.cache.revision
        except OSError as err:
            _LOGGER.warning("Could not write the vector cache %s: %s", self.cache_path, err)


def _cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "context-retrieval"


def _local_parser(home: Home) -> Callable[[str], list[Command]]:
    from custom_components.context_retrieval.engine.local_parser import LocalParser

    return LocalParser(home).parse


@contextmanager
def _parsers(
    args: argparse.Namespace,
) -> Iterator[Callable[[Home], Callable[[str], list[Command]]]]:
    """The parser factory the arguments ask for: the local parser, or the LLM (with it as fallback)."""
    if getattr(args, "parser", "local") != "llm":
        yield _local_parser
        return
    from custom_components.context_retrieval.engine.llm_parser import (
        BlockingLLMParsers,
        LLMSettings,
    )

    settings = LLMSettings.resolve(
        args.llm_url, args.llm_model, args.llm_key, timeout=args.llm_timeout
    )
    with BlockingLLMParsers(settings) as make_parser:
        yield make_parser
        counts = dict(make_parser.counts)
    if counts:
        print(
            "parsed by: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())),
            file=sys.stderr,
        )


def _add_llm_arguments(command: argparse.ArgumentParser) -> None:
    group = command.add_argument_group("LLM parser (--parser llm)")
    group.add_argument(
        "--llm-url", help="OpenAI-compatible base URL (env CONTEXT_RETRIEVAL_LLM_URL)"
    )
    group.add_argument("--llm-model", help="model name (env CONTEXT_RETRIEVAL_LLM_MODEL)")
    group.add_argument(
        "--llm-key", help="API key, if the server needs one (env CONTEXT_RETRIEVAL_LLM_KEY)"
    )
    group.add_argument("--llm-timeout", type=float, help="seconds per request (default 8)")


def _print_result(
    retriever: Retriever, text: str, commands: list[Command], result, show_yaml: bool
) -> None:
    print(f"> {text}")
    for index, command in enumerate(result.commands, 1):
        ir = command.command
        scope = ",".join(ir.scope_include) or "-"
        excluded = ",".join(ir.scope_exclude)
        print(
            f"  command {index}: action={ir.action!r} name={ir.name_hint!r} type={ir.type_hint!r}"
            f" quantifier={ir.quantifier} scope={scope}"
            + (f" except={excluded}" if excluded else "")
        )
        language = "zh-Hans" if retriever.home.language.startswith("zh") else "en"
        for candidate in command.candidates:
            entity = retriever.home.entities[candidate.entity_id]
            label = retriever.describe(entity, language)
            print(
                f"    {candidate.score:.3f}  {candidate.entity_id:<40} {candidate.service or 'read_state':<30}"
                f" {label}  [{', '.join(candidate.reasons)}]"
            )
        for group in command.groups:
            print(
                f"    group {group.group_id}/{group.batch}: {group.service or 'read_state'} × {len(group.entity_ids)}"
            )
        if command.condition_entities:
            print(f"    conditions read: {', '.join(command.condition_entities)}")
        if command.hint:
            print(
                f"    hint: {command.hint}" + (f" — {command.question}" if command.question else "")
            )
    print(f"  ({result.elapsed_ms:.1f} ms)")
    if show_yaml:
        print(result.yaml)


def cmd_demo(args: argparse.Namespace) -> int:
    """Run one conversation (one or more utterances) against a demo home."""
    home_path = Path(args.home) if args.home else DEMO_HOMES[args.lang or _guess_lang(args.text)]
    home = load_home(home_path)
    retriever = _Retrievers(not args.no_semantic)(home)
    with _parsers(args) as make_parser:
        parse = make_parser(home)
        _converse(args, retriever, parse)
    return 0


def _converse(
    args: argparse.Namespace, retriever: Retriever, parse: Callable[[str], list[Command]]
) -> None:
    """One conversation, as Home Assistant runs it: references and answers to questions."""
    state = ConversationState()

    async def aparse(text: str) -> list[Command]:
        return parse(text)

    for text in args.text:
        result = asyncio.run(aconverse(retriever, state, text, aparse, context_area=args.area))
        if args.json:
            print(json.dumps(result.to_json(), ensure_ascii=False, indent=1))
        else:
            commands = [command.command for command in result.commands]
            _print_result(retriever, text, commands, result, show_yaml=not args.no_yaml)


def cmd_parse(args: argparse.Namespace) -> int:
    """Print the command IR of a text."""
    home = load_home(args.home) if args.home else load_home(DEMO_HOMES[_guess_lang([args.text])])
    with _parsers(args) as make_parser:
        commands = make_parser(home)(args.text)
    print(json.dumps({"commands": [c.to_json() for c in commands]}, ensure_ascii=False, indent=1))
    return 0


def cmd_eval(args: argparse.Namespace) -> int:
    """Run a cases file and print the figures."""
    from .evaluate import evaluate, load_cases

    cases = load_cases(args.cases)
    with _parsers(args) as make_parser:
        report = evaluate(
            cases,
            Path(args.home) if args.home else None,
            args.parser,
            make_parser,
            Path(args.out) if args.out else None,
            top_k=args.top_k,
            retriever_factory=_Retrievers(not args.no_semantic),
        )
    figures = report.figures()
    by_tag = report.by_tag() if args.by == "tag" else None
    if args.json:
        print(
            json.dumps(
                {**figures, "by_tag": by_tag} if by_tag is not None else figures, ensure_ascii=False
            )
        )
        return 0
    width = max(len(k) for k in figures)
    for key, value in figures.items():
        print(f"{key:<{width}}  {_figure(value)}")
    if by_tag is not None:
        print()
        print(_tag_table(by_tag))
    if report.failures and args.show_failures:
        print("failures: " + " ".join(report.failures[: args.show_failures]))
    return 0


TAG_COLUMNS: Final = (
    ("cases", "cases"),
    ("recall@5", "r@5"),
    ("service_accuracy", "service"),
    ("refused_answerable", "refused"),
    ("no_match_handled", "no_match"),
    ("clarify_handled", "clarify"),
    ("widened", "widened"),
)


def _figure(value: object) -> str:
    """One figure for the text report; a count per reason reads "absent_room 3, ambiguous 1"."""
    if isinstance(value, dict):
        return ", ".join(f"{k} {v}" for k, v in value.items()) or "-"
    return "-" if value is None else str(value)


def _tag_table(by_tag: dict[str, dict[str, object]]) -> str:
    """The headline figures per tag as a fixed-width table."""
    width = max((len(tag) for tag in by_tag), default=3)
    head = f"{'tag':<{width}}  " + "  ".join(f"{label:>8}" for _, label in TAG_COLUMNS)
    rows = [
        f"{tag:<{width}}  " + "  ".join(f"{_figure(figures[key]):>8}" for key, _ in TAG_COLUMNS)
        for tag, figures in by_tag.items()
    ]
    return "\n".join([head, *rows])


def cmd_bench(args: argparse.Namespace) -> int:
    """Measure latency, index cost, tokens and accuracy against the anchors in one run."""
    from .bench import run_bench

    for size in args.sizes:
        if size < 1:
            raise InputError(f"--sizes: expected positive entity counts, got {size}")
    run_bench(
        Path(args.out),
        sizes=tuple(args.sizes),
        semantic=not args.no_semantic,
        languages=tuple(args.lang),
        dev_dir=Path(args.dev) if args.dev else None,
        dev_cases=[Path(p) for p in args.cases],
        cases_per_size=args.cases_per_size,
        budget_seconds=args.budget,
        min_queries=args.min_queries,
        progress=lambda message: print(message, file=sys.stderr),
    )
    print(f"wrote {Path(args.out) / 'results.md'}, results.json and bench.png")
    return 0


def _guess_lang(texts: Sequence[str]) -> str:
    return "zh" if any(has_cjk(t) for t in texts) else "en"


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (exposed for tests and documentation)."""
    parser = argparse.ArgumentParser(
        prog="context-retrieval",
        description="Retrieve the few Home Assistant entities and services a request needs.",
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="log the pipeline's decisions")

    sub = parser.add_subparsers(dest="command", required=True)

    demo = sub.add_parser("demo", help="run utterances against the bundled demo home")
    demo.add_argument("text", nargs="+", help="one or more utterances of one conversation")
    demo.add_argument(
        "--lang", choices=sorted(DEMO_HOMES), help="demo home language (default: from the text)"
    )
    demo.add_argument("--home", help="a home snapshot instead of the demo home")
    demo.add_argument("--area", help="area id of the satellite the user speaks to")
    demo.add_argument("--json", action="store_true", help="print docs/contracts.md §4 JSON")
    demo.add_argument("--no-yaml", action="store_true", help="do not print the prompt YAML")
    demo.add_argument(
        "--no-semantic", action="store_true", help="n-gram matching only (no embedding model)"
    )
    demo.add_argument("--parser", choices=("local", "llm"), default="local")
    _add_llm_arguments(demo)
    demo.set_defaults(func=cmd_demo)

    parse = sub.add_parser("parse", help="print the command IR of a text (local parser or LLM)")
    parse.add_argument("text")
    parse.add_argument("--home", help="home snapshot whose vocabulary to use (default: demo home)")
    parse.add_argument("--parser", choices=("local", "llm"), default="local")
    _add_llm_arguments(parse)
    parse.set_defaults(func=cmd_parse)

    ev = sub.add_parser("eval", help="run a cases file (docs/contracts.md §2) and score it")
    ev.add_argument("--home", help="home snapshot for cases without their own 'home'")
    ev.add_argument("--cases", required=True, help="cases JSONL")
    ev.add_argument(
        "--parser",
        choices=("gold", "local", "llm"),
        default="gold",
        help="gold: the cases' own IR (cases without one are parsed locally); local; llm",
    )
    ev.add_argument("--out", help="write results JSONL (docs/contracts.md §4) here")
    ev.add_argument("--top-k", type=int, default=5)
    ev.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    ev.add_argument(
        "--by",
        choices=("tag",),
        help="also print the figures per tag (the cases' 'features' or 'tags')",
    )
    ev.add_argument(
        "--show-failures", type=int, default=0, metavar="N", help="list up to N failed case ids"
    )
    ev.add_argument(
        "--no-semantic", action="store_true", help="n-gram matching only (no embedding model)"
    )
    _add_llm_arguments(ev)
    ev.set_defaults(func=cmd_eval)
    bench = sub.add_parser(
        "bench", help="latency, index cost, tokens and accuracy vs anchors, in one run"
    )
    bench.add_argument(
        "--out", default="docs/bench", help="where results.json, results.md, bench.png go"
    )
    bench.add_argument(
        "--sizes", type=int, nargs="+", default=[100, 1000, 10000], help="home sizes (entities)"
    )
    bench.add_argument("--lang", nargs="+", choices=("zh", "en"), default=["zh", "en"])
    bench.add_argument(
        "--dev",
        help="a directory of cases files (*.jsonl and large/*.jsonl) for accuracy and tokens",
    )
    bench.add_argument("--cases", action="append", default=[], help="a cases file (repeatable)")
    bench.add_argument("--cases-per-size", type=int, default=200)
    bench.add_argument(
        "--budget",
        type=float,
        default=60.0,
        help="seconds per size and system, at least --min-queries",
    )
    bench.add_argument("--min-queries", type=int, default=20)
    bench.add_argument(
        "--no-semantic", action="store_true", help="skip the embedding-model measurements"
    )
    bench.set_defaults(func=cmd_bench)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``context-retrieval``."""
    args = build_parser().parse_args(argv)
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.WARNING,
        format="%(levelname)s %(name)s: %(message)s",
    )
    try:
        return int(args.func(args) or 0)
    except InputError as err:
        print(f"context-retrieval: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
