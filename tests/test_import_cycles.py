"""No import circle in arcade/ at run time (issues 24 and 35), inside one game's engine neither: scenes reach
each other through the app's routes (arcade.cabinet.ROUTES), menus are told how to open what they lead to,
an engine's step hands on to the step above it through the state's table or by returning what comes next
(docs/architecture.md, "Layers"). An import inside a function counts (it only hides a circle). Imports for
type checking alone (``if TYPE_CHECKING:``) do not run, so they may name a module that imports back."""

import grimp


def circles(graph) -> list[list[str]]:
    """Every circle once, as the imports around it: [a, b, ..., a] (a imports b, ..., back to a)."""
    found: dict[frozenset[str], list[str]] = {}
    for module in sorted(graph.modules):
        for other in sorted(graph.find_modules_directly_imported_by(module)):
            chain = graph.find_shortest_chain(other, module)
            if chain:
                found.setdefault(frozenset(chain), [module, *chain])
    return sorted(found.values())


def named(found: list[list[str]]) -> str:
    return "import circles:\n" + "\n".join(" -> ".join(c) for c in found)


def test_no_module_in_arcade_imports_itself_back_at_run_time():
    graph = grimp.build_graph("arcade", exclude_type_checking_imports=True)
    assert "arcade.scenes.attract" in graph.modules
    assert "arcade.games.mania.windows" in graph.modules
    found = circles(graph)
    assert found == [], named(found)


def test_the_loop_does_not_import_the_app_even_for_type_checking():
    """loop.py reaches the app through its Host protocol (issue 35): no circle between them at all."""
    graph = grimp.build_graph("arcade", exclude_type_checking_imports=False)
    assert graph.find_shortest_chain("arcade.loop", "arcade.app") is None


def test_the_check_sees_a_circle_hidden_in_a_function():
    graph = grimp.ImportGraph()
    for name in ("pkg", "pkg.a", "pkg.b"):
        graph.add_module(name)
    graph.add_import(importer="pkg.a", imported="pkg.b", line_number=1, line_contents="from pkg import b")
    graph.add_import(importer="pkg.b", imported="pkg.a", line_number=9, line_contents="    from pkg import a")
    assert circles(graph) == [["pkg.a", "pkg.b", "pkg.a"]]


def test_a_circle_among_one_engines_phase_modules_fails_too():
    """Phase handlers of one engine calling each other's phases at module level are no exception."""
    graph = grimp.ImportGraph()
    names = ("arcade.games.x.rules", "arcade.games.x.turn", "arcade.games.x.windows", "arcade.games.x.dueling")
    for name in names:
        graph.add_module(name)
    graph.add_import(importer=names[0], imported=names[1], line_number=1, line_contents="")
    graph.add_import(importer=names[1], imported=names[2], line_number=1, line_contents="")
    graph.add_import(importer=names[2], imported=names[3], line_number=1, line_contents="")
    graph.add_import(importer=names[3], imported=names[1], line_number=1, line_contents="")
    found = circles(graph)
    assert found == [[names[3], names[1], names[2], names[3]]]
    assert "x.dueling -> arcade.games.x.turn -> arcade.games.x.windows -> arcade.games.x.dueling" in named(found)
