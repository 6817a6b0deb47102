"""What one Top Speed! seat may see (``TopSpeedState.view``): a frozen copy as plain data. Pure."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from arcade.games.topspeed import cards as C

from .race import correctable_row

if TYPE_CHECKING:
    from .rules import TopSpeedState


@dataclass(frozen=True)
class SeatView:
    """What one seat may see: the table (faces only: who placed a card stays hidden until the race is
    over), its own top card and whether its last card can be corrected, both deck sizes."""

    seat: int
    phase: str  # "ready" (before the start), "racing", "over"
    now_ms: float
    start_ms: float
    time_left_ms: float | None
    lanes: tuple[tuple[int, int] | None, ...]  # per lane position: (value above, value below), or None while face down
    rows: tuple[tuple[int, ...], ...]  # 8 tuples of card ids, index 0 next to the lane card
    top: int | None  # own top card (None before the start or when out of cards)
    deck_sizes: tuple[int, int]
    last_row: int | None  # row of own last card while it is a mistake that can be corrected
    caller: int | None
    flag: int | None
    assist: bool
    practice: bool
    owners: tuple[tuple[int, ...], ...] | None = None  # per row, who placed each card: only once the race is over

    def row_value(self, row: int) -> int | None:
        lane = self.lanes[C.row_lane(row)]
        return None if lane is None else lane[C.row_side(row)]

    def to_data(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "phase": self.phase,
            "now_ms": self.now_ms,
            "start_ms": self.start_ms,
            "time_left_ms": self.time_left_ms,
            "lanes": [None if lane is None else list(lane) for lane in self.lanes],
            "rows": [list(r) for r in self.rows],
            "top": self.top,
            "deck_sizes": list(self.deck_sizes),
            "last_row": self.last_row,
            "caller": self.caller,
            "flag": self.flag,
            "assist": self.assist,
            "practice": self.practice,
            "owners": None if self.owners is None else [list(o) for o in self.owners],
        }


def seat_view(state: TopSpeedState, seat: int) -> SeatView:
    """The view of ``seat``: faces on the table, its own top card once the race runs, both deck sizes."""
    started = state.now_ms >= state.start_ms
    lanes = tuple(state.lane_values(p) if (started or p in state.lanes_up) else None for p in range(C.N_LANES))
    mine = seat in state.seats
    deck = state.decks[seat] if mine else []
    top = deck[0] if (deck and started and not state.over) else None
    limit = state.end_time_ms
    owners = tuple(tuple(C.deck_of(c) for c in r) for r in state.rows) if state.over else None
    return SeatView(
        seat=seat,
        phase=state.phase,
        now_ms=state.now_ms,
        start_ms=state.start_ms,
        time_left_ms=None if limit is None else max(0.0, limit - max(state.now_ms, state.start_ms)),
        lanes=lanes,
        rows=tuple(tuple(r) for r in state.rows),
        top=top,
        deck_sizes=(len(state.decks[0]), len(state.decks[1])),
        last_row=correctable_row(state, seat) if mine else None,
        caller=state.caller,
        flag=state.flag,
        assist=state.assist[seat] if mine else False,
        practice=state.practice,
        owners=owners,
    )


@dataclass(frozen=True)
class TableView:
    """The race as the one shared screen shows it to everyone (``TopSpeedState.public_view``): the table,
    both racers' top cards face up beside their decks (both race at once at one screen), what each can
    correct, the counts of their moves so far and, once the race is over, who placed what and the card a
    too-early caller could still have played. No clock reading: the screen's clock is the scene's."""

    seats: tuple[int, ...]  # the seats racing: (0,) in practice, else (0, 1)
    phase: str  # "ready", "racing", "over"
    start_ms: float
    end_ms: float | None  # when the race ended (None while it runs)
    end_time_ms: float | None  # when the time limit ends it (None without one)
    lanes: tuple[tuple[int, int] | None, ...]
    rows: tuple[tuple[int, ...], ...]
    tops: tuple[int | None, int | None]  # each seat's top card while it races (None before the start, or none)
    deck_sizes: tuple[int, int]
    last_rows: tuple[int | None, int | None]  # each seat's correctable mistake's row
    assist: tuple[bool, bool]
    caller: int | None
    flag: int | None
    practice: bool
    placed: tuple[int, int]
    bottoms: tuple[int, int]
    takebacks: tuple[int, int]
    owners: tuple[tuple[int, ...], ...] | None = None  # per row, who placed each card: once the race is over
    early_card: int | None = None  # once over: the first card of the caller's deck that fitted a row

    @property
    def over(self) -> bool:
        return self.phase == "over"


def table_view(state: TopSpeedState) -> TableView:
    """What the shared screen shows of ``state`` (see :class:`TableView`)."""
    mine = [seat_view(state, s) if s in state.seats else None for s in (0, 1)]
    early = None
    if state.over and state.caller is not None:
        early = next((c for c in state.decks[state.caller] if any(C.fits(c, r) for r in state.rows)), None)
    first = mine[0]
    assert first is not None, "seat 0 races in every race"
    return TableView(
        seats=tuple(state.seats),
        phase=state.phase,
        start_ms=state.start_ms,
        end_ms=state.end_ms,
        end_time_ms=state.end_time_ms,
        lanes=first.lanes,
        rows=first.rows,
        tops=(first.top, None if mine[1] is None else mine[1].top),
        deck_sizes=first.deck_sizes,
        last_rows=(first.last_row, None if mine[1] is None else mine[1].last_row),
        assist=(first.assist, False if mine[1] is None else mine[1].assist),
        caller=state.caller,
        flag=state.flag,
        practice=state.practice,
        placed=(state.stats.placed[0], state.stats.placed[1]),
        bottoms=(state.stats.bottoms[0], state.stats.bottoms[1]),
        takebacks=(state.stats.takebacks[0], state.stats.takebacks[1]),
        owners=first.owners,
        early_card=early,
    )
