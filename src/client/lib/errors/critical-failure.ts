import { browserStorage } from '../storage.ts';

/**
 * SPEC §2's critical-failure screen, for when the app itself cannot load: the root fails to mount, or
 * a lazily loaded chunk fails to download. It is built with plain DOM calls, not React, because the
 * chunk holding React may be the very thing that failed; main.tsx and the router's error element both
 * draw it. Its classes are Tailwind's, compiled into the stylesheet the entry already loaded.
 */
export const CRITICAL_RELOAD_DELAY_MS = 500;

export const criticalFailureText = {
  title: 'Application Error',
  body: "We're sorry, but the application encountered a critical error and couldn't load properly.",
  reload: 'Reload Application',
  home: 'Go to Homepage',
  clear: 'Clear Application Data',
  cleared: 'Storage cleared. The page will now reload.',
} as const;

type Deps = {
  storages?: ({ clear(): void } | undefined)[];
  alert?: (message: string) => void;
  reload?: () => void;
  schedule?: (run: () => void, ms: number) => void;
};

/** Clear Application Data: wipe local and session storage, say so, reload after 0.5 s (SPEC §2, §9). */
export function clearApplicationData(deps: Deps = {}) {
  const storages = deps.storages ?? [browserStorage('localStorage'), browserStorage('sessionStorage')];
  for (const storage of storages) {
    try {
      storage?.clear();
    } catch {
      // A store the browser refuses to touch cannot hold the bad state either.
    }
  }
  (deps.alert ?? ((message) => window.alert(message)))(criticalFailureText.cleared);
  (deps.schedule ?? ((run, ms) => window.setTimeout(run, ms)))(
    deps.reload ?? (() => window.location.reload()),
    CRITICAL_RELOAD_DELAY_MS,
  );
}

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) => {
  const node = document.createElement(tag);
  node.className = className;
  if (text) node.textContent = text;
  return node;
};

const BUTTON =
  'inline-flex h-10 cursor-pointer items-center justify-center rounded-md px-4 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none';
const PRIMARY = `${BUTTON} bg-primary text-primary-foreground hover:bg-primary/90`;
const OUTLINE = `${BUTTON} border border-input bg-background hover:bg-accent hover:text-accent-foreground`;

/** Replaces `container`'s content with the screen. */
export function renderCriticalFailure(container: HTMLElement) {
  document.title = `${criticalFailureText.title} · Coldsmith`;
  const main = el('main', 'flex min-h-dvh items-center justify-center bg-muted/40 px-4 py-16');
  main.id = 'main-content';
  const card = el('div', 'grid w-full max-w-lg gap-6 rounded-xl border bg-background p-8 text-center shadow-sm');
  const reload = el('button', PRIMARY, criticalFailureText.reload);
  reload.type = 'button';
  reload.addEventListener('click', () => window.location.reload());
  const home = el('a', OUTLINE, criticalFailureText.home);
  home.href = '/';
  const clear = el('button', OUTLINE, criticalFailureText.clear);
  clear.type = 'button';
  clear.addEventListener('click', () => clearApplicationData());
  const actions = el('div', 'flex flex-wrap justify-center gap-3');
  actions.append(reload, home, clear);
  card.append(
    el('h1', 'text-2xl font-semibold tracking-tight', criticalFailureText.title),
    el('p', 'text-muted-foreground', criticalFailureText.body),
    actions,
  );
  main.append(card);
  container.replaceChildren(main);
}
