"""Config, options and reconfigure flows for Context Retrieval."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from homeassistant.components import conversation
from homeassistant.config_entries import (
    SOURCE_RECONFIGURE,
    ConfigEntry,
    ConfigFlow,
    ConfigFlowResult,
    OptionsFlowWithReload,
)
from homeassistant.const import ATTR_SUPPORTED_FEATURES
from homeassistant.core import HomeAssistant, callback
from homeassistant.data_entry_flow import FlowHandler, FlowResult
from homeassistant.helpers import entity_registry as er
from homeassistant.helpers.selector import (
    BooleanSelector,
    ConversationAgentSelector,
    EntitySelector,
    EntitySelectorConfig,
    NumberSelector,
    NumberSelectorConfig,
    NumberSelectorMode,
    SelectSelector,
    SelectSelectorConfig,
    SelectSelectorMode,
    TextSelector,
    TextSelectorConfig,
    TextSelectorType,
)

from .agent_setup import (
    AgentSetup,
    Problem,
    async_inspect_agent,
    async_use_retrieval_api,
    placeholders,
)
from .const import (
    CONF_AI_TASK_ENTITY,
    CONF_API_KEY,
    CONF_CLARIFY_MARGIN,
    CONF_EMBEDDER,
    CONF_LLM_API_KEY,
    CONF_LLM_MODEL,
    CONF_LLM_URL,
    CONF_MODEL,
    CONF_PARSER,
    CONF_SEMANTIC,
    CONF_TARGET_AGENT,
    CONF_TOP_K,
    CONF_URL,
    CONF_USE_API,
    DEFAULT_CLARIFY_MARGIN,
    DEFAULT_EMBEDDING_MODEL,
    DEFAULT_SEMANTIC,
    DEFAULT_TOP_K,
    DOMAIN,
    EMBEDDER_BUILTIN,
    EMBEDDER_OPENAI,
    EMBEDDERS,
    LOGGER,
    MAX_CLARIFY_MARGIN,
    MAX_ERROR_CHARS,
    MAX_TOP_K,
    MIN_TOP_K,
    PARSER_AI_TASK,
    PARSER_LOCAL,
    PARSER_OPENAI,
    PARSERS,
    SEMANTIC_REQUIREMENT,
)
from .endpoints import (
    CannotConnect,
    InvalidAuth,
    async_validate_chat,
    async_validate_endpoint,
)
from .engine.text import clean
from .engine.vectors import SemanticModelUnavailable, host_cpu_status, semantic_model_status
from .health import describe_endpoint
from .home import async_load_builtin_embedder
from .schema import vol

TITLE = "Context Retrieval"
AI_TASK_DOMAIN = "ai_task"
AI_TASK_GENERATE_DATA = 1
"""``ai_task.AITaskEntityFeature.GENERATE_DATA`` (not imported: ai_task stays optional)."""


type Check = Callable[[HomeAssistant, dict[str, Any]], Awaitable[None]]
"""One real request to an endpoint; raises InvalidAuth or CannotConnect."""


def _keyed_endpoints(data: Mapping[str, Any]) -> list[tuple[str, Check, str]]:
    """The entry's HTTP endpoints: (API key field, check, URL)."""
    endpoints: list[tuple[str, Check, str]] = []
    if data.get(CONF_PARSER) == PARSER_OPENAI:
        endpoints.append((CONF_LLM_API_KEY, async_validate_chat, data[CONF_LLM_URL]))
    if data.get(CONF_EMBEDDER) == EMBEDDER_OPENAI:
        endpoints.append((CONF_API_KEY, async_validate_endpoint, data[CONF_URL]))
    return endpoints


def _clean_key(data: dict[str, Any], key: str) -> dict[str, Any]:
    """Form data without an empty API key (servers without authentication)."""
    return {k: v for k, v in data.items() if k != key or v}


