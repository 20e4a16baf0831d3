"""An installable app: index.html links a web app manifest (valid JSON with
what a phone needs to put the games on its home screen and open them full
screen), its icons are served with the right types and sizes, and the
service worker precaches them with the page, so the installed app opens
offline."""

from __future__ import annotations

import json
import re
import struct
from urllib.parse import urljoin

from app_page import open_app

REQUIRED = ("name", "short_name", "description", "start_url", "scope", "display",
            "theme_color", "background_color", "icons")


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def test_manifest_is_linked_valid_and_precached(page, site):
    open_app(page, site)
    href = page.evaluate("document.querySelector('link[rel=manifest]')?.href")
    assert href == urljoin(site, "manifest.webmanifest")
    answer = page.request.get(href)
    assert answer.ok and answer.headers["content-type"].startswith("application/manifest+json")
    manifest = json.loads(answer.text())
    for field in REQUIRED:
        assert manifest.get(field), field
    assert manifest["display"] == "standalone"
    assert len(manifest["short_name"]) <= 12
    assert urljoin(href, manifest["start_url"]).startswith(site)
    assert urljoin(href, manifest["scope"]) == site
    theme = page.evaluate("document.querySelector('meta[name=theme-color]').content")
    assert manifest["theme_color"] == theme
    assert re.fullmatch(r"#[0-9a-f]{6}", manifest["background_color"])

    icons = manifest["icons"]
    assert any(i["type"] == "image/svg+xml" for i in icons)
    assert {i["sizes"] for i in icons if i["type"] == "image/png"} >= {"192x192", "512x512"}
    assert any("maskable" in i.get("purpose", "") for i in icons)
    for icon in icons:
        url = urljoin(href, icon["src"])
        got = page.request.get(url)
        assert got.ok, url
        assert got.headers["content-type"].startswith(icon["type"]), (url, got.headers)
        if icon["type"] == "image/png":
            width, height = png_size(got.body())
            assert f"{width}x{height}" == icon["sizes"], url
        else:
            assert "<svg" in got.text()
    touch = page.evaluate("document.querySelector('link[rel=apple-touch-icon]')?.href")
    assert touch and page.request.get(touch).ok

    # The service worker precaches the manifest and every icon.
    worker = page.request.get(site + "sw.js").text()
    files = json.loads(re.search(r"const FILES = (\[.*?\]);", worker, re.S).group(1))
    assert "manifest.webmanifest" in files
    for icon in icons:
        assert icon["src"] in files, icon["src"]
    assert "index.html" in files
    cached = page.evaluate("""async (urls) => {
        await navigator.serviceWorker.ready;
        const out = [];
        for (const url of urls) out.push(Boolean(await caches.match(url)));
        return out;
    }""", [href] + [urljoin(href, i["src"]) for i in icons])
    assert all(cached), cached
