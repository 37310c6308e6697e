import PageKit

/// The offline shell (`/sw.js`): the style sheet, script and icon kept on the device, and
/// each page and photo as last seen; with the server out of reach a page opens from there,
/// marked "offline, as of HH:mm" and without its live screen or a button that cannot work
/// (a kept form says saving waits for the connection). Live streams and events always go to the server.
///
/// What is kept ends with the sign-in that kept it: the sign-in page shown, or a photo
/// answered 401 (signed out here, or everyone signed out with `serve password set`),
/// forgets every kept page and photo; and nothing kept is shown more than `keptFor` after
/// the server last answered, so a phone that never reaches the server again stops showing
/// them then. Photos are asked of the server first (a 304 when unchanged) and come from
/// what is kept only offline.
enum ServiceWorker {
    /// How long after the server last answered a kept page or photo may still be shown offline.
    static let keptFor = 24 * 60 * 60

    static var script: String {
        """
        const cache = 'mosaic-\(WebAssets.version)';
        const keptFor = \(keptFor) * 1000;
        const contact = '/__mosaic/last-contact';
        const signIn = '\(KitPaths.signIn.path)';
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
        // Everything kept but the shell itself: the sign-in that kept it has ended.
        const forget = () => caches.open(cache).then(kept => kept.keys().then(requests => Promise.all(requests
          .filter(request => !shell.includes(new URL(request.url).pathname + new URL(request.url).search))
          .map(request => kept.delete(request)))));
        const answered = () => caches.open(cache).then(kept => kept.put(contact, new Response(String(Date.now()))));
        // Whether the server answered recently enough for what is kept to be shown.
        const recent = async () => {
          const last = await caches.match(contact);
          return !!last && Date.now() - Number(await last.text()) < keptFor;
        };
        const keptIfRecent = async request => {
          if (!(await recent())) {
            await forget();
            return undefined;
          }
          return caches.match(request);
        };
        // A page kept from before, opened offline: marked with the time it was served, and with
        // no live screen to connect to.
        const offlineCopy = async response => {
          const time = new Date(response.headers.get('Date') || Date.now()).toTimeString().slice(0, 5);
          const page = await response.text();
          const korean = /<html lang="ko"/.test(page);
          const hasForm = /<form\\b[^>]*method="post"/.test(page);
          const note = (korean ? '오프라인 · ' + time + ' 기준' : 'Offline, as of ' + time)
            + (hasForm ? (korean ? ' · 연결되면 저장할 수 있어요' : ' · saving waits for the connection') : '');
          // No button that cannot work: a kept form cannot send, so none of its buttons is offered.
          const html = page.replace(/ data-session="[^"]*"/, '').replace(/<button\\b/g, '<button disabled')
            .replace(/(<main[^>]*>)/, tag => tag + '<p class="notice" role="status" data-offline-copy>' + note + '</p>');
          return new Response(html, {headers: {'Content-Type': 'text/html; charset=utf-8'}});
        };
        self.addEventListener('fetch', event => {
          const request = event.request;
          const url = new URL(request.url);
          if (request.method !== 'GET' || url.origin !== location.origin || url.pathname.startsWith('/live/')) return;
          if (request.mode === 'navigate') {
            event.respondWith(fetch(request).then(async response => {
              if (url.pathname === signIn) {
                await forget();
              } else if (response.ok && !(response.headers.get('Content-Disposition') || '').startsWith('attachment')) {
                const copy = response.clone();
                await caches.open(cache).then(kept => kept.put(request, copy));
                await answered();
              }
              return response;
            }).catch(async () => {
              const kept = await keptIfRecent(request);
              if (kept) return offlineCopy(kept);
              throw new Error('offline');
            }));
          } else if (['/thumbnails/', '/display/'].some(folder => url.pathname.startsWith(folder))) {
            event.respondWith(fetch(request).then(async response => {
              if (response.status === 401) {
                await forget();
              } else if (response.ok) {
                const copy = response.clone();
                await caches.open(cache).then(kept => kept.put(request, copy));
              }
              return response;
            }).catch(async () => {
              const kept = await keptIfRecent(request);
              if (kept) return kept;
              throw new Error('offline');
            }));
          } else if (url.pathname.startsWith('/assets/')) {
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
