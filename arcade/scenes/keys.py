"""Key remapping per keyboard device: choose an action, press a key to bind it (Esc cancels); clashes are
marked; reset to defaults; test keys (:mod:`arcade.scenes.key_test`: every seat's keys light while held).
Gamepads use the standard controller layout (shown, not remappable)."""

from __future__ import annotations

import pygame

from arcade.core import input as inp
from arcade.core.render import draw, palette, text
from arcade.scenes.common import MenuItem, MenuScene, key, key_pair

DEVICES = ("keys_a", "keys_b", "numpad", "system")
KEYPAD_SCANS = set(range(88, 100))


def pad_line() -> str:
    """What a gamepad's buttons do (the standard controller layout), in the page's words."""
    moves = f"{inp.PAD_BUTTON_NAMES['dpup'].split()[0]} or stick move"
    acts = [
        f"{inp.pad_label(a)} {inp.action_label('pad', a)}"
        for a in ("confirm", "back", "alt", "extra", "pause", "help")
        if inp.pad_label(a)
    ]
    return "Gamepads: " + " \u00b7 ".join([moves, *acts])


class KeysScene(MenuScene):
    title = "CONTROLS"
    panel_rect = pygame.Rect(200, 170, 880, 450)
    row_h = 40

    def __init__(self, app) -> None:
        super().__init__(app)
        self.device = "keys_a"
        self.capturing: str | None = None  # action waiting for a key
        self.rebuild()

    def rebuild(self) -> None:
        app = self.app
        km = app.keymap
        clashes = inp.conflicts(km)
        items = [
            MenuItem(
                "Device",
                value=lambda: inp.device_label(self.device),
                on_adjust=self._device,
                hint=f"{key_pair(app, 'left', 'right')} to choose which keys to edit",
            )
        ]
        for action in inp.actions_for(self.device):
            bindings = km[self.device][action]
            clash = any(b in clashes for b in bindings)
            label = " / ".join(inp.binding_label(b) for b in bindings)
            items.append(
                MenuItem(
                    f"{inp.action_label(self.device, action).capitalize()}{'  (!) clash' if clash else ''}",
                    value=lambda lb=label: lb,
                    on_choose=lambda a=action: self._capture(a),
                    hint=self._clash_hint(bindings, clashes) or f"{key(app, 'confirm')}, then press the new key",
                )
            )
        items.append(
            MenuItem(
                "Test keys...",
                on_choose=self._test_keys,
                hint="Every seat's keys light while held: try them together before a race",
            )
        )
        items.append(MenuItem("Reset these keys to defaults", on_choose=self._reset_device))
        items.append(MenuItem("Reset all keys to defaults", on_choose=self._reset_all))
        items.append(MenuItem("Back", on_choose=self.on_back))
        keep = self.index
        self.items = items
        self.index = min(keep, len(items) - 1)

    def _clash_hint(self, bindings, clashes) -> str:
        for b in bindings:
            if b in clashes:
                users = ", ".join(f"{inp.device_label(d)} {inp.action_label(d, a)}" for d, a in clashes[b])
                return f"{inp.binding_label(b)} is used by: {users}"
        return ""

    def _device(self, d: int) -> None:
        i = (DEVICES.index(self.device) + d) % len(DEVICES)
        self.device = DEVICES[i]
        self.scroll = 0
        self.rebuild()

    def _capture(self, action: str) -> None:
        self.capturing = action
        self.capture_device = self.device  # the binding goes to the device shown when it was asked for

    def capture_key(self, key: int, scancode: int) -> None:
        """Called by the app with the raw key while ``capturing`` is set."""
        action, self.capturing = self.capturing, None
        if key == pygame.K_ESCAPE or action is None:
            self.app.sound("back")
            return
        binding = f"scan:{scancode}" if scancode in KEYPAD_SCANS else f"key:{pygame.key.name(key)}"
        device = getattr(self, "capture_device", self.device)
        bindings = self.app.keymap.get(device, {}).get(action)
        if bindings is None:  # the page moved to a device without this action meanwhile: nothing to bind
            self.app.sound("error")
            self.rebuild()
            return
        if not bindings:
            bindings.append(binding)
        elif binding not in bindings:
            bindings[0] = binding  # the first binding is the main one; fallbacks (digit row) stay
        self.app.save_keymap()
        self.app.sound("confirm")
        clashes = inp.conflicts(self.app.keymap)
        if binding in clashes:
            self.app.toast(f"{inp.binding_label(binding)} is also bound elsewhere: see the (!) marks.", 3000)
        self.rebuild()

    def _test_keys(self) -> None:
        from arcade.scenes.key_test import KeyTestScene

        self.app.push(KeyTestScene(self.app))

    def _reset_device(self) -> None:
        self.app.keymap[self.device] = inp.default_keymap()[self.device]
        self.app.save_keymap()
        self.rebuild()

    def _reset_all(self) -> None:
        self.app.keymap.clear()
        self.app.keymap.update(inp.default_keymap())
        self.app.save_keymap()
        self.rebuild()

    def picture_key(self) -> tuple:
        return super().picture_key() + (self.capturing, self.device)

    def draw_picture(self, surface: pygame.Surface) -> None:
        super().draw_picture(surface)
        text.blit(
            surface,
            pad_line(),
            (draw.SCREEN_W // 2, 140),
            size=20,
            colour=palette.GREY,
            anchor="center",
        )
        if self.capturing:
            draw.dim_overlay(surface, 180)
            box = pygame.Rect(340, 280, 600, 160)
            draw.panel(surface, box, palette.NIGHT, palette.NEON_YELLOW)
            text.title(surface, "PRESS A KEY", (box.centerx, box.y + 50), size=24)
            text.blit(
                surface,
                f"for {inp.device_label(self.device)}: {inp.action_label(self.device, self.capturing)}"
                f"   ({inp.binding_label('key:escape')} cancels)",
                (box.centerx, box.y + 110),
                size=22,
                anchor="center",
            )
