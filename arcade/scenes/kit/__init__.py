"""The scene kit: the parts every game scene is built from (see docs/scene-guide.md).

- :mod:`.timeline`: one :class:`Timeline` per scene holds what plays on top of the state: call-outs, sounds
  due at a time, floating numbers, the event log, and ``busy_until`` (input and CPUs wait for it);
- :mod:`.present`: a game declares, per event class, a :class:`Presentation` (a :class:`Cue`, a log line, an
  effect) in one table; :func:`stage` plays a list of typed events through that table (no ``isinstance``
  chains);
- :mod:`.paint`: the standard painters of those parts (the call-out banner, the log, floating numbers);
- :mod:`.frame`: the :class:`~.frame.Frame` a converted game's painters draw from (views in, frames out),
  :mod:`.controller`: the :class:`~.controller.Step` its pure controller answers, :mod:`.layers`: pictures
  kept by what they show, :mod:`.keys`: key names and the hint bar, :mod:`.secrecy`: who may see.
"""

from .present import Cue, Presentation, stage
from .timeline import Callout, Float, LogLine, Move, Timeline

__all__ = ["Callout", "Cue", "Float", "LogLine", "Move", "Presentation", "Timeline", "stage"]
