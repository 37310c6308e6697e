import Foundation
import PageKit

/// The page script and style sheet, served as they are: no build step, nothing loaded
/// from the internet.
enum WebAssets {
    /// This build's style sheet and script, as a short hash: pages name it (`?v=`), so a
    /// browser keeps both for a year and a new build's pages ask for the new ones.
    static let version = String(SHA256.hex(of: Data((script + styleSheet).utf8)).prefix(12))

    /// Connects a live screen: `data-live="event"` inputs send their text as it is typed,
    /// `data-tap="event"` elements send their `data-value` when tapped, a
    /// `data-submit="event"` form sends its text field when submitted (Enter; without
    /// JavaScript the form is sent to its `action` as a GET), and a
    /// `data-visible="event"` element sends when it scrolls into view (infinite paging).
    /// Pushed updates replace a fragment, navigate, raise the alert, or show "Reconnecting…"
    /// while the database does not answer.
    static let script = """
        (() => {
          // An icon that cannot load leaves the letter behind it, not a broken image; a
          // screenshot leaves a blank screen of its size, named as the image was.
          document.addEventListener('error', event => {
            const image = event.target;
            if (image.tagName !== 'IMG') return;
            if (image.closest('.app-icon')) image.remove();
            else if (image.closest('.screenshots')) {
              const missing = document.createElement('span');
              missing.className = 'missing';
              missing.setAttribute('role', 'img');
              missing.setAttribute('aria-label', image.alt);
              image.replaceWith(missing);
            }
          }, true);
          // The offline shell (/sw.js): pages seen before open without the server, marked offline.
          if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js').catch(() => {});
          // Signing out forgets the pages kept for offline: the next person on this phone sees none.
          document.addEventListener('submit', event => {
            if (event.target.matches('form.signout') && window.caches) {
              caches.keys().then(names => names.forEach(name => caches.delete(name)));
            }
          });
          // A page opened from there comes back live once the server answers again.
          if (document.querySelector('[data-offline-copy]')) {
            setInterval(() => fetch(location.href, {method: 'HEAD', cache: 'no-store'})
              .then(response => { if (response.ok) location.reload(); }).catch(() => {}), 3000);
          }
          const session = document.body.dataset.session;
          if (!session) return;
          const base = '/live/' + session;
          const showAlert = text => {
            document.getElementById('alert-text').textContent = text;
            const dialog = document.getElementById('alert');
            if (!dialog.open) dialog.showModal();
          };
          // A refused event (a photo over 20 MB, a closed screen) says why: the server's error
          // page carries the sentence in its role=alert line.
          const refused = async response => {
            if (response.ok) return;
            const page = new DOMParser().parseFromString(await response.text(), 'text/html');
            const line = page.querySelector('[role=alert]');
            showAlert(line ? line.textContent : String(response.status));
          };
          // Events go one at a time, in order: the last keystroke is the last text the screen gets.
          // Offline (the device says so, or a send fails to reach the server), what is typed waits
          // in order and goes when the connection is back; a tap that would change something is
          // refused in words instead, so nothing claims a save that did not happen.
          const pending = [];
          let sending = false;
          // A real element in a live region (a CSS-drawn line is never announced), in the page's
          // flow above the header rather than over it.
          const banner = document.getElementById('connection');
          const setOffline = offline => {
            document.body.classList.toggle('offline', offline);
            if (!banner) return;
            banner.textContent = offline ? document.body.dataset.offline : '';
            banner.hidden = !offline;
          };
          const drain = async () => {
            if (sending) return;
            sending = true;
            while (pending.length && navigator.onLine) {
              const {event, body, headers} = pending[0];
              try {
                const response = await fetch(base + '/' + encodeURIComponent(event),
                  {method: 'POST', credentials: 'same-origin', headers, body});
                pending.shift();
                setOffline(false);
                await refused(response);
              } catch (error) {
                setOffline(true);
                break;
              }
            }
            sending = false;
          };
          const post = (event, body, headers) => { pending.push({event, body, headers}); drain(); };
          const send = (event, value) => post(event, new URLSearchParams({value: value == null ? '' : String(value)}),
            {'Content-Type': 'application/x-www-form-urlencoded'});
          const isOffline = () => !navigator.onLine || document.body.classList.contains('offline');
          window.addEventListener('offline', () => setOffline(true));
          window.addEventListener('online', () => { setOffline(false); drain(); });
          setOffline(!navigator.onLine);
          const upload = (event, file) => {
            if (file.size > Number(document.body.dataset.uploadLimit)) {
              showAlert(document.body.dataset.tooLarge);
              return;
            }
            const form = new FormData();
            form.append('value', file);
            post(event, form, {});
          };
          const visible = new IntersectionObserver(entries => entries.forEach(entry => {
            if (entry.isIntersecting) send(entry.target.dataset.visible, '');
          }));
          const watch = () => document.querySelectorAll('[data-visible]').forEach(el => visible.observe(el));
          // A picked photo is previewed from the file on this device, never sent back by the server.
          const picked = {};
          // A fragment may say what the address should hold now (the pages a list shows).
          const follow = root => root.querySelectorAll('[data-address]').forEach(marker => {
            const url = new URL(location.href);
            if (marker.dataset.value) url.searchParams.set(marker.dataset.address, marker.dataset.value);
            else url.searchParams.delete(marker.dataset.address);
            history.replaceState(history.state, '', url);
          });
          // Submit buttons a live screen keeps off until the form is valid (see SubmitButton).
          const disable = () => document.querySelectorAll('button[data-disabled]').forEach(button => { button.disabled = true; });
          disable();
          const showPicked = () => document.querySelectorAll('img[data-picked]').forEach(img => {
            const url = picked[img.dataset.picked];
            if (url && img.src !== url) img.src = url;
          });
          const stream = new EventSource(base);
          stream.onmessage = message => {
            const update = JSON.parse(message.data);
            if (update.target) {
              const element = document.getElementById(update.target);
              if (element) {
                // A control tapped inside what is redrawn (받기, a heart) keeps the keyboard's focus:
                // the redrawn one with the same tap, or the same name and value, takes it back.
                const focused = element.contains(document.activeElement) ? document.activeElement : null;
                const key = focused && (focused.dataset.tap ? '[data-tap="' + CSS.escape(focused.dataset.tap) + '"]'
                    + (focused.dataset.value ? '[data-value="' + CSS.escape(focused.dataset.value) + '"]' : '')
                  : focused.name ? '[name="' + CSS.escape(focused.name) + '"]' : null);
                element.innerHTML = update.html; watch(); showPicked(); disable(); follow(element);
                const again = key && element.querySelector(key);
                if (again) again.focus({preventScroll: true});
              }
            } else if (update.navigate) {
              location.assign(update.navigate);
            } else if (update.alert) {
              showAlert(update.alert);
            } else if (update.storage) {
              document.body.classList.toggle('reconnecting', update.storage === 'lost');
            }
          };
          // What the fields hold now: typed, or restored by Back, Forward or a reload.
          const liveFields = () => Array.from(document.querySelectorAll('input[data-live], textarea[data-live], select[data-live]'))
            .filter(input => input.type !== 'file');
          const currentValue = input => input.type === 'checkbox' ? (input.checked ? input.value : '') : input.value;
          const saved = 'mosaic-fields:' + location.pathname + location.search;
          const restore = JSON.parse(sessionStorage.getItem(saved) || '{}');
          sessionStorage.removeItem(saved);
          // A radio group is one field: the radio holding the value is checked, and no radio's own value changes.
          liveFields().forEach(input => {
            const value = restore[input.dataset.live];
            if (value === undefined) return;
            if (input.type === 'checkbox') input.checked = value !== '';
            else if (input.type === 'radio') input.checked = input.value === value;
            else input.value = value;
          });
          // On every (re)connection the screen hears each field that differs from the page as
          // served, so a restored form or search is what the server works with.
          stream.onopen = () => {
            document.body.classList.remove('reconnecting');
            drain();
            liveFields().forEach(input => {
              if (input.type === 'radio') {
                if (input.checked && !input.defaultChecked) send(input.dataset.live, input.value);
                return;
              }
              const served = input.type === 'checkbox' ? input.defaultChecked : input.defaultValue;
              const now = input.type === 'checkbox' ? input.checked : input.value;
              if (now !== served) send(input.dataset.live, currentValue(input));
            });
          };
          // A dropped stream reconnects by itself (with Last-Event-ID) under a small banner; a
          // screen the server no longer has (restarted, or closed while away) is rebuilt: the
          // page loads again and gets the fields' values back.
          stream.onerror = () => {
            document.body.classList.add('reconnecting');
            if (stream.readyState !== EventSource.CLOSED) return;
            const values = {};
            liveFields().forEach(input => {
              if (input.type !== 'radio' || input.checked) values[input.dataset.live] = currentValue(input);
            });
            sessionStorage.setItem(saved, JSON.stringify(values));
            setTimeout(() => location.reload(), 500);
          };
          // A field marked data-url="q" keeps its value in the address (?q=…), so reload, Back
          // and a shared link show the same screen.
          const remember = input => {
            if (!input || !input.dataset.url) return;
            const url = new URL(location.href);
            if (input.value) url.searchParams.set(input.dataset.url, input.value); else url.searchParams.delete(input.dataset.url);
            url.searchParams.delete('page');  // a new search starts at its first page
            history.replaceState(history.state, '', url);
          };
          const changed = event => {
            const input = event.target;
            if (!input.dataset || !input.dataset.live) return;
            remember(input);
            if (input.type === 'file') {
              if (!input.files.length) return;
              if (picked[input.dataset.live]) URL.revokeObjectURL(picked[input.dataset.live]);
              picked[input.dataset.live] = URL.createObjectURL(input.files[0]);
              upload(input.dataset.live, input.files[0]);
              return;
            }
            const value = input.type === 'checkbox' ? (input.checked ? input.value : '') : input.value;
            send(input.dataset.live, value);
          };
          // A picked file or option is a change (a select fires no input event in every browser); text is each input.
          const onChange = target => target.type === 'file' || target.tagName === 'SELECT';
          document.addEventListener('input', event => { if (!onChange(event.target)) changed(event); });
          document.addEventListener('change', event => { if (onChange(event.target)) changed(event); });
          document.addEventListener('click', event => {
            const tapped = event.target.closest('[data-tap]');
            if (!tapped) return;
            // Offline, a tap that is also a link (a filter) is followed: a page kept for offline
            // shows it, and it saves nothing that could be lost.
            if (isOffline() && tapped.tagName === 'A' && tapped.getAttribute('href')) return;
            event.preventDefault();
            if (isOffline()) {
              showAlert(document.body.dataset.offlineRefused);
              return;
            }
            // A toggle marked data-url="color" keeps its choice in the address: tapped again, it goes.
            if (tapped.dataset.url) {
              const url = new URL(location.href);
              if (url.searchParams.get(tapped.dataset.url) === tapped.dataset.value) url.searchParams.delete(tapped.dataset.url);
              else url.searchParams.set(tapped.dataset.url, tapped.dataset.value);
              history.replaceState(history.state, '', url);
            }
            send(tapped.dataset.tap, tapped.dataset.value);
          });
          document.addEventListener('submit', event => {
            const form = event.target;
            if (!form.dataset.submit) return;
            event.preventDefault();
            remember(form.querySelector('[data-url]'));
            const field = form.querySelector('input[type=search], input:not([type]), input[type=text]');
            send(form.dataset.submit, field ? field.value : '');
          });
          watch();
          window.addEventListener('pagehide', () => navigator.sendBeacon(base + '/close'));
        })();
        """

