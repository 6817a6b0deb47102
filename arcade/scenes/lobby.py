"""The lobby before a game: how many players; for each seat Human (with its input device) or CPU (with
its level), a name and the game's per-seat switches; the game's options; then START. The last set-up of
each game is remembered."""

from __future__ import annotations

import random
from functools import partial

import pygame

from arcade.core.input import device_label
from arcade.core.names import clean_name, seat_default
from arcade.core.render import draw, palette, text
from arcade.core.userfiles import NAME_LEN, game_options
from arcade.games.info import GameInfo, LobbyConfig, SeatConfig, resolve
from arcade.scenes.common import MenuItem, MenuScene, cycle, key, key_pair, start_game
from arcade.scenes.lesson import open_lesson
from arcade.scenes.names import NameScene

CPU_NAMES = ("Blinky", "Pixel", "Turbo", "Glitch", "Combo", "Bonus", "Joy", "Sprite")
LOBBY_VERSION = 1


class LobbyScene(MenuScene):
    panel_rect = pygame.Rect(140, 136, 1000, 444)
    row_h = 46
    pin_last = True  # START is always in view

    def __init__(self, app, info: GameInfo) -> None:
        super().__init__(app)
        self.info = info
        self.game_id = info.id  # F1 here opens this game's how-to pages (the lobby holds no game to keep)
        self.title = info.title.upper()
        self.accent = info.colour
        self.subtitle = info.tagline
        self.seats: list[SeatConfig] = []
        self.options: dict = {o.key: o.default for o in info.options}
        self.count = info.default_players
        self._restore()
        self._fit_seats()
        self.rebuild()

    # -- model -------------------------------------------------------------------------------------
    def _restore(self) -> None:
        data = self.app.store.load(f"lobby-{self.info.id}", None, LOBBY_VERSION)
        if not isinstance(data, dict):
            return
        try:
            cfg = LobbyConfig.from_data(data)
        except Exception:
            return
        if self.info.min_players <= len(cfg.seats) <= self.info.max_players:
            self.count = len(cfg.seats)
            self.seats = [s for s in cfg.seats if self._seat_ok(s)]
        self.options = game_options(self.info, cfg.options)  # missing: default; unknown or stale: gone

    def _seat_ok(self, s: SeatConfig) -> bool:
        if s.kind == "cpu":
            return s.level in self.info.cpu_levels
        return s.kind == "human"

    def device_choices(self) -> list[str]:
        allowed = self.info.devices
        devs = [
            d for d in self.app.input.connected_devices() if d in allowed or (d.startswith("pad") and "pad" in allowed)
        ]
        return devs or ["keys_a"]

    def _default_seat(self, i: int) -> SeatConfig:
        devs = self.device_choices()
        if i == 0 or not self.info.cpu_levels:
            return SeatConfig(f"Player {i + 1}", "human", "", devs[min(i, len(devs) - 1)])
        level = self.suggested_level() or self.info.cpu_levels[min(1, len(self.info.cpu_levels) - 1)]
        return SeatConfig(CPU_NAMES[i % len(CPU_NAMES)], "cpu", level, devs[0])

    def suggestion(self) -> tuple[str, str] | None:
        """The game's suggested CPU level for these players (e.g. from their practice), with a note."""
        if not self.info.cpu_suggestion:
            return None
        if not hasattr(self, "_suggestion"):
            try:
                self._suggestion = resolve(self.info.cpu_suggestion)(self.app)
            except Exception:
                self._suggestion = None
        return self._suggestion

    def suggested_level(self) -> str | None:
        found = self.suggestion()
        return found[0] if found and found[0] in self.info.cpu_levels else None

    def _seat_hint(self, seat: SeatConfig, flag_hint: str) -> str:
        keys = (
            f"{key_pair(self.app, 'left', 'right')}: human / CPU and device    {key(self.app, 'confirm')}: name"
            + flag_hint
        )
        if seat.kind != "cpu" or seat.level not in self.info.cpu_levels:
            return keys
        about = ""
        if self.info.cpu_descriptions:
            about = self.info.cpu_descriptions[self.info.cpu_levels.index(seat.level)]
        found = self.suggestion()
        if found:
            about = (about + "    " if about else "") + found[1]
        return about or keys

    def _fit_seats(self) -> None:
        self.count = max(self.info.min_players, min(self.info.max_players, self.count))
        while len(self.seats) < self.count:
            self.seats.append(self._default_seat(len(self.seats)))
        del self.seats[self.count :]
        for s in self.seats:
            s.flags = {k: bool(s.flags.get(k, False)) for k, _label in self.info.seat_flags}

    def kinds(self) -> list[tuple[str, str]]:
        """Every (kind, level-or-device) a seat can be, in cycling order."""
        out = [("human", d) for d in self.device_choices()]
        out += [("cpu", lvl) for lvl in self.info.cpu_levels]
        return out

    def config(self) -> LobbyConfig:
        return LobbyConfig(
            self.info.id,
            [SeatConfig(s.name, s.kind, s.level, s.device, dict(s.flags)) for s in self.seats],
            dict(self.options),
            random.randrange(1 << 30),
        )

    # -- menu --------------------------------------------------------------------------------------
    def rebuild(self) -> None:
        keep = self.index
        items: list[MenuItem] = []
        if self.info.min_players != self.info.max_players:
            items.append(
                MenuItem(
                    "Players",
                    value=lambda: str(self.count),
                    on_adjust=self._adjust_count,
                    hint=f"{self.info.min_players} to {self.info.max_players} players",
                )
            )
        flag_hint = "".join(f"    {self.alt_key()}: {label}" for _key, label in self.info.seat_flags[:1])
        for i, seat in enumerate(self.seats):
            items.append(
                MenuItem(
                    f"{i + 1}. {seat.name}",
                    on_choose=lambda i=i: self._rename(i),
                    value=lambda s=seat: self._seat_value(s),
                    on_adjust=lambda d, i=i: self._adjust_kind(i, d),
                    on_alt=(lambda s=seat: self._cycle_flags(s)) if self.info.seat_flags else None,
                    hint=self._seat_hint(seat, flag_hint),
                )
            )
        for opt in self.info.options:
            if opt.players and self.count not in opt.players:
                continue  # an option for other player counts (Top Speed!'s practice clock: one player)
            if opt.needs and not self.options.get(opt.needs):
                continue  # an option of a switch that is off (Vegas's timer without variation U)
            items.append(
                MenuItem(
                    opt.label,
                    value=lambda o=opt: self._opt_label(o),
                    on_choose=self._option_enter,  # Enter never changes an option: left/right do
                    on_adjust=lambda d, o=opt: self._adjust_opt(o, d),
                    hint=opt.hint,
                )
            )
        for which, label, hint in self.lesson_rows():
            items.append(MenuItem(label, on_choose=partial(self.learn, which), hint=hint))
        items.append(MenuItem("START", on_choose=self.start, hint=self._share_note()))
        self.items = items
        self.index = min(keep, len(items) - 1)

    def has_lesson(self) -> bool:
        """The game has a lesson ("Learn to play", GameInfo.lesson)."""
        return bool(self.info.lesson)

    def lesson_rows(self) -> list[tuple[int, str, str]]:
        """A row for each of the game's lessons: (which, label, hint); "Learn to play" first."""
        if not self.has_lesson():
            return []
        from arcade.scenes.lesson import lessons_of

        try:
            found = lessons_of(self.info.id)
        except Exception:  # a lesson that cannot load says so when it is chosen (open_lesson)
            found = ()
        first = (0, "Learn to play", "A guided first game: what to press, and why")
        return [first] + [(i, lesson.label, lesson.hint) for i, lesson in enumerate(found) if i > 0]

    def learn(self, which: int = 0) -> None:
        open_lesson(self.app, self.info.id, which)

    def _seat_value(self, s: SeatConfig) -> str:
        who = f"CPU \u00b7 {s.level}" if s.kind == "cpu" else f"Human \u00b7 {device_label(s.device)}"
        on = [label.split(" (")[0].split(":")[0] for key, label in self.info.seat_flags if s.flags.get(key)]
        # only a person in a real-time game can clash: ask nothing more otherwise
        clash = self._clash_of(s) if s.kind == "human" and self.game_is_realtime() else None
        return " \u00b7 ".join([who, *on, *([f"CLASH with {clash + 1}"] if clash is not None else [])])

    def _clash_of(self, s: SeatConfig) -> int | None:
        """The earlier seat whose person plays on ``s``'s device (as :meth:`clashes` says for its seat)."""
        first = None
        for i, other in enumerate(self.seats):
            if other is s:
                return first
            if first is None and other.kind == "human" and other.device == s.device:
                first = i
        seat = next((i for i, other in enumerate(self.seats) if other == s), None)  # an equal copy put back
        return self.clashes().get(seat) if seat is not None else None

    def game_is_realtime(self) -> bool:
        """The game is played in real time (its scene's ``realtime``): every person needs a device of their
        own, since nobody takes turns on shared keys."""
        if not hasattr(self, "_realtime"):
            try:
                self._realtime = bool(self.info.scene and getattr(resolve(self.info.scene), "realtime", False))
            except Exception:
                self._realtime = False
        return self._realtime

    def clashes(self) -> dict[int, int]:
        """In a real-time game, each person's seat that shares its device with an earlier one: {seat: the
        earlier seat}."""
        if not self.game_is_realtime():
            return {}
        first: dict[str, int] = {}
        out: dict[int, int] = {}
        for i, s in enumerate(self.seats):
            if s.kind == "human":
                if s.device in first:
                    out[i] = first[s.device]
                else:
                    first[s.device] = i
        return out

    def clash_reason(self) -> str:
        """Why START is refused (two people on one device in a real-time game), or ""."""
        clashes = self.clashes()
        if not clashes:
            return ""
        seat, other = next(iter(clashes.items()))
        dev = device_label(self.seats[seat].device)
        return f"Players {other + 1} and {seat + 1} both on {dev}: in a race each needs their own keys"

    def alt_key(self) -> str:
        return key(self.app, "alt")

    def _cycle_flags(self, s: SeatConfig) -> None:
        """The alt key on a seat's row steps its switches: all off, then each one on in turn (one switch:
        off / on)."""
        keys = [k for k, _label in self.info.seat_flags]
        on = [k for k in keys if s.flags.get(k)]
        if len(keys) == 1:
            s.flags[keys[0]] = not on
            return
        nxt = keys[0] if not on else (keys[keys.index(on[-1]) + 1] if on[-1] != keys[-1] else None)
        s.flags = {k: k == nxt for k in keys}

    def _share_note(self) -> str:
        if self.clash_reason():
            return self.clash_reason()
        humans = [s for s in self.seats if s.kind == "human"]
        devices = [s.device for s in humans]
        shared = sorted({d for d in devices if devices.count(d) > 1})
        if shared:
            return "Seats sharing " + ", ".join(device_label(d) for d in shared) + " take turns on those keys"
        return f"{key(self.app, 'confirm')} to start"

    def _opt_label(self, o) -> str:
        v = self.options[o.key]
        if o.labels:
            return str(o.labels[list(o.choices).index(v)])
        return "On" if v is True else "Off" if v is False else str(v)

    def _adjust_count(self, d: int) -> None:
        self.count += d
        self._fit_seats()
        self.rebuild()

    def _adjust_kind(self, i: int, d: int) -> None:
        seat = self.seats[i]
        kinds = self.kinds()
        cur = (seat.kind, seat.level if seat.kind == "cpu" else seat.device)
        kind, what = cycle(kinds, cur, d)
        was_cpu = seat.kind == "cpu"
        seat.kind = kind
        if kind == "cpu":
            seat.level = what
            if not was_cpu:
                seat.name = CPU_NAMES[i % len(CPU_NAMES)]
        else:
            seat.device = what
            if was_cpu:
                seat.name = f"Player {i + 1}"
        self.rebuild()

    def _option_enter(self) -> None:
        """Enter on an option row: on to START (the row Enter acts on), the option as it was."""
        self.index = len(self.items) - 1

    def _adjust_opt(self, o, d: int) -> None:
        self.options[o.key] = cycle(o.choices, self.options[o.key], d)
        if any(other.needs == o.key for other in self.info.options):
            self.rebuild()  # a row that depends on this switch comes or goes; the cursor stays on this one
            self.index = next((i for i, item in enumerate(self.items) if item.label == o.label), self.index)

    def _rename(self, i: int) -> None:
        def done(name: str) -> None:
            self.seats[i].name = clean_name(name, seat_default(i), NAME_LEN)
            self.rebuild()

        self.app.push(NameScene(self.app, self.seats[i].name, done, default=seat_default(i)))

    def start(self) -> None:
        reason = self.clash_reason()
        if reason:  # a race with two people on one device: the second could never act
            self.app.sound("error")
            self.app.toast(reason + ". Choose another device for one of them.", 4500)
            return
        cfg = self.config()
        self.app.store.save(f"lobby-{self.info.id}", cfg.to_data(), LOBBY_VERSION)
        scene = start_game(self.app, self.info, cfg)
        if scene is not None:
            self.app.drop_hold(self.info.id)  # starting anew replaces a kept game
            self.app.replace(scene)

    def summary(self) -> tuple[str, ...]:
        """What the game's options turn on, in words (GameInfo.lobby_summary), at most two lines."""
        if not self.info.lobby_summary:
            return ()
        try:
            return tuple(str(line) for line in resolve(self.info.lobby_summary)(dict(self.options)))[:2]
        except Exception:
            return ()

    def picture_key(self) -> tuple:
        return super().picture_key() + (self.app.settings["colour_blind"], self.summary())

    def draw_picture(self, surface: pygame.Surface) -> None:
        super().draw_picture(surface)
        for i, item in enumerate(self.items):
            if self.scroll <= i < self.scroll + self.visible_rows() and item.label[:1].isdigit():
                seat_no = int(item.label.split(".")[0]) - 1
                r = self.item_rect(i)
                draw.seat_badge(surface, seat_no, (r.right + 24, r.centery), 11, self.app.settings["colour_blind"])
        self.draw_summary(surface)

    def draw_summary(self, surface: pygame.Surface) -> None:
        """The summary beside START (right of it, within the panel's width), each line cut to fit."""
        lines = self.summary()
        if not lines:
            return
        start = self.item_rect(len(self.items) - 1)
        x = start.right + 20
        width = self.panel_rect.right - x
        for n, line in enumerate(lines):
            y = start.top + 24 + n * 21  # clear of the list's "more below" above it
            shown = text.fit(line, text.BODY, 17, width)
            text.blit(surface, shown, (x, y), size=17, colour=palette.NEON_YELLOW, anchor="midleft")
