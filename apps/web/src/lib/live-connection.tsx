import {
  type ClientMessage,
  REALTIME_PATH,
  type RealtimeTicket,
  type ServerMessage,
} from '@shortlist/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { api } from './api-client.ts';
import { onAccessTokenChange } from './auth-storage.ts';
import { LiveSocket, type LiveStatus } from './live-socket.ts';

export type { LiveStatus } from './live-socket.ts';

export type LiveListener = (message: ServerMessage) => void;

export type LiveConnection = {
  status: LiveStatus;
  /** every server message, until the returned function is called */
  subscribe: (listener: LiveListener) => () => void;
  /** false when the socket is not connected: the caller falls back to HTTP */
  send: (message: ClientMessage) => boolean;
};

/** Outside the signed-in shell (and in component tests) there is no socket: always offline. */
const OFFLINE: LiveConnection = { status: 'disconnected', subscribe: () => () => {}, send: () => false };

const LiveContext = createContext<LiveConnection>(OFFLINE);

export function realtimeUrl(ticket: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${REALTIME_PATH}?ticket=${encodeURIComponent(ticket)}`;
}

async function fetchTicket(): Promise<string> {
  const { ticket } = await api.post<RealtimeTicket>('/realtime/ticket/');
  return ticket;
}

/**
 * One socket for the signed-in session (DESIGN.md §8 Live). Mounted by the shell; a new access
 * token (refresh, sign-in) renews the socket, signing out closes it. After a reconnect every query
 * is invalidated once: whatever happened while the socket was down was not announced.
 */
export function LiveConnectionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const listeners = useRef(new Set<LiveListener>());
  const [socket] = useState(
    () =>
      new LiveSocket({
        fetchTicket,
        url: realtimeUrl,
        onMessage: (message) => {
          for (const listener of listeners.current) listener(message);
        },
        onReconnected: () => void queryClient.invalidateQueries(),
      }),
  );
  const status = useSyncExternalStore(socket.subscribeStatus, () => socket.status);

  useEffect(() => {
    socket.start();
    const stopWatchingToken = onAccessTokenChange((token) => (token ? socket.renew() : socket.stop()));
    const online = () => socket.retryNow();
    window.addEventListener('online', online);
    return () => {
      stopWatchingToken();
      window.removeEventListener('online', online);
      socket.stop();
    };
  }, [socket]);

  const subscribe = useCallback((listener: LiveListener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  const send = useCallback((message: ClientMessage) => socket.send(message), [socket]);
  const value = useMemo<LiveConnection>(() => ({ status, subscribe, send }), [status, subscribe, send]);
  return <LiveContext value={value}>{children}</LiveContext>;
}

export function useLiveConnection(): LiveConnection {
  return use(LiveContext);
}

/** Calls `listener` (its latest version) for every server message while the component is mounted. */
export function useLiveMessages(listener: LiveListener): void {
  const { subscribe } = useLiveConnection();
  const latest = useRef(listener);
  useLayoutEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribe((message) => latest.current(message)), [subscribe]);
}
