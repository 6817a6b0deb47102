"""Key names for the hints a game draws: the key (or button) that gives an action on a seat's own device,
read from the player's keymap, so a remapped key is named as it now is ("Enter", "Num 5", "A", "D-pad Up").

A frame carries them already resolved (:class:`KeyLabels`, made once per frame by :func:`resolve_keys`), and
painters build their hint bar with :func:`hint_bar`."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from arcade.core.input import binding_label, pad_label

Keymap = Mapping[str, Mapping[str, Sequence[str]]]
"""A player's keymap as :mod:`arcade.core.input` keeps it: device -> action -> bindings."""

NUMPAD_KEYS: Mapping[str, str] = {"left": "b4", "right": "b6", "up": "b8", "down": "b2", "confirm": "b5"}
"""The numpad keys a game scene reads as directions and confirm (``GameScene`` turns b4/b6/b8/b2 into
left/right/up/down and b5 into confirm); a game that gives another numpad key a meaning passes its own."""


def key_label(keymap: Keymap, device: str, action: str, numpad: Mapping[str, str] = NUMPAD_KEYS) -> str:
    """The first key (or button) that gives ``action`` on ``device``: "Left", "Num 4", "A", "D-pad Up";
    the action's own name when nothing is bound to it."""
    if device.startswith("pad"):
        return pad_label(action) or action
    if device == "numpad":
        action = numpad.get(action, action)
    binds = keymap.get(device, {}).get(action) or []
    return binding_label(binds[0]) if binds else action


def pair_label(keymap: Keymap, device: str, first: str, second: str) -> str:
    """Two keys as one keycap: "Left/Right", "A/D", "Num 4/6", "D-pad Left/Right"."""
    a, b = key_label(keymap, device, first), key_label(keymap, device, second)
    head_a, _, tail_a = a.rpartition(" ")
    head_b, _, tail_b = b.rpartition(" ")
    if head_a and head_a == head_b:
        return f"{head_a} {tail_a}/{tail_b}"
    return f"{a}/{b}"


SEAT_ACTIONS = ("up", "down", "left", "right", "confirm", "back", "alt", "extra", "next")
"""The actions a seat's device gives a game scene (what :class:`KeyLabels` names for each device)."""
SYSTEM_ACTIONS = ("pause", "help")


@dataclass(frozen=True)
class KeyLabels:
    """Key names resolved from the keymap once for a frame: what a painter prints on a keycap, for the
    devices of the people at the table and the system keys. Equal when every name is equal (a remapped
    key makes a different frame)."""

    labels: tuple[tuple[str, str, str], ...] = ()  # (device, action, the key's name)
    _index: dict[tuple[str, str], str] = field(default_factory=dict, compare=False, hash=False, repr=False)

    def __post_init__(self) -> None:
        self._index.update({(device, action): label for device, action, label in self.labels})

    def key(self, device: str, action: str) -> str:
        """The key that gives ``action`` on ``device`` (the action's own name when nothing gives it)."""
        return self._index.get((device, action), action)

    def pair(self, device: str, first: str, second: str) -> str:
        """Two keys as one keycap: "Left/Right", "A/D", "Num 4/6", "D-pad Left/Right"."""
        a, b = self.key(device, first), self.key(device, second)
        head_a, _, tail_a = a.rpartition(" ")
        head_b, _, tail_b = b.rpartition(" ")
        if head_a and head_a == head_b:
            return f"{head_a} {tail_a}/{tail_b}"
        return f"{a}/{b}"


def resolve_keys(keymap: Keymap, devices: Sequence[str], numpad: Mapping[str, str] = NUMPAD_KEYS) -> KeyLabels:
    """The names of every seat action on each of ``devices`` and of the system keys, from ``keymap``."""
    labels = [(d, a, key_label(keymap, d, a, numpad)) for d in dict.fromkeys(devices) for a in SEAT_ACTIONS]
    labels += [("system", a, key_label(keymap, "system", a)) for a in SYSTEM_ACTIONS]
    return KeyLabels(tuple(labels))


class KeyNames:
    """The key names of one screen, resolved again only when the keymap's entries for its devices change
    (a remap while the game is paused): each frame compares those entries with the ones last resolved, a
    cheap comparison, and hands out the same :class:`KeyLabels` while they are equal."""

    def __init__(self) -> None:
        self._seen: tuple[tuple[str, ...], dict[str, object]] | None = None
        self._labels = KeyLabels()
        self._with_own: tuple[KeyLabels, KeyLabels] | None = None  # (the kit's labels, with a game's own)

    def labels(
        self, keymap: Keymap, devices: Sequence[str], own: Callable[[], tuple[tuple[str, str, str], ...]] | None = None
    ) -> KeyLabels:
        """The key names for ``devices`` and the system keys; with ``own`` (a game's own key names, read from
        the same devices' entries), those joined to them, asked again only when the kit's are resolved
        again: the same object is handed out while nothing changed."""
        wanted = (*dict.fromkeys(devices), "system")
        entries = {d: keymap.get(d) for d in wanted}
        if self._seen is None or self._seen[0] != wanted or self._seen[1] != entries:
            self._labels = resolve_keys(keymap, wanted[:-1])
            self._seen = (wanted, {d: _copy(e) for d, e in entries.items()})
        if own is None:
            return self._labels
        if self._with_own is None or self._with_own[0] is not self._labels:
            extra = own()
            self._with_own = (self._labels, KeyLabels(self._labels.labels + extra) if extra else self._labels)
        return self._with_own[1]


def _copy(entry: object) -> object:
    """A keymap device's entry as it is now (its lists copied: a remap changes them in place)."""
    if isinstance(entry, Mapping):
        return {action: list(binds) for action, binds in entry.items()}
    return entry


Want = tuple[str | tuple[str, str], str]
"""One hint a painter asks for: an action (or two, one keycap: left/right) and the words for it."""


def hint_bar(keys: KeyLabels, device: str | None, wants: Sequence[Want], system: bool = False) -> list[tuple[str, str]]:
    """The keycap hints along the bottom: ``(key, words)`` for each of ``wants`` on ``device``, then (with
    ``system``) the pause and rules keys. For ``draw.hint_bar``."""
    out = []
    if device is not None:
        for action, words in wants:
            label = keys.pair(device, *action) if isinstance(action, tuple) else keys.key(device, action)
            out.append((label, words))
    if system:
        out += [(keys.key("system", "pause"), "pause"), (keys.key("system", "help"), "rules")]
    return out
