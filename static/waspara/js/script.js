// Page-view analytics served from the site's own path. It sends one event per page view
// to the API path given in data-api (with the domain from data-domain).
(function () {
  var script = document.currentScript;
  if (!script) return;
  var api = script.getAttribute('data-api');
  var domain = script.getAttribute('data-domain');
  function send(name) {
    var body = JSON.stringify({ n: name, u: location.href, d: domain, r: document.referrer || null });
    try {
      if (navigator.sendBeacon) navigator.sendBeacon(api, body);
      else fetch(api, { method: 'POST', body: body, keepalive: true });
    } catch (e) {}
  }
  window.plausible = function (name) { send(name || 'pageview'); };
  send('pageview');
})();
