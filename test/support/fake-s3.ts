/**
 * A local stand-in for an S3-compatible object store: enough of the S3 REST protocol (path-style
 * PUT, GET, HEAD and DELETE of objects) for the official AWS SDK to run its real request path —
 * signing, HTTP, error parsing — against it. Objects live in memory.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Object keys currently stored, sorted. */
  keys(): string[];
  /** Requests by method, for tests that care how the store was used. */
  requests: Array<{ method: string; key: string }>;
  close(): Promise<void>;
}

const xmlError = (res: ServerResponse, status: number, code: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
};

const bodyOf = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** Starts the store on a random local port with one bucket and one access key. */
export async function startFakeS3(
  bucket = 'prepgold-test',
  accessKeyId = 'TESTKEYID',
  secretAccessKey = 'test-secret-key',
): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const requests: FakeS3['requests'] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://s3');
      const [, b, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      const method = req.method ?? 'GET';
      requests.push({ method, key });
      // Every request is signed (AWS Signature Version 4) with our key id, as a real store requires.
      const auth = req.headers.authorization ?? '';
      if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`) || !req.headers['x-amz-date'])
        return xmlError(res, 403, 'InvalidAccessKeyId', 'The AWS access key Id you provided does not exist in our records.');
      if (b !== bucket) return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      if (!key) return xmlError(res, 400, 'InvalidRequest', 'Only object requests are supported');
      if (method === 'PUT') {
        const body = await bodyOf(req);
        const declared = req.headers['x-amz-content-sha256'];
        if (declared && declared !== 'UNSIGNED-PAYLOAD' && declared !== createHash('sha256').update(body).digest('hex'))
          return xmlError(res, 400, 'XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 header does not match');
        objects.set(key, body);
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return res.end();
      }
      if (method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      const found = objects.get(key);
      if (method === 'GET' || method === 'HEAD') {
        if (!found) {
          if (method === 'HEAD') return res.writeHead(404).end();
          return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        }
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': found.byteLength });
        return res.end(method === 'GET' ? found : undefined);
      }
      xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    keys: () => [...objects.keys()].sort(),
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The environment that points an instance's storage at this store. */
export const s3Env = (s3: FakeS3): Record<string, string> => ({
  STORAGE: 's3',
  S3_ENDPOINT: s3.endpoint,
  S3_BUCKET: s3.bucket,
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  S3_FORCE_PATH_STYLE: 'true',
});
