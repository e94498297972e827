import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

// Node answers a request it cannot parse itself, before Express: a request head over its 16 kB limit gets
// an empty 431. Under /api every answer is JSON (A5), so this listener writes that 431 with the API's error
// body; other errors, and a 431 for a page, are answered as Node would (a listener replaces Node's own
// answer). Which path it was is read from the bytes Node failed on; when the head arrived in several
// packets they no longer start with the request line, and the JSON answer is given: still a 431.

const REQUEST_LINE = /^[A-Z]+ (\S*)/;
const TOO_LARGE_BODY = JSON.stringify({ message: 'Request header fields too large' });

function rawResponse(status: string, headers: string[], body = ''): string {
  return [`HTTP/1.1 ${status}`, ...headers, 'Connection: close', '', body].join('\r\n');
}

const NODE_RESPONSES: Record<string, string> = {
  HPE_HEADER_OVERFLOW: rawResponse('431 Request Header Fields Too Large', []),
  HPE_CHUNK_EXTENSIONS_OVERFLOW: rawResponse('413 Payload Too Large', []),
  ERR_HTTP_REQUEST_TIMEOUT: rawResponse('408 Request Timeout', []),
};
const BAD_REQUEST = rawResponse('400 Bad Request', []);

const API_TOO_LARGE = rawResponse(
  '431 Request Header Fields Too Large',
  ['Content-Type: application/json; charset=utf-8', `Content-Length: ${Buffer.byteLength(TOO_LARGE_BODY)}`, 'Cache-Control: no-store'],
  TOO_LARGE_BODY,
);

/** Installs the 'clientError' listener on the server (one line in server/index.ts; tests use it too). */
export function answerClientErrors(server: Server): void {
  server.on(
    'clientError',
    (err: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex & { _httpMessage?: { headersSent: boolean } }) => {
      // As Node does: answer only if no answer on this connection has started.
      if (socket.writable && !socket._httpMessage?.headersSent) {
        const path = REQUEST_LINE.exec(err.rawPacket?.subarray(0, 256).toString('latin1') ?? '')?.[1];
        const api = err.code === 'HPE_HEADER_OVERFLOW' && (path === undefined || /^\/api(?:[/?]|$)/.test(path));
        socket.write(api ? API_TOO_LARGE : (NODE_RESPONSES[err.code ?? ''] ?? BAD_REQUEST));
      }
      socket.destroy(err);
    },
  );
}
