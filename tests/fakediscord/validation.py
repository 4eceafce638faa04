"""The subset of Discord's request validation that a bot most often trips over.

A bot that passes here but sends a 2001-character message or a sixth action row would
fail against the real API, so the fake rejects such bodies the way Discord does
(HTTP 400, code 50035 "Invalid Form Body", with nested ``_errors``).
"""

from __future__ import annotations

from typing import Any

from .models import COMPONENTS_V2, walk_components


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
            for key in path.split("."):
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
            _max_len(errors, f"{path}.custom_id", custom_id, 100)
            if custom_id in seen:
                errors.add(
                    f"{path}.custom_id",
                    "COMPONENT_CUSTOM_ID_DUPLICATED",
                    "Component custom id cannot be duplicated",
                )
            seen.add(custom_id)
        if ctype == 2:
            _max_len(errors, f"{path}.label", comp.get("label"), 80)
            style = comp.get("style")
            if style == 5 and not comp.get("url"):
                errors.add(f"{path}.url", "BASE_TYPE_REQUIRED", "Link buttons need a url.")
            elif style in (1, 2, 3, 4) and not custom_id:
                errors.add(f"{path}.custom_id", "BASE_TYPE_REQUIRED", "This field is required")
        elif ctype in (3, 5, 6, 7, 8):
            if not custom_id:
                errors.add(f"{path}.custom_id", "BASE_TYPE_REQUIRED", "This field is required")
            _check_select(errors, path, comp)


def check_message(
    body: dict[str, Any],
    n_files: int,
    *,
    creating: bool,
    prefix: str = "",
    existing_attachments: int = 0,
) -> None:
    """Validate a message create/edit body (raises DiscordHTTPError)."""
    errors = FormErrors(prefix)
    content = body.get("content")
    if content is not None:
        _max_len(errors, "content", content, 2000)
    if "embeds" in body and body["embeds"] is not None:
        check_embeds(errors, body["embeds"])
    if "components" in body and body["components"] is not None:
        check_components(errors, body["components"], int(body.get("flags") or 0))
    if n_files + existing_attachments > 10:
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


def check_choices(choices: Any) -> None:
    errors = FormErrors("data.")
    if not isinstance(choices, list):
        errors.add("choices", "LIST_TYPE_CONVERT", "Only iterables may be used in a ListType.")
        errors.raise_if_any()
        return
    if len(choices) > 25:
        errors.add("choices", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
    for i, choice in enumerate(choices):
        name = choice.get("name")
        if not name or len(str(name)) > 100:
            errors.add(
                f"choices.{i}.name", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length."
            )
        value = choice.get("value")
        if isinstance(value, str) and len(value) > 100:
            errors.add(
                f"choices.{i}.value", "BASE_TYPE_MAX_LENGTH", "Must be 100 or fewer in length."
            )
    errors.raise_if_any()


def check_modal(data: dict[str, Any]) -> None:
    errors = FormErrors("data.")
    if not data.get("custom_id"):
        errors.add("custom_id", "BASE_TYPE_REQUIRED", "This field is required")
    _max_len(errors, "custom_id", data.get("custom_id"), 100)
    title = data.get("title")
    if not title:
        errors.add("title", "BASE_TYPE_REQUIRED", "This field is required")
    _max_len(errors, "title", title, 45)
    components = data.get("components") or []
    if not 1 <= len(components) <= 5:
        errors.add("components", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 5 in length.")
    errors.raise_if_any()