@callback
def _ai_task_error(hass: HomeAssistant, entity_id: str) -> str | None:
    """Why the entity cannot parse requests, if it cannot."""
    state = hass.states.get(entity_id)
    if state is None or state.domain != AI_TASK_DOMAIN:
        return "ai_task_not_found"
    if not int(state.attributes.get(ATTR_SUPPORTED_FEATURES, 0)) & AI_TASK_GENERATE_DATA:
        return "ai_task_unsupported"
    return None


@callback
def _target_error(hass: HomeAssistant, agent_id: str) -> str | None:
    """Why the agent cannot be the wrapper's target, if it cannot."""
    entry = er.async_get(hass).async_get(agent_id)
    if entry is not None and entry.platform == DOMAIN:
        return "target_is_self"
    if conversation.async_get_agent_info(hass, agent_id) is None:
        return "agent_not_found"
    return None


# The form that follows the choice of a target agent, by what that agent's set-up loses.
TARGET_STEPS: dict[Problem, str] = {
    Problem.NO_API: "no_api",
    Problem.ASSIST: "assist_api",
    Problem.BOTH: "both_apis",
    Problem.NOT_LLM: "not_llm",
}


class TargetSetupSteps[ResultT: FlowResult[Any, Any]](FlowHandler[Any, ResultT, Any]):
    """The steps after a target agent is chosen, shared by the config, options and repair flows.

    A target whose set-up loses the token saving or the restriction gets one more form that
    says so: for an LLM agent, with the offer (ticked) to give it the Context Retrieval API in
    place of Assist; for any other agent, a warning. :meth:`_async_target_chosen` returns
    ``None`` when the set-up is right.
    """

    _target: AgentSetup | None = None
    _use_api: bool = False

    async def _async_target_chosen(self, agent_id: str) -> ResultT | None:
        self._target = setup = async_inspect_agent(self.hass, agent_id)
        self._use_api = False
        if (problem := setup.problem) is None or problem not in TARGET_STEPS:
            return None
        return self._async_show_target_step(setup, problem)

    def _async_show_target_step(self, setup: AgentSetup, problem: Problem) -> ResultT:
        schema = (
            vol.Schema({vol.Required(CONF_USE_API, default=True): BooleanSelector()})
            if problem.fixable
            else vol.Schema({})
        )
        return self.async_show_form(
            step_id=TARGET_STEPS[problem],
            data_schema=schema,
            description_placeholders=placeholders(setup),
        )

    async def _async_target_step(self, user_input: dict[str, Any] | None) -> ResultT:
        assert self._target is not None and self._target.problem is not None
        if user_input is None:
            return self._async_show_target_step(self._target, self._target.problem)
        self._use_api = bool(user_input.get(CONF_USE_API))
        return await self._async_target_done()

    async def async_step_no_api(self, user_input: dict[str, Any] | None = None) -> ResultT:
        """An LLM agent that uses no API (or not ours): it cannot act on anything retrieved."""
        return await self._async_target_step(user_input)

    async def async_step_assist_api(self, user_input: dict[str, Any] | None = None) -> ResultT:
        """An LLM agent with the Assist API: every entity in the prompt, every device in reach."""
        return await self._async_target_step(user_input)

    async def async_step_both_apis(self, user_input: dict[str, Any] | None = None) -> ResultT:
        """An LLM agent with both APIs: the full dump and the Assist tools beside ours."""
        return await self._async_target_step(user_input)

    async def async_step_not_llm(self, user_input: dict[str, Any] | None = None) -> ResultT:
        """An agent that ignores the retrieved devices (Home Assistant's own, or unreadable)."""
        return await self._async_target_step(user_input)

    @callback
    def _async_apply_target_choice(self) -> None:
        """Give the target the Context Retrieval API when the user said so."""
        if self._use_api and self._target is not None:
            LOGGER.info("Giving %s the Context Retrieval API", self._target.agent_id)
            async_use_retrieval_api(self.hass, self._target)

    async def _async_target_done(self) -> ResultT:
        """The flow goes on after the target's step."""
        raise NotImplementedError


