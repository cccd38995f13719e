import { type ClientMessage, REALTIME_HEARTBEAT_MS, type ServerMessage } from '@shortlist/contracts';

export type LiveStatus = 'connected' | 'connecting' | 'disconnected';

export const RECONNECT_INITIAL_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/** Two missed pings and a little slack: a socket that silent is half-open, so start again. */
const SILENCE_LIMIT_MS = 2 * REALTIME_HEARTBEAT_MS + 5_000;

/**
 * The wait before reconnect attempt `attempt` (0-based): 1 s doubling up to 30 s, each spread by
 * ±20 % so that the browsers a restarted server dropped do not all come back in the same second.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = RECONNECT_INITIAL_MS * 2 ** Math.min(attempt, 16);
  return Math.round(Math.min(RECONNECT_MAX_MS, base * (0.8 + 0.4 * random())));
}

type LiveSocketOptions = {
  /** POST /realtime/ticket/: rejects when no ticket can be had (offline, server down) */
  fetchTicket: () => Promise<string>;
  url: (ticket: string) => string;
  onMessage: (message: ServerMessage) => void;
  /** after the second and later `hello`s: events were missed while the socket was down */
  onReconnected: () => void;
  random?: () => number;
};

/**
 * One live connection to /ws/notifications/ (DESIGN.md §8 Live): a fresh ticket per attempt,
 * pongs for the server's pings, and reconnection with backoff after any close until `stop()`.
 * Plain TypeScript so it can be driven with fake timers; `live-connection.tsx` puts it in React.
 */
export class LiveSocket {
  status: LiveStatus = 'disconnected';
  private readonly options: LiveSocketOptions;
  private socket: WebSocket | null = null;
  private stopped = true;
  private attempt = 0;
  private generation = 0;
  private connectedBefore = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private silenceTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly statusListeners = new Set<() => void>();

  constructor(options: LiveSocketOptions) {
    this.options = options;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.drop();
    this.setStatus('disconnected');
  }

  /** The credentials changed: a socket opened with the old ones is replaced at once. */
  renew(): void {
    if (this.stopped || this.status === 'connecting') return;
    this.drop();
    this.attempt = 0;
    this.connect();
  }

  /** Back online, say: skip the rest of the wait. */
  retryNow(): void {
    if (this.stopped || this.status !== 'disconnected') return;
    this.drop();
    this.connect();
  }

  send(message: ClientMessage): boolean {
    if (this.status !== 'connected' || !this.socket || this.socket.readyState !== WebSocket.OPEN)
      return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  subscribeStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  private connect(): void {
    const generation = ++this.generation;
    this.setStatus('connecting');
    this.options.fetchTicket().then(
      (ticket) => {
        if (generation === this.generation && !this.stopped) this.open(ticket, generation);
      },
      () => {
        if (generation === this.generation && !this.stopped) this.scheduleReconnect();
      },
    );
  }

  private open(ticket: string, generation: number): void {
    const socket = new WebSocket(this.options.url(ticket));
    this.socket = socket;
    const current = () => generation === this.generation && this.socket === socket;
    socket.onmessage = (event) => {
      if (!current()) return;
      this.watchSilence();
      const message = parse(event.data);
      if (!message) return;
      if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' } satisfies ClientMessage));
      if (message.type === 'hello') {
        this.attempt = 0;
        this.setStatus('connected');
        if (this.connectedBefore) this.options.onReconnected();
        this.connectedBefore = true;
      }
      this.options.onMessage(message);
    };
    // a refused ticket, a server restart, a network change: all end here, and all retry
    socket.onclose = () => {
      if (!current()) return;
      this.socket = null;
      clearTimeout(this.silenceTimer);
      this.scheduleReconnect();
    };
    this.watchSilence();
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    this.setStatus('disconnected');
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.connect(), reconnectDelay(this.attempt, this.options.random));
    this.attempt += 1;
  }

  private watchSilence(): void {
    clearTimeout(this.silenceTimer);
    const socket = this.socket;
    this.silenceTimer = setTimeout(() => socket?.close(4000, 'heartbeat missed'), SILENCE_LIMIT_MS);
  }

  /** Forgets the current socket and any pending attempt without scheduling another. */
  private drop(): void {
    this.generation += 1;
    clearTimeout(this.retryTimer);
    clearTimeout(this.silenceTimer);
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= WebSocket.OPEN) socket.close(1000, 'client closed');
  }

  private setStatus(status: LiveStatus): void {
    if (this.status === status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener();
  }
}

function parse(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as unknown;
    if (message && typeof message === 'object' && typeof (message as { type?: unknown }).type === 'string') {
      return message as ServerMessage;
    }
  } catch {
    // not JSON: ignored, like any message this client does not know
  }
  return null;
}
