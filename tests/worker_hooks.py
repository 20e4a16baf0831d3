"""Scripts that reach a page's engine worker through its test messages
(js/worker.js), written once for Playwright's page.evaluate (tests/e2e/) and
every browser's Tab.evaluate (tests/browsers/) alike."""

IMPORT_IN_ENGINE = """(name) => new Promise((resolve) => {
    const worker = app.engine._worker;
    const listen = (event) => {
        if (event.data?.type !== "imported" || event.data.name !== name) return;
        worker.removeEventListener("message", listen);
        resolve(event.data.error);
    };
    worker.addEventListener("message", listen);
    worker.postMessage({ importModule: name });
})"""
"""Import a module of the standard library in the page's engine: null, or why it could not."""