def _endpoint_schema(defaults: dict[str, Any]) -> vol.Schema:
    return vol.Schema(
        {
            vol.Required(CONF_URL, default=defaults.get(CONF_URL, vol.UNDEFINED)): TextSelector(
                TextSelectorConfig(type=TextSelectorType.URL)
            ),
            vol.Required(
                CONF_MODEL, default=defaults.get(CONF_MODEL, DEFAULT_EMBEDDING_MODEL)
            ): TextSelector(),
            vol.Optional(
                CONF_API_KEY,
                description={"suggested_value": defaults.get(CONF_API_KEY)},
            ): TextSelector(TextSelectorConfig(type=TextSelectorType.PASSWORD)),
        }
    )


def _llm_schema(defaults: dict[str, Any]) -> vol.Schema:
    return vol.Schema(
        {
            vol.Required(
                CONF_LLM_URL, default=defaults.get(CONF_LLM_URL, vol.UNDEFINED)
            ): TextSelector(TextSelectorConfig(type=TextSelectorType.URL)),
            vol.Required(
                CONF_LLM_MODEL, default=defaults.get(CONF_LLM_MODEL, vol.UNDEFINED)
            ): TextSelector(),
            vol.Optional(
                CONF_LLM_API_KEY,
                description={"suggested_value": defaults.get(CONF_LLM_API_KEY)},
            ): TextSelector(TextSelectorConfig(type=TextSelectorType.PASSWORD)),
        }
    )


def _parser_selector() -> SelectSelector:
    return SelectSelector(
        SelectSelectorConfig(
            options=list(PARSERS), translation_key=CONF_PARSER, mode=SelectSelectorMode.LIST
        )
    )


def _embedder_selector() -> SelectSelector:
    return SelectSelector(
        SelectSelectorConfig(
            options=list(EMBEDDERS), translation_key=CONF_EMBEDDER, mode=SelectSelectorMode.LIST
        )
    )


async def _semantic_status(hass: HomeAssistant) -> str:
    """The engine's one-line account of the built-in semantic model on this host.

    Not installed is no warning: the package is installed when the user turns it on.
    """
    cpu_ok, cpu_reason = await hass.async_add_executor_job(host_cpu_status)
    if not cpu_ok:
        return f"⚠ {cpu_reason}"
    _, reason = await hass.async_add_executor_job(semantic_model_status)
    return reason


async def _semantic_errors(
    hass: HomeAssistant, field: str
) -> tuple[dict[str, str], dict[str, str]]:
    """Install and load the built-in semantic model, as the entry will once saved.

    :returns: the form's errors and their placeholders; both empty when the model runs here.
    """
    try:
        await async_load_builtin_embedder(hass)
    except SemanticModelUnavailable as err:
        LOGGER.warning("The built-in semantic model cannot be used: %s", err)
        detail = clean(str(err), MAX_ERROR_CHARS)
        return {field: f"semantic_{err.cause}"}, {
            "requirement": SEMANTIC_REQUIREMENT,
            "detail": detail,
        }
    return {}, {}


async def _validated(hass: HomeAssistant, validate: Check, data: dict[str, Any]) -> dict[str, str]:
    """Form errors of an endpoint (empty when it answered)."""
    try:
        await validate(hass, data)
    except InvalidAuth as err:
        LOGGER.debug("Endpoint refused the key: %s", err)
        return {"base": "invalid_auth"}
    except CannotConnect as err:
        LOGGER.debug("Endpoint check failed: %s", err)
        return {"base": "cannot_connect"}
    except Exception:  # noqa: BLE001 - the form shows "unknown", the log the details
        LOGGER.exception("Unexpected error while checking the endpoint")
        return {"base": "unknown"}
    return {}


