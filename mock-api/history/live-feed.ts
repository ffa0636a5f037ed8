import type { Response } from 'express';
import type { HistoryRecord } from '../store/model.ts';
import type { FileHistory } from './file-history.ts';

/**
 * The agency's live feed, as Server-Sent Events: every history entry once it is durable (`change`,
 * with the entry's number in the agency's chain as the event id) and who has which file open
 * (`presence`, no id). A stream that reconnects with `Last-Event-ID` gets the entries it missed.
 *
 * Nobody's stream can hold up another's: a client that stops reading is dropped once a bounded
 * amount is waiting for it (it reconnects and replays), each person and each agency has a cap on
 * open streams, and a stream ends when its token expires, so a signed-out or deactivated person
 * stops receiving within a token's lifetime.
 */

export interface LiveFeedLimits {
  /** A comment line this often keeps proxies from closing a quiet stream. */
  keepAliveMs: number;
  /** Presence not renewed for this long is gone (the app renews it every 10 s). */
  presenceTtlMs: number;
  sweepMs: number;
  streamsPerUser: number;
  streamsPerTenant: number;
  /** A stream with more than this many bytes waiting is dropped (a client that does not read). */
  maxBufferedBytes: number;
  /** At most this many missed entries are replayed; a client further behind is told to reload. */
  maxReplay: number;
  /** Tabs of one person, and presences of one agency, kept at most. */
  tabsPerUser: number;
  presencesPerTenant: number;
}

export const DEFAULT_LIVE_FEED_LIMITS: LiveFeedLimits = {
  keepAliveMs: 15_000,
  presenceTtlMs: 25_000,
  sweepMs: 5_000,
  streamsPerUser: 8,
  streamsPerTenant: 400,
  maxBufferedBytes: 1 << 20,
  maxReplay: 500,
  tabsPerUser: 10,
  presencesPerTenant: 2_000,
};

export type PresenceState = 'viewing' | 'editing';

export interface Presence {
  userId: string;
  name: string;
  state: PresenceState;
  /** The field being edited, and its label as the agent reads it. */
  field: string | null;
  label: string | null;
  since: string;
}

interface TabPresence extends Presence {
  tab: string;
  renewedAt: number;
}

interface Stream {
  tenantId: number;
  userId: string;
  res: Response;
  /** Whether the person may still receive: false once deactivated, signed out or past the session's limit. */
  allowed: () => boolean;
  close: () => void;
}

/** What an entry looks like on the wire: without the agency (the stream is the agency's). */
export function changeEventOf(entry: HistoryRecord, fileNumber: string): Omit<HistoryRecord, 'tenantId' | 'prev' | 'records'> & { fileNumber: string } {
  const { tenantId: _tenant, prev: _prev, records: _records, ...event } = entry;
  return { ...event, fileNumber };
}

export class LiveFeed {
  private readonly streams = new Map<number, Set<Stream>>();
  /** Per agency, per file, per `userId:tab`. */
  private readonly presence = new Map<number, Map<string, Map<string, TabPresence>>>();
  private readonly sweeper: NodeJS.Timeout;
  private readonly unsubscribe: () => void;
  private readonly history: FileHistory;
  /** The file number an entry's order has now, sent with each change so lists can name the file. */
  private readonly fileNumberOf: (orderGuid: string) => string;
  private readonly limits: LiveFeedLimits;

  constructor(history: FileHistory, fileNumberOf: (orderGuid: string) => string, limits: LiveFeedLimits = DEFAULT_LIVE_FEED_LIMITS) {
    this.history = history;
    this.fileNumberOf = fileNumberOf;
    this.limits = limits;
    this.unsubscribe = history.subscribe((entries) => {
      for (const entry of entries) this.broadcast(entry.tenantId, frame('change', changeEventOf(entry, this.fileNumberOf(entry.orderGuid)), entry.n));
    });
    this.sweeper = setInterval(() => this.sweep(), limits.sweepMs);
    this.sweeper.unref();
  }

