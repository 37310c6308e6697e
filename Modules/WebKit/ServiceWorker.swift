/// The offline shell (`/sw.js`): the style sheet, script and icon kept on the device, and
/// each page as last seen; with the server out of reach a page opens from there, marked
/// "offline, as of HH:mm" and without its live screen (writes wait for the connection, as
/// the page script says). Live streams and events always go to the server.
enum ServiceWorker {
    static var script: String {
        """
        const cache = 'mosaic-\(WebAssets.version)';
        const shell = ['/assets/mosaic.css?v=\(WebAssets.version)', '/assets/mosaic.js?v=\(WebAssets.version)',
          '/assets/icon.svg', '/manifest.webmanifest'];
        self.addEventListener('install', event => {
          event.waitUntil(caches.open(cache).then(kept => kept.addAll(shell)).then(() => self.skipWaiting()));
        });
        self.addEventListener('activate', event => {
          event.waitUntil(caches.keys()
            .then(names => Promise.all(names.filter(name => name !== cache).map(name => caches.delete(name))))
            .then(() => self.clients.claim()));
        });
        // A page kept from before, opened offline: marked with the time it was served, and with
        // no live screen to connect to.
        const offlineCopy = async response => {
          const time = new Date(response.headers.get('Date') || Date.now()).toTimeString().slice(0, 5);
          const page = await response.text();
          const note = /<html lang="ko"/.test(page) ? '오프라인 · ' + time + ' 기준' : 'Offline, as of ' + time;
          const html = page.replace(/ data-session="[^"]*"/, '')
            .replace(/(<main[^>]*>)/, tag => tag + '<p class="notice" role="status" data-offline-copy>' + note + '</p>');
          return new Response(html, {headers: {'Content-Type': 'text/html; charset=utf-8'}});
        };
        self.addEventListener('fetch', event => {
          const request = event.request;
          const url = new URL(request.url);
          if (request.method !== 'GET' || url.origin !== location.origin || url.pathname.startsWith('/live/')) return;
          if (request.mode === 'navigate') {
            event.respondWith(fetch(request).then(response => {
              if (response.ok) {
                const copy = response.clone();
                caches.open(cache).then(kept => kept.put(request, copy));
              }
              return response;
            }).catch(async () => {
              const kept = await caches.match(request);
              if (kept) return offlineCopy(kept);
              throw new Error('offline');
            }));
          } else if (['/assets/', '/thumbnails/', '/display/'].some(folder => url.pathname.startsWith(folder))) {
            event.respondWith(caches.match(request).then(kept => kept || fetch(request).then(response => {
              if (response.ok) {
                const copy = response.clone();
                caches.open(cache).then(store => store.put(request, copy));
              }
              return response;
            })));
          }
        });
        """
    }
}
