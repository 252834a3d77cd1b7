import { type LiveMessage, limits, type ReactionsMessage } from '@vitrine/contract';

/** The real-time client is inactive, active (connected or trying) or deactivating. */
export type LiveState = 'inactive' | 'active' | 'deactivating';

/** What one connection attempt needs; a new token or language means a new connection. */
export interface LiveConnectOptions {
  token: string | null;
  language: string;
  topics: string[];
}

export interface LiveConnectionHandlers {
  onMessage: (message: LiveMessage) => void;
  /** A post's new likes and comments: not a notification, so never a toast. */
  onReactions: (message: ReactionsMessage) => void;
  /** The connection is gone (closed by either side, refused, or heart-beats missed). */
  onClose: () => void;
}

/** One open connection; `close` must end in `onClose` once the socket is down. */
export interface LiveConnection {
  close: () => void;
}

export type LiveTransport = (options: LiveConnectOptions, handlers: LiveConnectionHandlers) => LiveConnection;

export interface LiveClientOptions {
  transport: LiveTransport;
  onMessage: (message: LiveMessage) => void;
  onReactions?: (message: ReactionsMessage) => void;
  onStateChange?: (state: LiveState) => void;
  reconnectMs?: number;
}

/**
 * Keeps one live connection open while active. The reconnect loop is ours rather than the STOMP
 * library's so that a session change (new token, other topics) reconnects at once and the
 * states of the original client are observable and testable without a server.
 */
export class LiveClient {
  private current: LiveConnection | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private options: LiveConnectOptions = { token: null, language: 'pt-BR', topics: [] };
  private stateValue: LiveState = 'inactive';
  private readonly reconnectMs: number;

  constructor(private readonly config: LiveClientOptions) {
    this.reconnectMs = config.reconnectMs ?? limits.liveReconnectMs;
  }

  get state(): LiveState {
    return this.stateValue;
  }

  get reconnectPending(): boolean {
    return this.reconnectTimer !== null;
  }

  /** Connects (or reconnects at once with the new options when already active). */
  activate(options: LiveConnectOptions): void {
    this.options = options;
    this.cancelReconnect();
    if (this.current) this.drop();
    this.setState('active');
    this.open();
  }

  /** Cancels a scheduled reconnect and closes the connection; inactive once it is down. */
  deactivate(): void {
    if (this.stateValue === 'inactive') return;
    this.cancelReconnect();
    if (!this.current) {
      this.setState('inactive');
      return;
    }
    this.setState('deactivating');
    const connection = this.current;
    connection.close();
  }

  private open(): void {
    let connection: LiveConnection | null = null;
    const handlers: LiveConnectionHandlers = {
      onMessage: (message) => {
        if (this.current === connection) this.config.onMessage(message);
      },
      onReactions: (message) => {
        if (this.current === connection) this.config.onReactions?.(message);
      },
      onClose: () => {
        // A connection we already replaced or dropped says nothing about the current state.
        if (this.current !== connection) return;
        this.current = null;
        if (this.stateValue === 'deactivating') this.setState('inactive');
        else if (this.stateValue === 'active') this.scheduleReconnect();
      },
    };
    connection = this.config.transport(this.options, handlers);
    this.current = connection;
  }

  /** Forgets the current connection without treating its close as a loss. */
  private drop(): void {
    const connection = this.current;
    this.current = null;
    connection?.close();
  }

  private scheduleReconnect(): void {
    this.cancelReconnect();
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.stateValue === 'active') this.open();
    }, this.reconnectMs);
  }

  private cancelReconnect(): void {
    if (this.reconnectTimer !== null) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  private setState(state: LiveState): void {
    if (state === this.stateValue) return;
    this.stateValue = state;
    this.config.onStateChange?.(state);
  }
}
