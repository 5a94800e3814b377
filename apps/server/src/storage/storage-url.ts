import { z } from 'zod';

/** Where an S3-compatible store keeps Lectern's files, parsed from STORAGE_URL. */
export interface S3Location {
  bucket: string;
  /** Keys are stored under this folder of the bucket ('' or ending in '/'), so one bucket can serve several installs. */
  prefix: string;
  /** Another S3-compatible service (MinIO, Ceph, R2…); absent means AWS itself. */
  endpoint?: string;
  region: string;
  /** bucket in the path (http://host/bucket/key) rather than the host name: what MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
  /** From the URL's user info; absent means the SDK's usual sources (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, instance roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export const STORAGE_URL_FORM = 's3://bucket[/folder]?endpoint=https://host:port&region=name';

// S3 bucket naming rules (docs.aws.amazon.com/AmazonS3/latest/userguide/bucketnamingrules.html), which MinIO follows too.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PARAMS = new Set(['endpoint', 'region', 'forcePathStyle']);
const REGION = /^[a-z0-9-]{1,40}$/;
const FOLDER_SEGMENT = /^[A-Za-z0-9._-]+$/;

/**
 * Parses `s3://[key:secret@]bucket[/folder]?endpoint=…&region=…&forcePathStyle=0|1`. Messages never
 * repeat the value: it may hold a secret key.
 */
export function parseStorageUrl(value: string): S3Location | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `must look like ${STORAGE_URL_FORM}`;
  }
  if (url.protocol !== 's3:') return `must start with s3:// (${STORAGE_URL_FORM})`;
  const bucket = url.hostname;
  if (!BUCKET.test(bucket) || url.port) return 'must name a bucket of 3 to 63 lowercase letters, digits, dots or hyphens right after s3://';
  const folder = url.pathname.replace(/^\/+|\/+$/g, '');
  if (folder && !folder.split('/').every((s) => FOLDER_SEGMENT.test(s) && s !== '.' && s !== '..')) {
    return 'folder after the bucket may only hold letters, digits, dots, hyphens, underscores and slashes';
  }
  for (const name of url.searchParams.keys()) {
    if (!PARAMS.has(name)) return `has an unknown parameter "${name}" (known: endpoint, region, forcePathStyle)`;
  }
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/?#\s]+\/?$/.test(endpoint)) {
    return 'endpoint must be an http:// or https:// address with no path, e.g. endpoint=http://minio:9000';
  }
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!REGION.test(region)) return 'region must be a region name such as us-east-1';
  const pathStyle = url.searchParams.get('forcePathStyle');
  if (pathStyle !== null && !['0', '1', 'true', 'false'].includes(pathStyle)) return 'forcePathStyle must be 0, 1, true or false';
  const user = decodeURIComponent(url.username);
  const secret = decodeURIComponent(url.password);
  if (Boolean(user) !== Boolean(secret)) return 'must give both the access key and the secret (s3://key:secret@bucket) or neither';
  return {
    bucket,
    prefix: folder ? `${folder}/` : '',
    endpoint: endpoint?.replace(/\/$/, ''),
    region,
    // Another service than AWS almost always wants path-style addressing; AWS itself wants virtual hosts.
    forcePathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === '1' || pathStyle === 'true',
    credentials: user ? { accessKeyId: user, secretAccessKey: secret } : undefined,
  };
}

/** The STORAGE_URL variable: unset keeps the local folder (DATA_DIR/files). */
export const storageUrlSchema = z.string().transform((value, ctx) => {
  const parsed = parseStorageUrl(value);
  if (typeof parsed === 'string') {
    ctx.addIssue({ code: 'custom', message: parsed });
    return z.NEVER;
  }
  return parsed;
});
