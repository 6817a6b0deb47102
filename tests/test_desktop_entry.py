"""Issue 36, item 8: the packaged folder's menu entry starts its program. The folder (build.spec's one-folder
app) ships install-desktop-entry.sh beside the program; run there, it writes a desktop entry whose Exec is
that folder's program (build.spec's name) and whose Icon is the folder's icon, by absolute paths."""

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SPEC = (ROOT / "build.spec").read_text()


def program_name() -> str:
    exe = SPEC[SPEC.index("exe = EXE(") :]
    return re.search(r'name="([^"]+)"', exe).group(1)


def exec_program(line: str) -> str:
    """The program of an Exec value: the first argument, unquoted and unescaped as the Desktop Entry spec
    says (the string's escapes first, then the quoting's)."""
    value = line.replace("\\\\", "\\")
    if value.startswith('"'):
        arg = re.match(r'"((?:[^"\\]|\\.)*)"', value).group(1)
        return re.sub(r"\\(.)", r"\1", arg).replace("%%", "%")
    return value.split()[0]


def fake_packaged_folder(where: Path) -> Path:
    """The folder PyInstaller makes (datas under _internal/), with a stand-in program of build.spec's name."""
    folder = where / "coin-op-cabinet"
    (folder / "_internal" / "assets").mkdir(parents=True)
    for name in ("coin-op-cabinet.desktop.in", "icon.png", "install-desktop-entry.sh"):
        shutil.copy2(ROOT / "assets" / name, folder / "_internal" / "assets" / name)
    shutil.copy2(ROOT / "assets" / "install-desktop-entry.sh", folder / "install-desktop-entry.sh")
    program = folder / program_name()
    program.write_text("#!/bin/sh\nexit 0\n")
    program.chmod(0o755)
    return folder


def test_build_spec_puts_the_installer_beside_the_program():
    assert program_name() == "coin-op-cabinet"
    assert 'shutil.copy2("assets/install-desktop-entry.sh", os.path.join(DISTPATH, "coin-op-cabinet"' in SPEC
    assert '("assets", "assets")' in SPEC  # the template and the icon go with the assets
    assert not list((ROOT / "assets").glob("*.desktop")), "no desktop entry ships with an Exec of its own"


@pytest.mark.skipif(shutil.which("sh") is None or os.name != "posix", reason="a POSIX shell")
@pytest.mark.parametrize("folder_name", ["apps", "my games $HOME & 100%"])
def test_the_installer_writes_an_entry_that_starts_the_folders_program(tmp_path, folder_name):
    folder = fake_packaged_folder(tmp_path / folder_name)
    home = tmp_path / "home"
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home)}
    done = subprocess.run(
        ["sh", str(folder / "install-desktop-entry.sh")], env=env, capture_output=True, text=True, check=True
    )
    entry = home / ".local" / "share" / "applications" / "coin-op-cabinet.desktop"
    assert str(entry) in done.stdout
    fields = dict(line.split("=", 1) for line in entry.read_text().splitlines() if "=" in line)
    program = Path(exec_program(fields["Exec"]))
    assert program == folder / program_name() and program.is_absolute() and os.access(program, os.X_OK)
    assert Path(fields["Icon"]) == folder / "_internal" / "assets" / "icon.png" and Path(fields["Icon"]).is_file()
    assert fields["Type"] == "Application" and fields["Name"] == "Coin-Op Cabinet"


def test_the_installer_refuses_to_run_outside_the_packaged_folder(tmp_path):
    shutil.copy2(ROOT / "assets" / "install-desktop-entry.sh", tmp_path / "install-desktop-entry.sh")
    done = subprocess.run(
        ["sh", str(tmp_path / "install-desktop-entry.sh")],
        env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(tmp_path / "home")},
        capture_output=True,
        text=True,
    )
    assert done.returncode != 0 and "packaged folder" in done.stderr
    assert not (tmp_path / "home").exists()
