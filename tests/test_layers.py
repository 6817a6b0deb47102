"""The kit's kept pictures: handed back while their key is equal, built again when it differs, bounded."""

import pytest

from arcade.scenes.kit.layers import Layers


def test_a_picture_is_built_once_while_its_key_is_equal():
    layers = Layers()
    built = []
    for _ in range(3):
        got = layers.get("table", ("blind", False), lambda: built.append(1) or object())
    assert len(built) == 1
    assert layers.get("table", ("blind", False), object) is got


def test_a_new_key_builds_the_picture_again_and_drops_the_old_one():
    layers = Layers()
    first = layers.get("panel", (0, 3), lambda: "three chips")
    second = layers.get("panel", (0, 4), lambda: "four chips")
    assert (first, second) == ("three chips", "four chips")
    assert layers.get("panel", (0, 4), lambda: "again") == "four chips"
    assert layers.get("panel", (0, 3), lambda: "rebuilt") == "rebuilt"  # the old key was not kept
    assert len(layers) == 1


def test_a_build_may_bring_the_kept_picture_up_to_date_from_what_is_kept():
    layers = Layers()
    assert layers.kept("panel") is None
    layers.get("panel", (0, 3), lambda: ["chips", 3])
    key, picture = layers.kept("panel")
    assert key == (0, 3) and picture == ["chips", 3]

    def update() -> list:
        _key, old = layers.kept("panel")
        old[1] = 4  # only the part that changed, on the picture kept
        return old

    got = layers.get("panel", (0, 4), update)
    assert got is picture and got == ["chips", 4]
    assert layers.kept("panel") == ((0, 4), ["chips", 4]), "kept under the new key, the old key gone"
    assert layers.get("panel", (0, 4), lambda: ["rebuilt"]) is picture


def test_the_least_recently_used_picture_goes_first_past_the_limit():
    layers = Layers(limit=2)
    layers.get("a", 1, lambda: "A")
    layers.get("b", 1, lambda: "B")
    layers.get("a", 1, lambda: "A again")  # a is used again: b is now the oldest
    layers.get("c", 1, lambda: "C")
    assert "a" in layers and "c" in layers and "b" not in layers


def test_forget_drops_one_or_every_picture():
    layers = Layers()
    layers.get("a", 1, lambda: "A")
    layers.get("b", 1, lambda: "B")
    layers.forget("a")
    assert "a" not in layers and "b" in layers
    layers.forget()
    assert len(layers) == 0
    with pytest.raises(ValueError):
        Layers(limit=0)
