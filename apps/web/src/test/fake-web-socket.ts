import type { ServerMessage } from '@shortlist/contracts';
import { act } from '@testing-library/react';

/**
 * A WebSocket that never touches the network (installed on globalThis by test/setup.ts): a test
 * opens it, feeds it server messages and closes it, and reads what the page sent.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  readonly sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  /** The newest socket the page opened. */
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('No WebSocket was opened');
    return socket;
  }

  static reset(): void {
    FakeWebSocket.instances = [];
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.(new CloseEvent('close', { code }));
  }

  // what the server does

  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  receive(message: ServerMessage): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  /** open, then the server's hello: the page is connected */
  connect(unreadCount = 0, userId = 1): void {
    this.open();
    this.receive({ type: 'hello', user_id: userId, unread_count: unreadCount });
  }

  drop(code = 1006): void {
    this.close(code);
  }
}

/** React-aware versions for component tests. */
export const serverSays = (socket: FakeWebSocket, message: ServerMessage) =>
  act(() => socket.receive(message));
export const serverConnects = (socket: FakeWebSocket, unreadCount = 0) =>
  act(() => socket.connect(unreadCount));
