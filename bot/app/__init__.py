"""The application layer: what the bot does, split by job, without discord.py.

- `context`: who acts where (`Ctx`), refusals, permission checks, safe names, shared state;
- `lobby`: opening, joining, starting and ending games;
- `turns`: acting on a game, and what players look up about it;
- `screens`: plain functions from a game to the message that shows it (`lobby_screens`: a
  lobby's and a start's; `endings`: a finished turn's line, the final message);
- `away`: turn timeouts, kicked players, moves played for those away;
- `bots`: bot players (and removed players) played by the engine's AI, at a pace people follow;
- `hints`: a player's best options now, privately;
- `records`: leaderboards, stats, duels, history, export, server settings;
- `daily`: the daily challenge, played privately, its boards, streaks (`streaks`) and
  announcements;
- `seasons`: a season's top three posted when it ends;
- `tournaments`: a server's championships of duels: the commands (`tournaments`), how one
  goes on by itself, round by round (`tournament_flow`), and how one stands
  (`tournament_state`).

`core.App` wires them together, routes clicks through a table (verb -> handler), and is the
one place where a refusal becomes the private answer a member reads (`App.explain`).

This file imports nothing: importing one module of the layer (`bot.app.context`, as the
website does) loads that module and what it needs, not the whole layer with the AI behind the
bot players (numpy) and the pictures (Pillow).
"""
