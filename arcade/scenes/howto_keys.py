"""The "keys" picture of the how-to pages: each input device a game can be played from, drawn as keycaps
with what each key does, read from the current (remappable) keymap."""

from __future__ import annotations

import pygame

from arcade.core.input import action_label, binding_label, device_label, pad_label
from arcade.core.render import draw, palette, text

ACTIONS = ("up", "down", "left", "right", "confirm", "back", "alt", "extra")
ROLES = tuple((a, action_label("keys_a", a)) for a in ACTIONS)  # (action, what it does in words)
NUMPAD_GRID = ((7, 8, 9), (4, 5, 6), (1, 2, 3))


def keycap(
    surface,
    label: str,
    pos,
    *,
    w: int | None = None,
    colour=palette.GREY,
    anchor: str = "center",
    arrow: str | None = None,
) -> pygame.Rect:
    """A key drawn as a cap with its label (or an arrow glyph: "up", "down", "left", "right")."""
    face = text.render(label, text.BODY_BOLD, 18, palette.NIGHT)
    box = pygame.Rect(0, 0, max(w or 0, face.get_width() + 16), 30)
    setattr(box, anchor, pos)
    pygame.draw.rect(surface, palette.dim(colour, 0.55), box.move(0, 3), border_radius=6)
    pygame.draw.rect(surface, colour, box, border_radius=6)
    if arrow:
        cx, cy = box.center
        d = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}[arrow]
        tip = (cx + d[0] * 8, cy + d[1] * 8)
        base = [
            (cx - d[0] * 6 + d[1] * 7, cy - d[1] * 6 + d[0] * 7),
            (cx - d[0] * 6 - d[1] * 7, cy - d[1] * 6 - d[0] * 7),
        ]
        pygame.draw.polygon(surface, palette.NIGHT, [tip, *base])
    else:
        surface.blit(face, face.get_rect(center=box.center))
    return box


def _labels(keymap: dict, device: str) -> dict[str, str]:
    if device == "pad":
        return {a: pad_label(a) for a, _ in ROLES}
    actions = keymap.get(device, {})
    return {a: (binding_label(actions[a][0]) if actions.get(a) else "") for a, _ in ROLES}


def _note(surface, box: pygame.Rect, what: str, right: int | None = None) -> None:
    """What a key does, beside its cap; up to ``right`` (the panel's inner edge): on one line when it fits,
    else its words on two lines a little smaller, else shortened."""
    x = box.right + 8
    room = (right - x) if right is not None else 10_000
    if text.measure(text.font(text.BODY, 18), what) <= room:
        text.blit(surface, what, (x, box.centery), size=18, colour=palette.GREY, anchor="midleft")
        return
    first, _, second = what.partition(" ")
    font = text.font(text.BODY, 15)
    if second and max(text.measure(font, first), text.measure(font, second)) <= room:
        text.blit(surface, first, (x, box.centery + 1), size=15, colour=palette.GREY, anchor="bottomleft")
        text.blit(surface, second, (x, box.centery - 1), size=15, colour=palette.GREY, anchor="topleft")
        return
    shown = text.fit(what, text.BODY, 18, max(10, room))
    text.blit(surface, shown, (x, box.centery), size=18, colour=palette.GREY, anchor="midleft")


def undo_label(keymap: dict, device: str) -> str:
    """The key that takes a move back on ``device`` ("" when none is bound)."""
    if device == "pad":
        return pad_label("undo")
    bindings = keymap.get(device, {}).get("undo") or []
    return binding_label(bindings[0]) if bindings else ""


def next_label(keymap: dict, device: str) -> str:
    """The key that jumps to the next item on ``device`` ("" when none is bound)."""
    if device == "pad":
        return pad_label("next")
    bindings = keymap.get(device, {}).get("next") or []
    return binding_label(bindings[0]) if bindings else ""


