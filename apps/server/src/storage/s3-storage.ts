import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { EnvError } from '../config/env';
import { assertFolder, type FileStorage, type StoredFile } from './file-storage';
import type { S3Location } from './storage-url';

/** Parts of a streamed upload (renders, large documents): S3's minimum part is 5 MiB. */
const PART_SIZE = 8 * 1024 * 1024;

export function createS3Client(location: S3Location): S3Client {
  return new S3Client({
    region: location.region,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    credentials: location.credentials,
    // Some S3-compatible stores reject the newer default checksums; send them only when an operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Files in an S3-compatible bucket (docs/decisions/129): the same keys as the local folder, under
 * the location's folder. Videos are streamed through the API, so Range, ETag and the routes' access
 * checks stay the same whichever store holds them.
 */
export function createS3Storage(location: S3Location, client: S3Client = createS3Client(location)): FileStorage {
  const { bucket, prefix } = location;
  const objectKey = (key: string) => {
    // The same rule as the folder: a key never climbs out of Lectern's part of the bucket.
    if (key === '' || key.startsWith('/') || key.split('/').some((s) => s === '..' || s === '.')) throw new Error(`invalid storage key: ${key}`);
    return prefix + key;
  };
  const upload = (key: string, body: Readable) =>
    new Upload({ client, params: { Bucket: bucket, Key: objectKey(key), Body: body }, partSize: PART_SIZE, queueSize: 2 }).done();

  const list = async (folder: string) => {
    assertFolder(folder);
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: objectKey(folder), ContinuationToken: token }));
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key.slice(prefix.length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  };

  return {
    async put(key, data) {
      if (data instanceof Uint8Array) {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: data, ContentLength: data.byteLength }));
      } else {
        await upload(key, data);
      }
    },
    async putFile(key, localPath) {
      await upload(key, createReadStream(localPath));
      await rm(localPath, { force: true });
    },
    async get(key) {
      const Key = objectKey(key);
      let head: { ContentLength?: number; ETag?: string };
      try {
        head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
      const etag = head.ETag ?? '';
      const file: StoredFile = {
        size: head.ContentLength ?? 0,
        etag,
        stream: (range) =>
          lazyStream(async () => {
            const answer = await client.send(
              new GetObjectCommand({
                Bucket: bucket,
                Key,
                Range: range ? `bytes=${range.start}-${range.end}` : undefined,
                // The bytes must belong to the version whose size and ETag were announced.
                IfMatch: etag || undefined,
              }),
            );
            if (!answer.Body) throw new Error(`storage returned no body for ${key}`);
            return answer.Body.transformToWebStream() as ReadableStream<Uint8Array>;
          }),
      };
      return file;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async deleteFolder(folder) {
      const keys = await list(folder);
      // DeleteObjects takes up to 1,000 keys a request (S3 API reference).
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000).map((key) => ({ Key: objectKey(key) }));
        const answer = await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch, Quiet: true } }));
        if (answer.Errors?.length)
          throw new Error(`could not delete ${answer.Errors.length} file(s) under ${folder}: ${answer.Errors[0]?.Message ?? 'unknown error'}`);
      }
    },
    list,
    localPath(key) {
      throw new Error(`files in object storage have no local path (${key})`);
    },
  };
}

/**
 * The storage, once the bucket has answered: a wrong bucket, endpoint or key stops start-up with one
 * clear line instead of failing the first upload or render. The message never carries the secret.
 */
export async function openS3Storage(location: S3Location): Promise<FileStorage> {
  const client = createS3Client(location);
  try {
    await client.send(new HeadBucketCommand({ Bucket: location.bucket }));
  } catch (err) {
    const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const problem = status === 404 ? 'does not exist' : status === 403 || status === 401 ? 'refuses these credentials' : 'could not be reached';
    const where = location.endpoint ? ` at ${location.endpoint}` : '';
    const { name, message } = err as Error;
    const detail = message && message !== 'UnknownError' ? `${name}: ${message}` : name;
    // A configuration error: main prints its message alone, on one line.
    throw new EnvError(`STORAGE_URL: the bucket "${location.bucket}"${where} ${problem} (${detail.replace(/\s+/g, ' ')})`);
  }
  return createS3Storage(location, client);
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/** Opens the object only when the response body is first read, so a 304 or a dropped request costs no GET. */
function lazyStream(open: () => Promise<ReadableStream<Uint8Array>>): ReadableStream<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      reader ??= (await open()).getReader();
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    async cancel(reason) {
      await reader?.cancel(reason);
    },
  });
}
