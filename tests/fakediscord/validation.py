"""The subset of Discord's request validation that a bot most often trips over.

A bot that passes here but sends a 2001-character message, a sixth action row or a slash
command past Discord's size limit would fail against the real API, so the fake rejects such
bodies the way Discord does (HTTP 400, code 50035 "Invalid Form Body", with nested
``_errors``; an oversized upload: 413, code 40005).

``command_size(payload)`` is what Discord counts against a slash command's size limit.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from typing import Any
from urllib.parse import urlsplit

from .models import COMPONENTS_V2, walk_components

# Discord's locales (API reference, "Locales"): the only keys a localizations dictionary
# may have. It has no sr, bs, mk or sl: a bot serving those languages falls back to a
# listed one or to the default text.
LOCALES = frozenset(
    {
        "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu",
        "nl", "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru",
        "uk", "hi", "th", "zh-CN", "ja", "zh-TW", "ko",
    }
)  # fmt: skip

# The combined characters a slash command may have: 4000, Discord's documented limit until
# February 2024; its docs have said 8000 since (discord-api-docs PR #6668). The stricter
# figure can only refuse more, never let through a command Discord would refuse;
# FakeDiscord.command_size_limit overrides it.
COMMAND_SIZE_LIMIT = 4000
# Commands an application may have of each type, globally and in each guild.
COMMAND_COUNT_LIMITS: Mapping[int, int] = {1: 100, 2: 15, 3: 15}
# Per-file upload limit of a bot's channel messages (Discord's default: 10 MiB); an
# interaction's answers get the interaction's own ``attachment_size_limit``.
CHANNEL_ATTACHMENT_LIMIT = 10 * 1024 * 1024
# What one message request may carry in all (unless the per-file limit is higher).
MAX_REQUEST_SIZE = 25 * 1024 * 1024
THREAD_ARCHIVE_DURATIONS = (60, 1440, 4320, 10080)  # minutes


class DiscordHTTPError(Exception):
    """Raised by handlers; the server turns it into Discord's JSON error shape."""

    def __init__(
        self,
        status: int,
        message: str,
        code: int = 0,
        errors: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(f"{status} {message} (code {code})")
        self.status = status
        self.message = message
        self.code = code
        self.errors = errors

    def body(self) -> dict[str, Any]:
        data: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.errors:
            data["errors"] = self.errors
        return data


class FormErrors:
    """Collects problems by dotted path and renders Discord's nested error dict."""

    def __init__(self, prefix: str = "") -> None:
        self.prefix = prefix
        self.items: list[tuple[str, str, str]] = []

    def add(self, path: str, code: str, message: str) -> None:
        self.items.append((f"{self.prefix}{path}", code, message))

    def error(self) -> DiscordHTTPError | None:
        if not self.items:
            return None
        tree: dict[str, Any] = {}
        for path, code, message in self.items:
            node = tree
            # an empty path is the request itself, e.g. APPLICATION_COMMAND_TOO_LARGE
            for key in filter(None, path.split(".")):
                node = node.setdefault(key, {})
            node.setdefault("_errors", []).append({"code": code, "message": message})
        return DiscordHTTPError(400, "Invalid Form Body", 50035, tree)

    def raise_if_any(self) -> None:
        error = self.error()
        if error is not None:
            raise error


def form_error(path: str, code: str, message: str) -> DiscordHTTPError:
    """A single-field "Invalid Form Body" error."""
    errors = FormErrors()
    errors.add(path, code, message)
    error = errors.error()
    assert error is not None
    return error


def _max_len(errors: FormErrors, path: str, value: Any, limit: int) -> int:
    if value is None:
        return 0
    text = str(value)
    if len(text) > limit:
        errors.add(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")
    return len(text)


def _bad_length(errors: FormErrors, path: str, value: Any, low: int, high: int) -> None:
    """A required string of ``low``..``high`` characters (missing counts as empty)."""
    if not low <= len(str(value or "")) <= high:
        errors.add(path, "BASE_TYPE_BAD_LENGTH", f"Must be between {low} and {high} in length.")


def check_embeds(errors: FormErrors, embeds: Any) -> None:
    if not isinstance(embeds, list):
        errors.add("embeds", "LIST_TYPE_CONVERT", "Only iterables may be used in a ListType.")
        return
    if len(embeds) > 10:
        errors.add("embeds", "BASE_TYPE_MAX_LENGTH", "Must be 10 or fewer in length.")
    total = 0
    for i, embed in enumerate(embeds):
        p = f"embeds.{i}"
        total += _max_len(errors, f"{p}.title", embed.get("title"), 256)
        total += _max_len(errors, f"{p}.description", embed.get("description"), 4096)
        total += _max_len(errors, f"{p}.footer.text", (embed.get("footer") or {}).get("text"), 2048)
        total += _max_len(errors, f"{p}.author.name", (embed.get("author") or {}).get("name"), 256)
        fields = embed.get("fields") or []
        if len(fields) > 25:
            errors.add(f"{p}.fields", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
        for j, fld in enumerate(fields):
            for key, limit in (("name", 256), ("value", 1024)):
                if not fld.get(key):
                    errors.add(
                        f"{p}.fields.{j}.{key}", "BASE_TYPE_REQUIRED", "This field is required"
                    )
                total += _max_len(errors, f"{p}.fields.{j}.{key}", fld.get(key), limit)
    if total > 6000:
        errors.add("embeds", "MAX_EMBED_SIZE_EXCEEDED", "Embed size exceeds maximum size of 6000")


def _check_select(errors: FormErrors, path: str, comp: dict[str, Any]) -> None:
    _max_len(errors, f"{path}.placeholder", comp.get("placeholder"), 150)
    min_values = comp.get("min_values", 1)
    max_values = comp.get("max_values", 1)
    if not 0 <= min_values <= 25:
        errors.add(f"{path}.min_values", "NUMBER_TYPE_MAX", "min_values must be 0-25.")
    if not 1 <= max_values <= 25:
        errors.add(f"{path}.max_values", "NUMBER_TYPE_MAX", "max_values must be 1-25.")
    if comp.get("type") != 3:
        return
    options = comp.get("options") or []
    if not 1 <= len(options) <= 25:
        errors.add(f"{path}.options", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 25 in length.")
    if max_values > len(options):
        errors.add(f"{path}.max_values", "NUMBER_TYPE_MAX", "max_values exceeds option count.")
    values = set()
    for k, opt in enumerate(options):
        _max_len(errors, f"{path}.options.{k}.label", opt.get("label"), 100)
        _max_len(errors, f"{path}.options.{k}.value", opt.get("value"), 100)
        _max_len(errors, f"{path}.options.{k}.description", opt.get("description"), 100)
        if opt.get("value") in values:
            errors.add(
                f"{path}.options.{k}.value",
                "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                "Option values must be unique.",
            )
        values.add(opt.get("value"))


def _check_custom_id(errors: FormErrors, path: str, custom_id: Any, seen: set[str]) -> None:
    """1-100 characters, and unique within its message or modal."""
    _bad_length(errors, f"{path}.custom_id", custom_id, 1, 100)
    if custom_id in seen:
        errors.add(
            f"{path}.custom_id",
            "COMPONENT_CUSTOM_ID_DUPLICATED",
            "Component custom id cannot be duplicated",
        )
    seen.add(custom_id)


# Buttons (Discord's components reference, "Button"): styles 1-4 send the bot an interaction and
# need a custom_id; a link button (5) opens its url, at most 512 characters with the scheme http,
# https or discord, and has no custom_id; a premium button (6) has a sku_id and nothing else.
LINK = 5
PREMIUM = 6
URL_LIMIT = 512
LINK_SCHEMES = ("http", "https", "discord")
EXCLUSIVE = "BUTTON_COMPONENT_CUSTOM_ID_URL_MUTUALLY_EXCLUSIVE"


def _check_url(errors: FormErrors, path: str, url: Any) -> None:
    """A link button's url: Discord's own codes for a scheme it refuses and a malformed one."""
    text = str(url)
    if len(text) > URL_LIMIT:
        errors.add(path, "BASE_TYPE_MAX_LENGTH", f"Must be {URL_LIMIT} or fewer in length.")
    try:
        parts = urlsplit(text)
    except ValueError:
        errors.add(path, "URL_TYPE_INVALID_URL", "Not a well formed URL.")
        return
    scheme = parts.scheme.lower()
    if scheme not in LINK_SCHEMES:
        errors.add(
            path,
            "URL_TYPE_INVALID_SCHEME",
            f'Scheme "{scheme}" is not supported. '
            "Scheme must be one of ('http', 'https', 'discord').",
        )
    elif not parts.netloc or any(c.isspace() for c in text):
        errors.add(path, "URL_TYPE_INVALID_URL", "Not a well formed URL.")


def _check_button(errors: FormErrors, path: str, comp: dict[str, Any]) -> None:
    _max_len(errors, f"{path}.label", comp.get("label"), 80)
    style = comp.get("style")
    custom_id, url = comp.get("custom_id"), comp.get("url")
    if style not in (1, 2, 3, 4, LINK, PREMIUM):
        errors.add(f"{path}.style", "BASE_TYPE_CHOICES", "Value must be one of (1, 2, 3, 4, 5, 6).")
        return
    if style == PREMIUM:
        if not comp.get("sku_id"):
            errors.add(f"{path}.sku_id", "BASE_TYPE_REQUIRED", "This field is required")
        for key in ("custom_id", "url", "label", "emoji"):
            if comp.get(key) is not None:
                errors.add(
                    f"{path}.{key}",
                    "BUTTON_COMPONENT_INVALID_FIELD",
                    "Premium buttons take a sku_id only.",
                )
        return
    if style == LINK:
        if not url:
            errors.add(f"{path}.url", "BASE_TYPE_REQUIRED", "This field is required")
        else:
            _check_url(errors, f"{path}.url", url)
        if custom_id is not None:
            errors.add(
                f"{path}.custom_id", EXCLUSIVE, "A custom id and url cannot both be specified"
            )
    else:
        if not custom_id:
            errors.add(f"{path}.custom_id", "BASE_TYPE_REQUIRED", "This field is required")
        if url is not None:
            errors.add(f"{path}.url", EXCLUSIVE, "A custom id and url cannot both be specified")
    # a button shows a label, an emoji, or both (Discord's exact code for neither is not
    # documented: the fake files it under the label as a missing field)
    if not comp.get("label") and not comp.get("emoji"):
        errors.add(f"{path}.label", "BASE_TYPE_REQUIRED", "A button needs a label or an emoji.")


def check_components(errors: FormErrors, components: Any, flags: int) -> None:
    if not isinstance(components, list):
        errors.add("components", "LIST_TYPE_CONVERT", "Only iterables may be used in a ListType.")
        return
    if not flags & COMPONENTS_V2:
        if len(components) > 5:
            errors.add("components", "BASE_TYPE_MAX_LENGTH", "Must be 5 or fewer in length.")
        for i, row in enumerate(components):
            children = row.get("components") or []
            if row.get("type") != 1:
                errors.add(
                    f"components.{i}.type",
                    "COMPONENT_TYPE_INVALID",
                    "Top-level components must be action rows.",
                )
            selects = [c for c in children if c.get("type") in (3, 5, 6, 7, 8)]
            if not children or len(children) > 5 or (selects and len(children) > 1):
                errors.add(
                    f"components.{i}.components",
                    "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                    "An action row holds 1-5 buttons or a single select menu.",
                )
    elif len(list(walk_components(components))) > 40:
        errors.add("components", "BASE_TYPE_MAX_LENGTH", "Must be 40 or fewer components.")

    seen: set[str] = set()
    for n, comp in enumerate(walk_components(components)):
        path = f"components.{n}"
        ctype = comp.get("type")
        custom_id = comp.get("custom_id")
        if custom_id is not None:
            _check_custom_id(errors, path, custom_id, seen)
        if ctype == 2:
            _check_button(errors, path, comp)
        elif ctype in (3, 5, 6, 7, 8):
            if not custom_id:
                errors.add(f"{path}.custom_id", "BASE_TYPE_REQUIRED", "This field is required")
            _check_select(errors, path, comp)


def _attachment_ref(meta: Any) -> int | None:
    try:
        return int(meta.get("id"))
    except (AttributeError, TypeError, ValueError):
        return None


def attachment_count(body: dict[str, Any], file_ids: Collection[int], existing: int) -> int:
    """How many attachments the message will have: the ``attachments`` list (uploads and
    kept ones) plus uploads it does not mention; without the list, the old ones plus all
    uploads."""
    metas = body.get("attachments")
    if not isinstance(metas, list):
        return existing + len(file_ids)
    mentioned = {_attachment_ref(meta) for meta in metas}
    return len(metas) + sum(1 for index in file_ids if index not in mentioned)


NONCE_LENGTH = 25  # a message's nonce: an integer or a string of at most 25 characters


def check_nonce(nonce: Any) -> None:
    """A create-message body's `nonce` (Discord: int or string, at most 25 characters)."""
    if isinstance(nonce, bool) or not isinstance(nonce, int | str):
        raise form_error("nonce", "BASE_TYPE_CHOICES", "Must be an integer or a string.")
    if isinstance(nonce, str) and len(nonce) > NONCE_LENGTH:
        raise form_error(
            "nonce", "BASE_TYPE_MAX_LENGTH", f"Must be {NONCE_LENGTH} or fewer in length."
        )


def check_files(files: Mapping[int, tuple[str, bytes]], limit: int) -> None:
    """Uploads past the per-file limit (or the request limit) are refused before anything
    else: Discord answers 413 without reading the form."""
    sizes = [len(data) for _, data in files.values()]
    if any(size > limit for size in sizes) or sum(sizes) > max(limit, MAX_REQUEST_SIZE):
        raise DiscordHTTPError(413, "Request entity too large", 40005)


def check_message(
    body: dict[str, Any],
    n_files: int,
    *,
    creating: bool,
    prefix: str = "",
    existing_attachments: int = 0,
    file_ids: Collection[int] | None = None,
) -> None:
    """Validate a message create/edit body (raises DiscordHTTPError).

    ``file_ids``: the ``files[n]`` indices uploaded with it (default ``range(n_files)``), to
    count the attachments the message ends up with."""
    errors = FormErrors(prefix)
    content = body.get("content")
    if content is not None:
        _max_len(errors, "content", content, 2000)
    if "embeds" in body and body["embeds"] is not None:
        check_embeds(errors, body["embeds"])
    if "components" in body and body["components"] is not None:
        check_components(errors, body["components"], int(body.get("flags") or 0))
    metas = body.get("attachments")
    if isinstance(metas, list):
        for n, meta in enumerate(metas):
            if isinstance(meta, dict):
                _max_len(errors, f"attachments.{n}.description", meta.get("description"), 1024)
    allowed = body.get("allowed_mentions")
    if isinstance(allowed, dict):
        # "users" and "roles": arrays of ids to mention, "max size of 100" each
        for kind in ("users", "roles"):
            listed = allowed.get(kind)
            if isinstance(listed, list) and len(listed) > 100:
                errors.add(
                    f"allowed_mentions.{kind}",
                    "BASE_TYPE_MAX_LENGTH",
                    "Must be 100 or fewer in length.",
                )
    ids = range(n_files) if file_ids is None else file_ids
    if attachment_count(body, ids, existing_attachments) > 10:
        errors.add("attachments", "BASE_TYPE_MAX_LENGTH", "Must be 10 or fewer in length.")
    errors.raise_if_any()
    if creating:
        has_something = (
            bool(content)
            or bool(body.get("embeds"))
            or bool(body.get("components"))
            or n_files > 0
            or bool(body.get("sticker_ids"))
            or bool(body.get("poll"))
        )
        if not has_something:
            raise DiscordHTTPError(400, "Cannot send an empty message", 50006)


def _check_choice_list(errors: FormErrors, path: str, choices: Any) -> None:
    """Choices as an option declares them or an autocomplete answer offers them: at most 25,
    names 1-100 (localized ones too), string values 1-100."""
    if not isinstance(choices, list):
        errors.add(path, "LIST_TYPE_CONVERT", "Only iterables may be used in a ListType.")
        return
    if len(choices) > 25:
        errors.add(path, "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
    for i, choice in enumerate(choices):
        where = f"{path}.{i}"
        if not isinstance(choice, dict):
            errors.add(where, "DICT_TYPE_CONVERT", "Only dictionaries may be used in a DictType.")
            continue
        _bad_length(errors, f"{where}.name", choice.get("name"), 1, 100)
        _check_localizations(
            errors,
            f"{where}.name_localizations",
            choice.get("name_localizations"),
            lambda path, text: _bad_length(errors, path, text, 1, 100),
        )
        value = choice.get("value")
        if isinstance(value, str):
            _bad_length(errors, f"{where}.value", value, 1, 100)
        elif value is None or isinstance(value, bool):
            errors.add(f"{where}.value", "BASE_TYPE_REQUIRED", "This field is required")


def check_choices(choices: Any) -> None:
    """An autocomplete answer (callback type 8)."""
    errors = FormErrors("data.")
    _check_choice_list(errors, "choices", choices)
    errors.raise_if_any()


def check_modal(data: dict[str, Any]) -> None:
    """A modal (callback type 9): title 1-45, custom_id 1-100, 1-5 rows or labels; text
    inputs' labels 45, placeholders 100, values and lengths 4000; labels' descriptions 100."""
    errors = FormErrors("data.")
    _bad_length(errors, "custom_id", data.get("custom_id"), 1, 100)
    _bad_length(errors, "title", data.get("title"), 1, 45)
    components = data.get("components") or []
    if not isinstance(components, list) or not 1 <= len(components) <= 5:
        errors.add("components", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 5 in length.")
        components = []
    seen: set[str] = set()
    for n, comp in enumerate(walk_components(components)):
        path = f"components.{n}"
        custom_id = comp.get("custom_id")
        if custom_id is not None:
            _check_custom_id(errors, path, custom_id, seen)
        if comp.get("type") == 18:  # label: wraps one input
            _bad_length(errors, f"{path}.label", comp.get("label"), 1, 45)
            _max_len(errors, f"{path}.description", comp.get("description"), 100)
        elif comp.get("type") == 4:  # text input
            if not custom_id:
                errors.add(f"{path}.custom_id", "BASE_TYPE_REQUIRED", "This field is required")
            _max_len(errors, f"{path}.label", comp.get("label"), 45)
            _max_len(errors, f"{path}.placeholder", comp.get("placeholder"), 100)
            _max_len(errors, f"{path}.value", comp.get("value"), 4000)
            for key, low in (("min_length", 0), ("max_length", 1)):
                bound = comp.get(key)
                if bound is not None and not low <= int(bound) <= 4000:
                    errors.add(f"{path}.{key}", "NUMBER_TYPE_MAX", f"{key} must be {low}-4000.")
    errors.raise_if_any()


# -- threads


def check_thread_fields(body: dict[str, Any], *, creating: bool) -> None:
    """A thread's name (1-100, required when creating) and auto_archive_duration (one of
    60, 1440, 4320, 10080 minutes)."""
    errors = FormErrors()
    if creating or "name" in body:
        _bad_length(errors, "name", body.get("name"), 1, 100)
    duration = body.get("auto_archive_duration")
    if duration is not None and duration not in THREAD_ARCHIVE_DURATIONS:
        errors.add(
            "auto_archive_duration",
            "BASE_TYPE_CHOICES",
            f"Value must be one of {THREAD_ARCHIVE_DURATIONS}.",
        )
    errors.raise_if_any()


# -- application commands


def _longest(text: Any, localizations: Any) -> int:
    """A field's size: its longest form, default or localized."""
    forms = [text] + (list(localizations.values()) if isinstance(localizations, dict) else [])
    return max((len(str(form)) for form in forms if form is not None), default=0)


def command_size(payload: dict[str, Any]) -> int:
    """The characters Discord counts against a slash command's size limit: the name and
    description of the command and of every option below it (subcommands and groups too,
    at any depth), and the name and value of every choice; a field with localizations
    counts with the longest of its default and its localized forms."""

    def size(node: dict[str, Any]) -> int:
        total = _longest(node.get("name"), node.get("name_localizations"))
        total += _longest(node.get("description"), node.get("description_localizations"))
        for choice in node.get("choices") or []:
            total += _longest(choice.get("name"), choice.get("name_localizations"))
            total += len(str(choice.get("value", "")))
        for option in node.get("options") or []:
            total += size(option)
        return total

    return size(payload)


_NAME_PUNCTUATION = frozenset("-_'")


def _name_char(ch: str) -> bool:
    # \p{L} and \p{N} are what str.isalnum() accepts; \p{sc=Deva} and \p{sc=Thai} add
    # those scripts' vowel signs and marks, which are not letters.
    return (
        ch.isalnum()
        or ch in _NAME_PUNCTUATION
        or "\u0900" <= ch <= "\u097f"
        or "\ua8e0" <= ch <= "\ua8ff"
        or "\u0e00" <= ch <= "\u0e7f"
    )


def valid_name(name: Any, *, chat_input: bool = True) -> bool:
    r"""A slash command or option name: ``^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$``,
    in lowercase wherever a letter has a lowercase form. User and message commands'
    names may be any 1-32 characters (mixed case, spaces)."""
    if not isinstance(name, str) or not 1 <= len(name) <= 32:
        return False
    if not chat_input:
        return bool(name.strip())
    return all(_name_char(ch) for ch in name) and name == name.lower()


def _check_localizations(
    errors: FormErrors,
    path: str,
    localizations: Any,
    check: Callable[[str, Any], None],
) -> None:
    """Keys among Discord's locales; each value checked by ``check(path, value)``."""
    if localizations is None:
        return
    if not isinstance(localizations, dict):
        errors.add(path, "DICT_TYPE_CONVERT", "Only dictionaries may be used in a DictType.")
        return
    for locale, text in localizations.items():
        if locale not in LOCALES:
            errors.add(
                f"{path}.{locale}",
                "BASE_TYPE_CHOICES",
                f"Value must be one of {sorted(LOCALES)}.",
            )
        elif text is not None:
            check(f"{path}.{locale}", text)


def _check_name(errors: FormErrors, path: str, node: dict[str, Any], chat_input: bool) -> None:
    def check(where: str, name: Any) -> None:
        if not valid_name(name, chat_input=chat_input):
            errors.add(
                where, "APPLICATION_COMMAND_INVALID_NAME", f"Command name {name!r} is invalid"
            )

    check(f"{path}name", node.get("name"))
    _check_localizations(errors, f"{path}name_localizations", node.get("name_localizations"), check)


def _check_description(errors: FormErrors, path: str, node: dict[str, Any]) -> None:
    def check(where: str, text: Any) -> None:
        _bad_length(errors, where, text, 1, 100)

    check(f"{path}description", node.get("description"))
    _check_localizations(
        errors, f"{path}description_localizations", node.get("description_localizations"), check
    )


def _check_sibling_names(errors: FormErrors, path: str, options: list[dict[str, Any]]) -> None:
    """Option names are unique among siblings; a localized name may not be another
    sibling's default name, nor its name in the same locale."""
    defaults = [o.get("name") for o in options]
    for i, opt in enumerate(options):
        if defaults[i] in defaults[:i]:
            errors.add(
                f"{path}{i}.name",
                "APPLICATION_COMMAND_OPTIONS_NAME_INVALID",
                f"Option name {defaults[i]} is already used in these options",
            )
        localized = opt.get("name_localizations")
        if not isinstance(localized, dict):
            continue
        for locale, text in localized.items():
            others = [
                (o.get("name_localizations") or {}).get(locale) or o.get("name")
                for j, o in enumerate(options)
                if j != i
            ]
            clash = text in others or text in defaults[:i] + defaults[i + 1 :]
            if text is not None and clash:
                errors.add(
                    f"{path}{i}.name_localizations.{locale}",
                    "APPLICATION_COMMAND_OPTIONS_NAME_INVALID",
                    f"Option name {text} is already used in these options",
                )


def _check_options(errors: FormErrors, path: str, options: Any, parent: int | None) -> None:
    """``parent``: None for a command's own options, else the option type (1 subcommand,
    2 group) holding them."""
    if options is None:
        return
    if not isinstance(options, list):
        errors.add(
            f"{path}options", "LIST_TYPE_CONVERT", "Only iterables may be used in a ListType."
        )
        return
    if len(options) > 25:
        errors.add(f"{path}options", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
    options = [o for o in options if isinstance(o, dict)]
    nested = [o.get("type") in (1, 2) for o in options]
    mixed = (
        (parent is None and any(nested) and not all(nested))
        or (parent == 2 and any(o.get("type") != 1 for o in options))
        or (parent == 1 and any(nested))
    )
    if mixed:
        errors.add(
            f"{path}options",
            "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
            "Sub-command and sub-command group option types are mutually exclusive to all other "
            "types (a group holds only subcommands, a subcommand neither)",
        )
    seen_optional = False
    for i, opt in enumerate(options):
        where = f"{path}options.{i}."
        _check_name(errors, where, opt, chat_input=True)
        _check_description(errors, where, opt)
        if opt.get("type") in (1, 2):
            _check_options(errors, where, opt.get("options"), opt.get("type"))
            continue
        if opt.get("required"):
            if seen_optional:
                errors.add(
                    f"{where}required",
                    "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                    "Required options must be placed before non-required options",
                )
        else:
            seen_optional = True
        choices = opt.get("choices")
        if choices is not None:
            _check_choice_list(errors, f"{where}choices", choices)
            if opt.get("autocomplete") and choices:
                errors.add(
                    f"{where}autocomplete",
                    "APPLICATION_COMMAND_OPTIONS_AUTOCOMPLETE_INVALID",
                    "Autocomplete and choices are mutually exclusive",
                )
    _check_sibling_names(errors, f"{path}options.", options)


def check_command(
    errors: FormErrors, path: str, cmd: Any, *, size_limit: int = COMMAND_SIZE_LIMIT
) -> None:
    """One command of a registration; ``path`` is "" for a single command, "N." for the
    Nth of a bulk overwrite (where Discord files its errors)."""
    if not isinstance(cmd, dict):
        errors.add(path.rstrip("."), "DICT_TYPE_CONVERT", "Only dictionaries may be used.")
        return
    ctype = cmd.get("type", 1)
    chat_input = ctype == 1
    _check_name(errors, path, cmd, chat_input)
    if chat_input:
        _check_description(errors, path, cmd)
        _check_options(errors, path, cmd.get("options"), None)
        size = command_size(cmd)
        if size > size_limit:
            errors.add(
                path.rstrip("."),
                "APPLICATION_COMMAND_TOO_LARGE",
                f"Command exceeds maximum size ({size_limit}): "
                f"/{cmd.get('name')} is {size} characters (max {size_limit})",
            )
    elif cmd.get("options"):
        errors.add(
            f"{path}options",
            "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
            "Only chat input commands take options",
        )


def check_command_list(commands: Any, *, size_limit: int = COMMAND_SIZE_LIMIT) -> None:
    """A bulk overwrite (PUT): every command valid, names unique per type, at most 100
    chat-input and 15 user and 15 message commands."""
    errors = FormErrors()
    if not isinstance(commands, list):
        errors.add("", "LIST_TYPE_CONVERT", "Only iterables may be used in a ListType.")
        errors.raise_if_any()
        return
    seen: set[tuple[Any, Any]] = set()
    counts: dict[int, int] = {}
    for n, cmd in enumerate(commands):
        check_command(errors, f"{n}.", cmd, size_limit=size_limit)
        if not isinstance(cmd, dict):
            continue
        ctype = cmd.get("type", 1)
        counts[ctype] = counts.get(ctype, 0) + 1
        key = (cmd.get("name"), ctype)
        if key in seen:
            errors.add(
                str(n),
                "APPLICATION_COMMANDS_DUPLICATE_NAME",
                f"Application command names must be unique ({cmd.get('name')})",
            )
        seen.add(key)
    for ctype, count in counts.items():
        limit = COMMAND_COUNT_LIMITS.get(ctype, 1)
        if count > limit:
            errors.add("", "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")
    errors.raise_if_any()


def check_single_command(cmd: Any, *, size_limit: int = COMMAND_SIZE_LIMIT) -> None:
    """A command created (POST) or edited (PATCH, as it will be after the edit)."""
    errors = FormErrors()
    check_command(errors, "", cmd, size_limit=size_limit)
    errors.raise_if_any()
