import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../test/fake-web-socket.ts';
import { LiveSocket, reconnectDelay } from './live-socket.ts';

function liveSocket(fetchTicket: () => Promise<string> = async () => 'ticket-1') {
  const onMessage = vi.fn();
  const onReconnected = vi.fn();
  const socket = new LiveSocket({
    fetchTicket,
    url: (ticket) => `ws://localhost/ws/notifications/?ticket=${ticket}`,
    onMessage,
    onReconnected,
    random: () => 0.5,
  });
  return { socket, onMessage, onReconnected };
}

/** lets the ticket promise settle */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('live socket', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 1 s, then doubles up to 30 s, between attempts, spread by ±20 %', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => reconnectDelay(attempt, () => 0.5))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(reconnectDelay(0, () => 0)).toBe(800);
    expect(reconnectDelay(0, () => 1)).toBe(1200);
    expect(reconnectDelay(8, () => 1)).toBe(30000);
  });

  it('opens the socket with a fresh ticket and is connected once the server says hello', async () => {
    const { socket, onMessage } = liveSocket();
    socket.start();
    expect(socket.status).toBe('connecting');
    await settle();

    const ws = FakeWebSocket.latest();
    expect(ws.url).toBe('ws://localhost/ws/notifications/?ticket=ticket-1');
    ws.connect(3);
    expect(socket.status).toBe('connected');
    expect(onMessage).toHaveBeenCalledWith({ type: 'hello', user_id: 1, unread_count: 3 });
    socket.stop();
  });

  it('answers every ping with a pong', async () => {
    const { socket } = liveSocket();
    socket.start();
    await settle();
    const ws = FakeWebSocket.latest();
    ws.connect();

    ws.receive({ type: 'ping' });

    expect(ws.sent).toEqual([{ type: 'pong' }]);
    socket.stop();
  });

  it('reconnects with a new ticket after 1, 2 and 4 s while the server keeps refusing', async () => {
    let issued = 0;
    const { socket } = liveSocket(async () => `ticket-${++issued}`);
    socket.start();
    await settle();

    for (const wait of [1000, 2000, 4000]) {
      FakeWebSocket.latest().drop(4401);
      expect(socket.status).toBe('disconnected');
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(FakeWebSocket.instances).toHaveLength(issued);
      await vi.advanceTimersByTimeAsync(1);
      expect(socket.status).toBe('connecting');
    }
    expect(FakeWebSocket.instances.map((ws) => ws.url.split('=')[1])).toEqual([
      'ticket-1',
      'ticket-2',
      'ticket-3',
      'ticket-4',
    ]);
    socket.stop();
  });

  it('keeps retrying when no ticket can be had, and starts again at 1 s after a good connection', async () => {
    let failing = true;
    const { socket } = liveSocket(async () => {
      if (failing) throw new Error('offline');
      return 'ticket';
    });
    socket.start();
    await settle();
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    expect(FakeWebSocket.instances).toHaveLength(0);

    failing = false;
    await vi.advanceTimersByTimeAsync(8000);
    FakeWebSocket.latest().connect();
    FakeWebSocket.latest().drop();
    await vi.advanceTimersByTimeAsync(1000);

    expect(FakeWebSocket.instances).toHaveLength(2);
    socket.stop();
  });

  it('reports a reconnect (so pages refetch) but not the first connection', async () => {
    const { socket, onReconnected } = liveSocket();
    socket.start();
    await settle();
    FakeWebSocket.latest().connect();
    expect(onReconnected).not.toHaveBeenCalled();

    FakeWebSocket.latest().drop();
    await vi.advanceTimersByTimeAsync(1000);
    FakeWebSocket.latest().connect();

    expect(onReconnected).toHaveBeenCalledTimes(1);
    socket.stop();
  });

  it('sends only while connected', async () => {
    const { socket } = liveSocket();
    socket.start();
    expect(socket.send({ type: 'mark_all_read' })).toBe(false);
    await settle();
    const ws = FakeWebSocket.latest();
    ws.connect();

    expect(socket.send({ type: 'mark_read', id: 4 })).toBe(true);
    expect(ws.sent).toEqual([{ type: 'mark_read', id: 4 }]);
    socket.stop();
  });

  it('closes a socket that has been silent for two pings and opens another', async () => {
    const { socket } = liveSocket();
    socket.start();
    await settle();
    FakeWebSocket.latest().connect();

    await vi.advanceTimersByTimeAsync(55_000);
    expect(socket.status).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    socket.stop();
  });

  it('replaces the socket when the access token changes, and stays closed once stopped', async () => {
    const { socket } = liveSocket();
    socket.start();
    await settle();
    const first = FakeWebSocket.latest();
    first.connect();

    socket.renew();
    await settle();
    expect(first.readyState).toBe(FakeWebSocket.CLOSED);
    expect(FakeWebSocket.instances).toHaveLength(2);

    socket.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(socket.status).toBe('disconnected');
  });
});