  /** Streams open now, for the bench and tests. */
  get openStreams(): number {
    let count = 0;
    for (const set of this.streams.values()) count += set.size;
    return count;
  }

  /**
   * Opens a stream for a verified caller. `lastEventId` (the header a reconnecting EventSource
   * sends) replays what was missed; `expiresAt` (the token's, in ms) ends the stream.
   * Returns false, with nothing written, when the caller already has too many streams.
   */
  open(res: Response, caller: { tenantId: number; userId: string; allowed?: () => boolean }, lastEventId: number | null, expiresAt: number): 'opened' | 'too-many-for-user' | 'too-many-for-agency' {
    const set = this.streams.get(caller.tenantId) ?? new Set<Stream>();
    if (set.size >= this.limits.streamsPerTenant) return 'too-many-for-agency';
    if ([...set].filter((stream) => stream.userId === caller.userId).length >= this.limits.streamsPerUser) return 'too-many-for-user';
    this.streams.set(caller.tenantId, set);
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: the app server's compression would otherwise hold events back in its buffer.
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), this.limits.keepAliveMs);
    const expiry = setTimeout(() => stream.close(), Math.max(0, expiresAt - Date.now()));
    keepAlive.unref();
    expiry.unref();
    const stream: Stream = {
      tenantId: caller.tenantId,
      userId: caller.userId,
      res,
      allowed: caller.allowed ?? (() => true),
      close: () => {
        clearInterval(keepAlive);
        clearTimeout(expiry);
        set.delete(stream);
        if (set.size === 0 && this.streams.get(caller.tenantId) === set) this.streams.delete(caller.tenantId);
        if (!res.writableEnded) res.end();
      },
    };
    set.add(stream);
    res.on('close', stream.close);

    const head = this.history.headNumber(caller.tenantId);
    res.write(`retry: 3000\n\n`);
    if (lastEventId !== null && lastEventId < head) {
      if (head - lastEventId > this.limits.maxReplay) {
        // Too far behind to replay: the app reloads what it shows.
        this.send(stream, frame('reset', { head }, head));
      } else {
        for (const entry of this.history.after(caller.tenantId, lastEventId, this.limits.maxReplay)) {
          this.send(stream, frame('change', changeEventOf(entry, this.fileNumberOf(entry.orderGuid)), entry.n));
        }
      }
    }
    // Where this stream stands, so a reconnection resumes from here even if nothing happens first.
    this.send(stream, frame('ready', { head }, lastEventId !== null && lastEventId > head ? null : head));
    for (const [orderGuid, tabs] of this.presence.get(caller.tenantId) ?? []) {
      if (tabs.size > 0) this.send(stream, frame('presence', { orderGuid, people: this.people(caller.tenantId, orderGuid) }));
    }
    return 'opened';
  }

  private send(stream: Stream, text: string | Buffer): void {
    if (stream.res.writableEnded) return;
    // Checked before every event, so nothing reaches a person after they left; the sweep ends idle ones.
    if (stream.res.writableLength > this.limits.maxBufferedBytes || !stream.allowed()) {
      stream.close();
      return;
    }
    stream.res.write(text);
  }

  private broadcast(tenantId: number, text: string): void {
    const streams = this.streams.get(tenantId);
    if (!streams || streams.size === 0) return;
    // Encoded once for every stream of the agency.
    const bytes = Buffer.from(text);
    for (const stream of [...streams]) this.send(stream, bytes);
  }

  /** Who has the file open, one line per person (editing wins over viewing), longest there first. */
  people(tenantId: number, orderGuid: string): Presence[] {
    const byUser = new Map<string, Presence>();
    for (const tab of this.presence.get(tenantId)?.get(orderGuid)?.values() ?? []) {
      const known = byUser.get(tab.userId);
      if (!known || (known.state === 'viewing' && tab.state === 'editing')) {
        byUser.set(tab.userId, { userId: tab.userId, name: tab.name, state: tab.state, field: tab.field, label: tab.label, since: known && known.since < tab.since ? known.since : tab.since });
      }
    }
    return [...byUser.values()].sort((a, b) => a.since.localeCompare(b.since));
  }

  /** Sets (or renews) a tab's presence on a file; tells the agency when what it shows changes. */
  setPresence(tenantId: number, orderGuid: string, presence: Omit<TabPresence, 'renewedAt' | 'since'>): void {
    const files = this.presence.get(tenantId) ?? new Map<string, Map<string, TabPresence>>();
    this.presence.set(tenantId, files);
    // One tab is on one file: opening another file moves it.
    for (const [other, tabs] of files) if (other !== orderGuid && tabs.delete(`${presence.userId}:${presence.tab}`)) this.presenceChanged(tenantId, other);
    const tabs = files.get(orderGuid) ?? new Map<string, TabPresence>();
    files.set(orderGuid, tabs);
    const key = `${presence.userId}:${presence.tab}`;
    const before = tabs.get(key);
    tabs.set(key, { ...presence, since: before?.since ?? new Date().toISOString(), renewedAt: Date.now() });
    this.bound(tenantId, presence.userId);
    if (!before || before.state !== presence.state || before.field !== presence.field) this.presenceChanged(tenantId, orderGuid);
  }

  clearPresence(tenantId: number, orderGuid: string, userId: string, tab: string): void {
    if (this.presence.get(tenantId)?.get(orderGuid)?.delete(`${userId}:${tab}`)) this.presenceChanged(tenantId, orderGuid);
  }

  /** Keeps a person's tabs and an agency's presences within bounds, dropping the least recently renewed. */
  private bound(tenantId: number, userId: string): void {
    const all: [Map<string, TabPresence>, string, TabPresence][] = [];
    for (const tabs of this.presence.get(tenantId)?.values() ?? []) for (const [key, tab] of tabs) all.push([tabs, key, tab]);
    all.sort((a, b) => a[2].renewedAt - b[2].renewedAt);
    const mine = all.filter(([, , tab]) => tab.userId === userId);
    for (const [tabs, key] of mine.slice(0, Math.max(0, mine.length - this.limits.tabsPerUser))) tabs.delete(key);
    for (const [tabs, key] of all.slice(0, Math.max(0, all.length - this.limits.presencesPerTenant))) tabs.delete(key);
  }

  private presenceChanged(tenantId: number, orderGuid: string): void {
    const files = this.presence.get(tenantId);
    if (files?.get(orderGuid)?.size === 0) files.delete(orderGuid);
    if (files?.size === 0) this.presence.delete(tenantId);
    this.broadcast(tenantId, frame('presence', { orderGuid, people: this.people(tenantId, orderGuid) }));
  }

  /** Drops presence not renewed in time (a closed tab that could not say so, a lost network). */
  sweep(now = Date.now()): void {
    this.endStreamsOfPeopleWhoLeft();
    for (const [tenantId, files] of [...this.presence]) {
      for (const [orderGuid, tabs] of [...files]) {
        let changed = false;
        for (const [key, tab] of [...tabs]) {
          if (now - tab.renewedAt > this.limits.presenceTtlMs) {
            tabs.delete(key);
            changed = true;
          }
        }
        if (changed) this.presenceChanged(tenantId, orderGuid);
      }
    }
  }

  /**
   * Ends the streams of people who may no longer receive (deactivated, signed out everywhere,
   * password reset, session over). Called by the sweep and at once by the routes that end sessions.
   */
  endStreamsOfPeopleWhoLeft(): void {
    for (const set of [...this.streams.values()]) {
      for (const stream of [...set]) if (!stream.allowed()) stream.close();
    }
  }

  /** Ends every stream and timer (server stop, tests). */
  close(): void {
    clearInterval(this.sweeper);
    this.unsubscribe();
    for (const set of [...this.streams.values()]) for (const stream of [...set]) stream.close();
  }
}

/** One Server-Sent Event; `id` moves the client's Last-Event-ID (presence leaves it alone). */
function frame(event: string, data: unknown, id?: number | null): string {
  return `${id === undefined || id === null ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
