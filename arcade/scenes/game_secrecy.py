"""Who may see, in every game scene: the part of :class:`arcade.scenes.game.GameScene` that asks the
scene kit's one decision (:mod:`arcade.scenes.kit.secrecy`) whose secrets a frame may show, keeps the
curtain's state (whose curtain is lifted) and shows the curtain before a person's secrets are drawn.

Painters of a game with hidden information draw the hidden parts only from ``shown_view()``: the viewer's
``view(seat)``, or the engine's ``public_view()`` when nobody's secrets may be drawn. A replay's watcher
chooses whose hidden cards they see by setting ``viewer`` (:mod:`arcade.scenes.replay_viewer`).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, ClassVar

from arcade.scenes.kit import secrecy

if TYPE_CHECKING:
    from arcade.games.info import LobbyConfig


class GameSecrecy:
    """Mixed into ``GameScene`` (see the module docstring)."""

    hidden_hands: ClassVar[bool] = False  # hot-seat games show the curtain between people

    if TYPE_CHECKING:
        app: Any
        config: LobbyConfig
        state: Any
        acts: int
        watched: bool

        def human_seats(self) -> list[int]: ...
        def acting_seats(self) -> list[int]: ...
        def name(self, seat: int) -> str: ...

    def start_secrecy(self) -> None:
        self._lifted: int | None = None  # the person whose curtain is lifted (put away by kit.secrecy)
        self._followed: int | None = None  # a replay on show: the seat whose hidden cards the watcher sees
        self._curtain_for: int | None = None
        self._shown: tuple[Any, Any] | None = None  # (what it was made for, the view a frame is built from)
        self._drawn = 0  # frames drawn in full (shown_view() is made again for each)

    def secret_now(self) -> bool:
        """Whether the game holds a secret a frame could show now (default: ``hidden_hands``; Insert Coin:
        while Levels are being kept)."""
        return self.hidden_hands

    def curtain_mark(self) -> tuple[int | None, int | None]:
        """Whose curtain is lifted and whose hidden cards a watcher follows (part of a frame's memo)."""
        return self._lifted, self._followed

    def screen(self) -> secrecy.Screen:
        """This table as the who-may-see decision needs it."""
        return secrecy.Screen(
            people=tuple(self.human_seats()),
            deciding=tuple(self.acting_seats()),
            lifted=self._lifted,
            secret=self.secret_now(),
            watched=self.watched,
            followed=self._followed,
        )

    @property
    def viewer(self) -> int | None:
        """The seat whose secrets may be drawn now, or None (public): :func:`kit.secrecy.who_may_see`."""
        return secrecy.who_may_see(self.screen())

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        """A replay's watcher chooses whose hidden cards they see (only a watched scene listens)."""
        self._followed = seat

    def shown_view(self) -> Any:
        """The view this frame is built from: ``view(viewer)``, or ``public_view()`` when nobody's secrets
        may be drawn. Made once per state and viewer (a new one after every action and every frame drawn)."""
        seat = self.viewer
        key = (seat, self.acts, self._drawn)
        if self._shown is None or self._shown[0] != key:
            self._shown = (key, secrecy.view_for(self.state, seat))
        return self._shown[1]

    def check_curtain(self) -> None:
        """Put away the secrets of a person once anybody else is to act; before a person at a table of two
        or more people acts on a secret, hide the table until they are ready (:mod:`kit.secrecy`)."""
        if self._lifted is None and not secrecy.has_curtains(self.secret_now(), self.watched, len(self.human_seats())):
            return  # no curtain is lifted, and none may be shown at this table now
        screen = self.screen()
        self._lifted = secrecy.still_lifted(screen)
        seat = secrecy.next_curtain(dataclasses.replace(screen, lifted=self._lifted))
        if seat is None or self._curtain_for == seat:
            return
        from arcade.scenes.curtain import CurtainScene

        self._curtain_for = seat

        def opened() -> None:
            self._lifted = seat
            self._curtain_for = None

        self.app.push(
            CurtainScene(
                self.app, self.name(seat), opened, self.config.seats[seat].device, seat, self.curtain_message(seat)
            )
        )

    def curtain_message(self, seat: int) -> str:
        """The line under the name on the curtain (empty: "Everyone else, look away!")."""
        return ""
