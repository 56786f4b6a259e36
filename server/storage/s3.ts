/** Uploads in an S3-compatible object store (AWS S3, MinIO, R2, Ceph …), through the official SDK. */
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { checkKey, type Storage } from './storage.js';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Another S3 address (MinIO, R2 …); null is AWS itself. */
  endpoint: string | null;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (most self-hosted stores) instead of in the host name. */
  forcePathStyle: boolean;
  /** Prepended to every key, so one bucket can hold several deployments. */
  prefix: string;
}

/** One object per key under the prefix. */
export function s3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible stores reject the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Key = (key: string) => settings.prefix + checkKey(key);
  return {
    async put(key, data) {
      await client.send(
        new PutObjectCommand({ Bucket: settings.bucket, Key: Key(key), Body: data, ContentType: 'application/octet-stream' }),
      );
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: Key(key) }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (err) {
        if (err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)) return null;
        throw err;
      }
    },
    async delete(key) {
      // S3 answers 204 whether or not the object existed, as the other providers do.
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: Key(key) }));
    },
  };
}
