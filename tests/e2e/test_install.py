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

from app_page import WITH_SERVICE_WORKER, open_app

REQUIRED = ("name", "short_name", "description", "start_url", "scope", "display",
            "theme_color", "background_color", "icons")


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


@WITH_SERVICE_WORKER   # the worker's offline copy
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


IPHONE = ("Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 "
          "(KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1")
KEEP_NOTE = "document.querySelector('#notice')?.innerText || ''"


def play_a_move(page, ply):
    page.evaluate("app.play(app.view.moves[0].move)")
    page.wait_for_function("n => app.view.ply === n && !app.busy", arg=ply)


def test_on_an_iphone_a_first_move_says_safari_deletes_after_seven_days(browser, site):
    """iOS deletes a site's storage after seven days without a visit unless
    the app is on the Home Screen: said once the player has a game to keep,
    once on this device, in the page's language; not from the Home Screen."""
    context = browser.new_context(user_agent=IPHONE, viewport={"width": 390, "height": 844},
                                  has_touch=True, is_mobile=True)
    page = context.new_page()
    open_app(page, site, "?lang=fr&game=doushouqi")
    assert "sept jours" not in page.evaluate(KEEP_NOTE)       # nothing to keep yet
    play_a_move(page, 1)
    page.wait_for_function(f"({KEEP_NOTE}).includes('sept jours')")
    assert "écran d’accueil" in page.evaluate(KEEP_NOTE)
    page.reload()
    open_app(page, site, "?lang=fr&game=doushouqi")
    play_a_move(page, 2)
    page.wait_for_timeout(300)
    assert "sept jours" not in page.evaluate(KEEP_NOTE)       # told once
    context.close()

    home = browser.new_context(user_agent=IPHONE, viewport={"width": 390, "height": 844})
    home.add_init_script("Object.defineProperty(navigator, 'standalone', {value: true})")
    page = home.new_page()
    open_app(page, site, "?lang=en&game=doushouqi")
    play_a_move(page, 1)
    page.wait_for_timeout(300)
    assert "seven days" not in page.evaluate(KEEP_NOTE)       # on the Home Screen already
    home.close()


def test_an_installable_browser_offers_the_install_after_a_move(page, site):
    open_app(page, site, "?lang=en&game=doushouqi")
    play_a_move(page, 1)
    page.wait_for_timeout(200)
    assert "Install the app" not in page.evaluate(KEEP_NOTE)  # the browser offered nothing
    page.evaluate("""() => {
        const offer = new Event('beforeinstallprompt', {cancelable: true});
        offer.prompt = () => { window.prompted = true; return Promise.resolve(); };
        window.dispatchEvent(offer);
        window.offerDeclined = offer.defaultPrevented;
    }""")
    assert page.evaluate("window.offerDeclined") is True     # the browser's own bar waits for the note
    play_a_move(page, 2)
    page.wait_for_function(f"({KEEP_NOTE}).includes('Install the app')")
    page.locator("#notice button[data-action='btn.install']").click()
    assert page.evaluate("window.prompted") is True
    assert "Install the app" not in page.evaluate(KEEP_NOTE)
