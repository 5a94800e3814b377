import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { createS3Storage } from './s3-storage';
import { parseStorageUrl, type S3Location } from './storage-url';

/**
 * An S3-compatible server for tests (s3rver, pure JS): loopback only, a random port, its files in a
 * temp folder. The storage goes through STORAGE_URL parsing, like production.
 */
export async function startTestS3(bucket = 'lectern-test') {
  const directory = await mkdtemp(join(tmpdir(), 'lectern-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  // s3rver accepts its own fixed test credentials only.
  const location = parseStorageUrl(`s3://S3RVER:S3RVER@${bucket}/lectern?endpoint=http://127.0.0.1:${port}&region=us-east-1`) as S3Location;
  return {
    location,
    storage: createS3Storage(location),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
