"""The website: a second front end beside Discord's (`bot/discord_app`), read-only.

`python -m bot web` (or `yamb-web`) serves every server's boards, members' profiles, ended games
step by step, the daily challenge's boards and proof, and tournaments, from the bot's database
opened read-only (`bot.store.Reads`). A server's pages exist only while it chose `web:on`; pages
are addressed by tokens (`bot.weblinks`), never by Discord ids. Only GET and HEAD.
"""
