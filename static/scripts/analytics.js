// Second analytics script of the site: records that it loaded, so the page can be checked.
window.__docsAnalyticsLoaded = true;
