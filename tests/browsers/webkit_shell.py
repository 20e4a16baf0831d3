#!/usr/bin/python3
"""A WebKitGTK browser for WebKitWebDriver, as Safari keeps a site: on disk.

Debian's ``MiniBrowser --automation`` keeps every site's data in memory (an
ephemeral session, like Private Browsing): there, ~1 s after the last page
of an origin goes away, its Cache Storage is dropped while its service
worker stays registered, so an app cannot boot offline once the player has
been on another site.  Safari's normal windows keep a site's data on disk;
this shell does the same (one fresh data folder per session, ``--data``),
with the same engine, so the tests see what a Safari player sees.

Run by WebKitWebDriver (``webkitgtk:browserOptions.binary``) with the
system's Python 3, which has PyGObject (``python3-gi``) and WebKitGTK's
introspection data (``gir1.2-webkit2-4.1``).
"""

import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402


def main(argv: list[str]) -> None:
    folder = next((arg.split("=", 1)[1] for arg in argv if arg.startswith("--data=")), None)
    if folder is None:
        raise SystemExit("webkit_shell.py: --data=<folder> is needed")
    store = WebKit2.WebsiteDataManager(base_data_directory=f"{folder}/data",
                                       base_cache_directory=f"{folder}/cache")
    context = WebKit2.WebContext(website_data_manager=store)
    context.set_automation_allowed(True)
    windows = []

    def new_view(session):
        view = WebKit2.WebView(web_context=context, is_controlled_by_automation=True)
        window = Gtk.Window()
        window.set_default_size(1280, 800)
        window.add(view)
        window.show_all()
        windows.append(window)
        return view

    def started(_context, session):
        about = WebKit2.ApplicationInfo()
        about.set_name("WebKitGTK")
        about.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(),
                          WebKit2.get_micro_version())
        session.set_application_info(about)
        session.connect("create-web-view", new_view)

    context.connect("automation-started", started)
    Gtk.main()


if __name__ == "__main__":
    main(sys.argv[1:])
