import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { StorageBackend, StoredObject } from './backend.server.ts';

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

/** The S3 settings from the validated configuration (S3_BUCKET must be set). */
export function s3SettingsOf(env: {
  S3_BUCKET?: string;
  S3_REGION: string;
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
}): S3Settings {
  return {
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/** Any S3-compatible service (AWS S3, Cloudflare R2, MinIO…): only the standard object calls are used. */
export function s3Backend(settings: S3Settings): StorageBackend {
  // The SDK is some hundreds of modules: loaded at the first use of the bucket, so that a shop that
  // keeps its files on disk never loads it and one that uses a bucket does not wait for it at start.
  let loading: Promise<{ s3: typeof import('@aws-sdk/client-s3'); Upload: typeof import('@aws-sdk/lib-storage').Upload; client: S3Client }>;
  const sdk = () =>
    (loading ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).then(([s3, { Upload }]) => ({
      s3,
      Upload,
      client: new s3.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        // Without keys the SDK's usual chain applies (instance role, AWS_* variables, ~/.aws).
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
      }),
    })));
  const Bucket = settings.bucket;

  return {
    name: 's3',
    async put(key, body, contentType) {
      // lib-storage sends one PUT for small bodies and a multipart upload (5 MB parts) for large ones;
      // S3 shows an object only once it is complete.
      const { Upload, client } = await sdk();
      await new Upload({ client, params: { Bucket, Key: key, Body: body, ContentType: contentType } }).done();
    },
    async get(key): Promise<StoredObject | null> {
      const { s3, client } = await sdk();
      try {
        const answer = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }));
        return {
          body: answer.Body as Readable,
          size: answer.ContentLength ?? 0,
          etag: answer.ETag ?? `"${key}"`,
          lastModified: answer.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      const { s3, client } = await sdk();
      try {
        await client.send(new s3.HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      const { s3, client } = await sdk();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list(prefix = '') {
      const { s3, client } = await sdk();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new s3.ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }));
        for (const item of page.Contents ?? []) if (item.Key) yield { key: item.Key, size: item.Size ?? 0 };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
