import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiPackageDir } from '../src/config';

/** `pnpm serve` in a process of its own, answering on 127.0.0.1:port. */
export interface ApiProcess {
  port: number;
  child: ChildProcess;
  /** The exit code once the process has ended. */
  exited: Promise<number | null>;
  /**
   * The exit code and, when it is not the one expected, what the process printed once it
   * answered (its errors: a failure message shows them first), or all of it when it never did.
   */
  exitedWith(expected: number): Promise<{ code: number | null; output?: string }>;
  /** What it printed, for failure messages. */
  output(): string;
  /** Ends it at once if a test left it running. */
  kill(): void;
}

export interface HttpReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * Starts src/main.ts through tsx's loader in node itself (not the tsx command, which would
 * stand between the signals a test sends and the API) and waits until /healthz answers.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const parentEnv = { ...process.env };
  // jest's flags are not the API's; a database or Redis of the environment is not the test's.
  delete parentEnv.NODE_OPTIONS;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiPackageDir,
    env: {
      ...parentEnv,
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Errors only, kept in output() for the failure message of a test.
      LOG_LEVEL: 'error',
      // No load shedding: a busy test machine must not answer 503 (load-shedding.test.ts tests it).
      MAX_EVENT_LOOP_DELAY_MS: '0',
      MAX_HEAP_USED_PERCENT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let running = true;
  /** How much it had printed when /healthz first answered. */
  let printedBeforeStart = 0;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running = false;
      resolve(code);
    }),
  );
  const api: ApiProcess = {
    port,
    child,
    exited,
    exitedWith: async (expected) => {
      const code = await exited;
      return code === expected ? { code } : { code, output: output.slice(printedBeforeStart) || output };
    },
    output: () => output,
    kill: () => {
      if (running) child.kill('SIGKILL');
    },
  };
  for (;;) {
    if (!running) throw new Error(`The API exited before answering /healthz:\n${output}`);
    const reply = await get(port, '/healthz').catch(() => undefined);
    if (reply?.status === 200) {
      printedBeforeStart = output.length;
      return api;
    }
    await sleep(200);
  }
}

/** One GET on a connection of its own (or the agent's). */
export function get(port: number, path: string, agent: http.Agent | false = false): Promise<HttpReply> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => readReply(response).then(resolve, reject))
      .once('error', reject);
  });
}

/**
 * A POST the server has begun (it answered the headers with 100 Continue) whose body the
 * test sends when it chooses, on a kept-alive connection as a load balancer would.
 */
export function startPost(port: number, path: string, body: string) {
  const request = http.request({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    agent: new http.Agent({ keepAlive: true }),
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
  });
  const reply = new Promise<HttpReply>((resolve, reject) => {
    request.once('response', (response) => readReply(response).then(resolve, reject));
    request.once('error', reject);
  });
  // The test may expect a failure (the process killed): never an unhandled rejection meanwhile.
  reply.catch(() => undefined);
  const begun = new Promise<void>((resolve) => request.once('continue', resolve));
  request.flushHeaders();
  return {
    begun,
    reply,
    send: (part: string) => new Promise<void>((resolve) => request.write(part, () => resolve())),
    finish: (part: string) => request.end(part),
  };
}

/** A request whose headers are still arriving: the test writes the rest when it chooses. */
export async function startHeaders(port: number, firstLines: string) {
  const socket = net.connect(port, '127.0.0.1');
  let raw = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (raw += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => socket.write(firstLines, () => resolve()));
  return {
    /** Sends the rest and reads the reply until the server closes the connection. */
    async finish(rest: string): Promise<HttpReply> {
      socket.write(rest);
      await closed;
      return parseReply(raw);
    },
  };
}

/** Resolves once connecting to the port is refused (the server stopped listening). */
export async function connectionsRefused(port: number): Promise<void> {
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return;
    await sleep(50);
  }
}

async function readReply(response: http.IncomingMessage): Promise<HttpReply> {
  let body = '';
  response.setEncoding('utf8');
  for await (const chunk of response) body += chunk as string;
  return { status: response.statusCode ?? 0, headers: response.headers, body };
}

function parseReply(raw: string): HttpReply {
  const [head = '', ...body] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: http.IncomingHttpHeaders = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.join('\r\n\r\n') };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
