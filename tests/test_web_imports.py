"""The website's process loads none of the bot's heavy parts: its memory budget (VmHWM under
150 MiB, benchmarks/bench_web.py) depends on it.

Pillow and the drawing modules (bot.render), the AI behind the bot players (engine.ai, numpy),
the whole application layer (bot.app.core) and discord.py are the Discord bot's. Importing
one of them by the way (a website module importing a module whose package imports them all)
cost the website 16 MiB before (RSS after importing it: 92 MiB, now 76). Checked in a fresh
interpreter: the test process itself has loaded them all.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# what `python -m bot web` imports: the entry point, then the website
WEBSITE = ("bot.__main__", "bot.web.app", "bot.web.serve")
HEAVY = ("PIL", "numpy", "discord", "engine.ai", "bot.render", "bot.app.core")


def loaded_by(modules: tuple[str, ...]) -> set[str]:
    """The module names in sys.modules of a fresh interpreter once `modules` are imported."""
    code = (
        "import importlib, json, sys\n"
        f"for name in {list(modules)!r}:\n"
        "    importlib.import_module(name)\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    path = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH")) if p)
    env = {**os.environ, "PYTHONPATH": path}
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return set(json.loads(done.stdout))


def test_the_website_loads_neither_pillow_nor_numpy_nor_discord_nor_the_ai() -> None:
    loaded = loaded_by(WEBSITE)
    assert "bot.web.replay" in loaded and "bot.i18n" in loaded  # the website itself is there
    heavy = [m for m in sorted(loaded) if any(m == h or m.startswith(h + ".") for h in HEAVY)]
    assert heavy == []


def test_the_check_sees_what_the_bot_loads() -> None:
    """The same check on the bot's application layer finds them: it looks in the right place."""
    loaded = loaded_by(("bot.app.core", "bot.render"))
    assert {"PIL", "numpy", "engine.ai", "bot.render", "bot.app.core"} <= loaded
