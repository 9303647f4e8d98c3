import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * A keep-alive HTTP/1.1 connection that sends one GET at a time and reads the answer by
 * Content-Length. Much cheaper than fetch, so the client is not what the benchmark measures.
 */
export class RawConnection {
  private socket: net.Socket;
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: ((status: number) => void) | undefined;
  private failed: ((error: Error) => void) | undefined;

  private constructor(
    socket: net.Socket,
    private readonly host: string,
    private readonly headers: string,
  ) {
    this.socket = socket;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
      this.drain();
    });
    socket.on('error', (error) => this.failed?.(error));
  }

  static open(port: number, headers: Record<string, string> = {}): Promise<RawConnection> {
    const extra = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        resolve(new RawConnection(socket, `127.0.0.1:${port}`, extra));
      });
      socket.once('error', reject);
    });
  }

  /** Sends GET `path`; resolves with the status once the whole body has arrived. */
  get(path: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.failed = reject;
      this.socket.write(`GET ${path} HTTP/1.1\r\nHost: ${this.host}\r\n${this.headers}\r\n`);
    });
  }

  private drain(): void {
    const end = this.buffer.indexOf(HEADER_END);
    if (end === -1) return;
    const head = this.buffer.subarray(0, end).toString('latin1');
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
    if (length === undefined) {
      this.failed?.(new Error(`no Content-Length in answer:\n${head}`));
      return;
    }
    const total = end + HEADER_END.length + Number(length);
    if (this.buffer.length < total) return;
    this.buffer = this.buffer.subarray(total);
    const status = Number(head.slice(9, 12));
    const done = this.waiting;
    this.waiting = undefined;
    done?.(status);
  }

  close(): void {
    this.socket.destroy();
  }
}
