"""Command-level documents: the text each (entity, service) pair is matched on.

Seeds 001 and 003: one document per command, made of the service's description, the verbs
people use for it and the human words for the values it takes ("设置空调模式 制冷 制热"), in
one language per document (mixing languages in one text blurs the vectors). No entity ids,
service ids or category words go into the text.
"""

from __future__ import annotations

from typing import Final

from .catalog import EN, LANGUAGES, ZH, Capability

READ_SERVICE: Final = None
"""The "service" of a question about state: nothing is called, the agent reads the state."""

# What people say when they ask rather than act; matched like any command document.
READ_PHRASES: Final[dict[str, tuple[str, ...]]] = {
    ZH: (
        "查询",
        "查看",
        "状态",
        "是否",
        "是不是",
        "有没有",
        "多少",
        "几度",
        "怎么样",
        "如何",
        "开着吗",
        "关着吗",
        "开了吗",
        "关了吗",
        "锁了吗",
        "锁着吗",
        "哪些",
        "哪个",
        "温度多少",
        "湿度多少",
        "现在",
        "当前",
        "告诉我",
        "读数",
        "天气",
        "天气怎么样",
        "天气预报",
    ),
    EN: (
        "query",
        "check",
        "state",
        "status",
        "what is",
        "what's",
        "how much",
        "how many",
        "how warm",
        "how cold",
        "how hot",
        "which",
        "tell me",
        "get",
        "get temperature",
        "current temperature",
        "humidity",
        "reading",
        "level",
        "is it on",
        "is it off",
        "is it open",
        "is it closed",
        "is it locked",
        "are there any",
        "weather",
        "get weather",
        "forecast",
    ),
}
READ_DOCUMENTS: Final[dict[str, str]] = {lang: " ".join(p) for lang, p in READ_PHRASES.items()}


def capability_phrases(capability: Capability) -> dict[str, list[str]]:
    """Each thing people say for the capability, as its own short text, per language.

    Whole documents are long, so their cosine with a two-word action is diluted, and
    "turn on" comes out close to "Turns off one or more lights". Matching the action
    against single phrases as well keeps polarity sharp: "turn on" equals a phrase of the
    turn-on document and only resembles one of the turn-off document.
    """
    spec = capability.spec
    phrases: dict[str, list[str]] = {}
    for language in LANGUAGES:
        items = [spec.names.get(language, ""), *spec.synonyms.get(language, ())]
        items.extend(capability.option_labels.get(language, ()))
        cleaned = list(dict.fromkeys(p.strip() for p in items if p and p.strip()))
        if cleaned:
            phrases[language] = cleaned
    return phrases


def capability_documents(capability: Capability) -> dict[str, str]:
    """The document text of a capability in each language (empty languages left out)."""
    spec = capability.spec
    docs: dict[str, str] = {}
    for language in LANGUAGES:
        parts: list[str] = []
        name = spec.names.get(language)
        description = spec.descriptions.get(language)
        if name:
            parts.append(name)
        if description and description != name:
            parts.append(description)
        parts.extend(spec.synonyms.get(language, ()))
        parts.extend(capability.option_labels.get(language, ()))
        if language == EN:
            parts.extend(v.name.replace("_", " ") for v in capability.fields if v.options)
        text = " ".join(dict.fromkeys(p.strip() for p in parts if p and p.strip()))
        if text:
            docs[language] = text
    return docs
