import { vi } from 'vitest';

export type XhrAnswer = { status: number; body: unknown };
export type XhrCall = { method: string; url: string; form: FormData };

/**
 * Replaces XMLHttpRequest (used for uploads with progress) with a stub that reports full upload
 * progress and answers from `answer`. Returns the calls made.
 */
export function stubUploads(answer: (call: XhrCall) => XhrAnswer): XhrCall[] {
  const calls: XhrCall[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    abort() {}
    send(form: FormData) {
      const call = { method: this.method, url: this.url, form };
      calls.push(call);
      const { status, body } = answer(call);
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return calls;
}
