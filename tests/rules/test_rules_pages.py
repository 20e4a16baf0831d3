"""The rules pages (rules/<lang>/<game>.html): every diagram is a position
the engine accepts, every puzzle's solution and every lesson step is legal,
each page has its live boards, links and both languages."""

from __future__ import annotations

import os
import re
import sys
from html import unescape
from pathlib import Path

import pytest

try:
    import boardgames
except ImportError:  # running without PYTHONPATH=py
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))
    import boardgames

from boardgames.svg import diagram, diagram_match, prerender

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("doushouqi", "shuuro", "shakku", "shaturanga")
LANGS = ("en", "fr")
PAGES = [(lang, game) for lang in LANGS for game in GAMES]
ELEMENT = re.compile(r"<game-board\b([^>]*)>(.*?)</game-board>", re.S)
ATTRIBUTE = re.compile(r'([\w-]+)\s*=\s*"([^"]*)"')
STEP = re.compile(r"<li\b([^>]*)>", re.S)


def page(lang: str, game: str) -> str:
    path = ROOT / "rules" / lang / f"{game}.html"
    assert path.exists(), f"{path} is missing"
    return path.read_text(encoding="utf-8")


def boards(text: str) -> list[tuple[dict, str]]:
    return [({k: unescape(v) for k, v in ATTRIBUTE.findall(attrs)}, inside)
            for attrs, inside in ELEMENT.findall(text)]


@pytest.mark.parametrize("lang,game", PAGES)
def test_every_diagram_is_drawn(lang, game):
    text = page(lang, game)
    drawn = prerender(text)
    assert drawn.count("<svg") >= len(boards(text)) >= 5


@pytest.mark.parametrize("lang,game", PAGES)
def test_page_has_live_boards_puzzles_and_a_lesson(lang, game):
    found = boards(page(lang, game))
    modes = [attrs.get("mode", "view") for attrs, _ in found]
    assert all(attrs.get("game") == game for attrs, _ in found)
    assert modes.count("puzzle") >= 2 and "lesson" in modes and "play" in modes


@pytest.mark.parametrize("lang,game", PAGES)
def test_puzzle_solutions_are_legal(lang, game):
    for attrs, _ in boards(page(lang, game)):
        if attrs.get("mode") != "puzzle":
            continue
        assert attrs.get("solution"), attrs
        match = diagram_match(attrs)
        match.replay(attrs["solution"].split())       # raises on an illegal move


@pytest.mark.parametrize("lang,game", PAGES)
def test_lesson_steps_are_legal(lang, game):
    for attrs, inside in boards(page(lang, game)):
        if attrs.get("mode") != "lesson":
            continue
        steps = [{k: unescape(v) for k, v in ATTRIBUTE.findall(li)} for li in STEP.findall(inside)]
        assert len(steps) >= 3
        for step in steps:
            match = diagram_match({**attrs, "position": step.get("data-position", attrs.get("position", "start")),
                             "moves": step.get("data-moves", "")})
            expected = step.get("data-expect")
            if expected:
                match.replay([expected])


@pytest.mark.parametrize("lang,game", PAGES)
def test_page_links_to_the_app_and_the_other_language(lang, game):
    text = page(lang, game)
    other = "fr" if lang == "en" else "en"
    assert f'<html lang="{lang}"' in text
    assert f"../../index.html?game={game}" in text
    assert f"../{other}/{game}.html" in text
    assert '<script type="module" src="../../embed.js"></script>' in text


def test_a_diagram_draws_arrows_and_highlights():
    picture = diagram({"game": "doushouqi", "moves": "a3a4", "arrows": "a4a5", "highlight": "d1"})
    assert picture.startswith("<svg") and "marker-end" in picture and picture.count("<title>") == 1


def test_a_wrong_diagram_is_refused():
    with pytest.raises(boardgames.GameError):
        diagram({"game": "doushouqi", "moves": "a3a9"})


def test_command_line_draws_a_position_as_svg(capsys):
    from boardgames.__main__ import main
    assert main(["svg", "doushouqi", "start", "--moves", "a3a4 g7g6", "--arrows", "a4a5",
                 "--highlight", "d1", "--size", "300"]) == 0
    out = capsys.readouterr().out
    assert out.startswith('<svg width="300"') and "marker-end" in out
    assert main(["svg", "shakku", "start", "--dice", "first:blue throw:X.II.-",
                 "--moves", "throw", "--orientation", "blue"]) == 0
    assert main(["svg", "doushouqi", "start", "--moves", "a3a9"]) == 2