class ContextRetrievalConfigFlow(TargetSetupSteps[ConfigFlowResult], ConfigFlow, domain=DOMAIN):
    """One entry: which parser and embedder, and which agent the wrapper hands over to.

    After the first form come the forms the choices need, in this order: the LLM endpoint or
    the AI Task entity, then the embeddings endpoint. The reconfigure flow walks the same
    forms (prefilled) and updates the entry instead of creating one.
    """

    VERSION = 1

    def __init__(self) -> None:
        """Start with nothing chosen."""
        self._data: dict[str, Any] = {}
        self._options: dict[str, Any] = {}
        self._defaults: dict[str, Any] = {}
        """What the forms are prefilled with (the entry's data when reconfiguring)."""

    @staticmethod
    @callback
    def async_get_options_flow(config_entry: ConfigEntry) -> ContextRetrievalOptionsFlow:
        """The options flow."""
        return ContextRetrievalOptionsFlow()

    async def async_step_user(self, user_input: dict[str, Any] | None = None) -> ConfigFlowResult:
        """Choose the parser, the embedder and the target agent."""
        await self.async_set_unique_id(DOMAIN)
        self._abort_if_unique_id_configured()
        errors: dict[str, str] = {}
        if user_input is not None:
            if error := _target_error(self.hass, user_input[CONF_TARGET_AGENT]):
                errors[CONF_TARGET_AGENT] = error
            else:
                self._data = {
                    CONF_PARSER: user_input[CONF_PARSER],
                    CONF_EMBEDDER: user_input[CONF_EMBEDDER],
                }
                self._options = {
                    CONF_TARGET_AGENT: user_input[CONF_TARGET_AGENT],
                    CONF_TOP_K: DEFAULT_TOP_K,
                    CONF_CLARIFY_MARGIN: DEFAULT_CLARIFY_MARGIN,
                    # An embeddings endpoint is asked for only to be used; the built-in
                    # model is installed on demand, once turned on in the options.
                    CONF_SEMANTIC: user_input[CONF_EMBEDDER] == EMBEDDER_OPENAI,
                }
                if step := await self._async_target_chosen(user_input[CONF_TARGET_AGENT]):
                    return step
                return await self._async_next_step()
        schema = vol.Schema(
            {
                vol.Required(CONF_PARSER, default=PARSER_LOCAL): _parser_selector(),
                vol.Required(CONF_EMBEDDER, default=EMBEDDER_BUILTIN): _embedder_selector(),
                vol.Required(CONF_TARGET_AGENT): ConversationAgentSelector(),
            }
        )
        return self.async_show_form(
            step_id="user",
            data_schema=self.add_suggested_values_to_schema(schema, user_input or {}),
            errors=errors,
            description_placeholders={"semantic_status": await _semantic_status(self.hass)},
        )

    async def _async_next_step(self) -> ConfigFlowResult:
        """The next form the choices need, or the end of the flow."""
        parser = self._data[CONF_PARSER]
        if parser == PARSER_OPENAI and CONF_LLM_URL not in self._data:
            return await self.async_step_llm()
        if parser == PARSER_AI_TASK and CONF_AI_TASK_ENTITY not in self._data:
            return await self.async_step_ai_task()
        if self._data[CONF_EMBEDDER] == EMBEDDER_OPENAI and CONF_URL not in self._data:
            return await self.async_step_endpoint()
        if self.source == SOURCE_RECONFIGURE:
            return self.async_update_reload_and_abort(
                self._get_reconfigure_entry(), data=self._data
            )
        self._async_apply_target_choice()
        return self.async_create_entry(title=TITLE, data=self._data, options=self._options)

    async def _async_target_done(self) -> ConfigFlowResult:
        return await self._async_next_step()

    async def async_step_llm(self, user_input: dict[str, Any] | None = None) -> ConfigFlowResult:
        """The OpenAI-compatible chat endpoint, checked with one real chat request."""
        errors: dict[str, str] = {}
        if user_input is not None:
            errors = await _validated(self.hass, async_validate_chat, user_input)
            if not errors:
                self._data.update(_clean_key(user_input, CONF_LLM_API_KEY))
                return await self._async_next_step()
        return self.async_show_form(
            step_id="llm",
            data_schema=_llm_schema(user_input or self._defaults),
            errors=errors,
        )

    async def async_step_ai_task(
        self, user_input: dict[str, Any] | None = None
    ) -> ConfigFlowResult:
        """The AI Task entity that parses requests."""
        errors: dict[str, str] = {}
        if user_input is not None:
            if error := _ai_task_error(self.hass, user_input[CONF_AI_TASK_ENTITY]):
                errors[CONF_AI_TASK_ENTITY] = error
            else:
                self._data[CONF_AI_TASK_ENTITY] = user_input[CONF_AI_TASK_ENTITY]
                return await self._async_next_step()
        schema = vol.Schema(
            {
                vol.Required(CONF_AI_TASK_ENTITY): EntitySelector(
                    EntitySelectorConfig(filter={"domain": AI_TASK_DOMAIN})
                )
            }
        )
        return self.async_show_form(
            step_id="ai_task",
            data_schema=self.add_suggested_values_to_schema(schema, user_input or self._defaults),
            errors=errors,
        )

    async def async_step_endpoint(
        self, user_input: dict[str, Any] | None = None
    ) -> ConfigFlowResult:
        """The OpenAI-compatible embeddings endpoint, checked with one real request."""
        errors: dict[str, str] = {}
        if user_input is not None:
            errors = await _validated(self.hass, async_validate_endpoint, user_input)
            if not errors:
                self._data.update(_clean_key(user_input, CONF_API_KEY))
                return await self._async_next_step()
        return self.async_show_form(
            step_id="endpoint",
            data_schema=_endpoint_schema(user_input or self._defaults),
            errors=errors,
        )

    async def async_step_reauth(self, entry_data: Mapping[str, Any]) -> ConfigFlowResult:
        """An endpoint refused its API key (at setup or while in use)."""
        return await self.async_step_reauth_confirm()

    async def async_step_reauth_confirm(
        self, user_input: dict[str, Any] | None = None
    ) -> ConfigFlowResult:
        """Ask for the keys of the entry's HTTP endpoints and check them with real requests."""
        entry = self._get_reauth_entry()
        keyed = _keyed_endpoints(entry.data)
        if not keyed:
            return self.async_abort(reason="reauth_not_supported")
        errors: dict[str, str] = {}
        if user_input is not None:
            data = dict(entry.data)
            for key_field, _, _ in keyed:
                data.pop(key_field, None)
                if user_input.get(key_field):
                    data[key_field] = user_input[key_field]
            for key_field, validate, _ in keyed:
                if error := (await _validated(self.hass, validate, data)).get("base"):
                    errors[key_field] = error
            if not errors:
                return self.async_update_reload_and_abort(entry, data=data)
        schema = vol.Schema(
            {
                vol.Optional(key_field): TextSelector(
                    TextSelectorConfig(type=TextSelectorType.PASSWORD)
                )
                for key_field, _, _ in keyed
            }
        )
        return self.async_show_form(
            step_id="reauth_confirm",
            data_schema=schema,
            errors=errors,
            description_placeholders={
                "endpoints": ", ".join(describe_endpoint(url) for _, _, url in keyed)
            },
        )

    async def async_step_reconfigure(
        self, user_input: dict[str, Any] | None = None
    ) -> ConfigFlowResult:
        """Change the parser or the embedder; their forms follow, prefilled."""
        entry = self._get_reconfigure_entry()
        self._defaults = dict(entry.data)
        errors: dict[str, str] = {}
        described = {"semantic_status": await _semantic_status(self.hass)}
        if user_input is not None:
            if user_input[CONF_EMBEDDER] == EMBEDDER_BUILTIN and entry.options.get(
                CONF_SEMANTIC, DEFAULT_SEMANTIC
            ):
                errors, details = await _semantic_errors(self.hass, CONF_EMBEDDER)
                described.update(details)
            if not errors:
                self._data = {
                    CONF_PARSER: user_input[CONF_PARSER],
                    CONF_EMBEDDER: user_input[CONF_EMBEDDER],
                }
                return await self._async_next_step()
        schema = vol.Schema(
            {
                vol.Required(
                    CONF_PARSER, default=entry.data.get(CONF_PARSER, PARSER_LOCAL)
                ): _parser_selector(),
                vol.Required(
                    CONF_EMBEDDER, default=entry.data.get(CONF_EMBEDDER, EMBEDDER_BUILTIN)
                ): _embedder_selector(),
            }
        )
        return self.async_show_form(
            step_id="reconfigure",
            data_schema=self.add_suggested_values_to_schema(schema, user_input or {}),
            errors=errors,
            description_placeholders=described,
        )


