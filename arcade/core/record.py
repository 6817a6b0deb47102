"""Small value classes for the modules the cabinet imports before its first frame.

``@dataclass`` writes each class's methods with ``exec`` when its module is imported: about 0.4 ms a class,
0.6 ms a frozen one, which the cabinet paid a dozen times before it could draw anything. :class:`Value`
gives a class the same equality, ``repr`` and ``replace`` from its ``_fields`` tuple, :class:`FrozenValue`
also read-only attributes and a hash; each class writes its own ``__init__`` (plain Python, nothing made at
import) and fills itself with :func:`fill`.
"""

from __future__ import annotations

from typing import Any, Self


def fill(obj: Value, values: dict[str, Any]) -> None:
    """Set every field of ``obj`` from ``values`` (an ``__init__``'s ``locals()``)."""
    setter = object.__setattr__
    for name in obj._fields:
        setter(obj, name, values[name])


class Value:
    """Equality, ``repr`` and ``replace`` by the fields named in ``_fields``."""

    __slots__ = ()
    _fields: tuple[str, ...] = ()

    def astuple(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self._fields)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self.astuple() == other.astuple()

    # mutable: like a dataclass with eq=True, not hashable (mypy types object.__hash__ as never None)
    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._fields)
        return f"{type(self).__qualname__}({inner})"

    def replace(self, **changes: Any) -> Self:
        """A copy with ``changes`` (unknown names raise TypeError, as the constructor does)."""
        values = {name: getattr(self, name) for name in self._fields}
        values.update(changes)
        return type(self)(**values)


class FrozenValue(Value):
    """A :class:`Value` whose attributes cannot be set after ``__init__``; hashable by its fields."""

    __slots__ = ()

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r}: {type(self).__name__} is read-only")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}: {type(self).__name__} is read-only")

    def __hash__(self) -> int:  # type: ignore[override]  # Value sets __hash__ to None; this brings it back
        return hash(self.astuple())
