"""A scene's own picture caches (``Scene.scene_caches``) are emptied when the last scene naming them leaves
the stack, however it leaves (pop, replace, pop_to, clear), and not while another scene still names them."""

from arcade.core.scenes import Scene, SceneManager


class Cache:
    def __init__(self):
        self.items = {"picture": object()}

    def clear(self):
        self.items.clear()


BOARD, SPRITES = Cache(), Cache()


class Plain(Scene):
    def __init__(self):
        super().__init__(app=None)
        self.exited = False


class Board(Plain):
    scene_caches = (BOARD.clear,)

    def exit(self):
        self.exited = True


class Duel(Plain):
    scene_caches = (SPRITES.clear, BOARD.clear)


class Menu(Plain):
    pass


def fill():
    for cache in (BOARD, SPRITES):
        cache.items["picture"] = object()


def test_caches_go_with_the_last_scene_that_names_them():
    fill()
    m = SceneManager()
    m.push(Menu())
    board = m.push(Board())
    m.push(Duel())
    m.pop()  # the duel ends: its sprites go, the board stays (Board names it)
    assert SPRITES.items == {} and BOARD.items
    m.pop()
    assert board.exited and BOARD.items == {}


def test_replace_by_the_same_kind_keeps_the_cache_and_clear_runs_every_exit():
    fill()
    m = SceneManager()
    m.push(Menu())
    first = m.push(Board())
    second = m.replace(Board())  # a rematch: the new game draws the same board
    assert first.exited and BOARD.items
    m.replace(Menu())
    assert BOARD.items == {}
    fill()
    m.push(second)
    m.push(Duel())
    m.clear()  # leaving to the menu from a pause overlay
    assert m.stack == [] and BOARD.items == {} and SPRITES.items == {}
    fill()
    m.push(Menu())
    m.push(Board())
    m.push(Menu())
    m.pop_to(Menu)  # pops nothing: the top is a Menu already
    assert BOARD.items
    m.stack.pop()
    m.pop_to(Menu)
    assert BOARD.items == {}


def test_a_demo_empties_its_games_caches_when_it_ends():
    from arcade.games import registry
    from arcade.games.insertcoin import art
    from arcade.games.insertcoin.rules import cards
    from arcade.scenes.attract import DemoScene
    from arcade.testing import Harness

    h = Harness()
    h.boot()
    info = next(g for g in registry.games() if g.id == "insertcoin")
    demo = info.demo(h.app)
    if not isinstance(demo, DemoScene):
        demo = DemoScene(h.app, demo, info.title)
    h.app.scenes.push(demo)
    assert art.LEVEL_CACHE.clear in demo.scene_caches
    h.advance(1000 / 60)
    art.warm_level(24, cards()[0].shape, 0, art.seat_colour(0))  # as its spare time paints a Level's look
    assert len(art.LEVEL_CACHE) > 0
    h.app.scenes.pop()
    assert len(art.LEVEL_CACHE) == 0