def _out_of_range(user_input: dict[str, Any]) -> dict[str, str]:
    """Form errors of numbers outside their range, in the user's language.

    The number selectors have no bounds of their own: theirs would refuse the form with Home
    Assistant's untranslated "Value 11.0 is too large".
    """
    errors: dict[str, str] = {}
    if not MIN_TOP_K <= user_input[CONF_TOP_K] <= MAX_TOP_K:
        errors[CONF_TOP_K] = "top_k_out_of_range"
    if not 0 <= user_input[CONF_CLARIFY_MARGIN] <= MAX_CLARIFY_MARGIN:
        errors[CONF_CLARIFY_MARGIN] = "clarify_margin_out_of_range"
    return errors


class ContextRetrievalOptionsFlow(TargetSetupSteps[ConfigFlowResult], OptionsFlowWithReload):
    """How many entities, when to ask, the semantic side, and the target agent."""

    _options: dict[str, Any]

    async def async_step_init(self, user_input: dict[str, Any] | None = None) -> ConfigFlowResult:
        """One form (and the target's, when its set-up loses something); reloads on change."""
        errors: dict[str, str] = {}
        details: dict[str, str] = {}
        if user_input is not None:
            errors = _out_of_range(user_input)
            if error := _target_error(self.hass, user_input[CONF_TARGET_AGENT]):
                errors[CONF_TARGET_AGENT] = error
            if (
                not errors
                and user_input[CONF_SEMANTIC]
                and self.config_entry.data.get(CONF_EMBEDDER) != EMBEDDER_OPENAI
            ):
                # Turned on with the built-in embedder: install and load it now, so that a
                # host that cannot run it says so here rather than in a repair issue.
                errors, details = await _semantic_errors(self.hass, CONF_SEMANTIC)
            if not errors:
                self._options = user_input
                if step := await self._async_target_chosen(user_input[CONF_TARGET_AGENT]):
                    return step
                return await self._async_target_done()
        options = {**self.config_entry.options, **(user_input or {})}
        schema = vol.Schema(
            {
                vol.Required(CONF_TOP_K, default=DEFAULT_TOP_K): vol.All(
                    NumberSelector(NumberSelectorConfig(step=1, mode=NumberSelectorMode.BOX)),
                    vol.Coerce(int),
                ),
                vol.Required(CONF_CLARIFY_MARGIN, default=DEFAULT_CLARIFY_MARGIN): NumberSelector(
                    NumberSelectorConfig(step=0.01, mode=NumberSelectorMode.BOX)
                ),
                vol.Required(CONF_SEMANTIC, default=DEFAULT_SEMANTIC): BooleanSelector(),
                vol.Required(CONF_TARGET_AGENT): ConversationAgentSelector(),
            }
        )
        return self.async_show_form(
            step_id="init",
            data_schema=self.add_suggested_values_to_schema(schema, options),
            errors=errors,
            description_placeholders={
                "semantic_status": await _semantic_status(self.hass),
                "min_top_k": str(MIN_TOP_K),
                "max_top_k": str(MAX_TOP_K),
                "max_clarify_margin": str(MAX_CLARIFY_MARGIN),
                **details,
            },
        )

    async def _async_target_done(self) -> ConfigFlowResult:
        self._async_apply_target_choice()
        return self.async_create_entry(data=self._options)
