import net from 'node:net';

/**
 * Sends raw bytes to the service on `port` (ending this side at once when `halfClose`), and
 * resolves with all the socket carried when `enough` says so or the socket closes; rejects after
 * 5 s.
 */
export function rawExchange(
  port: number,
  request: string,
  { halfClose, enough = () => false }: { halfClose: boolean; enough?: (text: string) => boolean },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      if (halfClose) socket.end(request);
      else socket.write(request);
    });
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within 5 s: ${JSON.stringify(text)}`));
    }, 5000);
    const settle = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(text);
    };
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (enough(text)) settle();
    });
    socket.on('close', settle);
    socket.on('error', () => undefined);
  });
}