    /// The app's icon (favicon, home screen): a mosaic of four tiles.
    static let icon = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#c2410c"/>\
        <rect x="12" y="12" width="18" height="18" rx="3" fill="#fff"/><rect x="34" y="12" width="18" height="18" rx="3" fill="#fed7aa"/>\
        <rect x="12" y="34" width="18" height="18" rx="3" fill="#fed7aa"/><rect x="34" y="34" width="18" height="18" rx="3" fill="#fff"/></svg>
        """

    /// The web app manifest, so a phone can add Mosaic to its home screen.
    static let manifest = """
        {"id": "/", "name": "Mosaic", "short_name": "Mosaic", "start_url": "/", "scope": "/", "display": "standalone",
         "background_color": "#fafafa", "theme_color": "#c2410c",
         "icons": [{"src": "/assets/icon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any"}, \(AppIcon.manifestEntries)]}
        """

    static let styleSheet = """
        /* --accent: white text on it is 5.2:1 and it is 5.0:1 as text on the page (WCAG AA 4.5:1). */
        :root { --accent: #c2410c; --line: #ddd; --muted: #6b6b6b; --text: #222; --page: #fafafa; --surface: #fff; --ok: #237032; --bad: #b91c1c;
                color-scheme: light dark; font-family: system-ui, sans-serif; }
        @media (prefers-color-scheme: dark) {
          :root { --accent: #fb923c; --line: #3a3a3a; --muted: #a3a3a3; --text: #eee; --page: #121212; --surface: #1e1e1e; --ok: #69db7c; --bad: #ff8787; }
          /* Dark text on the light accent; a plain button, a heart or a calendar day keeps the page's text colour. */
          button:not(.plain):not(.heart):not(.day), .button:not(.plain), .chip.on, .chip:has(> input:checked),
          .calendar .done, .calendar button.day.done { color: #111 !important; }
        }
        /* Korean breaks between words (어절), as the seed apps do, not inside one. */
        body { margin: 0; color: var(--text); background: var(--page); word-break: keep-all; overflow-wrap: break-word; }
        body.reconnecting::before { content: attr(data-reconnecting); position: fixed; top: 0; left: 50%; transform: translateX(-50%);
          background: #333; color: #fff; padding: 2px 12px; border-radius: 0 0 6px 6px; font-size: .85rem; z-index: 10; }
        .connection { margin: 0; text-align: center; background: #7c2d12; color: #fff; padding: 4px 12px; font-size: .85rem; }
        a { color: var(--accent); text-underline-offset: .15em; }
        header.top { display: flex; flex-wrap: nowrap; white-space: nowrap; gap: 12px; padding: 10px 16px;
                     background: var(--surface); border-bottom: 1px solid var(--line); }
        header.top a { color: var(--text); text-decoration: none; }
        header.top a.home { font-weight: 700; color: var(--accent); }
        nav.tabs { display: flex; gap: 12px; overflow-x: auto; }
        nav.tabs a[aria-current=page] { color: var(--accent); font-weight: 700; }
        form.signout { margin: 0 0 0 auto; display: flex; align-items: center; gap: 8px; }
        form.signout .member { font-size: .85rem; font-weight: 600; }
        form.signout button { padding: 2px 10px; font-size: .85rem; }
        form.signin { display: grid; gap: 12px; max-width: 22rem; }
        @media (max-width: 640px) {
          nav.tabs { position: fixed; left: 0; right: 0; bottom: 0; z-index: 5; display: grid; grid-template-columns: repeat(5, 1fr);
                     gap: 0; background: var(--surface); border-top: 1px solid var(--line); padding-bottom: env(safe-area-inset-bottom); }
          nav.tabs a { display: grid; place-items: center; min-height: 52px; padding: 0 2px; font-size: .8rem; overflow: hidden;
                       text-overflow: ellipsis; white-space: nowrap; }
          nav.tabs a[aria-current=page] { box-shadow: inset 0 3px 0 var(--accent); }
          html { scroll-padding-bottom: 80px; }
        }
        main { max-width: 960px; margin: 0 auto; padding: 12px 16px 48px; }
        h1 { font-size: 1.4rem; }
        .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 12px; padding: 0; list-style: none; }
        .card { background: var(--surface); border: 1px solid var(--line); border-radius: 10px; padding: 10px; overflow-wrap: anywhere; }
        .card img, .photo { width: 100%; height: auto; aspect-ratio: 1; object-fit: cover; border-radius: 6px; background: #eee; }
        .photo.imported { display: flex; flex-direction: column; gap: .25rem; align-items: center; justify-content: center; text-align: center; color: var(--muted); font-size: .85rem; }
        .photo.imported { background: var(--page); border: 1px dashed var(--line); }
        .photo.imported strong { color: var(--text); font-size: 1rem; }
        img.full { display: block; max-width: 100%; height: auto; border-radius: 6px; }
        .original a { color: var(--muted); font-size: .9rem; }
        .required { color: var(--bad); }
        .ring { display: inline-grid; place-items: center; width: 72px; height: 72px; border-radius: 50%; flex: none;
                background: conic-gradient(var(--accent) calc(var(--percent) * 1%), var(--line) 0); }
        .ring > span { display: grid; place-items: center; width: 56px; height: 56px; border-radius: 50%;
                       background: var(--surface); font-weight: 600; font-size: .85rem; }
        .progress { display: flex; align-items: center; gap: 12px; }
        .card .ring { width: 56px; height: 56px; } .card .ring > span { width: 44px; height: 44px; font-size: .75rem; }
        .credit { font-size: .85rem; margin: 4px 0; }
        .app-icon { position: relative; display: inline-grid; place-items: center; flex: none; border-radius: 22%;
                    background: var(--surface); border: 1px solid var(--line); font-weight: 700; font-size: 1.4rem; overflow: hidden; }
        .app-icon img { position: absolute; inset: 0; width: 100%; height: 100%; }
        .app-row { display: flex; align-items: center; gap: 10px; padding: 8px 0; border-bottom: 1px solid var(--line); min-width: 0; }
        .app-row > a { display: flex; align-items: center; gap: 10px; flex: 1; min-width: 0; color: inherit; text-decoration: none; }
        .app-row > a > span:last-child { flex: 1; min-width: 0; }
        .app-row .line { display: block; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        ul.plain-list { list-style: none; padding: 0; }
        .app-head { display: flex; gap: 14px; align-items: center; }
        .screenshots img { height: 320px; width: auto; border-radius: 12px; flex: none; }
        .screenshots .missing { height: 320px; aspect-ratio: 9 / 19.5; border-radius: 12px; flex: none;
                                background: var(--surface); border: 1px solid var(--line); }
        .rating strong { font-size: 1.3rem; }
        .feed { height: calc(100dvh - 150px); overflow-y: auto; scroll-snap-type: y mandatory; border-radius: 8px; }
        .feed .screen { position: relative; height: 100%; scroll-snap-align: start; scroll-snap-stop: always; }
        .feed .screen img { width: 100%; height: 100%; object-fit: cover; display: block; background: #222; }
        .feed .caption { position: absolute; left: 0; right: 0; bottom: 0; padding: 12px; color: #fff;
                         background: linear-gradient(transparent, rgba(0,0,0,.75)); }
        .feed .caption a { color: #fff; }
        .feed .counter { float: right; }
        .photo.preview { max-width: 120px; }
        .card a { color: inherit; text-decoration: none; }
        /* A card whose whole face opens it (a goal), not only its title. */
        .card:has(> a.stretch) { position: relative; } .card > a.stretch::after { content: ""; position: absolute; inset: 0; }
        .muted, .hint { color: var(--muted); }
        /* Whose a record is and who sees it, on a list of a household of several. */
        .shared { display: block; font-size: 0.8em; color: var(--muted); font-weight: normal; }
        .error { color: var(--bad); }
        .rule.ok { color: var(--ok); } .rule.bad { color: var(--bad); }
        form.stack, .stack { display: grid; gap: 10px; max-width: 520px; }
        ul.stack { list-style: none; padding: 0; }
        label { display: grid; gap: 4px; }
        input, textarea, select, button { font: inherit; padding: 8px; border: 1px solid var(--line); border-radius: 8px; }
        button, .button { background: var(--accent); color: #fff; border: 0; cursor: pointer; text-decoration: none; padding: 8px 14px; border-radius: 8px; display: inline-block; }
        /* Every tap target at least 44 × 44 px (WCAG 2.5.5): fields, buttons, chips, hearts, days, swatches, tabs. */
        input:not([type=checkbox]):not([type=radio]):not([type=hidden]), select, button, .button { min-height: 44px; box-sizing: border-box; }
        .button { display: inline-flex; align-items: center; justify-content: center; vertical-align: middle; }
        button.plain, .button.plain { background: var(--surface); color: var(--text); border: 1px solid var(--line); }
        button.danger { background: var(--bad); }
        form.inline { display: inline; }
        .byline { display: flex; align-items: center; gap: 8px; font-size: 1.1rem; margin: 0 0 1em; }
        .sentence { font-size: 1.1rem; } a.tag { text-decoration: none; }
        .card.with-action { display: flex; flex-direction: column; justify-content: space-between; gap: 8px; }
        .card.with-action > form { align-self: flex-end; }
        .meta { margin: 6px 0; }
        .notice { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; padding: 8px 12px; border-radius: 8px;
                  background: var(--surface); border: 1px solid var(--line); margin-bottom: 12px; }
        button:disabled { opacity: .45; cursor: default; }
        .chips { display: flex; flex-wrap: wrap; gap: 6px; padding: 0; list-style: none; }
        form.chips { align-items: flex-end; }
        a.profile-link { display: inline-flex; align-items: center; justify-content: center; min-width: 44px; min-height: 44px; }
        .chip { border: 1px solid var(--line); border-radius: 22px; padding: 4px 14px; background: var(--surface); color: var(--text);
                min-height: 44px; min-width: 44px; box-sizing: border-box; display: inline-flex; align-items: center;
                justify-content: center; }
        .chip.on, .chip:has(> input:checked) { background: var(--accent); color: #fff; }
        /* A chip is the control: the radio or checkbox inside it stays for keyboards and forms, unseen. */
        .chip > input[type=radio], .chip > input[type=checkbox] { position: absolute; opacity: 0; width: 1px; height: 1px; margin: 0; }
        .chip { white-space: nowrap; position: relative; } a.chip { text-decoration: none; }
        .photo.placeholder { display: grid; place-items: center; font-size: 2.4rem; font-weight: 700; color: var(--muted); background: var(--line); }
        .heart { font-size: 1.4rem; background: none; color: var(--accent); padding: 0 6px; min-width: 44px; min-height: 44px;
                 display: inline-flex; align-items: center; justify-content: center; text-decoration: none; }
        table { border-collapse: collapse; } td, th { padding: 4px 8px; border-bottom: 1px solid var(--line); text-align: left; }
        .calendar { display: grid; grid-template-columns: repeat(7, 1fr); gap: 4px; max-width: 420px; }
        .calendar span, .calendar button.day { display: grid; place-items: center; min-height: 44px; padding: 0; border-radius: 6px;
                                               background: var(--surface); color: var(--text); border: 0; min-width: 0; }
        .calendar .done, .calendar button.day.done { background: var(--accent); color: #fff; }
        .calendar span.muted { color: var(--muted); }
        .calendar span.missed { color: var(--muted); text-decoration: line-through; }
        .calendar span.done.imported { background: transparent; color: var(--accent); border: 2px solid var(--accent); }
        .calendar span.unmet { color: var(--accent); border: 1px dashed var(--accent); }
        .calendar span.skipped { color: var(--muted); font-style: italic; border: 1px dashed var(--line); }
        .calendar span.today { outline: 2px solid var(--accent); outline-offset: -2px; font-weight: 600; }
        .calendar small.who { font-size: .7em; line-height: 1; }
        .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
        .calendar span.today.missed { outline-color: var(--muted); }
        .stamped { position: relative; max-width: 320px; container-type: inline-size; }
        .stamped img { width: 100%; height: auto; aspect-ratio: 1; object-fit: cover; display: block; border-radius: 6px; background: #eee; }
        .stamp { position: absolute; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center;
                 text-align: center; font-size: 10cqw; line-height: 1.15; text-shadow: 0 0 4px rgba(0,0,0,.35); }
        .chip.swatch { width: 44px; height: 44px; padding: 0; display: inline-grid; place-items: center; }
        .chip.swatch input { opacity: 0; width: 100%; height: 100%; margin: 0; cursor: pointer; }
        .chip:focus-within, :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
        fieldset.chips, fieldset.stack { border: 0; padding: 0; margin: 0 0 8px; }
        .chip.avatar input { position: absolute; opacity: 0; }
        .chip.swatch.on { outline: 3px solid var(--accent); outline-offset: 2px; }
        .row { display: flex; gap: 8px; overflow-x: auto; padding: 0 0 6px; margin: 0; list-style: none; }
        .row .card { min-width: 140px; }
        dialog { border: 1px solid var(--line); border-radius: 12px; max-width: 320px; }
        #alert-text { white-space: pre-line; }
        @media (max-width: 480px) { .grid { grid-template-columns: repeat(2, 1fr); } main { padding: 8px; } }
        /* Last, so no other rule for main takes it back: the end of a page clears the tab bar. */
        @media (max-width: 640px) { main { padding-bottom: calc(96px + env(safe-area-inset-bottom)); } }
        """
}
