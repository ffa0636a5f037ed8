import { Observable } from 'rxjs';
import { HttpError } from './http-error.ts';

/** One Server-Sent Event as the stream delivered it. */
export interface StreamEvent {
  /** The event's id, when it had one (the position to resume from). */
  id: string | null;
  event: string;
  data: string;
}

export interface EventStreamRequest {
  url: string;
  headers: Record<string, string>;
  /** Sent as Last-Event-ID, so the server replays what was missed since. */
  lastEventId: string | null;
}

/**
 * Reads a Server-Sent Events stream with fetch rather than EventSource, which cannot send the
 * Authorization header every call of this app carries (a token in the URL would end up in logs).
 * The observable completes when the server ends the stream and errors with an HttpError when it
 * refuses it or the network drops; reconnecting (with the last id seen) is the caller's choice.
 */
export function eventStream({ url, headers, lastEventId }: EventStreamRequest, fetchImpl: typeof fetch = (...args) => fetch(...args)): Observable<StreamEvent> {
  return new Observable<StreamEvent>((subscriber) => {
    const abort = new AbortController();
    const requestHeaders: Record<string, string> = { ...headers, Accept: 'text/event-stream' };
    if (lastEventId !== null) requestHeaders['Last-Event-ID'] = lastEventId;
    void (async () => {
      let response: Response;
      try {
        response = await fetchImpl(url, { headers: requestHeaders, signal: abort.signal, cache: 'no-store' });
      } catch {
        if (!abort.signal.aborted) subscriber.error(new HttpError(0, null, url, 'The live connection could not be opened.'));
        return;
      }
      if (!response.ok || !response.body) {
        const text = await response.text().catch(() => '');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON: keep the text.
        }
        subscriber.error(new HttpError(response.status, body, url, `The live connection was refused (${response.status}).`));
        return;
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const parser = createEventParser((event) => subscriber.next(event));
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parser(value);
        }
        subscriber.complete();
      } catch {
        if (!abort.signal.aborted) subscriber.error(new HttpError(0, null, url, 'The live connection was lost.'));
      }
    })();
    return () => abort.abort();
  });
}

/**
 * The event-stream format (HTML's "Server-sent events" section): lines of `field: value`, an
 * event ends at an empty line, `:` starts a comment, `id` persists until another replaces it.
 */
export function createEventParser(onEvent: (event: StreamEvent) => void): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | null = null;
  let sawId = false;
  return (chunk) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) onEvent({ id: sawId ? id : null, event: event || 'message', data: data.join('\n') });
        event = '';
        data = [];
        sawId = false;
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id' && !value.includes('\0')) {
        id = value;
        sawId = true;
      }
    }
  };
}