def draw_device(
    surface, keymap: dict, device: str, rect: pygame.Rect, undo: bool = False, next_words: str = ""
) -> None:
    """One device's panel: its name, then its keys as caps (the numpad as its 3x3 grid); ``undo``: the
    game lets a person take a move back, and its key is shown at the top right (beside the move keys);
    ``next_words``: what the game's ``next`` key does ("next shape"), shown under the other keys of a
    keyboard half or a gamepad, the rows a little closer to make room."""
    draw.panel(surface, rect, palette.DUSK, palette.PANEL_HI, radius=10, width=2)
    title = device_label(device) if device != "pad" else "Gamepad"
    text.blit(surface, title, (rect.x + 14, rect.y + 10), size=22, face=text.BODY_BOLD, colour=palette.NEON_CYAN)
    next_key = next_label(keymap, device) if next_words and device != "numpad" else ""
    pitch = 33 if next_key else 36  # a keycap (30) and its shadow (3)
    x0, y = rect.x + 14, rect.y + (46 if next_key else 52)
    undo_key = undo_label(keymap, device) if undo else ""
    if undo_key and device not in ("pad", "numpad"):  # beside the up key
        spot = (x0 + 120, y)
        _note(surface, keycap(surface, undo_key, spot, anchor="topleft"), action_label(device, "undo"), rect.right - 8)
    if device == "numpad":
        row_h, step = (36, 30) if undo_key else (38, 36)  # one more key in the same height
        for r, row in enumerate(NUMPAD_GRID):
            for c, digit in enumerate(row):
                keycap(surface, str(digit), (x0 + c * 42, y + r * row_h), w=36, anchor="topleft")
        _note(surface, pygame.Rect(x0 + 120, y + row_h, 0, 30), "the 3x3")
        y += 3 * row_h + 8 - (38 - row_h)
        pad = keymap.get("numpad", {})
        for action in ("confirm", "back", "alt", "undo") if undo_key else ("confirm", "back", "alt"):
            if pad.get(action):
                cap_box = keycap(surface, binding_label(pad[action][0]), (x0, y), w=54, anchor="topleft")
                _note(surface, cap_box, action_label("numpad", action), rect.right - 8)
                y += step
        return
    labels = _labels(keymap, device)
    if device == "pad":
        _note(surface, keycap(surface, "D-pad", (x0, y), anchor="topleft", colour=palette.WHITE), "move")
        y += 40
    else:
        arrows = all(labels[a].lower() == a for a in ("up", "down", "left", "right"))
        cap = {a: (labels[a] if not arrows else "") for a in ("up", "down", "left", "right")}
        keycap(
            surface,
            cap["up"],
            (x0 + 40, y),
            w=36,
            anchor="topleft",
            colour=palette.WHITE,
            arrow="up" if arrows else None,
        )
        for i, a in enumerate(("left", "down", "right")):
            last = keycap(
                surface,
                cap[a],
                (x0 + i * 40, y + 36),
                w=36,
                anchor="topleft",
                colour=palette.WHITE,
                arrow=a if arrows else None,
            )
        _note(surface, last, "move")
        y += 74 if next_key else 80
    for action, what in ROLES[4:]:
        if labels[action]:
            _note(surface, keycap(surface, labels[action], (x0, y), anchor="topleft"), what, rect.right - 8)
            y += pitch
    if undo_key and device == "pad":  # the pad's list has room below
        cap_box = keycap(surface, undo_key, (x0, y), anchor="topleft")
        _note(surface, cap_box, action_label(device, "undo"), rect.right - 8)
        y += pitch
    if next_key:
        _note(surface, keycap(surface, next_key, (x0, y), anchor="topleft"), next_words, rect.right - 8)


def draw_keys(
    surface, keymap: dict, devices: tuple[str, ...], rect: pygame.Rect, undo: bool = False, next_words: str = ""
) -> None:
    """Every device of a game side by side (``undo``: with the key that takes a move back; ``next_words``:
    with the key that jumps to the next item, and what it does in that game)."""
    devices = tuple(d for d in devices if d in ("keys_a", "keys_b", "numpad", "pad"))
    if not devices:
        return
    gap = 16
    w = min(260, (rect.w - gap * (len(devices) - 1)) // len(devices))
    x = rect.centerx - (w * len(devices) + gap * (len(devices) - 1)) // 2
    for i, device in enumerate(devices):
        area = pygame.Rect(x + i * (w + gap), rect.y, w, min(rect.h, 290))
        draw_device(surface, keymap, device, area, undo, next_words)
