import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export type Handler = (request: SeenRequest, response: ServerResponse) => void | Promise<void>;

/** A real HTTP server on 127.0.0.1, port 0; each test sets `handler` and reads `seen`. */
export interface TestServer {
  baseUrl: string;
  seen: SeenRequest[];
  handler: Handler;
  close(): Promise<void>;
}

export function sendJson(response: ServerResponse, body: unknown, status = 200): void {
  response.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8' });
  response.end(JSON.stringify(body));
}

export async function startServer(): Promise<TestServer> {
  const sockets = new Set<import('node:net').Socket>();
  const state: TestServer = {
    baseUrl: '',
    seen: [],
    handler: (_request, response) => sendJson(response, { code: 200, msg: 'ok' }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const seen: SeenRequest = {
      method: request.method ?? '',
      url: new URL(request.url ?? '/', 'http://127.0.0.1'),
      headers: request.headers,
      body: Buffer.concat(chunks),
    };
    state.seen.push(seen);
    try {
      await state.handler(seen, response);
    } catch (error) {
      response.writeHead(599).end(String(error));
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  return state;
}
