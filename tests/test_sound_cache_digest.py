"""Issue 34, item 11 (first half): a sound or music cache file of the right length but other content was
played as sound. Each file now carries a digest of its samples; a file whose samples do not match, or an old
file without one, is made again (and written again, good)."""

from __future__ import annotations

import array
import os

import pytest

from arcade.core import audio as audio_mod
from arcade.core import pcm_cache
from arcade.core.audio import EFFECTS, cache_key, expected_samples, samples_for, synth

RATE = 22050


@pytest.fixture
def fresh(monkeypatch):
    monkeypatch.setattr(audio_mod, "_MADE", {})  # as a new start: nothing made in this process yet


@pytest.mark.parametrize("name", ["coin", "crash", "tick"])
@pytest.mark.parametrize("junk", ["random, the old right length", "random, the new right length", "a forged head"])
def test_a_cache_file_of_the_right_length_but_other_content_is_not_played(tmp_path, monkeypatch, name, junk):
    want = expected_samples(name, RATE, 1)
    path = tmp_path / cache_key(name, RATE, 1)
    body = os.urandom(want * 2)
    if junk == "random, the old right length":
        path.write_bytes(body)
    elif junk == "random, the new right length":
        path.write_bytes(os.urandom(pcm_cache.HEAD) + body)
    else:
        path.write_bytes(pcm_cache.MAGIC + os.urandom(pcm_cache.HEAD - len(pcm_cache.MAGIC)) + body)
    monkeypatch.setattr(audio_mod, "_MADE", {})
    samples = samples_for(name, RATE, 1, tmp_path)
    assert samples == synth(EFFECTS[name][1], RATE), "made again, not read from the junk"
    assert pcm_cache.read_cached(path, want) == samples, "and written again with its digest"


def test_an_old_cache_file_without_a_digest_is_made_again_in_the_new_shape(tmp_path, fresh):
    good = synth(EFFECTS["coin"][1], RATE)
    path = tmp_path / cache_key("coin", RATE, 1)
    path.write_bytes(good.tobytes())  # the old shape: the samples alone
    assert pcm_cache.read_cached(path, len(good)) is None
    assert samples_for("coin", RATE, 1, tmp_path) == good
    raw = path.read_bytes()
    assert raw.startswith(pcm_cache.MAGIC) and raw[pcm_cache.HEAD :] == good.tobytes()


def test_a_good_file_reads_back_and_one_changed_sample_is_refused(tmp_path):
    samples = array.array("h", range(-500, 500))
    path = tmp_path / "loop.pcm"
    pcm_cache.write_cached(path, samples)
    assert pcm_cache.read_cached(path, len(samples)) == samples
    raw = bytearray(path.read_bytes())
    raw[-1] ^= 0x01
    path.write_bytes(bytes(raw))
    assert pcm_cache.read_cached(path, len(samples)) is None
    assert pcm_cache.read_cached(path, len(samples) + 1) is None


@pytest.mark.parametrize("junk", ["random, the old right length", "random, the new right length"])
def test_music_plays_only_a_good_copy(tmp_path, junk):
    from arcade.core import music

    first = music.Jukebox(tmp_path)
    good = first.samples_of("prize")  # rendered, and written to the cache with its digest
    path = tmp_path / music.cache_name(first.song("prize"), first.rate, first.channels)
    assert music.Jukebox(tmp_path)._from_cache("prize"), "a good copy is read back"
    head = os.urandom(pcm_cache.HEAD) if junk.endswith("new right length") else b""
    path.write_bytes(head + os.urandom(len(good) * 2))
    again = music.Jukebox(tmp_path)
    assert not again._from_cache("prize"), "junk of the right length is not music"
    assert again.samples_of("prize") == good and pcm_cache.read_cached(path, len(good)) == good
