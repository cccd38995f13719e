import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, vi } from 'vitest';
import { FakeWebSocket } from './fake-web-socket.ts';

// findBy… and waitFor wait up to 5 s rather than 1: CI runs the server suites beside these on two
// cores, and a busy core can hold a render past a second.
configure({ asyncUtilTimeout: 5000 });

// Radix measures and captures pointers with browser APIs jsdom lacks.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.setPointerCapture ??= () => {};
// No test opens a real socket: the live connection gets a fake a test can drive. It has only the
// members the app uses, not all of WebSocket's, hence the cast (not an API fixture).
globalThis.WebSocket = FakeWebSocket as unknown as typeof WebSocket;
// sonner puts its 97 CSS rules in the page when it loads. jsdom matches every rule against every
// element whose style a query asks for, and a role query asks for each element's and its
// ancestors' (is it hidden?): the board page's tests took 19 s with them, 14 s without. The
// toasts keep their markup, which is what the tests read; nothing here lays them out.
for (const style of document.head.querySelectorAll('style')) {
  if (style.textContent?.includes('[data-sonner-toaster]')) style.remove();
}

afterEach(() => {
  cleanup();
  // sonner replays the toasts still showing to the next test's Toaster: none outlives its test
  toast.dismiss();
  FakeWebSocket.reset();
  localStorage.clear();
  sessionStorage.clear();
  // files share a worker (vitest.config.ts): a test's fake clock must not reach the next file
  vi.useRealTimers();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

// A toast that closed shortly before the file ends removes itself 200 ms later (sonner's
// un-cancellable timer); let it, while the page still exists, or it throws once jsdom is gone.
afterAll(async () => {
  if (toast.getHistory().length > 0) await new Promise((resolve) => setTimeout(resolve, 250));
});
