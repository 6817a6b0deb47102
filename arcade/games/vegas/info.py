"""Vegas Slot Machine 1973 in the cabinet: what the cabinet knows of it (not playable yet: no scene, so
greyed out). The engine, simulator and benchmark are declared for the tools and the conformance test."""
from __future__ import annotations

from arcade.core.render import palette
from arcade.games.info import EngineSpec, GameInfo, GameOption
from arcade.games.vegas.howto import PAGES

CPU_LEVELS = ("Easy", "Medium", "Strong")
CPU_DESCRIPTIONS = (
    "Plays a random card; spots a prize about half the time.",
    "Takes the best prize in sight, else sets up a line for a card it holds.",
    "Plans with the odds of the unseen cards; guards lines from the next players.",
)

# One switch per variation A-U (the lobby joins the letters that are on into options["variations"]).
VARIATION_OPTIONS = tuple(
    GameOption(f"var_{letter}", f"Variation {letter}", (False, True), False, ("Off", "On"))
    for letter in "ABCDEFGHIJKLMNOPQRSTU"
)

INFO = GameInfo(
    id="vegas", title="Vegas Slot Machine 1973", tagline="Line up paylines on a 3x3 grid of stacks",
    marquee="arcade.games.vegas.marquee:draw_art",
    colour=palette.NEON_YELLOW, symbol="diamond", min_players=1, max_players=8, default_players=1,
    cpu_levels=CPU_LEVELS, cpu_descriptions=CPU_DESCRIPTIONS,
    options=(
        GameOption("mode", "Mode", ("solo", "coop", "competitive", "teams"), "solo",
                   ("Solo", "Co-operative", "Competitive", "Teams (C)")),
        GameOption("rounds", "Rounds", (1, 2, 3), 1, ("1", "2", "3")),
        GameOption("spin", "Spin Again expansion", (None, "A", "B"), None, ("Off", "Variation A", "Variation B")),
        GameOption("cumber", "Cumber expansion", (None, "A", "B"), None, ("Off", "Variation A", "Variation B")),
        GameOption("decks", "Decks", (1, 2), 1, ("One", "Two (5+ players)")),
        GameOption("time_limit_s", "Timer (U)", (300, 600, 1200), 300, ("5 min", "10 min", "20 min")),
        *VARIATION_OPTIONS,
    ),
    enabled=False,
    howto=PAGES,
    engine=EngineSpec("arcade.games.vegas.rules:new_state", seats=(1, 2, 3, 4, 6, 8),
                      pure_modules=("arcade.games.vegas.components", "arcade.games.vegas.setup",
                                    "arcade.games.vegas.rules", "arcade.games.vegas.bots",
                                    "arcade.games.vegas.match", "arcade.games.vegas.sim",
                                    "arcade.games.vegas.bench"),
                      max_actions=5000, playthroughs=100),
    sim="arcade.games.vegas.sim",
    bench="arcade.games.vegas.bench",
)


def lobby_options(options: dict) -> dict:
    """The lobby's switches as engine options: variation letters joined, the rest passed on."""
    out = {k: v for k, v in options.items() if not k.startswith("var_")}
    out["variations"] = "".join(k[4:] for k, v in sorted(options.items()) if k.startswith("var_") and v)
    if "E" in out["variations"]:
        out.pop("rounds", None)          # E: one round per player
    return out
