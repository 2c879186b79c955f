/** Where a deployment's media bucket is, read from `SPEECHDECK_MEDIA_URL`. */
export interface S3Place {
  endpoint: string;
  region: string;
  bucket: string;
  /** Prepended to every key ('' or ending in '/'). */
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** What SPEECHDECK_MEDIA_URL and `copy-media --to` accept (parseS3Url reads the rest). */
export const S3_URL = /^s3(\+https?)?:\/\//;

/**
 * `s3://KEY:SECRET@host[:port]/bucket[/prefix]` (https), or `s3+http://…` for a server on plain
 * HTTP (a loopback MinIO, say). `?region=` defaults to us-east-1, which S3-compatible servers accept.
 */
export function parseS3Url(text: string): S3Place {
  const url = new URL(text);
  const scheme = { 's3:': 'https', 's3+http:': 'http', 's3+https:': 'https' }[url.protocol];
  if (!scheme) throw new Error('SPEECHDECK_MEDIA_URL: use s3://KEY:SECRET@host/bucket (or s3+http:// for a server without TLS)');
  const [bucket, ...rest] = url.pathname.split('/').filter(Boolean);
  if (!bucket) throw new Error('SPEECHDECK_MEDIA_URL names no bucket: s3://KEY:SECRET@host/bucket');
  if (!url.username || !url.password) throw new Error('SPEECHDECK_MEDIA_URL needs the access key and secret: s3://KEY:SECRET@host/bucket');
  return {
    endpoint: `${scheme}://${url.host}`,
    region: url.searchParams.get('region') ?? 'us-east-1',
    bucket,
    prefix: rest.length > 0 ? `${rest.join('/')}/` : '',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}
