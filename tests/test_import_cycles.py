"""No import circle in arcade/ at run time (issue 24): scenes reach each other through the app's routes
(arcade.cabinet.ROUTES), menus are told how to open what they lead to; an import inside a function counts
(it only hides a circle). Imports for type checking alone (``if TYPE_CHECKING:``) do not run, so they may
name a module that imports back."""

import grimp


def circles(graph) -> list[tuple[str, str]]:
    found = set()
    for module in graph.modules:
        for other in graph.find_modules_directly_imported_by(module):
            if graph.find_shortest_chain(other, module):
                found.add(tuple(sorted((module, other))))
    return sorted(found)


# Phase handlers of one rules engine call the phase that follows (a turn opens a card window, the window
# a duel, the duel the next turn): modules of one engine's pure rules that import each other, at module
# level, are the State pattern's transitions, not a layering fault. Any other circle fails.
def _same_engine(a: str, b: str) -> bool:
    from arcade.games import registry

    return any(
        a in info.engine.pure_modules and b in info.engine.pure_modules
        for info in registry.games()
        if info.engine is not None
    )


def test_no_module_in_arcade_imports_itself_back_at_run_time():
    graph = grimp.build_graph("arcade", exclude_type_checking_imports=True)
    assert "arcade.scenes.attract" in graph.modules
    assert [c for c in circles(graph) if not _same_engine(*c)] == []


def test_the_check_sees_a_circle_hidden_in_a_function():
    graph = grimp.ImportGraph()
    for name in ("pkg", "pkg.a", "pkg.b"):
        graph.add_module(name)
    graph.add_import(importer="pkg.a", imported="pkg.b", line_number=1, line_contents="from pkg import b")
    graph.add_import(importer="pkg.b", imported="pkg.a", line_number=9, line_contents="    from pkg import a")
    assert circles(graph) == [("pkg.a", "pkg.b")]
