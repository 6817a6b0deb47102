"""The fast Sharks' weight files are read through the cabinet's file guard: a FIFO is refused, not waited on."""

import json
import os
import threading

from research.crashline.params_file import read_params


def test_weights_are_read_through_the_guard(tmp_path):
    fifo = tmp_path / "w.json"
    os.mkfifo(fifo)
    out: dict = {}

    def run():
        try:
            read_params(str(fifo), "shark params", lambda d: d)
        except ValueError as exc:
            out["error"] = exc

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(10)
    assert not t.is_alive(), "reading a FIFO hangs"
    assert "cannot read" in str(out["error"])
    (tmp_path / "ok.json").write_text(json.dumps({"a": 1}))
    assert read_params(str(tmp_path / "ok.json"), "x", lambda d: d) == {"a": 1}
